"""The forms the drop-in emits for older IREE releases (the workaround registry's entries for those releases) compute the
same numbers: each rewritten program, compiled by the pinned IREE for llvm-cpu and Vulkan
(lavapipe), against numpy (Whisper) or split mode with host FFTs (the reference the suite holds to
numpy). The
releases themselves are in ``test_iree_releases.py`` (slow)."""

from __future__ import annotations

import pathlib

import numpy as np
import pytest
from portable_helpers import compile_and_run, needs_vulkan
from test_portable_programs import check_whisper, whisper_inputs

from iree_vkfft.pipeline import compile as compile_program
from iree_vkfft.portable.builder import forms_for
from iree_vkfft.portable.lower import lower_ffts
from iree_vkfft.stablehlo.match import find_ops
from iree_vkfft.stablehlo.parse import parse_program
from iree_vkfft.workarounds.dynamic_shapes import rewrite_window_scatters
from iree_vkfft.workarounds.rewrites import (isolate_broadcast_scalars, split_complex_dot_generals,
                                             split_complex_insert_slices)

PROGRAMS = pathlib.Path(__file__).parent / "data" / "programs"
TARGETS = ["llvm-cpu", pytest.param("vulkan", marks=needs_vulkan)]


def _fno_inputs():
    rng = np.random.default_rng(4)
    x = rng.standard_normal((2, 4, 32, 32)).astype(np.float32)
    w = [(rng.standard_normal((4, 4, 8, 8)) + 1j * rng.standard_normal((4, 4, 8, 8))
          ).astype(np.complex64) for _ in range(2)]
    return [x, *w]


def _rel(got, want):
    return np.linalg.norm(got - want) / np.linalg.norm(want)


@pytest.mark.parametrize("target", TARGETS)
def test_fno_with_sliced_parts_and_real_matmuls_matches(target):
    """IREE 3.2-3.6's form of the FNO (window scatters as insert_slices of real and imaginary
    parts) and 2.9-3.10 SPIR-V's (complex matmuls as four real ones), both at once."""
    module, _ = parse_program(PROGRAMS / "fno_spectral_conv.mlir")
    lower_ffts(module, forms=forms_for((3, 6)))
    assert rewrite_window_scatters(module, static=True) == 2
    assert split_complex_insert_slices(module) == 2
    assert split_complex_dot_generals(module) == 2
    module.operation.verify()
    inputs = _fno_inputs()
    (got,) = compile_and_run(module, target, inputs)
    (want,) = compile_program(PROGRAMS / "fno_spectral_conv.mlir", fft="host")(*inputs)
    assert _rel(got, np.asarray(want)) < 1e-5


@pytest.mark.parametrize("target", ["llvm-cpu", pytest.param(
    "vulkan", marks=[needs_vulkan, pytest.mark.slow])])
def test_whisper_with_isolated_scalars_matches(target):
    """IREE 3.7-3.8 SPIR-V's form of Whisper log-mel (its computed scalar behind a barrier)."""
    module, _ = parse_program(PROGRAMS / "whisper_logmel.mlir")
    lower_ffts(module, forms=forms_for((3, 8)))
    assert isolate_broadcast_scalars(module) >= 1
    module.operation.verify()
    inputs = whisper_inputs()
    (got,) = compile_and_run(module, target, inputs)
    check_whisper(got, inputs)


def test_complex_matmul_split_handles_batching_and_contracting_dims():
    """A complex dot_general with batch and contracting dims against numpy's einsum."""
    text = """
func.func @main(%a: tensor<3x4x5xcomplex<f32>>, %b: tensor<3x5x2xcomplex<f32>>)
    -> tensor<3x4x2xcomplex<f32>> {
  %y = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1]
      : (tensor<3x4x5xcomplex<f32>>, tensor<3x5x2xcomplex<f32>>) -> tensor<3x4x2xcomplex<f32>>
  return %y : tensor<3x4x2xcomplex<f32>>
}"""
    module, _ = parse_program(text)
    assert split_complex_dot_generals(module) == 1
    assert not [op for op in find_ops(module.operation, lambda o: o.name == "stablehlo.dot_general")
                if "complex" in str(op.results[0].type)]
    rng = np.random.default_rng(5)
    a, b = [(rng.standard_normal(s) + 1j * rng.standard_normal(s)).astype(np.complex64)
            for s in ((3, 4, 5), (3, 5, 2))]
    (got,) = compile_and_run(module, "llvm-cpu", [a, b])
    want = np.einsum("bik,bkj->bij", a.astype(np.complex128), b.astype(np.complex128))
    assert _rel(got, want) < 1e-6
