"""The torch/ONNX front end: torch-dialect modules (iree-turbine's ``aot.export``) and
ONNX-imported ones (``iree-import-onnx``) made into the module every mode takes.

Torch's FFT ops (``torch.fft.*``, ``stft``, ``istft``, ``_fft_*``, ``onnx.DFT``/``STFT``)
become StableHLO functions with torch's semantics before IREE's torch passes see them, the
ops around them that IREE gets wrong are fixed (registry mode ``"torch"``), and the rest is
lowered by IREE's own torch input passes (:func:`~.frontend.lower`). The user's entry points
are :mod:`iree_vkfft.torch` and ``iree_vkfft.compile``.
"""

from __future__ import annotations

from .errors import TorchFrontendError
from .frontend import DIALECTS, Lowered, as_program, fft_ops, input_dialect, lower

__all__ = ["TorchFrontendError", "DIALECTS", "Lowered", "input_dialect", "fft_ops", "lower",
           "as_program"]
