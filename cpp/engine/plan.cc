#include "plan.h"

#include <clocale>
#include <cstring>
#include <locale.h>
#include <map>
#include <sstream>

#include "elementwise.h"
#include "recorder.h"

// Route VkFFT's Vulkan calls through the recorder (it forwards them; see recorder.h).
#define vkGetPhysicalDeviceProperties ::iree_vkfft::rec::GetPhysicalDeviceProperties
#define vkCreateShaderModule ::iree_vkfft::rec::CreateShaderModule
#define vkCreateComputePipelines ::iree_vkfft::rec::CreateComputePipelines
#define vkCreateBuffer ::iree_vkfft::rec::CreateBuffer
#define vkUpdateDescriptorSets ::iree_vkfft::rec::UpdateDescriptorSets
#define vkCmdBindPipeline ::iree_vkfft::rec::CmdBindPipeline
#define vkCmdBindDescriptorSets ::iree_vkfft::rec::CmdBindDescriptorSets
#define vkCmdPushConstants ::iree_vkfft::rec::CmdPushConstants
#define vkCmdDispatch ::iree_vkfft::rec::CmdDispatch
#include "vkFFT.h"
#undef vkGetPhysicalDeviceProperties
#undef vkCreateShaderModule
#undef vkCreateComputePipelines
#undef vkCreateBuffer
#undef vkUpdateDescriptorSets
#undef vkCmdBindPipeline
#undef vkCmdBindDescriptorSets
#undef vkCmdPushConstants
#undef vkCmdDispatch

namespace iree_vkfft {

struct AppHolder {
  VkFFTApplication app;
};

namespace {

// VkFFT formats numbers into shader source with printf: make sure this thread uses the C locale
// while a plan is built (VkFFT's own setlocale is process-wide and not thread-safe).
class CLocaleScope {
 public:
  CLocaleScope() : c_(newlocale(LC_ALL_MASK, "C", static_cast<locale_t>(0))) {
    previous_ = c_ ? uselocale(c_) : static_cast<locale_t>(0);
  }
  ~CLocaleScope() {
    if (c_) {
      uselocale(previous_);
      freelocale(c_);
    }
  }

