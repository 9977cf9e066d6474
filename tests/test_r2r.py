"""DCT/DST (iree_vkfft.scipy_fft) against scipy.fft in float64: every function, type, norm
and orthogonalize choice, lengths 1..4099, 1-D to 4-D, s/axes, float32/float64, host arrays
and DeviceArrays. Plans: one per (kind, length, precision, batch); the norms and weights are
applied around the same plan, so the loops inside a test cost no new plans."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.fft as sf

import iree_vkfft
from iree_vkfft import _tuning
from iree_vkfft import scipy_fft as vf
from iree_vkfft._types import PlanKey, R2rType
from iree_vkfft.fft import _r2r
from conftest import assert_fft_close

# every comparison runs on VkFFT plans alone and as users get it (tiered, cold): conftest
pytestmark = [pytest.mark.vulkan, pytest.mark.usefixtures("both_tiers")]

SIZES = [1, 2, 3, 5, 16, 17, 100, 400, 1000, 4099]
NORMS = [(None, None), ("backward", True), ("ortho", None), ("ortho", False), ("forward", None)]
DTYPES = [np.float32, np.float64]
# Cold plans cost 0.1-0.4 s each on lavapipe (more on a busy machine): the default run takes
# every size across the types (types 2/3, the common ones and those with a Bluestein defect,
# at 1, 3, 16, 17, 4099; types 1/4 at 2, 5, 100), float32 at 17; idct/idst share their plans
# with dct/dst. The slow run has every size for every type in both precisions.
SOME_SIZES = {1: [2, 5, 100], 2: [1, 3, 16, 17, 4099], 3: [1, 3, 16, 17, 4099], 4: [2, 5, 100]}
SIZES_BY_DTYPE = [pytest.param(np.float64, SOME_SIZES, id="float64-some"),
                  pytest.param(np.float32, {t: [17] for t in SOME_SIZES}, id="float32-17"),
                  pytest.param(np.float64, {t: SIZES for t in SOME_SIZES}, id="float64",
                               marks=pytest.mark.slow),
                  pytest.param(np.float32, {t: SIZES for t in SOME_SIZES}, id="float32",
                               marks=pytest.mark.slow)]


def scipy64(name, x, **kwargs):
    x = np.asarray(x)
    return getattr(sf, name)(x.astype(np.complex128 if x.dtype.kind == "c" else np.float64),
                             **kwargs)


@pytest.mark.parametrize("dtype, sizes", SIZES_BY_DTYPE)
@pytest.mark.parametrize("type", [1, 2, 3, 4])
@pytest.mark.parametrize("name", ["dct", "idct", "dst", "idst"])
def test_1d_matches_scipy_for_every_size_norm_and_orthogonalize(name, type, dtype, sizes, rng):
    for n in sizes[type]:
        if n == 1 and type == 1 and name in ("dct", "idct"):
            continue  # an error in scipy (test_errors)
        x = rng.standard_normal((3, n)).astype(dtype)
        for norm, ortho in NORMS:
            got = getattr(vf, name)(x, type=type, norm=norm, orthogonalize=ortho)
            assert got.dtype == dtype and got.shape == x.shape
            assert_fft_close(got, scipy64(name, x, type=type, norm=norm, orthogonalize=ortho),
                             [2 * n], what=f"{name} type={type} n={n} norm={norm} ortho={ortho}")


@pytest.mark.parametrize("type", [2, 3, pytest.param(1, marks=pytest.mark.slow),
                                  pytest.param(4, marks=pytest.mark.slow)])
@pytest.mark.parametrize("name", ["dct", "idst"])
def test_1d_n_and_axis_crop_pad_and_move_the_transformed_axis(name, type, rng):
    x = rng.standard_normal((6, 5, 7))
    for n, axis in [(None, 0), (9, 1), (2, -2)]:
        got = getattr(vf, name)(x, type=type, n=n, axis=axis, norm="ortho")
        assert_fft_close(got, scipy64(name, x, type=type, n=n, axis=axis, norm="ortho"),
                         [2 * (n or x.shape[axis])], what=f"{name} type={type} n={n} axis={axis}")


ALL_TYPES = (1, 2, 3, 4)
ND_CASES = [  # (shape, s, axes, types)
    ((16, 17), None, None, ALL_TYPES),
    ((3, 5, 16), None, (0, 2), (2,)),
    ((2, 3, 4, 5), None, None, (2,)),  # four axes: two plans
    ((7, 1, 9), (6, 1, 9), None, (2,)),  # a length-1 axis is a constant factor
]
MORE_ND_CASES = [((5, 100), (8, 50), None, ALL_TYPES), ((4, 6, 8), (5, 5, 5), (2, 0, 1), ALL_TYPES),
                 ((3, 5, 16), None, (0, 2), ALL_TYPES), ((2, 3, 4, 5), None, None, ALL_TYPES)]
ND_BY_DTYPE = [pytest.param(np.float64, ND_CASES, id="float64-some"),
               pytest.param(np.float32, [((16, 17), None, None, (2, 3))], id="float32-some"),
               pytest.param(np.float32, ND_CASES + MORE_ND_CASES, id="float32",
                            marks=pytest.mark.slow),
               pytest.param(np.float64, MORE_ND_CASES, id="float64-more", marks=pytest.mark.slow)]


@pytest.mark.parametrize("dtype, cases", ND_BY_DTYPE)
@pytest.mark.parametrize("name", ["dctn", "idctn", "dstn", "idstn"])
def test_nd_matches_scipy_with_s_and_axes(name, dtype, cases, rng):
    for shape, s, axes, types in cases:
        x = rng.standard_normal(shape).astype(dtype)
        for type in types:
            if type == 1 and name in ("dctn", "idctn") and 1 in shape:
                continue
            for norm, ortho in NORMS[::2]:
                kw = dict(type=type, s=s, axes=axes, norm=norm, orthogonalize=ortho)
                got = getattr(vf, name)(x, **kw)
                assert got.dtype == dtype
                assert_fft_close(got, scipy64(name, x, **kw), [2 * v for v in got.shape],
                                 what=f"{name} {shape} {kw}")


def test_bluestein_lengths_of_types_3_and_4_take_the_fft_formulation(rng):
    """VkFFT 1.3.4's DCT/DST-III/IV plans are wrong when they use Bluestein; those lengths run
    as a C2C formulation, also inside an n-D transform mixing them with native lengths."""
    assert not _r2r.vkfft_computes(R2rType.DCT3, 4099, "float32", iree_vkfft.current_device())
    assert _r2r.vkfft_computes(R2rType.DCT3, 17, "float32", iree_vkfft.current_device())  # Rader
    assert _r2r.vkfft_computes(R2rType.DCT2, 4099, "float32", iree_vkfft.current_device())
    x = rng.standard_normal((4099, 6))
    for name in ("dctn", "dstn"):
        for type in (3, 4):
            got = getattr(vf, name)(x, type=type, norm="ortho")
            assert_fft_close(got, scipy64(name, x, type=type, norm="ortho"), [8198, 12])


def test_complex_input_transforms_real_and_imaginary_parts(rng):
    x = rng.standard_normal((4, 10)) + 1j * rng.standard_normal((4, 10))
    for name, kw in [("dct", dict(type=3, norm="ortho")), ("idstn", dict(type=1)),
                     ("dctn", dict(type=2, norm="ortho", orthogonalize=False))]:
        got = getattr(vf, name)(x, **kw)
        assert got.dtype == np.complex128
        assert_fft_close(got, scipy64(name, x, **kw), [20, 8])


def test_integer_float16_and_strided_inputs_follow_scipys_dtypes(rng):
    x = rng.standard_normal((8, 12))
    assert vf.dct(x.astype(np.float16)).dtype == sf.dct(x.astype(np.float16)).dtype
    ints = np.arange(24).reshape(4, 6)
    assert_fft_close(vf.dctn(ints), sf.dctn(ints), [8, 12])
    strided = x[::2, ::3]
    assert_fft_close(vf.dst(strided, axis=0), sf.dst(strided, axis=0), [8])


def test_r2r_plans_share_the_plan_cache_with_their_own_kind(rng, both_tiers):
    if both_tiers == "tiered":
        pytest.skip("about the plan cache: the tiered variant runs these shapes on the host")
    iree_vkfft.plan_cache.clear()
    x = rng.standard_normal((5, 24)).astype(np.float32)
    vf.dct(x, type=2)
    vf.idct(x, type=3)  # the inverse of DCT-III is a DCT-II plan: a hit
    key = _tuning.plan_key(iree_vkfft.current_device(), R2rType.DCT2, (24,), 5, "float32",
                           False)
    assert key in iree_vkfft.plan_cache
    assert "DCT2" in repr(key)
    assert iree_vkfft.plan_cache.hits >= 1


@pytest.mark.parametrize("dtype", DTYPES)
def test_device_arrays_stay_on_the_device_and_match_scipy(dtype, rng):
    x = rng.standard_normal((6, 10, 12)).astype(dtype)
    d = iree_vkfft.asarray(x)
    cases = [("dct", dict(type=2, axis=1, norm="ortho")),  # post weight, moved axis
             ("idct", dict(type=2, n=16, norm="ortho")),  # DCT-III: pre weight, padded
             ("dstn", dict(type=3, axes=(0, 2), norm="ortho")),  # pre weight at the end
             ("dctn", dict(type=1, s=(5, 7), axes=(2, 1), norm="forward")),
             ("idstn", dict(type=4, norm="backward"))]
    for name, kw in cases:
        got = getattr(vf, name)(d, **kw)
        assert isinstance(got, iree_vkfft.DeviceArray) and got.dtype == dtype
        ref = scipy64(name, x, **kw)
        assert_fft_close(got.numpy(), ref, [2 * v for v in ref.shape], what=f"{name} {kw}")
    np.testing.assert_array_equal(d.numpy(), x)  # the input is left intact


def test_device_array_bluestein_fallback_is_exact(rng):
    x = rng.standard_normal((2, 4099)).astype(np.float32)
    got = vf.dct(iree_vkfft.asarray(x), type=4)
    assert_fft_close(got.numpy(), scipy64("dct", x, type=4), [8198])


def test_engine_refuses_length_one_r2r_plans():
    """VkFFT leaves length-1 R2R axes unchanged (and hangs on a DCT-I of 1): never planned."""
    device = iree_vkfft.current_device()
    for kind in (R2rType.DCT1, R2rType.DCT2):
        with pytest.raises(ValueError, match="lengths >= 2"):
            iree_vkfft.plan_cache.get(PlanKey(device.index, kind, (1, 8), 2, "float32"), device)


def test_device_array_over_four_axes_composes_two_plans(rng):
    x = rng.standard_normal((2, 3, 4, 5))
    got = vf.idctn(iree_vkfft.asarray(x), type=3, norm="ortho")
    assert_fft_close(got.numpy(), scipy64("idctn", x, type=3, norm="ortho"), [4, 6, 8, 10])
