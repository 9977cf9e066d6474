"""Ops next to the FFTs of torch programs that IREE's own torch path gets wrong, each replaced
the way the FFTs are (a call of a StableHLO function), folded, or (ops on complex tensors,
:mod:`.complex_ops`) rewritten into torch ops on the real and imaginary parts.

Each fix is an entry of the workaround registry (:mod:`iree_vkfft.workarounds.registry`, mode
``"torch"``: symptom, releases, canary); the front end applies the ones that are enabled for
the compile's target and release, so a user turns one off by its name like any other entry.
"""

from __future__ import annotations

import dataclasses
import logging
import math
from typing import Callable

import numpy as np
from iree.compiler import ir

from . import complex_ops, semantics, windows
from .rewrite import FunctionSink, replace_with_call, replace_with_literal, walk_ops
from .values import constant, constant_or_none, is_complex, op_name, vtensor

__all__ = ["FIXES", "Fix", "apply_fixes"]

_log = logging.getLogger(__name__)


@dataclasses.dataclass(frozen=True)
class Fix:
    """A registry entry's rewrite of one torch op: ``matches(op, name)`` (``name``: the op's
    ATen name, either spelling) and ``apply(sink, op)``."""

    entry: str
    matches: Callable[[ir.Operation, str], bool]
    apply: Callable[[FunctionSink, ir.Operation], None]


def _call(emitter: Callable, *extra) -> Callable[[FunctionSink, ir.Operation], None]:
    """A fix that calls ``emitter(name, shape, element, *extra)`` on the op's first operand."""
    def apply(sink: FunctionSink, op: ir.Operation) -> None:
        shape, element = vtensor(op.operands[0].type)
        replace_with_call(op, [op.operands[0]], sink.function(emitter, shape, element, *extra))
    return apply


def _window_function(sink: FunctionSink, op: ir.Operation) -> None:
    """``aten.<kind>_window(n[, periodic[, params]], dtype, layout, device, pin_memory)``
    (every overload: the last four operands are the tensor options) folded into a literal of
    :func:`.windows.window`."""
    name = op_name(op).removeprefix("torch.aten.").split(".")[0]
    args = [constant(v) for v in op.operands[:-4]]
    n, periodic = int(args[0]), (bool(args[1]) if len(args) > 1 else True)
    shape, element = vtensor(op.results[0].type)
    w = windows.window(name, n, periodic, *[float(a) for a in args[2:]])
    dtype = np.float64 if element == "f64" else np.float32
    with op.context:
        replace_with_literal(op, ir.DenseElementsAttr.get(w.astype(dtype)))


def _is_window_function(op: ir.Operation, name: str) -> bool:
    return name.removeprefix("torch.aten.").split(".")[0] in windows.WINDOWS


def emit_gelu_tanh_func(name: str, shape: list[int], element: str) -> ir.Operation:
    """``0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))``, torch's tanh-approximate gelu, on
    ``stablehlo.tanh`` (2e-8 from float64 where IREE's own decomposition is 2e-5 off)."""
    t = ir.RankedTensorType.get(shape, ir.Type.parse(element))
    func = ir.Operation.create("func.func", attributes={
        "sym_name": ir.StringAttr.get(name), "sym_visibility": ir.StringAttr.get("private"),
        "function_type": ir.TypeAttr.get(ir.FunctionType.get([t], [t]))}, regions=1)
    block = func.regions[0].blocks.append(t)
    x = block.arguments[0]
    with ir.InsertionPoint(block):
        def splat(value: float) -> ir.Value:
            attr = ir.DenseElementsAttr.get_splat(t, ir.FloatAttr.get(t.element_type, value))
            return ir.Operation.create("stablehlo.constant", results=[t],
                                       attributes={"value": attr}).result

        def op(kind: str, *operands: ir.Value) -> ir.Value:
            return ir.Operation.create(f"stablehlo.{kind}", results=[t],
                                       operands=list(operands)).result

        cube = op("multiply", op("multiply", x, x), x)
        inner = op("multiply", splat(math.sqrt(2 / math.pi)),
                   op("add", x, op("multiply", splat(0.044715), cube)))
        y = op("multiply", op("multiply", splat(0.5), x), op("add", splat(1.0),
                                                             op("tanh", inner)))
        ir.Operation.create("func.return", operands=[y])
    return func


def _is_gelu_tanh(op: ir.Operation, name: str) -> bool:
    return (name == "torch.aten.gelu" and len(op.operands) > 1
            and constant_or_none(op.operands[1]) == "tanh")


def _reflect_pad(sink: FunctionSink, op: ir.Operation) -> None:
    shape, element = vtensor(op.operands[0].type)
    oshape, _ = vtensor(op.results[0].type)
    pads = [int(p) for p in constant(op.operands[1])]
    replace_with_call(op, [op.operands[0]], sink.function(
        semantics.emit_reflect_pad_func, shape, element, pads, oshape))


def _complex_zeros(sink: FunctionSink, op: ir.Operation) -> None:
    shape, element = vtensor(op.results[0].type)
    replace_with_call(op, [], sink.function(semantics.emit_complex_zeros_func, shape, element))


def _is_reflect_pad(op: ir.Operation, name: str) -> bool:
    return name == "torch.aten.pad" and len(op.operands) > 2 and constant_or_none(
        op.operands[2]) == "reflect"



def _complex_result(op: ir.Operation) -> bool:
    return len(op.results) == 1 and is_complex(op.results[0])


#: every fix, in the order they are tried on an op
FIXES: tuple[Fix, ...] = (
    Fix("torch-window-functions", _is_window_function, _window_function),
    Fix("torch-reflect-pad", _is_reflect_pad, _reflect_pad),
    Fix("torch-complex-abs", lambda op, n: n == "torch.aten.abs" and is_complex(op.operands[0]),
        _call(semantics.emit_complex_abs_func)),
    Fix("torch-complex-sgn", lambda op, n: n == "torch.aten.sgn" and is_complex(op.operands[0]),
        _call(semantics.emit_complex_sgn_func)),
    Fix("torch-complex-zeros", lambda op, n: n in ("torch.aten.zeros", "torch.aten.new_zeros")
        and _complex_result(op), _complex_zeros),
    Fix("torch-log10", lambda op, n: n == "torch.aten.log10", _call(semantics.emit_log10_func)),
    Fix("torch-gelu-tanh", _is_gelu_tanh, _call(emit_gelu_tanh_func)),
    Fix("torch-atan2", complex_ops.matches_atan2, complex_ops.apply_atan2),
    # elementwise ops and reductions of complex tensors as torch ops on their parts (after
    # the abs/sgn/zeros fixes, which keep their StableHLO functions and entry names)
    Fix("torch-complex-arithmetic", complex_ops.matches, complex_ops.apply),
)


def apply_fixes(module: ir.Module, sink: FunctionSink, enabled: Callable[[str], bool]
                ) -> dict[str, int]:
    """Every enabled fix on ``module``, in place; returns ``{entry: ops changed}``."""
    active = [f for f in FIXES if enabled(f.entry)]
    changed: dict[str, int] = {}
    for op in walk_ops(module):
        name = op_name(op)
        for fix in active:
            if fix.matches(op, name):
                fix.apply(sink, op)
                changed[fix.entry] = changed.get(fix.entry, 0) + 1
                break
    if changed:
        _log.debug("torch front end fixes: %s", changed)
    return changed
