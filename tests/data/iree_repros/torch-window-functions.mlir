module {
  func.func @main(%arg0: !torch.vtensor<[400],f32>) -> !torch.vtensor<[400],f32> {
    %int400 = torch.constant.int 400
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.operator "torch.aten.hann_window"(%int400, %int6, %none, %cpu, %false) : (!torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[400],f32>
    %1 = torch.aten.mul.Tensor %arg0, %0 : !torch.vtensor<[400],f32>, !torch.vtensor<[400],f32> -> !torch.vtensor<[400],f32>
    return %1 : !torch.vtensor<[400],f32>
  }
}
