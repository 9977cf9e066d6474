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

}  // namespace

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
  if (desc_.shape.empty() || desc_.shape.size() > 3)
    throw std::invalid_argument("a plan transforms 1 to 3 axes, got " +
                                std::to_string(desc_.shape.size()));
  for (uint64_t s : desc_.shape)
    if (s == 0) throw std::invalid_argument("FFT lengths must be >= 1");
  if (desc_.batch == 0) throw std::invalid_argument("batch must be >= 1");
  if (desc_.is_r2r() != (desc_.r2r_type != 0) || desc_.r2r_type > 4)
    throw std::invalid_argument("DCT/DST plans take a type 1..4, other kinds none");
  // VkFFT 1.3.4 omits length-1 axes, which leaves R2R data unchanged (wrong: DCT-II of one
  // point is 2x), and initializeVkFFT never returns for a DCT-I of length 1.
  if (desc_.is_r2r())
    for (uint64_t s : desc_.shape)
      if (s == 1)
        throw std::invalid_argument("DCT/DST plans need lengths >= 2 (a length-1 axis is a "
                                    "constant factor)");
  if (desc_.double_precision && !ctx_->info().float64)
    throw Error("device", ctx_->info().name + " does not support float64 shaders");

  complex_size_ = desc_.is_r2r() ? desc_.real_bytes() : desc_.complex_bytes();
  real_size_ = desc_.is_real() ? desc_.real_bytes() : 0;
  const uint64_t limit = ctx_->buffer_range();
  if (std::max(complex_size_, real_size_) > limit) {
    throw Error("memory", desc_.describe() + " needs a " +
                              std::to_string(std::max(complex_size_, real_size_)) +
                              "-byte buffer, over the " + std::to_string(limit) +
                              "-byte buffer range (maxStorageBufferRange) of " +
                              ctx_->info().name);
  }
  complex_ = ctx_->allocate(complex_size_);
  if (desc_.is_real()) real_ = ctx_->allocate(real_size_);
  if (!ctx_->unified_memory())
    staging_ = ctx_->allocate_staging(std::max(complex_size_, real_size_));

  ensure_glslang();

  VkFFTConfiguration c = {};
  c.FFTdim = desc_.shape.size();
  for (size_t i = 0; i < desc_.shape.size(); ++i) c.size[i] = desc_.shape[desc_.shape.size() - 1 - i];
  c.numberBatches = desc_.batch;
  c.physicalDevice = ctx_->physical_device_ptr();
  c.device = ctx_->device_ptr();
  c.queue = ctx_->queue_ptr();
  c.commandPool = ctx_->command_pool_ptr();
  c.fence = ctx_->fence_ptr();
  c.isCompilerInitialized = 1;
  c.disableSetLocale = 1;
  c.doublePrecision = desc_.double_precision ? 1 : 0;
  c.normalize = desc_.normalize ? 1 : 0;
  if (desc_.is_inverse()) c.makeInversePlanOnly = 1;
  else c.makeForwardPlanOnly = 1;
  c.bufferSize = &complex_size_;
  c.buffer = complex_->handle_ptr();
  if (desc_.is_real()) {
    c.performR2C = 1;
    c.isInputFormatted = 1;
    c.inverseReturnToInputBuffer = 1;
    c.inputBufferSize = &real_size_;
    c.inputBuffer = real_->handle_ptr();
  }
  if (desc_.transform == Transform::DCT) c.performDCT = desc_.r2r_type;
  if (desc_.transform == Transform::DST) c.performDST = desc_.r2r_type;
  if (desc_.double_precision) c.useLUT = 1;  // fp64 sincos in shaders is slow and inexact
  for (const auto& o : desc_.options) {
    if (o.first == "outOfPlace") {
      out_of_place_ = o.second != 0;
      continue;
    }
    apply_option(c, o.first, o.second);
  }
  if (out_of_place_) {
    // C2C reading its input from another buffer (VkFFT's formatted input buffer): the first
    // kernel of either direction reads `input` and writes `output`, later kernels work in
    // `output`/temp, so the input is left intact without a copy. Built against the plan's own
    // buffer; every launch binds the caller's buffers.
    if (desc_.is_real() || desc_.is_r2r())
      throw std::invalid_argument("outOfPlace applies to FFT/IFFT plans (RFFT/IRFFT always are)");
    c.isInputFormatted = 1;
    c.inputBufferSize = &complex_size_;
    c.inputBuffer = complex_->handle_ptr();
  }
  if (blob) {
    c.loadApplicationFromString = 1;
    c.loadApplicationString = const_cast<char*>(blob->data());
  } else {
    c.saveApplicationToString = 1;
  }

  app_ = std::make_unique<AppHolder>();
  std::memset(&app_->app, 0, sizeof(VkFFTApplication));
  VkFFTResult res;
  {
    std::lock_guard<std::mutex> lock(ctx_->device_mutex());
    CLocaleScope c_locale;
    std::unique_ptr<Recorder::Scope> scope;
    if (recorder_) scope = std::make_unique<Recorder::Scope>(*recorder_);
    TargetLimits::Scope target_scope(&desc_.target);
    res = initializeVkFFT(&app_->app, c);
  }
  if (res != VKFFT_SUCCESS) {
    app_.reset();  // initializeVkFFT cleans up after itself on failure
    throw Error("vkfft", std::string("VkFFT could not build a plan for ") + desc_.describe() +
                             ": error " + std::to_string(res) + " (" + getVkFFTErrorString(res) + ")",
                res);
  }

  memory_bytes_ = complex_size_ + real_size_ + (staging_ ? staging_->size() : 0);
  if (app_->app.configuration.allocateTempBuffer && app_->app.configuration.tempBufferSize)
    memory_bytes_ += app_->app.configuration.tempBufferSize[0];
  VkFFTPlan* plan = desc_.is_inverse() ? app_->app.localFFTPlan_inverse : app_->app.localFFTPlan;
  for (size_t d = 0; d < desc_.shape.size(); ++d) {
    uses_bluestein_ = uses_bluestein_ || app_->app.useBluesteinFFT[d];
    memory_bytes_ += 3 * app_->app.bufferBluesteinSize[d];
    if (!plan) continue;
    kernel_count_ += static_cast<uint32_t>(plan->numAxisUploads[d]);
    for (pfUINT u = 0; u < plan->numAxisUploads[d]; ++u) {
      memory_bytes_ += plan->axes[d][u].bufferLUTSize;
      uses_rader_ = uses_rader_ || plan->axes[d][u].specializationConstants.useRader;
    }
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
  if (res != VKFFT_SUCCESS)
    throw Error("vkfft", std::string("VkFFT could not record ") + desc_.describe() + ": error " +
                             std::to_string(res) + " (" + getVkFFTErrorString(res) + ")",
                res);
}

