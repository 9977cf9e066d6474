"""The plan LRU (cupy-like limits and counters) and the on-disk kernel cache."""

from __future__ import annotations

import collections
import concurrent.futures
import dataclasses
import logging
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft import _cache, _diskcache, _engine, _paths, _tuning, plan_cache
from iree_vkfft.fft import _core
from conftest import child_env, assert_fft_close, oracle, random_array, run_on_small_tmpfs

vfft = iree_vkfft.fft

# the plan LRU's counters and the kernel cache: calls build and run VkFFT plans (tests of the
# tiered path turn it on with use_tiered(True))
pytestmark = [pytest.mark.vulkan, pytest.mark.usefixtures("engine_only")]



@pytest.fixture
def cache():
    """The global plan cache, emptied, with its limits restored afterwards; a tiered call
    queues its plan at once (``tier_after=1``) and the next call runs it (``tier_switch=2``),
    on a CPU device too (``cpu_host_points=0``), unless a test sets other thresholds."""
    size, memsize = plan_cache.get_size(), plan_cache.get_memsize()
    tier_after, tier_switch = plan_cache.get_tier_after(), plan_cache.get_tier_switch()
    cpu_host_points = plan_cache.get_cpu_host_points()
    plan_cache.clear()
    plan_cache.set_tier_after(1)
    plan_cache.set_tier_switch(2)
    plan_cache.set_cpu_host_points(0)
    yield plan_cache
    plan_cache.set_size(size)
    plan_cache.set_memsize(memsize)
    plan_cache.set_tier_after(tier_after)
    plan_cache.set_tier_switch(tier_switch)
    plan_cache.set_cpu_host_points(cpu_host_points)


@pytest.fixture
def disk(tmp_path, monkeypatch, cache):
    """A private, empty kernel cache folder (and an empty plan LRU)."""
    root = tmp_path / "kernels-cache"
    monkeypatch.setenv("IREE_VKFFT_CACHE_DIR", str(root))
    return root


def run_fft(rng, n, batch=2, dtype=np.complex64):
    x = random_array(rng, (batch, n), dtype)
    y = vfft.fft(x)
    assert_fft_close(y, oracle("fft", x), [n])
    return y


def kernel_files(root):
    folder = root / "kernels"
    return sorted(folder.glob("*.bin")) if folder.exists() else []


# ----------------------------------------------------------------------------------------
# counters and limits
# ----------------------------------------------------------------------------------------
def test_hits_and_misses_are_counted(cache, rng):
    hits, misses = cache.hits, cache.misses
    run_fft(rng, 48)
    assert (cache.hits, cache.misses) == (hits, misses + 1)
    run_fft(rng, 48)
    run_fft(rng, 48)
    assert (cache.hits, cache.misses) == (hits + 2, misses + 1)
    run_fft(rng, 48, batch=3)  # batch is part of the key
    assert cache.misses == misses + 2
    assert cache.get_curr_size() == 2
    assert all(isinstance(k, iree_vkfft.PlanKey) for k in cache.keys())


def test_size_bounds_the_entries_and_evicts_least_recently_used(cache, rng):
    cache.set_size(2)
    for n in (20, 24, 28):
        run_fft(rng, n)
    assert cache.get_curr_size() == 2
    assert sorted(k.shape for k in cache.keys()) == [(24,), (28,)]
    run_fft(rng, 24)  # touch 24: 28 becomes the oldest
    run_fft(rng, 30)
    assert sorted(k.shape for k in cache.keys()) == [(24,), (30,)]


def test_shrinking_size_evicts_immediately(cache, rng):
    for n in (20, 24, 28, 30):
        run_fft(rng, n)
    assert cache.get_curr_size() == 4
    cache.set_size(1)
    assert cache.get_curr_size() == 1 and cache.keys()[0].shape == (30,)


