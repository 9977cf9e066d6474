"""Run a .vmfb on llvm-cpu against a program's npz reference (rel. L2 <= 10x torch_err).

    python3 run_check.py prog.vmfb tests/data/programs/torch/<name>.npz [--onnx]
--onnx: complex inputs/outputs are carried as float32 [..., 2] pairs.
"""
from __future__ import annotations

import sys

import numpy as np
import iree.runtime as rt


def pairs(a):
    return np.stack([a.real, a.imag], -1).astype(np.float32) if np.iscomplexobj(a) else a


def check(vmfb: str, npz: str, onnx: bool = False, entry: str | None = None) -> bool:
    d = np.load(npz)
    ins = [d[f"in{i}"] for i in range(sum(k.startswith("in") for k in d.files))]
    if onnx:
        ins = [pairs(a) for a in ins]
    config = rt.Config("local-task")
    ctx = rt.SystemContext(config=config)
    ctx.add_vm_module(rt.VmModule.copy_buffer(config.vm_instance, open(vmfb, "rb").read()))
    mod = ctx.modules.module
    fn = mod[entry] if entry else (mod["main"] if "main" in mod.vm_module.function_names
                                    else mod["main_graph"])
    outs = fn(*ins)
    outs = outs if isinstance(outs, (list, tuple)) else [outs]
    ok = True
    for i, o in enumerate(outs):
        o = np.asarray(o.to_host() if hasattr(o, "to_host") else o)
        ref = d[f"ref{i}"]
        if onnx and np.iscomplexobj(ref):
            ref = pairs(ref)
        err = np.linalg.norm(o - ref) / np.linalg.norm(ref)
        terr = float(d[f"torch_err{i}"])
        good = err <= 10 * terr
        ok &= good
        print(f"out{i} {o.dtype}{list(o.shape)}: rel L2 {err:.3g} (torch_err {terr:.3g}) "
              f"{'PASS' if good else 'FAIL'}")
    return ok


if __name__ == "__main__":
    sys.exit(0 if check(sys.argv[1], sys.argv[2], "--onnx" in sys.argv) else 1)
