"""IREE side of split mode: compile options, compilation with a disk cache, runtime, programs."""

from .compile import IreeCompileError
from .options import (CompileOptions, VulkanDeviceInfo, build_compile_command_line, build_flags,
                      vulkan_target_for_device)
from .program import Program, ProgramStats, compile, inspect, run_to_npz

__all__ = ["CompileOptions", "VulkanDeviceInfo", "IreeCompileError", "Program", "ProgramStats",
           "build_flags", "build_compile_command_line", "compile", "inspect", "run_to_npz",
           "vulkan_target_for_device"]
