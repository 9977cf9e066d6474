"""``iree-vkfft compile`` and the drop-in ``iree-vkfft-compile`` are one family: both parsers
are built from one table of our options (``iree_vkfft._defaults.COMPILE_OPTIONS``), take them
with the same defaults, choices and help, and equivalent command lines make equal compile
requests (the pure argument -> options functions, table-tested), equal errors and, compiled for
real, the same lowered module."""

from __future__ import annotations

import argparse
import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("iree.compiler")

from conftest import child_env  # noqa: E402

from iree_vkfft import _defaults, cli  # noqa: E402
from iree_vkfft.compiler import cmdline  # noqa: E402
from iree_vkfft.compiler.cmdline import CommandLineError, parse_command_line  # noqa: E402
from iree_vkfft.compiler.options import (CompileRequest,  # noqa: E402
                                         request_from_command_line, split_passthrough)
from iree_vkfft.toolchain.options import CompileOptions  # noqa: E402

PROGRAM = Path(__file__).parent / "data" / "programs" / "rfft_f32_400.mlir"
KEEP = "--iree-input-demote-f64-to-f32=false"  # iree-vkfft compile's default, iree-compile's not


def _cli_request(argv):
    return cli._compile_request(cli.parse_args(["compile", *argv]))


def _dropin_request(argv):
    return request_from_command_line(parse_command_line(argv))


def _actions(parser: argparse.ArgumentParser) -> dict:
    return {s: a for a in parser._actions for s in a.option_strings}


def _compile_parser():
    return cli.build_parser()._subparsers._group_actions[0].choices["compile"]


# ---- one table, both parsers ------------------------------------------------------------------
@pytest.mark.parametrize("option", _defaults.COMPILE_OPTIONS, ids=lambda o: o.name)
def test_both_parsers_declare_every_option_alike(option):
    ours, dropin = _actions(_compile_parser()), _actions(cmdline.build_parser())
    short, long = option.spelling("--"), option.spelling("--iree-vkfft-")
    assert long in dropin and short in ours and long in ours
    a, b = ours[short], dropin[long]
    assert ours[long] is a  # one action, two spellings
    for field in ("dest", "default", "choices", "help", "metavar", "nargs", "const"):
        assert getattr(a, field) == getattr(b, field), field
    assert type(a) is type(b)


def test_the_defaults_of_both_are_the_tables():
    cli_default, dropin_default = _cli_request(["x.mlir"]), _dropin_request(["x.mlir"])
    for o in _defaults.COMPILE_OPTIONS:
        field = "disable_workarounds" if o.name == "disable-workaround" else o.dest
        assert getattr(cli_default, field) == getattr(dropin_default, field) == (
            tuple(o.default) if o.kind == "list" else o.default), o.name
    assert cli_default.mode == dropin_default.mode == "auto"
    assert cli_default.targets == ("vulkan-spirv",)  # _defaults.VMFB_TARGET
    assert dropin_default.targets == ()  # iree-compile's: none named
    # the one default that differs, each command's own contract: iree-vkfft compile keeps
    # f64 (CompileOptions.keep_f64), iree-compile (hence the drop-in) demotes it
    assert cli_default.keep_f64 and not dropin_default.keep_f64


# ---- equivalent command lines, equal requests --------------------------------------------------
SAME = [
    # the issue's example (with the f64 default spelled out, see above)
    (["x.mlir", "--mode", "portable", "--target", "metal", "-o", "y"],
     ["x.mlir", "--iree-hal-target-backends=metal-spirv", "--iree-vkfft-mode=portable", "-o",
      "y", KEEP]),
    (["x.mlir", "-o", "y"], ["--iree-hal-target-backends=vulkan-spirv", "x.mlir", "-o", "y", KEEP]),
    (["x.mlir", "--target", "llvm-cpu", "--mode=auto", "--iree-input-demote-f64-to-f32"],
     ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
      "x.mlir"]),
    (["x.mlir", "--target-device", "t.json", "--verify", "--debug", "-o", "y"],
     ["x.mlir", "--iree-hal-target-backends=vulkan-spirv", "--iree-vkfft-target-device", "t.json",
      "--iree-vkfft-verify", "--iree-vkfft-debug", "--output-file", "y", KEEP]),
    (["x.mlir", "--target", "llvm-cpu", "--disable-workaround", "no-const-eval",
      "--disable-workaround=no-const-eval"],
     ["x.mlir", "--iree-hal-target-backends=llvm-cpu",
      "--iree-vkfft-disable-workaround=no-const-eval", KEEP]),
    (["x.mlir", "--target", "rocm", "--rocm-target", "gfx942", "--mode", "portable"],
     ["x.mlir", "--iree-hal-target-backends=rocm", "--iree-rocm-target=gfx942",
      "--iree-vkfft-mode=portable", KEEP]),
    (["x.mlir", "--iree-vulkan-target", "llvmpipe", "--iree-llvmcpu-loop-unrolling",
      "--iree-opt-level=O2"],
     ["x.mlir", "--iree-hal-target-backends=vulkan-spirv", "--iree-vulkan-target=llvmpipe",
      "--iree-llvmcpu-loop-unrolling", "--iree-opt-level=O2", KEEP]),
]


