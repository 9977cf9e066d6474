"""Torch ops on complex tensors (registry entry ``torch-complex-arithmetic``,
:mod:`iree_vkfft.torch_frontend.complex_ops`): programs exported by iree-turbine 3.9.0 from
torch 2.9.1 (``aot.export`` of a ``forward`` that returns several ops at once, to keep the
number of compiles low), compiled with ``iree_vkfft.compile(mode="portable",
target="llvm-cpu")`` and compared with numpy in complex128 on the same (float32-rounded) seeded
inputs. Plain IREE 3.13 rejects or crashes on every one of these programs."""

from __future__ import annotations

import logging
import math

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft import torch as torch_frontend
from iree_vkfft.stablehlo.parse import load_module
from iree_vkfft.torch_frontend import complex_ops
from iree_vkfft.torch_frontend.rewrite import walk_ops
from iree_vkfft.torch_frontend.values import op_name
from portable_helpers import needs_vulkan

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

_log = logging.getLogger(__name__)

ENTRY = "torch-complex-arithmetic"
#: relative L2 error allowed against complex128 numpy (float32 programs; measured: <= 1.6e-7)
TOL32 = 1e-6
TOL64 = 1e-13

# z * 2.0, z / 3.0, z + 1.0, z - 1.0, 1.0 - z, -z, conj(z) * 1, conj_physical(z), z + z,
# add(z, z, alpha=2), z - z * 2, sub(z, z, alpha=3)
SCALAR_OPS = """module @module {
  func.func @main(%arg0: !torch.vtensor<[4,9],complex<f32>>) -> (!torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>) attributes {torch.assume_strict_symbolic_shapes} {
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %0 = torch.aten.mul.Scalar %arg0, %float2.000000e00 : !torch.vtensor<[4,9],complex<f32>>, !torch.float -> !torch.vtensor<[4,9],complex<f32>>
    %float3.000000e00 = torch.constant.float 3.000000e+00
    %1 = torch.aten.div.Scalar %arg0, %float3.000000e00 : !torch.vtensor<[4,9],complex<f32>>, !torch.float -> !torch.vtensor<[4,9],complex<f32>>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %int1 = torch.constant.int 1
    %2 = torch.aten.add.Scalar %arg0, %float1.000000e00, %int1 : !torch.vtensor<[4,9],complex<f32>>, !torch.float, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %float1.000000e00_0 = torch.constant.float 1.000000e+00
    %int1_1 = torch.constant.int 1
    %3 = torch.aten.sub.Scalar %arg0, %float1.000000e00_0, %int1_1 : !torch.vtensor<[4,9],complex<f32>>, !torch.float, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %float1.000000e00_2 = torch.constant.float 1.000000e+00
    %int1_3 = torch.constant.int 1
    %4 = torch.aten.rsub.Scalar %arg0, %float1.000000e00_2, %int1_3 : !torch.vtensor<[4,9],complex<f32>>, !torch.float, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %5 = torch.aten.neg %arg0 : !torch.vtensor<[4,9],complex<f32>> -> !torch.vtensor<[4,9],complex<f32>>
    %6 = torch.operator "torch.aten._conj"(%arg0) : (!torch.vtensor<[4,9],complex<f32>>) -> !torch.vtensor<[4,9],complex<f32>>
    %none = torch.constant.none
    %7 = torch.aten.clone %6, %none : !torch.vtensor<[4,9],complex<f32>>, !torch.none -> !torch.vtensor<[4,9],complex<f32>>
    %int1_4 = torch.constant.int 1
    %8 = torch.aten.mul.Scalar %7, %int1_4 : !torch.vtensor<[4,9],complex<f32>>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %9 = torch.operator "torch.aten._conj_physical"(%arg0) : (!torch.vtensor<[4,9],complex<f32>>) -> !torch.vtensor<[4,9],complex<f32>>
    %int1_5 = torch.constant.int 1
    %10 = torch.aten.add.Tensor %arg0, %arg0, %int1_5 : !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %int2 = torch.constant.int 2
    %11 = torch.aten.add.Tensor %arg0, %arg0, %int2 : !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %int2_6 = torch.constant.int 2
    %12 = torch.aten.mul.Scalar %arg0, %int2_6 : !torch.vtensor<[4,9],complex<f32>>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %int1_7 = torch.constant.int 1
    %13 = torch.aten.sub.Tensor %arg0, %12, %int1_7 : !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %int3 = torch.constant.int 3
    %14 = torch.aten.sub.Tensor %arg0, %arg0, %int3 : !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    return %0, %1, %2, %3, %4, %5, %8, %9, %10, %11, %13, %14 : !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>
  }
}
"""

