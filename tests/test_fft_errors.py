"""Bad inputs raise numpy's exceptions (types and, where numpy has them, messages)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import numpy as np
import pytest
from numpy.exceptions import AxisError

import iree_vkfft
from iree_vkfft import NoDeviceError
from conftest import child_env

vfft = iree_vkfft.fft

pytestmark = pytest.mark.vulkan

ALL = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "ifft2", "rfft2", "irfft2",
       "fftn", "ifftn", "rfftn", "irfftn"]
ONE_D = ALL[:6]
REAL_IN = {"rfft", "ihfft", "rfft2", "rfftn"}


def input_for(name, shape=(4, 6)):
    x = np.arange(np.prod(shape), dtype=np.float64).reshape(shape)
    return x if name in REAL_IN else x + 1j


def both_raise(exc_type, name, *args, **kwargs):
    """numpy and iree_vkfft raise ``exc_type`` for the call; returns both messages."""
    with pytest.raises(exc_type) as expected:
        getattr(np.fft, name)(*args, **kwargs)
    with pytest.raises(exc_type) as actual:
        getattr(vfft, name)(*args, **kwargs)
    return str(actual.value), str(expected.value)


# ----------------------------------------------------------------------------------------
# norm, n, s, axes
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("norm", ["bad", "Ortho", "", 1])
@pytest.mark.parametrize("name", ALL)
def test_bad_norm_raises_numpys_value_error(name, norm):
    actual, expected = both_raise(ValueError, name, input_for(name), norm=norm)
    # numpy's own functions differ by one space ('"backward","ortho"' vs '"backward", "ortho"')
    assert actual.replace(" ", "") == expected.replace(" ", "")
    assert actual.startswith(f"Invalid norm value {norm};")


@pytest.mark.parametrize("n", [0, -1, -8])
@pytest.mark.parametrize("name", ONE_D)
def test_n_below_one_raises_numpys_value_error(name, n):
    actual, expected = both_raise(ValueError, name, input_for(name), n=n)
    assert actual == expected == f"Invalid number of FFT data points ({n}) specified."


@pytest.mark.parametrize("s", [(0, 4), (4, -2), (3, 0)])
@pytest.mark.parametrize("name", ALL[6:])
def test_s_entry_below_one_raises_numpys_value_error(name, s):
    actual, expected = both_raise(ValueError, name, input_for(name), s=s, axes=(0, 1))
    assert actual == expected


@pytest.mark.parametrize("name", ["irfft", "hfft", "irfft2", "irfftn"])
def test_c2r_default_length_of_one_input_point_raises(name):
    x = np.ones((3, 1), np.complex128)
    actual, expected = both_raise(ValueError, name, x)
    assert actual == expected == "Invalid number of FFT data points (0) specified."


@pytest.mark.parametrize("name", ["fft", "ifft", "rfft", "ihfft"])
def test_zero_length_axis_without_n_raises(name):
    x = np.zeros((3, 0), np.float64)
    actual, expected = both_raise(ValueError, name, x)
    assert actual == expected == "Invalid number of FFT data points (0) specified."


@pytest.mark.parametrize("axis", [2, -3, 10])
@pytest.mark.parametrize("name", ONE_D)
def test_axis_out_of_range_raises_axis_error(name, axis):
    x = input_for(name)
    with pytest.raises(AxisError):
        getattr(vfft, name)(x, axis=axis)
    with pytest.raises(IndexError):  # numpy raises IndexError; AxisError is one
        getattr(vfft, name)(x, axis=axis)


@pytest.mark.parametrize("axes", [(0, 2), (-3,), (5, 0)])
@pytest.mark.parametrize("name", ALL[6:])
def test_nd_axes_out_of_range_raise_axis_error(name, axes):
    with pytest.raises(AxisError):
        getattr(vfft, name)(input_for(name), axes=axes)


@pytest.mark.parametrize("name", ["fft2", "ifft2", "rfft2", "irfft2"])
def test_2d_function_on_1d_input_raises_axis_error(name):
    with pytest.raises(AxisError):
        getattr(vfft, name)(input_for(name, (8,)))


@pytest.mark.parametrize("name", ["fft", "rfft"])
def test_zero_dimensional_input_raises_index_error(name):
    both_raise(IndexError, name, np.float64(3.0))


@pytest.mark.parametrize("s,axes", [((4, 4), (0,)), ((4,), (0, 1)), ((2, 2, 2), (0, 1))])
@pytest.mark.parametrize("name", ALL[6:])
def test_s_and_axes_of_different_lengths_raise(name, s, axes):
    actual, expected = both_raise(ValueError, name, input_for(name), s=s, axes=axes)
    assert actual == expected == "Shape and axes have different lengths."


@pytest.mark.parametrize("kwargs", [{"n": 2.5}, {"n": "3"}, {"axis": 1.0}, {"axis": "x"}])
def test_non_integer_n_or_axis_raise_type_error(kwargs):
    both_raise(TypeError, "fft", input_for("fft"), **kwargs)


def test_integer_like_n_and_axis_are_accepted():
    x = input_for("fft", (4, 6))
    np.testing.assert_allclose(vfft.fft(x, n=np.int64(8), axis=np.int32(0)),
                               np.fft.fft(x, n=np.int64(8), axis=np.int32(0)), atol=1e-12)


# ----------------------------------------------------------------------------------------
# dtypes
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(REAL_IN))
def test_complex_input_to_real_forward_transform_raises_type_error(name):
    with pytest.raises(TypeError):  # numpy: its ufunc's "not supported for the input types"
        getattr(np.fft, name)(input_for("fft"))
    with pytest.raises(TypeError, match=r"^rfft requires real input, got complex128$"):
        getattr(vfft, name)(input_for("fft"))


@pytest.mark.parametrize("dtype", [np.longdouble, np.clongdouble])
@pytest.mark.parametrize("name", ["fft", "rfft", "irfft", "hfft", "ihfft", "fftn", "irfft2"])
def test_long_double_is_computed_in_long_double_like_numpy(name, dtype):
    """No GPU has the type: numpy's pocketfft computes it on the host, with numpy's dtypes."""
    x = (np.arange(24).reshape(4, 6) % 7).astype(dtype) / 3
    if name in ("rfft", "ihfft") and np.dtype(dtype).kind == "c":
        x = x.real
    expected = getattr(np.fft, name)(x)
    actual = getattr(vfft, name)(x)
    assert actual.dtype == expected.dtype and actual.dtype in (np.longdouble, np.clongdouble)
    np.testing.assert_array_equal(actual, expected)
    out = np.empty_like(expected)
    assert getattr(vfft, name)(x, out=out) is out
    np.testing.assert_array_equal(out, expected)


@pytest.mark.parametrize("values", [np.array([1, 2, 3], dtype=object), np.array(["a", "b"]),
                                    np.array([b"x", b"y"]), np.array([1, 2], "datetime64[s]")])
@pytest.mark.parametrize("name", ["fft", "rfft", "fftn"])
def test_non_numeric_dtypes_raise_type_error_like_numpy(name, values):
    with pytest.raises(TypeError):
        getattr(np.fft, name)(values)
    with pytest.raises(TypeError):
        getattr(vfft, name)(values)


# ----------------------------------------------------------------------------------------
# out=
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ALL)
def test_out_of_wrong_shape_raises_numpys_value_error(name):
    """numpy 2.4's hfft, ifft2 and irfft2 silently ignore ``out``; iree_vkfft checks it always."""
    x = input_for(name, (4, 6))
    shape = getattr(np.fft, name)(x).shape
    for bad_shape in [(shape[0], shape[1] + 1), (shape[0] + 1, shape[1]), shape + (1,), shape[1:]]:
        bad = np.empty(bad_shape, np.complex128)
        with pytest.raises(ValueError) as error:
            getattr(vfft, name)(x, out=bad)
        assert str(error.value) == "output array has wrong shape."
    with pytest.raises(ValueError, match="output array has wrong shape."):
        np.fft.fft(x, out=np.empty((4, 7), np.complex128))  # numpy's string


