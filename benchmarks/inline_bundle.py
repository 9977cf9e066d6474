"""Inline-mode vmfbs checked and timed on another machine with IREE's stock tools alone.

    # here (needs iree_vkfft): build the vmfbs for a device's limits, with inputs and references
    PYTHONPATH=src python3 benchmarks/inline_bundle.py make BUNDLE [--target-device LIMITS.json]
        [--programs a,b]
    # there (needs numpy and iree-base-runtime's iree-run-module / iree-benchmark-module only)
    python3 benchmarks/inline_bundle.py check BUNDLE [--device vulkan] [--repetitions 5]
        [--json RESULTS.json]

``make`` compiles each program of ``benchmarks/bench_inline.py`` in inline mode (for the local
Vulkan device, or for the limits in ``LIMITS.json``, the format of ``iree-vkfft compile
--target-device``) and writes ``BUNDLE/<name>.vmfb``, its inputs and its numpy float64
references as ``.npy`` files and ``BUNDLE/manifest.json``.

``check`` runs every vmfb with ``iree-run-module --device=DEVICE``, compares each output with
its reference (relative L2 within the manifest's tolerance), times it with
``iree-benchmark-module`` (median of the repetitions, in-process, inputs uploaded once) and
prints a table. Exit status 1 if any program fails or mismatches. It imports neither iree_vkfft
nor iree.compiler, so a machine with a GPU needs only the runtime wheel and this bundle: this
is how inline mode is checked on NVIDIA (docs/guide/inline.md, docs/notes.md).
"""

from __future__ import annotations

import argparse
import json
import math
import shutil
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

SCHEMA = "iree-vkfft-inline-bundle/1"
TOLERANCE = {"float32": 1e-5, "float64": 1e-12}  # relative L2 of a whole program's output
_BENCH_TRIES = 3


def _precision(arrays) -> str:
    return "float64" if any(a.dtype in (np.float64, np.complex128) for a in arrays) else "float32"


def make(bundle: Path, programs: list[str], target_device: str | None) -> int:
    here = Path(__file__).resolve().parent
    sys.path.insert(0, str(here))
    import bench_inline  # noqa: E402 - needs iree_vkfft; `check` must not import it

    from iree_vkfft.pipeline import compile

    target = None
    if target_device:
        from iree_vkfft.inline import TargetDevice

        target = TargetDevice.from_json(target_device)
    bundle.mkdir(parents=True, exist_ok=True)
    entries = []
    for name in programs:
        path = bench_inline.PROGRAMS_DIR / f"{name}.mlir"
        t0 = time.perf_counter()
        program = compile(path, target="vulkan", mode="inline", target_device=target)
        inputs, refs = bench_inline.inputs_and_reference(name, program.input_specs)
        (bundle / f"{name}.vmfb").write_bytes(program.vmfb)
        files = {"inputs": [], "references": []}
        for kind, arrays in (("inputs", inputs), ("references", refs)):
            for i, a in enumerate(arrays):
                fname = f"{name}.{kind[:3]}{i}.npy"
                np.save(bundle / fname, np.ascontiguousarray(a))
                files[kind].append(fname)
        precision = _precision(inputs)
        entries.append({"name": name, "vmfb": f"{name}.vmfb", **files,
                        "tolerance": TOLERANCE[precision], "precision": precision,
                        "flags": list(program.flags)})
        print(f"{name}: {len(program.vmfb)} bytes, {len(program.ffts)} FFT(s), "
              f"{time.perf_counter() - t0:.1f} s")
    manifest = {"schema": SCHEMA, "target_device": target.name if target else "local",
                "programs": entries}
    (bundle / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"wrote {bundle}/manifest.json ({len(entries)} programs)")
    return 0


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        raise SystemExit(f"{name} not found (pip install iree-base-runtime)")
    return path


def _rel_l2(y: np.ndarray, ref: np.ndarray) -> float:
    if y.shape != ref.shape:
        return math.inf
    y, ref = y.astype(np.complex128), ref.astype(np.complex128)
    return float(np.linalg.norm(y - ref) / max(np.linalg.norm(ref), 1e-300))


def _median_ms(report: dict) -> float:
    rows = report.get("benchmarks", [])
    median = [r for r in rows if r.get("aggregate_name") == "median"]
    row = (median or rows)[0]
    scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[row.get("time_unit", "ms")]
    return float(row["real_time"]) * scale


