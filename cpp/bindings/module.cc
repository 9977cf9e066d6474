// The one PYBIND11_MODULE: registers the engine bindings and maps engine errors to the
// exception classes defined in iree_vkfft/_errors.py.
#include <pybind11/pybind11.h>

#include <stdexcept>

#include "../engine/context.h"

namespace py = pybind11;

void add_engine(py::module_& m);
void add_loader(py::module_& m);

PYBIND11_MODULE(_native, m) {
  m.doc() = "iree-vkfft native engine (VkFFT on Vulkan)";
  m.attr("VKFFT_VERSION") = VKFFT_VERSION_NUMBER;
  add_engine(m);
  add_loader(m);

  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const iree_vkfft::Error& e) {
      py::gil_scoped_acquire gil;
      if (e.kind() == "memory") {
        PyErr_SetString(PyExc_MemoryError, e.what());
        return;
      }
      const bool missing = e.kind() == "loader" || e.kind() == "driver";
      const char* cls = e.kind() == "device" || missing ? "NoDeviceError" : "VkFFTError";
      py::object errors = py::module_::import("iree_vkfft._errors");
      py::object exc = missing ? errors.attr(cls)(e.what(), e.code(), py::arg("missing") = e.kind())
                               : errors.attr(cls)(e.what(), e.code());
      PyErr_SetObject(py::type::handle_of(exc).ptr(), exc.ptr());
    }
  });
}
