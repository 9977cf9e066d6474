module @module {
  func.func @main(%arg0: !torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>) : !torch.vtensor<[64],f32>
    %1 = torch.aten.mul.Tensor %arg0, %0 : !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %int0 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %int0_0 = torch.constant.int 0
    %true = torch.constant.bool true
    %3 = torch.operator "torch.aten._fft_r2c"(%1, %2, %int0_0, %true) : (!torch.vtensor<[64],f32>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[33],complex<f32>> 
    %4 = torch.aten.abs %3 : !torch.vtensor<[33],complex<f32>> -> !torch.vtensor<[33],f32>
    %int2 = torch.constant.int 2
    %5 = torch.aten.pow.Tensor_Scalar %4, %int2 : !torch.vtensor<[33],f32>, !torch.int -> !torch.vtensor<[33],f32>
    %6 = torch.vtensor.literal(dense_resource<torch_tensor_33_torch.float32> : tensor<33xf32>) : !torch.vtensor<[33],f32>
    %7 = torch.aten.mul.Tensor %5, %6 : !torch.vtensor<[33],f32>, !torch.vtensor<[33],f32> -> !torch.vtensor<[33],f32>
    %none = torch.constant.none
    %8 = torch.aten.sum %7, %none : !torch.vtensor<[33],f32>, !torch.none -> !torch.vtensor<[],f32>
    %none_1 = torch.constant.none
    %none_2 = torch.constant.none
    %none_3 = torch.constant.none
    %false = torch.constant.bool false
    %int1 = torch.constant.int 1
    %9 = torch.aten.ones_like %8, %none_1, %none_2, %none_3, %false, %int1 : !torch.vtensor<[],f32>, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.int -> !torch.vtensor<[],f32>
    %int33 = torch.constant.int 33
    %10 = torch.prim.ListConstruct %int33 : (!torch.int) -> !torch.list<int>
    %false_4 = torch.constant.bool false
    %11 = torch.aten.expand %9, %10, %false_4 : !torch.vtensor<[],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[33],f32>
    %12 = torch.aten.mul.Tensor %11, %6 : !torch.vtensor<[33],f32>, !torch.vtensor<[33],f32> -> !torch.vtensor<[33],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %13 = torch.aten.pow.Tensor_Scalar %4, %float1.000000e00 : !torch.vtensor<[33],f32>, !torch.float -> !torch.vtensor<[33],f32>
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %14 = torch.aten.mul.Scalar %13, %float2.000000e00 : !torch.vtensor<[33],f32>, !torch.float -> !torch.vtensor<[33],f32>
    %15 = torch.aten.mul.Tensor %12, %14 : !torch.vtensor<[33],f32>, !torch.vtensor<[33],f32> -> !torch.vtensor<[33],f32>
    %16 = torch.aten.sgn %3 : !torch.vtensor<[33],complex<f32>> -> !torch.vtensor<[33],complex<f32>>
    %17 = torch.aten.mul.Tensor %15, %16 : !torch.vtensor<[33],f32>, !torch.vtensor<[33],complex<f32>> -> !torch.vtensor<[33],complex<f32>>
    %int64 = torch.constant.int 64
    %18 = torch.prim.ListConstruct %int64 : (!torch.int) -> !torch.list<int>
    %none_5 = torch.constant.none
    %none_6 = torch.constant.none
    %none_7 = torch.constant.none
    %none_8 = torch.constant.none
    %19 = torch.aten.new_zeros %17, %18, %none_5, %none_6, %none_7, %none_8 : !torch.vtensor<[33],complex<f32>>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[64],complex<f32>>
    %int0_9 = torch.constant.int 0
    %int0_10 = torch.constant.int 0
    %int33_11 = torch.constant.int 33
    %int1_12 = torch.constant.int 1
    %20 = torch.aten.slice.Tensor %19, %int0_9, %int0_10, %int33_11, %int1_12 : !torch.vtensor<[64],complex<f32>>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[33],complex<f32>>
    %false_13 = torch.constant.bool false
    %21 = torch.aten.copy %20, %17, %false_13 : !torch.vtensor<[33],complex<f32>>, !torch.vtensor<[33],complex<f32>>, !torch.bool -> !torch.vtensor<[33],complex<f32>>
    %int0_14 = torch.constant.int 0
    %int0_15 = torch.constant.int 0
    %int33_16 = torch.constant.int 33
    %int1_17 = torch.constant.int 1
    %22 = torch.aten.slice_scatter %19, %21, %int0_14, %int0_15, %int33_16, %int1_17 : !torch.vtensor<[64],complex<f32>>, !torch.vtensor<[33],complex<f32>>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[64],complex<f32>>
    %int0_18 = torch.constant.int 0
    %23 = torch.prim.ListConstruct %int0_18 : (!torch.int) -> !torch.list<int>
    %int0_19 = torch.constant.int 0
    %false_20 = torch.constant.bool false
    %24 = torch.operator "torch.aten._fft_c2c"(%22, %23, %int0_19, %false_20) : (!torch.vtensor<[64],complex<f32>>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[64],complex<f32>> 
    %25 = torch.aten.view_as_real %24 : !torch.vtensor<[64],complex<f32>> -> !torch.vtensor<[64,2],f32>
    %int1_21 = torch.constant.int 1
    %int0_22 = torch.constant.int 0
    %26 = torch.aten.select.int %25, %int1_21, %int0_22 : !torch.vtensor<[64,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[64],f32>
    %27 = torch.aten.mul.Tensor %26, %0 : !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    return %27 : !torch.vtensor<[64],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_torch.float32: "0x040000000000000080C91D3B20681D3C505FB03C10E51B3D48D3713D3C93AC3DF46FE83D1AF6153ECE303B3E4E8C633E8C52873E76089E3EE8AFB53E910ECE3E59E8E63E0000003FD48B0C3FB8F8183F0D28253FC6FB303FBC563C3FEE1C473FCC33513F7A825A3F02F2623F996D6A3FCCE2703FB041763F067D7A3F608A7D3F36627F3F0000803F36627F3F5F8A7D3F057D7A3FAF41763FCCE2703F986D6A3F01F2623F78825A3FCD33513FEB1C473FBA563C3FC3FB303F0B28253FB9F8183FD28B0C3F0000003F54E8E63E8E0ECE3EE2AFB53E72089E3E8C52873E468C633ECC303B3E12F6153EEC6FE83D3C93AC3D38D3713D08E51B3D405FB03C20681D3C00C91D3B",
      torch_tensor_33_torch.float32: "0x04000000000000000000003D0000803D0000C03D0000003E0000203E0000403E0000603E0000803E0000903E0000A03E0000B03E0000C03E0000D03E0000E03E0000F03E0000003F0000083F0000103F0000183F0000203F0000283F0000303F0000383F0000403F0000483F0000503F0000583F0000603F0000683F0000703F0000783F0000803F"
    }
  }
#-}
