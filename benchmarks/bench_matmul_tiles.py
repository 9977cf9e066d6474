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

#: (batch, m, k, n): the entry's own cases (librosax's mel projection, Whisper's mel filter
#: bank), a square and a tiny one, and the products real models run (issue 48): Whisper-tiny's
#: attention scores and values (6 heads, 1500 frames, head size 64), its projections and MLP
#: (1500 x 384 -> 384 / 1536), a decoder step's logits over the vocabulary (1 x 384 -> 51865),
#: a batch of 2 of them
SHAPES = [(1, 40, 257, 101), (1, 80, 201, 3000), (1, 80, 201, 101), (1, 64, 64, 64),
          (1, 33, 65, 17),
          (6, 1500, 64, 1500), (6, 1500, 1500, 64), (1, 1500, 384, 384), (1, 1500, 384, 1536),
          (1, 1500, 1536, 384), (1, 1, 384, 51865), (2, 1, 384, 51865), (6, 1, 64, 1500),
          (6, 1, 1500, 64), (1, 448, 384, 51865), (1, 1, 384, 1536)]


def product(b: int, m: int, k: int, n: int) -> str:
    """A ``dot_general`` of ``[b,]m x k`` by ``[b,]k x n`` (no batch dim when b is 1)."""
    lead = "" if b == 1 else f"{b}x"
    batch = "" if b == 1 else "batching_dims = [0] x [0], "
    c = (1, 0) if b == 1 else (2, 1)
    at, bt, rt = (f"tensor<{lead}{m}x{k}xf32>", f"tensor<{lead}{k}x{n}xf32>",
                  f"tensor<{lead}{m}x{n}xf32>")
    return (f"func.func @main(%a: {at}, %b: {bt}) -> {rt} {{\n  %r = stablehlo.dot_general "
            f"%a, %b, {batch}contracting_dims = [{c[0]}] x [{c[1]}] : ({at}, {bt}) -> {rt}\n"
            f"  return %r : {rt}\n}}")


def median_ms(call, reps: int) -> float:
    """Median of 7 rounds of ``reps`` calls (fewer for slow calls: about 0.2 s a round)."""
    t0 = time.perf_counter()
    for _ in range(3):
        call()
    reps = max(1, min(reps, int(0.2 / max((time.perf_counter() - t0) / 3, 1e-9))))
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
    ap.add_argument("--only", type=int, nargs="*", help="indices into SHAPES")
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    print("| product | numpy ms | as is, local-sync | padded, local-sync | as is, local-task "
          "| padded, local-task | padded / as is (sync) |")
    print("|---|---|---|---|---|---|---|")
    for bs, m, k, n in [SHAPES[i] for i in args.only] if args.only else SHAPES:
        lead = () if bs == 1 else (bs,)
        a = rng.standard_normal((*lead, m, k)).astype(np.float32)
        b = rng.standard_normal((*lead, k, n)).astype(np.float32)
        times = {}
        for form in ("as is", "padded"):
            module = ir.Module.parse(product(bs, m, k, n), ir.Context())
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
        name = ("" if bs == 1 else f"{bs} x ") + f"{m}x{k} @ {k}x{n}"
        print(f"| {name} | {ref:.3f} | {times[('as is', 'local-sync')]:.3f} | "
              f"{times[('padded', 'local-sync')]:.3f} | {times[('as is', 'local-task')]:.3f} | "
              f"{times[('padded', 'local-task')]:.3f} | "
              f"{times[('padded', 'local-sync')] / times[('as is', 'local-sync')]:.2f} |",
              flush=True)


if __name__ == "__main__":
    main()
