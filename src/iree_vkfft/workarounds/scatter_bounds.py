"""Scatters whose updates may fall outside the operand, with XLA's numbers (registry entry
``bounded-scatters``).

XLA skips an update window that does not fit in the operand (a start index below 0 or above
``dim - window``): JAX's ``x.at[i].add(u)`` relies on it (its default ``mode="drop"`` lowers to
a plain ``stablehlo.scatter``), and so does any index a program computes. IREE 3.13 writes the
window where the index points: outside the operand's buffer (heap corruption on llvm-cpu, a
``double free`` a few calls later; another buffer's values on Vulkan) or, for an index past
the end of an inner dimension, into the next row, without an error.

The rewrite sends every update that does not fit to a padding of one window past the end of
each indexed dimension and slices the padding off the result::

    ok   = AND_k (0 <= idx[k] <= dim[k] - window[k])       per update
    idx' = select(ok, idx, dim)                             the padding's start
    y    = slice(scatter(concatenate(x, x[:window]), idx', u), 0:dim)

The padding is ``x``'s own first window (no constant of its type is needed: complex and f8
operands alike) and never reaches the result. Indices a program clamps (``mode="clip"``),
constants in range and iotas in range are left alone.
"""

from __future__ import annotations

import logging

import numpy as np
from iree.compiler import ir

from ..stablehlo.evaluate import constant_value
from ..stablehlo.match import find_ops
from .batching import dimension_numbers

__all__ = ["guard_scatter_bounds"]

_log = logging.getLogger(__name__)


def _op(name: str, result: ir.Type, operands: list[ir.Value], **attributes) -> ir.Value:
    return ir.Operation.create(name, results=[result], operands=operands,
                               attributes=attributes).result


def _i64s(values) -> ir.Attribute:
    return ir.DenseI64ArrayAttr.get([int(v) for v in values])


def _bounds(v: ir.Value, depth: int = 0) -> tuple[int, int] | None:
    """The smallest and largest value the integer tensor ``v`` can hold, where its producers
    tell (constants, clamps by constants, iotas, and what passes values through)."""
    value = constant_value(v)
    if value is not None:
        a = np.asarray(value)
        return (int(a.min()), int(a.max())) if a.size and a.dtype.kind in "iu" else None
    if isinstance(v.owner, ir.Block) or depth > 8:
        return None
    op = v.owner.operation
    if op.name == "stablehlo.clamp":
        lo, hi = _bounds(op.operands[0], depth + 1), _bounds(op.operands[2], depth + 1)
        return (lo[0], hi[1]) if lo and hi else None
    if op.name == "stablehlo.iota":
        t = ir.RankedTensorType(v.type)
        return 0, t.shape[ir.IntegerAttr(op.attributes["iota_dimension"]).value] - 1
    if op.name in ("stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.convert",
                   "stablehlo.slice", "stablehlo.transpose"):
        return _bounds(op.operands[0], depth + 1)
    if op.name in ("stablehlo.concatenate", "stablehlo.select"):
        parts = [_bounds(x, depth + 1) for x in op.operands[op.name == "stablehlo.select":]]
        if all(parts):
            return min(p[0] for p in parts), max(p[1] for p in parts)
    return None


def _windows(op: ir.Operation, numbers: dict) -> list[int] | None:
    """The update window's size along each operand dim (1 for an inserted dim)."""
    operand = ir.RankedTensorType(op.operands[0].type)
    updates = ir.RankedTensorType(op.operands[-1].type)
    inserted = set(numbers.get("inserted_window_dims", []))
    windows = list(numbers.get("update_window_dims", []))
    free = [d for d in range(operand.rank) if d not in inserted]
    if len(free) != len(windows):
        return None
    sizes = [1] * operand.rank
    for d, w in zip(free, windows):
        sizes[d] = updates.shape[w]
    return sizes


