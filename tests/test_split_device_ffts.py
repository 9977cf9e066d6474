"""Split mode with the vkfft provider on the Vulkan target: every FFT runs as VkFFT's kernels on
IREE's device (split/device_ffts.py), values stay there between segments. Checked against numpy
float64, with the transfer counter: nothing crosses host<->device between segments but a loop's
predicate, a case's index and what a host provider reads and returns."""

from __future__ import annotations

import logging
import pickle

import numpy as np
import pytest

from iree_vkfft.pipeline import compile
from iree_vkfft.split import compile_split
from iree_vkfft.split.providers import FFT_OP, default_registry
from iree_vkfft.toolchain.options import CompileOptions
from iree_vkfft.toolchain.runtime import Timeline, Value
from conftest import random_array as rand
from portable_helpers import needs_vulkan
from test_split_programs import (CASE_THREE_BRANCHES, PROGRAMS, SINGLE, WHILE_WITH_CAPTURES, check,
                                 convolution_reference, fno_inputs, fno_reference,
                                 fori_inputs, fori_reference,
                                 whisper_inputs, whisper_reference)

pytestmark = [pytest.mark.usefixtures("private_vmfb_cache"), needs_vulkan]
F = np.fft


def vk(module, **kw):
    return compile(module, target="vulkan", fft="vkfft", **kw)


def count_ffts(program) -> int:
    return sum(1 for s in program.partition.host_ops if s.op_name == FFT_OP)


def assert_on_device(program, calls=None):
    """Every FFT ran on IREE's device and nothing crossed between segments."""
    stats = program.stats
    assert program.device_ffts, program
    assert all(program.device_ffts.functions)
    assert stats.device_fft_calls == (calls if calls is not None else count_ffts(program))
    assert stats.between_segments_bytes == 0, stats


def io_bytes(args, outs) -> tuple[int, int]:
    return sum(a.nbytes for a in args), sum(o.nbytes for o in outs)


#: the default run's share of the split program set (every kind, 2-D/3-D, several FFTs and
#: outputs); the rest run in the slow set
DEFAULT_SINGLE = {"fft_c64_6", "irfft_f32_400", "rfft_f32_4099", "fft_pow2", "fftn3_c64",
                  "consecutive", "multi_io"}


@pytest.mark.parametrize("name,inputs,ref,n", [
    pytest.param(*s, id=s[0], marks=[] if s[0] in DEFAULT_SINGLE else [pytest.mark.slow])
    for s in SINGLE])
def test_transform_programs_keep_values_on_the_device(name, inputs, ref, n):
    rng = np.random.default_rng(1)
    args = [rand(rng, s, d) for s, d in inputs]
    kept = [a.copy() for a in args]
    program = vk(PROGRAMS / f"{name}.mlir")
    for _ in range(2):  # the second call reuses the loaded module and its buffers
        outs = program(*args)
        refs = ref(*[a.astype(np.complex128 if a.dtype.kind == "c" else np.float64)
                     for a in args])
        check(outs, refs, n, scale=2.0)
        assert_on_device(program)
        up, down = io_bytes(args, outs)
        # only the program's own inputs go up and its outputs come down (an output that is
        # also an input, or computed twice, may not need its own transfer)
        assert program.stats.host_to_device_bytes <= up
        assert program.stats.device_to_host_bytes <= down
    for a, b in zip(args, kept):  # the caller's arrays are untouched
        np.testing.assert_array_equal(a, b)


@pytest.mark.slow
def test_x64_program_on_the_device():
    rng = np.random.default_rng(2)
    x, z = rand(rng, (3, 100), np.float64), rand(rng, (2, 1000), np.complex128)
    program = vk(PROGRAMS / "x64_transforms.mlir")
    outs = program(x, z)
    assert [o.dtype for o in outs] == [np.complex128, np.complex128, np.float64]
    check(outs, [F.rfft(x), F.ifft(z), F.irfft(F.rfft(x) * 2.0, n=100)], 1000, scale=2.0)
    assert_on_device(program)


def test_an_input_buffer_passed_to_several_ffts_is_not_overwritten():
    """IREE 3.13 elides the clone of an imported argument and runs VkFFT's in-place kernels
    on the caller's buffer (dispatch/emit.fresh_copy): the same device value, passed again,
    must still hold the input."""
    rng = np.random.default_rng(3)
    x = rand(rng, (3, 32), np.complex64)
    program = vk(PROGRAMS / "consecutive.mlir")
    rt = program._fft_runtime()  # the FFTs' companion module
    timeline = Timeline(rt.device)  # the module is async: its calls take fences
    fft_fn = program.device_ffts.functions[0]
    value = Value(host=x)
    for _ in range(3):
        (y,) = rt.call(fft_fn, [value], timeline)
        np.testing.assert_allclose(rt.to_host(y, np.complex64, timeline), F.fft(x), rtol=0,
                                   atol=1e-4)
    value.host = None  # read the device buffer itself back
    np.testing.assert_array_equal(rt.to_host(value, np.complex64, timeline), x)


