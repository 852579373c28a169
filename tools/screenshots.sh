#!/bin/sh
# Regenerates docs/screenshots/*.png by driving the real main window (qudoku-screenshots DIR, a
# tool target of its own: tools/screenshots/), then checks their size. Runs under Xvfb
# (xvfb-run -a) when it is installed, so fonts and antialiasing are those of a real X server, else
# on the offscreen platform.
# Usage: tools/screenshots.sh [BUILD_DIR]   (default: build/dev)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build/dev}
out=$here/docs/screenshots
mkdir -p "$out"
if command -v xvfb-run >/dev/null 2>&1; then
    xvfb-run -a "$build/tools/screenshots/qudoku-screenshots" "$out"
else
    QT_QPA_PLATFORM=offscreen "$build/tools/screenshots/qudoku-screenshots" "$out"
fi
for f in "$out"/*.png; do
    size=$(wc -c < "$f")
    [ "$size" -lt 204800 ] || { echo "$f is $size bytes (over 200 KB)" >&2; exit 1; }
done
ls -l "$out"
