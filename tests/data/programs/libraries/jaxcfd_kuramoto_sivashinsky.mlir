module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>) -> (tensor<128xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (0.000000e+00,2.000000e-01), (0.000000e+00,4.000000e-01), (0.000000e+00,6.000000e-01), (0.000000e+00,8.000000e-01), (0.000000e+00,1.00000012), (0.000000e+00,1.200000e+00), (0.000000e+00,1.400000e+00), (0.000000e+00,1.600000e+00), (0.000000e+00,1.80000007), (0.000000e+00,2.00000024), (0.000000e+00,2.200000e+00), (0.000000e+00,2.400000e+00), (0.000000e+00,2.60000014), (0.000000e+00,2.800000e+00), (0.000000e+00,3.000000e+00), (0.000000e+00,3.200000e+00), (0.000000e+00,3.400000e+00), (0.000000e+00,3.60000014), (0.000000e+00,3.80000019), (0.000000e+00,4.00000048), (0.000000e+00,4.20000029), (0.000000e+00,4.400000e+00), (0.000000e+00,4.60000038), (0.000000e+00,4.800000e+00), (0.000000e+00,5.000000e+00), (0.000000e+00,5.20000029), (0.000000e+00,5.400000e+00), (0.000000e+00,5.600000e+00), (0.000000e+00,5.800000e+00), (0.000000e+00,6.000000e+00), (0.000000e+00,6.20000029), (0.000000e+00,6.400000e+00), (0.000000e+00,6.60000038), (0.000000e+00,6.800000e+00), (0.000000e+00,7.000000e+00), (0.000000e+00,7.20000029), (0.000000e+00,7.400000e+00), (0.000000e+00,7.60000038), (0.000000e+00,7.800000e+00), (0.000000e+00,8.00000095), (0.000000e+00,8.1999998), (0.000000e+00,8.40000057), (0.000000e+00,8.600000e+00), (0.000000e+00,8.800000e+00), (0.000000e+00,9.000000e+00), (0.000000e+00,9.20000076), (0.000000e+00,9.39999961), (0.000000e+00,9.600000e+00), (0.000000e+00,9.800000e+00), (0.000000e+00,1.000000e+01), (0.000000e+00,10.2000008), (0.000000e+00,10.4000006), (0.000000e+00,1.060000e+01), (0.000000e+00,1.080000e+01), (0.000000e+00,11.000001), (0.000000e+00,1.120000e+01), (0.000000e+00,11.4000006), (0.000000e+00,1.160000e+01), (0.000000e+00,11.8000011), (0.000000e+00,1.200000e+01), (0.000000e+00,12.2000008), (0.000000e+00,12.4000006), (0.000000e+00,1.260000e+01), (0.000000e+00,1.280000e+01)]> : tensor<65xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[(-0.000000e+00,-0.000000e+00), (3.840000e-02,0.000000e+00), (0.13440001,0.000000e+00), (0.230400011,0.000000e+00), (2.304000e-01,0.000000e+00), (-2.38418579E-7,0.000000e+00), (-6.336000e-01,0.000000e+00), (-1.88159978,0.000000e+00), (-3.99360061,0.000000e+00), (-7.25760126,0.000000e+00), (-12.0000067,0.000000e+00), (-18.5856018,0.000000e+00), (-2.741760e+01,0.000000e+00), (-38.9376068,0.000000e+00), (-53.6255951,0.000000e+00), (-7.200000e+01,0.000000e+00), (-94.6176147,0.000000e+00), (-122.073608,0.000000e+00), (-155.001617,0.000000e+00), (-194.073639,0.000000e+00), (-240.000122,0.000000e+00), (-293.529694,0.000000e+00), (-355.449646,0.000000e+00), (-426.585754,0.000000e+00), (-507.801605,0.000000e+00), (-6.000000e+02,0.000000e+00), (-704.121765,0.000000e+00), (-821.145751,0.000000e+00), (-952.089538,0.000000e+00), (-1098.00977,0.000000e+00), (-1.260000e+03,0.000000e+00), (-1439.19385,0.000000e+00), (-1636.76184,0.000000e+00), (-1853.91394,0.000000e+00), (-2091.89771,0.000000e+00), (-2.352000e+03,0.000000e+00), (-2635.5459,0.000000e+00), (-2943.89771,0.000000e+00), (-3278.45825,0.000000e+00), (-3640.66602,0.000000e+00), (-4032.00195,0.000000e+00), (-4453.97705,0.000000e+00), (-4908.15527,0.000000e+00), (-5396.12256,0.000000e+00), (-5919.51416,0.000000e+00), (-6.480000e+03,0.000000e+00), (-7079.29199,0.000000e+00), (-7719.12841,0.000000e+00), (-8401.30566,0.000000e+00), (-9127.6416,0.000000e+00), (-9.900000e+03,0.000000e+00), (-10720.2852,0.000000e+00), (-11590.4277,0.000000e+00), (-12512.4111,0.000000e+00), (-13488.252,0.000000e+00), (-14520.0059,0.000000e+00), (-15609.752,0.000000e+00), (-16759.6426,0.000000e+00), (-17971.8359,0.000000e+00), (-19248.543,0.000000e+00), (-2.059200e+04,0.000000e+00), (-22004.5098,0.000000e+00), (-23488.3809,0.000000e+00), (-25045.9805,0.000000e+00), (-26679.709,0.000000e+00)]> : tensor<65xcomplex<f32>>
    %0 = call @fft(%arg0) : (tensor<128xf32>) -> tensor<65xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %cst, %iterArg_2 = %cst_0, %iterArg_3 = %c, %iterArg_4 = %0) : tensor<65xcomplex<f32>>, tensor<65xcomplex<f32>>, tensor<i32>, tensor<65xcomplex<f32>>
    cond {
      %c_5 = stablehlo.constant dense<8> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4) : (tensor<65xcomplex<f32>>, tensor<65xcomplex<f32>>, tensor<65xcomplex<f32>>) -> tensor<65xcomplex<f32>>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4 : tensor<65xcomplex<f32>>, tensor<65xcomplex<f32>>, tensor<i32>, tensor<65xcomplex<f32>>
    }
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = call @_pad_2(%1#3, %c_1) : (tensor<65xcomplex<f32>>, tensor<i32>) -> tensor<65xcomplex<f32>>
    %3 = call @fft_3(%2) : (tensor<65xcomplex<f32>>) -> tensor<128xf32>
    return %3 : tensor<128xf32>
  }
  func.func private @fft(%arg0: tensor<128xf32>) -> tensor<65xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [128] : (tensor<128xf32>) -> tensor<65xcomplex<f32>>
    return %0 : tensor<65xcomplex<f32>>
  }
  func.func private @closed_call(%arg0: tensor<65xcomplex<f32>>, %arg1: tensor<65xcomplex<f32>>, %arg2: tensor<65xcomplex<f32>>) -> tensor<65xcomplex<f32>> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg2, %c) : (tensor<65xcomplex<f32>>, tensor<i32>) -> tensor<97xcomplex<f32>>
    %1 = call @fft_0(%0) : (tensor<97xcomplex<f32>>) -> tensor<192xf32>
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<192xf32>
    %4 = chlo.square %3 : tensor<192xf32> -> tensor<192xf32>
    %5 = call @fft_1(%4) : (tensor<192xf32>) -> tensor<97xcomplex<f32>>
    %6 = stablehlo.slice %5 [0:65] : (tensor<97xcomplex<f32>>) -> tensor<65xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.666666686,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<65xcomplex<f32>>
    %8 = stablehlo.multiply %7, %6 : tensor<65xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(-5.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<65xcomplex<f32>>
    %10 = stablehlo.multiply %9, %arg0 : tensor<65xcomplex<f32>>
    %11 = stablehlo.multiply %10, %8 : tensor<65xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(7.812500e-03,0.000000e+00)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<65xcomplex<f32>>
    %13 = stablehlo.multiply %12, %11 : tensor<65xcomplex<f32>>
    %14 = stablehlo.add %arg2, %13 : tensor<65xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(7.812500e-03,0.000000e+00)> : tensor<complex<f32>>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<65xcomplex<f32>>
    %16 = stablehlo.multiply %15, %arg1 : tensor<65xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<65xcomplex<f32>>
    %18 = stablehlo.subtract %17, %16 : tensor<65xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f32>>) -> tensor<65xcomplex<f32>>
    %20 = stablehlo.divide %19, %18 : tensor<65xcomplex<f32>>
    %21 = stablehlo.multiply %20, %14 : tensor<65xcomplex<f32>>
    return %21 : tensor<65xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<65xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<97xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [32], interior = [0] : (tensor<65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<97xcomplex<f32>>
    return %1 : tensor<97xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<97xcomplex<f32>>) -> tensor<192xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [192] : (tensor<97xcomplex<f32>>) -> tensor<192xf32>
    return %0 : tensor<192xf32>
  }
  func.func private @fft_1(%arg0: tensor<192xf32>) -> tensor<97xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [192] : (tensor<192xf32>) -> tensor<97xcomplex<f32>>
    return %0 : tensor<97xcomplex<f32>>
  }
  func.func private @_pad_2(%arg0: tensor<65xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<65xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<65xcomplex<f32>>
    return %1 : tensor<65xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<65xcomplex<f32>>) -> tensor<128xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [128] : (tensor<65xcomplex<f32>>) -> tensor<128xf32>
    return %0 : tensor<128xf32>
  }
}
