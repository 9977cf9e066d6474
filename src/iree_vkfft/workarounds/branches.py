"""Branch results that are fresh tensors inside loops (registry entry ``fresh-branch-results``).

IREE 3.13's stream allocation frees a conditional's result after its last use
(``stream.resource.dealloca origin``, automatic reference counting). When one branch of a
``stablehlo.case``/``stablehlo.if`` in a loop body hands back a tensor computed before the
conditional (``lax.cond(p, f, lambda x: x, logits)``: Flax's forced-token and timestamp logits
processors in Whisper's decoder loop), that tensor is a view into a transient slab the
loop's other values share, and the free takes the whole slab with it: the next iteration
reads freed memory. The runtime sees it: ``transient buffer has not been committed`` on
llvm-cpu's default multi-threaded driver (local-task), ``transient buffer has no staged
Vulkan backing`` on Vulkan; local-sync happens to run it.

The rewrite makes every such branch result a tensor of its own: in the branch,
``select(broadcast(barrier(true)), v, barrier(v))`` (the optimization barriers keep IREE from
folding the select back to ``v``). Exact for every element type (the select picks ``v``); one
element-wise copy of the tensor when that branch runs. Results with dynamic shapes are left
alone (none seen; the broadcast would need the shape at run time).
"""

from __future__ import annotations

import logging

from iree.compiler import ir

from ..stablehlo.dynamic import fresh_copy
from ..stablehlo.match import find_ops

__all__ = ["freshen_branch_results"]

_log = logging.getLogger(__name__)

_CONDITIONALS = ("stablehlo.case", "stablehlo.if")
#: ops whose result IREE may make a view of their operand (no copy): a branch result made
#: by these alone from an outside value is still that value's storage
_VIEWS = frozenset({"stablehlo.reshape", "stablehlo.bitcast_convert",
                    "stablehlo.optimization_barrier"})


def _inside(value: ir.Value, region: ir.Region) -> bool:
    """Whether ``value`` is defined in ``region`` (at any depth)."""
    owner = value.owner
    op = owner.owner if isinstance(owner, ir.Block) else owner.operation
    while op is not None:
        parent = op.parent
        if parent is None:
            return False
        for r in parent.regions:
            if r == region:
                return True
        op = parent
    return False


def _passes_through(value: ir.Value, region: ir.Region) -> bool:
    """Whether ``value`` (a branch's result) is, or is a view of, a tensor from outside the
    branch ``region``."""
    for _ in range(16):
        if not _inside(value, region):
            return True
        owner = value.owner
        if isinstance(owner, ir.Block) or owner.operation.name not in _VIEWS:
            return False
        value = owner.operation.operands[0]
    return False


def _freshen(conditional: ir.Operation) -> int:
    count = 0
    for region in conditional.regions:
        terminator = region.blocks[0].operations[len(region.blocks[0].operations) - 1]
        for i, value in enumerate(list(terminator.operands)):
            t = value.type
            if (not isinstance(t, ir.RankedTensorType) or not t.has_static_shape
                    or not _passes_through(value, region)):
                continue
            with ir.InsertionPoint(terminator), terminator.location:
                terminator.operands[i] = fresh_copy(value)
            count += 1
    return count


def _in_loop(op: ir.Operation) -> bool:
    parent = op.parent
    while parent is not None:
        if parent.name == "stablehlo.while":
            return True
        parent = parent.parent
    return False


def freshen_branch_results(module: ir.Module) -> int:
    """Every static branch result of a conditional inside a ``stablehlo.while`` that passes a
    tensor through from outside the branch, made a fresh tensor. Returns the count."""
    count = sum(_freshen(c) for c in find_ops(
        module.operation, lambda o: o.name in _CONDITIONALS and _in_loop(o)))
    if count:
        _log.debug("%d pass-through branch result(s) in loops made fresh", count)
    return count
