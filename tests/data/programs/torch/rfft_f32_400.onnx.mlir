module {
  func.func @main_graph(%arg0: !torch.vtensor<[3,400],f32>) -> !torch.vtensor<[3,201,2],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_4> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_0> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %none = torch.constant.none
    %2 = torch.operator "onnx.Unsqueeze"(%arg0, %1) : (!torch.vtensor<[3,400],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[3,400,1],f32> 
    %3 = torch.operator "onnx.DFT"(%2, %0) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[3,400,1],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[3,201,2],f32> 
    return %3 : !torch.vtensor<[3,201,2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_4: "0x080000009001000000000000",
      val_0: "0x08000000FFFFFFFFFFFFFFFF"
    }
  }
#-}

