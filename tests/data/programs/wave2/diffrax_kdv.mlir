module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<96xf32>) -> (tensor<96xf32> {jax.result_info = "result"}) {
    %0 = call @diffeqsolve(%arg0) : (tensor<96xf32>) -> tensor<1x96xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x96xf32>) -> tensor<96xf32>
    return %1 : tensor<96xf32>
  }
  func.func private @diffeqsolve(%arg0: tensor<96xf32>) -> tensor<1x96xf32> {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.000000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [7.500000e-02, 2.250000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.977777779, -3.73333335, 3.55555558, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.95259857, -11.5957937, 9.82289314, -0.290809333, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.84627533, -10.757576, 8.90642261, 0.278409094, -0.273531318, 0.000000e+00, 0.000000e+00], [0.0911458358, 0.000000e+00, 0.449236304, 0.651041686, -0.322376192, 0.130952388, 0.000000e+00]]> : tensor<7x7xf32>
    %cst_1 = stablehlo.constant dense<[0.000000e+00, 2.000000e-01, 3.000000e-01, 8.000000e-01, 0.888888895, 1.000000e+00, 1.000000e+00]> : tensor<7xf32>
    %cst_2 = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (0.000000e+00,0.157079637), (0.000000e+00,0.314159274), (0.000000e+00,0.471238911), (0.000000e+00,0.628318548), (0.000000e+00,0.785398185), (0.000000e+00,0.942477822), (0.000000e+00,1.0995574), (0.000000e+00,1.2566371), (0.000000e+00,1.41371667), (0.000000e+00,1.57079637), (0.000000e+00,1.72787595), (0.000000e+00,1.88495564), (0.000000e+00,2.04203534), (0.000000e+00,2.1991148), (0.000000e+00,2.3561945), (0.000000e+00,2.51327419), (0.000000e+00,2.67035365), (0.000000e+00,2.82743335), (0.000000e+00,2.98451304), (0.000000e+00,3.14159274), (0.000000e+00,3.2986722), (0.000000e+00,3.4557519), (0.000000e+00,3.61283159), (0.000000e+00,3.76991129), (0.000000e+00,3.92699075), (0.000000e+00,4.08407068), (0.000000e+00,4.241150e+00), (0.000000e+00,4.3982296), (0.000000e+00,4.5553093), (0.000000e+00,4.71238899), (0.000000e+00,4.86946869), (0.000000e+00,5.02654839), (0.000000e+00,5.18362808), (0.000000e+00,5.3407073), (0.000000e+00,5.497787), (0.000000e+00,5.6548667), (0.000000e+00,5.81194639), (0.000000e+00,5.96902609), (0.000000e+00,6.12610579), (0.000000e+00,6.28318548), (0.000000e+00,6.4402647), (0.000000e+00,6.59734439), (0.000000e+00,6.75442409), (0.000000e+00,6.91150379), (0.000000e+00,7.06858348), (0.000000e+00,7.22566318), (0.000000e+00,7.38274288), (0.000000e+00,7.53982257)]> : tensor<49xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<[(0.000000e+00,-0.000000e+00), (0.000000e+00,-0.00387578458), (0.000000e+00,-0.0310062766), (0.000000e+00,-0.104646184), (0.000000e+00,-0.248050213), (0.000000e+00,-0.484473079), (0.000000e+00,-0.837169468), (0.000000e+00,-1.3293941), (0.000000e+00,-1.9844017), (0.000000e+00,-2.82544684), (0.000000e+00,-3.87578464), (0.000000e+00,-5.15866947), (0.000000e+00,-6.69735575), (0.000000e+00,-8.51509857), (0.000000e+00,-10.6351528), (0.000000e+00,-13.0807734), (0.000000e+00,-15.8752136), (0.000000e+00,-19.041729), (0.000000e+00,-22.6035748), (0.000000e+00,-26.5840073), (0.000000e+00,-31.0062771), (0.000000e+00,-35.8936424), (0.000000e+00,-41.2693558), (0.000000e+00,-47.1566696), (0.000000e+00,-53.578846), (0.000000e+00,-60.5591354), (0.000000e+00,-68.1207886), (0.000000e+00,-76.2870712), (0.000000e+00,-85.0812225), (0.000000e+00,-94.5265121), (0.000000e+00,-104.646187), (0.000000e+00,-115.463501), (0.000000e+00,-127.001709), (0.000000e+00,-139.284073), (0.000000e+00,-152.333832), (0.000000e+00,-166.174271), (0.000000e+00,-180.828598), (0.000000e+00,-196.320114), (0.000000e+00,-212.672058), (0.000000e+00,-229.907669), (0.000000e+00,-248.050217), (0.000000e+00,-267.122955), (0.000000e+00,-287.149139), (0.000000e+00,-3.081520e+02), (0.000000e+00,-330.154846), (0.000000e+00,-353.180878), (0.000000e+00,-377.253357), (0.000000e+00,-402.395569), (0.000000e+00,-428.630768)]> : tensor<49xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<[8.21759284E-4, 0.000000e+00, -0.00283518014, 0.0246527772, -0.0339091979, 0.027936507, -0.0166666675]> : tensor<7xf32>
    %cst_5 = stablehlo.constant dense<[0.100134321, 0.000000e+00, 0.391832173, -0.0298246015, 0.0589326844, -0.0449788868, 0.0239043087]> : tensor<7xf32>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %cst_9 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = call @branched_error_if_impl(%cst_9) : (tensor<f32>) -> tensor<f32>
    %1 = stablehlo.convert %0 : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %2 = stablehlo.compare LT, %cst_10, %cst_11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %c_13 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = call @_where(%2, %c_12, %c_13) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.multiply %cst_14, %4 : tensor<f32>
    %6 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %7 = stablehlo.multiply %cst_15, %6 : tensor<f32>
    %8 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.multiply %1, %8 : tensor<f32>
    %10 = stablehlo.add %5, %9 : tensor<f32>
    %11 = stablehlo.minimum %10, %7 : tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %13 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %14 = stablehlo.multiply %13, %cst_17 : tensor<f32>
    %15 = stablehlo.convert %14 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_18 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x96xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = chlo.next_after %7, %cst_19 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.compare EQ, %7, %cst_20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_21 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %20 = call @_where_0(%19, %cst_21, %18) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = chlo.next_after %20, %cst_22 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.compare EQ, %20, %cst_23, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_24 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %23 = call @_where_0(%22, %cst_24, %21) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = chlo.next_after %23, %cst_25 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.compare EQ, %23, %cst_26, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_27 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %26 = call @_where_0(%25, %cst_27, %24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = chlo.next_after %26, %cst_28 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.compare EQ, %26, %cst_29, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_30 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %29 = call @_where_0(%28, %cst_30, %27) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = chlo.next_after %29, %cst_31 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.compare EQ, %29, %cst_32, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_33 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %32 = call @_where_0(%31, %cst_33, %30) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = chlo.next_after %32, %cst_34 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.compare EQ, %32, %cst_35, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_36 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %35 = call @_where_0(%34, %cst_36, %33) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = chlo.next_after %35, %cst_37 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.compare EQ, %35, %cst_38, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_39 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %38 = call @_where_0(%37, %cst_39, %36) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = chlo.next_after %38, %cst_40 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.compare EQ, %38, %cst_41, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_42 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %41 = call @_where_0(%40, %cst_42, %39) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = chlo.next_after %41, %cst_43 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.compare EQ, %41, %cst_44, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_45 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %44 = call @_where_0(%43, %cst_45, %42) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = chlo.next_after %44, %cst_46 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.compare EQ, %44, %cst_47, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_48 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %47 = call @_where_0(%46, %cst_48, %45) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = chlo.next_after %47, %cst_49 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.compare EQ, %47, %cst_50, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_51 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %50 = call @_where_0(%49, %cst_51, %48) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = chlo.next_after %50, %cst_52 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.compare EQ, %50, %cst_53, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_54 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %53 = call @_where_0(%52, %cst_54, %51) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = chlo.next_after %53, %cst_55 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.compare EQ, %53, %cst_56, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_57 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %56 = call @_where_0(%55, %cst_57, %54) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_58 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = chlo.next_after %56, %cst_58 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.compare EQ, %56, %cst_59, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_60 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %59 = call @_where_0(%58, %cst_60, %57) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = chlo.next_after %59, %cst_61 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.compare EQ, %59, %cst_62, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_63 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %62 = call @_where_0(%61, %cst_63, %60) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = chlo.next_after %62, %cst_64 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.compare EQ, %62, %cst_65, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_66 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %65 = call @_where_0(%64, %cst_66, %63) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = chlo.next_after %65, %cst_67 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.compare EQ, %65, %cst_68, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_69 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %68 = call @_where_0(%67, %cst_69, %66) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = chlo.next_after %68, %cst_70 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.compare EQ, %68, %cst_71, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_72 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %71 = call @_where_0(%70, %cst_72, %69) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = chlo.next_after %71, %cst_73 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.compare EQ, %71, %cst_74, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_75 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %74 = call @_where_0(%73, %cst_75, %72) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = chlo.next_after %74, %cst_76 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.compare EQ, %74, %cst_77, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_78 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %77 = call @_where_0(%76, %cst_78, %75) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_79 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = chlo.next_after %77, %cst_79 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.compare EQ, %77, %cst_80, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_81 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %80 = call @_where_0(%79, %cst_81, %78) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_82 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %81 = chlo.next_after %80, %cst_82 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.compare EQ, %80, %cst_83, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_84 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %83 = call @_where_0(%82, %cst_84, %81) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_85 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %84 = chlo.next_after %83, %cst_85 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.compare EQ, %83, %cst_86, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_87 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %86 = call @_where_0(%85, %cst_87, %84) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_88 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %87 = chlo.next_after %86, %cst_88 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.compare EQ, %86, %cst_89, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_90 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %89 = call @_where_0(%88, %cst_90, %87) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = chlo.next_after %89, %cst_91 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.compare EQ, %89, %cst_92, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_93 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %92 = call @_where_0(%91, %cst_93, %90) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_94 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %93 = chlo.next_after %92, %cst_94 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.compare EQ, %92, %cst_95, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_96 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %95 = call @_where_0(%94, %cst_96, %93) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %96 = chlo.next_after %95, %cst_97 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.compare EQ, %95, %cst_98, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_99 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %98 = call @_where_0(%97, %cst_99, %96) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_100 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %99 = chlo.next_after %98, %cst_100 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.compare EQ, %98, %cst_101, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_102 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %101 = call @_where_0(%100, %cst_102, %99) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_103 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %102 = chlo.next_after %101, %cst_103 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.compare EQ, %101, %cst_104, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_105 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %104 = call @_where_0(%103, %cst_105, %102) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_106 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = chlo.next_after %104, %cst_106 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.compare EQ, %104, %cst_107, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_108 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %107 = call @_where_0(%106, %cst_108, %105) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_109 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = chlo.next_after %107, %cst_109 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.compare EQ, %107, %cst_110, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_111 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %110 = call @_where_0(%109, %cst_111, %108) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_112 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = chlo.next_after %110, %cst_112 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.compare EQ, %110, %cst_113, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_114 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %113 = call @_where_0(%112, %cst_114, %111) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %114 = chlo.next_after %113, %cst_115 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.compare EQ, %113, %cst_116, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_117 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %116 = call @_where_0(%115, %cst_117, %114) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_118 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %117 = chlo.next_after %116, %cst_118 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.compare EQ, %116, %cst_119, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_120 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %119 = call @_where_0(%118, %cst_120, %117) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_121 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %120 = chlo.next_after %119, %cst_121 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.compare EQ, %119, %cst_122, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_123 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %122 = call @_where_0(%121, %cst_123, %120) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_124 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = chlo.next_after %122, %cst_124 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.compare EQ, %122, %cst_125, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_126 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %125 = call @_where_0(%124, %cst_126, %123) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_127 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %126 = chlo.next_after %125, %cst_127 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.compare EQ, %125, %cst_128, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_129 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %128 = call @_where_0(%127, %cst_129, %126) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_130 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %129 = chlo.next_after %128, %cst_130 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.compare EQ, %128, %cst_131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_132 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %131 = call @_where_0(%130, %cst_132, %129) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %132 = chlo.next_after %131, %cst_133 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.compare EQ, %131, %cst_134, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_135 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %134 = call @_where_0(%133, %cst_135, %132) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_136 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %135 = chlo.next_after %134, %cst_136 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.compare EQ, %134, %cst_137, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_138 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %137 = call @_where_0(%136, %cst_138, %135) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_139 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %138 = chlo.next_after %137, %cst_139 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.compare EQ, %137, %cst_140, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_141 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %140 = call @_where_0(%139, %cst_141, %138) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_142 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = chlo.next_after %140, %cst_142 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.compare EQ, %140, %cst_143, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_144 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %143 = call @_where_0(%142, %cst_144, %141) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_145 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %144 = chlo.next_after %143, %cst_145 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.compare EQ, %143, %cst_146, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_147 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %146 = call @_where_0(%145, %cst_147, %144) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_148 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %147 = chlo.next_after %146, %cst_148 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.compare EQ, %146, %cst_149, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_150 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %149 = call @_where_0(%148, %cst_150, %147) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_151 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %150 = chlo.next_after %149, %cst_151 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.compare EQ, %149, %cst_152, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_153 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %152 = call @_where_0(%151, %cst_153, %150) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_154 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %153 = chlo.next_after %152, %cst_154 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.compare EQ, %152, %cst_155, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_156 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %155 = call @_where_0(%154, %cst_156, %153) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_157 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %156 = chlo.next_after %155, %cst_157 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.compare EQ, %155, %cst_158, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_159 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %158 = call @_where_0(%157, %cst_159, %156) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_160 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %159 = chlo.next_after %158, %cst_160 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.compare EQ, %158, %cst_161, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_162 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %161 = call @_where_0(%160, %cst_162, %159) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_163 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %162 = chlo.next_after %161, %cst_163 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.compare EQ, %161, %cst_164, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_165 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %164 = call @_where_0(%163, %cst_165, %162) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_166 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = chlo.next_after %164, %cst_166 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.compare EQ, %164, %cst_167, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_168 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %167 = call @_where_0(%166, %cst_168, %165) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_169 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %168 = chlo.next_after %167, %cst_169 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.compare EQ, %167, %cst_170, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_171 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %170 = call @_where_0(%169, %cst_171, %168) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_172 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %171 = chlo.next_after %170, %cst_172 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.compare EQ, %170, %cst_173, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_174 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %173 = call @_where_0(%172, %cst_174, %171) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_175 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %174 = chlo.next_after %173, %cst_175 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.compare EQ, %173, %cst_176, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_177 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %176 = call @_where_0(%175, %cst_177, %174) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_178 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %177 = chlo.next_after %176, %cst_178 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.compare EQ, %176, %cst_179, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_180 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %179 = call @_where_0(%178, %cst_180, %177) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_181 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %180 = chlo.next_after %179, %cst_181 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.compare EQ, %179, %cst_182, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_183 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %182 = call @_where_0(%181, %cst_183, %180) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_184 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %183 = chlo.next_after %182, %cst_184 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.compare EQ, %182, %cst_185, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_186 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %185 = call @_where_0(%184, %cst_186, %183) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_187 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %186 = chlo.next_after %185, %cst_187 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.compare EQ, %185, %cst_188, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_189 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %188 = call @_where_0(%187, %cst_189, %186) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_190 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %189 = chlo.next_after %188, %cst_190 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.compare EQ, %188, %cst_191, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_192 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %191 = call @_where_0(%190, %cst_192, %189) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_193 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %192 = chlo.next_after %191, %cst_193 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.compare EQ, %191, %cst_194, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_195 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %194 = call @_where_0(%193, %cst_195, %192) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_196 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %195 = chlo.next_after %194, %cst_196 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.compare EQ, %194, %cst_197, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_198 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %197 = call @_where_0(%196, %cst_198, %195) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_199 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %198 = chlo.next_after %197, %cst_199 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.compare EQ, %197, %cst_200, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_201 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %200 = call @_where_0(%199, %cst_201, %198) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_202 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %201 = chlo.next_after %200, %cst_202 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.compare EQ, %200, %cst_203, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_204 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %203 = call @_where_0(%202, %cst_204, %201) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_205 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %204 = chlo.next_after %203, %cst_205 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.compare EQ, %203, %cst_206, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_207 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %206 = call @_where_0(%205, %cst_207, %204) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_208 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %207 = chlo.next_after %206, %cst_208 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.compare EQ, %206, %cst_209, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_210 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %209 = call @_where_0(%208, %cst_210, %207) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_211 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %210 = chlo.next_after %209, %cst_211 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.compare EQ, %209, %cst_212, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_213 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %212 = call @_where_0(%211, %cst_213, %210) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_214 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %213 = chlo.next_after %212, %cst_214 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.compare EQ, %212, %cst_215, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_216 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %215 = call @_where_0(%214, %cst_216, %213) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_217 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %216 = chlo.next_after %215, %cst_217 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.compare EQ, %215, %cst_218, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_219 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %218 = call @_where_0(%217, %cst_219, %216) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_220 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %219 = chlo.next_after %218, %cst_220 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.compare EQ, %218, %cst_221, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_222 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %221 = call @_where_0(%220, %cst_222, %219) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_223 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %222 = chlo.next_after %221, %cst_223 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.compare EQ, %221, %cst_224, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_225 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %224 = call @_where_0(%223, %cst_225, %222) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_226 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %225 = chlo.next_after %224, %cst_226 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.compare EQ, %224, %cst_227, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_228 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %227 = call @_where_0(%226, %cst_228, %225) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_229 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %228 = chlo.next_after %227, %cst_229 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.compare EQ, %227, %cst_230, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_231 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %230 = call @_where_0(%229, %cst_231, %228) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_232 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %231 = chlo.next_after %230, %cst_232 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.compare EQ, %230, %cst_233, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_234 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %233 = call @_where_0(%232, %cst_234, %231) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_235 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %234 = chlo.next_after %233, %cst_235 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.compare EQ, %233, %cst_236, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_237 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %236 = call @_where_0(%235, %cst_237, %234) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_238 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %237 = chlo.next_after %236, %cst_238 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.compare EQ, %236, %cst_239, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_240 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %239 = call @_where_0(%238, %cst_240, %237) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_241 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %240 = chlo.next_after %239, %cst_241 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.compare EQ, %239, %cst_242, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_243 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %242 = call @_where_0(%241, %cst_243, %240) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_244 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %243 = chlo.next_after %242, %cst_244 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.compare EQ, %242, %cst_245, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_246 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %245 = call @_where_0(%244, %cst_246, %243) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_247 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %246 = chlo.next_after %245, %cst_247 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.compare EQ, %245, %cst_248, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_249 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %248 = call @_where_0(%247, %cst_249, %246) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_250 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %249 = chlo.next_after %248, %cst_250 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.compare EQ, %248, %cst_251, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_252 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %251 = call @_where_0(%250, %cst_252, %249) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_253 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %252 = chlo.next_after %251, %cst_253 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.compare EQ, %251, %cst_254, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_255 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %254 = call @_where_0(%253, %cst_255, %252) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_256 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %255 = chlo.next_after %254, %cst_256 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.compare EQ, %254, %cst_257, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_258 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %257 = call @_where_0(%256, %cst_258, %255) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_259 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %258 = chlo.next_after %257, %cst_259 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.compare EQ, %257, %cst_260, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_261 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %260 = call @_where_0(%259, %cst_261, %258) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_262 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %261 = chlo.next_after %260, %cst_262 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.compare EQ, %260, %cst_263, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_264 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %263 = call @_where_0(%262, %cst_264, %261) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_265 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %264 = chlo.next_after %263, %cst_265 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.compare EQ, %263, %cst_266, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_267 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %266 = call @_where_0(%265, %cst_267, %264) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_268 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %267 = chlo.next_after %266, %cst_268 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.compare EQ, %266, %cst_269, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_270 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %269 = call @_where_0(%268, %cst_270, %267) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_271 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %270 = chlo.next_after %269, %cst_271 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.compare EQ, %269, %cst_272, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_273 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %272 = call @_where_0(%271, %cst_273, %270) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_274 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %273 = chlo.next_after %272, %cst_274 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.compare EQ, %272, %cst_275, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_276 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %275 = call @_where_0(%274, %cst_276, %273) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_277 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %276 = chlo.next_after %275, %cst_277 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.compare EQ, %275, %cst_278, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_279 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %278 = call @_where_0(%277, %cst_279, %276) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_280 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %279 = chlo.next_after %278, %cst_280 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.compare EQ, %278, %cst_281, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_282 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %281 = call @_where_0(%280, %cst_282, %279) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_283 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %282 = chlo.next_after %281, %cst_283 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.compare EQ, %281, %cst_284, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_285 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %284 = call @_where_0(%283, %cst_285, %282) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_286 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %285 = chlo.next_after %284, %cst_286 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.compare EQ, %284, %cst_287, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_288 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %287 = call @_where_0(%286, %cst_288, %285) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_289 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %288 = chlo.next_after %287, %cst_289 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_290 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.compare EQ, %287, %cst_290, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_291 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %290 = call @_where_0(%289, %cst_291, %288) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_292 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %291 = chlo.next_after %290, %cst_292 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_293 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.compare EQ, %290, %cst_293, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_294 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %293 = call @_where_0(%292, %cst_294, %291) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_295 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %294 = chlo.next_after %293, %cst_295 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.compare EQ, %293, %cst_296, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_297 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %296 = call @_where_0(%295, %cst_297, %294) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_298 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %297 = chlo.next_after %296, %cst_298 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_299 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.compare EQ, %296, %cst_299, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_300 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %299 = call @_where_0(%298, %cst_300, %297) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_301 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %300 = chlo.next_after %299, %cst_301 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.compare EQ, %299, %cst_302, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_303 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %302 = call @_where_0(%301, %cst_303, %300) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_304 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %303 = chlo.next_after %302, %cst_304 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.compare EQ, %302, %cst_305, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_306 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %305 = call @_where_0(%304, %cst_306, %303) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_307 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %306 = chlo.next_after %305, %cst_307 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_308 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.compare EQ, %305, %cst_308, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_309 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %308 = call @_where_0(%307, %cst_309, %306) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_310 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %309 = chlo.next_after %308, %cst_310 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_311 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.compare EQ, %308, %cst_311, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_312 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %311 = call @_where_0(%310, %cst_312, %309) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_313 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %312 = chlo.next_after %311, %cst_313 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_314 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.compare EQ, %311, %cst_314, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_315 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %314 = call @_where_0(%313, %cst_315, %312) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_316 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %315 = chlo.next_after %314, %cst_316 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_317 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.compare EQ, %314, %cst_317, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_318 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %317 = call @_where_0(%316, %cst_318, %315) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_319 = stablehlo.constant dense<true> : tensor<i1>
    %cst_320 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_321 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_322 = stablehlo.constant dense<false> : tensor<i1>
    %c_323 = stablehlo.constant dense<false> : tensor<i1>
    %c_324 = stablehlo.constant dense<0> : tensor<i32>
    %c_325 = stablehlo.constant dense<0> : tensor<i32>
    %c_326 = stablehlo.constant dense<0> : tensor<i32>
    %c_327 = stablehlo.constant dense<0> : tensor<i32>
    %c_328 = stablehlo.constant dense<0> : tensor<i32>
    %c_329 = stablehlo.constant dense<0> : tensor<i32>
    %318 = stablehlo.compare LT, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %319 = stablehlo.and %318, %c : tensor<i1>
    %c_330 = stablehlo.constant dense<0> : tensor<i32>
    %c_331 = stablehlo.constant dense<true> : tensor<i1>
    %320:34 = stablehlo.while(%iterArg = %7, %iterArg_338 = %c_0, %iterArg_339 = %3, %iterArg_340 = %cst, %iterArg_341 = %cst_1, %iterArg_342 = %cst_2, %iterArg_343 = %cst_3, %iterArg_344 = %cst_4, %iterArg_345 = %c_6, %iterArg_346 = %7, %iterArg_347 = %317, %iterArg_348 = %5, %iterArg_349 = %cst_5, %iterArg_350 = %c_7, %iterArg_351 = %c_330, %iterArg_352 = %319, %iterArg_353 = %c_331, %iterArg_354 = %arg0, %iterArg_355 = %5, %iterArg_356 = %11, %iterArg_357 = %c_322, %iterArg_358 = %c_319, %iterArg_359 = %12, %iterArg_360 = %cst_320, %iterArg_361 = %cst_321, %iterArg_362 = %c_323, %iterArg_363 = %c_324, %iterArg_364 = %c_325, %iterArg_365 = %c_326, %iterArg_366 = %c_327, %iterArg_367 = %c_328, %iterArg_368 = %16, %iterArg_369 = %17, %iterArg_370 = %c_329) : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<49xcomplex<f32>>, tensor<49xcomplex<f32>>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<7xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<96xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<96xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1x96xf32>, tensor<i32>
    cond {
      %328 = stablehlo.compare LT, %iterArg_355, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %329 = stablehlo.and %328, %iterArg_338 : tensor<i1>
      %c_371 = stablehlo.constant dense<false> : tensor<i1>
      %330 = stablehlo.reduce(%329 init: %c_371) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_372 = stablehlo.constant dense<64> : tensor<i32>
      %331 = stablehlo.compare LT, %iterArg_351, %c_372, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_373 = stablehlo.constant dense<false> : tensor<i1>
      %332 = stablehlo.broadcast_in_dim %c_373, dims = [] : (tensor<i1>) -> tensor<i1>
      %333 = stablehlo.compare NE, %331, %332, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %334 = stablehlo.convert %333 : tensor<i1>
      %335 = stablehlo.and %330, %334 : tensor<i1>
      stablehlo.return %335 : tensor<i1>
    } do {
      %c_371 = stablehlo.constant dense<1> : tensor<i32>
      %328 = stablehlo.compare EQ, %iterArg_339, %c_371, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %329 = stablehlo.negate %iterArg_356 : tensor<f32>
      %330 = func.call @_where_1(%328, %iterArg_355, %329) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_372 = stablehlo.constant dense<1> : tensor<i32>
      %331 = stablehlo.compare EQ, %iterArg_339, %c_372, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %332 = stablehlo.negate %iterArg_355 : tensor<f32>
      %333 = func.call @_where_1(%331, %iterArg_356, %332) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %334 = stablehlo.subtract %iterArg_356, %iterArg_355 : tensor<f32>
      %c_373 = stablehlo.constant dense<1> : tensor<i32>
      %335 = stablehlo.compare EQ, %iterArg_339, %c_373, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %336 = stablehlo.negate %iterArg_356 : tensor<f32>
      %337 = func.call @_where_1(%335, %iterArg_355, %336) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_374 = stablehlo.constant dense<1> : tensor<i32>
      %338 = stablehlo.compare EQ, %iterArg_339, %c_374, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %339 = stablehlo.negate %iterArg_355 : tensor<f32>
      %340 = func.call @_where_1(%338, %iterArg_356, %339) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %341 = stablehlo.subtract %340, %337 : tensor<f32>
      %342 = stablehlo.convert %iterArg_339 : (tensor<i32>) -> tensor<f32>
      %343 = stablehlo.multiply %342, %341 : tensor<f32>
      %c_375 = stablehlo.constant dense<false> : tensor<i1>
      %344 = stablehlo.or %iterArg_358, %c_375 : tensor<i1>
      %c_376 = stablehlo.constant dense<false> : tensor<i1>
      %345 = stablehlo.reduce(%344 init: %c_376) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_377 = stablehlo.constant dense<0> : tensor<i32>
      %c_378 = stablehlo.constant dense<1> : tensor<i32>
      %346 = func.call @_where_2(%345, %c_377, %c_378) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_379 = stablehlo.constant dense<0> : tensor<i32>
      %347 = func.call @_where_3(%345, %c_379, %iterArg_359) : (tensor<i1>, tensor<i32>, tensor<96xf32>) -> tensor<96xf32>
      %348 = stablehlo.broadcast_in_dim %343, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %349 = stablehlo.multiply %348, %347 : tensor<96xf32>
      %cst_380 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %350 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<7x96xf32>
      %c_381 = stablehlo.constant dense<0> : tensor<i32>
      %351 = stablehlo.broadcast_in_dim %c_381, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %352 = "stablehlo.scatter"(%350, %351, %349) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
        stablehlo.return %arg2 : tensor<f32>
      }) : (tensor<7x96xf32>, tensor<1xi32>, tensor<96xf32>) -> tensor<7x96xf32>
      %c_382 = stablehlo.constant dense<0> : tensor<i32>
      %c_383 = stablehlo.constant dense<7> : tensor<i32>
      %353 = stablehlo.compare LT, %346, %c_383, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_384 = stablehlo.constant dense<0> : tensor<i32>
      %c_385 = stablehlo.constant dense<true> : tensor<i1>
      %354:18 = stablehlo.while(%iterArg_430 = %iterArg_340, %iterArg_431 = %iterArg_341, %iterArg_432 = %iterArg_354, %iterArg_433 = %334, %iterArg_434 = %iterArg_355, %iterArg_435 = %iterArg_356, %iterArg_436 = %iterArg_339, %iterArg_437 = %iterArg_342, %iterArg_438 = %iterArg_343, %iterArg_439 = %343, %iterArg_440 = %c_384, %iterArg_441 = %353, %iterArg_442 = %c_385, %iterArg_443 = %346, %iterArg_444 = %iterArg_354, %iterArg_445 = %347, %iterArg_446 = %352, %iterArg_447 = %c_382) : tensor<7x7xf32>, tensor<7xf32>, tensor<96xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<49xcomplex<f32>>, tensor<49xcomplex<f32>>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<96xf32>, tensor<96xf32>, tensor<7x96xf32>, tensor<i32>
      cond {
        %c_448 = stablehlo.constant dense<7> : tensor<i32>
        %465 = stablehlo.compare LT, %iterArg_443, %c_448, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_449 = stablehlo.constant dense<false> : tensor<i1>
        %466 = stablehlo.broadcast_in_dim %c_449, dims = [] : (tensor<i1>) -> tensor<i1>
        %467 = stablehlo.compare NE, %465, %466, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %468 = stablehlo.convert %467 : tensor<i1>
        %c_450 = stablehlo.constant dense<false> : tensor<i1>
        %469 = stablehlo.reduce(%468 init: %c_450) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %c_451 = stablehlo.constant dense<7> : tensor<i32>
        %470 = stablehlo.compare LT, %iterArg_440, %c_451, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_452 = stablehlo.constant dense<false> : tensor<i1>
        %471 = stablehlo.broadcast_in_dim %c_452, dims = [] : (tensor<i1>) -> tensor<i1>
        %472 = stablehlo.compare NE, %470, %471, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %473 = stablehlo.convert %472 : tensor<i1>
        %474 = stablehlo.and %469, %473 : tensor<i1>
        stablehlo.return %474 : tensor<i1>
      } do {
        %465 = stablehlo.convert %iterArg_443 : tensor<i32>
        %c_448 = stablehlo.constant dense<0> : tensor<i32>
        %466 = stablehlo.compare LT, %465, %c_448, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_449 = stablehlo.constant dense<7> : tensor<i32>
        %467 = stablehlo.add %465, %c_449 : tensor<i32>
        %468 = stablehlo.select %466, %467, %465 : tensor<i1>, tensor<i32>
        %c_450 = stablehlo.constant dense<0> : tensor<i32>
        %c_451 = stablehlo.constant dense<0> : tensor<i32>
        %469 = stablehlo.compare LT, %c_450, %c_451, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_452 = stablehlo.constant dense<0> : tensor<i32>
        %c_453 = stablehlo.constant dense<7> : tensor<i32>
        %470 = stablehlo.add %c_452, %c_453 : tensor<i32>
        %c_454 = stablehlo.constant dense<0> : tensor<i32>
        %471 = stablehlo.select %469, %470, %c_454 : tensor<i1>, tensor<i32>
        %472 = stablehlo.dynamic_slice %iterArg_430, %468, %471, sizes = [1, 7] : (tensor<7x7xf32>, tensor<i32>, tensor<i32>) -> tensor<1x7xf32>
        %473 = stablehlo.reshape %472 : (tensor<1x7xf32>) -> tensor<7xf32>
        %c_455 = stablehlo.constant dense<0> : tensor<i32>
        %474 = stablehlo.compare LT, %iterArg_443, %c_455, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %475 = stablehlo.convert %iterArg_443 : tensor<i32>
        %c_456 = stablehlo.constant dense<7> : tensor<i32>
        %476 = stablehlo.add %475, %c_456 : tensor<i32>
        %477 = stablehlo.select %474, %476, %iterArg_443 : tensor<i1>, tensor<i32>
        %478 = stablehlo.dynamic_slice %iterArg_431, %477, sizes = [1] : (tensor<7xf32>, tensor<i32>) -> tensor<1xf32>
        %479 = stablehlo.reshape %478 : (tensor<1xf32>) -> tensor<f32>
        %480 = stablehlo.dot_general %473, %iterArg_446, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x96xf32>) -> tensor<96xf32>
        %481 = stablehlo.add %iterArg_432, %480 : tensor<96xf32>
        %cst_457 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %482 = stablehlo.compare EQ, %479, %cst_457, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %483 = stablehlo.multiply %479, %iterArg_433 : tensor<f32>
        %484 = stablehlo.add %iterArg_434, %483 : tensor<f32>
        %485 = func.call @_where_4(%482, %iterArg_435, %484) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %486 = stablehlo.convert %iterArg_436 : (tensor<i32>) -> tensor<f32>
        %487 = stablehlo.multiply %485, %486 : tensor<f32>
        %488 = func.call @fft(%481) : (tensor<96xf32>) -> tensor<49xcomplex<f32>>
        %489 = stablehlo.multiply %iterArg_437, %488 : tensor<49xcomplex<f32>>
        %c_458 = stablehlo.constant dense<0> : tensor<i32>
        %490 = func.call @_pad(%489, %c_458) : (tensor<49xcomplex<f32>>, tensor<i32>) -> tensor<49xcomplex<f32>>
        %491 = func.call @fft_5(%490) : (tensor<49xcomplex<f32>>) -> tensor<96xf32>
        %492 = stablehlo.multiply %iterArg_438, %488 : tensor<49xcomplex<f32>>
        %c_459 = stablehlo.constant dense<0> : tensor<i32>
        %493 = func.call @_pad(%492, %c_459) : (tensor<49xcomplex<f32>>, tensor<i32>) -> tensor<49xcomplex<f32>>
        %494 = func.call @fft_5(%493) : (tensor<49xcomplex<f32>>) -> tensor<96xf32>
        %495 = stablehlo.negate %481 : tensor<96xf32>
        %496 = stablehlo.multiply %495, %491 : tensor<96xf32>
        %497 = stablehlo.subtract %496, %494 : tensor<96xf32>
        %498 = stablehlo.broadcast_in_dim %iterArg_439, dims = [] : (tensor<f32>) -> tensor<96xf32>
        %499 = stablehlo.multiply %498, %497 : tensor<96xf32>
        %c_460 = stablehlo.constant dense<false> : tensor<i1>
        %500 = stablehlo.broadcast_in_dim %c_460, dims = [] : (tensor<i1>) -> tensor<i1>
        %501 = stablehlo.compare NE, %iterArg_441, %500, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %502 = stablehlo.convert %501 : tensor<i1>
        %c_461 = stablehlo.constant dense<true> : tensor<i1>
        %503 = stablehlo.and %c_461, %502 : tensor<i1>
        %504 = stablehlo.convert %iterArg_443 : tensor<i32>
        %c_462 = stablehlo.constant dense<0> : tensor<i32>
        %505 = stablehlo.compare LT, %504, %c_462, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_463 = stablehlo.constant dense<7> : tensor<i32>
        %506 = stablehlo.add %504, %c_463 : tensor<i32>
        %507 = stablehlo.select %505, %506, %504 : tensor<i1>, tensor<i32>
        %c_464 = stablehlo.constant dense<0> : tensor<i32>
        %c_465 = stablehlo.constant dense<0> : tensor<i32>
        %508 = stablehlo.compare LT, %c_464, %c_465, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_466 = stablehlo.constant dense<0> : tensor<i32>
        %c_467 = stablehlo.constant dense<96> : tensor<i32>
        %509 = stablehlo.add %c_466, %c_467 : tensor<i32>
        %c_468 = stablehlo.constant dense<0> : tensor<i32>
        %510 = stablehlo.select %508, %509, %c_468 : tensor<i1>, tensor<i32>
        %511 = stablehlo.dynamic_slice %iterArg_446, %507, %510, sizes = [1, 96] : (tensor<7x96xf32>, tensor<i32>, tensor<i32>) -> tensor<1x96xf32>
        %512 = stablehlo.reshape %511 : (tensor<1x96xf32>) -> tensor<96xf32>
        %c_469 = stablehlo.constant dense<0> : tensor<i32>
        %513 = stablehlo.compare LT, %iterArg_443, %c_469, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_470 = stablehlo.constant dense<7> : tensor<i32>
        %514 = stablehlo.add %iterArg_443, %c_470 : tensor<i32>
        %515 = stablehlo.select %513, %514, %iterArg_443 : tensor<i1>, tensor<i32>
        %516 = stablehlo.convert %515 : tensor<i32>
        %517 = stablehlo.broadcast_in_dim %516, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %518 = "stablehlo.scatter"(%iterArg_446, %517, %499) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
          stablehlo.return %arg2 : tensor<f32>
        }) : (tensor<7x96xf32>, tensor<1xi32>, tensor<96xf32>) -> tensor<7x96xf32>
        %c_471 = stablehlo.constant dense<1> : tensor<i32>
        %519 = stablehlo.add %iterArg_443, %c_471 : tensor<i32>
        %c_472 = stablehlo.constant dense<1> : tensor<i32>
        %520 = stablehlo.add %iterArg_440, %c_472 : tensor<i32>
        %c_473 = stablehlo.constant dense<7> : tensor<i32>
        %521 = stablehlo.compare LT, %519, %c_473, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_474 = stablehlo.constant dense<false> : tensor<i1>
        %522 = stablehlo.broadcast_in_dim %c_474, dims = [] : (tensor<i1>) -> tensor<i1>
        %523 = stablehlo.compare NE, %iterArg_441, %522, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %524 = stablehlo.convert %523 : tensor<i1>
        %c_475 = stablehlo.constant dense<false> : tensor<i1>
        %525 = stablehlo.broadcast_in_dim %c_475, dims = [] : (tensor<i1>) -> tensor<i1>
        %526 = stablehlo.compare NE, %521, %525, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %527 = stablehlo.convert %526 : tensor<i1>
        %528 = stablehlo.and %524, %527 : tensor<i1>
        stablehlo.return %iterArg_430, %iterArg_431, %iterArg_432, %iterArg_433, %iterArg_434, %iterArg_435, %iterArg_436, %iterArg_437, %iterArg_438, %iterArg_439, %520, %528, %iterArg_441, %519, %481, %497, %518, %iterArg_447 : tensor<7x7xf32>, tensor<7xf32>, tensor<96xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<49xcomplex<f32>>, tensor<49xcomplex<f32>>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<96xf32>, tensor<96xf32>, tensor<7x96xf32>, tensor<i32>
      }
      %c_386 = stablehlo.constant dense<0> : tensor<i32>
      %c_387 = stablehlo.constant dense<true> : tensor<i1>
      %355 = stablehlo.dot_general %iterArg_344, %354#16, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x96xf32>) -> tensor<96xf32>
      %cst_388 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %356 = func.call @_where_6(%iterArg_345, %355, %cst_388) : (tensor<i1>, tensor<96xf32>, tensor<f32>) -> tensor<96xf32>
      %357 = stablehlo.compare NE, %356, %356, FLOAT : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xi1>
      %cst_389 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %358 = func.call @_where_7(%357, %cst_389, %356) : (tensor<96xi1>, tensor<f32>, tensor<96xf32>) -> tensor<96xf32>
      %359 = stablehlo.subtract %iterArg_356, %iterArg_355 : tensor<f32>
      %360 = stablehlo.compare NE, %354#14, %354#14, FLOAT : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xi1>
      %c_390 = stablehlo.constant dense<false> : tensor<i1>
      %361 = stablehlo.reduce(%360 init: %c_390) applies stablehlo.or across dimensions = [0] : (tensor<96xi1>, tensor<i1>) -> tensor<i1>
      %362 = func.call @_where_8(%361, %iterArg_354, %354#14) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
      %363 = stablehlo.abs %iterArg_354 : tensor<96xf32>
      %364 = stablehlo.abs %362 : tensor<96xf32>
      %365 = stablehlo.maximum %363, %364 : tensor<96xf32>
      %cst_391 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %366 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %367 = stablehlo.multiply %365, %366 : tensor<96xf32>
      %cst_392 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %368 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %369 = stablehlo.add %368, %367 : tensor<96xf32>
      %370 = stablehlo.divide %358, %369 : tensor<96xf32>
      %371 = stablehlo.dot_general %370, %370, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<96xf32>, tensor<96xf32>) -> tensor<f32>
      %372 = stablehlo.sqrt %371 : tensor<f32>
      %cst_393 = stablehlo.constant dense<9.79795932> : tensor<f32>
      %373 = stablehlo.divide %372, %cst_393 : tensor<f32>
      %cst_394 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %374 = stablehlo.compare LT, %373, %cst_394, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_395 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %375 = stablehlo.divide %cst_395, %373 : tensor<f32>
      %cst_396 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
      %376 = stablehlo.power %375, %cst_396 : tensor<f32>
      %c_397 = stablehlo.constant dense<1> : tensor<i32>
      %cst_398 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
      %377 = func.call @_where_9(%374, %c_397, %cst_398) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %cst_399 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %cst_400 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %378 = func.call @_where_10(%374, %cst_399, %cst_400) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %cst_401 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %379 = stablehlo.multiply %cst_401, %376 : tensor<f32>
      %cst_402 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %380 = stablehlo.multiply %379, %cst_402 : tensor<f32>
      %cst_403 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %381 = stablehlo.multiply %380, %cst_403 : tensor<f32>
      %382 = func.call @clip(%381, %378, %377) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %383 = stablehlo.multiply %359, %382 : tensor<f32>
      %cst_404 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %384 = stablehlo.compare EQ, %375, %cst_404, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %385 = func.call @isinf(%375) : (tensor<f32>) -> tensor<i1>
      %386 = stablehlo.or %384, %385 : tensor<i1>
      %c_405 = stablehlo.constant dense<1> : tensor<i32>
      %387 = func.call @_where_11(%386, %c_405, %375) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %388 = func.call @_where_4(%374, %iterArg_356, %iterArg_355) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %389 = stablehlo.add %388, %383 : tensor<f32>
      %390 = func.call @_where_4(%374, %387, %iterArg_360) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %391 = func.call @_where_4(%374, %iterArg_360, %iterArg_361) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %392 = stablehlo.minimum %388, %iterArg_346 : tensor<f32>
      %393 = stablehlo.compare GT, %389, %iterArg_347, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %394 = stablehlo.subtract %iterArg_346, %392 : tensor<f32>
      %cst_406 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %395 = stablehlo.multiply %cst_406, %394 : tensor<f32>
      %396 = stablehlo.add %392, %395 : tensor<f32>
      %397 = func.call @_where_4(%374, %iterArg_346, %396) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %398 = func.call @_where_4(%393, %397, %389) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %399 = stablehlo.compare EQ, %iterArg_348, %iterArg_346, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %400 = stablehlo.subtract %392, %iterArg_348 : tensor<f32>
      %c_407 = stablehlo.constant dense<0> : tensor<i32>
      %401 = func.call @_where_11(%399, %c_407, %400) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %402 = stablehlo.subtract %iterArg_346, %iterArg_348 : tensor<f32>
      %c_408 = stablehlo.constant dense<1> : tensor<i32>
      %403 = func.call @_where_11(%399, %c_408, %402) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %404 = stablehlo.divide %401, %403 : tensor<f32>
      %405 = func.call @_where_8(%374, %354#14, %iterArg_354) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
      %c_409 = stablehlo.constant dense<false> : tensor<i1>
      %406 = func.call @_where_12(%374, %c_409, %iterArg_358) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %407 = func.call @_where_8(%374, %354#15, %iterArg_359) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
      %c_410 = stablehlo.constant dense<1> : tensor<i32>
      %408 = stablehlo.add %iterArg_364, %c_410 : tensor<i32>
      %c_411 = stablehlo.constant dense<1> : tensor<i32>
      %c_412 = stablehlo.constant dense<0> : tensor<i32>
      %409 = func.call @_where_2(%374, %c_411, %c_412) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %410 = stablehlo.add %iterArg_365, %409 : tensor<i32>
      %c_413 = stablehlo.constant dense<0> : tensor<i32>
      %c_414 = stablehlo.constant dense<1> : tensor<i32>
      %411 = func.call @_where_2(%374, %c_413, %c_414) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %412 = stablehlo.add %iterArg_366, %411 : tensor<i32>
      %413 = stablehlo.dot_general %iterArg_349, %354#16, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7xf32>, tensor<7x96xf32>) -> tensor<96xf32>
      %414 = stablehlo.add %iterArg_354, %413 : tensor<96xf32>
      %415 = stablehlo.slice %354#16 [0:1, 0:96] : (tensor<7x96xf32>) -> tensor<1x96xf32>
      %416 = stablehlo.reshape %415 : (tensor<1x96xf32>) -> tensor<96xf32>
      %417 = stablehlo.slice %354#16 [6:7, 0:96] : (tensor<7x96xf32>) -> tensor<1x96xf32>
      %418 = stablehlo.reshape %417 : (tensor<1x96xf32>) -> tensor<96xf32>
      %419 = stablehlo.subtract %418, %416 : tensor<96xf32>
      %cst_415 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %420 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %421 = stablehlo.multiply %420, %419 : tensor<96xf32>
      %422 = stablehlo.add %354#14, %iterArg_354 : tensor<96xf32>
      %cst_416 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %423 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %424 = stablehlo.multiply %423, %422 : tensor<96xf32>
      %425 = stablehlo.subtract %421, %424 : tensor<96xf32>
      %cst_417 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %426 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %427 = stablehlo.multiply %426, %414 : tensor<96xf32>
      %428 = stablehlo.add %425, %427 : tensor<96xf32>
      %cst_418 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
      %429 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %430 = stablehlo.multiply %429, %416 : tensor<96xf32>
      %cst_419 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %431 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %432 = stablehlo.multiply %431, %418 : tensor<96xf32>
      %433 = stablehlo.subtract %430, %432 : tensor<96xf32>
      %cst_420 = stablehlo.constant dense<1.800000e+01> : tensor<f32>
      %434 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %435 = stablehlo.multiply %434, %iterArg_354 : tensor<96xf32>
      %436 = stablehlo.add %433, %435 : tensor<96xf32>
      %cst_421 = stablehlo.constant dense<1.400000e+01> : tensor<f32>
      %437 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %438 = stablehlo.multiply %437, %354#14 : tensor<96xf32>
      %439 = stablehlo.add %436, %438 : tensor<96xf32>
      %cst_422 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %440 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %441 = stablehlo.multiply %440, %414 : tensor<96xf32>
      %442 = stablehlo.subtract %439, %441 : tensor<96xf32>
      %cst_423 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %443 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %444 = stablehlo.multiply %443, %416 : tensor<96xf32>
      %445 = stablehlo.subtract %418, %444 : tensor<96xf32>
      %cst_424 = stablehlo.constant dense<1.100000e+01> : tensor<f32>
      %446 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %447 = stablehlo.multiply %446, %iterArg_354 : tensor<96xf32>
      %448 = stablehlo.subtract %445, %447 : tensor<96xf32>
      %cst_425 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
      %449 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %450 = stablehlo.multiply %449, %354#14 : tensor<96xf32>
      %451 = stablehlo.subtract %448, %450 : tensor<96xf32>
      %cst_426 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %452 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %453 = stablehlo.multiply %452, %414 : tensor<96xf32>
      %454 = stablehlo.add %451, %453 : tensor<96xf32>
      %455 = stablehlo.broadcast_in_dim %428, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
      %456 = stablehlo.broadcast_in_dim %442, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
      %457 = stablehlo.broadcast_in_dim %454, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
      %458 = stablehlo.broadcast_in_dim %416, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
      %459 = stablehlo.broadcast_in_dim %iterArg_354, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
      %460 = stablehlo.concatenate %455, %456, %457, %458, %459, dim = 0 : (tensor<1x96xf32>, tensor<1x96xf32>, tensor<1x96xf32>, tensor<1x96xf32>, tensor<1x96xf32>) -> tensor<5x96xf32>
      %c_427 = stablehlo.constant dense<false> : tensor<i1>
      %c_428 = stablehlo.constant dense<0> : tensor<i32>
      %c_429 = stablehlo.constant dense<1> : tensor<i32>
      %461 = stablehlo.add %iterArg_351, %c_429 : tensor<i32>
      %462 = stablehlo.compare LT, %392, %iterArg_346, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %463 = stablehlo.and %462, %iterArg_350 : tensor<i1>
      %464 = stablehlo.and %iterArg_352, %463 : tensor<i1>
      stablehlo.return %iterArg, %iterArg_338, %iterArg_339, %iterArg_340, %iterArg_341, %iterArg_342, %iterArg_343, %iterArg_344, %iterArg_345, %iterArg_346, %iterArg_347, %iterArg_348, %iterArg_349, %iterArg_350, %461, %464, %iterArg_352, %405, %392, %398, %c_427, %406, %407, %390, %391, %iterArg_362, %c_428, %408, %410, %412, %iterArg_367, %iterArg_368, %iterArg_369, %iterArg_370 : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<49xcomplex<f32>>, tensor<49xcomplex<f32>>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<7xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<96xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<96xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1x96xf32>, tensor<i32>
    }
    %c_332 = stablehlo.constant dense<0> : tensor<i32>
    %c_333 = stablehlo.constant dense<true> : tensor<i1>
    %c_334 = stablehlo.constant dense<1> : tensor<i32>
    %321 = "stablehlo.case"(%c_334) ({
      %328 = stablehlo.convert %320#33 : tensor<i32>
      %c_338 = stablehlo.constant dense<0> : tensor<i32>
      %329 = stablehlo.compare LT, %328, %c_338, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_339 = stablehlo.constant dense<1> : tensor<i32>
      %330 = stablehlo.add %328, %c_339 : tensor<i32>
      %331 = stablehlo.select %329, %330, %328 : tensor<i1>, tensor<i32>
      %c_340 = stablehlo.constant dense<0> : tensor<i32>
      %c_341 = stablehlo.constant dense<0> : tensor<i32>
      %332 = stablehlo.compare LT, %c_340, %c_341, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_342 = stablehlo.constant dense<0> : tensor<i32>
      %c_343 = stablehlo.constant dense<96> : tensor<i32>
      %333 = stablehlo.add %c_342, %c_343 : tensor<i32>
      %c_344 = stablehlo.constant dense<0> : tensor<i32>
      %334 = stablehlo.select %332, %333, %c_344 : tensor<i1>, tensor<i32>
      %335 = stablehlo.dynamic_slice %320#32, %331, %334, sizes = [1, 96] : (tensor<1x96xf32>, tensor<i32>, tensor<i32>) -> tensor<1x96xf32>
      %336 = stablehlo.reshape %335 : (tensor<1x96xf32>) -> tensor<96xf32>
      stablehlo.return %336 : tensor<96xf32>
    }, {
      stablehlo.return %320#17 : tensor<96xf32>
    }) : (tensor<i32>) -> tensor<96xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
    %c_335 = stablehlo.constant dense<0> : tensor<i32>
    %323 = stablehlo.compare LT, %320#33, %c_335, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %324 = stablehlo.convert %320#33 : tensor<i32>
    %c_336 = stablehlo.constant dense<1> : tensor<i32>
    %325 = stablehlo.add %324, %c_336 : tensor<i32>
    %326 = stablehlo.select %323, %325, %320#33 : tensor<i1>, tensor<i32>
    %c_337 = stablehlo.constant dense<0> : tensor<i32>
    %327 = stablehlo.dynamic_update_slice %320#32, %322, %326, %c_337 : (tensor<1x96xf32>, tensor<1x96xf32>, tensor<i32>, tensor<i32>) -> tensor<1x96xf32>
    return %327 : tensor<1x96xf32>
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
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<96xf32>) -> tensor<96xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<96xf32>
    return %2 : tensor<96xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fft(%arg0: tensor<96xf32>) -> tensor<49xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [96] : (tensor<96xf32>) -> tensor<49xcomplex<f32>>
    return %0 : tensor<49xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<49xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<49xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<49xcomplex<f32>>, tensor<complex<f32>>) -> tensor<49xcomplex<f32>>
    return %1 : tensor<49xcomplex<f32>>
  }
  func.func private @fft_5(%arg0: tensor<49xcomplex<f32>>) -> tensor<96xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [96] : (tensor<49xcomplex<f32>>) -> tensor<96xf32>
    return %0 : tensor<96xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<96xf32>, %arg2: tensor<f32>) -> tensor<96xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<96xf32>
    return %2 : tensor<96xf32>
  }
  func.func private @_where_7(%arg0: tensor<96xi1>, %arg1: tensor<f32>, %arg2: tensor<96xf32>) -> tensor<96xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<96xi1>, tensor<96xf32>
    return %2 : tensor<96xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<96xf32>, %arg2: tensor<96xf32>) -> tensor<96xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<96xf32>
    return %0 : tensor<96xf32>
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
