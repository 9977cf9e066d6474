"""librosax (a JAX port of librosa): speech features as audio front ends compute them.

- ``librosax_mfcc``: ``librosax.feature.mfcc`` of 1 s of 16 kHz audio with the usual speech
  settings (n_fft 512, hop 160, 40 mel bands, 13 coefficients): ``librosax.stft`` (which is
  ``jax.scipy.signal.stft``: an ``rfft`` of 101 frames), power, the slaney mel filter bank,
  ``power_to_db`` and the orthonormal DCT-II (``jax.scipy.fft.dct``, itself an FFT). librosax's
  mel spectrogram defaults to ``dtype=float32`` whatever the input, so the builder passes the
  precision it is built in (the float64 reference would otherwise be float32 half-way).
- ``logmel_symbolic_batch``: Whisper's log-mel front end (``whisper.audio.log_mel_spectrogram``:
  n_fft 400, hop 160, periodic Hann, reflect-padded centred frames, the last frame dropped, 80
  mel bands, ``log10``, an 8-decade floor below each clip's maximum) of a batch of 3 s clips,
  exported by ``jax.export`` with a symbolic batch ``b`` (``(b, 48000)`` float32): the frames
  by ``jax.scipy.signal.stft`` (``boundary="even"`` is the reflect padding), the mel
  projection a ``dot_general`` with the (201, 80) filter matrix, an input, made by
  ``librosax.filters.mel`` (which is librosa's, as Whisper's ``mel_filters.npz`` is). The
  ``.npz`` holds a batch of 3.
"""

from __future__ import annotations

import numpy as np

from .common import LibraryProgram

SR = 16000


def _speech_like(rng, seconds):
    """A voiced, speech-like signal: a gliding pitch with a few formant-weighted harmonics,
    a syllable-rate envelope and a little noise."""
    n = int(SR * seconds)
    t = np.arange(n) / SR
    f0 = 110.0 + 30.0 * np.sin(2 * np.pi * rng.uniform(0.5, 2.0) * t + rng.uniform(0, 6.3))
    phase = 2 * np.pi * np.cumsum(f0) / SR
    formants = rng.uniform([500.0, 1200.0, 2500.0], [800.0, 1800.0, 3000.0])
    audio = np.zeros(n)
    for h in range(1, 30):
        gain = sum(np.exp(-0.5 * ((h * 120.0 - f) / 150.0) ** 2) for f in formants)
        audio += (0.05 + gain) / h * np.sin(h * phase + rng.uniform(0, 6.3))
    envelope = 0.6 + 0.4 * np.sin(2 * np.pi * 4.0 * t + rng.uniform(0, 6.3))
    audio = envelope * audio + 0.01 * rng.standard_normal(n)
    return 0.3 * audio / np.abs(audio).max()


# --- librosax MFCC ---------------------------------------------------------------------------


def _mfcc():
    import jax
    import jax.numpy as jnp
    import librosax

    dtype = jnp.float64 if jax.config.jax_enable_x64 else jnp.float32
    return lambda audio: librosax.feature.mfcc(
        y=audio, sr=SR, n_mfcc=13, n_fft=512, hop_length=160, n_mels=40,
        melspectrogram_params=dict(dtype=dtype))


def _mfcc_inputs(rng):
    return [_speech_like(rng, 1.0).astype(np.float32)]


# --- Whisper's log-mel, symbolic batch -------------------------------------------------------

N_FFT, HOP, N_MELS, SAMPLES, BATCH = 400, 160, 80, 48000, 3


def _logmel():
    import jax.numpy as jnp
    from jax.scipy import signal

    window = np.hanning(N_FFT + 1)[:-1]          # torch.hann_window(400): periodic

    def fn(audio, mel_filters):
        _, _, stft = signal.stft(audio, window=window, nperseg=N_FFT, noverlap=N_FFT - HOP,
                                 nfft=N_FFT, boundary="even", padded=False, axis=-1)
        # jax.scipy scales by 1 / sum(window); torch.stft does not
        stft = stft[..., :-1] * window.sum()                            # (b, 201, 300)
        magnitudes = jnp.abs(stft) ** 2
        mel = jnp.einsum("bft,fm->bmt", magnitudes, mel_filters)        # (b, 80, 300)
        log_spec = jnp.log10(jnp.maximum(mel, 1e-10))
        log_spec = jnp.maximum(log_spec, log_spec.max(axis=(-2, -1), keepdims=True) - 8.0)
        return (log_spec + 4.0) / 4.0

    return fn


def _logmel_inputs(rng):
    import librosax

    audio = np.stack([_speech_like(rng, SAMPLES / SR) for _ in range(BATCH)])
    mel_filters = np.asarray(librosax.filters.mel(sr=SR, n_fft=N_FFT, n_mels=N_MELS,
                                                  dtype=np.float32)).T        # (201, 80)
    return [audio.astype(np.float32), mel_filters]


def _logmel_shapes():
    import jax
    import jax.numpy as jnp

    return [jax.ShapeDtypeStruct(jax.export.symbolic_shape(f"b, {SAMPLES}"), jnp.float32),
            jax.ShapeDtypeStruct((N_FFT // 2 + 1, N_MELS), jnp.float32)]


PROGRAMS = {
    "librosax_mfcc": LibraryProgram(_mfcc, _mfcc_inputs),
    "logmel_symbolic_batch": LibraryProgram(_logmel, _logmel_inputs,
                                            export_shapes=_logmel_shapes),
}
