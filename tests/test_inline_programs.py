"""Inline mode on a Vulkan device (lavapipe is enough): hand-made and real VkFFT kernel sets
inside one IREE module, run through iree.runtime and through the stock ``iree-run-module``,
checked against numpy float64."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from inline_helpers import N, compile_glsl, scale_export, scale_module, scale_reference

from iree_vkfft.inline import InlineProgram, KernelSet, compile_inline
from iree_vkfft.inline.program import compile_lowered
from iree_vkfft.pipeline import compile
from iree_vkfft.toolchain import CompileOptions
from conftest import points_tolerance, random_array, rel_l2
from test_split_programs import (fno_inputs, fno_reference, fori_inputs, fori_reference,
                                 whisper_inputs, whisper_reference)

pytestmark = [pytest.mark.vulkan, pytest.mark.usefixtures("private_vmfb_cache")]


PROGRAMS = Path(__file__).parent / "data" / "programs"
F = np.fft


def tol(n, dtype, scale=2.0):
    return points_tolerance(n, dtype, scale)


rand = random_array


def run_module(vmfb: bytes, inputs, n_outputs: int, tmp_path) -> list[np.ndarray]:
    """The ``.vmfb`` through the stock ``iree-run-module --device=vulkan`` (no Python)."""
    tool = shutil.which("iree-run-module")
    if tool is None:
        pytest.skip("iree-run-module (iree-base-runtime) is not on PATH")
    (tmp_path / "m.vmfb").write_bytes(vmfb)
    cmd = [tool, "--device=vulkan", f"--module={tmp_path / 'm.vmfb'}", "--function=main"]
    for i, x in enumerate(inputs):
        np.save(tmp_path / f"in{i}.npy", np.ascontiguousarray(x))  # no Fortran order
        cmd.append(f"--input=@{tmp_path / f'in{i}.npy'}")
    cmd += [f"--output=@{tmp_path / f'out{i}.npy'}" for i in range(n_outputs)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return [np.load(tmp_path / f"out{i}.npy") for i in range(n_outputs)]


@pytest.mark.parametrize("chained", [False, True], ids=["in_place", "chained_through_temp"])
def test_hand_made_kernels_two_consumers_input_intact(tmp_path, chained):
    kernels = KernelSet.from_export(scale_export(compile_glsl(tmp_path), chained))
    options = CompileOptions(target="vulkan", vulkan_target="llvmpipe")
    module = scale_module(kernels)
    program = compiled = compile_lowered(module, options, use_cache=False)
    x = rand(np.random.default_rng(0), (N,), np.complex64)
    x0 = x.copy()
    times = 2 if chained else 1
    y, z1, z2 = program(x)
    np.testing.assert_allclose(y, scale_reference(x, times), rtol=1e-6)
    # both consumers of y see y, not each other's in-place writes
    np.testing.assert_allclose(z1, scale_reference(x, 2 * times), rtol=1e-6)
    np.testing.assert_allclose(z2, z1, rtol=0)
    np.testing.assert_array_equal(x, x0)
    outs = run_module(compiled.vmfb, [x], 3, tmp_path)
    for a, b in zip(outs, (y, z1, z2)):
        np.testing.assert_array_equal(a, b)


@pytest.mark.parametrize("module", [
    "func.func @main(%x: tensor<3x32xcomplex<f32>>) -> tensor<3x32xcomplex<f32>> {\n"
    "  %f = stablehlo.fft %x, type = FFT, length = [32] : (tensor<3x32xcomplex<f32>>) -> "
    "tensor<3x32xcomplex<f32>>\n  return %f : tensor<3x32xcomplex<f32>>\n}",
    "func.func @main(%x: tensor<2x4x6xcomplex<f32>>) -> tensor<2x4x10xf32> {\n"
    "  %f = stablehlo.fft %x, type = IRFFT, length = [4, 10] : (tensor<2x4x6xcomplex<f32>>) -> "
    "tensor<2x4x10xf32>\n  return %f : tensor<2x4x10xf32>\n}"], ids=["c2c_in_place", "c2r_2d"])
def test_a_device_input_buffer_survives_the_call(module):
    """A runtime user keeping tensors on the device (nx_iree, split mode) passes one buffer to
    several calls: IREE 3.13 elides the clone of an imported argument and would run VkFFT's
    in-place kernels on it (dispatch/emit.fresh_copy copies arguments with a dispatch)."""
    from iree_vkfft.toolchain.runtime import Value

    program = compile(module, target="vulkan", mode="inline", use_cache=False)
    spec = program.input_specs[0]
    x = rand(np.random.default_rng(0), spec.shape, spec.dtype)
    rt = program._runtime()
    value = Value(host=x)
    first = None
    for _ in range(2):
        (y,) = rt.call("main", [value])
        y = np.array(rt.to_host(y, program.output_specs[0].dtype))
        first = y if first is None else first
        np.testing.assert_array_equal(y, first)
    value.host = None  # the device buffer itself, read back
    np.testing.assert_array_equal(rt.to_host(value, spec.dtype), x)


# (program, inputs, numpy reference, points per transform): 1 dispatch, Bluestein R2C with a
# temp and two constant tables (3 dispatches), multi-D with a non-Hermitian irfft2/irfftn input,
# one FFT result consumed by two in-place FFTs.
PROGRAM_CASES = [
    ("irfft_f32_400", [((5, 201), np.complex64)], lambda x: [F.irfft(x, n=400)], 400),
    ("rfft_f32_4099", [((2, 4099), np.float32)], lambda x: [F.rfft(x)], 4099),
    ("rfft2_irfft2_f32", [((3, 16, 10), np.float32)],
     lambda x: [F.rfft2(x), F.irfft2(F.rfft2(x) * 0.5, s=(16, 10))], 160),
    ("fftn3_c64", [((2, 4, 6, 8), np.complex64)],
     lambda x: [F.fftn(x), F.irfftn(x, s=(4, 6, 8), axes=(1, 2, 3))], 384),
    ("consecutive", [((3, 32), np.complex64)], lambda x: [F.ifft(F.fft(x)), F.fft(F.fft(x))], 32),
]


@pytest.mark.parametrize("name,inputs,ref,n", PROGRAM_CASES, ids=[c[0] for c in PROGRAM_CASES])
def test_program_matches_numpy(name, inputs, ref, n):
    program = compile(PROGRAMS / f"{name}.mlir", target="vulkan", mode="inline")
    assert isinstance(program, InlineProgram) and program.ffts
    rng = np.random.default_rng(1)
    args = [rand(rng, s, d) for s, d in inputs]
    before = [a.copy() for a in args]
    outs = program(*args)
    refs = ref(*[a.astype(np.complex128 if a.dtype.kind == "c" else np.float64) for a in args])
    for y, r in zip(outs, refs):
        assert y.shape == r.shape
        assert rel_l2(y, r) < tol(n, y.dtype), (rel_l2(y, r), tol(n, y.dtype))
    for a, b in zip(args, before):
        np.testing.assert_array_equal(a, b)


def test_ffts_inside_a_while_loop_stay_in_the_module():
    x, w = fori_inputs(np.random.default_rng(5))
    program = compile_inline(PROGRAMS / "fori_fft.mlir")
    (y,) = program(x, w)
    assert rel_l2(y, fori_reference(x, w)) < tol(32, y.dtype, scale=4.0)


def test_grad_of_rfft_loss_with_complex_constant_workaround():
    rng = np.random.default_rng(8)
    x, w = rand(rng, (256,), np.float32), rand(rng, (129,), np.complex64)
    (g,) = compile_inline(PROGRAMS / "grad_rfft_loss.mlir")(x, w)
    n, xd = 256, x.astype(np.float64)
    c = np.abs(w.astype(np.complex128)) ** 2
    e = np.exp(-2j * np.pi * np.outer(np.arange(129), np.arange(n)) / n)
    ref = 2 * np.real((c * np.conj(F.rfft(xd))) @ e) + 2 * xd
    assert rel_l2(g, ref) < tol(n, g.dtype, scale=10.0)


def test_stock_iree_run_module_runs_the_vmfb(tmp_path):
    program = compile_inline(PROGRAMS / "rfft2_irfft2_f32.mlir")
    x = rand(np.random.default_rng(2), (3, 16, 10), np.float32)
    outs = run_module(program.vmfb, [x], 2, tmp_path)
    for y, r in zip(outs, (F.rfft2(x), F.irfft2(F.rfft2(x) * 0.5, s=(16, 10)))):
        assert rel_l2(y, r) < tol(160, y.dtype)
    for a, b in zip(outs, program(x)):
        np.testing.assert_array_equal(a, b)


def test_emitted_mlir_compiles_to_the_same_results():
    program = compile_inline(PROGRAMS / "fft_c64_6.mlir")
    again = compile_inline(program.mlir())  # the text form, parsed back
    x = rand(np.random.default_rng(3), (4, 6), np.complex64)
    (a,), (b,) = program(x), again(x)
    np.testing.assert_array_equal(a, b)
    assert rel_l2(a, F.fft(x)) < tol(6, a.dtype)


X64 = """
func.func @main(%x: tensor<3x100xf64>, %z: tensor<2x12xcomplex<f64>>)
    -> (tensor<3x51xcomplex<f64>>, tensor<2x12xcomplex<f64>>, tensor<3x100xf64>) {
  %0 = stablehlo.fft %x, type = RFFT, length = [100] : (tensor<3x100xf64>) -> tensor<3x51xcomplex<f64>>
  %1 = stablehlo.fft %z, type = IFFT, length = [12] : (tensor<2x12xcomplex<f64>>) -> tensor<2x12xcomplex<f64>>
  %2 = stablehlo.fft %0, type = IRFFT, length = [100] : (tensor<3x51xcomplex<f64>>) -> tensor<3x100xf64>
  return %0, %1, %2 : tensor<3x51xcomplex<f64>>, tensor<2x12xcomplex<f64>>, tensor<3x100xf64>
}"""


def test_double_precision():
    from iree_vkfft import _engine

    if not _engine.select_device().float64:
        pytest.skip("the Vulkan device has no Float64")
    program = compile_inline(X64)
    rng = np.random.default_rng(4)
    x, z = rand(rng, (3, 100), np.float64), rand(rng, (2, 12), np.complex128)
    outs = program(x, z)
    assert [o.dtype for o in outs] == [np.complex128, np.complex128, np.float64]
    for y, r in zip(outs, (F.rfft(x), F.ifft(z), x)):
        assert rel_l2(y, r) < tol(100, y.dtype), rel_l2(y, r)


@pytest.mark.vulkan
def test_whisper_logmel_vmfb_runs_in_stock_iree_run_module(tmp_path):
    """The issue's acceptance path: `iree-vkfft compile whisper_logmel.mlir --target vulkan -o
    x.vmfb` (the CLI, in a subprocess), then the stock `iree-run-module --device=vulkan`, its
    output checked here against numpy float64."""
    import sys

    from conftest import child_env

    vmfb = tmp_path / "whisper_logmel.vmfb"
    proc = subprocess.run([sys.executable, "-m", "iree_vkfft", "compile",
                           str(PROGRAMS / "whisper_logmel.mlir"), "--target", "vulkan", "-o",
                           str(vmfb)], capture_output=True, text=True, env=child_env(),
                          timeout=900)
    assert proc.returncode == 0, proc.stderr
    audio, filters, window = whisper_inputs(np.random.default_rng(8))
    (y,) = run_module(vmfb.read_bytes(), [audio, filters, window], 1, tmp_path)
    ref = whisper_reference(audio, filters.astype(np.float64), window.astype(np.float64))
    assert y.shape == (80, 3000) and y.dtype == np.float32
    assert rel_l2(y, ref) < tol(400, y.dtype, scale=10.0)


@pytest.mark.vulkan
def test_repeated_calls_with_a_temp_buffer_stay_correct():
    """Bluestein (4099) uses a temp buffer whose padding VkFFT never writes: IREE hands a
    reused, dirty buffer to later calls, so the emitted module must zero it each call (once
    failed on every call after the first, and two kernels were confused by recycled handles)."""
    program = compile(PROGRAMS / "rfft_f32_4099.mlir", target="vulkan", mode="inline",
                      use_cache=False)
    rng = np.random.default_rng(7)
    for _ in range(5):
        x = rand(rng, (2, 4099), np.float32)
        (y,) = program(x)
        r = F.rfft(x.astype(np.float64))
        assert rel_l2(y, r) < tol(4099, y.dtype)


RFFT2_IRFFT2 = """func.func @main(%x: tensor<3x16x10xf32>) -> tensor<3x16x10xf32> {
  %y = stablehlo.fft %x, type = RFFT, length = [16, 10] : (tensor<3x16x10xf32>) -> tensor<3x16x6xcomplex<f32>>
  %z = stablehlo.fft %y, type = IRFFT, length = [16, 10] : (tensor<3x16x6xcomplex<f32>>) -> tensor<3x16x10xf32>
  return %z : tensor<3x16x10xf32>
}"""


def test_inline_modules_compile_without_command_buffer_memoization():
    """IREE 3.13's memoized command buffers break inline modules (next tests); the flag goes
    first so that a caller's ``extra_args`` can still override it."""
    from iree_vkfft.workarounds import registry

    p = compile(RFFT2_IRFFT2, target="vulkan", mode="inline")
    inline_flags = registry.flags(["vulkan-spirv"], mode="inline")
    assert "--iree-hal-memoization=false" in inline_flags
    assert "--iree-opt-const-expr-hoisting=false" in inline_flags  # docs/notes.md
    assert set(inline_flags) <= set(p.flags)
    opts = CompileOptions(target="vulkan", extra_args=("--iree-hal-memoization=true",))
    flags = compile(RFFT2_IRFFT2, options=opts, mode="inline").flags
    assert flags.index("--iree-hal-memoization=false") < flags.index("--iree-hal-memoization=true")


def test_inline_program_stays_correct_after_another_module_loads():
    """With memoized command buffers, loading any other module on the device (even one never
    called) made an earlier inline module return zeros (rfft2 -> irfft2 here)."""
    a = compile(RFFT2_IRFFT2, target="vulkan", mode="inline")
    x = rand(np.random.default_rng(5), (3, 16, 10), np.float32)
    (first,) = a(x)
    other = compile("func.func @main(%x: tensor<8x32xcomplex<f32>>) -> tensor<8x32xcomplex<f32>> {\n"
                    "  %y = stablehlo.fft %x, type = FFT, length = [32] : "
                    "(tensor<8x32xcomplex<f32>>) -> tensor<8x32xcomplex<f32>>\n"
                    "  return %y : tensor<8x32xcomplex<f32>>\n}", target="vulkan", mode="inline")
    other(rand(np.random.default_rng(6), (8, 32), np.complex64))
    (again,) = a(x)
    want = F.irfft2(F.rfft2(x.astype(np.float64)), s=(16, 10))
    assert rel_l2(first, want) < tol(160, first.dtype)
    np.testing.assert_array_equal(again, first)


def test_inline_fno_stays_correct_after_another_instance_runs():
    path = PROGRAMS / "fno_spectral_conv.mlir"
    a = compile(path, target="vulkan", mode="inline")
    x, w1, w2 = fno_inputs(np.random.default_rng(3))
    (first,) = a(x, w1, w2)
    assert rel_l2(first, fno_reference(x, w1, w2)) < tol(1024, first.dtype, scale=10.0)
    b = compile(path, target="vulkan", mode="inline")
    b(x, w1, w2)
    (again,) = a(x, w1, w2)
    np.testing.assert_array_equal(again, first)


@pytest.mark.vulkan
@pytest.mark.parametrize("kind,shape,length,dtype", [
    ("FFT", (3, 17), (17,), np.complex64),         # VkFFT's Rader kernels (primes 17..)
    ("IFFT", (2, 31), (31,), np.complex64),
    ("FFT", (2, 127), (127,), np.complex64),
    ("RFFT", (4, 34), (34,), np.float32),           # 2 x 17
    ("FFT", (2, 6, 10), (6, 10), np.complex128),    # fp64, 2-D
    ("IRFFT", (2, 6, 6), (6, 10), np.complex128),   # fp64, 2-D C2R, non-Hermitian input
])
def test_rader_and_fp64_multi_axis_transforms_inline(kind, shape, length, dtype):
    _single_fft_matches_numpy(kind, shape, length, dtype)


@pytest.mark.vulkan
@pytest.mark.parametrize("kind,shape,length,dtype", [
    ("FFT", (3, 1), (1,), np.complex64),            # VkFFT records no dispatch: identity
    ("IFFT", (2, 1, 1), (1, 1), np.complex64),
    ("RFFT", (2, 1), (1,), np.float32),
    ("IRFFT", (3, 1), (1,), np.complex64),
    ("FFT", (4, 8, 1), (8, 1), np.complex64),       # a length-1 axis next to a real one
    ("FFT", (4, 1, 8), (1, 8), np.complex64),
])
def test_length_one_axes_inline(kind, shape, length, dtype):
    _single_fft_matches_numpy(kind, shape, length, dtype)


def _single_fft_matches_numpy(kind, shape, length, dtype):
    cdt = "complex<f64>" if np.dtype(dtype) in (np.complex128, np.float64) else "complex<f32>"
    rdt = "f64" if "f64" in cdt else "f32"
    def ttype(s, el):
        return "tensor<" + "x".join(map(str, s)) + "x" + el + ">"
    if kind == "RFFT":
        out_shape, in_el, out_el = shape[:-1] + (length[-1] // 2 + 1,), rdt, cdt
    elif kind == "IRFFT":
        out_shape, in_el, out_el = shape[:-len(length)] + length, cdt, rdt
    else:
        out_shape, in_el, out_el = shape, cdt, cdt
    lengths = ", ".join(map(str, length))
    program = (f"func.func @main(%x: {ttype(shape, in_el)}) -> {ttype(out_shape, out_el)} {{\n"
               f"  %y = stablehlo.fft %x, type = {kind}, length = [{lengths}] : "
               f"({ttype(shape, in_el)}) -> {ttype(out_shape, out_el)}\n"
               f"  return %y : {ttype(out_shape, out_el)}\n}}")
    x = rand(np.random.default_rng(11), shape, dtype)
    (y,) = compile(program, target="vulkan", mode="inline")(x)
    axes = tuple(range(-len(length), 0))
    x64 = x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
    want = {"FFT": lambda: F.fftn(x64, axes=axes), "IFFT": lambda: F.ifftn(x64, axes=axes),
            "RFFT": lambda: F.rfftn(x64, axes=axes),
            "IRFFT": lambda: F.irfftn(x64, s=length, axes=axes)}[kind]()
    assert y.shape == want.shape
    assert rel_l2(y, want) < tol(int(np.prod(length)), y.dtype)


# The rest of split mode's JAX programs (the ones above are checked against numpy directly):
# each inline vmfb against split mode with host pocketfft on llvm-cpu, itself checked against
# numpy in tests/test_split_programs.py.
OTHER_PROGRAMS = ["cond_fft", "fft2_c64", "fft_axis0", "fft_pow2", "ifft_c64_1000", "multi_io",
                  "norms", "pad_crop", "rfft_f32_400", "x64_transforms"]


@pytest.mark.parametrize("name", OTHER_PROGRAMS)
def test_other_jax_programs_inline_match_split_mode(name):
    inline = compile(PROGRAMS / f"{name}.mlir", target="vulkan", mode="inline")
    split = compile(PROGRAMS / f"{name}.mlir", target="llvm-cpu", fft="host")
    rng = np.random.default_rng(9)
    args = [np.zeros(s.shape, s.dtype) if np.dtype(s.dtype).kind in "iub"
            else rand(rng, s.shape, s.dtype) for s in split.input_specs]
    got, want = inline(*args), split(*args)
    assert len(got) == len(want)
    for y, r in zip(got, want):
        assert y.dtype == r.dtype and y.shape == r.shape
        assert rel_l2(y, r) < (1e-12 if y.dtype in (np.float64, np.complex128) else 1e-5), name


READ_ONLY_INPUTS = """
func.func @main(%x: tensor<4x8x16xcomplex<f32>>, %r: tensor<4x400xf32>)
    -> (tensor<4x8x16xcomplex<f32>>, tensor<4x8x16xcomplex<f32>>, tensor<4x201xcomplex<f32>>,
        tensor<4x400xf32>) {
  %0 = stablehlo.fft %x, type = FFT, length = [8, 16] : (tensor<4x8x16xcomplex<f32>>) -> tensor<4x8x16xcomplex<f32>>
  %1 = stablehlo.add %x, %x : tensor<4x8x16xcomplex<f32>>
  %2 = stablehlo.fft %r, type = RFFT, length = [400] : (tensor<4x400xf32>) -> tensor<4x201xcomplex<f32>>
  %3 = stablehlo.add %r, %r : tensor<4x400xf32>
  return %0, %1, %2, %3 : tensor<4x8x16xcomplex<f32>>, tensor<4x8x16xcomplex<f32>>, tensor<4x201xcomplex<f32>>, tensor<4x400xf32>
}"""


def test_inputs_the_kernels_only_read_are_passed_without_a_copy():
    """R2C and out-of-place C2C only read their operand (checked at export by running the plan
    on a byte pattern): the call takes the operand itself, no flow.tensor.clone, and other
    users of the same value, function arguments here, still see it intact."""
    from iree_vkfft import _engine
    from iree_vkfft._tuning import c2c_reads_input_directly

    program = compile(READ_ONLY_INPUTS, target="vulkan", mode="inline")
    assert c2c_reads_input_directly(_engine.select_device(), (8, 16))
    assert "flow.tensor.clone" not in program.mlir(elide_kernels=True)
    rng = np.random.default_rng(12)
    x, r = rand(rng, (4, 8, 16), np.complex64), rand(rng, (4, 400), np.float32)
    y, xx, z, rr = program(x, r)
    assert rel_l2(y, F.fft2(x.astype(np.complex128))) < tol(128, y.dtype)
    assert rel_l2(z, F.rfft(r.astype(np.float64))) < tol(400, z.dtype)
    np.testing.assert_array_equal(xx, x + x)
    np.testing.assert_array_equal(rr, r + r)


@pytest.mark.parametrize("kind,lengths,options,writes", [
    ("RFFT", (400,), (), False),
    ("FFT", (8, 16), (("outOfPlace", 1),), False),
    ("IFFT", (4099,), (("outOfPlace", 1),), False),   # Bluestein, with a temp buffer
    ("FFT", (32,), (), True),                         # in place
    ("IRFFT", (400,), (), False),                     # one C2R kernel: reads, writes output
    ("IRFFT", (16, 10), (), True),                    # the C2C pass runs in the input buffer
])
def test_export_observes_whether_kernels_write_their_input(kind, lengths, options, writes):
    from iree_vkfft import _engine
    from iree_vkfft._types import FftType, PlanKey
    from iree_vkfft.dispatch.kernels import export_kernel_set

    dev = _engine.select_device()
    key = PlanKey(dev.index, FftType[kind], lengths, 2, "float32", False, options)
    kernels = export_kernel_set(key, dev)
    assert kernels.writes_input is writes
    assert all(b.written for b in kernels.buffers if b.role in ("output", "temp"))


def test_fnet_block_inline_matches_portable_mode():
    """FNet (layer norm, Re(fftn) over two axes, residual, GELU, dense) needed the complex
    convert workaround (registry entry complex-converts) to compile for
    Vulkan at all; portable mode's llvm-cpu result is itself checked against numpy."""
    path = PROGRAMS / "fnet_block.mlir"
    inline = compile(path, target="vulkan", mode="inline")
    portable = compile(path, target="llvm-cpu", mode="portable")
    rng = np.random.default_rng(9)
    xs = [rand(rng, s.shape, s.dtype) for s in inline.input_specs]
    (got,), (want,) = inline(*xs), portable(*xs)
    assert rel_l2(got, want) < tol(64 * 32, got.dtype, scale=10.0)
