"""Replace every ``stablehlo.fft`` of a module by a call to a private function running VkFFT's
kernels as ``hal.dispatch.extern`` ops (inline mode; split mode's FFT functions).

Per distinct FFT (kind, lengths, operand and result types) one private wrapper
``@vkfft_<kind>_<lengths>_<batch>_<dtype>`` is emitted; it

1. (IRFFT only) projects the input onto what numpy/XLA compute with: the imaginary parts of
   the DC and (even length) Nyquist planes are ignored after the inverse C2C over the leading
   FFT axes, which is the Hermitian projection ``(P[k] + conj(P[-k])) / 2`` of those planes
   over the leading axes (for 1-D: their imaginary parts set to zero);
2. flattens the batch and FFT dims into the plan's flat input buffer (VkFFT's batch is the
   product of the leading dims);
3. calls ``@..._kernels`` (:func:`~iree_vkfft.dispatch.emit.emit_kernel_func`);
4. reshapes the flat output buffer to the op's result type.

StableHLO's 1/N of IFFT/IRFFT is folded into the kernels (plans built with ``normalize``).
"""

from __future__ import annotations

import dataclasses
import logging
import math
from typing import Any

import numpy as np
from iree.compiler import ir
from iree.compiler.dialects import func

from .. import _tuning
from .._types import FftType, PlanKey, R2rType
from ..stablehlo.match import FftDescription, describe_fft, find_ops, location_str
from .batching import chunk_dynamic_ffts
from .emit import emit_kernel_func, fresh_copy
from .errors import InlineError
from .kernels import KernelLimits, KernelSet, expected_sizes, export_kernel_set

__all__ = ["InlinedFft", "check_inlinable", "lower_ffts", "plan_key_for"]

_log = logging.getLogger(__name__)

_FFT_OP = "stablehlo.fft"


@dataclasses.dataclass(frozen=True)
class InlinedFft:
    """One distinct FFT replaced by a call (``count`` ops shared the wrapper)."""

    description: str
    function: str
    key: PlanKey
    dispatches: int
    spirv_bytes: int
    count: int = 1
    #: what the kernels need of the device that runs them (checked at a program's first call)
    limits: KernelLimits = KernelLimits()

    def to_json(self) -> dict:
        key = dataclasses.asdict(self.key)
        key["fft_type"] = self.key.fft_type.value
        key["target"] = [list(kv) for kv in self.key.target]
        key["options"] = [list(kv) for kv in self.key.options]
        return dict(dataclasses.asdict(self), key=key)

    @classmethod
    def from_json(cls, data: dict) -> "InlinedFft":
        k = data["key"]
        fft_type = (FftType(k["fft_type"]) if k["fft_type"] in FftType._value2member_map_
                    else R2rType(k["fft_type"]))
        key = PlanKey(k["device"], fft_type, tuple(k["shape"]), k["batch"], k["dtype"],
                      k["normalize"], tuple(map(tuple, k["options"])),
                      tuple(map(tuple, k["target"])))
        lim = data["limits"]
        limits = KernelLimits(tuple(lim["workgroup_size"]), lim["workgroup_invocations"],
                              tuple(lim["workgroup_count"]), lim["shared_memory"],
                              lim["float64"])
        return cls(**dict(data, key=key, limits=limits))


def plan_key_for(desc: FftDescription, device: Any, *, isolate_rows: bool = True,
                 target: Any = None) -> PlanKey:
    """The VkFFT plan computing ``desc`` on ``device`` (1/N folded in for the inverses), or,
    with a :class:`~iree_vkfft.inline.target.TargetDevice`, for that device's limits (VkFFT's
    defaults for its vendor). C2C reads its operand out of place where that pays, so call sites
    need no clone of it."""
    k = len(desc.fft_length)
    batch = math.prod(desc.operand.shape[:-k])
    precision = "float64" if desc.operand.dtype in (np.float64, np.complex128) else "float32"
    out_of_place = _tuning.c2c_reads_input_directly(target if target is not None else device,
                                                    desc.fft_length)
    return _tuning.plan_key(device, desc.fft_type, tuple(desc.fft_length), batch, precision,
                            desc.fft_type.is_inverse and math.prod(desc.fft_length) > 1,
                            isolate_rows=isolate_rows, out_of_place=out_of_place,
                            target=target)


def _check_static(op: ir.Operation) -> FftDescription:
    loc = location_str(op)
    desc = describe_fft(op)
    if 0 in desc.operand.shape or 0 in desc.result.shape:
        raise InlineError(f"stablehlo.fft at {loc} has an empty tensor ({desc}); use "
                          "mode='split'")
    return desc


def _check_device(desc: FftDescription, device: Any) -> None:
    if desc.operand.dtype in (np.float64, np.complex128) and not device.float64:
        raise InlineError(f"{desc} at {desc.location} needs Float64 shaders, which "
                          f"{device.name} lacks; use mode='split' (host FFT)")


