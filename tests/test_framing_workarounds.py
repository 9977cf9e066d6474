"""Framing gathers as slices (workarounds/framing.py), dynamic dot_generals as 2-D matmuls and
dynamic broadcasts marked non-expanding (workarounds/dynamic_shapes.py): each exact against
numpy, for the forms JAX emits."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from iree.compiler import ir

from iree_vkfft.stablehlo.assertions import ShapeAssertionError
from iree_vkfft.workarounds import registry
from iree_vkfft.workarounds.dynamic_shapes import (rewrite_dynamic_broadcast_dims,
                                                    rewrite_dynamic_dot_generals)
from iree_vkfft.workarounds.framing import rewrite_framing_gathers
from portable_helpers import compile_and_run, module_op_names

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

REPROS = Path(__file__).parent / "data" / "iree_repros"


def _module(text: str) -> ir.Module:
    return ir.Module.parse(text, ir.Context())


def _point_gather(n: int, frames: int, hop: int, window: int, start: int = 0) -> str:
    """JAX's framing ``x[start + hop * f + k]`` (Whisper's), the index array from iota."""
    return f"""
func.func @main(%x: tensor<{n}xf32>) -> tensor<{frames}x{window}xf32> {{
  %f = stablehlo.iota dim = 0 : tensor<{frames}x{window}xi32>
  %h = stablehlo.constant dense<{hop}> : tensor<{frames}x{window}xi32>
  %fh = stablehlo.multiply %f, %h : tensor<{frames}x{window}xi32>
  %k = stablehlo.iota dim = 1 : tensor<{frames}x{window}xi32>
  %a = stablehlo.constant dense<{start}> : tensor<{frames}x{window}xi32>
  %s = stablehlo.add %fh, %k : tensor<{frames}x{window}xi32>
  %i = stablehlo.add %s, %a : tensor<{frames}x{window}xi32>
  %i3 = stablehlo.reshape %i : (tensor<{frames}x{window}xi32>) -> tensor<{frames}x{window}x1xi32>
  %g = "stablehlo.gather"(%x, %i3) <{{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}}> : (tensor<{n}xf32>, tensor<{frames}x{window}x1xi32>) -> tensor<{frames}x{window}xf32>
  return %g : tensor<{frames}x{window}xf32>
}}"""


def _window_gather(n: int, frames: int, hop: int, window: int, start: int = 0) -> str:
    """``vmap`` of ``dynamic_slice`` over frames of a batch, with a symbolic batch."""
    idx = ", ".join(f"[0, {start + hop * f}]" for f in range(frames))
    return f"""
func.func @main(%b: tensor<i32>, %x: tensor<?x{n}xf32>) -> tensor<{frames}x?x{window}xf32> {{
  %idx = stablehlo.constant dense<[{idx}]> : tensor<{frames}x2xi32>
  %r = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %w = stablehlo.constant dense<{window}> : tensor<1xi32>
  %sz = stablehlo.concatenate %r, %w, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %g = "stablehlo.dynamic_gather"(%x, %idx, %sz) <{{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>}}> : (tensor<?x{n}xf32>, tensor<{frames}x2xi32>, tensor<2xi32>) -> tensor<{frames}x?x{window}xf32>
  return %g : tensor<{frames}x?x{window}xf32>
}}"""


def _frames(x, frames, hop, window, start=0):
    return np.stack([x[..., start + hop * f: start + hop * f + window] for f in range(frames)])


# hop < window (q = 3, r < hop), window a multiple of hop, hop > window, an offset start
CASES = [(160, 400, 0), (100, 300, 0), (128, 64, 64), (50, 200, 7), (3, 5, 1)]


@pytest.mark.parametrize("hop, window, start", CASES)
def test_static_framing_as_slices_is_exact(hop, window, start):
    frames = 9
    n = start + hop * (frames - 1) + window
    module = _module(_point_gather(n, frames, hop, window, start))
    assert rewrite_framing_gathers(module, static=True) == 1
    assert "stablehlo.gather" not in module_op_names(module)
    x = np.random.default_rng(hop).standard_normal(n).astype(np.float32)
    (y,) = compile_and_run(module, "llvm-cpu", [x])
    np.testing.assert_array_equal(y, _frames(x, frames, hop, window, start))


@pytest.mark.parametrize("hop, window, start", CASES[:3])
def test_symbolic_batch_framing_as_slices_is_exact(hop, window, start):
    frames = 7
    n = start + hop * (frames - 1) + window
    module = _module(_window_gather(n, frames, hop, window, start))
    assert rewrite_framing_gathers(module) == 1
    registry.apply(module, ["llvm-cpu"])
    x = np.random.default_rng(1).standard_normal((3, n)).astype(np.float32)
    (y,) = compile_and_run(module, "llvm-cpu", [np.array(3, np.int32), x])
    np.testing.assert_array_equal(y, _frames(x, frames, hop, window, start))


def test_gathers_that_are_not_framings_are_left_alone():
    text = _point_gather(1680, 9, 160, 400)
    module = _module(text.replace("%i = stablehlo.add %s, %a", "%i = stablehlo.multiply %s, %a")
                     .replace("dense<0> : tensor<9x400xi32>", "dense<2> : tensor<9x400xi32>")
                     .replace("tensor<1680xf32>", "tensor<4000xf32>"))
    assert rewrite_framing_gathers(module, static=True) == 0  # x[2 (160 f + k)]: not a frame
    out_of_range = _module(_point_gather(1600, 9, 160, 400))  # the last frame past the end
    assert rewrite_framing_gathers(out_of_range, static=True) == 0
    assert rewrite_framing_gathers(_module(_point_gather(1680, 9, 160, 400))) == 0  # static


def test_dynamic_dot_general_as_2d_matmul_is_exact():
    module = _module((REPROS / "dynamic-dot-generals.mlir").read_text())
    assert rewrite_dynamic_dot_generals(module) == 1
    rng = np.random.default_rng(2)
    w = rng.standard_normal((201, 80)).astype(np.float32)
    x = rng.standard_normal((2, 201, 300)).astype(np.float32)
    (y,) = compile_and_run(module, "llvm-cpu", [w, x])
    np.testing.assert_allclose(y, np.einsum("fm,bft->mbt", w, x), rtol=2e-5, atol=2e-4)


def test_dynamic_broadcast_marked_non_expanding_checks_its_sizes():
    module = _module((REPROS / "dynamic-broadcast-dims.mlir").read_text())
    assert rewrite_dynamic_broadcast_dims(module) == 1
    assert rewrite_dynamic_broadcast_dims(module) == 0  # marked: left alone
    registry.apply(module, ["llvm-cpu"], disabled=["dynamic-broadcast-dims"])
    rng = np.random.default_rng(3)
    x = rng.standard_normal(2).astype(np.float32)
    y = rng.standard_normal((2, 80, 300)).astype(np.float32)
    (z,) = compile_and_run(module, "llvm-cpu", [x, y, np.array(2, np.int32)])
    np.testing.assert_array_equal(z, np.maximum(x[:, None, None], y))
    with pytest.raises(ShapeAssertionError, match="keeps dimension 0 of its operand"):
        compile_and_run(module, "llvm-cpu", [x[:1], y, np.array(2, np.int32)])
