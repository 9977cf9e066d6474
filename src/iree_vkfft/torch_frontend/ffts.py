"""torch's FFT ops, each replaced by a call of a StableHLO function with its semantics.

Both spellings are matched by name (a registered op ``torch.aten.fft_rfft``, or the generic
``torch.operator "torch.aten.fft_irfft"`` that the FX importer writes for ops torch-mlir does
not register), and every parameter (``n``, ``s``, ``dim``, ``norm``, stft's and istft's) is
read from the constants that feed it: :func:`rewrite_ffts` raises
:class:`~.errors.TorchFrontendError` for one computed at run time.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Callable

import numpy as np
from iree.compiler import ir

from . import semantics
from .errors import TorchFrontendError
from .rewrite import FunctionSink, replace_with_call, walk_ops
from .values import constant, op_name, resource_array, scalar_operand, vtensor

__all__ = ["FFT_OPS", "rewrite_ffts", "FftRewrite", "is_fft_op"]

_log = logging.getLogger(__name__)

#: aten name -> (kind, several axes?)
FFT_OPS = {
    "fft_fft": ("fft", False), "fft_ifft": ("ifft", False), "fft_rfft": ("rfft", False),
    "fft_irfft": ("irfft", False), "fft_hfft": ("hfft", False), "fft_ihfft": ("ihfft", False),
    "fft_fft2": ("fft", True), "fft_ifft2": ("ifft", True), "fft_rfft2": ("rfft", True),
    "fft_irfft2": ("irfft", True), "fft_fftn": ("fft", True), "fft_ifftn": ("ifft", True),
    "fft_rfftn": ("rfft", True), "fft_irfftn": ("irfft", True),
    "fft_hfft2": ("hfft", True), "fft_ihfft2": ("ihfft", True), "fft_hfftn": ("hfft", True),
    "fft_ihfftn": ("ihfft", True),
}


@dataclasses.dataclass
class FftRewrite:
    """One module's FFT rewrite: where the functions go and what was done (``report``)."""

    sink: FunctionSink
    blobs: dict[str, bytes]
    report: list[str] = dataclasses.field(default_factory=list)

    def const(self, v: ir.Value):
        return constant(v, self.blobs)

    def call(self, op: ir.Operation, operands: list[ir.Value], emitter: Callable, *args) -> str:
        name = self.sink.function(emitter, *args)
        self.report.append(f"{op_name(op)} -> @{name}")
        replace_with_call(op, operands, name)
        return name


def _axes(aten: str, rank: int, n_or_s, dim) -> tuple[list[int], list[int] | None]:
    """torch.fft's axes and lengths: ``dim`` None means the last len(s) axes (all without s;
    the last two for the ``*2`` forms); an int ``n`` is a one-axis ``s``."""
    kind, several = FFT_OPS[aten]
    if not several:
        return [dim % rank], None if n_or_s is None else [n_or_s]
    s = n_or_s
    if dim is None:
        if aten.endswith("2"):
            dim = [-2, -1]
        else:
            dim = list(range(rank)) if s is None else list(range(rank - len(s), rank))
    axes = [d % rank for d in dim]
    if len(set(axes)) != len(axes):
        raise TorchFrontendError(f"{aten}: repeated dim {dim}")
    if s is not None and len(s) != len(axes):
        raise TorchFrontendError(f"{aten}: s {s} and dim {dim} differ in length")
    return axes, s


def _fft(rw: FftRewrite, op: ir.Operation, aten: str) -> None:
    x = op.operands[0]
    shape, elt = vtensor(x.type)
    oshape, oelt = vtensor(op.results[0].type)
    n_or_s, dim, norm = (rw.const(v) for v in op.operands[1:4])
    if norm not in (None, "backward", "ortho", "forward"):
        raise TorchFrontendError(f"{aten}: unknown norm {norm!r}")
    axes, s = _axes(aten, len(shape), n_or_s, dim)
    kind = FFT_OPS[aten][0]
    rw.call(op, [x], semantics.emit_fft_func, kind, shape, elt, axes, s, norm, oshape, oelt)


def _fft_c2c(rw: FftRewrite, op: ir.Operation) -> None:
    x = op.operands[0]
    shape, elt = vtensor(x.type)
    oshape, oelt = vtensor(op.results[0].type)
    dim, normalization, forward = (rw.const(v) for v in op.operands[1:4])
    axes = [d % len(shape) for d in dim]
    rw.call(op, [x], semantics.emit_c2c_func, shape, elt, axes, int(normalization),
            bool(forward), oshape, oelt)


def _fft_r2c_c2r(rw: FftRewrite, op: ir.Operation, kind: str) -> None:
    """``aten._fft_r2c(self, dim, normalization, onesided)`` and ``aten._fft_c2r(self, dim,
    normalization, last_dim_size)``: what ``torch.func.grad`` and ``make_fx`` trace
    ``torch.fft.rfft``/``irfft`` and their backward into."""
    x = op.operands[0]
    shape, elt = vtensor(x.type)
    oshape, oelt = vtensor(op.results[0].type)
    dim, normalization, last = (rw.const(v) for v in op.operands[1:4])
    axes = [d % len(shape) for d in dim]
    rw.call(op, [x], semantics.emit_r2c_c2r_func, kind, shape, elt, axes, int(normalization),
            int(last), oshape, oelt)


