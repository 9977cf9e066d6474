"""Values of StableHLO computations that depend on constants only, computed with numpy.

:func:`constant_value` follows a value's producers (constants, ``iota`` and a set of
element-wise and shape ops with numpy equivalents of StableHLO's semantics) and returns its
value as an array, or None when it depends on an argument, on an op outside that set or on a
tensor larger than ``max_elements``. Rewrites use it to read what a program computes at trace
time (the index arrays of a gather, the angles a library builds from ``iota``) and to fold
constant math that IREE cannot compile itself.

:func:`constant_parts` reads a complex ``stablehlo.constant``: the Python bindings cannot cast
a complex ``DenseElementsAttr``, so its payload is read from the printed attribute.
"""

from __future__ import annotations

import re
from typing import Callable

import numpy as np
from iree.compiler import ir

from .match import element_dtype

__all__ = ["MAX_ELEMENTS", "constant_value", "constant_parts", "dense_constant"]

#: the largest tensor :func:`constant_value` computes (elements)
MAX_ELEMENTS = 1 << 20

_PAYLOAD = re.compile(r"dense<(.*)>\s*:\s*tensor<", re.S)
_NUMBER = re.compile(r"0x[0-9A-Fa-f]+|[-+]?(?:inf|nan|\d+\.?\d*(?:[eE][-+]?\d+)?)")


def constant_parts(const: ir.Operation) -> tuple[np.ndarray, np.ndarray]:
    """The real and imaginary parts of a complex ``stablehlo.constant`` as arrays of its shape:
    from its printed payload, raw bytes (``dense<"0x...">``, little-endian pairs) or the
    literal list of ``(re,im)`` pairs (MLIR prints numbers that round-trip exactly, non-finite
    ones as their bits in hex)."""
    t = ir.RankedTensorType(const.results[0].type)
    real = element_dtype(ir.ComplexType(t.element_type).element_type)
    shape, size = tuple(t.shape), int(np.prod(t.shape, dtype=np.int64))
    text = _PAYLOAD.search(str(const)).group(1).strip()
    if text.startswith('"0x'):
        pairs = np.frombuffer(bytes.fromhex(text[3:-1]), dtype=real.newbyteorder("<"))
    else:
        bits = np.uint32 if real == np.float32 else np.uint64
        pairs = np.array([np.array(int(tok, 16), bits).view(real) if tok.startswith("0x")
                          else real.type(tok) for tok in _NUMBER.findall(text)], real)
    pairs = pairs.astype(real).reshape(-1, 2)
    if len(pairs) == 1:
        pairs = np.repeat(pairs, size, axis=0)
    if len(pairs) != size:
        raise ValueError(f"cannot read the complex constant {const}")
    return pairs[:, 0].reshape(shape).copy(), pairs[:, 1].reshape(shape).copy()


def dense_constant(values: np.ndarray, t: ir.RankedTensorType) -> ir.Value:
    """A ``stablehlo.constant`` of type ``t`` (real, integer or boolean elements) holding
    ``values`` (a splat when every element has the same bits)."""
    flat = np.ascontiguousarray(values).reshape(-1)
    if flat.dtype.kind == "f" and flat.size and bool(np.all(
            flat.view(f"u{flat.dtype.itemsize}") == flat.view(f"u{flat.dtype.itemsize}")[0])):
        attr = ir.DenseElementsAttr.get_splat(t, ir.FloatAttr.get(t.element_type, float(flat[0])))
    else:
        attr = ir.DenseElementsAttr.get(np.ascontiguousarray(values), type=t)
    return ir.Operation.create("stablehlo.constant", results=[t],
                               attributes={"value": attr}).result


def _attr_ints(op: ir.Operation, name: str) -> list[int]:
    return [int(v) for v in ir.DenseI64ArrayAttr(op.attributes[name])]


