"""Portable mode's transforms against numpy float64 at pyvkfft's tolerance (doubled for
Bluestein lengths): 4 kinds x 1/2/3-D x lengths 1..16384 (radix, Bluestein) x f32/f64 on
llvm-cpu, a representative subset on Vulkan (lavapipe). All cases of a precision are outputs
of one function, so each precision costs one iree-compile."""

from __future__ import annotations

import numpy as np
import pytest
from portable_helpers import assert_plain_stablehlo, compile_and_run, fft_module, fft_shapes

from conftest import assert_fft_close, precision_of, random_array
from iree_vkfft.stablehlo.errors import UnsupportedProgramError
from iree_vkfft.portable import PortableError, lower_ffts
from iree_vkfft.stablehlo.match import find_ops
from iree_vkfft.stablehlo.parse import parse_program

KINDS = ("FFT", "IFFT", "RFFT", "IRFFT")
LENGTHS_1D = (1, 2, 3, 6, 16, 400, 1000, 127, 4099, 16384)
# batch shapes: none, one axis, two axes (any batch rank)
BATCH_1D = {1: (3,), 2: (2, 2), 3: (), 6: (2, 3), 16: (2,), 400: (2,), 1000: (2,), 127: (3,),
            4099: (), 16384: ()}
LENGTHS_ND = ((1, 16), (6, 400), (127, 16), (3, 2), (2, 4099), (2, 3, 6), (3, 16, 1),
              (1, 6, 127), (4, 6, 40))
BATCH_ND = {(1, 16): (2,), (2, 3, 6): (2, 2)}
# a radix stage followed by a Bluestein stage (with twiddles between them)
MIXED = (("FFT", (2, 254), (254,)), ("IFFT", (381,), (381,)), ("RFFT", (2, 381), (381,)),
         ("IRFFT", (2, 508), (508,)))


def _cases():
    cases = [(k, BATCH_1D[n] + (n,), (n,)) for n in LENGTHS_1D for k in KINDS]
    cases += [(k, BATCH_ND.get(s, ()) + s, s) for s in LENGTHS_ND for k in KINDS]
    return cases + list(MIXED)


CASES = _cases()
# float64: every 1-D case, multi-axis ones only where they add a path (Bluestein inside 2-D,
# a length-1 axis, 3-D with a batch) to keep the compile of the second module short
CASES_F64 = [c for c in CASES if len(c[2]) == 1 or c[2] in ((127, 16), (3, 16, 1), (2, 3, 6))]
VULKAN_CASES = [c for c in CASES if c[2] in ((1,), (3,), (16,), (400,), (127,), (6, 400),
                                             (2, 3, 6))]


def _reference(kind, x, lengths):
    axes = tuple(range(-len(lengths), 0))
    x64 = x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
    if kind == "FFT":
        return np.fft.fftn(x64, axes=axes)
    if kind == "IFFT":
        return np.fft.ifftn(x64, axes=axes)
    if kind == "RFFT":
        return np.fft.rfftn(x64, axes=axes)
    return np.fft.irfftn(x64, s=lengths, axes=axes)  # non-Hermitian input on purpose


def _run_matrix(cases, real_dtype, target):
    full = [(k, s, n, real_dtype) for k, s, n in cases]
    module, _ = parse_program(fft_module(full))
    ffts = lower_ffts(module)
    module.operation.verify()
    assert_plain_stablehlo(module)
    assert sum(f.count for f in ffts) == len(cases)
    rng = np.random.default_rng(42)
    inputs = [random_array(rng, fft_shapes(k, s, n, real_dtype)[0], fft_shapes(k, s, n, real_dtype)[1])
              for k, s, n, _ in full]
    outputs = compile_and_run(module, target, inputs)
    return {c: (x, y) for c, x, y in zip(cases, inputs, outputs)}


@pytest.fixture(scope="module")
def cpu_results():
    return {np.float32: _run_matrix(CASES, np.float32, "llvm-cpu")}


