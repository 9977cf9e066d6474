"""The real-library program set (tests/data/programs/libraries, exported by
examples/programs/gen_library_programs.py) in every mode and target: each cell is the largest
normwise relative error of the outputs against the float64 reference, or the first line of the
error that stopped it. Also the per-call time against JAX-CPU where JAX is importable.

    PYTHONPATH=src python benchmarks/library_programs.py [--configs a,b] [--programs x,y]
        [--json PATH] [--time]

Configurations: ``jax`` (the library's own function under ``jax.jit`` on the CPU: only where
JAX and the library are importable, as in the venv of examples/programs/gen_library_programs.py),
``iree`` (the program compiled by plain iree-compile for llvm-cpu, IREE's own FFT lowering), ``split-host``/``split-vkfft`` (split mode on llvm-cpu with pocketfft / VkFFT
FFTs), ``portable-cpu`` (portable mode, llvm-cpu), ``inline-vk`` (inline mode, vulkan) and
``portable-vk`` (portable mode, vulkan).
"""

from __future__ import annotations

import argparse
import json
import logging
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from iree_vkfft.pipeline import compile  # noqa: E402

LIBRARIES = ROOT / "tests" / "data" / "programs" / "libraries"
CONFIGS = {
    "jax": None,
    "iree": None,
    "split-host": dict(mode="split", target="llvm-cpu", fft="host"),
    "split-vkfft": dict(mode="split", target="llvm-cpu", fft="vkfft"),
    "portable-cpu": dict(mode="portable", target="llvm-cpu"),
    "inline-vk": dict(mode="inline", target="vulkan"),
    "portable-vk": dict(mode="portable", target="vulkan"),
}


def load_case(path: Path):
    with np.load(path.with_suffix(".npz")) as data:
        count = lambda prefix: sum(1 for k in data.files if k.startswith(prefix))  # noqa: E731
        inputs = [data[f"in{i}"] for i in range(count("in"))]
        refs = [data[f"ref{i}"] for i in range(count("ref"))]
        jax_errs = [float(data[f"jax_err{i}"]) for i in range(count("jax_err"))]
    return inputs, refs, jax_errs


def rel_l2(y, r) -> float:
    y, r = np.asarray(y, np.complex128), np.asarray(r, np.complex128)
    if y.shape != r.shape:
        return float("inf")
    if not np.isfinite(y).all():
        return float("inf")
    return float(np.linalg.norm(y - r) / max(np.linalg.norm(r), 1e-300))


def jax_program(name: str):
    """The library function ``name`` was exported from, jitted on JAX's CPU backend (in its
    precision), as a callable returning a list of numpy arrays."""
    sys.path.insert(0, str(ROOT / "examples" / "programs"))
    import importlib

    import jax

    from gen_library_programs import LIBRARIES as MODULES

    for module in MODULES:
        programs = importlib.import_module(f"libraries.{module}").PROGRAMS
        if name in programs:
            jax.config.update("jax_enable_x64", programs[name].x64)
            fn = jax.jit(programs[name].build())
            return lambda *xs: [np.asarray(y) for y in jax.block_until_ready(
                jax.tree_util.tree_leaves(fn(*xs)))]
    raise KeyError(name)


def build(path: Path, config: str):
    if config == "jax":
        return jax_program(path.stem)
    if CONFIGS[config] is None:
        from bench_programs import iree_only

        program, error = iree_only(path, "llvm-cpu")
        if program is None:
            raise RuntimeError(error)
        return program
    return compile(path, **CONFIGS[config])


def first_line(exc: Exception) -> str:
    text = f"{type(exc).__name__}: {exc}"
    lines = [ln for ln in text.splitlines() if "error:" in ln] or text.splitlines() or [text]
    return lines[0][:160]


def run_cell(path: Path, config: str, timed: bool) -> dict:
    inputs, refs, _ = load_case(path)
    try:
        program = build(path, config)
        outs = program(*inputs)
    except Exception as exc:  # noqa: BLE001 - the table records every failure
        return {"error": first_line(exc)}
    cell = {"rel_err": max(rel_l2(y, r) for y, r in zip(outs, refs))}
    if timed:
        times = []
        for _ in range(5):
            t0 = time.perf_counter()
            program(*inputs)
            times.append(time.perf_counter() - t0)
        cell["seconds"] = statistics.median(times)
    return cell


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    import importlib.util

    has_jax = importlib.util.find_spec("jax") is not None
    ap.add_argument("--configs", default=",".join(c for c in CONFIGS if c != "jax" or has_jax))
    ap.add_argument("--programs", default="")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--time", action="store_true", help="also time 5 calls of each")
    ap.add_argument("--dir", type=Path, default=LIBRARIES, help="where the programs are")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    configs = args.configs.split(",")
    paths = sorted(args.dir.glob("*.mlir"))
    if args.programs:
        paths = [p for p in paths if p.stem in args.programs.split(",")]
    results = {}
    for path in paths:
        _, _, jax_errs = load_case(path)
        row = results[path.stem] = {"jax_err": max(jax_errs)}
        for config in configs:
            row[config] = run_cell(path, config, args.time)
            cell = row[config]
            shown = cell.get("error") or f"{cell['rel_err']:.1e}"
            print(f"{path.stem:<36} {config:<13} {shown}", flush=True)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
