"""Sweep VkFFT configuration knobs per shape class and report median-of-interleaved-rounds times.

Evidence for :mod:`iree_vkfft._tuning`. For each case every candidate option set is built with
the disk cache off, checked against numpy (float64 oracle, dtype-scaled tolerance; a candidate
that fails to build or is wrong is reported and dropped), warmed up once (Mesa compiles each
kernel on first use), then timed in interleaved rounds with the raw native ``plan.execute`` on
pre-made contiguous host arrays (the work the funnel does per call, without the Python around it).

    PYTHONPATH=src python3 benchmarks/tune_lavapipe.py [--rounds 9] [--case c2c_4096 ...]
        [--focused | --grid | --extra]
"""

from __future__ import annotations

import argparse
import json
import os
import sys

os.environ.setdefault("IREE_VKFFT_CACHE_DIR", "off")

import numpy as np  # noqa: E402

from iree_vkfft import bench as _bench  # noqa: E402

C2C_CANDIDATES = [
    {},
    {"maxThreadsNum": 32},
    {"maxThreadsNum": 64},
    {"maxThreadsNum": 128},
    {"maxThreadsNum": 256},
    {"coalescedMemory": 64},
    {"coalescedMemory": 128},
    {"maxThreadsNum": 64, "coalescedMemory": 128},
    {"maxThreadsNum": 128, "coalescedMemory": 128},
    {"maxThreadsNum": 256, "coalescedMemory": 128},
]
R2C_CANDIDATES = [
    {},
    {"maxThreadsNum": 16},
    {"maxThreadsNum": 32},
    {"maxThreadsNum": 64},
    {"maxThreadsNum": 128},
    {"maxThreadsNum": 32, "coalescedMemory": 64},
    {"maxThreadsNum": 32, "coalescedMemory": 128},
]
BLUESTEIN_CANDIDATES = [
    {},
    {"aimThreads": 8},
    {"aimThreads": 16},
    {"maxThreadsNum": 64},
    {"maxThreadsNum": 128},
    {"maxThreadsNum": 256},
    {"aimThreads": 8, "maxThreadsNum": 128},
]
FP64_CANDIDATES = [
    {},
    {"groupedBatch0": 1},
    {"maxThreadsNum": 64},
    {"maxThreadsNum": 128},
    {"maxThreadsNum": 256},
    {"groupedBatch0": 1, "maxThreadsNum": 128},
    {"groupedBatch0": 1, "maxThreadsNum": 64},
]


GRID = [{}] + [dict(([("maxThreadsNum", m)] if m else []) + ([("coalescedMemory", c)] if c else []))
              for m in (0, 16, 32, 64, 128, 256, 512) for c in (0, 32, 64, 128, 256) if m or c]

# A second pass on the first sweep's winners (and their near neighbours).
FOCUSED = {
    "c2c_pow2": [{}, {"maxThreadsNum": 32}, {"maxThreadsNum": 64}, {"maxThreadsNum": 128},
                 {"maxThreadsNum": 256}, {"maxThreadsNum": 256, "coalescedMemory": 128}],
    "r2c": [{}, {"maxThreadsNum": 32, "coalescedMemory": 128}, {"maxThreadsNum": 32},
            {"coalescedMemory": 128}, {"maxThreadsNum": 32, "coalescedMemory": 64}],
    "c2c_2d": [{}, {"maxThreadsNum": 32}],
    "bluestein": [{}, {"aimThreads": 8}],
    "fp64": [{}, {"groupedBatch0": 1}, {"maxThreadsNum": 64}],
}


def extra_cases() -> list:
    """Neighbours of the benchmarked shapes: does a winner hold for its whole shape class?"""
    from iree_vkfft._types import FftType as T
    C = _bench.Case
    return [
        C("c2c_256", T.FFT, (256,), 16384), C("c2c_512", T.FFT, (512,), 8192),
        C("ifft_1024", T.IFFT, (1024,), 4096), C("ifft_65536", T.IFFT, (65536,), 64),
        C("r2c_256", T.RFFT, (256,), 8192), C("r2c_512", T.RFFT, (512,), 4096),
        C("r2c_1024", T.RFFT, (1024,), 2048), C("r2c_4096", T.RFFT, (4096,), 512),
        C("irfft_400", T.IRFFT, (400,), 3000),
        C("c2c_512x512", T.FFT, (512, 512), 16), C("c2c_2048x2048", T.FFT, (2048, 2048), 1),
        C("c2c_1009", T.FFT, (1009,), 2048), C("c2c_10007", T.FFT, (10007,), 256),
        C("c2c_4096_f64", T.FFT, (4096,), 512, "float64"),
        C("c2c_16384_f64", T.FFT, (16384,), 128, "float64"),
        # small batches (2^16..2^18 elements): does the knob still pay when there is less work?
        C("small_c2c_1024", T.FFT, (1024,), 64), C("small_c2c_4096", T.FFT, (4096,), 32),
        C("small_c2c_65536", T.FFT, (65536,), 4), C("small_r2c_400", T.RFFT, (400,), 300),
        C("small_c2c_4099", T.FFT, (4099,), 32),
        C("small_c2c_16384_f64", T.FFT, (16384,), 8, "float64"),
    ]


