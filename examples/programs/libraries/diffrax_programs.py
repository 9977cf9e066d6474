"""diffrax: adaptive explicit Runge-Kutta solves (``diffrax.diffeqsolve``) of periodic 1-D PDEs
with a pseudo-spectral right-hand side, the method-of-lines pattern of diffrax's docs and
examples: the vector field takes derivatives by ``jnp.fft.rfft`` / ``irfft``, the step-size
controller is ``PIDController``, so the solve is a ``stablehlo.while`` whose body holds the
stages' FFTs (and the error norm, the step acceptance and the ``SaveAt(t1=True)`` write).

- ``diffrax_burgers``: viscous Burgers ``u_t + u u_x = nu u_xx`` on [0, 2 pi), N = 64, Tsit5,
  nu = 0.05 (the diffusive stiffness nu k_max^2 ~ 51 keeps Tsit5's steps near 0.05: 11
  steps, 9 accepted, to t1 = 0.5);
- ``diffrax_kdv``: Korteweg-de Vries ``u_t + u u_x + u_xxx = 0`` on [-20, 20), N = 96, Dopri5,
  two solitons ``3c sech^2(sqrt(c) (x - x0) / 2)`` (the dispersive k_max^3 ~ 430 keeps the
  steps near 0.005: 40 steps, 36 accepted, to t1 = 0.2).

``max_steps=64`` bounds the loop (the export's ``while`` has a step counter) and
``throw=False``: with the default ``throw=True`` diffrax checks the result with equinox's
``error_if``, a host callback in the export that no compiler outside XLA runs.
"""

from __future__ import annotations

import numpy as np

from .common import LibraryProgram

MAX_STEPS = 64

BURGERS_N, BURGERS_NU, BURGERS_T1 = 64, 0.05, 0.5
KDV_N, KDV_LENGTH, KDV_T1 = 96, 40.0, 0.2


def _solve(vector_field, solver, t1, dt0, rtol, atol):
    import diffrax

    def fn(u0):
        solution = diffrax.diffeqsolve(
            diffrax.ODETerm(vector_field), solver, t0=0.0, t1=t1, dt0=dt0, y0=u0,
            saveat=diffrax.SaveAt(t1=True),
            stepsize_controller=diffrax.PIDController(rtol=rtol, atol=atol),
            max_steps=MAX_STEPS, throw=False)
        return solution.ys[0]

    return fn


def _wavenumbers(n, length):
    return 2 * np.pi / length * np.arange(n // 2 + 1)


# --- viscous Burgers, Tsit5 ------------------------------------------------------------------


def _burgers():
    import diffrax
    import jax.numpy as jnp

    k = _wavenumbers(BURGERS_N, 2 * np.pi)

    def vector_field(t, u, args):
        u_hat = jnp.fft.rfft(u)
        u_x = jnp.fft.irfft(1j * k * u_hat, n=BURGERS_N)
        u_xx = jnp.fft.irfft(-(k ** 2) * u_hat, n=BURGERS_N)
        return -u * u_x + BURGERS_NU * u_xx

    return _solve(vector_field, diffrax.Tsit5(), BURGERS_T1, 0.01, 1e-5, 1e-6)


def _burgers_inputs(rng):
    """A smooth random periodic profile (a few low modes) of amplitude ~1."""
    x = np.arange(BURGERS_N) * 2 * np.pi / BURGERS_N
    u0 = sum(rng.standard_normal() * np.sin(m * x + rng.uniform(0, 2 * np.pi)) / m
             for m in range(1, 5))
    return [u0.astype(np.float32)]


# --- KdV, Dopri5 -----------------------------------------------------------------------------


def _kdv():
    import diffrax
    import jax.numpy as jnp

    k = _wavenumbers(KDV_N, KDV_LENGTH)

    def vector_field(t, u, args):
        u_hat = jnp.fft.rfft(u)
        u_x = jnp.fft.irfft(1j * k * u_hat, n=KDV_N)
        u_xxx = jnp.fft.irfft(-1j * k ** 3 * u_hat, n=KDV_N)
        return -u * u_x - u_xxx

    return _solve(vector_field, diffrax.Dopri5(), KDV_T1, 1e-3, 1e-5, 1e-6)


def _kdv_inputs(rng):
    """Two solitons of random speeds and positions (the faster one behind)."""
    x = -KDV_LENGTH / 2 + np.arange(KDV_N) * KDV_LENGTH / KDV_N
    u0 = np.zeros(KDV_N)
    for c, x0 in zip(rng.uniform([0.8, 0.3], [1.2, 0.6]), rng.uniform([-10, 0], [-6, 4])):
        u0 += 3 * c / np.cosh(np.sqrt(c) * (x - x0) / 2) ** 2
    return [u0.astype(np.float32)]


PROGRAMS = {
    "diffrax_burgers": LibraryProgram(_burgers, _burgers_inputs),
    "diffrax_kdv": LibraryProgram(_kdv, _kdv_inputs),
}
