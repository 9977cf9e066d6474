"""Workarounds for IREE 3.13 on dynamically shaped tensors (what ``jax.export`` with shape
polymorphism emits, and what the modes emit around an FFT with a dynamic batch). Each returns
how many ops it changed; the registry (:mod:`.registry`) runs them.
"""

from __future__ import annotations

import itertools
import logging

import numpy as np
from iree.compiler import ir

from ..stablehlo import dynamic
from .host_shapes import shape_element, shape_index
from ..stablehlo.match import find_ops, replace_each

__all__ = ["rewrite_dynamic_reshapes", "rewrite_dynamic_concatenates", "rewrite_window_scatters",
           "rewrite_indexed_window_scatters", "rewrite_window_gathers",
           "rewrite_constant_concatenates", "scatter_window_form"]

logger = logging.getLogger("iree_vkfft")


def _op(name: str, result: ir.Type, operands: list[ir.Value]) -> ir.Value:
    return ir.Operation.create(name, results=[result], operands=operands).result


def _replace_each(module: ir.Module, name: str, rewrite, what: str) -> int:
    """Replaces each ``name`` op of ``module`` by ``rewrite(op)`` (built at the op, None: left
    as it is); returns the count."""
    count = replace_each(module, name, rewrite)
    if count:
        logger.debug("rewrote %d %s", count, what)
    return count


def rewrite_dynamic_reshapes(module: ir.Module) -> int:
    """Rewrites each ``stablehlo.dynamic_reshape`` as ``tensor.reshape`` of a shape built
    with ``tensor.from_elements`` (same semantics). IREE 3.13 (every target) fails on any
    dynamic reshape, even the ones ``jax.export`` emits for ``x.reshape(-1, n)`` under shape
    polymorphism: ``failed to legalize operation 'stablehlo.dynamic_reshape' that was
    explicitly marked illegal``; a ``tensor.reshape`` whose shape is a tensor of ``index``
    is refused too (``index types must not cross the dispatch boundary``), one built from
    scalars compiles into a metadata-only reshape. Returns the count."""
    ops = find_ops(module.operation, lambda o: o.name == "stablehlo.dynamic_reshape")
    with module.context:
        for op in ops:
            x, shape = op.operands[0], op.operands[1]
            rank = ir.RankedTensorType(shape.type).shape[0]
            with ir.InsertionPoint(op), op.location:
                dims = [shape_index(shape, i) for i in range(rank)]
                shape_t = ir.RankedTensorType.get([rank], ir.IndexType.get())
                extents = ir.Operation.create("tensor.from_elements", results=[shape_t],
                                              operands=dims).result
                y = ir.Operation.create("tensor.reshape", results=[op.results[0].type],
                                        operands=[x, extents]).result
            op.results[0].replace_all_uses_with(y)
            op.erase()
    if ops:
        logger.debug("rewrote %d dynamic reshapes as tensor.reshape", len(ops))
    return len(ops)


def _placed(x: ir.Value, axis: int, low: int, high: int) -> ir.Value:
    """``x`` zero-padded by ``low``/``high`` along ``axis``."""
    t = ir.RankedTensorType(x.type)
    lows, highs = [0] * t.rank, [0] * t.rank
    lows[axis], highs[axis] = low, high
    shape = list(t.shape)
    shape[axis] += low + high
    return ir.Operation.create("stablehlo.pad", results=[
        ir.RankedTensorType.get(shape, t.element_type)], operands=[x, dynamic.zero(t.element_type)],
        attributes={"edge_padding_low": ir.DenseI64ArrayAttr.get(lows),
                    "edge_padding_high": ir.DenseI64ArrayAttr.get(highs),
                    "interior_padding": ir.DenseI64ArrayAttr.get([0] * t.rank)}).result


