"""iree_vkfft.scipy_fft beyond the R2R transforms: hfft2/ihfft2/hfftn/ihfftn, next_fast_len,
the scipy-signature fft family, the scipy backend serving all of it, and scipy's own
test_real_transforms.py run with the backend installed globally and exclusively."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import numpy as np
import pytest
import scipy
import scipy.fft as sf

import iree_vkfft
import iree_vkfft.scipy_backend
from iree_vkfft import scipy_fft as vf
from conftest import assert_fft_close, child_env

# every comparison runs on VkFFT plans alone and as users get it (tiered, cold): conftest
pytestmark = [pytest.mark.vulkan, pytest.mark.usefixtures("both_tiers")]

HERMITIAN_CASES = [((6, 9), None, None, None), ((4, 5, 8), (4, 6), (0, 2), "ortho"),
                   ((3, 7), (5, 12), None, "forward"), ((2, 3, 4, 6), None, None, "backward")]


@pytest.mark.parametrize("dtype, cases", [
    pytest.param(np.complex128, HERMITIAN_CASES, id="complex128"),
    pytest.param(np.complex64, HERMITIAN_CASES[:1], id="complex64-some"),
    pytest.param(np.complex64, HERMITIAN_CASES, id="complex64", marks=pytest.mark.slow)])
@pytest.mark.parametrize("name", ["hfftn", "ihfftn", "hfft2", "ihfft2"])
def test_hermitian_nd_transforms_match_scipy(name, dtype, cases, rng):
    for shape, s, axes, norm in cases:
        if name.endswith("2"):
            axes = (-2, -1) if axes is None else axes[-2:]
            s = None if s is None else s[-2:]
        x = rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
        if name.startswith("i"):
            x = x.real
        x = x.astype(dtype if name.startswith("h") else np.dtype(dtype).char.lower())
        got = getattr(vf, name)(x, s=s, axes=axes, norm=norm)
        ref = getattr(sf, name)(x.astype(np.result_type(x.dtype, np.float64)), s=s, axes=axes,
                                norm=norm)
        single = x.dtype in (np.float32, np.complex64)
        want = (np.float32 if single else np.float64) if name.startswith("h") else \
            (np.complex64 if single else np.complex128)
        assert got.dtype == want
        assert_fft_close(got, ref, ref.shape, what=f"{name} {shape} s={s} axes={axes}")


def test_hermitian_nd_on_device_arrays(rng):
    x = rng.standard_normal((6, 10)) + 1j * rng.standard_normal((6, 10))
    d = iree_vkfft.asarray(x)
    for name, arr in [("hfftn", d), ("hfft2", d), ("ihfftn", iree_vkfft.asarray(x.real))]:
        got = getattr(vf, name)(arr, norm="ortho")
        assert isinstance(got, iree_vkfft.DeviceArray)
        ref = getattr(sf, name)(x if name != "ihfftn" else x.real, norm="ortho")
        assert_fft_close(got.numpy(), ref, ref.shape, what=name)


def _smooth(n):
    for p in (2, 3, 5, 7, 11, 13):
        while n % p == 0:
            n //= p
    return n == 1


def test_next_fast_len_is_the_smallest_13_smooth_length():
    for target in list(range(0, 300)) + [4099, 10007, 65537, 1_000_003]:
        got = iree_vkfft.next_fast_len(target)
        want = target if target <= 1 else next(m for m in range(target, 2 * target + 2)
                                                if _smooth(m))
        assert got == want == vf.next_fast_len(target)
        assert vf.next_fast_len(target, real=True) == got  # VkFFT's R2C: no even preference
        below = vf.prev_fast_len(target)
        assert below == (target if target <= 1 else
                         next(m for m in range(target, 0, -1) if _smooth(m)))
        assert vf.prev_fast_len(target, real=True) == below
    assert vf.next_fast_len(0) == sf.next_fast_len(0) == 0
    assert vf.prev_fast_len(17) == 16 and vf.prev_fast_len(0) == sf.prev_fast_len(0) == 0
    assert vf.next_fast_len(4099) == 4116  # 2^2 * 3 * 7^3 (4100 has the factor 41)


def test_fft_family_takes_scipy_signatures(rng):
    x = rng.standard_normal((4, 10))
    assert_fft_close(vf.fft(x, 12, 0, "ortho", True, 2), sf.fft(x, 12, 0, "ortho"), [12])
    assert_fft_close(vf.irfftn(vf.rfftn(x, workers=-1)), x, [4, 10])
    assert_fft_close(vf.fft2(x + 1j, s=(3, 9)), sf.fft2(x + 1j, s=(3, 9)), [3, 9])
    with pytest.raises(NotImplementedError, match="precomputed plan"):
        vf.fft(x, plan=object())


@pytest.mark.parametrize("name", ["fft", "irfft", "ihfft", "fft2", "rfftn", "irfftn"])
def test_fft_family_computes_long_double_like_scipy(name):
    """numpy's pocketfft on the host computes longdouble (no GPU has it), as scipy does."""
    x = (np.arange(12).reshape(3, 4) % 5).astype(np.longdouble)
    x = x + 1j * x if name.startswith("i") and name != "ihfft" else x
    ours, theirs = getattr(vf, name)(x), getattr(sf, name)(x)
    assert ours.dtype == theirs.dtype and ours.shape == theirs.shape
    np.testing.assert_allclose(ours, theirs, rtol=0, atol=1e-14)