@pytest.mark.slow
def test_whisper_logmel_on_the_device():
    audio, filters, window = whisper_inputs(np.random.default_rng(5))
    program = vk(PROGRAMS / "whisper_logmel.mlir")
    (y,) = program(audio, filters, window)
    check([y], [whisper_reference(audio, filters.astype(np.float64),
                                  window.astype(np.float64))], 400, scale=10.0)
    assert_on_device(program)
    assert program.stats.segment_calls == 2


def test_models_on_the_device():
    rng = np.random.default_rng(5)
    x, w1, w2 = fno_inputs(rng)
    program = vk(PROGRAMS / "fno_spectral_conv.mlir")
    check(list(program(x, w1, w2)), [fno_reference(x, w1, w2)], 1024, scale=10.0)
    assert_on_device(program)
    a, k = rand(rng, (8192,), np.float32), rand(rng, (8192,), np.float32)
    program = vk(PROGRAMS / "fft_convolve.mlir")
    check(list(program(a, k)), [convolution_reference(a, k)], 16384, scale=10.0)
    assert_on_device(program)


def test_fori_loop_reads_back_only_its_predicate():
    x, w = fori_inputs(np.random.default_rng(4))
    program = vk(PROGRAMS / "fori_fft.mlir")
    (y,) = program(x, w)
    check([y], [fori_reference(x, w)], 32, scale=4.0)
    stats = program.stats
    assert stats.loop_iterations == 3 and stats.device_fft_calls == 6
    assert stats.between_segments_bytes == stats.loop_iterations + 1  # one i1 per test


def test_while_with_captures_and_case_on_the_device():
    rng = np.random.default_rng(5)
    x = rand(rng, (4, 32), np.complex64)
    w = np.exp(1j * np.linspace(0, 3, 32)).astype(np.complex64)
    program = vk(WHILE_WITH_CAPTURES)
    for narg in (2, 0):
        (y,) = program(np.array(narg, np.int32), x, w, np.array(0.5, np.float32))
        v = x.astype(np.complex128)
        for _ in range(2 * narg):
            v = F.ifft(F.fft(v) * w) + 0.5
        check([y], [v], 32, scale=4.0)
        assert program.stats.device_fft_calls == 4 * narg
        assert program.stats.between_segments_bytes == 2 * narg + 1
    program = vk(CASE_THREE_BRANCHES)
    x = rand(rng, (2, 24), np.complex64)
    for index, ref in [(2, 2.0 * F.fft(x)), (0, x - 1.0)]:
        (y,) = program(np.array(index, np.int32), x)
        check([y], [ref], 24, scale=2.0)
        assert program.stats.device_fft_calls == (index == 2)
        # the index is a program input: it is read on the host where it already is
        assert program.stats.between_segments_bytes == 0


class _HostAbs:
    """A user provider for stablehlo.abs: runs on the host by definition."""

    name = "host-abs"

    def is_available(self):
        return True

    def unavailable_reason(self):
        return ""

    def bind(self, op):
        from iree_vkfft.split.providers import BoundOp
        from iree_vkfft.stablehlo.match import tensor_spec

        spec = tensor_spec(op.results[0].type)
        return BoundOp(self.name, "abs on the host",
                       lambda x: (np.abs(x).astype(spec.dtype),), (spec,))


def test_a_user_provider_between_device_ffts_moves_only_its_own_values():
    module = """
func.func @main(%x: tensor<3x64xcomplex<f32>>) -> tensor<3x33xcomplex<f32>> {
  %f = stablehlo.fft %x, type = FFT, length = [64] : (tensor<3x64xcomplex<f32>>) -> tensor<3x64xcomplex<f32>>
  %a = stablehlo.abs %f : (tensor<3x64xcomplex<f32>>) -> tensor<3x64xf32>
  %s = stablehlo.multiply %a, %a : tensor<3x64xf32>
  %g = stablehlo.fft %s, type = RFFT, length = [64] : (tensor<3x64xf32>) -> tensor<3x33xcomplex<f32>>
  return %g : tensor<3x33xcomplex<f32>>
}
"""
    registry = default_registry().copy()
    registry.register("stablehlo.abs", _HostAbs())
    rng = np.random.default_rng(6)
    x = rand(rng, (3, 64), np.complex64)
    program = vk(module, providers=registry)
    (y,) = program(x)
    check([y], [F.rfft(np.abs(F.fft(x.astype(np.complex128))) ** 2)], 64, scale=4.0)
    assert program.stats.device_fft_calls == 2
    assert program.stats.provider_calls == {"vkfft": 2, "host-abs": 1}
    # the abs reads the FFT's result (3x64 c64) and returns 3x64 f32: exactly those bytes
    assert program.stats.between_segments_bytes == 3 * 64 * 8 + 3 * 64 * 4