def _concat_by_selects(op: ir.Operation) -> ir.Value | None:
    """The concatenate ``op`` as selects between its operands zero-padded into place (None
    when a size along the axis is dynamic)."""
    axis = ir.IntegerAttr(op.attributes["dimension"]).value
    result = ir.RankedTensorType(op.results[0].type)
    sizes = [ir.RankedTensorType(v.type).shape[axis] for v in op.operands]
    if result.is_dynamic_dim(axis) or any(n == dynamic.DYNAMIC for n in sizes):
        return None
    total = sum(sizes)
    ends = list(itertools.accumulate(sizes))
    dims = [total if i == axis else dynamic.dim_size(op.operands[0], i)
            for i in range(result.rank)]
    out = _placed(op.operands[-1], axis, total - sizes[-1], 0)
    i1 = ir.IntegerType.get_signless(1)
    for x, end, n in reversed(list(zip(op.operands[:-1], ends, sizes))):
        mask_t = ir.RankedTensorType.get([total], i1)
        mask = ir.Operation.create("stablehlo.constant", results=[mask_t], attributes={
            "value": ir.DenseElementsAttr.get(np.arange(total) < end, type=mask_t)}).result
        mask = dynamic.dynamic_broadcast(mask, dims, [axis])
        out = _op("stablehlo.select", result, [mask, _placed(x, axis, end - n, total - end), out])
    return out


def rewrite_dynamic_concatenates(module: ir.Module) -> int:
    """Rewrites each ``stablehlo.concatenate`` whose result has a dynamic dimension (along
    another axis) into selects between its zero-padded operands (exact: no arithmetic).
    IREE 3.13's vulkan-spirv returns wrong numbers, without an error, for a concatenate of
    dynamically shaped operands it does not fuse (two ``tensor<1x?x17xf32>`` arguments
    along axis 0: the second operand lands in the wrong place; llvm-cpu is right); applied
    for every GPU target (measured on Vulkan, lavapipe; Metal shares the SPIR-V path).
    Returns the count."""
    def rewrite(op: ir.Operation) -> ir.Value | None:
        if len(op.operands) < 2 or not dynamic.is_dynamic(op.results[0].type):
            return None
        return _concat_by_selects(op)

    return _replace_each(module, "stablehlo.concatenate", rewrite,
                         "dynamic concatenates as selects")


def _splat_constant(v: ir.Value) -> bool:
    """Whether ``v`` is a splat constant or a broadcast of a scalar constant."""
    if not isinstance(v, ir.OpResult):
        return False
    op = v.owner
    if op.name == "stablehlo.broadcast_in_dim":
        src = op.operands[0]
        return (isinstance(src, ir.OpResult) and src.owner.name == "stablehlo.constant"
                and ir.RankedTensorType(src.type).rank == 0)
    return (op.name == "stablehlo.constant"
            and ir.DenseElementsAttr(op.attributes["value"]).is_splat)


def _constant(v: ir.Value) -> bool:
    """Whether ``v`` is a constant (any ``stablehlo.constant``, or a splat, as above)."""
    return _splat_constant(v) or (isinstance(v, ir.OpResult)
                                  and v.owner.name == "stablehlo.constant")


def rewrite_constant_concatenates(module: ir.Module) -> int:
    """Rewrites each statically shaped ``stablehlo.concatenate`` with a splat-constant
    operand (JAX's ``concatenate([zeros, x, zeros])``: a padding) into selects between its
    zero-padded operands (exact). IREE 3.13 returns WRONG NUMBERS, without an error, for
    dinosaur's vertical advection (such concatenates, multiplied, shifted by slices, summed):
    inside its time-stepping ``while`` on every target (llvm-cpu, Vulkan; 2 trips: relative
    errors up to 4e3, 4 trips 1e9; one trip, or the body unrolled, right), and next to inline
    mode's FFT dispatches on Vulkan (1e2). The repro without FFTs:
    ``tests/data/iree_repros/constant-concatenates.mlir``. Applied for every target.
    A concatenate of constants only (JAX's index vector of a window scatter) is left alone: it
    is a constant, and as selects it stops IREE 3.8's llvm-cpu from compiling the FNO's
    scatter written as slices ("'vm.global.load.i64' op is marked as immutable but the global
    is mutable"). Returns the count."""
    def rewrite(op: ir.Operation) -> ir.Value | None:
        if (len(op.operands) < 2 or dynamic.is_dynamic(op.results[0].type)
                or not any(_splat_constant(v) for v in op.operands)
                or all(_constant(v) for v in op.operands)):
            return None
        return _concat_by_selects(op)

    return _replace_each(module, "stablehlo.concatenate", rewrite,
                         "concatenates of constants as selects")


