module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x63xcomplex<f64>>) -> (tensor<32x63xcomplex<f64>> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = call @forward_jax(%arg0, %c) : (tensor<32x63xcomplex<f64>>, tensor<i64>) -> tensor<32x63xcomplex<f64>>
    return %0 : tensor<32x63xcomplex<f64>>
  }
  func.func private @forward_jax(%arg0: tensor<32x63xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<32x63xcomplex<f64>> {
    %cst = stablehlo.constant dense<[0.000000e+00, 0.049087385212340517, 0.098174770424681035, 0.14726215563702155, 0.19634954084936207, 0.24543692606170259, 0.2945243112740431, 0.34361169648638362, 0.39269908169872414, 0.44178646691106466, 0.49087385212340517, 0.53996123733574564, 0.58904862254808621, 0.63813600776042678, 0.68722339297276724, 0.73631077818510771, 0.78539816339744828, 0.83448554860978885, 0.88357293382212931, 0.93266031903446977, 0.98174770424681035, 1.0308350894591509, 1.0799224746714913, 1.1290098598838318, 1.1780972450961724, 1.227184630308513, 1.2762720155208536, 1.3253594007331939, 1.3744467859455345, 1.4235341711578751, 1.4726215563702154, 1.521708941582556, 1.5707963267948966, 1.6198837120072371, 1.6689710972195777, 1.7180584824319181, 1.7671458676442586, 1.8162332528565992, 1.8653206380689396, 1.9144080232812801, 1.9634954084936207, 2.012582793705961, 2.0616701789183018, 2.1107575641306422, 2.1598449493429825, 2.2089323345553233, 2.2580197197676637, 2.3071071049800045, 2.3561944901923448, 2.4052818754046852, 2.454369260617026, 2.5034566458293663, 2.5525440310417071, 2.6016314162540475, 2.6507188014663878, 2.6998061866787286, 2.748893571891069, 2.7979809571034093, 2.8470683423157501, 2.8961557275280905, 2.9452431127404308, 2.9943304979527716, 3.043417883165112, 3.0925052683774528, 3.1415926535897931]> : tensor<65xf64>
    %c = stablehlo.constant dense<> : tensor<0xi32>
    %0 = call @mw_to_mwss(%arg0, %arg1) : (tensor<32x63xcomplex<f64>>, tensor<i64>) -> tensor<33x64xcomplex<f64>>
    %1 = call @upsample_by_two_mwss(%0, %arg1) : (tensor<33x64xcomplex<f64>>, tensor<i64>) -> tensor<65x64xcomplex<f64>>
    %2 = call @quad_weights_transform() : () -> tensor<65xf64>
    %3 = call @fft_21(%1) : (tensor<65x64xcomplex<f64>>) -> tensor<65x64xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<65x64xcomplex<f64>>
    %5 = stablehlo.multiply %3, %4 : tensor<65x64xcomplex<f64>>
    %6 = call @_roll_static_22(%5) : (tensor<65x64xcomplex<f64>>) -> tensor<65x64xcomplex<f64>>
    %7 = stablehlo.convert %6 : tensor<65x64xcomplex<f64>>
    %8 = stablehlo.convert %2 : (tensor<65xf64>) -> tensor<65xcomplex<f64>>
    %9 = stablehlo.dot_general %7, %8, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<65x64xcomplex<f64>>, tensor<65xcomplex<f64>>) -> tensor<65x64xcomplex<f64>>
    %10 = stablehlo.convert %arg1 : tensor<i64>
    %11 = call @forward_latitudinal_step_jax(%cst, %9, %10) : (tensor<65xf64>, tensor<65x64xcomplex<f64>>, tensor<i64>) -> tensor<32x63xcomplex<f64>>
    %12 = stablehlo.iota dim = 0 : tensor<32xi64>
    %c_1 = stablehlo.constant dense<2> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %14 = stablehlo.multiply %13, %12 : tensor<32xi64>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %16 = stablehlo.add %14, %15 : tensor<32xi64>
    %17 = stablehlo.convert %16 : (tensor<32xi64>) -> tensor<32xf64>
    %cst_3 = stablehlo.constant dense<12.566370614359172> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %19 = stablehlo.divide %17, %18 : tensor<32xf64>
    %20 = stablehlo.sqrt %19 : tensor<32xf64>
    %21 = stablehlo.convert %11 : tensor<32x63xcomplex<f64>>
    %22 = stablehlo.convert %20 : (tensor<32xf64>) -> tensor<32xcomplex<f64>>
    %23 = stablehlo.dot_general %21, %22, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<32x63xcomplex<f64>>, tensor<32xcomplex<f64>>) -> tensor<32x63xcomplex<f64>>
    %24 = "stablehlo.scatter"(%11, %c, %23) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      stablehlo.return %arg3 : tensor<complex<f64>>
    }) : (tensor<32x63xcomplex<f64>>, tensor<0xi32>, tensor<32x63xcomplex<f64>>) -> tensor<32x63xcomplex<f64>>
    %25 = stablehlo.iota dim = 0 : tensor<32xi64>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<32xi64>) -> tensor<32x1xi64>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<32x1xi64>) -> tensor<32x1x63xi64>
    %28 = stablehlo.reshape %27 : (tensor<32x1x63xi64>) -> tensor<32x63xi64>
    %29 = stablehlo.abs %arg1 : tensor<i64>
    %30 = stablehlo.convert %29 : tensor<i64>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i64>) -> tensor<32x63xi64>
    %32 = stablehlo.compare LT, %28, %31, SIGNED : (tensor<32x63xi64>, tensor<32x63xi64>) -> tensor<32x63xi1>
    %cst_4 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f64>>) -> tensor<32x63xcomplex<f64>>
    %34 = call @_where_46(%32, %33, %24) : (tensor<32x63xi1>, tensor<32x63xcomplex<f64>>, tensor<32x63xcomplex<f64>>) -> tensor<32x63xcomplex<f64>>
    %35 = stablehlo.abs %arg1 : tensor<i64>
    %c_5 = stablehlo.constant dense<-1> : tensor<i64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %36 = stablehlo.compare EQ, %c_5, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<0> : tensor<i64>
    %37 = stablehlo.compare NE, %35, %c_7, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %38 = stablehlo.and %36, %37 : tensor<i1>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %c_9 = stablehlo.constant dense<1> : tensor<i64>
    %39 = call @_where_1(%38, %c_8, %c_9) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_10 = stablehlo.constant dense<1> : tensor<i64>
    %40 = stablehlo.and %35, %c_10 : tensor<i64>
    %c_11 = stablehlo.constant dense<-1> : tensor<i64>
    %41 = stablehlo.multiply %39, %c_11 : tensor<i64>
    %42 = call @_where_2(%40, %41, %39) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_12 = stablehlo.constant dense<-1> : tensor<i64>
    %c_13 = stablehlo.constant dense<-1> : tensor<i64>
    %43 = stablehlo.multiply %c_12, %c_13 : tensor<i64>
    %c_14 = stablehlo.constant dense<1> : tensor<i64>
    %44 = stablehlo.shift_right_logical %35, %c_14 : tensor<i64>
    %c_15 = stablehlo.constant dense<1> : tensor<i64>
    %45 = stablehlo.and %44, %c_15 : tensor<i64>
    %46 = stablehlo.multiply %42, %43 : tensor<i64>
    %47 = call @_where_2(%45, %46, %42) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %48 = stablehlo.multiply %43, %43 : tensor<i64>
    %c_16 = stablehlo.constant dense<1> : tensor<i64>
    %49 = stablehlo.shift_right_logical %44, %c_16 : tensor<i64>
    %c_17 = stablehlo.constant dense<1> : tensor<i64>
    %50 = stablehlo.and %49, %c_17 : tensor<i64>
    %51 = stablehlo.multiply %47, %48 : tensor<i64>
    %52 = call @_where_2(%50, %51, %47) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %53 = stablehlo.multiply %48, %48 : tensor<i64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %54 = stablehlo.shift_right_logical %49, %c_18 : tensor<i64>
    %c_19 = stablehlo.constant dense<1> : tensor<i64>
    %55 = stablehlo.and %54, %c_19 : tensor<i64>
    %56 = stablehlo.multiply %52, %53 : tensor<i64>
    %57 = call @_where_2(%55, %56, %52) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %58 = stablehlo.multiply %53, %53 : tensor<i64>
    %c_20 = stablehlo.constant dense<1> : tensor<i64>
    %59 = stablehlo.shift_right_logical %54, %c_20 : tensor<i64>
    %c_21 = stablehlo.constant dense<1> : tensor<i64>
    %60 = stablehlo.and %59, %c_21 : tensor<i64>
    %61 = stablehlo.multiply %57, %58 : tensor<i64>
    %62 = call @_where_2(%60, %61, %57) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %63 = stablehlo.multiply %58, %58 : tensor<i64>
    %c_22 = stablehlo.constant dense<1> : tensor<i64>
    %64 = stablehlo.shift_right_logical %59, %c_22 : tensor<i64>
    %c_23 = stablehlo.constant dense<1> : tensor<i64>
    %65 = stablehlo.and %64, %c_23 : tensor<i64>
    %66 = stablehlo.multiply %62, %63 : tensor<i64>
    %67 = call @_where_2(%65, %66, %62) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %68 = stablehlo.convert %67 : (tensor<i64>) -> tensor<complex<f64>>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<complex<f64>>) -> tensor<32x63xcomplex<f64>>
    %70 = stablehlo.multiply %34, %69 : tensor<32x63xcomplex<f64>>
    return %70 : tensor<32x63xcomplex<f64>>
  }
  func.func private @mw_to_mwss(%arg0: tensor<32x63xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<33x64xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<32x63xcomplex<f64>>) -> tensor<1x32x63xcomplex<f64>>
    %1 = call @mw_to_mwss_theta(%0, %arg1) : (tensor<1x32x63xcomplex<f64>>, tensor<i64>) -> tensor<1x33x63xcomplex<f64>>
    %2 = call @mw_to_mwss_phi(%1) : (tensor<1x33x63xcomplex<f64>>) -> tensor<1x33x64xcomplex<f64>>
    %3 = stablehlo.reshape %2 : (tensor<1x33x64xcomplex<f64>>) -> tensor<33x64xcomplex<f64>>
    return %3 : tensor<33x64xcomplex<f64>>
  }
  func.func private @mw_to_mwss_theta(%arg0: tensor<1x32x63xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<1x33x63xcomplex<f64>> {
    %cst = stablehlo.constant dense<(6.300000e+01,0.000000e+00)> : tensor<1xcomplex<f64>>
    %0 = call @periodic_extension(%arg0, %arg1) : (tensor<1x32x63xcomplex<f64>>, tensor<i64>) -> tensor<1x63x63xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<1x64x63xcomplex<f64>>
    %2 = stablehlo.transpose %0, dims = [0, 2, 1] : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %3 = call @fft(%2) : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %4 = stablehlo.reduce(%cst init: %cst_1) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
    %cst_2 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.divide %cst_2, %4 : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<complex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %7 = stablehlo.multiply %3, %6 : tensor<1x63x63xcomplex<f64>>
    %8 = stablehlo.transpose %7, dims = [0, 2, 1] : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %9 = call @_roll_static_4(%8) : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %11 = "stablehlo.scatter"(%1, %10, %9) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      stablehlo.return %arg3 : tensor<complex<f64>>
    }) : (tensor<1x64x63xcomplex<f64>>, tensor<1xi32>, tensor<1x63x63xcomplex<f64>>) -> tensor<1x64x63xcomplex<f64>>
    %12 = stablehlo.slice %11 [0:1, 1:64, 0:63] : (tensor<1x64x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %13 = stablehlo.iota dim = 0 : tensor<63xcomplex<f64>>
    %cst_3 = stablehlo.constant dense<(-3.100000e+01,0.000000e+00)> : tensor<complex<f64>>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<63xcomplex<f64>>
    %15 = stablehlo.add %14, %13 : tensor<63xcomplex<f64>>
    %cst_4 = stablehlo.constant dense<(-0.000000e+00,-1.000000e+00)> : tensor<complex<f64>>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f64>>) -> tensor<63xcomplex<f64>>
    %17 = stablehlo.multiply %16, %15 : tensor<63xcomplex<f64>>
    %cst_5 = stablehlo.constant dense<(3.1415926535897931,0.000000e+00)> : tensor<complex<f64>>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<63xcomplex<f64>>
    %19 = stablehlo.multiply %17, %18 : tensor<63xcomplex<f64>>
    %cst_6 = stablehlo.constant dense<(6.300000e+01,0.000000e+00)> : tensor<complex<f64>>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f64>>) -> tensor<63xcomplex<f64>>
    %21 = stablehlo.divide %19, %20 : tensor<63xcomplex<f64>>
    %22 = stablehlo.exponential %21 : tensor<63xcomplex<f64>>
    %23 = stablehlo.dot_general %22, %12, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63xcomplex<f64>>, tensor<1x63x63xcomplex<f64>>) -> tensor<63x1x63xcomplex<f64>>
    %24 = stablehlo.transpose %23, dims = [1, 0, 2] : (tensor<63x1x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %26 = "stablehlo.scatter"(%11, %25, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      stablehlo.return %arg3 : tensor<complex<f64>>
    }) : (tensor<1x64x63xcomplex<f64>>, tensor<1xi32>, tensor<1x63x63xcomplex<f64>>) -> tensor<1x64x63xcomplex<f64>>
    %27 = stablehlo.real %26 : (tensor<1x64x63xcomplex<f64>>) -> tensor<1x64x63xf64>
    %28 = stablehlo.imag %26 : (tensor<1x64x63xcomplex<f64>>) -> tensor<1x64x63xf64>
    %29 = stablehlo.negate %28 : tensor<1x64x63xf64>
    %30 = stablehlo.complex %27, %29 : tensor<1x64x63xcomplex<f64>>
    %31 = call @_roll_static_5(%30) : (tensor<1x64x63xcomplex<f64>>) -> tensor<1x64x63xcomplex<f64>>
    %32 = stablehlo.transpose %31, dims = [0, 2, 1] : (tensor<1x64x63xcomplex<f64>>) -> tensor<1x63x64xcomplex<f64>>
    %33 = call @fft_6(%32) : (tensor<1x63x64xcomplex<f64>>) -> tensor<1x63x64xcomplex<f64>>
    %cst_8 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<complex<f64>>) -> tensor<1x63x64xcomplex<f64>>
    %35 = stablehlo.multiply %33, %34 : tensor<1x63x64xcomplex<f64>>
    %36 = stablehlo.transpose %35, dims = [0, 2, 1] : (tensor<1x63x64xcomplex<f64>>) -> tensor<1x64x63xcomplex<f64>>
    %37 = stablehlo.real %36 : (tensor<1x64x63xcomplex<f64>>) -> tensor<1x64x63xf64>
    %38 = stablehlo.imag %36 : (tensor<1x64x63xcomplex<f64>>) -> tensor<1x64x63xf64>
    %39 = stablehlo.negate %38 : tensor<1x64x63xf64>
    %40 = stablehlo.complex %37, %39 : tensor<1x64x63xcomplex<f64>>
    %41 = call @unextend(%40) : (tensor<1x64x63xcomplex<f64>>) -> tensor<1x33x63xcomplex<f64>>
    return %41 : tensor<1x33x63xcomplex<f64>>
  }
  func.func private @periodic_extension(%arg0: tensor<1x32x63xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<1x63x63xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%0, %1, %arg0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      stablehlo.return %arg3 : tensor<complex<f64>>
    }) : (tensor<1x63x63xcomplex<f64>>, tensor<1xi32>, tensor<1x32x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %3 = call @fft(%2) : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %5 = stablehlo.multiply %3, %4 : tensor<1x63x63xcomplex<f64>>
    %6 = call @_roll_static(%5) : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %7 = stablehlo.slice %6 [0:1, 0:31, 0:63] : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x31x63xcomplex<f64>>
    %8 = call @_flip(%7) : (tensor<1x31x63xcomplex<f64>>) -> tensor<1x31x63xcomplex<f64>>
    %c_1 = stablehlo.constant dense<32> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %10 = "stablehlo.scatter"(%6, %9, %8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      stablehlo.return %arg3 : tensor<complex<f64>>
    }) : (tensor<1x63x63xcomplex<f64>>, tensor<1xi32>, tensor<1x31x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %11 = stablehlo.iota dim = 0 : tensor<63xi64>
    %c_2 = stablehlo.constant dense<-31> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %13 = stablehlo.add %12, %11 : tensor<63xi64>
    %c_3 = stablehlo.constant dense<-1> : tensor<i64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.compare EQ, %c_3, %c_4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %16 = stablehlo.compare NE, %13, %15, SIGNED : (tensor<63xi64>, tensor<63xi64>) -> tensor<63xi1>
    %17 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<63xi1>
    %18 = stablehlo.and %17, %16 : tensor<63xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %c_7 = stablehlo.constant dense<1> : tensor<i64>
    %19 = call @_where(%18, %c_6, %c_7) : (tensor<63xi1>, tensor<i64>, tensor<i64>) -> tensor<63xi64>
    %c_8 = stablehlo.constant dense<1> : tensor<i64>
    %20 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %21 = stablehlo.and %13, %20 : tensor<63xi64>
    %c_9 = stablehlo.constant dense<-1> : tensor<i64>
    %22 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %23 = stablehlo.multiply %19, %22 : tensor<63xi64>
    %24 = call @_where_0(%21, %23, %19) : (tensor<63xi64>, tensor<63xi64>, tensor<63xi64>) -> tensor<63xi64>
    %c_10 = stablehlo.constant dense<-1> : tensor<i64>
    %c_11 = stablehlo.constant dense<-1> : tensor<i64>
    %25 = stablehlo.multiply %c_10, %c_11 : tensor<i64>
    %c_12 = stablehlo.constant dense<1> : tensor<i64>
    %26 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %27 = stablehlo.shift_right_logical %13, %26 : tensor<63xi64>
    %c_13 = stablehlo.constant dense<1> : tensor<i64>
    %28 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %29 = stablehlo.and %27, %28 : tensor<63xi64>
    %30 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %31 = stablehlo.multiply %24, %30 : tensor<63xi64>
    %32 = call @_where_0(%29, %31, %24) : (tensor<63xi64>, tensor<63xi64>, tensor<63xi64>) -> tensor<63xi64>
    %33 = stablehlo.multiply %25, %25 : tensor<i64>
    %c_14 = stablehlo.constant dense<1> : tensor<i64>
    %34 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %35 = stablehlo.shift_right_logical %27, %34 : tensor<63xi64>
    %c_15 = stablehlo.constant dense<1> : tensor<i64>
    %36 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %37 = stablehlo.and %35, %36 : tensor<63xi64>
    %38 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %39 = stablehlo.multiply %32, %38 : tensor<63xi64>
    %40 = call @_where_0(%37, %39, %32) : (tensor<63xi64>, tensor<63xi64>, tensor<63xi64>) -> tensor<63xi64>
    %41 = stablehlo.multiply %33, %33 : tensor<i64>
    %c_16 = stablehlo.constant dense<1> : tensor<i64>
    %42 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %43 = stablehlo.shift_right_logical %35, %42 : tensor<63xi64>
    %c_17 = stablehlo.constant dense<1> : tensor<i64>
    %44 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %45 = stablehlo.and %43, %44 : tensor<63xi64>
    %46 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %47 = stablehlo.multiply %40, %46 : tensor<63xi64>
    %48 = call @_where_0(%45, %47, %40) : (tensor<63xi64>, tensor<63xi64>, tensor<63xi64>) -> tensor<63xi64>
    %49 = stablehlo.multiply %41, %41 : tensor<i64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %50 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %51 = stablehlo.shift_right_logical %43, %50 : tensor<63xi64>
    %c_19 = stablehlo.constant dense<1> : tensor<i64>
    %52 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %53 = stablehlo.and %51, %52 : tensor<63xi64>
    %54 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %55 = stablehlo.multiply %48, %54 : tensor<63xi64>
    %56 = call @_where_0(%53, %55, %48) : (tensor<63xi64>, tensor<63xi64>, tensor<63xi64>) -> tensor<63xi64>
    %57 = stablehlo.multiply %49, %49 : tensor<i64>
    %c_20 = stablehlo.constant dense<1> : tensor<i64>
    %58 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %59 = stablehlo.shift_right_logical %51, %58 : tensor<63xi64>
    %c_21 = stablehlo.constant dense<1> : tensor<i64>
    %60 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %61 = stablehlo.and %59, %60 : tensor<63xi64>
    %62 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %63 = stablehlo.multiply %56, %62 : tensor<63xi64>
    %64 = call @_where_0(%61, %63, %56) : (tensor<63xi64>, tensor<63xi64>, tensor<63xi64>) -> tensor<63xi64>
    %c_22 = stablehlo.constant dense<32> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %66 = stablehlo.convert %64 : (tensor<63xi64>) -> tensor<63xcomplex<f64>>
    %67 = stablehlo.broadcast_in_dim %66, dims = [2] : (tensor<63xcomplex<f64>>) -> tensor<1x31x63xcomplex<f64>>
    %68 = "stablehlo.scatter"(%10, %65, %67) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      %119 = stablehlo.multiply %arg2, %arg3 : tensor<complex<f64>>
      stablehlo.return %119 : tensor<complex<f64>>
    }) : (tensor<1x63x63xcomplex<f64>>, tensor<1xi32>, tensor<1x31x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %c_23 = stablehlo.constant dense<-1> : tensor<i64>
    %c_24 = stablehlo.constant dense<0> : tensor<i64>
    %69 = stablehlo.compare EQ, %c_23, %c_24, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %70 = stablehlo.compare NE, %arg1, %c_25, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %71 = stablehlo.and %69, %70 : tensor<i1>
    %c_26 = stablehlo.constant dense<0> : tensor<i64>
    %c_27 = stablehlo.constant dense<1> : tensor<i64>
    %72 = call @_where_1(%71, %c_26, %c_27) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_28 = stablehlo.constant dense<1> : tensor<i64>
    %73 = stablehlo.and %arg1, %c_28 : tensor<i64>
    %c_29 = stablehlo.constant dense<-1> : tensor<i64>
    %74 = stablehlo.multiply %72, %c_29 : tensor<i64>
    %75 = call @_where_2(%73, %74, %72) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_30 = stablehlo.constant dense<-1> : tensor<i64>
    %c_31 = stablehlo.constant dense<-1> : tensor<i64>
    %76 = stablehlo.multiply %c_30, %c_31 : tensor<i64>
    %c_32 = stablehlo.constant dense<1> : tensor<i64>
    %77 = stablehlo.shift_right_logical %arg1, %c_32 : tensor<i64>
    %c_33 = stablehlo.constant dense<1> : tensor<i64>
    %78 = stablehlo.and %77, %c_33 : tensor<i64>
    %79 = stablehlo.multiply %75, %76 : tensor<i64>
    %80 = call @_where_2(%78, %79, %75) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %81 = stablehlo.multiply %76, %76 : tensor<i64>
    %c_34 = stablehlo.constant dense<1> : tensor<i64>
    %82 = stablehlo.shift_right_logical %77, %c_34 : tensor<i64>
    %c_35 = stablehlo.constant dense<1> : tensor<i64>
    %83 = stablehlo.and %82, %c_35 : tensor<i64>
    %84 = stablehlo.multiply %80, %81 : tensor<i64>
    %85 = call @_where_2(%83, %84, %80) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %86 = stablehlo.multiply %81, %81 : tensor<i64>
    %c_36 = stablehlo.constant dense<1> : tensor<i64>
    %87 = stablehlo.shift_right_logical %82, %c_36 : tensor<i64>
    %c_37 = stablehlo.constant dense<1> : tensor<i64>
    %88 = stablehlo.and %87, %c_37 : tensor<i64>
    %89 = stablehlo.multiply %85, %86 : tensor<i64>
    %90 = call @_where_2(%88, %89, %85) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %91 = stablehlo.multiply %86, %86 : tensor<i64>
    %c_38 = stablehlo.constant dense<1> : tensor<i64>
    %92 = stablehlo.shift_right_logical %87, %c_38 : tensor<i64>
    %c_39 = stablehlo.constant dense<1> : tensor<i64>
    %93 = stablehlo.and %92, %c_39 : tensor<i64>
    %94 = stablehlo.multiply %90, %91 : tensor<i64>
    %95 = call @_where_2(%93, %94, %90) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %96 = stablehlo.multiply %91, %91 : tensor<i64>
    %c_40 = stablehlo.constant dense<1> : tensor<i64>
    %97 = stablehlo.shift_right_logical %92, %c_40 : tensor<i64>
    %c_41 = stablehlo.constant dense<1> : tensor<i64>
    %98 = stablehlo.and %97, %c_41 : tensor<i64>
    %99 = stablehlo.multiply %95, %96 : tensor<i64>
    %100 = call @_where_2(%98, %99, %95) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_42 = stablehlo.constant dense<32> : tensor<i32>
    %101 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %102 = stablehlo.convert %100 : (tensor<i64>) -> tensor<complex<f64>>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<complex<f64>>) -> tensor<1x31x63xcomplex<f64>>
    %104 = "stablehlo.scatter"(%68, %101, %103) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      %119 = stablehlo.multiply %arg2, %arg3 : tensor<complex<f64>>
      stablehlo.return %119 : tensor<complex<f64>>
    }) : (tensor<1x63x63xcomplex<f64>>, tensor<1xi32>, tensor<1x31x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %105 = stablehlo.real %104 : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xf64>
    %106 = stablehlo.imag %104 : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xf64>
    %107 = stablehlo.negate %106 : tensor<1x63x63xf64>
    %108 = stablehlo.complex %105, %107 : tensor<1x63x63xcomplex<f64>>
    %109 = call @_roll_static_3(%108) : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %110 = call @fft(%109) : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %cst_43 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %111 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<complex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %112 = stablehlo.multiply %110, %111 : tensor<1x63x63xcomplex<f64>>
    %113 = stablehlo.real %112 : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xf64>
    %114 = stablehlo.imag %112 : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xf64>
    %115 = stablehlo.negate %114 : tensor<1x63x63xf64>
    %116 = stablehlo.complex %113, %115 : tensor<1x63x63xcomplex<f64>>
    %cst_44 = stablehlo.constant dense<(6.300000e+01,0.000000e+00)> : tensor<complex<f64>>
    %117 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<complex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    %118 = stablehlo.divide %116, %117 : tensor<1x63x63xcomplex<f64>>
    return %118 : tensor<1x63x63xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [63] : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    return %0 : tensor<1x63x63xcomplex<f64>>
  }
  func.func private @_roll_static(%arg0: tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:1, 0:63, 32:63] : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x31xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:1, 0:63, 0:32] : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x32xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<1x63x31xcomplex<f64>>, tensor<1x63x32xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    return %2 : tensor<1x63x63xcomplex<f64>>
  }
  func.func private @_flip(%arg0: tensor<1x31x63xcomplex<f64>>) -> tensor<1x31x63xcomplex<f64>> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<1x31x63xcomplex<f64>>
    return %0 : tensor<1x31x63xcomplex<f64>>
  }
  func.func private @_where(%arg0: tensor<63xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<63xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<63xi1>, tensor<63xi64>
    return %2 : tensor<63xi64>
  }
  func.func private @_where_0(%arg0: tensor<63xi64>, %arg1: tensor<63xi64>, %arg2: tensor<63xi64>) -> tensor<63xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<63xi64>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<63xi64>, tensor<63xi64>) -> tensor<63xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<63xi1>, tensor<63xi64>
    return %2 : tensor<63xi64>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @_where_2(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %1 : tensor<i64>
  }
  func.func private @_roll_static_3(%arg0: tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:1, 0:63, 31:63] : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x32xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:1, 0:63, 0:31] : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x31xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<1x63x32xcomplex<f64>>, tensor<1x63x31xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    return %2 : tensor<1x63x63xcomplex<f64>>
  }
  func.func private @_roll_static_4(%arg0: tensor<1x63x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:1, 32:63, 0:63] : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x31x63xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:1, 0:32, 0:63] : (tensor<1x63x63xcomplex<f64>>) -> tensor<1x32x63xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<1x31x63xcomplex<f64>>, tensor<1x32x63xcomplex<f64>>) -> tensor<1x63x63xcomplex<f64>>
    return %2 : tensor<1x63x63xcomplex<f64>>
  }
  func.func private @_roll_static_5(%arg0: tensor<1x64x63xcomplex<f64>>) -> tensor<1x64x63xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:1, 32:64, 0:63] : (tensor<1x64x63xcomplex<f64>>) -> tensor<1x32x63xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:1, 0:32, 0:63] : (tensor<1x64x63xcomplex<f64>>) -> tensor<1x32x63xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<1x32x63xcomplex<f64>>, tensor<1x32x63xcomplex<f64>>) -> tensor<1x64x63xcomplex<f64>>
    return %2 : tensor<1x64x63xcomplex<f64>>
  }
  func.func private @fft_6(%arg0: tensor<1x63x64xcomplex<f64>>) -> tensor<1x63x64xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [64] : (tensor<1x63x64xcomplex<f64>>) -> tensor<1x63x64xcomplex<f64>>
    return %0 : tensor<1x63x64xcomplex<f64>>
  }
  func.func private @unextend(%arg0: tensor<1x64x63xcomplex<f64>>) -> tensor<1x33x63xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:1, 0:33, 0:63] : (tensor<1x64x63xcomplex<f64>>) -> tensor<1x33x63xcomplex<f64>>
    return %0 : tensor<1x33x63xcomplex<f64>>
  }
  func.func private @mw_to_mwss_phi(%arg0: tensor<1x33x63xcomplex<f64>>) -> tensor<1x33x64xcomplex<f64>> {
    %cst = stablehlo.constant dense<(6.300000e+01,0.000000e+00)> : tensor<1xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<1x33x64xcomplex<f64>>
    %1 = call @fft_7(%arg0) : (tensor<1x33x63xcomplex<f64>>) -> tensor<1x33x63xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %2 = stablehlo.reduce(%cst init: %cst_1) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
    %cst_2 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %3 = stablehlo.divide %cst_2, %2 : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<complex<f64>>) -> tensor<1x33x63xcomplex<f64>>
    %5 = stablehlo.multiply %1, %4 : tensor<1x33x63xcomplex<f64>>
    %6 = call @_roll_static_8(%5) : (tensor<1x33x63xcomplex<f64>>) -> tensor<1x33x63xcomplex<f64>>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = "stablehlo.scatter"(%0, %7, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      stablehlo.return %arg2 : tensor<complex<f64>>
    }) : (tensor<1x33x64xcomplex<f64>>, tensor<1xi32>, tensor<1x33x63xcomplex<f64>>) -> tensor<1x33x64xcomplex<f64>>
    %9 = stablehlo.real %8 : (tensor<1x33x64xcomplex<f64>>) -> tensor<1x33x64xf64>
    %10 = stablehlo.imag %8 : (tensor<1x33x64xcomplex<f64>>) -> tensor<1x33x64xf64>
    %11 = stablehlo.negate %10 : tensor<1x33x64xf64>
    %12 = stablehlo.complex %9, %11 : tensor<1x33x64xcomplex<f64>>
    %13 = call @_roll_static_9(%12) : (tensor<1x33x64xcomplex<f64>>) -> tensor<1x33x64xcomplex<f64>>
    %14 = call @fft_10(%13) : (tensor<1x33x64xcomplex<f64>>) -> tensor<1x33x64xcomplex<f64>>
    %cst_3 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<1x33x64xcomplex<f64>>
    %16 = stablehlo.multiply %14, %15 : tensor<1x33x64xcomplex<f64>>
    %17 = stablehlo.real %16 : (tensor<1x33x64xcomplex<f64>>) -> tensor<1x33x64xf64>
    %18 = stablehlo.imag %16 : (tensor<1x33x64xcomplex<f64>>) -> tensor<1x33x64xf64>
    %19 = stablehlo.negate %18 : tensor<1x33x64xf64>
    %20 = stablehlo.complex %17, %19 : tensor<1x33x64xcomplex<f64>>
    return %20 : tensor<1x33x64xcomplex<f64>>
  }
  func.func private @fft_7(%arg0: tensor<1x33x63xcomplex<f64>>) -> tensor<1x33x63xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [63] : (tensor<1x33x63xcomplex<f64>>) -> tensor<1x33x63xcomplex<f64>>
    return %0 : tensor<1x33x63xcomplex<f64>>
  }
  func.func private @_roll_static_8(%arg0: tensor<1x33x63xcomplex<f64>>) -> tensor<1x33x63xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:1, 0:33, 32:63] : (tensor<1x33x63xcomplex<f64>>) -> tensor<1x33x31xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:1, 0:33, 0:32] : (tensor<1x33x63xcomplex<f64>>) -> tensor<1x33x32xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<1x33x31xcomplex<f64>>, tensor<1x33x32xcomplex<f64>>) -> tensor<1x33x63xcomplex<f64>>
    return %2 : tensor<1x33x63xcomplex<f64>>
  }
  func.func private @_roll_static_9(%arg0: tensor<1x33x64xcomplex<f64>>) -> tensor<1x33x64xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:1, 0:33, 32:64] : (tensor<1x33x64xcomplex<f64>>) -> tensor<1x33x32xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:1, 0:33, 0:32] : (tensor<1x33x64xcomplex<f64>>) -> tensor<1x33x32xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<1x33x32xcomplex<f64>>, tensor<1x33x32xcomplex<f64>>) -> tensor<1x33x64xcomplex<f64>>
    return %2 : tensor<1x33x64xcomplex<f64>>
  }
  func.func private @fft_10(%arg0: tensor<1x33x64xcomplex<f64>>) -> tensor<1x33x64xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [64] : (tensor<1x33x64xcomplex<f64>>) -> tensor<1x33x64xcomplex<f64>>
    return %0 : tensor<1x33x64xcomplex<f64>>
  }
  func.func private @upsample_by_two_mwss(%arg0: tensor<33x64xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<65x64xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<33x64xcomplex<f64>>) -> tensor<1x33x64xcomplex<f64>>
    %1 = call @periodic_extension_spatial_mwss(%0, %arg1) : (tensor<1x33x64xcomplex<f64>>, tensor<i64>) -> tensor<1x64x64xcomplex<f64>>
    %2 = call @upsample_by_two_mwss_ext(%1) : (tensor<1x64x64xcomplex<f64>>) -> tensor<1x128x64xcomplex<f64>>
    %3 = call @unextend_17(%2) : (tensor<1x128x64xcomplex<f64>>) -> tensor<1x65x64xcomplex<f64>>
    %4 = stablehlo.reshape %3 : (tensor<1x65x64xcomplex<f64>>) -> tensor<65x64xcomplex<f64>>
    return %4 : tensor<65x64xcomplex<f64>>
  }
  func.func private @periodic_extension_spatial_mwss(%arg0: tensor<1x33x64xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<1x64x64xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<1x64x64xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%0, %1, %arg0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      stablehlo.return %arg3 : tensor<complex<f64>>
    }) : (tensor<1x64x64xcomplex<f64>>, tensor<1xi32>, tensor<1x33x64xcomplex<f64>>) -> tensor<1x64x64xcomplex<f64>>
    %c_0 = stablehlo.constant dense<-1> : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.compare EQ, %c_0, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.compare NE, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %5 = stablehlo.and %3, %4 : tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %6 = call @_where_1(%5, %c_3, %c_4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %7 = stablehlo.and %arg1, %c_5 : tensor<i64>
    %c_6 = stablehlo.constant dense<-1> : tensor<i64>
    %8 = stablehlo.multiply %6, %c_6 : tensor<i64>
    %9 = call @_where_2(%7, %8, %6) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_7 = stablehlo.constant dense<-1> : tensor<i64>
    %c_8 = stablehlo.constant dense<-1> : tensor<i64>
    %10 = stablehlo.multiply %c_7, %c_8 : tensor<i64>
    %c_9 = stablehlo.constant dense<1> : tensor<i64>
    %11 = stablehlo.shift_right_logical %arg1, %c_9 : tensor<i64>
    %c_10 = stablehlo.constant dense<1> : tensor<i64>
    %12 = stablehlo.and %11, %c_10 : tensor<i64>
    %13 = stablehlo.multiply %9, %10 : tensor<i64>
    %14 = call @_where_2(%12, %13, %9) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %15 = stablehlo.multiply %10, %10 : tensor<i64>
    %c_11 = stablehlo.constant dense<1> : tensor<i64>
    %16 = stablehlo.shift_right_logical %11, %c_11 : tensor<i64>
    %c_12 = stablehlo.constant dense<1> : tensor<i64>
    %17 = stablehlo.and %16, %c_12 : tensor<i64>
    %18 = stablehlo.multiply %14, %15 : tensor<i64>
    %19 = call @_where_2(%17, %18, %14) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %20 = stablehlo.multiply %15, %15 : tensor<i64>
    %c_13 = stablehlo.constant dense<1> : tensor<i64>
    %21 = stablehlo.shift_right_logical %16, %c_13 : tensor<i64>
    %c_14 = stablehlo.constant dense<1> : tensor<i64>
    %22 = stablehlo.and %21, %c_14 : tensor<i64>
    %23 = stablehlo.multiply %19, %20 : tensor<i64>
    %24 = call @_where_2(%22, %23, %19) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %25 = stablehlo.multiply %20, %20 : tensor<i64>
    %c_15 = stablehlo.constant dense<1> : tensor<i64>
    %26 = stablehlo.shift_right_logical %21, %c_15 : tensor<i64>
    %c_16 = stablehlo.constant dense<1> : tensor<i64>
    %27 = stablehlo.and %26, %c_16 : tensor<i64>
    %28 = stablehlo.multiply %24, %25 : tensor<i64>
    %29 = call @_where_2(%27, %28, %24) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %30 = stablehlo.multiply %25, %25 : tensor<i64>
    %c_17 = stablehlo.constant dense<1> : tensor<i64>
    %31 = stablehlo.shift_right_logical %26, %c_17 : tensor<i64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %32 = stablehlo.and %31, %c_18 : tensor<i64>
    %33 = stablehlo.multiply %29, %30 : tensor<i64>
    %34 = call @_where_2(%32, %33, %29) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %35 = stablehlo.slice %arg0 [0:1, 1:32, 0:64] : (tensor<1x33x64xcomplex<f64>>) -> tensor<1x31x64xcomplex<f64>>
    %36 = call @_flip_11(%35) : (tensor<1x31x64xcomplex<f64>>) -> tensor<1x31x64xcomplex<f64>>
    %37 = call @_roll_static_12(%36) : (tensor<1x31x64xcomplex<f64>>) -> tensor<1x31x64xcomplex<f64>>
    %38 = stablehlo.convert %34 : (tensor<i64>) -> tensor<complex<f64>>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<complex<f64>>) -> tensor<1x31x64xcomplex<f64>>
    %40 = stablehlo.multiply %39, %37 : tensor<1x31x64xcomplex<f64>>
    %c_19 = stablehlo.constant dense<33> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %42 = "stablehlo.scatter"(%2, %41, %40) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      stablehlo.return %arg3 : tensor<complex<f64>>
    }) : (tensor<1x64x64xcomplex<f64>>, tensor<1xi32>, tensor<1x31x64xcomplex<f64>>) -> tensor<1x64x64xcomplex<f64>>
    return %42 : tensor<1x64x64xcomplex<f64>>
  }
  func.func private @_flip_11(%arg0: tensor<1x31x64xcomplex<f64>>) -> tensor<1x31x64xcomplex<f64>> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<1x31x64xcomplex<f64>>
    return %0 : tensor<1x31x64xcomplex<f64>>
  }
  func.func private @_roll_static_12(%arg0: tensor<1x31x64xcomplex<f64>>) -> tensor<1x31x64xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:1, 0:31, 32:64] : (tensor<1x31x64xcomplex<f64>>) -> tensor<1x31x32xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:1, 0:31, 0:32] : (tensor<1x31x64xcomplex<f64>>) -> tensor<1x31x32xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<1x31x32xcomplex<f64>>, tensor<1x31x32xcomplex<f64>>) -> tensor<1x31x64xcomplex<f64>>
    return %2 : tensor<1x31x64xcomplex<f64>>
  }
  func.func private @upsample_by_two_mwss_ext(%arg0: tensor<1x64x64xcomplex<f64>>) -> tensor<1x128x64xcomplex<f64>> {
    %cst = stablehlo.constant dense<(6.400000e+01,0.000000e+00)> : tensor<1xcomplex<f64>>
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<1x64x64xcomplex<f64>>) -> tensor<1x64x64xcomplex<f64>>
    %1 = call @fft_13(%0) : (tensor<1x64x64xcomplex<f64>>) -> tensor<1x64x64xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %2 = stablehlo.reduce(%cst init: %cst_0) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %3 = stablehlo.divide %cst_1, %2 : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<complex<f64>>) -> tensor<1x64x64xcomplex<f64>>
    %5 = stablehlo.multiply %1, %4 : tensor<1x64x64xcomplex<f64>>
    %6 = stablehlo.transpose %5, dims = [0, 2, 1] : (tensor<1x64x64xcomplex<f64>>) -> tensor<1x64x64xcomplex<f64>>
    %7 = call @_roll_static_14(%6) : (tensor<1x64x64xcomplex<f64>>) -> tensor<1x64x64xcomplex<f64>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<1x128x64xcomplex<f64>>
    %c = stablehlo.constant dense<32> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %10 = "stablehlo.scatter"(%8, %9, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      stablehlo.return %arg2 : tensor<complex<f64>>
    }) : (tensor<1x128x64xcomplex<f64>>, tensor<1xi32>, tensor<1x64x64xcomplex<f64>>) -> tensor<1x128x64xcomplex<f64>>
    %11 = stablehlo.real %10 : (tensor<1x128x64xcomplex<f64>>) -> tensor<1x128x64xf64>
    %12 = stablehlo.imag %10 : (tensor<1x128x64xcomplex<f64>>) -> tensor<1x128x64xf64>
    %13 = stablehlo.negate %12 : tensor<1x128x64xf64>
    %14 = stablehlo.complex %11, %13 : tensor<1x128x64xcomplex<f64>>
    %15 = call @_roll_static_15(%14) : (tensor<1x128x64xcomplex<f64>>) -> tensor<1x128x64xcomplex<f64>>
    %16 = stablehlo.transpose %15, dims = [0, 2, 1] : (tensor<1x128x64xcomplex<f64>>) -> tensor<1x64x128xcomplex<f64>>
    %17 = call @fft_16(%16) : (tensor<1x64x128xcomplex<f64>>) -> tensor<1x64x128xcomplex<f64>>
    %cst_3 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<1x64x128xcomplex<f64>>
    %19 = stablehlo.multiply %17, %18 : tensor<1x64x128xcomplex<f64>>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1] : (tensor<1x64x128xcomplex<f64>>) -> tensor<1x128x64xcomplex<f64>>
    %21 = stablehlo.real %20 : (tensor<1x128x64xcomplex<f64>>) -> tensor<1x128x64xf64>
    %22 = stablehlo.imag %20 : (tensor<1x128x64xcomplex<f64>>) -> tensor<1x128x64xf64>
    %23 = stablehlo.negate %22 : tensor<1x128x64xf64>
    %24 = stablehlo.complex %21, %23 : tensor<1x128x64xcomplex<f64>>
    return %24 : tensor<1x128x64xcomplex<f64>>
  }
  func.func private @fft_13(%arg0: tensor<1x64x64xcomplex<f64>>) -> tensor<1x64x64xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [64] : (tensor<1x64x64xcomplex<f64>>) -> tensor<1x64x64xcomplex<f64>>
    return %0 : tensor<1x64x64xcomplex<f64>>
  }
  func.func private @_roll_static_14(%arg0: tensor<1x64x64xcomplex<f64>>) -> tensor<1x64x64xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:1, 32:64, 0:64] : (tensor<1x64x64xcomplex<f64>>) -> tensor<1x32x64xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:1, 0:32, 0:64] : (tensor<1x64x64xcomplex<f64>>) -> tensor<1x32x64xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<1x32x64xcomplex<f64>>, tensor<1x32x64xcomplex<f64>>) -> tensor<1x64x64xcomplex<f64>>
    return %2 : tensor<1x64x64xcomplex<f64>>
  }
  func.func private @_roll_static_15(%arg0: tensor<1x128x64xcomplex<f64>>) -> tensor<1x128x64xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:1, 64:128, 0:64] : (tensor<1x128x64xcomplex<f64>>) -> tensor<1x64x64xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:1, 0:64, 0:64] : (tensor<1x128x64xcomplex<f64>>) -> tensor<1x64x64xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<1x64x64xcomplex<f64>>, tensor<1x64x64xcomplex<f64>>) -> tensor<1x128x64xcomplex<f64>>
    return %2 : tensor<1x128x64xcomplex<f64>>
  }
  func.func private @fft_16(%arg0: tensor<1x64x128xcomplex<f64>>) -> tensor<1x64x128xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [128] : (tensor<1x64x128xcomplex<f64>>) -> tensor<1x64x128xcomplex<f64>>
    return %0 : tensor<1x64x128xcomplex<f64>>
  }
  func.func private @unextend_17(%arg0: tensor<1x128x64xcomplex<f64>>) -> tensor<1x65x64xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:1, 0:65, 0:64] : (tensor<1x128x64xcomplex<f64>>) -> tensor<1x65x64xcomplex<f64>>
    return %0 : tensor<1x65x64xcomplex<f64>>
  }
  func.func private @quad_weights_transform() -> tensor<65xf64> {
    %0 = call @quad_weights_mwss_theta_only() : () -> tensor<65xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<65xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<65xf64>
    %cst_0 = stablehlo.constant dense<3.1415926535897931> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<65xf64>
    %4 = stablehlo.multiply %2, %3 : tensor<65xf64>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<65xf64>
    %6 = stablehlo.divide %4, %5 : tensor<65xf64>
    return %6 : tensor<65xf64>
  }
  func.func private @quad_weights_mwss_theta_only() -> tensor<65xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %1 = stablehlo.iota dim = 0 : tensor<127xi64>
    %c = stablehlo.constant dense<-63> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<127xi64>
    %3 = stablehlo.add %2, %1 : tensor<127xi64>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<127xi64>
    %5 = stablehlo.compare EQ, %3, %4, SIGNED : (tensor<127xi64>, tensor<127xi64>) -> tensor<127xi1>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<127xi64>
    %7 = stablehlo.compare EQ, %3, %6, SIGNED : (tensor<127xi64>, tensor<127xi64>) -> tensor<127xi1>
    %8 = stablehlo.or %5, %7 : tensor<127xi1>
    %9 = stablehlo.convert %8 : (tensor<127xi1>) -> tensor<127xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<127xi32>
    %11 = stablehlo.compare EQ, %9, %10, SIGNED : (tensor<127xi32>, tensor<127xi32>) -> tensor<127xi1>
    %12 = stablehlo.select %11, %3, %3 : tensor<127xi1>, tensor<127xi64>
    %c_3 = stablehlo.constant dense<2> : tensor<i64>
    %13 = call @remainder(%12, %c_3) : (tensor<127xi64>, tensor<i64>) -> tensor<127xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<127xi64>
    %15 = stablehlo.compare EQ, %13, %14, SIGNED : (tensor<127xi64>, tensor<127xi64>) -> tensor<127xi1>
    %16 = stablehlo.convert %15 : (tensor<127xi1>) -> tensor<127xi32>
    %cst_5 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<127xcomplex<f64>>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<127xi32>
    %19 = stablehlo.compare EQ, %16, %18, SIGNED : (tensor<127xi32>, tensor<127xi32>) -> tensor<127xi1>
    %20 = stablehlo.select %19, %12, %12 : tensor<127xi1>, tensor<127xi64>
    %21 = stablehlo.multiply %20, %20 : tensor<127xi64>
    %c_7 = stablehlo.constant dense<1> : tensor<i64>
    %22 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<127xi64>
    %23 = stablehlo.subtract %22, %21 : tensor<127xi64>
    %24 = stablehlo.convert %23 : (tensor<127xi64>) -> tensor<127xf64>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<127xf64>
    %26 = stablehlo.divide %25, %24 : tensor<127xf64>
    %27 = stablehlo.convert %26 : (tensor<127xf64>) -> tensor<127xcomplex<f64>>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f64>>) -> tensor<127xcomplex<f64>>
    %29 = stablehlo.add %27, %28 : tensor<127xcomplex<f64>>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<127xi32>
    %31 = stablehlo.compare LT, %16, %30, SIGNED : (tensor<127xi32>, tensor<127xi32>) -> tensor<127xi1>
    %32 = stablehlo.select %31, %17, %29 : tensor<127xi1>, tensor<127xcomplex<f64>>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<127xi32>
    %34 = stablehlo.compare EQ, %9, %33, SIGNED : (tensor<127xi32>, tensor<127xi32>) -> tensor<127xi1>
    %35 = stablehlo.select %34, %3, %3 : tensor<127xi1>, tensor<127xi64>
    %c_12 = stablehlo.constant dense<1> : tensor<i64>
    %36 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i64>) -> tensor<127xi64>
    %37 = stablehlo.compare EQ, %35, %36, SIGNED : (tensor<127xi64>, tensor<127xi64>) -> tensor<127xi1>
    %38 = stablehlo.convert %37 : (tensor<127xi1>) -> tensor<127xi32>
    %cst_13 = stablehlo.constant dense<(0.000000e+00,-1.5707963267948966)> : tensor<complex<f64>>
    %39 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<complex<f64>>) -> tensor<127xcomplex<f64>>
    %cst_14 = stablehlo.constant dense<(0.000000e+00,1.5707963267948966)> : tensor<complex<f64>>
    %40 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<complex<f64>>) -> tensor<127xcomplex<f64>>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<127xi32>
    %42 = stablehlo.compare LT, %38, %41, SIGNED : (tensor<127xi32>, tensor<127xi32>) -> tensor<127xi1>
    %43 = stablehlo.select %42, %39, %40 : tensor<127xi1>, tensor<127xcomplex<f64>>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<127xi32>
    %45 = stablehlo.compare LT, %9, %44, SIGNED : (tensor<127xi32>, tensor<127xi32>) -> tensor<127xi1>
    %46 = stablehlo.select %45, %32, %43 : tensor<127xi1>, tensor<127xcomplex<f64>>
    %47 = stablehlo.convert %0 : (tensor<1xf64>) -> tensor<1xcomplex<f64>>
    %48 = stablehlo.concatenate %47, %46, dim = 0 : (tensor<1xcomplex<f64>>, tensor<127xcomplex<f64>>) -> tensor<128xcomplex<f64>>
    %49 = call @_roll_static_19(%48) : (tensor<128xcomplex<f64>>) -> tensor<128xcomplex<f64>>
    %50 = call @fft_20(%49) : (tensor<128xcomplex<f64>>) -> tensor<128xcomplex<f64>>
    %cst_17 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %51 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<complex<f64>>) -> tensor<128xcomplex<f64>>
    %52 = stablehlo.multiply %50, %51 : tensor<128xcomplex<f64>>
    %53 = stablehlo.real %52 : (tensor<128xcomplex<f64>>) -> tensor<128xf64>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<128xf64>
    %55 = stablehlo.divide %53, %54 : tensor<128xf64>
    %56 = stablehlo.slice %55 [0:65] : (tensor<128xf64>) -> tensor<65xf64>
    %57 = stablehlo.slice %55 [65:128] : (tensor<128xf64>) -> tensor<63xf64>
    %58 = stablehlo.reverse %57, dims = [0] : tensor<63xf64>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %60 = "stablehlo.scatter"(%56, %59, %58) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %61 = stablehlo.add %arg0, %arg1 : tensor<f64>
      stablehlo.return %61 : tensor<f64>
    }) : (tensor<65xf64>, tensor<1xi32>, tensor<63xf64>) -> tensor<65xf64>
    return %60 : tensor<65xf64>
  }
  func.func private @remainder(%arg0: tensor<127xi64>, %arg1: tensor<i64>) -> tensor<127xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where_18(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<127xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<127xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<127xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<127xi64>, tensor<127xi64>) -> tensor<127xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<127xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<127xi64>, tensor<127xi64>) -> tensor<127xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<127xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<127xi1>, tensor<127xi1>) -> tensor<127xi1>
    %12 = stablehlo.and %11, %6 : tensor<127xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<127xi64>
    %14 = stablehlo.add %4, %13 : tensor<127xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<127xi1>, tensor<127xi64>
    return %15 : tensor<127xi64>
  }
  func.func private @_where_18(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @_roll_static_19(%arg0: tensor<128xcomplex<f64>>) -> tensor<128xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [64:128] : (tensor<128xcomplex<f64>>) -> tensor<64xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:64] : (tensor<128xcomplex<f64>>) -> tensor<64xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<64xcomplex<f64>>, tensor<64xcomplex<f64>>) -> tensor<128xcomplex<f64>>
    return %2 : tensor<128xcomplex<f64>>
  }
  func.func private @fft_20(%arg0: tensor<128xcomplex<f64>>) -> tensor<128xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [128] : (tensor<128xcomplex<f64>>) -> tensor<128xcomplex<f64>>
    return %0 : tensor<128xcomplex<f64>>
  }
  func.func private @fft_21(%arg0: tensor<65x64xcomplex<f64>>) -> tensor<65x64xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [64] : (tensor<65x64xcomplex<f64>>) -> tensor<65x64xcomplex<f64>>
    return %0 : tensor<65x64xcomplex<f64>>
  }
  func.func private @_roll_static_22(%arg0: tensor<65x64xcomplex<f64>>) -> tensor<65x64xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:65, 32:64] : (tensor<65x64xcomplex<f64>>) -> tensor<65x32xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:65, 0:32] : (tensor<65x64xcomplex<f64>>) -> tensor<65x32xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<65x32xcomplex<f64>>, tensor<65x32xcomplex<f64>>) -> tensor<65x64xcomplex<f64>>
    return %2 : tensor<65x64xcomplex<f64>>
  }
  func.func private @forward_latitudinal_step_jax(%arg0: tensor<65xf64>, %arg1: tensor<65x64xcomplex<f64>>, %arg2: tensor<i64>) -> tensor<32x63xcomplex<f64>> {
    %c = stablehlo.constant dense<> : tensor<0xi32>
    %c_0 = stablehlo.constant dense<> : tensor<0xi32>
    %0 = stablehlo.slice %arg1 [1:64, 0:64] : (tensor<65x64xcomplex<f64>>) -> tensor<63x64xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [1:64] : (tensor<65xf64>) -> tensor<63xf64>
    %2 = stablehlo.negate %arg2 : tensor<i64>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<32x63xcomplex<f64>>
    %4 = stablehlo.iota dim = 0 : tensor<32xi64>
    %5 = stablehlo.cosine %1 : tensor<63xf64>
    %6 = stablehlo.sine %1 : tensor<63xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<63xf64>
    %8 = stablehlo.subtract %7, %5 : tensor<63xf64>
    %9 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %10 = stablehlo.add %4, %9 : tensor<32xi64>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %12 = stablehlo.add %10, %11 : tensor<32xi64>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %14 = stablehlo.subtract %4, %13 : tensor<32xi64>
    %c_3 = stablehlo.constant dense<1> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %16 = stablehlo.add %14, %15 : tensor<32xi64>
    %17 = stablehlo.negate %2 : tensor<i64>
    %18:5 = call @generate_precomputes_jax(%17, %1) : (tensor<i64>, tensor<63xf64>) -> (tensor<2x63x32xf64>, tensor<63x32xf64>, tensor<33x32xf64>, tensor<33x32xf64>, tensor<63x32xi64>)
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x63x32xf64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %20 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %21 = stablehlo.add %4, %20 : tensor<32xi64>
    %22 = stablehlo.convert %8 : tensor<63xf64>
    %23 = stablehlo.convert %21 : (tensor<32xi64>) -> tensor<32xf64>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63xf64>, tensor<32xf64>) -> tensor<63x32xf64>
    %c_6 = stablehlo.constant dense<-30> : tensor<i64>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %26 = stablehlo.add %25, %4 : tensor<32xi64>
    %27 = stablehlo.convert %5 : tensor<63xf64>
    %28 = stablehlo.convert %26 : (tensor<32xi64>) -> tensor<32xf64>
    %29 = stablehlo.dot_general %27, %28, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63xf64>, tensor<32xf64>) -> tensor<63x32xf64>
    %30 = stablehlo.add %24, %29 : tensor<63x32xf64>
    %31 = stablehlo.convert %12 : (tensor<32xi64>) -> tensor<32xf64>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<32xf64>) -> tensor<1x32xf64>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x32xf64>) -> tensor<63x32xf64>
    %34 = stablehlo.subtract %30, %33 : tensor<63x32xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<63xf64>
    %36 = stablehlo.divide %35, %6 : tensor<63xf64>
    %37 = stablehlo.dot_general %34, %36, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x32xf64>, tensor<63xf64>) -> tensor<63x32xf64>
    %38 = stablehlo.slice %18#2 [0:1, 31:32] : (tensor<33x32xf64>) -> tensor<1x1xf64>
    %39 = stablehlo.reshape %38 : (tensor<1x1xf64>) -> tensor<1xf64>
    %40 = stablehlo.slice %19 [0:1, 0:63, 31:32] : (tensor<2x63x32xf64>) -> tensor<1x63x1xf64>
    %41 = stablehlo.reshape %40 : (tensor<1x63x1xf64>) -> tensor<63x1xf64>
    %42 = stablehlo.slice %37 [0:63, 31:32] : (tensor<63x32xf64>) -> tensor<63x1xf64>
    %43 = stablehlo.multiply %41, %42 : tensor<63x1xf64>
    %44 = stablehlo.dot_general %43, %39, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x1xf64>, tensor<1xf64>) -> tensor<1x63xf64>
    %45 = stablehlo.transpose %44, dims = [1, 0] : (tensor<1x63xf64>) -> tensor<63x1xf64>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_9 = stablehlo.constant dense<31> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %48 = stablehlo.concatenate %46, %47, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %49 = "stablehlo.scatter"(%19, %48, %45) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 2]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x63x32xf64>, tensor<2xi32>, tensor<63x1xf64>) -> tensor<2x63x32xf64>
    %50 = stablehlo.slice %49 [0:1, 0:63, 31:32] : (tensor<2x63x32xf64>) -> tensor<1x63x1xf64>
    %51 = stablehlo.reshape %50 : (tensor<1x63x1xf64>) -> tensor<63x1xf64>
    %52 = stablehlo.slice %18#1 [0:1, 31:32] : (tensor<63x32xf64>) -> tensor<1x1xf64>
    %53 = stablehlo.reshape %52 : (tensor<1x1xf64>) -> tensor<1xf64>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<1xf64>) -> tensor<1x1xf64>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<63x1xf64>
    %56 = stablehlo.multiply %51, %55 : tensor<63x1xf64>
    %57 = stablehlo.slice %18#0 [0:1, 0:63, 31:32] : (tensor<2x63x32xf64>) -> tensor<1x63x1xf64>
    %58 = stablehlo.reshape %57 : (tensor<1x63x1xf64>) -> tensor<63x1xf64>
    %59 = stablehlo.exponential %58 : tensor<63x1xf64>
    %60 = stablehlo.multiply %56, %59 : tensor<63x1xf64>
    %61 = stablehlo.slice %0 [0:63, 1:2] : (tensor<63x64xcomplex<f64>>) -> tensor<63x1xcomplex<f64>>
    %62 = stablehlo.reshape %61 : (tensor<63x1xcomplex<f64>>) -> tensor<63xcomplex<f64>>
    %63 = stablehlo.convert %60 : (tensor<63x1xf64>) -> tensor<63x1xcomplex<f64>>
    %64 = stablehlo.convert %62 : tensor<63xcomplex<f64>>
    %65 = stablehlo.dot_general %63, %64, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x1xcomplex<f64>>, tensor<63xcomplex<f64>>) -> tensor<63x1xcomplex<f64>>
    %66 = call @nansum(%65) : (tensor<63x1xcomplex<f64>>) -> tensor<1xcomplex<f64>>
    %c_10 = stablehlo.constant dense<31> : tensor<i32>
    %67 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %69 = stablehlo.concatenate %67, %68, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %70 = "stablehlo.scatter"(%3, %69, %66) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f64>>, %arg4: tensor<complex<f64>>):
      stablehlo.return %arg4 : tensor<complex<f64>>
    }) : (tensor<32x63xcomplex<f64>>, tensor<2xi32>, tensor<1xcomplex<f64>>) -> tensor<32x63xcomplex<f64>>
    %71 = stablehlo.slice %49 [1:2, 0:63, 30:32] : (tensor<2x63x32xf64>) -> tensor<1x63x2xf64>
    %72 = stablehlo.reshape %71 : (tensor<1x63x2xf64>) -> tensor<63x2xf64>
    %73 = stablehlo.slice %18#1 [1:2, 30:32] : (tensor<63x32xf64>) -> tensor<1x2xf64>
    %74 = stablehlo.reshape %73 : (tensor<1x2xf64>) -> tensor<2xf64>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x2xf64>) -> tensor<63x2xf64>
    %77 = stablehlo.multiply %72, %76 : tensor<63x2xf64>
    %78 = stablehlo.slice %18#0 [0:1, 0:63, 30:32] : (tensor<2x63x32xf64>) -> tensor<1x63x2xf64>
    %79 = stablehlo.reshape %78 : (tensor<1x63x2xf64>) -> tensor<63x2xf64>
    %80 = stablehlo.exponential %79 : tensor<63x2xf64>
    %81 = stablehlo.multiply %77, %80 : tensor<63x2xf64>
    %82 = stablehlo.slice %0 [0:63, 2:3] : (tensor<63x64xcomplex<f64>>) -> tensor<63x1xcomplex<f64>>
    %83 = stablehlo.reshape %82 : (tensor<63x1xcomplex<f64>>) -> tensor<63xcomplex<f64>>
    %84 = stablehlo.convert %81 : (tensor<63x2xf64>) -> tensor<63x2xcomplex<f64>>
    %85 = stablehlo.convert %83 : tensor<63xcomplex<f64>>
    %86 = stablehlo.dot_general %84, %85, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x2xcomplex<f64>>, tensor<63xcomplex<f64>>) -> tensor<63x2xcomplex<f64>>
    %87 = call @nansum_38(%86) : (tensor<63x2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %c_12 = stablehlo.constant dense<30> : tensor<i32>
    %88 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %90 = stablehlo.concatenate %88, %89, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %91 = "stablehlo.scatter"(%70, %90, %87) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f64>>, %arg4: tensor<complex<f64>>):
      stablehlo.return %arg4 : tensor<complex<f64>>
    }) : (tensor<32x63xcomplex<f64>>, tensor<2xi32>, tensor<2xcomplex<f64>>) -> tensor<32x63xcomplex<f64>>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %92 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<63x32xf64>
    %c_15 = stablehlo.constant dense<2> : tensor<i64>
    %c_16 = stablehlo.constant dense<0> : tensor<i64>
    %93:16 = stablehlo.while(%iterArg = %18#2, %iterArg_74 = %18#3, %iterArg_75 = %18#1, %iterArg_76 = %18#4, %iterArg_77 = %4, %iterArg_78 = %8, %iterArg_79 = %5, %iterArg_80 = %12, %iterArg_81 = %6, %iterArg_82 = %0, %iterArg_83 = %c_16, %iterArg_84 = %c_15, %iterArg_85 = %91, %iterArg_86 = %92, %iterArg_87 = %49, %iterArg_88 = %18#0) : tensor<33x32xf64>, tensor<33x32xf64>, tensor<63x32xf64>, tensor<63x32xi64>, tensor<32xi64>, tensor<63xf64>, tensor<63xf64>, tensor<32xi64>, tensor<63xf64>, tensor<63x64xcomplex<f64>>, tensor<i64>, tensor<i64>, tensor<32x63xcomplex<f64>>, tensor<63x32xf64>, tensor<2x63x32xf64>, tensor<2x63x32xf64>
    cond {
      %c_89 = stablehlo.constant dense<29> : tensor<i64>
      %269 = stablehlo.compare LT, %iterArg_83, %c_89, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %269 : tensor<i1>
    } do {
      %269:5 = func.call @closed_call_40(%iterArg, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %iterArg_88) : (tensor<33x32xf64>, tensor<33x32xf64>, tensor<63x32xf64>, tensor<63x32xi64>, tensor<32xi64>, tensor<63xf64>, tensor<63xf64>, tensor<32xi64>, tensor<63xf64>, tensor<63x64xcomplex<f64>>, tensor<i64>, tensor<32x63xcomplex<f64>>, tensor<63x32xf64>, tensor<2x63x32xf64>, tensor<2x63x32xf64>) -> (tensor<i64>, tensor<32x63xcomplex<f64>>, tensor<63x32xf64>, tensor<2x63x32xf64>, tensor<2x63x32xf64>)
      %c_89 = stablehlo.constant dense<1> : tensor<i64>
      %270 = stablehlo.add %iterArg_83, %c_89 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %270, %269#0, %269#1, %269#2, %269#3, %269#4 : tensor<33x32xf64>, tensor<33x32xf64>, tensor<63x32xf64>, tensor<63x32xi64>, tensor<32xi64>, tensor<63xf64>, tensor<63xf64>, tensor<32xi64>, tensor<63xf64>, tensor<63x64xcomplex<f64>>, tensor<i64>, tensor<i64>, tensor<32x63xcomplex<f64>>, tensor<63x32xf64>, tensor<2x63x32xf64>, tensor<2x63x32xf64>
    }
    %94 = "stablehlo.scatter"(%91, %c, %93#12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f64>>, %arg4: tensor<complex<f64>>):
      stablehlo.return %arg4 : tensor<complex<f64>>
    }) : (tensor<32x63xcomplex<f64>>, tensor<0xi32>, tensor<32x63xcomplex<f64>>) -> tensor<32x63xcomplex<f64>>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %95 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<2x63x32xf64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %96 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %97 = stablehlo.add %4, %96 : tensor<32xi64>
    %98 = stablehlo.convert %8 : tensor<63xf64>
    %99 = stablehlo.convert %97 : (tensor<32xi64>) -> tensor<32xf64>
    %100 = stablehlo.dot_general %98, %99, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63xf64>, tensor<32xf64>) -> tensor<63x32xf64>
    %c_19 = stablehlo.constant dense<-30> : tensor<i64>
    %101 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %102 = stablehlo.add %101, %4 : tensor<32xi64>
    %103 = stablehlo.convert %5 : tensor<63xf64>
    %104 = stablehlo.convert %102 : (tensor<32xi64>) -> tensor<32xf64>
    %105 = stablehlo.dot_general %103, %104, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63xf64>, tensor<32xf64>) -> tensor<63x32xf64>
    %106 = stablehlo.add %100, %105 : tensor<63x32xf64>
    %107 = stablehlo.convert %16 : (tensor<32xi64>) -> tensor<32xf64>
    %108 = stablehlo.broadcast_in_dim %107, dims = [1] : (tensor<32xf64>) -> tensor<1x32xf64>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<1x32xf64>) -> tensor<63x32xf64>
    %110 = stablehlo.subtract %106, %109 : tensor<63x32xf64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %111 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<63xf64>
    %112 = stablehlo.divide %111, %6 : tensor<63xf64>
    %113 = stablehlo.dot_general %110, %112, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x32xf64>, tensor<63xf64>) -> tensor<63x32xf64>
    %114 = stablehlo.slice %18#2 [0:1, 31:32] : (tensor<33x32xf64>) -> tensor<1x1xf64>
    %115 = stablehlo.reshape %114 : (tensor<1x1xf64>) -> tensor<1xf64>
    %116 = stablehlo.slice %95 [0:1, 0:63, 31:32] : (tensor<2x63x32xf64>) -> tensor<1x63x1xf64>
    %117 = stablehlo.reshape %116 : (tensor<1x63x1xf64>) -> tensor<63x1xf64>
    %118 = stablehlo.slice %113 [0:63, 31:32] : (tensor<63x32xf64>) -> tensor<63x1xf64>
    %119 = stablehlo.multiply %117, %118 : tensor<63x1xf64>
    %120 = stablehlo.dot_general %119, %115, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x1xf64>, tensor<1xf64>) -> tensor<1x63xf64>
    %121 = stablehlo.transpose %120, dims = [1, 0] : (tensor<1x63xf64>) -> tensor<63x1xf64>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %122 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_22 = stablehlo.constant dense<31> : tensor<i32>
    %123 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %124 = stablehlo.concatenate %122, %123, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %125 = "stablehlo.scatter"(%95, %124, %121) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 2]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x63x32xf64>, tensor<2xi32>, tensor<63x1xf64>) -> tensor<2x63x32xf64>
    %126 = stablehlo.slice %125 [0:1, 0:63, 31:32] : (tensor<2x63x32xf64>) -> tensor<1x63x1xf64>
    %127 = stablehlo.reshape %126 : (tensor<1x63x1xf64>) -> tensor<63x1xf64>
    %128 = stablehlo.slice %18#1 [62:63, 31:32] : (tensor<63x32xf64>) -> tensor<1x1xf64>
    %129 = stablehlo.reshape %128 : (tensor<1x1xf64>) -> tensor<1xf64>
    %130 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<1xf64>) -> tensor<1x1xf64>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<63x1xf64>
    %132 = stablehlo.multiply %127, %131 : tensor<63x1xf64>
    %133 = stablehlo.slice %18#0 [1:2, 0:63, 31:32] : (tensor<2x63x32xf64>) -> tensor<1x63x1xf64>
    %134 = stablehlo.reshape %133 : (tensor<1x63x1xf64>) -> tensor<63x1xf64>
    %135 = stablehlo.exponential %134 : tensor<63x1xf64>
    %136 = stablehlo.multiply %132, %135 : tensor<63x1xf64>
    %137 = stablehlo.slice %0 [0:63, 63:64] : (tensor<63x64xcomplex<f64>>) -> tensor<63x1xcomplex<f64>>
    %138 = stablehlo.reshape %137 : (tensor<63x1xcomplex<f64>>) -> tensor<63xcomplex<f64>>
    %139 = stablehlo.convert %136 : (tensor<63x1xf64>) -> tensor<63x1xcomplex<f64>>
    %140 = stablehlo.convert %138 : tensor<63xcomplex<f64>>
    %141 = stablehlo.dot_general %139, %140, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x1xcomplex<f64>>, tensor<63xcomplex<f64>>) -> tensor<63x1xcomplex<f64>>
    %142 = call @nansum(%141) : (tensor<63x1xcomplex<f64>>) -> tensor<1xcomplex<f64>>
    %c_23 = stablehlo.constant dense<31> : tensor<i32>
    %143 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_24 = stablehlo.constant dense<62> : tensor<i32>
    %144 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %145 = stablehlo.concatenate %143, %144, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %146 = "stablehlo.scatter"(%94, %145, %142) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f64>>, %arg4: tensor<complex<f64>>):
      stablehlo.return %arg4 : tensor<complex<f64>>
    }) : (tensor<32x63xcomplex<f64>>, tensor<2xi32>, tensor<1xcomplex<f64>>) -> tensor<32x63xcomplex<f64>>
    %147 = stablehlo.slice %125 [1:2, 0:63, 30:32] : (tensor<2x63x32xf64>) -> tensor<1x63x2xf64>
    %148 = stablehlo.reshape %147 : (tensor<1x63x2xf64>) -> tensor<63x2xf64>
    %149 = stablehlo.slice %18#1 [61:62, 30:32] : (tensor<63x32xf64>) -> tensor<1x2xf64>
    %150 = stablehlo.reshape %149 : (tensor<1x2xf64>) -> tensor<2xf64>
    %151 = stablehlo.broadcast_in_dim %150, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<1x2xf64>) -> tensor<63x2xf64>
    %153 = stablehlo.multiply %148, %152 : tensor<63x2xf64>
    %154 = stablehlo.slice %18#0 [1:2, 0:63, 30:32] : (tensor<2x63x32xf64>) -> tensor<1x63x2xf64>
    %155 = stablehlo.reshape %154 : (tensor<1x63x2xf64>) -> tensor<63x2xf64>
    %156 = stablehlo.exponential %155 : tensor<63x2xf64>
    %157 = stablehlo.multiply %153, %156 : tensor<63x2xf64>
    %158 = stablehlo.slice %0 [0:63, 62:63] : (tensor<63x64xcomplex<f64>>) -> tensor<63x1xcomplex<f64>>
    %159 = stablehlo.reshape %158 : (tensor<63x1xcomplex<f64>>) -> tensor<63xcomplex<f64>>
    %160 = stablehlo.convert %157 : (tensor<63x2xf64>) -> tensor<63x2xcomplex<f64>>
    %161 = stablehlo.convert %159 : tensor<63xcomplex<f64>>
    %162 = stablehlo.dot_general %160, %161, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x2xcomplex<f64>>, tensor<63xcomplex<f64>>) -> tensor<63x2xcomplex<f64>>
    %163 = call @nansum_38(%162) : (tensor<63x2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %c_25 = stablehlo.constant dense<30> : tensor<i32>
    %164 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_26 = stablehlo.constant dense<61> : tensor<i32>
    %165 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %166 = stablehlo.concatenate %164, %165, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %167 = "stablehlo.scatter"(%146, %166, %163) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f64>>, %arg4: tensor<complex<f64>>):
      stablehlo.return %arg4 : tensor<complex<f64>>
    }) : (tensor<32x63xcomplex<f64>>, tensor<2xi32>, tensor<2xcomplex<f64>>) -> tensor<32x63xcomplex<f64>>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %168 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<63x32xf64>
    %c_28 = stablehlo.constant dense<2> : tensor<i64>
    %c_29 = stablehlo.constant dense<0> : tensor<i64>
    %169:16 = stablehlo.while(%iterArg = %18#2, %iterArg_74 = %18#3, %iterArg_75 = %18#1, %iterArg_76 = %18#4, %iterArg_77 = %4, %iterArg_78 = %8, %iterArg_79 = %5, %iterArg_80 = %16, %iterArg_81 = %6, %iterArg_82 = %0, %iterArg_83 = %c_29, %iterArg_84 = %c_28, %iterArg_85 = %167, %iterArg_86 = %168, %iterArg_87 = %125, %iterArg_88 = %18#0) : tensor<33x32xf64>, tensor<33x32xf64>, tensor<63x32xf64>, tensor<63x32xi64>, tensor<32xi64>, tensor<63xf64>, tensor<63xf64>, tensor<32xi64>, tensor<63xf64>, tensor<63x64xcomplex<f64>>, tensor<i64>, tensor<i64>, tensor<32x63xcomplex<f64>>, tensor<63x32xf64>, tensor<2x63x32xf64>, tensor<2x63x32xf64>
    cond {
      %c_89 = stablehlo.constant dense<30> : tensor<i64>
      %269 = stablehlo.compare LT, %iterArg_83, %c_89, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %269 : tensor<i1>
    } do {
      %269:5 = func.call @closed_call_45(%iterArg, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %iterArg_88) : (tensor<33x32xf64>, tensor<33x32xf64>, tensor<63x32xf64>, tensor<63x32xi64>, tensor<32xi64>, tensor<63xf64>, tensor<63xf64>, tensor<32xi64>, tensor<63xf64>, tensor<63x64xcomplex<f64>>, tensor<i64>, tensor<32x63xcomplex<f64>>, tensor<63x32xf64>, tensor<2x63x32xf64>, tensor<2x63x32xf64>) -> (tensor<i64>, tensor<32x63xcomplex<f64>>, tensor<63x32xf64>, tensor<2x63x32xf64>, tensor<2x63x32xf64>)
      %c_89 = stablehlo.constant dense<1> : tensor<i64>
      %270 = stablehlo.add %iterArg_83, %c_89 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %270, %269#0, %269#1, %269#2, %269#3, %269#4 : tensor<33x32xf64>, tensor<33x32xf64>, tensor<63x32xf64>, tensor<63x32xi64>, tensor<32xi64>, tensor<63xf64>, tensor<63xf64>, tensor<32xi64>, tensor<63xf64>, tensor<63x64xcomplex<f64>>, tensor<i64>, tensor<i64>, tensor<32x63xcomplex<f64>>, tensor<63x32xf64>, tensor<2x63x32xf64>, tensor<2x63x32xf64>
    }
    %170 = "stablehlo.scatter"(%167, %c_0, %169#12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f64>>, %arg4: tensor<complex<f64>>):
      stablehlo.return %arg4 : tensor<complex<f64>>
    }) : (tensor<32x63xcomplex<f64>>, tensor<0xi32>, tensor<32x63xcomplex<f64>>) -> tensor<32x63xcomplex<f64>>
    %c_30 = stablehlo.constant dense<31> : tensor<i64>
    %171 = stablehlo.add %c_30, %arg2 : tensor<i64>
    %172 = stablehlo.iota dim = 0 : tensor<32xi64>
    %173 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %174 = stablehlo.subtract %172, %173 : tensor<32xi64>
    %175 = stablehlo.abs %174 : tensor<32xi64>
    %c_31 = stablehlo.constant dense<-1> : tensor<i64>
    %c_32 = stablehlo.constant dense<0> : tensor<i64>
    %176 = stablehlo.compare EQ, %c_31, %c_32, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_33 = stablehlo.constant dense<0> : tensor<i64>
    %177 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %178 = stablehlo.compare NE, %175, %177, SIGNED : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %179 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<i1>) -> tensor<32xi1>
    %180 = stablehlo.and %179, %178 : tensor<32xi1>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %c_35 = stablehlo.constant dense<1> : tensor<i64>
    %181 = call @_where_29(%180, %c_34, %c_35) : (tensor<32xi1>, tensor<i64>, tensor<i64>) -> tensor<32xi64>
    %c_36 = stablehlo.constant dense<1> : tensor<i64>
    %182 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %183 = stablehlo.and %175, %182 : tensor<32xi64>
    %c_37 = stablehlo.constant dense<-1> : tensor<i64>
    %184 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %185 = stablehlo.multiply %181, %184 : tensor<32xi64>
    %186 = call @_where_30(%183, %185, %181) : (tensor<32xi64>, tensor<32xi64>, tensor<32xi64>) -> tensor<32xi64>
    %c_38 = stablehlo.constant dense<-1> : tensor<i64>
    %c_39 = stablehlo.constant dense<-1> : tensor<i64>
    %187 = stablehlo.multiply %c_38, %c_39 : tensor<i64>
    %c_40 = stablehlo.constant dense<1> : tensor<i64>
    %188 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %189 = stablehlo.shift_right_logical %175, %188 : tensor<32xi64>
    %c_41 = stablehlo.constant dense<1> : tensor<i64>
    %190 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %191 = stablehlo.and %189, %190 : tensor<32xi64>
    %192 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %193 = stablehlo.multiply %186, %192 : tensor<32xi64>
    %194 = call @_where_30(%191, %193, %186) : (tensor<32xi64>, tensor<32xi64>, tensor<32xi64>) -> tensor<32xi64>
    %195 = stablehlo.multiply %187, %187 : tensor<i64>
    %c_42 = stablehlo.constant dense<1> : tensor<i64>
    %196 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %197 = stablehlo.shift_right_logical %189, %196 : tensor<32xi64>
    %c_43 = stablehlo.constant dense<1> : tensor<i64>
    %198 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %199 = stablehlo.and %197, %198 : tensor<32xi64>
    %200 = stablehlo.broadcast_in_dim %195, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %201 = stablehlo.multiply %194, %200 : tensor<32xi64>
    %202 = call @_where_30(%199, %201, %194) : (tensor<32xi64>, tensor<32xi64>, tensor<32xi64>) -> tensor<32xi64>
    %203 = stablehlo.multiply %195, %195 : tensor<i64>
    %c_44 = stablehlo.constant dense<1> : tensor<i64>
    %204 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %205 = stablehlo.shift_right_logical %197, %204 : tensor<32xi64>
    %c_45 = stablehlo.constant dense<1> : tensor<i64>
    %206 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %207 = stablehlo.and %205, %206 : tensor<32xi64>
    %208 = stablehlo.broadcast_in_dim %203, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %209 = stablehlo.multiply %202, %208 : tensor<32xi64>
    %210 = call @_where_30(%207, %209, %202) : (tensor<32xi64>, tensor<32xi64>, tensor<32xi64>) -> tensor<32xi64>
    %211 = stablehlo.multiply %203, %203 : tensor<i64>
    %c_46 = stablehlo.constant dense<1> : tensor<i64>
    %212 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %213 = stablehlo.shift_right_logical %205, %212 : tensor<32xi64>
    %c_47 = stablehlo.constant dense<1> : tensor<i64>
    %214 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %215 = stablehlo.and %213, %214 : tensor<32xi64>
    %216 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %217 = stablehlo.multiply %210, %216 : tensor<32xi64>
    %218 = call @_where_30(%215, %217, %210) : (tensor<32xi64>, tensor<32xi64>, tensor<32xi64>) -> tensor<32xi64>
    %219 = stablehlo.multiply %211, %211 : tensor<i64>
    %c_48 = stablehlo.constant dense<1> : tensor<i64>
    %220 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %221 = stablehlo.shift_right_logical %213, %220 : tensor<32xi64>
    %c_49 = stablehlo.constant dense<1> : tensor<i64>
    %222 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %223 = stablehlo.and %221, %222 : tensor<32xi64>
    %224 = stablehlo.broadcast_in_dim %219, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %225 = stablehlo.multiply %218, %224 : tensor<32xi64>
    %226 = call @_where_30(%223, %225, %218) : (tensor<32xi64>, tensor<32xi64>, tensor<32xi64>) -> tensor<32xi64>
    %227 = stablehlo.multiply %219, %219 : tensor<i64>
    %c_50 = stablehlo.constant dense<1> : tensor<i64>
    %228 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %229 = stablehlo.shift_right_logical %221, %228 : tensor<32xi64>
    %c_51 = stablehlo.constant dense<31> : tensor<i64>
    %230 = stablehlo.add %c_51, %arg2 : tensor<i64>
    %c_52 = stablehlo.constant dense<1> : tensor<i64>
    %231 = stablehlo.add %230, %c_52 : tensor<i64>
    %232 = stablehlo.convert %231 : (tensor<i64>) -> tensor<i32>
    %c_53 = stablehlo.constant dense<-1> : tensor<i32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %233 = stablehlo.compare LT, %c_53, %c_54, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_55 = stablehlo.constant dense<-1> : tensor<i32>
    %c_56 = stablehlo.constant dense<65> : tensor<i32>
    %234 = stablehlo.add %c_55, %c_56 : tensor<i32>
    %c_57 = stablehlo.constant dense<-1> : tensor<i32>
    %235 = stablehlo.select %233, %234, %c_57 : tensor<i1>, tensor<i32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %236 = stablehlo.compare LT, %232, %c_58, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_59 = stablehlo.constant dense<64> : tensor<i32>
    %237 = stablehlo.add %232, %c_59 : tensor<i32>
    %238 = stablehlo.select %236, %237, %232 : tensor<i1>, tensor<i32>
    %239 = stablehlo.dynamic_slice %arg1, %235, %238, sizes = [1, 1] : (tensor<65x64xcomplex<f64>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f64>>
    %240 = stablehlo.reshape %239 : (tensor<1x1xcomplex<f64>>) -> tensor<complex<f64>>
    %241 = stablehlo.convert %226 : (tensor<32xi64>) -> tensor<32xcomplex<f64>>
    %242 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<complex<f64>>) -> tensor<32xcomplex<f64>>
    %243 = stablehlo.multiply %241, %242 : tensor<32xcomplex<f64>>
    %c_60 = stablehlo.constant dense<0> : tensor<i64>
    %244 = stablehlo.compare LT, %171, %c_60, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_61 = stablehlo.constant dense<63> : tensor<i64>
    %245 = stablehlo.add %171, %c_61 : tensor<i64>
    %246 = stablehlo.select %244, %245, %171 : tensor<i1>, tensor<i64>
    %247 = stablehlo.convert %246 : (tensor<i64>) -> tensor<i32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %249 = "stablehlo.scatter"(%170, %248, %243) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f64>>, %arg4: tensor<complex<f64>>):
      %269 = stablehlo.add %arg3, %arg4 : tensor<complex<f64>>
      stablehlo.return %269 : tensor<complex<f64>>
    }) : (tensor<32x63xcomplex<f64>>, tensor<1xi32>, tensor<32xcomplex<f64>>) -> tensor<32x63xcomplex<f64>>
    %c_62 = stablehlo.constant dense<31> : tensor<i64>
    %250 = stablehlo.subtract %c_62, %arg2 : tensor<i64>
    %c_63 = stablehlo.constant dense<31> : tensor<i64>
    %251 = stablehlo.subtract %c_63, %arg2 : tensor<i64>
    %c_64 = stablehlo.constant dense<1> : tensor<i64>
    %252 = stablehlo.add %251, %c_64 : tensor<i64>
    %253 = stablehlo.convert %252 : (tensor<i64>) -> tensor<i32>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %254 = stablehlo.compare LT, %c_65, %c_66, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %c_68 = stablehlo.constant dense<65> : tensor<i32>
    %255 = stablehlo.add %c_67, %c_68 : tensor<i32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %256 = stablehlo.select %254, %255, %c_69 : tensor<i1>, tensor<i32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %257 = stablehlo.compare LT, %253, %c_70, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_71 = stablehlo.constant dense<64> : tensor<i32>
    %258 = stablehlo.add %253, %c_71 : tensor<i32>
    %259 = stablehlo.select %257, %258, %253 : tensor<i1>, tensor<i32>
    %260 = stablehlo.dynamic_slice %arg1, %256, %259, sizes = [1, 1] : (tensor<65x64xcomplex<f64>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f64>>
    %261 = stablehlo.reshape %260 : (tensor<1x1xcomplex<f64>>) -> tensor<complex<f64>>
    %c_72 = stablehlo.constant dense<0> : tensor<i64>
    %262 = stablehlo.compare LT, %250, %c_72, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_73 = stablehlo.constant dense<63> : tensor<i64>
    %263 = stablehlo.add %250, %c_73 : tensor<i64>
    %264 = stablehlo.select %262, %263, %250 : tensor<i1>, tensor<i64>
    %265 = stablehlo.convert %264 : (tensor<i64>) -> tensor<i32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %267 = stablehlo.broadcast_in_dim %261, dims = [] : (tensor<complex<f64>>) -> tensor<32xcomplex<f64>>
    %268 = "stablehlo.scatter"(%249, %266, %267) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f64>>, %arg4: tensor<complex<f64>>):
      %269 = stablehlo.add %arg3, %arg4 : tensor<complex<f64>>
      stablehlo.return %269 : tensor<complex<f64>>
    }) : (tensor<32x63xcomplex<f64>>, tensor<1xi32>, tensor<32xcomplex<f64>>) -> tensor<32x63xcomplex<f64>>
    return %268 : tensor<32x63xcomplex<f64>>
  }
  func.func private @generate_precomputes_jax(%arg0: tensor<i64>, %arg1: tensor<63xf64>) -> (tensor<2x63x32xf64>, tensor<63x32xf64>, tensor<33x32xf64>, tensor<33x32xf64>, tensor<63x32xi64>) {
    %0 = stablehlo.negate %arg0 : tensor<i64>
    %1 = stablehlo.iota dim = 0 : tensor<32xi64>
    %2 = stablehlo.negate %arg1 : tensor<63xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<63xf64>
    %4 = stablehlo.divide %2, %3 : tensor<63xf64>
    %5 = stablehlo.tan %4 : tensor<63xf64>
    %6 = stablehlo.abs %5 : tensor<63xf64>
    %7 = stablehlo.log %6 : tensor<63xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<63xf64>
    %9 = stablehlo.divide %arg1, %8 : tensor<63xf64>
    %10 = stablehlo.cosine %9 : tensor<63xf64>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %12 = stablehlo.add %1, %11 : tensor<32xi64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %14 = stablehlo.add %12, %13 : tensor<32xi64>
    %15 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %16 = stablehlo.subtract %1, %15 : tensor<32xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %18 = stablehlo.add %16, %17 : tensor<32xi64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<33x32xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<33x32xf64>
    %c_4 = stablehlo.constant dense<2> : tensor<i64>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %22 = stablehlo.multiply %21, %1 : tensor<32xi64>
    %23 = stablehlo.convert %22 : (tensor<32xi64>) -> tensor<32xf64>
    %24 = stablehlo.sqrt %23 : tensor<32xf64>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %26 = stablehlo.divide %25, %24 : tensor<32xf64>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%19, %27, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %247 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %247 : tensor<f64>
    }) : (tensor<33x32xf64>, tensor<1xi32>, tensor<32xf64>) -> tensor<33x32xf64>
    %c_7 = stablehlo.constant dense<2> : tensor<i64>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %29:5 = stablehlo.while(%iterArg = %1, %iterArg_97 = %c_8, %iterArg_98 = %c_7, %iterArg_99 = %28, %iterArg_100 = %20) : tensor<32xi64>, tensor<i64>, tensor<i64>, tensor<33x32xf64>, tensor<33x32xf64>
    cond {
      %c_101 = stablehlo.constant dense<31> : tensor<i64>
      %247 = stablehlo.compare LT, %iterArg_97, %c_101, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %247 : tensor<i1>
    } do {
      %247:3 = func.call @closed_call(%iterArg, %iterArg_98, %iterArg_99, %iterArg_100) : (tensor<32xi64>, tensor<i64>, tensor<33x32xf64>, tensor<33x32xf64>) -> (tensor<i64>, tensor<33x32xf64>, tensor<33x32xf64>)
      %c_101 = stablehlo.constant dense<1> : tensor<i64>
      %248 = stablehlo.add %iterArg_97, %c_101 : tensor<i64>
      stablehlo.return %iterArg, %248, %247#0, %247#1, %247#2 : tensor<32xi64>, tensor<i64>, tensor<i64>, tensor<33x32xf64>, tensor<33x32xf64>
    }
    %c_9 = stablehlo.constant dense<0> : tensor<i64>
    %c_10 = stablehlo.constant dense<0> : tensor<i64>
    %30:4 = stablehlo.while(%iterArg = %c_10, %iterArg_97 = %c_9, %iterArg_98 = %29#3, %iterArg_99 = %29#4) : tensor<i64>, tensor<i64>, tensor<33x32xf64>, tensor<33x32xf64>
    cond {
      %c_100 = stablehlo.constant dense<32> : tensor<i64>
      %247 = stablehlo.compare LT, %iterArg, %c_100, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %247 : tensor<i1>
    } do {
      %247:3 = func.call @closed_call_23(%iterArg_97, %iterArg_98, %iterArg_99) : (tensor<i64>, tensor<33x32xf64>, tensor<33x32xf64>) -> (tensor<i64>, tensor<33x32xf64>, tensor<33x32xf64>)
      %c_100 = stablehlo.constant dense<1> : tensor<i64>
      %248 = stablehlo.add %iterArg, %c_100 : tensor<i64>
      stablehlo.return %248, %247#0, %247#1, %247#2 : tensor<i64>, tensor<i64>, tensor<33x32xf64>, tensor<33x32xf64>
    }
    %31 = stablehlo.iota dim = 0 : tensor<31xi64>
    %32 = stablehlo.abs %31 : tensor<31xi64>
    %c_11 = stablehlo.constant dense<-1> : tensor<i64>
    %c_12 = stablehlo.constant dense<0> : tensor<i64>
    %33 = stablehlo.compare EQ, %c_11, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<0> : tensor<i64>
    %34 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %35 = stablehlo.compare NE, %32, %34, SIGNED : (tensor<31xi64>, tensor<31xi64>) -> tensor<31xi1>
    %36 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<31xi1>
    %37 = stablehlo.and %36, %35 : tensor<31xi1>
    %c_14 = stablehlo.constant dense<0> : tensor<i64>
    %c_15 = stablehlo.constant dense<1> : tensor<i64>
    %38 = call @_where_26(%37, %c_14, %c_15) : (tensor<31xi1>, tensor<i64>, tensor<i64>) -> tensor<31xi64>
    %c_16 = stablehlo.constant dense<1> : tensor<i64>
    %39 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %40 = stablehlo.and %32, %39 : tensor<31xi64>
    %c_17 = stablehlo.constant dense<-1> : tensor<i64>
    %41 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %42 = stablehlo.multiply %38, %41 : tensor<31xi64>
    %43 = call @_where_27(%40, %42, %38) : (tensor<31xi64>, tensor<31xi64>, tensor<31xi64>) -> tensor<31xi64>
    %c_18 = stablehlo.constant dense<-1> : tensor<i64>
    %c_19 = stablehlo.constant dense<-1> : tensor<i64>
    %44 = stablehlo.multiply %c_18, %c_19 : tensor<i64>
    %c_20 = stablehlo.constant dense<1> : tensor<i64>
    %45 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %46 = stablehlo.shift_right_logical %32, %45 : tensor<31xi64>
    %c_21 = stablehlo.constant dense<1> : tensor<i64>
    %47 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %48 = stablehlo.and %46, %47 : tensor<31xi64>
    %49 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %50 = stablehlo.multiply %43, %49 : tensor<31xi64>
    %51 = call @_where_27(%48, %50, %43) : (tensor<31xi64>, tensor<31xi64>, tensor<31xi64>) -> tensor<31xi64>
    %52 = stablehlo.multiply %44, %44 : tensor<i64>
    %c_22 = stablehlo.constant dense<1> : tensor<i64>
    %53 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %54 = stablehlo.shift_right_logical %46, %53 : tensor<31xi64>
    %c_23 = stablehlo.constant dense<1> : tensor<i64>
    %55 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %56 = stablehlo.and %54, %55 : tensor<31xi64>
    %57 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %58 = stablehlo.multiply %51, %57 : tensor<31xi64>
    %59 = call @_where_27(%56, %58, %51) : (tensor<31xi64>, tensor<31xi64>, tensor<31xi64>) -> tensor<31xi64>
    %60 = stablehlo.multiply %52, %52 : tensor<i64>
    %c_24 = stablehlo.constant dense<1> : tensor<i64>
    %61 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %62 = stablehlo.shift_right_logical %54, %61 : tensor<31xi64>
    %c_25 = stablehlo.constant dense<1> : tensor<i64>
    %63 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %64 = stablehlo.and %62, %63 : tensor<31xi64>
    %65 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %66 = stablehlo.multiply %59, %65 : tensor<31xi64>
    %67 = call @_where_27(%64, %66, %59) : (tensor<31xi64>, tensor<31xi64>, tensor<31xi64>) -> tensor<31xi64>
    %68 = stablehlo.multiply %60, %60 : tensor<i64>
    %c_26 = stablehlo.constant dense<1> : tensor<i64>
    %69 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %70 = stablehlo.shift_right_logical %62, %69 : tensor<31xi64>
    %c_27 = stablehlo.constant dense<1> : tensor<i64>
    %71 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %72 = stablehlo.and %70, %71 : tensor<31xi64>
    %73 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %74 = stablehlo.multiply %67, %73 : tensor<31xi64>
    %75 = call @_where_27(%72, %74, %67) : (tensor<31xi64>, tensor<31xi64>, tensor<31xi64>) -> tensor<31xi64>
    %76 = stablehlo.multiply %68, %68 : tensor<i64>
    %c_28 = stablehlo.constant dense<1> : tensor<i64>
    %77 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %78 = stablehlo.shift_right_logical %70, %77 : tensor<31xi64>
    %c_29 = stablehlo.constant dense<1> : tensor<i64>
    %79 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %80 = stablehlo.and %78, %79 : tensor<31xi64>
    %81 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %82 = stablehlo.multiply %75, %81 : tensor<31xi64>
    %83 = call @_where_27(%80, %82, %75) : (tensor<31xi64>, tensor<31xi64>, tensor<31xi64>) -> tensor<31xi64>
    %84 = stablehlo.multiply %76, %76 : tensor<i64>
    %c_30 = stablehlo.constant dense<1> : tensor<i64>
    %85 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %86 = stablehlo.shift_right_logical %78, %85 : tensor<31xi64>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %87 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %88 = call @atleast_1d(%83) : (tensor<31xi64>) -> tensor<31xi64>
    %89 = call @atleast_1d_28(%87) : (tensor<32xf64>) -> tensor<32xf64>
    %90 = stablehlo.convert %88 : (tensor<31xi64>) -> tensor<31xf64>
    %91 = stablehlo.concatenate %90, %89, dim = 0 : (tensor<31xf64>, tensor<32xf64>) -> tensor<63xf64>
    %92 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %93 = stablehlo.add %92, %1 : tensor<32xi64>
    %94 = stablehlo.abs %93 : tensor<32xi64>
    %c_32 = stablehlo.constant dense<-1> : tensor<i64>
    %c_33 = stablehlo.constant dense<0> : tensor<i64>
    %95 = stablehlo.compare EQ, %c_32, %c_33, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %96 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %97 = stablehlo.compare NE, %94, %96, SIGNED : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %98 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i1>) -> tensor<32xi1>
    %99 = stablehlo.and %98, %97 : tensor<32xi1>
    %c_35 = stablehlo.constant dense<0> : tensor<i64>
    %c_36 = stablehlo.constant dense<1> : tensor<i64>
    %100 = call @_where_29(%99, %c_35, %c_36) : (tensor<32xi1>, tensor<i64>, tensor<i64>) -> tensor<32xi64>
    %c_37 = stablehlo.constant dense<1> : tensor<i64>
    %101 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %102 = stablehlo.and %94, %101 : tensor<32xi64>
    %c_38 = stablehlo.constant dense<-1> : tensor<i64>
    %103 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %104 = stablehlo.multiply %100, %103 : tensor<32xi64>
    %105 = call @_where_30(%102, %104, %100) : (tensor<32xi64>, tensor<32xi64>, tensor<32xi64>) -> tensor<32xi64>
    %c_39 = stablehlo.constant dense<-1> : tensor<i64>
    %c_40 = stablehlo.constant dense<-1> : tensor<i64>
    %106 = stablehlo.multiply %c_39, %c_40 : tensor<i64>
    %c_41 = stablehlo.constant dense<1> : tensor<i64>
    %107 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %108 = stablehlo.shift_right_logical %94, %107 : tensor<32xi64>
    %c_42 = stablehlo.constant dense<1> : tensor<i64>
    %109 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %110 = stablehlo.and %108, %109 : tensor<32xi64>
    %111 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %112 = stablehlo.multiply %105, %111 : tensor<32xi64>
    %113 = call @_where_30(%110, %112, %105) : (tensor<32xi64>, tensor<32xi64>, tensor<32xi64>) -> tensor<32xi64>
    %114 = stablehlo.multiply %106, %106 : tensor<i64>
    %c_43 = stablehlo.constant dense<1> : tensor<i64>
    %115 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %116 = stablehlo.shift_right_logical %108, %115 : tensor<32xi64>
    %c_44 = stablehlo.constant dense<1> : tensor<i64>
    %117 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %118 = stablehlo.and %116, %117 : tensor<32xi64>
    %119 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %120 = stablehlo.multiply %113, %119 : tensor<32xi64>
    %121 = call @_where_30(%118, %120, %113) : (tensor<32xi64>, tensor<32xi64>, tensor<32xi64>) -> tensor<32xi64>
    %122 = stablehlo.multiply %114, %114 : tensor<i64>
    %c_45 = stablehlo.constant dense<1> : tensor<i64>
    %123 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %124 = stablehlo.shift_right_logical %116, %123 : tensor<32xi64>
    %c_46 = stablehlo.constant dense<1> : tensor<i64>
    %125 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %126 = stablehlo.and %124, %125 : tensor<32xi64>
    %127 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %128 = stablehlo.multiply %121, %127 : tensor<32xi64>
    %129 = call @_where_30(%126, %128, %121) : (tensor<32xi64>, tensor<32xi64>, tensor<32xi64>) -> tensor<32xi64>
    %130 = stablehlo.multiply %122, %122 : tensor<i64>
    %c_47 = stablehlo.constant dense<1> : tensor<i64>
    %131 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %132 = stablehlo.shift_right_logical %124, %131 : tensor<32xi64>
    %c_48 = stablehlo.constant dense<1> : tensor<i64>
    %133 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %134 = stablehlo.and %132, %133 : tensor<32xi64>
    %135 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %136 = stablehlo.multiply %129, %135 : tensor<32xi64>
    %137 = call @_where_30(%134, %136, %129) : (tensor<32xi64>, tensor<32xi64>, tensor<32xi64>) -> tensor<32xi64>
    %138 = stablehlo.multiply %130, %130 : tensor<i64>
    %c_49 = stablehlo.constant dense<1> : tensor<i64>
    %139 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %140 = stablehlo.shift_right_logical %132, %139 : tensor<32xi64>
    %c_50 = stablehlo.constant dense<1> : tensor<i64>
    %141 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %142 = stablehlo.and %140, %141 : tensor<32xi64>
    %143 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %144 = stablehlo.multiply %137, %143 : tensor<32xi64>
    %145 = call @_where_30(%142, %144, %137) : (tensor<32xi64>, tensor<32xi64>, tensor<32xi64>) -> tensor<32xi64>
    %146 = stablehlo.multiply %138, %138 : tensor<i64>
    %c_51 = stablehlo.constant dense<1> : tensor<i64>
    %147 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %148 = stablehlo.shift_right_logical %140, %147 : tensor<32xi64>
    %149 = stablehlo.convert %91 : tensor<63xf64>
    %150 = stablehlo.convert %145 : (tensor<32xi64>) -> tensor<32xf64>
    %151 = stablehlo.dot_general %149, %150, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63xf64>, tensor<32xf64>) -> tensor<63x32xf64>
    %c_52 = stablehlo.constant dense<1> : tensor<i64>
    %152 = stablehlo.add %0, %c_52 : tensor<i64>
    %c_53 = stablehlo.constant dense<32> : tensor<i64>
    %153 = stablehlo.add %152, %c_53 : tensor<i64>
    %154 = stablehlo.abs %153 : tensor<i64>
    %c_54 = stablehlo.constant dense<-1> : tensor<i64>
    %c_55 = stablehlo.constant dense<0> : tensor<i64>
    %155 = stablehlo.compare EQ, %c_54, %c_55, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_56 = stablehlo.constant dense<0> : tensor<i64>
    %156 = stablehlo.compare NE, %154, %c_56, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %157 = stablehlo.and %155, %156 : tensor<i1>
    %c_57 = stablehlo.constant dense<0> : tensor<i64>
    %c_58 = stablehlo.constant dense<1> : tensor<i64>
    %158 = call @_where_31(%157, %c_57, %c_58) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_59 = stablehlo.constant dense<1> : tensor<i64>
    %159 = stablehlo.and %154, %c_59 : tensor<i64>
    %c_60 = stablehlo.constant dense<-1> : tensor<i64>
    %160 = stablehlo.multiply %158, %c_60 : tensor<i64>
    %161 = call @_where_32(%159, %160, %158) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_61 = stablehlo.constant dense<-1> : tensor<i64>
    %c_62 = stablehlo.constant dense<-1> : tensor<i64>
    %162 = stablehlo.multiply %c_61, %c_62 : tensor<i64>
    %c_63 = stablehlo.constant dense<1> : tensor<i64>
    %163 = stablehlo.shift_right_logical %154, %c_63 : tensor<i64>
    %c_64 = stablehlo.constant dense<1> : tensor<i64>
    %164 = stablehlo.and %163, %c_64 : tensor<i64>
    %165 = stablehlo.multiply %161, %162 : tensor<i64>
    %166 = call @_where_32(%164, %165, %161) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %167 = stablehlo.multiply %162, %162 : tensor<i64>
    %c_65 = stablehlo.constant dense<1> : tensor<i64>
    %168 = stablehlo.shift_right_logical %163, %c_65 : tensor<i64>
    %c_66 = stablehlo.constant dense<1> : tensor<i64>
    %169 = stablehlo.and %168, %c_66 : tensor<i64>
    %170 = stablehlo.multiply %166, %167 : tensor<i64>
    %171 = call @_where_32(%169, %170, %166) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %172 = stablehlo.multiply %167, %167 : tensor<i64>
    %c_67 = stablehlo.constant dense<1> : tensor<i64>
    %173 = stablehlo.shift_right_logical %168, %c_67 : tensor<i64>
    %c_68 = stablehlo.constant dense<1> : tensor<i64>
    %174 = stablehlo.and %173, %c_68 : tensor<i64>
    %175 = stablehlo.multiply %171, %172 : tensor<i64>
    %176 = call @_where_32(%174, %175, %171) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %177 = stablehlo.multiply %172, %172 : tensor<i64>
    %c_69 = stablehlo.constant dense<1> : tensor<i64>
    %178 = stablehlo.shift_right_logical %173, %c_69 : tensor<i64>
    %c_70 = stablehlo.constant dense<1> : tensor<i64>
    %179 = stablehlo.and %178, %c_70 : tensor<i64>
    %180 = stablehlo.multiply %176, %177 : tensor<i64>
    %181 = call @_where_32(%179, %180, %176) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %182 = stablehlo.multiply %177, %177 : tensor<i64>
    %c_71 = stablehlo.constant dense<1> : tensor<i64>
    %183 = stablehlo.shift_right_logical %178, %c_71 : tensor<i64>
    %c_72 = stablehlo.constant dense<1> : tensor<i64>
    %184 = stablehlo.and %183, %c_72 : tensor<i64>
    %185 = stablehlo.multiply %181, %182 : tensor<i64>
    %186 = call @_where_32(%184, %185, %181) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %187 = stablehlo.multiply %182, %182 : tensor<i64>
    %c_73 = stablehlo.constant dense<1> : tensor<i64>
    %188 = stablehlo.shift_right_logical %183, %c_73 : tensor<i64>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %189 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %190 = stablehlo.convert %186 : (tensor<i64>) -> tensor<f64>
    %191 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f64>) -> tensor<31x32xf64>
    %192 = "stablehlo.scatter"(%151, %189, %191) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %247 = stablehlo.multiply %arg2, %arg3 : tensor<f64>
      stablehlo.return %247 : tensor<f64>
    }) : (tensor<63x32xf64>, tensor<1xi32>, tensor<31x32xf64>) -> tensor<63x32xf64>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %193 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f64>) -> tensor<2x63x32xf64>
    %194 = stablehlo.convert %1 : (tensor<32xi64>) -> tensor<32xf64>
    %cst_76 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %195 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %196 = stablehlo.multiply %195, %194 : tensor<32xf64>
    %197 = stablehlo.abs %10 : tensor<63xf64>
    %198 = stablehlo.log %197 : tensor<63xf64>
    %199 = stablehlo.dot_general %198, %196, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63xf64>, tensor<32xf64>) -> tensor<63x32xf64>
    %200 = stablehlo.iota dim = 0 : tensor<65xi64>
    %c_77 = stablehlo.constant dense<2> : tensor<i64>
    %201 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %202 = stablehlo.multiply %201, %1 : tensor<32xi64>
    %c_78 = stablehlo.constant dense<2> : tensor<i64>
    %203 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %204 = stablehlo.add %202, %203 : tensor<32xi64>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0] : (tensor<32xi64>) -> tensor<32x1xi64>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<32x1xi64>) -> tensor<32x1x65xi64>
    %207 = stablehlo.reshape %206 : (tensor<32x1x65xi64>) -> tensor<32x65xi64>
    %208 = stablehlo.broadcast_in_dim %200, dims = [1] : (tensor<65xi64>) -> tensor<1x65xi64>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<1x65xi64>) -> tensor<32x65xi64>
    %210 = stablehlo.subtract %207, %209 : tensor<32x65xi64>
    %c_79 = stablehlo.constant dense<1> : tensor<i64>
    %211 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i64>) -> tensor<65xi64>
    %212 = stablehlo.subtract %200, %211 : tensor<65xi64>
    %213 = stablehlo.convert %210 : (tensor<32x65xi64>) -> tensor<32x65xf64>
    %214 = stablehlo.convert %212 : (tensor<65xi64>) -> tensor<65xf64>
    %215 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<65xf64>) -> tensor<1x65xf64>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<1x65xf64>) -> tensor<32x65xf64>
    %217 = stablehlo.divide %213, %216 : tensor<32x65xf64>
    %218 = stablehlo.transpose %217, dims = [1, 0] : (tensor<32x65xf64>) -> tensor<65x32xf64>
    %219 = stablehlo.log %218 : tensor<65x32xf64>
    %cst_80 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %220 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f64>) -> tensor<65x32xf64>
    %221 = stablehlo.divide %219, %220 : tensor<65x32xf64>
    %c_81 = stablehlo.constant dense<1> : tensor<i64>
    %222 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %223 = stablehlo.compare EQ, %14, %222, SIGNED : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %224 = stablehlo.slice %193 [0:1, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %225 = stablehlo.reshape %224 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %226 = call @_where_33(%223, %199, %225) : (tensor<32xi1>, tensor<63x32xf64>, tensor<63x32xf64>) -> tensor<63x32xf64>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %227 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %228 = "stablehlo.scatter"(%193, %227, %226) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<2x63x32xf64>, tensor<1xi32>, tensor<63x32xf64>) -> tensor<2x63x32xf64>
    %c_83 = stablehlo.constant dense<1> : tensor<i64>
    %229 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %230 = stablehlo.compare EQ, %18, %229, SIGNED : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %231 = stablehlo.slice %228 [1:2, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %232 = stablehlo.reshape %231 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %233 = call @_where_33(%230, %199, %232) : (tensor<32xi1>, tensor<63x32xf64>, tensor<63x32xf64>) -> tensor<63x32xf64>
    %c_84 = stablehlo.constant dense<1> : tensor<i32>
    %234 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %235 = "stablehlo.scatter"(%228, %234, %233) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<2x63x32xf64>, tensor<1xi32>, tensor<63x32xf64>) -> tensor<2x63x32xf64>
    %236 = stablehlo.abs %0 : tensor<i64>
    %c_85 = stablehlo.constant dense<32> : tensor<i64>
    %237 = stablehlo.add %c_85, %236 : tensor<i64>
    %c_86 = stablehlo.constant dense<2> : tensor<i64>
    %238 = stablehlo.add %237, %c_86 : tensor<i64>
    %c_87 = stablehlo.constant dense<2> : tensor<i64>
    %239:8 = stablehlo.while(%iterArg = %221, %iterArg_97 = %7, %iterArg_98 = %14, %iterArg_99 = %18, %iterArg_100 = %c_87, %iterArg_101 = %238, %iterArg_102 = %199, %iterArg_103 = %235) : tensor<65x32xf64>, tensor<63xf64>, tensor<32xi64>, tensor<32xi64>, tensor<i64>, tensor<i64>, tensor<63x32xf64>, tensor<2x63x32xf64>
    cond {
      %247 = stablehlo.compare LT, %iterArg_100, %iterArg_101, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %247 : tensor<i1>
    } do {
      %c_104 = stablehlo.constant dense<1> : tensor<i64>
      %247 = stablehlo.add %iterArg_100, %c_104 : tensor<i64>
      %248 = stablehlo.convert %iterArg_100 : (tensor<i64>) -> tensor<i32>
      %c_105 = stablehlo.constant dense<0> : tensor<i32>
      %249 = stablehlo.compare LT, %248, %c_105, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_106 = stablehlo.constant dense<65> : tensor<i32>
      %250 = stablehlo.add %248, %c_106 : tensor<i32>
      %251 = stablehlo.select %249, %250, %248 : tensor<i1>, tensor<i32>
      %c_107 = stablehlo.constant dense<0> : tensor<i32>
      %c_108 = stablehlo.constant dense<0> : tensor<i32>
      %252 = stablehlo.compare LT, %c_107, %c_108, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_109 = stablehlo.constant dense<0> : tensor<i32>
      %c_110 = stablehlo.constant dense<32> : tensor<i32>
      %253 = stablehlo.add %c_109, %c_110 : tensor<i32>
      %c_111 = stablehlo.constant dense<0> : tensor<i32>
      %254 = stablehlo.select %252, %253, %c_111 : tensor<i1>, tensor<i32>
      %255 = stablehlo.dynamic_slice %iterArg, %251, %254, sizes = [1, 32] : (tensor<65x32xf64>, tensor<i32>, tensor<i32>) -> tensor<1x32xf64>
      %256 = stablehlo.reshape %255 : (tensor<1x32xf64>) -> tensor<32xf64>
      %257 = stablehlo.broadcast_in_dim %256, dims = [1] : (tensor<32xf64>) -> tensor<1x32xf64>
      %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<1x32xf64>) -> tensor<63x32xf64>
      %259 = stablehlo.add %iterArg_102, %258 : tensor<63x32xf64>
      %260 = stablehlo.transpose %259, dims = [1, 0] : (tensor<63x32xf64>) -> tensor<32x63xf64>
      %261 = stablehlo.broadcast_in_dim %iterArg_97, dims = [1] : (tensor<63xf64>) -> tensor<1x63xf64>
      %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<1x63xf64>) -> tensor<32x63xf64>
      %263 = stablehlo.add %260, %262 : tensor<32x63xf64>
      %264 = stablehlo.transpose %263, dims = [1, 0] : (tensor<32x63xf64>) -> tensor<63x32xf64>
      %265 = stablehlo.convert %iterArg_100 : tensor<i64>
      %266 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<i64>) -> tensor<32xi64>
      %267 = stablehlo.compare EQ, %266, %iterArg_98, SIGNED : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
      %268 = stablehlo.slice %iterArg_103 [0:1, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
      %269 = stablehlo.reshape %268 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
      %270 = func.call @_where_33(%267, %264, %269) : (tensor<32xi1>, tensor<63x32xf64>, tensor<63x32xf64>) -> tensor<63x32xf64>
      %c_112 = stablehlo.constant dense<0> : tensor<i32>
      %271 = stablehlo.broadcast_in_dim %c_112, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %272 = "stablehlo.scatter"(%iterArg_103, %271, %270) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
        stablehlo.return %arg3 : tensor<f64>
      }) : (tensor<2x63x32xf64>, tensor<1xi32>, tensor<63x32xf64>) -> tensor<2x63x32xf64>
      %273 = stablehlo.convert %iterArg_100 : tensor<i64>
      %274 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<i64>) -> tensor<32xi64>
      %275 = stablehlo.compare EQ, %274, %iterArg_99, SIGNED : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
      %276 = stablehlo.slice %272 [1:2, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
      %277 = stablehlo.reshape %276 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
      %278 = func.call @_where_33(%275, %264, %277) : (tensor<32xi1>, tensor<63x32xf64>, tensor<63x32xf64>) -> tensor<63x32xf64>
      %c_113 = stablehlo.constant dense<1> : tensor<i32>
      %279 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %280 = "stablehlo.scatter"(%272, %279, %278) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
        stablehlo.return %arg3 : tensor<f64>
      }) : (tensor<2x63x32xf64>, tensor<1xi32>, tensor<63x32xf64>) -> tensor<2x63x32xf64>
      stablehlo.return %iterArg, %iterArg_97, %iterArg_98, %iterArg_99, %247, %iterArg_101, %264, %280 : tensor<65x32xf64>, tensor<63xf64>, tensor<32xi64>, tensor<32xi64>, tensor<i64>, tensor<i64>, tensor<63x32xf64>, tensor<2x63x32xf64>
    }
    %240 = stablehlo.iota dim = 0 : tensor<32xi64>
    %241 = stablehlo.broadcast_in_dim %240, dims = [1] : (tensor<32xi64>) -> tensor<1x32xi64>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 2] : (tensor<1x32xi64>) -> tensor<1x63x32xi64>
    %243 = stablehlo.reshape %242 : (tensor<1x63x32xi64>) -> tensor<63x32xi64>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %244 = call @nan_to_num(%239#7, %cst_88, %cst_89, %cst_90) : (tensor<2x63x32xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<2x63x32xf64>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %245 = call @nan_to_num_35(%30#2, %cst_91, %cst_92, %cst_93) : (tensor<33x32xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<33x32xf64>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %246 = call @nan_to_num_35(%30#3, %cst_94, %cst_95, %cst_96) : (tensor<33x32xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<33x32xf64>
    return %244, %192, %245, %246, %243 : tensor<2x63x32xf64>, tensor<63x32xf64>, tensor<33x32xf64>, tensor<33x32xf64>, tensor<63x32xi64>
  }
  func.func private @closed_call(%arg0: tensor<32xi64>, %arg1: tensor<i64>, %arg2: tensor<33x32xf64>, %arg3: tensor<33x32xf64>) -> (tensor<i64>, tensor<33x32xf64>, tensor<33x32xf64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %1 = stablehlo.subtract %arg1, %c_0 : tensor<i64>
    %c_1 = stablehlo.constant dense<2> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %3 = stablehlo.multiply %2, %arg0 : tensor<32xi64>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %5 = stablehlo.add %3, %4 : tensor<32xi64>
    %6 = stablehlo.convert %arg1 : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %8 = stablehlo.subtract %5, %7 : tensor<32xi64>
    %9 = stablehlo.convert %arg1 : tensor<i64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %11 = stablehlo.multiply %10, %8 : tensor<32xi64>
    %12 = stablehlo.convert %11 : (tensor<32xi64>) -> tensor<32xf64>
    %13 = stablehlo.sqrt %12 : tensor<32xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %15 = stablehlo.divide %14, %13 : tensor<32xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<33> : tensor<i64>
    %17 = stablehlo.add %1, %c_4 : tensor<i64>
    %18 = stablehlo.select %16, %17, %1 : tensor<i1>, tensor<i64>
    %19 = stablehlo.convert %18 : (tensor<i64>) -> tensor<i32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %21 = "stablehlo.scatter"(%arg2, %20, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      %50 = stablehlo.add %arg4, %arg5 : tensor<f64>
      stablehlo.return %50 : tensor<f64>
    }) : (tensor<33x32xf64>, tensor<1xi32>, tensor<32xf64>) -> tensor<33x32xf64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %22 = stablehlo.subtract %arg1, %c_5 : tensor<i64>
    %c_6 = stablehlo.constant dense<1> : tensor<i64>
    %23 = stablehlo.subtract %arg1, %c_6 : tensor<i64>
    %24 = stablehlo.convert %23 : (tensor<i64>) -> tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.compare LT, %24, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<33> : tensor<i32>
    %26 = stablehlo.add %24, %c_8 : tensor<i32>
    %27 = stablehlo.select %25, %26, %24 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.compare LT, %c_9, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<32> : tensor<i32>
    %29 = stablehlo.add %c_11, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.select %28, %29, %c_13 : tensor<i1>, tensor<i32>
    %31 = stablehlo.dynamic_slice %21, %27, %30, sizes = [1, 32] : (tensor<33x32xf64>, tensor<i32>, tensor<i32>) -> tensor<1x32xf64>
    %32 = stablehlo.reshape %31 : (tensor<1x32xf64>) -> tensor<32xf64>
    %c_14 = stablehlo.constant dense<2> : tensor<i64>
    %33 = stablehlo.subtract %arg1, %c_14 : tensor<i64>
    %34 = stablehlo.convert %33 : (tensor<i64>) -> tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.compare LT, %34, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<33> : tensor<i32>
    %36 = stablehlo.add %34, %c_16 : tensor<i32>
    %37 = stablehlo.select %35, %36, %34 : tensor<i1>, tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.compare LT, %c_17, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<32> : tensor<i32>
    %39 = stablehlo.add %c_19, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.select %38, %39, %c_21 : tensor<i1>, tensor<i32>
    %41 = stablehlo.dynamic_slice %21, %37, %40, sizes = [1, 32] : (tensor<33x32xf64>, tensor<i32>, tensor<i32>) -> tensor<1x32xf64>
    %42 = stablehlo.reshape %41 : (tensor<1x32xf64>) -> tensor<32xf64>
    %43 = stablehlo.divide %32, %42 : tensor<32xf64>
    %c_22 = stablehlo.constant dense<0> : tensor<i64>
    %44 = stablehlo.compare LT, %22, %c_22, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_23 = stablehlo.constant dense<33> : tensor<i64>
    %45 = stablehlo.add %22, %c_23 : tensor<i64>
    %46 = stablehlo.select %44, %45, %22 : tensor<i1>, tensor<i64>
    %47 = stablehlo.convert %46 : (tensor<i64>) -> tensor<i32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %49 = "stablehlo.scatter"(%arg3, %48, %43) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      %50 = stablehlo.add %arg4, %arg5 : tensor<f64>
      stablehlo.return %50 : tensor<f64>
    }) : (tensor<33x32xf64>, tensor<1xi32>, tensor<32xf64>) -> tensor<33x32xf64>
    return %0, %21, %49 : tensor<i64>, tensor<33x32xf64>, tensor<33x32xf64>
  }
  func.func private @closed_call_23(%arg0: tensor<i64>, %arg1: tensor<33x32xf64>, %arg2: tensor<33x32xf64>) -> (tensor<i64>, tensor<33x32xf64>, tensor<33x32xf64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg0, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.subtract %arg0, %c_0 : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.subtract %arg0, %c_1 : tensor<i64>
    %3 = stablehlo.convert %2 : (tensor<i64>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %c_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<33> : tensor<i32>
    %5 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.select %4, %5, %c_6 : tensor<i1>, tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %3, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<32> : tensor<i32>
    %8 = stablehlo.add %3, %c_8 : tensor<i32>
    %9 = stablehlo.select %7, %8, %3 : tensor<i1>, tensor<i32>
    %10 = stablehlo.dynamic_slice %arg1, %6, %9, sizes = [33, 1] : (tensor<33x32xf64>, tensor<i32>, tensor<i32>) -> tensor<33x1xf64>
    %11 = stablehlo.reshape %10 : (tensor<33x1xf64>) -> tensor<33xf64>
    %c_9 = stablehlo.constant dense<32> : tensor<i64>
    %12 = stablehlo.subtract %c_9, %arg0 : tensor<i64>
    %c_10 = stablehlo.constant dense<1> : tensor<i64>
    %13 = stablehlo.subtract %12, %c_10 : tensor<i64>
    %14 = call @_roll_dynamic(%11, %13) : (tensor<33xf64>, tensor<i64>) -> tensor<33xf64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %15 = stablehlo.compare LT, %1, %c_11, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<32> : tensor<i64>
    %16 = stablehlo.add %1, %c_12 : tensor<i64>
    %17 = stablehlo.select %15, %16, %1 : tensor<i1>, tensor<i64>
    %18 = stablehlo.convert %17 : (tensor<i64>) -> tensor<i32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.scatter"(%arg1, %19, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<33x32xf64>, tensor<1xi32>, tensor<33xf64>) -> tensor<33x32xf64>
    %c_13 = stablehlo.constant dense<0> : tensor<i64>
    %21 = stablehlo.subtract %arg0, %c_13 : tensor<i64>
    %c_14 = stablehlo.constant dense<0> : tensor<i64>
    %22 = stablehlo.subtract %arg0, %c_14 : tensor<i64>
    %23 = stablehlo.convert %22 : (tensor<i64>) -> tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %c_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<33> : tensor<i32>
    %25 = stablehlo.add %c_17, %c_18 : tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.select %24, %25, %c_19 : tensor<i1>, tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.compare LT, %23, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_21 = stablehlo.constant dense<32> : tensor<i32>
    %28 = stablehlo.add %23, %c_21 : tensor<i32>
    %29 = stablehlo.select %27, %28, %23 : tensor<i1>, tensor<i32>
    %30 = stablehlo.dynamic_slice %arg2, %26, %29, sizes = [33, 1] : (tensor<33x32xf64>, tensor<i32>, tensor<i32>) -> tensor<33x1xf64>
    %31 = stablehlo.reshape %30 : (tensor<33x1xf64>) -> tensor<33xf64>
    %c_22 = stablehlo.constant dense<32> : tensor<i64>
    %32 = stablehlo.subtract %c_22, %arg0 : tensor<i64>
    %c_23 = stablehlo.constant dense<1> : tensor<i64>
    %33 = stablehlo.subtract %32, %c_23 : tensor<i64>
    %34 = call @_roll_dynamic(%31, %33) : (tensor<33xf64>, tensor<i64>) -> tensor<33xf64>
    %c_24 = stablehlo.constant dense<0> : tensor<i64>
    %35 = stablehlo.compare LT, %21, %c_24, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_25 = stablehlo.constant dense<32> : tensor<i64>
    %36 = stablehlo.add %21, %c_25 : tensor<i64>
    %37 = stablehlo.select %35, %36, %21 : tensor<i1>, tensor<i64>
    %38 = stablehlo.convert %37 : (tensor<i64>) -> tensor<i32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %40 = "stablehlo.scatter"(%arg2, %39, %34) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<33x32xf64>, tensor<1xi32>, tensor<33xf64>) -> tensor<33x32xf64>
    return %0, %20, %40 : tensor<i64>, tensor<33x32xf64>, tensor<33x32xf64>
  }
  func.func private @_roll_dynamic(%arg0: tensor<33xf64>, %arg1: tensor<i64>) -> tensor<33xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %1 = stablehlo.slice %0 [0:1] : (tensor<1xi64>) -> tensor<1xi64>
    %2 = stablehlo.reshape %1 : (tensor<1xi64>) -> tensor<i64>
    %3 = stablehlo.convert %2 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<33> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.maximum %c, %c_0 : tensor<i32>
    %5 = call @remainder_24(%3, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<33xf64>, tensor<33xf64>) -> tensor<66xf64>
    %c_1 = stablehlo.constant dense<33> : tensor<i32>
    %7 = stablehlo.subtract %c_1, %5 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %7, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<66> : tensor<i32>
    %9 = stablehlo.add %7, %c_3 : tensor<i32>
    %10 = stablehlo.select %8, %9, %7 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_slice %6, %10, sizes = [33] : (tensor<66xf64>, tensor<i32>) -> tensor<33xf64>
    return %11 : tensor<33xf64>
  }
  func.func private @remainder_24(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where_25(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where_25(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_26(%arg0: tensor<31xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<31xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<31xi1>, tensor<31xi64>
    return %2 : tensor<31xi64>
  }
  func.func private @_where_27(%arg0: tensor<31xi64>, %arg1: tensor<31xi64>, %arg2: tensor<31xi64>) -> tensor<31xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<31xi64>, tensor<31xi64>) -> tensor<31xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<31xi1>, tensor<31xi64>
    return %2 : tensor<31xi64>
  }
  func.func private @atleast_1d(%arg0: tensor<31xi64>) -> tensor<31xi64> {
    return %arg0 : tensor<31xi64>
  }
  func.func private @atleast_1d_28(%arg0: tensor<32xf64>) -> tensor<32xf64> {
    return %arg0 : tensor<32xf64>
  }
  func.func private @_where_29(%arg0: tensor<32xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<32xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<32xi1>, tensor<32xi64>
    return %2 : tensor<32xi64>
  }
  func.func private @_where_30(%arg0: tensor<32xi64>, %arg1: tensor<32xi64>, %arg2: tensor<32xi64>) -> tensor<32xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<32xi1>, tensor<32xi64>
    return %2 : tensor<32xi64>
  }
  func.func private @_where_31(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @_where_32(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %1 : tensor<i64>
  }
  func.func private @_where_33(%arg0: tensor<32xi1>, %arg1: tensor<63x32xf64>, %arg2: tensor<63x32xf64>) -> tensor<63x32xf64> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xi1>) -> tensor<63x32xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<63x32xi1>, tensor<63x32xf64>
    return %1 : tensor<63x32xf64>
  }
  func.func private @nan_to_num(%arg0: tensor<2x63x32xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<2x63x32xf64> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<2x63x32xf64>, tensor<2x63x32xf64>) -> tensor<2x63x32xi1>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = call @_where_34(%0, %1, %arg0) : (tensor<2x63x32xi1>, tensor<f64>, tensor<2x63x32xf64>) -> tensor<2x63x32xf64>
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x63x32xf64>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<2x63x32xf64>, tensor<2x63x32xf64>) -> tensor<2x63x32xi1>
    %5 = stablehlo.convert %arg3 : tensor<f64>
    %6 = call @_where_34(%4, %5, %2) : (tensor<2x63x32xi1>, tensor<f64>, tensor<2x63x32xf64>) -> tensor<2x63x32xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x63x32xf64>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<2x63x32xf64>, tensor<2x63x32xf64>) -> tensor<2x63x32xi1>
    %9 = stablehlo.convert %arg2 : tensor<f64>
    %10 = call @_where_34(%8, %9, %6) : (tensor<2x63x32xi1>, tensor<f64>, tensor<2x63x32xf64>) -> tensor<2x63x32xf64>
    return %10 : tensor<2x63x32xf64>
  }
  func.func private @_where_34(%arg0: tensor<2x63x32xi1>, %arg1: tensor<f64>, %arg2: tensor<2x63x32xf64>) -> tensor<2x63x32xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<2x63x32xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<2x63x32xi1>, tensor<2x63x32xf64>
    return %1 : tensor<2x63x32xf64>
  }
  func.func private @nan_to_num_35(%arg0: tensor<33x32xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<33x32xf64> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<33x32xf64>, tensor<33x32xf64>) -> tensor<33x32xi1>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = call @_where_36(%0, %1, %arg0) : (tensor<33x32xi1>, tensor<f64>, tensor<33x32xf64>) -> tensor<33x32xf64>
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<33x32xf64>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<33x32xf64>, tensor<33x32xf64>) -> tensor<33x32xi1>
    %5 = stablehlo.convert %arg3 : tensor<f64>
    %6 = call @_where_36(%4, %5, %2) : (tensor<33x32xi1>, tensor<f64>, tensor<33x32xf64>) -> tensor<33x32xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<33x32xf64>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<33x32xf64>, tensor<33x32xf64>) -> tensor<33x32xi1>
    %9 = stablehlo.convert %arg2 : tensor<f64>
    %10 = call @_where_36(%8, %9, %6) : (tensor<33x32xi1>, tensor<f64>, tensor<33x32xf64>) -> tensor<33x32xf64>
    return %10 : tensor<33x32xf64>
  }
  func.func private @_where_36(%arg0: tensor<33x32xi1>, %arg1: tensor<f64>, %arg2: tensor<33x32xf64>) -> tensor<33x32xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<33x32xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<33x32xi1>, tensor<33x32xf64>
    return %1 : tensor<33x32xf64>
  }
  func.func private @nansum(%arg0: tensor<63x1xcomplex<f64>>) -> tensor<1xcomplex<f64>> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<63x1xcomplex<f64>>, tensor<63x1xcomplex<f64>>) -> tensor<63x1xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %1 = call @_where_37(%0, %cst, %arg0) : (tensor<63x1xi1>, tensor<complex<f64>>, tensor<63x1xcomplex<f64>>) -> tensor<63x1xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<63x1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<1xcomplex<f64>>
    return %2 : tensor<1xcomplex<f64>>
  }
  func.func private @_where_37(%arg0: tensor<63x1xi1>, %arg1: tensor<complex<f64>>, %arg2: tensor<63x1xcomplex<f64>>) -> tensor<63x1xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<complex<f64>>) -> tensor<63x1xcomplex<f64>>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<63x1xi1>, tensor<63x1xcomplex<f64>>
    return %1 : tensor<63x1xcomplex<f64>>
  }
  func.func private @nansum_38(%arg0: tensor<63x2xcomplex<f64>>) -> tensor<2xcomplex<f64>> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<63x2xcomplex<f64>>, tensor<63x2xcomplex<f64>>) -> tensor<63x2xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %1 = call @_where_39(%0, %cst, %arg0) : (tensor<63x2xi1>, tensor<complex<f64>>, tensor<63x2xcomplex<f64>>) -> tensor<63x2xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<63x2xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
    return %2 : tensor<2xcomplex<f64>>
  }
  func.func private @_where_39(%arg0: tensor<63x2xi1>, %arg1: tensor<complex<f64>>, %arg2: tensor<63x2xcomplex<f64>>) -> tensor<63x2xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<complex<f64>>) -> tensor<63x2xcomplex<f64>>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<63x2xi1>, tensor<63x2xcomplex<f64>>
    return %1 : tensor<63x2xcomplex<f64>>
  }
  func.func private @closed_call_40(%arg0: tensor<33x32xf64>, %arg1: tensor<33x32xf64>, %arg2: tensor<63x32xf64>, %arg3: tensor<63x32xi64>, %arg4: tensor<32xi64>, %arg5: tensor<63xf64>, %arg6: tensor<63xf64>, %arg7: tensor<32xi64>, %arg8: tensor<63xf64>, %arg9: tensor<63x64xcomplex<f64>>, %arg10: tensor<i64>, %arg11: tensor<32x63xcomplex<f64>>, %arg12: tensor<63x32xf64>, %arg13: tensor<2x63x32xf64>, %arg14: tensor<2x63x32xf64>) -> (tensor<i64>, tensor<32x63xcomplex<f64>>, tensor<63x32xf64>, tensor<2x63x32xf64>, tensor<2x63x32xf64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg10, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<32> : tensor<i64>
    %1 = stablehlo.subtract %c_0, %arg10 : tensor<i64>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.subtract %1, %c_1 : tensor<i64>
    %3 = stablehlo.convert %2 : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<63x32xi64>
    %5 = stablehlo.compare GE, %arg3, %4, SIGNED : (tensor<63x32xi64>, tensor<63x32xi64>) -> tensor<63x32xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %7 = stablehlo.add %arg4, %6 : tensor<32xi64>
    %8 = stablehlo.convert %arg5 : tensor<63xf64>
    %9 = stablehlo.convert %7 : (tensor<32xi64>) -> tensor<32xf64>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63xf64>, tensor<32xf64>) -> tensor<63x32xf64>
    %c_3 = stablehlo.constant dense<32> : tensor<i64>
    %11 = stablehlo.subtract %arg10, %c_3 : tensor<i64>
    %12 = stablehlo.convert %11 : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %14 = stablehlo.add %13, %arg4 : tensor<32xi64>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %16 = stablehlo.add %14, %15 : tensor<32xi64>
    %17 = stablehlo.convert %arg6 : tensor<63xf64>
    %18 = stablehlo.convert %16 : (tensor<32xi64>) -> tensor<32xf64>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63xf64>, tensor<32xf64>) -> tensor<63x32xf64>
    %20 = stablehlo.add %10, %19 : tensor<63x32xf64>
    %21 = stablehlo.convert %arg7 : (tensor<32xi64>) -> tensor<32xf64>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<32xf64>) -> tensor<1x32xf64>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x32xf64>) -> tensor<63x32xf64>
    %24 = stablehlo.subtract %20, %23 : tensor<63x32xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<63xf64>
    %26 = stablehlo.divide %25, %arg8 : tensor<63xf64>
    %27 = stablehlo.dot_general %24, %26, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x32xf64>, tensor<63xf64>) -> tensor<63x32xf64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %28 = stablehlo.subtract %arg10, %c_5 : tensor<i64>
    %29 = stablehlo.convert %28 : (tensor<i64>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.compare LT, %29, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<33> : tensor<i32>
    %31 = stablehlo.add %29, %c_7 : tensor<i32>
    %32 = stablehlo.select %30, %31, %29 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.compare LT, %c_8, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<32> : tensor<i32>
    %34 = stablehlo.add %c_10, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.select %33, %34, %c_12 : tensor<i1>, tensor<i32>
    %36 = stablehlo.dynamic_slice %arg0, %32, %35, sizes = [1, 32] : (tensor<33x32xf64>, tensor<i32>, tensor<i32>) -> tensor<1x32xf64>
    %37 = stablehlo.reshape %36 : (tensor<1x32xf64>) -> tensor<32xf64>
    %38 = stablehlo.slice %arg13 [1:2, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %39 = stablehlo.reshape %38 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %40 = stablehlo.multiply %39, %27 : tensor<63x32xf64>
    %41 = stablehlo.dot_general %40, %37, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x32xf64>, tensor<32xf64>) -> tensor<32x63xf64>
    %42 = stablehlo.transpose %41, dims = [1, 0] : (tensor<32x63xf64>) -> tensor<63x32xf64>
    %c_13 = stablehlo.constant dense<1> : tensor<i64>
    %43 = stablehlo.subtract %arg10, %c_13 : tensor<i64>
    %44 = stablehlo.convert %43 : (tensor<i64>) -> tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.compare LT, %44, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<33> : tensor<i32>
    %46 = stablehlo.add %44, %c_15 : tensor<i32>
    %47 = stablehlo.select %45, %46, %44 : tensor<i1>, tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.compare LT, %c_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<32> : tensor<i32>
    %49 = stablehlo.add %c_18, %c_19 : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.select %48, %49, %c_20 : tensor<i1>, tensor<i32>
    %51 = stablehlo.dynamic_slice %arg1, %47, %50, sizes = [1, 32] : (tensor<33x32xf64>, tensor<i32>, tensor<i32>) -> tensor<1x32xf64>
    %52 = stablehlo.reshape %51 : (tensor<1x32xf64>) -> tensor<32xf64>
    %53 = stablehlo.slice %arg13 [0:1, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %54 = stablehlo.reshape %53 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %55 = stablehlo.dot_general %54, %52, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x32xf64>, tensor<32xf64>) -> tensor<32x63xf64>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<32x63xf64>) -> tensor<63x32xf64>
    %57 = stablehlo.subtract %42, %56 : tensor<63x32xf64>
    %58 = call @_where_41(%5, %57, %arg12) : (tensor<63x32xi1>, tensor<63x32xf64>, tensor<63x32xf64>) -> tensor<63x32xf64>
    %c_21 = stablehlo.constant dense<31> : tensor<i64>
    %59 = stablehlo.subtract %c_21, %arg10 : tensor<i64>
    %60 = stablehlo.convert %59 : tensor<i64>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i64>) -> tensor<63x32xi64>
    %62 = stablehlo.compare EQ, %arg3, %61, SIGNED : (tensor<63x32xi64>, tensor<63x32xi64>) -> tensor<63x32xi1>
    %c_22 = stablehlo.constant dense<1> : tensor<i64>
    %63 = call @_where_42(%62, %c_22, %58) : (tensor<63x32xi1>, tensor<i64>, tensor<63x32xf64>) -> tensor<63x32xf64>
    %c_23 = stablehlo.constant dense<1> : tensor<i64>
    %64 = stablehlo.multiply %c_23, %arg10 : tensor<i64>
    %c_24 = stablehlo.constant dense<0> : tensor<i64>
    %65 = stablehlo.add %c_24, %64 : tensor<i64>
    %c_25 = stablehlo.constant dense<1> : tensor<i64>
    %66 = stablehlo.multiply %c_25, %arg10 : tensor<i64>
    %c_26 = stablehlo.constant dense<0> : tensor<i64>
    %67 = stablehlo.add %c_26, %66 : tensor<i64>
    %68 = stablehlo.convert %67 : (tensor<i64>) -> tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %69 = stablehlo.compare LT, %68, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_28 = stablehlo.constant dense<63> : tensor<i32>
    %70 = stablehlo.add %68, %c_28 : tensor<i32>
    %71 = stablehlo.select %69, %70, %68 : tensor<i1>, tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %72 = stablehlo.compare LT, %c_29, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<32> : tensor<i32>
    %73 = stablehlo.add %c_31, %c_32 : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.select %72, %73, %c_33 : tensor<i1>, tensor<i32>
    %75 = stablehlo.dynamic_slice %arg2, %71, %74, sizes = [1, 32] : (tensor<63x32xf64>, tensor<i32>, tensor<i32>) -> tensor<1x32xf64>
    %76 = stablehlo.reshape %75 : (tensor<1x32xf64>) -> tensor<32xf64>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1] : (tensor<32xf64>) -> tensor<1x32xf64>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<1x32xf64>) -> tensor<63x32xf64>
    %79 = stablehlo.multiply %63, %78 : tensor<63x32xf64>
    %80 = stablehlo.slice %arg14 [0:1, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %81 = stablehlo.reshape %80 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %82 = stablehlo.exponential %81 : tensor<63x32xf64>
    %83 = stablehlo.multiply %79, %82 : tensor<63x32xf64>
    %c_34 = stablehlo.constant dense<1> : tensor<i64>
    %84 = stablehlo.multiply %c_34, %arg10 : tensor<i64>
    %c_35 = stablehlo.constant dense<0> : tensor<i64>
    %85 = stablehlo.add %c_35, %84 : tensor<i64>
    %c_36 = stablehlo.constant dense<1> : tensor<i64>
    %86 = stablehlo.add %85, %c_36 : tensor<i64>
    %87 = stablehlo.convert %86 : (tensor<i64>) -> tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %88 = stablehlo.compare LT, %c_37, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<63> : tensor<i32>
    %89 = stablehlo.add %c_39, %c_40 : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %90 = stablehlo.select %88, %89, %c_41 : tensor<i1>, tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %91 = stablehlo.compare LT, %87, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_43 = stablehlo.constant dense<64> : tensor<i32>
    %92 = stablehlo.add %87, %c_43 : tensor<i32>
    %93 = stablehlo.select %91, %92, %87 : tensor<i1>, tensor<i32>
    %94 = stablehlo.dynamic_slice %arg9, %90, %93, sizes = [63, 1] : (tensor<63x64xcomplex<f64>>, tensor<i32>, tensor<i32>) -> tensor<63x1xcomplex<f64>>
    %95 = stablehlo.reshape %94 : (tensor<63x1xcomplex<f64>>) -> tensor<63xcomplex<f64>>
    %96 = stablehlo.convert %83 : (tensor<63x32xf64>) -> tensor<63x32xcomplex<f64>>
    %97 = stablehlo.convert %95 : tensor<63xcomplex<f64>>
    %98 = stablehlo.dot_general %96, %97, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x32xcomplex<f64>>, tensor<63xcomplex<f64>>) -> tensor<63x32xcomplex<f64>>
    %99 = call @nansum_43(%98) : (tensor<63x32xcomplex<f64>>) -> tensor<32xcomplex<f64>>
    %c_44 = stablehlo.constant dense<0> : tensor<i64>
    %100 = stablehlo.compare LT, %65, %c_44, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_45 = stablehlo.constant dense<63> : tensor<i64>
    %101 = stablehlo.add %65, %c_45 : tensor<i64>
    %102 = stablehlo.select %100, %101, %65 : tensor<i1>, tensor<i64>
    %103 = stablehlo.convert %102 : (tensor<i64>) -> tensor<i32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %105 = "stablehlo.scatter"(%arg11, %104, %99) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<complex<f64>>, %arg16: tensor<complex<f64>>):
      stablehlo.return %arg16 : tensor<complex<f64>>
    }) : (tensor<32x63xcomplex<f64>>, tensor<1xi32>, tensor<32xcomplex<f64>>) -> tensor<32x63xcomplex<f64>>
    %106 = stablehlo.abs %63 : tensor<63x32xf64>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %107 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f64>) -> tensor<63x32xf64>
    %108 = stablehlo.divide %107, %106 : tensor<63x32xf64>
    %109 = stablehlo.abs %63 : tensor<63x32xf64>
    %110 = stablehlo.log %109 : tensor<63x32xf64>
    %111 = stablehlo.slice %arg13 [1:2, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %112 = stablehlo.reshape %111 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %113 = stablehlo.multiply %108, %112 : tensor<63x32xf64>
    %114 = stablehlo.slice %arg13 [0:1, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %115 = stablehlo.reshape %114 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %116 = call @_where_41(%5, %113, %115) : (tensor<63x32xi1>, tensor<63x32xf64>, tensor<63x32xf64>) -> tensor<63x32xf64>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %117 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %118 = "stablehlo.scatter"(%arg13, %117, %116) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<f64>, %arg16: tensor<f64>):
      stablehlo.return %arg16 : tensor<f64>
    }) : (tensor<2x63x32xf64>, tensor<1xi32>, tensor<63x32xf64>) -> tensor<2x63x32xf64>
    %119 = stablehlo.multiply %108, %63 : tensor<63x32xf64>
    %120 = stablehlo.slice %118 [1:2, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %121 = stablehlo.reshape %120 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %122 = call @_where_41(%5, %119, %121) : (tensor<63x32xi1>, tensor<63x32xf64>, tensor<63x32xf64>) -> tensor<63x32xf64>
    %c_48 = stablehlo.constant dense<1> : tensor<i32>
    %123 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %124 = "stablehlo.scatter"(%118, %123, %122) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<f64>, %arg16: tensor<f64>):
      stablehlo.return %arg16 : tensor<f64>
    }) : (tensor<2x63x32xf64>, tensor<1xi32>, tensor<63x32xf64>) -> tensor<2x63x32xf64>
    %125 = stablehlo.slice %arg14 [0:1, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %126 = stablehlo.reshape %125 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %127 = stablehlo.add %126, %110 : tensor<63x32xf64>
    %128 = stablehlo.slice %arg14 [0:1, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %129 = stablehlo.reshape %128 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %130 = call @_where_41(%5, %127, %129) : (tensor<63x32xi1>, tensor<63x32xf64>, tensor<63x32xf64>) -> tensor<63x32xf64>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %131 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %132 = "stablehlo.scatter"(%arg14, %131, %130) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<f64>, %arg16: tensor<f64>):
      stablehlo.return %arg16 : tensor<f64>
    }) : (tensor<2x63x32xf64>, tensor<1xi32>, tensor<63x32xf64>) -> tensor<2x63x32xf64>
    return %0, %105, %63, %124, %132 : tensor<i64>, tensor<32x63xcomplex<f64>>, tensor<63x32xf64>, tensor<2x63x32xf64>, tensor<2x63x32xf64>
  }
  func.func private @_where_41(%arg0: tensor<63x32xi1>, %arg1: tensor<63x32xf64>, %arg2: tensor<63x32xf64>) -> tensor<63x32xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<63x32xi1>, tensor<63x32xf64>
    return %0 : tensor<63x32xf64>
  }
  func.func private @_where_42(%arg0: tensor<63x32xi1>, %arg1: tensor<i64>, %arg2: tensor<63x32xf64>) -> tensor<63x32xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<63x32xf64>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<63x32xi1>, tensor<63x32xf64>
    return %2 : tensor<63x32xf64>
  }
  func.func private @nansum_43(%arg0: tensor<63x32xcomplex<f64>>) -> tensor<32xcomplex<f64>> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<63x32xcomplex<f64>>, tensor<63x32xcomplex<f64>>) -> tensor<63x32xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %1 = call @_where_44(%0, %cst, %arg0) : (tensor<63x32xi1>, tensor<complex<f64>>, tensor<63x32xcomplex<f64>>) -> tensor<63x32xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<63x32xcomplex<f64>>, tensor<complex<f64>>) -> tensor<32xcomplex<f64>>
    return %2 : tensor<32xcomplex<f64>>
  }
  func.func private @_where_44(%arg0: tensor<63x32xi1>, %arg1: tensor<complex<f64>>, %arg2: tensor<63x32xcomplex<f64>>) -> tensor<63x32xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<complex<f64>>) -> tensor<63x32xcomplex<f64>>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<63x32xi1>, tensor<63x32xcomplex<f64>>
    return %1 : tensor<63x32xcomplex<f64>>
  }
  func.func private @closed_call_45(%arg0: tensor<33x32xf64>, %arg1: tensor<33x32xf64>, %arg2: tensor<63x32xf64>, %arg3: tensor<63x32xi64>, %arg4: tensor<32xi64>, %arg5: tensor<63xf64>, %arg6: tensor<63xf64>, %arg7: tensor<32xi64>, %arg8: tensor<63xf64>, %arg9: tensor<63x64xcomplex<f64>>, %arg10: tensor<i64>, %arg11: tensor<32x63xcomplex<f64>>, %arg12: tensor<63x32xf64>, %arg13: tensor<2x63x32xf64>, %arg14: tensor<2x63x32xf64>) -> (tensor<i64>, tensor<32x63xcomplex<f64>>, tensor<63x32xf64>, tensor<2x63x32xf64>, tensor<2x63x32xf64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg10, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<32> : tensor<i64>
    %1 = stablehlo.subtract %c_0, %arg10 : tensor<i64>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.subtract %1, %c_1 : tensor<i64>
    %3 = stablehlo.convert %2 : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<63x32xi64>
    %5 = stablehlo.compare GE, %arg3, %4, SIGNED : (tensor<63x32xi64>, tensor<63x32xi64>) -> tensor<63x32xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %7 = stablehlo.add %arg4, %6 : tensor<32xi64>
    %8 = stablehlo.convert %arg5 : tensor<63xf64>
    %9 = stablehlo.convert %7 : (tensor<32xi64>) -> tensor<32xf64>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63xf64>, tensor<32xf64>) -> tensor<63x32xf64>
    %c_3 = stablehlo.constant dense<32> : tensor<i64>
    %11 = stablehlo.subtract %arg10, %c_3 : tensor<i64>
    %12 = stablehlo.convert %11 : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %14 = stablehlo.add %13, %arg4 : tensor<32xi64>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<32xi64>
    %16 = stablehlo.add %14, %15 : tensor<32xi64>
    %17 = stablehlo.convert %arg6 : tensor<63xf64>
    %18 = stablehlo.convert %16 : (tensor<32xi64>) -> tensor<32xf64>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63xf64>, tensor<32xf64>) -> tensor<63x32xf64>
    %20 = stablehlo.add %10, %19 : tensor<63x32xf64>
    %21 = stablehlo.convert %arg7 : (tensor<32xi64>) -> tensor<32xf64>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<32xf64>) -> tensor<1x32xf64>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x32xf64>) -> tensor<63x32xf64>
    %24 = stablehlo.subtract %20, %23 : tensor<63x32xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<63xf64>
    %26 = stablehlo.divide %25, %arg8 : tensor<63xf64>
    %27 = stablehlo.dot_general %24, %26, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x32xf64>, tensor<63xf64>) -> tensor<63x32xf64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %28 = stablehlo.subtract %arg10, %c_5 : tensor<i64>
    %29 = stablehlo.convert %28 : (tensor<i64>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.compare LT, %29, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<33> : tensor<i32>
    %31 = stablehlo.add %29, %c_7 : tensor<i32>
    %32 = stablehlo.select %30, %31, %29 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.compare LT, %c_8, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<32> : tensor<i32>
    %34 = stablehlo.add %c_10, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.select %33, %34, %c_12 : tensor<i1>, tensor<i32>
    %36 = stablehlo.dynamic_slice %arg0, %32, %35, sizes = [1, 32] : (tensor<33x32xf64>, tensor<i32>, tensor<i32>) -> tensor<1x32xf64>
    %37 = stablehlo.reshape %36 : (tensor<1x32xf64>) -> tensor<32xf64>
    %38 = stablehlo.slice %arg13 [1:2, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %39 = stablehlo.reshape %38 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %40 = stablehlo.multiply %39, %27 : tensor<63x32xf64>
    %41 = stablehlo.dot_general %40, %37, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x32xf64>, tensor<32xf64>) -> tensor<32x63xf64>
    %42 = stablehlo.transpose %41, dims = [1, 0] : (tensor<32x63xf64>) -> tensor<63x32xf64>
    %c_13 = stablehlo.constant dense<1> : tensor<i64>
    %43 = stablehlo.subtract %arg10, %c_13 : tensor<i64>
    %44 = stablehlo.convert %43 : (tensor<i64>) -> tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.compare LT, %44, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<33> : tensor<i32>
    %46 = stablehlo.add %44, %c_15 : tensor<i32>
    %47 = stablehlo.select %45, %46, %44 : tensor<i1>, tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.compare LT, %c_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<32> : tensor<i32>
    %49 = stablehlo.add %c_18, %c_19 : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.select %48, %49, %c_20 : tensor<i1>, tensor<i32>
    %51 = stablehlo.dynamic_slice %arg1, %47, %50, sizes = [1, 32] : (tensor<33x32xf64>, tensor<i32>, tensor<i32>) -> tensor<1x32xf64>
    %52 = stablehlo.reshape %51 : (tensor<1x32xf64>) -> tensor<32xf64>
    %53 = stablehlo.slice %arg13 [0:1, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %54 = stablehlo.reshape %53 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %55 = stablehlo.dot_general %54, %52, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x32xf64>, tensor<32xf64>) -> tensor<32x63xf64>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<32x63xf64>) -> tensor<63x32xf64>
    %57 = stablehlo.subtract %42, %56 : tensor<63x32xf64>
    %58 = call @_where_41(%5, %57, %arg12) : (tensor<63x32xi1>, tensor<63x32xf64>, tensor<63x32xf64>) -> tensor<63x32xf64>
    %c_21 = stablehlo.constant dense<31> : tensor<i64>
    %59 = stablehlo.subtract %c_21, %arg10 : tensor<i64>
    %60 = stablehlo.convert %59 : tensor<i64>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i64>) -> tensor<63x32xi64>
    %62 = stablehlo.compare EQ, %arg3, %61, SIGNED : (tensor<63x32xi64>, tensor<63x32xi64>) -> tensor<63x32xi1>
    %c_22 = stablehlo.constant dense<1> : tensor<i64>
    %63 = call @_where_42(%62, %c_22, %58) : (tensor<63x32xi1>, tensor<i64>, tensor<63x32xf64>) -> tensor<63x32xf64>
    %c_23 = stablehlo.constant dense<-1> : tensor<i64>
    %64 = stablehlo.multiply %c_23, %arg10 : tensor<i64>
    %c_24 = stablehlo.constant dense<-1> : tensor<i64>
    %65 = stablehlo.add %c_24, %64 : tensor<i64>
    %c_25 = stablehlo.constant dense<-1> : tensor<i64>
    %66 = stablehlo.multiply %c_25, %arg10 : tensor<i64>
    %c_26 = stablehlo.constant dense<-1> : tensor<i64>
    %67 = stablehlo.add %c_26, %66 : tensor<i64>
    %68 = stablehlo.convert %67 : (tensor<i64>) -> tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %69 = stablehlo.compare LT, %68, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_28 = stablehlo.constant dense<63> : tensor<i32>
    %70 = stablehlo.add %68, %c_28 : tensor<i32>
    %71 = stablehlo.select %69, %70, %68 : tensor<i1>, tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %72 = stablehlo.compare LT, %c_29, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<32> : tensor<i32>
    %73 = stablehlo.add %c_31, %c_32 : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.select %72, %73, %c_33 : tensor<i1>, tensor<i32>
    %75 = stablehlo.dynamic_slice %arg2, %71, %74, sizes = [1, 32] : (tensor<63x32xf64>, tensor<i32>, tensor<i32>) -> tensor<1x32xf64>
    %76 = stablehlo.reshape %75 : (tensor<1x32xf64>) -> tensor<32xf64>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1] : (tensor<32xf64>) -> tensor<1x32xf64>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<1x32xf64>) -> tensor<63x32xf64>
    %79 = stablehlo.multiply %63, %78 : tensor<63x32xf64>
    %80 = stablehlo.slice %arg14 [1:2, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %81 = stablehlo.reshape %80 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %82 = stablehlo.exponential %81 : tensor<63x32xf64>
    %83 = stablehlo.multiply %79, %82 : tensor<63x32xf64>
    %c_34 = stablehlo.constant dense<-1> : tensor<i64>
    %84 = stablehlo.multiply %c_34, %arg10 : tensor<i64>
    %c_35 = stablehlo.constant dense<-1> : tensor<i64>
    %85 = stablehlo.add %c_35, %84 : tensor<i64>
    %c_36 = stablehlo.constant dense<0> : tensor<i64>
    %86 = stablehlo.add %85, %c_36 : tensor<i64>
    %87 = stablehlo.convert %86 : (tensor<i64>) -> tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %88 = stablehlo.compare LT, %c_37, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<63> : tensor<i32>
    %89 = stablehlo.add %c_39, %c_40 : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %90 = stablehlo.select %88, %89, %c_41 : tensor<i1>, tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %91 = stablehlo.compare LT, %87, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_43 = stablehlo.constant dense<64> : tensor<i32>
    %92 = stablehlo.add %87, %c_43 : tensor<i32>
    %93 = stablehlo.select %91, %92, %87 : tensor<i1>, tensor<i32>
    %94 = stablehlo.dynamic_slice %arg9, %90, %93, sizes = [63, 1] : (tensor<63x64xcomplex<f64>>, tensor<i32>, tensor<i32>) -> tensor<63x1xcomplex<f64>>
    %95 = stablehlo.reshape %94 : (tensor<63x1xcomplex<f64>>) -> tensor<63xcomplex<f64>>
    %96 = stablehlo.convert %83 : (tensor<63x32xf64>) -> tensor<63x32xcomplex<f64>>
    %97 = stablehlo.convert %95 : tensor<63xcomplex<f64>>
    %98 = stablehlo.dot_general %96, %97, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<63x32xcomplex<f64>>, tensor<63xcomplex<f64>>) -> tensor<63x32xcomplex<f64>>
    %99 = call @nansum_43(%98) : (tensor<63x32xcomplex<f64>>) -> tensor<32xcomplex<f64>>
    %c_44 = stablehlo.constant dense<0> : tensor<i64>
    %100 = stablehlo.compare LT, %65, %c_44, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_45 = stablehlo.constant dense<63> : tensor<i64>
    %101 = stablehlo.add %65, %c_45 : tensor<i64>
    %102 = stablehlo.select %100, %101, %65 : tensor<i1>, tensor<i64>
    %103 = stablehlo.convert %102 : (tensor<i64>) -> tensor<i32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %105 = "stablehlo.scatter"(%arg11, %104, %99) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<complex<f64>>, %arg16: tensor<complex<f64>>):
      stablehlo.return %arg16 : tensor<complex<f64>>
    }) : (tensor<32x63xcomplex<f64>>, tensor<1xi32>, tensor<32xcomplex<f64>>) -> tensor<32x63xcomplex<f64>>
    %106 = stablehlo.abs %63 : tensor<63x32xf64>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %107 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f64>) -> tensor<63x32xf64>
    %108 = stablehlo.divide %107, %106 : tensor<63x32xf64>
    %109 = stablehlo.abs %63 : tensor<63x32xf64>
    %110 = stablehlo.log %109 : tensor<63x32xf64>
    %111 = stablehlo.slice %arg13 [1:2, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %112 = stablehlo.reshape %111 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %113 = stablehlo.multiply %108, %112 : tensor<63x32xf64>
    %114 = stablehlo.slice %arg13 [0:1, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %115 = stablehlo.reshape %114 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %116 = call @_where_41(%5, %113, %115) : (tensor<63x32xi1>, tensor<63x32xf64>, tensor<63x32xf64>) -> tensor<63x32xf64>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %117 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %118 = "stablehlo.scatter"(%arg13, %117, %116) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<f64>, %arg16: tensor<f64>):
      stablehlo.return %arg16 : tensor<f64>
    }) : (tensor<2x63x32xf64>, tensor<1xi32>, tensor<63x32xf64>) -> tensor<2x63x32xf64>
    %119 = stablehlo.multiply %108, %63 : tensor<63x32xf64>
    %120 = stablehlo.slice %118 [1:2, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %121 = stablehlo.reshape %120 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %122 = call @_where_41(%5, %119, %121) : (tensor<63x32xi1>, tensor<63x32xf64>, tensor<63x32xf64>) -> tensor<63x32xf64>
    %c_48 = stablehlo.constant dense<1> : tensor<i32>
    %123 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %124 = "stablehlo.scatter"(%118, %123, %122) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<f64>, %arg16: tensor<f64>):
      stablehlo.return %arg16 : tensor<f64>
    }) : (tensor<2x63x32xf64>, tensor<1xi32>, tensor<63x32xf64>) -> tensor<2x63x32xf64>
    %125 = stablehlo.slice %arg14 [1:2, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %126 = stablehlo.reshape %125 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %127 = stablehlo.add %126, %110 : tensor<63x32xf64>
    %128 = stablehlo.slice %arg14 [1:2, 0:63, 0:32] : (tensor<2x63x32xf64>) -> tensor<1x63x32xf64>
    %129 = stablehlo.reshape %128 : (tensor<1x63x32xf64>) -> tensor<63x32xf64>
    %130 = call @_where_41(%5, %127, %129) : (tensor<63x32xi1>, tensor<63x32xf64>, tensor<63x32xf64>) -> tensor<63x32xf64>
    %c_49 = stablehlo.constant dense<1> : tensor<i32>
    %131 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %132 = "stablehlo.scatter"(%arg14, %131, %130) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<f64>, %arg16: tensor<f64>):
      stablehlo.return %arg16 : tensor<f64>
    }) : (tensor<2x63x32xf64>, tensor<1xi32>, tensor<63x32xf64>) -> tensor<2x63x32xf64>
    return %0, %105, %63, %124, %132 : tensor<i64>, tensor<32x63xcomplex<f64>>, tensor<63x32xf64>, tensor<2x63x32xf64>, tensor<2x63x32xf64>
  }
  func.func private @_where_46(%arg0: tensor<32x63xi1>, %arg1: tensor<32x63xcomplex<f64>>, %arg2: tensor<32x63xcomplex<f64>>) -> tensor<32x63xcomplex<f64>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x63xi1>, tensor<32x63xcomplex<f64>>
    return %0 : tensor<32x63xcomplex<f64>>
  }
}
