module @jit_dyn_logmel_frames attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x400xf32>, %arg1: tensor<400xf32>, %arg2: tensor<201x80xf32>) -> (tensor<64x80xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<400xf32>) -> tensor<1x400xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x400xf32>) -> tensor<64x400xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<64x400xf32>
    %3 = call @fft(%2) : (tensor<64x400xf32>) -> tensor<64x201xcomplex<f32>>
    %4 = stablehlo.abs %3 : (tensor<64x201xcomplex<f32>>) -> tensor<64x201xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<64x201xf32>
    %6 = stablehlo.dot_general %5, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x201xf32>, tensor<201x80xf32>) -> tensor<64x80xf32>
    %cst = stablehlo.constant dense<1.000000e-10> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x80xf32>
    %8 = stablehlo.maximum %6, %7 : tensor<64x80xf32>
    %9 = stablehlo.log %8 : tensor<64x80xf32>
    %cst_0 = stablehlo.constant dense<0.434294492> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x80xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<64x80xf32>
    return %11 : tensor<64x80xf32>
  }
  func.func private @fft(%arg0: tensor<64x400xf32>) -> tensor<64x201xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [400] : (tensor<64x400xf32>) -> tensor<64x201xcomplex<f32>>
    return %0 : tensor<64x201xcomplex<f32>>
  }
}
