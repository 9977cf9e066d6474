"""Replace every ``stablehlo.fft`` of a module by plain StableHLO (portable mode).

Each op is rewritten where it stands (inside ``while``/``case`` bodies too): the operand is
split into a real "parts" tensor ``[2, ...]`` (real and imaginary parts; IREE 3.13's complex
element types are avoided inside the rewrite, see docs/notes.md), each transformed axis goes
through the stages of its :class:`~iree_vkfft.portable.plan.AxisPlan` (one real
``dot_general`` per radix stage, element-wise twiddles, reshapes and one final transpose), and
the parts are recombined with ``stablehlo.complex`` at the op boundary.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
from typing import Callable

import numpy as np
from iree.compiler import ir

from .._types import FftType
from ..stablehlo.dynamic import DYNAMIC, collapse_batch, expand_batch
from ..stablehlo.match import FftDescription, TensorSpec, describe_fft, find_ops, inside_loop
from .builder import Builder, EmitForms, shape_of
from .errors import PortableError
from .plan import AxisPlan, dense_dft, plan_length
from .transforms import c2c, irfft_axis, irfft_dense, rfft_dense, rfft_last

__all__ = ["PortableFft", "lower_ffts", "lower_ffts_with"]

_log = logging.getLogger(__name__)

_FFT_OP = "stablehlo.fft"


@dataclasses.dataclass(frozen=True)
class PortableFft:
    """One distinct FFT rewritten into plain StableHLO (``count`` ops had this form).

    ``plan``: one line per transformed axis (length: algorithm); ``constant_bytes``: bytes of
    DFT matrices, twiddles and chirp tables emitted per op; ``flops``: real flops of the
    decomposition as emitted (dot_general: 2 per multiply-add; element-wise: 1 per element).
    """

    description: str
    plan: tuple[str, ...]
    constant_bytes: int
    flops: int
    count: int = 1


def _axis_description(kind: FftType, n: int, last: bool, plan_of, dense: bool) -> str:
    if dense:
        return f"{n}: real, dense DFT (one matrix product)"
    if kind.is_real and last and n > 1:
        if n % 2 == 0:
            return f"{n}: real, even/odd samples packed into {n // 2}: {plan_of(n // 2).algorithm}"
        plan = plan_of(n)
        if plan.stages[0].kind == "radix":
            return f"{n}: real, first stage on real data: {plan.algorithm}"
        return f"{n}: real, as complex: {plan.algorithm}"
    return f"{n}: {plan_of(n).algorithm}"


def _to_parts(b: Builder, x: ir.Value) -> ir.Value:
    shape = shape_of(x)
    re = b.op("stablehlo.real", b.tensor(shape), [x])
    im = b.op("stablehlo.imag", b.tensor(shape), [x])
    return b.stack_parts(re, im)


def _from_parts(b: Builder, v: ir.Value, labels: list[int], result: ir.RankedTensorType
                ) -> ir.Value:
    """Transposes ``v`` (axes named by ``labels`` after the parts axis) back to the op's
    order and builds the result (complex from two parts, or the real part alone)."""
    rank = len(labels)
    v = b.transpose(v, [0] + [1 + labels.index(i) for i in range(rank)])
    shape = [int(d) for d in result.shape]
    if not isinstance(result.element_type.maybe_downcast(), ir.ComplexType):
        return b.reshape(v, shape)
    re = b.reshape(b.slice(v, 0, 0, 1), shape)
    im = b.reshape(b.slice(v, 0, 1, 2), shape)
    return b.op("stablehlo.complex", result, [re, im])


def _c2c_axes(b: Builder, v: ir.Value, labels: list[int], axes: list[int], lengths: list[int],
              inverse: bool, plan_of) -> tuple[ir.Value, list[int]]:
    """C2C over ``axes`` (operand axis numbers), last first; 1/n per axis for inverses."""
    for ax, n in reversed(list(zip(axes, lengths))):
        v = c2c(b, v, 1 + labels.index(ax), plan_of(n), inverse, 1.0 / n if inverse else 1.0)
        labels = [ax] + [a for a in labels if a != ax]
    return v, labels


def _lower_one(b: Builder, desc: FftDescription, x: ir.Value, result: ir.RankedTensorType,
               plan_of, dense_last: bool) -> ir.Value:
    """``plan_of(n)``: each axis's plan; ``dense_last``: the real transform's last axis as one
    dense matrix product (:func:`~.transforms.rfft_dense`)."""
    rank = len(desc.operand.shape)
    lengths = list(desc.fft_length)
    axes = list(range(rank - len(lengths), rank))
    kind = desc.fft_type
    if kind is FftType.RFFT:
        v = rfft_dense(b, x) if dense_last else rfft_last(b, x, plan_of)
        labels = [rank - 1] + list(range(rank - 1))
        v, labels = _c2c_axes(b, v, labels, axes[:-1], lengths[:-1], False, plan_of)
        return _from_parts(b, v, labels, result)
    v, labels = _c2c_axes(b, _to_parts(b, x), list(range(rank)), axes[:-1] if kind.is_real
                          else axes, lengths[:-1] if kind.is_real else lengths,
                          kind.is_inverse, plan_of)
    if kind is FftType.IRFFT:
        axis = 1 + labels.index(rank - 1)
        v = (irfft_dense(b, v, axis, lengths[-1]) if dense_last
             else irfft_axis(b, v, axis, lengths[-1], plan_of))
        labels = [rank - 1] + [a for a in labels if a != rank - 1]
    return _from_parts(b, v, labels, result)


def _check(op: ir.Operation, float64: bool) -> FftDescription:
    desc = describe_fft(op)
    if not float64 and desc.operand.dtype in (np.float64, np.complex128):
        raise PortableError(
            f"stablehlo.fft {desc} at {desc.location} needs float64 ({desc.operand.dtype.name} "
            f"-> {desc.result.dtype.name}), which the target lacks; demote the program to "
            "float32 explicitly or use a target with float64")
    if 0 in desc.operand.shape or 0 in desc.result.shape:
        raise PortableError(f"stablehlo.fft {desc} at {desc.location} has an empty tensor")
    return desc


def _collapsed(desc: FftDescription) -> FftDescription:
    """``desc`` with its batch axes as the one dynamic axis of :func:`collapse_batch`."""
    k = len(desc.fft_length)
    return dataclasses.replace(
        desc, operand=TensorSpec((None,) + desc.operand.shape[-k:], desc.operand.dtype),
        result=TensorSpec((None,) + desc.result.shape[-k:], desc.result.dtype))


#: ``dense(n, rows, in_loop, float64)``: whether ``rows`` real transforms of length ``n``
#: (inside a loop body or not, in double precision or not) are one dense matrix product each
DenseRule = Callable[[int, "int | None", bool, bool], bool]


def _dense_last(op: ir.Operation, desc: FftDescription, dense: DenseRule | None) -> bool:
    """Whether the 1-D RFFT/IRFFT ``op`` runs as one dense DFT (rows: the real side's points
    over the length; a dynamic batch, a complex or an N-D transform: never)."""
    if (dense is None or not desc.is_static or not desc.fft_type.is_real
            or len(desc.fft_length) != 1):
        return False
    n = desc.fft_length[-1]
    real = desc.operand if desc.fft_type is FftType.RFFT else desc.result
    rows = int(np.prod(real.shape)) // n
    return bool(dense(n, rows, inside_loop(op), real.dtype == np.float64))


def _lower_op(op: ir.Operation, desc: FftDescription, plan_of, forms: EmitForms,
              dense_last: bool) -> tuple[ir.Value, Builder]:
    """The rewrite of one op and the builder that counted it; a dynamic batch is collapsed
    into one dynamic axis first, so the stages' ``dot_general``s keep it dynamic (one
    ``.vmfb`` for every batch size)."""
    real, dtype = _real_type(desc)
    result = ir.RankedTensorType(op.results[0].type)
    x = op.operands[0]
    if desc.is_static:
        b = Builder(real, dtype, forms)
        return _lower_one(b, desc, x, result, plan_of, dense_last), b
    flat, batch = collapse_batch(x, len(desc.fft_length))
    b = Builder(real, dtype, forms, batch=batch.size)
    flat_desc = _collapsed(desc)
    flat_result = ir.RankedTensorType.get(
        [DYNAMIC] + [int(n) for n in flat_desc.result.shape[1:]], result.element_type)
    return expand_batch(_lower_one(b, flat_desc, flat, flat_result, plan_of, False), batch,
                        result), b


def _real_type(desc: FftDescription) -> tuple[ir.Type, np.dtype]:
    if desc.operand.dtype in (np.float64, np.complex128):
        return ir.F64Type.get(), np.dtype(np.float64)
    return ir.F32Type.get(), np.dtype(np.float32)


def lower_ffts(module: ir.Module, *, float64: bool = True, radix_limit: int | None = None,
               forms: EmitForms = EmitForms()) -> list[PortableFft]:
    """Rewrites every ``stablehlo.fft`` in ``module`` in place into plain StableHLO; returns one
    entry per distinct FFT (kind, lengths, operand and result types).

    ``float64=False``: the target has no float64 (Metal); an f64/c128 FFT raises.
    ``radix_limit``: the largest dense DFT stage (default
    :data:`~iree_vkfft.portable.plan.DEFAULT_RADIX_LIMIT`).
    ``forms``: forms for another IREE release (:func:`~.builder.forms_for`).

    Raises:
        PortableError: an FFT the target cannot run (float64 without support, empty tensor);
            nothing is rewritten then. UnsupportedProgramError: a malformed FFT op.
    """
    return lower_ffts_with(module, lambda n: plan_length(n, radix_limit), float64=float64,
                           forms=forms, dense=dense_dft)


def lower_ffts_with(module: ir.Module, plan_of: Callable[[int], AxisPlan], *,
                    float64: bool = True, forms: EmitForms = EmitForms(),
                    dense: DenseRule | None = None) -> list[PortableFft]:
    """:func:`lower_ffts` with the axis plans given by ``plan_of(n)`` (benchmarks compare
    decompositions through it) and the lengths that run as one dense DFT chosen by
    ``dense(n, rows, in_loop, float64)`` (None: none; :func:`lower_ffts` uses
    :func:`~iree_vkfft.portable.plan.dense_dft`)."""
    ops = find_ops(module.operation, lambda o: o.name == _FFT_OP)
    descs = [_check(op, float64) for op in ops]  # refuse before rewriting anything
    plan_of = functools.lru_cache(maxsize=None)(plan_of)
    found: dict[tuple, PortableFft] = {}
    with module.context:
        for op, desc in zip(ops, descs):
            key = (desc.fft_type, desc.fft_length, str(desc.operand), str(desc.result))
            if key in found:
                found[key] = dataclasses.replace(found[key], count=found[key].count + 1)
            dense_last = _dense_last(op, desc, dense)
            with ir.InsertionPoint(op), op.location:
                y, b = _lower_op(op, desc, plan_of, forms, dense_last)
            op.results[0].replace_all_uses_with(y)
            op.erase()
            if key not in found:
                k = len(desc.fft_length)
                plan = tuple(_axis_description(desc.fft_type, n, i == k - 1, plan_of,
                                               dense_last and i == k - 1)
                             for i, n in enumerate(desc.fft_length))
                found[key] = PortableFft(str(desc), plan, b.constant_bytes, b.flops)
                _log.info("%s lowered to plain StableHLO: %s (%d constant bytes, %d flops)",
                          desc, "; ".join(plan), b.constant_bytes, b.flops)
    return list(found.values())
