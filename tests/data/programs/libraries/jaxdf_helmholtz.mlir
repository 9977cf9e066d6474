module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xcomplex<f32>>, %arg1: tensor<64x64xf32>) -> (tensor<64x64xcomplex<f32>> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<64x64xcomplex<f32>>) -> tensor<64x64x1xcomplex<f32>>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
    %cst = stablehlo.constant dense<3.14159274> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64x1xf32>
    %3 = stablehlo.divide %2, %1 : tensor<64x64x1xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<64x64x1xf32>
    %5 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %7 = stablehlo.add %5, %6 : tensor<64xf32>
    %c = stablehlo.constant dense<64> : tensor<i32>
    %8 = call @remainder(%7, %c) : (tensor<64xf32>, tensor<i32>) -> tensor<64xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.divide %10, %11 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<64xf32>
    %17 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %19 = stablehlo.add %17, %18 : tensor<64xf32>
    %c_6 = stablehlo.constant dense<64> : tensor<i32>
    %20 = call @remainder(%19, %c_6) : (tensor<64xf32>, tensor<i32>) -> tensor<64xf32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %22 = stablehlo.subtract %20, %21 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %24 = stablehlo.divide %22, %23 : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<64xf32>
    %29 = stablehlo.reshape %0 : (tensor<64x64x1xcomplex<f32>>) -> tensor<64x64xcomplex<f32>>
    %30 = stablehlo.transpose %29, dims = [1, 0] : (tensor<64x64xcomplex<f32>>) -> tensor<64x64xcomplex<f32>>
    %31 = call @fft(%30) : (tensor<64x64xcomplex<f32>>) -> tensor<64x64xcomplex<f32>>
    %32 = stablehlo.negate %31 : tensor<64x64xcomplex<f32>>
    %33 = stablehlo.multiply %16, %16 : tensor<64xf32>
    %34 = stablehlo.convert %33 : (tensor<64xf32>) -> tensor<64xcomplex<f32>>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x64xcomplex<f32>>) -> tensor<64x64xcomplex<f32>>
    %37 = stablehlo.multiply %32, %36 : tensor<64x64xcomplex<f32>>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %38 = call @_pad(%37, %c_11) : (tensor<64x64xcomplex<f32>>, tensor<i32>) -> tensor<64x64xcomplex<f32>>
    %39 = call @fft_0(%38) : (tensor<64x64xcomplex<f32>>) -> tensor<64x64xcomplex<f32>>
    %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<64x64xcomplex<f32>>) -> tensor<64x64xcomplex<f32>>
    %41 = call @fft(%29) : (tensor<64x64xcomplex<f32>>) -> tensor<64x64xcomplex<f32>>
    %42 = stablehlo.negate %41 : tensor<64x64xcomplex<f32>>
    %43 = stablehlo.multiply %28, %28 : tensor<64xf32>
    %44 = stablehlo.convert %43 : (tensor<64xf32>) -> tensor<64xcomplex<f32>>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<64xcomplex<f32>>) -> tensor<1x64xcomplex<f32>>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x64xcomplex<f32>>) -> tensor<64x64xcomplex<f32>>
    %47 = stablehlo.multiply %42, %46 : tensor<64x64xcomplex<f32>>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %48 = call @_pad(%47, %c_12) : (tensor<64x64xcomplex<f32>>, tensor<i32>) -> tensor<64x64xcomplex<f32>>
    %49 = call @fft_0(%48) : (tensor<64x64xcomplex<f32>>) -> tensor<64x64xcomplex<f32>>
    %50 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<64x64xcomplex<f32>>) -> tensor<64x64x1xcomplex<f32>>
    %51 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<64x64xcomplex<f32>>) -> tensor<64x64x1xcomplex<f32>>
    %52 = stablehlo.concatenate %50, %51, dim = 2 : (tensor<64x64x1xcomplex<f32>>, tensor<64x64x1xcomplex<f32>>) -> tensor<64x64x2xcomplex<f32>>
    %cst_13 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %53 = stablehlo.reduce(%52 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<64x64x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<64x64xcomplex<f32>>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<64x64xcomplex<f32>>) -> tensor<64x64x1xcomplex<f32>>
    %55 = stablehlo.convert %4 : (tensor<64x64x1xf32>) -> tensor<64x64x1xcomplex<f32>>
    %56 = stablehlo.multiply %55, %0 : tensor<64x64x1xcomplex<f32>>
    %57 = stablehlo.add %54, %56 : tensor<64x64x1xcomplex<f32>>
    %58 = stablehlo.reshape %57 : (tensor<64x64x1xcomplex<f32>>) -> tensor<64x64xcomplex<f32>>
    return %58 : tensor<64x64xcomplex<f32>>
  }
  func.func private @remainder(%arg0: tensor<64xf32>, %arg1: tensor<i32>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<64xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<64xi1>, tensor<64xi1>) -> tensor<64xi1>
    %10 = stablehlo.and %9, %4 : tensor<64xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.add %2, %11 : tensor<64xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<64xi1>, tensor<64xf32>
    return %13 : tensor<64xf32>
  }
  func.func private @fft(%arg0: tensor<64x64xcomplex<f32>>) -> tensor<64x64xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [64] : (tensor<64x64xcomplex<f32>>) -> tensor<64x64xcomplex<f32>>
    return %0 : tensor<64x64xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<64x64xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<64x64xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<64x64xcomplex<f32>>, tensor<complex<f32>>) -> tensor<64x64xcomplex<f32>>
    return %1 : tensor<64x64xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<64x64xcomplex<f32>>) -> tensor<64x64xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [64] : (tensor<64x64xcomplex<f32>>) -> tensor<64x64xcomplex<f32>>
    return %0 : tensor<64x64xcomplex<f32>>
  }
}
