#!/bin/sh
# Regenerates docs/screenshots/*.png by driving the real main window (qudoku --screenshots DIR,
# a hidden option: see app/gui/screenshots.cpp) on the offscreen platform, then checks their size.
# Usage: tools/screenshots.sh [BUILD_DIR]   (default: build/gui)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build/gui}
out=$here/docs/screenshots
mkdir -p "$out"
QT_QPA_PLATFORM=offscreen "$build/app/gui/qudoku" --screenshots "$out"
for f in "$out"/*.png; do
    size=$(wc -c < "$f")
    [ "$size" -lt 204800 ] || { echo "$f is $size bytes (over 200 KB)" >&2; exit 1; }
done
ls -l "$out"
