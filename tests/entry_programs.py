"""Generated JAX programs for the registry's property tests (tests/test_entry_properties.py).

Each *family* is a hypothesis strategy of :class:`Case`: a JAX function, its inputs (drawn
with the values a rewrite must keep: NaN, +-inf, +-0, ties, integer range ends) and whether
the rewrite must be exact. A family varies what a rewrite's rule looks at: shapes, lengths
(odd, prime, past the thresholds the entries use), dtypes, loops around the op, several ops
of the kind in one module. :data:`TRIGGERS` names, for every registry entry XLA can check,
the families that exercise it; the tests assert each family really does.

JAX is a test dependency; this module is imported by the tests only.
"""

from __future__ import annotations

import dataclasses
from typing import Callable, Sequence

import numpy as np
from hypothesis import strategies as st

import xla_oracle as X


@dataclasses.dataclass(frozen=True)
class Case:
    """One generated program: ``fn`` traced on ``args``; ``exact``: XLA's outputs before and
    after the rewrite must be equal bit for bit (NaN where NaN, the sign of zero), else
    equal to ``ulps`` of the outputs' scale (a rewrite that reorders a sum or a product of n
    terms moves it by up to ~n ulps: both orders are as far from the exact result)."""

    label: str
    fn: Callable
    args: tuple
    exact: bool = True
    ulps: float = 64

    def text(self) -> str:
        return X._jax().jit(self.fn).lower(*self.args).as_text()


def aligned_copy(x) -> np.ndarray:
    """A copy of ``x`` whose data starts on a 64-byte boundary (what iree_vkfft imports into
    IREE without copying it on the CPU drivers)."""
    x = np.asarray(x)
    raw = np.empty(x.nbytes + 64, np.uint8)
    start = -raw.ctypes.data % 64
    out = raw[start:start + x.nbytes].view(x.dtype).reshape(x.shape)
    out[...] = x
    assert out.ctypes.data % 64 == 0
    return out


def _jnp():
    return X._jax().numpy


def _lax():
    return X._jax().lax


#: lengths a rule looks at: odd, prime, powers of two, one
SMALL = st.sampled_from([1, 2, 3, 5, 7, 8, 13, 16, 31])
SPECIAL_F = [np.nan, np.inf, -np.inf, 0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 3.0,
             1e30, -1e30, 2.5e9, -2.5e9, 300.7, -300.7, 65535.5, 255.9, -128.9]


def _floats(rng, shape, dtype=np.float32, specials=True):
    x = (rng.standard_normal(shape) * 4).astype(dtype)
    if specials and x.size:
        flat = x.reshape(-1)
        idx = rng.integers(0, flat.size, size=max(1, flat.size // 3))
        flat[idx] = rng.choice(np.array(SPECIAL_F, dtype=dtype), size=idx.size)
    return x


def _rng(draw):
    return np.random.default_rng(draw(st.integers(0, 2**16)))


# ---- element-wise ops with special values --------------------------------------------------
@st.composite
def converts(draw):
    """Float-to-integer converts (Nx's as_type, astype) of every integer type, from f16, f32,
    f64, of NaN, infinities, range ends and values just past them."""
    rng = _rng(draw)
    src = draw(st.sampled_from([np.float16, np.float32, np.float64]))
    dst = draw(st.sampled_from([np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16,
                                np.uint32]))
    shape = draw(st.sampled_from([(), (7,), (3, 5)]))
    with np.errstate(over="ignore"):
        x = _floats(rng, shape, src)
    return Case(f"convert {np.dtype(src).name}->{np.dtype(dst).name} {shape}",
                lambda a: a.astype(dst), (x,))


@st.composite
def special_math(draw, which=None):
    """power (negative bases, x^0, 1^y, (-1)^inf), cbrt, atan2, sine and tan of signed zeros
    and infinities."""
    rng = _rng(draw)
    dtype = draw(st.sampled_from([np.float32, np.float64]))
    n = draw(st.sampled_from([4, 9, 16]))
    vals = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, -2.0, -0.99, 3.0, 0.5,
                     -3.0, 2.0], dtype=dtype)
    x = rng.choice(vals, size=n).astype(dtype)
    y = rng.choice(vals, size=n).astype(dtype)
    jnp = _jnp()
    which = which or draw(st.sampled_from(["power", "cbrt", "atan2", "sin", "tan", "all"]))
    # (b passed through where the op is unary: `op(a) + 0 * b` would test lavapipe's folding
    # of a literal zero instead, a bug of its own: docs/notes.md)
    fns = {"power": lambda a, b: jnp.power(a, b), "cbrt": lambda a, b: (jnp.cbrt(a), b),
           "atan2": lambda a, b: jnp.arctan2(a, b), "sin": lambda a, b: (jnp.sin(a), b),
           "tan": lambda a, b: (jnp.tan(a), b),
           "all": lambda a, b: (jnp.power(a, b), jnp.cbrt(a), jnp.arctan2(a, b), jnp.sin(b),
                                jnp.tan(a))}
    return Case(f"{which} {np.dtype(dtype).name}[{n}]", fns[which], (x, y))


