"""Every speed entry of the workaround registry on the whole programs it changes (issue 48: a
speed rewrite must never make a real program slower): for each llvm-cpu speed entry and each
program of the repository it changes (the library sets, tests/data/programs), the program
compiled with the registry as shipped and with that entry off, timed interleaved on llvm-cpu,
one table. The Whisper transcription has its own script (bench_whisper.py: seconds a call).

    PYTHONPATH=src python benchmarks/bench_speed_entries.py [--mode portable] [--rounds 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import iree_vkfft
from iree_vkfft.toolchain.options import CompileOptions
from iree_vkfft.workarounds import registry

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
import xla_oracle as X  # noqa: E402

#: what makes an entry a speed entry: its symptom says so
SPEED = [w for w in registry.REGISTRY if w.symptom.startswith("SLOW") and w.rewrite is not None
         and "llvm-cpu" in w.targets]


def _same_without(text: str, mode: str, name: str) -> bool:
    """Whether ``mode``'s module for llvm-cpu is the same with entry ``name`` off (after the
    entries before it: an entry alone may see nothing the pipeline gives it)."""
    def module(off):
        return X.rewritten_with(text, mode, CompileOptions(target="llvm-cpu",
                                                           disable_workarounds=off))
    return module(()) == module((name,))


def _per_call_ms(program, inputs, budget_s: float = 0.15) -> float:
    t0 = time.perf_counter()
    program(*inputs)
    reps = max(1, int(budget_s / max(time.perf_counter() - t0, 1e-6)))
    t0 = time.perf_counter()
    for _ in range(reps):
        program(*inputs)
    return (time.perf_counter() - t0) / reps * 1e3


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mode", default="portable")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--pairs", nargs="*", default=(),
                    help="only these ENTRY=PROGRAM pairs (a second look at a close one)")
    args = ap.parse_args()
    pairs = {tuple(p.split("=", 1)) for p in args.pairs}
    print(f"| entry | program | on ms | off ms | on / off |  ({args.mode}, llvm-cpu)")
    print("|---|---|---|---|---|")
    for entry in SPEED:
        for name, path in X.PROGRAMS.items():
            text = path.read_text()
            if pairs and (entry.name, name) not in pairs:
                continue
            if not X.is_static(text) or _same_without(text, args.mode, entry.name):
                continue
            inputs = X.input_draws(text, path, draws=1)[0]
            on, off = (iree_vkfft.compile(text, mode=args.mode, options=CompileOptions(
                target="llvm-cpu", disable_workarounds=d)) for d in ((), (entry.name,)))
            times = {"on": [], "off": []}
            for _ in range(args.rounds):  # interleaved: drifts hit both alike
                times["on"].append(_per_call_ms(on, inputs))
                times["off"].append(_per_call_ms(off, inputs))
            a, b = statistics.median(times["on"]), statistics.median(times["off"])
            print(f"| {entry.name} | {name} | {a:.3f} | {b:.3f} | {a / b:.2f} |", flush=True)


if __name__ == "__main__":
    main()
