"""The sections timed in fresh processes (``python -m iree_vkfft.bench --plan-worker`` /
``--many-shapes-worker``), so that a cold run pays what a new process pays (glslang, Mesa
shader compilation) and a warm run loads only from the disk caches: plan creation, and every
length 1..N of four kinds once, cold."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

from .. import _cache, _config, _engine
from .._types import FftType, PlanKey
from .cases import Case
from .timing import plan_key

_WORKER = "iree_vkfft.bench"  # python -m: this package's __main__


def _subprocess_env(cache_dir: str) -> dict:
    env = dict(os.environ)
    env["IREE_VKFFT_CACHE_DIR"] = cache_dir
    # Mesa's own shader cache too, so "cold" really compiles and "warm" really reloads.
    env["MESA_SHADER_CACHE_DIR"] = os.path.join(cache_dir, "mesa")
    pkg_root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (pkg_root, env.get("PYTHONPATH")) if p)
    return env


def _run_plan_worker(keys: list[PlanKey], cache_dir: str) -> dict:
    request = {"keys": [{"device": k.device, "fft_type": k.fft_type.name, "shape": k.shape,
                         "batch": k.batch, "dtype": k.dtype, "normalize": k.normalize,
                         "options": k.options} for k in keys]}
    proc = subprocess.run([sys.executable, "-m", _WORKER, "--plan-worker"],
                          input=json.dumps(request), capture_output=True, text=True,
                          env=_subprocess_env(cache_dir), timeout=600, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"plan worker failed ({proc.returncode}): {proc.stderr[-2000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _plan_worker() -> None:
    """Subprocess side: time context creation, then each plan's build/load and first run."""
    t0 = time.perf_counter()
    request = json.loads(sys.stdin.read())
    device_index = request["keys"][0]["device"] if request["keys"] else None
    device = _engine.select_device(device_index)
    _engine.context(device)
    context_ms = (time.perf_counter() - t0) * 1e3
    plans = []
    for spec in request["keys"]:
        key = PlanKey(spec["device"], FftType[spec["fft_type"]], tuple(spec["shape"]),
                      spec["batch"], spec["dtype"], spec["normalize"],
                      tuple((k, v) for k, v in spec["options"]))
        start = time.perf_counter()
        plan, source = _cache.build_plan(key, device)
        build_ms = (time.perf_counter() - start) * 1e3
        src = np.zeros(plan.input_bytes, np.uint8)  # zeros of any dtype are zeros
        dst = np.empty(plan.output_bytes, np.uint8)
        start = time.perf_counter()
        plan.execute(src, dst)
        first_ms = (time.perf_counter() - start) * 1e3
        start = time.perf_counter()
        plan.execute(src, dst)
        second_ms = (time.perf_counter() - start) * 1e3
        plans.append({"key": repr(key), "source": source, "build_ms": build_ms,
                      "first_execute_ms": first_ms, "second_execute_ms": second_ms,
                      "kernels": plan.kernel_count})
    print(json.dumps({"context_ms": context_ms, "plans": plans}))


def bench_plans(cases: list[Case], device) -> dict:
    """Plan creation in a fresh process: cold (empty disk caches) then warm (from them)."""
    keys = [plan_key(c, device) for c in cases]
    with tempfile.TemporaryDirectory(prefix="iree-vkfft-bench-") as tmp:
        cold = _run_plan_worker(keys, tmp)
        warm = _run_plan_worker(keys, tmp)
    rows = []
    for case, c, w in zip(cases, cold["plans"], warm["plans"]):
        rows.append({"case": case.name, "label": case.label, "kernels": c["kernels"],
                     "cold_build_ms": c["build_ms"], "cold_source": c["source"],
                     "cold_first_execute_ms": c["first_execute_ms"],
                     "warm_build_ms": w["build_ms"], "warm_source": w["source"],
                     "warm_first_execute_ms": w["first_execute_ms"],
                     "steady_execute_ms": w["second_execute_ms"]})
    return {"cold_context_ms": cold["context_ms"], "warm_context_ms": warm["context_ms"],
            "plans": rows}


# ----------------------------------------------------------------------------------------
# many shapes: every length 1..N of four kinds once, cold, in a fresh process
# ----------------------------------------------------------------------------------------
_MANY_KINDS = ("fft", "ifft", "rfft", "irfft")


def _many_shapes_pass(functions, max_len: int) -> float:
    x = np.random.default_rng(0).standard_normal(2 * max_len)
    z = x[:max_len] + 1j * x[max_len:]
    start = time.perf_counter()
    for n in range(1, max_len + 1):
        for name in _MANY_KINDS:
            getattr(functions, name)(x[:n] if name == "rfft" else z[:n],
                                     n=n if name == "irfft" else None)
    return time.perf_counter() - start


def _many_shapes_worker() -> None:
    """Subprocess side: two passes over lengths 1..max_len through the public API, then the
    same loop on numpy.fft."""
    from .. import fft

    request = json.loads(sys.stdin.read())
    max_len = request["max_len"]
    with _config.use_tiered(request["tiered"]):
        first = _many_shapes_pass(fft, max_len)
        second = _many_shapes_pass(fft, max_len)
    numpy_s = _many_shapes_pass(np.fft, max_len)
    print(json.dumps({"first_s": first, "second_s": second, "numpy_s": numpy_s,
                      "plans_ready": len(_cache.plan_cache),
                      "host_calls": _cache.plan_cache.not_ready}))


def bench_many_shapes(max_len: int, vkfft_max_len: int) -> list[dict]:
    """Lengths 1..max_len x (fft, ifft, rfft, irfft), float64, one call each, in a fresh process
    with empty kernel caches (IREE_VKFFT_CACHE_DIR and Mesa's): tiered (the default) and, over
    a shorter range, VkFFT alone (every call waits for its plan)."""
    rows = []
    for tiered, n in ((True, max_len), (False, vkfft_max_len)):
        with tempfile.TemporaryDirectory(prefix="iree-vkfft-bench-") as tmp:
            env = _subprocess_env(tmp)
            env["IREE_VKFFT_PLAN_CACHE_SIZE"] = str(8 * n)
            proc = subprocess.run([sys.executable, "-m", _WORKER,
                                   "--many-shapes-worker"],
                                  input=json.dumps({"max_len": n, "tiered": tiered}),
                                  capture_output=True, text=True, env=env, timeout=1800)
        if proc.returncode != 0:
            raise RuntimeError(f"many-shapes worker failed: {proc.stderr[-2000:]}")
        row = json.loads(proc.stdout.strip().splitlines()[-1])
        rows.append({"mode": "tiered" if tiered else "vkfft only", "lengths": n,
                     "calls": 4 * n, **row})
    return rows
