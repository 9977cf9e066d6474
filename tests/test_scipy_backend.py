"""iree_vkfft.scipy_backend under scipy.fft.set_backend: scipy's results, scipy's fallbacks."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
import scipy.fft

import iree_vkfft
from iree_vkfft.fft import _core
import iree_vkfft.scipy_backend as backend
from conftest import assert_fft_close, random_array

# every comparison runs on VkFFT plans alone and as users get it (tiered, cold): conftest
pytestmark = [pytest.mark.vulkan, pytest.mark.usefixtures("both_tiers")]

ONE_D = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft"]
N_D = ["fft2", "ifft2", "rfft2", "irfft2", "fftn", "ifftn", "rfftn", "irfftn"]
REAL_IN = {"rfft", "ihfft", "rfft2", "rfftn"}
C2R = {"irfft", "hfft", "irfft2", "irfftn"}


def engine_calls() -> int:
    """Plans asked for, by the funnel's plan cache (a fresh one in the tiered variant) and
    the global one: each counts a call that reached iree_vkfft's engine layer, whether the
    plan ran or (tiered) its host definition did."""
    caches = {id(c): c for c in (iree_vkfft.plan_cache, _core.plan_cache)}.values()
    return sum(c.hits + c.misses + c.not_ready + c.host_faster for c in caches)


def on_backend(name, *args, **kwargs):
    """scipy.fft.<name> with only our backend allowed; asserts iree_vkfft's engine layer ran."""
    before = engine_calls()
    with scipy.fft.set_backend(backend, only=True):
        result = getattr(scipy.fft, name)(*args, **kwargs)
    assert engine_calls() > before, f"{name} did not reach the VkFFT engine"
    return result


def scipy_reference(name, x, **kwargs):
    x64 = x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
    return getattr(scipy.fft, name)(x64, **kwargs)


def lengths_of(name, shape, axes):
    lengths = [shape[a] for a in axes]
    if name in C2R:
        lengths[-1] = 2 * (lengths[-1] - 1)
    return lengths


def test_module_is_a_scipy_fft_backend():
    assert backend.__ua_domain__ == "numpy.scipy.fft"
    assert callable(backend.__ua_function__)
    with scipy.fft.set_backend(backend):  # scipy validates the domain
        pass


@pytest.mark.parametrize("norm", [None, "backward", "ortho", "forward"])
@pytest.mark.parametrize("name", ONE_D + N_D)
@pytest.mark.parametrize("precision", ["float32", "float64"])
def test_every_function_matches_scipy(rng, name, norm, precision):
    dtype = {"float32": np.float32, "float64": np.float64}[precision]
    x = random_array(rng, (3, 6, 10), dtype if name in REAL_IN else np.result_type(dtype, 1j))
    actual = on_backend(name, x, norm=norm)
    expected_dtype = getattr(scipy.fft, name)(x, norm=norm).dtype
    assert actual.dtype == expected_dtype
    axes = [2] if name in ONE_D else [1, 2] if name.endswith("2") else [0, 1, 2]
    assert_fft_close(actual, scipy_reference(name, x, norm=norm), lengths_of(name, x.shape, axes),
                     what=f"scipy {name} norm={norm}")


@pytest.mark.parametrize("name,kwargs,lengths", [
    ("fft", {"n": 13, "axis": 0}, [13]),
    ("rfft", {"n": 5}, [5]),
    ("irfft", {"n": 7, "axis": 1}, [7]),
    ("hfft", {"n": 9}, [9]),
    ("ihfft", {"n": 12, "axis": 0}, [12]),
    ("fftn", {"s": (4, 9)}, [4, 9]),                # s without axes: the last len(s) axes
    ("ifftn", {"s": (-1, 5), "axes": (0, 2)}, [3, 5]),  # -1 keeps that axis
    ("rfftn", {"s": 8, "axes": 1}, [8]),            # scalars for s and axes
    ("irfftn", {"s": (6, 6)}, [6, 6]),
    ("irfft2", {"axes": (0, 2)}, [3, 18]),
    ("fft2", {"axes": (2, 0)}, [10, 3]),
])
def test_scipy_argument_forms_match_scipy(rng, name, kwargs, lengths):
    x = random_array(rng, (3, 6, 10), np.float64 if name in REAL_IN else np.complex128)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # scipy's s-without-axes is not deprecated
        actual = on_backend(name, x, **kwargs)
    assert_fft_close(actual, scipy_reference(name, x, **kwargs), lengths, what=f"{name} {kwargs}")


