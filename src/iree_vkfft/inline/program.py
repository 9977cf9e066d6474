"""Inline-mode programs: one ordinary IREE module for the Vulkan target, VkFFT inside.

``compile_inline(module) -> InlineProgram``: lower every ``stablehlo.fft`` to VkFFT's SPIR-V
kernels (:mod:`.lower`), compile the whole module with iree-compile for ``vulkan-spirv``
(from MLIR bytecode, so nothing depends on the textual form of the embedded objects), and load
it on IREE's vulkan driver. ``InlineProgram.vmfb`` runs on any IREE runtime of the same
version (``iree-run-module --device=vulkan --module=prog.vmfb``), without Python.

Compiled like every mode through :func:`~iree_vkfft.toolchain.compile.compile_to_vmfb` (disk
cache keyed by the lowered module's bytecode, the flags and IREE's version;
``IREE_VKFFT_SAVE_TEMPS=<dir>`` keeps ``inline.mlirbc``, ``inline.mlir``, ``flags.txt`` and
``inline.vmfb``).
"""

from __future__ import annotations

import dataclasses
import io
import logging
from typing import Any, Sequence

from iree.compiler import ir

from ..toolchain.options import CompileOptions
from ..toolchain.program import ModuleProgram, compile_self_contained
from ..dispatch.errors import InlineError
from ..dispatch.kernels import KernelLimits
from ..dispatch.lower import InlinedFft
from ..workarounds import registry as workarounds
from .lower import LoweredModule, lower_program
from .target import TargetDevice

__all__ = ["InlineProgram", "compile_inline", "compile_lowered", "emit_mlir"]

_log = logging.getLogger(__name__)

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


def inline_options(options: CompileOptions) -> CompileOptions:
    """``options`` checked for inline mode, with the workaround registry's flags for inline
    modules in front of the caller's ``extra_args``."""
    if options.target != "vulkan-spirv":
        raise InlineError(f"inline mode compiles VkFFT's SPIR-V kernels into the module and "
                          f"needs target='vulkan'; got {options.target!r} (use mode='split')")
    if not options.keep_f64:
        raise InlineError("inline mode needs keep_f64=True (iree-compile crashes on externs "
                          "when f64 is demoted)")
    return workarounds.with_flags(options, "inline")


class InlineProgram(ModuleProgram):
    """A compiled inline-mode program (one ``.vmfb`` for the Vulkan target, VkFFT's kernels
    inside); ``ffts`` lists the inlined FFTs, ``lowered`` the rewritten module (None once
    unpickled or loaded), ``planned_for`` the device limits the kernels were planned for and
    ``needs`` what they use of a device: a device that lacks any of it is refused at the first
    call there (:class:`InlineError` naming the limit), before anything runs."""

    mode = "inline"
    fft_provider = "vkfft-inline"

    def __init__(self, *args, planned_for: TargetDevice | None = None,
                 lowered: LoweredModule | None = None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.lowered = lowered
        self.planned_for = planned_for
        self.needs = KernelLimits()
        for fft in self._ffts:
            self.needs = self.needs.merge(fft.limits)

    def mlir(self, *, elide_kernels: bool = False) -> str:
        if self.lowered is None:
            raise ValueError("this program was unpickled or loaded: its lowered MLIR stays with "
                             "the process that compiled it (the .vmfb travels)")
        return emit_mlir(self.lowered.module, elide_kernels=elide_kernels)

    @classmethod
    def _ffts_from_card(cls, card: dict) -> list[InlinedFft]:
        return [InlinedFft.from_json(f) for f in card["ffts"]]

    def _restore_card(self, card: dict) -> None:
        planned = card.get("planned_for")
        self.planned_for = TargetDevice.from_dict(planned) if planned else None

    def _check_device(self) -> None:
        from .._config import current_device

        device = current_device()
        lacks = self.needs.violations(device)
        if lacks:
            planned = f" (planned for {self.planned_for.name})" if self.planned_for else ""
            raise InlineError(
                f"this inline program's VkFFT kernels{planned} cannot run on {device}: they "
                f"need {'; '.join(lacks)}. Compile it again for this device "
                f"(iree_vkfft.compile(..., mode='inline') here, or target_device=) or use "
                f"mode='portable'")


def compile_lowered(module: ir.Module, options: CompileOptions, *, entry: str = "main",
                    ffts: Sequence[InlinedFft] = (), use_cache: bool = True,
                    target: TargetDevice | None = None) -> InlineProgram:
    """The :class:`InlineProgram` of a lowered module (``ffts``: what was inlined), compiled
    for ``target`` (default: the local Vulkan device's limits)."""
    from .. import _config

    planned = target if target is not None else TargetDevice.from_device(_config.current_device())
    done = workarounds.compile_retrying(module, inline_options(options), "inline", lambda m, o: (
        compile_self_contained(
            m, "inline", o, entry=entry, ffts=[f.to_json() for f in ffts],
            extra={"planned_for": dataclasses.asdict(planned)}, use_cache=use_cache,
            device_name=target.name if target is not None else None,
            readable=lambda: emit_mlir(m))))
    return InlineProgram(entry, done.options, done.input_specs, done.output_specs,
                         done.compiled.vmfb, flags=done.compiled.flags,
                         cache_hit=done.compiled.cache_hit, ffts=ffts, planned_for=planned,
                         lowered=LoweredModule(module, entry, list(ffts)))


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
    options = inline_options(options if options is not None
                             else CompileOptions(target="vulkan"))  # refuse before planning
    lowered = lower_program(module, entry=entry, device=device, isolate_rows=isolate_rows,
                            options=options, target=target)
    program = compile_lowered(lowered.module, options, entry=entry, ffts=lowered.ffts,
                              use_cache=use_cache, target=target)
    program.lowered = lowered
    return program
