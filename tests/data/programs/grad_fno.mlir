module @jit_grad_fno attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x16x16xf32>, %arg1: tensor<4x4x4x4xcomplex<f32>>, %arg2: tensor<4x4x4x4xcomplex<f32>>) -> (tensor<2x4x16x16xf32> {jax.result_info = "result"}) {
    %0 = call @fft(%arg0) : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x9xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x16x9xcomplex<f32>>
    %2 = stablehlo.slice %0 [0:2, 0:4, 0:4, 0:4] : (tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x4x4xcomplex<f32>>
    %3 = stablehlo.dot_general %arg1, %2, batching_dims = [2, 3] x [2, 3], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4x4xcomplex<f32>>, tensor<2x4x4x4xcomplex<f32>>) -> tensor<4x4x4x2xcomplex<f32>>
    %4 = stablehlo.transpose %3, dims = [3, 2, 0, 1] : (tensor<4x4x4x2xcomplex<f32>>) -> tensor<2x4x4x4xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %8 = "stablehlo.scatter"(%1, %7, %4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2, 3]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f32>>, %arg4: tensor<complex<f32>>):
      stablehlo.return %arg4 : tensor<complex<f32>>
    }) : (tensor<2x4x16x9xcomplex<f32>>, tensor<2xi32>, tensor<2x4x4x4xcomplex<f32>>) -> tensor<2x4x16x9xcomplex<f32>>
    %9 = stablehlo.slice %0 [0:2, 0:4, 12:16, 0:4] : (tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x4x4xcomplex<f32>>
    %10 = stablehlo.dot_general %arg2, %9, batching_dims = [2, 3] x [2, 3], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4x4xcomplex<f32>>, tensor<2x4x4x4xcomplex<f32>>) -> tensor<4x4x4x2xcomplex<f32>>
    %11 = stablehlo.transpose %10, dims = [3, 2, 0, 1] : (tensor<4x4x4x2xcomplex<f32>>) -> tensor<2x4x4x4xcomplex<f32>>
    %c_1 = stablehlo.constant dense<12> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %15 = "stablehlo.scatter"(%8, %14, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2, 3]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f32>>, %arg4: tensor<complex<f32>>):
      stablehlo.return %arg4 : tensor<complex<f32>>
    }) : (tensor<2x4x16x9xcomplex<f32>>, tensor<2xi32>, tensor<2x4x4x4xcomplex<f32>>) -> tensor<2x4x16x9xcomplex<f32>>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %16 = call @_pad(%15, %c_3) : (tensor<2x4x16x9xcomplex<f32>>, tensor<i32>) -> tensor<2x4x16x9xcomplex<f32>>
    %17 = call @fft_0(%16) : (tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<2x4x16x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<2x4x16x16xf32>
    %22 = call @fft_1(%21) : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x9xcomplex<f32>>
    %23 = call @_pad_3(%22) : (tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x9xcomplex<f32>>
    %cst_6 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4x4xcomplex<f32>>
    %25 = "stablehlo.scatter"(%23, %14, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2, 3]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f32>>, %arg4: tensor<complex<f32>>):
      stablehlo.return %arg4 : tensor<complex<f32>>
    }) : (tensor<2x4x16x9xcomplex<f32>>, tensor<2xi32>, tensor<2x4x4x4xcomplex<f32>>) -> tensor<2x4x16x9xcomplex<f32>>
    %c_7 = stablehlo.constant dense<[12, 5]> : tensor<2xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %27 = stablehlo.compare GE, %14, %26, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %28 = stablehlo.compare LE, %14, %c_7, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %29 = stablehlo.and %27, %28 : tensor<2xi1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.reduce(%29 init: %c_9) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %31 = "stablehlo.gather"(%23, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [2, 3]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 4, 4, 4>}> : (tensor<2x4x16x9xcomplex<f32>>, tensor<2xi32>) -> tensor<2x4x4x4xcomplex<f32>>
    %32 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i1>) -> tensor<2x4x4x4xi1>
    %cst_10 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4x4xcomplex<f32>>
    %34 = stablehlo.select %32, %31, %33 : tensor<2x4x4x4xi1>, tensor<2x4x4x4xcomplex<f32>>
    %35 = stablehlo.transpose %34, dims = [2, 3, 1, 0] : (tensor<2x4x4x4xcomplex<f32>>) -> tensor<4x4x4x2xcomplex<f32>>
    %36 = stablehlo.dot_general %35, %arg2, batching_dims = [0, 1] x [2, 3], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4x2xcomplex<f32>>, tensor<4x4x4x4xcomplex<f32>>) -> tensor<4x4x2x4xcomplex<f32>>
    %37 = stablehlo.transpose %36, dims = [2, 3, 0, 1] : (tensor<4x4x2x4xcomplex<f32>>) -> tensor<2x4x4x4xcomplex<f32>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %38 = stablehlo.pad %37, %cst_11, low = [0, 0, 12, 0], high = [0, 0, 0, 5], interior = [0, 0, 0, 0] : (tensor<2x4x4x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4x16x9xcomplex<f32>>
    %c_12 = stablehlo.constant dense<[12, 5]> : tensor<2xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %40 = stablehlo.compare GE, %7, %39, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %41 = stablehlo.compare LE, %7, %c_12, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %42 = stablehlo.and %40, %41 : tensor<2xi1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.reduce(%42 init: %c_14) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %44 = "stablehlo.gather"(%25, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [2, 3]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 4, 4, 4>}> : (tensor<2x4x16x9xcomplex<f32>>, tensor<2xi32>) -> tensor<2x4x4x4xcomplex<f32>>
    %45 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<i1>) -> tensor<2x4x4x4xi1>
    %cst_15 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %46 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x4x4xcomplex<f32>>
    %47 = stablehlo.select %45, %44, %46 : tensor<2x4x4x4xi1>, tensor<2x4x4x4xcomplex<f32>>
    %48 = stablehlo.transpose %47, dims = [2, 3, 1, 0] : (tensor<2x4x4x4xcomplex<f32>>) -> tensor<4x4x4x2xcomplex<f32>>
    %49 = stablehlo.dot_general %48, %arg1, batching_dims = [0, 1] x [2, 3], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4x2xcomplex<f32>>, tensor<4x4x4x4xcomplex<f32>>) -> tensor<4x4x2x4xcomplex<f32>>
    %50 = stablehlo.transpose %49, dims = [2, 3, 0, 1] : (tensor<4x4x2x4xcomplex<f32>>) -> tensor<2x4x4x4xcomplex<f32>>
    %cst_16 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %51 = stablehlo.pad %50, %cst_16, low = [0, 0, 0, 0], high = [0, 0, 12, 5], interior = [0, 0, 0, 0] : (tensor<2x4x4x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4x16x9xcomplex<f32>>
    %52 = stablehlo.add %38, %51 : tensor<2x4x16x9xcomplex<f32>>
    %53 = call @fft_4(%52) : (tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x16xf32>
    return %53 : tensor<2x4x16x16xf32>
  }
  func.func private @fft(%arg0: tensor<2x4x16x16xf32>) -> tensor<2x4x16x9xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [16, 16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x9xcomplex<f32>>
    return %0 : tensor<2x4x16x9xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<2x4x16x9xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<2x4x16x9xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x16x9xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4x16x9xcomplex<f32>>
    return %1 : tensor<2x4x16x9xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x16xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [16, 16] : (tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x16xf32>
    return %0 : tensor<2x4x16x16xf32>
  }
  func.func private @fft_1(%arg0: tensor<2x4x16x16xf32>) -> tensor<2x4x16x9xcomplex<f32>> {
    %0 = call @fft_2(%arg0) : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x9xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<9xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %1, %2, %c : (tensor<9xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<9xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %3, %4, %c_2 : (tensor<9xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<9xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<9xcomplex<f32>>) -> tensor<1x1x1x9xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(3.906250e-03,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x1x9xcomplex<f32>>
    %8 = stablehlo.multiply %7, %6 : tensor<1x1x1x9xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x9xcomplex<f32>>) -> tensor<2x4x16x9xcomplex<f32>>
    %10 = stablehlo.multiply %9, %0 : tensor<2x4x16x9xcomplex<f32>>
    %11 = stablehlo.real %10 : (tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x9xf32>
    %12 = stablehlo.imag %10 : (tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x9xf32>
    %13 = stablehlo.negate %12 : tensor<2x4x16x9xf32>
    %14 = stablehlo.complex %11, %13 : tensor<2x4x16x9xcomplex<f32>>
    return %14 : tensor<2x4x16x9xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<2x4x16x16xf32>) -> tensor<2x4x16x9xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [16, 16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x9xcomplex<f32>>
    return %0 : tensor<2x4x16x9xcomplex<f32>>
  }
  func.func private @_pad_3(%arg0: tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x9xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x16x9xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4x16x9xcomplex<f32>>
    %1 = stablehlo.slice %0 [0:2, 0:4, 0:16, 0:9] : (tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x9xcomplex<f32>>
    return %1 : tensor<2x4x16x9xcomplex<f32>>
  }
  func.func private @fft_4(%arg0: tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x16xf32> {
    %0 = call @_rfft_transpose(%arg0) : (tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x16xf32>
    return %0 : tensor<2x4x16x16xf32>
  }
  func.func private @_rfft_transpose(%arg0: tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x16xf32> {
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<9xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %0, %1, %c : (tensor<9xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<9xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %2, %3, %c_2 : (tensor<9xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<9xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %4, dims = [3] : (tensor<9xcomplex<f32>>) -> tensor<1x1x1x9xcomplex<f32>>
    %6 = stablehlo.real %arg0 : (tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x9xf32>
    %7 = stablehlo.imag %arg0 : (tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x9xf32>
    %8 = stablehlo.negate %7 : tensor<2x4x16x9xf32>
    %9 = stablehlo.complex %6, %8 : tensor<2x4x16x9xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x9xcomplex<f32>>) -> tensor<2x4x16x9xcomplex<f32>>
    %11 = stablehlo.divide %9, %10 : tensor<2x4x16x9xcomplex<f32>>
    %12 = call @fft_5(%11) : (tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x16xf32>
    %cst_3 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<2x4x16x16xf32>
    return %14 : tensor<2x4x16x16xf32>
  }
  func.func private @fft_5(%arg0: tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x16xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [16, 16] : (tensor<2x4x16x9xcomplex<f32>>) -> tensor<2x4x16x16xf32>
    return %0 : tensor<2x4x16x16xf32>
  }
}
