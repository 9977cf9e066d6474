module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x160xf32>) -> (tensor<17x1x160xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]> : tensor<1x81xi1>
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.314159274), (0.000000e+00,0.628318548), (0.000000e+00,0.942477822), (0.000000e+00,1.2566371), (0.000000e+00,1.57079637), (0.000000e+00,1.88495564), (0.000000e+00,2.1991148), (0.000000e+00,2.51327419), (0.000000e+00,2.82743359), (0.000000e+00,3.14159274), (0.000000e+00,3.4557519), (0.000000e+00,3.76991129), (0.000000e+00,4.08407068), (0.000000e+00,4.3982296), (0.000000e+00,4.71238899), (0.000000e+00,5.02654839), (0.000000e+00,5.34070778), (0.000000e+00,5.65486717), (0.000000e+00,5.96902609), (0.000000e+00,6.28318548), (0.000000e+00,6.59734488), (0.000000e+00,6.91150379), (0.000000e+00,7.22566318), (0.000000e+00,7.53982257), (0.000000e+00,7.85398197), (0.000000e+00,8.16814136), (0.000000e+00,8.48230075), (0.000000e+00,8.7964592), (0.000000e+00,9.11061859), (0.000000e+00,9.42477798), (0.000000e+00,9.73893737), (0.000000e+00,10.0530968), (0.000000e+00,10.3672562), (0.000000e+00,10.6814156), (0.000000e+00,10.995575), (0.000000e+00,11.3097343), (0.000000e+00,11.6238928), (0.000000e+00,11.9380522), (0.000000e+00,12.2522116), (0.000000e+00,12.566371), (0.000000e+00,12.8805304), (0.000000e+00,13.1946898), (0.000000e+00,13.5088491), (0.000000e+00,13.8230076), (0.000000e+00,14.137167), (0.000000e+00,14.4513264), (0.000000e+00,14.7654858), (0.000000e+00,15.0796452), (0.000000e+00,15.3938046), (0.000000e+00,15.7079639), (0.000000e+00,16.0221233), (0.000000e+00,16.3362827), (0.000000e+00,16.6504421), (0.000000e+00,16.9646015), (0.000000e+00,17.2787609), (0.000000e+00,17.5929184), (0.000000e+00,17.9070778), (0.000000e+00,18.2212372), (0.000000e+00,18.5353966), (0.000000e+00,18.849556), (0.000000e+00,19.1637154), (0.000000e+00,19.4778748), (0.000000e+00,19.7920341), (0.000000e+00,20.1061935), (0.000000e+00,20.4203529), (0.000000e+00,20.7345123), (0.000000e+00,21.0486717), (0.000000e+00,21.3628311), (0.000000e+00,21.6769905), (0.000000e+00,21.9911499), (0.000000e+00,22.3053093), (0.000000e+00,22.6194687), (0.000000e+00,22.9336262), (0.000000e+00,23.2477856), (0.000000e+00,23.561945), (0.000000e+00,23.8761044), (0.000000e+00,24.1902637), (0.000000e+00,24.5044231), (0.000000e+00,24.8185825), (0.000000e+00,25.1327419)]]> : tensor<1x81xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(1.000000e+00,0.000000e+00), (0.999998986,3.10062518E-4), (0.999981343,0.00248046126), (0.999886035,0.00837093685), (0.999553859,0.0198377706), (0.998640835,0.0387245603), (0.99649924,0.0668390691), (0.992027103,0.105903171), (0.983493447,0.157456696), (0.968353927,0.222688183), (0.943083048,0.30216074), (0.903072237,0.395398736), (0.842672407,0.500310838), (0.755498707,0.61245358), (0.635154605,0.724202573), (0.476547778,0.824004352), (0.277942479,0.896039307), (0.0437332131,0.920826554), (-0.212395862,0.877458035), (-4.648140e-01,0.748148262), (-6.754110e-01,0.525370717), (-0.797421574,0.220779613), (-0.785814464,-0.126778707), (-0.614813268,-0.449156314), (-0.299168557,-0.65912646), (0.0901940464,-0.677539646), (0.430750251,-0.474339575), (0.586255252,-0.10681323), (0.475967318,0.274617761), (0.144472092,0.480866164), (-0.224826783,0.394759148), (-0.399591237,7.589600e-02), (-0.267036945,-0.241566181), (0.0461853929,-0.311591774), (0.252691567,-0.100829259), (0.173129439,0.154181451), (-0.062942259,0.18428582), (-0.161120012,3.79422214E-4), (-0.03435928,-0.126610205), (0.0942551717,-0.0463403389), (0.0450164117,0.0692623705), (-0.0518485084,0.037117742), (-0.0268525071,-0.0401039682), (0.0317316465,-0.0165431853), (0.0074534961,0.0248727351), (-0.018415194,3.658653E-4), (0.00419675186,-0.0120499665), (0.00615650648,0.00603852468), (-0.00547823915,0.0014988021), (0.00124945352,-0.00342011987), (0.00111214025,0.00197865744), (-0.00131698872,-3.922000e-04), (7.47935962E-4,-3.03066394E-4), (-2.62349582E-4,3.76866141E-4), (3.25371766E-5,-2.50738376E-4), (3.3233795E-5,1.30385481E-4), (-3.46964589E-5,-5.97786529E-5), (2.19975263E-5,2.62217727E-5), (-1.12895905E-5,-1.1781096E-5), (4.94432788E-6,5.61153047E-6), (-1.77800939E-6,-2.76976061E-6), (4.20313114E-7,1.32361777E-6), (3.87975518E-8,-5.59685134E-7), (-1.15329279E-7,1.83444854E-7), (7.35800043E-8,-3.11354924E-8), (-2.6585063E-8,-9.04643116E-9), (3.60279517E-9,8.6764027E-9), (1.63298552E-9,-2.50100429E-9), (-8.96202612E-10,-9.38101471E-11), (6.20514751E-11,2.49954113E-10), (6.23049598E-11,-3.10711665E-11), (-9.31512332E-12,-1.51373289E-11), (-3.73635498E-12,2.08308479E-12), (3.15509798E-13,9.16240607E-13), (2.06221487E-13,-3.88550742E-15), (1.72273915E-14,-3.74025558E-14), (-4.01831583E-15,-6.56621974E-15), (-1.32289267E-15,-2.43767797E-16), (-1.90979566E-16,1.07819955E-16), (-1.61350975E-17,2.913200e-17), (-4.77368723E-19,4.67665626E-18)]]> : tensor<1x81xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[[0.00999999884, 0.00999999418, 0.0099999113, 0.00999948941, 0.00999809708, 0.00999445375, 0.00998622179, 0.00996950827, 9.938250e-03, 0.00988358259, 9.793150e-03, 0.00965056754, 9.435130e-03, 0.00912206899, 0.00868370384, 0.00809194241, 0.00732261036, 0.00636190642, 0.00521489233, 0.00391502725, 0.00253239064, 0.00117670919, -1.01044861E-5, -8.7672763E-4, -0.00130181783, -0.0012433466, -7.79877242E-4, -1.16674208E-4, 4.67570149E-4, 7.32876419E-4, 6.04064437E-4, 2.27569311E-4, -1.11265443E-4, -1.88863531E-4, -1.70424919E-5, 1.82167685E-4, 2.07832156E-4, 8.5028485E-5, -1.81258133E-6, 3.46212764E-5, 9.38956945E-5, 7.94505322E-5, 4.0812316E-5, 4.55177105E-5, 6.02118052E-5, 5.0085051E-5, 4.27959894E-5, 4.64481927E-5, 4.366137E-5, 4.0255356E-5, 4.00067875E-5, 3.79367702E-5, 3.64018379E-5, 3.51858143E-5, 3.3723587E-5, 3.25470501E-5, 3.13295131E-5, 3.02201734E-5, 2.914984E-5, 2.81408484E-5, 2.71787303E-5, 2.62651465E-5, 2.53947474E-5, 2.45658612E-5, 2.37754593E-5, 2.30213755E-5, 2.23013612E-5, 2.1613414E-5, 2.09556638E-5, 2.03263662E-5, 1.97239224E-5, 1.91468116E-5, 1.85936478E-5, 1.80631378E-5, 1.75540481E-5, 1.70652511E-5, 1.65956899E-5, 1.61443677E-5, 1.57103586E-5, 1.5292786E-5, 1.48908457E-5]]> : tensor<1x81xf32>
    %cst_2 = stablehlo.constant dense<[[0.00500000035, 0.00499999849, 0.00499997102, 0.00499983924, 0.00499942061, 0.00499835936, 0.00499602919, 4.991400e-03, 0.00498288916, 0.00496819476, 0.00494410796, 0.00490635168, 0.00484945485, 0.00476670638, 0.00465027802, 0.00449157925, 0.00428197393, 0.00401390065, 0.00368253025, 0.00328782201, 0.00283677666, 0.00234536594, 0.0018393069, 0.00135269016, 9.23582818E-4, 5.86432172E-4, 3.62516934E-4, 2.51503923E-4, 2.28495352E-4, 2.50345474E-4, 2.71330326E-4, 2.62180954E-4, 2.21649345E-4, 1.71532534E-4, 1.36705523E-4, 1.24974234E-4, 1.24134429E-4, 1.18227574E-4, 1.04437153E-4, 9.15535784E-5, 8.50449359E-5, 8.10056372E-5, 7.51202824E-5, 6.89728477E-5, 6.469660e-05, 6.10704737E-5, 5.721140e-05, 5.3857435E-5, 5.09840138E-5, 4.82226242E-5, 4.5725581E-5, 4.34624526E-5, 4.135169E-5, 3.94177296E-5, 3.76243697E-5, 3.59605401E-5, 3.44142318E-5, 3.29723443E-5, 3.16259975E-5, 3.03658162E-5, 2.91842771E-5, 2.80744207E-5, 2.7030168E-5, 2.60460583E-5, 2.51172314E-5, 2.42393453E-5, 2.34084728E-5, 2.26210796E-5, 2.18739915E-5, 2.11643219E-5, 2.04894532E-5, 1.98469988E-5, 1.92347925E-5, 1.8650866E-5, 1.80933857E-5, 1.75606983E-5, 1.70512758E-5, 1.65637121E-5, 1.60967193E-5, 1.56490823E-5, 1.52197117E-5]]> : tensor<1x81xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x1x160xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %1:8 = stablehlo.while(%iterArg = %c, %iterArg_5 = %cst, %iterArg_6 = %cst_0, %iterArg_7 = %cst_1, %iterArg_8 = %cst_2, %iterArg_9 = %c_4, %iterArg_10 = %arg0, %iterArg_11 = %0) : tensor<1x81xi1>, tensor<1x81xcomplex<f32>>, tensor<1x81xcomplex<f32>>, tensor<1x81xf32>, tensor<1x81xf32>, tensor<i32>, tensor<1x160xf32>, tensor<16x1x160xf32>
    cond {
      %c_12 = stablehlo.constant dense<16> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_10) : (tensor<1x81xi1>, tensor<1x81xcomplex<f32>>, tensor<1x81xcomplex<f32>>, tensor<1x81xf32>, tensor<1x81xf32>, tensor<1x160xf32>) -> (tensor<1x160xf32>, tensor<1x160xf32>)
      %5 = func.call @dynamic_update_index_in_dim(%iterArg_11, %4#1, %iterArg_9) : (tensor<16x1x160xf32>, tensor<1x160xf32>, tensor<i32>) -> tensor<16x1x160xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_9, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %6, %4#0, %5 : tensor<1x81xi1>, tensor<1x81xcomplex<f32>>, tensor<1x81xcomplex<f32>>, tensor<1x81xf32>, tensor<1x81xf32>, tensor<i32>, tensor<1x160xf32>, tensor<16x1x160xf32>
    }
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<1x160xf32>) -> tensor<1x1x160xf32>
    %3 = stablehlo.concatenate %2, %1#7, dim = 0 : (tensor<1x1x160xf32>, tensor<16x1x160xf32>) -> tensor<17x1x160xf32>
    return %3 : tensor<17x1x160xf32>
  }
  func.func private @closed_call(%arg0: tensor<1x81xi1>, %arg1: tensor<1x81xcomplex<f32>>, %arg2: tensor<1x81xcomplex<f32>>, %arg3: tensor<1x81xf32>, %arg4: tensor<1x81xf32>, %arg5: tensor<1x160xf32>) -> (tensor<1x160xf32>, tensor<1x160xf32>) {
    %0 = call @fft(%arg5) : (tensor<1x160xf32>) -> tensor<1x81xcomplex<f32>>
    %1 = stablehlo.convert %arg0 : (tensor<1x81xi1>) -> tensor<1x81xcomplex<f32>>
    %2 = stablehlo.multiply %1, %0 : tensor<1x81xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = call @_pad(%2, %c) : (tensor<1x81xcomplex<f32>>, tensor<i32>) -> tensor<1x81xcomplex<f32>>
    %4 = call @fft_0(%3) : (tensor<1x81xcomplex<f32>>) -> tensor<1x160xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1x81xcomplex<f32>>) -> tensor<1x1x81xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x81xcomplex<f32>>) -> tensor<1x1x81xcomplex<f32>>
    %7 = stablehlo.multiply %5, %6 : tensor<1x1x81xcomplex<f32>>
    %8 = stablehlo.convert %arg0 : (tensor<1x81xi1>) -> tensor<1x81xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<1x81xcomplex<f32>>) -> tensor<1x1x81xcomplex<f32>>
    %10 = stablehlo.multiply %9, %7 : tensor<1x1x81xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @_pad_1(%10, %c_0) : (tensor<1x1x81xcomplex<f32>>, tensor<i32>) -> tensor<1x1x81xcomplex<f32>>
    %12 = call @fft_2(%11) : (tensor<1x1x81xcomplex<f32>>) -> tensor<1x1x160xf32>
    %13 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<1x160xf32>) -> tensor<1x1x160xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<1x1x160xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<1x160xf32>
    %16 = call @fft(%15) : (tensor<1x160xf32>) -> tensor<1x81xcomplex<f32>>
    %17 = stablehlo.convert %arg0 : (tensor<1x81xi1>) -> tensor<1x81xcomplex<f32>>
    %18 = stablehlo.multiply %17, %16 : tensor<1x81xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(6.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1x81xcomplex<f32>>
    %20 = stablehlo.multiply %19, %18 : tensor<1x81xcomplex<f32>>
    %21 = stablehlo.multiply %arg2, %0 : tensor<1x81xcomplex<f32>>
    %22 = stablehlo.convert %arg3 : (tensor<1x81xf32>) -> tensor<1x81xcomplex<f32>>
    %23 = stablehlo.multiply %22, %20 : tensor<1x81xcomplex<f32>>
    %24 = stablehlo.add %21, %23 : tensor<1x81xcomplex<f32>>
    %25 = stablehlo.convert %arg0 : (tensor<1x81xi1>) -> tensor<1x81xcomplex<f32>>
    %26 = stablehlo.multiply %25, %24 : tensor<1x81xcomplex<f32>>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %27 = call @_pad(%26, %c_2) : (tensor<1x81xcomplex<f32>>, tensor<i32>) -> tensor<1x81xcomplex<f32>>
    %28 = call @fft_0(%27) : (tensor<1x81xcomplex<f32>>) -> tensor<1x160xf32>
    %29 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1x81xcomplex<f32>>) -> tensor<1x1x81xcomplex<f32>>
    %30 = stablehlo.broadcast_in_dim %24, dims = [0, 2] : (tensor<1x81xcomplex<f32>>) -> tensor<1x1x81xcomplex<f32>>
    %31 = stablehlo.multiply %29, %30 : tensor<1x1x81xcomplex<f32>>
    %32 = stablehlo.convert %arg0 : (tensor<1x81xi1>) -> tensor<1x81xcomplex<f32>>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<1x81xcomplex<f32>>) -> tensor<1x1x81xcomplex<f32>>
    %34 = stablehlo.multiply %33, %31 : tensor<1x1x81xcomplex<f32>>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %35 = call @_pad_1(%34, %c_3) : (tensor<1x1x81xcomplex<f32>>, tensor<i32>) -> tensor<1x1x81xcomplex<f32>>
    %36 = call @fft_2(%35) : (tensor<1x1x81xcomplex<f32>>) -> tensor<1x1x160xf32>
    %37 = stablehlo.broadcast_in_dim %28, dims = [1, 2] : (tensor<1x160xf32>) -> tensor<1x1x160xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<1x1x160xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<1x1x160xf32>, tensor<f32>) -> tensor<1x160xf32>
    %40 = call @fft(%39) : (tensor<1x160xf32>) -> tensor<1x81xcomplex<f32>>
    %41 = stablehlo.convert %arg0 : (tensor<1x81xi1>) -> tensor<1x81xcomplex<f32>>
    %42 = stablehlo.multiply %41, %40 : tensor<1x81xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<(6.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %43 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f32>>) -> tensor<1x81xcomplex<f32>>
    %44 = stablehlo.multiply %43, %42 : tensor<1x81xcomplex<f32>>
    %45 = stablehlo.subtract %44, %20 : tensor<1x81xcomplex<f32>>
    %46 = stablehlo.convert %arg4 : (tensor<1x81xf32>) -> tensor<1x81xcomplex<f32>>
    %47 = stablehlo.multiply %46, %45 : tensor<1x81xcomplex<f32>>
    %48 = stablehlo.add %24, %47 : tensor<1x81xcomplex<f32>>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %49 = call @_pad(%48, %c_6) : (tensor<1x81xcomplex<f32>>, tensor<i32>) -> tensor<1x81xcomplex<f32>>
    %50 = call @fft_0(%49) : (tensor<1x81xcomplex<f32>>) -> tensor<1x160xf32>
    return %50, %50 : tensor<1x160xf32>, tensor<1x160xf32>
  }
  func.func private @fft(%arg0: tensor<1x160xf32>) -> tensor<1x81xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [160] : (tensor<1x160xf32>) -> tensor<1x81xcomplex<f32>>
    return %0 : tensor<1x81xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<1x81xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<1x81xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<1x81xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x81xcomplex<f32>>
    return %1 : tensor<1x81xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<1x81xcomplex<f32>>) -> tensor<1x160xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [160] : (tensor<1x81xcomplex<f32>>) -> tensor<1x160xf32>
    return %0 : tensor<1x160xf32>
  }
  func.func private @_pad_1(%arg0: tensor<1x1x81xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<1x1x81xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1x81xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1x1x81xcomplex<f32>>
    return %1 : tensor<1x1x81xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<1x1x81xcomplex<f32>>) -> tensor<1x1x160xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [160] : (tensor<1x1x81xcomplex<f32>>) -> tensor<1x1x160xf32>
    return %0 : tensor<1x1x160xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<16x1x160xf32>, %arg1: tensor<1x160xf32>, %arg2: tensor<i32>) -> tensor<16x1x160xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1x160xf32>) -> tensor<1x1x160xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<16x1x160xf32>, tensor<1x1x160xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x1x160xf32>
    return %1 : tensor<16x1x160xf32>
  }
}
