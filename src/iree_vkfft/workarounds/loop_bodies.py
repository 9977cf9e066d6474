"""Forms of loop bodies that IREE 3.13 runs slowly, rewritten into equal ones it fuses or
keeps on the device (registry entries ``select-predicate-broadcasts``, ``loop-slice-gathers``
and ``loop-row-scatters``). Inside a ``while`` whose trip count depends on data (an adaptive
solver's step loop) IREE records every dispatch of the body again on each trip, so each
dispatch and each read back costs on every step.

IREE 3.13 turns a 0-d tensor that decides a dispatch's shape of work into a host value: it
reads the tensor back (a queue submission and a wait) and passes it as a push constant, so
the command buffer holding the dispatch is recorded again on every call or loop iteration.
Two StableHLO forms do that in the programs JAX exports:

* ``stablehlo.select`` whose predicate is 0-d and whose operands are not (``jnp.where`` on a
  scalar condition: a solver's step acceptance). Broadcast to the operands' shape, the
  predicate is one more element-wise input, fused into the select's dispatch.
* ``stablehlo.dynamic_slice`` at a computed start inside a loop body (a Butcher tableau row
  picked by the stage counter). As a ``stablehlo.gather`` of the same slice, the start is an
  index tensor the dispatch reads. Both ops clamp the start into the operand the same way, so
  the gather is the slice. Only slices inside ``while`` bodies change (outside, the read back
  happens once per call) and only slices of at most :data:`MAX_GATHERED_ELEMENTS` (a larger
  one is a copy that costs more than the read back it needs).

A third form costs a dispatch of its own: a ``stablehlo.scatter`` that sets one row (JAX's
``k.at[i].set(f)``: a Runge-Kutta stage written into the stage matrix) is IREE's scatter
dispatch, which fuses with nothing. As ``select(iota == i, broadcast(f), k)`` it is an
element-wise op fused with its neighbours (the predicated copy's own select, the stage's
arithmetic). A row index out of range selects nothing, as the scatter skips such an update.

The rewrites are exact (the same elements selected or copied).
"""

from __future__ import annotations

import logging

import numpy as np
from iree.compiler import ir

from ..stablehlo.evaluate import constant_value
from ..stablehlo.match import find_ops, inside_loop, replace_each
from .dynamic_shapes import scatter_window_form

__all__ = ["MAX_GATHERED_ELEMENTS", "MAX_SELECTED_ELEMENTS", "broadcast_predicate",
           "broadcast_select_predicates",
           "gather_loop_slices", "select_loop_row_scatters"]

_log = logging.getLogger(__name__)

#: the largest slice :func:`gather_loop_slices` turns into a gather (elements)
MAX_GATHERED_ELEMENTS = 1 << 16
#: the largest operand :func:`select_loop_row_scatters` rewrites (the select reads and writes
#: all of it where the scatter wrote one row)
MAX_SELECTED_ELEMENTS = 1 << 14


def _i64_array(values) -> ir.Attribute:
    return ir.DenseI64ArrayAttr.get([int(v) for v in values])


def _device_value(v: ir.Value) -> bool:
    """Whether ``v`` is a block argument or a StableHLO op's result (not a scalar built on the
    host with ``tensor.from_elements``: broadcast, IREE 3.13 fails to store it as i8,
    "'tensor.from_elements' op failed to verify that operand types match")."""
    return isinstance(v.owner, ir.Block) or v.owner.name.startswith("stablehlo.")


def broadcast_predicate(pred: ir.Value, like: ir.RankedTensorType) -> ir.Value:
    """The 0-d ``pred`` broadcast to ``like``'s (static) shape, at the insertion point; itself
    when ``like`` is 0-d."""
    if not like.rank:
        return pred
    wide = ir.RankedTensorType.get(list(like.shape), ir.RankedTensorType(pred.type).element_type)
    return ir.Operation.create("stablehlo.broadcast_in_dim", results=[wide], operands=[pred],
                               attributes={"broadcast_dimensions": _i64_array([])}).result


def broadcast_select_predicates(module: ir.Module) -> int:
    """Every ``stablehlo.select`` with a 0-d predicate computed by StableHLO and static
    operands of rank >= 1 gets the predicate broadcast to their shape. Returns the count."""
    count = 0
    for op in find_ops(module.operation, lambda o: o.name == "stablehlo.select"):
        pred = op.operands[0]
        pt, vt = ir.RankedTensorType(pred.type), ir.RankedTensorType(op.operands[1].type)
        if pt.rank != 0 or vt.rank == 0 or not vt.has_static_shape or not _device_value(pred):
            continue
        with op.context, op.location, ir.InsertionPoint(op):
            op.operands[0] = broadcast_predicate(pred, vt)
        count += 1
    if count:
        _log.debug("broadcast %d scalar select predicate(s)", count)
    return count


def _is_zero(v: ir.Value) -> bool:
    value = constant_value(v)
    return value is not None and np.size(value) == 1 and int(np.asarray(value).ravel()[0]) == 0


