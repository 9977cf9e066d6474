"""Build a private ``func.func`` that runs a :class:`KernelSet` as ``hal.dispatch.extern`` ops.

The function takes the plan's input buffer as a flat tensor and returns its output buffer as a
flat tensor (same tensor type for in-place FFT/IFFT). Inside, every buffer is an SSA value
threaded through the dispatches:

* an input the kernels write (in-place C2C, C2R) is written in place: each call site passes a
  fresh, uniquely tagged clone (:func:`fresh_copy`); an input they only read (out-of-place C2C,
  R2C: observed at export) is a read-only operand, passed as is;
* ``output`` buffers start as ``tensor.empty`` (VkFFT writes all of them); ``temp`` buffers as
  zeros made on every call (:func:`_zeros`: VkFFT's Bluestein relies on a fresh buffer's zeros,
  ``tensor.empty`` gives IREE's reused, dirty memory);
* ``constant`` buffers are ``arith.constant`` tensors of the plan's table bytes (as
  ``tensor<Nxf32>``/``tensor<Nxf64>``: a large ``complex<f64>`` constant crashes iree-compile);
* each dispatch passes its push constants as leading ``i32`` operands (``constants = N`` in the
  layout), then one tensor operand per *distinct* buffer in binding order, and returns a new
  value for every writable buffer, tied to its operand (IREE numbers bindings by tensor
  operands in order, then untied results: there are none). A buffer VkFFT binds twice (in
  place) is bound once and the shader's bindings are renumbered to match
  (:mod:`.spirv`): passed twice, IREE's copy-on-write may clone only the tied copy.

The SPIR-V is embedded in ``#hal.executable.object<{path = ..., data = ...}>``; the ``path``
names the kernel only so that the printed form parses back (IREE prints a data-only object as
``<{, data = ...}>``) — with ``data`` present IREE never reads the path.
"""

from __future__ import annotations

import logging

import numpy as np
from iree.compiler import ir
from iree.compiler.dialects import arith, func, hal, tensor

from .kernels import KernelDispatch, KernelSet
from .spirv import compact_bindings, rebind

__all__ = ["SPIRV_TARGET", "emit_kernel_func", "fresh_copy", "object_attr", "pipeline_layout_attr"]

_log = logging.getLogger(__name__)

#: The executable target of the embedded objects. IREE links an object into every variant
#: of its backend; the device target (``--iree-vulkan-target``) need not match it exactly.
SPIRV_TARGET = '#hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb">'


def pipeline_layout_attr(num_constants: int, read_only: list[bool]) -> ir.Attribute:
    """``#hal.pipeline.layout`` with ``num_constants`` push constants and storage buffers."""
    bindings = ", ".join(
        "#hal.pipeline.binding<storage_buffer, ReadOnly>" if ro
        else "#hal.pipeline.binding<storage_buffer>" for ro in read_only)
    constants = f"constants = {num_constants}, " if num_constants else ""
    return ir.Attribute.parse(f"#hal.pipeline.layout<{constants}bindings = [{bindings}]>")


def object_attr(name: str, spirv: bytes) -> ir.Attribute:
    """``#hal.executable.object`` embedding ``spirv``.

    The bindings have no builder for this attribute, so it is parsed; its data is a
    ``DenseElementsAttr`` built from the bytes by the bindings, spliced in printed form.
    """
    data = ir.DenseElementsAttr.get(
        np.frombuffer(spirv, dtype=np.int8),
        type=ir.VectorType.get([len(spirv)], ir.IntegerType.get_signless(8)))
    path = ir.StringAttr.get(name)
    return ir.Attribute.parse(f"#hal.executable.object<{{path = {path}, data = {data}}}>")


