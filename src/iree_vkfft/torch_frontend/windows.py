"""torch's window functions (``torch.hann_window`` and its kin) as numbers: IREE's torch path
legalizes none of them (``failed to legalize operation 'torch.operator'``), and their
arguments are constants in every exported program, so the front end folds each call into a
literal (registry entry ``torch-window-functions``). Pure; float64."""

from __future__ import annotations

import numpy as np

__all__ = ["WINDOWS", "window"]


def _cosine_sum(n: int, span: int, coefficients: tuple[float, ...]) -> np.ndarray:
    k = np.arange(n, dtype=np.float64)
    return sum(((-1) ** i) * c * np.cos(2 * np.pi * i * k / span)
               for i, c in enumerate(coefficients))


def _hann(n: int, span: int) -> np.ndarray:
    return _cosine_sum(n, span, (0.5, 0.5))


def _hamming(n: int, span: int, alpha: float = 0.54, beta: float = 0.46) -> np.ndarray:
    return _cosine_sum(n, span, (alpha, beta))


def _blackman(n: int, span: int) -> np.ndarray:
    return _cosine_sum(n, span, (0.42, 0.5, 0.08))


def _bartlett(n: int, span: int) -> np.ndarray:
    k = np.arange(n, dtype=np.float64)
    return 1.0 - np.abs(2.0 * k / span - 1.0)


def _kaiser(n: int, span: int, beta: float = 12.0) -> np.ndarray:
    k = np.arange(n, dtype=np.float64)
    ratio = (k - span / 2.0) / (span / 2.0)
    return np.i0(beta * np.sqrt(np.clip(1.0 - ratio * ratio, 0.0, None))) / np.i0(beta)


#: aten name -> f(n, span, *params): the window of ``n`` points over ``span`` (n for a
#: periodic window, n - 1 for a symmetric one, as torch takes ``periodic``)
WINDOWS = {"hann_window": _hann, "hamming_window": _hamming, "blackman_window": _blackman,
           "bartlett_window": _bartlett, "kaiser_window": _kaiser}


def window(name: str, n: int, periodic: bool = True, *params: float) -> np.ndarray:
    """torch's ``<name>(n, periodic, *params)`` (``hamming_window``'s alpha and beta,
    ``kaiser_window``'s beta) in float64: a window of 1 point is ``[1]``, of 0 points empty."""
    if n < 0:
        raise ValueError(f"{name}: n must be non-negative, got {n}")
    if n <= 1:
        return np.ones(n)
    return WINDOWS[name](n, n if periodic else n - 1, *params)
