"""``stablehlo.sort`` as a bitonic sorting network of element-wise StableHLO (registry entry
``sorts-as-networks``).

IREE 3.13 lowers a sort to one dispatch per row that sorts in quadratic time (llvm-cpu:
f32[10000] 452 ms, XLA-CPU 2 ms; a two-operand sort of 10,000 does not compile: "exceeded
stack allocation limit"), and on SPIR-V it returns an unsorted permutation from 512 elements
on (any comparator), without an error. The network is log2(N)(log2(N)+1)/2 compare-exchange
stages over the row padded to N = 2^m; each stage pairs element i with i XOR j through a
reshape to ``[rows, N/2j, 2, j]``, so every stage is a few element-wise ops on the whole
tensor: O(n log^2 n) work, no shared memory, no per-row dispatch.

Order: the program's own comparator, applied element-wise (its body ops re-typed from 0-d
to the stage's shape), decides; ties (neither element before the other) go by original
position, so the order is total and the result is the one stable sort gives, whatever
``is_stable`` says (an unstable sort may return any order of ties; JAX's comparators tie only
bitwise-equal keys). Padding sorts after every element. Exact: elements are moved, never
computed.
"""

from __future__ import annotations

import logging

import numpy as np
from iree.compiler import ir

from ..stablehlo.evaluate import dense_constant
from ..stablehlo.match import replace_results

__all__ = ["ELEMENTWISE", "sort_as_network", "rewrite_sorts", "rewrite_stable_sorts"]

_log = logging.getLogger(__name__)

#: comparator body ops the network can apply element-wise (anything else: the sort stays)
ELEMENTWISE = frozenset({
    "stablehlo.compare", "stablehlo.select", "stablehlo.and", "stablehlo.or", "stablehlo.xor",
    "stablehlo.not", "stablehlo.convert", "stablehlo.bitcast_convert", "stablehlo.add",
    "stablehlo.subtract", "stablehlo.multiply", "stablehlo.negate", "stablehlo.abs",
    "stablehlo.maximum", "stablehlo.minimum", "stablehlo.shift_left",
    "stablehlo.shift_right_logical", "stablehlo.shift_right_arithmetic",
    "stablehlo.is_finite", "stablehlo.sign", "stablehlo.constant", "stablehlo.return"})


def _i64s(values) -> ir.DenseI64ArrayAttr:
    return ir.DenseI64ArrayAttr.get([int(v) for v in values])


def _make(name: str, result: ir.Type, operands: list[ir.Value], **attributes) -> ir.Value:
    return ir.Operation.create(name, results=[result], operands=operands,
                               attributes=attributes).result


def _like(v: ir.Value, shape: list[int]) -> ir.RankedTensorType:
    return ir.RankedTensorType.get(shape, ir.RankedTensorType(v.type).element_type)


def _reshape(v: ir.Value, shape: list[int]) -> ir.Value:
    return _make("stablehlo.reshape", _like(v, shape), [v])


def _bools(shape: list[int]) -> ir.RankedTensorType:
    return ir.RankedTensorType.get(shape, ir.IntegerType.get_signless(1))


def _cmp(a: ir.Value, b: ir.Value, direction: str) -> ir.Value:
    """``compare <direction>, a, b``: an ``i1`` tensor of ``a``'s shape."""
    return _make("stablehlo.compare", _bools(list(ir.RankedTensorType(a.type).shape)), [a, b],
                 comparison_direction=ir.Attribute.parse(
                     f"#stablehlo<comparison_direction {direction}>"))


def _comparable(op: ir.Operation) -> bool:
    """Whether ``op``'s comparator is element-wise ops on 0-d tensors only."""
    for inner in op.regions[0].blocks[0].operations:
        inner = inner.operation
        if inner.name not in ELEMENTWISE or len(inner.regions):
            return False
        for v in list(inner.results) + list(inner.operands):
            t = v.type.maybe_downcast()
            if not isinstance(t, ir.RankedTensorType) or t.rank != 0:
                return False
    return True


def _compare(op: ir.Operation, lhs: list[ir.Value], rhs: list[ir.Value],
             shape: list[int]) -> ir.Value:
    """The comparator of the sort ``op`` on whole tensors: ``lhs[i]`` against ``rhs[i]``
    element by element (its 0-d constants broadcast, every other op re-typed)."""
    block = op.regions[0].blocks[0]
    mapping = {arg: v for arg, v in zip(block.arguments,
                                        [x for pair in zip(lhs, rhs) for x in pair])}
    for inner in [o.operation for o in block.operations]:
        if inner.name == "stablehlo.return":
            return mapping[inner.operands[0]]
        if inner.name == "stablehlo.constant":
            scalar = _make("stablehlo.constant", inner.results[0].type, [],
                           value=inner.attributes["value"])
            mapping[inner.results[0]] = _make(
                "stablehlo.broadcast_in_dim", _like(scalar, shape), [scalar],
                broadcast_dimensions=_i64s([]))
            continue
        attributes = {name: inner.attributes[name] for name in inner.attributes}
        for v in inner.operands:  # a 0-d value from outside the body (a hoisted constant)
            if v not in mapping:
                mapping[v] = _make("stablehlo.broadcast_in_dim", _like(v, shape), [v],
                                   broadcast_dimensions=_i64s([]))
        mapping[inner.results[0]] = ir.Operation.create(
            inner.name, results=[_like(inner.results[0], shape)],
            operands=[mapping[v] for v in inner.operands], attributes=attributes).result
    raise ValueError("a sort comparator without a return")