# ---- concatenates, slices, rotations -------------------------------------------------------
@st.composite
def padded_loops(draw):
    """A zero-padding concatenate (a splat constant operand) multiplied and shifted by slices,
    inside a loop of a data-dependent or counted trip count (dinosaur's vertical advection)."""
    rng = _rng(draw)
    n, pad = draw(st.sampled_from([4, 8, 13])), draw(st.sampled_from([1, 2]))
    counted = draw(st.booleans())
    x = rng.standard_normal((3, n)).astype(np.float32)
    jnp, lax = _jnp(), _lax()

    def step(v):
        z = jnp.zeros((3, pad), v.dtype)
        p = jnp.concatenate([z, v, z], axis=1)
        return 0.5 * v + 0.25 * (p[:, :n] * p[:, 2 * pad:2 * pad + n]) * 0.1

    def fn(a):
        if counted:
            return lax.fori_loop(0, 3, lambda i, v: step(v), a)
        return lax.while_loop(lambda c: c[1] < 3, lambda c: (step(c[0]), c[1] + 1),
                              (a, jnp.int32(0)))[0]

    return Case(f"padded loop n={n} pad={pad} counted={counted}", fn, (x,), exact=False)


@st.composite
def rotations(draw, which=None):
    """jnp.roll and fftshift of 1-D and 2-D arrays by every shift, odd lengths."""
    rng = _rng(draw)
    shape = draw(st.sampled_from([(7,), (8,), (5, 6), (3, 9)]))
    shift = draw(st.integers(-4, 9))
    x = rng.standard_normal(shape).astype(np.float32)
    jnp = _jnp()
    which = which or draw(st.sampled_from(["roll", "fftshift", "ifftshift"]))
    fns = {"roll": lambda a: jnp.roll(a, shift, axis=-1) * 2.0,
           "fftshift": lambda a: jnp.fft.fftshift(a) * 2.0,
           "ifftshift": lambda a: jnp.fft.ifftshift(a, axes=0) + 1.0}
    return Case(f"{which} {shape} {shift}", fns[which], (x,))


@st.composite
def reversed_strided(draw):
    """A reverse of a strided slice (jax.scipy.fft.dct's even/odd reordering)."""
    rng = _rng(draw)
    n = draw(st.sampled_from([5, 8, 11, 16]))
    stride, start = draw(st.sampled_from([2, 3])), draw(st.integers(0, 1))
    x = rng.standard_normal((2, n)).astype(np.float32)
    return Case(f"x[:, {start}::{stride}][:, ::-1] n={n}",
                lambda a: a[:, start::stride][:, ::-1] * 3.0, (x,))


# ---- reductions ----------------------------------------------------------------------------
@st.composite
def single_element_reduces(draw):
    """A reduce over one element (prod, sum, max, min) of real and complex tensors, also a
    constant's (jnp.fft.ifft(norm='forward')'s scale)."""
    rng = _rng(draw)
    op = draw(st.sampled_from(["prod", "sum", "max", "min"]))
    cplx = draw(st.booleans()) and op in ("prod", "sum")
    x = _floats(rng, (3, 1, 4))
    if cplx:
        x = (x + 1j * _floats(rng, (3, 1, 4))).astype(np.complex64)
    jnp = _jnp()
    red = {"prod": jnp.prod, "sum": jnp.sum, "max": jnp.max, "min": jnp.min}[op]

    def fn(a):
        scale = red(jnp.ones((1,), a.dtype) * 2)
        return red(a, axis=1) * scale

    return Case(f"{op} over 1 element complex={cplx}", fn, (x,))


