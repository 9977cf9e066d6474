module {
  func.func @main(%arg0: !torch.vtensor<[2,8],complex<f32>>) -> !torch.vtensor<[2,8],complex<f32>> {
    %int2 = torch.constant.int 2
    %int8 = torch.constant.int 8
    %0 = torch.prim.ListConstruct %int2, %int8 : (!torch.int, !torch.int) -> !torch.list<int>
    %int10 = torch.constant.int 10
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %1 = torch.aten.zeros %0, %int10, %none, %cpu, %false : !torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[2,8],complex<f32>>
    %2 = torch.aten.mul.Tensor %arg0, %1 : !torch.vtensor<[2,8],complex<f32>>, !torch.vtensor<[2,8],complex<f32>> -> !torch.vtensor<[2,8],complex<f32>>
    return %2 : !torch.vtensor<[2,8],complex<f32>>
  }
}
