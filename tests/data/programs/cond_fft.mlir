module @jit_cond_fft attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1xf32>, %arg1: tensor<2x24xcomplex<f32>>) -> (tensor<2x24xcomplex<f32>> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<1xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare GT, %0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
      %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x24xcomplex<f32>>
      %5 = stablehlo.subtract %arg1, %4 : tensor<2x24xcomplex<f32>>
      stablehlo.return %5 : tensor<2x24xcomplex<f32>>
    }, {
      %4 = func.call @fft(%arg1) : (tensor<2x24xcomplex<f32>>) -> tensor<2x24xcomplex<f32>>
      %cst_0 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
      %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x24xcomplex<f32>>
      %6 = stablehlo.multiply %4, %5 : tensor<2x24xcomplex<f32>>
      stablehlo.return %6 : tensor<2x24xcomplex<f32>>
    }) : (tensor<i32>) -> tensor<2x24xcomplex<f32>>
    return %3 : tensor<2x24xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<2x24xcomplex<f32>>) -> tensor<2x24xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [24] : (tensor<2x24xcomplex<f32>>) -> tensor<2x24xcomplex<f32>>
    return %0 : tensor<2x24xcomplex<f32>>
  }
}