 private:
  locale_t c_;
  locale_t previous_;
};

const char* transform_name(Transform t) {
  switch (t) {
    case Transform::FFT: return "FFT";
    case Transform::IFFT: return "IFFT";
    case Transform::RFFT: return "RFFT";
    case Transform::IRFFT: return "IRFFT";
    case Transform::DCT: return "DCT";
    case Transform::DST: return "DST";
  }
  return "?";
}

void apply_option(VkFFTConfiguration& c, const std::string& name, int64_t value) {
  const auto u = static_cast<pfUINT>(value);
  if (name == "maxThreadsNum") c.maxThreadsNum = u;
  else if (name == "aimThreads") c.aimThreads = u;
  else if (name == "coalescedMemory") c.coalescedMemory = u;
  else if (name == "numSharedBanks") c.numSharedBanks = u;
  else if (name == "groupedBatch0") c.groupedBatch[0] = u;
  else if (name == "groupedBatch1") c.groupedBatch[1] = u;
  else if (name == "groupedBatch2") c.groupedBatch[2] = u;
  else if (name == "useLUT") c.useLUT = static_cast<pfINT>(value);
  else if (name == "registerBoost") c.registerBoost = u;
  else if (name == "performBandwidthBoost") c.performBandwidthBoost = static_cast<int>(value);
  else if (name == "fixMaxRadixBluestein") c.fixMaxRadixBluestein = u;
  else if (name == "fixMaxRaderPrimeFFT") c.fixMaxRaderPrimeFFT = u;
  else if (name == "useUint64") c.useUint64 = u;
  else if (name == "disableMergeSequencesR2C") c.disableMergeSequencesR2C = u;
  else if (name == "doublePrecisionFloatMemory") c.doublePrecisionFloatMemory = u;
  else throw std::invalid_argument("unknown VkFFT option '" + name + "'");
}

// The checks of a plan's description (axes, lengths, batch, DCT/DST type) and of float64
// support on the device.
void check_desc(const PlanDesc& d, const Context& ctx) {
  if (d.shape.empty() || d.shape.size() > 3)
    throw std::invalid_argument("a plan transforms 1 to 3 axes, got " +
                                std::to_string(d.shape.size()));
  for (uint64_t s : d.shape)
    if (s == 0) throw std::invalid_argument("FFT lengths must be >= 1");
  if (d.batch == 0) throw std::invalid_argument("batch must be >= 1");
  if (d.is_r2r() != (d.r2r_type != 0) || d.r2r_type > 4)
    throw std::invalid_argument("DCT/DST plans take a type 1..4, other kinds none");
  // VkFFT 1.3.4 omits length-1 axes, which leaves R2R data unchanged (wrong: DCT-II of one
  // point is 2x), and initializeVkFFT never returns for a DCT-I of length 1.
  if (d.is_r2r())
    for (uint64_t s : d.shape)
      if (s == 1)
        throw std::invalid_argument("DCT/DST plans need lengths >= 2 (a length-1 axis is a "
                                    "constant factor)");
  if (d.double_precision && !ctx.info().float64)
    throw Error("device", ctx.info().name + " does not support float64 shaders");
}

// Error("memory") when a plan's largest buffer (`bytes`) exceeds what one binding covers.
void check_buffer_range(const PlanDesc& d, uint64_t bytes, const Context& ctx) {
  const uint64_t limit = ctx.buffer_range();
  if (bytes > limit) {
    throw Error("memory", d.describe() + " needs a " + std::to_string(bytes) +
                              "-byte buffer, over the " + std::to_string(limit) +
                              "-byte buffer range (maxStorageBufferRange) of " +
                              ctx.info().name);
  }
}

// VkFFT's configuration of `d` on ctx's device without its buffers: sizes, device handles,
// direction, kind, precision, and loading `blob` (else saving the compiled application).
VkFFTConfiguration base_configuration(const PlanDesc& d, Context& ctx, const std::string* blob) {
  VkFFTConfiguration c = {};
  c.FFTdim = d.shape.size();
  for (size_t i = 0; i < d.shape.size(); ++i) c.size[i] = d.shape[d.shape.size() - 1 - i];
  c.numberBatches = d.batch;
  c.physicalDevice = ctx.physical_device_ptr();
  c.device = ctx.device_ptr();
  c.queue = ctx.queue_ptr();
  c.commandPool = ctx.command_pool_ptr();
  c.fence = ctx.fence_ptr();
  c.isCompilerInitialized = 1;
  c.disableSetLocale = 1;
  c.doublePrecision = d.double_precision ? 1 : 0;
  c.normalize = d.normalize ? 1 : 0;
  if (d.is_inverse()) c.makeInversePlanOnly = 1;
  else c.makeForwardPlanOnly = 1;
  if (d.transform == Transform::DCT) c.performDCT = d.r2r_type;
  if (d.transform == Transform::DST) c.performDST = d.r2r_type;
  if (d.double_precision) c.useLUT = 1;  // fp64 sincos in shaders is slow and inexact
  if (blob) {
    c.loadApplicationFromString = 1;
    c.loadApplicationString = const_cast<char*>(blob->data());
  } else {
    c.saveApplicationToString = 1;
  }
  return c;
}

// Applies the description's VkFFT options over the defaults; returns whether outOfPlace is set.
bool apply_options(VkFFTConfiguration& c, const PlanDesc& d) {
  bool out_of_place = false;
  for (const auto& o : d.options) {
    if (o.first == "outOfPlace") {
      out_of_place = o.second != 0;
      continue;
    }
    apply_option(c, o.first, o.second);
  }
  return out_of_place;
}

// Points the configuration at the plan's own buffers (`real` for RFFT/IRFFT only).
void bind_buffers(VkFFTConfiguration& c, const PlanDesc& d, bool out_of_place,
                  uint64_t* complex_size, Buffer& complex, uint64_t* real_size, Buffer* real) {
  c.bufferSize = complex_size;
  c.buffer = complex.handle_ptr();
  if (d.is_real()) {
    c.performR2C = 1;
    c.isInputFormatted = 1;
    c.inverseReturnToInputBuffer = 1;
    c.inputBufferSize = real_size;
    c.inputBuffer = real->handle_ptr();
  }
  if (out_of_place) {
    // C2C reading its input from another buffer (VkFFT's formatted input buffer): the first
    // kernel of either direction reads `input` and writes `output`, later kernels work in
    // `output`/temp, so the input is left intact without a copy. Built against the plan's own
    // buffer; every launch binds the caller's buffers.
    if (d.is_real() || d.is_r2r())
      throw std::invalid_argument("outOfPlace applies to FFT/IFFT plans (RFFT/IRFFT always are)");
    c.isInputFormatted = 1;
    c.inputBufferSize = complex_size;
    c.inputBuffer = complex.handle_ptr();
  }
}

// initializeVkFFT under the device lock, the C locale, the recorder (when capturing) and the
// target limits.
VkFFTResult initialize_app(VkFFTApplication& app, const VkFFTConfiguration& c, Context& ctx,
                           Recorder* recorder, const TargetLimits* target) {
  std::lock_guard<std::mutex> lock(ctx.device_mutex());
  CLocaleScope c_locale;
  std::unique_ptr<Recorder::Scope> scope;
  if (recorder) scope = std::make_unique<Recorder::Scope>(*recorder);
  TargetLimits::Scope target_scope(target);
  return initializeVkFFT(&app, c);
}

// Error("vkfft") for a VkFFT call on `d` that returned `res`: "VkFFT could not <action> ...".
Error vkfft_error(const std::string& action, const PlanDesc& d, VkFFTResult res) {
  return Error("vkfft", "VkFFT could not " + action + " " + d.describe() + ": error " +
                            std::to_string(res) + " (" + getVkFFTErrorString(res) + ")",
               res);
}

// What a built application holds beyond the plan's I/O buffers, and how it computes.
struct AppResources {
  uint64_t memory_bytes = 0;  // temp buffer, LUTs, Bluestein tables
  uint32_t kernel_count = 0;
  bool uses_bluestein = false;
  bool uses_rader = false;
};

AppResources app_resources(const VkFFTApplication& app, const PlanDesc& d) {
  AppResources r;
  if (app.configuration.allocateTempBuffer && app.configuration.tempBufferSize)
    r.memory_bytes += app.configuration.tempBufferSize[0];
  const VkFFTPlan* plan = d.is_inverse() ? app.localFFTPlan_inverse : app.localFFTPlan;
  for (size_t a = 0; a < d.shape.size(); ++a) {
    r.uses_bluestein = r.uses_bluestein || app.useBluesteinFFT[a];
    r.memory_bytes += 3 * app.bufferBluesteinSize[a];
    if (!plan) continue;
    r.kernel_count += static_cast<uint32_t>(plan->numAxisUploads[a]);
    for (pfUINT u = 0; u < plan->numAxisUploads[a]; ++u) {
      r.memory_bytes += plan->axes[a][u].bufferLUTSize;
      r.uses_rader = r.uses_rader || plan->axes[a][u].specializationConstants.useRader;
    }
  }
  return r;
}

// A byte pattern of `size` bytes (a fixed pseudo-random sequence).
std::string byte_pattern(uint64_t size) {
  std::string pattern(size, '\0');
  uint64_t state = 0x9E3779B97F4A7C15ull;
  for (auto& ch : pattern) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    ch = static_cast<char>(state >> 56);
  }
  return pattern;
}

}  // namespace