# forward(z [4,9] c64, w [9] c64, r [4,1] f32, c [4,9] f32): z / w, z / r, c / z,
# z / (z + 2), z + r, r - z, sub(c, z, alpha=2), z + w, w - c, where(z.real > 0, z, c),
# where(c > 0, z, w), reciprocal(z)
MIXED = """module @module {
  func.func @main(%arg0: !torch.vtensor<[4,9],complex<f32>>, %arg1: !torch.vtensor<[9],complex<f32>>, %arg2: !torch.vtensor<[4,1],f32>, %arg3: !torch.vtensor<[4,9],f32>) -> (!torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>) attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.aten.div.Tensor %arg0, %arg1 : !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[9],complex<f32>> -> !torch.vtensor<[4,9],complex<f32>>
    %1 = torch.aten.div.Tensor %arg0, %arg2 : !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,1],f32> -> !torch.vtensor<[4,9],complex<f32>>
    %2 = torch.aten.div.Tensor %arg3, %arg0 : !torch.vtensor<[4,9],f32>, !torch.vtensor<[4,9],complex<f32>> -> !torch.vtensor<[4,9],complex<f32>>
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %3 = torch.aten.add.Scalar %arg0, %int2, %int1 : !torch.vtensor<[4,9],complex<f32>>, !torch.int, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %4 = torch.aten.div.Tensor %arg0, %3 : !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>> -> !torch.vtensor<[4,9],complex<f32>>
    %int1_0 = torch.constant.int 1
    %5 = torch.aten.add.Tensor %arg0, %arg2, %int1_0 : !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %int1_1 = torch.constant.int 1
    %6 = torch.aten.sub.Tensor %arg2, %arg0, %int1_1 : !torch.vtensor<[4,1],f32>, !torch.vtensor<[4,9],complex<f32>>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %int2_2 = torch.constant.int 2
    %7 = torch.aten.sub.Tensor %arg3, %arg0, %int2_2 : !torch.vtensor<[4,9],f32>, !torch.vtensor<[4,9],complex<f32>>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %int1_3 = torch.constant.int 1
    %8 = torch.aten.add.Tensor %arg0, %arg1, %int1_3 : !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[9],complex<f32>>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %int1_4 = torch.constant.int 1
    %9 = torch.aten.sub.Tensor %arg1, %arg3, %int1_4 : !torch.vtensor<[9],complex<f32>>, !torch.vtensor<[4,9],f32>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %10 = torch.aten.view_as_real %arg0 : !torch.vtensor<[4,9],complex<f32>> -> !torch.vtensor<[4,9,2],f32>
    %int2_5 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %11 = torch.aten.select.int %10, %int2_5, %int0 : !torch.vtensor<[4,9,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,9],f32>
    %int0_6 = torch.constant.int 0
    %12 = torch.aten.gt.Scalar %11, %int0_6 : !torch.vtensor<[4,9],f32>, !torch.int -> !torch.vtensor<[4,9],i1>
    %13 = torch.aten.where.self %12, %arg0, %arg3 : !torch.vtensor<[4,9],i1>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],f32> -> !torch.vtensor<[4,9],complex<f32>>
    %int0_7 = torch.constant.int 0
    %14 = torch.aten.gt.Scalar %arg3, %int0_7 : !torch.vtensor<[4,9],f32>, !torch.int -> !torch.vtensor<[4,9],i1>
    %15 = torch.aten.where.self %14, %arg0, %arg1 : !torch.vtensor<[4,9],i1>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[9],complex<f32>> -> !torch.vtensor<[4,9],complex<f32>>
    %16 = torch.aten.reciprocal %arg0 : !torch.vtensor<[4,9],complex<f32>> -> !torch.vtensor<[4,9],complex<f32>>
    return %0, %1, %2, %4, %5, %6, %7, %8, %9, %13, %15, %16 : !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>
  }
}
"""

