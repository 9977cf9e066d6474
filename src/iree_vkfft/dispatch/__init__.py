"""VkFFT's kernels as IREE dispatches, shared by the modes that run VkFFT on IREE's device
(inline mode's whole module, split mode's FFT functions).

Pipeline: a ``stablehlo.fft`` with a dynamic batch becomes loops over static chunks
(:mod:`.batching`) -> each FFT's VkFFT plan is exported (:mod:`.kernels`, SPIR-V bindings
rewritten by :mod:`.spirv`) -> its dispatches are emitted as ``hal.dispatch.extern``
(:mod:`.emit`) and the op is replaced by a call (:mod:`.lower`). A module holding such
dispatches gets the workaround registry's flags for its kind ("inline" or "ffts": no
memoized command buffers, no const-expr hoisting of the dispatches' outputs).
"""

from .errors import InlineError
from .kernels import KernelBuffer, KernelDispatch, KernelLimits, KernelSet
from .lower import InlinedFft, check_inlinable, lower_ffts, plan_key_for

__all__ = ["InlineError", "InlinedFft", "KernelBuffer", "KernelDispatch",
           "KernelLimits", "KernelSet", "check_inlinable", "lower_ffts", "plan_key_for"]
