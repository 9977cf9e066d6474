"""Benchmarks: our transforms against numpy.fft and scipy.fft, plan creation, call overhead.

Everything runs in one process except plan creation, which is timed in fresh subprocesses
(``python -m iree_vkfft._bench --plan-worker``) so that the cold run pays what a new process
pays (glslang, Mesa shader compilation) and the warm run loads only from the disk caches.

Timings are medians of interleaved rounds: in each round every contender of a case runs once,
in a rotated order, so that load from other processes hits all of them alike. Ratios are more
trustworthy than absolute times on a shared machine.

Library code logs; :func:`render` returns the table text the CLI prints.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import logging
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Callable

import numpy as np

from . import _cache, _config, _engine, _tuning
from ._types import FftType, PlanKey, R2rType

logger = logging.getLogger("iree_vkfft")

SCHEMA = "iree-vkfft-bench/1"
_TOTAL_ELEMENTS = 1 << 22  # each batched C2C case holds ~4M complex64 values (32 MiB)


# ----------------------------------------------------------------------------------------
# cases
# ----------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Case:
    """One benchmarked transform: ``batch`` transforms of ``shape`` over the innermost axes."""

    name: str
    fft_type: FftType
    shape: tuple[int, ...]
    batch: int
    precision: str = "float32"

    @property
    def label(self) -> str:
        kind = {FftType.FFT: "C2C", FftType.IFFT: "C2C inv", FftType.RFFT: "R2C",
                FftType.IRFFT: "C2R"}[self.fft_type]
        dims = "x".join(str(n) for n in self.shape)
        dtype = "c128" if self.precision == "float64" else "c64"
        return f"{kind} {dims} b{self.batch} {dtype}"

    @property
    def axes(self) -> tuple[int, ...]:
        return tuple(range(-len(self.shape), 0))

    @property
    def complex_dtype(self) -> np.dtype:
        return np.dtype(np.complex128 if self.precision == "float64" else np.complex64)

    @property
    def real_dtype(self) -> np.dtype:
        return np.dtype(np.float64 if self.precision == "float64" else np.float32)

    @property
    def half_shape(self) -> tuple[int, ...]:
        return self.shape[:-1] + (self.shape[-1] // 2 + 1,)

    def make_input(self, seed: int = 0) -> np.ndarray:
        """A C-contiguous input of the plan's input layout and dtype."""
        rng = np.random.default_rng(seed)
        if self.fft_type is FftType.RFFT:
            return rng.standard_normal((self.batch,) + self.shape, dtype=self.real_dtype)
        if self.fft_type is FftType.IRFFT:  # a real signal's spectrum: a consistent C2R input
            real = rng.standard_normal((self.batch,) + self.shape)
            return np.fft.rfftn(real, axes=self.axes).astype(self.complex_dtype)
        shape = (self.batch,) + self.shape
        data = rng.standard_normal(shape, dtype=self.real_dtype) \
            + 1j * rng.standard_normal(shape, dtype=self.real_dtype)
        return data.astype(self.complex_dtype)

    def make_output(self) -> np.ndarray:
        if self.fft_type is FftType.RFFT:
            return np.empty((self.batch,) + self.half_shape, self.complex_dtype)
        if self.fft_type is FftType.IRFFT:
            return np.empty((self.batch,) + self.shape, self.real_dtype)
        return np.empty((self.batch,) + self.shape, self.complex_dtype)

    def reference(self, module, x, **kwargs):
        """Run this transform with a numpy.fft-like ``module`` (numpy.fft, scipy.fft, ours)."""
        one = len(self.shape) == 1
        name = {FftType.FFT: "fft", FftType.IFFT: "ifft", FftType.RFFT: "rfft",
                FftType.IRFFT: "irfft"}[self.fft_type]
        if one:
            if self.fft_type is FftType.IRFFT:
                return getattr(module, name)(x, n=self.shape[0], **kwargs)
            return getattr(module, name)(x, **kwargs)
        if self.fft_type is FftType.IRFFT:
            return getattr(module, name + "n")(x, s=self.shape, axes=self.axes, **kwargs)
        return getattr(module, name + "n")(x, axes=self.axes, **kwargs)

    def oracle(self, x: np.ndarray) -> np.ndarray:
        """numpy in float64, scaled like our plan (inverse kinds normalized by 1/N)."""
        wide = x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
        return self.reference(np.fft, wide)

    def tolerance(self) -> float:
        """pyvkfft's accuracy floor, doubled for Bluestein lengths (a prime factor above 13)."""
        n = math.prod(self.shape)
        tol = 2e-6 + 5e-7 * math.log10(n) if self.precision == "float32" \
            else 5e-15 + 5e-16 * math.log10(n)
        return tol * (2 if _tuning.uses_bluestein(self.shape) else 1)


