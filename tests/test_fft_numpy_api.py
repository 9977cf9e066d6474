"""iree_vkfft.fft against numpy.fft (float64 oracle): every function, norm, axes and n/s."""

from __future__ import annotations

import math

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft import _tuning
from conftest import assert_fft_close, oracle, random_array

vfft = iree_vkfft.fft

# every comparison runs on VkFFT plans alone and as users get it (tiered, cold): conftest
pytestmark = [pytest.mark.vulkan, pytest.mark.usefixtures("both_tiers")]

SIZES = [1, 2, 3, 5, 7, 11, 13, 17, 31, 400, 1000, 4099, 2**16]
ONE_D = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft"]
N_D = ["fft2", "ifft2", "rfft2", "irfft2", "fftn", "ifftn", "rfftn", "irfftn"]
NORMS = [None, "backward", "ortho", "forward"]
REAL_IN = {"rfft", "ihfft", "rfft2", "rfftn"}  # functions taking real input
C2R = {"irfft", "hfft", "irfft2", "irfftn"}  # functions whose last length is on the output
COMPLEX = {"float32": np.complex64, "float64": np.complex128}
REAL = {"float32": np.float32, "float64": np.float64}


def input_for(rng, name: str, shape, precision: str) -> np.ndarray:
    return random_array(rng, shape, REAL[precision] if name in REAL_IN else COMPLEX[precision])


def default_lengths(name: str, shape, axes=None) -> list[int]:
    """The transform lengths numpy uses for <name> on ``shape`` without n/s."""
    if name in ONE_D:
        axes = [-1 if axes is None else axes]
    elif axes is None:
        axes = [-2, -1] if name.endswith("2") else range(len(shape))
    lengths = [shape[a] for a in axes]
    if name in C2R:
        lengths[-1] = 2 * (lengths[-1] - 1)
    return lengths


def check(name: str, x, lengths=None, **kwargs):
    """Run iree_vkfft.fft.<name> and numpy's; same dtype and shape, close values."""
    if lengths is None:
        lengths = default_lengths(name, np.shape(x), kwargs.get("axes", kwargs.get("axis")))
    actual = getattr(vfft, name)(x, **kwargs)
    assert isinstance(actual, np.ndarray)
    expected_dtype = getattr(np.fft, name)(x, **kwargs).dtype
    assert actual.dtype == expected_dtype, f"{name}: dtype {actual.dtype} != numpy's {expected_dtype}"
    assert_fft_close(actual, oracle(name, x, **kwargs), lengths,
                     what=f"{name}{tuple(np.shape(x))} {kwargs}")
    return actual


# ----------------------------------------------------------------------------------------
# 1-D: every size, every function, both precisions
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", ONE_D)
@pytest.mark.parametrize("precision", ["float32", "float64"])
def test_1d_function_matches_numpy_for_every_size(rng, name, size, precision):
    in_len = size // 2 + 1 if name in C2R else size
    x = input_for(rng, name, (2, in_len), precision)
    check(name, x, [size], n=size)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["fft", "ifft", "rfft", "irfft"])
