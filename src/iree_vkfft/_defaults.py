"""The defaults ``iree_vkfft.compile``/``check``, ``CompileOptions`` and the ``iree-vkfft``
command line share, in one place (imports nothing: the CLI reads it before IREE is loaded).

- :data:`TARGET`: the IREE target when none is given (``compile``, ``check``,
  ``CompileOptions``, ``iree-vkfft run/inspect/check``).
- :data:`MODE`: ``compile``'s mode (split runs any program on any target).
- :func:`self_contained_mode`: the mode of one self-contained ``.vmfb`` for a target (inline:
  VkFFT's kernels, for Vulkan; portable otherwise): ``check``'s and ``iree-vkfft compile``'s and
  ``iree-vkfft check``'s mode when none is given.
- :data:`VMFB_TARGET`: ``iree-vkfft compile``'s target when none is given: that command's job
  is a ``.vmfb`` with VkFFT's kernels inside (inline mode), so Vulkan.
- :data:`COMPILE_OPTIONS`: the options both compile command lines take (``iree-vkfft compile``
  spells them ``--mode``, ``--target-device``, ..., and also ``--iree-vkfft-mode``, ...; the
  drop-in ``iree-vkfft-compile`` only ``--iree-vkfft-*``), each with its one help text and
  default; :func:`add_compile_options` declares them on an argparse parser.
"""

from __future__ import annotations

__all__ = ["TARGET", "MODE", "VMFB_TARGET", "DefaultTarget", "self_contained_mode",
           "COMPILE_MODES", "CompileOption", "COMPILE_OPTIONS", "add_compile_options"]


class DefaultTarget(str):
    """:data:`TARGET` as ``CompileOptions`` holds it when no target was given: equal to (and
    hashed, printed and serialized as) the plain string, but recognizable, so that
    ``compile(target=T, options=CompileOptions(...))`` applies ``T`` to options that named no
    target and refuses options that named another one."""

    __slots__ = ()

    def __reduce__(self):
        return DefaultTarget, (str(self),)


TARGET = DefaultTarget("llvm-cpu")
MODE = "split"
VMFB_TARGET = "vulkan"

_VULKAN = ("vulkan", "vulkan-spirv")  # toolchain.options.TARGETS' names of the Vulkan target


def self_contained_mode(target: str) -> str:
    """``"inline"`` for the Vulkan target, ``"portable"`` for every other one."""
    return "inline" if target in _VULKAN else "portable"


# ----------------------------------------------------------------------------------------
# the compile command lines' own options (``iree-vkfft compile`` and ``iree-vkfft-compile``)
# ----------------------------------------------------------------------------------------
#: ``--mode`` / ``--iree-vkfft-mode``: "auto" is :func:`self_contained_mode` of the target
#: (inline for Vulkan alone, for an iree-compile of the release inline mode is built for).
COMPILE_MODES = ("auto", "inline", "portable")


class CompileOption:
    """One option of both compile command lines: ``name`` is the short spelling
    (``--<name>``, ``iree-vkfft compile``'s), the drop-in's is ``--iree-vkfft-<name>``
    (``iree-vkfft compile`` takes both); ``dest`` the attribute argparse stores it in.
    ``kind``: "choice", "value", "list" (repeatable and comma-separated) or "flag"."""

    __slots__ = ("name", "kind", "default", "help", "metavar", "choices")

    def __init__(self, name, kind, default, help, metavar=None, choices=None):
        self.name, self.kind, self.default, self.help = name, kind, default, help
        self.metavar, self.choices = metavar, choices

    @property
    def dest(self) -> str:
        return self.name.replace("-", "_")

    def spelling(self, prefix: str = "--") -> str:
        return prefix + self.name

    def __repr__(self) -> str:
        return f"CompileOption({self.name!r}, {self.kind!r}, default={self.default!r})"


COMPILE_OPTIONS = (
    CompileOption("mode", "choice", "auto", choices=COMPILE_MODES,
                  help="how FFTs are lowered: inline (VkFFT's SPIR-V kernels inside the "
                       "module; vulkan only), portable (plain StableHLO every target "
                       "compiles) or auto (default: inline for vulkan alone, portable "
                       "otherwise)"),
    CompileOption("target-device", "value", None, metavar="LIMITS.json",
                  help="inline mode: plan VkFFT's kernels for another Vulkan device: a JSON "
                       "object with name, vendor_id, subgroup_size, max_shared_memory, "
                       "max_workgroup_invocations, max_workgroup_size, max_workgroup_count, "
                       "float64 (all required; `iree-vkfft devices --json` shows the local "
                       "device's; default: the local device)"),
    CompileOption("disable-workaround", "list", (), metavar="NAME",
                  help="turn off one of iree-vkfft's IREE workarounds (repeatable, or "
                       "comma-separated; `iree-vkfft workarounds` lists them)"),
    CompileOption("verify", "flag", False,
                  help="run the compiled .vmfb once here on generated inputs against split "
                       "mode with host FFTs on llvm-cpu and refuse it (exit 1, no file "
                       "written) when an output differs; needs a device for the target here"),
    CompileOption("iree-compile", "value", None, metavar="PATH",
                  help="the real iree-compile (default: $IREE_VKFFT_IREE_COMPILE, else "
                       "iree-base-compiler's); iree-vkfft compile builds with "
                       "iree-base-compiler's only"),
    CompileOption("debug", "flag", False,
                  help="Python tracebacks and progress logs on stderr"),
)


def add_compile_options(group, *prefixes: str) -> None:
    """Declares :data:`COMPILE_OPTIONS` on the argparse parser or group ``group``, each spelled
    with every one of ``prefixes`` (``"--"``, ``"--iree-vkfft-"``); every parser built here
    stores them under the same ``dest`` with the same default, help and choices."""
    for o in COMPILE_OPTIONS:
        names = [o.spelling(p) for p in prefixes]
        if o.kind == "flag":
            group.add_argument(*names, dest=o.dest, action="store_true", default=o.default,
                               help=o.help)
        elif o.kind == "list":
            group.add_argument(*names, dest=o.dest, action="append", default=[],
                               metavar=o.metavar, help=o.help)
        else:
            group.add_argument(*names, dest=o.dest, default=o.default, metavar=o.metavar,
                               choices=o.choices, help=o.help)
