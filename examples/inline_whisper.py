"""Whisper-style log-mel spectrum in inline mode: one .vmfb with VkFFT inside, run without
Python.

    python examples/inline_whisper.py [-o logmel.vmfb] [--emit-mlir logmel.mlir]

The program (below) windows 3000 frames of 400 samples, takes their length-400 RFFT (the case
IREE's own lowering cannot compile), the power spectrum, 80 mel bands and the log. It is
compiled with ``mode="inline"`` for the Vulkan target, run through iree.runtime, checked
against numpy float64, then run again with the stock ``iree-run-module --device=vulkan`` when
that tool is on PATH. (tests/data/programs/whisper_logmel.mlir itself also clamps to the
global maximum; IREE 3.13 cannot compile that 240000-element reduction for Vulkan — 1.5 MB of
workgroup memory — independently of the FFT.)
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import numpy as np

from iree_vkfft.iree import compile
from whisper_logmel import N_FFT, mel_filters

FRAMES = 3000
PROGRAM = f"""
func.func @main(%frames: tensor<{FRAMES}x400xf32>, %window: tensor<400xf32>,
                %filters: tensor<201x80xf32>) -> tensor<{FRAMES}x80xf32> {{
  %w = stablehlo.broadcast_in_dim %window, dims = [1] : (tensor<400xf32>) -> tensor<{FRAMES}x400xf32>
  %x = stablehlo.multiply %frames, %w : tensor<{FRAMES}x400xf32>
  %X = stablehlo.fft %x, type = RFFT, length = [400] : (tensor<{FRAMES}x400xf32>) -> tensor<{FRAMES}x201xcomplex<f32>>
  %re = stablehlo.real %X : (tensor<{FRAMES}x201xcomplex<f32>>) -> tensor<{FRAMES}x201xf32>
  %im = stablehlo.imag %X : (tensor<{FRAMES}x201xcomplex<f32>>) -> tensor<{FRAMES}x201xf32>
  %re2 = stablehlo.multiply %re, %re : tensor<{FRAMES}x201xf32>
  %im2 = stablehlo.multiply %im, %im : tensor<{FRAMES}x201xf32>
  %p = stablehlo.add %re2, %im2 : tensor<{FRAMES}x201xf32>
  %mel = stablehlo.dot_general %p, %filters, contracting_dims = [1] x [0]
      : (tensor<{FRAMES}x201xf32>, tensor<201x80xf32>) -> tensor<{FRAMES}x80xf32>
  %eps = stablehlo.constant dense<1.0e-10> : tensor<{FRAMES}x80xf32>
  %m = stablehlo.maximum %mel, %eps : tensor<{FRAMES}x80xf32>
  %l = stablehlo.log %m : tensor<{FRAMES}x80xf32>
  return %l : tensor<{FRAMES}x80xf32>
}}
"""


def reference(frames: np.ndarray, window: np.ndarray, filters: np.ndarray) -> np.ndarray:
    power = np.abs(np.fft.rfft(frames.astype(np.float64) * window)) ** 2
    return np.log(np.maximum(power @ filters.astype(np.float64), 1e-10))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--output", default="logmel.vmfb")
    ap.add_argument("--emit-mlir", help="also write the lowered module as MLIR text")
    args = ap.parse_args()

    rng = np.random.default_rng(0)
    frames = (0.3 * np.sin(2 * np.pi * 440 * np.arange(FRAMES * N_FFT) / 16000)
              + 0.05 * rng.standard_normal(FRAMES * N_FFT)).reshape(FRAMES, N_FFT)
    frames = frames.astype(np.float32)
    window = np.hanning(N_FFT + 1)[:-1].astype(np.float32)
    filters = mel_filters().astype(np.float32)
    ref = reference(frames, window, filters)
    inputs = {"frames": frames, "window": window, "filters": filters}

    t0 = time.perf_counter()
    program = compile(PROGRAM, target="vulkan", mode="inline")
    print(f"compiled in {time.perf_counter() - t0:.2f} s: {program}")
    for f in program.ffts:
        print(f"  {f.description}: {f.dispatches} dispatch(es), {f.spirv_bytes} bytes of SPIR-V")
    program.save(args.output)
    if args.emit_mlir:
        Path(args.emit_mlir).write_text(program.mlir())

    (y,) = program(*inputs.values())
    times = []
    for _ in range(3):
        t0 = time.perf_counter()
        program(*inputs.values())
        times.append(time.perf_counter() - t0)
    err = np.linalg.norm(y - ref) / np.linalg.norm(ref)
    print(f"iree.runtime: {y.shape}, rel L2 err {err:.2e}, {np.median(times) * 1e3:.1f} ms")

    tool = shutil.which("iree-run-module")
    if tool is None:
        print("iree-run-module not found; skipped the Python-free run")
        return
    with tempfile.TemporaryDirectory() as tmp:
        input_flags = []
        for name, x in inputs.items():
            np.save(Path(tmp) / f"{name}.npy", np.ascontiguousarray(x))  # no Fortran order
            input_flags.append(f"--input=@{Path(tmp) / f'{name}.npy'}")
        out = Path(tmp) / "out.npy"
        cmd = [tool, "--device=vulkan", f"--module={args.output}", "--function=main",
               *input_flags,
               f"--output=@{out}"]
        print("$ " + " ".join(cmd[:4]) + " --input=@frames.npy ... --output=@out.npy")
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            raise SystemExit(f"iree-run-module failed:\n{proc.stderr}")
        y2 = np.load(out)
    err2 = np.linalg.norm(y2 - ref) / np.linalg.norm(ref)
    print(f"iree-run-module: {y2.shape}, rel L2 err {err2:.2e}, "
          f"identical to iree.runtime: {np.array_equal(y, y2)}")


if __name__ == "__main__":
    main()
