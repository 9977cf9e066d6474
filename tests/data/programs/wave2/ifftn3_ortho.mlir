module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x24x40xcomplex<f32>>) -> (tensor<16x24x40xcomplex<f32>> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[(1.600000e+01,0.000000e+00), (2.400000e+01,0.000000e+00), (4.000000e+01,0.000000e+00)]> : tensor<3xcomplex<f32>>
    %0 = call @fft(%arg0) : (tensor<16x24x40xcomplex<f32>>) -> tensor<16x24x40xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.reduce(%cst init: %cst_0) applies stablehlo.multiply across dimensions = [0] : (tensor<3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %2 = stablehlo.sqrt %1 : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<complex<f32>>) -> tensor<16x24x40xcomplex<f32>>
    %4 = stablehlo.multiply %0, %3 : tensor<16x24x40xcomplex<f32>>
    return %4 : tensor<16x24x40xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<16x24x40xcomplex<f32>>) -> tensor<16x24x40xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [16, 24, 40] : (tensor<16x24x40xcomplex<f32>>) -> tensor<16x24x40xcomplex<f32>>
    return %0 : tensor<16x24x40xcomplex<f32>>
  }
}
