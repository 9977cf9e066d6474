#include "recorder.h"

#include <cstring>

namespace iree_vkfft {

namespace {
thread_local Recorder* active = nullptr;
thread_local const TargetLimits* target = nullptr;
}

TargetLimits::Scope::Scope(const TargetLimits* limits) : previous_(target) {
  if (limits && limits->active()) target = limits;
}
TargetLimits::Scope::~Scope() { target = previous_; }

Recorder::Scope::Scope(Recorder& r) : previous_(active) { active = &r; }
Recorder::Scope::~Scope() { active = previous_; }

namespace rec {

void GetPhysicalDeviceProperties(VkPhysicalDevice pd, VkPhysicalDeviceProperties* props) {
  vkGetPhysicalDeviceProperties(pd, props);
  if (!target) return;
  props->vendorID = target->vendor_id;
  props->limits.maxComputeWorkGroupInvocations = target->max_invocations;
  props->limits.maxComputeSharedMemorySize = target->shared_memory;
  for (int i = 0; i < 3; ++i) {
    props->limits.maxComputeWorkGroupSize[i] = target->workgroup_size[i];
    props->limits.maxComputeWorkGroupCount[i] = target->workgroup_count[i];
  }
}

VkResult CreateShaderModule(VkDevice d, const VkShaderModuleCreateInfo* info,
                            const VkAllocationCallbacks* a, VkShaderModule* out) {
  VkResult r = vkCreateShaderModule(d, info, a, out);
  if (active && r == VK_SUCCESS)
    active->modules[*out] = std::string(reinterpret_cast<const char*>(info->pCode), info->codeSize);
  return r;
}

VkResult CreateComputePipelines(VkDevice d, VkPipelineCache c, uint32_t n,
                                const VkComputePipelineCreateInfo* infos,
                                const VkAllocationCallbacks* a, VkPipeline* out) {
  VkResult r = vkCreateComputePipelines(d, c, n, infos, a, out);
  if (active && r == VK_SUCCESS) {
    for (uint32_t i = 0; i < n; ++i) {
      auto module = active->modules.find(infos[i].stage.module);
      if (module != active->modules.end()) active->pipelines[out[i]] = module->second;
      else active->pipelines.erase(out[i]);  // a module made before capture began: unknown
    }
  }
  return r;
}

VkResult CreateBuffer(VkDevice d, const VkBufferCreateInfo* info, const VkAllocationCallbacks* a,
                      VkBuffer* out) {
  VkResult r = vkCreateBuffer(d, info, a, out);
  if (active && r == VK_SUCCESS) active->buffer_sizes[*out] = info->size;
  return r;
}

void UpdateDescriptorSets(VkDevice d, uint32_t nw, const VkWriteDescriptorSet* w, uint32_t nc,
                          const VkCopyDescriptorSet* c) {
  vkUpdateDescriptorSets(d, nw, w, nc, c);
  if (!active) return;
  for (uint32_t i = 0; i < nw; ++i) {
    if (!w[i].pBufferInfo) continue;
    for (uint32_t k = 0; k < w[i].descriptorCount; ++k)
      active->descriptors[{w[i].dstSet, w[i].dstBinding + w[i].dstArrayElement + k}] =
          w[i].pBufferInfo[k];
  }
}

void CmdBindPipeline(VkCommandBuffer cmd, VkPipelineBindPoint p, VkPipeline pipeline) {
  vkCmdBindPipeline(cmd, p, pipeline);
  if (active) {
    active->bound_pipeline = pipeline;
    active->push.clear();
  }
}

void CmdBindDescriptorSets(VkCommandBuffer cmd, VkPipelineBindPoint p, VkPipelineLayout l,
                           uint32_t first, uint32_t n, const VkDescriptorSet* sets, uint32_t nd,
                           const uint32_t* dyn) {
  vkCmdBindDescriptorSets(cmd, p, l, first, n, sets, nd, dyn);
  if (active && first == 0 && n > 0) active->bound_set = sets[0];
}

void CmdPushConstants(VkCommandBuffer cmd, VkPipelineLayout l, VkShaderStageFlags s,
                      uint32_t offset, uint32_t size, const void* values) {
  vkCmdPushConstants(cmd, l, s, offset, size, values);
  if (!active) return;
  if (active->push.size() < offset + size) active->push.resize(offset + size, '\0');
  std::memcpy(&active->push[offset], values, size);
}

void CmdDispatch(VkCommandBuffer cmd, uint32_t x, uint32_t y, uint32_t z) {
  vkCmdDispatch(cmd, x, y, z);
  if (!active || !active->capture_dispatches) return;
  RecordedDispatch d;
  d.pipeline = active->bound_pipeline;
  d.workgroups = {x, y, z};
  d.push_constants = active->push;
  for (uint32_t b = 0;; ++b) {
    auto it = active->descriptors.find({active->bound_set, b});
    if (it == active->descriptors.end()) break;
    d.bindings.push_back(it->second);
  }
  active->dispatches.push_back(std::move(d));
}

}  // namespace rec
}  // namespace iree_vkfft
