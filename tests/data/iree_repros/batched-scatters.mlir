// IREE 3.13, every target: "'iree_linalg_ext.scatter' op expected indices to be equal to batch
// rank or batch rank + 1" on a scatter with batching dims: jax.vmap(lambda x, i, v:
// x.at[:, i].add(v)) over a (5, 8, 15) array (s2fft's Wigner transforms). Registry entry
// batched-scatters (the batching dims as iota indices of an ordinary scatter on the operand
// transposed so that it indexes the leading dims).
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x8x15xf32>, %arg1: tensor<5xi32>, %arg2: tensor<5x8xf32>) -> (tensor<5x8x15xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<15> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<5xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<5xi1>, tensor<5xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %7 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<5x8x15xf32>, tensor<5x1xi32>, tensor<5x8xf32>) -> tensor<5x8x15xf32>
    return %6 : tensor<5x8x15xf32>
  }
}