@pytest.mark.parametrize("name,out_dtype", [("fft", np.float64), ("fft", np.int64),
                                            ("rfft", np.float32), ("irfft", np.int32),
                                            ("fftn", np.float64), ("irfftn", np.int16),
                                            ("hfft", np.uint8)])
def test_out_of_uncastable_dtype_raises_type_error(name, out_dtype):
    x = input_for(name, (4, 6))
    out = np.empty(getattr(np.fft, name)(x).shape, out_dtype)
    with pytest.raises(TypeError, match="same_kind"):
        getattr(vfft, name)(x, out=out)
    if name != "hfft":  # numpy 2.4's hfft ignores out
        with pytest.raises(TypeError, match="same_kind"):
            getattr(np.fft, name)(x, out=out)


@pytest.mark.parametrize("out", [[0j] * 6, ""])
@pytest.mark.parametrize("name", ["fft", "fftn"])
def test_out_that_is_not_an_array_raises_numpys_type_error(name, out):
    actual, expected = both_raise(TypeError, name, input_for("fft", (6,)), out=out)
    assert actual == expected == "return arrays must be of ArrayType"


def test_failed_out_check_leaves_out_untouched():
    out = np.full((4, 5), 7.0)
    with pytest.raises(ValueError):
        vfft.rfft(input_for("rfft"), out=out.astype(np.complex128)[:, :3])
    np.testing.assert_array_equal(out, 7.0)


