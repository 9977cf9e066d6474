module @jit_pad_crop attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x400xf32>) -> (tensor<2x257xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<2x300xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<2x150xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg0, %c) : (tensor<2x400xf32>, tensor<i32>) -> tensor<2x512xf32>
    %1 = call @fft(%0) : (tensor<2x512xf32>) -> tensor<2x257xcomplex<f32>>
    %2 = stablehlo.slice %arg0 [0:2, 0:300] : (tensor<2x400xf32>) -> tensor<2x300xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = call @_pad_0(%2, %c_0) : (tensor<2x300xf32>, tensor<i32>) -> tensor<2x300xf32>
    %4 = call @fft_1(%3) : (tensor<2x300xf32>) -> tensor<2x300xcomplex<f32>>
    %5 = stablehlo.slice %arg0 [0:2, 0:100] : (tensor<2x400xf32>) -> tensor<2x100xf32>
    %6 = stablehlo.slice %5 [0:2, 0:76] : (tensor<2x100xf32>) -> tensor<2x76xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_pad_2(%6, %c_1) : (tensor<2x76xf32>, tensor<i32>) -> tensor<2x76xf32>
    %8 = call @fft_3(%7) : (tensor<2x76xf32>) -> tensor<2x150xf32>
    return %1, %4, %8 : tensor<2x257xcomplex<f32>>, tensor<2x300xcomplex<f32>>, tensor<2x150xf32>
  }
  func.func private @_pad(%arg0: tensor<2x400xf32>, %arg1: tensor<i32>) -> tensor<2x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 112], interior = [0, 0] : (tensor<2x400xf32>, tensor<f32>) -> tensor<2x512xf32>
    return %1 : tensor<2x512xf32>
  }
  func.func private @fft(%arg0: tensor<2x512xf32>) -> tensor<2x257xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [512] : (tensor<2x512xf32>) -> tensor<2x257xcomplex<f32>>
    return %0 : tensor<2x257xcomplex<f32>>
  }
  func.func private @_pad_0(%arg0: tensor<2x300xf32>, %arg1: tensor<i32>) -> tensor<2x300xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x300xf32>, tensor<f32>) -> tensor<2x300xf32>
    return %1 : tensor<2x300xf32>
  }
  func.func private @fft_1(%arg0: tensor<2x300xf32>) -> tensor<2x300xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<2x300xf32>) -> tensor<2x300xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [300] : (tensor<2x300xcomplex<f32>>) -> tensor<2x300xcomplex<f32>>
    return %1 : tensor<2x300xcomplex<f32>>
  }
  func.func private @_pad_2(%arg0: tensor<2x76xf32>, %arg1: tensor<i32>) -> tensor<2x76xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x76xf32>, tensor<f32>) -> tensor<2x76xf32>
    return %1 : tensor<2x76xf32>
  }
  func.func private @fft_3(%arg0: tensor<2x76xf32>) -> tensor<2x150xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x76xf32>) -> tensor<2x76xcomplex<f32>>
    %1 = stablehlo.fft %0, type = IRFFT, length = [150] : (tensor<2x76xcomplex<f32>>) -> tensor<2x150xf32>
    return %1 : tensor<2x150xf32>
  }
}
