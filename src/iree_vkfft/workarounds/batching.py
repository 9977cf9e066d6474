"""Scatters and gathers with batching dimensions (what ``jax.vmap`` of ``x.at[:, i].add(v)``
or of a gather emits) rewritten without them, as StableHLO defines them: each batching
dimension becomes one more index, an ``iota`` over that dimension of the indices, and an
inserted (scatter) or collapsed (gather) dimension of the operand; a scatter whose indexed
dims are not then its operand's leading ones is done on the operand transposed so that they
are (XLA's canonical form). The same elements are read and written; IREE 3.13 rejects the
batched scatter on every target ("'iree_linalg_ext.scatter' op expected indices to be equal to
batch rank or batch rank + 1").
"""

from __future__ import annotations

from iree.compiler import ir

from ..stablehlo.match import find_ops

__all__ = ["dimension_numbers", "rewrite_batched_scatters", "rewrite_batched_gathers"]

_SCATTER = ("update_window_dims", "inserted_window_dims", "input_batching_dims",
            "scatter_indices_batching_dims", "scatter_dims_to_operand_dims", "index_vector_dim")
_GATHER = ("offset_dims", "collapsed_slice_dims", "operand_batching_dims",
           "start_indices_batching_dims", "start_index_map", "index_vector_dim")
_DOT = ("lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
        "rhs_contracting_dimensions")
_FIELDS = {"scatter": _SCATTER, "gather": _GATHER, "dot": _DOT}


def _format(kind: str, fields: tuple[str, ...], numbers: dict) -> str:
    parts = []
    for name in fields:
        value = numbers.get(name)
        if isinstance(value, int):
            parts.append(f"{name} = {value}")
        elif value:
            parts.append(f"{name} = [{', '.join(map(str, value))}]")
    return f"#stablehlo.{kind}<{', '.join(parts)}>"


def dimension_numbers(attr: ir.Attribute, kind: str) -> dict | None:
    """The fields of a ``#stablehlo.scatter<...>`` / ``gather`` / ``dot`` attribute (the
    bindings have no class to read them): read from its printed form, and accepted only when
    the attribute built back from them is the same attribute."""
    fields = _FIELDS[kind]
    text = str(attr)
    head = f"#stablehlo.{kind}<"
    if not text.startswith(head) or not text.endswith(">"):
        return None
    numbers: dict = {}
    body = text[len(head):-1]
    for part in (p for p in body.replace("], ", "];").split(";") if p.strip()):
        name, _, value = part.partition("=")
        name, value = name.strip(), value.strip()
        if name not in fields:
            return None
        numbers[name] = ([int(v) for v in value.strip("[]").split(",") if v.strip()]
                         if value.startswith("[") else int(value))
    if kind != "dot":
        numbers.setdefault("index_vector_dim", 0)
    if ir.Attribute.parse(_format(kind, fields, numbers), context=attr.context) != attr:
        return None
    return numbers


