"""The effective configuration, for ``iree-vkfft info`` (which prints it; nothing here prints).

:data:`ENVIRONMENT` lists every ``IREE_VKFFT_*`` variable the package (Python and native engine)
reads at run time, with its default; docs/configuration.md documents each one, and
``tests/test_configuration.py`` checks that every name in ``src/`` and ``cpp/`` is in both.
:func:`collect` gathers versions, the engine, the devices, the cache folder and each
variable's effective value as plain data.
"""

from __future__ import annotations

import dataclasses
import os

__all__ = ["EnvVar", "ENVIRONMENT", "environment", "collect"]


@dataclasses.dataclass(frozen=True)
class EnvVar:
    """One environment variable: its ``name``, its ``default`` (as it reads, for people), what
    it does (``summary``) and the Python API that does the same (``api``; "" for none)."""

    name: str
    default: str
    summary: str
    api: str = ""


ENVIRONMENT: tuple[EnvVar, ...] = (
    EnvVar("IREE_VKFFT_DEVICE", "the first discrete GPU, else integrated, virtual, CPU",
           "the default Vulkan device: an index or a name substring",
           "iree_vkfft.use_device(...); device= arguments"),
    EnvVar("IREE_VKFFT_CACHE_DIR", "$XDG_CACHE_HOME/iree-vkfft, else ~/.cache/iree-vkfft",
           "the on-disk cache folder (VkFFT kernels, .vmfb modules, placements); "
           "off/0/none/false/no disables every disk cache"),
    EnvVar("IREE_VKFFT_TIERED", "1",
           "tiered host path: a small host-array call runs on numpy's pocketfft until its "
           "shape's switch call, then on its VkFFT plan (1/on/true/yes or 0/off/false/no)",
           "iree_vkfft.use_tiered(bool)"),
    EnvVar("IREE_VKFFT_TIER_AFTER", "3",
           "the tiered call of a shape at which its plan is queued for the background build",
           "iree_vkfft.plan_cache.set_tier_after(n)"),
    EnvVar("IREE_VKFFT_TIER_SWITCH", "8",
           "the tiered call of a shape from which it runs on its plan (at least "
           "TIER_AFTER + 1; that call waits for the build)",
           "iree_vkfft.plan_cache.set_tier_switch(n)"),
    EnvVar("IREE_VKFFT_PLAN_CACHE_SIZE", "64",
           "most VkFFT plans kept in memory (0 disables the plan cache, -1 unlimited)",
           "iree_vkfft.plan_cache.set_size(n)"),
    EnvVar("IREE_VKFFT_PLAN_CACHE_MEMSIZE", "2147483648 (2 GiB)",
           "most device memory (bytes) the cached plans hold (0 disables, -1 unlimited)",
           "iree_vkfft.plan_cache.set_memsize(n)"),
    EnvVar("IREE_VKFFT_POOL_MEMSIZE", "1073741824 (1 GiB)",
           "most bytes of freed DeviceArray buffers kept for reuse (-1 unlimited)",
           "iree_vkfft.memory_pool.limit = n; memory_pool.free_all()"),
    EnvVar("IREE_VKFFT_SAVE_TEMPS", "unset (nothing kept)",
           "a folder where every iree-compile run keeps its input, flags and .vmfb"),
    EnvVar("IREE_VKFFT_DISABLE_WORKAROUNDS", "unset (every applicable entry on)",
           "comma-separated workaround registry entries to turn off",
           "CompileOptions(disable_workarounds=(...)); --iree-vkfft-disable-workaround"),
    EnvVar("IREE_VKFFT_IREE_COMPILE", "iree-base-compiler's iree-compile",
           "the real iree-compile the drop-in compiler (iree-vkfft-compile) runs",
           "--iree-vkfft-iree-compile=PATH"),
    EnvVar("IREE_VKFFT_VULKAN_LOADER", "the system loader (libvulkan.so.1)",
           "the Vulkan loader library the native engine opens (no fallback when set)"),
    EnvVar("IREE_VKFFT_FORCE_STAGING", "0",
           "1: use staging copies as on a discrete GPU even on unified memory (testing aid)"),
)