@pytest.mark.parametrize("name", ["fftn", "ifft2"])
def test_no_axis_to_transform_returns_the_input_like_scipy(name):
    x = np.arange(6, dtype=np.int16).reshape(2, 3)
    assert getattr(vf, name)(x, axes=()) is x is getattr(sf, name)(x, axes=())


def test_backend_serves_r2r_and_hermitian_nd_exclusively(rng):
    x = rng.standard_normal((8, 6))
    calls = [("dct", dict(type=3, norm="ortho")), ("idstn", dict(type=1)),
             ("hfft2", dict()), ("ihfftn", dict(norm="forward")), ("dctn", dict(axes=0))]
    iree_vkfft.plan_cache.clear()
    with sf.set_backend(iree_vkfft.scipy_backend, only=True):
        got = [getattr(sf, name)(x + (1j if name == "hfft2" else 0), **kw) for name, kw in calls]
    assert iree_vkfft.plan_cache.misses >= len(calls)  # every call ran a VkFFT plan
    for (name, kw), value in zip(calls, got):
        ref = getattr(sf, name)(x + (1j if name == "hfft2" else 0), **kw)
        assert_fft_close(value, ref, ref.shape, what=name)


def test_backend_declines_longdouble_and_fht():
    x = np.linspace(0, 1, 8, dtype=np.longdouble)
    with sf.set_backend(iree_vkfft.scipy_backend):
        assert sf.dct(x).dtype == np.longdouble  # scipy's own backend took it
        sf.fht(np.ones(8), dln=0.1, mu=0.0)
    with sf.set_backend(iree_vkfft.scipy_backend, only=True):
        with pytest.raises(Exception, match="No selected backends had an implementation"):
            sf.fht(np.ones(8), dln=0.1, mu=0.0)


SCIPY_TESTS = os.path.join(os.path.dirname(scipy.__file__), "fft", "tests")
PLUGIN_DIR = os.path.join(os.path.dirname(__file__), "plugins")


@pytest.mark.parametrize("tiered", [
    pytest.param(True, id="tiered"),  # the user's default, cold: ~30 s
    pytest.param(False, id="vkfft", marks=pytest.mark.slow),  # ~5 min cold (~200 plans)
])
def test_scipys_own_real_transform_suite_passes_with_the_backend_exclusive(tmp_path, tiered,
                                                                          both_tiers):
    """scipy/fft/tests/test_real_transforms.py with the backend installed with only=True,
    from an empty kernel cache: as users get it (tiered: every cold DCT/DST was wrong before
    the host ran the plans' own definition) and every call on VkFFT; scipy 1.17.1: 3056
    passed, none failed."""
    if both_tiers != "vkfft":
        pytest.skip("the child process chooses its own tiering")
    env = child_env(IREE_VKFFT_TIERED=int(tiered), IREE_VKFFT_CACHE_DIR=tmp_path / "kernels")
    env["PYTHONPATH"] = os.pathsep.join([PLUGIN_DIR, env["PYTHONPATH"]])
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p",
         "scipy_exclusive_backend", "--rootdir", os.path.dirname(scipy.__file__),
         os.path.join(SCIPY_TESTS, "test_real_transforms.py")],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=1800)
    summary = run.stdout.strip().splitlines()[-1]
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    passed = int(re.search(r"(\d+) passed", summary).group(1))
    assert passed >= 3000 and "failed" not in summary and "error" not in summary, summary
