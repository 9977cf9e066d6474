// IREE 3.13, vulkan-spirv (lavapipe): WRONG NUMBERS without an error. A concatenate of two
// dynamically shaped operands along axis 0 puts the second one in the wrong place; llvm-cpu is
// right. Registry entry dynamic-concatenates (selects between zero-padded operands).
func.func @main(%a: tensor<1x?x17xf32>, %b: tensor<1x?x17xf32>) -> tensor<2x?x17xf32> {
  %c = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1x?x17xf32>, tensor<1x?x17xf32>) -> tensor<2x?x17xf32>
  return %c : tensor<2x?x17xf32>
}
