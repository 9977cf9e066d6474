// Vulkan context: instance, physical device, queue, command pool, buffers and submission.
// Pure C++ (no Python). Errors are thrown as iree_vkfft::Error with a category.
#pragma once

#include <sys/types.h>

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "vulkan_loader.h"

namespace iree_vkfft {

// Engine failure. kind: "loader" (the Vulkan loader cannot be opened), "driver" (the loader
// finds no driver or no device), "device" (unsuitable device), "memory" (allocation or size limit),
// "vkfft" (VkFFT returned an error; code holds it), "vulkan" (a Vulkan call failed).
class Error : public std::runtime_error {
 public:
  Error(std::string kind, const std::string& what, int code = 0)
      : std::runtime_error(what), kind_(std::move(kind)), code_(code) {}
  const std::string& kind() const { return kind_; }
  int code() const { return code_; }

 private:
  std::string kind_;
  int code_;
};

struct DeviceInfo {
  uint32_t index = 0;
  std::string name;
  std::string type;  // "discrete", "integrated", "virtual", "cpu", "other"
  std::string driver;
  std::string driver_info;
  uint32_t vendor_id = 0;
  uint32_t device_id = 0;
  uint32_t api_version = 0;
  uint32_t driver_version = 0;
  std::string uuid;  // pipelineCacheUUID as hex: changes with driver builds
  uint64_t memory = 0;  // largest device-local heap, bytes
  bool float64 = false;
  uint64_t max_storage_buffer_range = 0;
  uint32_t max_storage_buffers = 0;  // maxPerStageDescriptorStorageBuffers
  uint32_t subgroup_size = 0;
  uint32_t max_shared_memory = 0;
  uint32_t max_workgroup_invocations = 0;
  std::array<uint32_t, 3> max_workgroup_size{};
  std::array<uint32_t, 3> max_workgroup_count{};
};

// Lists the Vulkan physical devices (empty when the loader finds none); throws Error("loader")
// without a loader and Error("driver") when the loader has no driver to create an instance with.
std::vector<DeviceInfo> enumerate_devices();

class Context;
class Elementwise;

// One VkBuffer with its own memory. Host-visible memory stays mapped for the buffer's life.
// A window is a VkBuffer over `size` bytes of another buffer's memory from `offset` (a
// multiple of Context::buffer_alignment): how arrays larger than maxStorageBufferRange are
// bound piece by piece. It keeps its parent alive.
class Buffer {
 public:
  Buffer(std::shared_ptr<Context> ctx, uint64_t size, bool host_visible);
  Buffer(std::shared_ptr<Buffer> parent, uint64_t offset, uint64_t size);
  ~Buffer();
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;

  VkBuffer handle() const { return buffer_; }
  VkBuffer* handle_ptr() { return &buffer_; }
  uint64_t size() const { return size_; }
  void* mapped() const { return mapped_; }  // null when not host visible
  Context& context() const { return *ctx_; }

 private:
  std::shared_ptr<Context> ctx_;
  std::shared_ptr<Buffer> parent_;  // windows only: the owner of memory_
  VkBuffer buffer_ = VK_NULL_HANDLE;
  VkDeviceMemory memory_ = VK_NULL_HANDLE;
  uint64_t memory_offset_ = 0, memory_end_ = 0;  // this buffer's binding in memory_
  uint64_t size_ = 0;
  void* mapped_ = nullptr;
};

class Context : public std::enable_shared_from_this<Context> {
 public:
  static std::shared_ptr<Context> create(uint32_t device_index);
  ~Context();
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;

  const DeviceInfo& info() const { return info_; }
  // Extensions enabled on the instance and device (portability ones where offered: MoltenVK).
  const std::vector<std::string>& instance_extensions() const { return instance_extensions_; }
  const std::vector<std::string>& device_extensions() const { return device_extensions_; }
  // Created in another process: this one is a fork() child. Its Vulkan objects belong to the
  // parent's driver state (lavapipe's worker threads do not exist here): they are never
  // touched again, destructors leak them, and every use throws (check_process).
  bool forked() const;
  void check_process() const;
  // True when device-local memory can be mapped (lavapipe, integrated GPUs, ReBAR): buffers
  // are then written directly, without staging copies.
  bool unified_memory() const { return unified_memory_; }

