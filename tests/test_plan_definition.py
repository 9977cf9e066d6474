"""The host definition of a plan (``fft/_definition.host_plan``, what the tiered path runs while
a plan is not ready) against the VkFFT plan of every kind, and both against scipy in float64:
the two paths compute the same transform, so they cannot drift apart."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.fft as sf

import iree_vkfft
from iree_vkfft import _cache, _tuning
from iree_vkfft._types import FftType, R2rType
from iree_vkfft.fft._definition import host_plan, r2r_via_dft
from conftest import assert_fft_close, random_array

pytestmark = pytest.mark.vulkan

SHAPES = [(6,), (17,), (400,), (8, 12), (5, 3, 4)]


def plan_output(key, x):
    plan, _ = _cache.build_plan(key, iree_vkfft.current_device())
    lengths = key.shape
    if key.fft_type is FftType.RFFT:
        shape, dtype = x.shape[:-1] + (lengths[-1] // 2 + 1,), np.result_type(x, np.complex64)
    elif key.fft_type is FftType.IRFFT:
        shape, dtype = x.shape[:-len(lengths)] + lengths, x.real.dtype
    else:
        shape, dtype = x.shape, x.dtype
    out = np.empty(shape, dtype)
    plan.execute(np.ascontiguousarray(x), out)
    return out


def scipy_reference(kind, x64, lengths):
    axes = tuple(range(x64.ndim - len(lengths), x64.ndim))
    if isinstance(kind, R2rType):
        f = sf.dctn if kind.family == "DCT" else sf.dstn
        return f(x64, type=kind.type, axes=axes)
    if kind is FftType.FFT:
        return sf.fftn(x64, axes=axes)
    if kind is FftType.IFFT:
        return sf.ifftn(x64, axes=axes, norm="forward")
    if kind is FftType.RFFT:
        return sf.rfftn(x64, axes=axes)
    return sf.irfftn(x64, s=lengths, axes=axes, norm="forward")


def input_for(rng, kind, lengths, precision):
    real = np.float32 if precision == "float32" else np.float64
    cplx = np.complex64 if precision == "float32" else np.complex128
    if kind is FftType.IRFFT:  # a consistent half spectrum (numpy's C2R ignores the rest)
        x = random_array(rng, (3,) + lengths, real)
        return np.fft.rfftn(x, axes=range(1, 1 + len(lengths))).astype(cplx)
    dtype = cplx if kind in (FftType.FFT, FftType.IFFT) else real
    return random_array(rng, (3,) + lengths, dtype)


@pytest.mark.parametrize("precision", ["float32", "float64"])
@pytest.mark.parametrize("shape", SHAPES, ids=str)
@pytest.mark.parametrize("kind", list(FftType) + list(R2rType), ids=lambda k: k.name)
def test_host_definition_computes_what_the_plan_computes(rng, kind, shape, precision):
    if kind is R2rType.DCT1 and min(shape) < 2:
        pytest.skip("DCT-I needs length 2 or more")
    device = iree_vkfft.current_device()
    x = input_for(rng, kind, shape, precision)
    key = _tuning.plan_key(device, kind, shape, 3, precision, False, isolate_rows=True)
    on_host = host_plan(x, kind, shape, normalize=False)
    on_plan = plan_output(key, x)
    assert on_host.dtype == on_plan.dtype and on_host.shape == on_plan.shape
    x64 = x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
    expected = scipy_reference(kind, x64, shape)
    assert_fft_close(on_host, expected, shape, what=f"host {key!r}")
    assert_fft_close(on_plan, expected, shape, what=f"plan {key!r}")


@pytest.mark.parametrize("kind", [FftType.IFFT, FftType.IRFFT])
def test_normalize_folds_the_inverse_scale_into_both_paths(rng, kind):
    shape = (12,)
    x = input_for(rng, kind, shape, "float64")
    key = _tuning.plan_key(iree_vkfft.current_device(), kind, shape, 3, "float64", True,
                           isolate_rows=True)
    expected = scipy_reference(kind, x, shape) / 12
    assert_fft_close(host_plan(x, kind, shape, normalize=True), expected, shape)
    assert_fft_close(plan_output(key, x), expected, shape)


@pytest.mark.parametrize("kind", list(R2rType), ids=lambda k: k.name)
@pytest.mark.parametrize("n", [2, 5, 16, 4099])
def test_r2r_formula_is_exact_with_any_dft(rng, kind, n):
    """The one DCT/DST formula both the host and the VkFFT fallback use, with numpy's DFT."""
    x = rng.standard_normal((2, n))
    got = r2r_via_dft(x, kind, 1, lambda z, axis: np.fft.fft(z, axis=axis))
    f = sf.dct if kind.family == "DCT" else sf.dst
    np.testing.assert_allclose(got, f(x, type=kind.type, axis=1), rtol=1e-11, atol=1e-11 * n)


def test_dct1_of_length_one_is_refused_like_scipy():
    with pytest.raises(ValueError, match="DCT-I"):
        host_plan(np.ones((2, 1)), R2rType.DCT1, (1,), False)
