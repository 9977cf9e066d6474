"""IREE side of split mode: compile options, compilation with a disk cache, runtime, programs."""

from .compile import IreeCompileError
from .options import CompileOptions, build_compile_command_line, build_flags
from .program import Program, ProgramStats, compile, inspect, run_to_npz

__all__ = ["CompileOptions", "IreeCompileError", "Program", "ProgramStats", "build_flags",
           "build_compile_command_line", "compile", "inspect", "run_to_npz"]