def test_overwrite_x_and_workers_are_accepted_and_input_kept(rng):
    x = random_array(rng, (4, 16), np.complex128)
    before = x.copy()
    actual = on_backend("fft", x, overwrite_x=True, workers=2)
    assert_fft_close(actual, scipy.fft.fft(before), [16])
    np.testing.assert_array_equal(x, before)


@pytest.mark.parametrize("dtype,result", [(np.float16, np.complex64), (np.float32, np.complex64),
                                          (np.int32, np.complex128), (np.bool_, np.complex128),
                                          (np.uint8, np.complex128)])
def test_dtype_rules_are_scipys(dtype, result):
    x = (np.arange(16) % 3).astype(dtype)
    for name in ("fft", "rfft"):
        actual = on_backend(name, x)
        assert actual.dtype == getattr(scipy.fft, name)(x).dtype == result
        np.testing.assert_allclose(actual, getattr(scipy.fft, name)(x.astype(np.float64)),
                                   atol=1e-5 if result == np.complex64 else 1e-12)


def test_irfft_of_half_input_is_float32_like_scipy():
    x = np.ones(9, np.float16)
    assert on_backend("irfft", x).dtype == scipy.fft.irfft(x).dtype == np.float32


def test_big_endian_input_is_handled(rng):
    x = random_array(rng, (3, 16), np.float64)
    assert_fft_close(on_backend("rfft", x.astype(">f8")), scipy.fft.rfft(x), [16])


def test_list_input_is_accepted():
    np.testing.assert_allclose(on_backend("fft", [1.0, 2.0, 3.0]), scipy.fft.fft([1.0, 2.0, 3.0]),
                               atol=1e-12)


def test_device_array_input_stays_on_device(rng):
    x = random_array(rng, (4, 32), np.complex64)
    d = iree_vkfft.asarray(x)
    y = on_backend("fft", d)
    assert isinstance(y, iree_vkfft.DeviceArray)
    assert_fft_close(y.numpy(), scipy.fft.fft(x.astype(np.complex128)), [32])


# ----------------------------------------------------------------------------------------
# NotImplemented: scipy's backend takes over
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("name, args", [("fht", (np.ones(8), 0.1, 0.0)),
                                         ("ifht", (np.ones(8), 0.1, 0.0))])
def test_functions_not_handled_fall_back_to_scipy(name, args):
    """fht/ifht stay scipy's (the DCT/DST and hfftn families run here: test_scipy_fft_api)."""
    with scipy.fft.set_backend(backend):
        actual = getattr(scipy.fft, name)(*args)
    np.testing.assert_array_equal(actual, getattr(scipy.fft, name)(*args))
    assert backend.__ua_function__(getattr(scipy.fft, name), args, {}) is NotImplemented
    # uarray's BackendNotImplementedError (a NotImplementedError; scipy keeps uarray private)
    with pytest.raises(NotImplementedError, match="No selected backends had an implementation"):
        with scipy.fft.set_backend(backend, only=True):
            getattr(scipy.fft, name)(*args)


def test_fht_falls_back_to_scipy():
    a = np.exp(-np.linspace(-3, 3, 32) ** 2)
    with scipy.fft.set_backend(backend):
        np.testing.assert_array_equal(scipy.fft.fht(a, 0.1, 0), scipy.fft.fht(a, 0.1, 0))


@pytest.mark.parametrize("only", [False, True])
def test_plan_argument_gets_scipys_own_refusal(rng, only):
    x = random_array(rng, (8,), np.complex128)
    with scipy.fft.set_backend(backend, only=only):
        with pytest.raises(NotImplementedError, match="precomputed plan"):
            scipy.fft.fft(x, plan=object())


@pytest.mark.parametrize("dtype", [np.longdouble, np.clongdouble])
def test_long_double_is_computed_like_scipy(dtype):
    x = (np.arange(12) % 5).astype(dtype)
    ours = backend.__ua_function__(scipy.fft.fft, (x,), {})
    assert ours is not NotImplemented and ours.dtype == np.clongdouble
    np.testing.assert_allclose(ours, scipy.fft.fft(x), rtol=0, atol=1e-15)


