// IREE 3.13, vulkan-spirv and metal-spirv: "failed to legalize operation 'arith.constant'" on
// a complex constant tensor inlined into a dispatch (ifftn(norm="ortho") over 4 axes has one).
// Registry entry complex-tensor-constants (complex(re, im) of two real constants).
func.func @main(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %c = stablehlo.constant dense<[(1.0,2.0),(3.0,4.0),(5.0,-6.0),(0.5,0.25)]> : tensor<4xcomplex<f32>>
  %y = stablehlo.multiply %x, %c : tensor<4xcomplex<f32>>
  return %y : tensor<4xcomplex<f32>>
}
