"""Split mode: a StableHLO program split at its FFTs; IREE runs the segments, an FFT provider
(host pocketfft or VkFFT) runs the FFTs between them, driven from Python.

:mod:`.providers` (who runs a claimed op) and :mod:`.program` (compile and run); the partition
itself is StableHLO work (:mod:`iree_vkfft.stablehlo.partition`).
"""

from .program import SplitProgram, SplitStats, compile_split, describe_split
from .providers import (BoundOp, FftProvider, HostFftProvider, OpProvider, ProviderRegistry,
                        VkfftProvider, default_registry, register_provider)

__all__ = ["SplitProgram", "SplitStats", "compile_split", "describe_split", "BoundOp",
           "FftProvider", "HostFftProvider", "OpProvider", "ProviderRegistry", "VkfftProvider",
           "default_registry", "register_provider"]
