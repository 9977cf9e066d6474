"""Torch ops on complex tensors rewritten into torch ops on their real and imaginary parts.

IREE 3.13's torch path lowers ``aten.real``, ``aten.imag``, ``aten.complex``, ``aten.mul.Tensor``
and float ops, but almost no other elementwise op or reduction of a complex tensor: a scalar
times a spectrum ("Only integer/float dtype supported"), a sum of spectra (``arith.muli`` on
``complex<f32>``), ``neg`` (``arith.negf``), ``conj`` (``torch.operator`` not legalized),
``exp``/``log``/``sqrt``/``pow``, ``sum`` (a compiler crash) and more. Each op of
:data:`RULES` becomes, in place, ``aten.complex(re', im')`` of float torch ops on
``aten.real``/``aten.imag`` of its operands, so IREE's own torch passes take the rest
(registry entry ``torch-complex-arithmetic``).

Shapes: every intermediate carries the broadcast shape of its operands (the op's result
shape for elementwise parts, an operand's own shape for parts of one operand), so torch's
broadcasting holds; a real operand of a mixed op has imaginary part zero, and no zero tensor
is made where the formula does not need one (``(ar + i ai) / b = ar/b + i ai/b``).

The formulas (``z = x + i y``, ``w = u + i v``), exact up to float rounding:

* ``z ± alpha w``, ``z ± s``, ``s - alpha z``, ``s z``, ``z / s``, ``-z``, ``conj z``: on the
  parts (``resolve_conj``/``resolve_neg``: the identity on values);
* ``z / w`` and ``1 / z``: torch's own (Smith's) division, ``r = v/u, d = u + v r`` when
  ``|u| >= |v|`` (else the roles swap), so ``|w|^2`` is never formed;
* ``exp z = e^x (cos y + i sin y)``; ``angle z = atan2(y, x)``, C's (IREE's own atan2 gives
  ``nan`` at ``0 + 0i`` and ``+pi`` at ``x - 0i``, x < 0: the ``y = ±0`` cases are selected);
* ``log z = log|z| + i atan2(y, x)`` with ``log|z| = log m + log1p((n/m)^2)/2``
  (``m, n``: the larger and smaller of ``|x|, |y|``);
* ``sqrt z``: the principal root as C99's ``csqrt`` (torch's): ``t = sqrt((|z| + |x|)/2)``,
  ``(t, y/2t)`` for ``x >= 0``, ``(|y|/2t, ±t)`` with the sign of ``y`` (``-0.0`` included)
  for ``x < 0``; ``|z| = m sqrt(1 + (n/m)^2)``;
* ``z ** p``: repeated multiplication for an integer ``|p| <= 32`` (then ``1 / ...`` for
  ``p < 0``, ``1 + 0i`` for ``p = 0``), ``sqrt`` for ``p = 0.5``, else ``e^{p log z}``;
* ``sum``/``mean`` (all dims or ``dim``, ``keepdim``; ``dtype`` None) and ``where``: on the
  parts.

Float64 parts (complex128): sin, cos and atan2 are calls of private StableHLO functions, as
IREE's llvm-cpu links float64 ones only with registry entry ``f64-math-system-library``, which
finds StableHLO ops; everything else is torch ops.

Caveats (the usual ones of float formulas): ``e^x`` overflows for ``x > 88`` (float32) even
where ``cos y`` or ``sin y`` is 0, so ``exp(100 + 0i)`` is ``inf + nan i`` (torch: ``inf +
0i``); ``sqrt`` overflows for ``|z|`` above half the largest float; division by an exact
complex zero gives ``nan + nan i`` (torch: ``±inf`` for ``z / 0``, ``nan`` for ``1 / 0`` as
here); ``log`` and ``sqrt`` of infinite parts may give ``nan`` where C99 gives ``inf``; the
sign of a zero part of a mixed real/complex result may differ from torch's; subnormal parts
count as zero (IREE's CPU code flushes them), so ``log(1e-42)`` is ``-inf``.
"""

from __future__ import annotations

import dataclasses
import logging
import math
from typing import Callable, Union

import numpy as np
from iree.compiler import ir

