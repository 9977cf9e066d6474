"""iree-vkfft-compile's command line, table-tested (pure functions, no compiler runs)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from iree_vkfft.compiler.cmdline import (CommandLineError, choose_mode, expand_response_files,
                                         parse_command_line, targets_of,
                                         value_options_from_help)
from conftest import child_env

NX = ["--iree-hal-target-backends=metal-spirv", "--iree-input-type=stablehlo_xla",
      "--iree-execution-model=async-internal", "/tmp/x.mlir"]

# argv -> (forwarded, input, targets, input_type, demote_f64)
CASES = [
    (NX, NX, "/tmp/x.mlir", ("metal-spirv",), "stablehlo_xla", True),
    # a comma list becomes one flag per backend (iree-compile 3.13 takes one per flag)
    (["-", "--iree-hal-target-backends", "llvm-cpu,vulkan-spirv"],
     ["-", "--iree-hal-target-backends=llvm-cpu", "--iree-hal-target-backends=vulkan-spirv"],
     "-", ("llvm-cpu", "vulkan-spirv"), "auto", True),
    # repeated, single dash, space-separated values, -o with a space
    (["-iree-hal-target-backends", "cuda", "--iree-hal-target-backends=cuda", "a.mlir", "-o",
      "out.vmfb"], ["-iree-hal-target-backends", "cuda", "--iree-hal-target-backends=cuda",
                    "a.mlir", "-o", "out.vmfb"], "a.mlir", ("cuda",), "auto", True),
    # our options removed, --output-file becomes -o
    (["a.mlir", "--iree-vkfft-mode=portable", "--iree-vkfft-debug", "--output-file", "o.vmfb",
      "--iree-hal-target-device=vulkan"], ["a.mlir", "--iree-hal-target-device=vulkan", "-o",
                                           "o.vmfb"], "a.mlir", ("vulkan-spirv",), "auto", True),
    # devices: name=, ordinals, selections, local backends
    (["--iree-hal-target-device=d0=vulkan[1],local", "--iree-hal-local-target-device-backends="
      "llvm-cpu", "x.mlirbc"], None, "x.mlirbc", ("vulkan-spirv", "llvm-cpu"), "auto", True),
    (["--iree-hal-target-device=hip", "--iree-hal-target-device=metal[0]", "x.mlir"], None,
     "x.mlir", ("rocm", "metal-spirv"), "auto", True),
    # the last demotion flag wins, LLVM's boolean spellings
    (["x.mlir", "--iree-input-demote-f64-to-f32=false"], None, "x.mlir", (), "auto", False),
    (["x.mlir", "--iree-input-demote-f64-to-f32=0", "--iree-input-demote-f64-to-f32"], None,
     "x.mlir", (), "auto", True),
    # '--' ends the options; no input at all
    (["--iree-input-type=stablehlo", "--", "-weird.mlir"], None, "-weird.mlir", (),
     "stablehlo", True),
    (["--iree-hal-list-target-backends"], None, None, (), "auto", True),
]


@pytest.mark.parametrize("argv, forwarded, input_, targets, input_type, demote", CASES)
def test_command_line_is_read_like_iree_compile(argv, forwarded, input_, targets, input_type,
                                                demote):
    cl = parse_command_line(argv)
    assert cl.forwarded == tuple(argv if forwarded is None else forwarded)
    assert cl.input == input_
    assert cl.targets == targets
    assert cl.input_type == input_type
    assert cl.demote_f64 is demote
    assert not cl.ambiguous
    if input_ is not None:
        assert cl.with_input("/tmp/low.mlirbc")[cl.input_index] == "/tmp/low.mlirbc"


def test_our_options_are_read_and_never_forwarded():
    cl = parse_command_line(["-iree-vkfft-mode", "inline", "--iree-vkfft-target-device=t.json",
                             "--iree-vkfft-iree-compile", "/opt/iree-compile", "a.mlir"])
    assert cl.forwarded == ("a.mlir",)
    assert (cl.ours.mode, cl.ours.target_device, cl.ours.iree_compile) == (
        "inline", "t.json", "/opt/iree-compile")
    assert parse_command_line(["-h"]).ours.help and parse_command_line(["--version"]).ours.version
    assert parse_command_line(["--help-list-hidden"]).forwarded == ("--help-list-hidden",)


@pytest.mark.parametrize("argv, message", [
    (["--iree-vkfft-mode=fast", "a.mlir"], "invalid choice: 'fast'"),
    (["--iree-vkfft-nonsense", "a.mlir"], "unrecognized arguments"),
    (["a.mlir", "--iree-input-demote-f64-to-f32=maybe"], "expected true or false"),
])
def test_bad_options_of_ours_are_refused(argv, message):
    with pytest.raises(CommandLineError, match=message):
        parse_command_line(argv)


def test_unknown_space_separated_values_use_iree_compiles_option_table():
    argv = ["--iree-llvmcpu-target-cpu", "host", "a.mlir", "--iree-hal-target-backends=llvm-cpu"]
    assert parse_command_line(argv).ambiguous
    help_text = ("  --iree-llvmcpu-target-cpu=<string>     - CPU\n"
                 "  --iree-llvmcpu-loop-unrolling          - unroll\n"
                 "  -o <filename>                          - Output filename\n")
    names = value_options_from_help(help_text)
    assert names == {"iree-llvmcpu-target-cpu", "o"}
    cl = parse_command_line(argv, value_options=names)
    assert (cl.input, cl.ambiguous, cl.forwarded) == ("a.mlir", False, tuple(argv))


@pytest.mark.parametrize("backends, devices, local, expected", [
    (["vulkan-spirv"], [], [], ("vulkan-spirv",)),
    (["llvm-cpu, vulkan-spirv", "llvm-cpu"], [], [], ("llvm-cpu", "vulkan-spirv")),
    ([], ['"vulkan"'], [], ("vulkan-spirv",)),
    ([], ["cuda,vulkan"], [], ("cuda", "vulkan-spirv")),
    ([], ["local"], ["vmvx,llvm-cpu"], ("vmvx", "llvm-cpu")),
    ([], ['#hal.device.target<"local">'], [], ('#hal.device.target<"local">',)),
    ([], ["nosuch"], [], ("nosuch",)),
])
def test_targets_of_backends_and_devices(backends, devices, local, expected):
    assert targets_of(backends, devices, local) == expected


@pytest.mark.parametrize("targets, requested, mode", [
    (("vulkan-spirv",), "auto", "inline"),
    (("llvm-cpu",), "auto", "portable"),
    (("metal-spirv",), "auto", "portable"),
    (("vulkan-spirv", "llvm-cpu"), "auto", "portable"),
    ((), "auto", "portable"),
    (("vulkan-spirv",), "portable", "portable"),
    (("vulkan-spirv",), "inline", "inline"),
])
def test_mode_per_target(targets, requested, mode):
    assert choose_mode(targets, requested) == mode


@pytest.mark.parametrize("release, mode", [
    (None, "inline"), ((3, 13), "inline"), ((3, 12), "portable"), ((2, 9), "portable")])
def test_auto_mode_for_vulkan_follows_the_iree_release(release, mode):
    assert choose_mode(("vulkan-spirv",), "auto", release) == mode


@pytest.mark.parametrize("release", [(3, 12), (3, 10), (2, 9)])
def test_inline_refuses_another_iree_release(release):
    with pytest.raises(CommandLineError, match=r"custom-dispatch ABI of IREE 3\.13; this "
                       rf"iree-compile is IREE {release[0]}\.{release[1]}"):
        choose_mode(("vulkan-spirv",), "inline", release)
    assert choose_mode(("vulkan-spirv",), "portable", release) == "portable"


@pytest.mark.parametrize("targets", [("llvm-cpu",), ("vulkan-spirv", "cuda"), ()])
def test_inline_needs_vulkan_as_the_only_target(targets):
    with pytest.raises(CommandLineError, match="needs vulkan-spirv as the only target"):
        choose_mode(targets, "inline")


def test_response_files_are_expanded_recursively():
    files = {"a.rsp": "--iree-hal-target-backends=cuda @b.rsp", "b.rsp": "'my file.mlir'"}
    assert expand_response_files(["-o", "x", "@a.rsp"], files.__getitem__) == [
        "-o", "x", "--iree-hal-target-backends=cuda", "my file.mlir"]
    with pytest.raises(CommandLineError, match="nest too deeply"):
        expand_response_files(["@loop"], lambda _: "@loop")


def test_the_console_script_loads_no_lowering_before_it_sees_an_fft():
    """Modules without FFTs go to iree-compile without loading the lowering (or IREE's runtime)."""
    code = ("import sys, iree_vkfft.compiler.cli; "
            "print(sorted(m for m in ('iree_vkfft.compiler.driver', 'iree_vkfft.inline', "
            "'iree_vkfft.portable', 'iree_vkfft.toolchain.runtime') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=child_env(), timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("text, expected", [
    ("IREE (https://iree.dev):\n  IREE compiler version 3.11.0rc20260316 @ e4a3b04\n"
     "  LLVM version 23.0.0git\n", (3, 11)),
    ("IREE (https://iree.dev):\n  IREE compiler version 2.9.0rc20241108 @ cf95c94\n", (2, 9)),
    ("  IREE compiler version 3.14.0.dev+abc @ 1234\n", (3, 14)),
    ("LLVM version 23.0.0git\n", None),
    ("", None),
    ("IREE compiler version\n", None),
])
def test_iree_compile_version_is_parsed(text, expected):
    from iree_vkfft.compiler.jobs import parse_iree_version
    assert parse_iree_version(text) == expected