  std::shared_ptr<Buffer> allocate(uint64_t size);          // device buffer (mapped if unified)
  // The most bytes one descriptor binds: maxStorageBufferRange, or less when lowered (a
  // testing aid: the windowed paths then run on small arrays). Every kernel binding honours it.
  uint64_t buffer_range() const { return buffer_range_; }
  void set_buffer_range(uint64_t bytes);
  // Offsets of windows are multiples of this (memory binding and storage offset alignment).
  uint64_t buffer_alignment() const { return buffer_alignment_; }
  // Consecutive windows covering `buffer`, each at most buffer_range() bytes and, except the
  // last, a multiple of `unit` and of buffer_alignment(). The buffer itself when it fits.
  std::vector<std::shared_ptr<Buffer>> windows(const std::shared_ptr<Buffer>& buffer,
                                               uint64_t unit);
  // The largest window size windows() uses for `unit`.
  uint64_t window_bytes(uint64_t unit) const;
  std::shared_ptr<Buffer> allocate_staging(uint64_t size);  // host-visible buffer

  // Copies host bytes into / out of a device buffer (through a staging buffer when needed).
  void upload(Buffer& dst, const void* src, uint64_t bytes, uint64_t offset = 0);
  void download(Buffer& src, void* dst, uint64_t bytes, uint64_t offset = 0);

  // Records commands with `record`, submits once and waits. Serialized by the queue lock.
  void submit(const std::function<void(VkCommandBuffer)>& record);
  static void barrier(VkCommandBuffer cmd);

  // The device lock also guards VkFFT plan creation (which submits on the same queue).
  std::mutex& device_mutex() { return device_mutex_; }

  VkPhysicalDevice* physical_device_ptr() { return &physical_device_; }
  VkDevice device() const { return device_; }
  VkDevice* device_ptr() { return &device_; }
  VkQueue* queue_ptr() { return &queue_; }
  VkCommandPool* command_pool_ptr() { return &command_pool_; }
  VkFence* fence_ptr() { return &fence_; }
  uint32_t find_memory_type(uint32_t type_bits, VkMemoryPropertyFlags flags) const;
  // Scale / zero-imag kernels for this precision (built on first use; call while recording).
  Elementwise& elementwise(bool double_precision);

 private:
  Context() = default;
  void init(uint32_t device_index);

  DeviceInfo info_;
  std::vector<std::string> instance_extensions_;
  std::vector<std::string> device_extensions_;
  pid_t pid_ = 0;  // the process that created the context
  VkInstance instance_ = VK_NULL_HANDLE;
  VkPhysicalDevice physical_device_ = VK_NULL_HANDLE;
  VkDevice device_ = VK_NULL_HANDLE;
  VkQueue queue_ = VK_NULL_HANDLE;
  uint32_t queue_family_ = 0;
  VkCommandPool command_pool_ = VK_NULL_HANDLE;
  VkCommandBuffer command_buffer_ = VK_NULL_HANDLE;
  VkFence fence_ = VK_NULL_HANDLE;
  VkPhysicalDeviceMemoryProperties memory_properties_{};
  bool unified_memory_ = false;
  uint64_t buffer_range_ = 0;
  uint64_t buffer_alignment_ = 1;
  std::unique_ptr<Elementwise> elementwise_[2];
  std::mutex device_mutex_;
  // Reused host-visible buffer for upload/download when device memory is not mappable
  // (grown on demand, never shrunk; guarded by staging_mutex_).
  std::shared_ptr<Buffer> staging_;
  std::mutex staging_mutex_;
  Buffer& staging(uint64_t bytes);
};

void check_vk(VkResult result, const char* what);

}  // namespace iree_vkfft
