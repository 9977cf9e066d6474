"""PyTorch programs: eager torch CPU against iree-vkfft (split mode with host FFTs and portable
mode, both on llvm-cpu) and plain IREE, on the same torch-dialect export.

For every program (``tests/data/programs/torch/<name>.torch.mlir``, made by
``examples/programs/torch/gen_torch_programs.py``, whose ``PROGRAMS`` table holds the
``torch.nn.Module`` and seeds reused here) the columns are:

* ``eager torch``: the very module, float32, under ``torch.inference_mode`` (torch's default
  thread count), on the inputs stored with the export;
* ``ours split``: ``iree_vkfft.compile(path, mode="split", target="llvm-cpu")`` (its default
  ``fft="auto"``: host FFTs, those in loops and the small ones kept in IREE's segments);
* ``ours portable``: ``iree_vkfft.compile(path, mode="portable", target="llvm-cpu")``;
* ``plain IREE``: ``iree-compile --iree-input-type=torch --iree-hal-target-backends=llvm-cpu
  --iree-llvmcpu-target-cpu=host`` on the same file (the host CPU, as ours compiles for),
  run by ``iree.runtime`` on local-task; ``fails: <first error line>`` where it does not
  compile.

Each callable goes numpy/torch host arrays in, host arrays out. Timing: ``--warmup`` calls of
each column, then ``--rounds`` interleaved rounds (each round calls every column once, in a
rotated order, so load from other processes hits all alike); the medians are shown. Every
output of ours (and of plain IREE) is checked against eager torch's in the same run: ``ok``
when ours are within rel. L2 1e-4 of it (the largest of ours is shown); a wrong answer is
reported and left out of the geomeans. Eager torch is itself checked against the float64
reference (stored with the export, or computed), so the module timed is the one exported.

``whisper_log_mel_30s`` is Whisper's real input size (30 s of 16 kHz audio: 480000 samples,
n_fft 400, hop 160, 80 mels -> [80, 3000]): gen_torch_programs' ``WhisperLogMel`` exported with
``iree.turbine.aot.export`` into a temporary directory at run time. Its goals (issue 33): ours
at most 1.5x eager torch, and at least 50x faster than plain IREE. Plain IREE 3.13 rejects
Whisper's own form (``aten.hann_window``; behind it a reflect-pad shape bug, complex ``abs``,
``log10f``), so ``whisper_log_mel_30s_plainform`` is the same computation written the way
plain IREE compiles it (:func:`whisper_plain_form`; checked against the same float64
reference): there plain IREE lowers the STFT as an ``scf.for`` over 3001 frames with a dense
400x201 DFT each, and the goal is measured against that.

Needs torch, torchaudio and iree-turbine, which the package never imports; a throwaway venv::

    python3 -m venv /tmp/torchvenv
    /tmp/torchvenv/bin/pip install -r examples/programs/torch/requirements.txt
    /tmp/torchvenv/bin/pip install -e .[test]    # or run with PYTHONPATH=src after `make dev`
    PYTHONPATH=src /tmp/torchvenv/bin/python benchmarks/bench_torch.py \\
        [--programs NAME ...] [--rounds 7] [--markdown PATH]

(``.[test]`` brings scipy: split mode's host FFTs use scipy.fft when it is importable, else
numpy.fft, several times slower on Whisper's frames; the header says which ran.)
"""

from __future__ import annotations

import argparse
import time
import importlib.machinery
import importlib.util
import math
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
# The source tree when it holds an extension built for this interpreter (`make dev`); else
# the installed package.
if any((ROOT / "src" / "iree_vkfft" / f"_native{suffix}").exists()
       for suffix in importlib.machinery.EXTENSION_SUFFIXES) and str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

import iree_vkfft  # noqa: E402
from iree_vkfft.bench.timing import interleaved_samples, rel_error  # noqa: E402

DATA = ROOT / "tests" / "data" / "programs" / "torch"
GENERATOR = ROOT / "examples" / "programs" / "torch" / "gen_torch_programs.py"
WHISPER_30S, WHISPER_30S_PLAIN = "whisper_log_mel_30s", "whisper_log_mel_30s_plainform"
WHISPER_30S_SAMPLES = 480000
DEFAULT_PROGRAMS = ("whisper_log_mel", WHISPER_30S, WHISPER_30S_PLAIN, "stft_power",
                    "torchaudio_mel", "torchaudio_inverse_spec", "istft_vocoder_tail_polar",
                    "fno2d_block", "fnet_block", "rfft2_lowpass", "fft_convolve",
                    "rfft_f32_400")
