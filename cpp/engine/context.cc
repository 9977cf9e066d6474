#include "context.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <unistd.h>

#include "elementwise.h"

namespace iree_vkfft {

void check_vk(VkResult result, const char* what) {
  if (result == VK_SUCCESS) return;
  const bool oom = result == VK_ERROR_OUT_OF_HOST_MEMORY || result == VK_ERROR_OUT_OF_DEVICE_MEMORY;
  throw Error(oom ? "memory" : "vulkan",
              std::string(what) + " failed (VkResult " + std::to_string(result) + ")", result);
}

namespace {

// A storage + transfer VkBuffer of `size` bytes (at least 16), no memory bound yet.
VkBuffer create_storage_buffer(VkDevice dev, uint64_t size) {
  VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  info.size = std::max<uint64_t>(size, 16);
  info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
               VK_BUFFER_USAGE_TRANSFER_DST_BIT;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  VkBuffer buffer = VK_NULL_HANDLE;
  check_vk(vkCreateBuffer(dev, &info, nullptr, &buffer), "vkCreateBuffer");
  return buffer;
}

}  // namespace

namespace {

// Portability names (VK_KHR_portability_enumeration, VK_KHR_portability_subset) as literals:
// headers older than 1.3.212 lack them. Without them a current loader hides MoltenVK's devices.
constexpr const char* kPortabilityEnumeration = "VK_KHR_portability_enumeration";
constexpr const char* kPortabilitySubset = "VK_KHR_portability_subset";
constexpr VkInstanceCreateFlags kEnumeratePortabilityBit = 0x00000001;

bool has_extension(const std::vector<VkExtensionProperties>& props, const char* name) {
  return std::any_of(props.begin(), props.end(), [&](const VkExtensionProperties& p) {
    return std::strcmp(p.extensionName, name) == 0;
  });
}

std::vector<VkExtensionProperties> instance_extension_properties() {
  uint32_t count = 0;
  if (vkEnumerateInstanceExtensionProperties(nullptr, &count, nullptr) != VK_SUCCESS) return {};
  std::vector<VkExtensionProperties> props(count);
  if (vkEnumerateInstanceExtensionProperties(nullptr, &count, props.data()) != VK_SUCCESS) return {};
  props.resize(count);
  return props;
}

// Creates an instance (opening the loader first); `enabled` receives its extensions.
VkInstance make_instance(std::vector<std::string>* enabled = nullptr) {
  load_vulkan();
  VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
  app.pApplicationName = "iree-vkfft";
  app.apiVersion = VK_API_VERSION_1_1;
  std::vector<const char*> extensions;
  VkInstanceCreateFlags flags = 0;
  if (has_extension(instance_extension_properties(), kPortabilityEnumeration)) {
    extensions.push_back(kPortabilityEnumeration);
    flags |= kEnumeratePortabilityBit;
  }
  VkInstanceCreateInfo info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
  info.flags = flags;
  info.pApplicationInfo = &app;
  info.enabledExtensionCount = static_cast<uint32_t>(extensions.size());
  info.ppEnabledExtensionNames = extensions.data();
  VkInstance instance = VK_NULL_HANDLE;
  VkResult r = vkCreateInstance(&info, nullptr, &instance);
  if (r != VK_SUCCESS) {
    throw Error("driver", "no Vulkan driver found: the loader opened, but vkCreateInstance "
                          "returned " + std::to_string(r), r);
  }
  if (enabled) enabled->assign(extensions.begin(), extensions.end());
  return instance;
}

// A portability (non-conformant) device such as MoltenVK lists VK_KHR_portability_subset and
// must have it enabled.
std::vector<std::string> required_device_extensions(VkPhysicalDevice pd) {
  uint32_t count = 0;
  check_vk(vkEnumerateDeviceExtensionProperties(pd, nullptr, &count, nullptr),
           "vkEnumerateDeviceExtensionProperties");
  std::vector<VkExtensionProperties> props(count);
  check_vk(vkEnumerateDeviceExtensionProperties(pd, nullptr, &count, props.data()),
           "vkEnumerateDeviceExtensionProperties");
  props.resize(count);
  if (has_extension(props, kPortabilitySubset)) return {kPortabilitySubset};
  return {};
}

std::vector<VkPhysicalDevice> physical_devices(VkInstance instance) {
  uint32_t count = 0;
  check_vk(vkEnumeratePhysicalDevices(instance, &count, nullptr), "vkEnumeratePhysicalDevices");
  std::vector<VkPhysicalDevice> devices(count);
  check_vk(vkEnumeratePhysicalDevices(instance, &count, devices.data()),
           "vkEnumeratePhysicalDevices");
  return devices;
}

const char* type_name(VkPhysicalDeviceType t) {
  switch (t) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return "discrete";
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return "integrated";
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return "virtual";
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return "cpu";
    default: return "other";
  }
}

DeviceInfo describe(VkPhysicalDevice pd, uint32_t index) {
  VkPhysicalDeviceSubgroupProperties subgroup{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES};
  VkPhysicalDeviceDriverProperties driver{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES};
  subgroup.pNext = &driver;
  VkPhysicalDeviceProperties2 props2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
  props2.pNext = &subgroup;
  vkGetPhysicalDeviceProperties2(pd, &props2);
  const VkPhysicalDeviceProperties& p = props2.properties;
  VkPhysicalDeviceFeatures features{};
  vkGetPhysicalDeviceFeatures(pd, &features);
  VkPhysicalDeviceMemoryProperties mem{};
  vkGetPhysicalDeviceMemoryProperties(pd, &mem);

  DeviceInfo d;
  d.index = index;
  d.name = p.deviceName;
  d.type = type_name(p.deviceType);
  d.driver = driver.driverName;
  d.driver_info = driver.driverInfo;
  d.vendor_id = p.vendorID;
  d.device_id = p.deviceID;
  d.api_version = p.apiVersion;
  d.driver_version = p.driverVersion;
  char hex[3];
  for (uint8_t byte : p.pipelineCacheUUID) {
    std::snprintf(hex, sizeof hex, "%02x", byte);
    d.uuid += hex;
  }
  for (uint32_t i = 0; i < mem.memoryHeapCount; ++i) {
    if (mem.memoryHeaps[i].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT)
      d.memory = std::max<uint64_t>(d.memory, mem.memoryHeaps[i].size);
  }
  d.float64 = features.shaderFloat64 == VK_TRUE;
  d.max_storage_buffer_range = p.limits.maxStorageBufferRange;
  d.max_storage_buffers = p.limits.maxPerStageDescriptorStorageBuffers;
  d.subgroup_size = subgroup.subgroupSize;
  d.max_shared_memory = p.limits.maxComputeSharedMemorySize;
  d.max_workgroup_invocations = p.limits.maxComputeWorkGroupInvocations;
  for (int i = 0; i < 3; ++i) {
    d.max_workgroup_size[i] = p.limits.maxComputeWorkGroupSize[i];
    d.max_workgroup_count[i] = p.limits.maxComputeWorkGroupCount[i];
  }
  return d;
}

// The first queue family of `pd` with compute, or Error("device") naming the device.
uint32_t compute_queue_family(VkPhysicalDevice pd, const std::string& name) {
  uint32_t family_count = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(pd, &family_count, nullptr);
  std::vector<VkQueueFamilyProperties> families(family_count);
  vkGetPhysicalDeviceQueueFamilyProperties(pd, &family_count, families.data());
  for (uint32_t i = 0; i < family_count; ++i)
    if (families[i].queueFlags & VK_QUEUE_COMPUTE_BIT) return i;
  throw Error("device", name + " has no compute queue");
}

// A logical device with one queue of `family`, `extensions`, and float64/int64 shaders where
// supported.
VkDevice create_device(VkPhysicalDevice pd, uint32_t family,
                       const std::vector<std::string>& extensions) {
  float priority = 1.0f;
  VkDeviceQueueCreateInfo queue_info{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
  queue_info.queueFamilyIndex = family;
  queue_info.queueCount = 1;
  queue_info.pQueuePriorities = &priority;
  VkPhysicalDeviceFeatures supported{};
  vkGetPhysicalDeviceFeatures(pd, &supported);
  VkPhysicalDeviceFeatures enabled{};
  enabled.shaderFloat64 = supported.shaderFloat64;
  enabled.shaderInt64 = supported.shaderInt64;
  std::vector<const char*> device_ext_names;
  for (const auto& e : extensions) device_ext_names.push_back(e.c_str());
  VkDeviceCreateInfo device_info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
  device_info.enabledExtensionCount = static_cast<uint32_t>(device_ext_names.size());
  device_info.ppEnabledExtensionNames = device_ext_names.data();
  device_info.queueCreateInfoCount = 1;
  device_info.pQueueCreateInfos = &queue_info;
  device_info.pEnabledFeatures = &enabled;
  VkDevice device = VK_NULL_HANDLE;
  check_vk(vkCreateDevice(pd, &device_info, nullptr, &device), "vkCreateDevice");
  return device;
}

// The command pool of `family`, one primary command buffer from it and a fence (each handle is
// stored as soon as it exists, so the caller can release what was made if a later step fails).
void create_command_objects(VkDevice dev, uint32_t family, VkCommandPool& pool,
                            VkCommandBuffer& command_buffer, VkFence& fence) {
  VkCommandPoolCreateInfo pool_info{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
  pool_info.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  pool_info.queueFamilyIndex = family;
  check_vk(vkCreateCommandPool(dev, &pool_info, nullptr, &pool), "vkCreateCommandPool");
  VkCommandBufferAllocateInfo alloc{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
  alloc.commandPool = pool;
  alloc.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  alloc.commandBufferCount = 1;
  check_vk(vkAllocateCommandBuffers(dev, &alloc, &command_buffer), "vkAllocateCommandBuffers");
  VkFenceCreateInfo fence_info{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
  check_vk(vkCreateFence(dev, &fence_info, nullptr, &fence), "vkCreateFence");
}

// Unified when some memory type is both device-local and host-visible+coherent on the
// heap that holds most of the device memory (lavapipe, integrated GPUs, ReBAR).
bool has_unified_memory(const VkPhysicalDeviceMemoryProperties& props, uint64_t device_memory) {
  bool unified = false;
  for (uint32_t i = 0; i < props.memoryTypeCount; ++i) {
    const auto flags = props.memoryTypes[i].propertyFlags;
    const auto heap = props.memoryHeaps[props.memoryTypes[i].heapIndex];
    const VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT |
                                       VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                       VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    if ((flags & want) == want && heap.size >= device_memory) unified = true;
  }
  return unified;
}

// Window alignment: what a storage buffer's memory binding needs, and the storage offset
// alignment, so a window is valid both as its own VkBuffer and at a descriptor offset.
uint64_t window_alignment(VkDevice dev, VkPhysicalDevice pd) {
  VkBuffer probe_buffer = create_storage_buffer(dev, 1 << 16);
  VkMemoryRequirements req{};
  vkGetBufferMemoryRequirements(dev, probe_buffer, &req);
  vkDestroyBuffer(dev, probe_buffer, nullptr);
  VkPhysicalDeviceProperties props{};
  vkGetPhysicalDeviceProperties(pd, &props);
  return std::lcm<uint64_t>(std::max<uint64_t>(req.alignment, 1),
                            std::max<uint64_t>(props.limits.minStorageBufferOffsetAlignment, 1));
}

}  // namespace

std::vector<DeviceInfo> enumerate_devices() {
  VkInstance instance = make_instance();
  std::vector<DeviceInfo> out;
  try {
    auto devices = physical_devices(instance);
    for (uint32_t i = 0; i < devices.size(); ++i) out.push_back(describe(devices[i], i));
  } catch (...) {
    vkDestroyInstance(instance, nullptr);
    throw;
  }
  vkDestroyInstance(instance, nullptr);
  return out;
}

std::shared_ptr<Context> Context::create(uint32_t device_index) {
  std::shared_ptr<Context> ctx(new Context());
  ctx->init(device_index);
  return ctx;
}

bool Context::forked() const { return getpid() != pid_; }

void Context::check_process() const {
  if (!forked()) return;
  throw Error("device", "this Vulkan context on " + info_.name + " was created in process " +
                            std::to_string(pid_) + " before a fork; process " +
                            std::to_string(getpid()) + " cannot use it (DeviceArrays, buffers "
                            "and plans made before the fork stay in the parent; make new ones)");
}

void Context::init(uint32_t device_index) {
  pid_ = getpid();
  instance_ = make_instance(&instance_extensions_);
  auto devices = physical_devices(instance_);
  if (devices.empty()) throw Error("driver", "the Vulkan loader found no physical device");
  if (device_index >= devices.size()) {
    throw Error("device", "Vulkan device index " + std::to_string(device_index) +
                              " out of range (" + std::to_string(devices.size()) + " devices)");
  }
  physical_device_ = devices[device_index];
  info_ = describe(physical_device_, device_index);
  vkGetPhysicalDeviceMemoryProperties(physical_device_, &memory_properties_);
  queue_family_ = compute_queue_family(physical_device_, info_.name);

  device_extensions_ = required_device_extensions(physical_device_);
  device_ = create_device(physical_device_, queue_family_, device_extensions_);
  vkGetDeviceQueue(device_, queue_family_, 0, &queue_);
  create_command_objects(device_, queue_family_, command_pool_, command_buffer_, fence_);

  unified_memory_ = has_unified_memory(memory_properties_, info_.memory);
  // Testing aid: exercise the discrete-GPU path (staging copies) on a unified-memory device.
  const char* force = std::getenv("IREE_VKFFT_FORCE_STAGING");
  if (force && std::string(force) == "1") unified_memory_ = false;

  buffer_alignment_ = window_alignment(device_, physical_device_);
  buffer_range_ = info_.max_storage_buffer_range;
}

void Context::set_buffer_range(uint64_t bytes) {
  if (bytes == 0 || bytes > info_.max_storage_buffer_range)
    throw std::invalid_argument("buffer_range must be 1 .. maxStorageBufferRange (" +
                                std::to_string(info_.max_storage_buffer_range) + ")");
  buffer_range_ = bytes;
}

uint64_t Context::window_bytes(uint64_t unit) const {
  const uint64_t step = std::lcm<uint64_t>(std::max<uint64_t>(unit, 1), buffer_alignment_);
  if (step > buffer_range_)
    throw Error("memory", "one " + std::to_string(unit) + "-byte item aligned to " +
                              std::to_string(buffer_alignment_) + " bytes exceeds the " +
                              std::to_string(buffer_range_) + "-byte buffer range of " +
                              info_.name);
  return buffer_range_ / step * step;
}

std::vector<std::shared_ptr<Buffer>> Context::windows(const std::shared_ptr<Buffer>& buffer,
                                                      uint64_t unit) {
  if (buffer->size() <= buffer_range_) return {buffer};
  const uint64_t step = window_bytes(unit);
  std::vector<std::shared_ptr<Buffer>> out;
  for (uint64_t at = 0; at < buffer->size(); at += step)
    out.push_back(std::make_shared<Buffer>(buffer, at, std::min(step, buffer->size() - at)));
  return out;
}

Elementwise& Context::elementwise(bool double_precision) {
  auto& slot = elementwise_[double_precision ? 1 : 0];
  if (!slot) slot = std::make_unique<Elementwise>(*this, double_precision);
  return *slot;
}

Context::~Context() {
  if (forked()) {  // the parent's objects: leak them, a Vulkan call here could hang or crash
    elementwise_[0].release();
    elementwise_[1].release();
    return;
  }
  if (device_ != VK_NULL_HANDLE) {
    vkDeviceWaitIdle(device_);
    elementwise_[0].reset();
    elementwise_[1].reset();
    staging_.reset();
    if (fence_) vkDestroyFence(device_, fence_, nullptr);
    if (command_pool_) vkDestroyCommandPool(device_, command_pool_, nullptr);
    vkDestroyDevice(device_, nullptr);
  }
  if (instance_ != VK_NULL_HANDLE) vkDestroyInstance(instance_, nullptr);
}

uint32_t Context::find_memory_type(uint32_t type_bits, VkMemoryPropertyFlags flags) const {
  for (uint32_t i = 0; i < memory_properties_.memoryTypeCount; ++i) {
    if ((type_bits & (1u << i)) &&
        (memory_properties_.memoryTypes[i].propertyFlags & flags) == flags)
      return i;
  }
  return UINT32_MAX;
}

std::shared_ptr<Buffer> Context::allocate(uint64_t size) {
  check_process();
  return std::make_shared<Buffer>(shared_from_this(), size, unified_memory_);
}

std::shared_ptr<Buffer> Context::allocate_staging(uint64_t size) {
  check_process();
  return std::make_shared<Buffer>(shared_from_this(), size, true);
}

Buffer::Buffer(std::shared_ptr<Context> ctx, uint64_t size, bool host_visible)
    : ctx_(std::move(ctx)), size_(size) {
  VkDevice dev = ctx_->device();
  buffer_ = create_storage_buffer(dev, size);
  VkMemoryRequirements req{};
  vkGetBufferMemoryRequirements(dev, buffer_, &req);
  VkMemoryPropertyFlags flags =
      host_visible ? VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT
                   : VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT;
  uint32_t type = UINT32_MAX;
  if (host_visible && ctx_->unified_memory())
    type = ctx_->find_memory_type(req.memoryTypeBits, flags | VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
  if (type == UINT32_MAX) type = ctx_->find_memory_type(req.memoryTypeBits, flags);
  if (type == UINT32_MAX) {
    vkDestroyBuffer(dev, buffer_, nullptr);
    throw Error("memory", "no suitable Vulkan memory type for a buffer");
  }
  VkMemoryAllocateInfo alloc{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  // Slack past the end: a window over the last few bytes has its own memory requirements,
  // rounded up to the device's granularity, and must still fit the allocation (a 256 MiB + 16
  // byte RFFT result split in windows: "a window's memory binding does not fit its buffer").
  alloc.allocationSize = req.size + std::max<VkDeviceSize>(req.alignment, 256);
  alloc.memoryTypeIndex = type;
  VkResult r = vkAllocateMemory(dev, &alloc, nullptr, &memory_);
  if (r != VK_SUCCESS) {
    vkDestroyBuffer(dev, buffer_, nullptr);
    throw Error("memory", "could not allocate " + std::to_string(size) +
                              " bytes of Vulkan memory (VkResult " + std::to_string(r) + ")", r);
  }
  memory_end_ = alloc.allocationSize;
  check_vk(vkBindBufferMemory(dev, buffer_, memory_, 0), "vkBindBufferMemory");
  if (host_visible) check_vk(vkMapMemory(dev, memory_, 0, VK_WHOLE_SIZE, 0, &mapped_), "vkMapMemory");
}

Buffer::Buffer(std::shared_ptr<Buffer> parent, uint64_t offset, uint64_t size)
    : ctx_(parent->ctx_), parent_(std::move(parent)), size_(size) {
  ctx_->check_process();
  if (size == 0 || offset + size > parent_->size_ || offset % ctx_->buffer_alignment() != 0)
    throw std::invalid_argument("a window must lie inside its buffer at an offset that is a "
                                "multiple of " + std::to_string(ctx_->buffer_alignment()));
  VkDevice dev = ctx_->device();
  buffer_ = create_storage_buffer(dev, size);
  VkMemoryRequirements req{};
  vkGetBufferMemoryRequirements(dev, buffer_, &req);
  memory_ = parent_->memory_;
  memory_offset_ = parent_->memory_offset_ + offset;
  memory_end_ = parent_->memory_end_;
  if (memory_offset_ % req.alignment != 0 || memory_offset_ + req.size > memory_end_) {
    vkDestroyBuffer(dev, buffer_, nullptr);
    buffer_ = VK_NULL_HANDLE;
    throw std::invalid_argument("a window's memory binding does not fit its buffer");
  }
  VkResult r = vkBindBufferMemory(dev, buffer_, memory_, memory_offset_);
  if (r != VK_SUCCESS) {
    vkDestroyBuffer(dev, buffer_, nullptr);
    buffer_ = VK_NULL_HANDLE;
    check_vk(r, "vkBindBufferMemory");
  }
  if (parent_->mapped_) mapped_ = static_cast<char*>(parent_->mapped_) + offset;
}

Buffer::~Buffer() {
  if (ctx_->forked()) return;  // the parent's buffer: leaked (see Context::forked)
  VkDevice dev = ctx_->device();
  if (buffer_) vkDestroyBuffer(dev, buffer_, nullptr);
  if (parent_) return;  // a window: the memory is its parent's
  if (mapped_) vkUnmapMemory(dev, memory_);
  if (memory_) vkFreeMemory(dev, memory_, nullptr);
}

void Context::barrier(VkCommandBuffer cmd) {
  VkMemoryBarrier b{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  b.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
  b.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
                    VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT,
                       0, 1, &b, 0, nullptr, 0, nullptr);
}

void Context::submit(const std::function<void(VkCommandBuffer)>& record) {
  check_process();
  std::lock_guard<std::mutex> lock(device_mutex_);
  check_vk(vkResetCommandBuffer(command_buffer_, 0), "vkResetCommandBuffer");
  VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  check_vk(vkBeginCommandBuffer(command_buffer_, &begin), "vkBeginCommandBuffer");
  try {
    record(command_buffer_);
  } catch (...) {
    vkEndCommandBuffer(command_buffer_);
    throw;
  }
  check_vk(vkEndCommandBuffer(command_buffer_), "vkEndCommandBuffer");
  VkSubmitInfo submit{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &command_buffer_;
  check_vk(vkQueueSubmit(queue_, 1, &submit, fence_), "vkQueueSubmit");
  check_vk(vkWaitForFences(device_, 1, &fence_, VK_TRUE, UINT64_MAX), "vkWaitForFences");
  check_vk(vkResetFences(device_, 1, &fence_), "vkResetFences");
}

Buffer& Context::staging(uint64_t bytes) {
  if (!staging_ || staging_->size() < bytes) {
    staging_.reset();
    staging_ = allocate_staging(bytes);
  }
  return *staging_;
}

void Context::upload(Buffer& dst, const void* src, uint64_t bytes, uint64_t offset) {
  check_process();
  if (bytes == 0) return;
  if (dst.mapped()) {
    std::memcpy(static_cast<char*>(dst.mapped()) + offset, src, bytes);
    return;
  }
  std::lock_guard<std::mutex> lock(staging_mutex_);
  Buffer& stage = staging(bytes);
  std::memcpy(stage.mapped(), src, bytes);
  submit([&](VkCommandBuffer cmd) {
    VkBufferCopy region{0, offset, bytes};
    vkCmdCopyBuffer(cmd, stage.handle(), dst.handle(), 1, &region);
  });
}

void Context::download(Buffer& src, void* dst, uint64_t bytes, uint64_t offset) {
  check_process();
  if (bytes == 0) return;
  if (src.mapped()) {
    std::memcpy(dst, static_cast<const char*>(src.mapped()) + offset, bytes);
    return;
  }
  std::lock_guard<std::mutex> lock(staging_mutex_);
  Buffer& stage = staging(bytes);
  submit([&](VkCommandBuffer cmd) {
    VkBufferCopy region{offset, 0, bytes};
    vkCmdCopyBuffer(cmd, src.handle(), stage.handle(), 1, &region);
  });
  std::memcpy(dst, stage.mapped(), bytes);
}

}  // namespace iree_vkfft
