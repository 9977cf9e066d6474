"""The rewrites behind dynamic shapes (workarounds/dynamic_shapes.py, host_shapes.py,
inline/batching.py, stablehlo/assertions.py): each IREE 3.13 failure reproduced where it
still reproduces, and each rewrite checked against numpy."""

from __future__ import annotations

import numpy as np
import pytest
from iree.compiler import ir
from portable_helpers import compile_and_run, module_op_names, needs_vulkan, parsed_module

from iree_vkfft.dispatch.batching import chunk_sizes, chunk_dynamic_ffts
from iree_vkfft.stablehlo.assertions import (MARKER, ShapeAssertionError, assertion_from_error,
                                             lower_shape_assertions)
from iree_vkfft.workarounds.host_shapes import host_shape_operands
from iree_vkfft.stablehlo.match import find_ops
from iree_vkfft.workarounds import registry as workarounds
from iree_vkfft.workarounds.dynamic_shapes import (rewrite_dynamic_concatenates,
                                                      rewrite_window_gathers,
                                                      rewrite_window_scatters)
from iree_vkfft.toolchain import IreeCompileError


def _module(text: str) -> ir.Module:
    return parsed_module(text)


# ---- chunk sizes (inline mode) ---------------------------------------------------------------
@pytest.mark.parametrize("row,expected", [
    (400, (1024, 256, 64, 16, 4, 1)),  # 2^20 / 400 = 2621 rows fit: 4^5
    (32, (1024, 256, 64, 16, 4, 1)),   # 32768 fit, but at most 6 sizes
    (4099, (64, 16, 4, 1)),            # 255 rows
    (1 << 20, (1,)),                   # one row fills a chunk
    (1 << 22, (1,)),                   # larger than a chunk: one row at a time
])
def test_chunk_sizes_are_powers_of_the_ratio_ending_at_one(row, expected):
    assert chunk_sizes(row) == expected


def test_chunk_sizes_with_other_parameters():
    assert chunk_sizes(10, chunk_elements=1000, ratio=4) == (64, 16, 4, 1)
    assert chunk_sizes(10, chunk_elements=1000, ratio=4, levels=2) == (4, 1)
    assert chunk_sizes(10, chunk_elements=10, ratio=4) == (1,)
    assert chunk_sizes(10, chunk_elements=1000, ratio=16) == (16, 1)


CHUNKED = """
func.func @main(%x: tensor<?x3x8xcomplex<f32>>) -> tensor<?x3x8xcomplex<f32>> {
  %y = stablehlo.fft %x, type = FFT, length = [8] : (tensor<?x3x8xcomplex<f32>>) -> tensor<?x3x8xcomplex<f32>>
  return %y : tensor<?x3x8xcomplex<f32>>
}"""


def test_dynamic_fft_becomes_loops_over_static_chunks():
    module = _module(CHUNKED)
    assert chunk_dynamic_ffts(module, chunk_elements=64, ratio=4) == 1
    ffts = find_ops(module.operation, lambda o: o.name == "stablehlo.fft")
    shapes = sorted(tuple(ir.RankedTensorType(op.operands[0].type).shape) for op in ffts)
    assert shapes == [(1, 8), (4, 8)]  # 64 elements / 8 per row = 8 rows: 4, then 1
    assert len(find_ops(module.operation, lambda o: o.name == "scf.for")) == 2
    module.operation.verify()


# ---- shape assertions --------------------------------------------------------------------------
ASSERTED = """
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c = stablehlo.constant dense<3> : tensor<i32>
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Expected value >= 3 for dimension variable 'b'; got {0}", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  %2 = stablehlo.add %x, %x : tensor<?x4xf32>
  return %2 : tensor<?x4xf32>
}"""


def test_iree_alone_drops_the_shape_assertion():
    """The reason for the rewrite: IREE 3.13 compiles the custom call away and runs."""
    module = ir.Module.parse(ASSERTED, ir.Context())
    (y,) = compile_and_run(module, "llvm-cpu", [np.ones((2, 4), np.float32)])
    assert y.shape == (2, 4)


def test_shape_assertion_becomes_a_runtime_check_with_its_message():
    module = _module(ASSERTED)  # parse_program rewrites it
    assert "stablehlo.custom_call" not in module_op_names(module)
    assert "cf.assert" in module_op_names(module)
    (y,) = compile_and_run(module, "llvm-cpu", [np.ones((3, 4), np.float32)])
    assert np.array_equal(y, np.full((3, 4), 2.0, np.float32))
    with pytest.raises(ShapeAssertionError, match=r"Expected value >= 3 for dimension variable "
                                                  r"'b'; got \?$"):
        compile_and_run(module, "llvm-cpu", [np.ones((2, 4), np.float32)])
    assert lower_shape_assertions(module) == 0  # nothing left to rewrite


def test_runtime_errors_without_the_marker_are_not_assertions():
    assert assertion_from_error(RuntimeError("RESOURCE_EXHAUSTED; out of memory")) is None
    e = assertion_from_error(RuntimeError(f"<vm>:0: FAILED_PRECONDITION; {MARKER}b >= 1; "
                                          "<vm>:0: FAILED_PRECONDITION; ..."))
    assert isinstance(e, ValueError) and str(e) == "b >= 1"


