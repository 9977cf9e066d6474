"""Small StableHLO op builders over real tensors, counting the flops and constant bytes they
emit. Must be used inside an ``ir.InsertionPoint`` and ``ir.Location`` (and the context).

A builder made with ``batch`` (a ``tensor<i32>``) handles tensors with one dynamic axis of
that size (an FFT's collapsed dynamic batch, :func:`~iree_vkfft.stablehlo.dynamic.collapse_batch`):
shapes hold :data:`~iree_vkfft.stablehlo.dynamic.DYNAMIC` there, reshapes, broadcasts, splats
and slices take their dynamic forms, and flops are counted per batch row."""

from __future__ import annotations

import dataclasses

from typing import Sequence

import numpy as np
from iree.compiler import ir

from ..workarounds import registry as workarounds
from ..stablehlo.dynamic import (DYNAMIC, collapse, dynamic_broadcast, dynamic_reshape, expand,
                                 i32_constant, index_dim, reshape_around, shape_value)

__all__ = ["Builder"]


def _i64_array(values: Sequence[int]) -> ir.Attribute:
    return ir.DenseI64ArrayAttr.get([int(v) for v in values])


def shape_of(v: ir.Value) -> list[int]:
    return [int(d) for d in ir.RankedTensorType(v.type).shape]


@dataclasses.dataclass(frozen=True)
class EmitForms:
    """How the rewrite writes forms that some IREE releases miscompile (see :func:`forms_for`).

    ``swap_parts_by_slices``: the (re, im) -> (im, re) swap of a complex multiply as two slices
    concatenated, not ``stablehlo.reverse`` (IREE 2.9-3.11 reject the reverse on llvm-cpu;
    the slices cost ~10% on Whisper's log-mel under 3.13).
    """

    swap_parts_by_slices: bool = False


def forms_for(release: tuple[int, int] | None) -> EmitForms:
    """The forms for the iree-compile of ``release`` ((major, minor); None: the pinned one),
    from the workaround registry (entry ``parts-swap-by-slices``). Pure."""
    return EmitForms(swap_parts_by_slices=workarounds.applies(
        "parts-swap-by-slices", workarounds.ALL_TARGETS, release, "portable"))


def _points(shape: Sequence[int]) -> int:
    """Elements of ``shape``, a dynamic axis counted once (flops per batch row)."""
    return int(np.prod([1 if d == DYNAMIC else d for d in shape], dtype=np.int64))


