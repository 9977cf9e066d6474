module {
  func.func @main(%arg0: !torch.vtensor<[16],complex<f32>>) -> !torch.vtensor<[16],complex<f32>> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %arg0, %arg0, %int1 : !torch.vtensor<[16],complex<f32>>, !torch.vtensor<[16],complex<f32>>, !torch.int -> !torch.vtensor<[16],complex<f32>>
    return %0 : !torch.vtensor<[16],complex<f32>>
  }
}
