"""Normalise a mixed module to "linalg-on-tensors + StableHLO FFT functions" (experiment).

    PYTHONPATH=src:examples/torch_frontend_prototype \
        python3 examples/torch_frontend_prototype/linalg_first.py [--mode=split|portable|inline] NAME ...

1. front end without the portable rewrite (FFTs = private StableHLO functions)
2. split_phases.split: torch part with bodiless declarations + the StableHLO functions
3. in-process torch-mlir pipelines on the torch part:
   torch-function-to-torch-backend-pipeline, torch-backend-to-linalg-on-tensors-backend-pipeline
   -> func.func over builtin tensors (linalg / tensor / arith ops) calling @__fft_k
   (run on the StableHLO-free part: torch-lower-to-backend-contract rejects any
   stablehlo op in the module: "found an op that was marked as backend illegal")
4. the StableHLO functions put back in place of the declarations
5. the UNCHANGED iree_vkfft.compile(module, mode=...) (input type stablehlo) and a run
"""
from __future__ import annotations

import os
import sys

import numpy as np
from iree.compiler import ir

import compile_torch as C
import split_phases

# IREE 3.13's torch input pipeline up to, not including, torch-iree-func-conversion: the
# shipped front end holds the list (src/iree_vkfft/torch_frontend/passes.py)
from iree_vkfft.torch_frontend.passes import TORCH_TO_LINALG  # noqa: E402


def linalg_module(text: str, onnx: bool = False) -> ir.Module:
    """The mixed module with its torch functions lowered in-process (whole module: the
    passes above leave the StableHLO functions alone)."""
    module, _, _ = C.front_end(text, onnx=onnx, portable=False)
    C.run_pipeline(module, TORCH_TO_LINALG)
    materialize_constants(module)
    return module


_NP = {"f32": np.float32, "f64": np.float64, "i64": np.int64, "i32": np.int32,
       "si64": np.int64, "i1": np.bool_, "complex<f32>": np.complex64}


def _dense_from_resource(attr, blobs: dict):
    import re
    m = re.match(r"dense_resource<([^>]+)> : tensor<((?:\d+x)*)(.+)>$", str(attr))
    if not m or m.group(1) not in blobs:
        return None
    elt = m.group(3)
    shape = [int(d) for d in m.group(2).split("x") if d]
    data = np.frombuffer(bytes.fromhex(blobs[m.group(1)][2:])[4:], _NP[elt]).reshape(shape)
    return ir.DenseElementsAttr.get(np.ascontiguousarray(data), type=attr.type)


def materialize_constants(module: ir.Module) -> None:
    """Split mode builds its segments in a new module: dense_resource blobs and util.globals
    of the source module are not carried ("resource data missing in input IR", "undefined
    global").  Every dense_resource attribute becomes a plain dense attribute and every
    util.global.load of an initialised private global an arith.constant."""
    import torch_fft_rewrite as R
    blobs = R.resources_of(str(module))
    globals_ = {}
    with module.context:
        for op in list(module.body.operations):
            op = op.operation
            if op.name == "util.global" and "initial_value" in op.attributes:
                init = op.attributes["initial_value"]
                globals_[ir.StringAttr(op.attributes["sym_name"]).value] = (
                    _dense_from_resource(init, blobs) or init)

        def walk(o):
            for region in o.regions:
                for block in region.blocks:
                    for inner in list(block.operations):
                        inner = inner.operation
                        walk(inner)
                        if inner.name == "util.global.load":
                            g = ir.FlatSymbolRefAttr(inner.attributes["global"]).value
                            with ir.InsertionPoint(inner), inner.location:
                                c = ir.Operation.create("arith.constant",
                                                        results=[inner.results[0].type],
                                                        attributes={"value": globals_[g]})
                            inner.results[0].replace_all_uses_with(c.result)
                            inner.erase()
                            continue
                        for na in list(inner.attributes):
                            key = na if isinstance(na, str) else na.name
                            attr = inner.attributes[key]
                            if str(attr).startswith("dense_resource<"):
                                d = _dense_from_resource(attr, blobs)
                                if d is not None:
                                    inner.attributes[key] = d
        walk(module.operation)
        for op in list(module.body.operations):
            if op.operation.name == "util.global":
                op.operation.erase()


def linalg_module_split(text: str, onnx: bool = False) -> ir.Module:
    mixed, _, _ = C.front_end(text, onnx=onnx, portable=False)
    torch_text, shlo_text = split_phases.split(mixed)
    ctx = ir.Context()
    module = ir.Module.parse(torch_text, ctx)
    C.run_pipeline(module, TORCH_TO_LINALG)
    shlo = ir.Module.parse(shlo_text, ctx)
    bodies = {ir.StringAttr(op.operation.attributes["sym_name"]).value: op.operation
              for op in shlo.body.operations}
    for op in list(module.body.operations):
        op = op.operation
        if op.name == "func.func" and not op.regions[0].blocks:
            f = bodies.pop(ir.StringAttr(op.attributes["sym_name"]).value)
            f.attributes["sym_visibility"] = ir.StringAttr.get("private", ctx)
            f.move_before(op)
            op.erase()
    return module


def main(argv) -> int:
    import iree_vkfft
    mode = next((a.split("=", 1)[1] for a in argv if a.startswith("--mode=")), "split")
    bad = 0
    for name in [a for a in argv if not a.startswith("--")]:
        onnx = name.endswith(".onnx")
        base = name[:-5] if onnx else name
        try:
            module = linalg_module(open(os.path.join(
                C.PROGRAMS, f"{base}.{'onnx' if onnx else 'torch'}.mlir")).read(), onnx)
            entry = "main_graph" if onnx else "main"
            target = "vulkan" if mode == "inline" else "llvm-cpu"
            prog = iree_vkfft.compile(module, mode=mode, target=target, entry=entry)
            d = np.load(os.path.join(C.PROGRAMS, f"{base}.npz"))
            ins = [d[k] for k in sorted(k for k in d.files if k.startswith("in"))]
            if onnx:
                import run_check
                ins = [run_check.pairs(a) for a in ins]
            y = np.array(prog(*ins)[0])  # a copy: see split_alias_repro.py
            ref = d["ref0"]
            if onnx and np.iscomplexobj(ref):
                ref = run_check.pairs(ref)
            err = np.linalg.norm(y - ref) / np.linalg.norm(ref)
            ok = err <= 10 * float(d["torch_err0"])
            extra = f" stats: {prog.stats}" if mode == "split" else ""
            print(f"{name} iree_vkfft.compile(mode={mode!r}): rel L2 {err:.3g} (torch_err "
                  f"{float(d['torch_err0']):.3g}) {'PASS' if ok else 'FAIL'}"[:400])
        except Exception as e:  # noqa: BLE001
            lines = [ln for ln in str(e).splitlines() if "error" in ln]
            print(f"{name} mode={mode}: FAILED {type(e).__name__}: {str(e).splitlines()[0][:300]}"
                  + (f"\n      first error: {lines[0][:300]}" if lines else ""))
            ok = False
        bad += not ok
    return bad


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
