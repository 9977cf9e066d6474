"""jaxdf's FourierSeries fields (jaxdf.discretization / jaxdf.operators): spectral gradient
and the Helmholtz operator that j-Wave builds from them."""

from __future__ import annotations

import jax.numpy as jnp
import numpy as np

from .common import LibraryProgram, smooth_field

N = (64, 64)
DX = (0.1, 0.1)


def _fourier_gradient():
    from jaxdf import FourierSeries, operators
    from jaxdf.geometry import Domain

    domain = Domain(N, DX)

    def fn(u):
        field = FourierSeries(u[..., None], domain)
        return operators.gradient(field).on_grid     # (64, 64, 2): d/dx, d/dy

    return fn


def _helmholtz():
    from jaxdf import FourierSeries, operators
    from jaxdf.geometry import Domain

    domain = Domain(N, DX)
    omega = 2.0 * jnp.pi * 0.5

    def fn(u, sound_speed):
        # A complex wavefield u and a heterogeneous sound speed c(x):
        # laplacian(u) + (omega / c)^2 u, as in j-Wave's Helmholtz operator.
        field = FourierSeries(u[..., None], domain)
        c = FourierSeries(sound_speed[..., None], domain)
        k_squared = (omega / c) ** 2
        return (operators.laplacian(field) + k_squared * field).on_grid[..., 0]

    return fn


def _complex_field(rng, shape):
    return (smooth_field(rng, shape) + 1j * smooth_field(rng, shape)).astype(np.complex64)


def _sound_speed(rng):
    return (1.0 + 0.2 * np.tanh(smooth_field(rng, N))).astype(np.float32)


PROGRAMS = {
    "jaxdf_fourier_gradient": LibraryProgram(
        _fourier_gradient, lambda rng: [smooth_field(rng, N)]),
    "jaxdf_helmholtz": LibraryProgram(
        _helmholtz, lambda rng: [_complex_field(rng, N), _sound_speed(rng)]),
}
