"""Rewrites of valid StableHLO that IREE miscompiles or rejects, one function each (each
returns how many ops it changed). Which of them run, for which targets and IREE releases, is
the registry's business (:mod:`.registry`): every function here is one entry's rewrite.
"""

from __future__ import annotations

import logging
import math

import numpy as np
from iree.compiler import ir

from ..stablehlo.evaluate import constant_parts, constant_value, dense_constant
from ..stablehlo.match import find_ops

__all__ = ["SPIRV_TARGETS", "GPU_TARGETS", "has_f64", "isolate_complex_converts",
           "rewrite_complex_constants", "count_f64_libm_ops", "is_spirv_f64_math", "fold_constant_math", "rewrite_reversed_strided_slices", "barrier_loop_carried_values", "split_complex_transposes", "split_complex_scatters", "rewrite_complex_selects", "split_large_reductions",
           "hoist_reduced_negations", "isolate_gathers", "rewrite_bool_converts",
           "isolate_broadcast_scalars", "isolate_costly_broadcast_scalars", "split_complex_dot_generals",
           "split_complex_insert_slices"]

logger = logging.getLogger("iree_vkfft")

#: IREE targets whose code goes through IREE's SPIR-V code generator (Metal: SPIR-V, then
#: SPIRV-Cross to MSL).
SPIRV_TARGETS = frozenset({"vulkan-spirv", "metal-spirv"})
GPU_TARGETS = SPIRV_TARGETS | {"cuda", "rocm"}

# Reducers whose order of application does not change the result type (max/min are exact;
# add/multiply reassociate like any parallel reduction does).
_SPLITTABLE = frozenset({"stablehlo.maximum", "stablehlo.minimum", "stablehlo.add",
                         "stablehlo.multiply", "stablehlo.and", "stablehlo.or"})

# IREE's SPIR-V codegen keeps a whole multi-dimension reduction in workgroup memory: on a
# 32 KiB device (lavapipe) a 3000x80 float max needs 1.5 MB and fails to compile. 8192 f32.
VULKAN_MAX_REDUCTION_ELEMENTS = 8192


#: ops whose float64 (or complex<f64>) forms IREE's llvm-cpu lowers to calls of libm's sin,
#: cos, atan2 or tanh, which its embedded ELF lacks (measured on 3.13: exp, log, pow, expm1,
#: log1p, erf, sinh, cosh, cbrt, sqrt and logistic have their own f64 code)
_LIBM_F64_OPS = frozenset({"stablehlo.sine", "stablehlo.cosine", "stablehlo.tan",
                           "stablehlo.atan2", "stablehlo.tanh", "chlo.acos", "chlo.asin",
                           "chlo.atan", "chlo.acosh", "chlo.asinh", "chlo.atanh", "chlo.lgamma",
                           "chlo.digamma", "chlo.tan", "chlo.polygamma", "chlo.zeta",
                           # the same calls where a program arrives as linalg (torch programs
                           # lowered by the torch front end: scalar math in a generic's body)
                           "math.sin", "math.cos", "math.tan", "math.atan2", "math.tanh",
                           "math.acos", "math.asin", "math.atan", "math.acosh", "math.asinh",
                           "math.atanh"})
#: their complex<f64> forms go through sin/cos/atan2 too
_LIBM_C128_OPS = frozenset({"stablehlo.exponential", "stablehlo.log", "stablehlo.power",
                            "stablehlo.sqrt", "stablehlo.rsqrt", "stablehlo.log_plus_one",
                            "stablehlo.exponential_minus_one", "stablehlo.abs"})


def has_f64(op: ir.Operation, complex_only: bool) -> bool:
    """Whether an operand or result of ``op`` is complex<f64> (or, unless ``complex_only``,
    float64)."""
    for v in list(op.operands) + list(op.results):
        t = v.type.maybe_downcast()
        e = t.element_type.maybe_downcast() if isinstance(t, ir.ShapedType) else t
        if isinstance(e, ir.ComplexType):
            if isinstance(e.element_type.maybe_downcast(), ir.F64Type):
                return True
        elif not complex_only and isinstance(e, ir.F64Type):
            return True
    return False


#: what SPIR-V's GLSL math cannot do in float64 (measured on vulkan-spirv, IREE 3.13)
_SPIRV_NO_F64 = frozenset({
    "stablehlo.sine", "stablehlo.cosine", "stablehlo.tan", "stablehlo.exponential",
    "stablehlo.log", "stablehlo.atan2", "stablehlo.power", "stablehlo.tanh",
    "stablehlo.logistic", "stablehlo.exponential_minus_one", "stablehlo.log_plus_one",
    "stablehlo.cbrt"}) | {n for n in _LIBM_F64_OPS if n.startswith("chlo.")}


