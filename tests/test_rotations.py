"""The registry's rotations-as-gathers entry (workarounds/rotations.py): which concatenates
change, and that the gather picks what the concatenate did (numpy, and the program compiled
with the entry turned off)."""

from __future__ import annotations

import numpy as np
import pytest
from iree.compiler import ir

import iree_vkfft
from iree_vkfft.stablehlo.match import find_ops
from iree_vkfft.toolchain.options import CompileOptions
from iree_vkfft.workarounds.rotations import gather_concatenated_slices

# a roll of the rows by 3 (x[3:] then x[:3]), a re-ordering of three column slices, a
# concatenate of slices of two tensors (stays) and of a strided slice (stays)
_PROGRAM = """func.func @main(%x: tensor<8x6xf32>, %y: tensor<8x6xf32>) -> (tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x12xf32>, tensor<7x6xf32>) {
  %a = stablehlo.slice %x [3:8, 0:6] : (tensor<8x6xf32>) -> tensor<5x6xf32>
  %b = stablehlo.slice %x [0:3, 0:6] : (tensor<8x6xf32>) -> tensor<3x6xf32>
  %roll = stablehlo.concatenate %a, %b, dim = 0 : (tensor<5x6xf32>, tensor<3x6xf32>) -> tensor<8x6xf32>
  %c1 = stablehlo.slice %x [0:8, 4:6] : (tensor<8x6xf32>) -> tensor<8x2xf32>
  %c2 = stablehlo.slice %x [0:8, 1:4] : (tensor<8x6xf32>) -> tensor<8x3xf32>
  %c3 = stablehlo.slice %x [0:8, 0:1] : (tensor<8x6xf32>) -> tensor<8x1xf32>
  %cols = stablehlo.concatenate %c1, %c2, %c3, dim = 1 : (tensor<8x2xf32>, tensor<8x3xf32>, tensor<8x1xf32>) -> tensor<8x6xf32>
  %two = stablehlo.concatenate %x, %y, dim = 1 : (tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<8x12xf32>
  %s = stablehlo.slice %x [0:8:2, 0:6] : (tensor<8x6xf32>) -> tensor<4x6xf32>
  %t = stablehlo.slice %x [5:8, 0:6] : (tensor<8x6xf32>) -> tensor<3x6xf32>
  %strided = stablehlo.concatenate %s, %t, dim = 0 : (tensor<4x6xf32>, tensor<3x6xf32>) -> tensor<7x6xf32>
  return %roll, %cols, %two, %strided : tensor<8x6xf32>, tensor<8x6xf32>, tensor<8x12xf32>, tensor<7x6xf32>
}"""


def test_only_concatenates_of_unit_slices_of_one_tensor_become_gathers():
    """Along the last axis only: the roll of the rows (an inner axis) stays a concatenate (an
    inner axis's gather measured slower: s2fft's Wigner 1.11x with it, issue 48)."""
    module = ir.Module.parse(_PROGRAM, ir.Context())
    assert gather_concatenated_slices(module) == 1
    assert len(find_ops(module.operation, lambda o: o.name == "stablehlo.gather")) == 1
    assert len(find_ops(module.operation, lambda o: o.name == "stablehlo.concatenate")) == 3
    module.operation.verify()


@pytest.mark.parametrize("disabled", [(), ("rotations-as-gathers",)])
def test_gathers_pick_what_the_concatenates_did(disabled):
    rng = np.random.default_rng(0)
    x, y = (rng.standard_normal((8, 6)).astype(np.float32) for _ in range(2))
    want = (np.roll(x, -3, axis=0), np.concatenate([x[:, 4:], x[:, 1:4], x[:, :1]], axis=1),
            np.concatenate([x, y], axis=1), np.concatenate([x[0:8:2], x[5:]]))
    options = CompileOptions(target="llvm-cpu", disable_workarounds=disabled)
    got = iree_vkfft.compile(_PROGRAM, mode="portable", options=options)(x, y)
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


def test_an_fftshift_of_complex_values_in_split_mode():
    text = """func.func @main(%x: tensor<4x10xcomplex<f32>>) -> tensor<4x10xcomplex<f32>> {
  %f = stablehlo.fft %x, type = FFT, length = [10] : (tensor<4x10xcomplex<f32>>) -> tensor<4x10xcomplex<f32>>
  %a = stablehlo.slice %f [0:4, 5:10] : (tensor<4x10xcomplex<f32>>) -> tensor<4x5xcomplex<f32>>
  %b = stablehlo.slice %f [0:4, 0:5] : (tensor<4x10xcomplex<f32>>) -> tensor<4x5xcomplex<f32>>
  %s = stablehlo.concatenate %a, %b, dim = 1 : (tensor<4x5xcomplex<f32>>, tensor<4x5xcomplex<f32>>) -> tensor<4x10xcomplex<f32>>
  return %s : tensor<4x10xcomplex<f32>>
}"""
    rng = np.random.default_rng(1)
    x = (rng.standard_normal((4, 10)) + 1j * rng.standard_normal((4, 10))).astype(np.complex64)
    want = np.fft.fftshift(np.fft.fft(x.astype(np.complex128)), axes=1)
    for mode in ("split", "portable"):
        (got,) = iree_vkfft.compile(text, mode=mode, target="llvm-cpu")(x)
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
