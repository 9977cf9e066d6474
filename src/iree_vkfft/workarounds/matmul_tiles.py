"""Matrix products zero-padded to whole tiles (registry entry ``matmul-pad-to-tiles``).

IREE 3.13's llvm-cpu code for a small ``stablehlo.dot_general`` whose sizes are not multiples of
8 runs somewhat slower than the same product padded (exact: the extra contracting entries are
zero in both operands, the extra rows and columns are sliced away). Padding costs a copy of each
padded operand and multiplies the work of a free size under 8 (a decoder step's one row), so
the rule is narrow; measured with ``benchmarks/bench_matmul_tiles.py`` (IREE 3.13, 2 cores,
2026-12-07; ms, padded / as is on local-sync, the driver small programs run on):

| product | as is | padded | padded / as is |
|---|---|---|---|
| 40x257 @ 257x101 (librosax's mel projection) | 0.070 | 0.059 | 0.85 |
| 80x201 @ 201x101 | 0.095 | 0.078 | 0.82 |
| 80x201 @ 201x3000 (Whisper's mel filter bank) | 2.20 | 2.35 | 1.07 |
| 6 x 1500x1500 @ 1500x64 (Whisper's attention values) | 28.5 | 79.1 | 2.78 |
| 1x384 @ 384x51865 (a decoder step's logits) | 10.1 | 83.2 | 8.21 |
| 6 x 1x1500 @ 1500x64 (a decoder step's cross-attention) | 0.118 | 0.332 | 2.82 |
| 1x384 @ 384x1536 | 0.167 | 0.249 | 1.49 |
| 1500x384 @ 384x1536 | 37.6 | 39.6 | 1.05 |

So a product is padded only when it contracts over more than :data:`MIN_CONTRACTING` elements
(portable mode's own FFT stages are planned as they are), does between :data:`MIN_MACS` and
:data:`MAX_MACS` multiply-adds, and every free size is at least :data:`TILE`. The whole Whisper
transcription (tests/data/programs/whisper, ``benchmarks/bench_whisper.py``) ran 41.7x JAX-CPU
in split mode with the earlier rule (every product over 2^16 multiply-adds) and 14.4x without
the entry (issue 48).
"""

from __future__ import annotations

import math

from iree.compiler import ir

from ..stablehlo.match import find_ops
from .batching import dimension_numbers

__all__ = ["TILE", "MIN_CONTRACTING", "MIN_MACS", "MAX_MACS", "tile_padding",
           "pad_matmuls_to_tiles"]

#: sizes are padded to multiples of this
TILE = 8
#: products contracting over at most this many elements are left alone (portable's FFT stages)
MIN_CONTRACTING = 128
#: nor are products of fewer multiply-adds
MIN_MACS = 1 << 16
#: nor of more (from 80x201x3000 on, the padding's copies cost what the tiles gain)
MAX_MACS = 1 << 22

_REAL = (ir.F32Type, ir.F64Type, ir.F16Type, ir.BF16Type)


def _up(n: int) -> int:
    return (-n) % TILE


def tile_padding(lhs: list[int], rhs: list[int], numbers: dict) -> tuple[list[int], list[int]] | None:
    """``(lhs pads, rhs pads)`` (high padding per dim) that make every contracting and free size
    of ``lhs x rhs`` a multiple of :data:`TILE`, or None when the product is not worth it (see
    the module docstring) or already whole. Pure."""
    lc, rc = numbers.get("lhs_contracting_dimensions", []), numbers.get(
        "rhs_contracting_dimensions", [])
    lb, rb = numbers.get("lhs_batching_dimensions", []), numbers.get(
        "rhs_batching_dimensions", [])
    k = math.prod(lhs[d] for d in lc)
    free = [lhs[d] for d in range(len(lhs)) if d not in lc + lb] + [
        rhs[d] for d in range(len(rhs)) if d not in rc + rb]
    macs = math.prod(lhs) * math.prod(rhs[d] for d in range(len(rhs)) if d not in rc + rb)
    if (k <= MIN_CONTRACTING or not MIN_MACS <= macs <= MAX_MACS
            or any(n < TILE for n in free)):
        return None
    lpad, rpad = [0] * len(lhs), [0] * len(rhs)
    for dl, dr in zip(lc, rc):
        lpad[dl] = rpad[dr] = _up(lhs[dl])
    for d in range(len(lhs)):
        if d not in lc + lb:
            lpad[d] = _up(lhs[d])
    for d in range(len(rhs)):
        if d not in rc + rb:
            rpad[d] = _up(rhs[d])
    return (lpad, rpad) if any(lpad) or any(rpad) else None


