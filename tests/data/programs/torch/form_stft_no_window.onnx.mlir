module {
  func.func @main_graph(%arg0: !torch.vtensor<[2,500],f32>) -> !torch.vtensor<[2,33,32],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_4> : tensor<3xsi64>} : () -> !torch.vtensor<[3],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_9> : tensor<2xsi64>} : () -> !torch.vtensor<[2],si64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_17> : tensor<64xf32>} : () -> !torch.vtensor<[64],f32> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_5> : tensor<6xsi64>} : () -> !torch.vtensor<[6],si64> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_10> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_13> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %6 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_18> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %none = torch.constant.none
    %7 = torch.operator "onnx.Reshape"(%arg0, %0) {torch.onnx.allowzero = 1 : si64} : (!torch.vtensor<[2,500],f32>, !torch.vtensor<[3],si64>) -> !torch.vtensor<[1,2,500],f32> 
    %8 = torch.operator "onnx.Pad"(%7, %3) {torch.onnx.mode = "reflect"} : (!torch.vtensor<[1,2,500],f32>, !torch.vtensor<[6],si64>) -> !torch.vtensor<[1,2,564],f32> 
    %9 = torch.operator "onnx.Reshape"(%8, %1) {torch.onnx.allowzero = 1 : si64} : (!torch.vtensor<[1,2,564],f32>, !torch.vtensor<[2],si64>) -> !torch.vtensor<[2,564],f32> 
    %10 = torch.operator "onnx.Unsqueeze"(%9, %4) : (!torch.vtensor<[2,564],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,564,1],f32> 
    %11 = torch.operator "onnx.STFT"(%10, %6, %2, %5) {torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[2,564,1],f32>, !torch.vtensor<[],si64>, !torch.vtensor<[64],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[2,32,33,2],f32> 
    %12 = torch.operator "onnx.Transpose"(%11) {torch.onnx.perm = [0 : si64, 2 : si64, 1 : si64, 3 : si64]} : (!torch.vtensor<[2,32,33,2],f32>) -> !torch.vtensor<[2,33,32,2],f32> 
    %13 = torch.operator "onnx.ReduceL2"(%12, %4) {torch.onnx.keepdims = 0 : si64, torch.onnx.noop_with_empty_axes = 0 : si64} : (!torch.vtensor<[2,33,32,2],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,33,32],f32> 
    return %13 : !torch.vtensor<[2,33,32],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_4: "0x0800000001000000000000000200000000000000F401000000000000",
      val_9: "0x0800000002000000000000003402000000000000",
      val_17: "0x080000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      val_5: "0x08000000000000000000000000000000000000002000000000000000000000000000000000000000000000002000000000000000",
      val_10: "0x08000000FFFFFFFFFFFFFFFF",
      val_13: "0x080000004000000000000000",
      val_18: "0x080000001000000000000000"
    }
  }
#-}

