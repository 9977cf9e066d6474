module {
  func.func public @seg0(%arg0: tensor<8192xf32>, %arg1: tensor<8192xf32>) -> (tensor<16384xf32>, tensor<16384xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %2 = stablehlo.pad %arg0, %0, low = [0], high = [8192], interior = [0] : (tensor<8192xf32>, tensor<f32>) -> tensor<16384xf32>
    %3 = stablehlo.pad %arg1, %1, low = [0], high = [8192], interior = [0] : (tensor<8192xf32>, tensor<f32>) -> tensor<16384xf32>
    return %2, %3 : tensor<16384xf32>, tensor<16384xf32>
  }
  func.func public @seg1(%arg0: tensor<8193xcomplex<f32>>, %arg1: tensor<8193xcomplex<f32>>) -> tensor<8193xcomplex<f32>> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %c : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<8193xcomplex<f32>>
    %2 = stablehlo.pad %1, %0, low = [0], high = [0], interior = [0] : (tensor<8193xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8193xcomplex<f32>>
    return %2 : tensor<8193xcomplex<f32>>
  }
  func.func public @seg2(%arg0: tensor<16384xf32>) -> tensor<16383xf32> {
    %0 = stablehlo.slice %arg0 [0:16383] : (tensor<16384xf32>) -> tensor<16383xf32>
    return %0 : tensor<16383xf32>
  }
}
