module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257x64xcomplex<f32>>) -> (tensor<8064xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<257x64xcomplex<f32>>) -> tensor<64x257xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = call @_pad(%0, %c) : (tensor<64x257xcomplex<f32>>, tensor<i32>) -> tensor<64x257xcomplex<f32>>
    %2 = call @fft(%1) : (tensor<64x257xcomplex<f32>>) -> tensor<64x512xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<64x512xf32>) -> tensor<512x64xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<3.14159274> : tensor<f32>
    %4 = call @_linspace(%c_0, %cst) : (tensor<i32>, tensor<f32>) -> tensor<512xf32>
    %5 = stablehlo.sine %4 : tensor<512xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<512x64xf32>
    %10 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x64xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<512x64xf32>
    %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %14 = stablehlo.reshape %13 : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %15 = call @_pad_0(%14, %c_2) : (tensor<1x64x512xf32>, tensor<i32>) -> tensor<1x64x512xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x64x512xf32>) -> tensor<1x64x4x128xf32>
    %17 = stablehlo.transpose %16, dims = [0, 2, 1, 3] : (tensor<1x64x4x128xf32>) -> tensor<1x4x64x128xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %18 = call @_pad_1(%17, %c_3) : (tensor<1x4x64x128xf32>, tensor<i32>) -> tensor<1x4x128x128xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x4x128x128xf32>) -> tensor<1x65536xf32>
    %20 = stablehlo.slice %19 [0:1, 0:65024] : (tensor<1x65536xf32>) -> tensor<1x65024xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x65024xf32>) -> tensor<1x4x16256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<1x4x16256xf32>, tensor<f32>) -> tensor<1x16256xf32>
    %23 = stablehlo.slice %22 [0:1, 0:8576] : (tensor<1x16256xf32>) -> tensor<1x8576xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x8576xf32>) -> tensor<8576xf32>
    %25 = stablehlo.multiply %10, %10 : tensor<512x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x1x64xf32>
    %27 = stablehlo.reshape %26 : (tensor<512x1x64xf32>) -> tensor<512x64xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %29 = stablehlo.reshape %28 : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %30 = call @_pad_0(%29, %c_5) : (tensor<1x64x512xf32>, tensor<i32>) -> tensor<1x64x512xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x64x512xf32>) -> tensor<1x64x4x128xf32>
    %32 = stablehlo.transpose %31, dims = [0, 2, 1, 3] : (tensor<1x64x4x128xf32>) -> tensor<1x4x64x128xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %33 = call @_pad_1(%32, %c_6) : (tensor<1x4x64x128xf32>, tensor<i32>) -> tensor<1x4x128x128xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x4x128x128xf32>) -> tensor<1x65536xf32>
    %35 = stablehlo.slice %34 [0:1, 0:65024] : (tensor<1x65536xf32>) -> tensor<1x65024xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x65024xf32>) -> tensor<1x4x16256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<1x4x16256xf32>, tensor<f32>) -> tensor<1x16256xf32>
    %38 = stablehlo.slice %37 [0:1, 0:8576] : (tensor<1x16256xf32>) -> tensor<1x8576xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x8576xf32>) -> tensor<8576xf32>
    %40 = stablehlo.slice %24 [256:8320] : (tensor<8576xf32>) -> tensor<8064xf32>
    %41 = stablehlo.slice %39 [256:8320] : (tensor<8576xf32>) -> tensor<8064xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-10> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8064xf32>
    %43 = stablehlo.compare GT, %41, %42, FLOAT : (tensor<8064xf32>, tensor<8064xf32>) -> tensor<8064xi1>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = call @_where(%43, %41, %cst_9) : (tensor<8064xi1>, tensor<8064xf32>, tensor<f32>) -> tensor<8064xf32>
    %45 = stablehlo.divide %40, %44 : tensor<8064xf32>
    return %45 : tensor<8064xf32>
  }
  func.func private @_pad(%arg0: tensor<64x257xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<64x257xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<64x257xcomplex<f32>>, tensor<complex<f32>>) -> tensor<64x257xcomplex<f32>>
    return %1 : tensor<64x257xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<64x257xcomplex<f32>>) -> tensor<64x512xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [512] : (tensor<64x257xcomplex<f32>>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @_linspace(%arg0: tensor<i32>, %arg1: tensor<f32>) -> tensor<512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.iota dim = 0 : tensor<512xf32>
    %cst = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4 = stablehlo.divide %2, %3 : tensor<512xf32>
    %5 = stablehlo.reshape %0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %7 = stablehlo.subtract %6, %4 : tensor<512xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf32>) -> tensor<512xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<512xf32>
    %10 = stablehlo.reshape %1 : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1xf32>) -> tensor<512xf32>
    %12 = stablehlo.multiply %11, %4 : tensor<512xf32>
    %13 = stablehlo.add %9, %12 : tensor<512xf32>
    return %13 : tensor<512xf32>
  }
  func.func private @_pad_0(%arg0: tensor<1x64x512xf32>, %arg1: tensor<i32>) -> tensor<1x64x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x64x512xf32>, tensor<f32>) -> tensor<1x64x512xf32>
    return %1 : tensor<1x64x512xf32>
  }
  func.func private @_pad_1(%arg0: tensor<1x4x64x128xf32>, %arg1: tensor<i32>) -> tensor<1x4x128x128xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 64, 0], interior = [0, 0, 0, 0] : (tensor<1x4x64x128xf32>, tensor<f32>) -> tensor<1x4x128x128xf32>
    return %1 : tensor<1x4x128x128xf32>
  }
  func.func private @_where(%arg0: tensor<8064xi1>, %arg1: tensor<8064xf32>, %arg2: tensor<f32>) -> tensor<8064xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8064xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8064xi1>, tensor<8064xf32>
    return %2 : tensor<8064xf32>
  }
}
