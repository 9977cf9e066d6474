"""Scaling out the Whisper log-mel program: a plain loop vs Dask vs Ray Data, 1 and 2 workers.

    PYTHONPATH=src python3 benchmarks/bench_scale.py [--clips 48] [--repeat 2] [--mode portable]
        [--target llvm-cpu]

The work unit is a batch of ``--batch-size`` clips (4) of examples/ray_whisper.py's synthetic
corpus, done as the Ray pipeline does it in every contender: synthesize the clips' 30 s of
audio from their ids, then run the compiled program on each, return the (n, 80, 3000)
log-mels to the driver. (Alternating synthesis and program call clip by clip measured ~35%
slower per clip in one process here, 80 vs 56 ms, so per-clip units would favour the
batched pipeline.) Contenders, all running the program compiled once here and pickled:

* ``plain``: a loop in this process over an unpickled copy.
* ``dask``: ``distributed.LocalCluster`` (processes, 1 thread per worker); the program is
  scattered once (``broadcast=True``) and every task gets that future; ``client.map`` over the
  batches.
* ``ray``: the example's pipeline (``map_batches`` with the ``LogMel`` class, one actor per
  worker) on one ``ray.init(num_cpus=2)``.

``clips/s`` excludes start-up: the plain loop and Dask run one warm-up batch per worker first
and time the rest; Ray Data starts new actors for every run, so its rate counts the work done
after every actor has finished its first batch (``ray_whisper.steady_rate``: the rows carry
each batch's start and end times). Reported
separately: ``start s`` (cluster start + scatter, or ``ray.init`` — shared by both Ray rows —
and the compile for the plain row) and ``warm s`` (first call per worker; for Ray, the
actors' start-up and first batch). ``ovh ms``: the engine's cost per task, the inverse
throughput of no-op tasks on the same workers (Dask: ``client.map`` of a no-op; Ray: a no-op
class over 1-row batches) measured in the same run. ``max |d|``: the largest difference of a
contender's log-mels from the plain loop's, themselves checked against numpy float64. Each
round runs every contender in turn (plain, Dask, then Ray with its own ``ray.init``); the
table shows medians over ``--repeat`` rounds.

On 2 cores, 2 workers cannot double the rate: IREE's local-task driver already runs a
2-thread pool in each process, and the driver process shares the cores with the workers.
Ratios are more trustworthy than absolute times on a shared machine.
"""

from __future__ import annotations

import importlib.machinery
import argparse
import os
import pickle
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
sys.path.insert(0, str(ROOT / "examples"))

import ray_whisper as rw  # noqa: E402

NOOP_TASKS = 200


def batch_task(program, ids) -> np.ndarray:
    """One batch, as the Ray pipeline does it: synthesize its clips, then run the program on
    each; the (n, 80, 3000) log-mels."""
    filters, window = rw.constants()
    audio = rw.synthesize({"id": np.asarray(ids)})["audio"]
    return np.stack([program(clip, filters, window)[0] for clip in audio])


def noop(i):
    return i


class NoOp:
    """Ray Data's no-op: the rows back with the example's timestamp columns."""

    def __call__(self, batch: dict) -> dict:
        n, now = len(batch["id"]), time.time()
        return {"id": batch["id"], "pid": np.full(n, os.getpid()),
                "t_begin": np.full(n, now), "t_done": np.full(n, now)}


def bench_plain(blob: bytes, batches: list) -> dict:
    program = pickle.loads(blob)
    t0 = time.perf_counter()
    batch_task(program, batches[0])
    warm = time.perf_counter() - t0
    t0 = time.perf_counter()
    outs = [batch_task(program, b) for b in batches[1:]]
    rate = sum(map(len, batches[1:])) / (time.perf_counter() - t0)
    return {"rate": rate, "warm": warm, "outs": np.concatenate(outs),
            "ids": np.concatenate(batches[1:])}


def bench_dask(blob: bytes, batches: list, workers: int) -> dict:
    from distributed import Client, LocalCluster

    t0 = time.perf_counter()
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                      dashboard_address=":0") as cluster, Client(cluster) as client:
        program = client.scatter(pickle.loads(blob), broadcast=True)
        start = time.perf_counter() - t0
        t0 = time.perf_counter()
        addrs = list(client.scheduler_info()["workers"])
        client.gather([client.submit(batch_task, program, batches[0], workers=[a], pure=False)
                       for a in addrs])
        warm = time.perf_counter() - t0
        t0 = time.perf_counter()
        outs = client.gather(client.map(batch_task, [program] * (len(batches) - 1),
                                        batches[1:], pure=False))
        rate = sum(map(len, batches[1:])) / (time.perf_counter() - t0)
        t0 = time.perf_counter()
        client.gather(client.map(noop, range(NOOP_TASKS), pure=False))
        overhead = (time.perf_counter() - t0) / NOOP_TASKS
    return {"rate": rate, "start": start, "warm": warm, "overhead": overhead,
            "outs": np.concatenate(outs), "ids": np.concatenate(batches[1:])}


