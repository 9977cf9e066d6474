"""Short counted loops unrolled (registry entry ``unroll-counted-loops``).

JAX's ``fori_loop``/``scan`` with a static trip count exports a ``stablehlo.while`` whose
condition compares a counter with a constant. IREE 3.13 runs each iteration as host control
flow: a device-to-host read of the condition and a small dispatch or few per step. s2fft's
transforms are 13-16-trip scans of small bodies and spent 3.2-4.0x JAX-CPU's time that way.
Unrolled, the counter becomes a constant in each copy of the body (its dynamic slices
static) and IREE schedules the whole program at once. Exact: the same ops on the same values.

A loop qualifies when one carried value is a counter: its initial value a constant, the
condition ``counter < bound`` (or ``!=``) with a constant bound (or a loop value the body
returns unchanged whose initial value is constant), the body's new value
``counter + step`` with a constant step > 0, and the trip count at most :data:`MAX_TRIPS`;
the body holds at most :data:`MAX_BODY_OPS` ops (the module grows by trips x body).
"""

from __future__ import annotations

import logging

import numpy as np
from iree.compiler import ir

from ..stablehlo.evaluate import constant_value
from ..stablehlo.match import find_ops

__all__ = ["MAX_TRIPS", "MAX_BODY_OPS", "trip_count", "unroll_counted_loops"]

_log = logging.getLogger(__name__)

#: loops of more trips stay loops
MAX_TRIPS = 32
#: nor are loops whose body (nested ops counted) is larger
MAX_BODY_OPS = 400


def _scalar(v: ir.Value) -> int | None:
    """An integer scalar constant's value (None: not one)."""
    value = constant_value(v)
    if value is None or np.size(value) != 1 or np.asarray(value).dtype.kind not in "iu":
        return None
    return int(np.asarray(value).reshape(-1)[0])


def _invariant_scalar(op: ir.Operation, v: ir.Value) -> int | None:
    """``v`` (an operand in ``op``'s condition) as an integer constant: a constant itself, or
    a loop value the body returns unchanged whose initial value is one (``fori_loop`` with
    bounds computed before the loop carries its upper bound so: s2fft's recursions)."""
    cond, body = op.regions[0].blocks[0], op.regions[1].blocks[0]
    args = list(cond.arguments)
    if v not in args:
        return _scalar(v)
    j = args.index(v)
    if _terminator(op.regions[1]).operands[j] != body.arguments[j]:
        return None
    return _scalar(op.operands[j])


def _terminator(region: ir.Region) -> ir.Operation:
    return list(region.blocks[0].operations)[-1].operation


def trip_count(op: ir.Operation) -> tuple[int, int] | None:
    """``(counter index, trips)`` of a counted ``stablehlo.while`` (see the module docstring),
    None for any other loop."""
    cond, body = op.regions[0].blocks[0], op.regions[1].blocks[0]
    test = getattr(_terminator(op.regions[0]).operands[0].owner, "operation", None)
    if test is None or test.name != "stablehlo.compare" or test.operands[0] not in list(
            cond.arguments):
        return None
    direction = str(test.attributes["comparison_direction"])
    index = list(cond.arguments).index(test.operands[0])
    bound, start = _invariant_scalar(op, test.operands[1]), _scalar(op.operands[index])
    step_op = getattr(_terminator(op.regions[1]).operands[index].owner, "operation", None)
    if (bound is None or start is None or step_op is None or step_op.name != "stablehlo.add"
            or step_op.operands[0] != body.arguments[index]):
        return None
    step = _scalar(step_op.operands[1])
    if step is None or step <= 0:
        return None
    if "LT" in direction:
        trips = max(0, -(-(bound - start) // step))
    elif "NE" in direction and (bound - start) % step == 0 and bound >= start:
        trips = (bound - start) // step
    else:
        return None
    return index, trips


def _size(op: ir.Operation) -> int:
    return len(find_ops(op, lambda o: True))


def _unroll(op: ir.Operation, trips: int) -> None:
    body = op.regions[1].blocks[0]
    values = list(op.operands)
    ops = [o.operation for o in list(body.operations)[:-1]]
    returned = list(_terminator(op.regions[1]).operands)
    with op.context, ir.InsertionPoint(op):
        for _ in range(trips):
            mapping = dict(zip(body.arguments, values))
            for inner in ops:
                new = inner.clone()
                for nested in find_ops(new, lambda o: True):
                    for i, v in enumerate(list(nested.operands)):
                        if v in mapping:
                            nested.operands[i] = mapping[v]
                mapping.update(zip(inner.results, new.results))
            values = [mapping.get(v, v) for v in returned]
    for result, value in zip(op.results, values):
        result.replace_all_uses_with(value)
    op.erase()


def unroll_counted_loops(module: ir.Module) -> int:
    """Every qualifying ``stablehlo.while`` of ``module`` unrolled in place (innermost loops
    first, one pass). Returns the count."""
    count = 0
    loops = find_ops(module.operation, lambda o: o.name == "stablehlo.while")
    for op in reversed(loops):  # post-order: an inner loop before the loop holding it
        found = trip_count(op)
        if found is None or found[1] > MAX_TRIPS or _size(op) > MAX_BODY_OPS:
            continue
        _unroll(op, found[1])
        count += 1
    if count:
        _log.debug("unrolled %d counted loop(s)", count)
    return count
