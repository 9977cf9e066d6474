"""s2fft: spin spherical-harmonic transforms (``s2fft.forward`` / ``s2fft.inverse`` with
``method="jax"``, the precompute-free on-the-fly Price-McEwen recursion), as in its docs.

The longitude transforms are ``jnp.fft.fft``. The forward transforms use Driscoll-Healy
sampling: s2fft 1.5.0's float32 forward transform on MW/MWSS sampling (which resamples to MWSS
including the poles) is ~15% wrong against float64 (spin 0, any L), while DH is ~1e-6.
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


PROGRAMS = {
    "s2fft_forward": LibraryProgram(_forward(sampling="dh"), _forward_inputs(sampling="dh")),
    "s2fft_inverse": LibraryProgram(_inverse(), _inverse_inputs()),
    "s2fft_forward_spin2_dh": LibraryProgram(
        _forward(spin=2, sampling="dh"), _forward_inputs(spin=2, sampling="dh")),
}
