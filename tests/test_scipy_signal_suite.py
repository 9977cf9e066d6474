"""scipy.signal's own test files (shipped in the scipy wheel) with iree_vkfft's scipy.fft
backend installed globally and exclusively (``only=True``, plugin ``tests/suites/scipy_swap``),
from an empty kernel cache, in a child pytest: convolve, oaconvolve, correlate, stft/istft,
welch, czt, ShortTimeFFT over thousands of one-off lengths.

Both ways users meet it: the default (tiered plans: one-off shapes stay on the host definition,
recurring ones build in the background and run wherever they measured faster) for whole files,
and VkFFT alone (tiering off) for the tests that hold float32/float64 results to pocketfft's
own error -- the whole of test_signaltools on VkFFT alone builds ~10,000 plans (~50 min on
lavapipe), so its VkFFT-only run is the slow set's. Timings with and without the backend:
``benchmarks/bench_scipy_suites.py``.
"""

from __future__ import annotations

import os
import pathlib
import re
import subprocess
import sys

import pytest
import scipy

from conftest import child_env

pytestmark = pytest.mark.vulkan

SCIPY = pathlib.Path(scipy.__file__).parent
SIGNAL_TESTS = SCIPY / "signal" / "tests"
PINNED_SCIPY = "1.17.1"  # pyproject's test extra on CPython 3.11+ (1.15.3 on 3.10)
PLUGIN_DIR = pathlib.Path(__file__).parent / "suites"

# Tests that compare our float32/float64 results with pocketfft-level tolerances (each failed
# on VkFFT before the accuracy knobs, batch-invariant real rows and Hermitian completion).
ACCURACY_TESTS = [
    "test_signaltools.py::TestConvolve::test_convolve_method",
    "test_spectral.py::TestSTFT::test_roundtrip_float32",
    "test_spectral.py::TestSTFT::test_roundtrip_nola_not_cola",
    "test_spectral.py::TestSTFT::test_roundtrip_scaling",
]


def _pytest_args(targets, args) -> list[str]:
    return ["-p", "no:cacheprovider", f"--rootdir={SCIPY}", *args,
            *[str(SIGNAL_TESTS / t) for t in targets]]


def run_signal_tests(tmp_path, targets, tiered: bool, timeout: float, *args: str):
    """scipy.signal test files in a child pytest with the backend installed: (result, counts,
    how many tests the same files and arguments collect)."""
    if not SIGNAL_TESTS.exists() or not (SCIPY / "conftest.py").exists():
        pytest.skip(f"this scipy installation has no test files ({SIGNAL_TESTS})")
    env = child_env(IREE_VKFFT_CACHE_DIR=tmp_path / "kernels", IREE_VKFFT_TIERED=int(tiered))
    env["PYTHONPATH"] = os.pathsep.join([str(PLUGIN_DIR), env["PYTHONPATH"]])
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "scipy_swap", *_pytest_args(targets, args)],
        env=env, capture_output=True, text=True, timeout=timeout, cwd=tmp_path)
    summary = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""
    counts = {k: int(v) for v, k in re.findall(
        r"(\d+) (passed|failed|errors?|skipped|xfailed|xpassed)", summary)}
    collect = subprocess.run([sys.executable, "-m", "pytest", "-q", "--collect-only",
                              *_pytest_args(targets, args)],
                             env=env, capture_output=True, text=True, timeout=timeout,
                             cwd=tmp_path)
    found = re.search(r"(\d+)(?:/\d+)? tests? collected", collect.stdout)
    counts["collected"] = int(found.group(1)) if found else -1
    return result, counts


def check_passed(result, counts, at_least: int):
    """No failure or error, every collected test ran (passed, skipped or xfailed), and at
    least ``at_least`` passed (what the pinned scipy's files hold; fewer where an older scipy
    collects fewer)."""
    ran = sum(counts.get(k, 0) for k in ("passed", "skipped", "xfailed", "xpassed"))
    floor = at_least if scipy.__version__ == PINNED_SCIPY else min(at_least, counts["collected"] // 2)
    assert result.returncode == 0 and ran == counts["collected"] and \
        counts.get("passed", 0) >= floor \
        and not counts.get("failed") and not counts.get("error") and not counts.get("errors"), \
        (counts, result.stdout[-6000:] + result.stderr[-2000:])


@pytest.mark.parametrize("targets, args, at_least", [
    (["test_signaltools.py"], ["-m", "not slow"], 2000),  # ~15 s on the 2-core VM
    (["test_spectral.py", "test_czt.py", "test_short_time_fft.py"], [], 530),  # ~20 s
], ids=["signaltools", "spectral+czt+short_time_fft"])
def test_scipy_signal_files_pass_with_the_backend_only(tmp_path, targets, args, at_least):
    result, counts = run_signal_tests(tmp_path, targets, True, 900, *args)
    check_passed(result, counts, at_least)


@pytest.mark.slow  # ~60 s: 10,347 tests over thousands of lengths
def test_scipy_signaltools_slow_set_passes_with_the_backend_only(tmp_path):
    result, counts = run_signal_tests(tmp_path, ["test_signaltools.py"], True, 1800, "-m", "slow")
    check_passed(result, counts, 10000)


def test_scipy_signal_accuracy_tests_pass_on_vkfft_alone(tmp_path):
    """Every call of these on a VkFFT plan (tiering off): pocketfft-level float32 accuracy
    (convolve of complex64 with integers at atol 1e-6; a float32 STFT round trip at atol
    2e-6) and bit-identical rows whatever the batch (float64 istft vs its legacy wrapper at
    atol 2e-15; complex and real-input STFTs compared at rtol 1e-7)."""
    result, counts = run_signal_tests(tmp_path, ACCURACY_TESTS, False, 900)
    check_passed(result, counts, len(ACCURACY_TESTS))


@pytest.mark.slow  # ~10 min cold on lavapipe: ~450 distinct plans
def test_scipy_spectral_czt_short_time_fft_pass_on_vkfft_alone(tmp_path):
    result, counts = run_signal_tests(
        tmp_path, ["test_spectral.py", "test_czt.py", "test_short_time_fft.py"], False, 3600)
    check_passed(result, counts, 530)