def test_memsize_bounds_the_device_memory_of_cached_plans(cache, rng):
    run_fft(rng, 4096, batch=4)
    one = cache.get_curr_memsize()
    assert one > 0
    cache.clear()
    cache.set_memsize(one + one // 2)
    run_fft(rng, 4096, batch=4)
    run_fft(rng, 4096, batch=5)
    run_fft(rng, 4096, batch=6)
    assert 0 < cache.get_curr_memsize() <= one + one // 2
    assert cache.get_curr_size() == 1


def test_plan_larger_than_memsize_is_used_but_not_cached(cache, rng):
    cache.set_memsize(1)
    run_fft(rng, 1024)
    assert cache.get_curr_size() == 0 and cache.get_curr_memsize() == 0


def test_size_zero_disables_caching(cache, rng):
    cache.set_size(0)
    misses = cache.misses
    for _ in range(3):
        run_fft(rng, 36)
    assert cache.get_curr_size() == 0
    assert cache.misses == misses + 3


def test_minus_one_means_unlimited(cache, rng):
    cache.set_size(-1)
    cache.set_memsize(-1)
    for n in range(20, 26):
        run_fft(rng, n)
    assert cache.get_curr_size() == 6
    assert "unlimited" in cache.show_info()


@pytest.mark.parametrize("bad", [-2, 1.5, "10", None])
def test_invalid_limits_raise_value_error(cache, bad):
    with pytest.raises(ValueError):
        cache.set_size(bad)
    with pytest.raises(ValueError):
        cache.set_memsize(bad)
    assert cache.get_size() != bad


def test_clear_empties_the_cache_and_its_memory(cache, rng):
    run_fft(rng, 40)
    run_fft(rng, 44)
    assert cache.get_curr_size() == 2 and cache.get_curr_memsize() > 0
    cache.clear()
    assert cache.get_curr_size() == 0 and cache.get_curr_memsize() == 0 and cache.keys() == []
    misses = cache.misses
    run_fft(rng, 40)
    assert cache.misses == misses + 1


def test_show_info_lists_limits_counters_and_entries(cache, rng, caplog):
    cache.set_size(7)
    run_fft(rng, 52)
    with caplog.at_level(logging.INFO, logger="iree_vkfft"):
        text = cache.show_info()
    assert "entries: 1 / 7" in text
    assert f"hits: {cache.hits}, misses: {cache.misses}" in text
    assert "FFT float32 shape=(52,) batch=2" in text
    assert text in caplog.text


def plan_key(n, batch=2, fft_type=iree_vkfft.FftType.FFT, precision="float32"):
    device = iree_vkfft.current_device()
    return _core._plan_key(device, fft_type, (n,), batch, precision, False)


def run_plan(plan, x):
    y = np.empty(x.shape, np.complex64)
    plan.execute(np.ascontiguousarray(x, np.complex64), y)
    return y


def test_evicted_plan_still_in_use_keeps_working(cache, rng):
    """A plan held by a caller (a thread mid-call) survives its eviction: the cache drops its
    reference only, and the plan still computes correctly after others replaced it."""
    cache.set_size(1)
    device = iree_vkfft.current_device()
    held = cache.get(plan_key(20), device)
    x = random_array(rng, (2, 20), np.complex64)
    for n in (24, 28, 30):
        run_fft(rng, n)
    assert plan_key(20) not in cache and cache.get_curr_size() == 1
    for _ in range(2):
        assert_fft_close(run_plan(held, x), oracle("fft", x), [20])
    assert cache.get(plan_key(20), device) is not held  # a new build on the next miss


# ----------------------------------------------------------------------------------------
# builds outside the lock
# ----------------------------------------------------------------------------------------
@pytest.fixture
def slow_builds(monkeypatch):
    """build_plan made slow and observable: per key, how many builds started; a key listed in
    ``hold`` waits (up to 60 s) until ``release`` is set."""
    real = _cache.build_plan
    state = {"started": collections.Counter(), "hold": set(), "release": threading.Event(),
             "building": threading.Event()}

    def build(key, device, capture=False):
        state["started"][key] += 1
        if key in state["hold"]:
            state["building"].set()
            assert state["release"].wait(60), "held build never released"
        else:
            time.sleep(0.2)
        return real(key, device, capture)

    monkeypatch.setattr(_cache, "build_plan", build)
    return state


def test_threads_missing_the_same_plan_build_it_once(cache, slow_builds, rng):
    key, device = plan_key(36), iree_vkfft.current_device()
    misses = cache.misses
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        plans = list(pool.map(lambda _: cache.get(key, device), range(4)))
    assert slow_builds["started"][key] == 1 and cache.misses == misses + 1
    assert all(p is plans[0] for p in plans)
    x = random_array(rng, (2, 36), np.complex64)
    assert_fft_close(run_plan(plans[0], x), oracle("fft", x), [36])


def test_a_slow_build_does_not_block_other_keys(cache, slow_builds, rng):
    device = iree_vkfft.current_device()
    cached = cache.get(plan_key(40), device)
    slow, other = plan_key(42), plan_key(44)
    slow_builds["hold"].add(slow)
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        held = pool.submit(cache.get, slow, device)
        assert slow_builds["building"].wait(60)
        # while key 42 builds: a hit and another miss complete (the lock is not held)
        assert cache.get(plan_key(40), device) is cached
        built = pool.submit(cache.get, other, device).result(timeout=60)
        assert not held.done()
        slow_builds["release"].set()
        slow_plan = held.result(timeout=60)
    for n, plan in ((42, slow_plan), (44, built)):
        x = random_array(rng, (2, n), np.complex64)
        assert_fft_close(run_plan(plan, x), oracle("fft", x), [n])


def test_a_failed_build_reaches_every_waiter_and_is_not_cached(cache, monkeypatch):
    calls = []

    def failing(key, device, capture=False):
        calls.append(key)
        time.sleep(0.2)
        raise iree_vkfft.VkFFTError("synthetic failure", 4014)

    monkeypatch.setattr(_cache, "build_plan", failing)
    key, device = plan_key(46), iree_vkfft.current_device()
    with concurrent.futures.ThreadPoolExecutor(3) as pool:
        futures = [pool.submit(cache.get, key, device) for _ in range(3)]
        for f in futures:
            with pytest.raises(iree_vkfft.VkFFTError, match="synthetic failure"):
                f.result(timeout=60)
    assert len(calls) == 1 and key not in cache
    with pytest.raises(iree_vkfft.VkFFTError):
        cache.get(key, device)
    assert len(calls) == 2  # tried again, not a remembered failure


def test_clear_also_empties_the_tuning_memo(cache, rng):
    run_fft(rng, 50)
    assert _tuning.cached_options_for.cache_info().currsize > 0
    cache.clear()
    assert _tuning.cached_options_for.cache_info().currsize == 0 and cache.get_curr_size() == 0


# ----------------------------------------------------------------------------------------
# background builds and the tiered host path
# ----------------------------------------------------------------------------------------
def wait_for(key, timeout=120):
    deadline = time.monotonic() + timeout
    while key not in plan_cache:
        assert time.monotonic() < deadline, f"{key!r} was not built in the background"
        time.sleep(0.02)


def test_get_without_waiting_queues_a_background_build(cache, rng):
    key, device = plan_key(54), iree_vkfft.current_device()
    assert cache.get(key, device, wait=False) is None
    wait_for(key)
    plan = cache.get(key, device, wait=False)
    x = random_array(rng, (2, 54), np.complex64)
    assert_fft_close(run_plan(plan, x), oracle("fft", x), [54])


def test_background_queue_is_bounded_and_a_caller_takes_over_a_queued_build(
        cache, slow_builds, monkeypatch, rng):
    monkeypatch.setattr(cache, "MAX_QUEUED", 2)
    device = iree_vkfft.current_device()
    keys = [plan_key(n) for n in (64, 66, 68, 70, 72)]
    slow_builds["hold"].add(keys[0])  # the thread is stuck on the first; the rest queue up
    assert cache.get(keys[0], device, wait=False) is None
    assert slow_builds["building"].wait(60)
    for key in keys[1:]:
        assert cache.get(key, device, wait=False) is None
    assert [k for k, _ in cache._queue] == keys[3:]  # the oldest queued were dropped
    assert keys[1] not in cache._pending and keys[2] not in cache._pending
    plan = cache.get(keys[4], device)  # queued, not started: this caller builds it now
    assert slow_builds["started"][keys[4]] == 1
    slow_builds["release"].set()
    wait_for(keys[3])
    x = random_array(rng, (2, 72), np.complex64)
    assert_fft_close(run_plan(plan, x), oracle("fft", x), [72])


@pytest.mark.parametrize("name,dtype", [("fft", np.complex64), ("ifft", np.complex128),
                                        ("rfft", np.float32), ("irfft", np.complex128)])
def test_tiered_cold_call_runs_on_the_host_and_later_calls_on_the_plan(cache, rng, name,
                                                                       dtype):
    n = 58
    x = random_array(rng, (3, n if name != "irfft" else n // 2 + 1), dtype)
    expected = oracle(name, x)
    with iree_vkfft.use_tiered(True):
        cold = getattr(vfft, name)(x)
        np.testing.assert_array_equal(cold, getattr(np.fft, name)(x))  # pocketfft's, exactly
        assert cold.dtype == getattr(np.fft, name)(x).dtype
        assert_fft_close(cold, expected, [n])
        (key,) = list(cache._pending) or cache.keys()  # queued, building or just built
        wait_for(key)
        hits = cache.hits
        warm = getattr(vfft, name)(x)
    assert cache.hits == hits + 1
    assert_fft_close(warm, expected, [n])


def test_a_shape_is_built_only_once_it_recurs(cache, slow_builds, rng):
    """tier_after=3: the first two tiered calls of a shape run on the host and build nothing;
    the third queues the plan; one-off shapes never cost a build."""
    cache.set_tier_after(3)
    device = iree_vkfft.current_device()
    with iree_vkfft.use_tiered(True):
        for n in (74, 76, 78):  # one-off shapes
            run_fft(rng, n)
        key = plan_key(80)
        for _ in range(2):
            run_fft(rng, 80)
        assert not slow_builds["started"] and not cache._pending and not cache.keys()
        run_fft(rng, 80)  # the third call queues it
        wait_for(key)
        hits = cache.hits
        run_fft(rng, 80)
    assert cache.hits == hits + 1 and list(slow_builds["started"]) == [key]
    assert cache.get(plan_key(74), device, wait=False) is None  # its count went on: 2 of 3
    assert plan_key(74) not in cache._pending


def test_counted_keys_are_bounded_and_clear_forgets_them(cache, monkeypatch):
    monkeypatch.setattr(cache, "MAX_COUNTED", 4)
    cache.set_tier_after(5)
    device = iree_vkfft.current_device()
    keys = [plan_key(n) for n in range(90, 100)]
    for key in keys:
        assert cache.get(key, device, wait=False) is None
    assert list(cache._heat) == keys[-4:] and not cache._pending
    cache.clear()
    assert not cache._heat


def _tiered_calls(cache, key, calls: int, device=None, between=lambda i: None) -> list[str]:
    """``calls`` tiered calls of ``key``; the side that ran each (``between(i)`` runs after
    call ``i``)."""
    ran = []
    device = device or iree_vkfft.current_device()
    for i in range(calls):
        cache.run_tiered(key, device, lambda: ran.append("host"),
                         lambda plan: ran.append("plan"))
        between(i + 1)
    return ran


@pytest.mark.parametrize("build", ["finished early", "still running at the switch"])
def test_the_side_a_call_runs_on_depends_only_on_its_count(cache, slow_builds, build):
    """tier_after=2, tier_switch=4: calls 1-3 on the host (call 2 queues the plan), call 4
    and after on the plan; the same whether the background build finished long before the switch
    or is still running there (call 4 then waits for it): no timing decides."""
    cache.set_tier_after(2)
    cache.set_tier_switch(4)
    key = plan_key(102)
    release = None
    if build == "still running at the switch":
        slow_builds["hold"].add(key)
        release = threading.Timer(0.5, slow_builds["release"].set)

    def between(i):
        if i == 2 and release is None:
            wait_for(key)  # ready at call 3: still on the host
        elif i == 2:
            assert slow_builds["building"].wait(60)
            release.start()

    assert _tiered_calls(cache, key, 6, between=between) == ["host"] * 3 + ["plan"] * 3
    assert slow_builds["started"][key] == 1 and key in cache


def test_a_switch_at_or_before_the_queueing_call_comes_one_call_later(cache):
    cache.set_tier_after(3)
    cache.set_tier_switch(1)
    assert _tiered_calls(cache, plan_key(104), 5) == ["host"] * 3 + ["plan"] * 2


def test_small_calls_on_a_cpu_device_stay_on_the_host(cache, slow_builds):
    """A CPU Vulkan device (lavapipe): calls of at most cpu_host_points points never build a
    plan; larger calls switch as usual; on other devices the rule does not apply."""
    cache.set_cpu_host_points(2 * 106)
    real = iree_vkfft.current_device()
    cpu = dataclasses.replace(real, type="cpu")
    small, large = plan_key(106), plan_key(108)
    before = cache.host_faster
    assert _tiered_calls(cache, small, 5, device=cpu) == ["host"] * 5
    assert cache.host_faster == before + 5 and slow_builds["started"][small] == 0
    assert small not in cache._pending and small not in cache
    if real.type == "cpu":
        assert _tiered_calls(cache, large, 3) == ["host", "plan", "plan"]
    gpu = dataclasses.replace(real, type="discrete")
    assert not cache._host_only(small, gpu) and cache._host_only(small, cpu)
    assert not cache._host_only(large, cpu)


def test_a_plan_built_by_a_waiting_call_serves_the_tiered_calls_after_the_switch(cache):
    key = plan_key(112)
    cache.get(key, iree_vkfft.current_device())  # built, ready before any tiered call
    assert _tiered_calls(cache, key, 3) == ["host", "plan", "plan"]


@pytest.mark.parametrize("value", [0, -1, 1.5, "3", True])
def test_tier_switch_must_be_a_positive_int(cache, value):
    with pytest.raises(ValueError, match="tier_switch must be an int >= 1"):
        cache.set_tier_switch(value)


def test_tier_switch_from_environment():
    result = _python("import iree_vkfft as v; print(v.plan_cache.tier_switch)",
                     IREE_VKFFT_TIER_SWITCH="11")
    assert result.stdout.split() == ["11"], result.stderr
    result = _python("import iree_vkfft", IREE_VKFFT_TIER_SWITCH="-2")
    assert result.returncode != 0 and "IREE_VKFFT_TIER_SWITCH must be an integer >= 1" in \
        result.stderr


@pytest.mark.parametrize("value", [0, -1, 1.5, "3", True])
def test_tier_after_must_be_a_positive_int(cache, value):
    with pytest.raises(ValueError, match="tier_after must be an int >= 1"):
        cache.set_tier_after(value)


def test_tier_after_from_environment():
    result = _python("import iree_vkfft as v; print(v.plan_cache.tier_after)",
                     IREE_VKFFT_TIER_AFTER="7")
    assert result.stdout.split() == ["7"], result.stderr
    result = _python("import iree_vkfft", IREE_VKFFT_TIER_AFTER="0")
    assert result.returncode != 0 and "IREE_VKFFT_TIER_AFTER must be an integer >= 1" in \
        result.stderr


def test_tiered_off_builds_the_plan_before_returning(cache, rng):
    with iree_vkfft.use_tiered(False):
        run_fft(rng, 62)
    assert cache.get_curr_size() == 1 and not cache._pending
    result = _python("import iree_vkfft; print(iree_vkfft.tiered())", IREE_VKFFT_TIERED="0")
    assert result.stdout.split() == ["False"], result.stderr
    result = _python("import iree_vkfft", IREE_VKFFT_TIERED="maybe")
    assert result.returncode != 0 and "IREE_VKFFT_TIERED" in result.stderr


def test_tiered_path_skips_large_calls(cache, rng, monkeypatch):
    monkeypatch.setattr(_core, "TIER_MAX_POINTS", 100)
    with iree_vkfft.use_tiered(True):
        run_fft(rng, 64, batch=2)  # 128 points: built and run on VkFFT now
    assert cache.get_curr_size() == 1 and not cache._pending


@pytest.mark.parametrize("env,expected", [
    ({"IREE_VKFFT_PLAN_CACHE_SIZE": "3"}, "3 2147483648"),
    ({"IREE_VKFFT_PLAN_CACHE_SIZE": "0", "IREE_VKFFT_PLAN_CACHE_MEMSIZE": "-1"}, "0 -1"),
    ({"IREE_VKFFT_PLAN_CACHE_MEMSIZE": "1000"}, "64 1000"),
])
def test_limits_from_environment(env, expected):
    result = _python("import iree_vkfft as v; "
                     "print(v.plan_cache.get_size(), v.plan_cache.get_memsize())", **env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == expected.split()


def test_bad_limit_in_environment_names_the_variable():
    result = _python("import iree_vkfft", IREE_VKFFT_PLAN_CACHE_SIZE="lots")
    assert result.returncode != 0
    assert "IREE_VKFFT_PLAN_CACHE_SIZE" in result.stderr and "lots" in result.stderr


# ----------------------------------------------------------------------------------------
# disk cache
# ----------------------------------------------------------------------------------------
def test_cold_run_writes_one_entry_per_plan_and_warm_run_loads_it(disk, rng, caplog):
    with caplog.at_level(logging.DEBUG, logger="iree_vkfft"):
        run_fft(rng, 60)
        run_fft(rng, 60, dtype=np.complex128)
    files = kernel_files(disk)
    assert len(files) == 2
    assert all(f.read_bytes().startswith(_diskcache.KERNELS.magic) for f in files)
    assert caplog.text.count(" built in ") == 2
    caplog.clear()
    plan_cache.clear()
    stamps = [f.stat().st_mtime_ns for f in files]
    with caplog.at_level(logging.DEBUG, logger="iree_vkfft"):
        run_fft(rng, 60)
        run_fft(rng, 60, dtype=np.complex128)
    assert caplog.text.count(" disk in ") == 2 and " built in " not in caplog.text
    assert kernel_files(disk) == files
    assert [f.stat().st_mtime_ns for f in files] == stamps


def damage_file(entry, damage: str, other=None) -> None:
    """Damage a cache file the ways a user's machine can: cut short, emptied, 64 bytes
    flipped a third of the way in, a wrong magic, or replaced by another entry's file."""
    data = entry.read_bytes()
    if damage == "truncate":
        entry.write_bytes(data[: len(data) // 2])
    elif damage == "flip":
        at = len(data) // 3
        entry.write_bytes(data[:at] + bytes(b ^ 0x5A for b in data[at:at + 64]) + data[at + 64:])
    elif damage == "empty":
        entry.write_bytes(b"")
    elif damage == "wrong_magic":
        entry.write_bytes(b"X" + data[1:])
    elif damage == "swap":
        entry.write_bytes(other.read_bytes())
    else:
        raise ValueError(damage)


def cache_warnings(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.levelno == logging.WARNING and "cache entry" in r.getMessage()]


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty", "wrong_magic", "swap"])
def test_damaged_kernel_entry_is_one_warning_a_rebuild_and_a_right_answer(disk, rng, caplog,
                                                                          damage):
    run_fft(rng, 72)
    run_fft(rng, 96)  # a second entry: "swap" copies its file over the first
    entries = kernel_files(disk)
    assert len(entries) == 2
    by_name = {e.name: e.read_bytes() for e in entries}
    entry, other = entries
    damage_file(entry, damage, other)
    plan_cache.clear()
    with caplog.at_level(logging.DEBUG, logger="iree_vkfft"):
        run_fft(rng, 72)  # still correct
        run_fft(rng, 96)
    assert len(cache_warnings(caplog)) == 1 and entry.name in cache_warnings(caplog)[0]
    assert " built in " in caplog.text
    assert {e.name: e.read_bytes() for e in kernel_files(disk)} == by_name  # replaced


def test_an_entry_from_another_engine_build_is_never_used(disk, rng, caplog, monkeypatch):
    """The entry's key holds the engine build: another build's file is a miss, even when it
    sits at the path this build would use."""
    run_fft(rng, 84)
    (entry,) = kernel_files(disk)
    good = entry.read_bytes()
    key = _core._plan_key(iree_vkfft.current_device(), iree_vkfft.FftType.FFT, (84,), 2,
                          "float32", False)
    device = iree_vkfft.current_device()
    ours = _diskcache.kernel_key(key, device, _engine.native().VKFFT_VERSION,
                                 _engine.engine_build())
    foreign = _diskcache.kernel_key(key, device, _engine.native().VKFFT_VERSION, "another")
    assert ours != foreign
    _diskcache.KERNELS.store(foreign, b"kernels of another build")
    entry.write_bytes(_diskcache.KERNELS.path(foreign).read_bytes())
    plan_cache.clear()
    with caplog.at_level(logging.DEBUG, logger="iree_vkfft"):
        run_fft(rng, 84)
    assert len(cache_warnings(caplog)) == 1 and " built in " in caplog.text
    assert entry.read_bytes() == good


def test_store_checks_payload_and_key_and_loads_only_the_exact_key(tmp_path, monkeypatch):
    monkeypatch.setenv("IREE_VKFFT_CACHE_DIR", str(tmp_path))
    store = _diskcache.DiskStore("things", b"TEST-1\n")
    store.store("key a", b"payload a")
    assert store.load("key a") == b"payload a"
    assert store.load("key b") is None
    store.path("key b").write_bytes(store.path("key a").read_bytes())  # a's file under b
    assert store.load("key b") is None and not store.path("key b").exists()
    assert store.load("key a") == b"payload a"


def test_a_failed_write_warns_once_and_leaves_no_temporary(tmp_path, monkeypatch, caplog):
    """A full disk (ENOSPC at the write) or a failing rename: the temporary file is gone,
    one WARNING per process and store names the folder and the reason; later writes are
    quiet and the process goes on uncached."""
    import errno
    import os as _os
    monkeypatch.setenv("IREE_VKFFT_CACHE_DIR", str(tmp_path))
    store = _diskcache.DiskStore("things", b"TEST-1\n")
    store.store("probe", b"x")  # the folder exists
    store.discard("probe")

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(_os, "replace", full)
    with caplog.at_level(logging.DEBUG, logger="iree_vkfft"):
        for i in range(3):
            store.store(f"key {i}", b"payload" * 100)
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "No space left on device" in warnings[0].getMessage()
    assert str(tmp_path / "things") in warnings[0].getMessage()
    assert list((tmp_path / "things").iterdir()) == []


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty"])
def test_damaged_vmfb_entry_is_recompiled_not_used(tmp_path, monkeypatch, caplog, damage):
    """A portable program's cached .vmfb damaged (once: NaN from a flipped run of bytes):
    the next compile warns once, recompiles, replaces the entry, and the program is right."""
    monkeypatch.setenv("IREE_VKFFT_CACHE_DIR", str(tmp_path))
    source = """func.func @main(%x: tensor<4x64xcomplex<f32>>) -> tensor<4x64xcomplex<f32>> {
      %y = stablehlo.fft %x, type = FFT, length = [64] : (tensor<4x64xcomplex<f32>>) -> tensor<4x64xcomplex<f32>>
      return %y : tensor<4x64xcomplex<f32>>
    }"""
    iree_vkfft.compile(source, mode="portable", target="llvm-cpu")
    (entry,) = (tmp_path / "vmfb").glob("*.vmfb")
    good = entry.read_bytes()
    damage_file(entry, damage)
    with caplog.at_level(logging.DEBUG, logger="iree_vkfft"):
        program = iree_vkfft.compile(source, mode="portable", target="llvm-cpu")
    assert len(cache_warnings(caplog)) == 1 and entry.name in cache_warnings(caplog)[0]
    assert entry.read_bytes() == good
    x = (np.arange(256).reshape(4, 64) % 7).astype(np.complex64)
    (y,) = program(x)
    assert_fft_close(y, np.fft.fft(x.astype(np.complex128)), [64])


def test_cache_dir_off_writes_nothing(tmp_path, monkeypatch, cache, rng):
    monkeypatch.setenv("IREE_VKFFT_CACHE_DIR", "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert _paths.cache_root() is None
    run_fft(rng, 84)
    assert list(tmp_path.rglob("*")) == []


def test_default_location_follows_xdg_cache_home(tmp_path, monkeypatch, cache, rng):
    monkeypatch.delenv("IREE_VKFFT_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    run_fft(rng, 90)
    assert len(kernel_files(tmp_path / "iree-vkfft")) == 1


def test_unwritable_cache_dir_is_skipped(tmp_path, monkeypatch, cache, rng):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("IREE_VKFFT_CACHE_DIR", str(blocker / "sub"))
    run_fft(rng, 96)  # still computes


def test_a_second_process_loads_kernels_from_disk(tmp_path):
    code = """
        import logging, sys
        import numpy as np, iree_vkfft
        logging.basicConfig(level=logging.DEBUG, stream=sys.stdout, format="%(message)s")
        x = np.arange(2 * 100, dtype=np.complex64).reshape(2, 100)
        y = iree_vkfft.fft.fft(x)
        ref = np.fft.fft(x.astype(np.complex128))
        print("ERR", np.linalg.norm(y - ref) / np.linalg.norm(ref))
    """
    env = {"IREE_VKFFT_CACHE_DIR": str(tmp_path)}
    first = _python(code, **env)
    assert first.returncode == 0, first.stderr
    assert len(kernel_files(tmp_path)) == 1
    second = _python(code, **env)
    assert second.returncode == 0, second.stderr
    for result, source in ((first, "built"), (second, "disk")):
        plan_lines = [line for line in result.stdout.splitlines() if line.startswith("plan ")]
        assert len(plan_lines) == 1 and f" {source} in " in plan_lines[0], result.stdout
        err = float(result.stdout.split("ERR")[1].split()[0])
        assert err < 3e-6
    assert len(kernel_files(tmp_path)) == 1


def _python(code: str, **env) -> subprocess.CompletedProcess:
    environ = child_env()
    for name in ("IREE_VKFFT_PLAN_CACHE_SIZE", "IREE_VKFFT_PLAN_CACHE_MEMSIZE"):
        environ.pop(name, None)
    environ.update(env)
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=environ,
                          capture_output=True, text=True, timeout=120)


_FULL_DISK_CHILD = textwrap.dedent("""
    import logging, os, sys
    import numpy as np
    import iree_vkfft
    records = []
    class Keep(logging.Handler):
        def emit(self, record):
            records.append(record)
    logging.getLogger("iree_vkfft").addHandler(Keep(level=logging.WARNING))
    rng = np.random.default_rng(0)
    worst = 0.0
    for n in (4099, 2048, 1000, 400, 127, 96, 60):  # more kernels than 320 KiB holds
        x = rng.standard_normal((4, n)) + 1j * rng.standard_normal((4, n))
        y = iree_vkfft.fft.fft(x.astype(np.complex64))
        ref = np.fft.fft(x)
        worst = max(worst, np.linalg.norm(y - ref) / np.linalg.norm(ref))
    root = os.environ["IREE_VKFFT_CACHE_DIR"]
    left = [f for d, _, fs in os.walk(root) for f in fs if f.startswith(".tmp-")]
    warned = [r.getMessage() for r in records if "cannot be written" in r.getMessage()]
    print(len(left), len(warned), worst)
""")


def test_a_full_disk_leaves_no_temporary_and_warns_once(tmp_path):
    """A real full disk: a 320 KiB tmpfs as the cache folder, mounted in a private mount
    namespace (unshare -m, as root); seven plans whose kernels do not fit."""
    script = tmp_path / "child.py"
    script.write_text(_FULL_DISK_CHILD)
    result = run_on_small_tmpfs("320k", f"{sys.executable} {script}", tmp_path,
                                IREE_VKFFT_TIERED=0)
    assert result.returncode == 0, result.stderr[-3000:]
    left, warned, worst = result.stdout.split()
    assert left == "0" and warned == "1" and float(worst) < 1e-5, result.stdout + result.stderr


_WORKER = textwrap.dedent("""
    import numpy as np, iree_vkfft
    rng = np.random.default_rng(1)
    worst = 0.0
    for n in (96, 400, 127):
        x = rng.standard_normal((3, n)).astype(np.float32)
        for y, ref in ((iree_vkfft.fft.rfft(x), np.fft.rfft(x.astype(np.float64))),
                       (iree_vkfft.fft.fft(x), np.fft.fft(x.astype(np.float64)))):
            worst = max(worst, float(np.linalg.norm(y - ref) / np.linalg.norm(ref)))
    print(worst)
""")


def test_four_processes_share_an_empty_then_damaged_cache(tmp_path):
    """Four processes start together on an empty cache folder (they race to write the same
    entries), then four more after one entry was damaged under them: every result right,
    every entry verified afterwards, no temporary left."""
    env = child_env(IREE_VKFFT_CACHE_DIR=tmp_path / "cache", IREE_VKFFT_TIERED=0)

    def four():
        procs = [subprocess.Popen([sys.executable, "-c", _WORKER], env=env, text=True,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                 for _ in range(4)]
        outs = [p.communicate(timeout=600) for p in procs]
        assert all(p.returncode == 0 for p in procs), [e[-2000:] for _, e in outs]
        assert all(float(o) < 1e-5 for o, _ in outs), outs

    four()
    files = kernel_files(tmp_path / "cache")
    # three lengths, each an R2C plan (fft of real input is the R2C completed by symmetry)
    assert len(files) == 3 and not list((tmp_path / "cache").rglob(".tmp-*"))
    good = {f.name: f.read_bytes() for f in files}
    damage_file(files[0], "flip")
    four()
    assert {f.name: f.read_bytes() for f in kernel_files(tmp_path / "cache")} == good
    assert not list((tmp_path / "cache").rglob(".tmp-*"))


SEGMENTED = """func.func @main(%x: tensor<5x400xf32>) -> tensor<5x201xcomplex<f32>> {
  %a = stablehlo.multiply %x, %x : tensor<5x400xf32>
  %y = stablehlo.fft %a, type = RFFT, length = [400] : (tensor<5x400xf32>) -> tensor<5x201xcomplex<f32>>
  %z = stablehlo.add %y, %y : tensor<5x201xcomplex<f32>>
  return %z : tensor<5x201xcomplex<f32>>
}"""


@pytest.mark.parametrize("mode, options", [("split", {"fft": "vkfft"}), ("inline", {}),
                                           ("portable", {})])
def test_every_damaged_file_of_a_compiled_program_is_rebuilt(tmp_path, monkeypatch, caplog,
                                                             cache, mode, options):
    """Every cache file a split, inline or portable program on Vulkan left (segment and
    whole-program .vmfbs, VkFFT kernels) flipped at once: the next cold compile and calls warn
    once per file, rebuild each, replace it, and the program is right."""
    monkeypatch.setenv("IREE_VKFFT_CACHE_DIR", str(tmp_path))
    x = np.random.default_rng(5).standard_normal((5, 400)).astype(np.float32)
    want = 2 * np.fft.rfft(x.astype(np.float64) ** 2)

    def cold_run():  # plans built in the call (not in the background) so files are final
        plan_cache.clear()
        with iree_vkfft.use_tiered(False):
            program = iree_vkfft.compile(SEGMENTED, mode=mode, target="vulkan", **options)
            return [program(x)[0] for _ in range(2)]

    cold_run()
    files = sorted(p for p in tmp_path.rglob("*") if p.is_file())
    assert any(f.suffix == ".vmfb" for f in files), files
    assert (mode == "portable") != any(f.parent.name == "kernels" for f in files), files
    for f in files:
        damage_file(f, "flip")
    damaged = {f: f.read_bytes() for f in files}
    with caplog.at_level(logging.DEBUG, logger="iree_vkfft"):
        results = cold_run()
    warned = cache_warnings(caplog)
    assert len(warned) == len(files), warned
    assert all(any(f.name in w for w in warned) for f in files)
    assert all(f.read_bytes() != damaged[f] for f in files)  # each entry replaced
    caplog.clear()
    with caplog.at_level(logging.DEBUG, logger="iree_vkfft"):
        results += cold_run()  # ... by one that verifies
    assert cache_warnings(caplog) == []
    assert sorted(p for p in tmp_path.rglob("*") if p.is_file()) == files
    for y in results:
        assert_fft_close(np.asarray(y), want, [400], precision="float32")