EXTRA = {
    "c2c_256": [{}, {"maxThreadsNum": 32}, {"maxThreadsNum": 64}],
    "c2c_512": [{}, {"maxThreadsNum": 32}, {"maxThreadsNum": 64}],
    "ifft_1024": [{}, {"maxThreadsNum": 32}],
    "ifft_65536": [{}, {"maxThreadsNum": 64}],
    "irfft_400": [{}, {"maxThreadsNum": 32, "coalescedMemory": 128}],
    "c2c_1009": [{}, {"aimThreads": 8}],
    "c2c_10007": [{}, {"aimThreads": 8}],
    "small_c2c_1024": [{}, {"maxThreadsNum": 32}],
    "small_c2c_4096": [{}, {"maxThreadsNum": 256}],
    "small_c2c_65536": [{}, {"maxThreadsNum": 64}],
    "small_r2c_400": [{}, {"maxThreadsNum": 32, "coalescedMemory": 128}],
    "small_c2c_4099": [{}, {"aimThreads": 8}],
    "small_c2c_16384_f64": [{}, {"groupedBatch0": 1}],
}


def _class_of(case: _bench.Case) -> str:
    if case.precision == "float64":
        return "fp64"
    if case.fft_type.is_real:
        return "r2c"
    if any(n & (n - 1) for n in case.shape):
        return "bluestein"
    return "c2c_2d" if len(case.shape) > 1 else "c2c_pow2"


def candidates_for(case: _bench.Case) -> list[dict]:
    if case.precision == "float64":
        return FP64_CANDIDATES
    if case.fft_type.is_real:
        return R2C_CANDIDATES
    if any(n & (n - 1) for n in case.shape):
        return BLUESTEIN_CANDIDATES
    return C2C_CANDIDATES


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--case", action="append", help="case name (default: all full cases)")
    parser.add_argument("--json", help="write the results here")
    parser.add_argument("--grid", action="store_true",
                        help="every maxThreadsNum (16..512) x coalescedMemory (32..256) pair")
    parser.add_argument("--extra", action="store_true",
                        help="neighbour shapes of each class instead of the benchmark cases")
    parser.add_argument("--focused", action="store_true",
                        help="only the candidates that won a first sweep (fewer, more rounds)")
    args = parser.parse_args(argv)
    pool = extra_cases() if args.extra else _bench.full_cases()
    cases = [c for c in pool if not args.case or c.name in args.case]
    results = []
    for case in cases:
        if args.grid:
            sets = GRID
        elif args.extra:
            sets = EXTRA.get(case.name) or FOCUSED[_class_of(case)][:3]
        else:
            sets = FOCUSED.get(_class_of(case), [{}]) if args.focused else candidates_for(case)
        rows = _bench.sweep_options(case, [tuple(sorted(c.items())) for c in sets],
                                    rounds=args.rounds)
        base = next(r for r in rows if r["options"] == {})
        for r in rows:
            rel = (r["ms"] / base["ms"]) if r.get("ms") and base.get("ms") else float("nan")
            crel = (r["cpu_ms"] / base["cpu_ms"]) if r.get("ms") and base.get("ms") \
                else float("nan")
            print(f"{case.name:>20s} {json.dumps(r['options']):>48s} "
                  f"{r.get('ms', float('nan')):8.2f} ms  x{rel:5.2f}  cpu x{crel:5.2f}  "
                  f"{r.get('error', '')}", flush=True)
        results.append({"case": case.name, "rows": rows})
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0


if __name__ == "__main__":
    np.seterr(all="ignore")
    sys.exit(main())
