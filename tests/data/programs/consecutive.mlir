module @jit_consecutive attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x32xcomplex<f32>>) -> (tensor<3x32xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<3x32xcomplex<f32>> {jax.result_info = "result[1]"}) {
    %0 = call @fft(%arg0) : (tensor<3x32xcomplex<f32>>) -> tensor<3x32xcomplex<f32>>
    %1 = call @fft_0(%0) : (tensor<3x32xcomplex<f32>>) -> tensor<3x32xcomplex<f32>>
    %2 = call @fft(%arg0) : (tensor<3x32xcomplex<f32>>) -> tensor<3x32xcomplex<f32>>
    %3 = call @fft(%2) : (tensor<3x32xcomplex<f32>>) -> tensor<3x32xcomplex<f32>>
    return %1, %3 : tensor<3x32xcomplex<f32>>, tensor<3x32xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<3x32xcomplex<f32>>) -> tensor<3x32xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [32] : (tensor<3x32xcomplex<f32>>) -> tensor<3x32xcomplex<f32>>
    return %0 : tensor<3x32xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<3x32xcomplex<f32>>) -> tensor<3x32xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [32] : (tensor<3x32xcomplex<f32>>) -> tensor<3x32xcomplex<f32>>
    return %0 : tensor<3x32xcomplex<f32>>
  }
}
