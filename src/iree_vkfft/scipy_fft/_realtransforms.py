"""scipy.fft's DCT/DST functions (same signatures, semantics and errors) on VkFFT."""

from __future__ import annotations

import math
import operator

import numpy as np

from .._array import DeviceArray
from .._types import R2rType
from ..fft import _r2r
from ._helper import asfarray, check_norm, check_workers, init_nd_shape_and_axes


def _kind(family: str, type, forward: bool) -> R2rType:
    try:
        type = operator.index(type)
    except TypeError:
        raise TypeError(f"{family.lower()}(): type must be an integer 1..4, not "
                        f"{type.__class__.__name__}") from None
    if type not in (1, 2, 3, 4):
        raise ValueError(f"invalid {family} type")
    if not forward and type in (2, 3):
        type = 5 - type  # the inverse of DCT-II is DCT-III and vice versa
    return R2rType.of(family, type)


def _factor(kind: R2rType, lengths, norm: str, forward: bool) -> float:
    """scipy's normalization: 1/N' (or 1/sqrt(N') for ortho) per axis, N' the logical length,
    on the forward transform for norm="forward" and on the inverse for "backward"."""
    if norm == "ortho":
        return 1.0 / math.sqrt(math.prod(_r2r.logical_length(kind, n) for n in lengths))
    if (norm == "forward") == forward:
        return 1.0 / math.prod(_r2r.logical_length(kind, n) for n in lengths)
    return 1.0


def _run(x, kind: R2rType, axes, lengths, norm, forward, orthogonalize):
    if kind is R2rType.DCT1 and 1 in lengths:
        raise RuntimeError("zero-length FFT requested")  # pocketfft's words for DCT-I of 1
    scale = _factor(kind, lengths, norm, forward)
    if x.dtype.kind == "c":
        # scipy transforms the real and imaginary parts separately, and (scipy 1.17) without
        # its orthogonalize argument: the default for the norm applies.
        if isinstance(x, DeviceArray):
            raise TypeError("DCT/DST of a complex DeviceArray is not supported: transform its "
                            "real and imaginary parts as real arrays")
        ortho = norm == "ortho"
        real = _r2r.execute(np.ascontiguousarray(x.real), kind, axes, lengths, scale, ortho)
        imag = _r2r.execute(np.ascontiguousarray(x.imag), kind, axes, lengths, scale, ortho)
        return real + 1j * imag
    ortho = norm == "ortho" if orthogonalize is None else bool(orthogonalize)
    return _r2r.execute(x, kind, axes, lengths, scale, ortho)


def _r2r_1d(family, forward, x, type, n, axis, norm, workers, orthogonalize):
    x = asfarray(x)
    kind = _kind(family, type, forward)
    norm = check_norm(norm)
    check_workers(workers)
    if x.ndim == 0:
        raise IndexError("tuple index out of range")
    axis = operator.index(axis)
    if not -x.ndim <= axis < x.ndim:
        raise IndexError("tuple index out of range")
    axis %= x.ndim
    if n is None:
        n = x.shape[axis]
    else:
        n = operator.index(n)
    if n < 1:
        raise ValueError(f"invalid number of data points ({n}) specified")
    return _run(x, kind, [axis], [n], norm, forward, orthogonalize)


def _r2r_nd(family, forward, x, type, s, axes, norm, workers, orthogonalize):
    x = asfarray(x)
    lengths, axes = init_nd_shape_and_axes(x, s, axes)
    if not axes:
        return x
    kind = _kind(family, type, forward)
    norm = check_norm(norm)
    check_workers(workers)
    return _run(x, kind, axes, lengths, norm, forward, orthogonalize)


def dct(x, type=2, n=None, axis=-1, norm=None, overwrite_x=False, workers=None,
        orthogonalize=None):
    """Discrete cosine transform of type 1-4 (scipy.fft.dct)."""
    return _r2r_1d("DCT", True, x, type, n, axis, norm, workers, orthogonalize)


def idct(x, type=2, n=None, axis=-1, norm=None, overwrite_x=False, workers=None,
         orthogonalize=None):
    """Inverse discrete cosine transform (scipy.fft.idct)."""
    return _r2r_1d("DCT", False, x, type, n, axis, norm, workers, orthogonalize)


def dst(x, type=2, n=None, axis=-1, norm=None, overwrite_x=False, workers=None,
        orthogonalize=None):
    """Discrete sine transform of type 1-4 (scipy.fft.dst)."""
    return _r2r_1d("DST", True, x, type, n, axis, norm, workers, orthogonalize)


def idst(x, type=2, n=None, axis=-1, norm=None, overwrite_x=False, workers=None,
         orthogonalize=None):
    """Inverse discrete sine transform (scipy.fft.idst)."""
    return _r2r_1d("DST", False, x, type, n, axis, norm, workers, orthogonalize)


def dctn(x, type=2, s=None, axes=None, norm=None, overwrite_x=False, workers=None, *,
         orthogonalize=None):
    """Multidimensional DCT (scipy.fft.dctn)."""
    return _r2r_nd("DCT", True, x, type, s, axes, norm, workers, orthogonalize)


def idctn(x, type=2, s=None, axes=None, norm=None, overwrite_x=False, workers=None,
          orthogonalize=None):
    """Multidimensional inverse DCT (scipy.fft.idctn)."""
    return _r2r_nd("DCT", False, x, type, s, axes, norm, workers, orthogonalize)


def dstn(x, type=2, s=None, axes=None, norm=None, overwrite_x=False, workers=None,
         orthogonalize=None):
    """Multidimensional DST (scipy.fft.dstn)."""
    return _r2r_nd("DST", True, x, type, s, axes, norm, workers, orthogonalize)


def idstn(x, type=2, s=None, axes=None, norm=None, overwrite_x=False, workers=None,
          orthogonalize=None):
    """Multidimensional inverse DST (scipy.fft.idstn)."""
    return _r2r_nd("DST", False, x, type, s, axes, norm, workers, orthogonalize)
