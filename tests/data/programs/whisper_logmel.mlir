module @jit_whisper_logmel attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<480000xf32>, %arg1: tensor<201x80xf32>, %arg2: tensor<400xf32>) -> (tensor<80x3000xf32> {jax.result_info = "result"}) {
    %0 = call @_pad(%arg0) : (tensor<480000xf32>) -> tensor<480400xf32>
    %1 = stablehlo.iota dim = 0 : tensor<3001x400xi32>
    %c = stablehlo.constant dense<160> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3001x400xi32>
    %3 = stablehlo.multiply %1, %2 : tensor<3001x400xi32>
    %4 = stablehlo.iota dim = 1 : tensor<3001x400xi32>
    %5 = stablehlo.add %3, %4 : tensor<3001x400xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3001x400xi32>
    %7 = stablehlo.compare LT, %5, %6, SIGNED : (tensor<3001x400xi32>, tensor<3001x400xi32>) -> tensor<3001x400xi1>
    %c_1 = stablehlo.constant dense<480400> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3001x400xi32>
    %9 = stablehlo.add %5, %8 : tensor<3001x400xi32>
    %10 = stablehlo.select %7, %9, %5 : tensor<3001x400xi1>, tensor<3001x400xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<3001x400xi32>) -> tensor<3001x400x1xi32>
    %12 = "stablehlo.gather"(%0, %11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<480400xf32>, tensor<3001x400x1xi32>) -> tensor<3001x400xf32>
    %13 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<400xf32>) -> tensor<1x400xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x400xf32>) -> tensor<3001x400xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<3001x400xf32>
    %16 = call @fft(%15) : (tensor<3001x400xf32>) -> tensor<3001x201xcomplex<f32>>
    %17 = stablehlo.slice %16 [0:3000, 0:201] : (tensor<3001x201xcomplex<f32>>) -> tensor<3000x201xcomplex<f32>>
    %18 = stablehlo.abs %17 : (tensor<3000x201xcomplex<f32>>) -> tensor<3000x201xf32>
    %19 = stablehlo.multiply %18, %18 : tensor<3000x201xf32>
    %20 = stablehlo.dot_general %19, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3000x201xf32>, tensor<201x80xf32>) -> tensor<3000x80xf32>
    %cst = stablehlo.constant dense<1.000000e-10> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3000x80xf32>
    %22 = stablehlo.maximum %20, %21 : tensor<3000x80xf32>
    %23 = stablehlo.log %22 : tensor<3000x80xf32>
    %cst_2 = stablehlo.constant dense<0.434294492> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3000x80xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<3000x80xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_3) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3000x80xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %27 = stablehlo.subtract %26, %cst_4 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<3000x80xf32>
    %29 = stablehlo.maximum %25, %28 : tensor<3000x80xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3000x80xf32>
    %31 = stablehlo.add %29, %30 : tensor<3000x80xf32>
    %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3000x80xf32>
    %33 = stablehlo.divide %31, %32 : tensor<3000x80xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0] : (tensor<3000x80xf32>) -> tensor<80x3000xf32>
    return %34 : tensor<80x3000xf32>
  }
  func.func private @_pad(%arg0: tensor<480000xf32>) -> tensor<480400xf32> {
    %0 = stablehlo.slice %arg0 [1:201] : (tensor<480000xf32>) -> tensor<200xf32>
    %1 = call @_flip(%0) : (tensor<200xf32>) -> tensor<200xf32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 0 : (tensor<200xf32>, tensor<480000xf32>) -> tensor<480200xf32>
    %3 = stablehlo.slice %2 [479999:480199] : (tensor<480200xf32>) -> tensor<200xf32>
    %4 = call @_flip(%3) : (tensor<200xf32>) -> tensor<200xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 0 : (tensor<480200xf32>, tensor<200xf32>) -> tensor<480400xf32>
    return %5 : tensor<480400xf32>
  }
  func.func private @_flip(%arg0: tensor<200xf32>) -> tensor<200xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<200xf32>
    return %0 : tensor<200xf32>
  }
  func.func private @fft(%arg0: tensor<3001x400xf32>) -> tensor<3001x201xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [400] : (tensor<3001x400xf32>) -> tensor<3001x201xcomplex<f32>>
    return %0 : tensor<3001x201xcomplex<f32>>
  }
}
