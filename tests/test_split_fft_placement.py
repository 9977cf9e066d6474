"""Split mode's ``fft="auto"`` on llvm-cpu: FFTs in loops and small FFTs stay in IREE's
segments (lowered as portable mode lowers them); the rule is :mod:`iree_vkfft.split.fft_placement`."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft.split.fft_placement import (SMALL_FFT_ELEMENTS, FftPlacement, alone,
                                            fft_elements, in_loop, keeps_in_segment)
from iree_vkfft.split.providers import BoundOp, HostFftProvider, default_registry
from iree_vkfft.stablehlo.match import find_ops
from iree_vkfft.stablehlo.parse import parse_program

PINNED = (3, 13)
BIG = SMALL_FFT_ELEMENTS


@pytest.mark.parametrize("elements,loop,target,release,provider,explicit,kept,alone", [
    (96, True, "llvm-cpu", PINNED, "host", False, True, False),       # diffrax's loops
    (BIG * 4, True, "llvm-cpu", PINNED, "host", False, True, False),  # a loop, whatever the size
    (96, False, "llvm-cpu", PINNED, "host", False, True, False),      # small: the boundary costs more
    (BIG - 1, False, "llvm-cpu", PINNED, "host", False, True, False),
    (BIG, False, "llvm-cpu", PINNED, "host", False, False, False),    # large: the host FFT pays
    (96, True, "llvm-cpu", PINNED, "host", True, False, False),       # fft="host" named: every FFT
    (96, True, "llvm-cpu", PINNED, "vkfft", False, False, False),     # another provider
    (96, True, "vulkan-spirv", PINNED, "host", False, False, False),  # not measured there
    (96, True, "llvm-cpu", (3, 11), "host", False, False, False),     # older release: not measured
    (96, True, "llvm-cpu", (3, 14), "host", False, True, False),      # later ones are
    (None, True, "llvm-cpu", PINNED, "host", False, False, False),    # dynamic batch: provider
    (96, False, "llvm-cpu", PINNED, "host", False, False, True),      # an FFT alone: host
    (96, True, "llvm-cpu", PINNED, "host", False, True, True),        # ... unless in a loop
])
def test_rule(elements, loop, target, release, provider, explicit, kept, alone):
    assert keeps_in_segment(elements=elements, loop=loop, target=target, release=release,
                            provider=provider, explicit=explicit, alone=alone) is kept


NESTED = """
func.func @main(%x: tensor<4x96xf32>, %n: tensor<i32>, %k: tensor<i32>) -> tensor<4x96xf32> {
  %top = stablehlo.fft %x, type = RFFT, length = [96] : (tensor<4x96xf32>) -> tensor<4x49xcomplex<f32>>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<4x96xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %c = "stablehlo.case"(%k) ({
        %f = stablehlo.fft %v, type = RFFT, length = [96] : (tensor<4x96xf32>) -> tensor<4x49xcomplex<f32>>
        %y = stablehlo.fft %f, type = IRFFT, length = [96] : (tensor<4x49xcomplex<f32>>) -> tensor<4x96xf32>
        stablehlo.return %y : tensor<4x96xf32>
      }, {
        stablehlo.return %v : tensor<4x96xf32>
      }) : (tensor<i32>) -> tensor<4x96xf32>
      %i2 = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %i2, %c : tensor<i32>, tensor<4x96xf32>
    }
  %g = stablehlo.fft %top, type = IRFFT, length = [96] : (tensor<4x49xcomplex<f32>>) -> tensor<4x96xf32>
  %s = stablehlo.add %g, %r#1 : tensor<4x96xf32>
  return %s : tensor<4x96xf32>
}
"""


def test_in_loop_sees_through_nested_regions():
    module, _ = parse_program(NESTED)
    ffts = find_ops(module.operation, lambda o: o.name == "stablehlo.fft")
    assert [in_loop(op) for op in ffts] == [False, True, True, False]
    assert [fft_elements(op) for op in ffts] == [384, 384, 196, 196]
    assert [alone(op) for op in ffts] == [False] * 4  # the first reads %x but feeds the last


ALONE = """
func.func @main(%x: tensor<4x96xf32>) -> (tensor<4x49xcomplex<f32>>, tensor<4x49xcomplex<f32>>) {
  %f = stablehlo.fft %x, type = RFFT, length = [96] : (tensor<4x96xf32>) -> tensor<4x49xcomplex<f32>>
  %e = stablehlo.exponential %x : tensor<4x96xf32>
  %g = stablehlo.fft %e, type = RFFT, length = [96] : (tensor<4x96xf32>) -> tensor<4x49xcomplex<f32>>
  return %f, %g : tensor<4x49xcomplex<f32>>, tensor<4x49xcomplex<f32>>
}
"""


def test_an_fft_alone_goes_to_the_host():
    module, _ = parse_program(ALONE)
    ffts = find_ops(module.operation, lambda o: o.name == "stablehlo.fft")
    assert [alone(op) for op in ffts] == [True, False]
    program = iree_vkfft.compile(ALONE, mode="split", target="llvm-cpu")
    x = np.random.default_rng(1).standard_normal((4, 96)).astype(np.float32)
    f, g = program(x)
    assert program.stats.provider_calls == {"host": 1} and program.stats.segment_calls == 1
    np.testing.assert_allclose(f, np.fft.rfft(x), atol=1e-5)
    np.testing.assert_allclose(g, np.fft.rfft(np.exp(x)), rtol=1e-5, atol=1e-4)


# A damped spectral step in a loop with a data-dependent trip count (as an ODE solver's):
# its values stay bounded, so float32 stays within 1e-5 of float64 after many steps.
LOOP = """
func.func @main(%x: tensor<8x96xf32>, %n: tensor<i32>) -> tensor<8x96xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<8x96xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %f = stablehlo.fft %v, type = RFFT, length = [96] : (tensor<8x96xf32>) -> tensor<8x49xcomplex<f32>>
      %h = stablehlo.constant dense<(0.5, 0.25)> : tensor<8x49xcomplex<f32>>
      %g = stablehlo.multiply %f, %h : tensor<8x49xcomplex<f32>>
      %y = stablehlo.fft %g, type = IRFFT, length = [96] : (tensor<8x49xcomplex<f32>>) -> tensor<8x96xf32>
      %s = stablehlo.sine %y : tensor<8x96xf32>
      %w = stablehlo.add %s, %x : tensor<8x96xf32>
      %i2 = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %i2, %w : tensor<i32>, tensor<8x96xf32>
    }
  return %r#1 : tensor<8x96xf32>
}
"""


def _loop_reference(x: np.ndarray, n: int) -> np.ndarray:
    v = x.astype(np.float64)
    for _ in range(n):
        v = np.sin(np.fft.irfft(np.fft.rfft(v) * (0.5 + 0.25j), 96)) + x
    return v


@pytest.fixture(scope="module")
def loop_programs():
    return (iree_vkfft.compile(LOOP, mode="split", target="llvm-cpu"),
            iree_vkfft.compile(LOOP, mode="split", target="llvm-cpu", fft="host"))


@pytest.mark.parametrize("n", [0, 1, 7])
def test_loop_with_ffts_runs_in_iree_by_default(loop_programs, n):
    auto, host = loop_programs
    x = np.random.default_rng(n).standard_normal((8, 96)).astype(np.float32)
    want = _loop_reference(x, n)
    (got,) = auto(x, np.int32(n))
    assert auto.stats.loop_iterations == 0 and auto.stats.provider_calls == {}
    assert auto.stats.segment_calls == 1
    assert auto.kept_ffts == 2 and "2 FFT(s) inside the segments" in repr(auto)
    assert host.kept_ffts == 0 and "inside" not in repr(host)
    assert np.abs(got - want).max() <= 1e-5 * np.abs(want).max()
    (named,) = host(x, np.int32(n))  # fft="host" named: the loop is driven from Python
    assert host.stats.loop_iterations == n and host.stats.provider_calls.get("host", 0) == 2 * n
    assert np.abs(named - want).max() <= 1e-5 * np.abs(want).max()


def test_kept_ffts_survive_pickling(loop_programs):
    auto, _ = loop_programs
    x = np.random.default_rng(3).standard_normal((8, 96)).astype(np.float32)
    copy = pickle.loads(pickle.dumps(auto))
    assert copy.fft_placement == auto.fft_placement
    np.testing.assert_array_equal(copy(x, np.int32(4))[0], auto(x, np.int32(4))[0])
    assert copy.stats.loop_iterations == 0


def _rfft_program(rows: int, n: int) -> str:
    m = n // 2 + 1
    return f"""
