module {
  func.func @main(%arg0: !torch.vtensor<[1,1,320],f32>) -> !torch.vtensor<[1,1,720],f32> {
    %int200 = torch.constant.int 200
    %0 = torch.prim.ListConstruct %int200, %int200 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "reflect"
    %none = torch.constant.none
    %1 = torch.aten.pad %arg0, %0, %str, %none : !torch.vtensor<[1,1,320],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,1,720],f32>
    return %1 : !torch.vtensor<[1,1,720],f32>
  }
}
