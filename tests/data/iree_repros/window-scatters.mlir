// IREE 3.13, every target: a scatter of one whole window (JAX's x.at[:, 1:3].set(u)) on a
// dynamically shaped operand is rejected ('iree_linalg_ext.scatter' op ...). Registry entry
// window-scatters (slices and a concatenate).
func.func @main(%x: tensor<?x6xf32>, %u: tensor<?x2xf32>) -> tensor<?x6xf32> {
  %i = stablehlo.constant dense<[1]> : tensor<1xi32>
  %s = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<?x6xf32>, tensor<1xi32>, tensor<?x2xf32>) -> tensor<?x6xf32>
  return %s : tensor<?x6xf32>
}
