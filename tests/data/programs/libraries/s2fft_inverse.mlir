module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x31xcomplex<f32>>) -> (tensor<16x31xcomplex<f32>> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @inverse_jax(%arg0, %c) : (tensor<16x31xcomplex<f32>>, tensor<i32>) -> tensor<16x31xcomplex<f32>>
    return %0 : tensor<16x31xcomplex<f32>>
  }
  func.func private @inverse_jax(%arg0: tensor<16x31xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<16x31xcomplex<f32>> {
    %c = stablehlo.constant dense<> : tensor<0xi32>
    %cst = stablehlo.constant dense<[0.101341702, 0.304025084, 0.506708503, 0.709391891, 0.912075281, 1.11475873, 1.31744206, 1.52012551, 1.72280884, 1.92549229, 2.12817574, 2.33085918, 2.53354239, 2.73622584, 2.93890929, 3.14159274]> : tensor<16xf32>
    %0 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.multiply %1, %0 : tensor<16xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4 = stablehlo.add %2, %3 : tensor<16xi32>
    %5 = stablehlo.convert %4 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_2 = stablehlo.constant dense<12.566371> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.divide %5, %6 : tensor<16xf32>
    %8 = stablehlo.sqrt %7 : tensor<16xf32>
    %9 = stablehlo.convert %arg0 : tensor<16x31xcomplex<f32>>
    %10 = stablehlo.convert %8 : (tensor<16xf32>) -> tensor<16xcomplex<f32>>
    %11 = stablehlo.dot_general %9, %10, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16x31xcomplex<f32>>, tensor<16xcomplex<f32>>) -> tensor<16x31xcomplex<f32>>
    %12 = "stablehlo.scatter"(%arg0, %c, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>):
      stablehlo.return %arg3 : tensor<complex<f32>>
    }) : (tensor<16x31xcomplex<f32>>, tensor<0xi32>, tensor<16x31xcomplex<f32>>) -> tensor<16x31xcomplex<f32>>
    %13 = stablehlo.convert %arg1 : tensor<i32>
    %14 = call @inverse_latitudinal_step_jax(%cst, %12, %13) : (tensor<16xf32>, tensor<16x31xcomplex<f32>>, tensor<i32>) -> tensor<16x31xcomplex<f32>>
    %15 = stablehlo.abs %arg1 : tensor<i32>
    %c_3 = stablehlo.constant dense<-1> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare EQ, %c_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare NE, %15, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.and %16, %17 : tensor<i1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %19 = call @_where_21(%18, %c_6, %c_7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.and %15, %c_8 : tensor<i32>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %21 = stablehlo.multiply %19, %c_9 : tensor<i32>
    %22 = call @_where_22(%20, %21, %19) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_10 = stablehlo.constant dense<-1> : tensor<i32>
    %c_11 = stablehlo.constant dense<-1> : tensor<i32>
    %23 = stablehlo.multiply %c_10, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.shift_right_logical %15, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.and %24, %c_13 : tensor<i32>
    %26 = stablehlo.multiply %22, %23 : tensor<i32>
    %27 = call @_where_22(%25, %26, %22) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %28 = stablehlo.multiply %23, %23 : tensor<i32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %29 = stablehlo.shift_right_logical %24, %c_14 : tensor<i32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.and %29, %c_15 : tensor<i32>
    %31 = stablehlo.multiply %27, %28 : tensor<i32>
    %32 = call @_where_22(%30, %31, %27) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %33 = stablehlo.multiply %28, %28 : tensor<i32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %34 = stablehlo.shift_right_logical %29, %c_16 : tensor<i32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.and %34, %c_17 : tensor<i32>
    %36 = stablehlo.multiply %32, %33 : tensor<i32>
    %37 = call @_where_22(%35, %36, %32) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %38 = stablehlo.multiply %33, %33 : tensor<i32>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %39 = stablehlo.shift_right_logical %34, %c_18 : tensor<i32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %40 = stablehlo.and %39, %c_19 : tensor<i32>
    %41 = stablehlo.multiply %37, %38 : tensor<i32>
    %42 = call @_where_22(%40, %41, %37) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %43 = stablehlo.multiply %38, %38 : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.shift_right_logical %39, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.and %44, %c_21 : tensor<i32>
    %46 = stablehlo.multiply %42, %43 : tensor<i32>
    %47 = call @_where_22(%45, %46, %42) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %48 = stablehlo.convert %47 : (tensor<i32>) -> tensor<complex<f32>>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<complex<f32>>) -> tensor<16x31xcomplex<f32>>
    %50 = stablehlo.multiply %14, %49 : tensor<16x31xcomplex<f32>>
    %51 = call @_roll_static(%50) : (tensor<16x31xcomplex<f32>>) -> tensor<16x31xcomplex<f32>>
    %52 = stablehlo.real %51 : (tensor<16x31xcomplex<f32>>) -> tensor<16x31xf32>
    %53 = stablehlo.imag %51 : (tensor<16x31xcomplex<f32>>) -> tensor<16x31xf32>
    %54 = stablehlo.negate %53 : tensor<16x31xf32>
    %55 = stablehlo.complex %52, %54 : tensor<16x31xcomplex<f32>>
    %56 = call @fft(%55) : (tensor<16x31xcomplex<f32>>) -> tensor<16x31xcomplex<f32>>
    %cst_22 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %57 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<complex<f32>>) -> tensor<16x31xcomplex<f32>>
    %58 = stablehlo.multiply %56, %57 : tensor<16x31xcomplex<f32>>
    %59 = stablehlo.real %58 : (tensor<16x31xcomplex<f32>>) -> tensor<16x31xf32>
    %60 = stablehlo.imag %58 : (tensor<16x31xcomplex<f32>>) -> tensor<16x31xf32>
    %61 = stablehlo.negate %60 : tensor<16x31xf32>
    %62 = stablehlo.complex %59, %61 : tensor<16x31xcomplex<f32>>
    return %62 : tensor<16x31xcomplex<f32>>
  }
  func.func private @inverse_latitudinal_step_jax(%arg0: tensor<16xf32>, %arg1: tensor<16x31xcomplex<f32>>, %arg2: tensor<i32>) -> tensor<16x31xcomplex<f32>> {
    %c = stablehlo.constant dense<> : tensor<0xi32>
    %c_0 = stablehlo.constant dense<> : tensor<0xi32>
    %0 = stablehlo.negate %arg2 : tensor<i32>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<16x31xcomplex<f32>>
    %2 = stablehlo.iota dim = 0 : tensor<16xi32>
    %3 = stablehlo.cosine %arg0 : tensor<16xf32>
    %4 = stablehlo.sine %arg0 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.subtract %5, %3 : tensor<16xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %8 = stablehlo.add %2, %7 : tensor<16xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %10 = stablehlo.add %8, %9 : tensor<16xi32>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %12 = stablehlo.subtract %2, %11 : tensor<16xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %14 = stablehlo.add %12, %13 : tensor<16xi32>
    %15 = stablehlo.negate %0 : tensor<i32>
    %16:5 = call @generate_precomputes_jax(%15, %arg0) : (tensor<i32>, tensor<16xf32>) -> (tensor<2x16x16xf32>, tensor<31x16xf32>, tensor<17x16xf32>, tensor<17x16xf32>, tensor<16x16xi32>)
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %19 = stablehlo.add %2, %18 : tensor<16xi32>
    %20 = stablehlo.convert %6 : tensor<16xf32>
    %21 = stablehlo.convert %19 : (tensor<16xi32>) -> tensor<16xf32>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %c_6 = stablehlo.constant dense<-14> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %24 = stablehlo.add %23, %2 : tensor<16xi32>
    %25 = stablehlo.convert %3 : tensor<16xf32>
    %26 = stablehlo.convert %24 : (tensor<16xi32>) -> tensor<16xf32>
    %27 = stablehlo.dot_general %25, %26, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %28 = stablehlo.add %22, %27 : tensor<16x16xf32>
    %29 = stablehlo.convert %10 : (tensor<16xi32>) -> tensor<16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %32 = stablehlo.subtract %28, %31 : tensor<16x16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %34 = stablehlo.divide %33, %4 : tensor<16xf32>
    %35 = stablehlo.dot_general %32, %34, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %36 = stablehlo.slice %16#2 [0:1, 15:16] : (tensor<17x16xf32>) -> tensor<1x1xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x1xf32>) -> tensor<1xf32>
    %38 = stablehlo.slice %17 [0:1, 0:16, 15:16] : (tensor<2x16x16xf32>) -> tensor<1x16x1xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    %40 = stablehlo.slice %35 [0:16, 15:16] : (tensor<16x16xf32>) -> tensor<16x1xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<16x1xf32>
    %42 = stablehlo.dot_general %41, %37, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16x1xf32>, tensor<1xf32>) -> tensor<1x16xf32>
    %43 = stablehlo.transpose %42, dims = [1, 0] : (tensor<1x16xf32>) -> tensor<16x1xf32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_9 = stablehlo.constant dense<15> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %46 = stablehlo.concatenate %44, %45, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %47 = "stablehlo.scatter"(%17, %46, %43) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 2]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<2x16x16xf32>, tensor<2xi32>, tensor<16x1xf32>) -> tensor<2x16x16xf32>
    %48 = stablehlo.slice %47 [0:1, 0:16, 15:16] : (tensor<2x16x16xf32>) -> tensor<1x16x1xf32>
    %49 = stablehlo.reshape %48 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    %50 = stablehlo.slice %16#1 [0:1, 15:16] : (tensor<31x16xf32>) -> tensor<1x1xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x1xf32>) -> tensor<1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x1xf32>
    %54 = stablehlo.multiply %49, %53 : tensor<16x1xf32>
    %55 = stablehlo.slice %16#0 [0:1, 0:16, 15:16] : (tensor<2x16x16xf32>) -> tensor<1x16x1xf32>
    %56 = stablehlo.reshape %55 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    %57 = stablehlo.exponential %56 : tensor<16x1xf32>
    %58 = stablehlo.multiply %54, %57 : tensor<16x1xf32>
    %59 = stablehlo.slice %arg1 [15:16, 0:1] : (tensor<16x31xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %60 = stablehlo.reshape %59 : (tensor<1x1xcomplex<f32>>) -> tensor<1xcomplex<f32>>
    %61 = stablehlo.convert %58 : (tensor<16x1xf32>) -> tensor<16x1xcomplex<f32>>
    %62 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<1xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<1x1xcomplex<f32>>) -> tensor<16x1xcomplex<f32>>
    %64 = stablehlo.multiply %61, %63 : tensor<16x1xcomplex<f32>>
    %65 = call @nansum(%64) : (tensor<16x1xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %67 = "stablehlo.scatter"(%1, %66, %65) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f32>>, %arg4: tensor<complex<f32>>):
      stablehlo.return %arg4 : tensor<complex<f32>>
    }) : (tensor<16x31xcomplex<f32>>, tensor<1xi32>, tensor<16xcomplex<f32>>) -> tensor<16x31xcomplex<f32>>
    %68 = stablehlo.slice %47 [1:2, 0:16, 14:16] : (tensor<2x16x16xf32>) -> tensor<1x16x2xf32>
    %69 = stablehlo.reshape %68 : (tensor<1x16x2xf32>) -> tensor<16x2xf32>
    %70 = stablehlo.slice %16#1 [1:2, 14:16] : (tensor<31x16xf32>) -> tensor<1x2xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x2xf32>) -> tensor<2xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<16x2xf32>
    %74 = stablehlo.multiply %69, %73 : tensor<16x2xf32>
    %75 = stablehlo.slice %16#0 [0:1, 0:16, 14:16] : (tensor<2x16x16xf32>) -> tensor<1x16x2xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x16x2xf32>) -> tensor<16x2xf32>
    %77 = stablehlo.exponential %76 : tensor<16x2xf32>
    %78 = stablehlo.multiply %74, %77 : tensor<16x2xf32>
    %79 = stablehlo.slice %arg1 [14:16, 1:2] : (tensor<16x31xcomplex<f32>>) -> tensor<2x1xcomplex<f32>>
    %80 = stablehlo.reshape %79 : (tensor<2x1xcomplex<f32>>) -> tensor<2xcomplex<f32>>
    %81 = stablehlo.convert %78 : (tensor<16x2xf32>) -> tensor<16x2xcomplex<f32>>
    %82 = stablehlo.broadcast_in_dim %80, dims = [1] : (tensor<2xcomplex<f32>>) -> tensor<1x2xcomplex<f32>>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<1x2xcomplex<f32>>) -> tensor<16x2xcomplex<f32>>
    %84 = stablehlo.multiply %81, %83 : tensor<16x2xcomplex<f32>>
    %85 = call @nansum_12(%84) : (tensor<16x2xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %86 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %87 = "stablehlo.scatter"(%67, %86, %85) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f32>>, %arg4: tensor<complex<f32>>):
      stablehlo.return %arg4 : tensor<complex<f32>>
    }) : (tensor<16x31xcomplex<f32>>, tensor<1xi32>, tensor<16xcomplex<f32>>) -> tensor<16x31xcomplex<f32>>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %c_13 = stablehlo.constant dense<2> : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %89:17 = stablehlo.while(%iterArg = %16#4, %iterArg_61 = %6, %iterArg_62 = %3, %iterArg_63 = %4, %iterArg_64 = %2, %iterArg_65 = %10, %iterArg_66 = %16#2, %iterArg_67 = %16#3, %iterArg_68 = %c, %iterArg_69 = %16#1, %iterArg_70 = %arg1, %iterArg_71 = %c_14, %iterArg_72 = %c_13, %iterArg_73 = %87, %iterArg_74 = %88, %iterArg_75 = %47, %iterArg_76 = %16#0) : tensor<16x16xi32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi32>, tensor<16xi32>, tensor<17x16xf32>, tensor<17x16xf32>, tensor<0xi32>, tensor<31x16xf32>, tensor<16x31xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<16x31xcomplex<f32>>, tensor<16x16xf32>, tensor<2x16x16xf32>, tensor<2x16x16xf32>
    cond {
      %c_77 = stablehlo.constant dense<13> : tensor<i32>
      %245 = stablehlo.compare LT, %iterArg_71, %c_77, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %245 : tensor<i1>
    } do {
      %245:5 = func.call @closed_call_14(%iterArg, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_72, %iterArg_73, %iterArg_74, %iterArg_75, %iterArg_76) : (tensor<16x16xi32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi32>, tensor<16xi32>, tensor<17x16xf32>, tensor<17x16xf32>, tensor<0xi32>, tensor<31x16xf32>, tensor<16x31xcomplex<f32>>, tensor<i32>, tensor<16x31xcomplex<f32>>, tensor<16x16xf32>, tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> (tensor<i32>, tensor<16x31xcomplex<f32>>, tensor<16x16xf32>, tensor<2x16x16xf32>, tensor<2x16x16xf32>)
      %c_77 = stablehlo.constant dense<1> : tensor<i32>
      %246 = stablehlo.add %iterArg_71, %c_77 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %246, %245#0, %245#1, %245#2, %245#3, %245#4 : tensor<16x16xi32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi32>, tensor<16xi32>, tensor<17x16xf32>, tensor<17x16xf32>, tensor<0xi32>, tensor<31x16xf32>, tensor<16x31xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<16x31xcomplex<f32>>, tensor<16x16xf32>, tensor<2x16x16xf32>, tensor<2x16x16xf32>
    }
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %91 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %92 = stablehlo.add %2, %91 : tensor<16xi32>
    %93 = stablehlo.convert %6 : tensor<16xf32>
    %94 = stablehlo.convert %92 : (tensor<16xi32>) -> tensor<16xf32>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %c_17 = stablehlo.constant dense<-14> : tensor<i32>
    %96 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %97 = stablehlo.add %96, %2 : tensor<16xi32>
    %98 = stablehlo.convert %3 : tensor<16xf32>
    %99 = stablehlo.convert %97 : (tensor<16xi32>) -> tensor<16xf32>
    %100 = stablehlo.dot_general %98, %99, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %101 = stablehlo.add %95, %100 : tensor<16x16xf32>
    %102 = stablehlo.convert %14 : (tensor<16xi32>) -> tensor<16xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %105 = stablehlo.subtract %101, %104 : tensor<16x16xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %107 = stablehlo.divide %106, %4 : tensor<16xf32>
    %108 = stablehlo.dot_general %105, %107, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %109 = stablehlo.slice %16#2 [0:1, 15:16] : (tensor<17x16xf32>) -> tensor<1x1xf32>
    %110 = stablehlo.reshape %109 : (tensor<1x1xf32>) -> tensor<1xf32>
    %111 = stablehlo.slice %90 [0:1, 0:16, 15:16] : (tensor<2x16x16xf32>) -> tensor<1x16x1xf32>
    %112 = stablehlo.reshape %111 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    %113 = stablehlo.slice %108 [0:16, 15:16] : (tensor<16x16xf32>) -> tensor<16x1xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<16x1xf32>
    %115 = stablehlo.dot_general %114, %110, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16x1xf32>, tensor<1xf32>) -> tensor<1x16xf32>
    %116 = stablehlo.transpose %115, dims = [1, 0] : (tensor<1x16xf32>) -> tensor<16x1xf32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %117 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_20 = stablehlo.constant dense<15> : tensor<i32>
    %118 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %119 = stablehlo.concatenate %117, %118, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %120 = "stablehlo.scatter"(%90, %119, %116) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 2]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<2x16x16xf32>, tensor<2xi32>, tensor<16x1xf32>) -> tensor<2x16x16xf32>
    %121 = stablehlo.slice %120 [0:1, 0:16, 15:16] : (tensor<2x16x16xf32>) -> tensor<1x16x1xf32>
    %122 = stablehlo.reshape %121 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    %123 = stablehlo.slice %16#1 [30:31, 15:16] : (tensor<31x16xf32>) -> tensor<1x1xf32>
    %124 = stablehlo.reshape %123 : (tensor<1x1xf32>) -> tensor<1xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x1xf32>
    %127 = stablehlo.multiply %122, %126 : tensor<16x1xf32>
    %128 = stablehlo.slice %89#16 [1:2, 0:16, 15:16] : (tensor<2x16x16xf32>) -> tensor<1x16x1xf32>
    %129 = stablehlo.reshape %128 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    %130 = stablehlo.exponential %129 : tensor<16x1xf32>
    %131 = stablehlo.multiply %127, %130 : tensor<16x1xf32>
    %132 = stablehlo.slice %arg1 [15:16, 30:31] : (tensor<16x31xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %133 = stablehlo.reshape %132 : (tensor<1x1xcomplex<f32>>) -> tensor<1xcomplex<f32>>
    %134 = stablehlo.convert %131 : (tensor<16x1xf32>) -> tensor<16x1xcomplex<f32>>
    %135 = stablehlo.broadcast_in_dim %133, dims = [1] : (tensor<1xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<1x1xcomplex<f32>>) -> tensor<16x1xcomplex<f32>>
    %137 = stablehlo.multiply %134, %136 : tensor<16x1xcomplex<f32>>
    %138 = call @nansum(%137) : (tensor<16x1xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %c_21 = stablehlo.constant dense<30> : tensor<i32>
    %139 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %140 = "stablehlo.scatter"(%89#13, %139, %138) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f32>>, %arg4: tensor<complex<f32>>):
      stablehlo.return %arg4 : tensor<complex<f32>>
    }) : (tensor<16x31xcomplex<f32>>, tensor<1xi32>, tensor<16xcomplex<f32>>) -> tensor<16x31xcomplex<f32>>
    %141 = stablehlo.slice %120 [1:2, 0:16, 14:16] : (tensor<2x16x16xf32>) -> tensor<1x16x2xf32>
    %142 = stablehlo.reshape %141 : (tensor<1x16x2xf32>) -> tensor<16x2xf32>
    %143 = stablehlo.slice %16#1 [29:30, 14:16] : (tensor<31x16xf32>) -> tensor<1x2xf32>
    %144 = stablehlo.reshape %143 : (tensor<1x2xf32>) -> tensor<2xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<16x2xf32>
    %147 = stablehlo.multiply %142, %146 : tensor<16x2xf32>
    %148 = stablehlo.slice %89#16 [1:2, 0:16, 14:16] : (tensor<2x16x16xf32>) -> tensor<1x16x2xf32>
    %149 = stablehlo.reshape %148 : (tensor<1x16x2xf32>) -> tensor<16x2xf32>
    %150 = stablehlo.exponential %149 : tensor<16x2xf32>
    %151 = stablehlo.multiply %147, %150 : tensor<16x2xf32>
    %152 = stablehlo.slice %arg1 [14:16, 29:30] : (tensor<16x31xcomplex<f32>>) -> tensor<2x1xcomplex<f32>>
    %153 = stablehlo.reshape %152 : (tensor<2x1xcomplex<f32>>) -> tensor<2xcomplex<f32>>
    %154 = stablehlo.convert %151 : (tensor<16x2xf32>) -> tensor<16x2xcomplex<f32>>
    %155 = stablehlo.broadcast_in_dim %153, dims = [1] : (tensor<2xcomplex<f32>>) -> tensor<1x2xcomplex<f32>>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<1x2xcomplex<f32>>) -> tensor<16x2xcomplex<f32>>
    %157 = stablehlo.multiply %154, %156 : tensor<16x2xcomplex<f32>>
    %158 = call @nansum_12(%157) : (tensor<16x2xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %c_22 = stablehlo.constant dense<29> : tensor<i32>
    %159 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %160 = "stablehlo.scatter"(%140, %159, %158) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f32>>, %arg4: tensor<complex<f32>>):
      stablehlo.return %arg4 : tensor<complex<f32>>
    }) : (tensor<16x31xcomplex<f32>>, tensor<1xi32>, tensor<16xcomplex<f32>>) -> tensor<16x31xcomplex<f32>>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %c_24 = stablehlo.constant dense<2> : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %162:17 = stablehlo.while(%iterArg = %16#4, %iterArg_61 = %6, %iterArg_62 = %3, %iterArg_63 = %4, %iterArg_64 = %2, %iterArg_65 = %14, %iterArg_66 = %16#2, %iterArg_67 = %16#3, %iterArg_68 = %c_0, %iterArg_69 = %16#1, %iterArg_70 = %arg1, %iterArg_71 = %c_25, %iterArg_72 = %c_24, %iterArg_73 = %160, %iterArg_74 = %161, %iterArg_75 = %120, %iterArg_76 = %89#16) : tensor<16x16xi32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi32>, tensor<16xi32>, tensor<17x16xf32>, tensor<17x16xf32>, tensor<0xi32>, tensor<31x16xf32>, tensor<16x31xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<16x31xcomplex<f32>>, tensor<16x16xf32>, tensor<2x16x16xf32>, tensor<2x16x16xf32>
    cond {
      %c_77 = stablehlo.constant dense<14> : tensor<i32>
      %245 = stablehlo.compare LT, %iterArg_71, %c_77, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %245 : tensor<i1>
    } do {
      %245:5 = func.call @closed_call_18(%iterArg, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_72, %iterArg_73, %iterArg_74, %iterArg_75, %iterArg_76) : (tensor<16x16xi32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi32>, tensor<16xi32>, tensor<17x16xf32>, tensor<17x16xf32>, tensor<0xi32>, tensor<31x16xf32>, tensor<16x31xcomplex<f32>>, tensor<i32>, tensor<16x31xcomplex<f32>>, tensor<16x16xf32>, tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> (tensor<i32>, tensor<16x31xcomplex<f32>>, tensor<16x16xf32>, tensor<2x16x16xf32>, tensor<2x16x16xf32>)
      %c_77 = stablehlo.constant dense<1> : tensor<i32>
      %246 = stablehlo.add %iterArg_71, %c_77 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %246, %245#0, %245#1, %245#2, %245#3, %245#4 : tensor<16x16xi32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi32>, tensor<16xi32>, tensor<17x16xf32>, tensor<17x16xf32>, tensor<0xi32>, tensor<31x16xf32>, tensor<16x31xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<16x31xcomplex<f32>>, tensor<16x16xf32>, tensor<2x16x16xf32>, tensor<2x16x16xf32>
    }
    %c_26 = stablehlo.constant dense<15> : tensor<i32>
    %163 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_27 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %164 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<complex<f32>>) -> tensor<31xcomplex<f32>>
    %165 = "stablehlo.scatter"(%162#13, %163, %164) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f32>>, %arg4: tensor<complex<f32>>):
      stablehlo.return %arg4 : tensor<complex<f32>>
    }) : (tensor<16x31xcomplex<f32>>, tensor<1xi32>, tensor<31xcomplex<f32>>) -> tensor<16x31xcomplex<f32>>
    %c_28 = stablehlo.constant dense<15> : tensor<i32>
    %166 = stablehlo.add %c_28, %arg2 : tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %167 = stablehlo.add %166, %c_29 : tensor<i32>
    %168 = stablehlo.iota dim = 0 : tensor<16xi32>
    %169 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %170 = stablehlo.subtract %168, %169 : tensor<16xi32>
    %171 = stablehlo.abs %170 : tensor<16xi32>
    %c_30 = stablehlo.constant dense<-1> : tensor<i32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %172 = stablehlo.compare EQ, %c_30, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %173 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %174 = stablehlo.compare NE, %171, %173, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %175 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %176 = stablehlo.and %175, %174 : tensor<16xi1>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %c_34 = stablehlo.constant dense<1> : tensor<i32>
    %177 = call @_where_4(%176, %c_33, %c_34) : (tensor<16xi1>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
    %c_35 = stablehlo.constant dense<1> : tensor<i32>
    %178 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %179 = stablehlo.and %171, %178 : tensor<16xi32>
    %c_36 = stablehlo.constant dense<-1> : tensor<i32>
    %180 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %181 = stablehlo.multiply %177, %180 : tensor<16xi32>
    %182 = call @_where_5(%179, %181, %177) : (tensor<16xi32>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %c_37 = stablehlo.constant dense<-1> : tensor<i32>
    %c_38 = stablehlo.constant dense<-1> : tensor<i32>
    %183 = stablehlo.multiply %c_37, %c_38 : tensor<i32>
    %c_39 = stablehlo.constant dense<1> : tensor<i32>
    %184 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %185 = stablehlo.shift_right_logical %171, %184 : tensor<16xi32>
    %c_40 = stablehlo.constant dense<1> : tensor<i32>
    %186 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %187 = stablehlo.and %185, %186 : tensor<16xi32>
    %188 = stablehlo.broadcast_in_dim %183, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %189 = stablehlo.multiply %182, %188 : tensor<16xi32>
    %190 = call @_where_5(%187, %189, %182) : (tensor<16xi32>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %191 = stablehlo.multiply %183, %183 : tensor<i32>
    %c_41 = stablehlo.constant dense<1> : tensor<i32>
    %192 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %193 = stablehlo.shift_right_logical %185, %192 : tensor<16xi32>
    %c_42 = stablehlo.constant dense<1> : tensor<i32>
    %194 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %195 = stablehlo.and %193, %194 : tensor<16xi32>
    %196 = stablehlo.broadcast_in_dim %191, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %197 = stablehlo.multiply %190, %196 : tensor<16xi32>
    %198 = call @_where_5(%195, %197, %190) : (tensor<16xi32>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %199 = stablehlo.multiply %191, %191 : tensor<i32>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %200 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %201 = stablehlo.shift_right_logical %193, %200 : tensor<16xi32>
    %c_44 = stablehlo.constant dense<1> : tensor<i32>
    %202 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %203 = stablehlo.and %201, %202 : tensor<16xi32>
    %204 = stablehlo.broadcast_in_dim %199, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %205 = stablehlo.multiply %198, %204 : tensor<16xi32>
    %206 = call @_where_5(%203, %205, %198) : (tensor<16xi32>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %207 = stablehlo.multiply %199, %199 : tensor<i32>
    %c_45 = stablehlo.constant dense<1> : tensor<i32>
    %208 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %209 = stablehlo.shift_right_logical %201, %208 : tensor<16xi32>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %210 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %211 = stablehlo.and %209, %210 : tensor<16xi32>
    %212 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %213 = stablehlo.multiply %206, %212 : tensor<16xi32>
    %214 = call @_where_5(%211, %213, %206) : (tensor<16xi32>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %215 = stablehlo.multiply %207, %207 : tensor<i32>
    %c_47 = stablehlo.constant dense<1> : tensor<i32>
    %216 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %217 = stablehlo.shift_right_logical %209, %216 : tensor<16xi32>
    %c_48 = stablehlo.constant dense<1> : tensor<i32>
    %218 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %219 = stablehlo.and %217, %218 : tensor<16xi32>
    %220 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %221 = stablehlo.multiply %214, %220 : tensor<16xi32>
    %222 = call @_where_5(%219, %221, %214) : (tensor<16xi32>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %223 = stablehlo.multiply %215, %215 : tensor<i32>
    %c_49 = stablehlo.constant dense<1> : tensor<i32>
    %224 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %225 = stablehlo.shift_right_logical %217, %224 : tensor<16xi32>
    %c_50 = stablehlo.constant dense<15> : tensor<i32>
    %226 = stablehlo.add %c_50, %arg2 : tensor<i32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %227 = stablehlo.compare LT, %c_51, %c_52, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %c_54 = stablehlo.constant dense<16> : tensor<i32>
    %228 = stablehlo.add %c_53, %c_54 : tensor<i32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %229 = stablehlo.select %227, %228, %c_55 : tensor<i1>, tensor<i32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %230 = stablehlo.compare LT, %226, %c_56, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_57 = stablehlo.constant dense<31> : tensor<i32>
    %231 = stablehlo.add %226, %c_57 : tensor<i32>
    %232 = stablehlo.select %230, %231, %226 : tensor<i1>, tensor<i32>
    %233 = stablehlo.dynamic_slice %arg1, %229, %232, sizes = [16, 1] : (tensor<16x31xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<16x1xcomplex<f32>>
    %234 = stablehlo.reshape %233 : (tensor<16x1xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %235 = stablehlo.convert %222 : (tensor<16xi32>) -> tensor<16xcomplex<f32>>
    %236 = stablehlo.multiply %235, %234 : tensor<16xcomplex<f32>>
    %237 = call @nansum_19(%236) : (tensor<16xcomplex<f32>>) -> tensor<complex<f32>>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %238 = stablehlo.compare LT, %167, %c_58, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_59 = stablehlo.constant dense<31> : tensor<i32>
    %239 = stablehlo.add %167, %c_59 : tensor<i32>
    %240 = stablehlo.select %238, %239, %167 : tensor<i1>, tensor<i32>
    %c_60 = stablehlo.constant dense<15> : tensor<i32>
    %241 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %242 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %243 = stablehlo.concatenate %241, %242, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %244 = "stablehlo.scatter"(%165, %243, %237) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f32>>, %arg4: tensor<complex<f32>>):
      stablehlo.return %arg4 : tensor<complex<f32>>
    }) : (tensor<16x31xcomplex<f32>>, tensor<2xi32>, tensor<complex<f32>>) -> tensor<16x31xcomplex<f32>>
    return %244 : tensor<16x31xcomplex<f32>>
  }
  func.func private @generate_precomputes_jax(%arg0: tensor<i32>, %arg1: tensor<16xf32>) -> (tensor<2x16x16xf32>, tensor<31x16xf32>, tensor<17x16xf32>, tensor<17x16xf32>, tensor<16x16xi32>) {
    %0 = stablehlo.negate %arg0 : tensor<i32>
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.negate %arg1 : tensor<16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.divide %2, %3 : tensor<16xf32>
    %5 = stablehlo.tan %4 : tensor<16xf32>
    %6 = stablehlo.abs %5 : tensor<16xf32>
    %7 = stablehlo.log %6 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.divide %arg1, %8 : tensor<16xf32>
    %10 = stablehlo.cosine %9 : tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %12 = stablehlo.add %1, %11 : tensor<16xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %14 = stablehlo.add %12, %13 : tensor<16xi32>
    %15 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %16 = stablehlo.subtract %1, %15 : tensor<16xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %18 = stablehlo.add %16, %17 : tensor<16xi32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<17x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<17x16xf32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %22 = stablehlo.multiply %21, %1 : tensor<16xi32>
    %23 = stablehlo.convert %22 : (tensor<16xi32>) -> tensor<16xf32>
    %24 = stablehlo.sqrt %23 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %26 = stablehlo.divide %25, %24 : tensor<16xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%19, %27, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %247 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %247 : tensor<f32>
    }) : (tensor<17x16xf32>, tensor<1xi32>, tensor<16xf32>) -> tensor<17x16xf32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %29:5 = stablehlo.while(%iterArg = %1, %iterArg_97 = %c_8, %iterArg_98 = %c_7, %iterArg_99 = %28, %iterArg_100 = %20) : tensor<16xi32>, tensor<i32>, tensor<i32>, tensor<17x16xf32>, tensor<17x16xf32>
    cond {
      %c_101 = stablehlo.constant dense<15> : tensor<i32>
      %247 = stablehlo.compare LT, %iterArg_97, %c_101, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %247 : tensor<i1>
    } do {
      %247:3 = func.call @closed_call(%iterArg, %iterArg_98, %iterArg_99, %iterArg_100) : (tensor<16xi32>, tensor<i32>, tensor<17x16xf32>, tensor<17x16xf32>) -> (tensor<i32>, tensor<17x16xf32>, tensor<17x16xf32>)
      %c_101 = stablehlo.constant dense<1> : tensor<i32>
      %248 = stablehlo.add %iterArg_97, %c_101 : tensor<i32>
      stablehlo.return %iterArg, %248, %247#0, %247#1, %247#2 : tensor<16xi32>, tensor<i32>, tensor<i32>, tensor<17x16xf32>, tensor<17x16xf32>
    }
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %30:4 = stablehlo.while(%iterArg = %c_10, %iterArg_97 = %c_9, %iterArg_98 = %29#3, %iterArg_99 = %29#4) : tensor<i32>, tensor<i32>, tensor<17x16xf32>, tensor<17x16xf32>
    cond {
      %c_100 = stablehlo.constant dense<16> : tensor<i32>
      %247 = stablehlo.compare LT, %iterArg, %c_100, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %247 : tensor<i1>
    } do {
      %247:3 = func.call @closed_call_0(%iterArg_97, %iterArg_98, %iterArg_99) : (tensor<i32>, tensor<17x16xf32>, tensor<17x16xf32>) -> (tensor<i32>, tensor<17x16xf32>, tensor<17x16xf32>)
      %c_100 = stablehlo.constant dense<1> : tensor<i32>
      %248 = stablehlo.add %iterArg, %c_100 : tensor<i32>
      stablehlo.return %248, %247#0, %247#1, %247#2 : tensor<i32>, tensor<i32>, tensor<17x16xf32>, tensor<17x16xf32>
    }
    %31 = stablehlo.iota dim = 0 : tensor<15xi32>
    %32 = stablehlo.abs %31 : tensor<15xi32>
    %c_11 = stablehlo.constant dense<-1> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.compare EQ, %c_11, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %35 = stablehlo.compare NE, %32, %34, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
    %36 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<15xi1>
    %37 = stablehlo.and %36, %35 : tensor<15xi1>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %38 = call @_where_1(%37, %c_14, %c_15) : (tensor<15xi1>, tensor<i32>, tensor<i32>) -> tensor<15xi32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %40 = stablehlo.and %32, %39 : tensor<15xi32>
    %c_17 = stablehlo.constant dense<-1> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %42 = stablehlo.multiply %38, %41 : tensor<15xi32>
    %43 = call @_where_2(%40, %42, %38) : (tensor<15xi32>, tensor<15xi32>, tensor<15xi32>) -> tensor<15xi32>
    %c_18 = stablehlo.constant dense<-1> : tensor<i32>
    %c_19 = stablehlo.constant dense<-1> : tensor<i32>
    %44 = stablehlo.multiply %c_18, %c_19 : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %46 = stablehlo.shift_right_logical %32, %45 : tensor<15xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %48 = stablehlo.and %46, %47 : tensor<15xi32>
    %49 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %50 = stablehlo.multiply %43, %49 : tensor<15xi32>
    %51 = call @_where_2(%48, %50, %43) : (tensor<15xi32>, tensor<15xi32>, tensor<15xi32>) -> tensor<15xi32>
    %52 = stablehlo.multiply %44, %44 : tensor<i32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %54 = stablehlo.shift_right_logical %46, %53 : tensor<15xi32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %56 = stablehlo.and %54, %55 : tensor<15xi32>
    %57 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %58 = stablehlo.multiply %51, %57 : tensor<15xi32>
    %59 = call @_where_2(%56, %58, %51) : (tensor<15xi32>, tensor<15xi32>, tensor<15xi32>) -> tensor<15xi32>
    %60 = stablehlo.multiply %52, %52 : tensor<i32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %62 = stablehlo.shift_right_logical %54, %61 : tensor<15xi32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %64 = stablehlo.and %62, %63 : tensor<15xi32>
    %65 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %66 = stablehlo.multiply %59, %65 : tensor<15xi32>
    %67 = call @_where_2(%64, %66, %59) : (tensor<15xi32>, tensor<15xi32>, tensor<15xi32>) -> tensor<15xi32>
    %68 = stablehlo.multiply %60, %60 : tensor<i32>
    %c_26 = stablehlo.constant dense<1> : tensor<i32>
    %69 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %70 = stablehlo.shift_right_logical %62, %69 : tensor<15xi32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %72 = stablehlo.and %70, %71 : tensor<15xi32>
    %73 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %74 = stablehlo.multiply %67, %73 : tensor<15xi32>
    %75 = call @_where_2(%72, %74, %67) : (tensor<15xi32>, tensor<15xi32>, tensor<15xi32>) -> tensor<15xi32>
    %76 = stablehlo.multiply %68, %68 : tensor<i32>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %78 = stablehlo.shift_right_logical %70, %77 : tensor<15xi32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %79 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %80 = stablehlo.and %78, %79 : tensor<15xi32>
    %81 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %82 = stablehlo.multiply %75, %81 : tensor<15xi32>
    %83 = call @_where_2(%80, %82, %75) : (tensor<15xi32>, tensor<15xi32>, tensor<15xi32>) -> tensor<15xi32>
    %84 = stablehlo.multiply %76, %76 : tensor<i32>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %85 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %86 = stablehlo.shift_right_logical %78, %85 : tensor<15xi32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %88 = call @atleast_1d(%83) : (tensor<15xi32>) -> tensor<15xi32>
    %89 = call @atleast_1d_3(%87) : (tensor<16xf32>) -> tensor<16xf32>
    %90 = stablehlo.convert %88 : (tensor<15xi32>) -> tensor<15xf32>
    %91 = stablehlo.concatenate %90, %89, dim = 0 : (tensor<15xf32>, tensor<16xf32>) -> tensor<31xf32>
    %92 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %93 = stablehlo.add %92, %1 : tensor<16xi32>
    %94 = stablehlo.abs %93 : tensor<16xi32>
    %c_32 = stablehlo.constant dense<-1> : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %95 = stablehlo.compare EQ, %c_32, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %96 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %97 = stablehlo.compare NE, %94, %96, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %98 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %99 = stablehlo.and %98, %97 : tensor<16xi1>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %c_36 = stablehlo.constant dense<1> : tensor<i32>
    %100 = call @_where_4(%99, %c_35, %c_36) : (tensor<16xi1>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
    %c_37 = stablehlo.constant dense<1> : tensor<i32>
    %101 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %102 = stablehlo.and %94, %101 : tensor<16xi32>
    %c_38 = stablehlo.constant dense<-1> : tensor<i32>
    %103 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %104 = stablehlo.multiply %100, %103 : tensor<16xi32>
    %105 = call @_where_5(%102, %104, %100) : (tensor<16xi32>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %c_39 = stablehlo.constant dense<-1> : tensor<i32>
    %c_40 = stablehlo.constant dense<-1> : tensor<i32>
    %106 = stablehlo.multiply %c_39, %c_40 : tensor<i32>
    %c_41 = stablehlo.constant dense<1> : tensor<i32>
    %107 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %108 = stablehlo.shift_right_logical %94, %107 : tensor<16xi32>
    %c_42 = stablehlo.constant dense<1> : tensor<i32>
    %109 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %110 = stablehlo.and %108, %109 : tensor<16xi32>
    %111 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %112 = stablehlo.multiply %105, %111 : tensor<16xi32>
    %113 = call @_where_5(%110, %112, %105) : (tensor<16xi32>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %114 = stablehlo.multiply %106, %106 : tensor<i32>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %115 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %116 = stablehlo.shift_right_logical %108, %115 : tensor<16xi32>
    %c_44 = stablehlo.constant dense<1> : tensor<i32>
    %117 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %118 = stablehlo.and %116, %117 : tensor<16xi32>
    %119 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %120 = stablehlo.multiply %113, %119 : tensor<16xi32>
    %121 = call @_where_5(%118, %120, %113) : (tensor<16xi32>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %122 = stablehlo.multiply %114, %114 : tensor<i32>
    %c_45 = stablehlo.constant dense<1> : tensor<i32>
    %123 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %124 = stablehlo.shift_right_logical %116, %123 : tensor<16xi32>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %125 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %126 = stablehlo.and %124, %125 : tensor<16xi32>
    %127 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %128 = stablehlo.multiply %121, %127 : tensor<16xi32>
    %129 = call @_where_5(%126, %128, %121) : (tensor<16xi32>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %130 = stablehlo.multiply %122, %122 : tensor<i32>
    %c_47 = stablehlo.constant dense<1> : tensor<i32>
    %131 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %132 = stablehlo.shift_right_logical %124, %131 : tensor<16xi32>
    %c_48 = stablehlo.constant dense<1> : tensor<i32>
    %133 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %134 = stablehlo.and %132, %133 : tensor<16xi32>
    %135 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %136 = stablehlo.multiply %129, %135 : tensor<16xi32>
    %137 = call @_where_5(%134, %136, %129) : (tensor<16xi32>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %138 = stablehlo.multiply %130, %130 : tensor<i32>
    %c_49 = stablehlo.constant dense<1> : tensor<i32>
    %139 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %140 = stablehlo.shift_right_logical %132, %139 : tensor<16xi32>
    %c_50 = stablehlo.constant dense<1> : tensor<i32>
    %141 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %142 = stablehlo.and %140, %141 : tensor<16xi32>
    %143 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %144 = stablehlo.multiply %137, %143 : tensor<16xi32>
    %145 = call @_where_5(%142, %144, %137) : (tensor<16xi32>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %146 = stablehlo.multiply %138, %138 : tensor<i32>
    %c_51 = stablehlo.constant dense<1> : tensor<i32>
    %147 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %148 = stablehlo.shift_right_logical %140, %147 : tensor<16xi32>
    %149 = stablehlo.convert %91 : tensor<31xf32>
    %150 = stablehlo.convert %145 : (tensor<16xi32>) -> tensor<16xf32>
    %151 = stablehlo.dot_general %149, %150, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<31xf32>, tensor<16xf32>) -> tensor<31x16xf32>
    %c_52 = stablehlo.constant dense<1> : tensor<i32>
    %152 = stablehlo.add %0, %c_52 : tensor<i32>
    %c_53 = stablehlo.constant dense<16> : tensor<i32>
    %153 = stablehlo.add %152, %c_53 : tensor<i32>
    %154 = stablehlo.abs %153 : tensor<i32>
    %c_54 = stablehlo.constant dense<-1> : tensor<i32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %155 = stablehlo.compare EQ, %c_54, %c_55, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %156 = stablehlo.compare NE, %154, %c_56, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %157 = stablehlo.and %155, %156 : tensor<i1>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %c_58 = stablehlo.constant dense<1> : tensor<i32>
    %158 = call @_where(%157, %c_57, %c_58) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_59 = stablehlo.constant dense<1> : tensor<i32>
    %159 = stablehlo.and %154, %c_59 : tensor<i32>
    %c_60 = stablehlo.constant dense<-1> : tensor<i32>
    %160 = stablehlo.multiply %158, %c_60 : tensor<i32>
    %161 = call @_where_6(%159, %160, %158) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_61 = stablehlo.constant dense<-1> : tensor<i32>
    %c_62 = stablehlo.constant dense<-1> : tensor<i32>
    %162 = stablehlo.multiply %c_61, %c_62 : tensor<i32>
    %c_63 = stablehlo.constant dense<1> : tensor<i32>
    %163 = stablehlo.shift_right_logical %154, %c_63 : tensor<i32>
    %c_64 = stablehlo.constant dense<1> : tensor<i32>
    %164 = stablehlo.and %163, %c_64 : tensor<i32>
    %165 = stablehlo.multiply %161, %162 : tensor<i32>
    %166 = call @_where_6(%164, %165, %161) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %167 = stablehlo.multiply %162, %162 : tensor<i32>
    %c_65 = stablehlo.constant dense<1> : tensor<i32>
    %168 = stablehlo.shift_right_logical %163, %c_65 : tensor<i32>
    %c_66 = stablehlo.constant dense<1> : tensor<i32>
    %169 = stablehlo.and %168, %c_66 : tensor<i32>
    %170 = stablehlo.multiply %166, %167 : tensor<i32>
    %171 = call @_where_6(%169, %170, %166) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %172 = stablehlo.multiply %167, %167 : tensor<i32>
    %c_67 = stablehlo.constant dense<1> : tensor<i32>
    %173 = stablehlo.shift_right_logical %168, %c_67 : tensor<i32>
    %c_68 = stablehlo.constant dense<1> : tensor<i32>
    %174 = stablehlo.and %173, %c_68 : tensor<i32>
    %175 = stablehlo.multiply %171, %172 : tensor<i32>
    %176 = call @_where_6(%174, %175, %171) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %177 = stablehlo.multiply %172, %172 : tensor<i32>
    %c_69 = stablehlo.constant dense<1> : tensor<i32>
    %178 = stablehlo.shift_right_logical %173, %c_69 : tensor<i32>
    %c_70 = stablehlo.constant dense<1> : tensor<i32>
    %179 = stablehlo.and %178, %c_70 : tensor<i32>
    %180 = stablehlo.multiply %176, %177 : tensor<i32>
    %181 = call @_where_6(%179, %180, %176) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %182 = stablehlo.multiply %177, %177 : tensor<i32>
    %c_71 = stablehlo.constant dense<1> : tensor<i32>
    %183 = stablehlo.shift_right_logical %178, %c_71 : tensor<i32>
    %c_72 = stablehlo.constant dense<1> : tensor<i32>
    %184 = stablehlo.and %183, %c_72 : tensor<i32>
    %185 = stablehlo.multiply %181, %182 : tensor<i32>
    %186 = call @_where_6(%184, %185, %181) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %187 = stablehlo.multiply %182, %182 : tensor<i32>
    %c_73 = stablehlo.constant dense<1> : tensor<i32>
    %188 = stablehlo.shift_right_logical %183, %c_73 : tensor<i32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %189 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %190 = stablehlo.convert %186 : (tensor<i32>) -> tensor<f32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<15x16xf32>
    %192 = "stablehlo.scatter"(%151, %189, %191) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %247 = stablehlo.multiply %arg2, %arg3 : tensor<f32>
      stablehlo.return %247 : tensor<f32>
    }) : (tensor<31x16xf32>, tensor<1xi32>, tensor<15x16xf32>) -> tensor<31x16xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %194 = stablehlo.convert %1 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_76 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %196 = stablehlo.multiply %195, %194 : tensor<16xf32>
    %197 = stablehlo.abs %10 : tensor<16xf32>
    %198 = stablehlo.log %197 : tensor<16xf32>
    %199 = stablehlo.dot_general %198, %196, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %200 = stablehlo.iota dim = 0 : tensor<33xi32>
    %c_77 = stablehlo.constant dense<2> : tensor<i32>
    %201 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %202 = stablehlo.multiply %201, %1 : tensor<16xi32>
    %c_78 = stablehlo.constant dense<2> : tensor<i32>
    %203 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %204 = stablehlo.add %202, %203 : tensor<16xi32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x33xi32>
    %207 = stablehlo.reshape %206 : (tensor<16x1x33xi32>) -> tensor<16x33xi32>
    %208 = stablehlo.broadcast_in_dim %200, dims = [1] : (tensor<33xi32>) -> tensor<1x33xi32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<1x33xi32>) -> tensor<16x33xi32>
    %210 = stablehlo.subtract %207, %209 : tensor<16x33xi32>
    %c_79 = stablehlo.constant dense<1> : tensor<i32>
    %211 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i32>) -> tensor<33xi32>
    %212 = stablehlo.subtract %200, %211 : tensor<33xi32>
    %213 = stablehlo.convert %210 : (tensor<16x33xi32>) -> tensor<16x33xf32>
    %214 = stablehlo.convert %212 : (tensor<33xi32>) -> tensor<33xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<33xf32>) -> tensor<1x33xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<1x33xf32>) -> tensor<16x33xf32>
    %217 = stablehlo.divide %213, %216 : tensor<16x33xf32>
    %218 = stablehlo.transpose %217, dims = [1, 0] : (tensor<16x33xf32>) -> tensor<33x16xf32>
    %219 = stablehlo.log %218 : tensor<33x16xf32>
    %cst_80 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<33x16xf32>
    %221 = stablehlo.divide %219, %220 : tensor<33x16xf32>
    %c_81 = stablehlo.constant dense<1> : tensor<i32>
    %222 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %223 = stablehlo.compare EQ, %14, %222, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %224 = stablehlo.slice %193 [0:1, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %225 = stablehlo.reshape %224 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %226 = call @_where_7(%223, %199, %225) : (tensor<16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %227 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %228 = "stablehlo.scatter"(%193, %227, %226) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<2x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<2x16x16xf32>
    %c_83 = stablehlo.constant dense<1> : tensor<i32>
    %229 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %230 = stablehlo.compare EQ, %18, %229, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %231 = stablehlo.slice %228 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %232 = stablehlo.reshape %231 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %233 = call @_where_7(%230, %199, %232) : (tensor<16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_84 = stablehlo.constant dense<1> : tensor<i32>
    %234 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %235 = "stablehlo.scatter"(%228, %234, %233) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<2x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<2x16x16xf32>
    %236 = stablehlo.abs %0 : tensor<i32>
    %c_85 = stablehlo.constant dense<16> : tensor<i32>
    %237 = stablehlo.add %c_85, %236 : tensor<i32>
    %c_86 = stablehlo.constant dense<2> : tensor<i32>
    %238 = stablehlo.add %237, %c_86 : tensor<i32>
    %c_87 = stablehlo.constant dense<2> : tensor<i32>
    %239:8 = stablehlo.while(%iterArg = %221, %iterArg_97 = %7, %iterArg_98 = %14, %iterArg_99 = %18, %iterArg_100 = %c_87, %iterArg_101 = %238, %iterArg_102 = %199, %iterArg_103 = %235) : tensor<33x16xf32>, tensor<16xf32>, tensor<16xi32>, tensor<16xi32>, tensor<i32>, tensor<i32>, tensor<16x16xf32>, tensor<2x16x16xf32>
    cond {
      %247 = stablehlo.compare LT, %iterArg_100, %iterArg_101, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %247 : tensor<i1>
    } do {
      %c_104 = stablehlo.constant dense<1> : tensor<i32>
      %247 = stablehlo.add %iterArg_100, %c_104 : tensor<i32>
      %248 = stablehlo.convert %iterArg_100 : tensor<i32>
      %c_105 = stablehlo.constant dense<0> : tensor<i32>
      %249 = stablehlo.compare LT, %248, %c_105, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_106 = stablehlo.constant dense<33> : tensor<i32>
      %250 = stablehlo.add %248, %c_106 : tensor<i32>
      %251 = stablehlo.select %249, %250, %248 : tensor<i1>, tensor<i32>
      %c_107 = stablehlo.constant dense<0> : tensor<i32>
      %c_108 = stablehlo.constant dense<0> : tensor<i32>
      %252 = stablehlo.compare LT, %c_107, %c_108, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_109 = stablehlo.constant dense<0> : tensor<i32>
      %c_110 = stablehlo.constant dense<16> : tensor<i32>
      %253 = stablehlo.add %c_109, %c_110 : tensor<i32>
      %c_111 = stablehlo.constant dense<0> : tensor<i32>
      %254 = stablehlo.select %252, %253, %c_111 : tensor<i1>, tensor<i32>
      %255 = stablehlo.dynamic_slice %iterArg, %251, %254, sizes = [1, 16] : (tensor<33x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
      %256 = stablehlo.reshape %255 : (tensor<1x16xf32>) -> tensor<16xf32>
      %257 = stablehlo.broadcast_in_dim %256, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
      %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
      %259 = stablehlo.add %iterArg_102, %258 : tensor<16x16xf32>
      %260 = stablehlo.transpose %259, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %261 = stablehlo.broadcast_in_dim %iterArg_97, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
      %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
      %263 = stablehlo.add %260, %262 : tensor<16x16xf32>
      %264 = stablehlo.transpose %263, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %265 = stablehlo.convert %iterArg_100 : tensor<i32>
      %266 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %267 = stablehlo.compare EQ, %266, %iterArg_98, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
      %268 = stablehlo.slice %iterArg_103 [0:1, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
      %269 = stablehlo.reshape %268 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %270 = func.call @_where_7(%267, %264, %269) : (tensor<16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
      %c_112 = stablehlo.constant dense<0> : tensor<i32>
      %271 = stablehlo.broadcast_in_dim %c_112, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %272 = "stablehlo.scatter"(%iterArg_103, %271, %270) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        stablehlo.return %arg3 : tensor<f32>
      }) : (tensor<2x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<2x16x16xf32>
      %273 = stablehlo.convert %iterArg_100 : tensor<i32>
      %274 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %275 = stablehlo.compare EQ, %274, %iterArg_99, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
      %276 = stablehlo.slice %272 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
      %277 = stablehlo.reshape %276 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %278 = func.call @_where_7(%275, %264, %277) : (tensor<16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
      %c_113 = stablehlo.constant dense<1> : tensor<i32>
      %279 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %280 = "stablehlo.scatter"(%272, %279, %278) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        stablehlo.return %arg3 : tensor<f32>
      }) : (tensor<2x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<2x16x16xf32>
      stablehlo.return %iterArg, %iterArg_97, %iterArg_98, %iterArg_99, %247, %iterArg_101, %264, %280 : tensor<33x16xf32>, tensor<16xf32>, tensor<16xi32>, tensor<16xi32>, tensor<i32>, tensor<i32>, tensor<16x16xf32>, tensor<2x16x16xf32>
    }
    %240 = stablehlo.iota dim = 0 : tensor<16xi32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 2] : (tensor<1x16xi32>) -> tensor<1x16x16xi32>
    %243 = stablehlo.reshape %242 : (tensor<1x16x16xi32>) -> tensor<16x16xi32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = call @nan_to_num(%239#7, %cst_88, %cst_89, %cst_90) : (tensor<2x16x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x16x16xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = call @nan_to_num_9(%30#2, %cst_91, %cst_92, %cst_93) : (tensor<17x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<17x16xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = call @nan_to_num_9(%30#3, %cst_94, %cst_95, %cst_96) : (tensor<17x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<17x16xf32>
    return %244, %192, %245, %246, %243 : tensor<2x16x16xf32>, tensor<31x16xf32>, tensor<17x16xf32>, tensor<17x16xf32>, tensor<16x16xi32>
  }
  func.func private @closed_call(%arg0: tensor<16xi32>, %arg1: tensor<i32>, %arg2: tensor<17x16xf32>, %arg3: tensor<17x16xf32>) -> (tensor<i32>, tensor<17x16xf32>, tensor<17x16xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.subtract %arg1, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<16xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %5 = stablehlo.add %3, %4 : tensor<16xi32>
    %6 = stablehlo.convert %arg1 : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %8 = stablehlo.subtract %5, %7 : tensor<16xi32>
    %9 = stablehlo.convert %arg1 : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %11 = stablehlo.multiply %10, %8 : tensor<16xi32>
    %12 = stablehlo.convert %11 : (tensor<16xi32>) -> tensor<16xf32>
    %13 = stablehlo.sqrt %12 : tensor<16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.divide %14, %13 : tensor<16xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<17> : tensor<i32>
    %17 = stablehlo.add %1, %c_4 : tensor<i32>
    %18 = stablehlo.select %16, %17, %1 : tensor<i1>, tensor<i32>
    %19 = stablehlo.convert %18 : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %21 = "stablehlo.scatter"(%arg2, %20, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %50 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %50 : tensor<f32>
    }) : (tensor<17x16xf32>, tensor<1xi32>, tensor<16xf32>) -> tensor<17x16xf32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.subtract %arg1, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.subtract %arg1, %c_6 : tensor<i32>
    %24 = stablehlo.convert %23 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.compare LT, %24, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<17> : tensor<i32>
    %26 = stablehlo.add %24, %c_8 : tensor<i32>
    %27 = stablehlo.select %25, %26, %24 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.compare LT, %c_9, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<16> : tensor<i32>
    %29 = stablehlo.add %c_11, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.select %28, %29, %c_13 : tensor<i1>, tensor<i32>
    %31 = stablehlo.dynamic_slice %21, %27, %30, sizes = [1, 16] : (tensor<17x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x16xf32>) -> tensor<16xf32>
    %c_14 = stablehlo.constant dense<2> : tensor<i32>
    %33 = stablehlo.subtract %arg1, %c_14 : tensor<i32>
    %34 = stablehlo.convert %33 : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.compare LT, %34, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<17> : tensor<i32>
    %36 = stablehlo.add %34, %c_16 : tensor<i32>
    %37 = stablehlo.select %35, %36, %34 : tensor<i1>, tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.compare LT, %c_17, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<16> : tensor<i32>
    %39 = stablehlo.add %c_19, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.select %38, %39, %c_21 : tensor<i1>, tensor<i32>
    %41 = stablehlo.dynamic_slice %21, %37, %40, sizes = [1, 16] : (tensor<17x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x16xf32>) -> tensor<16xf32>
    %43 = stablehlo.divide %32, %42 : tensor<16xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.compare LT, %22, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_23 = stablehlo.constant dense<17> : tensor<i32>
    %45 = stablehlo.add %22, %c_23 : tensor<i32>
    %46 = stablehlo.select %44, %45, %22 : tensor<i1>, tensor<i32>
    %47 = stablehlo.convert %46 : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %49 = "stablehlo.scatter"(%arg3, %48, %43) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %50 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %50 : tensor<f32>
    }) : (tensor<17x16xf32>, tensor<1xi32>, tensor<16xf32>) -> tensor<17x16xf32>
    return %0, %21, %49 : tensor<i32>, tensor<17x16xf32>, tensor<17x16xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<i32>, %arg1: tensor<17x16xf32>, %arg2: tensor<17x16xf32>) -> (tensor<i32>, tensor<17x16xf32>, tensor<17x16xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.subtract %arg0, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.subtract %arg0, %c_1 : tensor<i32>
    %3 = stablehlo.convert %2 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %c_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<17> : tensor<i32>
    %5 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.select %4, %5, %c_6 : tensor<i1>, tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %3, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<16> : tensor<i32>
    %8 = stablehlo.add %3, %c_8 : tensor<i32>
    %9 = stablehlo.select %7, %8, %3 : tensor<i1>, tensor<i32>
    %10 = stablehlo.dynamic_slice %arg1, %6, %9, sizes = [17, 1] : (tensor<17x16xf32>, tensor<i32>, tensor<i32>) -> tensor<17x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<17x1xf32>) -> tensor<17xf32>
    %c_9 = stablehlo.constant dense<16> : tensor<i32>
    %12 = stablehlo.subtract %c_9, %arg0 : tensor<i32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.subtract %12, %c_10 : tensor<i32>
    %14 = call @_roll_dynamic(%11, %13) : (tensor<17xf32>, tensor<i32>) -> tensor<17xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.compare LT, %1, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<16> : tensor<i32>
    %16 = stablehlo.add %1, %c_12 : tensor<i32>
    %17 = stablehlo.select %15, %16, %1 : tensor<i1>, tensor<i32>
    %18 = stablehlo.convert %17 : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.scatter"(%arg1, %19, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<17x16xf32>, tensor<1xi32>, tensor<17xf32>) -> tensor<17x16xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.subtract %arg0, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.subtract %arg0, %c_14 : tensor<i32>
    %23 = stablehlo.convert %22 : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %c_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<17> : tensor<i32>
    %25 = stablehlo.add %c_17, %c_18 : tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.select %24, %25, %c_19 : tensor<i1>, tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.compare LT, %23, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_21 = stablehlo.constant dense<16> : tensor<i32>
    %28 = stablehlo.add %23, %c_21 : tensor<i32>
    %29 = stablehlo.select %27, %28, %23 : tensor<i1>, tensor<i32>
    %30 = stablehlo.dynamic_slice %arg2, %26, %29, sizes = [17, 1] : (tensor<17x16xf32>, tensor<i32>, tensor<i32>) -> tensor<17x1xf32>
    %31 = stablehlo.reshape %30 : (tensor<17x1xf32>) -> tensor<17xf32>
    %c_22 = stablehlo.constant dense<16> : tensor<i32>
    %32 = stablehlo.subtract %c_22, %arg0 : tensor<i32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.subtract %32, %c_23 : tensor<i32>
    %34 = call @_roll_dynamic(%31, %33) : (tensor<17xf32>, tensor<i32>) -> tensor<17xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.compare LT, %21, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_25 = stablehlo.constant dense<16> : tensor<i32>
    %36 = stablehlo.add %21, %c_25 : tensor<i32>
    %37 = stablehlo.select %35, %36, %21 : tensor<i1>, tensor<i32>
    %38 = stablehlo.convert %37 : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %40 = "stablehlo.scatter"(%arg2, %39, %34) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<17x16xf32>, tensor<1xi32>, tensor<17xf32>) -> tensor<17x16xf32>
    return %0, %20, %40 : tensor<i32>, tensor<17x16xf32>, tensor<17x16xf32>
  }
  func.func private @_roll_dynamic(%arg0: tensor<17xf32>, %arg1: tensor<i32>) -> tensor<17xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.slice %0 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
    %3 = stablehlo.convert %2 : tensor<i32>
    %c = stablehlo.constant dense<17> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.maximum %c, %c_0 : tensor<i32>
    %5 = call @remainder(%3, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<17xf32>, tensor<17xf32>) -> tensor<34xf32>
    %c_1 = stablehlo.constant dense<17> : tensor<i32>
    %7 = stablehlo.subtract %c_1, %5 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %7, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<34> : tensor<i32>
    %9 = stablehlo.add %7, %c_3 : tensor<i32>
    %10 = stablehlo.select %8, %9, %7 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_slice %6, %10, sizes = [17] : (tensor<34xf32>, tensor<i32>) -> tensor<17xf32>
    return %11 : tensor<17xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_1(%arg0: tensor<15xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<15xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<15xi1>, tensor<15xi32>
    return %2 : tensor<15xi32>
  }
  func.func private @_where_2(%arg0: tensor<15xi32>, %arg1: tensor<15xi32>, %arg2: tensor<15xi32>) -> tensor<15xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<15xi1>, tensor<15xi32>
    return %2 : tensor<15xi32>
  }
  func.func private @atleast_1d(%arg0: tensor<15xi32>) -> tensor<15xi32> {
    return %arg0 : tensor<15xi32>
  }
  func.func private @atleast_1d_3(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    return %arg0 : tensor<16xf32>
  }
  func.func private @_where_4(%arg0: tensor<16xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<16xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<16xi1>, tensor<16xi32>
    return %2 : tensor<16xi32>
  }
  func.func private @_where_5(%arg0: tensor<16xi32>, %arg1: tensor<16xi32>, %arg2: tensor<16xi32>) -> tensor<16xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<16xi1>, tensor<16xi32>
    return %2 : tensor<16xi32>
  }
  func.func private @_where_6(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_7(%arg0: tensor<16xi1>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<16xi1>) -> tensor<16x16xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<16x16xi1>, tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<2x16x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<2x16x16xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xi1>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = call @_where_8(%0, %1, %arg0) : (tensor<2x16x16xi1>, tensor<f32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xi1>
    %5 = stablehlo.convert %arg3 : tensor<f32>
    %6 = call @_where_8(%4, %5, %2) : (tensor<2x16x16xi1>, tensor<f32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xi1>
    %9 = stablehlo.convert %arg2 : tensor<f32>
    %10 = call @_where_8(%8, %9, %6) : (tensor<2x16x16xi1>, tensor<f32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    return %10 : tensor<2x16x16xf32>
  }
  func.func private @_where_8(%arg0: tensor<2x16x16xi1>, %arg1: tensor<f32>, %arg2: tensor<2x16x16xf32>) -> tensor<2x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<2x16x16xi1>, tensor<2x16x16xf32>
    return %1 : tensor<2x16x16xf32>
  }
  func.func private @nan_to_num_9(%arg0: tensor<17x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<17x16xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<17x16xf32>, tensor<17x16xf32>) -> tensor<17x16xi1>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = call @_where_10(%0, %1, %arg0) : (tensor<17x16xi1>, tensor<f32>, tensor<17x16xf32>) -> tensor<17x16xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<17x16xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<17x16xf32>, tensor<17x16xf32>) -> tensor<17x16xi1>
    %5 = stablehlo.convert %arg3 : tensor<f32>
    %6 = call @_where_10(%4, %5, %2) : (tensor<17x16xi1>, tensor<f32>, tensor<17x16xf32>) -> tensor<17x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<17x16xf32>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<17x16xf32>, tensor<17x16xf32>) -> tensor<17x16xi1>
    %9 = stablehlo.convert %arg2 : tensor<f32>
    %10 = call @_where_10(%8, %9, %6) : (tensor<17x16xi1>, tensor<f32>, tensor<17x16xf32>) -> tensor<17x16xf32>
    return %10 : tensor<17x16xf32>
  }
  func.func private @_where_10(%arg0: tensor<17x16xi1>, %arg1: tensor<f32>, %arg2: tensor<17x16xf32>) -> tensor<17x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<17x16xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<17x16xi1>, tensor<17x16xf32>
    return %1 : tensor<17x16xf32>
  }
  func.func private @nansum(%arg0: tensor<16x1xcomplex<f32>>) -> tensor<16xcomplex<f32>> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<16x1xcomplex<f32>>, tensor<16x1xcomplex<f32>>) -> tensor<16x1xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = call @_where_11(%0, %cst, %arg0) : (tensor<16x1xi1>, tensor<complex<f32>>, tensor<16x1xcomplex<f32>>) -> tensor<16x1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16xcomplex<f32>>
    return %2 : tensor<16xcomplex<f32>>
  }
  func.func private @_where_11(%arg0: tensor<16x1xi1>, %arg1: tensor<complex<f32>>, %arg2: tensor<16x1xcomplex<f32>>) -> tensor<16x1xcomplex<f32>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<complex<f32>>) -> tensor<16x1xcomplex<f32>>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<16x1xi1>, tensor<16x1xcomplex<f32>>
    return %1 : tensor<16x1xcomplex<f32>>
  }
  func.func private @nansum_12(%arg0: tensor<16x2xcomplex<f32>>) -> tensor<16xcomplex<f32>> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<16x2xcomplex<f32>>, tensor<16x2xcomplex<f32>>) -> tensor<16x2xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = call @_where_13(%0, %cst, %arg0) : (tensor<16x2xi1>, tensor<complex<f32>>, tensor<16x2xcomplex<f32>>) -> tensor<16x2xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16xcomplex<f32>>
    return %2 : tensor<16xcomplex<f32>>
  }
  func.func private @_where_13(%arg0: tensor<16x2xi1>, %arg1: tensor<complex<f32>>, %arg2: tensor<16x2xcomplex<f32>>) -> tensor<16x2xcomplex<f32>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<complex<f32>>) -> tensor<16x2xcomplex<f32>>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<16x2xi1>, tensor<16x2xcomplex<f32>>
    return %1 : tensor<16x2xcomplex<f32>>
  }
  func.func private @closed_call_14(%arg0: tensor<16x16xi32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xi32>, %arg5: tensor<16xi32>, %arg6: tensor<17x16xf32>, %arg7: tensor<17x16xf32>, %arg8: tensor<0xi32>, %arg9: tensor<31x16xf32>, %arg10: tensor<16x31xcomplex<f32>>, %arg11: tensor<i32>, %arg12: tensor<16x31xcomplex<f32>>, %arg13: tensor<16x16xf32>, %arg14: tensor<2x16x16xf32>, %arg15: tensor<2x16x16xf32>) -> (tensor<i32>, tensor<16x31xcomplex<f32>>, tensor<16x16xf32>, tensor<2x16x16xf32>, tensor<2x16x16xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg11, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %1 = stablehlo.subtract %c_0, %arg11 : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.subtract %1, %c_1 : tensor<i32>
    %3 = stablehlo.convert %2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %5 = stablehlo.compare GE, %arg0, %4, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %7 = stablehlo.add %arg4, %6 : tensor<16xi32>
    %8 = stablehlo.convert %arg1 : tensor<16xf32>
    %9 = stablehlo.convert %7 : (tensor<16xi32>) -> tensor<16xf32>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %c_3 = stablehlo.constant dense<16> : tensor<i32>
    %11 = stablehlo.subtract %arg11, %c_3 : tensor<i32>
    %12 = stablehlo.convert %11 : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %14 = stablehlo.add %13, %arg4 : tensor<16xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %16 = stablehlo.add %14, %15 : tensor<16xi32>
    %17 = stablehlo.convert %arg2 : tensor<16xf32>
    %18 = stablehlo.convert %16 : (tensor<16xi32>) -> tensor<16xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %20 = stablehlo.add %10, %19 : tensor<16x16xf32>
    %21 = stablehlo.convert %arg5 : (tensor<16xi32>) -> tensor<16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %24 = stablehlo.subtract %20, %23 : tensor<16x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %26 = stablehlo.divide %25, %arg3 : tensor<16xf32>
    %27 = stablehlo.dot_general %24, %26, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %28 = stablehlo.subtract %arg11, %c_5 : tensor<i32>
    %29 = stablehlo.convert %28 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.compare LT, %29, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<17> : tensor<i32>
    %31 = stablehlo.add %29, %c_7 : tensor<i32>
    %32 = stablehlo.select %30, %31, %29 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.compare LT, %c_8, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<16> : tensor<i32>
    %34 = stablehlo.add %c_10, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.select %33, %34, %c_12 : tensor<i1>, tensor<i32>
    %36 = stablehlo.dynamic_slice %arg6, %32, %35, sizes = [1, 16] : (tensor<17x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x16xf32>) -> tensor<16xf32>
    %38 = stablehlo.slice %arg14 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %40 = stablehlo.multiply %39, %27 : tensor<16x16xf32>
    %41 = stablehlo.dot_general %40, %37, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %42 = stablehlo.transpose %41, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.subtract %arg11, %c_13 : tensor<i32>
    %44 = stablehlo.convert %43 : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.compare LT, %44, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<17> : tensor<i32>
    %46 = stablehlo.add %44, %c_15 : tensor<i32>
    %47 = stablehlo.select %45, %46, %44 : tensor<i1>, tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.compare LT, %c_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<16> : tensor<i32>
    %49 = stablehlo.add %c_18, %c_19 : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.select %48, %49, %c_20 : tensor<i1>, tensor<i32>
    %51 = stablehlo.dynamic_slice %arg7, %47, %50, sizes = [1, 16] : (tensor<17x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x16xf32>) -> tensor<16xf32>
    %53 = stablehlo.slice %arg14 [0:1, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %55 = stablehlo.dot_general %54, %52, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %57 = stablehlo.subtract %42, %56 : tensor<16x16xf32>
    %58 = call @_where_15(%5, %57, %arg13) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %59 = "stablehlo.scatter"(%arg13, %arg8, %58) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<16x16xf32>, tensor<0xi32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %60 = stablehlo.add %arg11, %c_21 : tensor<i32>
    %61 = stablehlo.negate %60 : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %62 = stablehlo.compare LT, %61, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_23 = stablehlo.constant dense<16> : tensor<i32>
    %63 = stablehlo.add %61, %c_23 : tensor<i32>
    %64 = stablehlo.select %62, %63, %61 : tensor<i1>, tensor<i32>
    %65 = stablehlo.convert %64 : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %68 = "stablehlo.scatter"(%59, %66, %67) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<16x16xf32>, tensor<1xi32>, tensor<16xf32>) -> tensor<16x16xf32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %69 = stablehlo.multiply %c_25, %arg11 : tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %70 = stablehlo.add %c_26, %69 : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %71 = stablehlo.add %70, %c_27 : tensor<i32>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %72 = stablehlo.multiply %c_28, %arg11 : tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %73 = stablehlo.add %c_29, %72 : tensor<i32>
    %74 = stablehlo.convert %73 : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.compare LT, %74, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_31 = stablehlo.constant dense<31> : tensor<i32>
    %76 = stablehlo.add %74, %c_31 : tensor<i32>
    %77 = stablehlo.select %75, %76, %74 : tensor<i1>, tensor<i32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.compare LT, %c_32, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %c_35 = stablehlo.constant dense<16> : tensor<i32>
    %79 = stablehlo.add %c_34, %c_35 : tensor<i32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %80 = stablehlo.select %78, %79, %c_36 : tensor<i1>, tensor<i32>
    %81 = stablehlo.dynamic_slice %arg9, %77, %80, sizes = [1, 16] : (tensor<31x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %82 = stablehlo.reshape %81 : (tensor<1x16xf32>) -> tensor<16xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %85 = stablehlo.multiply %68, %84 : tensor<16x16xf32>
    %86 = stablehlo.slice %arg15 [0:1, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %88 = stablehlo.exponential %87 : tensor<16x16xf32>
    %89 = stablehlo.multiply %85, %88 : tensor<16x16xf32>
    %c_37 = stablehlo.constant dense<1> : tensor<i32>
    %90 = stablehlo.multiply %c_37, %arg11 : tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %91 = stablehlo.add %c_38, %90 : tensor<i32>
    %92 = stablehlo.convert %91 : tensor<i32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %93 = stablehlo.compare LT, %c_39, %c_40, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<16> : tensor<i32>
    %94 = stablehlo.add %c_41, %c_42 : tensor<i32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %95 = stablehlo.select %93, %94, %c_43 : tensor<i1>, tensor<i32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %96 = stablehlo.compare LT, %92, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_45 = stablehlo.constant dense<31> : tensor<i32>
    %97 = stablehlo.add %92, %c_45 : tensor<i32>
    %98 = stablehlo.select %96, %97, %92 : tensor<i1>, tensor<i32>
    %99 = stablehlo.dynamic_slice %arg10, %95, %98, sizes = [16, 1] : (tensor<16x31xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<16x1xcomplex<f32>>
    %100 = stablehlo.reshape %99 : (tensor<16x1xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %101 = stablehlo.convert %89 : (tensor<16x16xf32>) -> tensor<16x16xcomplex<f32>>
    %102 = stablehlo.broadcast_in_dim %100, dims = [1] : (tensor<16xcomplex<f32>>) -> tensor<1x16xcomplex<f32>>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<1x16xcomplex<f32>>) -> tensor<16x16xcomplex<f32>>
    %104 = stablehlo.multiply %101, %103 : tensor<16x16xcomplex<f32>>
    %105 = call @nansum_16(%104) : (tensor<16x16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %106 = stablehlo.compare LT, %71, %c_46, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_47 = stablehlo.constant dense<31> : tensor<i32>
    %107 = stablehlo.add %71, %c_47 : tensor<i32>
    %108 = stablehlo.select %106, %107, %71 : tensor<i1>, tensor<i32>
    %109 = stablehlo.convert %108 : tensor<i32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %111 = "stablehlo.scatter"(%arg12, %110, %105) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<complex<f32>>, %arg17: tensor<complex<f32>>):
      stablehlo.return %arg17 : tensor<complex<f32>>
    }) : (tensor<16x31xcomplex<f32>>, tensor<1xi32>, tensor<16xcomplex<f32>>) -> tensor<16x31xcomplex<f32>>
    %112 = stablehlo.abs %68 : tensor<16x16xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %114 = stablehlo.divide %113, %112 : tensor<16x16xf32>
    %115 = stablehlo.abs %68 : tensor<16x16xf32>
    %116 = stablehlo.log %115 : tensor<16x16xf32>
    %117 = stablehlo.slice %arg14 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %119 = stablehlo.multiply %114, %118 : tensor<16x16xf32>
    %120 = stablehlo.slice %arg14 [0:1, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %121 = stablehlo.reshape %120 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %122 = call @_where_15(%5, %119, %121) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %123 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %124 = "stablehlo.scatter"(%arg14, %123, %122) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<2x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<2x16x16xf32>
    %125 = stablehlo.multiply %114, %68 : tensor<16x16xf32>
    %126 = stablehlo.slice %124 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %128 = call @_where_15(%5, %125, %127) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_50 = stablehlo.constant dense<1> : tensor<i32>
    %129 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %130 = "stablehlo.scatter"(%124, %129, %128) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<2x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<2x16x16xf32>
    %131 = stablehlo.slice %arg15 [0:1, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %132 = stablehlo.reshape %131 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %133 = stablehlo.add %132, %116 : tensor<16x16xf32>
    %134 = stablehlo.slice %arg15 [0:1, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %135 = stablehlo.reshape %134 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %136 = call @_where_15(%5, %133, %135) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %137 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %138 = "stablehlo.scatter"(%arg15, %137, %136) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<2x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<2x16x16xf32>
    return %0, %111, %68, %130, %138 : tensor<i32>, tensor<16x31xcomplex<f32>>, tensor<16x16xf32>, tensor<2x16x16xf32>, tensor<2x16x16xf32>
  }
  func.func private @_where_15(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x16xi1>, tensor<16x16xf32>
    return %0 : tensor<16x16xf32>
  }
  func.func private @nansum_16(%arg0: tensor<16x16xcomplex<f32>>) -> tensor<16xcomplex<f32>> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<16x16xcomplex<f32>>, tensor<16x16xcomplex<f32>>) -> tensor<16x16xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = call @_where_17(%0, %cst, %arg0) : (tensor<16x16xi1>, tensor<complex<f32>>, tensor<16x16xcomplex<f32>>) -> tensor<16x16xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x16xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16xcomplex<f32>>
    return %2 : tensor<16xcomplex<f32>>
  }
  func.func private @_where_17(%arg0: tensor<16x16xi1>, %arg1: tensor<complex<f32>>, %arg2: tensor<16x16xcomplex<f32>>) -> tensor<16x16xcomplex<f32>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<complex<f32>>) -> tensor<16x16xcomplex<f32>>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<16x16xi1>, tensor<16x16xcomplex<f32>>
    return %1 : tensor<16x16xcomplex<f32>>
  }
  func.func private @closed_call_18(%arg0: tensor<16x16xi32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xi32>, %arg5: tensor<16xi32>, %arg6: tensor<17x16xf32>, %arg7: tensor<17x16xf32>, %arg8: tensor<0xi32>, %arg9: tensor<31x16xf32>, %arg10: tensor<16x31xcomplex<f32>>, %arg11: tensor<i32>, %arg12: tensor<16x31xcomplex<f32>>, %arg13: tensor<16x16xf32>, %arg14: tensor<2x16x16xf32>, %arg15: tensor<2x16x16xf32>) -> (tensor<i32>, tensor<16x31xcomplex<f32>>, tensor<16x16xf32>, tensor<2x16x16xf32>, tensor<2x16x16xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg11, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %1 = stablehlo.subtract %c_0, %arg11 : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.subtract %1, %c_1 : tensor<i32>
    %3 = stablehlo.convert %2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %5 = stablehlo.compare GE, %arg0, %4, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %7 = stablehlo.add %arg4, %6 : tensor<16xi32>
    %8 = stablehlo.convert %arg1 : tensor<16xf32>
    %9 = stablehlo.convert %7 : (tensor<16xi32>) -> tensor<16xf32>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %c_3 = stablehlo.constant dense<16> : tensor<i32>
    %11 = stablehlo.subtract %arg11, %c_3 : tensor<i32>
    %12 = stablehlo.convert %11 : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %14 = stablehlo.add %13, %arg4 : tensor<16xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %16 = stablehlo.add %14, %15 : tensor<16xi32>
    %17 = stablehlo.convert %arg2 : tensor<16xf32>
    %18 = stablehlo.convert %16 : (tensor<16xi32>) -> tensor<16xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %20 = stablehlo.add %10, %19 : tensor<16x16xf32>
    %21 = stablehlo.convert %arg5 : (tensor<16xi32>) -> tensor<16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %24 = stablehlo.subtract %20, %23 : tensor<16x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %26 = stablehlo.divide %25, %arg3 : tensor<16xf32>
    %27 = stablehlo.dot_general %24, %26, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %28 = stablehlo.subtract %arg11, %c_5 : tensor<i32>
    %29 = stablehlo.convert %28 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.compare LT, %29, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<17> : tensor<i32>
    %31 = stablehlo.add %29, %c_7 : tensor<i32>
    %32 = stablehlo.select %30, %31, %29 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.compare LT, %c_8, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<16> : tensor<i32>
    %34 = stablehlo.add %c_10, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.select %33, %34, %c_12 : tensor<i1>, tensor<i32>
    %36 = stablehlo.dynamic_slice %arg6, %32, %35, sizes = [1, 16] : (tensor<17x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x16xf32>) -> tensor<16xf32>
    %38 = stablehlo.slice %arg14 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %40 = stablehlo.multiply %39, %27 : tensor<16x16xf32>
    %41 = stablehlo.dot_general %40, %37, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %42 = stablehlo.transpose %41, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.subtract %arg11, %c_13 : tensor<i32>
    %44 = stablehlo.convert %43 : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.compare LT, %44, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<17> : tensor<i32>
    %46 = stablehlo.add %44, %c_15 : tensor<i32>
    %47 = stablehlo.select %45, %46, %44 : tensor<i1>, tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.compare LT, %c_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<16> : tensor<i32>
    %49 = stablehlo.add %c_18, %c_19 : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.select %48, %49, %c_20 : tensor<i1>, tensor<i32>
    %51 = stablehlo.dynamic_slice %arg7, %47, %50, sizes = [1, 16] : (tensor<17x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x16xf32>) -> tensor<16xf32>
    %53 = stablehlo.slice %arg14 [0:1, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %55 = stablehlo.dot_general %54, %52, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16x16xf32>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %57 = stablehlo.subtract %42, %56 : tensor<16x16xf32>
    %58 = call @_where_15(%5, %57, %arg13) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %59 = "stablehlo.scatter"(%arg13, %arg8, %58) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<16x16xf32>, tensor<0xi32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %60 = stablehlo.add %arg11, %c_21 : tensor<i32>
    %61 = stablehlo.negate %60 : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %62 = stablehlo.compare LT, %61, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_23 = stablehlo.constant dense<16> : tensor<i32>
    %63 = stablehlo.add %61, %c_23 : tensor<i32>
    %64 = stablehlo.select %62, %63, %61 : tensor<i1>, tensor<i32>
    %65 = stablehlo.convert %64 : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %68 = "stablehlo.scatter"(%59, %66, %67) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<16x16xf32>, tensor<1xi32>, tensor<16xf32>) -> tensor<16x16xf32>
    %c_25 = stablehlo.constant dense<-1> : tensor<i32>
    %69 = stablehlo.multiply %c_25, %arg11 : tensor<i32>
    %c_26 = stablehlo.constant dense<-1> : tensor<i32>
    %70 = stablehlo.add %c_26, %69 : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %71 = stablehlo.add %70, %c_27 : tensor<i32>
    %c_28 = stablehlo.constant dense<-1> : tensor<i32>
    %72 = stablehlo.multiply %c_28, %arg11 : tensor<i32>
    %c_29 = stablehlo.constant dense<-1> : tensor<i32>
    %73 = stablehlo.add %c_29, %72 : tensor<i32>
    %74 = stablehlo.convert %73 : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.compare LT, %74, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_31 = stablehlo.constant dense<31> : tensor<i32>
    %76 = stablehlo.add %74, %c_31 : tensor<i32>
    %77 = stablehlo.select %75, %76, %74 : tensor<i1>, tensor<i32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.compare LT, %c_32, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %c_35 = stablehlo.constant dense<16> : tensor<i32>
    %79 = stablehlo.add %c_34, %c_35 : tensor<i32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %80 = stablehlo.select %78, %79, %c_36 : tensor<i1>, tensor<i32>
    %81 = stablehlo.dynamic_slice %arg9, %77, %80, sizes = [1, 16] : (tensor<31x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %82 = stablehlo.reshape %81 : (tensor<1x16xf32>) -> tensor<16xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %85 = stablehlo.multiply %68, %84 : tensor<16x16xf32>
    %86 = stablehlo.slice %arg15 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %88 = stablehlo.exponential %87 : tensor<16x16xf32>
    %89 = stablehlo.multiply %85, %88 : tensor<16x16xf32>
    %c_37 = stablehlo.constant dense<-1> : tensor<i32>
    %90 = stablehlo.multiply %c_37, %arg11 : tensor<i32>
    %c_38 = stablehlo.constant dense<-1> : tensor<i32>
    %91 = stablehlo.add %c_38, %90 : tensor<i32>
    %92 = stablehlo.convert %91 : tensor<i32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %93 = stablehlo.compare LT, %c_39, %c_40, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<16> : tensor<i32>
    %94 = stablehlo.add %c_41, %c_42 : tensor<i32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %95 = stablehlo.select %93, %94, %c_43 : tensor<i1>, tensor<i32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %96 = stablehlo.compare LT, %92, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_45 = stablehlo.constant dense<31> : tensor<i32>
    %97 = stablehlo.add %92, %c_45 : tensor<i32>
    %98 = stablehlo.select %96, %97, %92 : tensor<i1>, tensor<i32>
    %99 = stablehlo.dynamic_slice %arg10, %95, %98, sizes = [16, 1] : (tensor<16x31xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<16x1xcomplex<f32>>
    %100 = stablehlo.reshape %99 : (tensor<16x1xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %101 = stablehlo.convert %89 : (tensor<16x16xf32>) -> tensor<16x16xcomplex<f32>>
    %102 = stablehlo.broadcast_in_dim %100, dims = [1] : (tensor<16xcomplex<f32>>) -> tensor<1x16xcomplex<f32>>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<1x16xcomplex<f32>>) -> tensor<16x16xcomplex<f32>>
    %104 = stablehlo.multiply %101, %103 : tensor<16x16xcomplex<f32>>
    %105 = call @nansum_16(%104) : (tensor<16x16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %106 = stablehlo.compare LT, %71, %c_46, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_47 = stablehlo.constant dense<31> : tensor<i32>
    %107 = stablehlo.add %71, %c_47 : tensor<i32>
    %108 = stablehlo.select %106, %107, %71 : tensor<i1>, tensor<i32>
    %109 = stablehlo.convert %108 : tensor<i32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %111 = "stablehlo.scatter"(%arg12, %110, %105) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<complex<f32>>, %arg17: tensor<complex<f32>>):
      stablehlo.return %arg17 : tensor<complex<f32>>
    }) : (tensor<16x31xcomplex<f32>>, tensor<1xi32>, tensor<16xcomplex<f32>>) -> tensor<16x31xcomplex<f32>>
    %112 = stablehlo.abs %68 : tensor<16x16xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %114 = stablehlo.divide %113, %112 : tensor<16x16xf32>
    %115 = stablehlo.abs %68 : tensor<16x16xf32>
    %116 = stablehlo.log %115 : tensor<16x16xf32>
    %117 = stablehlo.slice %arg14 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %119 = stablehlo.multiply %114, %118 : tensor<16x16xf32>
    %120 = stablehlo.slice %arg14 [0:1, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %121 = stablehlo.reshape %120 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %122 = call @_where_15(%5, %119, %121) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %123 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %124 = "stablehlo.scatter"(%arg14, %123, %122) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<2x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<2x16x16xf32>
    %125 = stablehlo.multiply %114, %68 : tensor<16x16xf32>
    %126 = stablehlo.slice %124 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %128 = call @_where_15(%5, %125, %127) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_50 = stablehlo.constant dense<1> : tensor<i32>
    %129 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %130 = "stablehlo.scatter"(%124, %129, %128) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<2x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<2x16x16xf32>
    %131 = stablehlo.slice %arg15 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %132 = stablehlo.reshape %131 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %133 = stablehlo.add %132, %116 : tensor<16x16xf32>
    %134 = stablehlo.slice %arg15 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %135 = stablehlo.reshape %134 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %136 = call @_where_15(%5, %133, %135) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_51 = stablehlo.constant dense<1> : tensor<i32>
    %137 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %138 = "stablehlo.scatter"(%arg15, %137, %136) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<2x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<2x16x16xf32>
    return %0, %111, %68, %130, %138 : tensor<i32>, tensor<16x31xcomplex<f32>>, tensor<16x16xf32>, tensor<2x16x16xf32>, tensor<2x16x16xf32>
  }
  func.func private @nansum_19(%arg0: tensor<16xcomplex<f32>>) -> tensor<complex<f32>> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<16xcomplex<f32>>, tensor<16xcomplex<f32>>) -> tensor<16xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = call @_where_20(%0, %cst, %arg0) : (tensor<16xi1>, tensor<complex<f32>>, tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<16xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    return %2 : tensor<complex<f32>>
  }
  func.func private @_where_20(%arg0: tensor<16xi1>, %arg1: tensor<complex<f32>>, %arg2: tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<complex<f32>>) -> tensor<16xcomplex<f32>>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<16xi1>, tensor<16xcomplex<f32>>
    return %1 : tensor<16xcomplex<f32>>
  }
  func.func private @_where_21(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_22(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_roll_static(%arg0: tensor<16x31xcomplex<f32>>) -> tensor<16x31xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [0:16, 15:31] : (tensor<16x31xcomplex<f32>>) -> tensor<16x16xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:16, 0:15] : (tensor<16x31xcomplex<f32>>) -> tensor<16x15xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<16x16xcomplex<f32>>, tensor<16x15xcomplex<f32>>) -> tensor<16x31xcomplex<f32>>
    return %2 : tensor<16x31xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<16x31xcomplex<f32>>) -> tensor<16x31xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [31] : (tensor<16x31xcomplex<f32>>) -> tensor<16x31xcomplex<f32>>
    return %0 : tensor<16x31xcomplex<f32>>
  }
}
