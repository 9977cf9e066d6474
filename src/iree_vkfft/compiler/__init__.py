"""A drop-in for IREE's compiler with FFTs: ``iree-vkfft-compile`` (iree-compile's command
line) and ``compile_str`` / ``compile_file`` (``iree.compiler``'s), so
``from iree_vkfft import compiler as ireec`` switches a Python tool over.

Every ``stablehlo.fft`` is rewritten before the real iree-compile runs with the caller's
arguments: for vulkan-spirv alone into VkFFT's SPIR-V kernels (inline mode), for any other
target or several into plain StableHLO (portable mode). Modules without FFTs pass straight
through. Layers: :mod:`.cmdline` (pure) -> :mod:`.jobs` (the real iree-compile, the input,
processes) -> :mod:`.lowering` (IR) -> :mod:`.driver` (the rewrite) -> :mod:`.api` / :mod:`.cli`.
"""

from iree.compiler.tools import (DEFAULT_TESTING_BACKENDS, CompilerOptions, CompilerToolError,
                                 InputType, OutputFormat, TempFileSaver, query_available_targets)

from .cmdline import CommandLine, CommandLineError, DropinOptions, parse_command_line

_API = ("compile_file", "compile_str")


def __getattr__(name):
    # The console script imports this package; it must not load the FFT lowering for the
    # modules without FFTs it hands straight to iree-compile (:mod:`.cli`).
    if name in _API:
        from . import api

        return getattr(api, name)
    raise AttributeError(f"module 'iree_vkfft.compiler' has no attribute {name!r}")


__all__ = ["compile_file", "compile_str", "CompilerOptions", "CompilerToolError", "InputType",
           "OutputFormat", "TempFileSaver", "query_available_targets", "DEFAULT_TESTING_BACKENDS",
           "CommandLine", "CommandLineError", "DropinOptions", "parse_command_line"]
