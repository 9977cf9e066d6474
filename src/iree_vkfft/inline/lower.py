"""Inline mode's lowering: parse a program and replace every ``stablehlo.fft`` by VkFFT's
kernels as IREE dispatches (:func:`~iree_vkfft.dispatch.lower.lower_ffts`), then apply the
Vulkan target's workarounds."""

from __future__ import annotations

import dataclasses
from typing import Any

from iree.compiler import ir

from ..dispatch.lower import InlinedFft, lower_ffts
from ..stablehlo.parse import parse_program
from ..toolchain.options import CompileOptions
from ..workarounds import registry as workarounds

__all__ = ["LoweredModule", "lower_program"]


@dataclasses.dataclass
class LoweredModule:
    """The rewritten module (no ``stablehlo.fft`` left) and what was inlined."""

    module: ir.Module
    entry: str
    ffts: list[InlinedFft]



def lower_program(source: Any, *, entry: str = "main", device: Any = None,
                  isolate_rows: bool = True, options: CompileOptions | None = None,
                  target: Any = None) -> LoweredModule:
    """Parses ``source`` (any form :func:`~iree_vkfft.stablehlo.parse.parse_program` takes),
    inlines JAX's private functions and lowers every FFT (:func:`lower_ffts`).
    ``options``: whose workaround registry entries apply (default: every one for the Vulkan
    target)."""
    module, _ = parse_program(source, entry=entry)
    ffts = lower_ffts(module, device=device, isolate_rows=isolate_rows, target=target)
    workarounds.prepare(module, options or CompileOptions(target="vulkan"), "inline")
    module.operation.verify()
    return LoweredModule(module, entry, ffts)
