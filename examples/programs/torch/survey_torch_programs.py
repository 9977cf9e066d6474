"""Survey the exported torch/ONNX programs in tests/data/programs/torch (see
gen_torch_programs.py): which FFT-related ops each holds and in which form (first occurrence
verbatim, with the lines that define its operands), how complex values are typed, and whether
plain IREE compiles it (``iree-compile --iree-hal-target-backends=llvm-cpu``, 120 s each); a
module that compiles is also run on local-task against the npz's float64 reference. Writes
``survey.json`` beside the programs; docs/TORCH_NOTES.md is written from it.

    /tmp/torchvenv/bin/python examples/programs/torch/survey_torch_programs.py [names...]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
DATA = HERE.parents[2] / "tests" / "data" / "programs" / "torch"
BIN = Path(sys.executable).parent

FFT_OP = re.compile(
    r'(torch\.aten\.(?:_fft_[a-z0-9_]+|fft_[a-z0-9_]+|stft|istft|hann_window|view_as_real|'
    r'view_as_complex|polar|complex|real|imag|_conj|conj|resolve_conj)\b'
    r'|torch\.operator "torch\.aten\.(?:_fft_[a-z0-9_]+|fft_[a-z0-9_]+|stft|istft|hann_window|'
    r'view_as_real|view_as_complex|polar|complex|real|imag|_conj|conj|resolve_conj)(?:\.[a-z_]+)?"'
    r'|torch\.operator "onnx\.(?:DFT|STFT|HannWindow|HammingWindow|BlackmanWindow|'
    r'MelWeightMatrix)")')
DEF = re.compile(r"^\s*(%[\w\-.]+) = (torch\.constant\.[a-z]+ ?[^\n]*|torch\.prim\.ListConstruct[^\n]*)")


def rel_l2(y, r) -> float:
    y, r = np.asarray(y, np.complex128), np.asarray(r, np.complex128)
    return float(np.linalg.norm(y - r) / max(np.linalg.norm(r), 1e-300))


def op_forms(text: str) -> dict:
    lines = text.splitlines()
    defs = {}
    for ln in lines:
        m = DEF.match(ln)
        if m:
            defs[m.group(1)] = ln.strip()
    ops: dict[str, dict] = {}
    for ln in lines:
        for m in FFT_OP.finditer(ln):
            name = m.group(0).replace('torch.operator "', "").rstrip('"')
            form = "torch.operator" if m.group(0).startswith("torch.operator") else "named op"
            rec = ops.setdefault(name, {"count": 0, "form": form})
            rec["count"] += 1
            if "example" not in rec:
                rec["example"] = ln.strip()
                operands = re.findall(r"%[\w\-.]+", ln.split("=", 1)[1].split(":")[0])
                rec["operand_defs"] = [defs[o] for o in operands if o in defs]
                # list constructs: their elements' defs too
                for o in operands:
                    if o in defs and "ListConstruct" in defs[o]:
                        inner = re.findall(r"%[\w\-.]+", defs[o].split("=", 1)[1].split(":")[0])
                        rec["operand_defs"] += [defs[i] for i in inner if i in defs]
    return ops


def blocked_op(path: Path, error: str) -> str | None:
    """An error on a torch.constant means a user of that constant was left unconverted: name
    the first op that uses it."""
    m = re.match(r".*?:(\d+):\d+: error: failed to legalize operation 'torch\.constant", error)
    if not m:
        return None
    lines = path.read_text().splitlines()
    ssa = re.match(r"\s*(%[\w\-.]+) =", lines[int(m.group(1)) - 1])
    if not ssa:
        return None
    use = re.compile(re.escape(ssa.group(1)) + r"(?![\w\-.])")
    for ln in lines[int(m.group(1)):]:
        if use.search(ln.split("=", 1)[-1]):
            op = re.search(r'(torch\.operator "[^"]+"|torch\.[a-z_]+\.[a-zA-Z_0-9.]+)',
                           ln.split("=", 1)[-1])
            return op.group(1) if op else ln.strip()[:200]
    return None


def signature(text: str) -> str:
    m = re.search(r"func\.func @(\w+)\(([^)]*)\) -> ([^{]*)", text)
    return f"@{m.group(1)}({m.group(2)}) -> {m.group(3).strip()}" if m else ""


def compile_and_run(path: Path, npz: Path, entry: str) -> dict:
    out: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        vmfb = Path(tmp) / "m.vmfb"
        t0 = time.time()
        try:
            r = subprocess.run(["nice", str(BIN / "iree-compile"),
                                "--iree-hal-target-backends=llvm-cpu", str(path), "-o",
                                str(vmfb)], capture_output=True, text=True, timeout=120)
        except subprocess.TimeoutExpired:
            return {"compile": "timeout", "seconds": 120}
        out["seconds"] = round(time.time() - t0, 1)
        if r.returncode != 0:
            errs = [ln.strip().replace(str(path.parent) + "/", "")
                    for ln in r.stderr.splitlines() if "error:" in ln]
            out["compile"] = "fail"
            out["error"] = (errs[0] if errs else r.stderr.strip().splitlines()[-1])[:500]
            blocked = blocked_op(path, out["error"])
            if blocked:
                out["constant_user"] = blocked
            nerr = len(errs)
            if nerr > 1:
                out["errors_total"] = nerr
                out["other_errors"] = sorted({re.sub(r"^.*?error: ", "", e)[:200]
                                              for e in errs[1:]})[:5]
            return out
        out["compile"] = "pass"
        try:
            out.update(run(vmfb, npz, entry))
        except Exception as e:  # noqa: BLE001
            out["run"] = f"error: {type(e).__name__}: {str(e).strip().splitlines()[0][:300]}"
    return out


def run(vmfb: Path, npz: Path, entry: str) -> dict:
    import iree.runtime as rt
    data = np.load(npz)
    ins = [data[f"in{i}"] for i in range(sum(k.startswith("in") for k in data))]
    refs = [data[f"ref{i}"] for i in range(sum(k.startswith("ref") for k in data))]
    if entry == "main_graph":   # the ONNX form: complex values as real [..., 2] pairs
        ins = [np.ascontiguousarray(np.stack([x.real, x.imag], -1).astype(np.float32))
               if np.iscomplexobj(x) else x for x in ins]
    module = rt.load_vm_flatbuffer(vmfb.read_bytes(), driver="local-task")
    fn = getattr(module, entry)
    res = fn(*ins)
    res = res if isinstance(res, (tuple, list)) else [res]
    res = [np.asarray(r.to_host() if hasattr(r, "to_host") else r) for r in res]
    errs = []
    for y, ref in zip(res, refs):
        if np.iscomplexobj(ref) and not np.iscomplexobj(y) and y.shape[-1:] == (2,) \
                and y.shape[:-1] == ref.shape:
            y = y[..., 0] + 1j * y[..., 1]
        if y.shape != ref.shape:
            errs.append(f"shape {list(y.shape)} vs reference {list(ref.shape)}")
        else:
            errs.append(rel_l2(y, ref))
    torch_err = [float(data[f"torch_err{i}"]) for i in range(len(refs))]
    ok = all(isinstance(e, float) and e <= max(100 * t, 1e-5) for e, t in zip(errs, torch_err))
    return {"run": "ok" if ok else "WRONG", "iree_err": errs}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*")
    ap.add_argument("--no-compile", action="store_true")
    args = ap.parse_args()
    log = DATA / "survey.json"
    survey = json.loads(log.read_text()) if log.exists() else {}
    for path in sorted(DATA.glob("*.mlir")):
        name, kind = path.name[:-len(".mlir")].rsplit(".", 1)
        if args.names and name not in args.names:
            continue
        text = path.read_text()
        rec = {"signature": signature(text), "ops": op_forms(text),
               "complex_types": sorted(set(re.findall(r"complex<f\d+>", text))),
               "view_as_real": text.count("view_as_real"),
               "view_as_complex": text.count("view_as_complex")}
        if not args.no_compile:
            rec["iree"] = compile_and_run(path, DATA / f"{name}.npz",
                                          "main_graph" if kind == "onnx" else "main")
        survey[f"{name}.{kind}"] = rec
        print(f"{name}.{kind}: {sorted(rec['ops'])} {rec.get('iree')}", flush=True)
        log.write_text(json.dumps(survey, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
