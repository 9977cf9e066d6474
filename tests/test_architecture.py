"""The package's layers import one way (docs/architecture.md): read every module with ``ast``,
collect the imports between the package's top-level parts (subpackages and root modules, lazy
imports inside functions included) and between its individual modules (files), and fail on any
cycle at either level, on a lower layer importing a higher one or on ``importlib`` strings
naming the package."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

import iree_vkfft

PACKAGE = Path(iree_vkfft.__file__).parent
PARTS = {p.stem for p in PACKAGE.iterdir() if p.suffix == ".py" or (p / "__init__.py").exists()}


def _part(path: Path) -> str:
    rel = path.relative_to(PACKAGE).parts
    return "<root>" if rel == ("__init__.py",) else rel[0].removesuffix(".py")


def _targets(node: ast.AST, path: Path) -> set[str]:
    """The package parts an import statement reaches."""
    rel = path.relative_to(PACKAGE).parts[:-1]
    if isinstance(node, ast.ImportFrom) and node.level:
        base = list(rel[: len(rel) - (node.level - 1)]) if node.level > 1 else list(rel)
        mod = base + (node.module.split(".") if node.module else [])
        return {mod[0]} if mod else {a.name for a in node.names if a.name in PARTS}
    names = ([node.module] if isinstance(node, ast.ImportFrom) and node.module else
             [a.name for a in node.names] if isinstance(node, ast.Import) else [])
    found = set()
    for name in names:
        parts = name.split(".")
        if parts[0] == "iree_vkfft":
            found |= {parts[1]} if len(parts) > 1 else (
                {a.name for a in node.names if a.name in PARTS}
                if isinstance(node, ast.ImportFrom) else set())
    return found


@functools.cache  # the package's files do not change during a run; callers only read
def import_graph() -> dict[str, set[str]]:
    edges: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        src = _part(path)
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for dst in _targets(node, path) - {src}:
                    edges.setdefault(src, set()).add(dst)
    return edges


def _module(path: Path) -> str:
    """A file's dotted name inside the package ("" for the package's ``__init__.py``)."""
    rel = path.relative_to(PACKAGE).with_suffix("").parts
    return ".".join(rel[:-1] if rel[-1] == "__init__" else rel)


# every module, extension modules (_native: a .so/.pyd, its .pyi) included
MODULES = {_module(p) for p in PACKAGE.rglob("*.py")} | {
    _module(p.with_name(p.name.split(".")[0] + ".py")) for p in PACKAGE.rglob("*")
    if p.suffix in (".so", ".pyd", ".pyi")}


def _module_targets(node: ast.AST, path: Path) -> set[str]:
    """The package's modules an import statement reaches: ``from X import a, b`` reaches the
    submodules ``X.a``/``X.b`` it names and ``X`` itself unless every name is a submodule;
    ``import iree_vkfft.X`` reaches ``X``. (A parent package's ``__init__``, run on the way, is
    not counted: by then it is already being imported.)"""
    me = _module(path)
    here = (me.split(".") if me else [])
    package = here if path.name == "__init__.py" else here[:-1]
    if isinstance(node, ast.ImportFrom):
        if node.level:
            mod = package[: len(package) - (node.level - 1)] + (
                node.module.split(".") if node.module else [])
        elif node.module and node.module.split(".")[0] == "iree_vkfft":
            mod = node.module.split(".")[1:]
        else:
            return set()
        subs = {".".join(mod + [a.name]) for a in node.names} & MODULES
        return subs if len(subs) == len(node.names) else subs | {".".join(mod)}
    if isinstance(node, ast.Import):
        return {".".join(a.name.split(".")[1:]) for a in node.names
                if a.name.split(".")[0] == "iree_vkfft"}
    return set()


@functools.cache
def module_import_graph() -> dict[str, set[str]]:
    """Imports between the package's files (lazy imports inside functions included)."""
    edges: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        src = _module(path)
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            for dst in _module_targets(node, path) - {src}:
                edges.setdefault(src, set()).add(dst)
    return edges


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(a: str) -> list[str] | None:
        state[a] = 1
        stack.append(a)
        for b in sorted(edges.get(a, ())):
            if state.get(b) == 1:
                return stack[stack.index(b):] + [b]
            if b not in state and (cycle := visit(b)):
                return cycle
        stack.pop()
        state[a] = 2
        return None

    for a in sorted(edges):
        if a not in state and (cycle := visit(a)):
            return cycle
    return None


