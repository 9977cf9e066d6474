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
"""

from __future__ import annotations

__all__ = ["TARGET", "MODE", "VMFB_TARGET", "DefaultTarget", "self_contained_mode"]


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
