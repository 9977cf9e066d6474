"""numpy's own FFT tests (``numpy/fft/tests/test_pocketfft.py``, shipped in the numpy wheel)
with np.fft's 14 transforms replaced by iree_vkfft.fft's (plugin ``tests/suites/numpy_swap``),
in a child process with a private, empty kernel cache: every plan is cold.

The user's default applies (tiered plans, ``iree_vkfft.tiered``): a small call whose plan is
not built yet runs on numpy's pocketfft while the plan builds in the background, so most of
this file's ~2000 distinct one-off shapes run on the host and the run checks the API layer
(arguments, dtypes, warnings, errors, ``out=``) more than VkFFT's numbers, which the slow
variant with tiering off checks on every call. Measured on the 2-core lavapipe VM: 13-40 s
(tiered, cold; the file took over 20 minutes before), of 3424 calls 2-4 found a plan ready.
"""

from __future__ import annotations

import os
import pathlib
import re
import subprocess
import sys
import time

import numpy as np
import pytest

from conftest import child_env

pytestmark = pytest.mark.vulkan

NUMPY_TESTS = pathlib.Path(np.__file__).parent / "fft" / "tests" / "test_pocketfft.py"
PLUGIN_DIR = pathlib.Path(__file__).parent / "suites"
EXPECTED_PASSED = 148  # numpy 2.4.6's file, all of it


def run_numpy_suite(tmp_path, tiered: bool, timeout: float, *pytest_args: str):
    if not NUMPY_TESTS.exists():
        pytest.skip(f"this numpy installation has no test files ({NUMPY_TESTS})")
    env = child_env(IREE_VKFFT_CACHE_DIR=tmp_path / "kernels", IREE_VKFFT_TIERED=int(tiered),
                    IREE_VKFFT_PLAN_CACHE_SIZE=4096)
    env["PYTHONPATH"] = os.pathsep.join([str(PLUGIN_DIR), env["PYTHONPATH"]])
    start = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "numpy_swap", "-p", "no:cacheprovider",
         "-W", "error::pytest.PytestUnraisableExceptionWarning", *pytest_args, str(NUMPY_TESTS)],
        env=env, capture_output=True, text=True, timeout=timeout, cwd=tmp_path)
    elapsed = time.perf_counter() - start
    counts = {k: int(v) for v, k in re.findall(r"(\d+) (passed|failed|error|errors|skipped)",
                                               result.stdout.splitlines()[-1])}
    return result, counts, elapsed


def check_all_passed(result, counts, expected: int = EXPECTED_PASSED):
    assert counts.get("passed", 0) > 100 and not counts.get("failed") \
        and not counts.get("error") and not counts.get("errors"), result.stdout[-6000:]
    if np.__version__.startswith("2.4."):  # the file grows with numpy's releases
        assert counts["passed"] == expected, result.stdout[-2000:]


def test_numpy_suite_passes_from_a_cold_kernel_cache(tmp_path):
    result, counts, elapsed = run_numpy_suite(tmp_path, tiered=True, timeout=600)
    check_all_passed(result, counts)
    print(f"numpy suite, cold kernel cache, tiered: {elapsed:.1f} s")


@pytest.mark.slow
def test_numpy_suite_without_its_length_sweeps_passes_on_vkfft_alone(tmp_path):
    """Every call on a VkFFT plan (tiering off), cold, without test_identity* (the sweeps over
    lengths 1..511 and 1..31 that make ~90% of the distinct plans): 141 tests, 145 plans,
    155 s on the 2-core lavapipe VM under load."""
    result, counts, elapsed = run_numpy_suite(tmp_path, False, 1800, "-k", "not test_identity")
    check_all_passed(result, counts, expected=141)
    print(f"numpy suite without the sweeps, cold kernel cache, VkFFT only: {elapsed:.1f} s")


@pytest.mark.slow
def test_numpy_suite_passes_on_vkfft_alone(tmp_path):
    """Every call on a VkFFT plan (tiering off), cold: ~20 minutes on 2-core lavapipe."""
    result, counts, elapsed = run_numpy_suite(tmp_path, tiered=False, timeout=3600)
    check_all_passed(result, counts)
    print(f"numpy suite, cold kernel cache, VkFFT only: {elapsed:.1f} s")
