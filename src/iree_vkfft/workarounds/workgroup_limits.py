"""Ops whose dispatch loops past lavapipe's loop limit, rewritten into equal ones whose every
loop stays under it (registry entries ``blocked-scans``, ``two-stage-reductions``,
``two-stage-dots`` and ``chunked-scatters``; issue 52).

Mesa's llvmpipe (lavapipe: the Vulkan driver the tests run on) ends every shader loop after
:data:`LOOP_LIMIT` iterations (gallivm's ``LP_MAX_TGSI_LOOP_ITERATIONS``: one counter per
invocation, shared by all of its loops) and drops the rest of the work without an error. The
device's workgroup counts are not what overflows: IREE 3.13's SPIR-V code generator runs these
ops in a single workgroup (often a single invocation) that loops over a whole axis:

* a cumulative ``reduce_window`` (``jnp.cumsum``, ``cumprod``, ``lax.cummax``...) is an
  ``iree_linalg_ext.scan``: one invocation per row loops over the scanned axis, so every
  element from index 65,535 on is wrong;
* a ``reduce``: int64, float64 and variadic reducers (``jnp.argmax``) loop in one
  invocation (wrong past 65,535 elements), float32 and int32 sums and maxima in 32
  invocations of 4 lanes (wrong past 8.4 M: ``jnp.sum`` of 1e7 float32 is 16% short);
* a ``dot_general``'s contraction, as the float32 reduce (``jnp.dot`` of two 1e7 vectors);
* a ``scatter``: one invocation loops over every update and, nested, over its window
  (``jax.ops.segment_sum`` of 1e5 values: 44% off).

The rewrites keep every loop at most :data:`LOOP_LIMIT` trips long, in pure StableHLO:

* a scan along an axis of ``n`` > :data:`LOOP_LIMIT` becomes a blocked scan: the axis as
  rows of a block, each row scanned, the rows' totals scanned (exclusively) and combined with
  each row by the scan's own computation. Exact for integer sums, max and min; float sums and
  products are reassociated (each element sums its row's prefix, then the earlier rows'
  totals), so they differ from XLA's sequential order by roundings only;
* a reduce over one dimension of ``n`` > :data:`LOOP_LIMIT` reduces blocks, then the blocks'
  results (variadic reducers too: an argmax stays exact); float sums reassociated;
* a ``dot_general`` contracting ``n`` > :data:`LOOP_LIMIT` elements: the same, the blocks as a
  batch dimension of the product, summed after;
* a scatter of more updates than the loop allows (each update costs its window's loop nest:
  ``1 + w0 + w0 * w1 + ...`` trips): consecutive scatters of chunks of them, in order (the
  same sequence of updates: exact), indices of several leading dims flattened first. A
  scatter whose one update's window alone loops past the limit cannot be chunked: it is a
  compile-time error naming the op (rows of 70,000 were measured wrong).

Block sizes are near ``sqrt(n)`` (a divisor of ``n`` when one lies close, else the last block
padded with the op's init value, which StableHLO requires to be its computation's identity);
a blocked op still too long is blocked again (every function repeats until nothing is left).
The entries apply to metal-spirv too (IREE's same SPIR-V code generator; unmeasured there,
where the loops are not cut but run in one invocation: the rewrites cost a reassociated float
sum at most).
"""

from __future__ import annotations

import itertools
import logging
import math

import numpy as np
from iree.compiler import ir

from ..stablehlo.errors import UnsupportedProgramError
from ..stablehlo.match import replace_results
from .unroll import inline_block

__all__ = ["LOOP_LIMIT", "blocks", "block_long_scans", "split_long_reductions",
           "split_long_dots", "chunk_long_scatters"]

_log = logging.getLogger(__name__)

#: lavapipe's limit on one invocation's loop iterations (Mesa gallivm's
#: ``LP_MAX_TGSI_LOOP_ITERATIONS``); a cumsum of 65,535 elements is right, of 65,536 wrong
LOOP_LIMIT = 65535
#: the largest operand rank whose scatter dimension numbers are matched
_MAX_SCATTER_RANK = 6
#: element-wise ops a scan's computation may hold to be applied to whole tensors
_ELEMENTWISE = frozenset(f"stablehlo.{n}" for n in (
    "abs add and atan2 cbrt ceil clamp compare convert cosine divide exponential "
    "exponential_minus_one floor is_finite log log_plus_one logistic maximum minimum multiply "
    "negate not or power remainder round_nearest_afz round_nearest_even rsqrt select sign "
    "sine sqrt subtract tan tanh xor").split())


