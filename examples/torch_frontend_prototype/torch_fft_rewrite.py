"""Prototype torch/ONNX front end: torch-dialect FFT ops -> calls of StableHLO functions.

Every FFT op of a torch-dialect module (named ``torch.aten.fft_*`` or generic
``torch.operator "torch.aten.fft_*"``, ``_fft_c2c``, ``stft``; ``onnx.DFT`` left over by
torch-mlir's ONNX conversion) is replaced by

    torch_c.to_builtin_tensor -> func.call @__fft_k -> torch_c.from_builtin_tensor

where ``@__fft_k`` is a private ``func.func`` over builtin tensors whose body is StableHLO
(shlo_emit.py).  Ops next to the FFT that IREE 3.13's torch lowering gets wrong are replaced
the same way (reflect ``aten.pad``, complex ``aten.abs``), and ``aten.hann_window`` is folded
into a ``torch.vtensor.literal``.  The result is a *mixed* module: torch functions + private
StableHLO functions.  See docs/TORCH_FRONTEND.md.

    python3 torch_fft_rewrite.py in.torch.mlir out.mixed.mlir
"""

from __future__ import annotations

import re
import sys

import numpy as np
from iree.compiler import ir

import shlo_emit as E

RESOURCES: dict = {}  # dense_resource blobs of the module being rewritten (text form)
_VT = re.compile(r"!torch\.vtensor<\[([^\]]*)\],(.+)>$")


def vtensor(t: ir.Type):
    m = _VT.match(str(t))
    if not m:
        raise ValueError(f"not a static vtensor: {t}")
    shape = [int(d) for d in m.group(1).split(",")] if m.group(1) else []
    return shape, m.group(2)


def builtin(t: ir.Type) -> ir.Type:
    shape, elt = vtensor(t)
    return ir.Type.parse(E.ttype(shape, elt))


def const(v: ir.Value):
    """The Python value of a torch constant operand (int, float, str, bool, None, list)."""
    o = v.owner
    o = getattr(o, "operation", o)
    name = o.name
    if name == "torch.constant.none":
        return None
    if name == "torch.constant.int":
        return ir.IntegerAttr(o.attributes["value"]).value
    if name == "torch.constant.float":
        return ir.FloatAttr(o.attributes["value"]).value
    if name == "torch.constant.str":
        return ir.StringAttr(o.attributes["value"]).value
    if name == "torch.constant.bool":
        return ir.BoolAttr(o.attributes["value"]).value
    if name == "torch.constant.device":
        return ir.StringAttr(o.attributes["value"]).value
    if name == "torch.aten.item":  # ONNX: item(literal) after the ONNX -> torch conversion
        v = onnx_scalar(o.operands[0], RESOURCES)
        if v is not None:
            return v
    if name == "torch.prim.ListConstruct":
        return [const(x) for x in o.operands]
    raise ValueError(f"operand is not a constant: {o}")


def op_name(op) -> str:
    """The ATen/ONNX name of either spelling (named op or generic torch.operator)."""
    if op.name == "torch.operator":
        return ir.StringAttr(op.attributes["name"]).value
    return op.name


FFT_KINDS = {  # aten name -> (kind, multi-axis?)
    "fft_fft": ("fft", False), "fft_ifft": ("ifft", False), "fft_rfft": ("rfft", False),
    "fft_irfft": ("irfft", False), "fft_hfft": ("hfft", False), "fft_ihfft": ("ihfft", False),
    "fft_fft2": ("fft", True), "fft_ifft2": ("ifft", True), "fft_rfft2": ("rfft", True),
    "fft_irfft2": ("irfft", True), "fft_fftn": ("fft", True), "fft_ifftn": ("ifft", True),
    "fft_rfftn": ("rfft", True), "fft_irfftn": ("irfft", True),
}


