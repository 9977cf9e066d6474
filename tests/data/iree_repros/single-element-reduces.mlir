// IREE 3.13, llvm-cpu and Vulkan: WRONG NUMBERS without an error. jnp.fft.ifft(norm="forward")'s
// scale, a reduce(multiply) of a tensor<1xcomplex<f32>> constant, scaling a zero-padded complex
// tensor comes back all zeros (s2fft's HEALPix inverse, precompute method: every polar ring
// zero). Registry entry single-element-reduces (the reduce as its reducer's op).
module @m {
  func.func public @main(%arg0: tensor<2x2xcomplex<f32>>) -> tensor<2x4xcomplex<f32>> {
    %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c1 = stablehlo.complex %one, %zero : tensor<complex<f32>>
    %cz = stablehlo.complex %zero, %zero : tensor<complex<f32>>
    %four = stablehlo.constant dense<4.000000e+00> : tensor<1xf32>
    %zero1 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %c4 = stablehlo.complex %four, %zero1 : tensor<1xcomplex<f32>>
    %x = stablehlo.pad %arg0, %cz, low = [0, 2], high = [0, 0], interior = [0, 0] : (tensor<2x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4xcomplex<f32>>
    %r = stablehlo.reduce(%c4 init: %c1) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %rb = stablehlo.broadcast_in_dim %r, dims = [] : (tensor<complex<f32>>) -> tensor<2x4xcomplex<f32>>
    %o0 = stablehlo.multiply %x, %rb : tensor<2x4xcomplex<f32>>
    return %o0 : tensor<2x4xcomplex<f32>>
  }
}
