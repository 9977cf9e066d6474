"""Inline mode's dynamic batch: every FFT whose batch is dynamic becomes loops over FFTs of
a fixed number of rows, before the kernels are planned.

A VkFFT plan is made for one batch count (its kernels' dispatch grid and bounds come from it),
so a ``.vmfb`` that runs at any batch cannot call one plan. The operand is collapsed into
``[B, n1, ..., nk]`` (:func:`~iree_vkfft.stablehlo.dynamic.collapse_batch`); then, for each
chunk size ``s`` of :func:`chunk_sizes` (largest first, the last one 1), an ``scf.for``
transforms ``s`` rows at a time (``tensor.extract_slice`` -> the static ``stablehlo.fft`` of
``s`` rows -> ``tensor.insert_slice``) while ``s`` rows remain. No row
is padded or computed twice; a batch ``B`` runs ``B // C`` full chunks and fewer than
``ratio`` iterations of each smaller size. The static FFTs are then inlined like any other
(one wrapper and kernel set per chunk size), so stock ``iree-run-module`` runs the module at
any batch >= 0.
"""

from __future__ import annotations

import logging
import math

from iree.compiler import ir

from iree.compiler.dialects import arith, scf

from ..stablehlo.dynamic import collapse_batch, expand_batch
from ..stablehlo.match import FftDescription, describe_fft, find_ops

__all__ = ["CHUNK_ELEMENTS", "CHUNK_RATIO", "chunk_sizes", "chunk_dynamic_ffts"]

_log = logging.getLogger(__name__)

#: elements of the largest chunk's operand (2^20: 8 MiB of complex64; lavapipe's per-dispatch
#: cost makes iterations dear, so the largest chunk is large)
CHUNK_ELEMENTS = 1 << 20
#: ratio between consecutive chunk sizes: fewer plans (and SPIR-V) against more iterations
CHUNK_RATIO = 4
#: most chunk sizes (plans) per FFT
MAX_CHUNK_SIZES = 6


