"""Inline-mode programs: one ordinary IREE module for the Vulkan target, VkFFT inside.

``compile_inline(module) -> InlineProgram``: lower every ``stablehlo.fft`` to VkFFT's SPIR-V
kernels (:mod:`.lower`), compile the whole module with iree-compile for ``vulkan-spirv``
(from MLIR bytecode, so nothing depends on the textual form of the embedded objects), and load
it on IREE's vulkan driver. ``InlineProgram.vmfb`` runs on any IREE runtime of the same
version (``iree-run-module --device=vulkan --module=prog.vmfb``), without Python.

Cache: the ``.vmfb`` is cached on disk like split mode's (``$IREE_VKFFT_CACHE_DIR``), keyed by
the lowered module's bytecode, the flags and IREE's version. ``IREE_VKFFT_SAVE_TEMPS=<dir>``
keeps ``inline.mlir``, ``inline.mlirbc``, ``flags.txt`` and ``inline.vmfb``.
"""

from __future__ import annotations

import dataclasses
import hashlib
import io
import logging
import os
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any, Sequence

import numpy as np
from iree.compiler import ir

from ..iree.compile import IreeCompileError, cache_dir, iree_version
from ..iree.options import CompileOptions, build_compile_command_line, resolve_vulkan_target
from ..stablehlo.match import TensorSpec, tensor_spec
from ..stablehlo.parse import find_entry
from .errors import InlineError
from .lower import InlinedFft, LoweredModule, lower_program

__all__ = ["INLINE_FLAGS", "InlineProgram", "compile_inline", "compile_lowered", "emit_mlir",
           "lowered_bytecode"]

_log = logging.getLogger(__name__)

_MAX_DIAGNOSTIC_LINES = 12

#: Flags every inline module is compiled with, before the caller's ``extra_args`` (which may
#: override them), both for IREE 3.13 (docs/NOTES.md):
#: - memoized command buffers with ``hal.dispatch.extern`` dispatches inside run the wrong work
#:   (the module returns zeros or garbage) once any other module has been loaded on the device;
#:   re-recording per call costs nothing measurable on lavapipe;
#: - const-expr hoisting turns an extern's ``tensor.empty`` output into an uninitialized global
#:   "constant" allocated at load and copied into a fresh buffer on every call (a wasted copy of
#:   the output; the load-time allocation also loses the lavapipe device now and then).
INLINE_FLAGS = ("--iree-hal-memoization=false", "--iree-opt-const-expr-hoisting=false")


def emit_mlir(module: ir.Module, *, elide_kernels: bool = False) -> str:
    """The lowered module as MLIR text (for ``--emit-mlir``).

    The text parses back and compiles to the same program (each embedded object carries a
    ``path`` naming its kernel next to its ``data``). ``elide_kernels=True`` prints SPIR-V and
    constant tables as ``dense_resource<__elided__>``: readable, but not compilable.
    """
    if elide_kernels:
        out = io.StringIO()
        module.operation.print(file=out, large_elements_limit=64)
        return out.getvalue()
    return str(module)


def lowered_bytecode(module: ir.Module) -> bytes:
    out = io.BytesIO()
    module.operation.write_bytecode(out)
    return out.getvalue()


def _resolve_options(options: CompileOptions, target: Any = None) -> CompileOptions:
    if options.target != "vulkan-spirv":
        raise InlineError(f"inline mode compiles VkFFT's SPIR-V kernels into the module and "
                          f"needs target='vulkan'; got {options.target!r} (use mode='split')")
    if not options.keep_f64:
        raise InlineError("inline mode needs keep_f64=True (iree-compile crashes on externs "
                          "when f64 is demoted)")
    missing = tuple(f for f in INLINE_FLAGS if f not in options.extra_args)
    if missing:
        options = dataclasses.replace(options, extra_args=missing + options.extra_args)
    if options.vulkan_target == "auto" and target is not None:
        from ..iree.options import VulkanDeviceInfo

        options = resolve_vulkan_target(options, VulkanDeviceInfo(name=target.name))
    elif options.vulkan_target == "auto":
        from ..iree.runtime import query_vulkan_device

        options = resolve_vulkan_target(options, query_vulkan_device())
        _log.info("Vulkan target %r chosen for the device", options.vulkan_target)
    return options


