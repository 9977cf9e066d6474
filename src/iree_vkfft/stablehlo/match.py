"""Recognize the operations a provider claims and describe them in plain Python terms.

Only structural information is read (op names, types, the ``fft_type``/``fft_length``
attributes). Constant payloads are never read: the Python bindings abort the process on
complex ``DenseElementsAttr`` values.
"""

from __future__ import annotations

import dataclasses
from typing import Callable

import numpy as np
from iree.compiler import ir

from .._types import FftType
from .errors import UnsupportedProgramError

__all__ = [
    "TensorSpec",
    "FftDescription",
    "tensor_spec",
    "element_dtype",
    "location_str",
    "describe_fft",
    "find_ops",
    "inside_loop",
    "replace_each",
    "function_signature",
    "largest_tensor_elements",
]


@dataclasses.dataclass(frozen=True)
class TensorSpec:
    """Shape and numpy dtype of a ranked tensor value. A dynamic dimension is ``None`` in
    ``shape`` (as JAX's shape polymorphism prints it) and ``?`` in ``str()`` (as MLIR does)."""

    shape: tuple[int | None, ...]
    dtype: np.dtype

    def __str__(self) -> str:
        dims = ("?" if d is None else str(d) for d in self.shape)
        return f"{self.dtype.name}[{','.join(dims)}]"

    @property
    def is_static(self) -> bool:
        return None not in self.shape

    @property
    def nbytes(self) -> int:
        if not self.is_static:
            raise ValueError(f"{self} has a dynamic dimension: its size is known per call")
        return int(np.prod(self.shape, dtype=np.int64)) * self.dtype.itemsize

    def matches(self, shape: tuple[int, ...]) -> bool:
        """Whether a concrete ``shape`` fits (any size where this spec is dynamic)."""
        return len(shape) == len(self.shape) and all(
            d is None or d == n for d, n in zip(self.shape, shape))

    def concrete(self, shape: tuple[int, ...]) -> "TensorSpec":
        """This spec at the concrete ``shape`` (which :meth:`matches` it)."""
        return TensorSpec(tuple(int(n) for n in shape), self.dtype)


@dataclasses.dataclass(frozen=True)
class FftDescription:
    """One ``stablehlo.fft`` op: kind, lengths and operand/result tensors."""

    fft_type: FftType
    fft_length: tuple[int, ...]
    operand: TensorSpec
    result: TensorSpec
    location: str

    @property
    def axes(self) -> tuple[int, ...]:
        """The transformed (trailing) axes as negative indices."""
        return tuple(range(-len(self.fft_length), 0))

    @property
    def is_static(self) -> bool:
        """False when a batch (non-transformed) dimension is dynamic; the transformed ones
        are fixed by ``fft_length``."""
        return self.operand.is_static and self.result.is_static

    def result_shape(self, shape: tuple[int, ...]) -> tuple[int, ...]:
        """The result's concrete shape for an operand of concrete ``shape``."""
        k = len(self.fft_length)
        return tuple(shape[:-k]) + tuple(self.result.shape[-k:])

    def __str__(self) -> str:
        lengths = "x".join(map(str, self.fft_length))
        return f"{self.fft_type.name}[{lengths}] {self.operand} -> {self.result}"


def location_str(op: ir.Operation) -> str:
    return str(op.location)


def element_dtype(t: ir.Type) -> np.dtype:
    """numpy dtype for an MLIR element type (raises for types numpy cannot hold)."""
    t = t.maybe_downcast()
    if isinstance(t, ir.ComplexType):
        inner = t.element_type.maybe_downcast()
        if isinstance(inner, ir.F32Type):
            return np.dtype(np.complex64)
        if isinstance(inner, ir.F64Type):
            return np.dtype(np.complex128)
    elif isinstance(t, ir.F32Type):
        return np.dtype(np.float32)
    elif isinstance(t, ir.F64Type):
        return np.dtype(np.float64)
    elif isinstance(t, ir.F16Type):
        return np.dtype(np.float16)
    elif isinstance(t, ir.IntegerType):
        it = t
        if it.width == 1:
            return np.dtype(np.bool_)
        if it.width in (8, 16, 32, 64):
            kind = "u" if it.is_unsigned else "i"
            return np.dtype(f"{kind}{it.width // 8}")
    raise TypeError(f"Element type {t} has no numpy equivalent")


def tensor_spec(t: ir.Type, *, what: str = "value") -> TensorSpec:
    """``TensorSpec`` of a ranked tensor type (dynamic dimensions as ``None``)."""
    rt = t.maybe_downcast()
    if not isinstance(rt, ir.RankedTensorType):
        raise UnsupportedProgramError(f"{what} has type {t}; only ranked tensors are supported")
    shape = tuple(None if rt.is_dynamic_dim(i) else int(rt.shape[i]) for i in range(rt.rank))
    return TensorSpec(shape, element_dtype(rt.element_type))


def _fft_type(op: ir.Operation) -> FftType:
    attr = op.attributes["fft_type"]
    # The attribute prints as ``#stablehlo<fft_type RFFT>``; there is no Python class for it.
    text = str(attr)
    prefix, suffix = "#stablehlo<fft_type ", ">"
    if text.startswith(prefix) and text.endswith(suffix):
        name = text[len(prefix) : -len(suffix)].strip()
        if name in FftType.__members__:
            return FftType[name]
    raise UnsupportedProgramError(f"Unknown fft_type {text} at {location_str(op)}")


