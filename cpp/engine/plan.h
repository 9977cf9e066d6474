// A VkFFT application for one transform: kind, precision, shape, batch, normalization.
// Data layout is C-contiguous: `batch` transforms of `shape` (outermost first, 1..3 axes).
// FFT/IFFT work in place on one complex buffer. RFFT reads a real buffer and writes a complex
// one (last axis n/2+1); IRFFT reads the complex buffer (clobbering it) and writes the real one.
// DCT/DST (VkFFT's real-to-real plans, `r2r_type` 1..4) work in place on one real buffer; they
// are always forward plans of their type (DCT-III is a forward DCT-III, not DCT-II's inverse).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "context.h"
#include "recorder.h"

namespace iree_vkfft {

struct AppHolder;  // wraps VkFFTApplication (an anonymous typedef in VkFFT)
struct ExportTable;  // export_kernels()'s buffers as they are found

enum class Transform { FFT = 0, IFFT = 1, RFFT = 2, IRFFT = 3, DCT = 4, DST = 5 };

struct PlanDesc {
  Transform transform = Transform::FFT;
  bool double_precision = false;
  std::vector<uint64_t> shape;  // logical (real-space) lengths, outermost first
  uint64_t batch = 1;
  bool normalize = false;  // inverse kinds only: multiply by 1/prod(shape) inside the kernel
  uint32_t r2r_type = 0;   // DCT/DST only: the type, 1..4 (unnormalized, scipy's definitions)
  // VkFFT configuration knobs by name (maxThreadsNum, aimThreads, coalescedMemory,
  // groupedBatch0..2, useLUT, ...), validated against a list; applied after the defaults.
  std::vector<std::pair<std::string, int64_t>> options;
  // Plan for another device's limits (inline mode); inactive: the local device's.
  TargetLimits target;

  std::string describe() const;
  bool is_real() const { return transform == Transform::RFFT || transform == Transform::IRFFT; }
  bool is_inverse() const { return transform == Transform::IFFT || transform == Transform::IRFFT; }
  bool is_r2r() const { return transform == Transform::DCT || transform == Transform::DST; }
  uint64_t element_bytes() const { return double_precision ? 8 : 4; }
  uint64_t complex_elements() const;  // per buffer, all batches (not DCT/DST)
  uint64_t real_elements() const;     // per buffer, all batches (real kinds and DCT/DST)
  uint64_t complex_bytes() const { return complex_elements() * 2 * element_bytes(); }
  uint64_t real_bytes() const { return real_elements() * element_bytes(); }
  // Bytes of the input / output of this transform in its public layout.
  uint64_t input_bytes() const;
  uint64_t output_bytes() const;
};

// A plan's kernels as VkFFT records them: every buffer a dispatch binds (with the bytes of
// the constant ones: twiddle LUTs, Bluestein tables) and the dispatches in execution order.
struct ExportedBuffer {
  std::string role;  // input_output (FFT/IFFT in place), input, output, temp, constant
  uint64_t size = 0;
  std::string data;  // constants only
  bool written = true;  // the kernels write it (inputs: observed at export; others: assumed)
};

struct ExportedDispatch {
  std::string spirv;
  std::array<uint32_t, 3> workgroups{};
  std::string push_constants;
  std::vector<uint32_t> bindings;  // set 0, binding k -> buffer index
};

struct ExportedKernels {
  std::vector<ExportedBuffer> buffers;
  std::vector<ExportedDispatch> dispatches;
};

class Plan {
 public:
  // Builds a plan; `blob` (from a previous serialize()) skips shader compilation. `capture`
  // keeps what export_kernels() needs (SPIR-V, buffers): for inline mode, not the hot path.
  Plan(std::shared_ptr<Context> ctx, PlanDesc desc, const std::string* blob = nullptr,
       bool capture = false);
  ~Plan();
  Plan(const Plan&) = delete;
  Plan& operator=(const Plan&) = delete;

