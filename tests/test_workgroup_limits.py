"""Issue 52: lavapipe ends a shader loop after 65,535 trips (Mesa's gallivm loop limiter) and
IREE 3.13 loops over a whole axis in one invocation for scans, long reductions and dot
products, and scatters, so their results were silently wrong past that length. The registry's
entries ``blocked-scans``, ``two-stage-reductions``, ``two-stage-dots`` and
``chunked-scatters`` (iree_vkfft.workarounds.workgroup_limits) keep every loop under it.

* each rewrite checked by XLA alone: XLA on the original program against XLA on the entry's
  rewrite of it (exactly equal for integer sums, max, min, argmax and scatters);
* IREE on lavapipe against XLA, portable and inline mode, at lengths crossing the limit
  (65,535 untouched, 65,536, 70,000, 1e5, 1e6 for scans; 1e7 for sums; 1e5 for scatters);
* the one form no rewrite fixes (a scatter whose single update's window loops past the limit)
  is a compile-time error naming the op.

Without the entries (``IREE_VKFFT_DISABLE_WORKAROUNDS``) the Vulkan tests fail past 65,535; the
registry's canaries (tests/test_workaround_registry.py) check plain IREE still needs them.
"""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("jax")

import iree_vkfft  # noqa: E402
from iree.compiler import ir  # noqa: E402

from iree_vkfft.stablehlo.errors import UnsupportedProgramError  # noqa: E402
from iree_vkfft.stablehlo.match import find_ops  # noqa: E402
from iree_vkfft.toolchain.options import CompileOptions  # noqa: E402
from iree_vkfft.workarounds import registry  # noqa: E402
from iree_vkfft.workarounds.workgroup_limits import LOOP_LIMIT, blocks  # noqa: E402
from portable_helpers import needs_vulkan, parsed_module  # noqa: E402

import xla_oracle as X  # noqa: E402

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

ENTRIES = ("blocked-scans", "two-stage-reductions", "two-stage-dots", "chunked-scatters")


def _rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(seed)


def _scans(n: int, shape=None, axis: int = 0):
    """cumsum, cummax, cumprod (of factors near 1, an input of its own: its tolerance is
    its sensitivity to them), cummin and a reverse cumsum of float32 arrays."""
    jax = X._jax()
    jnp, lax = jax.numpy, jax.lax
    x = _rng(n).standard_normal(shape or (n,)).astype(np.float32)
    p = (1 + 1e-4 * _rng(n + 1).standard_normal(x.shape)).astype(np.float32)
    return (lambda a, b: (jnp.cumsum(a, axis=axis), lax.cummax(a, axis=axis),
                          jnp.cumprod(b, axis=axis), lax.cummin(a, axis=axis),
                          lax.cumsum(a, axis=axis, reverse=True)), [x, p])


def _integer_scans(n: int):
    jax = X._jax()
    x = _rng(n).integers(-100, 100, n).astype(np.int32)
    return (lambda a: (jax.numpy.cumsum(a, dtype=np.int32), jax.lax.cummax(a)), [x])


def _reductions(n: int):
    """sum, mean, max (the maximum last), argmax and an int64 sum (x64's jnp.sum of int32)."""
    jnp = X._jax().numpy
    x = np.abs(_rng(n).standard_normal(n)).astype(np.float32)
    x[-1] = 100.0
    k = _rng(n + 1).integers(0, 100, n).astype(np.int32)
    return (lambda a, i: (jnp.sum(a), jnp.mean(a), jnp.max(a), jnp.argmax(a), jnp.sum(i)),
            [x, k])


def _row_reductions(rows: int, n: int):
    """argmax and sum along axis 1, float64 sum along axis 0 (a single-invocation loop)."""
    jnp = X._jax().numpy
    x = _rng(n).standard_normal((rows, n)).astype(np.float32)
    return (lambda a: (jnp.argmax(a, axis=1), jnp.sum(a, axis=1),
                       jnp.sum(a.T.astype(np.float64), axis=0)), [x])


def _dots(n: int):
    jnp = X._jax().numpy
    x, y = (_rng(n + s).standard_normal(n).astype(np.float32) for s in (0, 1))
    m = _rng(n + 2).standard_normal((3, n)).astype(np.float32)
    return (lambda a, b, c: (jnp.dot(a, b), c @ b), [x, y, m])


