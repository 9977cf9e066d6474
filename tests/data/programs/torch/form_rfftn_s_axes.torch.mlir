module @module {
  func.func @main(%arg0: !torch.vtensor<[5,3,12],f32>) -> !torch.vtensor<[6,3,6],complex<f32>> attributes {torch.assume_strict_symbolic_shapes} {
    %int6 = torch.constant.int 6
    %int10 = torch.constant.int 10
    %0 = torch.prim.ListConstruct %int6, %int10 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %2 = torch.operator "torch.aten.fft_rfftn"(%arg0, %0, %1, %none) : (!torch.vtensor<[5,3,12],f32>, !torch.list<int>, !torch.list<int>, !torch.none) -> !torch.vtensor<[6,3,6],complex<f32>> 
    return %2 : !torch.vtensor<[6,3,6],complex<f32>>
  }
}
