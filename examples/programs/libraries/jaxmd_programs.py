"""jax_md's particle-mesh Ewald electrostatics (jax_md.energy.coulomb: direct-space erfc pair
sum + reciprocal-space PME, Essmann et al. 1995) for charged particles in a periodic box."""

from __future__ import annotations

import warnings

import jax
import jax.numpy as jnp
import numpy as np

from .common import LibraryProgram

SIDE = 4                # particles on a jittered SIDE^3 lattice
BOX = 12.0              # periodic cubic box side length
GRID = 16               # PME mesh points per side
ALPHA = 0.5             # Ewald splitting parameter


def _energy_fn():
    from jax_md import energy, space

    displacement, _ = space.periodic(BOX)

    def fn(position, charge):
        with warnings.catch_warnings():   # jax_md's high_precision_sum asks for float64
            warnings.simplefilter("ignore", UserWarning)
            pme = energy.coulomb(displacement, BOX, charge, GRID, alpha=ALPHA)(position)
        # jax_md leaves out the constant Ewald self-energy; add it for the physical total
        # (it does not change the forces).
        return pme - ALPHA / jnp.sqrt(jnp.pi) * jnp.sum(charge ** 2)

    return fn


def _pme_energy():
    return _energy_fn()


def _pme_forces():
    energy_fn = _energy_fn()
    return lambda position, charge: -jax.grad(energy_fn)(position, charge)


def _inputs(rng):
    spacing = BOX / SIDE
    lattice = np.stack(np.meshgrid(*[np.arange(SIDE)] * 3, indexing="ij"), -1).reshape(-1, 3)
    position = (lattice + 0.5) * spacing + rng.uniform(-0.2, 0.2, lattice.shape) * spacing
    # Alternating +-1 charges (rock-salt like), jittered: a neutral system.
    sign = np.where(lattice.sum(-1) % 2 == 0, 1.0, -1.0)
    charge = sign * (1.0 + 0.1 * rng.standard_normal(sign.shape))
    charge -= charge.mean()
    return [position.astype(np.float32), charge.astype(np.float32)]


PROGRAMS = {
    "jaxmd_pme_energy": LibraryProgram(_pme_energy, _inputs),
    "jaxmd_pme_forces": LibraryProgram(_pme_forces, _inputs),
}
