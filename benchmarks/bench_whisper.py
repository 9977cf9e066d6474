"""The first user's whole job: a Whisper-tiny transcription (log-mel with its RFFT 400, the
encoder, a 32-token greedy decoder loop with a KV cache) as one StableHLO program
(tests/data/programs/whisper/), timed under iree_vkfft's modes against JAX-CPU on the same
text in this process, with chosen registry entries on and off (issue 48: a speed entry must
not slow a real model). Tokens are compared with JAX's.

    PYTHONPATH=src python benchmarks/bench_whisper.py [--inputs params_seed0.npz]
        [--configs split portable] [--off matmul-pad-to-tiles] [--driver local-sync]

``--inputs``: the exporter's weights (in0..in166, audio, filters) as an .npz; without it the
inputs are seeded draws from the program's input specs (checking.program_inputs).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

import iree_vkfft
from iree_vkfft import checking
from iree_vkfft.toolchain.options import CompileOptions

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = ROOT / "tests" / "data" / "programs" / "whisper"


def _inputs(text: str, path: str | None) -> list[np.ndarray]:
    if path is None:
        return checking.program_inputs(text, seed=0)
    with np.load(path) as d:
        keys = sorted((k for k in d.files if k.startswith("in")), key=lambda k: int(k[2:]))
        return [d[k] for k in keys] + [d[k] for k in ("audio", "filters") if k in d.files]


def _median_s(call, rounds: int) -> float:
    call()  # warm-up
    times = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        call()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def _jax(text: str, inputs):
    sys.path.insert(0, str(ROOT / "tests"))
    import xla_oracle as X

    jax = X._jax()
    device = jax.devices("cpu")[0]
    placed = [jax.device_put(x, device) for x in inputs]
    exe = X._executable(text)
    return lambda: [np.asarray(y) for y in exe.execute(placed)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--program", default="whisper_tiny_greedy")
    ap.add_argument("--inputs")
    ap.add_argument("--configs", nargs="+", default=["split", "portable"])
    ap.add_argument("--off", nargs="*", default=["matmul-pad-to-tiles"],
                    help="entries each config is also timed without")
    ap.add_argument("--driver", default="local-sync")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    text = (PROGRAMS / f"{args.program}.mlir").read_text()
    inputs = _inputs(text, args.inputs)
    jax_call = _jax(text, inputs)
    (want, *_) = jax_call()
    t_jax = _median_s(jax_call, args.rounds)
    print(f"| {args.program} ({args.driver}) | compile s | s a call | / JAX-CPU | tokens |")
    print("|---|---|---|---|---|")
    print(f"| JAX-CPU | - | {t_jax:.2f} | 1.00 | - |", flush=True)
    for mode in args.configs:
        for off in [()] + [(e,) for e in args.off]:
            t0 = time.perf_counter()
            program = iree_vkfft.compile(text, mode=mode, options=CompileOptions(
                target="llvm-cpu", cpu_driver=args.driver, disable_workarounds=off))
            compile_s = time.perf_counter() - t0
            (got, *_) = program(*inputs)
            same = "same" if np.array_equal(np.asarray(got), want) else "DIFFER"
            t = _median_s(lambda: program(*inputs), args.rounds)
            name = mode + (f" without {off[0]}" if off else "")
            print(f"| {name} | {compile_s:.0f} | {t:.2f} | {t / t_jax:.1f} | {same} |",
                  flush=True)


if __name__ == "__main__":
    main()