def full_cases() -> list[Case]:
    cases = [Case(f"c2c_{1 << k}", FftType.FFT, (1 << k,), _TOTAL_ELEMENTS >> k)
             for k in range(10, 21)]
    cases += [
        Case("r2c_400", FftType.RFFT, (400,), 3000),
        Case("c2c_1024x1024", FftType.FFT, (1024, 1024), 1),
        Case("c2c_4099", FftType.FFT, (4099,), 1024),
        Case("c2c_65536_f64", FftType.FFT, (1 << 16,), 64, "float64"),
    ]
    return cases


def quick_cases() -> list[Case]:
    return [
        Case("c2c_1024", FftType.FFT, (1024,), 256),
        Case("c2c_65536", FftType.FFT, (1 << 16,), 4),
        Case("r2c_400", FftType.RFFT, (400,), 300),
        Case("c2c_256x256", FftType.FFT, (256, 256), 1),
        Case("c2c_4096_f64", FftType.FFT, (4096,), 16, "float64"),
    ]


# ----------------------------------------------------------------------------------------
# timing and plan helpers
# ----------------------------------------------------------------------------------------
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


# ----------------------------------------------------------------------------------------
# sections
# ----------------------------------------------------------------------------------------
def bench_transforms(cases: list[Case], repeat: int, device, workers: int,
                     compare_default: bool = True) -> list[dict]:
    """Ours (public API on host arrays, and the raw kernel) vs numpy.fft and scipy.fft."""
    import scipy.fft

    from . import fft as ours

    rows = []
    for case in cases:
        x = case.make_input()
        out = case.make_output()
        _cache.plan_cache.clear()
        case.reference(ours, x)  # which plan(s) does the public API pick?
        api_options = [dict(k.options) for k in _cache.plan_cache.keys()]
        key = plan_key(case, device)
        plan = _cache.plan_cache.get(key, device)
        contenders = {
            "ours": lambda: case.reference(ours, x),
            "kernel": lambda: plan.execute(x, out),
            "numpy": lambda: case.reference(np.fft, x),
            "scipy": lambda: case.reference(scipy.fft, x, workers=workers),
        }
        if compare_default and key.options:
            default = _cache.plan_cache.get(plan_key(case, device, ()), device)
            contenders["kernel_default"] = lambda: default.execute(x, out)
        logger.info("timing %s (%d rounds)", case.label, repeat)
        ms = interleaved(contenders, repeat)
        err = rel_error(case.reference(ours, x), case.oracle(x))
        row = {"case": case.name, "label": case.label, "fft_type": case.fft_type.name,
               "shape": list(case.shape), "batch": case.batch, "precision": case.precision,
               "options": dict(key.options), "api_options": api_options, "rel_err": err, "tolerance": case.tolerance(),
               "ours_ms": ms["ours"], "kernel_ms": ms["kernel"], "numpy_ms": ms["numpy"],
               "scipy_ms": ms["scipy"], "kernel_default_ms": ms.get("kernel_default"),
               "ours_vs_numpy": ms["ours"] / ms["numpy"], "ours_vs_scipy": ms["ours"] / ms["scipy"],
               "kernel_vs_scipy": ms["kernel"] / ms["scipy"]}
        rows.append(row)
        _cache.plan_cache.clear()  # keep memory bounded across the big cases
    return rows


def _api_plans(call: Callable[[], object], device) -> dict[FftType, tuple[PlanKey, object]]:
    """The plans the public API uses for ``call`` (run once on an emptied plan cache)."""
    _cache.plan_cache.clear()
    call()
    return {key.fft_type: (key, _cache.plan_cache.get(key, device))
            for key in _cache.plan_cache.keys()}


