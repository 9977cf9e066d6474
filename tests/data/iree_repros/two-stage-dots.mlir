// IREE 3.13, vulkan-spirv (lavapipe): WRONG NUMBERS without an error. The dot product of two
// float32 vectors of 1e7 (jnp.dot) is one workgroup of 32 invocations, each looping over 78,125
// groups of 4, and lavapipe ends a shader loop after 65,535 trips: 16% of the terms are left out.
// Registry entry two-stage-dots (a product batched over blocks of the contraction, summed).
func.func @main(%x: tensor<10000000xf32>, %y: tensor<10000000xf32>) -> tensor<f32> {
  %d = stablehlo.dot_general %x, %y, contracting_dims = [0] x [0] : (tensor<10000000xf32>, tensor<10000000xf32>) -> tensor<f32>
  return %d : tensor<f32>
}