def _byte_width(t: ir.Type) -> int:
    t = t.maybe_downcast()
    if isinstance(t, ir.ComplexType):
        return 2 * _byte_width(t.element_type)
    if isinstance(t, ir.FloatType):
        return t.width // 8
    if isinstance(t, ir.IntegerType):
        return max(1, t.width // 8)
    raise TypeError(f"no byte width for {t}")


def _zeros(t: ir.RankedTensorType, real: ir.Type) -> ir.Value:
    """A zero tensor, made on every call. Temp buffers start as zeros: VkFFT's Bluestein
    kernels leave their padding unwritten and rely on a fresh allocation's zeros, while IREE
    hands reused, dirty memory to later calls (wrong results on every call after the first)."""
    elem = t.element_type.maybe_downcast()
    part = ir.RankedTensorType.get(list(t.shape), real)
    zero = arith.ConstantOp(part, ir.DenseElementsAttr.get_splat(part, ir.FloatAttr.get(real, 0.0)))
    if not isinstance(elem, ir.ComplexType):
        return zero.result
    # no complex splat constant (IREE 3.13 mishandles complex constants): complex(0, 0)
    return ir.Operation.create("stablehlo.complex", results=[t],
                               operands=[zero.result, zero.result]).results[0]


def _constant_tensor(data: bytes, real: ir.Type) -> ir.Value:
    np_dtype = np.float64 if isinstance(real, ir.F64Type) else np.float32
    if len(data) % np.dtype(np_dtype).itemsize == 0:
        values = np.frombuffer(data, dtype=np_dtype)
        elem = real
    elif len(data) % 4 == 0:
        values, elem = np.frombuffer(data, dtype=np.int32), ir.IntegerType.get_signless(32)
    else:
        values, elem = np.frombuffer(data, dtype=np.int8), ir.IntegerType.get_signless(8)
    ttype = ir.RankedTensorType.get([values.size], elem)
    # Raw bytes in, raw bytes kept: no float value is ever read back in Python.
    attr = ir.DenseElementsAttr.get(np.ascontiguousarray(values), type=ttype)
    return arith.ConstantOp(ttype, attr).result


def _index(v: int) -> ir.Value:
    return arith.ConstantOp(ir.IndexType.get(), v).result


def fresh_copy(value: ir.Value, site: int) -> ir.Value:
    """``flow.tensor.clone`` of ``value`` tagged with ``site``, for the input of a kernel
    function.

    The kernel function mutates its input in place, so the value it gets must have no other
    user: a value used elsewhere gets a copy-on-write clone of the *tied* operand only, which
    splits an in-place binding pair (VkFFT then writes into the untied, shared copy). IREE keeps
    clones (they are load-bearing for it), but CSE would merge two clones of one value — two
    FFTs of the same tensor — back into one shared value: the ``site`` attribute keeps them
    apart.

    A function argument is first copied by an elementwise ``x + 0`` dispatch: IREE 3.13 elides
    the clone of an imported argument whose tensor has no later use and runs the in-place
    dispatch on the caller's buffer, so a caller who passes that buffer again (split mode's
    values, a runtime user keeping tensors on the device) reads the FFT's result instead
    (docs/notes.md; ``x + 0`` differs from ``x`` only in the sign of a zero).
    """
    from iree.compiler.dialects import flow

    if isinstance(value, ir.BlockArgument):
        t = ir.RankedTensorType(value.type)
        elem = t.element_type.maybe_downcast()
        real = elem.element_type if isinstance(elem, ir.ComplexType) else elem
        value = ir.Operation.create("stablehlo.add", results=[t],
                                    operands=[value, _zeros(t, real)]).results[0]
    op = flow.TensorCloneOp(value, [])
    op.operation.attributes["iree_vkfft.call_site"] = ir.IntegerAttr.get(
        ir.IntegerType.get_signless(64), site)
    return op.result


def emit_kernel_func(name: str, kernels: KernelSet, input_type: ir.RankedTensorType,
                     output_type: ir.RankedTensorType, real_type: ir.Type) -> func.FuncOp:
    """Private ``func.func @name(input_type) -> output_type`` running ``kernels``.

    Must be called with an insertion point in a module body (and a context/location). When
    ``kernels.writes_input``, the function writes its input buffer in place: pass it a
    :func:`fresh_copy`.
    ``input_type``/``output_type`` are flat tensors of exactly the input/output buffer sizes;
    ``real_type`` (f32/f64) is the element type used for constant tables and scratch.
    """
    _check_io_sizes(kernels, input_type, output_type)
    target = ir.Attribute.parse(SPIRV_TARGET)
    f = func.FuncOp(name, ir.FunctionType.get([input_type], [output_type]),
                    visibility="private")
    entry = f.add_entry_block()
    with ir.InsertionPoint(entry):
        state = _initial_state(kernels, entry.arguments[0], output_type, real_type)
        one = _index(1)
        objects: dict[bytes, ir.Attribute] = {}
        for d in kernels.dispatches:
            _emit_dispatch(d, kernels, state, name, objects, target, one)
        func.ReturnOp([state[kernels.output_id]])
    _log.debug("emitted @%s: %s", name, kernels.summary())
    return f


def _check_io_sizes(kernels: KernelSet, input_type: ir.RankedTensorType,
                    output_type: ir.RankedTensorType) -> None:
    """ValueError unless the input/output tensor types hold exactly their buffers' bytes."""
    bufs = kernels.buffers
    for role_id, t in ((kernels.input_id, input_type), (kernels.output_id, output_type)):
        nbytes = int(np.prod(t.shape)) * _byte_width(t.element_type)
        if nbytes != bufs[role_id].size:
            raise ValueError(f"{t} holds {nbytes} bytes; the {bufs[role_id].role} buffer has "
                             f"{bufs[role_id].size}")


def _initial_state(kernels: KernelSet, argument: ir.Value, output_type: ir.RankedTensorType,
                   real_type: ir.Type) -> dict[int, ir.Value]:
    """The value of each buffer before the first dispatch: the function's argument (input),
    constant tables, an empty output, zeroed temp buffers."""
    state: dict[int, ir.Value] = {kernels.input_id: argument}
    for i, b in enumerate(kernels.buffers):
        if i in state:
            continue
        if b.is_constant:
            state[i] = _constant_tensor(b.data, real_type)
        elif i == kernels.output_id:  # VkFFT writes every output element
            state[i] = tensor.EmptyOp(list(output_type.shape), output_type.element_type).result
        else:  # temp
            state[i] = _zeros(
                ir.RankedTensorType.get([b.size // _byte_width(real_type)], real_type),
                real_type)
    return state


def _emit_dispatch(d: KernelDispatch, kernels: KernelSet, state: dict[int, ir.Value], name: str,
                   objects: dict[bytes, ir.Attribute], target: ir.Attribute,
                   one: ir.Value) -> None:
    """One ``hal.dispatch.extern`` of dispatch ``d`` over the buffers' current values; the
    buffers it writes take its results in ``state``. ``objects``: the SPIR-V objects emitted so
    far (one per distinct shader)."""
    bufs = kernels.buffers
    i32 = ir.IntegerType.get_signless(32)
    pcs = [arith.ConstantOp(i32, ir.IntegerAttr.get(i32, _as_i32(w))).result
           for w in d.push_constants]
    # Each distinct buffer is bound once (the shader's bindings renumbered to match):
    # a buffer VkFFT binds twice (in place) must not reach IREE as two operands.
    distinct, mapping = compact_bindings(d.bindings)
    spirv = rebind(d.spirv, mapping)
    args = pcs + [state[b] for b in distinct]
    result_buffers = [b for b in distinct if not bufs[b].read_only]
    tied = [len(pcs) + distinct.index(b) for b in result_buffers]
    layout = pipeline_layout_attr(len(pcs), [bufs[b].read_only for b in distinct])
    obj = objects.get(spirv)
    if obj is None:
        obj = objects[spirv] = object_attr(f"{name}_k{len(objects)}.spv", spirv)
    op = hal.DispatchExternOp(
        [state[b].type for b in result_buffers], d.entry, [one], args, [], [],
        layout=layout, targets=[target],
        target_ordinals=ir.ArrayAttr.get([ir.IntegerAttr.get(ir.IndexType.get(), 0)]),
        target_objects=[ir.ArrayAttr.get([obj])], num_target_regions=1,
        tied_operands=ir.ArrayAttr.get(
            [ir.IntegerAttr.get(ir.IndexType.get(), t) for t in tied]))
    block = op.regions[0].blocks.append(ir.Type.parse("!hal.device"), ir.IndexType.get())
    with ir.InsertionPoint(block):
        counts = {w: _index(int(w)) for w in sorted(set(d.workgroups))}
        ir.Operation.create("hal.return", operands=[counts[w] for w in d.workgroups])
    for b, r in zip(result_buffers, op.results):
        state[b] = r


def _as_i32(word: int) -> int:
    word &= 0xFFFFFFFF
    return word - (1 << 32) if word >= 1 << 31 else word