def bench_overhead(device, repeat: int) -> list[dict]:
    """Per-call cost of the Python funnel: public API minus raw ``plan.execute``."""
    from . import fft as ours

    rows = []
    for case, rounds in ((Case("c2c_1024_b16", FftType.FFT, (1024,), 16), max(200, 20 * repeat)),
                         (Case("r2c_400", FftType.RFFT, (400,), 3000), max(30, 4 * repeat))):
        x, out = case.make_input(), case.make_output()
        # the same plan as the API's, so only the Python around it differs
        (key, plan), = _api_plans(lambda: case.reference(ours, x), device).values()
        ms = interleaved({
            "ours": lambda: case.reference(ours, x),
            "raw": lambda: plan.execute(x, out),
            "raw_alloc": lambda: plan.execute(x, np.empty_like(out)),
            "numpy": lambda: case.reference(np.fft, x),
        }, rounds, warmup=3)
        rows.append({"case": case.name, "label": case.label, "rounds": rounds,
                     "options": dict(key.options),
                     "api_us": ms["ours"] * 1e3, "raw_us": ms["raw"] * 1e3,
                     "raw_alloc_us": ms["raw_alloc"] * 1e3,
                     "overhead_us": (ms["ours"] - ms["raw"]) * 1e3,
                     "python_us": (ms["ours"] - ms["raw_alloc"]) * 1e3,
                     "numpy_us": ms["numpy"] * 1e3})
    return rows


def bench_device_chains(device, repeat: int, workers: int, quick: bool) -> list[dict]:
    """Forward then inverse with data staying on the device, vs through host arrays."""
    import scipy.fft

    from . import fft as ours
    from ._array import asarray

    c2c = Case("c2c_4096", FftType.FFT, (4096,), 64 if quick else 1024)
    r2c = Case("r2c_400", FftType.RFFT, (400,), 300 if quick else 3000)
    rows = []
    for case, fwd, inv, kw in ((c2c, ours.fft, ours.ifft, {}),
                               (r2c, ours.rfft, ours.irfft, {"n": 400})):
        x = case.make_input()
        xd = asarray(x, device=device)
        inv_case = dataclasses.replace(
            case, fft_type=FftType.IFFT if case.fft_type is FftType.FFT else FftType.IRFFT)
        ctx = _engine.context(device)
        used = _api_plans(lambda: inv(fwd(xd), **kw), device)  # raw runs the API's own plans
        fplan, iplan = used[case.fft_type][1], used[inv_case.fft_type][1]
        mid_bytes = case.make_output().nbytes
        buf_mid, buf_out = ctx.allocate(mid_bytes), ctx.allocate(x.nbytes)
        npf, npi = (np.fft.fft, np.fft.ifft) if case.fft_type is FftType.FFT else \
            (np.fft.rfft, np.fft.irfft)
        spf, spi = (scipy.fft.fft, scipy.fft.ifft) if case.fft_type is FftType.FFT else \
            (scipy.fft.rfft, scipy.fft.irfft)

        def raw():
            fplan.execute_device(xd.buffer, buf_mid)
            iplan.execute_device(buf_mid, buf_out)

        ms = interleaved({
            "device": lambda: inv(fwd(xd), **kw),
            "raw_device": raw,
            "host": lambda: inv(fwd(x), **kw),
            "numpy": lambda: npi(npf(x), **kw),
            "scipy": lambda: spi(spf(x, workers=workers), workers=workers, **kw),
        }, repeat)
        back = inv(fwd(xd), **kw).numpy()
        rows.append({"chain": f"{case.label} forward+inverse", "case": case.name,
                     "device_ms": ms["device"], "raw_device_ms": ms["raw_device"],
                     "host_ms": ms["host"], "numpy_ms": ms["numpy"], "scipy_ms": ms["scipy"],
                     "roundtrip_rel_err": rel_error(back, x)})
    _cache.plan_cache.clear()
    return rows


