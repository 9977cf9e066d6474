"""A program exported with a symbolic batch (compiled once) against the same program exported
static at each batch (one compile per batch), per mode.

    PYTHONPATH=src python3 benchmarks/bench_dynamic.py [--rounds N] [--modes split,portable,inline]

Programs: ``tests/data/programs/dynamic/dyn_<name>.mlir`` (``jax.export`` with ``b`` symbolic)
and ``benchmarks/programs/static/<name>_b<b>.mlir`` (the same function lowered at batch b),
both from examples/programs/gen_programs.py. Modes: split (llvm-cpu, host pocketfft), portable
(llvm-cpu), inline (Vulkan). Each round calls the dynamic and the static program once in a
rotated order; the table gives medians per call and dynamic / static. The compile table gives
one cold compile of the dynamic program against the cold compiles of the static ones
(``use_cache=False``). Take figures with nothing else running (2 cores, lavapipe's threads).
"""

from __future__ import annotations

import argparse
import importlib.machinery
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if any((ROOT / "src" / "iree_vkfft" / f"_native{suffix}").exists()
       for suffix in importlib.machinery.EXTENSION_SUFFIXES) and str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

import iree_vkfft  # noqa: E402

DYNAMIC = ROOT / "tests" / "data" / "programs" / "dynamic"
STATIC = ROOT / "benchmarks" / "programs" / "static"
PROGRAMS = ("rfft_400", "logmel_frames")
BATCHES = (1, 64, 3000)
MODES = {"split": ("split", "llvm-cpu", "host"), "portable": ("portable", "llvm-cpu", "auto"),
         "inline": ("inline", "vulkan", "auto")}


def _inputs(program, b: int, rng) -> list[np.ndarray]:
    return [rng.standard_normal(tuple(b if d is None else d for d in s.shape)).astype(s.dtype)
            for s in program.input_specs]


def _compile(path: Path, mode: str):
    how, target, fft = MODES[mode]
    t0 = time.perf_counter()
    program = iree_vkfft.compile(path, mode=how, target=target, fft=fft, use_cache=False)
    return program, time.perf_counter() - t0


def _medians(dynamic, static, args, rounds: int) -> tuple[float, float]:
    times = {0: [], 1: []}
    programs = (dynamic, static)
    for p in programs:  # warm: plans, kernels, first-call loads
        p(*args)
    for r in range(rounds):
        for k in ((0, 1) if r % 2 == 0 else (1, 0)):
            t0 = time.perf_counter()
            programs[k](*args)
            times[k].append(time.perf_counter() - t0)
    return statistics.median(times[0]), statistics.median(times[1])


def _check(dynamic, static, args) -> None:
    for y, z in zip(dynamic(*args), static(*args)):
        scale = max(1.0, float(np.max(np.abs(z))))
        if not np.allclose(y, z, atol=1e-4 * scale, rtol=1e-4):
            raise AssertionError("the dynamic and static programs disagree")


def run(modes: list[str], rounds: int) -> None:
    rows, compiles = [], []
    for name in PROGRAMS:
        for mode in modes:
            dynamic, t_dyn = _compile(DYNAMIC / f"dyn_{name}.mlir", mode)
            t_static = 0.0
            for b in BATCHES:
                static, t = _compile(STATIC / f"{name}_b{b}.mlir", mode)
                t_static += t
                args = _inputs(static, b, np.random.default_rng(b))
                _check(dynamic, static, args)
                n = rounds if b < 1000 else max(3, rounds // 4)
                d, s = _medians(dynamic, static, args, n)
                rows.append((name, mode, b, s, d))
            compiles.append((name, mode, t_dyn, t_static))
    print(f"{'program':<14} {'mode':<9} {'batch':>6} {'static ms':>10} {'dynamic ms':>11} "
          f"{'dyn/static':>10}")
    for name, mode, b, s, d in rows:
        print(f"{name:<14} {mode:<9} {b:>6} {s * 1e3:>10.3f} {d * 1e3:>11.3f} {d / s:>10.2f}")
    print()
    print(f"{'program':<14} {'mode':<9} {'compile once (s)':>17} "
          f"{f'{len(BATCHES)} static compiles (s)':>22}")
    for name, mode, t_dyn, t_static in compiles:
        print(f"{name:<14} {mode:<9} {t_dyn:>17.1f} {t_static:>22.1f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--modes", default=",".join(MODES))
    args = ap.parse_args()
    run(args.modes.split(","), args.rounds)


if __name__ == "__main__":
    main()
