module {
  func.func @main_graph(%arg0: !torch.vtensor<[4,127,2],f32>) -> !torch.vtensor<[4,127,2],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %none = torch.constant.none
    %0 = torch.operator "onnx.DFT"(%arg0) {torch.onnx.axis = 1 : si64, torch.onnx.inverse = 0 : si64, torch.onnx.onesided = 0 : si64} : (!torch.vtensor<[4,127,2],f32>) -> !torch.vtensor<[4,127,2],f32> 
    return %0 : !torch.vtensor<[4,127,2],f32>
  }
}

