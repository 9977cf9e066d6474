module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>) -> (tensor<64x64x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
    %1 = stablehlo.iota dim = 0 : tensor<33xf32>
    %cst = stablehlo.constant dense<6.400000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %3 = stablehlo.divide %1, %2 : tensor<33xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<33xf32>
    %cst_1 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<33xf32>
    %8 = stablehlo.iota dim = 0 : tensor<33xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %10 = stablehlo.divide %8, %9 : tensor<33xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<33xf32>
    %cst_4 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<33xf32>
    %15 = stablehlo.convert %7 : (tensor<33xf32>) -> tensor<33xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f32>>) -> tensor<33xcomplex<f32>>
    %17 = stablehlo.multiply %16, %15 : tensor<33xcomplex<f32>>
    %18 = stablehlo.convert %7 : (tensor<33xf32>) -> tensor<33xcomplex<f32>>
    %cst_6 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f32>>) -> tensor<33xcomplex<f32>>
    %20 = stablehlo.multiply %19, %18 : tensor<33xcomplex<f32>>
    %cst_7 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<complex<f32>>) -> tensor<33xcomplex<f32>>
    %22 = stablehlo.multiply %20, %21 : tensor<33xcomplex<f32>>
    %cst_8 = stablehlo.constant dense<(1.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<complex<f32>>) -> tensor<33xcomplex<f32>>
    %24 = stablehlo.multiply %22, %23 : tensor<33xcomplex<f32>>
    %25 = stablehlo.exponential %24 : tensor<33xcomplex<f32>>
    %26 = stablehlo.multiply %17, %25 : tensor<33xcomplex<f32>>
    %27 = stablehlo.convert %14 : (tensor<33xf32>) -> tensor<33xcomplex<f32>>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f32>>) -> tensor<33xcomplex<f32>>
    %29 = stablehlo.multiply %28, %27 : tensor<33xcomplex<f32>>
    %30 = stablehlo.convert %14 : (tensor<33xf32>) -> tensor<33xcomplex<f32>>
    %cst_10 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<complex<f32>>) -> tensor<33xcomplex<f32>>
    %32 = stablehlo.multiply %31, %30 : tensor<33xcomplex<f32>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f32>>) -> tensor<33xcomplex<f32>>
    %34 = stablehlo.multiply %32, %33 : tensor<33xcomplex<f32>>
    %cst_12 = stablehlo.constant dense<(1.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %35 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f32>>) -> tensor<33xcomplex<f32>>
    %36 = stablehlo.multiply %34, %35 : tensor<33xcomplex<f32>>
    %37 = stablehlo.exponential %36 : tensor<33xcomplex<f32>>
    %38 = stablehlo.multiply %29, %37 : tensor<33xcomplex<f32>>
    %c = stablehlo.constant dense<32> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_13 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %40 = "stablehlo.scatter"(%26, %39, %cst_13) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      stablehlo.return %arg2 : tensor<complex<f32>>
    }) : (tensor<33xcomplex<f32>>, tensor<1xi32>, tensor<complex<f32>>) -> tensor<33xcomplex<f32>>
    %c_14 = stablehlo.constant dense<32> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_15 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %42 = "stablehlo.scatter"(%38, %41, %cst_15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      stablehlo.return %arg2 : tensor<complex<f32>>
    }) : (tensor<33xcomplex<f32>>, tensor<1xi32>, tensor<complex<f32>>) -> tensor<33xcomplex<f32>>
    %43 = stablehlo.reshape %0 : (tensor<64x64x1xf32>) -> tensor<64x64xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %45 = call @fft(%44) : (tensor<64x64xf32>) -> tensor<64x33xcomplex<f32>>
    %46 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<33xcomplex<f32>>) -> tensor<1x33xcomplex<f32>>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<1x33xcomplex<f32>>) -> tensor<64x33xcomplex<f32>>
    %48 = stablehlo.multiply %45, %47 : tensor<64x33xcomplex<f32>>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %49 = call @_pad(%48, %c_16) : (tensor<64x33xcomplex<f32>>, tensor<i32>) -> tensor<64x33xcomplex<f32>>
    %50 = call @fft_0(%49) : (tensor<64x33xcomplex<f32>>) -> tensor<64x64xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %52 = call @fft(%43) : (tensor<64x64xf32>) -> tensor<64x33xcomplex<f32>>
    %53 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<33xcomplex<f32>>) -> tensor<1x33xcomplex<f32>>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<1x33xcomplex<f32>>) -> tensor<64x33xcomplex<f32>>
    %55 = stablehlo.multiply %52, %54 : tensor<64x33xcomplex<f32>>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %56 = call @_pad(%55, %c_17) : (tensor<64x33xcomplex<f32>>, tensor<i32>) -> tensor<64x33xcomplex<f32>>
    %57 = call @fft_0(%56) : (tensor<64x33xcomplex<f32>>) -> tensor<64x64xf32>
    %58 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
    %59 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
    %60 = stablehlo.concatenate %58, %59, dim = 2 : (tensor<64x64x1xf32>, tensor<64x64x1xf32>) -> tensor<64x64x2xf32>
    return %60 : tensor<64x64x2xf32>
  }
  func.func private @fft(%arg0: tensor<64x64xf32>) -> tensor<64x33xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [64] : (tensor<64x64xf32>) -> tensor<64x33xcomplex<f32>>
    return %0 : tensor<64x33xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<64x33xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<64x33xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<64x33xcomplex<f32>>, tensor<complex<f32>>) -> tensor<64x33xcomplex<f32>>
    return %1 : tensor<64x33xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<64x33xcomplex<f32>>) -> tensor<64x64xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [64] : (tensor<64x33xcomplex<f32>>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
}
