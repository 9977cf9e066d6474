"""The front end's one rewrite: a torch op replaced by a call of a private StableHLO function.

``torch_c.to_builtin_tensor`` on each operand, ``func.call @f`` and ``torch_c.from_builtin_tensor``
on the result take the op's place; ``@f`` (made once per distinct description by a
:class:`FunctionSink`) is a ``func.func private`` over builtin tensors whose body is StableHLO
(:mod:`.semantics`). IREE's torch passes leave such calls alone, and every mode takes the
module once the torch functions are lowered to linalg (:mod:`.passes`).
"""

from __future__ import annotations

import logging
from typing import Callable, Iterator

from iree.compiler import ir

from .values import builtin_type

__all__ = ["FunctionSink", "replace_with_call", "walk_ops", "replace_with_literal"]

_log = logging.getLogger(__name__)

_PREFIX = "__iree_vkfft_torch_"
#: a function attribute torch-mlir's ONNX conversion requires of every func.func it visits
OPSET = "torch.onnx_meta.opset_version"


def walk_ops(module: ir.Module) -> Iterator[ir.Operation]:
    """Every op nested in ``module``, the module itself excluded (pre-order, collected first:
    callers may erase ops they visit)."""
    ops: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        ops.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    return iter(ops[1:])


class FunctionSink:
    """Private functions appended to ``module``: one per distinct ``(emitter, arguments)``,
    named ``__iree_vkfft_torch_<k>`` (a name the module does not already use)."""

    def __init__(self, module: ir.Module) -> None:
        self.module = module
        self._made: dict[tuple, str] = {}
        self._taken = {ir.StringAttr(op.operation.attributes["sym_name"]).value
                       for op in module.body.operations
                       if "sym_name" in op.operation.attributes}
        # ONNX modules: every function needs the entry's opset, or the conversion refuses it
        self._opset = next((op.operation.attributes[OPSET] for op in module.body.operations
                            if OPSET in op.operation.attributes), None)

    def function(self, emitter: Callable[..., ir.Operation], *args) -> str:
        """The name of the function ``emitter(name, *args)`` builds (built on first use)."""
        key = (emitter.__name__, repr(args))
        if key in self._made:
            return self._made[key]
        k = len(self._made)
        while f"{_PREFIX}{k}" in self._taken:
            k += 1
        name = f"{_PREFIX}{k}"
        self._taken.add(name)
        with self.module.context, ir.Location.unknown(), ir.InsertionPoint(self.module.body):
            func = emitter(name, *args)
        if self._opset is not None:
            func.operation.attributes[OPSET] = self._opset
        self._made[key] = name
        _log.debug("torch front end: @%s = %s%s", name, emitter.__name__, args)
        return name

    @property
    def count(self) -> int:
        return len(self._made)


def replace_with_call(op: ir.Operation, operands: list[ir.Value], callee: str) -> None:
    """Replaces ``op`` (one result) by ``from_builtin(call @callee(to_builtin(operands)))``."""
    result = op.results[0]
    with op.context, op.location, ir.InsertionPoint(op):
        inputs = [ir.Operation.create("torch_c.to_builtin_tensor", results=[builtin_type(v.type)],
                                      operands=[v]).result for v in operands]
        call = ir.Operation.create("func.call", results=[builtin_type(result.type)],
                                   operands=inputs,
                                   attributes={"callee": ir.FlatSymbolRefAttr.get(callee)})
        back = ir.Operation.create("torch_c.from_builtin_tensor", results=[result.type],
                                   operands=[call.result])
    result.replace_all_uses_with(back.result)
    op.erase()


def replace_with_literal(op: ir.Operation, value: ir.Attribute) -> None:
    """Replaces ``op`` (one result) by ``torch.vtensor.literal(value)``."""
    result = op.results[0]
    with op.context, op.location, ir.InsertionPoint(op):
        literal = ir.Operation.create("torch.vtensor.literal", results=[result.type],
                                      attributes={"value": value})
    result.replace_all_uses_with(literal.result)
    op.erase()
