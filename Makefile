# The README's commands: `make demo` (set up, build, run the demo) and `make test`.
PYTHON ?= python3
PIP ?= $(PYTHON) -m pip
export PIP_DISABLE_PIP_VERSION_CHECK = 1

.PHONY: setup install dev demo test test-all bench clean

setup:
	bash scripts/setup.sh

# Build and install the package (non-editable) with its test extras.
install: setup
	$(PIP) install -q ".[test]"

# Fast rebuild for development: compile in build/dev and drop the module next to the sources.
dev:
	cmake -S . -B build/dev -G Ninja -DCMAKE_BUILD_TYPE=Release \
	  -Dpybind11_DIR=$$($(PYTHON) -c "import pybind11; print(pybind11.get_cmake_dir())")
	cmake --build build/dev
	for f in build/dev/_native*.so; do cp $$f src/iree_vkfft/.tmp.so && mv -f src/iree_vkfft/.tmp.so src/iree_vkfft/$$(basename $$f); done

demo: install
	$(PYTHON) examples/demo.py
	$(PYTHON) examples/whisper_logmel.py
	$(PYTHON) examples/inline_whisper.py

test: install
	$(PYTHON) -m pytest -q --durations=15 tests

test-all: install
	$(PYTHON) -m pytest -q -m "" tests

bench: install
	$(PYTHON) benchmarks/bench_fft.py

clean:
	rm -rf build dist src/iree_vkfft/_native*.so