def is_spirv_f64_math(op: ir.Operation) -> bool:
    """Whether ``op`` is float64 (or complex<f64>) math SPIR-V has no instruction for (its
    complex forms of exp, log, pow, sqrt and abs need them too)."""
    return ((op.name in _SPIRV_NO_F64 and has_f64(op, complex_only=False))
            or (op.name in _LIBM_C128_OPS and has_f64(op, complex_only=True)))


def count_f64_libm_ops(module: ir.Module) -> int:
    """How many ops of ``module`` IREE's llvm-cpu turns into calls of libm's float64 sin, cos,
    atan2 or tanh (registry entry ``f64-math-system-library``)."""
    return len(find_ops(module.operation, lambda o: (
        o.name in _LIBM_F64_OPS and has_f64(o, complex_only=False))
        or (o.name in _LIBM_C128_OPS and has_f64(o, complex_only=True))))


#: the transcendental ops folded when they depend on constants only
_FOLDED_MATH = _LIBM_F64_OPS | frozenset({
    "stablehlo.exponential", "stablehlo.log", "stablehlo.power", "stablehlo.logistic",
    "stablehlo.exponential_minus_one", "stablehlo.log_plus_one", "stablehlo.sqrt",
    "stablehlo.rsqrt", "stablehlo.cbrt"})


def _real_f64(op: ir.Operation) -> bool:
    """Float64 results only: folding float32 math too left s2fft's spin-2 program with a
    dispatch of constant arithmetic alone, which inline mode's
    ``--iree-opt-const-expr-hoisting=false`` rejects ("'stream.async.dispatch' op :
    streamable op expected to be in an execution region"; IREE 3.13, 2026-12-04)."""
    t = op.results[0].type.maybe_downcast()
    return isinstance(t, ir.RankedTensorType) and isinstance(
        t.element_type.maybe_downcast(), ir.F64Type)


def fold_constant_math(module: ir.Module) -> int:
    """Replaces each float64 transcendental op (sin, cos, tan, atan2, tanh, exp, log, pow, ...)
    whose value depends on constants only (angles and weights built from ``iota``, as s2fft's
    quadrature and Wigner tables are) by a constant computed with numpy
    (:func:`~iree_vkfft.stablehlo.evaluate.constant_value`; tensors up to a million elements).
    With constant evaluation off (``no-const-eval``) IREE computes them in dispatches: SPIR-V
    has no float64 GLSL math at all, and with ``--iree-opt-const-expr-hoisting=false`` (inline
    mode's) a constant-only dispatch fails ("'stream.async.dispatch' op : streamable op
    expected to be in an execution region"); IREE's own constant evaluation, on, fails on
    float64 sin/cos ("iree-lld: error: undefined symbol: cos"). Returns the count."""
    # every value is computed before the module changes: the memo is keyed by ir.Value, and
    # an erased op's storage can be reused by a new op, whose value the memo would then give
    # (s2fft MW L=32 in split mode: inf outputs, no error)
    memo: dict = {}
    with module.context, ir.Location.unknown():
        folds = [(op, value) for op in find_ops(
            module.operation, lambda o: o.name in _FOLDED_MATH and len(o.results) == 1
            and _real_f64(o)) if (value := constant_value(op.results[0], memo=memo)) is not None]
        memo.clear()
        for op, value in folds:
            with ir.InsertionPoint(op), op.location:
                folded = dense_constant(value, ir.RankedTensorType(op.results[0].type))
            op.results[0].replace_all_uses_with(folded)
            op.erase()
    return len(folds)


def _ints(op: ir.Operation, name: str) -> list[int]:
    return [int(v) for v in ir.DenseI64ArrayAttr(op.attributes[name])]


