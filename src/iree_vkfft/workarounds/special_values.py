"""IEEE special values where IREE 3.13's math lowering differs from XLA (issue 44's conformance
table, docs/conformance.md), on every target:

* ``power(x, y)`` with ``x < 0`` is NaN whatever ``y`` (``(-2)^3``, even ``(-0.99)^0``); XLA
  gives C's ``pow``: ``|x|^y`` with the sign of ``x`` for an odd integer ``y``, NaN only for a
  finite negative ``x`` and a non-integer ``y``, and ``(-0.5)^inf = 0``. Rewritten as
  ``power(|x|, y)``, negated for a negative (or ``-0``) ``x`` and an odd integer ``y``, NaN for
  a finite negative ``x`` and a non-integer (or NaN) ``y``; ``x^0``, ``1^y`` and
  ``(-1)^+-inf`` are 1 (IREE: NaN where ``x`` or ``y`` is special).
* ``cbrt(+-inf)`` is NaN (XLA: ``+-inf``): ``select(isinf(x), x, cbrt(x))``.
* ``atan2(+-inf, +-inf)`` and ``atan2(+-0, +-0)`` are NaN (XLA: ``+-pi/4``, ``+-3pi/4``;
  ``+-0``, ``+-pi``): those eight selected.
* ``sine(-0.0)`` and ``tan(-0.0)`` are ``+0.0`` (XLA: ``-0.0``): ``select(x == 0, x, f(x))``.

Real floating-point tensors of static shape only (the constants are splats of the operand's
type); each rewritten op is replaced by the select chain around the same op, which the rewrite
recognizes and leaves alone on a second pass (a marker-free check: the op's one use is the
chain's first select)."""

from __future__ import annotations

import math

from iree.compiler import ir

from ..stablehlo.match import find_ops

__all__ = ["fix_special_values", "SPECIAL_OPS"]

SPECIAL_OPS = ("stablehlo.power", "stablehlo.cbrt", "stablehlo.atan2", "stablehlo.sine",
               "stablehlo.tan")


def _op(name: str, result: ir.Type, operands: list[ir.Value], **attrs) -> ir.Value:
    return ir.Operation.create(name, results=[result], operands=operands,
                               attributes=attrs).result


def _splat(t: ir.RankedTensorType, value: float) -> ir.Value:
    return _op("stablehlo.constant", t, [], value=ir.DenseElementsAttr.get_splat(
        t, ir.FloatAttr.get(t.element_type, value)))


def _cmp(direction: str, a: ir.Value, b: ir.Value) -> ir.Value:
    t = ir.RankedTensorType(a.type)
    pred = ir.RankedTensorType.get(t.shape, ir.IntegerType.get_signless(1))
    return _op("stablehlo.compare", pred, [a, b], comparison_direction=ir.Attribute.parse(
        f"#stablehlo<comparison_direction {direction}>"))


def _and(a: ir.Value, b: ir.Value) -> ir.Value:
    return _op("stablehlo.and", a.type, [a, b])


def _not(a: ir.Value) -> ir.Value:
    return _op("stablehlo.not", a.type, [a])


def _select(pred: ir.Value, a: ir.Value, b: ir.Value) -> ir.Value:
    return _op("stablehlo.select", a.type, [pred, a, b])


def _is_inf(x: ir.Value) -> ir.Value:
    t = ir.RankedTensorType(x.type)
    return _cmp("EQ", _op("stablehlo.abs", t, [x]), _splat(t, math.inf))


def _sign_bit(x: ir.Value) -> ir.Value:
    """``x < 0`` or ``x`` is ``-0.0`` (``1 / -0.0 = -inf``)."""
    t = ir.RankedTensorType(x.type)
    zero = _splat(t, 0.0)
    minus_zero = _and(_cmp("EQ", x, zero),
                      _cmp("LT", _op("stablehlo.divide", t, [_splat(t, 1.0), x]), zero))
    return _op("stablehlo.or", minus_zero.type, [_cmp("LT", x, zero), minus_zero])


def _atan2(op: ir.Operation) -> ir.Value:
    y, x = op.operands
    t = ir.RankedTensorType(y.type)
    angle = _select(_cmp("GT", x, _splat(t, 0.0)), _splat(t, math.pi / 4),
                    _splat(t, 3 * math.pi / 4))
    signed = _select(_sign_bit(y), _op("stablehlo.negate", t, [angle]), angle)
    r = _select(_and(_is_inf(y), _is_inf(x)), signed, op.results[0])
    # atan2(+-0, +0) = +-0, atan2(+-0, -0) = +-pi (IREE: NaN)
    zero = _splat(t, 0.0)
    pi = _splat(t, math.pi)
    at_zero = _select(_sign_bit(x), _select(_sign_bit(y), _op("stablehlo.negate", t, [pi]), pi),
                      y)
    return _select(_and(_cmp("EQ", y, zero), _cmp("EQ", x, zero)), at_zero, r)