  const PlanDesc& desc() const { return desc_; }
  Context& context() { return *ctx_; }
  // Device memory this plan holds: its I/O buffers, VkFFT's temp buffer, LUTs, Bluestein tables.
  uint64_t memory_bytes() const { return memory_bytes_; }
  uint32_t kernel_count() const { return kernel_count_; }
  bool uses_bluestein() const { return uses_bluestein_; }
  // Some axis uses Rader's algorithm for a prime length (VkFFT's choice).
  bool uses_rader() const { return uses_rader_; }
  // The compiled kernels as VkFFT's application string (empty when not requested at build).
  std::string serialize() const;

  // The exact dispatch sequence of one execution (needs capture=true at construction).
  ExportedKernels export_kernels();

  // Host arrays in, host array out, through the plan's own buffers. One submit.
  void execute_host(const void* input, void* output);
  // Device buffers: `input` is left intact (copied first where the kernel works in place; an
  // outOfPlace C2C plan reads it directly and needs a distinct `output`).
  // `scale` multiplies the result (norm="ortho"/"forward"); `hermitian_edges` (IRFFT) first
  // projects the DC/Nyquist planes of the input onto what numpy's C2R keeps of them (1-D: their
  // real parts; n-D: their Hermitian parts over the leading axes);
  // `conjugate` conjugates the complex side (IRFFT: its input, for hfft; RFFT: its output,
  // for ihfft).
  void execute_device(Buffer& input, Buffer& output, double scale = 1.0,
                      bool hermitian_edges = false, bool conjugate = false);

 private:
  // Construction: the plan's own buffers, then VkFFT's application over them.
  void allocate_buffers();
  void build_app(const std::string* blob);
  void record(VkCommandBuffer cmd, Buffer* complex_buffer, Buffer* real_buffer);
  // export_kernels() steps: run once with the recorder on (returns whether the kernels wrote
  // their input), then list the I/O buffers, the dispatches and the constant tables' bytes.
  bool capture_dispatches(Buffer* separate_input);
  void add_io_buffers(ExportTable& table, Buffer* separate_input, bool input_written);
  std::vector<VkBuffer> add_dispatches(ExportTable& table);
  void read_constants(ExportTable& table, const std::vector<VkBuffer>& constants);
  // execute_device() steps: argument checks, then the transform's commands (without `scale`).
  void check_device_call(const Buffer& input, const Buffer& output, bool hermitian_edges,
                         bool conjugate) const;
  void record_device(VkCommandBuffer cmd, Buffer& input, Buffer& output, Elementwise* ew,
                     bool hermitian_edges, bool conjugate);
  void record_irfft(VkCommandBuffer cmd, Buffer& input, Buffer& output, Elementwise* ew,
                    bool hermitian_edges, bool conjugate);

  std::shared_ptr<Context> ctx_;
  PlanDesc desc_;
  std::unique_ptr<AppHolder> app_;
  std::unique_ptr<Recorder> recorder_;
  std::shared_ptr<Buffer> complex_;  // work buffer (all kinds; real data for DCT/DST)
  std::shared_ptr<Buffer> real_;     // real side (RFFT/IRFFT only)
  std::shared_ptr<Buffer> staging_;  // host-visible I/O when device memory is not mappable
  // VkFFT keeps the VkBuffer* of the last launch and compares pointers to decide whether to
  // rewrite its descriptor sets: launches always pass these plan-owned slots and force the
  // rewrite, so a freed (and possibly recycled) DeviceArray buffer is never referenced.
  VkBuffer launch_slots_[2] = {VK_NULL_HANDLE, VK_NULL_HANDLE};
  uint64_t complex_size_ = 0, real_size_ = 0;
  uint64_t memory_bytes_ = 0;
  uint32_t kernel_count_ = 0;
  bool uses_bluestein_ = false;
  bool uses_rader_ = false;
  bool out_of_place_ = false;  // option outOfPlace: C2C reads the caller's input buffer
  std::mutex mutex_;  // one execution at a time on the plan's own buffers
};

}  // namespace iree_vkfft
