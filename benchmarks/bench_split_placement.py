"""Evidence for split mode's FFT placement rule (``src/iree_vkfft/split/fft_placement.py``):
one FFT inside a small program (``exp`` before it, ``abs`` after it, as real programs wrap
their FFTs), compiled in split mode on llvm-cpu twice: with the FFT on the host provider
(``fft="host"``) and kept in IREE's segment (the rule's threshold lifted for the run). Prints
one markdown table of medians (interleaved rounds) and the ratio kept / host: below 1 the
segment boundary costs more than pocketfft saves.

    PYTHONPATH=src python benchmarks/bench_split_placement.py [--rounds 9]
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

import iree_vkfft
from iree_vkfft.split import fft_placement

CASES = [("RFFT", (1, 96)), ("FFT", (64, 64)), ("RFFT", (16, 512)), ("RFFT", (101, 512)),
         ("FFT", (32, 32, 32)), ("FFT", (256, 256)), ("FFT", (8, 4099)), ("RFFT", (512, 512)),
         ("FFT", (64, 64, 64)), ("RFFT", (3000, 400)), ("FFT", (1024, 1024))]


def _program(kind: str, shape: tuple[int, ...]) -> tuple[str, np.dtype]:
    axes = 3 if len(shape) == 3 else (2 if kind == "FFT" and shape[0] == shape[1] else 1)
    lengths = list(shape[-axes:])
    s = "x".join(map(str, shape))
    if kind == "FFT":
        t = f"tensor<{s}xcomplex<f32>>"
        return f"""func.func @main(%x: {t}) -> tensor<{s}xf32> {{
  %e = stablehlo.exponential %x : {t}
  %f = stablehlo.fft %e, type = FFT, length = {lengths} : ({t}) -> {t}
  %a = stablehlo.abs %f : ({t}) -> tensor<{s}xf32>
  return %a : tensor<{s}xf32> }}""", np.dtype(np.complex64)
    out = list(shape)
    out[-1] = out[-1] // 2 + 1
    o = "x".join(map(str, out))
    return f"""func.func @main(%x: tensor<{s}xf32>) -> tensor<{o}xf32> {{
  %e = stablehlo.exponential %x : tensor<{s}xf32>
  %f = stablehlo.fft %e, type = RFFT, length = {lengths} : (tensor<{s}xf32>) -> tensor<{o}xcomplex<f32>>
  %a = stablehlo.abs %f : (tensor<{o}xcomplex<f32>>) -> tensor<{o}xf32>
  return %a : tensor<{o}xf32> }}""", np.dtype(np.float32)


def _compile_pair(text: str):
    host = iree_vkfft.compile(text, mode="split", target="llvm-cpu", fft="host")
    saved = fft_placement.SMALL_FFT_ELEMENTS
    fft_placement.SMALL_FFT_ELEMENTS = 1 << 62  # every FFT kept, for this comparison only
    try:
        kept = iree_vkfft.compile(text, mode="split", target="llvm-cpu")
    finally:
        fft_placement.SMALL_FFT_ELEMENTS = saved
    return host, kept


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    print("| FFT in a program | elements | host ms | kept in IREE ms | kept / host |")
    print("|---|---|---|---|---|")
    for kind, shape in CASES:
        text, dtype = _program(kind, shape)
        x = (rng.standard_normal(shape) * 0.1).astype(dtype)
        host, kept = _compile_pair(text)
        want = host(x)[0]
        got = kept(x)[0]
        assert kept.stats.provider_calls == {}, kept.stats.provider_calls
        assert np.abs(got - want).max() <= 1e-4 * np.abs(want).max(), (kind, shape)
        times: dict[str, list[float]] = {"host": [], "kept": []}
        for _ in range(args.rounds):
            for name, prog in (("host", host), ("kept", kept)):
                t0 = time.perf_counter()
                prog(x)
                times[name].append(time.perf_counter() - t0)
        h, k = (statistics.median(times[n]) * 1e3 for n in ("host", "kept"))
        print(f"| {kind}{list(shape)} | {int(np.prod(shape))} | {h:.3g} | {k:.3g} | "
              f"{k / h:.2f} |", flush=True)


if __name__ == "__main__":
    main()