// The buffers of exported kernels, numbered in the order they are first added.
struct ExportTable {
  ExportedKernels out;
  std::map<VkBuffer, uint32_t> ids;

  void add(VkBuffer b, const std::string& role, uint64_t size, bool written = true) {
    ids[b] = static_cast<uint32_t>(out.buffers.size());
    out.buffers.push_back({role, size, std::string(), written});
  }
};

uint64_t PlanDesc::complex_elements() const {
  uint64_t n = batch;
  for (size_t i = 0; i < shape.size(); ++i)
    n *= (is_real() && i + 1 == shape.size()) ? shape[i] / 2 + 1 : shape[i];
  return n;
}

uint64_t PlanDesc::real_elements() const {
  uint64_t n = batch;
  for (uint64_t s : shape) n *= s;
  return n;
}

uint64_t PlanDesc::input_bytes() const {
  return (transform == Transform::RFFT || is_r2r()) ? real_bytes() : complex_bytes();
}

uint64_t PlanDesc::output_bytes() const {
  return (transform == Transform::IRFFT || is_r2r()) ? real_bytes() : complex_bytes();
}

std::string PlanDesc::describe() const {
  std::ostringstream s;
  s << transform_name(transform);
  if (is_r2r()) s << "-" << r2r_type;
  s << " " << (double_precision ? "float64" : "float32") << " shape=(";
  for (size_t i = 0; i < shape.size(); ++i) s << (i ? "," : "") << shape[i];
  s << ") batch=" << batch;
  if (normalize) s << " normalized";
  for (const auto& o : options) s << " " << o.first << "=" << o.second;
  if (target.active())
    s << " target(vendor=0x" << std::hex << target.vendor_id << std::dec
      << " shared=" << target.shared_memory << " invocations=" << target.max_invocations << ")";
  return s.str();
}