from .errors import TorchFrontendError
from .rewrite import FunctionSink
from .values import (builtin_type, constant, constant_or_none, is_complex, is_vtensor, op_name,
                     vtensor)

__all__ = ["RULES", "matches", "apply", "matches_atan2", "apply_atan2"]

_log = logging.getLogger(__name__)

#: ``(re, im)`` of a value; ``im`` None: a real value (imaginary part zero)
Parts = tuple[ir.Value, Union[ir.Value, None]]
_SCALAR_TYPES = ("!torch.float", "!torch.int")
#: integer exponents up to this magnitude are repeated multiplications
MAX_INT_POWER = 32


def _shape(v: ir.Value) -> list[int]:
    return vtensor(v.type)[0]


def emit_f64_math_func(name: str, kind: str, shape: list[int], arity: int) -> ir.Operation:
    """``func.func private @name`` of ``arity`` float64 tensors of ``shape``: ``stablehlo.<kind>``
    of them."""
    t = ir.RankedTensorType.get(shape, ir.F64Type.get())
    func = ir.Operation.create("func.func", attributes={
        "sym_name": ir.StringAttr.get(name), "sym_visibility": ir.StringAttr.get("private"),
        "function_type": ir.TypeAttr.get(ir.FunctionType.get([t] * arity, [t]))}, regions=1)
    block = func.regions[0].blocks.append(*([t] * arity))
    with ir.InsertionPoint(block):
        y = ir.Operation.create(f"stablehlo.{kind}", results=[t],
                                operands=list(block.arguments)).result
        ir.Operation.create("func.return", operands=[y])
    return func


#: the float ops IREE's llvm-cpu makes libm calls of in float64, as StableHLO names them
_LIBM_F64 = {"cos": "cosine", "sin": "sine", "atan2": "atan2"}