def check_inlinable(op: ir.Operation, device: Any) -> FftDescription:
    """``op``'s description when its FFT can run as VkFFT dispatches on ``device`` (an engine
    :class:`~iree_vkfft._engine.Device`); :class:`InlineError` saying
    why not: an empty tensor, float64 on a device without Float64 shaders, or a static transform
    whose buffers exceed the device's ``maxStorageBufferRange`` (a dynamic batch is chunked
    under it, :mod:`.batching`)."""
    desc = _check_static(op)
    _check_device(desc, device)
    if all(n is not None for n in desc.operand.shape):
        itemsize = 8 if desc.operand.dtype in (np.float64, np.complex128) else 4
        k = len(desc.fft_length)
        batch = math.prod(desc.operand.shape[:-k])
        largest = max(expected_sizes(desc.fft_type, desc.fft_length, batch, itemsize))
        if largest > device.max_storage_buffer_range:
            raise InlineError(f"{desc} at {desc.location} binds a {largest}-byte buffer, over "
                              f"{device.name}'s maxStorageBufferRange "
                              f"({device.max_storage_buffer_range})")
    return desc


def _create(name: str, result: ir.Type, operands: list[ir.Value],
            attributes: dict[str, ir.Attribute] | None = None) -> ir.Value:
    return ir.Operation.create(name, results=[result], operands=operands,
                               attributes=attributes or {}).result


def _i64_array(values) -> ir.Attribute:
    return ir.DenseI64ArrayAttr.get([int(v) for v in values])


def _with_shape(t: ir.RankedTensorType, shape) -> ir.RankedTensorType:
    return ir.RankedTensorType.get([int(s) for s in shape], t.element_type)


def _slice(v: ir.Value, axis: int, start: int, stop: int) -> ir.Value:
    t = ir.RankedTensorType(v.type)
    starts = [0] * t.rank
    limits = list(t.shape)
    starts[axis], limits[axis] = start, stop
    shape = list(t.shape)
    shape[axis] = stop - start
    return _create("stablehlo.slice", _with_shape(t, shape), [v], {
        "start_indices": _i64_array(starts), "limit_indices": _i64_array(limits),
        "strides": _i64_array([1] * t.rank)})