@st.composite
def reductions(draw, which=None):
    """Reductions over several dimensions, long axes (past 65,535), sums of negations, and a
    reduction's result broadcast back along a new leading dim (x + x.sum(0), layer norms; a
    periodized spectrum whose inverse FFT's portable form stacks its parts)."""
    rng = _rng(draw)
    which = which or draw(st.sampled_from(["multi-dim", "long", "negation", "broadcast-back",
                                           "periodized-fft", "layer-norm-complex"]))
    jnp = _jnp()
    if which == "multi-dim":
        x = rng.standard_normal((draw(st.sampled_from([300, 3000])), 80)).astype(np.float32)
        return Case(f"max over {x.shape}", lambda a: jnp.maximum(a, a.max() - 8.0), (x,))
    if which == "long":
        n = draw(st.sampled_from([65537, 70000, 100003]))
        dtype = draw(st.sampled_from([np.float32, np.int32, np.int64, np.float64]))
        x = (rng.standard_normal(n) * 100).astype(dtype)
        op = draw(st.sampled_from(["sum", "max", "argmax"]))
        red = {"sum": jnp.sum, "max": jnp.max, "argmax": jnp.argmax}[op]
        return Case(f"{op} of {np.dtype(dtype).name}[{n}]", lambda a: red(a), (x,),
                    exact=op != "sum" or np.dtype(dtype).kind == "i", ulps=n)
    if which == "negation":
        x = rng.standard_normal((4, 9)).astype(np.float32)
        return Case("sum of a negation", lambda a: jnp.sum(-a, axis=1) * jnp.sum(-a), (x,),
                    exact=False)
    if which == "broadcast-back":
        shape = draw(st.sampled_from([(8, 44), (3, 5), (16, 33)]))
        x = rng.standard_normal(shape).astype(np.float32)
        dot = draw(st.booleans())
        if dot:
            w = rng.standard_normal((shape[1], shape[1])).astype(np.float32)
            return Case(f"x + (x@w).sum(0) {shape}", lambda a, b: a + (a @ b).sum(0), (x, w),
                        exact=False)
        return Case(f"x + x.sum(0) {shape}", lambda a: a + a.sum(0), (x,), exact=False)
    if which == "periodized-fft":  # kymatio's subsampling in Fourier, then its inverse FFT
        b, n = draw(st.sampled_from([1, 3])), draw(st.sampled_from([7, 14, 16]))
        z = (rng.standard_normal((b, 2 * n, 2 * n))
             + 1j * rng.standard_normal((b, 2 * n, 2 * n))).astype(np.complex64)
        return Case(f"ifft2 of a periodized {b}x{2 * n}x{2 * n}",
                    lambda a: jnp.fft.ifft2(a.reshape(b, 2, n, 2, n).sum((1, 3)) / 4), (z,),
                    exact=False)
    x = rng.standard_normal((4, 12)).astype(np.float32)

    def norm(a):
        m = a.mean(-1, keepdims=True)
        return ((a - m) / jnp.sqrt(((a - m) ** 2).mean(-1, keepdims=True) + 1e-5)
                ).astype(jnp.complex64) * (1 + 2j)
    return Case("layer norm to complex", norm, (x,), exact=False)


@st.composite
def long_scans(draw):
    """Cumulative reduce_windows along an axis longer than 65,535 (cumsum, cumprod, cummax,
    cummin) and short ones."""
    rng = _rng(draw)
    n = draw(st.sampled_from([100, 65535, 65536, 70001]))
    op = draw(st.sampled_from(["cumsum", "cummax", "cummin", "cumprod"]))
    dtype = draw(st.sampled_from([np.float32, np.int32]))
    x = rng.standard_normal(n).astype(np.float32)
    x = (1 + x * 1e-4) if op == "cumprod" else x
    x = (x * 10).astype(dtype) if dtype == np.int32 and op != "cumprod" else x.astype(np.float32)
    lax = _lax()
    fn = {"cumsum": lax.cumsum, "cummax": lax.cummax, "cummin": lax.cummin,
          "cumprod": lax.cumprod}[op]
    exact = op in ("cummax", "cummin") or x.dtype.kind == "i"
    return Case(f"{op} of {x.dtype.name}[{n}]", lambda a: fn(a), (x,), exact=exact, ulps=n)


@st.composite
def long_dots(draw):
    """dot_generals contracting past 8.4M float32 elements, and a short one."""
    rng = _rng(draw)
    n = draw(st.sampled_from([1000, 8_400_001]))
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    return Case(f"dot of f32[{n}]", lambda a, b: a @ b, (x, y), exact=False, ulps=n)


