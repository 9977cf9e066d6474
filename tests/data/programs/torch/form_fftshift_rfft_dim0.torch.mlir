module @module {
  func.func @main(%arg0: !torch.vtensor<[4,33,5],f32>) -> !torch.vtensor<[4,33,5],complex<f32>> attributes {torch.assume_strict_symbolic_shapes} {
    %none = torch.constant.none
    %int-2 = torch.constant.int -2
    %str = torch.constant.str "ortho"
    %0 = torch.aten.fft_fft %arg0, %none, %int-2, %str : !torch.vtensor<[4,33,5],f32>, !torch.none, !torch.int, !torch.str -> !torch.vtensor<[4,33,5],complex<f32>>
    %int-2_0 = torch.constant.int -2
    %1 = torch.prim.ListConstruct %int-2_0 : (!torch.int) -> !torch.list<int>
    %2 = torch.operator "torch.aten.fft_fftshift"(%0, %1) : (!torch.vtensor<[4,33,5],complex<f32>>, !torch.list<int>) -> !torch.vtensor<[4,33,5],complex<f32>> 
    return %2 : !torch.vtensor<[4,33,5],complex<f32>>
  }
}
