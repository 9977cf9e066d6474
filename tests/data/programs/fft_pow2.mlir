module @jit_fft_pow2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xcomplex<f32>>, %arg1: tensor<2x64xcomplex<f32>>, %arg2: tensor<2x1024xf32>, %arg3: tensor<16384xcomplex<f32>>) -> (tensor<3x2xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<2x64xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<2x513xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<16384xcomplex<f32>> {jax.result_info = "result[3]"}) {
    %0 = call @fft(%arg0) : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %1 = call @fft_0(%arg1) : (tensor<2x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %2 = call @fft_1(%arg2) : (tensor<2x1024xf32>) -> tensor<2x513xcomplex<f32>>
    %3 = call @fft_2(%arg3) : (tensor<16384xcomplex<f32>>) -> tensor<16384xcomplex<f32>>
    return %0, %1, %2, %3 : tensor<3x2xcomplex<f32>>, tensor<2x64xcomplex<f32>>, tensor<2x513xcomplex<f32>>, tensor<16384xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [2] : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    return %0 : tensor<3x2xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [64] : (tensor<2x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    return %0 : tensor<2x64xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<2x1024xf32>) -> tensor<2x513xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [1024] : (tensor<2x1024xf32>) -> tensor<2x513xcomplex<f32>>
    return %0 : tensor<2x513xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<16384xcomplex<f32>>) -> tensor<16384xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [16384] : (tensor<16384xcomplex<f32>>) -> tensor<16384xcomplex<f32>>
    return %0 : tensor<16384xcomplex<f32>>
  }
}
