"""What a library program is, for gen_library_programs.py."""

from __future__ import annotations

import dataclasses
from typing import Callable

import numpy as np


@dataclasses.dataclass(frozen=True)
class LibraryProgram:
    #: builds the function to export (called once per precision, so that the library's own
    #: constants follow ``jax_enable_x64``)
    build: Callable[[], Callable]
    #: numpy inputs in the program's precision, from a seeded generator
    inputs: Callable[[np.random.Generator], list]
    #: the program itself is float64 (exported with ``jax_enable_x64``)
    x64: bool = False
    #: when given, the export is ``jax.export.export(jax.jit(fn))(*export_shapes())`` (its
    #: ``mlir_module()`` text) instead of ``fn.lower(*inputs)``: ``jax.ShapeDtypeStruct`` s,
    #: which may have symbolic dimensions (``jax.export.symbolic_shape``); the inputs are one
    #: concrete instance of them
    export_shapes: Callable[[], list] | None = None


def upcast(x):
    x = np.asarray(x)
    if x.dtype == np.float32:
        return x.astype(np.float64)
    if x.dtype == np.complex64:
        return x.astype(np.complex128)
    return x


def smooth_field(rng, shape, modes=4, dtype=np.float32):
    """A random smooth periodic field: a few low Fourier modes."""
    k = np.zeros(shape, np.complex128)
    index = tuple(slice(0, modes) for _ in shape)
    k[index] = rng.standard_normal(k[index].shape) + 1j * rng.standard_normal(k[index].shape)
    return (np.fft.ifftn(k).real * np.prod(shape) ** 0.5).astype(dtype)
