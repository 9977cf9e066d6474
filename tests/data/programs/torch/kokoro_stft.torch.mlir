module @module {
  func.func @main(%arg0: !torch.vtensor<[1,200],f32>) -> (!torch.vtensor<[1,11,41],f32>, !torch.vtensor<[1,11,41],f32>) attributes {torch.assume_strict_symbolic_shapes} {
    %int1 = torch.constant.int 1
    %int1_0 = torch.constant.int 1
    %int200 = torch.constant.int 200
    %0 = torch.prim.ListConstruct %int1, %int1_0, %int200 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[1,200],f32>, !torch.list<int> -> !torch.vtensor<[1,1,200],f32>
    %int10 = torch.constant.int 10
    %int10_1 = torch.constant.int 10
    %2 = torch.prim.ListConstruct %int10, %int10_1 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "reflect"
    %none = torch.constant.none
    %3 = torch.aten.pad %1, %2, %str, %none : !torch.vtensor<[1,1,200],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,1,220],f32>
    %int1_2 = torch.constant.int 1
    %int220 = torch.constant.int 220
    %4 = torch.prim.ListConstruct %int1_2, %int220 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3, %4 : !torch.vtensor<[1,1,220],f32>, !torch.list<int> -> !torch.vtensor<[1,220],f32>
    %int20 = torch.constant.int 20
    %int5 = torch.constant.int 5
    %int20_3 = torch.constant.int 20
    %6 = torch.vtensor.literal(dense_resource<torch_tensor_20_torch.float32> : tensor<20xf32>) : !torch.vtensor<[20],f32>
    %false = torch.constant.bool false
    %none_4 = torch.constant.none
    %true = torch.constant.bool true
    %none_5 = torch.constant.none
    %7 = torch.aten.stft %5, %int20, %int5, %int20_3, %6, %false, %none_4, %true, %none_5 : !torch.vtensor<[1,220],f32>, !torch.int, !torch.int, !torch.int, !torch.vtensor<[20],f32>, !torch.bool, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[1,11,41],complex<f32>>
    %8 = torch.aten.abs %7 : !torch.vtensor<[1,11,41],complex<f32>> -> !torch.vtensor<[1,11,41],f32>
    %9 = torch.operator "torch.aten.angle"(%7) : (!torch.vtensor<[1,11,41],complex<f32>>) -> !torch.vtensor<[1,11,41],f32> 
    return %8, %9 : !torch.vtensor<[1,11,41],f32>, !torch.vtensor<[1,11,41],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_20_torch.float32: "0x0400000000000000F078C83C0C91C33DD00D533E44E4B03E0000003FDF8D273F8C3C4B3FDE8D673F39BC793F0000803F38BC793FDE8D673F8A3C4B3FDF8D273F0000003F41E4B03EC80D533EFC90C33DF078C83C"
    }
  }
#-}