OURS = {"ours split": dict(mode="split", target="llvm-cpu"),  # fft="auto": what users get
        "ours portable": dict(mode="portable", target="llvm-cpu")}
EAGER, PLAIN = "eager torch", "plain IREE"
COLUMNS = (EAGER, *OURS, PLAIN)
PLAIN_FLAGS = ("--iree-input-type=torch", "--iree-hal-target-backends=llvm-cpu",
               "--iree-llvmcpu-target-cpu=host")
TOLERANCE = 1e-4  # rel. L2 of ours against eager float32 torch
GOAL_VS_EAGER, GOAL_VS_PLAIN = 1.5, 50.0


def load_generator():
    spec = importlib.util.spec_from_file_location("gen_torch_programs", GENERATOR)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # its dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


def first_line(text: str, limit: int = 110) -> str:
    """The first diagnostic line of a compiler's output (``error:`` lines first), location
    stripped, fit for a table cell."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    line = next((ln for ln in lines if "error:" in ln), lines[0] if lines else "?")
    line = line.split("error:", 1)[-1].strip()
    op = re.search(r'<\{name = "([^"]+)"', line)  # torch.operator: say which op
    if op:
        line = f"failed to legalize 'torch.operator' {op.group(1)}"
    line = line if len(line) <= limit else line[:limit - 3] + "..."
    return line.replace("|", "\\|")


def whisper_plain_form(gen):
    """gen_torch_programs' WhisperLogMel rewritten, same math, into the form plain IREE 3.13
    compiles: the window as a buffer (``aten.hann_window`` is not legalized), the reflect pad
    by flip/cat and ``center=False`` (the reflect pad of 200 hits a torch-mlir shape bug),
    |X|^2 on ``view_as_real`` (complex ``abs`` does not lower) and log10 as log / ln 10
    (``log10f`` is an undefined symbol at link time). IREE then lowers the STFT as an
    ``scf.for`` over frames with a dense 400x201 DFT each."""
    import torch

    class WhisperLogMelPlainForm(gen.WhisperLogMel):
        def __init__(self):
            super().__init__()
            self.register_buffer("window", torch.hann_window(self.N_FFT))

        def forward(self, audio):
            p = self.N_FFT // 2
            x = torch.cat([audio[1:p + 1].flip(0), audio, audio[-p - 1:-1].flip(0)])
            stft = torch.stft(x, self.N_FFT, self.HOP, window=self.window, center=False,
                              return_complex=True)
            magnitudes = torch.view_as_real(stft[..., :-1]).pow(2).sum(-1)
            mel_spec = self.filters @ magnitudes
            log_spec = torch.clamp(mel_spec, min=1e-10).log() * (1 / math.log(10))
            log_spec = torch.maximum(log_spec, log_spec.max() - 8.0)
            return (log_spec + 4.0) / 4.0

    return WhisperLogMelPlainForm()


#: programs exported at run time: name -> (module factory given the generator, audio samples,
#: factory of the module whose float64 run is the reference)
GENERATED = {WHISPER_30S: (lambda gen: gen.WhisperLogMel(), WHISPER_30S_SAMPLES,
                           lambda gen: gen.WhisperLogMel()),
             WHISPER_30S_PLAIN: (whisper_plain_form, WHISPER_30S_SAMPLES,
                                 lambda gen: gen.WhisperLogMel())}


class Program:
    """A torch program: its module (eager), inputs, torch-dialect file and float64 refs."""

    def __init__(self, name: str, gen, tmp: Path):
        import torch
        self.name = name
        if name in GENERATED:
            factory, samples, reference = GENERATED[name]
            torch.manual_seed(0)
            self.module = factory(gen).eval()
            torch.manual_seed(1)
            self.inputs = [gen.audio(samples).numpy()]
            torch.manual_seed(0)
            with torch.no_grad():
                self.refs = [gen.upcast_module(reference(gen).eval())(
                    *[torch.from_numpy(x).double() for x in self.inputs]).numpy()]
            self.path = export(self.module, self.inputs, tmp / f"{name}.torch.mlir")
        else:
            torch.manual_seed(0)  # gen_torch_programs.export's seeds: the exported weights
            self.module = gen.PROGRAMS[name].build().eval()
            with np.load(DATA / f"{name}.npz") as d:
                n = sum(1 for k in d.files if k.startswith("in"))
                self.inputs = [d[f"in{i}"] for i in range(n)]
                self.refs = [d[f"ref{i}"] for i in range(sum(1 for k in d.files
                                                             if k.startswith("ref")))]
            self.path = DATA / f"{name}.torch.mlir"
        self.tensors = [torch.from_numpy(x) for x in self.inputs]
        self.grad = name.startswith("grad_")

    def shape(self) -> str:
        return ", ".join(f"{x.dtype}{list(x.shape)}".replace(" ", "") for x in self.inputs)

    def eager(self):
        def call():
            out = self.module(*self.tensors)
            outs = out if isinstance(out, (tuple, list)) else (out,)
            return [o.detach().resolve_conj().numpy() for o in outs]
        return call


def export(module, inputs, path: Path) -> Path:
    """``iree.turbine.aot.export`` of ``module`` to torch-dialect text at ``path`` (strict
    export first, as gen_torch_programs does)."""
    import torch
    from iree.turbine import aot
    args = [torch.from_numpy(x) for x in inputs]
    errors = []
    for strict in (True, False):
        try:
            path.write_text(str(aot.export(module, *args, strict_export=strict).mlir_module))
            return path
        except Exception as e:  # noqa: BLE001
            errors.append(f"strict_export={strict}: {type(e).__name__}: {e}")
    raise RuntimeError("export failed: " + "; ".join(errors))


def plain_iree(path: Path, tmp: Path):
    """Plain IREE's own lowering of the torch-dialect file: a callable, or the error line."""
    import iree.runtime as rt
    from iree.compiler.tools.binaries import find_tool
    vmfb = tmp / (path.name.removesuffix(".mlir") + ".plain.vmfb")
    try:
        r = subprocess.run([find_tool("iree-compile"), str(path), *PLAIN_FLAGS, "-o", str(vmfb)],
                           capture_output=True, text=True, timeout=1200)
    except subprocess.TimeoutExpired:
        return "fails: iree-compile ran past 20 min"
    if r.returncode != 0:
        return "fails: " + first_line(r.stderr + r.stdout)
    ctx = rt.SystemContext(config=rt.Config("local-task"))
    vm = rt.VmModule.copy_buffer(ctx.instance, vmfb.read_bytes())
    ctx.add_vm_module(vm)
    fn = ctx.modules[vm.name]["main"]

    def call(xs):
        out = fn(*xs)
        outs = out if isinstance(out, (tuple, list)) else (out,)
        return [o.to_host() for o in outs]
    return call