# ---- a scatter of one whole window (JAX's ``x.at[:, :, a:b].set(u)``) ---------------------------
_MAX_SCATTER_RANK = 6


#: element-wise combiners a scatter's update computation may be (``x.at[...].add`` etc.)
_COMBINERS = frozenset({"stablehlo.add", "stablehlo.multiply", "stablehlo.subtract",
                        "stablehlo.maximum", "stablehlo.minimum", "stablehlo.and",
                        "stablehlo.or"})


def _combiner(op: ir.Operation) -> tuple[str, bool] | None:
    """What ``op``'s update computation does: ("set", False) when it returns the update,
    (the op's name, swapped) for one element-wise op of the old value and the update
    (``swapped``: update first), None for anything else."""
    blocks = list(op.regions[0].blocks)
    if len(blocks) != 1 or len(blocks[0].arguments) != 2:
        return None
    old, update = blocks[0].arguments
    body = [o.operation for o in blocks[0].operations]
    ret = body[-1]
    if ret.name != "stablehlo.return" or len(ret.operands) != 1:
        return None
    if len(body) == 1:
        return ("set", False) if ret.operands[0] == update else None
    if (len(body) != 2 or body[0].name not in _COMBINERS
            or ret.operands[0] != body[0].results[0]):
        return None
    args = list(body[0].operands)
    if args == [old, update]:
        return body[0].name, False
    return (body[0].name, True) if args == [update, old] else None


def _replaces(op: ir.Operation) -> bool:
    """Whether ``op``'s update computation returns the update (``set``, not ``add``)."""
    return _combiner(op) == ("set", False)


def _matching_dims(found: ir.Attribute, rank: int, count: int, form: str) -> list[int] | None:
    """The ``count`` operand dims of the single-window dimension numbers ``found``: each
    candidate is built as an attribute (``form`` with the window dims and the index map) and
    compared (the bindings have no StableHLO attribute class to read them)."""
    if rank > _MAX_SCATTER_RANK or count > rank:
        return None
    windows = ", ".join(map(str, range(rank)))
    for dims in itertools.permutations(range(rank), count):
        if ir.Attribute.parse(form.format(windows, ", ".join(map(str, dims)))) == found:
            return list(dims)
    return None


def _scatter_numbers(windows: int, inserted: tuple[int, ...], dims: tuple[int, ...]) -> str:
    parts = [("update_window_dims", range(windows)), ("inserted_window_dims", inserted),
             ("scatter_dims_to_operand_dims", dims)]
    return "#stablehlo.scatter<" + ", ".join(
        f"{name} = [{', '.join(map(str, v))}]" for name, v in parts if len(v)) + ">"


def _window_form(op: ir.Operation) -> tuple[list[int], list[int]] | None:
    """(the operand dims a single-window scatter's index vector addresses, the window dims
    it inserts), or None for any other scatter. The form: one operand, a 1-D index vector,
    every update dim a window dim (updates of the operand's rank less the inserted dims), an
    update computation :func:`_combiner` knows."""
    if len(op.operands) != 3 or _combiner(op) is None:
        return None
    operand, indices, updates = (ir.RankedTensorType(v.type) for v in op.operands)
    rank, count = operand.rank, indices.shape[0] if indices.rank == 1 else -1
    if (indices.rank != 1 or indices.is_dynamic_dim(0) or not updates.rank <= rank
            or rank > _MAX_SCATTER_RANK or count > rank):
        return None
    found = op.attributes["scatter_dimension_numbers"]
    for inserted in itertools.combinations(range(rank), rank - updates.rank):
        for dims in itertools.permutations(range(rank), count):
            if ir.Attribute.parse(_scatter_numbers(updates.rank, inserted, dims)) == found:
                return list(dims), list(inserted)
    return None


def scatter_window_form(op: ir.Operation) -> tuple[list[int], list[int], tuple[str, bool]] | None:
    """(the dims a single-window scatter's index vector addresses, the window dims it
    inserts, what its update computation does: ``("set", False)`` or an element-wise op's
    name and whether the update comes first), or None for any other scatter."""
    form = _window_form(op)
    return None if form is None else (form[0], form[1], _combiner(op))


def _window_dims(op: ir.Operation) -> list[int] | None:
    """The operand dims a single-window scatter without inserted dims addresses (None for any
    other scatter)."""
    form = _window_form(op)
    return form[0] if form is not None and not form[1] and _replaces(op) else None


