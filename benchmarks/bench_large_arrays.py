"""Arrays past one Vulkan binding (maxStorageBufferRange): DeviceArray vs host array vs numpy.

    PYTHONPATH=src python3 benchmarks/bench_large_arrays.py [--mib 256 1024] [--rounds 3]

For each size and transform kind one table row: the transform of a DeviceArray (the data stays
on the device; windows of the buffer range, rows in chunks, axis by axis where one transform
exceeds a window, a four-step FFT for one transform of the whole size), the same call on a
host ndarray (iree_vkfft's host path: batches split
across plans, copies in and out), numpy/scipy's pocketfft, and the ratios; the relative L2
error of the DeviceArray result against numpy in float64. Medians of ``--rounds`` after one
warm-up call (plans built). Take figures with nothing else running (2 cores, lavapipe).
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np
import scipy.fft as sfft

import iree_vkfft

MiB = 1 << 20
# (label, module name, function, kwargs, dtype, inner length)
CASES = [
    ("C2C 1024", "fft", "fft", {}, np.complex64, 1024),
    ("C2C 1024 axis 0 (c128)", "fft", "fft", {"axis": 0}, np.complex128, 1024),
    ("R2C 4096", "fft", "rfft", {}, np.float32, 4096),
    ("C2R 4096", "fft", "irfft", {}, np.complex64, 2049),
    ("2-D 64x1024", "fft", "fft2", {}, np.complex64, 1024),
    ("DCT-II 1000 (f64)", "scipy", "dct", {}, np.float64, 1000),
    # one transform of the whole size (inner length None): a four-step FFT (fft/_large.py)
    ("C2C one transform", "fft", "fft", {}, np.complex64, None),
    ("R2C one transform", "fft", "rfft", {}, np.float32, None),
]


def timed(f, rounds: int) -> tuple[float, object]:
    out = f()  # warm-up: plans built, buffers pooled
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        out = f()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3, out


def row(mib: int, case, rounds: int, rng) -> list[str]:
    label, where, name, kwargs, dtype, n = case
    if n is None:
        shape = (mib * MiB // np.dtype(dtype).itemsize,)
    else:
        rows = mib * MiB // (np.dtype(dtype).itemsize * n)
        shape = (rows // 64, 64, n) if name == "fft2" else (rows, n)
    x = rng.standard_normal(shape)
    if np.dtype(dtype).kind == "c":
        x = x + 1j * rng.standard_normal(shape)
    x = x.astype(dtype)
    ours = iree_vkfft.scipy_fft if where == "scipy" else iree_vkfft.fft
    ref = sfft if where == "scipy" else np.fft
    d = iree_vkfft.asarray(x)
    t_dev, y_dev = timed(lambda: getattr(ours, name)(d, **kwargs), rounds)
    t_host, _ = timed(lambda: getattr(ours, name)(x, **kwargs), rounds)
    t_np, _ = timed(lambda: getattr(ref, name)(x, **kwargs), rounds)
    exact = getattr(ref, name)(x.astype(np.complex128 if x.dtype.kind == "c" else np.float64),
                               **kwargs)
    got = y_dev.numpy()
    err = np.linalg.norm((got - exact).ravel()) / np.linalg.norm(exact.ravel())
    return [f"{mib} MiB", label, f"{t_dev:.0f}", f"{t_host:.0f}", f"{t_np:.0f}",
            f"{t_dev / t_host:.2f}", f"{t_dev / t_np:.2f}", f"{err:.1e}"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mib", type=int, nargs="+", default=[256, 1024])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--cases", help="only the cases whose label contains this")
    args = parser.parse_args()
    device = iree_vkfft.devices()[0]
    print(f"device: {device} — maxStorageBufferRange {device.max_storage_buffer_range // MiB} MiB")
    head = ["size", "case", "DeviceArray ms", "host array ms", "numpy/scipy ms",
            "dev/host", "dev/numpy", "rel. L2 err"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    rng = np.random.default_rng(0)
    for mib in args.mib:
        for case in CASES:
            if args.cases and args.cases not in case[0]:
                continue
            print("| " + " | ".join(row(mib, case, args.rounds, rng)) + " |", flush=True)


if __name__ == "__main__":
    main()
