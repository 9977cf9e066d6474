module @jit_fftn3_c64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x6x8xcomplex<f32>>) -> (tensor<2x4x6x8xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<2x4x6x8xf32> {jax.result_info = "result[1]"}) {
    %0 = call @fft(%arg0) : (tensor<2x4x6x8xcomplex<f32>>) -> tensor<2x4x6x8xcomplex<f32>>
    %1 = stablehlo.transpose %0, dims = [2, 3, 0, 1] : (tensor<2x4x6x8xcomplex<f32>>) -> tensor<6x8x2x4xcomplex<f32>>
    %2 = call @fft_0(%1) : (tensor<6x8x2x4xcomplex<f32>>) -> tensor<6x8x2x4xcomplex<f32>>
    %3 = stablehlo.transpose %2, dims = [2, 3, 0, 1] : (tensor<6x8x2x4xcomplex<f32>>) -> tensor<2x4x6x8xcomplex<f32>>
    %4 = stablehlo.slice %arg0 [0:2, 0:4, 0:6, 0:5] : (tensor<2x4x6x8xcomplex<f32>>) -> tensor<2x4x6x5xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_pad(%4, %c) : (tensor<2x4x6x5xcomplex<f32>>, tensor<i32>) -> tensor<2x4x6x5xcomplex<f32>>
    %6 = call @fft_1(%5) : (tensor<2x4x6x5xcomplex<f32>>) -> tensor<2x4x6x8xf32>
    return %3, %6 : tensor<2x4x6x8xcomplex<f32>>, tensor<2x4x6x8xf32>
  }
  func.func private @fft(%arg0: tensor<2x4x6x8xcomplex<f32>>) -> tensor<2x4x6x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [6, 8] : (tensor<2x4x6x8xcomplex<f32>>) -> tensor<2x4x6x8xcomplex<f32>>
    return %0 : tensor<2x4x6x8xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<6x8x2x4xcomplex<f32>>) -> tensor<6x8x2x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [2, 4] : (tensor<6x8x2x4xcomplex<f32>>) -> tensor<6x8x2x4xcomplex<f32>>
    return %0 : tensor<6x8x2x4xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<2x4x6x5xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<2x4x6x5xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x6x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4x6x5xcomplex<f32>>
    return %1 : tensor<2x4x6x5xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<2x4x6x5xcomplex<f32>>) -> tensor<2x4x6x8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [4, 6, 8] : (tensor<2x4x6x5xcomplex<f32>>) -> tensor<2x4x6x8xf32>
    return %0 : tensor<2x4x6x8xf32>
  }
}
