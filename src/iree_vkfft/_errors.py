"""Exceptions raised by the engine (argument errors use numpy's ValueError/TypeError)."""

from __future__ import annotations

_INSTALL_HINT = (
    "iree-vkfft needs a Vulkan driver. On Debian/Ubuntu without a GPU install Mesa's CPU "
    "driver: `apt-get install libvulkan1 mesa-vulkan-drivers` (lavapipe); with a GPU install "
    "its vendor's Vulkan driver. `vulkaninfo --summary` (package vulkan-tools) lists what the "
    "loader sees."
)


class VkFFTError(RuntimeError):
    """VkFFT or Vulkan failed; ``code`` is VkFFT's (or Vulkan's) error code."""

    def __init__(self, message: str, code: int = 0):
        super().__init__(message)
        self.code = code


class NoDeviceError(RuntimeError):
    """No usable Vulkan device (no loader, no driver, index/name not found, no float64)."""

    def __init__(self, message: str, code: int = 0):
        if "apt-get" not in message and ("no Vulkan driver" in message or "no physical device" in message):
            message = f"{message}. {_INSTALL_HINT}"
        super().__init__(message)
        self.code = code