def rewrite_reversed_strided_slices(module: ir.Module) -> int:
    """Rewrites each ``reverse(slice(x))`` whose slice strides a reversed dimension as
    ``slice(reverse(x))`` (the same elements: along a reversed dim of size n, a slice of ``m``
    elements from ``s`` by ``t`` reversed is the slice of the reversed ``x`` from
    ``n - 1 - s - t (m - 1)`` by ``t``). IREE 3.13's llvm-cpu fails on the first form ("LLVM
    Translation failed for operation: builtin.unrealized_conversion_cast", the even/odd
    reordering of ``jax.scipy.fft.dct``: librosax's MFCC). Returns the count."""
    count = 0
    with module.context:
        for rev in find_ops(module.operation, lambda o: o.name == "stablehlo.reverse"):
            x = rev.operands[0]
            if not isinstance(x, ir.OpResult) or x.owner.name != "stablehlo.slice" \
                    or len(list(x.uses)) != 1:
                continue
            sl = x.owner
            dims = _ints(rev, "dimensions")
            starts, limits, strides = (_ints(sl, n) for n in
                                       ("start_indices", "limit_indices", "strides"))
            if not any(strides[d] > 1 for d in dims):
                continue
            source = sl.operands[0]
            shape = ir.RankedTensorType(source.type).shape
            for d in dims:
                m = ir.RankedTensorType(x.type).shape[d]
                starts[d] = shape[d] - 1 - starts[d] - strides[d] * (m - 1)
                limits[d] = starts[d] + strides[d] * (m - 1) + 1
            with ir.InsertionPoint(rev), rev.location:
                flipped = ir.Operation.create("stablehlo.reverse", results=[source.type],
                                              operands=[source], attributes={
                                                  "dimensions": ir.DenseI64ArrayAttr.get(dims)})
                y = ir.Operation.create("stablehlo.slice", results=[rev.results[0].type],
                                        operands=[flipped.result], attributes={
                                            "start_indices": ir.DenseI64ArrayAttr.get(starts),
                                            "limit_indices": ir.DenseI64ArrayAttr.get(limits),
                                            "strides": ir.DenseI64ArrayAttr.get(strides)})
            rev.results[0].replace_all_uses_with(y.result)
            rev.erase()
            sl.erase()
            count += 1
    return count


def barrier_loop_carried_values(module: ir.Module) -> int:
    """Puts one ``stablehlo.optimization_barrier`` over the arguments and the yielded values
    of each ``stablehlo.while`` body (a value yielded unchanged stays out: it is loop
    invariant), so that every loop-carried value is read by the body and none is a constant
    there. IREE 3.13 rewrites a loop whose body ignores a carried value's incoming value (a
    Runge-Kutta stage written every trip, read after the loop) or yields a constant for it
    (a first-trip flag) into an ``scf.while`` whose two regions carry different values, and
    its stream conversion then crashes (``ScfWhileOpConversion`` -> ``applySignatureConversion``,
    a segfault: diffrax's ``diffeqsolve`` with a spectral vector field) or produces an invalid
    loop ("region branch point has 24 operands, but region successor needs 26 inputs").
    The values are the same. Returns the count of loops."""
    count = 0
    with module.context, ir.Location.unknown():
        for loop in find_ops(module.operation, lambda o: o.name == "stablehlo.while"):
            body = loop.regions[1].blocks[0]
            ret = list(body.operations)[-1]
            args, yields = list(body.arguments), list(ret.operands)
            if any(v.owner.name == "stablehlo.optimization_barrier" for v in yields
                   if isinstance(v, ir.OpResult)):
                continue  # done already
            moving = [i for i, (a, v) in enumerate(zip(args, yields)) if v != a]
            if not moving:
                continue
            values = args + [yields[i] for i in moving]
            with ir.InsertionPoint(ret), loop.location:
                barrier = ir.Operation.create("stablehlo.optimization_barrier",
                                              results=[v.type for v in values], operands=values)
            for k, i in enumerate(moving):
                ret.operands[i] = barrier.results[len(args) + k]
            count += 1
    return count


def split_complex_transposes(module: ir.Module) -> int:
    """Rewrites each ``stablehlo.transpose`` of a complex tensor as
    ``complex(transpose(barrier(real x)), transpose(barrier(imag x)))``, and puts a barrier
    on each ``real``/``imag`` a transpose reads (the same values). IREE 3.13's CUDA and ROCm
    code generators crash on a dispatch that reads complex elements through a permutation
    (``real(transpose(x))``: ``GPUApplyTilingLevelPass`` -> ``deriveLinalgOpThreadTileSizes``
    -> ``Type::getIntOrFloatBitWidth`` of a complex element): s2fft's MW transforms, a 3-D
    ``ifftn(norm="ortho")``. The barriers keep the parts' extraction out of the transposing
    dispatch. Returns the count."""
    count = 0
    with module.context, ir.Location.unknown():
        for op in find_ops(module.operation, lambda o: o.name == "stablehlo.transpose"):
            x = op.operands[0]
            types = _complex_parts_type(op.results[0].type)
            static = ir.RankedTensorType(x.type).has_static_shape
            if types is None:
                if static and isinstance(x, ir.OpResult) and x.owner.name in (
                        "stablehlo.real", "stablehlo.imag"):
                    with ir.InsertionPoint(op), op.location:
                        op.operands[0] = _op("stablehlo.optimization_barrier", x.type, [x])
                    count += 1
                continue
            t, part = types
            in_part = _complex_parts_type(x.type)[1]
            perm = op.attributes["permutation"]

            def isolated(v: ir.Value) -> ir.Value:
                # a barrier on a dynamic tensor leaves its sizes unresolved on CUDA
                # ("'tensor.dim' op unexpected during shape cleanup"); there the part and the
                # transpose are not fused (measured) and need none
                return _op("stablehlo.optimization_barrier", in_part, [v]) if static else v

            with ir.InsertionPoint(op), op.location:
                parts = [ir.Operation.create("stablehlo.transpose", results=[part], operands=[
                    isolated(_op(name, in_part, [x]))], attributes={"permutation": perm}).result
                    for name in ("stablehlo.real", "stablehlo.imag")]
                rebuilt = _op("stablehlo.complex", t, parts)
            op.results[0].replace_all_uses_with(rebuilt)
            op.erase()
            count += 1
    return count