Plan::Plan(std::shared_ptr<Context> ctx, PlanDesc desc, const std::string* blob, bool capture)
    : ctx_(std::move(ctx)), desc_(std::move(desc)) {
  ctx_->check_process();
  if (capture) recorder_ = std::make_unique<Recorder>();
  check_desc(desc_, *ctx_);
  allocate_buffers();
  ensure_glslang();
  build_app(blob);
  const AppResources r = app_resources(app_->app, desc_);
  memory_bytes_ = complex_size_ + real_size_ + (staging_ ? staging_->size() : 0) + r.memory_bytes;
  kernel_count_ = r.kernel_count;
  uses_bluestein_ = r.uses_bluestein;
  uses_rader_ = r.uses_rader;
}

void Plan::allocate_buffers() {
  complex_size_ = desc_.is_r2r() ? desc_.real_bytes() : desc_.complex_bytes();
  real_size_ = desc_.is_real() ? desc_.real_bytes() : 0;
  check_buffer_range(desc_, std::max(complex_size_, real_size_), *ctx_);
  complex_ = ctx_->allocate(complex_size_);
  if (desc_.is_real()) real_ = ctx_->allocate(real_size_);
  if (!ctx_->unified_memory())
    staging_ = ctx_->allocate_staging(std::max(complex_size_, real_size_));
}

void Plan::build_app(const std::string* blob) {
  VkFFTConfiguration c = base_configuration(desc_, *ctx_, blob);
  out_of_place_ = apply_options(c, desc_);
  bind_buffers(c, desc_, out_of_place_, &complex_size_, *complex_, &real_size_, real_.get());
  app_ = std::make_unique<AppHolder>();
  std::memset(&app_->app, 0, sizeof(VkFFTApplication));
  const VkFFTResult res = initialize_app(app_->app, c, *ctx_, recorder_.get(), &desc_.target);
  if (res != VKFFT_SUCCESS) {
    app_.reset();  // initializeVkFFT cleans up after itself on failure
    throw vkfft_error("build a plan for", desc_, res);
  }
}

Plan::~Plan() {
  if (app_ && ctx_->forked()) {  // the parent's plan in a fork() child: leak its Vulkan objects
    app_.release();
    return;
  }
  if (app_) {
    std::lock_guard<std::mutex> lock(ctx_->device_mutex());
    deleteVkFFT(&app_->app);
  }
}

