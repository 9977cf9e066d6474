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
           "reshape_around", "collapse", "expand", "index_dim",
           "collapse_batch", "expand_batch", "dynamic_reshape", "dynamic_broadcast",
           "barrier_uses", "fresh_copy", "is_dynamic", "zero"]

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


def _groups(shape: Sequence[int], at: int, left: bool, right: bool) -> list[list[int]]:
    """Reassociation of ``shape`` around its dynamic axis ``at``: the static axes before it
    (one group, when ``left``), the dynamic axis with the unit-product sides, the static axes
    after it (one group, when ``right``)."""
    before, after = list(range(at)), list(range(at + 1, len(shape)))
    middle = (before if not left else []) + [at] + (after if not right else [])
    return ([before] if left else []) + [middle] + ([after] if right else [])


def _same_dim_source(v: ir.Value, axis: int) -> tuple[ir.Value, int] | None:
    """A producer's operand and axis of the same (dynamic) size as ``v``'s ``axis``."""
    if not isinstance(v, ir.OpResult):
        return None
    op = v.owner
    if op.name == "stablehlo.transpose":
        perm = [int(p) for p in ir.DenseI64ArrayAttr(op.attributes["permutation"])]
        return op.operands[0], perm[axis]
    if op.name in ("tensor.cast", "stablehlo.optimization_barrier"):
        return op.operands[v.result_number if op.name != "tensor.cast" else 0], axis
    if op.name.startswith("stablehlo.") and not op.regions:
        vt = ir.RankedTensorType(v.type)
        for x in op.operands:  # an element-wise op: an operand of the result's shape
            xt = x.type.maybe_downcast()
            if isinstance(xt, ir.RankedTensorType) and list(xt.shape) == list(vt.shape):
                return x, axis
    return None


def source_index_dim(v: ir.Value, axis: int) -> ir.Value:
    """:func:`index_dim` of the earliest value of the same size along ``axis`` (a function's
    argument where the chain of transposes and element-wise ops reaches one): IREE resolves
    the size of an argument from its buffer, while a ``tensor.dim`` of a value computed in
    a dispatch is left unresolved on CUDA ("'tensor.dim' op unexpected during shape
    cleanup")."""
    for _ in range(64):
        found = _same_dim_source(v, axis)
        if found is None:
            break
        v, axis = found
    return index_dim(v, axis)


def index_dim(v: ir.Value, axis: int) -> ir.Value:
    """``tensor.dim`` of ``v`` along ``axis`` (an ``index``; IREE reads it on the host)."""
    index = ir.IndexType.get()
    at = ir.Operation.create("arith.constant", results=[index],
                             attributes={"value": ir.IntegerAttr.get(index, axis)}).result
    return ir.Operation.create("tensor.dim", results=[index], operands=[v, at]).result


def _reassociation(groups: Sequence[Sequence[int]]) -> ir.Attribute:
    i64 = ir.IntegerType.get_signless(64)
    return ir.ArrayAttr.get([ir.ArrayAttr.get([ir.IntegerAttr.get(i64, i) for i in g])
                             for g in groups])


def collapse(v: ir.Value, groups: Sequence[Sequence[int]]) -> ir.Value:
    """``tensor.collapse_shape`` of ``v`` by ``groups`` (at most one dynamic axis per group)."""
    t = ir.RankedTensorType(v.type)
    shape = []
    for g in groups:
        dims = [int(t.shape[i]) for i in g]
        shape.append(DYNAMIC if any(t.is_dynamic_dim(i) for i in g) else int(np.prod(dims)))
    return ir.Operation.create("tensor.collapse_shape", results=[
        ir.RankedTensorType.get(shape, t.element_type)], operands=[v],
        attributes={"reassociation": _reassociation(groups)}).result


def expand(v: ir.Value, groups: Sequence[Sequence[int]], shape: Sequence[int],
           *sizes: ir.Value) -> ir.Value:
    """``tensor.expand_shape`` of ``v`` into ``shape`` by ``groups``; ``sizes``: the dynamic
    axes' sizes (``index`` values), in order."""
    t = ir.RankedTensorType(v.type)
    return ir.Operation.create("tensor.expand_shape", results=[
        ir.RankedTensorType.get([int(d) for d in shape], t.element_type)],
        operands=[v, *sizes], attributes={"reassociation": _reassociation(groups),
                                        "static_output_shape": ir.DenseI64ArrayAttr.get(
                                            [int(d) for d in shape])}).result


