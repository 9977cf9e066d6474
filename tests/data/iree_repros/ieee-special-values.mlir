// power(x, y) of a negative x is NaN in IREE 3.13 whatever y (registry entry
// ieee-special-values); XLA gives (-2)^3 = -8. The exponent is an integer the compiler cannot
// see (a constant one is expanded into multiplies, which are right). Also cbrt(+-inf),
// atan2(+-inf, +-inf) and the sign of sine(-0.0) and tan(-0.0), which seeded normal inputs
// do not reach (docs/conformance.md).
func.func @main(%x: tensor<16xf32>, %e: tensor<16xf32>) -> tensor<16xf32> {
  %three = stablehlo.constant dense<3.0> : tensor<16xf32>
  %s = stablehlo.multiply %e, %three : tensor<16xf32>
  %y = stablehlo.round_nearest_even %s : tensor<16xf32>
  %0 = stablehlo.power %x, %y : tensor<16xf32>
  return %0 : tensor<16xf32>
}
