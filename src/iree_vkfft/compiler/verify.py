"""``iree-vkfft-compile --iree-vkfft-verify``: the ``.vmfb`` the real iree-compile wrote, run
once on this machine on generated inputs against split mode with host FFTs on llvm-cpu (as
``iree_vkfft.compile(..., verify=True)`` does), before it is handed over. A program whose
outputs differ is refused: exit code 1, no ``.vmfb`` (an output file is removed).

The entry verified is ``main`` (nx_iree's and JAX's), else the module's first public
function. The target must be one this machine runs (llvm-cpu, or vulkan-spirv with a Vulkan
device) and the output a ``.vmfb``.
"""

from __future__ import annotations

import logging
from typing import Sequence

import numpy as np
from iree.compiler import ir

from .. import checking
from ..checking import CheckReport, VerificationError
from ..split import compile_split
from ..stablehlo.match import find_ops, function_signature
from ..stablehlo.parse import parse_program
from ..toolchain.options import CompileOptions
from ..toolchain.runtime import ModuleRuntime, Value
from .cmdline import CommandLineError

__all__ = ["RUN_DRIVERS", "runnable_driver", "verify_vmfb"]

_log = logging.getLogger(__name__)

#: the targets a ``.vmfb`` can be verified for here, and the runtime driver that runs them
RUN_DRIVERS = {"llvm-cpu": "local-sync", "vulkan-spirv": "vulkan"}


def _entry_name(source: bytes) -> str:
    module = ir.Module.parse(source, ir.Context())
    names = [ir.StringAttr(f.attributes["sym_name"]).value
             for f in find_ops(module.operation, lambda o: o.name == "func.func")
             if "sym_visibility" not in f.attributes
             or ir.StringAttr(f.attributes["sym_visibility"]).value == "public"]
    if not names:
        raise CommandLineError("iree-vkfft-compile: --iree-vkfft-verify: the module has no "
                               "public function to run")
    return "main" if "main" in names else names[0]


def runnable_driver(targets: Sequence[str]) -> str:
    """The runtime driver that runs a ``.vmfb`` for ``targets`` here (CommandLineError when
    none does)."""
    if len(targets) != 1 or targets[0] not in RUN_DRIVERS:
        raise CommandLineError(
            f"iree-vkfft-compile: --iree-vkfft-verify runs the .vmfb here, for one target of "
            f"{', '.join(RUN_DRIVERS)}; this command line compiles for "
            f"{', '.join(targets) or 'no named target'}")
    return RUN_DRIVERS[targets[0]]


def verify_vmfb(vmfb: bytes, source: bytes, *, targets: Sequence[str],
                demote_f64: bool) -> CheckReport:
    """The ``.vmfb`` compiled from ``source`` for ``targets`` against the reference (see the
    module docstring); raises :class:`VerificationError` when an output differs, or
    :class:`CommandLineError` when it cannot be run here."""
    driver = runnable_driver(targets)
    entry = _entry_name(source)
    parsed, func = parse_program(source, entry=entry)
    specs, out_specs = function_signature(func)
    if demote_f64 and any(s.dtype in (np.float64, np.complex128) for s in specs + out_specs):
        raise CommandLineError("iree-vkfft-compile: --iree-vkfft-verify: iree-compile demotes "
                               "this module's f64 values to f32 (its signature changes); pass "
                               "--iree-input-demote-f64-to-f32=false")
    inputs = checking.program_inputs(source, entry=entry)
    reference = compile_split(source, CompileOptions(target="llvm-cpu"), fft="host",
                              entry=entry)
    expected = reference(*inputs)
    moved = reference(*checking.perturbed(inputs))
    runtime = ModuleRuntime(vmfb, driver)
    outs = runtime.call(entry, [Value(host=np.ascontiguousarray(x)) for x in inputs])
    got = [np.array(runtime.to_host(v, s.dtype), copy=True) for v, s in zip(outs, out_specs)]
    report = checking.verification_report(got, expected, moved, inputs, mode="the drop-in's",
                                          target=targets[0])
    del parsed  # owns ``func``
    if not report.ok:
        raise VerificationError(
            f"iree-vkfft-compile: error: --iree-vkfft-verify: the compiled @{entry} gives "
            f"different numbers than split mode with host FFTs on llvm-cpu, without an error; "
            f"no .vmfb is written\n{report}", report)
    _log.info("verified @%s: %s", entry, report)
    return report
