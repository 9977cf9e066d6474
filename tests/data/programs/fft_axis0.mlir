module @jit_fft_axis0 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x5xcomplex<f32>>) -> (tensor<6x5xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<6x3xcomplex<f32>> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<6x5xcomplex<f32>>) -> tensor<5x6xcomplex<f32>>
    %1 = call @fft(%0) : (tensor<5x6xcomplex<f32>>) -> tensor<5x6xcomplex<f32>>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<5x6xcomplex<f32>>) -> tensor<6x5xcomplex<f32>>
    %3 = stablehlo.real %arg0 : (tensor<6x5xcomplex<f32>>) -> tensor<6x5xf32>
    %4 = call @fft_0(%3) : (tensor<6x5xf32>) -> tensor<6x3xcomplex<f32>>
    return %2, %4 : tensor<6x5xcomplex<f32>>, tensor<6x3xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<5x6xcomplex<f32>>) -> tensor<5x6xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [6] : (tensor<5x6xcomplex<f32>>) -> tensor<5x6xcomplex<f32>>
    return %0 : tensor<5x6xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<6x5xf32>) -> tensor<6x3xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [5] : (tensor<6x5xf32>) -> tensor<6x3xcomplex<f32>>
    return %0 : tensor<6x3xcomplex<f32>>
  }
}