def test_the_host_path_counts_vkffts_own_transfers():
    """``device_ffts=False`` (before this design): each FFT's input goes up to VkFFT's own
    device and its result comes down, and the counter says so."""
    from iree_vkfft import use_tiered

    rng = np.random.default_rng(7)
    x = rand(rng, (5, 400), np.float32)
    program = compile_split(PROGRAMS / "rfft_f32_400.mlir", CompileOptions(target="vulkan"),
                            fft="vkfft", device_ffts=False)
    assert not program.device_ffts
    with use_tiered(False):  # VkFFT runs every call (no host tier)
        (y,) = program(x)
    check([y], [F.rfft(x.astype(np.float64))], 400, scale=2.0)
    assert program.stats.device_fft_calls == 0
    assert program.stats.between_segments_bytes == x.nbytes + y.nbytes


def test_dynamic_batch_on_the_device():
    rng = np.random.default_rng(8)
    program = vk(PROGRAMS / "dynamic" / "dyn_rfft_400.mlir")
    for b in (1, 7, 20):
        x = rand(rng, (b, 400), np.float32)
        (y,) = program(x)
        check([y], [F.rfft(x.astype(np.float64))], 400, scale=2.0)
        assert_on_device(program)


def test_an_fft_that_cannot_run_on_the_device_stays_on_the_host_path(caplog):
    module = """
func.func @main(%x: tensor<0x16xcomplex<f32>>, %z: tensor<2x16xcomplex<f32>>)
    -> (tensor<0x16xcomplex<f32>>, tensor<2x16xcomplex<f32>>) {
  %f = stablehlo.fft %x, type = FFT, length = [16] : (tensor<0x16xcomplex<f32>>) -> tensor<0x16xcomplex<f32>>
  %g = stablehlo.fft %z, type = FFT, length = [16] : (tensor<2x16xcomplex<f32>>) -> tensor<2x16xcomplex<f32>>
  return %f, %g : tensor<0x16xcomplex<f32>>, tensor<2x16xcomplex<f32>>
}
"""
    with caplog.at_level(logging.INFO, logger="iree_vkfft.split"):
        program = vk(module)
    assert program.device_ffts.functions[0] is None and program.device_ffts.functions[1]
    assert any("stays on the host path" in r.getMessage() and "empty tensor" in r.getMessage()
               for r in caplog.records)
    rng = np.random.default_rng(9)
    x, z = np.zeros((0, 16), np.complex64), rand(rng, (2, 16), np.complex64)
    f, g = program(x, z)
    assert f.shape == (0, 16)
    check([g], [F.fft(z)], 16, scale=2.0)
    assert program.stats.device_fft_calls == 1


def test_pickled_device_program_runs_again():
    rng = np.random.default_rng(10)
    x = rand(rng, (3, 32), np.complex64)
    program = vk(PROGRAMS / "consecutive.mlir")
    clone = pickle.loads(pickle.dumps(program))
    assert clone.device_ffts.functions == program.device_ffts.functions
    outs = clone(x)
    check(list(outs), [x, F.fft(F.fft(x))], 32, scale=2.0)
    assert_on_device(clone)


def test_host_and_portable_targets_keep_the_provider_path():
    program = compile(PROGRAMS / "rfft_f32_400.mlir", target="llvm-cpu", fft="vkfft")
    assert not program.device_ffts
    program = compile(PROGRAMS / "rfft_f32_400.mlir", target="vulkan", fft="host")
    assert not program.device_ffts
    assert "on IREE's device" in repr(vk(PROGRAMS / "rfft_f32_400.mlir"))


def test_threads_share_one_device_program():
    """spread() with two threads on the one device: each call keeps its own values and stats."""
    from iree_vkfft import current_device, spread

    rng = np.random.default_rng(11)
    xs = [rand(rng, (5, 400), np.float32) for _ in range(6)]
    program = vk(PROGRAMS / "rfft_f32_400.mlir")
    dev = current_device()
    outs = spread(lambda x: program(x)[0], xs, devices=[dev, dev])
    for x, y in zip(xs, outs):
        check([y], [F.rfft(x.astype(np.float64))], 400, scale=2.0)