class _Builder:
    """Torch ops inserted at the current insertion point, on float tensors of ``element``
    (the part type: ``f32`` of ``complex<f32>``); ``sink``: where float64 sin, cos and atan2
    go (see :meth:`libm`)."""

    def __init__(self, element: str, sink: FunctionSink | None = None) -> None:
        self.element = element
        self.sink = sink

    def type(self, shape, element: str | None = None) -> ir.Type:
        dims = ",".join(str(int(d)) for d in shape)
        return ir.Type.parse(f"!torch.vtensor<[{dims}],{element or self.element}>")

    def make(self, name: str, operands, shape, element: str | None = None) -> ir.Value:
        return ir.Operation.create(f"torch.aten.{name}", results=[self.type(shape, element)],
                                   operands=[self.scalar(x) for x in operands]).result

    @staticmethod
    def scalar(x) -> ir.Value:
        """``x`` itself (a Value) or a ``torch.constant.float``/``int`` of a Python number."""
        if isinstance(x, ir.Value):
            return x
        if isinstance(x, float):
            return ir.Operation.create("torch.constant.float", results=[ir.Type.parse(
                "!torch.float")], attributes={"value": ir.FloatAttr.get(ir.F64Type.get(),
                                                                         x)}).result
        return ir.Operation.create("torch.constant.int", results=[ir.Type.parse("!torch.int")],
                                   attributes={"value": ir.IntegerAttr.get(
                                       ir.IntegerType.get_signless(64), int(x))}).result

    def splat(self, value: float, shape) -> ir.Value:
        t = ir.RankedTensorType.get(list(shape), ir.Type.parse(self.element))
        attr = ir.DenseElementsAttr.get_splat(t, ir.FloatAttr.get(t.element_type, value))
        return ir.Operation.create("torch.vtensor.literal", results=[self.type(shape)],
                                   attributes={"value": attr}).result

    # -- float tensor ops (the result shape: the operands' broadcast shape)
    def binary(self, name: str, a: ir.Value, b: ir.Value, *extra) -> ir.Value:
        shape = np.broadcast_shapes(tuple(_shape(a)), tuple(_shape(b)))
        return self.make(name, [a, b, *extra], shape)

    def add(self, a, b, alpha=1) -> ir.Value:
        return self.binary("add.Tensor", a, b, alpha)

    def sub(self, a, b, alpha=1) -> ir.Value:
        return self.binary("sub.Tensor", a, b, alpha)

    def mul(self, a, b) -> ir.Value:
        return self.binary("mul.Tensor", a, b)

    def div(self, a, b) -> ir.Value:
        return self.binary("div.Tensor", a, b)

    def unary(self, name: str, a: ir.Value, *scalars) -> ir.Value:
        """``aten.<name>(a, *scalars)``, a's shape (``neg``, ``exp``, ``mul.Scalar``, ...)."""
        return self.make(name, [a, *scalars], _shape(a))

    def libm(self, kind: str, *operands: ir.Value) -> ir.Value:
        """``aten.cos``/``sin``/``atan2``; on float64 parts a call of a private StableHLO
        function instead: IREE's llvm-cpu turns float64 sin, cos and atan2 into libm calls its
        embedded linker cannot resolve, and registry entry ``f64-math-system-library`` (which
        links them) looks for StableHLO ops."""
        shape = np.broadcast_shapes(*(tuple(_shape(v)) for v in operands))
        if self.element != "f64" or self.sink is None:
            return self.make(kind, operands, shape)
        callee = self.sink.function(emit_f64_math_func, _LIBM_F64[kind], list(shape),
                                    len(operands))
        inputs = [ir.Operation.create("torch_c.to_builtin_tensor", results=[builtin_type(
            v.type)], operands=[v]).result for v in (self.fit(v, shape) for v in operands)]
        result = self.type(shape)
        call = ir.Operation.create("func.call", results=[builtin_type(result)], operands=inputs,
                                   attributes={"callee": ir.FlatSymbolRefAttr.get(callee)})
        return ir.Operation.create("torch_c.from_builtin_tensor", results=[result],
                                   operands=[call.result]).result

    def test(self, name: str, a: ir.Value, s) -> ir.Value:
        """An ``i1`` tensor ``aten.<name>.Scalar(a, s)`` (``gt``, ``ge``, ``lt``)."""
        return self.make(f"{name}.Scalar", [a, s], _shape(a), "i1")

    def where(self, cond: ir.Value, a: ir.Value | None, b: ir.Value | None) -> ir.Value | None:
        """``where(cond, a, b)``; a None operand is a zero (None when both are)."""
        if a is None and b is None:
            return None
        shapes = [tuple(_shape(v)) for v in (cond, a, b) if v is not None]
        if b is None:
            return self.make("where.ScalarOther", [cond, a, 0.0], np.broadcast_shapes(*shapes))
        if a is None:
            return self.make("where.ScalarSelf", [cond, 0.0, b], np.broadcast_shapes(*shapes))
        return self.make("where.self", [cond, a, b], np.broadcast_shapes(*shapes))

    def fit(self, v: ir.Value, shape) -> ir.Value:
        """``v`` broadcast to ``shape`` (itself when it has that shape)."""
        if list(_shape(v)) == list(shape):
            return v
        dims = ir.Operation.create("torch.prim.ListConstruct", results=[ir.Type.parse(
            "!torch.list<int>")], operands=[self.scalar(int(d)) for d in shape]).result
        return self.make("broadcast_to", [v, dims], shape)

    # -- complex values
    def parts(self, v: ir.Value) -> Parts:
        if not is_complex(v):
            return v, None
        shape = _shape(v)
        return self.make("real", [v], shape), self.make("imag", [v], shape)

    def complex(self, re: ir.Value, im: ir.Value | None, shape, element: str) -> ir.Value:
        im = self.splat(0.0, shape) if im is None else self.fit(im, shape)
        return self.make("complex", [self.fit(re, shape), im], shape, element)


# ---- the formulas --------------------------------------------------------------------------------
def _sign_bit(b: _Builder, v: ir.Value) -> ir.Value:
    """``v``'s sign bit as an ``i1`` tensor, ``-0.0`` included: ``v < 0`` or ``1/v < 0``
    (torch-mlir lowers no ``signbit``/``copysign``)."""
    return b.make("logical_or", [b.test("lt", v, 0), b.test("lt", b.unary("reciprocal", v), 0)],
                  _shape(v), "i1")