@pytest.mark.parametrize("cli_argv, dropin_argv", SAME)
def test_equivalent_command_lines_make_equal_requests(cli_argv, dropin_argv):
    ours, theirs = _cli_request(cli_argv), _dropin_request(dropin_argv)
    assert ours == theirs
    assert ours.resolved_mode() == theirs.resolved_mode()
    assert ours.compile_options("auto") == theirs.compile_options("auto")


def test_the_issues_example_gives_equal_compile_options_and_mode():
    ours, theirs = _cli_request(SAME[0][0]), _dropin_request(SAME[0][1])
    assert ours.resolved_mode() == theirs.resolved_mode() == "portable"
    assert ours.compile_options() == theirs.compile_options() == CompileOptions(
        target="metal", keep_f64=True, vulkan_target=None)


@pytest.mark.parametrize("cli_argv, dropin_argv", SAME)
def test_the_drop_ins_command_line_works_with_iree_vkfft_compile(cli_argv, dropin_argv):
    """``iree-vkfft compile`` takes the drop-in's whole command line as it is (the f64
    default apart: each keeps its own when the line does not say)."""
    ours, theirs = _cli_request(dropin_argv), _dropin_request(dropin_argv)
    if not any(a.startswith("--iree-input-demote-f64-to-f32") for a in dropin_argv):
        assert ours.keep_f64 and not theirs.keep_f64
        ours = dataclasses.replace(ours, keep_f64=False)
    assert ours == theirs


def test_unknown_iree_flags_are_passed_through_in_order():
    ours, iree = split_passthrough(
        ["x.mlir", "--iree-foo", "--mode", "inline", "-iree-bar=1", "--iree-hal-target-backends",
         "vulkan-spirv", "--iree-vkfft-mode=auto", "--iree-vulkan-target", "rdna3", "--", "-z"],
        _actions(_compile_parser()))
    assert ours == ["x.mlir", "--mode", "inline", "--iree-vkfft-mode=auto",
                    "--iree-vulkan-target", "rdna3", "--", "-z"]
    assert iree == ["--iree-foo", "-iree-bar=1", "--iree-hal-target-backends", "vulkan-spirv"]
    request = _cli_request(["x.mlir", "--iree-foo", "-iree-bar=1"])
    assert request.extra_args == ("--iree-foo", "-iree-bar=1")
    assert request.compile_options("auto").extra_args == ("--iree-foo", "-iree-bar=1")


# ---- the same errors -------------------------------------------------------------------------
ERRORS = [
    # (cli argv, drop-in argv, the message both give, each spelling its own option)
    (["x.mlir", "--mode", "inline", "--target", "metal"],
     ["x.mlir", "--iree-vkfft-mode=inline", "--iree-hal-target-backends=metal-spirv"],
     "{p}: {o}mode=inline embeds VkFFT's SPIR-V kernels and needs vulkan-spirv as the only "
     "target; got metal-spirv (use {o}mode=portable)"),
    (["x.mlir", "--target", "llvm-cpu", "--target-device", "t.json"],
     ["x.mlir", "--iree-hal-target-backends=llvm-cpu", "--iree-vkfft-target-device=t.json"],
     "{p}: {o}target-device applies to inline mode only (vulkan as the only target); this "
     "command line compiles in portable mode"),
    (["x.mlir", "--mode", "portable", "--target-device", "t.json"],
     ["x.mlir", "--iree-hal-target-backends=vulkan-spirv", "--iree-vkfft-mode=portable",
      "--iree-vkfft-target-device=t.json"],
     "{p}: {o}target-device applies to inline mode only"),
    (["x.mlir", "--disable-workaround", "nosuch,no-const-eval"],
     ["x.mlir", "--iree-vkfft-disable-workaround=nosuch,no-const-eval"],
     "{p}: {o}disable-workaround: Unknown workaround(s) 'nosuch'; known: "),
]


