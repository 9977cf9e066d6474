"""The synthetic Whisper corpus the scaling examples share (examples/ray_whisper.py,
examples/dask_whisper.py, benchmarks/bench_scale.py, their tests).

Clip ``i`` is 30 s at 16 kHz: a sine of 100 + 37 * (i % 97) Hz plus white noise seeded by
``i``, so anyone can recompute a clip and its float64 reference (examples/whisper_logmel.py).
"""

from __future__ import annotations

import functools
import math
import os
import pickle
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from whisper_logmel import N_FFT, SR, mel_filters, reference  # noqa: E402

PROGRAM = HERE.parent / "tests" / "data" / "programs" / "whisper_logmel.mlir"
CLIP_SAMPLES = SR * 30
#: tests/test_portable_programs.py's bound: 10x pyvkfft's float32 tolerance for 400 points
REL_L2_BOUND = 10 * (2e-6 + 5e-7 * math.log10(N_FFT))


# ---- the corpus --------------------------------------------------------------------------------
def synth_clip(clip_id: int) -> np.ndarray:
    """Clip ``clip_id``: a sine of 100 + 37 * (id % 97) Hz plus noise seeded by the id."""
    rng = np.random.default_rng(clip_id)
    t = np.arange(CLIP_SAMPLES) / SR
    freq = 100.0 + 37.0 * (clip_id % 97)
    tone = 0.3 * np.sin(2 * np.pi * freq * t)
    return (tone + 0.05 * rng.standard_normal(CLIP_SAMPLES)).astype(np.float32)


@functools.lru_cache(maxsize=1)
def constants() -> tuple[np.ndarray, np.ndarray]:
    """The program's other inputs: mel filters (201, 80) and the Hann window (400,), float32
    (computed once per process, read-only)."""
    filters = mel_filters().astype(np.float32)
    window = np.hanning(N_FFT + 1)[:-1].astype(np.float32)
    for a in (filters, window):
        a.setflags(write=False)
    return filters, window


def compile_program(mode: str = "portable", target: str = "llvm-cpu",
                    cpu_driver: str = "auto") -> bytes:
    """The Whisper program compiled once, pickled (every mode pickles). ``cpu_driver``
    (llvm-cpu): "local-sync" runs each call on the calling thread, one core per worker;
    "auto" gives this program local-task, a pool over all cores in every process."""
    import iree_vkfft
    from iree_vkfft.toolchain import CompileOptions

    options = CompileOptions(target=target, cpu_driver=cpu_driver)
    return pickle.dumps(iree_vkfft.compile(PROGRAM, mode=mode, options=options))


def check(ids, logmels) -> tuple[float, float]:
    """Every clip's log-mel against the float64 reference: (max abs error, max rel L2 error);
    AssertionError naming the first clip over :data:`REL_L2_BOUND`."""
    filters, window = constants()
    f64, w64 = filters.astype(np.float64), window.astype(np.float64)
    worst_abs = worst_rel = 0.0
    for i, y in zip(ids, logmels):
        ref = reference(synth_clip(int(i)), f64, w64)
        assert y.shape == ref.shape, f"clip {i}: shape {y.shape} != {ref.shape}"
        rel = float(np.linalg.norm(y - ref) / np.linalg.norm(ref))
        assert rel < REL_L2_BOUND, f"clip {i}: relative L2 error {rel:.2e} > {REL_L2_BOUND:.2e}"
        worst_abs = max(worst_abs, float(np.abs(y - ref).max()))
        worst_rel = max(worst_rel, rel)
    return worst_abs, worst_rel


def worker_env() -> dict:
    """Environment for the scaling examples' workers (Ray's ``runtime_env`` env_vars, Dask's
    spawned processes): PYTHONPATH so they import this iree_vkfft
    (src/ with a dev build, or the installed package) and this example, plus the cache folder
    and tiered setting of the driver when set."""
    import iree_vkfft

    package_root = str(Path(iree_vkfft.__file__).resolve().parents[1])
    path = [package_root, str(HERE)] + [p for p in os.environ.get("PYTHONPATH", "").split(
        os.pathsep) if p]
    env = {"PYTHONPATH": os.pathsep.join(dict.fromkeys(path))}
    for name in ("IREE_VKFFT_CACHE_DIR", "IREE_VKFFT_TIERED"):
        if name in os.environ:
            env[name] = os.environ[name]
    return env
