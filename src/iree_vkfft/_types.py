"""Small shared types: the transform kind, named exactly like StableHLO's ``fft_type``."""

from __future__ import annotations

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