# exp, log, sqrt, angle, z ** 2, z ** 3, z ** -2, z ** 0.5, z ** 1.5, z ** 0
TRANSCENDENTAL = """module @module {
  func.func @main(%arg0: !torch.vtensor<[4,9],complex<f32>>) -> (!torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],f32>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>) attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.aten.exp %arg0 : !torch.vtensor<[4,9],complex<f32>> -> !torch.vtensor<[4,9],complex<f32>>
    %1 = torch.aten.log %arg0 : !torch.vtensor<[4,9],complex<f32>> -> !torch.vtensor<[4,9],complex<f32>>
    %2 = torch.aten.sqrt %arg0 : !torch.vtensor<[4,9],complex<f32>> -> !torch.vtensor<[4,9],complex<f32>>
    %3 = torch.operator "torch.aten.angle"(%arg0) : (!torch.vtensor<[4,9],complex<f32>>) -> !torch.vtensor<[4,9],f32>
    %int2 = torch.constant.int 2
    %4 = torch.aten.pow.Tensor_Scalar %arg0, %int2 : !torch.vtensor<[4,9],complex<f32>>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %int3 = torch.constant.int 3
    %5 = torch.aten.pow.Tensor_Scalar %arg0, %int3 : !torch.vtensor<[4,9],complex<f32>>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %int-2 = torch.constant.int -2
    %6 = torch.aten.pow.Tensor_Scalar %arg0, %int-2 : !torch.vtensor<[4,9],complex<f32>>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %7 = torch.aten.pow.Tensor_Scalar %arg0, %float5.000000e-01 : !torch.vtensor<[4,9],complex<f32>>, !torch.float -> !torch.vtensor<[4,9],complex<f32>>
    %float1.500000e00 = torch.constant.float 1.500000e+00
    %8 = torch.aten.pow.Tensor_Scalar %arg0, %float1.500000e00 : !torch.vtensor<[4,9],complex<f32>>, !torch.float -> !torch.vtensor<[4,9],complex<f32>>
    %int0 = torch.constant.int 0
    %9 = torch.aten.pow.Tensor_Scalar %arg0, %int0 : !torch.vtensor<[4,9],complex<f32>>, !torch.int -> !torch.vtensor<[4,9],complex<f32>>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],f32>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>
  }
}
"""

# z.sum(-1) (plain IREE: a compiler crash), z.sum(), z.mean(-1), z.mean(),
# z.sum(0, keepdim=True), z.mean(-1, keepdim=True), z.mean(0)
REDUCTIONS = """module @module {
  func.func @main(%arg0: !torch.vtensor<[4,9],complex<f32>>) -> (!torch.vtensor<[4],complex<f32>>, !torch.vtensor<[],complex<f32>>, !torch.vtensor<[4],complex<f32>>, !torch.vtensor<[],complex<f32>>, !torch.vtensor<[1,9],complex<f32>>, !torch.vtensor<[4,1],complex<f32>>, !torch.vtensor<[9],complex<f32>>) attributes {torch.assume_strict_symbolic_shapes} {
    %int-1 = torch.constant.int -1
    %0 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %1 = torch.aten.sum.dim_IntList %arg0, %0, %false, %none : !torch.vtensor<[4,9],complex<f32>>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4],complex<f32>>
    %none_0 = torch.constant.none
    %2 = torch.aten.sum %arg0, %none_0 : !torch.vtensor<[4,9],complex<f32>>, !torch.none -> !torch.vtensor<[],complex<f32>>
    %int-1_1 = torch.constant.int -1
    %3 = torch.prim.ListConstruct %int-1_1 : (!torch.int) -> !torch.list<int>
    %false_2 = torch.constant.bool false
    %none_3 = torch.constant.none
    %4 = torch.aten.mean.dim %arg0, %3, %false_2, %none_3 : !torch.vtensor<[4,9],complex<f32>>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4],complex<f32>>
    %none_4 = torch.constant.none
    %5 = torch.aten.mean %arg0, %none_4 : !torch.vtensor<[4,9],complex<f32>>, !torch.none -> !torch.vtensor<[],complex<f32>>
    %int0 = torch.constant.int 0
    %6 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_5 = torch.constant.none
    %7 = torch.aten.sum.dim_IntList %arg0, %6, %true, %none_5 : !torch.vtensor<[4,9],complex<f32>>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,9],complex<f32>>
    %int-1_6 = torch.constant.int -1
    %8 = torch.prim.ListConstruct %int-1_6 : (!torch.int) -> !torch.list<int>
    %true_7 = torch.constant.bool true
    %none_8 = torch.constant.none
    %9 = torch.aten.mean.dim %arg0, %8, %true_7, %none_8 : !torch.vtensor<[4,9],complex<f32>>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4,1],complex<f32>>
    %int0_9 = torch.constant.int 0
    %10 = torch.prim.ListConstruct %int0_9 : (!torch.int) -> !torch.list<int>
    %false_10 = torch.constant.bool false
    %none_11 = torch.constant.none
    %11 = torch.aten.mean.dim %arg0, %10, %false_10, %none_11 : !torch.vtensor<[4,9],complex<f32>>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[9],complex<f32>>
    return %1, %2, %4, %5, %7, %9, %11 : !torch.vtensor<[4],complex<f32>>, !torch.vtensor<[],complex<f32>>, !torch.vtensor<[4],complex<f32>>, !torch.vtensor<[],complex<f32>>, !torch.vtensor<[1,9],complex<f32>>, !torch.vtensor<[4,1],complex<f32>>, !torch.vtensor<[9],complex<f32>>
  }
}
"""

