"""Every program of a folder (``<name>.mlir`` + ``<name>.npz`` with ``in*``, float64 ``ref*``
and JAX-CPU's own ``jax_err*``) in every mode and target, one fresh process per cell (an
iree-compile crash or a hang cannot stop the run), against its float64 reference; prints a
markdown table and writes the cells as JSON.

    python benchmarks/program_matrix.py [--programs DIR ...] [--only NAME ...]
        [--configs split-host portable-cpu ...] [--json out.json]

A cell is ``ok <worst error>``, ``WRONG`` (over 10x JAX-CPU's error and 1e-5), ``NaN``
(non-finite where the reference is finite), ``compiles`` (compile-only targets), or the
failure: the exception and its first line (iree-compile's first ``error:``), ``CRASH`` or
``TIMEOUT``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = [ROOT / "tests" / "data" / "programs" / "wave2",
           ROOT / "tests" / "data" / "programs" / "libraries"]
CONFIGS = {
    "split-host": dict(mode="split", target="llvm-cpu", fft="host"),
    "portable-cpu": dict(mode="portable", target="llvm-cpu"),
    "split-vk": dict(mode="split", target="vulkan", fft="vkfft"),
    "inline-vk": dict(mode="inline", target="vulkan"),
    "portable-vk": dict(mode="portable", target="vulkan"),
    "portable-cuda": dict(mode="portable", target="cuda"),
}
COMPILE_ONLY = {"portable-cuda"}
TIMEOUT = 900

CHILD = r'''
import json, sys
import numpy as np
import iree_vkfft
path, config, compile_only = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3] == "1"
res = {"stage": "compile"}
try:
    prog = iree_vkfft.compile(path, **config)
    if not compile_only:
        res["stage"] = "call"
        with np.load(path[:-5] + ".npz") as d:
            n = lambda p: sum(1 for k in d.files if k.startswith(p))
            inputs = [d[f"in{i}"] for i in range(n("in"))]
            refs = [d[f"ref{i}"] for i in range(n("ref"))]
            errs = [float(d[f"jax_err{i}"]) for i in range(n("jax_err"))]
        outs = prog(*inputs)
        res["outputs"] = []
        for y, r, e in zip(outs, refs, errs):
            y, r = np.asarray(y, np.complex128), np.asarray(r, np.complex128)
            ok = np.isfinite(r)
            res["outputs"].append(dict(
                nonfinite=bool((~np.isfinite(y) & ok).any()), jax_err=e,
                err=float(np.linalg.norm((y - r)[ok]) / max(np.linalg.norm(r[ok]), 1e-300))
                if y.shape == r.shape else None))
    res["stage"] = "done"
except Exception as ex:
    res["error"] = f"{type(ex).__name__}: " + next(
        (l.strip() for l in str(ex).splitlines() if "error:" in l),
        (str(ex).splitlines() or [""])[0])[:240]
print("@@" + json.dumps(res))
'''


def _classify(res: dict | None, rc: int | None, stderr: str) -> str:
    if rc is None:
        return f"TIMEOUT (> {TIMEOUT} s)"
    if res is None:
        return f"CRASH rc={rc}: " + " | ".join(stderr.strip().splitlines()[-2:])[:200]
    if res["stage"] != "done":
        return f"FAIL at {res['stage']}: {res.get('error', '')}"
    if "outputs" not in res:
        return "compiles"
    worst, status = 0.0, "ok"
    for o in res["outputs"]:
        if o["err"] is None:
            return "WRONG shape"
        if o["nonfinite"]:
            status = "NaN"
        elif o["err"] > max(10 * o["jax_err"], 1e-5) and status == "ok":
            status = "WRONG"
        worst = max(worst, o["err"])
    return f"{status} {worst:.1e}"


def run_cell(path: Path, config: str) -> str:
    with tempfile.TemporaryDirectory(prefix="matrix-cache-") as cache:
        env = dict(os.environ, IREE_VKFFT_CACHE_DIR=cache)
        try:
            p = subprocess.run([sys.executable, "-c", CHILD, str(path),
                                json.dumps(CONFIGS[config]), "1" if config in COMPILE_ONLY else "0"],
                               capture_output=True, text=True, timeout=TIMEOUT, env=env)
            rc, out, err = p.returncode, p.stdout, p.stderr
        except subprocess.TimeoutExpired:
            rc, out, err = None, "", ""
    res = next((json.loads(line[2:]) for line in out.splitlines() if line.startswith("@@")), None)
    return _classify(res, rc, err)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--programs", nargs="*", type=Path, default=FOLDERS)
    ap.add_argument("--only", nargs="*")
    ap.add_argument("--configs", nargs="*", default=list(CONFIGS), choices=list(CONFIGS))
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    paths = sorted(p for folder in args.programs for p in folder.glob("*.mlir")
                   if not args.only or p.stem in args.only)
    cells: dict[str, dict[str, str]] = {}
    print("| program | " + " | ".join(args.configs) + " |")
    print("|---|" + "---|" * len(args.configs))
    for path in paths:
        row = cells.setdefault(path.stem, {})
        for config in args.configs:
            row[config] = run_cell(path, config)
        print(f"| {path.stem} | " + " | ".join(row[c] for c in args.configs) + " |", flush=True)
        if args.json:
            args.json.write_text(json.dumps(cells, indent=1))


if __name__ == "__main__":
    main()
