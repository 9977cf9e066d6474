// IREE 3.13, cuda (rocm shares the config): iree-compile crashes (setScatterLoweringConfig: the
// bit width of a complex element) on a scatter of complex values: s2fft's MW transforms in x64
// add a column into a (32, 63) complex<f64> array, x.at[:, j].add(c). Registry entry
// complex-scatters (the same scatter of the real and of the imaginary parts).
func.func @main(%x: tensor<32x63xcomplex<f64>>, %j: tensor<1xi32>, %c: tensor<32xcomplex<f64>>) -> tensor<32x63xcomplex<f64>> {
  %r = "stablehlo.scatter"(%x, %j, %c) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
  ^bb0(%a: tensor<complex<f64>>, %b: tensor<complex<f64>>):
    %s = stablehlo.add %a, %b : tensor<complex<f64>>
    stablehlo.return %s : tensor<complex<f64>>
  }) : (tensor<32x63xcomplex<f64>>, tensor<1xi32>, tensor<32xcomplex<f64>>) -> tensor<32x63xcomplex<f64>>
  return %r : tensor<32x63xcomplex<f64>>
}
