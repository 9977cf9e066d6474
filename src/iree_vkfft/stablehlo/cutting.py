"""Cutting one segment of a :class:`~.partition.Partition` in two, in place: split mode's way to
make the region of a program that iree-compile fails on as small as it can be (and to compile
the rest apart from it: two public functions are never fused into one dispatch).

:func:`cut_segment` splits a segment function between two of its ops (in their order in the
function, which respects their dependencies): the first part returns what the second reads
of it and what the segment returned; constants and ``iota`` are cloned into the part that
uses them. The schedule step is replaced by the two new steps wherever it is (a loop body, a
case branch), and the new values get specs.
"""

from __future__ import annotations

from iree.compiler import ir
from iree.compiler.dialects import func as func_d

from .match import tensor_spec
from .partition import CaseStep, Partition, Schedule, SegmentStep, WhileStep, is_remat

__all__ = ["cut_points", "cut_segment", "segment_ops"]


def _constant_ops(body: list[ir.Operation]) -> dict:
    """``{value: op}`` for the ops of ``body`` computed from constants only (constants,
    ``iota`` and region-free ops of them): cloned where used, never passed."""
    found: dict = {}
    for op in body:
        if is_remat(op) or (op.operands and not op.regions and len(op.results) == 1
                            and all(v in found for v in op.operands)):
            found[op.results[0]] = op
    return found


def segment_ops(partition: Partition, name: str) -> list[ir.Operation]:
    """The ops of segment ``name``'s function that are not computed from constants only, in
    order."""
    body = [o.operation for o in partition.function(name).regions[0].blocks[0].operations][:-1]
    constant = _constant_ops(body)
    return [o for o in body if not (len(o.results) == 1 and o.results[0] in constant)]


def cut_points(partition: Partition, name: str) -> int:
    """How many places segment ``name`` can be cut at: between any two of its ops that are not
    constants (0 when it has fewer than two, or when it takes sizes as scalars: the segments
    of programs with dynamic shapes are not cut)."""
    step = partition.segment(name)
    if step.scalar_inputs or step.dim_inputs:
        return 0
    return max(0, len(segment_ops(partition, name)) - 1)


def _new_vid(partition: Partition, v: ir.Value, what: str) -> int:
    vid = max(partition.specs, default=-1) + 1
    partition.specs[vid] = tensor_spec(v.type, what=what)
    return vid


def _defined_by(ops: list[ir.Operation]) -> set:
    return {r for op in ops for r in op.results}


def _used_by(ops: list[ir.Operation]) -> list[ir.Value]:
    """Values the ops (and their regions) read, in first-use order."""
    seen: dict = {}
    inner: set = set()
    stack = list(reversed(ops))
    walk: list[ir.Operation] = []
    while stack:
        op = stack.pop()
        walk.append(op)
        for region in op.regions:
            for block in region.blocks:
                inner.update(block.arguments)
                stack.extend(reversed([o.operation for o in block.operations]))
    for op in walk:
        inner.update(op.results)
    for op in walk:
        for v in op.operands:
            if v not in inner:
                seen.setdefault(v, None)
    return list(seen)


def _build(partition: Partition, name: str, ops: list[ir.Operation], inputs: list[ir.Value],
           outputs: list[ir.Value], remat: dict) -> None:
    """A public ``func.func`` ``name`` taking ``inputs``, running (clones of) ``ops`` with the
    constants they use cloned first, returning ``outputs``."""
    with partition.module.context, ir.Location.unknown():
        with ir.InsertionPoint(partition.module.body):
            fn = func_d.FuncOp(name, ([v.type for v in inputs], [v.type for v in outputs]))
            fn.attributes["sym_visibility"] = ir.StringAttr.get("public")
        block = fn.add_entry_block()
        mapping = dict(zip(inputs, block.arguments))
        with ir.InsertionPoint(block):
            for v in _constant_closure(_used_by(ops) + outputs, remat):
                _clone(remat[v], mapping)
            for op in ops:
                _clone(op, mapping)
            func_d.ReturnOp([mapping[v] for v in outputs])


def _constant_closure(values: list[ir.Value], remat: dict) -> list[ir.Value]:
    """The constant values among ``values`` and those they are computed from, producers
    first."""
    order: dict = {}

    def visit(v: ir.Value) -> None:
        if v in order or v not in remat:
            return
        for u in remat[v].operands:
            visit(u)
        order[v] = None

    for v in values:
        visit(v)
    return list(order)


def _clone(op: ir.Operation, mapping: dict) -> None:
    new = op.clone()
    todo = [new]
    while todo:
        inner = todo.pop()
        for i, v in enumerate(list(inner.operands)):
            if v in mapping:
                inner.operands[i] = mapping[v]
        todo.extend(o.operation for r in inner.regions for b in r.blocks for o in b.operations)
    for old, repl in zip(op.results, new.results):
        mapping[old] = repl


def _replace_step(schedule: Schedule, old: SegmentStep, new: list[SegmentStep]) -> bool:
    for i, step in enumerate(schedule.steps):
        if step is old:
            schedule.steps[i:i + 1] = new
            return True
        subs = ([step.cond, step.body] if isinstance(step, WhileStep)
                else step.branches if isinstance(step, CaseStep) else [])
        if any(_replace_step(s, old, new) for s in subs):
            return True
    return False


def cut_segment(partition: Partition, name: str, at: int) -> tuple[str, str]:
    """Segment ``name`` as ``<name>a`` (its first ``at`` non-constant ops) then ``<name>b``
    (the rest), in place (see the module docstring); returns the two names."""
    if not 0 < at <= cut_points(partition, name):
        raise ValueError(f"segment {name!r} has {cut_points(partition, name)} cut points; "
                         f"cannot cut at {at}")
    step = partition.segment(name)
    fn = partition.function(name)
    block = fn.regions[0].blocks[0]
    body = [o.operation for o in block.operations]
    returned = list(body[-1].operands)
    remat = _constant_ops(body[:-1])
    ops = segment_ops(partition, name)
    first, second = ops[:at], ops[at:]
    args = list(block.arguments)
    vid_of = dict(zip(args, step.inputs))
    vid_of.update(zip(returned, step.outputs))
    made_first = _defined_by(first)
    crossing = [v for v in _used_by(second) if v in made_first]
    out_a = [v for v in returned if v in made_first] + [v for v in crossing if v not in returned]
    for v in out_a:
        if v not in vid_of:
            vid_of[v] = _new_vid(partition, v, f"a value segment {name} computes")
    in_a = [v for v in _used_by(first) if v in args]
    out_b = [v for v in returned if v not in made_first]
    in_b = list(dict.fromkeys([v for v in _used_by(second) if v in args or v in made_first]
                              + [v for v in out_b if v in args]))
    names = (f"{name}a", f"{name}b")
    for new_name, part, ins, outs in ((names[0], first, in_a, out_a),
                                      (names[1], second, in_b, out_b)):
        _build(partition, new_name, part, ins, outs, remat)
    pieces = [SegmentStep(names[0], [vid_of[v] for v in in_a], [vid_of[v] for v in out_a],
                          len(first)),
              SegmentStep(names[1], [vid_of[v] for v in in_b], [vid_of[v] for v in out_b],
                          len(second))]
    if not _replace_step(partition.schedule, step, pieces):  # pragma: no cover
        raise ValueError(f"segment {name!r} is not in the schedule")
    index = partition.segments.index(step)
    partition.segments[index:index + 1] = pieces
    fn.erase()
    return names
