module @module {
  func.func @main(%arg0: !torch.vtensor<[2,17,30],f32>, %arg1: !torch.vtensor<[2,17,30],f32>) -> !torch.vtensor<[2,232],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.aten.polar %arg0, %arg1 : !torch.vtensor<[2,17,30],f32>, !torch.vtensor<[2,17,30],f32> -> !torch.vtensor<[2,17,30],complex<f32>>
    %int32 = torch.constant.int 32
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %1 = torch.operator "torch.aten.hann_window"(%int32, %int6, %none, %cpu, %false) : (!torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[32],f32> 
    %int32_0 = torch.constant.int 32
    %int8 = torch.constant.int 8
    %none_1 = torch.constant.none
    %true = torch.constant.bool true
    %false_2 = torch.constant.bool false
    %none_3 = torch.constant.none
    %none_4 = torch.constant.none
    %false_5 = torch.constant.bool false
    %2 = torch.operator "torch.aten.istft"(%0, %int32_0, %int8, %none_1, %1, %true, %false_2, %none_3, %none_4, %false_5) : (!torch.vtensor<[2,17,30],complex<f32>>, !torch.int, !torch.int, !torch.none, !torch.vtensor<[32],f32>, !torch.bool, !torch.bool, !torch.none, !torch.none, !torch.bool) -> !torch.vtensor<[2,232],f32> 
    return %2 : !torch.vtensor<[2,232],f32>
  }
}
