module {
  func.func @main_graph(%arg0: !torch.vtensor<[4,257],f64>) -> !torch.vtensor<[4,300],f64> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_6> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_19> : tensor<1xf64>} : () -> !torch.vtensor<[1],f64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_20> : tensor<1xf64>} : () -> !torch.vtensor<[1],f64> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<scalar_tensor_default_1> : tensor<2xf64>} : () -> !torch.vtensor<[2],f64> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_0> : tensor<f64>} : () -> !torch.vtensor<[],f64> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_1> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %6 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_2> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %7 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_5> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %8 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_15> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %9 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_17> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %none = torch.constant.none
    %10 = torch.operator "onnx.Pad"(%arg0, %5, %4) {torch.onnx.mode = "constant"} : (!torch.vtensor<[4,257],f64>, !torch.vtensor<[4],si64>, !torch.vtensor<[],f64>) -> !torch.vtensor<[4,300],f64> 
    %11 = torch.operator "onnx.Unsqueeze"(%10, %6) : (!torch.vtensor<[4,300],f64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,300,1],f64> 
    %12 = torch.operator "onnx.DFT"(%11, %0) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[4,300,1],f64>, !torch.vtensor<[],si64>) -> !torch.vtensor<[4,151,2],f64> 
    %13 = torch.operator "onnx.Slice"(%12, %7, %8, %6) : (!torch.vtensor<[4,151,2],f64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,151,1],f64> 
    %14 = torch.operator "onnx.Slice"(%12, %8, %9, %6) : (!torch.vtensor<[4,151,2],f64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,151,1],f64> 
    %15 = torch.operator "onnx.Mul"(%13, %1) : (!torch.vtensor<[4,151,1],f64>, !torch.vtensor<[1],f64>) -> !torch.vtensor<[4,151,1],f64> 
    %16 = torch.operator "onnx.Mul"(%14, %2) : (!torch.vtensor<[4,151,1],f64>, !torch.vtensor<[1],f64>) -> !torch.vtensor<[4,151,1],f64> 
    %17 = torch.operator "onnx.Mul"(%13, %2) : (!torch.vtensor<[4,151,1],f64>, !torch.vtensor<[1],f64>) -> !torch.vtensor<[4,151,1],f64> 
    %18 = torch.operator "onnx.Mul"(%14, %1) : (!torch.vtensor<[4,151,1],f64>, !torch.vtensor<[1],f64>) -> !torch.vtensor<[4,151,1],f64> 
    %19 = torch.operator "onnx.Sub"(%15, %16) : (!torch.vtensor<[4,151,1],f64>, !torch.vtensor<[4,151,1],f64>) -> !torch.vtensor<[4,151,1],f64> 
    %20 = torch.operator "onnx.Add"(%17, %18) : (!torch.vtensor<[4,151,1],f64>, !torch.vtensor<[4,151,1],f64>) -> !torch.vtensor<[4,151,1],f64> 
    %21 = torch.operator "onnx.Concat"(%19, %20) {torch.onnx.axis = -1 : si64} : (!torch.vtensor<[4,151,1],f64>, !torch.vtensor<[4,151,1],f64>) -> !torch.vtensor<[4,151,2],f64> 
    %22 = torch.operator "onnx.Add"(%21, %3) : (!torch.vtensor<[4,151,2],f64>, !torch.vtensor<[2],f64>) -> !torch.vtensor<[4,151,2],f64> 
    %23 = torch.operator "onnx.DFT"(%22, %0) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 1 : si64, torch.onnx.onesided = 1 : si64} : (!torch.vtensor<[4,151,2],f64>, !torch.vtensor<[],si64>) -> !torch.vtensor<[4,300,1],f64> 
    %24 = torch.operator "onnx.Slice"(%23, %7, %8, %6) : (!torch.vtensor<[4,300,1],f64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,300,1],f64> 
    %25 = torch.operator "onnx.Squeeze"(%24, %6) : (!torch.vtensor<[4,300,1],f64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4,300],f64> 
    return %25 : !torch.vtensor<[4,300],f64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_6: "0x080000002C01000000000000",
      val_19: "0x08000000000000000000E03F",
      val_20: "0x080000000000000000000000",
      scalar_tensor_default_1: "0x08000000000000000000F03F0000000000000000",
      val_0: "0x080000000000000000000000",
      val_1: "0x080000000000000000000000000000000000000000000000000000002B00000000000000",
      val_2: "0x08000000FFFFFFFFFFFFFFFF",
      val_5: "0x080000000000000000000000",
      val_15: "0x080000000100000000000000",
      val_17: "0x080000000200000000000000"
    }
  }
#-}

