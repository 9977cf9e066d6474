// IREE 3.13, vulkan-spirv: "'spirv.GL.Cos' op operand #0 must be 16/32-bit float ... but got
// 'f64'": a float64 cosine of iota-built angles (s2fft's quadrature) is computed in a dispatch
// with constant evaluation off, and SPIR-V has no float64 cos (with it on, IREE's evaluator
// fails on llvm-cpu: "iree-lld: error: undefined symbol: cos"). Registry entry
// constant-math (the table computed with numpy, a constant).
func.func @main(%x: tensor<63xf64>) -> tensor<63xf64> {
  %i = stablehlo.iota dim = 0 : tensor<63xf64>
  %h = stablehlo.constant dense<0.0498665695> : tensor<63xf64>
  %t = stablehlo.multiply %i, %h : tensor<63xf64>
  %c = stablehlo.cosine %t : tensor<63xf64>
  %y = stablehlo.multiply %x, %c : tensor<63xf64>
  return %y : tensor<63xf64>
}
