"""One 1-D transform of a DeviceArray larger than one Vulkan buffer binding
(``maxStorageBufferRange``): a four-step FFT of plans that each fit.

For N = N1 * N2 the array, seen as (N1, N2), is transposed, transformed along rows of N1
(a batched plan, its batch split across buffer windows like any other), multiplied by the
twiddles W_N^(n2 k1) (the engine's windowed twiddle kernel, from a two-level table of about
2 sqrt(N) items computed here in float64: W(m) = lo[m mod 2^s] * hi[m >> s]), transposed,
transformed along rows of N2 and transposed back: X[k1 + N1 k2]. The transposes are the
engine's windowed gathers.

* FFT/IFFT: the four-step of the (promoted, cropped or zero-padded) input.
* RFFT: the four-step of the input promoted to complex, cropped to N/2 + 1 (ihfft: the
  inverse-direction transform, which is the conjugate for a real input).
* IRFFT: x = 2 Re(ifft(X')), X' the half spectrum zero-padded to N with its DC and (even N)
  Nyquist entries halved: exactly numpy's C2R, whose result ignores their imaginary parts
  (hfft: the forward-direction transform, which conjugates the input).

Unnormalized throughout; the caller's norm is one scale at the end. A prime N (or one with no
factor pair whose rows fit a binding) has no split: ValueError, as before.
"""

from __future__ import annotations

import logging
import math

import numpy as np

from .. import _engine
from .._array import DeviceArray, asarray
from .._types import FftType
from ._device import gather as _gather

__all__ = ["four_step_factors", "large_1d"]

_log = logging.getLogger(__name__)


def four_step_factors(n: int, fits) -> tuple[int, int] | None:
    """(n1, n2) with n1 * n2 == n and n1 <= n2 as close to sqrt(n) as ``fits(length)`` (a row
    of that many complex items fits a binding) allows for both; None when there is none."""
    for n1 in range(math.isqrt(n), 1, -1):
        if n % n1 == 0 and fits(n1) and fits(n // n1):
            return n1, n // n1
    return None


def _twiddle_table(n: int, inverse: bool, dtype: np.dtype, device) -> tuple[DeviceArray, int]:
    """The table of W_N^m = exp(-+2 pi i m / N) for the twiddle kernel and its shift s: lo[j] =
    W^j (j < 2^s), then hi[j] = W^(j 2^s) (j 2^s < N), each exact to a rounding of float64."""
    shift = max(1, (n.bit_length() + 1) // 2)
    m = np.concatenate([np.arange(1 << shift), np.arange(-(-n // (1 << shift))) << shift])
    angle = (2.0 if inverse else -2.0) * np.pi * ((m % n) / n)
    return asarray(np.exp(1j * angle).astype(dtype), device=device), shift


def _flat(a: DeviceArray, n: int) -> DeviceArray:
    return DeviceArray(a.buffer, (n,), a.dtype, a.device)


def _four_step(z: DeviceArray, n1: int, n2: int, inverse: bool, rows_c2c) -> DeviceArray:
    """The unnormalized C2C of the complex (n1 * n2,) array ``z``."""
    n = n1 * n2
    t = _gather(DeviceArray(z.buffer, (n1, n2), z.dtype, z.device), [1, 0], (n2, n1), z.dtype)
    t = rows_c2c(t, inverse)
    table, shift = _twiddle_table(n, inverse, z.dtype, z.device)
    _engine.context(z.device).twiddle(t.buffer, n2, n1, table.buffer, shift,
                                      z.dtype == np.complex128)
    t = _gather(t, [1, 0], (n1, n2), z.dtype)
    t = rows_c2c(t, inverse)
    return _flat(_gather(t, [1, 0], (n2, n1), z.dtype), n)


def large_1d(a: DeviceArray, fft_type: FftType, axis: int, n: int, factors: tuple[int, int],
             scale: float, conjugate: bool, rows_c2c) -> DeviceArray:
    """``fft_type`` of length ``n`` over ``axis`` of ``a`` (every other axis of size 1), with
    ``scale`` applied and hfft/ihfft's ``conjugate``, as four-step transforms. ``rows_c2c(t,
    inverse)`` is the caller's unscaled FFT (IFFT) along the last axis of a complex 2-D
    DeviceArray whose rows fit a binding (:func:`._core._rows_c2c`: passed in, so this module
    never imports the funnel that calls it)."""
    dbl = a.dtype in (np.float64, np.complex128)
    cdt = np.dtype(np.complex128 if dbl else np.complex64)
    rdt = np.dtype(np.float64 if dbl else np.float32)
    x = _flat(a, a.shape[axis])
    n1, n2 = factors
    _log.info("%s of length %d over one buffer binding: four-step %d x %d", fft_type.name, n,
              n1, n2)
    if fft_type is FftType.IRFFT:
        m = n // 2 + 1
        z = _gather(_gather(x, [0], (m,), cdt), [0], (n,), cdt)  # numpy's crop, then zeros
        ctx = _engine.context(a.device)
        for k in {0, n // 2} if n % 2 == 0 else {0}:  # DC and Nyquist count once in 2 Re(.)
            ctx.scale_plane(z.buffer, 1, n, 2, k, 0.5, dbl)
        y = _gather(_four_step(z, n1, n2, not conjugate, rows_c2c), [0], (n,), rdt)
        scale *= 2.0
    else:
        inverse = fft_type is FftType.IFFT or (fft_type is FftType.RFFT and conjugate)
        y = _four_step(_gather(x, [0], (n,), cdt), n1, n2, inverse, rows_c2c)
        if fft_type is FftType.RFFT:
            y = _gather(y, [0], (n // 2 + 1,), cdt)
    if scale != 1.0:
        _engine.context(a.device).scale(y.buffer, y.size * (2 if y.dtype.kind == "c" else 1),
                                        scale, dbl)
    shape = list(a.shape)
    shape[axis] = y.size
    return DeviceArray(y.buffer, tuple(shape), y.dtype, y.device)
