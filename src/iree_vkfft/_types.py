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


class R2rType(enum.Enum):
    """VkFFT's real-to-real kinds: DCT and DST of types 1-4, unnormalized, as scipy.fft defines
    them with ``norm="backward"`` (``dct(x, type=2)`` is ``R2rType.DCT2``). Always a forward
    transform of that type: scipy's ``idct(type=2)`` runs a ``DCT3`` plan and scales."""

    DCT1 = "DCT1"
    DCT2 = "DCT2"
    DCT3 = "DCT3"
    DCT4 = "DCT4"
    DST1 = "DST1"
    DST2 = "DST2"
    DST3 = "DST3"
    DST4 = "DST4"

    @classmethod
    def of(cls, family: str, type: int) -> R2rType:
        """``R2rType.of("DCT", 2)`` is ``R2rType.DCT2``."""
        return cls(f"{family}{type}")

    @property
    def family(self) -> str:  # "DCT" or "DST"
        return self.value[:3]

    @property
    def type(self) -> int:  # 1..4
        return int(self.value[3])

    @property
    def is_inverse(self) -> bool:  # a forward transform of its type
        return False

    @property
    def is_real(self) -> bool:  # not an RFFT/IRFFT: real in and out, no complex side
        return False

    def __repr__(self) -> str:
        return f"R2rType.{self.name}"


# Engine transform codes (cpp/engine/plan.h `Transform`), one per FftType / R2R family.
_ENGINE_CODE = {FftType.FFT: 0, FftType.IFFT: 1, FftType.RFFT: 2, FftType.IRFFT: 3,
                "DCT": 4, "DST": 5}


@dataclasses.dataclass(frozen=True)
class PlanKey:
    """Everything that identifies a VkFFT plan; hashable, used by the memory and disk caches.

    ``fft_type`` is one of the StableHLO kinds or a real-to-real :class:`R2rType` (DCT/DST,
    real in and out, same shape). ``shape`` are the logical (real-space) transform lengths over
    the innermost axes of a C-contiguous array holding ``batch`` such transforms. ``normalize`` folds the inverse's 1/N
    into the kernel. ``options`` are VkFFT configuration knobs as sorted (name, value) pairs.
    """

    device: int
    fft_type: FftType | R2rType
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
        if isinstance(self.fft_type, R2rType):
            return _ENGINE_CODE[self.fft_type.family]
        return _ENGINE_CODE[self.fft_type]

    @property
    def r2r_type(self) -> int:
        """The DCT/DST type (1..4) for the engine; 0 for the FFT kinds."""
        return self.fft_type.type if isinstance(self.fft_type, R2rType) else 0

    def __repr__(self) -> str:
        opts = "".join(f", {k}={v}" for k, v in self.options)
        norm = ", normalized" if self.normalize else ""
        target = f", target={dict(self.target)}" if self.target else ""
        return (f"PlanKey({self.fft_type.name} {self.dtype} shape={self.shape} "
                f"batch={self.batch} device={self.device}{norm}{opts}{target})")