@pytest.mark.parametrize("precision", ["float32", "float64"])
def test_1d_function_matches_numpy_for_2_pow_20(rng, name, precision):
    size = 2**20
    x = input_for(rng, name, (size // 2 + 1 if name in C2R else size,), precision)
    check(name, x, [size], n=size)


# ----------------------------------------------------------------------------------------
# norms
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("norm", NORMS)
@pytest.mark.parametrize("name", ONE_D + N_D)
@pytest.mark.parametrize("precision", ["float32", "float64"])
def test_every_function_honours_every_norm(rng, name, norm, precision):
    x = input_for(rng, name, (3, 6, 10), precision)
    if name in ONE_D:
        lengths = [2 * (10 - 1) if name in C2R else 10]
    else:
        axes = [1, 2] if name.endswith("2") else [0, 1, 2]
        lengths = [x.shape[a] for a in axes]
        if name in C2R:
            lengths[-1] = 2 * (lengths[-1] - 1)
    check(name, x, lengths, norm=norm)


def test_norm_scaling_factors_are_numpys(rng):
    x = random_array(rng, (12,), np.complex128)
    ref = np.fft.fft(x)
    np.testing.assert_allclose(vfft.fft(x, norm="ortho"), ref / math.sqrt(12), rtol=1e-13)
    np.testing.assert_allclose(vfft.fft(x, norm="forward"), ref / 12, rtol=1e-13)
    np.testing.assert_allclose(vfft.ifft(x, norm="forward"), np.fft.ifft(x) * 12, rtol=1e-13)


# ----------------------------------------------------------------------------------------
# n / s: crop and zero-pad
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [1, 5, 13, 31])  # lengths (and batch) shared with the size test
@pytest.mark.parametrize("name", ONE_D)
def test_1d_n_crops_or_zero_pads_like_numpy(rng, name, n):
    x = input_for(rng, name, (2, 8), "float64")
    check(name, x, [n], n=n)


@pytest.mark.parametrize("s", [(4, 6), (9, 5), (3, 12), (1, 1)])
@pytest.mark.parametrize("name", N_D)
def test_nd_s_crops_or_zero_pads_like_numpy(rng, name, s):
    x = input_for(rng, name, (2, 6, 8), "float64")
    check(name, x, list(s), s=s, axes=(-2, -1))


@pytest.mark.parametrize("name", ["fftn", "ifftn", "rfftn", "irfftn"])
def test_nd_s_with_minus_one_keeps_that_axis(rng, name):
    x = input_for(rng, name, (4, 6, 8), "float64")
    lengths = [4, 10, 8]
    check(name, x, lengths, s=(-1, 10, 8), axes=(0, 1, 2))


# ----------------------------------------------------------------------------------------
# 2-D and 3-D, axes
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape", [(8, 12), (17, 6), (3, 5, 7)])
@pytest.mark.parametrize("name", N_D)
@pytest.mark.parametrize("precision", ["float32", "float64"])
def test_2d_and_3d_transforms_match_numpy(rng, name, shape, precision):
    x = input_for(rng, name, shape, precision)
    axes = list(range(len(shape)))[-2:] if name.endswith("2") else list(range(len(shape)))
    lengths = [shape[a] for a in axes]
    if name in C2R:
        lengths[-1] = 2 * (lengths[-1] - 1)
    check(name, x, lengths)


@pytest.mark.parametrize("axes", [(0,), (1,), (0, 2), (2, 0), (1, 0), (-1, 0), (2, 0, 1), (0, 1, 2)])
@pytest.mark.parametrize("name", ["fftn", "ifftn", "rfftn", "irfftn"])
def test_nd_axes_in_any_order_match_numpy(rng, name, axes):
    x = input_for(rng, name, (4, 6, 10), "float64")
    lengths = [x.shape[a] for a in axes]
    if name in C2R:
        lengths[-1] = 2 * (lengths[-1] - 1)
    check(name, x, lengths, axes=axes)


@pytest.mark.parametrize("axis", [0, 1, -2, 2])
@pytest.mark.parametrize("name", ONE_D)
def test_1d_axis_not_last_matches_numpy(rng, name, axis):
    x = input_for(rng, name, (6, 10, 4), "float64")
    n = x.shape[axis]
    check(name, x, [2 * (n - 1) if name in C2R else n], axis=axis)


@pytest.mark.parametrize("shape", [(10,), (3, 10), (2, 3, 10), (2, 1, 3, 10), (2, 2, 1, 2, 10)])
@pytest.mark.parametrize("name", ["fft", "rfft", "irfft", "ifft"])
def test_batch_dims_of_any_rank(rng, name, shape):
    x = input_for(rng, name, shape, "float32")
    check(name, x, [18 if name in C2R else 10])


@pytest.mark.parametrize("shape", [(6, 8), (3, 6, 8), (2, 3, 6, 8), (2, 1, 2, 6, 8)])
@pytest.mark.parametrize("name", ["fft2", "rfft2", "irfft2"])
def test_2d_batch_dims_of_any_rank(rng, name, shape):
    x = input_for(rng, name, shape, "float32")
    check(name, x, [6, 14 if name in C2R else 8])


# ----------------------------------------------------------------------------------------
# repeated axes, more than three axes
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("axes", [(0, 0), (1, 0, 1), (1, 1, 1), (2, 0, 2, 1)])
@pytest.mark.parametrize("name", ["fftn", "ifftn", "rfftn", "irfftn"])
def test_repeated_axes_apply_the_transform_repeatedly_like_numpy(rng, name, axes):
    x = input_for(rng, name, (4, 6, 8), "float64")
    lengths = [x.shape[a] for a in axes]
    check(name, x, lengths, axes=axes)


@pytest.mark.parametrize("name", ["fftn", "ifftn", "rfftn", "irfftn"])
def test_repeated_axes_with_s_match_numpy(rng, name):
    x = input_for(rng, name, (4, 6, 8), "float64")
    check(name, x, [6, 5, 7], s=(6, 5, 7), axes=(0, 2, 0))


@pytest.mark.parametrize("shape", [(3, 4, 5, 6), (2, 3, 2, 4, 6), (2, 2, 2, 2, 2, 4)])
@pytest.mark.parametrize("name", ["fftn", "ifftn", "rfftn", "irfftn"])
def test_more_than_three_axes(rng, name, shape):
    x = input_for(rng, name, shape, "float64")
    lengths = list(shape)
    if name in C2R:
        lengths[-1] = 2 * (lengths[-1] - 1)
    check(name, x, lengths)


@pytest.mark.parametrize("name", ["fftn", "rfftn", "irfftn"])
def test_four_axes_out_of_order_with_s(rng, name):
    x = input_for(rng, name, (3, 4, 5, 6, 2), "float32")
    axes, s = (3, 0, 4, 1), (5, 4, 3, 6)
    check(name, x, list(s), s=s, axes=axes)


# ----------------------------------------------------------------------------------------
# memory layout: non-contiguous and negative strides
# ----------------------------------------------------------------------------------------
def _layouts(x):
    """Views of the (24, 40) ``x``, all of shape (12, 20) so that they share plans."""
    return {
        "strided": x[::2, 1::2],
        "transposed": x[:20, :12].T,
        "negative": x[::-2, ::-2],
        "fortran": np.asfortranarray(x[:12, :20]),
        "offset": x[5:17, 3:23],
    }


@pytest.mark.parametrize("layout", ["strided", "transposed", "negative", "fortran", "offset"])
@pytest.mark.parametrize("name", ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2",
                                  "rfft2", "irfft2", "fftn", "irfftn"])
