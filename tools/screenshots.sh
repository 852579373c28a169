#!/bin/sh
# Regenerates docs/screenshots/*.png by driving the real main window (qudoku-screenshots DIR, a
# tool target of its own: tools/screenshots/), then checks their size. Runs under Xvfb
# (xvfb-run -a) when it is installed, so fonts and antialiasing are those of a real X server, else
# on the offscreen platform.
# Usage: tools/screenshots.sh [BUILD_DIR]   (default: build/dev)
# Also takes a few pictures of the app in German and Chinese (de-*.png, zh_CN-*.png).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build/dev}
out=$here/docs/screenshots
mkdir -p "$out"
shots() {
    if command -v xvfb-run >/dev/null 2>&1; then
        xvfb-run -a "$build/tools/screenshots/qudoku-screenshots" "$@"
    else
        QT_QPA_PLATFORM=offscreen "$build/tools/screenshots/qudoku-screenshots" "$@"
    fi
}
shots "$out"
# The app in its translations (Chinese needs a CJK font: fonts-noto-cjk, in the package list).
for language in de zh_CN; do shots --language "$language" "$out"; done
for f in "$out"/*.png; do
    size=$(wc -c < "$f")
    [ "$size" -lt 204800 ] || { echo "$f is $size bytes (over 200 KB)" >&2; exit 1; }
done
ls -l "$out"
