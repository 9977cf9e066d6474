"""Inline mode: ``stablehlo.fft`` compiled into an ordinary IREE module for the Vulkan target,
VkFFT's SPIR-V kernels embedded as ``hal.dispatch.extern`` ops (one ``.vmfb``, no Python needed
to run it).

Pipeline: parse (inline JAX's private funcs) -> replace every FFT by VkFFT's kernels as IREE
dispatches (:mod:`iree_vkfft.dispatch`, shared with split mode's FFTs on IREE's device)
(:mod:`.lower`) -> iree-compile for vulkan-spirv (:mod:`.program`).
"""

from ..dispatch import InlineError, InlinedFft, KernelBuffer, KernelDispatch, KernelSet, lower_ffts
from .lower import LoweredModule, lower_program
from .program import InlineProgram, compile_inline, emit_mlir
from .target import TargetDevice

__all__ = ["InlineError", "KernelBuffer", "KernelDispatch", "KernelSet", "InlinedFft",
           "LoweredModule", "lower_ffts", "lower_program", "InlineProgram", "compile_inline",
           "emit_mlir", "TargetDevice"]
