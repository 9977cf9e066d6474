"""Hypothesis: random shapes, axes, norms and n/s against numpy (float64 oracle).

Lengths come from a small set (and the batch from a few shapes) so that plans are shared
between examples and plan creation stays a small part of the run.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import iree_vkfft
from conftest import assert_fft_close, oracle, random_array

vfft = iree_vkfft.fft

# every comparison runs on VkFFT plans alone and as users get it (tiered, cold): conftest
pytestmark = [pytest.mark.vulkan, pytest.mark.usefixtures("both_tiers")]

LENGTHS = st.sampled_from([1, 2, 3, 4, 5, 6, 8, 9, 12, 16, 17, 32, 64])
NORMS = st.sampled_from([None, "backward", "ortho", "forward"])
PRECISION = st.sampled_from(["float32", "float64"])
SETTINGS = settings(max_examples=100, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])
REAL_IN = {"rfft", "ihfft", "rfftn"}
C2R = {"irfft", "hfft", "irfftn"}


def _dtype(name: str, precision: str):
    real = np.float32 if precision == "float32" else np.float64
    return real if name in REAL_IN else np.result_type(real, np.complex64)


@st.composite
def one_axis_case(draw):
    name = draw(st.sampled_from(["fft", "ifft", "rfft", "irfft", "hfft", "ihfft"]))
    ndim = draw(st.integers(1, 4))
    shape = tuple(draw(st.lists(LENGTHS, min_size=ndim, max_size=ndim)))
    axis = draw(st.integers(-ndim, ndim - 1))
    n = draw(st.one_of(st.none(), LENGTHS))
    if n is None and name in C2R and shape[axis] == 1:
        n = draw(LENGTHS)  # numpy's default 2*(m-1) would be 0
    return name, shape, axis, n, draw(NORMS), draw(PRECISION)


@st.composite
def n_axes_case(draw):
    name = draw(st.sampled_from(["fftn", "ifftn", "rfftn", "irfftn"]))
    ndim = draw(st.integers(1, 4))
    shape = tuple(draw(st.lists(LENGTHS, min_size=ndim, max_size=ndim)))
    axes = draw(st.lists(st.integers(-ndim, ndim - 1), min_size=1, max_size=ndim + 1))
    with_s = draw(st.booleans())
    s = [draw(LENGTHS) for _ in axes] if with_s else None
    if s is None and name in C2R and shape[axes[-1]] == 1:
        s = [shape[a] for a in axes[:-1]] + [draw(LENGTHS)]
    return name, shape, axes, s, draw(NORMS), draw(PRECISION)


@SETTINGS
@given(case=one_axis_case(), seed=st.integers(0, 2**16))
def test_one_axis_transforms_match_numpy(case, seed):
    name, shape, axis, n, norm, precision = case
    x = random_array(np.random.default_rng(seed), shape, _dtype(name, precision))
    actual = getattr(vfft, name)(x, n=n, axis=axis, norm=norm)
    expected = oracle(name, x, n=n, axis=axis, norm=norm)
    assert actual.dtype == getattr(np.fft, name)(x, n=n, axis=axis, norm=norm).dtype
    length = n if n is not None else (2 * (shape[axis] - 1) if name in C2R else shape[axis])
    assert_fft_close(actual, expected, [length], what=f"{name}{shape} axis={axis} n={n} {norm}")


@SETTINGS
@given(case=n_axes_case(), seed=st.integers(0, 2**16))
def test_n_axes_transforms_match_numpy(case, seed):
    name, shape, axes, s, norm, precision = case
    x = random_array(np.random.default_rng(seed), shape, _dtype(name, precision))
    actual = getattr(vfft, name)(x, s=s, axes=axes, norm=norm)
    expected = oracle(name, x, s=s, axes=axes, norm=norm)
    assert actual.dtype == getattr(np.fft, name)(x, s=s, axes=axes, norm=norm).dtype
    lengths = list(s) if s is not None else [shape[a] for a in axes]
    if s is None and name in C2R:
        lengths[-1] = 2 * (lengths[-1] - 1)
    # repeated axes apply the transform once per occurrence: count every pass's points
    assert_fft_close(actual, expected, lengths, what=f"{name}{shape} axes={axes} s={s} {norm}")


@SETTINGS
@given(shape=st.lists(LENGTHS, min_size=1, max_size=3).map(tuple), norm=NORMS,
       precision=PRECISION, seed=st.integers(0, 2**16))
def test_round_trip_through_rfftn_and_irfftn(shape, norm, precision, seed):
    x = random_array(np.random.default_rng(seed), shape, _dtype("rfftn", precision))
    axes = list(range(len(shape)))
    back = vfft.irfftn(vfft.rfftn(x, axes=axes, norm=norm), s=shape, axes=axes, norm=norm)
    assert_fft_close(back, x, shape, what=f"irfftn(rfftn) {shape} {norm}")


DEVICE_SETTINGS = settings(max_examples=60, deadline=None, derandomize=True,
                           suppress_health_check=[HealthCheck.too_slow])


@DEVICE_SETTINGS
@given(case=n_axes_case(), seed=st.integers(0, 2**16))
def test_n_axes_transforms_of_device_arrays_match_numpy(case, seed):
    """The device path (gathers, out-of-place C2C, C2R projection, composed plans for repeated
    or more than three axes) against numpy; the input array stays intact."""
    name, shape, axes, s, norm, precision = case
    x = random_array(np.random.default_rng(seed), shape, _dtype(name, precision))
    d = iree_vkfft.asarray(x)
    actual = getattr(vfft, name)(d, s=s, axes=axes, norm=norm)
    assert isinstance(actual, iree_vkfft.DeviceArray)
    expected = oracle(name, x, s=s, axes=axes, norm=norm)
    lengths = list(s) if s is not None else [shape[a] for a in axes]
    if s is None and name in C2R:
        lengths[-1] = 2 * (lengths[-1] - 1)
    assert_fft_close(actual.numpy(), expected, lengths,
                     what=f"device {name}{shape} axes={axes} s={s} {norm}")
    np.testing.assert_array_equal(d.numpy(), x)


@DEVICE_SETTINGS
@given(case=one_axis_case(), seed=st.integers(0, 2**16))
def test_one_axis_transforms_of_device_arrays_match_numpy(case, seed):
    name, shape, axis, n, norm, precision = case
    x = random_array(np.random.default_rng(seed), shape, _dtype(name, precision))
    d = iree_vkfft.asarray(x)
    actual = getattr(vfft, name)(d, n=n, axis=axis, norm=norm)
    expected = oracle(name, x, n=n, axis=axis, norm=norm)
    length = n if n is not None else (2 * (shape[axis] - 1) if name in C2R else shape[axis])
    assert_fft_close(actual.numpy(), expected, [length],
                     what=f"device {name}{shape} axis={axis} n={n} {norm}")
    np.testing.assert_array_equal(d.numpy(), x)
