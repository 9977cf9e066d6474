module {
  func.func @main_graph(%arg0: !torch.vtensor<[3,401],f32>) -> !torch.vtensor<[3,26,15],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_21> : tensor<50xf32>} : () -> !torch.vtensor<[50],f32> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_0> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_22> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_25> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %none = torch.constant.none
    %5 = torch.operator "onnx.Unsqueeze"(%arg0, %2) : (!torch.vtensor<[3,401],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[3,401,1],f32> 
    %6 = torch.operator "onnx.STFT"(%5, %3, %0, %1) {torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[3,401,1],f32>, !torch.vtensor<[],si64>, !torch.vtensor<[50],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[3,15,26,2],f32> 
    %7 = torch.operator "onnx.Transpose"(%6) {torch.onnx.perm = [0 : si64, 2 : si64, 1 : si64, 3 : si64]} : (!torch.vtensor<[3,15,26,2],f32>) -> !torch.vtensor<[3,26,15,2],f32> 
    %8 = torch.operator "onnx.ReduceL2"(%7, %2) {torch.onnx.keepdims = 0 : si64, torch.onnx.noop_with_empty_axes = 0 : si64} : (!torch.vtensor<[3,26,15,2],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[3,26,15],f32> 
    %9 = torch.operator "onnx.Pow"(%8, %4) : (!torch.vtensor<[3,26,15],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[3,26,15],f32> 
    return %9 : !torch.vtensor<[3,26,15],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_21: "0x08000000000000005731813BF2AE803C59D10F3DED527D3D0E91C33DA0C40A3E91A3393E1DA86D3E2100933E44E4B03EC907D03EF6ECEF3E8609083F1DFC173FDE8D273FF07F363FFA95443F1C97513FD84E5D3FDF8D673FD22A703FEB02773F88FA7B3F9DFD7E3F0000803F9DFD7E3F88FA7B3FEA02773FD12A703FDE8D673FD84E5D3F1B97513FF895443FEE7F363FDC8D273F1CFC173F8509083FF4ECEF3EC407D03E40E4B03E2100933E13A86D3E8EA3393E96C40A3E0691C33DF2527D3D4BD10F3DF0AE803C2531813B",
      val_0: "0x080000003200000000000000",
      val_1: "0x08000000FFFFFFFFFFFFFFFF",
      val_22: "0x080000001900000000000000",
      val_25: "0x0800000000000040"
    }
  }
#-}

