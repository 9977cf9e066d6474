"""What one plan computes, defined once for the host and for the DFT-based fallbacks.

A plan (:class:`~iree_vkfft._types.PlanKey`) transforms the innermost ``len(lengths)`` axes of a
C-contiguous batch: the StableHLO kinds unscaled (the inverse's 1/N only when ``normalize``),
the DCT/DST kinds (:class:`~iree_vkfft._types.R2rType`) as scipy.fft defines them with
``norm="backward"``, separably over every axis. :func:`host_plan` is that definition on numpy's
pocketfft, in the input's precision: the tiered path runs it while a plan builds, and
``tests/test_plan_definition.py`` holds every kind's VkFFT plan to it, so the two cannot drift.

:func:`r2r_via_dft` writes each DCT/DST as a phase times one complex DFT of about twice the
length (exact, no approximation); it takes the DFT to use, so the VkFFT fallback for lengths
VkFFT's own R2R kernels get wrong (:mod:`._r2r`) and the host definition share the formula.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Callable

import numpy as np

from .._types import FftType, R2rType

# numpy's own transforms, even where numpy.fft's are swapped for ours later (the numpy_swap
# test plugin; users assigning iree_vkfft.fft's functions to numpy.fft): numpy.fft's public
# functions as they are when iree_vkfft is imported, not its private _pocketfft module.
NUMPY_FFT = SimpleNamespace(**{name: getattr(np.fft, name) for name in (
    "fft", "ifft", "rfft", "irfft", "fftn", "ifftn", "rfftn", "irfftn")})

# dft(z, axis) -> the unnormalized forward DFT of complex ``z`` along ``axis``
Dft = Callable[[np.ndarray, int], np.ndarray]


def r2r_logical_length(kind: R2rType, n: int) -> int:
    """The DFT length behind ``kind`` of length ``n`` (and the length scipy normalizes by):
    2(n-1) for DCT-I, 2(n+1) for DST-I, else 2n."""
    if kind is R2rType.DCT1:
        return 2 * (n - 1)
    if kind is R2rType.DST1:
        return 2 * (n + 1)
    return 2 * n


def _pre_twiddle(kind: R2rType, n: int) -> tuple[np.ndarray, slice]:
    """Weights for the input and where it lands in the length-``r2r_logical_length`` DFT."""
    t = kind.type
    if kind.family == "DCT" and t in (1, 3):
        w = np.full(n, 2.0)
        w[0] = 1.0
        if t == 1:
            w[-1] = 1.0
            return w, slice(0, n)
        return w * np.exp(-1j * np.pi * np.arange(n) / (2 * n)), slice(0, n)
    if kind is R2rType.DST3:
        w = np.full(n, 2.0)
        w[-1] = 1.0
        return w * np.exp(-1j * np.pi * np.arange(1, n + 1) / (2 * n)), slice(1, n + 1)
    if kind is R2rType.DST1:
        return np.full(n, 2.0), slice(1, n + 1)
    if t == 4:
        return np.exp(-1j * np.pi * np.arange(n) / (2 * n)), slice(0, n)
    return np.ones(n), slice(0, n)  # DCT-II, DST-II: a plain zero-padded DFT


def _post_twiddle(spectrum: np.ndarray, kind: R2rType, axis: int, n: int, idx: np.ndarray):
    t = kind.type
    take = [slice(None)] * spectrum.ndim
    shifted = kind.family == "DST" and t in (1, 2)  # outputs k+1 of the DFT
    take[axis] = slice(1, n + 1) if shifted else slice(0, n)
    s = spectrum[tuple(take)]
    if t in (1, 3):
        return s.real if kind.family == "DCT" else -s.imag
    if t == 2:
        k = idx + 1 if kind.family == "DST" else idx
        s = s * np.exp(-1j * np.pi * k / (2 * n))
        return 2 * s.real if kind.family == "DCT" else -2 * s.imag
    s = s * np.exp(-1j * np.pi * (idx / (2 * n) + 1 / (4 * n)))  # type 4
    return 2 * s.real if kind.family == "DCT" else -2 * s.imag


def r2r_via_dft(x: np.ndarray, kind: R2rType, axis: int, dft: Dft) -> np.ndarray:
    """``kind`` (unnormalized, scipy's ``norm="backward"``) of the real ``x`` along ``axis``
    from one complex DFT of length :func:`r2r_logical_length` computed by ``dft``; the result
    has ``x``'s dtype. Length 1 follows the same formula (DCT-I needs n >= 2)."""
    n = x.shape[axis]
    real = x.dtype
    cdtype = np.result_type(real, np.complex64)
    shape = [1] * x.ndim
    shape[axis] = -1
    pre, where = _pre_twiddle(kind, n)
    z = np.zeros(x.shape[:axis] + (r2r_logical_length(kind, n),) + x.shape[axis + 1:], cdtype)
    head = [slice(None)] * x.ndim
    head[axis] = where
    z[tuple(head)] = x * pre.reshape(shape).astype(cdtype)
    spectrum = dft(z, axis)
    idx = np.arange(n).reshape(shape)
    return _post_twiddle(spectrum, kind, axis, n, idx).astype(real, copy=False)


def _host_dft(z: np.ndarray, axis: int) -> np.ndarray:
    return NUMPY_FFT.fft(z, axis=axis)


_ONE_AXIS = {FftType.FFT: NUMPY_FFT.fft, FftType.IFFT: NUMPY_FFT.ifft,
             FftType.RFFT: NUMPY_FFT.rfft, FftType.IRFFT: NUMPY_FFT.irfft}


def host_plan(x: np.ndarray, fft_type: FftType | R2rType, lengths, normalize: bool) -> np.ndarray:
    """What the plan for (``fft_type``, ``lengths``, ``normalize``) returns for the batch ``x``
    (its ``len(lengths)`` innermost axes transformed), computed by numpy's pocketfft in ``x``'s
    precision."""
    lengths = tuple(lengths)
    axes = tuple(range(x.ndim - len(lengths), x.ndim))
    if isinstance(fft_type, R2rType):
        if fft_type is R2rType.DCT1 and min(lengths) < 2:
            raise ValueError("DCT-I is not defined for length 1")
        for axis in axes:
            x = r2r_via_dft(x, fft_type, axis, _host_dft)
        return x
    norm = "backward" if (normalize or not fft_type.is_inverse) else "forward"
    if len(lengths) == 1:  # numpy's 1-D functions: a quarter of the n-D ones' overhead
        return _ONE_AXIS[fft_type](x, lengths[0], axis=-1, norm=norm)
    if fft_type is FftType.FFT:
        return NUMPY_FFT.fftn(x, axes=axes, norm=norm)
    if fft_type is FftType.IFFT:
        return NUMPY_FFT.ifftn(x, axes=axes, norm=norm)
    if fft_type is FftType.RFFT:
        return NUMPY_FFT.rfftn(x, axes=axes, norm=norm)
    return NUMPY_FFT.irfftn(x, s=lengths, axes=axes, norm=norm)
