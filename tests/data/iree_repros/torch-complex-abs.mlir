module {
  func.func @main(%arg0: !torch.vtensor<[16],complex<f32>>) -> !torch.vtensor<[16],f32> {
    %0 = torch.aten.abs %arg0 : !torch.vtensor<[16],complex<f32>> -> !torch.vtensor<[16],f32>
    return %0 : !torch.vtensor<[16],f32>
  }
}
