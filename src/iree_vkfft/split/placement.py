"""Where split mode's segments run: on the program's target, or on the host (llvm-cpu) where
IREE cannot compile them for it (hybrid execution), and in how many modules.

:func:`place` compiles every segment as one module for the target. When iree-compile fails it
narrows the failure down instead of giving up:

1. a module of several segments is split in two (the segment iree-compile names goes alone,
   else halves), so only the failing segments leave the module;
2. a failing segment alone is cut in two at its middle op (:func:`~iree_vkfft.stablehlo.
   cutting.cut_segment`), each part compiled apart; this repeats until the failing region is
   one op (a fusion IREE miscompiles goes away once its ops are in two functions);
3. a failing op alone is compiled for llvm-cpu and runs on the host, its values crossing
   through host memory (``stats.between_segments_bytes`` counts them);
4. only an op that fails on llvm-cpu too ends the compile, with an error naming it, where it
   is in the user's program, and that it lies outside the FFTs.

The parts that compile are then merged back into one module per target where that compiles.
The outcome (the cuts and which segment runs where, and why) is a :class:`Placement`, kept in
the disk cache under the segments' digest and flags, so a program pays for the failing
compiles once.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
from typing import Callable, Sequence

from iree.compiler import ir

from .._diskcache import PLACEMENTS
from ..stablehlo.cutting import cut_points, cut_segment, segment_ops
from ..stablehlo.match import location_str
from ..stablehlo.partition import Partition
from ..toolchain.compile import CompiledModule, IreeCompileError
from ..toolchain.options import CompileOptions
from ..workarounds import registry as workarounds

__all__ = ["HOST", "Group", "Placement", "PlacementError", "place", "replay", "subset_module"]

_log = logging.getLogger(__name__)

#: the target a segment falls back to
HOST = "llvm-cpu"
#: at most this many iree-compile runs narrow one program's failures down
MAX_COMPILES = 48


class PlacementError(IreeCompileError):
    """No target compiles an op outside the program's FFTs (the message names it)."""


@dataclasses.dataclass
class Group:
    """Segment functions compiled together into one module for ``target``."""

    target: str
    names: list[str]
    #: segment -> why it is not on the target with the others (the iree-compile error)
    reasons: dict[str, str] = dataclasses.field(default_factory=dict)
    compiled: CompiledModule | None = None

    def reason(self) -> str:
        return "; ".join(dict.fromkeys(self.reasons.values()))


@dataclasses.dataclass(frozen=True)
class Placement:
    """The cuts made (replayed in order on a fresh partition) and each group of segments."""

    cuts: tuple[tuple[str, int], ...]
    #: (target, {segment: why it runs there, "" on the target})
    groups: tuple[tuple[str, tuple[tuple[str, str], ...]], ...]

    def to_json(self) -> bytes:
        return json.dumps({"cuts": self.cuts, "groups": self.groups}).encode()

    @classmethod
    def from_json(cls, data: bytes) -> "Placement":
        d = json.loads(data)
        return cls(tuple((n, int(k)) for n, k in d["cuts"]),
                   tuple((t, tuple((n, r) for n, r in names)) for t, names in d["groups"]))

    @classmethod
    def of(cls, cuts: Sequence[tuple[str, int]], groups: Sequence[Group]) -> "Placement":
        return cls(tuple(cuts), tuple((g.target, tuple((n, g.reasons.get(n, ""))
                                                       for n in g.names)) for g in groups))


def subset_module(partition: Partition, names: Sequence[str]) -> ir.Module:
    """A module of clones of the segment functions ``names``."""
    with partition.module.context, ir.Location.unknown():
        module = ir.Module.create()
        with ir.InsertionPoint(module.body):
            for name in names:
                partition.function(name).clone()
    return module


CompileGroup = Callable[[ir.Module, str, CompileOptions], CompiledModule]


