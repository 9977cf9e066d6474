"""Exceptions of inline mode."""

from __future__ import annotations

from ..stablehlo.errors import UnsupportedProgramError


class InlineError(UnsupportedProgramError):
    """The program (or one of its FFTs) cannot be compiled in inline mode.

    The message says why and names the op's location where there is one; split mode
    (``mode="split"``) runs such programs.
    """
