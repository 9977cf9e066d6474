"""Export PyTorch test programs both ways, as groundwork for the PyTorch/ONNX front ends
(issue 33): ``tests/data/programs/torch/<name>.torch.mlir`` (torch dialect, from
``iree.turbine.aot.export``), ``<name>.onnx.mlir`` (``torch.onnx.export(dynamo=True,
opset_version=18)`` then ``iree-import-onnx``) and ``<name>.npz`` (the inputs ``in0..``, the
float64 reference ``ref0..`` -- the same module run in float64/complex128 by eager torch -- and
``torch_err0..``, eager float32 torch's relative L2 error against it; ``wrapped<i>``, where a
program declares them: the elements of a phase output that torch leaves to the rounding, as
+-pi of a real value, compared modulo 2 pi). Exports that fail are recorded in
``exports.json`` (first line of the error, plus its last line where that says more; the
package versions with each program) and the run goes on.

Development-only: torch, torchaudio, iree-turbine and the ONNX exporter live in a throwaway
venv, never in the package::

    python3 -m venv /tmp/torchvenv
    /tmp/torchvenv/bin/pip install -r examples/programs/torch/requirements.txt
    /tmp/torchvenv/bin/python examples/programs/torch/gen_torch_programs.py [names...]

Every module is built once in float32 with seeded weights (``torch.manual_seed`` per program)
and copied to float64 for the reference (float32 parameters/buffers become float64, complex64
become complex128; constants made inside ``forward`` follow the input's dtype).
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import os
import re
import subprocess
import sys
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import numpy as np
import torch
from torch import nn

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[2] / "tests" / "data" / "programs" / "torch"
BIN = Path(sys.executable).parent


# --------------------------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------------------------

def mel_filterbank(sr: int = 16000, n_fft: int = 400, n_mels: int = 80) -> np.ndarray:
    """Slaney-style mel filterbank (librosa.filters.mel's defaults: slaney mel scale, slaney
    area normalisation), [n_mels, n_fft // 2 + 1], computed in float64 -- the matrix whisper
    loads from mel_filters.npz is this one."""
    def hz_to_mel(f):
        f = np.asarray(f, np.float64)
        f_sp, min_log_hz, logstep = 200.0 / 3, 1000.0, math.log(6.4) / 27.0
        min_log_mel = min_log_hz / f_sp
        return np.where(f >= min_log_hz, min_log_mel + np.log(np.maximum(f, 1e-10) / min_log_hz)
                        / logstep, f / f_sp)

    def mel_to_hz(m):
        m = np.asarray(m, np.float64)
        f_sp, min_log_hz, logstep = 200.0 / 3, 1000.0, math.log(6.4) / 27.0
        min_log_mel = min_log_hz / f_sp
        return np.where(m >= min_log_mel, min_log_hz * np.exp(logstep * (m - min_log_mel)),
                        f_sp * m)

    fftfreqs = np.linspace(0, sr / 2, n_fft // 2 + 1)
    mel_f = mel_to_hz(np.linspace(hz_to_mel(0.0), hz_to_mel(sr / 2), n_mels + 2))
    fdiff = np.diff(mel_f)
    ramps = mel_f[:, None] - fftfreqs[None, :]
    lower = -ramps[:-2] / fdiff[:-1, None]
    upper = ramps[2:] / fdiff[1:, None]
    weights = np.maximum(0, np.minimum(lower, upper))
    enorm = 2.0 / (mel_f[2:n_mels + 2] - mel_f[:n_mels])
    return weights * enorm[:, None]


def upcast(t: torch.Tensor) -> torch.Tensor:
    if t.dtype == torch.float32:
        return t.double()
    if t.dtype == torch.complex64:
        return t.to(torch.complex128)
    return t


def upcast_module(m: nn.Module) -> nn.Module:
    m = copy.deepcopy(m)
    for mod in m.modules():
        for k, p in list(mod._parameters.items()):
            if p is not None:
                mod._parameters[k] = nn.Parameter(upcast(p.data), requires_grad=p.requires_grad)
        for k, b in list(mod._buffers.items()):
            if b is not None:
                mod._buffers[k] = upcast(b)
    return m


def rel_l2(y, r, wrapped=None) -> float:
    """Relative L2 error; at the ``wrapped`` elements (a mask) of a phase, of the difference
    modulo 2 pi (tests/test_torch_frontend.py compares the same way)."""
    y, r = np.asarray(y, np.complex128), np.asarray(r, np.complex128)
    d = y - r
    if wrapped is not None:
        d = np.where(wrapped, np.angle(np.exp(1j * d.real)), d)
    return float(np.linalg.norm(d) / max(np.linalg.norm(r), 1e-300))


def crandn(*shape) -> torch.Tensor:
    return torch.complex(torch.randn(*shape), torch.randn(*shape))


# --------------------------------------------------------------------------------------------
# the programs
# --------------------------------------------------------------------------------------------

class WhisperLogMel(nn.Module):
    """openai-whisper's audio.log_mel_spectrogram (whisper/audio.py), with the 80x201 filterbank
    as a constant buffer."""
    N_FFT, HOP = 400, 160

    def __init__(self):
        super().__init__()
        self.register_buffer("filters", torch.tensor(mel_filterbank(), dtype=torch.float32))

    def forward(self, audio):
        window = torch.hann_window(self.N_FFT, dtype=audio.dtype, device=audio.device)
        stft = torch.stft(audio, self.N_FFT, self.HOP, window=window, return_complex=True)
        magnitudes = stft[..., :-1].abs() ** 2
        mel_spec = self.filters @ magnitudes
        log_spec = torch.clamp(mel_spec, min=1e-10).log10()
        log_spec = torch.maximum(log_spec, log_spec.max() - 8.0)
        return (log_spec + 4.0) / 4.0


class ISTFTVocoderTail(nn.Module):
    """Kokoro / iSTFTNet generator tail: leaky_relu, conv_post to n_fft + 2 channels,
    exp(magnitude) and sin(phase), then TorchSTFT.inverse: istft(mag * exp(1j * phase))."""

    def __init__(self, channels=32, n_fft=16, hop=4):
        super().__init__()
        self.n_fft, self.hop = n_fft, hop
        self.conv_post = nn.Conv1d(channels, n_fft + 2, 7, padding=3)
        self.register_buffer("window", torch.hann_window(n_fft))

    def forward(self, x):
        x = nn.functional.leaky_relu(x, 0.01)
        x = self.conv_post(x)
        spec = torch.exp(x[:, :self.n_fft // 2 + 1, :])
        phase = torch.sin(x[:, self.n_fft // 2 + 1:, :])
        length = self.hop * (x.shape[-1] - 1)
        audio = torch.istft(spec * torch.exp(phase * 1j), self.n_fft, self.hop, self.n_fft,
                            window=self.window, length=length)
        return audio.unsqueeze(-2)


class ISTFTVocoderTailPolar(ISTFTVocoderTail):
    """The same tail with torch.polar(spec, phase) for spec * exp(1j * phase): the FX importer
    has no literal for a Python complex scalar."""

    def forward(self, x):
        x = nn.functional.leaky_relu(x, 0.01)
        x = self.conv_post(x)
        spec = torch.exp(x[:, :self.n_fft // 2 + 1, :])
        phase = torch.sin(x[:, self.n_fft // 2 + 1:, :])
        length = self.hop * (x.shape[-1] - 1)
        audio = torch.istft(torch.polar(spec, phase), self.n_fft, self.hop, self.n_fft,
                            window=self.window, length=length)
        return audio.unsqueeze(-2)


class KokoroSTFT(nn.Module):
    """Kokoro / StyleTTS2 iSTFTNet's TorchSTFT.transform (the generator's front end on its
    harmonic source): stft(n_fft=20, hop=5, win_length=20, periodic hann, center=True with a
    reflect pad), then abs and angle. The first frame of a reflect-centred stft is
    circularly symmetric, so its spectrum is real and its phase (0 or +-pi) is left to the
    rounding, in eager torch too: that frame's phase is compared modulo 2 pi (``wrapped``)."""

    def __init__(self, n_fft=20, hop=5):
        super().__init__()
        self.n_fft, self.hop = n_fft, hop
        self.register_buffer("window", torch.hann_window(n_fft))

    def transform(self, x):
        spec = torch.stft(x, self.n_fft, self.hop, self.n_fft, window=self.window,
                          return_complex=True)
        return torch.abs(spec), torch.angle(spec)

    def forward(self, x):
        return self.transform(x)