def _i32_op(name: str, a: ir.Value, b: ir.Value) -> ir.Value:
    return ir.Operation.create(name, results=[a.type], operands=[a, b]).result


def _window_start(indices: ir.Value, j: int, limit: int) -> tuple[ir.Value, ir.Value]:
    """(start clamped into [0, limit] as an index, whether it was in range as an i1)."""
    index = ir.IndexType.get()
    i32 = ir.IntegerType.get_signless(32)
    raw = shape_element(indices, j)
    if raw.type != i32:
        raw = ir.Operation.create("arith.trunci" if ir.IntegerType(raw.type).width > 32
                                  else "arith.extsi", results=[i32], operands=[raw]).result
    lo, hi = (ir.Operation.create("arith.constant", results=[i32], attributes={
        "value": ir.IntegerAttr.get(i32, n)}).result for n in (0, limit))
    start = _i32_op("arith.minsi", _i32_op("arith.maxsi", raw, lo), hi)
    inside = ir.Operation.create("arith.cmpi", results=[ir.IntegerType.get_signless(1)],
                                 operands=[raw, start], attributes={
                                     "predicate": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 0)}).result
    return ir.Operation.create("arith.index_cast", results=[index], operands=[start]).result, inside


def _scatter_as_insert(operand: ir.Value, indices: ir.Value, updates: ir.Value,
                       dims: list[int], combine: tuple[str, bool] = ("set", False)
                       ) -> ir.Value:
    """The single-window scatter as ``tensor.insert_slice`` of ``combine(window, updates)``
    (the window: ``operand``'s values there) at the start clamped so the window fits; the
    window's own values where the start was out of range (XLA skips such a window)."""
    ot, ut = ir.RankedTensorType(operand.type), ir.RankedTensorType(updates.type)
    offsets, dynamic_offsets, inside = [0] * ot.rank, [], None
    for j, d in enumerate(dims):
        start, ok = _window_start(indices, j, ot.shape[d] - ut.shape[d])
        offsets[d] = dynamic.DYNAMIC
        dynamic_offsets.append((d, start))
        inside = ok if inside is None else _i32_op("arith.andi", inside, ok)
    sizes = [dynamic.DYNAMIC if ut.is_dynamic_dim(i) else ut.shape[i] for i in range(ut.rank)]
    size_values = [dynamic.index_dim(updates, i) for i in range(ut.rank) if ut.is_dynamic_dim(i)]
    offset_values = [v for _, v in sorted(dynamic_offsets)]
    attrs = {"static_offsets": ir.DenseI64ArrayAttr.get(offsets),
             "static_sizes": ir.DenseI64ArrayAttr.get(sizes),
             "static_strides": ir.DenseI64ArrayAttr.get([1] * ot.rank)}
    if inside is not None or combine[0] != "set":
        window = ir.Operation.create("tensor.extract_slice", results=[ut], operands=[
            operand, *offset_values, *size_values], attributes=dict(
            attrs, operandSegmentSizes=ir.DenseI32ArrayAttr.get(
                [1, len(offset_values), len(size_values), 0]))).result
        if combine[0] != "set":
            name, swapped = combine
            updates = _op(name, ut, [updates, window] if swapped else [window, updates])
        if inside is not None:  # out of range: the window's own values go back
            pred = ir.Operation.create("tensor.from_elements", results=[
                ir.RankedTensorType.get([], inside.type)], operands=[inside]).result
            updates = _op("stablehlo.select", ut, [pred, updates, window])
    return ir.Operation.create("tensor.insert_slice", results=[ot], operands=[
        updates, operand, *offset_values, *size_values], attributes=dict(
        attrs, operandSegmentSizes=ir.DenseI32ArrayAttr.get(
            [1, 1, len(offset_values), len(size_values), 0]))).result


