"""Programs exported by ``jax.export`` with a symbolic batch: compiled once, called at several
batch sizes (1, a prime, a larger one) in every mode, against numpy float64; the contract
(specs with ``None``), JAX's shape assertions, saved ``.vmfb`` files under stock
``iree-run-module``, and the drop-in."""

from __future__ import annotations

import pickle
import shutil
import subprocess
import sys

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft.pipeline import compile
from iree_vkfft.stablehlo.assertions import ShapeAssertionError
from conftest import child_env
from dynamic_helpers import BATCHES, BY_NAME, CASES

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")


def _vulkan_available() -> bool:
    try:
        iree_vkfft.current_device()
        return True
    except Exception:  # noqa: BLE001 - no engine or no device
        return False


needs_vulkan = pytest.mark.skipif(not _vulkan_available(), reason="no Vulkan device")

#: (mode, target, fft) for each mode; the default run takes a subset of the programs
MODES = {
    "split": ("split", "llvm-cpu", "host"),
    "portable": ("portable", "llvm-cpu", "auto"),
    "inline": ("inline", "vulkan", "auto"),
    "split-vkfft": ("split", "vulkan", "vkfft"),
    "portable-vulkan": ("portable", "vulkan", "auto"),
}
DEFAULT = {
    "split": [c.name for c in CASES],
    "portable": ["dyn_rfft_400", "dyn_fft_4099", "dyn_two_dims", "dyn_while_fft", "dyn_fno"],
    "inline": ["dyn_irfft_400", "dyn_two_dims", "dyn_while_fft", "dyn_fno"],
    "split-vkfft": ["dyn_fft2", "dyn_while_fft", "dyn_fno"],
    "portable-vulkan": ["dyn_two_dims"],
}


def _matrix():
    for mode, names in DEFAULT.items():
        for case in CASES:
            marks = [] if case.name in names else [pytest.mark.slow]
            if MODES[mode][1] == "vulkan":
                marks.append(needs_vulkan)
            yield pytest.param(mode, case.name, marks=marks, id=f"{mode}-{case.name}")


def _compile(mode: str, name: str):
    how, target, fft = MODES[mode]
    return compile(BY_NAME[name].path, mode=how, target=target, fft=fft)


@pytest.mark.parametrize("mode,name", list(_matrix()))
def test_compiled_once_runs_at_every_batch(mode, name):
    case = BY_NAME[name]
    program = _compile(mode, name)
    for b in BATCHES:
        args = case.make(np.random.default_rng(b), b)
        case.check(program(*args), args)


def test_two_dynamic_dimensions_take_independent_sizes():
    case = BY_NAME["dyn_two_dims"]
    program = _compile("portable", case.name)
    for b, c in ((1, 1), (2, 7), (5, 3)):
        args = case.make(np.random.default_rng(b * c), b, c)
        case.check(program(*args), args)


# ---- the contract -----------------------------------------------------------------------------
def test_specs_show_dynamic_dimensions_as_none():
    program = _compile("split", "dyn_two_dims")
    (spec,) = program.input_specs
    assert spec.shape == (None, 3, None, 32) and str(spec) == "complex64[?,3,?,32]"
    assert [s.shape for s in program.output_specs] == [(None, 3, None, 32)] * 2
    assert "complex64[?,3,?,32]" in repr(program)


@pytest.mark.parametrize("mode", ["split", "portable"])
def test_input_check_still_checks_static_dimensions_rank_and_dtype(mode):
    program = _compile(mode, "dyn_rfft_400")
    with pytest.raises(ValueError, match=r"must have shape \(None, 400\); got \(3, 401\)"):
        program(np.zeros((3, 401), np.float32))
    with pytest.raises(ValueError, match=r"must have shape \(None, 400\); got \(400,\)"):
        program(np.zeros(400, np.float32))
    with pytest.raises(TypeError, match="must have dtype float32; got float64"):
        program(np.zeros((3, 400)))
    (y,) = program([[0.5] * 400, [1.0] * 400])  # lists are converted like any input
    assert y.shape == (2, 201) and np.allclose(y[:, 0], [200.0, 400.0])


