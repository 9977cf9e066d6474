"""The programs exported by ``jax.export`` with a symbolic batch
(``tests/data/programs/dynamic/``, from examples/programs/gen_programs.py): how to make their
inputs at a batch size and their numpy float64 references."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Callable

import numpy as np

from conftest import points_tolerance, random_array, rel_l2

DYNAMIC = Path(__file__).parent / "data" / "programs" / "dynamic"
F = np.fft
#: batch sizes every program is called at (1, a prime, a larger one), one compile
BATCHES = (1, 7, 20)


def _f64(x):
    return x.astype(np.complex128 if np.iscomplexobj(x) else np.float64)


def _logmel(frames, window, filters):
    spec = np.abs(F.rfft(_f64(frames) * _f64(window), axis=-1)) ** 2
    return [np.log10(np.maximum(spec @ _f64(filters), 1e-10))]


def _fno(x, w1, w2):
    x_ft = F.rfft2(_f64(x))
    out = np.zeros(x.shape[:1] + (4, 16, 9), np.complex128)
    out[:, :, :4, :4] = np.einsum("bixy,ioxy->boxy", x_ft[:, :, :4, :4], w1)
    out[:, :, -4:, :4] = np.einsum("bixy,ioxy->boxy", x_ft[:, :, -4:, :4], w2)
    return [F.irfft2(out, s=(16, 16))]


def _while(x, w):
    v = _f64(x)
    for i in range(3):
        v = F.ifft(F.fft(v) * w) + i
    return [v]


@dataclasses.dataclass(frozen=True)
class Case:
    name: str
    #: (shape with "b" (and "c") for the symbolic dims, dtype) per input
    inputs: tuple
    reference: Callable
    points: int  # transform size for the tolerance
    scale: float = 1.0

    @property
    def path(self) -> Path:
        return DYNAMIC / f"{self.name}.mlir"

    def make(self, rng, b: int, c: int = 5) -> list[np.ndarray]:
        sizes = {"b": b, "c": c}
        return [random_array(rng, tuple(sizes.get(d, d) for d in shape), dtype)
                for shape, dtype in self.inputs]

    def check(self, outs, args) -> None:
        refs = self.reference(*args)
        assert len(outs) == len(refs)
        for y, r in zip(outs, refs):
            assert y.shape == r.shape, (y.shape, r.shape)
            tol = points_tolerance(self.points, y.dtype, self.scale)
            assert rel_l2(y, r) < tol, (self.name, y.shape, rel_l2(y, r), tol)


C64, F32 = np.complex64, np.float32
CASES = [
    Case("dyn_rfft_400", ((("b", 400), F32),), lambda x: [F.rfft(_f64(x))], 400),
    Case("dyn_irfft_400", ((("b", 201), C64),), lambda x: [F.irfft(_f64(x), n=400)], 400),
    Case("dyn_fft2", ((("b", 8, 12), C64),), lambda x: [F.fft2(_f64(x))], 96),
    Case("dyn_fft_4099", ((("b", 4099), C64),), lambda x: [F.fft(_f64(x))], 4099),
    Case("dyn_rfftn3", ((("b", 4, 6, 8), F32),), lambda x: [F.rfftn(_f64(x), axes=(1, 2, 3))],
         192),
    Case("dyn_fno", ((("b", 4, 16, 16), F32), ((4, 4, 4, 4), C64), ((4, 4, 4, 4), C64)), _fno,
         256, 10.0),
    Case("dyn_logmel_frames", ((("b", 400), F32), ((400,), F32), ((201, 80), F32)), _logmel,
         400, 10.0),
    Case("dyn_two_dims", ((("b", 3, "c", 32), C64),),
         lambda x: [F.fft(_f64(x)), F.irfft(F.rfft(_f64(x).real) * 2.0, n=32)], 32),
    Case("dyn_while_fft", ((("b", 32), C64), ((32,), C64)), _while, 32, 4.0),
]
BY_NAME = {c.name: c for c in CASES}
