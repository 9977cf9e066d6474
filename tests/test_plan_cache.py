"""The plan LRU (cupy-like limits and counters) and the on-disk kernel cache."""

from __future__ import annotations

import logging
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft import _diskcache, _paths, plan_cache
from conftest import child_env, assert_fft_close, oracle, random_array

vfft = iree_vkfft.fft

pytestmark = pytest.mark.vulkan



@pytest.fixture
def cache():
    """The global plan cache, emptied, with its limits restored afterwards."""
    size, memsize = plan_cache.get_size(), plan_cache.get_memsize()
    plan_cache.clear()
    yield plan_cache
    plan_cache.set_size(size)
    plan_cache.set_memsize(memsize)


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


def test_evicted_plan_still_in_use_elsewhere_stays_valid(cache, rng):
    """Results stay correct while plans churn through a cache of size one."""
    cache.set_size(1)
    for n in (20, 24, 20, 24, 20):
        run_fft(rng, n)


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
    assert all(f.read_bytes().startswith(_diskcache.MAGIC) for f in files)
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


@pytest.mark.parametrize("damage", ["truncate", "garble", "empty", "wrong_magic"])
def test_corrupt_entry_is_discarded_and_rebuilt(disk, rng, caplog, damage):
    run_fft(rng, 72)
    (entry,) = kernel_files(disk)
    data = entry.read_bytes()
    if damage == "truncate":
        entry.write_bytes(data[: len(data) // 2])
    elif damage == "garble":
        middle = len(data) // 2
        entry.write_bytes(data[:middle] + bytes(b ^ 0x5A for b in data[middle:middle + 64])
                          + data[middle + 64:])
    elif damage == "empty":
        entry.write_bytes(b"")
    else:
        entry.write_bytes(b"X" + data[1:])
    plan_cache.clear()
    with caplog.at_level(logging.DEBUG, logger="iree_vkfft"):
        run_fft(rng, 72)  # still correct
    assert "corrupt kernel cache entry" in caplog.text
    assert " built in " in caplog.text
    assert entry.read_bytes() == data  # rebuilt: same kernels, valid checksum
    assert _diskcache.load(entry) is not None


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
