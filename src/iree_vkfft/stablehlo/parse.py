"""Turn the many forms a StableHLO program arrives in into an ``iree.compiler.ir`` module.

Accepted: MLIR text, a path to a ``.mlir``/``.mlirbc`` file, MLIR bytecode (or text) as
``bytes``, an existing ``ir.Module``, or any object with ``as_text()`` (e.g. ``jax.stages.Lowered``)
or ``mlir_module()``. JAX itself is never imported here.

JAX wraps every ``jnp.fft.*`` call (and helpers such as ``_pad``) in a private ``func.func``
reached by ``call``: :func:`parse_program` inlines them so the entry function is one flat body.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from iree.compiler import ir, passmanager

from .assertions import lower_shape_assertions
from .errors import StableHLOError

__all__ = ["load_module", "inline_calls", "find_entry", "parse_program"]

_log = logging.getLogger(__name__)

_BYTECODE_MAGIC = b"ML\xefR"
_MLIR_SUFFIXES = (".mlir", ".mlirbc")


def _source_to_text_or_bytes(source: Any) -> tuple[str | bytes, str]:
    """Returns ``(payload, origin)`` where origin describes the source for messages."""
    if isinstance(source, os.PathLike):
        path = Path(source)
        if not path.is_file():
            raise FileNotFoundError(f"MLIR file not found: {path}")
        return path.read_bytes(), str(path)
    if isinstance(source, str):
        stripped = source.strip()
        looks_like_path = "\n" not in stripped and stripped.endswith(_MLIR_SUFFIXES)
        if looks_like_path:
            path = Path(stripped)
            if not path.is_file():
                raise FileNotFoundError(f"MLIR file not found: {path}")
            return path.read_bytes(), str(path)
        return source, "<string>"
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source), "<bytes>"
    if hasattr(source, "as_text") and callable(source.as_text):
        return source.as_text(), f"<{type(source).__name__}.as_text()>"
    if hasattr(source, "mlir_module") and callable(source.mlir_module):
        inner = source.mlir_module()
        return (inner if isinstance(inner, (str, bytes)) else str(inner)), (
            f"<{type(source).__name__}.mlir_module()>"
        )
    raise TypeError(
        "Expected StableHLO as text, a path to a .mlir/.mlirbc file, bytes, an ir.Module, or an "
        f"object with as_text()/mlir_module(); got {type(source).__name__}"
    )


def load_module(source: Any, *, context: ir.Context | None = None) -> ir.Module:
    """Parses ``source`` into an ``ir.Module`` in ``context`` (a new context if None).

    Raises:
        StableHLOError: the text or bytecode is not valid MLIR (the message carries MLIR's
            diagnostics).
    """
    if isinstance(source, ir.Module):
        if context is None or source.context is context:
            return source
        source = str(source)
    payload, origin = _source_to_text_or_bytes(source)
    if isinstance(payload, bytes) and not payload.startswith(_BYTECODE_MAGIC):
        try:
            payload = payload.decode("utf-8")
        except UnicodeDecodeError as e:
            raise StableHLOError(f"{origin} is neither MLIR bytecode nor UTF-8 text") from e
    ctx = context if context is not None else ir.Context()
    try:
        module = ir.Module.parse(payload, ctx)
    except ir.MLIRError as e:
        raise StableHLOError(f"Malformed MLIR in {origin}: {e}") from None
    _log.debug("parsed StableHLO module from %s", origin)
    return module


def inline_calls(module: ir.Module) -> None:
    """Inlines every ``func.call`` in ``module`` (in place)."""
    has_call = False

    def visit(op: ir.Operation) -> ir.WalkResult:
        nonlocal has_call
        if op.name == "func.call":
            has_call = True
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    if not has_call:
        return
    with module.context:
        pm = passmanager.PassManager.parse("builtin.module(inline)")
        try:
            pm.run(module.operation)
        except ir.MLIRError as e:
            raise StableHLOError(f"Could not inline private functions: {e}") from None


def find_entry(module: ir.Module, entry: str = "main") -> ir.Operation:
    """Returns the ``func.func`` named ``entry``."""
    names = []
    for op in module.body.operations:
        op = op.operation
        if op.name != "func.func":
            continue
        name = ir.StringAttr(op.attributes["sym_name"]).value
        names.append(name)
        if name == entry:
            return op
    raise StableHLOError(
        f"Entry function {entry!r} not found; the module defines: "
        + (", ".join(names) if names else "no functions")
    )


def parse_program(
    source: Any, *, entry: str = "main", context: ir.Context | None = None
) -> tuple[ir.Module, ir.Operation]:
    """Loads ``source``, inlines calls, keeps JAX's shape assertions as assertions IREE
    enforces (:mod:`.assertions`) and returns ``(module, entry_func)``."""
    module = load_module(source, context=context)
    find_entry(module, entry)
    inline_calls(module)
    lower_shape_assertions(module)
    return module, find_entry(module, entry)
