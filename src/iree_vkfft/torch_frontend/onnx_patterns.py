"""Decompositions the ONNX exporter writes for a torch op, given back that op's torch semantics.

``torch.onnx.export(dynamo=True)`` (onnxscript's ``torch_lib``) writes ``torch.atan2`` and
``torch.angle`` of a complex tensor as::

    atan = Atan(Div(y, x))
    q = Where(Greater(y, 0), atan + pi, atan - pi)
    r = Where(Less(x, 0), q, atan)
    result = Where(IsNaN(r), 0, r)

which is torch's ``atan2`` except on the negative real axis: ``y = +0, x < 0`` gives ``-pi``
where torch gives ``+pi`` (``Greater(+0, 0)`` is false), so every real bin of a spectrum with
a negative real part (an STFT's Nyquist bins, ``angle(stft(x))`` of a vocoder's front end)
comes out ``2 pi`` off torch's phase; ``(±0, -0)`` gives ``0`` where torch gives ``±pi``, and a
NaN operand ``0`` where torch gives NaN. :func:`rewrite_onnx_atan2` finds the whole pattern
(every op and constant as above, nothing else reading its inner values) before torch-mlir's
ONNX conversion and replaces it by ``torch.aten.atan2(y, x)``, which the front end's
``torch-atan2`` fix lowers with C's signed zeros. Other uses of these ops are left alone.
"""

from __future__ import annotations

import logging
import math

import numpy as np
from iree.compiler import ir

from .rewrite import walk_ops
from .values import op_name, resource_array

__all__ = ["rewrite_onnx_atan2"]

_log = logging.getLogger(__name__)


def _producer(v: ir.Value, name: str) -> ir.Operation | None:
    """The op ``name`` (ONNX or torch spelling) that defines ``v``, None otherwise."""
    owner = getattr(v.owner, "operation", v.owner)
    return owner if isinstance(owner, ir.Operation) and op_name(owner) == name else None


def _scalar(v: ir.Value, blobs: dict[str, bytes]) -> float | None:
    """A one-element float constant (``onnx.Constant``, ``torch.vtensor.literal``)."""
    owner = getattr(v.owner, "operation", v.owner)
    if not isinstance(owner, ir.Operation):
        return None
    for key in ("torch.onnx.value", "value"):
        if key not in owner.attributes:
            continue
        attr = owner.attributes[key]
        data = resource_array(attr, blobs)
        if data is None and isinstance(attr, ir.DenseFPElementsAttr):
            data = np.array(ir.DenseFPElementsAttr(attr))
        if data is not None and data.size == 1 and data.dtype.kind == "f":
            return float(data.reshape(-1)[0])
    return None


def _is(v: ir.Value, value: float, blobs: dict[str, bytes]) -> bool:
    got = _scalar(v, blobs)
    return got is not None and math.isclose(got, value, rel_tol=1e-6, abs_tol=0.0)


def _users(v: ir.Value) -> list[ir.Operation]:
    return [u.owner for u in v.uses]


def _quadrants(where: ir.Operation, atan: ir.Value, y: ir.Value, blobs
               ) -> list[ir.Operation] | None:
    """The ops of ``Where(Greater(y, 0), atan + pi, atan - pi)`` (None: not that)."""
    test = _producer(where.operands[0], "onnx.Greater")
    add = _producer(where.operands[1], "onnx.Add")
    sub = _producer(where.operands[2], "onnx.Sub")
    if test is None or add is None or sub is None:
        return None
    if (test.operands[0] == y and _is(test.operands[1], 0.0, blobs)
            and add.operands[0] == atan and _is(add.operands[1], math.pi, blobs)
            and sub.operands[0] == atan and _is(sub.operands[1], math.pi, blobs)):
        return [where, test, add, sub]
    return None


def _nan_map(r: ir.Value, blobs: dict[str, bytes]) -> list[ir.Operation] | None:
    """The ops of ``Where(IsNaN(r), 0, r)`` when that is all that reads ``r``."""
    users = _users(r)
    where = [u for u in users if op_name(u) == "onnx.Where"]
    if len(users) != 2 or len(where) != 1:
        return None
    where = where[0]
    isnan = _producer(where.operands[0], "onnx.IsNaN")
    if (isnan is None or isnan.operands[0] != r or not _is(where.operands[1], 0.0, blobs)
            or where.operands[2] != r):
        return None
    return [where, isnan]


def _match(atan_op: ir.Operation, blobs: dict[str, bytes]
           ) -> tuple[ir.Value, ir.Value, list[ir.Operation]] | None:
    """``(y, x, ops)`` of the exporter's atan2 around ``atan_op`` (``ops``: the pattern's,
    its last ``Where`` first and every user before what it reads), None otherwise."""
    div = _producer(atan_op.operands[0], "onnx.Div")
    if div is None or len(_users(div.results[0])) != 1:
        return None
    y, x, atan = div.operands[0], div.operands[1], atan_op.results[0]
    outer = [u for u in _users(atan) if op_name(u) == "onnx.Where" and u.operands[2] == atan]
    if len(outer) != 1:
        return None
    outer = outer[0]
    less = _producer(outer.operands[0], "onnx.Less")
    quad = _producer(outer.operands[1], "onnx.Where")
    if (less is None or less.operands[0] != x or not _is(less.operands[1], 0.0, blobs)
            or quad is None):
        return None
    quadrants = _quadrants(quad, atan, y, blobs)
    nan_map = _nan_map(outer.results[0], blobs)
    if quadrants is None or nan_map is None:
        return None
    return y, x, nan_map + [outer, less] + quadrants + [atan_op, div]


def rewrite_onnx_atan2(module: ir.Module, blobs: dict[str, bytes]) -> list[str]:
    """Replaces each exporter atan2 pattern of an ONNX-imported ``module`` by
    ``torch.aten.atan2``; returns one line per pattern replaced."""
    report = []
    # the Atans collected first: a replaced pattern's other ops are erased, never visited
    for op in [op for op in walk_ops(module) if op_name(op) == "onnx.Atan"]:
        found = _match(op, blobs)
        if found is None:
            continue
        y, x, ops = found
        result = ops[0].results[0]
        with op.context, ops[0].location, ir.InsertionPoint(ops[0]):
            atan2 = ir.Operation.create("torch.aten.atan2", results=[result.type],
                                        operands=[y, x])
        result.replace_all_uses_with(atan2.result)
        for dead in ops:  # users first: each is unread when its turn comes
            if all(not list(r.uses) for r in dead.results):
                dead.erase()
        report.append(f"onnx atan2 pattern -> torch.aten.atan2 at {atan2.location}")
    if report:
        _log.debug("torch front end: %d ONNX atan2 pattern(s) given torch's atan2", len(report))
    return report
