"""``iree-vkfft bench``'s driver: :class:`BenchOptions` and :func:`run`, every section into
one results document (the ``--json`` output, schema :data:`SCHEMA`)."""

from __future__ import annotations

import dataclasses
import os
import time

import numpy as np

from .. import _config, _engine
from .cases import full_cases, quick_cases
from .sections import bench_device_chains, bench_overhead, bench_r2r, bench_transforms
from .workers import bench_many_shapes, bench_plans

SCHEMA = "iree-vkfft-bench/1"


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
                 "lp_num_threads": os.environ.get("LP_NUM_THREADS"), "tiered": False,
                 "started": time.strftime("%Y-%m-%dT%H:%M:%S%z")},
    }
    start = time.perf_counter()
    # "ours" is VkFFT: tiering (on by default, it runs a shape's first calls, and on a CPU
    # Vulkan device every small call, on pocketfft) would time numpy's own code instead
    with _config.use_tiered(False):
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