# forward(x, a, b): irfft(rfft(x) * 2.0, 16), irfft(rfft(a) * conj(rfft(b)), 16)
FFT = """module @module {
  func.func @main(%arg0: !torch.vtensor<[3,16],f32>, %arg1: !torch.vtensor<[3,16],f32>, %arg2: !torch.vtensor<[3,16],f32>) -> (!torch.vtensor<[3,16],f32>, !torch.vtensor<[3,16],f32>) attributes {torch.assume_strict_symbolic_shapes} {
    %none = torch.constant.none
    %int-1 = torch.constant.int -1
    %none_0 = torch.constant.none
    %0 = torch.aten.fft_rfft %arg0, %none, %int-1, %none_0 : !torch.vtensor<[3,16],f32>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[3,9],complex<f32>>
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %1 = torch.aten.mul.Scalar %0, %float2.000000e00 : !torch.vtensor<[3,9],complex<f32>>, !torch.float -> !torch.vtensor<[3,9],complex<f32>>
    %int16 = torch.constant.int 16
    %int-1_1 = torch.constant.int -1
    %none_2 = torch.constant.none
    %2 = torch.operator "torch.aten.fft_irfft"(%1, %int16, %int-1_1, %none_2) : (!torch.vtensor<[3,9],complex<f32>>, !torch.int, !torch.int, !torch.none) -> !torch.vtensor<[3,16],f32>
    %none_3 = torch.constant.none
    %int-1_4 = torch.constant.int -1
    %none_5 = torch.constant.none
    %3 = torch.aten.fft_rfft %arg1, %none_3, %int-1_4, %none_5 : !torch.vtensor<[3,16],f32>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[3,9],complex<f32>>
    %none_6 = torch.constant.none
    %int-1_7 = torch.constant.int -1
    %none_8 = torch.constant.none
    %4 = torch.aten.fft_rfft %arg2, %none_6, %int-1_7, %none_8 : !torch.vtensor<[3,16],f32>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[3,9],complex<f32>>
    %5 = torch.operator "torch.aten._conj"(%4) : (!torch.vtensor<[3,9],complex<f32>>) -> !torch.vtensor<[3,9],complex<f32>>
    %none_9 = torch.constant.none
    %6 = torch.aten.clone %5, %none_9 : !torch.vtensor<[3,9],complex<f32>>, !torch.none -> !torch.vtensor<[3,9],complex<f32>>
    %7 = torch.aten.mul.Tensor %3, %6 : !torch.vtensor<[3,9],complex<f32>>, !torch.vtensor<[3,9],complex<f32>> -> !torch.vtensor<[3,9],complex<f32>>
    %int16_10 = torch.constant.int 16
    %int-1_11 = torch.constant.int -1
    %none_12 = torch.constant.none
    %8 = torch.operator "torch.aten.fft_irfft"(%7, %int16_10, %int-1_11, %none_12) : (!torch.vtensor<[3,9],complex<f32>>, !torch.int, !torch.int, !torch.none) -> !torch.vtensor<[3,16],f32>
    return %2, %8 : !torch.vtensor<[3,16],f32>, !torch.vtensor<[3,16],f32>
  }
}
"""

