module @module {
  func.func @main(%arg0: !torch.vtensor<[2,401],f32>) -> !torch.vtensor<[2,201],complex<f32>> attributes {torch.assume_strict_symbolic_shapes} {
    %none = torch.constant.none
    %int-1 = torch.constant.int -1
    %none_0 = torch.constant.none
    %0 = torch.operator "torch.aten.fft_ihfft"(%arg0, %none, %int-1, %none_0) : (!torch.vtensor<[2,401],f32>, !torch.none, !torch.int, !torch.none) -> !torch.vtensor<[2,201],complex<f32>> 
    return %0 : !torch.vtensor<[2,201],complex<f32>>
  }
}
