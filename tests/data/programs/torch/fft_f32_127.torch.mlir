module @module {
  func.func @main(%arg0: !torch.vtensor<[127,3],f32>) -> !torch.vtensor<[127,3],complex<f32>> attributes {torch.assume_strict_symbolic_shapes} {
    %none = torch.constant.none
    %int0 = torch.constant.int 0
    %none_0 = torch.constant.none
    %0 = torch.aten.fft_fft %arg0, %none, %int0, %none_0 : !torch.vtensor<[127,3],f32>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[127,3],complex<f32>>
    return %0 : !torch.vtensor<[127,3],complex<f32>>
  }
}
