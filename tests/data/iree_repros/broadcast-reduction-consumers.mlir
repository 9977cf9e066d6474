// IREE 3.13, vulkan-spirv (lavapipe, --iree-vulkan-target=llvmpipe): WRONG NUMBERS without an
// error. A reduction (stablehlo.reduce, or a dot_general: a reduction over its contracting dims)
// and a consumer that broadcasts its result along a new leading dimension are fused into one
// dispatch. The SPIR-V BaseDistribute pipeline then tiles the consumer with the reduction's
// tile sizes, dimension by dimension (the reduction's parallel dim falls on the consumer's
// broadcast dim), so part of the output is never written: zeros here, and whatever the buffer
// held in a big program (dinosaur's NaNs or 1e22 divergence, changing from call to call).
// llvm-cpu and XLA are right. Came from dinosaur 1.5.1's PrimitiveEquationsSigma (T21,
// imex_rk_sil3, tests/data/programs/libraries/dinosaur_primitive_equations_t21_imex.mlir) in
// portable and inline mode.
// Result 0, x + x.sum(0): columns 8-15, 24-31 and 40-43 hold x alone (rel. error 0.9).
// Result 1, dinosaur's sigma-level integral: a batched 23 x (44x8).(8x1) dot_general, transposed,
// broadcast over the 8 levels and scaled per level (rel. error 1).
// Each result is right with a stablehlo.optimization_barrier on the reduce / dot_general result,
// which keeps the broadcasting consumer out of the reduction's dispatch.
module @broadcast_reduction_consumers {
  func.func public @main(%x: tensor<8x44xf32>, %a: tensor<8x44x23xf32>, %w: tensor<23x1x8xf32>,
                         %s: tensor<8x1x1xf32>) -> (tensor<8x44xf32>, tensor<8x44x23xf32>) {
    %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %sum = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<8x44xf32>, tensor<f32>) -> tensor<44xf32>
    %sumb = stablehlo.broadcast_in_dim %sum, dims = [1] : (tensor<44xf32>) -> tensor<8x44xf32>
    %r0 = stablehlo.add %x, %sumb : tensor<8x44xf32>
    %d = stablehlo.dot_general %a, %w, batching_dims = [2] x [0], contracting_dims = [0] x [2], precision = [HIGHEST, HIGHEST] : (tensor<8x44x23xf32>, tensor<23x1x8xf32>) -> tensor<23x44x1xf32>
    %t = stablehlo.transpose %d, dims = [2, 1, 0] : (tensor<23x44x1xf32>) -> tensor<1x44x23xf32>
    %tb = stablehlo.broadcast_in_dim %t, dims = [0, 1, 2] : (tensor<1x44x23xf32>) -> tensor<8x44x23xf32>
    %sb = stablehlo.broadcast_in_dim %s, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x44x23xf32>
    %r1 = stablehlo.multiply %sb, %tb : tensor<8x44x23xf32>
    return %r0, %r1 : tensor<8x44xf32>, tensor<8x44x23xf32>
  }
}
