module {
  func.func @main_graph(%arg0: !torch.vtensor<[5,3,12],f32>) -> !torch.vtensor<[6,3,6,2],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_3> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_7> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_11> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_19> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_23> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_12> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %6 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_13> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %7 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_14> : tensor<6xsi64>} : () -> !torch.vtensor<[6],si64> 
    %8 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_15> : tensor<2xsi64>} : () -> !torch.vtensor<[2],si64> 
    %none = torch.constant.none
    %9 = torch.operator "onnx.Slice"(%arg0, %0, %1, %2, %5) : (!torch.vtensor<[5,3,12],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[5,3,10],f32> 
    %10 = torch.operator "onnx.Pad"(%9, %7, %6) {torch.onnx.mode = "constant"} : (!torch.vtensor<[5,3,10],f32>, !torch.vtensor<[6],si64>, !torch.vtensor<[],f32>) -> !torch.vtensor<[6,3,10],f32> 
    %11 = torch.operator "onnx.Unsqueeze"(%10, %8) : (!torch.vtensor<[6,3,10],f32>, !torch.vtensor<[2],si64>) -> !torch.vtensor<[1,6,3,10,1],f32> 
    %12 = torch.operator "onnx.DFT"(%11, %3) {torch.onnx.axis = 3 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[1,6,3,10,1],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[1,6,3,6,2],f32> 
    %13 = torch.operator "onnx.DFT"(%12, %4) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 0 : si64} : (!torch.vtensor<[1,6,3,6,2],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[1,6,3,6,2],f32> 
    %14 = torch.operator "onnx.Squeeze"(%13, %0) : (!torch.vtensor<[1,6,3,6,2],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[6,3,6,2],f32> 
    return %14 : !torch.vtensor<[6,3,6,2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_3: "0x080000000000000000000000",
      val_7: "0x080000000A00000000000000",
      val_11: "0x080000000200000000000000",
      val_19: "0x080000000A00000000000000",
      val_23: "0x080000000600000000000000",
      val_12: "0x080000000100000000000000",
      val_13: "0x0800000000000000",
      val_14: "0x08000000000000000000000000000000000000000000000000000000010000000000000000000000000000000000000000000000",
      val_15: "0x080000000000000000000000FFFFFFFFFFFFFFFF"
    }
  }
#-}

