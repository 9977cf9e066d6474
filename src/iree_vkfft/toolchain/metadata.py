"""What a self-contained ``.vmfb`` says about itself: the program card.

Inline and portable programs embed one JSON object in their entry function's
``iree.reflection`` dictionary (key :data:`CARD_KEY`) before iree-compile runs: the mode, the
entry, the resolved compile options and flags, the input/output specs, the FFTs and, for
inline mode, the kernels' device needs and the limits they were planned for. IREE keeps
reflection entries in the ``.vmfb`` (``VmFunction.reflection``), so the one file is at once
what ``iree-run-module`` runs, what ``prog.save(path)`` writes, what ``iree_vkfft.load(path)``
reads back and what a pickled program is: nothing travels beside it.
"""

from __future__ import annotations

import json
from typing import Any, Sequence

import iree.runtime as rt
import numpy as np
from iree.compiler import ir

from ..stablehlo.match import TensorSpec
from ..stablehlo.parse import find_entry
from .compile import iree_version
from .options import CompileOptions

__all__ = ["CARD_KEY", "CARD_FORMAT", "CardError", "attach_card", "check_card", "read_card",
           "specs_to_json",
           "specs_from_json", "options_to_json", "options_from_json"]

CARD_KEY = "iree_vkfft.program"
CARD_FORMAT = 1
# Every field of a format-1 card and its JSON type; inline mode adds ``planned_for``.
_CARD_FIELDS = {"format": int, "mode": str, "entry": str, "options": dict, "flags": list,
                "inputs": list, "outputs": list, "ffts": list, "iree": str}
_OPTIONAL_FIELDS = {"planned_for": dict}


class CardError(ValueError):
    """A ``.vmfb`` whose iree-vkfft program card cannot be read: not JSON, not an object, a
    field missing, unknown or of the wrong type, an unknown format, or field contents that do
    not describe a program."""


def attach_card(module: ir.Module, entry: str, card: dict[str, Any]) -> None:
    """Adds ``card`` (JSON-able) to the entry function's ``iree.reflection`` dictionary."""
    func = find_entry(module, entry)
    with module.context:
        entries = {}
        if "iree.reflection" in func.attributes:
            old = ir.DictAttr(func.attributes["iree.reflection"])
            entries = {old[i].name: old[i].attr for i in range(len(old))}
        entries[CARD_KEY] = ir.StringAttr.get(json.dumps(dict(card, format=CARD_FORMAT),
                                                         sort_keys=True))
        func.attributes["iree.reflection"] = ir.DictAttr.get(entries)


def read_card(vmfb: bytes) -> dict[str, Any]:
    """The card of a ``.vmfb`` iree-vkfft compiled.

    Raises:
        ValueError: not a module this IREE runtime loads, or one without a card (compiled by
            plain iree-compile, or by split mode, which has no single ``.vmfb``).
    """
    instance = rt.VmInstance()  # must outlive every use of the module (else a crash)
    try:
        module = rt.VmModule.copy_buffer(instance, vmfb)
    except (RuntimeError, ValueError) as e:
        raise ValueError(f"not a .vmfb IREE {iree_version()}'s runtime can load ({e})") from None
    for name in module.function_names:
        fn = module.lookup_function(name)
        text = fn.reflection.get(CARD_KEY) if fn is not None else None
        if text is not None:
            return check_card(text)
    raise ValueError("this .vmfb carries no iree-vkfft program card (it was not compiled by "
                     "iree_vkfft.compile in mode='inline' or 'portable'); run it with "
                     "iree.runtime or iree-run-module instead")


def check_card(text: str) -> dict[str, Any]:
    """The card ``text`` as a dict, every field present with its type (CardError if not)."""
    try:
        card = json.loads(text)
    except ValueError as e:
        raise CardError(f"this .vmfb's iree-vkfft program card is not JSON ({e})") from None
    if not isinstance(card, dict):
        raise CardError(f"this .vmfb's iree-vkfft program card is a JSON "
                        f"{type(card).__name__}, not an object")
    if card.get("format") != CARD_FORMAT:
        raise CardError(f"this .vmfb's iree-vkfft card has format {card.get('format')!r}; "
                        f"this iree-vkfft reads {CARD_FORMAT}")
    missing = sorted(set(_CARD_FIELDS) - set(card))
    unknown = sorted(set(card) - set(_CARD_FIELDS) - set(_OPTIONAL_FIELDS))
    if missing or unknown:
        raise CardError("this .vmfb's iree-vkfft program card has "
                        + "; ".join(f"{what} field(s) {', '.join(names)}" for what, names in
                                    (("missing", missing), ("unknown", unknown)) if names))
    for name, kind in {**_CARD_FIELDS, **_OPTIONAL_FIELDS}.items():
        if name in card and not isinstance(card[name], kind):
            raise CardError(f"this .vmfb's iree-vkfft program card has {name!r} of type "
                            f"{type(card[name]).__name__}, not {kind.__name__}")
    return card


def specs_to_json(specs: Sequence[TensorSpec]) -> list:
    return [[list(s.shape), s.dtype.name] for s in specs]


def specs_from_json(data: Sequence) -> list[TensorSpec]:
    return [TensorSpec(tuple(None if n is None else int(n) for n in shape), np.dtype(dtype))
            for shape, dtype in data]


def options_to_json(options: CompileOptions) -> dict[str, Any]:
    return {"target": options.target, "cpu": options.cpu, "vulkan_target": options.vulkan_target,
            "keep_f64": options.keep_f64, "workarounds": options.workarounds,
            "extra_args": list(options.extra_args), "cpu_driver": options.cpu_driver,
            "rocm_target": options.rocm_target,
            "disable_workarounds": list(options.disable_workarounds)}


def options_from_json(data: dict[str, Any]) -> CompileOptions:
    return CompileOptions(**dict(data, extra_args=tuple(data["extra_args"]),
                                 disable_workarounds=tuple(data.get("disable_workarounds", ()))))
