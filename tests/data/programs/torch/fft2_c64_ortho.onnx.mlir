module {
  func.func @main_graph(%arg0: !torch.vtensor<[2,16,27,2],f32>) -> !torch.vtensor<[2,16,27,2],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_3> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_8> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %none = torch.constant.none
    %2 = torch.operator "onnx.DFT"(%arg0) {torch.onnx.axis = 2 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 0 : si64} : (!torch.vtensor<[2,16,27,2],f32>) -> !torch.vtensor<[2,16,27,2],f32> 
    %3 = torch.operator "onnx.Div"(%2, %0) : (!torch.vtensor<[2,16,27,2],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[2,16,27,2],f32> 
    %4 = torch.operator "onnx.DFT"(%3) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 0 : si64} : (!torch.vtensor<[2,16,27,2],f32>) -> !torch.vtensor<[2,16,27,2],f32> 
    %5 = torch.operator "onnx.Div"(%4, %1) : (!torch.vtensor<[2,16,27,2],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[2,16,27,2],f32> 
    return %5 : !torch.vtensor<[2,16,27,2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_3: "0x08000000E146A640",
      val_8: "0x0800000000008040"
    }
  }
#-}