def _real_scatter(op: ir.Operation, operand: ir.Value, updates: ir.Value, part: ir.Type,
                  combine: str) -> ir.Value:
    """``op`` (a scatter) over real parts: the same indices and dimension numbers, an update
    computation that sets or adds (``combine``)."""
    attrs = {name: op.attributes[name] for name in op.attributes}
    new = ir.Operation.create("stablehlo.scatter", results=[part],
                              operands=[operand, op.operands[1], updates], attributes=attrs,
                              regions=1)
    scalar = ir.RankedTensorType.get([], ir.RankedTensorType(part).element_type)
    block = new.regions[0].blocks.append(scalar, scalar)
    with ir.InsertionPoint(block):
        old, upd = block.arguments
        value = upd if combine == "set" else _op("stablehlo.add", scalar, [old, upd])
        ir.Operation.create("stablehlo.return", operands=[value])
    return new.results[0]


def split_complex_scatters(module: ir.Module) -> int:
    """Rewrites each ``stablehlo.scatter`` of complex values that sets or adds as the complex
    of the same scatter on the real and on the imaginary parts (setting and adding act on the
    parts apart: the same values). IREE 3.13's CUDA and ROCm code generators crash
    configuring a complex scatter (``setScatterLoweringConfig``: the element's bit width):
    s2fft's MW transforms in x64 (``x.at[:, j].add(c)``). Returns the count."""
    from .dynamic_shapes import _combiner

    count = 0
    with module.context, ir.Location.unknown():
        for op in find_ops(module.operation, lambda o: o.name == "stablehlo.scatter"):
            types = _complex_parts_type(op.results[0].type)
            form = _combiner(op) if len(op.operands) == 3 else None
            if types is None or form not in (("set", False), ("stablehlo.add", False),
                                             ("stablehlo.add", True)):
                continue
            t, part = types
            operand, _, updates = op.operands
            up_part = _complex_parts_type(updates.type)[1]
            combine = "set" if form[0] == "set" else "add"
            with ir.InsertionPoint(op), op.location:
                parts = [_real_scatter(op, _op(name, part, [operand]),
                                       _op(name, up_part, [updates]), part, combine)
                         for name in ("stablehlo.real", "stablehlo.imag")]
                rebuilt = _op("stablehlo.complex", t, parts)
            op.results[0].replace_all_uses_with(rebuilt)
            op.erase()
            count += 1
    return count


def isolate_complex_converts(module: ir.Module) -> int:
    """Puts a ``stablehlo.optimization_barrier`` on the computed operand of each real ->
    complex ``stablehlo.convert``.

    IREE 3.13's GPU code generators (vulkan-spirv, metal-spirv, cuda; not rocm or llvm-cpu)
    fail on a dispatch that fuses a reduction's consumer (a layer norm: ``x / sum(x)``) with a
    convert to complex: ``failed to legalize unresolved source materialization from
    'memref<32xf32, ...>' to 'memref<1x32xf32, ...>'``. FNet's ``Re(fftn(layer_norm(x)))``
    hits it in split and inline mode (portable mode never converts to complex). The barrier
    keeps the convert in its own dispatch. Returns the count."""
    count = 0
    with module.context, ir.Location.unknown():
        for conv in find_ops(module.operation, lambda o: o.name == "stablehlo.convert"):
            x = conv.operands[0]
            if (_complex_parts_type(conv.results[0].type) is None
                    or _complex_parts_type(x.type) is not None or not _computed(x)):
                continue
            _isolate_operand(conv)
            count += 1
    return count


def _computed(x: ir.Value) -> bool:
    """Whether ``x`` is an op's result other than a constant or a barrier."""
    return (isinstance(x, ir.OpResult) and x.owner.name not in (
        "stablehlo.constant", "stablehlo.optimization_barrier"))


