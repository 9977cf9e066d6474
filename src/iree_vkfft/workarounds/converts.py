"""Float-to-integer converts with XLA's numbers.

XLA converts a float to an integer type by truncating toward zero and saturating: NaN gives 0,
a value above the type's range its maximum, below it its minimum (``+inf`` to ``ui8`` is 255,
``-1.5`` to ``ui32`` is 0). IREE 3.13 lowers ``stablehlo.convert`` to ``arith.fptosi`` /
``arith.fptoui``, whose result out of range is undefined: ``INT_MIN`` for NaN and ``+inf`` on
llvm-cpu, wrapped values on Vulkan (``300.7`` to ``i8`` is 44), and no error. Nx's ``as_type``
and JAX's ``astype`` emit exactly that convert.

The rewrite keeps every convert of a value in range as it is and decides the rest from the
source itself, so it needs no constant of the operand's shape (dynamic shapes included)::

    c = clamp(lo, x, hi)        lo, hi: the range's ends that the float type holds (scalars)
    y = convert(c)              defined: c is in range (NaN aside)
    y = select(x > c, MAX, y)   above the range (+inf included)
    y = select(x < c, MIN, y)   below it (-inf included)
    y = select(x != x, 0, y)    NaN

(``MAX``, ``MIN`` and 0 of ``y``'s shape are ``clamp(v, y, v)`` with a scalar ``v``.) Sources
narrower than 32 bits (f16, bf16, the f8 types) are first converted to f32, which holds them
exactly; ``lo`` and ``hi`` are then f32 or f64 values numpy computes.
"""

from __future__ import annotations

import numpy as np
from iree.compiler import ir

from ..stablehlo.match import find_ops

__all__ = ["saturate_float_to_int_converts", "float_range_ends"]


def float_range_ends(float_bits: int, int_bits: int, signed: bool) -> tuple[float, float]:
    """``(lo, hi)``: the smallest and largest float{32,64} values whose truncation fits the
    integer type (``hi`` is the largest float not above the type's maximum)."""
    ftype = {32: np.float32, 64: np.float64}[float_bits]
    low, high = (-(1 << (int_bits - 1)), (1 << (int_bits - 1)) - 1) if signed else (
        0, (1 << int_bits) - 1)
    hi = ftype(high)  # rounded to nearest: may be just above the maximum
    if int(hi) > high:
        hi = np.nextafter(hi, ftype(0))
    return float(ftype(low)), float(hi)  # low: 0 or -2^(n-1), exact in both


def _op(name: str, result: ir.Type, operands: list[ir.Value]) -> ir.Value:
    return ir.Operation.create(name, results=[result], operands=operands).result


def _scalar(element: ir.Type, value) -> ir.Value:
    """A rank-0 ``stablehlo.constant`` (an integer by its bits: ui64's maximum included)."""
    t = ir.RankedTensorType.get([], element)
    element = element.maybe_downcast()
    if isinstance(element, ir.FloatType):
        attr = ir.FloatAttr.get(element, value)
    else:
        bits = element.width
        value = value & ((1 << bits) - 1)  # two's complement bits
        attr = ir.IntegerAttr.get(element, value - (1 << bits) if value >> (bits - 1) else value)
    return ir.Operation.create("stablehlo.constant", results=[t], attributes={
        "value": ir.DenseElementsAttr.get_splat(t, attr)}).result


def _compare(direction: str, a: ir.Value, b: ir.Value) -> ir.Value:
    pred = _with_element(ir.RankedTensorType(a.type), ir.IntegerType.get_signless(1))
    return ir.Operation.create(
        "stablehlo.compare", results=[pred], operands=[a, b],
        attributes={"comparison_direction": ir.Attribute.parse(
            f"#stablehlo<comparison_direction {direction}>")}).result


def _with_element(t: ir.RankedTensorType, element: ir.Type) -> ir.RankedTensorType:
    return ir.RankedTensorType.get(t.shape, element, t.encoding)


def _splat_like(y: ir.Value, value: int) -> ir.Value:
    """``value`` in ``y``'s shape (any shape, dynamic too): ``clamp(v, y, v)``."""
    v = _scalar(ir.RankedTensorType(y.type).element_type, value)
    return _op("stablehlo.clamp", y.type, [v, y, v])


def _saturating(x: ir.Value, result: ir.RankedTensorType) -> ir.Value:
    """XLA's convert of the float tensor ``x`` to ``result`` (an integer tensor type)."""
    element = ir.IntegerType(result.element_type)
    bits, signed = element.width, not element.is_unsigned
    source = ir.RankedTensorType(x.type)
    width = ir.FloatType(source.element_type).width
    if width < 32:  # f16, bf16, f8: exact in f32
        f32 = ir.F32Type.get()
        x = _op("stablehlo.convert", _with_element(source, f32), [x])
        source, width = ir.RankedTensorType(x.type), 32
    lo, hi = float_range_ends(width, bits, signed)
    c = _op("stablehlo.clamp", source, [_scalar(source.element_type, lo), x,
                                        _scalar(source.element_type, hi)])
    y = _op("stablehlo.convert", result, [c])
    top = (1 << (bits - 1)) - 1 if signed else (1 << bits) - 1
    bottom = -(1 << (bits - 1)) if signed else 0
    y = _op("stablehlo.select", result, [_compare("GT", x, c), _splat_like(y, top), y])
    y = _op("stablehlo.select", result, [_compare("LT", x, c), _splat_like(y, bottom), y])
    return _op("stablehlo.select", result, [_compare("NE", x, x), _splat_like(y, 0), y])


def _producer(v: ir.Value, name: str) -> ir.Operation | None:
    owner = v.owner
    op = getattr(owner, "operation", owner)  # an OpView or an Operation; a block argument's
    return op if isinstance(op, ir.Operation) and op.name == name else None


def _saturated_already(op: ir.Operation) -> bool:
    """Whether ``op`` is this rewrite's own ``convert(c)``: ``c = clamp(lo, x, hi)``, and the
    convert read by a select on ``compare GT x, c`` (a second pass leaves it alone)."""
    clamp = _producer(op.operands[0], "stablehlo.clamp")
    if clamp is None:
        return False
    for use in op.results[0].uses:
        select = getattr(use.owner, "operation", use.owner)
        pred = (_producer(select.operands[0], "stablehlo.compare")
                if select.name == "stablehlo.select" else None)
        if (pred is not None and pred.operands[0] == clamp.operands[1]
                and pred.operands[1] == op.operands[0]):
            return True
    return False


def _float_to_int(op: ir.Operation) -> bool:
    if op.name != "stablehlo.convert":
        return False
    src, dst = (t.maybe_downcast() for t in (op.operands[0].type, op.results[0].type))
    if not (isinstance(src, ir.RankedTensorType) and isinstance(dst, ir.RankedTensorType)):
        return False
    return (isinstance(src.element_type, ir.FloatType)
            and isinstance(dst.element_type, ir.IntegerType)
            and ir.IntegerType(dst.element_type).width > 1 and not _saturated_already(op))


def saturate_float_to_int_converts(module: ir.Module) -> int:
    """Rewrites each float-to-integer ``stablehlo.convert`` (booleans aside: ``x != 0``) into
    XLA's saturating form (module docstring). Returns the count."""
    count = 0
    with module.context:
        for conv in find_ops(module.operation, _float_to_int):
            with ir.InsertionPoint(conv), conv.location:
                y = _saturating(conv.operands[0], ir.RankedTensorType(conv.results[0].type))
            conv.results[0].replace_all_uses_with(y)
            conv.erase()
            count += 1
    return count
