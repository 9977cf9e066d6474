// IREE 3.13, every target: "failed to legalize operation 'stablehlo.dynamic_gather' that was
// explicitly marked illegal" on an STFT's framing with a symbolic batch (jax.export of
// jax.scipy.signal.stft: frames of 400 samples, 160 apart, of every example). Registry entry
// framing-gathers (the frames as slices of the signal cut into rows of 160).
func.func @main(%n: tensor<i32>, %x: tensor<?x1680xf32>) -> tensor<9x?x400xf32> {
  %idx = stablehlo.constant dense<[[0, 0], [0, 160], [0, 320], [0, 480], [0, 640], [0, 800], [0, 960], [0, 1120], [0, 1280]]> : tensor<9x2xi32>
  %b = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %w = stablehlo.constant dense<400> : tensor<1xi32>
  %sz = stablehlo.concatenate %b, %w, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %g = "stablehlo.dynamic_gather"(%x, %idx, %sz) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>}> : (tensor<?x1680xf32>, tensor<9x2xi32>, tensor<2xi32>) -> tensor<9x?x400xf32>
  return %g : tensor<9x?x400xf32>
}
