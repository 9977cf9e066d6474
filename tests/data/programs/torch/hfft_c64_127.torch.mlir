module @module {
  func.func @main(%arg0: !torch.vtensor<[2,64],complex<f32>>) -> !torch.vtensor<[2,127],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %int127 = torch.constant.int 127
    %int-1 = torch.constant.int -1
    %none = torch.constant.none
    %0 = torch.operator "torch.aten.fft_hfft"(%arg0, %int127, %int-1, %none) : (!torch.vtensor<[2,64],complex<f32>>, !torch.int, !torch.int, !torch.none) -> !torch.vtensor<[2,127],f32> 
    return %0 : !torch.vtensor<[2,127],f32>
  }
}
