// Element-wise kernels over buffers of any size: every dispatch binds windows of at most
// Context::buffer_range() bytes (maxStorageBufferRange), so arrays larger than one binding
// are scaled, weighted and gathered piece by piece in one or a few submissions.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

namespace iree_vkfft {

class Buffer;
class Context;

// buffer[i] *= scale for the first `count` real scalars.
void windowed_scale(Context& ctx, const std::shared_ptr<Buffer>& buffer, uint64_t count,
                    double scale, bool double_precision);

// For the real array (outer, length, inner): the plane at `index` of the middle axis *= scale.
void windowed_scale_plane(Context& ctx, const std::shared_ptr<Buffer>& buffer, uint64_t outer,
                          uint32_t length, uint32_t inner, uint32_t index, double scale,
                          bool double_precision);

// The complex array (rows, cols) in `buffer` times the four-step FFT's twiddles W(r * c),
// from the table of Elementwise::twiddle (one binding: a few thousand items).
void windowed_twiddle(Context& ctx, const std::shared_ptr<Buffer>& buffer, uint64_t rows,
                      uint64_t cols, const std::shared_ptr<Buffer>& table, uint32_t shift,
                      bool double_precision);

// dst (C-contiguous, out_shape items of out_elem scalars) = src read at in_strides (items of
// in_elem scalars), zero outside in_shape: see Elementwise::gather.
void windowed_gather(Context& ctx, const std::shared_ptr<Buffer>& src,
                     const std::shared_ptr<Buffer>& dst, const std::vector<uint64_t>& out_shape,
                     const std::vector<uint64_t>& in_shape,
                     const std::vector<uint64_t>& in_strides, uint32_t in_elem,
                     uint32_t out_elem, bool double_precision);

}  // namespace iree_vkfft
