"""The benchmarked transforms: :class:`Case` (input, output, numpy oracle, tolerance) and the
full and ``--quick`` case lists."""

from __future__ import annotations

import dataclasses
import math

import numpy as np

from .. import _tuning
from .._types import FftType

_TOTAL_ELEMENTS = 1 << 22  # each batched C2C case holds ~4M complex64 values (32 MiB)


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