func.func @main(%x: tensor<{rows}x{n}xf32>) -> tensor<{rows}x{m}xf32> {{
  %e = stablehlo.exponential %x : tensor<{rows}x{n}xf32>
  %f = stablehlo.fft %e, type = RFFT, length = [{n}] : (tensor<{rows}x{n}xf32>) -> tensor<{rows}x{m}xcomplex<f32>>
  %a = stablehlo.abs %f : (tensor<{rows}x{m}xcomplex<f32>>) -> tensor<{rows}x{m}xf32>
  return %a : tensor<{rows}x{m}xf32>
}}"""


@pytest.mark.parametrize("rows,n,on_host", [(4, 96, 0), (128, 1024, 1)])
def test_small_ffts_stay_in_the_segment_large_ones_go_to_the_host(rows, n, on_host):
    assert (rows * n >= SMALL_FFT_ELEMENTS) == bool(on_host)
    program = iree_vkfft.compile(_rfft_program(rows, n), mode="split", target="llvm-cpu")
    x = np.random.default_rng(0).standard_normal((rows, n)).astype(np.float32)
    (got,) = program(x)
    assert program.stats.provider_calls.get("host", 0) == on_host
    assert program.stats.segment_calls == 1 + on_host
    want = np.abs(np.fft.rfft(np.exp(x.astype(np.float64))))
    assert np.abs(got - want).max() <= 1e-5 * np.abs(want).max()


def test_the_rule_needs_the_lowering():
    """``compile_split`` alone (no ``lower_ffts``, as a caller below the pipeline): every FFT
    goes to the provider."""
    placement = FftPlacement("llvm-cpu", "host", False, PINNED, None)
    assert not placement.active
    assert FftPlacement("llvm-cpu", "host", False, PINNED, len).active


def test_check_compares_auto_split_mode_and_refuses_only_the_reference():
    report = iree_vkfft.check(_rfft_program(4, 96), mode="split", target="llvm-cpu")
    assert report.ok
    with pytest.raises(ValueError, match="is the reference itself"):
        iree_vkfft.check(_rfft_program(4, 96), mode="split", target="llvm-cpu", fft="host")


def test_a_single_segment_program_is_one_iree_call(loop_programs, monkeypatch):
    """Every FFT kept, the schedule is one segment over the program's inputs and outputs:
    split mode calls it as portable mode calls its module, and gets what the general path
    (the schedule walked step by step) gets."""
    auto, host = loop_programs
    assert auto._whole_program_segment() is not None
    assert host._whole_program_segment() is None  # host FFTs: a schedule of several steps
    x = np.random.default_rng(5).standard_normal((8, 96)).astype(np.float32)
    (fast,) = auto(x, np.int32(3))
    assert auto.stats.segment_calls == 1 and auto.stats.total_seconds > 0
    assert auto.stats.segment_seconds == auto.stats.total_seconds
    monkeypatch.setattr(auto, "_direct", None)  # the schedule walked, step by step
    (walked,) = auto(x, np.int32(3))
    np.testing.assert_array_equal(fast, walked)
    assert auto.stats.segment_calls == 1


UNUSED_INPUT = """
func.func @main(%x: tensor<4x96xf32>, %unused: tensor<3xf32>) -> (tensor<4x49xcomplex<f32>>, tensor<4x49xcomplex<f32>>) {
  %e = stablehlo.exponential %x : tensor<4x96xf32>
  %f = stablehlo.fft %e, type = RFFT, length = [96] : (tensor<4x96xf32>) -> tensor<4x49xcomplex<f32>>
  return %f, %f : tensor<4x49xcomplex<f32>>, tensor<4x49xcomplex<f32>>
}
"""


def test_a_segment_that_is_not_the_whole_program_walks_the_schedule():
    program = iree_vkfft.compile(UNUSED_INPUT, mode="split", target="llvm-cpu")
    assert program.kept_ffts == 1 and program._whole_program_segment() is None
    x = np.random.default_rng(6).standard_normal((4, 96)).astype(np.float32)
    f, g = program(x, np.zeros(3, np.float32))
    want = np.fft.rfft(np.exp(x.astype(np.float64)))
    assert np.abs(f - want).max() <= 1e-5 * np.abs(want).max()
    np.testing.assert_array_equal(f, g)
    assert f is not g and program.stats.segment_calls == 1


class _CountingHost(HostFftProvider):
    """A user's provider registered in the built-in host provider's place."""

    def __init__(self):
        super().__init__()
        self.calls = 0

    def bind(self, op):
        inner = super().bind(op)

        def run(*xs, out=None):
            self.calls += 1
            return inner(*xs, out=out)

        return BoundOp(self.name, inner.description, run)


def test_a_provider_registered_as_host_runs_every_fft():
    """``fft="auto"`` keeps FFTs in IREE only in place of the built-in host provider: one a
    user registered under its name is the caller's choice, and runs every FFT."""
    registry = default_registry().copy()
    mine = _CountingHost()
    registry.register("stablehlo.fft", mine, replace=True)
    program = iree_vkfft.compile(LOOP, mode="split", target="llvm-cpu", providers=registry)
    assert program.kept_ffts == 0 and program.fft_placement.explicit
    x = np.random.default_rng(7).standard_normal((8, 96)).astype(np.float32)
    (got,) = program(x, np.int32(3))
    assert mine.calls == 6 and program.stats.loop_iterations == 3
    want = _loop_reference(x, 3)
    assert np.abs(got - want).max() <= 1e-5 * np.abs(want).max()
