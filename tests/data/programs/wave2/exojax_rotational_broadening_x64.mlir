module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048xf64>, %arg1: tensor<f64>) -> (tensor<2048xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<"0x4EDD1899180C59C05132A83441E358C0538737D069BA58C056DCC66B929158C059315607BB6858C05C86E5A2E33F58C05EDB743E0C1758C0613004DA34EE57C0648593755DC557C067DA2211869C57C0692FB2ACAE7357C06C844148D74A57C06FD9D0E3FF2157C0722E607F28F956C07583EF1A51D056C077D87EB679A756C07A2D0E52A27E56C07D829DEDCA5556C080D72C89F32C56C0822CBC241C0456C085814BC044DB55C088D6DA5B6DB255C08B2B6AF7958955C08D80F992BE6055C090D5882EE73755C0932A18CA0F0F55C0967FA76538E654C098D4360161BD54C09B29C69C899454C09E7E5538B26B54C0A1D3E4D3DA4254C0A428746F031A54C0A67D030B2CF153C0A9D292A654C853C0AC2722427D9F53C0AF7CB1DDA57653C0B1D14079CE4D53C0B426D014F72453C0B77B5FB01FFC52C0BAD0EE4B48D352C0BC257EE770AA52C0BF7A0D83998152C0C2CF9C1EC25852C0C5242CBAEA2F52C0C779BB55130752C0CACE4AF13BDE51C0CD23DA8C64B551C0D07869288D8C51C0D3CDF8C3B56351C0D522885FDE3A51C0D87717FB061251C0DBCCA6962FE950C0DE21363258C050C0E076C5CD809750C0E3CB5469A96E50C0E620E404D24550C0E97573A0FA1C50C0D795057846E84FC0DC3F24AF97964FC0E2E942E6E8444FC0E793611D3AF34EC0ED3D80548BA14EC0F3E79E8BDC4F4EC0F891BDC22DFE4DC0FE3BDCF97EAC4DC003E6FA30D05A4DC00990196821094DC00E3A389F72B74CC014E456D6C3654CC0198E750D15144CC01F38944466C24BC024E2B27BB7704BC02A8CD1B2081F4BC02F36F0E959CD4AC035E00E21AB7B4AC03A8A2D58FC294AC040344C8F4DD849C046DE6AC69E8649C04B8889FDEF3449C05132A83441E348C056DCC66B929148C05C86E5A2E33F48C0613004DA34EE47C067DA2211869C47C06C844148D74A47C0722E607F28F946C077D87EB679A746C07D829DEDCA5546C0822CBC241C0446C088D6DA5B6DB245C08D80F992BE6045C0932A18CA0F0F45C098D4360161BD44C09E7E5538B26B44C0A428746F031A44C0A9D292A654C843C0AF7CB1DDA57643C0B426D014F72443C0BAD0EE4B48D342C0BF7A0D83998142C0C5242CBAEA2F42C0CACE4AF13BDE41C0D07869288D8C41C0D522885FDE3A41C0DBCCA6962FE940C0E076C5CD809740C0E620E404D24540C0D795057846E83FC0E2E942E6E8443FC0ED3D80548BA13EC0F891BDC22DFE3DC003E6FA30D05A3DC00E3A389F72B73CC0198E750D15143CC024E2B27BB7703BC02F36F0E959CD3AC03A8A2D58FC293AC046DE6AC69E8639C05132A83441E338C05C86E5A2E33F38C067DA2211869C37C0722E607F28F936C07D829DEDCA5536C088D6DA5B6DB235C0932A18CA0F0F35C09E7E5538B26B34C0A9D292A654C833C0B426D014F72433C0BF7A0D83998132C0CACE4AF13BDE31C0D522885FDE3A31C0E076C5CD809730C0D795057846E82FC0ED3D80548BA12EC003E6FA30D05A2DC0198E750D15142CC02F36F0E959CD2AC046DE6AC69E8629C05C86E5A2E33F28C0722E607F28F926C088D6DA5B6DB225C09E7E5538B26B24C0B426D014F72423C0CACE4AF13BDE21C0E076C5CD809720C0ED3D80548BA11EC0198E750D15141CC046DE6AC69E8619C0722E607F28F916C09E7E5538B26B14C0CACE4AF13BDE11C0ED3D80548BA10EC046DE6AC69E8609C09E7E5538B26B04C0ED3D80548BA1FEBF9E7E5538B26BF4BF9E7E5538B26BE4BF00000000000000009E7E5538B26BE43F9E7E5538B26BF43FED3D80548BA1FE3F9E7E5538B26B044046DE6AC69E860940ED3D80548BA10E40CACE4AF13BDE11409E7E5538B26B1440722E607F28F9164046DE6AC69E861940198E750D15141C40ED3D80548BA11E40E076C5CD80972040CACE4AF13BDE2140B426D014F72423409E7E5538B26B244088D6DA5B6DB22540722E607F28F926405C86E5A2E33F284046DE6AC69E8629402F36F0E959CD2A40198E750D15142C4003E6FA30D05A2D40ED3D80548BA12E40D795057846E82F40E076C5CD80973040D522885FDE3A3140CACE4AF13BDE3140BF7A0D8399813240B426D014F7243340A9D292A654C833409E7E5538B26B3440932A18CA0F0F354088D6DA5B6DB235407D829DEDCA553640722E607F28F9364067DA2211869C37405C86E5A2E33F38405132A83441E3384046DE6AC69E8639403A8A2D58FC293A402F36F0E959CD3A4024E2B27BB7703B40198E750D15143C400E3A389F72B73C4003E6FA30D05A3D40F891BDC22DFE3D40ED3D80548BA13E40E2E942E6E8443F40D795057846E83F40E620E404D2454040E076C5CD80974040DBCCA6962FE94040D522885FDE3A4140D07869288D8C4140CACE4AF13BDE4140C5242CBAEA2F4240BF7A0D8399814240BAD0EE4B48D34240B426D014F7244340AF7CB1DDA5764340A9D292A654C84340A428746F031A44409E7E5538B26B444098D4360161BD4440932A18CA0F0F45408D80F992BE60454088D6DA5B6DB24540822CBC241C0446407D829DEDCA55464077D87EB679A74640722E607F28F946406C844148D74A474067DA2211869C4740613004DA34EE47405C86E5A2E33F484056DCC66B929148405132A83441E348404B8889FDEF34494046DE6AC69E86494040344C8F4DD849403A8A2D58FC294A4035E00E21AB7B4A402F36F0E959CD4A402A8CD1B2081F4B4024E2B27BB7704B401F38944466C24B40198E750D15144C4014E456D6C3654C400E3A389F72B74C400990196821094D4003E6FA30D05A4D40FE3BDCF97EAC4D40F891BDC22DFE4D40F3E79E8BDC4F4E40ED3D80548BA14E40E793611D3AF34E40E2E942E6E8444F40DC3F24AF97964F40D795057846E84F40E97573A0FA1C5040E620E404D2455040E3CB5469A96E5040E076C5CD80975040DE21363258C05040DBCCA6962FE95040D87717FB06125140D522885FDE3A5140D3CDF8C3B5635140D07869288D8C5140CD23DA8C64B55140CACE4AF13BDE5140C779BB5513075240C5242CBAEA2F5240C2CF9C1EC2585240BF7A0D8399815240BC257EE770AA5240BAD0EE4B48D35240B77B5FB01FFC5240B426D014F7245340B1D14079CE4D5340AF7CB1DDA5765340AC2722427D9F5340A9D292A654C85340A67D030B2CF15340A428746F031A5440A1D3E4D3DA4254409E7E5538B26B54409B29C69C8994544098D4360161BD5440967FA76538E65440932A18CA0F0F554090D5882EE73755408D80F992BE6055408B2B6AF79589554088D6DA5B6DB2554085814BC044DB5540822CBC241C04564080D72C89F32C56407D829DEDCA5556407A2D0E52A27E564077D87EB679A756407583EF1A51D05640722E607F28F956406FD9D0E3FF2157406C844148D74A5740692FB2ACAE73574067DA2211869C5740648593755DC55740613004DA34EE57405EDB743E0C1758405C86E5A2E33F584059315607BB68584056DCC66B92915840538737D069BA58405132A83441E358404EDD1899180C5940"> : tensor<315xf64>
    %cst_0 = stablehlo.constant dense<6.000000e-01> : tensor<f64>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %0 = call @convolve_rigid_rotation(%arg0, %cst, %arg1, %cst_0, %cst_1) : (tensor<2048xf64>, tensor<315xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<2048xf64>
    return %0 : tensor<2048xf64>
  }
  func.func private @convolve_rigid_rotation(%arg0: tensor<2048xf64>, %arg1: tensor<315xf64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<f64>) -> tensor<2048xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %1 = call @_where(%0, %cst_0, %arg2) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<315xf64>
    %3 = stablehlo.divide %arg1, %2 : tensor<315xf64>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %4 = stablehlo.multiply %cst_1, %arg4 : tensor<f64>
    %5 = stablehlo.add %arg3, %4 : tensor<f64>
    %6 = stablehlo.negate %arg4 : tensor<f64>
    %7 = stablehlo.multiply %3, %3 : tensor<315xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<315xf64>
    %9 = stablehlo.subtract %8, %7 : tensor<315xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<315xf64>
    %11 = stablehlo.maximum %9, %10 : tensor<315xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<315xf64>
    %13 = stablehlo.compare LE, %7, %12, FLOAT : (tensor<315xf64>, tensor<315xf64>) -> tensor<315xi1>
    %cst_5 = stablehlo.constant dense<1.5707963267948966> : tensor<f64>
    %14 = stablehlo.multiply %cst_5, %5 : tensor<f64>
    %15 = stablehlo.convert %14 : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f64>) -> tensor<315xf64>
    %17 = stablehlo.multiply %16, %11 : tensor<315xf64>
    %18 = stablehlo.sqrt %11 : tensor<315xf64>
    %cst_6 = stablehlo.constant dense<0.66666666666666663> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<315xf64>
    %20 = stablehlo.multiply %19, %18 : tensor<315xf64>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %21 = stablehlo.multiply %cst_7, %5 : tensor<f64>
    %cst_8 = stablehlo.constant dense<-3.000000e+00> : tensor<f64>
    %22 = stablehlo.add %cst_8, %21 : tensor<f64>
    %23 = stablehlo.add %22, %6 : tensor<f64>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %24 = stablehlo.multiply %cst_9, %6 : tensor<f64>
    %25 = stablehlo.convert %24 : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f64>) -> tensor<315xf64>
    %27 = stablehlo.multiply %26, %7 : tensor<315xf64>
    %28 = stablehlo.convert %23 : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f64>) -> tensor<315xf64>
    %30 = stablehlo.add %29, %27 : tensor<315xf64>
    %31 = stablehlo.multiply %20, %30 : tensor<315xf64>
    %32 = stablehlo.subtract %17, %31 : tensor<315xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = call @_where_0(%13, %32, %cst_10) : (tensor<315xi1>, tensor<315xf64>, tensor<f64>) -> tensor<315xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<315xf64>
    %c = stablehlo.constant dense<157> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = "stablehlo.scatter"(%34, %35, %cst_12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      stablehlo.return %arg6 : tensor<f64>
    }) : (tensor<315xf64>, tensor<1xi32>, tensor<f64>) -> tensor<315xf64>
    %37 = call @_where_1(%0, %36, %33) : (tensor<i1>, tensor<315xf64>, tensor<315xf64>) -> tensor<315xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.reduce(%37 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<315xf64>, tensor<f64>) -> tensor<f64>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f64>) -> tensor<315xf64>
    %40 = stablehlo.divide %37, %39 : tensor<315xf64>
    %c_14 = stablehlo.constant dense<0> : tensor<i64>
    %41 = call @_pad(%arg0, %c_14) : (tensor<2048xf64>, tensor<i64>) -> tensor<2362xf64>
    %42 = call @fft(%41) : (tensor<2362xf64>) -> tensor<1182xcomplex<f64>>
    %c_15 = stablehlo.constant dense<0> : tensor<i64>
    %43 = call @_pad_2(%40, %c_15) : (tensor<315xf64>, tensor<i64>) -> tensor<2362xf64>
    %44 = call @fft(%43) : (tensor<2362xf64>) -> tensor<1182xcomplex<f64>>
    %45 = stablehlo.multiply %42, %44 : tensor<1182xcomplex<f64>>
    %46 = call @fft_3(%45) : (tensor<1182xcomplex<f64>>) -> tensor<2362xf64>
    %47 = stablehlo.slice %46 [157:2205] : (tensor<2362xf64>) -> tensor<2048xf64>
    return %47 : tensor<2048xf64>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<f64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f64>
    return %0 : tensor<f64>
  }
  func.func private @_where_0(%arg0: tensor<315xi1>, %arg1: tensor<315xf64>, %arg2: tensor<f64>) -> tensor<315xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<315xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<315xi1>, tensor<315xf64>
    return %2 : tensor<315xf64>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<315xf64>, %arg2: tensor<315xf64>) -> tensor<315xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<315xf64>
    return %0 : tensor<315xf64>
  }
  func.func private @_pad(%arg0: tensor<2048xf64>, %arg1: tensor<i64>) -> tensor<2362xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [314], interior = [0] : (tensor<2048xf64>, tensor<f64>) -> tensor<2362xf64>
    return %1 : tensor<2362xf64>
  }
  func.func private @fft(%arg0: tensor<2362xf64>) -> tensor<1182xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [2362] : (tensor<2362xf64>) -> tensor<1182xcomplex<f64>>
    return %0 : tensor<1182xcomplex<f64>>
  }
  func.func private @_pad_2(%arg0: tensor<315xf64>, %arg1: tensor<i64>) -> tensor<2362xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [2047], interior = [0] : (tensor<315xf64>, tensor<f64>) -> tensor<2362xf64>
    return %1 : tensor<2362xf64>
  }
  func.func private @fft_3(%arg0: tensor<1182xcomplex<f64>>) -> tensor<2362xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [2362] : (tensor<1182xcomplex<f64>>) -> tensor<2362xf64>
    return %0 : tensor<2362xf64>
  }
}
