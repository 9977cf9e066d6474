module @module {
  func.func @main(%arg0: !torch.vtensor<[4,257],f64>) -> !torch.vtensor<[4,300],f64> attributes {torch.assume_strict_symbolic_shapes} {
    %int300 = torch.constant.int 300
    %int-1 = torch.constant.int -1
    %none = torch.constant.none
    %0 = torch.aten.fft_rfft %arg0, %int300, %int-1, %none : !torch.vtensor<[4,257],f64>, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[4,151],complex<f64>>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %1 = torch.aten.mul.Scalar %0, %float5.000000e-01 : !torch.vtensor<[4,151],complex<f64>>, !torch.float -> !torch.vtensor<[4,151],complex<f64>>
    %int1 = torch.constant.int 1
    %int1_0 = torch.constant.int 1
    %2 = torch.aten.add.Scalar %1, %int1, %int1_0 : !torch.vtensor<[4,151],complex<f64>>, !torch.int, !torch.int -> !torch.vtensor<[4,151],complex<f64>>
    %int300_1 = torch.constant.int 300
    %int-1_2 = torch.constant.int -1
    %none_3 = torch.constant.none
    %3 = torch.operator "torch.aten.fft_irfft"(%2, %int300_1, %int-1_2, %none_3) : (!torch.vtensor<[4,151],complex<f64>>, !torch.int, !torch.int, !torch.none) -> !torch.vtensor<[4,300],f64> 
    return %3 : !torch.vtensor<[4,300],f64>
  }
}
