#include "windowed.h"

#include <algorithm>
#include <functional>
#include <numeric>

#include "context.h"
#include "elementwise.h"

namespace iree_vkfft {

namespace {

using Dispatch = std::function<void(VkCommandBuffer, Elementwise&)>;

// Records the dispatches in as few submissions as the descriptor sets of one allow.
void run(Context& ctx, bool double_precision, const std::vector<Dispatch>& dispatches) {
  const size_t group = Elementwise::kSetsPerRecording;
  for (size_t start = 0; start < dispatches.size(); start += group) {
    ctx.submit([&](VkCommandBuffer cmd) {
      Elementwise& ew = ctx.elementwise(double_precision);
      ew.begin();
      const size_t stop = std::min(dispatches.size(), start + group);
      for (size_t k = start; k < stop; ++k) dispatches[k](cmd, ew);
    });
  }
}

// Windows over the first `bytes` of `buffer` in steps that are whole multiples of `unit`.
std::vector<std::shared_ptr<Buffer>> prefix_windows(Context& ctx,
                                                    const std::shared_ptr<Buffer>& buffer,
                                                    uint64_t bytes, uint64_t unit) {
  if (buffer->size() <= ctx.buffer_range()) return {buffer};
  const uint64_t step = ctx.window_bytes(unit);
  std::vector<std::shared_ptr<Buffer>> out;
  for (uint64_t at = 0; at < bytes; at += step)
    out.push_back(std::make_shared<Buffer>(buffer, at, std::min(step, bytes - at)));
  return out;
}

}  // namespace

namespace {

// Scales scalars [first, first + count) of `buffer`, windows aligned down from the first.
void scale_range(Context& ctx, const std::shared_ptr<Buffer>& buffer, uint64_t first,
                 uint64_t count, double scale, uint64_t scalar, std::vector<Dispatch>& out) {
  if (count == 0) return;
  if (buffer->size() <= ctx.buffer_range()) {
    out.push_back([=](VkCommandBuffer cmd, Elementwise& ew) {
      ew.scale(cmd, buffer->handle(), count, scale, first);
    });
    return;
  }
  const uint64_t step = ctx.window_bytes(scalar);
  const uint64_t begin = first * scalar, end = (first + count) * scalar;
  for (uint64_t at = begin / ctx.buffer_alignment() * ctx.buffer_alignment(); at < end;
       at += step) {
    auto w = std::make_shared<Buffer>(buffer, at, std::min(step, buffer->size() - at));
    const uint64_t lo = std::max(begin, at), hi = std::min(end, at + w->size());
    out.push_back([=](VkCommandBuffer cmd, Elementwise& ew) {
      ew.scale(cmd, w->handle(), (hi - lo) / scalar, scale, (lo - at) / scalar);
    });
  }
}

}  // namespace

void windowed_scale(Context& ctx, const std::shared_ptr<Buffer>& buffer, uint64_t count,
                    double scale, bool double_precision) {
  std::vector<Dispatch> dispatches;
  scale_range(ctx, buffer, 0, count, scale, double_precision ? 8 : 4, dispatches);
  run(ctx, double_precision, dispatches);
}

void windowed_scale_plane(Context& ctx, const std::shared_ptr<Buffer>& buffer, uint64_t outer,
                          uint32_t length, uint32_t inner, uint32_t index, double scale,
                          bool double_precision) {
  const uint64_t scalar = double_precision ? 8 : 4;
  const uint64_t row = uint64_t(length) * inner * scalar;
  std::vector<Dispatch> dispatches;
  if (buffer->size() > ctx.buffer_range() && std::lcm(row, ctx.buffer_alignment()) > ctx.buffer_range()) {
    // rows larger than a window (so few of them): the plane's run of `inner` scalars in each
    for (uint64_t o = 0; o < outer; ++o)
      scale_range(ctx, buffer, (o * length + index) * inner, inner, scale, scalar, dispatches);
  } else {
    uint64_t done = 0;
    for (const auto& w : prefix_windows(ctx, buffer, outer * row, row)) {
      const uint64_t rows = std::min(outer - done, w->size() / row);
      dispatches.push_back([=](VkCommandBuffer cmd, Elementwise& ew) {
        ew.scale_plane(cmd, w->handle(), rows, length, inner, index, scale);
      });
      done += rows;
    }
  }
  run(ctx, double_precision, dispatches);
}

void windowed_twiddle(Context& ctx, const std::shared_ptr<Buffer>& buffer, uint64_t rows,
                      uint64_t cols, const std::shared_ptr<Buffer>& table, uint32_t shift,
                      bool double_precision) {
  const uint64_t item = 2 * (double_precision ? 8 : 4);
  const uint64_t total = rows * cols;
  std::vector<Dispatch> dispatches;
  uint64_t base = 0;
  for (const auto& w : prefix_windows(ctx, buffer, total * item, item)) {
    const uint64_t count = std::min(total - base, w->size() / item);
    dispatches.push_back([=](VkCommandBuffer cmd, Elementwise& ew) {
      ew.twiddle(cmd, w->handle(), base, count, cols, table->handle(), shift);
    });
    base += count;
  }
  run(ctx, double_precision, dispatches);
}

void windowed_gather(Context& ctx, const std::shared_ptr<Buffer>& src,
                     const std::shared_ptr<Buffer>& dst, const std::vector<uint64_t>& out_shape,
                     const std::vector<uint64_t>& in_shape,
                     const std::vector<uint64_t>& in_strides, uint32_t in_elem,
                     uint32_t out_elem, bool double_precision) {
  const uint64_t scalar = double_precision ? 8 : 4;
  uint64_t total = 1;
  for (uint64_t s : out_shape) total *= s;
  if (total == 0) return;
  const uint64_t item = out_elem * scalar;
  // The source as windows of whole items; groups of as many as one dispatch binds.
  std::vector<VkBuffer> sources;
  std::vector<std::shared_ptr<Buffer>> keep = prefix_windows(ctx, src, src->size(), in_elem * scalar);
  for (const auto& w : keep) sources.push_back(w->handle());
  const uint64_t source_window =
      keep.size() == 1 ? std::max<uint64_t>(src->size() / scalar, 1)
                       : ctx.window_bytes(in_elem * scalar) / scalar;
  // (not ctx.elementwise(): it is built lazily under the queue lock, inside submit)
  const uint32_t per_pass = Elementwise::source_windows_for(ctx.info().max_storage_buffers);
  std::vector<Dispatch> dispatches;
  uint64_t base = 0;
  for (const auto& w : prefix_windows(ctx, dst, total * item, item)) {
    const uint64_t count = std::min(total - base, w->size() / item);
    for (uint32_t first = 0; first < sources.size(); first += per_pass) {
      std::vector<VkBuffer> group(sources.begin() + first,
                                  sources.begin() + std::min<size_t>(sources.size(), first + per_pass));
      dispatches.push_back([=](VkCommandBuffer cmd, Elementwise& ew) {
        ew.gather(cmd, group, source_window, first, w->handle(), base, count, out_shape,
                  in_shape, in_strides, in_elem, out_elem);
      });
    }
    base += count;
  }
  run(ctx, double_precision, dispatches);
}

}  // namespace iree_vkfft