def _window(rw: FftRewrite, op: ir.Operation, window: ir.Value, length: int,
            element: str) -> ir.Value:
    """stft/istft's window operand; ``None`` (torch: a rectangular window of ``length``)
    becomes a literal of ones."""
    if not _is_none(window):
        return window
    real = element.removeprefix("complex<").removesuffix(">")
    t = ir.Type.parse(f"!torch.vtensor<[{length}],{real}>", op.context)
    ones = np.ones(length, np.float64 if real == "f64" else np.float32)
    with op.context, op.location, ir.InsertionPoint(op):
        lit = ir.Operation.create("torch.vtensor.literal", results=[t],
                                  attributes={"value": ir.DenseElementsAttr.get(ones)})
    return lit.result


def _is_none(v: ir.Value) -> bool:
    owner = getattr(v.owner, "operation", v.owner)
    return isinstance(owner, ir.Operation) and owner.name == "torch.constant.none"


def _stft_args(rw: FftRewrite, op: ir.Operation, n_fft_v, hop_v, win_v, window, onesided_v):
    x = op.operands[0]
    shape, elt = vtensor(x.type)
    n_fft = rw.const(n_fft_v)
    hop = rw.const(hop_v) or n_fft // 4
    win_length = rw.const(win_v) or n_fft
    window = _window(rw, op, window, win_length, elt)
    win = vtensor(window.type)[0][0]
    if win > n_fft:
        raise TorchFrontendError(f"stft: window of {win} longer than n_fft {n_fft}")
    onesided = rw.const(onesided_v)
    onesided = (not elt.startswith("complex")) if onesided is None else bool(onesided)
    return x, shape, elt, n_fft, hop, window, win, onesided


def _stft(rw: FftRewrite, op: ir.Operation, centered: bool) -> None:
    """``aten.stft`` (self, n_fft, hop, win_length, window, normalized, onesided,
    return_complex) and ``aten.stft.center`` (ONNX's: the same with center and pad_mode after
    window); torch's Python ``stft`` pads before calling the op."""
    o = list(op.operands)
    if centered:
        if rw.const(o[5]):
            raise TorchFrontendError("stft.center with center=True is not supported yet")
        o = o[:5] + o[7:]
    x, shape, elt, n_fft, hop, window, win, onesided = _stft_args(
        rw, op, o[1], o[2], o[3], o[4], o[6])
    if rw.const(o[7]) is False:
        raise TorchFrontendError("stft with return_complex=False is not supported; export "
                                 "torch.view_as_real(torch.stft(..., return_complex=True))")
    if elt.startswith("complex"):
        raise TorchFrontendError("stft of a complex signal is not supported yet")
    oshape, oelt = vtensor(op.results[0].type)
    rw.call(op, [x, window], semantics.emit_stft_func, shape, elt, n_fft, hop, win,
            bool(rw.const(o[5])), onesided, oshape, oelt)


def _istft(rw: FftRewrite, op: ir.Operation) -> None:
    """``aten.istft`` (self, n_fft, hop, win_length, window, center, normalized, onesided,
    length, return_complex)."""
    o = list(op.operands)
    x, shape, elt, n_fft, hop, window, win, onesided = _stft_args(
        rw, op, o[1], o[2], o[3], o[4], o[7])
    if rw.const(o[9]):
        raise TorchFrontendError("istft with return_complex=True is not supported yet")
    if rw.const(o[7]) is None:  # torch: one-sided unless the input holds all n_fft bins
        onesided = shape[-2] != n_fft
    oshape, _ = vtensor(op.results[0].type)
    center, length = bool(rw.const(o[5])), rw.const(o[8])
    _check_envelope(_literal(window, rw.blobs), n_fft, hop, shape[-1], center, length)
    rw.call(op, [x, window], semantics.emit_istft_func, shape, elt, n_fft, hop, win,
            center, bool(rw.const(o[6])), onesided, length, oshape)


def _literal(v: ir.Value, blobs: dict[str, bytes]) -> np.ndarray | None:
    """The values of a constant tensor operand (``torch.vtensor.literal``), None otherwise."""
    owner = getattr(v.owner, "operation", v.owner)
    if not isinstance(owner, ir.Operation) or owner.name != "torch.vtensor.literal":
        return None
    attr = owner.attributes["value"]
    data = resource_array(attr, blobs)
    if data is None:
        try:
            data = np.array(ir.DenseFPElementsAttr(attr))
        except ValueError:  # not floating point (or not dense)
            return None
    return data


