"""The registry's matmul-pad-to-tiles entry (workarounds/matmul_tiles.py): which products it
pads (a pure table) and that the padded program computes the same numbers (exact rewrite)."""

from __future__ import annotations

import numpy as np
import pytest
from iree.compiler import ir

import iree_vkfft
from iree_vkfft.workarounds import registry as R
from iree_vkfft.workarounds.matmul_tiles import pad_matmuls_to_tiles, tile_padding

MM = {"lhs_contracting_dimensions": [1], "rhs_contracting_dimensions": [0]}


@pytest.mark.parametrize("lhs,rhs,numbers,want", [
    ([40, 257], [257, 101], MM, ([0, 7], [7, 3])),           # librosax's mel projection
    ([80, 201], [201, 3000], MM, None),                      # Whisper's: copies cost more
    ([80, 201], [201, 101], MM, ([0, 7], [7, 3])),
    ([1, 384], [384, 51865], MM, None),                      # a decoder step's logits
    ([6, 1, 1500], [6, 1500, 64], {"lhs_batching_dimensions": [0],
                                   "rhs_batching_dimensions": [0],
                                   "lhs_contracting_dimensions": [2],
                                   "rhs_contracting_dimensions": [1]}, None),  # one row
    ([6, 1500, 1500], [6, 1500, 64], {"lhs_batching_dimensions": [0],
                                      "rhs_batching_dimensions": [0],
                                      "lhs_contracting_dimensions": [2],
                                      "rhs_contracting_dimensions": [1]}, None),  # attention
    ([40, 256], [256, 104], MM, None),                       # already whole tiles
    ([33, 65], [65, 17], MM, None),                          # contracting <= 128: FFT stages
    ([3, 129], [129, 5], MM, None),                          # too few multiply-adds
    ([201, 40], [201, 101], {"lhs_contracting_dimensions": [0],
                             "rhs_contracting_dimensions": [0]}, ([7, 0], [7, 3])),
    ([4, 30, 200], [4, 200, 9], {"lhs_batching_dimensions": [0], "rhs_batching_dimensions": [0],
                                 "lhs_contracting_dimensions": [2],
                                 "rhs_contracting_dimensions": [1]}, ([0, 2, 0], [0, 0, 7])),
])
def test_which_products_are_padded(lhs, rhs, numbers, want):
    assert tile_padding(lhs, rhs, numbers) == want


_PROGRAM = """func.func @main(%a: tensor<{b}x40x257xf32>, %m: tensor<{b}x101x257xf32>) -> tensor<{b}x40x101xf32> {{
  %0 = stablehlo.dot_general %a, %m, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<{b}x40x257xf32>, tensor<{b}x101x257xf32>) -> tensor<{b}x40x101xf32>
  return %0 : tensor<{b}x40x101xf32>
}}"""


def test_padded_product_computes_the_same_numbers():
    text = _PROGRAM.format(b=2)
    module = ir.Module.parse(text, ir.Context())
    assert pad_matmuls_to_tiles(module) == 1
    assert pad_matmuls_to_tiles(module) == 0  # idempotent: the new product is whole tiles
    rng = np.random.default_rng(0)
    a = rng.standard_normal((2, 40, 257)).astype(np.float32)
    m = rng.standard_normal((2, 101, 257)).astype(np.float32)
    want = np.einsum("bik,bjk->bij", a.astype(np.float64), m.astype(np.float64))
    for source in (text, module):
        (y,) = iree_vkfft.compile(source, mode="portable", target="llvm-cpu")(a, m)
        assert y.shape == want.shape
        assert np.abs(y - want).max() / np.abs(want).max() < 1e-6


def test_the_entry_is_llvm_cpu_only():
    assert R.applies("matmul-pad-to-tiles", ["llvm-cpu"], mode="portable")
    assert not R.applies("matmul-pad-to-tiles", ["vulkan-spirv"], mode="portable")
    assert not R.applies("matmul-pad-to-tiles", ["llvm-cpu"], mode="inline")
