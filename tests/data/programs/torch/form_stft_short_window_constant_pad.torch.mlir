module @module {
  func.func @main(%arg0: !torch.vtensor<[500],f32>) -> !torch.vtensor<[33,26],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %int48 = torch.constant.int 48
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.operator "torch.aten.hamming_window"(%int48, %int6, %none, %cpu, %false) : (!torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[48],f32> 
    %int1 = torch.constant.int 1
    %int1_0 = torch.constant.int 1
    %int500 = torch.constant.int 500
    %1 = torch.prim.ListConstruct %int1, %int1_0, %int500 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.view %arg0, %1 : !torch.vtensor<[500],f32>, !torch.list<int> -> !torch.vtensor<[1,1,500],f32>
    %int32 = torch.constant.int 32
    %int32_1 = torch.constant.int 32
    %3 = torch.prim.ListConstruct %int32, %int32_1 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "constant"
    %none_2 = torch.constant.none
    %4 = torch.aten.pad %2, %3, %str, %none_2 : !torch.vtensor<[1,1,500],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,1,564],f32>
    %int564 = torch.constant.int 564
    %5 = torch.prim.ListConstruct %int564 : (!torch.int) -> !torch.list<int>
    %6 = torch.aten.view %4, %5 : !torch.vtensor<[1,1,564],f32>, !torch.list<int> -> !torch.vtensor<[564],f32>
    %int64 = torch.constant.int 64
    %int20 = torch.constant.int 20
    %int48_3 = torch.constant.int 48
    %false_4 = torch.constant.bool false
    %none_5 = torch.constant.none
    %true = torch.constant.bool true
    %none_6 = torch.constant.none
    %7 = torch.aten.stft %6, %int64, %int20, %int48_3, %0, %false_4, %none_5, %true, %none_6 : !torch.vtensor<[564],f32>, !torch.int, !torch.int, !torch.int, !torch.vtensor<[48],f32>, !torch.bool, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[33,26],complex<f32>>
    %8 = torch.aten.abs %7 : !torch.vtensor<[33,26],complex<f32>> -> !torch.vtensor<[33,26],f32>
    return %8 : !torch.vtensor<[33,26],f32>
  }
}
