"""The error of an FFT that cannot run as VkFFT dispatches on IREE's device."""

from __future__ import annotations

from ..stablehlo.errors import UnsupportedProgramError


class InlineError(UnsupportedProgramError):
    """The program (or one of its FFTs) cannot be compiled in inline mode (its FFTs cannot
    run as VkFFT dispatches on IREE's device).

    The message says why and names the op's location where there is one; split mode
    (``mode="split"``) runs such programs (with such an FFT on the host path).
    """