def _atan2(b: _Builder, y: ir.Value, x: ir.Value) -> ir.Value:
    """C's ``atan2(y, x)``: IREE's own is right except at ``y = ±0``, where it gives ``nan``
    for ``x = ±0`` and ``+pi`` for ``y = -0, x < 0``; there, ``±0`` (x >= +0) or ``±pi``
    (x <= -0) with the sign of y, as C99 says."""
    shape = np.broadcast_shapes(tuple(_shape(y)), tuple(_shape(x)))
    on_axis = b.make("where.Scalar", [_sign_bit(b, x), math.pi, 0.0], _shape(x))
    signed = b.where(_sign_bit(b, y), b.unary("neg", on_axis), on_axis)
    return b.make("where.self", [b.test("eq", y, 0), signed, b.libm("atan2", y, x)], shape)


def _scaled_norm(b: _Builder, x: ir.Value, y: ir.Value) -> tuple[ir.Value, ir.Value, ir.Value]:
    """``(m, (n/m)^2, m > 0)``: ``m, n`` the larger and smaller of ``|x|, |y|``."""
    ax, ay = b.unary("abs", x), b.unary("abs", y)
    m, n = b.binary("maximum", ax, ay), b.binary("minimum", ax, ay)
    r = b.div(n, m)
    return m, b.mul(r, r), b.test("gt", m, 0)


def _abs(b: _Builder, x: ir.Value, y: ir.Value) -> ir.Value:
    """``|z| = m sqrt(1 + (n/m)^2)`` (0 at 0)."""
    m, r2, positive = _scaled_norm(b, x, y)
    return b.where(positive, b.mul(m, b.unary("sqrt", b.unary("add.Scalar", r2, 1.0, 1))), None)


def _log_abs(b: _Builder, x: ir.Value, y: ir.Value) -> ir.Value:
    """``log|z| = log m + log1p((n/m)^2) / 2`` (``-inf`` at 0)."""
    m, r2, positive = _scaled_norm(b, x, y)
    half = b.unary("mul.Scalar", b.unary("log1p", r2), 0.5)
    return b.add(b.unary("log", m), b.where(positive, half, None))


def _smith(b: _Builder, u: ir.Value, v: ir.Value) -> tuple[ir.Value, ir.Value]:
    """``(p, q)`` with ``1 / (u + iv) = p - i q`` and ``(x + iy) / (u + iv) = (x p + y q) +
    i (y p - x q)``: torch's division (c10::complex), ``r = v/u``, ``s = 1 / (u + v r)``,
    ``(p, q) = (s, r s)`` when ``|u| >= |v|``, else ``r = u/v``, ``s = 1 / (v + u r)``,
    ``(p, q) = (r s, s)``; all on the divisor's shape."""
    ge = b.make("ge.Tensor", [b.unary("abs", u), b.unary("abs", v)], _shape(u), "i1")
    small, big = b.where(ge, v, u), b.where(ge, u, v)
    r = b.div(small, big)
    s = b.unary("reciprocal", b.add(big, b.mul(small, r)))
    rs = b.mul(r, s)
    return b.where(ge, s, rs), b.where(ge, rs, s)


def _divide(b: _Builder, z: Parts, w: Parts) -> Parts:
    (x, y), (u, v) = z, w
    if v is None:
        return b.div(x, u), None if y is None else b.div(y, u)
    p, q = _smith(b, u, v)
    if y is None:
        return b.mul(x, p), b.unary("neg", b.mul(x, q))
    return b.add(b.mul(x, p), b.mul(y, q)), b.sub(b.mul(y, p), b.mul(x, q))


def _reciprocal(b: _Builder, z: Parts) -> Parts:
    p, q = _smith(b, *z)
    return p, b.unary("neg", q)


def _multiply(b: _Builder, z: Parts, w: Parts) -> Parts:
    (x, y), (u, v) = z, w
    return b.sub(b.mul(x, u), b.mul(y, v)), b.add(b.mul(x, v), b.mul(y, u))


