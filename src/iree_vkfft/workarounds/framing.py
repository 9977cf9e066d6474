"""Framing gathers as slices: the strided windows every STFT front end cuts from a signal.

JAX writes ``x[..., hop * f + k]`` (an index array built from ``iota``: Whisper's and
``jax.scipy.signal.stft``'s framing) as a ``stablehlo.gather`` of single elements, and
``vmap`` of ``dynamic_slice`` as a gather of windows; with a symbolic batch both become
``stablehlo.dynamic_gather``, which IREE 3.13 cannot lower on any target ("failed to legalize
operation 'stablehlo.dynamic_gather'"), and as static gathers they compile to a gather
dispatch that reads every element through an index.

:func:`rewrite_framing_gathers` finds the gathers whose start indices are a constant affine
framing (``a + hop * f`` for frame ``f``, plus ``k`` along a window of ``n`` elements; every
other dimension read whole or from a constant start, no window out of range) and writes the
frames with slices and reshapes: with ``n = (q - 1) hop + r``, piece ``p < q - 1`` of every
frame is row ``f`` of the signal from ``a + hop p`` cut into rows of ``hop``, and the last piece
is the last ``r`` columns of the rows of the signal from ``a + hop (q - 1) + r - hop``; the
pieces are concatenated along the window. The same elements, with no index arithmetic and no
padding.
"""

from __future__ import annotations

import dataclasses
import math

import numpy as np
from iree.compiler import ir

from ..stablehlo import dynamic
from ..stablehlo.evaluate import constant_value
from ..stablehlo.match import find_ops
from .batching import dimension_numbers
from .host_shapes import shape_index

__all__ = ["Framing", "match_framing", "rewrite_framing_gathers"]

#: the largest index array read (Whisper's 30 s of frames: 3001 x 400 = 1.2 M indices)
MAX_INDEX_ELEMENTS = 1 << 23


@dataclasses.dataclass(frozen=True)
class Framing:
    """A gather that cuts ``frames`` windows of ``window`` elements, ``hop`` apart from
    ``start``, along ``axis`` of ``operand``; ``starts``/``sizes``: what it reads of every other
    dim (a size is an int, or the index of the dynamic gather's sizes operand element);
    ``perm``: the gather's result as a transpose of (operand dims, ``axis`` split into
    (frames, window))."""

    operand: ir.Value
    axis: int
    start: int
    hop: int
    window: int
    frames: int
    starts: tuple[int, ...]
    sizes: tuple
    perm: tuple[int, ...]


def _indices(op: ir.Operation, index_vector_dim: int) -> np.ndarray | None:
    """The gather's start indices as an array ``(batch..., k)``, or None when not constant."""
    value = constant_value(op.operands[1], max_elements=MAX_INDEX_ELEMENTS)
    if value is None or value.dtype.kind not in "iu":
        return None
    if index_vector_dim == value.ndim:
        value = value[..., None]
    return np.moveaxis(value.astype(np.int64), index_vector_dim, -1)


def _known_elements(v: ir.Value) -> list[int | None]:
    """The elements of a small 1-D integer tensor that are constants (None for the others),
    through the concatenates and reshapes shape vectors are built of."""
    value = constant_value(v)
    if value is not None:
        return [int(x) for x in value.reshape(-1)]
    n = ir.RankedTensorType(v.type).shape[0]
    if isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.concatenate":
        return [x for part in v.owner.operands for x in _known_elements(part)]
    if isinstance(v, ir.OpResult) and v.owner.name == "stablehlo.reshape":
        inner = v.owner.operands[0]
        if ir.RankedTensorType(inner.type).rank <= 1:
            return _known_elements(inner) if ir.RankedTensorType(inner.type).rank else [None]
    return [None] * n


def _slice_sizes(op: ir.Operation, rank: int) -> list | None:
    """Static slice sizes (ints), or for a dynamic gather the constant ones and, for each
    element that is not, ``("operand", i)``."""
    if op.name == "stablehlo.gather":
        return [int(v) for v in ir.DenseI64ArrayAttr(op.attributes["slice_sizes"])]
    known = _known_elements(op.operands[2])
    return [k if k is not None else ("operand", i) for i, k in enumerate(known)]


def _affine(column: np.ndarray) -> tuple[int, int] | None:
    """``(a, s)`` when ``column[f] == a + s f`` for every frame ``f`` (a 1-D array)."""
    a = int(column[0])
    s = int(column[1] - column[0]) if len(column) > 1 else 1
    if not np.array_equal(column, a + s * np.arange(len(column))):
        return None
    return a, s


