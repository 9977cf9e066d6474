module {
  func.func @main_graph(%arg0: !torch.vtensor<[4,300],f32>, %arg1: !torch.vtensor<[4,101],f32>) -> !torch.vtensor<[4,400],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_6> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_0> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_1> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_2> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_5> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_9> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %6 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_14> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %7 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_16> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %none = torch.constant.none
    %8 = torch.operator "onnx.Pad"(%arg0, %2, %1) {torch.onnx.mode = "constant"} : (!torch.vtensor<[4,300],f32>, !torch.vtensor<[4],si64>, !torch.vtensor<[],f32>) -> !torch.vtensor<[4,400],f32> 
    %9 = torch.operator "onnx.Unsqueeze"(%8, %3) : (!torch.vtensor<[4,400],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,400,1],f32> 
    %10 = torch.operator "onnx.DFT"(%9, %0) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[4,400,1],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[4,201,2],f32> 
    %11 = torch.operator "onnx.Pad"(%arg1, %5, %1) {torch.onnx.mode = "constant"} : (!torch.vtensor<[4,101],f32>, !torch.vtensor<[4],si64>, !torch.vtensor<[],f32>) -> !torch.vtensor<[4,400],f32> 
    %12 = torch.operator "onnx.Unsqueeze"(%11, %3) : (!torch.vtensor<[4,400],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,400,1],f32> 
    %13 = torch.operator "onnx.DFT"(%12, %0) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[4,400,1],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[4,201,2],f32> 
    %14 = torch.operator "onnx.Slice"(%10, %4, %6, %3) : (!torch.vtensor<[4,201,2],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,201,1],f32> 
    %15 = torch.operator "onnx.Slice"(%10, %6, %7, %3) : (!torch.vtensor<[4,201,2],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,201,1],f32> 
    %16 = torch.operator "onnx.Slice"(%13, %4, %6, %3) : (!torch.vtensor<[4,201,2],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,201,1],f32> 
    %17 = torch.operator "onnx.Slice"(%13, %6, %7, %3) : (!torch.vtensor<[4,201,2],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,201,1],f32> 
    %18 = torch.operator "onnx.Mul"(%14, %16) : (!torch.vtensor<[4,201,1],f32>, !torch.vtensor<[4,201,1],f32>) -> !torch.vtensor<[4,201,1],f32> 
    %19 = torch.operator "onnx.Mul"(%15, %17) : (!torch.vtensor<[4,201,1],f32>, !torch.vtensor<[4,201,1],f32>) -> !torch.vtensor<[4,201,1],f32> 
    %20 = torch.operator "onnx.Mul"(%14, %17) : (!torch.vtensor<[4,201,1],f32>, !torch.vtensor<[4,201,1],f32>) -> !torch.vtensor<[4,201,1],f32> 
    %21 = torch.operator "onnx.Mul"(%15, %16) : (!torch.vtensor<[4,201,1],f32>, !torch.vtensor<[4,201,1],f32>) -> !torch.vtensor<[4,201,1],f32> 
    %22 = torch.operator "onnx.Sub"(%18, %19) : (!torch.vtensor<[4,201,1],f32>, !torch.vtensor<[4,201,1],f32>) -> !torch.vtensor<[4,201,1],f32> 
    %23 = torch.operator "onnx.Add"(%20, %21) : (!torch.vtensor<[4,201,1],f32>, !torch.vtensor<[4,201,1],f32>) -> !torch.vtensor<[4,201,1],f32> 
    %24 = torch.operator "onnx.Concat"(%22, %23) {torch.onnx.axis = -1 : si64} : (!torch.vtensor<[4,201,1],f32>, !torch.vtensor<[4,201,1],f32>) -> !torch.vtensor<[4,201,2],f32> 
    %25 = torch.operator "onnx.DFT"(%24, %0) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 1 : si64, torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[4,201,2],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[4,400,1],f32> 
    %26 = torch.operator "onnx.Slice"(%25, %4, %6, %3) : (!torch.vtensor<[4,400,1],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,400,1],f32> 
    %27 = torch.operator "onnx.Squeeze"(%26, %3) : (!torch.vtensor<[4,400,1],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,400],f32> 
    return %27 : !torch.vtensor<[4,400],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_6: "0x080000009001000000000000",
      val_0: "0x0800000000000000",
      val_1: "0x080000000000000000000000000000000000000000000000000000006400000000000000",
      val_2: "0x08000000FFFFFFFFFFFFFFFF",
      val_5: "0x080000000000000000000000",
      val_9: "0x080000000000000000000000000000000000000000000000000000002B01000000000000",
      val_14: "0x080000000100000000000000",
      val_16: "0x080000000200000000000000"
    }
  }
#-}

