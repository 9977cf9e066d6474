"""Split mode's FFTs on IREE's device: no host round trip between segments.

With the ``vkfft`` provider on the Vulkan target, each distinct FFT of the schedule (kind,
lengths, operand and result types) becomes one public function ``@fft_<i>`` of a companion
module beside the segments module, holding just that ``stablehlo.fft``; its FFTs are then
replaced by VkFFT's kernels as ``hal.dispatch.extern`` dispatches
(:func:`~iree_vkfft.dispatch.lower_ffts`, the lowering inline mode uses) and it is compiled
with the workaround registry's flags for such modules (kind "ffts", as inline modules get). Both modules are loaded
on IREE's one device for the thread; at run time an FFT step is a call into the companion,
over the buffer view the previous segment returned, and its result is a buffer view the next
segment takes as it is. Python only sequences the calls. (A separate module because the
segments must not take the extern flags: with ``--iree-opt-const-expr-hoisting=false`` IREE
3.13 fails on s2fft's segments, "'stream.async.dispatch' op : streamable op expected to be in
an execution region", on a constant-only ``cosine``.)

(Sharing one ``VkDevice`` between IREE and the engine instead is not possible from Python:
iree.runtime 3.13 creates its Vulkan devices itself (``HalDriver.create_device`` takes a device
id or info) and has no binding to wrap a foreign ``VkDevice`` or import its buffers.)

An FFT that cannot run as dispatches there (:func:`~iree_vkfft.dispatch.check_inlinable`: an
empty tensor, float64 without Float64 shaders, a buffer over ``maxStorageBufferRange``) stays
on the provider's host path, with the reason logged; so does every FFT when the lowering
itself fails. Other providers (host pocketfft, user-registered ones) run on the CPU by
definition and keep host arrays.
"""

from __future__ import annotations

import logging
from typing import Any, Sequence

from iree.compiler import ir
from iree.compiler.dialects import func

from ..dispatch import InlineError, InlinedFft, check_inlinable, lower_ffts
from ..stablehlo.partition import HostOpStep, Partition

__all__ = ["DeviceFfts", "add_fft_functions", "build_fft_module"]

_log = logging.getLogger(__name__)

FFT_OP = "stablehlo.fft"


class DeviceFfts:
    """Which FFT steps run on IREE's device: ``functions[i]`` is the exported function of
    ``partition.host_ops[i]`` (None: it runs on the host path); ``inlined`` what was lowered."""

    def __init__(self, functions: Sequence[str | None] = (),
                 inlined: Sequence[InlinedFft] = ()) -> None:
        self.functions = tuple(functions)
        self.inlined = tuple(inlined)

    def __bool__(self) -> bool:
        return any(f is not None for f in self.functions)

    def by_step(self, host_ops: Sequence[HostOpStep]) -> dict[int, str]:
        """``id(step) -> function`` for the steps that run on the device."""
        return {id(s): f for s, f in zip(host_ops, self.functions) if f is not None}


def _signature(op: ir.Operation) -> tuple[str, ...]:
    return (str(op.attributes["fft_type"]), str(op.attributes["fft_length"]),
            str(op.operands[0].type), str(op.results[0].type))


def _emit_fft_function(module: ir.Module, name: str, op: ir.Operation) -> None:
    """``func.func @name(%x: operand) -> result { stablehlo.fft %x }``, public."""
    operand_t, result_t = op.operands[0].type, op.results[0].type
    with module.context, op.location, ir.InsertionPoint(module.body):
        fn = func.FuncOp(name, ir.FunctionType.get([operand_t], [result_t]))
        block = fn.add_entry_block()
        with ir.InsertionPoint(block):
            attributes = {name: op.attributes[name] for name in op.attributes}
            y = ir.Operation.create(FFT_OP, results=[result_t], operands=[block.arguments[0]],
                                    attributes=attributes).result
            func.ReturnOp([y])


def add_fft_functions(module: ir.Module, host_ops: Sequence[HostOpStep], device: Any
                      ) -> list[str | None]:
    """Adds one public function per distinct FFT of ``host_ops`` that can run as VkFFT
    dispatches on ``device``; returns the function per step (None: the step stays on the
    host, its reason logged at INFO)."""
    taken = {ir.StringAttr(o.operation.attributes["sym_name"]).value
             for o in module.body.operations if "sym_name" in o.operation.attributes}
    by_signature: dict[tuple[str, ...], str] = {}
    names: list[str | None] = []
    for step in host_ops:
        if step.op_name != FFT_OP:
            names.append(None)
            continue
        try:
            check_inlinable(step.op, device)
        except InlineError as e:
            _log.info("split: the FFT at %s stays on the host path: %s", step.location, e)
            names.append(None)
            continue
        sig = _signature(step.op)
        name = by_signature.get(sig)
        if name is None:
            i = len(by_signature)
            while f"fft_{i}" in taken:
                i += 1
            name = by_signature[sig] = f"fft_{i}"
            taken.add(name)
            _emit_fft_function(module, name, step.op)
        names.append(name)
    return names


def build_fft_module(partition: Partition, device: Any) -> tuple[DeviceFfts, ir.Module | None]:
    """The companion module of ``partition``'s FFTs that can run as VkFFT dispatches on
    ``device`` (None when none can), lowered; :class:`InlineError` when the lowering fails."""
    with partition.module.context, ir.Location.unknown():
        module = ir.Module.create()
    functions = add_fft_functions(module, partition.host_ops, device)
    if not any(functions):
        return DeviceFfts(functions), None
    inlined = lower_ffts(module, device=device)
    for item in inlined:
        _log.info("split: %s runs on IREE's device as @%s (%d dispatches)", item.description,
                  item.function, item.dispatches)
    module.operation.verify()
    return DeviceFfts(functions, inlined), module
