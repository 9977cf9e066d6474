"""A program never writes into the arrays it was given (registry entry copied-arguments).

IREE 3.13 writes a dynamic_update_slice, scatter or sort of a public function's argument into
the argument's buffer: a caller's array imported without a copy changes, a returned argument
comes back updated, two arguments that are one buffer both get the last update (split mode's
segments take each other's results). Each variant of the generated ``updates`` family, in
every mode, against XLA, with its arrays 64-byte aligned (imported as they are on the CPU
drivers) and checked unchanged after the call; and split mode's host-driven loop that stacks
two equal zero tensors (exponax's gradient through a rollout: 9% off before the entry).
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).parent))

pytest.importorskip("jax")

import iree_vkfft  # noqa: E402
from iree_vkfft.toolchain.options import CompileOptions  # noqa: E402
from portable_helpers import needs_vulkan  # noqa: E402

import entry_programs as E  # noqa: E402
import xla_oracle as X  # noqa: E402

VARIANTS = sorted(E.update_functions())
CONFIGS = [("portable", "llvm-cpu", "local-sync"), ("portable", "llvm-cpu", "local-task"),
           ("split", "llvm-cpu", "local-sync"),
           pytest.param("portable", "vulkan", None, marks=[needs_vulkan]),
           pytest.param("inline", "vulkan", None, marks=[needs_vulkan, pytest.mark.slow,
                                                         pytest.mark.ci])]


def _case(which: str, dtype) -> E.Case:
    """The family's variant ``which`` on fixed values (the family draws them)."""
    rng = np.random.default_rng(0)
    x = (rng.standard_normal((5, 8)) * 4).astype(dtype)
    u = (rng.standard_normal(8) * 4).astype(dtype)
    return E.Case(which, E.update_functions()[which], (x, u, np.int32(3)))


def _check(program, case: E.Case, what: str) -> None:
    args = [E.aligned_copy(a) for a in case.args]
    got = program(*args)
    got = [np.asarray(y) for y in (got if isinstance(got, (list, tuple)) else [got])]
    problem = E.compare(got, X.xla(case.text(), case.args), True)
    assert not problem, f"{what}: {problem}"
    for k, (a, b) in enumerate(zip(args, case.args)):
        assert np.array_equal(a, b), f"{what} wrote into argument {k}"


@pytest.mark.parametrize("mode, target, driver", CONFIGS)
@pytest.mark.parametrize("which", VARIANTS)
def test_a_program_never_writes_into_its_callers_arrays(which, mode, target, driver):
    dtype = np.float32 if which == "sort-return" else np.complex64
    case = _case(which, dtype)
    options = CompileOptions(target=target, **({"cpu_driver": driver} if driver else {}))
    _check(iree_vkfft.compile(case.text(), mode=mode, options=options), case,
           f"{which} {mode} {target} {driver or ''}")


def _stacked_loop(trips: int):
    """A fori_loop whose body holds an FFT (split mode with fft="host" drives it from Python)
    and writes row i of two stacks that start as equal zeros (what a scan's residuals are)."""
    jax = X._jax()
    jnp = jax.numpy

    def f(x):
        def body(i, carry):
            a, b, u = carry
            u = jnp.fft.irfft(jnp.fft.rfft(u) * 0.5, n=u.shape[-1]) + 1.0
            return (jax.lax.dynamic_update_slice(a, u[None], (i, 0)),
                    jax.lax.dynamic_update_slice(b, 2 * u[None], (i, 0)), u)

        zeros = jnp.zeros((trips, x.shape[-1]), x.dtype)
        return jax.lax.fori_loop(0, trips, body, (zeros, jnp.zeros_like(zeros), x))

    return f


def test_split_modes_host_loop_keeps_two_equal_stacks_apart():
    x = np.arange(16, dtype=np.float32)
    case = E.Case("stacks", _stacked_loop(40), (x,), exact=False)  # 40: not unrolled
    program = iree_vkfft.compile(case.text(), mode="split", target="llvm-cpu", fft="host")
    got = [np.asarray(y) for y in program(E.aligned_copy(x))]
    problem = E.compare(got, X.xla(case.text(), [x]), False, ulps=64)
    assert not problem, problem
