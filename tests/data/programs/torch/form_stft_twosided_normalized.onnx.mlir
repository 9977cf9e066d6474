module {
  func.func @main_graph(%arg0: !torch.vtensor<[500],f32>) -> !torch.vtensor<[64,32,2],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.9.1+cu128"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_5> : tensor<3xsi64>} : () -> !torch.vtensor<[3],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_9> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_30> : tensor<64xf32>} : () -> !torch.vtensor<[64],f32> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_39> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_0> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_6> : tensor<6xsi64>} : () -> !torch.vtensor<[6],si64> 
    %6 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_10> : tensor<2xsi64>} : () -> !torch.vtensor<[2],si64> 
    %7 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_31> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %8 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_34> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %none = torch.constant.none
    %9 = torch.operator "onnx.Reshape"(%arg0, %0) {torch.onnx.allowzero = 1 : si64} : (!torch.vtensor<[500],f32>, !torch.vtensor<[3],si64>) -> !torch.vtensor<[1,1,500],f32> 
    %10 = torch.operator "onnx.Pad"(%9, %5) {torch.onnx.mode = "reflect"} : (!torch.vtensor<[1,1,500],f32>, !torch.vtensor<[6],si64>) -> !torch.vtensor<[1,1,564],f32> 
    %11 = torch.operator "onnx.Reshape"(%10, %1) {torch.onnx.allowzero = 1 : si64} : (!torch.vtensor<[1,1,564],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[564],f32> 
    %12 = torch.operator "onnx.Unsqueeze"(%11, %6) : (!torch.vtensor<[564],f32>, !torch.vtensor<[2],si64>) -> !torch.vtensor<[1,564,1],f32> 
    %13 = torch.operator "onnx.STFT"(%12, %7, %2, %4) {torch.onnx.onesided = 0 : si64} : (!torch.vtensor<[1,564,1],f32>, !torch.vtensor<[],si64>, !torch.vtensor<[64],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[1,32,64,2],f32> 
    %14 = torch.operator "onnx.Transpose"(%13) {torch.onnx.perm = [0 : si64, 2 : si64, 1 : si64, 3 : si64]} : (!torch.vtensor<[1,32,64,2],f32>) -> !torch.vtensor<[1,64,32,2],f32> 
    %15 = torch.operator "onnx.Squeeze"(%14, %8) : (!torch.vtensor<[1,64,32,2],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[64,32,2],f32> 
    %16 = torch.operator "onnx.Div"(%15, %3) : (!torch.vtensor<[64,32,2],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[64,32,2],f32> 
    return %16 : !torch.vtensor<[64,32,2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_5: "0x0800000001000000000000000100000000000000F401000000000000",
      val_9: "0x080000003402000000000000",
      val_30: "0x080000000000000071C91D3B31681D3C555FB03C0DE51B3D45D3713D3B93AC3DF46FE83D1AF6153ECE303B3E4E8C633E8C52873E75089E3EE8AFB53E910ECE3E59E8E63E0000003FD48B0C3FB8F8183F0D28253FC6FB303FBB563C3FEE1C473FCC33513F7A825A3F02F2623F996D6A3FCCE2703FB041763F057D7A3F5F8A7D3F37627F3F0000803F36627F3F5F8A7D3F057D7A3FAF41763FCCE2703F986D6A3F01F2623F79825A3FCD33513FEB1C473FBA563C3FC3FB303F0B28253FB9F8183FD28B0C3F0000003F54E8E63E8E0ECE3EE1AFB53E73089E3E8C52873E458C633ECC303B3E12F6153EED6FE83D3D93AC3D36D3713D0BE51B3D3E5FB03C26681D3C22C91D3B",
      val_39: "0x0800000000000041",
      val_0: "0x080000004000000000000000",
      val_6: "0x08000000000000000000000000000000000000002000000000000000000000000000000000000000000000002000000000000000",
      val_10: "0x080000000000000000000000FFFFFFFFFFFFFFFF",
      val_31: "0x080000001000000000000000",
      val_34: "0x080000000000000000000000"
    }
  }
#-}

