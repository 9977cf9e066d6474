"""PyTorch and ONNX programs with FFTs: the front end for torch-dialect modules (from
iree-turbine's ``aot.export``) and ONNX-imported ones (``iree-import-onnx``).

``iree_vkfft.compile`` and ``check`` take such modules as they take StableHLO: the input
dialect is told apart as ``iree-compile --iree-input-type=auto`` does, torch's FFT ops
(``torch.fft.*``, ``stft``, ``istft``, ``_fft_*``, ``onnx.DFT``/``STFT``) become StableHLO
functions with torch's semantics before IREE's torch passes see them, and every mode runs the
result (:func:`~iree_vkfft.torch.frontend.lower`). :func:`export` goes from a
``torch.nn.Module`` to a compiled program (needs the ``torch`` extra).
"""

from __future__ import annotations

from .errors import TorchFrontendError
from .frontend import DIALECTS, Lowered, as_program, input_dialect, lower

__all__ = ["TorchFrontendError", "DIALECTS", "Lowered", "input_dialect", "lower", "as_program"]