def _sqrt(b: _Builder, z: Parts) -> Parts:
    x, y = z
    t = b.unary("sqrt", b.unary("mul.Scalar", b.add(_abs(b, x, y), b.unary("abs", x)), 0.5))
    half = b.where(b.test("gt", t, 0), b.div(y, b.unary("mul.Scalar", t, 2.0)), y)  # y / 2t
    right = b.test("ge", x, 0)
    signed_t = b.where(_sign_bit(b, y), b.unary("neg", t), t)
    return b.where(right, t, b.unary("abs", half)), b.where(right, half, signed_t)


def _exp(b: _Builder, z: Parts) -> Parts:
    x, y = z
    e = b.unary("exp", x)
    return b.mul(e, b.libm("cos", y)), b.mul(e, b.libm("sin", y))


def _logarithm(b: _Builder, z: Parts) -> Parts:
    x, y = z
    return _log_abs(b, x, y), _atan2(b, y, x)


def _power(b: _Builder, z: Parts, p: float) -> Parts:
    """``z ** p`` (see the module's docstring for which form)."""
    x, y = z
    if p == 0.5:
        return _sqrt(b, z)
    if p == int(p) and abs(p) <= MAX_INT_POWER:
        n = abs(int(p))
        if n == 0:
            return b.splat(1.0, _shape(x)), None
        result, base = None, z
        while n:
            if n & 1:
                result = base if result is None else _multiply(b, result, base)
            n >>= 1
            if n:
                base = _multiply(b, base, base)
        return result if p > 0 else _divide(b, (b.splat(1.0, _shape(x)), None), result)
    r = b.unary("exp", b.unary("mul.Scalar", _log_abs(b, x, y), float(p)))
    theta = b.unary("mul.Scalar", _atan2(b, y, x), float(p))
    return b.mul(r, b.libm("cos", theta)), b.mul(r, b.libm("sin", theta))


def _scaled(b: _Builder, v: ir.Value, alpha: ir.Value) -> ir.Value:
    """``alpha v`` (``v`` itself when alpha is the constant 1)."""
    return v if constant_or_none(alpha) == 1 else b.unary("mul.Scalar", v, alpha)


def _add_sub(op_kind: str) -> Callable[[_Builder, ir.Operation], Parts]:
    """``add.Tensor``/``sub.Tensor``: ``z ± alpha w``."""
    def emit(b: _Builder, op: ir.Operation) -> Parts:
        (x, y), (u, v) = b.parts(op.operands[0]), b.parts(op.operands[1])
        alpha = op.operands[2]
        re = b.binary(f"{op_kind}.Tensor", x, u, alpha)
        if y is not None and v is not None:
            return re, b.binary(f"{op_kind}.Tensor", y, v, alpha)
        if v is None:
            return re, y
        if op_kind == "add":
            return re, _scaled(b, v, alpha)
        return re, b.unary("rsub.Scalar", v, 0.0, alpha)  # 0 - alpha v
    return emit


def _on_parts(name: str, conj: bool = False) -> Callable[[_Builder, ir.Operation], Parts]:
    """``aten.<name>(part, *other operands)`` on both parts (``conj``: the imaginary part
    negated; name None: the parts themselves)."""
    def emit(b: _Builder, op: ir.Operation) -> Parts:
        x, y = b.parts(op.operands[0])
        rest = list(op.operands[1:])
        shape = _shape(op.results[0])
        re = x if name is None else b.make(name, [x, *rest], shape)
        im = y if name is None else b.make(name, [y, *rest], shape)
        return re, b.unary("neg", im) if conj else im
    return emit


def _rsub_scalar(b: _Builder, op: ir.Operation) -> Parts:
    """``s - alpha z`` = ``(s - alpha x) + i (0 - alpha y)`` (torch's, zero signs included)."""
    x, y = b.parts(op.operands[0])
    s, alpha = op.operands[1], op.operands[2]
    return b.unary("rsub.Scalar", x, s, alpha), b.unary("rsub.Scalar", y, 0.0, alpha)


def _shift_scalar(name: str) -> Callable[[_Builder, ir.Operation], Parts]:
    """``add.Scalar``/``sub.Scalar``: ``z ± alpha s`` moves the real part only."""
    def emit(b: _Builder, op: ir.Operation) -> Parts:
        x, y = b.parts(op.operands[0])
        return b.unary(name, x, *op.operands[1:]), y
    return emit