std::string Plan::serialize() const {
  if (!app_->app.saveApplicationString || app_->app.applicationStringSize == 0) return std::string();
  return std::string(static_cast<const char*>(app_->app.saveApplicationString),
                     app_->app.applicationStringSize);
}

void Plan::record(VkCommandBuffer cmd, Buffer* complex_buffer, Buffer* real_buffer) {
  VkFFTLaunchParams params = {};
  params.commandBuffer = &cmd;
  launch_slots_[0] = complex_buffer->handle();
  launch_slots_[1] = real_buffer ? real_buffer->handle() : VK_NULL_HANDLE;
  app_->app.configuration.buffer = nullptr;  // force VkFFT to rewrite its descriptor sets
  app_->app.configuration.inputBuffer = nullptr;
  app_->app.configuration.outputBuffer = nullptr;
  params.buffer = &launch_slots_[0];
  if (real_buffer) params.inputBuffer = &launch_slots_[1];
  VkFFTResult res = VkFFTAppend(&app_->app, desc_.is_inverse() ? 1 : -1, &params);
  if (res != VKFFT_SUCCESS) throw vkfft_error("record", desc_, res);
}

ExportedKernels Plan::export_kernels() {
  if (!recorder_)
    throw std::logic_error("export_kernels() needs a plan built with capture=true");
  std::lock_guard<std::mutex> lock(mutex_);
  // An outOfPlace C2C reads a buffer of its own.
  std::shared_ptr<Buffer> separate_input = out_of_place_ ? ctx_->allocate(complex_size_) : nullptr;
  const bool input_written = capture_dispatches(separate_input.get());
  ExportTable table;
  add_io_buffers(table, separate_input.get(), input_written);
  const std::vector<VkBuffer> constants = add_dispatches(table);
  read_constants(table, constants);
  return std::move(table.out);
}

bool Plan::capture_dispatches(Buffer* separate_input) {
  // RFFT reads the real buffer, IRFFT (and in-place kinds) the complex one. The input starts
  // as a byte pattern and is compared afterwards: the kernels' write pattern does not depend
  // on the data, so this tells whether they write their input.
  Buffer& input = separate_input ? *separate_input
                  : desc_.transform == Transform::RFFT ? *real_ : *complex_;
  const uint64_t input_size = desc_.input_bytes();
  const std::string pattern = byte_pattern(input_size);
  ctx_->upload(input, pattern.data(), input_size);
  recorder_->dispatches.clear();
  recorder_->capture_dispatches = true;
  {
    Recorder::Scope scope(*recorder_);
    ctx_->submit([&](VkCommandBuffer cmd) {
      record(cmd, complex_.get(), separate_input ? separate_input : real_.get());
    });
  }
  recorder_->capture_dispatches = false;
  std::string after(input_size, '\0');
  ctx_->download(input, after.data(), input_size);
  return after != pattern;
}

void Plan::add_io_buffers(ExportTable& table, Buffer* separate_input, bool input_written) {
  switch (desc_.transform) {
    case Transform::FFT:
    case Transform::IFFT:
    case Transform::DCT:
    case Transform::DST:
      if (separate_input) {
        table.add(separate_input->handle(), "input", complex_size_, input_written);
        table.add(complex_->handle(), "output", complex_size_);
      } else {
        table.add(complex_->handle(), "input_output", complex_size_);
      }
      break;
    case Transform::RFFT:
      table.add(real_->handle(), "input", real_size_, input_written);
      table.add(complex_->handle(), "output", complex_size_);
      break;
    case Transform::IRFFT:
      table.add(complex_->handle(), "input", complex_size_, input_written);
      table.add(real_->handle(), "output", real_size_);
      break;
  }
}

