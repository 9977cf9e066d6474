"""jax-cfd's spectral solvers (jax_cfd.spectral): a few steps each, as in its docs and tests."""

from __future__ import annotations

import jax.numpy as jnp
import numpy as np

from .common import LibraryProgram, smooth_field


def _navier_stokes():
    import jax_cfd.base as cfd
    from jax_cfd.spectral import equations, time_stepping

    grid = cfd.grids.Grid((64, 64), domain=((0, 2 * jnp.pi), (0, 2 * jnp.pi)))
    eq = equations.ForcedNavierStokes2D(viscosity=1e-3, grid=grid, smooth=True)
    step = time_stepping.crank_nicolson_rk4(eq, 1e-2)
    run = cfd.funcutils.repeated(step, 4)
    return lambda vorticity: jnp.fft.irfftn(run(jnp.fft.rfftn(vorticity)))


def _kuramoto_sivashinsky():
    import jax_cfd.base as cfd
    from jax_cfd.spectral import equations, time_stepping

    length = 10.0 * jnp.pi
    grid = cfd.grids.Grid((128,), domain=((0, length),))
    dt = grid.step[0] / length
    step = time_stepping.backward_forward_euler(equations.KuramotoSivashinsky(grid), dt)
    run = cfd.funcutils.repeated(step, 8)
    return lambda u: jnp.fft.irfft(run(jnp.fft.rfft(u)), n=128)


def _schrodinger():
    import jax_cfd.base as cfd
    from jax_cfd.spectral import equations, time_stepping

    grid = cfd.grids.Grid((256,), domain=((-jnp.pi, jnp.pi),))
    step = time_stepping.crank_nicolson_rk4(equations.NonlinearSchrodinger(grid), 1e-3)
    run = cfd.funcutils.repeated(step, 4)
    return lambda psi: jnp.fft.ifft(run(jnp.fft.fft(psi)))


def _complex_field(rng, n):
    return (smooth_field(rng, (n,)) + 1j * smooth_field(rng, (n,))).astype(np.complex64)


PROGRAMS = {
    "jaxcfd_navier_stokes_2d": LibraryProgram(
        _navier_stokes, lambda rng: [smooth_field(rng, (64, 64))]),
    "jaxcfd_kuramoto_sivashinsky": LibraryProgram(
        _kuramoto_sivashinsky, lambda rng: [smooth_field(rng, (128,))]),
    "jaxcfd_schrodinger": LibraryProgram(_schrodinger, lambda rng: [_complex_field(rng, 256)]),
}
