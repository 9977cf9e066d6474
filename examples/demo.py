#!/usr/bin/env python3
"""Demo: a Whisper-style log-mel spectrogram of 30 s of 16 kHz audio on the default Vulkan device.

The featurizer's FFT (n_fft=400, hop 160: 3001 frames of a length-400 real FFT) is exactly the
case IREE's own stablehlo.fft lowering cannot compile. Here it runs through iree_vkfft.fft on
VkFFT, checked against numpy in float64, with a timing table per provider.
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

import iree_vkfft
from iree_vkfft import fft as vkfft

SAMPLE_RATE, N_FFT, HOP, N_MELS, SECONDS = 16000, 400, 160, 80, 30


def mel_filters(sr: int = SAMPLE_RATE, n_fft: int = N_FFT, n_mels: int = N_MELS) -> np.ndarray:
    """Triangular filters on the HTK mel scale, shape (n_mels, n_fft//2+1)."""
    def hz_to_mel(f):
        return 2595.0 * np.log10(1.0 + f / 700.0)

    def mel_to_hz(m):
        return 700.0 * (10.0 ** (m / 2595.0) - 1.0)

    bins = np.fft.rfftfreq(n_fft, 1.0 / sr)
    edges = mel_to_hz(np.linspace(hz_to_mel(0.0), hz_to_mel(sr / 2), n_mels + 2))
    lower, centre, upper = edges[:-2, None], edges[1:-1, None], edges[2:, None]
    rising = (bins - lower) / (centre - lower)
    falling = (upper - bins) / (upper - centre)
    return np.maximum(0.0, np.minimum(rising, falling))


def frames(audio: np.ndarray) -> np.ndarray:
    padded = np.pad(audio, N_FFT // 2, mode="reflect")
    count = 1 + (len(padded) - N_FFT) // HOP
    view = np.lib.stride_tricks.sliding_window_view(padded, N_FFT)[::HOP][:count]
    return view * np.hanning(N_FFT + 1)[:-1].astype(audio.dtype)


def log_mel(spectrum: np.ndarray, filters: np.ndarray) -> np.ndarray:
    power = np.abs(spectrum) ** 2
    mel = power @ filters.T.astype(power.dtype)
    logm = np.log10(np.maximum(mel, 1e-10))
    return np.maximum(logm, logm.max() - 8.0) / 4.0 + 1.0


def timed(fn, repeat: int) -> tuple[float, object]:
    result, times = None, []
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    device = iree_vkfft.current_device()
    print(f"device: {device}")
    t = np.arange(SECONDS * SAMPLE_RATE) / SAMPLE_RATE
    rng = np.random.default_rng(0)
    audio = (0.5 * np.sin(2 * np.pi * (200 + 300 * t) * t) + 0.05 * rng.standard_normal(t.size))
    filters = mel_filters()
    f32 = frames(audio.astype(np.float32))
    ref = log_mel(np.fft.rfft(frames(audio)), filters)  # float64 oracle

    rows = []
    providers = [("numpy.fft (float32)", lambda: np.fft.rfft(f32))]
    try:
        import scipy.fft
        providers.append(("scipy.fft workers=all", lambda: scipy.fft.rfft(f32, workers=-1)))
    except ImportError:
        pass
    providers.append(("iree_vkfft host arrays", lambda: vkfft.rfft(f32)))
    on_device = iree_vkfft.asarray(np.ascontiguousarray(f32))
    providers.append(("iree_vkfft DeviceArray (FFT only)", lambda: vkfft.rfft(on_device)))
    vkfft.rfft(f32)  # build the plan and compile the kernel once before timing
    for name, fn in providers:
        seconds, spectrum = timed(fn, args.repeat)
        spectrum = np.asarray(spectrum)
        out = log_mel(spectrum, filters)
        err = float(np.max(np.abs(out - ref)))
        rows.append((name, seconds * 1e3, err))

    print(f"Whisper log-mel: {f32.shape[0]} frames x n_fft {N_FFT} -> {N_MELS} mels")
    print(f"{'provider':36s} {'rfft ms':>9s} {'max |log-mel err|':>18s}")
    for name, ms, err in rows:
        print(f"{name:36s} {ms:9.2f} {err:18.2e}")
    ours = [err for name, _, err in rows if name.startswith("iree_vkfft")]
    ok = all(err < 1e-4 for err in ours)
    print("check vs numpy float64:", "OK" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
