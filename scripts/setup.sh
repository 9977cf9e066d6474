#!/usr/bin/env bash
# Installs what iree-vkfft needs to build and run on Debian/Ubuntu: a C++ toolchain, CMake
# inputs, the Vulkan loader and headers, Mesa's lavapipe (a CPU Vulkan driver, so a machine
# without a GPU still has a device), glslang and SPIRV-Tools. Installs only what is missing;
# as non-root, prints the exact command instead.
set -euo pipefail
packages=(build-essential libvulkan-dev mesa-vulkan-drivers glslang-dev spirv-tools)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: system packages present (${packages[*]})"
  exit 0
fi
if ! command -v apt-get >/dev/null; then
  echo "setup: not a Debian-like system; install the equivalents of: ${missing[*]}" >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "setup: missing packages: ${missing[*]}" >&2
  echo "run: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}"