# complex128: z * 2.5 - w, z / w, exp, log, sqrt, (z ** 3).sum(-1), angle, conj(z) * 1
DOUBLE = """module @module {
  func.func @main(%arg0: !torch.vtensor<[2,5],complex<f64>>, %arg1: !torch.vtensor<[5],complex<f64>>) -> (!torch.vtensor<[2,5],complex<f64>>, !torch.vtensor<[2,5],complex<f64>>, !torch.vtensor<[2,5],complex<f64>>, !torch.vtensor<[2,5],complex<f64>>, !torch.vtensor<[2,5],complex<f64>>, !torch.vtensor<[2],complex<f64>>, !torch.vtensor<[2,5],f64>, !torch.vtensor<[2,5],complex<f64>>) attributes {torch.assume_strict_symbolic_shapes} {
    %float2.500000e00 = torch.constant.float 2.500000e+00
    %0 = torch.aten.mul.Scalar %arg0, %float2.500000e00 : !torch.vtensor<[2,5],complex<f64>>, !torch.float -> !torch.vtensor<[2,5],complex<f64>>
    %int1 = torch.constant.int 1
    %1 = torch.aten.sub.Tensor %0, %arg1, %int1 : !torch.vtensor<[2,5],complex<f64>>, !torch.vtensor<[5],complex<f64>>, !torch.int -> !torch.vtensor<[2,5],complex<f64>>
    %2 = torch.aten.div.Tensor %arg0, %arg1 : !torch.vtensor<[2,5],complex<f64>>, !torch.vtensor<[5],complex<f64>> -> !torch.vtensor<[2,5],complex<f64>>
    %3 = torch.aten.exp %arg0 : !torch.vtensor<[2,5],complex<f64>> -> !torch.vtensor<[2,5],complex<f64>>
    %4 = torch.aten.log %arg0 : !torch.vtensor<[2,5],complex<f64>> -> !torch.vtensor<[2,5],complex<f64>>
    %5 = torch.aten.sqrt %arg0 : !torch.vtensor<[2,5],complex<f64>> -> !torch.vtensor<[2,5],complex<f64>>
    %int3 = torch.constant.int 3
    %6 = torch.aten.pow.Tensor_Scalar %arg0, %int3 : !torch.vtensor<[2,5],complex<f64>>, !torch.int -> !torch.vtensor<[2,5],complex<f64>>
    %int-1 = torch.constant.int -1
    %7 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %8 = torch.aten.sum.dim_IntList %6, %7, %false, %none : !torch.vtensor<[2,5],complex<f64>>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2],complex<f64>>
    %9 = torch.operator "torch.aten.angle"(%arg0) : (!torch.vtensor<[2,5],complex<f64>>) -> !torch.vtensor<[2,5],f64>
    %10 = torch.operator "torch.aten._conj"(%arg0) : (!torch.vtensor<[2,5],complex<f64>>) -> !torch.vtensor<[2,5],complex<f64>>
    %none_0 = torch.constant.none
    %11 = torch.aten.clone %10, %none_0 : !torch.vtensor<[2,5],complex<f64>>, !torch.none -> !torch.vtensor<[2,5],complex<f64>>
    %int1_1 = torch.constant.int 1
    %12 = torch.aten.mul.Scalar %11, %int1_1 : !torch.vtensor<[2,5],complex<f64>>, !torch.int -> !torch.vtensor<[2,5],complex<f64>>
    return %1, %2, %3, %4, %5, %8, %9, %12 : !torch.vtensor<[2,5],complex<f64>>, !torch.vtensor<[2,5],complex<f64>>, !torch.vtensor<[2,5],complex<f64>>, !torch.vtensor<[2,5],complex<f64>>, !torch.vtensor<[2,5],complex<f64>>, !torch.vtensor<[2],complex<f64>>, !torch.vtensor<[2,5],f64>, !torch.vtensor<[2,5],complex<f64>>
  }
}
"""

