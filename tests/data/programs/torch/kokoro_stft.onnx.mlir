module {
  func.func @main_graph(%arg0: !torch.vtensor<[1,200],f32>) -> (!torch.vtensor<[1,11,41],f32>, !torch.vtensor<[1,11,41],f32>) attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.13.0+cpu"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_4> : tensor<3xsi64>} : () -> !torch.vtensor<[3],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_9> : tensor<2xsi64>} : () -> !torch.vtensor<[2],si64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_31> : tensor<20xf32>} : () -> !torch.vtensor<[20],f32> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_5> : tensor<6xsi64>} : () -> !torch.vtensor<[6],si64> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_10> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_13> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %6 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_32> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %7 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_35> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %8 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_36> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %9 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_39> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %10 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_44> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %11 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_45> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %none = torch.constant.none
    %12 = torch.operator "onnx.Reshape"(%arg0, %0) {torch.onnx.allowzero = 1 : si64} : (!torch.vtensor<[1,200],f32>, !torch.vtensor<[3],si64>) -> !torch.vtensor<[1,1,200],f32> 
    %13 = torch.operator "onnx.Pad"(%12, %3) {torch.onnx.mode = "reflect"} : (!torch.vtensor<[1,1,200],f32>, !torch.vtensor<[6],si64>) -> !torch.vtensor<[1,1,220],f32> 
    %14 = torch.operator "onnx.Reshape"(%13, %1) {torch.onnx.allowzero = 1 : si64} : (!torch.vtensor<[1,1,220],f32>, !torch.vtensor<[2],si64>) -> !torch.vtensor<[1,220],f32> 
    %15 = torch.operator "onnx.Unsqueeze"(%14, %4) : (!torch.vtensor<[1,220],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1,220,1],f32> 
    %16 = torch.operator "onnx.STFT"(%15, %6, %2, %5) {torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[1,220,1],f32>, !torch.vtensor<[],si64>, !torch.vtensor<[20],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[1,41,11,2],f32> 
    %17 = torch.operator "onnx.Transpose"(%16) {torch.onnx.perm = [0 : si64, 2 : si64, 1 : si64, 3 : si64]} : (!torch.vtensor<[1,41,11,2],f32>) -> !torch.vtensor<[1,11,41,2],f32> 
    %18 = torch.operator "onnx.ReduceL2"(%17, %4) {torch.onnx.keepdims = 0 : si64, torch.onnx.noop_with_empty_axes = 0 : si64} : (!torch.vtensor<[1,11,41,2],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1,11,41],f32> 
    %19 = torch.operator "onnx.Slice"(%17, %7, %8, %4) : (!torch.vtensor<[1,11,41,2],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1,11,41,1],f32> 
    %20 = torch.operator "onnx.Squeeze"(%19, %4) : (!torch.vtensor<[1,11,41,1],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1,11,41],f32> 
    %21 = torch.operator "onnx.Slice"(%17, %8, %9, %4) : (!torch.vtensor<[1,11,41,2],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1,11,41,1],f32> 
    %22 = torch.operator "onnx.Squeeze"(%21, %4) : (!torch.vtensor<[1,11,41,1],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1,11,41],f32> 
    %23 = torch.operator "onnx.Div"(%22, %20) : (!torch.vtensor<[1,11,41],f32>, !torch.vtensor<[1,11,41],f32>) -> !torch.vtensor<[1,11,41],f32> 
    %24 = torch.operator "onnx.Atan"(%23) : (!torch.vtensor<[1,11,41],f32>) -> !torch.vtensor<[1,11,41],f32> 
    %25 = torch.operator "onnx.Greater"(%22, %10) : (!torch.vtensor<[1,11,41],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,11,41],i1> 
    %26 = torch.operator "onnx.Add"(%24, %11) : (!torch.vtensor<[1,11,41],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,11,41],f32> 
    %27 = torch.operator "onnx.Sub"(%24, %11) : (!torch.vtensor<[1,11,41],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,11,41],f32> 
    %28 = torch.operator "onnx.Where"(%25, %26, %27) : (!torch.vtensor<[1,11,41],i1>, !torch.vtensor<[1,11,41],f32>, !torch.vtensor<[1,11,41],f32>) -> !torch.vtensor<[1,11,41],f32> 
    %29 = torch.operator "onnx.Less"(%20, %10) : (!torch.vtensor<[1,11,41],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[1,11,41],i1> 
    %30 = torch.operator "onnx.Where"(%29, %28, %24) : (!torch.vtensor<[1,11,41],i1>, !torch.vtensor<[1,11,41],f32>, !torch.vtensor<[1,11,41],f32>) -> !torch.vtensor<[1,11,41],f32> 
    %31 = torch.operator "onnx.IsNaN"(%30) : (!torch.vtensor<[1,11,41],f32>) -> !torch.vtensor<[1,11,41],i1> 
    %32 = torch.operator "onnx.Where"(%31, %10, %30) : (!torch.vtensor<[1,11,41],i1>, !torch.vtensor<[],f32>, !torch.vtensor<[1,11,41],f32>) -> !torch.vtensor<[1,11,41],f32> 
    return %18, %32 : !torch.vtensor<[1,11,41],f32>, !torch.vtensor<[1,11,41],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_4: "0x0800000001000000000000000100000000000000C800000000000000",
      val_9: "0x080000000100000000000000DC00000000000000",
      val_31: "0x0800000000000000F078C83C0C91C33DD00D533E44E4B03E0000003FDF8D273F8C3C4B3FDE8D673F39BC793F0000803F38BC793FDE8D673F8A3C4B3FDF8D273F0000003F41E4B03EC80D533EFC90C33DF078C83C",
      val_5: "0x08000000000000000000000000000000000000000A00000000000000000000000000000000000000000000000A00000000000000",
      val_10: "0x08000000FFFFFFFFFFFFFFFF",
      val_13: "0x080000001400000000000000",
      val_32: "0x080000000500000000000000",
      val_35: "0x080000000000000000000000",
      val_36: "0x080000000100000000000000",
      val_39: "0x080000000200000000000000",
      val_44: "0x0800000000000000",
      val_45: "0x08000000DB0F4940"
    }
  }
#-}

