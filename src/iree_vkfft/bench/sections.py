"""The in-process sections: transforms against numpy.fft and scipy.fft, per-call overhead,
device chains (data kept on the device) and DCT-II. Each returns its rows (dicts)."""

from __future__ import annotations

import dataclasses
import logging
import math
from typing import Callable

import numpy as np

from .. import _cache, _engine
from .._types import FftType, PlanKey, R2rType
from .cases import Case
from .timing import interleaved, plan_key, rel_error

logger = logging.getLogger("iree_vkfft")


def bench_transforms(cases: list[Case], repeat: int, device, workers: int,
                     compare_default: bool = True) -> list[dict]:
    """Ours (public API on host arrays, and the raw kernel) vs numpy.fft and scipy.fft."""
    import scipy.fft

    from .. import fft as ours

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
    from .. import fft as ours

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

    from .. import fft as ours
    from .._array import asarray

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

    from .. import scipy_fft as ours
    from ..fft import _r2r

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
