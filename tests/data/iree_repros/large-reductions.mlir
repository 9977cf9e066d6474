// IREE 3.13, vulkan-spirv (llvmpipe target, 32 KiB of shared memory): Whisper log-mel after
// its FFT (split mode's second segment, 4 s of audio): the max over both dims of the 400x80
// log-mel, used again elementwise and transposed, is kept whole in workgroup memory: "uses
// 204808 bytes of shared memory; exceeded the limit of 32768 bytes" (1536008 at 30 s, where
// iree-compile takes 3 minutes to say so). Registry entry large-reductions (a reduce over the
// inner dim, then over the rest).
func.func public @main(%arg0: tensor<401x201xcomplex<f32>>, %arg1: tensor<201x80xf32>) -> tensor<80x400xf32> {
  %cst = stablehlo.constant dense<1.000000e-10> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<400x80xf32>
  %cst_0 = stablehlo.constant dense<0.434294492> : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<400x80xf32>
  %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
  %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
  %2 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<400x80xf32>
  %3 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<400x80xf32>
  %4 = stablehlo.slice %arg0 [0:400, 0:201] : (tensor<401x201xcomplex<f32>>) -> tensor<400x201xcomplex<f32>>
  %5 = stablehlo.abs %4 : (tensor<400x201xcomplex<f32>>) -> tensor<400x201xf32>
  %6 = stablehlo.multiply %5, %5 : tensor<400x201xf32>
  %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<400x201xf32>, tensor<201x80xf32>) -> tensor<400x80xf32>
  %8 = stablehlo.maximum %7, %0 : tensor<400x80xf32>
  %9 = stablehlo.log %8 : tensor<400x80xf32>
  %10 = stablehlo.multiply %9, %1 : tensor<400x80xf32>
  %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<400x80xf32>, tensor<f32>) -> tensor<f32>
  %12 = stablehlo.subtract %11, %cst_2 : tensor<f32>
  %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<400x80xf32>
  %14 = stablehlo.maximum %10, %13 : tensor<400x80xf32>
  %15 = stablehlo.add %14, %2 : tensor<400x80xf32>
  %16 = stablehlo.divide %15, %3 : tensor<400x80xf32>
  %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<400x80xf32>) -> tensor<80x400xf32>
  return %17 : tensor<80x400xf32>
}
