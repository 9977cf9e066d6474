module @module {
  func.func @main(%arg0: !torch.vtensor<[8,10,12],complex<f32>>) -> !torch.vtensor<[8,10,12],complex<f32>> attributes {torch.assume_strict_symbolic_shapes} {
    %int8 = torch.constant.int 8
    %int10 = torch.constant.int 10
    %int12 = torch.constant.int 12
    %0 = torch.prim.ListConstruct %int8, %int10, %int12 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %str = torch.constant.str "forward"
    %1 = torch.operator "torch.aten.fft_ifftn"(%arg0, %0, %none, %str) : (!torch.vtensor<[8,10,12],complex<f32>>, !torch.list<int>, !torch.none, !torch.str) -> !torch.vtensor<[8,10,12],complex<f32>> 
    return %1 : !torch.vtensor<[8,10,12],complex<f32>>
  }
}