def _error(function, *args) -> str:
    with pytest.raises(CommandLineError) as info:
        function(*args)
    return str(info.value)


@pytest.mark.parametrize("cli_argv, dropin_argv, message", ERRORS)
def test_equivalent_mistakes_give_the_same_error(cli_argv, dropin_argv, message):
    ours = _error(lambda: _cli_request(cli_argv).resolved_mode(prog="iree-vkfft compile",
                                                               prefix="--"))
    theirs = _error(lambda: _dropin_request(dropin_argv).resolved_mode())
    assert ours.startswith(message.format(p="iree-vkfft compile", o="--"))
    assert theirs.startswith(message.format(p="iree-vkfft-compile", o="--iree-vkfft-"))
    assert ours.replace("iree-vkfft compile", "P").replace("--", "--iree-vkfft-") == (
        theirs.replace("iree-vkfft-compile", "P"))


def test_an_unknown_mode_is_refused_alike(capsys):
    with pytest.raises(SystemExit):
        cli.parse_args(["compile", "x.mlir", "--mode", "fast"])
    assert "invalid choice: 'fast' (choose from 'auto', 'inline', 'portable')" in (
        capsys.readouterr().err)
    with pytest.raises(CommandLineError, match=r"invalid choice: 'fast' \(choose from 'auto', "
                                               r"'inline', 'portable'\)"):
        parse_command_line(["x.mlir", "--iree-vkfft-mode=fast"])


def test_a_second_target_that_differs_is_refused():
    with pytest.raises(CommandLineError, match="name different targets"):
        _cli_request(["x.mlir", "--target", "metal", "--iree-hal-target-backends=llvm-cpu"])
    assert _cli_request(["x.mlir", "--target", "metal", "--iree-hal-target-backends=metal-spirv"]
                        ).targets == ("metal-spirv",)


def test_cli_errors_print_as_one_line_without_a_traceback(capsys):
    assert cli.main(["compile", str(PROGRAM), "--mode", "inline", "--target", "metal",
                     "-o", "/nonexistent/y.vmfb"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("iree-vkfft compile: --mode=inline embeds") and "Traceback" not in err
    assert cli.main(["compile", str(PROGRAM), "--iree-compile", "/nonexistent/iree-compile",
                     "--target", "metal", "-o", "/nonexistent/y.vmfb"]) == 1
    assert "iree-vkfft-compile --iree-vkfft-iree-compile=" in capsys.readouterr().err


# ---- one real compile each ---------------------------------------------------------------------
def test_both_commands_lower_the_program_alike(tmp_path, private_vmfb_cache):
    """The same program for metal in portable mode: each command compiles a .vmfb; the module
    handed to iree-compile is the same (the drop-in's saved by IREE_VKFFT_SAVE_TEMPS,
    ``iree-vkfft compile``'s printed by --emit-mlir)."""
    from iree.compiler import ir

    common = [str(PROGRAM), "--iree-vkfft-mode=portable", "--iree-hal-target-backends=metal-spirv",
              KEEP]
    env = child_env(IREE_VKFFT_SAVE_TEMPS=tmp_path / "temps")
    for module, out in (("iree_vkfft.compiler", "dropin.vmfb"), ("iree_vkfft", "cli.vmfb")):
        argv = [sys.executable, "-m", module] + (["compile"] if module == "iree_vkfft" else [])
        proc = subprocess.run(argv + common + ["-o", str(tmp_path / out)], capture_output=True,
                              env=env, timeout=600, cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr.decode()[-3000:]
        assert (tmp_path / out).read_bytes()[:2] == b"PK"
    proc = subprocess.run([sys.executable, "-m", "iree_vkfft", "compile", *common, "--emit-mlir",
                           "-o", str(tmp_path / "cli.mlir")], capture_output=True, env=env,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr.decode()[-3000:]
    context = ir.Context()

    def text(path):
        module = ir.Module.parse(Path(path).read_text(), context)
        return module.operation.get_asm(enable_debug_info=False)

    lowered = text(tmp_path / "temps" / "dropin.mlir")
    assert "stablehlo.fft" not in lowered
    assert text(tmp_path / "cli.mlir") == lowered
    assert os.path.getsize(tmp_path / "cli.vmfb") > 1000
