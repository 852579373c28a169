#!/usr/bin/env bash
# Installs the Debian packages of a list that are not installed yet: tools/debian-packages.txt (what
# building, testing and running need) by default, or the list file given as the one argument (e.g.
# tools/debian-packages-ci.txt: clang and the fuzzer runtime, for `make fuzz` and the CI).
# Uses apt-get directly as root, else sudo; says clearly what to do when neither is possible.
#
#   tools/setup.sh                               # tools/debian-packages.txt
#   tools/setup.sh tools/debian-packages-ci.txt  # another list (a path, or a file name in tools/)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ $# -gt 1 ]; then
    echo "usage: $0 [package-list]" >&2
    exit 2
fi
list="${1:-$here/debian-packages.txt}"
if [ ! -f "$list" ] && [ -f "$here/$list" ]; then
    list="$here/$list"
fi
if [ ! -f "$list" ]; then
    echo "setup: error: no package list $list" >&2
    exit 2
fi

mapfile -t wanted < <(sed -e 's/#.*//' -e 's/[[:space:]]//g' "$list" | grep -v '^$')
missing=()
for pkg in "${wanted[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
    [ "$status" = "installed" ] || missing+=("$pkg")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

echo "setup: installing missing Debian packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
    sudo_cmd=()
elif command -v sudo >/dev/null 2>&1; then
    sudo_cmd=(sudo)
else
    echo "setup: error: these packages are missing and I cannot install them (not root, no sudo):" >&2
    echo "  ${missing[*]}" >&2
    echo "setup: ask an administrator to run: apt-get install --no-install-recommends ${missing[*]}" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