def compile_ours(prog: Program) -> tuple[dict, dict]:
    calls, programs = {}, {}
    for col, cfg in OURS.items():
        try:
            compiled = iree_vkfft.compile(prog.path, **cfg)
        except Exception as e:  # noqa: BLE001 - a program we cannot take is a result
            calls[col] = "fails: " + first_line(f"{type(e).__name__}: {e}")
            continue
        calls[col] = lambda compiled=compiled: list(compiled(*prog.inputs))
        programs[col] = compiled
    return calls, programs


def split_breakdown(compiled) -> str:
    """Where a split-mode call's time went (its last call's stats): IREE segments, host FFTs,
    the runtime's copies, and the runtime driver."""
    st = compiled.stats
    if not hasattr(st, "segment_calls"):
        return ""
    driver = getattr(getattr(compiled, "options", None), "driver", "?")
    fft = ", ".join(f"{n} {k} {1e3 * st.provider_seconds.get(k, 0.0):.2f} ms"
                    for k, n in st.provider_calls.items()) or "none"
    return (f"{1e3 * st.total_seconds:.2f} ms: {st.segment_calls} IREE segment calls "
            f"{1e3 * st.segment_seconds:.2f} ms, FFT calls: {fft}; runtime copied "
            f"{st.bytes_copied / 1024:.0f} KiB; {driver}")


def fmt_ms(ms: float) -> str:
    return f"{ms:.3g}" if ms < 100 else f"{ms:.0f}"


def fmt_ratio(r: float | None) -> str:
    return "-" if r is None else f"{r:.2f}" if r < 10 else f"{r:.1f}" if r < 100 else f"{r:.0f}"


def geomean(xs) -> float:
    xs = list(xs)
    return math.exp(statistics.fmean(map(math.log, xs))) if xs else float("nan")


def blocked_samples(contenders: dict, rounds: int, warmup: int) -> dict:
    """:func:`interleaved_samples`' result with each contender timed in a block of its own
    (warm-up, then ``rounds`` calls back to back): no thread pool runs right after another's.
    Eager torch's OpenMP threads spin for a while after each call (OMP_WAIT_POLICY=ACTIVE by
    default), so interleaved, they hold both cores while IREE's local-task workers start."""
    samples = {}
    for name, call in contenders.items():
        for _ in range(warmup):
            call()
        walls = []
        for _ in range(rounds):
            t0 = time.perf_counter()
            call()
            walls.append(time.perf_counter() - t0)
        samples[name] = {"wall": walls, "cpu": []}
    return samples


