"""The exception the torch/ONNX front end raises."""

from __future__ import annotations

from ..stablehlo.errors import UnsupportedProgramError

__all__ = ["TorchFrontendError"]


class TorchFrontendError(UnsupportedProgramError):
    """A torch-dialect or ONNX-imported program the front end cannot take: the message names
    the op, its form and its source location (a dynamic FFT length, an stft form torch itself
    rejects, a module IREE's torch passes cannot lower)."""
