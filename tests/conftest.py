"""Shared test helpers: numpy float64 as the oracle, pyvkfft's accuracy tolerance.

The tolerance is pyvkfft's (relative L2 error): fp32 ``2e-6 + 5e-7*log10(N)``, fp64
``5e-15 + 5e-16*log10(N)``, doubled when VkFFT uses Bluestein (a length with a prime factor
above 13). ``N`` is the number of points of one transform (the product of its lengths).
The largest error seen per precision is printed in pytest's terminal summary.
"""

from __future__ import annotations

import gc
import math
import os

import numpy as np
import pytest

# The suite runs with the package's defaults (tiering on, docs/configuration.md): conftest sets
# no IREE_VKFFT_* variable. Tests about VkFFT's own numbers or the engine's behaviour opt in
# to the engine_only fixture below. What the environment held when the suite started (a
# caller's IREE_VKFFT_TIERED, if any), for tests/test_suite_defaults.py:
TIERED_AT_START = os.environ.get("IREE_VKFFT_TIERED")

_MAX_ERROR: dict[str, tuple[float, str]] = {}


def child_env(**extra) -> dict:
    """Environment for a child Python that imports the same iree_vkfft as this process
    (the installed package in CI, src/ with a dev build), plus ``extra`` variables."""
    import os

    import iree_vkfft

    root = os.path.dirname(os.path.dirname(os.path.abspath(iree_vkfft.__file__)))
    path = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p)
    return dict(os.environ, PYTHONPATH=path, **{k: str(v) for k, v in extra.items()})



def run_on_small_tmpfs(size: str, command: str, tmp_path, **env) -> "subprocess.CompletedProcess":
    """``command`` (a shell line) with ``IREE_VKFFT_CACHE_DIR`` on a tmpfs of ``size`` mounted
    in a private mount namespace (``unshare -m``, as root): a real nearly full disk. Skips
    where that cannot be done (not root, no unshare, mounting refused)."""
    import subprocess

    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    mount = tmp_path / "small"
    mount.mkdir()
    variables = " ".join(f"{k}={v}" for k, v in env.items())
    shell = (f"mount -t tmpfs -o size={size} tmpfs {mount} || exit 77; "
             f"IREE_VKFFT_CACHE_DIR={mount} {variables} {command}")
    try:
        result = subprocess.run(["unshare", "-m", "sh", "-c", shell], env=child_env(),
                                capture_output=True, text=True, timeout=600)
    except FileNotFoundError:
        pytest.skip("no unshare on this machine")
    if result.returncode == 77 or "Operation not permitted" in result.stderr:
        pytest.skip(f"cannot mount a tmpfs in a private namespace here: {result.stderr[-300:]}")
    return result

from iree_vkfft._tuning import uses_bluestein as is_bluestein  # noqa: E402


def precision_of(dtype) -> str:
    """"float32" or "float64": the precision a result of this dtype was computed in."""
    return "float32" if np.dtype(dtype) in (np.float32, np.complex64, np.float16) else "float64"


def fft_tolerance(lengths, precision: str) -> float:
    """pyvkfft's relative-L2 tolerance for one transform over ``lengths``."""
    n = max(1, math.prod(int(v) for v in lengths))
    if precision == "float32":
        tol = 2e-6 + 5e-7 * math.log10(n)
    elif precision == "float64":
        tol = 5e-15 + 5e-16 * math.log10(n)
    else:
        raise ValueError(f"unknown precision {precision!r}")
    return 2 * tol if is_bluestein(lengths) else tol


def rel_l2(actual, expected) -> float:
    actual = np.asarray(actual, dtype=np.result_type(np.asarray(actual).dtype, np.float64))
    expected = np.asarray(expected, dtype=np.result_type(np.asarray(expected).dtype, np.float64))
    diff = np.linalg.norm((actual - expected).ravel())
    scale = np.linalg.norm(expected.ravel())
    return float(diff / scale) if scale > 0 else float(diff)


def assert_fft_close(actual, expected, lengths, precision: str | None = None, what: str = ""):
    """``actual`` matches the float64 ``expected`` within pyvkfft's tolerance for ``lengths``.

    ``precision`` defaults to the one ``actual``'s dtype implies.
    """
    actual_np = np.asarray(actual)
    expected = np.asarray(expected)
    assert actual_np.shape == expected.shape, f"{what}: shape {actual_np.shape} != {expected.shape}"
    precision = precision or precision_of(actual_np.dtype)
    err = rel_l2(actual_np, expected)
    tol = fft_tolerance(lengths, precision)
    if np.isfinite(err) and err > _MAX_ERROR.get(precision, (0.0, ""))[0]:
        _MAX_ERROR[precision] = (err, what or f"lengths={tuple(lengths)}")
    assert err <= tol, (f"{what}: relative L2 error {err:.3e} > tolerance {tol:.3e} "
                        f"({precision}, lengths={tuple(lengths)})")