def bench(prog: Program, rounds: int, warmup: int, tmp: Path, blocked: bool = False) -> dict:
    """Times and checks one program; a row of the table."""
    import contextlib
    import torch
    row = {"name": prog.name, "shape": prog.shape(), "ms": {}, "err": {}, "cell": {}}
    mode = contextlib.nullcontext() if prog.grad else torch.inference_mode()
    with mode:
        want = prog.eager()()
        if prog.refs is not None:  # the module timed is the module exported
            err = max(rel_error(y, r) for y, r in zip(want, prog.refs))
            if err > 1e-5:
                raise RuntimeError(f"{prog.name}: eager torch is {err:.2g} from the float64 "
                                   "reference: not the module exported")
        ours, programs = compile_ours(prog)
        calls = {EAGER: prog.eager(), **ours}
        plain = plain_iree(prog.path, tmp)
        calls[PLAIN] = plain if isinstance(plain, str) else (lambda: plain(prog.inputs))
        live = {}
        for col, call in calls.items():
            if isinstance(call, str):
                row["cell"][col] = call
                continue
            got = call()
            if col != EAGER:
                assert len(got) == len(want), (prog.name, col)
                row["err"][col] = max(
                    rel_error(np.asarray(y), w) if np.shape(y) == w.shape else math.inf
                    for y, w in zip(got, want))
            live[col] = call
        samples = (blocked_samples if blocked else interleaved_samples)(live, rounds, warmup)
    if "ours split" in programs:
        row["split"] = split_breakdown(programs["ours split"])
    for col, s in samples.items():
        row["ms"][col] = 1e3 * statistics.median(s["wall"])
        cell = fmt_ms(row["ms"][col])
        if row["err"].get(col, 0.0) > TOLERANCE:
            cell += f" (WRONG: {row['err'][col]:.2g})"
        row["cell"][col] = cell
    return row


def ratio(row: dict, a: str, b: str) -> float | None:
    """ms[a] / ms[b], None where either did not run or gave a wrong answer."""
    ms, err = row["ms"], row["err"]
    if a in ms and b in ms and err.get(a, 0.0) <= TOLERANCE and err.get(b, 0.0) <= TOLERANCE:
        return ms[a] / ms[b]
    return None


def ok_cell(row: dict) -> str:
    errs = [row["err"].get(col) for col in OURS]
    if any(e is None for e in errs):
        return "fails"
    worst = max(errs)
    return f"ok ({worst:.1g})" if worst <= TOLERANCE else f"WRONG ({worst:.2g})"


def render(rows: list[dict], header: list[str]) -> str:
    ratio_cols = [(f"{c.removeprefix('ours ')} / eager", c, EAGER) for c in OURS]
    ratio_cols.append(("plain / portable", PLAIN, "ours portable"))
    lines = [*header, "",
             "| program | inputs | " + " | ".join(f"{c} ms" for c in COLUMNS) + " | "
             + " | ".join(t for t, _, _ in ratio_cols) + " | ok |",
             "|---|---|" + "---:|" * (len(COLUMNS) + len(ratio_cols)) + "---|"]
    for row in rows:
        cells = [row["cell"].get(c, "-") for c in COLUMNS]
        rs = [ratio(row, a, b) for _, a, b in ratio_cols]
        lines.append(f"| {row['name']} | {row['shape']} | " + " | ".join(cells) + " | "
                     + " | ".join(map(fmt_ratio, rs)) + f" | {ok_cell(row)} |")
    gm = [geomean(r for r in (ratio(row, a, b) for row in rows) if r is not None)
          for _, a, b in ratio_cols]
    lines.append("| geomean | | " + " | " * (len(COLUMNS) - 1) + " | "
                 + " | ".join(map(fmt_ratio, gm)) + " | |")
    lines.append("")
    for (title, a, b), g in zip(ratio_cols, gm):
        n = sum(ratio(row, a, b) is not None for row in rows)
        lines.append(f"- geomean {title}: {fmt_ratio(g)} over {n} programs")
    lines += whisper_goals(rows)
    lines += ["", "Split mode's last call (`stats`): its wall time, IREE segment calls, host "
              "FFT calls, the runtime's copies, the runtime driver:"]
    lines += [f"- {row['name']}: {row['split']}" for row in rows if row.get("split")]
    return "\n".join(lines) + "\n"


