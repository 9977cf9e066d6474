"""Split vs inline vs portable mode on the Vulkan target: time, host<->device copies, accuracy.

    PYTHONPATH=src python3 benchmarks/bench_inline.py [--repeat N] [--programs a,b] [--json PATH]

For every program (tests/data/programs/<name>.mlir) it compiles once per mode:

* ``split``: ``compile(path, target="vulkan", fft="vkfft")`` -- IREE segments on the vulkan
  driver, FFTs run by VkFFT on the extension's own Vulkan device in between (every value that
  crosses between an IREE segment and an FFT goes through the host).
* ``inline``: ``compile(path, target="vulkan", mode="inline")`` -- VkFFT's kernels inside the one
  IREE module; the only transfers should be the program's own inputs and outputs.
* ``portable``: ``compile(path, target="vulkan", mode="portable")`` -- the FFTs as plain
  StableHLO in the one module (IREE's own SPIR-V code), the same I/O-only transfers.

Both modes' outputs are checked against numpy in float64 (relative L2; Whisper against
``examples/whisper_logmel.py: reference()``), then the two are timed in interleaved rounds (each
round runs both once, alternating which goes first, so load from other processes hits both
alike); the table shows medians. Columns (``err``: the larger relative L2 error of the checked
call and of the last timed call):

* ``split B/call (n)``: bytes the split program copied host<->device (plus host re-alignment
  copies) in one call, and the number of copies (``SplitProgram.stats``);
* ``FFT-side B (n)``: split mode only: what the VkFFT provider itself moves between the host and
  its own Vulkan device per call -- each FFT's operands uploaded and results read back (from the
  partition's FFT ops; ``SplitProgram.stats`` does not count these). Inline mode has no such traffic;
* ``inline extra B``: bytes the inline program transferred beyond its own inputs and outputs
  (``InlineProgram.stats``; should be 0), with the extra transfer count.

A program that fails to compile in a mode is skipped for that mode (the first line of the
error is printed). On a shared machine trust the ratios more than the absolute times.
"""

from __future__ import annotations

import importlib.machinery
import argparse
import importlib.util
import json
import logging
import math
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
# The source tree when it holds an extension built for this interpreter (`make dev`); else
# the installed package.
if any((ROOT / "src" / "iree_vkfft" / f"_native{suffix}").exists()
       for suffix in importlib.machinery.EXTENSION_SUFFIXES) and str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

from iree_vkfft.pipeline import compile  # noqa: E402
from iree_vkfft.toolchain.runtime import aligned_empty  # noqa: E402

PROGRAMS_DIR = ROOT / "tests" / "data" / "programs"
WHISPER_EXAMPLE = ROOT / "examples" / "whisper_logmel.py"
SCHEMA = "iree-vkfft-bench-inline/1"
MODES = ("split", "inline", "portable")

_log = logging.getLogger("bench_inline")

F = np.fft


