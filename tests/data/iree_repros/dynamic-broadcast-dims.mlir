// IREE 3.13, every target: "failed to legalize operation 'stablehlo.dynamic_broadcast_in_dim' that
// was explicitly marked illegal" on the broadcast of a dynamic operand dimension that is not
// marked non-expanding: a per-example max (keepdims) broadcast back under jax.export. Registry
// entry dynamic-broadcast-dims (marked non-expanding, the sizes checked at run time).
func.func @main(%x: tensor<?xf32>, %y: tensor<?x80x300xf32>, %n: tensor<i32>) -> tensor<?x80x300xf32> {
  %a = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %c = stablehlo.constant dense<[80, 300]> : tensor<2xi32>
  %s = stablehlo.concatenate %a, %c, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
  %b = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [0] : (tensor<?xf32>, tensor<3xi32>) -> tensor<?x80x300xf32>
  %r = stablehlo.maximum %b, %y : tensor<?x80x300xf32>
  return %r : tensor<?x80x300xf32>
}
