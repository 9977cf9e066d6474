"""Inline mode: ``stablehlo.fft`` compiled into an ordinary IREE module for the Vulkan target,
VkFFT's SPIR-V kernels embedded as ``hal.dispatch.extern`` ops (one ``.vmfb``, no Python needed
to run it).

Pipeline: parse (inline JAX's private funcs) -> export each FFT's VkFFT plan
(:mod:`.kernels`) -> emit its dispatches (:mod:`.emit`) and replace the op by a call
(:mod:`.lower`) -> iree-compile for vulkan-spirv (:mod:`.program`).
"""

from .errors import InlineError
from .kernels import KernelBuffer, KernelDispatch, KernelSet
from .lower import InlinedFft, LoweredModule, lower_ffts, lower_program
from .program import InlineProgram, compile_inline, emit_mlir
from .target import TargetDevice

__all__ = ["InlineError", "KernelBuffer", "KernelDispatch", "KernelSet", "InlinedFft",
           "LoweredModule", "lower_ffts", "lower_program", "InlineProgram", "compile_inline",
           "emit_mlir", "TargetDevice"]
