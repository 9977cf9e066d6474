"""The FFT rewrite of one iree-vkfft-compile run: parse the input, lower its FFTs, write the
module for the real iree-compile (:func:`plan`).

The real iree-compile gets the arguments unchanged when the input has no ``stablehlo.fft`` (or
cannot be parsed here: iree-compile then reports it, with its own message and exit code);
otherwise the lowered module as a temp file in place of the input, after the flags the mode
needs. ``IREE_VKFFT_SAVE_TEMPS=<dir>`` keeps that module (``dropin.mlirbc`` or ``dropin.mlir``)
and the command (``dropin_command.txt``).
"""

from __future__ import annotations

import logging
import os
import shlex
import shutil
import tempfile
from pathlib import Path
from typing import Sequence

from iree.compiler import ir

from .._errors import NoDeviceError, VkFFTError
from ..portable import PortableError
from ..stablehlo.errors import StableHLOError
from ..workarounds.registry import PINNED_RELEASE
from .cmdline import PROG, CommandLine, CommandLineError, keeping_f64
from .jobs import (Job, iree_compile_version, might_be_stablehlo, might_hold_fft,
                   might_hold_torch_fft, passthrough,
                   pinned_iree_compile)
from ..stablehlo.assertions import lower_shape_assertions
from ..stablehlo.match import find_ops
from ..stablehlo.parse import inline_calls
from .lowering import fft_ops, lower_module, parse_input
from .options import request_from_command_line

__all__ = ["REWRITE_ERRORS", "plan", "retry_for"]

_log = logging.getLogger(__name__)

#: What the FFT rewrite raises for a program or command line it cannot handle (inline mode's
#: InlineError is a StableHLOError; OSError/ValueError: e.g. an unreadable or malformed
#: --iree-vkfft-target-device file).
REWRITE_ERRORS = (CommandLineError, StableHLOError, PortableError, VkFFTError, NoDeviceError,
                  OSError, ValueError)


def _save_temps(path: str, suffix: str, command: list[str]) -> None:
    save_temps = os.environ.get("IREE_VKFFT_SAVE_TEMPS")
    if save_temps:  # what iree-compile was given, for debugging (and the tests)
        os.makedirs(save_temps, exist_ok=True)
        shutil.copyfile(path, os.path.join(save_temps, "dropin" + suffix))
        Path(save_temps, "dropin_command.txt").write_text(shlex.join(command) + "\n")


def plan(cl: CommandLine, tool: str, data: bytes | None, retried: Sequence[str] = ()) -> Job:
    """The real iree-compile's command for ``cl`` whose input holds ``data`` (from
    :func:`~.jobs.read_input`), lowering the FFTs into a temp file (with the workaround
    registry's ``retried`` entries, which a failed compile of the same input asked for).

    Raises:
        CommandLineError, InlineError, PortableError, StableHLOError, VkFFTError: the FFT
            rewrite failed (the message names the op and its location).
    """
    if not (might_hold_fft(data) or might_hold_torch_fft(data, cl.input_type)
            or might_be_stablehlo(data, cl.input_type)):
        return passthrough(cl, tool, data)
    module = parse_input(data, None if cl.input == "-" else cl.input, ir.Context())
    if module is None:
        return passthrough(cl, tool, data)
    release = None if tool == pinned_iree_compile() else iree_compile_version(tool)
    module, input_type = _torch_front_end(module, cl, release)
    f64 = _has_f64(module)
    if f64:
        cl = keeping_f64(cl)
    if not fft_ops(module):
        return _without_ffts(cl, tool, data, module, release, retried, f64=f64)
    mode = request_from_command_line(cl).resolved_mode(release)
    lowered = lower_module(module, mode, targets=cl.targets, demote_f64=cl.demote_f64,
                           target_device=cl.ours.target_device, iree_release=release,
                           disabled=cl.ours.disable_workarounds, retried=retried)
    return _job(cl, tool, lowered, input_type, release, retried)


