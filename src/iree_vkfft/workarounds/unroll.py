"""Short counted loops unrolled (registry entries ``unroll-counted-loops`` and
``unroll-bounded-loops``).

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
the unrolled copies hold at most :data:`MAX_UNROLLED_OPS` ops (trips x the loop's ops).

A *bounded* loop's condition is such a counter test AND-ed with a test on data (a
Runge-Kutta stage loop ``while stage < 7 and not done``: diffrax's solvers start it at a
data-dependent stage). It runs at most the counter's trips; :func:`unroll_bounded_loops`
unrolls it that many times with each copy's results selected by the condition evaluated on
its inputs (``select(cond, body(v), v)``), so a copy after the loop would have stopped
leaves every value as it was: exact, at the cost of computing the body for every possible
trip. Only loops whose body is cheap to repeat qualify (tensors of at most
:data:`PREDICATED_MAX_ELEMENTS`) and safe to run on the values the loop exits with: no
nested loop (it might not end on them), no integer division by a computed divisor (x86
traps on zero), no scatter (IREE 3.13 writes outside the operand at a negative index), no
custom call or op with effects.
"""

from __future__ import annotations

import logging

import numpy as np
from iree.compiler import ir

from ..stablehlo.evaluate import constant_value
from ..stablehlo.match import find_ops
from .loop_bodies import broadcast_predicate

__all__ = ["MAX_TRIPS", "MAX_UNROLLED_OPS", "PREDICATED_MAX_ELEMENTS", "trip_count", "trip_bound",
           "unroll_counted_loops", "unroll_bounded_loops"]

_log = logging.getLogger(__name__)

#: loops of more trips stay loops
MAX_TRIPS = 32
#: nor are loops whose copies would hold more ops (trips x the loop's ops, nested ones
#: counted; 32 x 400, the bound of the first rule): jax-cfd's Navier-Stokes, a 4-trip loop of
#: 1294 ops after portable mode's FFTs, 1.07 -> 0.64 ms unrolled (compile 2.9 -> 4.8 s);
#: Schrodinger (4 x 659) 0.268 -> 0.244 ms; dinosaur's step (4 x 1138) 0.92 -> 0.88 ms
MAX_UNROLLED_OPS = 12800
#: a bounded loop is unrolled only when no tensor in it is larger: each copy computes the
#: body whether or not the loop would have run that trip. One host-driven iteration costs
#: IREE 3.13 20-75 us on llvm-cpu (benchmarks/bench_loop_counter.py); an element-wise pass
#: over 2^14 floats a few microseconds
PREDICATED_MAX_ELEMENTS = 1 << 14


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


def _owner(v: ir.Value) -> ir.Operation | None:
    return None if isinstance(v.owner, ir.Block) else v.owner.operation


def _counted(op: ir.Operation, test: ir.Operation | None) -> tuple[int, int] | None:
    """``(counter index, trips)`` when ``test`` (an op in ``op``'s condition) compares a
    counter (see the module docstring) with its bound, else None."""
    cond, body = op.regions[0].blocks[0], op.regions[1].blocks[0]
    if test is None or test.name != "stablehlo.compare" or test.operands[0] not in list(
            cond.arguments):
        return None
    direction = str(test.attributes["comparison_direction"])
    index = list(cond.arguments).index(test.operands[0])
    bound, start = _invariant_scalar(op, test.operands[1]), _scalar(op.operands[index])
    step_op = _owner(_terminator(op.regions[1]).operands[index])
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


def trip_count(op: ir.Operation) -> tuple[int, int] | None:
    """``(counter index, trips)`` of a counted ``stablehlo.while`` (see the module docstring),
    None for any other loop."""
    return _counted(op, _owner(_terminator(op.regions[0]).operands[0]))


def _is_false(v: ir.Value) -> bool:
    value = constant_value(v)
    return value is not None and np.size(value) == 1 and not bool(np.asarray(value).ravel()[0])


def _implied(v: ir.Value, depth: int = 0) -> list[ir.Value]:
    """``v`` and the i1 values that are true whenever ``v`` is: the operands of an ``and``,
    through the identities JAX wraps conditions in (``x != false``, an i1 convert, a
    reduce over no dimensions)."""
    op = _owner(v)
    if op is None or depth > 32:
        return [v]
    name, inner = op.name, []
    if name == "stablehlo.and":
        inner = list(op.operands)
    elif name == "stablehlo.convert" and op.operands[0].type == v.type:
        inner = [op.operands[0]]
    elif (name == "stablehlo.compare" and "NE" in str(op.attributes["comparison_direction"])
          and _is_false(op.operands[1])):
        inner = [op.operands[0]]
    elif (name == "stablehlo.reduce" and len(op.operands) == 2
          and not list(ir.DenseI64ArrayAttr(op.attributes["dimensions"]))):
        inner = [op.operands[0]]
    return [v] + [w for x in inner for w in _implied(x, depth + 1)]


def trip_bound(op: ir.Operation) -> int | None:
    """The most trips a ``stablehlo.while`` can run: the fewest of a counter test its
    condition implies (None: no such test)."""
    found = [_counted(op, _owner(v))
             for v in _implied(_terminator(op.regions[0]).operands[0])]
    trips = [t for _, t in filter(None, found)]
    return min(trips) if trips else None


def _size(op: ir.Operation) -> int:
    return len(find_ops(op, lambda o: True))


