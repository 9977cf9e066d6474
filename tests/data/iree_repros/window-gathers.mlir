// IREE 3.13, every target: "failed to legalize operation 'stablehlo.dynamic_gather'" on a
// window slice of a dynamically shaped operand (JAX's x[:, 1:3] under shape polymorphism).
// Registry entry window-gathers (tensor.extract_slice).
func.func @main(%x: tensor<?x6xf32>) -> tensor<?x2xf32> {
  %i = stablehlo.constant dense<[1]> : tensor<1xi32>
  %b0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x6xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b0 : (tensor<i32>) -> tensor<1xi32>
  %two = stablehlo.constant dense<2> : tensor<1xi32>
  %sz = stablehlo.concatenate %b1, %two, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %g = "stablehlo.dynamic_gather"(%x, %i, %sz) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true}> : (tensor<?x6xf32>, tensor<1xi32>, tensor<2xi32>) -> tensor<?x2xf32>
  return %g : tensor<?x2xf32>
}