class Rewriter:
    def __init__(self, module: ir.Module):
        self.module = module
        self.funcs: dict[str, str] = {}  # text -> name
        self.report: list[str] = []

    def _func(self, make) -> str:
        name = f"__fft_{len(self.funcs)}"
        text = make(name)
        key = text.replace(f"@{name}(", "@(")
        for t, n in self.funcs.items():
            if t == key:
                return n
        self.funcs[key] = name
        self._text_by_name = getattr(self, "_text_by_name", {})
        self._text_by_name[name] = text
        return name

    def _replace(self, op, tensors: list, fname: str):
        res = op.results[0]
        with ir.InsertionPoint(op), op.location:
            ins = [ir.Operation.create("torch_c.to_builtin_tensor", results=[builtin(v.type)],
                                       operands=[v]).result for v in tensors]
            call = ir.Operation.create("func.call", results=[builtin(res.type)], operands=ins,
                                       attributes={"callee": ir.FlatSymbolRefAttr.get(fname)})
            back = ir.Operation.create("torch_c.from_builtin_tensor", results=[res.type],
                                       operands=[call.result])
        res.replace_all_uses_with(back.result)
        op.erase()

    # --- one op each ---------------------------------------------------------------------
    def fft(self, op, aten: str):
        kind, multi = FFT_KINDS[aten]
        x = op.operands[0]
        shape, elt = vtensor(x.type)
        oshape, oelt = vtensor(op.results[0].type)
        n_or_s, dim, norm = (const(v) for v in op.operands[1:4])
        rank = len(shape)
        if multi:
            s = n_or_s
            if dim is None and aten.endswith("2"):
                dim = [-2, -1]
            if dim is None:
                dim = list(range(rank)) if s is None else list(range(rank - len(s), rank))
            axes = [d % rank for d in dim]
        else:
            axes = [dim % rank]
            s = None if n_or_s is None else [n_or_s]
        name = self._func(lambda nm: E.emit_fft_func(nm, kind, shape, elt, axes, s, norm,
                                                     oshape, oelt))
        self.report.append(f"{aten}: kind={kind} axes={axes} s={s} norm={norm} -> @{name}")
        self._replace(op, [x], name)

    def fft_c2c(self, op):
        x = op.operands[0]
        shape, elt = vtensor(x.type)
        oshape, oelt = vtensor(op.results[0].type)
        dim, normalization, forward = (const(v) for v in op.operands[1:4])
        axes = [d % len(shape) for d in dim]
        name = self._func(lambda nm: E.emit_c2c_func(nm, shape, elt, axes, normalization,
                                                     forward, oshape, oelt))
        self.report.append(f"_fft_c2c: axes={axes} norm={normalization} fwd={forward} -> @{name}")
        self._replace(op, [x], name)

    def stft(self, op):
        x, n_fft, hop, win_len, window, normalized, onesided, ret_c = op.operands[:8]
        shape, elt = vtensor(x.type)
        oshape, oelt = vtensor(op.results[0].type)
        n_fft = const(n_fft)
        hop = const(hop) or n_fft // 4
        wshape, _ = vtensor(window.type)
        onesided = const(onesided)
        onesided = True if onesided is None else onesided
        if not const(ret_c):
            raise NotImplementedError("stft return_complex=False")
        name = self._func(lambda nm: E.emit_stft_func(nm, shape, elt, n_fft, hop, wshape[0],
                                                      bool(const(normalized)), onesided,
                                                      oshape, oelt))
        self.report.append(f"stft: n_fft={n_fft} hop={hop} window={wshape} -> @{name}")
        self._replace(op, [x, window], name)

    def stft_center(self, op):
        """aten.stft.center (what torch-mlir's ONNX conversion makes of onnx.STFT):
        (self, n_fft, hop, win_length, window, center, pad_mode, normalized, onesided,
        return_complex, align_to_window)."""
        (x, n_fft, hop, win_len, window, center, pad_mode, normalized, onesided,
         ret_c) = op.operands[:10]
        if const(center):
            raise NotImplementedError("stft.center with center=True (reflect pad inside)")
        shape, elt = vtensor(x.type)
        oshape, oelt = vtensor(op.results[0].type)
        n_fft = const(n_fft)
        hop = const(hop) or n_fft // 4
        wshape, _ = vtensor(window.type)
        onesided = const(onesided)
        onesided = True if onesided is None else onesided
        name = self._func(lambda nm: E.emit_stft_func(nm, shape, elt, n_fft, hop, wshape[0],
                                                      bool(const(normalized)), onesided,
                                                      oshape, oelt))
        self.report.append(f"stft.center: n_fft={n_fft} hop={hop} window={wshape} -> @{name}")
        self._replace(op, [x, window], name)

    def istft(self, op):
        (x, n_fft, hop, win_len, window, center, normalized, onesided, length,
         ret_c) = op.operands[:10]
        shape, elt = vtensor(x.type)
        oshape, _ = vtensor(op.results[0].type)
        n_fft = const(n_fft)
        hop = const(hop) or n_fft // 4
        wshape, _ = vtensor(window.type)
        onesided = const(onesided)
        onesided = True if onesided is None else onesided
        name = self._func(lambda nm: E.emit_istft_func(
            nm, shape, elt, n_fft, hop, wshape[0], bool(const(center)),
            bool(const(normalized)), onesided, const(length), oshape))
        self.report.append(f"istft: n_fft={n_fft} hop={hop} window={wshape} "
                           f"length={const(length)} -> @{name}")
        self._replace(op, [x, window], name)

    def reflect_pad(self, op):
        x = op.operands[0]
        shape, elt = vtensor(x.type)
        oshape, _ = vtensor(op.results[0].type)
        pads = const(op.operands[1])
        name = self._func(lambda nm: E.emit_reflect_pad_func(nm, shape, elt, pads, oshape))
        self.report.append(f"pad reflect {pads} -> @{name}")
        self._replace(op, [x], name)

    def complex_abs(self, op):
        x = op.operands[0]
        shape, elt = vtensor(x.type)
        name = self._func(lambda nm: E.emit_complex_abs_func(nm, shape, elt))
        self.report.append(f"abs (complex) -> @{name}")
        self._replace(op, [x], name)

    def log10(self, op):
        """aten.log10 lowers to a libm call on llvm-cpu (iree-lld: undefined symbol: log10f)."""
        x = op.operands[0]
        shape, elt = vtensor(x.type)
        name = self._func(lambda nm: E.emit_log10_func(nm, shape, elt))
        self.report.append(f"log10 -> @{name} (log * 1/ln 10)")
        self._replace(op, [x], name)

    def hann_window(self, op):
        args = [const(v) for v in op.operands]
        n = args[0]
        periodic = args[1] if len(args) == 6 else True
        d = n if periodic else n - 1
        k = np.arange(n, dtype=np.float64)
        w = (0.5 - 0.5 * np.cos(2 * np.pi * k / d)).astype(np.float32) if d > 0 else \
            np.ones(n, np.float32)
        res = op.results[0]
        with ir.InsertionPoint(op), op.location:
            lit = ir.Operation.create("torch.vtensor.literal", results=[res.type],
                                      attributes={"value": ir.DenseElementsAttr.get(w)})
        res.replace_all_uses_with(lit.result)
        op.erase()
        self.report.append(f"hann_window({n}, periodic={periodic}) folded to a literal")

    def fix_complex_dtype(self, op, name):
        """The FX importer writes complex64 as dtype 10 (c10's ComplexDouble; complex64 is 9):
        torch-to-linalg then builds a complex<f64> fill for a complex<f32> tensor and crashes
        (linalg::FillOp::create in ConvertConstantTensorAllocOp<AtenZerosOp>)."""
        pos = {"zeros": 1, "ones": 1, "empty.memory_format": 1, "new_zeros": 2,
               "new_ones": 2, "new_empty": 2, "full": 2}[name]
        # Even with code 9 torch-to-linalg crashes (no complex fill constant), so the
        # complex zeros become a StableHLO function instead.
        if name in ("zeros", "new_zeros"):
            shape, elt = vtensor(op.results[0].type)
            fname = self._func(lambda nm: E.emit_complex_zeros_func(nm, shape, elt))
            self.report.append(f"{name} (complex) -> @{fname}")
            self._replace(op, [], fname)
            return
        if const(op.operands[pos]) == 9:
            return
        with ir.InsertionPoint(op), op.location:
            c9 = ir.Operation.create("torch.constant.int", results=[ir.Type.parse("!torch.int")],
                                     attributes={"value": ir.IntegerAttr.get(
                                         ir.IntegerType.get_signless(64), 9)})
        op.operands[pos] = c9.result
        self.report.append(f"{name}: complex64 dtype code {10} -> 9")

    def onnx_dft(self, op, resources: dict):
        x = op.operands[0]
        shape, elt = vtensor(x.type)
        oshape, _ = vtensor(op.results[0].type)
        a = {k: ir.IntegerAttr(op.attributes[f"torch.onnx.{k}"]).value
             for k in ("axis", "inverse", "onesided") if f"torch.onnx.{k}" in op.attributes}
        axis, inverse, onesided = a.get("axis", 1), a.get("inverse", 0), a.get("onesided", 0)
        n = None
        if len(op.operands) > 1:
            n = onnx_scalar(op.operands[1], resources)
        if n is None:
            n = oshape[axis] if not (onesided and not inverse) else shape[axis]
        name = self._func(lambda nm: E.emit_onnx_dft_func(nm, shape, elt, axis, inverse,
                                                          onesided, n, oshape))
        self.report.append(f"onnx.DFT axis={axis} inverse={inverse} onesided={onesided} "
                           f"n={n} -> @{name}")
        self._replace(op, [x], name)

    # --- driver ----------------------------------------------------------------------------
    def run(self, resources=None, append: bool = True) -> ir.Module:
        """append=False: keep the new functions for a later run (the ONNX conversion pass
        refuses functions without torch.onnx_meta.opset_version)."""
        RESOURCES.update(resources or {})
        ops = []

        def walk(o):
            for region in o.regions:
                for block in region.blocks:
                    for inner in block.operations:
                        inner = inner.operation
                        ops.append(inner)
                        walk(inner)

        walk(self.module.operation)
        for op in ops:
            name = op_name(op).removeprefix("torch.aten.")
            if name in FFT_KINDS:
                self.fft(op, name)
            elif name == "_fft_c2c":
                self.fft_c2c(op)
            elif name == "stft":
                self.stft(op)
            elif name == "hann_window":
                self.hann_window(op)
            elif name == "pad" and const(op.operands[2]) == "reflect":
                self.reflect_pad(op)
            elif name == "abs" and vtensor(op.operands[0].type)[1].startswith("complex"):
                self.complex_abs(op)
            elif name == "onnx.DFT":
                self.onnx_dft(op, resources or {})
            elif name in ("zeros", "ones", "empty.memory_format", "new_zeros", "new_ones",
                          "full", "new_empty") and str(op.results[0].type).endswith(
                              "complex<f32>>"):
                self.fix_complex_dtype(op, name)
            elif name == "sgn" and vtensor(op.operands[0].type)[1].startswith("complex"):
                x = op.operands[0]
                shape, elt = vtensor(x.type)
                fname = self._func(lambda nm: E.emit_complex_sgn_func(nm, shape, elt))
                self.report.append(f"sgn (complex) -> @{fname}")
                self._replace(op, [x], fname)
            elif name == "log10":
                self.log10(op)
            elif name == "istft":
                self.istft(op)
            elif name == "stft.center":
                self.stft_center(op)
            elif name == "onnx.STFT":
                self.report.append("onnx.STFT: left to convert-torch-onnx-to-torch "
                                   "(-> aten.stft.center, rewritten in the second run)")
        texts = getattr(self, "_text_by_name", {})
        if texts and append:
            tmp = ir.Module.parse("module {\n" + "\n".join(texts.values()) + "\n}",
                                  self.module.context)
            opset = [op.operation.attributes["torch.onnx_meta.opset_version"]
                     for op in self.module.body.operations
                     if "torch.onnx_meta.opset_version" in op.operation.attributes]
            for f in list(tmp.body.operations):
                if opset:  # convert-torch-onnx-to-torch refuses a func.func without it
                    f.operation.attributes["torch.onnx_meta.opset_version"] = opset[0]
                self.module.body.append(f)
            self._text_by_name = {}
        return self.module