def rewrite_window_scatters(module: ir.Module, *, static: bool = False) -> int:
    """Rewrites each ``stablehlo.scatter`` into a dynamically shaped tensor that sets one
    whole window (what JAX emits for ``x.at[:, :, :m].set(u)`` under shape polymorphism:
    an FNO's mode truncation) as ``tensor.insert_slice`` at the clamped start of the update,
    or, when the start was out of range (XLA skips such a window), of the window's own values. IREE 3.13 rejects that
    scatter on a dynamic operand on every target (``'iree_linalg_ext.scatter' op expected
    indices to be equal to batch rank or batch rank + 1``). ``static``: statically shaped
    ones too (registry entry ``static-window-scatters``). Returns the count."""
    def rewrite(op: ir.Operation) -> ir.Value | None:
        if not static and not dynamic.is_dynamic(op.results[0].type):
            return None
        dims = _window_dims(op)
        if dims is None:
            return None
        operand, indices, updates = op.operands
        ot, ut = ir.RankedTensorType(operand.type), ir.RankedTensorType(updates.type)
        if any(ot.is_dynamic_dim(d) or ut.is_dynamic_dim(d) for d in dims):
            return None
        return _scatter_as_insert(operand, indices, updates, dims)

    return _replace_each(module, "stablehlo.scatter", rewrite,
                         "window scatters as tensor.insert_slice")


def rewrite_indexed_window_scatters(module: ir.Module) -> int:
    """Rewrites each single-window scatter whose index vector addresses a window dim (one it
    does not insert) and that either combines (``x.at[:15].multiply(s)``, ``.add``, ...) or
    inserts window dims (``x.at[i, :, j:j+1].set(u)``), as ``tensor.insert_slice`` of the
    combined window (update reshaped to the operand's rank; an out-of-range window skipped,
    as XLA does). IREE 3.13 rejects those forms on every target, static shapes too
    (``'iree_linalg_ext.scatter' op expected indices to be equal to batch rank or batch rank
    + 1``, or ``... mismatch in shape of indices and update value at dim#1``); s2fft's
    recursions emit both. A set without inserted dims, or an index vector that addresses
    only inserted dims, compiles and is left alone. Returns the count."""
    def rewrite(op: ir.Operation) -> ir.Value | None:
        form = _window_form(op)
        if form is None or set(form[0]) <= set(form[1]):
            return None
        dims, inserted = form
        combine = _combiner(op)
        if combine == ("set", False) and not inserted:
            return None
        operand, indices, updates = op.operands
        ot, ut = ir.RankedTensorType(operand.type), ir.RankedTensorType(updates.type)
        if dynamic.is_dynamic(ut) or any(ot.is_dynamic_dim(d) for d in dims):
            return None
        sizes = iter(ut.shape)
        window = [1 if d in inserted else next(sizes) for d in range(ot.rank)]
        if inserted:
            updates = _op("stablehlo.reshape",
                          ir.RankedTensorType.get(window, ut.element_type), [updates])
        return _scatter_as_insert(operand, indices, updates, dims, combine)

    return _replace_each(module, "stablehlo.scatter", rewrite,
                         "indexed window scatters as tensor.insert_slice")


def _gather_as_extract(operand: ir.Value, indices: ir.Value, sizes_v: ir.Value,
                       rt: ir.RankedTensorType, dims: list[int]) -> ir.Value:
    """A single-window ``dynamic_gather`` as ``tensor.extract_slice`` at the start clamped so
    the window fits (gather's own semantics)."""
    ot = ir.RankedTensorType(operand.type)
    offsets = [0] * ot.rank
    offset_values = []
    for j, d in sorted(enumerate(dims), key=lambda jd: jd[1]):
        start, _ = _window_start(indices, j, ot.shape[d] - rt.shape[d])
        offsets[d] = dynamic.DYNAMIC
        offset_values.append(start)
    size_values = [shape_index(sizes_v, i) for i in range(rt.rank) if rt.is_dynamic_dim(i)]
    sizes = [dynamic.DYNAMIC if rt.is_dynamic_dim(i) else rt.shape[i] for i in range(rt.rank)]
    return ir.Operation.create("tensor.extract_slice", results=[rt], operands=[
        operand, *offset_values, *size_values], attributes={
        "static_offsets": ir.DenseI64ArrayAttr.get(offsets),
        "static_sizes": ir.DenseI64ArrayAttr.get(sizes),
        "static_strides": ir.DenseI64ArrayAttr.get([1] * rt.rank),
        "operandSegmentSizes": ir.DenseI32ArrayAttr.get(
            [1, len(offset_values), len(size_values), 0])}).result