def test_the_finder_sees_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}}) is None


def test_the_graph_sees_lazy_and_relative_imports():
    edges = import_graph()
    assert "toolchain" in edges["split"]  # from ..toolchain.compile import ...
    assert "pipeline" in edges["<root>"]  # the lazy `from . import pipeline` in __getattr__
    assert "inline" in edges["pipeline"]


def test_no_import_cycle_between_the_packages_parts():
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_module_graph_sees_files_and_lazy_imports():
    edges = module_import_graph()
    assert "toolchain.compile" in edges["split.program"]  # from ..toolchain.compile import
    assert "_native" in edges["_engine"]  # the lazy `from . import _native` (an extension)
    assert "pipeline" in edges[""]  # __getattr__'s lazy `from . import pipeline`
    assert "fft._device" in edges["fft._large"]
    assert all(dst in MODULES for dsts in edges.values() for dst in dsts)


def test_no_import_cycle_between_files():
    cycle = find_cycle(module_import_graph())
    assert cycle is None, "import cycle between files: " + " -> ".join(c or "iree_vkfft"
                                                                        for c in cycle)


# engine-API siblings sharing the funnel's internals (scipy_fft over fft/), left as they are
_PRIVATE_IMPORTS_ALLOWED = {("scipy_backend", "scipy_fft._helper"),
                            ("scipy_fft._basic", "fft._core"),
                            ("scipy_fft._realtransforms", "fft._r2r"),
                            ("bench.sections", "fft._r2r")}  # times the forced C2C DCT path


def test_no_file_imports_a_private_module_of_another_part():
    """A subpackage's ``_private`` modules are its own: other parts go through its public
    names (split mode reads VkFFT's transfer counts from ``_engine``, not ``fft._core``)."""
    found = {(src, dst) for src, dsts in module_import_graph().items() for dst in dsts
             if "." in dst and dst.rsplit(".", 1)[1].startswith("_")
             and src.split(".")[0] != dst.split(".")[0]}
    assert found <= _PRIVATE_IMPORTS_ALLOWED, sorted(found - _PRIVATE_IMPORTS_ALLOWED)


def test_only_the_cli_imports_the_benchmarks():
    """``bench/`` is a front end (``iree-vkfft bench``), not the core."""
    users = {src for src, dsts in module_import_graph().items()
             if any(d == "bench" or d.startswith("bench.") for d in dsts)
             and not (src == "bench" or src.startswith("bench."))}
    assert users == {"cli"}


@pytest.mark.parametrize("low,high", [("toolchain", "split"), ("toolchain", "inline"),
                                      ("stablehlo", "toolchain"), ("stablehlo", "split"),
                                      ("stablehlo", "inline"), ("split", "inline"),
                                      ("inline", "split"), ("split", "pipeline"),
                                      ("inline", "pipeline"), ("fft", "split"),
                                      ("portable", "split"), ("portable", "inline"),
                                      ("split", "portable"), ("inline", "portable"),
                                      ("toolchain", "portable"), ("portable", "pipeline"),
                                      ("toolchain", "compiler"), ("pipeline", "compiler"),
                                      ("dispatch", "inline"), ("dispatch", "split"),
                                      ("dispatch", "portable"), ("dispatch", "pipeline"),
                                      ("toolchain", "dispatch"), ("stablehlo", "dispatch"),
                                      ("torch_frontend", "pipeline"), ("torch_frontend", "torch"),
                                      ("torch_frontend", "split"), ("torch_frontend", "inline"),
                                      ("torch_frontend", "portable"), ("torch_frontend", "compiler"),
                                      ("split", "torch_frontend"), ("inline", "torch_frontend"),
                                      ("portable", "torch_frontend"), ("stablehlo", "torch_frontend"),
                                      ("toolchain", "torch_frontend"), ("pipeline", "torch")])
def test_lower_layers_do_not_import_higher_ones(low, high):
    assert high not in import_graph().get(low, set())


def test_no_importlib_strings_for_the_package():
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "import_module"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                assert not str(node.args[0].value).startswith(("iree_vkfft", ".")), path