def _goes_first(op, lo, hi, n: int, shape: list[int]) -> ir.Value:
    """Whether each ``lo`` element (values..., position) goes before its ``hi``: valid ones
    (position < n) by the comparator, ties and padding by position."""
    *lo_v, lo_i = lo
    *hi_v, hi_i = hi
    bools = _bools(shape)

    limit = dense_constant(np.full(shape, n, np.int32), _like(lo_i, shape))
    lo_ok, hi_ok = _cmp(lo_i, limit, "LT"), _cmp(hi_i, limit, "LT")
    first = _cmp(lo_i, hi_i, "LT")
    ahead, behind = _compare(op, lo_v, hi_v, shape), _compare(op, hi_v, lo_v, shape)

    def both(name, a, b):
        return _make(f"stablehlo.{name}", bools, [a, b])

    tie_first = both("and", _make("stablehlo.not", bools, [behind]), first)
    by_key = both("or", both("or", _make("stablehlo.not", bools, [hi_ok]), ahead), tie_first)
    valid_lo = both("and", lo_ok, by_key)
    both_pad = both("and", _make("stablehlo.not", bools, [lo_ok]),
                    _make("stablehlo.not", bools, [hi_ok]))
    return both("or", valid_lo, both("and", both_pad, first))


def _scalar(value: int) -> ir.Value:
    i32 = ir.IntegerType.get_signless(32)
    return dense_constant(np.array(value, np.int32), ir.RankedTensorType.get([], i32))


def _wide(v: ir.Value, shape: list[int]) -> ir.Value:
    return _make("stablehlo.broadcast_in_dim", _like(v, shape), [v],
                 broadcast_dimensions=_i64s([]))


def _partners(rows: list[ir.Value], p: ir.Value) -> list[ir.Value]:
    """Each ``[M, N]`` row tensor read at column ``p[m, i]`` (one flat gather each)."""
    m, big = ir.RankedTensorType(p.type).shape
    i32 = ir.IntegerType.get_signless(32)
    row = _make("stablehlo.iota", p.type, [], iota_dimension=ir.IntegerAttr.get(
        ir.IntegerType.get_signless(64), 0))  # row * N: no [M, N] constant in the module
    base = _make("stablehlo.multiply", p.type, [row, dense_constant(
        np.full([m, big], big, np.int32), ir.RankedTensorType.get([m, big], i32))])
    flat = _reshape(_make("stablehlo.add", p.type, [p, base]), [m * big, 1])
    dims = ir.Attribute.parse("#stablehlo.gather<collapsed_slice_dims = [0], "
                              "start_index_map = [0], index_vector_dim = 1>")
    out = []
    for v in rows:
        g = _make("stablehlo.gather", _like(v, [m * big]), [_reshape(v, [m * big]), flat],
                  dimension_numbers=dims, slice_sizes=_i64s([1]))
        out.append(_reshape(g, [m, big]))
    return out


def _stage_body(op, rows: list[ir.Value], k: ir.Value, j: ir.Value, n: int) -> list[ir.Value]:
    """One compare-exchange stage of block size ``k`` and distance ``j`` (0-d i32 values) on
    the ``[M, N]`` rows (positions last): element i keeps itself or takes partner i XOR j."""
    shape = list(ir.RankedTensorType(rows[0].type).shape)
    ii = _make("stablehlo.iota", rows[-1].type, [], iota_dimension=(
        ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 1)))
    p = _make("stablehlo.xor", ii.type, [ii, _wide(j, shape)])
    theirs = _partners(rows, p)
    mine_first = _goes_first(op, rows, theirs, n, shape)

    lower = _cmp(ii, p, "LT")
    masked = _make("stablehlo.and", ii.type, [ii, _wide(k, shape)])
    ascending = _cmp(masked, _wide(_scalar(0), shape), "EQ")
    wants_first = _cmp(lower, ascending, "EQ")
    keep = _cmp(mine_first, wants_first, "EQ")
    return [_make("stablehlo.select", a.type, [keep, a, b]) for a, b in zip(rows, theirs)]


