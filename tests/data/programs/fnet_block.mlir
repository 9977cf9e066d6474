module @jit_fnet_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x64x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32xf32>) -> (tensor<2x64x32xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x64x32xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<2x64x32xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x64x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x64x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<2x64x1xf32>
    %15 = stablehlo.sqrt %14 : tensor<2x64x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x32xf32>
    %17 = stablehlo.divide %5, %16 : tensor<2x64x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x64x32xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<2x64x32xf32>
    %21 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x64x32xf32>
    %23 = stablehlo.add %20, %22 : tensor<2x64x32xf32>
    %24 = call @fft(%23) : (tensor<2x64x32xf32>) -> tensor<2x64x32xcomplex<f32>>
    %25 = stablehlo.real %24 : (tensor<2x64x32xcomplex<f32>>) -> tensor<2x64x32xf32>
    %26 = stablehlo.add %arg0, %25 : tensor<2x64x32xf32>
    %27 = stablehlo.dot_general %26, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<32x64xf32>) -> tensor<2x64x64xf32>
    %28 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x64x64xf32>
    %30 = stablehlo.add %27, %29 : tensor<2x64x64xf32>
    %31 = stablehlo.multiply %30, %30 : tensor<2x64x64xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<2x64x64xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x64x64xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<2x64x64xf32>
    %35 = stablehlo.add %30, %34 : tensor<2x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x64x64xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<2x64x64xf32>
    %38 = stablehlo.tanh %37 : tensor<2x64x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x64x64xf32>
    %40 = stablehlo.add %39, %38 : tensor<2x64x64xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x64x64xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<2x64x64xf32>
    %43 = stablehlo.multiply %30, %42 : tensor<2x64x64xf32>
    %44 = stablehlo.dot_general %43, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x64xf32>, tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %45 = stablehlo.add %26, %44 : tensor<2x64x32xf32>
    %46 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x64x32xf32>
    %48 = stablehlo.add %45, %47 : tensor<2x64x32xf32>
    return %48 : tensor<2x64x32xf32>
  }
  func.func private @fft(%arg0: tensor<2x64x32xf32>) -> tensor<2x64x32xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<2x64x32xf32>) -> tensor<2x64x32xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [64, 32] : (tensor<2x64x32xcomplex<f32>>) -> tensor<2x64x32xcomplex<f32>>
    return %1 : tensor<2x64x32xcomplex<f32>>
  }
}
