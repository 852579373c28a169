#!/usr/bin/env bash
# The AVX2 copy of the 9×9 engine (core/src/solvers/fast9_avx2.cpp) must not leave AVX2 code where
# the baseline could call it: every function it defines with external or weak linkage, but its entry
# point searchFast9Avx2, has to be free of VEX-encoded instructions (a weak function, such as a
# std::vector member instantiated there, is shared with the baseline by the linker, which keeps one
# body). fast9.cpp's header has the rules; this checks the object files the build made.
#
#   check_fast9_copies.sh LIBRARY.a   (qudoku_core's archive; its fast9_avx2 member is checked)
#   check_fast9_copies.sh OBJECT.o    (that object itself)
set -euo pipefail
input="$1"
object="$input"
if [ "${input%.a}" != "$input" ]; then
    member=$(ar t "$input" | grep -E '^fast9_avx2\.cpp\.o$' || true)
    if [ -z "$member" ]; then
        echo "$input has no fast9_avx2 member: this build has no AVX2 copy (not x86-64); nothing to check"
        exit 0
    fi
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    object="$work/$member"
    ar p "$input" "$member" >"$object"
fi
symbols=$(nm --defined-only "$object")
shared=$(echo "$symbols" | awk '$2 ~ /^[TWV]$/ {print $3}' | grep -v 'searchFast9Avx2' | grep -v '^DW\.ref\.' || true)
bad=0
checked=0
for symbol in $shared; do
    checked=$((checked + 1))
    vex=$(objdump -d --no-show-raw-insn "--disassemble=$symbol" "$object" | grep -cE '^\s+[0-9a-f]+:\s+v[a-z0-9]+\s' || true)
    if [ "$vex" -gt 0 ]; then
        echo "FAIL: $(echo "$symbol" | c++filt) in $object has $vex VEX-encoded instructions, and the linker may use it for the baseline copy"
        bad=1
    fi
done
if ! echo "$symbols" | grep -q 'searchFast9Avx2'; then
    echo "FAIL: $object does not define searchFast9Avx2"
    bad=1
fi
sanity=$(objdump -d --no-show-raw-insn "$object" | grep -cE '^\s+[0-9a-f]+:\s+v[a-z0-9]+\s' || true)
if [ "$sanity" -eq 0 ]; then
    echo "FAIL: $object has no VEX-encoded instruction at all: is it compiled for AVX2?"
    bad=1
fi
echo "$object: $checked shared functions besides the entry point checked, $sanity VEX instructions in all"
exit $bad
