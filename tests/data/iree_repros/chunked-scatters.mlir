// IREE 3.13, vulkan-spirv (lavapipe): WRONG NUMBERS without an error. A scatter-add of 70,000
// updates into 8 bins (jax.ops.segment_sum) is one invocation looping over the updates, and
// lavapipe ends a shader loop after 65,535 trips: the last 4,465 updates are dropped. Registry
// entry chunked-scatters (consecutive scatters of 65,535 updates at most).
func.func @main(%u: tensor<70000xf32>, %i: tensor<70000x1xi32>) -> tensor<8xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<8xf32>
  %y = "stablehlo.scatter"(%zero, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8xf32>, tensor<70000x1xi32>, tensor<70000xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