def rewrite_window_gathers(module: ir.Module) -> int:
    """Rewrites each ``stablehlo.dynamic_gather`` that reads one whole window (what JAX emits
    for the slice ``x[:, :, :m]`` under shape polymorphism) as ``tensor.extract_slice``.
    IREE 3.13 cannot lower it on any target (``failed to legalize operation
    'stablehlo.dynamic_gather' that was explicitly marked illegal``). Returns the count."""
    def rewrite(op: ir.Operation) -> ir.Value | None:
        ot, it = (ir.RankedTensorType(v.type) for v in op.operands[:2])
        result = ir.RankedTensorType(op.results[0].type)
        if it.rank != 1 or it.is_dynamic_dim(0) or result.rank != ot.rank:
            return None
        dims = _matching_dims(op.attributes["dimension_numbers"], ot.rank, it.shape[0],
                              "#stablehlo.gather<offset_dims = [{0}], start_index_map = [{1}]>")
        if dims is None or any(ot.is_dynamic_dim(d) or result.is_dynamic_dim(d) for d in dims):
            return None
        operand, indices, sizes_v = op.operands
        return _gather_as_extract(operand, indices, sizes_v, result, dims)

    return _replace_each(module, "stablehlo.dynamic_gather", rewrite,
                         "window gathers as tensor.extract_slice")


# ---- a dot_general whose free dims are several and dynamic (jax.export's einsum) ---------------
def _dot_numbers(op: ir.Operation) -> dict | None:
    """The contracting and batching dims of a ``stablehlo.dot_general``, read by building the
    attribute back from candidates (the bindings have no class for it)."""
    from .batching import dimension_numbers

    return dimension_numbers(op.attributes["dot_dimension_numbers"], "dot")


def _free_dims(rank: int, numbers: dict, side: str) -> list[int]:
    used = set(numbers.get(f"{side}_contracting_dimensions", [])
               + numbers.get(f"{side}_batching_dimensions", []))
    return [d for d in range(rank) if d not in used]


def _flattened(x: ir.Value, contracting: list[int], free: list[int]) -> ir.Value:
    """``x`` transposed to (contracting..., free...) with its free dims collapsed into one."""
    t = ir.RankedTensorType(x.type)
    perm = contracting + free
    if perm != list(range(t.rank)):
        shape = [t.shape[p] for p in perm]
        x = ir.Operation.create("stablehlo.transpose", operands=[x], results=[
            ir.RankedTensorType.get(shape, t.element_type)],
            attributes={"permutation": ir.DenseI64ArrayAttr.get(perm)}).result
    k = len(contracting)
    return dynamic.collapse(x, [[i] for i in range(k)] + [list(range(k, t.rank))])


def _flat_dot(op: ir.Operation) -> ir.Value | None:
    lhs, rhs = op.operands
    lt, rt_, out = (ir.RankedTensorType(v.type) for v in (lhs, rhs, op.results[0]))
    numbers = _dot_numbers(op)
    if (numbers is None or numbers.get("lhs_batching_dimensions")
            or not dynamic.is_dynamic(out)):
        return None
    lc, rc = (numbers.get(f"{s}_contracting_dimensions", []) for s in ("lhs", "rhs"))
    lf, rf = _free_dims(lt.rank, numbers, "lhs"), _free_dims(rt_.rank, numbers, "rhs")
    if max(len(lf), len(rf)) < 2 or not lf or not rf:
        return None
    if sum(lt.is_dynamic_dim(d) for d in lf) > 1 or sum(rt_.is_dynamic_dim(d) for d in rf) > 1 \
            or any(lt.is_dynamic_dim(d) for d in lc) or any(rt_.is_dynamic_dim(d) for d in rc):
        return None
    a, b = _flattened(lhs, lc, lf), _flattened(rhs, rc, rf)
    k = len(lc)
    at, bt = ir.RankedTensorType(a.type), ir.RankedTensorType(b.type)
    flat_t = ir.RankedTensorType.get([at.shape[k], bt.shape[k]], out.element_type)
    attrs = {name: op.attributes[name] for name in op.attributes
             if name != "dot_dimension_numbers"}
    attrs["dot_dimension_numbers"] = ir.Attribute.parse(
        "#stablehlo.dot<lhs_contracting_dimensions = [" + ", ".join(map(str, range(k)))
        + "], rhs_contracting_dimensions = [" + ", ".join(map(str, range(k))) + "]>")
    flat = ir.Operation.create("stablehlo.dot_general", operands=[a, b], results=[flat_t],
                               attributes=attrs).result
    sizes = [dynamic.source_index_dim(lhs, d) for d in lf if lt.is_dynamic_dim(d)] + [
        dynamic.source_index_dim(rhs, d) for d in rf if rt_.is_dynamic_dim(d)]
    groups = [list(range(len(lf))), list(range(len(lf), len(lf) + len(rf)))]
    shape = [dynamic.DYNAMIC if out.is_dynamic_dim(i) else int(out.shape[i])
             for i in range(out.rank)]
    return dynamic.expand(flat, groups, shape, *sizes)


