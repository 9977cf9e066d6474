module {
  func.func @main_graph(%arg0: !torch.vtensor<[3,201,2],f32>) -> !torch.vtensor<[3,400],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_0> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_4> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_5> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_6> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %none = torch.constant.none
    %4 = torch.operator "onnx.DFT"(%arg0, %0) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 1 : si64, torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[3,201,2],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[3,400,1],f32> 
    %5 = torch.operator "onnx.Slice"(%4, %1, %2, %3) : (!torch.vtensor<[3,400,1],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[3,400,1],f32> 
    %6 = torch.operator "onnx.Squeeze"(%5, %3) : (!torch.vtensor<[3,400,1],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[3,400],f32> 
    return %6 : !torch.vtensor<[3,400],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_0: "0x080000009001000000000000",
      val_4: "0x080000000000000000000000",
      val_5: "0x080000000100000000000000",
      val_6: "0x08000000FFFFFFFFFFFFFFFF"
    }
  }
#-}