# ----------------------------------------------------------------------------------------
# transforms larger than one VkFFT buffer
# ----------------------------------------------------------------------------------------
# Zero-padding through n/s makes the large input lazily (np.zeros pages are not touched),
# so these tests need little host memory although the buffers are 256 MiB: they run on the
# device path, split one axis at a time or as a four-step FFT (fft/_large.py).
@pytest.mark.slow
@pytest.mark.parametrize("name,kwargs", [
    ("fft", {"n": 2**24}),                                  # complex128: 256 MiB
    ("ifft", {"n": 2**24}),
    ("rfft", {"n": 2**25}),                                 # complex128 output: 256 MiB
    ("irfft", {"n": 2**25}),
    ("fft2", {"s": (4096, 8192), "axes": (0, 1)}),
    ("rfftn", {"s": (2, 4096, 4096), "axes": (0, 1, 2)}),
])
def test_single_transform_over_max_storage_buffer_range_is_split(name, kwargs):
    limit = iree_vkfft.current_device().max_storage_buffer_range
    ndim = len(kwargs.get("s", (1,)))
    x = np.ones((1,) * ndim, np.float64 if name in REAL_IN else np.complex128)
    assert limit <= 2**28, "test sizes assume a device limit of at most 256 MiB"
    got = getattr(vfft, name)(x, **kwargs)
    want = getattr(np.fft, name)(x, **kwargs)
    scale = float(np.abs(want).max())
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-12 * max(scale, 1.0) * 64)


def test_a_single_transform_over_the_limit_with_no_split_names_the_limit():
    limit = iree_vkfft.current_device().max_storage_buffer_range
    n = 16777259  # prime: no four-step factor pair; complex64 takes 128 MiB + 344 bytes
    assert n * 8 > limit
    with pytest.raises(ValueError, match="maxStorageBufferRange") as error:
        vfft.fft(np.ones(4, np.complex64), n=n)
    assert str(limit) in str(error.value) and "four-step" in str(error.value)


# ----------------------------------------------------------------------------------------
# device selection
# ----------------------------------------------------------------------------------------
def _run_python(code: str, **env) -> subprocess.CompletedProcess:
    environ = child_env()
    environ.update(env)
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=environ,
                          capture_output=True, text=True, timeout=120)


def test_unknown_device_name_raises_no_device_error_in_a_fresh_process():
    result = _run_python("""
        import numpy as np, iree_vkfft
        try:
            iree_vkfft.fft.fft(np.ones(8))
        except iree_vkfft.NoDeviceError as e:
            print("NoDeviceError:", e)
        else:
            print("no error")
    """, IREE_VKFFT_DEVICE="nonexistent")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert out.startswith("NoDeviceError:"), out
    assert "'nonexistent'" in out
    assert iree_vkfft.devices()[0].name in out  # lists what is available


def test_no_vulkan_driver_raises_no_device_error_with_install_hint():
    result = _run_python("""
        import numpy as np, iree_vkfft
        try:
            iree_vkfft.fft.fft(np.ones(8))
        except iree_vkfft.NoDeviceError as e:
            print("NoDeviceError:", e)
    """, VK_ICD_FILENAMES="/nonexistent/icd.json", VK_DRIVER_FILES="/nonexistent/icd.json")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("NoDeviceError:"), result.stdout + result.stderr
    assert "apt-get install" in result.stdout


def test_device_index_out_of_range_raises_no_device_error():
    with pytest.raises(NoDeviceError, match="out of range"):
        with iree_vkfft.use_device(len(iree_vkfft.devices())):
            pass


def test_use_device_by_name_substring_selects_that_device():
    device = iree_vkfft.devices()[0]
    with iree_vkfft.use_device(device.name[:4]) as chosen:
        assert chosen == device
        assert iree_vkfft.current_device() == device
        np.testing.assert_allclose(vfft.fft(np.arange(4.0)), np.fft.fft(np.arange(4.0)),
                                   atol=1e-12)


# ----------------------------------------------------------------------------------------
# numpy 2's deprecations: s with None, s without axes
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ALL[6:])
@pytest.mark.parametrize("s", [(3, None), (None, None), (None, 5)])
def test_s_containing_none_warns_and_uses_the_1d_default_length(name, s):
    x = input_for(name, (4, 6))
    with pytest.warns(DeprecationWarning) as expected_warnings:
        expected = getattr(np.fft, name)(x, s=s, axes=(0, 1))
    with pytest.warns(DeprecationWarning) as actual_warnings:
        actual = getattr(vfft, name)(x, s=s, axes=(0, 1))
    assert [str(w.message) for w in actual_warnings] == [str(w.message) for w in expected_warnings]
    assert actual.shape == expected.shape
    np.testing.assert_allclose(actual, expected, atol=1e-9 * np.abs(expected).max())


@pytest.mark.parametrize("name", ["fftn", "irfftn"])
def test_s_without_axes_gives_numpys_warning_text(name):
    x = input_for(name, (4, 6))
    with pytest.warns(DeprecationWarning) as expected_warnings:
        expected = getattr(np.fft, name)(x, s=(4, 6))
    with pytest.warns(DeprecationWarning) as actual_warnings:
        actual = getattr(vfft, name)(x, s=(4, 6))
    assert [str(w.message) for w in actual_warnings] == [str(w.message) for w in expected_warnings]
    np.testing.assert_allclose(actual, expected, atol=1e-9 * np.abs(expected).max())