class _Placer:
    def __init__(self, partition: Partition, options: CompileOptions,
                 compile_group: CompileGroup) -> None:
        self.partition = partition
        self.options = options
        self.compile_group = compile_group
        self.cuts: list[tuple[str, int]] = []
        self.compiles = 0
        self.failures = 0
        self.last_error: IreeCompileError | None = None

    def options_for(self, target: str) -> CompileOptions:
        if target == self.options.target:
            return self.options
        return CompileOptions(target=HOST, cpu=self.options.cpu, keep_f64=self.options.keep_f64,
                              workarounds=self.options.workarounds,
                              disable_workarounds=self.options.disable_workarounds)

    def compile(self, group: Group) -> IreeCompileError | None:
        if self.compiles >= MAX_COMPILES:
            last = _first_error(self.last_error) if self.last_error else group.reason()
            raise PlacementError(
                f"split mode gave up narrowing iree-compile's failures down after "
                f"{MAX_COMPILES} compiles ({self.failures} failed) for {self.options.target}; "
                f"the last failure: {last or 'none recorded'}", segment=None,
                diagnostics=self.last_error.diagnostics if self.last_error else last,
                command=[])
        self.compiles += 1
        try:
            group.compiled = self.compile_group(subset_module(self.partition, group.names),
                                                group.target, self.options_for(group.target))
            return None
        except IreeCompileError as e:
            self.failures += 1
            self.last_error = e
            return e

    def narrow(self, group: Group, error: IreeCompileError) -> list[Group]:
        """Smaller groups to try instead of ``group``, which failed with ``error``."""
        why = _first_error(error)
        if len(group.names) > 1:
            if error.segment in group.names:
                rest = [n for n in group.names if n != error.segment]
                return [Group(group.target, rest, group.reasons),
                        Group(group.target, [error.segment], group.reasons)]
            half = len(group.names) // 2
            return [Group(group.target, group.names[:half], group.reasons),
                    Group(group.target, group.names[half:], group.reasons)]
        (name,) = group.names
        points = cut_points(self.partition, name)
        if points:
            at = (points + 1) // 2
            self.cuts.append((name, at))
            first, second = cut_segment(self.partition, name, at)
            return [Group(group.target, [first]), Group(group.target, [second])]
        if group.target != HOST:
            _log.warning("split: iree-compile cannot compile %s for %s (%s); it runs on the "
                         "host (llvm-cpu)", _describe_op(self.partition, name),
                         self.options.target, why)
            return [Group(HOST, [name], {name: f"{self.options.target}: {why}"})]
        raise _final_error(self.partition, name, self.options.target,
                           group.reasons.get(name, ""), error)

    def merge(self, groups: list[Group]) -> list[Group]:
        """One module per target where the parts compile together."""
        merged = []
        for target in dict.fromkeys(g.target for g in groups):
            mine = [g for g in groups if g.target == target]
            if len(mine) > 1:
                whole = Group(target, [n for g in mine for n in g.names],
                              {n: r for g in mine for n, r in g.reasons.items()})
                if self.compile(whole) is None:
                    mine = [whole]
            merged += mine
        return merged


def _runs(flags: list[str]) -> list[tuple[int, str]]:
    """``(length, flag)`` of each maximal run of equal flags."""
    runs: list[tuple[int, str]] = []
    for f in flags:
        if runs and runs[-1][1] == f:
            runs[-1] = (runs[-1][0] + 1, f)
        else:
            runs.append((1, f))
    return runs


def _host_first(placer: "_Placer", which) -> list[Group]:
    """The starting groups: the ops the registry says the target cannot run (``which(op)``
    names the entry, "" for the others) cut out of their segments into a host group, the rest
    on the target."""
    target, host = [], Group(HOST, [])
    for name in list(placer.partition.segment_names):
        flags = [which(op) for op in segment_ops(placer.partition, name)]
        if not any(flags) or (cut_points(placer.partition, name) == 0 and len(flags) > 1):
            (host.names if any(flags) and len(flags) == 1 else target).append(name)
            if any(flags) and len(flags) == 1:
                host.reasons[name] = f"{placer.options.target}: {flags[0]}"
            continue
        rest = name
        for length, flag in _runs(flags):
            piece = rest
            if length < len(segment_ops(placer.partition, rest)):
                placer.cuts.append((rest, length))
                piece, rest = cut_segment(placer.partition, rest, length)
            if flag:
                host.names.append(piece)
                host.reasons[piece] = f"{placer.options.target}: {flag} (the registry)"
            else:
                target.append(piece)
    if host.names:
        _log.info("split: %d segment piece(s) placed on the host up front: %s",
                  len(host.names), host.reasons)
    return [g for g in (Group(placer.options.target, target), host) if g.names]