def _concat(values: list[ir.Value], axis: int) -> ir.Value:
    if len(values) == 1:
        return values[0]
    t = ir.RankedTensorType(values[0].type)
    shape = list(t.shape)
    shape[axis] = sum(ir.RankedTensorType(v.type).shape[axis] for v in values)
    return _create("stablehlo.concatenate", _with_shape(t, shape), values,
                   {"dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), axis)})


def _negate_index(v: ir.Value, axis: int) -> ir.Value:
    """``v[..., (-i) mod n, ...]`` along ``axis``: element 0 stays, the rest is reversed."""
    n = ir.RankedTensorType(v.type).shape[axis]
    if n == 1:
        return v
    rest = _slice(v, axis, 1, n)
    rev = _create("stablehlo.reverse", rest.type, [rest],
                  {"dimensions": _i64_array([axis])})
    return _concat([_slice(v, axis, 0, 1), rev], axis)


def _splat(t: ir.RankedTensorType, value: float) -> ir.Value:
    attr = ir.DenseElementsAttr.get_splat(t, ir.FloatAttr.get(t.element_type, value))
    return _create("stablehlo.constant", t, [], {"value": attr})


def _project_plane(p: ir.Value, lead_axes: list[int]) -> ir.Value:
    """Hermitian part of plane ``p`` over ``lead_axes``; for 1-D, ``p`` with zero imag."""
    ct = ir.RankedTensorType(p.type)
    real_t = ir.RankedTensorType.get(list(ct.shape), ir.ComplexType(ct.element_type).element_type)
    re = _create("stablehlo.real", real_t, [p])
    if not lead_axes:
        return _create("stablehlo.complex", ct, [re, _splat(real_t, 0.0)])
    im = _create("stablehlo.imag", real_t, [p])
    re_n, im_n = re, im
    for axis in lead_axes:
        re_n, im_n = _negate_index(re_n, axis), _negate_index(im_n, axis)
    half = _splat(real_t, 0.5)
    re2 = _create("stablehlo.multiply", real_t,
                  [_create("stablehlo.add", real_t, [re, re_n]), half])
    im2 = _create("stablehlo.multiply", real_t,
                  [_create("stablehlo.subtract", real_t, [im, im_n]), half])
    return _create("stablehlo.complex", ct, [re2, im2])


def _hermitian_input(x: ir.Value, fft_length: tuple[int, ...]) -> ir.Value:
    """IRFFT input with the DC/Nyquist planes replaced by what numpy's C2R reads from them."""
    t = ir.RankedTensorType(x.type)
    rank, k = t.rank, len(fft_length)
    last = rank - 1
    m = t.shape[last]
    lead_axes = list(range(rank - k, last))
    planes = [0] + ([m - 1] if fft_length[-1] % 2 == 0 and m > 1 else [])
    pieces, start = [], 0
    for p in planes:
        if p > start:
            pieces.append(_slice(x, last, start, p))
        pieces.append(_project_plane(_slice(x, last, p, p + 1), lead_axes))
        start = p + 1
    if start < m:
        pieces.append(_slice(x, last, start, m))
    return _concat(pieces, last)


def _trivial_transform(desc: FftDescription, x: ir.Value, result: ir.Type) -> ir.Value:
    """The FFT over lengths that are all 1 (VkFFT records no dispatch for it): the identity
    for FFT/IFFT (1/N = 1), ``complex(x, 0)`` for RFFT, ``real(x)`` for IRFFT."""
    if desc.fft_type in (FftType.FFT, FftType.IFFT):
        return x
    if desc.fft_type is FftType.RFFT:
        zeros = _splat(ir.RankedTensorType(x.type), 0.0)
        return _create("stablehlo.complex", result, [x, zeros])
    return _create("stablehlo.real", result, [x])


def _flat_type(nbytes: int, element: ir.Type, itemsize: int) -> ir.RankedTensorType:
    return ir.RankedTensorType.get([nbytes // itemsize], element)


def _unique_name(base: str, taken: set[str]) -> str:
    name, i = base, 1
    while name in taken:
        i += 1
        name = f"{base}_{i}"
    taken.add(name)
    return name


def _base_name(desc: FftDescription, key: PlanKey) -> str:
    lengths = "x".join(map(str, desc.fft_length))
    return f"vkfft_{desc.fft_type.name.lower()}_{lengths}_b{key.batch}_{key.dtype[-2:]}"


def _emit_wrapper(name: str, desc: FftDescription, op: ir.Operation, kernels: KernelSet,
                  key: PlanKey) -> func.FuncOp:
    operand_t = ir.RankedTensorType(op.operands[0].type)
    result_t = ir.RankedTensorType(op.results[0].type)
    real = ir.F64Type.get() if key.dtype == "float64" else ir.F32Type.get()
    itemsize = 8 if key.dtype == "float64" else 4
    in_bytes, out_bytes = expected_sizes(desc.fft_type, desc.fft_length, key.batch, itemsize)
    for role_id, want in ((kernels.input_id, in_bytes), (kernels.output_id, out_bytes)):
        b = kernels.buffers[role_id]
        if b.size != want:
            raise InlineError(f"{desc} at {desc.location}: VkFFT's {b.role} buffer holds "
                              f"{b.size} bytes, the tensor {want}; use mode='split'")
    in_flat = _flat_type(in_bytes, operand_t.element_type,
                         itemsize * (1 if desc.fft_type is FftType.RFFT else 2))
    out_flat = _flat_type(out_bytes, result_t.element_type,
                          itemsize * (1 if desc.fft_type is FftType.IRFFT else 2))
    kfunc = emit_kernel_func(f"{name}_kernels", kernels, in_flat, out_flat, real)
    wrapper = func.FuncOp(name, ir.FunctionType.get([operand_t], [result_t]),
                          visibility="private")
    block = wrapper.add_entry_block()
    with ir.InsertionPoint(block):
        x = block.arguments[0]
        if desc.fft_type is FftType.IRFFT:
            x = _hermitian_input(x, desc.fft_length)
        flat = _create("stablehlo.reshape", in_flat, [x])
        y = func.CallOp(kfunc, [flat]).result
        func.ReturnOp([_create("stablehlo.reshape", result_t, [y])])
    return wrapper


def _exported(key: PlanKey, desc: FftDescription, dev: Any) -> KernelSet:
    """The plan's kernels, with a warning when a buffer exceeds what drivers must accept."""
    kernels = export_kernel_set(key, dev)
    largest = max(b.size for b in kernels.buffers)
    if largest > dev.max_storage_buffer_range:
        _log.warning("%s binds a %d-byte buffer, over %s's maxStorageBufferRange (%d); drivers "
                     "other than lavapipe may reject it", desc, largest, dev.name,
                     dev.max_storage_buffer_range)
    return kernels


def _lower_trivial(op: ir.Operation, desc: FftDescription) -> None:
    """Replaces an FFT over length-1 axes by plain StableHLO."""
    with ir.InsertionPoint(op), op.location:
        y = _trivial_transform(desc, op.operands[0], op.results[0].type)
    op.results[0].replace_all_uses_with(y)
    op.erase()
    _log.info("%s over length 1 lowered to plain StableHLO", desc)


class _Lowering:
    """The state of :func:`lower_ffts` over one module: one wrapper function per distinct FFT
    signature, one kernel export per plan key, the symbol names taken."""

    def __init__(self, module: ir.Module, dev: Any, isolate_rows: bool, target: Any) -> None:
        self.module, self.dev, self.isolate_rows, self.target = module, dev, isolate_rows, target
        self.taken = {ir.StringAttr(o.operation.attributes["sym_name"]).value
                      for o in module.body.operations if "sym_name" in o.operation.attributes}
        self.wrappers: dict[tuple, func.FuncOp] = {}
        self.writes_input: dict[tuple, bool] = {}
        self.kernel_sets: dict[PlanKey, KernelSet] = {}
        self.inlined: dict[tuple, InlinedFft] = {}

    def replace(self, op: ir.Operation, desc: FftDescription, site: int) -> None:
        """Replaces ``op`` by a call to its signature's wrapper (emitted on first use)."""
        sig = (desc.fft_type, desc.fft_length, str(op.operands[0].type),
               str(op.results[0].type))
        wrapper = self.wrappers.get(sig)
        if wrapper is None:
            wrapper = self._emit(op, desc, sig)
        else:
            self.inlined[sig] = dataclasses.replace(self.inlined[sig],
                                                    count=self.inlined[sig].count + 1)
        with ir.InsertionPoint(op), op.location:
            x = op.operands[0]
            call = func.CallOp(wrapper, [fresh_copy(x, site) if self.writes_input[sig] else x])
        op.results[0].replace_all_uses_with(call.result)
        op.erase()

    def _emit(self, op: ir.Operation, desc: FftDescription, sig: tuple) -> func.FuncOp:
        """The wrapper of a new signature, at the end of the module (its plan's kernels
        exported once per key)."""
        key = plan_key_for(desc, self.dev, isolate_rows=self.isolate_rows, target=self.target)
        kernels = self.kernel_sets.get(key)
        if kernels is None:
            kernels = self.kernel_sets[key] = _exported(key, desc, self.dev)
        name = _unique_name(_base_name(desc, key), self.taken)
        self.taken.add(f"{name}_kernels")
        with ir.InsertionPoint(self.module.body):
            wrapper = self.wrappers[sig] = _emit_wrapper(name, desc, op, kernels, key)
        # IRFFT's wrapper projects its input into a new value first, but the kernels
        # still write that value: keep the clone whenever they write their input.
        self.writes_input[sig] = kernels.writes_input
        self.inlined[sig] = InlinedFft(str(desc), name, key, len(kernels.dispatches),
                                       kernels.spirv_bytes,
                                       limits=kernels.limits(key.dtype == "float64"))
        return wrapper


def lower_ffts(module: ir.Module, *, device: Any = None, isolate_rows: bool = True,
               target: Any = None) -> list[InlinedFft]:
    """Replaces every ``stablehlo.fft`` in ``module`` (in place) by a call to a private
    function holding VkFFT's dispatches; returns one entry per distinct FFT.

    ``device``: the VkFFT device the kernels are built for (default: iree_vkfft's default
    device; a :class:`~iree_vkfft._engine.Device` is used as given). ``isolate_rows``: real transforms keep rows independent (a NaN/Inf in one row does
    not reach its partner in VkFFT's two-rows-per-transform packing; ~1.4x slower kernels).
    ``target``: a :class:`~iree_vkfft.inline.target.TargetDevice` to plan for instead of
    ``device`` (which still builds the plans and computes their tables).

    An FFT with a dynamic batch is first rewritten into loops over FFTs of fixed row counts
    (:mod:`.batching`), so the module runs at any batch.

    Raises:
        InlineError: an FFT that cannot be inlined (empty tensor, fp64 without device
            support); the message names its location.
    """
    from .. import _engine

    chunk_dynamic_ffts(module)  # a dynamic batch: loops over static chunks (.batching)
    ops = find_ops(module.operation, lambda o: o.name == _FFT_OP)
    if not ops:
        return []
    descs = [_check_static(op) for op in ops]  # refuse before touching a device
    dev = device if isinstance(device, _engine.Device) else _engine.select_device(device)
    for desc in descs:
        _check_device(desc, target if target is not None else dev)
    lowering = _Lowering(module, dev, isolate_rows, target)
    with module.context, ir.Location.unknown():
        for site, (op, desc) in enumerate(zip(ops, descs)):
            if all(n == 1 for n in desc.fft_length):
                _lower_trivial(op, desc)
            else:
                lowering.replace(op, desc, site)
    inlined = lowering.inlined
    for item in inlined.values():
        _log.info("inlined %s as @%s (%d dispatches, %d bytes of SPIR-V)", item.description,
                  item.function, item.dispatches, item.spirv_bytes)
    return list(inlined.values())
