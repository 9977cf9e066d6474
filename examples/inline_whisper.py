"""Whisper log-mel in inline mode: one .vmfb with VkFFT's kernels inside, run without Python.

    python examples/inline_whisper.py [-o whisper_logmel.vmfb]

Compiles tests/data/programs/whisper_logmel.mlir (JAX's export of Whisper's featurizer: 30 s
of 16 kHz audio, a length-400 RFFT over 3001 frames, 80 mels, log10 clamped to max - 8) with
`iree-vkfft compile --target vulkan`, runs the .vmfb with the stock `iree-run-module
--device=vulkan` shipped by iree-base-runtime, and checks the result against numpy in float64.
Exit status 1 if the check fails.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from whisper_logmel import PROGRAM, make_inputs

TOLERANCE = 1e-5  # relative L2; float32 end to end (split mode measures 4e-7)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--output", default=None, help="where to keep the .vmfb")
    args = ap.parse_args()
    tool = shutil.which("iree-run-module")
    if tool is None:
        print("iree-run-module not found (pip install iree-base-runtime)")
        return 1
    (audio, filters, window), ref = make_inputs()
    with tempfile.TemporaryDirectory() as tmp:
        vmfb = args.output or str(Path(tmp) / "whisper_logmel.vmfb")
        cmd = [sys.executable, "-m", "iree_vkfft", "compile", str(PROGRAM), "--target", "vulkan",
               "-o", vmfb]
        print("$ iree-vkfft compile whisper_logmel.mlir --target vulkan -o whisper_logmel.vmfb")
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True)
        print(f"  ({time.perf_counter() - t0:.1f} s)")
        flags = []
        for name, x in (("audio", audio), ("filters", filters), ("window", window)):
            np.save(Path(tmp) / f"{name}.npy", np.ascontiguousarray(x))
            flags.append(f"--input=@{Path(tmp) / f'{name}.npy'}")
        out = Path(tmp) / "out.npy"
        print("$ iree-run-module --device=vulkan --module=whisper_logmel.vmfb --function=main "
              "--input=@audio.npy --input=@filters.npy --input=@window.npy")
        t0 = time.perf_counter()
        proc = subprocess.run([tool, "--device=vulkan", f"--module={vmfb}", "--function=main",
                               *flags, f"--output=@{out}"], capture_output=True, text=True)
        seconds = time.perf_counter() - t0
        if proc.returncode != 0:
            print(f"iree-run-module failed:\n{proc.stderr}")
            return 1
        y = np.load(out)
    err = float(np.linalg.norm(y - ref) / np.linalg.norm(ref))
    ok = y.shape == ref.shape and err < TOLERANCE
    print(f"  log-mel {y.shape} in {seconds:.2f} s (whole process), rel L2 err vs numpy float64 "
          f"{err:.2e}: {'OK' if ok else 'FAILED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
