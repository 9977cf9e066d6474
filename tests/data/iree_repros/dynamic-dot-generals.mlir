// IREE 3.13, every target: "failed to legalize operation 'stablehlo.dynamic_reshape' that was
// explicitly marked illegal": IREE flattens a dot_general whose operand has several free dims,
// one dynamic (a mel projection einsum('bft,fm->bmt') under jax.export), with a dynamic_reshape
// of its own. Registry entry dynamic-dot-generals (a 2-D dot_general between
// tensor.collapse_shape and tensor.expand_shape).
func.func @main(%w: tensor<201x80xf32>, %x: tensor<?x201x300xf32>) -> tensor<80x?x300xf32> {
  %y = stablehlo.dot_general %w, %x, contracting_dims = [0] x [1] : (tensor<201x80xf32>, tensor<?x201x300xf32>) -> tensor<80x?x300xf32>
  return %y : tensor<80x?x300xf32>
}
