// IREE 3.13, vulkan-spirv (lavapipe): WRONG NUMBERS without an error. A point gather, a select
// on its values, a product with a broadcast and a sum over two dims fused into one dispatch are
// off by a relative ~1 (jax-md's PME forces); llvm-cpu is right. Registry entry
// isolated-gathers (an optimization_barrier on the gather's result).
func.func @main(%g: tensor<16x16x16xf32>, %idx: tensor<4096x3xi32>, %mask: tensor<4096xi1>, %a: tensor<64x1x1x1xf32>) -> tensor<64x4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %v = "stablehlo.gather"(%g, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x16x16xf32>, tensor<4096x3xi32>) -> tensor<4096xf32>
  %zeros = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> tensor<4096xf32>
  %m = stablehlo.select %mask, %v, %zeros : tensor<4096xi1>, tensor<4096xf32>
  %r = stablehlo.reshape %m : (tensor<4096xf32>) -> tensor<64x4x4x4xf32>
  %ab = stablehlo.broadcast_in_dim %a, dims = [0, 1, 2, 3] : (tensor<64x1x1x1xf32>) -> tensor<64x4x4x4xf32>
  %p = stablehlo.multiply %ab, %r : tensor<64x4x4x4xf32>
  %s = stablehlo.reduce(%p init: %z) applies stablehlo.add across dimensions = [1, 2] : (tensor<64x4x4x4xf32>, tensor<f32>) -> tensor<64x4xf32>
  return %s : tensor<64x4xf32>
}
