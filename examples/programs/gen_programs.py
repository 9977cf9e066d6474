"""Generate the StableHLO test programs (``tests/data/programs/*.mlir``, and the ones with a
symbolic batch exported by ``jax.export`` in ``tests/data/programs/dynamic/``) with JAX.

Development-only: needs ``jax`` (the iree_vkfft package never imports it). Large constants are
avoided (windows and filters are inputs or built from iota) so every file stays small.

    python examples/programs/gen_programs.py [--out tests/data/programs]
"""

from __future__ import annotations

import argparse
from pathlib import Path

import jax
import jax.numpy as jnp
from jax import lax

F32, C64 = jnp.float32, jnp.complex64
F64, C128 = jnp.float64, jnp.complex128


def spec(shape, dtype):
    return jax.ShapeDtypeStruct(shape, dtype)


# ---- single transforms ---------------------------------------------------------------------
def fft_c64_6(x):
    return jnp.fft.fft(x)


def ifft_c64_1000(x):
    return jnp.fft.ifft(x)


def rfft_f32_400(x):
    return jnp.fft.rfft(x)


def irfft_f32_400(x):
    return jnp.fft.irfft(x, n=400)


def rfft_f32_4099(x):
    return jnp.fft.rfft(x)


def fft_pow2(a, b, c, d):
    return jnp.fft.fft(a), jnp.fft.fft(b), jnp.fft.rfft(c), jnp.fft.ifft(d)


def fft2_c64(x):
    return jnp.fft.fft2(x)


def rfft2_irfft2_f32(x):
    y = jnp.fft.rfft2(x)
    return y, jnp.fft.irfft2(y * 0.5, s=x.shape[-2:])


def fftn3_c64(x):
    return jnp.fft.fftn(x), jnp.fft.irfftn(x, s=(4, 6, 8))


def fft_axis0(x):
    return jnp.fft.fft(x, axis=0), jnp.fft.rfft(x.real, axis=1)


def norms(x):
    return (jnp.fft.rfft(x, norm="ortho"), jnp.fft.fft(x, norm="forward"),
            jnp.fft.irfft(jnp.fft.rfft(x), n=64, norm="ortho"))


def pad_crop(x):
    return jnp.fft.rfft(x, n=512), jnp.fft.fft(x, n=300), jnp.fft.irfft(x[:, :100], n=150)


def consecutive(x):
    return jnp.fft.ifft(jnp.fft.fft(x)), jnp.fft.fft(jnp.fft.fft(x))


def multi_io(x, y, unused):
    a = jnp.fft.fft(x)            # argument straight into an FFT, result returned directly
    b = jnp.fft.rfft(y * 2.0)     # independent FFT at the same depth
    c = jnp.fft.irfft(b, n=y.shape[-1])
    return a, c, y + 1.0, a


def x64_transforms(x, z):
    return jnp.fft.rfft(x), jnp.fft.ifft(z), jnp.fft.irfft(jnp.fft.rfft(x) * 2.0, n=x.shape[-1])


# ---- control flow --------------------------------------------------------------------------
def fori_fft(x, w):
    def body(i, v):
        return jnp.fft.ifft(jnp.fft.fft(v) * w) + i.astype(jnp.float32)

    return lax.fori_loop(0, 3, body, x)


def cond_fft(p, x):
    return lax.cond(p[0] > 0, lambda v: jnp.fft.fft(v) * 2.0, lambda v: v - 1.0, x)


# ---- models ------------------------------------------------------------------------------------
N_FFT, HOP, N_MELS, SR, SECONDS = 400, 160, 80, 16000, 30


def whisper_logmel(audio, mel_filters, window):
    """Whisper's log-mel featurizer: 30 s at 16 kHz, n_fft 400, hop 160, 80 mels."""
    pad = N_FFT // 2
    x = jnp.pad(audio, (pad, pad), mode="reflect")
    n_frames = 1 + (x.shape[0] - N_FFT) // HOP
    idx = (lax.broadcasted_iota(jnp.int32, (n_frames, N_FFT), 0) * HOP
           + lax.broadcasted_iota(jnp.int32, (n_frames, N_FFT), 1))
    frames = x[idx] * window
    stft = jnp.fft.rfft(frames, axis=-1)
    mag = jnp.abs(stft[:-1]) ** 2
    mel = mag @ mel_filters                     # (3000, 80)
    log_spec = jnp.log10(jnp.maximum(mel, 1e-10))
    log_spec = jnp.maximum(log_spec, log_spec.max() - 8.0)
    return ((log_spec + 4.0) / 4.0).T