class Builder:
    """Builds ops whose element type is the real type ``real`` (f32 or f64); ``batch``: the
    size of the one dynamic axis its tensors may have (see the module docstring)."""

    def __init__(self, real: ir.Type, dtype: np.dtype, forms: EmitForms = EmitForms(),
                 batch: ir.Value | None = None) -> None:
        self.real = real
        self.dtype = np.dtype(dtype)
        self.forms = forms
        self.batch = batch
        self.flops = 0
        self.constant_bytes = 0

    def _dims(self, shape: Sequence[int]) -> list:
        """``shape`` with its dynamic axis as the batch size value."""
        assert self.batch is not None or DYNAMIC not in shape, shape
        return [self.batch if d == DYNAMIC else int(d) for d in shape]

    # -- types and raw ops -------------------------------------------------------------------
    def tensor(self, shape: Sequence[int], element: ir.Type | None = None) -> ir.RankedTensorType:
        return ir.RankedTensorType.get([int(s) for s in shape], element or self.real)

    @staticmethod
    def op(name: str, result: ir.Type, operands: list[ir.Value],
           attributes: dict[str, ir.Attribute] | None = None) -> ir.Value:
        return ir.Operation.create(name, results=[result], operands=operands,
                                   attributes=attributes or {}).result

    def constant(self, array: np.ndarray) -> ir.Value:
        """A real constant rounded once from the (float64) ``array``."""
        data = np.ascontiguousarray(np.asarray(array, dtype=np.float64).astype(self.dtype))
        t = self.tensor(data.shape)
        self.constant_bytes += data.nbytes
        return self.op("stablehlo.constant", t, [], {"value": ir.DenseElementsAttr.get(data, type=t)})

    def splat(self, shape: Sequence[int], value: float) -> ir.Value:
        if DYNAMIC in shape:
            return dynamic_broadcast(self.splat([], value), self._dims(shape), [])
        t = self.tensor(shape)
        attr = ir.DenseElementsAttr.get_splat(t, ir.FloatAttr.get(self.real, float(value)))
        return self.op("stablehlo.constant", t, [], {"value": attr})

    # -- shape ops ---------------------------------------------------------------------------
    def reshape(self, v: ir.Value, shape: Sequence[int]) -> ir.Value:
        if shape_of(v) == list(shape):
            return v
        if DYNAMIC in shape:
            kept = reshape_around(v, shape)
            return kept if kept is not None else dynamic_reshape(v, self._dims(shape))
        t = ir.RankedTensorType(v.type)
        return self.op("stablehlo.reshape", self.tensor(shape, t.element_type), [v])

    def transpose(self, v: ir.Value, perm: Sequence[int]) -> ir.Value:
        if list(perm) == list(range(len(perm))):
            return v
        shape = shape_of(v)
        t = ir.RankedTensorType(v.type)
        return self.op("stablehlo.transpose", self.tensor([shape[p] for p in perm],
                                                          t.element_type), [v],
                       {"permutation": _i64_array(perm)})

    def broadcast(self, v: ir.Value, shape: Sequence[int], dims: Sequence[int]) -> ir.Value:
        if DYNAMIC in shape:
            return dynamic_broadcast(v, self._dims(shape), dims)
        return self.op("stablehlo.broadcast_in_dim", self.tensor(shape), [v],
                       {"broadcast_dimensions": _i64_array(dims)})

    def slice(self, v: ir.Value, axis: int, start: int, stop: int) -> ir.Value:
        shape = shape_of(v)
        if (start, stop) == (0, shape[axis]):
            return v
        starts, limits = [0] * len(shape), list(shape)
        starts[axis], limits[axis] = start, stop
        shape[axis] = stop - start
        if DYNAMIC in shape:  # slice's limits are attributes: the dynamic form takes values
            return self.op("stablehlo.real_dynamic_slice", self.tensor(shape), [
                v, i32_constant(starts), shape_value(self._dims(limits)),
                i32_constant([1] * len(shape))])
        return self.op("stablehlo.slice", self.tensor(shape), [v], {
            "start_indices": _i64_array(starts), "limit_indices": _i64_array(limits),
            "strides": _i64_array([1] * len(shape))})

    def concat(self, values: list[ir.Value], axis: int) -> ir.Value:
        if len(values) == 1:
            return values[0]
        shape = shape_of(values[0])
        shape[axis] = sum(shape_of(v)[axis] for v in values)
        return self.op("stablehlo.concatenate", self.tensor(shape), values,
                       {"dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), axis)})

    def stack_parts(self, re: ir.Value, im: ir.Value) -> ir.Value:
        """``[re, im]`` stacked on a new leading parts axis: an element-wise select on that
        axis's index (IREE fuses it with the ops that make ``re`` and ``im``; a
        ``concatenate`` of their results becomes two buffer copies), or a concatenate when
        the shape is dynamic."""
        shape = shape_of(re)
        if DYNAMIC in shape:
            return self.concat([self.reshape(re, [1] + shape), self.reshape(im, [1] + shape)], 0)
        full = [2] + shape
        i32 = ir.IntegerType.get_signless(32)
        index_t = ir.RankedTensorType.get(full, i32)
        index = self.op("stablehlo.iota", index_t, [], {
            "iota_dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 0)})
        zero = self.op("stablehlo.constant", index_t, [], {
            "value": ir.DenseElementsAttr.get_splat(index_t, ir.IntegerAttr.get(i32, 0))})
        first = self.op("stablehlo.compare", ir.RankedTensorType.get(
            full, ir.IntegerType.get_signless(1)), [index, zero], {
            "comparison_direction": ir.Attribute.parse("#stablehlo<comparison_direction EQ>")})
        dims = list(range(1, len(full)))
        return self.op("stablehlo.select", self.tensor(full), [
            first, self.broadcast(re, full, dims), self.broadcast(im, full, dims)])

    def reverse(self, v: ir.Value, axis: int) -> ir.Value:
        return self.op("stablehlo.reverse", v.type, [v], {"dimensions": _i64_array([axis])})

    def pad(self, v: ir.Value, axis: int, high: int) -> ir.Value:
        """``v`` zero-padded by ``high`` elements at the end of ``axis``."""
        shape = shape_of(v)
        hi = [0] * len(shape)
        hi[axis] = high
        shape[axis] += high
        zero = self.splat([], 0.0)
        return self.op("stablehlo.pad", self.tensor(shape), [v, zero], {
            "edge_padding_low": _i64_array([0] * len(shape)), "edge_padding_high": _i64_array(hi),
            "interior_padding": _i64_array([0] * len(shape))})

    # -- arithmetic --------------------------------------------------------------------------
    def binary(self, name: str, a: ir.Value, b: ir.Value) -> ir.Value:
        self.flops += _points(shape_of(a))
        return self.op(f"stablehlo.{name}", a.type, [a, b])

    def scale_by_table(self, v: ir.Value, table: np.ndarray, dims: Sequence[int]) -> ir.Value:
        """``v * table`` with ``table`` broadcast along ``dims`` of ``v``."""
        full = self.broadcast(self.constant(table), shape_of(v), dims)
        return self.binary("multiply", v, full)

    def dot(self, matrix: np.ndarray, v: ir.Value, lhs_contract: Sequence[int],
            rhs_contract: Sequence[int]) -> ir.Value:
        """``dot_general(matrix, v)`` without batch dims: the result holds the matrix's free
        dims, then ``v``'s free dims, each in order."""
        shape = shape_of(v)
        free_m = [s for i, s in enumerate(matrix.shape) if i not in lhs_contract]
        free_v = [s for i, s in enumerate(shape) if i not in rhs_contract]
        out = free_m + free_v
        k = int(np.prod([matrix.shape[i] for i in lhs_contract]))
        self.flops += 2 * k * _points(out)
        if DYNAMIC in shape:
            return self._matmul(matrix, v, lhs_contract, rhs_contract, out)
        m = self.constant(matrix)
        dims = ir.Attribute.parse(
            f"#stablehlo.dot<lhs_contracting_dimensions = [{', '.join(map(str, lhs_contract))}],"
            f" rhs_contracting_dimensions = [{', '.join(map(str, rhs_contract))}]>")
        return self.op("stablehlo.dot_general", self.tensor(out), [m, v],
                       {"dot_dimension_numbers": dims})

    def _matmul(self, matrix: np.ndarray, v: ir.Value, lhs_contract: Sequence[int],
                rhs_contract: Sequence[int], out: list[int]) -> ir.Value:
        """:meth:`dot` of a ``v`` with the dynamic axis, as one 2-D ``dot_general``
        ``[M, K] x [K, F]`` between ``tensor.collapse_shape``/``expand_shape``. IREE 3.13 flattens a dot_general's free
        dimensions with a ``stablehlo.dynamic_reshape`` it then cannot legalize (``failed to
        legalize operation 'stablehlo.dynamic_reshape'``) whenever several free dimensions
        of an operand include a dynamic one; a 2-D dot needs no flattening."""
        shape = shape_of(v)
        free_m = [i for i in range(matrix.ndim) if i not in lhs_contract]
        free_v = [i for i in range(len(shape)) if i not in rhs_contract]
        rows = int(np.prod([matrix.shape[i] for i in free_m]))
        depth = int(np.prod([matrix.shape[i] for i in lhs_contract]))
        m2 = np.transpose(matrix, free_m + list(lhs_contract)).reshape(rows, depth)
        v2 = self.transpose(v, list(rhs_contract) + free_v)
        k = len(rhs_contract)
        batch_axis = [shape[i] for i in free_v].index(DYNAMIC)
        size = index_dim(v2, k + batch_axis)
        v2 = collapse(v2, [list(range(k)), list(range(k, len(shape)))])
        dims = ir.Attribute.parse("#stablehlo.dot<lhs_contracting_dimensions = [1], "
                                  "rhs_contracting_dimensions = [0]>")
        y = self.op("stablehlo.dot_general", self.tensor([rows, DYNAMIC]),
                    [self.constant(m2), v2], {"dot_dimension_numbers": dims})
        m = len(free_m)
        return expand(y, [list(range(m)), list(range(m, len(out)))], out, size)
