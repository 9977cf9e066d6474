module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x3xf32>, %arg1: tensor<64xf32>) -> (tensor<64x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<16> : tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<2> : tensor<1xi32>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<64x64xf32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<64x3xf32>) -> tensor<64x1x3xf32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<64x3xf32>) -> tensor<1x64x3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x64x3xf32>) -> tensor<64x64x3xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<64x1x3xf32>) -> tensor<64x64x3xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<64x64x3xf32>
    %cst = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.multiply %cst, %cst_3 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<64x64x3xf32>
    %12 = stablehlo.add %9, %11 : tensor<64x64x3xf32>
    %cst_4 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %13:2 = call @remainder(%12, %cst_4) : (tensor<64x64x3xf32>, tensor<f32>) -> (tensor<64x64x3xf32>, tensor<64x64x3xi1>)
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %14 = stablehlo.multiply %cst_5, %cst_6 : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<64x64x3xf32>
    %16 = stablehlo.subtract %13#0, %15 : tensor<64x64x3xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<64x64x3xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x64x3xf32>
    %19 = stablehlo.multiply %18, %16 : tensor<64x64x3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%17 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %22 = stablehlo.compare GT, %20, %21, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %23:2 = call @safe_mask(%22, %20) : (tensor<64x64xi1>, tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>)
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %25 = stablehlo.multiply %24, %23#0 : tensor<64x64xf32>
    %26 = chlo.erfc %25 : tensor<64x64xf32> -> tensor<64x64xf32>
    %27 = chlo.square %25 : tensor<64x64xf32> -> tensor<64x64xf32>
    %28 = stablehlo.negate %27 : tensor<64x64xf32>
    %29 = stablehlo.exponential %28 : tensor<64x64xf32>
    %30 = stablehlo.multiply %4, %26 : tensor<64x64xf32>
    %31 = stablehlo.divide %30, %23#0 : tensor<64x64xf32>
    %32 = stablehlo.multiply %23#0, %23#0 : tensor<64x64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %34 = stablehlo.divide %33, %32 : tensor<64x64xf32>
    %35:3 = call @nan_to_num(%31) : (tensor<64x64xf32>) -> (tensor<64x64xi1>, tensor<64x64xi1>, tensor<64x64xi1>)
    %36 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %37 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %39 = stablehlo.add %36, %38 : tensor<64x64xi32>
    %40 = stablehlo.compare EQ, %39, %37, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %41 = stablehlo.convert %40 : (tensor<64x64xi1>) -> tensor<64x64xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %43 = stablehlo.subtract %42, %41 : tensor<64x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %cst_15 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %46 = stablehlo.multiply %arg0, %45 : tensor<64x3xf32>
    %47 = stablehlo.convert %c : (tensor<3xi32>) -> tensor<3xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<64x3xf32>
    %50 = stablehlo.multiply %46, %49 : tensor<64x3xf32>
    %51 = stablehlo.floor %50 : tensor<64x3xf32>
    %52 = stablehlo.subtract %50, %51 : tensor<64x3xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %55 = stablehlo.multiply %54, %52 : tensor<64x3xf32>
    %56 = stablehlo.multiply %55, %52 : tensor<64x3xf32>
    %c_18 = stablehlo.constant dense<2> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<64x3x4xf32>
    %60 = "stablehlo.scatter"(%59, %57, %56) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %62 = stablehlo.subtract %61, %52 : tensor<64x3xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<64x3xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %66 = stablehlo.subtract %65, %52 : tensor<64x3xf32>
    %67 = stablehlo.multiply %64, %66 : tensor<64x3xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %69 = "stablehlo.scatter"(%60, %68, %67) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %70 = stablehlo.slice %69 [0:64, 0:3, 0:1] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %71 = stablehlo.reshape %70 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %73 = stablehlo.subtract %72, %71 : tensor<64x3xf32>
    %74 = stablehlo.slice %69 [0:64, 0:3, 2:3] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %75 = stablehlo.reshape %74 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %76 = stablehlo.subtract %73, %75 : tensor<64x3xf32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %78 = "stablehlo.scatter"(%69, %77, %76) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %79 = stablehlo.slice %78 [0:64, 0:3, 2:3] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %80 = stablehlo.reshape %79 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %81 = stablehlo.multiply %52, %80 : tensor<64x3xf32>
    %cst_25 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %83 = stablehlo.divide %81, %82 : tensor<64x3xf32>
    %c_26 = stablehlo.constant dense<3> : tensor<i32>
    %84 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %85 = "stablehlo.scatter"(%78, %84, %83) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %87 = stablehlo.add %86, %52 : tensor<64x3xf32>
    %88 = stablehlo.slice %85 [0:64, 0:3, 1:2] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %89 = stablehlo.reshape %88 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %90 = stablehlo.multiply %87, %89 : tensor<64x3xf32>
    %cst_28 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %92 = stablehlo.subtract %91, %52 : tensor<64x3xf32>
    %93 = stablehlo.slice %85 [0:64, 0:3, 2:3] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %94 = stablehlo.reshape %93 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %95 = stablehlo.multiply %92, %94 : tensor<64x3xf32>
    %96 = stablehlo.add %90, %95 : tensor<64x3xf32>
    %cst_29 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %98 = stablehlo.divide %96, %97 : tensor<64x3xf32>
    %c_30 = stablehlo.constant dense<2> : tensor<i32>
    %99 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %100 = "stablehlo.scatter"(%85, %99, %98) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %102 = stablehlo.subtract %101, %52 : tensor<64x3xf32>
    %103 = stablehlo.slice %100 [0:64, 0:3, 0:1] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %104 = stablehlo.reshape %103 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %105 = stablehlo.multiply %102, %104 : tensor<64x3xf32>
    %cst_32 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %107 = stablehlo.divide %105, %106 : tensor<64x3xf32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %108 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %109 = "stablehlo.scatter"(%100, %108, %107) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %110 = stablehlo.slice %109 [0:64, 0:3, 0:1] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %111 = stablehlo.reshape %110 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %113 = stablehlo.subtract %112, %111 : tensor<64x3xf32>
    %114 = stablehlo.slice %109 [0:64, 0:3, 2:3] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %115 = stablehlo.reshape %114 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %116 = stablehlo.subtract %113, %115 : tensor<64x3xf32>
    %117 = stablehlo.slice %109 [0:64, 0:3, 3:4] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %118 = stablehlo.reshape %117 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %119 = stablehlo.subtract %116, %118 : tensor<64x3xf32>
    %c_35 = stablehlo.constant dense<1> : tensor<i32>
    %120 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %121 = "stablehlo.scatter"(%109, %120, %119) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %122 = stablehlo.floor %50 : tensor<64x3xf32>
    %123 = stablehlo.convert %122 : (tensor<64x3xf32>) -> tensor<64x3xi32>
    %124 = stablehlo.iota dim = 0 : tensor<4xi32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %126 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<64x3xi32>) -> tensor<64x3x1xi32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [1, 2] : (tensor<1x4xi32>) -> tensor<1x1x4xi32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<64x3x4xi32>
    %129 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<64x3x1xi32>) -> tensor<64x3x4xi32>
    %130 = stablehlo.add %128, %129 : tensor<64x3x4xi32>
    %131 = call @remainder_1(%130, %c) : (tensor<64x3x4xi32>, tensor<3xi32>) -> tensor<64x3x4xi32>
    %132 = stablehlo.slice %121 [0:64, 0:1, 0:4] : (tensor<64x3x4xf32>) -> tensor<64x1x4xf32>
    %133 = stablehlo.reshape %132 : (tensor<64x1x4xf32>) -> tensor<64x4xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<64x4xf32>) -> tensor<64x4x1x1xf32>
    %135 = stablehlo.slice %121 [0:64, 1:2, 0:4] : (tensor<64x3x4xf32>) -> tensor<64x1x4xf32>
    %136 = stablehlo.reshape %135 : (tensor<64x1x4xf32>) -> tensor<64x4xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4x1xf32>
    %138 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<64x4x1x1xf32>) -> tensor<64x4x4x1xf32>
    %139 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<64x1x4x1xf32>) -> tensor<64x4x4x1xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<64x4x4x1xf32>
    %141 = stablehlo.slice %121 [0:64, 2:3, 0:4] : (tensor<64x3x4xf32>) -> tensor<64x1x4xf32>
    %142 = stablehlo.reshape %141 : (tensor<64x1x4xf32>) -> tensor<64x4xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 3] : (tensor<64x4xf32>) -> tensor<64x1x1x4xf32>
    %144 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<64x4x4x1xf32>) -> tensor<64x4x4x4xf32>
    %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<64x1x1x4xf32>) -> tensor<64x4x4x4xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<64x4x4x4xf32>
    %147 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<64x1x1x1xf32>) -> tensor<64x4x4x4xf32>
    %149 = stablehlo.multiply %148, %146 : tensor<64x4x4x4xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %150 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %151 = stablehlo.compare LT, %c_0, %150, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_37 = stablehlo.constant dense<3> : tensor<i32>
    %152 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %153 = stablehlo.add %c_0, %152 : tensor<1xi32>
    %154 = stablehlo.select %151, %153, %c_0 : tensor<1xi1>, tensor<1xi32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %156 = "stablehlo.gather"(%131, %155) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1, 4>}> : (tensor<64x3x4xi32>, tensor<1x1xi32>) -> tensor<64x1x4xi32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<64x1x4xi32>) -> tensor<64x1x4x1x1xi32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3, 4] : (tensor<64x1x4x1x1xi32>) -> tensor<64x1x4x4x4xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %159 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %160 = stablehlo.compare LT, %c_1, %159, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_39 = stablehlo.constant dense<3> : tensor<i32>
    %161 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %162 = stablehlo.add %c_1, %161 : tensor<1xi32>
    %163 = stablehlo.select %160, %162, %c_1 : tensor<1xi1>, tensor<1xi32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %165 = "stablehlo.gather"(%131, %164) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1, 4>}> : (tensor<64x3x4xi32>, tensor<1x1xi32>) -> tensor<64x1x4xi32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 3] : (tensor<64x1x4xi32>) -> tensor<64x1x1x4x1xi32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3, 4] : (tensor<64x1x1x4x1xi32>) -> tensor<64x1x4x4x4xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %168 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %169 = stablehlo.compare LT, %c_2, %168, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_41 = stablehlo.constant dense<3> : tensor<i32>
    %170 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %171 = stablehlo.add %c_2, %170 : tensor<1xi32>
    %172 = stablehlo.select %169, %171, %c_2 : tensor<1xi1>, tensor<1xi32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %174 = "stablehlo.gather"(%131, %173) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1, 4>}> : (tensor<64x3x4xi32>, tensor<1x1xi32>) -> tensor<64x1x4xi32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 4] : (tensor<64x1x4xi32>) -> tensor<64x1x1x1x4xi32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3, 4] : (tensor<64x1x1x1x4xi32>) -> tensor<64x1x4x4x4xi32>
    %177 = stablehlo.concatenate %158, %167, %176, dim = 1 : (tensor<64x1x4x4x4xi32>, tensor<64x1x4x4x4xi32>, tensor<64x1x4x4x4xi32>) -> tensor<64x3x4x4x4xi32>
    %178 = stablehlo.transpose %177, dims = [0, 2, 3, 4, 1] : (tensor<64x3x4x4x4xi32>) -> tensor<64x4x4x4x3xi32>
    %179 = stablehlo.reshape %178 : (tensor<64x4x4x4x3xi32>) -> tensor<4096x3xi32>
    %180 = stablehlo.reshape %149 : (tensor<64x4x4x4xf32>) -> tensor<4096xf32>
    %181 = stablehlo.slice %179 [0:4096, 0:1] : (tensor<4096x3xi32>) -> tensor<4096x1xi32>
    %182 = stablehlo.reshape %181 : (tensor<4096x1xi32>) -> tensor<4096xi32>
    %183 = stablehlo.slice %179 [0:4096, 1:2] : (tensor<4096x3xi32>) -> tensor<4096x1xi32>
    %184 = stablehlo.reshape %183 : (tensor<4096x1xi32>) -> tensor<4096xi32>
    %185 = stablehlo.slice %179 [0:4096, 2:3] : (tensor<4096x3xi32>) -> tensor<4096x1xi32>
    %186 = stablehlo.reshape %185 : (tensor<4096x1xi32>) -> tensor<4096xi32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %187 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %188 = stablehlo.compare LT, %182, %187, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_43 = stablehlo.constant dense<16> : tensor<i32>
    %189 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %190 = stablehlo.add %182, %189 : tensor<4096xi32>
    %191 = stablehlo.select %188, %190, %182 : tensor<4096xi1>, tensor<4096xi32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %192 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %193 = stablehlo.compare LT, %184, %192, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_45 = stablehlo.constant dense<16> : tensor<i32>
    %194 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %195 = stablehlo.add %184, %194 : tensor<4096xi32>
    %196 = stablehlo.select %193, %195, %184 : tensor<4096xi1>, tensor<4096xi32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %197 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %198 = stablehlo.compare LT, %186, %197, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_47 = stablehlo.constant dense<16> : tensor<i32>
    %199 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %200 = stablehlo.add %186, %199 : tensor<4096xi32>
    %201 = stablehlo.select %198, %200, %186 : tensor<4096xi1>, tensor<4096xi32>
    %202 = stablehlo.broadcast_in_dim %191, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %203 = stablehlo.broadcast_in_dim %196, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %204 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %205 = stablehlo.concatenate %202, %203, %204, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x3xi32>
    %206 = "stablehlo.scatter"(%44, %205, %180) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %757 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %757 : tensor<f32>
    }) : (tensor<16x16x16xf32>, tensor<4096x3xi32>, tensor<4096xf32>) -> tensor<16x16x16xf32>
    %207 = call @fft(%206) : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %208 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_48 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %210 = stablehlo.add %208, %209 : tensor<16xf32>
    %c_49 = stablehlo.constant dense<16> : tensor<i32>
    %211 = call @remainder_3(%210, %c_49) : (tensor<16xf32>, tensor<i32>) -> tensor<16xf32>
    %cst_50 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %213 = stablehlo.subtract %211, %212 : tensor<16xf32>
    %cst_51 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %215 = stablehlo.divide %213, %214 : tensor<16xf32>
    %216 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_52 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %218 = stablehlo.add %216, %217 : tensor<16xf32>
    %c_53 = stablehlo.constant dense<16> : tensor<i32>
    %219 = call @remainder_3(%218, %c_53) : (tensor<16xf32>, tensor<i32>) -> tensor<16xf32>
    %cst_54 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %221 = stablehlo.subtract %219, %220 : tensor<16xf32>
    %cst_55 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %223 = stablehlo.divide %221, %222 : tensor<16xf32>
    %224 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_56 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %226 = stablehlo.add %224, %225 : tensor<16xf32>
    %c_57 = stablehlo.constant dense<16> : tensor<i32>
    %227 = call @remainder_3(%226, %c_57) : (tensor<16xf32>, tensor<i32>) -> tensor<16xf32>
    %cst_58 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %229 = stablehlo.subtract %227, %228 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %231 = stablehlo.divide %229, %230 : tensor<16xf32>
    %232 = stablehlo.broadcast_in_dim %223, dims = [0] : (tensor<16xf32>) -> tensor<16x16x16xf32>
    %233 = stablehlo.broadcast_in_dim %215, dims = [1] : (tensor<16xf32>) -> tensor<16x16x16xf32>
    %234 = stablehlo.broadcast_in_dim %231, dims = [2] : (tensor<16xf32>) -> tensor<16x16x16xf32>
    %235 = stablehlo.multiply %233, %233 : tensor<16x16x16xf32>
    %236 = stablehlo.multiply %232, %232 : tensor<16x16x16xf32>
    %237 = stablehlo.add %235, %236 : tensor<16x16x16xf32>
    %238 = stablehlo.multiply %234, %234 : tensor<16x16x16xf32>
    %239 = stablehlo.add %237, %238 : tensor<16x16x16xf32>
    %cst_60 = stablehlo.constant dense<1.77777779> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %241 = stablehlo.multiply %239, %240 : tensor<16x16x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %243 = stablehlo.compare NE, %241, %242, FLOAT : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xi1>
    %cst_62 = stablehlo.constant dense<-9.86960411> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %245 = stablehlo.multiply %244, %241 : tensor<16x16x16xf32>
    %cst_63 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %247 = stablehlo.divide %245, %246 : tensor<16x16x16xf32>
    %248 = stablehlo.exponential %247 : tensor<16x16x16xf32>
    %cst_64 = stablehlo.constant dense<9.21035534E-5> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %250 = stablehlo.multiply %249, %248 : tensor<16x16x16xf32>
    %251 = stablehlo.divide %250, %241 : tensor<16x16x16xf32>
    %252 = stablehlo.convert %243 : (tensor<16x16x16xi1>) -> tensor<16x16x16xf32>
    %253 = stablehlo.multiply %252, %251 : tensor<16x16x16xf32>
    %254 = stablehlo.iota dim = 0 : tensor<3xi32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %256 = stablehlo.multiply %cst_66, %cst_67 : tensor<f32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %257 = stablehlo.multiply %256, %cst_68 : tensor<f32>
    %c_69 = stablehlo.constant dense<2> : tensor<i32>
    %258 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %259 = stablehlo.convert %257 : tensor<f32>
    %260 = "stablehlo.scatter"(%255, %258, %259) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %261 = stablehlo.subtract %cst_70, %cst_71 : tensor<f32>
    %cst_72 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %262 = stablehlo.multiply %cst_72, %261 : tensor<f32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %263 = stablehlo.subtract %cst_73, %cst_74 : tensor<f32>
    %264 = stablehlo.multiply %262, %263 : tensor<f32>
    %c_75 = stablehlo.constant dense<0> : tensor<i32>
    %265 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %266 = stablehlo.convert %264 : tensor<f32>
    %267 = "stablehlo.scatter"(%260, %265, %266) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %268 = stablehlo.slice %267 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %269 = stablehlo.reshape %268 : (tensor<1xf32>) -> tensor<f32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %270 = stablehlo.subtract %cst_76, %269 : tensor<f32>
    %271 = stablehlo.slice %267 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %272 = stablehlo.reshape %271 : (tensor<1xf32>) -> tensor<f32>
    %273 = stablehlo.subtract %270, %272 : tensor<f32>
    %c_77 = stablehlo.constant dense<1> : tensor<i32>
    %274 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %275 = "stablehlo.scatter"(%267, %274, %273) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %276 = stablehlo.slice %275 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %277 = stablehlo.reshape %276 : (tensor<1xf32>) -> tensor<f32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %278 = stablehlo.multiply %cst_78, %277 : tensor<f32>
    %cst_79 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %279 = stablehlo.divide %278, %cst_79 : tensor<f32>
    %c_80 = stablehlo.constant dense<3> : tensor<i32>
    %280 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %281 = "stablehlo.scatter"(%275, %280, %279) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %282 = stablehlo.add %cst_81, %cst_82 : tensor<f32>
    %283 = stablehlo.slice %281 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
    %284 = stablehlo.reshape %283 : (tensor<1xf32>) -> tensor<f32>
    %285 = stablehlo.convert %282 : tensor<f32>
    %286 = stablehlo.multiply %285, %284 : tensor<f32>
    %cst_83 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %287 = stablehlo.subtract %cst_83, %cst_84 : tensor<f32>
    %288 = stablehlo.slice %281 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %289 = stablehlo.reshape %288 : (tensor<1xf32>) -> tensor<f32>
    %290 = stablehlo.convert %287 : tensor<f32>
    %291 = stablehlo.multiply %290, %289 : tensor<f32>
    %292 = stablehlo.add %286, %291 : tensor<f32>
    %cst_85 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %293 = stablehlo.divide %292, %cst_85 : tensor<f32>
    %c_86 = stablehlo.constant dense<2> : tensor<i32>
    %294 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %295 = "stablehlo.scatter"(%281, %294, %293) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %296 = stablehlo.subtract %cst_87, %cst_88 : tensor<f32>
    %297 = stablehlo.slice %295 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %298 = stablehlo.reshape %297 : (tensor<1xf32>) -> tensor<f32>
    %299 = stablehlo.convert %296 : tensor<f32>
    %300 = stablehlo.multiply %299, %298 : tensor<f32>
    %cst_89 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %301 = stablehlo.divide %300, %cst_89 : tensor<f32>
    %c_90 = stablehlo.constant dense<0> : tensor<i32>
    %302 = stablehlo.broadcast_in_dim %c_90, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %303 = "stablehlo.scatter"(%295, %302, %301) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %304 = stablehlo.slice %303 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %305 = stablehlo.reshape %304 : (tensor<1xf32>) -> tensor<f32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %306 = stablehlo.subtract %cst_91, %305 : tensor<f32>
    %307 = stablehlo.slice %303 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %308 = stablehlo.reshape %307 : (tensor<1xf32>) -> tensor<f32>
    %309 = stablehlo.subtract %306, %308 : tensor<f32>
    %310 = stablehlo.slice %303 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %311 = stablehlo.reshape %310 : (tensor<1xf32>) -> tensor<f32>
    %312 = stablehlo.subtract %309, %311 : tensor<f32>
    %c_92 = stablehlo.constant dense<1> : tensor<i32>
    %313 = stablehlo.broadcast_in_dim %c_92, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %314 = "stablehlo.scatter"(%303, %313, %312) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %315 = stablehlo.slice %314 [1:4] : (tensor<4xf32>) -> tensor<3xf32>
    %316 = stablehlo.reverse %315, dims = [0] : tensor<3xf32>
    %317 = stablehlo.convert %233 : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %cst_93 = stablehlo.constant dense<(0.000000e+00,18.849556)> : tensor<complex<f32>>
    %318 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %319 = stablehlo.multiply %318, %317 : tensor<16x16x16xcomplex<f32>>
    %320 = stablehlo.exponential %319 : tensor<16x16x16xcomplex<f32>>
    %321 = stablehlo.convert %233 : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %cst_94 = stablehlo.constant dense<(0.000000e+00,6.28318548)> : tensor<complex<f32>>
    %322 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %323 = stablehlo.multiply %322, %321 : tensor<16x16x16xcomplex<f32>>
    %324 = stablehlo.convert %254 : (tensor<3xi32>) -> tensor<3xcomplex<f32>>
    %325 = stablehlo.broadcast_in_dim %324, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %326 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16x1xcomplex<f32>>
    %327 = stablehlo.broadcast_in_dim %325, dims = [1, 2] : (tensor<1x3xcomplex<f32>>) -> tensor<1x1x3xcomplex<f32>>
    %328 = stablehlo.broadcast_in_dim %327, dims = [1, 2, 3] : (tensor<1x1x3xcomplex<f32>>) -> tensor<1x1x1x3xcomplex<f32>>
    %329 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<16x16x16x1xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %330 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %331 = stablehlo.multiply %329, %330 : tensor<16x16x16x3xcomplex<f32>>
    %332 = stablehlo.exponential %331 : tensor<16x16x16x3xcomplex<f32>>
    %333 = stablehlo.convert %316 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
    %334 = stablehlo.broadcast_in_dim %333, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %335 = stablehlo.broadcast_in_dim %334, dims = [1, 2] : (tensor<1x3xcomplex<f32>>) -> tensor<1x1x3xcomplex<f32>>
    %336 = stablehlo.broadcast_in_dim %335, dims = [1, 2, 3] : (tensor<1x1x3xcomplex<f32>>) -> tensor<1x1x1x3xcomplex<f32>>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %338 = stablehlo.multiply %337, %332 : tensor<16x16x16x3xcomplex<f32>>
    %cst_95 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %339 = stablehlo.reduce(%338 init: %cst_95) applies stablehlo.add across dimensions = [3] : (tensor<16x16x16x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %340 = stablehlo.divide %320, %339 : tensor<16x16x16xcomplex<f32>>
    %341 = stablehlo.iota dim = 0 : tensor<3xi32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_97 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %343 = stablehlo.multiply %cst_97, %cst_98 : tensor<f32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %344 = stablehlo.multiply %343, %cst_99 : tensor<f32>
    %c_100 = stablehlo.constant dense<2> : tensor<i32>
    %345 = stablehlo.broadcast_in_dim %c_100, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %346 = stablehlo.convert %344 : tensor<f32>
    %347 = "stablehlo.scatter"(%342, %345, %346) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %348 = stablehlo.subtract %cst_101, %cst_102 : tensor<f32>
    %cst_103 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %349 = stablehlo.multiply %cst_103, %348 : tensor<f32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %350 = stablehlo.subtract %cst_104, %cst_105 : tensor<f32>
    %351 = stablehlo.multiply %349, %350 : tensor<f32>
    %c_106 = stablehlo.constant dense<0> : tensor<i32>
    %352 = stablehlo.broadcast_in_dim %c_106, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %353 = stablehlo.convert %351 : tensor<f32>
    %354 = "stablehlo.scatter"(%347, %352, %353) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %355 = stablehlo.slice %354 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %356 = stablehlo.reshape %355 : (tensor<1xf32>) -> tensor<f32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %357 = stablehlo.subtract %cst_107, %356 : tensor<f32>
    %358 = stablehlo.slice %354 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %359 = stablehlo.reshape %358 : (tensor<1xf32>) -> tensor<f32>
    %360 = stablehlo.subtract %357, %359 : tensor<f32>
    %c_108 = stablehlo.constant dense<1> : tensor<i32>
    %361 = stablehlo.broadcast_in_dim %c_108, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %362 = "stablehlo.scatter"(%354, %361, %360) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %363 = stablehlo.slice %362 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %364 = stablehlo.reshape %363 : (tensor<1xf32>) -> tensor<f32>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %365 = stablehlo.multiply %cst_109, %364 : tensor<f32>
    %cst_110 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %366 = stablehlo.divide %365, %cst_110 : tensor<f32>
    %c_111 = stablehlo.constant dense<3> : tensor<i32>
    %367 = stablehlo.broadcast_in_dim %c_111, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %368 = "stablehlo.scatter"(%362, %367, %366) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %369 = stablehlo.add %cst_112, %cst_113 : tensor<f32>
    %370 = stablehlo.slice %368 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
    %371 = stablehlo.reshape %370 : (tensor<1xf32>) -> tensor<f32>
    %372 = stablehlo.convert %369 : tensor<f32>
    %373 = stablehlo.multiply %372, %371 : tensor<f32>
    %cst_114 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %374 = stablehlo.subtract %cst_114, %cst_115 : tensor<f32>
    %375 = stablehlo.slice %368 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %376 = stablehlo.reshape %375 : (tensor<1xf32>) -> tensor<f32>
    %377 = stablehlo.convert %374 : tensor<f32>
    %378 = stablehlo.multiply %377, %376 : tensor<f32>
    %379 = stablehlo.add %373, %378 : tensor<f32>
    %cst_116 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %380 = stablehlo.divide %379, %cst_116 : tensor<f32>
    %c_117 = stablehlo.constant dense<2> : tensor<i32>
    %381 = stablehlo.broadcast_in_dim %c_117, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %382 = "stablehlo.scatter"(%368, %381, %380) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %383 = stablehlo.subtract %cst_118, %cst_119 : tensor<f32>
    %384 = stablehlo.slice %382 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %385 = stablehlo.reshape %384 : (tensor<1xf32>) -> tensor<f32>
    %386 = stablehlo.convert %383 : tensor<f32>
    %387 = stablehlo.multiply %386, %385 : tensor<f32>
    %cst_120 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %388 = stablehlo.divide %387, %cst_120 : tensor<f32>
    %c_121 = stablehlo.constant dense<0> : tensor<i32>
    %389 = stablehlo.broadcast_in_dim %c_121, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %390 = "stablehlo.scatter"(%382, %389, %388) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %391 = stablehlo.slice %390 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %392 = stablehlo.reshape %391 : (tensor<1xf32>) -> tensor<f32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %393 = stablehlo.subtract %cst_122, %392 : tensor<f32>
    %394 = stablehlo.slice %390 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %395 = stablehlo.reshape %394 : (tensor<1xf32>) -> tensor<f32>
    %396 = stablehlo.subtract %393, %395 : tensor<f32>
    %397 = stablehlo.slice %390 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %398 = stablehlo.reshape %397 : (tensor<1xf32>) -> tensor<f32>
    %399 = stablehlo.subtract %396, %398 : tensor<f32>
    %c_123 = stablehlo.constant dense<1> : tensor<i32>
    %400 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %401 = "stablehlo.scatter"(%390, %400, %399) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %402 = stablehlo.slice %401 [1:4] : (tensor<4xf32>) -> tensor<3xf32>
    %403 = stablehlo.reverse %402, dims = [0] : tensor<3xf32>
    %404 = stablehlo.convert %232 : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %cst_124 = stablehlo.constant dense<(0.000000e+00,18.849556)> : tensor<complex<f32>>
    %405 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %406 = stablehlo.multiply %405, %404 : tensor<16x16x16xcomplex<f32>>
    %407 = stablehlo.exponential %406 : tensor<16x16x16xcomplex<f32>>
    %408 = stablehlo.convert %232 : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %cst_125 = stablehlo.constant dense<(0.000000e+00,6.28318548)> : tensor<complex<f32>>
    %409 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %410 = stablehlo.multiply %409, %408 : tensor<16x16x16xcomplex<f32>>
    %411 = stablehlo.convert %341 : (tensor<3xi32>) -> tensor<3xcomplex<f32>>
    %412 = stablehlo.broadcast_in_dim %411, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %413 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16x1xcomplex<f32>>
    %414 = stablehlo.broadcast_in_dim %412, dims = [1, 2] : (tensor<1x3xcomplex<f32>>) -> tensor<1x1x3xcomplex<f32>>
    %415 = stablehlo.broadcast_in_dim %414, dims = [1, 2, 3] : (tensor<1x1x3xcomplex<f32>>) -> tensor<1x1x1x3xcomplex<f32>>
    %416 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2, 3] : (tensor<16x16x16x1xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %417 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %418 = stablehlo.multiply %416, %417 : tensor<16x16x16x3xcomplex<f32>>
    %419 = stablehlo.exponential %418 : tensor<16x16x16x3xcomplex<f32>>
    %420 = stablehlo.convert %403 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
    %421 = stablehlo.broadcast_in_dim %420, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %422 = stablehlo.broadcast_in_dim %421, dims = [1, 2] : (tensor<1x3xcomplex<f32>>) -> tensor<1x1x3xcomplex<f32>>
    %423 = stablehlo.broadcast_in_dim %422, dims = [1, 2, 3] : (tensor<1x1x3xcomplex<f32>>) -> tensor<1x1x1x3xcomplex<f32>>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %425 = stablehlo.multiply %424, %419 : tensor<16x16x16x3xcomplex<f32>>
    %cst_126 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %426 = stablehlo.reduce(%425 init: %cst_126) applies stablehlo.add across dimensions = [3] : (tensor<16x16x16x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %427 = stablehlo.divide %407, %426 : tensor<16x16x16xcomplex<f32>>
    %428 = stablehlo.iota dim = 0 : tensor<3xi32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_128 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_129 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %430 = stablehlo.multiply %cst_128, %cst_129 : tensor<f32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %431 = stablehlo.multiply %430, %cst_130 : tensor<f32>
    %c_131 = stablehlo.constant dense<2> : tensor<i32>
    %432 = stablehlo.broadcast_in_dim %c_131, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %433 = stablehlo.convert %431 : tensor<f32>
    %434 = "stablehlo.scatter"(%429, %432, %433) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_133 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %435 = stablehlo.subtract %cst_132, %cst_133 : tensor<f32>
    %cst_134 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %436 = stablehlo.multiply %cst_134, %435 : tensor<f32>
    %cst_135 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_136 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %437 = stablehlo.subtract %cst_135, %cst_136 : tensor<f32>
    %438 = stablehlo.multiply %436, %437 : tensor<f32>
    %c_137 = stablehlo.constant dense<0> : tensor<i32>
    %439 = stablehlo.broadcast_in_dim %c_137, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %440 = stablehlo.convert %438 : tensor<f32>
    %441 = "stablehlo.scatter"(%434, %439, %440) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %442 = stablehlo.slice %441 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %443 = stablehlo.reshape %442 : (tensor<1xf32>) -> tensor<f32>
    %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %444 = stablehlo.subtract %cst_138, %443 : tensor<f32>
    %445 = stablehlo.slice %441 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %446 = stablehlo.reshape %445 : (tensor<1xf32>) -> tensor<f32>
    %447 = stablehlo.subtract %444, %446 : tensor<f32>
    %c_139 = stablehlo.constant dense<1> : tensor<i32>
    %448 = stablehlo.broadcast_in_dim %c_139, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %449 = "stablehlo.scatter"(%441, %448, %447) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %450 = stablehlo.slice %449 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %451 = stablehlo.reshape %450 : (tensor<1xf32>) -> tensor<f32>
    %cst_140 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %452 = stablehlo.multiply %cst_140, %451 : tensor<f32>
    %cst_141 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %453 = stablehlo.divide %452, %cst_141 : tensor<f32>
    %c_142 = stablehlo.constant dense<3> : tensor<i32>
    %454 = stablehlo.broadcast_in_dim %c_142, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %455 = "stablehlo.scatter"(%449, %454, %453) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %456 = stablehlo.add %cst_143, %cst_144 : tensor<f32>
    %457 = stablehlo.slice %455 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
    %458 = stablehlo.reshape %457 : (tensor<1xf32>) -> tensor<f32>
    %459 = stablehlo.convert %456 : tensor<f32>
    %460 = stablehlo.multiply %459, %458 : tensor<f32>
    %cst_145 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %461 = stablehlo.subtract %cst_145, %cst_146 : tensor<f32>
    %462 = stablehlo.slice %455 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %463 = stablehlo.reshape %462 : (tensor<1xf32>) -> tensor<f32>
    %464 = stablehlo.convert %461 : tensor<f32>
    %465 = stablehlo.multiply %464, %463 : tensor<f32>
    %466 = stablehlo.add %460, %465 : tensor<f32>
    %cst_147 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %467 = stablehlo.divide %466, %cst_147 : tensor<f32>
    %c_148 = stablehlo.constant dense<2> : tensor<i32>
    %468 = stablehlo.broadcast_in_dim %c_148, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %469 = "stablehlo.scatter"(%455, %468, %467) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_149 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_150 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %470 = stablehlo.subtract %cst_149, %cst_150 : tensor<f32>
    %471 = stablehlo.slice %469 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %472 = stablehlo.reshape %471 : (tensor<1xf32>) -> tensor<f32>
    %473 = stablehlo.convert %470 : tensor<f32>
    %474 = stablehlo.multiply %473, %472 : tensor<f32>
    %cst_151 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %475 = stablehlo.divide %474, %cst_151 : tensor<f32>
    %c_152 = stablehlo.constant dense<0> : tensor<i32>
    %476 = stablehlo.broadcast_in_dim %c_152, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %477 = "stablehlo.scatter"(%469, %476, %475) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %478 = stablehlo.slice %477 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %479 = stablehlo.reshape %478 : (tensor<1xf32>) -> tensor<f32>
    %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %480 = stablehlo.subtract %cst_153, %479 : tensor<f32>
    %481 = stablehlo.slice %477 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %482 = stablehlo.reshape %481 : (tensor<1xf32>) -> tensor<f32>
    %483 = stablehlo.subtract %480, %482 : tensor<f32>
    %484 = stablehlo.slice %477 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %485 = stablehlo.reshape %484 : (tensor<1xf32>) -> tensor<f32>
    %486 = stablehlo.subtract %483, %485 : tensor<f32>
    %c_154 = stablehlo.constant dense<1> : tensor<i32>
    %487 = stablehlo.broadcast_in_dim %c_154, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %488 = "stablehlo.scatter"(%477, %487, %486) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %489 = stablehlo.slice %488 [1:4] : (tensor<4xf32>) -> tensor<3xf32>
    %490 = stablehlo.reverse %489, dims = [0] : tensor<3xf32>
    %491 = stablehlo.convert %234 : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %cst_155 = stablehlo.constant dense<(0.000000e+00,18.849556)> : tensor<complex<f32>>
    %492 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %493 = stablehlo.multiply %492, %491 : tensor<16x16x16xcomplex<f32>>
    %494 = stablehlo.exponential %493 : tensor<16x16x16xcomplex<f32>>
    %495 = stablehlo.convert %234 : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %cst_156 = stablehlo.constant dense<(0.000000e+00,6.28318548)> : tensor<complex<f32>>
    %496 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %497 = stablehlo.multiply %496, %495 : tensor<16x16x16xcomplex<f32>>
    %498 = stablehlo.convert %428 : (tensor<3xi32>) -> tensor<3xcomplex<f32>>
    %499 = stablehlo.broadcast_in_dim %498, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %500 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2] : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16x1xcomplex<f32>>
    %501 = stablehlo.broadcast_in_dim %499, dims = [1, 2] : (tensor<1x3xcomplex<f32>>) -> tensor<1x1x3xcomplex<f32>>
    %502 = stablehlo.broadcast_in_dim %501, dims = [1, 2, 3] : (tensor<1x1x3xcomplex<f32>>) -> tensor<1x1x1x3xcomplex<f32>>
    %503 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2, 3] : (tensor<16x16x16x1xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %504 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %505 = stablehlo.multiply %503, %504 : tensor<16x16x16x3xcomplex<f32>>
    %506 = stablehlo.exponential %505 : tensor<16x16x16x3xcomplex<f32>>
    %507 = stablehlo.convert %490 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
    %508 = stablehlo.broadcast_in_dim %507, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %509 = stablehlo.broadcast_in_dim %508, dims = [1, 2] : (tensor<1x3xcomplex<f32>>) -> tensor<1x1x3xcomplex<f32>>
    %510 = stablehlo.broadcast_in_dim %509, dims = [1, 2, 3] : (tensor<1x1x3xcomplex<f32>>) -> tensor<1x1x1x3xcomplex<f32>>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %512 = stablehlo.multiply %511, %506 : tensor<16x16x16x3xcomplex<f32>>
    %cst_157 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %513 = stablehlo.reduce(%512 init: %cst_157) applies stablehlo.add across dimensions = [3] : (tensor<16x16x16x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %514 = stablehlo.divide %494, %513 : tensor<16x16x16xcomplex<f32>>
    %515 = stablehlo.abs %340 : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xf32>
    %516 = stablehlo.multiply %515, %515 : tensor<16x16x16xf32>
    %517 = stablehlo.abs %427 : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xf32>
    %518 = stablehlo.multiply %517, %517 : tensor<16x16x16xf32>
    %519 = stablehlo.multiply %516, %518 : tensor<16x16x16xf32>
    %520 = stablehlo.abs %514 : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xf32>
    %521 = stablehlo.multiply %520, %520 : tensor<16x16x16xf32>
    %522 = stablehlo.multiply %519, %521 : tensor<16x16x16xf32>
    %523 = stablehlo.multiply %253, %522 : tensor<16x16x16xf32>
    %524 = stablehlo.abs %207 : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xf32>
    %525 = stablehlo.real %207 : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xf32>
    %526 = stablehlo.imag %207 : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xf32>
    %527 = stablehlo.negate %526 : tensor<16x16x16xf32>
    %528 = stablehlo.complex %525, %527 : tensor<16x16x16xcomplex<f32>>
    %529 = stablehlo.convert %524 : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %cst_158 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %530 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %531 = stablehlo.compare EQ, %529, %530, FLOAT : (tensor<16x16x16xcomplex<f32>>, tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xi1>
    %cst_159 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %532 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %533 = stablehlo.select %531, %532, %529 : tensor<16x16x16xi1>, tensor<16x16x16xcomplex<f32>>
    %534 = stablehlo.divide %528, %533 : tensor<16x16x16xcomplex<f32>>
    %cst_160 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %536 = stablehlo.multiply %535, %524 : tensor<16x16x16xf32>
    %cst_161 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %538 = stablehlo.multiply %523, %537 : tensor<16x16x16xf32>
    %539 = stablehlo.multiply %538, %536 : tensor<16x16x16xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %541 = stablehlo.complex %539, %540 : tensor<16x16x16xcomplex<f32>>
    %542 = stablehlo.multiply %541, %534 : tensor<16x16x16xcomplex<f32>>
    %543 = call @fft_4(%542) : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xf32>
    %c_163 = stablehlo.constant dense<15> : tensor<3xi32>
    %c_164 = stablehlo.constant dense<0> : tensor<i32>
    %544 = stablehlo.broadcast_in_dim %c_164, dims = [] : (tensor<i32>) -> tensor<4096x3xi32>
    %545 = stablehlo.compare GE, %205, %544, SIGNED : (tensor<4096x3xi32>, tensor<4096x3xi32>) -> tensor<4096x3xi1>
    %546 = stablehlo.broadcast_in_dim %c_163, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<4096x3xi32>
    %548 = stablehlo.compare LE, %205, %547, SIGNED : (tensor<4096x3xi32>, tensor<4096x3xi32>) -> tensor<4096x3xi1>
    %549 = stablehlo.and %545, %548 : tensor<4096x3xi1>
    %c_165 = stablehlo.constant dense<true> : tensor<i1>
    %550 = stablehlo.reduce(%549 init: %c_165) applies stablehlo.and across dimensions = [1] : (tensor<4096x3xi1>, tensor<i1>) -> tensor<4096xi1>
    %551 = "stablehlo.gather"(%543, %205) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x16x16xf32>, tensor<4096x3xi32>) -> tensor<4096xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %553 = stablehlo.select %550, %551, %552 : tensor<4096xi1>, tensor<4096xf32>
    %554 = stablehlo.reshape %553 : (tensor<4096xf32>) -> tensor<64x4x4x4xf32>
    %555 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<64x1x1x1xf32>) -> tensor<64x4x4x4xf32>
    %556 = stablehlo.multiply %555, %554 : tensor<64x4x4x4xf32>
    %557 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<64x4x4x1xf32>) -> tensor<64x4x4x4xf32>
    %558 = stablehlo.multiply %557, %556 : tensor<64x4x4x4xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%558 init: %cst_167) applies stablehlo.add across dimensions = [1, 2] : (tensor<64x4x4x4xf32>, tensor<f32>) -> tensor<64x4xf32>
    %560 = stablehlo.reshape %559 : (tensor<64x4xf32>) -> tensor<64x1x1x4xf32>
    %561 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<64x1x1x4xf32>) -> tensor<64x4x4x4xf32>
    %562 = stablehlo.multiply %556, %561 : tensor<64x4x4x4xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.reduce(%562 init: %cst_168) applies stablehlo.add across dimensions = [3] : (tensor<64x4x4x4xf32>, tensor<f32>) -> tensor<64x4x4xf32>
    %564 = stablehlo.reshape %563 : (tensor<64x4x4xf32>) -> tensor<64x4x4x1xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %565 = stablehlo.reduce(%560 init: %cst_169) applies stablehlo.add across dimensions = [1, 2] : (tensor<64x1x1x4xf32>, tensor<f32>) -> tensor<64x4xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.pad %566, %cst_170, low = [0, 2, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<64x1x4xf32>, tensor<f32>) -> tensor<64x3x4xf32>
    %568 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<64x4x1x1xf32>) -> tensor<64x4x4x1xf32>
    %569 = stablehlo.multiply %568, %564 : tensor<64x4x4x1xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.reduce(%569 init: %cst_171) applies stablehlo.add across dimensions = [1] : (tensor<64x4x4x1xf32>, tensor<f32>) -> tensor<64x4x1xf32>
    %571 = stablehlo.reshape %570 : (tensor<64x4x1xf32>) -> tensor<64x1x4x1xf32>
    %572 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<64x1x4x1xf32>) -> tensor<64x4x4x1xf32>
    %573 = stablehlo.multiply %564, %572 : tensor<64x4x4x1xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%573 init: %cst_172) applies stablehlo.add across dimensions = [2] : (tensor<64x4x4x1xf32>, tensor<f32>) -> tensor<64x4x1xf32>
    %575 = stablehlo.reshape %574 : (tensor<64x4x1xf32>) -> tensor<64x4x1x1xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.reduce(%571 init: %cst_173) applies stablehlo.add across dimensions = [1, 3] : (tensor<64x1x4x1xf32>, tensor<f32>) -> tensor<64x4xf32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %578 = stablehlo.pad %577, %cst_174, low = [0, 1, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<64x1x4xf32>, tensor<f32>) -> tensor<64x3x4xf32>
    %579 = stablehlo.add %567, %578 : tensor<64x3x4xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %580 = stablehlo.reduce(%575 init: %cst_175) applies stablehlo.add across dimensions = [2, 3] : (tensor<64x4x1x1xf32>, tensor<f32>) -> tensor<64x4xf32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.pad %581, %cst_176, low = [0, 0, 0], high = [0, 2, 0], interior = [0, 0, 0] : (tensor<64x1x4xf32>, tensor<f32>) -> tensor<64x3x4xf32>
    %583 = stablehlo.add %579, %582 : tensor<64x3x4xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %585 = "stablehlo.scatter"(%583, %120, %584) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %c_178 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_179 = stablehlo.constant dense<0> : tensor<i32>
    %586 = stablehlo.broadcast_in_dim %c_179, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %587 = stablehlo.compare GE, %120, %586, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %588 = stablehlo.compare LE, %120, %c_178, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %589 = stablehlo.and %587, %588 : tensor<1xi1>
    %c_180 = stablehlo.constant dense<true> : tensor<i1>
    %590 = stablehlo.reduce(%589 init: %c_180) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %591 = "stablehlo.gather"(%583, %120) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 64, 3, 1>}> : (tensor<64x3x4xf32>, tensor<1xi32>) -> tensor<64x3xf32>
    %592 = stablehlo.broadcast_in_dim %590, dims = [] : (tensor<i1>) -> tensor<64x3xi1>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %594 = stablehlo.select %592, %591, %593 : tensor<64x3xi1>, tensor<64x3xf32>
    %595 = stablehlo.negate %594 : tensor<64x3xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1] : (tensor<64x3xf32>) -> tensor<64x3x1xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.pad %596, %cst_182, low = [0, 0, 3], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<64x3x1xf32>, tensor<f32>) -> tensor<64x3x4xf32>
    %598 = stablehlo.add %585, %597 : tensor<64x3x4xf32>
    %599 = stablehlo.negate %594 : tensor<64x3xf32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [0, 1] : (tensor<64x3xf32>) -> tensor<64x3x1xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.pad %600, %cst_183, low = [0, 0, 2], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<64x3x1xf32>, tensor<f32>) -> tensor<64x3x4xf32>
    %602 = stablehlo.add %598, %601 : tensor<64x3x4xf32>
    %603 = stablehlo.negate %594 : tensor<64x3xf32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0, 1] : (tensor<64x3xf32>) -> tensor<64x3x1xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.pad %604, %cst_184, low = [0, 0, 0], high = [0, 0, 3], interior = [0, 0, 0] : (tensor<64x3x1xf32>, tensor<f32>) -> tensor<64x3x4xf32>
    %606 = stablehlo.add %602, %605 : tensor<64x3x4xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %608 = "stablehlo.scatter"(%606, %108, %607) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %c_186 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_187 = stablehlo.constant dense<0> : tensor<i32>
    %609 = stablehlo.broadcast_in_dim %c_187, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %610 = stablehlo.compare GE, %108, %609, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %611 = stablehlo.compare LE, %108, %c_186, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %612 = stablehlo.and %610, %611 : tensor<1xi1>
    %c_188 = stablehlo.constant dense<true> : tensor<i1>
    %613 = stablehlo.reduce(%612 init: %c_188) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %614 = "stablehlo.gather"(%606, %108) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 64, 3, 1>}> : (tensor<64x3x4xf32>, tensor<1xi32>) -> tensor<64x3xf32>
    %615 = stablehlo.broadcast_in_dim %613, dims = [] : (tensor<i1>) -> tensor<64x3xi1>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %617 = stablehlo.select %615, %614, %616 : tensor<64x3xi1>, tensor<64x3xf32>
    %cst_190 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %619 = stablehlo.divide %617, %618 : tensor<64x3xf32>
    %620 = stablehlo.multiply %102, %619 : tensor<64x3xf32>
    %621 = stablehlo.multiply %619, %104 : tensor<64x3xf32>
    %622 = stablehlo.broadcast_in_dim %620, dims = [0, 1] : (tensor<64x3xf32>) -> tensor<64x3x1xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %623 = stablehlo.pad %622, %cst_191, low = [0, 0, 0], high = [0, 0, 3], interior = [0, 0, 0] : (tensor<64x3x1xf32>, tensor<f32>) -> tensor<64x3x4xf32>
    %624 = stablehlo.add %608, %623 : tensor<64x3x4xf32>
    %625 = stablehlo.negate %621 : tensor<64x3xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %627 = "stablehlo.scatter"(%624, %99, %626) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %c_193 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_194 = stablehlo.constant dense<0> : tensor<i32>
    %628 = stablehlo.broadcast_in_dim %c_194, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %629 = stablehlo.compare GE, %99, %628, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %630 = stablehlo.compare LE, %99, %c_193, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %631 = stablehlo.and %629, %630 : tensor<1xi1>
    %c_195 = stablehlo.constant dense<true> : tensor<i1>
    %632 = stablehlo.reduce(%631 init: %c_195) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %633 = "stablehlo.gather"(%624, %99) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 64, 3, 1>}> : (tensor<64x3x4xf32>, tensor<1xi32>) -> tensor<64x3xf32>
    %634 = stablehlo.broadcast_in_dim %632, dims = [] : (tensor<i1>) -> tensor<64x3xi1>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %636 = stablehlo.select %634, %633, %635 : tensor<64x3xi1>, tensor<64x3xf32>
    %cst_197 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %638 = stablehlo.divide %636, %637 : tensor<64x3xf32>
    %639 = stablehlo.multiply %92, %638 : tensor<64x3xf32>
    %640 = stablehlo.multiply %638, %94 : tensor<64x3xf32>
    %641 = stablehlo.broadcast_in_dim %639, dims = [0, 1] : (tensor<64x3xf32>) -> tensor<64x3x1xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %642 = stablehlo.pad %641, %cst_198, low = [0, 0, 2], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<64x3x1xf32>, tensor<f32>) -> tensor<64x3x4xf32>
    %643 = stablehlo.add %627, %642 : tensor<64x3x4xf32>
    %644 = stablehlo.negate %640 : tensor<64x3xf32>
    %645 = stablehlo.add %625, %644 : tensor<64x3xf32>
    %646 = stablehlo.multiply %87, %638 : tensor<64x3xf32>
    %647 = stablehlo.multiply %638, %89 : tensor<64x3xf32>
    %648 = stablehlo.add %645, %647 : tensor<64x3xf32>
    %649 = stablehlo.broadcast_in_dim %646, dims = [0, 1] : (tensor<64x3xf32>) -> tensor<64x3x1xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %650 = stablehlo.pad %649, %cst_199, low = [0, 0, 1], high = [0, 0, 2], interior = [0, 0, 0] : (tensor<64x3x1xf32>, tensor<f32>) -> tensor<64x3x4xf32>
    %651 = stablehlo.add %643, %650 : tensor<64x3x4xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %653 = "stablehlo.scatter"(%651, %84, %652) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %c_201 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_202 = stablehlo.constant dense<0> : tensor<i32>
    %654 = stablehlo.broadcast_in_dim %c_202, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %655 = stablehlo.compare GE, %84, %654, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %656 = stablehlo.compare LE, %84, %c_201, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %657 = stablehlo.and %655, %656 : tensor<1xi1>
    %c_203 = stablehlo.constant dense<true> : tensor<i1>
    %658 = stablehlo.reduce(%657 init: %c_203) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %659 = "stablehlo.gather"(%651, %84) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 64, 3, 1>}> : (tensor<64x3x4xf32>, tensor<1xi32>) -> tensor<64x3xf32>
    %660 = stablehlo.broadcast_in_dim %658, dims = [] : (tensor<i1>) -> tensor<64x3xi1>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %662 = stablehlo.select %660, %659, %661 : tensor<64x3xi1>, tensor<64x3xf32>
    %cst_205 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %664 = stablehlo.divide %662, %663 : tensor<64x3xf32>
    %665 = stablehlo.multiply %52, %664 : tensor<64x3xf32>
    %666 = stablehlo.multiply %664, %80 : tensor<64x3xf32>
    %667 = stablehlo.add %648, %666 : tensor<64x3xf32>
    %668 = stablehlo.broadcast_in_dim %665, dims = [0, 1] : (tensor<64x3xf32>) -> tensor<64x3x1xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %669 = stablehlo.pad %668, %cst_206, low = [0, 0, 2], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<64x3x1xf32>, tensor<f32>) -> tensor<64x3x4xf32>
    %670 = stablehlo.add %653, %669 : tensor<64x3x4xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %672 = "stablehlo.scatter"(%670, %77, %671) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %c_208 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_209 = stablehlo.constant dense<0> : tensor<i32>
    %673 = stablehlo.broadcast_in_dim %c_209, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %674 = stablehlo.compare GE, %77, %673, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %675 = stablehlo.compare LE, %77, %c_208, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %676 = stablehlo.and %674, %675 : tensor<1xi1>
    %c_210 = stablehlo.constant dense<true> : tensor<i1>
    %677 = stablehlo.reduce(%676 init: %c_210) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %678 = "stablehlo.gather"(%670, %77) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 64, 3, 1>}> : (tensor<64x3x4xf32>, tensor<1xi32>) -> tensor<64x3xf32>
    %679 = stablehlo.broadcast_in_dim %677, dims = [] : (tensor<i1>) -> tensor<64x3xi1>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %681 = stablehlo.select %679, %678, %680 : tensor<64x3xi1>, tensor<64x3xf32>
    %682 = stablehlo.negate %681 : tensor<64x3xf32>
    %683 = stablehlo.broadcast_in_dim %682, dims = [0, 1] : (tensor<64x3xf32>) -> tensor<64x3x1xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %684 = stablehlo.pad %683, %cst_212, low = [0, 0, 2], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<64x3x1xf32>, tensor<f32>) -> tensor<64x3x4xf32>
    %685 = stablehlo.add %672, %684 : tensor<64x3x4xf32>
    %686 = stablehlo.negate %681 : tensor<64x3xf32>
    %687 = stablehlo.broadcast_in_dim %686, dims = [0, 1] : (tensor<64x3xf32>) -> tensor<64x3x1xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %688 = stablehlo.pad %687, %cst_213, low = [0, 0, 0], high = [0, 0, 3], interior = [0, 0, 0] : (tensor<64x3x1xf32>, tensor<f32>) -> tensor<64x3x4xf32>
    %689 = stablehlo.add %685, %688 : tensor<64x3x4xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %691 = "stablehlo.scatter"(%689, %68, %690) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %c_215 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_216 = stablehlo.constant dense<0> : tensor<i32>
    %692 = stablehlo.broadcast_in_dim %c_216, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %693 = stablehlo.compare GE, %68, %692, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %694 = stablehlo.compare LE, %68, %c_215, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %695 = stablehlo.and %693, %694 : tensor<1xi1>
    %c_217 = stablehlo.constant dense<true> : tensor<i1>
    %696 = stablehlo.reduce(%695 init: %c_217) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %697 = "stablehlo.gather"(%689, %68) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 64, 3, 1>}> : (tensor<64x3x4xf32>, tensor<1xi32>) -> tensor<64x3xf32>
    %698 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<i1>) -> tensor<64x3xi1>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %700 = stablehlo.select %698, %697, %699 : tensor<64x3xi1>, tensor<64x3xf32>
    %701 = stablehlo.multiply %64, %700 : tensor<64x3xf32>
    %702 = stablehlo.multiply %700, %66 : tensor<64x3xf32>
    %703 = stablehlo.negate %701 : tensor<64x3xf32>
    %704 = stablehlo.add %667, %703 : tensor<64x3xf32>
    %cst_219 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %706 = stablehlo.multiply %705, %702 : tensor<64x3xf32>
    %707 = stablehlo.negate %706 : tensor<64x3xf32>
    %708 = stablehlo.add %704, %707 : tensor<64x3xf32>
    %c_220 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_221 = stablehlo.constant dense<0> : tensor<i32>
    %709 = stablehlo.broadcast_in_dim %c_221, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %710 = stablehlo.compare GE, %57, %709, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %711 = stablehlo.compare LE, %57, %c_220, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %712 = stablehlo.and %710, %711 : tensor<1xi1>
    %c_222 = stablehlo.constant dense<true> : tensor<i1>
    %713 = stablehlo.reduce(%712 init: %c_222) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %714 = "stablehlo.gather"(%691, %57) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 64, 3, 1>}> : (tensor<64x3x4xf32>, tensor<1xi32>) -> tensor<64x3xf32>
    %715 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<i1>) -> tensor<64x3xi1>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %717 = stablehlo.select %715, %714, %716 : tensor<64x3xi1>, tensor<64x3xf32>
    %718 = stablehlo.multiply %55, %717 : tensor<64x3xf32>
    %719 = stablehlo.add %708, %718 : tensor<64x3xf32>
    %720 = stablehlo.multiply %717, %52 : tensor<64x3xf32>
    %cst_224 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %722 = stablehlo.multiply %721, %720 : tensor<64x3xf32>
    %723 = stablehlo.add %719, %722 : tensor<64x3xf32>
    %724 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<64x3xf32>
    %725 = stablehlo.multiply %723, %724 : tensor<64x3xf32>
    %cst_225 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %727 = stablehlo.multiply %725, %726 : tensor<64x3xf32>
    %cst_226 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_227 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %728 = stablehlo.multiply %cst_226, %cst_227 : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %728, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %730 = stablehlo.multiply %43, %729 : tensor<64x64xf32>
    %731 = call @nan_to_num_6(%35#0, %35#1, %35#2, %730) : (tensor<64x64xi1>, tensor<64x64xi1>, tensor<64x64xi1>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %732 = stablehlo.multiply %731, %34 : tensor<64x64xf32>
    %733 = stablehlo.multiply %732, %30 : tensor<64x64xf32>
    %734 = stablehlo.negate %733 : tensor<64x64xf32>
    %735 = stablehlo.divide %731, %23#0 : tensor<64x64xf32>
    %736 = stablehlo.multiply %4, %735 : tensor<64x64xf32>
    %cst_228 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %738 = stablehlo.multiply %737, %736 : tensor<64x64xf32>
    %739 = stablehlo.multiply %738, %29 : tensor<64x64xf32>
    %cst_229 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %741 = stablehlo.multiply %740, %739 : tensor<64x64xf32>
    %742 = stablehlo.add %734, %741 : tensor<64x64xf32>
    %743 = call @safe_mask_8(%22, %23#1, %742) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %744 = stablehlo.broadcast_in_dim %743, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x3xf32>
    %745 = stablehlo.multiply %744, %19 : tensor<64x64x3xf32>
    %746 = call @remainder_10(%13#1, %745) : (tensor<64x64x3xi1>, tensor<64x64x3xf32>) -> tensor<64x64x3xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %747 = stablehlo.reduce(%746 init: %cst_230) applies stablehlo.add across dimensions = [0] : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x3xf32>
    %748 = stablehlo.reshape %747 : (tensor<64x3xf32>) -> tensor<1x64x3xf32>
    %749 = stablehlo.negate %746 : tensor<64x64x3xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %750 = stablehlo.reduce(%749 init: %cst_231) applies stablehlo.add across dimensions = [1] : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x3xf32>
    %751 = stablehlo.reshape %750 : (tensor<64x3xf32>) -> tensor<64x1x3xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %752 = stablehlo.reduce(%748 init: %cst_232) applies stablehlo.add across dimensions = [0] : (tensor<1x64x3xf32>, tensor<f32>) -> tensor<64x3xf32>
    %753 = stablehlo.add %727, %752 : tensor<64x3xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %754 = stablehlo.reduce(%751 init: %cst_233) applies stablehlo.add across dimensions = [1] : (tensor<64x1x3xf32>, tensor<f32>) -> tensor<64x3xf32>
    %755 = stablehlo.add %753, %754 : tensor<64x3xf32>
    %756 = stablehlo.negate %755 : tensor<64x3xf32>
    return %756 : tensor<64x3xf32>
  }
  func.func private @remainder(%arg0: tensor<64x64x3xf32>, %arg1: tensor<f32>) -> (tensor<64x64x3xf32>, tensor<64x64x3xi1>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x64x3xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<64x64x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64x3xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<64x64x3xf32>, tensor<64x64x3xf32>) -> tensor<64x64x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x64x3xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<64x64x3xf32>, tensor<64x64x3xf32>) -> tensor<64x64x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<64x64x3xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<64x64x3xi1>, tensor<64x64x3xi1>) -> tensor<64x64x3xi1>
    %10 = stablehlo.and %9, %4 : tensor<64x64x3xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x64x3xf32>
    %12 = stablehlo.add %2, %11 : tensor<64x64x3xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<64x64x3xi1>, tensor<64x64x3xf32>
    return %13, %10 : tensor<64x64x3xf32>, tensor<64x64x3xi1>
  }
  func.func private @safe_mask(%arg0: tensor<64x64xi1>, %arg1: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where(%arg0, %arg1, %c) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %1 = stablehlo.sqrt %0 : tensor<64x64xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3 = stablehlo.divide %2, %1 : tensor<64x64xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_where(%arg0, %1, %c_0) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    return %4, %3 : tensor<64x64xf32>, tensor<64x64xf32>
  }
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<64x64xf32>, %arg2: tensor<i32>) -> tensor<64x64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<64xf32>) -> tensor<64x64xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<64x64xi1>, tensor<64x64xf32>
    return %3 : tensor<64x64xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<64x64xf32>) -> (tensor<64x64xi1>, tensor<64x64xi1>, tensor<64x64xi1>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_0(%0, %cst, %arg0) : (tensor<64x64xi1>, tensor<f32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where_0(%3, %cst_1, %1) : (tensor<64x64xi1>, tensor<f32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    return %0, %3, %6 : tensor<64x64xi1>, tensor<64x64xi1>, tensor<64x64xi1>
  }
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<f32>, %arg2: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<64x64xi1>, tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @remainder_1(%arg0: tensor<64x3x4xi32>, %arg1: tensor<3xi32>) -> tensor<64x3x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_2(%1, %c_0, %arg1) : (tensor<3xi1>, tensor<i32>, tensor<3xi32>) -> tensor<3xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<1x3x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x3x1xi32>) -> tensor<64x3x4xi32>
    %6 = stablehlo.remainder %arg0, %5 : tensor<64x3x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64x3x4xi32>
    %8 = stablehlo.compare NE, %6, %7, SIGNED : (tensor<64x3x4xi32>, tensor<64x3x4xi32>) -> tensor<64x3x4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64x3x4xi32>
    %10 = stablehlo.compare LT, %6, %9, SIGNED : (tensor<64x3x4xi32>, tensor<64x3x4xi32>) -> tensor<64x3x4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %12 = stablehlo.compare LT, %2, %11, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xi1>) -> tensor<3x1xi1>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<3x1xi1>) -> tensor<1x3x1xi1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x3x1xi1>) -> tensor<64x3x4xi1>
    %16 = stablehlo.compare NE, %10, %15, UNSIGNED : (tensor<64x3x4xi1>, tensor<64x3x4xi1>) -> tensor<64x3x4xi1>
    %17 = stablehlo.and %16, %8 : tensor<64x3x4xi1>
    %18 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<3x1xi32>) -> tensor<1x3x1xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x3x1xi32>) -> tensor<64x3x4xi32>
    %21 = stablehlo.add %6, %20 : tensor<64x3x4xi32>
    %22 = stablehlo.select %17, %21, %6 : tensor<64x3x4xi1>, tensor<64x3x4xi32>
    return %22 : tensor<64x3x4xi32>
  }
  func.func private @_where_2(%arg0: tensor<3xi1>, %arg1: tensor<i32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %1 : tensor<3xi32>
  }
  func.func private @fft(%arg0: tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [16, 16, 16] : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    return %1 : tensor<16x16x16xcomplex<f32>>
  }
  func.func private @remainder_3(%arg0: tensor<16xf32>, %arg1: tensor<i32>) -> tensor<16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %10 = stablehlo.and %9, %4 : tensor<16xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.add %2, %11 : tensor<16xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<16xi1>, tensor<16xf32>
    return %13 : tensor<16xf32>
  }
  func.func private @fft_4(%arg0: tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xf32> {
    %0 = call @fft_5(%arg0) : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xf32>
    %2 = stablehlo.convert %1 : tensor<16x16x16xf32>
    return %2 : tensor<16x16x16xf32>
  }
  func.func private @fft_5(%arg0: tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [16, 16, 16] : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    return %0 : tensor<16x16x16xcomplex<f32>>
  }
  func.func private @nan_to_num_6(%arg0: tensor<64x64xi1>, %arg1: tensor<64x64xi1>, %arg2: tensor<64x64xi1>, %arg3: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = call @_where_7(%arg2, %arg3) : (tensor<64x64xi1>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %1 = call @_where_7(%arg1, %0) : (tensor<64x64xi1>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %2 = call @_where_7(%arg0, %1) : (tensor<64x64xi1>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @_where_7(%arg0: tensor<64x64xi1>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<64x64xi1>, tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @safe_mask_8(%arg0: tensor<64x64xi1>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = call @_where_9(%arg0, %arg2) : (tensor<64x64xi1>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<64x64xf32>
    %2 = call @_where_9(%arg0, %1) : (tensor<64x64xi1>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @_where_9(%arg0: tensor<64x64xi1>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<64x64xi1>, tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @remainder_10(%arg0: tensor<64x64x3xi1>, %arg1: tensor<64x64x3xf32>) -> tensor<64x64x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64x3xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<64x64x3xi1>, tensor<64x64x3xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<64x64x3xi1>, tensor<64x64x3xf32>
    %3 = stablehlo.add %1, %2 : tensor<64x64x3xf32>
    return %3 : tensor<64x64x3xf32>
  }
}