def reshape_around(v: ir.Value, shape: Sequence[int]) -> ir.Value | None:
    """``v`` reshaped to ``shape`` when both have one dynamic axis of the same size that the
    reshape keeps whole (the static axes before it and after it each keep their product), as
    ``tensor.collapse_shape`` + ``tensor.expand_shape``: IREE fuses these like static
    reshapes, while a ``tensor.reshape`` (the form :func:`dynamic_reshape` ends in) is a
    fusion barrier (portable mode's dynamic Whisper RFFT ran 3.3x its static time through
    them). None when the shapes do not have that form."""
    t = ir.RankedTensorType(v.type)
    src = [DYNAMIC if t.is_dynamic_dim(i) else int(t.shape[i]) for i in range(t.rank)]
    dst = [int(d) for d in shape]
    if src.count(DYNAMIC) != 1 or dst.count(DYNAMIC) != 1:
        return None
    a, b = src.index(DYNAMIC), dst.index(DYNAMIC)
    left, right = int(np.prod(src[:a])), int(np.prod(src[a + 1:]))
    if left != int(np.prod(dst[:b])) or right != int(np.prod(dst[b + 1:])):
        return None
    size = index_dim(v, a)
    lo, hi = left > 1, right > 1
    mid = v if len(src) == lo + 1 + hi else collapse(v, _groups(src, a, lo, hi))
    if len(dst) == lo + 1 + hi:
        return mid
    return expand(mid, _groups(dst, b, lo, hi), dst, size)


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


def barrier_uses(op: ir.Operation, value: ir.Value,
                 uses: Sequence[tuple[ir.Operation, int]]) -> ir.Value:
    """``uses`` (``(owner, operand index)`` pairs) of ``value``, a result of ``op``, read it
    through a ``stablehlo.optimization_barrier`` placed right after ``op`` (what keeps IREE
    from fusing or hoisting across it; exact). Returns the barrier's result."""
    with ir.InsertionPoint(op), op.location:  # made before op, then moved after it
        barrier = ir.Operation.create("stablehlo.optimization_barrier", results=[value.type],
                                      operands=[value])
    barrier.move_after(op)
    for owner, index in uses:
        owner.operands[index] = barrier.results[0]
    return barrier.results[0]


def fresh_copy(value: ir.Value) -> ir.Value:
    """``value`` as the result of an element-wise op IREE cannot fold away: a tensor of its
    own, never a view of ``value``'s storage. ``select(broadcast(barrier(true)), v,
    barrier(v))``: exact for every element type (the select picks ``v``); the optimization
    barriers keep IREE from folding the select back to ``v``. Dynamic shapes broadcast the
    predicate to ``value``'s own sizes."""
    tensor = ir.RankedTensorType(value.type)
    scalar = ir.RankedTensorType.get([], ir.IntegerType.get_signless(1))
    true = _op("stablehlo.constant", scalar, [],
               {"value": ir.DenseElementsAttr.get_splat(scalar, ir.BoolAttr.get(True))})
    barrier = ir.Operation.create("stablehlo.optimization_barrier", results=[scalar, tensor],
                                  operands=[true, value])
    dims = [dim_size(value, axis) for axis in range(tensor.rank)]
    mask = dynamic_broadcast(barrier.results[0], dims, [])
    return _op("stablehlo.select", tensor, [mask, value, barrier.results[1]])


@dataclasses.dataclass(frozen=True)
class Batch:
    """The batch axes of a dynamic FFT operand, collapsed into one dynamic axis ``size``."""

    dims: tuple[Dim, ...]  # the operand's batch sizes, in order
    size: ir.Value  # tensor<i32>: their product
    indices: tuple[ir.Value, ...]  # the dynamic batch sizes as ``index`` values (tensor.dim)


def collapse_batch(x: ir.Value, k: int) -> tuple[ir.Value, Batch]:
    """``x`` (batch axes, then ``k`` transformed ones) as ``[B, n1, ..., nk]``, B dynamic
    (``tensor.collapse_shape``: IREE fuses it, see :func:`reshape_around`)."""
    t = ir.RankedTensorType(x.type)
    nb = t.rank - k
    batch_dims = tuple(dim_size(x, i) for i in range(nb))
    size = _as_value(product(batch_dims))
    batch = Batch(batch_dims, size, tuple(index_dim(x, i) for i in range(nb)
                                          if t.is_dynamic_dim(i)))
    if nb == 1:
        return x, batch
    return collapse(x, [list(range(nb))] + [[i] for i in range(nb, t.rank)]), batch


def expand_batch(y: ir.Value, batch: Batch, result: ir.RankedTensorType) -> ir.Value:
    """``y`` (``[B, m1, ..., mk]``) with ``batch``'s axes back: of type ``result``."""
    nb = len(batch.dims)
    if nb == 1:
        return y
    groups = [list(range(nb))] + [[i] for i in range(nb, result.rank)]
    shape = [DYNAMIC if result.is_dynamic_dim(i) else int(result.shape[i])
             for i in range(result.rank)]
    return expand(y, groups, shape, *batch.indices)
