"""Compile the segment module with iree-compile, with an on-disk cache of ``.vmfb`` files.

Cache: ``$IREE_VKFFT_CACHE_DIR`` or ``$XDG_CACHE_HOME/iree-vkfft`` (``~/.cache/iree-vkfft``),
keyed by a hash of the module text, target, flags and IREE version, so a second compile (in any
process) does not run iree-compile. ``IREE_VKFFT_SAVE_TEMPS=<dir>`` keeps the module, one file
per segment, the flags and the ``.vmfb``.
"""

from __future__ import annotations

import dataclasses
import hashlib
import logging
import os
import subprocess
import tempfile
import time
from pathlib import Path

from iree.compiler import ir

from .options import (CompileOptions, build_compile_command_line, build_flags,
                      resolve_vulkan_target)

__all__ = ["IreeCompileError", "CompiledModule", "cache_dir", "iree_version", "render_module",
           "compile_module"]

_log = logging.getLogger(__name__)

_MAX_DIAGNOSTIC_LINES = 12


class IreeCompileError(RuntimeError):
    """iree-compile failed; carries its first diagnostics and the segment they point into."""

    def __init__(self, message: str, *, segment: str | None, diagnostics: str,
                 command: list[str]) -> None:
        super().__init__(message)
        self.segment = segment
        self.diagnostics = diagnostics
        self.command = command


@dataclasses.dataclass(frozen=True)
class CompiledModule:
    vmfb: bytes
    key: str
    flags: tuple[str, ...]
    cache_hit: bool
    compile_seconds: float


def iree_version() -> str:
    from iree.compiler import version

    return str(version.VERSION)


def cache_dir() -> Path:
    env = os.environ.get("IREE_VKFFT_CACHE_DIR")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "iree-vkfft"


def render_module(module: ir.Module) -> tuple[str, dict[str, tuple[int, int]]]:
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


def _cache_key(text: str, flags: list[str]) -> str:
    h = hashlib.sha256()
    for part in (iree_version(), "\0".join(flags), text):
        h.update(part.encode())
        h.update(b"\1")
    return h.hexdigest()[:32]


def _segment_for_line(line: int, ranges: dict[str, tuple[int, int]]) -> str | None:
    for name, (first, last) in ranges.items():
        if first <= line <= last:
            return name
    return None


def _first_diagnostics(stderr: str, input_file: str, ranges: dict[str, tuple[int, int]]
                       ) -> tuple[str, str | None]:
    kept = [ln for ln in stderr.splitlines() if ln.strip()][:_MAX_DIAGNOSTIC_LINES]
    segment = None
    for ln in kept:
        if ln.startswith(input_file + ":"):
            parts = ln[len(input_file) + 1 :].split(":", 1)
            if parts[0].isdigit():
                segment = _segment_for_line(int(parts[0]), ranges)
                if segment:
                    break
    return "\n".join(kept), segment


def _save_temps(dest: Path, text: str, module: ir.Module, flags: list[str],
                vmfb: bytes | None) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    (dest / "segments.mlir").write_text(text)
    for op in module.body.operations:
        op = op.operation
        if op.name == "func.func":
            name = ir.StringAttr(op.attributes["sym_name"]).value
            (dest / f"{name}.mlir").write_text(str(op))
    (dest / "flags.txt").write_text("\n".join(flags) + "\n")
    if vmfb is not None:
        (dest / "segments.vmfb").write_bytes(vmfb)
    _log.info("saved compile temps in %s", dest)


def store_vmfb(cache_file: Path, vmfb: bytes) -> None:
    """Write a cache entry atomically; an unwritable cache only logs a warning."""
    try:
        cache_file.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(dir=cache_file.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(vmfb)
        os.replace(tmp_name, cache_file)
    except OSError as e:
        _log.warning("could not write vmfb cache %s: %s", cache_file, e)


def _find_iree_compile() -> str:
    from iree.compiler.tools.binaries import find_tool

    return find_tool("iree-compile")


def compile_module(module: ir.Module, options: CompileOptions, *, use_cache: bool = True
                   ) -> CompiledModule:
    """Compiles ``module`` (all segment functions) to a ``.vmfb``, using the disk cache.

    ``vulkan_target="auto"`` is resolved here from the Vulkan device IREE would run on.
    """
    if options.target == "vulkan-spirv" and options.vulkan_target == "auto":
        from .runtime import query_vulkan_device

        options = resolve_vulkan_target(options, query_vulkan_device())
        _log.info("Vulkan target %r chosen for the device", options.vulkan_target)
    text, ranges = render_module(module)
    flags = build_flags(options)
    key = _cache_key(text, flags)
    save_temps = os.environ.get("IREE_VKFFT_SAVE_TEMPS")
    cache_file = cache_dir() / f"{key}.vmfb"
    if use_cache and cache_file.is_file():
        vmfb = cache_file.read_bytes()
        _log.debug("vmfb cache hit %s", cache_file)
        if save_temps:
            _save_temps(Path(save_temps), text, module, flags, vmfb)
        return CompiledModule(vmfb, key, tuple(flags), True, 0.0)

    with tempfile.TemporaryDirectory(prefix="iree-vkfft-") as tmp:
        input_file = os.path.join(tmp, "segments.mlir")
        output_file = os.path.join(tmp, "segments.vmfb")
        Path(input_file).write_text(text)
        cmd = build_compile_command_line(options, input_file, output_file,
                                         tool=_find_iree_compile())
        _log.info("running iree-compile for %d functions (%s)", len(ranges), options.target)
        t0 = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, text=True)
        seconds = time.perf_counter() - t0
        if proc.returncode != 0:
            if save_temps:
                _save_temps(Path(save_temps), text, module, flags, None)
            diagnostics, segment = _first_diagnostics(proc.stderr, input_file, ranges)
            where = f" in segment {segment!r}" if segment else ""
            raise IreeCompileError(
                f"iree-compile failed{where} (target {options.target}, exit code "
                f"{proc.returncode}):\n{diagnostics}",
                segment=segment, diagnostics=diagnostics, command=cmd,
            )
        vmfb = Path(output_file).read_bytes()
    if save_temps:
        _save_temps(Path(save_temps), text, module, flags, vmfb)
    if use_cache:
        store_vmfb(cache_file, vmfb)
    _log.info("iree-compile took %.2f s", seconds)
    return CompiledModule(vmfb, key, tuple(flags), False, seconds)
