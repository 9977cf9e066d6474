module @module {
  func.func @main(%arg0: !torch.vtensor<[4,127,2],f32>) -> !torch.vtensor<[4,127,2],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.aten.view_as_complex %arg0 : !torch.vtensor<[4,127,2],f32> -> !torch.vtensor<[4,127],complex<f32>>
    %none = torch.constant.none
    %int-1 = torch.constant.int -1
    %none_0 = torch.constant.none
    %1 = torch.aten.fft_fft %0, %none, %int-1, %none_0 : !torch.vtensor<[4,127],complex<f32>>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[4,127],complex<f32>>
    %2 = torch.aten.view_as_real %1 : !torch.vtensor<[4,127],complex<f32>> -> !torch.vtensor<[4,127,2],f32>
    return %2 : !torch.vtensor<[4,127,2],f32>
  }
}
