"""Matrix products on llvm-cpu, as they come and zero-padded to whole tiles of 8 (the registry's
``matmul-pad-to-tiles`` evidence): one table of milliseconds per product, driver and form, with
numpy alongside. Shapes: librosax's MFCC mel projection, Whisper's, a square and a tiny one.

    PYTHONPATH=src python benchmarks/bench_matmul_tiles.py [--reps 200]
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np
from iree.compiler import ir

from iree_vkfft.toolchain.compile import compile_to_vmfb, text_payload
from iree_vkfft.toolchain.options import CompileOptions
from iree_vkfft.toolchain.runtime import ModuleRuntime, Value
from iree_vkfft.workarounds.matmul_tiles import pad_matmuls_to_tiles

SHAPES = [(40, 257, 101), (80, 201, 3000), (80, 201, 101), (64, 64, 64), (33, 65, 17)]


def product(m: int, k: int, n: int) -> str:
    return (f"func.func @main(%a: tensor<{m}x{k}xf32>, %b: tensor<{k}x{n}xf32>) -> "
            f"tensor<{m}x{n}xf32> {{\n  %r = stablehlo.dot_general %a, %b, contracting_dims = "
            f"[1] x [0] : (tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32>\n"
            f"  return %r : tensor<{m}x{n}xf32>\n}}")


def median_ms(call, reps: int) -> float:
    for _ in range(10):
        call()
    rounds = []
    for _ in range(7):
        t0 = time.perf_counter()
        for _ in range(reps):
            call()
        rounds.append((time.perf_counter() - t0) / reps * 1e3)
    return statistics.median(rounds)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=100)
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    print("| product | numpy ms | as is, local-sync | padded, local-sync | as is, local-task "
          "| padded, local-task | padded / as is (sync) |")
    print("|---|---|---|---|---|---|---|")
    for m, k, n in SHAPES:
        a = rng.standard_normal((m, k)).astype(np.float32)
        b = rng.standard_normal((k, n)).astype(np.float32)
        times = {}
        for form in ("as is", "padded"):
            module = ir.Module.parse(product(m, k, n), ir.Context())
            if form == "padded" and not pad_matmuls_to_tiles(module):
                times.update({(form, d): times[("as is", d)] for d in ("local-sync", "local-task")})
                continue
            vmfb = compile_to_vmfb(text_payload(module, "mm"), CompileOptions(
                target="llvm-cpu", workarounds=False), use_cache=False).vmfb
            for driver in ("local-sync", "local-task"):
                rt = ModuleRuntime(vmfb, driver)
                values = [Value(host=a), Value(host=b)]
                times[(form, driver)] = median_ms(lambda: rt.call("main", values), args.reps)
        ref = median_ms(lambda: a @ b, args.reps)
        print(f"| {m}x{k} @ {k}x{n} | {ref:.3f} | {times[('as is', 'local-sync')]:.3f} | "
              f"{times[('padded', 'local-sync')]:.3f} | {times[('as is', 'local-task')]:.3f} | "
              f"{times[('padded', 'local-task')]:.3f} | "
              f"{times[('padded', 'local-sync')] / times[('as is', 'local-sync')]:.2f} |",
              flush=True)


if __name__ == "__main__":
    main()