# ---- concatenates of dynamic tensors (GPU targets) ---------------------------------------------
CONCAT = """
func.func @main(%a: tensor<1x?x17xf32>, %b: tensor<1x?x17xf32>) -> tensor<2x?x17xf32> {
  %c = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1x?x17xf32>, tensor<1x?x17xf32>) -> tensor<2x?x17xf32>
  return %c : tensor<2x?x17xf32>
}"""


def _concat_inputs():
    rng = np.random.default_rng(0)
    return [rng.standard_normal((1, 3, 17)).astype(np.float32),
            rng.standard_normal((1, 3, 17)).astype(np.float32)]


@pytest.mark.parametrize("target", ["llvm-cpu", pytest.param("vulkan", marks=needs_vulkan)])
def test_concatenate_as_selects_is_exact(target):
    module = _module(CONCAT)
    assert rewrite_dynamic_concatenates(module) == 1
    assert rewrite_dynamic_concatenates(module) == 0  # none with a dynamic result is left
    a, b = _concat_inputs()
    a[0, 0, 0] = -0.0
    (y,) = compile_and_run(module, target, [a, b])
    assert np.array_equal(y, np.concatenate([a, b])) and np.signbit(y[0, 0, 0])


def test_static_concatenates_are_left_alone():
    module = _module(CONCAT.replace("?", "3"))
    assert rewrite_dynamic_concatenates(module) == 0


# ---- shapes on the host ------------------------------------------------------------------------
SHAPES = """
func.func @main(%x: tensor<?x32xf32>, %v: tensor<1x32xf32>) -> tensor<?x32xf32> {
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x32xf32>) -> tensor<i32>
  %k = stablehlo.constant dense<2> : tensor<i32>
  %1 = stablehlo.multiply %0, %k : tensor<i32>
  %2 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
  %c = stablehlo.constant dense<32> : tensor<1xi32>
  %3 = stablehlo.concatenate %2, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %4 = stablehlo.dynamic_broadcast_in_dim %v, %3, dims = [0, 1] : (tensor<1x32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
  return %4 : tensor<?x32xf32>
}"""


def test_shape_operand_is_rebuilt_from_host_scalars():
    module = _module(SHAPES)
    assert host_shape_operands(module) == 1
    names = module_op_names(module)
    assert {"tensor.dim", "arith.muli", "tensor.from_elements"} <= names
    assert "tensor.extract" not in names  # nothing is read back from a device tensor
    v = np.arange(32, dtype=np.float32)[None]
    (y,) = compile_and_run(module, "llvm-cpu", [np.zeros((3, 32), np.float32), v])
    assert np.array_equal(y, np.repeat(v, 6, axis=0))


# ---- window scatters and gathers (JAX's .at[...].set and slices under shape polymorphism) ------
def _window_program(start: int) -> str:
    return f"""
func.func @main(%x: tensor<?x6xf32>, %u: tensor<?x2xf32>) -> (tensor<?x6xf32>, tensor<?x2xf32>) {{
  %i = stablehlo.constant dense<[{start}]> : tensor<1xi32>
  %s = "stablehlo.scatter"(%x, %i, %u) <{{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}}> ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }}) : (tensor<?x6xf32>, tensor<1xi32>, tensor<?x2xf32>) -> tensor<?x6xf32>
  %b0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x6xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b0 : (tensor<i32>) -> tensor<1xi32>
  %two = stablehlo.constant dense<2> : tensor<1xi32>
  %sz = stablehlo.concatenate %b1, %two, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %g = "stablehlo.dynamic_gather"(%x, %i, %sz) <{{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true}}> : (tensor<?x6xf32>, tensor<1xi32>, tensor<2xi32>) -> tensor<?x2xf32>
  return %s, %g : tensor<?x6xf32>, tensor<?x2xf32>
}}"""


def _expected(x, u, start):
    scattered = x.copy()
    if 0 <= start <= 4:  # XLA skips a window out of range
        scattered[:, start:start + 2] = u
    at = min(max(start, 0), 4)  # gather clamps its start
    return scattered, x[:, at:at + 2]


def test_iree_rejects_the_window_scatter_on_a_dynamic_operand():
    with pytest.raises(IreeCompileError, match="iree_linalg_ext.scatter|dynamic_gather"):
        compile_and_run(ir.Module.parse(_window_program(1), ir.Context()), "llvm-cpu",
                        [np.zeros((2, 6), np.float32), np.zeros((2, 2), np.float32)])


@pytest.mark.parametrize("start", [0, 3, 4, 5, -1])
def test_window_scatter_and_gather_as_slices_match_xla_semantics(start):
    module = _module(_window_program(start))
    assert rewrite_window_scatters(module) == 1 and rewrite_window_gathers(module) == 1
    assert not {"stablehlo.scatter", "stablehlo.dynamic_gather"} & module_op_names(module)
    rng = np.random.default_rng(start + 5)
    x = rng.standard_normal((3, 6)).astype(np.float32)
    u = rng.standard_normal((3, 2)).astype(np.float32)
    workarounds.apply(module, ["llvm-cpu"])
    got = compile_and_run(module, "llvm-cpu", [x, u])
    for y, want in zip(got, _expected(x, u, start)):
        assert np.array_equal(y, want)


def test_other_scatters_are_left_to_iree():
    adds = _window_program(1).replace("stablehlo.return %b", "%r = stablehlo.add %a, %b : "
                                      "tensor<f32>\n    stablehlo.return %r")
    assert rewrite_window_scatters(_module(adds)) == 0  # scatter-add is not a window set
    assert rewrite_window_scatters(_module(_window_program(1).replace("?", "3"))) == 0
