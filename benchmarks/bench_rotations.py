"""A rotation (``jnp.fft.fftshift`` along the last axis of an n x n complex64 array, times
another array) compiled with the registry's ``rotations-as-gathers`` (a gather IREE fuses
into the multiply) and without it (the concatenate of two slices: four buffer copies), portable
mode on llvm-cpu; medians of 15 calls, checked against numpy. The evidence behind the entry.

    PYTHONPATH=src python benchmarks/bench_rotations.py
"""

from __future__ import annotations

import statistics
import time

import numpy as np

import iree_vkfft
from iree_vkfft.toolchain.options import CompileOptions

SIZES = (64, 256, 1024, 2048)


def _program(n: int) -> str:
    t, h = f"tensor<{n}x{n}xcomplex<f32>>", n // 2
    half = f"tensor<{n}x{h}xcomplex<f32>>"
    return f"""func.func @main(%x: {t}, %w: {t}) -> {t} {{
  %a = stablehlo.slice %x [0:{n}, {h}:{n}] : ({t}) -> {half}
  %b = stablehlo.slice %x [0:{n}, 0:{h}] : ({t}) -> {half}
  %r = stablehlo.concatenate %a, %b, dim = 1 : ({half}, {half}) -> {t}
  %y = stablehlo.multiply %r, %w : {t}
  return %y : {t}
}}"""


def main() -> None:
    rng = np.random.default_rng(0)
    print("| n x n | gather ms | concatenate ms | gather / concatenate |")
    print("|---|---|---|---|")
    for n in SIZES:
        x, w = ((rng.standard_normal((n, n)) + 1j * rng.standard_normal((n, n))).astype(
            np.complex64) for _ in range(2))
        want = np.fft.fftshift(x, axes=1) * w
        ms = {}
        for name, off in (("gather", ()), ("concatenate", ("rotations-as-gathers",))):
            prog = iree_vkfft.compile(_program(n), mode="portable", options=CompileOptions(
                target="llvm-cpu", disable_workarounds=off))
            (got,) = prog(x, w)
            np.testing.assert_allclose(got, want, rtol=1e-5)
            times = []
            for _ in range(15):
                t = time.perf_counter()
                prog(x, w)
                times.append(time.perf_counter() - t)
            ms[name] = 1e3 * statistics.median(times)
        print(f"| {n} | {ms['gather']:.3f} | {ms['concatenate']:.3f} | "
              f"{ms['gather'] / ms['concatenate']:.2f} |", flush=True)


if __name__ == "__main__":
    main()