@pytest.mark.parametrize("release, by_slices", [
    (None, False), ((3, 13), False), ((3, 12), False), ((3, 11), True), ((3, 10), True),
    ((2, 9), True), ((4, 0), False),
])
def test_portable_forms_follow_the_iree_release(release, by_slices):
    from iree_vkfft.portable.builder import forms_for
    assert forms_for(release).swap_parts_by_slices is by_slices


def _release_rules(module, release, *targets) -> int:
    """The registry's entries for ``release`` beyond the pinned release's, applied to
    ``module``; the ops they changed."""
    from iree_vkfft.workarounds import registry

    pinned = [w.name for w in registry.selected(targets)]
    return sum(registry.apply(module, targets, release=release, disabled=pinned).values())


@pytest.mark.parametrize("release, target, scatters, parts, dots", [
    (None, "llvm-cpu", 0, 0, 0), ((3, 13), "metal-spirv", 0, 0, 0), ((3, 12), "llvm-cpu", 0, 0, 0),
    ((3, 11), "llvm-cpu", 2, 0, 0), ((3, 11), "metal-spirv", 2, 0, 0),
    ((3, 10), "vulkan-spirv", 2, 0, 2), ((3, 8), "llvm-cpu", 2, 0, 0),
    ((3, 7), "vulkan-spirv", 2, 0, 2), ((3, 6), "llvm-cpu", 2, 2, 0), ((3, 2), "cuda", 2, 2, 0),
    ((3, 1), "llvm-cpu", 2, 0, 0), ((3, 0), "llvm-cpu", 0, 0, 0), ((2, 9), "metal-spirv", 0, 0, 2),
])
def test_fno_forms_follow_the_iree_release(release, target, scatters, parts, dots):
    """The FNO's two window scatters become tensor.insert_slice exactly for the releases
    measured to reject the scatter (3.1-3.11), split into real and imaginary parts where the
    complex slice crashes (3.2-3.6); its two complex matmuls become real ones for the SPIR-V
    targets of releases before 3.11."""
    from pathlib import Path

    from iree_vkfft.stablehlo.match import find_ops
    from iree_vkfft.stablehlo.parse import parse_program
    module, _ = parse_program(Path(__file__).parent / "data" / "programs" /
                              "fno_spectral_conv.mlir")
    assert _release_rules(module, release, target) == scatters + parts + dots
    module.operation.verify()

    def count(name):
        return len(find_ops(module.operation, lambda o: o.name == name))
    assert count("stablehlo.scatter") == 2 - scatters
    assert count("tensor.insert_slice") == scatters + parts
    assert count("stablehlo.dot_general") == 2 + 3 * dots