def test_non_contiguous_and_negative_stride_inputs(rng, name, layout):
    base = input_for(rng, name, (24, 40), "float64")
    x = _layouts(base)[layout]
    assert x.shape == (12, 20)
    before = x.copy()
    axes = [0, 1] if name[-1] in "2n" else [1]
    lengths = [x.shape[a] for a in axes]
    if name in C2R:
        lengths[-1] = 2 * (lengths[-1] - 1)
    check(name, x, lengths)
    np.testing.assert_array_equal(x, before)  # input untouched


def test_input_is_not_modified_by_any_function(rng):
    for name in ONE_D + N_D:
        x = input_for(rng, name, (4, 6, 8), "float64")
        before = x.copy()
        getattr(vfft, name)(x)
        np.testing.assert_array_equal(x, before, err_msg=name)


# ----------------------------------------------------------------------------------------
# out=
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ONE_D + N_D)
def test_out_receives_the_result_and_is_returned(rng, name):
    x = input_for(rng, name, (3, 6, 8), "float64")
    expected = oracle(name, x)
    out = np.full(expected.shape, np.nan, expected.dtype)
    result = getattr(vfft, name)(x, out=out)
    assert result is out
    assert_fft_close(out, expected, default_lengths(name, x.shape), what=f"{name} out=")


