"""One run of iree-vkfft-compile: read the command line, rewrite the FFTs, run the real
iree-compile with the user's arguments.

:func:`plan` decides the real iree-compile's command (:class:`Job`): the arguments unchanged
when the input has no ``stablehlo.fft`` (or cannot be read or parsed here: iree-compile then
reports it, with its own message and exit code); otherwise the lowered module as a temp file in
place of the input, after the flags the mode needs (``IREE_VKFFT_SAVE_TEMPS=<dir>``
keeps it as ``dropin.mlirbc`` or ``dropin.mlir`` with the command in ``dropin_command.txt``). :func:`run_captured` (the Python
API) and :func:`run_inherited` (the console script) run it.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import shlex
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Callable, Mapping, Sequence

from iree.compiler import ir
from iree.compiler.tools.binaries import find_tool

from .._errors import NoDeviceError, VkFFTError
from ..portable import PortableError
from ..stablehlo.errors import StableHLOError
from .cmdline import (CommandLine, CommandLineError, choose_mode, expand_response_files,
                      parse_command_line, value_options_from_help)
from .lowering import fft_ops, lower_module, might_hold_fft, parse_input

__all__ = ["ENV_IREE_COMPILE", "REWRITE_ERRORS", "Job", "find_iree_compile", "read_command_line", "plan",
           "run_captured", "run_inherited", "diagnostic"]

_log = logging.getLogger(__name__)

#: The real iree-compile when ``--iree-vkfft-iree-compile`` is not given.
ENV_IREE_COMPILE = "IREE_VKFFT_IREE_COMPILE"

#: What the FFT rewrite raises for a program or command line it cannot handle (inline mode's
#: InlineError is a StableHLOError; OSError/ValueError: e.g. an unreadable or malformed
#: --iree-vkfft-target-device file).
REWRITE_ERRORS = (CommandLineError, StableHLOError, PortableError, VkFFTError, NoDeviceError,
                  OSError, ValueError)


@dataclasses.dataclass
class Job:
    """The real iree-compile's command; ``stdin``: the bytes it reads (input ``-`` already
    read here); ``temp_dir``: holds the lowered module, removed by :meth:`cleanup`."""

    command: list[str]
    stdin: bytes | None = None
    temp_dir: str | None = None
    mode: str | None = None  # None: passed through unchanged

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


def _read_text(path: str) -> str:
    return Path(path).read_text()


def read_command_line(argv: Sequence[str], *, help_text: Callable[[str], str]) -> CommandLine:
    """``argv`` parsed (response files expanded); when unknown options with space-separated
    values make the input ambiguous, parsed again with iree-compile's option table
    (``help_text(tool)``: its ``--help-list-hidden`` output)."""
    def read(path: str) -> str:
        try:
            return _read_text(path)
        except OSError as e:
            raise CommandLineError(f"iree-vkfft-compile: cannot read response file {path}: "
                                   f"{e.strerror}") from None

    argv = expand_response_files(argv, read)
    cl = parse_command_line(argv)
    if cl.ambiguous:
        tool = find_iree_compile(cl.ours.iree_compile)
        cl = parse_command_line(argv, value_options=value_options_from_help(help_text(tool)))
    return cl


def _read_input(cl: CommandLine, read_stdin: Callable[[], bytes]) -> bytes | None:
    try:
        return read_stdin() if cl.input == "-" else Path(cl.input).read_bytes()
    except (OSError, ValueError, AttributeError) as e:  # missing file, closed stdin
        _log.info("left to iree-compile: cannot read the input %s (%s)", cl.input, e)
        return None


def plan(cl: CommandLine, tool: str, read_stdin: Callable[[], bytes]) -> Job:
    """The real iree-compile's command for ``cl`` (lowering the FFTs into a temp file).

    Raises:
        CommandLineError, InlineError, PortableError, StableHLOError, VkFFTError: the FFT
            rewrite failed (the message names the op and its location).
    """
    passthrough = Job([tool, *cl.forwarded])
    if cl.input is None:
        return passthrough
    data = _read_input(cl, read_stdin)
    if data is None:
        return passthrough
    if cl.input == "-":
        passthrough.stdin = data
    if not might_hold_fft(data):
        return passthrough
    module = parse_input(data, None if cl.input == "-" else cl.input, ir.Context())
    if module is None or not fft_ops(module):
        return passthrough
    mode = choose_mode(cl.targets, cl.ours.mode)
    lowered = lower_module(module, mode, targets=cl.targets, demote_f64=cl.demote_f64,
                           target_device=cl.ours.target_device)
    temp_dir = tempfile.mkdtemp(prefix="iree-vkfft-compile-")
    path = os.path.join(temp_dir, "lowered" + lowered.suffix)
    Path(path).write_bytes(lowered.payload)
    command = [tool, *lowered.flags, *cl.with_input(path)]
    _log.info("running %s", shlex.join(command))
    save_temps = os.environ.get("IREE_VKFFT_SAVE_TEMPS")
    if save_temps:  # what iree-compile was given, for debugging (and the tests)
        os.makedirs(save_temps, exist_ok=True)
        shutil.copyfile(path, os.path.join(save_temps, "dropin" + lowered.suffix))
        Path(save_temps, "dropin_command.txt").write_text(shlex.join(command) + "\n")
    return Job(command, None, temp_dir, mode)


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


def diagnostic(exc: BaseException) -> str:
    """An error of the FFT rewrite as iree-compile prints one (``error: ...``)."""
    text = str(exc).strip() or type(exc).__name__
    prefix = "" if text.startswith("iree-vkfft-compile:") else "iree-vkfft-compile: error: "
    return prefix + text
