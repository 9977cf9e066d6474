"""Export programs from published JAX libraries (jax-cfd, dinosaur, s2fft, jaxdf, jax-md,
jaxpm, exojax, diffrax, librosax, jax.numpy/scipy) as StableHLO with references:
``tests/data/programs/libraries/<name>.mlir`` and ``<name>.npz`` (the inputs ``in0..``, the
float64 reference ``ref0..`` and JAX-CPU's own error ``jax_err0..`` against it, in the
program's own precision); ``--out`` writes them elsewhere (the second wave:
``tests/data/programs/wave2``).

Development-only: the libraries and JAX live in a throwaway venv, never in the package::

    python -m venv /tmp/libvenv
    /tmp/libvenv/bin/pip install -r examples/programs/libraries/requirements.txt
    /tmp/libvenv/bin/pip install --no-deps -r examples/programs/libraries/requirements-nodeps.txt
    /tmp/libvenv/bin/python examples/programs/gen_library_programs.py [names...]

Each ``libraries/<lib>.py`` has ``PROGRAMS = {name: LibraryProgram(...)}``: a builder that
calls the library's public API the way its docs do (built twice: once in the program's
precision for the export, once in float64 for the reference) and the inputs.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

import jax
import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from libraries.common import LibraryProgram, upcast  # noqa: E402

LIBRARIES = ("jaxcfd", "dinosaur_programs", "s2fft_programs", "jaxdf_programs",
             "jaxmd_programs", "jaxpm_programs", "exojax_programs", "diffrax_programs",
             "librosax_programs", "jaxnumpy_programs", "exponax_programs", "kymatio_programs")


def _run(program: LibraryProgram, x64: bool, inputs):
    jax.config.update("jax_enable_x64", x64)
    fn = jax.jit(program.build())
    outs = jax.tree_util.tree_leaves(fn(*inputs))
    return fn, [np.asarray(o) for o in outs]


def rel_l2(y, r) -> float:
    y, r = np.asarray(y, np.complex128), np.asarray(r, np.complex128)
    return float(np.linalg.norm(y - r) / max(np.linalg.norm(r), 1e-300))


def export(name: str, program: LibraryProgram, out: Path) -> None:
    inputs = program.inputs(np.random.default_rng(0))
    fn, outs = _run(program, program.x64, inputs)
    if program.export_shapes is None:
        text = fn.lower(*inputs).as_text()
    else:   # symbolic shapes: jax.export, in the program's own precision
        text = jax.export.export(fn)(*program.export_shapes()).mlir_module()
    if program.x64:
        refs = outs
    else:
        _, refs = _run(program, True, [upcast(x) for x in inputs])
        jax.config.update("jax_enable_x64", False)
    assert [r.shape for r in refs] == [o.shape for o in outs], name
    errors = [rel_l2(o, r) for o, r in zip(outs, refs)]
    (out / f"{name}.mlir").write_text(text)
    arrays = {f"in{i}": x for i, x in enumerate(inputs)}
    arrays.update({f"ref{i}": r for i, r in enumerate(refs)})
    arrays.update({f"jax_err{i}": np.float64(e) for i, e in enumerate(errors)})
    np.savez_compressed(out / f"{name}.npz", **arrays)
    print(f"{name}: {len(text) / 1024:.1f} KiB MLIR, outputs "
          f"{[f'{o.dtype}{list(o.shape)}' for o in outs]}, JAX-CPU error {errors}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=HERE.parents[1] / "tests" / "data" / "programs"
                    / "libraries")
    ap.add_argument("names", nargs="*", help="only these programs")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for lib in LIBRARIES:
        try:
            programs = importlib.import_module(f"libraries.{lib}").PROGRAMS
        except ImportError as e:
            print(f"skipping {lib}: {e}")
            continue
        for name, program in programs.items():
            if not args.names or name in args.names:
                export(name, program, args.out)


if __name__ == "__main__":
    main()
