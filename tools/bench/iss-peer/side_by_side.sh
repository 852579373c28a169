#!/bin/sh
# Issue 34, section 5: the Interactive Sudoku Solver's hard killer sets counted to 2 by three solvers
# in one run, each pinned to one core: ISS's own solver (count2.mjs here), Qudoku
# (qudoku-variant-bench --fpuzzles, release preset) and SudokuVariantSolverJS
# (tools/bench/variant-peer/count2.ts --jsonl). Benchmark-only; README.md here says how to set up.
#
#   tools/bench/iss-peer/side_by_side.sh ISS_CHECKOUT SVS_CHECKOUT QUDOKU_BENCH OUT_DIR [PASSES] [TIMEOUT_S] [CORE]
#
# Each puzzle of Qudoku and SudokuVariantSolverJS runs in its own process under `timeout` (a hard
# killer can take either of them minutes; ISS runs all in one process, without a limit, as its own
# benchmark runner does). Writes OUT_DIR/{puzzles.jsonl,iss.jsonl,qudoku.jsonl,svs.jsonl}; then
# compare.py OUT_DIR prints the tables.
set -eu
iss=$1 svs=$2 bench=$3 out=$4 passes=${5:-1} limit=${6:-10} core=${7:-1}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/one"
: > "$out/qudoku.jsonl"
: > "$out/svs.jsonl"
taskset -c "$core" node "$here/count2.mjs" --iss "$iss" --passes "$passes" --write "$out/puzzles.jsonl" > "$out/iss.jsonl"
i=0
while IFS= read -r line; do
    i=$((i + 1))
    printf '%s\n' "$line" > "$out/one/$i.jsonl"
    if r=$(timeout "$limit" taskset -c "$core" "$bench" --fpuzzles "$out/one/$i.jsonl" --rounds "$passes"); then
        printf '%s\n' "$r" | sed "s/\"line\": 1/\"line\": $i/" >> "$out/qudoku.jsonl"
    else
        printf '{"line": %d, "count": -1, "timeout": %s}\n' "$i" "$limit" >> "$out/qudoku.jsonl"
    fi
    if r=$(cd "$svs" && timeout "$limit" taskset -c "$core" npx tsx "$here/../variant-peer/count2.ts" --passes "$passes" --jsonl "$out/one/$i.jsonl"); then
        printf '%s\n' "$r" >> "$out/svs.jsonl"
    else
        printf '{"index": %d, "count": -1, "timeout": %s}\n' "$i" "$limit" >> "$out/svs.jsonl"
    fi
done < "$out/puzzles.jsonl"
