"""Whisper log-mel over a synthetic corpus with Ray Data: compile once, run on an actor pool.

    python examples/ray_whisper.py [--clips 64] [--actors 2] [--mode portable] [--target llvm-cpu]

The corpus is ``--clips`` clips of 30 s at 16 kHz, each a sine (its frequency set by the clip
id) plus white noise seeded by the clip id, so anyone can recompute clip ``i`` and its float64
reference. The pipeline is ``ray.data.range(n) -> map_batches(synthesize) ->
map_batches(LogMel, compute=ActorPoolStrategy(size=actors))``:

* The driver compiles tests/data/programs/whisper_logmel.mlir once and pickles it. A pickled
  self-contained program (portable on any target, inline on vulkan) is its ``.vmfb``, whose
  card carries entry, specs and FFTs; a split program is its segments' ``.vmfb`` plus the
  parsed program (the schedule is re-derived, not compiled). :class:`LogMel` unpickles it once
  per actor in ``__init__`` and each actor loads it on its own device lazily, at its first
  call (no compile in the workers).
* Actor/device assignment. An actor asks Ray for a whole GPU when ``--gpus-per-actor 1`` is
  given (one actor per GPU; Ray sets each actor's accelerator ids), and :func:`pick_device`
  maps the actor's first Ray GPU id to the same position among iree_vkfft.devices()' GPUs
  (assumes one GPU vendor, whose Vulkan order matches its CUDA/ROCm order), exported as
  ``IREE_VKFFT_DEVICE`` before anything opens a device. Ray's ids were chosen over an actor
  counter because Ray Data gives its actors no index, and Ray's GPU bookkeeping already
  guarantees that two actors never hold the same GPU. ``IREE_VKFFT_DEVICE`` steers both the
  VkFFT engine (direct FFTs, split mode's vkfft FFTs) and IREE's modules on ``vulkan`` (they
  load on the device ``iree_vkfft.current_device()`` names). On this machine (lavapipe,
  no GPU) there are no Ray GPUs: every actor uses the default device, and actors ask for
  ``0.5`` CPU each so that two actors plus the synthesis tasks fit in 2 CPUs (whole-CPU
  actors would leave the read tasks nothing and the pipeline would stall).

Every result is checked against the float64 numpy reference (examples/whisper_logmel.py)
with the bound tests/test_portable_programs.py uses for this program: relative L2 error below
10x pyvkfft's float32 tolerance for 400 points. Prints clips/s over the whole run and over the
steady state (after every actor's first batch, which carries its start-up and first call).
"""

from __future__ import annotations

import argparse
import math
import os
import pickle
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from whisper_corpus import (CLIP_SAMPLES, PROGRAM, REL_L2_BOUND, check,  # noqa: E402,F401
                            compile_program, constants, synth_clip, worker_env)

def synthesize(batch: dict) -> dict:
    """Ray Data batch ``{"id": ...}`` -> ``{"id", "audio": (n, 480000) float32}``."""
    ids = np.asarray(batch["id"], dtype=np.int64)
    return {"id": ids, "audio": np.stack([synth_clip(int(i)) for i in ids])}


# ---- the actor ---------------------------------------------------------------------------------
def pick_device() -> str | None:
    """This actor's ``IREE_VKFFT_DEVICE``: its first Ray GPU id mapped to that position among
    the Vulkan GPUs; None (keep the default) when Ray gave it no GPU. See the module docstring."""
    import ray

    gpu_ids = ray.get_runtime_context().get_accelerator_ids().get("GPU", [])
    if not gpu_ids:
        return None
    import iree_vkfft

    gpus = [d for d in iree_vkfft.devices() if d.type in ("discrete", "integrated")]
    if not gpus:
        return None
    return str(gpus[int(gpu_ids[0]) % len(gpus)].index)


class LogMel:
    """Ray Data callable class: one compiled program per actor, unpickled once."""

    def __init__(self, program_blob: bytes) -> None:
        device = pick_device()
        if device is not None:
            os.environ["IREE_VKFFT_DEVICE"] = device
        self.program = pickle.loads(program_blob)
        self.filters, self.window = constants()
        self.device = os.environ.get("IREE_VKFFT_DEVICE", "default")

    def __call__(self, batch: dict) -> dict:
        t_begin = time.time()
        audio = batch["audio"]
        mels = [self.program(clip, self.filters, self.window)[0] for clip in audio]
        n = len(mels)
        return {"id": np.asarray(batch["id"]), "logmel": np.stack(mels),
                "pid": np.full(n, os.getpid()), "t_begin": np.full(n, t_begin),
                "t_done": np.full(n, time.time())}


# ---- the pipeline ------------------------------------------------------------------------------
def init_ray(num_cpus: int | None = None) -> None:
    """A local Ray instance whose workers see :func:`worker_env`."""
    import ray

    ray.init(num_cpus=num_cpus, include_dashboard=False, log_to_driver=False,
             runtime_env={"env_vars": worker_env()})
    ray.data.DataContext.get_current().enable_progress_bars = False


