"""Parsing, matching and the structure of the split (no IREE compilation here)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from iree.compiler import ir

from iree_vkfft._types import FftType
from iree_vkfft.pipeline import inspect
from iree_vkfft.stablehlo.errors import StableHLOError, UnsupportedProgramError
from iree_vkfft.stablehlo.match import describe_fft, find_ops
from iree_vkfft.stablehlo.parse import load_module, parse_program
from iree_vkfft.workarounds import registry as workarounds
from iree_vkfft.stablehlo.partition import (CaseStep, HostOpStep, SegmentStep, WhileStep,
                                            partition_function)

PROGRAMS = Path(__file__).parent / "data" / "programs"


def is_fft(op):
    return op.name == "stablehlo.fft"


def split(name, **kw):
    _, entry = parse_program(PROGRAMS / f"{name}.mlir")
    return partition_function(entry, is_fft, **kw)


def kinds(plan):
    return [type(s).__name__ for s in plan.steps]


def test_inlining_flattens_jax_private_functions():
    module, entry = parse_program(PROGRAMS / "rfft_f32_400.mlir")
    assert not find_ops(entry, lambda op: op.name == "func.call")
    (fft,) = find_ops(entry, is_fft)
    d = describe_fft(fft)
    assert d.fft_type is FftType.RFFT and d.fft_length == (400,)
    assert d.operand.shape == (5, 400) and d.result.dtype == np.complex64


def test_describe_irfft_and_3d():
    _, entry = parse_program(PROGRAMS / "fftn3_c64.mlir")
    descs = [describe_fft(op) for op in find_ops(entry, is_fft)]
    irfft = [d for d in descs if d.fft_type is FftType.IRFFT]
    assert irfft and irfft[0].fft_length == (4, 6, 8) and irfft[0].operand.shape[-1] == 5
    assert irfft[0].axes == (-3, -2, -1)


@pytest.mark.parametrize("form", ["text", "path_str", "path", "bytes", "bytecode", "as_text",
                                  "mlir_module"])
def test_load_module_accepts_every_form(form):
    path = PROGRAMS / "fft_c64_6.mlir"
    text = path.read_text()

    class AsText:
        def as_text(self):
            return text

    class MlirModule:
        def mlir_module(self):
            return text

    if form == "bytecode":
        import io

        buf = io.BytesIO()
        load_module(text).operation.write_bytecode(buf)
        source = buf.getvalue()
    else:
        source = {"text": text, "path_str": str(path), "path": path, "bytes": text.encode(),
                  "as_text": AsText(), "mlir_module": MlirModule()}[form]
    module = load_module(source)
    assert len(find_ops(module.operation, is_fft)) == 1


def test_malformed_mlir_and_missing_entry():
    with pytest.raises(StableHLOError, match="Malformed MLIR"):
        load_module("func.func @main( {")
    with pytest.raises(StableHLOError, match="Entry function 'nope' not found.*main"):
        parse_program(PROGRAMS / "fft_c64_6.mlir", entry="nope")
    with pytest.raises(FileNotFoundError):
        load_module("does/not/exist.mlir")
    with pytest.raises(TypeError):
        load_module(42)


def test_program_that_is_only_an_fft_needs_no_segment():
    p = split("rfft_f32_400")
    assert kinds(p.schedule) == ["HostOpStep"] and p.segments == []
    assert p.schedule.outputs == p.schedule.steps[0].outputs


def test_fft_to_fft_has_no_segment_between():
    p = split("consecutive")
    assert kinds(p.schedule) == ["HostOpStep"] * 4
    assert p.schedule.steps[2].inputs == p.schedule.steps[0].outputs  # FFT result feeds the next FFT


def test_independent_ffts_share_one_split_point():
    p = split("multi_io")
    # fft(x) and rfft(2y) are both at depth 0/1, irfft at depth 2: seg, hosts, hosts, seg
    ks = kinds(p.schedule)
    assert ks.count("HostOpStep") == 3
    assert ks.count("SegmentStep") == 2
    # The same value returned twice and an argument returned through a segment.
    assert p.schedule.outputs[0] == p.schedule.outputs[3]


def test_segments_have_use_def_interfaces():
    p = split("fft_convolve")
    segs = [s for s in p.schedule.steps if isinstance(s, SegmentStep)]
    hosts = [s for s in p.schedule.steps if isinstance(s, HostOpStep)]
    assert len(hosts) == 3
    produced = set(p.schedule.inputs)
    for step in p.schedule.steps:
        assert set(step.inputs) <= produced
        produced |= set(step.outputs)
    assert set(p.schedule.outputs) <= produced
    names = [ir.StringAttr(op.operation.attributes["sym_name"]).value
             for op in p.module.body.operations]
    assert names == [s.name for s in segs]


def test_constants_are_rematerialized_not_transferred():
    p = split("grad_rfft_loss")
    for seg in p.segments:
        for vid in seg.inputs:
            assert p.specs[vid].shape != ()  # no scalar constants carried between segments


def test_complex_scalar_constants_are_rebuilt_by_the_workaround():
    module = split("grad_rfft_loss").module
    before = str(module).count("stablehlo.complex")
    changed = workarounds.apply(module, ["llvm-cpu"]).get("complex-scalar-constants", 0)
    assert changed > 0
    assert str(module).count("stablehlo.complex") == before + changed
    module.operation.verify()


def test_while_with_fft_becomes_host_driven_loop():
    p = split("fori_fft")
    (loop,) = [s for s in p.schedule.steps if isinstance(s, WhileStep)]
    assert any(isinstance(s, HostOpStep) for s in loop.body.steps)
    assert len(loop.cond.outputs) == 1
    assert all(s.name.startswith("while") for s in p.segments if s not in p.schedule.steps)


def test_case_with_fft_becomes_host_driven_branches():
    p = split("cond_fft")
    (case,) = [s for s in p.schedule.steps if isinstance(s, CaseStep)]
    assert len(case.branches) == 2
    assert sum(isinstance(s, HostOpStep) for b in case.branches for s in b.steps) == 1


FFT_IN_REDUCE = """
func.func @main(%x: tensor<4x8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
  %z = stablehlo.constant dense<(0.0,0.0)> : tensor<complex<f32>>
  %r = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4x8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8xcomplex<f32>>
    reducer(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>) {
      %r1 = stablehlo.reshape %a : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
      %f = stablehlo.fft %r1, type = FFT, length = [1] : (tensor<1xcomplex<f32>>) -> tensor<1xcomplex<f32>>
      %s = stablehlo.reshape %f : (tensor<1xcomplex<f32>>) -> tensor<complex<f32>>
      %t = stablehlo.add %s, %b : tensor<complex<f32>>
      stablehlo.return %t : tensor<complex<f32>>
    }
  return %r : tensor<8xcomplex<f32>>
}
"""

DYNAMIC_FFT = """
func.func @main(%x: tensor<?x8xcomplex<f32>>) -> tensor<?x8xcomplex<f32>> {
  %f = stablehlo.fft %x, type = FFT, length = [8] : (tensor<?x8xcomplex<f32>>) -> tensor<?x8xcomplex<f32>>
  return %f : tensor<?x8xcomplex<f32>>
}
"""


def test_fft_inside_reduce_body_is_a_clear_error():
    _, entry = parse_program(FFT_IN_REDUCE)
    with pytest.raises(UnsupportedProgramError, match=r"stablehlo.fft at loc.*stablehlo.reduce"):
        partition_function(entry, is_fft)


def test_dynamic_batch_partitions_with_dynamic_specs():
    _, entry = parse_program(DYNAMIC_FFT)
    p = partition_function(entry, is_fft)
    assert [s.shape for s in p.input_specs] == [(None, 8)]
    assert [s.shape for s in p.output_specs] == [(None, 8)]
    assert len(p.host_ops) == 1 and not p.segments


SIZES_BETWEEN_SEGMENTS = """
func.func @main(%x: tensor<?x8xcomplex<f32>>) -> tensor<?x8xcomplex<f32>> {
  %f = stablehlo.fft %x, type = FFT, length = [8] : (tensor<?x8xcomplex<f32>>) -> tensor<?x8xcomplex<f32>>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x8xcomplex<f32>>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %c8 = stablehlo.constant dense<8> : tensor<1xi32>
  %s = stablehlo.concatenate %b1, %c8, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %r = stablehlo.dynamic_reshape %f, %s : (tensor<?x8xcomplex<f32>>, tensor<2xi32>) -> tensor<?x8xcomplex<f32>>
  %y = stablehlo.multiply %r, %r : tensor<?x8xcomplex<f32>>
  return %y : tensor<?x8xcomplex<f32>>
}
"""


def test_sizes_reach_later_segments_as_i32_scalars():
    """In a program with dynamic shapes, small integer tensors between segments are passed
    as i32 scalars (partition._passes_as_scalars), which the host computes shapes from."""
    _, entry = parse_program(SIZES_BETWEEN_SEGMENTS)
    p = partition_function(entry, is_fft)
    later = [s for s in p.segments if s.scalar_inputs]
    assert len(later) == 1
    (pos,) = later[0].scalar_inputs
    assert p.specs[later[0].inputs[pos]].shape == (2,)
    fn = [op for op in p.module.body.operations
          if ir.StringAttr(op.attributes["sym_name"]).value == later[0].name][0]
    ftype = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
    assert [str(t) for t in ftype.inputs].count("i32") == 2  # the shape's two elements


def test_inspect_summarizes_the_split():
    text = inspect(PROGRAMS / "fori_fft.mlir", target="vulkan")
    assert "while (host-driven" in text and "FFT[32]" in text and "IFFT[32]" in text
    assert "inputs:  complex64[4,32], complex64[32]" in text
    # on llvm-cpu, fft="auto" keeps a loop's FFTs in IREE's segments: no host-driven loop
    text = inspect(PROGRAMS / "fori_fft.mlir", target="llvm-cpu")
    assert "while (host-driven" not in text and "0 host op(s)" in text
    assert "2 FFT(s) inside IREE's segments on llvm-cpu" in text
