"""The exception portable mode raises for an FFT it cannot rewrite for the target."""

from __future__ import annotations

from ..stablehlo.errors import UnsupportedProgramError

__all__ = ["PortableError"]


class PortableError(UnsupportedProgramError):
    """An FFT portable mode cannot lower for the target; the message names the op, its types
    and its source location."""
