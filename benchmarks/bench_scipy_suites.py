"""scipy's own test files with and without iree_vkfft's backend: pass counts and times, one run.

    PYTHONPATH=src python3 benchmarks/bench_scipy_suites.py [--files F ...] [--configs C ...]

Each file (scipy.signal's test_signaltools -- its default set and its ``slow`` set apart --,
test_spectral, test_czt, test_short_time_fft; scipy.fft's test_basic and test_real_transforms)
runs in a fresh child pytest per configuration:

- ``scipy``: scipy's own pocketfft (no backend);
- ``tiered``: iree_vkfft's backend installed globally with ``only=True``
  (``tests/suites/scipy_swap.py``), the user's defaults, an empty kernel cache (cold);
- ``vkfft``: the same with tiering off (every call waits for its VkFFT plan; slow: thousands
  of distinct plans at ~0.3 s each on lavapipe).

The table gives passed/failed per run, wall time and the ratio to ``scipy``. Take figures with
nothing else running on the machine (lavapipe's threads share the cores).
"""

from __future__ import annotations

import argparse
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import time

import scipy

SCIPY = pathlib.Path(scipy.__file__).parent
SUITES = pathlib.Path(__file__).resolve().parent.parent / "tests" / "suites"
# name -> (file under scipy/, extra pytest arguments)
FILES = {
    "signaltools": ("signal/tests/test_signaltools.py", ["-m", "not slow"]),
    "signaltools[slow]": ("signal/tests/test_signaltools.py", ["-m", "slow"]),
    "spectral": ("signal/tests/test_spectral.py", []),
    "czt": ("signal/tests/test_czt.py", []),
    "short_time_fft": ("signal/tests/test_short_time_fft.py", []),
    "fft/basic": ("fft/tests/test_basic.py", []),
    "fft/real_transforms": ("fft/tests/test_real_transforms.py", []),
}
CONFIGS = ("scipy", "tiered", "vkfft")


def run_file(name: str, config: str, timeout: float) -> dict:
    path, extra = FILES[name]
    env = dict(os.environ)
    plugin = []
    if config != "scipy":
        # absolute: the child runs in a temporary folder
        paths = [str(SUITES)] + [os.path.abspath(p) for p in
                                 env.get("PYTHONPATH", "").split(os.pathsep) if p]
        env["PYTHONPATH"] = os.pathsep.join(paths)
        env["IREE_VKFFT_TIERED"] = "1" if config == "tiered" else "0"
        plugin = ["-p", "scipy_swap"]
    with tempfile.TemporaryDirectory() as tmp:
        env["IREE_VKFFT_CACHE_DIR"] = os.path.join(tmp, "kernels")  # cold
        start = time.perf_counter()
        try:
            run = subprocess.run(
                [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *plugin,
                 f"--rootdir={SCIPY}", *extra, str(SCIPY / path)],
                env=env, cwd=tmp, capture_output=True, text=True, timeout=timeout)
            out = run.stdout
        except subprocess.TimeoutExpired as exc:
            out = (exc.stdout or b"").decode() if isinstance(exc.stdout, bytes) else \
                (exc.stdout or "")
            out += f"\ntimed out after {timeout:.0f} s"
        elapsed = time.perf_counter() - start
    lines = out.strip().splitlines()
    summary = next((l for l in reversed(lines) if re.search(r"\d+ (passed|failed)", l)), "")
    counts = {k: int(v) for v, k in re.findall(r"(\d+) (passed|failed|errors?|skipped)", summary)}
    cache = next((l for l in lines if l.startswith("iree_vkfft plan cache:")), "")
    failed = re.findall(r"^FAILED (\S+)", out, re.MULTILINE)
    return {"file": name, "config": config, "seconds": elapsed, "counts": counts,
            "cache": cache, "failed": failed, "timed_out": "timed out after" in out}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", nargs="+", choices=list(FILES), default=[
        "signaltools", "signaltools[slow]", "spectral", "czt", "short_time_fft"])
    parser.add_argument("--configs", nargs="+", choices=CONFIGS, default=["scipy", "tiered"])
    parser.add_argument("--timeout", type=float, default=3600)
    args = parser.parse_args(argv)
    rows = [run_file(f, c, args.timeout) for f in args.files for c in args.configs]
    base = {r["file"]: r["seconds"] for r in rows if r["config"] == "scipy"}
    print(f"{'file':22} {'config':7} {'passed':>7} {'failed':>6} {'seconds':>8} {'x scipy':>7}")
    for r in rows:
        ratio = r["seconds"] / base[r["file"]] if r["file"] in base else float("nan")
        c = r["counts"]
        print(f"{r['file']:22} {r['config']:7} {c.get('passed', 0):7d} "
              f"{c.get('failed', 0) + c.get('error', 0) + c.get('errors', 0):6d} "
              f"{r['seconds']:8.1f} {ratio:7.2f}{'  TIMED OUT' if r['timed_out'] else ''}")
        if r["cache"]:
            print(f"{'':31}{r['cache']}")
        for f in r["failed"]:
            print(f"{'':31}FAILED {f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
