module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3072xf32>, %arg1: tensor<f32>) -> (tensor<3072xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<"0x54C5C8C28BEBC7C2C211C7C2F937C6C2305EC5C26784C4C29EAAC3C2D5D0C2C20CF7C1C2431DC1C27A43C0C2B169BFC2E88FBEC21FB6BDC256DCBCC28D02BCC2C428BBC2FB4EBAC23275B9C2699BB8C2A0C1B7C2D7E7B6C20E0EB6C24434B5C27B5AB4C2B280B3C2E9A6B2C220CDB1C257F3B0C28E19B0C2C53FAFC2FC65AEC2338CADC26AB2ACC2A1D8ABC2D8FEAAC20F25AAC2464BA9C27D71A8C2B497A7C2EBBDA6C222E4A5C2590AA5C29030A4C2C756A3C2FE7CA2C235A3A1C26CC9A0C2A3EF9FC2DA159FC2113C9EC248629DC27E889CC2B5AE9BC2ECD49AC223FB99C25A2199C2914798C2C86D97C2FF9396C236BA95C26DE094C2A40694C2DB2C93C2125392C2497991C2809F90C2B7C58FC2EEEB8EC225128EC25C388DC2935E8CC2CA848BC201AB8AC238D189C26FF788C2A61D88C2DD4387C2146A86C24B9085C281B684C2B8DC83C2EF0283C2262982C25D4F81C2947580C297377FC204847DC272D07BC2E01C7AC24E6978C2BCB576C22A0275C2984E73C2069B71C274E76FC2E2336EC250806CC2BECC6AC22C1969C29A6567C207B265C275FE63C2E34A62C2519760C2BFE35EC22D305DC29B7C5BC209C959C2771558C2E56156C253AE54C2C1FA52C22F4751C29D934FC20BE04DC2782C4CC2E6784AC254C548C2C21147C2305E45C29EAA43C20CF741C27A4340C2E88F3EC256DC3CC2C4283BC2327539C2A0C137C20E0E36C27B5A34C2E9A632C257F330C2C53F2FC2338C2DC2A1D82BC20F252AC27D7128C2EBBD26C2590A25C2C75623C235A321C2A3EF1FC2113C1EC27E881CC2ECD41AC25A2119C2C86D17C236BA15C2A40614C2125312C2809F10C2EEEB0EC25C380DC2CA840BC238D109C2A61D08C2146A06C281B604C2EF0203C25D4F01C29737FFC172D0FBC14E69F8C12A02F5C1069BF1C1E233EEC1BECCEAC19A65E7C175FEE3C15197E0C12D30DDC109C9D9C1E561D6C1C1FAD2C19D93CFC1782CCCC154C5C8C1305EC5C10CF7C1C1E88FBEC1C428BBC1A0C1B7C17B5AB4C157F3B0C1338CADC10F25AAC1EBBDA6C1C756A3C1A3EF9FC17E889CC15A2199C136BA95C1125392C1EEEB8EC1CA848BC1A61D88C181B684C15D4F81C172D07BC12A0275C1E2336EC19A6567C1519760C109C959C1C1FA52C1782C4CC1305E45C1E88F3EC1A0C137C157F330C10F252AC1C75623C17E881CC136BA15C1EEEB0EC1A61D08C15D4F01C12A02F5C09A65E7C009C9D9C0782CCCC0E88FBEC057F3B0C0C756A3C036BA95C0A61D88C02A0275C009C959C0E88F3EC0C75623C0A61D08C009C9D9BFC756A3BF09C959BF09C9D9BE0000000009C9D93E09C9593FC756A33F09C9D93FA61D0840C7562340E88F3E4009C959402A027540A61D884036BA9540C756A34057F3B040E88FBE40782CCC4009C9D9409A65E7402A02F5405D4F0141A61D0841EEEB0E4136BA15417E881C41C75623410F252A4157F33041A0C13741E88F3E41305E4541782C4C41C1FA524109C95941519760419A656741E2336E412A02754172D07B415D4F814181B68441A61D8841CA848B41EEEB8E411253924136BA95415A2199417E889C41A3EF9F41C756A341EBBDA6410F25AA41338CAD4157F3B0417B5AB441A0C1B741C428BB41E88FBE410CF7C141305EC54154C5C841782CCC419D93CF41C1FAD241E561D64109C9D9412D30DD415197E04175FEE3419A65E741BECCEA41E233EE41069BF1412A02F5414E69F84172D0FB419737FF415D4F0142EF02034281B60442146A0642A61D084238D10942CA840B425C380D42EEEB0E42809F104212531242A406144236BA1542C86D17425A211942ECD41A427E881C42113C1E42A3EF1F4235A32142C7562342590A2542EBBD26427D7128420F252A42A1D82B42338C2D42C53F2F4257F33042E9A632427B5A34420E0E3642A0C1374232753942C4283B4256DC3C42E88F3E427A4340420CF741429EAA4342305E4542C211474254C54842E6784A42782C4C420BE04D429D934F422F475142C1FA524253AE5442E56156427715584209C959429B7C5B422D305D42BFE35E4251976042E34A624275FE634207B265429A6567422C196942BECC6A4250806C42E2336E4274E76F42069B7142984E73422A027542BCB576424E697842E01C7A4272D07B4204847D4297377F42947580425D4F814226298242EF028342B8DC834281B684424B908542146A8642DD438742A61D88426FF7884238D1894201AB8A42CA848B42935E8C425C388D4225128E42EEEB8E42B7C58F42809F90424979914212539242DB2C9342A40694426DE0944236BA9542FF939642C86D9742914798425A21994223FB9942ECD49A42B5AE9B427E889C4248629D42113C9E42DA159F42A3EF9F426CC9A04235A3A142FE7CA242C756A3429030A442590AA54222E4A542EBBDA642B497A7427D71A842464BA9420F25AA42D8FEAA42A1D8AB426AB2AC42338CAD42FC65AE42C53FAF428E19B04257F3B04220CDB142E9A6B242B280B3427B5AB4424434B5420E0EB642D7E7B642A0C1B742699BB8423275B942FB4EBA42C428BB428D02BC4256DCBC421FB6BD42E88FBE42B169BF427A43C042431DC1420CF7C142D5D0C2429EAAC3426784C442305EC542F937C642C211C7428BEBC74254C5C842"> : tensor<473xf32>
    %cst_0 = stablehlo.constant dense<6.000000e-01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = call @convolve_rigid_rotation(%arg0, %cst, %arg1, %cst_0, %cst_1) : (tensor<3072xf32>, tensor<473xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3072xf32>
    return %0 : tensor<3072xf32>
  }
  func.func private @convolve_rigid_rotation(%arg0: tensor<3072xf32>, %arg1: tensor<473xf32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>) -> tensor<3072xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst_0, %arg2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<473xf32>
    %3 = stablehlo.divide %arg1, %2 : tensor<473xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.multiply %cst_1, %arg4 : tensor<f32>
    %5 = stablehlo.add %arg3, %4 : tensor<f32>
    %6 = stablehlo.negate %arg4 : tensor<f32>
    %7 = stablehlo.multiply %3, %3 : tensor<473xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<473xf32>
    %9 = stablehlo.subtract %8, %7 : tensor<473xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<473xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<473xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<473xf32>
    %13 = stablehlo.compare LE, %7, %12, FLOAT : (tensor<473xf32>, tensor<473xf32>) -> tensor<473xi1>
    %cst_5 = stablehlo.constant dense<1.57079637> : tensor<f32>
    %14 = stablehlo.multiply %cst_5, %5 : tensor<f32>
    %15 = stablehlo.convert %14 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<473xf32>
    %17 = stablehlo.multiply %16, %11 : tensor<473xf32>
    %18 = stablehlo.sqrt %11 : tensor<473xf32>
    %cst_6 = stablehlo.constant dense<0.666666686> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<473xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<473xf32>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %21 = stablehlo.multiply %cst_7, %5 : tensor<f32>
    %cst_8 = stablehlo.constant dense<-3.000000e+00> : tensor<f32>
    %22 = stablehlo.add %cst_8, %21 : tensor<f32>
    %23 = stablehlo.add %22, %6 : tensor<f32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.multiply %cst_9, %6 : tensor<f32>
    %25 = stablehlo.convert %24 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<473xf32>
    %27 = stablehlo.multiply %26, %7 : tensor<473xf32>
    %28 = stablehlo.convert %23 : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<473xf32>
    %30 = stablehlo.add %29, %27 : tensor<473xf32>
    %31 = stablehlo.multiply %20, %30 : tensor<473xf32>
    %32 = stablehlo.subtract %17, %31 : tensor<473xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = call @_where_0(%13, %32, %cst_10) : (tensor<473xi1>, tensor<473xf32>, tensor<f32>) -> tensor<473xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<473xf32>
    %c = stablehlo.constant dense<236> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = "stablehlo.scatter"(%34, %35, %cst_12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<473xf32>, tensor<1xi32>, tensor<f32>) -> tensor<473xf32>
    %37 = call @_where_1(%0, %36, %33) : (tensor<i1>, tensor<473xf32>, tensor<473xf32>) -> tensor<473xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<473xf32>, tensor<f32>) -> tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<473xf32>
    %40 = stablehlo.divide %37, %39 : tensor<473xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %41 = call @_pad(%arg0, %c_14) : (tensor<3072xf32>, tensor<i32>) -> tensor<3544xf32>
    %42 = call @fft(%41) : (tensor<3544xf32>) -> tensor<1773xcomplex<f32>>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %43 = call @_pad_2(%40, %c_15) : (tensor<473xf32>, tensor<i32>) -> tensor<3544xf32>
    %44 = call @fft(%43) : (tensor<3544xf32>) -> tensor<1773xcomplex<f32>>
    %45 = stablehlo.multiply %42, %44 : tensor<1773xcomplex<f32>>
    %46 = call @fft_3(%45) : (tensor<1773xcomplex<f32>>) -> tensor<3544xf32>
    %47 = stablehlo.slice %46 [236:3308] : (tensor<3544xf32>) -> tensor<3072xf32>
    return %47 : tensor<3072xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_0(%arg0: tensor<473xi1>, %arg1: tensor<473xf32>, %arg2: tensor<f32>) -> tensor<473xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<473xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<473xi1>, tensor<473xf32>
    return %2 : tensor<473xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<473xf32>, %arg2: tensor<473xf32>) -> tensor<473xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<473xf32>
    return %0 : tensor<473xf32>
  }
  func.func private @_pad(%arg0: tensor<3072xf32>, %arg1: tensor<i32>) -> tensor<3544xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [472], interior = [0] : (tensor<3072xf32>, tensor<f32>) -> tensor<3544xf32>
    return %1 : tensor<3544xf32>
  }
  func.func private @fft(%arg0: tensor<3544xf32>) -> tensor<1773xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [3544] : (tensor<3544xf32>) -> tensor<1773xcomplex<f32>>
    return %0 : tensor<1773xcomplex<f32>>
  }
  func.func private @_pad_2(%arg0: tensor<473xf32>, %arg1: tensor<i32>) -> tensor<3544xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [3071], interior = [0] : (tensor<473xf32>, tensor<f32>) -> tensor<3544xf32>
    return %1 : tensor<3544xf32>
  }
  func.func private @fft_3(%arg0: tensor<1773xcomplex<f32>>) -> tensor<3544xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [3544] : (tensor<1773xcomplex<f32>>) -> tensor<3544xf32>
    return %0 : tensor<3544xf32>
  }
}
