"""JAX's shape assertions, kept as assertions IREE enforces.

``jax.export`` with shape polymorphism guards every symbolic dimension with
``stablehlo.custom_call @shape_assertion(%pred, %dims...) {error_message = "..."}``. IREE
3.13 drops that custom call without a trace (an input that violates ``b >= 1`` runs and
returns whatever it computes), so every mode rewrites it, before anything else, into
``cf.assert``, which IREE compiles into a runtime check that fails the call with the message
(``FAILED_PRECONDITION`` from IREE's runtime, :class:`ShapeAssertionError` from a program's
``__call__``). The message's ``{0}``, ``{1}`` ... name the dimension values, which a static
message cannot carry: they print as ``?``.
"""

from __future__ import annotations

import logging
import string

from iree.compiler import ir

from .match import find_ops

__all__ = ["MARKER", "ShapeAssertionError", "lower_shape_assertions", "assertion_from_error"]

_log = logging.getLogger(__name__)

#: Prefix of every rewritten assertion's message (how a runtime error is recognized as one).
MARKER = "shape assertion failed: "


class ShapeAssertionError(ValueError):
    """A call's inputs violate the program's shape assertions (``jax.export``'s symbolic
    dimension constraints); the message is the exporter's."""


class _Unknown(string.Formatter):
    def get_value(self, key, args, kwargs):  # noqa: D401 - every field prints as "?"
        return "?"


def _message(op: ir.Operation) -> str:
    text = ir.StringAttr(op.attributes["error_message"]).value if (
        "error_message" in op.attributes) else "shape assertion"
    try:
        text = _Unknown().format(text)
    except (ValueError, IndexError, KeyError):
        pass  # not a format string: kept as written
    return MARKER + text


def _is_shape_assertion(op: ir.Operation) -> bool:
    return (op.name == "stablehlo.custom_call"
            and ir.StringAttr(op.attributes["call_target_name"]).value == "shape_assertion")


def lower_shape_assertions(module: ir.Module) -> int:
    """Replaces each ``@shape_assertion`` custom call in ``module`` by
    ``cf.assert(tensor.extract(%pred), message)``; returns the count."""
    ops = find_ops(module.operation, _is_shape_assertion)
    with module.context:
        for op in ops:
            pred = op.operands[0]
            with ir.InsertionPoint(op), op.location:
                scalar = ir.Operation.create("tensor.extract", results=[ir.IntegerType.get_signless(1)],
                                             operands=[pred]).result
                ir.Operation.create("cf.assert", operands=[scalar],
                                    attributes={"msg": ir.StringAttr.get(_message(op))})
            op.erase()
    if ops:
        _log.debug("%d shape assertion(s) kept as cf.assert", len(ops))
    return len(ops)


def assertion_from_error(error: BaseException) -> ShapeAssertionError | None:
    """The :class:`ShapeAssertionError` an IREE runtime error reports, or None."""
    text = str(error)
    at = text.find(MARKER)
    if at < 0:
        return None
    message = text[at + len(MARKER):]
    for tail in ("; <vm>", "; ; "):  # IREE appends its stack after "; "
        end = message.find(tail)
        if end >= 0:
            message = message[:end]
    return ShapeAssertionError(message.rstrip("; "))
