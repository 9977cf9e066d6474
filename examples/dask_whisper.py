"""Whisper log-mel over a synthetic corpus with Dask: compile once, map over a dask array.

    python examples/dask_whisper.py [--clips 16] [--workers 2] [--chunk 2] [--mode portable]
        [--target llvm-cpu] [--cpu-driver auto]

The corpus (examples/whisper_corpus.py: clip ``i`` is a sine set by ``i`` plus noise seeded by
``i``) is a lazy ``(clips, 480000)`` float32 dask array chunked ``--chunk`` clips per block,
synthesized on the workers. The driver compiles tests/data/programs/whisper_logmel.mlir once;
:func:`iree_vkfft.dask.map_program` ships it to each worker once (one graph key: the pickled
``.vmfb``), runs it on every clip of every block, and gives back a ``(clips, 80, 3000)`` dask
array. :class:`iree_vkfft.dask.VulkanDevicePlugin` gives every worker its own Vulkan device
(round-robin; all share lavapipe on a machine without a GPU). A direct-FFT step
(:func:`iree_vkfft.dask.rfft` of each clip's first second) runs on the same cluster. Every
result is checked against numpy in float64; prints clips/s.
"""

from __future__ import annotations

import argparse
import os
import pickle
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from whisper_corpus import (CLIP_SAMPLES, check, compile_program, constants,  # noqa: E402
                            synth_clip, worker_env)


def corpus(clips: int, chunk: int):
    """The lazy corpus: block ``k`` synthesizes clips ``k*chunk ...`` on a worker."""
    import dask.array as da

    ids = da.arange(clips, chunks=chunk)
    return ids.map_blocks(lambda b: np.stack([synth_clip(int(i)) for i in b]), new_axis=1,
                          chunks=(ids.chunks[0], (CLIP_SAMPLES,)), dtype=np.float32)


def run(client, program, clips: int, chunk: int) -> tuple[np.ndarray, np.ndarray, float]:
    """``(log-mels, spectra of each clip's first second, seconds)`` computed on ``client``."""
    import iree_vkfft.dask as vd

    filters, window = constants()
    audio = corpus(clips, chunk)
    (logmel,) = vd.map_program(program, audio, filters, window)
    spectrum = vd.rfft(audio[:, :16000], axis=-1)
    t0 = time.perf_counter()
    mels, spec = client.compute([logmel, spectrum], sync=True)
    return mels, spec, time.perf_counter() - t0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clips", type=int, default=16)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--chunk", type=int, default=2, help="clips per block")
    ap.add_argument("--mode", default="portable", help="portable (default), inline or split")
    ap.add_argument("--target", default="llvm-cpu", help="llvm-cpu (default) or vulkan")
    ap.add_argument("--cpu-driver", default="auto", choices=("auto", "local-task", "local-sync"))
    args = ap.parse_args(argv)

    from distributed import Client, LocalCluster

    import iree_vkfft.dask as vd

    program = pickle.loads(compile_program(args.mode, args.target, args.cpu_driver))
    saved = dict(os.environ)
    os.environ.update(worker_env())  # the spawned workers inherit it
    try:
        t0 = time.perf_counter()
        with LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                          dashboard_address=None) as cluster, Client(cluster) as client:
            client.register_plugin(vd.VulkanDevicePlugin())
            start_s = time.perf_counter() - t0
            mels, spec, seconds = run(client, program, args.clips, args.chunk)
    finally:
        os.environ.clear()
        os.environ.update(saved)
    worst_abs, worst_rel = check(range(args.clips), mels)
    want = np.fft.rfft(np.stack([synth_clip(i)[:16000] for i in range(args.clips)]).astype(
        np.float64))
    spec_rel = float(np.linalg.norm(spec - want) / np.linalg.norm(want))
    bound = 2e-6 + 5e-7 * np.log10(16000)  # pyvkfft's float32 tolerance, as the tests use
    assert spec.dtype == np.complex64 and spec_rel < bound, f"rfft relative L2 {spec_rel:.2e}"
    print(f"Whisper log-mel, {args.clips} clips x 30 s, {args.mode}/{args.target}, "
          f"{args.workers} worker(s): cluster start {start_s:.1f} s, run {seconds:.2f} s "
          f"({args.clips / seconds:.1f} clips/s, first calls and plan builds included)")
    print(f"vs numpy float64: log-mel max abs {worst_abs:.2e}, max relative L2 {worst_rel:.2e}; "
          f"rfft of the first second relative L2 {spec_rel:.2e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
