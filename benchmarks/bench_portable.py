"""Portable mode's FFTs (plain StableHLO, compiled by IREE for llvm-cpu) against pocketfft.

    PYTHONPATH=src python3 benchmarks/bench_portable.py [--repeat N] [--lengths 64,4099,...]
    PYTHONPATH=src python3 benchmarks/bench_portable.py --tune    # radix limit / stage overhead
    PYTHONPATH=src python3 benchmarks/bench_portable.py --programs  # vs split mode, llvm-cpu

Sweep: one C2C complex64 transform per length (64 ... 2^20, smooth and prime), batched so each
call holds about 2^20 points, all lengths as functions of ONE module (one iree-compile). Every
round calls each contender once in a rotated order (portable on IREE's local-task driver,
numpy.fft, scipy.fft with 2 workers); the table gives medians per call, the ratios, and the
decomposition's real flop count per transform (as emitted: ``PortableFft.flops / batch``).

``--chains "200:8x5x5,20x10"``: C2C n (batch so that batch * n = 2^20) through given radix
chains, minimum of the rounds.

``--programs``: example programs (tests/data/programs) end to end on llvm-cpu, portable mode
vs split mode with pocketfft between IREE segments (both on local-task), medians of rounds.

``--dense [real|complex|real-f64|complex-f64]``: a chain of 8 forward -> inverse pairs (RFFT
-> IRFFT of float32 data by default) over ``rows`` vectors of length n in one module, the
short axes as one dense DFT matrix product each vs as radix stages (local-sync, medians of the
rounds, microseconds per pair): the evidence behind ``iree_vkfft.portable.plan.dense_dft``.

``--tune``: the same timing (minimum of the rounds) for C2C 1024, 16384 and 2^18 under several radix limits and
per-stage overheads of the planner's cost model (the evidence behind
``iree_vkfft.portable.plan.DEFAULT_RADIX_LIMIT`` / ``STAGE_OVERHEAD``).
"""

from __future__ import annotations

import importlib.machinery
import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
# The source tree when it holds an extension built for this interpreter (`make dev`); else
# the installed package.
if any((ROOT / "src" / "iree_vkfft" / f"_native{suffix}").exists()
       for suffix in importlib.machinery.EXTENSION_SUFFIXES) and str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

from iree_vkfft.toolchain.compile import compile_to_vmfb, text_payload  # noqa: E402
from iree_vkfft.toolchain.options import CompileOptions  # noqa: E402
from iree_vkfft.toolchain.runtime import ModuleRuntime, Value, aligned_empty  # noqa: E402
from iree_vkfft.portable import plan_length  # noqa: E402
from iree_vkfft.portable.lower import lower_ffts_with  # noqa: E402
from iree_vkfft.stablehlo.parse import parse_program  # noqa: E402

SWEEP = (64, 256, 1024, 4096, 16384, 65536, 1 << 18, 1 << 20, 400, 1000, 127, 4099, 65537)
TUNE_LENGTHS = (1024, 16384, 1 << 18)
TUNE_CONFIGS = ((16, 16), (16, 48), (16, 160), (32, 400), (64, 400), (64, 4000), (64, 80))
POINTS = 1 << 20


def _module_text(lengths, batches) -> str:
    funcs = []
    for n, b in zip(lengths, batches):
        t = f"tensor<{b}x{n}xcomplex<f32>>"
        funcs.append(f"func.func @fft{n}(%x: {t}) -> {t} {{\n  %y = stablehlo.fft %x, type = FFT,"
                     f" length = [{n}] : ({t}) -> {t}\n  return %y : {t}\n}}")
    return "module {\n" + "\n".join(funcs) + "\n}\n"


