// Two rank-0 complex constant expressions hoisted into one load-time initializer (registry entry
// complex-scalar-initializers). Reduced from exponax 0.2.0's jax.value_and_grad through a 6-step
// 2-D Burgers rollout (2x48x48): its reverse scan's body alone, after portable mode's FFT forms
// and complex-scalar-constants (the complex constants are complex(re, im) of real ones: %1, a
// complex zero, is the init of a complex reduce; %3, a complex one, is written by two
// dynamic_update_slices), canonicalized; result 17 is a probe, the sum of squares of that reduce;
// the loop runs from the counter argument (arg16) to 7. IREE 3.13 reads the reduce's init as
// complex(1, 0), the other hoisted scalar: result 17 is 2400 (= 2x48x25) too large after one trip,
// on llvm-cpu and Vulkan, no error. An optimization_barrier on %1 or on %3 (either), or
// --iree-opt-const-expr-hoisting=false, gives XLA's value.
module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<6x2x48x48xf32>, %arg1: tensor<6x2x2x48x48xf32>, %arg2: tensor<6x1x2x48x48xf32>, %arg3: tensor<6x2x2x48x48xf32>, %arg4: tensor<6x1x2x48x48xf32>, %arg5: tensor<1x48x25xcomplex<f32>>, %arg6: tensor<1x2x48x25xcomplex<f32>>, %arg7: tensor<1x1x48x25xcomplex<f32>>, %arg8: tensor<1x48x25xcomplex<f32>>, %arg9: tensor<1x48x25xcomplex<f32>>, %arg10: tensor<1x48x25xcomplex<f32>>, %arg11: tensor<1x48x25xcomplex<f32>>, %arg12: tensor<1x2x48x25xcomplex<f32>>, %arg13: tensor<1x1x48x25xcomplex<f32>>, %arg14: tensor<1x48x25xcomplex<f32>>, %arg15: tensor<1x48x25xcomplex<f32>>, %arg16: tensor<i32>, %arg17: tensor<2x48x48xf32>) -> (tensor<6x2x48x48xf32>, tensor<6x2x2x48x48xf32>, tensor<6x1x2x48x48xf32>, tensor<6x2x2x48x48xf32>, tensor<6x1x2x48x48xf32>, tensor<1x48x25xcomplex<f32>>, tensor<1x2x48x25xcomplex<f32>>, tensor<1x1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x2x48x25xcomplex<f32>>, tensor<1x1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<i32>, tensor<2x48x48xf32>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<2x25x2x2x48xf32>
    %cst_0 = stablehlo.constant dense<[[[[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [-0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00]], [[1.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00], [-0.000000e+00, -1.000000e+00, -0.000000e+00, 1.000000e+00]], [[1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00], [-0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00]], [[1.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00], [-0.000000e+00, 1.000000e+00, -0.000000e+00, -1.000000e+00]]], [[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00]], [[0.000000e+00, 1.000000e+00, 0.000000e+00, -1.000000e+00], [1.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00]], [[0.000000e+00, -1.000000e+00, 0.000000e+00, 1.000000e+00], [1.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00]]]]> : tensor<2x4x2x4xf32>
    %cst_1 = stablehlo.constant dense<[[[-0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00], [-0.000000e+00, -0.258819044, -5.000000e-01, -0.707106769], [-0.000000e+00, -5.000000e-01, -0.866025388, -1.000000e+00], [-0.000000e+00, -0.707106769, -1.000000e+00, -0.707106769], [-0.000000e+00, -0.866025388, -0.866025388, -0.000000e+00], [-0.000000e+00, -0.965925812, -5.000000e-01, 0.707106769]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.258819044, 5.000000e-01, 0.707106769], [0.000000e+00, 5.000000e-01, 0.866025388, 1.000000e+00], [0.000000e+00, 0.707106769, 1.000000e+00, 0.707106769], [0.000000e+00, 0.866025388, 0.866025388, 0.000000e+00], [0.000000e+00, 0.965925812, 5.000000e-01, -0.707106769]]]> : tensor<2x6x4xf32>
    %cst_2 = stablehlo.constant dense<"0xABAA2A3DABAA2A3DABAA2A3DABAA2A3DABAA2A3DABAA2A3D000000800000008000000080000000800000008000000080ABAA2A3DABAAAA3CABAAAABCABAA2ABDABAAAABCABAAAA3C000000803ACD13BD3ACD13BD000000803ACD133D3ACD133DABAA2A3DABAAAABCABAAAABCABAA2A3DABAAAABCABAAAABC000000803ACD13BD3ACD133D000000803ACD13BD3ACD133DABAA2A3DABAA2ABDABAA2A3DABAA2ABDABAA2A3DABAA2ABD000000800000008000000080000000800000008000000080ABAA2A3DABAAAABCABAAAABCABAA2A3DABAAAABCABAAAABC000000803ACD133D3ACD13BD000000803ACD133D3ACD13BDABAA2A3DABAAAA3CABAAAABCABAA2ABDABAAAABCABAAAA3C000000803ACD133D3ACD133D000000803ACD13BD3ACD13BD000000000000000000000000000000000000000000000000ABAA2A3DABAA2A3DABAA2A3DABAA2A3DABAA2A3DABAA2A3D000000003ACD133D3ACD133D000000003ACD13BD3ACD13BDABAA2A3DABAAAA3CABAAAABCABAA2ABDABAAAABCABAAAA3C000000003ACD133D3ACD13BD000000003ACD133D3ACD13BDABAA2A3DABAAAABCABAAAABCABAA2A3DABAAAABCABAAAABC000000000000000000000000000000000000000000000000ABAA2A3DABAA2ABDABAA2A3DABAA2ABDABAA2A3DABAA2ABD000000003ACD13BD3ACD133D000000003ACD13BD3ACD133DABAA2A3DABAAAABCABAAAABCABAA2A3DABAAAABCABAAAABC000000003ACD13BD3ACD13BD000000003ACD133D3ACD133DABAA2A3DABAAAA3CABAAAABCABAA2ABDABAAAABCABAAAA3C"> : tensor<2x6x2x6xf32>
    %cst_3 = stablehlo.constant dense<[[-5.000000e-01, -0.495722443, -0.482962906, -0.461939752, -0.433012694, -0.39667666, -0.353553385, -0.304380715, -2.500000e-01, -0.191341713, -0.129409522, -0.0652630925, -0.000000e+00, 0.0652630925, 0.129409522, 0.191341713, 2.500000e-01, 0.304380715, 0.353553385, 0.39667666, 0.433012694, 0.461939752, 0.482962906, 0.495722443], [5.000000e-01, 0.495722443, 0.482962906, 0.461939752, 0.433012694, 0.39667666, 0.353553385, 0.304380715, 2.500000e-01, 0.191341713, 0.129409522, 0.0652630925, 0.000000e+00, -0.0652630925, -0.129409522, -0.191341713, -2.500000e-01, -0.304380715, -0.353553385, -0.39667666, -0.433012694, -0.461939752, -0.482962906, -0.495722443]]> : tensor<2x24xf32>
    %cst_4 = stablehlo.constant dense<[[0.000000e+00, -0.0652630925, -0.129409522, -0.191341713, -2.500000e-01, -0.304380715, -0.353553385, -0.39667666, -0.433012694, -0.461939752, -0.482962906, -0.495722443, -5.000000e-01, -0.495722443, -0.482962906, -0.461939752, -0.433012694, -0.39667666, -0.353553385, -0.304380715, -2.500000e-01, -0.191341713, -0.129409522, -0.0652630925], [0.000000e+00, -0.0652630925, -0.129409522, -0.191341713, -2.500000e-01, -0.304380715, -0.353553385, -0.39667666, -0.433012694, -0.461939752, -0.482962906, -0.495722443, -5.000000e-01, -0.495722443, -0.482962906, -0.461939752, -0.433012694, -0.39667666, -0.353553385, -0.304380715, -2.500000e-01, -0.191341713, -0.129409522, -0.0652630925]]> : tensor<2x24xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<2x24x48x2xf32>
    %cst_6 = stablehlo.constant dense<[[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<2x25xf32>
    %cst_7 = stablehlo.constant dense<"0x0000803F0000803F0000803F0000803F0000803F0000803F0000008000000080000000800000008000000080000000800000803F0000003F000000BF000080BF000000BF0000003F00000080D7B35DBFD7B35DBF00000080D7B35D3FD7B35D3F0000803F000000BF000000BF0000803F000000BF000000BF00000080D7B35DBFD7B35D3F00000080D7B35DBFD7B35D3F0000803F000080BF0000803F000080BF0000803F000080BF0000008000000080000000800000008000000080000000800000803F000000BF000000BF0000803F000000BF000000BF00000080D7B35D3FD7B35DBF00000080D7B35D3FD7B35DBF0000803F0000003F000000BF000080BF000000BF0000003F00000080D7B35D3FD7B35D3F00000080D7B35DBFD7B35DBF0000000000000000000000000000000000000000000000000000803F0000803F0000803F0000803F0000803F0000803F00000000D7B35D3FD7B35D3F00000000D7B35DBFD7B35DBF0000803F0000003F000000BF000080BF000000BF0000003F00000000D7B35D3FD7B35DBF00000000D7B35D3FD7B35DBF0000803F000000BF000000BF0000803F000000BF000000BF0000000000000000000000000000000000000000000000000000803F000080BF0000803F000080BF0000803F000080BF00000000D7B35DBFD7B35D3F00000000D7B35DBFD7B35D3F0000803F000000BF000000BF0000803F000000BF000000BF00000000D7B35DBFD7B35DBF00000000D7B35D3FD7B35D3F0000803F0000003F000000BF000080BF000000BF0000003F"> : tensor<2x6x2x6xf32>
    %cst_8 = stablehlo.constant dense<[[[-0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00], [-0.000000e+00, -0.130526185, -0.258819044, -0.382683426, -5.000000e-01, -0.60876143], [-0.000000e+00, -0.258819044, -5.000000e-01, -0.707106769, -0.866025388, -0.965925812], [-0.000000e+00, -0.382683426, -0.707106769, -0.923879504, -1.000000e+00, -0.923879504], [-0.000000e+00, -5.000000e-01, -0.866025388, -1.000000e+00, -0.866025388, -5.000000e-01], [-0.000000e+00, -0.60876143, -0.965925812, -0.923879504, -5.000000e-01, 0.130526185], [-0.000000e+00, -0.707106769, -1.000000e+00, -0.707106769, -0.000000e+00, 0.707106769], [-0.000000e+00, -0.793353319, -0.965925812, -0.382683426, 5.000000e-01, 0.991444885]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.130526185, 0.258819044, 0.382683426, 5.000000e-01, 0.60876143], [0.000000e+00, 0.258819044, 5.000000e-01, 0.707106769, 0.866025388, 0.965925812], [0.000000e+00, 0.382683426, 0.707106769, 0.923879504, 1.000000e+00, 0.923879504], [0.000000e+00, 5.000000e-01, 0.866025388, 1.000000e+00, 0.866025388, 5.000000e-01], [0.000000e+00, 0.60876143, 0.965925812, 0.923879504, 5.000000e-01, -0.130526185], [0.000000e+00, 0.707106769, 1.000000e+00, 0.707106769, 0.000000e+00, -0.707106769], [0.000000e+00, 0.793353319, 0.965925812, 0.382683426, -5.000000e-01, -0.991444885]]]> : tensor<2x8x6xf32>
    %cst_9 = stablehlo.constant dense<"0xABAAAA3CABAAAA3CABAAAA3CABAAAA3CABAAAA3CABAAAA3CABAAAA3CABAAAA3C0000008000000080000000800000008000000080000000800000008000000080ABAAAA3CEF5B713C00000000EF5B71BCABAAAABCEF5B71BC00000000EF5B713C00000080EF5B71BCABAAAABCEF5B71BC00000080EF5B713CABAAAA3CEF5B713CABAAAA3C00000000ABAAAABC00000000ABAAAA3C00000000ABAAAABC0000000000000080ABAAAABC00000080ABAAAA3C00000080ABAAAABC00000080ABAAAA3CABAAAA3CEF5B71BC00000000EF5B713CABAAAABCEF5B713C00000000EF5B71BC00000080EF5B71BCABAAAA3CEF5B71BC00000080EF5B713CABAAAABCEF5B713CABAAAA3CABAAAABCABAAAA3CABAAAABCABAAAA3CABAAAABCABAAAA3CABAAAABC0000008000000080000000800000008000000080000000800000008000000080ABAAAA3CEF5B71BC00000000EF5B713CABAAAABCEF5B713C00000000EF5B71BC00000080EF5B713CABAAAABCEF5B713C00000080EF5B71BCABAAAA3CEF5B71BCABAAAA3C00000000ABAAAABC00000000ABAAAA3C00000000ABAAAABC0000000000000080ABAAAA3C00000080ABAAAABC00000080ABAAAA3C00000080ABAAAABCABAAAA3CEF5B713C00000000EF5B71BCABAAAABCEF5B71BC00000000EF5B713C00000080EF5B713CABAAAA3CEF5B713C00000080EF5B71BCABAAAABCEF5B71BC0000000000000000000000000000000000000000000000000000000000000000ABAAAA3CABAAAA3CABAAAA3CABAAAA3CABAAAA3CABAAAA3CABAAAA3CABAAAA3C00000000EF5B713CABAAAA3CEF5B713C00000000EF5B71BCABAAAABCEF5B71BCABAAAA3CEF5B713C00000000EF5B71BCABAAAABCEF5B71BC00000000EF5B713C00000000ABAAAA3C00000000ABAAAABC00000000ABAAAA3C00000000ABAAAABCABAAAA3C00000000ABAAAABC00000000ABAAAA3C00000000ABAAAABC0000000000000000EF5B713CABAAAABCEF5B713C00000000EF5B71BCABAAAA3CEF5B71BCABAAAA3CEF5B71BC00000000EF5B713CABAAAABCEF5B713C00000000EF5B71BC0000000000000000000000000000000000000000000000000000000000000000ABAAAA3CABAAAABCABAAAA3CABAAAABCABAAAA3CABAAAABCABAAAA3CABAAAABC00000000EF5B71BCABAAAA3CEF5B71BC00000000EF5B713CABAAAABCEF5B713CABAAAA3CEF5B71BC00000000EF5B713CABAAAABCEF5B713C00000000EF5B71BC00000000ABAAAABC00000000ABAAAA3C00000000ABAAAABC00000000ABAAAA3CABAAAA3C00000000ABAAAABC00000000ABAAAA3C00000000ABAAAABC0000000000000000EF5B71BCABAAAABCEF5B71BC00000000EF5B713CABAAAA3CEF5B713CABAAAA3CEF5B713C00000000EF5B71BCABAAAABCEF5B71BC00000000EF5B713C"> : tensor<2x8x2x8xf32>
    %c = stablehlo.constant dense<0> : tensor<2x2x48x25xi32>
    %cst_10 = stablehlo.constant dense<[[[-0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00], [-0.000000e+00, 0.130526185, 0.258819044, 0.382683426, 5.000000e-01, 0.60876143], [-0.000000e+00, 0.258819044, 5.000000e-01, 0.707106769, 0.866025388, 0.965925812], [-0.000000e+00, 0.382683426, 0.707106769, 0.923879504, 1.000000e+00, 0.923879504], [-0.000000e+00, 5.000000e-01, 0.866025388, 1.000000e+00, 0.866025388, 5.000000e-01], [-0.000000e+00, 0.60876143, 0.965925812, 0.923879504, 5.000000e-01, -0.130526185], [-0.000000e+00, 0.707106769, 1.000000e+00, 0.707106769, -0.000000e+00, -0.707106769], [-0.000000e+00, 0.793353319, 0.965925812, 0.382683426, -5.000000e-01, -0.991444885]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, -0.130526185, -0.258819044, -0.382683426, -5.000000e-01, -0.60876143], [0.000000e+00, -0.258819044, -5.000000e-01, -0.707106769, -0.866025388, -0.965925812], [0.000000e+00, -0.382683426, -0.707106769, -0.923879504, -1.000000e+00, -0.923879504], [0.000000e+00, -5.000000e-01, -0.866025388, -1.000000e+00, -0.866025388, -5.000000e-01], [0.000000e+00, -0.60876143, -0.965925812, -0.923879504, -5.000000e-01, 0.130526185], [0.000000e+00, -0.707106769, -1.000000e+00, -0.707106769, 0.000000e+00, 0.707106769], [0.000000e+00, -0.793353319, -0.965925812, -0.382683426, 5.000000e-01, 0.991444885]]]> : tensor<2x8x6xf32>
    %cst_11 = stablehlo.constant dense<[[[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 0.991444885, 0.965925812, 0.923879504, 0.866025388, 0.793353319], [1.000000e+00, 0.965925812, 0.866025388, 0.707106769, 5.000000e-01, 0.258819044], [1.000000e+00, 0.923879504, 0.707106769, 0.382683426, 0.000000e+00, -0.382683426], [1.000000e+00, 0.866025388, 5.000000e-01, 0.000000e+00, -5.000000e-01, -0.866025388], [1.000000e+00, 0.793353319, 0.258819044, -0.382683426, -0.866025388, -0.991444885], [1.000000e+00, 0.707106769, 0.000000e+00, -0.707106769, -1.000000e+00, -0.707106769], [1.000000e+00, 0.60876143, -0.258819044, -0.923879504, -0.866025388, -0.130526185]], [[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 0.991444885, 0.965925812, 0.923879504, 0.866025388, 0.793353319], [1.000000e+00, 0.965925812, 0.866025388, 0.707106769, 5.000000e-01, 0.258819044], [1.000000e+00, 0.923879504, 0.707106769, 0.382683426, 0.000000e+00, -0.382683426], [1.000000e+00, 0.866025388, 5.000000e-01, 0.000000e+00, -5.000000e-01, -0.866025388], [1.000000e+00, 0.793353319, 0.258819044, -0.382683426, -0.866025388, -0.991444885], [1.000000e+00, 0.707106769, 0.000000e+00, -0.707106769, -1.000000e+00, -0.707106769], [1.000000e+00, 0.60876143, -0.258819044, -0.923879504, -0.866025388, -0.130526185]]]> : tensor<2x8x6xf32>
    %cst_12 = stablehlo.constant dense<"0x0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F00000080000000800000008000000080000000800000008000000080000000800000803FF304353F00000000F30435BF000080BFF30435BF00000000F304353F00000080F304353F0000803FF304353F00000080F30435BF000080BFF30435BF0000803F00000000000080BF000000000000803F00000000000080BF00000000000000800000803F00000080000080BF000000800000803F00000080000080BF0000803FF30435BF00000000F304353F000080BFF304353F00000000F30435BF00000080F304353F000080BFF304353F00000080F30435BF0000803FF30435BF0000803F000080BF0000803F000080BF0000803F000080BF0000803F000080BF00000080000000800000008000000080000000800000008000000080000000800000803FF30435BF00000000F304353F000080BFF304353F00000000F30435BF00000080F30435BF0000803FF30435BF00000080F304353F000080BFF304353F0000803F00000000000080BF000000000000803F00000000000080BF0000000000000080000080BF000000800000803F00000080000080BF000000800000803F0000803FF304353F00000000F30435BF000080BFF30435BF00000000F304353F00000080F30435BF000080BFF30435BF00000080F304353F0000803FF304353F00000000000000000000000000000000000000000000000000000000000000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F00000000F30435BF000080BFF30435BF00000000F304353F0000803FF304353F0000803FF304353F00000000F30435BF000080BFF30435BF00000000F304353F00000000000080BF000000000000803F00000000000080BF000000000000803F0000803F00000000000080BF000000000000803F00000000000080BF0000000000000000F30435BF0000803FF30435BF00000000F304353F000080BFF304353F0000803FF30435BF00000000F304353F000080BFF304353F00000000F30435BF00000000000000000000000000000000000000000000000000000000000000000000803F000080BF0000803F000080BF0000803F000080BF0000803F000080BF00000000F304353F000080BFF304353F00000000F30435BF0000803FF30435BF0000803FF30435BF00000000F304353F000080BFF304353F00000000F30435BF000000000000803F00000000000080BF000000000000803F00000000000080BF0000803F00000000000080BF000000000000803F00000000000080BF0000000000000000F304353F0000803FF304353F00000000F30435BF000080BFF30435BF0000803FF304353F00000000F30435BF000080BFF30435BF00000000F304353F"> : tensor<2x8x2x8xf32>
    %cst_13 = stablehlo.constant dense<[[5.000000e-01, 0.495722443, 0.482962906, 0.461939752, 0.433012694, 0.39667666, 0.353553385, 0.304380715, 2.500000e-01, 0.191341713, 0.129409522, 0.0652630925, -0.000000e+00, -0.0652630925, -0.129409522, -0.191341713, -2.500000e-01, -0.304380715, -0.353553385, -0.39667666, -0.433012694, -0.461939752, -0.482962906, -0.495722443, -5.000000e-01], [-5.000000e-01, -0.495722443, -0.482962906, -0.461939752, -0.433012694, -0.39667666, -0.353553385, -0.304380715, -2.500000e-01, -0.191341713, -0.129409522, -0.0652630925, 0.000000e+00, 0.0652630925, 0.129409522, 0.191341713, 2.500000e-01, 0.304380715, 0.353553385, 0.39667666, 0.433012694, 0.461939752, 0.482962906, 0.495722443, 5.000000e-01]]> : tensor<2x25xf32>
    %cst_14 = stablehlo.constant dense<[[0.000000e+00, -0.0652630925, -0.129409522, -0.191341713, -2.500000e-01, -0.304380715, -0.353553385, -0.39667666, -0.433012694, -0.461939752, -0.482962906, -0.495722443, -5.000000e-01, -0.495722443, -0.482962906, -0.461939752, -0.433012694, -0.39667666, -0.353553385, -0.304380715, -2.500000e-01, -0.191341713, -0.129409522, -0.0652630925, 0.000000e+00], [0.000000e+00, -0.0652630925, -0.129409522, -0.191341713, -2.500000e-01, -0.304380715, -0.353553385, -0.39667666, -0.433012694, -0.461939752, -0.482962906, -0.495722443, -5.000000e-01, -0.495722443, -0.482962906, -0.461939752, -0.433012694, -0.39667666, -0.353553385, -0.304380715, -2.500000e-01, -0.191341713, -0.129409522, -0.0652630925, 0.000000e+00]]> : tensor<2x25xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<2x25x2x48xf32>
    %cst_16 = stablehlo.constant dense<[1.000000e+00, -1.000000e+00]> : tensor<2xf32>
    %cst_17 = stablehlo.constant dense<[[[[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [-0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00]], [[1.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00], [-0.000000e+00, 1.000000e+00, -0.000000e+00, -1.000000e+00]], [[1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00], [-0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00]], [[1.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00], [-0.000000e+00, -1.000000e+00, -0.000000e+00, 1.000000e+00]]], [[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00]], [[0.000000e+00, -1.000000e+00, 0.000000e+00, 1.000000e+00], [1.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00]], [[0.000000e+00, 1.000000e+00, 0.000000e+00, -1.000000e+00], [1.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00]]]]> : tensor<2x4x2x4xf32>
    %cst_18 = stablehlo.constant dense<[[[-0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00], [-0.000000e+00, 0.258819044, 5.000000e-01, 0.707106769], [-0.000000e+00, 5.000000e-01, 0.866025388, 1.000000e+00], [-0.000000e+00, 0.707106769, 1.000000e+00, 0.707106769], [-0.000000e+00, 0.866025388, 0.866025388, -0.000000e+00], [-0.000000e+00, 0.965925812, 5.000000e-01, -0.707106769]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, -0.258819044, -5.000000e-01, -0.707106769], [0.000000e+00, -5.000000e-01, -0.866025388, -1.000000e+00], [0.000000e+00, -0.707106769, -1.000000e+00, -0.707106769], [0.000000e+00, -0.866025388, -0.866025388, 0.000000e+00], [0.000000e+00, -0.965925812, -5.000000e-01, 0.707106769]]]> : tensor<2x6x4xf32>
    %cst_19 = stablehlo.constant dense<[[[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 0.965925812, 0.866025388, 0.707106769], [1.000000e+00, 0.866025388, 5.000000e-01, 0.000000e+00], [1.000000e+00, 0.707106769, 0.000000e+00, -0.707106769], [1.000000e+00, 5.000000e-01, -5.000000e-01, -1.000000e+00], [1.000000e+00, 0.258819044, -0.866025388, -0.707106769]], [[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 0.965925812, 0.866025388, 0.707106769], [1.000000e+00, 0.866025388, 5.000000e-01, 0.000000e+00], [1.000000e+00, 0.707106769, 0.000000e+00, -0.707106769], [1.000000e+00, 5.000000e-01, -5.000000e-01, -1.000000e+00], [1.000000e+00, 0.258819044, -0.866025388, -0.707106769]]]> : tensor<2x6x4xf32>
    %cst_20 = stablehlo.constant dense<"0x0000803F0000803F0000803F0000803F0000803F0000803F0000008000000080000000800000008000000080000000800000803F0000003F000000BF000080BF000000BF0000003F00000080D7B35D3FD7B35D3F00000080D7B35DBFD7B35DBF0000803F000000BF000000BF0000803F000000BF000000BF00000080D7B35D3FD7B35DBF00000080D7B35D3FD7B35DBF0000803F000080BF0000803F000080BF0000803F000080BF0000008000000080000000800000008000000080000000800000803F000000BF000000BF0000803F000000BF000000BF00000080D7B35DBFD7B35D3F00000080D7B35DBFD7B35D3F0000803F0000003F000000BF000080BF000000BF0000003F00000080D7B35DBFD7B35DBF00000080D7B35D3FD7B35D3F0000000000000000000000000000000000000000000000000000803F0000803F0000803F0000803F0000803F0000803F00000000D7B35DBFD7B35DBF00000000D7B35D3FD7B35D3F0000803F0000003F000000BF000080BF000000BF0000003F00000000D7B35DBFD7B35D3F00000000D7B35DBFD7B35D3F0000803F000000BF000000BF0000803F000000BF000000BF0000000000000000000000000000000000000000000000000000803F000080BF0000803F000080BF0000803F000080BF00000000D7B35D3FD7B35DBF00000000D7B35D3FD7B35DBF0000803F000000BF000000BF0000803F000000BF000000BF00000000D7B35D3FD7B35D3F00000000D7B35DBFD7B35DBF0000803F0000003F000000BF000080BF000000BF0000003F"> : tensor<2x6x2x6xf32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %c_22 = stablehlo.constant dense<6> : tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %cst_24 = stablehlo.constant dense<2.304000e+03> : tensor<f32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_27 = stablehlo.constant dense<24> : tensor<i32>
    %cst_28 = stablehlo.constant dense<4.34027781E-4> : tensor<f32>
    %cst_29 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.complex %cst_29, %cst_30 : tensor<complex<f32>>
    %1 = stablehlo.complex %cst_30, %cst_30 : tensor<complex<f32>>
    %2 = stablehlo.complex %cst_28, %cst_30 : tensor<complex<f32>>
    %3 = stablehlo.complex %cst_26, %cst_30 : tensor<complex<f32>>
    %4 = stablehlo.complex %cst_25, %cst_30 : tensor<complex<f32>>
    %c_bound = stablehlo.constant dense<7> : tensor<i32>
    %5:18 = stablehlo.while(%iterArg = %arg0, %iterArg_31 = %arg1, %iterArg_32 = %arg2, %iterArg_33 = %arg3, %iterArg_34 = %arg4, %iterArg_35 = %arg5, %iterArg_36 = %arg6, %iterArg_37 = %arg7, %iterArg_38 = %arg8, %iterArg_39 = %arg9, %iterArg_40 = %arg10, %iterArg_41 = %arg11, %iterArg_42 = %arg12, %iterArg_43 = %arg13, %iterArg_44 = %arg14, %iterArg_45 = %arg15, %iterArg_46 = %arg16, %iterArg_47 = %arg17) : tensor<6x2x48x48xf32>, tensor<6x2x2x48x48xf32>, tensor<6x1x2x48x48xf32>, tensor<6x2x2x48x48xf32>, tensor<6x1x2x48x48xf32>, tensor<1x48x25xcomplex<f32>>, tensor<1x2x48x25xcomplex<f32>>, tensor<1x1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x2x48x25xcomplex<f32>>, tensor<1x1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<i32>, tensor<2x48x48xf32>
    cond {
      %6 = stablehlo.compare LT, %iterArg_46, %c_bound, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6 = stablehlo.subtract %c_22, %iterArg_46 : tensor<i32>
      %7 = stablehlo.subtract %6, %c_21 : tensor<i32>
      %8 = stablehlo.reshape %7 : (tensor<i32>) -> tensor<1xi32>
      %9 = "stablehlo.gather"(%iterArg, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 48, 48>}> : (tensor<6x2x48x48xf32>, tensor<1xi32>) -> tensor<1x2x48x48xf32>
      %10 = stablehlo.reshape %9 : (tensor<1x2x48x48xf32>) -> tensor<2x48x48xf32>
      %11 = "stablehlo.gather"(%iterArg_34, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3, 4], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2, 48, 48>}> : (tensor<6x1x2x48x48xf32>, tensor<1xi32>) -> tensor<1x1x2x48x48xf32>
      %12 = stablehlo.reshape %11 : (tensor<1x1x2x48x48xf32>) -> tensor<1x2x48x48xf32>
      %13 = stablehlo.add %iterArg_47, %10 : tensor<2x48x48xf32>
      %14 = stablehlo.reshape %13 : (tensor<2x48x48xf32>) -> tensor<2x48x24x2xf32>
      %15 = stablehlo.transpose %14, dims = [3, 0, 1, 2] : (tensor<2x48x24x2xf32>) -> tensor<2x2x48x24xf32>
      %16 = stablehlo.reshape %15 : (tensor<2x2x48x24xf32>) -> tensor<2x2x48x6x4xf32>
      %17 = stablehlo.dot_general %cst_20, %16, contracting_dims = [2, 3] x [0, 3] : (tensor<2x6x2x6xf32>, tensor<2x2x48x6x4xf32>) -> tensor<2x6x2x48x4xf32>
      %18 = stablehlo.broadcast_in_dim %cst_19, dims = [0, 1, 4] : (tensor<2x6x4xf32>) -> tensor<2x6x2x48x4xf32>
      %19 = stablehlo.multiply %17, %18 : tensor<2x6x2x48x4xf32>
      %20 = stablehlo.reverse %17, dims = [0] : tensor<2x6x2x48x4xf32>
      %21 = stablehlo.broadcast_in_dim %cst_18, dims = [0, 1, 4] : (tensor<2x6x4xf32>) -> tensor<2x6x2x48x4xf32>
      %22 = stablehlo.multiply %20, %21 : tensor<2x6x2x48x4xf32>
      %23 = stablehlo.add %19, %22 : tensor<2x6x2x48x4xf32>
      %24 = stablehlo.dot_general %cst_17, %23, contracting_dims = [2, 3] x [0, 4] : (tensor<2x4x2x4xf32>, tensor<2x6x2x48x4xf32>) -> tensor<2x4x6x2x48xf32>
      %25 = stablehlo.reshape %24 : (tensor<2x4x6x2x48xf32>) -> tensor<2x24x2x48xf32>
      %26 = stablehlo.slice %25 [0:2, 0:1, 0:2, 0:48] : (tensor<2x24x2x48xf32>) -> tensor<2x1x2x48xf32>
      %27 = stablehlo.concatenate %25, %26, dim = 1 : (tensor<2x24x2x48xf32>, tensor<2x1x2x48xf32>) -> tensor<2x25x2x48xf32>
      %28 = stablehlo.reverse %27, dims = [1] : tensor<2x25x2x48xf32>
      %29 = stablehlo.broadcast_in_dim %cst_16, dims = [0] : (tensor<2xf32>) -> tensor<2x25x2x48xf32>
      %30 = stablehlo.multiply %28, %29 : tensor<2x25x2x48xf32>
      %31 = stablehlo.add %27, %30 : tensor<2x25x2x48xf32>
      %32 = stablehlo.subtract %27, %30 : tensor<2x25x2x48xf32>
      %33 = stablehlo.multiply %31, %cst_15 : tensor<2x25x2x48xf32>
      %34 = stablehlo.broadcast_in_dim %cst_14, dims = [0, 1] : (tensor<2x25xf32>) -> tensor<2x25x2x48xf32>
      %35 = stablehlo.multiply %32, %34 : tensor<2x25x2x48xf32>
      %36 = stablehlo.reverse %32, dims = [0] : tensor<2x25x2x48xf32>
      %37 = stablehlo.broadcast_in_dim %cst_13, dims = [0, 1] : (tensor<2x25xf32>) -> tensor<2x25x2x48xf32>
      %38 = stablehlo.multiply %36, %37 : tensor<2x25x2x48xf32>
      %39 = stablehlo.add %35, %38 : tensor<2x25x2x48xf32>
      %40 = stablehlo.add %33, %39 : tensor<2x25x2x48xf32>
      %41 = stablehlo.reshape %40 : (tensor<2x25x2x48xf32>) -> tensor<2x25x2x8x6xf32>
      %42 = stablehlo.dot_general %cst_12, %41, contracting_dims = [2, 3] x [0, 3] : (tensor<2x8x2x8xf32>, tensor<2x25x2x8x6xf32>) -> tensor<2x8x25x2x6xf32>
      %43 = stablehlo.broadcast_in_dim %cst_11, dims = [0, 1, 4] : (tensor<2x8x6xf32>) -> tensor<2x8x25x2x6xf32>
      %44 = stablehlo.multiply %42, %43 : tensor<2x8x25x2x6xf32>
      %45 = stablehlo.reverse %42, dims = [0] : tensor<2x8x25x2x6xf32>
      %46 = stablehlo.broadcast_in_dim %cst_10, dims = [0, 1, 4] : (tensor<2x8x6xf32>) -> tensor<2x8x25x2x6xf32>
      %47 = stablehlo.multiply %45, %46 : tensor<2x8x25x2x6xf32>
      %48 = stablehlo.add %44, %47 : tensor<2x8x25x2x6xf32>
      %49 = stablehlo.dot_general %cst_20, %48, contracting_dims = [2, 3] x [0, 4] : (tensor<2x6x2x6xf32>, tensor<2x8x25x2x6xf32>) -> tensor<2x6x8x25x2xf32>
      %50 = stablehlo.reshape %49 : (tensor<2x6x8x25x2xf32>) -> tensor<2x48x25x2xf32>
      %51 = stablehlo.transpose %50, dims = [0, 3, 1, 2] : (tensor<2x48x25x2xf32>) -> tensor<2x2x48x25xf32>
      %52 = stablehlo.slice %51 [0:1, 0:2, 0:48, 0:25] : (tensor<2x2x48x25xf32>) -> tensor<1x2x48x25xf32>
      %53 = stablehlo.reshape %52 : (tensor<1x2x48x25xf32>) -> tensor<2x48x25xf32>
      %54 = stablehlo.slice %51 [1:2, 0:2, 0:48, 0:25] : (tensor<2x2x48x25xf32>) -> tensor<1x2x48x25xf32>
      %55 = stablehlo.reshape %54 : (tensor<1x2x48x25xf32>) -> tensor<2x48x25xf32>
      %56 = stablehlo.complex %53, %55 : tensor<2x48x25xcomplex<f32>>
      %57 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<complex<f32>>) -> tensor<25xcomplex<f32>>
      %58 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
      %59 = stablehlo.dynamic_update_slice %57, %58, %c_23 : (tensor<25xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<25xcomplex<f32>>
      %60 = stablehlo.dynamic_update_slice %59, %58, %c_27 : (tensor<25xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<25xcomplex<f32>>
      %61 = stablehlo.broadcast_in_dim %60, dims = [2] : (tensor<25xcomplex<f32>>) -> tensor<1x1x25xcomplex<f32>>
      %62 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x25xcomplex<f32>>
      %63 = stablehlo.multiply %62, %61 : tensor<1x1x25xcomplex<f32>>
      %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x25xcomplex<f32>>) -> tensor<2x48x25xcomplex<f32>>
      %65 = stablehlo.multiply %64, %56 : tensor<2x48x25xcomplex<f32>>
      %66 = stablehlo.real %65 : (tensor<2x48x25xcomplex<f32>>) -> tensor<2x48x25xf32>
      %67 = stablehlo.imag %65 : (tensor<2x48x25xcomplex<f32>>) -> tensor<2x48x25xf32>
      %68 = stablehlo.negate %67 : tensor<2x48x25xf32>
      %69 = stablehlo.complex %66, %68 : tensor<2x48x25xcomplex<f32>>
      %70 = stablehlo.pad %69, %1, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x48x25xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x48x25xcomplex<f32>>
      %71 = stablehlo.slice %70 [0:2, 0:48, 0:25] : (tensor<2x48x25xcomplex<f32>>) -> tensor<2x48x25xcomplex<f32>>
      %72 = stablehlo.broadcast_in_dim %iterArg_45, dims = [0, 1, 2] : (tensor<1x48x25xcomplex<f32>>) -> tensor<2x48x25xcomplex<f32>>
      %73 = stablehlo.multiply %72, %71 : tensor<2x48x25xcomplex<f32>>
      %74 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<complex<f32>>) -> tensor<2x48x25xcomplex<f32>>
      %75 = stablehlo.multiply %74, %73 : tensor<2x48x25xcomplex<f32>>
      %76 = stablehlo.broadcast_in_dim %iterArg_44, dims = [0, 1, 2] : (tensor<1x48x25xcomplex<f32>>) -> tensor<2x48x25xcomplex<f32>>
      %77 = stablehlo.multiply %76, %75 : tensor<2x48x25xcomplex<f32>>
      %78 = stablehlo.real %77 : (tensor<2x48x25xcomplex<f32>>) -> tensor<2x48x25xf32>
      %79 = stablehlo.imag %77 : (tensor<2x48x25xcomplex<f32>>) -> tensor<2x48x25xf32>
      %80 = stablehlo.negate %79 : tensor<2x48x25xf32>
      %81 = stablehlo.complex %78, %80 : tensor<2x48x25xcomplex<f32>>
      %82 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<1x1x25xcomplex<f32>>) -> tensor<2x48x25xcomplex<f32>>
      %83 = stablehlo.divide %81, %82 : tensor<2x48x25xcomplex<f32>>
      %84 = stablehlo.real %83 : (tensor<2x48x25xcomplex<f32>>) -> tensor<2x48x25xf32>
      %85 = stablehlo.imag %83 : (tensor<2x48x25xcomplex<f32>>) -> tensor<2x48x25xf32>
      %86 = stablehlo.iota dim = 0 : tensor<2x2x48x25xi32>
      %87 = stablehlo.compare EQ, %86, %c : (tensor<2x2x48x25xi32>, tensor<2x2x48x25xi32>) -> tensor<2x2x48x25xi1>
      %88 = stablehlo.broadcast_in_dim %84, dims = [1, 2, 3] : (tensor<2x48x25xf32>) -> tensor<2x2x48x25xf32>
      %89 = stablehlo.broadcast_in_dim %85, dims = [1, 2, 3] : (tensor<2x48x25xf32>) -> tensor<2x2x48x25xf32>
      %90 = stablehlo.select %87, %88, %89 : tensor<2x2x48x25xi1>, tensor<2x2x48x25xf32>
      %91 = stablehlo.reshape %90 : (tensor<2x2x48x25xf32>) -> tensor<2x2x8x6x25xf32>
      %92 = stablehlo.dot_general %cst_9, %91, contracting_dims = [2, 3] x [0, 2] : (tensor<2x8x2x8xf32>, tensor<2x2x8x6x25xf32>) -> tensor<2x8x2x6x25xf32>
      %93 = stablehlo.broadcast_in_dim %cst_11, dims = [0, 1, 3] : (tensor<2x8x6xf32>) -> tensor<2x8x2x6x25xf32>
      %94 = stablehlo.multiply %92, %93 : tensor<2x8x2x6x25xf32>
      %95 = stablehlo.reverse %92, dims = [0] : tensor<2x8x2x6x25xf32>
      %96 = stablehlo.broadcast_in_dim %cst_8, dims = [0, 1, 3] : (tensor<2x8x6xf32>) -> tensor<2x8x2x6x25xf32>
      %97 = stablehlo.multiply %95, %96 : tensor<2x8x2x6x25xf32>
      %98 = stablehlo.add %94, %97 : tensor<2x8x2x6x25xf32>
      %99 = stablehlo.dot_general %cst_7, %98, contracting_dims = [2, 3] x [0, 3] : (tensor<2x6x2x6xf32>, tensor<2x8x2x6x25xf32>) -> tensor<2x6x8x2x25xf32>
      %100 = stablehlo.reshape %99 : (tensor<2x6x8x2x25xf32>) -> tensor<2x48x2x25xf32>
      %101 = stablehlo.broadcast_in_dim %cst_6, dims = [0, 3] : (tensor<2x25xf32>) -> tensor<2x48x2x25xf32>
      %102 = stablehlo.multiply %100, %101 : tensor<2x48x2x25xf32>
      %103 = stablehlo.slice %102 [0:2, 0:48, 0:2, 0:24] : (tensor<2x48x2x25xf32>) -> tensor<2x48x2x24xf32>
      %104 = stablehlo.reverse %102, dims = [3] : tensor<2x48x2x25xf32>
      %105 = stablehlo.slice %104 [0:2, 0:48, 0:2, 0:24] : (tensor<2x48x2x25xf32>) -> tensor<2x48x2x24xf32>
      %106 = stablehlo.broadcast_in_dim %cst_16, dims = [0] : (tensor<2xf32>) -> tensor<2x48x2x24xf32>
      %107 = stablehlo.multiply %105, %106 : tensor<2x48x2x24xf32>
      %108 = stablehlo.transpose %103, dims = [0, 3, 1, 2] : (tensor<2x48x2x24xf32>) -> tensor<2x24x48x2xf32>
      %109 = stablehlo.transpose %107, dims = [0, 3, 1, 2] : (tensor<2x48x2x24xf32>) -> tensor<2x24x48x2xf32>
      %110 = stablehlo.add %108, %109 : tensor<2x24x48x2xf32>
      %111 = stablehlo.subtract %108, %109 : tensor<2x24x48x2xf32>
      %112 = stablehlo.multiply %110, %cst_5 : tensor<2x24x48x2xf32>
      %113 = stablehlo.broadcast_in_dim %cst_4, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24x48x2xf32>
      %114 = stablehlo.multiply %111, %113 : tensor<2x24x48x2xf32>
      %115 = stablehlo.reverse %111, dims = [0] : tensor<2x24x48x2xf32>
      %116 = stablehlo.broadcast_in_dim %cst_3, dims = [0, 1] : (tensor<2x24xf32>) -> tensor<2x24x48x2xf32>
      %117 = stablehlo.multiply %115, %116 : tensor<2x24x48x2xf32>
      %118 = stablehlo.add %114, %117 : tensor<2x24x48x2xf32>
      %119 = stablehlo.add %112, %118 : tensor<2x24x48x2xf32>
      %120 = stablehlo.reshape %119 : (tensor<2x24x48x2xf32>) -> tensor<2x6x4x48x2xf32>
      %121 = stablehlo.dot_general %cst_2, %120, contracting_dims = [2, 3] x [0, 1] : (tensor<2x6x2x6xf32>, tensor<2x6x4x48x2xf32>) -> tensor<2x6x4x48x2xf32>
      %122 = stablehlo.broadcast_in_dim %cst_19, dims = [0, 1, 2] : (tensor<2x6x4xf32>) -> tensor<2x6x4x48x2xf32>
      %123 = stablehlo.multiply %121, %122 : tensor<2x6x4x48x2xf32>
      %124 = stablehlo.reverse %121, dims = [0] : tensor<2x6x4x48x2xf32>
      %125 = stablehlo.broadcast_in_dim %cst_1, dims = [0, 1, 2] : (tensor<2x6x4xf32>) -> tensor<2x6x4x48x2xf32>
      %126 = stablehlo.multiply %124, %125 : tensor<2x6x4x48x2xf32>
      %127 = stablehlo.add %123, %126 : tensor<2x6x4x48x2xf32>
      %128 = stablehlo.dot_general %cst_0, %127, contracting_dims = [2, 3] x [0, 2] : (tensor<2x4x2x4xf32>, tensor<2x6x4x48x2xf32>) -> tensor<2x4x6x48x2xf32>
      %129 = stablehlo.reshape %128 : (tensor<2x4x6x48x2xf32>) -> tensor<2x24x48x2xf32>
      %130 = stablehlo.transpose %129, dims = [1, 0, 2, 3] : (tensor<2x24x48x2xf32>) -> tensor<24x2x48x2xf32>
      %131 = stablehlo.reshape %130 : (tensor<24x2x48x2xf32>) -> tensor<1x48x48x2xf32>
      %132 = stablehlo.transpose %131, dims = [0, 3, 2, 1] : (tensor<1x48x48x2xf32>) -> tensor<1x2x48x48xf32>
      %133 = stablehlo.reshape %132 : (tensor<1x2x48x48xf32>) -> tensor<2x48x48xf32>
      %134 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x48x48xf32>
      %135 = stablehlo.multiply %134, %133 : tensor<2x48x48xf32>
      %136 = stablehlo.broadcast_in_dim %135, dims = [0, 2, 3] : (tensor<2x48x48xf32>) -> tensor<2x2x48x48xf32>
      %137 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x2x48x48xf32>) -> tensor<2x2x48x48xf32>
      %138 = stablehlo.multiply %137, %136 : tensor<2x2x48x48xf32>
      %139 = stablehlo.reshape %138 : (tensor<2x2x48x48xf32>) -> tensor<2x2x48x24x2xf32>
      %140 = stablehlo.transpose %139, dims = [4, 0, 1, 2, 3] : (tensor<2x2x48x24x2xf32>) -> tensor<2x2x2x48x24xf32>
      %141 = stablehlo.reshape %140 : (tensor<2x2x2x48x24xf32>) -> tensor<2x2x2x48x6x4xf32>
      %142 = stablehlo.dot_general %cst_20, %141, contracting_dims = [2, 3] x [0, 4] : (tensor<2x6x2x6xf32>, tensor<2x2x2x48x6x4xf32>) -> tensor<2x6x2x2x48x4xf32>
      %143 = stablehlo.broadcast_in_dim %cst_19, dims = [0, 1, 5] : (tensor<2x6x4xf32>) -> tensor<2x6x2x2x48x4xf32>
      %144 = stablehlo.multiply %142, %143 : tensor<2x6x2x2x48x4xf32>
      %145 = stablehlo.reverse %142, dims = [0] : tensor<2x6x2x2x48x4xf32>
      %146 = stablehlo.broadcast_in_dim %cst_18, dims = [0, 1, 5] : (tensor<2x6x4xf32>) -> tensor<2x6x2x2x48x4xf32>
      %147 = stablehlo.multiply %145, %146 : tensor<2x6x2x2x48x4xf32>
      %148 = stablehlo.add %144, %147 : tensor<2x6x2x2x48x4xf32>
      %149 = stablehlo.dot_general %cst_17, %148, contracting_dims = [2, 3] x [0, 5] : (tensor<2x4x2x4xf32>, tensor<2x6x2x2x48x4xf32>) -> tensor<2x4x6x2x2x48xf32>
      %150 = stablehlo.reshape %149 : (tensor<2x4x6x2x2x48xf32>) -> tensor<2x24x2x2x48xf32>
      %151 = stablehlo.slice %150 [0:2, 0:1, 0:2, 0:2, 0:48] : (tensor<2x24x2x2x48xf32>) -> tensor<2x1x2x2x48xf32>
      %152 = stablehlo.concatenate %150, %151, dim = 1 : (tensor<2x24x2x2x48xf32>, tensor<2x1x2x2x48xf32>) -> tensor<2x25x2x2x48xf32>
      %153 = stablehlo.reverse %152, dims = [1] : tensor<2x25x2x2x48xf32>
      %154 = stablehlo.broadcast_in_dim %cst_16, dims = [0] : (tensor<2xf32>) -> tensor<2x25x2x2x48xf32>
      %155 = stablehlo.multiply %153, %154 : tensor<2x25x2x2x48xf32>
      %156 = stablehlo.add %152, %155 : tensor<2x25x2x2x48xf32>
      %157 = stablehlo.subtract %152, %155 : tensor<2x25x2x2x48xf32>
      %158 = stablehlo.multiply %156, %cst : tensor<2x25x2x2x48xf32>
      %159 = stablehlo.broadcast_in_dim %cst_14, dims = [0, 1] : (tensor<2x25xf32>) -> tensor<2x25x2x2x48xf32>
      %160 = stablehlo.multiply %157, %159 : tensor<2x25x2x2x48xf32>
      %161 = stablehlo.reverse %157, dims = [0] : tensor<2x25x2x2x48xf32>
      %162 = stablehlo.broadcast_in_dim %cst_13, dims = [0, 1] : (tensor<2x25xf32>) -> tensor<2x25x2x2x48xf32>
      %163 = stablehlo.multiply %161, %162 : tensor<2x25x2x2x48xf32>
      %164 = stablehlo.add %160, %163 : tensor<2x25x2x2x48xf32>
      %165 = stablehlo.add %158, %164 : tensor<2x25x2x2x48xf32>
      %166 = stablehlo.reshape %165 : (tensor<2x25x2x2x48xf32>) -> tensor<2x25x2x2x8x6xf32>
      %167 = stablehlo.dot_general %cst_12, %166, contracting_dims = [2, 3] x [0, 4] : (tensor<2x8x2x8xf32>, tensor<2x25x2x2x8x6xf32>) -> tensor<2x8x25x2x2x6xf32>
      %168 = stablehlo.broadcast_in_dim %cst_11, dims = [0, 1, 5] : (tensor<2x8x6xf32>) -> tensor<2x8x25x2x2x6xf32>
      %169 = stablehlo.multiply %167, %168 : tensor<2x8x25x2x2x6xf32>
      %170 = stablehlo.reverse %167, dims = [0] : tensor<2x8x25x2x2x6xf32>
      %171 = stablehlo.broadcast_in_dim %cst_10, dims = [0, 1, 5] : (tensor<2x8x6xf32>) -> tensor<2x8x25x2x2x6xf32>
      %172 = stablehlo.multiply %170, %171 : tensor<2x8x25x2x2x6xf32>
      %173 = stablehlo.add %169, %172 : tensor<2x8x25x2x2x6xf32>
      %174 = stablehlo.dot_general %cst_20, %173, contracting_dims = [2, 3] x [0, 5] : (tensor<2x6x2x6xf32>, tensor<2x8x25x2x2x6xf32>) -> tensor<2x6x8x25x2x2xf32>
      %175 = stablehlo.reshape %174 : (tensor<2x6x8x25x2x2xf32>) -> tensor<2x48x25x2x2xf32>
      %176 = stablehlo.transpose %175, dims = [0, 3, 4, 1, 2] : (tensor<2x48x25x2x2xf32>) -> tensor<2x2x2x48x25xf32>
      %177 = stablehlo.slice %176 [0:1, 0:2, 0:2, 0:48, 0:25] : (tensor<2x2x2x48x25xf32>) -> tensor<1x2x2x48x25xf32>
      %178 = stablehlo.reshape %177 : (tensor<1x2x2x48x25xf32>) -> tensor<2x2x48x25xf32>
      %179 = stablehlo.slice %176 [1:2, 0:2, 0:2, 0:48, 0:25] : (tensor<2x2x2x48x25xf32>) -> tensor<1x2x2x48x25xf32>
      %180 = stablehlo.reshape %179 : (tensor<1x2x2x48x25xf32>) -> tensor<2x2x48x25xf32>
      %181 = stablehlo.complex %178, %180 : tensor<2x2x48x25xcomplex<f32>>
      %182 = stablehlo.broadcast_in_dim %60, dims = [3] : (tensor<25xcomplex<f32>>) -> tensor<1x1x1x25xcomplex<f32>>
      %183 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x1x25xcomplex<f32>>
      %184 = stablehlo.multiply %183, %182 : tensor<1x1x1x25xcomplex<f32>>
      %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<1x1x1x25xcomplex<f32>>) -> tensor<2x2x48x25xcomplex<f32>>
      %186 = stablehlo.multiply %185, %181 : tensor<2x2x48x25xcomplex<f32>>
      %187 = stablehlo.real %186 : (tensor<2x2x48x25xcomplex<f32>>) -> tensor<2x2x48x25xf32>
      %188 = stablehlo.imag %186 : (tensor<2x2x48x25xcomplex<f32>>) -> tensor<2x2x48x25xf32>
      %189 = stablehlo.negate %188 : tensor<2x2x48x25xf32>
      %190 = stablehlo.complex %187, %189 : tensor<2x2x48x25xcomplex<f32>>
      %191 = stablehlo.pad %190, %1, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x48x25xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x2x48x25xcomplex<f32>>
      %192 = stablehlo.slice %191 [0:2, 0:2, 0:48, 0:25] : (tensor<2x2x48x25xcomplex<f32>>) -> tensor<2x2x48x25xcomplex<f32>>
      %193 = stablehlo.broadcast_in_dim %iterArg_43, dims = [0, 1, 2, 3] : (tensor<1x1x48x25xcomplex<f32>>) -> tensor<2x2x48x25xcomplex<f32>>
      %194 = stablehlo.multiply %193, %192 : tensor<2x2x48x25xcomplex<f32>>
      %195 = stablehlo.broadcast_in_dim %iterArg_42, dims = [0, 1, 2, 3] : (tensor<1x2x48x25xcomplex<f32>>) -> tensor<2x2x48x25xcomplex<f32>>
      %196 = stablehlo.multiply %195, %194 : tensor<2x2x48x25xcomplex<f32>>
      %197 = stablehlo.reduce(%196 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<2x2x48x25xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x48x25xcomplex<f32>>
      %198 = stablehlo.add %iterArg_46, %c_21 : tensor<i32>
      %199 = stablehlo.real %197 : (tensor<2x48x25xcomplex<f32>>) -> tensor<2x48x25xf32>
      %200 = stablehlo.imag %197 : (tensor<2x48x25xcomplex<f32>>) -> tensor<2x48x25xf32>
      %201 = stablehlo.multiply %199, %199 : tensor<2x48x25xf32>
      %202 = stablehlo.reduce(%201 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x48x25xf32>, tensor<f32>) -> tensor<f32>
      %203 = stablehlo.multiply %200, %200 : tensor<2x48x25xf32>
      %204 = stablehlo.reduce(%203 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x48x25xf32>, tensor<f32>) -> tensor<f32>
      %205 = stablehlo.add %202, %204 : tensor<f32>
      %206 = stablehlo.broadcast_in_dim %205, dims = [] : (tensor<f32>) -> tensor<2x48x48xf32>
      stablehlo.return %iterArg, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %198, %206 : tensor<6x2x48x48xf32>, tensor<6x2x2x48x48xf32>, tensor<6x1x2x48x48xf32>, tensor<6x2x2x48x48xf32>, tensor<6x1x2x48x48xf32>, tensor<1x48x25xcomplex<f32>>, tensor<1x2x48x25xcomplex<f32>>, tensor<1x1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x2x48x25xcomplex<f32>>, tensor<1x1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<i32>, tensor<2x48x48xf32>
    }
    return %5#0, %5#1, %5#2, %5#3, %5#4, %5#5, %5#6, %5#7, %5#8, %5#9, %5#10, %5#11, %5#12, %5#13, %5#14, %5#15, %5#16, %5#17 : tensor<6x2x48x48xf32>, tensor<6x2x2x48x48xf32>, tensor<6x1x2x48x48xf32>, tensor<6x2x2x48x48xf32>, tensor<6x1x2x48x48xf32>, tensor<1x48x25xcomplex<f32>>, tensor<1x2x48x25xcomplex<f32>>, tensor<1x1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x2x48x25xcomplex<f32>>, tensor<1x1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<1x48x25xcomplex<f32>>, tensor<i32>, tensor<2x48x48xf32>
  }
}
