"""What ``compile(..., verify=True)`` costs: cold-cache compile time without and with
verification (the reference compile, split mode with host FFTs on llvm-cpu, and three calls),
and the cached case (every module and the reference from the disk cache), per program, mode
and target, in one run; each cell in a fresh process with its own cache folder.

    python benchmarks/bench_verify.py [--programs NAME ...] [--configs portable-vk ...]
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
PROGRAMS = {p.stem: p for folder in ("programs", "programs/wave2", "programs/libraries")
            for p in (ROOT / "tests" / "data" / folder).glob("*.mlir")}
DEFAULT = ["whisper_logmel", "fno_spectral_conv", "fft_convolve", "istft_vocoder",
           "jaxcfd_kuramoto_sivashinsky"]
CONFIGS = {"portable-cpu": ("portable", "llvm-cpu"), "portable-vk": ("portable", "vulkan"),
           "inline-vk": ("inline", "vulkan"), "split-vk": ("split", "vulkan")}

CHILD = r"""
import json, sys, time
import iree_vkfft
path, mode, target = sys.argv[1:4]
t = time.perf_counter()
iree_vkfft.compile(path, mode=mode, target=target)
cold = time.perf_counter() - t
t = time.perf_counter()
p = iree_vkfft.compile(path, mode=mode, target=target, verify=True)
first = time.perf_counter() - t
t = time.perf_counter()
iree_vkfft.compile(path, mode=mode, target=target, verify=True)
cached = time.perf_counter() - t
print("@@" + json.dumps([cold, first, cached, p.verification.worst]))
"""


def cell(path: Path, mode: str, target: str) -> list[float] | str:
    with tempfile.TemporaryDirectory() as cache:
        proc = subprocess.run([sys.executable, "-c", CHILD, str(path), mode, target],
                              capture_output=True, text=True, timeout=1800,
                              env=dict(os.environ, IREE_VKFFT_CACHE_DIR=cache))
    out = [ln for ln in proc.stdout.splitlines() if ln.startswith("@@")]
    return json.loads(out[0][2:]) if out else (proc.stderr.strip().splitlines() or ["?"])[-1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--programs", nargs="*", default=DEFAULT)
    ap.add_argument("--configs", nargs="*", default=list(CONFIGS), choices=list(CONFIGS))
    args = ap.parse_args()
    print("| program | config | compile s (cold) | + verify s (reference cold) | verify s "
          "(cached) | overhead | worst error |")
    print("|---|---|---|---|---|---|---|")
    for name in args.programs:
        for config in args.configs:
            mode, target = CONFIGS[config]
            r = cell(PROGRAMS[name], mode, target)
            if isinstance(r, str):
                print(f"| {name} | {config} | {r[:80]} | | | | |", flush=True)
                continue
            cold, first, cached, worst = r
            print(f"| {name} | {config} | {cold:.2f} | {first:.2f} | {cached:.2f} | "
                  f"{first / cold:.2f}x | {worst:.1e} |", flush=True)


if __name__ == "__main__":
    main()