def _isolate_operand(op: ir.Operation) -> None:
    """Puts a ``stablehlo.optimization_barrier`` between ``op`` and its first operand."""
    x = op.operands[0]
    with ir.InsertionPoint(op), op.location:
        op.operands[0] = _op("stablehlo.optimization_barrier", x.type, [x])


def isolate_broadcast_scalars(module: ir.Module) -> int:
    """Puts a ``stablehlo.optimization_barrier`` on each computed one-element tensor that a
    ``broadcast_in_dim`` (or its dynamic form) spreads over more than one element, so that the
    scalar is computed by a dispatch of its own and the broadcast's consumers read it from
    memory. For IREE 3.7-3.8's SPIR-V code generator (registry entry ``broadcast-scalars``): it crashes
    unrolling the 0-d vector op of such a scalar fused into an n-D dispatch. Returns the
    count."""
    count = 0
    names = ("stablehlo.broadcast_in_dim", "stablehlo.dynamic_broadcast_in_dim")
    with module.context:
        for op in find_ops(module.operation, lambda o: o.name in names):
            x, y = ir.ShapedType(op.operands[0].type), ir.ShapedType(op.results[0].type)
            if (not _computed(op.operands[0]) or not x.has_static_shape
                    or math.prod(x.shape) != 1
                    or y.has_static_shape and math.prod(y.shape) <= 1):
                continue
            _isolate_operand(op)
            count += 1
    return count


#: ops whose result is costly to recompute per element (libm-like sequences, more so complex)
_COSTLY = _FOLDED_MATH | {"stablehlo.divide", "stablehlo.tan", "stablehlo.atan2",
                          "stablehlo.tanh", "stablehlo.sine", "stablehlo.cosine"}


def isolate_costly_broadcast_scalars(module: ir.Module) -> int:
    """Puts a ``stablehlo.optimization_barrier`` on each one-element tensor made by a costly op
    (:data:`_COSTLY`: sqrt, exp, log, sin, pow, divide, ...) that a ``broadcast_in_dim``
    spreads over more than one element, so that it is computed once by a dispatch of its own
    instead of once per element of the n-D elementwise dispatch IREE fuses it into (registry
    entry ``scalars-computed-once``: jnp.fft.ifftn(norm="ortho")'s complex sqrt of the size).
    Cheap scalars (a ``complex`` of two constants, an add) stay fused. Returns the count."""
    count = 0
    names = ("stablehlo.broadcast_in_dim", "stablehlo.dynamic_broadcast_in_dim")
    with module.context:
        for op in find_ops(module.operation, lambda o: o.name in names):
            x, y = op.operands[0], ir.ShapedType(op.results[0].type)
            xt = ir.ShapedType(x.type)
            if (not isinstance(x, ir.OpResult) or x.owner.name not in _COSTLY
                    or not xt.has_static_shape or math.prod(xt.shape) != 1
                    or y.has_static_shape and math.prod(y.shape) <= 1):
                continue
            _isolate_operand(op)
            count += 1
    return count


def isolate_gathers(module: ir.Module) -> int:
    """Puts a ``stablehlo.optimization_barrier`` on the result of each statically shaped
    ``stablehlo.gather``, so that it is written out by its own dispatch.

    IREE 3.13's vulkan-spirv code (lavapipe) returns WRONG NUMBERS, without an error, for a
    dispatch that fuses a point gather, a ``select`` on its values, a product with a broadcast
    and a sum over two dims: ``sum(where(m, g[i, j, k], 0).reshape(64, 4, 4, 4) * a, (1, 2))``
    is off by a relative 1.2 (llvm-cpu is right; any one of those ops left out is right).
    jax-md's PME forces (the gradient of its charge spreading) are that dispatch. Applied for
    every SPIR-V target (Metal shares the code generator). Returns the count."""
    count = 0
    with module.context:
        for op in find_ops(module.operation, lambda o: o.name == "stablehlo.gather"):
            y = op.results[0]
            if (not ir.RankedTensorType(y.type).has_static_shape or not list(y.uses)
                    or all(u.owner.name == "stablehlo.optimization_barrier" for u in y.uses)):
                continue
            with ir.InsertionPoint.after(op), op.location:
                barrier = _op("stablehlo.optimization_barrier", y.type, [y])
            y.replace_all_uses_except(barrier, barrier.owner.operation)
            count += 1
    return count