def fno_spectral_conv(x, w1, w2):
    """FNO 2-D spectral convolution: rfft2 -> keep modes -> complex einsum -> irfft2."""
    m1, m2 = w1.shape[-2:]
    b, _, h, w = x.shape
    x_ft = jnp.fft.rfft2(x)
    out = jnp.zeros((b, w1.shape[1], h, w // 2 + 1), dtype=x_ft.dtype)
    out = out.at[:, :, :m1, :m2].set(jnp.einsum("bixy,ioxy->boxy", x_ft[:, :, :m1, :m2], w1))
    out = out.at[:, :, -m1:, :m2].set(jnp.einsum("bixy,ioxy->boxy", x_ft[:, :, -m1:, :m2], w2))
    return jnp.fft.irfft2(out, s=(h, w))


def fft_convolve(x, k):
    n = x.shape[0] + k.shape[0]            # 16384 for L = 8192
    y = jnp.fft.irfft(jnp.fft.rfft(x, n=n) * jnp.fft.rfft(k, n=n), n=n)
    return y[: x.shape[0] + k.shape[0] - 1]


def _spectral_loss(x, w):
    return jnp.sum(jnp.abs(jnp.fft.rfft(x) * w) ** 2) + jnp.sum(jnp.fft.irfft(jnp.fft.rfft(x)) ** 2)


def grad_rfft_loss(x, w):
    return jax.grad(_spectral_loss)(x, w)


def fnet_block(x, gamma, beta, w1, b1, w2, b2):
    """An FNet encoder block: layer norm, Re(fft2) over (sequence, hidden), residual, GELU MLP."""
    mu = x.mean(-1, keepdims=True)
    h = (x - mu) / jnp.sqrt(((x - mu) ** 2).mean(-1, keepdims=True) + 1e-6) * gamma + beta
    y = x + jnp.fft.fftn(h, axes=(-2, -1)).real
    return y + jax.nn.gelu(y @ w1 + b1) @ w2 + b2


def ifftn4_ortho(z):
    """A 4-axis orthonormal inverse FFT on complex64 (JAX splits it into two FFT ops)."""
    return jnp.fft.ifftn(z, norm="ortho")


def _fno_loss(x, w1, w2):
    return jnp.sum(fno_spectral_conv(x, w1, w2) ** 2)


def grad_fno(x, w1, w2):
    """jax.grad of an FNO layer (its backward pass selects between complex values)."""
    return jax.grad(_fno_loss)(x, w1, w2)


PROGRAMS = {
    "fft_c64_6": (fft_c64_6, [spec((4, 6), C64)]),
    "ifft_c64_1000": (ifft_c64_1000, [spec((3, 1000), C64)]),
    "rfft_f32_400": (rfft_f32_400, [spec((5, 400), F32)]),
    "irfft_f32_400": (irfft_f32_400, [spec((5, 201), C64)]),
    "rfft_f32_4099": (rfft_f32_4099, [spec((2, 4099), F32)]),
    "fft_pow2": (fft_pow2, [spec((3, 2), C64), spec((2, 64), C64), spec((2, 1024), F32),
                            spec((16384,), C64)]),
    "fft2_c64": (fft2_c64, [spec((2, 8, 12), C64)]),
    "rfft2_irfft2_f32": (rfft2_irfft2_f32, [spec((3, 16, 10), F32)]),
    "fftn3_c64": (fftn3_c64, [spec((2, 4, 6, 8), C64)]),
    "fft_axis0": (fft_axis0, [spec((6, 5), C64)]),
    "norms": (norms, [spec((4, 64), F32)]),
    "pad_crop": (pad_crop, [spec((2, 400), F32)]),
    "consecutive": (consecutive, [spec((3, 32), C64)]),
    "multi_io": (multi_io, [spec((2, 16), C64), spec((2, 30), F32), spec((7,), F32)]),
    "fori_fft": (fori_fft, [spec((4, 32), C64), spec((32,), C64)]),
    "cond_fft": (cond_fft, [spec((1,), F32), spec((2, 24), C64)]),
    "whisper_logmel": (whisper_logmel, [spec((SR * SECONDS,), F32),
                                        spec((N_FFT // 2 + 1, N_MELS), F32), spec((N_FFT,), F32)]),
    "fno_spectral_conv": (fno_spectral_conv, [spec((2, 4, 32, 32), F32),
                                              spec((4, 4, 8, 8), C64), spec((4, 4, 8, 8), C64)]),
    "fft_convolve": (fft_convolve, [spec((8192,), F32), spec((8192,), F32)]),
    "grad_rfft_loss": (grad_rfft_loss, [spec((256,), F32), spec((129,), C64)]),
    "fnet_block": (fnet_block, [spec((2, 64, 32), F32), spec((32,), F32), spec((32,), F32),
                                spec((32, 64), F32), spec((64,), F32), spec((64, 32), F32),
                                spec((32,), F32)]),
    "ifftn4_ortho": (ifftn4_ortho, [spec((2, 3, 4, 5), C64)]),
    "grad_fno": (grad_fno, [spec((2, 4, 16, 16), F32), spec((4, 4, 4, 4), C64),
                            spec((4, 4, 4, 4), C64)]),
}

X64_PROGRAMS = {
    "x64_transforms": (x64_transforms, [spec((3, 100), F64), spec((2, 1000), C128)]),
}


# ---- dynamic (symbolic) batch: jax.export with shape polymorphism ---------------------------
def dyn_logmel_frames(frames, window, mel_filters):
    """Whisper's log-mel over frames cut by the caller (any number of frames)."""
    stft = jnp.fft.rfft(frames * window, axis=-1)
    mel = (jnp.abs(stft) ** 2) @ mel_filters
    return jnp.log10(jnp.maximum(mel, 1e-10))


def dyn_fno(x, w1, w2):
    return fno_spectral_conv(x, w1, w2)


def dyn_two_dims(x):
    """Two symbolic dimensions, one of them between static ones."""
    return jnp.fft.fft(x), jnp.fft.irfft(jnp.fft.rfft(x.real) * 2.0, n=x.shape[-1])


def dyn_while_fft(x, w):
    def body(i, v):
        return jnp.fft.ifft(jnp.fft.fft(v) * w) + i.astype(jnp.float32)

    return lax.fori_loop(0, 3, body, x)


def sym(spec_text, dtype):
    return jax.ShapeDtypeStruct(jax.export.symbolic_shape(spec_text), dtype)


DYNAMIC_PROGRAMS = {
    "dyn_rfft_400": (rfft_f32_400, [sym("b, 400", F32)]),
    "dyn_irfft_400": (irfft_f32_400, [sym("b, 201", C64)]),
    "dyn_fft2": (fft2_c64, [sym("b, 8, 12", C64)]),
    "dyn_fft_4099": (fft_c64_6, [sym("b, 4099", C64)]),
    "dyn_rfftn3": (lambda x: jnp.fft.rfftn(x, axes=(-3, -2, -1)), [sym("b, 4, 6, 8", F32)]),
    "dyn_fno": (dyn_fno, [sym("b, 4, 16, 16", F32), spec((4, 4, 4, 4), C64),
                          spec((4, 4, 4, 4), C64)]),
    "dyn_logmel_frames": (dyn_logmel_frames, [sym("b, 400", F32), spec((N_FFT,), F32),
                                              spec((N_FFT // 2 + 1, N_MELS), F32)]),
    "dyn_two_dims": (dyn_two_dims, [sym("b, 3, c, 32", C64)]),
    "dyn_while_fft": (dyn_while_fft, [sym("b, 32", C64), spec((32,), C64)]),
}


#: dyn_<name> exported static at the batch sizes benchmarks/bench_dynamic.py times
#: (benchmarks/programs/static/<name>_b<batch>.mlir)
BENCH_BATCHES = (1, 64, 3000)
BENCH_STATIC = {
    f"{name}_b{b}": (fn, [spec(tuple(b if d == "b" else d for d in shape), dtype)
                          for shape, dtype in inputs])
    for name, fn, inputs in (
        ("rfft_400", rfft_f32_400, [(("b", 400), F32)]),
        ("logmel_frames", dyn_logmel_frames, [(("b", 400), F32), ((N_FFT,), F32),
                                                  ((N_FFT // 2 + 1, N_MELS), F32)]))
    for b in BENCH_BATCHES}


def lower(fn, args) -> str:
    if any(not all(isinstance(d, int) for d in a.shape) for a in args):
        return jax.export.export(jax.jit(fn))(*args).mlir_module()
    return jax.jit(fn).lower(*args).as_text()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path,
                    default=Path(__file__).resolve().parents[2] / "tests" / "data" / "programs")
    ap.add_argument("names", nargs="*", help="only these programs")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    def emit(table, x64, folder=args.out):
        jax.config.update("jax_enable_x64", x64)
        folder.mkdir(parents=True, exist_ok=True)
        for name, (fn, specs) in table.items():
            if args.names and name not in args.names:
                continue
            text = lower(fn, specs)
            path = folder / f"{name}.mlir"
            path.write_text(text)
            print(f"{path}  {len(text) / 1024:.1f} KiB")

    emit(PROGRAMS, False)
    emit(DYNAMIC_PROGRAMS, False, args.out / "dynamic")  # symbolic batch (jax.export)
    emit(BENCH_STATIC, False, args.out.parents[2] / "benchmarks" / "programs" / "static")
    emit(X64_PROGRAMS, True)


if __name__ == "__main__":
    main()
