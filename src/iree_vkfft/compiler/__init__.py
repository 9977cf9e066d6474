"""A drop-in for IREE's compiler with FFTs: ``iree-vkfft-compile`` (iree-compile's command
line) and ``compile_str`` / ``compile_file`` (``iree.compiler``'s), so
``from iree_vkfft import compiler as ireec`` switches a Python tool over.

Every ``stablehlo.fft`` is rewritten before the real iree-compile runs with the caller's
arguments: for vulkan-spirv alone into VkFFT's SPIR-V kernels (inline mode), for any other
target or several into plain StableHLO (portable mode). Modules without FFTs pass straight
through. Layers: :mod:`.cmdline` (pure) -> :mod:`.lowering` (IR) -> :mod:`.driver` (processes)
-> :mod:`.api` / :mod:`.cli`.
"""

from iree.compiler.tools import (DEFAULT_TESTING_BACKENDS, CompilerOptions, CompilerToolError,
                                 InputType, OutputFormat, TempFileSaver, query_available_targets)

from .api import compile_file, compile_str
from .cmdline import CommandLine, CommandLineError, DropinOptions, parse_command_line

__all__ = ["compile_file", "compile_str", "CompilerOptions", "CompilerToolError", "InputType",
           "OutputFormat", "TempFileSaver", "query_available_targets", "DEFAULT_TESTING_BACKENDS",
           "CommandLine", "CommandLineError", "DropinOptions", "parse_command_line"]
