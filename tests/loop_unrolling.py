"""Test helper: counted ``stablehlo.while`` loops unrolled into copies of their body, an
independent reference for what a loop computes (tests/test_library_workarounds.py: IREE 3.13
miscompiles a loop of dinosaur's time stepping; the same body unrolled is right and equals the
one-trip program applied twice, exactly).

A loop with a static trip count (JAX's ``fori_loop``/``scan`` form: a counter that starts at a
constant, steps by a constant and is compared ``LT`` to a constant) of at most
:data:`MAX_TRIPS` trips, whose body is at most :data:`MAX_UNROLLED_OPS` ops over all trips,
becomes that many copies of its body.
"""

from __future__ import annotations

import math

from iree.compiler import ir

from iree_vkfft.stablehlo.match import find_ops

__all__ = ["MAX_TRIPS", "MAX_UNROLLED_OPS", "static_trip_count", "unroll_counted_whiles"]

#: loops of at most this many trips are unrolled
MAX_TRIPS = 8
#: ... when their bodies add up to at most this many ops
MAX_UNROLLED_OPS = 20000


def _constant_int(v: ir.Value) -> int | None:
    """The value of a scalar integer ``stablehlo.constant`` (None for anything else)."""
    if not isinstance(v, ir.OpResult) or v.owner.name != "stablehlo.constant":
        return None
    t = ir.RankedTensorType(v.type)
    if t.rank != 0 or not isinstance(t.element_type, ir.IntegerType):
        return None
    return int(ir.DenseIntElementsAttr(v.owner.attributes["value"])[0])


def _is_direction(op: ir.Operation, direction: str) -> bool:
    return op.attributes["comparison_direction"] == ir.Attribute.parse(
        f"#stablehlo<comparison_direction {direction}>", context=op.context)


def static_trip_count(loop: ir.Operation) -> int | None:
    """The number of trips of a counted ``stablehlo.while`` (``for i = a; i < b; i += s``
    with constant a, b and s > 0), or None when it is not one."""
    cond, body = (r.blocks[0] for r in loop.regions)
    ret = list(cond.operations)[-1]
    pred = ret.operands[0] if len(ret.operands) == 1 else None
    if (pred is None or not isinstance(pred, ir.OpResult)
            or pred.owner.name != "stablehlo.compare" or not _is_direction(pred.owner, "LT")):
        return None
    counter, limit = pred.owner.operands
    if not isinstance(counter, ir.BlockArgument) or counter.owner != cond:
        return None
    k = counter.arg_number
    start, stop = _constant_int(loop.operands[k]), _constant_int(limit)
    step_v = list(body.operations)[-1].operands[k]
    if (start is None or stop is None or not isinstance(step_v, ir.OpResult)
            or step_v.owner.name != "stablehlo.add"):
        return None
    a, b = step_v.owner.operands
    if a != body.arguments[k]:
        a, b = b, a
    step = _constant_int(b)
    if a != body.arguments[k] or step is None or step <= 0:
        return None
    return max(0, math.ceil((stop - start) / step))


def _region_ops(region: ir.Region) -> list[ir.Operation]:
    """Every op in ``region``, nested ones included."""
    return [nested for block in region.blocks for op in block.operations
            for nested in find_ops(op.operation, lambda o: True)]


def _closed_regions(body: ir.Block) -> bool:
    """Whether no op nested inside a body op's regions uses a value of the body itself (the
    unrolled copies remap only the body ops' own operands)."""
    local = set()
    for a in body.arguments:
        local.add(a)
    for op in body.operations:
        local.update(op.results)
    for op in body.operations:
        for region in op.regions:
            if any(v in local for nested in _region_ops(region) for v in nested.operands):
                return False
    return True


def _unroll(loop: ir.Operation, trips: int) -> None:
    body = loop.regions[1].blocks[0]
    ops = list(body.operations)
    carried = list(loop.operands)
    for _ in range(trips):
        mapping = dict(zip(body.arguments, carried))
        for op in ops[:-1]:
            copy = op.operation.clone(ip=ir.InsertionPoint(loop))
            for j, v in enumerate(op.operands):
                if v in mapping:
                    copy.operands[j] = mapping[v]
            mapping.update(zip(op.results, copy.results))
        carried = [mapping.get(v, v) for v in ops[-1].operands]
    for r, v in zip(loop.results, carried):
        r.replace_all_uses_with(v)
    loop.erase()


def unroll_counted_whiles(module: ir.Module, max_trips: int = MAX_TRIPS,
                          max_ops: int = MAX_UNROLLED_OPS) -> int:
    """Unrolls each counted ``stablehlo.while`` of at most ``max_trips`` trips whose copies
    add up to at most ``max_ops`` ops (innermost loops first); returns the count."""
    count = 0
    with module.context:
        for loop in reversed(find_ops(module.operation, lambda o: o.name == "stablehlo.while")):
            trips = static_trip_count(loop)
            body = loop.regions[1].blocks[0]
            size = len(_region_ops(loop.regions[1]))
            if (trips is None or trips > max_trips or trips * size > max_ops
                    or not _closed_regions(body)):
                continue
            _unroll(loop, trips)
            count += 1
    return count
