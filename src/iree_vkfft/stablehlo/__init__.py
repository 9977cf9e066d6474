"""StableHLO side of split mode: parse, match claimed ops, partition, providers."""

from .errors import StableHLOError, UnsupportedProgramError
from .providers import (BoundOp, OpProvider, ProviderRegistry, default_registry,
                        register_provider)

__all__ = ["StableHLOError", "UnsupportedProgramError", "BoundOp", "OpProvider",
           "ProviderRegistry", "default_registry", "register_provider"]
