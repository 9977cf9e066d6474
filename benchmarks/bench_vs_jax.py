"""Whole programs against JAX-CPU on the very same StableHLO: every library program (both sets)
compiled by XLA's CPU backend from its exported text and by iree-vkfft in split mode (its
default ``fft="auto"``: host FFTs, small ones and those in loops kept in IREE's segments) and
portable mode on llvm-cpu, timed interleaved in one process (medians after a warm-up);
prints a markdown table of milliseconds and ratios to JAX-CPU, with the geomean. A plain-IREE
column: the same text compiled by the pinned iree-compile alone (``--iree-input-type=stablehlo
--iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=host``, local-task) where it
compiles (its own FFT lowering takes power-of-two lengths only), its outputs checked against
ours ("WRONG" past a relative 1e-3).

Needs JAX (test/dev venv: ``pip install jax==0.10.2 jaxlib==0.10.2``; the package never imports
it). x64 programs run with ``jax_enable_x64``.

    PYTHONPATH=src python benchmarks/bench_vs_jax.py [--programs NAME ...] [--rounds 7] [--blocked]
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from pathlib import Path

import numpy as np

import iree_vkfft

ROOT = Path(__file__).resolve().parents[1] / "tests" / "data" / "programs"
PROGRAMS = {p.stem: p for folder in ("libraries", "wave2") for p in (ROOT / folder).glob("*.mlir")}
OURS = {"split": dict(mode="split", target="llvm-cpu"),  # fft="auto", what users get
        "portable-cpu": dict(mode="portable", target="llvm-cpu")}


def _inputs(path: Path) -> list[np.ndarray]:
    with np.load(path.with_suffix(".npz")) as d:
        return [d[k] for k in sorted(d.files) if k.startswith("in")]


def jax_cpu(path: Path, inputs: list[np.ndarray]):
    """XLA's CPU executable of the program's text, called on device-resident inputs."""
    import jax
    from jax._src import xla_bridge
    from jax._src.lib import xla_client

    jax.config.update("jax_enable_x64", any(x.dtype in (np.float64, np.complex128, np.int64)
                                             for x in inputs))
    devices = jax.devices("cpu")[:1]
    exe = xla_bridge.get_backend("cpu").compile_and_load(
        path.read_text(), devices, xla_client.CompileOptions())
    bufs = [jax.device_put(x, devices[0]) for x in inputs]
    return lambda: [np.asarray(y) for y in exe.execute(bufs)]


def plain_iree(path: Path, inputs: list[np.ndarray], want: list[np.ndarray]):
    """``(call, relative error against want)`` of plain IREE's module, or the first line of
    iree-compile's error."""
    import subprocess
    import tempfile

    from iree_vkfft.compiler.jobs import pinned_iree_compile
    from iree_vkfft.toolchain.runtime import ModuleRuntime, Value

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "m.vmfb"
        r = subprocess.run([pinned_iree_compile(), str(path), "--iree-input-type=stablehlo",
                            "--iree-hal-target-backends=llvm-cpu",
                            "--iree-llvmcpu-target-cpu=host", "-o", str(out)],
                           capture_output=True, text=True, timeout=900)
        if r.returncode:
            lines = [ln for ln in r.stderr.splitlines() if "error" in ln] or ["failed"]
            return lines[0].split("error:", 1)[-1].strip()[:70]
        runtime = ModuleRuntime(out.read_bytes(), "local-task")
    values = [Value(host=np.ascontiguousarray(x)) for x in inputs]

    def call():
        return [np.asarray(runtime.to_host(v, w.dtype))
                for v, w in zip(runtime.call("main", values), want)]

    got = call()
    err = max(float(np.linalg.norm(np.asarray(y, np.complex128) - w) / max(np.linalg.norm(w),
                                                                            1e-30))
              for y, w in zip(got, want))
    return call, err


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--programs", nargs="*", default=sorted(PROGRAMS))
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--blocked", action="store_true",
                    help="time each column alone, its calls back to back (after a warm-up), "
                         "instead of interleaved rounds: no column runs right after another "
                         "framework's call")
    args = ap.parse_args()
    names = ["jax-cpu", *OURS]
    print("| program | " + " | ".join(f"{n} ms" for n in names) + " | "
          + " | ".join(f"{n} x JAX" for n in OURS) + " | plain IREE ms (x JAX) |")
    print("|---|" + "---|" * (len(names) + len(OURS) + 1))
    ratios: dict[str, list[float]] = {n: [] for n in (*OURS, "plain-iree")}
    for name in args.programs:
        path = PROGRAMS[name]
        xs = _inputs(path)
        try:
            calls = {"jax-cpu": jax_cpu(path, xs)}
        except Exception as e:  # XLA rejects some exported forms (symbolic shapes)
            print(f"| {name} | JAX-CPU: {type(e).__name__}: {str(e).splitlines()[0][:80]} |",
                  flush=True)
            continue
        for n, cfg in OURS.items():
            prog = iree_vkfft.compile(path, **cfg)
            calls[n] = lambda prog=prog: prog(*xs)
        plain = plain_iree(path, xs, [np.asarray(y) for y in calls["portable-cpu"]()])
        live = names + (["plain-iree"] if not isinstance(plain, str) else [])
        if not isinstance(plain, str):
            calls["plain-iree"] = plain[0]
        med = (_blocked_medians if args.blocked else _medians)(calls, live, args.rounds)
        for n in OURS:
            ratios[n].append(med[n] / med["jax-cpu"])
        if isinstance(plain, str):
            cell = f"fails: {plain}"
        else:
            if plain[1] <= 1e-3:  # a wrong answer's speed counts for nothing
                ratios["plain-iree"].append(med["plain-iree"] / med["jax-cpu"])
            cell = f"{med['plain-iree']:.3g} ({med['plain-iree'] / med['jax-cpu']:.2f}x)" + (
                f" WRONG {plain[1]:.2g}" if plain[1] > 1e-3 else "")
        print(f"| {name} | " + " | ".join(f"{med[n]:.3g}" for n in names) + " | "
              + " | ".join(f"{med[n] / med['jax-cpu']:.2f}" for n in OURS) + f" | {cell} |",
              flush=True)
    print("| geomean | " + " | " * len(names) + " | ".join(
        f"{math.exp(statistics.fmean(map(math.log, r))):.2f}" for r in ratios.values() if r)
        + f" (over {len(ratios['plain-iree'])}) |")


def _medians(calls: dict, names: list[str], rounds: int) -> dict[str, float]:
    """Median ms of each call over ``rounds`` interleaved, rotated rounds after one warm-up."""
    times: dict[str, list[float]] = {n: [] for n in names}
    for r in range(rounds + 1):  # round 0 warms up, not timed; order rotated
        for n in names[r % len(names):] + names[:r % len(names)]:
            t = time.perf_counter()
            calls[n]()
            if r:
                times[n].append(time.perf_counter() - t)
    return {n: 1e3 * statistics.median(times[n]) for n in names}


def _blocked_medians(calls: dict, names: list[str], rounds: int) -> dict[str, float]:
    """Median ms of each call over ``rounds`` back-to-back calls after one warm-up, column by
    column."""
    med = {}
    for n in names:
        calls[n]()
        times = []
        for _ in range(rounds):
            t = time.perf_counter()
            calls[n]()
            times.append(time.perf_counter() - t)
        med[n] = 1e3 * statistics.median(times)
    return med


if __name__ == "__main__":
    main()