def whisper_goals(rows: list[dict]) -> list[str]:
    """The issue's goals for Whisper at 30 s: ours at most 1.5x eager torch, and plain IREE
    (on the form it compiles, since it rejects Whisper's own) at least 50x slower than ours."""
    by = {row["name"]: row for row in rows}
    row, plain_row = by.get(WHISPER_30S), by.get(WHISPER_30S_PLAIN)
    if row is None:
        return []
    out = ["", f"Whisper 30 s ({WHISPER_30S}, [80, 3000]); plain IREE on the original: "
               f"{row['cell'].get(PLAIN, '-')}"]
    plain_ms = None
    if plain_row is not None and PLAIN in plain_row["ms"] \
            and plain_row["err"][PLAIN] <= TOLERANCE:
        plain_ms = plain_row["ms"][PLAIN]
        out.append(f"- plain IREE on {WHISPER_30S_PLAIN}: {fmt_ms(plain_ms)} ms; eager torch on "
                   f"it {fmt_ms(plain_row['ms'][EAGER])} ms")
    for col in OURS:
        if col not in row["ms"]:
            out.append(f"- {col}: {row['cell'].get(col)}")
            continue
        vs_eager = ratio(row, col, EAGER)
        text = (f"- {col}: {fmt_ms(row['ms'][col])} ms vs eager torch "
                f"{fmt_ms(row['ms'][EAGER])} ms = "
                + (f"{vs_eager:.2f}x (goal <= {GOAL_VS_EAGER}x: "
                   f"{'met' if vs_eager <= GOAL_VS_EAGER else 'MISSED'})"
                   if vs_eager is not None else "WRONG answer"))
        if plain_ms is not None:
            vs_plain = plain_ms / row["ms"][col]
            text += (f"; plain IREE {vs_plain:.0f}x slower (goal >= {GOAL_VS_PLAIN:.0f}x: "
                     f"{'met' if vs_plain >= GOAL_VS_PLAIN else 'MISSED'})")
        out.append(text)
    return out


def header(rounds: int, warmup: int, blocked: bool = False) -> list[str]:
    import torch
    from importlib.metadata import version
    try:
        import scipy
        host = f"scipy.fft {scipy.__version__}"
    except ImportError:
        host = f"numpy.fft {np.__version__} (no scipy: slower)"
    cpu = platform.processor() or platform.machine()
    try:
        cpu = next(ln.split(":", 1)[1].strip() for ln in open("/proc/cpuinfo")
                   if ln.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return [f"torch {torch.__version__} ({torch.get_num_threads()} threads), iree-base-compiler "
            f"{version('iree-base-compiler')}, iree-turbine {version('iree-turbine')}; "
            f"split mode's host FFTs: {host}; {cpu}, {os.cpu_count()} cores.",
            f"Median ms of {rounds} "
            f"{'calls in a block per column' if blocked else 'interleaved rounds'} after "
            f"{warmup} warm-up calls; plain IREE: "
            f"`iree-compile {' '.join(PLAIN_FLAGS)}`, local-task. Ratios < 1: the first is "
            f"faster. ok: ours within rel. L2 {TOLERANCE:g} of eager torch (largest shown)."]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--programs", nargs="*", default=list(DEFAULT_PROGRAMS),
                    help="names from gen_torch_programs.PROGRAMS with a .torch.mlir, or "
                         f"{', '.join(GENERATED)} (default: %(default)s)")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--markdown", type=Path, help="also write the table here")
    ap.add_argument("--blocked", action="store_true",
                    help="time each column in a block of its own, not interleaved (eager "
                         "torch's spinning threads then do not slow the next column)")
    args = ap.parse_args(argv)
    gen = load_generator()
    for name in args.programs:
        if name not in GENERATED and (name not in gen.PROGRAMS
                                    or not (DATA / f"{name}.torch.mlir").exists()):
            ap.error(f"no torch program {name!r}")
    load0 = os.getloadavg()[0]
    head = header(args.rounds, args.warmup, args.blocked)
    print("\n".join(head), flush=True)
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench_torch_") as tmp:
        for name in args.programs:
            row = bench(Program(name, gen, Path(tmp)), args.rounds, args.warmup, Path(tmp),
                        args.blocked)
            rows.append(row)
            print(f"{name}: " + ", ".join(f"{c} {row['cell'].get(c, '-')}" for c in COLUMNS)
                  + f"; {ok_cell(row)}", file=sys.stderr, flush=True)
    head.append(f"Load average (1 min) at the start {load0:.2f}, at the end "
                f"{os.getloadavg()[0]:.2f}: eager torch's thread pool is the column most hurt "
                "by other processes.")
    text = render(rows, head)
    print(text)
    if args.markdown:
        args.markdown.write_text(text)
    return 0 if all(ok_cell(r).startswith("ok") for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
