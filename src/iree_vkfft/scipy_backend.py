"""A scipy.fft backend running scipy.fft on VkFFT::

    import scipy.fft, iree_vkfft.scipy_backend
    with scipy.fft.set_backend(iree_vkfft.scipy_backend):
        y = scipy.fft.rfft(x)

This module *is* the backend (uarray's protocol: ``__ua_domain__`` and ``__ua_function__``).
It handles fft, ifft, rfft, irfft, hfft, ihfft and their 2-D/N-D forms, with scipy's dtype
rules (float16 computes in float32, integers and bools in float64, float32 stays complex64);
``overwrite_x`` and ``workers`` are accepted and ignored. For these, calls with arguments scipy
rejects (n < 1, bad norm, repeated or out-of-range axes, complex input to rfft, ``plan=``, ...)
go to scipy's own implementation, so users get scipy's exact errors, with ``only=True`` too.

hfft2, ihfft2, hfftn, ihfftn and the real-to-real transforms (dct, idct, dst, idst, dctn,
idctn, dstn, idstn) run through :mod:`iree_vkfft.scipy_fft`, which raises scipy's own
exceptions and messages for bad arguments.

Everything else returns ``NotImplemented`` so that uarray moves on to the next backend (scipy's
own, unless ``only=True``): other functions (fht, ifht, ...) and dtypes the engine lacks
(object, ...).
"""

from __future__ import annotations

import inspect
import operator

import numpy as np

from . import fft as _fft
from . import scipy_fft as _scipy_fft
from ._array import DeviceArray
from .scipy_fft._helper import UnsupportedInput

__ua_domain__ = "numpy.scipy.fft"

_NORMS = (None, "backward", "ortho", "forward")
# longdouble: iree_vkfft.fft computes it with numpy's pocketfft on the host (no GPU has it)
_SUPPORTED = (np.float16, np.float32, np.float64, np.complex64, np.complex128, np.longdouble,
              np.clongdouble)


def _one_axis_signature(x, n=None, axis=-1, norm=None, overwrite_x=False, workers=None, *,
                        plan=None):
    pass


def _n_axes_signature(x, s=None, axes=None, norm=None, overwrite_x=False, workers=None, *,
                      plan=None):
    pass


def _two_axes_signature(x, s=None, axes=(-2, -1), norm=None, overwrite_x=False, workers=None, *,
                        plan=None):
    pass


_ONE, _N, _TWO = (inspect.signature(f) for f in
                  (_one_axis_signature, _n_axes_signature, _two_axes_signature))
_FUNCTIONS = {
    "fft": _ONE, "ifft": _ONE, "rfft": _ONE, "irfft": _ONE, "hfft": _ONE, "ihfft": _ONE,
    "fft2": _TWO, "ifft2": _TWO, "rfft2": _TWO, "irfft2": _TWO,
    "fftn": _N, "ifftn": _N, "rfftn": _N, "irfftn": _N,
}
# Served by iree_vkfft.scipy_fft with scipy's own argument handling.
_THROUGH_SCIPY_FFT = ("hfft2", "ihfft2", "hfftn", "ihfftn", "dct", "idct", "dst", "idst", "dctn",
                      "idctn", "dstn", "idstn")
_REAL_INPUT = ("rfft", "ihfft", "rfft2", "rfftn")
_C2R = ("irfft", "hfft", "irfft2", "irfftn")


_SCIPY_RAISES = object()  # _input's answer for input scipy rejects


def _input(x, name: str):
    """x as the engine's input (scipy's ``_asfarray`` rules), or None when not ours."""
    if isinstance(x, DeviceArray):
        return x
    try:
        x = np.asarray(x)
    except Exception:  # noqa: BLE001 - whatever scipy does with it, it is not ours
        return None
    dtype = x.dtype
    if dtype.kind in "biu":
        return x.astype(np.float64)
    if dtype.kind not in "fc" or not any(dtype == np.dtype(t).newbyteorder(o)
                                         for t in _SUPPORTED for o in "<>"):
        return None
    if name in _REAL_INPUT and dtype.kind == "c":
        return _SCIPY_RAISES  # "x must be a real sequence"
    dtype = np.dtype(np.float32) if dtype.kind == "f" and dtype.itemsize == 2 else dtype
    return np.asarray(x, dtype.newbyteorder("="))