def rewrite_bool_converts(module: ir.Module) -> int:
    """Rewrites each ``stablehlo.convert`` of booleans to floats or integers that a
    ``dot_general`` reads as ``select(b, 1, 0)`` (the same values). To integers, IREE 3.13's
    SPIR-V code sign-extends the fused convert: true is -1, so ``tril_mask.astype(int32) @ x``
    came back negated on lavapipe without an error (found by generated programs). Only those: with every such convert a
    select, jax-md's PME energy (``(1 - convert(i == j)) * pair_energy``) comes out NaN on
    Vulkan, right with that convert kept. IREE 3.13's SPIR-V code generator (vulkan-spirv, metal-spirv; cuda compiles it)
    fails when such a convert is fused into a matmul operand: ``failed to legalize operation
    'arith.sitofp' ... (i1) -> f32``; dinosaur's cumulative sums over sigma levels (a
    triangular ``iota <= iota`` mask as a float matrix) hit it. Returns the count."""
    count = 0
    with module.context:
        for conv in find_ops(module.operation, lambda o: o.name == "stablehlo.convert"):
            src = ir.RankedTensorType(conv.operands[0].type)
            dst = ir.RankedTensorType(conv.results[0].type)
            element = dst.element_type
            if (str(src.element_type) != "i1" or str(element) == "i1"
                    or not isinstance(element, (ir.FloatType, ir.IntegerType))
                    or not dst.has_static_shape
                    or not any(u.owner.name == "stablehlo.dot_general"
                               for u in conv.results[0].uses)):
                continue
            with ir.InsertionPoint(conv), conv.location:
                attr = (ir.FloatAttr.get if isinstance(element, ir.FloatType)
                        else lambda t, v: ir.IntegerAttr.get(t, int(v)))
                one, zero = (ir.Operation.create("stablehlo.constant", results=[dst], attributes={
                    "value": ir.DenseElementsAttr.get_splat(dst, attr(element, v))}).result
                    for v in (1.0, 0.0))
                y = _op("stablehlo.select", dst, [conv.operands[0], one, zero])
            conv.results[0].replace_all_uses_with(y)
            conv.erase()
            count += 1
    return count


def _body_op_name(reduce_op: ir.Operation) -> str | None:
    """The reducer's single binary op (``stablehlo.maximum`` ...), or None if it is not one."""
    blocks = list(reduce_op.regions[0].blocks)
    if len(blocks) != 1:
        return None
    ops = list(blocks[0].operations)
    if len(ops) != 2 or ops[1].name != "stablehlo.return" or ops[0].name not in _SPLITTABLE:
        return None
    args = list(blocks[0].arguments)
    if [o for o in ops[0].operands] != args or list(ops[1].operands) != [ops[0].results[0]]:
        return None
    return ops[0].name


def _reduce(x: ir.Value, init: ir.Value, dims: list[int], body: str) -> ir.Value:
    in_t = ir.RankedTensorType(x.type)
    out_t = ir.RankedTensorType.get([s for i, s in enumerate(in_t.shape) if i not in dims],
                                    in_t.element_type)
    op = ir.Operation.create("stablehlo.reduce", results=[out_t], operands=[x, init],
                             attributes={"dimensions": ir.DenseI64ArrayAttr.get(dims)},
                             regions=1)
    scalar = ir.RankedTensorType.get([], in_t.element_type)
    block = op.regions[0].blocks.append(scalar, scalar)
    with ir.InsertionPoint(block):
        r = ir.Operation.create(body, results=[scalar], operands=list(block.arguments))
        ir.Operation.create("stablehlo.return", operands=[r.results[0]])
    return op.results[0]


def split_large_reductions(module: ir.Module,
                           max_elements: int = VULKAN_MAX_REDUCTION_ELEMENTS) -> int:
    """Split each single-input ``stablehlo.reduce`` over several dimensions whose reduced
    extent exceeds ``max_elements`` into a reduce over its innermost reduced dimension
    followed by one over the rest (repeated until every stage fits). Same result for max/min;
    reassociated sums/products, as any parallel reduction."""
    changed = 0
    with module.context:
        while True:
            progress = False
            for op in find_ops(module.operation, lambda o: o.name == "stablehlo.reduce"):
                if len(op.operands) != 2 or len(op.results) != 1:
                    continue
                in_t = op.operands[0].type.maybe_downcast()
                if not isinstance(in_t, ir.RankedTensorType) or not in_t.has_static_shape:
                    continue
                dims = sorted(ir.DenseI64ArrayAttr(op.attributes["dimensions"]))
                if len(dims) < 2 or math.prod(in_t.shape[d] for d in dims) <= max_elements:
                    continue
                body = _body_op_name(op)
                if body is None:
                    continue
                with ir.InsertionPoint(op), op.location:
                    inner = _reduce(op.operands[0], op.operands[1], [dims[-1]], body)
                    outer = _reduce(inner, op.operands[1], dims[:-1], body)
                op.results[0].replace_all_uses_with(outer)
                op.erase()
                changed += 1
                progress = True
            if not progress:
                break
    if changed:
        logger.debug("split %d large multi-dimension reductions for the Vulkan target", changed)
    return changed


