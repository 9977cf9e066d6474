"""Use-def partition of an entry function at every claimed op.

Each block (the entry body, or a region of a host-driven ``stablehlo.while``/``stablehlo.case``)
becomes a :class:`Schedule` (split mode's program, not a VkFFT plan): an ordered list of
steps over numbered values.

* Ordinary ops are scheduled as early as their operands allow ("stage" = number of claimed ops
  on the longest chain before them), so independent FFTs share one split point and the number of
  IREE calls equals the FFT depth plus one.
* Every stage's ordinary ops form one segment ``func.func``; its arguments are the values it
  uses from earlier stages (or block inputs) and its results the values used later, by claimed
  ops or returned. All segment functions live in ONE module, compiled once.
* Constants and ``iota`` (ops without operands or regions) are re-materialized in every segment
  that uses them instead of being passed around.
* A ``stablehlo.while``/``stablehlo.case`` whose regions contain claimed ops becomes a host
  step; its regions are partitioned recursively (captured outer values become extra inputs).
  A claimed op inside any other region (reduce, sort, scatter, map, ...) is an error.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Callable, Iterable, Union

import numpy as np
from iree.compiler import ir
from iree.compiler.dialects import func as func_d

from .errors import UnsupportedProgramError
from .match import TensorSpec, location_str, tensor_spec

__all__ = [
    "is_remat",
    "SegmentStep",
    "HostOpStep",
    "WhileStep",
    "CaseStep",
    "Schedule",
    "Partition",
    "partition_function",
    "HOST_DRIVEN_OPS",
]

_log = logging.getLogger(__name__)

HOST_DRIVEN_OPS = frozenset({"stablehlo.while", "stablehlo.case"})


@dataclasses.dataclass
class SegmentStep:
    """Call of one segment function compiled by IREE. ``scalar_inputs``: positions of inputs
    passed as ``i32`` scalars, one per element (see :func:`_passes_as_scalars`); the
    ``dim_inputs`` follow them."""

    name: str
    inputs: list[int]
    outputs: list[int]
    num_ops: int
    scalar_inputs: frozenset[int] = frozenset()
    #: (value, axis) per trailing ``i32`` argument: that value's size along the axis, taken
    #: from its shape at run time (the segment does not take the value for it)
    dim_inputs: tuple[tuple[int, int], ...] = ()


@dataclasses.dataclass
class HostOpStep:
    """A claimed op run by a provider on the host."""

    op: ir.Operation
    op_name: str
    location: str
    inputs: list[int]
    outputs: list[int]


@dataclasses.dataclass
class WhileStep:
    """``stablehlo.while`` driven from the host; sub-plans take (loop values..., captures...)."""

    location: str
    inputs: list[int]
    captures: list[int]
    cond: "Schedule"
    body: "Schedule"
    outputs: list[int]


@dataclasses.dataclass
class CaseStep:
    """``stablehlo.case`` driven from the host; branch plans take the captures."""

    location: str
    index: int
    captures: list[int]
    branches: list["Schedule"]
    outputs: list[int]


Step = Union[SegmentStep, HostOpStep, WhileStep, CaseStep]


@dataclasses.dataclass
class Schedule:
    inputs: list[int]
    steps: list[Step]
    outputs: list[int]


@dataclasses.dataclass
class Partition:
    """Segment functions (one module) plus the schedule that strings them together."""

    module: ir.Module
    schedule: Schedule
    specs: dict[int, TensorSpec]
    input_specs: list[TensorSpec]
    output_specs: list[TensorSpec]
    segments: list[SegmentStep]
    host_ops: list[HostOpStep]

    @property
    def segment_names(self) -> list[str]:
        return [s.name for s in self.segments]

    def segment(self, name: str) -> SegmentStep:
        return next(s for s in self.segments if s.name == name)

    def function(self, name: str) -> ir.Operation:
        """The segment function ``name`` of :attr:`module`."""
        return next(op.operation for op in self.module.body.operations
                    if op.operation.name == "func.func"
                    and ir.StringAttr(op.operation.attributes["sym_name"]).value == name)


def _walk_nested(op: ir.Operation) -> Iterable[ir.Operation]:
    """Ops nested in ``op``'s regions (not ``op`` itself), pre-order."""
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                inner = inner.operation
                yield inner
                yield from _walk_nested(inner)


