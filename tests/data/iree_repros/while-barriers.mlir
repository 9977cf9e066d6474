// IREE 3.13, every target: iree-compile segfaults in ConvertToStream (ScfWhileOpConversion ->
// applySignatureConversion): diffrax's diffeqsolve (Bosh3, constant steps, N=8) of a spectral
// vector field, its FFTs lowered by portable mode (plain StableHLO, no FFT left). The canonicalizer
// makes the two regions of its scf.while loops carry different values: the stage loop ignores the
// incoming value of what it writes every trip, the outer loop yields a constant first-trip flag.
// Registry entry while-barriers (one optimization_barrier over each body's arguments and yields).
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result"}) attributes {iree.reflection = {iree_vkfft.program = "{\22entry\22: \22main\22, \22ffts\22: [{\22constant_bytes\22: 344, \22count\22: 1, \22description\22: \22RFFT[8] float32[8] -> complex64[5]\22, \22flops\22: 208, \22plan\22: [\228: real, even/odd samples packed into 4: radix 4\22]}, {\22constant_bytes\22: 368, \22count\22: 1, \22description\22: \22IRFFT[8] complex64[5] -> float32[8]\22, \22flops\22: 202, \22plan\22: [\228: real, even/odd samples packed into 4: radix 4\22]}], \22flags\22: [\22--iree-input-type=stablehlo\22, \22--iree-hal-target-device=local\22, \22--iree-hal-local-target-device-backends=llvm-cpu\22, \22--iree-llvmcpu-target-cpu=host\22, \22--iree-input-demote-f64-to-f32=false\22, \22--iree-opt-const-eval=false\22], \22format\22: 1, \22inputs\22: [[[8], \22float32\22]], \22iree\22: \223.13.0rc20261016\22, \22mode\22: \22portable\22, \22options\22: {\22cpu\22: \22host\22, \22cpu_driver\22: \22local-sync\22, \22disable_workarounds\22: [], \22extra_args\22: [\22--iree-opt-const-eval=false\22], \22keep_f64\22: true, \22rocm_target\22: null, \22target\22: \22llvm-cpu\22, \22vulkan_target\22: \22auto\22, \22workarounds\22: true}, \22outputs\22: [[[8], \22float32\22]]}"}} {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %cst = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c_6 = stablehlo.constant dense<-1> : tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %cst_11 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.000000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 7.500000e-01, 0.000000e+00, 0.000000e+00], [0.222222224, 0.333333343, 0.444444448, 0.000000e+00]]> : tensor<4x4xf32>
    %cst_12 = stablehlo.constant dense<[0.000000e+00, 5.000000e-01, 7.500000e-01, 1.000000e+00]> : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<[-0.0694444477, 0.0833333358, 0.111111112, -1.250000e-01]> : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %0 = stablehlo.convert %cst_14 : tensor<f32>
    %1 = stablehlo.compare LT, %cst_9, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.select %1, %c_7, %c_6 : tensor<i1>, tensor<i32>
    %3 = stablehlo.convert %2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.multiply %cst_9, %3 : tensor<f32>
    %5 = stablehlo.convert %2 : (tensor<i32>) -> tensor<f32>
    %6 = stablehlo.multiply %cst_8, %5 : tensor<f32>
    %7 = stablehlo.convert %2 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.multiply %0, %7 : tensor<f32>
    %9 = stablehlo.subtract %6, %4 : tensor<f32>
    %10 = chlo.next_after %8, %cst_5 : tensor<f32>, tensor<f32> -> tensor<f32>
    %11 = stablehlo.compare EQ, %8, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %12 = stablehlo.select %11, %cst_4, %10 : tensor<i1>, tensor<f32>
    %13 = stablehlo.divide %9, %12 : tensor<f32>
    %14 = stablehlo.ceil %13 : tensor<f32>
    %15 = stablehlo.convert %14 : (tensor<f32>) -> tensor<i32>
    %16 = stablehlo.is_finite %6 : (tensor<f32>) -> tensor<i1>
    %17 = stablehlo.convert %c_6 : tensor<i32>
    %18 = stablehlo.select %16, %15, %17 : tensor<i1>, tensor<i32>
    %19 = stablehlo.is_finite %6 : (tensor<f32>) -> tensor<i1>
    %20 = stablehlo.select %19, %6, %8 : tensor<i1>, tensor<f32>
    %21 = stablehlo.add %4, %8 : tensor<f32>
    %22 = stablehlo.minimum %21, %6 : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.convert %2 : (tensor<i32>) -> tensor<f32>
    %25 = stablehlo.multiply %24, %cst_5 : tensor<f32>
    %26 = stablehlo.convert %25 : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %29 = chlo.next_after %6, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %30 = stablehlo.compare EQ, %6, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %31 = stablehlo.select %30, %cst, %29 : tensor<i1>, tensor<f32>
    %32 = chlo.next_after %31, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %33 = stablehlo.compare EQ, %31, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %34 = stablehlo.select %33, %cst, %32 : tensor<i1>, tensor<f32>
    %35 = chlo.next_after %34, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %36 = stablehlo.compare EQ, %34, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %37 = stablehlo.select %36, %cst, %35 : tensor<i1>, tensor<f32>
    %38 = chlo.next_after %37, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %39 = stablehlo.compare EQ, %37, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %40 = stablehlo.select %39, %cst, %38 : tensor<i1>, tensor<f32>
    %41 = chlo.next_after %40, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %42 = stablehlo.compare EQ, %40, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %43 = stablehlo.select %42, %cst, %41 : tensor<i1>, tensor<f32>
    %44 = chlo.next_after %43, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %45 = stablehlo.compare EQ, %43, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %46 = stablehlo.select %45, %cst, %44 : tensor<i1>, tensor<f32>
    %47 = chlo.next_after %46, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %48 = stablehlo.compare EQ, %46, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %49 = stablehlo.select %48, %cst, %47 : tensor<i1>, tensor<f32>
    %50 = chlo.next_after %49, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %51 = stablehlo.compare EQ, %49, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %52 = stablehlo.select %51, %cst, %50 : tensor<i1>, tensor<f32>
    %53 = chlo.next_after %52, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %54 = stablehlo.compare EQ, %52, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %55 = stablehlo.select %54, %cst, %53 : tensor<i1>, tensor<f32>
    %56 = chlo.next_after %55, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %57 = stablehlo.compare EQ, %55, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %58 = stablehlo.select %57, %cst, %56 : tensor<i1>, tensor<f32>
    %59 = chlo.next_after %58, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %60 = stablehlo.compare EQ, %58, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %61 = stablehlo.select %60, %cst, %59 : tensor<i1>, tensor<f32>
    %62 = chlo.next_after %61, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %63 = stablehlo.compare EQ, %61, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %64 = stablehlo.select %63, %cst, %62 : tensor<i1>, tensor<f32>
    %65 = chlo.next_after %64, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %66 = stablehlo.compare EQ, %64, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %67 = stablehlo.select %66, %cst, %65 : tensor<i1>, tensor<f32>
    %68 = chlo.next_after %67, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %69 = stablehlo.compare EQ, %67, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %70 = stablehlo.select %69, %cst, %68 : tensor<i1>, tensor<f32>
    %71 = chlo.next_after %70, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %72 = stablehlo.compare EQ, %70, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %73 = stablehlo.select %72, %cst, %71 : tensor<i1>, tensor<f32>
    %74 = chlo.next_after %73, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %75 = stablehlo.compare EQ, %73, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %76 = stablehlo.select %75, %cst, %74 : tensor<i1>, tensor<f32>
    %77 = chlo.next_after %76, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %78 = stablehlo.compare EQ, %76, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %79 = stablehlo.select %78, %cst, %77 : tensor<i1>, tensor<f32>
    %80 = chlo.next_after %79, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %81 = stablehlo.compare EQ, %79, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %82 = stablehlo.select %81, %cst, %80 : tensor<i1>, tensor<f32>
    %83 = chlo.next_after %82, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %84 = stablehlo.compare EQ, %82, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %85 = stablehlo.select %84, %cst, %83 : tensor<i1>, tensor<f32>
    %86 = chlo.next_after %85, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %87 = stablehlo.compare EQ, %85, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %88 = stablehlo.select %87, %cst, %86 : tensor<i1>, tensor<f32>
    %89 = chlo.next_after %88, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %90 = stablehlo.compare EQ, %88, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %91 = stablehlo.select %90, %cst, %89 : tensor<i1>, tensor<f32>
    %92 = chlo.next_after %91, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %93 = stablehlo.compare EQ, %91, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %94 = stablehlo.select %93, %cst, %92 : tensor<i1>, tensor<f32>
    %95 = chlo.next_after %94, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %96 = stablehlo.compare EQ, %94, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %97 = stablehlo.select %96, %cst, %95 : tensor<i1>, tensor<f32>
    %98 = chlo.next_after %97, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %99 = stablehlo.compare EQ, %97, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %100 = stablehlo.select %99, %cst, %98 : tensor<i1>, tensor<f32>
    %101 = chlo.next_after %100, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %102 = stablehlo.compare EQ, %100, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %103 = stablehlo.select %102, %cst, %101 : tensor<i1>, tensor<f32>
    %104 = chlo.next_after %103, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %105 = stablehlo.compare EQ, %103, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %106 = stablehlo.select %105, %cst, %104 : tensor<i1>, tensor<f32>
    %107 = chlo.next_after %106, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %108 = stablehlo.compare EQ, %106, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %109 = stablehlo.select %108, %cst, %107 : tensor<i1>, tensor<f32>
    %110 = chlo.next_after %109, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %111 = stablehlo.compare EQ, %109, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %112 = stablehlo.select %111, %cst, %110 : tensor<i1>, tensor<f32>
    %113 = chlo.next_after %112, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %114 = stablehlo.compare EQ, %112, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %115 = stablehlo.select %114, %cst, %113 : tensor<i1>, tensor<f32>
    %116 = chlo.next_after %115, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %117 = stablehlo.compare EQ, %115, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %118 = stablehlo.select %117, %cst, %116 : tensor<i1>, tensor<f32>
    %119 = chlo.next_after %118, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %120 = stablehlo.compare EQ, %118, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %121 = stablehlo.select %120, %cst, %119 : tensor<i1>, tensor<f32>
    %122 = chlo.next_after %121, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %123 = stablehlo.compare EQ, %121, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %124 = stablehlo.select %123, %cst, %122 : tensor<i1>, tensor<f32>
    %125 = chlo.next_after %124, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %126 = stablehlo.compare EQ, %124, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %127 = stablehlo.select %126, %cst, %125 : tensor<i1>, tensor<f32>
    %128 = chlo.next_after %127, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %129 = stablehlo.compare EQ, %127, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %130 = stablehlo.select %129, %cst, %128 : tensor<i1>, tensor<f32>
    %131 = chlo.next_after %130, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %132 = stablehlo.compare EQ, %130, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %133 = stablehlo.select %132, %cst, %131 : tensor<i1>, tensor<f32>
    %134 = chlo.next_after %133, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %135 = stablehlo.compare EQ, %133, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %136 = stablehlo.select %135, %cst, %134 : tensor<i1>, tensor<f32>
    %137 = chlo.next_after %136, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %138 = stablehlo.compare EQ, %136, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %139 = stablehlo.select %138, %cst, %137 : tensor<i1>, tensor<f32>
    %140 = chlo.next_after %139, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %141 = stablehlo.compare EQ, %139, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %142 = stablehlo.select %141, %cst, %140 : tensor<i1>, tensor<f32>
    %143 = chlo.next_after %142, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %144 = stablehlo.compare EQ, %142, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %145 = stablehlo.select %144, %cst, %143 : tensor<i1>, tensor<f32>
    %146 = chlo.next_after %145, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %147 = stablehlo.compare EQ, %145, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %148 = stablehlo.select %147, %cst, %146 : tensor<i1>, tensor<f32>
    %149 = chlo.next_after %148, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %150 = stablehlo.compare EQ, %148, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %151 = stablehlo.select %150, %cst, %149 : tensor<i1>, tensor<f32>
    %152 = chlo.next_after %151, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %153 = stablehlo.compare EQ, %151, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %154 = stablehlo.select %153, %cst, %152 : tensor<i1>, tensor<f32>
    %155 = chlo.next_after %154, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %156 = stablehlo.compare EQ, %154, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %157 = stablehlo.select %156, %cst, %155 : tensor<i1>, tensor<f32>
    %158 = chlo.next_after %157, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %159 = stablehlo.compare EQ, %157, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %160 = stablehlo.select %159, %cst, %158 : tensor<i1>, tensor<f32>
    %161 = chlo.next_after %160, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %162 = stablehlo.compare EQ, %160, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %163 = stablehlo.select %162, %cst, %161 : tensor<i1>, tensor<f32>
    %164 = chlo.next_after %163, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %165 = stablehlo.compare EQ, %163, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %166 = stablehlo.select %165, %cst, %164 : tensor<i1>, tensor<f32>
    %167 = chlo.next_after %166, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %168 = stablehlo.compare EQ, %166, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %169 = stablehlo.select %168, %cst, %167 : tensor<i1>, tensor<f32>
    %170 = chlo.next_after %169, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %171 = stablehlo.compare EQ, %169, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %172 = stablehlo.select %171, %cst, %170 : tensor<i1>, tensor<f32>
    %173 = chlo.next_after %172, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %174 = stablehlo.compare EQ, %172, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %175 = stablehlo.select %174, %cst, %173 : tensor<i1>, tensor<f32>
    %176 = chlo.next_after %175, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %177 = stablehlo.compare EQ, %175, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %178 = stablehlo.select %177, %cst, %176 : tensor<i1>, tensor<f32>
    %179 = chlo.next_after %178, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %180 = stablehlo.compare EQ, %178, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %181 = stablehlo.select %180, %cst, %179 : tensor<i1>, tensor<f32>
    %182 = chlo.next_after %181, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %183 = stablehlo.compare EQ, %181, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %184 = stablehlo.select %183, %cst, %182 : tensor<i1>, tensor<f32>
    %185 = chlo.next_after %184, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %186 = stablehlo.compare EQ, %184, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %187 = stablehlo.select %186, %cst, %185 : tensor<i1>, tensor<f32>
    %188 = chlo.next_after %187, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %189 = stablehlo.compare EQ, %187, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %190 = stablehlo.select %189, %cst, %188 : tensor<i1>, tensor<f32>
    %191 = chlo.next_after %190, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %192 = stablehlo.compare EQ, %190, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %193 = stablehlo.select %192, %cst, %191 : tensor<i1>, tensor<f32>
    %194 = chlo.next_after %193, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %195 = stablehlo.compare EQ, %193, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %196 = stablehlo.select %195, %cst, %194 : tensor<i1>, tensor<f32>
    %197 = chlo.next_after %196, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %198 = stablehlo.compare EQ, %196, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %199 = stablehlo.select %198, %cst, %197 : tensor<i1>, tensor<f32>
    %200 = chlo.next_after %199, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %201 = stablehlo.compare EQ, %199, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %202 = stablehlo.select %201, %cst, %200 : tensor<i1>, tensor<f32>
    %203 = chlo.next_after %202, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %204 = stablehlo.compare EQ, %202, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %205 = stablehlo.select %204, %cst, %203 : tensor<i1>, tensor<f32>
    %206 = chlo.next_after %205, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %207 = stablehlo.compare EQ, %205, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %208 = stablehlo.select %207, %cst, %206 : tensor<i1>, tensor<f32>
    %209 = chlo.next_after %208, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %210 = stablehlo.compare EQ, %208, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %211 = stablehlo.select %210, %cst, %209 : tensor<i1>, tensor<f32>
    %212 = chlo.next_after %211, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %213 = stablehlo.compare EQ, %211, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %214 = stablehlo.select %213, %cst, %212 : tensor<i1>, tensor<f32>
    %215 = chlo.next_after %214, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %216 = stablehlo.compare EQ, %214, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %217 = stablehlo.select %216, %cst, %215 : tensor<i1>, tensor<f32>
    %218 = chlo.next_after %217, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %219 = stablehlo.compare EQ, %217, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %220 = stablehlo.select %219, %cst, %218 : tensor<i1>, tensor<f32>
    %221 = chlo.next_after %220, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %222 = stablehlo.compare EQ, %220, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %223 = stablehlo.select %222, %cst, %221 : tensor<i1>, tensor<f32>
    %224 = chlo.next_after %223, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %225 = stablehlo.compare EQ, %223, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %226 = stablehlo.select %225, %cst, %224 : tensor<i1>, tensor<f32>
    %227 = chlo.next_after %226, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %228 = stablehlo.compare EQ, %226, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %229 = stablehlo.select %228, %cst, %227 : tensor<i1>, tensor<f32>
    %230 = chlo.next_after %229, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %231 = stablehlo.compare EQ, %229, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %232 = stablehlo.select %231, %cst, %230 : tensor<i1>, tensor<f32>
    %233 = chlo.next_after %232, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %234 = stablehlo.compare EQ, %232, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %235 = stablehlo.select %234, %cst, %233 : tensor<i1>, tensor<f32>
    %236 = chlo.next_after %235, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %237 = stablehlo.compare EQ, %235, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %238 = stablehlo.select %237, %cst, %236 : tensor<i1>, tensor<f32>
    %239 = chlo.next_after %238, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %240 = stablehlo.compare EQ, %238, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %241 = stablehlo.select %240, %cst, %239 : tensor<i1>, tensor<f32>
    %242 = chlo.next_after %241, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %243 = stablehlo.compare EQ, %241, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %244 = stablehlo.select %243, %cst, %242 : tensor<i1>, tensor<f32>
    %245 = chlo.next_after %244, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %246 = stablehlo.compare EQ, %244, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %247 = stablehlo.select %246, %cst, %245 : tensor<i1>, tensor<f32>
    %248 = chlo.next_after %247, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %249 = stablehlo.compare EQ, %247, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %250 = stablehlo.select %249, %cst, %248 : tensor<i1>, tensor<f32>
    %251 = chlo.next_after %250, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %252 = stablehlo.compare EQ, %250, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %253 = stablehlo.select %252, %cst, %251 : tensor<i1>, tensor<f32>
    %254 = chlo.next_after %253, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %255 = stablehlo.compare EQ, %253, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %256 = stablehlo.select %255, %cst, %254 : tensor<i1>, tensor<f32>
    %257 = chlo.next_after %256, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %258 = stablehlo.compare EQ, %256, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %259 = stablehlo.select %258, %cst, %257 : tensor<i1>, tensor<f32>
    %260 = chlo.next_after %259, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %261 = stablehlo.compare EQ, %259, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %262 = stablehlo.select %261, %cst, %260 : tensor<i1>, tensor<f32>
    %263 = chlo.next_after %262, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %264 = stablehlo.compare EQ, %262, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %265 = stablehlo.select %264, %cst, %263 : tensor<i1>, tensor<f32>
    %266 = chlo.next_after %265, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %267 = stablehlo.compare EQ, %265, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %268 = stablehlo.select %267, %cst, %266 : tensor<i1>, tensor<f32>
    %269 = chlo.next_after %268, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %270 = stablehlo.compare EQ, %268, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %271 = stablehlo.select %270, %cst, %269 : tensor<i1>, tensor<f32>
    %272 = chlo.next_after %271, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %273 = stablehlo.compare EQ, %271, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %274 = stablehlo.select %273, %cst, %272 : tensor<i1>, tensor<f32>
    %275 = chlo.next_after %274, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %276 = stablehlo.compare EQ, %274, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %277 = stablehlo.select %276, %cst, %275 : tensor<i1>, tensor<f32>
    %278 = chlo.next_after %277, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %279 = stablehlo.compare EQ, %277, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %280 = stablehlo.select %279, %cst, %278 : tensor<i1>, tensor<f32>
    %281 = chlo.next_after %280, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %282 = stablehlo.compare EQ, %280, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %283 = stablehlo.select %282, %cst, %281 : tensor<i1>, tensor<f32>
    %284 = chlo.next_after %283, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %285 = stablehlo.compare EQ, %283, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %286 = stablehlo.select %285, %cst, %284 : tensor<i1>, tensor<f32>
    %287 = chlo.next_after %286, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %288 = stablehlo.compare EQ, %286, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %289 = stablehlo.select %288, %cst, %287 : tensor<i1>, tensor<f32>
    %290 = chlo.next_after %289, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %291 = stablehlo.compare EQ, %289, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %292 = stablehlo.select %291, %cst, %290 : tensor<i1>, tensor<f32>
    %293 = chlo.next_after %292, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %294 = stablehlo.compare EQ, %292, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %295 = stablehlo.select %294, %cst, %293 : tensor<i1>, tensor<f32>
    %296 = chlo.next_after %295, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %297 = stablehlo.compare EQ, %295, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %298 = stablehlo.select %297, %cst, %296 : tensor<i1>, tensor<f32>
    %299 = chlo.next_after %298, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %300 = stablehlo.compare EQ, %298, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %301 = stablehlo.select %300, %cst, %299 : tensor<i1>, tensor<f32>
    %302 = chlo.next_after %301, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %303 = stablehlo.compare EQ, %301, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %304 = stablehlo.select %303, %cst, %302 : tensor<i1>, tensor<f32>
    %305 = chlo.next_after %304, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %306 = stablehlo.compare EQ, %304, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %307 = stablehlo.select %306, %cst, %305 : tensor<i1>, tensor<f32>
    %308 = chlo.next_after %307, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %309 = stablehlo.compare EQ, %307, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %310 = stablehlo.select %309, %cst, %308 : tensor<i1>, tensor<f32>
    %311 = chlo.next_after %310, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %312 = stablehlo.compare EQ, %310, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %313 = stablehlo.select %312, %cst, %311 : tensor<i1>, tensor<f32>
    %314 = chlo.next_after %313, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %315 = stablehlo.compare EQ, %313, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %316 = stablehlo.select %315, %cst, %314 : tensor<i1>, tensor<f32>
    %317 = chlo.next_after %316, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %318 = stablehlo.compare EQ, %316, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %319 = stablehlo.select %318, %cst, %317 : tensor<i1>, tensor<f32>
    %320 = chlo.next_after %319, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %321 = stablehlo.compare EQ, %319, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %322 = stablehlo.select %321, %cst, %320 : tensor<i1>, tensor<f32>
    %323 = chlo.next_after %322, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %324 = stablehlo.compare EQ, %322, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %325 = stablehlo.select %324, %cst, %323 : tensor<i1>, tensor<f32>
    %326 = chlo.next_after %325, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %327 = stablehlo.compare EQ, %325, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %328 = stablehlo.select %327, %cst, %326 : tensor<i1>, tensor<f32>
    %329 = stablehlo.compare LT, %4, %6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %330 = stablehlo.and %329, %c_10 : tensor<i1>
    %331:32 = stablehlo.while(%iterArg = %6, %iterArg_15 = %c_10, %iterArg_16 = %2, %iterArg_17 = %cst_11, %iterArg_18 = %cst_12, %iterArg_19 = %cst_13, %iterArg_20 = %c_10, %iterArg_21 = %6, %iterArg_22 = %328, %iterArg_23 = %4, %iterArg_24 = %c_10, %iterArg_25 = %c_1, %iterArg_26 = %330, %iterArg_27 = %c_10, %iterArg_28 = %arg0, %iterArg_29 = %4, %iterArg_30 = %22, %iterArg_31 = %c_2, %iterArg_32 = %c_10, %iterArg_33 = %23, %iterArg_34 = %c_7, %iterArg_35 = %18, %iterArg_36 = %4, %iterArg_37 = %20, %iterArg_38 = %c_1, %iterArg_39 = %c_1, %iterArg_40 = %c_1, %iterArg_41 = %c_1, %iterArg_42 = %c_1, %iterArg_43 = %27, %iterArg_44 = %28, %iterArg_45 = %c_1) : tensor<f32>, tensor<i1>, tensor<i32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<8xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1x8xf32>, tensor<i32>
    cond {
      %339 = stablehlo.compare LT, %iterArg_29, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %340 = stablehlo.and %339, %iterArg_15 : tensor<i1>
      %341 = stablehlo.reduce(%340 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %342 = stablehlo.compare LT, %iterArg_25, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %343 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<i1>
      %344 = stablehlo.compare NE, %342, %343, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %345 = stablehlo.convert %344 : tensor<i1>
      %346 = stablehlo.and %341, %345 : tensor<i1>
      stablehlo.return %346 : tensor<i1>
    } do {
      %339 = stablehlo.subtract %iterArg_30, %iterArg_29 : tensor<f32>
      %340 = stablehlo.compare EQ, %iterArg_16, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %341 = stablehlo.negate %iterArg_30 : tensor<f32>
      %342 = stablehlo.select %340, %iterArg_29, %341 : tensor<i1>, tensor<f32>
      %343 = stablehlo.compare EQ, %iterArg_16, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %344 = stablehlo.negate %iterArg_29 : tensor<f32>
      %345 = stablehlo.select %343, %iterArg_30, %344 : tensor<i1>, tensor<f32>
      %346 = stablehlo.subtract %345, %342 : tensor<f32>
      %347 = stablehlo.convert %iterArg_16 : (tensor<i32>) -> tensor<f32>
      %348 = stablehlo.multiply %347, %346 : tensor<f32>
      %349 = stablehlo.or %iterArg_32, %c_2 : tensor<i1>
      %350 = stablehlo.reduce(%349 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %351 = stablehlo.select %350, %c_1, %c_7 : tensor<i1>, tensor<i32>
      %352 = stablehlo.convert %c_1 : (tensor<i32>) -> tensor<f32>
      %353 = stablehlo.broadcast_in_dim %352, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %354 = stablehlo.select %350, %353, %iterArg_33 : tensor<i1>, tensor<8xf32>
      %355 = stablehlo.broadcast_in_dim %348, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %356 = stablehlo.multiply %355, %354 : tensor<8xf32>
      %357 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %358 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %359 = "stablehlo.scatter"(%357, %358, %356) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
        stablehlo.return %arg2 : tensor<f32>
      }) : (tensor<4x8xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<4x8xf32>
      %360 = stablehlo.compare LT, %351, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %361:16 = stablehlo.while(%iterArg_46 = %iterArg_17, %iterArg_47 = %iterArg_18, %iterArg_48 = %iterArg_28, %iterArg_49 = %339, %iterArg_50 = %iterArg_29, %iterArg_51 = %iterArg_30, %iterArg_52 = %iterArg_16, %iterArg_53 = %348, %iterArg_54 = %c_1, %iterArg_55 = %360, %iterArg_56 = %c_10, %iterArg_57 = %351, %iterArg_58 = %iterArg_28, %iterArg_59 = %354, %iterArg_60 = %359, %iterArg_61 = %c_1) : tensor<4x4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<i32>
      cond {
        %393 = stablehlo.compare LT, %iterArg_57, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %394 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<i1>
        %395 = stablehlo.compare NE, %393, %394, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %396 = stablehlo.convert %395 : tensor<i1>
        %397 = stablehlo.reduce(%396 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %398 = stablehlo.compare LT, %iterArg_54, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %399 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<i1>
        %400 = stablehlo.compare NE, %398, %399, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %401 = stablehlo.convert %400 : tensor<i1>
        %402 = stablehlo.and %397, %401 : tensor<i1>
        stablehlo.return %402 : tensor<i1>
      } do {
        %393 = stablehlo.convert %iterArg_57 : tensor<i32>
        %394 = stablehlo.compare LT, %393, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %395 = stablehlo.add %393, %c : tensor<i32>
        %396 = stablehlo.select %394, %395, %393 : tensor<i1>, tensor<i32>
        %397 = stablehlo.compare LT, %c_1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %398 = stablehlo.add %c_1, %c : tensor<i32>
        %399 = stablehlo.select %397, %398, %c_1 : tensor<i1>, tensor<i32>
        %400 = stablehlo.dynamic_slice %iterArg_46, %396, %399, sizes = [1, 4] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
        %401 = stablehlo.reshape %400 : (tensor<1x4xf32>) -> tensor<4xf32>
        %402 = stablehlo.dot_general %401, %iterArg_60, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<8xf32>
        %403 = stablehlo.add %iterArg_48, %402 : tensor<8xf32>
        %404 = stablehlo.iota dim = 0 : tensor<5xi32>
        %405 = stablehlo.multiply %404, %404 : tensor<5xi32>
        %406 = stablehlo.negate %405 : tensor<5xi32>
        %407 = stablehlo.convert %406 : (tensor<5xi32>) -> tensor<5xf32>
        %408 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<5xf32>
        %409 = stablehlo.multiply %407, %408 : tensor<5xf32>
        %410 = stablehlo.reshape %403 : (tensor<8xf32>) -> tensor<4x2xf32>
        %411 = stablehlo.transpose %410, dims = [1, 0] : (tensor<4x2xf32>) -> tensor<2x4xf32>
        %cst_62 = stablehlo.constant dense<[[[[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [-0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00]], [[1.000000e+00, 6.12323426E-17, -1.000000e+00, -1.83697015E-16], [-0.000000e+00, 1.000000e+00, 1.22464685E-16, -1.000000e+00]], [[1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00], [-0.000000e+00, 1.22464685E-16, -0.000000e+00, 1.22464685E-16]], [[1.000000e+00, -1.83697015E-16, -1.000000e+00, 6.12323426E-17], [-0.000000e+00, -1.000000e+00, 1.22464685E-16, 1.000000e+00]]], [[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00]], [[0.000000e+00, -1.000000e+00, -1.22464685E-16, 1.000000e+00], [1.000000e+00, 6.12323426E-17, -1.000000e+00, -1.83697015E-16]], [[0.000000e+00, -1.22464685E-16, 0.000000e+00, -1.22464685E-16], [1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00]], [[0.000000e+00, 1.000000e+00, -1.22464685E-16, -1.000000e+00], [1.000000e+00, -1.83697015E-16, -1.000000e+00, 6.12323426E-17]]]]> : tensor<2x4x2x4xf32>
        %412 = stablehlo.dot_general %cst_62, %411, contracting_dims = [2, 3] x [0, 1] : (tensor<2x4x2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %413 = stablehlo.slice %412 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
        %414 = stablehlo.concatenate %412, %413, dim = 1 : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x5xf32>
        %415 = stablehlo.reverse %414, dims = [1] : tensor<2x5xf32>
        %cst_63 = stablehlo.constant dense<[1.000000e+00, -1.000000e+00]> : tensor<2xf32>
        %416 = stablehlo.broadcast_in_dim %cst_63, dims = [0] : (tensor<2xf32>) -> tensor<2x5xf32>
        %417 = stablehlo.multiply %415, %416 : tensor<2x5xf32>
        %418 = stablehlo.add %414, %417 : tensor<2x5xf32>
        %419 = stablehlo.subtract %414, %417 : tensor<2x5xf32>
        %cst_64 = stablehlo.constant dense<5.000000e-01> : tensor<2x5xf32>
        %420 = stablehlo.multiply %418, %cst_64 : tensor<2x5xf32>
        %cst_65 = stablehlo.constant dense<[[0.000000e+00, -0.353553385, -5.000000e-01, -0.353553385, -6.12323426E-17], [0.000000e+00, -0.353553385, -5.000000e-01, -0.353553385, -6.12323426E-17]]> : tensor<2x5xf32>
        %421 = stablehlo.broadcast_in_dim %cst_65, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5xf32>
        %422 = stablehlo.multiply %419, %421 : tensor<2x5xf32>
        %423 = stablehlo.reverse %419, dims = [0] : tensor<2x5xf32>
        %cst_66 = stablehlo.constant dense<[[5.000000e-01, 0.353553385, 3.06161713E-17, -0.353553385, -5.000000e-01], [-5.000000e-01, -0.353553385, -3.06161713E-17, 0.353553385, 5.000000e-01]]> : tensor<2x5xf32>
        %424 = stablehlo.broadcast_in_dim %cst_66, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5xf32>
        %425 = stablehlo.multiply %423, %424 : tensor<2x5xf32>
        %426 = stablehlo.add %422, %425 : tensor<2x5xf32>
        %427 = stablehlo.add %420, %426 : tensor<2x5xf32>
        %428 = stablehlo.slice %427 [0:1, 0:5] : (tensor<2x5xf32>) -> tensor<1x5xf32>
        %429 = stablehlo.reshape %428 : (tensor<1x5xf32>) -> tensor<5xf32>
        %430 = stablehlo.slice %427 [1:2, 0:5] : (tensor<2x5xf32>) -> tensor<1x5xf32>
        %431 = stablehlo.reshape %430 : (tensor<1x5xf32>) -> tensor<5xf32>
        %432 = stablehlo.complex %429, %431 : tensor<5xcomplex<f32>>
        %433 = stablehlo.convert %409 : (tensor<5xf32>) -> tensor<5xcomplex<f32>>
        %434 = stablehlo.multiply %433, %432 : tensor<5xcomplex<f32>>
        %435 = stablehlo.convert %c_1 : (tensor<i32>) -> tensor<complex<f32>>
        %436 = stablehlo.pad %434, %435, low = [0], high = [0], interior = [0] : (tensor<5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
        %437 = stablehlo.real %436 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
        %438 = stablehlo.imag %436 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
        %439 = stablehlo.reshape %437 : (tensor<5xf32>) -> tensor<1x5xf32>
        %440 = stablehlo.reshape %438 : (tensor<5xf32>) -> tensor<1x5xf32>
        %441 = stablehlo.concatenate %439, %440, dim = 0 : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<2x5xf32>
        %cst_67 = stablehlo.constant dense<[[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<2x5xf32>
        %442 = stablehlo.broadcast_in_dim %cst_67, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5xf32>
        %443 = stablehlo.multiply %441, %442 : tensor<2x5xf32>
        %444 = stablehlo.slice %443 [0:2, 0:4] : (tensor<2x5xf32>) -> tensor<2x4xf32>
        %445 = stablehlo.reverse %443, dims = [1] : tensor<2x5xf32>
        %446 = stablehlo.slice %445 [0:2, 0:4] : (tensor<2x5xf32>) -> tensor<2x4xf32>
        %cst_68 = stablehlo.constant dense<[1.000000e+00, -1.000000e+00]> : tensor<2xf32>
        %447 = stablehlo.broadcast_in_dim %cst_68, dims = [0] : (tensor<2xf32>) -> tensor<2x4xf32>
        %448 = stablehlo.multiply %446, %447 : tensor<2x4xf32>
        %449 = stablehlo.add %444, %448 : tensor<2x4xf32>
        %450 = stablehlo.subtract %444, %448 : tensor<2x4xf32>
        %cst_69 = stablehlo.constant dense<5.000000e-01> : tensor<2x4xf32>
        %451 = stablehlo.multiply %449, %cst_69 : tensor<2x4xf32>
        %cst_70 = stablehlo.constant dense<[[0.000000e+00, -0.353553385, -5.000000e-01, -0.353553385], [0.000000e+00, -0.353553385, -5.000000e-01, -0.353553385]]> : tensor<2x4xf32>
        %452 = stablehlo.broadcast_in_dim %cst_70, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4xf32>
        %453 = stablehlo.multiply %450, %452 : tensor<2x4xf32>
        %454 = stablehlo.reverse %450, dims = [0] : tensor<2x4xf32>
        %cst_71 = stablehlo.constant dense<[[-5.000000e-01, -0.353553385, -3.06161713E-17, 0.353553385], [5.000000e-01, 0.353553385, 3.06161713E-17, -0.353553385]]> : tensor<2x4xf32>
        %455 = stablehlo.broadcast_in_dim %cst_71, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4xf32>
        %456 = stablehlo.multiply %454, %455 : tensor<2x4xf32>
        %457 = stablehlo.add %453, %456 : tensor<2x4xf32>
        %458 = stablehlo.add %451, %457 : tensor<2x4xf32>
        %cst_72 = stablehlo.constant dense<[[[[2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01], [-0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00]], [[2.500000e-01, 1.53080857E-17, -2.500000e-01, -4.59242537E-17], [-0.000000e+00, -2.500000e-01, -3.06161713E-17, 2.500000e-01]], [[2.500000e-01, -2.500000e-01, 2.500000e-01, -2.500000e-01], [-0.000000e+00, -3.06161713E-17, -0.000000e+00, -3.06161713E-17]], [[2.500000e-01, -4.59242537E-17, -2.500000e-01, 1.53080857E-17], [-0.000000e+00, 2.500000e-01, -3.06161713E-17, -2.500000e-01]]], [[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01]], [[0.000000e+00, 2.500000e-01, 3.06161713E-17, -2.500000e-01], [2.500000e-01, 1.53080857E-17, -2.500000e-01, -4.59242537E-17]], [[0.000000e+00, 3.06161713E-17, 0.000000e+00, 3.06161713E-17], [2.500000e-01, -2.500000e-01, 2.500000e-01, -2.500000e-01]], [[0.000000e+00, -2.500000e-01, 3.06161713E-17, 2.500000e-01], [2.500000e-01, -4.59242537E-17, -2.500000e-01, 1.53080857E-17]]]]> : tensor<2x4x2x4xf32>
        %459 = stablehlo.dot_general %cst_72, %458, contracting_dims = [2, 3] x [0, 1] : (tensor<2x4x2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %460 = stablehlo.transpose %459, dims = [1, 0] : (tensor<2x4xf32>) -> tensor<4x2xf32>
        %461 = stablehlo.reshape %460 : (tensor<4x2xf32>) -> tensor<1x8xf32>
        %462 = stablehlo.reshape %461 : (tensor<1x8xf32>) -> tensor<8xf32>
        %463 = stablehlo.broadcast_in_dim %iterArg_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
        %464 = stablehlo.multiply %463, %462 : tensor<8xf32>
        %465 = stablehlo.compare LT, %iterArg_57, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %466 = stablehlo.add %iterArg_57, %c : tensor<i32>
        %467 = stablehlo.select %465, %466, %iterArg_57 : tensor<i1>, tensor<i32>
        %468 = stablehlo.convert %467 : tensor<i32>
        %469 = stablehlo.broadcast_in_dim %468, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %470 = "stablehlo.scatter"(%iterArg_60, %469, %464) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
          stablehlo.return %arg2 : tensor<f32>
        }) : (tensor<4x8xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<4x8xf32>
        %471 = stablehlo.add %iterArg_57, %c_7 : tensor<i32>
        %472 = stablehlo.add %iterArg_54, %c_7 : tensor<i32>
        %473 = stablehlo.compare LT, %471, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %474 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<i1>
        %475 = stablehlo.compare NE, %iterArg_55, %474, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %476 = stablehlo.convert %475 : tensor<i1>
        %477 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<i1>
        %478 = stablehlo.compare NE, %473, %477, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %479 = stablehlo.convert %478 : tensor<i1>
        %480 = stablehlo.and %476, %479 : tensor<i1>
        stablehlo.return %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %472, %480, %iterArg_55, %471, %403, %462, %470, %iterArg_61 : tensor<4x4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<i32>
      }
      %362 = stablehlo.add %iterArg_34, %c_7 : tensor<i32>
      %363 = stablehlo.subtract %iterArg_37, %iterArg_36 : tensor<f32>
      %364 = stablehlo.convert %362 : (tensor<i32>) -> tensor<f32>
      %365 = stablehlo.convert %iterArg_35 : (tensor<i32>) -> tensor<f32>
      %366 = stablehlo.divide %364, %365 : tensor<f32>
      %367 = stablehlo.multiply %363, %366 : tensor<f32>
      %368 = stablehlo.add %iterArg_36, %367 : tensor<f32>
      %369 = stablehlo.compare EQ, %362, %iterArg_35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %370 = stablehlo.select %369, %iterArg_37, %368 : tensor<i1>, tensor<f32>
      %371 = stablehlo.compare GE, %iterArg_35, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %372 = stablehlo.add %iterArg_30, %iterArg_37 : tensor<f32>
      %373 = stablehlo.select %371, %370, %372 : tensor<i1>, tensor<f32>
      %374 = stablehlo.minimum %iterArg_30, %iterArg_21 : tensor<f32>
      %375 = stablehlo.compare GT, %373, %iterArg_22, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %376 = stablehlo.subtract %iterArg_21, %374 : tensor<f32>
      %377 = stablehlo.multiply %cst_8, %376 : tensor<f32>
      %378 = stablehlo.add %374, %377 : tensor<f32>
      %379 = stablehlo.select %c_10, %iterArg_21, %378 : tensor<i1>, tensor<f32>
      %380 = stablehlo.select %375, %379, %373 : tensor<i1>, tensor<f32>
      %381 = stablehlo.select %c_10, %361#12, %iterArg_28 : tensor<i1>, tensor<8xf32>
      %382 = stablehlo.select %c_10, %c_2, %iterArg_32 : tensor<i1>, tensor<i1>
      %383 = stablehlo.select %c_10, %361#13, %iterArg_33 : tensor<i1>, tensor<8xf32>
      %384 = stablehlo.add %iterArg_39, %c_7 : tensor<i32>
      %385 = stablehlo.select %c_10, %c_7, %c_1 : tensor<i1>, tensor<i32>
      %386 = stablehlo.add %iterArg_40, %385 : tensor<i32>
      %387 = stablehlo.select %c_10, %c_1, %c_7 : tensor<i1>, tensor<i32>
      %388 = stablehlo.add %iterArg_41, %387 : tensor<i32>
      %389 = stablehlo.add %iterArg_25, %c_7 : tensor<i32>
      %390 = stablehlo.compare LT, %374, %iterArg_21, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %391 = stablehlo.and %390, %iterArg_24 : tensor<i1>
      %392 = stablehlo.and %iterArg_26, %391 : tensor<i1>
      stablehlo.return %iterArg, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %389, %392, %iterArg_26, %381, %374, %380, %c_2, %382, %383, %362, %iterArg_35, %iterArg_36, %iterArg_37, %c_1, %384, %386, %388, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45 : tensor<f32>, tensor<i1>, tensor<i32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<8xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1x8xf32>, tensor<i32>
    }
    %332 = stablehlo.broadcast_in_dim %331#14, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %333 = stablehlo.compare LT, %331#31, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %334 = stablehlo.convert %331#31 : tensor<i32>
    %335 = stablehlo.add %334, %c_7 : tensor<i32>
    %336 = stablehlo.select %333, %335, %331#31 : tensor<i1>, tensor<i32>
    %337 = stablehlo.dynamic_update_slice %331#30, %332, %336, %c_1 : (tensor<1x8xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %338 = stablehlo.reshape %337 : (tensor<1x8xf32>) -> tensor<8xf32>
    return %338 : tensor<8xf32>
  }
}
