"""exojax's spectral operators (exojax.postproc.specop.SopRotation): rigid-rotation broadening
of a high-resolution spectrum, an FFT convolution (exojax.signal.convolve.convolve_same) with
the quadratic limb-darkened rotation kernel, as in exojax's retrieval tutorials.

``exojax_rotational_broadening_x64`` (second wave) is the same broadening in float64 (exojax's
retrievals run with ``jax_enable_x64``) on a 2048-point grid."""

from __future__ import annotations

import numpy as np

from .common import LibraryProgram

N = 3072                                  # spectral points on an ESLOG grid (R ~ 7e5)
WAVELENGTH = (22900.0, 23000.0)           # Angstrom (the CO 2-0 band head region)
U1, U2 = 0.6, 0.1                         # quadratic limb darkening


def _rotational_broadening():
    from exojax.postproc.specop import SopRotation
    from exojax.utils.grids import wavenumber_grid

    nu_grid, _, _ = wavenumber_grid(*WAVELENGTH, N, xsmode="premodit", unit="AA")
    sop = SopRotation(nu_grid, vsini_max=100.0)
    return lambda spectrum, vsini: sop.rigid_rotation(spectrum, vsini, U1, U2)


def _inputs(rng):
    """A continuum-normalised absorption spectrum (Gaussian lines) and V sin i in km/s."""
    x = np.arange(N)
    centers = rng.uniform(0, N, 40)
    depths = rng.uniform(0.05, 0.6, 40)
    widths = rng.uniform(2.0, 8.0, 40)
    lines = depths[:, None] * np.exp(-0.5 * ((x[None, :] - centers[:, None]) / widths[:, None]) ** 2)
    spectrum = np.exp(-lines.sum(0))
    return [spectrum.astype(np.float32), np.asarray(25.0, np.float32)]


# --- second wave: float64, another grid ------------------------------------------------------

N_X64 = 2048


def _rotational_broadening_x64():
    from exojax.postproc.specop import SopRotation
    from exojax.utils.grids import wavenumber_grid

    nu_grid, _, _ = wavenumber_grid(*WAVELENGTH, N_X64, xsmode="premodit", unit="AA")
    sop = SopRotation(nu_grid, vsini_max=100.0)
    return lambda spectrum, vsini: sop.rigid_rotation(spectrum, vsini, U1, U2)


def _inputs_x64(rng):
    """As :func:`_inputs`, on the 2048-point grid (line widths scaled with it), in float64."""
    x = np.arange(N_X64)
    centers = rng.uniform(0, N_X64, 30)
    depths = rng.uniform(0.05, 0.6, 30)
    widths = rng.uniform(1.5, 5.5, 30)
    profile = np.exp(-0.5 * ((x[None, :] - centers[:, None]) / widths[:, None]) ** 2)
    return [np.exp(-(depths[:, None] * profile).sum(0)), np.asarray(25.0, np.float64)]


PROGRAMS = {
    "exojax_rotational_broadening": LibraryProgram(_rotational_broadening, _inputs),
    "exojax_rotational_broadening_x64": LibraryProgram(_rotational_broadening_x64, _inputs_x64,
                                                       x64=True),
}