def compile_lowered(module: ir.Module, options: CompileOptions, *, use_cache: bool = True
                    ) -> tuple[bytes, tuple[str, ...], bool]:
    """``(vmfb, flags, cache_hit)`` for a lowered module; compiled from its bytecode."""
    from ..iree.compile import _find_iree_compile, store_vmfb
    from ..iree.options import build_flags

    options = _resolve_options(options)
    flags = build_flags(options)
    bytecode = lowered_bytecode(module)
    h = hashlib.sha256()
    for part in (iree_version().encode(), "\0".join(flags).encode(), bytecode):
        h.update(part)
        h.update(b"\1")
    key = "inline-" + h.hexdigest()[:32]
    cache_file = cache_dir() / f"{key}.vmfb"
    save_temps = os.environ.get("IREE_VKFFT_SAVE_TEMPS")
    if use_cache and cache_file.is_file():
        _log.debug("vmfb cache hit %s", cache_file)
        vmfb = cache_file.read_bytes()
        if save_temps:
            _save_temps(Path(save_temps), module, bytecode, flags, vmfb)
        return vmfb, tuple(flags), True
    with tempfile.TemporaryDirectory(prefix="iree-vkfft-inline-") as tmp:
        input_file = os.path.join(tmp, "inline.mlirbc")
        output_file = os.path.join(tmp, "inline.vmfb")
        Path(input_file).write_bytes(bytecode)
        cmd = build_compile_command_line(options, input_file, output_file,
                                         tool=_find_iree_compile())
        _log.info("running iree-compile (inline mode, %s)", options.vulkan_target)
        t0 = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            if save_temps:
                _save_temps(Path(save_temps), module, bytecode, flags, None)
            kept = [ln for ln in proc.stderr.splitlines() if ln.strip()][:_MAX_DIAGNOSTIC_LINES]
            diagnostics = "\n".join(kept)
            raise IreeCompileError(
                f"iree-compile failed on the inline-mode module (exit code {proc.returncode}):"
                f"\n{diagnostics}", segment=None, diagnostics=diagnostics, command=cmd)
        vmfb = Path(output_file).read_bytes()
        _log.info("iree-compile took %.2f s", time.perf_counter() - t0)
    if save_temps:
        _save_temps(Path(save_temps), module, bytecode, flags, vmfb)
    if use_cache:
        store_vmfb(cache_file, vmfb)
    return vmfb, tuple(flags), False


def _save_temps(dest: Path, module: ir.Module, bytecode: bytes, flags: list[str],
                vmfb: bytes | None) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    (dest / "inline.mlir").write_text(emit_mlir(module))
    (dest / "inline.mlirbc").write_bytes(bytecode)
    (dest / "flags.txt").write_text("\n".join(flags) + "\n")
    if vmfb is not None:
        (dest / "inline.vmfb").write_bytes(vmfb)
    _log.info("saved inline-mode temps in %s", dest)


def _signature(module: ir.Module, entry: str) -> tuple[list[TensorSpec], list[TensorSpec]]:
    op = find_entry(module, entry)
    ftype = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
    ins = [tensor_spec(t, what=f"input {i} of @{entry}") for i, t in enumerate(ftype.inputs)]
    outs = [tensor_spec(t, what=f"output {i} of @{entry}") for i, t in enumerate(ftype.results)]
    return ins, outs


@dataclasses.dataclass
class InlineStats:
    """Statistics of the last call."""

    host_to_device_bytes: int = 0
    device_to_host_bytes: int = 0
    copies: int = 0
    total_seconds: float = 0.0


