// IREE 3.13, vulkan-spirv and metal-spirv: "failed to legalize operation 'arith.sitofp'" on a
// bool-to-float convert fused into a matmul operand (dinosaur's cumulative sums over sigma
// levels, a triangular iota <= iota mask). Registry entry bool-converts (select(b, 1, 0)).
func.func @main(%x: tensor<4x48x24xf32>) -> tensor<4x48x24xf32> {
  %i = stablehlo.iota dim = 0 : tensor<4x4xi32>
  %j = stablehlo.iota dim = 1 : tensor<4x4xi32>
  %b = stablehlo.compare LE, %i, %j, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
  %f = stablehlo.convert %b : (tensor<4x4xi1>) -> tensor<4x4xf32>
  %y = stablehlo.dot_general %f, %x, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf32>, tensor<4x48x24xf32>) -> tensor<4x48x24xf32>
  return %y : tensor<4x48x24xf32>
}
