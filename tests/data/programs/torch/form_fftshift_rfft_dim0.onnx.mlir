module {
  func.func @main_graph(%arg0: !torch.vtensor<[4,33,5],f32>) -> !torch.vtensor<[4,33,5,2],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_4> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_6> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_15> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_0> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_3> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_8> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %6 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_10> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %7 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_13> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %none = torch.constant.none
    %8 = torch.operator "onnx.Unsqueeze"(%arg0, %3) : (!torch.vtensor<[4,33,5],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,33,5,1],f32> 
    %9 = torch.operator "onnx.Div"(%8, %1) : (!torch.vtensor<[4,33,5,1],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[4,33,5,1],f32> 
    %10 = torch.operator "onnx.DFT"(%9, %0) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 0 : si64} : (!torch.vtensor<[4,33,5,1],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[4,33,5,2],f32> 
    %11 = torch.operator "onnx.Slice"(%10, %4, %5, %3) : (!torch.vtensor<[4,33,5,2],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,33,5,1],f32> 
    %12 = torch.operator "onnx.Slice"(%10, %5, %6, %3) : (!torch.vtensor<[4,33,5,2],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,33,5,1],f32> 
    %13 = torch.operator "onnx.Slice"(%11, %4, %2, %5) : (!torch.vtensor<[4,33,5,1],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,17,5,1],f32> 
    %14 = torch.operator "onnx.Slice"(%11, %2, %7, %5) : (!torch.vtensor<[4,33,5,1],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,16,5,1],f32> 
    %15 = torch.operator "onnx.Concat"(%14, %13) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[4,16,5,1],f32>, !torch.vtensor<[4,17,5,1],f32>) -> !torch.vtensor<[4,33,5,1],f32> 
    %16 = torch.operator "onnx.Slice"(%12, %4, %2, %5) : (!torch.vtensor<[4,33,5,1],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,17,5,1],f32> 
    %17 = torch.operator "onnx.Slice"(%12, %2, %7, %5) : (!torch.vtensor<[4,33,5,1],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,16,5,1],f32> 
    %18 = torch.operator "onnx.Concat"(%17, %16) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[4,16,5,1],f32>, !torch.vtensor<[4,17,5,1],f32>) -> !torch.vtensor<[4,33,5,1],f32> 
    %19 = torch.operator "onnx.Concat"(%15, %18) {torch.onnx.axis = -1 : si64} : (!torch.vtensor<[4,33,5,1],f32>, !torch.vtensor<[4,33,5,1],f32>) -> !torch.vtensor<[4,33,5,2],f32> 
    return %19 : !torch.vtensor<[4,33,5,2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_4: "0x080000002100000000000000",
      val_6: "0x0800000075D3B740",
      val_15: "0x080000001100000000000000",
      val_0: "0x08000000FFFFFFFFFFFFFFFF",
      val_3: "0x080000000000000000000000",
      val_8: "0x080000000100000000000000",
      val_10: "0x080000000200000000000000",
      val_13: "0x080000002100000000000000"
    }
  }
#-}

