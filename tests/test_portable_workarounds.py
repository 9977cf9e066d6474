"""IREE 3.13's SPIR-V code generator and complex values: minimal repros of what it rejects and
the rewrites of workarounds/rewrites.py that avoid it, checked against numpy."""

from __future__ import annotations

import numpy as np
import pytest
from iree_vkfft.toolchain import IreeCompileError
from portable_helpers import compile_and_run, compile_vmfb, module_op_names

from iree_vkfft.stablehlo.match import find_ops
from iree_vkfft.stablehlo.parse import parse_program
from iree_vkfft.workarounds.rewrites import (isolate_complex_converts, rewrite_complex_constants,
                                             rewrite_complex_selects)

VALUES = np.array([1 + 2j, 3 + 4j, 5 - 6j, 0.5 + 0.25j], np.complex64)

COMPLEX_CONSTANT_TENSOR = """
func.func @main(%x: tensor<4xcomplex<f32>>, %s: tensor<complex<f32>>) -> tensor<4xcomplex<f32>> {
  %c = stablehlo.constant dense<[(1.0,2.0),(3.0,4.0),(5.0,-6.0),(0.5,0.25)]> : tensor<4xcomplex<f32>>
  %k = stablehlo.constant dense<(2.0,-1.0)> : tensor<complex<f32>>
  %kb = stablehlo.broadcast_in_dim %k, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
  %y = stablehlo.multiply %x, %c : tensor<4xcomplex<f32>>
  %z = stablehlo.add %y, %kb : tensor<4xcomplex<f32>>
  return %z : tensor<4xcomplex<f32>>
}"""

COMPLEX_SELECT = """
func.func @main(%p: tensor<4xi1>, %a: tensor<4xcomplex<f32>>, %b: tensor<4xcomplex<f32>>,
                %q: tensor<i1>) -> (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) {
  %y = stablehlo.select %p, %a, %b : tensor<4xi1>, tensor<4xcomplex<f32>>
  %z = stablehlo.select %q, %a, %b : tensor<i1>, tensor<4xcomplex<f32>>
  return %y, %z : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>
}"""


def _inputs_select():
    rng = np.random.default_rng(3)
    a = (rng.standard_normal(4) + 1j * rng.standard_normal(4)).astype(np.complex64)
    b = (rng.standard_normal(4) + 1j * rng.standard_normal(4)).astype(np.complex64)
    return [np.array([True, False, False, True]), a, b, np.array(False)]


# the raw forms' failures are the registry's canaries (test_workaround_registry.py)
def test_complex_constants_of_any_rank_are_rebuilt_from_parts():
    module, _ = parse_program(COMPLEX_CONSTANT_TENSOR)
    assert rewrite_complex_constants(module) == 2
    module.operation.verify()
    assert "stablehlo.complex" in module_op_names(module)
    assert not any("complex" in str(op.results[0].type) for op in find_ops(
        module.operation, lambda o: o.name == "stablehlo.constant")), "no complex constant left"
    assert compile_vmfb(module, "metal")[:2] == b"PK"


def test_complex_selects_are_rebuilt_from_parts():
    module, _ = parse_program(COMPLEX_SELECT)
    assert rewrite_complex_selects(module) == 2
    module.operation.verify()
    assert compile_vmfb(module, "metal")[:2] == b"PK"


@pytest.mark.parametrize("target", ["llvm-cpu", pytest.param("vulkan", marks=pytest.mark.vulkan)])
def test_rewritten_complex_constants_and_selects_compute_the_same(target):
    module, _ = parse_program(COMPLEX_CONSTANT_TENSOR)
    rewrite_complex_constants(module)
    x = np.array([1 - 1j, 2 + 0.5j, -3j, 4], np.complex64)
    (z,) = compile_and_run(module, target, [x, np.array(0, np.complex64)])
    np.testing.assert_allclose(z, x * VALUES + (2 - 1j), rtol=1e-6)

    module, _ = parse_program(COMPLEX_SELECT)
    rewrite_complex_selects(module)
    p, a, b, q = _inputs_select()
    y, z = compile_and_run(module, target, [p, a, b, q])
    np.testing.assert_array_equal(y, np.where(p, a, b))
    np.testing.assert_array_equal(z, b)


LAYER_NORM_TO_COMPLEX = """
func.func @main(%x: tensor<2x64x32xf32>, %g: tensor<32xf32>) -> tensor<2x64x32xcomplex<f32>> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
  %b = stablehlo.broadcast_in_dim %s, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x32xf32>
  %gb = stablehlo.broadcast_in_dim %g, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
  %d = stablehlo.divide %x, %b : tensor<2x64x32xf32>
  %e = stablehlo.multiply %d, %gb : tensor<2x64x32xf32>
  %c = stablehlo.convert %e : (tensor<2x64x32xf32>) -> tensor<2x64x32xcomplex<f32>>
  return %c : tensor<2x64x32xcomplex<f32>>
}"""


def test_complex_converts_isolated_compile_and_compute():
    module, _ = parse_program(LAYER_NORM_TO_COMPLEX)
    assert isolate_complex_converts(module) == 1
    assert isolate_complex_converts(module) == 0  # idempotent
    assert "stablehlo.optimization_barrier" in module_op_names(module)
    assert compile_vmfb(module, "metal", use_cache=False)[:2] == b"PK"
    rng = np.random.default_rng(4)
    x = rng.uniform(0.5, 1.5, (2, 64, 32)).astype(np.float32)
    g = rng.standard_normal(32).astype(np.float32)
    (y,) = compile_and_run(module, "vulkan", [x, g])
    x64 = x.astype(np.float64)
    want = (x64 / x64.sum(axis=2, keepdims=True) * g).astype(np.complex128)
    np.testing.assert_allclose(y, want, rtol=2e-6, atol=1e-7)
