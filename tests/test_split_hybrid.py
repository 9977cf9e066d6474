"""Hybrid split mode (split/placement.py, stablehlo/cutting.py): a segment iree-compile cannot
compile for the target is narrowed down to the ops that fail, those run on the host
(llvm-cpu), the rest stays on the device; an op no target compiles is named in the error."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft._diskcache import PLACEMENTS
from iree_vkfft.split.placement import HOST, PlacementError
from iree_vkfft.stablehlo import cutting
from iree_vkfft.stablehlo.parse import find_entry, parse_program
from iree_vkfft.stablehlo.partition import partition_function
from iree_vkfft.toolchain.options import CompileOptions
from portable_helpers import needs_vulkan, runner

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

# SPIR-V has no float64 sine or exponential: both must run on the host, the rest on Vulkan
F64_MATH = """
func.func @main(%x: tensor<4x16xf64>, %w: tensor<4x16xf64>) -> (tensor<4x9xcomplex<f64>>, tensor<4x16xf64>) {
  %a = stablehlo.multiply %x, %w : tensor<4x16xf64>
  %s = stablehlo.sine %a : tensor<4x16xf64>
  %b = stablehlo.add %s, %w : tensor<4x16xf64>
  %f = stablehlo.fft %b, type = RFFT, length = [16] : (tensor<4x16xf64>) -> tensor<4x9xcomplex<f64>>
  %e = stablehlo.exponential %x : tensor<4x16xf64>
  %t = stablehlo.add %e, %b : tensor<4x16xf64>
  return %f, %t : tensor<4x9xcomplex<f64>>, tensor<4x16xf64>
}"""


def _inputs():
    rng = np.random.default_rng(0)
    return rng.standard_normal((4, 16)), rng.standard_normal((4, 16))


def _expected(x, w):
    b = np.sin(x * w) + w
    return np.fft.rfft(b), np.exp(x) + b


@needs_vulkan
@pytest.mark.parametrize("fft, up_front", [("host", True), ("vkfft", True), ("host", False)])
def test_f64_math_runs_on_the_host_the_rest_on_vulkan(fft, up_front):
    """The registry names what SPIR-V lacks (f64-math-on-host: placed on the host before any
    compile); with that entry off, the compile failures narrow down to the same two ops."""
    off = () if up_front else ("f64-math-on-host",)
    program = iree_vkfft.compile(F64_MATH, mode="split", fft=fft, options=CompileOptions(
        target="vulkan", disable_workarounds=off))
    on_host = [(name, why) for name, target, why in program.placement if target == HOST]
    assert len(on_host) == 2, program.placement
    assert {why.split(":")[0] for _, why in on_host} == {"vulkan-spirv"}
    if up_front:
        assert all("f64-math-on-host" in why for _, why in on_host)
    else:
        assert any("spirv.GL.Sin" in why for _, why in on_host)
        assert any("spirv.GL.Exp" in why for _, why in on_host)
    assert all(t == "vulkan-spirv" for _, t, why in program.placement if not why)
    x, w = _inputs()
    for y, want in zip(program(x, w), _expected(x, w)):
        np.testing.assert_allclose(y, want, rtol=1e-12, atol=1e-12)
    # what crosses: each host op's operands and result, nothing else
    assert 0 < program.stats.between_segments_bytes <= 6 * x.nbytes
    text = iree_vkfft.describe(program)
    assert "runs on llvm-cpu: vulkan-spirv: " in text
    assert "2 on the host (llvm-cpu)" in repr(program)


@needs_vulkan
def test_the_placement_is_cached_and_a_pickled_program_replays_it():
    program = iree_vkfft.compile(F64_MATH, mode="split", target="vulkan", fft="host")
    assert list(PLACEMENTS.path("x").parent.glob("placement-*.json")), "placement cached"
    again = iree_vkfft.compile(F64_MATH, mode="split", target="vulkan", fft="host")
    assert again.placement == program.placement
    copy = pickle.loads(pickle.dumps(program))
    x, w = _inputs()
    for y, want in zip(copy(x, w), program(x, w)):
        np.testing.assert_array_equal(y, want)


def test_an_op_no_target_compiles_is_named_with_its_place_in_the_program():
    """With its workaround off, a dynamic reshape fails on every target: split mode narrows
    the failure down to it and says so."""
    text = """
