"""One way to turn a module into a ``.vmfb`` for every mode: :func:`compile_to_vmfb`.

Steps: resolve ``vulkan_target="auto"`` (:func:`resolve_target`) -> flags
(:func:`~.options.build_flags`) -> key = hash(IREE version, flags, payload) -> the disk cache
(``vmfb/`` in the package cache folder, :mod:`iree_vkfft._paths`; ``IREE_VKFFT_CACHE_DIR=off``
writes nothing) -> iree-compile in a temporary folder -> its first diagnostics as an
:class:`IreeCompileError` -> cache entry written atomically. ``IREE_VKFFT_SAVE_TEMPS=<dir>``
keeps the payload, the payload's readable forms, the flags and the ``.vmfb``.

A :class:`Payload` is what a mode hands over: MLIR text (split mode: a line range per segment
function, so a diagnostic names its segment) or MLIR bytecode (inline and portable modes:
embedded SPIR-V objects do not survive a round trip through text).
"""

from __future__ import annotations

import dataclasses
import errno
import hashlib
import io
import logging
import os
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Callable, Mapping

from iree.compiler import ir

from .._diskcache import MODULES
from ..stablehlo.match import find_ops
from .options import (CompileOptions, VulkanDeviceInfo, build_compile_command_line, build_flags,
                      resolve_vulkan_target)

__all__ = ["IreeCompileError", "CompiledModule", "Payload", "compile_to_vmfb", "iree_version",
           "find_iree_compile", "text_payload", "bytecode_payload", "module_bytecode",
           "resolve_target"]

_log = logging.getLogger(__name__)

#: Diagnostics lines kept in an :class:`IreeCompileError` message (the rest is noise: notes
#: repeating the op, pass pipelines).
MAX_DIAGNOSTIC_LINES = 12


class IreeCompileError(RuntimeError):
    """iree-compile failed; carries its first diagnostics and the segment they point into."""

    def __init__(self, message: str, *, segment: str | None, diagnostics: str,
                 command: list[str], op: str | None = None) -> None:
        super().__init__(message)
        self.segment = segment
        self.diagnostics = diagnostics
        self.command = command
        #: the op iree-compile's first located error names, with its place in the user's
        #: program ("stablehlo.sine at loc(...) of the program"), when it can be told
        self.op = op


@dataclasses.dataclass(frozen=True)
class CompiledModule:
    """A ``.vmfb`` and how it was made (``options`` with ``vulkan_target`` resolved)."""

    vmfb: bytes
    key: str
    flags: tuple[str, ...]
    cache_hit: bool
    compile_seconds: float
    options: CompileOptions


@dataclasses.dataclass(frozen=True)
class Payload:
    """The module as iree-compile reads it.

    ``name`` names the input file and the temps; ``locate(line)`` maps a 1-based line of a
    text payload to the function it lies in; ``describe(line, column)`` names the op printed
    there and where it came from in the user's source; ``temps()`` yields extra files to keep
    with ``IREE_VKFFT_SAVE_TEMPS`` (computed only then).
    """

    data: bytes
    suffix: str  # ".mlir" or ".mlirbc"
    name: str
    locate: Callable[[int], str | None] = lambda line: None
    describe: Callable[[int, int], str | None] = lambda line, column: None
    temps: Callable[[], Mapping[str, str | bytes]] = dict


def iree_version() -> str:
    from iree.compiler import version

    return str(version.VERSION)


def find_iree_compile() -> str:
    """The ``iree-compile`` of the installed ``iree-base-compiler``."""
    from iree.compiler.tools.binaries import find_tool

    return find_tool("iree-compile")


def _function_ranges(module: ir.Module) -> tuple[str, dict[str, tuple[int, int]]]:
    """Module text plus, for every function, its 1-based [first, last] line range."""
    lines = ["module {"]
    ranges: dict[str, tuple[int, int]] = {}
    for op in module.body.operations:
        op = op.operation
        text = str(op).rstrip("\n").splitlines()
        first = len(lines) + 1
        lines += ["  " + t for t in text]
        if op.name == "func.func":
            ranges[ir.StringAttr(op.attributes["sym_name"]).value] = (first, len(lines))
    lines.append("}")
    return "\n".join(lines) + "\n", ranges


def _function_texts(module: ir.Module) -> dict[str, str]:
    return {f"{ir.StringAttr(op.operation.attributes['sym_name']).value}.mlir": str(op.operation)
            for op in module.body.operations if op.operation.name == "func.func"}


