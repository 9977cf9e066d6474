"""What values a program's integer inputs may take, read from the IR: an integer argument that
reaches the start indices of a gather, scatter or dynamic slice is an index, and an index is
only meaningful inside the dimensions it indexes. Generated test inputs (``iree_vkfft.check``)
draw such arguments from ``[0, bound)`` so that a comparison does not hinge on how two
compilers clamp out-of-range indices."""

from __future__ import annotations

from iree.compiler import ir

#: ops whose result carries an operand's values (so an index stays an index through them)
_PASS_THROUGH = frozenset({
    "stablehlo.convert", "stablehlo.reshape", "stablehlo.broadcast_in_dim",
    "stablehlo.transpose", "stablehlo.slice", "stablehlo.concatenate", "stablehlo.add",
    "stablehlo.select", "stablehlo.clamp", "stablehlo.dynamic_reshape",
    "stablehlo.dynamic_broadcast_in_dim", "tensor.extract", "tensor.cast",
})

#: op name -> index of its first start-index operand; the indexed tensor is operand 0
_INDEX_OPERANDS = {"stablehlo.gather": 1, "stablehlo.dynamic_gather": 1,
                   "stablehlo.scatter": 1, "stablehlo.dynamic_slice": 1,
                   "stablehlo.dynamic_update_slice": 2}


def _static_shape(value: ir.Value) -> list[int | None] | None:
    t = value.type.maybe_downcast() if hasattr(value.type, "maybe_downcast") else value.type
    if not isinstance(t, ir.RankedTensorType):
        return None
    return [None if t.is_dynamic_dim(i) else int(t.shape[i]) for i in range(t.rank)]


def _window_bound(op: ir.Operation, dim: int) -> int | None:
    """dynamic_slice / dynamic_update_slice: a start index along ``dim`` in range leaves the
    window inside the operand (IREE and XLA clamp the rest, so it would alias another)."""
    dims = _static_shape(op.operands[0])
    if dims is None or dim >= len(dims) or dims[dim] is None:
        return None
    if op.name == "stablehlo.dynamic_slice":
        window = list(ir.DenseI64ArrayAttr(op.attributes["slice_sizes"]))[dim]
    else:
        window = (_static_shape(op.operands[1]) or [None] * len(dims))[dim]
    return None if window is None else dims[dim] - window + 1


def _bound_at(use_op: ir.Operation, operand_number: int) -> int | None:
    """The bound an index used as ``use_op``'s operand ``operand_number`` must stay below."""
    first = _INDEX_OPERANDS.get(use_op.name)
    if first is None or operand_number < first:
        return None
    if use_op.name in ("stablehlo.dynamic_slice", "stablehlo.dynamic_update_slice"):
        return _window_bound(use_op, operand_number - first)
    if use_op.name == "stablehlo.scatter":  # scatter(inputs..., indices, updates...)
        n = (len(use_op.operands) - 1) // 2
        if operand_number != n:
            return None
    dims = [d for d in (_static_shape(use_op.operands[0]) or []) if d is not None]
    return min(dims) if dims else None


def _value_bound(value: ir.Value, depth: int = 0) -> int | None:
    """The smallest bound over every index use ``value`` reaches (None: used as no index)."""
    if depth > 16:
        return None
    bounds = []
    for use in value.uses:
        op = use.owner
        op = op.operation if hasattr(op, "operation") else op
        bound = _bound_at(op, use.operand_number)
        if bound is not None:
            bounds.append(bound)
        elif op.name in _PASS_THROUGH:
            bounds += [b for r in op.results if (b := _value_bound(r, depth + 1)) is not None]
    return min(bounds) if bounds else None


def index_bounds(entry_func: ir.Operation) -> list[int | None]:
    """For each argument of ``entry_func``: the exclusive upper bound of the values it may take
    as an index (a dynamic slice's start: the positions its window fits at; a gather's or
    scatter's: the smallest static dimension of the tensor it indexes), or None when it is
    used as no index (or is not an integer)."""
    block = entry_func.regions[0].blocks[0]
    bounds: list[int | None] = []
    for arg in block.arguments:
        t = arg.type.maybe_downcast() if hasattr(arg.type, "maybe_downcast") else arg.type
        element = t.element_type if isinstance(t, ir.ShapedType) else t
        integer = isinstance(element, ir.IntegerType) and ir.IntegerType(element).width > 1
        bounds.append(_value_bound(arg) if integer else None)
    return bounds
