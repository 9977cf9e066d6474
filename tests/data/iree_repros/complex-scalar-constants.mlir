// IREE 3.13, every target: "'arith.constant' op attribute 'value' failed to satisfy
// constraint: TypedAttr instance" on a broadcast complex scalar constant feeding
// dynamic_update_slice, as every jax.grad through rfft has (the cotangent's zero padding).
// Registry entry complex-scalar-constants (complex(re, im) of two real constants).
func.func @main(%x: tensor<4xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
  %k = stablehlo.constant dense<(0.0,0.0)> : tensor<complex<f32>>
  %z = stablehlo.broadcast_in_dim %k, dims = [] : (tensor<complex<f32>>) -> tensor<8xcomplex<f32>>
  %i = stablehlo.constant dense<2> : tensor<i32>
  %y = stablehlo.dynamic_update_slice %z, %x, %i : (tensor<8xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<i32>) -> tensor<8xcomplex<f32>>
  return %y : tensor<8xcomplex<f32>>
}