def blocks(n: int) -> tuple[int, int]:
    """``(rows, block)`` covering ``n`` elements: ``block`` <= :data:`LOOP_LIMIT`, near
    ``sqrt(n)``, a divisor of ``n`` when one lies within twice that (else ``rows * block``
    exceeds ``n`` by less than a block). ``rows`` <= :data:`LOOP_LIMIT` for ``n`` up to its
    square. Pure."""
    first = min(math.isqrt(n - 1) + 1, LOOP_LIMIT)
    for block in range(first, min(2 * first, LOOP_LIMIT) + 1):
        if n % block == 0:
            return n // block, block
    return -(-n // first), first


# ---- building blocks ---------------------------------------------------------------------------
def _i64s(values) -> ir.Attribute:
    return ir.DenseI64ArrayAttr.get([int(v) for v in values])


def _ranked(v: ir.Value) -> ir.RankedTensorType:
    return ir.RankedTensorType(v.type)


def _like(v: ir.Value, shape) -> ir.RankedTensorType:
    return ir.RankedTensorType.get([int(s) for s in shape], _ranked(v).element_type)


def _create(name: str, results, operands, regions: int = 0, **attributes) -> ir.Operation:
    return ir.Operation.create(name, results=list(results), operands=list(operands),
                               attributes=attributes, regions=regions)


def _reshape(x: ir.Value, shape) -> ir.Value:
    return _create("stablehlo.reshape", [_like(x, shape)], [x]).result


def _pad(x: ir.Value, value: ir.Value, axis: int, high: int, low: int = 0) -> ir.Value:
    """``x`` padded with the 0-d ``value`` along ``axis`` (itself for no padding)."""
    if not high and not low:
        return x
    shape = list(_ranked(x).shape)
    lows, highs = [0] * len(shape), [0] * len(shape)
    lows[axis], highs[axis] = low, high
    shape[axis] += low + high
    return _create("stablehlo.pad", [_like(x, shape)], [x, value],
                   edge_padding_low=_i64s(lows), edge_padding_high=_i64s(highs),
                   interior_padding=_i64s([0] * len(shape))).result


def _slice(x: ir.Value, axis: int, start: int, limit: int) -> ir.Value:
    shape = list(_ranked(x).shape)
    starts, limits = [0] * len(shape), list(shape)
    starts[axis], limits[axis] = start, limit
    if (start, limit) == (0, shape[axis]):
        return x
    shape[axis] = limit - start
    return _create("stablehlo.slice", [_like(x, shape)], [x], start_indices=_i64s(starts),
                   limit_indices=_i64s(limits), strides=_i64s([1] * len(shape))).result


def _reverse(x: ir.Value, axis: int) -> ir.Value:
    return _create("stablehlo.reverse", [x.type], [x], dimensions=_i64s([axis])).result


def _clone_body(source: ir.Operation, target: ir.Operation) -> None:
    """``source``'s one-block computation copied into ``target``'s first (empty) region."""
    old = source.regions[0].blocks[0]
    block = target.regions[0].blocks.append(*[a.type for a in old.arguments])
    with ir.InsertionPoint(block), source.location:
        results = inline_block(old, list(block.arguments))
        ir.Operation.create(list(old.operations)[-1].operation.name, results=[],
                            operands=results)


def _sum_body(target: ir.Operation, element: ir.Type) -> None:
    """``target``'s first region: ``return a + b`` on 0-d ``element`` tensors."""
    scalar = ir.RankedTensorType.get([], element)
    block = target.regions[0].blocks.append(scalar, scalar)
    with ir.InsertionPoint(block):
        total = _create("stablehlo.add", [scalar], list(block.arguments))
        _create("stablehlo.return", [], [total.result])


def _zero(element: ir.Type) -> ir.Value | None:
    """A 0-d ``stablehlo.constant`` zero of a float or integer ``element`` (None otherwise)."""
    t = ir.RankedTensorType.get([], element)
    if isinstance(element, ir.IntegerType):
        value = ir.IntegerAttr.get(element, 0)
    elif isinstance(element, ir.FloatType):
        value = ir.FloatAttr.get(element, 0.0)
    else:
        return None
    return _create("stablehlo.constant", [t], [],
                   value=ir.DenseElementsAttr.get_splat(t, value)).result


def _replace_all(module: ir.Module, name: str, rewrite) -> int:
    """Each ``name`` op of ``module`` replaced by ``rewrite(op)`` (its results' values, built
    at the op in its location; None: the op stays), until none is left to rewrite (a
    rewritten op still too long is rewritten again). Returns the count."""
    count = 0
    while True:
        done = replace_results(module, name, rewrite)
        if not done:
            return count
        count += done


# ---- scans: a cumulative reduce_window ---------------------------------------------------------
def _attr_ints(op: ir.Operation, name: str, default: list[int]) -> list[int]:
    return list(ir.DenseI64ArrayAttr(op.attributes[name])) if name in op.attributes else default


def _scan_axis(op: ir.Operation) -> tuple[int, bool] | None:
    """``(axis, reverse)`` of a cumulative ``reduce_window`` longer than the loop limit: one
    static operand, unit strides and dilations, one axis of ``n`` > :data:`LOOP_LIMIT`
    windowed whole with ``n - 1`` padding before (a forward scan) or after (reverse), every
    other axis untouched, a computation of element-wise ops; None for any other."""
    if len(op.operands) != 2 or not _ranked(op.operands[0]).has_static_shape:
        return None
    shape = list(_ranked(op.operands[0]).shape)
    ones = [1] * len(shape)
    if any(_attr_ints(op, k, ones) != ones
           for k in ("window_strides", "base_dilations", "window_dilations")):
        return None
    window = _attr_ints(op, "window_dimensions", ones)
    pads = (np.array(ir.DenseIntElementsAttr(op.attributes["padding"])).reshape(-1, 2).tolist()
            if "padding" in op.attributes else [[0, 0]] * len(shape))
    moved = [d for d in range(len(shape)) if window[d] != 1 or pads[d] != [0, 0]]
    if len(moved) != 1 or not _liftable(op):
        return None
    axis, n = moved[0], shape[moved[0]]
    if n <= LOOP_LIMIT or window[axis] != n or pads[axis] not in ([n - 1, 0], [0, n - 1]):
        return None
    return axis, pads[axis] == [0, n - 1]


def _liftable(op: ir.Operation) -> bool:
    """Whether ``op``'s computation is element-wise ops of its two arguments returning one
    value (so :func:`_apply_body` can run it on whole tensors)."""
    block = op.regions[0].blocks[0]
    known = set(block.arguments)
    ops = [o.operation for o in block.operations]
    for inner in ops[:-1]:
        if inner.name not in _ELEMENTWISE or any(v not in known for v in inner.operands):
            return False
        known.update(inner.results)
    return len(block.arguments) == 2 and len(ops[-1].operands) == 1


def _apply_body(op: ir.Operation, acc: ir.Value, x: ir.Value) -> ir.Value:
    """``op``'s (element-wise) computation applied to the tensors ``acc`` and ``x``."""
    block = op.regions[0].blocks[0]
    shape = list(_ranked(acc).shape)
    mapping = dict(zip(block.arguments, (acc, x)))
    ops = [o.operation for o in block.operations]
    for inner in ops[:-1]:
        results = [ir.RankedTensorType.get(shape, _ranked(r).element_type)
                   for r in inner.results]
        new = ir.Operation.create(inner.name, results=results,
                                  operands=[mapping[v] for v in inner.operands],
                                  attributes={k: inner.attributes[k] for k in inner.attributes})
        mapping.update(zip(inner.results, new.results))
    return mapping[ops[-1].operands[0]]


def _scan(like: ir.Operation, x: ir.Value, init: ir.Value, axis: int) -> ir.Value:
    """The forward cumulative ``reduce_window`` of ``x`` along ``axis`` with ``like``'s
    computation."""
    shape = list(_ranked(x).shape)
    window, pads = [1] * len(shape), np.zeros((len(shape), 2), np.int64)
    window[axis], pads[axis, 0] = shape[axis], shape[axis] - 1
    ones = _i64s([1] * len(shape))
    new = _create("stablehlo.reduce_window", [x.type], [x, init], regions=1,
                  window_dimensions=_i64s(window), window_strides=ones, base_dilations=ones,
                  window_dilations=ones, padding=ir.DenseElementsAttr.get(pads))
    _clone_body(like, new)
    return new.result


def _blocked_scan(op: ir.Operation) -> list[ir.Value] | None:
    """The blocked form of a long cumulative ``reduce_window`` (see the module docstring);
    None for any other."""
    found = _scan_axis(op)
    if found is None:
        return None
    (axis, reverse), (x, init) = found, list(op.operands)
    shape = list(_ranked(x).shape)
    n = shape[axis]
    rows, block = blocks(n)
    if reverse:
        x = _reverse(x, axis)
    tiled = shape[:axis] + [rows, block] + shape[axis + 1:]
    inner = _scan(op, _reshape(_pad(x, init, axis, rows * block - n), tiled), init, axis + 1)
    totals = _reshape(_slice(inner, axis + 1, block - 1, block),
                      shape[:axis] + [rows] + shape[axis + 1:])
    carried = _scan(op, _pad(_slice(totals, axis, 0, rows - 1), init, axis, 0, low=1), init,
                    axis)
    wide = _create("stablehlo.broadcast_in_dim", [inner.type], [carried],
                   broadcast_dimensions=_i64s(d for d in range(len(tiled)) if d != axis + 1))
    y = _apply_body(op, wide.result, inner)
    y = _slice(_reshape(y, shape[:axis] + [rows * block] + shape[axis + 1:]), axis, 0, n)
    return [_reverse(y, axis) if reverse else y]


def block_long_scans(module: ir.Module) -> int:
    """Every cumulative ``reduce_window`` along an axis longer than :data:`LOOP_LIMIT` as a
    blocked scan (see the module docstring). Returns the count."""
    count = _replace_all(module, "stablehlo.reduce_window", _blocked_scan)
    if count:
        _log.debug("%d long scan(s) blocked", count)
    return count


# ---- reductions ----------------------------------------------------------------------------
def _reduce(like: ir.Operation, xs: list[ir.Value], inits: list[ir.Value], dim: int,
            elements: list[ir.Type]) -> list[ir.Value]:
    """``reduce`` of ``xs`` over ``dim`` with ``like``'s computation (results of
    ``elements``)."""
    shape = [s for k, s in enumerate(_ranked(xs[0]).shape) if k != dim]
    results = [ir.RankedTensorType.get(shape, e) for e in elements]
    new = _create("stablehlo.reduce", results, xs + inits, regions=1, dimensions=_i64s([dim]))
    _clone_body(like, new)
    return list(new.results)


def _two_stage(op: ir.Operation) -> list[ir.Value] | None:
    """A ``reduce`` over one static dimension longer than :data:`LOOP_LIMIT` as a reduce of
    blocks and one of their results; None for any other."""
    half = len(op.operands) // 2
    xs, inits = list(op.operands)[:half], list(op.operands)[half:]
    dims = list(ir.DenseI64ArrayAttr(op.attributes["dimensions"]))
    t = _ranked(xs[0])
    if len(dims) != 1 or not t.has_static_shape or t.shape[dims[0]] <= LOOP_LIMIT:
        return None
    dim, shape = dims[0], list(t.shape)
    n = shape[dim]
    rows, block = blocks(n)
    tiled = shape[:dim] + [rows, block] + shape[dim + 1:]
    parts = [_reshape(_pad(x, i, dim, rows * block - n), tiled) for x, i in zip(xs, inits)]
    elements = [_ranked(r).element_type for r in op.results]
    return _reduce(op, _reduce(op, parts, inits, dim + 1, elements), inits, dim, elements)


def split_long_reductions(module: ir.Module) -> int:
    """Every ``reduce`` over one dimension longer than :data:`LOOP_LIMIT` in two stages (see
    the module docstring). Returns the count."""
    count = _replace_all(module, "stablehlo.reduce", _two_stage)
    if count:
        _log.debug("%d long reduction(s) in two stages", count)
    return count


# ---- dot products --------------------------------------------------------------------------
def _dot_numbers(batch: int, lhs: list[int], rhs: list[int], cl: int, cr: int) -> str:
    parts = [("lhs_batching_dimensions", lhs), ("rhs_batching_dimensions", rhs),
             ("lhs_contracting_dimensions", [cl]), ("rhs_contracting_dimensions", [cr])]
    return "#stablehlo.dot<" + ", ".join(
        f"{name} = [{', '.join(map(str, v))}]" for name, v in parts if len(v)) + ">"


def _dot_form(op: ir.Operation) -> tuple[int, int, int] | None:
    """``(batch, lhs contracting dim, rhs contracting dim)`` of a static ``dot_general`` with
    ``batch`` leading batch dims in order and one contracting dim longer than
    :data:`LOOP_LIMIT` (real or integer elements); None for any other. Each candidate's
    dimension numbers are built as an attribute and compared (the bindings have no StableHLO
    attribute class to read them)."""
    lt, rt = _ranked(op.operands[0]), _ranked(op.operands[1])
    if (not lt.has_static_shape or not rt.has_static_shape or max(lt.shape) <= LOOP_LIMIT
            or isinstance(lt.element_type, ir.ComplexType)):
        return None
    found = op.attributes["dot_dimension_numbers"]
    for batch in range(min(lt.rank, rt.rank)):
        dims = list(range(batch))
        for cl, cr in itertools.product(range(batch, lt.rank), range(batch, rt.rank)):
            if (lt.shape[cl] > LOOP_LIMIT
                    and ir.Attribute.parse(_dot_numbers(batch, dims, dims, cl, cr)) == found):
                return batch, cl, cr
    return None


def _dot_blocks(op: ir.Operation) -> list[ir.Value] | None:
    """A long contraction as a product batched over blocks of it, summed after; None for
    any other ``dot_general``."""
    form = _dot_form(op)
    if form is None:
        return None
    batch, cl, cr = form
    lhs, rhs = op.operands[0], op.operands[1]
    n = _ranked(lhs).shape[cl]
    rows, block = blocks(n)
    sides = []
    for x, c in ((lhs, cl), (rhs, cr)):
        shape = list(_ranked(x).shape)
        padded = (_pad(x, _zero(_ranked(x).element_type), c, rows * block - n)
                  if rows * block > n else x)
        sides.append(_reshape(padded, shape[:c] + [rows, block] + shape[c + 1:]))
    out = _ranked(op.results[0])
    attributes = {k: op.attributes[k] for k in op.attributes if k != "dot_dimension_numbers"}
    attributes["dot_dimension_numbers"] = ir.Attribute.parse(_dot_numbers(
        batch, [cl, *range(batch)], [cr, *range(batch)], cl + 1, cr + 1))
    partial = ir.Operation.create(
        "stablehlo.dot_general", results=[ir.RankedTensorType.get(
            [rows, *out.shape], out.element_type)], operands=sides, attributes=attributes)
    total = _create("stablehlo.reduce", [out], [partial.result, _zero(out.element_type)],
                    regions=1, dimensions=_i64s([0]))
    _sum_body(total, out.element_type)
    return [total.result]


def split_long_dots(module: ir.Module) -> int:
    """Every ``dot_general`` contracting more than :data:`LOOP_LIMIT` elements as a product
    batched over blocks of the contraction and a sum of the blocks (see the module
    docstring). Returns the count."""
    count = _replace_all(module, "stablehlo.dot_general", _dot_blocks)
    if count:
        _log.debug("%d long contraction(s) in two stages", count)
    return count


# ---- scatters ------------------------------------------------------------------------------
def _scatter_numbers(leading: int, windows: int, inserted, dims) -> str:
    parts = [("update_window_dims", range(leading, leading + windows)),
             ("inserted_window_dims", inserted), ("scatter_dims_to_operand_dims", dims)]
    return ("#stablehlo.scatter<" + ", ".join(
        f"{name} = [{', '.join(map(str, v))}]" for name, v in parts if len(v))
        + f", index_vector_dim = {leading}>")


def _scatter_form(op: ir.Operation) -> tuple[int, tuple, tuple] | None:
    """``(leading, inserted window dims, index map)`` of a static scatter in JAX's form: the
    updates' ``leading`` dims index the updates (the indices' too, the index vector after
    them, or implicit), their trailing dims are each update's window, no batching dims;
    None for any other scatter (each candidate's dimension numbers are built and compared)."""
    half = (len(op.operands) - 1) // 2
    operand, indices, updates = (_ranked(op.operands[i]) for i in (0, half, half + 1))
    if (not all(_ranked(v).has_static_shape for v in op.operands)
            or operand.rank > _MAX_SCATTER_RANK):
        return None
    found = op.attributes["scatter_dimension_numbers"]
    for leading in range(1, updates.rank + 1):
        windows = updates.rank - leading
        if (indices.rank not in (leading, leading + 1) or windows > operand.rank
                or list(indices.shape[:leading]) != list(updates.shape[:leading])):
            continue
        count = indices.shape[leading] if indices.rank > leading else 1
        for inserted in itertools.combinations(range(operand.rank), operand.rank - windows):
            for dims in itertools.permutations(range(operand.rank), min(count, operand.rank)):
                if ir.Attribute.parse(_scatter_numbers(leading, windows, inserted, dims)) == found:
                    return leading, inserted, dims
    return None


def _window_trips(window: list[int]) -> int:
    """The loop trips one update costs: the update's own plus its window's loop nest (a
    window of one element: no loop). At most twice the window's elements."""
    sizes = [w for w in window if w > 1]
    return 1 + sum(math.prod(sizes[:k + 1]) for k in range(len(sizes)))


def _flattened(op: ir.Operation, leading: int, inserted, dims) -> tuple[list, list, dict]:
    """``op``'s indices and updates with their ``leading`` dims as one, and its attributes
    with the dimension numbers that fit them."""
    half = (len(op.operands) - 1) // 2
    indices, updates = op.operands[half], list(op.operands)[half + 1:]
    attributes = {k: op.attributes[k] for k in op.attributes}
    if leading == 1:
        return [indices], updates, attributes
    points = math.prod(_ranked(indices).shape[:leading])
    indices = _reshape(indices, [points, *_ranked(indices).shape[leading:]])
    updates = [_reshape(u, [points, *_ranked(u).shape[leading:]]) for u in updates]
    windows = _ranked(updates[0]).rank - 1
    attributes["scatter_dimension_numbers"] = ir.Attribute.parse(
        _scatter_numbers(1, windows, inserted, dims))
    return [indices], updates, attributes


def _chunked(op: ir.Operation) -> list[ir.Value] | None:
    """A scatter whose updates loop past the limit as consecutive scatters of chunks of
    them; None for any other. Raises UnsupportedProgramError for one whose single update
    does."""
    half = (len(op.operands) - 1) // 2
    updates = _ranked(op.operands[half + 1])
    if not updates.has_static_shape or 2 * math.prod(updates.shape) <= LOOP_LIMIT:
        return None  # at most twice as many trips as elements: under the limit
    form = _scatter_form(op)
    if form is None:
        return None
    leading = form[0]
    points, window = math.prod(updates.shape[:leading]), list(updates.shape[leading:])
    trips = _window_trips(window)
    if points * trips <= LOOP_LIMIT:
        return None
    chunk = LOOP_LIMIT // trips
    if not chunk:
        raise UnsupportedProgramError(
            f"stablehlo.scatter at {op.location}: each update is a window of "
            f"{math.prod(window)} elements ({window}), which IREE 3.13's SPIR-V code loops "
            f"over in one invocation, {trips} loop trips, past lavapipe's {LOOP_LIMIT} (the "
            f"rest is silently dropped): the results would be wrong (registry entry "
            f"chunked-scatters, issue 52; turned off, IREE compiles it as it is)")
    indices, parts, attributes = _flattened(op, *form)
    values = list(op.operands)[:half]
    for start in range(0, points, chunk):
        part = [_slice(v, 0, start, min(start + chunk, points)) for v in indices + parts]
        new = ir.Operation.create("stablehlo.scatter", results=[r.type for r in op.results],
                                  operands=values + part, attributes=attributes, regions=1)
        _clone_body(op, new)
        values = list(new.results)
    return values


def chunk_long_scatters(module: ir.Module) -> int:
    """Every scatter whose updates loop past :data:`LOOP_LIMIT` as consecutive scatters of
    chunks of its updates (see the module docstring). Returns the count."""
    count = _replace_all(module, "stablehlo.scatter", _chunked)
    if count:
        _log.debug("%d long scatter(s) in chunks", count)
    return count
