"""kymatio 0.3.0 (JAX frontend): wavelet scattering transforms, FFT convolutions with Morlet
filter banks at every scale (2-D: an FFT of the padded image, a product per filter, an IFFT,
a modulus, subsampling in Fourier; 1-D the same along time).

- ``kymatio_scattering2d``: ``Scattering2D(J=2, shape=(48, 48), L=4)`` on (3, 48, 48) (the
  third-wave issue's J=3, L=8 on 64x64 found a NaN on Vulkan; other sizes here);
- ``kymatio_scattering1d``: ``Scattering1D(J=4, shape=512, Q=2)`` on (2, 512).

kymatio 0.3.0 imports ``scipy.special.sph_harm`` (for its 3-D frontend), which SciPy 1.17
removed: the builder aliases it to ``sph_harm_y`` before the import (the 1-D and 2-D
transforms never call it).
"""

from __future__ import annotations

import numpy as np

from .common import LibraryProgram, smooth_field


def _patch_scipy() -> None:
    import scipy.special

    if not hasattr(scipy.special, "sph_harm"):
        scipy.special.sph_harm = lambda m, n, theta, phi: scipy.special.sph_harm_y(
            n, m, phi, theta)


def _scattering2d():
    _patch_scipy()
    from kymatio.jax import Scattering2D

    return Scattering2D(J=2, shape=(48, 48), L=4)


def _scattering1d():
    _patch_scipy()
    from kymatio.jax import Scattering1D

    return Scattering1D(J=4, shape=512, Q=2)


def _images(rng):
    return [np.stack([smooth_field(rng, (48, 48), modes=6) for _ in range(3)])]


def _signals(rng):
    t = np.arange(512) / 512
    chirp = np.sin(2 * np.pi * (20 * t + 80 * t ** 2))
    return [np.stack([chirp, rng.standard_normal(512)]).astype(np.float32)]


PROGRAMS = {
    "kymatio_scattering2d": LibraryProgram(_scattering2d, _images),
    "kymatio_scattering1d": LibraryProgram(_scattering1d, _signals),
}
