// IREE 3.13, llvm-cpu: "LLVM Translation failed for operation: builtin.unrealized_conversion_cast"
// ((i64) -> index) on a reverse of a strided slice: the even/odd reordering of
// jax.scipy.fft.dct (librosax's MFCC). Registry entry reversed-strided-slices (the slice of the
// reversed operand).
func.func @main(%x: tensor<8x6xf32>) -> tensor<4x3xf32> {
  %s = stablehlo.slice %x [1:8:2, 0:6:2] : (tensor<8x6xf32>) -> tensor<4x3xf32>
  %r = stablehlo.reverse %s, dims = [0, 1] : tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