def hoist_reduced_negations(module: ir.Module) -> int:
    """Rewrites each sum of a negation, ``reduce(add, negate(x), init)``, as
    ``negate(reduce(add, x, negate(init)))`` (exact: rounding to nearest is symmetric, so
    the same sum in the same order, negated). IREE 3.13's GPU code generators (vulkan-spirv,
    metal-spirv, cuda) fold the negation into the reducer as a subtraction and then fail:
    ``'linalg.generic' op Failed to get an identity value for the reduction operation`` (a
    64x64 ``f32`` row sum of ``-x`` is enough; llvm-cpu compiles it). jax-md's PME forces
    (the gradient of a pair sum) hit it. Returns the count."""
    changed = 0
    with module.context:
        for op in find_ops(module.operation, lambda o: o.name == "stablehlo.reduce"):
            if len(op.operands) != 2 or len(op.results) != 1 or _body_op_name(op) != "stablehlo.add":
                continue
            x = op.operands[0]
            if not isinstance(x, ir.OpResult) or x.owner.name != "stablehlo.negate":
                continue
            dims = list(ir.DenseI64ArrayAttr(op.attributes["dimensions"]))
            with ir.InsertionPoint(op), op.location:
                init = _op("stablehlo.negate", op.operands[1].type, [op.operands[1]])
                total = _reduce(x.owner.operands[0], init, dims, "stablehlo.add")
                y = _op("stablehlo.negate", total.type, [total])
            op.results[0].replace_all_uses_with(y)
            op.erase()
            changed += 1
    if changed:
        logger.debug("hoisted %d negations out of sums", changed)
    return changed


# ---- complex values on IREE 3.13's SPIR-V code generator (vulkan-spirv, metal-spirv) ---------
def _op(name: str, result: ir.Type, operands: list[ir.Value]) -> ir.Value:
    return ir.Operation.create(name, results=[result], operands=operands).result


def _complex_parts_type(t: ir.Type) -> tuple[ir.RankedTensorType, ir.RankedTensorType] | None:
    """``(t, t with the complex's real element type)`` for a ranked complex tensor type."""
    t = t.maybe_downcast()
    if not isinstance(t, ir.RankedTensorType):
        return None
    elem = t.element_type.maybe_downcast()
    if not isinstance(elem, ir.ComplexType):
        return None
    return t, ir.RankedTensorType.get(list(t.shape), elem.element_type)


def rewrite_complex_constants(module: ir.Module, *, scalars: bool = True,
                              tensors: bool = True) -> int:
    """Rebuilds each complex ``stablehlo.constant`` (rank 0 with ``scalars``, higher ranks with
    ``tensors``) as ``complex(re, im)`` of two real constants holding its parts
    (:func:`~iree_vkfft.stablehlo.evaluate.constant_parts`): no complex constant is left for IREE to mishandle.

    IREE 3.13 mishandles them in three ways: a broadcast complex scalar constant feeding
    ``dynamic_update_slice`` or ``scatter`` is rejected ("TypedAttr instance"; every
    ``jax.grad`` through ``rfft`` has one); the SPIR-V code generator cannot legalize a complex
    tensor constant inlined into a dispatch (``failed to legalize operation 'arith.constant'``,
    vulkan-spirv and metal-spirv); and a ``complex<f64>`` tensor constant kept out of the
    dispatches crashes iree-compile (``PackConstants``: ``getStorageSize``) or, as a splat, is
    rejected (``'stream.async.splat' op operand #0 must be ... integer, but got 'i128'``) on
    every target. Real constants have none of these problems. A ``complex<f64>`` value built
    from two constants must not become a constant again either: IREE's constant evaluation
    folds it into a ``complex<f64>`` global, which ends in "'stream.async.dispatch' op :
    streamable op expected to be in an execution region" (s2fft's x64 transforms), so its
    parts pass an ``optimization_barrier``. Returns the count."""
    count = 0
    with module.context, ir.Location.unknown():
        for const in find_ops(module.operation, lambda o: o.name == "stablehlo.constant"):
            v = const.results[0]
            types = _complex_parts_type(v.type)
            if types is None or not list(v.uses):
                continue
            t, part = types
            if not (tensors if t.rank > 0 else scalars):
                continue
            re_values, im_values = constant_parts(const)
            with ir.InsertionPoint.after(const), const.location:
                parts = [dense_constant(re_values, part), dense_constant(im_values, part)]
                if re_values.dtype == np.float64:  # see the docstring: not a complex<f64> global
                    parts = ir.Operation.create("stablehlo.optimization_barrier",
                                                results=[part, part], operands=parts).results
                rebuilt = _op("stablehlo.complex", t, list(parts))
            v.replace_all_uses_with(rebuilt)
            const.erase()
            count += 1
    return count


