// A scatter whose update does not fit in the operand: XLA skips it; IREE 3.13 writes it where
// the index points (registry entry bounded-scatters). Here element (0, 4) of a 4x4 operand, one
// past the last column (JAX's x.at[i, j].set(v) with j = 4 lowers to this scatter): IREE writes
// element (1, 0) without an error; further out it writes outside the buffer (a double free a
// few calls later on llvm-cpu).
func.func @main(%x: tensor<4x4xf32>, %u: tensor<1xf32>) -> tensor<4x4xf32> {
  %i = stablehlo.constant dense<[[0, 4]]> : tensor<1x2xi32>
  %y = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<4x4xf32>, tensor<1x2xi32>, tensor<1xf32>) -> tensor<4x4xf32>
  return %y : tensor<4x4xf32>
}