def random_array(rng: np.random.Generator, shape, dtype) -> np.ndarray:
    """Standard-normal data of ``dtype`` (complex dtypes get random imaginary parts)."""
    dtype = np.dtype(dtype)
    x = rng.standard_normal(shape)
    if dtype.kind == "c":
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


def oracle(name: str, x, **kwargs) -> np.ndarray:
    """numpy.fft.<name> computed in float64 / complex128."""
    x = np.asarray(x)
    x64 = x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
    return getattr(np.fft, name)(x64, **kwargs)


@pytest.fixture
def engine_only():
    """Every FFT call of the test runs its VkFFT plan (tiering off), for tests whose assertions
    are about VkFFT's own results or the engine's behaviour; a module opts in with
    ``pytestmark = pytest.mark.usefixtures("engine_only")``. Off in this thread
    (``use_tiered(False)``), in threads the test starts (before Python 3.14 a new thread sees a
    context variable's default, not the starting thread's value: the variable is swapped for
    one whose default is off) and in child processes (``IREE_VKFFT_TIERED=0``, which
    ``child_env`` copies). ``use_tiered(True)`` inside the test still turns tiering on. A
    MonkeyPatch of its own: a test's ``monkeypatch.undo()`` leaves this one in place."""
    import contextvars

    import iree_vkfft
    from iree_vkfft import _config

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("IREE_VKFFT_TIERED", "0")
        patch.setattr(_config, "_tiered_var",
                      contextvars.ContextVar("iree_vkfft_tiered", default=False))
        with iree_vkfft.use_tiered(False):
            yield


@pytest.fixture(params=["vkfft", "tiered"])
def both_tiers(request, monkeypatch):
    """Run a test both ways users meet: ``vkfft`` (tiering off through ``engine_only``, every
    call on a VkFFT plan) and ``tiered`` (the default: tiering on over a fresh, empty plan
    cache with the default ``tier_after``, so a shape's first calls run the host definition and
    later ones may reach VkFFT). Modules comparing against numpy/scipy use it with
    ``pytestmark = pytest.mark.usefixtures("both_tiers")``."""
    import iree_vkfft
    from iree_vkfft import _cache
    from iree_vkfft.fft import _core

    if request.param == "vkfft":
        request.getfixturevalue("engine_only")
        yield request.param
        return
    fresh = _cache.PlanCache(size=64, tier_after=_cache.plan_cache.get_tier_after())
    monkeypatch.setattr(_core, "plan_cache", fresh)
    with iree_vkfft.use_tiered(True):
        yield request.param
    fresh._stop_background()


@pytest.fixture
def private_vmfb_cache(tmp_path_factory, monkeypatch):
    """Compiled modules and kernels go to a per-run cache folder, not the user's."""
    monkeypatch.setenv("IREE_VKFFT_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "vmfb-cache"))


def points_tolerance(n: int, dtype, scale: float = 1.0) -> float:
    """pyvkfft's tolerance for ``n`` points in ``dtype``'s precision, times ``scale`` (whole
    programs chain several transforms)."""
    base = 5e-15 + 5e-16 * math.log10(n) if precision_of(dtype) == "float64" \
        else 2e-6 + 5e-7 * math.log10(n)
    return scale * base


def pytest_terminal_summary(terminalreporter):
    if _MAX_ERROR:
        terminalreporter.section("iree_vkfft accuracy (max relative L2 error vs numpy float64)")
        for precision, (err, what) in sorted(_MAX_ERROR.items()):
            terminalreporter.write_line(f"{precision}: {err:.3e} ({what})")


@pytest.fixture
def rng() -> np.random.Generator:
    return np.random.default_rng(20240611)


@pytest.fixture(autouse=True, scope="session")
def _note_vulkan_devices():
    """Marks :data:`_VULKAN_OPENED` whenever a test asks for an IREE Vulkan device."""
    from iree_vkfft.toolchain import runtime

    opened = runtime.runtime_device

    def runtime_device(uri):
        if uri.startswith("vulkan"):
            _VULKAN_OPENED[0] = True
        return opened(uri)

    runtime.runtime_device = runtime_device
    yield
    runtime.runtime_device = opened


@pytest.fixture(autouse=True)
def _release_unheld_vulkan_devices(_note_vulkan_devices):
    """Before each test that follows one which used an IREE Vulkan device, a collection: on
    lavapipe an open device keeps two threads spinning (docs/notes.md), and a test's programs
    (their contexts, configs and devices) often live in reference cycles until a collection,
    so without it every later test shared the 2 cores with them (measured 2026-12-07: 6 s of
    CPU in a 3 s sleep after one Vulkan canary, 0 after ``gc.collect()``; the default run
    took 30 minutes). Devices a fixture still holds stay open."""
    if _VULKAN_OPENED[0]:  # the previous test's frame is gone now: its cycles can go
        _VULKAN_OPENED[0] = False
        gc.collect()
    yield


_VULKAN_OPENED = [False]
