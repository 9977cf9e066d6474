"""Rotations and other re-orderings of one tensor's slices as gathers (registry entry
``rotations-as-gathers``).

``jnp.roll`` and ``jnp.fft.fftshift``/``ifftshift`` export a ``stablehlo.concatenate`` of
``stablehlo.slice``s of one tensor (``x[k:]`` then ``x[:k]``). IREE 3.13 turns such a
concatenate into buffer copies, two per slice, that fuse with nothing: each is a command of
its own, around the dispatch that consumes the result. The same re-ordering as a
``stablehlo.gather`` along the axis with constant indices is an element-wise read IREE fuses
into the consumer's dispatch (jax-cfd's Schrodinger: 4 rolls per step, 16 copies). Exact:
the same elements in the same order.
"""

from __future__ import annotations

import logging

import numpy as np
from iree.compiler import ir

from ..stablehlo.evaluate import dense_constant
from ..stablehlo.match import replace_each

__all__ = ["gather_concatenated_slices"]

_log = logging.getLogger(__name__)


def _unit_slice_of(v: ir.Value, axis: int) -> tuple[ir.Value, int, int] | None:
    """``(x, start, limit)`` when ``v`` is a unit-stride ``stablehlo.slice`` of ``x`` taking
    all of every axis but ``axis``; else None."""
    if isinstance(v.owner, ir.Block) or v.owner.name != "stablehlo.slice":
        return None
    op = v.owner
    x = op.operands[0]
    shape = list(ir.RankedTensorType(x.type).shape)
    starts, limits, strides = (list(ir.DenseI64ArrayAttr(op.attributes[k]))
                               for k in ("start_indices", "limit_indices", "strides"))
    if any(s != 1 for s in strides) or any(
            (starts[d], limits[d]) != (0, shape[d]) for d in range(len(shape)) if d != axis):
        return None
    return x, starts[axis], limits[axis]


def _as_gather(op: ir.Operation) -> ir.Value | None:
    """The gather equal to the concatenate ``op`` of slices of one static tensor (None: any
    other concatenate)."""
    axis = ir.IntegerAttr(op.attributes["dimension"]).value
    pieces = [_unit_slice_of(v, axis) for v in op.operands]
    if len(pieces) < 2 or any(p is None for p in pieces) or len({p[0] for p in pieces}) != 1:
        return None
    x = pieces[0][0]
    xt = ir.RankedTensorType(x.type)
    # along the last axis only: an inner axis's gather (s2fft's Wigner and MW rotations of
    # [5,1,16,16] along dim 2) measured slower than the copies (issue 48, bench_speed_entries)
    if not xt.has_static_shape or axis != xt.rank - 1:
        return None
    index = np.concatenate([np.arange(start, limit) for _, start, limit in pieces])
    i32 = ir.IntegerType.get_signless(32)
    indices = dense_constant(index.astype(np.int32).reshape(-1, 1),
                             ir.RankedTensorType.get([len(index), 1], i32))
    rank = xt.rank
    offsets = [d for d in range(rank) if d != axis]
    numbers = ir.Attribute.parse(
        f"#stablehlo.gather<offset_dims = [{', '.join(map(str, offsets))}], "
        f"collapsed_slice_dims = [{axis}], start_index_map = [{axis}], index_vector_dim = 1>")
    sizes = [1 if d == axis else xt.shape[d] for d in range(rank)]
    return ir.Operation.create(
        "stablehlo.gather", results=[op.results[0].type], operands=[x, indices],
        attributes={"dimension_numbers": numbers,
                    "slice_sizes": ir.DenseI64ArrayAttr.get(sizes),
                    "indices_are_sorted": ir.BoolAttr.get(bool(np.all(np.diff(index) > 0)))}
    ).result


def gather_concatenated_slices(module: ir.Module) -> int:
    """Every ``stablehlo.concatenate`` of unit-stride slices of one static tensor along the
    concatenated axis becomes the equal ``stablehlo.gather``. Returns the count."""
    count = replace_each(module, "stablehlo.concatenate", _as_gather)
    if count:
        _log.debug("%d concatenated slice(s) as gathers", count)
    return count
