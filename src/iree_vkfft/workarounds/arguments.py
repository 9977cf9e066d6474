"""Arguments that an in-place op would overwrite (registry entry ``copied-arguments``).

IREE 3.13 writes the result of an op it updates in place (``dynamic_update_slice``,
``scatter``, ``sort``) into the buffer of a public function's argument when the op is the
argument's last use it sees: the caller's buffer changes under it. Measured on llvm-cpu and
Vulkan, plain iree-compile and iree-run-module: ``f(a, u) = (a.at[1].set(u), a)`` returns
the updated tensor twice (its own analysis misses the later use by the return), a caller's
array imported without a copy comes back changed after ``x.at[1].set(u)``, and two
arguments IREE got as one buffer (equal constants it deduplicated when an earlier call
returned them) are both written by whichever update runs last. The last is what split mode
hit: exponax's ``value_and_grad`` through a rollout, whose forward loop, driven from Python,
stacks its residuals into two zero tensors that the first segment returned as one buffer
(the gradient 9% off, no error). nx_iree's tensors are immutable: an ``Nx.put_slice`` through
the drop-in changed its operand.

The rewrite gives every argument of a public function that reaches such an op (through
views: reshapes, bitcasts, optimization barriers, calls into private functions) a fresh
copy at the function's start (:func:`~iree_vkfft.stablehlo.dynamic.fresh_copy`), and every
use reads the copy. Exact for every type; one element-wise copy of that argument per call,
what XLA does for an argument that is not donated.
"""

from __future__ import annotations

import logging

from iree.compiler import ir

from ..stablehlo.dynamic import fresh_copy

__all__ = ["IN_PLACE", "copy_updated_arguments"]

_log = logging.getLogger(__name__)

#: op -> how many leading operands IREE may update in place (None: every operand)
IN_PLACE = {"stablehlo.dynamic_update_slice": 1, "stablehlo.scatter": None,
            "stablehlo.sort": None}
#: ops whose result IREE may give the storage of their first operand
_VIEWS = frozenset({"stablehlo.reshape", "stablehlo.bitcast_convert"})


def _updated_operands(op: ir.Operation) -> int:
    count = IN_PLACE[op.name]
    if count is None:  # scatter: its inputs (as many as its results); sort: all
        return len(op.results) if op.name == "stablehlo.scatter" else len(op.operands)
    return count


class _Reach:
    """Which function arguments reach an in-place op's updated operand, memoized per
    function (a private function called from several places is analyzed once)."""

    def __init__(self, module: ir.Module) -> None:
        self._functions = {}
        for op in module.body.operations:
            if op.operation.name == "func.func":
                self._functions[ir.StringAttr(op.attributes["sym_name"]).value] = op
        self._memo: dict[str, frozenset[int]] = {}

    def arguments(self, function: ir.Operation) -> frozenset[int]:
        name = ir.StringAttr(function.attributes["sym_name"]).value
        if name in self._memo:
            return self._memo[name]
        self._memo[name] = frozenset()  # recursion: no more than what is found so far
        block = function.regions[0].blocks[0]
        found = frozenset(i for i, arg in enumerate(block.arguments) if self._reaches(arg))
        self._memo[name] = found
        return found

    def _reaches(self, value: ir.Value, depth: int = 0) -> bool:
        if depth > 64:
            return True  # a chain of views this long: copy rather than guess
        for use in value.uses:
            op, index = use.owner, use.operand_number
            name = op.name
            if name in IN_PLACE and index < _updated_operands(op):
                return True
            if name in _VIEWS or name == "stablehlo.optimization_barrier":
                result = op.results[index if name == "stablehlo.optimization_barrier" else 0]
                if self._reaches(result, depth + 1):
                    return True
            elif name == "func.call":
                callee = self._functions.get(
                    ir.FlatSymbolRefAttr(op.attributes["callee"]).value)
                if callee is None or index in self.arguments(callee):
                    return True
        return False


def _public(function: ir.Operation) -> bool:
    visibility = function.attributes["sym_visibility"] \
        if "sym_visibility" in function.attributes else None
    return visibility is None or ir.StringAttr(visibility).value == "public"


def copy_updated_arguments(module: ir.Module) -> int:
    """Every argument of a public function that an in-place op would update (directly or
    through views and calls) replaced, in the function, by a fresh copy of it. Returns how
    many arguments were copied."""
    reach = _Reach(module)
    count = 0
    for function in list(module.body.operations):
        if function.operation.name != "func.func" or not _public(function.operation):
            continue
        block = function.regions[0].blocks[0]
        for i in sorted(reach.arguments(function.operation)):
            arg = block.arguments[i]
            if not isinstance(arg.type.maybe_downcast(), ir.RankedTensorType):
                continue
            uses = [(u.owner, u.operand_number) for u in arg.uses]
            with ir.InsertionPoint.at_block_begin(block), ir.Location.unknown():
                copy = fresh_copy(arg)
            for owner, index in uses:
                owner.operands[index] = copy
            count += 1
    if count:
        _log.debug("%d argument(s) an in-place op would overwrite copied first", count)
    return count
