// IREE 3.13, vulkan-spirv, metal-spirv and cuda: "'linalg.generic' op Failed to get an identity
// value for the reduction operation" on a sum of a negation (jax-md's PME forces). Registry
// entry reduced-negations (negate(sum(x)) with a negated init).
func.func @main(%x: tensor<64x64xf32>) -> tensor<64xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.negate %x : tensor<64x64xf32>
  %b = stablehlo.reduce(%n init: %z) applies stablehlo.add across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %b : tensor<64xf32>
}
