module @module {
  func.func @main(%arg0: !torch.vtensor<[5,6,4],complex<f32>>) -> !torch.vtensor<[5,6,6],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %str = torch.constant.str "ortho"
    %0 = torch.operator "torch.aten.fft_irfftn"(%arg0, %none, %none_0, %str) : (!torch.vtensor<[5,6,4],complex<f32>>, !torch.none, !torch.none, !torch.str) -> !torch.vtensor<[5,6,6],f32> 
    return %0 : !torch.vtensor<[5,6,6],f32>
  }
}
