"""What a ``stablehlo.while`` iteration costs in IREE on llvm-cpu, by how the loop counter is
used (the cost behind diffrax's adaptive solvers in ``bench_vs_jax.py``): a two-op body
(``v = sin(v * h)``) run N times with the trip count an input, portable mode, local-sync.

* ``counter only in the condition``: IREE keeps the counter on the host and replays one
  memoized command buffer per iteration.
* ``counter used in the body``: the body multiplies by ``float(i)``; the counter is a host
  scalar pushed as a constant, so IREE records a fresh command buffer every iteration.
* ``counter through remainder``: ``float(i % 7)`` (a stage index, as a Runge-Kutta loop
  computes one).
* ``a table row picked by the counter``: a ``dynamic_slice`` at ``i % 7`` (a Butcher
  tableau row): its offset is a host scalar.
* ``a vector copy of the counter``: the body uses a carried ``tensor<96xf32>`` incremented
  by 1.0 instead; it stays on the device.

Prints one markdown table: microseconds per iteration (slope between N=0 and N=1000).

    PYTHONPATH=src python benchmarks/bench_loop_counter.py
"""

from __future__ import annotations

import statistics
import time

import numpy as np

import iree_vkfft

_HEAD = """func.func @main(%x: tensor<96xf32>, %n: tensor<i32>) -> tensor<96xf32> {{
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %s0 = stablehlo.constant dense<0.0> : tensor<96xf32>
  %r:3 = stablehlo.while(%i = %c0, %v = %x, %s = %s0) : tensor<i32>, tensor<96xf32>, tensor<96xf32>
    cond {{
      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }} do {{
{factor}
      %v2 = stablehlo.multiply %v, %h : tensor<96xf32>
      %v3 = stablehlo.sine %v2 : tensor<96xf32>
      %i2 = stablehlo.add %i, %c1 : tensor<i32>
      %one = stablehlo.constant dense<1.0> : tensor<96xf32>
      %s2 = stablehlo.add %s, %one : tensor<96xf32>
      stablehlo.return %i2, %v3, %s2 : tensor<i32>, tensor<96xf32>, tensor<96xf32>
    }}
  return %r#1 : tensor<96xf32>
}}"""

FACTORS = {
    "counter only in the condition":
        "      %h = stablehlo.constant dense<0.5> : tensor<96xf32>",
    "counter used in the body":
        "      %f = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>\n"
        "      %h = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<96xf32>",
    "counter through remainder in the body":
        "      %c7 = stablehlo.constant dense<7> : tensor<i32>\n"
        "      %k = stablehlo.remainder %i, %c7 : tensor<i32>\n"
        "      %f = stablehlo.convert %k : (tensor<i32>) -> tensor<f32>\n"
        "      %h = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<96xf32>",
    "a table row picked by the counter (dynamic_slice)":
        "      %c7 = stablehlo.constant dense<7> : tensor<i32>\n"
        "      %k = stablehlo.remainder %i, %c7 : tensor<i32>\n"
        "      %t = stablehlo.iota dim = 0 : tensor<7x96xf32>\n"
        "      %row = stablehlo.dynamic_slice %t, %k, %c0, sizes = [1, 96] : (tensor<7x96xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<1x96xf32>\n"
        "      %h = stablehlo.reshape %row : (tensor<1x96xf32>) -> tensor<96xf32>",
    "a vector copy of the counter":
        "      %h = stablehlo.add %s, %s0 : tensor<96xf32>",
}


def _time(program, x: np.ndarray, n: int, rounds: int = 7) -> float:
    trips = np.array(n, np.int32)
    program(x, trips)
    times = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        program(x, trips)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> None:
    x = (np.random.default_rng(0).random(96) * 0.1).astype(np.float32)
    print("| loop body | us per iteration |")
    print("|---|---|")
    for name, factor in FACTORS.items():
        program = iree_vkfft.compile(_HEAD.format(factor=factor), mode="portable",
                                     target="llvm-cpu")
        per = (_time(program, x, 1000) - _time(program, x, 0)) / 1000
        print(f"| {name} | {per * 1e6:.1f} |", flush=True)


if __name__ == "__main__":
    main()