def environment(environ=None, effective: dict | None = None) -> list[dict]:
    """Each variable of :data:`ENVIRONMENT`: ``name``, ``value`` (what is set, else the
    default: ``effective[name]`` when given, e.g. the device the default rule chose),
    ``source`` ("set" or "default"), ``summary`` and ``api``."""
    environ = os.environ if environ is None else environ
    effective = effective or {}
    rows = []
    for var in ENVIRONMENT:
        value = environ.get(var.name)
        if value is None:
            value = effective.get(var.name) or var.default
            source = "default"
        else:
            source = "set"
        rows.append({"name": var.name, "value": value, "source": source,
                     "summary": var.summary, "api": var.api})
    return rows


def _folder_size(folder) -> tuple[int, int]:
    files = size = 0
    for root, _, names in os.walk(folder):
        for name in names:
            try:
                size += os.stat(os.path.join(root, name)).st_size
                files += 1
            except OSError:
                pass
    return files, size


def _version(import_version) -> str:
    try:
        return import_version()
    except Exception as exc:  # noqa: BLE001 - not installed, or broken: say so
        return f"unavailable ({type(exc).__name__}: {exc})"


def _compiler_version() -> str:
    from iree.compiler import version

    return str(version.VERSION)


def _runtime_version() -> str:
    from iree.runtime import version

    return str(version.VERSION)


def collect() -> dict:
    """The effective configuration as plain data (JSON-serializable)."""
    from . import __version__, _engine, _paths
    from ._array import memory_pool
    from ._cache import plan_cache
    from ._config import tiered

    info: dict = {"iree_vkfft": __version__,
                  "iree_compiler": _version(_compiler_version),
                  "iree_runtime": _version(_runtime_version),
                  "engine": _engine.has_engine()}
    if info["engine"]:
        native = _engine.native()
        info["vkfft"] = getattr(native, "VKFFT_VERSION", None)
        info["engine_build"] = _engine.engine_build()
    devices, default, error = [], None, None
    effective: dict[str, str] = {}
    if info["engine"]:
        try:
            devices = [dataclasses.asdict(d) for d in _engine.devices()]
            if devices:
                chosen = _engine.select_device()
                default = chosen.index
                effective["IREE_VKFFT_DEVICE"] = f"{chosen.index} ({chosen.name})"
        except Exception as exc:  # noqa: BLE001 - e.g. a bad IREE_VKFFT_DEVICE
            error = f"{type(exc).__name__}: {exc}"
    info["devices"] = [{"index": d["index"], "name": d["name"], "type": d["type"],
                        "driver": d["driver"], "default": d["index"] == default}
                       for d in devices]
    info["device_error"] = error
    root = _paths.cache_root()
    cache: dict = {"dir": None if root is None else str(root), "enabled": root is not None,
                   "folders": {}}
    if root is not None and root.is_dir():
        for sub in sorted(p for p in root.iterdir() if p.is_dir()):
            files, size = _folder_size(sub)
            cache["folders"][sub.name] = {"files": files, "bytes": size}
    info["cache"] = cache
    if root is not None:
        effective["IREE_VKFFT_CACHE_DIR"] = str(root)
    try:
        from iree.compiler.tools.binaries import find_tool

        effective["IREE_VKFFT_IREE_COMPILE"] = os.path.normpath(find_tool("iree-compile"))
    except Exception:  # noqa: BLE001 - no compiler installed: the default's description
        pass
    after, switch = plan_cache.get_tier_after(), plan_cache.get_tier_switch()
    info["plan_cache"] = {"size": plan_cache.get_size(), "memsize": plan_cache.get_memsize(),
                          "tier_after": after, "tier_switch": switch,
                          "switch_call": max(switch, after + 1), "tiered": tiered()}
    info["memory_pool"] = {"limit": memory_pool.limit}
    info["environment"] = environment(effective=effective)
    return info