def _without_ffts(cl: CommandLine, tool: str, data: bytes | None, module: ir.Module, release,
                  retried: Sequence[str], *, f64: bool) -> Job:
    """A StableHLO module without FFTs gets the workaround registry's entries for its targets
    all the same (XLA's numbers for the ops IREE gets wrong: issue 44), as portable mode
    selects them, with their flags; the user's input and flags go to iree-compile unchanged
    when no rewrite changes the module (and any other dialect always)."""
    from ..torch_frontend import frontend

    if frontend.input_dialect(module) != "stablehlo":
        return passthrough(cl, tool, data)
    # what lower_module does to every module first, so that only the registry's rewrites
    # count as a change (a module with calls alone stays the user's, flags included)
    inline_calls(module)
    lower_shape_assertions(module)
    before = module.operation.get_asm(enable_debug_info=True)
    lowered = lower_module(module, "portable", targets=cl.targets, demote_f64=cl.demote_f64,
                           iree_release=release, disabled=cl.ours.disable_workarounds,
                           retried=retried)
    # kept float64 needs the registry's flags (float64 sin links the system library)
    if lowered.payload == before.encode() and (cl.demote_f64 or not f64):
        return passthrough(cl, tool, data)
    return _job(cl, tool, lowered, None, release, retried)


def _has_f64(module: ir.Module) -> bool:
    """Whether any value of ``module`` is float64 or complex<f64>."""
    from ..workarounds.rewrites import has_f64

    return bool(find_ops(module.operation, lambda o: has_f64(o, complex_only=False)))


def _job(cl: CommandLine, tool: str, lowered, input_type: str | None, release,
         retried: Sequence[str]) -> Job:
    """iree-compile's command on ``lowered`` (written to a temp folder the job removes)."""
    temp_dir = tempfile.mkdtemp(prefix="iree-vkfft-compile-")
    path = os.path.join(temp_dir, "lowered" + lowered.suffix)
    command = [tool, *lowered.flags, *cl.with_input(path, input_type)]
    try:
        Path(path).write_bytes(lowered.payload)
        _log.info("running %s", shlex.join(command))
        _save_temps(path, lowered.suffix, command)
    except BaseException:  # a full disk (ENOSPC) or an interrupt: leave no temporary behind
        shutil.rmtree(temp_dir, ignore_errors=True)
        raise
    return Job(command, None, temp_dir, lowered.mode, release=release,
               retried=tuple(retried))


def _torch_front_end(module: ir.Module, cl: CommandLine, release) -> tuple[ir.Module, str | None]:
    """A torch or ONNX module (``--iree-input-type=torch|onnx|auto``) with FFT ops lowered by
    :mod:`iree_vkfft.torch_frontend` and the input type iree-compile must then be told
    (``stablehlo``); anything else unchanged (None: the user's input type stands)."""
    from ..torch_frontend import frontend

    if cl.input_type not in ("auto", "torch", "onnx"):
        return module, None
    dialect = frontend.input_dialect(module)
    if dialect == "stablehlo" or not frontend.fft_ops(module):
        return module, None
    if release is not None:
        raise CommandLineError(
            f"{PROG}: a {dialect} program's FFTs are lowered with the pinned IREE's torch "
            f"passes; use the pinned iree-compile ({'.'.join(map(str, PINNED_RELEASE))}), not "
            f"{'.'.join(map(str, release))}")
    lowered = frontend.lower(module, targets=cl.targets,
                             disabled=cl.ours.disable_workarounds)
    _log.info("%s program lowered by the torch front end: %s", dialect, lowered.report)
    return lowered.module, "stablehlo"


def retry_for(cl: CommandLine, job: Job, stderr: bytes) -> list[str]:
    """The workaround registry's ``retry_on`` entries that cure the real iree-compile's
    failure of ``job`` (its ``stderr``), not tried already; empty: none does."""
    from ..workarounds import registry

    targets = tuple(cl.targets) + (("vulkan-spirv",) if job.mode == "inline" else ())
    off = registry.check_names(tuple(cl.ours.disable_workarounds)
                               + registry.disabled_from_env())
    return [w.name for w in registry.retries(stderr.decode(errors="replace"), targets,
                                             release=job.release, mode=job.mode,
                                             disabled=off, done=job.retried)]