def _check_envelope(window: np.ndarray | None, n_fft: int, hop: int, frames: int,
                    center: bool, length: int | None) -> None:
    """torch.istft refuses a window whose squared overlap-add is ~0 at a kept sample ("window
    overlap add min"); the compiled program would divide by it (inf/NaN). Checked here when the
    window is a constant (a window given at run time: the program's output shows the NaNs)."""
    if window is None:
        return
    w = np.zeros(n_fft)
    lo = (n_fft - window.size) // 2
    w[lo:lo + window.size] = np.asarray(window, np.float64).reshape(-1)
    total = n_fft + hop * (frames - 1)
    envelope = np.zeros(total)
    for t in range(frames):
        envelope[t * hop:t * hop + n_fft] += w * w
    start = n_fft // 2 if center else 0
    stop = min(start + length if length is not None else (
        total - n_fft // 2 if center else total), total)
    if stop > start and envelope[start:stop].min() < 1e-11:
        raise TorchFrontendError(
            f"istft: the window's squared overlap-add is {envelope[start:stop].min():.3g} at a "
            f"kept sample (n_fft {n_fft}, hop {hop}): torch refuses it (window overlap add "
            f"min); use a window whose hops overlap")


def _onnx_dft(rw: FftRewrite, op: ir.Operation) -> None:
    """``onnx.DFT`` (opset 17-19: ``axis`` an attribute; opset 20: the third operand)."""
    x = op.operands[0]
    shape, elt = vtensor(x.type)
    oshape, _ = vtensor(op.results[0].type)
    attr = {k: ir.IntegerAttr(op.attributes[f"torch.onnx.{k}"]).value
            for k in ("axis", "inverse", "onesided") if f"torch.onnx.{k}" in op.attributes}
    axis = attr.get("axis", 1)
    if len(op.operands) > 2 and not _is_none(op.operands[2]):
        axis = scalar_operand(op.operands[2], rw.blobs)
        if axis is None:
            raise TorchFrontendError("onnx.DFT: its axis is computed at run time")
        axis = axis if axis >= 0 else axis + len(shape) - 1  # opset 20 counts signal axes
    inverse, onesided = attr.get("inverse", 0), attr.get("onesided", 0)
    n = None
    if len(op.operands) > 1 and not _is_none(op.operands[1]):
        n = scalar_operand(op.operands[1], rw.blobs)
        if n is None:
            raise TorchFrontendError("onnx.DFT: its dft_length is computed at run time")
    if n is None:
        n = oshape[axis % len(shape)] if not (onesided and not inverse) else shape[
            axis % len(shape)]
    rw.call(op, [x], semantics.emit_onnx_dft_func, shape, elt, axis, inverse, onesided, n,
            oshape)


def _fftshift(rw: FftRewrite, op: ir.Operation, inverse: bool) -> None:
    """``aten.fft_fftshift(self, dim=None)`` / ``fft_ifftshift`` (not legalized by IREE 3.13's
    torch path: ``failed to legalize operation 'torch.operator'``)."""
    x = op.operands[0]
    shape, elt = vtensor(x.type)
    dim = rw.const(op.operands[1]) if len(op.operands) > 1 else None
    axes = list(range(len(shape))) if dim is None else [dim] if isinstance(dim, int) else dim
    rw.call(op, [x], semantics.emit_fftshift_func, shape, elt, [a % len(shape) for a in axes],
            inverse)


def _handler(name: str) -> Callable[[FftRewrite, ir.Operation], None] | None:
    aten = name.removeprefix("torch.aten.")
    if aten in FFT_OPS:
        return lambda rw, op: _fft(rw, op, aten)
    return {"_fft_c2c": _fft_c2c, "_fft_r2c": lambda rw, op: _fft_r2c_c2r(rw, op, "r2c"),
            "_fft_c2r": lambda rw, op: _fft_r2c_c2r(rw, op, "c2r"),
            "stft": lambda rw, op: _stft(rw, op, False),
            "stft.center": lambda rw, op: _stft(rw, op, True), "istft": _istft,
            "onnx.DFT": _onnx_dft, "fft_fftshift": lambda rw, op: _fftshift(rw, op, False),
            "fft_ifftshift": lambda rw, op: _fftshift(rw, op, True)}.get(aten)


def is_fft_op(op: ir.Operation) -> bool:
    """Whether :func:`rewrite_ffts` replaces ``op`` (an FFT op of torch or ONNX; ONNX's
    ``STFT`` once torch-mlir's conversion has made it an ``aten.stft.center``)."""
    return op_name(op) == "onnx.STFT" or _handler(op_name(op)) is not None


def rewrite_ffts(module: ir.Module, sink: FunctionSink, blobs: dict[str, bytes]) -> list[str]:
    """Replaces every FFT op of ``module`` (torch or ONNX spelling) by a call; returns one
    line per op replaced."""
    rw = FftRewrite(sink, blobs)
    for op in walk_ops(module):
        handler = _handler(op_name(op))
        if handler is None:
            continue
        try:
            handler(rw, op)
        except TorchFrontendError as e:
            raise TorchFrontendError(f"{e} ({op_name(op)} at {op.location})") from None
    return rw.report