def test_describe_names_the_device_ffts():
    from iree_vkfft.pipeline import describe

    program = vk(PROGRAMS / "consecutive.mlir")
    text = describe(program)
    assert "on IREE's device" in text
    assert "FFT[32] complex64[3,32] -> complex64[3,32]" in text and "dispatch(es)" in text
    assert [f.count for f in program.ffts] == [1, 1]  # one function per distinct FFT


def test_calls_are_queued_back_to_back():
    """The segments module is async (coarse fences): Python queues every call and waits once,
    when it reads a value back."""
    program = vk(PROGRAMS / "fft_convolve.mlir")
    rt, fft_rt = program._runtime(), program._fft_runtime()
    assert rt.device is fft_rt.device  # one IREE device holds both modules
    for module, names in [(rt, program.partition.segment_names),
                          (fft_rt, set(filter(None, program.device_ffts.functions)))]:
        for name in names:
            assert module.function(name).reflection["iree.abi.model"] == "coarse-fences", name


@pytest.mark.parametrize("fft", ["host", pytest.param("vkfft", marks=pytest.mark.slow)])
def test_loop_segments_stay_right_call_after_call(fft):
    """dinosaur's time step (a host-driven while of 18 segment calls) on Vulkan: IREE 3.13's
    memoized command buffers ran the wrong work from the second call on (1.0 once another
    module was loaded), so split mode compiles Vulkan segments without memoization."""
    from test_library_programs import LIBRARIES, load, tolerance
    from test_library_programs import rel_l2 as lib_rel_l2

    name = "dinosaur_primitive_equations_step"
    inputs, refs, jax_errs = load(name)
    program = vk(LIBRARIES / f"{name}.mlir") if fft == "vkfft" else compile(
        LIBRARIES / f"{name}.mlir", target="vulkan", fft="host")
    first = program(*inputs)
    compile(PROGRAMS / "rfft_f32_400.mlir", target="vulkan", mode="inline")(
        np.ones((5, 400), np.float32))  # another module with extern dispatches on the device
    for outs in (first, program(*inputs), program(*inputs)):
        for y, y0, r, e in zip(outs, first, refs, jax_errs):
            np.testing.assert_array_equal(y, y0)  # the same bits every call
            assert lib_rel_l2(y, r) <= tolerance(e, y.dtype)
    if fft == "vkfft":
        stats = program.stats  # one i1 read per loop test: 4 trips, 5 tests
        assert stats.device_fft_calls == 56 and stats.between_segments_bytes == 5


_FORKED: dict = {}


def _call_forked(_):
    program, x = _FORKED["program"], _FORKED["x"]
    return program(x)[0]


def test_a_device_program_runs_in_a_fork_child():
    """The child loads both modules again on its own IREE device, and its timeline is made
    there (the parent's device threads do not exist in the child)."""
    import multiprocessing

    x = rand(np.random.default_rng(12), (5, 400), np.float32)
    program = vk(PROGRAMS / "rfft_f32_400.mlir")
    _FORKED.update(program=program, x=x)
    try:
        ref = F.rfft(x.astype(np.float64))
        check([program(x)[0]], [ref], 400, scale=2.0)
        pool = multiprocessing.get_context("fork").Pool(1)
        try:
            (y,) = pool.map_async(_call_forked, [0]).get(timeout=300)
        finally:
            pool.terminate()
            pool.join()
        check([y], [ref], 400, scale=2.0)
        check([program(x)[0]], [ref], 400, scale=2.0)
    finally:
        _FORKED.clear()


def test_kernels_iree_cannot_compile_fall_back_to_the_host_path(monkeypatch, caplog):
    """A failure to compile the FFT kernels' module is not the user's program failing: the
    FFTs run on the old path, with one warning, and the results are right."""
    import iree_vkfft.split.program as split_program
    from iree_vkfft.toolchain.compile import IreeCompileError

    real = split_program._compile

    def failing(module, name, options, use_cache):
        if name == "ffts":
            raise IreeCompileError("iree-compile failed in 'fft_0' (simulated)",
                                   segment="fft_0", diagnostics="", command=[])
        return real(module, name, options, use_cache)

    monkeypatch.setattr(split_program, "_compile", failing)
    with caplog.at_level(logging.WARNING, logger="iree_vkfft.split"):
        program = vk(PROGRAMS / "fft_convolve.mlir", use_cache=False)
    assert not program.device_ffts and program._ffts_vmfb is None
    assert "--iree-execution-model=async-external" not in program.compiled.flags
    assert [r.getMessage() for r in caplog.records if "host path" in r.getMessage()]
    rng = np.random.default_rng(13)
    a, k = rand(rng, (8192,), np.float32), rand(rng, (8192,), np.float32)
    check(list(program(a, k)), [convolution_reference(a, k)], 16384, scale=10.0)
    assert program.stats.device_fft_calls == 0
