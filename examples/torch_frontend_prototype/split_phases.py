"""Split a mixed module (torch functions + private StableHLO functions) into
  - the torch part, with each StableHLO function replaced by a bodiless private declaration
  - the StableHLO part: the private functions alone (made public so nothing is dropped)
"""
from __future__ import annotations

from iree.compiler import ir


def is_stablehlo_func(op) -> bool:
    if op.name != "func.func" or not op.regions[0].blocks:
        return False
    for inner in op.regions[0].blocks[0].operations:
        if inner.operation.name.startswith("stablehlo.") or inner.operation.name.startswith("chlo."):
            return True
    return False


def split(module: ir.Module) -> tuple[str, str]:
    ctx = module.context
    torch_part = ir.Module.parse(str(module), ctx)
    shlo_funcs = []
    for op in list(torch_part.body.operations):
        op = op.operation
        if is_stablehlo_func(op):
            shlo_funcs.append(str(op))
            name = ir.StringAttr(op.attributes["sym_name"]).value
            ftype = ir.TypeAttr(op.attributes["function_type"]).value
            with ir.InsertionPoint(op), op.location:
                decl = ir.Operation.create("func.func", regions=1, attributes={
                    "sym_name": ir.StringAttr.get(name),
                    "function_type": ir.TypeAttr.get(ftype),
                    "sym_visibility": ir.StringAttr.get("private")})
            op.erase()
    shlo = "module {\n" + "\n".join(s.replace("func.func private", "func.func", 1)
                                    for s in shlo_funcs) + "\n}"
    return str(torch_part), shlo


def merge(torch_input_text: str, shlo_text: str, ctx: ir.Context) -> ir.Module:
    """Give each bodiless ``util.func private @f`` of the torch part (after
    ``--compile-to=input``) the body of the StableHLO function ``@f``: the StableHLO
    function replaces the declaration (kept private)."""
    main = ir.Module.parse(torch_input_text, ctx)
    shlo = ir.Module.parse(shlo_text, ctx)
    bodies = {}
    for op in list(shlo.body.operations):
        op = op.operation
        if op.name in ("func.func", "util.func"):
            bodies[ir.StringAttr(op.attributes["sym_name"]).value] = op
    for op in list(main.body.operations):
        op = op.operation
        if op.name in ("func.func", "util.func") and not op.regions[0].blocks:
            name = ir.StringAttr(op.attributes["sym_name"]).value
            if name in bodies:
                f = bodies.pop(name)
                f.attributes["sym_visibility"] = ir.StringAttr.get("private", ctx)
                f.move_before(op)
                op.erase()
    assert not bodies, list(bodies)
    return main