def _chain(op: ir.Operation) -> ir.Value:
    name, r = op.name, op.results[0]
    if name == "stablehlo.atan2":
        return _atan2(op)
    x = op.operands[0]
    if name == "stablehlo.cbrt":
        return _select(_is_inf(x), x, r)
    t = ir.RankedTensorType(x.type)
    return _select(_cmp("EQ", x, _splat(t, 0.0)), x, r)  # sine, tan


def _owner(v: ir.Value):
    owner = v.owner
    return getattr(owner, "operation", owner)


def _applies(op: ir.Operation) -> bool:
    if op.name not in SPECIAL_OPS:
        return False
    t = op.results[0].type.maybe_downcast()
    if not (isinstance(t, ir.RankedTensorType) and t.has_static_shape
            and isinstance(t.element_type, ir.FloatType)):
        return False
    if op.name == "stablehlo.power":  # done: operand 0 is an abs
        a = _owner(op.operands[0])
        return not (isinstance(a, ir.Operation) and a.name == "stablehlo.abs")
    return not _fixed_already(op)


def _fixed_already(op: ir.Operation) -> bool:
    """The op's only use is a select of the chain this rewrite builds (a second pass)."""
    uses = list(op.results[0].uses)
    if len(uses) != 1:
        return False
    user = getattr(uses[0].owner, "operation", uses[0].owner)
    if user.name != "stablehlo.select" or user.operands[2] != op.results[0]:
        return False
    pred = _owner(user.operands[0])
    return isinstance(pred, ir.Operation) and pred.name in ("stablehlo.compare", "stablehlo.and")


def fix_special_values(module: ir.Module) -> int:
    """Rewrites each real ``power``, ``cbrt``, ``atan2``, ``sine`` and ``tan`` of static shape
    into XLA's special values (module docstring). Returns the count."""
    count = 0
    with module.context:
        for op in find_ops(module.operation, _applies):
            r = op.results[0]
            uses = [(u.owner, u.operand_number) for u in r.uses]
            with ir.InsertionPoint.after(op), op.location:
                if op.name == "stablehlo.power":
                    x = op.operands[0]
                    with ir.InsertionPoint(op):
                        op.operands[0] = _op("stablehlo.abs", x.type, [x])
                    fixed = _power_with(op, x)
                else:
                    fixed = _chain(op)
            for owner, index in uses:
                getattr(owner, "operation", owner).operands[index] = fixed
            count += 1
    return count


def _rem(y: ir.Value, t: ir.RankedTensorType, d: float) -> ir.Value:
    return _op("stablehlo.remainder", t, [y, _splat(t, d)])


def _power_with(op: ir.Operation, x: ir.Value) -> ir.Value:
    """XLA's ``power(x, y)`` from ``op``, which now computes ``power(|x|, y)``."""
    y = op.operands[1]
    t = ir.RankedTensorType(x.type)
    r = op.results[0]
    # remainder, not floor: a floor of a generic x86-64 target links truncf, which IREE's
    # embedded llvm-cpu executables lack ("iree-lld: error: undefined symbol: truncf")
    inf = _is_inf(y)
    is_int = _op("stablehlo.or", inf.type, [_cmp("EQ", _rem(y, t, 1.0), _splat(t, 0.0)), inf])
    odd = _cmp("EQ", _op("stablehlo.abs", t, [_rem(y, t, 2.0)]), _splat(t, 1.0))
    signed = _select(_and(_sign_bit(x), odd), _op("stablehlo.negate", t, [r]), r)
    finite_negative = _and(_cmp("LT", x, _splat(t, 0.0)), _not(_is_inf(x)))
    r = _select(_and(finite_negative, _not(is_int)), _splat(t, math.nan), signed)
    # x^0 = 1, 1^y = 1 (NaN included), (-1)^+-inf = 1 (IREE: NaN)
    one = _splat(t, 1.0)
    unit = _op("stablehlo.or", inf.type, [
        _op("stablehlo.or", inf.type, [_cmp("EQ", y, _splat(t, 0.0)), _cmp("EQ", x, one)]),
        _and(_cmp("EQ", _op("stablehlo.abs", t, [x]), one), inf)])
    return _select(unit, one, r)
