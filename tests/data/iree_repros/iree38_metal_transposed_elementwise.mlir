func.func @main(%x: tensor<3000x80xf32>, %m: tensor<f32>) -> tensor<80x3000xf32> {
  %c8 = stablehlo.constant dense<8.0> : tensor<f32>
  %c4 = stablehlo.constant dense<4.0> : tensor<f32>
  %t = stablehlo.subtract %m, %c8 : tensor<f32>
  %tb = stablehlo.broadcast_in_dim %t, dims = [] : (tensor<f32>) -> tensor<3000x80xf32>
  %a = stablehlo.maximum %x, %tb : tensor<3000x80xf32>
  %c4b = stablehlo.broadcast_in_dim %c4, dims = [] : (tensor<f32>) -> tensor<3000x80xf32>
  %b = stablehlo.add %a, %c4b : tensor<3000x80xf32>
  %d = stablehlo.divide %b, %c4b : tensor<3000x80xf32>
  %r = stablehlo.transpose %d, dims = [1, 0] : (tensor<3000x80xf32>) -> tensor<80x3000xf32>
  return %r : tensor<80x3000xf32>
}