def chunk_sizes(row_elements: int, chunk_elements: int = CHUNK_ELEMENTS,
                ratio: int = CHUNK_RATIO, levels: int = MAX_CHUNK_SIZES) -> tuple[int, ...]:
    """Row counts of the chunks, largest first and ending with 1 (pure): powers of ``ratio``,
    the largest the one that fits ``chunk_elements`` (at most ``levels`` sizes). A batch of
    B rows then takes B // largest full chunks and fewer than ``ratio`` of each smaller size.
    (VkFFT's kernels are not batch-agnostic: the SPIR-V of one transform differs for every
    batch count measured, 16/17/256/1000 rows of C2C 32, R2C 400, C2C 4099, so one plan per
    size is needed.)"""
    rows = max(1, chunk_elements // max(1, row_elements))
    k = 0
    while ratio ** (k + 1) <= rows and k + 1 < levels:
        k += 1
    return tuple(ratio ** i for i in range(k, -1, -1))


def _op(name: str, results: list[ir.Type], operands: list[ir.Value],
        attributes: dict | None = None, regions: int = 0) -> ir.Operation:
    return ir.Operation.create(name, results=results, operands=operands,
                               attributes=attributes or {}, regions=regions)


def _index(v: ir.Value) -> ir.Value:
    """The ``tensor<i32>`` ``v`` as an ``index``."""
    scalar = _op("tensor.extract", [ir.IntegerType.get_signless(32)], [v]).result
    return _op("arith.index_cast", [ir.IndexType.get()], [scalar]).result


def _slice_rows(name: str, source: ir.Value, row: ir.Value, shape: list[int],
                element: ir.Type | None, update: ir.Value | None = None) -> ir.Value:
    """``tensor.extract_slice`` of ``shape`` rows at ``row`` of ``source``, or (with
    ``update``) ``tensor.insert_slice`` of ``update`` there. The tensor forms, not
    ``stablehlo.dynamic_slice``/``dynamic_update_slice``: IREE 3.13 cannot legalize a
    ``dynamic_update_slice`` into a dynamically shaped tensor (``failed to legalize operation
    'stablehlo.dynamic_update_slice' that was explicitly marked illegal``); the offsets are
    always in range here, so StableHLO's clamping is not needed."""
    rank = len(shape)
    dyn = ir.ShapedType.get_dynamic_size()
    attrs = {"static_offsets": ir.DenseI64ArrayAttr.get([dyn] + [0] * (rank - 1)),
             "static_sizes": ir.DenseI64ArrayAttr.get(shape),
             "static_strides": ir.DenseI64ArrayAttr.get([1] * rank)}
    if update is None:
        attrs["operandSegmentSizes"] = ir.DenseI32ArrayAttr.get([1, 1, 0, 0])
        return _op(name, [ir.RankedTensorType.get(shape, element)], [source, row], attrs).result
    attrs["operandSegmentSizes"] = ir.DenseI32ArrayAttr.get([1, 1, 1, 0, 0])
    return _op(name, [source.type], [update, source, row], attrs).result


def _index_constant(n: int) -> ir.Value:
    return arith.ConstantOp(ir.IndexType.get(), n).result


def _chunk_loop(flat: ir.Value, out: ir.Value, offset: ir.Value, size: ir.Value, rows: int,
                op: ir.Operation) -> tuple[ir.Value, ir.Value]:
    """The FFTs of ``(size - offset) // rows`` chunks of ``rows`` rows from row ``offset``
    into ``out`` (an ``scf.for`` over ``index`` values, which IREE keeps on the host: a
    ``stablehlo.while`` would read its condition back from the device every iteration);
    returns (the next offset, out)."""
    step = _index_constant(rows)
    count = arith.DivUIOp(arith.SubIOp(size, offset).result, step).result
    loop = scf.ForOp(_index_constant(0), count, _index_constant(1), [out])
    flat_t, out_t = ir.RankedTensorType(flat.type), ir.RankedTensorType(out.type)
    with ir.InsertionPoint(loop.body):
        i, acc = loop.induction_variable, loop.inner_iter_args[0]
        row = arith.AddIOp(offset, arith.MulIOp(i, step).result).result
        in_shape = [rows] + [int(n) for n in list(flat_t.shape)[1:]]
        chunk = _slice_rows("tensor.extract_slice", flat, row, in_shape, flat_t.element_type)
        res_shape = [rows] + [int(n) for n in list(out_t.shape)[1:]]
        fft = _op("stablehlo.fft", [ir.RankedTensorType.get(res_shape, out_t.element_type)],
                  [chunk], {"fft_type": op.attributes["fft_type"],
                            "fft_length": op.attributes["fft_length"]}).result
        scf.YieldOp([_slice_rows("tensor.insert_slice", acc, row, res_shape, None, fft)])
    done = arith.AddIOp(offset, arith.MulIOp(count, step).result).result
    return done, loop.results[0]


def _chunked(op: ir.Operation, desc: FftDescription, sizes: tuple[int, ...]) -> ir.Value:
    k = len(desc.fft_length)
    flat, batch = collapse_batch(op.operands[0], k)
    result = ir.RankedTensorType(op.results[0].type)
    flat_result = ir.RankedTensorType.get(
        [ir.ShapedType.get_dynamic_size()] + [int(n) for n in list(result.shape)[-k:]],
        result.element_type)
    size = _index(batch.size)
    out = _op("tensor.empty", [flat_result], [size]).result  # every row is written once
    offset = _index_constant(0)
    for rows in sizes:
        offset, out = _chunk_loop(flat, out, offset, size, rows, op)
    return expand_batch(out, batch, result)


def chunk_dynamic_ffts(module: ir.Module, chunk_elements: int = CHUNK_ELEMENTS,
                       ratio: int = CHUNK_RATIO) -> int:
    """Rewrites every ``stablehlo.fft`` with a dynamic batch in ``module`` (in place) into
    loops over static FFTs of :func:`chunk_sizes` rows; returns how many."""
    ops = [op for op in find_ops(module.operation, lambda o: o.name == "stablehlo.fft")
           if not describe_fft(op).is_static]
    with module.context:
        for op in ops:
            desc = describe_fft(op)
            row = math.prod(desc.operand.shape[-len(desc.fft_length):])
            sizes = chunk_sizes(row, chunk_elements, ratio)
            with ir.InsertionPoint(op), op.location:
                y = _chunked(op, desc, sizes)
            op.results[0].replace_all_uses_with(y)
            op.erase()
            _log.info("%s: dynamic batch as chunks of %s rows", desc,
                      "/".join(map(str, sizes)))
    return len(ops)
