"""IREE's bugs around the FFTs and what avoids them: one registry (:mod:`.registry`) of named
entries, each with its symptom, the IREE releases and targets it applies to, its rewrite
(:mod:`.rewrites`, :mod:`.dynamic_shapes`, :mod:`.host_shapes`) or flags and a canary repro.
Every mode and the drop-in apply them through :func:`~.registry.prepare`."""

from .registry import (NAMES, PINNED_RELEASE, REGISTRY, Workaround, applies, by_name, describe,
                       enabled, prepare, turned_off)

__all__ = ["NAMES", "PINNED_RELEASE", "REGISTRY", "Workaround", "applies", "by_name",
           "describe", "enabled", "prepare", "turned_off"]
