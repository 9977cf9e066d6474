#executable_target_vulkan_spirv_fb = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb">
#pipeline_layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>, #hal.pipeline.binding<storage_buffer>]>
module {
  func.func @main(%arg0: tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x4xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<2x4x3xf32>
    %0 = stablehlo.complex %cst, %cst : tensor<2x4x3xcomplex<f32>>
    %1 = stablehlo.add %arg0, %0 : tensor<2x4x3xcomplex<f32>>
    %2 = flow.tensor.clone %1 : tensor<2x4x3xcomplex<f32>> attributes {iree_vkfft.call_site = 0 : i64}
    %3 = call @vkfft_irfft_4x4_b2_32(%2) : (tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x4xf32>
    return %3 : tensor<2x4x4xf32>
  }
  func.func private @vkfft_irfft_4x4_b2_32_kernels(%arg0: tensor<24xcomplex<f32>>) -> tensor<32xf32> {
    %0 = tensor.empty() : tensor<32xf32>
    %c1 = arith.constant 1 : index
    %1:2 = hal.dispatch.extern "main"[%c1](%arg0, %0) : (tensor<24xcomplex<f32>>, tensor<32xf32>) -> (%arg0, %0) count(%arg1: !hal.device, %arg2: index) -> (index, index, index) {
      %c1_0 = arith.constant 1 : index
      hal.return %c1_0, %c1_0, %c1_0 : index, index, index
    } layout(#pipeline_layout) objects({
      #executable_target_vulkan_spirv_fb ordinal(0) = [#hal.executable.object<{path = "vkfft_irfft_4x4_b2_32_kernels_k0.spv", data = dense<[3, 2, 35, 7, 0, 0, 1, 0, 0, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0, 71, 0, 4, 0, 1, 0, 0, 0, 33, 0, 0, 0, 0, 0, 0, 0, 71, 0, 4, 0, 2, 0, 0, 0, 33, 0, 0, 0, 1, 0, 0, 0]> : vector<52xi8>}>]
    })
    return %1#1 : tensor<32xf32>
  }
  func.func private @vkfft_irfft_4x4_b2_32(%arg0: tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x4xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 0:4, 0:1] : (tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x1xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<2x4x1xcomplex<f32>>) -> tensor<2x4x1xf32>
    %2 = stablehlo.imag %0 : (tensor<2x4x1xcomplex<f32>>) -> tensor<2x4x1xf32>
    %3 = stablehlo.slice %1 [0:2, 1:4, 0:1] : (tensor<2x4x1xf32>) -> tensor<2x3x1xf32>
    %4 = stablehlo.reverse %3, dims = [1] : tensor<2x3x1xf32>
    %5 = stablehlo.slice %1 [0:2, 0:1, 0:1] : (tensor<2x4x1xf32>) -> tensor<2x1x1xf32>
    %6 = stablehlo.concatenate %5, %4, dim = 1 : (tensor<2x1x1xf32>, tensor<2x3x1xf32>) -> tensor<2x4x1xf32>
    %7 = stablehlo.slice %2 [0:2, 1:4, 0:1] : (tensor<2x4x1xf32>) -> tensor<2x3x1xf32>
    %8 = stablehlo.reverse %7, dims = [1] : tensor<2x3x1xf32>
    %9 = stablehlo.slice %2 [0:2, 0:1, 0:1] : (tensor<2x4x1xf32>) -> tensor<2x1x1xf32>
    %10 = stablehlo.concatenate %9, %8, dim = 1 : (tensor<2x1x1xf32>, tensor<2x3x1xf32>) -> tensor<2x4x1xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<2x4x1xf32>
    %11 = stablehlo.add %1, %6 : tensor<2x4x1xf32>
    %12 = stablehlo.multiply %11, %cst : tensor<2x4x1xf32>
    %13 = stablehlo.subtract %2, %10 : tensor<2x4x1xf32>
    %14 = stablehlo.multiply %13, %cst : tensor<2x4x1xf32>
    %15 = stablehlo.complex %12, %14 : tensor<2x4x1xcomplex<f32>>
    %16 = stablehlo.slice %arg0 [0:2, 0:4, 1:2] : (tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x1xcomplex<f32>>
    %17 = stablehlo.slice %arg0 [0:2, 0:4, 2:3] : (tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x1xcomplex<f32>>
    %18 = stablehlo.real %17 : (tensor<2x4x1xcomplex<f32>>) -> tensor<2x4x1xf32>
    %19 = stablehlo.imag %17 : (tensor<2x4x1xcomplex<f32>>) -> tensor<2x4x1xf32>
    %20 = stablehlo.slice %18 [0:2, 1:4, 0:1] : (tensor<2x4x1xf32>) -> tensor<2x3x1xf32>
    %21 = stablehlo.reverse %20, dims = [1] : tensor<2x3x1xf32>
    %22 = stablehlo.slice %18 [0:2, 0:1, 0:1] : (tensor<2x4x1xf32>) -> tensor<2x1x1xf32>
    %23 = stablehlo.concatenate %22, %21, dim = 1 : (tensor<2x1x1xf32>, tensor<2x3x1xf32>) -> tensor<2x4x1xf32>
    %24 = stablehlo.slice %19 [0:2, 1:4, 0:1] : (tensor<2x4x1xf32>) -> tensor<2x3x1xf32>
    %25 = stablehlo.reverse %24, dims = [1] : tensor<2x3x1xf32>
    %26 = stablehlo.slice %19 [0:2, 0:1, 0:1] : (tensor<2x4x1xf32>) -> tensor<2x1x1xf32>
    %27 = stablehlo.concatenate %26, %25, dim = 1 : (tensor<2x1x1xf32>, tensor<2x3x1xf32>) -> tensor<2x4x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<2x4x1xf32>
    %28 = stablehlo.add %18, %23 : tensor<2x4x1xf32>
    %29 = stablehlo.multiply %28, %cst_0 : tensor<2x4x1xf32>
    %30 = stablehlo.subtract %19, %27 : tensor<2x4x1xf32>
    %31 = stablehlo.multiply %30, %cst_0 : tensor<2x4x1xf32>
    %32 = stablehlo.complex %29, %31 : tensor<2x4x1xcomplex<f32>>
    %33 = stablehlo.concatenate %15, %16, %32, dim = 2 : (tensor<2x4x1xcomplex<f32>>, tensor<2x4x1xcomplex<f32>>, tensor<2x4x1xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
    %34 = stablehlo.reshape %33 : (tensor<2x4x3xcomplex<f32>>) -> tensor<24xcomplex<f32>>
    %35 = call @vkfft_irfft_4x4_b2_32_kernels(%34) : (tensor<24xcomplex<f32>>) -> tensor<32xf32>
    %36 = stablehlo.reshape %35 : (tensor<32xf32>) -> tensor<2x4x4xf32>
    return %36 : tensor<2x4x4xf32>
  }
}
