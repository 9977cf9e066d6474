module @module {
  func.func @main(%arg0: !torch.vtensor<[3,401],f32>) -> !torch.vtensor<[3,201],complex<f32>> attributes {torch.assume_strict_symbolic_shapes} {
    %none = torch.constant.none
    %int-1 = torch.constant.int -1
    %str = torch.constant.str "ortho"
    %0 = torch.aten.fft_rfft %arg0, %none, %int-1, %str : !torch.vtensor<[3,401],f32>, !torch.none, !torch.int, !torch.str -> !torch.vtensor<[3,201],complex<f32>>
    return %0 : !torch.vtensor<[3,201],complex<f32>>
  }
}
