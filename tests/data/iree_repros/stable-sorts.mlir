// A stable sort with ties: XLA keeps tied keys in their order; IREE 3.13's sort does not
// (registry entry stable-sorts). jnp.argsort(x, stable=True) of rows with many ties: a key row
// of small integers and the iota of positions, sorted together by the key alone.
func.func @main(%x: tensor<3x8xf32>) -> (tensor<3x8xf32>, tensor<3x8xi32>) {
  %k = stablehlo.round_nearest_even %x : tensor<3x8xf32>
  %i = stablehlo.iota dim = 1 : tensor<3x8xi32>
  %s:2 = "stablehlo.sort"(%k, %i) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<3x8xf32>, tensor<3x8xi32>) -> (tensor<3x8xf32>, tensor<3x8xi32>)
  return %s#0, %s#1 : tensor<3x8xf32>, tensor<3x8xi32>
}