# ---- sorts ---------------------------------------------------------------------------------
@st.composite
def sorts(draw, which=None):
    """jnp.sort, argsort (stable and not), sort with a second operand, descending, along rows,
    median and quantile, lax.top_k: lengths from 1 past the networks' threshold (512), odd
    and prime, with ties, NaN, infinities and signed zeros."""
    rng = _rng(draw)
    n = draw(st.sampled_from([1, 2, 7, 100, 511, 512, 513, 1000, 1031]))
    rows = draw(st.sampled_from([None, 3]))
    dtype = draw(st.sampled_from([np.float32, np.int32, np.float64]))
    shape = (n,) if rows is None else (rows, n)
    if dtype == np.int32:
        x = rng.integers(-5, 5, size=shape).astype(np.int32)  # many ties
        x.reshape(-1)[: min(2, x.size)] = [np.iinfo(np.int32).min, np.iinfo(np.int32).max][
            : min(2, x.size)]
    else:
        x = np.round(_floats(rng, shape, dtype), 1)  # ties after rounding
    jnp, lax = _jnp(), _lax()
    which = which or draw(st.sampled_from(["sort", "argsort", "argsort-stable", "descending", "two",
                                           "median", "top_k"]))
    k = min(n, draw(st.sampled_from([1, 3, 10])))
    fns = {"sort": lambda a: jnp.sort(a, axis=-1),
           "argsort": lambda a: jnp.argsort(a, axis=-1),
           "argsort-stable": lambda a: jnp.argsort(a, axis=-1, stable=True),
           "descending": lambda a: jnp.sort(a, axis=-1, descending=True),
           "two": lambda a: lax.sort((a, -a), dimension=a.ndim - 1, num_keys=1),
           "median": lambda a: jnp.median(a, axis=-1),
           "top_k": lambda a: lax.top_k(a, k)}
    # (JAX's sorts say is_stable: ties keep their positions, -0.0 and 0.0 tie; "argsort" and
    # "argsort-stable" differ only in how the program spells it)
    return Case(f"{which} {np.dtype(dtype).name}{list(shape)}", fns[which], (x,),
                exact=which != "median" or dtype != np.float32)


# ---- gathers and scatters ------------------------------------------------------------------
@st.composite
def scatters(draw, which=None):
    """x.at[i].set/add/max (indices with repeats, out of range, negative), vmapped (batching
    dims), segment sums of many updates (past 65,535), complex scatters, scatters of a complex
    scalar constant (every jax.grad through rfft)."""
    rng = _rng(draw)
    jax = X._jax()
    which = which or draw(st.sampled_from(["set", "add", "max", "vmapped", "segment", "complex",
                                           "complex-const"]))
    n = draw(st.sampled_from([5, 16, 33]))
    x = rng.standard_normal((n, 3)).astype(np.float32)
    m = draw(st.sampled_from([1, 4, 9]))
    i = rng.integers(-n - 2, n + 2, size=m).astype(np.int32)
    if which in ("set", "add", "max"):
        u = rng.standard_normal((m, 3)).astype(np.float32)
        op = which
        return Case(f"x.at[i].{op} {n}x3 <- {m}",
                    lambda a, b, c: getattr(a.at[b], op)(c, mode="drop"), (x, i, u),
                    exact=op != "add")
    if which == "vmapped":
        b = draw(st.sampled_from([2, 3]))
        xb = rng.standard_normal((b, n)).astype(np.float32)
        ib = rng.integers(0, n, size=(b,)).astype(np.int32)
        vb = rng.standard_normal((b,)).astype(np.float32)
        return Case(f"vmap x.at[i].add b={b} n={n}",
                    jax.vmap(lambda a, j, v: a.at[j].add(v)), (xb, ib, vb))
    if which == "segment":
        updates = draw(st.sampled_from([1000, 70000, 100000]))
        segs = draw(st.sampled_from([10, 1000]))
        d = rng.standard_normal(updates).astype(np.float32)
        ids = rng.integers(0, segs, size=updates).astype(np.int32)
        return Case(f"segment_sum {updates} -> {segs}",
                    lambda a, s: jax.ops.segment_sum(a, s, num_segments=segs), (d, ids),
                    exact=False, ulps=updates)
    z = (x + 1j * rng.standard_normal((n, 3))).astype(np.complex64)
    i = np.abs(i) % n
    if which == "complex":
        w = (rng.standard_normal((m, 3)) * 1j).astype(np.complex64)
        return Case(f"complex x.at[i].add {n}x3", lambda a, b, c: a.at[b].add(c), (z, i, w),
                    exact=False)
    return Case(f"complex x.at[i].set(1+2j) {n}", lambda a, b: a.at[b].set(1 + 2j) * 2, (z, i))


