"""Shapes computed inside a module: what the modes that rewrite an FFT with a dynamic
(symbolic) batch emit around it.

StableHLO's ``fft_length`` fixes the transformed (trailing) axes, so only batch axes can be
dynamic, any number of them, anywhere before those. Every rewrite goes through one form:
:func:`collapse_batch` turns the operand into ``[B, n1, ..., nk]`` with the single dynamic
``B`` (the product of the batch sizes, a ``tensor<i32>`` computed with
``stablehlo.get_dimension_size``), the mode transforms that, and :func:`expand_batch` gives
the result the op's own batch axes back. Sizes are ``i32`` (what ``get_dimension_size``
returns). Must be used inside an ``ir.InsertionPoint`` and ``ir.Location`` (and context).
"""

from __future__ import annotations

import dataclasses
from typing import Sequence, Union

import numpy as np
from iree.compiler import ir

__all__ = ["DYNAMIC", "Batch", "Dim", "dim_size", "i32_constant", "product", "shape_value",
           "collapse_batch", "expand_batch", "dynamic_reshape", "dynamic_broadcast",
           "is_dynamic", "zero"]

#: how a dynamic dimension reads in ``RankedTensorType.shape``
DYNAMIC = ir.ShapedType.get_dynamic_size()

#: a dimension: a static size or a ``tensor<i32>`` value holding it
Dim = Union[int, ir.Value]


def is_dynamic(t: ir.Type) -> bool:
    rt = t.maybe_downcast()
    return isinstance(rt, ir.RankedTensorType) and not rt.has_static_shape


def _i32() -> ir.Type:
    return ir.IntegerType.get_signless(32)


def _op(name: str, result: ir.Type, operands: list[ir.Value],
        attributes: dict[str, ir.Attribute] | None = None) -> ir.Value:
    return ir.Operation.create(name, results=[result], operands=operands,
                               attributes=attributes or {}).result


def i32_constant(values: int | Sequence[int]) -> ir.Value:
    """A ``tensor<i32>`` (an int) or ``tensor<Nxi32>`` (a sequence) constant."""
    data = np.asarray(values, dtype=np.int32)
    t = ir.RankedTensorType.get(list(data.shape), _i32())
    return _op("stablehlo.constant", t, [], {"value": ir.DenseElementsAttr.get(data, type=t)})


