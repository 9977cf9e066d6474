// IREE 3.13, every target: "failed to legalize operation 'stablehlo.dynamic_reshape' that was
// explicitly marked illegal" on jax.export's x.reshape(-1, 2) under shape polymorphism.
// Registry entry dynamic-reshapes (tensor.reshape of a shape built from scalars).
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x2xf32> {
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %m = stablehlo.multiply %n, %two : tensor<i32>
  %a = stablehlo.reshape %m : (tensor<i32>) -> tensor<1xi32>
  %b = stablehlo.constant dense<2> : tensor<1xi32>
  %s = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %y = stablehlo.dynamic_reshape %x, %s : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x2xf32>
  return %y : tensor<?x2xf32>
}