def _padded(x: ir.Value, high: list[int]) -> ir.Value:
    t = ir.RankedTensorType(x.type)
    if not any(high):
        return x
    zero = ir.Operation.create("stablehlo.constant", results=[ir.RankedTensorType.get(
        [], t.element_type)], attributes={"value": ir.DenseElementsAttr.get_splat(
            ir.RankedTensorType.get([], t.element_type), ir.FloatAttr.get(t.element_type, 0.0))})
    shape = [s + p for s, p in zip(t.shape, high)]
    zeros = ir.DenseI64ArrayAttr.get([0] * t.rank)
    return ir.Operation.create("stablehlo.pad", results=[ir.RankedTensorType.get(
        shape, t.element_type)], operands=[x, zero.result], attributes={
            "edge_padding_low": zeros, "edge_padding_high": ir.DenseI64ArrayAttr.get(high),
            "interior_padding": zeros}).result


def _pad_one(op: ir.Operation, lpad: list[int], rpad: list[int], numbers: dict) -> None:
    lhs, rhs = op.operands[0], op.operands[1]
    out = ir.RankedTensorType(op.results[0].type)
    lshape = [s + p for s, p in zip(ir.RankedTensorType(lhs.type).shape, lpad)]
    rshape = [s + p for s, p in zip(ir.RankedTensorType(rhs.type).shape, rpad)]
    lc, lb = numbers.get("lhs_contracting_dimensions", []), numbers.get(
        "lhs_batching_dimensions", [])
    rc, rb = numbers.get("rhs_contracting_dimensions", []), numbers.get(
        "rhs_batching_dimensions", [])
    shape = ([lshape[d] for d in lb] + [lshape[d] for d in range(len(lshape)) if d not in lc + lb]
             + [rshape[d] for d in range(len(rshape)) if d not in rc + rb])
    with op.context, op.location, ir.InsertionPoint(op):
        names = [getattr(a, "name", a) for a in op.attributes]
        attributes = {name: op.attributes[name] for name in names}
        dot = ir.Operation.create("stablehlo.dot_general", results=[ir.RankedTensorType.get(
            shape, out.element_type)], operands=[_padded(lhs, lpad), _padded(rhs, rpad)],
            attributes=attributes)
        y = ir.Operation.create("stablehlo.slice", results=[out], operands=[dot.result],
                                attributes={
                                    "start_indices": ir.DenseI64ArrayAttr.get([0] * out.rank),
                                    "limit_indices": ir.DenseI64ArrayAttr.get(list(out.shape)),
                                    "strides": ir.DenseI64ArrayAttr.get([1] * out.rank)})
    op.results[0].replace_all_uses_with(y.result)
    op.erase()


def pad_matmuls_to_tiles(module: ir.Module) -> int:
    """Every statically shaped real ``stablehlo.dot_general`` that :func:`tile_padding` picks,
    rebuilt as pad -> product -> slice (in place). Returns the count."""
    count = 0
    with module.context:
        for op in find_ops(module.operation, lambda o: o.name == "stablehlo.dot_general"):
            types = [ir.RankedTensorType(v.type) for v in (*op.operands[:2], op.results[0])]
            if not all(t.has_static_shape for t in types) or not isinstance(
                    types[2].element_type.maybe_downcast(), _REAL):
                continue
            numbers = dimension_numbers(op.attributes["dot_dimension_numbers"], "dot")
            pads = None if numbers is None else tile_padding(
                list(types[0].shape), list(types[1].shape), numbers)
            if pads is not None:
                _pad_one(op, *pads, numbers)
                count += 1
    return count
