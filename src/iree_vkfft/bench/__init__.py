"""``iree-vkfft bench`` (a front end: only :mod:`iree_vkfft.cli` and ``benchmarks/`` use it):
our transforms against numpy.fft and scipy.fft, plan creation, call overhead.

Everything runs in one process except plan creation and the many-shapes pass, which are timed
in fresh subprocesses (``python -m iree_vkfft.bench --plan-worker``) so that the cold run pays
what a new process pays (glslang, Mesa shader compilation) and the warm run loads only from
the disk caches.

Timings are medians of interleaved rounds: in each round every contender of a case runs once,
in a rotated order, so that load from other processes hits all of them alike. Ratios are more
trustworthy than absolute times on a shared machine.

Modules, by job: :mod:`.cases` (what is timed), :mod:`.timing` (the harness and plan helpers),
:mod:`.sections` (in-process sections), :mod:`.workers` (sections in fresh processes),
:mod:`.driver` (:func:`run`: every section into one document), :mod:`.render` (tables, plot).
Library code logs; :func:`render` returns the table text the CLI prints.
"""

from .cases import Case, full_cases, quick_cases
from .driver import SCHEMA, BenchOptions, run
from .render import plot, render
from .sections import bench_device_chains, bench_overhead, bench_r2r, bench_transforms
from .timing import (check_plan, disk_cache, interleaved, interleaved_samples, plan_key,
                     rel_error, sweep_options)
from .workers import bench_many_shapes, bench_plans

__all__ = ["SCHEMA", "BenchOptions", "Case", "bench_device_chains", "bench_many_shapes",
           "bench_overhead", "bench_plans", "bench_r2r", "bench_transforms", "check_plan",
           "disk_cache", "full_cases", "interleaved", "interleaved_samples", "plan_key", "plot",
           "quick_cases", "rel_error", "render", "run", "sweep_options"]
