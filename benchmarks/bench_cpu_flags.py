"""Which llvm-cpu compile flags pay on real programs: each program of the library sets in
portable mode on llvm-cpu, compiled once per flag set, timed interleaved (round-robin over the
flag sets, rotated each round, after a warm-up round; medians), in one run; outputs checked against the float64 reference so a flag that
changes the numbers shows.

    python benchmarks/bench_cpu_flags.py [--programs NAME ...] [--rounds 9]

Prints a markdown table: median ms per flag set, the ratio to the default flags, and the geomean.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from pathlib import Path

import numpy as np

import iree_vkfft
from iree_vkfft.toolchain.options import CompileOptions

ROOT = Path(__file__).resolve().parents[1] / "tests" / "data" / "programs"
PROGRAMS = {p.stem: p for folder in ("libraries", "wave2") for p in (ROOT / folder).glob("*.mlir")}
FLAG_SETS = {
    "default": (),
    "ukernels": ("--iree-llvmcpu-enable-ukernels=all",),
    "no-data-tiling": ("--iree-opt-data-tiling=false",),
}


def _load(path: Path):
    with np.load(path.with_suffix(".npz")) as d:
        ins = [d[k] for k in sorted(d.files) if k.startswith("in")]
        refs = [d[k] for k in sorted(d.files) if k.startswith("ref")]
    return ins, refs


def _err(outs, refs) -> float:
    return max(float(np.linalg.norm(np.asarray(y, complex) - np.asarray(r, complex))
                     / max(np.linalg.norm(np.asarray(r, complex)), 1e-300))
               for y, r in zip(outs, refs))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--programs", nargs="*", default=sorted(PROGRAMS))
    ap.add_argument("--rounds", type=int, default=9)
    args = ap.parse_args()
    names = list(FLAG_SETS)
    print("| program | " + " | ".join(f"{n} ms" for n in names) + " | "
          + " | ".join(f"{n} x" for n in names[1:]) + " | worst error |")
    print("|---|" + "---|" * (2 * len(names)))
    ratios: dict[str, list[float]] = {n: [] for n in names[1:]}
    for name in args.programs:
        ins, refs = _load(PROGRAMS[name])
        progs, errs = {}, []
        for n, flags in FLAG_SETS.items():
            progs[n] = iree_vkfft.compile(PROGRAMS[name], mode="portable", options=CompileOptions(
                target="llvm-cpu", extra_args=flags))
            errs.append(_err(progs[n](*ins), refs))
        times: dict[str, list[float]] = {n: [] for n in names}
        for r in range(args.rounds + 1):  # round 0 warms every program up, not timed
            for n in names[r % len(names):] + names[:r % len(names)]:  # rotated: no place bias
                t = time.perf_counter()
                progs[n](*ins)
                if r:
                    times[n].append(time.perf_counter() - t)
        med = {n: 1e3 * statistics.median(times[n]) for n in names}
        for n in names[1:]:
            ratios[n].append(med[n] / med["default"])
        print(f"| {name} | " + " | ".join(f"{med[n]:.3g}" for n in names) + " | "
              + " | ".join(f"{med[n] / med['default']:.2f}" for n in names[1:])
              + f" | {max(errs):.1e} |", flush=True)
    print("| geomean | " + " | " * len(names) + " | ".join(
        f"{math.exp(statistics.fmean(map(math.log, r))):.2f}" for r in ratios.values()) + " | |")


if __name__ == "__main__":
    main()
