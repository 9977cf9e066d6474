module {
  func.func @main(%arg0: !torch.vtensor<[4096],f32>) -> !torch.vtensor<[4096],f32> {
    %0 = torch.aten.atan2 %arg0, %arg0 : !torch.vtensor<[4096],f32>, !torch.vtensor<[4096],f32> -> !torch.vtensor<[4096],f32>
    return %0 : !torch.vtensor<[4096],f32>
  }
}