@pytest.mark.parametrize("name", ["fft", "rfft", "irfft", "fft2", "irfftn"])
@pytest.mark.parametrize("norm", ["backward", "ortho", "forward"])
def test_out_with_other_layout_and_wider_dtype(rng, name, norm):
    x = input_for(rng, name, (3, 6, 8), "float32")
    expected = oracle(name, x, norm=norm)
    wide = np.complex128 if expected.dtype.kind == "c" else np.float64
    out = np.full(expected.shape[::-1], np.nan, wide).T  # Fortran-ordered, wider dtype
    assert getattr(vfft, name)(x, norm=norm, out=out) is out
    assert_fft_close(out, expected, default_lengths(name, x.shape), precision="float32",
                     what=f"{name} out= {norm}")


def test_out_on_axis_not_last(rng):
    x = random_array(rng, (8, 5), np.complex64)
    out = np.empty((8, 5), np.complex64)
    assert vfft.fft(x, axis=0, out=out) is out
    assert_fft_close(out, oracle("fft", x, axis=0), [8])


def test_out_may_be_the_input_for_c2c(rng):
    x = random_array(rng, (4, 16), np.complex128)
    expected = oracle("fft", x)
    assert vfft.fft(x, out=x) is x
    assert_fft_close(x, expected, [16])


# ----------------------------------------------------------------------------------------
# irfft defaults, round trips
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("m", [2, 5, 9, 201])
def test_irfft_default_n_is_twice_m_minus_one(rng, m):
    x = random_array(rng, (2, m), np.complex128)
    y = check("irfft", x, [2 * (m - 1)])
    assert y.shape == (2, 2 * (m - 1))
    y = check("hfft", x, [2 * (m - 1)])
    assert y.shape == (2, 2 * (m - 1))


def test_irfftn_default_s_only_changes_the_last_axis(rng):
    x = random_array(rng, (3, 5, 7), np.complex128)
    y = check("irfftn", x, [3, 5, 12])
    assert y.shape == (3, 5, 12)
    y = check("irfft2", x, [5, 12])
    assert y.shape == (3, 5, 12)


@pytest.mark.parametrize("n", [1, 2, 7, 400, 4099])  # plans shared with the size test
@pytest.mark.parametrize("precision", ["float32", "float64"])
def test_round_trips_recover_the_input(rng, n, precision):
    x = random_array(rng, (2, n), COMPLEX[precision])
    assert_fft_close(vfft.ifft(vfft.fft(x)), x, [n], what="ifft(fft(x))")
    r = random_array(rng, (2, n), REAL[precision])
    assert_fft_close(vfft.irfft(vfft.rfft(r), n=n), r, [n], what="irfft(rfft(x), n)")
    assert_fft_close(vfft.hfft(vfft.ihfft(r), n=n), r, [n], what="hfft(ihfft(x), n)")


@pytest.mark.parametrize("shape", [(6, 8), (5, 7), (4, 6, 9)])
@pytest.mark.parametrize("norm", ["backward", "ortho", "forward"])
def test_nd_round_trips_recover_the_input(rng, shape, norm):
    r = random_array(rng, shape, np.float64)
    axes = tuple(range(len(shape)))
    back = vfft.irfftn(vfft.rfftn(r, norm=norm), s=shape, axes=axes, norm=norm)
    assert_fft_close(back, r, shape, what="irfftn(rfftn(x))")
    c = random_array(rng, shape, np.complex128)
    assert_fft_close(vfft.ifftn(vfft.fftn(c, norm=norm), norm=norm), c, shape,
                     what="ifftn(fftn(x))")


# ----------------------------------------------------------------------------------------
# zero-size arrays, dtypes
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ONE_D)
@pytest.mark.parametrize("shape", [(0, 8), (3, 0, 8)])
def test_zero_size_batch_gives_empty_result_like_numpy(name, shape):
    x = np.zeros(shape, np.float64 if name in REAL_IN else np.complex128)
    expected = getattr(np.fft, name)(x)
    actual = getattr(vfft, name)(x)
    assert actual.shape == expected.shape and actual.dtype == expected.dtype


