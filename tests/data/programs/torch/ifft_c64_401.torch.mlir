module @module {
  func.func @main(%arg0: !torch.vtensor<[2,380],complex<f32>>) -> !torch.vtensor<[2,401],complex<f32>> attributes {torch.assume_strict_symbolic_shapes} {
    %int401 = torch.constant.int 401
    %int-1 = torch.constant.int -1
    %none = torch.constant.none
    %0 = torch.aten.fft_ifft %arg0, %int401, %int-1, %none : !torch.vtensor<[2,380],complex<f32>>, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[2,401],complex<f32>>
    return %0 : !torch.vtensor<[2,401],complex<f32>>
  }
}
