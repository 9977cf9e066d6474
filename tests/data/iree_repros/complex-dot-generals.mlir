// IREE 2.9-3.10, metal-spirv and vulkan-spirv: "failed to legalize operation 'memref.alloc'"
// on a complex batched matmul and its transpose (an FNO layer's mode mixing,
// einsum('ioxy,bixy->boxy')). 3.11-3.13 compile it. Workaround (registry entry broadcast-scalars):
// split_complex_dot_generals (four real dot_generals).
func.func @main(%arg1: tensor<4x4x8x8xcomplex<f32>>, %2: tensor<2x4x8x8xcomplex<f32>>) -> tensor<2x4x8x8xcomplex<f32>> {
  %3 = stablehlo.dot_general %arg1, %2, batching_dims = [2, 3] x [2, 3], contracting_dims = [0] x [1] : (tensor<4x4x8x8xcomplex<f32>>, tensor<2x4x8x8xcomplex<f32>>) -> tensor<8x8x4x2xcomplex<f32>>
  %4 = stablehlo.transpose %3, dims = [3, 2, 0, 1] : (tensor<8x8x4x2xcomplex<f32>>) -> tensor<2x4x8x8xcomplex<f32>>
  return %4 : tensor<2x4x8x8xcomplex<f32>>
}
