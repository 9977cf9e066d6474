module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x3xf32>, %arg1: tensor<64xf32>) -> (tensor<f32> {jax.result_info = "result"}) {
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
    %13 = call @remainder(%12, %cst_4) : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x64x3xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %14 = stablehlo.multiply %cst_5, %cst_6 : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<64x64x3xf32>
    %16 = stablehlo.subtract %13, %15 : tensor<64x64x3xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<64x64x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<64x64x3xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %20 = stablehlo.compare GT, %18, %19, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %21 = call @safe_mask(%20, %18) : (tensor<64x64xi1>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<64x64xf32>
    %24 = chlo.erfc %23 : tensor<64x64xf32> -> tensor<64x64xf32>
    %25 = stablehlo.multiply %4, %24 : tensor<64x64xf32>
    %26 = stablehlo.divide %25, %21 : tensor<64x64xf32>
    %27 = call @nan_to_num(%26) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %28 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %29 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %31 = stablehlo.add %28, %30 : tensor<64x64xi32>
    %32 = stablehlo.compare EQ, %31, %29, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %33 = stablehlo.convert %32 : (tensor<64x64xi1>) -> tensor<64x64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %35 = stablehlo.subtract %34, %33 : tensor<64x64xf32>
    %36 = stablehlo.multiply %35, %27 : tensor<64x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %38 = stablehlo.multiply %37, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %cst_15 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %41 = stablehlo.multiply %arg0, %40 : tensor<64x3xf32>
    %42 = stablehlo.convert %c : (tensor<3xi32>) -> tensor<3xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<64x3xf32>
    %45 = stablehlo.multiply %41, %44 : tensor<64x3xf32>
    %46 = stablehlo.floor %45 : tensor<64x3xf32>
    %47 = stablehlo.subtract %45, %46 : tensor<64x3xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %50 = stablehlo.multiply %49, %47 : tensor<64x3xf32>
    %51 = stablehlo.multiply %50, %47 : tensor<64x3xf32>
    %c_18 = stablehlo.constant dense<2> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %53 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<64x3x4xf32>
    %55 = "stablehlo.scatter"(%54, %52, %51) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %57 = stablehlo.subtract %56, %47 : tensor<64x3xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %59 = stablehlo.multiply %58, %57 : tensor<64x3xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %61 = stablehlo.subtract %60, %47 : tensor<64x3xf32>
    %62 = stablehlo.multiply %59, %61 : tensor<64x3xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %64 = "stablehlo.scatter"(%55, %63, %62) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %65 = stablehlo.slice %64 [0:64, 0:3, 0:1] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %66 = stablehlo.reshape %65 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %68 = stablehlo.subtract %67, %66 : tensor<64x3xf32>
    %69 = stablehlo.slice %64 [0:64, 0:3, 2:3] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %70 = stablehlo.reshape %69 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %71 = stablehlo.subtract %68, %70 : tensor<64x3xf32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %72 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %73 = "stablehlo.scatter"(%64, %72, %71) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %74 = stablehlo.slice %73 [0:64, 0:3, 2:3] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %75 = stablehlo.reshape %74 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %76 = stablehlo.multiply %47, %75 : tensor<64x3xf32>
    %cst_25 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %78 = stablehlo.divide %76, %77 : tensor<64x3xf32>
    %c_26 = stablehlo.constant dense<3> : tensor<i32>
    %79 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %80 = "stablehlo.scatter"(%73, %79, %78) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %82 = stablehlo.add %81, %47 : tensor<64x3xf32>
    %83 = stablehlo.slice %80 [0:64, 0:3, 1:2] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %84 = stablehlo.reshape %83 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %85 = stablehlo.multiply %82, %84 : tensor<64x3xf32>
    %cst_28 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %87 = stablehlo.subtract %86, %47 : tensor<64x3xf32>
    %88 = stablehlo.slice %80 [0:64, 0:3, 2:3] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %89 = stablehlo.reshape %88 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %90 = stablehlo.multiply %87, %89 : tensor<64x3xf32>
    %91 = stablehlo.add %85, %90 : tensor<64x3xf32>
    %cst_29 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %93 = stablehlo.divide %91, %92 : tensor<64x3xf32>
    %c_30 = stablehlo.constant dense<2> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %95 = "stablehlo.scatter"(%80, %94, %93) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %97 = stablehlo.subtract %96, %47 : tensor<64x3xf32>
    %98 = stablehlo.slice %95 [0:64, 0:3, 0:1] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %99 = stablehlo.reshape %98 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %100 = stablehlo.multiply %97, %99 : tensor<64x3xf32>
    %cst_32 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %102 = stablehlo.divide %100, %101 : tensor<64x3xf32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %103 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %104 = "stablehlo.scatter"(%95, %103, %102) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %105 = stablehlo.slice %104 [0:64, 0:3, 0:1] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %106 = stablehlo.reshape %105 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %108 = stablehlo.subtract %107, %106 : tensor<64x3xf32>
    %109 = stablehlo.slice %104 [0:64, 0:3, 2:3] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %110 = stablehlo.reshape %109 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %111 = stablehlo.subtract %108, %110 : tensor<64x3xf32>
    %112 = stablehlo.slice %104 [0:64, 0:3, 3:4] : (tensor<64x3x4xf32>) -> tensor<64x3x1xf32>
    %113 = stablehlo.reshape %112 : (tensor<64x3x1xf32>) -> tensor<64x3xf32>
    %114 = stablehlo.subtract %111, %113 : tensor<64x3xf32>
    %c_35 = stablehlo.constant dense<1> : tensor<i32>
    %115 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %116 = "stablehlo.scatter"(%104, %115, %114) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3x4xf32>, tensor<1xi32>, tensor<64x3xf32>) -> tensor<64x3x4xf32>
    %117 = stablehlo.floor %45 : tensor<64x3xf32>
    %118 = stablehlo.convert %117 : (tensor<64x3xf32>) -> tensor<64x3xi32>
    %119 = stablehlo.iota dim = 0 : tensor<4xi32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %121 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<64x3xi32>) -> tensor<64x3x1xi32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [1, 2] : (tensor<1x4xi32>) -> tensor<1x1x4xi32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<64x3x4xi32>
    %124 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<64x3x1xi32>) -> tensor<64x3x4xi32>
    %125 = stablehlo.add %123, %124 : tensor<64x3x4xi32>
    %126 = call @remainder_1(%125, %c) : (tensor<64x3x4xi32>, tensor<3xi32>) -> tensor<64x3x4xi32>
    %127 = stablehlo.slice %116 [0:64, 0:1, 0:4] : (tensor<64x3x4xf32>) -> tensor<64x1x4xf32>
    %128 = stablehlo.reshape %127 : (tensor<64x1x4xf32>) -> tensor<64x4xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<64x4xf32>) -> tensor<64x4x1x1xf32>
    %130 = stablehlo.slice %116 [0:64, 1:2, 0:4] : (tensor<64x3x4xf32>) -> tensor<64x1x4xf32>
    %131 = stablehlo.reshape %130 : (tensor<64x1x4xf32>) -> tensor<64x4xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4x1xf32>
    %133 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<64x4x1x1xf32>) -> tensor<64x4x4x1xf32>
    %134 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<64x1x4x1xf32>) -> tensor<64x4x4x1xf32>
    %135 = stablehlo.multiply %133, %134 : tensor<64x4x4x1xf32>
    %136 = stablehlo.slice %116 [0:64, 2:3, 0:4] : (tensor<64x3x4xf32>) -> tensor<64x1x4xf32>
    %137 = stablehlo.reshape %136 : (tensor<64x1x4xf32>) -> tensor<64x4xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 3] : (tensor<64x4xf32>) -> tensor<64x1x1x4xf32>
    %139 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<64x4x4x1xf32>) -> tensor<64x4x4x4xf32>
    %140 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<64x1x1x4xf32>) -> tensor<64x4x4x4xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<64x4x4x4xf32>
    %142 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1x1xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<64x1x1x1xf32>) -> tensor<64x4x4x4xf32>
    %144 = stablehlo.multiply %143, %141 : tensor<64x4x4x4xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %145 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %146 = stablehlo.compare LT, %c_0, %145, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_37 = stablehlo.constant dense<3> : tensor<i32>
    %147 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %148 = stablehlo.add %c_0, %147 : tensor<1xi32>
    %149 = stablehlo.select %146, %148, %c_0 : tensor<1xi1>, tensor<1xi32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %151 = "stablehlo.gather"(%126, %150) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1, 4>}> : (tensor<64x3x4xi32>, tensor<1x1xi32>) -> tensor<64x1x4xi32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<64x1x4xi32>) -> tensor<64x1x4x1x1xi32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3, 4] : (tensor<64x1x4x1x1xi32>) -> tensor<64x1x4x4x4xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %154 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %155 = stablehlo.compare LT, %c_1, %154, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_39 = stablehlo.constant dense<3> : tensor<i32>
    %156 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %157 = stablehlo.add %c_1, %156 : tensor<1xi32>
    %158 = stablehlo.select %155, %157, %c_1 : tensor<1xi1>, tensor<1xi32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %160 = "stablehlo.gather"(%126, %159) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1, 4>}> : (tensor<64x3x4xi32>, tensor<1x1xi32>) -> tensor<64x1x4xi32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 3] : (tensor<64x1x4xi32>) -> tensor<64x1x1x4x1xi32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3, 4] : (tensor<64x1x1x4x1xi32>) -> tensor<64x1x4x4x4xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %163 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %164 = stablehlo.compare LT, %c_2, %163, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_41 = stablehlo.constant dense<3> : tensor<i32>
    %165 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %166 = stablehlo.add %c_2, %165 : tensor<1xi32>
    %167 = stablehlo.select %164, %166, %c_2 : tensor<1xi1>, tensor<1xi32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %169 = "stablehlo.gather"(%126, %168) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1, 4>}> : (tensor<64x3x4xi32>, tensor<1x1xi32>) -> tensor<64x1x4xi32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 4] : (tensor<64x1x4xi32>) -> tensor<64x1x1x1x4xi32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2, 3, 4] : (tensor<64x1x1x1x4xi32>) -> tensor<64x1x4x4x4xi32>
    %172 = stablehlo.concatenate %153, %162, %171, dim = 1 : (tensor<64x1x4x4x4xi32>, tensor<64x1x4x4x4xi32>, tensor<64x1x4x4x4xi32>) -> tensor<64x3x4x4x4xi32>
    %173 = stablehlo.transpose %172, dims = [0, 2, 3, 4, 1] : (tensor<64x3x4x4x4xi32>) -> tensor<64x4x4x4x3xi32>
    %174 = stablehlo.reshape %173 : (tensor<64x4x4x4x3xi32>) -> tensor<4096x3xi32>
    %175 = stablehlo.reshape %144 : (tensor<64x4x4x4xf32>) -> tensor<4096xf32>
    %176 = stablehlo.slice %174 [0:4096, 0:1] : (tensor<4096x3xi32>) -> tensor<4096x1xi32>
    %177 = stablehlo.reshape %176 : (tensor<4096x1xi32>) -> tensor<4096xi32>
    %178 = stablehlo.slice %174 [0:4096, 1:2] : (tensor<4096x3xi32>) -> tensor<4096x1xi32>
    %179 = stablehlo.reshape %178 : (tensor<4096x1xi32>) -> tensor<4096xi32>
    %180 = stablehlo.slice %174 [0:4096, 2:3] : (tensor<4096x3xi32>) -> tensor<4096x1xi32>
    %181 = stablehlo.reshape %180 : (tensor<4096x1xi32>) -> tensor<4096xi32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %182 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %183 = stablehlo.compare LT, %177, %182, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_43 = stablehlo.constant dense<16> : tensor<i32>
    %184 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %185 = stablehlo.add %177, %184 : tensor<4096xi32>
    %186 = stablehlo.select %183, %185, %177 : tensor<4096xi1>, tensor<4096xi32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %187 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %188 = stablehlo.compare LT, %179, %187, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_45 = stablehlo.constant dense<16> : tensor<i32>
    %189 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %190 = stablehlo.add %179, %189 : tensor<4096xi32>
    %191 = stablehlo.select %188, %190, %179 : tensor<4096xi1>, tensor<4096xi32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %192 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %193 = stablehlo.compare LT, %181, %192, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_47 = stablehlo.constant dense<16> : tensor<i32>
    %194 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %195 = stablehlo.add %181, %194 : tensor<4096xi32>
    %196 = stablehlo.select %193, %195, %181 : tensor<4096xi1>, tensor<4096xi32>
    %197 = stablehlo.broadcast_in_dim %186, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %198 = stablehlo.broadcast_in_dim %191, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %199 = stablehlo.broadcast_in_dim %196, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %200 = stablehlo.concatenate %197, %198, %199, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x3xi32>
    %201 = "stablehlo.scatter"(%39, %200, %175) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %531 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %531 : tensor<f32>
    }) : (tensor<16x16x16xf32>, tensor<4096x3xi32>, tensor<4096xf32>) -> tensor<16x16x16xf32>
    %202 = call @fft(%201) : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %203 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_48 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %205 = stablehlo.add %203, %204 : tensor<16xf32>
    %c_49 = stablehlo.constant dense<16> : tensor<i32>
    %206 = call @remainder_3(%205, %c_49) : (tensor<16xf32>, tensor<i32>) -> tensor<16xf32>
    %cst_50 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %208 = stablehlo.subtract %206, %207 : tensor<16xf32>
    %cst_51 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %210 = stablehlo.divide %208, %209 : tensor<16xf32>
    %211 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_52 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %213 = stablehlo.add %211, %212 : tensor<16xf32>
    %c_53 = stablehlo.constant dense<16> : tensor<i32>
    %214 = call @remainder_3(%213, %c_53) : (tensor<16xf32>, tensor<i32>) -> tensor<16xf32>
    %cst_54 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %216 = stablehlo.subtract %214, %215 : tensor<16xf32>
    %cst_55 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %218 = stablehlo.divide %216, %217 : tensor<16xf32>
    %219 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_56 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %221 = stablehlo.add %219, %220 : tensor<16xf32>
    %c_57 = stablehlo.constant dense<16> : tensor<i32>
    %222 = call @remainder_3(%221, %c_57) : (tensor<16xf32>, tensor<i32>) -> tensor<16xf32>
    %cst_58 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %224 = stablehlo.subtract %222, %223 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %226 = stablehlo.divide %224, %225 : tensor<16xf32>
    %227 = stablehlo.broadcast_in_dim %218, dims = [0] : (tensor<16xf32>) -> tensor<16x16x16xf32>
    %228 = stablehlo.broadcast_in_dim %210, dims = [1] : (tensor<16xf32>) -> tensor<16x16x16xf32>
    %229 = stablehlo.broadcast_in_dim %226, dims = [2] : (tensor<16xf32>) -> tensor<16x16x16xf32>
    %230 = stablehlo.multiply %228, %228 : tensor<16x16x16xf32>
    %231 = stablehlo.multiply %227, %227 : tensor<16x16x16xf32>
    %232 = stablehlo.add %230, %231 : tensor<16x16x16xf32>
    %233 = stablehlo.multiply %229, %229 : tensor<16x16x16xf32>
    %234 = stablehlo.add %232, %233 : tensor<16x16x16xf32>
    %cst_60 = stablehlo.constant dense<1.77777779> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %236 = stablehlo.multiply %234, %235 : tensor<16x16x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %238 = stablehlo.compare NE, %236, %237, FLOAT : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xi1>
    %cst_62 = stablehlo.constant dense<-9.86960411> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %240 = stablehlo.multiply %239, %236 : tensor<16x16x16xf32>
    %cst_63 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %242 = stablehlo.divide %240, %241 : tensor<16x16x16xf32>
    %243 = stablehlo.exponential %242 : tensor<16x16x16xf32>
    %cst_64 = stablehlo.constant dense<9.21035534E-5> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %245 = stablehlo.multiply %244, %243 : tensor<16x16x16xf32>
    %246 = stablehlo.divide %245, %236 : tensor<16x16x16xf32>
    %247 = stablehlo.convert %238 : (tensor<16x16x16xi1>) -> tensor<16x16x16xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<16x16x16xf32>
    %249 = stablehlo.iota dim = 0 : tensor<3xi32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %251 = stablehlo.multiply %cst_66, %cst_67 : tensor<f32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %252 = stablehlo.multiply %251, %cst_68 : tensor<f32>
    %c_69 = stablehlo.constant dense<2> : tensor<i32>
    %253 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %254 = stablehlo.convert %252 : tensor<f32>
    %255 = "stablehlo.scatter"(%250, %253, %254) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %256 = stablehlo.subtract %cst_70, %cst_71 : tensor<f32>
    %cst_72 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %257 = stablehlo.multiply %cst_72, %256 : tensor<f32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %258 = stablehlo.subtract %cst_73, %cst_74 : tensor<f32>
    %259 = stablehlo.multiply %257, %258 : tensor<f32>
    %c_75 = stablehlo.constant dense<0> : tensor<i32>
    %260 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %261 = stablehlo.convert %259 : tensor<f32>
    %262 = "stablehlo.scatter"(%255, %260, %261) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %263 = stablehlo.slice %262 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %264 = stablehlo.reshape %263 : (tensor<1xf32>) -> tensor<f32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %265 = stablehlo.subtract %cst_76, %264 : tensor<f32>
    %266 = stablehlo.slice %262 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %267 = stablehlo.reshape %266 : (tensor<1xf32>) -> tensor<f32>
    %268 = stablehlo.subtract %265, %267 : tensor<f32>
    %c_77 = stablehlo.constant dense<1> : tensor<i32>
    %269 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %270 = "stablehlo.scatter"(%262, %269, %268) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %271 = stablehlo.slice %270 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %272 = stablehlo.reshape %271 : (tensor<1xf32>) -> tensor<f32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %273 = stablehlo.multiply %cst_78, %272 : tensor<f32>
    %cst_79 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %274 = stablehlo.divide %273, %cst_79 : tensor<f32>
    %c_80 = stablehlo.constant dense<3> : tensor<i32>
    %275 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %276 = "stablehlo.scatter"(%270, %275, %274) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %277 = stablehlo.add %cst_81, %cst_82 : tensor<f32>
    %278 = stablehlo.slice %276 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
    %279 = stablehlo.reshape %278 : (tensor<1xf32>) -> tensor<f32>
    %280 = stablehlo.convert %277 : tensor<f32>
    %281 = stablehlo.multiply %280, %279 : tensor<f32>
    %cst_83 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %282 = stablehlo.subtract %cst_83, %cst_84 : tensor<f32>
    %283 = stablehlo.slice %276 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %284 = stablehlo.reshape %283 : (tensor<1xf32>) -> tensor<f32>
    %285 = stablehlo.convert %282 : tensor<f32>
    %286 = stablehlo.multiply %285, %284 : tensor<f32>
    %287 = stablehlo.add %281, %286 : tensor<f32>
    %cst_85 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %288 = stablehlo.divide %287, %cst_85 : tensor<f32>
    %c_86 = stablehlo.constant dense<2> : tensor<i32>
    %289 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %290 = "stablehlo.scatter"(%276, %289, %288) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %291 = stablehlo.subtract %cst_87, %cst_88 : tensor<f32>
    %292 = stablehlo.slice %290 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %293 = stablehlo.reshape %292 : (tensor<1xf32>) -> tensor<f32>
    %294 = stablehlo.convert %291 : tensor<f32>
    %295 = stablehlo.multiply %294, %293 : tensor<f32>
    %cst_89 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %296 = stablehlo.divide %295, %cst_89 : tensor<f32>
    %c_90 = stablehlo.constant dense<0> : tensor<i32>
    %297 = stablehlo.broadcast_in_dim %c_90, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %298 = "stablehlo.scatter"(%290, %297, %296) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %299 = stablehlo.slice %298 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %300 = stablehlo.reshape %299 : (tensor<1xf32>) -> tensor<f32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %301 = stablehlo.subtract %cst_91, %300 : tensor<f32>
    %302 = stablehlo.slice %298 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %303 = stablehlo.reshape %302 : (tensor<1xf32>) -> tensor<f32>
    %304 = stablehlo.subtract %301, %303 : tensor<f32>
    %305 = stablehlo.slice %298 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %306 = stablehlo.reshape %305 : (tensor<1xf32>) -> tensor<f32>
    %307 = stablehlo.subtract %304, %306 : tensor<f32>
    %c_92 = stablehlo.constant dense<1> : tensor<i32>
    %308 = stablehlo.broadcast_in_dim %c_92, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %309 = "stablehlo.scatter"(%298, %308, %307) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %310 = stablehlo.slice %309 [1:4] : (tensor<4xf32>) -> tensor<3xf32>
    %311 = stablehlo.reverse %310, dims = [0] : tensor<3xf32>
    %312 = stablehlo.convert %228 : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %cst_93 = stablehlo.constant dense<(0.000000e+00,18.849556)> : tensor<complex<f32>>
    %313 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %314 = stablehlo.multiply %313, %312 : tensor<16x16x16xcomplex<f32>>
    %315 = stablehlo.exponential %314 : tensor<16x16x16xcomplex<f32>>
    %316 = stablehlo.convert %228 : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %cst_94 = stablehlo.constant dense<(0.000000e+00,6.28318548)> : tensor<complex<f32>>
    %317 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %318 = stablehlo.multiply %317, %316 : tensor<16x16x16xcomplex<f32>>
    %319 = stablehlo.convert %249 : (tensor<3xi32>) -> tensor<3xcomplex<f32>>
    %320 = stablehlo.broadcast_in_dim %319, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %321 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16x1xcomplex<f32>>
    %322 = stablehlo.broadcast_in_dim %320, dims = [1, 2] : (tensor<1x3xcomplex<f32>>) -> tensor<1x1x3xcomplex<f32>>
    %323 = stablehlo.broadcast_in_dim %322, dims = [1, 2, 3] : (tensor<1x1x3xcomplex<f32>>) -> tensor<1x1x1x3xcomplex<f32>>
    %324 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2, 3] : (tensor<16x16x16x1xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %325 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %326 = stablehlo.multiply %324, %325 : tensor<16x16x16x3xcomplex<f32>>
    %327 = stablehlo.exponential %326 : tensor<16x16x16x3xcomplex<f32>>
    %328 = stablehlo.convert %311 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
    %329 = stablehlo.broadcast_in_dim %328, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %330 = stablehlo.broadcast_in_dim %329, dims = [1, 2] : (tensor<1x3xcomplex<f32>>) -> tensor<1x1x3xcomplex<f32>>
    %331 = stablehlo.broadcast_in_dim %330, dims = [1, 2, 3] : (tensor<1x1x3xcomplex<f32>>) -> tensor<1x1x1x3xcomplex<f32>>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %333 = stablehlo.multiply %332, %327 : tensor<16x16x16x3xcomplex<f32>>
    %cst_95 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %334 = stablehlo.reduce(%333 init: %cst_95) applies stablehlo.add across dimensions = [3] : (tensor<16x16x16x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %335 = stablehlo.divide %315, %334 : tensor<16x16x16xcomplex<f32>>
    %336 = stablehlo.iota dim = 0 : tensor<3xi32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_97 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %338 = stablehlo.multiply %cst_97, %cst_98 : tensor<f32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %339 = stablehlo.multiply %338, %cst_99 : tensor<f32>
    %c_100 = stablehlo.constant dense<2> : tensor<i32>
    %340 = stablehlo.broadcast_in_dim %c_100, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %341 = stablehlo.convert %339 : tensor<f32>
    %342 = "stablehlo.scatter"(%337, %340, %341) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %343 = stablehlo.subtract %cst_101, %cst_102 : tensor<f32>
    %cst_103 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %344 = stablehlo.multiply %cst_103, %343 : tensor<f32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %345 = stablehlo.subtract %cst_104, %cst_105 : tensor<f32>
    %346 = stablehlo.multiply %344, %345 : tensor<f32>
    %c_106 = stablehlo.constant dense<0> : tensor<i32>
    %347 = stablehlo.broadcast_in_dim %c_106, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %348 = stablehlo.convert %346 : tensor<f32>
    %349 = "stablehlo.scatter"(%342, %347, %348) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %350 = stablehlo.slice %349 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %351 = stablehlo.reshape %350 : (tensor<1xf32>) -> tensor<f32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %352 = stablehlo.subtract %cst_107, %351 : tensor<f32>
    %353 = stablehlo.slice %349 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %354 = stablehlo.reshape %353 : (tensor<1xf32>) -> tensor<f32>
    %355 = stablehlo.subtract %352, %354 : tensor<f32>
    %c_108 = stablehlo.constant dense<1> : tensor<i32>
    %356 = stablehlo.broadcast_in_dim %c_108, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %357 = "stablehlo.scatter"(%349, %356, %355) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %358 = stablehlo.slice %357 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %359 = stablehlo.reshape %358 : (tensor<1xf32>) -> tensor<f32>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %360 = stablehlo.multiply %cst_109, %359 : tensor<f32>
    %cst_110 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %361 = stablehlo.divide %360, %cst_110 : tensor<f32>
    %c_111 = stablehlo.constant dense<3> : tensor<i32>
    %362 = stablehlo.broadcast_in_dim %c_111, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %363 = "stablehlo.scatter"(%357, %362, %361) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %364 = stablehlo.add %cst_112, %cst_113 : tensor<f32>
    %365 = stablehlo.slice %363 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
    %366 = stablehlo.reshape %365 : (tensor<1xf32>) -> tensor<f32>
    %367 = stablehlo.convert %364 : tensor<f32>
    %368 = stablehlo.multiply %367, %366 : tensor<f32>
    %cst_114 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %369 = stablehlo.subtract %cst_114, %cst_115 : tensor<f32>
    %370 = stablehlo.slice %363 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %371 = stablehlo.reshape %370 : (tensor<1xf32>) -> tensor<f32>
    %372 = stablehlo.convert %369 : tensor<f32>
    %373 = stablehlo.multiply %372, %371 : tensor<f32>
    %374 = stablehlo.add %368, %373 : tensor<f32>
    %cst_116 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %375 = stablehlo.divide %374, %cst_116 : tensor<f32>
    %c_117 = stablehlo.constant dense<2> : tensor<i32>
    %376 = stablehlo.broadcast_in_dim %c_117, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %377 = "stablehlo.scatter"(%363, %376, %375) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %378 = stablehlo.subtract %cst_118, %cst_119 : tensor<f32>
    %379 = stablehlo.slice %377 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %380 = stablehlo.reshape %379 : (tensor<1xf32>) -> tensor<f32>
    %381 = stablehlo.convert %378 : tensor<f32>
    %382 = stablehlo.multiply %381, %380 : tensor<f32>
    %cst_120 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %383 = stablehlo.divide %382, %cst_120 : tensor<f32>
    %c_121 = stablehlo.constant dense<0> : tensor<i32>
    %384 = stablehlo.broadcast_in_dim %c_121, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %385 = "stablehlo.scatter"(%377, %384, %383) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %386 = stablehlo.slice %385 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %387 = stablehlo.reshape %386 : (tensor<1xf32>) -> tensor<f32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %388 = stablehlo.subtract %cst_122, %387 : tensor<f32>
    %389 = stablehlo.slice %385 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %390 = stablehlo.reshape %389 : (tensor<1xf32>) -> tensor<f32>
    %391 = stablehlo.subtract %388, %390 : tensor<f32>
    %392 = stablehlo.slice %385 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %393 = stablehlo.reshape %392 : (tensor<1xf32>) -> tensor<f32>
    %394 = stablehlo.subtract %391, %393 : tensor<f32>
    %c_123 = stablehlo.constant dense<1> : tensor<i32>
    %395 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %396 = "stablehlo.scatter"(%385, %395, %394) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %397 = stablehlo.slice %396 [1:4] : (tensor<4xf32>) -> tensor<3xf32>
    %398 = stablehlo.reverse %397, dims = [0] : tensor<3xf32>
    %399 = stablehlo.convert %227 : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %cst_124 = stablehlo.constant dense<(0.000000e+00,18.849556)> : tensor<complex<f32>>
    %400 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %401 = stablehlo.multiply %400, %399 : tensor<16x16x16xcomplex<f32>>
    %402 = stablehlo.exponential %401 : tensor<16x16x16xcomplex<f32>>
    %403 = stablehlo.convert %227 : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %cst_125 = stablehlo.constant dense<(0.000000e+00,6.28318548)> : tensor<complex<f32>>
    %404 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %405 = stablehlo.multiply %404, %403 : tensor<16x16x16xcomplex<f32>>
    %406 = stablehlo.convert %336 : (tensor<3xi32>) -> tensor<3xcomplex<f32>>
    %407 = stablehlo.broadcast_in_dim %406, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %408 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2] : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16x1xcomplex<f32>>
    %409 = stablehlo.broadcast_in_dim %407, dims = [1, 2] : (tensor<1x3xcomplex<f32>>) -> tensor<1x1x3xcomplex<f32>>
    %410 = stablehlo.broadcast_in_dim %409, dims = [1, 2, 3] : (tensor<1x1x3xcomplex<f32>>) -> tensor<1x1x1x3xcomplex<f32>>
    %411 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2, 3] : (tensor<16x16x16x1xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %412 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %413 = stablehlo.multiply %411, %412 : tensor<16x16x16x3xcomplex<f32>>
    %414 = stablehlo.exponential %413 : tensor<16x16x16x3xcomplex<f32>>
    %415 = stablehlo.convert %398 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
    %416 = stablehlo.broadcast_in_dim %415, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %417 = stablehlo.broadcast_in_dim %416, dims = [1, 2] : (tensor<1x3xcomplex<f32>>) -> tensor<1x1x3xcomplex<f32>>
    %418 = stablehlo.broadcast_in_dim %417, dims = [1, 2, 3] : (tensor<1x1x3xcomplex<f32>>) -> tensor<1x1x1x3xcomplex<f32>>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %420 = stablehlo.multiply %419, %414 : tensor<16x16x16x3xcomplex<f32>>
    %cst_126 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %421 = stablehlo.reduce(%420 init: %cst_126) applies stablehlo.add across dimensions = [3] : (tensor<16x16x16x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %422 = stablehlo.divide %402, %421 : tensor<16x16x16xcomplex<f32>>
    %423 = stablehlo.iota dim = 0 : tensor<3xi32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_128 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_129 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %425 = stablehlo.multiply %cst_128, %cst_129 : tensor<f32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %426 = stablehlo.multiply %425, %cst_130 : tensor<f32>
    %c_131 = stablehlo.constant dense<2> : tensor<i32>
    %427 = stablehlo.broadcast_in_dim %c_131, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %428 = stablehlo.convert %426 : tensor<f32>
    %429 = "stablehlo.scatter"(%424, %427, %428) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_133 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %430 = stablehlo.subtract %cst_132, %cst_133 : tensor<f32>
    %cst_134 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %431 = stablehlo.multiply %cst_134, %430 : tensor<f32>
    %cst_135 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_136 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %432 = stablehlo.subtract %cst_135, %cst_136 : tensor<f32>
    %433 = stablehlo.multiply %431, %432 : tensor<f32>
    %c_137 = stablehlo.constant dense<0> : tensor<i32>
    %434 = stablehlo.broadcast_in_dim %c_137, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %435 = stablehlo.convert %433 : tensor<f32>
    %436 = "stablehlo.scatter"(%429, %434, %435) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %437 = stablehlo.slice %436 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %438 = stablehlo.reshape %437 : (tensor<1xf32>) -> tensor<f32>
    %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %439 = stablehlo.subtract %cst_138, %438 : tensor<f32>
    %440 = stablehlo.slice %436 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %441 = stablehlo.reshape %440 : (tensor<1xf32>) -> tensor<f32>
    %442 = stablehlo.subtract %439, %441 : tensor<f32>
    %c_139 = stablehlo.constant dense<1> : tensor<i32>
    %443 = stablehlo.broadcast_in_dim %c_139, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %444 = "stablehlo.scatter"(%436, %443, %442) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %445 = stablehlo.slice %444 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %446 = stablehlo.reshape %445 : (tensor<1xf32>) -> tensor<f32>
    %cst_140 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %447 = stablehlo.multiply %cst_140, %446 : tensor<f32>
    %cst_141 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %448 = stablehlo.divide %447, %cst_141 : tensor<f32>
    %c_142 = stablehlo.constant dense<3> : tensor<i32>
    %449 = stablehlo.broadcast_in_dim %c_142, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %450 = "stablehlo.scatter"(%444, %449, %448) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %451 = stablehlo.add %cst_143, %cst_144 : tensor<f32>
    %452 = stablehlo.slice %450 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
    %453 = stablehlo.reshape %452 : (tensor<1xf32>) -> tensor<f32>
    %454 = stablehlo.convert %451 : tensor<f32>
    %455 = stablehlo.multiply %454, %453 : tensor<f32>
    %cst_145 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %456 = stablehlo.subtract %cst_145, %cst_146 : tensor<f32>
    %457 = stablehlo.slice %450 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %458 = stablehlo.reshape %457 : (tensor<1xf32>) -> tensor<f32>
    %459 = stablehlo.convert %456 : tensor<f32>
    %460 = stablehlo.multiply %459, %458 : tensor<f32>
    %461 = stablehlo.add %455, %460 : tensor<f32>
    %cst_147 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %462 = stablehlo.divide %461, %cst_147 : tensor<f32>
    %c_148 = stablehlo.constant dense<2> : tensor<i32>
    %463 = stablehlo.broadcast_in_dim %c_148, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %464 = "stablehlo.scatter"(%450, %463, %462) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %cst_149 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_150 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %465 = stablehlo.subtract %cst_149, %cst_150 : tensor<f32>
    %466 = stablehlo.slice %464 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %467 = stablehlo.reshape %466 : (tensor<1xf32>) -> tensor<f32>
    %468 = stablehlo.convert %465 : tensor<f32>
    %469 = stablehlo.multiply %468, %467 : tensor<f32>
    %cst_151 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %470 = stablehlo.divide %469, %cst_151 : tensor<f32>
    %c_152 = stablehlo.constant dense<0> : tensor<i32>
    %471 = stablehlo.broadcast_in_dim %c_152, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %472 = "stablehlo.scatter"(%464, %471, %470) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %473 = stablehlo.slice %472 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %474 = stablehlo.reshape %473 : (tensor<1xf32>) -> tensor<f32>
    %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %475 = stablehlo.subtract %cst_153, %474 : tensor<f32>
    %476 = stablehlo.slice %472 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %477 = stablehlo.reshape %476 : (tensor<1xf32>) -> tensor<f32>
    %478 = stablehlo.subtract %475, %477 : tensor<f32>
    %479 = stablehlo.slice %472 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %480 = stablehlo.reshape %479 : (tensor<1xf32>) -> tensor<f32>
    %481 = stablehlo.subtract %478, %480 : tensor<f32>
    %c_154 = stablehlo.constant dense<1> : tensor<i32>
    %482 = stablehlo.broadcast_in_dim %c_154, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %483 = "stablehlo.scatter"(%472, %482, %481) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4xf32>, tensor<1xi32>, tensor<f32>) -> tensor<4xf32>
    %484 = stablehlo.slice %483 [1:4] : (tensor<4xf32>) -> tensor<3xf32>
    %485 = stablehlo.reverse %484, dims = [0] : tensor<3xf32>
    %486 = stablehlo.convert %229 : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %cst_155 = stablehlo.constant dense<(0.000000e+00,18.849556)> : tensor<complex<f32>>
    %487 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %488 = stablehlo.multiply %487, %486 : tensor<16x16x16xcomplex<f32>>
    %489 = stablehlo.exponential %488 : tensor<16x16x16xcomplex<f32>>
    %490 = stablehlo.convert %229 : (tensor<16x16x16xf32>) -> tensor<16x16x16xcomplex<f32>>
    %cst_156 = stablehlo.constant dense<(0.000000e+00,6.28318548)> : tensor<complex<f32>>
    %491 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %492 = stablehlo.multiply %491, %490 : tensor<16x16x16xcomplex<f32>>
    %493 = stablehlo.convert %423 : (tensor<3xi32>) -> tensor<3xcomplex<f32>>
    %494 = stablehlo.broadcast_in_dim %493, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %495 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2] : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16x1xcomplex<f32>>
    %496 = stablehlo.broadcast_in_dim %494, dims = [1, 2] : (tensor<1x3xcomplex<f32>>) -> tensor<1x1x3xcomplex<f32>>
    %497 = stablehlo.broadcast_in_dim %496, dims = [1, 2, 3] : (tensor<1x1x3xcomplex<f32>>) -> tensor<1x1x1x3xcomplex<f32>>
    %498 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2, 3] : (tensor<16x16x16x1xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %499 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %500 = stablehlo.multiply %498, %499 : tensor<16x16x16x3xcomplex<f32>>
    %501 = stablehlo.exponential %500 : tensor<16x16x16x3xcomplex<f32>>
    %502 = stablehlo.convert %485 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
    %503 = stablehlo.broadcast_in_dim %502, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %504 = stablehlo.broadcast_in_dim %503, dims = [1, 2] : (tensor<1x3xcomplex<f32>>) -> tensor<1x1x3xcomplex<f32>>
    %505 = stablehlo.broadcast_in_dim %504, dims = [1, 2, 3] : (tensor<1x1x3xcomplex<f32>>) -> tensor<1x1x1x3xcomplex<f32>>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xcomplex<f32>>) -> tensor<16x16x16x3xcomplex<f32>>
    %507 = stablehlo.multiply %506, %501 : tensor<16x16x16x3xcomplex<f32>>
    %cst_157 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %508 = stablehlo.reduce(%507 init: %cst_157) applies stablehlo.add across dimensions = [3] : (tensor<16x16x16x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16x16x16xcomplex<f32>>
    %509 = stablehlo.divide %489, %508 : tensor<16x16x16xcomplex<f32>>
    %510 = stablehlo.abs %335 : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xf32>
    %511 = stablehlo.multiply %510, %510 : tensor<16x16x16xf32>
    %512 = stablehlo.abs %422 : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xf32>
    %513 = stablehlo.multiply %512, %512 : tensor<16x16x16xf32>
    %514 = stablehlo.multiply %511, %513 : tensor<16x16x16xf32>
    %515 = stablehlo.abs %509 : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xf32>
    %516 = stablehlo.multiply %515, %515 : tensor<16x16x16xf32>
    %517 = stablehlo.multiply %514, %516 : tensor<16x16x16xf32>
    %518 = stablehlo.multiply %248, %517 : tensor<16x16x16xf32>
    %519 = stablehlo.abs %202 : (tensor<16x16x16xcomplex<f32>>) -> tensor<16x16x16xf32>
    %520 = stablehlo.multiply %519, %519 : tensor<16x16x16xf32>
    %521 = stablehlo.multiply %518, %520 : tensor<16x16x16xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%521 init: %cst_158) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16xf32>, tensor<f32>) -> tensor<f32>
    %523 = stablehlo.add %38, %522 : tensor<f32>
    %cst_159 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %524 = stablehlo.sqrt %cst_159 : tensor<f32>
    %cst_160 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %525 = stablehlo.divide %cst_160, %524 : tensor<f32>
    %526 = stablehlo.multiply %arg1, %arg1 : tensor<64xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.reduce(%526 init: %cst_161) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %528 = stablehlo.convert %525 : tensor<f32>
    %529 = stablehlo.multiply %528, %527 : tensor<f32>
    %530 = stablehlo.subtract %523, %529 : tensor<f32>
    return %530 : tensor<f32>
  }
  func.func private @remainder(%arg0: tensor<64x64x3xf32>, %arg1: tensor<f32>) -> tensor<64x64x3xf32> {
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
    return %13 : tensor<64x64x3xf32>
  }
  func.func private @safe_mask(%arg0: tensor<64x64xi1>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where(%arg0, %arg1, %c) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %1 = stablehlo.sqrt %0 : tensor<64x64xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = call @_where(%arg0, %1, %c_0) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<64x64xf32>, %arg2: tensor<i32>) -> tensor<64x64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<64xf32>) -> tensor<64x64xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<64x64xi1>, tensor<64x64xf32>
    return %3 : tensor<64x64xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
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
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7 = call @_where_0(%6, %cst_3, %4) : (tensor<64x64xi1>, tensor<f32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %7 : tensor<64x64xf32>
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
}
