"""Type stubs for iree_vkfft's native engine (cpp/bindings). Keep in step with the bindings:
tests/test_vulkan_loader.py checks that every public name of the module is declared here."""

from typing import Any, TypedDict

from typing_extensions import Buffer as _BufferProtocol  # collections.abc.Buffer from 3.12

VKFFT_VERSION: int

class DeviceDict(TypedDict):
    index: int
    name: str
    type: str
    driver: str
    driver_info: str
    vendor_id: int
    device_id: int
    api_version: str
    driver_version: int
    uuid: str
    memory: int
    float64: bool
    max_storage_buffer_range: int
    max_storage_buffers: int
    subgroup_size: int
    max_shared_memory: int
    max_workgroup_invocations: int
    max_workgroup_size: tuple[int, int, int]
    max_workgroup_count: tuple[int, int, int]

class LoaderDict(TypedDict):
    loaded: bool
    path: str
    error: str

def devices() -> list[DeviceDict]:
    """List the Vulkan physical devices as dicts."""

def vulkan_loader() -> LoaderDict:
    """Open the Vulkan loader (once per process) and report {loaded, path, error}."""

class Context:
    def __init__(self, device_index: int) -> None: ...
    @property
    def info(self) -> DeviceDict: ...
    @property
    def forked(self) -> bool: ...
    @property
    def unified_memory(self) -> bool: ...
    @property
    def instance_extensions(self) -> list[str]: ...
    @property
    def device_extensions(self) -> list[str]: ...
    @property
    def buffer_range(self) -> int: ...  # most bytes one kernel binding covers
    @buffer_range.setter
    def buffer_range(self, nbytes: int) -> None: ...  # lower it (a testing aid)
    @property
    def buffer_alignment(self) -> int: ...
    def window_bytes(self, unit: int) -> int: ...
    def gather(self, src: Buffer, dst: Buffer, out_shape: list[int], in_shape: list[int],
               in_strides: list[int], in_elem: int, out_elem: int,
               double_precision: bool) -> None: ...
    def scale(self, buffer: Buffer, count: int, scale: float, double_precision: bool) -> None: ...
    def twiddle(self, buffer: Buffer, rows: int, cols: int, table: Buffer, shift: int,
                double_precision: bool) -> None: ...
    def scale_plane(self, buffer: Buffer, outer: int, length: int, inner: int, index: int,
                    scale: float, double_precision: bool) -> None: ...
    def allocate(self, nbytes: int) -> Buffer: ...

class Buffer:
    @property
    def nbytes(self) -> int: ...
    @property
    def forked(self) -> bool: ...
    def upload(self, source: _BufferProtocol) -> None: ...
    def download(self, destination: _BufferProtocol) -> None: ...
    def window(self, offset: int, nbytes: int) -> Buffer: ...

class Plan:
    def __init__(self, context: Context, transform: int, double_precision: bool,
                 shape: list[int], batch: int, normalize: bool, options: dict[str, int],
                 blob: bytes | None = None, capture: bool = False,
                 target: dict[str, int] = ..., r2r_type: int = 0) -> None: ...
    def export_kernels(self) -> dict[str, list[dict[str, Any]]]: ...
    @property
    def description(self) -> str: ...
    @property
    def memory_bytes(self) -> int: ...
    @property
    def kernel_count(self) -> int: ...
    @property
    def uses_bluestein(self) -> bool: ...
    @property
    def uses_rader(self) -> bool: ...
    @property
    def input_bytes(self) -> int: ...
    @property
    def output_bytes(self) -> int: ...
    def serialize(self) -> bytes: ...
    def execute(self, input: _BufferProtocol, output: _BufferProtocol) -> None: ...
    def execute_device(self, input: Buffer, output: Buffer, scale: float = 1.0,
                       hermitian_edges: bool = False, conjugate: bool = False) -> None: ...
