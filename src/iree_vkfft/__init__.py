"""iree-vkfft: GPU FFTs for compiled ML programs, on VkFFT and Vulkan.

- :mod:`iree_vkfft.fft` — numpy.fft-compatible functions running on a Vulkan device.
- :func:`asarray` / :class:`DeviceArray` — device-resident arrays for chains of FFTs.
- :data:`plan_cache` — the LRU of VkFFT plans (size, memory, hits/misses, clear()).
- :mod:`iree_vkfft.scipy_fft` — scipy.fft's functions (DCT/DST, hfftn, ... included);
  :mod:`iree_vkfft.scipy_backend` — a scipy.fft backend serving them;
  :func:`next_fast_len` — the fastest length >= a target for VkFFT.
- :func:`devices`, :func:`use_device` — Vulkan device discovery and choice (per thread);
  :func:`spread` — a batch over every device, one thread each.
- :func:`compile` — a StableHLO program with FFTs compiled by IREE, in split, inline or
  portable mode (:mod:`iree_vkfft.pipeline`; imports IREE on first use); :func:`load` — a
  saved inline/portable ``.vmfb`` back as a program. Programs pickle (to another process,
  a Dask worker, a Ray actor) and load there lazily, on that process's device.
- :mod:`iree_vkfft.torch` — PyTorch and ONNX programs: ``export(model, *args)`` to a compiled
  program (torch-dialect and ONNX-imported MLIR also go to :func:`compile` directly).
- :func:`check` — run a program in one mode and target and in a reference (split mode, host
  FFTs, llvm-cpu) on the same inputs; a :class:`CheckReport` of every output's error.
"""

from . import fft, scipy_fft
from ._array import DeviceArray, asarray, memory_pool
from ._cache import plan_cache
from ._config import current_device, tiered, use_device, use_tiered
from ._engine import Device, devices
from ._errors import NoDeviceError, NoEngineError, VkFFTError
from ._spread import spread
from ._types import FftType, PlanKey, R2rType
from .scipy_fft import next_fast_len

__version__ = "0.1.0"


# Loaded on first attribute access, not at ``import iree_vkfft``: compile/inspect/load/check
# import IREE's compiler (~0.5 s), scipy_backend imports scipy.
_LAZY = ("compile", "inspect", "load", "check", "describe", "VerificationError", "CheckReport",
         "CardError", "scipy_backend", "torch")


def __getattr__(name):
    if name in ("compile", "inspect", "load", "check", "describe", "VerificationError"):
        from . import pipeline

        return getattr(pipeline, name)
    if name == "CheckReport":  # a differential check's report (imports IREE)
        from . import checking

        return checking.CheckReport
    if name == "CardError":  # load()'s error for a damaged program card (imports IREE)
        from .toolchain.metadata import CardError

        return CardError
    if name == "scipy_backend":
        # not ``from . import``: it asks this __getattr__ first and would recurse
        import iree_vkfft.scipy_backend  # noqa: F401 - the import sets the attribute

        return globals()["scipy_backend"]
    if name == "torch":  # PyTorch/ONNX programs (imports IREE; torch only in export())
        import iree_vkfft.torch  # noqa: F401 - the import sets the attribute

        return globals()["torch"]
    raise AttributeError(f"module 'iree_vkfft' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_LAZY))


# ``from iree_vkfft import *`` binds the eager names only: a lazy name there would be loaded by
# the star import (IREE, scipy), and ``compile`` would shadow the builtin. Use them as
# ``iree_vkfft.compile(...)`` etc. (tests/test_public_api.py).
__all__ = ["fft", "scipy_fft", "next_fast_len", "R2rType", "asarray", "DeviceArray", "plan_cache",
           "devices", "Device", "use_device", "spread", "use_tiered", "tiered", "current_device",
           "memory_pool", "FftType", "PlanKey", "VkFFTError", "NoDeviceError", "NoEngineError",
           "__version__"]