def bench_r2r(device, repeat: int, workers: int, quick: bool) -> list[dict]:
    """DCT-II (float32): ours (scipy_fft on host arrays), the raw VkFFT R2R plan, the exact C2C
    formulation the library uses where VkFFT's R2R is wrong (same API, forced), and
    scipy.fft.dct/dctn with ``workers`` threads."""
    import scipy.fft

    from . import scipy_fft as ours
    from .fft import _r2r

    rng = np.random.default_rng(0)
    cases = [("dct2_2d_1024x1024", (256, 256) if quick else (1024, 1024), (0, 1)),
             ("dct2_400_x3000", (300 if quick else 3000, 400), (1,))]
    rows = []
    for name, shape, axes in cases:
        x = rng.standard_normal(shape, dtype=np.float32)
        lengths = tuple(shape[a] for a in axes)
        batch = math.prod(shape) // math.prod(lengths)
        _cache.plan_cache.clear()
        plan = _cache.plan_cache.get(PlanKey(device.index, R2rType.DCT2, lengths, batch,
                                             "float32"), device)
        out = np.empty_like(x)

        def via_fft():
            y = x
            for axis in axes:
                y = _r2r._via_fft(y, R2rType.DCT2, axis)
            return y

        ms = interleaved({
            "ours": lambda: ours.dctn(x, axes=axes),
            "kernel": lambda: plan.execute(x, out),
            "via_fft": via_fft,
            "scipy": lambda: scipy.fft.dctn(x, axes=axes, workers=workers),
        }, repeat)
        want = scipy.fft.dctn(x.astype(np.float64), axes=axes)
        rows.append({"case": name, "shape": list(shape), "axes": list(axes),
                     "ours_ms": ms["ours"], "kernel_ms": ms["kernel"],
                     "via_fft_ms": ms["via_fft"], "scipy_ms": ms["scipy"],
                     "ours_vs_scipy": ms["ours"] / ms["scipy"],
                     "rel_err": rel_error(ours.dctn(x, axes=axes), want),
                     "via_fft_rel_err": rel_error(via_fft(), want)})
    _cache.plan_cache.clear()
    return rows


def _subprocess_env(cache_dir: str) -> dict:
    env = dict(os.environ)
    env["IREE_VKFFT_CACHE_DIR"] = cache_dir
    # Mesa's own shader cache too, so "cold" really compiles and "warm" really reloads.
    env["MESA_SHADER_CACHE_DIR"] = os.path.join(cache_dir, "mesa")
    pkg_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (pkg_root, env.get("PYTHONPATH")) if p)
    return env