ExportedKernels Plan::export_kernels() {
  if (!recorder_)
    throw std::logic_error("export_kernels() needs a plan built with capture=true");
  std::lock_guard<std::mutex> lock(mutex_);
  // An outOfPlace C2C reads a buffer of its own; RFFT reads the real buffer, IRFFT the complex
  // one. The input starts as a byte pattern and is compared afterwards: the kernels' write
  // pattern does not depend on the data, so this tells whether they write their input.
  std::shared_ptr<Buffer> separate_input = out_of_place_ ? ctx_->allocate(complex_size_) : nullptr;
  Buffer& input = out_of_place_ ? *separate_input
                  : desc_.transform == Transform::RFFT ? *real_ : *complex_;
  const uint64_t input_size = desc_.input_bytes();
  std::string pattern(input_size, '\0');
  uint64_t state = 0x9E3779B97F4A7C15ull;
  for (auto& ch : pattern) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    ch = static_cast<char>(state >> 56);
  }
  ctx_->upload(input, pattern.data(), input_size);
  recorder_->dispatches.clear();
  recorder_->capture_dispatches = true;
  {
    Recorder::Scope scope(*recorder_);
    ctx_->submit([&](VkCommandBuffer cmd) {
      record(cmd, complex_.get(), out_of_place_ ? separate_input.get() : real_.get());
    });
  }
  recorder_->capture_dispatches = false;
  std::string after(input_size, '\0');
  ctx_->download(input, after.data(), input_size);
  const bool input_written = after != pattern;

  ExportedKernels out;
  std::map<VkBuffer, uint32_t> ids;
  auto add = [&](VkBuffer b, const std::string& role, uint64_t size, bool written = true) {
    ids[b] = static_cast<uint32_t>(out.buffers.size());
    out.buffers.push_back({role, size, std::string(), written});
  };
  switch (desc_.transform) {
    case Transform::FFT:
    case Transform::IFFT:
    case Transform::DCT:
    case Transform::DST:
      if (out_of_place_) {
        add(separate_input->handle(), "input", complex_size_, input_written);
        add(complex_->handle(), "output", complex_size_);
      } else {
        add(complex_->handle(), "input_output", complex_size_);
      }
      break;
    case Transform::RFFT:
      add(real_->handle(), "input", real_size_, input_written);
      add(complex_->handle(), "output", complex_size_);
      break;
    case Transform::IRFFT:
      add(complex_->handle(), "input", complex_size_, input_written);
      add(real_->handle(), "output", real_size_);
      break;
  }
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
      if (!ids.count(b.buffer)) {
        auto sized = recorder_->buffer_sizes.find(b.buffer);
        uint64_t size = b.range != VK_WHOLE_SIZE ? b.range
                        : sized != recorder_->buffer_sizes.end() ? sized->second : 0;
        if (size == 0)
          throw Error("vkfft", desc_.describe() + " binds a buffer of unknown size");
        add(b.buffer, b.buffer == temp ? "temp" : "constant", size);
        if (b.buffer != temp) constants.push_back(b.buffer);
      }
      e.bindings.push_back(ids[b.buffer]);
    }
    out.dispatches.push_back(std::move(e));
  }
  // Read the constant tables back (twiddle LUTs, Bluestein kernels computed at plan time).
  for (VkBuffer b : constants) {
    ExportedBuffer& eb = out.buffers[ids[b]];
    auto staging = ctx_->allocate_staging(eb.size);
    ctx_->submit([&](VkCommandBuffer cmd) {
      VkBufferCopy region{0, 0, eb.size};
      vkCmdCopyBuffer(cmd, b, staging->handle(), 1, &region);
    });
    eb.data.assign(static_cast<const char*>(staging->mapped()), eb.size);
  }
  return out;
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
  std::lock_guard<std::mutex> lock(mutex_);
  ctx_->submit([&](VkCommandBuffer cmd) {
    Elementwise* ew = nullptr;
    if (scale != 1.0 || hermitian_edges || conjugate) {
      ew = &ctx_->elementwise(desc_.double_precision);
      ew->begin();
    }
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
      case Transform::IRFFT: {  // C2R overwrites its complex input: work on the plan's copy
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
        break;
      }
    }
    if (scale != 1.0) {
      Context::barrier(cmd);
      const uint64_t scalars =
          (desc_.transform == Transform::IRFFT || desc_.is_r2r()) ? desc_.real_elements()
                                                                  : 2 * desc_.complex_elements();
      ew->scale(cmd, output.handle(), scalars, scale);
    }
  });
}

}  // namespace iree_vkfft
