module @jit_norms attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64xf32>) -> (tensor<4x33xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4x64xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<4x64xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<(6.400000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(6.400000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<1xf32>
    %0 = call @fft(%arg0) : (tensor<4x64xf32>) -> tensor<4x33xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.reduce(%cst init: %cst_2) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %2 = stablehlo.sqrt %1 : tensor<complex<f32>>
    %cst_3 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.divide %cst_3, %2 : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<complex<f32>>) -> tensor<4x33xcomplex<f32>>
    %5 = stablehlo.multiply %0, %4 : tensor<4x33xcomplex<f32>>
    %6 = call @fft_0(%arg0) : (tensor<4x64xf32>) -> tensor<4x64xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.reduce(%cst_0 init: %cst_4) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %cst_5 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %8 = stablehlo.divide %cst_5, %7 : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<complex<f32>>) -> tensor<4x64xcomplex<f32>>
    %10 = stablehlo.multiply %6, %9 : tensor<4x64xcomplex<f32>>
    %11 = call @fft(%arg0) : (tensor<4x64xf32>) -> tensor<4x33xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %12 = call @_pad(%11, %c) : (tensor<4x33xcomplex<f32>>, tensor<i32>) -> tensor<4x33xcomplex<f32>>
    %13 = call @fft_1(%12) : (tensor<4x33xcomplex<f32>>) -> tensor<4x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%cst_1 init: %cst_6) applies stablehlo.multiply across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
    %15 = stablehlo.sqrt %14 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %17 = stablehlo.multiply %13, %16 : tensor<4x64xf32>
    return %5, %10, %17 : tensor<4x33xcomplex<f32>>, tensor<4x64xcomplex<f32>>, tensor<4x64xf32>
  }
  func.func private @fft(%arg0: tensor<4x64xf32>) -> tensor<4x33xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [64] : (tensor<4x64xf32>) -> tensor<4x33xcomplex<f32>>
    return %0 : tensor<4x33xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<4x64xf32>) -> tensor<4x64xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<4x64xf32>) -> tensor<4x64xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [64] : (tensor<4x64xcomplex<f32>>) -> tensor<4x64xcomplex<f32>>
    return %1 : tensor<4x64xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<4x33xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<4x33xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x33xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x33xcomplex<f32>>
    return %1 : tensor<4x33xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<4x33xcomplex<f32>>) -> tensor<4x64xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [64] : (tensor<4x33xcomplex<f32>>) -> tensor<4x64xf32>
    return %0 : tensor<4x64xf32>
  }
}
