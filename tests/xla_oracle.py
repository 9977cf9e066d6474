"""XLA as the second oracle (issue 43): XLA's CPU compiler runs a StableHLO text in-process, so
every program the tests hold, and every rewrite this project makes of it, is checked against
XLA on the same inputs, whatever IREE does:

* :func:`rewritten` is the module a mode hands iree-compile, as StableHLO where the mode's
  rewrites are StableHLO (portable mode's FFT forms, every registry entry that declares no
  ``xla_unchecked`` reason), so ``xla(original) == xla(rewritten)`` isolates *our* rewrites;
* :func:`agreement` compares outputs with a tolerance set by how much XLA's own result moves
  when the inputs move by a few ulps (:mod:`iree_vkfft.checking`'s verification rule), on the
  stored inputs and on seeded draws from the program's input specs.

JAX is a test dependency (pyproject's ``test`` extra); the package never imports it.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Sequence

import numpy as np

from iree_vkfft import checking
from iree_vkfft.portable.program import lower_program
from iree_vkfft.stablehlo.parse import parse_program
from iree_vkfft.toolchain.options import CompileOptions
from iree_vkfft.workarounds import registry

DATA = Path(__file__).parent / "data" / "programs"
#: every StableHLO program the repository holds (name -> path); the dynamic ones run in XLA
#: with their symbolic shapes refined from the inputs' (:func:`xla`)
PROGRAMS = {(p.stem if p.parent == DATA else f"{p.parent.name}/{p.stem}"): p
            for folder in (DATA, DATA / "libraries", DATA / "wave2", DATA / "wave3",
                           DATA / "dynamic", DATA / "whisper")
            for p in sorted(folder.glob("*.mlir"))}
#: modes whose module iree-compile gets is StableHLO the oracle reads: portable (FFTs as plain
#: StableHLO), split and inline (the FFT ops left for XLA; the registry's rewrites checked)
MODES = ("portable", "split", "inline")
#: targets by mode (inline is Vulkan's)
TARGETS = {"portable": ("llvm-cpu", "vulkan-spirv", "metal-spirv"),
           "split": ("llvm-cpu", "vulkan-spirv"), "inline": ("vulkan-spirv",)}


#: rewrites XLA-CPU itself miscomputes, by program: {program: {entry: what XLA does}}. Each is
#: a canary (tests/test_xla_oracle.py): XLA on the rewritten module still differs from XLA on
#: the original, and IREE on the rewritten module still agrees with the original's XLA result,
#: so the rewrite is right and XLA's compile of that form is not; the oracle skips the entry
#: for that program only
XLA_MISCOMPUTES = {
    "wave2/s2fft_wigner_forward_mw": {
        "unroll-counted-loops": "jaxlib 0.10.2's XLA-CPU computes the 6-trip Wigner recursion "
                                "unrolled 5e-3 off in float64 (peeling 5 trips of it is "
                                "enough); IREE computes the unrolled module to 5e-16"},
}


def _jax():
    import jax

    jax.config.update("jax_enable_x64", True)  # float64 inputs stay float64 on XLA's device
    return jax


@functools.lru_cache(maxsize=64)
def _executable(text: str):
    jax = _jax()
    from jax._src import xla_bridge
    from jax._src.lib import xla_client

    return xla_bridge.get_backend("cpu").compile_and_load(
        text, jax.devices("cpu")[:1], xla_client.CompileOptions())


@functools.lru_cache(maxsize=16)
def _refined(text: str, shapes: tuple[tuple[int, ...], ...]) -> str:
    """``text`` (symbolic input shapes: ``jax.export``'s shape polymorphism) with its entry's
    inputs of ``shapes`` and every shape refined from them, as JAX does before XLA compiles
    an exported function for concrete arguments."""
    _jax()
    from jax._src.interpreters import mlir as jmlir
    from jax._src.lib.mlir import ir as jir

    with jmlir.make_ir_context(), jir.Location.unknown():
        module = jir.Module.parse(text)
        main = next(op for op in module.body.operations
                    if jir.StringAttr(op.attributes["sym_name"]).value == "main")
        ftype = jir.FunctionType(jir.TypeAttr(main.attributes["function_type"]).value)
        static = [jir.RankedTensorType.get(list(shape), jir.RankedTensorType(t).element_type)
                  for shape, t in zip(shapes, ftype.inputs)]
        main.attributes["function_type"] = jir.TypeAttr.get(
            jir.FunctionType.get(static, ftype.results))
        block = main.regions[0].blocks[0]
        first = block.operations[0]
        for arg, t in zip(block.arguments, static):
            symbolic, uses = arg.type, [(u.owner, u.operand_number) for u in arg.uses]
            arg.set_type(t)
            with jir.InsertionPoint(first):  # the body keeps its symbolic types until refined
                cast = jir.Operation.create("stablehlo.convert", results=[symbolic],
                                            operands=[arg])
            for owner, index in uses:
                owner.operands[index] = cast.result
        return str(jmlir.refine_polymorphic_shapes(module))


def xla(text: str, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    """XLA-CPU's outputs of the StableHLO ``text`` on ``inputs`` (symbolic shapes refined
    from the inputs')."""
    jax = _jax()
    device = jax.devices("cpu")[0]
    if "jax.uses_shape_polymorphism = true" in text[:4000]:
        text = _refined(text, tuple(tuple(np.shape(x)) for x in inputs))
    exe = _executable(text)
    return [np.asarray(y) for y in exe.execute([jax.device_put(np.asarray(x), device)
                                                for x in inputs])]


def stored_inputs(path: Path) -> list[np.ndarray] | None:
    npz = path.with_suffix(".npz")
    if not npz.exists():
        return None
    with np.load(npz) as d:
        keys = sorted((k for k in d.files if k.startswith("in")), key=lambda k: int(k[2:]))
        return [d[k] for k in keys]


def input_draws(text: str, path: Path | None = None, draws: int = 2) -> list[list[np.ndarray]]:
    """The stored inputs (if any) and ``draws`` seeded draws from the input specs."""
    sets = [s for s in [stored_inputs(path)] if s is not None] if path is not None else []
    return sets + [checking.program_inputs(text, seed=seed) for seed in range(draws)]


def unchecked_entries() -> tuple[str, ...]:
    """Registry entries whose rewrite emits what XLA cannot read (each says why)."""
    return tuple(w.name for w in registry.REGISTRY if w.xla_unchecked)


def rewritten(text: str, mode: str, target: str, *, disable: Sequence[str] = ()) -> str:
    """The StableHLO module ``mode`` makes of ``text`` for ``target`` before iree-compile:
    portable mode's FFT forms and the registry's rewrites (split and inline: the registry's
    rewrites only; the FFT ops stay), without the entries XLA cannot read."""
    options = CompileOptions(target=target, disable_workarounds=tuple(
        set(unchecked_entries()) | set(disable)))
    return rewritten_with(text, mode, options)


def rewritten_with(text: str, mode: str, options: CompileOptions) -> str:
    """:func:`rewritten` with explicit options."""
    if mode == "portable":
        module, _ = lower_program(text, options)
    else:
        module, _ = parse_program(text)
        registry.prepare(module, options, mode)
    return str(module)


def agreement(outputs: Sequence[np.ndarray], text: str, inputs: Sequence[np.ndarray], *,
              what: str) -> checking.CheckReport:
    """``outputs`` against XLA on ``text`` and ``inputs``, within the tolerance the program's
    own sensitivity allows (``what`` names the configuration in the report)."""
    expected = xla(text, inputs)
    moved = xla(text, checking.perturbed(inputs))
    return checking.verification_report(outputs, expected, moved, inputs, mode=what,
                                        target="XLA-CPU")


def failure(report: checking.CheckReport) -> str:
    """The first differing output of ``report`` ("" when it agrees)."""
    for o in report.outputs:
        if not o.ok:
            return (f"{report.mode}: output {o.index} ({o.spec}) differs from XLA: rel. L2 "
                    f"{o.rel_l2:.3g} > {o.tolerance:.3g} {o.problem}\n{report}")
    return ""


def changed_by(entry: registry.Workaround, text: str) -> str | None:
    """``text`` with ``entry``'s rewrite alone applied (verified), or None when it changes
    nothing."""
    module, _ = parse_program(text)
    if not entry.rewrite(module):
        return None
    module.operation.verify()
    return str(module)


def is_static(text: str) -> bool:
    """Whether every input of ``text``'s entry has a static shape (XLA compiles those)."""
    from iree_vkfft.stablehlo.match import function_signature

    module, func = parse_program(text)
    specs, _ = function_signature(func)
    del module
    return all(d is not None for s in specs for d in s.shape)


def assert_agrees(program, text: str, *, seed: int = 0) -> None:
    """``program`` (compiled from ``text``) agrees with XLA on a seeded draw of inputs."""
    inputs = checking.program_inputs(text, seed=seed)
    report = agreement(program(*inputs), text, inputs,
                       what=f"{program.mode} mode on {program.target}")
    assert not failure(report), failure(report)


# ---- the torch front end's StableHLO ----------------------------------------------------------
#: the dialects XLA reads
XLA_DIALECTS = ("stablehlo", "chlo", "func", "builtin")


def stablehlo_functions(module) -> list:
    """The private functions of ``module`` that hold nothing but StableHLO (what the torch
    front end emits for each FFT op and matrix product: tests/test_xla_oracle.py)."""
    from iree_vkfft.stablehlo.match import find_ops

    return [op for op in module.body.operations
            if op.operation.name == "func.func" and "sym_visibility" in op.operation.attributes
            and str(op.operation.attributes["sym_visibility"]) == '"private"'
            and not find_ops(op.operation, lambda o: o.name.split(".")[0] not in XLA_DIALECTS)]


def calling_module(module, fn) -> str:
    """A StableHLO module of ``module``'s :func:`stablehlo_functions` and a public ``main``
    that calls ``fn`` (one of them) with main's arguments and returns its results."""
    from iree.compiler import ir
    from iree.compiler.dialects import func

    with module.context, ir.Location.unknown():
        out = ir.Module.create()
        with ir.InsertionPoint(out.body):
            for f in stablehlo_functions(module):
                f.operation.clone()
            ftype = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
            main = func.FuncOp("main", ftype)
            block = main.add_entry_block()
            with ir.InsertionPoint(block):
                callee = ir.FlatSymbolRefAttr.get(ir.StringAttr(fn.attributes["sym_name"]).value)
                func.ReturnOp(func.CallOp(list(ftype.results), callee,
                                          list(block.arguments)).results)
        out.operation.verify()
        return str(out)
