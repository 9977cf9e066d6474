"""The timing harness: interleaved rounds (every contender once per round, in a rotated order,
so that load from other processes hits all of them alike), relative errors, the disk-cache
switch, and plan helpers (the funnel's PlanKey for a case, checking and sweeping VkFFT knobs)."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import statistics
import time
from typing import Callable

import numpy as np

from .. import _cache, _config, _tuning
from .._types import PlanKey
from .cases import Case

logger = logging.getLogger("iree_vkfft")


def interleaved_samples(contenders: dict[str, Callable[[], object]], rounds: int,
                        warmup: int = 1) -> dict[str, dict[str, list[float]]]:
    """Wall and process-CPU seconds of each contender over ``rounds`` interleaved rounds.

    The process CPU time counts lavapipe's worker threads too; it is less sensitive than the
    wall time to other processes competing for the cores, so it is a second opinion on a busy
    machine (it also counts any busy-waiting, so compare it only between like contenders).
    """
    names = list(contenders)
    for _ in range(warmup):
        for name in names:
            contenders[name]()
    samples = {name: {"wall": [], "cpu": []} for name in names}
    for r in range(rounds):
        shift = r % len(names)
        for name in names[shift:] + names[:shift]:
            cpu, wall = time.process_time(), time.perf_counter()
            contenders[name]()
            samples[name]["wall"].append(time.perf_counter() - wall)
            samples[name]["cpu"].append(time.process_time() - cpu)
    return samples


def interleaved(contenders: dict[str, Callable[[], object]], rounds: int,
                warmup: int = 1) -> dict[str, float]:
    """Median wall time in ms of each contender over ``rounds`` interleaved rounds."""
    samples = interleaved_samples(contenders, rounds, warmup)
    return {name: statistics.median(s["wall"]) * 1e3 for name, s in samples.items()}


def rel_error(got: np.ndarray, want: np.ndarray) -> float:
    got = np.asarray(got)
    scale = float(np.linalg.norm(want.ravel()))
    return float(np.linalg.norm((got - want).ravel())) / (scale or 1.0)


@contextlib.contextmanager
def disk_cache(path: str | None):
    """Point the kernel disk cache at ``path`` (None: off) for the duration of the block."""
    old = os.environ.get("IREE_VKFFT_CACHE_DIR")
    os.environ["IREE_VKFFT_CACHE_DIR"] = path if path is not None else "off"
    try:
        yield
    finally:
        if old is None:
            del os.environ["IREE_VKFFT_CACHE_DIR"]
        else:
            os.environ["IREE_VKFFT_CACHE_DIR"] = old


def plan_key(case: Case, device, options=None) -> PlanKey:
    """The PlanKey the funnel uses for ``case`` (inverse kinds normalized, as norm='backward')."""
    if options is None:
        options = _tuning.options_for(device, case.fft_type, case.shape, case.batch,
                                      case.precision)
    return PlanKey(device.index, case.fft_type, tuple(case.shape), case.batch, case.precision,
                   normalize=case.fft_type.is_inverse, options=tuple(sorted(options)))


def check_plan(plan, case: Case, x: np.ndarray | None = None) -> float:
    """Relative L2 error of ``plan`` on ``case`` against the float64 numpy oracle."""
    x = case.make_input() if x is None else x
    out = case.make_output()
    plan.execute(x, out)
    return rel_error(out, case.oracle(x))


def sweep_options(case: Case, option_sets, rounds: int = 9, device=None) -> list[dict]:
    """Build, check and time ``case`` under each option set (raw ``plan.execute``)."""
    device = device or _config.current_device()
    x, out = case.make_input(), case.make_output()
    want = case.oracle(x)
    rows, plans = [], {}
    with disk_cache(None):
        for options in option_sets:
            row = {"options": dict(options)}
            rows.append(row)
            try:
                plan, _ = _cache.build_plan(plan_key(case, device, options), device)
            except Exception as exc:  # noqa: BLE001 - a knob VkFFT rejects is a result
                row["error"] = f"build failed: {exc}"
                continue
            plan.execute(x, out)
            err = rel_error(out, want)
            row.update(rel_err=err, kernels=plan.kernel_count)
            if not err <= case.tolerance():
                row["error"] = f"wrong result (rel err {err:.2e})"
                continue
            plans[json.dumps(row["options"], sort_keys=True)] = plan
            logger.info("%s %s ok (%.1e)", case.name, row["options"], err)
    samples = interleaved_samples({k: (lambda p=p: p.execute(x, out)) for k, p in plans.items()},
                                  rounds)
    for row in rows:
        key = json.dumps(row["options"], sort_keys=True)
        if key in samples:
            row["ms"] = statistics.median(samples[key]["wall"]) * 1e3
            row["cpu_ms"] = statistics.median(samples[key]["cpu"]) * 1e3
            row["wall_samples_ms"] = [t * 1e3 for t in samples[key]["wall"]]
    return rows
