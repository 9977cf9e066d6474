module @module {
  func.func @main(%arg0: !torch.vtensor<[2,8,9],f32>) -> !torch.vtensor<[2,8,9],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %none = torch.constant.none
    %int-2 = torch.constant.int -2
    %int-1 = torch.constant.int -1
    %0 = torch.prim.ListConstruct %int-2, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
    %none_0 = torch.constant.none
    %1 = torch.operator "torch.aten.fft_ihfftn"(%arg0, %none, %0, %none_0) : (!torch.vtensor<[2,8,9],f32>, !torch.none, !torch.list<int>, !torch.none) -> !torch.vtensor<[2,8,5],complex<f32>> 
    %int8 = torch.constant.int 8
    %int9 = torch.constant.int 9
    %2 = torch.prim.ListConstruct %int8, %int9 : (!torch.int, !torch.int) -> !torch.list<int>
    %int-2_1 = torch.constant.int -2
    %int-1_2 = torch.constant.int -1
    %3 = torch.prim.ListConstruct %int-2_1, %int-1_2 : (!torch.int, !torch.int) -> !torch.list<int>
    %none_3 = torch.constant.none
    %4 = torch.operator "torch.aten.fft_hfft2"(%1, %2, %3, %none_3) : (!torch.vtensor<[2,8,5],complex<f32>>, !torch.list<int>, !torch.list<int>, !torch.none) -> !torch.vtensor<[2,8,9],f32> 
    return %4 : !torch.vtensor<[2,8,9],f32>
  }
}
