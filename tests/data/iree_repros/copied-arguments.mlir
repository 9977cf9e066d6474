// An argument updated in place and returned (registry entry copied-arguments): JAX's
// jax.jit(lambda a, u: (a.at[1].set(u), a)).lower(4x8, 8). IREE 3.13 writes the scatter into
// the argument's buffer (its last use, as IREE sees it) and returns that buffer twice: result[1]
// has row 1 replaced, on llvm-cpu and Vulkan alike (iree-run-module shows it). The same in-place
// write changes a caller's imported array (any dynamic_update_slice, scatter or sort of an
// argument), and writes two arguments that arrive as one buffer with the last update.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = "stablehlo.scatter"(%arg0, %0, %arg1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<4x8xf32>
    return %1, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>
  }
}

