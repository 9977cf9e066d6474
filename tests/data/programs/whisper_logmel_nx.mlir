// Whisper log-mel spectrogram as Nx/Bumblebee emits it (hand-written in Nx's style, one flat
// function): a complex FFT of length 400 of the real frames converted to complex, then a slice
// of the first 201 bins, where JAX emits an RFFT. Same inputs and result as whisper_logmel.mlir.
module {
  func.func public @main(%arg0: tensor<480000xf32>, %arg1: tensor<201x80xf32>, %arg2: tensor<400xf32>) -> tensor<80x3000xf32> {
    %0 = stablehlo.slice %arg0 [1:201] : (tensor<480000xf32>) -> tensor<200xf32>
    %1 = stablehlo.reverse %0, dims = [0] : tensor<200xf32>
    %2 = stablehlo.slice %arg0 [479799:479999] : (tensor<480000xf32>) -> tensor<200xf32>
    %3 = stablehlo.reverse %2, dims = [0] : tensor<200xf32>
    %4 = stablehlo.concatenate %1, %arg0, %3, dim = 0 : (tensor<200xf32>, tensor<480000xf32>, tensor<200xf32>) -> tensor<480400xf32>
    %5 = stablehlo.iota dim = 0 : tensor<3001x400xi32>
    %6 = stablehlo.constant dense<160> : tensor<3001x400xi32>
    %7 = stablehlo.multiply %5, %6 : tensor<3001x400xi32>
    %8 = stablehlo.iota dim = 1 : tensor<3001x400xi32>
    %9 = stablehlo.add %7, %8 : tensor<3001x400xi32>
    %10 = stablehlo.reshape %9 : (tensor<3001x400xi32>) -> tensor<3001x400x1xi32>
    %11 = "stablehlo.gather"(%4, %10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<480400xf32>, tensor<3001x400x1xi32>) -> tensor<3001x400xf32>
    %12 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<400xf32>) -> tensor<3001x400xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<3001x400xf32>
    %14 = stablehlo.convert %13 : (tensor<3001x400xf32>) -> tensor<3001x400xcomplex<f32>>
    %15 = stablehlo.fft %14, type = FFT, length = [400] : (tensor<3001x400xcomplex<f32>>) -> tensor<3001x400xcomplex<f32>>
    %16 = stablehlo.slice %15 [0:3000, 0:201] : (tensor<3001x400xcomplex<f32>>) -> tensor<3000x201xcomplex<f32>>
    %17 = stablehlo.abs %16 : (tensor<3000x201xcomplex<f32>>) -> tensor<3000x201xf32>
    %18 = stablehlo.multiply %17, %17 : tensor<3000x201xf32>
    %19 = stablehlo.dot_general %18, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3000x201xf32>, tensor<201x80xf32>) -> tensor<3000x80xf32>
    %20 = stablehlo.constant dense<1.000000e-10> : tensor<3000x80xf32>
    %21 = stablehlo.maximum %19, %20 : tensor<3000x80xf32>
    %22 = stablehlo.log %21 : tensor<3000x80xf32>
    %23 = stablehlo.constant dense<2.30258512> : tensor<3000x80xf32>
    %24 = stablehlo.divide %22, %23 : tensor<3000x80xf32>
    %25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.reduce(%24 init: %25) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3000x80xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %28 = stablehlo.subtract %26, %27 : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<3000x80xf32>
    %30 = stablehlo.maximum %24, %29 : tensor<3000x80xf32>
    %31 = stablehlo.constant dense<4.000000e+00> : tensor<3000x80xf32>
    %32 = stablehlo.add %30, %31 : tensor<3000x80xf32>
    %33 = stablehlo.divide %32, %31 : tensor<3000x80xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0] : (tensor<3000x80xf32>) -> tensor<80x3000xf32>
    return %34 : tensor<80x3000xf32>
  }
}
