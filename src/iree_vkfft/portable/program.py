"""Portable-mode programs: every FFT rewritten into plain StableHLO (:mod:`.lower`), the whole
module compiled by iree-compile for any target into one self-contained ``.vmfb``.

``compile_portable(module, options) -> PortableProgram``. Compiling needs no device (metal,
cuda and rocm modules build on any machine); calling needs the target's IREE driver and device
(:class:`~iree_vkfft.NoDeviceError` otherwise).
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

from ..stablehlo.parse import parse_program
from ..workarounds import registry as workarounds
from ..toolchain.options import CompileOptions
from ..toolchain.program import ModuleProgram, compile_self_contained
from .lower import PortableFft, lower_ffts

__all__ = ["PortableProgram", "compile_portable", "lower_program", "NO_FLOAT64_TARGETS"]

_log = logging.getLogger(__name__)

#: Targets without float64 arithmetic (Apple GPUs): an f64 FFT is refused unless the caller
#: asks for IREE's f64->f32 demotion (``CompileOptions(keep_f64=False)``).
NO_FLOAT64_TARGETS = frozenset({"metal-spirv"})


class PortableProgram(ModuleProgram):
    """A compiled portable-mode program; ``ffts`` lists each FFT's decomposition."""

    mode = "portable"

    @property
    def ffts(self) -> list[PortableFft]:
        return super().ffts

    @classmethod
    def _ffts_from_card(cls, card: dict) -> list[PortableFft]:
        return [PortableFft(**dict(f, plan=tuple(f["plan"]))) for f in card["ffts"]]


def lower_program(source: Any, options: CompileOptions, *, entry: str = "main",
                  radix_limit: int | None = None):
    """``(module, ffts)``: ``source`` parsed, its FFTs rewritten for ``options.target`` and
    the target's workarounds applied (the module iree-compile gets)."""
    module, _ = parse_program(source, entry=entry)
    float64 = options.target not in NO_FLOAT64_TARGETS or not options.keep_f64
    ffts = lower_ffts(module, float64=float64, radix_limit=radix_limit)
    workarounds.prepare(module, options, "portable")
    module.operation.verify()
    return module, ffts


def compile_portable(source: Any, options: CompileOptions, *, entry: str = "main",
                     use_cache: bool = True, radix_limit: int | None = None) -> PortableProgram:
    """Portable mode (see :func:`iree_vkfft.compile` for the arguments).

    Raises:
        PortableError: an FFT the target cannot run (float64 on Metal, dynamic shapes), named
            with its location.
        IreeCompileError: iree-compile failed on the rest of the program.
    """
    module, ffts = lower_program(source, options, entry=entry, radix_limit=radix_limit)
    options = workarounds.with_flags(options, "portable", module=module)
    # bytecode keeps the source locations: iree-compile's diagnostics point into the user's file
    done = workarounds.compile_retrying(module, options, "portable", lambda m, o: (
        compile_self_contained(m, "portable", o, entry=entry,
                               ffts=[dataclasses.asdict(f) for f in ffts], use_cache=use_cache)))
    return PortableProgram(entry, done.options, done.input_specs, done.output_specs,
                           done.compiled.vmfb, flags=done.compiled.flags,
                           cache_hit=done.compiled.cache_hit, ffts=ffts)
