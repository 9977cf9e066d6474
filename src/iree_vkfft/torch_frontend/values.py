"""What the torch front end reads from torch-dialect IR: tensor types, constant operands and
the module's ``dense_resource`` blobs.

IREE 3.13's Python bindings register the torch dialects (parsing, passes) but expose no
classes for their types or for reading a ``dense_resource`` blob, so two things are read from
their printed forms, each in one place here: a ``!torch.vtensor<[d0,d1],elt>`` type's shape
and element type, and the hex blobs of the module's ``dialect_resources`` section (the ONNX
importer stores every constant, ``dft_length`` included, as a blob).
"""

from __future__ import annotations

import numpy as np
from iree.compiler import ir

from .errors import TorchFrontendError

__all__ = ["vtensor", "is_vtensor", "builtin_type", "element_of", "is_complex", "constant",
           "constant_or_none",
           "op_name", "resource_blobs", "resource_array", "scalar_operand"]

_VTENSOR = "!torch.vtensor<"


def is_vtensor(t: ir.Type) -> bool:
    return str(t).startswith(_VTENSOR)


def vtensor(t: ir.Type) -> tuple[list[int], str]:
    """``(shape, element)`` of a static ``!torch.vtensor`` (element as MLIR spells it:
    ``f32``, ``complex<f32>``, ``si64``). A dynamic or unranked one: TorchFrontendError."""
    text = str(t)
    if not (text.startswith(_VTENSOR + "[") and text.endswith(">")):
        raise TorchFrontendError(f"expected a ranked !torch.vtensor, got {text}")
    dims, sep, element = text[len(_VTENSOR) + 1:-1].partition("],")
    if not sep:
        raise TorchFrontendError(f"expected a ranked !torch.vtensor, got {text}")
    try:
        shape = [int(d) for d in dims.split(",")] if dims else []
    except ValueError:
        raise TorchFrontendError(
            f"dynamic dimensions around an FFT are not supported yet ({text}); export the "
            f"program with static shapes") from None
    if any(d < 0 for d in shape):
        raise TorchFrontendError(f"dynamic dimensions around an FFT are not supported yet "
                                 f"({text}); export the program with static shapes")
    return shape, element


def builtin_element(element: str) -> str:
    """A torch element type as the builtin tensor carries it (signed/unsigned integers become
    signless, as torch-mlir's backend type conversion makes them)."""
    if element.startswith(("si", "ui")):
        return "i" + element[2:]
    return element


def builtin_type(t: ir.Type) -> ir.RankedTensorType:
    """The builtin tensor type ``torch_c.to_builtin_tensor`` gives a static vtensor."""
    shape, element = vtensor(t)
    return ir.RankedTensorType.get(shape, ir.Type.parse(builtin_element(element)))


def element_of(t: ir.Type) -> str:
    return vtensor(t)[1]


def is_complex(v: ir.Value) -> bool:
    return is_vtensor(v.type) and element_of(v.type).startswith("complex<")


def op_name(op: ir.Operation) -> str:
    """The ATen/ONNX name of either spelling: a named op (``torch.aten.fft_rfft``) or the
    generic ``torch.operator "torch.aten.fft_irfft"`` / ``torch.operator "onnx.DFT"``."""
    if op.name == "torch.operator":
        return ir.StringAttr(op.attributes["name"]).value
    return op.name


_SCALARS = {
    "torch.constant.none": lambda a: None,
    "torch.constant.int": lambda a: ir.IntegerAttr(a["value"]).value,
    "torch.constant.float": lambda a: ir.FloatAttr(a["value"]).value,
    "torch.constant.str": lambda a: ir.StringAttr(a["value"]).value,
    "torch.constant.bool": lambda a: ir.BoolAttr(a["value"]).value,
    "torch.constant.device": lambda a: ir.StringAttr(a["value"]).value,
}