def _free_values(op: ir.Operation) -> list[ir.Value]:
    """Values used inside ``op``'s regions but defined outside ``op`` (in first-use order)."""
    defined: set = set()
    for region in op.regions:
        for block in region.blocks:
            defined.update(block.arguments)
    nested = list(_walk_nested(op))
    for inner in nested:
        defined.update(inner.results)
        for region in inner.regions:
            for block in region.blocks:
                defined.update(block.arguments)
    free: dict = {}
    for inner in nested:
        for v in inner.operands:
            if v not in defined and v not in free:
                free[v] = None
    return list(free)


#: most elements of a small integer tensor passed to a segment as scalars
MAX_SCALAR_ELEMENTS = 8


def _passes_as_scalars(t: ir.Type) -> bool:
    """Whether a segment input of type ``t`` (in a program with dynamic shapes) is passed as
    ``i32`` scalars and rebuilt with ``tensor.from_elements``: the sizes and shape vectors
    between segments. IREE 3.13 on Vulkan reads such a tensor back to the host inside the
    next call racing the work that wrote it or uploaded it (every 2nd-3rd call fails with an
    absurd allocation, ``RESOURCE_EXHAUSTED``); scalar arguments are host values (20 of 20)."""
    rt = t.maybe_downcast()
    if not isinstance(rt, ir.RankedTensorType) or not rt.has_static_shape or rt.rank > 1:
        return False
    element = rt.element_type.maybe_downcast()
    return (isinstance(element, ir.IntegerType) and element.width == 32
            and int(np.prod(rt.shape)) <= MAX_SCALAR_ELEMENTS)


def _has_dynamic_shapes(entry: ir.Operation) -> bool:
    found = False

    def visit(op: ir.Operation) -> ir.WalkResult:
        nonlocal found
        for v in list(op.results) + [a for r in op.regions for b in r.blocks
                                     for a in b.arguments]:
            t = v.type.maybe_downcast()
            if isinstance(t, ir.RankedTensorType) and not t.has_static_shape:
                found = True
                return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    entry.walk(visit)
    return found


def is_remat(op: ir.Operation) -> bool:
    """Whether ``op`` is cloned where it is used rather than passed (constants, ``iota``)."""
    return len(op.operands) == 0 and len(op.regions) == 0 and len(op.results) == 1



def _used_values(op: ir.Operation) -> list[ir.Value]:
    """Operands plus the values a region-holding op captures from outside."""
    vals = list(op.operands)
    if op.regions:
        vals += [v for v in _free_values(op) if v not in vals]
    return vals


def _dead(ops: list[ir.Operation], consumers: dict, k: int) -> bool:
    """Whether a stage's ops compute nothing used outside the stage and have no effect (dead
    code: such a segment, a function without results, breaks IREE 3.13's async calls,
    "semaphore already signaled past 1")."""
    used_later = any(c != ("seg", k) for op in ops for r in op.results
                     for c in consumers.get(r, ()))
    effects = any(op.name in _EFFECTS or not op.name.startswith(_PURE_DIALECTS)
                  for op in ops for op in [op, *_walk_nested(op)])
    return not used_later and not effects


#: dialects whose ops have no side effects (but for :data:`_EFFECTS`)
_PURE_DIALECTS = ("stablehlo.", "chlo.", "tensor.", "arith.", "math.", "complex.")
_EFFECTS = frozenset({"stablehlo.custom_call", "stablehlo.send", "stablehlo.recv",
                      "stablehlo.outfeed", "stablehlo.infeed", "stablehlo.rng",
                      "stablehlo.rng_bit_generator"})


def _consumers(body: list[ir.Operation], terminator: ir.Operation, stage_of_op: dict[int, int],
               host_flags: dict[int, bool]) -> dict:
    """Consumers of each value: ("seg", k), ("host", None) or ("out", None)."""
    consumers: dict = {}
    for idx, op in enumerate(body):
        if idx not in stage_of_op:
            continue
        key = ("host", None) if host_flags[idx] else ("seg", stage_of_op[idx])
        for v in _used_values(op):
            consumers.setdefault(v, set()).add(key)
    for v in terminator.operands:
        consumers.setdefault(v, set()).add(("out", None))
    return consumers