def _scatters(n: int):
    """segment_sum into 1,000 sorted segments, scatter-add of points and of rows of 16,
    scatter-set of distinct points, segment_max, a scatter-add of [n / 250, 250] indices."""
    jax = X._jax()
    rng = _rng(n)
    u = rng.standard_normal(n).astype(np.float32)
    seg = np.sort(rng.integers(0, 1000, n)).astype(np.int32)
    idx = rng.integers(0, 5000, n).astype(np.int32)
    rows = rng.standard_normal((n, 16)).astype(np.float32)
    dest = rng.permutation(2 * n)[:n].astype(np.int32)

    def f(u, seg, idx, rows, dest):
        zeros = jax.numpy.zeros
        return (jax.ops.segment_sum(u, seg, 1000), zeros(5000, np.float32).at[idx].add(u),
                zeros((5000, 16), np.float32).at[idx].add(rows),
                zeros(2 * n, np.float32).at[dest].set(u), jax.ops.segment_max(u, seg, 1000),
                zeros(5000, np.float32).at[idx.reshape(-1, 250)].add(u.reshape(-1, 250)))
    return f, [u, seg, idx, rows, dest]


def _program(make, *args) -> tuple[str, list[np.ndarray]]:
    f, inputs = make(*args)
    return X._jax().jit(f).lower(*inputs).as_text(), inputs


def _outputs(program, inputs) -> list[np.ndarray]:
    out = program(*inputs)
    return [np.asarray(y) for y in (out if isinstance(out, (list, tuple)) else [out])]


def _assert_agrees(outputs, text, inputs, what: str, exact=()) -> None:
    """``outputs`` agree with XLA's on ``text`` (within the program's own sensitivity); the
    outputs ``exact`` names are equal to XLA's."""
    report = X.agreement(outputs, text, inputs, what=what)
    assert not X.failure(report), X.failure(report)
    expected = X.xla(text, inputs)
    for k in exact:
        np.testing.assert_array_equal(outputs[k], expected[k], err_msg=f"{what}: output {k}")


#: (entry, program maker, its arguments, outputs XLA must match exactly)
PROGRAMS = {
    "scans-70000": ("blocked-scans", _scans, (70000,), (1, 3)),
    "scans-1e6": ("blocked-scans", _scans, (10**6,), (1, 3)),
    "scans-4x70000-axis1": ("blocked-scans", _scans, (70000, (4, 70000), 1), (1, 3)),
    "scans-70000x4-axis0": ("blocked-scans", _scans, (70000, (70000, 4), 0), (1, 3)),
    "scans-int32-1e5": ("blocked-scans", _integer_scans, (10**5,), (0, 1)),
    "reductions-1e7": ("two-stage-reductions", _reductions, (10**7,), (2, 3, 4)),
    "reductions-70000": ("two-stage-reductions", _reductions, (70000,), (2, 3, 4)),
    "rows-4x70000": ("two-stage-reductions", _row_reductions, (4, 70000), (0,)),
    "dots-1e7": ("two-stage-dots", _dots, (10**7,), ()),
    "scatters-1e5": ("chunked-scatters", _scatters, (10**5,), (0, 1, 2, 3, 4, 5)),
}


# ---- the rewrites, checked by XLA --------------------------------------------------------------
def test_blocks_cover_n_with_loops_under_the_limit():
    for n in (LOOP_LIMIT + 1, 70000, 70001, 10**5, 99991, 10**6, 10**7, LOOP_LIMIT ** 2,
              LOOP_LIMIT ** 2 + 1, 10**10):
        rows, block = blocks(n)
        assert block <= LOOP_LIMIT and rows * block >= n > (rows - 1) * block, n
        assert rows <= LOOP_LIMIT or n > LOOP_LIMIT ** 2, n


@pytest.mark.parametrize("name", list(PROGRAMS))
def test_each_rewrite_computes_what_xla_computes(name):
    entry, make, args, exact = PROGRAMS[name]
    text, inputs = _program(make, *args)
    module = parsed_module(text)
    assert registry.by_name(entry).rewrite(module) > 0
    assert registry.by_name(entry).rewrite(module) == 0  # every loop now under the limit
    _assert_agrees(X.xla(str(module), inputs), text, inputs, f"{entry} under XLA", exact)


