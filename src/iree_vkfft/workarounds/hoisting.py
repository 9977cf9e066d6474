"""Complex scalars IREE must not hoist (registry entry ``complex-scalar-initializers``).

IREE 3.13 hoists constant expressions into globals that an initializer computes when the
module loads (``--iree-opt-const-expr-hoisting``, on by default; with constant evaluation off,
as ``no-const-eval`` has it, they are computed at run time, once). When two rank-0 complex
constant expressions end up in one initializer dispatch (a complex zero, the init of a
complex reduce, and a complex one, written into a tensor by a dynamic_update_slice: what
JAX's gradient of an rfft2 inside a reverse scan has once ``complex-scalar-constants`` made
its complex constants ``complex(re, im)`` of real ones), the program reads garbage from them:
exponax's 2-D Burgers gradient came back 1e6-1e17 off, on llvm-cpu and Vulkan alike, with
no error. Either scalar alone is right; ``--iree-opt-const-expr-hoisting=false`` cures it for
the whole module (every constant expression then recomputed per call).

The rewrite puts each rank-0 complex constant expression (a value computed from constants
only, by ops without regions) behind an ``optimization_barrier`` where something other than
another such expression uses it: a barrier is not a constant expression, so nothing after it
is hoisted, and the scalar itself costs nothing to compute per call. Exact. A ``pad``'s padding
value stays constant: IREE 3.13 rejects a computed complex one ('stream.yield' op used
resource not listed in explicit captures: jax-cfd's Schrodinger and KS solvers, dinosaur's
wind transform).
"""

from __future__ import annotations

import logging

from iree.compiler import ir

from ..stablehlo.dynamic import barrier_uses
from ..stablehlo.match import find_ops

__all__ = ["barrier_complex_scalar_constants"]

_log = logging.getLogger(__name__)


def _complex_scalar(value: ir.Value) -> bool:
    t = value.type.maybe_downcast()
    return (isinstance(t, ir.RankedTensorType) and t.rank == 0
            and isinstance(t.element_type.maybe_downcast(), ir.ComplexType))


class _Constness:
    """Whether values are computed from constants only (memoized)."""

    def __init__(self) -> None:
        self._memo: dict[ir.Value, bool] = {}

    def __call__(self, value: ir.Value, depth: int = 0) -> bool:
        if value in self._memo:
            return self._memo[value]
        owner = value.owner
        if isinstance(owner, ir.Block) or depth > 32:
            found = False
        else:
            op = owner.operation
            found = (op.name == "stablehlo.constant"
                     or (op.name.startswith("stablehlo.") and len(op.regions) == 0
                         and op.name != "stablehlo.optimization_barrier"
                         and len(op.operands) > 0
                         and all(self(x, depth + 1) for x in op.operands)))
        self._memo[value] = found
        return found


def barrier_complex_scalar_constants(module: ir.Module) -> int:
    """Each rank-0 complex constant expression that a non-constant op uses, passed through an
    ``optimization_barrier`` first. Returns the count."""
    constant = _Constness()
    count = 0
    ops = find_ops(module.operation, lambda o: o.name.startswith("stablehlo.")
                   and len(o.results) == 1 and _complex_scalar(o.results[0]))
    for op in ops:
        value = op.results[0]
        if not constant(value):
            continue
        uses = [(u.owner, u.operand_number) for u in value.uses
                if u.owner.name != "stablehlo.optimization_barrier"
                and not (u.owner.name == "stablehlo.pad" and u.operand_number == 1)
                and not (len(u.owner.results) == 1 and _complex_scalar(u.owner.results[0])
                        and constant(u.owner.results[0]))]
        if not uses:
            continue
        barrier_uses(op, value, uses)
        count += 1
    if count:
        _log.debug("%d complex scalar constant expression(s) kept from hoisting", count)
    return count
