module @jit_x64_transforms attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x100xf64>, %arg1: tensor<2x1000xcomplex<f64>>) -> (tensor<3x51xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<2x1000xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<3x100xf64> {jax.result_info = "result[2]"}) {
    %0 = call @fft(%arg0) : (tensor<3x100xf64>) -> tensor<3x51xcomplex<f64>>
    %1 = call @fft_0(%arg1) : (tensor<2x1000xcomplex<f64>>) -> tensor<2x1000xcomplex<f64>>
    %2 = call @fft(%arg0) : (tensor<3x100xf64>) -> tensor<3x51xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x51xcomplex<f64>>
    %4 = stablehlo.multiply %2, %3 : tensor<3x51xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %5 = call @_pad(%4, %c) : (tensor<3x51xcomplex<f64>>, tensor<i64>) -> tensor<3x51xcomplex<f64>>
    %6 = call @fft_1(%5) : (tensor<3x51xcomplex<f64>>) -> tensor<3x100xf64>
    return %0, %1, %6 : tensor<3x51xcomplex<f64>>, tensor<2x1000xcomplex<f64>>, tensor<3x100xf64>
  }
  func.func private @fft(%arg0: tensor<3x100xf64>) -> tensor<3x51xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [100] : (tensor<3x100xf64>) -> tensor<3x51xcomplex<f64>>
    return %0 : tensor<3x51xcomplex<f64>>
  }
  func.func private @fft_0(%arg0: tensor<2x1000xcomplex<f64>>) -> tensor<2x1000xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [1000] : (tensor<2x1000xcomplex<f64>>) -> tensor<2x1000xcomplex<f64>>
    return %0 : tensor<2x1000xcomplex<f64>>
  }
  func.func private @_pad(%arg0: tensor<3x51xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<3x51xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x51xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3x51xcomplex<f64>>
    return %1 : tensor<3x51xcomplex<f64>>
  }
  func.func private @fft_1(%arg0: tensor<3x51xcomplex<f64>>) -> tensor<3x100xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [100] : (tensor<3x51xcomplex<f64>>) -> tensor<3x100xf64>
    return %0 : tensor<3x100xf64>
  }
}
