"""Split mode on Vulkan, before and after its FFTs moved onto IREE's device (issue 22).

    PYTHONPATH=src python3 benchmarks/bench_split_device.py [--rounds N] [--programs a,b]

For each program (tests/data/programs/<name>.mlir) and contender, in one run: the median wall
time of one call over interleaved rounds (every round runs each contender once, rotated), and
the bytes the call moved host<->device (``stats``: all of them, and those between segments).

* ``before``: split mode, ``fft="vkfft"``, ``device_ffts=False``: VkFFT on its own Vulkan
  device with host arrays, so every FFT downloads the previous segment's output from IREE,
  uploads it to VkFFT, downloads the result, and IREE uploads it again (tiering off, so VkFFT
  runs every call as on a GPU, where the tiered path picks it).
* ``after``: split mode, ``fft="vkfft"``: VkFFT's kernels as functions of the segments module,
  run by IREE on its device over the buffers the segments return.
* ``inline``: inline mode, the whole program one module (the lower bound for the same kernels).
* ``pocketfft``: split mode with ``fft="host"`` (what ``fft="auto"`` picks on a CPU Vulkan
  driver such as lavapipe).

``err``: largest relative L2 distance of ``after``'s outputs from ``before``'s.

Each program runs in a process of its own: on lavapipe, the ``before`` path's second Vulkan
device (VkFFT's own, beside IREE's) slows later programs in one process several-fold, and now
and then loses the device (``VK_ERROR_DEVICE_LOST`` in a module's ``__init``, seen on main
before this benchmark existed too); a program whose process lost the device is run again
(at most ``--retries`` times) and the table says how often.
"""

from __future__ import annotations

import argparse
import importlib.machinery
import json
import logging
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if any((ROOT / "src" / "iree_vkfft" / f"_native{suffix}").exists()
       for suffix in importlib.machinery.EXTENSION_SUFFIXES) and str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

from iree_vkfft import current_device, use_tiered  # noqa: E402
from iree_vkfft.bench import interleaved_samples, rel_error  # noqa: E402
from iree_vkfft.pipeline import compile  # noqa: E402
from iree_vkfft.split import compile_split  # noqa: E402
from iree_vkfft.toolchain import CompileOptions  # noqa: E402
from iree_vkfft.toolchain.runtime import aligned_empty  # noqa: E402

PROGRAMS_DIR = ROOT / "tests" / "data" / "programs"
DEFAULT_PROGRAMS = ("whisper_logmel", "fno_spectral_conv", "fft_convolve", "fori_fft")
CONTENDERS = ("before", "after", "inline", "pocketfft")

_log = logging.getLogger("bench_split_device")


def inputs_for(program, rng: np.random.Generator) -> list[np.ndarray]:
    """Random aligned inputs (a float-free int input, fori's count, gets small values)."""
    arrays = []
    for spec in program.input_specs:
        x = aligned_empty(spec.shape, spec.dtype)
        if spec.dtype.kind == "c":
            x[...] = rng.standard_normal(spec.shape) + 1j * rng.standard_normal(spec.shape)
        elif spec.dtype.kind == "f":
            x[...] = rng.standard_normal(spec.shape)
        else:
            x[...] = rng.integers(1, 4, spec.shape)
        arrays.append(x)
    return arrays


def build(path: Path) -> dict:
    vk = CompileOptions(target="vulkan")
    return {
        "before": compile_split(path, vk, fft="vkfft", device_ffts=False),
        "after": compile(path, target="vulkan", fft="vkfft"),
        "inline": compile(path, target="vulkan", mode="inline"),
        "pocketfft": compile(path, target="vulkan", fft="host"),
    }


def bench_program(name: str, rounds: int) -> dict:
    programs = build(PROGRAMS_DIR / f"{name}.mlir")
    args = inputs_for(programs["after"], np.random.default_rng(0))
    outs: dict[str, tuple] = {}
    stats: dict[str, object] = {}

    def runner(label):
        def run():
            outs[label] = programs[label](*args)
            stats[label] = programs[label].stats
        return run

    samples = interleaved_samples({c: runner(c) for c in CONTENDERS}, rounds)
    row = {"program": name,
           "err": max(rel_error(a, b) for a, b in zip(outs["after"], outs["before"])),
           "ffts_on_device": stats["after"].device_fft_calls}
    for c in CONTENDERS:
        s = stats[c]
        row[c] = {"ms": statistics.median(samples[c]["wall"]) * 1e3,
                  "moved": s.host_to_device_bytes + s.device_to_host_bytes,
                  "between": getattr(s, "between_segments_bytes", 0)}
    return row


def table(rows: list[dict]) -> str:
    lines = ["| program | before ms | after ms | inline ms | pocketfft ms | after/before | "
             "after/inline | bytes moved before | after | between segments before | after |"
             " err |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        b, a, i, p = (r[c] for c in CONTENDERS)
        lines.append(
            f"| {r['program']} | {b['ms']:.2f} | {a['ms']:.2f} | {i['ms']:.2f} | {p['ms']:.2f} | "
            f"{a['ms'] / b['ms']:.2f} | {a['ms'] / i['ms']:.2f} | {b['moved']:,} | {a['moved']:,} "
            f"| {b['between']:,} | {a['between']:,} | {r['err']:.1e} |")
    return "\n".join(lines)


def run_isolated(name: str, rounds: int, retries: int) -> dict:
    """``bench_program(name)`` in a child process, run again when it lost the device."""
    for attempt in range(retries + 1):
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "row.json"
            proc = subprocess.run([sys.executable, __file__, "--programs", name, "--rounds",
                                   str(rounds), "--json", str(out), "--in-process"],
                                  capture_output=True, text=True)
            if proc.returncode == 0:
                (row,) = json.loads(out.read_text())
                row["retries"] = attempt
                return row
        if "DEVICE_LOST" not in proc.stderr:
            raise RuntimeError(f"{name}: {proc.stderr[-2000:]}")
        _log.warning("%s: the Vulkan device was lost (attempt %d); running it again", name,
                     attempt + 1)
    raise RuntimeError(f"{name}: the Vulkan device was lost {retries + 1} times")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--programs", default=",".join(DEFAULT_PROGRAMS))
    parser.add_argument("--retries", type=int, default=2)
    parser.add_argument("--in-process", action="store_true",
                        help="run every program in this process (no child processes)")
    parser.add_argument("--json", help="write the rows here")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    names = args.programs.split(",")
    if args.in_process:
        with use_tiered(False):
            rows = [bench_program(name, args.rounds) for name in names]
    else:
        print(f"device: {current_device()}")
        rows = [run_isolated(name, args.rounds, args.retries) for name in names]
        print(table(rows))
        lost = {r["program"]: r["retries"] for r in rows if r["retries"]}
        if lost:
            print(f"runs again after a lost device: {lost}")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
