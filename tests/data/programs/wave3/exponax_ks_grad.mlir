module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x96xf32>, %arg1: tensor<1x96xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<1x96xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]> : tensor<1x49xi1>
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.209439516), (0.000000e+00,0.418879032), (0.000000e+00,0.628318548), (0.000000e+00,0.837758064), (0.000000e+00,1.04719758), (0.000000e+00,1.2566371), (0.000000e+00,1.46607661), (0.000000e+00,1.67551613), (0.000000e+00,1.88495564), (0.000000e+00,2.09439516), (0.000000e+00,2.30383468), (0.000000e+00,2.51327419), (0.000000e+00,2.72271371), (0.000000e+00,2.93215322), (0.000000e+00,3.14159274), (0.000000e+00,3.35103226), (0.000000e+00,3.56047177), (0.000000e+00,3.76991129), (0.000000e+00,3.97935081), (0.000000e+00,4.18879032), (0.000000e+00,4.3982296), (0.000000e+00,4.60766935), (0.000000e+00,4.81710911), (0.000000e+00,5.02654839), (0.000000e+00,5.23598766), (0.000000e+00,5.44542742), (0.000000e+00,5.65486717), (0.000000e+00,5.86430645), (0.000000e+00,6.07374573), (0.000000e+00,6.28318548), (0.000000e+00,6.49262523), (0.000000e+00,6.70206451), (0.000000e+00,6.91150379), (0.000000e+00,7.12094355), (0.000000e+00,7.3303833), (0.000000e+00,7.53982257), (0.000000e+00,7.74926185), (0.000000e+00,7.95870161), (0.000000e+00,8.16814136), (0.000000e+00,8.37758064), (0.000000e+00,8.58701992), (0.000000e+00,8.7964592), (0.000000e+00,9.00589942), (0.000000e+00,9.2153387), (0.000000e+00,9.42477798), (0.000000e+00,9.63421821), (0.000000e+00,9.84365749), (0.000000e+00,10.0530968)]]> : tensor<1x49xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[0.049999997, 0.050052464, 0.0501812771, 0.0502998531, 0.0502624922, 0.0498677865, 0.0488740578, 0.0470352508, 0.0441616252, 0.0401973389, 0.035287682, 0.029793961, 0.0242229439, 0.0190816931, 0.0147250891, 0.0112798987, 0.00867757667, 0.00675134081, 0.00532506965, 0.0042567458, 0.00344453356, 0.00281799398, 0.00232824311, 0.00194081978, 0.00163101777, 0.00138083822, 0.00117698475, 0.00100950513, 8.70861579E-4, 7.55281071E-4, 6.58298668E-4, 5.76428312E-4, 5.06924873E-4, 4.47607978E-4, 3.96734569E-4, 3.52899951E-4, 3.14965466E-4, 2.82001594E-4, 2.53245817E-4, 2.2806866E-4, 2.05948163E-4, 1.86449062E-4, 1.6920676E-4, 1.53914487E-4, 1.40313408E-4, 1.28183616E-4, 1.17337935E-4, 1.07616608E-4, 9.88824322E-5]]> : tensor<1x49xf32>
    %cst_1 = stablehlo.constant dense<[[0.0250000041, 0.0250174832, 0.0250603892, 0.0250998493, 0.0250874218, 0.0249559078, 0.0246232599, 0.0240016636, 0.0230134409, 0.0216128044, 0.019808149, 0.0176753346, 0.0153516103, 0.0130067561, 0.0108006671, 0.00884631556, 0.0071946173, 0.00584329525, 0.00475834031, 0.00389437936, 0.00320723886, 0.00265917252, 0.00221982854, 0.00186548417, 0.00157781353, 0.00134270394, 0.00114927895, 9.89123131E-4, 8.55693535E-4, 7.438720e-04, 6.49631489E-4, 5.69783035E-4, 5.01785369E-4, 4.43600904E-4, 3.93586612E-4, 3.50409216E-4, 3.12981399E-4, 2.80411128E-4, 2.51963123E-4, 2.27028344E-4, 2.05099888E-4, 1.85753786E-4, 1.68634127E-4, 1.53440706E-4, 1.39919619E-4, 1.2785499E-4, 1.17062584E-4, 1.073850e-04, 9.86868908E-5]]> : tensor<1x49xf32>
    %cst_2 = stablehlo.constant dense<[[(1.000000e+00,0.000000e+00), (1.00209928,0.000000e+00), (1.00725985,0.000000e+00), (1.01201808,0.000000e+00), (1.01051795,0.000000e+00), (0.994716048,0.000000e+00), (0.955302894,0.000000e+00), (0.88380146,0.000000e+00), (0.775929093,0.000000e+00), (0.63536346,0.000000e+00), (0.475808054,0.000000e+00), (0.318804562,0.000000e+00), (0.18653971,0.000000e+00), (0.0928197428,0.000000e+00), (3.815900e-02,0.000000e+00), (0.012563305,0.000000e+00), (0.00320347445,0.000000e+00), (6.1038736E-4,0.000000e+00), (8.36588442E-5,0.000000e+00), (7.92119954E-6,0.000000e+00), (4.96467862E-7,0.000000e+00), (1.96907592E-8,0.000000e+00), (4.71348294E-10,0.000000e+00), (6.47995112E-12,0.000000e+00), (4.85731044E-14,0.000000e+00), (1.88037834E-16,0.000000e+00), (3.55261123E-19,0.000000e+00), (3.08840635E-22,0.000000e+00), (1.16208715E-25,0.000000e+00), (1.7761433E-29,0.000000e+00), (1.03246231E-33,0.000000e+00), (2.13226072E-38,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<1x49xcomplex<f32>>
    %0 = stablehlo.convert %c : (tensor<1x49xi1>) -> tensor<1x49xcomplex<f32>>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = call @_pad(%c_3) : (tensor<i32>) -> tensor<complex<f32>>
    %2 = stablehlo.convert %c : (tensor<1x49xi1>) -> tensor<1x49xcomplex<f32>>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<1x49xcomplex<f32>>) -> tensor<1x1x49xcomplex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<1x49xcomplex<f32>>) -> tensor<1x1x49xcomplex<f32>>
    %5 = stablehlo.convert %cst_0 : (tensor<1x49xf32>) -> tensor<1x49xcomplex<f32>>
    %6 = stablehlo.convert %c : (tensor<1x49xi1>) -> tensor<1x49xcomplex<f32>>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_pad(%c_4) : (tensor<i32>) -> tensor<complex<f32>>
    %8 = stablehlo.convert %c : (tensor<1x49xi1>) -> tensor<1x49xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<1x49xcomplex<f32>>) -> tensor<1x1x49xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<1x49xcomplex<f32>>) -> tensor<1x1x49xcomplex<f32>>
    %11 = stablehlo.convert %cst_1 : (tensor<1x49xf32>) -> tensor<1x49xcomplex<f32>>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %12 = call @_pad(%c_5) : (tensor<i32>) -> tensor<complex<f32>>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<12x1x96xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<12x1x1x96xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<12x1x1x96xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<12x1x1x96xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12x1x1x96xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %18:19 = stablehlo.while(%iterArg = %11, %iterArg_20 = %10, %iterArg_21 = %9, %iterArg_22 = %6, %iterArg_23 = %cst_2, %iterArg_24 = %5, %iterArg_25 = %4, %iterArg_26 = %3, %iterArg_27 = %0, %iterArg_28 = %1, %iterArg_29 = %7, %iterArg_30 = %12, %iterArg_31 = %c_11, %iterArg_32 = %arg0, %iterArg_33 = %13, %iterArg_34 = %14, %iterArg_35 = %15, %iterArg_36 = %16, %iterArg_37 = %17) : tensor<1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<complex<f32>>, tensor<complex<f32>>, tensor<complex<f32>>, tensor<i32>, tensor<1x96xf32>, tensor<12x1x96xf32>, tensor<12x1x1x96xf32>, tensor<12x1x1x96xf32>, tensor<12x1x1x96xf32>, tensor<12x1x1x96xf32>
    cond {
      %c_38 = stablehlo.constant dense<12> : tensor<i32>
      %34 = stablehlo.compare LT, %iterArg_31, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    } do {
      %34:6 = func.call @closed_call(%iterArg, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_32) : (tensor<1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<complex<f32>>, tensor<complex<f32>>, tensor<complex<f32>>, tensor<1x96xf32>) -> (tensor<1x96xf32>, tensor<1x96xf32>, tensor<1x1x96xf32>, tensor<1x1x96xf32>, tensor<1x1x96xf32>, tensor<1x1x96xf32>)
      %35 = func.call @dynamic_update_index_in_dim(%iterArg_33, %34#1, %iterArg_31) : (tensor<12x1x96xf32>, tensor<1x96xf32>, tensor<i32>) -> tensor<12x1x96xf32>
      %36 = func.call @dynamic_update_index_in_dim_3(%iterArg_34, %34#2, %iterArg_31) : (tensor<12x1x1x96xf32>, tensor<1x1x96xf32>, tensor<i32>) -> tensor<12x1x1x96xf32>
      %37 = func.call @dynamic_update_index_in_dim_3(%iterArg_35, %34#3, %iterArg_31) : (tensor<12x1x1x96xf32>, tensor<1x1x96xf32>, tensor<i32>) -> tensor<12x1x1x96xf32>
      %38 = func.call @dynamic_update_index_in_dim_3(%iterArg_36, %34#4, %iterArg_31) : (tensor<12x1x1x96xf32>, tensor<1x1x96xf32>, tensor<i32>) -> tensor<12x1x1x96xf32>
      %39 = func.call @dynamic_update_index_in_dim_3(%iterArg_37, %34#5, %iterArg_31) : (tensor<12x1x1x96xf32>, tensor<1x1x96xf32>, tensor<i32>) -> tensor<12x1x1x96xf32>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %40 = stablehlo.add %iterArg_31, %c_38 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %40, %34#0, %35, %36, %37, %38, %39 : tensor<1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<complex<f32>>, tensor<complex<f32>>, tensor<complex<f32>>, tensor<i32>, tensor<1x96xf32>, tensor<12x1x96xf32>, tensor<12x1x1x96xf32>, tensor<12x1x1x96xf32>, tensor<12x1x1x96xf32>, tensor<12x1x1x96xf32>
    }
    %19 = stablehlo.slice %18#14 [11:12, 0:1, 0:96] : (tensor<12x1x96xf32>) -> tensor<1x1x96xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x1x96xf32>) -> tensor<1x96xf32>
    %21 = stablehlo.subtract %20, %arg1 : tensor<1x96xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<1x96xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x96xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<1x96xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%22 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x96xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %26 = stablehlo.divide %25, %cst_14 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %27 = stablehlo.divide %cst_15, %cst_16 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<1x96xf32>
    %29 = stablehlo.multiply %28, %24 : tensor<1x96xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1, 2] : (tensor<1x96xf32>) -> tensor<1x1x96xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.pad %30, %cst_17, low = [11, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<12x1x96xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x96xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %33:16 = stablehlo.while(%iterArg = %31, %iterArg_20 = %18#15, %iterArg_21 = %18#16, %iterArg_22 = %18#17, %iterArg_23 = %18#18, %iterArg_24 = %0, %iterArg_25 = %3, %iterArg_26 = %4, %iterArg_27 = %cst_2, %iterArg_28 = %5, %iterArg_29 = %6, %iterArg_30 = %9, %iterArg_31 = %10, %iterArg_32 = %11, %iterArg_33 = %c_19, %iterArg_34 = %32) : tensor<12x1x96xf32>, tensor<12x1x1x96xf32>, tensor<12x1x1x96xf32>, tensor<12x1x1x96xf32>, tensor<12x1x1x96xf32>, tensor<1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<i32>, tensor<1x96xf32>
    cond {
      %c_35 = stablehlo.constant dense<12> : tensor<i32>
      %34 = stablehlo.compare LT, %iterArg_33, %c_35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    } do {
      %c_35 = stablehlo.constant dense<12> : tensor<i32>
      %34 = stablehlo.subtract %c_35, %iterArg_33 : tensor<i32>
      %c_36 = stablehlo.constant dense<1> : tensor<i32>
      %35 = stablehlo.subtract %34, %c_36 : tensor<i32>
      %36 = func.call @dynamic_index_in_dim(%iterArg, %35) : (tensor<12x1x96xf32>, tensor<i32>) -> tensor<1x96xf32>
      %37 = func.call @dynamic_index_in_dim_4(%iterArg_20, %35) : (tensor<12x1x1x96xf32>, tensor<i32>) -> tensor<1x1x96xf32>
      %38 = func.call @dynamic_index_in_dim_4(%iterArg_21, %35) : (tensor<12x1x1x96xf32>, tensor<i32>) -> tensor<1x1x96xf32>
      %39 = func.call @dynamic_index_in_dim_4(%iterArg_22, %35) : (tensor<12x1x1x96xf32>, tensor<i32>) -> tensor<1x1x96xf32>
      %40 = func.call @dynamic_index_in_dim_4(%iterArg_23, %35) : (tensor<12x1x1x96xf32>, tensor<i32>) -> tensor<1x1x96xf32>
      %41 = func.call @closed_call_5(%iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_34, %36, %37, %38, %39, %40) : (tensor<1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x96xf32>, tensor<1x96xf32>, tensor<1x1x96xf32>, tensor<1x1x96xf32>, tensor<1x1x96xf32>, tensor<1x1x96xf32>) -> tensor<1x96xf32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %42 = stablehlo.add %iterArg_33, %c_37 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %42, %41 : tensor<12x1x96xf32>, tensor<12x1x1x96xf32>, tensor<12x1x1x96xf32>, tensor<12x1x1x96xf32>, tensor<12x1x1x96xf32>, tensor<1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x1x49xcomplex<f32>>, tensor<1x49xcomplex<f32>>, tensor<i32>, tensor<1x96xf32>
    }
    return %26, %33#15 : tensor<f32>, tensor<1x96xf32>
  }
  func.func private @_pad(%arg0: tensor<i32>) -> tensor<complex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<complex<f32>>
    return %0 : tensor<complex<f32>>
  }
  func.func private @closed_call(%arg0: tensor<1x49xcomplex<f32>>, %arg1: tensor<1x1x49xcomplex<f32>>, %arg2: tensor<1x1x49xcomplex<f32>>, %arg3: tensor<1x49xcomplex<f32>>, %arg4: tensor<1x49xcomplex<f32>>, %arg5: tensor<1x49xcomplex<f32>>, %arg6: tensor<1x1x49xcomplex<f32>>, %arg7: tensor<1x1x49xcomplex<f32>>, %arg8: tensor<1x49xcomplex<f32>>, %arg9: tensor<complex<f32>>, %arg10: tensor<complex<f32>>, %arg11: tensor<complex<f32>>, %arg12: tensor<1x96xf32>) -> (tensor<1x96xf32>, tensor<1x96xf32>, tensor<1x1x96xf32>, tensor<1x1x96xf32>, tensor<1x1x96xf32>, tensor<1x1x96xf32>) {
    %0 = call @fft(%arg12) : (tensor<1x96xf32>) -> tensor<1x49xcomplex<f32>>
    %1 = stablehlo.multiply %arg8, %0 : tensor<1x49xcomplex<f32>>
    %2 = call @_pad_0(%1, %arg9) : (tensor<1x49xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %3 = call @fft_1(%2) : (tensor<1x49xcomplex<f32>>) -> tensor<1x96xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<1x96xf32>) -> tensor<1x1x96xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x96xf32>) -> tensor<1x1x96xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<1x1x96xf32>
    %7 = call @fft_2(%6) : (tensor<1x1x96xf32>) -> tensor<1x1x49xcomplex<f32>>
    %8 = stablehlo.multiply %arg7, %7 : tensor<1x1x49xcomplex<f32>>
    %9 = stablehlo.multiply %arg6, %8 : tensor<1x1x49xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<1x1x49xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(5.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %12 = stablehlo.multiply %11, %10 : tensor<1x49xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(-1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %14 = stablehlo.multiply %13, %12 : tensor<1x49xcomplex<f32>>
    %15 = stablehlo.multiply %arg4, %0 : tensor<1x49xcomplex<f32>>
    %16 = stablehlo.multiply %arg5, %14 : tensor<1x49xcomplex<f32>>
    %17 = stablehlo.add %15, %16 : tensor<1x49xcomplex<f32>>
    %18 = stablehlo.multiply %arg3, %17 : tensor<1x49xcomplex<f32>>
    %19 = call @_pad_0(%18, %arg10) : (tensor<1x49xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %20 = call @fft_1(%19) : (tensor<1x49xcomplex<f32>>) -> tensor<1x96xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1, 2] : (tensor<1x96xf32>) -> tensor<1x1x96xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 2] : (tensor<1x96xf32>) -> tensor<1x1x96xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<1x1x96xf32>
    %24 = call @fft_2(%23) : (tensor<1x1x96xf32>) -> tensor<1x1x49xcomplex<f32>>
    %25 = stablehlo.multiply %arg2, %24 : tensor<1x1x49xcomplex<f32>>
    %26 = stablehlo.multiply %arg1, %25 : tensor<1x1x49xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %27 = stablehlo.reduce(%26 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<1x1x49xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(5.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %29 = stablehlo.multiply %28, %27 : tensor<1x49xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<(-1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %31 = stablehlo.multiply %30, %29 : tensor<1x49xcomplex<f32>>
    %32 = stablehlo.subtract %31, %14 : tensor<1x49xcomplex<f32>>
    %33 = stablehlo.multiply %arg0, %32 : tensor<1x49xcomplex<f32>>
    %34 = stablehlo.add %17, %33 : tensor<1x49xcomplex<f32>>
    %35 = call @_pad_0(%34, %arg11) : (tensor<1x49xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %36 = call @fft_1(%35) : (tensor<1x49xcomplex<f32>>) -> tensor<1x96xf32>
    return %36, %36, %5, %4, %22, %21 : tensor<1x96xf32>, tensor<1x96xf32>, tensor<1x1x96xf32>, tensor<1x1x96xf32>, tensor<1x1x96xf32>, tensor<1x1x96xf32>
  }
  func.func private @fft(%arg0: tensor<1x96xf32>) -> tensor<1x49xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [96] : (tensor<1x96xf32>) -> tensor<1x49xcomplex<f32>>
    return %0 : tensor<1x49xcomplex<f32>>
  }
  func.func private @_pad_0(%arg0: tensor<1x49xcomplex<f32>>, %arg1: tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>> {
    %0 = stablehlo.pad %arg0, %arg1, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<1x49xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    return %0 : tensor<1x49xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<1x49xcomplex<f32>>) -> tensor<1x96xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [96] : (tensor<1x49xcomplex<f32>>) -> tensor<1x96xf32>
    return %0 : tensor<1x96xf32>
  }
  func.func private @fft_2(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x49xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [96] : (tensor<1x1x96xf32>) -> tensor<1x1x49xcomplex<f32>>
    return %0 : tensor<1x1x49xcomplex<f32>>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<12x1x96xf32>, %arg1: tensor<1x96xf32>, %arg2: tensor<i32>) -> tensor<12x1x96xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1x96xf32>) -> tensor<1x1x96xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<12x1x96xf32>, tensor<1x1x96xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<12x1x96xf32>
    return %1 : tensor<12x1x96xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<12x1x1x96xf32>, %arg1: tensor<1x1x96xf32>, %arg2: tensor<i32>) -> tensor<12x1x1x96xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x1x96xf32>) -> tensor<1x1x1x96xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<12x1x1x96xf32>, tensor<1x1x1x96xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<12x1x1x96xf32>
    return %1 : tensor<12x1x1x96xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<12x1x96xf32>, %arg1: tensor<i32>) -> tensor<1x96xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 1, 96] : (tensor<12x1x96xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x96xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x96xf32>) -> tensor<1x96xf32>
    return %1 : tensor<1x96xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<12x1x1x96xf32>, %arg1: tensor<i32>) -> tensor<1x1x96xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 1, 96] : (tensor<12x1x1x96xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x96xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x1x96xf32>) -> tensor<1x1x96xf32>
    return %1 : tensor<1x1x96xf32>
  }
  func.func private @closed_call_5(%arg0: tensor<1x49xcomplex<f32>>, %arg1: tensor<1x1x49xcomplex<f32>>, %arg2: tensor<1x1x49xcomplex<f32>>, %arg3: tensor<1x49xcomplex<f32>>, %arg4: tensor<1x49xcomplex<f32>>, %arg5: tensor<1x49xcomplex<f32>>, %arg6: tensor<1x1x49xcomplex<f32>>, %arg7: tensor<1x1x49xcomplex<f32>>, %arg8: tensor<1x49xcomplex<f32>>, %arg9: tensor<1x96xf32>, %arg10: tensor<1x96xf32>, %arg11: tensor<1x1x96xf32>, %arg12: tensor<1x1x96xf32>, %arg13: tensor<1x1x96xf32>, %arg14: tensor<1x1x96xf32>) -> tensor<1x96xf32> {
    %0 = stablehlo.add %arg9, %arg10 : tensor<1x96xf32>
    %1 = call @fft_6(%0) : (tensor<1x96xf32>) -> tensor<1x49xcomplex<f32>>
    %2 = call @_pad_8(%1) : (tensor<1x49xcomplex<f32>>) -> tensor<1x49xcomplex<f32>>
    %3 = stablehlo.multiply %arg8, %2 : tensor<1x49xcomplex<f32>>
    %4 = stablehlo.negate %3 : tensor<1x49xcomplex<f32>>
    %cst = stablehlo.constant dense<(-1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %6 = stablehlo.multiply %5, %3 : tensor<1x49xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(5.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %8 = stablehlo.multiply %7, %6 : tensor<1x49xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 2] : (tensor<1x49xcomplex<f32>>) -> tensor<1x1x49xcomplex<f32>>
    %10 = stablehlo.multiply %arg7, %9 : tensor<1x1x49xcomplex<f32>>
    %11 = stablehlo.multiply %arg6, %10 : tensor<1x1x49xcomplex<f32>>
    %12 = call @fft_9(%11) : (tensor<1x1x49xcomplex<f32>>) -> tensor<1x1x96xf32>
    %13 = stablehlo.multiply %arg14, %12 : tensor<1x1x96xf32>
    %14 = stablehlo.multiply %12, %arg13 : tensor<1x1x96xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
    %19 = stablehlo.add %16, %18 : tensor<1x96xf32>
    %20 = call @fft_6(%19) : (tensor<1x96xf32>) -> tensor<1x49xcomplex<f32>>
    %21 = call @_pad_8(%20) : (tensor<1x49xcomplex<f32>>) -> tensor<1x49xcomplex<f32>>
    %22 = stablehlo.multiply %arg5, %21 : tensor<1x49xcomplex<f32>>
    %23 = stablehlo.add %2, %22 : tensor<1x49xcomplex<f32>>
    %24 = stablehlo.multiply %arg4, %23 : tensor<1x49xcomplex<f32>>
    %25 = stablehlo.add %4, %24 : tensor<1x49xcomplex<f32>>
    %26 = stablehlo.multiply %arg3, %23 : tensor<1x49xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(-1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %28 = stablehlo.multiply %27, %25 : tensor<1x49xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<(5.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %30 = stablehlo.multiply %29, %28 : tensor<1x49xcomplex<f32>>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 2] : (tensor<1x49xcomplex<f32>>) -> tensor<1x1x49xcomplex<f32>>
    %32 = stablehlo.multiply %arg2, %31 : tensor<1x1x49xcomplex<f32>>
    %33 = stablehlo.multiply %arg1, %32 : tensor<1x1x49xcomplex<f32>>
    %34 = call @fft_9(%33) : (tensor<1x1x49xcomplex<f32>>) -> tensor<1x1x96xf32>
    %35 = stablehlo.multiply %arg12, %34 : tensor<1x1x96xf32>
    %36 = stablehlo.multiply %34, %arg11 : tensor<1x1x96xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%35 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%36 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
    %41 = stablehlo.add %38, %40 : tensor<1x96xf32>
    %42 = call @fft_6(%41) : (tensor<1x96xf32>) -> tensor<1x49xcomplex<f32>>
    %43 = call @_pad_8(%42) : (tensor<1x49xcomplex<f32>>) -> tensor<1x49xcomplex<f32>>
    %44 = stablehlo.multiply %arg0, %43 : tensor<1x49xcomplex<f32>>
    %45 = stablehlo.add %26, %44 : tensor<1x49xcomplex<f32>>
    %46 = call @fft_11(%45) : (tensor<1x49xcomplex<f32>>) -> tensor<1x96xf32>
    return %46 : tensor<1x96xf32>
  }
  func.func private @fft_6(%arg0: tensor<1x96xf32>) -> tensor<1x49xcomplex<f32>> {
    %0 = call @fft_7(%arg0) : (tensor<1x96xf32>) -> tensor<1x49xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<49xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %1, %2, %c : (tensor<49xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<49xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<48> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %3, %4, %c_2 : (tensor<49xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<49xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<49xcomplex<f32>>) -> tensor<1x49xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(0.010416667,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %8 = stablehlo.multiply %7, %6 : tensor<1x49xcomplex<f32>>
    %9 = stablehlo.multiply %8, %0 : tensor<1x49xcomplex<f32>>
    %10 = stablehlo.real %9 : (tensor<1x49xcomplex<f32>>) -> tensor<1x49xf32>
    %11 = stablehlo.imag %9 : (tensor<1x49xcomplex<f32>>) -> tensor<1x49xf32>
    %12 = stablehlo.negate %11 : tensor<1x49xf32>
    %13 = stablehlo.complex %10, %12 : tensor<1x49xcomplex<f32>>
    return %13 : tensor<1x49xcomplex<f32>>
  }
  func.func private @fft_7(%arg0: tensor<1x96xf32>) -> tensor<1x49xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [96] : (tensor<1x96xf32>) -> tensor<1x49xcomplex<f32>>
    return %0 : tensor<1x49xcomplex<f32>>
  }
  func.func private @_pad_8(%arg0: tensor<1x49xcomplex<f32>>) -> tensor<1x49xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<1x49xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x49xcomplex<f32>>
    %1 = stablehlo.slice %0 [0:1, 0:49] : (tensor<1x49xcomplex<f32>>) -> tensor<1x49xcomplex<f32>>
    return %1 : tensor<1x49xcomplex<f32>>
  }
  func.func private @fft_9(%arg0: tensor<1x1x49xcomplex<f32>>) -> tensor<1x1x96xf32> {
    %0 = call @_rfft_transpose(%arg0) : (tensor<1x1x49xcomplex<f32>>) -> tensor<1x1x96xf32>
    return %0 : tensor<1x1x96xf32>
  }
  func.func private @_rfft_transpose(%arg0: tensor<1x1x49xcomplex<f32>>) -> tensor<1x1x96xf32> {
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<49xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %0, %1, %c : (tensor<49xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<49xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<48> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %2, %3, %c_2 : (tensor<49xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<49xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %4, dims = [2] : (tensor<49xcomplex<f32>>) -> tensor<1x1x49xcomplex<f32>>
    %6 = stablehlo.real %arg0 : (tensor<1x1x49xcomplex<f32>>) -> tensor<1x1x49xf32>
    %7 = stablehlo.imag %arg0 : (tensor<1x1x49xcomplex<f32>>) -> tensor<1x1x49xf32>
    %8 = stablehlo.negate %7 : tensor<1x1x49xf32>
    %9 = stablehlo.complex %6, %8 : tensor<1x1x49xcomplex<f32>>
    %10 = stablehlo.divide %9, %5 : tensor<1x1x49xcomplex<f32>>
    %11 = call @fft_10(%10) : (tensor<1x1x49xcomplex<f32>>) -> tensor<1x1x96xf32>
    %cst_3 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x96xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<1x1x96xf32>
    return %13 : tensor<1x1x96xf32>
  }
  func.func private @fft_10(%arg0: tensor<1x1x49xcomplex<f32>>) -> tensor<1x1x96xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [96] : (tensor<1x1x49xcomplex<f32>>) -> tensor<1x1x96xf32>
    return %0 : tensor<1x1x96xf32>
  }
  func.func private @fft_11(%arg0: tensor<1x49xcomplex<f32>>) -> tensor<1x96xf32> {
    %0 = call @_rfft_transpose_12(%arg0) : (tensor<1x49xcomplex<f32>>) -> tensor<1x96xf32>
    return %0 : tensor<1x96xf32>
  }
  func.func private @_rfft_transpose_12(%arg0: tensor<1x49xcomplex<f32>>) -> tensor<1x96xf32> {
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<49xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %0, %1, %c : (tensor<49xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<49xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<48> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %2, %3, %c_2 : (tensor<49xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<49xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<49xcomplex<f32>>) -> tensor<1x49xcomplex<f32>>
    %6 = stablehlo.real %arg0 : (tensor<1x49xcomplex<f32>>) -> tensor<1x49xf32>
    %7 = stablehlo.imag %arg0 : (tensor<1x49xcomplex<f32>>) -> tensor<1x49xf32>
    %8 = stablehlo.negate %7 : tensor<1x49xf32>
    %9 = stablehlo.complex %6, %8 : tensor<1x49xcomplex<f32>>
    %10 = stablehlo.divide %9, %5 : tensor<1x49xcomplex<f32>>
    %11 = call @fft_13(%10) : (tensor<1x49xcomplex<f32>>) -> tensor<1x96xf32>
    %cst_3 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x96xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<1x96xf32>
    return %13 : tensor<1x96xf32>
  }
  func.func private @fft_13(%arg0: tensor<1x49xcomplex<f32>>) -> tensor<1x96xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [96] : (tensor<1x49xcomplex<f32>>) -> tensor<1x96xf32>
    return %0 : tensor<1x96xf32>
  }
}