def update_functions() -> dict[str, Callable]:
    """The ``updates`` family's programs by variant: ``f(a, b, j)`` updates the argument ``a``
    (``[n, 8]``) with the row ``b`` at ``j``."""
    jax, jnp, lax = X._jax(), _jnp(), _lax()

    def dus(a, b, j):
        return lax.dynamic_update_slice(a, b[None], (j, j * 0))

    inner = jax.jit(dus)
    return {"dus-return": lambda a, b, j: (dus(a, b, j), a),
            "dus-only": dus,
            "set-return": lambda a, b, j: (a.at[j].set(b), a),
            "sort-return": lambda a, b, j: (jnp.sort(a, 0), a + b + j),
            "twice": lambda a, b, j: (dus(a, b, j), dus(a, b * 2, j * 0)),
            "reshape": lambda a, b, j: (lax.dynamic_update_slice(a.reshape(-1), b, (j,)), a),
            "nested": lambda a, b, j: (inner(a, b, j), a * 2)}


@st.composite
def updates(draw, which=None):
    """An argument updated in place: a dynamic_update_slice whose operand is also returned, or
    that is its only use (the caller's array must stay as it was), (x.at[i].set(u), x), a sort
    returned beside its operand, two updates, an update of the argument's reshape, an update
    in a function JAX keeps private (a nested jit). Every function uses every argument (JAX
    drops unused ones)."""
    rng = _rng(draw)
    which = which or draw(st.sampled_from(sorted(update_functions())))
    n = draw(st.sampled_from([1, 4, 17]))
    dtype = draw(st.sampled_from([np.float32, np.int32, np.complex64]))
    if which == "sort-return" and dtype == np.complex64:
        dtype = np.float32  # complex values do not sort
    x = (rng.standard_normal((n, 8)) * 4).astype(dtype)
    u = (rng.standard_normal(8) * 4).astype(dtype)
    i = np.int32(draw(st.integers(0, n - 1)))
    return Case(f"{which} {np.dtype(dtype).name}[{n},8]", update_functions()[which],
                (x, u, i))


@st.composite
def gathers(draw):
    """Point gathers whose values a select picks, multiplied by a broadcast and summed over
    two dims (jax-md's PME), and plain x[i] gathers."""
    rng = _rng(draw)
    n, m = draw(st.sampled_from([8, 17])), draw(st.sampled_from([3, 10]))
    grid = rng.standard_normal((n, n)).astype(np.float32)
    idx = rng.integers(0, n, size=(m, 2)).astype(np.int32)
    w = rng.standard_normal((m, 4)).astype(np.float32)
    jnp = _jnp()

    def fn(g, i, v):
        vals = g[i[:, 0], i[:, 1]]
        vals = jnp.where(vals > 0, vals, 0.5 * vals)
        return (vals[:, None] * v).sum(axis=(0, 1)) + g[i[:, 0]].sum()

    return Case(f"PME-like gather n={n} m={m}", fn, (grid, idx, w), exact=False)


# ---- complex values ------------------------------------------------------------------------
@st.composite
def complex_ops(draw, which=None):
    """Selects, transposes, converts, dot_generals and constant tensors of complex values,
    complex64 and complex128."""
    rng = _rng(draw)
    dtype = draw(st.sampled_from([np.complex64, np.complex128]))
    shape = draw(st.sampled_from([(3, 4), (5, 5), (2, 7)]))
    a = (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)
    b = (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)
    jnp = _jnp()
    which = which or draw(st.sampled_from(["select", "transpose", "dot", "constant", "constant-splat"]))
    const = (np.arange(shape[-1]) * (1 - 2j)).astype(dtype)
    fns = {"select": lambda p, q: jnp.where(p.real > 0, p, q * 2),
           "transpose": lambda p, q: p.T * q.T[:, :1],
           "dot": lambda p, q: p @ q.T,
           "constant": lambda p, q: p * jnp.asarray(const) + q,
           "constant-splat": lambda p, q: p * jnp.full(shape, 2 - 1j, dtype) - q}
    return Case(f"complex {which} {np.dtype(dtype).name}{list(shape)}", fns[which], (a, b),
                exact=which not in ("dot",))