@pytest.mark.parametrize("name", ["fft2", "rfftn", "irfftn", "fftn"])
def test_zero_size_batch_in_nd_transforms(name):
    x = np.zeros((0, 4, 6), np.float64 if name in REAL_IN else np.complex128)
    expected = getattr(np.fft, name)(x, axes=(1, 2))
    actual = getattr(vfft, name)(x, axes=(1, 2))
    assert actual.shape == expected.shape and actual.dtype == expected.dtype


def test_empty_axes_list_returns_a_complex_copy(rng):
    """numpy returns the input object itself (still real); iree_vkfft a complex copy."""
    x = random_array(rng, (3, 4), np.float32)
    actual = vfft.fftn(x, axes=())
    assert actual.dtype == np.complex64
    np.testing.assert_array_equal(actual, np.fft.fftn(x, axes=()))
    assert not np.shares_memory(actual, x)


@pytest.mark.parametrize("dtype", [np.float16, np.int8, np.int64, np.uint16, np.bool_,
                                   np.float32, np.float64, np.complex64, np.complex128])
@pytest.mark.parametrize("name", ["fft", "rfft", "irfft", "fft2", "ihfft"])
def test_dtype_rules_are_numpys(name, dtype):
    if name in REAL_IN and np.dtype(dtype).kind == "c":
        pytest.skip("complex input to a real transform is an error (test_fft_errors)")
    x = (np.arange(24).reshape(4, 6) % 5).astype(dtype)
    expected = getattr(np.fft, name)(x)
    actual = getattr(vfft, name)(x)
    assert actual.dtype == expected.dtype
    reference = oracle(name, x.astype(np.float64) if x.dtype.kind != "c" else x)
    if actual.dtype == np.float16:  # numpy 2's irfft of half input returns half: 1 ulp of it
        rounded = reference.astype(np.float16)
        assert np.all(np.abs(actual.astype(np.float64) - rounded) <= np.spacing(rounded))
        return
    lengths = [10] if name == "irfft" else [4, 6] if name == "fft2" else [6]
    assert_fft_close(actual, reference, lengths)


def test_python_lists_and_scalars_sequences_are_accepted():
    np.testing.assert_allclose(vfft.fft([1, 2, 3, 4]), np.fft.fft([1, 2, 3, 4]), atol=1e-13)
    np.testing.assert_allclose(vfft.rfft2([[1.0, 2.0], [3.0, 5.0]]),
                               np.fft.rfft2([[1.0, 2.0], [3.0, 5.0]]), atol=1e-13)


def test_big_endian_input_is_accepted_like_numpy(rng):
    x = random_array(rng, (3, 16), np.float64)
    swapped = x.astype(">f8")
    assert_fft_close(vfft.rfft(swapped), oracle("rfft", x), [16])
    assert_fft_close(vfft.fft(swapped.astype(">c16")), oracle("fft", x), [16])


# ----------------------------------------------------------------------------------------
# batch invariance: a row's result does not depend on the rows around it (numpy's property)
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [256, 400, 401, 4099])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_a_rows_inverse_real_transform_does_not_depend_on_its_batch(rng, n, dtype):
    """Bit for bit: irfft of a batch, of a slice of it and of each row alone (VkFFT's default
    C2R pairs rows into one complex transform, which made every row's rounding depend on its
    partner: scipy.signal's istft and its legacy wrapper then disagreed in zeros). rfft too
    in float32 (float64 arithmetic on lavapipe, rounded once); float64 rfft keeps VkFFT's
    paired, more accurate R2C, equal across batches only within rounding."""
    x = rng.standard_normal((7, n)).astype(dtype)
    spectrum = np.fft.rfft(x).astype(np.result_type(dtype, np.complex64))
    cases = [("irfft", spectrum, {"n": n})]
    if dtype == np.float32 and _tuning.is_lavapipe(iree_vkfft.current_device()):
        cases.append(("rfft", x, {}))
    for name, data, kw in cases:
        f = getattr(vfft, name)
        whole = f(data, **kw)
        np.testing.assert_array_equal(whole[2:5], f(data[2:5], **kw))
        np.testing.assert_array_equal(whole, np.stack([f(data[i:i + 1], **kw)[0]
                                                       for i in range(7)]))


