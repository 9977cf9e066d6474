"""JAX's own FFT front ends (jax.numpy.fft, jax.scipy.signal) as applications call them:

- ``ifftn3_ortho``: ``jnp.fft.ifftn(x, norm="ortho")`` of a complex64 (16, 24, 40) volume (three
  axes of different lengths, two of them not powers of two, unitary scaling);
- ``istft_vocoder``: ``jax.scipy.signal.istft`` of a (257, 64) one-sided spectrogram (n_fft 512,
  hop 128, Hann window), the overlap-add tail of a TTS vocoder: an ``irfft`` per frame, then
  the scatter-add of the frames and the window-square normalisation;
- ``fftconvolve_2d``: ``jax.scipy.signal.fftconvolve(image, kernel, mode="same")`` of a
  (64, 80) image with a (9, 9) kernel (``rfft2`` / ``irfft2`` at the padded 72 x 88 size).
"""

from __future__ import annotations

import numpy as np

from .common import LibraryProgram, smooth_field

N_FFT, HOP, FRAMES = 512, 128, 64


def _ifftn3_ortho():
    import jax.numpy as jnp

    return lambda x: jnp.fft.ifftn(x, norm="ortho")


def _ifftn3_inputs(rng):
    shape = (16, 24, 40)
    x = rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
    return [x.astype(np.complex64)]


def _istft_vocoder():
    from jax.scipy import signal

    def fn(spectrogram):
        _, audio = signal.istft(spectrogram, fs=16000.0, window="hann", nperseg=N_FFT,
                                noverlap=N_FFT - HOP, nfft=N_FFT, input_onesided=True,
                                boundary=True)
        return audio

    return fn


def _istft_inputs(rng):
    """The STFT (scipy's own convention, by numpy) of a chirp with a few harmonics and a little
    noise, so that the spectrogram is a consistent one as a vocoder's would nearly be."""
    fs = 16000.0
    n = HOP * (FRAMES - 1)
    t = np.arange(n) / fs
    f0 = 120.0 + 80.0 * t / t[-1]
    phase = 2 * np.pi * np.cumsum(f0) / fs
    audio = sum(np.sin(h * phase) / h for h in range(1, 6)) + 0.01 * rng.standard_normal(n)
    window = 0.5 - 0.5 * np.cos(2 * np.pi * np.arange(N_FFT) / N_FFT)   # periodic Hann
    padded = np.pad(audio, N_FFT // 2)
    frames = np.stack([padded[i * HOP:i * HOP + N_FFT] for i in range(FRAMES)], axis=-1)
    spectrogram = np.fft.rfft(frames * window[:, None], axis=0) / window.sum()
    return [spectrogram.astype(np.complex64)]


def _fftconvolve_2d():
    from jax.scipy import signal

    return lambda image, kernel: signal.fftconvolve(image, kernel, mode="same")


def _fftconvolve_inputs(rng):
    image = smooth_field(rng, (64, 80), modes=8) + 0.1 * rng.standard_normal((64, 80))
    y, x = np.mgrid[-4:5, -4:5]
    kernel = np.exp(-(x ** 2 + y ** 2) / 6.0) * (1 + 0.2 * rng.standard_normal((9, 9)))
    return [image.astype(np.float32), (kernel / kernel.sum()).astype(np.float32)]


PROGRAMS = {
    "ifftn3_ortho": LibraryProgram(_ifftn3_ortho, _ifftn3_inputs),
    "istft_vocoder": LibraryProgram(_istft_vocoder, _istft_inputs),
    "fftconvolve_2d": LibraryProgram(_fftconvolve_2d, _fftconvolve_inputs),
}
