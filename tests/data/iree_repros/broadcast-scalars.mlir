// IREE 3.7.1 and 3.8.0, vulkan-spirv and metal-spirv: iree-compile crashes (SIGSEGV in
// SPIRVInitialVectorLowering's vector unroll patterns) on a scalar computed in the dispatch
// (a 0-d arith.subf) and broadcast into an n-D elementwise op. 3.6 and 3.9 compile it.
// Whisper log-mel's max(x, max(x) - 8) is this. Workaround (registry entry broadcast-scalars):
// isolate_broadcast_scalars (an optimization_barrier on the scalar).
func.func @main(%x: tensor<3000x80xf32>, %m: tensor<f32>) -> tensor<3000x80xf32> {
  %c8 = stablehlo.constant dense<8.0> : tensor<f32>
  %t = stablehlo.subtract %m, %c8 : tensor<f32>
  %tb = stablehlo.broadcast_in_dim %t, dims = [] : (tensor<f32>) -> tensor<3000x80xf32>
  %a = stablehlo.maximum %x, %tb : tensor<3000x80xf32>
  return %a : tensor<3000x80xf32>
}
