#include "vulkan_loader.h"

#include <cstdlib>
#include <mutex>
#include <vector>

#include "context.h"

#if defined(_WIN32)
#define NOMINMAX
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#else
#include <dlfcn.h>
#endif

#define IREE_VKFFT_DEFINE_COMMAND(name) PFN_##name name = nullptr;
IREE_VKFFT_VULKAN_COMMANDS(IREE_VKFFT_DEFINE_COMMAND)
#undef IREE_VKFFT_DEFINE_COMMAND

namespace iree_vkfft {
namespace {

#if defined(_WIN32)
using Library = HMODULE;
Library open_library(const std::string& path, std::string& error) {
  Library lib = LoadLibraryA(path.c_str());
  if (!lib) error = path + ": LoadLibrary failed (error " + std::to_string(GetLastError()) + ")";
  return lib;
}
void* symbol(Library lib, const char* name) {
  return reinterpret_cast<void*>(GetProcAddress(lib, name));
}
#else
using Library = void*;
Library open_library(const std::string& path, std::string& error) {
  // RTLD_LOCAL: the loader's symbols stay out of the global namespace (IREE opens its own).
  Library lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    const char* why = dlerror();
    error = why ? why : path + ": cannot open";
  }
  return lib;
}
void* symbol(Library lib, const char* name) { return dlsym(lib, name); }
#endif

std::vector<std::string> default_names() {
#if defined(_WIN32)
  return {"vulkan-1.dll"};
#elif defined(__APPLE__)
  // The Vulkan loader from Homebrew (brew install vulkan-loader molten-vk) or the LunarG SDK;
  // dlopen's default search does not cover /opt/homebrew. MoltenVK alone as a last resort.
  std::vector<std::string> names{"libvulkan.1.dylib", "libvulkan.dylib"};
  if (const char* sdk = std::getenv("VULKAN_SDK")) names.push_back(std::string(sdk) + "/lib/libvulkan.1.dylib");
  names.insert(names.end(), {"/opt/homebrew/lib/libvulkan.1.dylib",
                             "/usr/local/lib/libvulkan.1.dylib", "libMoltenVK.dylib"});
  return names;
#else
  return {"libvulkan.so.1", "libvulkan.so"};
#endif
}

Library open_loader(LoaderStatus& status) {
  const char* override_path = std::getenv("IREE_VKFFT_VULKAN_LOADER");
  std::vector<std::string> names;
  if (override_path && *override_path) names.push_back(override_path);
  else names = default_names();
  std::string errors;
  for (const auto& name : names) {
    std::string error;
    Library lib = open_library(name, error);
    if (lib) {
      status.path = name;
      return lib;
    }
    errors += (errors.empty() ? "" : "; ") + error;
  }
  status.path = names.size() == 1 ? names[0] : "any of the default names";
  status.error = "the Vulkan loader could not be opened (" + errors + ")";
  if (override_path && *override_path) status.error += " [set by IREE_VKFFT_VULKAN_LOADER]";
  return nullptr;
}

// Fills the table from the library's exports (the loader's trampolines dispatch on the handle,
// so they serve every instance and device). Returns the missing commands (the first few).
std::string resolve_commands(Library lib) {
  std::vector<std::string> missing;
#define IREE_VKFFT_RESOLVE_COMMAND(name)                   \
  name = reinterpret_cast<PFN_##name>(symbol(lib, #name)); \
  if (!name) missing.push_back(#name);
  IREE_VKFFT_VULKAN_COMMANDS(IREE_VKFFT_RESOLVE_COMMAND)
#undef IREE_VKFFT_RESOLVE_COMMAND
  std::string out;
  for (size_t i = 0; i < missing.size() && i < 3; ++i) out += (i ? ", " : "") + missing[i];
  if (missing.size() > 3) out += " and " + std::to_string(missing.size() - 3) + " more";
  return out;
}

LoaderStatus& status_once() {
  static LoaderStatus status;
  static std::once_flag once;
  std::call_once(once, [] {
    Library lib = open_loader(status);
    if (!lib) return;
    std::string missing = resolve_commands(lib);
    if (!missing.empty()) {
      status.error = status.path + " is not a usable Vulkan loader: it lacks " + missing;
      return;  // the library stays open: unloading it is not worth the risk
    }
    status.loaded = true;
  });
  return status;
}

}  // namespace

void load_vulkan() {
  const LoaderStatus& status = status_once();
  if (!status.loaded) throw Error("loader", status.error);
}

LoaderStatus vulkan_loader_status() { return status_once(); }

}  // namespace iree_vkfft