def _axis(axis, ndim: int):
    try:
        axis = operator.index(axis)
    except TypeError:
        return None
    return axis % ndim if -ndim <= axis < ndim else None


def _lengths(values):
    """An int or a sequence of ints as a list, or None."""
    try:
        return [operator.index(v) for v in np.atleast_1d(np.asarray(values)).tolist()]
    except TypeError:
        return None


def _nd_args(x, s, axes, name: str):
    """scipy's ``_init_nd_shape_and_axes`` (plus irfftn's default last length), or None."""
    if axes is not None:
        axes = _lengths(axes)
        if axes is None:
            return None
        axes = [_axis(a, x.ndim) for a in axes]
        if None in axes or len(set(axes)) != len(axes):
            return None
    if s is None:
        if axes is None:
            axes = list(range(x.ndim))
        s = [x.shape[a] for a in axes]
        if name in _C2R and axes:
            s[-1] = 2 * (s[-1] - 1)
    else:
        s = _lengths(s)
        if s is None:
            return None
        if axes is None:
            if len(s) > x.ndim:
                return None
            axes = list(range(x.ndim - len(s), x.ndim))
        if len(s) != len(axes):
            return None
        s = [x.shape[a] if v == -1 else v for v, a in zip(s, axes)]
    if not axes or any(v < 1 for v in s):
        return None
    return s, axes


def __ua_function__(method, args, kwargs):
    """uarray entry point: run ``method`` (a scipy.fft multimethod) here, or NotImplemented."""
    name = getattr(method, "__name__", None)
    if name in _THROUGH_SCIPY_FFT:
        return _through_scipy_fft(name, args, kwargs)
    signature = _FUNCTIONS.get(name)
    if signature is None:
        return NotImplemented
    try:
        bound = signature.bind(*args, **kwargs)
    except TypeError:
        return _scipys_own(method, args, kwargs)
    bound.apply_defaults()
    params = bound.arguments
    if params["plan"] is not None or params["norm"] not in _NORMS:
        return _scipys_own(method, args, kwargs)
    x = _input(params["x"], name)
    if x is None:
        return NotImplemented  # a dtype the engine lacks: the next backend's
    if x is _SCIPY_RAISES or x.ndim == 0:
        return _scipys_own(method, args, kwargs)
    function = getattr(_fft, name)
    if signature is _ONE:
        axis = _axis(params["axis"], x.ndim)
        n = params["n"]
        if n is None and axis is not None:
            n = 2 * (x.shape[axis] - 1) if name in _C2R else x.shape[axis]
        else:
            try:
                n = operator.index(n)
            except TypeError:
                n = None
        if axis is None or n is None or n < 1:
            return _scipys_own(method, args, kwargs)
        return function(x, n=n, axis=axis, norm=params["norm"])
    cooked = _nd_args(x, params["s"], params["axes"], name)
    if cooked is None:
        return _scipys_own(method, args, kwargs)
    s, axes = cooked
    return function(x, s=s, axes=axes, norm=params["norm"])


def _scipys_own(method, args, kwargs):
    """Arguments scipy rejects (n < 1, a bad norm or axis, ``plan=``, 0-d input, ...) or
    treats specially: scipy's own default backend takes the call, so users get scipy's exact
    exception and message (or its result) with this backend installed, ``only=True``
    included."""
    from scipy.fft._backend import _ScipyBackend  # what scipy.fft runs with no backend set

    return _ScipyBackend.__ua_function__(method, args, kwargs)


def _through_scipy_fft(name: str, args, kwargs):
    if kwargs.get("plan") is not None:
        return NotImplemented
    try:
        return getattr(_scipy_fft, name)(*args, **kwargs)
    except UnsupportedInput:
        return NotImplemented  # longdouble, object arrays, ...: scipy's own backend
