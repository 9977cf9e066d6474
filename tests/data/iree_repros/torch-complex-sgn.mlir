module {
  func.func @main(%arg0: !torch.vtensor<[16],complex<f32>>) -> !torch.vtensor<[16],complex<f32>> {
    %0 = torch.aten.sgn %arg0 : !torch.vtensor<[16],complex<f32>> -> !torch.vtensor<[16],complex<f32>>
    return %0 : !torch.vtensor<[16],complex<f32>>
  }
}
