module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xcomplex<f32>>) -> (tensor<256xcomplex<f32>> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<"0x0000000000000000000000000000803F000000000000004000000000FFFF3F400000000000008040000000000000A04000000000FFFFBF40000000000000E040000000000000004100000000000010410000000000002041000000000000304100000000FFFF3F4100000000FFFF4F41000000000000604100000000000070410000000000008041000000000000884100000000000090410000000000009841000000000000A041000000000000A841000000000000B041000000000000B84100000000FFFFBF41000000000000C84100000000FFFFCF41000000000100D841000000000000E041000000000000E841000000000000F041000000000000F8410000000000000042000000000000044200000000000008420000000000000C420000000000001042000000000000144200000000000018420000000000001C420000000000002042000000000000244200000000000028420000000000002C420000000000003042000000000000344200000000000038420000000000003C4200000000FFFF3F420000000000004442000000000000484200000000FFFF4B4200000000FFFF4F4200000000FFFF534200000000010058420000000000005C420000000000006042000000000000644200000000000068420000000000006C420000000000007042000000000000744200000000000078420000000000007C42000000000000804200000000000082420000000000008442000000000000864200000000000088420000000000008A420000000000008C420000000000008E42000000000000904200000000000092420000000000009442000000000000964200000000000098420000000000009A420000000000009C420000000000009E42000000000000A042000000000000A242000000000000A442000000000000A642000000000000A842000000000000AA42000000000000AC42000000000000AE42000000000000B042000000000000B242000000000000B442000000000000B642000000000000B842000000000000BA42000000000000BC4200000000FFFFBD4200000000FFFFBF42000000000000C242000000000000C442000000000000C642000000000000C84200000000FFFFC94200000000FFFFCB4200000000FFFFCD4200000000FFFFCF4200000000FFFFD14200000000FFFFD342000000000100D642000000000100D842000000000100DA42000000000000DC42000000000000DE42000000000000E042000000000000E242000000000000E442000000000000E642000000000000E842000000000000EA42000000000000EC42000000000000EE42000000000000F042000000000000F242000000000000F442000000000000F642000000000000F842000000000000FA42000000000000FC42000000000000FE4200000080000000C3000000800000FEC2000000800000FCC2000000800000FAC2000000800000F8C2000000800000F6C2000000800000F4C2000000800000F2C2000000800000F0C2000000800000EEC2000000800000ECC2000000800000EAC2000000800000E8C2000000800000E6C2000000800000E4C2000000800000E2C2000000800000E0C2000000800000DEC2000000800000DCC2000000800100DAC2000000800100D8C2000000800100D6C200000080FFFFD3C200000080FFFFD1C200000080FFFFCFC200000080FFFFCDC200000080FFFFCBC200000080FFFFC9C2000000800000C8C2000000800000C6C2000000800000C4C2000000800000C2C200000080FFFFBFC200000080FFFFBDC2000000800000BCC2000000800000BAC2000000800000B8C2000000800000B6C2000000800000B4C2000000800000B2C2000000800000B0C2000000800000AEC2000000800000ACC2000000800000AAC2000000800000A8C2000000800000A6C2000000800000A4C2000000800000A2C2000000800000A0C20000008000009EC20000008000009CC20000008000009AC200000080000098C200000080000096C200000080000094C200000080000092C200000080000090C20000008000008EC20000008000008CC20000008000008AC200000080000088C200000080000086C200000080000084C200000080000082C200000080000080C20000008000007CC200000080000078C200000080000074C200000080000070C20000008000006CC200000080000068C200000080000064C200000080000060C20000008000005CC200000080010058C200000080FFFF53C200000080FFFF4FC200000080FFFF4BC200000080000048C200000080000044C200000080FFFF3FC20000008000003CC200000080000038C200000080000034C200000080000030C20000008000002CC200000080000028C200000080000024C200000080000020C20000008000001CC200000080000018C200000080000014C200000080000010C20000008000000CC200000080000008C200000080000004C200000080000000C2000000800000F8C1000000800000F0C1000000800000E8C1000000800000E0C1000000800100D8C100000080FFFFCFC1000000800000C8C100000080FFFFBFC1000000800000B8C1000000800000B0C1000000800000A8C1000000800000A0C100000080000098C100000080000090C100000080000088C100000080000080C100000080000070C100000080000060C100000080FFFF4FC100000080FFFF3FC100000080000030C100000080000020C100000080000010C100000080000000C1000000800000E0C000000080FFFFBFC0000000800000A0C000000080000080C000000080FFFF3FC000000080000000C000000080000080BF"> : tensor<256xcomplex<f32>>
    %0 = call @fft(%arg0) : (tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:3 = stablehlo.while(%iterArg = %cst, %iterArg_0 = %c, %iterArg_1 = %0) : tensor<256xcomplex<f32>>, tensor<i32>, tensor<256xcomplex<f32>>
    cond {
      %c_2 = stablehlo.constant dense<4> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @closed_call(%iterArg, %iterArg_1) : (tensor<256xcomplex<f32>>, tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      stablehlo.return %iterArg, %4, %3 : tensor<256xcomplex<f32>>, tensor<i32>, tensor<256xcomplex<f32>>
    }
    %2 = call @fft_5(%1#2) : (tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    return %2 : tensor<256xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [256] : (tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    return %0 : tensor<256xcomplex<f32>>
  }
  func.func private @closed_call(%arg0: tensor<256xcomplex<f32>>, %arg1: tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>> {
    %0 = call @_roll_static(%arg1) : (tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = call @_pad(%0, %c) : (tensor<256xcomplex<f32>>, tensor<i32>) -> tensor<512xcomplex<f32>>
    %2 = call @_roll_static_0(%1) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %3 = call @fft_1(%2) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<512xcomplex<f32>>
    %5 = stablehlo.multiply %4, %3 : tensor<512xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<512xcomplex<f32>>
    %7 = stablehlo.multiply %6, %5 : tensor<512xcomplex<f32>>
    %8 = stablehlo.abs %5 : (tensor<512xcomplex<f32>>) -> tensor<512xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<512xf32>
    %10 = stablehlo.convert %9 : (tensor<512xf32>) -> tensor<512xcomplex<f32>>
    %11 = stablehlo.multiply %7, %10 : tensor<512xcomplex<f32>>
    %12 = call @fft_2(%11) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %13 = call @_roll_static_3(%12) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %14 = stablehlo.slice %13 [128:384] : (tensor<512xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %15 = call @_roll_static_4(%14) : (tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %17 = stablehlo.divide %15, %16 : tensor<256xcomplex<f32>>
    %18 = stablehlo.negate %17 : tensor<256xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %20 = stablehlo.divide %18, %19 : tensor<256xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %22 = stablehlo.add %20, %21 : tensor<256xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<(1.49659027E-4,0.000000e+00)> : tensor<complex<f32>>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %24 = stablehlo.multiply %23, %22 : tensor<256xcomplex<f32>>
    %25 = stablehlo.add %arg1, %24 : tensor<256xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<(-0.000000e+00,-1.000000e+00)> : tensor<complex<f32>>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %27 = stablehlo.multiply %26, %arg1 : tensor<256xcomplex<f32>>
    %28 = stablehlo.multiply %arg0, %arg0 : tensor<256xcomplex<f32>>
    %29 = stablehlo.multiply %27, %28 : tensor<256xcomplex<f32>>
    %cst_6 = stablehlo.constant dense<(8.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %31 = stablehlo.divide %29, %30 : tensor<256xcomplex<f32>>
    %cst_7 = stablehlo.constant dense<(7.48295133E-5,0.000000e+00)> : tensor<complex<f32>>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %33 = stablehlo.multiply %32, %31 : tensor<256xcomplex<f32>>
    %34 = stablehlo.add %25, %33 : tensor<256xcomplex<f32>>
    %35 = stablehlo.multiply %arg0, %arg0 : tensor<256xcomplex<f32>>
    %cst_8 = stablehlo.constant dense<(-0.000000e+00,-1.000000e+00)> : tensor<complex<f32>>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %37 = stablehlo.multiply %36, %35 : tensor<256xcomplex<f32>>
    %cst_9 = stablehlo.constant dense<(8.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %39 = stablehlo.divide %37, %38 : tensor<256xcomplex<f32>>
    %cst_10 = stablehlo.constant dense<(7.48295133E-5,0.000000e+00)> : tensor<complex<f32>>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %41 = stablehlo.multiply %40, %39 : tensor<256xcomplex<f32>>
    %cst_11 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %43 = stablehlo.subtract %42, %41 : tensor<256xcomplex<f32>>
    %44 = stablehlo.divide %34, %43 : tensor<256xcomplex<f32>>
    %45 = call @_roll_static(%44) : (tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %46 = call @_pad(%45, %c_12) : (tensor<256xcomplex<f32>>, tensor<i32>) -> tensor<512xcomplex<f32>>
    %47 = call @_roll_static_0(%46) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %48 = call @fft_1(%47) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %cst_13 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<complex<f32>>) -> tensor<512xcomplex<f32>>
    %50 = stablehlo.multiply %49, %48 : tensor<512xcomplex<f32>>
    %cst_14 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<complex<f32>>) -> tensor<512xcomplex<f32>>
    %52 = stablehlo.multiply %51, %50 : tensor<512xcomplex<f32>>
    %53 = stablehlo.abs %50 : (tensor<512xcomplex<f32>>) -> tensor<512xf32>
    %54 = stablehlo.multiply %53, %53 : tensor<512xf32>
    %55 = stablehlo.convert %54 : (tensor<512xf32>) -> tensor<512xcomplex<f32>>
    %56 = stablehlo.multiply %52, %55 : tensor<512xcomplex<f32>>
    %57 = call @fft_2(%56) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %58 = call @_roll_static_3(%57) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %59 = stablehlo.slice %58 [128:384] : (tensor<512xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %60 = call @_roll_static_4(%59) : (tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %cst_15 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %61 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %62 = stablehlo.divide %60, %61 : tensor<256xcomplex<f32>>
    %63 = stablehlo.negate %62 : tensor<256xcomplex<f32>>
    %cst_16 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %64 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %65 = stablehlo.divide %63, %64 : tensor<256xcomplex<f32>>
    %cst_17 = stablehlo.constant dense<(-0.417890489,0.000000e+00)> : tensor<complex<f32>>
    %66 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %67 = stablehlo.multiply %66, %22 : tensor<256xcomplex<f32>>
    %68 = stablehlo.add %65, %67 : tensor<256xcomplex<f32>>
    %cst_18 = stablehlo.constant dense<(3.79210309E-4,0.000000e+00)> : tensor<complex<f32>>
    %69 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %70 = stablehlo.multiply %69, %68 : tensor<256xcomplex<f32>>
    %71 = stablehlo.add %44, %70 : tensor<256xcomplex<f32>>
    %cst_19 = stablehlo.constant dense<(-0.000000e+00,-1.000000e+00)> : tensor<complex<f32>>
    %72 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %73 = stablehlo.multiply %72, %44 : tensor<256xcomplex<f32>>
    %74 = stablehlo.multiply %arg0, %arg0 : tensor<256xcomplex<f32>>
    %75 = stablehlo.multiply %73, %74 : tensor<256xcomplex<f32>>
    %cst_20 = stablehlo.constant dense<(8.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %76 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %77 = stablehlo.divide %75, %76 : tensor<256xcomplex<f32>>
    %cst_21 = stablehlo.constant dense<(1.10370966E-4,0.000000e+00)> : tensor<complex<f32>>
    %78 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %79 = stablehlo.multiply %78, %77 : tensor<256xcomplex<f32>>
    %80 = stablehlo.add %71, %79 : tensor<256xcomplex<f32>>
    %81 = stablehlo.multiply %arg0, %arg0 : tensor<256xcomplex<f32>>
    %cst_22 = stablehlo.constant dense<(-0.000000e+00,-1.000000e+00)> : tensor<complex<f32>>
    %82 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %83 = stablehlo.multiply %82, %81 : tensor<256xcomplex<f32>>
    %cst_23 = stablehlo.constant dense<(8.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %84 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %85 = stablehlo.divide %83, %84 : tensor<256xcomplex<f32>>
    %cst_24 = stablehlo.constant dense<(1.10370966E-4,0.000000e+00)> : tensor<complex<f32>>
    %86 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %87 = stablehlo.multiply %86, %85 : tensor<256xcomplex<f32>>
    %cst_25 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %88 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %89 = stablehlo.subtract %88, %87 : tensor<256xcomplex<f32>>
    %90 = stablehlo.divide %80, %89 : tensor<256xcomplex<f32>>
    %91 = call @_roll_static(%90) : (tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %92 = call @_pad(%91, %c_26) : (tensor<256xcomplex<f32>>, tensor<i32>) -> tensor<512xcomplex<f32>>
    %93 = call @_roll_static_0(%92) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %94 = call @fft_1(%93) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %cst_27 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %95 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<complex<f32>>) -> tensor<512xcomplex<f32>>
    %96 = stablehlo.multiply %95, %94 : tensor<512xcomplex<f32>>
    %cst_28 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %97 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<complex<f32>>) -> tensor<512xcomplex<f32>>
    %98 = stablehlo.multiply %97, %96 : tensor<512xcomplex<f32>>
    %99 = stablehlo.abs %96 : (tensor<512xcomplex<f32>>) -> tensor<512xf32>
    %100 = stablehlo.multiply %99, %99 : tensor<512xf32>
    %101 = stablehlo.convert %100 : (tensor<512xf32>) -> tensor<512xcomplex<f32>>
    %102 = stablehlo.multiply %98, %101 : tensor<512xcomplex<f32>>
    %103 = call @fft_2(%102) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %104 = call @_roll_static_3(%103) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %105 = stablehlo.slice %104 [128:384] : (tensor<512xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %106 = call @_roll_static_4(%105) : (tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %cst_29 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %107 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %108 = stablehlo.divide %106, %107 : tensor<256xcomplex<f32>>
    %109 = stablehlo.negate %108 : tensor<256xcomplex<f32>>
    %cst_30 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %110 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %111 = stablehlo.divide %109, %110 : tensor<256xcomplex<f32>>
    %cst_31 = stablehlo.constant dense<(-1.19215167,0.000000e+00)> : tensor<complex<f32>>
    %112 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %113 = stablehlo.multiply %112, %68 : tensor<256xcomplex<f32>>
    %114 = stablehlo.add %111, %113 : tensor<256xcomplex<f32>>
    %cst_32 = stablehlo.constant dense<(8.22955043E-4,0.000000e+00)> : tensor<complex<f32>>
    %115 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %116 = stablehlo.multiply %115, %114 : tensor<256xcomplex<f32>>
    %117 = stablehlo.add %90, %116 : tensor<256xcomplex<f32>>
    %cst_33 = stablehlo.constant dense<(-0.000000e+00,-1.000000e+00)> : tensor<complex<f32>>
    %118 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %119 = stablehlo.multiply %118, %90 : tensor<256xcomplex<f32>>
    %120 = stablehlo.multiply %arg0, %arg0 : tensor<256xcomplex<f32>>
    %121 = stablehlo.multiply %119, %120 : tensor<256xcomplex<f32>>
    %cst_34 = stablehlo.constant dense<(8.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %122 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %123 = stablehlo.divide %121, %122 : tensor<256xcomplex<f32>>
    %cst_35 = stablehlo.constant dense<(1.25927399E-4,0.000000e+00)> : tensor<complex<f32>>
    %124 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %125 = stablehlo.multiply %124, %123 : tensor<256xcomplex<f32>>
    %126 = stablehlo.add %117, %125 : tensor<256xcomplex<f32>>
    %127 = stablehlo.multiply %arg0, %arg0 : tensor<256xcomplex<f32>>
    %cst_36 = stablehlo.constant dense<(-0.000000e+00,-1.000000e+00)> : tensor<complex<f32>>
    %128 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %129 = stablehlo.multiply %128, %127 : tensor<256xcomplex<f32>>
    %cst_37 = stablehlo.constant dense<(8.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %130 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %131 = stablehlo.divide %129, %130 : tensor<256xcomplex<f32>>
    %cst_38 = stablehlo.constant dense<(1.25927399E-4,0.000000e+00)> : tensor<complex<f32>>
    %132 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %133 = stablehlo.multiply %132, %131 : tensor<256xcomplex<f32>>
    %cst_39 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %134 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %135 = stablehlo.subtract %134, %133 : tensor<256xcomplex<f32>>
    %136 = stablehlo.divide %126, %135 : tensor<256xcomplex<f32>>
    %137 = call @_roll_static(%136) : (tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %138 = call @_pad(%137, %c_40) : (tensor<256xcomplex<f32>>, tensor<i32>) -> tensor<512xcomplex<f32>>
    %139 = call @_roll_static_0(%138) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %140 = call @fft_1(%139) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %cst_41 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %141 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<complex<f32>>) -> tensor<512xcomplex<f32>>
    %142 = stablehlo.multiply %141, %140 : tensor<512xcomplex<f32>>
    %cst_42 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %143 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<complex<f32>>) -> tensor<512xcomplex<f32>>
    %144 = stablehlo.multiply %143, %142 : tensor<512xcomplex<f32>>
    %145 = stablehlo.abs %142 : (tensor<512xcomplex<f32>>) -> tensor<512xf32>
    %146 = stablehlo.multiply %145, %145 : tensor<512xf32>
    %147 = stablehlo.convert %146 : (tensor<512xf32>) -> tensor<512xcomplex<f32>>
    %148 = stablehlo.multiply %144, %147 : tensor<512xcomplex<f32>>
    %149 = call @fft_2(%148) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %150 = call @_roll_static_3(%149) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %151 = stablehlo.slice %150 [128:384] : (tensor<512xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %152 = call @_roll_static_4(%151) : (tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %cst_43 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %153 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %154 = stablehlo.divide %152, %153 : tensor<256xcomplex<f32>>
    %155 = stablehlo.negate %154 : tensor<256xcomplex<f32>>
    %cst_44 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %156 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %157 = stablehlo.divide %155, %156 : tensor<256xcomplex<f32>>
    %cst_45 = stablehlo.constant dense<(-1.69778466,0.000000e+00)> : tensor<complex<f32>>
    %158 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %159 = stablehlo.multiply %158, %114 : tensor<256xcomplex<f32>>
    %160 = stablehlo.add %157, %159 : tensor<256xcomplex<f32>>
    %cst_46 = stablehlo.constant dense<(6.99450437E-4,0.000000e+00)> : tensor<complex<f32>>
    %161 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %162 = stablehlo.multiply %161, %160 : tensor<256xcomplex<f32>>
    %163 = stablehlo.add %136, %162 : tensor<256xcomplex<f32>>
    %cst_47 = stablehlo.constant dense<(-0.000000e+00,-1.000000e+00)> : tensor<complex<f32>>
    %164 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %165 = stablehlo.multiply %164, %136 : tensor<256xcomplex<f32>>
    %166 = stablehlo.multiply %arg0, %arg0 : tensor<256xcomplex<f32>>
    %167 = stablehlo.multiply %165, %166 : tensor<256xcomplex<f32>>
    %cst_48 = stablehlo.constant dense<(8.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %168 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %169 = stablehlo.divide %167, %168 : tensor<256xcomplex<f32>>
    %cst_49 = stablehlo.constant dense<(1.68013183E-4,0.000000e+00)> : tensor<complex<f32>>
    %170 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %171 = stablehlo.multiply %170, %169 : tensor<256xcomplex<f32>>
    %172 = stablehlo.add %163, %171 : tensor<256xcomplex<f32>>
    %173 = stablehlo.multiply %arg0, %arg0 : tensor<256xcomplex<f32>>
    %cst_50 = stablehlo.constant dense<(-0.000000e+00,-1.000000e+00)> : tensor<complex<f32>>
    %174 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %175 = stablehlo.multiply %174, %173 : tensor<256xcomplex<f32>>
    %cst_51 = stablehlo.constant dense<(8.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %176 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %177 = stablehlo.divide %175, %176 : tensor<256xcomplex<f32>>
    %cst_52 = stablehlo.constant dense<(1.68013183E-4,0.000000e+00)> : tensor<complex<f32>>
    %178 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %179 = stablehlo.multiply %178, %177 : tensor<256xcomplex<f32>>
    %cst_53 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %180 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %181 = stablehlo.subtract %180, %179 : tensor<256xcomplex<f32>>
    %182 = stablehlo.divide %172, %181 : tensor<256xcomplex<f32>>
    %183 = call @_roll_static(%182) : (tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %184 = call @_pad(%183, %c_54) : (tensor<256xcomplex<f32>>, tensor<i32>) -> tensor<512xcomplex<f32>>
    %185 = call @_roll_static_0(%184) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %186 = call @fft_1(%185) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %cst_55 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %187 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<complex<f32>>) -> tensor<512xcomplex<f32>>
    %188 = stablehlo.multiply %187, %186 : tensor<512xcomplex<f32>>
    %cst_56 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %189 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<complex<f32>>) -> tensor<512xcomplex<f32>>
    %190 = stablehlo.multiply %189, %188 : tensor<512xcomplex<f32>>
    %191 = stablehlo.abs %188 : (tensor<512xcomplex<f32>>) -> tensor<512xf32>
    %192 = stablehlo.multiply %191, %191 : tensor<512xf32>
    %193 = stablehlo.convert %192 : (tensor<512xf32>) -> tensor<512xcomplex<f32>>
    %194 = stablehlo.multiply %190, %193 : tensor<512xcomplex<f32>>
    %195 = call @fft_2(%194) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %196 = call @_roll_static_3(%195) : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    %197 = stablehlo.slice %196 [128:384] : (tensor<512xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %198 = call @_roll_static_4(%197) : (tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %cst_57 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %199 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %200 = stablehlo.divide %198, %199 : tensor<256xcomplex<f32>>
    %201 = stablehlo.negate %200 : tensor<256xcomplex<f32>>
    %cst_58 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %202 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %203 = stablehlo.divide %201, %202 : tensor<256xcomplex<f32>>
    %cst_59 = stablehlo.constant dense<(-1.5141834,0.000000e+00)> : tensor<complex<f32>>
    %204 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %205 = stablehlo.multiply %204, %160 : tensor<256xcomplex<f32>>
    %206 = stablehlo.add %203, %205 : tensor<256xcomplex<f32>>
    %cst_60 = stablehlo.constant dense<(1.53057248E-4,0.000000e+00)> : tensor<complex<f32>>
    %207 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %208 = stablehlo.multiply %207, %206 : tensor<256xcomplex<f32>>
    %209 = stablehlo.add %182, %208 : tensor<256xcomplex<f32>>
    %cst_61 = stablehlo.constant dense<(-0.000000e+00,-1.000000e+00)> : tensor<complex<f32>>
    %210 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %211 = stablehlo.multiply %210, %182 : tensor<256xcomplex<f32>>
    %212 = stablehlo.multiply %arg0, %arg0 : tensor<256xcomplex<f32>>
    %213 = stablehlo.multiply %211, %212 : tensor<256xcomplex<f32>>
    %cst_62 = stablehlo.constant dense<(8.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %214 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %215 = stablehlo.divide %213, %214 : tensor<256xcomplex<f32>>
    %cst_63 = stablehlo.constant dense<(2.08589354E-5,0.000000e+00)> : tensor<complex<f32>>
    %216 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %217 = stablehlo.multiply %216, %215 : tensor<256xcomplex<f32>>
    %218 = stablehlo.add %209, %217 : tensor<256xcomplex<f32>>
    %219 = stablehlo.multiply %arg0, %arg0 : tensor<256xcomplex<f32>>
    %cst_64 = stablehlo.constant dense<(-0.000000e+00,-1.000000e+00)> : tensor<complex<f32>>
    %220 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %221 = stablehlo.multiply %220, %219 : tensor<256xcomplex<f32>>
    %cst_65 = stablehlo.constant dense<(8.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %222 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %223 = stablehlo.divide %221, %222 : tensor<256xcomplex<f32>>
    %cst_66 = stablehlo.constant dense<(2.08589354E-5,0.000000e+00)> : tensor<complex<f32>>
    %224 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %225 = stablehlo.multiply %224, %223 : tensor<256xcomplex<f32>>
    %cst_67 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %226 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<complex<f32>>) -> tensor<256xcomplex<f32>>
    %227 = stablehlo.subtract %226, %225 : tensor<256xcomplex<f32>>
    %228 = stablehlo.divide %218, %227 : tensor<256xcomplex<f32>>
    return %228 : tensor<256xcomplex<f32>>
  }
  func.func private @_roll_static(%arg0: tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [128:256] : (tensor<256xcomplex<f32>>) -> tensor<128xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:128] : (tensor<256xcomplex<f32>>) -> tensor<128xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<128xcomplex<f32>>, tensor<128xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    return %2 : tensor<256xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<256xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<512xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [128], high = [128], interior = [0] : (tensor<256xcomplex<f32>>, tensor<complex<f32>>) -> tensor<512xcomplex<f32>>
    return %1 : tensor<512xcomplex<f32>>
  }
  func.func private @_roll_static_0(%arg0: tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [256:512] : (tensor<512xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:256] : (tensor<512xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<256xcomplex<f32>>, tensor<256xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    return %2 : tensor<512xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [512] : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    return %0 : tensor<512xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [512] : (tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    return %0 : tensor<512xcomplex<f32>>
  }
  func.func private @_roll_static_3(%arg0: tensor<512xcomplex<f32>>) -> tensor<512xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [256:512] : (tensor<512xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:256] : (tensor<512xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<256xcomplex<f32>>, tensor<256xcomplex<f32>>) -> tensor<512xcomplex<f32>>
    return %2 : tensor<512xcomplex<f32>>
  }
  func.func private @_roll_static_4(%arg0: tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [128:256] : (tensor<256xcomplex<f32>>) -> tensor<128xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:128] : (tensor<256xcomplex<f32>>) -> tensor<128xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<128xcomplex<f32>>, tensor<128xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    return %2 : tensor<256xcomplex<f32>>
  }
  func.func private @fft_5(%arg0: tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [256] : (tensor<256xcomplex<f32>>) -> tensor<256xcomplex<f32>>
    return %0 : tensor<256xcomplex<f32>>
  }
}
