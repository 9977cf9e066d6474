"""s2fft: spin spherical-harmonic transforms (``s2fft.forward`` / ``s2fft.inverse`` with
``method="jax"``, the precompute-free on-the-fly Price-McEwen recursion), as in its docs.

The longitude transforms are ``jnp.fft.fft``. The forward transforms use Driscoll-Healy
sampling: s2fft 1.5.0's float32 forward transform on MW/MWSS sampling (which resamples to MWSS
including the poles) is ~15% wrong against float64 (spin 0, any L), while DH is ~1e-6.

The second wave's MW programs are therefore float64 (``x64=True``): ``s2fft_forward_mw_L32``,
``s2fft.forward`` at L = 32 on MW sampling (the longitude FFT of length 2L - 1 = 63 and the
resampling to MWSS by FFTs along theta: lengths 63, 64 and 128), and
``s2fft_wigner_forward_mw``, the Wigner transform on SO(3) (``s2fft.wigner.forward``, MW
sampling, L = 8, N = 3: the gamma-axis FFT of length 2N - 1 = 5, then the 5 spin transforms
batched, FFT lengths 15, 16 and 32) of a signal built by s2fft's NumPy inverse Wigner
transform.

``s2fft_inverse_healpix_precompute`` is the precompute inverse transform
(``s2fft.precompute_transforms.spherical.inverse``, ``method="jax"``) on HEALPix sampling,
L = 32, nside = 16, reality: the kernel from ``construct.spin_spherical_kernel`` (complex,
63 rings x L x L) is the program's second input, not a constant; the Fourier part is
``healpix_ifft``: per polar ring pair a spectral folding and a complex ``ifft`` of length
4, 8, .., 60, the 33 equatorial rings an ``irfft`` of length 64 (issue 43's repro).
"""

from __future__ import annotations

import numpy as np

from .common import LibraryProgram

_L = 16


def _flm(rng, L, spin=0, reality=False, decay=1.0):
    """Random band-limited harmonic coefficients (s2fft's own generator) with a red spectrum."""
    from s2fft.utils import signal_generator

    flm = signal_generator.generate_flm(rng, L, spin=spin, reality=reality)
    el = np.arange(L)[:, None]
    return flm / (1.0 + el) ** decay


def _signal(flm, L, spin=0, sampling="mw", reality=False):
    """The band-limited signal of ``flm``, by s2fft's float64 NumPy transform."""
    import s2fft

    f = s2fft.inverse(flm, L, spin=spin, sampling=sampling, method="numpy", reality=reality)
    return np.real(f) if reality else f


def _forward(spin=0, sampling="mw", reality=False):
    def build():
        import s2fft

        return lambda f: s2fft.forward(f, _L, spin=spin, sampling=sampling, method="jax",
                                       reality=reality)

    return build


def _inverse(spin=0, sampling="mw", reality=False):
    def build():
        import s2fft

        return lambda flm: s2fft.inverse(flm, _L, spin=spin, sampling=sampling, method="jax",
                                         reality=reality)

    return build


def _forward_inputs(spin=0, sampling="mw", reality=False):
    def inputs(rng):
        f = _signal(_flm(rng, _L, spin, reality), _L, spin, sampling, reality)
        return [f.astype(np.float32 if reality else np.complex64)]

    return inputs


def _inverse_inputs(spin=0, reality=False):
    return lambda rng: [_flm(rng, _L, spin, reality).astype(np.complex64)]


# --- second wave: float64 MW sampling -------------------------------------------------------

_MW_L = 32
_WIGNER_L, _WIGNER_N = 8, 3


def _forward_mw_L32():
    import s2fft

    return lambda f: s2fft.forward(f, _MW_L, sampling="mw", method="jax")


def _forward_mw_L32_inputs(rng):
    return [_signal(_flm(rng, _MW_L), _MW_L).astype(np.complex128)]


def _wigner_forward_mw():
    import s2fft

    return lambda f: s2fft.wigner.forward(f, _WIGNER_L, _WIGNER_N, sampling="mw", method="jax")


def _wigner_forward_mw_inputs(rng):
    """Random Wigner coefficients (s2fft's generator) with a red spectrum in l, through
    s2fft's float64 NumPy inverse Wigner transform: (2N - 1, L, 2L - 1) samples."""
    import s2fft
    from s2fft.utils import signal_generator

    flmn = signal_generator.generate_flmn(rng, _WIGNER_L, _WIGNER_N)
    flmn = flmn / (1.0 + np.arange(_WIGNER_L)[None, :, None])
    f = s2fft.wigner.inverse(flmn, _WIGNER_L, _WIGNER_N, sampling="mw", method="numpy")
    return [np.asarray(f, np.complex128)]


# --- HEALPix precompute inverse transform ----------------------------------------------------

_HP_L, _HP_NSIDE = 32, 16


def _inverse_healpix_precompute():
    from s2fft.precompute_transforms import spherical

    return lambda flm, kernel: spherical.inverse(flm, _HP_L, kernel=kernel, sampling="healpix",
                                                 nside=_HP_NSIDE, reality=True, method="jax")


def _inverse_healpix_precompute_inputs(rng):
    from s2fft.precompute_transforms import construct

    flm = _flm(rng, _HP_L, reality=True).astype(np.complex64)
    kernel = construct.spin_spherical_kernel(L=_HP_L, spin=0, reality=True,
                                             sampling="healpix", nside=_HP_NSIDE,
                                             forward=False)
    return [flm, np.asarray(kernel, np.complex64)]


PROGRAMS = {
    "s2fft_forward": LibraryProgram(_forward(sampling="dh"), _forward_inputs(sampling="dh")),
    "s2fft_inverse": LibraryProgram(_inverse(), _inverse_inputs()),
    "s2fft_forward_spin2_dh": LibraryProgram(
        _forward(spin=2, sampling="dh"), _forward_inputs(spin=2, sampling="dh")),
    "s2fft_forward_mw_L32": LibraryProgram(_forward_mw_L32, _forward_mw_L32_inputs, x64=True),
    "s2fft_wigner_forward_mw": LibraryProgram(_wigner_forward_mw, _wigner_forward_mw_inputs,
                                              x64=True),
    "s2fft_inverse_healpix_precompute": LibraryProgram(_inverse_healpix_precompute,
                                                       _inverse_healpix_precompute_inputs),
}
