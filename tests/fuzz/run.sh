#!/usr/bin/env bash
# Runs the libFuzzer targets of tests/fuzz (built by the fuzz preset: `make fuzz` builds them and
# calls this), each for a while on a copy of its seed corpus, and fails if any of them crashes.
#
#   tests/fuzz/run.sh [--seconds N] [--build DIR] [TARGET...]
#
#   --seconds N   how long each target runs (default: $FUZZ_SECONDS, else 60)
#   --build DIR   the fuzz preset's build directory (default: build/fuzz)
#   TARGET        reader, savefile, pencilmarks, solve, solve-baseline, generate, fpuzzles, killer, image (default: all of
#                 them, in this order); solve-baseline is fuzz_solve on the baseline copy of the 9×9
#                 engine (QUDOKU_FAST9_ISA=baseline: solve fuzzes the copy the processor gets, AVX2
#                 on most), with a corpus folder of its own
#
# Each target fuzzes DIR/corpus/<target>, filled first with tests/fuzz/corpus/<target> and
# tests/fuzz/regressions/<target> (what it finds stays there for the next run; the repository is
# never written to). Crashes, timeouts and out-of-memory inputs go to DIR/artifacts/<target>/, the
# full log to DIR/logs/<target>.log. At the end: one line per target, and for a finding the input's
# path and the command that replays it. Exit status: 0 when no target found anything, else 1.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"

seconds="${FUZZ_SECONDS:-60}"
build="$root/build/fuzz"
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --build) build="$(cd "$2" && pwd)"; shift 2 ;;
    -h | --help) sed -n '2,17p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "run.sh: unknown option $1" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
    esac
done
if [ ${#targets[@]} -eq 0 ]; then
    targets=(reader savefile pencilmarks solve solve-baseline generate fpuzzles killer)
    # image: only in a build with the picture reader (QUDOKU_VISION).
    if [ -x "$build/tests/fuzz/fuzz_image" ]; then targets+=(image); fi
fi

# The largest input each target takes: room for its biggest seed and some, no more (a longer input
# only makes each execution slower: 16×16 grids and saves are the big ones).
max_len() {
    case "$1" in
    reader) echo 4096 ;;
    savefile) echo 8192 ;;
    pencilmarks) echo 2048 ;;
    solve | solve-baseline) echo 1024 ;;
    generate) echo 256 ;;
    fpuzzles) echo 16384 ;; # f-puzzles documents of the seeds: 0.5-10 KB
    killer) echo 2048 ;; # a SudoCue killer line is 300-500 bytes, a compact one 81
    image) echo 16384 ;; # the seeds are 0.1-10 KB pictures
    *) echo "run.sh: no fuzz target '$1' (reader, savefile, pencilmarks, solve, solve-baseline, generate, fpuzzles, killer, image)" >&2; return 1 ;;
    esac
}

# Readable reports: llvm-symbolizer names the functions and lines in ASan's and UBSan's stacks.
symbolizer="$(command -v llvm-symbolizer-14 || command -v llvm-symbolizer || true)"
[ -z "$symbolizer" ] || export ASAN_SYMBOLIZER_PATH="$symbolizer" UBSAN_SYMBOLIZER_PATH="$symbolizer"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1}"

summary=()
failed=0
for target in "${targets[@]}"; do
    len="$(max_len "$target")" || exit 2
    name="${target%-baseline}" # the fuzz target's own name (its binary, seeds and dictionary)
    copy=()                    # the 9×9 engine's copy: the processor's, or the baseline
    [ "$name" = "$target" ] || copy=(env QUDOKU_FAST9_ISA=baseline)
    binary="$build/tests/fuzz/fuzz_$name"
    if [ ! -x "$binary" ]; then
        echo "run.sh: $binary is missing: build the fuzz preset first (make fuzz does)" >&2
        exit 2
    fi
    corpus="$build/corpus/$target"
    artifacts="$build/artifacts/$target"
    log="$build/logs/$target.log"
    mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
    for seeds in "$here/corpus/$name" "$here/regressions/$name"; do
        [ -d "$seeds" ] && cp -n "$seeds"/* "$corpus"/ 2>/dev/null || true
    done
    dict=()
    [ -f "$here/$name.dict" ] && dict=("-dict=$here/$name.dict")

    echo "=== fuzz_$target: ${seconds} s, inputs up to $len bytes, corpus $corpus"
    status=0
    "${copy[@]}" "$binary" -max_total_time="$seconds" -max_len="$len" -timeout=30 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$artifacts/" "${dict[@]}" "$corpus" >"$log" 2>&1 || status=$?
    done_line="$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1 || true)"
    if [ "$status" -eq 0 ]; then
        echo "    ${done_line:-finished}"
        summary+=("ok       fuzz_$target  ${done_line}")
        continue
    fi
    failed=1
    input="$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -n 1)"
    echo "    FAILED (exit status $status); the end of $log:"
    tail -n 60 "$log" | sed 's/^/    | /'
    if [ -n "$input" ]; then
        echo "    the input: $input"
        echo "    replay it: $binary $input"
        summary+=("FINDING  fuzz_$target  input $input")
    else
        summary+=("FAILED   fuzz_$target  exit status $status, see $log")
    fi
done

echo "=== summary"
printf '%s\n' "${summary[@]}"
exit "$failed"