def _with_batch_indices(indices: ir.Value, batch_dims: list[int], index_dim: int) -> ir.Value:
    """``indices`` with one iota per batching dimension in front of each index vector."""
    t = ir.RankedTensorType(indices.type)
    if index_dim == t.rank:  # the index vector is implicit: make it a trailing dim of 1
        shape = list(t.shape) + [1]
        indices = ir.Operation.create("stablehlo.reshape", operands=[indices], results=[
            ir.RankedTensorType.get(shape, t.element_type)]).result
        t = ir.RankedTensorType(indices.type)
    shape = list(t.shape)
    shape[index_dim] = 1
    one = ir.RankedTensorType.get(shape, t.element_type)
    parts = [ir.Operation.create("stablehlo.iota", results=[one], attributes={
        "iota_dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), d)}).result
        for d in batch_dims]
    shape[index_dim] = t.shape[index_dim] + len(batch_dims)
    return ir.Operation.create(
        "stablehlo.concatenate", operands=parts + [indices],
        results=[ir.RankedTensorType.get(shape, t.element_type)],
        attributes={"dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64),
                                                    index_dim)}).result


def _transpose(x: ir.Value, perm: list[int]) -> ir.Value:
    t = ir.RankedTensorType(x.type)
    shape = [t.shape[p] for p in perm]
    return ir.Operation.create("stablehlo.transpose", operands=[x], results=[
        ir.RankedTensorType.get(shape, t.element_type)],
        attributes={"permutation": ir.DenseI64ArrayAttr.get(perm)}).result


def _leading_scatter(op: ir.Operation, numbers: dict) -> dict:
    """The scatter made to index the leading dims of its operand, in order (the form IREE
    3.13 lowers; "expected indices to be equal to batch rank or batch rank + 1" otherwise):
    the operand transposed so that they come first, the result transposed back. Returns the
    new dimension numbers (unchanged when already in that form)."""
    index_map, inserted = numbers.get("scatter_dims_to_operand_dims", []), numbers.get(
        "inserted_window_dims", [])
    rank = ir.RankedTensorType(op.operands[0].type).rank
    if index_map == list(range(len(index_map))) or not set(inserted) <= set(index_map) \
            or len(op.operands) != 3:
        return numbers
    perm = index_map + [d for d in range(rank) if d not in index_map]
    inverse = [perm.index(d) for d in range(rank)]
    op.operands[0] = _transpose(op.operands[0], perm)
    result = op.results[0]
    result.set_type(op.operands[0].type)
    with ir.InsertionPoint.after(op):
        back = _transpose(result, inverse)
    result.replace_all_uses_except(back, back.owner.operation)
    return dict(numbers, scatter_dims_to_operand_dims=list(range(len(index_map))),
                inserted_window_dims=sorted(perm.index(d) for d in inserted))


def _rewrite(module: ir.Module, op_name: str, attr_name: str, kind: str, index_operand: int,
             names: tuple[str, str, str, str]) -> int:
    """``names``: (operand batching, indices batching, inserted/collapsed, index map)."""
    count = 0
    fields = _FIELDS[kind]
    with module.context, ir.Location.unknown():
        for op in find_ops(module.operation, lambda o: o.name == op_name):
            numbers = dimension_numbers(op.attributes[attr_name], kind)
            operand_batch, index_batch, dropped, index_map = names
            if not numbers or not numbers.get(operand_batch):
                continue
            indices = op.operands[index_operand]
            if not ir.RankedTensorType(indices.type).has_static_shape:
                continue
            with ir.InsertionPoint(op), op.location:
                op.operands[index_operand] = _with_batch_indices(
                    indices, numbers[index_batch], numbers["index_vector_dim"])
            numbers[dropped] = sorted(numbers.get(dropped, []) + numbers[operand_batch])
            numbers[index_map] = numbers[operand_batch] + numbers.get(index_map, [])
            numbers.pop(operand_batch)
            numbers.pop(index_batch)
            if kind == "scatter":
                with ir.InsertionPoint(op), op.location:
                    numbers = _leading_scatter(op, numbers)
            op.attributes[attr_name] = ir.Attribute.parse(_format(kind, fields, numbers))
            count += 1
    return count


def rewrite_batched_scatters(module: ir.Module) -> int:
    """Each ``stablehlo.scatter`` with batching dims written without them (see the module
    docstring); returns the count."""
    return _rewrite(module, "stablehlo.scatter", "scatter_dimension_numbers", "scatter", 1,
                    ("input_batching_dims", "scatter_indices_batching_dims",
                     "inserted_window_dims", "scatter_dims_to_operand_dims"))


def rewrite_batched_gathers(module: ir.Module) -> int:
    """Each ``stablehlo.gather`` with batching dims written without them; returns the count."""
    return _rewrite(module, "stablehlo.gather", "dimension_numbers", "gather", 1,
                    ("operand_batching_dims", "start_indices_batching_dims",
                     "collapsed_slice_dims", "start_index_map"))
