"""DCT and DST (scipy.fft's real-to-real transforms) over the funnel in :mod:`._core`.

Every type runs as VkFFT's own R2R plan (``R2rType``) where VkFFT computes it correctly; the
lengths where it does not (see :func:`vkfft_computes`) take an exact formulation on a C2C plan
of about twice the length (:func:`_via_fft`). Axes of length 1 are a constant factor. scipy's
normalization and its orthogonalizing weights (pocketfft's: the first/last input or output
element of an axis scaled by sqrt(2)) are applied around the unnormalized transform.
"""

from __future__ import annotations

import functools
import logging
import math

import numpy as np

from .. import _cache, _config, _engine, _tuning
from .._array import DeviceArray, asarray
from .._types import FftType, PlanKey, R2rType
from . import _core
from ._definition import r2r_logical_length, r2r_via_dft

logger = logging.getLogger("iree_vkfft")

_SQRT2 = math.sqrt(2.0)
R2R = R2rType
# scipy's (pocketfft's) orthogonalizing weights: (axis index, factor) on the input / output.
_PRE = {R2R.DCT1: ((0, _SQRT2), (-1, _SQRT2)), R2R.DCT3: ((0, _SQRT2),),
        R2R.DST3: ((-1, _SQRT2),)}
_POST = {R2R.DCT1: ((0, 1 / _SQRT2), (-1, 1 / _SQRT2)), R2R.DCT2: ((0, 1 / _SQRT2),),
         R2R.DST2: ((-1, 1 / _SQRT2),)}
# Length 1: the transform is y = c * x (DCT-I of length 1 is an error, checked by callers).
_LENGTH_ONE = {R2R.DCT2: 2.0, R2R.DCT3: 1.0, R2R.DCT4: _SQRT2, R2R.DST1: 2.0, R2R.DST2: 2.0,
               R2R.DST3: 1.0, R2R.DST4: _SQRT2}
# VkFFT 1.3.4 kinds that return wrong values whenever their plan uses Bluestein (4099, 8198,
# 10007: relative error ~1 in both precisions, measured on lavapipe); with Rader (17 ... 2003,
# 4097) and radix lengths they are exact, and the other kinds are exact at every length
# tested, Bluestein included (tests/test_r2r.py).
_BLUESTEIN_BROKEN = frozenset({R2R.DCT3, R2R.DCT4, R2R.DST3, R2R.DST4})


logical_length = r2r_logical_length  # the length scipy normalizes by


@functools.lru_cache(maxsize=1024)
def _plan_uses_bluestein(device: _engine.Device, kind: R2rType, n: int, precision: str) -> bool:
    key = PlanKey(device.index, kind, (n,), 1, precision)
    plan, _ = _cache.build_plan(key, device)  # through the disk cache, not the LRU
    return plan.uses_bluestein


def vkfft_computes(kind: R2rType, n: int, precision: str, device: _engine.Device) -> bool:
    """Whether VkFFT's own R2R plan computes ``kind`` of length ``n`` correctly: always, except
    for the kinds in ``_BLUESTEIN_BROKEN`` when VkFFT picks Bluestein for the length (asked of
    a probe plan once per length; only lengths with a prime factor above 13 can need it)."""
    if kind not in _BLUESTEIN_BROKEN or _tuning.largest_prime_factor(n) <= 13:
        return True
    return not _plan_uses_bluestein(device, kind, n, precision)


def _weigh(x: np.ndarray, axis: int, weights) -> None:
    for index, factor in weights:
        plane = [slice(None)] * x.ndim
        plane[axis] = index
        x[tuple(plane)] *= factor


def _weigh_device(x: DeviceArray, axis: int, weights) -> None:
    outer, n = math.prod(x.shape[:axis]), x.shape[axis]
    inner = math.prod(x.shape[axis + 1:])
    ctx = _engine.context(x.device)
    for index, factor in weights:
        ctx.scale_plane(x.buffer, outer, n, inner, index % n, factor, x.dtype == np.float64)


def _resized(a, axes, lengths, copy: bool):
    """``a`` cropped/zero-padded to ``lengths`` along ``axes``; a new array of its own when
    ``copy`` (otherwise possibly ``a`` or a view of it)."""
    if isinstance(a, DeviceArray):
        shape = list(a.shape)
        for axis, n in zip(axes, lengths):
            shape[axis] = n
        if not copy and tuple(shape) == a.shape:
            return a
        return _core._gather(a, list(range(a.ndim)), shape, a.dtype)
    out = a
    for axis, n in zip(axes, lengths):
        out = _core._resize(out, axis, n)
    return np.array(out, copy=True) if copy and np.shares_memory(out, a) else out


def _scale(x, factor: float):
    if factor == 1.0:
        return x
    if isinstance(x, DeviceArray):
        _engine.context(x.device).scale(x.buffer, x.size, factor, x.dtype == np.float64)
        return x
    x *= factor
    return x


def execute(a, kind: R2rType, axes: list[int], lengths: list[int], scale: float,
            orthogonalize: bool):
    """``kind`` over ``axes`` (normalized, unique), each cropped/zero-padded to ``lengths``,
    times ``scale``, with scipy's orthogonalizing weights when asked. Real float32/float64
    host arrays or DeviceArrays in; a new array of the same kind out."""
    pre = _PRE.get(kind, ()) if orthogonalize else ()
    x = _resized(a, axes, lengths, copy=bool(pre))
    for axis in axes:
        _weigh_any(x, axis, pre)
    device = x.device if isinstance(x, DeviceArray) else _config.current_device()
    precision = "float64" if x.dtype == np.float64 else "float32"
    # a transform larger than one buffer binding goes through the C2C formula too: that FFT
    # is split into four steps where needed (._large)
    binding = _engine.context(device).buffer_range // (8 if precision == "float64" else 4)
    ok = {n: vkfft_computes(kind, n, precision, device) and n <= binding
          for n in set(lengths) if n > 1}
    native = [(ax, n) for ax, n in zip(axes, lengths) if n > 1 and ok[n]]
    other = [(ax, n) for ax, n in zip(axes, lengths) if n > 1 and not ok[n]]
    if native:
        x = _core.execute(x, kind, [ax for ax, _ in native], [n for _, n in native], "backward")
    for axis, n in other:
        x = _via_fft(x, kind, axis)
    if x is a or (not isinstance(x, DeviceArray) and np.shares_memory(x, a)):
        x = _resized(x, [], [], copy=True)  # only length-1 axes: nothing ran yet
    for axis in axes:
        _weigh_any(x, axis, _POST.get(kind, ()) if orthogonalize else ())
    return _scale(x, scale * math.prod(_LENGTH_ONE[kind] for n in lengths if n == 1))


def _weigh_any(x, axis, weights) -> None:
    if weights:
        (_weigh_device if isinstance(x, DeviceArray) else _weigh)(x, axis, weights)


def _via_fft(x, kind: R2rType, axis: int):
    """``kind`` along ``axis`` from one C2C FFT of length ~2n on the Vulkan device (the formula
    in :func:`._definition.r2r_via_dft`), twiddles on the host. DeviceArrays go through the
    host here."""
    if isinstance(x, DeviceArray):
        logger.debug("%s of length %d on a DeviceArray runs its twiddles on the host",
                     kind.name, x.shape[axis])
        return asarray(_via_fft(x.numpy(), kind, axis), device=x.device)
    return r2r_via_dft(x, kind, axis, _device_dft)


def _device_dft(z: np.ndarray, axis: int) -> np.ndarray:
    return _core.execute(z, FftType.FFT, [axis], [z.shape[axis]], "backward")