def build(lengths, plan_of):
    """(runtime, {n: (flops per transform, algorithm)}, batches) for one compiled module."""
    batches = [max(1, POINTS // n) for n in lengths]
    module, _ = parse_program(_module_text(lengths, batches), entry=f"fft{lengths[0]}")
    ffts = lower_ffts_with(module, plan_of)
    info = {n: (f.flops // b, f.plan[0].split(": ", 1)[1]) for n, b, f in zip(lengths, batches, ffts)}
    vmfb = compile_to_vmfb(text_payload(module, "bench"),
                           CompileOptions(target="llvm-cpu", cpu_driver="local-task"),
                           use_cache=False).vmfb
    return ModuleRuntime(vmfb, "local-task"), info, batches


def _portable_call(runtime, name, x):
    def call():
        (out,) = runtime.call(name, [Value(host=x)])
        return runtime.to_host(out, np.complex64)
    return call


def time_rounds(contenders: dict, repeat: int, stat=statistics.median) -> dict[str, float]:
    names = list(contenders)
    for fn in contenders.values():
        fn()  # warm up
    times: dict[str, list[float]] = {k: [] for k in names}
    for r in range(repeat):
        for k in names[r % len(names):] + names[:r % len(names)]:
            t0 = time.perf_counter()
            contenders[k]()
            times[k].append(time.perf_counter() - t0)
    return {k: 1e3 * stat(v) for k, v in times.items()}


def sweep(lengths, repeat: int) -> None:
    import scipy.fft

    runtime, info, batches = build(lengths, plan_length)
    rng = np.random.default_rng(0)
    print("| n | batch | decomposition | Mflop/transform | portable ms | numpy ms | scipy(2) ms "
          "| /numpy | /scipy |")
    print("|---|---|---|---|---|---|---|---|---|")
    for n, b in zip(lengths, batches):
        x = aligned_empty((b, n), np.complex64)
        x[...] = rng.standard_normal((b, n)) + 1j * rng.standard_normal((b, n))
        ms = time_rounds({"portable": _portable_call(runtime, f"fft{n}", x),
                          "numpy": lambda: np.fft.fft(x),
                          "scipy": lambda: scipy.fft.fft(x, workers=2)}, repeat)
        flops, algo = info[n]
        print(f"| {n} | {b} | {algo} | {flops / 1e6:.3f} | {ms['portable']:.2f} | "
              f"{ms['numpy']:.2f} | {ms['scipy']:.2f} | {ms['portable'] / ms['numpy']:.2f} | "
              f"{ms['portable'] / ms['scipy']:.2f} |")


def tune(repeat: int) -> None:
    rng = np.random.default_rng(0)
    print("| radix limit | stage overhead | " + " | ".join(f"C2C {n} ms (chain)" for n in TUNE_LENGTHS)
          + " |")
    print("|---|---|" + "---|" * len(TUNE_LENGTHS))
    for limit, overhead in TUNE_CONFIGS:
        def plan_of(n, limit=limit, overhead=overhead):
            return plan_length(n, limit, stage_overhead=overhead)
        runtime, info, batches = build(TUNE_LENGTHS, plan_of)
        cells = []
        for n, b in zip(TUNE_LENGTHS, batches):
            x = aligned_empty((b, n), np.complex64)
            x[...] = rng.standard_normal((b, n))
            # the minimum: on a shared machine other processes only ever add time
            ms = time_rounds({"p": _portable_call(runtime, f"fft{n}", x)}, repeat, min)["p"]
            cells.append(f"{ms:.2f} ({info[n][1].removeprefix('radix ')})")
        print(f"| {limit} | {overhead} | " + " | ".join(cells) + " |")


PROGRAMS = ("whisper_logmel", "fno_spectral_conv", "fft_convolve", "grad_rfft_loss", "fori_fft",
            "rfft_f32_4099", "fnet_block")


def programs(names, repeat: int) -> None:
    from iree_vkfft.pipeline import compile as compile_split
    from iree_vkfft.portable import lower_ffts
    from iree_vkfft.workarounds.rewrites import rewrite_complex_constants

    rng = np.random.default_rng(0)
    print("| program | portable ms | split/host ms | portable/split |")
    print("|---|---|---|---|")
    for name in names:
        path = ROOT / "tests" / "data" / "programs" / f"{name}.mlir"
        split = compile_split(path, fft="host",
                              options=CompileOptions(target="llvm-cpu", cpu_driver="local-task"))
        module, _ = parse_program(path)
        lower_ffts(module)
        rewrite_complex_constants(module)
        options = CompileOptions(target="llvm-cpu", cpu_driver="local-task")
        vmfb = compile_to_vmfb(text_payload(module, "bench"), options).vmfb
        runtime = ModuleRuntime(vmfb, "local-task")
        args = []
        for spec in split.input_specs:
            a = aligned_empty(spec.shape, spec.dtype)
            a[...] = 0 if np.dtype(spec.dtype).kind in "iub" else rng.standard_normal(spec.shape)
            args.append(a)

        def portable_call():
            return [runtime.to_host(v, s.dtype) for v, s in
                    zip(runtime.call("main", [Value(host=a) for a in args]), split.output_specs)]
        ms = time_rounds({"portable": portable_call, "split": lambda: split(*args)}, repeat)
        print(f"| {name} | {ms['portable']:.2f} | {ms['split']:.2f} | "
              f"{ms['portable'] / ms['split']:.2f} |")


def chains(spec: str, repeat: int) -> None:
    """``spec`` "200:8x5x5,20x10;400:10x8x5": C2C n through each given radix chain."""
    from iree_vkfft.portable.plan import AxisPlan, Stage

    rng = np.random.default_rng(0)
    print("| n | chain | ms (min) |")
    print("|---|---|---|")
    for item in spec.split(";"):
        n_text, chain_list = item.split(":")
        n = int(n_text)
        for chain in chain_list.split(","):
            radices = tuple(int(r) for r in chain.split("x"))
            if int(np.prod(radices)) != n:
                raise SystemExit(f"chain {chain} does not multiply to {n}")

            def plan_of(m, radices=radices, n=n):
                stages = tuple(Stage(r) for r in radices)
                return AxisPlan(m, stages, max(radices)) if m == n else plan_length(m)
            runtime, _, batches = build([n], plan_of)
            x = aligned_empty((batches[0], n), np.complex64)
            x[...] = rng.standard_normal(x.shape)
            ms = time_rounds({"p": _portable_call(runtime, f"fft{n}", x)}, repeat, min)["p"]
            print(f"| {n} | {chain} | {ms:.2f} |")


DENSE_LENGTHS = (16, 32, 64, 96, 128, 256)
DENSE_ROWS = (1, 8, 64, 512)
DENSE_PAIRS = 8


DENSE_KINDS = {"real": ("f32", False), "complex": ("f32", True), "real-f64": ("f64", False),
               "complex-f64": ("f64", True)}


def _pair_chain(n: int, rows: int, loop: bool, real: str = "f32", complex_: bool = False
                ) -> str:
    """``DENSE_PAIRS`` x (forward FFT, scale by a complex constant, inverse FFT) on
    ``[rows, n]`` (RFFT/IRFFT of ``real`` data, or FFT/IFFT of complex data): straight (IREE
    replays one recorded command buffer) or as the body of a ``while`` whose trip count is an
    input and whose body scales by the counter (a push constant: IREE records the body's
    dispatches again each trip, as in an adaptive solver's step loop)."""
    m = n if complex_ else n // 2 + 1
    c = f"tensor<{rows}x{m}xcomplex<{real}>>"
    t = c if complex_ else f"tensor<{rows}x{n}x{real}>"
    forward, inverse = ("FFT", "IFFT") if complex_ else ("RFFT", "IRFFT")
    body = [f"  %k = stablehlo.constant dense<(0.5, 0.25)> : {c}"]
    for i in range(DENSE_PAIRS if not loop else 1):
        body += [f"  %s{i} = stablehlo.fft %x{i}, type = {forward}, length = [{n}] : ({t}) -> {c}",
                 f"  %p{i} = stablehlo.multiply %s{i}, %k : {c}",
                 f"  %x{i + 1} = stablehlo.fft %p{i}, type = {inverse}, length = [{n}] : ({c}) -> {t}"]
    if not loop:
        return "\n".join([f"func.func @main(%x0: {t}, %trips: tensor<i32>) -> {t} {{", *body,
                          f"  return %x{DENSE_PAIRS} : {t}", "}"])
    # the counter scaled on the device: a host-side convert to f64 needs VM f64 support
    wide = f"tensor<{rows}x{n}xf32>"
    return "\n".join([
        f"func.func @main(%x: {t}, %trips: tensor<i32>) -> {t} {{",
        "  %c0 = stablehlo.constant dense<0> : tensor<i32>",
        "  %c1 = stablehlo.constant dense<1> : tensor<i32>",
        f"  %r:2 = stablehlo.while(%i = %c0, %x0 = %x) : tensor<i32>, {t}",
        "  cond {",
        "    %go = stablehlo.compare LT, %i, %trips : (tensor<i32>, tensor<i32>) -> tensor<i1>",
        "    stablehlo.return %go : tensor<i1>",
        "  } do {", *body,
        "    %f = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>",
        f"    %fw = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> {wide}",
        f"    %fb = stablehlo.convert %fw : ({wide}) -> {t}",
        f"    %y = stablehlo.multiply %x1, %fb : {t}",
        "    %i2 = stablehlo.add %i, %c1 : tensor<i32>",
        f"    stablehlo.return %i2, %y : tensor<i32>, {t}",
        "  }", f"  return %r#1 : {t}", "}"])


def _dense_call(n: int, rows: int, loop: bool, kind: str, rule, rng):
    real, complex_ = DENSE_KINDS[kind]
    module, _ = parse_program(_pair_chain(n, rows, loop, real, complex_))
    lower_ffts_with(module, plan_length, dense=rule)
    options = CompileOptions(target="llvm-cpu", cpu_driver="local-sync")
    runtime = ModuleRuntime(compile_to_vmfb(text_payload(module, "bench"), options,
                                            use_cache=False).vmfb, "local-sync")
    dtype = {("f32", False): np.float32, ("f32", True): np.complex64,
             ("f64", False): np.float64, ("f64", True): np.complex128}[(real, complex_)]
    x = aligned_empty((rows, n), dtype)
    x[...] = rng.standard_normal((rows, n))
    trips = np.array(DENSE_PAIRS, np.int32)
    return lambda: runtime.to_host(runtime.call("main", [Value(host=x), Value(host=trips)])[0],
                                   dtype)


def dense(repeat: int, kind: str) -> None:
    """The ``--dense`` table for one kind of pair (the real float32 one: every length, rows and
    context; the others: in loops, the lengths around the limits)."""
    from iree_vkfft.portable.plan import dense_dft

    rng = np.random.default_rng(0)
    full = kind == "real"
    real, complex_ = DENSE_KINDS[kind]
    print(f"{kind} pairs: | context | n | rows | dense us/pair | stages us/pair | dense/stages "
          "| rule picks |")
    print("|---|---|---|---|---|---|---|")
    for loop in ((True, False) if full else (True,)):
        for n in (DENSE_LENGTHS if full else (16, 64, 96)):
            for rows in (DENSE_ROWS if full else (1, 64)):
                calls = {name: _dense_call(n, rows, loop, kind, rule, rng) for name, rule in
                         (("dense", lambda *_: True), ("stages", None))}
                us = {k: 1e3 * v / DENSE_PAIRS for k, v in time_rounds(calls, repeat).items()}
                picks = not complex_ and dense_dft(n, rows, loop, real == "f64")
                print(f"| {'loop' if loop else 'straight'} | {n} | {rows} | {us['dense']:.1f} | "
                      f"{us['stages']:.1f} | {us['dense'] / us['stages']:.2f} | "
                      f"{'dense' if picks else 'stages'} |", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--lengths", default=",".join(map(str, SWEEP)))
    ap.add_argument("--tune", action="store_true")
    ap.add_argument("--programs", nargs="?", const=",".join(PROGRAMS), default=None)
    ap.add_argument("--chains", help='e.g. "200:8x5x5,20x10;400:10x8x5,20x20"')
    ap.add_argument("--dense", nargs="?", const="real", choices=sorted(DENSE_KINDS))
    args = ap.parse_args()
    if args.dense:
        dense(max(args.repeat, 15), args.dense)
    elif args.tune:
        tune(args.repeat)
    elif args.chains:
        chains(args.chains, args.repeat)
    elif args.programs:
        programs(args.programs.split(","), args.repeat)
    else:
        sweep([int(v) for v in args.lengths.split(",")], args.repeat)


if __name__ == "__main__":
    main()
