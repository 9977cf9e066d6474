"""iree-vkfft: GPU FFTs for compiled ML programs, on VkFFT and Vulkan.

- :mod:`iree_vkfft.fft` — numpy.fft-compatible functions running on a Vulkan device.
- :func:`asarray` / :class:`DeviceArray` — device-resident arrays for chains of FFTs.
- :data:`plan_cache` — the LRU of VkFFT plans (size, memory, hits/misses, clear()).
- :mod:`iree_vkfft.scipy_backend` — a scipy.fft backend.
- :func:`devices`, :func:`use_device` — Vulkan device discovery and choice.
- :func:`compile` — split mode: run a StableHLO program with FFTs under IREE (imports IREE
  on first use).
"""

from . import fft
from ._array import DeviceArray, asarray, memory_pool
from ._cache import plan_cache
from ._config import current_device, tiered, use_device, use_tiered
from ._engine import Device, devices
from ._errors import NoDeviceError, VkFFTError
from ._types import FftType, PlanKey

__version__ = "0.1.0"

_LAZY = {
    "compile": ("iree_vkfft.iree", "compile"),
    "inspect": ("iree_vkfft.iree", "inspect"),
    "scipy_backend": ("iree_vkfft.scipy_backend", None),
}


def __getattr__(name):  # heavy or optional parts load on first use
    if name not in _LAZY:
        raise AttributeError(f"module 'iree_vkfft' has no attribute {name!r}")
    import importlib
    module_name, attr = _LAZY[name]
    module = importlib.import_module(module_name)
    return module if attr is None else getattr(module, attr)


__all__ = ["compile", "inspect", "scipy_backend", "fft", "asarray", "DeviceArray", "plan_cache", "devices", "Device", "use_device", "use_tiered", "tiered",
           "current_device", "memory_pool", "FftType", "PlanKey", "VkFFTError", "NoDeviceError", "__version__"]
