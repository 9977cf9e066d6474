"""Shape operands computed on the host.

The dynamic ops take their output shape as a tensor operand, usually built in the module
(``concatenate`` of reshaped ``get_dimension_size`` results and constants). IREE 3.13 computes
such a tensor with a device dispatch and reads it back to size the result, and on Vulkan that
read races the dispatch when the sizes come from function arguments (split mode's segments):
the second or third call of one function fails with an absurd allocation (``RESOURCE_EXHAUSTED
... allocation size 136365211648``) or a bad dispatch (measured: 6 of 10 calls succeed; the
same shape read with ``tensor.extract`` from the arguments: 10 of 10).
:func:`host_shape_operands` rebuilds each shape operand as ``tensor.from_elements`` of scalars
computed from the shape's producers with ``arith`` (``get_dimension_size`` as ``tensor.dim``,
constants as constants, ``tensor.extract`` only of what is neither), which IREE evaluates on
the host.
"""

from __future__ import annotations

import logging

import numpy as np
from iree.compiler import ir

from ..stablehlo.match import find_ops

__all__ = ["SHAPE_OPERANDS", "shape_element", "shape_index", "host_shape_operands"]

logger = logging.getLogger("iree_vkfft")

#: op -> positions of its shape operands (1-D integer tensors)
SHAPE_OPERANDS = {
    "stablehlo.dynamic_broadcast_in_dim": (1,),
    "stablehlo.dynamic_iota": (0,),
    "stablehlo.real_dynamic_slice": (1, 2, 3),
    "stablehlo.dynamic_pad": (2, 3, 4),
    "stablehlo.dynamic_gather": (2,),
}

_ARITH = {"stablehlo.add": "arith.addi", "stablehlo.subtract": "arith.subi",
          "stablehlo.multiply": "arith.muli", "stablehlo.divide": "arith.divsi",
          "stablehlo.maximum": "arith.maxsi", "stablehlo.minimum": "arith.minsi"}


def _create(name: str, result: ir.Type, operands: list[ir.Value],
            attributes: dict | None = None) -> ir.Value:
    return ir.Operation.create(name, results=[result], operands=operands,
                               attributes=attributes or {}).result


def _constant(t: ir.Type, value: int) -> ir.Value:
    return _create("arith.constant", t, [], {"value": ir.IntegerAttr.get(t, int(value))})


def _cast(v: ir.Value, t: ir.Type) -> ir.Value:
    """Integer (or index) ``v`` as ``t``."""
    if v.type == t:
        return v
    if isinstance(v.type, ir.IndexType) or isinstance(t, ir.IndexType):
        return _create("arith.index_cast", t, [v])
    wider = ir.IntegerType(t).width > ir.IntegerType(v.type).width
    return _create("arith.extsi" if wider else "arith.trunci", t, [v])


def _extract(v: ir.Value, i: int | None) -> ir.Value:
    t = ir.RankedTensorType(v.type)
    at = [] if i is None else [_constant(ir.IndexType.get(), i)]
    return _create("tensor.extract", t.element_type, [v] + at)


def _integer(v: ir.Value) -> bool:
    t = v.type.maybe_downcast()
    return (isinstance(t, ir.RankedTensorType) and t.has_static_shape and t.rank <= 1
            and isinstance(t.element_type.maybe_downcast(), ir.IntegerType))


def _from_producer(op: ir.Operation, i: int | None, element: ir.Type) -> ir.Value | None:
    name = op.name
    if name == "stablehlo.constant":
        data = np.array(ir.DenseIntElementsAttr(op.attributes["value"]))
        return _constant(element, data.reshape(-1)[0 if i is None or data.size == 1 else i])
    if name == "stablehlo.get_dimension_size":
        axis = ir.IntegerAttr(op.attributes["dimension"]).value
        dim = _create("tensor.dim", ir.IndexType.get(),
                      [op.operands[0], _constant(ir.IndexType.get(), axis)])
        return _cast(dim, element)
    if name == "stablehlo.concatenate" and i is not None:
        for v in op.operands:
            n = ir.RankedTensorType(v.type).shape[0]
            if i < n:
                return shape_element(v, i)
            i -= n
        return None
    if name in ("stablehlo.reshape", "stablehlo.broadcast_in_dim", "stablehlo.convert"):
        x = op.operands[0]
        if ir.RankedTensorType(x.type).rank == 0 or name == "stablehlo.convert":
            return _cast(shape_element(x, None if ir.RankedTensorType(x.type).rank == 0 else i),
                         element)
        return None
    if name in _ARITH:
        a, b = (shape_element(v, i) for v in op.operands)
        return _create(_ARITH[name], element, [a, b])
    return None


def shape_element(v: ir.Value, i: int | None) -> ir.Value:
    """Element ``i`` (None: the scalar of a rank-0 ``v``) of the small integer tensor ``v``,
    as a scalar of its element type computed from ``v``'s producers where they are known."""
    element = ir.RankedTensorType(v.type).element_type
    if isinstance(v, ir.OpResult):
        op = v.owner.operation
        if all(_integer(x) for x in op.operands) or op.name == "stablehlo.get_dimension_size":
            folded = _from_producer(op, i, element)
            if folded is not None:
                return folded
    return _extract(v, i)


def shape_index(v: ir.Value, i: int) -> ir.Value:
    """:func:`shape_element` as an ``index``."""
    return _cast(shape_element(v, i), ir.IndexType.get())


def host_shape_operands(module: ir.Module) -> int:
    """Rebuilds the shape operands of the dynamic ops (:data:`SHAPE_OPERANDS`) from host
    scalars (see the module docstring); returns how many."""
    count = 0
    ops = find_ops(module.operation, lambda o: o.name in SHAPE_OPERANDS)
    with module.context:
        for op in ops:
            for pos in SHAPE_OPERANDS[op.name]:
                shape = op.operands[pos]
                if not _integer(shape) or (isinstance(shape, ir.OpResult) and
                                           shape.owner.operation.name == "tensor.from_elements"):
                    continue
                n = ir.RankedTensorType(shape.type).shape[0]
                with ir.InsertionPoint(op), op.location:
                    elements = [shape_element(shape, i) for i in range(n)]
                    op.operands[pos] = _create("tensor.from_elements", shape.type, elements)
                count += 1
    if count:
        logger.debug("%d shape operands computed on the host", count)
    return count
