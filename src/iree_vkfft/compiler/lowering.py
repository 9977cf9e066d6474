"""The FFT rewrite behind iree-vkfft-compile: read the input module, lower every
``stablehlo.fft`` in inline or portable mode, hand back the module for iree-compile: MLIR
bytecode in inline mode (the text of embedded SPIR-V objects does not parse back), MLIR text
with its source locations in portable mode (plain StableHLO text is what other IREE releases
read most surely; bytecode versions move with MLIR).

What iree-compile would do to the FFTs' precision is done first: unless the command line says
``--iree-input-demote-f64-to-f32=false`` (iree-compile 3.13 demotes by default), every f64 FFT
becomes ``convert -> f32 FFT -> convert`` before lowering, and iree-compile's own demotion turns
the converts into no-ops. Without this, an inline module with f64 kernels crashes iree-compile
3.13 (segfault) once demotion is on.
"""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path
from typing import Any, Sequence

from iree.compiler import ir

from ..inline import TargetDevice
from ..inline import lower_ffts as inline_lower_ffts
from ..portable import lower_ffts as portable_lower_ffts
from ..portable.builder import forms_for
from ..stablehlo.assertions import lower_shape_assertions
from ..stablehlo.match import find_ops
from ..stablehlo.parse import inline_calls
from ..workarounds import registry as workarounds
from ..toolchain.compile import module_bytecode
from .jobs import FFT_OP

__all__ = ["parse_input", "fft_ops", "demote_f64_ffts", "lower_module", "Lowered"]

_log = logging.getLogger(__name__)

def parse_input(data: bytes, path: str | None, context: ir.Context) -> ir.Module | None:
    """The module in ``data`` (read from ``path``, None for stdin), or None when MLIR's parser
    refuses it: iree-compile then sees the input untouched and reports the problem itself."""
    try:
        if path is not None and Path(path).is_file():
            return ir.Module.parseFile(path, context)  # locations name the file
        return ir.Module.parse(data, context)
    except ir.MLIRError as e:
        _log.info("left to iree-compile: the input does not parse here (%s)",
                  str(e).splitlines()[0])
        return None


def fft_ops(module: ir.Module) -> list[ir.Operation]:
    return find_ops(module.operation, lambda o: o.name == FFT_OP)


def _demoted(t: ir.Type) -> ir.Type | None:
    """``t`` (a tensor of f64 or complex<f64>) with f32 elements; None for other types."""
    t = ir.RankedTensorType(t)
    element = t.element_type.maybe_downcast()
    if isinstance(element, ir.F64Type):
        return ir.RankedTensorType.get(t.shape, ir.F32Type.get())
    if isinstance(element, ir.ComplexType) and isinstance(
            element.element_type.maybe_downcast(), ir.F64Type):
        return ir.RankedTensorType.get(t.shape, ir.ComplexType.get(ir.F32Type.get()))
    return None


def _convert(value: ir.Value, to: ir.Type) -> ir.Value:
    return ir.Operation.create("stablehlo.convert", results=[to], operands=[value]).result


def demote_f64_ffts(module: ir.Module) -> int:
    """Each f64 FFT rebuilt as ``convert -> f32 FFT -> convert`` (in place); returns the count.
    Static shapes only (iree-compile's demotion needs nothing else from us)."""
    count = 0
    with module.context, ir.Location.unknown():
        for op in fft_ops(module):
            operand_t, result_t = op.operands[0].type, op.results[0].type
            if not all(isinstance(t.maybe_downcast(), ir.RankedTensorType)
                       for t in (operand_t, result_t)):
                continue
            low_in, low_out = _demoted(operand_t), _demoted(result_t)
            if low_in is None or low_out is None:
                continue
            with ir.InsertionPoint(op), op.location:
                attrs = {name: op.attributes[name] for name in op.attributes}
                fft = ir.Operation.create(FFT_OP, results=[low_out],
                                          operands=[_convert(op.operands[0], low_in)],
                                          attributes=attrs)
                back = _convert(fft.result, result_t)
            op.results[0].replace_all_uses_with(back)
            op.erase()
            count += 1
    return count


@dataclasses.dataclass(frozen=True)
class Lowered:
    """A lowered module (``payload``: the file for iree-compile, named ``*suffix``) and the
    flags iree-compile needs before the user's."""

    payload: bytes = dataclasses.field(repr=False)
    suffix: str
    flags: tuple[str, ...]
    mode: str
    ffts: int


def _workarounds(module: ir.Module, mode: str, targets: Sequence[str],
                 release: tuple[int, int] | None, disabled: Sequence[str],
                 retried: Sequence[str] = ()) -> tuple[str, ...]:
    """The registry's rewrites for ``targets`` (inline mode's module is Vulkan's) and
    ``release`` (and the ``retried`` entries a failed compile asked for), in place; returns
    their flags."""
    every = tuple(targets) + (("vulkan-spirv",) if mode == "inline" else ())
    off = workarounds.check_names(tuple(disabled) + workarounds.disabled_from_env())
    workarounds.apply(module, every, release=release, mode=mode, disabled=off, retried=retried)
    return workarounds.flags(every, release=release, mode=mode, disabled=off, module=module)


def lower_module(module: ir.Module, mode: str, *, targets: Sequence[str], demote_f64: bool,
                 target_device: Any = None, iree_release: tuple[int, int] | None = None,
                 disabled: Sequence[str] = (), retried: Sequence[str] = ()) -> Lowered:
    """Lowers every FFT of ``module`` (in place) in ``mode`` ("inline" or "portable").

    ``iree_release``: (major, minor) of the iree-compile that gets the module (None: the
    pinned one); portable mode emits the forms that release compiles (``forms_for``) and the
    workaround registry's entries for that release apply. ``disabled``: entries turned off
    (``--iree-vkfft-disable-workaround``; ``$IREE_VKFFT_DISABLE_WORKAROUNDS`` adds to them).

    ``target_device``: a :class:`~iree_vkfft.inline.TargetDevice` or a path to its limits JSON
    (inline mode; default: the local Vulkan device).

    Raises:
        InlineError / PortableError: an FFT this mode cannot lower (the message names the op,
            its location and types).
    """
    count = len(fft_ops(module))
    inline_calls(module)
    lower_shape_assertions(module)  # IREE drops jax.export's shape assertions (.assertions)
    if demote_f64:
        demoted = demote_f64_ffts(module)
        if demoted:
            _log.info("%d f64 FFT(s) demoted to f32, as iree-compile demotes f64", demoted)
    if mode == "inline":
        if isinstance(target_device, (str, Path)):
            target_device = TargetDevice.from_json(target_device)
        inline_lower_ffts(module, target=target_device)
    else:
        if target_device is not None:
            _log.warning("--iree-vkfft-target-device is ignored: portable mode builds no "
                         "kernels for a device")
        # Metal has no f64: refuse (naming the op) an f64 FFT iree-compile will not demote
        portable_lower_ffts(module, float64="metal-spirv" not in targets,
                            forms=forms_for(iree_release))
    # IREE's bugs the same programs hit outside their FFTs, for the release that compiles them
    # (only modules we rewrite get them; iree_vkfft.workarounds)
    flags = _workarounds(module, mode, targets, iree_release, disabled, retried)
    module.operation.verify()
    _log.info("%d FFT op(s) lowered in %s mode", count, mode)
    if mode == "inline":
        return Lowered(module_bytecode(module), ".mlirbc", tuple(flags), mode, count)
    text = module.operation.get_asm(enable_debug_info=True)  # diagnostics name the source
    return Lowered(text.encode(), ".mlir", tuple(flags), mode, count)