def dim_size(v: ir.Value, axis: int) -> Dim:
    """The size of ``v`` along ``axis``: an int where static, else a ``tensor<i32>``."""
    t = ir.RankedTensorType(v.type)
    if not t.is_dynamic_dim(axis):
        return int(t.shape[axis])
    return _op("stablehlo.get_dimension_size", ir.RankedTensorType.get([], _i32()), [v],
               {"dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), axis)})


def zero(element: ir.Type) -> ir.Value:
    """A rank-0 zero of ``element`` (complex: built from two real zeros, never a complex
    constant: see ``workarounds.rewrite_complex_constants``)."""
    element = element.maybe_downcast()
    if isinstance(element, ir.ComplexType):
        part = zero(element.element_type)
        return _op("stablehlo.complex", ir.RankedTensorType.get([], element), [part, part])
    t = ir.RankedTensorType.get([], element)
    value = (ir.FloatAttr.get(element, 0.0) if isinstance(element, ir.FloatType)
             else ir.IntegerAttr.get(element, 0))
    return ir.Operation.create("stablehlo.constant", results=[t], attributes={
        "value": ir.DenseElementsAttr.get_splat(t, value)}).result


def _as_value(d: Dim) -> ir.Value:
    return i32_constant(d) if isinstance(d, int) else d


def product(dims: Sequence[Dim]) -> Dim:
    """The product of ``dims`` (an int when all are static)."""
    static = int(np.prod([d for d in dims if isinstance(d, int)], dtype=np.int64))
    values = [d for d in dims if not isinstance(d, int)]
    if not values:
        return static
    out = values[0]
    for v in values[1:] + ([i32_constant(static)] if static != 1 else []):
        out = _op("stablehlo.multiply", out.type, [out, v])
    return out


def shape_value(dims: Sequence[Dim]) -> ir.Value:
    """``tensor<rank x i32>`` holding ``dims`` (the shape operand of the dynamic ops)."""
    if all(isinstance(d, int) for d in dims):
        return i32_constant(list(dims))
    one = ir.RankedTensorType.get([1], _i32())
    pieces = [_op("stablehlo.reshape", one, [_as_value(d)]) for d in dims]
    if len(pieces) == 1:
        return pieces[0]
    return _op("stablehlo.concatenate", ir.RankedTensorType.get([len(dims)], _i32()), pieces,
               {"dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 0)})


def _type_of(dims: Sequence[Dim], element: ir.Type) -> ir.RankedTensorType:
    return ir.RankedTensorType.get([d if isinstance(d, int) else DYNAMIC for d in dims],
                                   element)


def dynamic_reshape(v: ir.Value, dims: Sequence[Dim]) -> ir.Value:
    """``v`` reshaped to ``dims`` (``stablehlo.reshape`` when all are static)."""
    element = ir.RankedTensorType(v.type).element_type
    t = _type_of(dims, element)
    if all(isinstance(d, int) for d in dims):
        return _op("stablehlo.reshape", t, [v])
    return _op("stablehlo.dynamic_reshape", t, [v, shape_value(dims)])


def dynamic_broadcast(v: ir.Value, dims: Sequence[Dim], broadcast_dims: Sequence[int]
                      ) -> ir.Value:
    """``broadcast_in_dim`` of ``v`` to ``dims`` (its dynamic form when one is a value)."""
    element = ir.RankedTensorType(v.type).element_type
    attr = ir.DenseI64ArrayAttr.get([int(d) for d in broadcast_dims])
    t = _type_of(dims, element)
    if all(isinstance(d, int) for d in dims):
        return _op("stablehlo.broadcast_in_dim", t, [v], {"broadcast_dimensions": attr})
    return _op("stablehlo.dynamic_broadcast_in_dim", t, [v, shape_value(dims)],
               {"broadcast_dimensions": attr})


@dataclasses.dataclass(frozen=True)
class Batch:
    """The batch axes of a dynamic FFT operand, collapsed into one dynamic axis ``size``."""

    dims: tuple[Dim, ...]  # the operand's batch sizes, in order
    size: ir.Value  # tensor<i32>: their product


def collapse_batch(x: ir.Value, k: int) -> tuple[ir.Value, Batch]:
    """``x`` (batch axes, then ``k`` transformed ones) as ``[B, n1, ..., nk]``, B dynamic."""
    t = ir.RankedTensorType(x.type)
    batch_dims = tuple(dim_size(x, i) for i in range(t.rank - k))
    size = _as_value(product(batch_dims))
    if len(batch_dims) == 1:
        return x, Batch(batch_dims, size)
    trailing = [int(n) for n in list(t.shape)[t.rank - k:]]
    element = t.element_type
    flat = _op("stablehlo.dynamic_reshape",
               ir.RankedTensorType.get([DYNAMIC] + trailing, element),
               [x, shape_value([size] + trailing)])
    return flat, Batch(batch_dims, size)


def expand_batch(y: ir.Value, batch: Batch, result: ir.RankedTensorType) -> ir.Value:
    """``y`` (``[B, m1, ..., mk]``) with ``batch``'s axes back: of type ``result``."""
    if len(batch.dims) == 1:
        return y
    k = ir.RankedTensorType(y.type).rank - 1
    trailing = [int(n) for n in list(result.shape)[result.rank - k:]]
    return _op("stablehlo.dynamic_reshape", result,
               [y, shape_value(list(batch.dims) + trailing)])
