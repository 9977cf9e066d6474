"""Compile-time overhead of iree-vkfft-compile over the plain iree-compile it runs.

    PYTHONPATH=src python3 benchmarks/bench_dropin.py [--rounds N] [--targets a,b]

Per target (nx_iree's flags: ``--iree-hal-target-backends=<t> --iree-input-type=stablehlo_xla
--iree-execution-model=async-internal``), in interleaved rounds (ours, then theirs):

* no-FFT program: ``iree-vkfft-compile prog.mlir`` vs ``iree-compile prog.mlir`` (same bytes);
* Whisper log-mel: ``iree-vkfft-compile whisper_logmel.mlir`` vs ``iree-compile`` on the module
  it lowered, with the command it ran (``IREE_VKFFT_SAVE_TEMPS``): plain iree-compile cannot
  compile Whisper itself, so the overhead is what the drop-in adds (Python start-up, parsing,
  the FFT rewrite -- VkFFT plans from the warm kernel cache for vulkan-spirv -- and writing the
  module out).

Prints medians in ms. On a shared machine trust the differences more than the absolute times.
"""

from __future__ import annotations

import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from iree.compiler.tools.binaries import find_tool

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = ROOT / "tests" / "data" / "programs"
NO_FFT = """func.func @main(%a: tensor<4x400xf32>, %b: tensor<400x80xf32>) -> tensor<4x80xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x400xf32>, tensor<400x80xf32>) -> tensor<4x80xf32>
  return %0 : tensor<4x80xf32>
}
"""
TARGETS = ("llvm-cpu", "vulkan-spirv", "metal-spirv", "cuda")


def _seconds(cmd: list[str], env=None) -> float:
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    if proc.returncode != 0:
        raise SystemExit(f"failed: {shlex.join(cmd)}\n{proc.stderr.decode()[-2000:]}")
    return time.perf_counter() - t0


def _pair(ours: list[str], theirs: list[str], rounds: int) -> tuple[float, float]:
    a, b = [], []
    for _ in range(rounds):
        a.append(_seconds(ours))
        b.append(_seconds(theirs))
    return statistics.median(a) * 1e3, statistics.median(b) * 1e3


def measure(target: str, rounds: int, tmp: Path) -> list[tuple[str, float, float]]:
    flags = [f"--iree-hal-target-backends={target}", "--iree-input-type=stablehlo_xla",
             "--iree-execution-model=async-internal"]
    ours = [sys.executable, "-m", "iree_vkfft.compiler", *flags]
    plain = tmp / "no_fft.mlir"
    plain.write_text(NO_FFT)
    real = find_tool("iree-compile")  # the binary itself, not a PATH shim
    rows = [("no FFT", *_pair([*ours, str(plain)], [real, *flags, str(plain)], rounds))]
    temps = tmp / target
    env = dict(os.environ, IREE_VKFFT_SAVE_TEMPS=str(temps))
    whisper = str(PROGRAMS / "whisper_logmel.mlir")
    _seconds([*ours, whisper], env)  # warms the kernel cache; saves what iree-compile got
    command = shlex.split((temps / "dropin_command.txt").read_text())
    command[-1] = str(next(temps.glob("dropin.mlir*")))
    rows.append(("Whisper", *_pair([*ours, whisper], command, rounds)))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--targets", default=",".join(TARGETS))
    args = parser.parse_args()
    print("| target | program | iree-vkfft-compile ms | iree-compile ms | overhead ms |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for target in args.targets.split(","):
            for name, ours, theirs in measure(target, args.rounds, Path(tmp)):
                print(f"| {target} | {name} | {ours:.0f} | {theirs:.0f} | {ours - theirs:.0f} |",
                      flush=True)


if __name__ == "__main__":
    main()
