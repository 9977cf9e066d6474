"""The torch functions of a rewritten module lowered to linalg on builtin tensors, in process,
with IREE's own torch (and ONNX) input passes.

What comes out is what every mode takes: ``func.func @entry`` over builtin tensors whose ops
are linalg / tensor / arith, calling the private StableHLO functions of the FFTs.
"""

from __future__ import annotations

import logging

import numpy as np
from iree.compiler import ir, passmanager

from .errors import TorchFrontendError
from .rewrite import walk_ops
from .values import resource_array, resource_blobs

__all__ = ["ONNX_TO_TORCH", "TORCH_TO_LINALG", "run_passes", "onnx_to_torch", "torch_to_linalg",
           "materialize_constants", "fold_scalar_truncations"]

_log = logging.getLogger(__name__)

#: torch-mlir's ONNX conversion (what ``iree-compile --iree-input-type=onnx`` runs first; a
#: full conversion: every ``onnx.DFT`` must be rewritten before it)
ONNX_TO_TORCH = ("builtin.module(func.func(convert-torch-onnx-to-torch{allow-non-finites=true}),"
                 "canonicalize)")

#: IREE 3.13's torch input pipeline (``iree-compile --iree-input-type=torch
#: --mlir-print-ir-after-all``) up to, not including, ``torch-iree-func-conversion`` (IREE's
#: ABI, which no mode's parser takes), finished by torch-mlir's backend type conversion so the
#: functions take and return builtin tensors. torch-mlir's own backend pipelines refuse the
#: module ("found an op that was marked as backend illegal": the StableHLO functions).
TORCH_TO_LINALG = (
    "builtin.module(func.func(torch-iree-bind-symbolic-shapes,"
    "torch-iree-set-strict-symbolic-shapes,canonicalize,torch-recompose-complex-ops,"
    "torch-reduce-op-variants,torch-decompose-complex-ops,canonicalize,torch-scalarize-shapes,"
    "convert-torch-to-tmtensor,torch-iree-tm-tensor-to-linalg-ext,convert-torch-to-tensor,"
    "torch-iree-torch-unstructured-to-linalg-ext,convert-torch-to-linalg,cse,"
    "convert-torch-to-scf,convert-torch-to-arith),"
    "torch-func-backend-type-conversion,func.func(torch-finalizing-backend-type-conversion),"
    "canonicalize)")


def run_passes(module: ir.Module, pipeline: str, what: str) -> None:
    with module.context:
        try:
            passmanager.PassManager.parse(pipeline).run(module.operation)
        except ir.MLIRError as e:
            raise TorchFrontendError(f"IREE's {what} failed on the program: {e}") from None


def onnx_to_torch(module: ir.Module) -> None:
    run_passes(module, ONNX_TO_TORCH, "ONNX to torch conversion")


def torch_to_linalg(module: ir.Module) -> None:
    """Lowers every torch op; one left over (an op IREE's torch path does not legalize) is an
    error naming it."""
    run_passes(module, TORCH_TO_LINALG, "torch lowering (IREE 3.13's torch input passes)")
    left = sorted({op.name for op in walk_ops(module)
                   if op.name.startswith(("torch.", "torch_c."))})
    if left:
        raise TorchFrontendError(f"IREE's torch lowering left these ops of the program: "
                                 f"{', '.join(left)}")


def materialize_constants(module: ir.Module, blobs: dict[str, bytes] | None = None) -> int:
    """Every ``dense_resource`` attribute as a plain dense attribute and every
    ``util.global.load`` of an initialised global as an ``arith.constant``: split mode builds
    its segments in new modules, which carry neither the blobs ("resource data missing in
    input IR") nor the globals ("undefined global"). ``blobs``: the module's
    :func:`~.values.resource_blobs`, when already read (printing a program with its weights
    is not free). Returns the attributes changed."""
    blobs = resource_blobs(module) if blobs is None else blobs
    inits = {}
    for op in module.body.operations:
        op = op.operation
        if op.name == "util.global" and "initial_value" in op.attributes:
            init = op.attributes["initial_value"]
            inits[ir.StringAttr(op.attributes["sym_name"]).value] = _dense(init, blobs)
    changed = 0
    for op in walk_ops(module):
        if op.name == "util.global.load":
            name = ir.FlatSymbolRefAttr(op.attributes["global"]).value
            if name not in inits:
                raise TorchFrontendError(f"the program loads a mutable global @{name}")
            with op.context, op.location, ir.InsertionPoint(op):
                c = ir.Operation.create("arith.constant", results=[op.results[0].type],
                                        attributes={"value": inits[name]})
            op.results[0].replace_all_uses_with(c.result)
            op.erase()
            changed += 1
            continue
        for key in [getattr(a, "name", a) for a in op.attributes]:
            attr = op.attributes[key]
            dense = _dense(attr, blobs)
            if dense is not attr:
                op.attributes[key] = dense
                changed += 1
    for op in list(module.body.operations):
        if op.operation.name == "util.global":
            op.operation.erase()
    return changed


def _dense(attr: ir.Attribute, blobs: dict[str, bytes]) -> ir.Attribute:
    data = resource_array(attr, blobs)
    if data is None:
        return attr
    with attr.context:
        return ir.DenseElementsAttr.get(data.copy(), type=attr.type)


def fold_scalar_truncations(module: ir.Module) -> int:
    """Every ``arith.truncf`` of an ``arith.constant`` f64 scalar replaced by the f32 constant
    (numpy's float32 rounding: IEEE round-to-nearest-even, what truncf does). torch's scalars
    are doubles (a clamp's min, layer_norm's eps); iree-vkfft compiles with float64 kept
    (``--iree-input-demote-f64-to-f32=false``), so these f64 constants would reach targets
    without float64: Metal rejects them ("failed to legalize operation 'arith.constant'").
    Returns the truncations folded."""
    folded = 0
    for op in walk_ops(module):
        if op.name != "arith.truncf" or not isinstance(op.results[0].type.maybe_downcast(),
                                                       ir.F32Type):
            continue
        source = getattr(op.operands[0].owner, "operation", op.operands[0].owner)
        if not (isinstance(source, ir.Operation) and source.name == "arith.constant"
                and isinstance(source.results[0].type.maybe_downcast(), ir.F64Type)):
            continue
        value = float(np.float32(ir.FloatAttr(source.attributes["value"]).value))
        with op.context, op.location, ir.InsertionPoint(op):
            c = ir.Operation.create("arith.constant", results=[op.results[0].type], attributes={
                "value": ir.FloatAttr.get(ir.F32Type.get(), value)})
        op.results[0].replace_all_uses_with(c.result)
        op.erase()
        if not list(source.results[0].uses):
            source.erase()
        folded += 1
    return folded
