#!/bin/sh
# Issue 34, section 5: ISS's solver and Qudoku's on one set's puzzles in turn, each in its own process
# pinned to one core under /usr/bin/time, with no time limit: per puzzle ISS's guesses, wall and user
# CPU seconds, then Qudoku's nodes, wall and CPU. On a machine shared with other work the CPU time is
# the steadier figure (wall time there is mostly waiting for the core). Benchmark-only.
#
#   tools/bench/iss-peer/cpu_pairs.sh ISS_CHECKOUT QUDOKU_BENCH PUZZLES_JSONL SET FIRST_LINE COUNT [CORE]
#
# PUZZLES_JSONL: count2.mjs --write's file (all four sets, in its order); FIRST_LINE: the line of the
# set's first puzzle in it (MATHEMAGIC_KILLERS: 47, 14 puzzles). Prints one line per puzzle:
#   K iss GUESSES WALL_S CPU_S qudoku NODES WALL_S CPU_S
set -eu
iss=$1 bench=$2 puzzles=$3 set=$4 first=$5 count=$6 core=${7:-1}
here=$(cd "$(dirname "$0")" && pwd)
one=$(mktemp)
trap 'rm -f "$one"' EXIT
k=1
while [ "$k" -le "$count" ]; do
    sed -n "$((first + k - 1))p" "$puzzles" > "$one"
    a=$( { /usr/bin/time -f 'T %e %U' taskset -c "$core" node "$here/count2.mjs" --iss "$iss" --passes 1 --only "$k" "$set"; } 2>&1 )
    b=$( { /usr/bin/time -f 'T %e %U' taskset -c "$core" "$bench" --fpuzzles "$one" --rounds 1; } 2>&1 )
    g=$(printf '%s' "$a" | grep -o '"guesses":[0-9]*' | grep -o '[0-9]*$')
    n=$(printf '%s' "$b" | grep -o '"nodes": [0-9]*' | grep -o '[0-9]*$')
    printf '%s iss %s %s qudoku %s %s\n' "$k" "$g" "$(printf '%s' "$a" | grep -o 'T [0-9. ]*' | cut -c3-)" "$n" "$(printf '%s' "$b" | grep -o 'T [0-9. ]*' | cut -c3-)"
    k=$((k + 1))
done
