// IREE 3.13, vulkan-spirv (lavapipe): WRONG NUMBERS without an error. A cumulative sum of 70,000
// float32 (jnp.cumsum's reduce_window) is IREE's scan, one invocation looping over the axis, and
// lavapipe ends a shader loop after 65,535 trips: every element from index 65,535 on is wrong.
// Registry entry blocked-scans (a blocked scan: rows of 280, their totals scanned after).
func.func @main(%x: tensor<70000xf32>) -> tensor<70000xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %y = "stablehlo.reduce_window"(%x, %zero) <{padding = dense<[[69999, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 70000>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<70000xf32>, tensor<f32>) -> tensor<70000xf32>
  return %y : tensor<70000xf32>
}