def _run_plan_worker(keys: list[PlanKey], cache_dir: str) -> dict:
    request = {"keys": [{"device": k.device, "fft_type": k.fft_type.name, "shape": k.shape,
                         "batch": k.batch, "dtype": k.dtype, "normalize": k.normalize,
                         "options": k.options} for k in keys]}
    proc = subprocess.run([sys.executable, "-m", "iree_vkfft._bench", "--plan-worker"],
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
    from . import fft

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
            proc = subprocess.run([sys.executable, "-m", "iree_vkfft._bench",
                                   "--many-shapes-worker"],
                                  input=json.dumps({"max_len": n, "tiered": tiered}),
                                  capture_output=True, text=True, env=env, timeout=1800)
        if proc.returncode != 0:
            raise RuntimeError(f"many-shapes worker failed: {proc.stderr[-2000:]}")
        row = json.loads(proc.stdout.strip().splitlines()[-1])
        rows.append({"mode": "tiered" if tiered else "vkfft only", "lengths": n,
                     "calls": 4 * n, **row})
    return rows


# ----------------------------------------------------------------------------------------
# driver
# ----------------------------------------------------------------------------------------
@dataclasses.dataclass
class BenchOptions:
    repeat: int | None = None
    quick: bool = False
    device: object = None
    plans: bool = True
    cases: tuple[str, ...] = ()
    many_shapes: bool | None = None  # None: all but --quick


def run(options: BenchOptions) -> dict:
    """Run every section and return the results (the ``--json`` document)."""
    import scipy

    device = _engine.select_device(options.device) if options.device is not None \
        else _config.current_device()
    repeat = options.repeat or (3 if options.quick else 9)
    workers = os.cpu_count() or 1
    cases = quick_cases() if options.quick else full_cases()
    if options.cases:
        cases = [c for c in cases if c.name in options.cases]
    native = _engine.native()
    results = {
        "schema": SCHEMA,
        "meta": {"device": str(device), "device_type": device.type, "driver": device.driver,
                 "driver_info": device.driver_info, "vkfft_version": native.VKFFT_VERSION,
                 "numpy": np.__version__, "scipy": scipy.__version__, "scipy_workers": workers,
                 "cpu_count": os.cpu_count(), "repeat": repeat, "quick": options.quick,
                 "lp_num_threads": os.environ.get("LP_NUM_THREADS"),
                 "started": time.strftime("%Y-%m-%dT%H:%M:%S%z")},
    }
    start = time.perf_counter()
    results["transforms"] = bench_transforms(cases, repeat, device, workers)
    results["overhead"] = bench_overhead(device, repeat)
    results["device_chains"] = bench_device_chains(device, repeat, workers, options.quick)
    results["r2r"] = bench_r2r(device, repeat, workers, options.quick)
    if options.plans:
        plan_cases = cases[:2] + [c for c in cases[2:] if c.name in
                                  ("c2c_1048576", "r2c_400", "c2c_1024x1024", "c2c_4099",
                                   "c2c_65536_f64")]
        results["plan_creation"] = bench_plans(plan_cases, device)
    if options.many_shapes or (options.many_shapes is None and not options.quick):
        results["many_shapes"] = bench_many_shapes(512, 24)
    results["meta"]["elapsed_s"] = time.perf_counter() - start
    return results


def render(results: dict) -> str:
    """The human-readable tables for ``results``."""
    meta = results["meta"]
    lines = [f"iree-vkfft bench on {meta['device']} ({meta['driver_info']}), VkFFT "
             f"{meta['vkfft_version']}, numpy {meta['numpy']}, scipy {meta['scipy']} "
             f"(workers={meta['scipy_workers']}); median of {meta['repeat']} interleaved rounds",
             "", "Transforms (ms; ours = public API on host arrays, kernel = raw plan.execute with "
                 "_tuning's options, default = the same with VkFFT's defaults)"]
    head = (f"{'case':<24} {'ours':>8} {'kernel':>8} {'default':>8} {'numpy':>8} {'scipy':>8} "
            f"{'/numpy':>7} {'/scipy':>7} {'k/scipy':>7} {'rel err':>8}  kernel options")
    lines += [head, "-" * len(head)]
    for r in results["transforms"]:
        default = f"{r['kernel_default_ms']:8.2f}" if r.get("kernel_default_ms") else f"{'-':>8}"
        opts = ",".join(f"{k}={v}" for k, v in r["options"].items()) or "default"
        lines.append(f"{r['label']:<24} {r['ours_ms']:8.2f} {r['kernel_ms']:8.2f} {default} "
                     f"{r['numpy_ms']:8.2f} {r['scipy_ms']:8.2f} {r['ours_vs_numpy']:7.2f} "
                     f"{r['ours_vs_scipy']:7.2f} {r['kernel_vs_scipy']:7.2f} {r['rel_err']:8.1e}  "
                     f"{opts}")
    lines += ["", "Per-call overhead (us; the API's cached plan called by the API vs raw "
                  "plan.execute on pre-made arrays; raw+alloc = raw into a new output array; "
                  "python = api - raw+alloc)"]
    head = (f"{'case':<24} {'api':>9} {'raw':>9} {'raw+alloc':>9} {'overhead':>9} {'python':>9} "
            f"{'numpy':>9}")
    lines += [head, "-" * len(head)]
    for r in results["overhead"]:
        lines.append(f"{r['label']:<24} {r['api_us']:9.1f} {r['raw_us']:9.1f} "
                     f"{r['raw_alloc_us']:9.1f} {r['overhead_us']:9.1f} {r['python_us']:9.1f} "
                     f"{r['numpy_us']:9.1f}")
    lines += ["", "Device chains (ms; forward+inverse; device = DeviceArray in/out, no host copies;"
                  " raw dev = the same plans' execute_device on pre-allocated buffers)"]
    head = (f"{'chain':<40} {'device':>8} {'raw dev':>8} {'host':>8} {'numpy':>8} {'scipy':>8}")
    lines += [head, "-" * len(head)]
    for r in results["device_chains"]:
        lines.append(f"{r['chain']:<40} {r['device_ms']:8.2f} {r['raw_device_ms']:8.2f} "
                     f"{r['host_ms']:8.2f} {r['numpy_ms']:8.2f} {r['scipy_ms']:8.2f}")
    if results.get("r2r"):
        lines += ["", "DCT-II float32 (ms; ours = iree_vkfft.scipy_fft.dctn on host arrays, kernel "
                      "= raw VkFFT R2R plan, via FFT = the exact C2C formulation used where "
                      "VkFFT's R2R is wrong)"]
        head = (f"{'case':<24} {'ours':>8} {'kernel':>8} {'via FFT':>8} {'scipy':>8} "
                f"{'/scipy':>7} {'rel err':>8}")
        lines += [head, "-" * len(head)]
        for r in results["r2r"]:
            label = f"DCT-II {'x'.join(map(str, r['shape']))} ax{''.join(map(str, r['axes']))}"
            lines.append(f"{label:<24} {r['ours_ms']:8.2f} {r['kernel_ms']:8.2f} "
                         f"{r['via_fft_ms']:8.2f} {r['scipy_ms']:8.2f} "
                         f"{r['ours_vs_scipy']:7.2f} {r['rel_err']:8.1e}")
    plans = results.get("plan_creation")
    if plans:
        lines += ["", f"Plan creation in a fresh process (ms; context "
                      f"{plans['cold_context_ms']:.0f} cold / {plans['warm_context_ms']:.0f} warm;"
                      f" first execute includes Mesa's shader compile)"]
        head = (f"{'case':<24} {'kern':>4} {'cold':>8} {'1st run':>8} {'warm':>8} {'1st run':>8} "
                f"{'steady':>8}")
        lines += [head, "-" * len(head)]
        for r in plans["plans"]:
            lines.append(f"{r['label']:<24} {r['kernels']:4d} {r['cold_build_ms']:8.1f} "
                         f"{r['cold_first_execute_ms']:8.1f} {r['warm_build_ms']:8.1f} "
                         f"{r['warm_first_execute_ms']:8.1f} {r['steady_execute_ms']:8.1f}")
    if results.get("many_shapes"):
        lines += ["", "Many shapes (s; lengths 1..N x fft/ifft/rfft/irfft, float64, one call each, "
                      "fresh process, empty kernel caches; 2nd pass = the same calls again)"]
        head = (f"{'mode':<12} {'N':>5} {'calls':>6} {'1st pass':>9} {'2nd pass':>9} "
                f"{'numpy':>8} {'plans ready':>11} {'host calls':>10}")
        lines += [head, "-" * len(head)]
        for r in results["many_shapes"]:
            lines.append(f"{r['mode']:<12} {r['lengths']:5d} {r['calls']:6d} "
                         f"{r['first_s']:9.3f} {r['second_s']:9.3f} {r['numpy_s']:8.3f} "
                         f"{r['plans_ready']:11d} {r['host_calls']:10d}")
    lines.append(f"\n({meta.get('elapsed_s', 0):.0f} s; shared machine: trust ratios, not absolute "
                 "times)")
    return "\n".join(lines)


def plot(results: dict, path: str) -> str | None:
    """Write a PNG of time per transform; returns an error message instead if impossible."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "--plot needs matplotlib, which is not installed (pip install matplotlib)"
    rows = results["transforms"]
    labels = [r["label"] for r in rows]
    pos = np.arange(len(rows))
    fig, ax = plt.subplots(figsize=(max(8, len(rows) * 0.8), 5))
    bars = (("ours_ms", "iree-vkfft API"), ("kernel_ms", "VkFFT kernel (tuned)"),
            ("numpy_ms", "numpy.fft"), ("scipy_ms", "scipy.fft"))
    for i, (col, name) in enumerate(bars):
        ax.bar(pos + (i - 1.5) * 0.2, [r[col] for r in rows], 0.2, label=name)
    ax.set_xticks(pos, labels, rotation=45, ha="right", fontsize=8)
    ax.set_ylabel("ms (median)")
    ax.set_yscale("log")
    ax.set_title(f"FFT time on {results['meta']['device']}")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return None


if __name__ == "__main__":
    if sys.argv[1:] == ["--plan-worker"]:
        _plan_worker()
    elif sys.argv[1:] == ["--many-shapes-worker"]:
        _many_shapes_worker()
    else:
        sys.exit("usage: python -m iree_vkfft._bench --plan-worker (internal); "
                 "use `iree-vkfft bench` instead")
