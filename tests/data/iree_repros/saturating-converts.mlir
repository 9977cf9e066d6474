// Float-to-integer converts out of range and of NaN: XLA saturates (NaN: 0); IREE 3.13 returns
// undefined values (registry entry saturating-converts). The seeded normal inputs are scaled
// past every range, and 0/0 makes NaNs.
func.func @main(%x: tensor<16xf32>, %d: tensor<16xf64>) -> (tensor<16xui8>, tensor<16xi32>, tensor<16xui32>, tensor<16xi64>, tensor<16xi16>) {
  %big = stablehlo.constant dense<3.0e+09> : tensor<16xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<16xf32>
  %scaled = stablehlo.multiply %x, %big : tensor<16xf32>
  %nan = stablehlo.divide %zero, %zero : tensor<16xf32>
  %neg = stablehlo.compare LT, %x, %zero : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
  %mixed = stablehlo.select %neg, %nan, %scaled : tensor<16xi1>, tensor<16xf32>
  %dbig = stablehlo.constant dense<1.0e+19> : tensor<16xf64>
  %dscaled = stablehlo.multiply %d, %dbig : tensor<16xf64>
  %half = stablehlo.convert %mixed : (tensor<16xf32>) -> tensor<16xf16>
  %0 = stablehlo.convert %scaled : (tensor<16xf32>) -> tensor<16xui8>
  %1 = stablehlo.convert %mixed : (tensor<16xf32>) -> tensor<16xi32>
  %2 = stablehlo.convert %scaled : (tensor<16xf32>) -> tensor<16xui32>
  %3 = stablehlo.convert %dscaled : (tensor<16xf64>) -> tensor<16xi64>
  %4 = stablehlo.convert %half : (tensor<16xf16>) -> tensor<16xi16>
  return %0, %1, %2, %3, %4 : tensor<16xui8>, tensor<16xi32>, tensor<16xui32>, tensor<16xi64>, tensor<16xi16>
}
