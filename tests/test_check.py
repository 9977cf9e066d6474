"""The differential check (iree_vkfft.check / iree-vkfft check): generated inputs, the error
table, a wrong result caught, and the command line's exit status."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft.checking import compare, generate_inputs, program_inputs
from iree_vkfft.stablehlo.match import TensorSpec

from conftest import child_env

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

PROGRAMS = Path(__file__).parent / "data" / "programs"

GATHER = """
func.func @main(%x: tensor<7x40xf32>, %i: tensor<i32>, %j: tensor<3xi32>, %k: tensor<2xi32>)
    -> (tensor<40xf32>, tensor<3xi32>, tensor<21xcomplex<f32>>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %row2 = stablehlo.dynamic_slice %x, %i, %c0, sizes = [3, 40] : (tensor<7x40xf32>, tensor<i32>, tensor<i32>) -> tensor<3x40xf32>
  %row = stablehlo.slice %row2 [0:1, 0:40] : (tensor<3x40xf32>) -> tensor<1x40xf32>
  %r = stablehlo.reshape %row : (tensor<1x40xf32>) -> tensor<40xf32>
  %f = stablehlo.fft %r, type = RFFT, length = [40] : (tensor<40xf32>) -> tensor<21xcomplex<f32>>
  %jj = stablehlo.add %j, %j : tensor<3xi32>
  return %r, %jj, %f : tensor<40xf32>, tensor<3xi32>, tensor<21xcomplex<f32>>
}
"""


def test_an_index_input_is_drawn_inside_what_it_indexes():
    bounds_seen = set()
    for seed in range(20):
        x, i, j, k = program_inputs(GATHER, seed=seed)
        assert x.dtype == np.float32 and x.shape == (7, 40)
        assert i.dtype == np.int32 and 0 <= int(i) < 5  # a 3-row window of 7 rows
        bounds_seen.add(int(i))
        assert ((0 <= j) & (j < 8)).all() and ((0 <= k) & (k < 8)).all()  # index nothing
    assert len(bounds_seen) > 1  # drawn, not a constant


def test_generated_inputs_follow_the_signature():
    specs = [TensorSpec((None, 4), np.dtype(np.complex64)), TensorSpec((), np.dtype(np.bool_)),
             TensorSpec((2,), np.dtype(np.float64))]
    a, b, c = generate_inputs(specs, [None, None, None], seed=1, dynamic_size=6)
    assert a.shape == (6, 4) and a.dtype == np.complex64 and np.abs(a.imag).max() > 0
    assert b.shape == () and b.dtype == np.bool_
    assert c.dtype == np.float64
    again = generate_inputs(specs, [None, None, None], seed=1, dynamic_size=6)
    np.testing.assert_array_equal(a, again[0])


@pytest.mark.parametrize("y, r, problem", [
    (np.ones(3), np.ones(4), "shape"),
    (np.array([1.0, np.nan]), np.array([1.0, 2.0]), "non-finite"),
    (np.array([1.0, np.inf]), np.array([1.0, -np.inf]), "non-finite"),
])
def test_compare_refuses_what_cannot_be_compared(y, r, problem):
    err = compare(0, y, r)
    assert not err.ok and problem in err.problem


def test_compare_measures_errors():
    r = np.array([1.0, -2.0, 4.0], np.float32)
    err = compare(0, r + np.array([0, 0, 1e-2], np.float32), r)
    assert err.max_abs == pytest.approx(1e-2, rel=1e-3)
    assert err.max_rel == pytest.approx(1e-2 / 4, rel=1e-3)
    assert err.rel_l2 == pytest.approx(1e-2 / np.sqrt(21), rel=1e-3)
    assert not err.ok  # 2.2e-3 > the float32 default 1e-3
    assert compare(0, r, r).ok and compare(0, np.array([np.nan]), np.array([np.nan])).ok
    assert not compare(0, np.array([1, 2]), np.array([1, 3])).ok  # integers: exact


def test_check_passes_a_correct_mode_and_catches_a_wrong_reference():
    report = iree_vkfft.check(GATHER, mode="portable", target="llvm-cpu", seed=3)
    assert report.ok, str(report)
    assert len(report.outputs) == 3 and report.worst < 1e-5
    assert "split mode with host FFTs on llvm-cpu" in str(report)
    x, i, j, k = report.inputs
    row = x[int(i)]
    wrong = [row, 2 * j, np.fft.rfft(row) * 1.01]
    bad = iree_vkfft.check(GATHER, mode="portable", inputs=report.inputs, reference=wrong)
    assert [o.ok for o in bad.outputs] == [True, True, False]
    assert "DIFFERENT" in str(bad)


def test_the_reference_against_itself_is_refused():
    """Split mode with host FFTs named is the reference; its ``fft="auto"`` keeps small FFTs
    in IREE's segments, so that one is checked (tests/test_split_fft_placement.py)."""
    with pytest.raises(ValueError, match="is the reference itself"):
        iree_vkfft.check(GATHER, mode="split", target="llvm-cpu", fft="host")


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "iree_vkfft", "check", *map(str, args)],
                          capture_output=True, text=True, env=child_env(), timeout=600)


def test_cli_exit_status_says_same_different_or_failed(tmp_path):
    program = PROGRAMS / "rfft_f32_400.mlir"
    same = _cli(program, "--mode", "portable")
    assert same.returncode == 0, same.stderr
    assert "ok" in same.stdout and "Traceback" not in same.stderr
    x = np.random.default_rng(0).standard_normal((5, 400)).astype(np.float32)
    np.save(tmp_path / "x.npy", x)
    np.savez(tmp_path / "ref.npz", output0=np.fft.rfft(x.astype(np.float64)) * 1.1)
    different = _cli(program, "--mode", "portable", "--input", tmp_path / "x.npy",
                     "--reference", tmp_path / "ref.npz")
    assert different.returncode == 1 and "DIFFERENT" in different.stdout
    failed = _cli(tmp_path / "missing.mlir")
    assert failed.returncode == 2 and "iree-vkfft check:" in failed.stderr
    assert "Traceback" not in failed.stderr
