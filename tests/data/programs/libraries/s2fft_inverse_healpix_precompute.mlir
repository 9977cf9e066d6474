module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x63xcomplex<f32>>, %arg1: tensor<63x32x32xcomplex<f32>>) -> (tensor<3072xf32> {jax.result_info = "result"}) {
    %0 = call @inverse_transform_jax(%arg0, %arg1) : (tensor<32x63xcomplex<f32>>, tensor<63x32x32xcomplex<f32>>) -> tensor<3072xf32>
    return %0 : tensor<3072xf32>
  }
  func.func private @inverse_transform_jax(%arg0: tensor<32x63xcomplex<f32>>, %arg1: tensor<63x32x32xcomplex<f32>>) -> tensor<3072xf32> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<63x64xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:32, 31:63] : (tensor<32x63xcomplex<f32>>) -> tensor<32x32xcomplex<f32>>
    %2 = stablehlo.dot_general %1, %arg1, batching_dims = [1] x [2], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32xcomplex<f32>>, tensor<63x32x32xcomplex<f32>>) -> tensor<32x63xcomplex<f32>>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<32x63xcomplex<f32>>) -> tensor<63x32xcomplex<f32>>
    %c = stablehlo.constant dense<32> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.scatter"(%0, %4, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>):
      %18 = stablehlo.add %arg2, %arg3 : tensor<complex<f32>>
      stablehlo.return %18 : tensor<complex<f32>>
    }) : (tensor<63x64xcomplex<f32>>, tensor<1xi32>, tensor<63x32xcomplex<f32>>) -> tensor<63x64xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<63x64xcomplex<f32>>
    %7 = stablehlo.multiply %5, %6 : tensor<63x64xcomplex<f32>>
    %8 = stablehlo.slice %7 [0:63, 33:64] : (tensor<63x64xcomplex<f32>>) -> tensor<63x31xcomplex<f32>>
    %9 = stablehlo.real %8 : (tensor<63x31xcomplex<f32>>) -> tensor<63x31xf32>
    %10 = stablehlo.imag %8 : (tensor<63x31xcomplex<f32>>) -> tensor<63x31xf32>
    %11 = stablehlo.negate %10 : tensor<63x31xf32>
    %12 = stablehlo.complex %9, %11 : tensor<63x31xcomplex<f32>>
    %13 = call @_flip(%12) : (tensor<63x31xcomplex<f32>>) -> tensor<63x31xcomplex<f32>>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %15 = "stablehlo.scatter"(%7, %14, %13) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>):
      stablehlo.return %arg3 : tensor<complex<f32>>
    }) : (tensor<63x64xcomplex<f32>>, tensor<1xi32>, tensor<63x31xcomplex<f32>>) -> tensor<63x64xcomplex<f32>>
    %16 = call @healpix_ifft_jax(%15) : (tensor<63x64xcomplex<f32>>) -> tensor<3072xcomplex<f32>>
    %17 = stablehlo.real %16 : (tensor<3072xcomplex<f32>>) -> tensor<3072xf32>
    return %17 : tensor<3072xf32>
  }
  func.func private @_flip(%arg0: tensor<63x31xcomplex<f32>>) -> tensor<63x31xcomplex<f32>> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<63x31xcomplex<f32>>
    return %0 : tensor<63x31xcomplex<f32>>
  }
  func.func private @healpix_ifft_jax(%arg0: tensor<63x64xcomplex<f32>>) -> tensor<3072xcomplex<f32>> {
    %cst = stablehlo.constant dense<(4.000000e+00,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(8.000000e+00,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.200000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(1.600000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(2.000000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<(2.400000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<(2.800000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_6 = stablehlo.constant dense<(3.200000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_7 = stablehlo.constant dense<(3.600000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_8 = stablehlo.constant dense<(4.000000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_9 = stablehlo.constant dense<(4.400000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_10 = stablehlo.constant dense<(4.800000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_11 = stablehlo.constant dense<(5.200000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_12 = stablehlo.constant dense<(5.600000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_13 = stablehlo.constant dense<(6.000000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<1xf32>
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %1 = stablehlo.reshape %0 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %2 = stablehlo.slice %arg0 [62:63, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %3 = stablehlo.reshape %2 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %4 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %6 = stablehlo.concatenate %4, %5, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %7 = stablehlo.slice %6 [0:2, 30:34] : (tensor<2x64xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %8 = stablehlo.iota dim = 0 : tensor<30xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %10 = stablehlo.add %9, %8 : tensor<30xi32>
    %11 = stablehlo.negate %10 : tensor<30xi32>
    %c_15 = stablehlo.constant dense<4> : tensor<i32>
    %12 = call @remainder(%11, %c_15) : (tensor<30xi32>, tensor<i32>) -> tensor<30xi32>
    %13 = stablehlo.iota dim = 0 : tensor<30xi32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %15 = stablehlo.add %14, %13 : tensor<30xi32>
    %c_17 = stablehlo.constant dense<30> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %17 = stablehlo.subtract %16, %15 : tensor<30xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %19 = stablehlo.compare LT, %17, %18, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_19 = stablehlo.constant dense<64> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %21 = stablehlo.add %17, %20 : tensor<30xi32>
    %22 = stablehlo.select %19, %21, %17 : tensor<30xi1>, tensor<30xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<30xi32>) -> tensor<30x1xi32>
    %24 = "stablehlo.gather"(%6, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<30x1xi32>) -> tensor<2x30xcomplex<f32>>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %26 = stablehlo.compare LT, %12, %25, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_21 = stablehlo.constant dense<4> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %28 = stablehlo.add %12, %27 : tensor<30xi32>
    %29 = stablehlo.select %26, %28, %12 : tensor<30xi1>, tensor<30xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<30xi32>) -> tensor<30x1xi32>
    %31 = "stablehlo.scatter"(%7, %30, %24) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x4xcomplex<f32>>, tensor<30x1xi32>, tensor<2x30xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %32 = stablehlo.iota dim = 0 : tensor<30xi32>
    %c_22 = stablehlo.constant dense<4> : tensor<i32>
    %33 = call @remainder(%32, %c_22) : (tensor<30xi32>, tensor<i32>) -> tensor<30xi32>
    %34 = stablehlo.iota dim = 0 : tensor<30xi32>
    %c_23 = stablehlo.constant dense<34> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %36 = stablehlo.add %35, %34 : tensor<30xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %38 = stablehlo.compare LT, %36, %37, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_25 = stablehlo.constant dense<64> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %40 = stablehlo.add %36, %39 : tensor<30xi32>
    %41 = stablehlo.select %38, %40, %36 : tensor<30xi1>, tensor<30xi32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<30xi32>) -> tensor<30x1xi32>
    %43 = "stablehlo.gather"(%6, %42) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<30x1xi32>) -> tensor<2x30xcomplex<f32>>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %45 = stablehlo.compare LT, %33, %44, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_27 = stablehlo.constant dense<4> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %47 = stablehlo.add %33, %46 : tensor<30xi32>
    %48 = stablehlo.select %45, %47, %33 : tensor<30xi1>, tensor<30xi32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<30xi32>) -> tensor<30x1xi32>
    %50 = "stablehlo.scatter"(%31, %49, %43) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x4xcomplex<f32>>, tensor<30x1xi32>, tensor<2x30xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %51 = call @_roll_static(%50) : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %52 = call @fft(%51) : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %cst_28 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %53 = stablehlo.reduce(%cst init: %cst_28) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<complex<f32>>) -> tensor<2x4xcomplex<f32>>
    %55 = stablehlo.multiply %52, %54 : tensor<2x4xcomplex<f32>>
    %56 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %57 = stablehlo.reshape %56 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %58 = stablehlo.slice %arg0 [61:62, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %59 = stablehlo.reshape %58 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %60 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %61 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %62 = stablehlo.concatenate %60, %61, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %63 = stablehlo.slice %62 [0:2, 28:36] : (tensor<2x64xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    %64 = stablehlo.iota dim = 0 : tensor<28xi32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %66 = stablehlo.add %65, %64 : tensor<28xi32>
    %67 = stablehlo.negate %66 : tensor<28xi32>
    %c_30 = stablehlo.constant dense<8> : tensor<i32>
    %68 = call @remainder_0(%67, %c_30) : (tensor<28xi32>, tensor<i32>) -> tensor<28xi32>
    %69 = stablehlo.iota dim = 0 : tensor<28xi32>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %71 = stablehlo.add %70, %69 : tensor<28xi32>
    %c_32 = stablehlo.constant dense<28> : tensor<i32>
    %72 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %73 = stablehlo.subtract %72, %71 : tensor<28xi32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %75 = stablehlo.compare LT, %73, %74, SIGNED : (tensor<28xi32>, tensor<28xi32>) -> tensor<28xi1>
    %c_34 = stablehlo.constant dense<64> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %77 = stablehlo.add %73, %76 : tensor<28xi32>
    %78 = stablehlo.select %75, %77, %73 : tensor<28xi1>, tensor<28xi32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<28xi32>) -> tensor<28x1xi32>
    %80 = "stablehlo.gather"(%62, %79) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<28x1xi32>) -> tensor<2x28xcomplex<f32>>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %81 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %82 = stablehlo.compare LT, %68, %81, SIGNED : (tensor<28xi32>, tensor<28xi32>) -> tensor<28xi1>
    %c_36 = stablehlo.constant dense<8> : tensor<i32>
    %83 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %84 = stablehlo.add %68, %83 : tensor<28xi32>
    %85 = stablehlo.select %82, %84, %68 : tensor<28xi1>, tensor<28xi32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<28xi32>) -> tensor<28x1xi32>
    %87 = "stablehlo.scatter"(%63, %86, %80) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x8xcomplex<f32>>, tensor<28x1xi32>, tensor<2x28xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    %88 = stablehlo.iota dim = 0 : tensor<28xi32>
    %c_37 = stablehlo.constant dense<8> : tensor<i32>
    %89 = call @remainder_0(%88, %c_37) : (tensor<28xi32>, tensor<i32>) -> tensor<28xi32>
    %90 = stablehlo.iota dim = 0 : tensor<28xi32>
    %c_38 = stablehlo.constant dense<36> : tensor<i32>
    %91 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %92 = stablehlo.add %91, %90 : tensor<28xi32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %93 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %94 = stablehlo.compare LT, %92, %93, SIGNED : (tensor<28xi32>, tensor<28xi32>) -> tensor<28xi1>
    %c_40 = stablehlo.constant dense<64> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %96 = stablehlo.add %92, %95 : tensor<28xi32>
    %97 = stablehlo.select %94, %96, %92 : tensor<28xi1>, tensor<28xi32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0] : (tensor<28xi32>) -> tensor<28x1xi32>
    %99 = "stablehlo.gather"(%62, %98) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<28x1xi32>) -> tensor<2x28xcomplex<f32>>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %100 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %101 = stablehlo.compare LT, %89, %100, SIGNED : (tensor<28xi32>, tensor<28xi32>) -> tensor<28xi1>
    %c_42 = stablehlo.constant dense<8> : tensor<i32>
    %102 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %103 = stablehlo.add %89, %102 : tensor<28xi32>
    %104 = stablehlo.select %101, %103, %89 : tensor<28xi1>, tensor<28xi32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0] : (tensor<28xi32>) -> tensor<28x1xi32>
    %106 = "stablehlo.scatter"(%87, %105, %99) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x8xcomplex<f32>>, tensor<28x1xi32>, tensor<2x28xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    %107 = call @_roll_static_1(%106) : (tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    %108 = call @fft_2(%107) : (tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    %cst_43 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %109 = stablehlo.reduce(%cst_0 init: %cst_43) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %110 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<complex<f32>>) -> tensor<2x8xcomplex<f32>>
    %111 = stablehlo.multiply %108, %110 : tensor<2x8xcomplex<f32>>
    %112 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %113 = stablehlo.reshape %112 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %114 = stablehlo.slice %arg0 [60:61, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %115 = stablehlo.reshape %114 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %116 = stablehlo.broadcast_in_dim %113, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %117 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %118 = stablehlo.concatenate %116, %117, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %119 = stablehlo.slice %118 [0:2, 26:38] : (tensor<2x64xcomplex<f32>>) -> tensor<2x12xcomplex<f32>>
    %120 = stablehlo.iota dim = 0 : tensor<26xi32>
    %c_44 = stablehlo.constant dense<1> : tensor<i32>
    %121 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %122 = stablehlo.add %121, %120 : tensor<26xi32>
    %123 = stablehlo.negate %122 : tensor<26xi32>
    %c_45 = stablehlo.constant dense<12> : tensor<i32>
    %124 = call @remainder_3(%123, %c_45) : (tensor<26xi32>, tensor<i32>) -> tensor<26xi32>
    %125 = stablehlo.iota dim = 0 : tensor<26xi32>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %126 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %127 = stablehlo.add %126, %125 : tensor<26xi32>
    %c_47 = stablehlo.constant dense<26> : tensor<i32>
    %128 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %129 = stablehlo.subtract %128, %127 : tensor<26xi32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %130 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %131 = stablehlo.compare LT, %129, %130, SIGNED : (tensor<26xi32>, tensor<26xi32>) -> tensor<26xi1>
    %c_49 = stablehlo.constant dense<64> : tensor<i32>
    %132 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %133 = stablehlo.add %129, %132 : tensor<26xi32>
    %134 = stablehlo.select %131, %133, %129 : tensor<26xi1>, tensor<26xi32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0] : (tensor<26xi32>) -> tensor<26x1xi32>
    %136 = "stablehlo.gather"(%118, %135) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<26x1xi32>) -> tensor<2x26xcomplex<f32>>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %137 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %138 = stablehlo.compare LT, %124, %137, SIGNED : (tensor<26xi32>, tensor<26xi32>) -> tensor<26xi1>
    %c_51 = stablehlo.constant dense<12> : tensor<i32>
    %139 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %140 = stablehlo.add %124, %139 : tensor<26xi32>
    %141 = stablehlo.select %138, %140, %124 : tensor<26xi1>, tensor<26xi32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0] : (tensor<26xi32>) -> tensor<26x1xi32>
    %143 = "stablehlo.scatter"(%119, %142, %136) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x12xcomplex<f32>>, tensor<26x1xi32>, tensor<2x26xcomplex<f32>>) -> tensor<2x12xcomplex<f32>>
    %144 = stablehlo.iota dim = 0 : tensor<26xi32>
    %c_52 = stablehlo.constant dense<12> : tensor<i32>
    %145 = call @remainder_3(%144, %c_52) : (tensor<26xi32>, tensor<i32>) -> tensor<26xi32>
    %146 = stablehlo.iota dim = 0 : tensor<26xi32>
    %c_53 = stablehlo.constant dense<38> : tensor<i32>
    %147 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %148 = stablehlo.add %147, %146 : tensor<26xi32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %149 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %150 = stablehlo.compare LT, %148, %149, SIGNED : (tensor<26xi32>, tensor<26xi32>) -> tensor<26xi1>
    %c_55 = stablehlo.constant dense<64> : tensor<i32>
    %151 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %152 = stablehlo.add %148, %151 : tensor<26xi32>
    %153 = stablehlo.select %150, %152, %148 : tensor<26xi1>, tensor<26xi32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0] : (tensor<26xi32>) -> tensor<26x1xi32>
    %155 = "stablehlo.gather"(%118, %154) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<26x1xi32>) -> tensor<2x26xcomplex<f32>>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %156 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %157 = stablehlo.compare LT, %145, %156, SIGNED : (tensor<26xi32>, tensor<26xi32>) -> tensor<26xi1>
    %c_57 = stablehlo.constant dense<12> : tensor<i32>
    %158 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %159 = stablehlo.add %145, %158 : tensor<26xi32>
    %160 = stablehlo.select %157, %159, %145 : tensor<26xi1>, tensor<26xi32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0] : (tensor<26xi32>) -> tensor<26x1xi32>
    %162 = "stablehlo.scatter"(%143, %161, %155) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x12xcomplex<f32>>, tensor<26x1xi32>, tensor<2x26xcomplex<f32>>) -> tensor<2x12xcomplex<f32>>
    %163 = call @_roll_static_4(%162) : (tensor<2x12xcomplex<f32>>) -> tensor<2x12xcomplex<f32>>
    %164 = call @fft_5(%163) : (tensor<2x12xcomplex<f32>>) -> tensor<2x12xcomplex<f32>>
    %cst_58 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %165 = stablehlo.reduce(%cst_1 init: %cst_58) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %166 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<complex<f32>>) -> tensor<2x12xcomplex<f32>>
    %167 = stablehlo.multiply %164, %166 : tensor<2x12xcomplex<f32>>
    %168 = stablehlo.slice %arg0 [3:4, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %169 = stablehlo.reshape %168 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %170 = stablehlo.slice %arg0 [59:60, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %171 = stablehlo.reshape %170 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %172 = stablehlo.broadcast_in_dim %169, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %173 = stablehlo.broadcast_in_dim %171, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %174 = stablehlo.concatenate %172, %173, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %175 = stablehlo.slice %174 [0:2, 24:40] : (tensor<2x64xcomplex<f32>>) -> tensor<2x16xcomplex<f32>>
    %176 = stablehlo.iota dim = 0 : tensor<24xi32>
    %c_59 = stablehlo.constant dense<1> : tensor<i32>
    %177 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %178 = stablehlo.add %177, %176 : tensor<24xi32>
    %179 = stablehlo.negate %178 : tensor<24xi32>
    %c_60 = stablehlo.constant dense<16> : tensor<i32>
    %180 = call @remainder_6(%179, %c_60) : (tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %181 = stablehlo.iota dim = 0 : tensor<24xi32>
    %c_61 = stablehlo.constant dense<1> : tensor<i32>
    %182 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %183 = stablehlo.add %182, %181 : tensor<24xi32>
    %c_62 = stablehlo.constant dense<24> : tensor<i32>
    %184 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %185 = stablehlo.subtract %184, %183 : tensor<24xi32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %186 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %187 = stablehlo.compare LT, %185, %186, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_64 = stablehlo.constant dense<64> : tensor<i32>
    %188 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %189 = stablehlo.add %185, %188 : tensor<24xi32>
    %190 = stablehlo.select %187, %189, %185 : tensor<24xi1>, tensor<24xi32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %192 = "stablehlo.gather"(%174, %191) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<24x1xi32>) -> tensor<2x24xcomplex<f32>>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %193 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %194 = stablehlo.compare LT, %180, %193, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_66 = stablehlo.constant dense<16> : tensor<i32>
    %195 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %196 = stablehlo.add %180, %195 : tensor<24xi32>
    %197 = stablehlo.select %194, %196, %180 : tensor<24xi1>, tensor<24xi32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %199 = "stablehlo.scatter"(%175, %198, %192) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x16xcomplex<f32>>, tensor<24x1xi32>, tensor<2x24xcomplex<f32>>) -> tensor<2x16xcomplex<f32>>
    %200 = stablehlo.iota dim = 0 : tensor<24xi32>
    %c_67 = stablehlo.constant dense<16> : tensor<i32>
    %201 = call @remainder_6(%200, %c_67) : (tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %202 = stablehlo.iota dim = 0 : tensor<24xi32>
    %c_68 = stablehlo.constant dense<40> : tensor<i32>
    %203 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %204 = stablehlo.add %203, %202 : tensor<24xi32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %205 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %206 = stablehlo.compare LT, %204, %205, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_70 = stablehlo.constant dense<64> : tensor<i32>
    %207 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %208 = stablehlo.add %204, %207 : tensor<24xi32>
    %209 = stablehlo.select %206, %208, %204 : tensor<24xi1>, tensor<24xi32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %211 = "stablehlo.gather"(%174, %210) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<24x1xi32>) -> tensor<2x24xcomplex<f32>>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %212 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %213 = stablehlo.compare LT, %201, %212, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_72 = stablehlo.constant dense<16> : tensor<i32>
    %214 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %215 = stablehlo.add %201, %214 : tensor<24xi32>
    %216 = stablehlo.select %213, %215, %201 : tensor<24xi1>, tensor<24xi32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %218 = "stablehlo.scatter"(%199, %217, %211) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x16xcomplex<f32>>, tensor<24x1xi32>, tensor<2x24xcomplex<f32>>) -> tensor<2x16xcomplex<f32>>
    %219 = call @_roll_static_7(%218) : (tensor<2x16xcomplex<f32>>) -> tensor<2x16xcomplex<f32>>
    %220 = call @fft_8(%219) : (tensor<2x16xcomplex<f32>>) -> tensor<2x16xcomplex<f32>>
    %cst_73 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %221 = stablehlo.reduce(%cst_2 init: %cst_73) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %222 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<complex<f32>>) -> tensor<2x16xcomplex<f32>>
    %223 = stablehlo.multiply %220, %222 : tensor<2x16xcomplex<f32>>
    %224 = stablehlo.slice %arg0 [4:5, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %225 = stablehlo.reshape %224 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %226 = stablehlo.slice %arg0 [58:59, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %227 = stablehlo.reshape %226 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %228 = stablehlo.broadcast_in_dim %225, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %229 = stablehlo.broadcast_in_dim %227, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %230 = stablehlo.concatenate %228, %229, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %231 = stablehlo.slice %230 [0:2, 22:42] : (tensor<2x64xcomplex<f32>>) -> tensor<2x20xcomplex<f32>>
    %232 = stablehlo.iota dim = 0 : tensor<22xi32>
    %c_74 = stablehlo.constant dense<1> : tensor<i32>
    %233 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %234 = stablehlo.add %233, %232 : tensor<22xi32>
    %235 = stablehlo.negate %234 : tensor<22xi32>
    %c_75 = stablehlo.constant dense<20> : tensor<i32>
    %236 = call @remainder_9(%235, %c_75) : (tensor<22xi32>, tensor<i32>) -> tensor<22xi32>
    %237 = stablehlo.iota dim = 0 : tensor<22xi32>
    %c_76 = stablehlo.constant dense<1> : tensor<i32>
    %238 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %239 = stablehlo.add %238, %237 : tensor<22xi32>
    %c_77 = stablehlo.constant dense<22> : tensor<i32>
    %240 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %241 = stablehlo.subtract %240, %239 : tensor<22xi32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %242 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %243 = stablehlo.compare LT, %241, %242, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
    %c_79 = stablehlo.constant dense<64> : tensor<i32>
    %244 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %245 = stablehlo.add %241, %244 : tensor<22xi32>
    %246 = stablehlo.select %243, %245, %241 : tensor<22xi1>, tensor<22xi32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0] : (tensor<22xi32>) -> tensor<22x1xi32>
    %248 = "stablehlo.gather"(%230, %247) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<22x1xi32>) -> tensor<2x22xcomplex<f32>>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %249 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %250 = stablehlo.compare LT, %236, %249, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
    %c_81 = stablehlo.constant dense<20> : tensor<i32>
    %251 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %252 = stablehlo.add %236, %251 : tensor<22xi32>
    %253 = stablehlo.select %250, %252, %236 : tensor<22xi1>, tensor<22xi32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0] : (tensor<22xi32>) -> tensor<22x1xi32>
    %255 = "stablehlo.scatter"(%231, %254, %248) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x20xcomplex<f32>>, tensor<22x1xi32>, tensor<2x22xcomplex<f32>>) -> tensor<2x20xcomplex<f32>>
    %256 = stablehlo.iota dim = 0 : tensor<22xi32>
    %c_82 = stablehlo.constant dense<20> : tensor<i32>
    %257 = call @remainder_9(%256, %c_82) : (tensor<22xi32>, tensor<i32>) -> tensor<22xi32>
    %258 = stablehlo.iota dim = 0 : tensor<22xi32>
    %c_83 = stablehlo.constant dense<42> : tensor<i32>
    %259 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %260 = stablehlo.add %259, %258 : tensor<22xi32>
    %c_84 = stablehlo.constant dense<0> : tensor<i32>
    %261 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %262 = stablehlo.compare LT, %260, %261, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
    %c_85 = stablehlo.constant dense<64> : tensor<i32>
    %263 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %264 = stablehlo.add %260, %263 : tensor<22xi32>
    %265 = stablehlo.select %262, %264, %260 : tensor<22xi1>, tensor<22xi32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0] : (tensor<22xi32>) -> tensor<22x1xi32>
    %267 = "stablehlo.gather"(%230, %266) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<22x1xi32>) -> tensor<2x22xcomplex<f32>>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %268 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %269 = stablehlo.compare LT, %257, %268, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
    %c_87 = stablehlo.constant dense<20> : tensor<i32>
    %270 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %271 = stablehlo.add %257, %270 : tensor<22xi32>
    %272 = stablehlo.select %269, %271, %257 : tensor<22xi1>, tensor<22xi32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0] : (tensor<22xi32>) -> tensor<22x1xi32>
    %274 = "stablehlo.scatter"(%255, %273, %267) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x20xcomplex<f32>>, tensor<22x1xi32>, tensor<2x22xcomplex<f32>>) -> tensor<2x20xcomplex<f32>>
    %275 = call @_roll_static_10(%274) : (tensor<2x20xcomplex<f32>>) -> tensor<2x20xcomplex<f32>>
    %276 = call @fft_11(%275) : (tensor<2x20xcomplex<f32>>) -> tensor<2x20xcomplex<f32>>
    %cst_88 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %277 = stablehlo.reduce(%cst_3 init: %cst_88) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %278 = stablehlo.broadcast_in_dim %277, dims = [] : (tensor<complex<f32>>) -> tensor<2x20xcomplex<f32>>
    %279 = stablehlo.multiply %276, %278 : tensor<2x20xcomplex<f32>>
    %280 = stablehlo.slice %arg0 [5:6, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %281 = stablehlo.reshape %280 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %282 = stablehlo.slice %arg0 [57:58, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %283 = stablehlo.reshape %282 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %284 = stablehlo.broadcast_in_dim %281, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %285 = stablehlo.broadcast_in_dim %283, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %286 = stablehlo.concatenate %284, %285, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %287 = stablehlo.slice %286 [0:2, 20:44] : (tensor<2x64xcomplex<f32>>) -> tensor<2x24xcomplex<f32>>
    %288 = stablehlo.iota dim = 0 : tensor<20xi32>
    %c_89 = stablehlo.constant dense<1> : tensor<i32>
    %289 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %290 = stablehlo.add %289, %288 : tensor<20xi32>
    %291 = stablehlo.negate %290 : tensor<20xi32>
    %c_90 = stablehlo.constant dense<24> : tensor<i32>
    %292 = call @remainder_12(%291, %c_90) : (tensor<20xi32>, tensor<i32>) -> tensor<20xi32>
    %293 = stablehlo.iota dim = 0 : tensor<20xi32>
    %c_91 = stablehlo.constant dense<1> : tensor<i32>
    %294 = stablehlo.broadcast_in_dim %c_91, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %295 = stablehlo.add %294, %293 : tensor<20xi32>
    %c_92 = stablehlo.constant dense<20> : tensor<i32>
    %296 = stablehlo.broadcast_in_dim %c_92, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %297 = stablehlo.subtract %296, %295 : tensor<20xi32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %298 = stablehlo.broadcast_in_dim %c_93, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %299 = stablehlo.compare LT, %297, %298, SIGNED : (tensor<20xi32>, tensor<20xi32>) -> tensor<20xi1>
    %c_94 = stablehlo.constant dense<64> : tensor<i32>
    %300 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %301 = stablehlo.add %297, %300 : tensor<20xi32>
    %302 = stablehlo.select %299, %301, %297 : tensor<20xi1>, tensor<20xi32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0] : (tensor<20xi32>) -> tensor<20x1xi32>
    %304 = "stablehlo.gather"(%286, %303) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<20x1xi32>) -> tensor<2x20xcomplex<f32>>
    %c_95 = stablehlo.constant dense<0> : tensor<i32>
    %305 = stablehlo.broadcast_in_dim %c_95, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %306 = stablehlo.compare LT, %292, %305, SIGNED : (tensor<20xi32>, tensor<20xi32>) -> tensor<20xi1>
    %c_96 = stablehlo.constant dense<24> : tensor<i32>
    %307 = stablehlo.broadcast_in_dim %c_96, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %308 = stablehlo.add %292, %307 : tensor<20xi32>
    %309 = stablehlo.select %306, %308, %292 : tensor<20xi1>, tensor<20xi32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0] : (tensor<20xi32>) -> tensor<20x1xi32>
    %311 = "stablehlo.scatter"(%287, %310, %304) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x24xcomplex<f32>>, tensor<20x1xi32>, tensor<2x20xcomplex<f32>>) -> tensor<2x24xcomplex<f32>>
    %312 = stablehlo.iota dim = 0 : tensor<20xi32>
    %c_97 = stablehlo.constant dense<24> : tensor<i32>
    %313 = call @remainder_12(%312, %c_97) : (tensor<20xi32>, tensor<i32>) -> tensor<20xi32>
    %314 = stablehlo.iota dim = 0 : tensor<20xi32>
    %c_98 = stablehlo.constant dense<44> : tensor<i32>
    %315 = stablehlo.broadcast_in_dim %c_98, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %316 = stablehlo.add %315, %314 : tensor<20xi32>
    %c_99 = stablehlo.constant dense<0> : tensor<i32>
    %317 = stablehlo.broadcast_in_dim %c_99, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %318 = stablehlo.compare LT, %316, %317, SIGNED : (tensor<20xi32>, tensor<20xi32>) -> tensor<20xi1>
    %c_100 = stablehlo.constant dense<64> : tensor<i32>
    %319 = stablehlo.broadcast_in_dim %c_100, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %320 = stablehlo.add %316, %319 : tensor<20xi32>
    %321 = stablehlo.select %318, %320, %316 : tensor<20xi1>, tensor<20xi32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0] : (tensor<20xi32>) -> tensor<20x1xi32>
    %323 = "stablehlo.gather"(%286, %322) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<20x1xi32>) -> tensor<2x20xcomplex<f32>>
    %c_101 = stablehlo.constant dense<0> : tensor<i32>
    %324 = stablehlo.broadcast_in_dim %c_101, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %325 = stablehlo.compare LT, %313, %324, SIGNED : (tensor<20xi32>, tensor<20xi32>) -> tensor<20xi1>
    %c_102 = stablehlo.constant dense<24> : tensor<i32>
    %326 = stablehlo.broadcast_in_dim %c_102, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %327 = stablehlo.add %313, %326 : tensor<20xi32>
    %328 = stablehlo.select %325, %327, %313 : tensor<20xi1>, tensor<20xi32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0] : (tensor<20xi32>) -> tensor<20x1xi32>
    %330 = "stablehlo.scatter"(%311, %329, %323) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x24xcomplex<f32>>, tensor<20x1xi32>, tensor<2x20xcomplex<f32>>) -> tensor<2x24xcomplex<f32>>
    %331 = call @_roll_static_13(%330) : (tensor<2x24xcomplex<f32>>) -> tensor<2x24xcomplex<f32>>
    %332 = call @fft_14(%331) : (tensor<2x24xcomplex<f32>>) -> tensor<2x24xcomplex<f32>>
    %cst_103 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %333 = stablehlo.reduce(%cst_4 init: %cst_103) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %334 = stablehlo.broadcast_in_dim %333, dims = [] : (tensor<complex<f32>>) -> tensor<2x24xcomplex<f32>>
    %335 = stablehlo.multiply %332, %334 : tensor<2x24xcomplex<f32>>
    %336 = stablehlo.slice %arg0 [6:7, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %337 = stablehlo.reshape %336 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %338 = stablehlo.slice %arg0 [56:57, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %339 = stablehlo.reshape %338 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %340 = stablehlo.broadcast_in_dim %337, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %341 = stablehlo.broadcast_in_dim %339, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %342 = stablehlo.concatenate %340, %341, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %343 = stablehlo.slice %342 [0:2, 18:46] : (tensor<2x64xcomplex<f32>>) -> tensor<2x28xcomplex<f32>>
    %344 = stablehlo.iota dim = 0 : tensor<18xi32>
    %c_104 = stablehlo.constant dense<1> : tensor<i32>
    %345 = stablehlo.broadcast_in_dim %c_104, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %346 = stablehlo.add %345, %344 : tensor<18xi32>
    %347 = stablehlo.negate %346 : tensor<18xi32>
    %c_105 = stablehlo.constant dense<28> : tensor<i32>
    %348 = call @remainder_15(%347, %c_105) : (tensor<18xi32>, tensor<i32>) -> tensor<18xi32>
    %349 = stablehlo.iota dim = 0 : tensor<18xi32>
    %c_106 = stablehlo.constant dense<1> : tensor<i32>
    %350 = stablehlo.broadcast_in_dim %c_106, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %351 = stablehlo.add %350, %349 : tensor<18xi32>
    %c_107 = stablehlo.constant dense<18> : tensor<i32>
    %352 = stablehlo.broadcast_in_dim %c_107, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %353 = stablehlo.subtract %352, %351 : tensor<18xi32>
    %c_108 = stablehlo.constant dense<0> : tensor<i32>
    %354 = stablehlo.broadcast_in_dim %c_108, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %355 = stablehlo.compare LT, %353, %354, SIGNED : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %c_109 = stablehlo.constant dense<64> : tensor<i32>
    %356 = stablehlo.broadcast_in_dim %c_109, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %357 = stablehlo.add %353, %356 : tensor<18xi32>
    %358 = stablehlo.select %355, %357, %353 : tensor<18xi1>, tensor<18xi32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0] : (tensor<18xi32>) -> tensor<18x1xi32>
    %360 = "stablehlo.gather"(%342, %359) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<18x1xi32>) -> tensor<2x18xcomplex<f32>>
    %c_110 = stablehlo.constant dense<0> : tensor<i32>
    %361 = stablehlo.broadcast_in_dim %c_110, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %362 = stablehlo.compare LT, %348, %361, SIGNED : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %c_111 = stablehlo.constant dense<28> : tensor<i32>
    %363 = stablehlo.broadcast_in_dim %c_111, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %364 = stablehlo.add %348, %363 : tensor<18xi32>
    %365 = stablehlo.select %362, %364, %348 : tensor<18xi1>, tensor<18xi32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0] : (tensor<18xi32>) -> tensor<18x1xi32>
    %367 = "stablehlo.scatter"(%343, %366, %360) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x28xcomplex<f32>>, tensor<18x1xi32>, tensor<2x18xcomplex<f32>>) -> tensor<2x28xcomplex<f32>>
    %368 = stablehlo.iota dim = 0 : tensor<18xi32>
    %c_112 = stablehlo.constant dense<28> : tensor<i32>
    %369 = call @remainder_15(%368, %c_112) : (tensor<18xi32>, tensor<i32>) -> tensor<18xi32>
    %370 = stablehlo.iota dim = 0 : tensor<18xi32>
    %c_113 = stablehlo.constant dense<46> : tensor<i32>
    %371 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %372 = stablehlo.add %371, %370 : tensor<18xi32>
    %c_114 = stablehlo.constant dense<0> : tensor<i32>
    %373 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %374 = stablehlo.compare LT, %372, %373, SIGNED : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %c_115 = stablehlo.constant dense<64> : tensor<i32>
    %375 = stablehlo.broadcast_in_dim %c_115, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %376 = stablehlo.add %372, %375 : tensor<18xi32>
    %377 = stablehlo.select %374, %376, %372 : tensor<18xi1>, tensor<18xi32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0] : (tensor<18xi32>) -> tensor<18x1xi32>
    %379 = "stablehlo.gather"(%342, %378) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<18x1xi32>) -> tensor<2x18xcomplex<f32>>
    %c_116 = stablehlo.constant dense<0> : tensor<i32>
    %380 = stablehlo.broadcast_in_dim %c_116, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %381 = stablehlo.compare LT, %369, %380, SIGNED : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %c_117 = stablehlo.constant dense<28> : tensor<i32>
    %382 = stablehlo.broadcast_in_dim %c_117, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %383 = stablehlo.add %369, %382 : tensor<18xi32>
    %384 = stablehlo.select %381, %383, %369 : tensor<18xi1>, tensor<18xi32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0] : (tensor<18xi32>) -> tensor<18x1xi32>
    %386 = "stablehlo.scatter"(%367, %385, %379) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x28xcomplex<f32>>, tensor<18x1xi32>, tensor<2x18xcomplex<f32>>) -> tensor<2x28xcomplex<f32>>
    %387 = call @_roll_static_16(%386) : (tensor<2x28xcomplex<f32>>) -> tensor<2x28xcomplex<f32>>
    %388 = call @fft_17(%387) : (tensor<2x28xcomplex<f32>>) -> tensor<2x28xcomplex<f32>>
    %cst_118 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %389 = stablehlo.reduce(%cst_5 init: %cst_118) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %390 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<complex<f32>>) -> tensor<2x28xcomplex<f32>>
    %391 = stablehlo.multiply %388, %390 : tensor<2x28xcomplex<f32>>
    %392 = stablehlo.slice %arg0 [7:8, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %393 = stablehlo.reshape %392 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %394 = stablehlo.slice %arg0 [55:56, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %395 = stablehlo.reshape %394 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %396 = stablehlo.broadcast_in_dim %393, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %397 = stablehlo.broadcast_in_dim %395, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %398 = stablehlo.concatenate %396, %397, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %399 = stablehlo.slice %398 [0:2, 16:48] : (tensor<2x64xcomplex<f32>>) -> tensor<2x32xcomplex<f32>>
    %400 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_119 = stablehlo.constant dense<1> : tensor<i32>
    %401 = stablehlo.broadcast_in_dim %c_119, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %402 = stablehlo.add %401, %400 : tensor<16xi32>
    %403 = stablehlo.negate %402 : tensor<16xi32>
    %c_120 = stablehlo.constant dense<32> : tensor<i32>
    %404 = call @remainder_18(%403, %c_120) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    %405 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_121 = stablehlo.constant dense<1> : tensor<i32>
    %406 = stablehlo.broadcast_in_dim %c_121, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %407 = stablehlo.add %406, %405 : tensor<16xi32>
    %c_122 = stablehlo.constant dense<16> : tensor<i32>
    %408 = stablehlo.broadcast_in_dim %c_122, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %409 = stablehlo.subtract %408, %407 : tensor<16xi32>
    %c_123 = stablehlo.constant dense<0> : tensor<i32>
    %410 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %411 = stablehlo.compare LT, %409, %410, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_124 = stablehlo.constant dense<64> : tensor<i32>
    %412 = stablehlo.broadcast_in_dim %c_124, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %413 = stablehlo.add %409, %412 : tensor<16xi32>
    %414 = stablehlo.select %411, %413, %409 : tensor<16xi1>, tensor<16xi32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %416 = "stablehlo.gather"(%398, %415) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<16x1xi32>) -> tensor<2x16xcomplex<f32>>
    %c_125 = stablehlo.constant dense<0> : tensor<i32>
    %417 = stablehlo.broadcast_in_dim %c_125, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %418 = stablehlo.compare LT, %404, %417, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_126 = stablehlo.constant dense<32> : tensor<i32>
    %419 = stablehlo.broadcast_in_dim %c_126, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %420 = stablehlo.add %404, %419 : tensor<16xi32>
    %421 = stablehlo.select %418, %420, %404 : tensor<16xi1>, tensor<16xi32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %423 = "stablehlo.scatter"(%399, %422, %416) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x32xcomplex<f32>>, tensor<16x1xi32>, tensor<2x16xcomplex<f32>>) -> tensor<2x32xcomplex<f32>>
    %424 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_127 = stablehlo.constant dense<32> : tensor<i32>
    %425 = call @remainder_18(%424, %c_127) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    %426 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_128 = stablehlo.constant dense<48> : tensor<i32>
    %427 = stablehlo.broadcast_in_dim %c_128, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %428 = stablehlo.add %427, %426 : tensor<16xi32>
    %c_129 = stablehlo.constant dense<0> : tensor<i32>
    %429 = stablehlo.broadcast_in_dim %c_129, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %430 = stablehlo.compare LT, %428, %429, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_130 = stablehlo.constant dense<64> : tensor<i32>
    %431 = stablehlo.broadcast_in_dim %c_130, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %432 = stablehlo.add %428, %431 : tensor<16xi32>
    %433 = stablehlo.select %430, %432, %428 : tensor<16xi1>, tensor<16xi32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %435 = "stablehlo.gather"(%398, %434) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<16x1xi32>) -> tensor<2x16xcomplex<f32>>
    %c_131 = stablehlo.constant dense<0> : tensor<i32>
    %436 = stablehlo.broadcast_in_dim %c_131, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %437 = stablehlo.compare LT, %425, %436, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_132 = stablehlo.constant dense<32> : tensor<i32>
    %438 = stablehlo.broadcast_in_dim %c_132, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %439 = stablehlo.add %425, %438 : tensor<16xi32>
    %440 = stablehlo.select %437, %439, %425 : tensor<16xi1>, tensor<16xi32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %442 = "stablehlo.scatter"(%423, %441, %435) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x32xcomplex<f32>>, tensor<16x1xi32>, tensor<2x16xcomplex<f32>>) -> tensor<2x32xcomplex<f32>>
    %443 = call @_roll_static_19(%442) : (tensor<2x32xcomplex<f32>>) -> tensor<2x32xcomplex<f32>>
    %444 = call @fft_20(%443) : (tensor<2x32xcomplex<f32>>) -> tensor<2x32xcomplex<f32>>
    %cst_133 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %445 = stablehlo.reduce(%cst_6 init: %cst_133) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %446 = stablehlo.broadcast_in_dim %445, dims = [] : (tensor<complex<f32>>) -> tensor<2x32xcomplex<f32>>
    %447 = stablehlo.multiply %444, %446 : tensor<2x32xcomplex<f32>>
    %448 = stablehlo.slice %arg0 [8:9, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %449 = stablehlo.reshape %448 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %450 = stablehlo.slice %arg0 [54:55, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %451 = stablehlo.reshape %450 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %452 = stablehlo.broadcast_in_dim %449, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %453 = stablehlo.broadcast_in_dim %451, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %454 = stablehlo.concatenate %452, %453, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %455 = stablehlo.slice %454 [0:2, 14:50] : (tensor<2x64xcomplex<f32>>) -> tensor<2x36xcomplex<f32>>
    %456 = stablehlo.iota dim = 0 : tensor<14xi32>
    %c_134 = stablehlo.constant dense<1> : tensor<i32>
    %457 = stablehlo.broadcast_in_dim %c_134, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %458 = stablehlo.add %457, %456 : tensor<14xi32>
    %459 = stablehlo.negate %458 : tensor<14xi32>
    %c_135 = stablehlo.constant dense<36> : tensor<i32>
    %460 = call @remainder_21(%459, %c_135) : (tensor<14xi32>, tensor<i32>) -> tensor<14xi32>
    %461 = stablehlo.iota dim = 0 : tensor<14xi32>
    %c_136 = stablehlo.constant dense<1> : tensor<i32>
    %462 = stablehlo.broadcast_in_dim %c_136, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %463 = stablehlo.add %462, %461 : tensor<14xi32>
    %c_137 = stablehlo.constant dense<14> : tensor<i32>
    %464 = stablehlo.broadcast_in_dim %c_137, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %465 = stablehlo.subtract %464, %463 : tensor<14xi32>
    %c_138 = stablehlo.constant dense<0> : tensor<i32>
    %466 = stablehlo.broadcast_in_dim %c_138, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %467 = stablehlo.compare LT, %465, %466, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_139 = stablehlo.constant dense<64> : tensor<i32>
    %468 = stablehlo.broadcast_in_dim %c_139, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %469 = stablehlo.add %465, %468 : tensor<14xi32>
    %470 = stablehlo.select %467, %469, %465 : tensor<14xi1>, tensor<14xi32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %472 = "stablehlo.gather"(%454, %471) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<14x1xi32>) -> tensor<2x14xcomplex<f32>>
    %c_140 = stablehlo.constant dense<0> : tensor<i32>
    %473 = stablehlo.broadcast_in_dim %c_140, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %474 = stablehlo.compare LT, %460, %473, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_141 = stablehlo.constant dense<36> : tensor<i32>
    %475 = stablehlo.broadcast_in_dim %c_141, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %476 = stablehlo.add %460, %475 : tensor<14xi32>
    %477 = stablehlo.select %474, %476, %460 : tensor<14xi1>, tensor<14xi32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %479 = "stablehlo.scatter"(%455, %478, %472) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x36xcomplex<f32>>, tensor<14x1xi32>, tensor<2x14xcomplex<f32>>) -> tensor<2x36xcomplex<f32>>
    %480 = stablehlo.iota dim = 0 : tensor<14xi32>
    %c_142 = stablehlo.constant dense<36> : tensor<i32>
    %481 = call @remainder_21(%480, %c_142) : (tensor<14xi32>, tensor<i32>) -> tensor<14xi32>
    %482 = stablehlo.iota dim = 0 : tensor<14xi32>
    %c_143 = stablehlo.constant dense<50> : tensor<i32>
    %483 = stablehlo.broadcast_in_dim %c_143, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %484 = stablehlo.add %483, %482 : tensor<14xi32>
    %c_144 = stablehlo.constant dense<0> : tensor<i32>
    %485 = stablehlo.broadcast_in_dim %c_144, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %486 = stablehlo.compare LT, %484, %485, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_145 = stablehlo.constant dense<64> : tensor<i32>
    %487 = stablehlo.broadcast_in_dim %c_145, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %488 = stablehlo.add %484, %487 : tensor<14xi32>
    %489 = stablehlo.select %486, %488, %484 : tensor<14xi1>, tensor<14xi32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %491 = "stablehlo.gather"(%454, %490) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<14x1xi32>) -> tensor<2x14xcomplex<f32>>
    %c_146 = stablehlo.constant dense<0> : tensor<i32>
    %492 = stablehlo.broadcast_in_dim %c_146, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %493 = stablehlo.compare LT, %481, %492, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_147 = stablehlo.constant dense<36> : tensor<i32>
    %494 = stablehlo.broadcast_in_dim %c_147, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %495 = stablehlo.add %481, %494 : tensor<14xi32>
    %496 = stablehlo.select %493, %495, %481 : tensor<14xi1>, tensor<14xi32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %498 = "stablehlo.scatter"(%479, %497, %491) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x36xcomplex<f32>>, tensor<14x1xi32>, tensor<2x14xcomplex<f32>>) -> tensor<2x36xcomplex<f32>>
    %499 = call @_roll_static_22(%498) : (tensor<2x36xcomplex<f32>>) -> tensor<2x36xcomplex<f32>>
    %500 = call @fft_23(%499) : (tensor<2x36xcomplex<f32>>) -> tensor<2x36xcomplex<f32>>
    %cst_148 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %501 = stablehlo.reduce(%cst_7 init: %cst_148) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %502 = stablehlo.broadcast_in_dim %501, dims = [] : (tensor<complex<f32>>) -> tensor<2x36xcomplex<f32>>
    %503 = stablehlo.multiply %500, %502 : tensor<2x36xcomplex<f32>>
    %504 = stablehlo.slice %arg0 [9:10, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %505 = stablehlo.reshape %504 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %506 = stablehlo.slice %arg0 [53:54, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %507 = stablehlo.reshape %506 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %508 = stablehlo.broadcast_in_dim %505, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %509 = stablehlo.broadcast_in_dim %507, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %510 = stablehlo.concatenate %508, %509, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %511 = stablehlo.slice %510 [0:2, 12:52] : (tensor<2x64xcomplex<f32>>) -> tensor<2x40xcomplex<f32>>
    %512 = stablehlo.iota dim = 0 : tensor<12xi32>
    %c_149 = stablehlo.constant dense<1> : tensor<i32>
    %513 = stablehlo.broadcast_in_dim %c_149, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %514 = stablehlo.add %513, %512 : tensor<12xi32>
    %515 = stablehlo.negate %514 : tensor<12xi32>
    %c_150 = stablehlo.constant dense<40> : tensor<i32>
    %516 = call @remainder_24(%515, %c_150) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %517 = stablehlo.iota dim = 0 : tensor<12xi32>
    %c_151 = stablehlo.constant dense<1> : tensor<i32>
    %518 = stablehlo.broadcast_in_dim %c_151, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %519 = stablehlo.add %518, %517 : tensor<12xi32>
    %c_152 = stablehlo.constant dense<12> : tensor<i32>
    %520 = stablehlo.broadcast_in_dim %c_152, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %521 = stablehlo.subtract %520, %519 : tensor<12xi32>
    %c_153 = stablehlo.constant dense<0> : tensor<i32>
    %522 = stablehlo.broadcast_in_dim %c_153, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %523 = stablehlo.compare LT, %521, %522, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_154 = stablehlo.constant dense<64> : tensor<i32>
    %524 = stablehlo.broadcast_in_dim %c_154, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %525 = stablehlo.add %521, %524 : tensor<12xi32>
    %526 = stablehlo.select %523, %525, %521 : tensor<12xi1>, tensor<12xi32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %528 = "stablehlo.gather"(%510, %527) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<12x1xi32>) -> tensor<2x12xcomplex<f32>>
    %c_155 = stablehlo.constant dense<0> : tensor<i32>
    %529 = stablehlo.broadcast_in_dim %c_155, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %530 = stablehlo.compare LT, %516, %529, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_156 = stablehlo.constant dense<40> : tensor<i32>
    %531 = stablehlo.broadcast_in_dim %c_156, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %532 = stablehlo.add %516, %531 : tensor<12xi32>
    %533 = stablehlo.select %530, %532, %516 : tensor<12xi1>, tensor<12xi32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %535 = "stablehlo.scatter"(%511, %534, %528) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x40xcomplex<f32>>, tensor<12x1xi32>, tensor<2x12xcomplex<f32>>) -> tensor<2x40xcomplex<f32>>
    %536 = stablehlo.iota dim = 0 : tensor<12xi32>
    %c_157 = stablehlo.constant dense<40> : tensor<i32>
    %537 = call @remainder_24(%536, %c_157) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %538 = stablehlo.iota dim = 0 : tensor<12xi32>
    %c_158 = stablehlo.constant dense<52> : tensor<i32>
    %539 = stablehlo.broadcast_in_dim %c_158, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %540 = stablehlo.add %539, %538 : tensor<12xi32>
    %c_159 = stablehlo.constant dense<0> : tensor<i32>
    %541 = stablehlo.broadcast_in_dim %c_159, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %542 = stablehlo.compare LT, %540, %541, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_160 = stablehlo.constant dense<64> : tensor<i32>
    %543 = stablehlo.broadcast_in_dim %c_160, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %544 = stablehlo.add %540, %543 : tensor<12xi32>
    %545 = stablehlo.select %542, %544, %540 : tensor<12xi1>, tensor<12xi32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %547 = "stablehlo.gather"(%510, %546) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<12x1xi32>) -> tensor<2x12xcomplex<f32>>
    %c_161 = stablehlo.constant dense<0> : tensor<i32>
    %548 = stablehlo.broadcast_in_dim %c_161, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %549 = stablehlo.compare LT, %537, %548, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_162 = stablehlo.constant dense<40> : tensor<i32>
    %550 = stablehlo.broadcast_in_dim %c_162, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %551 = stablehlo.add %537, %550 : tensor<12xi32>
    %552 = stablehlo.select %549, %551, %537 : tensor<12xi1>, tensor<12xi32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %554 = "stablehlo.scatter"(%535, %553, %547) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x40xcomplex<f32>>, tensor<12x1xi32>, tensor<2x12xcomplex<f32>>) -> tensor<2x40xcomplex<f32>>
    %555 = call @_roll_static_25(%554) : (tensor<2x40xcomplex<f32>>) -> tensor<2x40xcomplex<f32>>
    %556 = call @fft_26(%555) : (tensor<2x40xcomplex<f32>>) -> tensor<2x40xcomplex<f32>>
    %cst_163 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %557 = stablehlo.reduce(%cst_8 init: %cst_163) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %558 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<complex<f32>>) -> tensor<2x40xcomplex<f32>>
    %559 = stablehlo.multiply %556, %558 : tensor<2x40xcomplex<f32>>
    %560 = stablehlo.slice %arg0 [10:11, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %561 = stablehlo.reshape %560 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %562 = stablehlo.slice %arg0 [52:53, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %563 = stablehlo.reshape %562 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %564 = stablehlo.broadcast_in_dim %561, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %565 = stablehlo.broadcast_in_dim %563, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %566 = stablehlo.concatenate %564, %565, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %567 = stablehlo.slice %566 [0:2, 10:54] : (tensor<2x64xcomplex<f32>>) -> tensor<2x44xcomplex<f32>>
    %568 = stablehlo.iota dim = 0 : tensor<10xi32>
    %c_164 = stablehlo.constant dense<1> : tensor<i32>
    %569 = stablehlo.broadcast_in_dim %c_164, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %570 = stablehlo.add %569, %568 : tensor<10xi32>
    %571 = stablehlo.negate %570 : tensor<10xi32>
    %c_165 = stablehlo.constant dense<44> : tensor<i32>
    %572 = call @remainder_27(%571, %c_165) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %573 = stablehlo.iota dim = 0 : tensor<10xi32>
    %c_166 = stablehlo.constant dense<1> : tensor<i32>
    %574 = stablehlo.broadcast_in_dim %c_166, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %575 = stablehlo.add %574, %573 : tensor<10xi32>
    %c_167 = stablehlo.constant dense<10> : tensor<i32>
    %576 = stablehlo.broadcast_in_dim %c_167, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %577 = stablehlo.subtract %576, %575 : tensor<10xi32>
    %c_168 = stablehlo.constant dense<0> : tensor<i32>
    %578 = stablehlo.broadcast_in_dim %c_168, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %579 = stablehlo.compare LT, %577, %578, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_169 = stablehlo.constant dense<64> : tensor<i32>
    %580 = stablehlo.broadcast_in_dim %c_169, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %581 = stablehlo.add %577, %580 : tensor<10xi32>
    %582 = stablehlo.select %579, %581, %577 : tensor<10xi1>, tensor<10xi32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %584 = "stablehlo.gather"(%566, %583) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<10x1xi32>) -> tensor<2x10xcomplex<f32>>
    %c_170 = stablehlo.constant dense<0> : tensor<i32>
    %585 = stablehlo.broadcast_in_dim %c_170, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %586 = stablehlo.compare LT, %572, %585, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_171 = stablehlo.constant dense<44> : tensor<i32>
    %587 = stablehlo.broadcast_in_dim %c_171, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %588 = stablehlo.add %572, %587 : tensor<10xi32>
    %589 = stablehlo.select %586, %588, %572 : tensor<10xi1>, tensor<10xi32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %591 = "stablehlo.scatter"(%567, %590, %584) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x44xcomplex<f32>>, tensor<10x1xi32>, tensor<2x10xcomplex<f32>>) -> tensor<2x44xcomplex<f32>>
    %592 = stablehlo.iota dim = 0 : tensor<10xi32>
    %c_172 = stablehlo.constant dense<44> : tensor<i32>
    %593 = call @remainder_27(%592, %c_172) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %594 = stablehlo.iota dim = 0 : tensor<10xi32>
    %c_173 = stablehlo.constant dense<54> : tensor<i32>
    %595 = stablehlo.broadcast_in_dim %c_173, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %596 = stablehlo.add %595, %594 : tensor<10xi32>
    %c_174 = stablehlo.constant dense<0> : tensor<i32>
    %597 = stablehlo.broadcast_in_dim %c_174, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %598 = stablehlo.compare LT, %596, %597, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_175 = stablehlo.constant dense<64> : tensor<i32>
    %599 = stablehlo.broadcast_in_dim %c_175, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %600 = stablehlo.add %596, %599 : tensor<10xi32>
    %601 = stablehlo.select %598, %600, %596 : tensor<10xi1>, tensor<10xi32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %603 = "stablehlo.gather"(%566, %602) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<10x1xi32>) -> tensor<2x10xcomplex<f32>>
    %c_176 = stablehlo.constant dense<0> : tensor<i32>
    %604 = stablehlo.broadcast_in_dim %c_176, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %605 = stablehlo.compare LT, %593, %604, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_177 = stablehlo.constant dense<44> : tensor<i32>
    %606 = stablehlo.broadcast_in_dim %c_177, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %607 = stablehlo.add %593, %606 : tensor<10xi32>
    %608 = stablehlo.select %605, %607, %593 : tensor<10xi1>, tensor<10xi32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %610 = "stablehlo.scatter"(%591, %609, %603) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x44xcomplex<f32>>, tensor<10x1xi32>, tensor<2x10xcomplex<f32>>) -> tensor<2x44xcomplex<f32>>
    %611 = call @_roll_static_28(%610) : (tensor<2x44xcomplex<f32>>) -> tensor<2x44xcomplex<f32>>
    %612 = call @fft_29(%611) : (tensor<2x44xcomplex<f32>>) -> tensor<2x44xcomplex<f32>>
    %cst_178 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %613 = stablehlo.reduce(%cst_9 init: %cst_178) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %614 = stablehlo.broadcast_in_dim %613, dims = [] : (tensor<complex<f32>>) -> tensor<2x44xcomplex<f32>>
    %615 = stablehlo.multiply %612, %614 : tensor<2x44xcomplex<f32>>
    %616 = stablehlo.slice %arg0 [11:12, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %617 = stablehlo.reshape %616 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %618 = stablehlo.slice %arg0 [51:52, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %619 = stablehlo.reshape %618 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %620 = stablehlo.broadcast_in_dim %617, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %621 = stablehlo.broadcast_in_dim %619, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %622 = stablehlo.concatenate %620, %621, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %623 = stablehlo.slice %622 [0:2, 8:56] : (tensor<2x64xcomplex<f32>>) -> tensor<2x48xcomplex<f32>>
    %624 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_179 = stablehlo.constant dense<1> : tensor<i32>
    %625 = stablehlo.broadcast_in_dim %c_179, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %626 = stablehlo.add %625, %624 : tensor<8xi32>
    %627 = stablehlo.negate %626 : tensor<8xi32>
    %c_180 = stablehlo.constant dense<48> : tensor<i32>
    %628 = call @remainder_30(%627, %c_180) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %629 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_181 = stablehlo.constant dense<1> : tensor<i32>
    %630 = stablehlo.broadcast_in_dim %c_181, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %631 = stablehlo.add %630, %629 : tensor<8xi32>
    %c_182 = stablehlo.constant dense<8> : tensor<i32>
    %632 = stablehlo.broadcast_in_dim %c_182, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %633 = stablehlo.subtract %632, %631 : tensor<8xi32>
    %c_183 = stablehlo.constant dense<0> : tensor<i32>
    %634 = stablehlo.broadcast_in_dim %c_183, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %635 = stablehlo.compare LT, %633, %634, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_184 = stablehlo.constant dense<64> : tensor<i32>
    %636 = stablehlo.broadcast_in_dim %c_184, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %637 = stablehlo.add %633, %636 : tensor<8xi32>
    %638 = stablehlo.select %635, %637, %633 : tensor<8xi1>, tensor<8xi32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %640 = "stablehlo.gather"(%622, %639) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<8x1xi32>) -> tensor<2x8xcomplex<f32>>
    %c_185 = stablehlo.constant dense<0> : tensor<i32>
    %641 = stablehlo.broadcast_in_dim %c_185, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %642 = stablehlo.compare LT, %628, %641, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_186 = stablehlo.constant dense<48> : tensor<i32>
    %643 = stablehlo.broadcast_in_dim %c_186, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %644 = stablehlo.add %628, %643 : tensor<8xi32>
    %645 = stablehlo.select %642, %644, %628 : tensor<8xi1>, tensor<8xi32>
    %646 = stablehlo.broadcast_in_dim %645, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %647 = "stablehlo.scatter"(%623, %646, %640) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x48xcomplex<f32>>, tensor<8x1xi32>, tensor<2x8xcomplex<f32>>) -> tensor<2x48xcomplex<f32>>
    %648 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_187 = stablehlo.constant dense<48> : tensor<i32>
    %649 = call @remainder_30(%648, %c_187) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %650 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_188 = stablehlo.constant dense<56> : tensor<i32>
    %651 = stablehlo.broadcast_in_dim %c_188, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %652 = stablehlo.add %651, %650 : tensor<8xi32>
    %c_189 = stablehlo.constant dense<0> : tensor<i32>
    %653 = stablehlo.broadcast_in_dim %c_189, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %654 = stablehlo.compare LT, %652, %653, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_190 = stablehlo.constant dense<64> : tensor<i32>
    %655 = stablehlo.broadcast_in_dim %c_190, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %656 = stablehlo.add %652, %655 : tensor<8xi32>
    %657 = stablehlo.select %654, %656, %652 : tensor<8xi1>, tensor<8xi32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %659 = "stablehlo.gather"(%622, %658) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<8x1xi32>) -> tensor<2x8xcomplex<f32>>
    %c_191 = stablehlo.constant dense<0> : tensor<i32>
    %660 = stablehlo.broadcast_in_dim %c_191, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %661 = stablehlo.compare LT, %649, %660, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_192 = stablehlo.constant dense<48> : tensor<i32>
    %662 = stablehlo.broadcast_in_dim %c_192, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %663 = stablehlo.add %649, %662 : tensor<8xi32>
    %664 = stablehlo.select %661, %663, %649 : tensor<8xi1>, tensor<8xi32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %666 = "stablehlo.scatter"(%647, %665, %659) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x48xcomplex<f32>>, tensor<8x1xi32>, tensor<2x8xcomplex<f32>>) -> tensor<2x48xcomplex<f32>>
    %667 = call @_roll_static_31(%666) : (tensor<2x48xcomplex<f32>>) -> tensor<2x48xcomplex<f32>>
    %668 = call @fft_32(%667) : (tensor<2x48xcomplex<f32>>) -> tensor<2x48xcomplex<f32>>
    %cst_193 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %669 = stablehlo.reduce(%cst_10 init: %cst_193) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %670 = stablehlo.broadcast_in_dim %669, dims = [] : (tensor<complex<f32>>) -> tensor<2x48xcomplex<f32>>
    %671 = stablehlo.multiply %668, %670 : tensor<2x48xcomplex<f32>>
    %672 = stablehlo.slice %arg0 [12:13, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %673 = stablehlo.reshape %672 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %674 = stablehlo.slice %arg0 [50:51, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %675 = stablehlo.reshape %674 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %676 = stablehlo.broadcast_in_dim %673, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %677 = stablehlo.broadcast_in_dim %675, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %678 = stablehlo.concatenate %676, %677, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %679 = stablehlo.slice %678 [0:2, 6:58] : (tensor<2x64xcomplex<f32>>) -> tensor<2x52xcomplex<f32>>
    %680 = stablehlo.iota dim = 0 : tensor<6xi32>
    %c_194 = stablehlo.constant dense<1> : tensor<i32>
    %681 = stablehlo.broadcast_in_dim %c_194, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %682 = stablehlo.add %681, %680 : tensor<6xi32>
    %683 = stablehlo.negate %682 : tensor<6xi32>
    %c_195 = stablehlo.constant dense<52> : tensor<i32>
    %684 = call @remainder_33(%683, %c_195) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %685 = stablehlo.iota dim = 0 : tensor<6xi32>
    %c_196 = stablehlo.constant dense<1> : tensor<i32>
    %686 = stablehlo.broadcast_in_dim %c_196, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %687 = stablehlo.add %686, %685 : tensor<6xi32>
    %c_197 = stablehlo.constant dense<6> : tensor<i32>
    %688 = stablehlo.broadcast_in_dim %c_197, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %689 = stablehlo.subtract %688, %687 : tensor<6xi32>
    %c_198 = stablehlo.constant dense<0> : tensor<i32>
    %690 = stablehlo.broadcast_in_dim %c_198, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %691 = stablehlo.compare LT, %689, %690, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_199 = stablehlo.constant dense<64> : tensor<i32>
    %692 = stablehlo.broadcast_in_dim %c_199, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %693 = stablehlo.add %689, %692 : tensor<6xi32>
    %694 = stablehlo.select %691, %693, %689 : tensor<6xi1>, tensor<6xi32>
    %695 = stablehlo.broadcast_in_dim %694, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %696 = "stablehlo.gather"(%678, %695) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<6x1xi32>) -> tensor<2x6xcomplex<f32>>
    %c_200 = stablehlo.constant dense<0> : tensor<i32>
    %697 = stablehlo.broadcast_in_dim %c_200, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %698 = stablehlo.compare LT, %684, %697, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_201 = stablehlo.constant dense<52> : tensor<i32>
    %699 = stablehlo.broadcast_in_dim %c_201, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %700 = stablehlo.add %684, %699 : tensor<6xi32>
    %701 = stablehlo.select %698, %700, %684 : tensor<6xi1>, tensor<6xi32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %703 = "stablehlo.scatter"(%679, %702, %696) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x52xcomplex<f32>>, tensor<6x1xi32>, tensor<2x6xcomplex<f32>>) -> tensor<2x52xcomplex<f32>>
    %704 = stablehlo.iota dim = 0 : tensor<6xi32>
    %c_202 = stablehlo.constant dense<52> : tensor<i32>
    %705 = call @remainder_33(%704, %c_202) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %706 = stablehlo.iota dim = 0 : tensor<6xi32>
    %c_203 = stablehlo.constant dense<58> : tensor<i32>
    %707 = stablehlo.broadcast_in_dim %c_203, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %708 = stablehlo.add %707, %706 : tensor<6xi32>
    %c_204 = stablehlo.constant dense<0> : tensor<i32>
    %709 = stablehlo.broadcast_in_dim %c_204, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %710 = stablehlo.compare LT, %708, %709, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_205 = stablehlo.constant dense<64> : tensor<i32>
    %711 = stablehlo.broadcast_in_dim %c_205, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %712 = stablehlo.add %708, %711 : tensor<6xi32>
    %713 = stablehlo.select %710, %712, %708 : tensor<6xi1>, tensor<6xi32>
    %714 = stablehlo.broadcast_in_dim %713, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %715 = "stablehlo.gather"(%678, %714) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<6x1xi32>) -> tensor<2x6xcomplex<f32>>
    %c_206 = stablehlo.constant dense<0> : tensor<i32>
    %716 = stablehlo.broadcast_in_dim %c_206, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %717 = stablehlo.compare LT, %705, %716, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_207 = stablehlo.constant dense<52> : tensor<i32>
    %718 = stablehlo.broadcast_in_dim %c_207, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %719 = stablehlo.add %705, %718 : tensor<6xi32>
    %720 = stablehlo.select %717, %719, %705 : tensor<6xi1>, tensor<6xi32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %722 = "stablehlo.scatter"(%703, %721, %715) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x52xcomplex<f32>>, tensor<6x1xi32>, tensor<2x6xcomplex<f32>>) -> tensor<2x52xcomplex<f32>>
    %723 = call @_roll_static_34(%722) : (tensor<2x52xcomplex<f32>>) -> tensor<2x52xcomplex<f32>>
    %724 = call @fft_35(%723) : (tensor<2x52xcomplex<f32>>) -> tensor<2x52xcomplex<f32>>
    %cst_208 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %725 = stablehlo.reduce(%cst_11 init: %cst_208) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %726 = stablehlo.broadcast_in_dim %725, dims = [] : (tensor<complex<f32>>) -> tensor<2x52xcomplex<f32>>
    %727 = stablehlo.multiply %724, %726 : tensor<2x52xcomplex<f32>>
    %728 = stablehlo.slice %arg0 [13:14, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %729 = stablehlo.reshape %728 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %730 = stablehlo.slice %arg0 [49:50, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %731 = stablehlo.reshape %730 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %732 = stablehlo.broadcast_in_dim %729, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %733 = stablehlo.broadcast_in_dim %731, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %734 = stablehlo.concatenate %732, %733, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %735 = stablehlo.slice %734 [0:2, 4:60] : (tensor<2x64xcomplex<f32>>) -> tensor<2x56xcomplex<f32>>
    %736 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_209 = stablehlo.constant dense<1> : tensor<i32>
    %737 = stablehlo.broadcast_in_dim %c_209, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %738 = stablehlo.add %737, %736 : tensor<4xi32>
    %739 = stablehlo.negate %738 : tensor<4xi32>
    %c_210 = stablehlo.constant dense<56> : tensor<i32>
    %740 = call @remainder_36(%739, %c_210) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %741 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_211 = stablehlo.constant dense<1> : tensor<i32>
    %742 = stablehlo.broadcast_in_dim %c_211, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %743 = stablehlo.add %742, %741 : tensor<4xi32>
    %c_212 = stablehlo.constant dense<4> : tensor<i32>
    %744 = stablehlo.broadcast_in_dim %c_212, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %745 = stablehlo.subtract %744, %743 : tensor<4xi32>
    %c_213 = stablehlo.constant dense<0> : tensor<i32>
    %746 = stablehlo.broadcast_in_dim %c_213, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %747 = stablehlo.compare LT, %745, %746, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_214 = stablehlo.constant dense<64> : tensor<i32>
    %748 = stablehlo.broadcast_in_dim %c_214, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %749 = stablehlo.add %745, %748 : tensor<4xi32>
    %750 = stablehlo.select %747, %749, %745 : tensor<4xi1>, tensor<4xi32>
    %751 = stablehlo.broadcast_in_dim %750, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %752 = "stablehlo.gather"(%734, %751) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<4x1xi32>) -> tensor<2x4xcomplex<f32>>
    %c_215 = stablehlo.constant dense<0> : tensor<i32>
    %753 = stablehlo.broadcast_in_dim %c_215, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %754 = stablehlo.compare LT, %740, %753, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_216 = stablehlo.constant dense<56> : tensor<i32>
    %755 = stablehlo.broadcast_in_dim %c_216, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %756 = stablehlo.add %740, %755 : tensor<4xi32>
    %757 = stablehlo.select %754, %756, %740 : tensor<4xi1>, tensor<4xi32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %759 = "stablehlo.scatter"(%735, %758, %752) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x56xcomplex<f32>>, tensor<4x1xi32>, tensor<2x4xcomplex<f32>>) -> tensor<2x56xcomplex<f32>>
    %760 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_217 = stablehlo.constant dense<56> : tensor<i32>
    %761 = call @remainder_36(%760, %c_217) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %762 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_218 = stablehlo.constant dense<60> : tensor<i32>
    %763 = stablehlo.broadcast_in_dim %c_218, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %764 = stablehlo.add %763, %762 : tensor<4xi32>
    %c_219 = stablehlo.constant dense<0> : tensor<i32>
    %765 = stablehlo.broadcast_in_dim %c_219, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %766 = stablehlo.compare LT, %764, %765, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_220 = stablehlo.constant dense<64> : tensor<i32>
    %767 = stablehlo.broadcast_in_dim %c_220, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %768 = stablehlo.add %764, %767 : tensor<4xi32>
    %769 = stablehlo.select %766, %768, %764 : tensor<4xi1>, tensor<4xi32>
    %770 = stablehlo.broadcast_in_dim %769, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %771 = "stablehlo.gather"(%734, %770) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<4x1xi32>) -> tensor<2x4xcomplex<f32>>
    %c_221 = stablehlo.constant dense<0> : tensor<i32>
    %772 = stablehlo.broadcast_in_dim %c_221, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %773 = stablehlo.compare LT, %761, %772, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_222 = stablehlo.constant dense<56> : tensor<i32>
    %774 = stablehlo.broadcast_in_dim %c_222, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %775 = stablehlo.add %761, %774 : tensor<4xi32>
    %776 = stablehlo.select %773, %775, %761 : tensor<4xi1>, tensor<4xi32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %778 = "stablehlo.scatter"(%759, %777, %771) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x56xcomplex<f32>>, tensor<4x1xi32>, tensor<2x4xcomplex<f32>>) -> tensor<2x56xcomplex<f32>>
    %779 = call @_roll_static_37(%778) : (tensor<2x56xcomplex<f32>>) -> tensor<2x56xcomplex<f32>>
    %780 = call @fft_38(%779) : (tensor<2x56xcomplex<f32>>) -> tensor<2x56xcomplex<f32>>
    %cst_223 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %781 = stablehlo.reduce(%cst_12 init: %cst_223) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %782 = stablehlo.broadcast_in_dim %781, dims = [] : (tensor<complex<f32>>) -> tensor<2x56xcomplex<f32>>
    %783 = stablehlo.multiply %780, %782 : tensor<2x56xcomplex<f32>>
    %784 = stablehlo.slice %arg0 [14:15, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %785 = stablehlo.reshape %784 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %786 = stablehlo.slice %arg0 [48:49, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %787 = stablehlo.reshape %786 : (tensor<1x64xcomplex<f32>>) -> tensor<64xcomplex<f32>>
    %788 = stablehlo.broadcast_in_dim %785, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %789 = stablehlo.broadcast_in_dim %787, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %790 = stablehlo.concatenate %788, %789, dim = 0 : (tensor<1x64xcomplex<f32>>, tensor<1x64xcomplex<f32>>) -> tensor<2x64xcomplex<f32>>
    %791 = stablehlo.slice %790 [0:2, 2:62] : (tensor<2x64xcomplex<f32>>) -> tensor<2x60xcomplex<f32>>
    %792 = stablehlo.iota dim = 0 : tensor<2xi32>
    %c_224 = stablehlo.constant dense<1> : tensor<i32>
    %793 = stablehlo.broadcast_in_dim %c_224, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %794 = stablehlo.add %793, %792 : tensor<2xi32>
    %795 = stablehlo.negate %794 : tensor<2xi32>
    %c_225 = stablehlo.constant dense<60> : tensor<i32>
    %796 = call @remainder_39(%795, %c_225) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %797 = stablehlo.iota dim = 0 : tensor<2xi32>
    %c_226 = stablehlo.constant dense<1> : tensor<i32>
    %798 = stablehlo.broadcast_in_dim %c_226, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %799 = stablehlo.add %798, %797 : tensor<2xi32>
    %c_227 = stablehlo.constant dense<2> : tensor<i32>
    %800 = stablehlo.broadcast_in_dim %c_227, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %801 = stablehlo.subtract %800, %799 : tensor<2xi32>
    %c_228 = stablehlo.constant dense<0> : tensor<i32>
    %802 = stablehlo.broadcast_in_dim %c_228, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %803 = stablehlo.compare LT, %801, %802, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_229 = stablehlo.constant dense<64> : tensor<i32>
    %804 = stablehlo.broadcast_in_dim %c_229, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %805 = stablehlo.add %801, %804 : tensor<2xi32>
    %806 = stablehlo.select %803, %805, %801 : tensor<2xi1>, tensor<2xi32>
    %807 = stablehlo.broadcast_in_dim %806, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %808 = "stablehlo.gather"(%790, %807) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<2x1xi32>) -> tensor<2x2xcomplex<f32>>
    %c_230 = stablehlo.constant dense<0> : tensor<i32>
    %809 = stablehlo.broadcast_in_dim %c_230, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %810 = stablehlo.compare LT, %796, %809, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_231 = stablehlo.constant dense<60> : tensor<i32>
    %811 = stablehlo.broadcast_in_dim %c_231, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %812 = stablehlo.add %796, %811 : tensor<2xi32>
    %813 = stablehlo.select %810, %812, %796 : tensor<2xi1>, tensor<2xi32>
    %814 = stablehlo.broadcast_in_dim %813, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %815 = "stablehlo.scatter"(%791, %814, %808) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x60xcomplex<f32>>, tensor<2x1xi32>, tensor<2x2xcomplex<f32>>) -> tensor<2x60xcomplex<f32>>
    %816 = stablehlo.iota dim = 0 : tensor<2xi32>
    %c_232 = stablehlo.constant dense<60> : tensor<i32>
    %817 = call @remainder_39(%816, %c_232) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    %818 = stablehlo.iota dim = 0 : tensor<2xi32>
    %c_233 = stablehlo.constant dense<62> : tensor<i32>
    %819 = stablehlo.broadcast_in_dim %c_233, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %820 = stablehlo.add %819, %818 : tensor<2xi32>
    %c_234 = stablehlo.constant dense<0> : tensor<i32>
    %821 = stablehlo.broadcast_in_dim %c_234, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %822 = stablehlo.compare LT, %820, %821, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_235 = stablehlo.constant dense<64> : tensor<i32>
    %823 = stablehlo.broadcast_in_dim %c_235, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %824 = stablehlo.add %820, %823 : tensor<2xi32>
    %825 = stablehlo.select %822, %824, %820 : tensor<2xi1>, tensor<2xi32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %827 = "stablehlo.gather"(%790, %826) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x64xcomplex<f32>>, tensor<2x1xi32>) -> tensor<2x2xcomplex<f32>>
    %c_236 = stablehlo.constant dense<0> : tensor<i32>
    %828 = stablehlo.broadcast_in_dim %c_236, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %829 = stablehlo.compare LT, %817, %828, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_237 = stablehlo.constant dense<60> : tensor<i32>
    %830 = stablehlo.broadcast_in_dim %c_237, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %831 = stablehlo.add %817, %830 : tensor<2xi32>
    %832 = stablehlo.select %829, %831, %817 : tensor<2xi1>, tensor<2xi32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %834 = "stablehlo.scatter"(%815, %833, %827) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %912 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %912 : tensor<complex<f32>>
    }) : (tensor<2x60xcomplex<f32>>, tensor<2x1xi32>, tensor<2x2xcomplex<f32>>) -> tensor<2x60xcomplex<f32>>
    %835 = call @_roll_static_40(%834) : (tensor<2x60xcomplex<f32>>) -> tensor<2x60xcomplex<f32>>
    %836 = call @fft_41(%835) : (tensor<2x60xcomplex<f32>>) -> tensor<2x60xcomplex<f32>>
    %cst_238 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %837 = stablehlo.reduce(%cst_13 init: %cst_238) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %838 = stablehlo.broadcast_in_dim %837, dims = [] : (tensor<complex<f32>>) -> tensor<2x60xcomplex<f32>>
    %839 = stablehlo.multiply %836, %838 : tensor<2x60xcomplex<f32>>
    %840 = stablehlo.slice %arg0 [15:48, 0:64] : (tensor<63x64xcomplex<f32>>) -> tensor<33x64xcomplex<f32>>
    %841 = stablehlo.slice %840 [0:33, 32:64] : (tensor<33x64xcomplex<f32>>) -> tensor<33x32xcomplex<f32>>
    %c_239 = stablehlo.constant dense<0> : tensor<i32>
    %842 = call @_pad(%841, %c_239) : (tensor<33x32xcomplex<f32>>, tensor<i32>) -> tensor<33x33xcomplex<f32>>
    %843 = call @fft_42(%842) : (tensor<33x33xcomplex<f32>>) -> tensor<33x64xf32>
    %cst_240 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %844 = stablehlo.reduce(%cst_14 init: %cst_240) applies stablehlo.multiply across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
    %845 = stablehlo.broadcast_in_dim %844, dims = [] : (tensor<f32>) -> tensor<33x64xf32>
    %846 = stablehlo.multiply %843, %845 : tensor<33x64xf32>
    %847 = stablehlo.slice %55 [0:1, 0:4] : (tensor<2x4xcomplex<f32>>) -> tensor<1x4xcomplex<f32>>
    %848 = stablehlo.reshape %847 : (tensor<1x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %849 = stablehlo.slice %111 [0:1, 0:8] : (tensor<2x8xcomplex<f32>>) -> tensor<1x8xcomplex<f32>>
    %850 = stablehlo.reshape %849 : (tensor<1x8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %851 = stablehlo.slice %167 [0:1, 0:12] : (tensor<2x12xcomplex<f32>>) -> tensor<1x12xcomplex<f32>>
    %852 = stablehlo.reshape %851 : (tensor<1x12xcomplex<f32>>) -> tensor<12xcomplex<f32>>
    %853 = stablehlo.slice %223 [0:1, 0:16] : (tensor<2x16xcomplex<f32>>) -> tensor<1x16xcomplex<f32>>
    %854 = stablehlo.reshape %853 : (tensor<1x16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %855 = stablehlo.slice %279 [0:1, 0:20] : (tensor<2x20xcomplex<f32>>) -> tensor<1x20xcomplex<f32>>
    %856 = stablehlo.reshape %855 : (tensor<1x20xcomplex<f32>>) -> tensor<20xcomplex<f32>>
    %857 = stablehlo.slice %335 [0:1, 0:24] : (tensor<2x24xcomplex<f32>>) -> tensor<1x24xcomplex<f32>>
    %858 = stablehlo.reshape %857 : (tensor<1x24xcomplex<f32>>) -> tensor<24xcomplex<f32>>
    %859 = stablehlo.slice %391 [0:1, 0:28] : (tensor<2x28xcomplex<f32>>) -> tensor<1x28xcomplex<f32>>
    %860 = stablehlo.reshape %859 : (tensor<1x28xcomplex<f32>>) -> tensor<28xcomplex<f32>>
    %861 = stablehlo.slice %447 [0:1, 0:32] : (tensor<2x32xcomplex<f32>>) -> tensor<1x32xcomplex<f32>>
    %862 = stablehlo.reshape %861 : (tensor<1x32xcomplex<f32>>) -> tensor<32xcomplex<f32>>
    %863 = stablehlo.slice %503 [0:1, 0:36] : (tensor<2x36xcomplex<f32>>) -> tensor<1x36xcomplex<f32>>
    %864 = stablehlo.reshape %863 : (tensor<1x36xcomplex<f32>>) -> tensor<36xcomplex<f32>>
    %865 = stablehlo.slice %559 [0:1, 0:40] : (tensor<2x40xcomplex<f32>>) -> tensor<1x40xcomplex<f32>>
    %866 = stablehlo.reshape %865 : (tensor<1x40xcomplex<f32>>) -> tensor<40xcomplex<f32>>
    %867 = stablehlo.slice %615 [0:1, 0:44] : (tensor<2x44xcomplex<f32>>) -> tensor<1x44xcomplex<f32>>
    %868 = stablehlo.reshape %867 : (tensor<1x44xcomplex<f32>>) -> tensor<44xcomplex<f32>>
    %869 = stablehlo.slice %671 [0:1, 0:48] : (tensor<2x48xcomplex<f32>>) -> tensor<1x48xcomplex<f32>>
    %870 = stablehlo.reshape %869 : (tensor<1x48xcomplex<f32>>) -> tensor<48xcomplex<f32>>
    %871 = stablehlo.slice %727 [0:1, 0:52] : (tensor<2x52xcomplex<f32>>) -> tensor<1x52xcomplex<f32>>
    %872 = stablehlo.reshape %871 : (tensor<1x52xcomplex<f32>>) -> tensor<52xcomplex<f32>>
    %873 = stablehlo.slice %783 [0:1, 0:56] : (tensor<2x56xcomplex<f32>>) -> tensor<1x56xcomplex<f32>>
    %874 = stablehlo.reshape %873 : (tensor<1x56xcomplex<f32>>) -> tensor<56xcomplex<f32>>
    %875 = stablehlo.slice %839 [0:1, 0:60] : (tensor<2x60xcomplex<f32>>) -> tensor<1x60xcomplex<f32>>
    %876 = stablehlo.reshape %875 : (tensor<1x60xcomplex<f32>>) -> tensor<60xcomplex<f32>>
    %877 = stablehlo.reshape %846 : (tensor<33x64xf32>) -> tensor<2112xf32>
    %878 = stablehlo.slice %839 [1:2, 0:60] : (tensor<2x60xcomplex<f32>>) -> tensor<1x60xcomplex<f32>>
    %879 = stablehlo.reshape %878 : (tensor<1x60xcomplex<f32>>) -> tensor<60xcomplex<f32>>
    %880 = stablehlo.slice %783 [1:2, 0:56] : (tensor<2x56xcomplex<f32>>) -> tensor<1x56xcomplex<f32>>
    %881 = stablehlo.reshape %880 : (tensor<1x56xcomplex<f32>>) -> tensor<56xcomplex<f32>>
    %882 = stablehlo.slice %727 [1:2, 0:52] : (tensor<2x52xcomplex<f32>>) -> tensor<1x52xcomplex<f32>>
    %883 = stablehlo.reshape %882 : (tensor<1x52xcomplex<f32>>) -> tensor<52xcomplex<f32>>
    %884 = stablehlo.slice %671 [1:2, 0:48] : (tensor<2x48xcomplex<f32>>) -> tensor<1x48xcomplex<f32>>
    %885 = stablehlo.reshape %884 : (tensor<1x48xcomplex<f32>>) -> tensor<48xcomplex<f32>>
    %886 = stablehlo.slice %615 [1:2, 0:44] : (tensor<2x44xcomplex<f32>>) -> tensor<1x44xcomplex<f32>>
    %887 = stablehlo.reshape %886 : (tensor<1x44xcomplex<f32>>) -> tensor<44xcomplex<f32>>
    %888 = stablehlo.slice %559 [1:2, 0:40] : (tensor<2x40xcomplex<f32>>) -> tensor<1x40xcomplex<f32>>
    %889 = stablehlo.reshape %888 : (tensor<1x40xcomplex<f32>>) -> tensor<40xcomplex<f32>>
    %890 = stablehlo.slice %503 [1:2, 0:36] : (tensor<2x36xcomplex<f32>>) -> tensor<1x36xcomplex<f32>>
    %891 = stablehlo.reshape %890 : (tensor<1x36xcomplex<f32>>) -> tensor<36xcomplex<f32>>
    %892 = stablehlo.slice %447 [1:2, 0:32] : (tensor<2x32xcomplex<f32>>) -> tensor<1x32xcomplex<f32>>
    %893 = stablehlo.reshape %892 : (tensor<1x32xcomplex<f32>>) -> tensor<32xcomplex<f32>>
    %894 = stablehlo.slice %391 [1:2, 0:28] : (tensor<2x28xcomplex<f32>>) -> tensor<1x28xcomplex<f32>>
    %895 = stablehlo.reshape %894 : (tensor<1x28xcomplex<f32>>) -> tensor<28xcomplex<f32>>
    %896 = stablehlo.slice %335 [1:2, 0:24] : (tensor<2x24xcomplex<f32>>) -> tensor<1x24xcomplex<f32>>
    %897 = stablehlo.reshape %896 : (tensor<1x24xcomplex<f32>>) -> tensor<24xcomplex<f32>>
    %898 = stablehlo.slice %279 [1:2, 0:20] : (tensor<2x20xcomplex<f32>>) -> tensor<1x20xcomplex<f32>>
    %899 = stablehlo.reshape %898 : (tensor<1x20xcomplex<f32>>) -> tensor<20xcomplex<f32>>
    %900 = stablehlo.slice %223 [1:2, 0:16] : (tensor<2x16xcomplex<f32>>) -> tensor<1x16xcomplex<f32>>
    %901 = stablehlo.reshape %900 : (tensor<1x16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %902 = stablehlo.slice %167 [1:2, 0:12] : (tensor<2x12xcomplex<f32>>) -> tensor<1x12xcomplex<f32>>
    %903 = stablehlo.reshape %902 : (tensor<1x12xcomplex<f32>>) -> tensor<12xcomplex<f32>>
    %904 = stablehlo.slice %111 [1:2, 0:8] : (tensor<2x8xcomplex<f32>>) -> tensor<1x8xcomplex<f32>>
    %905 = stablehlo.reshape %904 : (tensor<1x8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %906 = stablehlo.slice %55 [1:2, 0:4] : (tensor<2x4xcomplex<f32>>) -> tensor<1x4xcomplex<f32>>
    %907 = stablehlo.reshape %906 : (tensor<1x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %908 = stablehlo.convert %877 : (tensor<2112xf32>) -> tensor<2112xcomplex<f32>>
    %909 = stablehlo.concatenate %848, %850, %852, %854, %856, %858, %860, %862, %864, %866, %868, %870, %872, %874, %876, %908, dim = 0 : (tensor<4xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<12xcomplex<f32>>, tensor<16xcomplex<f32>>, tensor<20xcomplex<f32>>, tensor<24xcomplex<f32>>, tensor<28xcomplex<f32>>, tensor<32xcomplex<f32>>, tensor<36xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<44xcomplex<f32>>, tensor<48xcomplex<f32>>, tensor<52xcomplex<f32>>, tensor<56xcomplex<f32>>, tensor<60xcomplex<f32>>, tensor<2112xcomplex<f32>>) -> tensor<2592xcomplex<f32>>
    %910 = stablehlo.concatenate %879, %881, %883, %885, %887, %889, %891, %893, %895, %897, %899, %901, %903, %905, %907, dim = 0 : (tensor<60xcomplex<f32>>, tensor<56xcomplex<f32>>, tensor<52xcomplex<f32>>, tensor<48xcomplex<f32>>, tensor<44xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<36xcomplex<f32>>, tensor<32xcomplex<f32>>, tensor<28xcomplex<f32>>, tensor<24xcomplex<f32>>, tensor<20xcomplex<f32>>, tensor<16xcomplex<f32>>, tensor<12xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<480xcomplex<f32>>
    %911 = stablehlo.concatenate %909, %910, dim = 0 : (tensor<2592xcomplex<f32>>, tensor<480xcomplex<f32>>) -> tensor<3072xcomplex<f32>>
    return %911 : tensor<3072xcomplex<f32>>
  }
  func.func private @remainder(%arg0: tensor<30xi32>, %arg1: tensor<i32>) -> tensor<30xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<30xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<30xi32>, tensor<30xi32>) -> tensor<30xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<30xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<30xi1>, tensor<30xi1>) -> tensor<30xi1>
    %12 = stablehlo.and %11, %6 : tensor<30xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<30xi32>
    %14 = stablehlo.add %4, %13 : tensor<30xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<30xi1>, tensor<30xi32>
    return %15 : tensor<30xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_roll_static(%arg0: tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 2:4] : (tensor<2x4xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:2] : (tensor<2x4xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    return %2 : tensor<2x4xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [4] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    return %0 : tensor<2x4xcomplex<f32>>
  }
  func.func private @remainder_0(%arg0: tensor<28xi32>, %arg1: tensor<i32>) -> tensor<28xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<28xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<28xi32>, tensor<28xi32>) -> tensor<28xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<28xi32>, tensor<28xi32>) -> tensor<28xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<28xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<28xi1>, tensor<28xi1>) -> tensor<28xi1>
    %12 = stablehlo.and %11, %6 : tensor<28xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<28xi32>
    %14 = stablehlo.add %4, %13 : tensor<28xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<28xi1>, tensor<28xi32>
    return %15 : tensor<28xi32>
  }
  func.func private @_roll_static_1(%arg0: tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 4:8] : (tensor<2x8xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:4] : (tensor<2x8xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    return %2 : tensor<2x8xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [8] : (tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    return %0 : tensor<2x8xcomplex<f32>>
  }
  func.func private @remainder_3(%arg0: tensor<26xi32>, %arg1: tensor<i32>) -> tensor<26xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<26xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<26xi32>, tensor<26xi32>) -> tensor<26xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<26xi32>, tensor<26xi32>) -> tensor<26xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<26xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<26xi1>, tensor<26xi1>) -> tensor<26xi1>
    %12 = stablehlo.and %11, %6 : tensor<26xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<26xi32>
    %14 = stablehlo.add %4, %13 : tensor<26xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<26xi1>, tensor<26xi32>
    return %15 : tensor<26xi32>
  }
  func.func private @_roll_static_4(%arg0: tensor<2x12xcomplex<f32>>) -> tensor<2x12xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 6:12] : (tensor<2x12xcomplex<f32>>) -> tensor<2x6xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:6] : (tensor<2x12xcomplex<f32>>) -> tensor<2x6xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x6xcomplex<f32>>, tensor<2x6xcomplex<f32>>) -> tensor<2x12xcomplex<f32>>
    return %2 : tensor<2x12xcomplex<f32>>
  }
  func.func private @fft_5(%arg0: tensor<2x12xcomplex<f32>>) -> tensor<2x12xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [12] : (tensor<2x12xcomplex<f32>>) -> tensor<2x12xcomplex<f32>>
    return %0 : tensor<2x12xcomplex<f32>>
  }
  func.func private @remainder_6(%arg0: tensor<24xi32>, %arg1: tensor<i32>) -> tensor<24xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<24xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<24xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<24xi1>, tensor<24xi1>) -> tensor<24xi1>
    %12 = stablehlo.and %11, %6 : tensor<24xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %14 = stablehlo.add %4, %13 : tensor<24xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<24xi1>, tensor<24xi32>
    return %15 : tensor<24xi32>
  }
  func.func private @_roll_static_7(%arg0: tensor<2x16xcomplex<f32>>) -> tensor<2x16xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 8:16] : (tensor<2x16xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:8] : (tensor<2x16xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x8xcomplex<f32>>, tensor<2x8xcomplex<f32>>) -> tensor<2x16xcomplex<f32>>
    return %2 : tensor<2x16xcomplex<f32>>
  }
  func.func private @fft_8(%arg0: tensor<2x16xcomplex<f32>>) -> tensor<2x16xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [16] : (tensor<2x16xcomplex<f32>>) -> tensor<2x16xcomplex<f32>>
    return %0 : tensor<2x16xcomplex<f32>>
  }
  func.func private @remainder_9(%arg0: tensor<22xi32>, %arg1: tensor<i32>) -> tensor<22xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<22xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<22xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<22xi1>, tensor<22xi1>) -> tensor<22xi1>
    %12 = stablehlo.and %11, %6 : tensor<22xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %14 = stablehlo.add %4, %13 : tensor<22xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<22xi1>, tensor<22xi32>
    return %15 : tensor<22xi32>
  }
  func.func private @_roll_static_10(%arg0: tensor<2x20xcomplex<f32>>) -> tensor<2x20xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 10:20] : (tensor<2x20xcomplex<f32>>) -> tensor<2x10xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:10] : (tensor<2x20xcomplex<f32>>) -> tensor<2x10xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x10xcomplex<f32>>, tensor<2x10xcomplex<f32>>) -> tensor<2x20xcomplex<f32>>
    return %2 : tensor<2x20xcomplex<f32>>
  }
  func.func private @fft_11(%arg0: tensor<2x20xcomplex<f32>>) -> tensor<2x20xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [20] : (tensor<2x20xcomplex<f32>>) -> tensor<2x20xcomplex<f32>>
    return %0 : tensor<2x20xcomplex<f32>>
  }
  func.func private @remainder_12(%arg0: tensor<20xi32>, %arg1: tensor<i32>) -> tensor<20xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<20xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<20xi32>, tensor<20xi32>) -> tensor<20xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<20xi32>, tensor<20xi32>) -> tensor<20xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<20xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
    %12 = stablehlo.and %11, %6 : tensor<20xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %14 = stablehlo.add %4, %13 : tensor<20xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<20xi1>, tensor<20xi32>
    return %15 : tensor<20xi32>
  }
  func.func private @_roll_static_13(%arg0: tensor<2x24xcomplex<f32>>) -> tensor<2x24xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 12:24] : (tensor<2x24xcomplex<f32>>) -> tensor<2x12xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:12] : (tensor<2x24xcomplex<f32>>) -> tensor<2x12xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x12xcomplex<f32>>, tensor<2x12xcomplex<f32>>) -> tensor<2x24xcomplex<f32>>
    return %2 : tensor<2x24xcomplex<f32>>
  }
  func.func private @fft_14(%arg0: tensor<2x24xcomplex<f32>>) -> tensor<2x24xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [24] : (tensor<2x24xcomplex<f32>>) -> tensor<2x24xcomplex<f32>>
    return %0 : tensor<2x24xcomplex<f32>>
  }
  func.func private @remainder_15(%arg0: tensor<18xi32>, %arg1: tensor<i32>) -> tensor<18xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<18xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<18xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<18xi1>, tensor<18xi1>) -> tensor<18xi1>
    %12 = stablehlo.and %11, %6 : tensor<18xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %14 = stablehlo.add %4, %13 : tensor<18xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<18xi1>, tensor<18xi32>
    return %15 : tensor<18xi32>
  }
  func.func private @_roll_static_16(%arg0: tensor<2x28xcomplex<f32>>) -> tensor<2x28xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 14:28] : (tensor<2x28xcomplex<f32>>) -> tensor<2x14xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:14] : (tensor<2x28xcomplex<f32>>) -> tensor<2x14xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x14xcomplex<f32>>, tensor<2x14xcomplex<f32>>) -> tensor<2x28xcomplex<f32>>
    return %2 : tensor<2x28xcomplex<f32>>
  }
  func.func private @fft_17(%arg0: tensor<2x28xcomplex<f32>>) -> tensor<2x28xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [28] : (tensor<2x28xcomplex<f32>>) -> tensor<2x28xcomplex<f32>>
    return %0 : tensor<2x28xcomplex<f32>>
  }
  func.func private @remainder_18(%arg0: tensor<16xi32>, %arg1: tensor<i32>) -> tensor<16xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<16xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %12 = stablehlo.and %11, %6 : tensor<16xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %14 = stablehlo.add %4, %13 : tensor<16xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<16xi1>, tensor<16xi32>
    return %15 : tensor<16xi32>
  }
  func.func private @_roll_static_19(%arg0: tensor<2x32xcomplex<f32>>) -> tensor<2x32xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 16:32] : (tensor<2x32xcomplex<f32>>) -> tensor<2x16xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:16] : (tensor<2x32xcomplex<f32>>) -> tensor<2x16xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x16xcomplex<f32>>, tensor<2x16xcomplex<f32>>) -> tensor<2x32xcomplex<f32>>
    return %2 : tensor<2x32xcomplex<f32>>
  }
  func.func private @fft_20(%arg0: tensor<2x32xcomplex<f32>>) -> tensor<2x32xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [32] : (tensor<2x32xcomplex<f32>>) -> tensor<2x32xcomplex<f32>>
    return %0 : tensor<2x32xcomplex<f32>>
  }
  func.func private @remainder_21(%arg0: tensor<14xi32>, %arg1: tensor<i32>) -> tensor<14xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<14xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<14xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<14xi1>, tensor<14xi1>) -> tensor<14xi1>
    %12 = stablehlo.and %11, %6 : tensor<14xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %14 = stablehlo.add %4, %13 : tensor<14xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<14xi1>, tensor<14xi32>
    return %15 : tensor<14xi32>
  }
  func.func private @_roll_static_22(%arg0: tensor<2x36xcomplex<f32>>) -> tensor<2x36xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 18:36] : (tensor<2x36xcomplex<f32>>) -> tensor<2x18xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:18] : (tensor<2x36xcomplex<f32>>) -> tensor<2x18xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x18xcomplex<f32>>, tensor<2x18xcomplex<f32>>) -> tensor<2x36xcomplex<f32>>
    return %2 : tensor<2x36xcomplex<f32>>
  }
  func.func private @fft_23(%arg0: tensor<2x36xcomplex<f32>>) -> tensor<2x36xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [36] : (tensor<2x36xcomplex<f32>>) -> tensor<2x36xcomplex<f32>>
    return %0 : tensor<2x36xcomplex<f32>>
  }
  func.func private @remainder_24(%arg0: tensor<12xi32>, %arg1: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<12xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %12 = stablehlo.and %11, %6 : tensor<12xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %14 = stablehlo.add %4, %13 : tensor<12xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<12xi1>, tensor<12xi32>
    return %15 : tensor<12xi32>
  }
  func.func private @_roll_static_25(%arg0: tensor<2x40xcomplex<f32>>) -> tensor<2x40xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 20:40] : (tensor<2x40xcomplex<f32>>) -> tensor<2x20xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:20] : (tensor<2x40xcomplex<f32>>) -> tensor<2x20xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x20xcomplex<f32>>, tensor<2x20xcomplex<f32>>) -> tensor<2x40xcomplex<f32>>
    return %2 : tensor<2x40xcomplex<f32>>
  }
  func.func private @fft_26(%arg0: tensor<2x40xcomplex<f32>>) -> tensor<2x40xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [40] : (tensor<2x40xcomplex<f32>>) -> tensor<2x40xcomplex<f32>>
    return %0 : tensor<2x40xcomplex<f32>>
  }
  func.func private @remainder_27(%arg0: tensor<10xi32>, %arg1: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<10xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<10xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %12 = stablehlo.and %11, %6 : tensor<10xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %14 = stablehlo.add %4, %13 : tensor<10xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<10xi1>, tensor<10xi32>
    return %15 : tensor<10xi32>
  }
  func.func private @_roll_static_28(%arg0: tensor<2x44xcomplex<f32>>) -> tensor<2x44xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 22:44] : (tensor<2x44xcomplex<f32>>) -> tensor<2x22xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:22] : (tensor<2x44xcomplex<f32>>) -> tensor<2x22xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x22xcomplex<f32>>, tensor<2x22xcomplex<f32>>) -> tensor<2x44xcomplex<f32>>
    return %2 : tensor<2x44xcomplex<f32>>
  }
  func.func private @fft_29(%arg0: tensor<2x44xcomplex<f32>>) -> tensor<2x44xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [44] : (tensor<2x44xcomplex<f32>>) -> tensor<2x44xcomplex<f32>>
    return %0 : tensor<2x44xcomplex<f32>>
  }
  func.func private @remainder_30(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.add %4, %13 : tensor<8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<8xi1>, tensor<8xi32>
    return %15 : tensor<8xi32>
  }
  func.func private @_roll_static_31(%arg0: tensor<2x48xcomplex<f32>>) -> tensor<2x48xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 24:48] : (tensor<2x48xcomplex<f32>>) -> tensor<2x24xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:24] : (tensor<2x48xcomplex<f32>>) -> tensor<2x24xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x24xcomplex<f32>>, tensor<2x24xcomplex<f32>>) -> tensor<2x48xcomplex<f32>>
    return %2 : tensor<2x48xcomplex<f32>>
  }
  func.func private @fft_32(%arg0: tensor<2x48xcomplex<f32>>) -> tensor<2x48xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [48] : (tensor<2x48xcomplex<f32>>) -> tensor<2x48xcomplex<f32>>
    return %0 : tensor<2x48xcomplex<f32>>
  }
  func.func private @remainder_33(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %12 = stablehlo.and %11, %6 : tensor<6xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %14 = stablehlo.add %4, %13 : tensor<6xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<6xi1>, tensor<6xi32>
    return %15 : tensor<6xi32>
  }
  func.func private @_roll_static_34(%arg0: tensor<2x52xcomplex<f32>>) -> tensor<2x52xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 26:52] : (tensor<2x52xcomplex<f32>>) -> tensor<2x26xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:26] : (tensor<2x52xcomplex<f32>>) -> tensor<2x26xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x26xcomplex<f32>>, tensor<2x26xcomplex<f32>>) -> tensor<2x52xcomplex<f32>>
    return %2 : tensor<2x52xcomplex<f32>>
  }
  func.func private @fft_35(%arg0: tensor<2x52xcomplex<f32>>) -> tensor<2x52xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [52] : (tensor<2x52xcomplex<f32>>) -> tensor<2x52xcomplex<f32>>
    return %0 : tensor<2x52xcomplex<f32>>
  }
  func.func private @remainder_36(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %14 = stablehlo.add %4, %13 : tensor<4xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4xi1>, tensor<4xi32>
    return %15 : tensor<4xi32>
  }
  func.func private @_roll_static_37(%arg0: tensor<2x56xcomplex<f32>>) -> tensor<2x56xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 28:56] : (tensor<2x56xcomplex<f32>>) -> tensor<2x28xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:28] : (tensor<2x56xcomplex<f32>>) -> tensor<2x28xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x28xcomplex<f32>>, tensor<2x28xcomplex<f32>>) -> tensor<2x56xcomplex<f32>>
    return %2 : tensor<2x56xcomplex<f32>>
  }
  func.func private @fft_38(%arg0: tensor<2x56xcomplex<f32>>) -> tensor<2x56xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [56] : (tensor<2x56xcomplex<f32>>) -> tensor<2x56xcomplex<f32>>
    return %0 : tensor<2x56xcomplex<f32>>
  }
  func.func private @remainder_39(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<2xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %12 = stablehlo.and %11, %6 : tensor<2xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %14 = stablehlo.add %4, %13 : tensor<2xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<2xi1>, tensor<2xi32>
    return %15 : tensor<2xi32>
  }
  func.func private @_roll_static_40(%arg0: tensor<2x60xcomplex<f32>>) -> tensor<2x60xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:2, 30:60] : (tensor<2x60xcomplex<f32>>) -> tensor<2x30xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:30] : (tensor<2x60xcomplex<f32>>) -> tensor<2x30xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x30xcomplex<f32>>, tensor<2x30xcomplex<f32>>) -> tensor<2x60xcomplex<f32>>
    return %2 : tensor<2x60xcomplex<f32>>
  }
  func.func private @fft_41(%arg0: tensor<2x60xcomplex<f32>>) -> tensor<2x60xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [60] : (tensor<2x60xcomplex<f32>>) -> tensor<2x60xcomplex<f32>>
    return %0 : tensor<2x60xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<33x32xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<33x33xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<33x32xcomplex<f32>>, tensor<complex<f32>>) -> tensor<33x33xcomplex<f32>>
    return %1 : tensor<33x33xcomplex<f32>>
  }
  func.func private @fft_42(%arg0: tensor<33x33xcomplex<f32>>) -> tensor<33x64xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [64] : (tensor<33x33xcomplex<f32>>) -> tensor<33x64xf32>
    return %0 : tensor<33x64xf32>
  }
}