def _segment_ops(body: list[ir.Operation], stage_of_op: dict[int, int],
                 host_flags: dict[int, bool], consumers: dict) -> tuple[dict, dict]:
    """The ops of each segment stage, and the stage defining each of their results. Constants
    needed by host steps or returned directly are computed in stage 0 (added to `stage_of_op`
    and `host_flags`)."""
    seg_ops: dict[int, list[ir.Operation]] = {}
    defined_in: dict = {}
    for idx, op in enumerate(body):
        if idx in stage_of_op:
            continue
        if any(kind != "seg" for r in op.results for kind, _ in consumers.get(r, ())):
            stage_of_op[idx] = 0
            host_flags[idx] = False
    for idx, op in enumerate(body):
        if idx in stage_of_op and not host_flags[idx]:
            seg_ops.setdefault(stage_of_op[idx], []).append(op)
            for r in op.results:
                defined_in[r] = stage_of_op[idx]
    return seg_ops, defined_in


class _Partitioner:
    def __init__(
        self,
        claimed: Callable[[ir.Operation], bool],
        module: ir.Module,
        scalar_shapes: bool = False,
    ) -> None:
        self._claimed = claimed
        self._module = module
        self._scalar_shapes = scalar_shapes
        self._ids: dict = {}
        self.specs: dict[int, TensorSpec] = {}
        self.segments: list[SegmentStep] = []
        self.host_ops: list[HostOpStep] = []

    # -- value numbering ---------------------------------------------------------------------
    def vid(self, v: ir.Value, what: Callable[[], str] | None = None) -> int:
        i = self._ids.get(v)
        if i is None:
            i = len(self._ids)
            self._ids[v] = i
        if i not in self.specs:
            self.specs[i] = tensor_spec(v.type, what=what() if what else f"value {v.get_name()}")
        return i

    # -- classification -----------------------------------------------------------------------
    def _contains_claimed(self, op: ir.Operation) -> ir.Operation | None:
        for inner in _walk_nested(op):
            if self._claimed(inner):
                return inner
        return None

    def _is_host_step(self, op: ir.Operation) -> bool:
        if self._claimed(op):
            return True
        if not op.regions:
            return False
        inner = self._contains_claimed(op)
        if inner is None:
            return False
        if op.name in HOST_DRIVEN_OPS:
            return True
        raise UnsupportedProgramError(
            f"{inner.name} at {location_str(inner)} is inside the body of {op.name} at "
            f"{location_str(op)}; split mode can only drive {inner.name} from the host at the "
            f"top level or inside {' / '.join(sorted(HOST_DRIVEN_OPS))}"
        )

    # -- partition of one block ------------------------------------------------------------------
    def partition_block(self, block: ir.Block, captures: list[ir.Value], prefix: str) -> Schedule:
        ops = [op.operation for op in block.operations]
        terminator, body = ops[-1], ops[:-1]
        plan_inputs = [
            self.vid(a, lambda: f"block argument of {prefix or 'entry'}") for a in block.arguments
        ] + [self.vid(c) for c in captures]
        stage_of_op, host_flags, remat_values, max_stage = self._assign_stages(
            body, list(block.arguments) + list(captures)
        )
        consumers = _consumers(body, terminator, stage_of_op, host_flags)
        seg_ops, defined_in = _segment_ops(body, stage_of_op, host_flags, consumers)

        steps: list[Step] = []
        host_by_stage: dict[int, list[int]] = {}
        for idx in sorted(stage_of_op):
            if host_flags[idx]:
                host_by_stage.setdefault(stage_of_op[idx], []).append(idx)
        for k in range(max_stage + 1):
            if k in seg_ops and not _dead(seg_ops[k], consumers, k):
                steps.append(
                    self._build_segment(f"{prefix}seg{k}", k, seg_ops[k], remat_values,
                                        consumers, defined_in)
                )
            for idx in host_by_stage.get(k, []):
                steps.append(self._host_step(body[idx], f"{prefix}", idx))
        outputs = [self.vid(v, lambda: "returned value") for v in terminator.operands]
        return Schedule(plan_inputs, steps, outputs)

    def _assign_stages(
        self, body: list[ir.Operation], inputs: list[ir.Value]
    ) -> tuple[dict[int, int], dict[int, bool], dict, int]:
        """The stage of each op of `body` (by index) that is not re-materialized: a host step
        makes its results available one stage later. Returns (stage_of_op, host_flags,
        remat_values: value -> defining op, max_stage)."""
        avail: dict = {v: 0 for v in inputs}
        remat_values: dict = {}  # value -> defining op
        stage_of_op: dict[int, int] = {}
        host_flags: dict[int, bool] = {}
        max_stage = 0
        for idx, op in enumerate(body):
            host = self._is_host_step(op)
            # Constants, iota and pure functions of them are re-materialized where used.
            if not host and (
                is_remat(op)
                or (op.operands and all(v in remat_values for v in _used_values(op)))
            ):
                for r in op.results:
                    remat_values[r] = op
                continue
            host_flags[idx] = host
            stage = 0
            for v in _used_values(op):
                if v in remat_values:
                    continue
                if v not in avail:
                    raise UnsupportedProgramError(
                        f"{op.name} at {location_str(op)} uses a value defined outside its block "
                        "that split mode cannot route"
                    )
                stage = max(stage, avail[v])
            stage_of_op[idx] = stage
            for r in op.results:
                avail[r] = stage + 1 if host else stage
            max_stage = max(max_stage, stage + 1 if host else stage)
        return stage_of_op, host_flags, remat_values, max_stage

    def _host_step(self, op: ir.Operation, prefix: str, idx: int) -> Step:
        loc = location_str(op)
        outputs = [self.vid(r, lambda: f"result of {op.name} at {loc}") for r in op.results]
        if self._claimed(op):
            step = HostOpStep(
                op, op.name, loc,
                [self.vid(v, lambda: f"operand of {op.name} at {loc}") for v in op.operands],
                outputs,
            )
            self.host_ops.append(step)
            return step
        captures = _free_values(op)
        cap_ids = [self.vid(c, lambda: f"value captured by {op.name} at {loc}") for c in captures]
        if op.name == "stablehlo.while":
            cond_block = op.regions[0].blocks[0]
            body_block = op.regions[1].blocks[0]
            return WhileStep(
                loc,
                [self.vid(v, lambda: f"operand of {op.name} at {loc}") for v in op.operands],
                cap_ids,
                self.partition_block(cond_block, captures, f"{prefix}while{idx}_cond_"),
                self.partition_block(body_block, captures, f"{prefix}while{idx}_body_"),
                outputs,
            )
        # stablehlo.case
        branches = [
            self.partition_block(region.blocks[0], captures, f"{prefix}case{idx}_br{j}_")
            for j, region in enumerate(op.regions)
        ]
        return CaseStep(
            loc, self.vid(op.operands[0], lambda: f"index of {op.name} at {loc}"), cap_ids,
            branches, outputs,
        )

    # -- segment construction -----------------------------------------------------------------
    def _segment_inputs(self, ops: list[ir.Operation], k: int, remat_values: dict,
                        defined_in: dict) -> tuple[list, list[ir.Operation], dict]:
        """(values the segment takes, remat ops to clone first, ``{get_dimension_size
        result: (tensor, axis)}`` for the sizes of tensors the segment does not take)."""
        inputs: dict = {}
        remat_needed: dict = {}
        dims: dict = {}
        local: set = set()

        def need_remat(v: ir.Value) -> None:
            op = remat_values[v]
            if any(op is o for o in remat_needed.values()):
                return
            for u in list(op.operands) + (_free_values(op) if op.regions else []):
                need_remat(u)
            remat_needed[v] = op

        for op in ops:
            if (self._scalar_shapes and op.name == "stablehlo.get_dimension_size"
                    and op.operands[0] not in local and op.operands[0] not in remat_values):
                # the size of a tensor from elsewhere: a host scalar from its shape, not the
                # tensor (which a CPU segment would copy when it is not 64-byte aligned)
                dims[op.results[0]] = (op.operands[0],
                                       ir.IntegerAttr(op.attributes["dimension"]).value)
                local.update(op.results)
                continue
            vals = list(op.operands) + (_free_values(op) if op.regions else [])
            for v in vals:
                if v in local or v in inputs or v in remat_needed:
                    continue
                if v in remat_values and defined_in.get(v) != k:
                    need_remat(v)
                else:
                    inputs[v] = None
            local.update(op.results)
        remat_ops: list[ir.Operation] = []
        for op in remat_needed.values():
            if not any(op is o for o in remat_ops):
                remat_ops.append(op)
        return list(inputs), remat_ops, dims

    def _build_segment(
        self, name: str, k: int, ops: list[ir.Operation], remat_values: dict, consumers: dict,
        defined_in: dict,
    ) -> SegmentStep:
        in_vals, remat_ops, dims = self._segment_inputs(ops, k, remat_values, defined_in)
        out_vals = [
            r for op in ops for r in op.results
            if any(c != ("seg", k) for c in consumers.get(r, ()))
        ]
        scalars = frozenset(i for i, v in enumerate(in_vals)
                            if self._scalar_shapes and _passes_as_scalars(v.type))
        with self._module.context, ir.Location.unknown():
            mapping = self._segment_function(name, in_vals, scalars, list(dims), out_vals)
            with ir.InsertionPoint(mapping.pop("__block__")):
                for op in remat_ops:
                    self._clone_into(op, mapping)
                for op in ops:
                    if op.results and op.results[0] in dims:
                        continue
                    self._clone_into(op, mapping)
                func_d.ReturnOp([mapping[v] for v in out_vals])
        step = SegmentStep(
            name,
            [self.vid(v) for v in in_vals],
            [self.vid(v) for v in out_vals],
            len(ops),
            scalars,
            tuple((self.vid(t), axis) for t, axis in dims.values()),
        )
        self.segments.append(step)
        return step

    def _segment_function(self, name: str, in_vals: list, scalars: frozenset[int],
                          dim_results: list, out_vals: list) -> dict:
        """The segment's ``func.func``: its arguments (tensors; ``i32`` scalars for the
        ``scalars`` positions and, last, one per size in ``dim_results``) mapped to the
        values they stand for; ``mapping["__block__"]`` is its entry block."""
        i32 = ir.IntegerType.get_signless(32)
        sizes = [int(np.prod(ir.RankedTensorType(v.type).shape)) if i in scalars else 0
                 for i, v in enumerate(in_vals)]
        in_types = [t for i, v in enumerate(in_vals)
                    for t in ([i32] * sizes[i] if i in scalars else [v.type])]
        in_types += [i32] * len(dim_results)
        with ir.InsertionPoint(self._module.body):
            fn = func_d.FuncOp(name, (in_types, [v.type for v in out_vals]))
            fn.attributes["sym_visibility"] = ir.StringAttr.get("public")
        block = fn.add_entry_block()
        mapping: dict = {"__block__": block}
        args = iter(block.arguments)
        with ir.InsertionPoint(block):
            for i, v in enumerate(in_vals):
                if i not in scalars:
                    mapping[v] = next(args)
                    continue
                mapping[v] = ir.Operation.create("tensor.from_elements", results=[v.type],
                                                 operands=[next(args) for _ in range(sizes[i])]
                                                 ).result
            for r in dim_results:
                mapping[r] = ir.Operation.create("tensor.from_elements", results=[r.type],
                                                 operands=[next(args)]).result
        return mapping

    def _clone_into(self, op: ir.Operation, mapping: dict) -> None:
        new = op.clone()
        for inner in [new] + list(_walk_nested(new)):
            for i, v in enumerate(list(inner.operands)):
                if v in mapping:
                    inner.operands[i] = mapping[v]
        for old, repl in zip(op.results, new.results):
            mapping[old] = repl


def partition_function(
    entry: ir.Operation,
    claimed: Callable[[ir.Operation], bool],
) -> Partition:
    """Partitions ``entry`` (a ``func.func``) at every op for which ``claimed`` is true."""
    entry = entry.operation
    fname = ir.StringAttr(entry.attributes["sym_name"]).value
    with entry.context, ir.Location.unknown():
        module = ir.Module.create()
    p = _Partitioner(claimed, module, scalar_shapes=_has_dynamic_shapes(entry))
    block = entry.regions[0].blocks[0]
    schedule = p.partition_block(block, [], "")
    input_specs = [p.specs[i] for i in schedule.inputs]
    output_specs = [p.specs[i] for i in schedule.outputs]
    try:
        module.operation.verify()
    except ir.MLIRError as e:
        raise UnsupportedProgramError(f"Splitting {fname} produced invalid IR: {e}") from None
    _log.debug(
        "partitioned @%s into %d segments and %d host ops", fname, len(p.segments), len(p.host_ops)
    )
    return Partition(module, schedule, p.specs, input_specs, output_specs, p.segments, p.host_ops)
