"""StableHLO IR work shared by every mode: parse, match FFT ops, partition (split mode's
schedule) and the IREE workarounds."""

from .errors import StableHLOError, UnsupportedProgramError

__all__ = ["StableHLOError", "UnsupportedProgramError"]
