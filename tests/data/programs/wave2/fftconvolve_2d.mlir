module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x80xf32>, %arg1: tensor<9x9xf32>) -> (tensor<64x80xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg0, %c) : (tensor<64x80xf32>, tensor<i32>) -> tensor<72x88xf32>
    %1 = call @fft(%0) : (tensor<72x88xf32>) -> tensor<72x45xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = call @_pad_0(%arg1, %c_0) : (tensor<9x9xf32>, tensor<i32>) -> tensor<72x88xf32>
    %3 = call @fft(%2) : (tensor<72x88xf32>) -> tensor<72x45xcomplex<f32>>
    %4 = stablehlo.multiply %1, %3 : tensor<72x45xcomplex<f32>>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_pad_1(%4, %c_1) : (tensor<72x45xcomplex<f32>>, tensor<i32>) -> tensor<72x45xcomplex<f32>>
    %6 = call @fft_2(%5) : (tensor<72x45xcomplex<f32>>) -> tensor<72x88xf32>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %c_3 = stablehlo.constant dense<4> : tensor<i32>
    %7 = stablehlo.dynamic_slice %6, %c_2, %c_3, sizes = [64, 80] : (tensor<72x88xf32>, tensor<i32>, tensor<i32>) -> tensor<64x80xf32>
    return %7 : tensor<64x80xf32>
  }
  func.func private @_pad(%arg0: tensor<64x80xf32>, %arg1: tensor<i32>) -> tensor<72x88xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [8, 8], interior = [0, 0] : (tensor<64x80xf32>, tensor<f32>) -> tensor<72x88xf32>
    return %1 : tensor<72x88xf32>
  }
  func.func private @fft(%arg0: tensor<72x88xf32>) -> tensor<72x45xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [72, 88] : (tensor<72x88xf32>) -> tensor<72x45xcomplex<f32>>
    return %0 : tensor<72x45xcomplex<f32>>
  }
  func.func private @_pad_0(%arg0: tensor<9x9xf32>, %arg1: tensor<i32>) -> tensor<72x88xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [63, 79], interior = [0, 0] : (tensor<9x9xf32>, tensor<f32>) -> tensor<72x88xf32>
    return %1 : tensor<72x88xf32>
  }
  func.func private @_pad_1(%arg0: tensor<72x45xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<72x45xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<72x45xcomplex<f32>>, tensor<complex<f32>>) -> tensor<72x45xcomplex<f32>>
    return %1 : tensor<72x45xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<72x45xcomplex<f32>>) -> tensor<72x88xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [72, 88] : (tensor<72x45xcomplex<f32>>) -> tensor<72x88xf32>
    return %0 : tensor<72x88xf32>
  }
}
