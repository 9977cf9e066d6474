module @module {
  func.func @main(%arg0: !torch.vtensor<[2,500],f32>) -> !torch.vtensor<[2,33,32],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int500 = torch.constant.int 500
    %0 = torch.prim.ListConstruct %int1, %int2, %int500 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[2,500],f32>, !torch.list<int> -> !torch.vtensor<[1,2,500],f32>
    %int32 = torch.constant.int 32
    %int32_0 = torch.constant.int 32
    %2 = torch.prim.ListConstruct %int32, %int32_0 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "reflect"
    %none = torch.constant.none
    %3 = torch.aten.pad %1, %2, %str, %none : !torch.vtensor<[1,2,500],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,2,564],f32>
    %int2_1 = torch.constant.int 2
    %int564 = torch.constant.int 564
    %4 = torch.prim.ListConstruct %int2_1, %int564 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3, %4 : !torch.vtensor<[1,2,564],f32>, !torch.list<int> -> !torch.vtensor<[2,564],f32>
    %int64 = torch.constant.int 64
    %int16 = torch.constant.int 16
    %none_2 = torch.constant.none
    %none_3 = torch.constant.none
    %false = torch.constant.bool false
    %none_4 = torch.constant.none
    %true = torch.constant.bool true
    %none_5 = torch.constant.none
    %6 = torch.aten.stft %5, %int64, %int16, %none_2, %none_3, %false, %none_4, %true, %none_5 : !torch.vtensor<[2,564],f32>, !torch.int, !torch.int, !torch.none, !torch.none, !torch.bool, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2,33,32],complex<f32>>
    %7 = torch.aten.abs %6 : !torch.vtensor<[2,33,32],complex<f32>> -> !torch.vtensor<[2,33,32],f32>
    return %7 : !torch.vtensor<[2,33,32],f32>
  }
}
