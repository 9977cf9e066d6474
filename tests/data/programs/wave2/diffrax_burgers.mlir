module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>) -> (tensor<64xf32> {jax.result_info = "result"}) {
    %0 = call @diffeqsolve(%arg0) : (tensor<64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @diffeqsolve(%arg0: tensor<64xf32>) -> tensor<1x64xf32> {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.610000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [-0.00848065502, 0.33548066, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.89715314, -6.35944843, 4.36229563, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.32586479, -11.7488832, 7.49553919, -0.0924950689, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.86145544, -12.920969, 8.15936756, -0.0715849697, -0.0282690506, 0.000000e+00, 0.000000e+00], [0.096460767, 0.00999999977, 0.479889661, 1.37900853, -3.29006958, 2.32471061, 0.000000e+00]]> : tensor<7x7xf32>
    %cst_1 = stablehlo.constant dense<[0.000000e+00, 1.610000e-01, 3.270000e-01, 0.899999976, 0.980025529, 1.000000e+00, 1.000000e+00]> : tensor<7xf32>
    %cst_2 = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (0.000000e+00,1.000000e+00), (0.000000e+00,2.000000e+00), (0.000000e+00,3.000000e+00), (0.000000e+00,4.000000e+00), (0.000000e+00,5.000000e+00), (0.000000e+00,6.000000e+00), (0.000000e+00,7.000000e+00), (0.000000e+00,8.000000e+00), (0.000000e+00,9.000000e+00), (0.000000e+00,1.000000e+01), (0.000000e+00,1.100000e+01), (0.000000e+00,1.200000e+01), (0.000000e+00,1.300000e+01), (0.000000e+00,1.400000e+01), (0.000000e+00,1.500000e+01), (0.000000e+00,1.600000e+01), (0.000000e+00,1.700000e+01), (0.000000e+00,1.800000e+01), (0.000000e+00,1.900000e+01), (0.000000e+00,2.000000e+01), (0.000000e+00,2.100000e+01), (0.000000e+00,2.200000e+01), (0.000000e+00,2.300000e+01), (0.000000e+00,2.400000e+01), (0.000000e+00,2.500000e+01), (0.000000e+00,2.600000e+01), (0.000000e+00,2.700000e+01), (0.000000e+00,2.800000e+01), (0.000000e+00,2.900000e+01), (0.000000e+00,3.000000e+01), (0.000000e+00,3.100000e+01), (0.000000e+00,3.200000e+01)]> : tensor<33xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<[-0.000000e+00, -1.000000e+00, -4.000000e+00, -9.000000e+00, -1.600000e+01, -2.500000e+01, -3.600000e+01, -4.900000e+01, -6.400000e+01, -8.100000e+01, -1.000000e+02, -1.210000e+02, -1.440000e+02, -1.690000e+02, -1.960000e+02, -2.250000e+02, -2.560000e+02, -2.890000e+02, -3.240000e+02, -3.610000e+02, -4.000000e+02, -4.410000e+02, -4.840000e+02, -5.290000e+02, -5.760000e+02, -6.250000e+02, -6.760000e+02, -7.290000e+02, -7.840000e+02, -8.410000e+02, -9.000000e+02, -9.610000e+02, -1.024000e+03]> : tensor<33xf32>
    %cst_4 = stablehlo.constant dense<[0.00178001111, 8.16434447E-4, -0.0078808777, 1.447110e-01, -0.582357168, 0.45808211, -0.0151515156]> : tensor<7xf32>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %cst_8 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %0 = call @branched_error_if_impl(%cst_8) : (tensor<f32>) -> tensor<f32>
    %1 = stablehlo.convert %0 : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.compare LT, %cst_9, %cst_10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %c_12 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = call @_where(%2, %c_11, %c_12) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.multiply %cst_13, %4 : tensor<f32>
    %6 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.multiply %cst_14, %6 : tensor<f32>
    %8 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.multiply %1, %8 : tensor<f32>
    %10 = stablehlo.add %5, %9 : tensor<f32>
    %11 = stablehlo.minimum %10, %7 : tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %13 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %14 = stablehlo.multiply %13, %cst_16 : tensor<f32>
    %15 = stablehlo.convert %14 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_17 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = chlo.next_after %7, %cst_18 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.compare EQ, %7, %cst_19, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_20 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %20 = call @_where_0(%19, %cst_20, %18) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = chlo.next_after %20, %cst_21 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.compare EQ, %20, %cst_22, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_23 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %23 = call @_where_0(%22, %cst_23, %21) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = chlo.next_after %23, %cst_24 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.compare EQ, %23, %cst_25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_26 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %26 = call @_where_0(%25, %cst_26, %24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = chlo.next_after %26, %cst_27 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.compare EQ, %26, %cst_28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_29 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %29 = call @_where_0(%28, %cst_29, %27) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = chlo.next_after %29, %cst_30 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.compare EQ, %29, %cst_31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_32 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %32 = call @_where_0(%31, %cst_32, %30) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = chlo.next_after %32, %cst_33 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.compare EQ, %32, %cst_34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_35 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %35 = call @_where_0(%34, %cst_35, %33) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = chlo.next_after %35, %cst_36 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.compare EQ, %35, %cst_37, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_38 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %38 = call @_where_0(%37, %cst_38, %36) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = chlo.next_after %38, %cst_39 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.compare EQ, %38, %cst_40, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_41 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %41 = call @_where_0(%40, %cst_41, %39) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = chlo.next_after %41, %cst_42 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.compare EQ, %41, %cst_43, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_44 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %44 = call @_where_0(%43, %cst_44, %42) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = chlo.next_after %44, %cst_45 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.compare EQ, %44, %cst_46, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_47 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %47 = call @_where_0(%46, %cst_47, %45) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = chlo.next_after %47, %cst_48 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.compare EQ, %47, %cst_49, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_50 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %50 = call @_where_0(%49, %cst_50, %48) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = chlo.next_after %50, %cst_51 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.compare EQ, %50, %cst_52, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_53 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %53 = call @_where_0(%52, %cst_53, %51) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = chlo.next_after %53, %cst_54 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.compare EQ, %53, %cst_55, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_56 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %56 = call @_where_0(%55, %cst_56, %54) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = chlo.next_after %56, %cst_57 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.compare EQ, %56, %cst_58, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_59 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %59 = call @_where_0(%58, %cst_59, %57) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = chlo.next_after %59, %cst_60 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.compare EQ, %59, %cst_61, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_62 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %62 = call @_where_0(%61, %cst_62, %60) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_63 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = chlo.next_after %62, %cst_63 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.compare EQ, %62, %cst_64, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_65 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %65 = call @_where_0(%64, %cst_65, %63) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = chlo.next_after %65, %cst_66 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.compare EQ, %65, %cst_67, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_68 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %68 = call @_where_0(%67, %cst_68, %66) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = chlo.next_after %68, %cst_69 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.compare EQ, %68, %cst_70, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_71 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %71 = call @_where_0(%70, %cst_71, %69) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = chlo.next_after %71, %cst_72 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.compare EQ, %71, %cst_73, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_74 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %74 = call @_where_0(%73, %cst_74, %72) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_75 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = chlo.next_after %74, %cst_75 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.compare EQ, %74, %cst_76, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_77 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %77 = call @_where_0(%76, %cst_77, %75) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = chlo.next_after %77, %cst_78 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.compare EQ, %77, %cst_79, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_80 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %80 = call @_where_0(%79, %cst_80, %78) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %81 = chlo.next_after %80, %cst_81 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.compare EQ, %80, %cst_82, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_83 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %83 = call @_where_0(%82, %cst_83, %81) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %84 = chlo.next_after %83, %cst_84 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.compare EQ, %83, %cst_85, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_86 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %86 = call @_where_0(%85, %cst_86, %84) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_87 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %87 = chlo.next_after %86, %cst_87 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.compare EQ, %86, %cst_88, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_89 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %89 = call @_where_0(%88, %cst_89, %87) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = chlo.next_after %89, %cst_90 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.compare EQ, %89, %cst_91, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_92 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %92 = call @_where_0(%91, %cst_92, %90) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_93 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %93 = chlo.next_after %92, %cst_93 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.compare EQ, %92, %cst_94, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_95 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %95 = call @_where_0(%94, %cst_95, %93) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %96 = chlo.next_after %95, %cst_96 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.compare EQ, %95, %cst_97, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_98 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %98 = call @_where_0(%97, %cst_98, %96) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_99 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %99 = chlo.next_after %98, %cst_99 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.compare EQ, %98, %cst_100, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_101 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %101 = call @_where_0(%100, %cst_101, %99) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_102 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %102 = chlo.next_after %101, %cst_102 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.compare EQ, %101, %cst_103, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_104 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %104 = call @_where_0(%103, %cst_104, %102) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_105 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = chlo.next_after %104, %cst_105 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.compare EQ, %104, %cst_106, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_107 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %107 = call @_where_0(%106, %cst_107, %105) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_108 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = chlo.next_after %107, %cst_108 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.compare EQ, %107, %cst_109, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_110 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %110 = call @_where_0(%109, %cst_110, %108) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_111 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = chlo.next_after %110, %cst_111 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.compare EQ, %110, %cst_112, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_113 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %113 = call @_where_0(%112, %cst_113, %111) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_114 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %114 = chlo.next_after %113, %cst_114 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.compare EQ, %113, %cst_115, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_116 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %116 = call @_where_0(%115, %cst_116, %114) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_117 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %117 = chlo.next_after %116, %cst_117 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.compare EQ, %116, %cst_118, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_119 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %119 = call @_where_0(%118, %cst_119, %117) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_120 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %120 = chlo.next_after %119, %cst_120 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.compare EQ, %119, %cst_121, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_122 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %122 = call @_where_0(%121, %cst_122, %120) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_123 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = chlo.next_after %122, %cst_123 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.compare EQ, %122, %cst_124, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_125 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %125 = call @_where_0(%124, %cst_125, %123) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_126 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %126 = chlo.next_after %125, %cst_126 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.compare EQ, %125, %cst_127, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_128 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %128 = call @_where_0(%127, %cst_128, %126) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_129 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %129 = chlo.next_after %128, %cst_129 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.compare EQ, %128, %cst_130, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_131 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %131 = call @_where_0(%130, %cst_131, %129) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_132 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %132 = chlo.next_after %131, %cst_132 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.compare EQ, %131, %cst_133, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_134 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %134 = call @_where_0(%133, %cst_134, %132) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_135 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %135 = chlo.next_after %134, %cst_135 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.compare EQ, %134, %cst_136, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_137 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %137 = call @_where_0(%136, %cst_137, %135) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_138 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %138 = chlo.next_after %137, %cst_138 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.compare EQ, %137, %cst_139, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_140 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %140 = call @_where_0(%139, %cst_140, %138) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_141 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = chlo.next_after %140, %cst_141 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.compare EQ, %140, %cst_142, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_143 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %143 = call @_where_0(%142, %cst_143, %141) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_144 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %144 = chlo.next_after %143, %cst_144 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.compare EQ, %143, %cst_145, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_146 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %146 = call @_where_0(%145, %cst_146, %144) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_147 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %147 = chlo.next_after %146, %cst_147 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.compare EQ, %146, %cst_148, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_149 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %149 = call @_where_0(%148, %cst_149, %147) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_150 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %150 = chlo.next_after %149, %cst_150 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.compare EQ, %149, %cst_151, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_152 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %152 = call @_where_0(%151, %cst_152, %150) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_153 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %153 = chlo.next_after %152, %cst_153 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.compare EQ, %152, %cst_154, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_155 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %155 = call @_where_0(%154, %cst_155, %153) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_156 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %156 = chlo.next_after %155, %cst_156 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.compare EQ, %155, %cst_157, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_158 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %158 = call @_where_0(%157, %cst_158, %156) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_159 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %159 = chlo.next_after %158, %cst_159 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.compare EQ, %158, %cst_160, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_161 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %161 = call @_where_0(%160, %cst_161, %159) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_162 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %162 = chlo.next_after %161, %cst_162 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.compare EQ, %161, %cst_163, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_164 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %164 = call @_where_0(%163, %cst_164, %162) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_165 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = chlo.next_after %164, %cst_165 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.compare EQ, %164, %cst_166, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_167 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %167 = call @_where_0(%166, %cst_167, %165) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_168 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %168 = chlo.next_after %167, %cst_168 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.compare EQ, %167, %cst_169, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_170 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %170 = call @_where_0(%169, %cst_170, %168) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_171 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %171 = chlo.next_after %170, %cst_171 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.compare EQ, %170, %cst_172, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_173 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %173 = call @_where_0(%172, %cst_173, %171) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_174 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %174 = chlo.next_after %173, %cst_174 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.compare EQ, %173, %cst_175, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_176 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %176 = call @_where_0(%175, %cst_176, %174) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_177 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %177 = chlo.next_after %176, %cst_177 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.compare EQ, %176, %cst_178, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_179 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %179 = call @_where_0(%178, %cst_179, %177) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_180 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %180 = chlo.next_after %179, %cst_180 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.compare EQ, %179, %cst_181, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_182 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %182 = call @_where_0(%181, %cst_182, %180) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_183 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %183 = chlo.next_after %182, %cst_183 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.compare EQ, %182, %cst_184, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_185 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %185 = call @_where_0(%184, %cst_185, %183) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_186 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %186 = chlo.next_after %185, %cst_186 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.compare EQ, %185, %cst_187, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_188 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %188 = call @_where_0(%187, %cst_188, %186) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_189 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %189 = chlo.next_after %188, %cst_189 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.compare EQ, %188, %cst_190, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_191 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %191 = call @_where_0(%190, %cst_191, %189) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_192 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %192 = chlo.next_after %191, %cst_192 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.compare EQ, %191, %cst_193, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_194 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %194 = call @_where_0(%193, %cst_194, %192) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_195 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %195 = chlo.next_after %194, %cst_195 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.compare EQ, %194, %cst_196, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_197 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %197 = call @_where_0(%196, %cst_197, %195) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_198 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %198 = chlo.next_after %197, %cst_198 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.compare EQ, %197, %cst_199, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_200 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %200 = call @_where_0(%199, %cst_200, %198) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_201 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %201 = chlo.next_after %200, %cst_201 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.compare EQ, %200, %cst_202, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_203 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %203 = call @_where_0(%202, %cst_203, %201) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_204 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %204 = chlo.next_after %203, %cst_204 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.compare EQ, %203, %cst_205, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_206 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %206 = call @_where_0(%205, %cst_206, %204) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_207 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %207 = chlo.next_after %206, %cst_207 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.compare EQ, %206, %cst_208, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_209 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %209 = call @_where_0(%208, %cst_209, %207) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_210 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %210 = chlo.next_after %209, %cst_210 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.compare EQ, %209, %cst_211, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_212 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %212 = call @_where_0(%211, %cst_212, %210) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_213 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %213 = chlo.next_after %212, %cst_213 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.compare EQ, %212, %cst_214, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_215 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %215 = call @_where_0(%214, %cst_215, %213) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_216 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %216 = chlo.next_after %215, %cst_216 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.compare EQ, %215, %cst_217, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_218 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %218 = call @_where_0(%217, %cst_218, %216) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_219 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %219 = chlo.next_after %218, %cst_219 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.compare EQ, %218, %cst_220, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_221 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %221 = call @_where_0(%220, %cst_221, %219) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_222 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %222 = chlo.next_after %221, %cst_222 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.compare EQ, %221, %cst_223, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_224 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %224 = call @_where_0(%223, %cst_224, %222) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_225 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %225 = chlo.next_after %224, %cst_225 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.compare EQ, %224, %cst_226, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_227 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %227 = call @_where_0(%226, %cst_227, %225) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_228 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %228 = chlo.next_after %227, %cst_228 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.compare EQ, %227, %cst_229, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_230 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %230 = call @_where_0(%229, %cst_230, %228) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_231 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %231 = chlo.next_after %230, %cst_231 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.compare EQ, %230, %cst_232, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_233 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %233 = call @_where_0(%232, %cst_233, %231) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_234 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %234 = chlo.next_after %233, %cst_234 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.compare EQ, %233, %cst_235, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_236 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %236 = call @_where_0(%235, %cst_236, %234) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_237 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %237 = chlo.next_after %236, %cst_237 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.compare EQ, %236, %cst_238, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_239 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %239 = call @_where_0(%238, %cst_239, %237) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_240 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %240 = chlo.next_after %239, %cst_240 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.compare EQ, %239, %cst_241, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_242 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %242 = call @_where_0(%241, %cst_242, %240) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_243 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %243 = chlo.next_after %242, %cst_243 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.compare EQ, %242, %cst_244, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_245 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %245 = call @_where_0(%244, %cst_245, %243) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_246 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %246 = chlo.next_after %245, %cst_246 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.compare EQ, %245, %cst_247, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_248 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %248 = call @_where_0(%247, %cst_248, %246) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_249 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %249 = chlo.next_after %248, %cst_249 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.compare EQ, %248, %cst_250, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_251 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %251 = call @_where_0(%250, %cst_251, %249) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_252 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %252 = chlo.next_after %251, %cst_252 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.compare EQ, %251, %cst_253, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_254 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %254 = call @_where_0(%253, %cst_254, %252) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_255 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %255 = chlo.next_after %254, %cst_255 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.compare EQ, %254, %cst_256, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_257 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %257 = call @_where_0(%256, %cst_257, %255) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_258 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %258 = chlo.next_after %257, %cst_258 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.compare EQ, %257, %cst_259, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_260 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %260 = call @_where_0(%259, %cst_260, %258) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_261 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %261 = chlo.next_after %260, %cst_261 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.compare EQ, %260, %cst_262, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_263 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %263 = call @_where_0(%262, %cst_263, %261) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_264 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %264 = chlo.next_after %263, %cst_264 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.compare EQ, %263, %cst_265, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_266 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %266 = call @_where_0(%265, %cst_266, %264) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_267 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %267 = chlo.next_after %266, %cst_267 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.compare EQ, %266, %cst_268, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_269 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %269 = call @_where_0(%268, %cst_269, %267) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_270 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %270 = chlo.next_after %269, %cst_270 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_271 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.compare EQ, %269, %cst_271, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_272 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %272 = call @_where_0(%271, %cst_272, %270) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_273 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %273 = chlo.next_after %272, %cst_273 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.compare EQ, %272, %cst_274, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_275 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %275 = call @_where_0(%274, %cst_275, %273) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_276 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %276 = chlo.next_after %275, %cst_276 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.compare EQ, %275, %cst_277, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_278 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %278 = call @_where_0(%277, %cst_278, %276) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_279 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %279 = chlo.next_after %278, %cst_279 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.compare EQ, %278, %cst_280, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_281 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %281 = call @_where_0(%280, %cst_281, %279) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_282 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %282 = chlo.next_after %281, %cst_282 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.compare EQ, %281, %cst_283, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_284 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %284 = call @_where_0(%283, %cst_284, %282) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_285 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %285 = chlo.next_after %284, %cst_285 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_286 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.compare EQ, %284, %cst_286, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_287 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %287 = call @_where_0(%286, %cst_287, %285) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_288 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %288 = chlo.next_after %287, %cst_288 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_289 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.compare EQ, %287, %cst_289, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_290 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %290 = call @_where_0(%289, %cst_290, %288) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_291 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %291 = chlo.next_after %290, %cst_291 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_292 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.compare EQ, %290, %cst_292, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_293 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %293 = call @_where_0(%292, %cst_293, %291) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_294 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %294 = chlo.next_after %293, %cst_294 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_295 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.compare EQ, %293, %cst_295, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_296 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %296 = call @_where_0(%295, %cst_296, %294) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_297 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %297 = chlo.next_after %296, %cst_297 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_298 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.compare EQ, %296, %cst_298, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_299 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %299 = call @_where_0(%298, %cst_299, %297) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_300 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %300 = chlo.next_after %299, %cst_300 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_301 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.compare EQ, %299, %cst_301, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_302 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %302 = call @_where_0(%301, %cst_302, %300) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_303 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %303 = chlo.next_after %302, %cst_303 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_304 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.compare EQ, %302, %cst_304, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_305 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %305 = call @_where_0(%304, %cst_305, %303) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_306 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %306 = chlo.next_after %305, %cst_306 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_307 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.compare EQ, %305, %cst_307, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_308 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %308 = call @_where_0(%307, %cst_308, %306) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_309 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %309 = chlo.next_after %308, %cst_309 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_310 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.compare EQ, %308, %cst_310, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_311 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %311 = call @_where_0(%310, %cst_311, %309) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_312 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %312 = chlo.next_after %311, %cst_312 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_313 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.compare EQ, %311, %cst_313, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_314 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %314 = call @_where_0(%313, %cst_314, %312) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_315 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %315 = chlo.next_after %314, %cst_315 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_316 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.compare EQ, %314, %cst_316, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_317 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %317 = call @_where_0(%316, %cst_317, %315) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_318 = stablehlo.constant dense<true> : tensor<i1>
    %cst_319 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_320 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_321 = stablehlo.constant dense<false> : tensor<i1>
    %c_322 = stablehlo.constant dense<false> : tensor<i1>
    %c_323 = stablehlo.constant dense<0> : tensor<i32>
    %c_324 = stablehlo.constant dense<0> : tensor<i32>
    %c_325 = stablehlo.constant dense<0> : tensor<i32>
    %c_326 = stablehlo.constant dense<0> : tensor<i32>
    %c_327 = stablehlo.constant dense<0> : tensor<i32>
    %c_328 = stablehlo.constant dense<0> : tensor<i32>
    %318 = stablehlo.compare LT, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %319 = stablehlo.and %318, %c : tensor<i1>
    %c_329 = stablehlo.constant dense<0> : tensor<i32>
    %c_330 = stablehlo.constant dense<true> : tensor<i1>
    %320:33 = stablehlo.while(%iterArg = %7, %iterArg_337 = %c_0, %iterArg_338 = %3, %iterArg_339 = %cst, %iterArg_340 = %cst_1, %iterArg_341 = %cst_2, %iterArg_342 = %cst_3, %iterArg_343 = %cst_4, %iterArg_344 = %c_5, %iterArg_345 = %7, %iterArg_346 = %317, %iterArg_347 = %5, %iterArg_348 = %c_6, %iterArg_349 = %c_329, %iterArg_350 = %319, %iterArg_351 = %c_330, %iterArg_352 = %arg0, %iterArg_353 = %5, %iterArg_354 = %11, %iterArg_355 = %c_321, %iterArg_356 = %c_318, %iterArg_357 = %12, %iterArg_358 = %cst_319, %iterArg_359 = %cst_320, %iterArg_360 = %c_322, %iterArg_361 = %c_323, %iterArg_362 = %c_324, %iterArg_363 = %c_325, %iterArg_364 = %c_326, %iterArg_365 = %c_327, %iterArg_366 = %16, %iterArg_367 = %17, %iterArg_368 = %c_328) : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<33xcomplex<f32>>, tensor<33xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1x64xf32>, tensor<i32>
    cond {
      %328 = stablehlo.compare LT, %iterArg_353, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %329 = stablehlo.and %328, %iterArg_337 : tensor<i1>
      %c_369 = stablehlo.constant dense<false> : tensor<i1>
      %330 = stablehlo.reduce(%329 init: %c_369) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_370 = stablehlo.constant dense<64> : tensor<i32>
      %331 = stablehlo.compare LT, %iterArg_349, %c_370, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_371 = stablehlo.constant dense<false> : tensor<i1>
      %332 = stablehlo.broadcast_in_dim %c_371, dims = [] : (tensor<i1>) -> tensor<i1>
      %333 = stablehlo.compare NE, %331, %332, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %334 = stablehlo.convert %333 : tensor<i1>
      %335 = stablehlo.and %330, %334 : tensor<i1>
      stablehlo.return %335 : tensor<i1>
    } do {
      %c_369 = stablehlo.constant dense<1> : tensor<i32>
      %328 = stablehlo.compare EQ, %iterArg_338, %c_369, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %329 = stablehlo.negate %iterArg_354 : tensor<f32>
      %330 = func.call @_where_1(%328, %iterArg_353, %329) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_370 = stablehlo.constant dense<1> : tensor<i32>
      %331 = stablehlo.compare EQ, %iterArg_338, %c_370, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %332 = stablehlo.negate %iterArg_353 : tensor<f32>
      %333 = func.call @_where_1(%331, %iterArg_354, %332) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %334 = stablehlo.subtract %iterArg_354, %iterArg_353 : tensor<f32>
      %c_371 = stablehlo.constant dense<1> : tensor<i32>
      %335 = stablehlo.compare EQ, %iterArg_338, %c_371, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %336 = stablehlo.negate %iterArg_354 : tensor<f32>
      %337 = func.call @_where_1(%335, %iterArg_353, %336) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_372 = stablehlo.constant dense<1> : tensor<i32>
      %338 = stablehlo.compare EQ, %iterArg_338, %c_372, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %339 = stablehlo.negate %iterArg_353 : tensor<f32>
      %340 = func.call @_where_1(%338, %iterArg_354, %339) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %341 = stablehlo.subtract %340, %337 : tensor<f32>
      %342 = stablehlo.convert %iterArg_338 : (tensor<i32>) -> tensor<f32>
      %343 = stablehlo.multiply %342, %341 : tensor<f32>
      %c_373 = stablehlo.constant dense<false> : tensor<i1>
      %344 = stablehlo.or %iterArg_356, %c_373 : tensor<i1>
      %c_374 = stablehlo.constant dense<false> : tensor<i1>
      %345 = stablehlo.reduce(%344 init: %c_374) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_375 = stablehlo.constant dense<0> : tensor<i32>
      %c_376 = stablehlo.constant dense<1> : tensor<i32>
      %346 = func.call @_where_2(%345, %c_375, %c_376) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_377 = stablehlo.constant dense<0> : tensor<i32>
      %347 = func.call @_where_3(%345, %c_377, %iterArg_357) : (tensor<i1>, tensor<i32>, tensor<64xf32>) -> tensor<64xf32>
      %348 = stablehlo.broadcast_in_dim %343, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %349 = stablehlo.multiply %348, %347 : tensor<64xf32>
      %cst_378 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %350 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<7x64xf32>
      %c_379 = stablehlo.constant dense<0> : tensor<i32>
      %351 = stablehlo.broadcast_in_dim %c_379, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %352 = "stablehlo.scatter"(%350, %351, %349) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
        stablehlo.return %arg2 : tensor<f32>
      }) : (tensor<7x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<7x64xf32>
      %c_380 = stablehlo.constant dense<0> : tensor<i32>
      %c_381 = stablehlo.constant dense<7> : tensor<i32>
      %353 = stablehlo.compare LT, %346, %c_381, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_382 = stablehlo.constant dense<0> : tensor<i32>
      %c_383 = stablehlo.constant dense<true> : tensor<i1>
      %354:18 = stablehlo.while(%iterArg_416 = %iterArg_339, %iterArg_417 = %iterArg_340, %iterArg_418 = %iterArg_352, %iterArg_419 = %334, %iterArg_420 = %iterArg_353, %iterArg_421 = %iterArg_354, %iterArg_422 = %iterArg_338, %iterArg_423 = %iterArg_341, %iterArg_424 = %iterArg_342, %iterArg_425 = %343, %iterArg_426 = %c_382, %iterArg_427 = %353, %iterArg_428 = %c_383, %iterArg_429 = %346, %iterArg_430 = %iterArg_352, %iterArg_431 = %347, %iterArg_432 = %352, %iterArg_433 = %c_380) : tensor<7x7xf32>, tensor<7xf32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<33xcomplex<f32>>, tensor<33xf32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<64xf32>, tensor<64xf32>, tensor<7x64xf32>, tensor<i32>
      cond {
        %c_434 = stablehlo.constant dense<7> : tensor<i32>
        %417 = stablehlo.compare LT, %iterArg_429, %c_434, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_435 = stablehlo.constant dense<false> : tensor<i1>
        %418 = stablehlo.broadcast_in_dim %c_435, dims = [] : (tensor<i1>) -> tensor<i1>
        %419 = stablehlo.compare NE, %417, %418, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %420 = stablehlo.convert %419 : tensor<i1>
        %c_436 = stablehlo.constant dense<false> : tensor<i1>
        %421 = stablehlo.reduce(%420 init: %c_436) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %c_437 = stablehlo.constant dense<7> : tensor<i32>
        %422 = stablehlo.compare LT, %iterArg_426, %c_437, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_438 = stablehlo.constant dense<false> : tensor<i1>
        %423 = stablehlo.broadcast_in_dim %c_438, dims = [] : (tensor<i1>) -> tensor<i1>
        %424 = stablehlo.compare NE, %422, %423, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %425 = stablehlo.convert %424 : tensor<i1>
        %426 = stablehlo.and %421, %425 : tensor<i1>
        stablehlo.return %426 : tensor<i1>
      } do {
        %417 = stablehlo.convert %iterArg_429 : tensor<i32>
        %c_434 = stablehlo.constant dense<0> : tensor<i32>
        %418 = stablehlo.compare LT, %417, %c_434, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_435 = stablehlo.constant dense<7> : tensor<i32>
        %419 = stablehlo.add %417, %c_435 : tensor<i32>
        %420 = stablehlo.select %418, %419, %417 : tensor<i1>, tensor<i32>
        %c_436 = stablehlo.constant dense<0> : tensor<i32>
        %c_437 = stablehlo.constant dense<0> : tensor<i32>
        %421 = stablehlo.compare LT, %c_436, %c_437, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_438 = stablehlo.constant dense<0> : tensor<i32>
        %c_439 = stablehlo.constant dense<7> : tensor<i32>
        %422 = stablehlo.add %c_438, %c_439 : tensor<i32>
        %c_440 = stablehlo.constant dense<0> : tensor<i32>
        %423 = stablehlo.select %421, %422, %c_440 : tensor<i1>, tensor<i32>
        %424 = stablehlo.dynamic_slice %iterArg_416, %420, %423, sizes = [1, 7] : (tensor<7x7xf32>, tensor<i32>, tensor<i32>) -> tensor<1x7xf32>
        %425 = stablehlo.reshape %424 : (tensor<1x7xf32>) -> tensor<7xf32>
        %c_441 = stablehlo.constant dense<0> : tensor<i32>
        %426 = stablehlo.compare LT, %iterArg_429, %c_441, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %427 = stablehlo.convert %iterArg_429 : tensor<i32>
        %c_442 = stablehlo.constant dense<7> : tensor<i32>
        %428 = stablehlo.add %427, %c_442 : tensor<i32>
        %429 = stablehlo.select %426, %428, %iterArg_429 : tensor<i1>, tensor<i32>
        %430 = stablehlo.dynamic_slice %iterArg_417, %429, sizes = [1] : (tensor<7xf32>, tensor<i32>) -> tensor<1xf32>
        %431 = stablehlo.reshape %430 : (tensor<1xf32>) -> tensor<f32>
        %432 = stablehlo.dot_general %425, %iterArg_432, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x64xf32>) -> tensor<64xf32>
        %433 = stablehlo.add %iterArg_418, %432 : tensor<64xf32>
        %cst_443 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %434 = stablehlo.compare EQ, %431, %cst_443, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %435 = stablehlo.multiply %431, %iterArg_419 : tensor<f32>
        %436 = stablehlo.add %iterArg_420, %435 : tensor<f32>
        %437 = func.call @_where_4(%434, %iterArg_421, %436) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %438 = stablehlo.convert %iterArg_422 : (tensor<i32>) -> tensor<f32>
        %439 = stablehlo.multiply %437, %438 : tensor<f32>
        %440 = func.call @fft(%433) : (tensor<64xf32>) -> tensor<33xcomplex<f32>>
        %441 = stablehlo.multiply %iterArg_423, %440 : tensor<33xcomplex<f32>>
        %c_444 = stablehlo.constant dense<0> : tensor<i32>
        %442 = func.call @_pad(%441, %c_444) : (tensor<33xcomplex<f32>>, tensor<i32>) -> tensor<33xcomplex<f32>>
        %443 = func.call @fft_5(%442) : (tensor<33xcomplex<f32>>) -> tensor<64xf32>
        %444 = stablehlo.convert %iterArg_424 : (tensor<33xf32>) -> tensor<33xcomplex<f32>>
        %445 = stablehlo.multiply %444, %440 : tensor<33xcomplex<f32>>
        %c_445 = stablehlo.constant dense<0> : tensor<i32>
        %446 = func.call @_pad(%445, %c_445) : (tensor<33xcomplex<f32>>, tensor<i32>) -> tensor<33xcomplex<f32>>
        %447 = func.call @fft_5(%446) : (tensor<33xcomplex<f32>>) -> tensor<64xf32>
        %448 = stablehlo.negate %433 : tensor<64xf32>
        %449 = stablehlo.multiply %448, %443 : tensor<64xf32>
        %cst_446 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
        %450 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<64xf32>
        %451 = stablehlo.multiply %450, %447 : tensor<64xf32>
        %452 = stablehlo.add %449, %451 : tensor<64xf32>
        %453 = stablehlo.broadcast_in_dim %iterArg_425, dims = [] : (tensor<f32>) -> tensor<64xf32>
        %454 = stablehlo.multiply %453, %452 : tensor<64xf32>
        %c_447 = stablehlo.constant dense<false> : tensor<i1>
        %455 = stablehlo.broadcast_in_dim %c_447, dims = [] : (tensor<i1>) -> tensor<i1>
        %456 = stablehlo.compare NE, %iterArg_427, %455, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %457 = stablehlo.convert %456 : tensor<i1>
        %c_448 = stablehlo.constant dense<true> : tensor<i1>
        %458 = stablehlo.and %c_448, %457 : tensor<i1>
        %459 = stablehlo.convert %iterArg_429 : tensor<i32>
        %c_449 = stablehlo.constant dense<0> : tensor<i32>
        %460 = stablehlo.compare LT, %459, %c_449, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_450 = stablehlo.constant dense<7> : tensor<i32>
        %461 = stablehlo.add %459, %c_450 : tensor<i32>
        %462 = stablehlo.select %460, %461, %459 : tensor<i1>, tensor<i32>
        %c_451 = stablehlo.constant dense<0> : tensor<i32>
        %c_452 = stablehlo.constant dense<0> : tensor<i32>
        %463 = stablehlo.compare LT, %c_451, %c_452, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_453 = stablehlo.constant dense<0> : tensor<i32>
        %c_454 = stablehlo.constant dense<64> : tensor<i32>
        %464 = stablehlo.add %c_453, %c_454 : tensor<i32>
        %c_455 = stablehlo.constant dense<0> : tensor<i32>
        %465 = stablehlo.select %463, %464, %c_455 : tensor<i1>, tensor<i32>
        %466 = stablehlo.dynamic_slice %iterArg_432, %462, %465, sizes = [1, 64] : (tensor<7x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
        %467 = stablehlo.reshape %466 : (tensor<1x64xf32>) -> tensor<64xf32>
        %c_456 = stablehlo.constant dense<0> : tensor<i32>
        %468 = stablehlo.compare LT, %iterArg_429, %c_456, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_457 = stablehlo.constant dense<7> : tensor<i32>
        %469 = stablehlo.add %iterArg_429, %c_457 : tensor<i32>
        %470 = stablehlo.select %468, %469, %iterArg_429 : tensor<i1>, tensor<i32>
        %471 = stablehlo.convert %470 : tensor<i32>
        %472 = stablehlo.broadcast_in_dim %471, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %473 = "stablehlo.scatter"(%iterArg_432, %472, %454) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
          stablehlo.return %arg2 : tensor<f32>
        }) : (tensor<7x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<7x64xf32>
        %c_458 = stablehlo.constant dense<1> : tensor<i32>
        %474 = stablehlo.add %iterArg_429, %c_458 : tensor<i32>
        %c_459 = stablehlo.constant dense<1> : tensor<i32>
        %475 = stablehlo.add %iterArg_426, %c_459 : tensor<i32>
        %c_460 = stablehlo.constant dense<7> : tensor<i32>
        %476 = stablehlo.compare LT, %474, %c_460, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_461 = stablehlo.constant dense<false> : tensor<i1>
        %477 = stablehlo.broadcast_in_dim %c_461, dims = [] : (tensor<i1>) -> tensor<i1>
        %478 = stablehlo.compare NE, %iterArg_427, %477, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %479 = stablehlo.convert %478 : tensor<i1>
        %c_462 = stablehlo.constant dense<false> : tensor<i1>
        %480 = stablehlo.broadcast_in_dim %c_462, dims = [] : (tensor<i1>) -> tensor<i1>
        %481 = stablehlo.compare NE, %476, %480, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %482 = stablehlo.convert %481 : tensor<i1>
        %483 = stablehlo.and %479, %482 : tensor<i1>
        stablehlo.return %iterArg_416, %iterArg_417, %iterArg_418, %iterArg_419, %iterArg_420, %iterArg_421, %iterArg_422, %iterArg_423, %iterArg_424, %iterArg_425, %475, %483, %iterArg_427, %474, %433, %452, %473, %iterArg_433 : tensor<7x7xf32>, tensor<7xf32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<33xcomplex<f32>>, tensor<33xf32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<64xf32>, tensor<64xf32>, tensor<7x64xf32>, tensor<i32>
      }
      %c_384 = stablehlo.constant dense<0> : tensor<i32>
      %c_385 = stablehlo.constant dense<true> : tensor<i1>
      %355 = stablehlo.dot_general %iterArg_343, %354#16, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x64xf32>) -> tensor<64xf32>
      %cst_386 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %356 = func.call @_where_6(%iterArg_344, %355, %cst_386) : (tensor<i1>, tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
      %357 = stablehlo.compare NE, %356, %356, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
      %cst_387 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %358 = func.call @_where_7(%357, %cst_387, %356) : (tensor<64xi1>, tensor<f32>, tensor<64xf32>) -> tensor<64xf32>
      %359 = stablehlo.subtract %iterArg_354, %iterArg_353 : tensor<f32>
      %360 = stablehlo.compare NE, %354#14, %354#14, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
      %c_388 = stablehlo.constant dense<false> : tensor<i1>
      %361 = stablehlo.reduce(%360 init: %c_388) applies stablehlo.or across dimensions = [0] : (tensor<64xi1>, tensor<i1>) -> tensor<i1>
      %362 = func.call @_where_8(%361, %iterArg_352, %354#14) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %363 = stablehlo.abs %iterArg_352 : tensor<64xf32>
      %364 = stablehlo.abs %362 : tensor<64xf32>
      %365 = stablehlo.maximum %363, %364 : tensor<64xf32>
      %cst_389 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %366 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %367 = stablehlo.multiply %365, %366 : tensor<64xf32>
      %cst_390 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %368 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %369 = stablehlo.add %368, %367 : tensor<64xf32>
      %370 = stablehlo.divide %358, %369 : tensor<64xf32>
      %371 = stablehlo.dot_general %370, %370, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64xf32>, tensor<64xf32>) -> tensor<f32>
      %372 = stablehlo.sqrt %371 : tensor<f32>
      %cst_391 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %373 = stablehlo.divide %372, %cst_391 : tensor<f32>
      %cst_392 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %374 = stablehlo.compare LT, %373, %cst_392, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_393 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %375 = stablehlo.divide %cst_393, %373 : tensor<f32>
      %cst_394 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
      %376 = stablehlo.power %375, %cst_394 : tensor<f32>
      %c_395 = stablehlo.constant dense<1> : tensor<i32>
      %cst_396 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
      %377 = func.call @_where_9(%374, %c_395, %cst_396) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %cst_397 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %cst_398 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %378 = func.call @_where_10(%374, %cst_397, %cst_398) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %cst_399 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %379 = stablehlo.multiply %cst_399, %376 : tensor<f32>
      %cst_400 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %380 = stablehlo.multiply %379, %cst_400 : tensor<f32>
      %cst_401 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %381 = stablehlo.multiply %380, %cst_401 : tensor<f32>
      %382 = func.call @clip(%381, %378, %377) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %383 = stablehlo.multiply %359, %382 : tensor<f32>
      %cst_402 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %384 = stablehlo.compare EQ, %375, %cst_402, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %385 = func.call @isinf(%375) : (tensor<f32>) -> tensor<i1>
      %386 = stablehlo.or %384, %385 : tensor<i1>
      %c_403 = stablehlo.constant dense<1> : tensor<i32>
      %387 = func.call @_where_11(%386, %c_403, %375) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %388 = func.call @_where_4(%374, %iterArg_354, %iterArg_353) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %389 = stablehlo.add %388, %383 : tensor<f32>
      %390 = func.call @_where_4(%374, %387, %iterArg_358) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %391 = func.call @_where_4(%374, %iterArg_358, %iterArg_359) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %392 = stablehlo.minimum %388, %iterArg_345 : tensor<f32>
      %393 = stablehlo.compare GT, %389, %iterArg_346, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %394 = stablehlo.subtract %iterArg_345, %392 : tensor<f32>
      %cst_404 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %395 = stablehlo.multiply %cst_404, %394 : tensor<f32>
      %396 = stablehlo.add %392, %395 : tensor<f32>
      %397 = func.call @_where_4(%374, %iterArg_345, %396) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %398 = func.call @_where_4(%393, %397, %389) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %399 = stablehlo.compare EQ, %iterArg_347, %iterArg_345, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %400 = stablehlo.subtract %392, %iterArg_347 : tensor<f32>
      %c_405 = stablehlo.constant dense<0> : tensor<i32>
      %401 = func.call @_where_11(%399, %c_405, %400) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %402 = stablehlo.subtract %iterArg_345, %iterArg_347 : tensor<f32>
      %c_406 = stablehlo.constant dense<1> : tensor<i32>
      %403 = func.call @_where_11(%399, %c_406, %402) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %404 = stablehlo.divide %401, %403 : tensor<f32>
      %405 = func.call @_where_8(%374, %354#14, %iterArg_352) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %c_407 = stablehlo.constant dense<false> : tensor<i1>
      %406 = func.call @_where_12(%374, %c_407, %iterArg_356) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %407 = func.call @_where_8(%374, %354#15, %iterArg_357) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %c_408 = stablehlo.constant dense<1> : tensor<i32>
      %408 = stablehlo.add %iterArg_362, %c_408 : tensor<i32>
      %c_409 = stablehlo.constant dense<1> : tensor<i32>
      %c_410 = stablehlo.constant dense<0> : tensor<i32>
      %409 = func.call @_where_2(%374, %c_409, %c_410) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %410 = stablehlo.add %iterArg_363, %409 : tensor<i32>
      %c_411 = stablehlo.constant dense<0> : tensor<i32>
      %c_412 = stablehlo.constant dense<1> : tensor<i32>
      %411 = func.call @_where_2(%374, %c_411, %c_412) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %412 = stablehlo.add %iterArg_364, %411 : tensor<i32>
      %c_413 = stablehlo.constant dense<false> : tensor<i1>
      %c_414 = stablehlo.constant dense<0> : tensor<i32>
      %c_415 = stablehlo.constant dense<1> : tensor<i32>
      %413 = stablehlo.add %iterArg_349, %c_415 : tensor<i32>
      %414 = stablehlo.compare LT, %392, %iterArg_345, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %415 = stablehlo.and %414, %iterArg_348 : tensor<i1>
      %416 = stablehlo.and %iterArg_350, %415 : tensor<i1>
      stablehlo.return %iterArg, %iterArg_337, %iterArg_338, %iterArg_339, %iterArg_340, %iterArg_341, %iterArg_342, %iterArg_343, %iterArg_344, %iterArg_345, %iterArg_346, %iterArg_347, %iterArg_348, %413, %416, %iterArg_350, %405, %392, %398, %c_413, %406, %407, %390, %391, %iterArg_360, %c_414, %408, %410, %412, %iterArg_365, %iterArg_366, %iterArg_367, %iterArg_368 : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<33xcomplex<f32>>, tensor<33xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1x64xf32>, tensor<i32>
    }
    %c_331 = stablehlo.constant dense<0> : tensor<i32>
    %c_332 = stablehlo.constant dense<true> : tensor<i1>
    %c_333 = stablehlo.constant dense<1> : tensor<i32>
    %321 = "stablehlo.case"(%c_333) ({
      %328 = stablehlo.convert %320#32 : tensor<i32>
      %c_337 = stablehlo.constant dense<0> : tensor<i32>
      %329 = stablehlo.compare LT, %328, %c_337, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_338 = stablehlo.constant dense<1> : tensor<i32>
      %330 = stablehlo.add %328, %c_338 : tensor<i32>
      %331 = stablehlo.select %329, %330, %328 : tensor<i1>, tensor<i32>
      %c_339 = stablehlo.constant dense<0> : tensor<i32>
      %c_340 = stablehlo.constant dense<0> : tensor<i32>
      %332 = stablehlo.compare LT, %c_339, %c_340, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_341 = stablehlo.constant dense<0> : tensor<i32>
      %c_342 = stablehlo.constant dense<64> : tensor<i32>
      %333 = stablehlo.add %c_341, %c_342 : tensor<i32>
      %c_343 = stablehlo.constant dense<0> : tensor<i32>
      %334 = stablehlo.select %332, %333, %c_343 : tensor<i1>, tensor<i32>
      %335 = stablehlo.dynamic_slice %320#31, %331, %334, sizes = [1, 64] : (tensor<1x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
      %336 = stablehlo.reshape %335 : (tensor<1x64xf32>) -> tensor<64xf32>
      stablehlo.return %336 : tensor<64xf32>
    }, {
      stablehlo.return %320#16 : tensor<64xf32>
    }) : (tensor<i32>) -> tensor<64xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %c_334 = stablehlo.constant dense<0> : tensor<i32>
    %323 = stablehlo.compare LT, %320#32, %c_334, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %324 = stablehlo.convert %320#32 : tensor<i32>
    %c_335 = stablehlo.constant dense<1> : tensor<i32>
    %325 = stablehlo.add %324, %c_335 : tensor<i32>
    %326 = stablehlo.select %323, %325, %320#32 : tensor<i1>, tensor<i32>
    %c_336 = stablehlo.constant dense<0> : tensor<i32>
    %327 = stablehlo.dynamic_update_slice %320#31, %322, %326, %c_336 : (tensor<1x64xf32>, tensor<1x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    return %327 : tensor<1x64xf32>
  }
  func.func private @branched_error_if_impl(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fft(%arg0: tensor<64xf32>) -> tensor<33xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [64] : (tensor<64xf32>) -> tensor<33xcomplex<f32>>
    return %0 : tensor<33xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<33xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<33xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<33xcomplex<f32>>, tensor<complex<f32>>) -> tensor<33xcomplex<f32>>
    return %1 : tensor<33xcomplex<f32>>
  }
  func.func private @fft_5(%arg0: tensor<33xcomplex<f32>>) -> tensor<64xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [64] : (tensor<33xcomplex<f32>>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<64xf32>, %arg2: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @_where_7(%arg0: tensor<64xi1>, %arg1: tensor<f32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<64xi1>, tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @clip(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<f32>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.minimum %2, %1 : tensor<f32>
    return %3 : tensor<f32>
  }
  func.func private @isinf(%arg0: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.abs %arg0 : tensor<f32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.compare EQ, %0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @_where_11(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_12(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i1>
    return %0 : tensor<i1>
  }
}