def _source_op(module: ir.Module, text: str, line: int, column: int) -> str | None:
    """``"<op> at <location>"`` for the op printed at ``line``:``column`` of ``text`` (the
    printed ``module``): the printed text is parsed again, and the op at the same place of a
    pre-order walk of ``module`` gives its original location (JAX's source file and line)."""
    try:
        printed = ir.Module.parse(text, ir.Context())
    except ir.MLIRError:
        return None
    every = lambda m: find_ops(m.operation, lambda o: True)  # noqa: E731
    ours, theirs = every(printed), every(module)
    if len(ours) != len(theirs):
        return None
    for op, original in zip(ours, theirs):
        loc = op.location
        if getattr(loc, "start_line", None) == line and getattr(loc, "start_col", None) == column:
            # a program parsed from text names its own lines "-"
            where = str(original.location).replace('"-":', "line ")
            return f"{original.name} at {where} of the program"
    return None


def text_payload(module: ir.Module, name: str) -> Payload:
    """``module`` as text, diagnostics mapped to its functions and to the ops' original
    locations, one temp file per function."""
    text, ranges = _function_ranges(module)

    def locate(line: int) -> str | None:
        return next((f for f, (a, b) in ranges.items() if a <= line <= b), None)

    return Payload(text.encode(), ".mlir", name, locate,
                   lambda line, column: _source_op(module, text, line, column),
                   lambda: _function_texts(module))


def module_bytecode(module: ir.Module) -> bytes:
    out = io.BytesIO()
    module.operation.write_bytecode(out)
    return out.getvalue()


def bytecode_payload(module: ir.Module, name: str,
                     readable: Callable[[], str] | None = None) -> Payload:
    """``module`` as bytecode; ``readable()`` (default ``str(module)``) is kept as
    ``<name>.mlir`` with the temps."""
    text = readable if readable is not None else (lambda: str(module))
    return Payload(module_bytecode(module), ".mlirbc", name,
                   temps=lambda: {f"{name}.mlir": text()})


def resolve_target(options: CompileOptions, device_name: str | None = None) -> CompileOptions:
    """``options`` with ``vulkan_target="auto"`` decided: from ``device_name`` (a device
    being built for) or else from the Vulkan device IREE's runtime would use."""
    if options.target != "vulkan-spirv" or options.vulkan_target != "auto":
        return options
    if device_name is None:
        from .runtime import query_vulkan_device

        device = query_vulkan_device()
    else:
        device = VulkanDeviceInfo(name=device_name)
    resolved = resolve_vulkan_target(options, device)
    _log.info("Vulkan target %r chosen for %s", resolved.vulkan_target, device.name)
    return resolved


def _cache_key(data: bytes, flags: list[str]) -> str:
    h = hashlib.sha256()
    for part in (iree_version().encode(), "\0".join(flags).encode(), data):
        h.update(part)
        h.update(b"\1")
    return h.hexdigest()[:32]


def _save_temps(dest: Path, payload: Payload, flags: list[str], vmfb: bytes | None) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    (dest / f"{payload.name}{payload.suffix}").write_bytes(payload.data)
    for fname, content in payload.temps().items():
        path = dest / fname
        path.write_bytes(content) if isinstance(content, bytes) else path.write_text(content)
    (dest / "flags.txt").write_text("\n".join(flags) + "\n")
    if vmfb is not None:
        (dest / f"{payload.name}.vmfb").write_bytes(vmfb)
    _log.info("saved compile temps in %s", dest)


def _crash_summary(stderr: str) -> list[str]:
    """For an iree-compile that crashed (an LLVM stack dump): the pass it crashed in and the
    first of IREE's own frames, which say more than the dump's head."""
    if "Stack dump:" not in stderr:
        return []
    frames = [ln.strip() for ln in stderr.splitlines() if ln.strip().startswith("#")]
    ours = [f for f in frames if "iree_compiler" in f]
    passes = [f for f in frames if "Pass::runOnOperation" in f or "Pass::run" in f]
    picked = list(dict.fromkeys(ours[:2] + passes[:1]))
    return ["iree-compile crashed; in: " + " ".join(f.split(" ", 2)[-1] for f in picked)[:600]]


