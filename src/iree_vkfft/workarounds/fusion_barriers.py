"""A reduction's result kept out of a broadcasting consumer's dispatch (registry entry
``broadcast-reduction-consumers``).

IREE 3.13's SPIR-V code generation fuses a reduction (``stablehlo.reduce``, or a
``dot_general``, which reduces over its contracting dims) with a consumer that broadcasts the
result along a new leading dimension into one dispatch, then tiles the consumer with the
reduction's tile sizes dimension by dimension: the reduction's parallel dim lands on the
broadcast dim and part of the output is never written (zeros in small programs; whatever the
buffer held in large ones: dinosaur's imex_rk_sil3 step gave NaN or 1e22 in its divergence,
differently from call to call). ``x + x.sum(0)`` on an 8x44 input is already wrong. A
``stablehlo.optimization_barrier`` on the reduction's result (the value passed through
unchanged: exact) keeps the consumer in a dispatch of its own.
"""

from __future__ import annotations

import logging

from iree.compiler import ir

from ..stablehlo.dynamic import barrier_uses
from ..stablehlo.match import find_ops

__all__ = ["isolate_broadcast_reductions"]

_log = logging.getLogger(__name__)

#: ops IREE fuses between a reduction and the broadcast that follows it (the complex parts'
#: too: portable mode's complex FFT stacks real and imaginary parts along a new leading dim,
#: and kymatio's periodized spectrum, a reduce, fed one: 0.68 off or NaN on lavapipe,
#: differently from call to call)
_FUSED = frozenset({f"stablehlo.{name}" for name in (
    "transpose", "reshape", "convert", "add", "subtract", "multiply", "divide", "negate",
    "select", "maximum", "minimum", "abs", "exponential", "exponential_minus_one", "log",
    "log_plus_one", "sqrt", "rsqrt", "cbrt", "tanh", "logistic", "sine", "cosine", "power",
    "compare", "clamp", "and", "or", "not", "floor", "ceil", "sign", "remainder",
    "round_nearest_even", "atan2", "real", "imag", "complex")})
#: how far from the reduction a broadcast is looked for
_DEPTH = 6


def _size(v: ir.Value) -> int:
    t = ir.RankedTensorType(v.type)
    size = 1
    for d in t.shape:
        size *= max(int(d), 1)
    return size


def _expands_leading_dim(broadcast: ir.Operation) -> bool:
    """Whether a ``broadcast_in_dim`` makes its result's first non-unit dim out of a dim its
    operand does not have (or has as 1), ahead of the operand's data: the form IREE tiles
    wrongly. A broadcast along later dims only (softmax's and layer norm's max, sum and mean
    over the last axis, broadcast back) and a broadcast of a single value (a full reduction)
    are computed right. Measured on lavapipe, 2026-12-07: every reduction of an 8x5x44 tensor
    broadcast back (sum and max; axes 0, 1, 2, (0, 1), (1, 2); keepdims or not) is wrong
    exactly when axis 0 is reduced; 1x8x44 reduced over axis 1, wrong; full reductions and
    1x1x384 over its last axis, right. Whisper's decoder loop does not compile with barriers
    on its softmax and layer-norm reductions ("failed to solve for timepoint coverage")."""
    operand = ir.RankedTensorType(broadcast.operands[0].type).shape
    result = ir.RankedTensorType(broadcast.results[0].type).shape
    dims = list(ir.DenseI64ArrayAttr(broadcast.attributes["broadcast_dimensions"]))
    data = {dims[i] for i, n in enumerate(operand) if n != 1}
    first = next((j for j, n in enumerate(result) if n != 1), None)
    return bool(data) and first is not None and first not in data


def _reaches_broadcast(v: ir.Value, depth: int = 0, permuted: bool = False) -> bool:
    """Whether ``v`` reaches, through fused ops, a size-increasing ``broadcast_in_dim`` that
    expands the leading dim (any size-increasing one after a transpose: its dims are no
    longer the reduction's)."""
    if depth > _DEPTH:
        return False
    for use in v.uses:
        user = use.owner
        name = user.name
        if name == "stablehlo.broadcast_in_dim" and _size(user.results[0]) > _size(v):
            if permuted or _expands_leading_dim(user):
                return True
            continue
        # a broadcast that only adds unit dims (JAX's x.sum(0) broadcast back: 44 -> 1x44 ->
        # 8x44) is fused as a reshape is
        if (name in _FUSED or name == "stablehlo.broadcast_in_dim") and _reaches_broadcast(
                user.results[0], depth + 1, permuted or name == "stablehlo.transpose"):
            return True
    return False


def isolate_broadcast_reductions(module: ir.Module) -> int:
    """An optimization barrier on each static reduction result of ``module`` that reaches a
    broadcasting consumer (see the module docstring). Returns the count."""
    count = 0
    with module.context:
        for op in find_ops(module.operation, lambda o: o.name in (
                "stablehlo.reduce", "stablehlo.dot_general")):
            if len(op.results) != 1:
                continue
            v = op.results[0]
            t = v.type.maybe_downcast()
            if (not isinstance(t, ir.RankedTensorType) or not t.has_static_shape or t.rank == 0
                    or not _reaches_broadcast(v)):
                continue
            barrier_uses(op, v, [(u.owner, u.operand_number) for u in v.uses])
            count += 1
    if count:
        _log.debug("%d reduction result(s) kept out of broadcasting consumers", count)
    return count
