"""Sweep VkFFT configuration knobs per shape class and report median-of-interleaved-rounds times.

Evidence for :mod:`iree_vkfft._tuning`. For each case every candidate option set is built with
the disk cache off, checked against numpy (float64 oracle, dtype-scaled tolerance; a candidate
that fails to build or is wrong is reported and dropped), warmed up once (Mesa compiles each
kernel on first use), then timed in interleaved rounds with the raw native ``plan.execute`` on
pre-made contiguous host arrays (the work the funnel does per call, without the Python around it).

    PYTHONPATH=src python3 benchmarks/tune_lavapipe.py [--rounds 9] [--case c2c_4096 ...]
"""

from __future__ import annotations

import argparse
import json
import os
import sys

os.environ.setdefault("IREE_VKFFT_CACHE_DIR", "off")

import numpy as np  # noqa: E402

from iree_vkfft import _bench  # noqa: E402

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
    args = parser.parse_args(argv)
    cases = [c for c in _bench.full_cases() if not args.case or c.name in args.case]
    results = []
    for case in cases:
        rows = _bench.sweep_options(case, [tuple(sorted(c.items())) for c in candidates_for(case)],
                                    rounds=args.rounds)
        base = next(r for r in rows if r["options"] == {})
        for r in rows:
            rel = (r["ms"] / base["ms"]) if r.get("ms") and base.get("ms") else float("nan")
            print(f"{case.name:>20s} {json.dumps(r['options']):>48s} "
                  f"{r.get('ms', float('nan')):8.2f} ms  x{rel:5.2f}  err={r.get('error', '')}",
                  flush=True)
        results.append({"case": case.name, "rows": rows})
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0


if __name__ == "__main__":
    np.seterr(all="ignore")
    sys.exit(main())
