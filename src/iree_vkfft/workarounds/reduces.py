"""Reductions over a single element as the reducer applied to the init and that element
(registry entry ``single-element-reduces``).

``jnp.fft.ifft(norm="forward")`` and other JAX scalings export their factor as a
``stablehlo.reduce`` of a ``tensor<1x...>`` constant with ``multiply``. IREE 3.13 folds such a
complex reduce wrongly when its result scales a padded complex tensor: the product comes back
all zeros (s2fft's HEALPix inverse: every polar ring zero, relative error 0.59, no error).
A reduce over dimensions whose extents multiply to 1 is ``body(init, x)`` by definition, so
the rewrite writes exactly that: the reducer's one binary op on the init broadcast to the
result shape and the operand reshaped to it. Exact: the same op on the same values, in the
order StableHLO's reduce applies them.
"""

from __future__ import annotations

import logging

import numpy as np
from iree.compiler import ir

from ..stablehlo.match import replace_each

__all__ = ["apply_single_element_reduces"]

_log = logging.getLogger(__name__)

#: reducers rewritten: a body that is one of these on its two arguments
_BINARY = frozenset({"stablehlo.add", "stablehlo.multiply", "stablehlo.maximum",
                     "stablehlo.minimum", "stablehlo.and", "stablehlo.or", "stablehlo.xor"})


def _reducer(op: ir.Operation) -> str | None:
    """The body's one binary op name when the body is ``return op(acc, x)`` (either order)."""
    block = op.regions[0].blocks[0]
    ops = [o.operation for o in block.operations]
    if len(ops) != 2 or ops[0].name not in _BINARY or ops[1].name != "stablehlo.return":
        return None
    args = list(block.arguments)
    if set(ops[0].operands) != set(args) or len(args) != 2:
        return None
    return ops[0].name if ops[1].operands[0] == ops[0].results[0] else None


def _single(op: ir.Operation) -> ir.Value | None:
    """``body(broadcast(init), reshape(x))`` for a one-operand reduce over dimensions of
    extent 1 (static); None for any other reduce."""
    if len(op.operands) != 2:
        return None
    x, init = op.operands
    xt = ir.RankedTensorType(x.type)
    dims = list(ir.DenseI64ArrayAttr(op.attributes["dimensions"]))
    name = _reducer(op)
    if (name is None or not dims or not xt.has_static_shape
            or int(np.prod([xt.shape[d] for d in dims])) != 1):
        return None
    result = ir.RankedTensorType(op.results[0].type)
    flat = ir.Operation.create("stablehlo.reshape", results=[result], operands=[x]).result
    wide = ir.Operation.create(
        "stablehlo.broadcast_in_dim", results=[result], operands=[init],
        attributes={"broadcast_dimensions": ir.DenseI64ArrayAttr.get([])}).result
    return ir.Operation.create(name, results=[result], operands=[wide, flat]).result


def apply_single_element_reduces(module: ir.Module) -> int:
    """Every reduce over one element of ``module`` written as its reducer's op (see the
    module docstring). Returns the count."""
    count = replace_each(module, "stablehlo.reduce", _single)
    if count:
        _log.debug("%d single-element reduce(s) as their reducer's op", count)
    return count
