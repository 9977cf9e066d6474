module @module {
  func.func @main(%arg0: !torch.vtensor<[3,401],f32>) -> !torch.vtensor<[3,26,15],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %int50 = torch.constant.int 50
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.operator "torch.aten.hann_window"(%int50, %int6, %none, %cpu, %false) : (!torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[50],f32> 
    %int50_0 = torch.constant.int 50
    %int25 = torch.constant.int 25
    %none_1 = torch.constant.none
    %false_2 = torch.constant.bool false
    %none_3 = torch.constant.none
    %true = torch.constant.bool true
    %none_4 = torch.constant.none
    %1 = torch.aten.stft %arg0, %int50_0, %int25, %none_1, %0, %false_2, %none_3, %true, %none_4 : !torch.vtensor<[3,401],f32>, !torch.int, !torch.int, !torch.none, !torch.vtensor<[50],f32>, !torch.bool, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,26,15],complex<f32>>
    %2 = torch.aten.abs %1 : !torch.vtensor<[3,26,15],complex<f32>> -> !torch.vtensor<[3,26,15],f32>
    %int2 = torch.constant.int 2
    %3 = torch.aten.pow.Tensor_Scalar %2, %int2 : !torch.vtensor<[3,26,15],f32>, !torch.int -> !torch.vtensor<[3,26,15],f32>
    return %3 : !torch.vtensor<[3,26,15],f32>
  }
}
