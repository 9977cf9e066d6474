"""Public transforms: each a few lines over :func:`._core.execute`."""

from __future__ import annotations

import numpy as np

from .._array import DeviceArray
from .._types import FftType
from ._core import _check_n, _normalize_axis, cook_nd_args, execute, swap_direction


def _array(a):
    return a if isinstance(a, DeviceArray) else np.asarray(a)


def _one_axis(a, n, axis, norm, out, fft_type: FftType, conjugate: bool = False):
    a = _array(a)
    axis = _normalize_axis(axis, a.ndim)
    if n is None:
        n = 2 * (a.shape[axis] - 1) if fft_type is FftType.IRFFT else a.shape[axis]
    return execute(a, fft_type, [axis], [_check_n(n)], norm, out, conjugate)


def _n_axes(a, s, axes, norm, out, fft_type: FftType):
    a = _array(a)
    lengths, axes = cook_nd_args(a.shape, s, axes, invreal=fft_type is FftType.IRFFT)
    if not axes:
        return np.array(a, dtype=np.result_type(a.dtype, np.complex64), copy=True)
    return execute(a, fft_type, axes, lengths, norm, out)


def fft(a, n=None, axis=-1, norm=None, out=None):
    """1-D discrete Fourier transform (numpy.fft.fft)."""
    return _one_axis(a, n, axis, norm, out, FftType.FFT)


def ifft(a, n=None, axis=-1, norm=None, out=None):
    """1-D inverse discrete Fourier transform (numpy.fft.ifft)."""
    return _one_axis(a, n, axis, norm, out, FftType.IFFT)


def rfft(a, n=None, axis=-1, norm=None, out=None):
    """1-D transform of real input, n//2+1 outputs (numpy.fft.rfft)."""
    return _one_axis(a, n, axis, norm, out, FftType.RFFT)


def irfft(a, n=None, axis=-1, norm=None, out=None):
    """Inverse of rfft; n defaults to 2*(m-1) (numpy.fft.irfft)."""
    return _one_axis(a, n, axis, norm, out, FftType.IRFFT)


def hfft(a, n=None, axis=-1, norm=None, out=None):
    """Transform of a Hermitian-symmetric signal: irfft(conj(a)) with swapped norm."""
    return _one_axis(a, n, axis, swap_direction(norm), out, FftType.IRFFT, conjugate=True)


def ihfft(a, n=None, axis=-1, norm=None, out=None):
    """Inverse of hfft: conj(rfft(a)) with swapped norm."""
    return _one_axis(a, n, axis, swap_direction(norm), out, FftType.RFFT, conjugate=True)


def fftn(a, s=None, axes=None, norm=None, out=None):
    """N-D discrete Fourier transform (numpy.fft.fftn)."""
    return _n_axes(a, s, axes, norm, out, FftType.FFT)


def ifftn(a, s=None, axes=None, norm=None, out=None):
    """N-D inverse discrete Fourier transform (numpy.fft.ifftn)."""
    return _n_axes(a, s, axes, norm, out, FftType.IFFT)


def rfftn(a, s=None, axes=None, norm=None, out=None):
    """N-D transform of real input (numpy.fft.rfftn)."""
    return _n_axes(a, s, axes, norm, out, FftType.RFFT)


def irfftn(a, s=None, axes=None, norm=None, out=None):
    """Inverse of rfftn (numpy.fft.irfftn)."""
    return _n_axes(a, s, axes, norm, out, FftType.IRFFT)


def fft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    """2-D discrete Fourier transform (numpy.fft.fft2)."""
    return _n_axes(a, s, axes, norm, out, FftType.FFT)


def ifft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    """2-D inverse discrete Fourier transform (numpy.fft.ifft2)."""
    return _n_axes(a, s, axes, norm, out, FftType.IFFT)


def rfft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    """2-D transform of real input (numpy.fft.rfft2)."""
    return _n_axes(a, s, axes, norm, out, FftType.RFFT)


def irfft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    """Inverse of rfft2 (numpy.fft.irfft2)."""
    return _n_axes(a, s, axes, norm, out, FftType.IRFFT)
