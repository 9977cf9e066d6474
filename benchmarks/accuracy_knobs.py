"""Accuracy and cost of VkFFT's float32 accuracy knobs (``_tuning.accuracy_options``), one run:
rel. L2 error vs numpy float64 and median time of 5 plan executions per shape, for VkFFT's
defaults, ``useLUT=1``, ``doublePrecisionFloatMemory=1`` and both, beside pocketfft's own error.

    PYTHONPATH=src IREE_VKFFT_CACHE_DIR=off python3 benchmarks/accuracy_knobs.py
"""

import time

import numpy as np

from iree_vkfft import _cache, _config
from iree_vkfft._types import FftType, PlanKey
dev = _config.current_device()
rng = np.random.default_rng(0)
V = {"default": {}, "lut": {"useLUT": 1}, "f64calc": {"doublePrecisionFloatMemory": 1}, "both": {"useLUT": 1, "doublePrecisionFloatMemory": 1}}
print("case", *V, sep="\t")
for kind, shape in ((FftType.FFT,(256,)),(FftType.FFT,(400,)),(FftType.FFT,(1000,)),(FftType.FFT,(4096,)),(FftType.FFT,(127,)),(FftType.FFT,(4099,)),(FftType.RFFT,(256,)),(FftType.IRFFT,(256,)),(FftType.FFT,(64,64))):
    n = int(np.prod(shape)); batch = max(1, (1 << 20) // n)
    if kind is FftType.IRFFT:
        x = np.fft.rfft(rng.standard_normal((batch,)+shape)).astype(np.complex64); ref = np.fft.irfft(x.astype(np.complex128), n=shape[-1]); out = np.empty((batch,)+shape, np.float32)
    elif kind is FftType.RFFT:
        x = rng.standard_normal((batch,)+shape).astype(np.float32); ref = np.fft.rfftn(x.astype(np.float64), axes=range(1, 1+len(shape))); out = np.empty(ref.shape, np.complex64)
    else:
        x = (rng.standard_normal((batch,)+shape)+1j*rng.standard_normal((batch,)+shape)).astype(np.complex64); ref = np.fft.fftn(x.astype(np.complex128), axes=range(1,1+len(shape))); out = np.empty(x.shape, np.complex64)
    cells = []
    for name, o in V.items():
        key = PlanKey(dev.index, kind, shape, batch, "float32", False, tuple(sorted(o.items())))
        try:
            plan, _ = _cache.build_plan(key, dev)
        except Exception as e:  # noqa: BLE001 - a knob VkFFT refuses for this shape
            cells.append(f"ERR {type(e).__name__}"); continue
        plan.execute(x, out)
        y = out.copy()
        if kind is FftType.IRFFT: y = y / n
        err = np.linalg.norm(y - ref) / np.linalg.norm(ref)
        ts = []
        for _ in range(5):
            t = time.perf_counter(); plan.execute(x, out); ts.append(time.perf_counter() - t)
        cells.append(f"{err:.1e}/{np.median(ts)*1e3:.1f}ms")
    p = (np.fft.fftn(x, axes=range(1,1+len(shape))) if kind is FftType.FFT else np.fft.rfftn(x, axes=range(1,1+len(shape))) if kind is FftType.RFFT else np.fft.irfft(x, n=shape[-1]))
    cells.append(f"pocket {np.linalg.norm(p-ref)/np.linalg.norm(ref):.1e}")
    print(f"{kind.name} {shape} x{batch}", *cells, sep="\t")