@pytest.mark.parametrize("entry, make, n", [
    ("blocked-scans", _scans, LOOP_LIMIT), ("blocked-scans", _integer_scans, LOOP_LIMIT),
    ("two-stage-reductions", _reductions, LOOP_LIMIT), ("chunked-scatters", _scatters, 3000),
    ("two-stage-dots", _dots, LOOP_LIMIT)])
def test_what_loops_under_the_limit_is_left_alone(entry, make, n):
    module = parsed_module(_program(make, n)[0])
    assert registry.by_name(entry).rewrite(module) == 0


def test_a_long_scan_is_scanned_in_blocks():
    module = parsed_module(_program(_scans, 10**6)[0])
    registry.by_name("blocked-scans").rewrite(module)
    windows = [list(ir.DenseI64ArrayAttr(op.attributes["window_dimensions"]))
               for op in find_ops(module.operation, lambda o: o.name == "stablehlo.reduce_window")]
    assert windows and max(max(w) for w in windows) <= LOOP_LIMIT


# ---- IREE on lavapipe against XLA --------------------------------------------------------------
#: (id, program maker, its arguments, outputs XLA must match exactly, slow)
VULKAN_CASES = [
    ("scans-65535", _scans, (LOOP_LIMIT,), (1, 3), False),
    ("scans-65536", _scans, (LOOP_LIMIT + 1,), (1, 3), False),
    ("scans-70000", _scans, (70000,), (1, 3), False),
    ("scans-1e5", _scans, (10**5,), (1, 3), False),
    ("reductions-70000", _reductions, (70000,), (2, 3, 4), False),
    ("scans-1e6", _scans, (10**6,), (1, 3), True),
    ("scans-4x70000-axis1", _scans, (70000, (4, 70000), 1), (1, 3), True),
    ("scans-70000x4-axis0", _scans, (70000, (70000, 4), 0), (1, 3), True),
    ("scans-int32-1e5", _integer_scans, (10**5,), (0, 1), False),
    ("reductions-1e7", _reductions, (10**7,), (2, 3, 4), True),
    ("rows-4x70000", _row_reductions, (4, 70000), (0,), False),
    ("dots-1e7", _dots, (10**7,), (), True),
    ("scatters-1e5", _scatters, (10**5,), (0, 1, 2, 3, 4, 5), False),
]


def _vulkan_params():
    for mode in ("portable", "inline"):
        for name, make, args, exact, slow in VULKAN_CASES:
            marks = [needs_vulkan] + ([pytest.mark.slow] if slow else [])
            yield pytest.param(make, args, exact, mode, marks=marks, id=f"{name}-{mode}")


@pytest.mark.parametrize("make, args, exact, mode", list(_vulkan_params()))
def test_lavapipe_computes_what_xla_computes(make, args, exact, mode):
    text, inputs = _program(make, *args)
    program = iree_vkfft.compile(text, target="vulkan", mode=mode)
    _assert_agrees(_outputs(program, inputs), text, inputs, f"{mode} mode on lavapipe", exact)


@needs_vulkan
def test_a_scatter_window_past_the_limit_is_a_compile_error():
    """A scatter of rows of 70,000: each update alone loops past the limit, which chunking
    the updates cannot fix: an error naming the op, not wrong numbers."""
    x = np.zeros((4, 70000), np.float32)
    i, u = np.array([0, 2, 3], np.int32), np.ones((3, 70000), np.float32)
    text = X._jax().jit(lambda x, i, u: x.at[i].add(u)).lower(x, i, u).as_text()
    with pytest.raises(UnsupportedProgramError, match=r"stablehlo\.scatter.*65535"):
        iree_vkfft.compile(text, target="vulkan", mode="portable")
    # the entry turned off: it compiles (and lavapipe drops the trips past the limit)
    iree_vkfft.compile(text, target="vulkan", mode="portable", options=CompileOptions(
        target="vulkan", disable_workarounds=("chunked-scatters",)))
