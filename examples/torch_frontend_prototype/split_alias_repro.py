"""Repro (StableHLO only, no torch): split mode returns freed memory when the last segment's
result aliases a host-provider output (a reshape), found while running the torch front end.

    PYTHONPATH=src python3 examples/torch_frontend_prototype/split_alias_repro.py

Seen with iree_vkfft at b1443c2 on llvm-cpu: about 3 calls in 20 give max abs error ~1e26
once other numpy arrays are allocated after the call; the torch programs fft_convolve.onnx and
rfft2_lowpass.onnx hit it in split mode (their last segment is a reshape/identity).
"""
import gc

import numpy as np

import iree_vkfft

PROGRAM = """func.func @main(%arg0: tensor<4x400xf32>) -> tensor<1600xf32> {
  %0 = stablehlo.fft %arg0, type = RFFT, length = [400] : (tensor<4x400xf32>) -> tensor<4x201xcomplex<f32>>
  %1 = stablehlo.fft %0, type = IRFFT, length = [400] : (tensor<4x201xcomplex<f32>>) -> tensor<4x400xf32>
  %2 = stablehlo.reshape %1 : (tensor<4x400xf32>) -> tensor<1600xf32>
  return %2 : tensor<1600xf32>
}"""

if __name__ == "__main__":
    x = np.random.default_rng(0).standard_normal((4, 400)).astype(np.float32)
    prog = iree_vkfft.compile(PROGRAM, mode="split", target="llvm-cpu")
    errs = []
    for _ in range(20):
        y = prog(x)[0]
        gc.collect()
        junk = [np.random.standard_normal((4, 400)).astype(np.float32) for _ in range(50)]
        errs.append(float(np.abs(y - x.reshape(-1)).max()))
    print("max abs error per call:", " ".join(f"{e:.2g}" for e in errs))
    print("BUG REPRODUCED" if max(errs) > 1e-3 else "not reproduced")
