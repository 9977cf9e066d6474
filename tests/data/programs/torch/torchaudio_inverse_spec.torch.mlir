module @module {
  func.func @main(%arg0: !torch.vtensor<[1,9,40],f32>, %arg1: !torch.vtensor<[1,9,40],f32>) -> !torch.vtensor<[1,156],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.aten.polar %arg0, %arg1 : !torch.vtensor<[1,9,40],f32>, !torch.vtensor<[1,9,40],f32> -> !torch.vtensor<[1,9,40],complex<f32>>
    %int-1 = torch.constant.int -1
    %int9 = torch.constant.int 9
    %int40 = torch.constant.int 40
    %1 = torch.prim.ListConstruct %int-1, %int9, %int40 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[1,9,40],complex<f32>>, !torch.list<int> -> !torch.vtensor<[1,9,40],complex<f32>>
    %int16 = torch.constant.int 16
    %int4 = torch.constant.int 4
    %int16_0 = torch.constant.int 16
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %true_1 = torch.constant.bool true
    %int156 = torch.constant.int 156
    %false_2 = torch.constant.bool false
    %4 = torch.operator "torch.aten.istft"(%2, %int16, %int4, %int16_0, %3, %true, %false, %true_1, %int156, %false_2) : (!torch.vtensor<[1,9,40],complex<f32>>, !torch.int, !torch.int, !torch.int, !torch.vtensor<[16],f32>, !torch.bool, !torch.bool, !torch.bool, !torch.int, !torch.bool) -> !torch.vtensor<[1,156],f32> 
    %int1 = torch.constant.int 1
    %int156_3 = torch.constant.int 156
    %5 = torch.prim.ListConstruct %int1, %int156_3 : (!torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.aten.view %4, %5 : !torch.vtensor<[1,156],f32>, !torch.list<int> -> !torch.vtensor<[1,156],f32>
    return %6 : !torch.vtensor<[1,156],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000000000000010E51B3D1AF6153E76089E3E0000003FC6FB303F7A825A3FB041763F0000803FAF41763F78825A3FC3FB303F0000003F72089E3E12F6153E08E51B3D"
    }
  }
#-}
