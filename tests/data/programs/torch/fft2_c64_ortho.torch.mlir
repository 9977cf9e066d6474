module @module {
  func.func @main(%arg0: !torch.vtensor<[2,16,27],complex<f32>>) -> !torch.vtensor<[2,16,27],complex<f32>> attributes {torch.assume_strict_symbolic_shapes} {
    %none = torch.constant.none
    %int-2 = torch.constant.int -2
    %int-1 = torch.constant.int -1
    %0 = torch.prim.ListConstruct %int-2, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "ortho"
    %1 = torch.operator "torch.aten.fft_fft2"(%arg0, %none, %0, %str) : (!torch.vtensor<[2,16,27],complex<f32>>, !torch.none, !torch.list<int>, !torch.str) -> !torch.vtensor<[2,16,27],complex<f32>> 
    return %1 : !torch.vtensor<[2,16,27],complex<f32>>
  }
}
