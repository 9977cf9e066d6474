"""A scipy.fft backend running scipy.fft on VkFFT::

    import scipy.fft, iree_vkfft.scipy_backend
    with scipy.fft.set_backend(iree_vkfft.scipy_backend):
        y = scipy.fft.rfft(x)

This module *is* the backend (uarray's protocol: ``__ua_domain__`` and ``__ua_function__``).
It serves scipy.fft's functions with :mod:`iree_vkfft.scipy_fft`, the one implementation of
their arguments and dtypes (float16 computes in float32, integers and bools in float64, float32
stays complex64; ``overwrite_x`` and ``workers`` are checked and otherwise ignored):

- fft, ifft, rfft, irfft, hfft, ihfft and their 2-D/N-D forms: a call whose arguments
  iree_vkfft.scipy_fft rejects or treats differently (n < 1, bad norm, repeated or
  out-of-range axes, complex input to rfft, ``plan=``, 0-d input, ...) goes to scipy's own
  backend, so users get scipy's exact errors (and results), with ``only=True`` too;
- hfft2, ihfft2, hfftn, ihfftn and the real-to-real transforms (dct, idct, dst, idst, dctn,
  idctn, dstn, idstn): iree_vkfft.scipy_fft raises scipy's own exceptions and messages.

Everything else returns ``NotImplemented`` so that uarray moves on to the next backend (scipy's
own, unless ``only=True``): other functions (fht, ifht, ...), dtypes the engine lacks (object,
...; longdouble except for the numpy-style transforms, which compute it on the host) and
``plan=`` for the second group.
"""

from __future__ import annotations

from . import scipy_fft as _scipy_fft
from .scipy_fft._helper import UnsupportedInput

__ua_domain__ = "numpy.scipy.fft"

# scipy.fft's method names -> iree_vkfft.scipy_fft's functions. The numpy-style transforms
# have their argument checks apart from their run (``_checked``).
_FUNCTIONS = {name: getattr(_scipy_fft, name) for name in (
    "fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "ifft2", "rfft2", "irfft2", "fftn",
    "ifftn", "rfftn", "irfftn", "hfft2", "ihfft2", "hfftn", "ihfftn", "dct", "idct", "dst",
    "idst", "dctn", "idctn", "dstn", "idstn")}


def __ua_function__(method, args, kwargs):
    """uarray entry point: run ``method`` (a scipy.fft multimethod) here, or NotImplemented."""
    function = _FUNCTIONS.get(getattr(method, "__name__", None))
    if function is None:
        return NotImplemented
    checked = getattr(function, "_checked", None)
    if checked is None:
        if kwargs.get("plan") is not None:
            return NotImplemented
        try:
            return function(*args, **kwargs)
        except UnsupportedInput:
            return NotImplemented  # longdouble, object arrays, ...: scipy's own backend
    try:
        run = checked(*args, **kwargs)
    except UnsupportedInput:
        return NotImplemented  # a dtype the engine lacks: the next backend's
    except Exception:  # noqa: BLE001 - arguments scipy rejects or treats specially
        return _scipys_own(method, args, kwargs)
    return run()


def _scipys_own(method, args, kwargs):
    """Arguments scipy rejects (n < 1, a bad norm or axis, ``plan=``, 0-d input, ...) or
    treats specially (irfft's n=0): scipy's own backend takes the call, so users get scipy's
    exact exception and message (or its result) with this backend installed, ``only=True``
    included."""
    import scipy.fft

    with scipy.fft.set_backend("scipy", only=True):
        return method(*args, **kwargs)
