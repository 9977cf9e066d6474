// IREE 3.13, vulkan-spirv (lavapipe): WRONG NUMBERS without an error. lax.top_k(x, 10) of
// 100,000 float32: out of order from position 2 on. Registry entry spirv-top-k (a stable sort
// of (x, iota) by the total order, descending, then the first k).
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<100000xf32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xi32> {jax.result_info = "result[1]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 10) : tensor<100000xf32> -> (tensor<10xf32>, tensor<10xi32>)
    return %values, %indices : tensor<10xf32>, tensor<10xi32>
  }
}
