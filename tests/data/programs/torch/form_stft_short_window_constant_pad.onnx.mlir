module {
  func.func @main_graph(%arg0: !torch.vtensor<[500],f32>) -> !torch.vtensor<[33,26],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_5> : tensor<3xsi64>} : () -> !torch.vtensor<[3],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_9> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_31> : tensor<64xf32>} : () -> !torch.vtensor<[64],f32> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_6> : tensor<6xsi64>} : () -> !torch.vtensor<[6],si64> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_10> : tensor<2xsi64>} : () -> !torch.vtensor<[2],si64> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_13> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %6 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_32> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %7 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_35> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %8 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_36> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %none = torch.constant.none
    %9 = torch.operator "onnx.Reshape"(%arg0, %0) {torch.onnx.allowzero = 1 : si64} : (!torch.vtensor<[500],f32>, !torch.vtensor<[3],si64>) -> !torch.vtensor<[1,1,500],f32> 
    %10 = torch.operator "onnx.Pad"(%9, %3) {torch.onnx.mode = "constant"} : (!torch.vtensor<[1,1,500],f32>, !torch.vtensor<[6],si64>) -> !torch.vtensor<[1,1,564],f32> 
    %11 = torch.operator "onnx.Reshape"(%10, %1) {torch.onnx.allowzero = 1 : si64} : (!torch.vtensor<[1,1,564],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[564],f32> 
    %12 = torch.operator "onnx.Unsqueeze"(%11, %4) : (!torch.vtensor<[564],f32>, !torch.vtensor<[2],si64>) -> !torch.vtensor<[1,564,1],f32> 
    %13 = torch.operator "onnx.STFT"(%12, %6, %2, %5) {torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[1,564,1],f32>, !torch.vtensor<[],si64>, !torch.vtensor<[64],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[1,26,33,2],f32> 
    %14 = torch.operator "onnx.Transpose"(%13) {torch.onnx.perm = [0 : si64, 2 : si64, 1 : si64, 3 : si64]} : (!torch.vtensor<[1,26,33,2],f32>) -> !torch.vtensor<[1,33,26,2],f32> 
    %15 = torch.operator "onnx.Squeeze"(%14, %7) : (!torch.vtensor<[1,33,26,2],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[33,26,2],f32> 
    %16 = torch.operator "onnx.ReduceL2"(%15, %8) {torch.onnx.keepdims = 0 : si64, torch.onnx.noop_with_empty_axes = 0 : si64} : (!torch.vtensor<[33,26,2],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[33,26],f32> 
    return %16 : !torch.vtensor<[33,26],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_5: "0x0800000001000000000000000100000000000000F401000000000000",
      val_9: "0x080000003402000000000000",
      val_31: "0x0800000000000000000000000000000000000000000000000000000000000000000000004316B23DEC15BA3DE0F1D13D9C41F93D77AC173E74A5393EF6F6613E32F8873E2D64A13E12D0BC3EC6C3D93E77C0F73E64210B3F8E621A3FE660293FBFDA373FB290453FB046523F0BC55D3F6CD9673FAB57703F951A773F8D047C3F0B007F3F0000803F0B007F3F8C047C3F941A773FAA57703F6CD9673F0BC55D3FAF46523FB190453FBEDA373FE460293F8C621A3F64210B3F74C0F73EC4C3D93E10D0BC3E2A64A13E32F8873EEFF6613E73A5393E70AC173E9841F93DE2F1D13DEA15BA3D0000000000000000000000000000000000000000000000000000000000000000",
      val_6: "0x08000000000000000000000000000000000000002000000000000000000000000000000000000000000000002000000000000000",
      val_10: "0x080000000000000000000000FFFFFFFFFFFFFFFF",
      val_13: "0x080000004000000000000000",
      val_32: "0x080000001400000000000000",
      val_35: "0x080000000000000000000000",
      val_36: "0x08000000FFFFFFFFFFFFFFFF"
    }
  }
#-}