def inline_block(block: ir.Block, values: list[ir.Value]) -> list[ir.Value]:
    """Clones ``block``'s ops at the insertion point with its arguments bound to ``values``;
    returns what its terminator returns."""
    mapping = dict(zip(block.arguments, values))
    ops = list(block.operations)
    for inner in (o.operation for o in ops[:-1]):
        new = inner.clone()
        for nested in find_ops(new, lambda o: True):
            for i, v in enumerate(list(nested.operands)):
                if v in mapping:
                    nested.operands[i] = mapping[v]
        mapping.update(zip(inner.results, new.results))
    return [mapping.get(v, v) for v in ops[-1].operation.operands]


def _replace(op: ir.Operation, values: list[ir.Value]) -> None:
    for result, value in zip(op.results, values):
        result.replace_all_uses_with(value)
    op.erase()


def _unroll(op: ir.Operation, trips: int) -> None:
    values = list(op.operands)
    with op.context, ir.InsertionPoint(op):
        for _ in range(trips):
            values = inline_block(op.regions[1].blocks[0], values)
    _replace(op, values)


def _select(pred: ir.Value, new: ir.Value, old: ir.Value) -> ir.Value:
    """``select(pred, new, old)``, the 0-d ``pred`` broadcast to the values' shape (a 0-d
    select predicate is read back to the host: ``select-predicate-broadcasts``)."""
    pred = broadcast_predicate(pred, ir.RankedTensorType(new.type))
    return ir.Operation.create("stablehlo.select", results=[new.type],
                               operands=[pred, new, old]).result


def _unroll_predicated(op: ir.Operation, trips: int) -> None:
    values = list(op.operands)
    with op.context, op.location, ir.InsertionPoint(op):
        for _ in range(trips):
            (go,) = inline_block(op.regions[0].blocks[0], values)
            new = inline_block(op.regions[1].blocks[0], values)
            values = [v if n == v else _select(go, n, v) for n, v in zip(new, values)]
    _replace(op, values)


def unroll_counted_loops(module: ir.Module) -> int:
    """Every qualifying ``stablehlo.while`` of ``module`` unrolled in place (innermost loops
    first, one pass). Returns the count."""
    count = 0
    loops = find_ops(module.operation, lambda o: o.name == "stablehlo.while")
    for op in reversed(loops):  # post-order: an inner loop before the loop holding it
        found = trip_count(op)
        if found is None or found[1] > MAX_TRIPS or found[1] * _size(op) > MAX_UNROLLED_OPS:
            continue
        _unroll(op, found[1])
        count += 1
    if count:
        _log.debug("unrolled %d counted loop(s)", count)
    return count


#: ops a predicated copy must not run on the values a loop exits with (a scatter: IREE 3.13
#: writes outside its operand at a negative index, which the exit values may hold; the row
#: sets ``loop-row-scatters`` rewrites into selects before this runs are not scatters then)
_UNSAFE_TO_REPEAT = frozenset({
    "stablehlo.while", "stablehlo.custom_call", "stablehlo.scatter", "stablehlo.rng",
    "stablehlo.rng_bit_generator",
    "stablehlo.infeed", "stablehlo.outfeed", "stablehlo.send", "stablehlo.recv",
    "stablehlo.all_reduce", "stablehlo.all_gather", "stablehlo.all_to_all",
    "stablehlo.collective_permute", "stablehlo.reduce_scatter", "func.call"})


def _integer_division(op: ir.Operation) -> bool:
    """An integer divide/remainder whose divisor is not a constant free of zeros."""
    if op.name not in ("stablehlo.divide", "stablehlo.remainder"):
        return False
    element = ir.RankedTensorType(op.results[0].type).element_type
    if not isinstance(element.maybe_downcast(), ir.IntegerType):
        return False
    divisor = constant_value(op.operands[1])
    return divisor is None or not np.all(np.asarray(divisor) != 0)


def _repeatable(op: ir.Operation) -> bool:
    """Whether ``op``'s condition and body may run on any values the loop carries: static
    tensors of at most :data:`PREDICATED_MAX_ELEMENTS` elements and no op that could trap,
    hang or have an effect."""
    for inner in find_ops(op, lambda o: True):
        if inner != op and (inner.name in _UNSAFE_TO_REPEAT or _integer_division(inner)):
            return False
        for v in list(inner.operands) + list(inner.results):
            t = v.type.maybe_downcast()
            if not isinstance(t, ir.RankedTensorType):
                return False
            if not t.has_static_shape or int(np.prod(t.shape)) > PREDICATED_MAX_ELEMENTS:
                return False
    return True


def unroll_bounded_loops(module: ir.Module) -> int:
    """Every bounded ``stablehlo.while`` (see the module docstring) that is not counted, runs
    at most :data:`MAX_TRIPS` trips, unrolls into at most :data:`MAX_UNROLLED_OPS` ops and is
    repeatable, unrolled with predicated copies (innermost loops first, one pass). Returns
    the count."""
    count = 0
    loops = find_ops(module.operation, lambda o: o.name == "stablehlo.while")
    for op in reversed(loops):
        if trip_count(op) is not None:
            continue
        bound = trip_bound(op)
        if (bound is None or bound > MAX_TRIPS or bound * _size(op) > MAX_UNROLLED_OPS
                or not _repeatable(op)):
            continue
        _unroll_predicated(op, bound)
        count += 1
    if count:
        _log.debug("unrolled %d bounded loop(s) with predicated copies", count)
    return count
