module @jit_multi_io attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16xcomplex<f32>>, %arg1: tensor<2x30xf32>) -> (tensor<2x16xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<2x30xf32> {jax.result_info = "result[1]"}, tensor<2x30xf32> {jax.result_info = "result[2]"}, tensor<2x16xcomplex<f32>> {jax.result_info = "result[3]"}) {
    %0 = call @fft(%arg0) : (tensor<2x16xcomplex<f32>>) -> tensor<2x16xcomplex<f32>>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x30xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<2x30xf32>
    %3 = call @fft_0(%2) : (tensor<2x30xf32>) -> tensor<2x16xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_pad(%3, %c) : (tensor<2x16xcomplex<f32>>, tensor<i32>) -> tensor<2x16xcomplex<f32>>
    %5 = call @fft_1(%4) : (tensor<2x16xcomplex<f32>>) -> tensor<2x30xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x30xf32>
    %7 = stablehlo.add %arg1, %6 : tensor<2x30xf32>
    return %0, %5, %7, %0 : tensor<2x16xcomplex<f32>>, tensor<2x30xf32>, tensor<2x30xf32>, tensor<2x16xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<2x16xcomplex<f32>>) -> tensor<2x16xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [16] : (tensor<2x16xcomplex<f32>>) -> tensor<2x16xcomplex<f32>>
    return %0 : tensor<2x16xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x30xf32>) -> tensor<2x16xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [30] : (tensor<2x30xf32>) -> tensor<2x16xcomplex<f32>>
    return %0 : tensor<2x16xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<2x16xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<2x16xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x16xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x16xcomplex<f32>>
    return %1 : tensor<2x16xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<2x16xcomplex<f32>>) -> tensor<2x30xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [30] : (tensor<2x16xcomplex<f32>>) -> tensor<2x30xf32>
    return %0 : tensor<2x30xf32>
  }
}