def _start_vector(starts: list[ir.Value]) -> ir.Value:
    """``starts`` (0-d tensors of one integer type) as one ``tensor<k x iN>``."""
    element = ir.RankedTensorType(starts[0].type).element_type
    one = ir.RankedTensorType.get([1], element)
    parts = [ir.Operation.create("stablehlo.reshape", results=[one], operands=[s]).result
             for s in starts]
    if len(parts) == 1:
        return parts[0]
    return ir.Operation.create(
        "stablehlo.concatenate", results=[ir.RankedTensorType.get([len(parts)], element)],
        operands=parts,
        attributes={"dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 0)}).result


def _as_gather(op: ir.Operation) -> ir.Value | None:
    """The gather equal to the ``dynamic_slice`` ``op`` (None: every start is constant, or
    the starts' types differ). Starts that are constant zeros stay out of the index vector
    (a gather's offset dims start at 0 where ``start_index_map`` does not name them)."""
    starts = list(op.operands)[1:]
    size = int(np.prod(list(ir.DenseI64ArrayAttr(op.attributes["slice_sizes"]))))
    if size > MAX_GATHERED_ELEMENTS or all(constant_value(s) is not None for s in starts):
        return None
    dims = [d for d, s in enumerate(starts) if not _is_zero(s)]
    if len({str(starts[d].type) for d in dims}) != 1:
        return None
    rank = len(starts)
    numbers = ir.Attribute.parse(
        f"#stablehlo.gather<offset_dims = [{', '.join(map(str, range(rank)))}], "
        f"start_index_map = [{', '.join(map(str, dims))}], index_vector_dim = 0>")
    return ir.Operation.create(
        "stablehlo.gather", results=[op.results[0].type],
        operands=[op.operands[0], _start_vector([starts[d] for d in dims])],
        attributes={"dimension_numbers": numbers, "slice_sizes": op.attributes["slice_sizes"],
                    "indices_are_sorted": ir.BoolAttr.get(False)}).result


def gather_loop_slices(module: ir.Module) -> int:
    """Every ``stablehlo.dynamic_slice`` inside a ``stablehlo.while`` with a start that is not
    constant becomes the equal ``stablehlo.gather``. Returns the count."""
    count = replace_each(module, "stablehlo.dynamic_slice",
                         lambda op: _as_gather(op) if inside_loop(op) else None)
    if count:
        _log.debug("%d dynamic slice(s) in loops as gathers", count)
    return count


def _op(name: str, result: ir.Type, operands: list[ir.Value], **attributes) -> ir.Value:
    return ir.Operation.create(name, results=[result], operands=operands,
                               attributes=attributes).result


def _row_select(op: ir.Operation) -> ir.Value | None:
    """``select(AND_j iota_d(j) == index[j], broadcast(update), operand)`` for the scatter
    ``op`` that sets one whole row (every index dim an inserted dim, the update covering the
    rest of a static operand of at most :data:`MAX_SELECTED_ELEMENTS`), inside a loop; None
    for any other scatter."""
    form = scatter_window_form(op)
    # no index dims (indices tensor<0xi32>: the window is the whole operand) is no row set
    if (form is None or form[2] != ("set", False) or not form[0]
            or set(form[0]) != set(form[1])):
        return None
    operand, indices, update = op.operands
    ot, ut = ir.RankedTensorType(operand.type), ir.RankedTensorType(update.type)
    kept = [d for d in range(ot.rank) if d not in form[1]]
    if (not inside_loop(op) or not ot.has_static_shape
            or int(np.prod(ot.shape)) > MAX_SELECTED_ELEMENTS
            or list(ut.shape) != [ot.shape[d] for d in kept]):
        return None
    element = ir.RankedTensorType(indices.type).element_type
    index_t = ir.RankedTensorType.get(list(ot.shape), element)
    mask_t = ir.RankedTensorType.get(list(ot.shape), ir.IntegerType.get_signless(1))
    mask = None
    for j, d in enumerate(form[0]):
        one = _op("stablehlo.slice", ir.RankedTensorType.get([1], element), [indices],
                  start_indices=_i64_array([j]), limit_indices=_i64_array([j + 1]),
                  strides=_i64_array([1]))
        start = _op("stablehlo.reshape", ir.RankedTensorType.get([], element), [one])
        wide = _op("stablehlo.broadcast_in_dim", index_t, [start],
                   broadcast_dimensions=_i64_array([]))
        iota = _op("stablehlo.iota", index_t, [], iota_dimension=ir.IntegerAttr.get(
            ir.IntegerType.get_signless(64), d))
        hit = _op("stablehlo.compare", mask_t, [iota, wide], comparison_direction=(
            ir.Attribute.parse("#stablehlo<comparison_direction EQ>")))
        mask = hit if mask is None else _op("stablehlo.and", mask_t, [mask, hit])
    rows = _op("stablehlo.broadcast_in_dim", ot, [update], broadcast_dimensions=_i64_array(kept))
    return _op("stablehlo.select", ot, [mask, rows, operand])


def select_loop_row_scatters(module: ir.Module) -> int:
    """Every ``stablehlo.scatter`` inside a ``while`` that sets one whole row of a small
    static operand becomes the equal element-wise select (see the module docstring). Returns
    the count."""
    count = replace_each(module, "stablehlo.scatter", _row_select)
    if count:
        _log.debug("%d row scatter(s) in loops as selects", count)
    return count
