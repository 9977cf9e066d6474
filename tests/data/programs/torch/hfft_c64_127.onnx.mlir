module {
  func.func @main_graph(%arg0: !torch.vtensor<[2,64,2],f32>) -> !torch.vtensor<[2,127],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_10> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_0> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_2> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_3> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_7> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %none = torch.constant.none
    %6 = torch.operator "onnx.Slice"(%arg0, %1, %2, %4) : (!torch.vtensor<[2,64,2],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,64,1],f32> 
    %7 = torch.operator "onnx.Slice"(%arg0, %2, %3, %4) : (!torch.vtensor<[2,64,2],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,64,1],f32> 
    %8 = torch.operator "onnx.Neg"(%7) : (!torch.vtensor<[2,64,1],f32>) -> !torch.vtensor<[2,64,1],f32> 
    %9 = torch.operator "onnx.Concat"(%6, %8) {torch.onnx.axis = -1 : si64} : (!torch.vtensor<[2,64,1],f32>, !torch.vtensor<[2,64,1],f32>) -> !torch.vtensor<[2,64,2],f32> 
    %10 = torch.operator "onnx.DFT"(%9, %5) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 1 : si64, torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[2,64,2],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[2,127,1],f32> 
    %11 = torch.operator "onnx.Mul"(%10, %0) : (!torch.vtensor<[2,127,1],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[2,127,1],f32> 
    %12 = torch.operator "onnx.Slice"(%11, %1, %2, %4) : (!torch.vtensor<[2,127,1],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,127,1],f32> 
    %13 = torch.operator "onnx.Squeeze"(%12, %4) : (!torch.vtensor<[2,127,1],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,127],f32> 
    return %13 : !torch.vtensor<[2,127],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_10: "0x080000000000FE42",
      val_0: "0x080000000000000000000000",
      val_1: "0x080000000100000000000000",
      val_2: "0x080000000200000000000000",
      val_3: "0x08000000FFFFFFFFFFFFFFFF",
      val_7: "0x080000007F00000000000000"
    }
  }
#-}

