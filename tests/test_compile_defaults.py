"""``iree_vkfft.compile``/``check``, ``CompileOptions`` and the ``iree-vkfft`` command line take
their defaults from one place (``iree_vkfft._defaults``), and ``compile(target=...,
options=...)`` never silently drops one of the two."""

from __future__ import annotations

import inspect
import pickle
from pathlib import Path

import pytest

pytest.importorskip("iree.compiler")

from iree_vkfft import _defaults, cli, pipeline  # noqa: E402
from iree_vkfft.toolchain.options import CompileOptions  # noqa: E402

PROGRAM = Path(__file__).parent / "data" / "programs" / "rfft_f32_400.mlir"


# ---- compile(target=..., options=...) -------------------------------------------------------
def test_a_target_that_differs_from_the_options_target_is_an_error():
    with pytest.raises(ValueError, match=r"target='vulkan' and options=CompileOptions\(target="
                                         r"'llvm-cpu'\)"):
        pipeline.compile(PROGRAM, target="vulkan", options=CompileOptions(target="llvm-cpu"))
    with pytest.raises(ValueError, match="target='llvm-cpu'.*'metal-spirv'"):
        pipeline.compile(PROGRAM, target="llvm-cpu", mode="portable",
                         options=CompileOptions(target="metal"))


def test_a_target_applies_to_options_that_name_none():
    options = CompileOptions(cpu_driver="local-task", extra_args=("--a",))
    assert not options.target_given
    got = pipeline._options("vulkan", ("--b",), options)
    assert got.target == "vulkan-spirv" and got.target_given
    assert got.cpu_driver == "local-task" and got.extra_args == ("--a", "--b")
    assert pipeline._options("vulkan", (), CompileOptions(target="vulkan")).target == "vulkan-spirv"
    assert pipeline._options("cpu", (), CompileOptions(target="llvm-cpu")).target == "llvm-cpu"
    assert pipeline._options(None, (), CompileOptions(target="metal")).target == "metal-spirv"
    assert pipeline._options(None, (), None).target == "llvm-cpu"


def test_the_unnamed_default_target_survives_copies_and_equals_the_named_one():
    unnamed = CompileOptions()
    assert unnamed == CompileOptions(target="llvm-cpu")
    assert hash(unnamed) == hash(CompileOptions(target="llvm-cpu"))
    assert repr(unnamed) == repr(CompileOptions(target="llvm-cpu"))
    assert not pickle.loads(pickle.dumps(unnamed)).target_given
    assert CompileOptions(target="llvm-cpu").target_given


def test_compile_applies_target_to_options_end_to_end():
    program = pipeline.compile(PROGRAM, mode="portable", target="metal",
                               options=CompileOptions(keep_f64=True))
    assert program.target == "metal-spirv" and program.options.target == "metal-spirv"


# ---- one set of defaults ---------------------------------------------------------------------
def _default(function, name):
    return inspect.signature(function).parameters[name].default


def test_python_defaults_come_from_one_place():
    assert _defaults.TARGET == "llvm-cpu" and _defaults.MODE == "split"
    assert CompileOptions().target == _defaults.TARGET
    assert _default(pipeline.compile, "mode") == _defaults.MODE
    assert _default(pipeline.compile, "target") is None  # options' target, else TARGET
    assert _default(pipeline.check, "target") == _defaults.TARGET
    assert _default(pipeline.inspect, "target") == _defaults.TARGET
    assert _default(pipeline.check, "mode") is None  # self_contained_mode(target)


def test_cli_defaults_come_from_the_same_place():
    parse = cli.build_parser().parse_args
    assert parse(["check", "p.mlir"]).target == _defaults.TARGET
    assert parse(["check", "p.mlir"]).mode is None  # check() resolves it
    assert parse(["compile", "p.mlir"]).target == _defaults.VMFB_TARGET
    for target in ("vulkan", "llvm-cpu", "metal"):
        args = parse(["compile", "p.mlir", "--target", target])
        assert cli._compile_mode(args) == _defaults.self_contained_mode(target)
    assert _defaults.self_contained_mode("vulkan") == "inline"
    assert _defaults.self_contained_mode("vulkan-spirv") == "inline"
    assert _defaults.self_contained_mode("llvm-cpu") == "portable"


@pytest.mark.parametrize("target,mode", [("vulkan", "inline"), ("llvm-cpu", "portable")])
def test_check_and_the_cli_check_pick_the_same_mode(monkeypatch, target, mode):
    """check()'s mode (no mode given) is the CLI's: inline for Vulkan, portable otherwise."""
    seen = []

    class Stop(Exception):
        pass

    def fake_compile(module, **kwargs):
        seen.append(kwargs["mode"])
        raise Stop

    monkeypatch.setattr(pipeline, "compile", fake_compile)
    with pytest.raises(Stop):
        pipeline.check(PROGRAM, target=target, inputs=[0])
    monkeypatch.setattr("numpy.load", lambda path: 0)  # the CLI's --input, read as is
    assert cli.main(["check", str(PROGRAM), "--target", target, "--input", "x.npy"]) == 2
    assert seen == [mode, mode]
