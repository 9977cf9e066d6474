"""Bad input to iree_vkfft.scipy_fft raises what scipy.fft raises: same type, same message."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.fft as sf

from iree_vkfft import scipy_fft as vf

pytestmark = pytest.mark.vulkan

X1 = np.arange(8.0)
X2 = np.arange(12.0).reshape(3, 4)


def both_raise(name, *args, **kwargs):
    """scipy and iree_vkfft raise the same exception type with the same message."""
    with pytest.raises(Exception) as expected:
        getattr(sf, name)(*args, **kwargs)
    with pytest.raises(expected.type) as actual:
        getattr(vf, name)(*args, **kwargs)
    assert str(actual.value) == str(expected.value)


R2R_1D = ["dct", "idct", "dst", "idst"]
R2R_ND = ["dctn", "idctn", "dstn", "idstn"]


@pytest.mark.parametrize("type", [0, 5, -1])
@pytest.mark.parametrize("name", R2R_1D + R2R_ND)
def test_invalid_type(name, type):
    both_raise(name, X2, type=type)


@pytest.mark.parametrize("name", ["dct", "idct", "dctn", "idctn"])
def test_dct1_of_length_1(name):
    both_raise(name, np.ones((3, 1)), type=1)


@pytest.mark.parametrize("kwargs", [dict(n=0), dict(n=-3), dict(norm="bad"), dict(norm="Ortho"),
                                    dict(workers=0), dict(workers=-10 ** 6)])
@pytest.mark.parametrize("name", R2R_1D)
def test_bad_1d_arguments(name, kwargs):
    both_raise(name, X1, **kwargs)


@pytest.mark.parametrize("args", [(np.ones(0),), (np.array(1.0),), (X1, 2, None, 1),
                                  (X2, 2, None, -3)])
@pytest.mark.parametrize("name", R2R_1D)
def test_bad_axis_or_empty_input(name, args):
    both_raise(name, *args)


ND_BAD = [dict(axes=(0, 0)), dict(axes=(2,)), dict(axes=(-3,)), dict(s=(2, 2, 2)),
          dict(s=(2,), axes=(0, 1)), dict(s=(0, 2)), dict(s=2.5), dict(axes=1.5),
          dict(norm="x")]


@pytest.mark.parametrize("kwargs", ND_BAD)
@pytest.mark.parametrize("name", R2R_ND + ["hfftn", "ihfftn", "hfft2", "ihfft2"])
def test_bad_nd_arguments(name, kwargs):
    both_raise(name, X2 + (1j if name.startswith("h") else 0), **kwargs)


@pytest.mark.parametrize("name", ["ihfftn", "ihfft2"])
def test_complex_input_to_ihfftn(name):
    both_raise(name, X2 + 1j)


@pytest.mark.parametrize("name", ["hfftn", "dct", "dctn"])
def test_plan_is_refused_like_scipy(name):
    if name == "hfftn":
        both_raise(name, X2 + 1j, plan=object())
    else:  # scipy's dct has no plan argument
        both_raise(name, X2, plan=object())


@pytest.mark.parametrize("target", [-1, -100, 2.5, "a", 1 << 70])
@pytest.mark.parametrize("name", ["next_fast_len", "prev_fast_len"])
def test_fast_len_errors(name, target):
    both_raise(name, target)


def test_longdouble_is_a_clear_type_error_for_direct_callers():
    with pytest.raises(TypeError, match="not supported by the Vulkan engine"):
        vf.dct(X1.astype(np.longdouble))
