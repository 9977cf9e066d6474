"""exojax's spectral operators (exojax.postproc.specop.SopRotation): rigid-rotation broadening
of a high-resolution spectrum, an FFT convolution (exojax.signal.convolve.convolve_same) with
the quadratic limb-darkened rotation kernel, as in exojax's retrieval tutorials."""

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


PROGRAMS = {
    "exojax_rotational_broadening": LibraryProgram(_rotational_broadening, _inputs),
}
