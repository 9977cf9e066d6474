module @jit_ifftn4_ortho attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4x5xcomplex<f32>>) -> (tensor<2x3x4x5xcomplex<f32>> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[(2.000000e+00,0.000000e+00), (3.000000e+00,0.000000e+00), (4.000000e+00,0.000000e+00), (5.000000e+00,0.000000e+00)]> : tensor<4xcomplex<f32>>
    %0 = stablehlo.transpose %arg0, dims = [2, 3, 0, 1] : (tensor<2x3x4x5xcomplex<f32>>) -> tensor<4x5x2x3xcomplex<f32>>
    %1 = call @fft(%0) : (tensor<4x5x2x3xcomplex<f32>>) -> tensor<4x5x2x3xcomplex<f32>>
    %2 = stablehlo.transpose %1, dims = [2, 3, 0, 1] : (tensor<4x5x2x3xcomplex<f32>>) -> tensor<2x3x4x5xcomplex<f32>>
    %3 = call @fft_0(%2) : (tensor<2x3x4x5xcomplex<f32>>) -> tensor<2x3x4x5xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.reduce(%cst init: %cst_0) applies stablehlo.multiply across dimensions = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %5 = stablehlo.sqrt %4 : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x4x5xcomplex<f32>>
    %7 = stablehlo.multiply %3, %6 : tensor<2x3x4x5xcomplex<f32>>
    return %7 : tensor<2x3x4x5xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<4x5x2x3xcomplex<f32>>) -> tensor<4x5x2x3xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [2, 3] : (tensor<4x5x2x3xcomplex<f32>>) -> tensor<4x5x2x3xcomplex<f32>>
    return %0 : tensor<4x5x2x3xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x3x4x5xcomplex<f32>>) -> tensor<2x3x4x5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [4, 5] : (tensor<2x3x4x5xcomplex<f32>>) -> tensor<2x3x4x5xcomplex<f32>>
    return %0 : tensor<2x3x4x5xcomplex<f32>>
  }
}
