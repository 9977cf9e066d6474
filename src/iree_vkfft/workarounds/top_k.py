"""``chlo.top_k`` on SPIR-V as a sort in XLA's order (registry entry ``spirv-top-k``).

XLA's top_k ranks by a total order (``+NaN`` above ``+inf``, ``-0.0`` below ``+0.0``), ties by
position. On SPIR-V, IREE 3.13's top_k of rows of 100,000 comes back out of order; the rewrite
is a stable sort of ``(x, iota)`` by that total order, descending, as a network
(:mod:`.sorting`: IREE's own SPIR-V sort compares TOTALORDER as ``>``, dropping NaNs, even on
short rows), then the first k: NaNs rank as XLA ranks them, at every length. Exact.

Not rewritten: IREE's top_k elsewhere, which never takes a NaN on llvm-cpu (it compares with
``>``): its total-order key as integers lowers to a quadratic sort that does not compile for
100,000 ("exceeded stack allocation limit"), and a sort network costs ~100x IREE's top_k there.
"""

from __future__ import annotations

import logging

from iree.compiler import ir

from ..stablehlo.match import find_ops
from .sorting import sort_as_network

__all__ = ["top_k_as_sort"]

_log = logging.getLogger(__name__)

def _make(name, result, operands, **attributes) -> ir.Value:
    return ir.Operation.create(name, results=[result], operands=operands,
                               attributes=attributes).result


def _replace(op: ir.Operation, values: ir.Value, indices: ir.Value) -> None:
    op.results[0].replace_all_uses_with(values)
    op.results[1].replace_all_uses_with(indices)
    op.erase()


def _descending_comparator(sort: ir.Operation, element: ir.Type) -> None:
    """The body ``a > b`` (TOTALORDER for floats, SIGNED for integers) on the first operand."""
    i32 = ir.IntegerType.get_signless(32)
    scalar, index = ir.RankedTensorType.get([], element), ir.RankedTensorType.get([], i32)
    block = sort.regions[0].blocks.append(scalar, scalar, index, index)
    kind = "TOTALORDER" if not isinstance(element, ir.IntegerType) else (
        "UNSIGNED" if element.is_unsigned else "SIGNED")
    with ir.InsertionPoint(block):
        gt = _make("stablehlo.compare", ir.RankedTensorType.get([], ir.IntegerType.get_signless(1)),
                   [block.arguments[0], block.arguments[1]],
                   comparison_direction=ir.Attribute.parse("#stablehlo<comparison_direction GT>"),
                   compare_type=ir.Attribute.parse(f"#stablehlo<comparison_type {kind}>"))
        ir.Operation.create("stablehlo.return", results=[], operands=[gt])


def top_k_as_sort(module: ir.Module, *, min_row: int = 2) -> int:
    """Every static ``chlo.top_k`` of rows of at least ``min_row`` as a stable descending sort
    of ``(x, iota)`` and a slice of the first k. Returns the count."""
    count = 0
    with module.context:
        for op in find_ops(module.operation, lambda o: o.name == "chlo.top_k"):
            xt = ir.RankedTensorType(op.operands[0].type)
            if not xt.has_static_shape or xt.shape[-1] < min_row:
                continue
            shape, last = list(xt.shape), xt.rank - 1
            i32 = ir.IntegerType.get_signless(32)
            with ir.InsertionPoint(op), op.location:
                iota = _make("stablehlo.iota", ir.RankedTensorType.get(shape, i32), [],
                             iota_dimension=ir.IntegerAttr.get(ir.IntegerType.get_signless(64),
                                                               last))
                sort = ir.Operation.create("stablehlo.sort", results=[xt, iota.type], operands=[
                    op.operands[0], iota], attributes={
                    "dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), last),
                    "is_stable": ir.BoolAttr.get(True)}, regions=1)
                _descending_comparator(sort, xt.element_type)
                network = sort_as_network(sort)  # IREE's own sort is no total order on SPIR-V
                if network is not None:
                    for old, new in zip(sort.results, network):
                        old.replace_all_uses_with(new)
                    sort.erase()
                    sorted_ = network
                else:
                    sorted_ = list(sort.results)
                k = ir.RankedTensorType(op.results[0].type).shape[-1]
                cut = [_make("stablehlo.slice", r.type, [v], start_indices=(
                    ir.DenseI64ArrayAttr.get([0] * len(shape))), limit_indices=(
                    ir.DenseI64ArrayAttr.get(shape[:-1] + [k])), strides=(
                    ir.DenseI64ArrayAttr.get([1] * len(shape))))
                    for r, v in zip(op.results, sorted_)]
            _replace(op, *cut)
            count += 1
    if count:
        _log.debug("%d top_k(s) as sorts", count)
    return count
