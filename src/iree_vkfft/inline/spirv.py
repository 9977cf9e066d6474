"""The one SPIR-V edit inline mode makes: renumbering descriptor bindings.

VkFFT binds one buffer at two bindings when it works in place (binding 0 "inputs" and
binding 1 "outputs" are the same ``VkBuffer``). In IREE that means passing one tensor twice to
``hal.dispatch.extern``, once tied and once not — and IREE's copy-on-write then clones only the
tied operand whenever the value has another user, splitting the pair (VkFFT writes into the
untied, shared buffer). Renumbering the shader's ``Binding`` decorations so that both variables
use the same binding (descriptor aliasing, which Vulkan allows and VkFFT's in-place kernels
already rely on) lets every distinct buffer be bound exactly once.
"""

from __future__ import annotations

import struct
from typing import Mapping, Sequence

from .errors import InlineError

__all__ = ["compact_bindings", "rebind"]

_MAGIC = 0x07230203
_OP_DECORATE = 71
_DECORATION_BINDING = 33


def compact_bindings(bindings: Sequence[int]) -> tuple[list[int], dict[int, int]]:
    """``(distinct buffers in order of first binding, {old binding: new binding})``."""
    distinct: list[int] = []
    for b in bindings:
        if b not in distinct:
            distinct.append(b)
    return distinct, {j: distinct.index(b) for j, b in enumerate(bindings)}


def rebind(spirv: bytes, mapping: Mapping[int, int]) -> bytes:
    """``spirv`` with every ``OpDecorate %v Binding j`` changed to ``Binding mapping[j]``.

    Raises:
        InlineError: malformed SPIR-V, or a decorated binding missing from ``mapping``.
    """
    if all(k == v for k, v in mapping.items()):
        return spirv
    if len(spirv) % 4 or len(spirv) < 20:
        raise InlineError(f"SPIR-V of {len(spirv)} bytes is not a whole number of words")
    words = list(struct.unpack(f"<{len(spirv) // 4}I", spirv))
    if words[0] != _MAGIC:
        raise InlineError("not little-endian SPIR-V (bad magic number)")
    i = 5
    while i < len(words):
        count, opcode = words[i] >> 16, words[i] & 0xFFFF
        if count == 0 or i + count > len(words):
            raise InlineError(f"malformed SPIR-V instruction at word {i}")
        if opcode == _OP_DECORATE and count >= 4 and words[i + 2] == _DECORATION_BINDING:
            old = words[i + 3]
            if old not in mapping:
                raise InlineError(f"the shader declares binding {old}, which the dispatch "
                                  f"does not bind (bindings {sorted(mapping)})")
            words[i + 3] = mapping[old]
        i += count
    return struct.pack(f"<{len(words)}I", *words)
