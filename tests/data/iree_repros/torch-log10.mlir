module {
  func.func @main(%arg0: !torch.vtensor<[80,200],f32>) -> !torch.vtensor<[80,200],f32> {
    %0 = torch.aten.log10 %arg0 : !torch.vtensor<[80,200],f32> -> !torch.vtensor<[80,200],f32>
    return %0 : !torch.vtensor<[80,200],f32>
  }
}
