module @module {
  func.func @main(%arg0: !torch.vtensor<[3,201],complex<f32>>) -> !torch.vtensor<[3,400],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %int400 = torch.constant.int 400
    %int-1 = torch.constant.int -1
    %none = torch.constant.none
    %0 = torch.operator "torch.aten.fft_irfft"(%arg0, %int400, %int-1, %none) : (!torch.vtensor<[3,201],complex<f32>>, !torch.int, !torch.int, !torch.none) -> !torch.vtensor<[3,400],f32> 
    return %0 : !torch.vtensor<[3,400],f32>
  }
}
