"""Small shared types: the transform kind, named exactly like StableHLO's ``fft_type``."""

from __future__ import annotations

import dataclasses
import enum


class FftType(enum.Enum):
    """The four StableHLO FFT kinds (``#stablehlo<fft_type ...>``).

    ``FFT``/``IFFT`` are complex-to-complex, ``RFFT`` is real-to-complex (forward) and
    ``IRFFT`` complex-to-real (inverse). The inverse kinds are normalized by 1/N in StableHLO.
    """

    FFT = "FFT"
    IFFT = "IFFT"
    RFFT = "RFFT"
    IRFFT = "IRFFT"

    @property
    def is_inverse(self) -> bool:
        return self in (FftType.IFFT, FftType.IRFFT)

    @property
    def is_real(self) -> bool:
        return self in (FftType.RFFT, FftType.IRFFT)

    def __repr__(self) -> str:
        return f"FftType.{self.name}"


# Engine transform codes (cpp/engine/plan.h `Transform`), one per FftType.
_ENGINE_CODE = {FftType.FFT: 0, FftType.IFFT: 1, FftType.RFFT: 2, FftType.IRFFT: 3}


@dataclasses.dataclass(frozen=True)
class PlanKey:
    """Everything that identifies a VkFFT plan; hashable, used by the memory and disk caches.

    ``shape`` are the logical (real-space) transform lengths over the innermost axes of a
    C-contiguous array holding ``batch`` such transforms. ``normalize`` folds the inverse's 1/N
    into the kernel. ``options`` are VkFFT configuration knobs as sorted (name, value) pairs.
    """

    device: int
    fft_type: FftType
    shape: tuple[int, ...]
    batch: int
    dtype: str  # "float32" or "float64": the precision of the real/complex parts
    normalize: bool = False
    options: tuple[tuple[str, int], ...] = ()
    # Another device's limits to plan for (inline mode), as sorted (name, value) pairs; () plans
    # for the local device.
    target: tuple[tuple[str, int], ...] = ()

    @property
    def engine_code(self) -> int:
        return _ENGINE_CODE[self.fft_type]

    def __repr__(self) -> str:
        opts = "".join(f", {k}={v}" for k, v in self.options)
        norm = ", normalized" if self.normalize else ""
        target = f", target={dict(self.target)}" if self.target else ""
        return (f"PlanKey({self.fft_type.name} {self.dtype} shape={self.shape} "
                f"batch={self.batch} device={self.device}{norm}{opts}{target})")