def describe_fft(op: ir.Operation) -> FftDescription:
    """Describes a ``stablehlo.fft`` op, checking StableHLO's shape contract."""
    op = op.operation
    loc = location_str(op)
    if op.name != "stablehlo.fft":
        raise ValueError(f"Expected stablehlo.fft, got {op.name} at {loc}")
    fft_type = _fft_type(op)
    fft_length = tuple(int(n) for n in ir.DenseI64ArrayAttr(op.attributes["fft_length"]))
    operand = tensor_spec(op.operands[0].type, what=f"stablehlo.fft operand at {loc}")
    result = tensor_spec(op.results[0].type, what=f"stablehlo.fft result at {loc}")
    k = len(fft_length)
    if not 1 <= k <= 3 or k > len(operand.shape):
        raise UnsupportedProgramError(
            f"stablehlo.fft at {loc}: fft_length {list(fft_length)} must have 1 to 3 entries and "
            f"at most the operand rank {len(operand.shape)}"
        )
    for spec, what in ((operand, "operand"), (result, "result")):
        dynamic = [i - len(spec.shape) for i in range(len(spec.shape) - k, len(spec.shape))
                   if spec.shape[i] is None]
        if dynamic:
            raise UnsupportedProgramError(
                f"stablehlo.fft {fft_type.name} at {loc}: transformed axis {dynamic[0]} of the "
                f"{what} {spec} is dynamic, but fft_length {list(fft_length)} fixes it; no mode "
                "compiles that: export the program with a static size there (only batch axes "
                "may be dynamic)")
    if fft_type is FftType.RFFT:
        expected_in = fft_length
        expected_out = fft_length[:-1] + (fft_length[-1] // 2 + 1,)
    elif fft_type is FftType.IRFFT:
        expected_in = fft_length[:-1] + (fft_length[-1] // 2 + 1,)
        expected_out = fft_length
    else:
        expected_in = expected_out = fft_length
    if operand.shape[-k:] != expected_in or result.shape[-k:] != expected_out:
        raise UnsupportedProgramError(
            f"stablehlo.fft {fft_type.name} at {loc}: operand {operand} / result {result} do not "
            f"match fft_length {list(fft_length)} (expected trailing dims {list(expected_in)} -> "
            f"{list(expected_out)})"
        )
    return FftDescription(fft_type, fft_length, operand, result, loc)


def find_ops(root: ir.Operation, predicate: Callable[[ir.Operation], bool]) -> list[ir.Operation]:
    """All operations nested in ``root`` (pre-order) for which ``predicate`` is true."""
    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if predicate(op):
            found.append(op)
        return ir.WalkResult.ADVANCE

    root.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


def replace_each(module: ir.Module, name: str,
                 rewrite: Callable[[ir.Operation], "ir.Value | None"]) -> int:
    """Replaces each ``name`` op of ``module`` by ``rewrite(op)`` (built at the op, in its
    location; None: the op stays); returns the count."""

    def one(op: ir.Operation) -> "list[ir.Value] | None":
        y = rewrite(op)
        return None if y is None else [y]

    return replace_results(module, name, one)


def replace_results(module: ir.Module, name: str,
                    rewrite: Callable[[ir.Operation], "list[ir.Value] | None"]) -> int:
    """:func:`replace_each` for ops of several results: ``rewrite(op)`` gives one value per
    result (None: the op stays); returns the count."""
    count = 0
    with module.context:
        for op in find_ops(module.operation, lambda o: o.name == name):
            with ir.InsertionPoint(op), op.location:
                values = rewrite(op)
            if values is None:
                continue
            for result, value in zip(op.results, values):
                result.replace_all_uses_with(value)
            op.erase()
            count += 1
    return count


def inside_loop(op: ir.Operation) -> bool:
    """Whether ``op`` is nested in a ``stablehlo.while`` (of its function)."""
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        if parent.name == "stablehlo.while":
            return True
        parent = parent.parent
    return False


def function_signature(func_op: ir.Operation) -> tuple[list[TensorSpec], list[TensorSpec]]:
    """Input and result specs of a ``func.func``."""
    func_op = func_op.operation
    name = ir.StringAttr(func_op.attributes["sym_name"]).value
    ftype = ir.FunctionType(ir.TypeAttr(func_op.attributes["function_type"]).value)
    ins = [tensor_spec(t, what=f"input {i} of @{name}") for i, t in enumerate(ftype.inputs)]
    outs = [tensor_spec(t, what=f"output {i} of @{name}") for i, t in enumerate(ftype.results)]
    return ins, outs


def largest_tensor_elements(root: ir.Operation) -> int:
    """Elements of the largest statically shaped tensor any op nested in ``root`` produces or
    any block takes as an argument (a size for choosing the runtime driver, not a cost model)."""
    largest = 0

    def consider(t: ir.Type) -> None:
        nonlocal largest
        rt = t.maybe_downcast()
        if isinstance(rt, ir.RankedTensorType) and rt.has_static_shape:
            largest = max(largest, int(np.prod(rt.shape, dtype=np.int64)))

    def visit(op: ir.Operation) -> ir.WalkResult:
        for r in op.results:
            consider(r.type)
        for region in op.regions:
            for block in region.blocks:
                for a in block.arguments:
                    consider(a.type)
        return ir.WalkResult.ADVANCE

    root.walk(visit, ir.WalkOrder.PRE_ORDER)
    return largest
