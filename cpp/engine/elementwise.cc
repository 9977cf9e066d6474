#include "elementwise.h"

#include <glslang_c_interface.h>
#include <glslang/Public/resource_limits_c.h>

#include <algorithm>
#include <mutex>
#include <string>
#include <vector>

#include "context.h"

namespace iree_vkfft {

namespace {

constexpr uint32_t kLocalSize = 256;
constexpr uint32_t kMaxGroups = 65535;

// Push constants (std430, <= 128 bytes): mode (0 scale, 2 conjugate, 3 gather, 4 Hermitian
// planes; its leading axes travel in out_shape; 5 scale one plane: count = outer * inner
// threads, stride = inner, a = the plane's index, b = the axis length; 6 twiddle: complex
// item g = base + i of the (rows, stride) array times W(m), m = (g / stride) * (g % stride),
// W(m) = lo[m mod 2^a] * hi[m >> a], the tables lo (2^a items) then hi in the source),
// count/rows, stride, a, b, base (the first scalar scaled; the gather's first output item:
// it is dispatched per destination window), scale (8 bytes in both variants), then the gather's geometry: ndim,
// elements per input/output item (1 real, 2 complex), window (scalars per source window:
// the source is bound as kSourceWindows consecutive windows), first (the index of the first
// bound source window: sources of more windows take several passes, each writing only the
// items it reads; zero-padding is written by the pass with first == 0), output shape, input
// shape (positions past it read as zero: zero-padding) and input strides, in items.
struct Push {
  uint32_t mode, count, stride, a, b, base;
  union {
    double d;  // double variant
    float f;   // float variant (same offset; 4 bytes of padding follow)
  } scale;
  uint32_t ndim, in_elem, out_elem, window, first;
  uint32_t out_shape[Elementwise::kMaxDims], in_shape[Elementwise::kMaxDims],
      in_stride[Elementwise::kMaxDims];
};
static_assert(sizeof(Push) <= 128, "push constants must fit Vulkan's guaranteed 128 bytes");

// The shader's declarations: bindings (`windows` source windows, the destination), push
// constants, and src(k) reading across the windows.
std::string source_declarations(bool dbl, uint32_t windows) {
  const std::string t = dbl ? "double" : "float";
  std::string s = "#version 450\n";
  if (dbl) s += "#extension GL_ARB_gpu_shader_fp64 : enable\n";
  s += "layout(local_size_x = 256) in;\n";
  for (uint32_t w = 0; w < windows; ++w)
    s += "layout(std430, set = 0, binding = " + std::to_string(w) + ") readonly buffer Src" +
         std::to_string(w) + " { " + t + " src" + std::to_string(w) + "[]; };\n";
  s += "layout(std430, set = 0, binding = " + std::to_string(windows) + ") buffer Dst { " + t +
       " data[]; };\n";
  s += "layout(push_constant) uniform Push { uint mode; uint count; uint stride; uint a; "
       "uint b; uint base; " + t + " scale; " + (dbl ? "" : "float scale_pad; ") +
       "uint ndim; uint in_elem; uint out_elem; uint window; uint first; uint out_shape[6]; "
       "uint in_shape[6]; uint in_stride[6]; } p;\n";
  s += "const " + t + " half_ = " + t + "(0.5);\n";
  // src(k): scalar k of the source, k counted from the first bound window.
  s += t + " src(uint k) {\n  uint w = k / p.window; uint j = k - w * p.window;\n";
  for (uint32_t w = 0; w + 1 < windows; ++w)
    s += "  if (w == " + std::to_string(w) + "u) return src" + std::to_string(w) + "[j];\n";
  s += "  return src" + std::to_string(windows - 1) + "[j];\n}\n";
  return s;
}

// The shader's main(): one invocation per item, the pass chosen by p.mode (0 scale, 2
// conjugate, 5 scale a plane, 6 twiddle, 4 Hermitian planes, else gather).
std::string source_main(bool dbl, uint32_t windows) {
  const std::string t = dbl ? "double" : "float";
  return "void main() {\n"
         "  uint i = gl_GlobalInvocationID.x + "
         "gl_GlobalInvocationID.y * gl_NumWorkGroups.x * 256u;\n"
         "  if (i >= p.count) return;\n"
         "  if (p.mode == 0u) {\n"
         "    data[i + p.base] = data[i + p.base] * p.scale;\n"
         "  } else if (p.mode == 2u) {\n"
         "    data[2u * i + 1u] = -data[2u * i + 1u];\n"
         "  } else if (p.mode == 5u) {\n"
         "    uint k = ((i / p.stride) * p.b + p.a) * p.stride + i % p.stride;\n"
         "    data[k] = data[k] * p.scale;\n"
         "  } else if (p.mode == 6u) {\n"
         "    uint g = i + p.base; uint r = g / p.stride; uint m = r * (g - r * p.stride);\n"
         "    uint lo = 2u * (m & ((1u << p.a) - 1u)); uint hi = 2u * ((m >> p.a) + (1u << p.a));\n"
         "    " + t + " wr = src(lo) * src(hi) - src(lo + 1u) * src(hi + 1u);\n"
         "    " + t + " wi = src(lo) * src(hi + 1u) + src(lo + 1u) * src(hi);\n"
         "    " + t + " xr = data[2u * i]; " + t + " xi = data[2u * i + 1u];\n"
         "    data[2u * i] = xr * wr - xi * wi;\n"
         "    data[2u * i + 1u] = xr * wi + xi * wr;\n"
         "  } else if (p.mode == 4u) {\n"
         "    uint rem = i; uint self_ = 0u; uint mirror = 0u; uint step = 1u;\n"
         "    for (int d = int(p.ndim) - 1; d >= 0; --d) {\n"
         "      uint n = p.out_shape[d]; uint c = rem % n; rem /= n;\n"
         "      self_ += c * step; mirror += ((n - c) % n) * step; step *= n;\n"
         "    }\n"
         "    self_ += rem * step; mirror += rem * step;\n"
         "    for (uint k = 0u; k < 2u; ++k) {\n"
         "      uint e = k == 0u ? p.a : p.b;\n"
         "      uint s = 2u * (self_ * p.stride + e); uint m = 2u * (mirror * p.stride + e);\n"
         "      data[s] = (src(s) + src(m)) * half_;\n"
         "      data[s + 1u] = (src(s + 1u) - src(m + 1u)) * half_;\n"
         "    }\n"
         "  } else {\n"
         "    uint rem = i + p.base; uint from = 0u; bool inside = true;\n"
         "    for (int d = int(p.ndim) - 1; d >= 0; --d) {\n"
         "      uint c = rem % p.out_shape[d]; rem /= p.out_shape[d];\n"
         "      if (c >= p.in_shape[d]) inside = false;\n"
         "      from += c * p.in_stride[d];\n"
         "    }\n"
         "    uint lo = p.first * p.window;\n"
         "    uint at = from * p.in_elem;\n"
         "    if (inside ? (at < lo || (at - lo) / p.window >= " + std::to_string(windows) + "u)"
         " : p.first != 0u) return;\n"
         "    for (uint e = 0u; e < p.out_elem; ++e)\n"
         "      data[i * p.out_elem + e] = (inside && e < p.in_elem) ? src(at - lo + e) : " + t +
         "(0);\n"
         "  }\n"
         "}\n";
}

std::string source(bool dbl, uint32_t windows) {
  return source_declarations(dbl, windows) + source_main(dbl, windows);
}

std::once_flag glslang_once;

std::vector<uint32_t> compile(const std::string& code) {
  ensure_glslang();
  glslang_input_t input = {};
  input.language = GLSLANG_SOURCE_GLSL;
  input.stage = GLSLANG_STAGE_COMPUTE;
  input.client = GLSLANG_CLIENT_VULKAN;
  input.client_version = GLSLANG_TARGET_VULKAN_1_0;
  input.target_language = GLSLANG_TARGET_SPV;
  input.target_language_version = GLSLANG_TARGET_SPV_1_0;
  input.code = code.c_str();
  input.default_version = 450;
  input.default_profile = GLSLANG_NO_PROFILE;
  input.messages = GLSLANG_MSG_DEFAULT_BIT;
  input.resource = glslang_default_resource();
  glslang_shader_t* shader = glslang_shader_create(&input);
  std::string error;
  if (!glslang_shader_preprocess(shader, &input) || !glslang_shader_parse(shader, &input)) {
    error = std::string(glslang_shader_get_info_log(shader)) + glslang_shader_get_info_debug_log(shader);
    glslang_shader_delete(shader);
    throw Error("vulkan", "element-wise shader failed to compile: " + error);
  }
  glslang_program_t* program = glslang_program_create();
  glslang_program_add_shader(program, shader);
  if (!glslang_program_link(program, GLSLANG_MSG_SPV_RULES_BIT | GLSLANG_MSG_VULKAN_RULES_BIT)) {
    error = glslang_program_get_info_log(program);
    glslang_program_delete(program);
    glslang_shader_delete(shader);
    throw Error("vulkan", "element-wise shader failed to link: " + error);
  }
  glslang_program_SPIRV_generate(program, GLSLANG_STAGE_COMPUTE);
  std::vector<uint32_t> spirv(glslang_program_SPIRV_get_size(program));
  glslang_program_SPIRV_get(program, spirv.data());
  glslang_program_delete(program);
  glslang_shader_delete(shader);
  return spirv;
}

}  // namespace

uint32_t Elementwise::source_windows_for(uint32_t max_storage_buffers) {
  // As many source windows as the device binds besides the destination (Vulkan guarantees 4).
  return std::clamp<uint32_t>(max_storage_buffers, 2, kMaxSourceWindows + 1) - 1;
}

void ensure_glslang() {
  std::call_once(glslang_once, [] { glslang_initialize_process(); });
}

Elementwise::Elementwise(Context& ctx, bool double_precision) : ctx_(ctx), double_(double_precision) {
  VkDevice dev = ctx_.device();
  windows_ = source_windows_for(ctx_.info().max_storage_buffers);
  std::vector<uint32_t> spirv = compile(source(double_precision, windows_));

  std::vector<VkDescriptorSetLayoutBinding> bindings;
  for (uint32_t b = 0; b <= windows_; ++b)
    bindings.push_back({b, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT,
                        nullptr});
  VkDescriptorSetLayoutCreateInfo set_info{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
  set_info.bindingCount = static_cast<uint32_t>(bindings.size());
  set_info.pBindings = bindings.data();
  check_vk(vkCreateDescriptorSetLayout(dev, &set_info, nullptr, &set_layout_),
           "vkCreateDescriptorSetLayout");
  VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(Push)};
  VkPipelineLayoutCreateInfo layout_info{VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
  layout_info.setLayoutCount = 1;
  layout_info.pSetLayouts = &set_layout_;
  layout_info.pushConstantRangeCount = 1;
  layout_info.pPushConstantRanges = &range;
  check_vk(vkCreatePipelineLayout(dev, &layout_info, nullptr, &layout_), "vkCreatePipelineLayout");

  VkShaderModuleCreateInfo module_info{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
  module_info.codeSize = spirv.size() * sizeof(uint32_t);
  module_info.pCode = spirv.data();
  VkShaderModule module = VK_NULL_HANDLE;
  check_vk(vkCreateShaderModule(dev, &module_info, nullptr, &module), "vkCreateShaderModule");
  VkComputePipelineCreateInfo pipe_info{VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
  pipe_info.stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
  pipe_info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  pipe_info.stage.module = module;
  pipe_info.stage.pName = "main";
  pipe_info.layout = layout_;
  VkResult r = vkCreateComputePipelines(dev, VK_NULL_HANDLE, 1, &pipe_info, nullptr, &pipeline_);
  vkDestroyShaderModule(dev, module, nullptr);
  check_vk(r, "vkCreateComputePipelines");

  VkDescriptorPoolSize pool_size{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                                 (windows_ + 1) * Elementwise::kSetsPerRecording};
  VkDescriptorPoolCreateInfo pool_info{VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
  pool_info.maxSets = Elementwise::kSetsPerRecording;
  pool_info.poolSizeCount = 1;
  pool_info.pPoolSizes = &pool_size;
  check_vk(vkCreateDescriptorPool(dev, &pool_info, nullptr, &pool_), "vkCreateDescriptorPool");
}

Elementwise::~Elementwise() {
  VkDevice dev = ctx_.device();
  if (pool_) vkDestroyDescriptorPool(dev, pool_, nullptr);
  if (pipeline_) vkDestroyPipeline(dev, pipeline_, nullptr);
  if (layout_) vkDestroyPipelineLayout(dev, layout_, nullptr);
  if (set_layout_) vkDestroyDescriptorSetLayout(dev, set_layout_, nullptr);
}

void Elementwise::begin() {
  vkResetDescriptorPool(ctx_.device(), pool_, 0);
  sets_used_ = 0;
}

void Elementwise::dispatch(VkCommandBuffer cmd, const std::vector<VkBuffer>& sources,
                           VkBuffer dst, const void* push, uint64_t threads) {
  if (threads == 0) return;
  if (sources.empty() || sources.size() > windows_)
    throw std::invalid_argument("element-wise kernel: 1 to " + std::to_string(windows_) +
                                " source windows");
  if (sets_used_ == kSetsPerRecording)
    throw std::logic_error("element-wise kernel: more dispatches in one recording than "
                           "descriptor sets");
  ++sets_used_;
  VkDescriptorSetAllocateInfo alloc{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
  alloc.descriptorPool = pool_;
  alloc.descriptorSetCount = 1;
  alloc.pSetLayouts = &set_layout_;
  VkDescriptorSet set = VK_NULL_HANDLE;
  check_vk(vkAllocateDescriptorSets(ctx_.device(), &alloc, &set), "vkAllocateDescriptorSets");
  // Unused source bindings repeat the first window (every binding must be valid).
  std::vector<VkDescriptorBufferInfo> infos(windows_ + 1);
  for (uint32_t k = 0; k < windows_; ++k)
    infos[k] = {k < sources.size() ? sources[k] : sources[0], 0, VK_WHOLE_SIZE};
  infos[windows_] = {dst, 0, VK_WHOLE_SIZE};
  std::vector<VkWriteDescriptorSet> writes(windows_ + 1);
  for (uint32_t k = 0; k <= windows_; ++k) {
    writes[k] = {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
    writes[k].dstSet = set;
    writes[k].dstBinding = k;
    writes[k].descriptorCount = 1;
    writes[k].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    writes[k].pBufferInfo = &infos[k];
  }
  vkUpdateDescriptorSets(ctx_.device(), static_cast<uint32_t>(writes.size()), writes.data(), 0,
                         nullptr);
  vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline_);
  vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, layout_, 0, 1, &set, 0, nullptr);
  vkCmdPushConstants(cmd, layout_, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(Push), push);
  const uint64_t groups = (threads + kLocalSize - 1) / kLocalSize;
  const uint32_t x = static_cast<uint32_t>(std::min<uint64_t>(groups, kMaxGroups));
  const uint32_t y = static_cast<uint32_t>((groups + x - 1) / x);
  vkCmdDispatch(cmd, x, y, 1);
  Context::barrier(cmd);
}

void Elementwise::scale(VkCommandBuffer cmd, VkBuffer buffer, uint64_t count, double s,
                        uint64_t first) {
  if (first + count > UINT32_MAX) throw Error("memory", "element-wise scale over 2^32 elements");
  Push p{};
  p.mode = 0;
  p.count = static_cast<uint32_t>(count);
  p.base = static_cast<uint32_t>(first);
  if (double_) p.scale.d = s;
  else p.scale.f = static_cast<float>(s);
  dispatch(cmd, {buffer}, buffer, &p, count);
}

void Elementwise::scale_plane(VkCommandBuffer cmd, VkBuffer buffer, uint64_t outer,
                              uint32_t length, uint32_t inner, uint32_t index, double s) {
  if (index >= length || inner == 0) throw std::invalid_argument("scale_plane: bad geometry");
  if (outer * length * inner > UINT32_MAX) throw Error("memory", "scale_plane over 2^32 elements");
  Push p{};
  p.mode = 5;
  p.count = static_cast<uint32_t>(outer * inner);
  p.stride = inner;
  p.a = index;
  p.b = length;
  if (double_) p.scale.d = s;
  else p.scale.f = static_cast<float>(s);
  dispatch(cmd, {buffer}, buffer, &p, outer * inner);
}

void Elementwise::twiddle(VkCommandBuffer cmd, VkBuffer data, uint64_t base, uint64_t count,
                          uint64_t cols, VkBuffer table, uint32_t shift) {
  if (base + count > UINT32_MAX || cols == 0 || cols > UINT32_MAX || shift == 0 || shift > 31)
    throw std::invalid_argument("twiddle: bad geometry");
  Push p{};
  p.mode = 6;
  p.count = static_cast<uint32_t>(count);
  p.base = static_cast<uint32_t>(base);
  p.stride = static_cast<uint32_t>(cols);
  p.a = shift;
  p.window = UINT32_MAX;  // one source window: the table
  dispatch(cmd, {table}, data, &p, count);
}

void Elementwise::conjugate(VkCommandBuffer cmd, VkBuffer buffer, uint64_t count) {
  if (count > UINT32_MAX) throw Error("memory", "element-wise conjugate over 2^32 elements");
  Push p{};
  p.mode = 2;
  p.count = static_cast<uint32_t>(count);
  dispatch(cmd, {buffer}, buffer, &p, count);
}

void Elementwise::hermitian_planes(VkCommandBuffer cmd, VkBuffer src, VkBuffer dst,
                                   uint64_t batch, const std::vector<uint64_t>& lead,
                                   uint32_t stride, uint32_t a, uint32_t b) {
  if (lead.size() > kMaxDims) throw std::invalid_argument("hermitian_planes: too many axes");
  uint64_t rows = batch;
  for (uint64_t n : lead) rows *= n;
  if (rows * stride > UINT32_MAX / 2) throw Error("memory", "hermitian_planes over 2^31 elements");
  Push p{};
  p.mode = 4;
  p.count = static_cast<uint32_t>(rows);
  p.stride = stride;
  p.a = a;
  p.b = b;
  p.ndim = static_cast<uint32_t>(lead.size());
  p.window = UINT32_MAX;  // one source window
  for (size_t d = 0; d < lead.size(); ++d) p.out_shape[d] = static_cast<uint32_t>(lead[d]);
  dispatch(cmd, {src}, dst, &p, rows);
}

}  // namespace iree_vkfft

namespace iree_vkfft {

void Elementwise::gather(VkCommandBuffer cmd, const std::vector<VkBuffer>& sources,
                         uint64_t source_window, uint32_t first, VkBuffer dst, uint64_t base,
                         uint64_t count, const std::vector<uint64_t>& out_shape,
                         const std::vector<uint64_t>& in_shape,
                         const std::vector<uint64_t>& in_strides, uint32_t in_elem,
                         uint32_t out_elem) {
  const size_t nd = out_shape.size();
  if (nd == 0 || nd > kMaxDims || in_shape.size() != nd || in_strides.size() != nd)
    throw std::invalid_argument("gather: 1 to 6 dimensions with matching shapes and strides");
  uint64_t total = 1;
  for (uint64_t s : out_shape) total *= s;
  if (base + count > total) throw std::invalid_argument("gather: items past the output");
  if (total * out_elem > UINT32_MAX) throw Error("memory", "gather over 2^32 elements");
  if (source_window > UINT32_MAX || uint64_t(first + sources.size()) * source_window > UINT32_MAX + 1ull)
    throw Error("memory", "gather: a source over 2^32 scalars");
  Push p{};
  p.mode = 3;
  p.count = static_cast<uint32_t>(count);
  p.base = static_cast<uint32_t>(base);
  p.ndim = static_cast<uint32_t>(nd);
  p.in_elem = in_elem;
  p.out_elem = out_elem;
  p.window = static_cast<uint32_t>(source_window);
  p.first = first;
  for (size_t d = 0; d < nd; ++d) {
    if (in_strides[d] > UINT32_MAX || in_shape[d] > UINT32_MAX || out_shape[d] > UINT32_MAX)
      throw Error("memory", "gather: a dimension or stride over 2^32");
    p.out_shape[d] = static_cast<uint32_t>(out_shape[d]);
    p.in_shape[d] = static_cast<uint32_t>(in_shape[d]);
    p.in_stride[d] = static_cast<uint32_t>(in_strides[d]);
  }
  dispatch(cmd, sources, dst, &p, count);
}

}  // namespace iree_vkfft