def test_object_arrays_fall_back_to_scipy_which_converts_them():
    x = np.array([1, 2, 5], dtype=object)
    assert backend.__ua_function__(scipy.fft.fft, (x,), {}) is NotImplemented
    with scipy.fft.set_backend(backend):
        np.testing.assert_array_equal(scipy.fft.fft(x), scipy.fft.fft(x.astype(np.float64)))


@pytest.mark.parametrize("call,error,match", [
    (lambda x: scipy.fft.rfft(x + 1j), TypeError, "x must be a real sequence"),
    (lambda x: scipy.fft.rfftn(x + 1j), TypeError, "x must be a real sequence"),
    (lambda x: scipy.fft.fft(x, n=0), ValueError, "invalid number of data points"),
    (lambda x: scipy.fft.irfft(x[:, :1]), ValueError, r"Invalid number of data points \(0\)"),
    (lambda x: scipy.fft.fftn(x, s=(0, 3)), ValueError, "invalid number of data points"),
    (lambda x: scipy.fft.fftn(x, axes=(0, 0)), ValueError, "all axes must be unique"),
    (lambda x: scipy.fft.fftn(x, axes=(0, 5)), ValueError, "axes exceeds dimensionality"),
    (lambda x: scipy.fft.fftn(x, s=(3, 3), axes=(0,)), ValueError, "same length"),
    (lambda x: scipy.fft.fftn(x, s=(3, 3, 3)), ValueError, "shape requires more axes"),
    (lambda x: scipy.fft.fft(x, norm="bad"), ValueError, "Invalid norm value 'bad'"),
    (lambda x: scipy.fft.fft(x, axis=2), IndexError, "tuple index out of range"),
    (lambda x: scipy.fft.fft(x[0, 0]), IndexError, "tuple index out of range"),  # 0-d
    (lambda x: scipy.fft.rfft(x, n=2.5), TypeError, "slice indices must be integers"),
    (lambda x: scipy.fft.fft(x, workers=0), ValueError, "workers must not be zero"),
    (lambda x: scipy.fft.irfftn(x, norm="bad", workers=0), ValueError, "Invalid norm value"),
    (lambda x: scipy.fft.ifft2(x, axes=(0, 0), norm="bad"), ValueError, "all axes must be unique"),
])
@pytest.mark.parametrize("only", [False, True])
def test_bad_arguments_get_scipys_own_errors(call, error, match, only):
    """The same exception and message as scipy without the backend, also with only=True
    (the call goes to scipy's own backend, not to uarray's BackendNotImplementedError)."""
    x = np.ones((4, 6))
    with pytest.raises(error) as theirs:
        call(x)
    with scipy.fft.set_backend(backend, only=only):
        with pytest.raises(error, match=match) as ours:
            call(x)
    assert str(ours.value) == str(theirs.value)


def test_one_table_of_iree_vkfft_scipy_fft_functions():
    """The backend serves scipy.fft's transforms with iree_vkfft.scipy_fft's functions, by
    scipy's method name, and nothing else."""
    served = {name for name in scipy.fft.__all__ if name in backend._FUNCTIONS
              and backend._FUNCTIONS[name] is getattr(iree_vkfft.scipy_fft, name)}
    assert served == set(backend._FUNCTIONS)
    assert {"fft", "irfftn", "hfftn", "dct", "idstn"} <= served
    assert not {"fht", "ifht", "next_fast_len", "fftfreq"} & served


def test_degenerate_lengths_scipy_accepts_give_scipys_results():
    """irfft(x, n=0) and irfftn of a length-1 last axis are not errors in scipy 1.17."""
    x = np.ones((3, 1))
    with scipy.fft.set_backend(backend, only=True):
        ours = [scipy.fft.irfft(np.ones(3), 0), scipy.fft.irfftn(x)]
    np.testing.assert_array_equal(ours[0], scipy.fft.irfft(np.ones(3), 0))
    np.testing.assert_array_equal(ours[1], scipy.fft.irfftn(x))


def test_rejected_arguments_do_not_reach_the_engine():
    x = np.ones((4, 6))
    before = engine_calls()
    for args, kwargs in [((x + 1j,), {}), ((x,), {"n": 0}), ((x,), {"axis": 3}),
                         ((x,), {"norm": "bad"}), ((x,), {"bogus": 1})]:
        with pytest.raises((TypeError, ValueError, IndexError)):
            backend.__ua_function__(scipy.fft.rfft, args, kwargs)
    assert engine_calls() == before
