"""Exceptions raised while reading and splitting StableHLO programs."""

from __future__ import annotations


class StableHLOError(ValueError):
    """A StableHLO program could not be read (malformed MLIR, missing entry function)."""


class UnsupportedProgramError(StableHLOError):
    """The program is valid StableHLO but split mode cannot run it.

    The message names the offending operation and its source location.
    """
