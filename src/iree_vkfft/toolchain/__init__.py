"""The IREE toolchain every mode compiles and runs through.

:mod:`.options` (compile options and the pure functions turning them into flags) ->
:mod:`.compile` (:func:`compile_to_vmfb`: disk cache, temps, diagnostics) -> :mod:`.runtime`
(load a ``.vmfb`` on an IREE driver, zero-copy where possible) -> :mod:`.program` (the
compiled-program contract of every mode).
"""

from .compile import (CompiledModule, IreeCompileError, Payload, bytecode_payload,
                      compile_to_vmfb, iree_version, text_payload)
from .options import (TARGETS, CompileOptions, VulkanDeviceInfo, build_compile_command_line,
                      build_flags, normalize_target, vulkan_target_for_device)
from .program import CallStats, CompiledProgram, ModuleProgram, check_inputs
from .runtime import ModuleRuntime

__all__ = ["CompiledModule", "IreeCompileError", "Payload", "bytecode_payload",
           "compile_to_vmfb", "iree_version", "text_payload", "TARGETS", "CompileOptions",
           "VulkanDeviceInfo", "build_compile_command_line", "build_flags", "normalize_target",
           "vulkan_target_for_device", "CallStats", "CompiledProgram", "ModuleProgram",
           "check_inputs", "ModuleRuntime"]