def split_complex_dot_generals(module: ir.Module) -> int:
    """Rewrites each ``stablehlo.dot_general`` of two complex operands as four real ones,
    ``complex(ar.br - ai.bi, ar.bi + ai.br)`` (the same attributes; the products complex
    multiplication itself forms). For IREE < 3.11's SPIR-V code generator
    (registry entry ``complex-dot-generals``): ``failed to legalize operation 'memref.alloc'`` on a
    complex batched matmul, an FNO layer's mode mixing (vulkan-spirv and metal-spirv, 2.9-3.10).
    Returns the count."""
    count = 0
    with module.context, ir.Location.unknown():
        for dot in find_ops(module.operation, lambda o: o.name == "stablehlo.dot_general"):
            a, b = dot.operands
            types = _complex_parts_type(dot.results[0].type)
            if (types is None or _complex_parts_type(a.type) is None
                    or _complex_parts_type(b.type) is None):
                continue
            t, part = types
            attrs = {name: dot.attributes[name] for name in dot.attributes}
            with ir.InsertionPoint(dot), dot.location:
                (ar, ai), (br, bi) = [[_op(name, _complex_parts_type(x.type)[1], [x])
                                       for name in ("stablehlo.real", "stablehlo.imag")]
                                      for x in (a, b)]

                def mm(x, y):
                    return ir.Operation.create("stablehlo.dot_general", results=[part],
                                               operands=[x, y], attributes=attrs).result
                re = _op("stablehlo.subtract", part, [mm(ar, br), mm(ai, bi)])
                im = _op("stablehlo.add", part, [mm(ar, bi), mm(ai, br)])
                rebuilt = _op("stablehlo.complex", t, [re, im])
            dot.results[0].replace_all_uses_with(rebuilt)
            dot.erase()
            count += 1
    return count


def split_complex_insert_slices(module: ir.Module) -> int:
    """Rewrites each ``tensor.insert_slice`` of complex tensors (what
    :func:`rewrite_window_scatters` emits) as ``complex(insert_slice(real u, real x),
    insert_slice(imag u, imag x))``. For IREE 3.2-3.6's llvm-cpu code generator
    (registry entry ``complex-insert-slices``), which crashes on the complex one. Returns the count."""
    count = 0
    with module.context, ir.Location.unknown():
        for ins in find_ops(module.operation, lambda o: o.name == "tensor.insert_slice"):
            types = _complex_parts_type(ins.results[0].type)
            if types is None:
                continue
            t, part = types
            update, dest, *positions = ins.operands
            attrs = {name: ins.attributes[name] for name in ins.attributes}
            with ir.InsertionPoint(ins), ins.location:
                parts = []
                for name in ("stablehlo.real", "stablehlo.imag"):
                    pu = _op(name, _complex_parts_type(update.type)[1], [update])
                    parts.append(ir.Operation.create(
                        "tensor.insert_slice", results=[part], attributes=attrs,
                        operands=[pu, _op(name, part, [dest]), *positions]).result)
                rebuilt = _op("stablehlo.complex", t, parts)
            ins.results[0].replace_all_uses_with(rebuilt)
            ins.erase()
            count += 1
    return count


def rewrite_complex_selects(module: ir.Module) -> int:
    """Rewrites each ``stablehlo.select`` of complex values as ``complex(select(p, re a, re b),
    select(p, im a, im b))``: IREE 3.13's SPIR-V code generator cannot legalize
    ``arith.select (i1, complex<f32>, complex<f32>)`` (metal-spirv, e.g. ``jax.grad`` of an
    FNO layer; also vulkan-spirv for its default target). Returns the count."""
    selects = find_ops(module.operation, lambda o: o.name == "stablehlo.select")
    count = 0
    with module.context, ir.Location.unknown():
        for sel in selects:
            types = _complex_parts_type(sel.results[0].type)
            if types is None:
                continue
            t, part = types
            pred, a, b = sel.operands
            with ir.InsertionPoint(sel), sel.location:
                parts = []
                for name in ("stablehlo.real", "stablehlo.imag"):
                    pa, pb = _op(name, part, [a]), _op(name, part, [b])
                    parts.append(_op("stablehlo.select", part, [pred, pa, pb]))
                rebuilt = _op("stablehlo.complex", t, parts)
            sel.results[0].replace_all_uses_with(rebuilt)
            sel.erase()
            count += 1
    return count
