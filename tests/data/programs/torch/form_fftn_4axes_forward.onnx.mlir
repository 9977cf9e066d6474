module {
  func.func @main_graph(%arg0: !torch.vtensor<[3,4,5,6,2],f32>) -> !torch.vtensor<[3,4,5,6,2],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_4> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_8> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_12> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_16> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_0> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %none = torch.constant.none
    %5 = torch.operator "onnx.Unsqueeze"(%arg0, %4) : (!torch.vtensor<[3,4,5,6,2],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1,3,4,5,6,2],f32> 
    %6 = torch.operator "onnx.DFT"(%5) {torch.onnx.axis = 4 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 0 : si64} : (!torch.vtensor<[1,3,4,5,6,2],f32>) -> !torch.vtensor<[1,3,4,5,6,2],f32> 
    %7 = torch.operator "onnx.Div"(%6, %0) : (!torch.vtensor<[1,3,4,5,6,2],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[1,3,4,5,6,2],f32> 
    %8 = torch.operator "onnx.DFT"(%7) {torch.onnx.axis = 3 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 0 : si64} : (!torch.vtensor<[1,3,4,5,6,2],f32>) -> !torch.vtensor<[1,3,4,5,6,2],f32> 
    %9 = torch.operator "onnx.Div"(%8, %1) : (!torch.vtensor<[1,3,4,5,6,2],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[1,3,4,5,6,2],f32> 
    %10 = torch.operator "onnx.DFT"(%9) {torch.onnx.axis = 2 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 0 : si64} : (!torch.vtensor<[1,3,4,5,6,2],f32>) -> !torch.vtensor<[1,3,4,5,6,2],f32> 
    %11 = torch.operator "onnx.Div"(%10, %2) : (!torch.vtensor<[1,3,4,5,6,2],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[1,3,4,5,6,2],f32> 
    %12 = torch.operator "onnx.DFT"(%11) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 0 : si64} : (!torch.vtensor<[1,3,4,5,6,2],f32>) -> !torch.vtensor<[1,3,4,5,6,2],f32> 
    %13 = torch.operator "onnx.Div"(%12, %3) : (!torch.vtensor<[1,3,4,5,6,2],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[1,3,4,5,6,2],f32> 
    %14 = torch.operator "onnx.Squeeze"(%13, %4) : (!torch.vtensor<[1,3,4,5,6,2],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[3,4,5,6,2],f32> 
    return %14 : !torch.vtensor<[3,4,5,6,2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_4: "0x080000000000C040",
      val_8: "0x080000000000A040",
      val_12: "0x0800000000008040",
      val_16: "0x0800000000004040",
      val_0: "0x080000000000000000000000"
    }
  }
#-}

