// The Vulkan loader, opened at run time instead of linked: the native module has no libvulkan
// dependency, so `import iree_vkfft` works on a machine without Vulkan and the first call that
// needs a device says what is missing. Every translation unit that sees Vulkan (the engine and
// VkFFT's headers) is compiled with VK_NO_PROTOTYPES and calls through the function pointers
// declared here, which load_vulkan() fills.
#pragma once

#ifndef VK_NO_PROTOTYPES
#error "iree-vkfft opens the Vulkan loader at run time: compile with -DVK_NO_PROTOTYPES"
#endif
#include <vulkan/vulkan.h>

#include <string>

// Every Vulkan command the engine and VkFFT 1.3.4 (backend 0) call; all are core 1.0/1.1 and
// exported by the loaders this opens (Khronos loader, MoltenVK, vulkan-1.dll).
#define IREE_VKFFT_VULKAN_COMMANDS(X)                                                         \
  X(vkCreateInstance) X(vkDestroyInstance) X(vkEnumerateInstanceExtensionProperties)         \
  X(vkEnumeratePhysicalDevices) X(vkEnumerateDeviceExtensionProperties)                      \
  X(vkGetPhysicalDeviceProperties) X(vkGetPhysicalDeviceProperties2)                         \
  X(vkGetPhysicalDeviceFeatures) X(vkGetPhysicalDeviceMemoryProperties)                      \
  X(vkGetPhysicalDeviceQueueFamilyProperties) X(vkCreateDevice) X(vkDestroyDevice)           \
  X(vkDeviceWaitIdle) X(vkGetDeviceQueue) X(vkQueueSubmit) X(vkCreateFence)                  \
  X(vkDestroyFence) X(vkWaitForFences) X(vkResetFences) X(vkCreateCommandPool)               \
  X(vkDestroyCommandPool) X(vkAllocateCommandBuffers) X(vkFreeCommandBuffers)                \
  X(vkResetCommandBuffer) X(vkBeginCommandBuffer) X(vkEndCommandBuffer) X(vkCreateBuffer)    \
  X(vkDestroyBuffer) X(vkGetBufferMemoryRequirements) X(vkAllocateMemory) X(vkFreeMemory)    \
  X(vkBindBufferMemory) X(vkMapMemory) X(vkUnmapMemory) X(vkCreateShaderModule)              \
  X(vkDestroyShaderModule) X(vkCreateComputePipelines) X(vkDestroyPipeline)                  \
  X(vkCreatePipelineLayout) X(vkDestroyPipelineLayout) X(vkCreateDescriptorSetLayout)        \
  X(vkDestroyDescriptorSetLayout) X(vkCreateDescriptorPool) X(vkDestroyDescriptorPool)       \
  X(vkResetDescriptorPool) X(vkAllocateDescriptorSets) X(vkUpdateDescriptorSets)             \
  X(vkCmdBindPipeline) X(vkCmdBindDescriptorSets) X(vkCmdPushConstants) X(vkCmdDispatch)     \
  X(vkCmdCopyBuffer) X(vkCmdPipelineBarrier)

// Hidden: the pointers carry the commands' names and must never interpose on (or be taken
// for) the functions of a libvulkan that something else loads into the process (IREE does).
#if defined(__GNUC__) || defined(__clang__)
#define IREE_VKFFT_HIDDEN __attribute__((visibility("hidden")))
#else
#define IREE_VKFFT_HIDDEN
#endif
#define IREE_VKFFT_DECLARE_COMMAND(name) extern IREE_VKFFT_HIDDEN PFN_##name name;
IREE_VKFFT_VULKAN_COMMANDS(IREE_VKFFT_DECLARE_COMMAND)
#undef IREE_VKFFT_DECLARE_COMMAND

namespace iree_vkfft {

struct LoaderStatus {
  bool loaded = false;
  std::string path;   // the library opened, or the names tried
  std::string error;  // why it could not be opened or lacks a command (empty when loaded)
};

// Opens the loader once per process: $IREE_VKFFT_VULKAN_LOADER when set (no fallback), else
// the platform's names (libvulkan.so.1; libvulkan.1.dylib, the Homebrew/LunarG/MoltenVK
// locations; vulkan-1.dll). Throws Error("loader") saying what failed; later calls rethrow it.
void load_vulkan();
// Tries load_vulkan() and reports the outcome without throwing.
LoaderStatus vulkan_loader_status();

}  // namespace iree_vkfft
