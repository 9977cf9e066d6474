// Bindings for the run-time Vulkan loader: which library was opened, or why none could be.
#include <pybind11/pybind11.h>

#include "../engine/vulkan_loader.h"

namespace py = pybind11;

void add_loader(py::module_& m) {
  m.def("vulkan_loader", [] {
    iree_vkfft::LoaderStatus status;
    {
      py::gil_scoped_release release;
      status = iree_vkfft::vulkan_loader_status();
    }
    py::dict r;
    r["loaded"] = status.loaded;
    r["path"] = status.path;
    r["error"] = status.error;
    return r;
  }, "Open the Vulkan loader (once per process) and report {loaded, path, error}.");
}