#: ops the rewrite must leave to IREE: a run-time exponent, sum with a dtype, a real add, a
#: dynamic shape; and one it takes (neg)
LEFT_ALONE = """module {
  func.func @main(%arg0: !torch.vtensor<[4,9],complex<f32>>, %p: !torch.float, %r: !torch.vtensor<[4,9],f32>, %d: !torch.vtensor<[?,9],complex<f32>>) -> (!torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[],complex<f32>>, !torch.vtensor<[4,9],f32>, !torch.vtensor<[?,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>) {
    %0 = torch.aten.pow.Tensor_Scalar %arg0, %p : !torch.vtensor<[4,9],complex<f32>>, !torch.float -> !torch.vtensor<[4,9],complex<f32>>
    %int9 = torch.constant.int 9
    %1 = torch.aten.sum %arg0, %int9 : !torch.vtensor<[4,9],complex<f32>>, !torch.int -> !torch.vtensor<[],complex<f32>>
    %int1 = torch.constant.int 1
    %2 = torch.aten.add.Tensor %r, %r, %int1 : !torch.vtensor<[4,9],f32>, !torch.vtensor<[4,9],f32>, !torch.int -> !torch.vtensor<[4,9],f32>
    %3 = torch.aten.neg %d : !torch.vtensor<[?,9],complex<f32>> -> !torch.vtensor<[?,9],complex<f32>>
    %4 = torch.aten.neg %arg0 : !torch.vtensor<[4,9],complex<f32>> -> !torch.vtensor<[4,9],complex<f32>>
    return %0, %1, %2, %3, %4 : !torch.vtensor<[4,9],complex<f32>>, !torch.vtensor<[],complex<f32>>, !torch.vtensor<[4,9],f32>, !torch.vtensor<[?,9],complex<f32>>, !torch.vtensor<[4,9],complex<f32>>
  }
}"""

_PROGRAMS: dict[str, object] = {}


def program(text: str):
    """``text`` compiled once per run (portable mode, llvm-cpu)."""
    if text not in _PROGRAMS:
        _PROGRAMS[text] = iree_vkfft.compile(text, mode="portable", target="llvm-cpu")
    return _PROGRAMS[text]


def cplx(rng: np.random.Generator, *shape: int, dtype=np.complex64) -> np.ndarray:
    return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)


def wide(a: np.ndarray) -> np.ndarray:
    """The float64/complex128 copy numpy computes the reference on."""
    return a.astype(np.complex128 if np.iscomplexobj(a) else np.float64)


def assert_close(outputs, refs, names, tol: float = TOL32) -> None:
    """Each output within ``tol`` (relative L2) of its reference, with its shape and kind."""
    assert len(outputs) == len(refs) == len(names)
    for y, ref, name in zip(outputs, refs, names):
        y = np.asarray(y)
        assert y.shape == ref.shape, (name, y.shape, ref.shape)
        assert np.iscomplexobj(y) == np.iscomplexobj(ref), name
        err = np.linalg.norm(y - ref) / np.linalg.norm(ref)
        _log.info("%s: rel. L2 %.3g", name, err)
        assert err <= tol, f"{name}: rel. L2 {err:.3g} > {tol:g}"


def assert_each_close(y, ref, name: str, tol: float = TOL32) -> None:
    """Every element within ``tol`` of its reference, relative to its own magnitude
    (magnitudes far apart), and exactly 0 where the reference is."""
    y = np.asarray(y)
    with np.errstate(divide="ignore", invalid="ignore"):
        err = np.where(ref == 0, np.abs(y), np.abs(y - ref) / np.abs(ref))
    _log.info("%s: max elementwise rel. error %.3g", name, err.max())
    assert np.all(err <= tol), f"{name}: {y} vs {ref}"


# ---- float32 programs ------------------------------------------------------------------------
def test_scalar_and_additive_ops():
    z = cplx(np.random.default_rng(1), 4, 9)
    Z = wide(z)
    refs = [Z * 2, Z / 3, Z + 1, Z - 1, 1 - Z, -Z, Z.conj(), Z.conj(), Z + Z, Z + 2 * Z,
            Z - Z * 2, Z - 3 * Z]
    names = ["mul.Scalar", "div.Scalar", "add.Scalar", "sub.Scalar", "rsub.Scalar", "neg",
             "conj * 1", "conj_physical", "add.Tensor", "add alpha=2", "sub.Tensor",
             "sub alpha=3"]
    outputs = program(SCALAR_OPS)(z)
    assert all(np.asarray(y).dtype == np.complex64 for y in outputs)
    assert_close(outputs, refs, names)


