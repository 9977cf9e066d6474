"""Portable mode: every ``stablehlo.fft`` rewritten into plain StableHLO (real dot_generals with
small DFT matrices, twiddle multiplies, transposes), so one ordinary module runs on any IREE
target: llvm-cpu, vulkan-spirv, metal-spirv, cuda, rocm."""

from .errors import PortableError
from .lower import PortableFft, lower_ffts
from .plan import AxisPlan, Stage, plan_length

__all__ = ["AxisPlan", "PortableError", "PortableFft", "Stage", "lower_ffts", "plan_length"]
