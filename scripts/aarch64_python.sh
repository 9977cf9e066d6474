#!/usr/bin/env bash
# An emulated Linux aarch64 CPython 3.11 on an x86_64 Debian 12 machine, for testing the
# pure-Python wheel on a platform the engine is not built for (tests/test_wheel.py,
# test_pure_wheel_on_emulated_linux_aarch64; slow, skipped where this was not run).
#
#   sudo bash scripts/aarch64_python.sh [ROOT]     # default ROOT: /opt/arm64root
#
# Debian's arm64 python3.11 packages unpacked into ROOT (dpkg -x: nothing is installed for
# the host's architecture), qemu-user-static, and a binfmt_misc entry with the F flag so
# that aarch64 programs the interpreter starts (iree-compile, iree-run-module) run too.
# Prints the interpreter's path; run it with QEMU_LD_PREFIX=ROOT in the environment.
set -euo pipefail
ROOT=${1:-/opt/arm64root}
PACKAGES="python3.11-minimal libpython3.11-minimal libpython3.11-stdlib python3.11-venv
  libc6 zlib1g libexpat1 libffi8 libssl3 libbz2-1.0 liblzma5 libsqlite3-0 libstdc++6 libgcc-s1
  libncursesw6 libtinfo6 libreadline8 libuuid1 libcrypt1 libdb5.3 libgdbm6 libnsl2 libtirpc3
  libzstd1 libgssapi-krb5-2 libkrb5-3 libk5crypto3 libcom-err2 libkrb5support0 libkeyutils1"

if [ "$(id -u)" != 0 ]; then
  echo "run as root (apt-get, binfmt_misc)" >&2
  exit 1
fi
if [ ! -x "$ROOT/usr/bin/python3.11" ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q qemu-user-static >/dev/null
  dpkg --add-architecture arm64
  apt-get update -q >/dev/null
  debs=$(mktemp -d)
  chmod 777 "$debs"
  (cd "$debs" && apt-get download -q $(for p in $PACKAGES; do echo "$p:arm64"; done) \
     python3-pip-whl python3-setuptools-whl media-types >/dev/null)
  mkdir -p "$ROOT"
  for deb in "$debs"/*.deb; do dpkg -x "$deb" "$ROOT"; done
  rm -rf "$debs"
fi
BINFMT=/proc/sys/fs/binfmt_misc
[ -e "$BINFMT/register" ] || mount -t binfmt_misc binfmt_misc "$BINFMT"
if [ ! -e "$BINFMT/qemu-aarch64" ]; then
  # ELF64, little-endian, e_machine 0xb7 (AArch64); F: the interpreter is opened now, so it
  # is found from any mount namespace
  printf '%s' ':qemu-aarch64:M::\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\xb7\x00:\xff\xff\xff\xff\xff\xff\xff\x00\xff\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff:/usr/bin/qemu-aarch64-static:F' \
    > "$BINFMT/register"
fi
QEMU_LD_PREFIX="$ROOT" "$ROOT/usr/bin/python3.11" -c "import platform; assert platform.machine() == 'aarch64'"
echo "$ROOT/usr/bin/python3.11"
