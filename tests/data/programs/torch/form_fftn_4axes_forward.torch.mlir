module @module {
  func.func @main(%arg0: !torch.vtensor<[3,4,5,6],complex<f32>>) -> !torch.vtensor<[3,4,5,6],complex<f32>> attributes {torch.assume_strict_symbolic_shapes} {
    %none = torch.constant.none
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int0, %int1, %int2, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "forward"
    %1 = torch.operator "torch.aten.fft_fftn"(%arg0, %none, %0, %str) : (!torch.vtensor<[3,4,5,6],complex<f32>>, !torch.none, !torch.list<int>, !torch.str) -> !torch.vtensor<[3,4,5,6],complex<f32>> 
    return %1 : !torch.vtensor<[3,4,5,6],complex<f32>>
  }
}
