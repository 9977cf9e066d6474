module {
  func.func @main_graph(%arg0: !torch.vtensor<[2,401],f32>) -> !torch.vtensor<[2,201,2],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_4> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_5> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_0> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_7> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_8> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_9> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %none = torch.constant.none
    %6 = torch.operator "onnx.Unsqueeze"(%arg0, %2) : (!torch.vtensor<[2,401],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,401,1],f32> 
    %7 = torch.operator "onnx.Div"(%6, %1) : (!torch.vtensor<[2,401,1],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[2,401,1],f32> 
    %8 = torch.operator "onnx.DFT"(%7, %0) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[2,401,1],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[2,201,2],f32> 
    %9 = torch.operator "onnx.Slice"(%8, %3, %4, %2) : (!torch.vtensor<[2,201,2],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,201,1],f32> 
    %10 = torch.operator "onnx.Slice"(%8, %4, %5, %2) : (!torch.vtensor<[2,201,2],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,201,1],f32> 
    %11 = torch.operator "onnx.Neg"(%10) : (!torch.vtensor<[2,201,1],f32>) -> !torch.vtensor<[2,201,1],f32> 
    %12 = torch.operator "onnx.Concat"(%9, %11) {torch.onnx.axis = -1 : si64} : (!torch.vtensor<[2,201,1],f32>, !torch.vtensor<[2,201,1],f32>) -> !torch.vtensor<[2,201,2],f32> 
    return %12 : !torch.vtensor<[2,201,2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_4: "0x080000009101000000000000",
      val_5: "0x080000000080C843",
      val_0: "0x08000000FFFFFFFFFFFFFFFF",
      val_7: "0x080000000000000000000000",
      val_8: "0x080000000100000000000000",
      val_9: "0x080000000200000000000000"
    }
  }
#-}

