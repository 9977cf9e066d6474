"""DeviceArray helpers shared by the funnel (:mod:`._core`) and the four-step split
(:mod:`._large`): the engine's one-pass gather (transpose, crop/zero-pad, promote) and the
norms that leave a transform unscaled. Imports nothing from this package's ``fft/``."""

from __future__ import annotations

import numpy as np

from .. import _engine
from .._array import DeviceArray

__all__ = ["UNNORMALIZED", "gather"]

# norm giving an unscaled transform (the inverse's 1/n left out), by is_inverse
UNNORMALIZED = {False: "backward", True: "forward"}


def _c_strides(shape) -> list[int]:
    strides, step = [], 1
    for n in reversed(shape):
        strides.append(step)
        step *= n
    return strides[::-1]


def gather(src: DeviceArray, order, out_shape, dtype) -> DeviceArray:
    """A new C-contiguous DeviceArray: ``src`` with its axes in ``order``, cropped or zero-padded
    to ``out_shape`` and promoted to ``dtype`` (real to complex), in one device pass."""
    out = DeviceArray.empty(tuple(out_shape), dtype, src.device)
    strides = _c_strides(src.shape)
    _engine.context(src.device).gather(
        src.buffer, out.buffer, list(out_shape), [src.shape[i] for i in order],
        [strides[i] for i in order], 2 if src.dtype.kind == "c" else 1,
        2 if np.dtype(dtype).kind == "c" else 1, src.dtype in (np.float64, np.complex128))
    return out
