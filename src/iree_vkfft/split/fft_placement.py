"""Which FFTs split mode runs inside IREE's segments instead of calling the provider for them.

Split mode's default (``fft="auto"``) on llvm-cpu calls the host provider (pocketfft) between
IREE segments. An FFT run that way costs a segment boundary (one more IREE call, the values it
passes read to the host and back) and, inside a ``stablehlo.while``, the whole loop driven from
Python: every iteration calls the condition and each part of the body as separate IREE calls.
An FFT kept in its segment is lowered as portable mode lowers it (plain StableHLO,
:mod:`iree_vkfft.portable.lower`) and compiled with the code around it, so the loop stays one
IREE loop and the segments stay whole.

The rule is pure and table-tested (``tests/test_split_fft_placement.py``); its evidence, measured
on this 2-core VM (IREE 3.13, llvm-cpu, local-sync below 2^17 elements) with
``benchmarks/bench_vs_jax.py`` and ``benchmarks/bench_split_placement.py`` (2026-12-05):

* FFTs in loops: host-driven loops cost ~0.15 ms per iteration (one IREE call per condition and
  body part, the loop values crossing to the host for the FFT): diffrax's KdV (79 iterations,
  3 FFTs of 96 each) 44.8 ms split vs 6.1 ms with its FFTs in the loop's segments, Burgers 11.6
  vs 1.5 ms, jax-cfd's Kuramoto-Sivashinsky 1.16 vs 0.11 ms, Schrodinger 2.79 vs 0.32 ms.
* FFTs outside loops: alone in a program the host FFT beats the in-IREE one at every size
  measured (96 points 0.030 vs 0.036 ms; 256x256 0.20 vs 0.31 ms; Whisper's 3000x400 RFFT
  0.59 vs 2.98 ms), but inside a program each boundary adds an IREE call and copies, and it
  splits IREE's fusion around the FFT: below :data:`SMALL_FFT_ELEMENTS` points the boundary
  costs more than the host FFT saves (see the constant). An FFT with no IREE code around it
  (a program input in, a program output out) has no boundary to save: it goes to the host.

A provider the caller names (``fft="host"``, ``fft="vkfft"``) runs every FFT it can: the rule
applies to ``fft="auto"`` only, on the targets and IREE releases it was measured for.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Callable

from iree.compiler import ir

from ..stablehlo.match import describe_fft

__all__ = ["SMALL_FFT_ELEMENTS", "RULE_TARGETS", "RULE_RELEASES", "FftPlacement",
           "keeps_in_segment", "in_loop", "alone", "fft_elements"]

FFT_OP = "stablehlo.fft"

#: FFTs with fewer operand elements than this run in their segment outside loops too.
#: ``benchmarks/bench_split_placement.py`` (one FFT between an ``exp`` and an ``abs``, split
#: mode, host provider vs kept in IREE, 2026-12-05; ms): RFFT 1x96 0.093 vs 0.040; FFT 64x64
#: 0.125 vs 0.069; RFFT 101x512 0.231 vs 0.206; FFT 32^3 0.479 vs 0.324; FFT 256^2 0.853 vs
#: 0.444; FFT 8x4099 (Bluestein) 0.626 vs 0.472; RFFT 512^2 1.12 vs 0.60; FFT 64^3 2.29 vs
#: 1.39; FFT 1024^2 11.9 vs 7.2 (the host path's boundaries cost ~2.6 ms there: fresh 8 MiB
#: arrays); RFFT 3000x400 (Whisper) 3.19 vs 4.08, the one the host wins. Kept wins up to 2^20
#: points but for odd-radix lengths (400: radix 8x5x5, IREE's small odd matmuls), so the
#: threshold stays where every measured case wins; above it the FFT alone in a program gains
#: 2x on the host (1024^2: 2.8 vs 6.0 ms).
SMALL_FFT_ELEMENTS = 1 << 17

#: targets whose measurements back the rule (the host provider beside a CPU target)
RULE_TARGETS = frozenset({"llvm-cpu"})

#: IREE releases measured (the pinned one and later): older releases' portable-only
#: workarounds are not applied to split mode's segments
RULE_RELEASES = ((3, 13), None)


def keeps_in_segment(*, elements: int | None, loop: bool, target: str, release: tuple[int, int],
                     provider: str, explicit: bool, alone: bool = False) -> bool:
    """Whether split mode lowers an FFT inside its IREE segment instead of calling the
    provider. ``elements``: the operand's element count (None: a dynamic batch, which the
    portable lowering does not take); ``loop``: inside a ``stablehlo.while``; ``alone``: it
    reads a program input and feeds only program outputs (no segment around it to join:
    the host FFT is faster at every size). Pure."""
    lo, hi = RULE_RELEASES
    if explicit or provider != "host" or target not in RULE_TARGETS or elements is None:
        return False
    if release < lo or (hi is not None and release > hi):
        return False
    return loop or (elements < SMALL_FFT_ELEMENTS and not alone)


def in_loop(op: ir.Operation) -> bool:
    """Whether ``op`` is nested in a ``stablehlo.while`` (condition or body)."""
    parent = op.operation.parent
    while parent is not None:
        name = parent.operation.name
        if name == "stablehlo.while":
            return True
        if name == "func.func":
            return False
        parent = parent.operation.parent
    return False


def alone(op: ir.Operation) -> bool:
    """Whether ``op`` reads an argument of its function's entry block and its result is
    only returned from that block (no IREE code before or after it)."""
    op = op.operation
    operand = op.operands[0]
    reads_input = isinstance(operand.owner, ir.Block) and operand.owner == op.block
    return reads_input and all(use.owner.name == "func.return"
                               for use in op.results[0].uses)


def fft_elements(op: ir.Operation) -> int | None:
    """The operand's element count of a ``stablehlo.fft`` (None when a batch axis is
    dynamic)."""
    desc = describe_fft(op)
    if not desc.is_static:
        return None
    return math.prod(desc.operand.shape)


@dataclasses.dataclass(frozen=True)
class FftPlacement:
    """The rule's inputs fixed for one split program (pickled with it, so that another
    process partitions the program the same way)."""

    target: str = ""
    provider: str = ""
    #: the caller chose the provider (named it, or registered one in the built-in host
    #: provider's place): every FFT goes to it
    explicit: bool = True
    release: tuple[int, int] = (0, 0)
    #: rewrites a module's FFTs into plain StableHLO in place, returning what it lowered
    #: (portable mode's ``lower_ffts``, a module-level function: it pickles by name); None:
    #: every FFT goes to the provider
    lower: Callable[[ir.Module], list] | None = None

    @property
    def active(self) -> bool:
        """Whether any FFT can stay in a segment (cheap: no op is looked at)."""
        return self.lower is not None and keeps_in_segment(
            elements=0, loop=True, target=self.target, release=self.release,
            provider=self.provider, explicit=self.explicit)

    def keeps(self, op: ir.Operation) -> bool:
        """Whether ``op`` (any op) is an FFT that stays in its segment."""
        if op.name != FFT_OP or not self.active:
            return False
        return keeps_in_segment(elements=fft_elements(op), loop=in_loop(op), target=self.target,
                                release=self.release, provider=self.provider,
                                explicit=self.explicit, alone=alone(op))