class KokoroSTFTRoundTrip(KokoroSTFT):
    """TorchSTFT.forward: transform, then inverse: istft(magnitude * exp(phase * 1j)),
    unsqueezed; magnitude, phase and the signal out."""

    def forward(self, x):
        mag, phase = self.transform(x)
        audio = torch.istft(mag * torch.exp(phase * 1j), self.n_fft, self.hop, self.n_fft,
                            window=self.window)
        return mag, phase, audio.unsqueeze(-2)


class KokoroSTFTRoundTripPolar(KokoroSTFT):
    """The same round trip with torch.polar(magnitude, phase) for magnitude * exp(phase *
    1j) (the FX importer has no literal for a Python complex scalar)."""

    def forward(self, x):
        mag, phase = self.transform(x)
        audio = torch.istft(torch.polar(mag, phase), self.n_fft, self.hop, self.n_fft,
                            window=self.window)
        return mag, phase, audio.unsqueeze(-2)


class SpectralConv1d(nn.Module):
    """The FNO reference SpectralConv1d (neuraloperator's fourier_1d.py): complex weights,
    einsum on the low modes, irfft with n=."""

    def __init__(self, cin, cout, modes):
        super().__init__()
        self.cout, self.modes = cout, modes
        scale = 1 / (cin * cout)
        self.weights = nn.Parameter(scale * torch.rand(cin, cout, modes, dtype=torch.cfloat))

    def forward(self, x):
        n = x.size(-1)
        x_ft = torch.fft.rfft(x)
        out_ft = torch.zeros(x.shape[0], self.cout, n // 2 + 1, dtype=x_ft.dtype)
        out_ft[:, :, :self.modes] = torch.einsum("bix,iox->box", x_ft[:, :, :self.modes],
                                                 self.weights)
        return torch.fft.irfft(out_ft, n=n)


class FNO1dBlock(nn.Module):
    def __init__(self, width=8, modes=16):
        super().__init__()
        self.conv = SpectralConv1d(width, width, modes)
        self.w = nn.Conv1d(width, width, 1)

    def forward(self, x):
        return nn.functional.gelu(self.conv(x) + self.w(x))


class SpectralConv2d(nn.Module):
    """The FNO reference SpectralConv2d (fourier_2d.py): rfft2, both low-mode corners times
    complex weights, irfft2 with s=."""

    def __init__(self, cin, cout, m1, m2):
        super().__init__()
        self.cout, self.m1, self.m2 = cout, m1, m2
        scale = 1 / (cin * cout)
        self.weights1 = nn.Parameter(scale * torch.rand(cin, cout, m1, m2, dtype=torch.cfloat))
        self.weights2 = nn.Parameter(scale * torch.rand(cin, cout, m1, m2, dtype=torch.cfloat))

    def forward(self, x):
        h, w = x.shape[-2:]
        x_ft = torch.fft.rfft2(x)
        out_ft = torch.zeros(x.shape[0], self.cout, h, w // 2 + 1, dtype=x_ft.dtype)
        out_ft[:, :, :self.m1, :self.m2] = torch.einsum(
            "bixy,ioxy->boxy", x_ft[:, :, :self.m1, :self.m2], self.weights1)
        out_ft[:, :, -self.m1:, :self.m2] = torch.einsum(
            "bixy,ioxy->boxy", x_ft[:, :, -self.m1:, :self.m2], self.weights2)
        return torch.fft.irfft2(out_ft, s=(h, w))


class FNO2dBlock(nn.Module):
    def __init__(self, width=4, modes=8):
        super().__init__()
        self.conv = SpectralConv2d(width, width, modes, modes)
        self.w = nn.Conv2d(width, width, 1)

    def forward(self, x):
        return nn.functional.gelu(self.conv(x) + self.w(x))


class SpectralConv2dReal(nn.Module):
    """SpectralConv2d with its weights stored as real pairs (view_as_real form, as exporters
    need) and the complex product written out on view_as_real'ed spectra; only the low-mode
    corner of the first axis pair, zero padded (as real pairs) with constant_pad."""

    def __init__(self, cin=4, cout=4, m1=8, m2=8):
        super().__init__()
        self.cout, self.m1, self.m2 = cout, m1, m2
        scale = 1 / (cin * cout)
        self.weights = nn.Parameter(scale * torch.rand(cin, cout, m1, m2, 2))

    def forward(self, x):
        h, w = x.shape[-2:]
        xr = torch.view_as_real(torch.fft.rfft2(x, norm="ortho"))[:, :, :self.m1, :self.m2]
        a, b = xr[..., 0], xr[..., 1]
        c, d = self.weights[..., 0], self.weights[..., 1]
        re = torch.einsum("bixy,ioxy->boxy", a, c) - torch.einsum("bixy,ioxy->boxy", b, d)
        im = torch.einsum("bixy,ioxy->boxy", a, d) + torch.einsum("bixy,ioxy->boxy", b, c)
        out = nn.functional.pad(torch.stack([re, im], -1),
                                (0, 0, 0, w // 2 + 1 - self.m2, 0, h - self.m1))
        return torch.fft.irfft2(torch.view_as_complex(out.contiguous()), s=(h, w), norm="ortho")


class FNetBlock(nn.Module):
    """Hugging Face FNetLayer: FNetBasicFourierTransform (fftn over seq and hidden, .real),
    residual + LayerNorm, feed-forward, residual + LayerNorm."""

    def __init__(self, hidden=32, inter=64):
        super().__init__()
        self.ln1 = nn.LayerNorm(hidden)
        self.dense = nn.Linear(hidden, inter)
        self.out = nn.Linear(inter, hidden)
        self.ln2 = nn.LayerNorm(hidden)

    def forward(self, h):
        f = torch.fft.fftn(h, dim=(-1, -2)).real
        h = self.ln1(h + f)
        return self.ln2(h + self.out(nn.functional.gelu(self.dense(h), approximate="tanh")))


class LowPass2d(nn.Module):
    """rfft2, multiply by a circular low-pass mask (a buffer), irfft2 with s=."""

    def __init__(self, h=32, w=32, cutoff=0.2):
        super().__init__()
        fy = torch.fft.fftfreq(h)[:, None]
        fx = torch.fft.rfftfreq(w)[None, :]
        self.register_buffer("mask", ((fy ** 2 + fx ** 2).sqrt() <= cutoff).float())

    def forward(self, img):
        return torch.fft.irfft2(torch.fft.rfft2(img) * self.mask, s=img.shape[-2:])


class GradRfftLoss(nn.Module):
    """torch.func.grad of a spectral loss: sum(|rfft(x * window)|^2 * w)."""

    def __init__(self, n=64):
        super().__init__()
        self.register_buffer("window", torch.hann_window(n))
        self.register_buffer("w", torch.linspace(0.0, 1.0, n // 2 + 1))

    def forward(self, x):
        def loss(x):
            spec = torch.fft.rfft(x * self.window)
            return (spec.abs() ** 2 * self.w).sum()
        return torch.func.grad(loss)(x)


class GradRfftAutograd(GradRfftLoss):
    """The same gradient with torch.autograd.grad inside forward."""

    def forward(self, x):
        with torch.enable_grad():
            x = x.detach().requires_grad_(True)
            spec = torch.fft.rfft(x * self.window)
            loss = (spec.abs() ** 2 * self.w).sum()
            (g,) = torch.autograd.grad(loss, x)
        return g


class TorchaudioMel(nn.Module):
    """torchaudio.transforms.MelSpectrogram (whisper's sizes), then log."""

    def __init__(self):
        super().__init__()
        import torchaudio
        self.mel = torchaudio.transforms.MelSpectrogram(
            sample_rate=16000, n_fft=400, hop_length=160, n_mels=80, power=2.0)

    def forward(self, audio):
        return torch.log(self.mel(audio) + 1e-6)


class TorchaudioInverse(nn.Module):
    """torchaudio.transforms.InverseSpectrogram of torch.polar(magnitude, phase)."""

    def __init__(self, n_fft=16, hop=4):
        super().__init__()
        import torchaudio
        self.hop = hop
        self.inv = torchaudio.transforms.InverseSpectrogram(n_fft=n_fft, hop_length=hop)

    def forward(self, mag, phase):
        return self.inv(torch.polar(mag, phase), length=self.hop * (mag.shape[-1] - 1))


class FFTConvolve(nn.Module):
    """Linear convolution by FFT: irfft(rfft(a, n) * rfft(b, n), n), n = len(a) + len(b) - 1."""

    def forward(self, a, b):
        n = a.shape[-1] + b.shape[-1] - 1
        return torch.fft.irfft(torch.fft.rfft(a, n=n) * torch.fft.rfft(b, n=n), n=n)


class STFTPower(nn.Module):
    """torch.stft with the window as a buffer and |X|^2 written on view_as_real (no complex
    abs): the torch-form STFT that plain IREE gets furthest with."""

    def __init__(self, n_fft=400, hop=160):
        super().__init__()
        self.n_fft, self.hop = n_fft, hop
        self.register_buffer("window", torch.hann_window(n_fft))

    def forward(self, audio):
        spec = torch.stft(audio, self.n_fft, self.hop, window=self.window, return_complex=True)
        return torch.view_as_real(spec).pow(2).sum(-1)


class Lambda(nn.Module):
    def __init__(self, fn, doc=""):
        super().__init__()
        self.fn = fn
        self.__doc__ = doc

    def forward(self, *xs):
        return self.fn(*xs)


@dataclass
class Program:
    build: Callable[[], nn.Module]
    inputs: Callable[[], list]
    doc: str = ""
    torch_export: dict = field(default_factory=dict)   # extra kwargs for aot.export
    #: output index -> the elements (an index) that are a phase torch leaves to the rounding
    #: (+-pi of a real value): saved as a mask ``wrapped<i>``, compared modulo 2 pi
    wrapped: dict[int, tuple] = field(default_factory=dict)
    #: export make_fx's trace of the module (torch.export cannot trace torch.func.grad:
    #: "Cannot access data pointer of Tensor that doesn't have storage")
    trace: bool = False


def audio(n=32000, sr=16000):
    t = torch.arange(n) / sr
    chirp = 0.5 * torch.sin(2 * math.pi * (200 + 1500 * t) * t)
    return (chirp + 0.05 * torch.randn(n)).float()


PROGRAMS: dict[str, Program] = {
    # (a)
    "whisper_log_mel": Program(WhisperLogMel, lambda: [audio()],
                               "whisper log_mel_spectrogram, 2 s of 16 kHz audio -> [80, 200]"),
    # (b)
    "istft_vocoder_tail": Program(ISTFTVocoderTail, lambda: [torch.randn(1, 32, 50)],
                                  "iSTFTNet/Kokoro tail: conv_post, exp/sin, istft(n_fft=16, "
                                  "hop=4, hann, length=196)"),
    "istft_vocoder_tail_polar": Program(ISTFTVocoderTailPolar, lambda: [torch.randn(1, 32, 50)],
                                        "the same with torch.polar(spec, phase)"),
    "kokoro_stft": Program(KokoroSTFT, lambda: [torch.randn(1, 200)],
                           "Kokoro TorchSTFT.transform: abs and angle of stft(n_fft=20, hop=5, "
                           "hann, reflect centre)", wrapped={1: (..., 0)}),
    "kokoro_stft_istft": Program(KokoroSTFTRoundTrip, lambda: [torch.randn(1, 200)],
                                 "Kokoro TorchSTFT.forward: transform, istft(mag * exp(phase "
                                 "* 1j))", wrapped={1: (..., 0)}),
    "kokoro_stft_istft_polar": Program(KokoroSTFTRoundTripPolar, lambda: [torch.randn(1, 200)],
                                       "the same round trip with torch.polar(mag, phase)",
                                       wrapped={1: (..., 0)}),
    # (c)
    "fno1d_block": Program(FNO1dBlock, lambda: [torch.randn(2, 8, 64)],
                           "FNO SpectralConv1d (complex weights, 16 modes) + 1x1 conv + gelu"),
    "fno2d_block": Program(FNO2dBlock, lambda: [torch.randn(1, 4, 32, 32)],
                           "FNO SpectralConv2d (complex weights, 8x8 modes, two corners), "
                           "irfft2 s=(32, 32)"),
    "fno2d_real_weights": Program(SpectralConv2dReal, lambda: [torch.randn(1, 4, 32, 32)],
                                  "spectral conv with real-pair weights on view_as_real'ed "
                                  "rfft2 (ortho), pad, irfft2 s="),
    # (d)
    "fnet_block": Program(FNetBlock, lambda: [torch.randn(2, 16, 32)],
                          "HF FNet layer: fftn(dim=(-1, -2)).real mixing + FF"),
    # (e)
    "rfft2_lowpass": Program(LowPass2d, lambda: [torch.randn(1, 1, 32, 32)],
                             "rfft2 * circular mask, irfft2 s=(32, 32)"),
    # (f)
    "grad_rfft_func": Program(GradRfftLoss, lambda: [torch.randn(64)],
                              "torch.func.grad of sum(|rfft(x*window)|^2 * w), exported as "
                              "make_fx's trace (aten._fft_r2c, sgn, _fft_c2c)", trace=True),
    "grad_rfft_autograd": Program(GradRfftAutograd, lambda: [torch.randn(64)],
                                  "torch.autograd.grad of the same loss inside forward"),
    # (g)
    "torchaudio_mel": Program(TorchaudioMel, lambda: [audio()],
                              "torchaudio MelSpectrogram(n_fft=400, hop=160, n_mels=80) + log"),
    "torchaudio_inverse_spec": Program(
        TorchaudioInverse, lambda: [torch.rand(1, 9, 40) + 0.1, torch.rand(1, 9, 40) * 6 - 3],
        "torchaudio InverseSpectrogram(n_fft=16, hop=4) of polar(mag, phase), length=156"),
    "stft_power": Program(STFTPower, lambda: [audio(8000)],
                          "stft(n_fft=400, hop=160, hann buffer) power via view_as_real, "
                          "0.5 s"),
    # (h)
    "fft_convolve": Program(FFTConvolve, lambda: [torch.randn(4, 300), torch.randn(4, 101)],
                            "irfft(rfft(a, 400) * rfft(b, 400), 400)"),
    # (i) plain transforms: complex inputs where the transform takes them
    "fft_c64_400": Program(lambda: Lambda(lambda x: torch.fft.fft(x)),
                           lambda: [crandn(4, 400)], "fft, complex64 [4, 400]"),
    "fft_f32_127": Program(lambda: Lambda(lambda x: torch.fft.fft(x, dim=0)),
                           lambda: [torch.randn(127, 3)], "fft of a real input, prime 127, dim=0"),
    "ifft_c64_401": Program(lambda: Lambda(lambda x: torch.fft.ifft(x, n=401)),
                            lambda: [crandn(2, 380)], "ifft n=401 (pads 380 -> 401)"),
    "rfft_f32_400": Program(lambda: Lambda(lambda x: torch.fft.rfft(x)),
                            lambda: [torch.randn(3, 400)],
                            "rfft 400, norm=None (torch-mlir's decomposition applies)"),
    "rfft_f32_512": Program(lambda: Lambda(lambda x: torch.fft.rfft(x)),
                            lambda: [torch.randn(3, 512)],
                            "rfft 512, norm=None (a power of two: iree_linalg_ext.fft stages)"),
    "rfft_f32_401_ortho": Program(lambda: Lambda(lambda x: torch.fft.rfft(x, norm="ortho")),
                                  lambda: [torch.randn(3, 401)], "rfft 401 norm=ortho"),
    "irfft_c64_400": Program(lambda: Lambda(lambda x: torch.fft.irfft(x, n=400)),
                             lambda: [crandn(3, 201)], "irfft n=400"),
    "hfft_c64_127": Program(lambda: Lambda(lambda x: torch.fft.hfft(x, n=127)),
                            lambda: [crandn(2, 64)], "hfft n=127"),
    "ihfft_f32_401": Program(lambda: Lambda(lambda x: torch.fft.ihfft(x)),
                             lambda: [torch.randn(2, 401)], "ihfft 401"),
    "fft2_c64_ortho": Program(lambda: Lambda(lambda x: torch.fft.fft2(x, norm="ortho")),
                              lambda: [crandn(2, 16, 27)], "fft2 norm=ortho, [2, 16, 27]"),
    "ifftn_c64_forward": Program(
        lambda: Lambda(lambda x: torch.fft.ifftn(x, s=(8, 10, 12), norm="forward")),
        lambda: [crandn(8, 10, 12)], "ifftn 3-D, s=, norm=forward"),
    "fft_real_view_127": Program(
        lambda: Lambda(lambda x: torch.view_as_real(torch.fft.fft(torch.view_as_complex(x)))),
        lambda: [torch.randn(4, 127, 2)],
        "fft 127 with real [..., 2] in and out (view_as_complex / view_as_real)"),
    # (j) forms: each parameter of the FFT ops in a form no program above uses (the front end
    # reads operands by position: a wrong position shows here)
    "form_stft_no_window": Program(
        lambda: Lambda(lambda x: torch.stft(x, 64, hop_length=16, return_complex=True).abs()),
        lambda: [torch.randn(2, 500)], "stft without a window (rectangular), batched, center"),
    "form_stft_twosided_normalized": Program(
        lambda: Lambda(lambda x: torch.view_as_real(torch.stft(
            x, 64, 16, window=torch.hann_window(64, dtype=x.dtype), onesided=False,
            normalized=True, return_complex=True))),
        lambda: [torch.randn(500)], "stft onesided=False, normalized=True"),
    "form_stft_short_window_constant_pad": Program(
        lambda: Lambda(lambda x: torch.stft(
            x, 64, 20, win_length=48, window=torch.hamming_window(48, dtype=x.dtype),
            pad_mode="constant", return_complex=True).abs()),
        lambda: [torch.randn(500)], "stft win_length 48 < n_fft 64, hop 20, zero centre pad"),
    "form_stft_no_center": Program(
        lambda: Lambda(lambda x: torch.stft(
            x, 50, 25, window=torch.hann_window(50, dtype=x.dtype), center=False,
            return_complex=True).abs() ** 2),
        lambda: [torch.randn(3, 401)], "stft center=False, n_fft 50, batched"),
    "form_istft_no_length": Program(
        lambda: Lambda(lambda m, p: torch.istft(
            torch.polar(m, p), 32, 8, window=torch.hann_window(32, dtype=m.dtype))),
        lambda: [torch.rand(2, 17, 30) + 0.1, torch.rand(2, 17, 30) * 6 - 3],
        "istft without length, batched"),
    "form_fftn_4axes_forward": Program(
        lambda: Lambda(lambda x: torch.fft.fftn(x, dim=(0, 1, 2, 3), norm="forward")),
        lambda: [crandn(3, 4, 5, 6)], "fftn over 4 axes (two StableHLO groups), forward"),
    "form_rfftn_s_axes": Program(
        lambda: Lambda(lambda x: torch.fft.rfftn(x, s=(6, 10), dim=(0, 2))),
        lambda: [torch.randn(5, 3, 12)], "rfftn s=(6, 10) over dims (0, 2): pad 5->6, crop 12->10"),
    "form_irfftn_default": Program(
        lambda: Lambda(lambda x: torch.fft.irfftn(x, norm="ortho")),
        lambda: [crandn(5, 6, 4)], "irfftn of every axis, default s, ortho"),
    "form_hfft2_ihfftn": Program(
        lambda: Lambda(lambda x: torch.fft.hfft2(torch.fft.ihfftn(x, dim=(-2, -1)), s=(8, 9))),
        lambda: [torch.randn(2, 8, 9)], "ihfftn then hfft2 s=(8, 9)"),
    "form_fftshift_rfft_dim0": Program(
        lambda: Lambda(lambda x: torch.fft.fftshift(torch.fft.fft(x, dim=-2, norm="ortho"),
                                                    dim=-2)),
        lambda: [torch.randn(4, 33, 5)], "fft of a real input along dim -2, fftshift"),
    "form_rfft_float64": Program(
        lambda: Lambda(lambda x: torch.fft.irfft(torch.fft.rfft(x, n=300) * 0.5 + 1, n=300)),
        lambda: [torch.randn(4, 257, dtype=torch.float64)],
        "float64 rfft/irfft with complex scalar arithmetic"),
}


# --------------------------------------------------------------------------------------------
# exporting
# --------------------------------------------------------------------------------------------

ANSI = re.compile(r"\x1b\[[0-9;]*m")


def summarize(e: BaseException) -> dict:
    text = ANSI.sub("", f"{type(e).__name__}: {e}").strip()
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    cause = e
    while cause.__cause__ is not None:
        cause = cause.__cause__
    msg = ANSI.sub("", str(cause)).strip()
    root = f"{type(cause).__name__}: {msg.splitlines()[0] if msg else ''}".strip()
    out = {"error": lines[0][:400] if lines else type(e).__name__}
    if root[:400] != out["error"]:
        out["root_cause"] = root[:400]
    return out


def export_torch(name, module, args, extra) -> dict:
    from iree.turbine import aot
    path = OUT / f"{name}.torch.mlir"
    attempts = []
    for strict in (True, False):
        try:
            ex = aot.export(module, *args, strict_export=strict, **extra)
            path.write_text(str(ex.mlir_module))
            return {"ok": True, "strict_export": strict, "bytes": path.stat().st_size,
                    **({"failed_attempts": attempts} if attempts else {})}
        except Exception as e:  # noqa: BLE001
            attempts.append({"strict_export": strict, **summarize(e)})
    path.unlink(missing_ok=True)
    return {"ok": False, "attempts": attempts}


def export_onnx(name, module, args) -> dict:
    onnx_path = Path("/tmp/torch_programs_onnx") / f"{name}.onnx"
    onnx_path.parent.mkdir(exist_ok=True)
    path = OUT / f"{name}.onnx.mlir"
    path.unlink(missing_ok=True)
    try:
        torch.onnx.export(module, tuple(args), str(onnx_path), dynamo=True, opset_version=18,
                          external_data=False)
    except Exception as e:  # noqa: BLE001
        return {"ok": False, "stage": "torch.onnx.export", **summarize(e)}
    r = subprocess.run([str(BIN / "iree-import-onnx"), str(onnx_path), "-o", str(path)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        lines = [ln for ln in (r.stderr + r.stdout).splitlines() if ln.strip()]
        err = next((ln for ln in lines if "error" in ln.lower()), lines[-1] if lines else "")
        path.unlink(missing_ok=True)
        return {"ok": False, "stage": "iree-import-onnx", "error": err.strip()[:400]}
    import onnx
    ops = sorted({n.op_type for n in onnx.load(str(onnx_path)).graph.node})
    return {"ok": True, "bytes": path.stat().st_size, "onnx_ops": ops}


def export(name: str, program: Program) -> dict:
    torch.manual_seed(0)
    module = program.build().eval()
    torch.manual_seed(1)
    inputs = program.inputs()
    with torch.no_grad() if not name.startswith("grad_") else torch.enable_grad():
        outs = module(*inputs)
        outs = list(outs) if isinstance(outs, (tuple, list)) else [outs]
        refs = upcast_module(module)(*[upcast(x) for x in inputs])
        refs = list(refs) if isinstance(refs, (tuple, list)) else [refs]
    outs = [o.detach().resolve_conj().numpy() for o in outs]
    refs = [r.detach().resolve_conj().numpy() for r in refs]
    assert [r.shape for r in refs] == [o.shape for o in outs], name
    masks = {}
    for i, index in program.wrapped.items():
        masks[i] = np.zeros(refs[i].shape, bool)
        masks[i][index] = True
    errors = [rel_l2(o, r, masks.get(i)) for i, (o, r) in enumerate(zip(outs, refs))]
    arrays = {f"in{i}": x.numpy() for i, x in enumerate(inputs)}
    arrays.update({f"ref{i}": r for i, r in enumerate(refs)})
    arrays.update({f"torch_err{i}": np.float64(e) for i, e in enumerate(errors)})
    arrays.update({f"wrapped{i}": m for i, m in masks.items()})
    np.savez_compressed(OUT / f"{name}.npz", **arrays)
    rec = {"doc": program.doc,
           "inputs": [f"{x.dtype}{list(x.shape)}".replace("torch.", "") for x in inputs],
           "outputs": [f"{o.dtype}{list(o.shape)}" for o in outs], "torch_err": errors}
    if program.trace:
        from torch.fx.experimental.proxy_tensor import make_fx
        module = make_fx(module)(*inputs)
    rec["versions"] = versions()
    rec["torch"] = export_torch(name, module, inputs, program.torch_export)
    rec["onnx"] = export_onnx(name, module, inputs)
    print(f"{name}: torch {'ok' if rec['torch']['ok'] else 'FAIL'}, onnx "
          f"{'ok' if rec['onnx']['ok'] else 'FAIL'}, eager f32 error {errors}", flush=True)
    return rec


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", help="only these programs")
    args = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    log = OUT / "exports.json"
    records = json.loads(log.read_text()) if log.exists() else {}
    if not args.names:  # a partial run records its versions with each program it exports
        records["_versions"] = versions()
    for name, program in PROGRAMS.items():
        if args.names and name not in args.names:
            continue
        try:
            records[name] = export(name, program)
        except Exception as e:  # noqa: BLE001
            traceback.print_exc()
            records[name] = {"doc": program.doc, "eager": summarize(e)}
        log.write_text(json.dumps(records, indent=1, sort_keys=True) + "\n")


def versions() -> dict:
    from importlib.metadata import version
    out = {}
    for pkg in ("torch", "torchaudio", "iree-turbine", "iree-base-compiler", "onnx",
                "onnxscript"):
        try:
            out[pkg] = version(pkg)
        except Exception:  # noqa: BLE001
            out[pkg] = None
    return out


if __name__ == "__main__":
    os.environ.setdefault("TORCH_LOGS", "")
    main()
