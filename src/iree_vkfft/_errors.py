"""Exceptions raised by the engine (argument errors use numpy's ValueError/TypeError)."""

from __future__ import annotations

import sys

# What to install, per platform, when the Vulkan loader or a driver is missing.
_LOADER_HINTS = {
    "linux": "Install the Vulkan loader and a driver: `apt-get install libvulkan1 "
             "mesa-vulkan-drivers` on Debian/Ubuntu (`dnf install vulkan-loader "
             "mesa-vulkan-drivers` on Fedora); mesa-vulkan-drivers includes lavapipe, a CPU "
             "driver for machines without a GPU.",
    "darwin": "Install the Vulkan loader and MoltenVK: `brew install vulkan-loader molten-vk` "
              "(or the LunarG Vulkan SDK).",
    "win32": "Install your GPU vendor's driver, which ships vulkan-1.dll.",
}
_DRIVER_HINTS = {
    "linux": "The Vulkan loader is installed but finds no driver: with a GPU install its "
             "vendor's Vulkan driver; without one install Mesa's CPU driver (lavapipe): "
             "`apt-get install mesa-vulkan-drivers` on Debian/Ubuntu (`dnf install "
             "mesa-vulkan-drivers` on Fedora). `vulkaninfo --summary` (package vulkan-tools) "
             "lists what the loader sees.",
    "darwin": "The Vulkan loader finds no driver: install MoltenVK (`brew install molten-vk`) "
              "or the LunarG Vulkan SDK.",
    "win32": "The Vulkan loader finds no driver: install your GPU vendor's driver.",
}
_OVERRIDE = ("IREE_VKFFT_VULKAN_LOADER=/path/to/the/loader names another library. Split mode "
             "with fft='host' needs no Vulkan.")


_ENGINE_HINTS = {
    "linux": "Install glslang and SPIRV-Tools (`apt-get install glslang-dev spirv-tools` on "
             "Debian/Ubuntu) and rebuild: `pip install --force-reinstall --no-binary "
             "iree-vkfft iree-vkfft`, or install a binary wheel for this platform.",
    "darwin": "Install glslang and SPIRV-Tools (`brew install glslang spirv-tools`) and "
              "rebuild: `pip install --force-reinstall --no-binary iree-vkfft iree-vkfft`.",
    "win32": "Install the LunarG Vulkan SDK (it has glslang) and rebuild: `pip install "
             "--force-reinstall --no-binary iree-vkfft iree-vkfft`.",
}
_ENGINE_WORKS = ("Without it the drop-in compiler (iree-vkfft-compile, iree_vkfft.compiler), "
                 "portable mode, split mode with fft='host' and loading portable programs work.")


def install_hint(missing: str, platform: str = sys.platform) -> str:
    """The install line for ``missing`` ("loader", "driver" or "engine") on ``platform``."""
    if missing == "engine":
        key = "linux" if platform.startswith("linux") else platform
        return _ENGINE_WORKS + " " + _ENGINE_HINTS.get(key, _ENGINE_HINTS["linux"])
    hints = _LOADER_HINTS if missing == "loader" else _DRIVER_HINTS
    key = "linux" if platform.startswith("linux") else platform
    return hints.get(key, hints["linux"]) + (" " + _OVERRIDE if missing == "loader" else "")


class VkFFTError(RuntimeError):
    """VkFFT or Vulkan failed; ``code`` is VkFFT's (or Vulkan's) error code."""

    def __init__(self, message: str, code: int = 0):
        super().__init__(message)
        self.code = code


class NoDeviceError(RuntimeError):
    """No usable Vulkan device: no engine, no loader, no driver, index/name not found, no
    float64.

    ``missing`` is "engine", "loader" or "driver" when that is the cause (the message then ends
    with the platform's install line), else None.
    """

    def __init__(self, message: str, code: int = 0, missing: str | None = None):
        self.reason = message  # without the install line
        if missing is not None:
            message = f"{message}. {install_hint(missing)}"
        super().__init__(message)
        self.code = code
        self.missing = missing


class NoEngineError(NoDeviceError, ImportError):
    """iree_vkfft runs without its native engine (VkFFT on Vulkan): a pure-Python install, or a
    source build that found no glslang or Vulkan headers. Raised by whatever needs VkFFT
    (direct FFTs, DeviceArrays, inline mode, split mode with fft='vkfft'); the message says
    what works without it and what to install. A NoDeviceError, and an ImportError for code
    that checks for the extension."""

    def __init__(self, message: str, code: int = 0, missing: str | None = "engine"):
        super().__init__(message, code, missing)