def _network(op, rows: list[ir.Value], n: int) -> list[ir.Value]:
    """The stages ``k = 2, 4, .., N``, ``j = k/2, .., 1`` as one ``stablehlo.while`` carrying
    ``(k, j, rows...)``: one body, log2(N)(log2(N)+1)/2 trips."""
    big = ir.RankedTensorType(rows[0].type).shape[1]
    scalar_t = _scalar(0).type
    types = [scalar_t, scalar_t] + [r.type for r in rows]
    loop = ir.Operation.create("stablehlo.while", results=types,
                               operands=[_scalar(2), _scalar(1)] + rows, regions=2)
    cond = loop.regions[0].blocks.append(*types)
    with ir.InsertionPoint(cond):
        go = _cmp(cond.arguments[0], _scalar(big), "LE")
        ir.Operation.create("stablehlo.return", results=[], operands=[go])
    body = loop.regions[1].blocks.append(*types)
    with ir.InsertionPoint(body):
        k, j, *carried = body.arguments
        new = _stage_body(op, list(carried), k, j, n)
        last = _cmp(j, _scalar(1), "EQ")
        k2 = _make("stablehlo.select", scalar_t, [last, _make(
            "stablehlo.add", scalar_t, [k, k]), k])
        half = _make("stablehlo.shift_right_logical", scalar_t, [j, _scalar(1)])
        j2 = _make("stablehlo.select", scalar_t, [last, k, half])
        ir.Operation.create("stablehlo.return", results=[], operands=[k2, j2] + new)
    return list(loop.results)[2:]


def _pad(r: ir.Value, big: int) -> ir.Value:
    """``[M, n]`` rows padded to ``[M, big]`` (with their first element: the padding's values
    never matter, its positions sort it last)."""
    m, n = ir.RankedTensorType(r.type).shape
    first = _make("stablehlo.slice", _like(r, [1, 1]), [r], start_indices=_i64s([0, 0]),
                  limit_indices=_i64s([1, 1]), strides=_i64s([1, 1]))
    return _make("stablehlo.pad", _like(r, [m, big]), [r, _reshape(first, [])],
                 edge_padding_low=_i64s([0, 0]), edge_padding_high=_i64s([0, big - n]),
                 interior_padding=_i64s([0, 0]))


def sort_as_network(op: ir.Operation) -> list[ir.Value] | None:
    """The sorted results of the static ``stablehlo.sort`` ``op`` as a bitonic network (None:
    a dynamic shape, a row of one element, or a comparator with other ops)."""
    xt = ir.RankedTensorType(op.operands[0].type)
    if not xt.has_static_shape or not _comparable(op):
        return None
    shape = list(xt.shape)
    dim = ir.IntegerAttr(op.attributes["dimension"]).value % len(shape)
    n = shape[dim]
    if n < 2:
        return None
    perm = [d for d in range(len(shape)) if d != dim] + [dim]
    moved = [shape[d] for d in perm]
    m, big = int(np.prod(moved[:-1], dtype=np.int64)), 1 << (n - 1).bit_length()
    rows = []
    for x in op.operands:
        t = _make("stablehlo.transpose", _like(x, moved), [x], permutation=_i64s(perm))
        r = _reshape(t, [m, n])
        rows.append(_pad(r, big) if big > n else r)
    i32 = ir.IntegerType.get_signless(32)
    rows.append(_make("stablehlo.iota", ir.RankedTensorType.get([m, big], i32), [],
                      iota_dimension=ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 1)))
    rows = _network(op, rows, n)
    inverse = [int(d) for d in np.argsort(perm)]
    results = []
    for x, r in zip(op.operands, rows[:-1]):
        cut = _make("stablehlo.slice", _like(x, [m, n]), [r], start_indices=_i64s([0, 0]),
                    limit_indices=_i64s([m, n]), strides=_i64s([1, 1])) if big > n else r
        back = _reshape(cut, moved)
        results.append(_make("stablehlo.transpose", x.type, [back], permutation=_i64s(inverse)))
    return results


def rewrite_sorts(module: ir.Module, *, min_length: int = 2) -> int:
    """Every static sort of ``module`` whose sorted dimension has at least ``min_length``
    elements as a network (see the module docstring). Returns the count."""

    def network(op: ir.Operation) -> list[ir.Value] | None:
        shape = ir.RankedTensorType(op.operands[0].type).shape
        dim = ir.IntegerAttr(op.attributes["dimension"]).value % max(1, len(shape))
        return sort_as_network(op) if shape and shape[dim] >= min_length else None

    count = replace_results(module, "stablehlo.sort", network)
    if count:
        _log.debug("%d sort(s) as bitonic networks", count)
    return count


def _is_stable(op: ir.Operation) -> bool:
    return "is_stable" in op.attributes and bool(ir.BoolAttr(op.attributes["is_stable"]).value)


def rewrite_stable_sorts(module: ir.Module) -> int:
    """Every static sort of ``module`` that says ``is_stable`` as a network, whatever its
    length (registry entry ``stable-sorts``): IREE 3.13's own sort does not keep ties in
    their order (llvm-cpu: ``jnp.argsort(x, stable=True)`` of 7 elements with ties, 8 of 21
    indices wrong, without an error; Nx's ``argsort(stable: true)``). Returns the count."""
    count = replace_results(module, "stablehlo.sort",
                            lambda op: sort_as_network(op) if _is_stable(op) else None)
    if count:
        _log.debug("%d stable sort(s) as bitonic networks", count)
    return count
