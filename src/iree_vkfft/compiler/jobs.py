"""What iree-vkfft-compile does before (and without) loading MLIR: find the real iree-compile,
read the command line and the input, tell whether the input can hold an FFT, and run the real
iree-compile's command (:class:`Job`). Light on purpose: a module without FFTs is handed to
iree-compile without importing the FFT lowering.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import shutil
import subprocess
from pathlib import Path
from typing import Callable, Mapping, Sequence

from iree.compiler.tools.binaries import find_tool

from .cmdline import (CommandLine, CommandLineError, expand_response_files, parse_command_line,
                      value_options_from_help)

__all__ = ["ENV_IREE_COMPILE", "FFT_OP", "Job", "find_iree_compile", "read_command_line",
           "iree_compile_help", "read_input", "might_hold_fft", "might_hold_torch_fft", "passthrough", "diagnostic",
           "run_captured", "run_inherited"]

_log = logging.getLogger(__name__)

#: The real iree-compile when ``--iree-vkfft-iree-compile`` is not given.
ENV_IREE_COMPILE = "IREE_VKFFT_IREE_COMPILE"
FFT_OP = "stablehlo.fft"
_BYTECODE_MAGIC = b"ML\xefR"


@dataclasses.dataclass
class Job:
    """The real iree-compile's command; ``stdin``: the bytes it reads (input ``-`` already
    read here); ``temp_dir``: holds the lowered module, removed by :meth:`cleanup`."""

    command: list[str]
    stdin: bytes | None = None
    temp_dir: str | None = None
    mode: str | None = None  # None: passed through unchanged
    release: tuple[int, int] | None = None  # of the iree-compile that runs it (None: pinned)
    retried: tuple[str, ...] = ()  # workaround entries applied after a failure

    def cleanup(self) -> None:
        if self.temp_dir is not None:
            shutil.rmtree(self.temp_dir, ignore_errors=True)
            self.temp_dir = None


def find_iree_compile(explicit: str | None, env: Mapping[str, str] = os.environ) -> str:
    """``--iree-vkfft-iree-compile``, else ``$IREE_VKFFT_IREE_COMPILE``, else
    iree-base-compiler's iree-compile (``iree.compiler``'s lookup, ``$IREE_TOOL_PATH`` first)."""
    path = explicit or env.get(ENV_IREE_COMPILE)
    if path:
        resolved = shutil.which(path)
        if resolved is None:
            raise CommandLineError(f"iree-vkfft-compile: the real iree-compile {path!r} "
                                   "was not found or is not executable")
        return resolved
    return find_tool("iree-compile")


def parse_iree_version(text: str) -> tuple[int, int] | None:
    """(major, minor) from ``iree-compile --version`` output ("IREE compiler version
    3.11.0rc20260316 @ ..."); None when there is no such line (a source build says
    "version 3.14.0.dev+..." and parses too). Pure."""
    for line in text.splitlines():
        words = line.split()
        if words[:3] == ["IREE", "compiler", "version"] and len(words) > 3:
            parts = words[3].split(".")
            if len(parts) >= 2 and parts[0].isdigit() and parts[1].isdigit():
                return int(parts[0]), int(parts[1])
    return None


def pinned_iree_compile() -> str | None:
    """The iree-compile of the installed iree-base-compiler (the pinned release), if any."""
    try:
        return find_tool("iree-compile")
    except Exception:  # noqa: BLE001 - no such tool installed
        return None


_VERSIONS: dict[tuple[str, int], tuple[int, int] | None] = {}


def iree_compile_version(tool: str) -> tuple[int, int] | None:
    """The release of the iree-compile at ``tool`` (asked once per file and modification)."""
    try:
        key = (tool, os.stat(tool).st_mtime_ns)
    except OSError:
        return None
    if key not in _VERSIONS:
        try:
            out = subprocess.run([tool, "--version"], capture_output=True, text=True,
                                 timeout=60).stdout
        except (OSError, subprocess.SubprocessError):
            out = ""
        _VERSIONS[key] = parse_iree_version(out)
    return _VERSIONS[key]


def _read_response_file(path: str) -> str:
    try:
        return Path(path).read_text()
    except OSError as e:
        raise CommandLineError(f"iree-vkfft-compile: cannot read response file {path}: "
                               f"{e.strerror}") from None


def iree_compile_help(tool: str) -> str:
    """``tool --help-list-hidden``: every option iree-compile knows."""
    return subprocess.run([tool, "--help-list-hidden"], capture_output=True, text=True).stdout


def read_command_line(argv: Sequence[str], *,
                      help_text: Callable[[str], str] = iree_compile_help) -> CommandLine:
    """``argv`` parsed (response files expanded); when unknown options with space-separated
    values make the input ambiguous, parsed again with iree-compile's option table
    (``help_text(tool)``: its ``--help-list-hidden`` output)."""
    argv = expand_response_files(argv, _read_response_file)
    cl = parse_command_line(argv)
    if cl.ambiguous:
        tool = find_iree_compile(cl.ours.iree_compile)
        cl = parse_command_line(argv, value_options=value_options_from_help(help_text(tool)))
    return cl


def read_input(cl: CommandLine, read_stdin: Callable[[], bytes]) -> bytes | None:
    """The input's bytes, or None when there is none or it cannot be read here (a missing
    file, a closed stdin): iree-compile then reports it in its own words."""
    if cl.input is None:
        return None
    try:
        return read_stdin() if cl.input == "-" else Path(cl.input).read_bytes()
    except (OSError, ValueError) as e:
        _log.info("left to iree-compile: cannot read the input %s (%s)", cl.input, e)
        return None


def might_hold_fft(data: bytes | None) -> bool:
    """False only when ``data`` cannot hold an FFT op: MLIR text always spells an op's full
    name (generic or custom form), so text without ``stablehlo.fft`` has none. Bytecode is
    always parsed (by :mod:`.driver`)."""
    return data is not None and (data.startswith(_BYTECODE_MAGIC) or FFT_OP.encode() in data)


def might_hold_torch_fft(data: bytes | None, input_type: str) -> bool:
    """False only when ``data`` cannot be a torch or ONNX program with FFTs: the input type
    names another dialect, or the text spells no FFT op's name (``fft_``, ``stft``, ``DFT``).
    Bytecode is always parsed."""
    if data is None or input_type not in ("auto", "torch", "onnx"):
        return False
    if data.startswith(_BYTECODE_MAGIC):
        return True
    return b"torch" in data and any(k in data for k in (b"fft_", b"stft", b"onnx.DFT",
                                                        b"onnx.STFT"))


def might_be_stablehlo(data: bytes | None, input_type: str) -> bool:
    """False only when ``data`` cannot be a StableHLO program (whose other ops the workaround
    registry rewrites to XLA's numbers): the input type names another dialect, or the text
    spells no StableHLO, CHLO or MHLO op. Bytecode is always parsed."""
    if data is None or input_type not in ("auto", "stablehlo", "stablehlo_xla"):
        return False
    return data.startswith(_BYTECODE_MAGIC) or any(
        k in data for k in (b"stablehlo.", b"chlo.", b"mhlo."))


def passthrough(cl: CommandLine, tool: str, data: bytes | None) -> Job:
    """The user's arguments for the real iree-compile, unchanged (``data``: the input read from
    stdin, fed to it again)."""
    return Job([tool, *cl.forwarded], data if cl.input == "-" else None)


def diagnostic(exc: BaseException) -> str:
    """An error of the FFT rewrite as iree-compile prints one (``error: ...``)."""
    text = str(exc).strip() or type(exc).__name__
    prefix = "" if text.startswith("iree-vkfft-compile:") else "iree-vkfft-compile: error: "
    return prefix + text


def run_captured(job: Job) -> subprocess.CompletedProcess:
    """Runs ``job``; its stdout and stderr as bytes (the temp files removed after)."""
    try:
        return subprocess.run(job.command, input=job.stdin, capture_output=True)
    finally:
        job.cleanup()


def run_inherited(job: Job) -> int:
    """Runs ``job`` on this process's stdin/stdout/stderr; returns its exit code. A plain
    pass-through replaces this process (``exec``): the same output, byte for byte."""
    if job.mode is None and job.stdin is None:
        os.execv(job.command[0], job.command)
    try:
        stdin = subprocess.PIPE if job.stdin is not None else None
        with subprocess.Popen(job.command, stdin=stdin) as proc:
            if job.stdin is not None:
                try:
                    proc.stdin.write(job.stdin)
                    proc.stdin.close()
                except BrokenPipeError:
                    pass  # it stopped reading: its exit code tells why
            return proc.wait()
    finally:
        job.cleanup()
