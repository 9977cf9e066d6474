module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x8x15xcomplex<f64>>) -> (tensor<5x8x15xcomplex<f64>> {jax.result_info = "result"}) {
    %0 = call @forward_jax(%arg0) : (tensor<5x8x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    return %0 : tensor<5x8x15xcomplex<f64>>
  }
  func.func private @forward_jax(%arg0: tensor<5x8x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>> {
    %c = stablehlo.constant dense<> : tensor<0xi32>
    %c_0 = stablehlo.constant dense<> : tensor<0xi32>
    %0:5 = call @generate_precomputes_wigner_jax() : () -> (tensor<5x2x15x8xf64>, tensor<5x15x8xf64>, tensor<1x9x8xf64>, tensor<1x9x8xf64>, tensor<1x15x8xi64>)
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %2 = stablehlo.transpose %arg0, dims = [1, 2, 0] : (tensor<5x8x15xcomplex<f64>>) -> tensor<8x15x5xcomplex<f64>>
    %3 = call @fft(%2) : (tensor<8x15x5xcomplex<f64>>) -> tensor<8x15x5xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<8x15x5xcomplex<f64>>
    %5 = stablehlo.multiply %3, %4 : tensor<8x15x5xcomplex<f64>>
    %6 = stablehlo.transpose %5, dims = [2, 0, 1] : (tensor<8x15x5xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %7 = call @_roll_static(%6) : (tensor<5x8x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %cst_2 = stablehlo.constant dense<(1.2566370614359172,0.000000e+00)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %9 = stablehlo.multiply %7, %8 : tensor<5x8x15xcomplex<f64>>
    %10 = stablehlo.iota dim = 0 : tensor<5xi64>
    %c_3 = stablehlo.constant dense<-2> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %12 = stablehlo.add %11, %10 : tensor<5xi64>
    %13 = stablehlo.reshape %0#2 : (tensor<1x9x8xf64>) -> tensor<9x8xf64>
    %14 = stablehlo.reshape %0#3 : (tensor<1x9x8xf64>) -> tensor<9x8xf64>
    %15 = stablehlo.reshape %0#4 : (tensor<1x15x8xi64>) -> tensor<15x8xi64>
    %16 = stablehlo.abs %12 : tensor<5xi64>
    %c_4 = stablehlo.constant dense<-1> : tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %17 = stablehlo.compare EQ, %c_4, %c_5, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %19 = stablehlo.compare NE, %16, %18, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %20 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %21 = stablehlo.and %20, %19 : tensor<5xi1>
    %c_7 = stablehlo.constant dense<0> : tensor<i64>
    %c_8 = stablehlo.constant dense<1> : tensor<i64>
    %22 = call @_where_14(%21, %c_7, %c_8) : (tensor<5xi1>, tensor<i64>, tensor<i64>) -> tensor<5xi64>
    %c_9 = stablehlo.constant dense<1> : tensor<i64>
    %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %24 = stablehlo.and %16, %23 : tensor<5xi64>
    %c_10 = stablehlo.constant dense<-1> : tensor<i64>
    %25 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %26 = stablehlo.multiply %22, %25 : tensor<5xi64>
    %27 = call @_where_15(%24, %26, %22) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %c_11 = stablehlo.constant dense<-1> : tensor<i64>
    %c_12 = stablehlo.constant dense<-1> : tensor<i64>
    %28 = stablehlo.multiply %c_11, %c_12 : tensor<i64>
    %c_13 = stablehlo.constant dense<1> : tensor<i64>
    %29 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %30 = stablehlo.shift_right_logical %16, %29 : tensor<5xi64>
    %c_14 = stablehlo.constant dense<1> : tensor<i64>
    %31 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %32 = stablehlo.and %30, %31 : tensor<5xi64>
    %33 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %34 = stablehlo.multiply %27, %33 : tensor<5xi64>
    %35 = call @_where_15(%32, %34, %27) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %36 = stablehlo.multiply %28, %28 : tensor<i64>
    %c_15 = stablehlo.constant dense<1> : tensor<i64>
    %37 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<5xi64>
    %c_16 = stablehlo.constant dense<1> : tensor<i64>
    %39 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %40 = stablehlo.and %38, %39 : tensor<5xi64>
    %41 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %42 = stablehlo.multiply %35, %41 : tensor<5xi64>
    %43 = call @_where_15(%40, %42, %35) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %44 = stablehlo.multiply %36, %36 : tensor<i64>
    %c_17 = stablehlo.constant dense<1> : tensor<i64>
    %45 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %46 = stablehlo.shift_right_logical %38, %45 : tensor<5xi64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %47 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %48 = stablehlo.and %46, %47 : tensor<5xi64>
    %49 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %50 = stablehlo.multiply %43, %49 : tensor<5xi64>
    %51 = call @_where_15(%48, %50, %43) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %52 = stablehlo.multiply %44, %44 : tensor<i64>
    %c_19 = stablehlo.constant dense<1> : tensor<i64>
    %53 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %54 = stablehlo.shift_right_logical %46, %53 : tensor<5xi64>
    %c_20 = stablehlo.constant dense<1> : tensor<i64>
    %55 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %56 = stablehlo.and %54, %55 : tensor<5xi64>
    %57 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %58 = stablehlo.multiply %51, %57 : tensor<5xi64>
    %59 = call @_where_15(%56, %58, %51) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %60 = stablehlo.multiply %52, %52 : tensor<i64>
    %c_21 = stablehlo.constant dense<1> : tensor<i64>
    %61 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %62 = stablehlo.shift_right_logical %54, %61 : tensor<5xi64>
    %c_22 = stablehlo.constant dense<1> : tensor<i64>
    %63 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %64 = stablehlo.and %62, %63 : tensor<5xi64>
    %65 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %66 = stablehlo.multiply %59, %65 : tensor<5xi64>
    %67 = call @_where_15(%64, %66, %59) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %68 = stablehlo.negate %12 : tensor<5xi64>
    %69 = call @forward_jax_16(%9, %68, %0#0, %0#1, %13, %14, %15) : (tensor<5x8x15xcomplex<f64>>, tensor<5xi64>, tensor<5x2x15x8xf64>, tensor<5x15x8xf64>, tensor<9x8xf64>, tensor<9x8xf64>, tensor<15x8xi64>) -> tensor<5x8x15xcomplex<f64>>
    %70 = stablehlo.convert %67 : (tensor<5xi64>) -> tensor<5xcomplex<f64>>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<5xcomplex<f64>>) -> tensor<5x1x1xcomplex<f64>>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<5x1x1xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %73 = stablehlo.multiply %72, %69 : tensor<5x8x15xcomplex<f64>>
    %74 = "stablehlo.scatter"(%1, %c, %73) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      stablehlo.return %arg2 : tensor<complex<f64>>
    }) : (tensor<5x8x15xcomplex<f64>>, tensor<0xi32>, tensor<5x8x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %75 = stablehlo.iota dim = 0 : tensor<8xi64>
    %c_23 = stablehlo.constant dense<2> : tensor<i64>
    %76 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %77 = stablehlo.multiply %76, %75 : tensor<8xi64>
    %c_24 = stablehlo.constant dense<1> : tensor<i64>
    %78 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %79 = stablehlo.add %77, %78 : tensor<8xi64>
    %80 = stablehlo.convert %79 : (tensor<8xi64>) -> tensor<8xf64>
    %cst_25 = stablehlo.constant dense<12.566370614359172> : tensor<f64>
    %81 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %82 = stablehlo.divide %81, %80 : tensor<8xf64>
    %83 = stablehlo.sqrt %82 : tensor<8xf64>
    %84 = stablehlo.convert %83 : (tensor<8xf64>) -> tensor<8xcomplex<f64>>
    %85 = stablehlo.convert %74 : tensor<5x8x15xcomplex<f64>>
    %86 = stablehlo.dot_general %84, %85, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8xcomplex<f64>>, tensor<5x8x15xcomplex<f64>>) -> tensor<8x5x15xcomplex<f64>>
    %87 = stablehlo.transpose %86, dims = [1, 0, 2] : (tensor<8x5x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %88 = "stablehlo.scatter"(%74, %c_0, %87) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      stablehlo.return %arg2 : tensor<complex<f64>>
    }) : (tensor<5x8x15xcomplex<f64>>, tensor<0xi32>, tensor<5x8x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    return %88 : tensor<5x8x15xcomplex<f64>>
  }
  func.func private @generate_precomputes_wigner_jax() -> (tensor<5x2x15x8xf64>, tensor<5x15x8xf64>, tensor<1x9x8xf64>, tensor<1x9x8xf64>, tensor<1x15x8xi64>) {
    %c = stablehlo.constant dense<2> : tensor<i64>
    %0:5 = call @generate_precomputes_jax(%c) : (tensor<i64>) -> (tensor<2x15x8xf64>, tensor<15x8xf64>, tensor<9x8xf64>, tensor<9x8xf64>, tensor<15x8xi64>)
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %1:2 = call @generate_precomputes_jax_13(%c_0) : (tensor<i64>) -> (tensor<2x15x8xf64>, tensor<15x8xf64>)
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %2:2 = call @generate_precomputes_jax_13(%c_1) : (tensor<i64>) -> (tensor<2x15x8xf64>, tensor<15x8xf64>)
    %c_2 = stablehlo.constant dense<-1> : tensor<i64>
    %3:2 = call @generate_precomputes_jax_13(%c_2) : (tensor<i64>) -> (tensor<2x15x8xf64>, tensor<15x8xf64>)
    %c_3 = stablehlo.constant dense<-2> : tensor<i64>
    %4:2 = call @generate_precomputes_jax_13(%c_3) : (tensor<i64>) -> (tensor<2x15x8xf64>, tensor<15x8xf64>)
    %5 = stablehlo.broadcast_in_dim %0#0, dims = [1, 2, 3] : (tensor<2x15x8xf64>) -> tensor<1x2x15x8xf64>
    %6 = stablehlo.broadcast_in_dim %1#0, dims = [1, 2, 3] : (tensor<2x15x8xf64>) -> tensor<1x2x15x8xf64>
    %7 = stablehlo.broadcast_in_dim %2#0, dims = [1, 2, 3] : (tensor<2x15x8xf64>) -> tensor<1x2x15x8xf64>
    %8 = stablehlo.broadcast_in_dim %3#0, dims = [1, 2, 3] : (tensor<2x15x8xf64>) -> tensor<1x2x15x8xf64>
    %9 = stablehlo.broadcast_in_dim %4#0, dims = [1, 2, 3] : (tensor<2x15x8xf64>) -> tensor<1x2x15x8xf64>
    %10 = stablehlo.concatenate %5, %6, %7, %8, %9, dim = 0 : (tensor<1x2x15x8xf64>, tensor<1x2x15x8xf64>, tensor<1x2x15x8xf64>, tensor<1x2x15x8xf64>, tensor<1x2x15x8xf64>) -> tensor<5x2x15x8xf64>
    %11 = stablehlo.broadcast_in_dim %0#1, dims = [1, 2] : (tensor<15x8xf64>) -> tensor<1x15x8xf64>
    %12 = stablehlo.broadcast_in_dim %1#1, dims = [1, 2] : (tensor<15x8xf64>) -> tensor<1x15x8xf64>
    %13 = stablehlo.broadcast_in_dim %2#1, dims = [1, 2] : (tensor<15x8xf64>) -> tensor<1x15x8xf64>
    %14 = stablehlo.broadcast_in_dim %3#1, dims = [1, 2] : (tensor<15x8xf64>) -> tensor<1x15x8xf64>
    %15 = stablehlo.broadcast_in_dim %4#1, dims = [1, 2] : (tensor<15x8xf64>) -> tensor<1x15x8xf64>
    %16 = stablehlo.concatenate %11, %12, %13, %14, %15, dim = 0 : (tensor<1x15x8xf64>, tensor<1x15x8xf64>, tensor<1x15x8xf64>, tensor<1x15x8xf64>, tensor<1x15x8xf64>) -> tensor<5x15x8xf64>
    %17 = stablehlo.broadcast_in_dim %0#2, dims = [1, 2] : (tensor<9x8xf64>) -> tensor<1x9x8xf64>
    %18 = stablehlo.broadcast_in_dim %0#3, dims = [1, 2] : (tensor<9x8xf64>) -> tensor<1x9x8xf64>
    %19 = stablehlo.broadcast_in_dim %0#4, dims = [1, 2] : (tensor<15x8xi64>) -> tensor<1x15x8xi64>
    return %10, %16, %17, %18, %19 : tensor<5x2x15x8xf64>, tensor<5x15x8xf64>, tensor<1x9x8xf64>, tensor<1x9x8xf64>, tensor<1x15x8xi64>
  }
  func.func private @generate_precomputes_jax(%arg0: tensor<i64>) -> (tensor<2x15x8xf64>, tensor<15x8xf64>, tensor<9x8xf64>, tensor<9x8xf64>, tensor<15x8xi64>) {
    %cst = stablehlo.constant dense<[-0.098174770424681035, -0.19634954084936207, -0.2945243112740431, -0.39269908169872414, -0.49087385212340517, -0.58904862254808621, -0.68722339297276724, -0.78539816339744828, -0.88357293382212931, -0.98174770424681035, -1.0799224746714913, -1.1780972450961724, -1.2762720155208536, -1.3744467859455345, -1.4726215563702154]> : tensor<15xf64>
    %cst_0 = stablehlo.constant dense<[0.098174770424681035, 0.19634954084936207, 0.2945243112740431, 0.39269908169872414, 0.49087385212340517, 0.58904862254808621, 0.68722339297276724, 0.78539816339744828, 0.88357293382212931, 0.98174770424681035, 1.0799224746714913, 1.1780972450961724, 1.2762720155208536, 1.3744467859455345, 1.4726215563702154]> : tensor<15xf64>
    %0 = stablehlo.negate %arg0 : tensor<i64>
    %1 = stablehlo.iota dim = 0 : tensor<8xi64>
    %2 = stablehlo.tan %cst : tensor<15xf64>
    %3 = stablehlo.abs %2 : tensor<15xf64>
    %4 = stablehlo.log %3 : tensor<15xf64>
    %5 = stablehlo.cosine %cst_0 : tensor<15xf64>
    %6 = stablehlo.convert %0 : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %8 = stablehlo.add %1, %7 : tensor<8xi64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %10 = stablehlo.add %8, %9 : tensor<8xi64>
    %11 = stablehlo.convert %0 : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %13 = stablehlo.subtract %1, %12 : tensor<8xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %15 = stablehlo.add %13, %14 : tensor<8xi64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<9x8xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<9x8xf64>
    %c_4 = stablehlo.constant dense<2> : tensor<i64>
    %18 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %19 = stablehlo.multiply %18, %1 : tensor<8xi64>
    %20 = stablehlo.convert %19 : (tensor<8xi64>) -> tensor<8xf64>
    %21 = stablehlo.sqrt %20 : tensor<8xf64>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %23 = stablehlo.divide %22, %21 : tensor<8xf64>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %25 = "stablehlo.scatter"(%16, %24, %23) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %237 = stablehlo.add %arg1, %arg2 : tensor<f64>
      stablehlo.return %237 : tensor<f64>
    }) : (tensor<9x8xf64>, tensor<1xi32>, tensor<8xf64>) -> tensor<9x8xf64>
    %c_7 = stablehlo.constant dense<2> : tensor<i64>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %26:5 = stablehlo.while(%iterArg = %1, %iterArg_94 = %c_8, %iterArg_95 = %c_7, %iterArg_96 = %25, %iterArg_97 = %17) : tensor<8xi64>, tensor<i64>, tensor<i64>, tensor<9x8xf64>, tensor<9x8xf64>
    cond {
      %c_98 = stablehlo.constant dense<7> : tensor<i64>
      %237 = stablehlo.compare LT, %iterArg_94, %c_98, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %237 : tensor<i1>
    } do {
      %237:3 = func.call @closed_call(%iterArg, %iterArg_95, %iterArg_96, %iterArg_97) : (tensor<8xi64>, tensor<i64>, tensor<9x8xf64>, tensor<9x8xf64>) -> (tensor<i64>, tensor<9x8xf64>, tensor<9x8xf64>)
      %c_98 = stablehlo.constant dense<1> : tensor<i64>
      %238 = stablehlo.add %iterArg_94, %c_98 : tensor<i64>
      stablehlo.return %iterArg, %238, %237#0, %237#1, %237#2 : tensor<8xi64>, tensor<i64>, tensor<i64>, tensor<9x8xf64>, tensor<9x8xf64>
    }
    %c_9 = stablehlo.constant dense<0> : tensor<i64>
    %c_10 = stablehlo.constant dense<0> : tensor<i64>
    %27:4 = stablehlo.while(%iterArg = %c_10, %iterArg_94 = %c_9, %iterArg_95 = %26#3, %iterArg_96 = %26#4) : tensor<i64>, tensor<i64>, tensor<9x8xf64>, tensor<9x8xf64>
    cond {
      %c_97 = stablehlo.constant dense<8> : tensor<i64>
      %237 = stablehlo.compare LT, %iterArg, %c_97, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %237 : tensor<i1>
    } do {
      %237:3 = func.call @closed_call_0(%iterArg_94, %iterArg_95, %iterArg_96) : (tensor<i64>, tensor<9x8xf64>, tensor<9x8xf64>) -> (tensor<i64>, tensor<9x8xf64>, tensor<9x8xf64>)
      %c_97 = stablehlo.constant dense<1> : tensor<i64>
      %238 = stablehlo.add %iterArg, %c_97 : tensor<i64>
      stablehlo.return %238, %237#0, %237#1, %237#2 : tensor<i64>, tensor<i64>, tensor<9x8xf64>, tensor<9x8xf64>
    }
    %28 = stablehlo.iota dim = 0 : tensor<7xi64>
    %29 = stablehlo.abs %28 : tensor<7xi64>
    %c_11 = stablehlo.constant dense<-1> : tensor<i64>
    %c_12 = stablehlo.constant dense<0> : tensor<i64>
    %30 = stablehlo.compare EQ, %c_11, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<0> : tensor<i64>
    %31 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %32 = stablehlo.compare NE, %29, %31, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %33 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i1>) -> tensor<7xi1>
    %34 = stablehlo.and %33, %32 : tensor<7xi1>
    %c_14 = stablehlo.constant dense<0> : tensor<i64>
    %c_15 = stablehlo.constant dense<1> : tensor<i64>
    %35 = call @_where_1(%34, %c_14, %c_15) : (tensor<7xi1>, tensor<i64>, tensor<i64>) -> tensor<7xi64>
    %c_16 = stablehlo.constant dense<1> : tensor<i64>
    %36 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %37 = stablehlo.and %29, %36 : tensor<7xi64>
    %c_17 = stablehlo.constant dense<-1> : tensor<i64>
    %38 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %39 = stablehlo.multiply %35, %38 : tensor<7xi64>
    %40 = call @_where_2(%37, %39, %35) : (tensor<7xi64>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %c_18 = stablehlo.constant dense<-1> : tensor<i64>
    %c_19 = stablehlo.constant dense<-1> : tensor<i64>
    %41 = stablehlo.multiply %c_18, %c_19 : tensor<i64>
    %c_20 = stablehlo.constant dense<1> : tensor<i64>
    %42 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %43 = stablehlo.shift_right_logical %29, %42 : tensor<7xi64>
    %c_21 = stablehlo.constant dense<1> : tensor<i64>
    %44 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %45 = stablehlo.and %43, %44 : tensor<7xi64>
    %46 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %47 = stablehlo.multiply %40, %46 : tensor<7xi64>
    %48 = call @_where_2(%45, %47, %40) : (tensor<7xi64>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %49 = stablehlo.multiply %41, %41 : tensor<i64>
    %c_22 = stablehlo.constant dense<1> : tensor<i64>
    %50 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %51 = stablehlo.shift_right_logical %43, %50 : tensor<7xi64>
    %c_23 = stablehlo.constant dense<1> : tensor<i64>
    %52 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %53 = stablehlo.and %51, %52 : tensor<7xi64>
    %54 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %55 = stablehlo.multiply %48, %54 : tensor<7xi64>
    %56 = call @_where_2(%53, %55, %48) : (tensor<7xi64>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %57 = stablehlo.multiply %49, %49 : tensor<i64>
    %c_24 = stablehlo.constant dense<1> : tensor<i64>
    %58 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %59 = stablehlo.shift_right_logical %51, %58 : tensor<7xi64>
    %c_25 = stablehlo.constant dense<1> : tensor<i64>
    %60 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %61 = stablehlo.and %59, %60 : tensor<7xi64>
    %62 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %63 = stablehlo.multiply %56, %62 : tensor<7xi64>
    %64 = call @_where_2(%61, %63, %56) : (tensor<7xi64>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %65 = stablehlo.multiply %57, %57 : tensor<i64>
    %c_26 = stablehlo.constant dense<1> : tensor<i64>
    %66 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %67 = stablehlo.shift_right_logical %59, %66 : tensor<7xi64>
    %c_27 = stablehlo.constant dense<1> : tensor<i64>
    %68 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %69 = stablehlo.and %67, %68 : tensor<7xi64>
    %70 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %71 = stablehlo.multiply %64, %70 : tensor<7xi64>
    %72 = call @_where_2(%69, %71, %64) : (tensor<7xi64>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %73 = stablehlo.multiply %65, %65 : tensor<i64>
    %c_28 = stablehlo.constant dense<1> : tensor<i64>
    %74 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %75 = stablehlo.shift_right_logical %67, %74 : tensor<7xi64>
    %c_29 = stablehlo.constant dense<1> : tensor<i64>
    %76 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %77 = stablehlo.and %75, %76 : tensor<7xi64>
    %78 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %79 = stablehlo.multiply %72, %78 : tensor<7xi64>
    %80 = call @_where_2(%77, %79, %72) : (tensor<7xi64>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %81 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %82 = call @atleast_1d(%80) : (tensor<7xi64>) -> tensor<7xi64>
    %83 = call @atleast_1d_3(%81) : (tensor<8xf64>) -> tensor<8xf64>
    %84 = stablehlo.convert %82 : (tensor<7xi64>) -> tensor<7xf64>
    %85 = stablehlo.concatenate %84, %83, dim = 0 : (tensor<7xf64>, tensor<8xf64>) -> tensor<15xf64>
    %86 = stablehlo.convert %0 : tensor<i64>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %88 = stablehlo.add %87, %1 : tensor<8xi64>
    %89 = stablehlo.abs %88 : tensor<8xi64>
    %c_31 = stablehlo.constant dense<-1> : tensor<i64>
    %c_32 = stablehlo.constant dense<0> : tensor<i64>
    %90 = stablehlo.compare EQ, %c_31, %c_32, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_33 = stablehlo.constant dense<0> : tensor<i64>
    %91 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %92 = stablehlo.compare NE, %89, %91, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %93 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %94 = stablehlo.and %93, %92 : tensor<8xi1>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %c_35 = stablehlo.constant dense<1> : tensor<i64>
    %95 = call @_where_4(%94, %c_34, %c_35) : (tensor<8xi1>, tensor<i64>, tensor<i64>) -> tensor<8xi64>
    %c_36 = stablehlo.constant dense<1> : tensor<i64>
    %96 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %97 = stablehlo.and %89, %96 : tensor<8xi64>
    %c_37 = stablehlo.constant dense<-1> : tensor<i64>
    %98 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %99 = stablehlo.multiply %95, %98 : tensor<8xi64>
    %100 = call @_where_5(%97, %99, %95) : (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %c_38 = stablehlo.constant dense<-1> : tensor<i64>
    %c_39 = stablehlo.constant dense<-1> : tensor<i64>
    %101 = stablehlo.multiply %c_38, %c_39 : tensor<i64>
    %c_40 = stablehlo.constant dense<1> : tensor<i64>
    %102 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %103 = stablehlo.shift_right_logical %89, %102 : tensor<8xi64>
    %c_41 = stablehlo.constant dense<1> : tensor<i64>
    %104 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %105 = stablehlo.and %103, %104 : tensor<8xi64>
    %106 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %107 = stablehlo.multiply %100, %106 : tensor<8xi64>
    %108 = call @_where_5(%105, %107, %100) : (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %109 = stablehlo.multiply %101, %101 : tensor<i64>
    %c_42 = stablehlo.constant dense<1> : tensor<i64>
    %110 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %111 = stablehlo.shift_right_logical %103, %110 : tensor<8xi64>
    %c_43 = stablehlo.constant dense<1> : tensor<i64>
    %112 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %113 = stablehlo.and %111, %112 : tensor<8xi64>
    %114 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %115 = stablehlo.multiply %108, %114 : tensor<8xi64>
    %116 = call @_where_5(%113, %115, %108) : (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %117 = stablehlo.multiply %109, %109 : tensor<i64>
    %c_44 = stablehlo.constant dense<1> : tensor<i64>
    %118 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %119 = stablehlo.shift_right_logical %111, %118 : tensor<8xi64>
    %c_45 = stablehlo.constant dense<1> : tensor<i64>
    %120 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %121 = stablehlo.and %119, %120 : tensor<8xi64>
    %122 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %123 = stablehlo.multiply %116, %122 : tensor<8xi64>
    %124 = call @_where_5(%121, %123, %116) : (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %125 = stablehlo.multiply %117, %117 : tensor<i64>
    %c_46 = stablehlo.constant dense<1> : tensor<i64>
    %126 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %127 = stablehlo.shift_right_logical %119, %126 : tensor<8xi64>
    %c_47 = stablehlo.constant dense<1> : tensor<i64>
    %128 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %129 = stablehlo.and %127, %128 : tensor<8xi64>
    %130 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %131 = stablehlo.multiply %124, %130 : tensor<8xi64>
    %132 = call @_where_5(%129, %131, %124) : (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %133 = stablehlo.multiply %125, %125 : tensor<i64>
    %c_48 = stablehlo.constant dense<1> : tensor<i64>
    %134 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %135 = stablehlo.shift_right_logical %127, %134 : tensor<8xi64>
    %c_49 = stablehlo.constant dense<1> : tensor<i64>
    %136 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %137 = stablehlo.and %135, %136 : tensor<8xi64>
    %138 = stablehlo.broadcast_in_dim %133, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %139 = stablehlo.multiply %132, %138 : tensor<8xi64>
    %140 = call @_where_5(%137, %139, %132) : (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %141 = stablehlo.convert %85 : tensor<15xf64>
    %142 = stablehlo.convert %140 : (tensor<8xi64>) -> tensor<8xf64>
    %143 = stablehlo.dot_general %141, %142, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<15xf64>, tensor<8xf64>) -> tensor<15x8xf64>
    %c_50 = stablehlo.constant dense<1> : tensor<i64>
    %144 = stablehlo.add %0, %c_50 : tensor<i64>
    %c_51 = stablehlo.constant dense<8> : tensor<i64>
    %145 = stablehlo.add %144, %c_51 : tensor<i64>
    %146 = stablehlo.abs %145 : tensor<i64>
    %c_52 = stablehlo.constant dense<-1> : tensor<i64>
    %c_53 = stablehlo.constant dense<0> : tensor<i64>
    %147 = stablehlo.compare EQ, %c_52, %c_53, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_54 = stablehlo.constant dense<0> : tensor<i64>
    %148 = stablehlo.compare NE, %146, %c_54, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %149 = stablehlo.and %147, %148 : tensor<i1>
    %c_55 = stablehlo.constant dense<0> : tensor<i64>
    %c_56 = stablehlo.constant dense<1> : tensor<i64>
    %150 = call @_where_6(%149, %c_55, %c_56) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_57 = stablehlo.constant dense<1> : tensor<i64>
    %151 = stablehlo.and %146, %c_57 : tensor<i64>
    %c_58 = stablehlo.constant dense<-1> : tensor<i64>
    %152 = stablehlo.multiply %150, %c_58 : tensor<i64>
    %153 = call @_where_7(%151, %152, %150) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_59 = stablehlo.constant dense<-1> : tensor<i64>
    %c_60 = stablehlo.constant dense<-1> : tensor<i64>
    %154 = stablehlo.multiply %c_59, %c_60 : tensor<i64>
    %c_61 = stablehlo.constant dense<1> : tensor<i64>
    %155 = stablehlo.shift_right_logical %146, %c_61 : tensor<i64>
    %c_62 = stablehlo.constant dense<1> : tensor<i64>
    %156 = stablehlo.and %155, %c_62 : tensor<i64>
    %157 = stablehlo.multiply %153, %154 : tensor<i64>
    %158 = call @_where_7(%156, %157, %153) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %159 = stablehlo.multiply %154, %154 : tensor<i64>
    %c_63 = stablehlo.constant dense<1> : tensor<i64>
    %160 = stablehlo.shift_right_logical %155, %c_63 : tensor<i64>
    %c_64 = stablehlo.constant dense<1> : tensor<i64>
    %161 = stablehlo.and %160, %c_64 : tensor<i64>
    %162 = stablehlo.multiply %158, %159 : tensor<i64>
    %163 = call @_where_7(%161, %162, %158) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %164 = stablehlo.multiply %159, %159 : tensor<i64>
    %c_65 = stablehlo.constant dense<1> : tensor<i64>
    %165 = stablehlo.shift_right_logical %160, %c_65 : tensor<i64>
    %c_66 = stablehlo.constant dense<1> : tensor<i64>
    %166 = stablehlo.and %165, %c_66 : tensor<i64>
    %167 = stablehlo.multiply %163, %164 : tensor<i64>
    %168 = call @_where_7(%166, %167, %163) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %169 = stablehlo.multiply %164, %164 : tensor<i64>
    %c_67 = stablehlo.constant dense<1> : tensor<i64>
    %170 = stablehlo.shift_right_logical %165, %c_67 : tensor<i64>
    %c_68 = stablehlo.constant dense<1> : tensor<i64>
    %171 = stablehlo.and %170, %c_68 : tensor<i64>
    %172 = stablehlo.multiply %168, %169 : tensor<i64>
    %173 = call @_where_7(%171, %172, %168) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %174 = stablehlo.multiply %169, %169 : tensor<i64>
    %c_69 = stablehlo.constant dense<1> : tensor<i64>
    %175 = stablehlo.shift_right_logical %170, %c_69 : tensor<i64>
    %c_70 = stablehlo.constant dense<1> : tensor<i64>
    %176 = stablehlo.and %175, %c_70 : tensor<i64>
    %177 = stablehlo.multiply %173, %174 : tensor<i64>
    %178 = call @_where_7(%176, %177, %173) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %179 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %180 = stablehlo.convert %178 : (tensor<i64>) -> tensor<f64>
    %181 = stablehlo.broadcast_in_dim %180, dims = [] : (tensor<f64>) -> tensor<7x8xf64>
    %182 = "stablehlo.scatter"(%143, %179, %181) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %237 = stablehlo.multiply %arg1, %arg2 : tensor<f64>
      stablehlo.return %237 : tensor<f64>
    }) : (tensor<15x8xf64>, tensor<1xi32>, tensor<7x8xf64>) -> tensor<15x8xf64>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %183 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f64>) -> tensor<2x15x8xf64>
    %184 = stablehlo.convert %1 : (tensor<8xi64>) -> tensor<8xf64>
    %cst_73 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %185 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %186 = stablehlo.multiply %185, %184 : tensor<8xf64>
    %187 = stablehlo.abs %5 : tensor<15xf64>
    %188 = stablehlo.log %187 : tensor<15xf64>
    %189 = stablehlo.dot_general %188, %186, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<15xf64>, tensor<8xf64>) -> tensor<15x8xf64>
    %190 = stablehlo.iota dim = 0 : tensor<17xi64>
    %c_74 = stablehlo.constant dense<2> : tensor<i64>
    %191 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %192 = stablehlo.multiply %191, %1 : tensor<8xi64>
    %c_75 = stablehlo.constant dense<2> : tensor<i64>
    %193 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %194 = stablehlo.add %192, %193 : tensor<8xi64>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0] : (tensor<8xi64>) -> tensor<8x1xi64>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1x17xi64>
    %197 = stablehlo.reshape %196 : (tensor<8x1x17xi64>) -> tensor<8x17xi64>
    %198 = stablehlo.broadcast_in_dim %190, dims = [1] : (tensor<17xi64>) -> tensor<1x17xi64>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<1x17xi64>) -> tensor<8x17xi64>
    %200 = stablehlo.subtract %197, %199 : tensor<8x17xi64>
    %c_76 = stablehlo.constant dense<1> : tensor<i64>
    %201 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i64>) -> tensor<17xi64>
    %202 = stablehlo.subtract %190, %201 : tensor<17xi64>
    %203 = stablehlo.convert %200 : (tensor<8x17xi64>) -> tensor<8x17xf64>
    %204 = stablehlo.convert %202 : (tensor<17xi64>) -> tensor<17xf64>
    %205 = stablehlo.broadcast_in_dim %204, dims = [1] : (tensor<17xf64>) -> tensor<1x17xf64>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<1x17xf64>) -> tensor<8x17xf64>
    %207 = stablehlo.divide %203, %206 : tensor<8x17xf64>
    %208 = stablehlo.transpose %207, dims = [1, 0] : (tensor<8x17xf64>) -> tensor<17x8xf64>
    %209 = stablehlo.log %208 : tensor<17x8xf64>
    %cst_77 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %210 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f64>) -> tensor<17x8xf64>
    %211 = stablehlo.divide %209, %210 : tensor<17x8xf64>
    %c_78 = stablehlo.constant dense<1> : tensor<i64>
    %212 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %213 = stablehlo.compare EQ, %10, %212, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %214 = stablehlo.slice %183 [0:1, 0:15, 0:8] : (tensor<2x15x8xf64>) -> tensor<1x15x8xf64>
    %215 = stablehlo.reshape %214 : (tensor<1x15x8xf64>) -> tensor<15x8xf64>
    %216 = call @_where_8(%213, %189, %215) : (tensor<8xi1>, tensor<15x8xf64>, tensor<15x8xf64>) -> tensor<15x8xf64>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %217 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %218 = "stablehlo.scatter"(%183, %217, %216) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<2x15x8xf64>, tensor<1xi32>, tensor<15x8xf64>) -> tensor<2x15x8xf64>
    %c_80 = stablehlo.constant dense<1> : tensor<i64>
    %219 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %220 = stablehlo.compare EQ, %15, %219, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %221 = stablehlo.slice %218 [1:2, 0:15, 0:8] : (tensor<2x15x8xf64>) -> tensor<1x15x8xf64>
    %222 = stablehlo.reshape %221 : (tensor<1x15x8xf64>) -> tensor<15x8xf64>
    %223 = call @_where_8(%220, %189, %222) : (tensor<8xi1>, tensor<15x8xf64>, tensor<15x8xf64>) -> tensor<15x8xf64>
    %c_81 = stablehlo.constant dense<1> : tensor<i32>
    %224 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %225 = "stablehlo.scatter"(%218, %224, %223) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<2x15x8xf64>, tensor<1xi32>, tensor<15x8xf64>) -> tensor<2x15x8xf64>
    %226 = stablehlo.abs %0 : tensor<i64>
    %c_82 = stablehlo.constant dense<8> : tensor<i64>
    %227 = stablehlo.add %c_82, %226 : tensor<i64>
    %c_83 = stablehlo.constant dense<2> : tensor<i64>
    %228 = stablehlo.add %227, %c_83 : tensor<i64>
    %c_84 = stablehlo.constant dense<2> : tensor<i64>
    %229:8 = stablehlo.while(%iterArg = %211, %iterArg_94 = %4, %iterArg_95 = %10, %iterArg_96 = %15, %iterArg_97 = %c_84, %iterArg_98 = %228, %iterArg_99 = %189, %iterArg_100 = %225) : tensor<17x8xf64>, tensor<15xf64>, tensor<8xi64>, tensor<8xi64>, tensor<i64>, tensor<i64>, tensor<15x8xf64>, tensor<2x15x8xf64>
    cond {
      %237 = stablehlo.compare LT, %iterArg_97, %iterArg_98, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %237 : tensor<i1>
    } do {
      %c_101 = stablehlo.constant dense<1> : tensor<i64>
      %237 = stablehlo.add %iterArg_97, %c_101 : tensor<i64>
      %238 = stablehlo.convert %iterArg_97 : (tensor<i64>) -> tensor<i32>
      %c_102 = stablehlo.constant dense<0> : tensor<i32>
      %239 = stablehlo.compare LT, %238, %c_102, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_103 = stablehlo.constant dense<17> : tensor<i32>
      %240 = stablehlo.add %238, %c_103 : tensor<i32>
      %241 = stablehlo.select %239, %240, %238 : tensor<i1>, tensor<i32>
      %c_104 = stablehlo.constant dense<0> : tensor<i32>
      %c_105 = stablehlo.constant dense<0> : tensor<i32>
      %242 = stablehlo.compare LT, %c_104, %c_105, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_106 = stablehlo.constant dense<0> : tensor<i32>
      %c_107 = stablehlo.constant dense<8> : tensor<i32>
      %243 = stablehlo.add %c_106, %c_107 : tensor<i32>
      %c_108 = stablehlo.constant dense<0> : tensor<i32>
      %244 = stablehlo.select %242, %243, %c_108 : tensor<i1>, tensor<i32>
      %245 = stablehlo.dynamic_slice %iterArg, %241, %244, sizes = [1, 8] : (tensor<17x8xf64>, tensor<i32>, tensor<i32>) -> tensor<1x8xf64>
      %246 = stablehlo.reshape %245 : (tensor<1x8xf64>) -> tensor<8xf64>
      %247 = stablehlo.broadcast_in_dim %246, dims = [1] : (tensor<8xf64>) -> tensor<1x8xf64>
      %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<1x8xf64>) -> tensor<15x8xf64>
      %249 = stablehlo.add %iterArg_99, %248 : tensor<15x8xf64>
      %250 = stablehlo.transpose %249, dims = [1, 0] : (tensor<15x8xf64>) -> tensor<8x15xf64>
      %251 = stablehlo.broadcast_in_dim %iterArg_94, dims = [1] : (tensor<15xf64>) -> tensor<1x15xf64>
      %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<1x15xf64>) -> tensor<8x15xf64>
      %253 = stablehlo.add %250, %252 : tensor<8x15xf64>
      %254 = stablehlo.transpose %253, dims = [1, 0] : (tensor<8x15xf64>) -> tensor<15x8xf64>
      %255 = stablehlo.convert %iterArg_97 : tensor<i64>
      %256 = stablehlo.broadcast_in_dim %255, dims = [] : (tensor<i64>) -> tensor<8xi64>
      %257 = stablehlo.compare EQ, %256, %iterArg_95, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
      %258 = stablehlo.slice %iterArg_100 [0:1, 0:15, 0:8] : (tensor<2x15x8xf64>) -> tensor<1x15x8xf64>
      %259 = stablehlo.reshape %258 : (tensor<1x15x8xf64>) -> tensor<15x8xf64>
      %260 = func.call @_where_9(%257, %254, %259) : (tensor<8xi1>, tensor<15x8xf64>, tensor<15x8xf64>) -> tensor<15x8xf64>
      %c_109 = stablehlo.constant dense<0> : tensor<i32>
      %261 = stablehlo.broadcast_in_dim %c_109, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %262 = "stablehlo.scatter"(%iterArg_100, %261, %260) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
        stablehlo.return %arg2 : tensor<f64>
      }) : (tensor<2x15x8xf64>, tensor<1xi32>, tensor<15x8xf64>) -> tensor<2x15x8xf64>
      %263 = stablehlo.convert %iterArg_97 : tensor<i64>
      %264 = stablehlo.broadcast_in_dim %263, dims = [] : (tensor<i64>) -> tensor<8xi64>
      %265 = stablehlo.compare EQ, %264, %iterArg_96, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
      %266 = stablehlo.slice %262 [1:2, 0:15, 0:8] : (tensor<2x15x8xf64>) -> tensor<1x15x8xf64>
      %267 = stablehlo.reshape %266 : (tensor<1x15x8xf64>) -> tensor<15x8xf64>
      %268 = func.call @_where_9(%265, %254, %267) : (tensor<8xi1>, tensor<15x8xf64>, tensor<15x8xf64>) -> tensor<15x8xf64>
      %c_110 = stablehlo.constant dense<1> : tensor<i32>
      %269 = stablehlo.broadcast_in_dim %c_110, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %270 = "stablehlo.scatter"(%262, %269, %268) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
        stablehlo.return %arg2 : tensor<f64>
      }) : (tensor<2x15x8xf64>, tensor<1xi32>, tensor<15x8xf64>) -> tensor<2x15x8xf64>
      stablehlo.return %iterArg, %iterArg_94, %iterArg_95, %iterArg_96, %237, %iterArg_98, %254, %270 : tensor<17x8xf64>, tensor<15xf64>, tensor<8xi64>, tensor<8xi64>, tensor<i64>, tensor<i64>, tensor<15x8xf64>, tensor<2x15x8xf64>
    }
    %230 = stablehlo.iota dim = 0 : tensor<8xi64>
    %231 = stablehlo.broadcast_in_dim %230, dims = [1] : (tensor<8xi64>) -> tensor<1x8xi64>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 2] : (tensor<1x8xi64>) -> tensor<1x15x8xi64>
    %233 = stablehlo.reshape %232 : (tensor<1x15x8xi64>) -> tensor<15x8xi64>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %234 = call @nan_to_num(%229#7, %cst_85, %cst_86, %cst_87) : (tensor<2x15x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<2x15x8xf64>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %235 = call @nan_to_num_11(%27#2, %cst_88, %cst_89, %cst_90) : (tensor<9x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<9x8xf64>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %236 = call @nan_to_num_11(%27#3, %cst_91, %cst_92, %cst_93) : (tensor<9x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<9x8xf64>
    return %234, %182, %235, %236, %233 : tensor<2x15x8xf64>, tensor<15x8xf64>, tensor<9x8xf64>, tensor<9x8xf64>, tensor<15x8xi64>
  }
  func.func private @closed_call(%arg0: tensor<8xi64>, %arg1: tensor<i64>, %arg2: tensor<9x8xf64>, %arg3: tensor<9x8xf64>) -> (tensor<i64>, tensor<9x8xf64>, tensor<9x8xf64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %1 = stablehlo.subtract %arg1, %c_0 : tensor<i64>
    %c_1 = stablehlo.constant dense<2> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %3 = stablehlo.multiply %2, %arg0 : tensor<8xi64>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %5 = stablehlo.add %3, %4 : tensor<8xi64>
    %6 = stablehlo.convert %arg1 : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %8 = stablehlo.subtract %5, %7 : tensor<8xi64>
    %9 = stablehlo.convert %arg1 : tensor<i64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %11 = stablehlo.multiply %10, %8 : tensor<8xi64>
    %12 = stablehlo.convert %11 : (tensor<8xi64>) -> tensor<8xf64>
    %13 = stablehlo.sqrt %12 : tensor<8xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %15 = stablehlo.divide %14, %13 : tensor<8xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<9> : tensor<i64>
    %17 = stablehlo.add %1, %c_4 : tensor<i64>
    %18 = stablehlo.select %16, %17, %1 : tensor<i1>, tensor<i64>
    %19 = stablehlo.convert %18 : (tensor<i64>) -> tensor<i32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %21 = "stablehlo.scatter"(%arg2, %20, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      %50 = stablehlo.add %arg4, %arg5 : tensor<f64>
      stablehlo.return %50 : tensor<f64>
    }) : (tensor<9x8xf64>, tensor<1xi32>, tensor<8xf64>) -> tensor<9x8xf64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %22 = stablehlo.subtract %arg1, %c_5 : tensor<i64>
    %c_6 = stablehlo.constant dense<1> : tensor<i64>
    %23 = stablehlo.subtract %arg1, %c_6 : tensor<i64>
    %24 = stablehlo.convert %23 : (tensor<i64>) -> tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.compare LT, %24, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<9> : tensor<i32>
    %26 = stablehlo.add %24, %c_8 : tensor<i32>
    %27 = stablehlo.select %25, %26, %24 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.compare LT, %c_9, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<8> : tensor<i32>
    %29 = stablehlo.add %c_11, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.select %28, %29, %c_13 : tensor<i1>, tensor<i32>
    %31 = stablehlo.dynamic_slice %21, %27, %30, sizes = [1, 8] : (tensor<9x8xf64>, tensor<i32>, tensor<i32>) -> tensor<1x8xf64>
    %32 = stablehlo.reshape %31 : (tensor<1x8xf64>) -> tensor<8xf64>
    %c_14 = stablehlo.constant dense<2> : tensor<i64>
    %33 = stablehlo.subtract %arg1, %c_14 : tensor<i64>
    %34 = stablehlo.convert %33 : (tensor<i64>) -> tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.compare LT, %34, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<9> : tensor<i32>
    %36 = stablehlo.add %34, %c_16 : tensor<i32>
    %37 = stablehlo.select %35, %36, %34 : tensor<i1>, tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.compare LT, %c_17, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<8> : tensor<i32>
    %39 = stablehlo.add %c_19, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.select %38, %39, %c_21 : tensor<i1>, tensor<i32>
    %41 = stablehlo.dynamic_slice %21, %37, %40, sizes = [1, 8] : (tensor<9x8xf64>, tensor<i32>, tensor<i32>) -> tensor<1x8xf64>
    %42 = stablehlo.reshape %41 : (tensor<1x8xf64>) -> tensor<8xf64>
    %43 = stablehlo.divide %32, %42 : tensor<8xf64>
    %c_22 = stablehlo.constant dense<0> : tensor<i64>
    %44 = stablehlo.compare LT, %22, %c_22, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_23 = stablehlo.constant dense<9> : tensor<i64>
    %45 = stablehlo.add %22, %c_23 : tensor<i64>
    %46 = stablehlo.select %44, %45, %22 : tensor<i1>, tensor<i64>
    %47 = stablehlo.convert %46 : (tensor<i64>) -> tensor<i32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %49 = "stablehlo.scatter"(%arg3, %48, %43) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      %50 = stablehlo.add %arg4, %arg5 : tensor<f64>
      stablehlo.return %50 : tensor<f64>
    }) : (tensor<9x8xf64>, tensor<1xi32>, tensor<8xf64>) -> tensor<9x8xf64>
    return %0, %21, %49 : tensor<i64>, tensor<9x8xf64>, tensor<9x8xf64>
  }
  func.func private @closed_call_0(%arg0: tensor<i64>, %arg1: tensor<9x8xf64>, %arg2: tensor<9x8xf64>) -> (tensor<i64>, tensor<9x8xf64>, tensor<9x8xf64>) {
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
    %c_5 = stablehlo.constant dense<9> : tensor<i32>
    %5 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.select %4, %5, %c_6 : tensor<i1>, tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %3, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<8> : tensor<i32>
    %8 = stablehlo.add %3, %c_8 : tensor<i32>
    %9 = stablehlo.select %7, %8, %3 : tensor<i1>, tensor<i32>
    %10 = stablehlo.dynamic_slice %arg1, %6, %9, sizes = [9, 1] : (tensor<9x8xf64>, tensor<i32>, tensor<i32>) -> tensor<9x1xf64>
    %11 = stablehlo.reshape %10 : (tensor<9x1xf64>) -> tensor<9xf64>
    %c_9 = stablehlo.constant dense<8> : tensor<i64>
    %12 = stablehlo.subtract %c_9, %arg0 : tensor<i64>
    %c_10 = stablehlo.constant dense<1> : tensor<i64>
    %13 = stablehlo.subtract %12, %c_10 : tensor<i64>
    %14 = call @_roll_dynamic(%11, %13) : (tensor<9xf64>, tensor<i64>) -> tensor<9xf64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %15 = stablehlo.compare LT, %1, %c_11, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<8> : tensor<i64>
    %16 = stablehlo.add %1, %c_12 : tensor<i64>
    %17 = stablehlo.select %15, %16, %1 : tensor<i1>, tensor<i64>
    %18 = stablehlo.convert %17 : (tensor<i64>) -> tensor<i32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.scatter"(%arg1, %19, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<9x8xf64>, tensor<1xi32>, tensor<9xf64>) -> tensor<9x8xf64>
    %c_13 = stablehlo.constant dense<0> : tensor<i64>
    %21 = stablehlo.subtract %arg0, %c_13 : tensor<i64>
    %c_14 = stablehlo.constant dense<0> : tensor<i64>
    %22 = stablehlo.subtract %arg0, %c_14 : tensor<i64>
    %23 = stablehlo.convert %22 : (tensor<i64>) -> tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %c_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<9> : tensor<i32>
    %25 = stablehlo.add %c_17, %c_18 : tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.select %24, %25, %c_19 : tensor<i1>, tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.compare LT, %23, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_21 = stablehlo.constant dense<8> : tensor<i32>
    %28 = stablehlo.add %23, %c_21 : tensor<i32>
    %29 = stablehlo.select %27, %28, %23 : tensor<i1>, tensor<i32>
    %30 = stablehlo.dynamic_slice %arg2, %26, %29, sizes = [9, 1] : (tensor<9x8xf64>, tensor<i32>, tensor<i32>) -> tensor<9x1xf64>
    %31 = stablehlo.reshape %30 : (tensor<9x1xf64>) -> tensor<9xf64>
    %c_22 = stablehlo.constant dense<8> : tensor<i64>
    %32 = stablehlo.subtract %c_22, %arg0 : tensor<i64>
    %c_23 = stablehlo.constant dense<1> : tensor<i64>
    %33 = stablehlo.subtract %32, %c_23 : tensor<i64>
    %34 = call @_roll_dynamic(%31, %33) : (tensor<9xf64>, tensor<i64>) -> tensor<9xf64>
    %c_24 = stablehlo.constant dense<0> : tensor<i64>
    %35 = stablehlo.compare LT, %21, %c_24, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_25 = stablehlo.constant dense<8> : tensor<i64>
    %36 = stablehlo.add %21, %c_25 : tensor<i64>
    %37 = stablehlo.select %35, %36, %21 : tensor<i1>, tensor<i64>
    %38 = stablehlo.convert %37 : (tensor<i64>) -> tensor<i32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %40 = "stablehlo.scatter"(%arg2, %39, %34) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<9x8xf64>, tensor<1xi32>, tensor<9xf64>) -> tensor<9x8xf64>
    return %0, %20, %40 : tensor<i64>, tensor<9x8xf64>, tensor<9x8xf64>
  }
  func.func private @_roll_dynamic(%arg0: tensor<9xf64>, %arg1: tensor<i64>) -> tensor<9xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %1 = stablehlo.slice %0 [0:1] : (tensor<1xi64>) -> tensor<1xi64>
    %2 = stablehlo.reshape %1 : (tensor<1xi64>) -> tensor<i64>
    %3 = stablehlo.convert %2 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<9> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.maximum %c, %c_0 : tensor<i32>
    %5 = call @remainder(%3, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<9xf64>, tensor<9xf64>) -> tensor<18xf64>
    %c_1 = stablehlo.constant dense<9> : tensor<i32>
    %7 = stablehlo.subtract %c_1, %5 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %7, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<18> : tensor<i32>
    %9 = stablehlo.add %7, %c_3 : tensor<i32>
    %10 = stablehlo.select %8, %9, %7 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_slice %6, %10, sizes = [9] : (tensor<18xf64>, tensor<i32>) -> tensor<9xf64>
    return %11 : tensor<9xf64>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_1(%arg0: tensor<7xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<7xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<7xi1>, tensor<7xi64>
    return %2 : tensor<7xi64>
  }
  func.func private @_where_2(%arg0: tensor<7xi64>, %arg1: tensor<7xi64>, %arg2: tensor<7xi64>) -> tensor<7xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<7xi1>, tensor<7xi64>
    return %2 : tensor<7xi64>
  }
  func.func private @atleast_1d(%arg0: tensor<7xi64>) -> tensor<7xi64> {
    return %arg0 : tensor<7xi64>
  }
  func.func private @atleast_1d_3(%arg0: tensor<8xf64>) -> tensor<8xf64> {
    return %arg0 : tensor<8xf64>
  }
  func.func private @_where_4(%arg0: tensor<8xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<8xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8xi1>, tensor<8xi64>
    return %2 : tensor<8xi64>
  }
  func.func private @_where_5(%arg0: tensor<8xi64>, %arg1: tensor<8xi64>, %arg2: tensor<8xi64>) -> tensor<8xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<8xi1>, tensor<8xi64>
    return %2 : tensor<8xi64>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @_where_7(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %1 : tensor<i64>
  }
  func.func private @_where_8(%arg0: tensor<8xi1>, %arg1: tensor<15x8xf64>, %arg2: tensor<15x8xf64>) -> tensor<15x8xf64> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xi1>) -> tensor<15x8xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<15x8xi1>, tensor<15x8xf64>
    return %1 : tensor<15x8xf64>
  }
  func.func private @_where_9(%arg0: tensor<8xi1>, %arg1: tensor<15x8xf64>, %arg2: tensor<15x8xf64>) -> tensor<15x8xf64> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xi1>) -> tensor<15x8xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<15x8xi1>, tensor<15x8xf64>
    return %1 : tensor<15x8xf64>
  }
  func.func private @nan_to_num(%arg0: tensor<2x15x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<2x15x8xf64> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<2x15x8xf64>, tensor<2x15x8xf64>) -> tensor<2x15x8xi1>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = call @_where_10(%0, %1, %arg0) : (tensor<2x15x8xi1>, tensor<f64>, tensor<2x15x8xf64>) -> tensor<2x15x8xf64>
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x15x8xf64>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<2x15x8xf64>, tensor<2x15x8xf64>) -> tensor<2x15x8xi1>
    %5 = stablehlo.convert %arg3 : tensor<f64>
    %6 = call @_where_10(%4, %5, %2) : (tensor<2x15x8xi1>, tensor<f64>, tensor<2x15x8xf64>) -> tensor<2x15x8xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x15x8xf64>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<2x15x8xf64>, tensor<2x15x8xf64>) -> tensor<2x15x8xi1>
    %9 = stablehlo.convert %arg2 : tensor<f64>
    %10 = call @_where_10(%8, %9, %6) : (tensor<2x15x8xi1>, tensor<f64>, tensor<2x15x8xf64>) -> tensor<2x15x8xf64>
    return %10 : tensor<2x15x8xf64>
  }
  func.func private @_where_10(%arg0: tensor<2x15x8xi1>, %arg1: tensor<f64>, %arg2: tensor<2x15x8xf64>) -> tensor<2x15x8xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<2x15x8xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<2x15x8xi1>, tensor<2x15x8xf64>
    return %1 : tensor<2x15x8xf64>
  }
  func.func private @nan_to_num_11(%arg0: tensor<9x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<9x8xf64> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<9x8xf64>, tensor<9x8xf64>) -> tensor<9x8xi1>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = call @_where_12(%0, %1, %arg0) : (tensor<9x8xi1>, tensor<f64>, tensor<9x8xf64>) -> tensor<9x8xf64>
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<9x8xf64>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<9x8xf64>, tensor<9x8xf64>) -> tensor<9x8xi1>
    %5 = stablehlo.convert %arg3 : tensor<f64>
    %6 = call @_where_12(%4, %5, %2) : (tensor<9x8xi1>, tensor<f64>, tensor<9x8xf64>) -> tensor<9x8xf64>
    %cst_0 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<9x8xf64>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<9x8xf64>, tensor<9x8xf64>) -> tensor<9x8xi1>
    %9 = stablehlo.convert %arg2 : tensor<f64>
    %10 = call @_where_12(%8, %9, %6) : (tensor<9x8xi1>, tensor<f64>, tensor<9x8xf64>) -> tensor<9x8xf64>
    return %10 : tensor<9x8xf64>
  }
  func.func private @_where_12(%arg0: tensor<9x8xi1>, %arg1: tensor<f64>, %arg2: tensor<9x8xf64>) -> tensor<9x8xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<9x8xf64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<9x8xi1>, tensor<9x8xf64>
    return %1 : tensor<9x8xf64>
  }
  func.func private @generate_precomputes_jax_13(%arg0: tensor<i64>) -> (tensor<2x15x8xf64>, tensor<15x8xf64>) {
    %cst = stablehlo.constant dense<[-0.098174770424681035, -0.19634954084936207, -0.2945243112740431, -0.39269908169872414, -0.49087385212340517, -0.58904862254808621, -0.68722339297276724, -0.78539816339744828, -0.88357293382212931, -0.98174770424681035, -1.0799224746714913, -1.1780972450961724, -1.2762720155208536, -1.3744467859455345, -1.4726215563702154]> : tensor<15xf64>
    %cst_0 = stablehlo.constant dense<[0.098174770424681035, 0.19634954084936207, 0.2945243112740431, 0.39269908169872414, 0.49087385212340517, 0.58904862254808621, 0.68722339297276724, 0.78539816339744828, 0.88357293382212931, 0.98174770424681035, 1.0799224746714913, 1.1780972450961724, 1.2762720155208536, 1.3744467859455345, 1.4726215563702154]> : tensor<15xf64>
    %0 = stablehlo.negate %arg0 : tensor<i64>
    %1 = stablehlo.iota dim = 0 : tensor<8xi64>
    %2 = stablehlo.tan %cst : tensor<15xf64>
    %3 = stablehlo.abs %2 : tensor<15xf64>
    %4 = stablehlo.log %3 : tensor<15xf64>
    %5 = stablehlo.cosine %cst_0 : tensor<15xf64>
    %6 = stablehlo.convert %0 : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %8 = stablehlo.add %1, %7 : tensor<8xi64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %10 = stablehlo.add %8, %9 : tensor<8xi64>
    %11 = stablehlo.convert %0 : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %13 = stablehlo.subtract %1, %12 : tensor<8xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %15 = stablehlo.add %13, %14 : tensor<8xi64>
    %16 = stablehlo.iota dim = 0 : tensor<7xi64>
    %17 = stablehlo.abs %16 : tensor<7xi64>
    %c_2 = stablehlo.constant dense<-1> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %18 = stablehlo.compare EQ, %c_2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %19 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %20 = stablehlo.compare NE, %17, %19, SIGNED : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %21 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<7xi1>
    %22 = stablehlo.and %21, %20 : tensor<7xi1>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %c_6 = stablehlo.constant dense<1> : tensor<i64>
    %23 = call @_where_1(%22, %c_5, %c_6) : (tensor<7xi1>, tensor<i64>, tensor<i64>) -> tensor<7xi64>
    %c_7 = stablehlo.constant dense<1> : tensor<i64>
    %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %25 = stablehlo.and %17, %24 : tensor<7xi64>
    %c_8 = stablehlo.constant dense<-1> : tensor<i64>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %27 = stablehlo.multiply %23, %26 : tensor<7xi64>
    %28 = call @_where_2(%25, %27, %23) : (tensor<7xi64>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %c_9 = stablehlo.constant dense<-1> : tensor<i64>
    %c_10 = stablehlo.constant dense<-1> : tensor<i64>
    %29 = stablehlo.multiply %c_9, %c_10 : tensor<i64>
    %c_11 = stablehlo.constant dense<1> : tensor<i64>
    %30 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %31 = stablehlo.shift_right_logical %17, %30 : tensor<7xi64>
    %c_12 = stablehlo.constant dense<1> : tensor<i64>
    %32 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %33 = stablehlo.and %31, %32 : tensor<7xi64>
    %34 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %35 = stablehlo.multiply %28, %34 : tensor<7xi64>
    %36 = call @_where_2(%33, %35, %28) : (tensor<7xi64>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %37 = stablehlo.multiply %29, %29 : tensor<i64>
    %c_13 = stablehlo.constant dense<1> : tensor<i64>
    %38 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %39 = stablehlo.shift_right_logical %31, %38 : tensor<7xi64>
    %c_14 = stablehlo.constant dense<1> : tensor<i64>
    %40 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %41 = stablehlo.and %39, %40 : tensor<7xi64>
    %42 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %43 = stablehlo.multiply %36, %42 : tensor<7xi64>
    %44 = call @_where_2(%41, %43, %36) : (tensor<7xi64>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %45 = stablehlo.multiply %37, %37 : tensor<i64>
    %c_15 = stablehlo.constant dense<1> : tensor<i64>
    %46 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %47 = stablehlo.shift_right_logical %39, %46 : tensor<7xi64>
    %c_16 = stablehlo.constant dense<1> : tensor<i64>
    %48 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %49 = stablehlo.and %47, %48 : tensor<7xi64>
    %50 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %51 = stablehlo.multiply %44, %50 : tensor<7xi64>
    %52 = call @_where_2(%49, %51, %44) : (tensor<7xi64>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %53 = stablehlo.multiply %45, %45 : tensor<i64>
    %c_17 = stablehlo.constant dense<1> : tensor<i64>
    %54 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %55 = stablehlo.shift_right_logical %47, %54 : tensor<7xi64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %56 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %57 = stablehlo.and %55, %56 : tensor<7xi64>
    %58 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %59 = stablehlo.multiply %52, %58 : tensor<7xi64>
    %60 = call @_where_2(%57, %59, %52) : (tensor<7xi64>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %61 = stablehlo.multiply %53, %53 : tensor<i64>
    %c_19 = stablehlo.constant dense<1> : tensor<i64>
    %62 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %63 = stablehlo.shift_right_logical %55, %62 : tensor<7xi64>
    %c_20 = stablehlo.constant dense<1> : tensor<i64>
    %64 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %65 = stablehlo.and %63, %64 : tensor<7xi64>
    %66 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %67 = stablehlo.multiply %60, %66 : tensor<7xi64>
    %68 = call @_where_2(%65, %67, %60) : (tensor<7xi64>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %69 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %70 = call @atleast_1d(%68) : (tensor<7xi64>) -> tensor<7xi64>
    %71 = call @atleast_1d_3(%69) : (tensor<8xf64>) -> tensor<8xf64>
    %72 = stablehlo.convert %70 : (tensor<7xi64>) -> tensor<7xf64>
    %73 = stablehlo.concatenate %72, %71, dim = 0 : (tensor<7xf64>, tensor<8xf64>) -> tensor<15xf64>
    %74 = stablehlo.convert %0 : tensor<i64>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %76 = stablehlo.add %75, %1 : tensor<8xi64>
    %77 = stablehlo.abs %76 : tensor<8xi64>
    %c_22 = stablehlo.constant dense<-1> : tensor<i64>
    %c_23 = stablehlo.constant dense<0> : tensor<i64>
    %78 = stablehlo.compare EQ, %c_22, %c_23, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<0> : tensor<i64>
    %79 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %80 = stablehlo.compare NE, %77, %79, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %81 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %82 = stablehlo.and %81, %80 : tensor<8xi1>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %c_26 = stablehlo.constant dense<1> : tensor<i64>
    %83 = call @_where_4(%82, %c_25, %c_26) : (tensor<8xi1>, tensor<i64>, tensor<i64>) -> tensor<8xi64>
    %c_27 = stablehlo.constant dense<1> : tensor<i64>
    %84 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %85 = stablehlo.and %77, %84 : tensor<8xi64>
    %c_28 = stablehlo.constant dense<-1> : tensor<i64>
    %86 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %87 = stablehlo.multiply %83, %86 : tensor<8xi64>
    %88 = call @_where_5(%85, %87, %83) : (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %c_29 = stablehlo.constant dense<-1> : tensor<i64>
    %c_30 = stablehlo.constant dense<-1> : tensor<i64>
    %89 = stablehlo.multiply %c_29, %c_30 : tensor<i64>
    %c_31 = stablehlo.constant dense<1> : tensor<i64>
    %90 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %91 = stablehlo.shift_right_logical %77, %90 : tensor<8xi64>
    %c_32 = stablehlo.constant dense<1> : tensor<i64>
    %92 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %93 = stablehlo.and %91, %92 : tensor<8xi64>
    %94 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %95 = stablehlo.multiply %88, %94 : tensor<8xi64>
    %96 = call @_where_5(%93, %95, %88) : (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %97 = stablehlo.multiply %89, %89 : tensor<i64>
    %c_33 = stablehlo.constant dense<1> : tensor<i64>
    %98 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %99 = stablehlo.shift_right_logical %91, %98 : tensor<8xi64>
    %c_34 = stablehlo.constant dense<1> : tensor<i64>
    %100 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %101 = stablehlo.and %99, %100 : tensor<8xi64>
    %102 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %103 = stablehlo.multiply %96, %102 : tensor<8xi64>
    %104 = call @_where_5(%101, %103, %96) : (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %105 = stablehlo.multiply %97, %97 : tensor<i64>
    %c_35 = stablehlo.constant dense<1> : tensor<i64>
    %106 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %107 = stablehlo.shift_right_logical %99, %106 : tensor<8xi64>
    %c_36 = stablehlo.constant dense<1> : tensor<i64>
    %108 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %109 = stablehlo.and %107, %108 : tensor<8xi64>
    %110 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %111 = stablehlo.multiply %104, %110 : tensor<8xi64>
    %112 = call @_where_5(%109, %111, %104) : (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %113 = stablehlo.multiply %105, %105 : tensor<i64>
    %c_37 = stablehlo.constant dense<1> : tensor<i64>
    %114 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %115 = stablehlo.shift_right_logical %107, %114 : tensor<8xi64>
    %c_38 = stablehlo.constant dense<1> : tensor<i64>
    %116 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %117 = stablehlo.and %115, %116 : tensor<8xi64>
    %118 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %119 = stablehlo.multiply %112, %118 : tensor<8xi64>
    %120 = call @_where_5(%117, %119, %112) : (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %121 = stablehlo.multiply %113, %113 : tensor<i64>
    %c_39 = stablehlo.constant dense<1> : tensor<i64>
    %122 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %123 = stablehlo.shift_right_logical %115, %122 : tensor<8xi64>
    %c_40 = stablehlo.constant dense<1> : tensor<i64>
    %124 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %125 = stablehlo.and %123, %124 : tensor<8xi64>
    %126 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %127 = stablehlo.multiply %120, %126 : tensor<8xi64>
    %128 = call @_where_5(%125, %127, %120) : (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %129 = stablehlo.convert %73 : tensor<15xf64>
    %130 = stablehlo.convert %128 : (tensor<8xi64>) -> tensor<8xf64>
    %131 = stablehlo.dot_general %129, %130, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<15xf64>, tensor<8xf64>) -> tensor<15x8xf64>
    %c_41 = stablehlo.constant dense<1> : tensor<i64>
    %132 = stablehlo.add %0, %c_41 : tensor<i64>
    %c_42 = stablehlo.constant dense<8> : tensor<i64>
    %133 = stablehlo.add %132, %c_42 : tensor<i64>
    %134 = stablehlo.abs %133 : tensor<i64>
    %c_43 = stablehlo.constant dense<-1> : tensor<i64>
    %c_44 = stablehlo.constant dense<0> : tensor<i64>
    %135 = stablehlo.compare EQ, %c_43, %c_44, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_45 = stablehlo.constant dense<0> : tensor<i64>
    %136 = stablehlo.compare NE, %134, %c_45, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %137 = stablehlo.and %135, %136 : tensor<i1>
    %c_46 = stablehlo.constant dense<0> : tensor<i64>
    %c_47 = stablehlo.constant dense<1> : tensor<i64>
    %138 = call @_where_6(%137, %c_46, %c_47) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_48 = stablehlo.constant dense<1> : tensor<i64>
    %139 = stablehlo.and %134, %c_48 : tensor<i64>
    %c_49 = stablehlo.constant dense<-1> : tensor<i64>
    %140 = stablehlo.multiply %138, %c_49 : tensor<i64>
    %141 = call @_where_7(%139, %140, %138) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_50 = stablehlo.constant dense<-1> : tensor<i64>
    %c_51 = stablehlo.constant dense<-1> : tensor<i64>
    %142 = stablehlo.multiply %c_50, %c_51 : tensor<i64>
    %c_52 = stablehlo.constant dense<1> : tensor<i64>
    %143 = stablehlo.shift_right_logical %134, %c_52 : tensor<i64>
    %c_53 = stablehlo.constant dense<1> : tensor<i64>
    %144 = stablehlo.and %143, %c_53 : tensor<i64>
    %145 = stablehlo.multiply %141, %142 : tensor<i64>
    %146 = call @_where_7(%144, %145, %141) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %147 = stablehlo.multiply %142, %142 : tensor<i64>
    %c_54 = stablehlo.constant dense<1> : tensor<i64>
    %148 = stablehlo.shift_right_logical %143, %c_54 : tensor<i64>
    %c_55 = stablehlo.constant dense<1> : tensor<i64>
    %149 = stablehlo.and %148, %c_55 : tensor<i64>
    %150 = stablehlo.multiply %146, %147 : tensor<i64>
    %151 = call @_where_7(%149, %150, %146) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %152 = stablehlo.multiply %147, %147 : tensor<i64>
    %c_56 = stablehlo.constant dense<1> : tensor<i64>
    %153 = stablehlo.shift_right_logical %148, %c_56 : tensor<i64>
    %c_57 = stablehlo.constant dense<1> : tensor<i64>
    %154 = stablehlo.and %153, %c_57 : tensor<i64>
    %155 = stablehlo.multiply %151, %152 : tensor<i64>
    %156 = call @_where_7(%154, %155, %151) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %157 = stablehlo.multiply %152, %152 : tensor<i64>
    %c_58 = stablehlo.constant dense<1> : tensor<i64>
    %158 = stablehlo.shift_right_logical %153, %c_58 : tensor<i64>
    %c_59 = stablehlo.constant dense<1> : tensor<i64>
    %159 = stablehlo.and %158, %c_59 : tensor<i64>
    %160 = stablehlo.multiply %156, %157 : tensor<i64>
    %161 = call @_where_7(%159, %160, %156) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %162 = stablehlo.multiply %157, %157 : tensor<i64>
    %c_60 = stablehlo.constant dense<1> : tensor<i64>
    %163 = stablehlo.shift_right_logical %158, %c_60 : tensor<i64>
    %c_61 = stablehlo.constant dense<1> : tensor<i64>
    %164 = stablehlo.and %163, %c_61 : tensor<i64>
    %165 = stablehlo.multiply %161, %162 : tensor<i64>
    %166 = call @_where_7(%164, %165, %161) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %167 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %168 = stablehlo.convert %166 : (tensor<i64>) -> tensor<f64>
    %169 = stablehlo.broadcast_in_dim %168, dims = [] : (tensor<f64>) -> tensor<7x8xf64>
    %170 = "stablehlo.scatter"(%131, %167, %169) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %219 = stablehlo.multiply %arg1, %arg2 : tensor<f64>
      stablehlo.return %219 : tensor<f64>
    }) : (tensor<15x8xf64>, tensor<1xi32>, tensor<7x8xf64>) -> tensor<15x8xf64>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %171 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f64>) -> tensor<2x15x8xf64>
    %172 = stablehlo.convert %1 : (tensor<8xi64>) -> tensor<8xf64>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %173 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %174 = stablehlo.multiply %173, %172 : tensor<8xf64>
    %175 = stablehlo.abs %5 : tensor<15xf64>
    %176 = stablehlo.log %175 : tensor<15xf64>
    %177 = stablehlo.dot_general %176, %174, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<15xf64>, tensor<8xf64>) -> tensor<15x8xf64>
    %178 = stablehlo.iota dim = 0 : tensor<17xi64>
    %c_65 = stablehlo.constant dense<2> : tensor<i64>
    %179 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %180 = stablehlo.multiply %179, %1 : tensor<8xi64>
    %c_66 = stablehlo.constant dense<2> : tensor<i64>
    %181 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %182 = stablehlo.add %180, %181 : tensor<8xi64>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0] : (tensor<8xi64>) -> tensor<8x1xi64>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1x17xi64>
    %185 = stablehlo.reshape %184 : (tensor<8x1x17xi64>) -> tensor<8x17xi64>
    %186 = stablehlo.broadcast_in_dim %178, dims = [1] : (tensor<17xi64>) -> tensor<1x17xi64>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<1x17xi64>) -> tensor<8x17xi64>
    %188 = stablehlo.subtract %185, %187 : tensor<8x17xi64>
    %c_67 = stablehlo.constant dense<1> : tensor<i64>
    %189 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i64>) -> tensor<17xi64>
    %190 = stablehlo.subtract %178, %189 : tensor<17xi64>
    %191 = stablehlo.convert %188 : (tensor<8x17xi64>) -> tensor<8x17xf64>
    %192 = stablehlo.convert %190 : (tensor<17xi64>) -> tensor<17xf64>
    %193 = stablehlo.broadcast_in_dim %192, dims = [1] : (tensor<17xf64>) -> tensor<1x17xf64>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<1x17xf64>) -> tensor<8x17xf64>
    %195 = stablehlo.divide %191, %194 : tensor<8x17xf64>
    %196 = stablehlo.transpose %195, dims = [1, 0] : (tensor<8x17xf64>) -> tensor<17x8xf64>
    %197 = stablehlo.log %196 : tensor<17x8xf64>
    %cst_68 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %198 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f64>) -> tensor<17x8xf64>
    %199 = stablehlo.divide %197, %198 : tensor<17x8xf64>
    %c_69 = stablehlo.constant dense<1> : tensor<i64>
    %200 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %201 = stablehlo.compare EQ, %10, %200, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %202 = stablehlo.slice %171 [0:1, 0:15, 0:8] : (tensor<2x15x8xf64>) -> tensor<1x15x8xf64>
    %203 = stablehlo.reshape %202 : (tensor<1x15x8xf64>) -> tensor<15x8xf64>
    %204 = call @_where_8(%201, %177, %203) : (tensor<8xi1>, tensor<15x8xf64>, tensor<15x8xf64>) -> tensor<15x8xf64>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %205 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %206 = "stablehlo.scatter"(%171, %205, %204) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<2x15x8xf64>, tensor<1xi32>, tensor<15x8xf64>) -> tensor<2x15x8xf64>
    %c_71 = stablehlo.constant dense<1> : tensor<i64>
    %207 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %208 = stablehlo.compare EQ, %15, %207, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %209 = stablehlo.slice %206 [1:2, 0:15, 0:8] : (tensor<2x15x8xf64>) -> tensor<1x15x8xf64>
    %210 = stablehlo.reshape %209 : (tensor<1x15x8xf64>) -> tensor<15x8xf64>
    %211 = call @_where_8(%208, %177, %210) : (tensor<8xi1>, tensor<15x8xf64>, tensor<15x8xf64>) -> tensor<15x8xf64>
    %c_72 = stablehlo.constant dense<1> : tensor<i32>
    %212 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %213 = "stablehlo.scatter"(%206, %212, %211) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<2x15x8xf64>, tensor<1xi32>, tensor<15x8xf64>) -> tensor<2x15x8xf64>
    %214 = stablehlo.abs %0 : tensor<i64>
    %c_73 = stablehlo.constant dense<8> : tensor<i64>
    %215 = stablehlo.add %c_73, %214 : tensor<i64>
    %c_74 = stablehlo.constant dense<2> : tensor<i64>
    %216 = stablehlo.add %215, %c_74 : tensor<i64>
    %c_75 = stablehlo.constant dense<2> : tensor<i64>
    %217:8 = stablehlo.while(%iterArg = %199, %iterArg_79 = %4, %iterArg_80 = %10, %iterArg_81 = %15, %iterArg_82 = %c_75, %iterArg_83 = %216, %iterArg_84 = %177, %iterArg_85 = %213) : tensor<17x8xf64>, tensor<15xf64>, tensor<8xi64>, tensor<8xi64>, tensor<i64>, tensor<i64>, tensor<15x8xf64>, tensor<2x15x8xf64>
    cond {
      %219 = stablehlo.compare LT, %iterArg_82, %iterArg_83, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %219 : tensor<i1>
    } do {
      %c_86 = stablehlo.constant dense<1> : tensor<i64>
      %219 = stablehlo.add %iterArg_82, %c_86 : tensor<i64>
      %220 = stablehlo.convert %iterArg_82 : (tensor<i64>) -> tensor<i32>
      %c_87 = stablehlo.constant dense<0> : tensor<i32>
      %221 = stablehlo.compare LT, %220, %c_87, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_88 = stablehlo.constant dense<17> : tensor<i32>
      %222 = stablehlo.add %220, %c_88 : tensor<i32>
      %223 = stablehlo.select %221, %222, %220 : tensor<i1>, tensor<i32>
      %c_89 = stablehlo.constant dense<0> : tensor<i32>
      %c_90 = stablehlo.constant dense<0> : tensor<i32>
      %224 = stablehlo.compare LT, %c_89, %c_90, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_91 = stablehlo.constant dense<0> : tensor<i32>
      %c_92 = stablehlo.constant dense<8> : tensor<i32>
      %225 = stablehlo.add %c_91, %c_92 : tensor<i32>
      %c_93 = stablehlo.constant dense<0> : tensor<i32>
      %226 = stablehlo.select %224, %225, %c_93 : tensor<i1>, tensor<i32>
      %227 = stablehlo.dynamic_slice %iterArg, %223, %226, sizes = [1, 8] : (tensor<17x8xf64>, tensor<i32>, tensor<i32>) -> tensor<1x8xf64>
      %228 = stablehlo.reshape %227 : (tensor<1x8xf64>) -> tensor<8xf64>
      %229 = stablehlo.broadcast_in_dim %228, dims = [1] : (tensor<8xf64>) -> tensor<1x8xf64>
      %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<1x8xf64>) -> tensor<15x8xf64>
      %231 = stablehlo.add %iterArg_84, %230 : tensor<15x8xf64>
      %232 = stablehlo.transpose %231, dims = [1, 0] : (tensor<15x8xf64>) -> tensor<8x15xf64>
      %233 = stablehlo.broadcast_in_dim %iterArg_79, dims = [1] : (tensor<15xf64>) -> tensor<1x15xf64>
      %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<1x15xf64>) -> tensor<8x15xf64>
      %235 = stablehlo.add %232, %234 : tensor<8x15xf64>
      %236 = stablehlo.transpose %235, dims = [1, 0] : (tensor<8x15xf64>) -> tensor<15x8xf64>
      %237 = stablehlo.convert %iterArg_82 : tensor<i64>
      %238 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<i64>) -> tensor<8xi64>
      %239 = stablehlo.compare EQ, %238, %iterArg_80, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
      %240 = stablehlo.slice %iterArg_85 [0:1, 0:15, 0:8] : (tensor<2x15x8xf64>) -> tensor<1x15x8xf64>
      %241 = stablehlo.reshape %240 : (tensor<1x15x8xf64>) -> tensor<15x8xf64>
      %242 = func.call @_where_9(%239, %236, %241) : (tensor<8xi1>, tensor<15x8xf64>, tensor<15x8xf64>) -> tensor<15x8xf64>
      %c_94 = stablehlo.constant dense<0> : tensor<i32>
      %243 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %244 = "stablehlo.scatter"(%iterArg_85, %243, %242) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
        stablehlo.return %arg2 : tensor<f64>
      }) : (tensor<2x15x8xf64>, tensor<1xi32>, tensor<15x8xf64>) -> tensor<2x15x8xf64>
      %245 = stablehlo.convert %iterArg_82 : tensor<i64>
      %246 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<i64>) -> tensor<8xi64>
      %247 = stablehlo.compare EQ, %246, %iterArg_81, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
      %248 = stablehlo.slice %244 [1:2, 0:15, 0:8] : (tensor<2x15x8xf64>) -> tensor<1x15x8xf64>
      %249 = stablehlo.reshape %248 : (tensor<1x15x8xf64>) -> tensor<15x8xf64>
      %250 = func.call @_where_9(%247, %236, %249) : (tensor<8xi1>, tensor<15x8xf64>, tensor<15x8xf64>) -> tensor<15x8xf64>
      %c_95 = stablehlo.constant dense<1> : tensor<i32>
      %251 = stablehlo.broadcast_in_dim %c_95, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %252 = "stablehlo.scatter"(%244, %251, %250) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
        stablehlo.return %arg2 : tensor<f64>
      }) : (tensor<2x15x8xf64>, tensor<1xi32>, tensor<15x8xf64>) -> tensor<2x15x8xf64>
      stablehlo.return %iterArg, %iterArg_79, %iterArg_80, %iterArg_81, %219, %iterArg_83, %236, %252 : tensor<17x8xf64>, tensor<15xf64>, tensor<8xi64>, tensor<8xi64>, tensor<i64>, tensor<i64>, tensor<15x8xf64>, tensor<2x15x8xf64>
    }
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %218 = call @nan_to_num(%217#7, %cst_76, %cst_77, %cst_78) : (tensor<2x15x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<2x15x8xf64>
    return %218, %170 : tensor<2x15x8xf64>, tensor<15x8xf64>
  }
  func.func private @fft(%arg0: tensor<8x15x5xcomplex<f64>>) -> tensor<8x15x5xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [5] : (tensor<8x15x5xcomplex<f64>>) -> tensor<8x15x5xcomplex<f64>>
    return %0 : tensor<8x15x5xcomplex<f64>>
  }
  func.func private @_roll_static(%arg0: tensor<5x8x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [3:5, 0:8, 0:15] : (tensor<5x8x15xcomplex<f64>>) -> tensor<2x8x15xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:3, 0:8, 0:15] : (tensor<5x8x15xcomplex<f64>>) -> tensor<3x8x15xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2x8x15xcomplex<f64>>, tensor<3x8x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    return %2 : tensor<5x8x15xcomplex<f64>>
  }
  func.func private @_where_14(%arg0: tensor<5xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<5xi64> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %2 = stablehlo.select %arg0, %1, %0 : tensor<5xi1>, tensor<5xi64>
    return %2 : tensor<5xi64>
  }
  func.func private @_where_15(%arg0: tensor<5xi64>, %arg1: tensor<5xi64>, %arg2: tensor<5xi64>) -> tensor<5xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<5xi1>, tensor<5xi64>
    return %2 : tensor<5xi64>
  }
  func.func private @forward_jax_16(%arg0: tensor<5x8x15xcomplex<f64>>, %arg1: tensor<5xi64>, %arg2: tensor<5x2x15x8xf64>, %arg3: tensor<5x15x8xf64>, %arg4: tensor<9x8xf64>, %arg5: tensor<9x8xf64>, %arg6: tensor<15x8xi64>) -> tensor<5x8x15xcomplex<f64>> {
    %cst = stablehlo.constant dense<[0.000000e+00, 0.19634954084936207, 0.39269908169872414, 0.58904862254808621, 0.78539816339744828, 0.98174770424681035, 1.1780972450961724, 1.3744467859455345, 1.5707963267948966, 1.7671458676442586, 1.9634954084936207, 2.1598449493429825, 2.3561944901923448, 2.5525440310417071, 2.748893571891069, 2.9452431127404308, 3.1415926535897931]> : tensor<17xf64>
    %c = stablehlo.constant dense<> : tensor<0xi32>
    %0 = call @mw_to_mwss(%arg0, %arg1) : (tensor<5x8x15xcomplex<f64>>, tensor<5xi64>) -> tensor<5x9x16xcomplex<f64>>
    %1 = call @upsample_by_two_mwss(%0, %arg1) : (tensor<5x9x16xcomplex<f64>>, tensor<5xi64>) -> tensor<5x17x16xcomplex<f64>>
    %2 = call @quad_weights_transform() : () -> tensor<17xf64>
    %3 = call @fft_46(%1) : (tensor<5x17x16xcomplex<f64>>) -> tensor<5x17x16xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<5x17x16xcomplex<f64>>
    %5 = stablehlo.multiply %3, %4 : tensor<5x17x16xcomplex<f64>>
    %6 = call @_roll_static_48(%5) : (tensor<5x17x16xcomplex<f64>>) -> tensor<5x17x16xcomplex<f64>>
    %7 = stablehlo.convert %6 : tensor<5x17x16xcomplex<f64>>
    %8 = stablehlo.convert %2 : (tensor<17xf64>) -> tensor<17xcomplex<f64>>
    %9 = stablehlo.dot_general %7, %8, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x17x16xcomplex<f64>>, tensor<17xcomplex<f64>>) -> tensor<17x5x16xcomplex<f64>>
    %10 = stablehlo.transpose %9, dims = [1, 0, 2] : (tensor<17x5x16xcomplex<f64>>) -> tensor<5x17x16xcomplex<f64>>
    %11 = stablehlo.broadcast_in_dim %arg4, dims = [1, 2] : (tensor<9x8xf64>) -> tensor<5x9x8xf64>
    %12 = stablehlo.broadcast_in_dim %arg5, dims = [1, 2] : (tensor<9x8xf64>) -> tensor<5x9x8xf64>
    %13 = stablehlo.broadcast_in_dim %arg6, dims = [1, 2] : (tensor<15x8xi64>) -> tensor<5x15x8xi64>
    %14 = call @forward_latitudinal_step_jax(%cst, %10, %arg2, %arg3, %11, %12, %13, %arg1) : (tensor<17xf64>, tensor<5x17x16xcomplex<f64>>, tensor<5x2x15x8xf64>, tensor<5x15x8xf64>, tensor<5x9x8xf64>, tensor<5x9x8xf64>, tensor<5x15x8xi64>, tensor<5xi64>) -> tensor<5x8x15xcomplex<f64>>
    %15 = stablehlo.iota dim = 0 : tensor<8xi64>
    %c_1 = stablehlo.constant dense<2> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %17 = stablehlo.multiply %16, %15 : tensor<8xi64>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %19 = stablehlo.add %17, %18 : tensor<8xi64>
    %20 = stablehlo.convert %19 : (tensor<8xi64>) -> tensor<8xf64>
    %cst_3 = stablehlo.constant dense<12.566370614359172> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %22 = stablehlo.divide %20, %21 : tensor<8xf64>
    %23 = stablehlo.sqrt %22 : tensor<8xf64>
    %24 = stablehlo.convert %14 : tensor<5x8x15xcomplex<f64>>
    %25 = stablehlo.convert %23 : (tensor<8xf64>) -> tensor<8xcomplex<f64>>
    %26 = stablehlo.dot_general %24, %25, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x8x15xcomplex<f64>>, tensor<8xcomplex<f64>>) -> tensor<8x5x15xcomplex<f64>>
    %27 = stablehlo.transpose %26, dims = [1, 0, 2] : (tensor<8x5x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %28 = "stablehlo.scatter"(%14, %c, %27) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2]>, unique_indices = true}> ({
    ^bb0(%arg7: tensor<complex<f64>>, %arg8: tensor<complex<f64>>):
      stablehlo.return %arg8 : tensor<complex<f64>>
    }) : (tensor<5x8x15xcomplex<f64>>, tensor<0xi32>, tensor<5x8x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %29 = stablehlo.iota dim = 0 : tensor<8xi64>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<8xi64>) -> tensor<8x1xi64>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1x15xi64>
    %32 = stablehlo.reshape %31 : (tensor<8x1x15xi64>) -> tensor<8x15xi64>
    %33 = stablehlo.abs %arg1 : tensor<5xi64>
    %34 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<8x15xi64>) -> tensor<1x8x15xi64>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<5xi64>) -> tensor<5x1x1xi64>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x8x15xi64>) -> tensor<5x8x15xi64>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<5x1x1xi64>) -> tensor<5x8x15xi64>
    %38 = stablehlo.compare LT, %36, %37, SIGNED : (tensor<5x8x15xi64>, tensor<5x8x15xi64>) -> tensor<5x8x15xi1>
    %cst_4 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %39 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f64>>) -> tensor<8x15xcomplex<f64>>
    %40 = call @_where_60(%38, %39, %28) : (tensor<5x8x15xi1>, tensor<8x15xcomplex<f64>>, tensor<5x8x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %41 = stablehlo.abs %arg1 : tensor<5xi64>
    %c_5 = stablehlo.constant dense<-1> : tensor<i64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %42 = stablehlo.compare EQ, %c_5, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<0> : tensor<i64>
    %43 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %44 = stablehlo.compare NE, %41, %43, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %45 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %46 = stablehlo.and %45, %44 : tensor<5xi1>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %c_9 = stablehlo.constant dense<1> : tensor<i64>
    %47 = call @_where_14(%46, %c_8, %c_9) : (tensor<5xi1>, tensor<i64>, tensor<i64>) -> tensor<5xi64>
    %c_10 = stablehlo.constant dense<1> : tensor<i64>
    %48 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %49 = stablehlo.and %41, %48 : tensor<5xi64>
    %c_11 = stablehlo.constant dense<-1> : tensor<i64>
    %50 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %51 = stablehlo.multiply %47, %50 : tensor<5xi64>
    %52 = call @_where_15(%49, %51, %47) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %c_12 = stablehlo.constant dense<-1> : tensor<i64>
    %c_13 = stablehlo.constant dense<-1> : tensor<i64>
    %53 = stablehlo.multiply %c_12, %c_13 : tensor<i64>
    %c_14 = stablehlo.constant dense<1> : tensor<i64>
    %54 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %55 = stablehlo.shift_right_logical %41, %54 : tensor<5xi64>
    %c_15 = stablehlo.constant dense<1> : tensor<i64>
    %56 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %57 = stablehlo.and %55, %56 : tensor<5xi64>
    %58 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %59 = stablehlo.multiply %52, %58 : tensor<5xi64>
    %60 = call @_where_15(%57, %59, %52) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %61 = stablehlo.multiply %53, %53 : tensor<i64>
    %c_16 = stablehlo.constant dense<1> : tensor<i64>
    %62 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %63 = stablehlo.shift_right_logical %55, %62 : tensor<5xi64>
    %c_17 = stablehlo.constant dense<1> : tensor<i64>
    %64 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %65 = stablehlo.and %63, %64 : tensor<5xi64>
    %66 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %67 = stablehlo.multiply %60, %66 : tensor<5xi64>
    %68 = call @_where_15(%65, %67, %60) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %69 = stablehlo.multiply %61, %61 : tensor<i64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %70 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %71 = stablehlo.shift_right_logical %63, %70 : tensor<5xi64>
    %c_19 = stablehlo.constant dense<1> : tensor<i64>
    %72 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %73 = stablehlo.and %71, %72 : tensor<5xi64>
    %74 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %75 = stablehlo.multiply %68, %74 : tensor<5xi64>
    %76 = call @_where_15(%73, %75, %68) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %77 = stablehlo.multiply %69, %69 : tensor<i64>
    %c_20 = stablehlo.constant dense<1> : tensor<i64>
    %78 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %79 = stablehlo.shift_right_logical %71, %78 : tensor<5xi64>
    %c_21 = stablehlo.constant dense<1> : tensor<i64>
    %80 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %81 = stablehlo.and %79, %80 : tensor<5xi64>
    %82 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %83 = stablehlo.multiply %76, %82 : tensor<5xi64>
    %84 = call @_where_15(%81, %83, %76) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %85 = stablehlo.multiply %77, %77 : tensor<i64>
    %c_22 = stablehlo.constant dense<1> : tensor<i64>
    %86 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %87 = stablehlo.shift_right_logical %79, %86 : tensor<5xi64>
    %c_23 = stablehlo.constant dense<1> : tensor<i64>
    %88 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %89 = stablehlo.and %87, %88 : tensor<5xi64>
    %90 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %91 = stablehlo.multiply %84, %90 : tensor<5xi64>
    %92 = call @_where_15(%89, %91, %84) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %93 = stablehlo.convert %92 : (tensor<5xi64>) -> tensor<5xcomplex<f64>>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0] : (tensor<5xcomplex<f64>>) -> tensor<5x1x1xcomplex<f64>>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<5x1x1xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %96 = stablehlo.multiply %40, %95 : tensor<5x8x15xcomplex<f64>>
    return %96 : tensor<5x8x15xcomplex<f64>>
  }
  func.func private @mw_to_mwss(%arg0: tensor<5x8x15xcomplex<f64>>, %arg1: tensor<5xi64>) -> tensor<5x9x16xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2, 3] : (tensor<5x8x15xcomplex<f64>>) -> tensor<5x1x8x15xcomplex<f64>>
    %1 = call @mw_to_mwss_theta(%0, %arg1) : (tensor<5x1x8x15xcomplex<f64>>, tensor<5xi64>) -> tensor<5x1x9x15xcomplex<f64>>
    %2 = call @mw_to_mwss_phi(%1) : (tensor<5x1x9x15xcomplex<f64>>) -> tensor<5x1x9x16xcomplex<f64>>
    %3 = stablehlo.reshape %2 : (tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x9x16xcomplex<f64>>
    return %3 : tensor<5x9x16xcomplex<f64>>
  }
  func.func private @mw_to_mwss_theta(%arg0: tensor<5x1x8x15xcomplex<f64>>, %arg1: tensor<5xi64>) -> tensor<5x1x9x15xcomplex<f64>> {
    %cst = stablehlo.constant dense<(1.500000e+01,0.000000e+00)> : tensor<1xcomplex<f64>>
    %0 = call @periodic_extension(%arg0, %arg1) : (tensor<5x1x8x15xcomplex<f64>>, tensor<5xi64>) -> tensor<5x1x15x15xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<1x16x15xcomplex<f64>>
    %2 = stablehlo.transpose %0, dims = [0, 1, 3, 2] : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %3 = call @fft_17(%2) : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %4 = stablehlo.reduce(%cst init: %cst_1) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
    %cst_2 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.divide %cst_2, %4 : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<complex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %7 = stablehlo.multiply %3, %6 : tensor<5x1x15x15xcomplex<f64>>
    %8 = stablehlo.transpose %7, dims = [0, 1, 3, 2] : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %9 = call @_roll_static_23(%8) : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<1x16x15xcomplex<f64>>) -> tensor<5x1x16x15xcomplex<f64>>
    %12 = "stablehlo.scatter"(%11, %10, %9) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      stablehlo.return %arg3 : tensor<complex<f64>>
    }) : (tensor<5x1x16x15xcomplex<f64>>, tensor<1xi32>, tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x16x15xcomplex<f64>>
    %13 = stablehlo.slice %12 [0:5, 0:1, 1:16, 0:15] : (tensor<5x1x16x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %14 = stablehlo.iota dim = 0 : tensor<15xcomplex<f64>>
    %cst_3 = stablehlo.constant dense<(-7.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<15xcomplex<f64>>
    %16 = stablehlo.add %15, %14 : tensor<15xcomplex<f64>>
    %cst_4 = stablehlo.constant dense<(-0.000000e+00,-1.000000e+00)> : tensor<complex<f64>>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f64>>) -> tensor<15xcomplex<f64>>
    %18 = stablehlo.multiply %17, %16 : tensor<15xcomplex<f64>>
    %cst_5 = stablehlo.constant dense<(3.1415926535897931,0.000000e+00)> : tensor<complex<f64>>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<15xcomplex<f64>>
    %20 = stablehlo.multiply %18, %19 : tensor<15xcomplex<f64>>
    %cst_6 = stablehlo.constant dense<(1.500000e+01,0.000000e+00)> : tensor<complex<f64>>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f64>>) -> tensor<15xcomplex<f64>>
    %22 = stablehlo.divide %20, %21 : tensor<15xcomplex<f64>>
    %23 = stablehlo.exponential %22 : tensor<15xcomplex<f64>>
    %24 = stablehlo.dot_general %23, %13, batching_dims = [0] x [2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<15xcomplex<f64>>, tensor<5x1x15x15xcomplex<f64>>) -> tensor<15x5x1x15xcomplex<f64>>
    %25 = stablehlo.transpose %24, dims = [1, 2, 0, 3] : (tensor<15x5x1x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %27 = "stablehlo.scatter"(%12, %26, %25) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      stablehlo.return %arg3 : tensor<complex<f64>>
    }) : (tensor<5x1x16x15xcomplex<f64>>, tensor<1xi32>, tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x16x15xcomplex<f64>>
    %28 = stablehlo.real %27 : (tensor<5x1x16x15xcomplex<f64>>) -> tensor<5x1x16x15xf64>
    %29 = stablehlo.imag %27 : (tensor<5x1x16x15xcomplex<f64>>) -> tensor<5x1x16x15xf64>
    %30 = stablehlo.negate %29 : tensor<5x1x16x15xf64>
    %31 = stablehlo.complex %28, %30 : tensor<5x1x16x15xcomplex<f64>>
    %32 = call @_roll_static_24(%31) : (tensor<5x1x16x15xcomplex<f64>>) -> tensor<5x1x16x15xcomplex<f64>>
    %33 = stablehlo.transpose %32, dims = [0, 1, 3, 2] : (tensor<5x1x16x15xcomplex<f64>>) -> tensor<5x1x15x16xcomplex<f64>>
    %34 = call @fft_25(%33) : (tensor<5x1x15x16xcomplex<f64>>) -> tensor<5x1x15x16xcomplex<f64>>
    %cst_8 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<complex<f64>>) -> tensor<5x1x15x16xcomplex<f64>>
    %36 = stablehlo.multiply %34, %35 : tensor<5x1x15x16xcomplex<f64>>
    %37 = stablehlo.transpose %36, dims = [0, 1, 3, 2] : (tensor<5x1x15x16xcomplex<f64>>) -> tensor<5x1x16x15xcomplex<f64>>
    %38 = stablehlo.real %37 : (tensor<5x1x16x15xcomplex<f64>>) -> tensor<5x1x16x15xf64>
    %39 = stablehlo.imag %37 : (tensor<5x1x16x15xcomplex<f64>>) -> tensor<5x1x16x15xf64>
    %40 = stablehlo.negate %39 : tensor<5x1x16x15xf64>
    %41 = stablehlo.complex %38, %40 : tensor<5x1x16x15xcomplex<f64>>
    %42 = call @unextend(%41) : (tensor<5x1x16x15xcomplex<f64>>) -> tensor<5x1x9x15xcomplex<f64>>
    return %42 : tensor<5x1x9x15xcomplex<f64>>
  }
  func.func private @periodic_extension(%arg0: tensor<5x1x8x15xcomplex<f64>>, %arg1: tensor<5xi64>) -> tensor<5x1x15x15xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<1x15x15xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3] : (tensor<1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %3 = "stablehlo.scatter"(%2, %1, %arg0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      stablehlo.return %arg3 : tensor<complex<f64>>
    }) : (tensor<5x1x15x15xcomplex<f64>>, tensor<1xi32>, tensor<5x1x8x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %4 = call @fft_17(%3) : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %6 = stablehlo.multiply %4, %5 : tensor<5x1x15x15xcomplex<f64>>
    %7 = call @_roll_static_19(%6) : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %8 = stablehlo.slice %7 [0:5, 0:1, 0:7, 0:15] : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x7x15xcomplex<f64>>
    %9 = call @_flip(%8) : (tensor<5x1x7x15xcomplex<f64>>) -> tensor<5x1x7x15xcomplex<f64>>
    %c_1 = stablehlo.constant dense<8> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %11 = "stablehlo.scatter"(%7, %10, %9) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      stablehlo.return %arg3 : tensor<complex<f64>>
    }) : (tensor<5x1x15x15xcomplex<f64>>, tensor<1xi32>, tensor<5x1x7x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %12 = stablehlo.iota dim = 0 : tensor<15xi64>
    %c_2 = stablehlo.constant dense<-7> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %14 = stablehlo.add %13, %12 : tensor<15xi64>
    %c_3 = stablehlo.constant dense<-1> : tensor<i64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %15 = stablehlo.compare EQ, %c_3, %c_4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %17 = stablehlo.compare NE, %14, %16, SIGNED : (tensor<15xi64>, tensor<15xi64>) -> tensor<15xi1>
    %18 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i1>) -> tensor<15xi1>
    %19 = stablehlo.and %18, %17 : tensor<15xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %c_7 = stablehlo.constant dense<1> : tensor<i64>
    %20 = call @_where_20(%19, %c_6, %c_7) : (tensor<15xi1>, tensor<i64>, tensor<i64>) -> tensor<15xi64>
    %c_8 = stablehlo.constant dense<1> : tensor<i64>
    %21 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %22 = stablehlo.and %14, %21 : tensor<15xi64>
    %c_9 = stablehlo.constant dense<-1> : tensor<i64>
    %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %24 = stablehlo.multiply %20, %23 : tensor<15xi64>
    %25 = call @_where_21(%22, %24, %20) : (tensor<15xi64>, tensor<15xi64>, tensor<15xi64>) -> tensor<15xi64>
    %c_10 = stablehlo.constant dense<-1> : tensor<i64>
    %c_11 = stablehlo.constant dense<-1> : tensor<i64>
    %26 = stablehlo.multiply %c_10, %c_11 : tensor<i64>
    %c_12 = stablehlo.constant dense<1> : tensor<i64>
    %27 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %28 = stablehlo.shift_right_logical %14, %27 : tensor<15xi64>
    %c_13 = stablehlo.constant dense<1> : tensor<i64>
    %29 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %30 = stablehlo.and %28, %29 : tensor<15xi64>
    %31 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %32 = stablehlo.multiply %25, %31 : tensor<15xi64>
    %33 = call @_where_21(%30, %32, %25) : (tensor<15xi64>, tensor<15xi64>, tensor<15xi64>) -> tensor<15xi64>
    %34 = stablehlo.multiply %26, %26 : tensor<i64>
    %c_14 = stablehlo.constant dense<1> : tensor<i64>
    %35 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %36 = stablehlo.shift_right_logical %28, %35 : tensor<15xi64>
    %c_15 = stablehlo.constant dense<1> : tensor<i64>
    %37 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %38 = stablehlo.and %36, %37 : tensor<15xi64>
    %39 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %40 = stablehlo.multiply %33, %39 : tensor<15xi64>
    %41 = call @_where_21(%38, %40, %33) : (tensor<15xi64>, tensor<15xi64>, tensor<15xi64>) -> tensor<15xi64>
    %42 = stablehlo.multiply %34, %34 : tensor<i64>
    %c_16 = stablehlo.constant dense<1> : tensor<i64>
    %43 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %44 = stablehlo.shift_right_logical %36, %43 : tensor<15xi64>
    %c_17 = stablehlo.constant dense<1> : tensor<i64>
    %45 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %46 = stablehlo.and %44, %45 : tensor<15xi64>
    %47 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %48 = stablehlo.multiply %41, %47 : tensor<15xi64>
    %49 = call @_where_21(%46, %48, %41) : (tensor<15xi64>, tensor<15xi64>, tensor<15xi64>) -> tensor<15xi64>
    %50 = stablehlo.multiply %42, %42 : tensor<i64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %51 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %52 = stablehlo.shift_right_logical %44, %51 : tensor<15xi64>
    %c_19 = stablehlo.constant dense<1> : tensor<i64>
    %53 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %54 = stablehlo.and %52, %53 : tensor<15xi64>
    %55 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %56 = stablehlo.multiply %49, %55 : tensor<15xi64>
    %57 = call @_where_21(%54, %56, %49) : (tensor<15xi64>, tensor<15xi64>, tensor<15xi64>) -> tensor<15xi64>
    %58 = stablehlo.multiply %50, %50 : tensor<i64>
    %c_20 = stablehlo.constant dense<1> : tensor<i64>
    %59 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %60 = stablehlo.shift_right_logical %52, %59 : tensor<15xi64>
    %c_21 = stablehlo.constant dense<1> : tensor<i64>
    %61 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %62 = stablehlo.and %60, %61 : tensor<15xi64>
    %63 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %64 = stablehlo.multiply %57, %63 : tensor<15xi64>
    %65 = call @_where_21(%62, %64, %57) : (tensor<15xi64>, tensor<15xi64>, tensor<15xi64>) -> tensor<15xi64>
    %c_22 = stablehlo.constant dense<8> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %67 = stablehlo.convert %65 : (tensor<15xi64>) -> tensor<15xcomplex<f64>>
    %68 = stablehlo.broadcast_in_dim %67, dims = [2] : (tensor<15xcomplex<f64>>) -> tensor<1x7x15xcomplex<f64>>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1, 2, 3] : (tensor<1x7x15xcomplex<f64>>) -> tensor<5x1x7x15xcomplex<f64>>
    %70 = "stablehlo.scatter"(%11, %66, %69) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      %140 = stablehlo.multiply %arg2, %arg3 : tensor<complex<f64>>
      stablehlo.return %140 : tensor<complex<f64>>
    }) : (tensor<5x1x15x15xcomplex<f64>>, tensor<1xi32>, tensor<5x1x7x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %c_23 = stablehlo.constant dense<-1> : tensor<i64>
    %c_24 = stablehlo.constant dense<0> : tensor<i64>
    %71 = stablehlo.compare EQ, %c_23, %c_24, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %72 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %73 = stablehlo.compare NE, %arg1, %72, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %74 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %75 = stablehlo.and %74, %73 : tensor<5xi1>
    %c_26 = stablehlo.constant dense<0> : tensor<i64>
    %c_27 = stablehlo.constant dense<1> : tensor<i64>
    %76 = call @_where_14(%75, %c_26, %c_27) : (tensor<5xi1>, tensor<i64>, tensor<i64>) -> tensor<5xi64>
    %c_28 = stablehlo.constant dense<1> : tensor<i64>
    %77 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %78 = stablehlo.and %arg1, %77 : tensor<5xi64>
    %c_29 = stablehlo.constant dense<-1> : tensor<i64>
    %79 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %80 = stablehlo.multiply %76, %79 : tensor<5xi64>
    %81 = call @_where_15(%78, %80, %76) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %c_30 = stablehlo.constant dense<-1> : tensor<i64>
    %c_31 = stablehlo.constant dense<-1> : tensor<i64>
    %82 = stablehlo.multiply %c_30, %c_31 : tensor<i64>
    %c_32 = stablehlo.constant dense<1> : tensor<i64>
    %83 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %84 = stablehlo.shift_right_logical %arg1, %83 : tensor<5xi64>
    %c_33 = stablehlo.constant dense<1> : tensor<i64>
    %85 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %86 = stablehlo.and %84, %85 : tensor<5xi64>
    %87 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %88 = stablehlo.multiply %81, %87 : tensor<5xi64>
    %89 = call @_where_15(%86, %88, %81) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %90 = stablehlo.multiply %82, %82 : tensor<i64>
    %c_34 = stablehlo.constant dense<1> : tensor<i64>
    %91 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %92 = stablehlo.shift_right_logical %84, %91 : tensor<5xi64>
    %c_35 = stablehlo.constant dense<1> : tensor<i64>
    %93 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %94 = stablehlo.and %92, %93 : tensor<5xi64>
    %95 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %96 = stablehlo.multiply %89, %95 : tensor<5xi64>
    %97 = call @_where_15(%94, %96, %89) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %98 = stablehlo.multiply %90, %90 : tensor<i64>
    %c_36 = stablehlo.constant dense<1> : tensor<i64>
    %99 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %100 = stablehlo.shift_right_logical %92, %99 : tensor<5xi64>
    %c_37 = stablehlo.constant dense<1> : tensor<i64>
    %101 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %102 = stablehlo.and %100, %101 : tensor<5xi64>
    %103 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %104 = stablehlo.multiply %97, %103 : tensor<5xi64>
    %105 = call @_where_15(%102, %104, %97) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %106 = stablehlo.multiply %98, %98 : tensor<i64>
    %c_38 = stablehlo.constant dense<1> : tensor<i64>
    %107 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %108 = stablehlo.shift_right_logical %100, %107 : tensor<5xi64>
    %c_39 = stablehlo.constant dense<1> : tensor<i64>
    %109 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %110 = stablehlo.and %108, %109 : tensor<5xi64>
    %111 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %112 = stablehlo.multiply %105, %111 : tensor<5xi64>
    %113 = call @_where_15(%110, %112, %105) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %114 = stablehlo.multiply %106, %106 : tensor<i64>
    %c_40 = stablehlo.constant dense<1> : tensor<i64>
    %115 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %116 = stablehlo.shift_right_logical %108, %115 : tensor<5xi64>
    %c_41 = stablehlo.constant dense<1> : tensor<i64>
    %117 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %118 = stablehlo.and %116, %117 : tensor<5xi64>
    %119 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %120 = stablehlo.multiply %113, %119 : tensor<5xi64>
    %121 = call @_where_15(%118, %120, %113) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %c_42 = stablehlo.constant dense<8> : tensor<i32>
    %122 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %123 = stablehlo.convert %121 : (tensor<5xi64>) -> tensor<5xcomplex<f64>>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0] : (tensor<5xcomplex<f64>>) -> tensor<5x1x7x15xcomplex<f64>>
    %125 = "stablehlo.scatter"(%70, %122, %124) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      %140 = stablehlo.multiply %arg2, %arg3 : tensor<complex<f64>>
      stablehlo.return %140 : tensor<complex<f64>>
    }) : (tensor<5x1x15x15xcomplex<f64>>, tensor<1xi32>, tensor<5x1x7x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %126 = stablehlo.real %125 : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xf64>
    %127 = stablehlo.imag %125 : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xf64>
    %128 = stablehlo.negate %127 : tensor<5x1x15x15xf64>
    %129 = stablehlo.complex %126, %128 : tensor<5x1x15x15xcomplex<f64>>
    %130 = call @_roll_static_22(%129) : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %131 = call @fft_17(%130) : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %cst_43 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %132 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<complex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %133 = stablehlo.multiply %131, %132 : tensor<5x1x15x15xcomplex<f64>>
    %134 = stablehlo.real %133 : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xf64>
    %135 = stablehlo.imag %133 : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xf64>
    %136 = stablehlo.negate %135 : tensor<5x1x15x15xf64>
    %137 = stablehlo.complex %134, %136 : tensor<5x1x15x15xcomplex<f64>>
    %cst_44 = stablehlo.constant dense<(1.500000e+01,0.000000e+00)> : tensor<complex<f64>>
    %138 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<complex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    %139 = stablehlo.divide %137, %138 : tensor<5x1x15x15xcomplex<f64>>
    return %139 : tensor<5x1x15x15xcomplex<f64>>
  }
  func.func private @fft_17(%arg0: tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>> {
    %0 = call @fft_18(%arg0) : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    return %0 : tensor<5x1x15x15xcomplex<f64>>
  }
  func.func private @fft_18(%arg0: tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [15] : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    return %0 : tensor<5x1x15x15xcomplex<f64>>
  }
  func.func private @_roll_static_19(%arg0: tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1, 0:15, 8:15] : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x7xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:5, 0:1, 0:15, 0:8] : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x8xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x1x15x7xcomplex<f64>>, tensor<5x1x15x8xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    return %2 : tensor<5x1x15x15xcomplex<f64>>
  }
  func.func private @_flip(%arg0: tensor<5x1x7x15xcomplex<f64>>) -> tensor<5x1x7x15xcomplex<f64>> {
    %0 = stablehlo.reverse %arg0, dims = [2] : tensor<5x1x7x15xcomplex<f64>>
    return %0 : tensor<5x1x7x15xcomplex<f64>>
  }
  func.func private @_where_20(%arg0: tensor<15xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<15xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<15xi1>, tensor<15xi64>
    return %2 : tensor<15xi64>
  }
  func.func private @_where_21(%arg0: tensor<15xi64>, %arg1: tensor<15xi64>, %arg2: tensor<15xi64>) -> tensor<15xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<15xi64>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<15xi64>, tensor<15xi64>) -> tensor<15xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<15xi1>, tensor<15xi64>
    return %2 : tensor<15xi64>
  }
  func.func private @_roll_static_22(%arg0: tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1, 0:15, 7:15] : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x8xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:5, 0:1, 0:15, 0:7] : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x7xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x1x15x8xcomplex<f64>>, tensor<5x1x15x7xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    return %2 : tensor<5x1x15x15xcomplex<f64>>
  }
  func.func private @_roll_static_23(%arg0: tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1, 8:15, 0:15] : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x7x15xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:5, 0:1, 0:8, 0:15] : (tensor<5x1x15x15xcomplex<f64>>) -> tensor<5x1x8x15xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x1x7x15xcomplex<f64>>, tensor<5x1x8x15xcomplex<f64>>) -> tensor<5x1x15x15xcomplex<f64>>
    return %2 : tensor<5x1x15x15xcomplex<f64>>
  }
  func.func private @_roll_static_24(%arg0: tensor<5x1x16x15xcomplex<f64>>) -> tensor<5x1x16x15xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1, 8:16, 0:15] : (tensor<5x1x16x15xcomplex<f64>>) -> tensor<5x1x8x15xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:5, 0:1, 0:8, 0:15] : (tensor<5x1x16x15xcomplex<f64>>) -> tensor<5x1x8x15xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x1x8x15xcomplex<f64>>, tensor<5x1x8x15xcomplex<f64>>) -> tensor<5x1x16x15xcomplex<f64>>
    return %2 : tensor<5x1x16x15xcomplex<f64>>
  }
  func.func private @fft_25(%arg0: tensor<5x1x15x16xcomplex<f64>>) -> tensor<5x1x15x16xcomplex<f64>> {
    %0 = call @fft_26(%arg0) : (tensor<5x1x15x16xcomplex<f64>>) -> tensor<5x1x15x16xcomplex<f64>>
    return %0 : tensor<5x1x15x16xcomplex<f64>>
  }
  func.func private @fft_26(%arg0: tensor<5x1x15x16xcomplex<f64>>) -> tensor<5x1x15x16xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [16] : (tensor<5x1x15x16xcomplex<f64>>) -> tensor<5x1x15x16xcomplex<f64>>
    return %0 : tensor<5x1x15x16xcomplex<f64>>
  }
  func.func private @unextend(%arg0: tensor<5x1x16x15xcomplex<f64>>) -> tensor<5x1x9x15xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1, 0:9, 0:15] : (tensor<5x1x16x15xcomplex<f64>>) -> tensor<5x1x9x15xcomplex<f64>>
    return %0 : tensor<5x1x9x15xcomplex<f64>>
  }
  func.func private @mw_to_mwss_phi(%arg0: tensor<5x1x9x15xcomplex<f64>>) -> tensor<5x1x9x16xcomplex<f64>> {
    %cst = stablehlo.constant dense<(1.500000e+01,0.000000e+00)> : tensor<1xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<1x9x16xcomplex<f64>>
    %1 = call @fft_27(%arg0) : (tensor<5x1x9x15xcomplex<f64>>) -> tensor<5x1x9x15xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %2 = stablehlo.reduce(%cst init: %cst_1) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
    %cst_2 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %3 = stablehlo.divide %cst_2, %2 : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<complex<f64>>) -> tensor<5x1x9x15xcomplex<f64>>
    %5 = stablehlo.multiply %1, %4 : tensor<5x1x9x15xcomplex<f64>>
    %6 = call @_roll_static_29(%5) : (tensor<5x1x9x15xcomplex<f64>>) -> tensor<5x1x9x15xcomplex<f64>>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3] : (tensor<1x9x16xcomplex<f64>>) -> tensor<5x1x9x16xcomplex<f64>>
    %9 = "stablehlo.scatter"(%8, %7, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      stablehlo.return %arg2 : tensor<complex<f64>>
    }) : (tensor<5x1x9x16xcomplex<f64>>, tensor<1xi32>, tensor<5x1x9x15xcomplex<f64>>) -> tensor<5x1x9x16xcomplex<f64>>
    %10 = stablehlo.real %9 : (tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x9x16xf64>
    %11 = stablehlo.imag %9 : (tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x9x16xf64>
    %12 = stablehlo.negate %11 : tensor<5x1x9x16xf64>
    %13 = stablehlo.complex %10, %12 : tensor<5x1x9x16xcomplex<f64>>
    %14 = call @_roll_static_30(%13) : (tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x9x16xcomplex<f64>>
    %15 = call @fft_31(%14) : (tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x9x16xcomplex<f64>>
    %cst_3 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<5x1x9x16xcomplex<f64>>
    %17 = stablehlo.multiply %15, %16 : tensor<5x1x9x16xcomplex<f64>>
    %18 = stablehlo.real %17 : (tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x9x16xf64>
    %19 = stablehlo.imag %17 : (tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x9x16xf64>
    %20 = stablehlo.negate %19 : tensor<5x1x9x16xf64>
    %21 = stablehlo.complex %18, %20 : tensor<5x1x9x16xcomplex<f64>>
    return %21 : tensor<5x1x9x16xcomplex<f64>>
  }
  func.func private @fft_27(%arg0: tensor<5x1x9x15xcomplex<f64>>) -> tensor<5x1x9x15xcomplex<f64>> {
    %0 = call @fft_28(%arg0) : (tensor<5x1x9x15xcomplex<f64>>) -> tensor<5x1x9x15xcomplex<f64>>
    return %0 : tensor<5x1x9x15xcomplex<f64>>
  }
  func.func private @fft_28(%arg0: tensor<5x1x9x15xcomplex<f64>>) -> tensor<5x1x9x15xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [15] : (tensor<5x1x9x15xcomplex<f64>>) -> tensor<5x1x9x15xcomplex<f64>>
    return %0 : tensor<5x1x9x15xcomplex<f64>>
  }
  func.func private @_roll_static_29(%arg0: tensor<5x1x9x15xcomplex<f64>>) -> tensor<5x1x9x15xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1, 0:9, 8:15] : (tensor<5x1x9x15xcomplex<f64>>) -> tensor<5x1x9x7xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:5, 0:1, 0:9, 0:8] : (tensor<5x1x9x15xcomplex<f64>>) -> tensor<5x1x9x8xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x1x9x7xcomplex<f64>>, tensor<5x1x9x8xcomplex<f64>>) -> tensor<5x1x9x15xcomplex<f64>>
    return %2 : tensor<5x1x9x15xcomplex<f64>>
  }
  func.func private @_roll_static_30(%arg0: tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x9x16xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1, 0:9, 8:16] : (tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x9x8xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:5, 0:1, 0:9, 0:8] : (tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x9x8xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x1x9x8xcomplex<f64>>, tensor<5x1x9x8xcomplex<f64>>) -> tensor<5x1x9x16xcomplex<f64>>
    return %2 : tensor<5x1x9x16xcomplex<f64>>
  }
  func.func private @fft_31(%arg0: tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x9x16xcomplex<f64>> {
    %0 = call @fft_32(%arg0) : (tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x9x16xcomplex<f64>>
    return %0 : tensor<5x1x9x16xcomplex<f64>>
  }
  func.func private @fft_32(%arg0: tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x9x16xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [16] : (tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x9x16xcomplex<f64>>
    return %0 : tensor<5x1x9x16xcomplex<f64>>
  }
  func.func private @upsample_by_two_mwss(%arg0: tensor<5x9x16xcomplex<f64>>, %arg1: tensor<5xi64>) -> tensor<5x17x16xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2, 3] : (tensor<5x9x16xcomplex<f64>>) -> tensor<5x1x9x16xcomplex<f64>>
    %1 = call @periodic_extension_spatial_mwss(%0, %arg1) : (tensor<5x1x9x16xcomplex<f64>>, tensor<5xi64>) -> tensor<5x1x16x16xcomplex<f64>>
    %2 = call @upsample_by_two_mwss_ext(%1) : (tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x32x16xcomplex<f64>>
    %3 = call @unextend_41(%2) : (tensor<5x1x32x16xcomplex<f64>>) -> tensor<5x1x17x16xcomplex<f64>>
    %4 = stablehlo.reshape %3 : (tensor<5x1x17x16xcomplex<f64>>) -> tensor<5x17x16xcomplex<f64>>
    return %4 : tensor<5x17x16xcomplex<f64>>
  }
  func.func private @periodic_extension_spatial_mwss(%arg0: tensor<5x1x9x16xcomplex<f64>>, %arg1: tensor<5xi64>) -> tensor<5x1x16x16xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<1x16x16xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3] : (tensor<1x16x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>>
    %3 = "stablehlo.scatter"(%2, %1, %arg0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      stablehlo.return %arg3 : tensor<complex<f64>>
    }) : (tensor<5x1x16x16xcomplex<f64>>, tensor<1xi32>, tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>>
    %c_0 = stablehlo.constant dense<-1> : tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.compare EQ, %c_0, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %6 = stablehlo.compare NE, %arg1, %5, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %7 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %8 = stablehlo.and %7, %6 : tensor<5xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %9 = call @_where_14(%8, %c_3, %c_4) : (tensor<5xi1>, tensor<i64>, tensor<i64>) -> tensor<5xi64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %10 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %11 = stablehlo.and %arg1, %10 : tensor<5xi64>
    %c_6 = stablehlo.constant dense<-1> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %13 = stablehlo.multiply %9, %12 : tensor<5xi64>
    %14 = call @_where_15(%11, %13, %9) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %c_7 = stablehlo.constant dense<-1> : tensor<i64>
    %c_8 = stablehlo.constant dense<-1> : tensor<i64>
    %15 = stablehlo.multiply %c_7, %c_8 : tensor<i64>
    %c_9 = stablehlo.constant dense<1> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %17 = stablehlo.shift_right_logical %arg1, %16 : tensor<5xi64>
    %c_10 = stablehlo.constant dense<1> : tensor<i64>
    %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %19 = stablehlo.and %17, %18 : tensor<5xi64>
    %20 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %21 = stablehlo.multiply %14, %20 : tensor<5xi64>
    %22 = call @_where_15(%19, %21, %14) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %23 = stablehlo.multiply %15, %15 : tensor<i64>
    %c_11 = stablehlo.constant dense<1> : tensor<i64>
    %24 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %25 = stablehlo.shift_right_logical %17, %24 : tensor<5xi64>
    %c_12 = stablehlo.constant dense<1> : tensor<i64>
    %26 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %27 = stablehlo.and %25, %26 : tensor<5xi64>
    %28 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %29 = stablehlo.multiply %22, %28 : tensor<5xi64>
    %30 = call @_where_15(%27, %29, %22) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %31 = stablehlo.multiply %23, %23 : tensor<i64>
    %c_13 = stablehlo.constant dense<1> : tensor<i64>
    %32 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %33 = stablehlo.shift_right_logical %25, %32 : tensor<5xi64>
    %c_14 = stablehlo.constant dense<1> : tensor<i64>
    %34 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %35 = stablehlo.and %33, %34 : tensor<5xi64>
    %36 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %37 = stablehlo.multiply %30, %36 : tensor<5xi64>
    %38 = call @_where_15(%35, %37, %30) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %39 = stablehlo.multiply %31, %31 : tensor<i64>
    %c_15 = stablehlo.constant dense<1> : tensor<i64>
    %40 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %41 = stablehlo.shift_right_logical %33, %40 : tensor<5xi64>
    %c_16 = stablehlo.constant dense<1> : tensor<i64>
    %42 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %43 = stablehlo.and %41, %42 : tensor<5xi64>
    %44 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %45 = stablehlo.multiply %38, %44 : tensor<5xi64>
    %46 = call @_where_15(%43, %45, %38) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %47 = stablehlo.multiply %39, %39 : tensor<i64>
    %c_17 = stablehlo.constant dense<1> : tensor<i64>
    %48 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %49 = stablehlo.shift_right_logical %41, %48 : tensor<5xi64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %50 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %51 = stablehlo.and %49, %50 : tensor<5xi64>
    %52 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %53 = stablehlo.multiply %46, %52 : tensor<5xi64>
    %54 = call @_where_15(%51, %53, %46) : (tensor<5xi64>, tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
    %55 = stablehlo.slice %arg0 [0:5, 0:1, 1:8, 0:16] : (tensor<5x1x9x16xcomplex<f64>>) -> tensor<5x1x7x16xcomplex<f64>>
    %56 = call @_flip_33(%55) : (tensor<5x1x7x16xcomplex<f64>>) -> tensor<5x1x7x16xcomplex<f64>>
    %57 = call @_roll_static_34(%56) : (tensor<5x1x7x16xcomplex<f64>>) -> tensor<5x1x7x16xcomplex<f64>>
    %58 = stablehlo.convert %54 : (tensor<5xi64>) -> tensor<5xcomplex<f64>>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<5xcomplex<f64>>) -> tensor<5x1x1x1xcomplex<f64>>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<5x1x1x1xcomplex<f64>>) -> tensor<5x1x7x16xcomplex<f64>>
    %61 = stablehlo.multiply %60, %57 : tensor<5x1x7x16xcomplex<f64>>
    %c_19 = stablehlo.constant dense<9> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %63 = "stablehlo.scatter"(%3, %62, %61) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      stablehlo.return %arg3 : tensor<complex<f64>>
    }) : (tensor<5x1x16x16xcomplex<f64>>, tensor<1xi32>, tensor<5x1x7x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>>
    return %63 : tensor<5x1x16x16xcomplex<f64>>
  }
  func.func private @_flip_33(%arg0: tensor<5x1x7x16xcomplex<f64>>) -> tensor<5x1x7x16xcomplex<f64>> {
    %0 = stablehlo.reverse %arg0, dims = [2] : tensor<5x1x7x16xcomplex<f64>>
    return %0 : tensor<5x1x7x16xcomplex<f64>>
  }
  func.func private @_roll_static_34(%arg0: tensor<5x1x7x16xcomplex<f64>>) -> tensor<5x1x7x16xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1, 0:7, 8:16] : (tensor<5x1x7x16xcomplex<f64>>) -> tensor<5x1x7x8xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:5, 0:1, 0:7, 0:8] : (tensor<5x1x7x16xcomplex<f64>>) -> tensor<5x1x7x8xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x1x7x8xcomplex<f64>>, tensor<5x1x7x8xcomplex<f64>>) -> tensor<5x1x7x16xcomplex<f64>>
    return %2 : tensor<5x1x7x16xcomplex<f64>>
  }
  func.func private @upsample_by_two_mwss_ext(%arg0: tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x32x16xcomplex<f64>> {
    %cst = stablehlo.constant dense<(1.600000e+01,0.000000e+00)> : tensor<1xcomplex<f64>>
    %0 = stablehlo.transpose %arg0, dims = [0, 1, 3, 2] : (tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>>
    %1 = call @fft_35(%0) : (tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %2 = stablehlo.reduce(%cst init: %cst_0) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %3 = stablehlo.divide %cst_1, %2 : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<complex<f64>>) -> tensor<5x1x16x16xcomplex<f64>>
    %5 = stablehlo.multiply %1, %4 : tensor<5x1x16x16xcomplex<f64>>
    %6 = stablehlo.transpose %5, dims = [0, 1, 3, 2] : (tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>>
    %7 = call @_roll_static_37(%6) : (tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<1x32x16xcomplex<f64>>
    %c = stablehlo.constant dense<8> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [1, 2, 3] : (tensor<1x32x16xcomplex<f64>>) -> tensor<5x1x32x16xcomplex<f64>>
    %11 = "stablehlo.scatter"(%10, %9, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      stablehlo.return %arg2 : tensor<complex<f64>>
    }) : (tensor<5x1x32x16xcomplex<f64>>, tensor<1xi32>, tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x32x16xcomplex<f64>>
    %12 = stablehlo.real %11 : (tensor<5x1x32x16xcomplex<f64>>) -> tensor<5x1x32x16xf64>
    %13 = stablehlo.imag %11 : (tensor<5x1x32x16xcomplex<f64>>) -> tensor<5x1x32x16xf64>
    %14 = stablehlo.negate %13 : tensor<5x1x32x16xf64>
    %15 = stablehlo.complex %12, %14 : tensor<5x1x32x16xcomplex<f64>>
    %16 = call @_roll_static_38(%15) : (tensor<5x1x32x16xcomplex<f64>>) -> tensor<5x1x32x16xcomplex<f64>>
    %17 = stablehlo.transpose %16, dims = [0, 1, 3, 2] : (tensor<5x1x32x16xcomplex<f64>>) -> tensor<5x1x16x32xcomplex<f64>>
    %18 = call @fft_39(%17) : (tensor<5x1x16x32xcomplex<f64>>) -> tensor<5x1x16x32xcomplex<f64>>
    %cst_3 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<5x1x16x32xcomplex<f64>>
    %20 = stablehlo.multiply %18, %19 : tensor<5x1x16x32xcomplex<f64>>
    %21 = stablehlo.transpose %20, dims = [0, 1, 3, 2] : (tensor<5x1x16x32xcomplex<f64>>) -> tensor<5x1x32x16xcomplex<f64>>
    %22 = stablehlo.real %21 : (tensor<5x1x32x16xcomplex<f64>>) -> tensor<5x1x32x16xf64>
    %23 = stablehlo.imag %21 : (tensor<5x1x32x16xcomplex<f64>>) -> tensor<5x1x32x16xf64>
    %24 = stablehlo.negate %23 : tensor<5x1x32x16xf64>
    %25 = stablehlo.complex %22, %24 : tensor<5x1x32x16xcomplex<f64>>
    return %25 : tensor<5x1x32x16xcomplex<f64>>
  }
  func.func private @fft_35(%arg0: tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>> {
    %0 = call @fft_36(%arg0) : (tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>>
    return %0 : tensor<5x1x16x16xcomplex<f64>>
  }
  func.func private @fft_36(%arg0: tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [16] : (tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>>
    return %0 : tensor<5x1x16x16xcomplex<f64>>
  }
  func.func private @_roll_static_37(%arg0: tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1, 8:16, 0:16] : (tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x8x16xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:5, 0:1, 0:8, 0:16] : (tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x8x16xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x1x8x16xcomplex<f64>>, tensor<5x1x8x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>>
    return %2 : tensor<5x1x16x16xcomplex<f64>>
  }
  func.func private @_roll_static_38(%arg0: tensor<5x1x32x16xcomplex<f64>>) -> tensor<5x1x32x16xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1, 16:32, 0:16] : (tensor<5x1x32x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:5, 0:1, 0:16, 0:16] : (tensor<5x1x32x16xcomplex<f64>>) -> tensor<5x1x16x16xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x1x16x16xcomplex<f64>>, tensor<5x1x16x16xcomplex<f64>>) -> tensor<5x1x32x16xcomplex<f64>>
    return %2 : tensor<5x1x32x16xcomplex<f64>>
  }
  func.func private @fft_39(%arg0: tensor<5x1x16x32xcomplex<f64>>) -> tensor<5x1x16x32xcomplex<f64>> {
    %0 = call @fft_40(%arg0) : (tensor<5x1x16x32xcomplex<f64>>) -> tensor<5x1x16x32xcomplex<f64>>
    return %0 : tensor<5x1x16x32xcomplex<f64>>
  }
  func.func private @fft_40(%arg0: tensor<5x1x16x32xcomplex<f64>>) -> tensor<5x1x16x32xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [32] : (tensor<5x1x16x32xcomplex<f64>>) -> tensor<5x1x16x32xcomplex<f64>>
    return %0 : tensor<5x1x16x32xcomplex<f64>>
  }
  func.func private @unextend_41(%arg0: tensor<5x1x32x16xcomplex<f64>>) -> tensor<5x1x17x16xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1, 0:17, 0:16] : (tensor<5x1x32x16xcomplex<f64>>) -> tensor<5x1x17x16xcomplex<f64>>
    return %0 : tensor<5x1x17x16xcomplex<f64>>
  }
  func.func private @quad_weights_transform() -> tensor<17xf64> {
    %0 = call @quad_weights_mwss_theta_only() : () -> tensor<17xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<17xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<17xf64>
    %cst_0 = stablehlo.constant dense<3.1415926535897931> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<17xf64>
    %4 = stablehlo.multiply %2, %3 : tensor<17xf64>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<17xf64>
    %6 = stablehlo.divide %4, %5 : tensor<17xf64>
    return %6 : tensor<17xf64>
  }
  func.func private @quad_weights_mwss_theta_only() -> tensor<17xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %1 = stablehlo.iota dim = 0 : tensor<31xi64>
    %c = stablehlo.constant dense<-15> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %3 = stablehlo.add %2, %1 : tensor<31xi64>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %5 = stablehlo.compare EQ, %3, %4, SIGNED : (tensor<31xi64>, tensor<31xi64>) -> tensor<31xi1>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %7 = stablehlo.compare EQ, %3, %6, SIGNED : (tensor<31xi64>, tensor<31xi64>) -> tensor<31xi1>
    %8 = stablehlo.or %5, %7 : tensor<31xi1>
    %9 = stablehlo.convert %8 : (tensor<31xi1>) -> tensor<31xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<31xi32>
    %11 = stablehlo.compare EQ, %9, %10, SIGNED : (tensor<31xi32>, tensor<31xi32>) -> tensor<31xi1>
    %12 = stablehlo.select %11, %3, %3 : tensor<31xi1>, tensor<31xi64>
    %c_3 = stablehlo.constant dense<2> : tensor<i64>
    %13 = call @remainder_42(%12, %c_3) : (tensor<31xi64>, tensor<i64>) -> tensor<31xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %15 = stablehlo.compare EQ, %13, %14, SIGNED : (tensor<31xi64>, tensor<31xi64>) -> tensor<31xi1>
    %16 = stablehlo.convert %15 : (tensor<31xi1>) -> tensor<31xi32>
    %cst_5 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<31xcomplex<f64>>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<31xi32>
    %19 = stablehlo.compare EQ, %16, %18, SIGNED : (tensor<31xi32>, tensor<31xi32>) -> tensor<31xi1>
    %20 = stablehlo.select %19, %12, %12 : tensor<31xi1>, tensor<31xi64>
    %21 = stablehlo.multiply %20, %20 : tensor<31xi64>
    %c_7 = stablehlo.constant dense<1> : tensor<i64>
    %22 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %23 = stablehlo.subtract %22, %21 : tensor<31xi64>
    %24 = stablehlo.convert %23 : (tensor<31xi64>) -> tensor<31xf64>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<31xf64>
    %26 = stablehlo.divide %25, %24 : tensor<31xf64>
    %27 = stablehlo.convert %26 : (tensor<31xf64>) -> tensor<31xcomplex<f64>>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f64>>) -> tensor<31xcomplex<f64>>
    %29 = stablehlo.add %27, %28 : tensor<31xcomplex<f64>>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<31xi32>
    %31 = stablehlo.compare LT, %16, %30, SIGNED : (tensor<31xi32>, tensor<31xi32>) -> tensor<31xi1>
    %32 = stablehlo.select %31, %17, %29 : tensor<31xi1>, tensor<31xcomplex<f64>>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<31xi32>
    %34 = stablehlo.compare EQ, %9, %33, SIGNED : (tensor<31xi32>, tensor<31xi32>) -> tensor<31xi1>
    %35 = stablehlo.select %34, %3, %3 : tensor<31xi1>, tensor<31xi64>
    %c_12 = stablehlo.constant dense<1> : tensor<i64>
    %36 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %37 = stablehlo.compare EQ, %35, %36, SIGNED : (tensor<31xi64>, tensor<31xi64>) -> tensor<31xi1>
    %38 = stablehlo.convert %37 : (tensor<31xi1>) -> tensor<31xi32>
    %cst_13 = stablehlo.constant dense<(0.000000e+00,-1.5707963267948966)> : tensor<complex<f64>>
    %39 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<complex<f64>>) -> tensor<31xcomplex<f64>>
    %cst_14 = stablehlo.constant dense<(0.000000e+00,1.5707963267948966)> : tensor<complex<f64>>
    %40 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<complex<f64>>) -> tensor<31xcomplex<f64>>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<31xi32>
    %42 = stablehlo.compare LT, %38, %41, SIGNED : (tensor<31xi32>, tensor<31xi32>) -> tensor<31xi1>
    %43 = stablehlo.select %42, %39, %40 : tensor<31xi1>, tensor<31xcomplex<f64>>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<31xi32>
    %45 = stablehlo.compare LT, %9, %44, SIGNED : (tensor<31xi32>, tensor<31xi32>) -> tensor<31xi1>
    %46 = stablehlo.select %45, %32, %43 : tensor<31xi1>, tensor<31xcomplex<f64>>
    %47 = stablehlo.convert %0 : (tensor<1xf64>) -> tensor<1xcomplex<f64>>
    %48 = stablehlo.concatenate %47, %46, dim = 0 : (tensor<1xcomplex<f64>>, tensor<31xcomplex<f64>>) -> tensor<32xcomplex<f64>>
    %49 = call @_roll_static_44(%48) : (tensor<32xcomplex<f64>>) -> tensor<32xcomplex<f64>>
    %50 = call @fft_45(%49) : (tensor<32xcomplex<f64>>) -> tensor<32xcomplex<f64>>
    %cst_17 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %51 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<complex<f64>>) -> tensor<32xcomplex<f64>>
    %52 = stablehlo.multiply %50, %51 : tensor<32xcomplex<f64>>
    %53 = stablehlo.real %52 : (tensor<32xcomplex<f64>>) -> tensor<32xf64>
    %cst_18 = stablehlo.constant dense<3.200000e+01> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %55 = stablehlo.divide %53, %54 : tensor<32xf64>
    %56 = stablehlo.slice %55 [0:17] : (tensor<32xf64>) -> tensor<17xf64>
    %57 = stablehlo.slice %55 [17:32] : (tensor<32xf64>) -> tensor<15xf64>
    %58 = stablehlo.reverse %57, dims = [0] : tensor<15xf64>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %60 = "stablehlo.scatter"(%56, %59, %58) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %61 = stablehlo.add %arg0, %arg1 : tensor<f64>
      stablehlo.return %61 : tensor<f64>
    }) : (tensor<17xf64>, tensor<1xi32>, tensor<15xf64>) -> tensor<17xf64>
    return %60 : tensor<17xf64>
  }
  func.func private @remainder_42(%arg0: tensor<31xi64>, %arg1: tensor<i64>) -> tensor<31xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where_43(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<31xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<31xi64>, tensor<31xi64>) -> tensor<31xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<31xi64>, tensor<31xi64>) -> tensor<31xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<31xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<31xi1>, tensor<31xi1>) -> tensor<31xi1>
    %12 = stablehlo.and %11, %6 : tensor<31xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %14 = stablehlo.add %4, %13 : tensor<31xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<31xi1>, tensor<31xi64>
    return %15 : tensor<31xi64>
  }
  func.func private @_where_43(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @_roll_static_44(%arg0: tensor<32xcomplex<f64>>) -> tensor<32xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [16:32] : (tensor<32xcomplex<f64>>) -> tensor<16xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:16] : (tensor<32xcomplex<f64>>) -> tensor<16xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>) -> tensor<32xcomplex<f64>>
    return %2 : tensor<32xcomplex<f64>>
  }
  func.func private @fft_45(%arg0: tensor<32xcomplex<f64>>) -> tensor<32xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [32] : (tensor<32xcomplex<f64>>) -> tensor<32xcomplex<f64>>
    return %0 : tensor<32xcomplex<f64>>
  }
  func.func private @fft_46(%arg0: tensor<5x17x16xcomplex<f64>>) -> tensor<5x17x16xcomplex<f64>> {
    %0 = call @fft_47(%arg0) : (tensor<5x17x16xcomplex<f64>>) -> tensor<5x17x16xcomplex<f64>>
    return %0 : tensor<5x17x16xcomplex<f64>>
  }
  func.func private @fft_47(%arg0: tensor<5x17x16xcomplex<f64>>) -> tensor<5x17x16xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [16] : (tensor<5x17x16xcomplex<f64>>) -> tensor<5x17x16xcomplex<f64>>
    return %0 : tensor<5x17x16xcomplex<f64>>
  }
  func.func private @_roll_static_48(%arg0: tensor<5x17x16xcomplex<f64>>) -> tensor<5x17x16xcomplex<f64>> {
    %0 = stablehlo.slice %arg0 [0:5, 0:17, 8:16] : (tensor<5x17x16xcomplex<f64>>) -> tensor<5x17x8xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:5, 0:17, 0:8] : (tensor<5x17x16xcomplex<f64>>) -> tensor<5x17x8xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x17x8xcomplex<f64>>, tensor<5x17x8xcomplex<f64>>) -> tensor<5x17x16xcomplex<f64>>
    return %2 : tensor<5x17x16xcomplex<f64>>
  }
  func.func private @forward_latitudinal_step_jax(%arg0: tensor<17xf64>, %arg1: tensor<5x17x16xcomplex<f64>>, %arg2: tensor<5x2x15x8xf64>, %arg3: tensor<5x15x8xf64>, %arg4: tensor<5x9x8xf64>, %arg5: tensor<5x9x8xf64>, %arg6: tensor<5x15x8xi64>, %arg7: tensor<5xi64>) -> tensor<5x8x15xcomplex<f64>> {
    %c = stablehlo.constant dense<> : tensor<0xi32>
    %c_0 = stablehlo.constant dense<> : tensor<0xi32>
    %0 = stablehlo.slice %arg1 [0:5, 1:16, 0:16] : (tensor<5x17x16xcomplex<f64>>) -> tensor<5x15x16xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [1:16] : (tensor<17xf64>) -> tensor<15xf64>
    %2 = stablehlo.negate %arg7 : tensor<5xi64>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<8x15xcomplex<f64>>
    %4 = stablehlo.iota dim = 0 : tensor<8xi64>
    %5 = stablehlo.cosine %1 : tensor<15xf64>
    %6 = stablehlo.sine %1 : tensor<15xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<15xf64>
    %8 = stablehlo.subtract %7, %5 : tensor<15xf64>
    %9 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<8xi64>) -> tensor<1x8xi64>
    %10 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<5xi64>) -> tensor<5x1xi64>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x8xi64>) -> tensor<5x8xi64>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<5x1xi64>) -> tensor<5x8xi64>
    %13 = stablehlo.add %11, %12 : tensor<5x8xi64>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %15 = stablehlo.add %13, %14 : tensor<5x8xi64>
    %16 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<8xi64>) -> tensor<1x8xi64>
    %17 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<5xi64>) -> tensor<5x1xi64>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x8xi64>) -> tensor<5x8xi64>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<5x1xi64>) -> tensor<5x8xi64>
    %20 = stablehlo.subtract %18, %19 : tensor<5x8xi64>
    %c_3 = stablehlo.constant dense<1> : tensor<i64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %22 = stablehlo.add %20, %21 : tensor<5x8xi64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x15x8xf64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %24 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %25 = stablehlo.add %4, %24 : tensor<8xi64>
    %26 = stablehlo.convert %8 : tensor<15xf64>
    %27 = stablehlo.convert %25 : (tensor<8xi64>) -> tensor<8xf64>
    %28 = stablehlo.dot_general %26, %27, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<15xf64>, tensor<8xf64>) -> tensor<15x8xf64>
    %c_6 = stablehlo.constant dense<-6> : tensor<i64>
    %29 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %30 = stablehlo.add %29, %4 : tensor<8xi64>
    %31 = stablehlo.convert %5 : tensor<15xf64>
    %32 = stablehlo.convert %30 : (tensor<8xi64>) -> tensor<8xf64>
    %33 = stablehlo.dot_general %31, %32, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<15xf64>, tensor<8xf64>) -> tensor<15x8xf64>
    %34 = stablehlo.add %28, %33 : tensor<15x8xf64>
    %35 = stablehlo.convert %15 : (tensor<5x8xi64>) -> tensor<5x8xf64>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 2] : (tensor<5x8xf64>) -> tensor<5x1x8xf64>
    %37 = stablehlo.broadcast_in_dim %34, dims = [1, 2] : (tensor<15x8xf64>) -> tensor<1x15x8xf64>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x15x8xf64>) -> tensor<5x15x8xf64>
    %39 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<5x1x8xf64>) -> tensor<5x15x8xf64>
    %40 = stablehlo.subtract %38, %39 : tensor<5x15x8xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<15xf64>
    %42 = stablehlo.divide %41, %6 : tensor<15xf64>
    %43 = stablehlo.dot_general %40, %42, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x8xf64>, tensor<15xf64>) -> tensor<15x5x8xf64>
    %44 = stablehlo.slice %arg4 [0:5, 0:1, 7:8] : (tensor<5x9x8xf64>) -> tensor<5x1x1xf64>
    %45 = stablehlo.reshape %44 : (tensor<5x1x1xf64>) -> tensor<5x1xf64>
    %46 = stablehlo.slice %23 [0:1, 0:15, 7:8] : (tensor<2x15x8xf64>) -> tensor<1x15x1xf64>
    %47 = stablehlo.reshape %46 : (tensor<1x15x1xf64>) -> tensor<15x1xf64>
    %48 = stablehlo.slice %43 [0:15, 0:5, 7:8] : (tensor<15x5x8xf64>) -> tensor<15x5x1xf64>
    %49 = stablehlo.broadcast_in_dim %47, dims = [1, 2] : (tensor<15x1xf64>) -> tensor<1x15x1xf64>
    %50 = stablehlo.transpose %48, dims = [1, 0, 2] : (tensor<15x5x1xf64>) -> tensor<5x15x1xf64>
    %51 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x15x1xf64>) -> tensor<5x15x1xf64>
    %52 = stablehlo.multiply %51, %50 : tensor<5x15x1xf64>
    %53 = stablehlo.dot_general %52, %45, batching_dims = [0, 2] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x1xf64>, tensor<5x1xf64>) -> tensor<5x1x15xf64>
    %54 = stablehlo.transpose %53, dims = [0, 2, 1] : (tensor<5x1x15xf64>) -> tensor<5x15x1xf64>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_9 = stablehlo.constant dense<7> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %57 = stablehlo.concatenate %55, %56, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %58 = stablehlo.broadcast_in_dim %23, dims = [1, 2, 3] : (tensor<2x15x8xf64>) -> tensor<5x2x15x8xf64>
    %59 = "stablehlo.scatter"(%58, %57, %54) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1, 3]>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<f64>, %arg9: tensor<f64>):
      stablehlo.return %arg9 : tensor<f64>
    }) : (tensor<5x2x15x8xf64>, tensor<2xi32>, tensor<5x15x1xf64>) -> tensor<5x2x15x8xf64>
    %60 = stablehlo.slice %59 [0:5, 0:1, 0:15, 7:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x1xf64>
    %61 = stablehlo.reshape %60 : (tensor<5x1x15x1xf64>) -> tensor<5x15x1xf64>
    %62 = stablehlo.slice %arg3 [0:5, 0:1, 7:8] : (tensor<5x15x8xf64>) -> tensor<5x1x1xf64>
    %63 = stablehlo.reshape %62 : (tensor<5x1x1xf64>) -> tensor<5x1xf64>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 2] : (tensor<5x1xf64>) -> tensor<5x1x1xf64>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<5x1x1xf64>) -> tensor<5x15x1xf64>
    %66 = stablehlo.multiply %61, %65 : tensor<5x15x1xf64>
    %67 = stablehlo.slice %arg2 [0:5, 0:1, 0:15, 7:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x1xf64>
    %68 = stablehlo.reshape %67 : (tensor<5x1x15x1xf64>) -> tensor<5x15x1xf64>
    %69 = stablehlo.exponential %68 : tensor<5x15x1xf64>
    %70 = stablehlo.multiply %66, %69 : tensor<5x15x1xf64>
    %71 = stablehlo.slice %0 [0:5, 0:15, 1:2] : (tensor<5x15x16xcomplex<f64>>) -> tensor<5x15x1xcomplex<f64>>
    %72 = stablehlo.reshape %71 : (tensor<5x15x1xcomplex<f64>>) -> tensor<5x15xcomplex<f64>>
    %73 = stablehlo.convert %70 : (tensor<5x15x1xf64>) -> tensor<5x15x1xcomplex<f64>>
    %74 = stablehlo.convert %72 : tensor<5x15xcomplex<f64>>
    %75 = stablehlo.dot_general %73, %74, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x1xcomplex<f64>>, tensor<5x15xcomplex<f64>>) -> tensor<5x15x1xcomplex<f64>>
    %76 = call @nansum(%75) : (tensor<5x15x1xcomplex<f64>>) -> tensor<5x1xcomplex<f64>>
    %c_10 = stablehlo.constant dense<7> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %79 = stablehlo.concatenate %77, %78, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %80 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<8x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %81 = "stablehlo.scatter"(%80, %79, %76) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<complex<f64>>, %arg9: tensor<complex<f64>>):
      stablehlo.return %arg9 : tensor<complex<f64>>
    }) : (tensor<5x8x15xcomplex<f64>>, tensor<2xi32>, tensor<5x1xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %82 = stablehlo.slice %59 [0:5, 1:2, 0:15, 6:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x2xf64>
    %83 = stablehlo.reshape %82 : (tensor<5x1x15x2xf64>) -> tensor<5x15x2xf64>
    %84 = stablehlo.slice %arg3 [0:5, 1:2, 6:8] : (tensor<5x15x8xf64>) -> tensor<5x1x2xf64>
    %85 = stablehlo.reshape %84 : (tensor<5x1x2xf64>) -> tensor<5x2xf64>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 2] : (tensor<5x2xf64>) -> tensor<5x1x2xf64>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<5x1x2xf64>) -> tensor<5x15x2xf64>
    %88 = stablehlo.multiply %83, %87 : tensor<5x15x2xf64>
    %89 = stablehlo.slice %arg2 [0:5, 0:1, 0:15, 6:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x2xf64>
    %90 = stablehlo.reshape %89 : (tensor<5x1x15x2xf64>) -> tensor<5x15x2xf64>
    %91 = stablehlo.exponential %90 : tensor<5x15x2xf64>
    %92 = stablehlo.multiply %88, %91 : tensor<5x15x2xf64>
    %93 = stablehlo.slice %0 [0:5, 0:15, 2:3] : (tensor<5x15x16xcomplex<f64>>) -> tensor<5x15x1xcomplex<f64>>
    %94 = stablehlo.reshape %93 : (tensor<5x15x1xcomplex<f64>>) -> tensor<5x15xcomplex<f64>>
    %95 = stablehlo.convert %92 : (tensor<5x15x2xf64>) -> tensor<5x15x2xcomplex<f64>>
    %96 = stablehlo.convert %94 : tensor<5x15xcomplex<f64>>
    %97 = stablehlo.dot_general %95, %96, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x2xcomplex<f64>>, tensor<5x15xcomplex<f64>>) -> tensor<5x15x2xcomplex<f64>>
    %98 = call @nansum_50(%97) : (tensor<5x15x2xcomplex<f64>>) -> tensor<5x2xcomplex<f64>>
    %c_12 = stablehlo.constant dense<6> : tensor<i32>
    %99 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %100 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %101 = stablehlo.concatenate %99, %100, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %102 = "stablehlo.scatter"(%81, %101, %98) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<complex<f64>>, %arg9: tensor<complex<f64>>):
      stablehlo.return %arg9 : tensor<complex<f64>>
    }) : (tensor<5x8x15xcomplex<f64>>, tensor<2xi32>, tensor<5x2xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %103 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<15x8xf64>
    %104 = stablehlo.broadcast_in_dim %103, dims = [1, 2] : (tensor<15x8xf64>) -> tensor<5x15x8xf64>
    %c_15 = stablehlo.constant dense<2> : tensor<i64>
    %c_16 = stablehlo.constant dense<0> : tensor<i64>
    %105:16 = stablehlo.while(%iterArg = %arg4, %iterArg_74 = %arg5, %iterArg_75 = %arg3, %iterArg_76 = %arg6, %iterArg_77 = %4, %iterArg_78 = %8, %iterArg_79 = %5, %iterArg_80 = %15, %iterArg_81 = %6, %iterArg_82 = %0, %iterArg_83 = %c_16, %iterArg_84 = %c_15, %iterArg_85 = %102, %iterArg_86 = %104, %iterArg_87 = %59, %iterArg_88 = %arg2) : tensor<5x9x8xf64>, tensor<5x9x8xf64>, tensor<5x15x8xf64>, tensor<5x15x8xi64>, tensor<8xi64>, tensor<15xf64>, tensor<15xf64>, tensor<5x8xi64>, tensor<15xf64>, tensor<5x15x16xcomplex<f64>>, tensor<i64>, tensor<i64>, tensor<5x8x15xcomplex<f64>>, tensor<5x15x8xf64>, tensor<5x2x15x8xf64>, tensor<5x2x15x8xf64>
    cond {
      %c_89 = stablehlo.constant dense<5> : tensor<i64>
      %312 = stablehlo.compare LT, %iterArg_83, %c_89, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %312 : tensor<i1>
    } do {
      %312:5 = func.call @closed_call_52(%iterArg, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %iterArg_88) : (tensor<5x9x8xf64>, tensor<5x9x8xf64>, tensor<5x15x8xf64>, tensor<5x15x8xi64>, tensor<8xi64>, tensor<15xf64>, tensor<15xf64>, tensor<5x8xi64>, tensor<15xf64>, tensor<5x15x16xcomplex<f64>>, tensor<i64>, tensor<5x8x15xcomplex<f64>>, tensor<5x15x8xf64>, tensor<5x2x15x8xf64>, tensor<5x2x15x8xf64>) -> (tensor<i64>, tensor<5x8x15xcomplex<f64>>, tensor<5x15x8xf64>, tensor<5x2x15x8xf64>, tensor<5x2x15x8xf64>)
      %c_89 = stablehlo.constant dense<1> : tensor<i64>
      %313 = stablehlo.add %iterArg_83, %c_89 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %313, %312#0, %312#1, %312#2, %312#3, %312#4 : tensor<5x9x8xf64>, tensor<5x9x8xf64>, tensor<5x15x8xf64>, tensor<5x15x8xi64>, tensor<8xi64>, tensor<15xf64>, tensor<15xf64>, tensor<5x8xi64>, tensor<15xf64>, tensor<5x15x16xcomplex<f64>>, tensor<i64>, tensor<i64>, tensor<5x8x15xcomplex<f64>>, tensor<5x15x8xf64>, tensor<5x2x15x8xf64>, tensor<5x2x15x8xf64>
    }
    %106 = "stablehlo.scatter"(%102, %c, %105#12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2]>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<complex<f64>>, %arg9: tensor<complex<f64>>):
      stablehlo.return %arg9 : tensor<complex<f64>>
    }) : (tensor<5x8x15xcomplex<f64>>, tensor<0xi32>, tensor<5x8x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %107 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<2x15x8xf64>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %108 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %109 = stablehlo.add %4, %108 : tensor<8xi64>
    %110 = stablehlo.convert %8 : tensor<15xf64>
    %111 = stablehlo.convert %109 : (tensor<8xi64>) -> tensor<8xf64>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<15xf64>, tensor<8xf64>) -> tensor<15x8xf64>
    %c_19 = stablehlo.constant dense<-6> : tensor<i64>
    %113 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %114 = stablehlo.add %113, %4 : tensor<8xi64>
    %115 = stablehlo.convert %5 : tensor<15xf64>
    %116 = stablehlo.convert %114 : (tensor<8xi64>) -> tensor<8xf64>
    %117 = stablehlo.dot_general %115, %116, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<15xf64>, tensor<8xf64>) -> tensor<15x8xf64>
    %118 = stablehlo.add %112, %117 : tensor<15x8xf64>
    %119 = stablehlo.convert %22 : (tensor<5x8xi64>) -> tensor<5x8xf64>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 2] : (tensor<5x8xf64>) -> tensor<5x1x8xf64>
    %121 = stablehlo.broadcast_in_dim %118, dims = [1, 2] : (tensor<15x8xf64>) -> tensor<1x15x8xf64>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x15x8xf64>) -> tensor<5x15x8xf64>
    %123 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<5x1x8xf64>) -> tensor<5x15x8xf64>
    %124 = stablehlo.subtract %122, %123 : tensor<5x15x8xf64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %125 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<15xf64>
    %126 = stablehlo.divide %125, %6 : tensor<15xf64>
    %127 = stablehlo.dot_general %124, %126, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x8xf64>, tensor<15xf64>) -> tensor<15x5x8xf64>
    %128 = stablehlo.slice %arg4 [0:5, 0:1, 7:8] : (tensor<5x9x8xf64>) -> tensor<5x1x1xf64>
    %129 = stablehlo.reshape %128 : (tensor<5x1x1xf64>) -> tensor<5x1xf64>
    %130 = stablehlo.slice %107 [0:1, 0:15, 7:8] : (tensor<2x15x8xf64>) -> tensor<1x15x1xf64>
    %131 = stablehlo.reshape %130 : (tensor<1x15x1xf64>) -> tensor<15x1xf64>
    %132 = stablehlo.slice %127 [0:15, 0:5, 7:8] : (tensor<15x5x8xf64>) -> tensor<15x5x1xf64>
    %133 = stablehlo.broadcast_in_dim %131, dims = [1, 2] : (tensor<15x1xf64>) -> tensor<1x15x1xf64>
    %134 = stablehlo.transpose %132, dims = [1, 0, 2] : (tensor<15x5x1xf64>) -> tensor<5x15x1xf64>
    %135 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x15x1xf64>) -> tensor<5x15x1xf64>
    %136 = stablehlo.multiply %135, %134 : tensor<5x15x1xf64>
    %137 = stablehlo.dot_general %136, %129, batching_dims = [0, 2] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x1xf64>, tensor<5x1xf64>) -> tensor<5x1x15xf64>
    %138 = stablehlo.transpose %137, dims = [0, 2, 1] : (tensor<5x1x15xf64>) -> tensor<5x15x1xf64>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %139 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_22 = stablehlo.constant dense<7> : tensor<i32>
    %140 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %141 = stablehlo.concatenate %139, %140, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %142 = stablehlo.broadcast_in_dim %107, dims = [1, 2, 3] : (tensor<2x15x8xf64>) -> tensor<5x2x15x8xf64>
    %143 = "stablehlo.scatter"(%142, %141, %138) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1, 3]>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<f64>, %arg9: tensor<f64>):
      stablehlo.return %arg9 : tensor<f64>
    }) : (tensor<5x2x15x8xf64>, tensor<2xi32>, tensor<5x15x1xf64>) -> tensor<5x2x15x8xf64>
    %144 = stablehlo.slice %143 [0:5, 0:1, 0:15, 7:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x1xf64>
    %145 = stablehlo.reshape %144 : (tensor<5x1x15x1xf64>) -> tensor<5x15x1xf64>
    %146 = stablehlo.slice %arg3 [0:5, 14:15, 7:8] : (tensor<5x15x8xf64>) -> tensor<5x1x1xf64>
    %147 = stablehlo.reshape %146 : (tensor<5x1x1xf64>) -> tensor<5x1xf64>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 2] : (tensor<5x1xf64>) -> tensor<5x1x1xf64>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<5x1x1xf64>) -> tensor<5x15x1xf64>
    %150 = stablehlo.multiply %145, %149 : tensor<5x15x1xf64>
    %151 = stablehlo.slice %arg2 [0:5, 1:2, 0:15, 7:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x1xf64>
    %152 = stablehlo.reshape %151 : (tensor<5x1x15x1xf64>) -> tensor<5x15x1xf64>
    %153 = stablehlo.exponential %152 : tensor<5x15x1xf64>
    %154 = stablehlo.multiply %150, %153 : tensor<5x15x1xf64>
    %155 = stablehlo.slice %0 [0:5, 0:15, 15:16] : (tensor<5x15x16xcomplex<f64>>) -> tensor<5x15x1xcomplex<f64>>
    %156 = stablehlo.reshape %155 : (tensor<5x15x1xcomplex<f64>>) -> tensor<5x15xcomplex<f64>>
    %157 = stablehlo.convert %154 : (tensor<5x15x1xf64>) -> tensor<5x15x1xcomplex<f64>>
    %158 = stablehlo.convert %156 : tensor<5x15xcomplex<f64>>
    %159 = stablehlo.dot_general %157, %158, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x1xcomplex<f64>>, tensor<5x15xcomplex<f64>>) -> tensor<5x15x1xcomplex<f64>>
    %160 = call @nansum(%159) : (tensor<5x15x1xcomplex<f64>>) -> tensor<5x1xcomplex<f64>>
    %c_23 = stablehlo.constant dense<7> : tensor<i32>
    %161 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_24 = stablehlo.constant dense<14> : tensor<i32>
    %162 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %163 = stablehlo.concatenate %161, %162, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %164 = "stablehlo.scatter"(%106, %163, %160) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<complex<f64>>, %arg9: tensor<complex<f64>>):
      stablehlo.return %arg9 : tensor<complex<f64>>
    }) : (tensor<5x8x15xcomplex<f64>>, tensor<2xi32>, tensor<5x1xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %165 = stablehlo.slice %143 [0:5, 1:2, 0:15, 6:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x2xf64>
    %166 = stablehlo.reshape %165 : (tensor<5x1x15x2xf64>) -> tensor<5x15x2xf64>
    %167 = stablehlo.slice %arg3 [0:5, 13:14, 6:8] : (tensor<5x15x8xf64>) -> tensor<5x1x2xf64>
    %168 = stablehlo.reshape %167 : (tensor<5x1x2xf64>) -> tensor<5x2xf64>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 2] : (tensor<5x2xf64>) -> tensor<5x1x2xf64>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<5x1x2xf64>) -> tensor<5x15x2xf64>
    %171 = stablehlo.multiply %166, %170 : tensor<5x15x2xf64>
    %172 = stablehlo.slice %arg2 [0:5, 1:2, 0:15, 6:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x2xf64>
    %173 = stablehlo.reshape %172 : (tensor<5x1x15x2xf64>) -> tensor<5x15x2xf64>
    %174 = stablehlo.exponential %173 : tensor<5x15x2xf64>
    %175 = stablehlo.multiply %171, %174 : tensor<5x15x2xf64>
    %176 = stablehlo.slice %0 [0:5, 0:15, 14:15] : (tensor<5x15x16xcomplex<f64>>) -> tensor<5x15x1xcomplex<f64>>
    %177 = stablehlo.reshape %176 : (tensor<5x15x1xcomplex<f64>>) -> tensor<5x15xcomplex<f64>>
    %178 = stablehlo.convert %175 : (tensor<5x15x2xf64>) -> tensor<5x15x2xcomplex<f64>>
    %179 = stablehlo.convert %177 : tensor<5x15xcomplex<f64>>
    %180 = stablehlo.dot_general %178, %179, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x2xcomplex<f64>>, tensor<5x15xcomplex<f64>>) -> tensor<5x15x2xcomplex<f64>>
    %181 = call @nansum_50(%180) : (tensor<5x15x2xcomplex<f64>>) -> tensor<5x2xcomplex<f64>>
    %c_25 = stablehlo.constant dense<6> : tensor<i32>
    %182 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_26 = stablehlo.constant dense<13> : tensor<i32>
    %183 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %184 = stablehlo.concatenate %182, %183, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %185 = "stablehlo.scatter"(%164, %184, %181) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<complex<f64>>, %arg9: tensor<complex<f64>>):
      stablehlo.return %arg9 : tensor<complex<f64>>
    }) : (tensor<5x8x15xcomplex<f64>>, tensor<2xi32>, tensor<5x2xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %186 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<15x8xf64>
    %187 = stablehlo.broadcast_in_dim %186, dims = [1, 2] : (tensor<15x8xf64>) -> tensor<5x15x8xf64>
    %c_28 = stablehlo.constant dense<2> : tensor<i64>
    %c_29 = stablehlo.constant dense<0> : tensor<i64>
    %188:16 = stablehlo.while(%iterArg = %arg4, %iterArg_74 = %arg5, %iterArg_75 = %arg3, %iterArg_76 = %arg6, %iterArg_77 = %4, %iterArg_78 = %8, %iterArg_79 = %5, %iterArg_80 = %22, %iterArg_81 = %6, %iterArg_82 = %0, %iterArg_83 = %c_29, %iterArg_84 = %c_28, %iterArg_85 = %185, %iterArg_86 = %187, %iterArg_87 = %143, %iterArg_88 = %arg2) : tensor<5x9x8xf64>, tensor<5x9x8xf64>, tensor<5x15x8xf64>, tensor<5x15x8xi64>, tensor<8xi64>, tensor<15xf64>, tensor<15xf64>, tensor<5x8xi64>, tensor<15xf64>, tensor<5x15x16xcomplex<f64>>, tensor<i64>, tensor<i64>, tensor<5x8x15xcomplex<f64>>, tensor<5x15x8xf64>, tensor<5x2x15x8xf64>, tensor<5x2x15x8xf64>
    cond {
      %c_89 = stablehlo.constant dense<6> : tensor<i64>
      %312 = stablehlo.compare LT, %iterArg_83, %c_89, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %312 : tensor<i1>
    } do {
      %312:5 = func.call @closed_call_57(%iterArg, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %iterArg_88) : (tensor<5x9x8xf64>, tensor<5x9x8xf64>, tensor<5x15x8xf64>, tensor<5x15x8xi64>, tensor<8xi64>, tensor<15xf64>, tensor<15xf64>, tensor<5x8xi64>, tensor<15xf64>, tensor<5x15x16xcomplex<f64>>, tensor<i64>, tensor<5x8x15xcomplex<f64>>, tensor<5x15x8xf64>, tensor<5x2x15x8xf64>, tensor<5x2x15x8xf64>) -> (tensor<i64>, tensor<5x8x15xcomplex<f64>>, tensor<5x15x8xf64>, tensor<5x2x15x8xf64>, tensor<5x2x15x8xf64>)
      %c_89 = stablehlo.constant dense<1> : tensor<i64>
      %313 = stablehlo.add %iterArg_83, %c_89 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %313, %312#0, %312#1, %312#2, %312#3, %312#4 : tensor<5x9x8xf64>, tensor<5x9x8xf64>, tensor<5x15x8xf64>, tensor<5x15x8xi64>, tensor<8xi64>, tensor<15xf64>, tensor<15xf64>, tensor<5x8xi64>, tensor<15xf64>, tensor<5x15x16xcomplex<f64>>, tensor<i64>, tensor<i64>, tensor<5x8x15xcomplex<f64>>, tensor<5x15x8xf64>, tensor<5x2x15x8xf64>, tensor<5x2x15x8xf64>
    }
    %189 = "stablehlo.scatter"(%185, %c_0, %188#12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2]>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<complex<f64>>, %arg9: tensor<complex<f64>>):
      stablehlo.return %arg9 : tensor<complex<f64>>
    }) : (tensor<5x8x15xcomplex<f64>>, tensor<0xi32>, tensor<5x8x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %c_30 = stablehlo.constant dense<7> : tensor<i64>
    %190 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %191 = stablehlo.add %190, %arg7 : tensor<5xi64>
    %192 = stablehlo.iota dim = 0 : tensor<8xi64>
    %193 = stablehlo.broadcast_in_dim %192, dims = [1] : (tensor<8xi64>) -> tensor<1x8xi64>
    %194 = stablehlo.broadcast_in_dim %arg7, dims = [0] : (tensor<5xi64>) -> tensor<5x1xi64>
    %195 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<1x8xi64>) -> tensor<5x8xi64>
    %196 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<5x1xi64>) -> tensor<5x8xi64>
    %197 = stablehlo.subtract %195, %196 : tensor<5x8xi64>
    %198 = stablehlo.abs %197 : tensor<5x8xi64>
    %c_31 = stablehlo.constant dense<-1> : tensor<i64>
    %c_32 = stablehlo.constant dense<0> : tensor<i64>
    %199 = stablehlo.compare EQ, %c_31, %c_32, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_33 = stablehlo.constant dense<0> : tensor<i64>
    %200 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %201 = stablehlo.compare NE, %198, %200, SIGNED : (tensor<5x8xi64>, tensor<5x8xi64>) -> tensor<5x8xi1>
    %202 = stablehlo.broadcast_in_dim %199, dims = [] : (tensor<i1>) -> tensor<5x8xi1>
    %203 = stablehlo.and %202, %201 : tensor<5x8xi1>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %c_35 = stablehlo.constant dense<1> : tensor<i64>
    %204 = call @_where_58(%203, %c_34, %c_35) : (tensor<5x8xi1>, tensor<i64>, tensor<i64>) -> tensor<5x8xi64>
    %c_36 = stablehlo.constant dense<1> : tensor<i64>
    %205 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %206 = stablehlo.and %198, %205 : tensor<5x8xi64>
    %c_37 = stablehlo.constant dense<-1> : tensor<i64>
    %207 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %208 = stablehlo.multiply %204, %207 : tensor<5x8xi64>
    %209 = call @_where_59(%206, %208, %204) : (tensor<5x8xi64>, tensor<5x8xi64>, tensor<5x8xi64>) -> tensor<5x8xi64>
    %c_38 = stablehlo.constant dense<-1> : tensor<i64>
    %c_39 = stablehlo.constant dense<-1> : tensor<i64>
    %210 = stablehlo.multiply %c_38, %c_39 : tensor<i64>
    %c_40 = stablehlo.constant dense<1> : tensor<i64>
    %211 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %212 = stablehlo.shift_right_logical %198, %211 : tensor<5x8xi64>
    %c_41 = stablehlo.constant dense<1> : tensor<i64>
    %213 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %214 = stablehlo.and %212, %213 : tensor<5x8xi64>
    %215 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %216 = stablehlo.multiply %209, %215 : tensor<5x8xi64>
    %217 = call @_where_59(%214, %216, %209) : (tensor<5x8xi64>, tensor<5x8xi64>, tensor<5x8xi64>) -> tensor<5x8xi64>
    %218 = stablehlo.multiply %210, %210 : tensor<i64>
    %c_42 = stablehlo.constant dense<1> : tensor<i64>
    %219 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %220 = stablehlo.shift_right_logical %212, %219 : tensor<5x8xi64>
    %c_43 = stablehlo.constant dense<1> : tensor<i64>
    %221 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %222 = stablehlo.and %220, %221 : tensor<5x8xi64>
    %223 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %224 = stablehlo.multiply %217, %223 : tensor<5x8xi64>
    %225 = call @_where_59(%222, %224, %217) : (tensor<5x8xi64>, tensor<5x8xi64>, tensor<5x8xi64>) -> tensor<5x8xi64>
    %226 = stablehlo.multiply %218, %218 : tensor<i64>
    %c_44 = stablehlo.constant dense<1> : tensor<i64>
    %227 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %228 = stablehlo.shift_right_logical %220, %227 : tensor<5x8xi64>
    %c_45 = stablehlo.constant dense<1> : tensor<i64>
    %229 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %230 = stablehlo.and %228, %229 : tensor<5x8xi64>
    %231 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %232 = stablehlo.multiply %225, %231 : tensor<5x8xi64>
    %233 = call @_where_59(%230, %232, %225) : (tensor<5x8xi64>, tensor<5x8xi64>, tensor<5x8xi64>) -> tensor<5x8xi64>
    %234 = stablehlo.multiply %226, %226 : tensor<i64>
    %c_46 = stablehlo.constant dense<1> : tensor<i64>
    %235 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %236 = stablehlo.shift_right_logical %228, %235 : tensor<5x8xi64>
    %c_47 = stablehlo.constant dense<1> : tensor<i64>
    %237 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %238 = stablehlo.and %236, %237 : tensor<5x8xi64>
    %239 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %240 = stablehlo.multiply %233, %239 : tensor<5x8xi64>
    %241 = call @_where_59(%238, %240, %233) : (tensor<5x8xi64>, tensor<5x8xi64>, tensor<5x8xi64>) -> tensor<5x8xi64>
    %242 = stablehlo.multiply %234, %234 : tensor<i64>
    %c_48 = stablehlo.constant dense<1> : tensor<i64>
    %243 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %244 = stablehlo.shift_right_logical %236, %243 : tensor<5x8xi64>
    %c_49 = stablehlo.constant dense<1> : tensor<i64>
    %245 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %246 = stablehlo.and %244, %245 : tensor<5x8xi64>
    %247 = stablehlo.broadcast_in_dim %242, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %248 = stablehlo.multiply %241, %247 : tensor<5x8xi64>
    %249 = call @_where_59(%246, %248, %241) : (tensor<5x8xi64>, tensor<5x8xi64>, tensor<5x8xi64>) -> tensor<5x8xi64>
    %250 = stablehlo.multiply %242, %242 : tensor<i64>
    %c_50 = stablehlo.constant dense<1> : tensor<i64>
    %251 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %252 = stablehlo.shift_right_logical %244, %251 : tensor<5x8xi64>
    %c_51 = stablehlo.constant dense<7> : tensor<i64>
    %253 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %254 = stablehlo.add %253, %arg7 : tensor<5xi64>
    %c_52 = stablehlo.constant dense<1> : tensor<i64>
    %255 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %256 = stablehlo.add %254, %255 : tensor<5xi64>
    %257 = stablehlo.convert %256 : (tensor<5xi64>) -> tensor<5xi32>
    %c_53 = stablehlo.constant dense<-1> : tensor<i32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %258 = stablehlo.compare LT, %c_53, %c_54, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_55 = stablehlo.constant dense<-1> : tensor<i32>
    %c_56 = stablehlo.constant dense<17> : tensor<i32>
    %259 = stablehlo.add %c_55, %c_56 : tensor<i32>
    %c_57 = stablehlo.constant dense<-1> : tensor<i32>
    %260 = stablehlo.select %258, %259, %c_57 : tensor<i1>, tensor<i32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %261 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %262 = stablehlo.compare LT, %257, %261, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_59 = stablehlo.constant dense<16> : tensor<i32>
    %263 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %264 = stablehlo.add %257, %263 : tensor<5xi32>
    %265 = stablehlo.select %262, %264, %257 : tensor<5xi1>, tensor<5xi32>
    %266 = stablehlo.broadcast_in_dim %260, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %267 = stablehlo.broadcast_in_dim %265, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %268 = stablehlo.concatenate %266, %267, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %269 = "stablehlo.gather"(%arg1, %268) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<5x17x16xcomplex<f64>>, tensor<5x2xi32>) -> tensor<5x1x1xcomplex<f64>>
    %270 = stablehlo.reshape %269 : (tensor<5x1x1xcomplex<f64>>) -> tensor<5xcomplex<f64>>
    %271 = stablehlo.convert %249 : (tensor<5x8xi64>) -> tensor<5x8xcomplex<f64>>
    %272 = stablehlo.broadcast_in_dim %270, dims = [0] : (tensor<5xcomplex<f64>>) -> tensor<5x1xcomplex<f64>>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<5x1xcomplex<f64>>) -> tensor<5x8xcomplex<f64>>
    %274 = stablehlo.multiply %271, %273 : tensor<5x8xcomplex<f64>>
    %c_60 = stablehlo.constant dense<0> : tensor<i64>
    %275 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %276 = stablehlo.compare LT, %191, %275, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %c_61 = stablehlo.constant dense<15> : tensor<i64>
    %277 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %278 = stablehlo.add %191, %277 : tensor<5xi64>
    %279 = stablehlo.select %276, %278, %191 : tensor<5xi1>, tensor<5xi64>
    %280 = stablehlo.convert %279 : (tensor<5xi64>) -> tensor<5xi32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %282 = "stablehlo.scatter"(%189, %281, %274) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<complex<f64>>, %arg9: tensor<complex<f64>>):
      %312 = stablehlo.add %arg8, %arg9 : tensor<complex<f64>>
      stablehlo.return %312 : tensor<complex<f64>>
    }) : (tensor<5x8x15xcomplex<f64>>, tensor<5x1xi32>, tensor<5x8xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %c_62 = stablehlo.constant dense<7> : tensor<i64>
    %283 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %284 = stablehlo.subtract %283, %arg7 : tensor<5xi64>
    %c_63 = stablehlo.constant dense<7> : tensor<i64>
    %285 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %286 = stablehlo.subtract %285, %arg7 : tensor<5xi64>
    %c_64 = stablehlo.constant dense<1> : tensor<i64>
    %287 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %288 = stablehlo.add %286, %287 : tensor<5xi64>
    %289 = stablehlo.convert %288 : (tensor<5xi64>) -> tensor<5xi32>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %290 = stablehlo.compare LT, %c_65, %c_66, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %c_68 = stablehlo.constant dense<17> : tensor<i32>
    %291 = stablehlo.add %c_67, %c_68 : tensor<i32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %292 = stablehlo.select %290, %291, %c_69 : tensor<i1>, tensor<i32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %293 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %294 = stablehlo.compare LT, %289, %293, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_71 = stablehlo.constant dense<16> : tensor<i32>
    %295 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %296 = stablehlo.add %289, %295 : tensor<5xi32>
    %297 = stablehlo.select %294, %296, %289 : tensor<5xi1>, tensor<5xi32>
    %298 = stablehlo.broadcast_in_dim %292, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %299 = stablehlo.broadcast_in_dim %297, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %300 = stablehlo.concatenate %298, %299, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %301 = "stablehlo.gather"(%arg1, %300) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<5x17x16xcomplex<f64>>, tensor<5x2xi32>) -> tensor<5x1x1xcomplex<f64>>
    %302 = stablehlo.reshape %301 : (tensor<5x1x1xcomplex<f64>>) -> tensor<5xcomplex<f64>>
    %c_72 = stablehlo.constant dense<0> : tensor<i64>
    %303 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %304 = stablehlo.compare LT, %284, %303, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %c_73 = stablehlo.constant dense<15> : tensor<i64>
    %305 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %306 = stablehlo.add %284, %305 : tensor<5xi64>
    %307 = stablehlo.select %304, %306, %284 : tensor<5xi1>, tensor<5xi64>
    %308 = stablehlo.convert %307 : (tensor<5xi64>) -> tensor<5xi32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %310 = stablehlo.broadcast_in_dim %302, dims = [0] : (tensor<5xcomplex<f64>>) -> tensor<5x8xcomplex<f64>>
    %311 = "stablehlo.scatter"(%282, %309, %310) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<complex<f64>>, %arg9: tensor<complex<f64>>):
      %312 = stablehlo.add %arg8, %arg9 : tensor<complex<f64>>
      stablehlo.return %312 : tensor<complex<f64>>
    }) : (tensor<5x8x15xcomplex<f64>>, tensor<5x1xi32>, tensor<5x8xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    return %311 : tensor<5x8x15xcomplex<f64>>
  }
  func.func private @nansum(%arg0: tensor<5x15x1xcomplex<f64>>) -> tensor<5x1xcomplex<f64>> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x15x1xcomplex<f64>>, tensor<5x15x1xcomplex<f64>>) -> tensor<5x15x1xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %1 = call @_where_49(%0, %cst, %arg0) : (tensor<5x15x1xi1>, tensor<complex<f64>>, tensor<5x15x1xcomplex<f64>>) -> tensor<5x15x1xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<5x15x1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<5x1xcomplex<f64>>
    return %2 : tensor<5x1xcomplex<f64>>
  }
  func.func private @_where_49(%arg0: tensor<5x15x1xi1>, %arg1: tensor<complex<f64>>, %arg2: tensor<5x15x1xcomplex<f64>>) -> tensor<5x15x1xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<complex<f64>>) -> tensor<15x1xcomplex<f64>>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<15x1xcomplex<f64>>) -> tensor<5x15x1xcomplex<f64>>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5x15x1xi1>, tensor<5x15x1xcomplex<f64>>
    return %2 : tensor<5x15x1xcomplex<f64>>
  }
  func.func private @nansum_50(%arg0: tensor<5x15x2xcomplex<f64>>) -> tensor<5x2xcomplex<f64>> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x15x2xcomplex<f64>>, tensor<5x15x2xcomplex<f64>>) -> tensor<5x15x2xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %1 = call @_where_51(%0, %cst, %arg0) : (tensor<5x15x2xi1>, tensor<complex<f64>>, tensor<5x15x2xcomplex<f64>>) -> tensor<5x15x2xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<5x15x2xcomplex<f64>>, tensor<complex<f64>>) -> tensor<5x2xcomplex<f64>>
    return %2 : tensor<5x2xcomplex<f64>>
  }
  func.func private @_where_51(%arg0: tensor<5x15x2xi1>, %arg1: tensor<complex<f64>>, %arg2: tensor<5x15x2xcomplex<f64>>) -> tensor<5x15x2xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<complex<f64>>) -> tensor<15x2xcomplex<f64>>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<15x2xcomplex<f64>>) -> tensor<5x15x2xcomplex<f64>>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5x15x2xi1>, tensor<5x15x2xcomplex<f64>>
    return %2 : tensor<5x15x2xcomplex<f64>>
  }
  func.func private @closed_call_52(%arg0: tensor<5x9x8xf64>, %arg1: tensor<5x9x8xf64>, %arg2: tensor<5x15x8xf64>, %arg3: tensor<5x15x8xi64>, %arg4: tensor<8xi64>, %arg5: tensor<15xf64>, %arg6: tensor<15xf64>, %arg7: tensor<5x8xi64>, %arg8: tensor<15xf64>, %arg9: tensor<5x15x16xcomplex<f64>>, %arg10: tensor<i64>, %arg11: tensor<5x8x15xcomplex<f64>>, %arg12: tensor<5x15x8xf64>, %arg13: tensor<5x2x15x8xf64>, %arg14: tensor<5x2x15x8xf64>) -> (tensor<i64>, tensor<5x8x15xcomplex<f64>>, tensor<5x15x8xf64>, tensor<5x2x15x8xf64>, tensor<5x2x15x8xf64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg10, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<8> : tensor<i64>
    %1 = stablehlo.subtract %c_0, %arg10 : tensor<i64>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.subtract %1, %c_1 : tensor<i64>
    %3 = stablehlo.convert %2 : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<5x15x8xi64>
    %5 = stablehlo.compare GE, %arg3, %4, SIGNED : (tensor<5x15x8xi64>, tensor<5x15x8xi64>) -> tensor<5x15x8xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %7 = stablehlo.add %arg4, %6 : tensor<8xi64>
    %8 = stablehlo.convert %arg5 : tensor<15xf64>
    %9 = stablehlo.convert %7 : (tensor<8xi64>) -> tensor<8xf64>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<15xf64>, tensor<8xf64>) -> tensor<15x8xf64>
    %c_3 = stablehlo.constant dense<8> : tensor<i64>
    %11 = stablehlo.subtract %arg10, %c_3 : tensor<i64>
    %12 = stablehlo.convert %11 : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %14 = stablehlo.add %13, %arg4 : tensor<8xi64>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %16 = stablehlo.add %14, %15 : tensor<8xi64>
    %17 = stablehlo.convert %arg6 : tensor<15xf64>
    %18 = stablehlo.convert %16 : (tensor<8xi64>) -> tensor<8xf64>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<15xf64>, tensor<8xf64>) -> tensor<15x8xf64>
    %20 = stablehlo.add %10, %19 : tensor<15x8xf64>
    %21 = stablehlo.convert %arg7 : (tensor<5x8xi64>) -> tensor<5x8xf64>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 2] : (tensor<5x8xf64>) -> tensor<5x1x8xf64>
    %23 = stablehlo.broadcast_in_dim %20, dims = [1, 2] : (tensor<15x8xf64>) -> tensor<1x15x8xf64>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x15x8xf64>) -> tensor<5x15x8xf64>
    %25 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<5x1x8xf64>) -> tensor<5x15x8xf64>
    %26 = stablehlo.subtract %24, %25 : tensor<5x15x8xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<15xf64>
    %28 = stablehlo.divide %27, %arg8 : tensor<15xf64>
    %29 = stablehlo.dot_general %26, %28, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x8xf64>, tensor<15xf64>) -> tensor<15x5x8xf64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %30 = stablehlo.subtract %arg10, %c_5 : tensor<i64>
    %31 = stablehlo.convert %30 : (tensor<i64>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.compare LT, %31, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<9> : tensor<i32>
    %33 = stablehlo.add %31, %c_7 : tensor<i32>
    %34 = stablehlo.select %32, %33, %31 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.compare LT, %c_8, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<8> : tensor<i32>
    %36 = stablehlo.add %c_10, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.select %35, %36, %c_12 : tensor<i1>, tensor<i32>
    %38 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %40 = stablehlo.concatenate %38, %39, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %41 = "stablehlo.gather"(%arg0, %40) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 5, 1, 8>}> : (tensor<5x9x8xf64>, tensor<2xi32>) -> tensor<5x1x8xf64>
    %42 = stablehlo.reshape %41 : (tensor<5x1x8xf64>) -> tensor<5x8xf64>
    %43 = stablehlo.slice %arg13 [0:5, 1:2, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %44 = stablehlo.reshape %43 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %45 = stablehlo.transpose %29, dims = [1, 0, 2] : (tensor<15x5x8xf64>) -> tensor<5x15x8xf64>
    %46 = stablehlo.multiply %44, %45 : tensor<5x15x8xf64>
    %47 = stablehlo.dot_general %46, %42, batching_dims = [0, 2] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x8xf64>, tensor<5x8xf64>) -> tensor<5x8x15xf64>
    %48 = stablehlo.transpose %47, dims = [0, 2, 1] : (tensor<5x8x15xf64>) -> tensor<5x15x8xf64>
    %c_13 = stablehlo.constant dense<1> : tensor<i64>
    %49 = stablehlo.subtract %arg10, %c_13 : tensor<i64>
    %50 = stablehlo.convert %49 : (tensor<i64>) -> tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.compare LT, %50, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<9> : tensor<i32>
    %52 = stablehlo.add %50, %c_15 : tensor<i32>
    %53 = stablehlo.select %51, %52, %50 : tensor<i1>, tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.compare LT, %c_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<8> : tensor<i32>
    %55 = stablehlo.add %c_18, %c_19 : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.select %54, %55, %c_20 : tensor<i1>, tensor<i32>
    %57 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %59 = stablehlo.concatenate %57, %58, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %60 = "stablehlo.gather"(%arg1, %59) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 5, 1, 8>}> : (tensor<5x9x8xf64>, tensor<2xi32>) -> tensor<5x1x8xf64>
    %61 = stablehlo.reshape %60 : (tensor<5x1x8xf64>) -> tensor<5x8xf64>
    %62 = stablehlo.slice %arg13 [0:5, 0:1, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %63 = stablehlo.reshape %62 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %64 = stablehlo.dot_general %63, %61, batching_dims = [0, 2] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x8xf64>, tensor<5x8xf64>) -> tensor<5x8x15xf64>
    %65 = stablehlo.transpose %64, dims = [0, 2, 1] : (tensor<5x8x15xf64>) -> tensor<5x15x8xf64>
    %66 = stablehlo.subtract %48, %65 : tensor<5x15x8xf64>
    %67 = call @_where_53(%5, %66, %arg12) : (tensor<5x15x8xi1>, tensor<5x15x8xf64>, tensor<5x15x8xf64>) -> tensor<5x15x8xf64>
    %c_21 = stablehlo.constant dense<7> : tensor<i64>
    %68 = stablehlo.subtract %c_21, %arg10 : tensor<i64>
    %69 = stablehlo.convert %68 : tensor<i64>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<i64>) -> tensor<5x15x8xi64>
    %71 = stablehlo.compare EQ, %arg3, %70, SIGNED : (tensor<5x15x8xi64>, tensor<5x15x8xi64>) -> tensor<5x15x8xi1>
    %c_22 = stablehlo.constant dense<1> : tensor<i64>
    %72 = call @_where_54(%71, %c_22, %67) : (tensor<5x15x8xi1>, tensor<i64>, tensor<5x15x8xf64>) -> tensor<5x15x8xf64>
    %c_23 = stablehlo.constant dense<1> : tensor<i64>
    %73 = stablehlo.multiply %c_23, %arg10 : tensor<i64>
    %c_24 = stablehlo.constant dense<0> : tensor<i64>
    %74 = stablehlo.add %c_24, %73 : tensor<i64>
    %c_25 = stablehlo.constant dense<1> : tensor<i64>
    %75 = stablehlo.multiply %c_25, %arg10 : tensor<i64>
    %c_26 = stablehlo.constant dense<0> : tensor<i64>
    %76 = stablehlo.add %c_26, %75 : tensor<i64>
    %77 = stablehlo.convert %76 : (tensor<i64>) -> tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.compare LT, %77, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_28 = stablehlo.constant dense<15> : tensor<i32>
    %79 = stablehlo.add %77, %c_28 : tensor<i32>
    %80 = stablehlo.select %78, %79, %77 : tensor<i1>, tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %81 = stablehlo.compare LT, %c_29, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<8> : tensor<i32>
    %82 = stablehlo.add %c_31, %c_32 : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.select %81, %82, %c_33 : tensor<i1>, tensor<i32>
    %84 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %86 = stablehlo.concatenate %84, %85, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %87 = "stablehlo.gather"(%arg2, %86) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 5, 1, 8>}> : (tensor<5x15x8xf64>, tensor<2xi32>) -> tensor<5x1x8xf64>
    %88 = stablehlo.reshape %87 : (tensor<5x1x8xf64>) -> tensor<5x8xf64>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 2] : (tensor<5x8xf64>) -> tensor<5x1x8xf64>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<5x1x8xf64>) -> tensor<5x15x8xf64>
    %91 = stablehlo.multiply %72, %90 : tensor<5x15x8xf64>
    %92 = stablehlo.slice %arg14 [0:5, 0:1, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %93 = stablehlo.reshape %92 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %94 = stablehlo.exponential %93 : tensor<5x15x8xf64>
    %95 = stablehlo.multiply %91, %94 : tensor<5x15x8xf64>
    %c_34 = stablehlo.constant dense<1> : tensor<i64>
    %96 = stablehlo.multiply %c_34, %arg10 : tensor<i64>
    %c_35 = stablehlo.constant dense<0> : tensor<i64>
    %97 = stablehlo.add %c_35, %96 : tensor<i64>
    %c_36 = stablehlo.constant dense<1> : tensor<i64>
    %98 = stablehlo.add %97, %c_36 : tensor<i64>
    %99 = stablehlo.convert %98 : (tensor<i64>) -> tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %100 = stablehlo.compare LT, %c_37, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<15> : tensor<i32>
    %101 = stablehlo.add %c_39, %c_40 : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %102 = stablehlo.select %100, %101, %c_41 : tensor<i1>, tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %103 = stablehlo.compare LT, %99, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_43 = stablehlo.constant dense<16> : tensor<i32>
    %104 = stablehlo.add %99, %c_43 : tensor<i32>
    %105 = stablehlo.select %103, %104, %99 : tensor<i1>, tensor<i32>
    %106 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %108 = stablehlo.concatenate %106, %107, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %109 = "stablehlo.gather"(%arg9, %108) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 5, 15, 1>}> : (tensor<5x15x16xcomplex<f64>>, tensor<2xi32>) -> tensor<5x15x1xcomplex<f64>>
    %110 = stablehlo.reshape %109 : (tensor<5x15x1xcomplex<f64>>) -> tensor<5x15xcomplex<f64>>
    %111 = stablehlo.convert %95 : (tensor<5x15x8xf64>) -> tensor<5x15x8xcomplex<f64>>
    %112 = stablehlo.convert %110 : tensor<5x15xcomplex<f64>>
    %113 = stablehlo.dot_general %111, %112, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x8xcomplex<f64>>, tensor<5x15xcomplex<f64>>) -> tensor<5x15x8xcomplex<f64>>
    %114 = call @nansum_55(%113) : (tensor<5x15x8xcomplex<f64>>) -> tensor<5x8xcomplex<f64>>
    %c_44 = stablehlo.constant dense<0> : tensor<i64>
    %115 = stablehlo.compare LT, %74, %c_44, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_45 = stablehlo.constant dense<15> : tensor<i64>
    %116 = stablehlo.add %74, %c_45 : tensor<i64>
    %117 = stablehlo.select %115, %116, %74 : tensor<i1>, tensor<i64>
    %118 = stablehlo.convert %117 : (tensor<i64>) -> tensor<i32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %120 = "stablehlo.scatter"(%arg11, %119, %114) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<complex<f64>>, %arg16: tensor<complex<f64>>):
      stablehlo.return %arg16 : tensor<complex<f64>>
    }) : (tensor<5x8x15xcomplex<f64>>, tensor<1xi32>, tensor<5x8xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %121 = stablehlo.abs %72 : tensor<5x15x8xf64>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %122 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f64>) -> tensor<5x15x8xf64>
    %123 = stablehlo.divide %122, %121 : tensor<5x15x8xf64>
    %124 = stablehlo.abs %72 : tensor<5x15x8xf64>
    %125 = stablehlo.log %124 : tensor<5x15x8xf64>
    %126 = stablehlo.slice %arg13 [0:5, 1:2, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %127 = stablehlo.reshape %126 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %128 = stablehlo.multiply %123, %127 : tensor<5x15x8xf64>
    %129 = stablehlo.slice %arg13 [0:5, 0:1, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %130 = stablehlo.reshape %129 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %131 = call @_where_53(%5, %128, %130) : (tensor<5x15x8xi1>, tensor<5x15x8xf64>, tensor<5x15x8xf64>) -> tensor<5x15x8xf64>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %132 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %133 = "stablehlo.scatter"(%arg13, %132, %131) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<f64>, %arg16: tensor<f64>):
      stablehlo.return %arg16 : tensor<f64>
    }) : (tensor<5x2x15x8xf64>, tensor<1xi32>, tensor<5x15x8xf64>) -> tensor<5x2x15x8xf64>
    %134 = stablehlo.multiply %123, %72 : tensor<5x15x8xf64>
    %135 = stablehlo.slice %133 [0:5, 1:2, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %136 = stablehlo.reshape %135 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %137 = call @_where_53(%5, %134, %136) : (tensor<5x15x8xi1>, tensor<5x15x8xf64>, tensor<5x15x8xf64>) -> tensor<5x15x8xf64>
    %c_48 = stablehlo.constant dense<1> : tensor<i32>
    %138 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %139 = "stablehlo.scatter"(%133, %138, %137) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<f64>, %arg16: tensor<f64>):
      stablehlo.return %arg16 : tensor<f64>
    }) : (tensor<5x2x15x8xf64>, tensor<1xi32>, tensor<5x15x8xf64>) -> tensor<5x2x15x8xf64>
    %140 = stablehlo.slice %arg14 [0:5, 0:1, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %141 = stablehlo.reshape %140 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %142 = stablehlo.add %141, %125 : tensor<5x15x8xf64>
    %143 = stablehlo.slice %arg14 [0:5, 0:1, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %144 = stablehlo.reshape %143 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %145 = call @_where_53(%5, %142, %144) : (tensor<5x15x8xi1>, tensor<5x15x8xf64>, tensor<5x15x8xf64>) -> tensor<5x15x8xf64>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %146 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %147 = "stablehlo.scatter"(%arg14, %146, %145) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<f64>, %arg16: tensor<f64>):
      stablehlo.return %arg16 : tensor<f64>
    }) : (tensor<5x2x15x8xf64>, tensor<1xi32>, tensor<5x15x8xf64>) -> tensor<5x2x15x8xf64>
    return %0, %120, %72, %139, %147 : tensor<i64>, tensor<5x8x15xcomplex<f64>>, tensor<5x15x8xf64>, tensor<5x2x15x8xf64>, tensor<5x2x15x8xf64>
  }
  func.func private @_where_53(%arg0: tensor<5x15x8xi1>, %arg1: tensor<5x15x8xf64>, %arg2: tensor<5x15x8xf64>) -> tensor<5x15x8xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5x15x8xi1>, tensor<5x15x8xf64>
    return %0 : tensor<5x15x8xf64>
  }
  func.func private @_where_54(%arg0: tensor<5x15x8xi1>, %arg1: tensor<i64>, %arg2: tensor<5x15x8xf64>) -> tensor<5x15x8xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<15x8xf64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<15x8xf64>) -> tensor<5x15x8xf64>
    %3 = stablehlo.select %arg0, %2, %arg2 : tensor<5x15x8xi1>, tensor<5x15x8xf64>
    return %3 : tensor<5x15x8xf64>
  }
  func.func private @nansum_55(%arg0: tensor<5x15x8xcomplex<f64>>) -> tensor<5x8xcomplex<f64>> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x15x8xcomplex<f64>>, tensor<5x15x8xcomplex<f64>>) -> tensor<5x15x8xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %1 = call @_where_56(%0, %cst, %arg0) : (tensor<5x15x8xi1>, tensor<complex<f64>>, tensor<5x15x8xcomplex<f64>>) -> tensor<5x15x8xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<5x15x8xcomplex<f64>>, tensor<complex<f64>>) -> tensor<5x8xcomplex<f64>>
    return %2 : tensor<5x8xcomplex<f64>>
  }
  func.func private @_where_56(%arg0: tensor<5x15x8xi1>, %arg1: tensor<complex<f64>>, %arg2: tensor<5x15x8xcomplex<f64>>) -> tensor<5x15x8xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<complex<f64>>) -> tensor<15x8xcomplex<f64>>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<15x8xcomplex<f64>>) -> tensor<5x15x8xcomplex<f64>>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5x15x8xi1>, tensor<5x15x8xcomplex<f64>>
    return %2 : tensor<5x15x8xcomplex<f64>>
  }
  func.func private @closed_call_57(%arg0: tensor<5x9x8xf64>, %arg1: tensor<5x9x8xf64>, %arg2: tensor<5x15x8xf64>, %arg3: tensor<5x15x8xi64>, %arg4: tensor<8xi64>, %arg5: tensor<15xf64>, %arg6: tensor<15xf64>, %arg7: tensor<5x8xi64>, %arg8: tensor<15xf64>, %arg9: tensor<5x15x16xcomplex<f64>>, %arg10: tensor<i64>, %arg11: tensor<5x8x15xcomplex<f64>>, %arg12: tensor<5x15x8xf64>, %arg13: tensor<5x2x15x8xf64>, %arg14: tensor<5x2x15x8xf64>) -> (tensor<i64>, tensor<5x8x15xcomplex<f64>>, tensor<5x15x8xf64>, tensor<5x2x15x8xf64>, tensor<5x2x15x8xf64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg10, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<8> : tensor<i64>
    %1 = stablehlo.subtract %c_0, %arg10 : tensor<i64>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.subtract %1, %c_1 : tensor<i64>
    %3 = stablehlo.convert %2 : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<5x15x8xi64>
    %5 = stablehlo.compare GE, %arg3, %4, SIGNED : (tensor<5x15x8xi64>, tensor<5x15x8xi64>) -> tensor<5x15x8xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %7 = stablehlo.add %arg4, %6 : tensor<8xi64>
    %8 = stablehlo.convert %arg5 : tensor<15xf64>
    %9 = stablehlo.convert %7 : (tensor<8xi64>) -> tensor<8xf64>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<15xf64>, tensor<8xf64>) -> tensor<15x8xf64>
    %c_3 = stablehlo.constant dense<8> : tensor<i64>
    %11 = stablehlo.subtract %arg10, %c_3 : tensor<i64>
    %12 = stablehlo.convert %11 : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %14 = stablehlo.add %13, %arg4 : tensor<8xi64>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %16 = stablehlo.add %14, %15 : tensor<8xi64>
    %17 = stablehlo.convert %arg6 : tensor<15xf64>
    %18 = stablehlo.convert %16 : (tensor<8xi64>) -> tensor<8xf64>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<15xf64>, tensor<8xf64>) -> tensor<15x8xf64>
    %20 = stablehlo.add %10, %19 : tensor<15x8xf64>
    %21 = stablehlo.convert %arg7 : (tensor<5x8xi64>) -> tensor<5x8xf64>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 2] : (tensor<5x8xf64>) -> tensor<5x1x8xf64>
    %23 = stablehlo.broadcast_in_dim %20, dims = [1, 2] : (tensor<15x8xf64>) -> tensor<1x15x8xf64>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x15x8xf64>) -> tensor<5x15x8xf64>
    %25 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<5x1x8xf64>) -> tensor<5x15x8xf64>
    %26 = stablehlo.subtract %24, %25 : tensor<5x15x8xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<15xf64>
    %28 = stablehlo.divide %27, %arg8 : tensor<15xf64>
    %29 = stablehlo.dot_general %26, %28, batching_dims = [1] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x8xf64>, tensor<15xf64>) -> tensor<15x5x8xf64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %30 = stablehlo.subtract %arg10, %c_5 : tensor<i64>
    %31 = stablehlo.convert %30 : (tensor<i64>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.compare LT, %31, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<9> : tensor<i32>
    %33 = stablehlo.add %31, %c_7 : tensor<i32>
    %34 = stablehlo.select %32, %33, %31 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.compare LT, %c_8, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<8> : tensor<i32>
    %36 = stablehlo.add %c_10, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.select %35, %36, %c_12 : tensor<i1>, tensor<i32>
    %38 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %40 = stablehlo.concatenate %38, %39, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %41 = "stablehlo.gather"(%arg0, %40) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 5, 1, 8>}> : (tensor<5x9x8xf64>, tensor<2xi32>) -> tensor<5x1x8xf64>
    %42 = stablehlo.reshape %41 : (tensor<5x1x8xf64>) -> tensor<5x8xf64>
    %43 = stablehlo.slice %arg13 [0:5, 1:2, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %44 = stablehlo.reshape %43 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %45 = stablehlo.transpose %29, dims = [1, 0, 2] : (tensor<15x5x8xf64>) -> tensor<5x15x8xf64>
    %46 = stablehlo.multiply %44, %45 : tensor<5x15x8xf64>
    %47 = stablehlo.dot_general %46, %42, batching_dims = [0, 2] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x8xf64>, tensor<5x8xf64>) -> tensor<5x8x15xf64>
    %48 = stablehlo.transpose %47, dims = [0, 2, 1] : (tensor<5x8x15xf64>) -> tensor<5x15x8xf64>
    %c_13 = stablehlo.constant dense<1> : tensor<i64>
    %49 = stablehlo.subtract %arg10, %c_13 : tensor<i64>
    %50 = stablehlo.convert %49 : (tensor<i64>) -> tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.compare LT, %50, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<9> : tensor<i32>
    %52 = stablehlo.add %50, %c_15 : tensor<i32>
    %53 = stablehlo.select %51, %52, %50 : tensor<i1>, tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.compare LT, %c_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<8> : tensor<i32>
    %55 = stablehlo.add %c_18, %c_19 : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.select %54, %55, %c_20 : tensor<i1>, tensor<i32>
    %57 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %59 = stablehlo.concatenate %57, %58, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %60 = "stablehlo.gather"(%arg1, %59) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 5, 1, 8>}> : (tensor<5x9x8xf64>, tensor<2xi32>) -> tensor<5x1x8xf64>
    %61 = stablehlo.reshape %60 : (tensor<5x1x8xf64>) -> tensor<5x8xf64>
    %62 = stablehlo.slice %arg13 [0:5, 0:1, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %63 = stablehlo.reshape %62 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %64 = stablehlo.dot_general %63, %61, batching_dims = [0, 2] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x8xf64>, tensor<5x8xf64>) -> tensor<5x8x15xf64>
    %65 = stablehlo.transpose %64, dims = [0, 2, 1] : (tensor<5x8x15xf64>) -> tensor<5x15x8xf64>
    %66 = stablehlo.subtract %48, %65 : tensor<5x15x8xf64>
    %67 = call @_where_53(%5, %66, %arg12) : (tensor<5x15x8xi1>, tensor<5x15x8xf64>, tensor<5x15x8xf64>) -> tensor<5x15x8xf64>
    %c_21 = stablehlo.constant dense<7> : tensor<i64>
    %68 = stablehlo.subtract %c_21, %arg10 : tensor<i64>
    %69 = stablehlo.convert %68 : tensor<i64>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<i64>) -> tensor<5x15x8xi64>
    %71 = stablehlo.compare EQ, %arg3, %70, SIGNED : (tensor<5x15x8xi64>, tensor<5x15x8xi64>) -> tensor<5x15x8xi1>
    %c_22 = stablehlo.constant dense<1> : tensor<i64>
    %72 = call @_where_54(%71, %c_22, %67) : (tensor<5x15x8xi1>, tensor<i64>, tensor<5x15x8xf64>) -> tensor<5x15x8xf64>
    %c_23 = stablehlo.constant dense<-1> : tensor<i64>
    %73 = stablehlo.multiply %c_23, %arg10 : tensor<i64>
    %c_24 = stablehlo.constant dense<-1> : tensor<i64>
    %74 = stablehlo.add %c_24, %73 : tensor<i64>
    %c_25 = stablehlo.constant dense<-1> : tensor<i64>
    %75 = stablehlo.multiply %c_25, %arg10 : tensor<i64>
    %c_26 = stablehlo.constant dense<-1> : tensor<i64>
    %76 = stablehlo.add %c_26, %75 : tensor<i64>
    %77 = stablehlo.convert %76 : (tensor<i64>) -> tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.compare LT, %77, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_28 = stablehlo.constant dense<15> : tensor<i32>
    %79 = stablehlo.add %77, %c_28 : tensor<i32>
    %80 = stablehlo.select %78, %79, %77 : tensor<i1>, tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %81 = stablehlo.compare LT, %c_29, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<8> : tensor<i32>
    %82 = stablehlo.add %c_31, %c_32 : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.select %81, %82, %c_33 : tensor<i1>, tensor<i32>
    %84 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %86 = stablehlo.concatenate %84, %85, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %87 = "stablehlo.gather"(%arg2, %86) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 5, 1, 8>}> : (tensor<5x15x8xf64>, tensor<2xi32>) -> tensor<5x1x8xf64>
    %88 = stablehlo.reshape %87 : (tensor<5x1x8xf64>) -> tensor<5x8xf64>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 2] : (tensor<5x8xf64>) -> tensor<5x1x8xf64>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<5x1x8xf64>) -> tensor<5x15x8xf64>
    %91 = stablehlo.multiply %72, %90 : tensor<5x15x8xf64>
    %92 = stablehlo.slice %arg14 [0:5, 1:2, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %93 = stablehlo.reshape %92 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %94 = stablehlo.exponential %93 : tensor<5x15x8xf64>
    %95 = stablehlo.multiply %91, %94 : tensor<5x15x8xf64>
    %c_34 = stablehlo.constant dense<-1> : tensor<i64>
    %96 = stablehlo.multiply %c_34, %arg10 : tensor<i64>
    %c_35 = stablehlo.constant dense<-1> : tensor<i64>
    %97 = stablehlo.add %c_35, %96 : tensor<i64>
    %c_36 = stablehlo.constant dense<0> : tensor<i64>
    %98 = stablehlo.add %97, %c_36 : tensor<i64>
    %99 = stablehlo.convert %98 : (tensor<i64>) -> tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %100 = stablehlo.compare LT, %c_37, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<15> : tensor<i32>
    %101 = stablehlo.add %c_39, %c_40 : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %102 = stablehlo.select %100, %101, %c_41 : tensor<i1>, tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %103 = stablehlo.compare LT, %99, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_43 = stablehlo.constant dense<16> : tensor<i32>
    %104 = stablehlo.add %99, %c_43 : tensor<i32>
    %105 = stablehlo.select %103, %104, %99 : tensor<i1>, tensor<i32>
    %106 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %108 = stablehlo.concatenate %106, %107, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %109 = "stablehlo.gather"(%arg9, %108) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 5, 15, 1>}> : (tensor<5x15x16xcomplex<f64>>, tensor<2xi32>) -> tensor<5x15x1xcomplex<f64>>
    %110 = stablehlo.reshape %109 : (tensor<5x15x1xcomplex<f64>>) -> tensor<5x15xcomplex<f64>>
    %111 = stablehlo.convert %95 : (tensor<5x15x8xf64>) -> tensor<5x15x8xcomplex<f64>>
    %112 = stablehlo.convert %110 : tensor<5x15xcomplex<f64>>
    %113 = stablehlo.dot_general %111, %112, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<5x15x8xcomplex<f64>>, tensor<5x15xcomplex<f64>>) -> tensor<5x15x8xcomplex<f64>>
    %114 = call @nansum_55(%113) : (tensor<5x15x8xcomplex<f64>>) -> tensor<5x8xcomplex<f64>>
    %c_44 = stablehlo.constant dense<0> : tensor<i64>
    %115 = stablehlo.compare LT, %74, %c_44, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_45 = stablehlo.constant dense<15> : tensor<i64>
    %116 = stablehlo.add %74, %c_45 : tensor<i64>
    %117 = stablehlo.select %115, %116, %74 : tensor<i1>, tensor<i64>
    %118 = stablehlo.convert %117 : (tensor<i64>) -> tensor<i32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %120 = "stablehlo.scatter"(%arg11, %119, %114) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<complex<f64>>, %arg16: tensor<complex<f64>>):
      stablehlo.return %arg16 : tensor<complex<f64>>
    }) : (tensor<5x8x15xcomplex<f64>>, tensor<1xi32>, tensor<5x8xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %121 = stablehlo.abs %72 : tensor<5x15x8xf64>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %122 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f64>) -> tensor<5x15x8xf64>
    %123 = stablehlo.divide %122, %121 : tensor<5x15x8xf64>
    %124 = stablehlo.abs %72 : tensor<5x15x8xf64>
    %125 = stablehlo.log %124 : tensor<5x15x8xf64>
    %126 = stablehlo.slice %arg13 [0:5, 1:2, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %127 = stablehlo.reshape %126 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %128 = stablehlo.multiply %123, %127 : tensor<5x15x8xf64>
    %129 = stablehlo.slice %arg13 [0:5, 0:1, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %130 = stablehlo.reshape %129 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %131 = call @_where_53(%5, %128, %130) : (tensor<5x15x8xi1>, tensor<5x15x8xf64>, tensor<5x15x8xf64>) -> tensor<5x15x8xf64>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %132 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %133 = "stablehlo.scatter"(%arg13, %132, %131) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<f64>, %arg16: tensor<f64>):
      stablehlo.return %arg16 : tensor<f64>
    }) : (tensor<5x2x15x8xf64>, tensor<1xi32>, tensor<5x15x8xf64>) -> tensor<5x2x15x8xf64>
    %134 = stablehlo.multiply %123, %72 : tensor<5x15x8xf64>
    %135 = stablehlo.slice %133 [0:5, 1:2, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %136 = stablehlo.reshape %135 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %137 = call @_where_53(%5, %134, %136) : (tensor<5x15x8xi1>, tensor<5x15x8xf64>, tensor<5x15x8xf64>) -> tensor<5x15x8xf64>
    %c_48 = stablehlo.constant dense<1> : tensor<i32>
    %138 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %139 = "stablehlo.scatter"(%133, %138, %137) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<f64>, %arg16: tensor<f64>):
      stablehlo.return %arg16 : tensor<f64>
    }) : (tensor<5x2x15x8xf64>, tensor<1xi32>, tensor<5x15x8xf64>) -> tensor<5x2x15x8xf64>
    %140 = stablehlo.slice %arg14 [0:5, 1:2, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %141 = stablehlo.reshape %140 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %142 = stablehlo.add %141, %125 : tensor<5x15x8xf64>
    %143 = stablehlo.slice %arg14 [0:5, 1:2, 0:15, 0:8] : (tensor<5x2x15x8xf64>) -> tensor<5x1x15x8xf64>
    %144 = stablehlo.reshape %143 : (tensor<5x1x15x8xf64>) -> tensor<5x15x8xf64>
    %145 = call @_where_53(%5, %142, %144) : (tensor<5x15x8xi1>, tensor<5x15x8xf64>, tensor<5x15x8xf64>) -> tensor<5x15x8xf64>
    %c_49 = stablehlo.constant dense<1> : tensor<i32>
    %146 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %147 = "stablehlo.scatter"(%arg14, %146, %145) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<f64>, %arg16: tensor<f64>):
      stablehlo.return %arg16 : tensor<f64>
    }) : (tensor<5x2x15x8xf64>, tensor<1xi32>, tensor<5x15x8xf64>) -> tensor<5x2x15x8xf64>
    return %0, %120, %72, %139, %147 : tensor<i64>, tensor<5x8x15xcomplex<f64>>, tensor<5x15x8xf64>, tensor<5x2x15x8xf64>, tensor<5x2x15x8xf64>
  }
  func.func private @_where_58(%arg0: tensor<5x8xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<5x8xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<8xi64>) -> tensor<5x8xi64>
    %3 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<8xi64>) -> tensor<5x8xi64>
    %4 = stablehlo.select %arg0, %3, %2 : tensor<5x8xi1>, tensor<5x8xi64>
    return %4 : tensor<5x8xi64>
  }
  func.func private @_where_59(%arg0: tensor<5x8xi64>, %arg1: tensor<5x8xi64>, %arg2: tensor<5x8xi64>) -> tensor<5x8xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x8xi64>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<5x8xi64>, tensor<5x8xi64>) -> tensor<5x8xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<5x8xi1>, tensor<5x8xi64>
    return %2 : tensor<5x8xi64>
  }
  func.func private @_where_60(%arg0: tensor<5x8x15xi1>, %arg1: tensor<8x15xcomplex<f64>>, %arg2: tensor<5x8x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x15xcomplex<f64>>) -> tensor<5x8x15xcomplex<f64>>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<5x8x15xi1>, tensor<5x8x15xcomplex<f64>>
    return %1 : tensor<5x8x15xcomplex<f64>>
  }
}
