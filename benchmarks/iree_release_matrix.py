"""The drop-in against other IREE releases: release x program x target, as nx_iree calls it.

    PYTHONPATH=src python3 benchmarks/iree_release_matrix.py [--releases 2.9.0 3.12.0 ...]
        [--programs whisper_logmel rfft_f32_400 ...]
        [--targets llvm-cpu metal-spirv cuda vulkan-spirv]

For each IREE release a throwaway venv (kept under ``--venvs``, default
``~/.cache/iree-vkfft/iree-releases/<release>``) gets that release's ``iree-base-compiler`` and
``iree-base-runtime``. Each program is compiled by ``iree-vkfft-compile`` with nx_iree's flags
and ``IREE_VKFFT_IREE_COMPILE`` pointing at that release's ``iree-compile``. llvm-cpu modules
are run by that release's stock ``iree-run-module`` (nx_iree's runtime is built from the same
release) on random inputs of the program's own shapes and dtypes, and compared with this
installation's split mode with host FFTs (pocketfft between IREE segments: the reference the
test suite holds to numpy); vulkan-spirv modules likewise on the machine's Vulkan device
(lavapipe here) with ``--device=vulkan`` where that release's runtime lists the device. Other
targets are compile-only, and so is every target of a release without a runtime on PyPI
(``NO_RUNTIME``). One table row per release and program: ``ok <rel. error>``, ``compiles``, or
the first line of the failure.
"""

from __future__ import annotations

import argparse
import functools
import os
import pathlib
import subprocess
import sys
import tempfile

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[1]
PROGRAMS = ROOT / "tests" / "data" / "programs"
RELEASES = ["2.9.0", "3.0.0", "3.1.0", "3.2.0", "3.3.0", "3.4.0", "3.5.0", "3.6.0", "3.7.1",
            "3.8.0", "3.9.0", "3.10.0", "3.11.0", "3.12.0", "3.13.0"]
DEFAULT_PROGRAMS = ["whisper_logmel", "rfft_f32_400", "rfft_f32_4099", "fno_spectral_conv",
                    "fft_convolve"]
NX_FLAGS = ["--iree-input-type=stablehlo_xla", "--iree-execution-model=async-internal"]


#: targets this machine runs (vulkan-spirv on whatever Vulkan device there is: lavapipe here);
#: the others are compile-only
RUN_DEVICES = {"llvm-cpu": "local-sync", "vulkan-spirv": "vulkan"}


@functools.cache
def sees_device(venv: pathlib.Path, device: str) -> bool:
    """Whether this release has a runtime that lists a ``device`` here (IREE < 3.12's Vulkan
    driver lists no lavapipe device: those cells stay compile-only)."""
    if not (venv / "bin" / "iree-run-module").exists():
        return False
    if device == "local-sync":
        return True
    proc = subprocess.run([str(venv / "bin" / "iree-run-module"), f"--list_devices={device}"],
                          capture_output=True, text=True, timeout=120)
    return proc.returncode == 0 and f"{device}://" in proc.stdout


#: releases whose iree-base-runtime is not on PyPI (their cells are compile-only)
NO_RUNTIME = frozenset({"3.7.1"})


def release_venv(root: pathlib.Path, release: str) -> pathlib.Path:
    """The venv with that release's compiler and runtime (the compiler only for
    ``NO_RUNTIME``); an install that fails raises."""
    venv = root / release
    tools = ["iree-compile"] + ([] if release in NO_RUNTIME else ["iree-run-module"])
    if not all((venv / "bin" / tool).exists() for tool in tools):
        packages = [f"iree-base-compiler=={release}", "numpy"]
        if release not in NO_RUNTIME:
            packages.append(f"iree-base-runtime=={release}")
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)], check=True)
        subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q",
                        "--only-binary=:all:", *packages], check=True)
    return venv


def first_line(text: str) -> str:
    for line in text.splitlines():
        if "error" in line.lower():
            return line.strip()[:160]
    lines = [ln for ln in text.splitlines() if ln.strip()]
    return (lines[-1] if lines else "").strip()[:160]


def inputs_and_reference(program: pathlib.Path, rng) -> tuple[list[np.ndarray], list[np.ndarray]]:
    import iree_vkfft

    reference = iree_vkfft.compile(program, mode="split", target="llvm-cpu", fft="host")
    inputs = []
    for spec in reference.input_specs:
        x = rng.standard_normal(spec.shape)
        if np.dtype(spec.dtype).kind == "c":
            x = x + 1j * rng.standard_normal(spec.shape)
        inputs.append((0.1 * x).astype(spec.dtype))
    return inputs, [np.asarray(y) for y in reference(*inputs)]


def cell(venv: pathlib.Path, program: pathlib.Path, target: str, work: pathlib.Path,
         inputs, expected) -> str:
    env = dict(os.environ, IREE_VKFFT_IREE_COMPILE=str(venv / "bin" / "iree-compile"))
    proc = subprocess.run([sys.executable, "-m", "iree_vkfft.compiler",
                           f"--iree-hal-target-backends={target}", *NX_FLAGS, str(program)],
                          capture_output=True, env=env, timeout=900)
    if proc.returncode != 0:
        return "compile: " + first_line(proc.stderr.decode(errors="replace"))
    if target not in RUN_DEVICES or not sees_device(venv, RUN_DEVICES[target]):
        return "compiles"
    vmfb = work / "m.vmfb"
    vmfb.write_bytes(proc.stdout)
    cmd = [str(venv / "bin" / "iree-run-module"), f"--device={RUN_DEVICES[target]}",
           f"--module={vmfb}", "--function=main"]
    for i, x in enumerate(inputs):
        np.save(work / f"in{i}.npy", x)
        cmd.append(f"--input=@{work / f'in{i}.npy'}")
    cmd += [f"--output=@{work / f'out{i}.npy'}" for i in range(len(expected))]
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
    if run.returncode != 0:
        return "run: " + first_line(run.stderr)
    worst = 0.0
    for i, want in enumerate(expected):
        got = np.load(work / f"out{i}.npy").astype(np.complex128)
        want = want.astype(np.complex128)
        scale = np.linalg.norm(want.ravel()) or 1.0
        worst = max(worst, float(np.linalg.norm((got - want).ravel()) / scale))
    return f"ok {worst:.1e}" if worst < 1e-3 else f"WRONG {worst:.1e}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--releases", nargs="+", default=RELEASES)
    parser.add_argument("--programs", nargs="+", default=DEFAULT_PROGRAMS)
    parser.add_argument("--targets", nargs="+", default=["llvm-cpu", "metal-spirv", "cuda"])
    parser.add_argument("--venvs", type=pathlib.Path,
                        default=pathlib.Path.home() / ".cache" / "iree-vkfft" / "iree-releases")
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    cases = {name: inputs_and_reference(PROGRAMS / f"{name}.mlir", rng) for name in args.programs}
    print("| release | program | " + " | ".join(args.targets) + " |")
    print("|---|---|" + "---|" * len(args.targets))
    for release in args.releases:
        venv = release_venv(args.venvs, release)
        for name in args.programs:
            cells = []
            for target in args.targets:
                with tempfile.TemporaryDirectory() as tmp:
                    cells.append(cell(venv, PROGRAMS / f"{name}.mlir", target,
                                      pathlib.Path(tmp), *cases[name]))
            print(f"| {release} | {name} | " + " | ".join(cells) + " |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
