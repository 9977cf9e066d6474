"""2-D matrix products of torch programs handed to the modes as ``stablehlo.dot_general``.

IREE's torch path lowers ``aten.mm``/``aten.matmul`` straight to ``linalg.matmul``, which the
modes' product rewrites (registry ``matmul-pad-to-tiles``: Whisper's ``80x201 @ 201x3000`` mel
projection 4.7 -> 0.8 ms on llvm-cpu) cannot see; as a StableHLO function call the product is
what a JAX program's is. Same math: IREE lowers both to ``linalg.matmul``.
"""

from __future__ import annotations

from iree.compiler import ir

from . import semantics
from .rewrite import FunctionSink, replace_with_call, walk_ops
from .values import is_vtensor, op_name, vtensor

__all__ = ["rewrite_products"]

_NAMES = ("torch.aten.mm", "torch.aten.matmul")
_REAL = ("f32", "f64")


def _operands(op: ir.Operation) -> tuple[list[int], list[int], str] | None:
    """``(lhs shape, rhs shape, element)`` of a static real 2-D product, else None."""
    if op_name(op) not in _NAMES or len(op.operands) != 2:
        return None
    if not all(is_vtensor(v.type) for v in (*op.operands, op.results[0])):
        return None
    try:
        (lhs, a), (rhs, b) = vtensor(op.operands[0].type), vtensor(op.operands[1].type)
    except ValueError:  # dynamic: left to IREE
        return None
    if len(lhs) != 2 or len(rhs) != 2 or a != b or a not in _REAL or lhs[1] != rhs[0]:
        return None
    return lhs, rhs, a


def rewrite_products(module: ir.Module, sink: FunctionSink) -> list[str]:
    """Every static real 2-D ``aten.mm``/``aten.matmul`` replaced by a call of a
    ``stablehlo.dot_general`` function; one line per product."""
    report = []
    for op in walk_ops(module):
        found = _operands(op)
        if found is None:
            continue
        name = sink.function(semantics.emit_matmul_func, *found)
        report.append(f"{op_name(op)} {found[0]}x{found[1]} -> @{name}")
        replace_with_call(op, list(op.operands), name)
    return report
