module {
  func.func @main_graph(%arg0: !torch.vtensor<[5,6,4,2],f32>) -> !torch.vtensor<[5,6,6],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_5> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_10> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_0> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_12> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_19> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_20> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %none = torch.constant.none
    %6 = torch.operator "onnx.Unsqueeze"(%arg0, %2) : (!torch.vtensor<[5,6,4,2],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1,5,6,4,2],f32> 
    %7 = torch.operator "onnx.DFT"(%6) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 1 : si64, torch.onnx.onesided = 0 : si64} : (!torch.vtensor<[1,5,6,4,2],f32>) -> !torch.vtensor<[1,5,6,4,2],f32> 
    %8 = torch.operator "onnx.Mul"(%7, %0) : (!torch.vtensor<[1,5,6,4,2],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[1,5,6,4,2],f32> 
    %9 = torch.operator "onnx.DFT"(%8) {torch.onnx.axis = 2 : si64, torch.onnx.inverse = 1 : si64, torch.onnx.onesided = 0 : si64} : (!torch.vtensor<[1,5,6,4,2],f32>) -> !torch.vtensor<[1,5,6,4,2],f32> 
    %10 = torch.operator "onnx.Mul"(%9, %1) : (!torch.vtensor<[1,5,6,4,2],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[1,5,6,4,2],f32> 
    %11 = torch.operator "onnx.DFT"(%10, %3) {torch.onnx.axis = 3 : si64, torch.onnx.inverse = 1 : si64, torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[1,5,6,4,2],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[1,5,6,6,1],f32> 
    %12 = torch.operator "onnx.Mul"(%11, %1) : (!torch.vtensor<[1,5,6,6,1],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[1,5,6,6,1],f32> 
    %13 = torch.operator "onnx.Squeeze"(%12, %2) : (!torch.vtensor<[1,5,6,6,1],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[5,6,6,1],f32> 
    %14 = torch.operator "onnx.Slice"(%13, %2, %4, %5) : (!torch.vtensor<[5,6,6,1],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[5,6,6,1],f32> 
    %15 = torch.operator "onnx.Squeeze"(%14, %5) : (!torch.vtensor<[5,6,6,1],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[5,6,6],f32> 
    return %15 : !torch.vtensor<[5,6,6],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_5: "0x08000000BD1B0F40",
      val_10: "0x0800000071C41C40",
      val_0: "0x080000000000000000000000",
      val_12: "0x080000000600000000000000",
      val_19: "0x080000000100000000000000",
      val_20: "0x08000000FFFFFFFFFFFFFFFF"
    }
  }
#-}

