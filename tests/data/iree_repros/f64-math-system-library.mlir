// IREE 3.13, llvm-cpu: "iree-lld: error: undefined symbol: sin" (cos, atan2): the embedded
// ELF IREE links has no float64 sine, cosine or arc tangent; s2fft's x64 transforms and an x64
// jnp.fft.ifft(norm="ortho") (the square root of a complex<f64> factor) hit it. Registry entry
// f64-math-system-library (--iree-llvmcpu-link-embedded=false: the host's linker and libm).
func.func @main(%x: tensor<8xf64>) -> (tensor<8xf64>, tensor<8xf64>) {
  %c = stablehlo.cosine %x : tensor<8xf64>
  %s = stablehlo.sine %x : tensor<8xf64>
  %a = stablehlo.atan2 %s, %c : tensor<8xf64>
  return %c, %a : tensor<8xf64>, tensor<8xf64>
}