std::vector<VkBuffer> Plan::add_dispatches(ExportTable& table) {
  const auto& cfg = app_->app.configuration;
  VkBuffer temp = (cfg.allocateTempBuffer && cfg.tempBuffer) ? cfg.tempBuffer[0] : VK_NULL_HANDLE;
  std::vector<VkBuffer> constants;
  for (const auto& d : recorder_->dispatches) {
    ExportedDispatch e;
    auto pipeline = recorder_->pipelines.find(d.pipeline);
    if (pipeline == recorder_->pipelines.end())
      throw Error("vkfft", "a dispatch of " + desc_.describe() + " uses a pipeline whose SPIR-V "
                           "was not captured");
    e.spirv = pipeline->second;
    e.workgroups = d.workgroups;
    e.push_constants = d.push_constants;
    for (const auto& b : d.bindings) {
      if (b.offset != 0)
        throw Error("vkfft", desc_.describe() + " binds a buffer at a non-zero offset; it cannot "
                             "be expressed as an IREE dispatch binding");
      if (!table.ids.count(b.buffer)) {
        auto sized = recorder_->buffer_sizes.find(b.buffer);
        uint64_t size = b.range != VK_WHOLE_SIZE ? b.range
                        : sized != recorder_->buffer_sizes.end() ? sized->second : 0;
        if (size == 0)
          throw Error("vkfft", desc_.describe() + " binds a buffer of unknown size");
        table.add(b.buffer, b.buffer == temp ? "temp" : "constant", size);
        if (b.buffer != temp) constants.push_back(b.buffer);
      }
      e.bindings.push_back(table.ids[b.buffer]);
    }
    table.out.dispatches.push_back(std::move(e));
  }
  return constants;
}

void Plan::read_constants(ExportTable& table, const std::vector<VkBuffer>& constants) {
  // Read the constant tables back (twiddle LUTs, Bluestein kernels computed at plan time).
  for (VkBuffer b : constants) {
    ExportedBuffer& eb = table.out.buffers[table.ids[b]];
    auto staging = ctx_->allocate_staging(eb.size);
    ctx_->submit([&](VkCommandBuffer cmd) {
      VkBufferCopy region{0, 0, eb.size};
      vkCmdCopyBuffer(cmd, b, staging->handle(), 1, &region);
    });
    eb.data.assign(static_cast<const char*>(staging->mapped()), eb.size);
  }
}

void Plan::execute_host(const void* input, void* output) {
  ctx_->check_process();
  if (out_of_place_)
    throw std::logic_error("an outOfPlace plan runs on device buffers only (execute_device)");
  std::lock_guard<std::mutex> lock(mutex_);
  Buffer* in = desc_.transform == Transform::RFFT ? real_.get() : complex_.get();
  Buffer* out = desc_.transform == Transform::IRFFT ? real_.get() : complex_.get();
  const uint64_t in_bytes = desc_.input_bytes(), out_bytes = desc_.output_bytes();
  if (!staging_) {
    std::memcpy(in->mapped(), input, in_bytes);
    ctx_->submit([&](VkCommandBuffer cmd) { record(cmd, complex_.get(), real_.get()); });
    std::memcpy(output, out->mapped(), out_bytes);
    return;
  }
  std::memcpy(staging_->mapped(), input, in_bytes);
  ctx_->submit([&](VkCommandBuffer cmd) {
    VkBufferCopy up{0, 0, in_bytes};
    vkCmdCopyBuffer(cmd, staging_->handle(), in->handle(), 1, &up);
    Context::barrier(cmd);
    record(cmd, complex_.get(), real_.get());
    Context::barrier(cmd);
    VkBufferCopy down{0, 0, out_bytes};
    vkCmdCopyBuffer(cmd, out->handle(), staging_->handle(), 1, &down);
  });
  std::memcpy(output, staging_->mapped(), out_bytes);
}

void Plan::execute_device(Buffer& input, Buffer& output, double scale, bool hermitian_edges,
                          bool conjugate) {
  ctx_->check_process();
  check_device_call(input, output, hermitian_edges, conjugate);
  std::lock_guard<std::mutex> lock(mutex_);
  ctx_->submit([&](VkCommandBuffer cmd) {
    Elementwise* ew = nullptr;
    if (scale != 1.0 || hermitian_edges || conjugate) {
      ew = &ctx_->elementwise(desc_.double_precision);
      ew->begin();
    }
    record_device(cmd, input, output, ew, hermitian_edges, conjugate);
    if (scale != 1.0) {
      Context::barrier(cmd);
      const uint64_t scalars =
          (desc_.transform == Transform::IRFFT || desc_.is_r2r()) ? desc_.real_elements()
                                                                  : 2 * desc_.complex_elements();
      ew->scale(cmd, output.handle(), scalars, scale);
    }
  });
}