@pytest.fixture(scope="module")
def cpu_results_f64():  # a second module: ~1 s of compile per distinct transform
    return {np.float64: _run_matrix(CASES_F64, np.float64, "llvm-cpu")}


@pytest.fixture(scope="module")
def vulkan_results():
    return {np.float32: _run_matrix(VULKAN_CASES, np.float32, "vulkan")}


def _check(results, case, real_dtype):
    kind, shape, lengths = case
    x, y = results[real_dtype][case]
    want = _reference(kind, x, lengths)
    _, _, out_shape, out_dtype = fft_shapes(kind, shape, lengths, real_dtype)
    assert y.dtype == out_dtype and y.shape == out_shape == want.shape
    assert_fft_close(y, want, lengths, precision_of(real_dtype),
                     what=f"portable {kind} {shape} {np.dtype(real_dtype).name}")


def _id(case):
    kind, shape, lengths = case
    return f"{kind}-{'x'.join(map(str, lengths))}-b{'x'.join(map(str, shape[:-len(lengths)]))}"


@pytest.mark.parametrize("case", CASES, ids=_id)
def test_llvm_cpu_float32_matches_numpy(cpu_results, case):
    _check(cpu_results, case, np.float32)


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES_F64, ids=_id)
def test_llvm_cpu_float64_matches_numpy(cpu_results_f64, case):
    _check(cpu_results_f64, case, np.float64)


@pytest.mark.vulkan
@pytest.mark.parametrize("case", VULKAN_CASES, ids=_id)
def test_vulkan_matches_numpy(vulkan_results, case):
    _check(vulkan_results, case, np.float32)


def test_radix_limit_changes_the_plan_not_the_result():
    cases = [("FFT", (2, 16384), (16384,), np.float32), ("RFFT", (3, 127), (127,), np.float32)]
    module, _ = parse_program(fft_module(cases))
    ffts = lower_ffts(module, radix_limit=4)
    assert [f.plan for f in ffts] == [("16384: radix 4x4x4x4x4x4x4",),
                                      ("127: real, as complex: "
                                       "bluestein(127->256: radix 4x4x4x4)",)]
    rng = np.random.default_rng(7)
    inputs = [random_array(rng, s, np.complex64 if k == "FFT" else np.float32)
              for k, s, _, _ in cases]
    y, z = compile_and_run(module, "llvm-cpu", inputs)
    assert_fft_close(y, _reference("FFT", inputs[0], (16384,)), (16384,), "float32")
    assert_fft_close(z, _reference("RFFT", inputs[1], (127,)), (127,), "float32")


def test_dynamic_transformed_axis_and_float64_without_support_are_refused_before_any_rewrite():
    dynamic = ("func.func @main(%x: tensor<2x?xcomplex<f32>>) -> tensor<2x?xcomplex<f32>> {\n"
               "  %y = stablehlo.fft %x, type = FFT, length = [16] : (tensor<2x?xcomplex<f32>>)"
               " -> tensor<2x?xcomplex<f32>>\n  return %y : tensor<2x?xcomplex<f32>>\n}")
    module, _ = parse_program(dynamic)
    with pytest.raises(UnsupportedProgramError, match=r"at loc\(.*transformed axis -1 of the "
                                                      r"operand complex64\[2,\?\] is dynamic"):
        lower_ffts(module)
    module, _ = parse_program(fft_module([("FFT", (2, 8), (8,), np.float32),
                                          ("IRFFT", (2, 6, 10), (6, 10), np.float64)]))
    with pytest.raises(PortableError, match=r"IRFFT\[6x10\] complex128\[2,6,6\] -> float64"
                                            r"\[2,6,10\] at loc\(.*float64"):
        lower_ffts(module, float64=False)
    assert len(find_ops(module.operation, lambda o: o.name == "stablehlo.fft")) == 2
