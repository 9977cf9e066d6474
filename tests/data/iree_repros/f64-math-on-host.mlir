// IREE 3.13, vulkan-spirv (and metal-spirv): "'spirv.GL.Sin' op operand #0 must be 16/32-bit
// float ..., but got 'f64'": SPIR-V's GLSL math has no float64 sin, cos, tan, exp, log, atan2,
// pow, tanh, logistic, expm1, log1p or cbrt. Registry entry f64-math-on-host: split mode runs
// such ops on the host (llvm-cpu), which compiles this.
func.func @main(%x: tensor<8xf64>) -> tensor<8xf64> {
  %s = stablehlo.sine %x : tensor<8xf64>
  %e = stablehlo.exponential %s : tensor<8xf64>
  return %e : tensor<8xf64>
}
