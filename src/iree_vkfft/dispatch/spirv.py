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

__all__ = ["compact_bindings", "rebind", "shader_limits"]

_MAGIC = 0x07230203
_OP_DECORATE = 71
_DECORATION_BINDING = 33
_OP_EXECUTION_MODE, _MODE_LOCAL_SIZE = 16, 17
_OP_TYPE_INT, _OP_TYPE_FLOAT, _OP_TYPE_VECTOR, _OP_TYPE_ARRAY, _OP_TYPE_STRUCT = 21, 22, 23, 28, 30
_OP_TYPE_POINTER, _OP_CONSTANT, _OP_VARIABLE = 32, 43, 59
_STORAGE_WORKGROUP = 4


def _words(spirv: bytes) -> list[int]:
    if len(spirv) % 4 or len(spirv) < 20:
        raise InlineError(f"SPIR-V of {len(spirv)} bytes is not a whole number of words")
    words = list(struct.unpack(f"<{len(spirv) // 4}I", spirv))
    if words[0] != _MAGIC:
        raise InlineError("not little-endian SPIR-V (bad magic number)")
    return words


def _instructions(words: list[int]):
    """``(word index, opcode, operand words)`` of every instruction after the header."""
    i = 5
    while i < len(words):
        count, opcode = words[i] >> 16, words[i] & 0xFFFF
        if count == 0 or i + count > len(words):
            raise InlineError(f"malformed SPIR-V instruction at word {i}")
        yield i, opcode, words[i + 1:i + count]
        i += count


def shader_limits(spirv: bytes) -> tuple[tuple[int, int, int], int]:
    """``(local size, shared memory bytes)`` a compute shader declares: its ``LocalSize``
    execution mode and the total size of its ``Workgroup`` variables (scalars, vectors,
    arrays and structs of them, unpadded, as VkFFT's ``shared`` arrays are laid out)."""
    local, sizes, constants, pointers, shared = (1, 1, 1), {}, {}, {}, 0
    for _, opcode, ops in _instructions(_words(spirv)):
        if opcode == _OP_EXECUTION_MODE and len(ops) >= 5 and ops[1] == _MODE_LOCAL_SIZE:
            local = (ops[2], ops[3], ops[4])
        elif opcode in (_OP_TYPE_INT, _OP_TYPE_FLOAT):
            sizes[ops[0]] = ops[1] // 8
        elif opcode == _OP_TYPE_VECTOR and ops[1] in sizes:
            sizes[ops[0]] = sizes[ops[1]] * ops[2]
        elif opcode == _OP_TYPE_ARRAY and ops[1] in sizes and ops[2] in constants:
            sizes[ops[0]] = sizes[ops[1]] * constants[ops[2]]
        elif opcode == _OP_TYPE_STRUCT and all(m in sizes for m in ops[1:]):
            sizes[ops[0]] = sum(sizes[m] for m in ops[1:])
        elif opcode == _OP_CONSTANT and len(ops) >= 3:
            constants[ops[1]] = ops[2]
        elif opcode == _OP_TYPE_POINTER and ops[1] == _STORAGE_WORKGROUP:
            pointers[ops[0]] = ops[2]
        elif opcode == _OP_VARIABLE and ops[2] == _STORAGE_WORKGROUP:
            pointee = pointers.get(ops[0])
            if pointee not in sizes:
                raise InlineError("a shared (Workgroup) variable of a type whose size is not "
                                  "known")
            shared += sizes[pointee]
    return local, shared


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
    words = _words(spirv)
    for i, opcode, ops in _instructions(words):
        if opcode == _OP_DECORATE and len(ops) >= 3 and ops[1] == _DECORATION_BINDING:
            if ops[2] not in mapping:
                raise InlineError(f"the shader declares binding {ops[2]}, which the dispatch "
                                  f"does not bind (bindings {sorted(mapping)})")
            words[i + 3] = mapping[ops[2]]
    return struct.pack(f"<{len(words)}I", *words)