def constant(v: ir.Value, blobs: dict[str, bytes] | None = None):
    """The Python value of a constant operand: ``torch.constant.*``, a
    ``torch.prim.ListConstruct`` of constants, or ``torch.aten.item`` of a scalar literal
    (torch-mlir's form of an ONNX scalar). Anything else: TorchFrontendError (the front end
    needs FFT lengths, axes and norms known when it compiles)."""
    owner = v.owner
    op = getattr(owner, "operation", owner)
    if not isinstance(op, ir.Operation):
        raise TorchFrontendError(f"an FFT parameter is a function argument ({v}); it must be "
                                 f"a constant of the exported program")
    read = _SCALARS.get(op.name)
    if read is not None:
        return read(op.attributes)
    if op.name == "torch.prim.ListConstruct":
        return [constant(x, blobs) for x in op.operands]
    if op.name == "torch.aten.item":
        value = scalar_operand(op.operands[0], blobs or {})
        if value is not None:
            return value
    raise TorchFrontendError(f"an FFT parameter is computed at run time ({op.name}); it must "
                             f"be a constant of the exported program")


def constant_or_none(v: ir.Value, blobs: dict[str, bytes] | None = None):
    """:func:`constant`, or None where ``v`` is not a constant (a form that does not match)."""
    try:
        return constant(v, blobs)
    except TorchFrontendError:
        return None


def resource_blobs(module: ir.Module) -> dict[str, bytes]:
    """The ``builtin`` dialect resources of ``module``: name -> raw bytes (the blob's 4-byte
    alignment header dropped). Read from the printed module's ``{-# dialect_resources #-}``
    section, whose lines are ``name: "0xHEX"``."""
    text = module.operation.get_asm(large_elements_limit=None)
    start = text.rfind("{-#")
    blobs: dict[str, bytes] = {}
    if start < 0:
        return blobs
    for line in text[start:].splitlines():
        name, sep, value = line.strip().rstrip(",").partition(": ")
        if sep and value.startswith('"0x') and value.endswith('"'):
            blobs[name] = bytes.fromhex(value[3:-1])[4:]
    return blobs


_NUMPY = {"f32": np.float32, "f64": np.float64, "f16": np.float16, "i64": np.int64,
          "si64": np.int64, "i32": np.int32, "si32": np.int32, "i8": np.int8, "si8": np.int8,
          "ui8": np.uint8, "i1": np.bool_, "complex<f32>": np.complex64,
          "complex<f64>": np.complex128}


def resource_array(attr: ir.Attribute, blobs: dict[str, bytes]) -> np.ndarray | None:
    """A ``dense_resource<name> : tensor<...>`` attribute's data (None: not one, or a blob
    this module does not hold)."""
    if not isinstance(attr, ir.DenseResourceElementsAttr) and not str(attr).startswith(
            "dense_resource<"):
        return None
    name = str(attr)[len("dense_resource<"):].partition(">")[0]
    if name not in blobs:
        return None
    t = ir.RankedTensorType(attr.type)
    element = str(t.element_type)
    if element not in _NUMPY:
        return None
    return np.frombuffer(blobs[name], _NUMPY[element]).reshape(list(t.shape))


def scalar_operand(v: ir.Value, blobs: dict[str, bytes]):
    """A one-element integer constant tensor (``onnx.Constant``, ``torch.vtensor.literal``)
    as a Python int, or None when ``v`` is not one."""
    owner = v.owner
    op = getattr(owner, "operation", owner)
    if not isinstance(op, ir.Operation):
        return None
    for key in ("torch.onnx.value", "value"):
        if key not in op.attributes:
            continue
        attr = op.attributes[key]
        data = resource_array(attr, blobs)
        if data is None and isinstance(attr, ir.DenseIntElementsAttr):
            data = np.array([int(x) for x in ir.DenseIntElementsAttr(attr)])
        if data is not None and data.size == 1 and data.dtype.kind in "iu":
            return int(data.reshape(-1)[0])
    return None
