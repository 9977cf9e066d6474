// IREE 3.13, llvm-cpu: "iree-lld: error: undefined symbol: cos" at constant evaluation. A
// float64 cosine of iota-built angles (s2fft's quadrature) is compiled for the host by IREE's
// constant evaluator, whose embedded ELF has no float64 cos, even with
// --iree-llvmcpu-link-embedded=false. Registry entry constant-f64-math (the table computed with
// numpy, a constant).
func.func @main(%x: tensor<63xf64>) -> tensor<63xf64> {
  %i = stablehlo.iota dim = 0 : tensor<63xf64>
  %h = stablehlo.constant dense<0.0498665695> : tensor<63xf64>
  %t = stablehlo.multiply %i, %h : tensor<63xf64>
  %c = stablehlo.cosine %t : tensor<63xf64>
  %y = stablehlo.multiply %x, %c : tensor<63xf64>
  return %y : tensor<63xf64>
}