def check_one(bundle: Path, entry: dict, device: str, repetitions: int, timeout: float) -> dict:
    run, bench = _tool("iree-run-module"), _tool("iree-benchmark-module")
    module = [f"--device={device}", f"--module={bundle / entry['vmfb']}", "--function=main"]
    inputs = [f"--input=@{bundle / f}" for f in entry["inputs"]]
    outs = [bundle / f"{entry['name']}.out{i}.npy" for i in range(len(entry["references"]))]
    result = {"name": entry["name"], "ok": False, "error": "", "rel_l2": None, "ms": None}
    proc = subprocess.run([run, *module, *inputs, *[f"--output=@{o}" for o in outs]],
                          capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        result["error"] = (proc.stderr.strip().splitlines() or ["iree-run-module failed"])[-1]
        return result
    errs = [_rel_l2(np.load(o), np.load(bundle / r)) for o, r in zip(outs, entry["references"])]
    result["rel_l2"] = max(errs)
    result["ok"] = result["rel_l2"] <= entry["tolerance"]
    # iree-benchmark-module (not iree-run-module) sometimes loses the lavapipe device while
    # initializing some inline modules (docs/notes.md): the timing is retried, and reported.
    result["bench_failures"] = []
    for _ in range(_BENCH_TRIES):
        proc = subprocess.run([bench, *module, *inputs, "--benchmark_format=json",
                               f"--benchmark_repetitions={repetitions}"],
                              capture_output=True, text=True, timeout=timeout)
        if proc.returncode == 0:
            result["ms"] = _median_ms(json.loads(proc.stdout))
            break
        lines = [ln for ln in proc.stderr.strip().splitlines() if ln.strip()]
        result["bench_failures"].append(lines[0] if lines else f"exit code {proc.returncode}")
    if result["ms"] is None:
        result["error"] = f"iree-benchmark-module failed: {result['bench_failures'][-1]}"
    return result


def check(bundle: Path, device: str, repetitions: int, json_path: str | None,
          timeout: float) -> int:
    manifest = json.loads((bundle / "manifest.json").read_text())
    if manifest.get("schema") != SCHEMA:
        raise SystemExit(f"{bundle}/manifest.json is not an {SCHEMA} manifest")
    results = [check_one(bundle, e, device, repetitions, timeout) for e in manifest["programs"]]
    print(f"inline vmfbs built for {manifest['target_device']}, run on --device={device}")
    print(f"{'program':20s} {'ms/call':>9s} {'rel L2':>9s} {'tol':>8s}  result")
    for r, e in zip(results, manifest["programs"]):
        ms = "-" if r["ms"] is None else f"{r['ms']:.3f}"
        err = "-" if r["rel_l2"] is None else f"{r['rel_l2']:.1e}"
        verdict = "OK" if r["ok"] else "FAILED"
        retried = len(r.get("bench_failures") or ())
        note = r["error"] or (f"(timing retried {retried}x: {r['bench_failures'][0]})"
                              if retried else "")
        print(f"{r['name']:20s} {ms:>9s} {err:>9s} {e['tolerance']:8.0e}  {verdict} {note}")
    if json_path:
        Path(json_path).write_text(json.dumps({"device": device, "results": results}, indent=1))
    return 0 if all(r["ok"] for r in results) else 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="command", required=True)
    mk = sub.add_parser("make", help="compile the programs and write the bundle (iree_vkfft)")
    mk.add_argument("bundle", type=Path)
    mk.add_argument("--target-device", default=None, help="limits JSON of the target device")
    mk.add_argument("--programs", default=None, help="comma-separated (default: all)")
    ck = sub.add_parser("check", help="run and time the bundle with IREE's tools (no iree_vkfft)")
    ck.add_argument("bundle", type=Path)
    ck.add_argument("--device", default="vulkan")
    ck.add_argument("--repetitions", type=int, default=5)
    ck.add_argument("--json", default=None)
    ck.add_argument("--timeout", type=float, default=300.0, help="seconds per tool run")
    args = ap.parse_args(argv)
    if args.command == "make":
        if args.programs:
            programs = args.programs.split(",")
        else:
            sys.path.insert(0, str(Path(__file__).resolve().parent))
            import bench_inline

            programs = list(bench_inline.DEFAULT_PROGRAMS)
        return make(args.bundle, programs, args.target_device)
    return check(args.bundle, args.device, args.repetitions, args.json, args.timeout)


if __name__ == "__main__":
    raise SystemExit(main())