def _where(b: _Builder, op: ir.Operation) -> Parts:
    cond = op.operands[0]
    (x, y), (u, v) = b.parts(op.operands[1]), b.parts(op.operands[2])
    return b.where(cond, x, u), b.where(cond, y, v)


def _one(formula: Callable[[_Builder, Parts], Parts]) -> Callable[[_Builder, ir.Operation],
                                                                    Parts]:
    return lambda b, op: formula(b, b.parts(op.operands[0]))


def _angle(b: _Builder, op: ir.Operation) -> ir.Value:
    x, y = b.parts(op.operands[0])
    return _atan2(b, y, x)


def _resolve(b: _Builder, op: ir.Operation) -> ir.Value:
    return op.operands[0]


# ---- which ops, in which forms -----------------------------------------------------------------

def _part_of(element: str) -> str | None:
    """``f32`` of ``complex<f32>`` (None for other complex types)."""
    part = element[len("complex<"):-1] if element.startswith("complex<") else None
    return part if part in ("f32", "f64") else None


def _operands_fit(op: ir.Operation, part: str, skip: int = 0) -> bool:
    """Every tensor operand (after the first ``skip``) is complex<part> or part, every other
    one a !torch.float/!torch.int scalar."""
    for v in list(op.operands)[skip:]:
        if is_vtensor(v.type):
            if vtensor(v.type)[1] not in (part, f"complex<{part}>"):
                return False
        elif str(v.type) not in _SCALAR_TYPES:
            return False
    return True


def _elementwise(op: ir.Operation, part: str) -> bool:
    return _operands_fit(op, part)


def _where_form(op: ir.Operation, part: str) -> bool:
    return vtensor(op.operands[0].type)[1] == "i1" and _operands_fit(op, part, skip=1)


def _reduction(op: ir.Operation, part: str) -> bool:
    """``sum``/``mean`` of a complex tensor, dtype None."""
    return (is_complex(op.operands[0]) and _part_of(vtensor(op.operands[0].type)[1]) == part
            and constant_or_none(op.operands[-1]) is None
            and str(op.operands[-1].type) == "!torch.none")


def _power_form(op: ir.Operation, part: str) -> bool:
    p = constant_or_none(op.operands[1])
    return (is_complex(op.operands[0]) and _operands_fit(op, part)
            and isinstance(p, (int, float)) and not isinstance(p, bool) and np.isfinite(p))


def _power_rule(b: _Builder, op: ir.Operation) -> Parts:
    return _power(b, b.parts(op.operands[0]), constant(op.operands[1]))


@dataclasses.dataclass(frozen=True)
class Rule:
    """How one op is taken: ``accepts(op, part)`` (``part``: the float type of the op's
    complex values) and ``emit(builder, op)``, which returns the result's parts, or a Value
    (a real result, or the operand itself for ``resolve_conj``)."""

    accepts: Callable[[ir.Operation, str], bool]
    emit: Callable[[_Builder, ir.Operation], Union[Parts, ir.Value]]
    real_result: bool = False