def test_mixed_real_complex_operands_and_broadcasting():
    rng = np.random.default_rng(2)
    z, w = cplx(rng, 4, 9), cplx(rng, 9)
    r = rng.standard_normal((4, 1)).astype(np.float32)
    c = rng.standard_normal((4, 9)).astype(np.float32)
    Z, W, R, C = wide(z), wide(w), wide(r), wide(c)
    refs = [Z / W, Z / R, C / Z, Z / (Z + 2), Z + R, R - Z, C - 2 * Z, Z + W, W - C,
            np.where(Z.real > 0, Z, C), np.where(C > 0, Z, W), 1 / Z]
    names = ["c/c [9]", "c/r [4,1]", "r/c", "z/(z+2)", "c+r [4,1]", "r [4,1]-c",
             "r-c alpha=2", "c+c [9]", "c [9]-r", "where(c, r)", "where(c, c [9])",
             "reciprocal"]
    assert_close(program(MIXED)(z, w, r, c), refs, names)


TRANSCENDENTAL_NAMES = ["exp", "log", "sqrt", "angle", "z**2", "z**3", "z**-2", "z**0.5",
                        "z**1.5", "z**0"]


def transcendental_refs(Z: np.ndarray) -> list[np.ndarray]:
    return [np.exp(Z), np.log(Z), np.sqrt(Z), np.angle(Z), Z ** 2, Z ** 3, Z ** -2.0,
            np.sqrt(Z), Z ** 1.5, np.ones_like(Z)]


def test_exp_log_sqrt_angle_and_powers():
    z = cplx(np.random.default_rng(3), 4, 9)
    assert_close(program(TRANSCENDENTAL)(z), transcendental_refs(wide(z)), TRANSCENDENTAL_NAMES)


@needs_vulkan
def test_the_parts_run_on_vulkan_too():
    z = cplx(np.random.default_rng(9), 4, 9)
    outputs = iree_vkfft.compile(TRANSCENDENTAL, mode="portable", target="vulkan")(z)
    assert_close(outputs, transcendental_refs(wide(z)), TRANSCENDENTAL_NAMES)


#: (re, im) on the axes, signed zeros included (C99's csqrt/clog/carg: torch's and numpy's)
AXES = [(-4.0, -0.0), (-4.0, 0.0), (0.0, -0.0), (0.0, 0.0), (-0.0, 3.0), (-0.0, -3.0),
        (4.0, -0.0), (-0.0, -0.0), (-2.5, -0.0)]
#: magnitudes whose squares overflow or underflow float32 (1e25, 5e37, 5e-30)
EXTREME = [(-1e25, 1e25), (1e25, -3e24), (3e-30, 4e-30), (5e37, 5e37), (-5e37, 1e37),
           (1.0, -1e-7), (-3e-30, -4e-30), (2e-25, 1e-25), (1e25, 0.0)]


def _complex_from_parts(pairs) -> np.ndarray:
    z = np.empty(len(pairs), np.complex64)
    z.real = [p[0] for p in pairs]  # keeps each part's sign bit, -0.0 included
    z.imag = [p[1] for p in pairs]
    return z


def test_branch_cuts_signed_zeros_and_extreme_magnitudes():
    rng = np.random.default_rng(4)
    z = np.concatenate([_complex_from_parts(AXES), _complex_from_parts(EXTREME),
                        cplx(rng, 18)]).reshape(4, 9)
    outputs = [np.asarray(y).reshape(-1) for y in program(TRANSCENDENTAL)(z)]
    Z = wide(z).reshape(-1)
    with np.errstate(divide="ignore"):
        refs = {"log": np.log(Z), "sqrt": np.sqrt(Z), "angle": np.angle(Z)}
    for (name, ref), y in zip(refs.items(), [outputs[1], outputs[2], outputs[3]]):
        axes = slice(0, len(AXES))
        for part in (np.real, np.imag):  # parts apart: log(0) = -inf +- 0i, pi i
            np.testing.assert_array_equal(np.signbit(part(y[axes])), np.signbit(part(ref[axes])),
                                          err_msg=f"{name}: the sign of a zero or of pi")
            np.testing.assert_allclose(part(y[axes]), part(ref[axes]), rtol=TOL32, err_msg=name)
        assert_each_close(y[9:18], ref[9:18], f"{name} of extreme magnitudes")
    assert outputs[2][0] == -2j and outputs[2][1] == 2j  # sqrt(-4 -+ 0i) = -+2i exactly
    assert outputs[1][0].imag == np.float32(-math.pi) and outputs[1][1].imag == np.float32(math.pi)
    assert np.all(outputs[9] == 1)  # z ** 0, zero included


