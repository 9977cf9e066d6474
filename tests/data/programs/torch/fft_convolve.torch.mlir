module @module {
  func.func @main(%arg0: !torch.vtensor<[4,300],f32>, %arg1: !torch.vtensor<[4,101],f32>) -> !torch.vtensor<[4,400],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %int400 = torch.constant.int 400
    %int-1 = torch.constant.int -1
    %none = torch.constant.none
    %0 = torch.aten.fft_rfft %arg0, %int400, %int-1, %none : !torch.vtensor<[4,300],f32>, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[4,201],complex<f32>>
    %int400_0 = torch.constant.int 400
    %int-1_1 = torch.constant.int -1
    %none_2 = torch.constant.none
    %1 = torch.aten.fft_rfft %arg1, %int400_0, %int-1_1, %none_2 : !torch.vtensor<[4,101],f32>, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[4,201],complex<f32>>
    %2 = torch.aten.mul.Tensor %0, %1 : !torch.vtensor<[4,201],complex<f32>>, !torch.vtensor<[4,201],complex<f32>> -> !torch.vtensor<[4,201],complex<f32>>
    %int400_3 = torch.constant.int 400
    %int-1_4 = torch.constant.int -1
    %none_5 = torch.constant.none
    %3 = torch.operator "torch.aten.fft_irfft"(%2, %int400_3, %int-1_4, %none_5) : (!torch.vtensor<[4,201],complex<f32>>, !torch.int, !torch.int, !torch.none) -> !torch.vtensor<[4,400],f32> 
    return %3 : !torch.vtensor<[4,400],f32>
  }
}
