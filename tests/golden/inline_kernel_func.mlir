#executable_target_vulkan_spirv_fb = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb">
#pipeline_layout = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer>, #hal.pipeline.binding<storage_buffer>, #hal.pipeline.binding<storage_buffer, ReadOnly>]>
#pipeline_layout1 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>, #hal.pipeline.binding<storage_buffer>]>
module {
  func.func private @k_kernels(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %cst = arith.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_0 = arith.constant dense<[1.000000e+00, 5.000000e-01, 2.000000e+00, -1.000000e+00]> : tensor<4xf32>
    %c1 = arith.constant 1 : index
    %c8_i32 = arith.constant 8 : i32
    %c2_i32 = arith.constant 2 : i32
    %0:2 = hal.dispatch.extern "main"[%c1](%c8_i32, %c2_i32, %arg0, %cst, %cst_0) : (i32, i32, tensor<8xcomplex<f32>>, tensor<16xf32>, tensor<4xf32>) -> (%arg0, %cst) count(%arg1: !hal.device, %arg2: index) -> (index, index, index) {
      %c1_1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      hal.return %c2, %c1_1, %c1_1 : index, index, index
    } layout(#pipeline_layout) objects({
      #executable_target_vulkan_spirv_fb ordinal(0) = [#hal.executable.object<{path = "k_kernels_k0.spv", data = dense<[3, 2, 35, 7, 0, 0, 1, 0, 0, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0, 71, 0, 4, 0, 1, 0, 0, 0, 33, 0, 0, 0, 0, 0, 0, 0, 71, 0, 4, 0, 2, 0, 0, 0, 33, 0, 0, 0, 1, 0, 0, 0, 71, 0, 4, 0, 3, 0, 0, 0, 33, 0, 0, 0, 2, 0, 0, 0]> : vector<68xi8>}>]
    })
    %1:2 = hal.dispatch.extern "main"[%c1](%0#1, %0#0) : (tensor<16xf32>, tensor<8xcomplex<f32>>) -> (%0#1, %0#0) count(%arg1: !hal.device, %arg2: index) -> (index, index, index) {
      %c1_1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      hal.return %c1_1, %c2, %c1_1 : index, index, index
    } layout(#pipeline_layout1) objects({
      #executable_target_vulkan_spirv_fb ordinal(0) = [#hal.executable.object<{path = "k_kernels_k1.spv", data = dense<[3, 2, 35, 7, 0, 0, 1, 0, 0, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0, 71, 0, 4, 0, 1, 0, 0, 0, 33, 0, 0, 0, 0, 0, 0, 0, 71, 0, 4, 0, 2, 0, 0, 0, 33, 0, 0, 0, 1, 0, 0, 0]> : vector<52xi8>}>]
    })
    return %1#1 : tensor<8xcomplex<f32>>
  }
}
