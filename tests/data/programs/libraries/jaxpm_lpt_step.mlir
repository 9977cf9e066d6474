module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x32x32xf32>) -> (tensor<32768x3xf32> {jax.result_info = "result[0]"}, tensor<32768x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<32xf32>
    %1 = stablehlo.iota dim = 0 : tensor<32xf32>
    %2 = stablehlo.iota dim = 0 : tensor<32xf32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<32xf32>) -> tensor<32x32x32xf32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<32x32x32xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<32xf32>) -> tensor<32x32x32xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<32x32x32xf32>) -> tensor<32x32x32x1xf32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<32x32x32xf32>) -> tensor<32x32x32x1xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<32x32x32xf32>) -> tensor<32x32x32x1xf32>
    %9 = stablehlo.concatenate %6, %7, %8, dim = 3 : (tensor<32x32x32x1xf32>, tensor<32x32x32x1xf32>, tensor<32x32x32x1xf32>) -> tensor<32x32x32x3xf32>
    %10 = stablehlo.reshape %9 : (tensor<32x32x32x3xf32>) -> tensor<32768x3xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %11 = call @atleast_1d(%cst) : (tensor<f32>) -> tensor<1xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<1xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %15 = stablehlo.divide %14, %13 : tensor<1xf32>
    %cst_1 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<1xf32>
    %18 = stablehlo.multiply %11, %11 : tensor<1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %20 = stablehlo.divide %19, %18 : tensor<1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<1xf32>
    %23 = stablehlo.add %17, %22 : tensor<1xf32>
    %24 = stablehlo.log %11 : tensor<1xf32>
    %cst_4 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %28 = stablehlo.subtract %11, %27 : tensor<1xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<1xf32>
    %31 = stablehlo.add %26, %30 : tensor<1xf32>
    %32 = stablehlo.exponential %31 : tensor<1xf32>
    %cst_7 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<1xf32>
    %35 = stablehlo.add %23, %34 : tensor<1xf32>
    %36 = stablehlo.sqrt %35 : tensor<1xf32>
    %37 = call @_do_pfft(%arg0) : (tensor<32x32x32xf32>) -> tensor<32x32x32xcomplex<f32>>
    %38:3 = call @fftfreq3d() : () -> (tensor<1x1x32xf32>, tensor<32x1x1xf32>, tensor<1x32x1xf32>)
    %39 = stablehlo.multiply %38#0, %38#0 : tensor<1x1x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %41 = stablehlo.add %40, %39 : tensor<1x1x32xf32>
    %42 = stablehlo.multiply %38#1, %38#1 : tensor<32x1x1xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x1x32xf32>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x32xf32>
    %45 = stablehlo.add %43, %44 : tensor<32x1x32xf32>
    %46 = stablehlo.multiply %38#2, %38#2 : tensor<1x32x1xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<32x32x32xf32>
    %49 = stablehlo.add %47, %48 : tensor<32x32x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %51 = stablehlo.compare EQ, %49, %50, FLOAT : (tensor<32x32x32xf32>, tensor<32x32x32xf32>) -> tensor<32x32x32xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %52 = call @_where(%51, %c, %49) : (tensor<32x32x32xi1>, tensor<i32>, tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %54 = stablehlo.compare EQ, %49, %53, FLOAT : (tensor<32x32x32xf32>, tensor<32x32x32xf32>) -> tensor<32x32x32xi1>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %56 = stablehlo.divide %55, %52 : tensor<32x32x32xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %57 = call @_where(%54, %c_12, %56) : (tensor<32x32x32xi1>, tensor<i32>, tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %58 = stablehlo.negate %57 : tensor<32x32x32xf32>
    %59 = stablehlo.convert %58 : (tensor<32x32x32xf32>) -> tensor<32x32x32xcomplex<f32>>
    %60 = stablehlo.multiply %37, %59 : tensor<32x32x32xcomplex<f32>>
    %cst_13 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %61 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<complex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %62 = stablehlo.multiply %60, %61 : tensor<32x32x32xcomplex<f32>>
    %63 = stablehlo.sine %38#0 : tensor<1x1x32xf32>
    %cst_14 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<1x1x32xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %67 = stablehlo.multiply %66, %38#0 : tensor<1x1x32xf32>
    %68 = stablehlo.sine %67 : tensor<1x1x32xf32>
    %69 = stablehlo.subtract %65, %68 : tensor<1x1x32xf32>
    %cst_16 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<1x1x32xf32>
    %72 = stablehlo.convert %71 : (tensor<1x1x32xf32>) -> tensor<1x1x32xcomplex<f32>>
    %cst_17 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %73 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x32xcomplex<f32>>
    %74 = stablehlo.multiply %72, %73 : tensor<1x1x32xcomplex<f32>>
    %75 = stablehlo.negate %74 : tensor<1x1x32xcomplex<f32>>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %77 = stablehlo.multiply %76, %62 : tensor<32x32x32xcomplex<f32>>
    %78 = call @_do_pfft_0(%77) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %79 = stablehlo.real %78 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %80 = call @cic_read(%79, %10) : (tensor<32x32x32xf32>, tensor<32768x3xf32>) -> tensor<32768xf32>
    %81 = stablehlo.sine %38#1 : tensor<32x1x1xf32>
    %cst_18 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<32x1x1xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %85 = stablehlo.multiply %84, %38#1 : tensor<32x1x1xf32>
    %86 = stablehlo.sine %85 : tensor<32x1x1xf32>
    %87 = stablehlo.subtract %83, %86 : tensor<32x1x1xf32>
    %cst_20 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<32x1x1xf32>
    %90 = stablehlo.convert %89 : (tensor<32x1x1xf32>) -> tensor<32x1x1xcomplex<f32>>
    %cst_21 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %91 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<complex<f32>>) -> tensor<32x1x1xcomplex<f32>>
    %92 = stablehlo.multiply %90, %91 : tensor<32x1x1xcomplex<f32>>
    %93 = stablehlo.negate %92 : tensor<32x1x1xcomplex<f32>>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<32x1x1xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %95 = stablehlo.multiply %94, %62 : tensor<32x32x32xcomplex<f32>>
    %96 = call @_do_pfft_0(%95) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %97 = stablehlo.real %96 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %98 = call @cic_read(%97, %10) : (tensor<32x32x32xf32>, tensor<32768x3xf32>) -> tensor<32768xf32>
    %99 = stablehlo.sine %38#2 : tensor<1x32x1xf32>
    %cst_22 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<1x32x1xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %103 = stablehlo.multiply %102, %38#2 : tensor<1x32x1xf32>
    %104 = stablehlo.sine %103 : tensor<1x32x1xf32>
    %105 = stablehlo.subtract %101, %104 : tensor<1x32x1xf32>
    %cst_24 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<1x32x1xf32>
    %108 = stablehlo.convert %107 : (tensor<1x32x1xf32>) -> tensor<1x32x1xcomplex<f32>>
    %cst_25 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %109 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<complex<f32>>) -> tensor<1x32x1xcomplex<f32>>
    %110 = stablehlo.multiply %108, %109 : tensor<1x32x1xcomplex<f32>>
    %111 = stablehlo.negate %110 : tensor<1x32x1xcomplex<f32>>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x32x1xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %113 = stablehlo.multiply %112, %62 : tensor<32x32x32xcomplex<f32>>
    %114 = call @_do_pfft_0(%113) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %115 = stablehlo.real %114 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %116 = call @cic_read(%115, %10) : (tensor<32x32x32xf32>, tensor<32768x3xf32>) -> tensor<32768xf32>
    %117 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<32768xf32>) -> tensor<32768x1xf32>
    %118 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<32768xf32>) -> tensor<32768x1xf32>
    %119 = stablehlo.broadcast_in_dim %116, dims = [0] : (tensor<32768xf32>) -> tensor<32768x1xf32>
    %120 = stablehlo.concatenate %117, %118, %119, dim = 1 : (tensor<32768x1xf32>, tensor<32768x1xf32>, tensor<32768x1xf32>) -> tensor<32768x3xf32>
    %c_26 = stablehlo.constant dense<-3> : tensor<i32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %121 = call @_logspace(%c_26, %cst_27, %cst_28) : (tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<128xf32>
    %122 = stablehlo.slice %121 [0:1] : (tensor<128xf32>) -> tensor<1xf32>
    %123 = stablehlo.reshape %122 : (tensor<1xf32>) -> tensor<f32>
    %124 = stablehlo.slice %121 [0:1] : (tensor<128xf32>) -> tensor<1xf32>
    %125 = stablehlo.reshape %124 : (tensor<1xf32>) -> tensor<f32>
    %126 = stablehlo.multiply %125, %125 : tensor<f32>
    %cst_29 = stablehlo.constant dense<-0.428571433> : tensor<f32>
    %127 = stablehlo.multiply %cst_29, %126 : tensor<f32>
    %128 = stablehlo.slice %121 [0:1] : (tensor<128xf32>) -> tensor<1xf32>
    %129 = stablehlo.reshape %128 : (tensor<1xf32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<-0.857142865> : tensor<f32>
    %130 = stablehlo.multiply %cst_30, %129 : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %132 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %133 = stablehlo.concatenate %131, %132, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %136 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %137 = stablehlo.concatenate %135, %136, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %139 = stablehlo.concatenate %134, %138, dim = 0 : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
    %140 = stablehlo.slice %121 [0:1] : (tensor<128xf32>) -> tensor<1xf32>
    %141 = stablehlo.reshape %140 : (tensor<1xf32>) -> tensor<f32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<128x2x2xf32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %143:5 = stablehlo.while(%iterArg = %121, %iterArg_149 = %c_33, %iterArg_150 = %139, %iterArg_151 = %141, %iterArg_152 = %142) : tensor<128xf32>, tensor<i32>, tensor<2x2xf32>, tensor<f32>, tensor<128x2x2xf32>
    cond {
      %c_153 = stablehlo.constant dense<128> : tensor<i32>
      %609 = stablehlo.compare LT, %iterArg_149, %c_153, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %609 : tensor<i1>
    } do {
      %609 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_149) : (tensor<128xf32>, tensor<i32>) -> tensor<f32>
      %610:3 = func.call @closed_call(%iterArg_150, %iterArg_151, %609) : (tensor<2x2xf32>, tensor<f32>, tensor<f32>) -> (tensor<2x2xf32>, tensor<f32>, tensor<2x2xf32>)
      %611 = func.call @dynamic_update_index_in_dim(%iterArg_152, %610#2, %iterArg_149) : (tensor<128x2x2xf32>, tensor<2x2xf32>, tensor<i32>) -> tensor<128x2x2xf32>
      %c_153 = stablehlo.constant dense<1> : tensor<i32>
      %612 = stablehlo.add %iterArg_149, %c_153 : tensor<i32>
      stablehlo.return %iterArg, %612, %610#0, %610#1, %611 : tensor<128xf32>, tensor<i32>, tensor<2x2xf32>, tensor<f32>, tensor<128x2x2xf32>
    }
    %144 = stablehlo.slice %143#4 [0:128, 0:1, 0:1] : (tensor<128x2x2xf32>) -> tensor<128x1x1xf32>
    %145 = stablehlo.reshape %144 : (tensor<128x1x1xf32>) -> tensor<128xf32>
    %146 = stablehlo.slice %145 [127:128] : (tensor<128xf32>) -> tensor<1xf32>
    %147 = stablehlo.reshape %146 : (tensor<1xf32>) -> tensor<f32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %149 = stablehlo.divide %145, %148 : tensor<128xf32>
    %150 = stablehlo.slice %143#4 [0:128, 0:1, 1:2] : (tensor<128x2x2xf32>) -> tensor<128x1x1xf32>
    %151 = stablehlo.reshape %150 : (tensor<128x1x1xf32>) -> tensor<128xf32>
    %152 = stablehlo.slice %151 [127:128] : (tensor<128xf32>) -> tensor<1xf32>
    %153 = stablehlo.reshape %152 : (tensor<1xf32>) -> tensor<f32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %155 = stablehlo.divide %151, %154 : tensor<128xf32>
    %156 = stablehlo.slice %143#4 [0:128, 1:2, 0:1] : (tensor<128x2x2xf32>) -> tensor<128x1x1xf32>
    %157 = stablehlo.reshape %156 : (tensor<128x1x1xf32>) -> tensor<128xf32>
    %158 = stablehlo.slice %145 [127:128] : (tensor<128xf32>) -> tensor<1xf32>
    %159 = stablehlo.reshape %158 : (tensor<1xf32>) -> tensor<f32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %161 = stablehlo.divide %157, %160 : tensor<128xf32>
    %162 = stablehlo.multiply %161, %121 : tensor<128xf32>
    %163 = stablehlo.divide %162, %149 : tensor<128xf32>
    %164 = stablehlo.slice %143#4 [0:128, 1:2, 1:2] : (tensor<128x2x2xf32>) -> tensor<128x1x1xf32>
    %165 = stablehlo.reshape %164 : (tensor<128x1x1xf32>) -> tensor<128xf32>
    %166 = stablehlo.slice %151 [127:128] : (tensor<128xf32>) -> tensor<1xf32>
    %167 = stablehlo.reshape %166 : (tensor<1xf32>) -> tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %169 = stablehlo.divide %165, %168 : tensor<128xf32>
    %170 = stablehlo.multiply %169, %121 : tensor<128xf32>
    %171 = stablehlo.divide %170, %155 : tensor<128xf32>
    %172 = call @_interp(%11, %121, %149) : (tensor<1xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<1xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %173 = call @clip_10(%172, %cst_34, %cst_35) : (tensor<1xf32>, tensor<f32>, tensor<f32>) -> tensor<1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32768x3xf32>
    %176 = stablehlo.multiply %175, %120 : tensor<32768x3xf32>
    %177 = stablehlo.multiply %11, %11 : tensor<1xf32>
    %178 = call @_interp(%11, %121, %163) : (tensor<1xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<1xf32>
    %179 = stablehlo.convert %177 : tensor<1xf32>
    %180 = stablehlo.multiply %179, %178 : tensor<1xf32>
    %181 = stablehlo.convert %36 : tensor<1xf32>
    %182 = stablehlo.multiply %180, %181 : tensor<1xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32768x3xf32>
    %185 = stablehlo.multiply %184, %176 : tensor<32768x3xf32>
    %186:3 = call @fftfreq3d() : () -> (tensor<1x1x32xf32>, tensor<32x1x1xf32>, tensor<1x32x1xf32>)
    %187 = stablehlo.multiply %186#0, %186#0 : tensor<1x1x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %189 = stablehlo.add %188, %187 : tensor<1x1x32xf32>
    %190 = stablehlo.multiply %186#1, %186#1 : tensor<32x1x1xf32>
    %191 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x1x32xf32>
    %192 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x32xf32>
    %193 = stablehlo.add %191, %192 : tensor<32x1x32xf32>
    %194 = stablehlo.multiply %186#2, %186#2 : tensor<1x32x1xf32>
    %195 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %196 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<32x32x32xf32>
    %197 = stablehlo.add %195, %196 : tensor<32x32x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %199 = stablehlo.compare EQ, %197, %198, FLOAT : (tensor<32x32x32xf32>, tensor<32x32x32xf32>) -> tensor<32x32x32xi1>
    %c_38 = stablehlo.constant dense<1> : tensor<i32>
    %200 = call @_where(%199, %c_38, %197) : (tensor<32x32x32xi1>, tensor<i32>, tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %202 = stablehlo.compare EQ, %197, %201, FLOAT : (tensor<32x32x32xf32>, tensor<32x32x32xf32>) -> tensor<32x32x32xi1>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %204 = stablehlo.divide %203, %200 : tensor<32x32x32xf32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %205 = call @_where(%202, %c_41, %204) : (tensor<32x32x32xi1>, tensor<i32>, tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %206 = stablehlo.negate %205 : tensor<32x32x32xf32>
    %207 = stablehlo.convert %206 : (tensor<32x32x32xf32>) -> tensor<32x32x32xcomplex<f32>>
    %208 = stablehlo.multiply %37, %207 : tensor<32x32x32xcomplex<f32>>
    %209 = stablehlo.sine %186#0 : tensor<1x1x32xf32>
    %cst_42 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %211 = stablehlo.multiply %210, %209 : tensor<1x1x32xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %213 = stablehlo.multiply %212, %186#0 : tensor<1x1x32xf32>
    %214 = stablehlo.sine %213 : tensor<1x1x32xf32>
    %215 = stablehlo.subtract %211, %214 : tensor<1x1x32xf32>
    %cst_44 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<1x1x32xf32>
    %218 = stablehlo.convert %217 : (tensor<1x1x32xf32>) -> tensor<1x1x32xcomplex<f32>>
    %cst_45 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %219 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x32xcomplex<f32>>
    %220 = stablehlo.multiply %218, %219 : tensor<1x1x32xcomplex<f32>>
    %221 = stablehlo.multiply %220, %220 : tensor<1x1x32xcomplex<f32>>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %223 = stablehlo.multiply %222, %208 : tensor<32x32x32xcomplex<f32>>
    %224 = call @_do_pfft_0(%223) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %225 = stablehlo.real %224 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<32x32x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %229 = stablehlo.add %228, %227 : tensor<32x32x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %231 = stablehlo.add %230, %225 : tensor<32x32x32xf32>
    %232 = stablehlo.sine %186#0 : tensor<1x1x32xf32>
    %cst_49 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %234 = stablehlo.multiply %233, %232 : tensor<1x1x32xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %236 = stablehlo.multiply %235, %186#0 : tensor<1x1x32xf32>
    %237 = stablehlo.sine %236 : tensor<1x1x32xf32>
    %238 = stablehlo.subtract %234, %237 : tensor<1x1x32xf32>
    %cst_51 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %240 = stablehlo.multiply %239, %238 : tensor<1x1x32xf32>
    %241 = stablehlo.convert %240 : (tensor<1x1x32xf32>) -> tensor<1x1x32xcomplex<f32>>
    %cst_52 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %242 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x32xcomplex<f32>>
    %243 = stablehlo.multiply %241, %242 : tensor<1x1x32xcomplex<f32>>
    %244 = stablehlo.sine %186#1 : tensor<32x1x1xf32>
    %cst_53 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %246 = stablehlo.multiply %245, %244 : tensor<32x1x1xf32>
    %cst_54 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %248 = stablehlo.multiply %247, %186#1 : tensor<32x1x1xf32>
    %249 = stablehlo.sine %248 : tensor<32x1x1xf32>
    %250 = stablehlo.subtract %246, %249 : tensor<32x1x1xf32>
    %cst_55 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %252 = stablehlo.multiply %251, %250 : tensor<32x1x1xf32>
    %253 = stablehlo.convert %252 : (tensor<32x1x1xf32>) -> tensor<32x1x1xcomplex<f32>>
    %cst_56 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %254 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<complex<f32>>) -> tensor<32x1x1xcomplex<f32>>
    %255 = stablehlo.multiply %253, %254 : tensor<32x1x1xcomplex<f32>>
    %256 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<1x1x32xcomplex<f32>>) -> tensor<32x1x32xcomplex<f32>>
    %257 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<32x1x1xcomplex<f32>>) -> tensor<32x1x32xcomplex<f32>>
    %258 = stablehlo.multiply %256, %257 : tensor<32x1x32xcomplex<f32>>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<32x1x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %260 = stablehlo.multiply %259, %208 : tensor<32x32x32xcomplex<f32>>
    %261 = call @_do_pfft_0(%260) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %262 = stablehlo.real %261 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %263 = stablehlo.multiply %262, %262 : tensor<32x32x32xf32>
    %264 = stablehlo.subtract %229, %263 : tensor<32x32x32xf32>
    %265 = stablehlo.sine %186#0 : tensor<1x1x32xf32>
    %cst_57 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %267 = stablehlo.multiply %266, %265 : tensor<1x1x32xf32>
    %cst_58 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %269 = stablehlo.multiply %268, %186#0 : tensor<1x1x32xf32>
    %270 = stablehlo.sine %269 : tensor<1x1x32xf32>
    %271 = stablehlo.subtract %267, %270 : tensor<1x1x32xf32>
    %cst_59 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<1x1x32xf32>
    %274 = stablehlo.convert %273 : (tensor<1x1x32xf32>) -> tensor<1x1x32xcomplex<f32>>
    %cst_60 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %275 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x32xcomplex<f32>>
    %276 = stablehlo.multiply %274, %275 : tensor<1x1x32xcomplex<f32>>
    %277 = stablehlo.sine %186#2 : tensor<1x32x1xf32>
    %cst_61 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %279 = stablehlo.multiply %278, %277 : tensor<1x32x1xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %281 = stablehlo.multiply %280, %186#2 : tensor<1x32x1xf32>
    %282 = stablehlo.sine %281 : tensor<1x32x1xf32>
    %283 = stablehlo.subtract %279, %282 : tensor<1x32x1xf32>
    %cst_63 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %285 = stablehlo.multiply %284, %283 : tensor<1x32x1xf32>
    %286 = stablehlo.convert %285 : (tensor<1x32x1xf32>) -> tensor<1x32x1xcomplex<f32>>
    %cst_64 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %287 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<complex<f32>>) -> tensor<1x32x1xcomplex<f32>>
    %288 = stablehlo.multiply %286, %287 : tensor<1x32x1xcomplex<f32>>
    %289 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<1x1x32xcomplex<f32>>) -> tensor<1x32x32xcomplex<f32>>
    %290 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<1x32x1xcomplex<f32>>) -> tensor<1x32x32xcomplex<f32>>
    %291 = stablehlo.multiply %289, %290 : tensor<1x32x32xcomplex<f32>>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<1x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %293 = stablehlo.multiply %292, %208 : tensor<32x32x32xcomplex<f32>>
    %294 = call @_do_pfft_0(%293) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %295 = stablehlo.real %294 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %296 = stablehlo.multiply %295, %295 : tensor<32x32x32xf32>
    %297 = stablehlo.subtract %264, %296 : tensor<32x32x32xf32>
    %298 = stablehlo.sine %186#1 : tensor<32x1x1xf32>
    %cst_65 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %300 = stablehlo.multiply %299, %298 : tensor<32x1x1xf32>
    %cst_66 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %302 = stablehlo.multiply %301, %186#1 : tensor<32x1x1xf32>
    %303 = stablehlo.sine %302 : tensor<32x1x1xf32>
    %304 = stablehlo.subtract %300, %303 : tensor<32x1x1xf32>
    %cst_67 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %306 = stablehlo.multiply %305, %304 : tensor<32x1x1xf32>
    %307 = stablehlo.convert %306 : (tensor<32x1x1xf32>) -> tensor<32x1x1xcomplex<f32>>
    %cst_68 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %308 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<complex<f32>>) -> tensor<32x1x1xcomplex<f32>>
    %309 = stablehlo.multiply %307, %308 : tensor<32x1x1xcomplex<f32>>
    %310 = stablehlo.multiply %309, %309 : tensor<32x1x1xcomplex<f32>>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<32x1x1xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %312 = stablehlo.multiply %311, %208 : tensor<32x32x32xcomplex<f32>>
    %313 = call @_do_pfft_0(%312) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %314 = stablehlo.real %313 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %315 = stablehlo.multiply %314, %231 : tensor<32x32x32xf32>
    %316 = stablehlo.add %297, %315 : tensor<32x32x32xf32>
    %317 = stablehlo.add %231, %314 : tensor<32x32x32xf32>
    %318 = stablehlo.sine %186#1 : tensor<32x1x1xf32>
    %cst_69 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %320 = stablehlo.multiply %319, %318 : tensor<32x1x1xf32>
    %cst_70 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %322 = stablehlo.multiply %321, %186#1 : tensor<32x1x1xf32>
    %323 = stablehlo.sine %322 : tensor<32x1x1xf32>
    %324 = stablehlo.subtract %320, %323 : tensor<32x1x1xf32>
    %cst_71 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %326 = stablehlo.multiply %325, %324 : tensor<32x1x1xf32>
    %327 = stablehlo.convert %326 : (tensor<32x1x1xf32>) -> tensor<32x1x1xcomplex<f32>>
    %cst_72 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %328 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<complex<f32>>) -> tensor<32x1x1xcomplex<f32>>
    %329 = stablehlo.multiply %327, %328 : tensor<32x1x1xcomplex<f32>>
    %330 = stablehlo.sine %186#2 : tensor<1x32x1xf32>
    %cst_73 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %332 = stablehlo.multiply %331, %330 : tensor<1x32x1xf32>
    %cst_74 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %334 = stablehlo.multiply %333, %186#2 : tensor<1x32x1xf32>
    %335 = stablehlo.sine %334 : tensor<1x32x1xf32>
    %336 = stablehlo.subtract %332, %335 : tensor<1x32x1xf32>
    %cst_75 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %338 = stablehlo.multiply %337, %336 : tensor<1x32x1xf32>
    %339 = stablehlo.convert %338 : (tensor<1x32x1xf32>) -> tensor<1x32x1xcomplex<f32>>
    %cst_76 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %340 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<complex<f32>>) -> tensor<1x32x1xcomplex<f32>>
    %341 = stablehlo.multiply %339, %340 : tensor<1x32x1xcomplex<f32>>
    %342 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<32x1x1xcomplex<f32>>) -> tensor<32x32x1xcomplex<f32>>
    %343 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x32x1xcomplex<f32>>) -> tensor<32x32x1xcomplex<f32>>
    %344 = stablehlo.multiply %342, %343 : tensor<32x32x1xcomplex<f32>>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<32x32x1xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %346 = stablehlo.multiply %345, %208 : tensor<32x32x32xcomplex<f32>>
    %347 = call @_do_pfft_0(%346) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %348 = stablehlo.real %347 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %349 = stablehlo.multiply %348, %348 : tensor<32x32x32xf32>
    %350 = stablehlo.subtract %316, %349 : tensor<32x32x32xf32>
    %351 = stablehlo.sine %186#2 : tensor<1x32x1xf32>
    %cst_77 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %353 = stablehlo.multiply %352, %351 : tensor<1x32x1xf32>
    %cst_78 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %355 = stablehlo.multiply %354, %186#2 : tensor<1x32x1xf32>
    %356 = stablehlo.sine %355 : tensor<1x32x1xf32>
    %357 = stablehlo.subtract %353, %356 : tensor<1x32x1xf32>
    %cst_79 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %359 = stablehlo.multiply %358, %357 : tensor<1x32x1xf32>
    %360 = stablehlo.convert %359 : (tensor<1x32x1xf32>) -> tensor<1x32x1xcomplex<f32>>
    %cst_80 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %361 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<complex<f32>>) -> tensor<1x32x1xcomplex<f32>>
    %362 = stablehlo.multiply %360, %361 : tensor<1x32x1xcomplex<f32>>
    %363 = stablehlo.multiply %362, %362 : tensor<1x32x1xcomplex<f32>>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<1x32x1xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %365 = stablehlo.multiply %364, %208 : tensor<32x32x32xcomplex<f32>>
    %366 = call @_do_pfft_0(%365) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %367 = stablehlo.real %366 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %368 = stablehlo.multiply %367, %317 : tensor<32x32x32xf32>
    %369 = stablehlo.add %350, %368 : tensor<32x32x32xf32>
    %370 = call @_do_pfft(%369) : (tensor<32x32x32xf32>) -> tensor<32x32x32xcomplex<f32>>
    %371:3 = call @fftfreq3d() : () -> (tensor<1x1x32xf32>, tensor<32x1x1xf32>, tensor<1x32x1xf32>)
    %372 = stablehlo.multiply %371#0, %371#0 : tensor<1x1x32xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %374 = stablehlo.add %373, %372 : tensor<1x1x32xf32>
    %375 = stablehlo.multiply %371#1, %371#1 : tensor<32x1x1xf32>
    %376 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x1x32xf32>
    %377 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x32xf32>
    %378 = stablehlo.add %376, %377 : tensor<32x1x32xf32>
    %379 = stablehlo.multiply %371#2, %371#2 : tensor<1x32x1xf32>
    %380 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2] : (tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %381 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<32x32x32xf32>
    %382 = stablehlo.add %380, %381 : tensor<32x32x32xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %384 = stablehlo.compare EQ, %382, %383, FLOAT : (tensor<32x32x32xf32>, tensor<32x32x32xf32>) -> tensor<32x32x32xi1>
    %c_83 = stablehlo.constant dense<1> : tensor<i32>
    %385 = call @_where(%384, %c_83, %382) : (tensor<32x32x32xi1>, tensor<i32>, tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %387 = stablehlo.compare EQ, %382, %386, FLOAT : (tensor<32x32x32xf32>, tensor<32x32x32xf32>) -> tensor<32x32x32xi1>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %389 = stablehlo.divide %388, %385 : tensor<32x32x32xf32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %390 = call @_where(%387, %c_86, %389) : (tensor<32x32x32xi1>, tensor<i32>, tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %391 = stablehlo.negate %390 : tensor<32x32x32xf32>
    %392 = stablehlo.convert %391 : (tensor<32x32x32xf32>) -> tensor<32x32x32xcomplex<f32>>
    %393 = stablehlo.multiply %370, %392 : tensor<32x32x32xcomplex<f32>>
    %cst_87 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %394 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<complex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %395 = stablehlo.multiply %393, %394 : tensor<32x32x32xcomplex<f32>>
    %396 = stablehlo.sine %371#0 : tensor<1x1x32xf32>
    %cst_88 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %398 = stablehlo.multiply %397, %396 : tensor<1x1x32xf32>
    %cst_89 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %400 = stablehlo.multiply %399, %371#0 : tensor<1x1x32xf32>
    %401 = stablehlo.sine %400 : tensor<1x1x32xf32>
    %402 = stablehlo.subtract %398, %401 : tensor<1x1x32xf32>
    %cst_90 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %404 = stablehlo.multiply %403, %402 : tensor<1x1x32xf32>
    %405 = stablehlo.convert %404 : (tensor<1x1x32xf32>) -> tensor<1x1x32xcomplex<f32>>
    %cst_91 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %406 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x32xcomplex<f32>>
    %407 = stablehlo.multiply %405, %406 : tensor<1x1x32xcomplex<f32>>
    %408 = stablehlo.negate %407 : tensor<1x1x32xcomplex<f32>>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<1x1x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %410 = stablehlo.multiply %409, %395 : tensor<32x32x32xcomplex<f32>>
    %411 = call @_do_pfft_0(%410) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %412 = stablehlo.real %411 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %413 = call @cic_read(%412, %10) : (tensor<32x32x32xf32>, tensor<32768x3xf32>) -> tensor<32768xf32>
    %414 = stablehlo.sine %371#1 : tensor<32x1x1xf32>
    %cst_92 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %416 = stablehlo.multiply %415, %414 : tensor<32x1x1xf32>
    %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %418 = stablehlo.multiply %417, %371#1 : tensor<32x1x1xf32>
    %419 = stablehlo.sine %418 : tensor<32x1x1xf32>
    %420 = stablehlo.subtract %416, %419 : tensor<32x1x1xf32>
    %cst_94 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %422 = stablehlo.multiply %421, %420 : tensor<32x1x1xf32>
    %423 = stablehlo.convert %422 : (tensor<32x1x1xf32>) -> tensor<32x1x1xcomplex<f32>>
    %cst_95 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %424 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<complex<f32>>) -> tensor<32x1x1xcomplex<f32>>
    %425 = stablehlo.multiply %423, %424 : tensor<32x1x1xcomplex<f32>>
    %426 = stablehlo.negate %425 : tensor<32x1x1xcomplex<f32>>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2] : (tensor<32x1x1xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %428 = stablehlo.multiply %427, %395 : tensor<32x32x32xcomplex<f32>>
    %429 = call @_do_pfft_0(%428) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %430 = stablehlo.real %429 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %431 = call @cic_read(%430, %10) : (tensor<32x32x32xf32>, tensor<32768x3xf32>) -> tensor<32768xf32>
    %432 = stablehlo.sine %371#2 : tensor<1x32x1xf32>
    %cst_96 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %434 = stablehlo.multiply %433, %432 : tensor<1x32x1xf32>
    %cst_97 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %436 = stablehlo.multiply %435, %371#2 : tensor<1x32x1xf32>
    %437 = stablehlo.sine %436 : tensor<1x32x1xf32>
    %438 = stablehlo.subtract %434, %437 : tensor<1x32x1xf32>
    %cst_98 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %440 = stablehlo.multiply %439, %438 : tensor<1x32x1xf32>
    %441 = stablehlo.convert %440 : (tensor<1x32x1xf32>) -> tensor<1x32x1xcomplex<f32>>
    %cst_99 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %442 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<complex<f32>>) -> tensor<1x32x1xcomplex<f32>>
    %443 = stablehlo.multiply %441, %442 : tensor<1x32x1xcomplex<f32>>
    %444 = stablehlo.negate %443 : tensor<1x32x1xcomplex<f32>>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2] : (tensor<1x32x1xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %446 = stablehlo.multiply %445, %395 : tensor<32x32x32xcomplex<f32>>
    %447 = call @_do_pfft_0(%446) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %448 = stablehlo.real %447 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %449 = call @cic_read(%448, %10) : (tensor<32x32x32xf32>, tensor<32768x3xf32>) -> tensor<32768xf32>
    %450 = stablehlo.broadcast_in_dim %413, dims = [0] : (tensor<32768xf32>) -> tensor<32768x1xf32>
    %451 = stablehlo.broadcast_in_dim %431, dims = [0] : (tensor<32768xf32>) -> tensor<32768x1xf32>
    %452 = stablehlo.broadcast_in_dim %449, dims = [0] : (tensor<32768xf32>) -> tensor<32768x1xf32>
    %453 = stablehlo.concatenate %450, %451, %452, dim = 1 : (tensor<32768x1xf32>, tensor<32768x1xf32>, tensor<32768x1xf32>) -> tensor<32768x3xf32>
    %454 = call @_interp(%11, %121, %155) : (tensor<1xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<1xf32>
    %cst_100 = stablehlo.constant dense<0.428571433> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %456 = stablehlo.multiply %455, %454 : tensor<1xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32768x3xf32>
    %459 = stablehlo.multiply %458, %453 : tensor<32768x3xf32>
    %460 = stablehlo.multiply %11, %11 : tensor<1xf32>
    %461 = call @_interp(%11, %121, %171) : (tensor<1xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<1xf32>
    %462 = stablehlo.convert %460 : tensor<1xf32>
    %463 = stablehlo.multiply %462, %461 : tensor<1xf32>
    %464 = stablehlo.convert %36 : tensor<1xf32>
    %465 = stablehlo.multiply %463, %464 : tensor<1xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32768x3xf32>
    %468 = stablehlo.multiply %467, %459 : tensor<32768x3xf32>
    %469 = stablehlo.add %176, %459 : tensor<32768x3xf32>
    %470 = stablehlo.add %185, %468 : tensor<32768x3xf32>
    %471 = stablehlo.add %10, %469 : tensor<32768x3xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %473 = call @cic_paint(%472, %471) : (tensor<32x32x32xf32>, tensor<32768x3xf32>) -> tensor<32x32x32xf32>
    %474 = call @_do_pfft(%473) : (tensor<32x32x32xf32>) -> tensor<32x32x32xcomplex<f32>>
    %475:3 = call @fftfreq3d() : () -> (tensor<1x1x32xf32>, tensor<32x1x1xf32>, tensor<1x32x1xf32>)
    %476 = stablehlo.multiply %475#0, %475#0 : tensor<1x1x32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %478 = stablehlo.add %477, %476 : tensor<1x1x32xf32>
    %479 = stablehlo.multiply %475#1, %475#1 : tensor<32x1x1xf32>
    %480 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x1x32xf32>
    %481 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x32xf32>
    %482 = stablehlo.add %480, %481 : tensor<32x1x32xf32>
    %483 = stablehlo.multiply %475#2, %475#2 : tensor<1x32x1xf32>
    %484 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2] : (tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %485 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<32x32x32xf32>
    %486 = stablehlo.add %484, %485 : tensor<32x32x32xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %488 = stablehlo.compare EQ, %486, %487, FLOAT : (tensor<32x32x32xf32>, tensor<32x32x32xf32>) -> tensor<32x32x32xi1>
    %c_104 = stablehlo.constant dense<1> : tensor<i32>
    %489 = call @_where(%488, %c_104, %486) : (tensor<32x32x32xi1>, tensor<i32>, tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %491 = stablehlo.compare EQ, %486, %490, FLOAT : (tensor<32x32x32xf32>, tensor<32x32x32xf32>) -> tensor<32x32x32xi1>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %493 = stablehlo.divide %492, %489 : tensor<32x32x32xf32>
    %c_107 = stablehlo.constant dense<0> : tensor<i32>
    %494 = call @_where(%491, %c_107, %493) : (tensor<32x32x32xi1>, tensor<i32>, tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %495 = stablehlo.negate %494 : tensor<32x32x32xf32>
    %496 = stablehlo.convert %495 : (tensor<32x32x32xf32>) -> tensor<32x32x32xcomplex<f32>>
    %497 = stablehlo.multiply %474, %496 : tensor<32x32x32xcomplex<f32>>
    %cst_108 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %498 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<complex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %499 = stablehlo.multiply %497, %498 : tensor<32x32x32xcomplex<f32>>
    %500 = stablehlo.sine %475#0 : tensor<1x1x32xf32>
    %cst_109 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %502 = stablehlo.multiply %501, %500 : tensor<1x1x32xf32>
    %cst_110 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %504 = stablehlo.multiply %503, %475#0 : tensor<1x1x32xf32>
    %505 = stablehlo.sine %504 : tensor<1x1x32xf32>
    %506 = stablehlo.subtract %502, %505 : tensor<1x1x32xf32>
    %cst_111 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %508 = stablehlo.multiply %507, %506 : tensor<1x1x32xf32>
    %509 = stablehlo.convert %508 : (tensor<1x1x32xf32>) -> tensor<1x1x32xcomplex<f32>>
    %cst_112 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %510 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x32xcomplex<f32>>
    %511 = stablehlo.multiply %509, %510 : tensor<1x1x32xcomplex<f32>>
    %512 = stablehlo.negate %511 : tensor<1x1x32xcomplex<f32>>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 2] : (tensor<1x1x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %514 = stablehlo.multiply %513, %499 : tensor<32x32x32xcomplex<f32>>
    %515 = call @_do_pfft_0(%514) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %516 = stablehlo.real %515 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %517 = call @cic_read(%516, %471) : (tensor<32x32x32xf32>, tensor<32768x3xf32>) -> tensor<32768xf32>
    %518 = stablehlo.sine %475#1 : tensor<32x1x1xf32>
    %cst_113 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %520 = stablehlo.multiply %519, %518 : tensor<32x1x1xf32>
    %cst_114 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %522 = stablehlo.multiply %521, %475#1 : tensor<32x1x1xf32>
    %523 = stablehlo.sine %522 : tensor<32x1x1xf32>
    %524 = stablehlo.subtract %520, %523 : tensor<32x1x1xf32>
    %cst_115 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %526 = stablehlo.multiply %525, %524 : tensor<32x1x1xf32>
    %527 = stablehlo.convert %526 : (tensor<32x1x1xf32>) -> tensor<32x1x1xcomplex<f32>>
    %cst_116 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %528 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<complex<f32>>) -> tensor<32x1x1xcomplex<f32>>
    %529 = stablehlo.multiply %527, %528 : tensor<32x1x1xcomplex<f32>>
    %530 = stablehlo.negate %529 : tensor<32x1x1xcomplex<f32>>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2] : (tensor<32x1x1xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %532 = stablehlo.multiply %531, %499 : tensor<32x32x32xcomplex<f32>>
    %533 = call @_do_pfft_0(%532) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %534 = stablehlo.real %533 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %535 = call @cic_read(%534, %471) : (tensor<32x32x32xf32>, tensor<32768x3xf32>) -> tensor<32768xf32>
    %536 = stablehlo.sine %475#2 : tensor<1x32x1xf32>
    %cst_117 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %538 = stablehlo.multiply %537, %536 : tensor<1x32x1xf32>
    %cst_118 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %540 = stablehlo.multiply %539, %475#2 : tensor<1x32x1xf32>
    %541 = stablehlo.sine %540 : tensor<1x32x1xf32>
    %542 = stablehlo.subtract %538, %541 : tensor<1x32x1xf32>
    %cst_119 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %544 = stablehlo.multiply %543, %542 : tensor<1x32x1xf32>
    %545 = stablehlo.convert %544 : (tensor<1x32x1xf32>) -> tensor<1x32x1xcomplex<f32>>
    %cst_120 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %546 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<complex<f32>>) -> tensor<1x32x1xcomplex<f32>>
    %547 = stablehlo.multiply %545, %546 : tensor<1x32x1xcomplex<f32>>
    %548 = stablehlo.negate %547 : tensor<1x32x1xcomplex<f32>>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 2] : (tensor<1x32x1xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %550 = stablehlo.multiply %549, %499 : tensor<32x32x32xcomplex<f32>>
    %551 = call @_do_pfft_0(%550) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %552 = stablehlo.real %551 : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xf32>
    %553 = call @cic_read(%552, %471) : (tensor<32x32x32xf32>, tensor<32768x3xf32>) -> tensor<32768xf32>
    %554 = stablehlo.broadcast_in_dim %517, dims = [0] : (tensor<32768xf32>) -> tensor<32768x1xf32>
    %555 = stablehlo.broadcast_in_dim %535, dims = [0] : (tensor<32768xf32>) -> tensor<32768x1xf32>
    %556 = stablehlo.broadcast_in_dim %553, dims = [0] : (tensor<32768xf32>) -> tensor<32768x1xf32>
    %557 = stablehlo.concatenate %554, %555, %556, dim = 1 : (tensor<32768x1xf32>, tensor<32768x1xf32>, tensor<32768x1xf32>) -> tensor<32768x3xf32>
    %cst_121 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<32768x3xf32>
    %559 = stablehlo.multiply %557, %558 : tensor<32768x3xf32>
    %cst_122 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<32768x3xf32>
    %561 = stablehlo.multiply %559, %560 : tensor<32768x3xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %562 = stablehlo.multiply %cst_123, %cst_123 : tensor<f32>
    %563 = stablehlo.multiply %cst_123, %562 : tensor<f32>
    %cst_124 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %564 = stablehlo.divide %cst_124, %563 : tensor<f32>
    %cst_125 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %565 = stablehlo.multiply %cst_125, %564 : tensor<f32>
    %cst_126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %566 = stablehlo.multiply %cst_126, %cst_126 : tensor<f32>
    %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %567 = stablehlo.divide %cst_127, %566 : tensor<f32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.multiply %cst_128, %567 : tensor<f32>
    %569 = stablehlo.add %565, %568 : tensor<f32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %570 = stablehlo.log %cst_129 : tensor<f32>
    %cst_130 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %571 = stablehlo.multiply %cst_130, %570 : tensor<f32>
    %cst_131 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %572 = stablehlo.add %571, %cst_131 : tensor<f32>
    %573 = stablehlo.exponential %572 : tensor<f32>
    %cst_132 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %574 = stablehlo.multiply %cst_132, %573 : tensor<f32>
    %575 = stablehlo.add %569, %574 : tensor<f32>
    %576 = stablehlo.sqrt %575 : tensor<f32>
    %cst_133 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %577 = stablehlo.multiply %cst_133, %576 : tensor<f32>
    %cst_134 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %578 = stablehlo.divide %cst_134, %577 : tensor<f32>
    %579 = stablehlo.convert %578 : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [] : (tensor<f32>) -> tensor<32768x3xf32>
    %581 = stablehlo.multiply %580, %470 : tensor<32768x3xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %582 = stablehlo.multiply %cst_135, %cst_135 : tensor<f32>
    %583 = stablehlo.multiply %cst_135, %582 : tensor<f32>
    %cst_136 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %584 = stablehlo.divide %cst_136, %583 : tensor<f32>
    %cst_137 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %585 = stablehlo.multiply %cst_137, %584 : tensor<f32>
    %cst_138 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %586 = stablehlo.multiply %cst_138, %cst_138 : tensor<f32>
    %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %587 = stablehlo.divide %cst_139, %586 : tensor<f32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.multiply %cst_140, %587 : tensor<f32>
    %589 = stablehlo.add %585, %588 : tensor<f32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %590 = stablehlo.log %cst_141 : tensor<f32>
    %cst_142 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %591 = stablehlo.multiply %cst_142, %590 : tensor<f32>
    %cst_143 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %592 = stablehlo.add %591, %cst_143 : tensor<f32>
    %593 = stablehlo.exponential %592 : tensor<f32>
    %cst_144 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %594 = stablehlo.multiply %cst_144, %593 : tensor<f32>
    %595 = stablehlo.add %589, %594 : tensor<f32>
    %596 = stablehlo.sqrt %595 : tensor<f32>
    %cst_145 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %597 = stablehlo.multiply %cst_145, %596 : tensor<f32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %598 = stablehlo.divide %cst_146, %597 : tensor<f32>
    %599 = stablehlo.convert %598 : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [] : (tensor<f32>) -> tensor<32768x3xf32>
    %601 = stablehlo.multiply %600, %561 : tensor<32768x3xf32>
    %cst_147 = stablehlo.constant dense<2.000000e-02> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<32768x3xf32>
    %603 = stablehlo.multiply %602, %581 : tensor<32768x3xf32>
    %604 = stablehlo.add %471, %603 : tensor<32768x3xf32>
    %605 = stablehlo.subtract %604, %10 : tensor<32768x3xf32>
    %cst_148 = stablehlo.constant dense<2.000000e-02> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<32768x3xf32>
    %607 = stablehlo.multiply %606, %601 : tensor<32768x3xf32>
    %608 = stablehlo.add %470, %607 : tensor<32768x3xf32>
    return %605, %608 : tensor<32768x3xf32>, tensor<32768x3xf32>
  }
  func.func private @atleast_1d(%arg0: tensor<f32>) -> tensor<1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    return %0 : tensor<1xf32>
  }
  func.func private @_do_pfft(%arg0: tensor<32x32x32xf32>) -> tensor<32x32x32xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<32x32x32xf32>) -> tensor<32x32x32xcomplex<f32>>
    %1 = call @pfft_impl(%0) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32xcomplex<f32>>
    return %3 : tensor<32x32x32xcomplex<f32>>
  }
  func.func private @pfft_impl(%arg0: tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>> {
    %0 = call @fft(%arg0) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %2 = stablehlo.multiply %0, %1 : tensor<32x32x32xcomplex<f32>>
    %3 = stablehlo.transpose %2, dims = [1, 2, 0] : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    return %3 : tensor<32x32x32xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [32, 32, 32] : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    return %0 : tensor<32x32x32xcomplex<f32>>
  }
  func.func private @fftfreq3d() -> (tensor<1x1x32xf32>, tensor<32x1x1xf32>, tensor<1x32x1xf32>) {
    %0 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.add %0, %1 : tensor<32xf32>
    %c = stablehlo.constant dense<32> : tensor<i32>
    %3 = call @remainder(%2, %c) : (tensor<32xf32>, tensor<i32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.divide %5, %6 : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<32xf32>
    %cst_3 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<32xf32>
    %12 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %14 = stablehlo.add %12, %13 : tensor<32xf32>
    %c_5 = stablehlo.constant dense<32> : tensor<i32>
    %15 = call @remainder(%14, %c_5) : (tensor<32xf32>, tensor<i32>) -> tensor<32xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %19 = stablehlo.divide %17, %18 : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<32xf32>
    %24 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %26 = stablehlo.add %24, %25 : tensor<32xf32>
    %c_11 = stablehlo.constant dense<32> : tensor<i32>
    %27 = call @remainder(%26, %c_11) : (tensor<32xf32>, tensor<i32>) -> tensor<32xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %29 = stablehlo.subtract %27, %28 : tensor<32xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %31 = stablehlo.divide %29, %30 : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<32xf32>
    %36 = stablehlo.reshape %11 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %37 = stablehlo.reshape %23 : (tensor<32xf32>) -> tensor<1x32x1xf32>
    %38 = stablehlo.reshape %35 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    return %38, %36, %37 : tensor<1x1x32xf32>, tensor<32x1x1xf32>, tensor<1x32x1xf32>
  }
  func.func private @remainder(%arg0: tensor<32xf32>, %arg1: tensor<i32>) -> tensor<32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<32xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<32xi1>, tensor<32xi1>) -> tensor<32xi1>
    %10 = stablehlo.and %9, %4 : tensor<32xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.add %2, %11 : tensor<32xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<32xi1>, tensor<32xf32>
    return %13 : tensor<32xf32>
  }
  func.func private @_where(%arg0: tensor<32x32x32xi1>, %arg1: tensor<i32>, %arg2: tensor<32x32x32xf32>) -> tensor<32x32x32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32x32xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<32x32x32xi1>, tensor<32x32x32xf32>
    return %2 : tensor<32x32x32xf32>
  }
  func.func private @_do_pfft_0(%arg0: tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>> {
    %cst = stablehlo.constant dense<(3.200000e+01,0.000000e+00)> : tensor<3xcomplex<f32>>
    %0 = call @pfft_impl_1(%arg0) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.reduce(%cst init: %cst_0) applies stablehlo.multiply across dimensions = [0] : (tensor<3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.divide %cst_1, %1 : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<complex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %4 = stablehlo.multiply %0, %3 : tensor<32x32x32xcomplex<f32>>
    return %4 : tensor<32x32x32xcomplex<f32>>
  }
  func.func private @pfft_impl_1(%arg0: tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>> {
    %0 = stablehlo.transpose %arg0, dims = [2, 1, 0] : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %1 = call @fft_2(%0) : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %2 = stablehlo.transpose %1, dims = [2, 1, 0] : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %cst = stablehlo.constant dense<(3.276800e+04,0.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    %4 = stablehlo.multiply %2, %3 : tensor<32x32x32xcomplex<f32>>
    %5 = stablehlo.transpose %4, dims = [2, 0, 1] : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    return %5 : tensor<32x32x32xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [32, 32, 32] : (tensor<32x32x32xcomplex<f32>>) -> tensor<32x32x32xcomplex<f32>>
    return %0 : tensor<32x32x32xcomplex<f32>>
  }
  func.func private @cic_read(%arg0: tensor<32x32x32xf32>, %arg1: tensor<32768x3xf32>) -> tensor<32768xf32> {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00]]]> : tensor<1x8x3xf32>
    %c = stablehlo.constant dense<32> : tensor<3xi32>
    %0 = stablehlo.reshape %arg1 : (tensor<32768x3xf32>) -> tensor<32x32x32x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<32x32x32x3xf32>) -> tensor<32768x3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<32768x3xf32>) -> tensor<32768x1x3xf32>
    %3 = stablehlo.floor %2 : tensor<32768x1x3xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<32768x1x3xf32>) -> tensor<32768x8x3xf32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2] : (tensor<1x8x3xf32>) -> tensor<32768x8x3xf32>
    %6 = stablehlo.add %4, %5 : tensor<32768x8x3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<32768x1x3xf32>) -> tensor<32768x8x3xf32>
    %8 = stablehlo.subtract %7, %6 : tensor<32768x8x3xf32>
    %9 = stablehlo.abs %8 : tensor<32768x8x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32768x8x3xf32>
    %11 = stablehlo.subtract %10, %9 : tensor<32768x8x3xf32>
    %12 = stablehlo.slice %11 [0:32768, 0:8, 0:1] : (tensor<32768x8x3xf32>) -> tensor<32768x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<32768x8x1xf32>) -> tensor<32768x8xf32>
    %14 = stablehlo.slice %11 [0:32768, 0:8, 1:2] : (tensor<32768x8x3xf32>) -> tensor<32768x8x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<32768x8x1xf32>) -> tensor<32768x8xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<32768x8xf32>
    %17 = stablehlo.slice %11 [0:32768, 0:8, 2:3] : (tensor<32768x8x3xf32>) -> tensor<32768x8x1xf32>
    %18 = stablehlo.reshape %17 : (tensor<32768x8x1xf32>) -> tensor<32768x8xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<32768x8xf32>
    %20 = stablehlo.convert %6 : (tensor<32768x8x3xf32>) -> tensor<32768x8x3xi32>
    %21 = call @remainder_3(%20, %c) : (tensor<32768x8x3xi32>, tensor<3xi32>) -> tensor<32768x8x3xi32>
    %22 = stablehlo.slice %21 [0:32768, 0:8, 0:1] : (tensor<32768x8x3xi32>) -> tensor<32768x8x1xi32>
    %23 = stablehlo.reshape %22 : (tensor<32768x8x1xi32>) -> tensor<32768x8xi32>
    %24 = stablehlo.slice %21 [0:32768, 0:8, 1:2] : (tensor<32768x8x3xi32>) -> tensor<32768x8x1xi32>
    %25 = stablehlo.reshape %24 : (tensor<32768x8x1xi32>) -> tensor<32768x8xi32>
    %26 = stablehlo.slice %21 [0:32768, 0:8, 2:3] : (tensor<32768x8x3xi32>) -> tensor<32768x8x1xi32>
    %27 = stablehlo.reshape %26 : (tensor<32768x8x1xi32>) -> tensor<32768x8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32768x8xi32>
    %29 = stablehlo.compare LT, %23, %28, SIGNED : (tensor<32768x8xi32>, tensor<32768x8xi32>) -> tensor<32768x8xi1>
    %c_2 = stablehlo.constant dense<32> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32768x8xi32>
    %31 = stablehlo.add %23, %30 : tensor<32768x8xi32>
    %32 = stablehlo.select %29, %31, %23 : tensor<32768x8xi1>, tensor<32768x8xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32768x8xi32>
    %34 = stablehlo.compare LT, %25, %33, SIGNED : (tensor<32768x8xi32>, tensor<32768x8xi32>) -> tensor<32768x8xi1>
    %c_4 = stablehlo.constant dense<32> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32768x8xi32>
    %36 = stablehlo.add %25, %35 : tensor<32768x8xi32>
    %37 = stablehlo.select %34, %36, %25 : tensor<32768x8xi1>, tensor<32768x8xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32768x8xi32>
    %39 = stablehlo.compare LT, %27, %38, SIGNED : (tensor<32768x8xi32>, tensor<32768x8xi32>) -> tensor<32768x8xi1>
    %c_6 = stablehlo.constant dense<32> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32768x8xi32>
    %41 = stablehlo.add %27, %40 : tensor<32768x8xi32>
    %42 = stablehlo.select %39, %41, %27 : tensor<32768x8xi1>, tensor<32768x8xi32>
    %43 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<32768x8xi32>) -> tensor<32768x8x1xi32>
    %44 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<32768x8xi32>) -> tensor<32768x8x1xi32>
    %45 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<32768x8xi32>) -> tensor<32768x8x1xi32>
    %46 = stablehlo.concatenate %43, %44, %45, dim = 2 : (tensor<32768x8x1xi32>, tensor<32768x8x1xi32>, tensor<32768x8x1xi32>) -> tensor<32768x8x3xi32>
    %47 = "stablehlo.gather"(%arg0, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<32x32x32xf32>, tensor<32768x8x3xi32>) -> tensor<32768x8xf32>
    %48 = stablehlo.multiply %47, %19 : tensor<32768x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<32768x8xf32>, tensor<f32>) -> tensor<32768xf32>
    %50 = stablehlo.reshape %49 : (tensor<32768xf32>) -> tensor<32x32x32xf32>
    %51 = stablehlo.reshape %50 : (tensor<32x32x32xf32>) -> tensor<32768xf32>
    return %51 : tensor<32768xf32>
  }
  func.func private @remainder_3(%arg0: tensor<32768x8x3xi32>, %arg1: tensor<3xi32>) -> tensor<32768x8x3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<3xi32>) -> tensor<1x1x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x1x3xi32>
    %2 = stablehlo.compare EQ, %0, %1, SIGNED : (tensor<1x1x3xi32>, tensor<1x1x3xi32>) -> tensor<1x1x3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x1x3xi32>
    %4 = call @_where_4(%2, %3, %0) : (tensor<1x1x3xi1>, tensor<1x1x3xi32>, tensor<1x1x3xi32>) -> tensor<1x1x3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x1x3xi32>) -> tensor<32768x8x3xi32>
    %6 = stablehlo.remainder %arg0, %5 : tensor<32768x8x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32768x8x3xi32>
    %8 = stablehlo.compare NE, %6, %7, SIGNED : (tensor<32768x8x3xi32>, tensor<32768x8x3xi32>) -> tensor<32768x8x3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32768x8x3xi32>
    %10 = stablehlo.compare LT, %6, %9, SIGNED : (tensor<32768x8x3xi32>, tensor<32768x8x3xi32>) -> tensor<32768x8x3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x1x3xi32>
    %12 = stablehlo.compare LT, %4, %11, SIGNED : (tensor<1x1x3xi32>, tensor<1x1x3xi32>) -> tensor<1x1x3xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x3xi1>) -> tensor<32768x8x3xi1>
    %14 = stablehlo.compare NE, %10, %13, UNSIGNED : (tensor<32768x8x3xi1>, tensor<32768x8x3xi1>) -> tensor<32768x8x3xi1>
    %15 = stablehlo.and %14, %8 : tensor<32768x8x3xi1>
    %16 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x1x3xi32>) -> tensor<32768x8x3xi32>
    %17 = stablehlo.add %6, %16 : tensor<32768x8x3xi32>
    %18 = stablehlo.select %15, %17, %6 : tensor<32768x8x3xi1>, tensor<32768x8x3xi32>
    return %18 : tensor<32768x8x3xi32>
  }
  func.func private @_where_4(%arg0: tensor<1x1x3xi1>, %arg1: tensor<1x1x3xi32>, %arg2: tensor<1x1x3xi32>) -> tensor<1x1x3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x1x3xi1>, tensor<1x1x3xi32>
    return %0 : tensor<1x1x3xi32>
  }
  func.func private @_logspace(%arg0: tensor<i32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = call @_linspace(%0, %1) : (tensor<f32>, tensor<f32>) -> tensor<128xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5 = stablehlo.power %4, %2 : tensor<128xf32>
    return %5 : tensor<128xf32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<128xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<127xf32>
    %cst = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<127xf32>
    %2 = stablehlo.divide %0, %1 : tensor<127xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<127xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<127xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<127xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<127xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<127xf32>
    %10 = stablehlo.multiply %9, %2 : tensor<127xf32>
    %11 = stablehlo.add %7, %10 : tensor<127xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<127xf32>, tensor<1xf32>) -> tensor<128xf32>
    return %13 : tensor<128xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<128xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<128xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<2x2xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<2x2xf32>, tensor<f32>, tensor<2x2xf32>) {
    %0 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %1 = stablehlo.multiply %arg1, %arg1 : tensor<f32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.divide %cst, %2 : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %4 = stablehlo.multiply %cst_0, %3 : tensor<f32>
    %5 = stablehlo.multiply %arg1, %arg1 : tensor<f32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.divide %cst_1, %6 : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %8 = stablehlo.multiply %cst_2, %7 : tensor<f32>
    %9 = stablehlo.multiply %arg1, %arg1 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.divide %cst_3, %9 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.multiply %cst_4, %10 : tensor<f32>
    %12 = stablehlo.add %8, %11 : tensor<f32>
    %13 = stablehlo.log %arg1 : tensor<f32>
    %cst_5 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %14 = stablehlo.multiply %cst_5, %13 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.subtract %arg1, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.multiply %cst_7, %15 : tensor<f32>
    %17 = stablehlo.add %14, %16 : tensor<f32>
    %18 = stablehlo.exponential %17 : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %19 = stablehlo.multiply %cst_8, %18 : tensor<f32>
    %20 = stablehlo.add %12, %19 : tensor<f32>
    %21 = stablehlo.divide %4, %20 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.subtract %cst_9, %arg1 : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.multiply %22, %cst_10 : tensor<f32>
    %cst_11 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %24 = stablehlo.add %cst_11, %23 : tensor<f32>
    %cst_12 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %25 = stablehlo.multiply %cst_12, %24 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.add %cst_13, %25 : tensor<f32>
    %27 = stablehlo.log %arg1 : tensor<f32>
    %cst_14 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %28 = stablehlo.multiply %cst_14, %27 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.subtract %arg1, %cst_15 : tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.multiply %cst_16, %29 : tensor<f32>
    %31 = stablehlo.add %28, %30 : tensor<f32>
    %32 = stablehlo.exponential %31 : tensor<f32>
    %cst_17 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %33 = stablehlo.multiply %cst_17, %32 : tensor<f32>
    %34 = stablehlo.multiply %arg1, %arg1 : tensor<f32>
    %35 = stablehlo.multiply %arg1, %34 : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.divide %cst_18, %35 : tensor<f32>
    %cst_19 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %37 = stablehlo.multiply %cst_19, %36 : tensor<f32>
    %38 = stablehlo.multiply %arg1, %arg1 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.divide %cst_20, %38 : tensor<f32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.multiply %cst_21, %39 : tensor<f32>
    %41 = stablehlo.add %37, %40 : tensor<f32>
    %42 = stablehlo.log %arg1 : tensor<f32>
    %cst_22 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %43 = stablehlo.multiply %cst_22, %42 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.subtract %arg1, %cst_23 : tensor<f32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.multiply %cst_24, %44 : tensor<f32>
    %46 = stablehlo.add %43, %45 : tensor<f32>
    %47 = stablehlo.exponential %46 : tensor<f32>
    %cst_25 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %48 = stablehlo.multiply %cst_25, %47 : tensor<f32>
    %49 = stablehlo.add %41, %48 : tensor<f32>
    %50 = stablehlo.divide %33, %49 : tensor<f32>
    %51 = stablehlo.multiply %26, %50 : tensor<f32>
    %52 = stablehlo.add %21, %51 : tensor<f32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %53 = stablehlo.multiply %cst_26, %52 : tensor<f32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %54 = stablehlo.subtract %cst_27, %53 : tensor<f32>
    %55 = stablehlo.divide %54, %arg1 : tensor<f32>
    %56 = stablehlo.multiply %arg1, %arg1 : tensor<f32>
    %57 = stablehlo.multiply %arg1, %56 : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.divide %cst_28, %57 : tensor<f32>
    %cst_29 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %59 = stablehlo.multiply %cst_29, %58 : tensor<f32>
    %60 = stablehlo.multiply %arg1, %arg1 : tensor<f32>
    %61 = stablehlo.multiply %arg1, %60 : tensor<f32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.divide %cst_30, %61 : tensor<f32>
    %cst_31 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %63 = stablehlo.multiply %cst_31, %62 : tensor<f32>
    %64 = stablehlo.multiply %arg1, %arg1 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.divide %cst_32, %64 : tensor<f32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.multiply %cst_33, %65 : tensor<f32>
    %67 = stablehlo.add %63, %66 : tensor<f32>
    %68 = stablehlo.log %arg1 : tensor<f32>
    %cst_34 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %69 = stablehlo.multiply %cst_34, %68 : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.subtract %arg1, %cst_35 : tensor<f32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.multiply %cst_36, %70 : tensor<f32>
    %72 = stablehlo.add %69, %71 : tensor<f32>
    %73 = stablehlo.exponential %72 : tensor<f32>
    %cst_37 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %74 = stablehlo.multiply %cst_37, %73 : tensor<f32>
    %75 = stablehlo.add %67, %74 : tensor<f32>
    %76 = stablehlo.divide %59, %75 : tensor<f32>
    %cst_38 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %77 = stablehlo.multiply %cst_38, %76 : tensor<f32>
    %78 = stablehlo.divide %77, %arg1 : tensor<f32>
    %79 = stablehlo.divide %78, %arg1 : tensor<f32>
    %80 = stablehlo.slice %arg0 [0:1, 0:2] : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %81 = stablehlo.reshape %80 : (tensor<1x2xf32>) -> tensor<2xf32>
    %82 = stablehlo.slice %81 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %83 = stablehlo.reshape %82 : (tensor<1xf32>) -> tensor<f32>
    %84 = stablehlo.slice %81 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %85 = stablehlo.reshape %84 : (tensor<1xf32>) -> tensor<f32>
    %86 = stablehlo.slice %arg0 [1:2, 0:2] : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x2xf32>) -> tensor<2xf32>
    %88 = stablehlo.slice %87 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %89 = stablehlo.reshape %88 : (tensor<1xf32>) -> tensor<f32>
    %90 = stablehlo.slice %87 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %91 = stablehlo.reshape %90 : (tensor<1xf32>) -> tensor<f32>
    %92 = stablehlo.negate %55 : tensor<f32>
    %93 = stablehlo.multiply %92, %89 : tensor<f32>
    %94 = stablehlo.multiply %79, %83 : tensor<f32>
    %95 = stablehlo.add %93, %94 : tensor<f32>
    %96 = stablehlo.negate %55 : tensor<f32>
    %97 = stablehlo.multiply %96, %91 : tensor<f32>
    %98 = stablehlo.multiply %79, %85 : tensor<f32>
    %99 = stablehlo.add %97, %98 : tensor<f32>
    %100 = stablehlo.multiply %83, %83 : tensor<f32>
    %101 = stablehlo.multiply %79, %100 : tensor<f32>
    %102 = stablehlo.subtract %99, %101 : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %104 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %105 = stablehlo.concatenate %103, %104, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %107 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %108 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %109 = stablehlo.concatenate %107, %108, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %111 = stablehlo.concatenate %106, %110, dim = 0 : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
    %112 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %113 = stablehlo.multiply %112, %111 : tensor<2x2xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %115 = stablehlo.divide %113, %114 : tensor<2x2xf32>
    %116 = stablehlo.add %arg0, %115 : tensor<2x2xf32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %117 = stablehlo.divide %0, %cst_40 : tensor<f32>
    %118 = stablehlo.add %arg1, %117 : tensor<f32>
    %119 = stablehlo.multiply %118, %118 : tensor<f32>
    %120 = stablehlo.multiply %118, %119 : tensor<f32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %121 = stablehlo.divide %cst_41, %120 : tensor<f32>
    %cst_42 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %122 = stablehlo.multiply %cst_42, %121 : tensor<f32>
    %123 = stablehlo.multiply %118, %118 : tensor<f32>
    %124 = stablehlo.multiply %118, %123 : tensor<f32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.divide %cst_43, %124 : tensor<f32>
    %cst_44 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %126 = stablehlo.multiply %cst_44, %125 : tensor<f32>
    %127 = stablehlo.multiply %118, %118 : tensor<f32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %128 = stablehlo.divide %cst_45, %127 : tensor<f32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.multiply %cst_46, %128 : tensor<f32>
    %130 = stablehlo.add %126, %129 : tensor<f32>
    %131 = stablehlo.log %118 : tensor<f32>
    %cst_47 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %132 = stablehlo.multiply %cst_47, %131 : tensor<f32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %133 = stablehlo.subtract %118, %cst_48 : tensor<f32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.multiply %cst_49, %133 : tensor<f32>
    %135 = stablehlo.add %132, %134 : tensor<f32>
    %136 = stablehlo.exponential %135 : tensor<f32>
    %cst_50 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %137 = stablehlo.multiply %cst_50, %136 : tensor<f32>
    %138 = stablehlo.add %130, %137 : tensor<f32>
    %139 = stablehlo.divide %122, %138 : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %140 = stablehlo.subtract %cst_51, %118 : tensor<f32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.multiply %140, %cst_52 : tensor<f32>
    %cst_53 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %142 = stablehlo.add %cst_53, %141 : tensor<f32>
    %cst_54 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %143 = stablehlo.multiply %cst_54, %142 : tensor<f32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %144 = stablehlo.add %cst_55, %143 : tensor<f32>
    %145 = stablehlo.log %118 : tensor<f32>
    %cst_56 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %146 = stablehlo.multiply %cst_56, %145 : tensor<f32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %147 = stablehlo.subtract %118, %cst_57 : tensor<f32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.multiply %cst_58, %147 : tensor<f32>
    %149 = stablehlo.add %146, %148 : tensor<f32>
    %150 = stablehlo.exponential %149 : tensor<f32>
    %cst_59 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %151 = stablehlo.multiply %cst_59, %150 : tensor<f32>
    %152 = stablehlo.multiply %118, %118 : tensor<f32>
    %153 = stablehlo.multiply %118, %152 : tensor<f32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.divide %cst_60, %153 : tensor<f32>
    %cst_61 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %155 = stablehlo.multiply %cst_61, %154 : tensor<f32>
    %156 = stablehlo.multiply %118, %118 : tensor<f32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %157 = stablehlo.divide %cst_62, %156 : tensor<f32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.multiply %cst_63, %157 : tensor<f32>
    %159 = stablehlo.add %155, %158 : tensor<f32>
    %160 = stablehlo.log %118 : tensor<f32>
    %cst_64 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %161 = stablehlo.multiply %cst_64, %160 : tensor<f32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %162 = stablehlo.subtract %118, %cst_65 : tensor<f32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.multiply %cst_66, %162 : tensor<f32>
    %164 = stablehlo.add %161, %163 : tensor<f32>
    %165 = stablehlo.exponential %164 : tensor<f32>
    %cst_67 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %166 = stablehlo.multiply %cst_67, %165 : tensor<f32>
    %167 = stablehlo.add %159, %166 : tensor<f32>
    %168 = stablehlo.divide %151, %167 : tensor<f32>
    %169 = stablehlo.multiply %144, %168 : tensor<f32>
    %170 = stablehlo.add %139, %169 : tensor<f32>
    %cst_68 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %171 = stablehlo.multiply %cst_68, %170 : tensor<f32>
    %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %172 = stablehlo.subtract %cst_69, %171 : tensor<f32>
    %173 = stablehlo.divide %172, %118 : tensor<f32>
    %174 = stablehlo.multiply %118, %118 : tensor<f32>
    %175 = stablehlo.multiply %118, %174 : tensor<f32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %176 = stablehlo.divide %cst_70, %175 : tensor<f32>
    %cst_71 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %177 = stablehlo.multiply %cst_71, %176 : tensor<f32>
    %178 = stablehlo.multiply %118, %118 : tensor<f32>
    %179 = stablehlo.multiply %118, %178 : tensor<f32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.divide %cst_72, %179 : tensor<f32>
    %cst_73 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %181 = stablehlo.multiply %cst_73, %180 : tensor<f32>
    %182 = stablehlo.multiply %118, %118 : tensor<f32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %183 = stablehlo.divide %cst_74, %182 : tensor<f32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.multiply %cst_75, %183 : tensor<f32>
    %185 = stablehlo.add %181, %184 : tensor<f32>
    %186 = stablehlo.log %118 : tensor<f32>
    %cst_76 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %187 = stablehlo.multiply %cst_76, %186 : tensor<f32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %188 = stablehlo.subtract %118, %cst_77 : tensor<f32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.multiply %cst_78, %188 : tensor<f32>
    %190 = stablehlo.add %187, %189 : tensor<f32>
    %191 = stablehlo.exponential %190 : tensor<f32>
    %cst_79 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %192 = stablehlo.multiply %cst_79, %191 : tensor<f32>
    %193 = stablehlo.add %185, %192 : tensor<f32>
    %194 = stablehlo.divide %177, %193 : tensor<f32>
    %cst_80 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %195 = stablehlo.multiply %cst_80, %194 : tensor<f32>
    %196 = stablehlo.divide %195, %118 : tensor<f32>
    %197 = stablehlo.divide %196, %118 : tensor<f32>
    %198 = stablehlo.slice %116 [0:1, 0:2] : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %199 = stablehlo.reshape %198 : (tensor<1x2xf32>) -> tensor<2xf32>
    %200 = stablehlo.slice %199 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %201 = stablehlo.reshape %200 : (tensor<1xf32>) -> tensor<f32>
    %202 = stablehlo.slice %199 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %203 = stablehlo.reshape %202 : (tensor<1xf32>) -> tensor<f32>
    %204 = stablehlo.slice %116 [1:2, 0:2] : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %205 = stablehlo.reshape %204 : (tensor<1x2xf32>) -> tensor<2xf32>
    %206 = stablehlo.slice %205 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %207 = stablehlo.reshape %206 : (tensor<1xf32>) -> tensor<f32>
    %208 = stablehlo.slice %205 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %209 = stablehlo.reshape %208 : (tensor<1xf32>) -> tensor<f32>
    %210 = stablehlo.negate %173 : tensor<f32>
    %211 = stablehlo.multiply %210, %207 : tensor<f32>
    %212 = stablehlo.multiply %197, %201 : tensor<f32>
    %213 = stablehlo.add %211, %212 : tensor<f32>
    %214 = stablehlo.negate %173 : tensor<f32>
    %215 = stablehlo.multiply %214, %209 : tensor<f32>
    %216 = stablehlo.multiply %197, %203 : tensor<f32>
    %217 = stablehlo.add %215, %216 : tensor<f32>
    %218 = stablehlo.multiply %201, %201 : tensor<f32>
    %219 = stablehlo.multiply %197, %218 : tensor<f32>
    %220 = stablehlo.subtract %217, %219 : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %222 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %223 = stablehlo.concatenate %221, %222, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %225 = stablehlo.broadcast_in_dim %213, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %226 = stablehlo.broadcast_in_dim %220, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %227 = stablehlo.concatenate %225, %226, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %229 = stablehlo.concatenate %224, %228, dim = 0 : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
    %230 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %231 = stablehlo.multiply %230, %229 : tensor<2x2xf32>
    %cst_81 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %233 = stablehlo.divide %231, %232 : tensor<2x2xf32>
    %234 = stablehlo.add %arg0, %233 : tensor<2x2xf32>
    %cst_82 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %235 = stablehlo.divide %0, %cst_82 : tensor<f32>
    %236 = stablehlo.add %arg1, %235 : tensor<f32>
    %237 = stablehlo.multiply %236, %236 : tensor<f32>
    %238 = stablehlo.multiply %236, %237 : tensor<f32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %239 = stablehlo.divide %cst_83, %238 : tensor<f32>
    %cst_84 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %240 = stablehlo.multiply %cst_84, %239 : tensor<f32>
    %241 = stablehlo.multiply %236, %236 : tensor<f32>
    %242 = stablehlo.multiply %236, %241 : tensor<f32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %243 = stablehlo.divide %cst_85, %242 : tensor<f32>
    %cst_86 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %244 = stablehlo.multiply %cst_86, %243 : tensor<f32>
    %245 = stablehlo.multiply %236, %236 : tensor<f32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %246 = stablehlo.divide %cst_87, %245 : tensor<f32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.multiply %cst_88, %246 : tensor<f32>
    %248 = stablehlo.add %244, %247 : tensor<f32>
    %249 = stablehlo.log %236 : tensor<f32>
    %cst_89 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %250 = stablehlo.multiply %cst_89, %249 : tensor<f32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %251 = stablehlo.subtract %236, %cst_90 : tensor<f32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.multiply %cst_91, %251 : tensor<f32>
    %253 = stablehlo.add %250, %252 : tensor<f32>
    %254 = stablehlo.exponential %253 : tensor<f32>
    %cst_92 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %255 = stablehlo.multiply %cst_92, %254 : tensor<f32>
    %256 = stablehlo.add %248, %255 : tensor<f32>
    %257 = stablehlo.divide %240, %256 : tensor<f32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %258 = stablehlo.subtract %cst_93, %236 : tensor<f32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.multiply %258, %cst_94 : tensor<f32>
    %cst_95 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %260 = stablehlo.add %cst_95, %259 : tensor<f32>
    %cst_96 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %261 = stablehlo.multiply %cst_96, %260 : tensor<f32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %262 = stablehlo.add %cst_97, %261 : tensor<f32>
    %263 = stablehlo.log %236 : tensor<f32>
    %cst_98 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %264 = stablehlo.multiply %cst_98, %263 : tensor<f32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %265 = stablehlo.subtract %236, %cst_99 : tensor<f32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.multiply %cst_100, %265 : tensor<f32>
    %267 = stablehlo.add %264, %266 : tensor<f32>
    %268 = stablehlo.exponential %267 : tensor<f32>
    %cst_101 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %269 = stablehlo.multiply %cst_101, %268 : tensor<f32>
    %270 = stablehlo.multiply %236, %236 : tensor<f32>
    %271 = stablehlo.multiply %236, %270 : tensor<f32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %272 = stablehlo.divide %cst_102, %271 : tensor<f32>
    %cst_103 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %273 = stablehlo.multiply %cst_103, %272 : tensor<f32>
    %274 = stablehlo.multiply %236, %236 : tensor<f32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %275 = stablehlo.divide %cst_104, %274 : tensor<f32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.multiply %cst_105, %275 : tensor<f32>
    %277 = stablehlo.add %273, %276 : tensor<f32>
    %278 = stablehlo.log %236 : tensor<f32>
    %cst_106 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %279 = stablehlo.multiply %cst_106, %278 : tensor<f32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %280 = stablehlo.subtract %236, %cst_107 : tensor<f32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.multiply %cst_108, %280 : tensor<f32>
    %282 = stablehlo.add %279, %281 : tensor<f32>
    %283 = stablehlo.exponential %282 : tensor<f32>
    %cst_109 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %284 = stablehlo.multiply %cst_109, %283 : tensor<f32>
    %285 = stablehlo.add %277, %284 : tensor<f32>
    %286 = stablehlo.divide %269, %285 : tensor<f32>
    %287 = stablehlo.multiply %262, %286 : tensor<f32>
    %288 = stablehlo.add %257, %287 : tensor<f32>
    %cst_110 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %289 = stablehlo.multiply %cst_110, %288 : tensor<f32>
    %cst_111 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %290 = stablehlo.subtract %cst_111, %289 : tensor<f32>
    %291 = stablehlo.divide %290, %236 : tensor<f32>
    %292 = stablehlo.multiply %236, %236 : tensor<f32>
    %293 = stablehlo.multiply %236, %292 : tensor<f32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %294 = stablehlo.divide %cst_112, %293 : tensor<f32>
    %cst_113 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %295 = stablehlo.multiply %cst_113, %294 : tensor<f32>
    %296 = stablehlo.multiply %236, %236 : tensor<f32>
    %297 = stablehlo.multiply %236, %296 : tensor<f32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %298 = stablehlo.divide %cst_114, %297 : tensor<f32>
    %cst_115 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %299 = stablehlo.multiply %cst_115, %298 : tensor<f32>
    %300 = stablehlo.multiply %236, %236 : tensor<f32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %301 = stablehlo.divide %cst_116, %300 : tensor<f32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.multiply %cst_117, %301 : tensor<f32>
    %303 = stablehlo.add %299, %302 : tensor<f32>
    %304 = stablehlo.log %236 : tensor<f32>
    %cst_118 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %305 = stablehlo.multiply %cst_118, %304 : tensor<f32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %306 = stablehlo.subtract %236, %cst_119 : tensor<f32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.multiply %cst_120, %306 : tensor<f32>
    %308 = stablehlo.add %305, %307 : tensor<f32>
    %309 = stablehlo.exponential %308 : tensor<f32>
    %cst_121 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %310 = stablehlo.multiply %cst_121, %309 : tensor<f32>
    %311 = stablehlo.add %303, %310 : tensor<f32>
    %312 = stablehlo.divide %295, %311 : tensor<f32>
    %cst_122 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %313 = stablehlo.multiply %cst_122, %312 : tensor<f32>
    %314 = stablehlo.divide %313, %236 : tensor<f32>
    %315 = stablehlo.divide %314, %236 : tensor<f32>
    %316 = stablehlo.slice %234 [0:1, 0:2] : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %317 = stablehlo.reshape %316 : (tensor<1x2xf32>) -> tensor<2xf32>
    %318 = stablehlo.slice %317 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %319 = stablehlo.reshape %318 : (tensor<1xf32>) -> tensor<f32>
    %320 = stablehlo.slice %317 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %321 = stablehlo.reshape %320 : (tensor<1xf32>) -> tensor<f32>
    %322 = stablehlo.slice %234 [1:2, 0:2] : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %323 = stablehlo.reshape %322 : (tensor<1x2xf32>) -> tensor<2xf32>
    %324 = stablehlo.slice %323 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %325 = stablehlo.reshape %324 : (tensor<1xf32>) -> tensor<f32>
    %326 = stablehlo.slice %323 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %327 = stablehlo.reshape %326 : (tensor<1xf32>) -> tensor<f32>
    %328 = stablehlo.negate %291 : tensor<f32>
    %329 = stablehlo.multiply %328, %325 : tensor<f32>
    %330 = stablehlo.multiply %315, %319 : tensor<f32>
    %331 = stablehlo.add %329, %330 : tensor<f32>
    %332 = stablehlo.negate %291 : tensor<f32>
    %333 = stablehlo.multiply %332, %327 : tensor<f32>
    %334 = stablehlo.multiply %315, %321 : tensor<f32>
    %335 = stablehlo.add %333, %334 : tensor<f32>
    %336 = stablehlo.multiply %319, %319 : tensor<f32>
    %337 = stablehlo.multiply %315, %336 : tensor<f32>
    %338 = stablehlo.subtract %335, %337 : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %340 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %341 = stablehlo.concatenate %339, %340, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %343 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %344 = stablehlo.broadcast_in_dim %338, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %345 = stablehlo.concatenate %343, %344, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %347 = stablehlo.concatenate %342, %346, dim = 0 : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
    %348 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %349 = stablehlo.multiply %348, %347 : tensor<2x2xf32>
    %350 = stablehlo.add %arg0, %349 : tensor<2x2xf32>
    %351 = stablehlo.multiply %arg2, %arg2 : tensor<f32>
    %352 = stablehlo.multiply %arg2, %351 : tensor<f32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %353 = stablehlo.divide %cst_123, %352 : tensor<f32>
    %cst_124 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %354 = stablehlo.multiply %cst_124, %353 : tensor<f32>
    %355 = stablehlo.multiply %arg2, %arg2 : tensor<f32>
    %356 = stablehlo.multiply %arg2, %355 : tensor<f32>
    %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %357 = stablehlo.divide %cst_125, %356 : tensor<f32>
    %cst_126 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %358 = stablehlo.multiply %cst_126, %357 : tensor<f32>
    %359 = stablehlo.multiply %arg2, %arg2 : tensor<f32>
    %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %360 = stablehlo.divide %cst_127, %359 : tensor<f32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.multiply %cst_128, %360 : tensor<f32>
    %362 = stablehlo.add %358, %361 : tensor<f32>
    %363 = stablehlo.log %arg2 : tensor<f32>
    %cst_129 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %364 = stablehlo.multiply %cst_129, %363 : tensor<f32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %365 = stablehlo.subtract %arg2, %cst_130 : tensor<f32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.multiply %cst_131, %365 : tensor<f32>
    %367 = stablehlo.add %364, %366 : tensor<f32>
    %368 = stablehlo.exponential %367 : tensor<f32>
    %cst_132 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %369 = stablehlo.multiply %cst_132, %368 : tensor<f32>
    %370 = stablehlo.add %362, %369 : tensor<f32>
    %371 = stablehlo.divide %354, %370 : tensor<f32>
    %cst_133 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %372 = stablehlo.subtract %cst_133, %arg2 : tensor<f32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.multiply %372, %cst_134 : tensor<f32>
    %cst_135 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %374 = stablehlo.add %cst_135, %373 : tensor<f32>
    %cst_136 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %375 = stablehlo.multiply %cst_136, %374 : tensor<f32>
    %cst_137 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %376 = stablehlo.add %cst_137, %375 : tensor<f32>
    %377 = stablehlo.log %arg2 : tensor<f32>
    %cst_138 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %378 = stablehlo.multiply %cst_138, %377 : tensor<f32>
    %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %379 = stablehlo.subtract %arg2, %cst_139 : tensor<f32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.multiply %cst_140, %379 : tensor<f32>
    %381 = stablehlo.add %378, %380 : tensor<f32>
    %382 = stablehlo.exponential %381 : tensor<f32>
    %cst_141 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %383 = stablehlo.multiply %cst_141, %382 : tensor<f32>
    %384 = stablehlo.multiply %arg2, %arg2 : tensor<f32>
    %385 = stablehlo.multiply %arg2, %384 : tensor<f32>
    %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %386 = stablehlo.divide %cst_142, %385 : tensor<f32>
    %cst_143 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %387 = stablehlo.multiply %cst_143, %386 : tensor<f32>
    %388 = stablehlo.multiply %arg2, %arg2 : tensor<f32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %389 = stablehlo.divide %cst_144, %388 : tensor<f32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.multiply %cst_145, %389 : tensor<f32>
    %391 = stablehlo.add %387, %390 : tensor<f32>
    %392 = stablehlo.log %arg2 : tensor<f32>
    %cst_146 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %393 = stablehlo.multiply %cst_146, %392 : tensor<f32>
    %cst_147 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %394 = stablehlo.subtract %arg2, %cst_147 : tensor<f32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.multiply %cst_148, %394 : tensor<f32>
    %396 = stablehlo.add %393, %395 : tensor<f32>
    %397 = stablehlo.exponential %396 : tensor<f32>
    %cst_149 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %398 = stablehlo.multiply %cst_149, %397 : tensor<f32>
    %399 = stablehlo.add %391, %398 : tensor<f32>
    %400 = stablehlo.divide %383, %399 : tensor<f32>
    %401 = stablehlo.multiply %376, %400 : tensor<f32>
    %402 = stablehlo.add %371, %401 : tensor<f32>
    %cst_150 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %403 = stablehlo.multiply %cst_150, %402 : tensor<f32>
    %cst_151 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %404 = stablehlo.subtract %cst_151, %403 : tensor<f32>
    %405 = stablehlo.divide %404, %arg2 : tensor<f32>
    %406 = stablehlo.multiply %arg2, %arg2 : tensor<f32>
    %407 = stablehlo.multiply %arg2, %406 : tensor<f32>
    %cst_152 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %408 = stablehlo.divide %cst_152, %407 : tensor<f32>
    %cst_153 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %409 = stablehlo.multiply %cst_153, %408 : tensor<f32>
    %410 = stablehlo.multiply %arg2, %arg2 : tensor<f32>
    %411 = stablehlo.multiply %arg2, %410 : tensor<f32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %412 = stablehlo.divide %cst_154, %411 : tensor<f32>
    %cst_155 = stablehlo.constant dense<2.986000e-01> : tensor<f32>
    %413 = stablehlo.multiply %cst_155, %412 : tensor<f32>
    %414 = stablehlo.multiply %arg2, %arg2 : tensor<f32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %415 = stablehlo.divide %cst_156, %414 : tensor<f32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.multiply %cst_157, %415 : tensor<f32>
    %417 = stablehlo.add %413, %416 : tensor<f32>
    %418 = stablehlo.log %arg2 : tensor<f32>
    %cst_158 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
    %419 = stablehlo.multiply %cst_158, %418 : tensor<f32>
    %cst_159 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %420 = stablehlo.subtract %arg2, %cst_159 : tensor<f32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.multiply %cst_160, %420 : tensor<f32>
    %422 = stablehlo.add %419, %421 : tensor<f32>
    %423 = stablehlo.exponential %422 : tensor<f32>
    %cst_161 = stablehlo.constant dense<0.701399981> : tensor<f32>
    %424 = stablehlo.multiply %cst_161, %423 : tensor<f32>
    %425 = stablehlo.add %417, %424 : tensor<f32>
    %426 = stablehlo.divide %409, %425 : tensor<f32>
    %cst_162 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %427 = stablehlo.multiply %cst_162, %426 : tensor<f32>
    %428 = stablehlo.divide %427, %arg2 : tensor<f32>
    %429 = stablehlo.divide %428, %arg2 : tensor<f32>
    %430 = stablehlo.slice %350 [0:1, 0:2] : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %431 = stablehlo.reshape %430 : (tensor<1x2xf32>) -> tensor<2xf32>
    %432 = stablehlo.slice %431 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %433 = stablehlo.reshape %432 : (tensor<1xf32>) -> tensor<f32>
    %434 = stablehlo.slice %431 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %435 = stablehlo.reshape %434 : (tensor<1xf32>) -> tensor<f32>
    %436 = stablehlo.slice %350 [1:2, 0:2] : (tensor<2x2xf32>) -> tensor<1x2xf32>
    %437 = stablehlo.reshape %436 : (tensor<1x2xf32>) -> tensor<2xf32>
    %438 = stablehlo.slice %437 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %439 = stablehlo.reshape %438 : (tensor<1xf32>) -> tensor<f32>
    %440 = stablehlo.slice %437 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %441 = stablehlo.reshape %440 : (tensor<1xf32>) -> tensor<f32>
    %442 = stablehlo.negate %405 : tensor<f32>
    %443 = stablehlo.multiply %442, %439 : tensor<f32>
    %444 = stablehlo.multiply %429, %433 : tensor<f32>
    %445 = stablehlo.add %443, %444 : tensor<f32>
    %446 = stablehlo.negate %405 : tensor<f32>
    %447 = stablehlo.multiply %446, %441 : tensor<f32>
    %448 = stablehlo.multiply %429, %435 : tensor<f32>
    %449 = stablehlo.add %447, %448 : tensor<f32>
    %450 = stablehlo.multiply %433, %433 : tensor<f32>
    %451 = stablehlo.multiply %429, %450 : tensor<f32>
    %452 = stablehlo.subtract %449, %451 : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %439, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %454 = stablehlo.broadcast_in_dim %441, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %455 = stablehlo.concatenate %453, %454, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %457 = stablehlo.broadcast_in_dim %445, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %458 = stablehlo.broadcast_in_dim %452, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %459 = stablehlo.concatenate %457, %458, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %461 = stablehlo.concatenate %456, %460, dim = 0 : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
    %cst_163 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %462 = stablehlo.multiply %cst_163, %0 : tensor<f32>
    %cst_164 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %464 = stablehlo.multiply %463, %229 : tensor<2x2xf32>
    %465 = stablehlo.add %111, %464 : tensor<2x2xf32>
    %cst_165 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %467 = stablehlo.multiply %466, %347 : tensor<2x2xf32>
    %468 = stablehlo.add %465, %467 : tensor<2x2xf32>
    %469 = stablehlo.add %468, %461 : tensor<2x2xf32>
    %470 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %471 = stablehlo.multiply %470, %469 : tensor<2x2xf32>
    %472 = stablehlo.add %arg0, %471 : tensor<2x2xf32>
    return %472, %arg2, %472 : tensor<2x2xf32>, tensor<f32>, tensor<2x2xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<128x2x2xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<i32>) -> tensor<128x2x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x2xf32>) -> tensor<1x2x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<128x2x2xf32>, tensor<1x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<128x2x2xf32>
    return %1 : tensor<128x2x2xf32>
  }
  func.func private @_interp(%arg0: tensor<1xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>) -> tensor<1xf32> {
    %0 = stablehlo.convert %arg0 : tensor<1xf32>
    %1 = call @searchsorted(%arg1, %0) : (tensor<128xf32>, tensor<1xf32>) -> tensor<1xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<127> : tensor<i32>
    %2 = call @clip(%1, %c, %c_0) : (tensor<1xi32>, tensor<i32>, tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.compare LT, %2, %3, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_2 = stablehlo.constant dense<128> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.add %2, %5 : tensor<1xi32>
    %7 = stablehlo.select %4, %6, %2 : tensor<1xi1>, tensor<1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = "stablehlo.gather"(%arg2, %8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<128xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.subtract %2, %10 : tensor<1xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.compare LT, %11, %12, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_5 = stablehlo.constant dense<128> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %15 = stablehlo.add %11, %14 : tensor<1xi32>
    %16 = stablehlo.select %13, %15, %11 : tensor<1xi1>, tensor<1xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %18 = "stablehlo.gather"(%arg2, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<128xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %19 = stablehlo.subtract %9, %18 : tensor<1xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.compare LT, %2, %20, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_7 = stablehlo.constant dense<128> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = stablehlo.add %2, %22 : tensor<1xi32>
    %24 = stablehlo.select %21, %23, %2 : tensor<1xi1>, tensor<1xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %26 = "stablehlo.gather"(%arg1, %25) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<128xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = stablehlo.subtract %2, %27 : tensor<1xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %30 = stablehlo.compare LT, %28, %29, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_10 = stablehlo.constant dense<128> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %32 = stablehlo.add %28, %31 : tensor<1xi32>
    %33 = stablehlo.select %30, %32, %28 : tensor<1xi1>, tensor<1xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %35 = "stablehlo.gather"(%arg1, %34) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<128xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %36 = stablehlo.subtract %26, %35 : tensor<1xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %38 = stablehlo.subtract %2, %37 : tensor<1xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %40 = stablehlo.compare LT, %38, %39, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_13 = stablehlo.constant dense<128> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %42 = stablehlo.add %38, %41 : tensor<1xi32>
    %43 = stablehlo.select %40, %42, %38 : tensor<1xi1>, tensor<1xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %45 = "stablehlo.gather"(%arg1, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<128xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %46 = stablehlo.subtract %0, %45 : tensor<1xf32>
    %47 = stablehlo.abs %36 : tensor<1xf32>
    %cst = stablehlo.constant dense<1.42108547E-14> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %49 = stablehlo.compare LE, %47, %48, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %51 = stablehlo.subtract %2, %50 : tensor<1xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %53 = stablehlo.compare LT, %51, %52, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_16 = stablehlo.constant dense<128> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %55 = stablehlo.add %51, %54 : tensor<1xi32>
    %56 = stablehlo.select %53, %55, %51 : tensor<1xi1>, tensor<1xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %58 = "stablehlo.gather"(%arg2, %57) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<128xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %60 = stablehlo.subtract %2, %59 : tensor<1xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %62 = stablehlo.compare LT, %60, %61, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_19 = stablehlo.constant dense<128> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %64 = stablehlo.add %60, %63 : tensor<1xi32>
    %65 = stablehlo.select %62, %64, %60 : tensor<1xi1>, tensor<1xi32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %67 = "stablehlo.gather"(%arg2, %66) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<128xf32>, tensor<1x1xi32>) -> tensor<1xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %68 = call @_where_7(%49, %c_20, %36) : (tensor<1xi1>, tensor<i32>, tensor<1xf32>) -> tensor<1xf32>
    %69 = stablehlo.divide %46, %68 : tensor<1xf32>
    %70 = stablehlo.multiply %69, %19 : tensor<1xf32>
    %71 = stablehlo.add %67, %70 : tensor<1xf32>
    %72 = call @_where_8(%49, %58, %71) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %73 = stablehlo.slice %arg2 [0:1] : (tensor<128xf32>) -> tensor<1xf32>
    %74 = stablehlo.reshape %73 : (tensor<1xf32>) -> tensor<f32>
    %75 = stablehlo.slice %arg1 [0:1] : (tensor<128xf32>) -> tensor<1xf32>
    %76 = stablehlo.reshape %75 : (tensor<1xf32>) -> tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %78 = stablehlo.compare LT, %0, %77, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %79 = call @_where_9(%78, %74, %72) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %80 = stablehlo.slice %arg2 [127:128] : (tensor<128xf32>) -> tensor<1xf32>
    %81 = stablehlo.reshape %80 : (tensor<1xf32>) -> tensor<f32>
    %82 = stablehlo.slice %arg1 [127:128] : (tensor<128xf32>) -> tensor<1xf32>
    %83 = stablehlo.reshape %82 : (tensor<1xf32>) -> tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %85 = stablehlo.compare GT, %0, %84, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %86 = call @_where_9(%85, %81, %79) : (tensor<1xi1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    return %86 : tensor<1xf32>
  }
  func.func private @searchsorted(%arg0: tensor<128xf32>, %arg1: tensor<1xf32>) -> tensor<1xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<128xf32>, tensor<1xf32>) -> tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<128xf32>, %arg1: tensor<1xf32>) -> tensor<1xi32> {
    %0 = call @_searchsorted_scan_impl_5(%arg0, %arg1) : (tensor<128xf32>, tensor<1xf32>) -> tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func private @_searchsorted_scan_impl_5(%arg0: tensor<128xf32>, %arg1: tensor<1xf32>) -> tensor<1xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<128> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<128xf32>, tensor<1xf32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>
    cond {
      %c_6 = stablehlo.constant dense<8> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_6(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<128xf32>, tensor<1xf32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<128xf32>, tensor<1xf32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<1xui32>) -> tensor<1xi32>
    return %3 : tensor<1xi32>
  }
  func.func private @closed_call_6(%arg0: tensor<128xf32>, %arg1: tensor<1xf32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<1xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<1xui32>, tensor<i32>) -> tensor<1xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<1xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<128xf32>, tensor<1x1xui32>) -> tensor<1x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x1xf32>) -> tensor<1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<1xi1>, tensor<1xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<1xi1>, tensor<1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<1xi1>, tensor<1xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<1xi1>, tensor<1xf32>
    %20 = stablehlo.compare LT, %12, %19, TOTALORDER : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<1xi1>, tensor<1xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<1xi1>, tensor<1xui32>
    return %21, %22 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @floor_divide(%arg0: tensor<1xui32>, %arg1: tensor<i32>) -> tensor<1xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<1xui32>
    return %2 : tensor<1xui32>
  }
  func.func private @clip(%arg0: tensor<1xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<1xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<1xi32>
    return %5 : tensor<1xi32>
  }
  func.func private @_where_7(%arg0: tensor<1xi1>, %arg1: tensor<i32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<1xi1>, tensor<1xf32>
    return %2 : tensor<1xf32>
  }
  func.func private @_where_8(%arg0: tensor<1xi1>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1xi1>, tensor<1xf32>
    return %0 : tensor<1xf32>
  }
  func.func private @_where_9(%arg0: tensor<1xi1>, %arg1: tensor<f32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<1xi1>, tensor<1xf32>
    return %1 : tensor<1xf32>
  }
  func.func private @clip_10(%arg0: tensor<1xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<1xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<1xf32>
    return %5 : tensor<1xf32>
  }
  func.func private @cic_paint(%arg0: tensor<32x32x32xf32>, %arg1: tensor<32768x3xf32>) -> tensor<32x32x32xf32> {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 1.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00]]]> : tensor<1x8x3xf32>
    %c = stablehlo.constant dense<32> : tensor<3xi32>
    %0 = stablehlo.reshape %arg1 : (tensor<32768x3xf32>) -> tensor<32x32x32x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<32x32x32x3xf32>) -> tensor<32768x3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<32768x3xf32>) -> tensor<32768x1x3xf32>
    %3 = stablehlo.floor %2 : tensor<32768x1x3xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<32768x1x3xf32>) -> tensor<32768x8x3xf32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2] : (tensor<1x8x3xf32>) -> tensor<32768x8x3xf32>
    %6 = stablehlo.add %4, %5 : tensor<32768x8x3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<32768x1x3xf32>) -> tensor<32768x8x3xf32>
    %8 = stablehlo.subtract %7, %6 : tensor<32768x8x3xf32>
    %9 = stablehlo.abs %8 : tensor<32768x8x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32768x8x3xf32>
    %11 = stablehlo.subtract %10, %9 : tensor<32768x8x3xf32>
    %12 = stablehlo.slice %11 [0:32768, 0:8, 0:1] : (tensor<32768x8x3xf32>) -> tensor<32768x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<32768x8x1xf32>) -> tensor<32768x8xf32>
    %14 = stablehlo.slice %11 [0:32768, 0:8, 1:2] : (tensor<32768x8x3xf32>) -> tensor<32768x8x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<32768x8x1xf32>) -> tensor<32768x8xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<32768x8xf32>
    %17 = stablehlo.slice %11 [0:32768, 0:8, 2:3] : (tensor<32768x8x3xf32>) -> tensor<32768x8x1xf32>
    %18 = stablehlo.reshape %17 : (tensor<32768x8x1xf32>) -> tensor<32768x8xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<32768x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %21 = stablehlo.convert %20 : tensor<1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32768x8xf32>
    %24 = stablehlo.multiply %23, %19 : tensor<32768x8xf32>
    %25 = stablehlo.convert %6 : (tensor<32768x8x3xf32>) -> tensor<32768x8x3xi32>
    %26 = call @remainder_3(%25, %c) : (tensor<32768x8x3xi32>, tensor<3xi32>) -> tensor<32768x8x3xi32>
    %27 = "stablehlo.scatter"(%arg0, %26, %24) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %28 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %28 : tensor<f32>
    }) : (tensor<32x32x32xf32>, tensor<32768x8x3xi32>, tensor<32768x8xf32>) -> tensor<32x32x32xf32>
    return %27 : tensor<32x32x32xf32>
  }
}
