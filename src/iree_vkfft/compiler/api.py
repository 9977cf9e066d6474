"""``compile_str`` / ``compile_file`` with ``iree.compiler``'s signatures and return values
(bytes, or None when ``output_file`` is given; :class:`CompilerToolError` on failure), FFTs
included: ``from iree_vkfft import compiler as ireec`` is the one-line switch.

The command line is ``iree.compiler``'s own (``build_compile_command_line`` from the same
:class:`CompilerOptions`, ``IREE_SAVE_TEMPS`` honoured the same way); only the process it runs
differs: the FFT rewrite (:mod:`.driver`) in front of the real iree-compile.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Union

from iree.compiler.tools.binaries import CompilerToolError
from iree.compiler.tools.core import CompilerOptions, build_compile_command_line
from iree.compiler.tools.debugging import TempFileSaver

from .driver import REWRITE_ERRORS, plan
from .jobs import diagnostic, find_iree_compile, read_command_line, read_input, run_captured

__all__ = ["compile_file", "compile_str"]


def _write_stderr(data: bytes) -> None:
    """iree-compile's warnings go to our stderr, as ``iree.compiler`` passes them on."""
    if hasattr(sys.stderr, "buffer"):
        sys.stderr.buffer.write(data)
    else:
        sys.stderr.write(data.decode("utf-8", errors="replace"))


def _invoke(command_line: list[str], immediate_input: bytes | None = None) -> bytes:
    """``iree.compiler``'s ``invoke_immediate`` with the FFT rewrite in front."""
    try:
        cl = read_command_line(command_line[1:])
        tool = find_iree_compile(cl.ours.iree_compile)
        job = plan(cl, tool, read_input(cl, lambda: immediate_input or b""))
    except REWRITE_ERRORS as exc:
        failed = subprocess.CompletedProcess(command_line, 1, b"", diagnostic(exc).encode())
        raise CompilerToolError(failed) from exc
    process = run_captured(job)
    if process.returncode != 0:
        raise CompilerToolError(process)
    _write_stderr(process.stderr)
    return process.stdout


def _compile(input_file: str, input_bytes: bytes | None, tfs: TempFileSaver, **kwargs):
    options = CompilerOptions(**kwargs)
    retained_output_file = tfs.alloc_optional("core-output.bin", export_as=options.output_file)
    if options.output_file:
        options.output_file = retained_output_file
    cl = build_compile_command_line(input_file, tfs, options)
    retained_cl = tfs.alloc_optional("core-command-line.txt")
    if retained_cl:
        with open(retained_cl, "wt") as f:
            f.write(" ".join(cl))
    result = _invoke(cl, input_bytes)
    if options.output_file:
        return None
    if retained_output_file:
        with open(retained_output_file, "wb") as f:
            f.write(result)
    return result


def compile_file(input_file: str, **kwargs):
    """Compiles the MLIR file ``input_file`` (keyword arguments: :class:`CompilerOptions`'s
    fields); the compiled bytes, or None when ``output_file`` is given."""
    with TempFileSaver.implicit() as tfs:
        return _compile(input_file, None, tfs, **kwargs)


def compile_str(input_str: Union[str, bytes], **kwargs):
    """Compiles MLIR text or bytecode ``input_str`` (keyword arguments: :class:`CompilerOptions`'s
    fields); the compiled bytes, or None when ``output_file`` is given."""
    with TempFileSaver.implicit() as tfs:
        retained_input_file = tfs.alloc_optional("core-input.mlir")
        if retained_input_file:
            with open(retained_input_file, "wt" if isinstance(input_str, str) else "wb") as f:
                f.write(input_str)
        data = input_str.encode("utf-8") if isinstance(input_str, str) else input_str
        return _compile("-", data, tfs, **kwargs)
