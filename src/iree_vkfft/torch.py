"""PyTorch and ONNX programs with FFTs, compiled by IREE with iree-vkfft's FFTs.

From a ``torch.nn.Module`` to a compiled program (needs the ``torch`` extra: torch and
iree-turbine)::

    prog = iree_vkfft.torch.export(model, x, mode="portable", target="llvm-cpu")
    prog.save("model.vmfb")            # or prog(x.numpy())

``iree_vkfft.compile`` and the drop-in (``iree-vkfft-compile --iree-input-type=torch|onnx``)
take torch-dialect and ONNX-imported MLIR as they take StableHLO; :func:`lower` shows the
module the modes get. torch itself is imported only by :func:`export`.
"""

from __future__ import annotations

import logging
from typing import Any

from . import pipeline
from .toolchain.program import CompiledProgram
from .torch_frontend import DIALECTS, Lowered, TorchFrontendError, input_dialect, lower

__all__ = ["export", "lower", "input_dialect", "Lowered", "TorchFrontendError", "DIALECTS"]

_log = logging.getLogger(__name__)


def export(module: Any, *args: Any, strict_export: bool = True, **compile_kwargs: Any
           ) -> CompiledProgram:
    """``module`` (a ``torch.nn.Module``) exported by iree-turbine on the example ``args``
    (``iree.turbine.aot.export``) and compiled by :func:`iree_vkfft.compile` with
    ``compile_kwargs`` (``mode``, ``target``, ...). The program takes and returns numpy
    arrays of the exported signature (complex results as torch's complex dtypes).

    Raises:
        ImportError: torch or iree-turbine is not installed (``pip install
            'iree-vkfft[torch]'``).
        TorchFrontendError: the exported program holds an FFT the front end cannot take.
    """
    try:
        from iree.turbine import aot
    except ImportError as e:
        raise ImportError("iree_vkfft.torch.export needs torch and iree-turbine: pip install "
                          "'iree-vkfft[torch]'") from e
    exported = aot.export(module, *args, strict_export=strict_export)
    text = str(exported.mlir_module)
    _log.info("exported %s: %d bytes of torch-dialect MLIR", type(module).__name__, len(text))
    return pipeline.compile(text, **compile_kwargs)
