"""IREE 3.13's SPIR-V code generator and complex values: minimal repros of what it rejects and
the rewrites of stablehlo/workarounds.py that avoid it, checked against numpy."""

from __future__ import annotations

import numpy as np
import pytest
from iree_vkfft.toolchain import IreeCompileError
from portable_helpers import compile_and_run, compile_vmfb, module_op_names

from iree_vkfft.stablehlo.parse import parse_program
from iree_vkfft.stablehlo.workarounds import rewrite_complex_constants, rewrite_complex_selects

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


def test_repro_complex_constant_tensor_fails_on_spirv_without_the_rewrite():
    module, _ = parse_program(COMPLEX_CONSTANT_TENSOR)
    with pytest.raises(IreeCompileError, match="failed to legalize operation 'arith.constant'"):
        compile_vmfb(module, "metal")


def test_repro_complex_select_fails_on_metal_without_the_rewrite():
    module, _ = parse_program(COMPLEX_SELECT)
    with pytest.raises(IreeCompileError, match="failed to legalize operation 'arith.select'"):
        compile_vmfb(module, "metal")


def test_complex_constants_of_any_rank_are_rebuilt_from_parts():
    module, _ = parse_program(COMPLEX_CONSTANT_TENSOR)
    assert rewrite_complex_constants(module) == 2
    module.operation.verify()
    names = module_op_names(module)
    assert {"stablehlo.optimization_barrier", "stablehlo.real", "stablehlo.imag",
            "stablehlo.complex"} <= names
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