def bench_ray(blob: bytes, batches: list, actors: int) -> dict:
    import ray

    out = rw.run(np.concatenate(batches), blob, actors=actors, batch_size=len(batches[0]))
    first = max(out["t_done"][out["pid"] == p].min() for p in np.unique(out["pid"]))
    ds = ray.data.range(NOOP_TASKS, override_num_blocks=NOOP_TASKS // 4)
    ds = ds.map_batches(NoOp, batch_size=1, num_cpus=0.5,
                        compute=ray.data.ActorPoolStrategy(size=actors))
    cols: dict = {"pid": [], "t_begin": [], "t_done": []}
    for batch in ds.iter_batches(batch_size=None, batch_format="numpy"):
        for k in cols:
            cols[k].append(batch[k])
    noop_rate = rw.steady_rate({k: np.concatenate(v) for k, v in cols.items()})
    return {"rate": rw.steady_rate(out), "warm": first - out["t_start"],
            "overhead": 1.0 / noop_rate, "outs": out["logmel"], "ids": out["id"]}


def measure(blob: bytes, batches: list, workers: list[int]) -> list[dict]:
    """Every contender's row: name, workers, rate, start, warm, overhead, outs, ids."""
    rows = [dict(name="plain", workers=1, **bench_plain(blob, batches))]
    for k in workers:
        rows.append(dict(name="dask", workers=k, **bench_dask(blob, batches, k)))
    import ray

    t0 = time.perf_counter()
    rw.init_ray(num_cpus=2)
    start = time.perf_counter() - t0
    try:
        for k in workers:
            rows.append(dict(name="ray", workers=k, start=start, **bench_ray(blob, batches, k)))
    finally:
        ray.shutdown()
    return rows


def combine(rounds: list[list[dict]]) -> list[dict]:
    """One row per contender: the median over rounds of each timing, the last round's outputs."""
    rows = []
    for i, last in enumerate(rounds[-1]):
        row = dict(last)
        for key in ("rate", "start", "warm", "overhead"):
            if key in last:
                row[key] = statistics.median(r[i][key] for r in rounds)
        rows.append(row)
    return rows


def render(rows: list[dict], compile_s: float) -> str:
    plain = rows[0]
    by_id = dict(zip(plain["ids"].tolist(), plain["outs"]))
    head = (f"{'engine':<7} {'workers':>7} {'clips/s':>8} {'x plain':>8} {'start s':>8} "
            f"{'warm s':>7} {'ovh ms':>7} {'ovh/clip':>8} {'max |d|':>8}")
    lines = [head, "-" * len(head)]
    clip_ms = 1e3 / plain["rate"]
    for r in rows:
        diffs = [float(np.abs(y - by_id[i]).max()) for i, y in zip(r["ids"].tolist(), r["outs"])
                 if i in by_id]
        ovh = r.get("overhead")
        start = r.get("start", compile_s)
        lines.append(
            f"{r['name']:<7} {r['workers']:>7} {r['rate']:8.2f} {r['rate'] / plain['rate']:8.2f} "
            f"{start:8.2f} {r['warm']:7.2f} "
            f"{'-' if ovh is None else format(1e3 * ovh, '.2f'):>7} "
            f"{'-' if ovh is None else format(1e3 * ovh / clip_ms, '.3f'):>8} "
            f"{max(diffs) if diffs else float('nan'):8.1e}")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clips", type=int, default=48, help="clips per contender and round (>= 9)")
    ap.add_argument("--batch-size", type=int, default=4, help="clips per task / batch")
    ap.add_argument("--repeat", type=int, default=2, help="rounds (medians of N)")
    ap.add_argument("--workers", default="1,2", help="worker/actor counts")
    ap.add_argument("--mode", default="portable", help="portable (default), inline or split")
    ap.add_argument("--target", default="llvm-cpu", help="llvm-cpu (default) or vulkan")
    ap.add_argument("--cpu-driver", default="auto", choices=("auto", "local-task", "local-sync"),
                    help="llvm-cpu: local-sync = one thread per worker (auto: local-task here)")
    args = ap.parse_args(argv)
    os.environ.update(rw.worker_env())  # Dask's spawned workers import what this process does

    t0 = time.perf_counter()
    blob = rw.compile_program(args.mode, args.target, args.cpu_driver)
    compile_s = time.perf_counter() - t0
    batches = np.split(np.arange(args.clips), range(args.batch_size, args.clips, args.batch_size))
    workers = [int(k) for k in args.workers.split(",")]
    rows = combine([measure(blob, batches, workers) for _ in range(args.repeat)])
    worst_abs, worst_rel = rw.check(rows[0]["ids"], rows[0]["outs"])
    load = os.getloadavg()
    print(f"Whisper log-mel ({args.mode}/{args.target}, cpu_driver={args.cpu_driver}), {args.clips} clips x 30 s per "
          f"contender, medians of {args.repeat} rounds, {os.cpu_count()} CPUs, load average {load[0]:.2f} {load[1]:.2f} "
          f"{load[2]:.2f}")
    print(render(rows, compile_s))
    print(f"plain loop vs numpy float64: max abs {worst_abs:.2e}, max rel L2 {worst_rel:.2e} "
          f"(bound {rw.REL_L2_BOUND:.2e}); plain row's start s is the compile "
          f"(disk cache may hit)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