func.func @main(%x: tensor<?x4xf32>) -> (tensor<?x2xcomplex<f32>>) {
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %m = stablehlo.multiply %n, %two : tensor<i32>
  %a = stablehlo.reshape %m : (tensor<i32>) -> tensor<1xi32>
  %b = stablehlo.constant dense<2> : tensor<1xi32>
  %s = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %y = stablehlo.dynamic_reshape %x, %s : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x2xf32>
  %z = stablehlo.fft %y, type = RFFT, length = [2] : (tensor<?x2xf32>) -> tensor<?x2xcomplex<f32>>
  return %z : tensor<?x2xcomplex<f32>>
}"""
    with pytest.raises(PlacementError, match=r"iree-compile fails on stablehlo.dynamic_reshape "
                                             r"at loc\(line 9:8\)") as e:
        iree_vkfft.compile(text, mode="split", fft="host", use_cache=False, options=CompileOptions(
                               disable_workarounds=("dynamic-reshapes",)))
    assert "no mode of iree-vkfft runs it" in str(e.value)
    assert "dynamic_reshape" in e.value.diagnostics


@pytest.mark.parametrize("segment", ["seg0", "seg1"])
def test_every_cut_of_a_segment_computes_the_same(segment):
    """A segment cut anywhere (the two parts in one module, run one after the other) gives
    what the whole segment gives: the cut passes exactly the values the second part reads."""
    from pathlib import Path

    source, _ = parse_program(Path(__file__).parent / "data" / "programs" / "whisper_logmel.mlir")
    whole = partition_function(find_entry(source, "main"), lambda op: op.name == "stablehlo.fft")
    points = cutting.cut_points(whole, segment)
    assert points > 3
    step = whole.segment(segment)
    rng = np.random.default_rng(0)
    args = [rng.standard_normal(whole.specs[v].shape).astype(whole.specs[v].dtype)
            for v in step.inputs]
    if whole.specs[step.inputs[0]].dtype.kind == "c":
        args[0] = (args[0] + 1j * rng.standard_normal(args[0].shape)).astype(args[0].dtype)
    want = runner(whole.module, "llvm-cpu")(segment, args)
    for at in (1, points // 2, points):
        cut = partition_function(find_entry(source, "main"),
                                 lambda op: op.name == "stablehlo.fft")
        first, second = cutting.cut_segment(cut, segment, at)
        cut.module.operation.verify()
        a, b = cut.segment(first), cut.segment(second)
        run = runner(cut.module, "llvm-cpu")
        env = dict(zip(step.inputs, args))
        env.update(zip(a.outputs, run(first, [env[v] for v in a.inputs])))
        env.update(zip(b.outputs, run(second, [env[v] for v in b.inputs])))
        for v, w in zip(step.outputs, want):
            np.testing.assert_allclose(env[v], w, rtol=1e-5, atol=1e-5)


def test_a_cut_is_refused_where_there_is_none():
    from pathlib import Path

    source, _ = parse_program(Path(__file__).parent / "data" / "programs" / "rfft_f32_400.mlir")
    p = partition_function(find_entry(source, "main"), lambda op: op.name == "stablehlo.fft")
    for s in p.segments:
        with pytest.raises(ValueError, match="cut points"):
            cutting.cut_segment(p, s.name, cutting.cut_points(p, s.name) + 1)


@needs_vulkan
def test_a_one_module_mode_s_failure_says_split_mode_runs_it():
    """Portable mode on Vulkan cannot compile the float64 sine (one module, no host): the
    error says it lies outside the FFTs and that mode='split' runs the program."""
    from iree_vkfft.toolchain import IreeCompileError

    with pytest.raises(IreeCompileError) as e:
        iree_vkfft.compile(F64_MATH, mode="portable", target="vulkan")
    text = str(e.value)
    assert "spirv.GL.Sin" in text
    assert "outside its FFTs for vulkan-spirv" in text
    assert "mode='split' runs this program with those ops" in text


@needs_vulkan
def test_the_compile_budget_error_names_the_last_failure(monkeypatch):
    """When narrowing runs out of compiles, the error says for which target, how many failed
    and iree-compile's last error (it once ended in an empty 'the last: ')."""
    from iree_vkfft.split import placement

    monkeypatch.setattr(placement, "MAX_COMPILES", 2)
    with pytest.raises(PlacementError, match=r"after 2 compiles \(\d+ failed\) for "
                       r"vulkan-spirv; the last failure: error: 'spirv\.GL\.\w+'"):
        iree_vkfft.compile(F64_MATH, mode="split", fft="host", use_cache=False,
                           options=CompileOptions(target="vulkan",
                                                  disable_workarounds=("f64-math-on-host",)))
