module @jit_grad_rfft_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<129xcomplex<f32>>) -> (tensor<256xf32> {jax.result_info = "result"}) {
    %0 = call @fft(%arg0) : (tensor<256xf32>) -> tensor<129xcomplex<f32>>
    %1 = stablehlo.multiply %0, %arg1 : tensor<129xcomplex<f32>>
    %2 = stablehlo.abs %1 : (tensor<129xcomplex<f32>>) -> tensor<129xf32>
    %3 = stablehlo.real %1 : (tensor<129xcomplex<f32>>) -> tensor<129xf32>
    %4 = stablehlo.imag %1 : (tensor<129xcomplex<f32>>) -> tensor<129xf32>
    %5 = stablehlo.negate %4 : tensor<129xf32>
    %6 = stablehlo.complex %3, %5 : tensor<129xcomplex<f32>>
    %7 = stablehlo.convert %2 : (tensor<129xf32>) -> tensor<129xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<129xcomplex<f32>>
    %9 = stablehlo.compare EQ, %7, %8, FLOAT : (tensor<129xcomplex<f32>>, tensor<129xcomplex<f32>>) -> tensor<129xi1>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<129xcomplex<f32>>
    %11 = stablehlo.select %9, %10, %7 : tensor<129xi1>, tensor<129xcomplex<f32>>
    %12 = stablehlo.divide %6, %11 : tensor<129xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<129xf32>
    %14 = stablehlo.multiply %13, %2 : tensor<129xf32>
    %15 = call @fft(%arg0) : (tensor<256xf32>) -> tensor<129xcomplex<f32>>
    %16 = call @fft_0(%15) : (tensor<129xcomplex<f32>>) -> tensor<256xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<256xf32>
    %21 = call @fft_1(%20) : (tensor<256xf32>) -> tensor<129xcomplex<f32>>
    %22 = call @fft_3(%21) : (tensor<129xcomplex<f32>>) -> tensor<256xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<129xf32>
    %24 = stablehlo.multiply %23, %14 : tensor<129xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<129xf32>
    %26 = stablehlo.complex %24, %25 : tensor<129xcomplex<f32>>
    %27 = stablehlo.multiply %26, %12 : tensor<129xcomplex<f32>>
    %28 = stablehlo.multiply %27, %arg1 : tensor<129xcomplex<f32>>
    %29 = call @fft_3(%28) : (tensor<129xcomplex<f32>>) -> tensor<256xf32>
    %30 = stablehlo.add %22, %29 : tensor<256xf32>
    return %30 : tensor<256xf32>
  }
  func.func private @fft(%arg0: tensor<256xf32>) -> tensor<129xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [256] : (tensor<256xf32>) -> tensor<129xcomplex<f32>>
    return %0 : tensor<129xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<129xcomplex<f32>>) -> tensor<256xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [256] : (tensor<129xcomplex<f32>>) -> tensor<256xf32>
    return %0 : tensor<256xf32>
  }
  func.func private @fft_1(%arg0: tensor<256xf32>) -> tensor<129xcomplex<f32>> {
    %0 = call @fft_2(%arg0) : (tensor<256xf32>) -> tensor<129xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<129xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %1, %2, %c : (tensor<129xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<129xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<128> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %3, %4, %c_2 : (tensor<129xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<129xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(3.906250e-03,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<129xcomplex<f32>>
    %7 = stablehlo.multiply %6, %5 : tensor<129xcomplex<f32>>
    %8 = stablehlo.multiply %7, %0 : tensor<129xcomplex<f32>>
    %9 = stablehlo.real %8 : (tensor<129xcomplex<f32>>) -> tensor<129xf32>
    %10 = stablehlo.imag %8 : (tensor<129xcomplex<f32>>) -> tensor<129xf32>
    %11 = stablehlo.negate %10 : tensor<129xf32>
    %12 = stablehlo.complex %9, %11 : tensor<129xcomplex<f32>>
    return %12 : tensor<129xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<256xf32>) -> tensor<129xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [256] : (tensor<256xf32>) -> tensor<129xcomplex<f32>>
    return %0 : tensor<129xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<129xcomplex<f32>>) -> tensor<256xf32> {
    %0 = call @_rfft_transpose(%arg0) : (tensor<129xcomplex<f32>>) -> tensor<256xf32>
    return %0 : tensor<256xf32>
  }
  func.func private @_rfft_transpose(%arg0: tensor<129xcomplex<f32>>) -> tensor<256xf32> {
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<129xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %0, %1, %c : (tensor<129xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<129xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<128> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %2, %3, %c_2 : (tensor<129xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<129xcomplex<f32>>
    %5 = stablehlo.real %arg0 : (tensor<129xcomplex<f32>>) -> tensor<129xf32>
    %6 = stablehlo.imag %arg0 : (tensor<129xcomplex<f32>>) -> tensor<129xf32>
    %7 = stablehlo.negate %6 : tensor<129xf32>
    %8 = stablehlo.complex %5, %7 : tensor<129xcomplex<f32>>
    %9 = stablehlo.divide %8, %4 : tensor<129xcomplex<f32>>
    %10 = call @fft_4(%9) : (tensor<129xcomplex<f32>>) -> tensor<256xf32>
    %cst_3 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<256xf32>
    return %12 : tensor<256xf32>
  }
  func.func private @fft_4(%arg0: tensor<129xcomplex<f32>>) -> tensor<256xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [256] : (tensor<129xcomplex<f32>>) -> tensor<256xf32>
    return %0 : tensor<256xf32>
  }
}
