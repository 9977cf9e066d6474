"""Split mode's partitioner on a mixed torch module (experiment).

    PYTHONPATH=src:examples/torch_frontend_prototype \
        python3 examples/torch_frontend_prototype/split_mixed.py NAME

1. front end without the portable rewrite; MLIR `inline` so every stablehlo.fft sits in @main
2. builtin boundary: @main's !torch.vtensor arguments/results become builtin tensors
   (torch_c.from_builtin_tensor at entry, torch_c.to_builtin_tensor before return), because
   stablehlo.partition's specs accept ranked tensors only
3. iree_vkfft.stablehlo.partition.partition_function(main, claimed=stablehlo.fft)
4. compile the segments module with `--iree-input-type=torch` (the segments hold torch ops)
through_iree_vkfft(): the same module through the unchanged iree_vkfft.compile(mode="split")
with --iree-input-type=torch appended (docs/TORCH_FRONTEND.md: partition errors on torch
values crossing segments; torch_c round-trip segments hit split_alias_repro.py's bug).
"""
from __future__ import annotations

import os
import sys
import tempfile

import numpy as np
from iree.compiler import ir

import compile_torch as C
import torch_fft_rewrite as R
from iree_vkfft.stablehlo.partition import partition_function


def builtin_boundary(func_op) -> None:
    f = func_op.operation
    block = f.regions[0].blocks[0]
    ftype = ir.FunctionType(ir.TypeAttr(f.attributes["function_type"]).value)
    new_inputs = []
    first = block.operations[0]
    for arg in list(block.arguments):
        t = arg.type
        if str(t).startswith("!torch.vtensor"):
            bt = R.builtin(t)
            arg.set_type(bt)
            with ir.InsertionPoint(first), f.location:
                conv = ir.Operation.create("torch_c.from_builtin_tensor", results=[t],
                                           operands=[arg])
            for use in list(arg.uses):
                if use.owner != conv:
                    use.owner.operands[use.operand_number] = conv.result
            new_inputs.append(bt)
        else:
            new_inputs.append(t)
    ret = block.operations[len(block.operations) - 1]
    new_results = []
    for i, v in enumerate(list(ret.operands)):
        if str(v.type).startswith("!torch.vtensor"):
            with ir.InsertionPoint(ret), f.location:
                conv = ir.Operation.create("torch_c.to_builtin_tensor",
                                           results=[R.builtin(v.type)], operands=[v])
            ret.operands[i] = conv.result
            new_results.append(conv.result.type)
        else:
            new_results.append(v.type)
    f.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(new_inputs, new_results))


def main(name: str) -> int:
    work = tempfile.mkdtemp(prefix="tfp_split_")
    module, report, _ = C.front_end(open(os.path.join(C.PROGRAMS, f"{name}.torch.mlir")).read(),
                                    onnx=False, portable=False)
    print("\n".join("rewrite: " + r for r in report))
    C.run_pipeline(module, "builtin.module(inline, symbol-dce)")
    entry = [op for op in module.body.operations if op.operation.name == "func.func"][0]
    with module.context:
        builtin_boundary(entry)
    p = partition_function(entry, lambda op: op.name == "stablehlo.fft")
    print(f"segments: {[s for s in p.segments]}; host ops: {len(p.host_ops)}")
    src = os.path.join(work, "segments.mlir")
    open(src, "w").write(str(p.module))
    vmfb = os.path.join(work, "segments.vmfb")
    C.iree_compile(src, vmfb, ["--iree-input-type=torch", *C.CPU])
    print("segments compiled:", vmfb)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))


def through_iree_vkfft(name: str, mode: str, fold: bool = False) -> bool:
    """The unchanged iree_vkfft.compile on the builtin-boundary module, with
    `--iree-input-type=torch` appended (the last --iree-input-type wins)."""
    import iree_vkfft
    module, report, _ = C.front_end(open(os.path.join(C.PROGRAMS, f"{name}.torch.mlir")).read(),
                                    onnx=False, portable=False)
    entry = [op for op in module.body.operations if op.operation.name == "func.func"
             and ir.StringAttr(op.operation.attributes["sym_name"]).value == "main"][0]
    with module.context:
        builtin_boundary(entry)
    if fold:
        C.run_pipeline(module, "builtin.module(canonicalize)")
    if mode == "split":  # every stablehlo.fft in @main (parse_program's own inlining is
        C.run_pipeline(module, "builtin.module(inline, symbol-dce)")  # for JAX's functions)
    prog = iree_vkfft.compile(module, mode=mode, target="llvm-cpu",
                              extra_args=["--iree-input-type=torch"])
    d = np.load(os.path.join(C.PROGRAMS, f"{name}.npz"))
    ins = [d[k] for k in sorted(k for k in d.files if k.startswith("in"))]
    y = np.array(prog(*ins)[0])
    err = np.linalg.norm(y - d["ref0"]) / np.linalg.norm(d["ref0"])
    ok = err <= 10 * float(d["torch_err0"])
    print(f"{name} iree_vkfft.compile(mode={mode!r}): rel L2 {err:.3g} "
          f"(torch_err {float(d['torch_err0']):.3g}) {'PASS' if ok else 'FAIL'}")
    return ok