def _window_form(idx: np.ndarray, numbers: dict, sizes: list, shape: list
                 ) -> tuple | None:
    """(axis, start, hop, window, starts) of a window gather (nothing collapsed, one batch
    dim: the frames)."""
    index_map = numbers.get("start_index_map", [])
    if idx.ndim != 2 or numbers.get("collapsed_slice_dims"):
        return None
    starts = [0] * len(shape)
    axis = found = None
    for j, d in enumerate(index_map):
        col = _affine(idx[:, j])
        if col is None:
            return None
        if col[1] == 0 or idx.shape[0] == 1:
            starts[d] = col[0]
        elif axis is not None:
            return None  # strided along two dims
        else:
            axis, found = d, col
    if axis is None or not isinstance(sizes[axis], int):
        return None
    start, hop = found
    return axis, start, hop, sizes[axis], starts


def _point_form(idx: np.ndarray, numbers: dict, sizes: list) -> tuple | None:
    """(axis, start, hop, window) of an element gather (one collapsed dim, batch (F, n))."""
    index_map = numbers.get("start_index_map", [])
    if (idx.ndim != 3 or idx.shape[-1] != 1 or len(index_map) != 1
            or numbers.get("collapsed_slice_dims") != index_map or sizes[index_map[0]] != 1):
        return None
    frames, window = idx.shape[:2]
    grid = idx[..., 0]
    col = _affine(grid[:, 0])
    if col is None or window < 2 or not np.array_equal(
            grid, grid[:, :1] + np.arange(window)[None, :]):
        return None
    return index_map[0], col[0], col[1], window


def _first_rows(start: int, hop: int, window: int) -> list[int]:
    """Where each piece's rows start (see the module docstring)."""
    q = math.ceil(window / hop)
    r = window - (q - 1) * hop
    return [start + hop * p for p in range(q - 1)] + [start + hop * (q - 1) + r - hop]


def _fits(start: int, hop: int, window: int, frames: int, length: int) -> bool:
    return all(0 <= a and a + hop * frames <= length
               for a in _first_rows(start, hop, window))


def match_framing(op: ir.Operation) -> Framing | None:
    """The framing a gather performs (see the module docstring), or None."""
    kind = "gather"
    numbers = dimension_numbers(op.attributes["dimension_numbers"], kind)
    if not numbers or numbers.get("operand_batching_dims"):
        return None
    operand = op.operands[0]
    ot = ir.RankedTensorType(operand.type)
    idx = _indices(op, numbers.get("index_vector_dim", 0))
    if idx is None:
        return None
    sizes = _slice_sizes(op, ot.rank)
    point = _point_form(idx, numbers, sizes)
    if point is not None:
        axis, start, hop, window = point
        starts = [0] * ot.rank
        frames = idx.shape[0]
        batch_positions = 2
    else:
        form = _window_form(idx, numbers, sizes, list(ot.shape))
        if form is None:
            return None
        axis, start, hop, window, starts = form
        frames = idx.shape[0]
        batch_positions = 1
    if ot.is_dynamic_dim(axis) or hop < 1 or start < 0 or (
            start + hop * (frames - 1) + window > ot.shape[axis]) or not _fits(
            start, hop, window, frames, ot.shape[axis]):
        return None
    return _framing(op, numbers, operand, axis, start, hop, window, frames, starts, sizes,
                    batch_positions)


def _framing(op, numbers, operand, axis, start, hop, window, frames, starts, sizes,
             batch_positions) -> Framing | None:
    """The match's :class:`Framing`, with the transpose from the frames' layout (operand dims,
    ``axis`` as (frames, window)) to the gather's result."""
    ot = ir.RankedTensorType(operand.type)
    rank = ot.rank + 1
    offset_dims = numbers.get("offset_dims", [])
    if batch_positions == 2:  # element gather: frames, window are the batch dims
        window_src = [d if d < axis else d + 1 for d in range(ot.rank) if d != axis]
        batch_src = [axis, axis + 1]
    else:  # window gather: the frames are the batch dim, the window an offset dim
        window_src = [d if d < axis else d + 1 for d in range(ot.rank)]
        window_src[axis] = axis + 1
        batch_src = [axis]
    if len(offset_dims) != len(window_src) or len(offset_dims) + len(batch_src) != rank:
        return None
    perm, windows, batches = [], iter(window_src), iter(batch_src)
    for position in range(rank):
        perm.append(next(windows) if position in offset_dims else next(batches))
    other = tuple(s if d != axis else window for d, s in enumerate(sizes))
    for d in range(ot.rank):
        size = other[d]
        if d != axis and isinstance(size, int) and not ot.is_dynamic_dim(d) and (
                starts[d] + size > ot.shape[d]):
            return None
    result = ir.RankedTensorType(op.results[0].type)
    if result.rank != rank:
        return None
    return Framing(operand, axis, start, hop, window, frames, tuple(starts), other, tuple(perm))


def _index(value: int) -> ir.Value:
    index = ir.IndexType.get()
    return ir.Operation.create("arith.constant", results=[index],
                               attributes={"value": ir.IntegerAttr.get(index, value)}).result


