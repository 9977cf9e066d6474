"""What hybrid split mode costs: a program on Vulkan with every segment on the device against
the same program with some ops placed on the host (llvm-cpu), in one run. Each configuration
runs in a fresh process with its own cache folder (placements are cached per program).

"default" is what split mode does (the registry's ``f64-math-on-host`` entry places float64
transcendentals of data on the host: s2fft's x64 programs; float64 math of constants only is
folded, so exojax's x64 program stays on the device); "forced" places the named elementwise
ops on the host the same way (``split.placement``'s up-front host pieces) in float32
programs the device runs whole, to measure what hybrid execution costs against all-device.

    python benchmarks/bench_hybrid.py [--programs NAME ...] [--rounds 7]

Prints, per program and placement: host pieces, bytes crossing host<->device between segments
per call, the median call time and its ratio to the default placement, and the largest relative
difference of the outputs from the default's and from the float64 reference.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "programs"
#: program -> (path, ops forced to the host in the "forced" row; None: no such row)
PROGRAMS = {
    "librosax_mfcc": (DATA / "wave2" / "librosax_mfcc.mlir", ["stablehlo.log"]),
    "istft_vocoder": (DATA / "wave2" / "istft_vocoder.mlir", ["stablehlo.sine"]),
    "exojax_x64": (DATA / "wave2" / "exojax_rotational_broadening_x64.mlir", None),
    "s2fft_mw_L32_x64": (DATA / "wave2" / "s2fft_forward_mw_L32.mlir", None),
    "s2fft_wigner_x64": (DATA / "wave2" / "s2fft_wigner_forward_mw.mlir", None),
}

CHILD = r"""
import json, statistics, sys, time
import numpy as np
import iree_vkfft
from iree_vkfft.workarounds import registry
path, forced, rounds = sys.argv[1], json.loads(sys.argv[2]), int(sys.argv[3])
if forced:
    names = set(forced)
    registry.host_predicate = lambda options: (
        lambda op: "forced" if op.name in names else "")
prog = iree_vkfft.compile(path, mode="split", target="vulkan", fft="vkfft")
with np.load(path[:-5] + ".npz") as d:
    inputs = [d[k] for k in sorted(d.files) if k.startswith("in")]
    refs = [d[k] for k in sorted(d.files) if k.startswith("ref")]
outs = prog(*inputs)
times = []
for _ in range(rounds):
    t = time.perf_counter()
    prog(*inputs)
    times.append(time.perf_counter() - t)
host = sum(1 for _, target, _ in prog.placement if target == "llvm-cpu")
np.savez(sys.argv[4], *outs)
err = max(float(np.linalg.norm(np.asarray(y, complex) - np.asarray(r, complex))
                / max(np.linalg.norm(np.asarray(r, complex)), 1e-300))
          for y, r in zip(outs, refs))
print("@@" + json.dumps(dict(ms=1e3 * statistics.median(times), host=host, err=err,
                             crossing=prog.stats.between_segments_bytes)))
"""


def run(path: Path, forced, rounds: int, out: Path) -> dict | str:
    with tempfile.TemporaryDirectory(prefix="hybrid-cache-") as cache:
        p = subprocess.run([sys.executable, "-c", CHILD, str(path), json.dumps(forced),
                            str(rounds), str(out)], capture_output=True, text=True,
                           env=dict(os.environ, IREE_VKFFT_CACHE_DIR=cache), timeout=1800)
    for line in p.stdout.splitlines():
        if line.startswith("@@"):
            return json.loads(line[2:])
    return "FAIL: " + " | ".join(p.stderr.strip().splitlines()[-2:])[:160]


def _diff(a: Path, b: Path) -> float:
    with np.load(a) as x, np.load(b) as y:
        return max(float(np.linalg.norm(x[k].astype(complex) - y[k].astype(complex))
                         / max(np.linalg.norm(y[k].astype(complex)), 1e-300)) for k in x.files)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--programs", nargs="*", default=list(PROGRAMS), choices=list(PROGRAMS))
    ap.add_argument("--rounds", type=int, default=7)
    args = ap.parse_args()
    print("| program | placement | host pieces | bytes crossing / call | ms / call | "
          "x default | vs default's outputs | vs float64 ref |")
    print("|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.programs:
            path, forced = PROGRAMS[name]
            rows = [("default", [])] + ([("forced: " + ", ".join(
                f.split(".")[1] for f in forced), forced)] if forced else [])
            base = None
            for label, ops in rows:
                out = Path(tmp) / f"{len(ops)}.npz"
                r = run(path, ops, args.rounds, out)
                if isinstance(r, str):
                    print(f"| {name} | {label} | {r} ||||||", flush=True)
                    break
                cells = [str(r["host"]), f"{r['crossing']:,}", f"{r['ms']:.1f}",
                         f"{r['ms'] / base['ms']:.2f}" if base else "1.00",
                         f"{_diff(out, Path(tmp) / '0.npz'):.1e}" if base else "-",
                         f"{r['err']:.1e}"]
                print(f"| {name} | {label} | " + " | ".join(cells) + " |", flush=True)
                base = base or r


if __name__ == "__main__":
    main()