@st.composite
def scalar_broadcasts(draw, which=None):
    """A computed scalar broadcast into an n-D element-wise op: max(x, max(x) - 8) (Whisper's
    log-mel clamp), a complex sqrt of a size (jnp.fft.ifftn(norm='ortho')'s scale)."""
    rng = _rng(draw)
    shape = draw(st.sampled_from([(5,), (4, 6), (2, 3, 4)]))
    x = rng.standard_normal(shape).astype(np.float32)
    jnp = _jnp()
    which = which or draw(st.sampled_from(["clamp", "sqrt", "complex-sqrt"]))
    size = float(np.prod(shape))
    fns = {"clamp": lambda a: jnp.maximum(a, a.max() - 1.0),
           "sqrt": lambda a: a / jnp.sqrt(jnp.float32(size) + a.sum() * 0),
           "complex-sqrt": lambda a: a.astype(jnp.complex64)
           / jnp.sqrt(jnp.complex64(size) + 0 * a.sum())}
    return Case(f"{which} {shape}", fns[which], (x,), exact=False)


@st.composite
def constant_math(draw):
    """float64 sin, cos, exp, log of constants only (s2fft's quadrature angles from iota),
    multiplied into an input."""
    n = draw(st.sampled_from([3, 8, 17]))
    op = draw(st.sampled_from(["sin", "cos", "exp", "log1p"]))
    x = np.random.default_rng(n).standard_normal(n)
    jnp = _jnp()
    f = getattr(jnp, op)
    return Case(f"x * {op}(iota f64[{n}])",
                lambda a: a * f(jnp.arange(n, dtype=jnp.float64) * 0.1), (x,), exact=False)


@st.composite
def bool_converts(draw):
    """A bool-to-float convert feeding a matrix product (cumulative sums over levels)."""
    rng = _rng(draw)
    n = draw(st.sampled_from([4, 8, 9]))
    x = rng.standard_normal((n, 3)).astype(np.float32)
    jnp = _jnp()
    dtype = draw(st.sampled_from([jnp.float32, jnp.int32]))
    return Case(f"tril mask {n} to {np.dtype(dtype).name} @ x",
                lambda a: (jnp.arange(n)[:, None] >= jnp.arange(n)[None, :]).astype(dtype)
                @ a.astype(dtype), (x,), exact=dtype == jnp.int32)


@st.composite
def matmuls(draw):
    """Matrix products of sizes that are not multiples of 8 (the tile-padding rule), batched,
    contracting past 128, and some that are."""
    rng = _rng(draw)
    m, k, n = (draw(st.sampled_from(v)) for v in ([1, 7, 40, 64], [129, 201, 257, 256],
                                                   [3, 101, 16]))
    batch = draw(st.sampled_from([(), (2,)]))
    a = rng.standard_normal((*batch, m, k)).astype(np.float32)
    b = rng.standard_normal((*batch, k, n)).astype(np.float32)
    return Case(f"matmul {batch}{m}x{k} @ {k}x{n}", lambda p, q: p @ q, (a, b), exact=False)


