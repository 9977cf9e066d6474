"""Prototype driver: torch-dialect (or ONNX-imported) MLIR with FFTs -> .vmfb on llvm-cpu.

    PYTHONPATH=src:examples/torch_frontend_prototype \
        python3 examples/torch_frontend_prototype/compile_torch.py NAME [NAME.onnx ...] \
        [--order=shlo-first|two-phase] [--keep=DIR]

NAME is a program of tests/data/programs/torch (NAME.torch.mlir, or NAME.onnx.mlir when the
argument ends in .onnx).  Steps (docs/TORCH_FRONTEND.md):

 1. parse with iree.compiler.ir (torch / torch_c dialects are registered);
    ONNX: run torch-mlir's convert-torch-onnx-to-torch first (in-process PassManager)
 2. torch_fft_rewrite: every FFT op -> to_builtin_tensor + func.call @__fft_k + from_builtin
 3. iree_vkfft.portable.lower.lower_ffts on the mixed module (every stablehlo.fft -> plain
    StableHLO); --no-portable keeps stablehlo.fft (IREE then rejects non-power-of-two sizes)
 4. order "shlo-first" (default): run iree-stablehlo-input-transformation-pipeline
    in-process on the mixed module (StableHLO functions -> linalg, inlined; torch ops left
    alone), then `iree-compile --iree-input-type=torch`
    order "two-phase": torch part with bodiless declarations -> `iree-compile
    --iree-input-type=torch --compile-to=input`; StableHLO part -> `--iree-input-type=stablehlo
    --compile-to=input`; merge the util.funcs; `iree-compile --iree-input-type=none`
 5. run_check: llvm-cpu run against the npz (rel. L2 <= 10x torch_err)
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

from iree.compiler import ir, passmanager

sys.path.insert(0, os.path.dirname(__file__))
import run_check  # noqa: E402
import split_phases  # noqa: E402
import torch_fft_rewrite as R  # noqa: E402

PROGRAMS = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "data", "programs",
                        "torch")
CPU = ["--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=generic"]


def iree_compile(src: str, dst: str, flags: list[str]) -> None:
    p = subprocess.run(["nice", "iree-compile", src, "-o", dst, *flags], capture_output=True,
                       text=True, timeout=600)
    if p.returncode:
        lines = [ln for ln in p.stderr.splitlines() if "error" in ln] or p.stderr.splitlines()
        raise RuntimeError(f"iree-compile {' '.join(flags)}: " + (lines[0] if lines else "?"))


def run_pipeline(module: ir.Module, pipeline: str) -> None:
    with module.context:
        passmanager.PassManager.parse(pipeline).run(module.operation)


def front_end(text: str, *, onnx: bool, portable: bool):
    ctx = ir.Context()
    module = ir.Module.parse(text, ctx)
    r = R.Rewriter(module)
    if onnx:
        # onnx.DFT (opset 18, axis attribute) is rewritten *before* torch-mlir's conversion,
        # which is a full conversion and fails on it ("failed to legalize ... onnx.DFT").
        r.run(R.resources_of(text))
        run_pipeline(module, "builtin.module(func.func(convert-torch-onnx-to-torch),"
                     "canonicalize)")
    r.run(R.resources_of(text))
    ffts = []
    if portable:
        from iree_vkfft.portable.lower import lower_ffts
        ffts = lower_ffts(module)
    return module, r.report, ffts


def compile_module(module: ir.Module, out: str, work: str, order: str) -> None:
    if order == "shlo-first":
        run_pipeline(module, "builtin.module(iree-stablehlo-input-transformation-pipeline)")
        src = os.path.join(work, "after_shlo.mlir")
        open(src, "w").write(str(module))
        iree_compile(src, out, ["--iree-input-type=torch", *CPU])
        return
    torch_text, shlo_text = split_phases.split(module)
    t_src, s_src = os.path.join(work, "torch_part.mlir"), os.path.join(work, "shlo_part.mlir")
    open(t_src, "w").write(torch_text)
    open(s_src, "w").write(shlo_text)
    t_in, s_in = t_src + ".input.mlir", s_src + ".input.mlir"
    iree_compile(t_src, t_in, ["--iree-input-type=torch", "--compile-to=input"])
    iree_compile(s_src, s_in, ["--iree-input-type=stablehlo", "--compile-to=input"])
    merged = split_phases.merge(open(t_in).read(), open(s_in).read(), ir.Context())
    m_src = os.path.join(work, "merged.mlir")
    open(m_src, "w").write(str(merged))
    iree_compile(m_src, out, ["--iree-input-type=none", *CPU])


def main(argv: list[str]) -> int:
    order = next((a.split("=", 1)[1] for a in argv if a.startswith("--order=")), "shlo-first")
    keep = next((a.split("=", 1)[1] for a in argv if a.startswith("--keep=")), None)
    portable = "--no-portable" not in argv
    failures = 0
    for name in [a for a in argv if not a.startswith("--")]:
        onnx = name.endswith(".onnx")
        base = name[:-5] if onnx else name
        path = os.path.join(PROGRAMS, f"{base}.{'onnx' if onnx else 'torch'}.mlir")
        work = keep and os.path.join(keep, name) or tempfile.mkdtemp(prefix="tfp_")
        os.makedirs(work, exist_ok=True)
        t0 = time.time()
        print(f"== {name} ({order})")
        try:
            module, report, ffts = front_end(open(path).read(), onnx=onnx, portable=portable)
            for line in report:
                print("   rewrite:", line)
            for f in ffts:
                print("   portable:", f.description, "|", "; ".join(f.plan))
            open(os.path.join(work, "mixed.mlir"), "w").write(str(module))
            vmfb = os.path.join(work, "prog.vmfb")
            compile_module(module, vmfb, work, order)
            ok = run_check.check(vmfb, os.path.join(PROGRAMS, f"{base}.npz"), onnx)
        except Exception as e:  # noqa: BLE001 - a prototype's report
            print(f"   FAILED: {type(e).__name__}: {str(e).splitlines()[0][:400]}")
            ok = False
        print(f"   {'OK' if ok else 'FAIL'} in {time.time() - t0:.1f} s")
        failures += not ok
    return failures


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
