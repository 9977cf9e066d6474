"""jaxpm's particle-mesh N-body pieces (jaxpm.pm): a 2LPT initial displacement of particles on
a grid (jaxpm.pm.lpt) followed by one particle-mesh step (jaxpm.pm.make_ode_fn, which calls
pm_forces with cic_paint / cic_read), single device, as in jaxpm's notebooks."""

from __future__ import annotations

import jax.numpy as jnp
import numpy as np

from .common import LibraryProgram

MESH = (32, 32, 32)
A0 = 0.1                # scale factor of the initial conditions
DA = 0.02               # one explicit step in the scale factor


def _lpt_step():
    import jax_cosmo as jc
    from jaxpm.pm import lpt, make_ode_fn

    cosmo = jc.Planck15(Omega_c=0.25, sigma8=0.8)
    nbody_ode = make_ode_fn(MESH)

    def fn(initial_conditions):
        # Particles on the mesh points (built under the trace: an iota, not a dense constant).
        particles = jnp.stack(jnp.meshgrid(*[jnp.arange(s, dtype=float) for s in MESH],
                                           indexing="ij"), axis=-1).reshape([-1, 3])
        dx, p, _ = lpt(cosmo, initial_conditions, particles, a=A0, order=2)
        position = particles + dx
        dpos, dvel = nbody_ode((position, p), A0, cosmo)
        # The particles' displacements from their mesh points and their momenta.
        return position + DA * dpos - particles, p + DA * dvel

    return fn


def _initial_conditions(rng):
    """A Gaussian random linear density field (grid units) with a red power spectrum."""
    k = np.meshgrid(*[np.fft.fftfreq(n) * 2 * np.pi for n in MESH], indexing="ij")
    kk = np.sqrt(sum(ki ** 2 for ki in k))
    amplitude = np.exp(-kk ** 2) / np.where(kk > 0, kk, np.inf)
    field = np.fft.ifftn(np.fft.fftn(rng.standard_normal(MESH)) * amplitude).real
    return [(field / field.std()).astype(np.float32)]


PROGRAMS = {
    "jaxpm_lpt_step": LibraryProgram(_lpt_step, _initial_conditions),
}
