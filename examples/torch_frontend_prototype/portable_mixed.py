"""The rewrite + iree_vkfft's portable lowering only: prints the mixed module in which every
stablehlo.fft of the helper functions has become plain StableHLO (real dot_generals).

    PYTHONPATH=src:examples/torch_frontend_prototype \
        python3 examples/torch_frontend_prototype/portable_mixed.py in.torch.mlir out.mlir [--onnx]
"""
from __future__ import annotations

import sys

import compile_torch as C

if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    module, report, ffts = C.front_end(open(args[0]).read(), onnx="--onnx" in sys.argv,
                                       portable=True)
    print("\n".join(report))
    for f in ffts:
        print("portable:", f.description, f.plan)
    with open(args[1], "w") as f:
        f.write(str(module))
