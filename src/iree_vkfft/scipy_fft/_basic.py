"""scipy.fft's Fourier transforms (scipy signatures and argument rules) on VkFFT.

The numpy-style functions of :mod:`iree_vkfft.fft` do the work; these wrappers add scipy's
argument handling (``overwrite_x``/``workers`` accepted, ``plan`` refused, unique axes, its
messages) and the functions numpy lacks: hfft2, ihfft2, hfftn, ihfftn.
"""

from __future__ import annotations

import functools
import inspect
import operator

import numpy as np

from .. import fft as _fft
from .._array import DeviceArray, asarray
from .._types import FftType
from ..fft import _core
from ._helper import asfarray, check_norm, check_plan, check_workers, init_nd_shape_and_axes

_C2R = ("irfft", "hfft", "irfft2", "irfftn", "hfft2", "hfftn")
_R2C = ("rfft", "ihfft", "rfft2", "rfftn", "ihfft2", "ihfftn")
_NUMPY_STYLE = ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "ifft2", "rfft2",
                "irfft2", "fftn", "ifftn", "rfftn", "irfftn")


def _prepare(x, norm, workers, plan, name):
    check_plan(plan)
    check_workers(workers)
    norm = check_norm(norm)
    # longdouble: iree_vkfft.fft computes the numpy-style transforms with numpy's pocketfft on
    # the host (no GPU has the type); the Hermitian N-D transforms decline it
    x = asfarray(x, longdouble=name in _NUMPY_STYLE)
    if name in _R2C and x.dtype.kind == "c":
        raise TypeError("x must be a real sequence")
    return x, norm


def _scipy_function(name: str, checked, doc: str):
    """The public transform over ``checked`` (scipy's signature: every argument check, then a
    call that runs the engine). ``transform._checked`` is the scipy backend's entry: what it
    raises, scipy's own backend answers."""

    def transform(x, *args, **kwargs):
        return checked(x, *args, **kwargs)()

    transform.__signature__ = inspect.signature(checked)
    transform.__name__ = transform.__qualname__ = checked.__name__ = checked.__qualname__ = name
    transform.__doc__ = doc
    transform._checked = checked
    return transform


def _one_axis(name: str):
    function = getattr(_fft, name)

    def checked(x, n=None, axis=-1, norm=None, overwrite_x=False, workers=None, *, plan=None):
        x, norm = _prepare(x, norm, workers, plan, name)
        if n is not None and operator.index(n) < 1:
            raise ValueError(f"invalid number of data points ({n}) specified")
        axis = _core._normalize_axis(axis, x.ndim)
        if n is None:
            n = 2 * (x.shape[axis] - 1) if name in _C2R else x.shape[axis]
        return functools.partial(function, x, n=_core._check_n(n), axis=axis, norm=norm)

    return _scipy_function(name, checked,
                           f"scipy.fft.{name} on VkFFT (see iree_vkfft.fft.{name}).")


def _cook(x, s, axes, name):
    lengths, axes = init_nd_shape_and_axes(x, s, axes)
    if name in _C2R and s is None and axes:
        lengths[-1] = (x.shape[axes[-1]] - 1) * 2
    if not axes and (name in _C2R or name in _R2C):
        raise ValueError("at least 1 axis must be transformed")
    return lengths, axes


def _n_axes(name: str, default_axes):
    function = getattr(_fft, name.replace("2", "n"))

    def checked(x, s=None, axes=default_axes, norm=None, overwrite_x=False, workers=None, *,
                plan=None):
        given = x
        x, norm = _prepare(x, norm, workers, plan, name)
        lengths, axes = _cook(x, s, axes, name)
        if not axes:
            return lambda: given  # scipy returns its input as it is
        lengths = [_core._check_n(n) for n in lengths]
        return functools.partial(function, x, s=lengths, axes=axes, norm=norm)

    return _scipy_function(name, checked, f"scipy.fft.{name} on VkFFT (see "
                                          f"iree_vkfft.fft.{name.replace('2', 'n')}).")


def _hermitian(name: str, default_axes):
    """hfftn (irfftn of the conjugate) and ihfftn (the conjugate of rfftn), swapped norms."""
    fft_type = FftType.IRFFT if name.startswith("hfft") else FftType.RFFT

    def transform(x, s=None, axes=default_axes, norm=None, overwrite_x=False, workers=None, *,
                  plan=None):
        x, norm = _prepare(x, norm, workers, plan, name)
        lengths, axes = _cook(x, s, axes, name)
        if isinstance(x, DeviceArray) and fft_type is FftType.IRFFT and len(axes) > 1:
            # the device C2R conjugates only 1-D input in the same pass as its DC/Nyquist fix
            return asarray(transform(x.numpy(), lengths, axes, norm), device=x.device)
        return _core.execute(x, fft_type, axes, lengths, _core.swap_direction(norm),
                             conjugate=True)

    transform.__name__ = transform.__qualname__ = name
    transform.__doc__ = f"scipy.fft.{name} on VkFFT."
    return transform


fft, ifft, rfft, irfft, hfft, ihfft = (_one_axis(n) for n in
                                       ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft"))
fft2, ifft2, rfft2, irfft2 = (_n_axes(n, (-2, -1)) for n in ("fft2", "ifft2", "rfft2", "irfft2"))
fftn, ifftn, rfftn, irfftn = (_n_axes(n, None) for n in ("fftn", "ifftn", "rfftn", "irfftn"))
hfft2, ihfft2 = (_hermitian(n, (-2, -1)) for n in ("hfft2", "ihfft2"))
hfftn, ihfftn = (_hermitian(n, None) for n in ("hfftn", "ihfftn"))
