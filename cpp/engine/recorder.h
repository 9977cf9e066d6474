// Captures what VkFFT does through Vulkan: the SPIR-V of each pipeline, the buffers and
// descriptor sets it creates and writes, and the exact dispatch sequence it records. plan.cc
// routes VkFFT's Vulkan calls through the functions below (macros set before including
// vkFFT.h); they forward to Vulkan and, while a Recorder is active on the calling thread, log.
// This is how inline mode reproduces VkFFT's kernels as IREE custom dispatches.
#pragma once

#include "vulkan_loader.h"

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace iree_vkfft {

// Limits of the device a plan is built *for* (inline mode can build a .vmfb for another GPU).
// VkFFT 1.3.4 takes every limit it plans with from vkGetPhysicalDeviceProperties (and its warp
// size from the vendor ID); while a TargetLimits is active on the thread, that call reports these.
struct TargetLimits {
  uint32_t vendor_id = 0;
  uint32_t max_invocations = 0;
  uint32_t shared_memory = 0;
  std::array<uint32_t, 3> workgroup_size{};
  std::array<uint32_t, 3> workgroup_count{};
  bool active() const { return vendor_id != 0; }

  class Scope {  // makes `limits` the active target on this thread for its lifetime
   public:
    explicit Scope(const TargetLimits* limits);
    ~Scope();

   private:
    const TargetLimits* previous_;
  };
};

struct RecordedDispatch {
  VkPipeline pipeline = VK_NULL_HANDLE;
  std::array<uint32_t, 3> workgroups{};
  std::string push_constants;                 // raw bytes of the push-constant block
  std::vector<VkDescriptorBufferInfo> bindings;  // set 0, binding k
};

class Recorder {
 public:
  // Makes this recorder the active one on this thread for its lifetime.
  class Scope {
   public:
    explicit Scope(Recorder& r);
    ~Scope();

   private:
    Recorder* previous_;
  };

  // SPIR-V by module, and by pipeline as it was when the pipeline was created: VkFFT destroys
  // modules right after, and the driver may hand the same handle value to a later module.
  std::map<VkShaderModule, std::string> modules;
  std::map<VkPipeline, std::string> pipelines;
  std::map<VkBuffer, uint64_t> buffer_sizes;
  std::map<std::pair<VkDescriptorSet, uint32_t>, VkDescriptorBufferInfo> descriptors;
  std::vector<RecordedDispatch> dispatches;
  bool capture_dispatches = false;

  // current command-buffer state
  VkPipeline bound_pipeline = VK_NULL_HANDLE;
  VkDescriptorSet bound_set = VK_NULL_HANDLE;
  std::string push;
};

namespace rec {
void GetPhysicalDeviceProperties(VkPhysicalDevice, VkPhysicalDeviceProperties*);
VkResult CreateShaderModule(VkDevice, const VkShaderModuleCreateInfo*, const VkAllocationCallbacks*,
                            VkShaderModule*);
VkResult CreateComputePipelines(VkDevice, VkPipelineCache, uint32_t,
                                const VkComputePipelineCreateInfo*, const VkAllocationCallbacks*,
                                VkPipeline*);
VkResult CreateBuffer(VkDevice, const VkBufferCreateInfo*, const VkAllocationCallbacks*, VkBuffer*);
void UpdateDescriptorSets(VkDevice, uint32_t, const VkWriteDescriptorSet*, uint32_t,
                          const VkCopyDescriptorSet*);
void CmdBindPipeline(VkCommandBuffer, VkPipelineBindPoint, VkPipeline);
void CmdBindDescriptorSets(VkCommandBuffer, VkPipelineBindPoint, VkPipelineLayout, uint32_t,
                           uint32_t, const VkDescriptorSet*, uint32_t, const uint32_t*);
void CmdPushConstants(VkCommandBuffer, VkPipelineLayout, VkShaderStageFlags, uint32_t, uint32_t,
                      const void*);
void CmdDispatch(VkCommandBuffer, uint32_t, uint32_t, uint32_t);
}  // namespace rec

}  // namespace iree_vkfft