def place(partition: Partition, options: CompileOptions, compile_group: CompileGroup,
          *, key: str | None = None) -> tuple[Placement, list[Group]]:
    """Every segment of ``partition`` placed and compiled (see the module docstring);
    ``compile_group(module, target, options)`` compiles one group. ``key``: where the
    placement is cached (None: not cached). ``partition`` is cut in place."""
    cached = PLACEMENTS.load(key, label="placement") if key else None
    if cached is not None:
        try:
            placement = Placement.from_json(cached)
            return placement, replay(partition, placement, options, compile_group)
        except (IreeCompileError, ValueError, KeyError, StopIteration) as e:
            _log.info("split: the cached placement does not apply (%s); placing again", e)
    placer = _Placer(partition, options, compile_group)
    which = workarounds.host_predicate(options)
    todo = (_host_first(placer, which) if which is not None
            else [Group(options.target, list(partition.segment_names))])
    done: list[Group] = []
    while todo:
        group = todo.pop(0)
        error = placer.compile(group)
        if error is None:
            done.append(group)
        else:
            todo = placer.narrow(group, error) + todo
    if len(done) > 1:
        done = placer.merge(done)
    placement = Placement.of(placer.cuts, done)
    if key and (placer.cuts or len(done) > 1 or any(g.target != options.target for g in done)):
        PLACEMENTS.store(key, placement.to_json(), label="placement")
    return placement, done


def replay(partition: Partition, placement: Placement, options: CompileOptions,
           compile_group: CompileGroup) -> list[Group]:
    """``placement``'s cuts made on ``partition`` and its groups compiled."""
    placer = _Placer(partition, options, compile_group)
    for name, at in placement.cuts:
        cut_segment(partition, name, at)
    groups = [Group(t, [n for n, _ in names], {n: r for n, r in names if r})
              for t, names in placement.groups]
    if sorted(n for g in groups for n in g.names) != sorted(partition.segment_names):
        raise ValueError("the placement does not cover this partition's segments")
    for g in groups:
        error = placer.compile(g)
        if error is not None:
            raise error
    return groups


def placement_key(partition: Partition, flags: Sequence[str], iree: str) -> str:
    h = hashlib.sha256()
    for part in (iree, "\0".join(flags), str(partition.module)):
        h.update(part.encode())
        h.update(b"\1")
    return "placement|" + h.hexdigest()[:32]


def _first_error(error: IreeCompileError) -> str:
    """iree-compile's first error, without the temporary file's name (for a crash: where)."""
    for line in error.diagnostics.splitlines():
        if line.startswith("iree-compile crashed"):
            return line[:300]
        if "error:" in line:
            return line[line.index("error:"):].strip()[:300]
    return (error.diagnostics.splitlines() or [str(error)])[0][:300]


def _describe_op(partition: Partition, name: str) -> str:
    ops = segment_ops(partition, name)
    if len(ops) == 1:  # a program parsed from text names its own lines "-"
        return f"{ops[0].name} at {location_str(ops[0])}".replace('"-":', "line ")
    return f"segment {name} ({len(ops)} ops)"


def _final_error(partition: Partition, name: str, target: str, reason: str,
                 error: IreeCompileError) -> PlacementError:
    what = _describe_op(partition, name)
    if error.op and " ops)" in what:  # a segment that cannot be cut: the op iree-compile names
        what = error.op.removesuffix(" of the program") + f" (in {what})"
    where = f"for {target} ({reason}) and for llvm-cpu" if target != HOST else "for llvm-cpu"
    return PlacementError(
        f"iree-compile fails on {what} of the program, outside its FFTs, {where}, even with "
        f"that op alone in its module (split mode narrowed the failure down to it); no mode "
        f"of iree-vkfft runs it with this IREE release. iree-compile said:\n{error.diagnostics}",
        segment=name, diagnostics=error.diagnostics, command=error.command)
