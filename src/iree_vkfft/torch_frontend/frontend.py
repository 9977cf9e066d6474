"""A torch-dialect or ONNX-imported program as the module every mode takes.

:func:`lower` runs, in process and in this order:

1. ONNX programs: every ``onnx.DFT`` replaced (:mod:`.ffts`) before torch-mlir's ONNX
   conversion, which is a full conversion and fails on it, and the exporter's decomposition
   of ``atan2``/``angle`` given back as ``aten.atan2`` (:mod:`.onnx_patterns`); then the
   conversion;
2. the enabled fixes of ops around the FFTs (:mod:`.fixes`, registry mode ``"torch"``);
3. every torch FFT op replaced by a call of a StableHLO function with its semantics, and 2-D
   matrix products by ``stablehlo.dot_general`` calls (:mod:`.products`);
4. IREE's torch input passes to linalg on builtin tensors (:mod:`.passes`), constants made
   plain (split mode's segments are new modules).

The result holds no torch op: ``func.func @entry`` over builtin tensors calling private
StableHLO functions that hold ``stablehlo.fft``, which split, inline and portable mode take
as they take a JAX program.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any, Iterable, Sequence

from iree.compiler import ir

from ..stablehlo.parse import load_module
from ..toolchain.options import normalize_target
from ..workarounds import registry
from . import fixes, passes
from .errors import TorchFrontendError
from .ffts import is_fft_op, rewrite_ffts
from .onnx_patterns import rewrite_onnx_atan2
from .products import rewrite_products
from .rewrite import OPSET, FunctionSink, walk_ops
from .values import resource_blobs

__all__ = ["DIALECTS", "Lowered", "input_dialect", "fft_ops", "lower", "as_program"]

_log = logging.getLogger(__name__)

#: the input dialects :func:`input_dialect` tells apart (``iree-compile --iree-input-type``'s
#: names)
DIALECTS = ("stablehlo", "torch", "onnx")


@dataclasses.dataclass(frozen=True)
class Lowered:
    """A program :func:`lower` made: ``module`` (builtin tensors, StableHLO FFT functions),
    its ``entry`` function, the source ``dialect`` and what was rewritten (``report``)."""

    module: ir.Module
    entry: str
    dialect: str
    report: tuple[str, ...]


def input_dialect(module: ir.Module) -> str:
    """"onnx" (a function carries ``torch.onnx_meta.opset_version``: what iree-import-onnx
    writes), "torch" (any torch or torch_c op or type) or "stablehlo" (anything else), as
    ``iree-compile --iree-input-type=auto`` tells them."""
    for op in module.body.operations:
        if OPSET in op.operation.attributes:
            return "onnx"
    for op in walk_ops(module):
        if op.name.startswith(("torch.", "torch_c.")):
            return "torch"
    return "stablehlo"


def fft_ops(module: ir.Module) -> list[ir.Operation]:
    """The torch and ONNX FFT ops of ``module`` (both spellings, stft, istft, onnx.DFT)."""
    return [op for op in walk_ops(module) if is_fft_op(op)]


def _entry_name(module: ir.Module, entry: str | None) -> str:
    """``entry``, or when None or absent the module's one public function (ONNX calls its
    entry ``main_graph``)."""
    public = [ir.StringAttr(op.operation.attributes["sym_name"]).value
              for op in module.body.operations if op.operation.name == "func.func"
              and "sym_visibility" not in op.operation.attributes]
    if entry in public:
        return entry
    if len(public) == 1 and entry in (None, "main"):
        return public[0]
    raise TorchFrontendError(f"Entry function {entry!r} not found; the module's public "
                             f"functions: {', '.join(public) or 'none'}")


def lower(source: Any, *, entry: str | None = None, targets: Sequence[str] = ("llvm-cpu",),
          release: registry.Release | None = None, disabled: Iterable[str] = (),
          context: ir.Context | None = None) -> Lowered:
    """A torch or ONNX program (text, path, bytecode, ``ir.Module``) lowered for the modes;
    ``targets`` (names or aliases: "llvm-cpu", "vulkan", ...), ``release`` and ``disabled``
    select the registry's fixes as for a compile (``$IREE_VKFFT_DISABLE_WORKAROUNDS`` turns
    entries off too).

    Raises:
        TorchFrontendError: an FFT parameter not known at compile time, an unsupported form, a
            program IREE's torch passes cannot lower (the message names the op).
        StableHLOError: the source is not valid MLIR, or a StableHLO program.
    """
    targets = [normalize_target(t) for t in targets]
    module = load_module(source, context=context)
    dialect = input_dialect(module)
    if dialect == "stablehlo":
        raise TorchFrontendError("not a torch-dialect or ONNX-imported program")
    name = _entry_name(module, entry)
    blobs = resource_blobs(module)
    sink = FunctionSink(module)
    report: list[str] = []
    if dialect == "onnx":
        report += rewrite_ffts(module, sink, blobs)
        report += rewrite_onnx_atan2(module, blobs)
        passes.onnx_to_torch(module)
    off = set(registry.check_names(tuple(disabled) + registry.disabled_from_env()))
    changed = fixes.apply_fixes(module, sink, lambda e: registry.enabled(
        e, targets, release=release, mode="torch", disabled=off))
    report += [f"{entry_name}: {count} op(s)" for entry_name, count in changed.items()]
    report += rewrite_ffts(module, sink, blobs)
    report += rewrite_products(module, sink)
    passes.torch_to_linalg(module)
    passes.materialize_constants(module, blobs)  # the passes keep the resources' names
    passes.fold_scalar_truncations(module)
    try:
        module.operation.verify()
    except ir.MLIRError as e:
        raise TorchFrontendError(f"the torch front end produced invalid IR: {e}") from None
    _log.info("torch front end (%s): %d rewrite(s), @%s", dialect, len(report), name)
    return Lowered(module, name, dialect, tuple(report))


def _may_be_torch(source: Any) -> bool:
    """A cheap pre-filter before parsing: text or bytes without ``torch`` anywhere cannot be
    a torch or ONNX program (every one holds ``!torch.vtensor``). Anything else (an
    ``ir.Module``, a path, an object with ``as_text``) is parsed and walked."""
    if isinstance(source, str) and ("\n" in source or "{" in source):
        return "torch" in source
    if isinstance(source, (bytes, bytearray, memoryview)):
        return b"torch" in bytes(source)
    return True


def as_program(source: Any, *, entry: str, targets: Sequence[str],
               release: registry.Release | None = None, disabled: Iterable[str] = ()
               ) -> tuple[Any, str]:
    """``(source, entry)`` unchanged for a StableHLO program; for a torch or ONNX one, the
    module :func:`lower` makes of it and its entry (what ``iree_vkfft.compile`` and the
    drop-in hand their modes)."""
    if not _may_be_torch(source):
        return source, entry
    module = load_module(source)
    if input_dialect(module) == "stablehlo":
        return (module if isinstance(source, ir.Module) else source), entry
    lowered = lower(module, entry=entry, targets=targets, release=release, disabled=disabled)
    return lowered.module, lowered.entry