def _int_divide(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """StableHLO's integer division (rounds toward zero)."""
    q = np.abs(a) // np.abs(b)
    return np.where((a < 0) != (b < 0), -q, q).astype(a.dtype)


def _compare(op: ir.Operation, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    direction = str(op.attributes["comparison_direction"]).split()[-1].rstrip(">")
    return {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal,
            "GT": np.greater, "GE": np.greater_equal}[direction](a, b)


def _dtype(v: ir.Value) -> np.dtype:
    return element_dtype(ir.RankedTensorType(v.type).element_type)


_ELEMENTWISE: dict[str, Callable] = {
    "stablehlo.add": np.add, "stablehlo.subtract": np.subtract,
    "stablehlo.multiply": np.multiply, "stablehlo.negate": np.negative,
    "stablehlo.abs": np.abs, "stablehlo.sqrt": np.sqrt,
    "stablehlo.rsqrt": lambda x: 1 / np.sqrt(x), "stablehlo.exponential": np.exp,
    "stablehlo.log": np.log, "stablehlo.sine": np.sin, "stablehlo.cosine": np.cos,
    "stablehlo.tan": np.tan, "stablehlo.tanh": np.tanh, "stablehlo.atan2": np.arctan2,
    "stablehlo.power": np.power, "stablehlo.maximum": np.maximum,
    "stablehlo.minimum": np.minimum, "stablehlo.floor": np.floor, "stablehlo.ceil": np.ceil,
    "stablehlo.round_nearest_even": np.rint, "stablehlo.sign": np.sign,
    "stablehlo.and": np.bitwise_and, "stablehlo.or": np.bitwise_or,
    "stablehlo.xor": np.bitwise_xor, "stablehlo.not": np.invert,
    "stablehlo.remainder": np.fmod, "stablehlo.select": np.where,
    "stablehlo.logistic": lambda x: 1 / (1 + np.exp(-x)),
    "stablehlo.exponential_minus_one": np.expm1, "stablehlo.log_plus_one": np.log1p,
    "stablehlo.cbrt": np.cbrt,
    "stablehlo.clamp": lambda lo, x, hi: np.minimum(np.maximum(x, lo), hi),
}


def _evaluate(op: ir.Operation, args: list[np.ndarray]) -> np.ndarray | None:
    """The value of one op's first result from its operands' values (None: not supported)."""
    name, result = op.name, op.results[0]
    out_t = ir.RankedTensorType(result.type)
    dtype = _dtype(result)
    if name == "stablehlo.divide":
        a, b = args
        with np.errstate(all="ignore"):  # IEEE results (inf, nan), as the device computes them
            y = _int_divide(a, b) if a.dtype.kind in "iu" else a / b
    elif name in _ELEMENTWISE:
        with np.errstate(all="ignore"):
            y = _ELEMENTWISE[name](*args)
    elif name == "stablehlo.compare":
        y = _compare(op, *args)
    elif name == "stablehlo.convert":
        y = args[0].astype(dtype)
    elif name == "stablehlo.broadcast_in_dim":
        dims = _attr_ints(op, "broadcast_dimensions")
        shape = [1] * out_t.rank
        for i, d in enumerate(dims):
            shape[d] = args[0].shape[i]
        y = np.broadcast_to(args[0].reshape(shape), out_t.shape)
    elif name == "stablehlo.reshape":
        y = args[0].reshape(out_t.shape)
    elif name == "stablehlo.transpose":
        y = np.transpose(args[0], _attr_ints(op, "permutation"))
    elif name == "stablehlo.slice":
        starts, limits = _attr_ints(op, "start_indices"), _attr_ints(op, "limit_indices")
        strides = _attr_ints(op, "strides")
        y = args[0][tuple(slice(a, b, s) for a, b, s in zip(starts, limits, strides))]
    elif name == "stablehlo.concatenate":
        y = np.concatenate(args, axis=ir.IntegerAttr(op.attributes["dimension"]).value)
    elif name == "stablehlo.reverse":
        y = np.flip(args[0], axis=tuple(_attr_ints(op, "dimensions")))
    elif name == "stablehlo.pad" and not any(_attr_ints(op, "interior_padding")):
        low, high = _attr_ints(op, "edge_padding_low"), _attr_ints(op, "edge_padding_high")
        if min(low + high) < 0:
            return None
        y = np.pad(args[0], list(zip(low, high)), constant_values=args[1].reshape(()))
    else:
        return None
    return np.asarray(y).astype(dtype, copy=False).reshape(out_t.shape)


def _leaf(op: ir.Operation) -> np.ndarray | None:
    t = ir.RankedTensorType(op.results[0].type)
    if op.name == "stablehlo.iota":
        dim = ir.IntegerAttr(op.attributes["iota_dimension"]).value
        shape = [1] * t.rank
        shape[dim] = t.shape[dim]
        line = np.arange(t.shape[dim]).astype(_dtype(op.results[0])).reshape(shape)
        return np.broadcast_to(line, t.shape)
    if op.name != "stablehlo.constant":
        return None
    if isinstance(t.element_type.maybe_downcast(), ir.ComplexType):
        re, im = constant_parts(op)
        return (re + 1j * im).astype(_dtype(op.results[0]))
    return np.array(ir.DenseElementsAttr(op.attributes["value"]))


def constant_value(v: ir.Value, max_elements: int = MAX_ELEMENTS,
                   memo: dict | None = None) -> np.ndarray | None:
    """``v``'s value when it depends on constants only (see the module docstring), else None.
    ``memo`` (value -> array or None) is shared between calls on one module."""
    memo = {} if memo is None else memo
    stack = [v]
    while stack:  # the producers in dependency order, without recursion
        x = stack.pop()
        if x in memo:
            continue
        if not isinstance(x, ir.OpResult) or x.owner.regions:
            memo[x] = None
            continue
        t = x.type.maybe_downcast()
        if (not isinstance(t, ir.RankedTensorType) or not t.has_static_shape
                or int(np.prod(t.shape, dtype=np.int64)) > max_elements):
            memo[x] = None
            continue
        pending = [u for u in x.owner.operands if u not in memo]
        if pending:
            stack.append(x)
            stack.extend(pending)
            continue
        memo[x] = _compute(x.owner, memo)
    return memo.get(v)


def _compute(op: ir.Operation, memo: dict) -> np.ndarray | None:
    if len(op.results) != 1:
        return None
    if not op.operands:
        try:
            return _leaf(op)
        except (ValueError, TypeError):
            return None
    args = [memo.get(u) for u in op.operands]
    if any(a is None for a in args):
        return None
    try:
        return _evaluate(op, args)
    except (ValueError, TypeError, KeyError):
        return None
