#!/usr/bin/env bash
# Inline-mode vmfbs checked against numpy and timed on a machine with a GPU, using IREE's stock
# tools only (no iree_vkfft, no compiler there). Two halves:
#
#   scripts/device_inline_check.sh prepare [LIMITS.json|local]   # here, with iree_vkfft built
#       -> .device/bundle (vmfbs planned for the limits, default benchmarks/targets/nvidia_h200.json,
#          inputs, numpy float64 references), .device/whl (iree-base-runtime for Python 3.12),
#          .device/gl (the Vulkan loader as a .deb); .device is git-ignored locally.
#   scripts/device_inline_check.sh run                           # there; results in $OUT
#       (the device tool: command "bash scripts/device_inline_check.sh run", carry [".device"])
#
# `run` also works here (lavapipe) on a bundle prepared with `local`, which is how it is tested.
set -euo pipefail
cd "$(dirname "$0")/.."
DEV=.device

case "${1:-}" in
prepare)
    limits="${2:-benchmarks/targets/nvidia_h200.json}"
    grep -qx "/$DEV/" .git/info/exclude 2>/dev/null || echo "/$DEV/" >> .git/info/exclude
    rm -rf "$DEV/bundle" && mkdir -p "$DEV/whl" "$DEV/gl"
    if [ "$limits" = local ]; then target=(); else target=(--target-device "$limits"); fi
    PYTHONPATH=src python3 benchmarks/inline_bundle.py make "$DEV/bundle" "${target[@]}"
    runtime="$(python3 -c 'import importlib.metadata as m; print(m.version("iree-base-runtime"))')"
    [ -n "$(ls "$DEV"/whl/iree_base_runtime-"$runtime"-*.whl 2>/dev/null)" ] ||
        python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 \
            --implementation cp --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 \
            -d "$DEV/whl" "iree-base-runtime==$runtime"
    if [ -z "$(ls "$DEV"/gl/*.deb 2>/dev/null)" ]; then
        o='-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 -oDir::State::Lists=/tmp/amd64'
        mkdir -p /tmp/amd64/partial
        # shellcheck disable=SC2086
        apt-get $o update -qq && (cd "$DEV/gl" && apt-get $o download libvulkan1)
    fi
    du -sh "$DEV"
    ;;
run)
    out="${OUT:-$DEV/out}"
    mkdir -p "$out"
    if ! ldconfig -p | grep -q libvulkan.so.1; then
        for f in "$DEV"/gl/*.deb; do dpkg -x "$f" /; done
        ldconfig
    fi
    nvidia_icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
    [ -f "$nvidia_icd" ] && export VK_DRIVER_FILES="$nvidia_icd"
    if ! command -v iree-run-module > /dev/null; then
        python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
            --target /tmp/site "$DEV"/whl/*.whl
        export PYTHONPATH=/tmp/site${PYTHONPATH:+:$PYTHONPATH} PATH=/tmp/site/bin:$PATH
    fi
    command -v nvidia-smi > /dev/null && nvidia-smi -L | tee "$out/gpu.txt"
    set -o pipefail
    PYTHONUNBUFFERED=1 python3 benchmarks/inline_bundle.py check "$DEV/bundle" \
        --json "$out/inline_check.json" 2>&1 | tee "$out/inline_check.txt"
    ;;
*)
    sed -n '2,12p' "$0"
    exit 2
    ;;
esac
