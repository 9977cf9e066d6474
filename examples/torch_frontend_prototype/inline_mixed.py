"""Inline mode (VkFFT's SPIR-V kernels as hal.dispatch.extern) on a mixed torch module.

    PYTHONPATH=src:examples/torch_frontend_prototype \
        python3 examples/torch_frontend_prototype/inline_mixed.py NAME ...

Needs a Vulkan device (lavapipe works).  Steps: front end without the portable rewrite,
iree_vkfft.dispatch.lower.lower_ffts on the mixed module (each stablehlo.fft -> a call of a
function holding VkFFT's dispatches), the StableHLO input pipeline in-process, then
`iree-compile --iree-input-type=torch` with inline mode's Vulkan flags; run on IREE's vulkan
driver against the npz.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import numpy as np

import compile_torch as C
from iree_vkfft import _engine
from iree_vkfft.dispatch.lower import lower_ffts as inline_lower
from iree_vkfft.inline.program import inline_options
from iree_vkfft.toolchain.options import CompileOptions, build_flags, resolve_vulkan_target


def main(names):
    bad = 0
    for name in names:
        work = tempfile.mkdtemp(prefix="tfp_inline_")
        print(f"== {name} (inline, vulkan)")
        try:
            module, report, _ = C.front_end(open(os.path.join(
                C.PROGRAMS, f"{name}.torch.mlir")).read(), onnx=False, portable=False)
            for line in report:
                print("   rewrite:", line)
            ffts = inline_lower(module)
            for f in ffts:
                print("   inline:", f)
            C.run_pipeline(module, "builtin.module(iree-stablehlo-input-transformation-pipeline)")
            src = os.path.join(work, "after_shlo.mlir")
            open(src, "w").write(str(module))
            opts = resolve_vulkan_target(CompileOptions(target="vulkan-spirv"),
                                         _engine.select_device())
            flags = [f for f in build_flags(inline_options(opts)) if not
                     f.startswith("--iree-input-type")]
            print("   flags:", " ".join(flags))
            C.iree_compile(src, os.path.join(work, "prog.vmfb"), ["--iree-input-type=torch", *flags])
            d = np.load(os.path.join(C.PROGRAMS, f"{name}.npz"))
            # iree-run-module reads results back itself (a Python DeviceArray's to_host
            # imports host memory, which lavapipe refuses below 4096-byte alignment)
            args = []
            for k in sorted(k for k in d.files if k.startswith("in")):
                np.save(os.path.join(work, k + ".npy"), d[k])
                args.append(f"--input=@{os.path.join(work, k + '.npy')}")
            out = os.path.join(work, "out0.npy")
            subprocess.run(["iree-run-module", "--device=vulkan", "--function=main",
                            f"--module={os.path.join(work, 'prog.vmfb')}", *args,
                            f"--output=@{out}"], check=True, capture_output=True)
            y = np.load(out)
            err = np.linalg.norm(y - d["ref0"]) / np.linalg.norm(d["ref0"])
            ok = err <= 10 * float(d["torch_err0"])
            print(f"   rel L2 {err:.3g} (torch_err {float(d['torch_err0']):.3g}) "
                  f"{'PASS' if ok else 'FAIL'}")
        except Exception as e:  # noqa: BLE001
            print(f"   FAILED: {type(e).__name__}: {str(e).splitlines()[0][:400]}")
            ok = False
        bad += not ok
    return bad


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