def logmel_dataset(ids, program_blob: bytes, actors: int, batch_size: int = 4,
                   gpus_per_actor: float = 0.0):
    """The lazy Ray dataset ``ids -> audio -> log-mel`` on ``actors`` :class:`LogMel` actors."""
    import ray

    ids = np.asarray(ids, dtype=np.int64)
    ds = ray.data.from_items([{"id": int(i)} for i in ids],
                             override_num_blocks=max(1, math.ceil(len(ids) / batch_size)))
    ds = ds.map_batches(synthesize, batch_size=batch_size, num_cpus=0.5)
    return ds.map_batches(LogMel, fn_constructor_kwargs={"program_blob": program_blob},
                          batch_size=batch_size, compute=ray.data.ActorPoolStrategy(size=actors),
                          num_cpus=0.5, num_gpus=gpus_per_actor)


def run(ids, program_blob: bytes, actors: int, batch_size: int = 4,
        gpus_per_actor: float = 0.0) -> dict:
    """Runs the pipeline; the result columns as numpy arrays, sorted by clip id, plus
    ``seconds`` (the wall time of the whole run)."""
    t0 = time.time()
    rows = logmel_dataset(ids, program_blob, actors, batch_size, gpus_per_actor)
    cols: dict[str, list] = {}
    for batch in rows.iter_batches(batch_size=None, batch_format="numpy"):
        for k, v in batch.items():
            cols.setdefault(k, []).append(v)
    out = {k: np.concatenate(v) for k, v in cols.items()}
    order = np.argsort(out["id"])
    out = {k: v[order] for k, v in out.items()}
    out["seconds"] = time.time() - t0
    out["t_start"] = t0
    return out


def steady_rate(out: dict) -> float:
    """Clips/s once every actor has finished its first batch (which carries its start-up and
    first call): from then to the last batch's end, each clip counted for the share of its
    batch's run time that falls in that window (rows hold ``pid``, ``t_begin``, ``t_done``)."""
    t_begin, t_done, pid = out["t_begin"], out["t_done"], out["pid"]
    t0 = max(t_done[pid == p].min() for p in np.unique(pid))
    span = t_done.max() - t0
    if span <= 0:
        return float("nan")
    inside = np.clip(t_done - np.maximum(t_begin, t0), 0.0, None)
    share = np.where(t_done > t_begin, inside / np.maximum(t_done - t_begin, 1e-12),
                     (t_done > t0).astype(float))
    return float(share.sum() / span)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clips", type=int, default=64)
    ap.add_argument("--actors", type=int, default=2)
    ap.add_argument("--batch-size", type=int, default=4)
    ap.add_argument("--mode", default="portable", help="portable (default), inline or split")
    ap.add_argument("--target", default="llvm-cpu", help="llvm-cpu (default) or vulkan")
    ap.add_argument("--cpu-driver", default="auto", choices=("auto", "local-task", "local-sync"),
                    help="llvm-cpu: local-sync = one thread per actor")
    ap.add_argument("--gpus-per-actor", type=float, default=0.0,
                    help="1 on a GPU node: one actor per GPU (see the docstring)")
    ap.add_argument("--num-cpus", type=int, default=None, help="ray.init's num_cpus")
    args = ap.parse_args(argv)

    import ray

    t0 = time.perf_counter()
    blob = compile_program(args.mode, args.target, args.cpu_driver)
    compile_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    init_ray(args.num_cpus)
    init_s = time.perf_counter() - t0
    try:
        ids = np.arange(args.clips)
        out = run(ids, blob, args.actors, args.batch_size, args.gpus_per_actor)
    finally:
        ray.shutdown()
    assert np.array_equal(out["id"], ids), "clips lost or duplicated"
    worst_abs, worst_rel = check(out["id"], out["logmel"])
    print(f"Whisper log-mel, {args.clips} clips x 30 s, {args.mode}/{args.target}, "
          f"{args.actors} actor(s) (pids {sorted(set(out['pid'].tolist()))})")
    print(f"compile {compile_s:.2f} s (driver, once; disk cache may hit); ray.init "
          f"{init_s:.1f} s; run {out['seconds']:.2f} s: "
          f"{args.clips / out['seconds']:.1f} clips/s overall, "
          f"{steady_rate(out):.1f} clips/s steady")
    print(f"vs numpy float64: max abs error {worst_abs:.2e}, max relative L2 {worst_rel:.2e} "
          f"(bound {REL_L2_BOUND:.2e})")
    return 0


if __name__ == "__main__":
    # Run from the module, not __main__: Ray's workers then import LogMel and its helpers by
    # name (worker_env puts this folder on their path) instead of unpickling copies of them.
    import ray_whisper

    sys.exit(ray_whisper.main())
