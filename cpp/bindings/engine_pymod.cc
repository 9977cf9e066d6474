// Python bindings for the engine: thin wrappers (check views, release the GIL, call the engine).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>

#include "../engine/context.h"
#include "../engine/elementwise.h"
#include "../engine/windowed.h"
#include "../engine/plan.h"

namespace py = pybind11;
using namespace iree_vkfft;

namespace {

// A contiguous view of `nbytes` bytes, or ValueError naming the argument.
py::buffer_info contiguous_view(const py::buffer& b, uint64_t nbytes, bool writable,
                                const char* name) {
  py::buffer_info info = b.request(writable);
  uint64_t expected_stride = info.itemsize;
  for (ssize_t d = info.ndim - 1; d >= 0; --d) {
    if (info.shape[d] > 1 && static_cast<uint64_t>(info.strides[d]) != expected_stride)
      throw py::value_error(std::string(name) + " must be C-contiguous");
    expected_stride *= info.shape[d];
  }
  const uint64_t size = static_cast<uint64_t>(info.size) * info.itemsize;
  if (size != nbytes)
    throw py::value_error(std::string(name) + " has " + std::to_string(size) + " bytes, expected " +
                          std::to_string(nbytes));
  return info;
}

py::dict device_dict(const DeviceInfo& d) {
  py::dict r;
  r["index"] = d.index;
  r["name"] = d.name;
  r["type"] = d.type;
  r["driver"] = d.driver;
  r["driver_info"] = d.driver_info;
  r["vendor_id"] = d.vendor_id;
  r["device_id"] = d.device_id;
  r["api_version"] = py::str("{}.{}.{}").format(VK_VERSION_MAJOR(d.api_version),
                                                 VK_VERSION_MINOR(d.api_version),
                                                 VK_VERSION_PATCH(d.api_version));
  r["driver_version"] = d.driver_version;
  r["uuid"] = d.uuid;
  r["memory"] = d.memory;
  r["float64"] = d.float64;
  r["max_storage_buffer_range"] = d.max_storage_buffer_range;
  r["max_storage_buffers"] = d.max_storage_buffers;
  r["subgroup_size"] = d.subgroup_size;
  r["max_shared_memory"] = d.max_shared_memory;
  r["max_workgroup_invocations"] = d.max_workgroup_invocations;
  r["max_workgroup_size"] = py::make_tuple(d.max_workgroup_size[0], d.max_workgroup_size[1],
                                           d.max_workgroup_size[2]);
  r["max_workgroup_count"] = py::make_tuple(d.max_workgroup_count[0], d.max_workgroup_count[1],
                                            d.max_workgroup_count[2]);
  return r;
}

using ContextClass = py::class_<Context, std::shared_ptr<Context>>;
using PlanClass = py::class_<Plan, std::shared_ptr<Plan>>;

// The checks of Context.gather's arguments against each other and the two buffers.
void check_gather(const Buffer& src, const Buffer& dst, const std::vector<uint64_t>& out_shape,
                  const std::vector<uint64_t>& in_shape, const std::vector<uint64_t>& in_strides,
                  uint32_t in_elem, uint32_t out_elem, bool double_precision) {
  if (out_shape.size() != in_shape.size() || in_strides.size() != in_shape.size())
    throw py::value_error("gather: shapes and strides must have the same length");
  if (in_elem < 1 || in_elem > 2 || out_elem < 1 || out_elem > 2)
    throw py::value_error("gather: elements are 1 (real) or 2 (complex) scalars");
  const uint64_t scalar = double_precision ? 8 : 4;
  uint64_t count = 1, last = 0;
  bool empty = false;
  for (size_t d = 0; d < out_shape.size(); ++d) {
    count *= out_shape[d];
    const uint64_t reach = std::min(out_shape[d], in_shape[d]);
    if (reach == 0) empty = true;
    else last += (reach - 1) * in_strides[d];
  }
  if (count * out_elem * scalar > dst.size())
    throw py::value_error("gather: destination buffer too small");
  if (!empty && (last + 1) * in_elem * scalar > src.size())
    throw py::value_error("gather: reads past the source buffer");
}

// Plan(target=...): another device's limits, every one of them given and positive.
TargetLimits target_limits(const std::map<std::string, int64_t>& target) {
  static const char* required[] = {
      "vendor_id", "max_workgroup_invocations", "max_shared_memory",
      "max_workgroup_size_x", "max_workgroup_size_y", "max_workgroup_size_z",
      "max_workgroup_count_x", "max_workgroup_count_y", "max_workgroup_count_z"};
  for (const char* k : required) {
    auto it = target.find(k);
    if (it == target.end() || it->second <= 0 || it->second > UINT32_MAX)
      throw py::value_error(std::string("target limits need a positive '") + k + "'");
  }
  auto u = [&](const char* k) { return static_cast<uint32_t>(target.at(k)); };
  TargetLimits t;
  t.vendor_id = u("vendor_id");
  t.max_invocations = u("max_workgroup_invocations");
  t.shared_memory = u("max_shared_memory");
  t.workgroup_size = {u("max_workgroup_size_x"), u("max_workgroup_size_y"),
                      u("max_workgroup_size_z")};
  t.workgroup_count = {u("max_workgroup_count_x"), u("max_workgroup_count_y"),
                       u("max_workgroup_count_z")};
  return t;
}

// The PlanDesc of Plan(...)'s arguments.
PlanDesc plan_desc(int transform, bool double_precision, std::vector<uint64_t> shape,
                   uint64_t batch, bool normalize, const std::map<std::string, int64_t>& options,
                   const std::map<std::string, int64_t>& target, uint32_t r2r_type) {
  PlanDesc d;
  if (transform < 0 || transform > 5) throw py::value_error("transform must be 0..5");
  d.transform = static_cast<Transform>(transform);
  d.r2r_type = r2r_type;
  d.double_precision = double_precision;
  d.shape = std::move(shape);
  d.batch = batch;
  d.normalize = normalize;
  d.options.assign(options.begin(), options.end());
  if (!target.empty()) d.target = target_limits(target);
  return d;
}

// Plan.export_kernels()'s result: {"buffers": [dict...], "dispatches": [dict...]}.
py::dict exported_kernels_dict(const ExportedKernels& k) {
  py::list buffers, dispatches;
  for (const auto& b : k.buffers) {
    py::dict d;
    d["role"] = b.role;
    d["size"] = b.size;
    d["data"] = b.role == "constant" ? py::object(py::bytes(b.data)) : py::object(py::none());
    d["written"] = b.written;
    buffers.append(d);
  }
  for (const auto& e : k.dispatches) {
    py::dict d;
    d["spirv"] = py::bytes(e.spirv);
    d["entry"] = "main";
    d["workgroups"] = py::make_tuple(e.workgroups[0], e.workgroups[1], e.workgroups[2]);
    d["push_constants"] = py::bytes(e.push_constants);
    d["bindings"] = e.bindings;
    dispatches.append(d);
  }
  py::dict out;
  out["buffers"] = buffers;
  out["dispatches"] = dispatches;
  return out;
}

void add_devices(py::module_& m) {
  m.def("devices", [] {
    std::vector<DeviceInfo> infos;
    {
      py::gil_scoped_release release;
      infos = enumerate_devices();
    }
    py::list out;
    for (const auto& d : infos) out.append(device_dict(d));
    return out;
  }, "List the Vulkan physical devices as dicts.");
}

// Context: construction and what it tells of its device.
ContextClass add_context(py::module_& m) {
  ContextClass cls(m, "Context");
  cls.def(py::init([](uint32_t index) {
             py::gil_scoped_release release;
             return Context::create(index);
           }),
           py::arg("device_index"))
      .def_property_readonly("info", [](const Context& c) { return device_dict(c.info()); })
      .def_property_readonly("unified_memory", &Context::unified_memory)
      .def_property_readonly("instance_extensions", &Context::instance_extensions)
      .def_property_readonly("device_extensions", &Context::device_extensions)
      .def_property_readonly("forked", &Context::forked,
                             "Created in another process (this one is a fork() child): unusable.");
  return cls;
}

// Context's data movement kernels: gather (transpose/crop/pad/promote) and scale.
void add_context_gather_scale(ContextClass& cls) {
  cls.def("gather", [](Context& c, std::shared_ptr<Buffer> src, std::shared_ptr<Buffer> dst,
                        std::vector<uint64_t> out_shape, std::vector<uint64_t> in_shape,
                        std::vector<uint64_t> in_strides, uint32_t in_elem, uint32_t out_elem,
                        bool double_precision) {
        check_gather(*src, *dst, out_shape, in_shape, in_strides, in_elem, out_elem,
                     double_precision);
        py::gil_scoped_release release;
        windowed_gather(c, src, dst, out_shape, in_shape, in_strides, in_elem, out_elem,
                        double_precision);
      }, py::arg("src"), py::arg("dst"), py::arg("out_shape"), py::arg("in_shape"),
         py::arg("in_strides"), py::arg("in_elem"), py::arg("out_elem"),
         py::arg("double_precision"),
         "dst = src transposed/cropped/zero-padded/promoted on the device (see engine); "
         "buffers of any size, bound in windows.")
      .def("scale", [](Context& c, std::shared_ptr<Buffer> buffer, uint64_t count, double scale,
                        bool double_precision) {
        if (count * (double_precision ? 8 : 4) > buffer->size())
          throw py::value_error("scale: count reaches past the buffer");
        if (count == 0) return;
        py::gil_scoped_release release;
        windowed_scale(c, buffer, count, scale, double_precision);
      }, py::arg("buffer"), py::arg("count"), py::arg("scale"), py::arg("double_precision"),
         "buffer[i] *= scale for the first `count` real scalars, on the device.");
}

// Context's kernels for the four-step FFT and the normalization of one plane.
void add_context_twiddle_plane(ContextClass& cls) {
  cls.def("twiddle", [](Context& c, std::shared_ptr<Buffer> buffer, uint64_t rows,
                          uint64_t cols, std::shared_ptr<Buffer> table, uint32_t shift,
                          bool double_precision) {
        const uint64_t item = 2 * (double_precision ? 8 : 4);
        if (rows * cols >= (uint64_t(1) << 32) || shift == 0 || shift > 31)
          throw py::value_error("twiddle: rows * cols must be < 2^32 and 1 <= shift <= 31");
        if (rows * cols * item > buffer->size())
          throw py::value_error("twiddle: the array reaches past the buffer");
        if ((((rows * cols - 1) >> shift) + 1 + (uint64_t(1) << shift)) * item > table->size())
          throw py::value_error("twiddle: the table is too short");
        if (rows * cols == 0) return;
        py::gil_scoped_release release;
        windowed_twiddle(c, buffer, rows, cols, table, shift, double_precision);
      }, py::arg("buffer"), py::arg("rows"), py::arg("cols"), py::arg("table"),
         py::arg("shift"), py::arg("double_precision"),
         "The complex array (rows, cols) times W(r * c) = lo[m mod 2^shift] * hi[m >> shift] "
         "(m = r * c; `table`: lo then hi), on the device: the four-step FFT's twiddles.")
      .def("scale_plane", [](Context& c, std::shared_ptr<Buffer> buffer, uint64_t outer,
                              uint32_t length, uint32_t inner, uint32_t index, double scale,
                              bool double_precision) {
        if (index >= length || inner == 0)
          throw py::value_error("scale_plane: index must be < length and inner >= 1");
        if (outer * length * inner * (double_precision ? 8 : 4) > buffer->size())
          throw py::value_error("scale_plane: the array reaches past the buffer");
        if (outer == 0) return;
        py::gil_scoped_release release;
        windowed_scale_plane(c, buffer, outer, length, inner, index, scale, double_precision);
      }, py::arg("buffer"), py::arg("outer"), py::arg("length"), py::arg("inner"),
         py::arg("index"), py::arg("scale"), py::arg("double_precision"),
         "For the real array (outer, length, inner): plane `index` of the middle axis *= scale.");
}

// Context's buffers: binding range, window alignment, allocation.
void add_context_memory(ContextClass& cls) {
  cls.def_property("buffer_range", &Context::buffer_range, &Context::set_buffer_range,
                    "Most bytes one kernel binding covers: maxStorageBufferRange, or less "
                    "(a testing aid).")
      .def_property_readonly("buffer_alignment", &Context::buffer_alignment,
                             "Window offsets are multiples of this many bytes.")
      .def("window_bytes", &Context::window_bytes, py::arg("unit"),
           "The largest window (bytes) of whole `unit`-byte items within buffer_range.")
      .def("allocate", [](Context& c, uint64_t nbytes) {
        py::gil_scoped_release release;
        return c.allocate(nbytes);
      }, py::arg("nbytes"));
}

void add_buffer(py::module_& m) {
  py::class_<Buffer, std::shared_ptr<Buffer>>(m, "Buffer")
      .def_property_readonly("nbytes", &Buffer::size)
      .def("window", [](std::shared_ptr<Buffer> self, uint64_t offset, uint64_t nbytes) {
        if (nbytes == 0 || offset + nbytes > self->size() ||
            offset % self->context().buffer_alignment() != 0)
          throw py::value_error("window: " + std::to_string(nbytes) + " bytes at offset " +
                                std::to_string(offset) + " must lie inside the " +
                                std::to_string(self->size()) + "-byte buffer at a multiple of " +
                                std::to_string(self->context().buffer_alignment()));
        return std::make_shared<Buffer>(self, offset, nbytes);
      }, py::arg("offset"), py::arg("nbytes"),
         "A buffer over nbytes of this one's memory from offset (which keeps this one alive).")
      .def_property_readonly("forked", [](const Buffer& b) { return b.context().forked(); },
                             "Its context was created in another process (before a fork).")
      .def("upload", [](Buffer& b, const py::buffer& src) {
        auto info = contiguous_view(src, b.size(), false, "source");
        py::gil_scoped_release release;
        b.context().upload(b, info.ptr, b.size());
      }, py::arg("source"), "Copy a C-contiguous host array of exactly nbytes into the buffer.")
      .def("download", [](Buffer& b, const py::buffer& dst) {
        auto info = contiguous_view(dst, b.size(), true, "destination");
        py::gil_scoped_release release;
        b.context().download(b, info.ptr, b.size());
      }, py::arg("destination"), "Copy the buffer into a C-contiguous host array of nbytes.");
}

// Plan: construction (optionally from a serialized blob, for another device's limits).
PlanClass add_plan(py::module_& m) {
  PlanClass cls(m, "Plan");
  cls.def(py::init([](std::shared_ptr<Context> ctx, int transform, bool double_precision,
                       std::vector<uint64_t> shape, uint64_t batch, bool normalize,
                       std::map<std::string, int64_t> options, std::optional<py::bytes> blob,
                       bool capture, std::map<std::string, int64_t> target,
                       uint32_t r2r_type) {
             PlanDesc d = plan_desc(transform, double_precision, std::move(shape), batch,
                                    normalize, options, target, r2r_type);
             std::string data;
             if (blob) data = std::string(*blob);
             py::gil_scoped_release release;
             return std::make_shared<Plan>(std::move(ctx), std::move(d), blob ? &data : nullptr,
                                           capture);
           }),
           py::arg("context"), py::arg("transform"), py::arg("double_precision"),
           py::arg("shape"), py::arg("batch"), py::arg("normalize"), py::arg("options"),
           py::arg("blob") = py::none(), py::arg("capture") = false,
           py::arg("target") = std::map<std::string, int64_t>(), py::arg("r2r_type") = 0);
  return cls;
}

// Plan: what it holds and its kernels (export, serialize).
void add_plan_properties(PlanClass& cls) {
  cls.def("export_kernels", [](Plan& p) {
        ExportedKernels k;
        {
          py::gil_scoped_release release;
          k = p.export_kernels();
        }
        return exported_kernels_dict(k);
      }, "The dispatch sequence of one execution (plans built with capture=True).")
      .def_property_readonly("description", [](const Plan& p) { return p.desc().describe(); })
      .def_property_readonly("memory_bytes", &Plan::memory_bytes)
      .def_property_readonly("kernel_count", &Plan::kernel_count)
      .def_property_readonly("uses_bluestein", &Plan::uses_bluestein)
      .def_property_readonly("uses_rader", &Plan::uses_rader)
      .def_property_readonly("input_bytes", [](const Plan& p) { return p.desc().input_bytes(); })
      .def_property_readonly("output_bytes", [](const Plan& p) { return p.desc().output_bytes(); })
      .def("serialize", [](const Plan& p) { return py::bytes(p.serialize()); });
}

// Plan: running it on host arrays or device buffers.
void add_plan_execution(PlanClass& cls) {
  cls.def("execute", [](Plan& p, const py::buffer& input, const py::buffer& output) {
        auto in = contiguous_view(input, p.desc().input_bytes(), false, "input");
        auto out = contiguous_view(output, p.desc().output_bytes(), true, "output");
        py::gil_scoped_release release;
        p.execute_host(in.ptr, out.ptr);
      }, py::arg("input"), py::arg("output"))
      .def("execute_device", [](Plan& p, Buffer& input, Buffer& output, double scale,
                                bool hermitian_edges, bool conjugate) {
        py::gil_scoped_release release;
        p.execute_device(input, output, scale, hermitian_edges, conjugate);
      }, py::arg("input"), py::arg("output"), py::arg("scale") = 1.0,
         py::arg("hermitian_edges") = false, py::arg("conjugate") = false);
}

}  // namespace

// Registers the engine's classes and functions, in this order (docstring signatures name the
// classes registered before them).
void add_engine(py::module_& m) {
  add_devices(m);
  ContextClass context = add_context(m);
  add_context_gather_scale(context);
  add_context_twiddle_plane(context);
  add_context_memory(context);
  add_buffer(m);
  PlanClass plan = add_plan(m);
  add_plan_properties(plan);
  add_plan_execution(plan);
}