def _diagnostics(stderr: str, input_file: str, payload: Payload
                 ) -> tuple[str, str | None, str | None]:
    """The first diagnostic lines, the function the first located one points into and the
    op it names with that op's place in the user's source."""
    kept = _crash_summary(stderr) + [
        ln for ln in stderr.splitlines() if ln.strip()][:MAX_DIAGNOSTIC_LINES]
    where = op = None
    for ln in kept:
        for prefix in (input_file + ":", "-:"):
            if not ln.startswith(prefix):
                continue
            parts = ln[len(prefix):].split(":", 2)
            if len(parts) < 2 or not (parts[0].isdigit() and parts[1].isdigit()):
                continue
            where = where or payload.locate(int(parts[0]))
            op = op or payload.describe(int(parts[0]), int(parts[1]))
        if where and op:
            break
    return "\n".join(kept), where, op


def _run_iree_compile(payload: Payload, options: CompileOptions, flags: list[str]
                      ) -> tuple[bytes | None, int, str, list[str], str]:
    """``(vmfb or None, exit code, stderr, command, input file name)`` of one run."""
    with tempfile.TemporaryDirectory(prefix="iree-vkfft-") as tmp:
        input_file = os.path.join(tmp, payload.name + payload.suffix)
        output_file = os.path.join(tmp, payload.name + ".vmfb")
        Path(input_file).write_bytes(payload.data)
        cmd = build_compile_command_line(options, input_file, output_file,
                                         tool=find_iree_compile())
        proc = subprocess.run(cmd, capture_output=True, text=True)
        vmfb = Path(output_file).read_bytes() if proc.returncode == 0 else None
        return vmfb, proc.returncode, proc.stderr, cmd, input_file


def _raise_if_out_of_space(stderr: str) -> None:
    """A full disk under iree-compile's output ("LLVM ERROR: IO failure on output stream: No
    space left on device") is the machine's problem, not the program's: an OSError naming the
    folder, never a diagnosis that blames a mode's rewrite."""
    if "No space left on device" in stderr or "Disk quota exceeded" in stderr:
        quota = "Disk quota exceeded" in stderr
        raise OSError(errno.EDQUOT if quota else errno.ENOSPC,
                      f"iree-compile could not write its output in {tempfile.gettempdir()} "
                      f"({'disk quota exceeded' if quota else 'no space left on device'}); "
                      "free space there or point TMPDIR at a folder with room")


def compile_to_vmfb(payload: Payload, options: CompileOptions, *, use_cache: bool = True,
                    device_name: str | None = None) -> CompiledModule:
    """Compiles ``payload`` with iree-compile for ``options`` (every mode's one path).

    ``device_name`` names the Vulkan device ``vulkan_target="auto"`` is resolved for (default:
    the local one). Raises :class:`IreeCompileError` with iree-compile's first diagnostics.
    """
    options = resolve_target(options, device_name)
    flags = build_flags(options)
    key = _cache_key(payload.data, flags)
    entry = f"module={payload.name}|{key}"  # verified by _diskcache.MODULES: never a bad file
    save_temps = os.environ.get("IREE_VKFFT_SAVE_TEMPS")
    vmfb = MODULES.load(entry, label=payload.name) if use_cache else None
    if vmfb is not None:
        _log.debug("vmfb cache hit %s", MODULES.path(entry, label=payload.name))
        if save_temps:
            _save_temps(Path(save_temps), payload, flags, vmfb)
        return CompiledModule(vmfb, key, tuple(flags), True, 0.0, options)
    _log.info("running iree-compile on %s (%s)", payload.name, options.target)
    t0 = time.perf_counter()
    vmfb, code, stderr, cmd, input_file = _run_iree_compile(payload, options, flags)
    seconds = time.perf_counter() - t0
    if save_temps:
        _save_temps(Path(save_temps), payload, flags, vmfb)
    if vmfb is None:
        _raise_if_out_of_space(stderr)
        diagnostics, where, op = _diagnostics(stderr, input_file, payload)
        at = f" in segment {where!r}" if where else ""
        failing = f"\nThe op IREE failed on: {op}." if op else (
            "\n('-:L:C' is line L of the program itself.)" if "\n-:" in "\n" + diagnostics
            else "")
        raise IreeCompileError(
            f"iree-compile failed{at} on the {payload.name} module (target {options.target}, exit code "
            f"{code}):"
            f"\n{diagnostics}{failing}", segment=where, diagnostics=diagnostics, command=cmd,
            op=op)
    if use_cache:
        MODULES.store(entry, vmfb, label=payload.name)
    _log.info("iree-compile took %.2f s", seconds)
    return CompiledModule(vmfb, key, tuple(flags), False, seconds, options)
