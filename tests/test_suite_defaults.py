"""The suite runs with the package's default settings (issue 34): conftest sets no
``IREE_VKFFT_TIERED``, so tiering is on outside the ``engine_only`` fixture, and that fixture
really routes host-array FFTs to VkFFT plans, in the test's thread, in threads it starts and in
child processes.

What shows a VkFFT call: a plan-cache lookup (``plan_cache.hits + misses`` grows by one per
call), while a tiered call that runs on the host counts ``plan_cache.not_ready`` instead.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft import plan_cache
from conftest import TIERED_AT_START, assert_fft_close, child_env, oracle

pytestmark = pytest.mark.vulkan

_CHILD = ("import json, numpy as np, iree_vkfft\n"
          "from iree_vkfft import plan_cache\n"
          "iree_vkfft.fft.fft(np.ones((3, 28), np.complex64))\n"
          "print(json.dumps({'tiered': iree_vkfft.tiered(), 'plan': plan_cache.hits + "
          "plan_cache.misses, 'host': plan_cache.not_ready}))\n")


def _sides(call) -> tuple[int, int]:
    """(VkFFT plan calls, tiered host calls) that ``call()`` made, by the plan cache's counters."""
    plan, host = plan_cache.hits + plan_cache.misses, plan_cache.not_ready
    call()
    return plan_cache.hits + plan_cache.misses - plan, plan_cache.not_ready - host


def _fresh_shape_fft(n: int):
    """An FFT of a shape no other test here uses (so its tiered call count starts at 1)."""
    x = np.arange(2 * n, dtype=np.float64).reshape(2, n).astype(np.complex64)
    y = iree_vkfft.fft.fft(x)
    assert_fft_close(y, oracle("fft", x), [n])


def _child() -> dict:
    result = subprocess.run([sys.executable, "-c", _CHILD], env=child_env(),
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.fixture
def started_without_tiered_setting():
    if TIERED_AT_START is not None:
        pytest.skip(f"the suite was started with IREE_VKFFT_TIERED={TIERED_AT_START!r}")


def test_conftest_leaves_the_tiered_setting_alone(started_without_tiered_setting):
    assert "IREE_VKFFT_TIERED" not in os.environ
    assert iree_vkfft.tiered() is True


def test_outside_the_fixture_a_cold_shape_runs_on_the_host(started_without_tiered_setting):
    # a shape's first tiered call runs on the host on every device (before the switch call)
    assert _sides(lambda: _fresh_shape_fft(44)) == (0, 1)
    seen = {}
    thread = threading.Thread(target=lambda: seen.update(tiered=iree_vkfft.tiered()))
    thread.start()
    thread.join()
    assert seen == {"tiered": True}


def test_outside_the_fixture_a_child_process_runs_the_defaults(started_without_tiered_setting):
    assert _child() == {"tiered": True, "plan": 0, "host": 1}


def test_engine_only_routes_ffts_to_vkfft_plans(engine_only):
    assert os.environ["IREE_VKFFT_TIERED"] == "0"
    assert iree_vkfft.tiered() is False
    assert _sides(lambda: _fresh_shape_fft(52)) == (1, 0)


def test_engine_only_holds_in_threads_the_test_starts(engine_only):
    counts = {}

    def work():
        counts["tiered"] = iree_vkfft.tiered()
        counts["sides"] = _sides(lambda: _fresh_shape_fft(68))

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    assert counts == {"tiered": False, "sides": (1, 0)}


def test_engine_only_holds_in_child_processes(engine_only):
    assert _child() == {"tiered": False, "plan": 1, "host": 0}


def test_use_tiered_true_inside_engine_only_turns_tiering_back_on(engine_only):
    with iree_vkfft.use_tiered(True):
        assert iree_vkfft.tiered() is True
        assert _sides(lambda: _fresh_shape_fft(76)) == (0, 1)
    assert iree_vkfft.tiered() is False


def test_the_defaults_are_back_after_the_fixture(started_without_tiered_setting):
    # runs after the engine_only tests above (file order): nothing of theirs is left behind
    test_conftest_leaves_the_tiered_setting_alone(None)
    seen = {}
    thread = threading.Thread(target=lambda: seen.update(tiered=iree_vkfft.tiered()))
    thread.start()
    thread.join()
    assert seen == {"tiered": True}