def _rules() -> dict[str, Rule]:
    unary = {"neg": _on_parts("neg"), "exp": _one(_exp), "log": _one(_logarithm),
             "sqrt": _one(_sqrt), "reciprocal": _one(_reciprocal)}
    for name in ("conj", "_conj", "conj_physical", "_conj_physical"):
        unary[name] = _on_parts(None, conj=True)
    rules = {f"torch.aten.{name}": Rule(_elementwise, emit) for name, emit in unary.items()}
    rules.update({f"torch.aten.{name}": Rule(_elementwise, _resolve)
                  for name in ("resolve_conj", "resolve_neg")})
    rules.update({
        "torch.aten.add.Tensor": Rule(_elementwise, _add_sub("add")),
        "torch.aten.sub.Tensor": Rule(_elementwise, _add_sub("sub")),
        "torch.aten.add.Scalar": Rule(_elementwise, _shift_scalar("add.Scalar")),
        "torch.aten.sub.Scalar": Rule(_elementwise, _shift_scalar("sub.Scalar")),
        "torch.aten.rsub.Scalar": Rule(_elementwise, _rsub_scalar),
        "torch.aten.mul.Scalar": Rule(_elementwise, _on_parts("mul.Scalar")),
        "torch.aten.div.Scalar": Rule(_elementwise, _on_parts("div.Scalar")),
        "torch.aten.div.Tensor": Rule(_elementwise, lambda b, op: _divide(
            b, b.parts(op.operands[0]), b.parts(op.operands[1]))),
        "torch.aten.pow.Tensor_Scalar": Rule(_power_form, _power_rule),
        "torch.aten.where.self": Rule(_where_form, _where),
        "torch.aten.angle": Rule(_elementwise, _angle, real_result=True),
    })
    for name in ("sum", "sum.dim_IntList", "mean", "mean.dim"):
        rules[f"torch.aten.{name}"] = Rule(_reduction, _on_parts(name))
    return rules


#: the ops taken, by ATen name (either spelling: ``torch.operator "torch.aten._conj"`` too)
RULES: dict[str, Rule] = _rules()


def _part(op: ir.Operation, rule: Rule) -> str | None:
    """The float type of ``op``'s complex values (None: not an op on complex tensors)."""
    if len(op.results) != 1 or not is_vtensor(op.results[0].type):
        return None
    if rule.real_result:
        if not op.operands or not is_complex(op.operands[0]):
            return None
        part = _part_of(vtensor(op.operands[0].type)[1])
        return part if part == vtensor(op.results[0].type)[1] else None
    return _part_of(vtensor(op.results[0].type)[1])


def matches(op: ir.Operation, name: str) -> bool:
    """``op`` (ATen ``name``) is an op on complex tensors of :data:`RULES`, in a form taken
    (static shapes, constant exponent, dtype None, float32/float64 parts)."""
    rule = RULES.get(name)
    if rule is None:
        return False
    try:
        part = _part(op, rule)
        return part is not None and rule.accepts(op, part)
    except TorchFrontendError:  # a dynamic shape: left to IREE
        return False


def apply(sink: FunctionSink | None, op: ir.Operation) -> None:
    """Replaces ``op`` (one :func:`matches` accepted) by torch ops on parts; ``sink`` gets the
    StableHLO functions of float64 sin, cos and atan2 (None: torch ops for them too)."""
    rule = RULES[op_name(op)]
    result = op.results[0]
    with op.context, op.location, ir.InsertionPoint(op):
        b = _Builder(_part(op, rule), sink)
        out = rule.emit(b, op)
        if isinstance(out, tuple):
            shape, element = vtensor(result.type)
            out = b.complex(out[0], out[1], shape, element)
    _log.debug("torch front end: %s of complex<%s> on its parts", op_name(op), b.element)
    result.replace_all_uses_with(out)
    op.erase()


def matches_atan2(op: ir.Operation, name: str) -> bool:
    """``aten.atan2(y, x)`` of static float32 or float64 tensors (registry entry
    ``torch-atan2``)."""
    if name != "torch.aten.atan2" or len(op.operands) != 2 or len(op.results) != 1:
        return False
    try:
        types = [vtensor(v.type)[1] for v in (*op.operands, op.results[0])]
    except TorchFrontendError:  # a dynamic shape: left to IREE
        return False
    return types[0] in ("f32", "f64") and len(set(types)) == 1


def apply_atan2(sink: FunctionSink | None, op: ir.Operation) -> None:
    """Replaces ``aten.atan2(y, x)`` by C's atan2 on torch ops (:func:`_atan2`): IREE's own
    lowering gives ``nan`` at ``(±0, ±0)`` and ``+pi`` at ``(-0, x < 0)``."""
    result = op.results[0]
    with op.context, op.location, ir.InsertionPoint(op):
        b = _Builder(vtensor(result.type)[1], sink)
        out = _atan2(b, op.operands[0], op.operands[1])
    _log.debug("torch front end: atan2 of %s with C's signed zeros", b.element)
    result.replace_all_uses_with(out)
    op.erase()
