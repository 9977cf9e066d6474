// A conditional in a loop body whose second branch hands back the logits computed before it
// (registry entry fresh-branch-results; the form of Flax's forced-token logits processor in
// Whisper's decoder loop, reduced from the whole transcription, issue 46). IREE 3.13 frees the
// branch result's origin after the conditional: a transient slab the loop's other values share.
// llvm-cpu on local-task: "transient buffer has not been committed; ensure the alloca signal
// semaphores are satisfied before accessing it"; Vulkan: "transient buffer has no staged Vulkan
// backing"; local-sync runs it. Exported with jax.jit(f).lower(x, w, k) (2x64, 64x1000, k=[3]).
module @jit_loop_heavy attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x64xf32>, %arg1: tensor<64x1000xf32>, %arg2: tensor<1xi32>) -> (tensor<2x8xi32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3:7 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %arg2, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1, %iterArg_6 = %arg0, %iterArg_7 = %2) : tensor<64x1000xf32>, tensor<1xi32>, tensor<i32>, tensor<2x8xi32>, tensor<2x8x64xf32>, tensor<2x64xf32>, tensor<2xi1>
    cond {
      %c_8 = stablehlo.constant dense<8> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_9 = stablehlo.constant dense<true> : tensor<i1>
      %5 = stablehlo.reduce(%iterArg_7 init: %c_9) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
      %6 = stablehlo.not %5 : tensor<i1>
      %c_10 = stablehlo.constant dense<false> : tensor<i1>
      %7 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<i1>
      %8 = stablehlo.compare NE, %4, %7, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %9 = stablehlo.convert %8 : tensor<i1>
      %10 = stablehlo.and %9, %6 : tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %4 = stablehlo.sine %iterArg_6 : tensor<2x64xf32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_3, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.convert %iterArg_3 : tensor<i32>
      %c_9 = stablehlo.constant dense<8> : tensor<i32>
      %8 = stablehlo.add %7, %c_9 : tensor<i32>
      %9 = stablehlo.select %6, %8, %iterArg_3 : tensor<i1>, tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.dynamic_update_slice %iterArg_5, %5, %c_10, %9, %c_11 : (tensor<2x8x64xf32>, tensor<2x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64xf32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.reduce(%10 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x64xf32>
      %12 = stablehlo.add %iterArg_6, %11 : tensor<2x64xf32>
      %13 = stablehlo.tanh %12 : tensor<2x64xf32>
      %14 = stablehlo.dot_general %13, %iterArg, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x1000xf32>) -> tensor<2x1000xf32>
      %15 = stablehlo.reshape %iterArg_2 : (tensor<1xi32>) -> tensor<i32>
      %16 = stablehlo.convert %iterArg_3 : tensor<i32>
      %17 = stablehlo.compare LT, %16, %15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %18 = stablehlo.convert %17 : (tensor<i1>) -> tensor<i32>
      %19 = "stablehlo.case"(%18) ({
        stablehlo.return %14 : tensor<2x1000xf32>
      }, {
        %35 = stablehlo.cosine %iterArg_6 : tensor<2x64xf32>
        %36 = stablehlo.dot_general %35, %iterArg, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x1000xf32>) -> tensor<2x1000xf32>
        %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
        %37 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x1000xf32>
        %38 = stablehlo.multiply %36, %37 : tensor<2x1000xf32>
        stablehlo.return %38 : tensor<2x1000xf32>
      }) : (tensor<i32>) -> tensor<2x1000xf32>
      %20 = func.call @argmax(%19) : (tensor<2x1000xf32>) -> tensor<2xi32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %22 = stablehlo.compare LT, %iterArg_3, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %23 = stablehlo.convert %iterArg_3 : tensor<i32>
      %c_14 = stablehlo.constant dense<8> : tensor<i32>
      %24 = stablehlo.add %23, %c_14 : tensor<i32>
      %25 = stablehlo.select %22, %24, %iterArg_3 : tensor<i1>, tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %26 = stablehlo.dynamic_update_slice %iterArg_4, %21, %c_15, %25 : (tensor<2x8xi32>, tensor<2x1xi32>, tensor<i32>, tensor<i32>) -> tensor<2x8xi32>
      %27 = stablehlo.slice %19 [0:2, 0:64] : (tensor<2x1000xf32>) -> tensor<2x64xf32>
      %cst_16 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %28 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %29 = stablehlo.multiply %27, %28 : tensor<2x64xf32>
      %30 = stablehlo.add %iterArg_6, %29 : tensor<2x64xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %31 = stablehlo.add %iterArg_3, %c_17 : tensor<i32>
      %c_18 = stablehlo.constant dense<3> : tensor<i32>
      %32 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %33 = stablehlo.compare EQ, %20, %32, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
      %34 = stablehlo.or %iterArg_7, %33 : tensor<2xi1>
      stablehlo.return %iterArg, %iterArg_2, %31, %26, %10, %30, %34 : tensor<64x1000xf32>, tensor<1xi32>, tensor<i32>, tensor<2x8xi32>, tensor<2x8x64xf32>, tensor<2x64xf32>, tensor<2xi1>
    }
    return %3#3 : tensor<2x8xi32>
  }
  func.func private @argmax(%arg0: tensor<2x1000xf32>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x1000xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x1000xf32>, tensor<2x1000xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<2xi32>
  }
}