def _extract(x: ir.Value, offsets: list, sizes: list) -> ir.Value:
    """``tensor.extract_slice`` of ``x``: each offset/size an int or an ``index`` value."""
    t = ir.RankedTensorType(x.type)
    static_off = [o if isinstance(o, int) else dynamic.DYNAMIC for o in offsets]
    static_size = [s if isinstance(s, int) else dynamic.DYNAMIC for s in sizes]
    result = ir.RankedTensorType.get(static_size, t.element_type)
    dyn_off = [o for o in offsets if not isinstance(o, int)]
    dyn_size = [s for s in sizes if not isinstance(s, int)]
    return ir.Operation.create("tensor.extract_slice", results=[result], operands=[
        x, *dyn_off, *dyn_size], attributes={
        "static_offsets": ir.DenseI64ArrayAttr.get(static_off),
        "static_sizes": ir.DenseI64ArrayAttr.get(static_size),
        "static_strides": ir.DenseI64ArrayAttr.get([1] * t.rank),
        "operandSegmentSizes": ir.DenseI32ArrayAttr.get(
            [1, len(dyn_off), len(dyn_size), 0])}).result


def _rows(x: ir.Value, axis: int, rows: int, width: int) -> ir.Value:
    """``x`` (``rows * width`` along ``axis``) with ``axis`` split into (rows, width)."""
    t = ir.RankedTensorType(x.type)
    shape = list(t.shape[:axis]) + [rows, width] + list(t.shape[axis + 1:])
    if t.has_static_shape:
        return ir.Operation.create("stablehlo.reshape", operands=[x], results=[
            ir.RankedTensorType.get(shape, t.element_type)]).result
    groups = [[d] for d in range(axis)] + [[axis, axis + 1]] + [
        [d + 1] for d in range(axis + 1, t.rank)]
    sizes = [dynamic.source_index_dim(x, d) for d in range(t.rank) if t.is_dynamic_dim(d)]
    return dynamic.expand(x, groups, shape, *sizes)


def _emit(fr: Framing, sizes_operand: ir.Value | None) -> ir.Value:
    """The frames (operand dims with ``axis`` as (frames, window)), transposed to the gather's
    result layout."""
    q = math.ceil(fr.window / fr.hop)
    r = fr.window - (q - 1) * fr.hop
    dims = [s if isinstance(s, int) else shape_index(sizes_operand, s[1]) for s in fr.sizes]
    pieces = []
    for p, first in enumerate(_first_rows(fr.start, fr.hop, fr.window)):
        offsets, sizes = list(fr.starts), list(dims)
        offsets[fr.axis], sizes[fr.axis] = first, fr.hop * fr.frames
        rows = _rows(_extract(fr.operand, offsets, sizes), fr.axis, fr.frames, fr.hop)
        if p == q - 1 and r < fr.hop:
            rt = ir.RankedTensorType(rows.type)
            offs = [0] * rt.rank
            offs[fr.axis + 1] = fr.hop - r
            cut = [int(rt.shape[d]) if not rt.is_dynamic_dim(d)
                   else dynamic.source_index_dim(rows, d)
                   for d in range(rt.rank)]
            cut[fr.axis + 1] = r
            rows = _extract(rows, offs, cut)
        pieces.append(rows)
    frames = pieces[0] if len(pieces) == 1 else _concatenate(pieces, fr.axis + 1)
    if list(fr.perm) == list(range(len(fr.perm))):
        return frames
    ft = ir.RankedTensorType(frames.type)
    shape = [ft.shape[p] for p in fr.perm]
    return ir.Operation.create("stablehlo.transpose", operands=[frames], results=[
        ir.RankedTensorType.get(shape, ft.element_type)],
        attributes={"permutation": ir.DenseI64ArrayAttr.get(list(fr.perm))}).result


def _concatenate(pieces: list[ir.Value], axis: int) -> ir.Value:
    t = ir.RankedTensorType(pieces[0].type)
    shape = list(t.shape)
    shape[axis] = sum(ir.RankedTensorType(p.type).shape[axis] for p in pieces)
    return ir.Operation.create("stablehlo.concatenate", operands=pieces, results=[
        ir.RankedTensorType.get(shape, t.element_type)], attributes={
        "dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), axis)}).result


def rewrite_framing_gathers(module: ir.Module, *, static: bool = False) -> int:
    """Every framing ``dynamic_gather`` of ``module`` (with ``static``, every framing gather)
    as slices (see the module docstring); returns the count."""
    count = 0
    names = ("stablehlo.gather", "stablehlo.dynamic_gather") if static else (
        "stablehlo.dynamic_gather",)
    with module.context:
        for op in find_ops(module.operation, lambda o: o.name in names):
            fr = match_framing(op)
            if fr is None:
                continue
            sizes = op.operands[2] if op.name == "stablehlo.dynamic_gather" else None
            with ir.InsertionPoint(op), op.location:
                frames = _emit(fr, sizes)
            if frames.type != op.results[0].type:
                frames = ir.Operation.create("tensor.cast", results=[op.results[0].type],
                                             operands=[frames]).result
            op.results[0].replace_all_uses_with(frames)
            op.erase()
            count += 1
    return count
