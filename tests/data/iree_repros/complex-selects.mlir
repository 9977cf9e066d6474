// IREE 3.13, metal-spirv (and vulkan-spirv for its default target): "failed to legalize
// operation 'arith.select'" of complex values (jax.grad of an FNO layer). Registry entry
// complex-selects (selects of the real and imaginary parts).
func.func @main(%p: tensor<4xi1>, %a: tensor<4xcomplex<f32>>, %b: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %y = stablehlo.select %p, %a, %b : tensor<4xi1>, tensor<4xcomplex<f32>>
  return %y : tensor<4xcomplex<f32>>
}