# ----------------------------------------------------------------------------------------
# NaN / Inf
# ----------------------------------------------------------------------------------------
def _finite_pattern_matches(name, x, **kwargs):
    """Non-finite values poison exactly the transforms (rows) numpy's do; which elements of a
    poisoned row stay finite is an artifact of each FFT algorithm's arithmetic (pocketfft
    leaves a few), so rows are compared, and every clean row must match numpy."""
    with np.errstate(invalid="ignore", over="ignore"):
        expected = getattr(np.fft, name)(x, **kwargs)
        actual = getattr(vfft, name)(x, **kwargs)
    clean = np.isfinite(expected).all(axis=-1)
    np.testing.assert_array_equal(np.isfinite(actual).all(axis=-1), clean,
                                  err_msg=f"{name}: rows with non-finite values differ from numpy's")
    assert not np.isfinite(actual[~clean]).all()
    assert_fft_close(actual[clean], expected[clean], [x.shape[-1]], what=f"{name} clean rows")


@pytest.mark.parametrize("bad", [np.nan, np.inf, -np.inf])
@pytest.mark.parametrize("name", ["fft", "ifft", "fft2"])
@pytest.mark.parametrize("n", [8, 17])
def test_nan_and_inf_stay_in_their_transform_like_numpy_c2c(rng, name, bad, n):
    x = random_array(rng, (4, n), np.complex128)
    x[1, 3] = bad
    _finite_pattern_matches(name, x, **({"axes": (-1,)} if name == "fft2" else {}))


@pytest.mark.parametrize("bad", [np.nan, np.inf])
@pytest.mark.parametrize("n", [8, 17, 400])
@pytest.mark.parametrize("name", ["rfft", "irfft"])
def test_nan_and_inf_stay_in_their_row_like_numpy_real(rng, name, bad, n):
    x = random_array(rng, (4, n), np.float64 if name == "rfft" else np.complex128)
    x[1, 3] = bad
    _finite_pattern_matches(name, x)


# ----------------------------------------------------------------------------------------
# C2R of non-Hermitian input (a real FNO's irfft2), Hermitian edges
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape,s", [((4, 6, 5), (6, 8)), ((4, 6, 5), (6, 9)), ((2, 7, 9), None),
                                     ((8, 32, 17), (32, 32))])
@pytest.mark.parametrize("precision", ["float32", "float64"])
def test_irfft2_of_non_hermitian_input_matches_numpy(rng, shape, s, precision):
    x = random_array(rng, shape, COMPLEX[precision])  # no symmetry at all
    lengths = list(s) if s else [shape[-2], 2 * (shape[-1] - 1)]
    check("irfft2", x, lengths, s=s, axes=(-2, -1))


def test_irfftn_3d_of_non_hermitian_input_matches_numpy(rng):
    x = random_array(rng, (5, 6, 4), np.complex128)
    check("irfftn", x, [5, 6, 6])
    check("irfftn", x, [5, 6, 7], s=(5, 6, 7), axes=(0, 1, 2))


@pytest.mark.parametrize("n", [6, 7])
def test_irfft_ignores_imaginary_part_of_dc_and_nyquist_like_numpy(rng, n):
    x = random_array(rng, (3, n // 2 + 1), np.complex128)
    x[:, 0] += 5j
    x[:, -1] += 3j
    check("irfft", x, [n], n=n)


def test_fno_spectral_layer_round_trip(rng):
    """rfft2 → keep low modes, multiply by complex weights → irfft2, like an FNO layer."""
    x = random_array(rng, (2, 3, 16, 16), np.float32)
    w = random_array(rng, (3, 16, 9), np.complex64)
    spectrum = vfft.rfft2(x)
    assert_fft_close(spectrum, oracle("rfft2", x), [16, 16])
    mixed = spectrum * w
    mixed[..., 4:12, :] = 0
    check("irfft2", mixed, [16, 16], s=(16, 16))