@pytest.mark.parametrize("release, targets, isolated", [
    ((3, 8), ("metal-spirv",), 1), ((3, 7), ("vulkan-spirv",), 1),
    ((3, 8), ("llvm-cpu",), 0), ((3, 8), ("cuda",), 0), ((3, 9), ("metal-spirv",), 0),
    ((3, 6), ("metal-spirv",), 0), (None, ("metal-spirv",), 0),
])
def test_computed_scalar_broadcasts_are_isolated_for_iree_3_7_and_3_8_spirv(
        release, targets, isolated):
    """Whisper log-mel broadcasts one computed scalar, ``max(x) - 8`` (its other broadcasts
    are of constants): IREE 3.7-3.8's SPIR-V code generator crashes on it fused into an n-D
    dispatch, so it gets a barrier there and nowhere else."""
    from pathlib import Path

    from iree_vkfft.stablehlo.match import find_ops
    from iree_vkfft.stablehlo.parse import parse_program
    module, _ = parse_program(Path(__file__).parent / "data" / "programs" /
                              "whisper_logmel.mlir")
    before = len(find_ops(module.operation, lambda o: o.name == "stablehlo.optimization_barrier"))
    assert _release_rules(module, release, *targets) == isolated
    module.operation.verify()
    barriers = find_ops(module.operation, lambda o: o.name == "stablehlo.optimization_barrier")
    assert len(barriers) - before == isolated
    for b in barriers[before:]:
        (use,) = [u.owner.name for u in b.results[0].uses]
        assert use == "stablehlo.broadcast_in_dim"


def test_the_installed_iree_compile_reports_the_pinned_release():
    import importlib.metadata

    from iree_vkfft.compiler.jobs import iree_compile_version, pinned_iree_compile
    tool = pinned_iree_compile()
    assert tool is not None
    major, minor = (int(p) for p in importlib.metadata.version("iree-base-compiler").split(".")[:2])
    assert iree_compile_version(tool) == (major, minor)
