module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x128xf32>, %arg1: tensor<1x128xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<1x128xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]> : tensor<1x65xi1>
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,6.28318548), (0.000000e+00,12.566371), (0.000000e+00,18.849556), (0.000000e+00,25.1327419), (0.000000e+00,31.4159279), (0.000000e+00,37.6991119), (0.000000e+00,4.398230e+01), (0.000000e+00,50.2654839), (0.000000e+00,56.5486679), (0.000000e+00,62.8318558), (0.000000e+00,69.1150436), (0.000000e+00,75.3982238), (0.000000e+00,81.6814117), (0.000000e+00,87.9645996), (0.000000e+00,94.2477798), (0.000000e+00,100.530968), (0.000000e+00,106.814156), (0.000000e+00,113.097336), (0.000000e+00,119.380524), (0.000000e+00,125.663712), (0.000000e+00,131.946899), (0.000000e+00,138.230087), (0.000000e+00,144.51326), (0.000000e+00,150.796448), (0.000000e+00,157.079636), (0.000000e+00,163.362823), (0.000000e+00,169.646011), (0.000000e+00,175.929199), (0.000000e+00,182.212372), (0.000000e+00,188.49556), (0.000000e+00,194.778748), (0.000000e+00,201.061935), (0.000000e+00,207.345123), (0.000000e+00,213.628311), (0.000000e+00,219.911499), (0.000000e+00,226.194672), (0.000000e+00,232.477859), (0.000000e+00,238.761047), (0.000000e+00,245.044235), (0.000000e+00,251.327423), (0.000000e+00,257.610596), (0.000000e+00,263.893799), (0.000000e+00,270.176971), (0.000000e+00,276.460175), (0.000000e+00,282.743347), (0.000000e+00,289.02652), (0.000000e+00,295.309723), (0.000000e+00,301.592896), (0.000000e+00,307.876099), (0.000000e+00,314.159271), (0.000000e+00,320.442474), (0.000000e+00,326.725647), (0.000000e+00,333.00882), (0.000000e+00,339.292023), (0.000000e+00,345.575195), (0.000000e+00,351.858398), (0.000000e+00,358.141571), (0.000000e+00,364.424744), (0.000000e+00,370.707947), (0.000000e+00,376.991119), (0.000000e+00,383.274323), (0.000000e+00,389.557495), (0.000000e+00,395.840698), (0.000000e+00,402.123871)]]> : tensor<1x65xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[0.00999999884, 0.00994101446, 0.00976682547, 0.00948548316, 0.0091096349, 0.00865546707, 0.00814142171, 0.00758681865, 0.00701056281, 0.00643002614, 0.00586021272, 0.00531324791, 0.00479817158, 0.00432101404, 0.00388508639, 0.00349140167, 0.00313916942, 0.00282629533, 0.00254983385, 0.00230637868, 0.00209236424, 0.00190428831, 0.00173885876, 0.00159307744, 0.00146427646, 0.00135012507, 0.00124861195, 0.00115801499, 0.00107686839, 0.0010039279, 9.38137178E-4, 8.78598832E-4, 8.24549468E-4, 7.753360e-04, 7.30399799E-4, 6.89259381E-4, 6.51499256E-4, 6.16758945E-4, 5.84725174E-4, 5.55123726E-4, 5.27714496E-4, 5.02286304E-4, 4.78652597E-4, 4.56648646E-4, 4.36127593E-4, 4.16959549E-4, 3.99027951E-4, 3.82228609E-4, 3.66468506E-4, 3.51663068E-4, 3.37737263E-4, 3.24622466E-4, 3.12257092E-4, 3.005850e-04, 2.89555261E-4, 2.79121741E-4, 2.69242068E-4, 2.59877852E-4, 2.50993849E-4, 2.42557653E-4, 2.34539795E-4, 2.26912947E-4, 2.19652255E-4, 2.12734449E-4, 2.06138473E-4]]> : tensor<1x65xf32>
    %cst_1 = stablehlo.constant dense<[[0.00500000035, 0.00498031918, 0.00492196949, 0.00482698157, 0.00469858525, 0.00454098731, 0.00435910746, 0.00415827241, 0.0039439234, 0.0037213373, 0.00349540077, 0.00327043491, 0.00305008912, 0.00283728563, 0.00263422728, 0.00244244048, 0.00226284983, 0.00209587184, 0.00194151164, 0.00179946166, 0.00166918978, 0.0015500132, 0.00144116476, 0.00134183897, 0.00125122932, 0.00116855407, 0.00109307317, 0.00102409732, 9.60993173E-4, 9.03183477E-4, 8.50146927E-4, 8.01414367E-4, 7.56565307E-4, 7.15223316E-4, 6.77052187E-4, 6.4175186E-4, 6.0905423E-4, 5.78719832E-4, 5.50534809E-4, 5.24307543E-4, 4.99866321E-4, 4.77057154E-4, 4.55741771E-4, 4.35795839E-4, 4.17106901E-4, 3.99574026E-4, 3.83105653E-4, 3.67618777E-4, 3.53038515E-4, 3.39296384E-4, 3.26330657E-4, 3.14084522E-4, 3.0250664E-4, 2.91549863E-4, 2.81171087E-4, 2.7133085E-4, 2.61992944E-4, 2.53124221E-4, 2.44694034E-4, 2.36674241E-4, 2.29038895E-4, 2.21764014E-4, 2.1482748E-4, 2.0820889E-4, 2.01889139E-4]]> : tensor<1x65xf32>
    %cst_2 = stablehlo.constant dense<[[(1.000000e+00,0.000000e+00), (0.988226354,0.000000e+00), (0.953730523,0.000000e+00), (0.898892581,0.000000e+00), (0.82737565,0.000000e+00), (0.743721843,0.000000e+00), (0.652876794,0.000000e+00), (0.559712112,0.000000e+00), (0.468609422,0.000000e+00), (0.383151203,0.000000e+00), (0.305944204,0.000000e+00), (0.238576144,0.000000e+00), (0.181687444,0.000000e+00), (0.135124877,0.000000e+00), (0.0981428697,0.000000e+00), (0.0696137622,0.000000e+00), (0.0482218713,0.000000e+00), (0.0326216593,0.000000e+00), (0.0215516649,0.000000e+00), (0.013904918,0.000000e+00), (0.00876130816,0.000000e+00), (0.00539115909,0.000000e+00), (0.00323972479,0.000000e+00), (0.00190128665,0.000000e+00), (0.00108968152,0.000000e+00), (6.09907613E-4,0.000000e+00), (3.33381293E-4,0.000000e+00), (1.77963841E-4,0.000000e+00), (9.27758592E-5,0.000000e+00), (4.7233676E-5,0.000000e+00), (2.34844501E-5,0.000000e+00), (1.1403069E-5,0.000000e+00), (5.40724704E-6,0.000000e+00), (2.50405242E-6,0.000000e+00), (1.13246324E-6,0.000000e+00), (5.00169449E-7,0.000000e+00), (2.15736335E-7,0.000000e+00), (9.08744369E-8,0.000000e+00), (3.73829607E-8,0.000000e+00), (1.50182178E-8,0.000000e+00), (5.89217741E-9,0.000000e+00), (2.25759855E-9,0.000000e+00), (8.44750991E-10,0.000000e+00), (3.08692349E-10,0.000000e+00), (1.10162164E-10,0.000000e+00), (3.83932677E-11,0.000000e+00), (1.30674352E-11,0.000000e+00), (4.34346049E-12,0.000000e+00), (1.40993239E-12,0.000000e+00), (4.46959716E-13,0.000000e+00), (1.38374541E-13,0.000000e+00), (4.18362312E-14,0.000000e+00), (1.23527863E-14,0.000000e+00), (3.56198191E-15,0.000000e+00), (1.00306023E-15,0.000000e+00), (2.75852876E-16,0.000000e+00), (7.40866499E-17,0.000000e+00), (1.94319268E-17,0.000000e+00), (4.97745098E-18,0.000000e+00), (1.245107E-18,0.000000e+00), (3.04173647E-19,0.000000e+00), (7.25682578E-20,0.000000e+00), (1.69077963E-20,0.000000e+00), (3.84713585E-21,0.000000e+00), (8.54879551E-22,0.000000e+00)]]> : tensor<1x65xcomplex<f32>>
    %0 = stablehlo.convert %c : (tensor<1x65xi1>) -> tensor<1x65xcomplex<f32>>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = call @_pad(%c_3) : (tensor<i32>) -> tensor<complex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<1x65xcomplex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %3 = stablehlo.convert %c : (tensor<1x65xi1>) -> tensor<1x65xcomplex<f32>>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<1x65xcomplex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_pad_0(%c_4) : (tensor<i32>) -> tensor<complex<f32>>
    %6 = stablehlo.convert %c : (tensor<1x65xi1>) -> tensor<1x65xcomplex<f32>>
    %7 = stablehlo.convert %cst_0 : (tensor<1x65xf32>) -> tensor<1x65xcomplex<f32>>
    %8 = stablehlo.convert %c : (tensor<1x65xi1>) -> tensor<1x65xcomplex<f32>>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %9 = call @_pad(%c_5) : (tensor<i32>) -> tensor<complex<f32>>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<1x65xcomplex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %11 = stablehlo.convert %c : (tensor<1x65xi1>) -> tensor<1x65xcomplex<f32>>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<1x65xcomplex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %13 = call @_pad_0(%c_6) : (tensor<i32>) -> tensor<complex<f32>>
    %14 = stablehlo.convert %c : (tensor<1x65xi1>) -> tensor<1x65xcomplex<f32>>
    %15 = stablehlo.convert %cst_1 : (tensor<1x65xf32>) -> tensor<1x65xcomplex<f32>>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %16 = call @_pad(%c_7) : (tensor<i32>) -> tensor<complex<f32>>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<20x1x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<20x1x1x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<20x1x1x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<20x1x1x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<20x1x1x128xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %22:23 = stablehlo.while(%iterArg = %15, %iterArg_22 = %14, %iterArg_23 = %8, %iterArg_24 = %cst_2, %iterArg_25 = %7, %iterArg_26 = %6, %iterArg_27 = %0, %iterArg_28 = %1, %iterArg_29 = %4, %iterArg_30 = %2, %iterArg_31 = %5, %iterArg_32 = %9, %iterArg_33 = %12, %iterArg_34 = %10, %iterArg_35 = %13, %iterArg_36 = %16, %iterArg_37 = %c_13, %iterArg_38 = %arg0, %iterArg_39 = %17, %iterArg_40 = %18, %iterArg_41 = %19, %iterArg_42 = %20, %iterArg_43 = %21) : tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<complex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<complex<f32>>, tensor<complex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<complex<f32>>, tensor<complex<f32>>, tensor<i32>, tensor<1x128xf32>, tensor<20x1x128xf32>, tensor<20x1x1x128xf32>, tensor<20x1x1x128xf32>, tensor<20x1x1x128xf32>, tensor<20x1x1x128xf32>
    cond {
      %c_44 = stablehlo.constant dense<20> : tensor<i32>
      %38 = stablehlo.compare LT, %iterArg_37, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %38 : tensor<i1>
    } do {
      %38:6 = func.call @closed_call(%iterArg, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_38) : (tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<complex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<complex<f32>>, tensor<complex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<complex<f32>>, tensor<complex<f32>>, tensor<1x128xf32>) -> (tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>)
      %39 = func.call @dynamic_update_index_in_dim(%iterArg_39, %38#1, %iterArg_37) : (tensor<20x1x128xf32>, tensor<1x128xf32>, tensor<i32>) -> tensor<20x1x128xf32>
      %40 = func.call @dynamic_update_index_in_dim_5(%iterArg_40, %38#2, %iterArg_37) : (tensor<20x1x1x128xf32>, tensor<1x1x128xf32>, tensor<i32>) -> tensor<20x1x1x128xf32>
      %41 = func.call @dynamic_update_index_in_dim_5(%iterArg_41, %38#3, %iterArg_37) : (tensor<20x1x1x128xf32>, tensor<1x1x128xf32>, tensor<i32>) -> tensor<20x1x1x128xf32>
      %42 = func.call @dynamic_update_index_in_dim_5(%iterArg_42, %38#4, %iterArg_37) : (tensor<20x1x1x128xf32>, tensor<1x1x128xf32>, tensor<i32>) -> tensor<20x1x1x128xf32>
      %43 = func.call @dynamic_update_index_in_dim_5(%iterArg_43, %38#5, %iterArg_37) : (tensor<20x1x1x128xf32>, tensor<1x1x128xf32>, tensor<i32>) -> tensor<20x1x1x128xf32>
      %c_44 = stablehlo.constant dense<1> : tensor<i32>
      %44 = stablehlo.add %iterArg_37, %c_44 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %44, %38#0, %39, %40, %41, %42, %43 : tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<complex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<complex<f32>>, tensor<complex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<complex<f32>>, tensor<complex<f32>>, tensor<i32>, tensor<1x128xf32>, tensor<20x1x128xf32>, tensor<20x1x1x128xf32>, tensor<20x1x1x128xf32>, tensor<20x1x1x128xf32>, tensor<20x1x1x128xf32>
    }
    %23 = stablehlo.slice %22#18 [19:20, 0:1, 0:128] : (tensor<20x1x128xf32>) -> tensor<1x1x128xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %25 = stablehlo.subtract %24, %arg1 : tensor<1x128xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<1x128xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %28 = stablehlo.multiply %27, %25 : tensor<1x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%26 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %30 = stablehlo.divide %29, %cst_16 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %31 = stablehlo.divide %cst_17, %cst_18 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %33 = stablehlo.multiply %32, %28 : tensor<1x128xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.pad %34, %cst_19, low = [19, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<20x1x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %37:18 = stablehlo.while(%iterArg = %35, %iterArg_22 = %22#19, %iterArg_23 = %22#20, %iterArg_24 = %22#21, %iterArg_25 = %22#22, %iterArg_26 = %0, %iterArg_27 = %2, %iterArg_28 = %4, %iterArg_29 = %6, %iterArg_30 = %cst_2, %iterArg_31 = %7, %iterArg_32 = %8, %iterArg_33 = %10, %iterArg_34 = %12, %iterArg_35 = %14, %iterArg_36 = %15, %iterArg_37 = %c_21, %iterArg_38 = %36) : tensor<20x1x128xf32>, tensor<20x1x1x128xf32>, tensor<20x1x1x128xf32>, tensor<20x1x1x128xf32>, tensor<20x1x1x128xf32>, tensor<1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<i32>, tensor<1x128xf32>
    cond {
      %c_39 = stablehlo.constant dense<20> : tensor<i32>
      %38 = stablehlo.compare LT, %iterArg_37, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %38 : tensor<i1>
    } do {
      %c_39 = stablehlo.constant dense<20> : tensor<i32>
      %38 = stablehlo.subtract %c_39, %iterArg_37 : tensor<i32>
      %c_40 = stablehlo.constant dense<1> : tensor<i32>
      %39 = stablehlo.subtract %38, %c_40 : tensor<i32>
      %40 = func.call @dynamic_index_in_dim(%iterArg, %39) : (tensor<20x1x128xf32>, tensor<i32>) -> tensor<1x128xf32>
      %41 = func.call @dynamic_index_in_dim_6(%iterArg_22, %39) : (tensor<20x1x1x128xf32>, tensor<i32>) -> tensor<1x1x128xf32>
      %42 = func.call @dynamic_index_in_dim_6(%iterArg_23, %39) : (tensor<20x1x1x128xf32>, tensor<i32>) -> tensor<1x1x128xf32>
      %43 = func.call @dynamic_index_in_dim_6(%iterArg_24, %39) : (tensor<20x1x1x128xf32>, tensor<i32>) -> tensor<1x1x128xf32>
      %44 = func.call @dynamic_index_in_dim_6(%iterArg_25, %39) : (tensor<20x1x1x128xf32>, tensor<i32>) -> tensor<1x1x128xf32>
      %45 = func.call @closed_call_7(%iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_38, %40, %41, %42, %43, %44) : (tensor<1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x128xf32>
      %c_41 = stablehlo.constant dense<1> : tensor<i32>
      %46 = stablehlo.add %iterArg_37, %c_41 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %46, %45 : tensor<20x1x128xf32>, tensor<20x1x1x128xf32>, tensor<20x1x1x128xf32>, tensor<20x1x1x128xf32>, tensor<20x1x1x128xf32>, tensor<1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<1x65xcomplex<f32>>, tensor<i32>, tensor<1x128xf32>
    }
    return %30, %37#17 : tensor<f32>, tensor<1x128xf32>
  }
  func.func private @_pad(%arg0: tensor<i32>) -> tensor<complex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<complex<f32>>
    return %0 : tensor<complex<f32>>
  }
  func.func private @_pad_0(%arg0: tensor<i32>) -> tensor<complex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<complex<f32>>
    return %0 : tensor<complex<f32>>
  }
  func.func private @closed_call(%arg0: tensor<1x65xcomplex<f32>>, %arg1: tensor<1x65xcomplex<f32>>, %arg2: tensor<1x65xcomplex<f32>>, %arg3: tensor<1x65xcomplex<f32>>, %arg4: tensor<1x65xcomplex<f32>>, %arg5: tensor<1x65xcomplex<f32>>, %arg6: tensor<1x65xcomplex<f32>>, %arg7: tensor<complex<f32>>, %arg8: tensor<1x1x65xcomplex<f32>>, %arg9: tensor<1x1x65xcomplex<f32>>, %arg10: tensor<complex<f32>>, %arg11: tensor<complex<f32>>, %arg12: tensor<1x1x65xcomplex<f32>>, %arg13: tensor<1x1x65xcomplex<f32>>, %arg14: tensor<complex<f32>>, %arg15: tensor<complex<f32>>, %arg16: tensor<1x128xf32>) -> (tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>) {
    %0 = call @fft(%arg16) : (tensor<1x128xf32>) -> tensor<1x65xcomplex<f32>>
    %1 = stablehlo.multiply %arg6, %0 : tensor<1x65xcomplex<f32>>
    %2 = call @_pad_1(%1, %arg7) : (tensor<1x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x65xcomplex<f32>>
    %3 = call @fft_2(%2) : (tensor<1x65xcomplex<f32>>) -> tensor<1x128xf32>
    %4 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x65xcomplex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %5 = stablehlo.multiply %arg9, %4 : tensor<1x1x65xcomplex<f32>>
    %6 = stablehlo.multiply %arg8, %5 : tensor<1x1x65xcomplex<f32>>
    %7 = call @_pad_3(%6, %arg10) : (tensor<1x1x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %8 = call @fft_4(%7) : (tensor<1x1x65xcomplex<f32>>) -> tensor<1x1x128xf32>
    %9 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<1x1x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %12 = call @fft(%11) : (tensor<1x128xf32>) -> tensor<1x65xcomplex<f32>>
    %13 = stablehlo.multiply %arg5, %12 : tensor<1x65xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(-1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1x65xcomplex<f32>>
    %15 = stablehlo.multiply %14, %13 : tensor<1x65xcomplex<f32>>
    %16 = stablehlo.multiply %arg3, %0 : tensor<1x65xcomplex<f32>>
    %17 = stablehlo.multiply %arg4, %15 : tensor<1x65xcomplex<f32>>
    %18 = stablehlo.add %16, %17 : tensor<1x65xcomplex<f32>>
    %19 = stablehlo.multiply %arg2, %18 : tensor<1x65xcomplex<f32>>
    %20 = call @_pad_1(%19, %arg11) : (tensor<1x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x65xcomplex<f32>>
    %21 = call @fft_2(%20) : (tensor<1x65xcomplex<f32>>) -> tensor<1x128xf32>
    %22 = stablehlo.broadcast_in_dim %18, dims = [0, 2] : (tensor<1x65xcomplex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %23 = stablehlo.multiply %arg13, %22 : tensor<1x1x65xcomplex<f32>>
    %24 = stablehlo.multiply %arg12, %23 : tensor<1x1x65xcomplex<f32>>
    %25 = call @_pad_3(%24, %arg14) : (tensor<1x1x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %26 = call @fft_4(%25) : (tensor<1x1x65xcomplex<f32>>) -> tensor<1x1x128xf32>
    %27 = stablehlo.broadcast_in_dim %21, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<1x1x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %30 = call @fft(%29) : (tensor<1x128xf32>) -> tensor<1x65xcomplex<f32>>
    %31 = stablehlo.multiply %arg1, %30 : tensor<1x65xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(-1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<1x65xcomplex<f32>>
    %33 = stablehlo.multiply %32, %31 : tensor<1x65xcomplex<f32>>
    %34 = stablehlo.subtract %33, %15 : tensor<1x65xcomplex<f32>>
    %35 = stablehlo.multiply %arg0, %34 : tensor<1x65xcomplex<f32>>
    %36 = stablehlo.add %18, %35 : tensor<1x65xcomplex<f32>>
    %37 = call @_pad_1(%36, %arg15) : (tensor<1x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x65xcomplex<f32>>
    %38 = call @fft_2(%37) : (tensor<1x65xcomplex<f32>>) -> tensor<1x128xf32>
    return %38, %38, %8, %9, %26, %27 : tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>
  }
  func.func private @fft(%arg0: tensor<1x128xf32>) -> tensor<1x65xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [128] : (tensor<1x128xf32>) -> tensor<1x65xcomplex<f32>>
    return %0 : tensor<1x65xcomplex<f32>>
  }
  func.func private @_pad_1(%arg0: tensor<1x65xcomplex<f32>>, %arg1: tensor<complex<f32>>) -> tensor<1x65xcomplex<f32>> {
    %0 = stablehlo.pad %arg0, %arg1, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<1x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x65xcomplex<f32>>
    return %0 : tensor<1x65xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<1x65xcomplex<f32>>) -> tensor<1x128xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [128] : (tensor<1x65xcomplex<f32>>) -> tensor<1x128xf32>
    return %0 : tensor<1x128xf32>
  }
  func.func private @_pad_3(%arg0: tensor<1x1x65xcomplex<f32>>, %arg1: tensor<complex<f32>>) -> tensor<1x1x65xcomplex<f32>> {
    %0 = stablehlo.pad %arg0, %arg1, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    return %0 : tensor<1x1x65xcomplex<f32>>
  }
  func.func private @fft_4(%arg0: tensor<1x1x65xcomplex<f32>>) -> tensor<1x1x128xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [128] : (tensor<1x1x65xcomplex<f32>>) -> tensor<1x1x128xf32>
    return %0 : tensor<1x1x128xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<20x1x128xf32>, %arg1: tensor<1x128xf32>, %arg2: tensor<i32>) -> tensor<20x1x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<20x1x128xf32>, tensor<1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<20x1x128xf32>
    return %1 : tensor<20x1x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<20x1x1x128xf32>, %arg1: tensor<1x1x128xf32>, %arg2: tensor<i32>) -> tensor<20x1x1x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<20x1x1x128xf32>, tensor<1x1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<20x1x1x128xf32>
    return %1 : tensor<20x1x1x128xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<20x1x128xf32>, %arg1: tensor<i32>) -> tensor<1x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 1, 128] : (tensor<20x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    return %1 : tensor<1x128xf32>
  }
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<20x1x1x128xf32>, %arg1: tensor<i32>) -> tensor<1x1x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 1, 128] : (tensor<20x1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x1x128xf32>) -> tensor<1x1x128xf32>
    return %1 : tensor<1x1x128xf32>
  }
  func.func private @closed_call_7(%arg0: tensor<1x65xcomplex<f32>>, %arg1: tensor<1x1x65xcomplex<f32>>, %arg2: tensor<1x1x65xcomplex<f32>>, %arg3: tensor<1x65xcomplex<f32>>, %arg4: tensor<1x65xcomplex<f32>>, %arg5: tensor<1x65xcomplex<f32>>, %arg6: tensor<1x65xcomplex<f32>>, %arg7: tensor<1x1x65xcomplex<f32>>, %arg8: tensor<1x1x65xcomplex<f32>>, %arg9: tensor<1x65xcomplex<f32>>, %arg10: tensor<1x65xcomplex<f32>>, %arg11: tensor<1x128xf32>, %arg12: tensor<1x128xf32>, %arg13: tensor<1x1x128xf32>, %arg14: tensor<1x1x128xf32>, %arg15: tensor<1x1x128xf32>, %arg16: tensor<1x1x128xf32>) -> tensor<1x128xf32> {
    %0 = stablehlo.add %arg11, %arg12 : tensor<1x128xf32>
    %1 = call @fft_8(%0) : (tensor<1x128xf32>) -> tensor<1x65xcomplex<f32>>
    %2 = call @_pad_10(%1) : (tensor<1x65xcomplex<f32>>) -> tensor<1x65xcomplex<f32>>
    %3 = stablehlo.multiply %arg10, %2 : tensor<1x65xcomplex<f32>>
    %4 = stablehlo.negate %3 : tensor<1x65xcomplex<f32>>
    %cst = stablehlo.constant dense<(-1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<1x65xcomplex<f32>>
    %6 = stablehlo.multiply %5, %3 : tensor<1x65xcomplex<f32>>
    %7 = stablehlo.multiply %arg9, %6 : tensor<1x65xcomplex<f32>>
    %8 = call @fft_11(%7) : (tensor<1x65xcomplex<f32>>) -> tensor<1x128xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %10 = stablehlo.multiply %arg16, %9 : tensor<1x1x128xf32>
    %11 = stablehlo.multiply %9, %arg15 : tensor<1x1x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %14 = call @fft_13(%10) : (tensor<1x1x128xf32>) -> tensor<1x1x65xcomplex<f32>>
    %15 = call @_pad_15(%14) : (tensor<1x1x65xcomplex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %16 = stablehlo.multiply %arg8, %15 : tensor<1x1x65xcomplex<f32>>
    %17 = stablehlo.multiply %arg7, %16 : tensor<1x1x65xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %18 = stablehlo.reduce(%17 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<65xcomplex<f32>>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<65xcomplex<f32>>) -> tensor<1x65xcomplex<f32>>
    %20 = stablehlo.add %2, %19 : tensor<1x65xcomplex<f32>>
    %21 = call @fft_8(%13) : (tensor<1x128xf32>) -> tensor<1x65xcomplex<f32>>
    %22 = call @_pad_10(%21) : (tensor<1x65xcomplex<f32>>) -> tensor<1x65xcomplex<f32>>
    %23 = stablehlo.multiply %arg6, %22 : tensor<1x65xcomplex<f32>>
    %24 = stablehlo.add %20, %23 : tensor<1x65xcomplex<f32>>
    %25 = stablehlo.multiply %arg5, %24 : tensor<1x65xcomplex<f32>>
    %26 = stablehlo.add %4, %25 : tensor<1x65xcomplex<f32>>
    %27 = stablehlo.multiply %arg4, %24 : tensor<1x65xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(-1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %28 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<1x65xcomplex<f32>>
    %29 = stablehlo.multiply %28, %26 : tensor<1x65xcomplex<f32>>
    %30 = stablehlo.multiply %arg3, %29 : tensor<1x65xcomplex<f32>>
    %31 = call @fft_11(%30) : (tensor<1x65xcomplex<f32>>) -> tensor<1x128xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %33 = stablehlo.multiply %arg14, %32 : tensor<1x1x128xf32>
    %34 = stablehlo.multiply %32, %arg13 : tensor<1x1x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %37 = call @fft_13(%33) : (tensor<1x1x128xf32>) -> tensor<1x1x65xcomplex<f32>>
    %38 = call @_pad_15(%37) : (tensor<1x1x65xcomplex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %39 = stablehlo.multiply %arg2, %38 : tensor<1x1x65xcomplex<f32>>
    %40 = stablehlo.multiply %arg1, %39 : tensor<1x1x65xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %41 = stablehlo.reduce(%40 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<65xcomplex<f32>>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<65xcomplex<f32>>) -> tensor<1x65xcomplex<f32>>
    %43 = stablehlo.add %27, %42 : tensor<1x65xcomplex<f32>>
    %44 = call @fft_8(%36) : (tensor<1x128xf32>) -> tensor<1x65xcomplex<f32>>
    %45 = call @_pad_10(%44) : (tensor<1x65xcomplex<f32>>) -> tensor<1x65xcomplex<f32>>
    %46 = stablehlo.multiply %arg0, %45 : tensor<1x65xcomplex<f32>>
    %47 = stablehlo.add %43, %46 : tensor<1x65xcomplex<f32>>
    %48 = call @fft_11(%47) : (tensor<1x65xcomplex<f32>>) -> tensor<1x128xf32>
    return %48 : tensor<1x128xf32>
  }
  func.func private @fft_8(%arg0: tensor<1x128xf32>) -> tensor<1x65xcomplex<f32>> {
    %0 = call @fft_9(%arg0) : (tensor<1x128xf32>) -> tensor<1x65xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<65xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %1, %2, %c : (tensor<65xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<65xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<64> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %3, %4, %c_2 : (tensor<65xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<65xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<65xcomplex<f32>>) -> tensor<1x65xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(7.812500e-03,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<1x65xcomplex<f32>>
    %8 = stablehlo.multiply %7, %6 : tensor<1x65xcomplex<f32>>
    %9 = stablehlo.multiply %8, %0 : tensor<1x65xcomplex<f32>>
    %10 = stablehlo.real %9 : (tensor<1x65xcomplex<f32>>) -> tensor<1x65xf32>
    %11 = stablehlo.imag %9 : (tensor<1x65xcomplex<f32>>) -> tensor<1x65xf32>
    %12 = stablehlo.negate %11 : tensor<1x65xf32>
    %13 = stablehlo.complex %10, %12 : tensor<1x65xcomplex<f32>>
    return %13 : tensor<1x65xcomplex<f32>>
  }
  func.func private @fft_9(%arg0: tensor<1x128xf32>) -> tensor<1x65xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [128] : (tensor<1x128xf32>) -> tensor<1x65xcomplex<f32>>
    return %0 : tensor<1x65xcomplex<f32>>
  }
  func.func private @_pad_10(%arg0: tensor<1x65xcomplex<f32>>) -> tensor<1x65xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<1x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x65xcomplex<f32>>
    %1 = stablehlo.slice %0 [0:1, 0:65] : (tensor<1x65xcomplex<f32>>) -> tensor<1x65xcomplex<f32>>
    return %1 : tensor<1x65xcomplex<f32>>
  }
  func.func private @fft_11(%arg0: tensor<1x65xcomplex<f32>>) -> tensor<1x128xf32> {
    %0 = call @_rfft_transpose(%arg0) : (tensor<1x65xcomplex<f32>>) -> tensor<1x128xf32>
    return %0 : tensor<1x128xf32>
  }
  func.func private @_rfft_transpose(%arg0: tensor<1x65xcomplex<f32>>) -> tensor<1x128xf32> {
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<65xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %0, %1, %c : (tensor<65xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<65xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<64> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %2, %3, %c_2 : (tensor<65xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<65xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<65xcomplex<f32>>) -> tensor<1x65xcomplex<f32>>
    %6 = stablehlo.real %arg0 : (tensor<1x65xcomplex<f32>>) -> tensor<1x65xf32>
    %7 = stablehlo.imag %arg0 : (tensor<1x65xcomplex<f32>>) -> tensor<1x65xf32>
    %8 = stablehlo.negate %7 : tensor<1x65xf32>
    %9 = stablehlo.complex %6, %8 : tensor<1x65xcomplex<f32>>
    %10 = stablehlo.divide %9, %5 : tensor<1x65xcomplex<f32>>
    %11 = call @fft_12(%10) : (tensor<1x65xcomplex<f32>>) -> tensor<1x128xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<1x128xf32>
    return %13 : tensor<1x128xf32>
  }
  func.func private @fft_12(%arg0: tensor<1x65xcomplex<f32>>) -> tensor<1x128xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [128] : (tensor<1x65xcomplex<f32>>) -> tensor<1x128xf32>
    return %0 : tensor<1x128xf32>
  }
  func.func private @fft_13(%arg0: tensor<1x1x128xf32>) -> tensor<1x1x65xcomplex<f32>> {
    %0 = call @fft_14(%arg0) : (tensor<1x1x128xf32>) -> tensor<1x1x65xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<65xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %1, %2, %c : (tensor<65xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<65xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<64> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %3, %4, %c_2 : (tensor<65xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<65xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<65xcomplex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(7.812500e-03,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %8 = stablehlo.multiply %7, %6 : tensor<1x1x65xcomplex<f32>>
    %9 = stablehlo.multiply %8, %0 : tensor<1x1x65xcomplex<f32>>
    %10 = stablehlo.real %9 : (tensor<1x1x65xcomplex<f32>>) -> tensor<1x1x65xf32>
    %11 = stablehlo.imag %9 : (tensor<1x1x65xcomplex<f32>>) -> tensor<1x1x65xf32>
    %12 = stablehlo.negate %11 : tensor<1x1x65xf32>
    %13 = stablehlo.complex %10, %12 : tensor<1x1x65xcomplex<f32>>
    return %13 : tensor<1x1x65xcomplex<f32>>
  }
  func.func private @fft_14(%arg0: tensor<1x1x128xf32>) -> tensor<1x1x65xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [128] : (tensor<1x1x128xf32>) -> tensor<1x1x65xcomplex<f32>>
    return %0 : tensor<1x1x65xcomplex<f32>>
  }
  func.func private @_pad_15(%arg0: tensor<1x1x65xcomplex<f32>>) -> tensor<1x1x65xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %1 = stablehlo.slice %0 [0:1, 0:1, 0:65] : (tensor<1x1x65xcomplex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    return %1 : tensor<1x1x65xcomplex<f32>>
  }
}
