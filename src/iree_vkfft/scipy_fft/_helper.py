"""scipy.fft's argument rules and messages (scipy 1.17's ``_pocketfft/helper.py``), and
:func:`next_fast_len` for VkFFT's radices."""

from __future__ import annotations

import functools
import numbers
import operator
import os

import numpy as np

from .._array import DeviceArray

_NORMS = (None, "backward", "ortho", "forward")
# VkFFT 1.3.4's radix kernels (vkFFT_RadixKernels.h: 2, 3, 4, 5, 7, 8, 11, 13, 16 and
# 32 are products of these); other primes go through Rader or Bluestein, several times slower.
_RADICES = (2, 3, 5, 7, 11, 13)


class UnsupportedInput(TypeError):
    """Input the Vulkan engine cannot compute (longdouble, object arrays, ...): a TypeError for
    direct callers; the scipy backend answers NotImplemented instead."""


def iterable_of_int(x, name: str) -> list[int]:
    if isinstance(x, numbers.Number):
        x = (x,)
    try:
        return [operator.index(a) for a in x]
    except TypeError as e:
        raise ValueError(f"{name} must be a scalar or iterable of integers") from e


def init_nd_shape_and_axes(x, shape, axes):
    """scipy's ``_init_nd_shape_and_axes``: (lengths, axes) with its errors."""
    if axes is not None:
        axes = [a + x.ndim if a < 0 else a for a in iterable_of_int(axes, "axes")]
        if any(a >= x.ndim or a < 0 for a in axes):
            raise ValueError("axes exceeds dimensionality of input")
        if len(set(axes)) != len(axes):
            raise ValueError("all axes must be unique")
    if shape is not None:
        shape = iterable_of_int(shape, "shape")
        if axes and len(axes) != len(shape):
            raise ValueError("when given, axes and shape arguments have to be of the same length")
        if axes is None:
            if len(shape) > x.ndim:
                raise ValueError("shape requires more axes than are present")
            axes = range(x.ndim - len(shape), x.ndim)
        shape = [x.shape[a] if s == -1 else s for s, a in zip(shape, axes)]
    elif axes is None:
        shape, axes = list(x.shape), range(x.ndim)
    else:
        shape = [x.shape[a] for a in axes]
    if any(s < 1 for s in shape):
        raise ValueError(f"invalid number of data points ({shape}) specified")
    return list(shape), list(axes)


def check_norm(norm) -> str:
    if norm not in _NORMS:
        raise ValueError(f'Invalid norm value {norm!r}, should be "backward", "ortho" or '
                         '"forward"')
    return norm or "backward"


def check_workers(workers) -> None:
    """scipy's ``_workers`` checks; the value itself is not used (the device runs it all)."""
    if workers is None:
        return
    count = os.cpu_count() or 1
    if workers < -count:
        raise ValueError(f"workers value out of range; got {workers}, must not be less than "
                         f"{-count}")
    if workers == 0:
        raise ValueError("workers must not be zero")


def check_plan(plan) -> None:
    if plan is not None:
        raise NotImplementedError("Passing a precomputed plan is not yet supported by scipy.fft "
                                  "functions")


_ENGINE_DTYPES = (np.float32, np.float64, np.complex64, np.complex128)


def asfarray(x, longdouble: bool = False):
    """scipy's ``_asfarray`` (float16 -> float32, integers/bools -> float64), for the engine's
    dtypes (and longdouble/clongdouble with ``longdouble``: iree_vkfft.fft computes those on
    the host); DeviceArrays as they are. UnsupportedInput for the rest (object, arrays numpy
    cannot convert, ...)."""
    if isinstance(x, DeviceArray):
        return x
    try:
        x = np.asarray(x)
    except TypeError as e:  # an array numpy cannot take (another library's device array)
        raise UnsupportedInput(str(e)) from e
    if x.dtype == np.float16:
        return np.asarray(x, np.float32)
    if x.dtype.kind in "biu":
        return np.asarray(x, np.float64)
    dtype = x.dtype.newbyteorder("=")
    if dtype.type not in _ENGINE_DTYPES + ((np.longdouble, np.clongdouble) if longdouble else ()):
        raise UnsupportedInput(f"{x.dtype} is not supported by the Vulkan engine (float32/"
                               "float64 and their complex types are); convert first")
    return np.asarray(x, dtype)


@functools.lru_cache(maxsize=4096)
def _nearest_smooth(target: int, above: bool) -> int:
    """The smallest radices-smooth number >= target (``above``) or the largest <= target."""
    limit = 1 << (target - 1).bit_length() if above else target  # 2^k >= target is smooth
    best = limit if above else 1
    stack = [(1, 0)]
    while stack:  # every smooth number up to limit, by non-decreasing prime index
        value, start = stack.pop()
        if above and value >= target:
            best = min(best, value)
            continue
        best = best if above else max(best, value)
        stack += [(value * r, i) for i, r in enumerate(_RADICES[start:], start)
                  if value * r <= limit]
    return best


def _check_target(target) -> int:
    target = operator.index(target)
    if target < 0:
        raise ValueError("Target length must be positive")
    if target > np.iinfo(np.intp).max:
        raise OverflowError("Python int too large to convert to C ssize_t")
    return target


def next_fast_len(target, real=False):
    """The smallest length >= ``target`` that VkFFT transforms fastest: a product of its radix
    kernels 2, 3, 5, 7, 11, 13 (no Rader/Bluestein). ``real`` is accepted for scipy.fft's
    signature and changes nothing: VkFFT's R2C is as fast at odd such lengths as at the next
    even one (lavapipe, float32, 4M points: 225 vs 234, 1001 vs 1008, 4095 vs 4096 within
    noise). scipy.fft.next_fast_len's argument rules: target 0 gives 0, negative targets
    ValueError, non-integers TypeError."""
    target = _check_target(target)
    return target if target <= 2 else _nearest_smooth(target, True)


def prev_fast_len(target, real=False):
    """The largest length <= ``target`` made of VkFFT's radices (see :func:`next_fast_len`);
    scipy.fft.prev_fast_len's argument rules."""
    target = _check_target(target)
    return target if target <= 2 else _nearest_smooth(target, False)
