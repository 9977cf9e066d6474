// Small element-wise kernels recorded next to VkFFT's: scaling (norm="ortho"/"forward"),
// conjugation, the projection of C2R input planes onto what numpy's C2R keeps of them, and a
// strided gather. GLSL compiled once per context and precision with glslang.
#pragma once

#include "vulkan_loader.h"

#include <cstdint>
#include <vector>

namespace iree_vkfft {

class Context;

// glslang's process-wide initialization, done once (VkFFT plans and these kernels need it).
void ensure_glslang();

class Elementwise {
 public:
  static constexpr uint32_t kMaxDims = 6;
  static constexpr uint32_t kMaxSourceWindows = 8;
  static constexpr uint32_t kSetsPerRecording = 64;

  Elementwise(Context& ctx, bool double_precision);
  ~Elementwise();
  Elementwise(const Elementwise&) = delete;
  Elementwise& operator=(const Elementwise&) = delete;

  // Must be called at the start of each recording (frees the previous descriptor sets).
  void begin();
  // data[i] *= scale for the `count` real scalars of `buffer` from scalar `first`.
  void scale(VkCommandBuffer cmd, VkBuffer buffer, uint64_t count, double scale,
             uint64_t first = 0);
  // The real array (outer, length, inner) in `buffer`: the plane at `index` of the middle
  // axis is multiplied by `scale` (scipy's orthogonalized DCT/DST weights).
  void scale_plane(VkCommandBuffer cmd, VkBuffer buffer, uint64_t outer, uint32_t length,
                   uint32_t inner, uint32_t index, double scale);
  // Complex items [base, base + count) of the array (rows, cols) (`data` holds just those: a
  // window) times W(r * c) for item (r, c): W(m) = lo[m mod 2^shift] * hi[m >> shift], `table`
  // holding lo (2^shift complex items) then hi (the four-step FFT's twiddles; rows * cols <
  // 2^32, so r * c fits 32 bits).
  void twiddle(VkCommandBuffer cmd, VkBuffer data, uint64_t base, uint64_t count, uint64_t cols,
               VkBuffer table, uint32_t shift);
  // imag(data[i]) = -imag(data[i]) for the first `count` complex elements.
  void conjugate(VkCommandBuffer cmd, VkBuffer buffer, uint64_t count);
  // For the complex array (batch, lead..., stride) in `src`: the planes at last-axis positions
  // a and b of `dst` become the Hermitian part over the lead axes,
  // (x[j] + conj(x[-j mod lead])) / 2 (with no lead axes: the real part). Other elements of
  // `dst` are not touched. What numpy's C2R keeps of its DC/Nyquist planes. `src` may be
  // `dst` only without lead axes (partners are then the element itself).
  void hermitian_planes(VkCommandBuffer cmd, VkBuffer src, VkBuffer dst, uint64_t batch,
                        const std::vector<uint64_t>& lead, uint32_t stride, uint32_t a,
                        uint32_t b);
  // Output items [base, base + count) of the C-contiguous array (out_shape items of out_elem
  // scalars) = the source read at in_strides (items of in_elem scalars); positions outside
  // in_shape and scalars past in_elem read as zero. One pass does a transpose (permuted
  // strides), crop, zero-pad and real -> complex promotion. `dst` holds just those items (a
  // window); the source is `sources`, consecutive windows of `source_window` scalars starting
  // at window `first` of the whole source: only items read from them are written (and the
  // zero-padding when first == 0), so a source of more windows than bind at once takes one
  // call per group of source_windows() windows.
  void gather(VkCommandBuffer cmd, const std::vector<VkBuffer>& sources, uint64_t source_window,
              uint32_t first, VkBuffer dst, uint64_t base, uint64_t count,
              const std::vector<uint64_t>& out_shape, const std::vector<uint64_t>& in_shape,
              const std::vector<uint64_t>& in_strides, uint32_t in_elem, uint32_t out_elem);
  // Source windows one dispatch binds on a device with these limits (what the kernels of its
  // context are built with; a pure function, so callers need not build them first).
  static uint32_t source_windows_for(uint32_t max_storage_buffers);

 private:
  void dispatch(VkCommandBuffer cmd, const std::vector<VkBuffer>& sources, VkBuffer dst,
                const void* push, uint64_t threads);

  Context& ctx_;
  bool double_;
  VkDescriptorSetLayout set_layout_ = VK_NULL_HANDLE;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  VkPipeline pipeline_ = VK_NULL_HANDLE;
  VkDescriptorPool pool_ = VK_NULL_HANDLE;
  uint32_t windows_ = 1;     // source bindings
  uint32_t sets_used_ = 0;   // descriptor sets taken since begin()
};

}  // namespace iree_vkfft