@pytest.mark.parametrize("mode", ["split", "portable", pytest.param("inline", marks=needs_vulkan)])
def test_shape_assertion_fails_the_call_with_jax_message(mode):
    """jax.export guards the symbolic batch with ``b >= 1``: a batch of 0 violates it, and
    the call fails with the exporter's message (IREE alone would drop the assertion)."""
    program = _compile(mode, "dyn_rfft_400")
    with pytest.raises(ShapeAssertionError, match="Expected value >= 1 for dimension variable 'b'"):
        program(np.zeros((0, 400), np.float32))
    (y,) = program(np.ones((1, 400), np.float32))  # the program still runs afterwards
    assert y.shape == (1, 201)


def test_saved_and_pickled_program_cards_carry_dynamic_dimensions(tmp_path):
    program = _compile("portable", "dyn_rfftn3")
    path = tmp_path / "dyn.vmfb"
    program.save(path)
    for again in (iree_vkfft.load(path), pickle.loads(pickle.dumps(program))):
        assert [s.shape for s in again.input_specs] == [(None, 4, 6, 8)]
        assert [s.shape for s in again.output_specs] == [(None, 4, 6, 5)]
        case = BY_NAME["dyn_rfftn3"]
        args = case.make(np.random.default_rng(3), 3)
        case.check(again(*args), args)
    split = pickle.loads(pickle.dumps(_compile("split", "dyn_while_fft")))
    case = BY_NAME["dyn_while_fft"]
    args = case.make(np.random.default_rng(2), 2)
    case.check(split(*args), args)


# ---- stock iree-run-module and the drop-in ---------------------------------------------------
def _run_module(vmfb, device, x, tmp_path):
    np.save(tmp_path / "x.npy", x)
    return subprocess.run(
        ["iree-run-module", f"--module={vmfb}", f"--device={device}",
         f"--input=@{tmp_path / 'x.npy'}", f"--output=@{tmp_path / 'y.npy'}"],
        capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("mode,device", [
    ("portable", "local-task"), pytest.param("inline", "vulkan", marks=needs_vulkan)])
def test_one_saved_vmfb_runs_under_iree_run_module_at_any_batch(mode, device, tmp_path):
    if shutil.which("iree-run-module") is None:
        pytest.skip("iree-run-module not installed")
    how, target, _ = MODES[mode]
    program = compile(BY_NAME["dyn_rfft_400"].path, mode=how, target=target)
    program.save(tmp_path / "p.vmfb")
    for b in (1, 5):
        x = np.random.default_rng(b).standard_normal((b, 400)).astype(np.float32)
        done = _run_module(tmp_path / "p.vmfb", device, x, tmp_path)
        assert done.returncode == 0, done.stderr
        assert np.allclose(np.load(tmp_path / "y.npy"), np.fft.rfft(x), atol=2e-4)
    done = _run_module(tmp_path / "p.vmfb", device, np.zeros((0, 400), np.float32), tmp_path)
    assert done.returncode != 0 and "Expected value >= 1 for dimension variable" in (
        done.stdout + done.stderr)


def test_dropin_compiles_a_dynamic_program_once_for_every_batch(tmp_path):
    if shutil.which("iree-run-module") is None:
        pytest.skip("iree-run-module not installed")
    out = tmp_path / "d.vmfb"
    done = subprocess.run([sys.executable, "-m", "iree_vkfft.compiler",
                           str(BY_NAME["dyn_fft2"].path), "--iree-hal-target-backends=llvm-cpu",
                           "-o", str(out)], capture_output=True, text=True, timeout=600,
                          env=child_env())
    assert done.returncode == 0, done.stderr
    for b in (1, 3):
        x = (np.random.default_rng(b).standard_normal((b, 8, 12))
             + 1j * np.random.default_rng(b + 9).standard_normal((b, 8, 12))).astype(np.complex64)
        ran = _run_module(out, "local-task", x, tmp_path)
        assert ran.returncode == 0, ran.stderr
        assert np.allclose(np.load(tmp_path / "y.npy"), np.fft.fft2(x), atol=1e-4)
