"""Fork safety: worker processes of every start method compute on a Vulkan context of their
own, checked against numpy; objects made before a fork raise a clear error in the child; a
fork while another thread builds a plan does not hang the child. Each pool result has a
timeout that fails the test instead of hanging the suite."""

from __future__ import annotations

import multiprocessing
import os
import threading

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft import _engine, fft as vfft
from conftest import assert_fft_close

# the engine across fork: workers must compute on a Vulkan context of their own (VkFFT)
pytestmark = [pytest.mark.vulkan, pytest.mark.usefixtures("engine_only")]

TIMEOUT = 120  # seconds for a whole pool's work (a cold plan is ~1 s on lavapipe)

# Fixed per length so the parent can recompute every worker's input.
_CASES = [("fft", 48, np.complex64), ("rfft", 400, np.float64), ("irfft", 30, np.complex128),
          ("ifft", 97, np.complex128)]


def _input(case: int) -> np.ndarray:
    name, n, dtype = _CASES[case]
    x = np.random.default_rng(case).standard_normal((3, n)) + (
        1j * np.random.default_rng(case + 10).standard_normal((3, n)) if dtype != np.float64 else 0)
    return x.astype(dtype)


def _worker(case: int):
    """Runs in the child: the transform, the child's pid and whether its context is its own."""
    name, _, _ = _CASES[case]
    y = getattr(vfft, name)(_input(case))
    ctx = _engine.context(iree_vkfft.current_device())
    return case, os.getpid(), y, ctx.forked


def _run_pool(method: str) -> list:
    pool = multiprocessing.get_context(method).Pool(2)
    try:
        return pool.map_async(_worker, range(len(_CASES))).get(timeout=TIMEOUT)
    finally:
        pool.terminate()
        pool.join()


@pytest.mark.parametrize("method", ["fork", "forkserver", "spawn"])
def test_pool_workers_compute_on_their_own_context(method, rng):
    vfft.fft(rng.standard_normal(64))  # the engine is running (context, plans) before the fork
    parent_ctx = _engine.context(iree_vkfft.current_device())
    results = _run_pool(method)
    assert sorted(r[0] for r in results) == list(range(len(_CASES)))
    for case, pid, y, forked in results:
        name, n, _ = _CASES[case]
        assert pid != os.getpid() and forked is False
        x = _input(case)
        expected = getattr(np.fft, name)(x.astype(np.result_type(x.dtype, np.float64)))
        assert y.dtype == getattr(np.fft, name)(x).dtype
        assert_fft_close(y, expected, [n], what=f"{method} worker {name} {n}")
    assert not parent_ctx.forked  # the parent's own engine still works after its children
    x = rng.standard_normal((2, 40))
    assert_fft_close(vfft.rfft(x), np.fft.rfft(x), [40])


_BEFORE_FORK: dict = {}


def _use_parent_objects(_):
    """In a fork child: the parent's DeviceArray raises; a new one works."""
    try:
        _BEFORE_FORK["array"].numpy()
    except iree_vkfft.NoDeviceError as exc:
        error = str(exc)
    else:
        error = None
    fresh = iree_vkfft.asarray(np.arange(16, dtype=np.complex128))
    return error, vfft.fft(fresh).numpy()


def test_device_array_from_before_a_fork_raises_a_clear_error_in_the_child():
    _BEFORE_FORK["array"] = iree_vkfft.asarray(np.ones(8, np.complex64))
    pool = multiprocessing.get_context("fork").Pool(1)
    try:
        error, y = pool.map_async(_use_parent_objects, [0]).get(timeout=TIMEOUT)[0]
    finally:
        pool.terminate()
        pool.join()
    assert error is not None and "before a fork" in error
    assert_fft_close(y, np.fft.fft(np.arange(16.0)), [16])
    np.testing.assert_array_equal(_BEFORE_FORK.pop("array").numpy(), 1.0)  # parent: intact


def _fft_4099(_):
    x = np.cos(np.arange(2 * 4099)).reshape(2, 4099)
    return vfft.fft(x)


def test_fork_while_another_thread_builds_a_plan_does_not_hang(tmp_path, monkeypatch):
    """The fork waits for the build under way (glslang and the driver hold process-wide
    locks while compiling); the child builds the same plan itself."""
    monkeypatch.setenv("IREE_VKFFT_CACHE_DIR", str(tmp_path))  # a cold, slow build
    iree_vkfft.plan_cache.clear()
    builder = threading.Thread(target=_fft_4099, args=(0,))
    builder.start()
    for _ in range(1000):  # fork once the build is under way
        if any(p.started for p in iree_vkfft.plan_cache._pending.values()):
            break
        threading.Event().wait(0.002)
    pool = multiprocessing.get_context("fork").Pool(1)
    try:
        (y,) = pool.map_async(_fft_4099, [0]).get(timeout=TIMEOUT)
    finally:
        pool.terminate()
        pool.join()
        builder.join()
    x = np.cos(np.arange(2 * 4099)).reshape(2, 4099)
    assert_fft_close(y, np.fft.fft(x), [4099])


_PROGRAMS: dict = {}
_PROGRAM_FILE = __import__("pathlib").Path(__file__).parent / "data" / "programs" / "rfft_f32_400.mlir"


def _program_input() -> np.ndarray:
    return np.random.default_rng(7).standard_normal((5, 400)).astype(np.float32)


def _call_program(mode: str):
    (y,) = _PROGRAMS[mode](_program_input())
    return np.asarray(y)


@pytest.mark.parametrize("mode,target", [("split", "llvm-cpu"), ("inline", "vulkan"),
                                         ("portable", "llvm-cpu"), ("portable", "vulkan")])
def test_compiled_program_loaded_before_a_fork_runs_in_the_child(mode, target,
                                                                  private_vmfb_cache):
    """The child loads the module again on an IREE device of its own (iree.runtime caches
    devices per process; the parent's device threads do not exist in the child)."""
    program = iree_vkfft.compile(_PROGRAM_FILE.read_text(), target=target, mode=mode)
    _PROGRAMS[mode] = program
    try:
        expected = np.fft.rfft(_program_input().astype(np.float64))
        assert_fft_close(_call_program(mode), expected, [400])  # the parent's device is up
        pool = multiprocessing.get_context("fork").Pool(1)
        try:
            (y,) = pool.map_async(_call_program, [mode]).get(timeout=TIMEOUT)
        finally:
            pool.terminate()
            pool.join()
        assert_fft_close(y, expected, [400], what=f"{mode} program in a fork child")
        assert_fft_close(_call_program(mode), expected, [400])  # and the parent's still works
    finally:
        _PROGRAMS.pop(mode)