def test_division_scales_huge_and_tiny_divisors():
    """Torch's (Smith's) division: |w|^2 of these overflows (2.5e61) or underflows (2.5e-59)
    float32, which the textbook formula turns into 0, inf or nan."""
    rng = np.random.default_rng(5)
    z, w = cplx(rng, 4, 9), cplx(rng, 9)
    w[:4] = _complex_from_parts([(3e30, 4e30), (3e-30, -4e-30), (-1e25, 2e20), (1e-5, 4e-30)])
    z[0, :4] = w[:4]
    r = rng.standard_normal((4, 1)).astype(np.float32)
    c = rng.standard_normal((4, 9)).astype(np.float32)
    outputs = program(MIXED)(z, w, r, c)
    Z, W, C = wide(z), wide(w), wide(c)
    assert_each_close(outputs[0], Z / W, "z / w")
    assert_each_close(outputs[2], C / Z, "real / z")
    assert_each_close(outputs[11], 1 / Z, "1 / z")


def test_sum_and_mean_with_and_without_dims_and_keepdim():
    z = cplx(np.random.default_rng(6), 4, 9)
    Z = wide(z)
    refs = [Z.sum(-1), np.asarray(Z.sum()), Z.mean(-1), np.asarray(Z.mean()),
            Z.sum(0, keepdims=True), Z.mean(-1, keepdims=True), Z.mean(0)]
    names = ["sum(-1)", "sum()", "mean(-1)", "mean()", "sum(0, keepdim)", "mean(-1, keepdim)",
             "mean(0)"]
    assert_close(program(REDUCTIONS)(z), refs, names)


def test_spectral_filter_and_correlation_around_ffts():
    rng = np.random.default_rng(7)
    x, a, b = (rng.standard_normal((3, 16)).astype(np.float32) for _ in range(3))
    X, A, B = wide(x), wide(a), wide(b)
    refs = [np.fft.irfft(np.fft.rfft(X) * 2.0, 16),
            np.fft.irfft(np.fft.rfft(A) * np.conj(np.fft.rfft(B)), 16)]
    assert_close(program(FFT)(x, a, b), refs, ["irfft(rfft(x) * 2)", "correlation"])


# ---- complex128 ----------------------------------------------------------------------------
def test_complex128_parts_are_float64():
    rng = np.random.default_rng(8)
    z, w = cplx(rng, 2, 5, dtype=np.complex128), cplx(rng, 5, dtype=np.complex128)
    refs = [z * 2.5 - w, z / w, np.exp(z), np.log(z), np.sqrt(z), (z ** 3).sum(-1),
            np.angle(z), z.conj()]
    names = ["z*2.5-w", "z/w", "exp", "log", "sqrt", "(z**3).sum(-1)", "angle", "conj"]
    outputs = program(DOUBLE)(z, w)
    assert np.asarray(outputs[0]).dtype == np.complex128
    assert_close(outputs, refs, names, tol=TOL64)


# ---- the rewrite itself ------------------------------------------------------------------------
def test_the_entry_reports_every_op_it_rewrote_and_can_be_turned_off():
    on = torch_frontend.lower(SCALAR_OPS)
    assert f"{ENTRY}: 14 op(s)" in on.report, on.report
    with pytest.raises(torch_frontend.TorchFrontendError, match="complex<f32>"):
        torch_frontend.lower(SCALAR_OPS, disabled=[ENTRY])


def test_forms_it_does_not_take_are_left_to_iree():
    module = load_module(LEFT_ALONE)
    taken = {(op_name(op), str(op.results[0].type)): complex_ops.matches(op, op_name(op))
             for op in walk_ops(module) if op_name(op).startswith("torch.aten.")}
    complex_static = "!torch.vtensor<[4,9],complex<f32>>"
    assert taken == {("torch.aten.pow.Tensor_Scalar", complex_static): False,
                     ("torch.aten.sum", "!torch.vtensor<[],complex<f32>>"): False,
                     ("torch.aten.add.Tensor", "!torch.vtensor<[4,9],f32>"): False,
                     ("torch.aten.neg", "!torch.vtensor<[?,9],complex<f32>>"): False,
                     ("torch.aten.neg", complex_static): True}
