// IREE 3.13, vulkan-spirv (lavapipe): WRONG NUMBERS without an error. A sum of 70,000 int64 (an
// x64 jnp.sum of integers) is one invocation looping over them, and lavapipe ends a shader loop
// after 65,535 trips: the last 4,465 are left out. Registry entry two-stage-reductions (sums of
// blocks, then of the blocks' sums).
func.func @main(%x: tensor<70000xi64>) -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %y = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<70000xi64>, tensor<i64>) -> tensor<i64>
  return %y : tensor<i64>
}
