"""One-axis transforms on "parts" tensors: real tensors ``[P, d1, ..., dk]`` whose leading axis
holds the real (P=1) or real and imaginary (P=2) parts, so every stage is one real
``dot_general`` contracting the parts axis together with a digit axis against a
``[2, r, P, r]`` matrix.

Every transform takes the transformed axis at position ``axis`` (>= 1) and returns it at
position 1, the other axes keeping their order (like a Stockham auto-sort: no digit reversal).
Mixed radix, n = r * n2 with n = n2*j1 + j2 and k = k1 + r*k2: a length-r DFT over j1, the
twiddles w_n^(j2*k1), then the length-n2 transform over j2; the results come out as
[k2, k1], which is k in row-major order.

Tables are computed in float64 with numpy (angles from exact integer products reduced mod n)
and rounded once to the working precision.
"""

from __future__ import annotations

import numpy as np
from iree.compiler import ir

from .builder import Builder, shape_of
from .plan import AxisPlan, Stage

__all__ = ["c2c", "rfft_last", "irfft_axis", "rfft_dense", "irfft_dense", "to_parts"]


#: exp(2 pi i q / 4) exactly, q = 0..3
_QUARTER_TURNS = np.array([1.0, 1.0j, -1.0, -1.0j])


def _unit(num: np.ndarray, n: int, inverse: bool) -> np.ndarray:
    """exp(-+2 pi i num / n) for integer ``num`` (reduced mod n first), complex128, exact at
    quarter turns (1, -i, -1, i): np.exp gives sin(pi) = 1.2e-16, which left a real signal's
    Nyquist bin an imaginary part of ~1e-16 (pocketfft's and XLA's is exactly 0), so its
    ``angle`` came out -pi where theirs is +pi."""
    sign = 1.0 if inverse else -1.0
    m = np.mod(num, n)
    w = np.exp(sign * 2j * np.pi * (m / n))
    quarter = (4 * m) % n == 0
    turns = _QUARTER_TURNS[((4 * m) // n) % 4]
    return np.where(quarter, (turns if inverse else np.conj(turns)) + 0.0, w)  # no -0.0


def dft_matrix(r: int, parts: int, inverse: bool, scale: float) -> np.ndarray:
    """``[2, r, parts, r]`` real matrix of the length-r DFT acting on (re, im) parts."""
    k = np.arange(r)
    w = _unit(np.outer(k, k), r, inverse) * scale
    m = np.empty((2, r, 2, r))
    m[0, :, 0, :], m[0, :, 1, :] = w.real, -w.imag
    m[1, :, 0, :], m[1, :, 1, :] = w.imag, w.real
    return m[:, :, :parts, :]


def to_parts(b: Builder, v: ir.Value, parts: int) -> ir.Value:
    """A parts tensor widened to ``parts`` (a real P=1 tensor gets zero imaginary parts)."""
    shape = shape_of(v)
    if shape[0] == parts:
        return v
    return b.concat([v, b.splat(shape, 0.0)], 0)


def complex_multiply(b: Builder, v: ir.Value, w: np.ndarray, dims: list[int]) -> ir.Value:
    """``v * w`` for a complex128 table ``w`` laid along ``dims`` (after the parts axis) of
    the P=2 tensor ``v``: ``v * [re, re] + swap(v) * [-im, im]``."""
    v = to_parts(b, v, 2)
    a = np.stack([w.real, w.real])
    c = np.stack([-w.imag, w.imag])
    full_dims = [0] + list(dims)
    x = b.scale_by_table(v, a, full_dims)
    y = b.scale_by_table(swap_parts(b, v), c, full_dims)
    return b.binary("add", x, y)


def swap_parts(b: Builder, v: ir.Value) -> ir.Value:
    """(im, re) of the P=2 tensor ``v``: a reverse over the parts axis, or two slices
    concatenated for releases that reject that (``EmitForms.swap_parts_by_slices``)."""
    if b.forms.swap_parts_by_slices:
        return b.concat([b.slice(v, 0, 1, 2), b.slice(v, 0, 0, 1)], 0)
    return b.reverse(v, 0)


def _move_to_front(b: Builder, v: ir.Value, axis: int) -> ir.Value:
    rank = len(shape_of(v))
    return b.transpose(v, [0, axis] + [i for i in range(1, rank) if i != axis])


def _radix_stage(b: Builder, v: ir.Value, axis: int, r: int, inverse: bool,
                 scale: float) -> ir.Value:
    parts = shape_of(v)[0]
    return b.dot(dft_matrix(r, parts, inverse, scale), v, [2, 3], [0, axis])


def _bluestein_stage(b: Builder, v: ir.Value, axis: int, stage: Stage, inverse: bool,
                     scale: float) -> ir.Value:
    """Chirp-z: X[k] = w[k] * sum_j (x[j] w[j]) conj(w[k-j]), w[j] = exp(-+i pi j^2 / p),
    the convolution done by length-m transforms with conj(w)'s spectrum (1/m folded in) as a
    constant."""
    p, sub = stage.length, stage.sub
    m = sub.n
    j = np.arange(p)
    chirp = _unit(j * j, 2 * p, inverse)
    kernel = np.zeros(m, np.complex128)
    kernel[:p] = np.conj(chirp)
    kernel[m - p + 1:] = np.conj(chirp[1:])[::-1]
    spectrum = np.fft.fft(kernel) / m
    v = complex_multiply(b, v, chirp, [axis])
    v = b.pad(v, axis, m - p)
    v = c2c(b, v, axis, sub, False, 1.0)
    v = complex_multiply(b, v, spectrum, [1])
    v = c2c(b, v, 1, sub, True, 1.0)
    v = b.slice(v, 1, 0, p)
    return complex_multiply(b, v, chirp * scale, [1])


def _stage(b: Builder, v: ir.Value, axis: int, stage: Stage, inverse: bool,
           scale: float) -> ir.Value:
    if stage.kind == "radix":
        return _radix_stage(b, v, axis, stage.length, inverse, scale)
    return _bluestein_stage(b, v, axis, stage, inverse, scale)


def _chain(b: Builder, v: ir.Value, axis: int, n: int, stages: tuple[Stage, ...],
           inverse: bool, scale: float) -> ir.Value:
    first, rest = stages[0], stages[1:]
    if not rest:
        return _stage(b, v, axis, first, inverse, scale)
    r, n2 = first.length, n // first.length
    shape = shape_of(v)
    v = b.reshape(v, shape[:axis] + [r, n2] + shape[axis + 1:])
    v = _stage(b, v, axis, first, inverse, scale)  # [P', k1, <before axis>, n2, <after>]
    k1, j2 = np.meshgrid(np.arange(r), np.arange(n2), indexing="ij")
    v = complex_multiply(b, v, _unit(k1 * j2, n, inverse), [1, axis + 1])
    v = _chain(b, v, axis + 1, n2, rest, inverse, 1.0)  # [2, k2, k1, <before>, <after>]
    shape = shape_of(v)
    return b.reshape(v, [shape[0], n] + shape[3:])


def c2c(b: Builder, v: ir.Value, axis: int, plan: AxisPlan, inverse: bool,
        scale: float) -> ir.Value:
    """The length-``plan.n`` DFT (times ``scale``) of parts tensor ``v`` along ``axis``; the
    result is a P=2 tensor with that axis at position 1."""
    assert shape_of(v)[axis] == plan.n, (shape_of(v), axis, plan)
    if not plan.stages:
        v = to_parts(b, v, 2)
        if scale != 1.0:
            v = b.binary("multiply", v, b.splat(shape_of(v), scale))
        return _move_to_front(b, v, axis)
    return _chain(b, v, axis, plan.n, plan.stages, inverse, scale)


def _conj(b: Builder, v: ir.Value) -> ir.Value:
    return b.scale_by_table(v, np.array([1.0, -1.0]), [0])


def _half_spectrum_combine(b: Builder, a: ir.Value, c: ir.Value, v_tab: np.ndarray) -> ir.Value:
    """``(a + c) / 2 + v_tab * (a - c)`` along axis 1 (the even/odd split of a real
    transform's spectrum and its inverse)."""
    s = b.binary("add", a, c)
    d = b.binary("subtract", a, c)
    half = b.binary("multiply", s, b.splat(shape_of(s), 0.5))
    return b.binary("add", half, complex_multiply(b, d, v_tab, [1]))


def rfft_last(b: Builder, x: ir.Value, plan_of) -> ir.Value:
    """The RFFT of the real tensor ``x`` over its last axis (length n): a P=2 tensor
    ``[2, n//2 + 1, <other axes>]``. Even n packs even/odd samples into one complex
    transform of n/2 (half the work); odd n runs a transform whose first stage reads only
    the real parts. ``plan_of(n)`` gives the axis plans."""
    shape = shape_of(x)
    n = shape[-1]
    if n % 2:
        v = c2c(b, b.reshape(x, [1] + shape), len(shape), plan_of(n), False, 1.0)
        return b.slice(v, 1, 0, n // 2 + 1)
    h = n // 2
    z = b.reshape(x, shape[:-1] + [h, 2])
    z = b.transpose(z, [len(shape)] + list(range(len(shape))))  # [2, <batch>, h]
    z = c2c(b, z, len(shape), plan_of(h), False, 1.0)  # [2, h, <batch>]
    a = b.concat([z, b.slice(z, 1, 0, 1)], 1)  # Z[k], k = 0..h (Z[h] = Z[0])
    c = _conj(b, b.reverse(a, 1))  # conj(Z[h - k])
    w = _unit(np.arange(h + 1), n, False)
    return _half_spectrum_combine(b, a, c, -0.5j * w)  # X = E + w^k O, O = -i (a - c) / 2


def _zero_dc_nyquist_imag(b: Builder, v: ir.Value, axis: int, n: int) -> ir.Value:
    m = shape_of(v)[axis]
    mask = np.ones((2, m))
    mask[1, 0] = 0.0
    if n % 2 == 0:
        mask[1, m - 1] = 0.0
    return b.scale_by_table(v, mask, [0, axis])


def irfft_axis(b: Builder, v: ir.Value, axis: int, n: int, plan_of) -> ir.Value:
    """numpy's C2R of length n along ``axis`` of the P=2 tensor ``v`` (n//2 + 1 bins; the
    imaginary parts of the DC and Nyquist bins ignored), normalized by 1/n: a P=1 tensor with
    the axis at position 1."""
    v = _zero_dc_nyquist_imag(b, v, axis, n)
    m = shape_of(v)[axis]
    if n % 2:
        tail = _conj(b, b.reverse(b.slice(v, axis, 1, m), axis))
        full = b.concat([v, tail], axis) if m > 1 else v
        y = c2c(b, full, axis, plan_of(n), True, 1.0 / n)
        return b.slice(y, 0, 0, 1)
    h = n // 2
    a = b.slice(v, axis, 0, h)
    c = _conj(b, b.slice(b.reverse(v, axis), axis, 0, h))  # conj(X[h - k])
    a, c = _move_to_front(b, a, axis), _move_to_front(b, c, axis)
    w = _unit(np.arange(h), n, False)
    z = _half_spectrum_combine(b, a, c, 0.5j * np.conj(w))  # Z = E + i O
    z = c2c(b, z, 1, plan_of(h), True, 1.0 / h)  # [2, h, <others>]: (x[2j], x[2j+1])
    shape = shape_of(z)
    z = b.transpose(z, [1, 0] + list(range(2, len(shape))))
    return b.reshape(z, [1, n] + shape[2:])


def rfft_dense(b: Builder, x: ir.Value) -> ir.Value:
    """:func:`rfft_last` as one dense ``[2, n//2 + 1, n]`` matrix product (short axes of small
    transforms, :func:`~iree_vkfft.portable.plan.dense_dft`)."""
    shape = shape_of(x)
    n = shape[-1]
    w = _unit(np.outer(np.arange(n // 2 + 1), np.arange(n)), n, False)
    return b.dot(np.stack([w.real, w.imag]), x, [2], [len(shape) - 1])


def irfft_dense(b: Builder, v: ir.Value, axis: int, n: int) -> ir.Value:
    """:func:`irfft_axis` as one dense ``[1, n, P, n//2 + 1]`` matrix product: each bin's
    cosine and sine rows weighted by its multiplicity in the Hermitian spectrum (1 for DC and
    Nyquist, 2 otherwise) and 1/n; the imaginary parts of DC and Nyquist get zero weight."""
    m = n // 2 + 1
    weight = np.full(m, 2.0 / n)
    weight[0] = 1.0 / n
    if n % 2 == 0:
        weight[-1] = 1.0 / n
    w = _unit(np.outer(np.arange(n), np.arange(m)), n, True) * weight
    matrix = np.stack([w.real, -w.imag], axis=1)  # [n, 2, m]
    matrix[:, 1, 0] = 0.0
    if n % 2 == 0:
        matrix[:, 1, m - 1] = 0.0
    parts = shape_of(v)[0]
    return b.dot(matrix[None, :, :parts, :], v, [2, 3], [0, axis])
