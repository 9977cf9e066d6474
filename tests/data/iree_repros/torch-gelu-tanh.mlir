module {
  func.func @main(%arg0: !torch.vtensor<[4096],f32>) -> !torch.vtensor<[4096],f32> {
    %str = torch.constant.str "tanh"
    %0 = torch.aten.gelu %arg0, %str : !torch.vtensor<[4096],f32>, !torch.str -> !torch.vtensor<[4096],f32>
    return %0 : !torch.vtensor<[4096],f32>
  }
}
