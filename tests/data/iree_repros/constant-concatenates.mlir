// IREE 3.13, every target: WRONG NUMBERS without an error. dinosaur's time-stepping loop reduced
// to 66 ops (its FFTs replaced by slices, the loop's constants made arguments): zero-padding
// concatenates, multiplied and shifted by slices, inside a while of 2 trips. Registry entry
// constant-concatenates (the concatenates as selects).
module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x32x17xf32>, %arg1: tensor<4x32x17xf32>, %arg2: tensor<4x32x17xf32>, %arg3: tensor<1x32x17xf32>, %arg4: tensor<17x1x1xf32>, %arg5: tensor<17x1x4xf32>, %arg6: tensor<17x1x4xf32>, %arg7: tensor<17x4x1xf32>, %arg8: tensor<17x4x4xf32>, %arg9: tensor<17x4x4xf32>, %arg10: tensor<17x4x1xf32>, %arg11: tensor<17x4x4xf32>, %arg12: tensor<17x4x4xf32>, %arg13: tensor<4x1x1xf32>, %arg14: tensor<4xf32>, %arg15: tensor<32x17xf32>, %arg16: tensor<17xf32>, %arg17: tensor<32x17xf32>, %arg18: tensor<32x17xf32>, %arg19: tensor<16x24xf32>, %arg20: tensor<48x24xf32>, %arg21: tensor<16x24x17xf32>, %arg22: tensor<16x1xf32>, %arg23: tensor<17xf32>, %arg24: tensor<32x17xf32>, %arg25: tensor<32x17xf32>, %arg26: tensor<24xf32>, %arg27: tensor<4xf32>) -> (tensor<4x32x17xf32>, tensor<4x32x17xf32>, tensor<4x32x17xf32>, tensor<1x32x17xf32>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<3x1x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<1x1x1xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<3x48x24xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<5x48x24xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<4x24x23xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<1x48x24xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<4x24x25xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<4x48x24xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<4x32x17xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<4x1x16x24xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<4x16x24xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x17xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %cst_14 = stablehlo.constant dense<4.000000e+00> : tensor<3x1x1xf32>
    %cst_15 = stablehlo.constant dense<2.500000e-01> : tensor<4xf32>
    %0 = stablehlo.broadcast_in_dim %arg27, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg14, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_15, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %3:51 = stablehlo.while(%iterArg = %arg21, %iterArg_16 = %arg22, %iterArg_17 = %arg23, %iterArg_18 = %arg23, %iterArg_19 = %arg24, %iterArg_20 = %arg25, %iterArg_21 = %arg24, %iterArg_22 = %arg25, %iterArg_23 = %arg24, %iterArg_24 = %arg25, %iterArg_25 = %arg26, %iterArg_26 = %cst_15, %iterArg_27 = %cst_15, %iterArg_28 = %0, %iterArg_29 = %arg20, %iterArg_30 = %cst_14, %iterArg_31 = %cst_14, %iterArg_32 = %arg19, %iterArg_33 = %arg18, %iterArg_34 = %arg17, %iterArg_35 = %arg18, %iterArg_36 = %arg17, %iterArg_37 = %arg16, %iterArg_38 = %arg15, %iterArg_39 = %arg18, %iterArg_40 = %arg17, %iterArg_41 = %cst_14, %iterArg_42 = %1, %iterArg_43 = %cst_14, %iterArg_44 = %cst_15, %iterArg_45 = %arg13, %iterArg_46 = %2, %iterArg_47 = %1, %iterArg_48 = %cst_15, %iterArg_49 = %arg13, %iterArg_50 = %2, %iterArg_51 = %cst_15, %iterArg_52 = %arg12, %iterArg_53 = %arg11, %iterArg_54 = %arg10, %iterArg_55 = %arg9, %iterArg_56 = %arg8, %iterArg_57 = %arg7, %iterArg_58 = %arg6, %iterArg_59 = %arg5, %iterArg_60 = %arg4, %iterArg_61 = %c_13, %iterArg_62 = %arg0, %iterArg_63 = %arg1, %iterArg_64 = %arg2, %iterArg_65 = %arg3) : tensor<16x24x17xf32>, tensor<16x1xf32>, tensor<17xf32>, tensor<17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<24xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x1x1xf32>, tensor<48x24xf32>, tensor<3x1x1xf32>, tensor<3x1x1xf32>, tensor<16x24xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<3x1x1xf32>, tensor<4x1x1xf32>, tensor<3x1x1xf32>, tensor<4xf32>, tensor<4x1x1xf32>, tensor<4x1x1xf32>, tensor<4x1x1xf32>, tensor<4xf32>, tensor<4x1x1xf32>, tensor<4x1x1xf32>, tensor<4xf32>, tensor<17x4x4xf32>, tensor<17x4x4xf32>, tensor<17x4x1xf32>, tensor<17x4x4xf32>, tensor<17x4x4xf32>, tensor<17x4x1xf32>, tensor<17x1x4xf32>, tensor<17x1x4xf32>, tensor<17x1x1xf32>, tensor<i32>, tensor<4x32x17xf32>, tensor<4x32x17xf32>, tensor<4x32x17xf32>, tensor<1x32x17xf32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_61, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.transpose %iterArg_64, dims = [2, 1, 0] : (tensor<4x32x17xf32>) -> tensor<17x32x4xf32>
      %5 = stablehlo.reshape %4 : (tensor<17x32x4xf32>) -> tensor<17x16x2x4xf32>
      %6 = stablehlo.transpose %5, dims = [3, 2, 1, 0] : (tensor<17x16x2x4xf32>) -> tensor<4x2x16x17xf32>
      %7 = stablehlo.dot_general %6, %iterArg, batching_dims = [2] x [0], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x2x16x17xf32>, tensor<16x24x17xf32>) -> tensor<16x4x2x24xf32>
      %8 = stablehlo.transpose %7, dims = [1, 2, 0, 3] : (tensor<16x4x2x24xf32>) -> tensor<4x2x16x24xf32>
      %9 = stablehlo.slice %8 [0:4, 0:1, 0:16, 0:24] : (tensor<4x2x16x24xf32>) -> tensor<4x1x16x24xf32>
      %10 = stablehlo.reshape %9 : (tensor<4x1x16x24xf32>) -> tensor<4x16x24xf32>
      %11 = stablehlo.broadcast_in_dim %iterArg_16, dims = [1, 2] : (tensor<16x1xf32>) -> tensor<1x16x1xf32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<4x16x24xf32>
      %13 = stablehlo.multiply %12, %10 : tensor<4x16x24xf32>
      %14 = stablehlo.complex %13, %cst_9 : tensor<4x16x24xcomplex<f32>>
      %15 = stablehlo.transpose %14, dims = [0, 2, 1] : (tensor<4x16x24xcomplex<f32>>) -> tensor<4x24x16xcomplex<f32>>
      %16 = stablehlo.convert %c_13 : (tensor<i32>) -> tensor<complex<f32>>
      %17 = stablehlo.pad %15, %16, low = [0, 0, 0], high = [0, 0, 9], interior = [0, 0, 0] : (tensor<4x24x16xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x24x25xcomplex<f32>>
      %18 = stablehlo.real %17 : (tensor<4x24x25xcomplex<f32>>) -> tensor<4x24x25xf32>
      %19 = stablehlo.concatenate %18, %cst_3, dim = 2 : (tensor<4x24x25xf32>, tensor<4x24x23xf32>) -> tensor<4x24x48xf32>
      %20 = stablehlo.transpose %19, dims = [0, 2, 1] : (tensor<4x24x48xf32>) -> tensor<4x48x24xf32>
      %21 = stablehlo.broadcast_in_dim %iterArg_28, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x48x24xf32>
      %22 = stablehlo.multiply %21, %cst_6 : tensor<4x48x24xf32>
      %23 = stablehlo.subtract %22, %cst_6 : tensor<4x48x24xf32>
      %24 = stablehlo.slice %23 [0:3, 0:48, 0:24] : (tensor<4x48x24xf32>) -> tensor<3x48x24xf32>
      %25 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x48x24xf32>
      %26 = stablehlo.slice %20 [0:3, 0:48, 0:24] : (tensor<4x48x24xf32>) -> tensor<3x48x24xf32>
      %27 = stablehlo.subtract %cst_1, %26 : tensor<3x48x24xf32>
      %28 = stablehlo.multiply %27, %cst_1 : tensor<3x48x24xf32>
      %29 = stablehlo.concatenate %25, %28, %cst_4, dim = 0 : (tensor<1x48x24xf32>, tensor<3x48x24xf32>, tensor<1x48x24xf32>) -> tensor<5x48x24xf32>
      %30 = stablehlo.multiply %cst_2, %29 : tensor<5x48x24xf32>
      %31 = stablehlo.slice %30 [0:4, 0:48, 0:24] : (tensor<5x48x24xf32>) -> tensor<4x48x24xf32>
      %32 = stablehlo.add %cst_6, %31 : tensor<4x48x24xf32>
      %33 = stablehlo.multiply %cst_6, %32 : tensor<4x48x24xf32>
      %34 = stablehlo.add %cst_6, %33 : tensor<4x48x24xf32>
      %35 = stablehlo.concatenate %25, %24, %cst_4, dim = 0 : (tensor<1x48x24xf32>, tensor<3x48x24xf32>, tensor<1x48x24xf32>) -> tensor<5x48x24xf32>
      %36 = stablehlo.slice %iterArg_42 [0:3, 0:1, 0:1] : (tensor<4x1x1xf32>) -> tensor<3x1x1xf32>
      %37 = stablehlo.subtract %cst, %36 : tensor<3x1x1xf32>
      %38 = stablehlo.multiply %37, %iterArg_43 : tensor<3x1x1xf32>
      %39 = stablehlo.concatenate %cst_0, %38, %cst_0, dim = 0 : (tensor<1x1x1xf32>, tensor<3x1x1xf32>, tensor<1x1x1xf32>) -> tensor<5x1x1xf32>
      %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<5x1x1xf32>) -> tensor<5x48x24xf32>
      %41 = stablehlo.multiply %35, %40 : tensor<5x48x24xf32>
      %42 = stablehlo.slice %41 [0:4, 0:48, 0:24] : (tensor<5x48x24xf32>) -> tensor<4x48x24xf32>
      %43 = stablehlo.add %cst_6, %42 : tensor<4x48x24xf32>
      %44 = stablehlo.multiply %cst_6, %43 : tensor<4x48x24xf32>
      %45 = stablehlo.add %34, %44 : tensor<4x48x24xf32>
      %46 = stablehlo.add %cst_6, %45 : tensor<4x48x24xf32>
      %47 = stablehlo.add %46, %cst_6 : tensor<4x48x24xf32>
      %48 = stablehlo.transpose %47, dims = [0, 2, 1] : (tensor<4x48x24xf32>) -> tensor<4x24x48xf32>
      %49 = stablehlo.slice %48 [0:4, 0:24, 0:25] : (tensor<4x24x48xf32>) -> tensor<4x24x25xf32>
      %50 = stablehlo.complex %49, %cst_5 : tensor<4x24x25xcomplex<f32>>
      %51 = stablehlo.transpose %50, dims = [0, 2, 1] : (tensor<4x24x25xcomplex<f32>>) -> tensor<4x25x24xcomplex<f32>>
      %52 = stablehlo.slice %51 [0:4, 0:16, 0:24] : (tensor<4x25x24xcomplex<f32>>) -> tensor<4x16x24xcomplex<f32>>
      %53 = stablehlo.real %52 : (tensor<4x16x24xcomplex<f32>>) -> tensor<4x16x24xf32>
      %54 = stablehlo.multiply %cst_9, %53 : tensor<4x16x24xf32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [0, 2, 3] : (tensor<4x16x24xf32>) -> tensor<4x1x16x24xf32>
      %56 = stablehlo.concatenate %55, %cst_8, dim = 1 : (tensor<4x1x16x24xf32>, tensor<4x1x16x24xf32>) -> tensor<4x2x16x24xf32>
      %57 = stablehlo.dot_general %56, %iterArg, batching_dims = [2] x [0], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x2x16x24xf32>, tensor<16x24x17xf32>) -> tensor<16x4x2x17xf32>
      %58 = stablehlo.transpose %57, dims = [1, 2, 0, 3] : (tensor<16x4x2x17xf32>) -> tensor<4x2x16x17xf32>
      %59 = stablehlo.transpose %58, dims = [3, 2, 1, 0] : (tensor<4x2x16x17xf32>) -> tensor<17x16x2x4xf32>
      %60 = stablehlo.reshape %59 : (tensor<17x16x2x4xf32>) -> tensor<17x32x4xf32>
      %61 = stablehlo.transpose %60, dims = [2, 1, 0] : (tensor<17x32x4xf32>) -> tensor<4x32x17xf32>
      %62 = stablehlo.add %61, %cst_7 : tensor<4x32x17xf32>
      %63 = stablehlo.multiply %62, %cst_7 : tensor<4x32x17xf32>
      %64 = stablehlo.multiply %cst_7, %63 : tensor<4x32x17xf32>
      %65 = stablehlo.add %iterArg_64, %64 : tensor<4x32x17xf32>
      %66 = stablehlo.dot_general %65, %iterArg_53, batching_dims = [2] x [0], contracting_dims = [0] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x32x17xf32>, tensor<17x4x4xf32>) -> tensor<17x32x4xf32>
      %67 = stablehlo.transpose %66, dims = [2, 1, 0] : (tensor<17x32x4xf32>) -> tensor<4x32x17xf32>
      %68 = stablehlo.add %cst_7, %67 : tensor<4x32x17xf32>
      %69 = stablehlo.add %68, %cst_7 : tensor<4x32x17xf32>
      %70 = stablehlo.add %iterArg_61, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %70, %cst_7, %69, %cst_7, %cst_10 : tensor<16x24x17xf32>, tensor<16x1xf32>, tensor<17xf32>, tensor<17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<24xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x1x1xf32>, tensor<48x24xf32>, tensor<3x1x1xf32>, tensor<3x1x1xf32>, tensor<16x24xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<32x17xf32>, tensor<3x1x1xf32>, tensor<4x1x1xf32>, tensor<3x1x1xf32>, tensor<4xf32>, tensor<4x1x1xf32>, tensor<4x1x1xf32>, tensor<4x1x1xf32>, tensor<4xf32>, tensor<4x1x1xf32>, tensor<4x1x1xf32>, tensor<4xf32>, tensor<17x4x4xf32>, tensor<17x4x4xf32>, tensor<17x4x1xf32>, tensor<17x4x4xf32>, tensor<17x4x4xf32>, tensor<17x4x1xf32>, tensor<17x1x4xf32>, tensor<17x1x4xf32>, tensor<17x1x1xf32>, tensor<i32>, tensor<4x32x17xf32>, tensor<4x32x17xf32>, tensor<4x32x17xf32>, tensor<1x32x17xf32>
    }
    return %3#47, %3#48, %3#49, %3#50 : tensor<4x32x17xf32>, tensor<4x32x17xf32>, tensor<4x32x17xf32>, tensor<1x32x17xf32>
  }
}