def _needs_guard(op: ir.Operation) -> tuple[dict, list[int]] | None:
    """``(dimension numbers, window sizes)`` of a static scatter whose indices may lie out
    of range, else None."""
    numbers = dimension_numbers(op.attributes["scatter_dimension_numbers"], "scatter")
    if numbers is None or numbers.get("input_batching_dims"):
        return None
    types = [ir.RankedTensorType(v.type) for v in op.operands]
    if not all(t.has_static_shape for t in types) or any(0 in t.shape for t in types):
        return None
    windows = _windows(op, numbers)
    if windows is None:
        return None
    shape = types[0].shape
    index_map = numbers.get("scatter_dims_to_operand_dims", [])
    limits = [shape[d] - windows[d] for d in index_map]
    known = _bounds(op.operands[len(op.operands) // 2])
    if known is not None and known[0] >= 0 and known[1] <= min(limits, default=0):
        return None
    return numbers, windows


def _valid(indices: ir.Value, index_dim: int, limits: list[int]) -> ir.Value:
    """An i1 tensor of ``indices``' shape: true where the update's every start index is in
    ``[0, limit]`` (the same along the index vector dim)."""
    t = ir.RankedTensorType(indices.type)
    element = t.element_type
    implicit = index_dim == t.rank
    shape = list(t.shape)
    pred = ir.RankedTensorType.get(shape, ir.IntegerType.get_signless(1))
    lims = ir.RankedTensorType.get([len(limits)], element)
    lim = _op("stablehlo.constant", lims, [], value=ir.DenseElementsAttr.get(
        np.asarray(limits, dtype=np.int64).astype(_np_int(element))))
    dims = [] if implicit else [index_dim]
    if implicit:
        lim = _op("stablehlo.reshape", ir.RankedTensorType.get([], element), [lim])
    lim = _op("stablehlo.broadcast_in_dim", t, [lim], broadcast_dimensions=_i64s(dims))
    zero = _op("stablehlo.constant", t, [], value=ir.DenseElementsAttr.get_splat(
        t, ir.IntegerAttr.get(element, 0)))
    ok = _op("stablehlo.and", pred, [_compare("GE", indices, zero, pred),
                                     _compare("LE", indices, lim, pred)])
    if implicit or len(limits) == 1:
        return ok
    one = list(shape)
    one[index_dim] = 1
    one_t = ir.RankedTensorType.get(one, pred.element_type)
    every = None
    for k in range(len(limits)):
        start = [0] * len(shape)
        start[index_dim] = k
        stop = list(shape)
        stop[index_dim] = k + 1
        part = _op("stablehlo.slice", one_t, [ok], start_indices=_i64s(start),
                   limit_indices=_i64s(stop), strides=_i64s([1] * len(shape)))
        every = part if every is None else _op("stablehlo.and", one_t, [every, part])
    return _op("stablehlo.broadcast_in_dim", pred, [every],
               broadcast_dimensions=_i64s(range(len(shape))))


def _np_int(element: ir.Type):
    e = ir.IntegerType(element)
    return np.dtype(f"{'u' if e.is_unsigned else 'i'}{max(e.width, 8) // 8}")


def _compare(direction: str, a: ir.Value, b: ir.Value, pred: ir.Type) -> ir.Value:
    signed = "UNSIGNED" if ir.IntegerType(ir.RankedTensorType(a.type).element_type).is_unsigned \
        else "SIGNED"
    return _op("stablehlo.compare", pred, [a, b], comparison_direction=ir.Attribute.parse(
        f"#stablehlo<comparison_direction {direction}>"), compare_type=ir.Attribute.parse(
        f"#stablehlo<comparison_type {signed}>"))


def _padded(x: ir.Value, index_map: list[int], windows: list[int]) -> ir.Value:
    """``x`` extended by one window past the end of each indexed dim with its own first
    elements (a concatenate: a ``stablehlo.pad`` of a complex<f64> operand becomes a splat
    IREE 3.13 rejects, "'stream.async.splat' op operand #0 ... got 'i128'")."""
    for d in sorted(set(index_map)):
        t = ir.RankedTensorType(x.type)
        head_shape = list(t.shape)
        head_shape[d] = windows[d]
        head = _op("stablehlo.slice", ir.RankedTensorType.get(head_shape, t.element_type), [x],
                   start_indices=_i64s([0] * t.rank), limit_indices=_i64s(head_shape),
                   strides=_i64s([1] * t.rank))
        shape = list(t.shape)
        shape[d] += windows[d]
        x = _op("stablehlo.concatenate", ir.RankedTensorType.get(shape, t.element_type),
                [x, head], dimension=ir.IntegerAttr.get(ir.IntegerType.get_signless(64), d))
    return x


def _guard(op: ir.Operation, numbers: dict, windows: list[int]) -> None:
    n = len(op.operands) // 2
    inputs, indices = list(op.operands[:n]), op.operands[n]
    shape = ir.RankedTensorType(inputs[0].type).shape
    index_map = numbers.get("scatter_dims_to_operand_dims", [])
    index_dim = numbers.get("index_vector_dim", 0)
    it = ir.RankedTensorType(indices.type)
    with op.context, op.location, ir.InsertionPoint(op):
        ok = _valid(indices, index_dim, [shape[d] - windows[d] for d in index_map])
        ends = ir.RankedTensorType.get([len(index_map)], it.element_type)
        end = _op("stablehlo.constant", ends, [], value=ir.DenseElementsAttr.get(
            np.asarray([shape[d] for d in index_map]).astype(_np_int(it.element_type))))
        if index_dim == it.rank:
            end = _op("stablehlo.reshape", ir.RankedTensorType.get([], it.element_type), [end])
        end = _op("stablehlo.broadcast_in_dim", it, [end], broadcast_dimensions=_i64s(
            [] if index_dim == it.rank else [index_dim]))
        op.operands[n] = _op("stablehlo.select", it, [ok, indices, end])
        for k, x in enumerate(inputs):
            op.operands[k] = _padded(x, index_map, windows)
    for k, (r, x) in enumerate(zip(op.results, inputs)):
        uses = [(u.owner, u.operand_number) for u in r.uses]
        t = ir.RankedTensorType(x.type)
        r.set_type(op.operands[k].type)
        with op.context, op.location, ir.InsertionPoint.after(op):
            cut = _op("stablehlo.slice", t, [r], start_indices=_i64s([0] * t.rank),
                      limit_indices=_i64s(t.shape), strides=_i64s([1] * t.rank))
        for owner, index in uses:
            owner.operands[index] = cut


def guard_scatter_bounds(module: ir.Module) -> int:
    """Every static ``stablehlo.scatter`` of ``module`` whose indices may lie out of range
    rewritten to skip those updates as XLA does (see the module docstring). Returns the
    count."""
    count = 0
    with module.context:
        for op in find_ops(module.operation, lambda o: o.name == "stablehlo.scatter"):
            found = _needs_guard(op)
            if found is None:
                continue
            _guard(op, *found)
            count += 1
    if count:
        _log.debug("%d scatter(s) made to skip updates outside the operand", count)
    return count