class InlineProgram:
    """A compiled inline-mode program: call it with numpy arrays, get a tuple of arrays.

    ``vmfb`` is the self-contained module; ``ffts`` lists the inlined FFTs.
    """

    def __init__(self, lowered: LoweredModule, vmfb: bytes, flags: Sequence[str],
                 options: CompileOptions, cache_hit: bool) -> None:
        self.lowered = lowered
        self.vmfb = vmfb
        self.flags = tuple(flags)
        self.options = options
        self.cache_hit = cache_hit
        self.entry = lowered.entry
        self.mode = "inline"
        self.fft_provider = "vkfft-inline"
        self._inputs, self._outputs = _signature(lowered.module, lowered.entry)
        self._rt = None
        self.stats = InlineStats()

    @property
    def ffts(self) -> list[InlinedFft]:
        return list(self.lowered.ffts)

    @property
    def input_specs(self) -> list[TensorSpec]:
        return list(self._inputs)

    @property
    def output_specs(self) -> list[TensorSpec]:
        return list(self._outputs)

    def mlir(self, *, elide_kernels: bool = False) -> str:
        return emit_mlir(self.lowered.module, elide_kernels=elide_kernels)

    def save(self, path: str | os.PathLike) -> None:
        Path(path).write_bytes(self.vmfb)

    def __repr__(self) -> str:
        ins = ", ".join(map(str, self._inputs))
        outs = ", ".join(map(str, self._outputs))
        return (f"<InlineProgram @{self.entry}({ins}) -> ({outs}); target=vulkan, "
                f"{len(self.lowered.ffts)} inlined FFT(s), {len(self.vmfb)} bytes>")

    def _runtime(self):
        if self._rt is None:
            from ..iree.runtime import SegmentRuntime

            self._rt = SegmentRuntime(self.vmfb, self.options.driver)
        return self._rt

    def __call__(self, *arrays: Any) -> tuple[np.ndarray, ...]:
        from ..iree.runtime import Value

        specs = self._inputs
        if len(arrays) != len(specs):
            raise TypeError(f"@{self.entry} takes {len(specs)} input(s) "
                            f"({', '.join(map(str, specs))}); got {len(arrays)}")
        xs = []
        for i, (x, spec) in enumerate(zip(arrays, specs)):
            x = np.asarray(x) if not isinstance(x, np.ndarray) else x
            if x.dtype != spec.dtype:
                raise TypeError(f"Input {i} of @{self.entry} must have dtype "
                                f"{spec.dtype.name}; got {x.dtype.name}")
            if tuple(x.shape) != spec.shape:
                raise ValueError(f"Input {i} of @{self.entry} must have shape {spec.shape}; "
                                 f"got {x.shape}")
            xs.append(x)
        rt = self._runtime()
        before = dataclasses.replace(rt.stats)
        t0 = time.perf_counter()
        outs = rt.call(self.entry, [Value(host=x) for x in xs])
        result = tuple(rt.to_host(v, spec.dtype) for v, spec in zip(outs, self._outputs))
        s = rt.stats
        self.stats = InlineStats(s.host_to_device_bytes - before.host_to_device_bytes,
                                 s.device_to_host_bytes - before.device_to_host_bytes,
                                 s.copies - before.copies, time.perf_counter() - t0)
        return result


def compile_inline(module: Any, *, entry: str = "main", options: CompileOptions | None = None,
                   device: Any = None, isolate_rows: bool = True, use_cache: bool = True,
                   target: Any = None) -> InlineProgram:
    """Lowers ``module``'s FFTs to VkFFT dispatches and compiles it for the Vulkan target.

    ``target``: a :class:`~iree_vkfft.inline.target.TargetDevice` to build the ``.vmfb`` for
    (its limits plan the kernels, its name picks IREE's Vulkan target); default: the local
    device.

    Raises:
        InlineError: the target is not Vulkan, or an FFT cannot be inlined (the message says
            why; ``mode="split"`` runs it).
        IreeCompileError: iree-compile failed.
    """
    options = options if options is not None else CompileOptions(target="vulkan")
    options = _resolve_options(options, target)  # refuse a wrong target before building plans
    lowered = lower_program(module, entry=entry, device=device, isolate_rows=isolate_rows,
                            workarounds=options.workarounds, target=target)
    vmfb, flags, hit = compile_lowered(lowered.module, options, use_cache=use_cache)
    return InlineProgram(lowered, vmfb, flags, options, hit)
