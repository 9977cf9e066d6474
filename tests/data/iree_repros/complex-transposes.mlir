// IREE 3.13, cuda (rocm shares the pass): iree-compile crashes (GPUApplyTilingLevelPass ->
// deriveLinalgOpThreadTileSizes -> Type::getIntOrFloatBitWidth) on a dispatch reading complex
// elements through a permutation: the real part of a transposed complex tensor (s2fft's MW
// transforms in x64, a 3-D ifftn(norm="ortho")). Registry entry complex-transposes (the parts
// extracted behind a barrier, then transposed).
func.func @main(%x: tensor<64x64xcomplex<f32>>) -> tensor<64x64xf32> {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<64x64xcomplex<f32>>) -> tensor<64x64xcomplex<f32>>
  %r = stablehlo.real %t : (tensor<64x64xcomplex<f32>>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