void Plan::check_device_call(const Buffer& input, const Buffer& output, bool hermitian_edges,
                             bool conjugate) const {
  if (input.size() < desc_.input_bytes() || output.size() < desc_.output_bytes())
    throw std::invalid_argument("device buffers are too small for " + desc_.describe());
  if (input.size() > ctx_->buffer_range() || output.size() > ctx_->buffer_range())
    throw std::invalid_argument("device buffers over the " + std::to_string(ctx_->buffer_range()) +
                                "-byte buffer range: pass windows of them (Buffer.window)");
  if (hermitian_edges && desc_.transform != Transform::IRFFT)
    throw std::invalid_argument("hermitian_edges applies to IRFFT plans only");
  if (hermitian_edges && conjugate && desc_.shape.size() != 1)
    throw std::invalid_argument("conjugate with hermitian_edges applies to 1-D IRFFT plans only");
  if (conjugate && !desc_.is_real())
    throw std::invalid_argument("conjugate applies to RFFT and IRFFT plans only");
  if (out_of_place_ && input.handle() == output.handle())
    throw std::invalid_argument("an outOfPlace plan needs distinct input and output buffers");
}

void Plan::record_device(VkCommandBuffer cmd, Buffer& input, Buffer& output, Elementwise* ew,
                         bool hermitian_edges, bool conjugate) {
  switch (desc_.transform) {
    case Transform::FFT:
    case Transform::IFFT:
    case Transform::DCT:
    case Transform::DST: {
      if (out_of_place_) {
        record(cmd, &output, &input);
      } else {
        if (&input != &output) {
          VkBufferCopy region{0, 0, complex_size_};
          vkCmdCopyBuffer(cmd, input.handle(), output.handle(), 1, &region);
          Context::barrier(cmd);
        }
        record(cmd, &output, nullptr);
      }
      break;
    }
    case Transform::RFFT:
      record(cmd, &output, &input);
      if (conjugate) {
        Context::barrier(cmd);
        ew->conjugate(cmd, output.handle(), desc_.complex_elements());
      }
      break;
    case Transform::IRFFT:
      record_irfft(cmd, input, output, ew, hermitian_edges, conjugate);
      break;
  }
}

void Plan::record_irfft(VkCommandBuffer cmd, Buffer& input, Buffer& output, Elementwise* ew,
                        bool hermitian_edges, bool conjugate) {
  // C2R overwrites its complex input: work on the plan's copy.
  VkBufferCopy region{0, 0, complex_size_};
  vkCmdCopyBuffer(cmd, input.handle(), complex_->handle(), 1, &region);
  Context::barrier(cmd);
  if (conjugate) ew->conjugate(cmd, complex_->handle(), desc_.complex_elements());
  if (hermitian_edges) {
    const uint64_t n = desc_.shape.back(), m = n / 2 + 1;
    const uint32_t nyquist = (n % 2 == 0 && n > 1) ? static_cast<uint32_t>(n / 2) : 0;
    // 1-D: each element alone (its real part), in the plan's copy after any conjugation;
    // n-D: mirrored partners, so read from the caller's input into the plan's copy.
    const std::vector<uint64_t> lead(desc_.shape.begin(), desc_.shape.end() - 1);
    Buffer& src = lead.empty() ? *complex_ : input;
    ew->hermitian_planes(cmd, src.handle(), complex_->handle(), desc_.batch, lead,
                         static_cast<uint32_t>(m), 0, nyquist);
  }
  record(cmd, complex_.get(), &output);
}

}  // namespace iree_vkfft
