// IREE 3.13, every target: a scatter of one window that indexes a window dimension (s2fft's
// x.at[i, :, j:j+1].set(u)) is rejected, static shapes too. Registry entry
// indexed-window-scatters (dynamic_update_slice with XLA's clamped start).
func.func @main(%x: tensor<2x16x16xf32>, %i: tensor<2xi32>, %u: tensor<16x1xf32>) -> tensor<2x16x16xf32> {
  %r = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 2]>, unique_indices = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<2x16x16xf32>, tensor<2xi32>, tensor<16x1xf32>) -> tensor<2x16x16xf32>
  return %r : tensor<2x16x16xf32>
}
