module @module {
  func.func @main(%arg0: !torch.vtensor<[500],f32>) -> !torch.vtensor<[64,32,2],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %int64 = torch.constant.int 64
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.operator "torch.aten.hann_window"(%int64, %int6, %none, %cpu, %false) : (!torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool) -> !torch.vtensor<[64],f32> 
    %int1 = torch.constant.int 1
    %int1_0 = torch.constant.int 1
    %int500 = torch.constant.int 500
    %1 = torch.prim.ListConstruct %int1, %int1_0, %int500 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.view %arg0, %1 : !torch.vtensor<[500],f32>, !torch.list<int> -> !torch.vtensor<[1,1,500],f32>
    %int32 = torch.constant.int 32
    %int32_1 = torch.constant.int 32
    %3 = torch.prim.ListConstruct %int32, %int32_1 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "reflect"
    %none_2 = torch.constant.none
    %4 = torch.aten.pad %2, %3, %str, %none_2 : !torch.vtensor<[1,1,500],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,1,564],f32>
    %int564 = torch.constant.int 564
    %5 = torch.prim.ListConstruct %int564 : (!torch.int) -> !torch.list<int>
    %6 = torch.aten.view %4, %5 : !torch.vtensor<[1,1,564],f32>, !torch.list<int> -> !torch.vtensor<[564],f32>
    %int64_3 = torch.constant.int 64
    %int16 = torch.constant.int 16
    %none_4 = torch.constant.none
    %true = torch.constant.bool true
    %false_5 = torch.constant.bool false
    %true_6 = torch.constant.bool true
    %none_7 = torch.constant.none
    %7 = torch.aten.stft %6, %int64_3, %int16, %none_4, %0, %true, %false_5, %true_6, %none_7 : !torch.vtensor<[564],f32>, !torch.int, !torch.int, !torch.none, !torch.vtensor<[64],f32>, !torch.bool, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[64,32],complex<f32>>
    %8 = torch.aten.view_as_real %7 : !torch.vtensor<[64,32],complex<f32>> -> !torch.vtensor<[64,32,2],f32>
    return %8 : !torch.vtensor<[64,32,2],f32>
  }
}