def onnx_scalar(v: ir.Value, resources: dict):
    """A scalar si64 constant (``onnx.Constant`` / ``torch.vtensor.literal``) or None."""
    o = v.owner
    o = getattr(o, "operation", o)
    attr = None
    for key in ("torch.onnx.value", "value"):
        if key in o.attributes:
            attr = o.attributes[key]
    if attr is None:
        return None
    text = str(attr)
    m = re.match(r"dense<(-?\d+)>", text)
    if m:
        return int(m.group(1))
    m = re.match(r"dense_resource<([^>]+)>", text)
    if m and m.group(1) in resources:
        blob = bytes.fromhex(resources[m.group(1)][2:])[4:]  # 4-byte alignment header
        return int(np.frombuffer(blob, np.int64)[0])
    return None


def resources_of(text: str) -> dict:
    """The builtin dense_resource blobs of an MLIR text ("name": "0x...")."""
    return dict(re.findall(r'^\s*([\w.]+): "(0x[0-9A-Fa-f]*)"', text, re.M))


def rewrite_text(text: str, ctx: ir.Context | None = None) -> tuple[ir.Module, list[str]]:
    ctx = ctx or ir.Context()
    module = ir.Module.parse(text, ctx)
    r = Rewriter(module)
    r.run(resources_of(text))
    return module, r.report


if __name__ == "__main__":
    src, dst = sys.argv[1:3]
    module, report = rewrite_text(open(src).read())
    print("\n".join(report))
    with open(dst, "w") as f:
        f.write(str(module))
