// IREE 3.13, vulkan-spirv, metal-spirv and cuda: "failed to legalize unresolved source
// materialization" on a layer norm's consumer fused with a convert to complex (FNet's
// Re(fftn(layer_norm(x)))). Registry entry complex-converts (a barrier before the convert).
func.func @main(%x: tensor<2x64x32xf32>, %g: tensor<32xf32>) -> tensor<2x64x32xcomplex<f32>> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
  %b = stablehlo.broadcast_in_dim %s, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x32xf32>
  %gb = stablehlo.broadcast_in_dim %g, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
  %d = stablehlo.divide %x, %b : tensor<2x64x32xf32>
  %e = stablehlo.multiply %d, %gb : tensor<2x64x32xf32>
  %c = stablehlo.convert %e : (tensor<2x64x32xf32>) -> tensor<2x64x32xcomplex<f32>>
  return %c : tensor<2x64x32xcomplex<f32>>
}
