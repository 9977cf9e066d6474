// IREE 3.13, llvm-cpu (every target): "internal error: jit global source initialization order
// invalid: global "__hoisted_tensor_129xf32" has no value" when IREE's constant evaluation takes
// a complex constant expression (the gradient of a loss through rfft: the cotangent's weights
// as dynamic_update_slices of complex constants, multiplied). Registry entry no-const-eval
// (--iree-opt-const-eval=false).
module {
  func.func public @main(%arg0: tensor<129xcomplex<f32>>) -> tensor<129xcomplex<f32>> {
    %cst = stablehlo.constant dense<3.906250e-03> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.complex %cst, %cst_0 : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<complex<f32>>) -> tensor<129xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.complex %cst_1, %cst_2 : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<complex<f32>>) -> tensor<129xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.complex %cst_3, %cst_4 : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.dynamic_update_slice %3, %5, %c : (tensor<129xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<129xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_5 = stablehlo.constant dense<128> : tensor<i32>
    %8 = stablehlo.dynamic_update_slice %6, %7, %c_5 : (tensor<129xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<129xcomplex<f32>>
    %9 = stablehlo.multiply %1, %8 : tensor<129xcomplex<f32>>
    %10 = stablehlo.multiply %9, %arg0 : tensor<129xcomplex<f32>>
    return %10 : tensor<129xcomplex<f32>>
  }
}