# ---- loops ---------------------------------------------------------------------------------
@st.composite
def loops(draw, which=None):
    """fori_loop and scan of static trip counts, bounded while loops (a counter AND a data
    test), loop bodies that set one row, slice a table at the counter, select on a scalar,
    ignore a carried value's incoming value, or hand a tensor computed before a conditional
    back from one of its branches."""
    rng = _rng(draw)
    trips = draw(st.sampled_from([1, 3, 7, 16]))
    n = draw(st.sampled_from([4, 9]))
    x = rng.standard_normal((trips + 1, n)).astype(np.float32)
    jnp, lax = _jnp(), _lax()
    which = which or draw(st.sampled_from(["fori", "scan", "bounded", "row-set", "table-slice",
                                           "scalar-select", "ignored-carry",
                                           "cond-pass-through"]))

    def fori(a):
        return lax.fori_loop(0, trips, lambda i, v: v * 0.9 + a[i % a.shape[0]], a[0])

    def scan(a):
        return lax.scan(lambda c, r: (c * 0.5 + r, c.sum()), a[0], a[1:])

    def bounded(a):
        def cond(c):
            return (c[1] < trips) & (c[0].sum() < 50.0)
        return lax.while_loop(cond, lambda c: (c[0] + jnp.abs(a[c[1]]), c[1] + 1),
                              (a[0], jnp.int32(0)))

    def row_set(a):
        return lax.fori_loop(0, trips, lambda i, k: k.at[i + 1].set(k[i] * 0.5 + 1.0), a)

    def table_slice(a):
        return lax.fori_loop(0, trips, lambda i, v: v + lax.dynamic_slice(
            a, (i, 0), (1, n))[0] * (i + 1), jnp.zeros(n, a.dtype))

    def scalar_select(a):
        return lax.fori_loop(0, trips, lambda i, v: jnp.where(v.sum() > 0, v - 1.0, v + a[i]),
                             a[0])

    def ignored_carry(a):
        return lax.fori_loop(0, trips, lambda i, c: (c[0] + c[1], a[i] * 2.0), (a[0], a[1]))

    def cond_pass_through(a):  # a branch hands back what the body computed before it
        def body(c):
            v, k, i = c
            w = jnp.tanh(v) + a[i % a.shape[0]]
            w, k = lax.cond(i % 2 == 0, lambda: (jnp.full_like(w, 2.0).at[0].set(w[1]), k + i),
                            lambda: (w, k))
            return w * 0.5 + v, k, i + 1
        return lax.while_loop(lambda c: (c[2] < trips) & (jnp.abs(c[0]).sum() < 1e6), body,
                              (a[0], jnp.arange(n, dtype=jnp.int32), jnp.int32(0)))

    fns = {"fori": fori, "scan": scan, "bounded": bounded, "row-set": row_set,
           "table-slice": table_slice, "scalar-select": scalar_select,
           "ignored-carry": ignored_carry, "cond-pass-through": cond_pass_through}
    return Case(f"{which} loop of {trips} trips n={n}", fns[which], (x,),
                exact=which == "cond-pass-through")


#: every family by name (each drawn over all of its variants)
FAMILIES = {f.__name__: f for f in (
    converts, special_math, padded_loops, rotations, reversed_strided, single_element_reduces,
    reductions, long_scans, long_dots, sorts, scatters, updates, gathers, complex_ops,
    scalar_broadcasts, constant_math, bool_converts, matmuls, loops)}


def family(*names: str) -> st.SearchStrategy:
    """One strategy over the families ``names``; ``"loops:row-set"`` names one variant."""
    parts = [n.split(":", 1) for n in names]
    return st.one_of(*(FAMILIES[p[0]](**({"which": p[1]} if len(p) == 2 else {}))
                       for p in parts))


def compare(after: Sequence[np.ndarray], before: Sequence[np.ndarray], exact: bool, *,
            ulps: float = 64) -> str:
    """"" when ``after`` (XLA's outputs after a rewrite, or IREE's) are ``before`` (XLA's),
    else the first difference: NaN where NaN, infinities and integers equal; floats equal bit
    for bit with the sign of zero when ``exact``, else within ``ulps`` of the larger of the
    element and the output's largest finite value (sums reordered)."""
    if len(after) != len(before):
        return f"{len(after)} outputs, XLA had {len(before)}"
    for k, (a, b) in enumerate(zip(after, before)):
        a, b = np.asarray(a), np.asarray(b)
        if a.shape != b.shape or a.dtype != b.dtype:
            return f"output {k}: {a.dtype}{list(a.shape)}, XLA had {b.dtype}{list(b.shape)}"
        if a.dtype.kind not in "fc":
            bad = a != b
        else:
            an, bn = np.isnan(a), np.isnan(b)
            fin = np.isfinite(b)
            bad = (an != bn) | (~fin & ~bn & (a != b))
            if exact:
                bad |= fin & ((a != b) | (np.signbit(a.real) != np.signbit(b.real))
                              | (np.signbit(a.imag) != np.signbit(b.imag)))
            else:
                eps = np.finfo(a.real.dtype).eps
                scale = np.max(np.abs(b[fin]), initial=1.0)
                bad |= fin & (np.abs(a - b) > ulps * eps * (np.abs(b) + scale))
        if np.any(bad):
            where = tuple(int(i) for i in np.argwhere(bad)[0])
            return (f"output {k}: {int(bad.sum())} of {a.size} elements differ, first at "
                    f"{where}: {a[where]!r}, XLA {b[where]!r}")
    return ""