def rewrite_dynamic_dot_generals(module: ir.Module) -> int:
    """Rewrites each ``stablehlo.dot_general`` without batch dims whose result is dynamic and
    whose operands have several free dims (a mel projection ``einsum('bft,fm->bmt')`` under
    shape polymorphism) as a 2-D ``dot_general`` between ``tensor.collapse_shape``/
    ``expand_shape`` (the same products and sums). IREE 3.13 flattens such a matmul itself
    with a ``stablehlo.dynamic_reshape`` it then cannot lower ("failed to legalize operation
    'stablehlo.dynamic_reshape' that was explicitly marked illegal"). Returns the count."""
    return _replace_each(module, "stablehlo.dot_general", _flat_dot,
                         "dynamic dot_generals as 2-D matmuls")


def _nonexpanding(op: ir.Operation) -> ir.Value | None:
    """``op`` marked non-expanding on its unmarked dynamic operand dims, each checked at run
    time; None when there is none."""
    from ..stablehlo.assertions import MARKER

    operand, shape = op.operands[0], op.operands[1]
    t = ir.RankedTensorType(operand.type)
    dims = [int(d) for d in ir.DenseI64ArrayAttr(op.attributes["broadcast_dimensions"])]
    known = {name: [int(d) for d in ir.DenseI64ArrayAttr(op.attributes[name])]
             for name in ("known_expanding_dimensions", "known_nonexpanding_dimensions")
             if name in op.attributes}
    marked = set(known.get("known_expanding_dimensions", [])) | set(
        known.get("known_nonexpanding_dimensions", []))
    new = [i for i in range(t.rank) if t.is_dynamic_dim(i) and i not in marked]
    if not new:
        return None
    i1 = ir.IntegerType.get_signless(1)
    for i in new:
        same = ir.Operation.create("arith.cmpi", results=[i1], operands=[
            dynamic.source_index_dim(operand, i), shape_index(shape, dims[i])],
            attributes={"predicate": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 0)}
        ).result
        ir.Operation.create("cf.assert", operands=[same], attributes={"msg": ir.StringAttr.get(
            MARKER + f"a broadcast keeps dimension {i} of its operand (dynamic) whole; got "
            "sizes that differ")})
    attrs = {name: op.attributes[name] for name in op.attributes}
    attrs["known_nonexpanding_dimensions"] = ir.DenseI64ArrayAttr.get(
        sorted(set(known.get("known_nonexpanding_dimensions", [])) | set(new)))
    return ir.Operation.create("stablehlo.dynamic_broadcast_in_dim",
                               results=[op.results[0].type], operands=[operand, shape],
                               attributes=attrs).result


def rewrite_dynamic_broadcast_dims(module: ir.Module) -> int:
    """Marks each dynamic operand dimension of a ``stablehlo.dynamic_broadcast_in_dim`` as
    non-expanding (``known_nonexpanding_dimensions``), with a run-time check that its size is
    the result's (``cf.assert``: a shape assertion error, never a silent wrong broadcast).
    IREE 3.13 cannot lower the broadcast of a dynamic operand dimension it does not know to be
    kept whole ("failed to legalize operation 'stablehlo.dynamic_broadcast_in_dim' that was
    explicitly marked illegal": ``x.max(axis=(-2, -1), keepdims=True)`` broadcast back under
    jax.export). Returns the count."""
    return _replace_each(module, "stablehlo.dynamic_broadcast_in_dim", _nonexpanding,
                         "dynamic broadcasts marked non-expanding")