def _fno_reference(x, w1, w2):
    m1, m2 = w1.shape[-2:]
    b, _, h, w = x.shape
    x_ft = F.rfft2(x)
    out = np.zeros((b, w1.shape[1], h, w // 2 + 1), dtype=np.complex128)
    out[:, :, :m1, :m2] = np.einsum("bixy,ioxy->boxy", x_ft[:, :, :m1, :m2], w1)
    out[:, :, -m1:, :m2] = np.einsum("bixy,ioxy->boxy", x_ft[:, :, -m1:, :m2], w2)
    return F.irfft2(out, s=(h, w))


def _convolve_reference(x, k):
    n = x.shape[0] + k.shape[0]
    return F.irfft(F.rfft(x, n=n) * F.rfft(k, n=n), n=n)[: n - 1]


#: name -> numpy float64 reference of the program's outputs (None: the inputs come with theirs)
REFERENCES: dict[str, Callable | None] = {
    "rfft_f32_400": lambda x: [F.rfft(x)],
    "irfft_f32_400": lambda x: [F.irfft(x, n=400)],
    "rfft_f32_4099": lambda x: [F.rfft(x)],
    "fft2_c64": lambda x: [F.fft2(x)],
    "fno_spectral_conv": lambda x, w1, w2: [_fno_reference(x, w1, w2)],
    "fft_convolve": lambda x, k: [_convolve_reference(x, k)],
    "whisper_logmel": None,
}
DEFAULT_PROGRAMS = tuple(REFERENCES)


def first_line(e: BaseException) -> str:
    text = str(e).strip()
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    return f"{type(e).__name__}: {line}"


def random_inputs(specs, seed: int = 0) -> list[np.ndarray]:
    """Standard-normal arrays of the given specs, 64-byte aligned (no re-alignment copies)."""
    rng = np.random.default_rng(seed)
    xs = []
    for spec in specs:
        x = aligned_empty(spec.shape, spec.dtype)
        v = rng.standard_normal(spec.shape)
        if np.dtype(spec.dtype).kind == "c":
            v = v + 1j * rng.standard_normal(spec.shape)
        x[...] = v
        xs.append(x)
    return xs


def _whisper_inputs() -> tuple[list[np.ndarray], list[np.ndarray]]:
    spec = importlib.util.spec_from_file_location("whisper_logmel_example", WHISPER_EXAMPLE)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    inputs, ref = mod.make_inputs()
    aligned = []
    for x in inputs:
        y = aligned_empty(x.shape, x.dtype)
        y[...] = x
        aligned.append(y)
    return aligned, [ref]


def inputs_and_reference(name: str, specs) -> tuple[list[np.ndarray], list[np.ndarray]]:
    if name == "whisper_logmel":
        return _whisper_inputs()
    xs = random_inputs(specs)
    wide = [x.astype(np.complex128 if x.dtype.kind == "c" else np.float64) for x in xs]
    return xs, [np.asarray(r) for r in REFERENCES[name](*wide)]


def rel_l2(y, ref) -> float:
    y, ref = np.asarray(y, np.complex128), np.asarray(ref, np.complex128)
    if y.shape != ref.shape:
        return math.inf
    return float(np.linalg.norm(y - ref) / max(np.linalg.norm(ref), 1e-300))


class Mode:
    """One compiled program in one mode, with its per-call samples."""

    def __init__(self, name: str, program, inputs: Sequence[np.ndarray]) -> None:
        self.name = name
        self.program = program
        self.inputs = list(inputs)
        self.io_bytes = (sum(x.nbytes for x in inputs)
                         + sum(math.prod(s.shape) * np.dtype(s.dtype).itemsize
                               for s in program.output_specs))
        self.io_count = len(inputs) + len(program.output_specs)
        self.times: list[float] = []
        self.copied: list[int] = []   # split: bytes copied; inline: bytes beyond own I/O
        self.copies: list[int] = []
        self.rel_err: float | None = None
        self.rel_err_after: float | None = None  # of the last timed call
        self.last = None
        self.provider_bytes, self.provider_count = _provider_traffic(program)

    def call(self):
        return self.program(*self.inputs)

    def run_once(self) -> None:
        t0 = time.perf_counter()
        self.last = self.call()
        self.times.append(time.perf_counter() - t0)
        st = self.program.stats
        if self.name == "split":
            self.copied.append(int(st.bytes_copied))
            self.copies.append(int(st.copies))
        else:
            moved = int(st.host_to_device_bytes + st.device_to_host_bytes)
            self.copied.append(moved - self.io_bytes)
            self.copies.append(int(st.copies) - self.io_count)


def _max_err(outs, refs) -> float:
    if len(outs) != len(refs):
        return math.inf
    return max(rel_l2(y, r) for y, r in zip(outs, refs))


def _provider_traffic(program) -> tuple[int | None, int | None]:
    """Bytes and arrays the split program's FFT provider moves host<->device per call: every FFT
    op's operands go up and its results come back (numpy in, numpy out). Counted once per FFT op
    (the benchmarked programs have no loops); ``(None, None)`` for inline programs."""
    partition = getattr(program, "partition", None)
    if partition is None:
        return None, None
    total = count = 0
    for step in partition.host_ops:
        for vid in list(step.inputs) + list(step.outputs):
            spec = partition.specs[vid]
            total += math.prod(spec.shape) * np.dtype(spec.dtype).itemsize
            count += 1
    return total, count


def _compile(path: Path, mode: str):
    if mode == "split":
        return compile(path, target="vulkan", fft="vkfft")
    return compile(path, target="vulkan", mode=mode)


def bench_program(name: str, repeat: int = 7, modes_wanted: Sequence[str] = MODES) -> dict:
    """Compile ``name`` in both modes, check both against numpy float64, time ``repeat``
    interleaved rounds; the table row as a dict (a mode that failed has its error instead)."""
    path = PROGRAMS_DIR / f"{name}.mlir"
    row: dict = {"program": name, "errors": {}}
    modes: list[Mode] = []
    xs = refs = None
    for mode in modes_wanted:
        t0 = time.perf_counter()
        try:
            program = _compile(path, mode)
        except Exception as e:  # noqa: BLE001 - report and skip this mode
            msg = first_line(e)
            print(f"{name}: {mode} mode failed to compile: {msg}", flush=True)
            row["errors"][mode] = msg
            continue
        row[f"{mode}_compile_s"] = time.perf_counter() - t0
        if xs is None:
            xs, refs = inputs_and_reference(name, program.input_specs)
        m = Mode(mode, program, xs)
        try:  # warm up (plans, Mesa pipelines) and check the outputs
            m.call()
            outs = m.call()
        except Exception as e:  # noqa: BLE001
            msg = first_line(e)
            print(f"{name}: {mode} mode failed to run: {msg}", flush=True)
            row["errors"][mode] = msg
            continue
        m.rel_err = _max_err(outs, refs)
        modes.append(m)
    for r in range(repeat):
        k = r % max(1, len(modes))
        for m in modes[k:] + modes[:k]:
            m.run_once()
    for m in modes:
        if m.last is not None:  # the timed calls must stay correct too
            m.rel_err_after = _max_err(m.last, refs)
        row[f"{m.name}_ms"] = 1e3 * statistics.median(m.times) if m.times else None
        row[f"{m.name}_samples"] = len(m.times)
        row[f"{m.name}_rel_err"] = max(m.rel_err, m.rel_err_after or 0.0)
        row[f"{m.name}_rel_err_first_check"] = m.rel_err
        row[f"{m.name}_rel_err_last_timed"] = m.rel_err_after
        row[f"{m.name}_bytes"] = max(m.copied) if m.copied else None
        row[f"{m.name}_copies"] = max(m.copies) if m.copies else None
        if m.name == "split":
            row["split_fft_side_bytes"] = m.provider_bytes
            row["split_fft_side_copies"] = m.provider_count
    if row.get("split_ms") and row.get("inline_ms"):
        row["split_over_inline"] = row["split_ms"] / row["inline_ms"]
    if row.get("split_ms") and row.get("portable_ms"):
        row["split_over_portable"] = row["split_ms"] / row["portable_ms"]
    for mode in ("inline", "portable"):
        row[f"{mode}_extra_bytes"] = row.pop(f"{mode}_bytes", None)
        row[f"{mode}_extra_copies"] = row.pop(f"{mode}_copies", None)
    return row


def render(rows: list[dict]) -> str:
    head = (f"{'program':<18} {'split ms':>9} {'inline ms':>9} {'portbl ms':>9} {'split/inl':>9} "
            f"{'split/prt':>9} {'split B/call (n)':>18} {'FFT-side B (n)':>16} "
            f"{'inl+prt extra B':>15} {'err split':>9} {'err inline':>10} {'err portbl':>10}")
    lines = [head, "-" * len(head)]

    def f(v, fmt, width):
        return "-".rjust(width) if v is None else format(v, f"{width}{fmt}")

    def bytes_n(b, n):
        return "-" if b is None else f"{b} ({n})"

    def extra(row):
        return " + ".join("-" if row.get(f"{m}_extra_bytes") is None else
                          str(row[f"{m}_extra_bytes"]) for m in ("inline", "portable"))

    for row in rows:
        lines.append(
            f"{row['program']:<18} {f(row.get('split_ms'), '.2f', 9)} "
            f"{f(row.get('inline_ms'), '.2f', 9)} {f(row.get('portable_ms'), '.2f', 9)} "
            f"{f(row.get('split_over_inline'), '.2f', 9)} "
            f"{f(row.get('split_over_portable'), '.2f', 9)} "
            f"{bytes_n(row.get('split_bytes'), row.get('split_copies')):>18} "
            f"{bytes_n(row.get('split_fft_side_bytes'), row.get('split_fft_side_copies')):>16} "
            f"{extra(row):>15} "
            f"{f(row.get('split_rel_err'), '.1e', 9)} {f(row.get('inline_rel_err'), '.1e', 10)} "
            f"{f(row.get('portable_rel_err'), '.1e', 10)}")
        for mode, msg in row["errors"].items():
            lines.append(f"  {mode} skipped: {msg}")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=7, help="interleaved rounds (median of N)")
    ap.add_argument("--programs", default=",".join(DEFAULT_PROGRAMS))
    ap.add_argument("--modes", default=",".join(MODES), help="modes to compare (default: all)")
    ap.add_argument("--json", type=Path, help="also write the results as JSON")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(name)s: %(message)s")

    names = [p for p in args.programs.split(",") if p]
    unknown = [n for n in names if n not in REFERENCES]
    if unknown:
        ap.error(f"no numpy reference for {', '.join(unknown)} (known: {', '.join(REFERENCES)})")
    load_before = os.getloadavg()
    t0 = time.perf_counter()
    modes = [m for m in args.modes.split(",") if m]
    rows = [bench_program(name, args.repeat, modes) for name in names]
    load_after = os.getloadavg()
    print(render(rows))
    print(f"medians of {args.repeat} interleaved rounds; {os.cpu_count()} CPUs, load average "
          f"{load_before[0]:.2f} before / {load_after[0]:.2f} after; "
          f"{time.perf_counter() - t0:.0f} s in all")
    if args.json:
        doc = {"schema": SCHEMA, "repeat": args.repeat, "target": "vulkan",
               "cpu_count": os.cpu_count(), "loadavg_before": load_before,
               "loadavg_after": load_after, "results": rows}
        args.json.write_text(json.dumps(doc, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
