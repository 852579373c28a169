#!/bin/sh
# Regenerates resources/puzzles/{easy,medium,hard}.txt (the puzzles bundled into the app) from the
# public sets in ../shared/data. Deterministic: takes every k-th eligible puzzle, 50 per level.
# Usage: tools/make_puzzles.sh [DATA_DIR]   (default: ../shared/data beside the checkout)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
data=${1:-$here/../shared/data}
out=$here/resources/puzzles
per_level=50

# pick FILE: every k-th line of stdin so that $per_level lines are spread over the whole input
pick() {
    awk -v n="$per_level" '{ l[NR] = $0 } END { step = NR / n; for (i = 0; i < n; i++) print l[int(i * step) + 1] }'
}

{
    echo "# Easy: 50 newspaper-style puzzles (30-36 givens) from kaggle_regen/puzzles0_kaggle_regen_10k"
    echo "# (a regeneration with the public Kaggle 1M-sudoku generator, github.com/Kyubyong/sudoku)."
    grep -v '^#' "$data/kaggle_regen/puzzles0_kaggle_regen_10k" | pick
} > "$out/easy.txt"

se=$data/se_rated/sudoku_exchange_diabolical_2020-06-25.txt
{
    echo "# Medium: 50 puzzles rated 5.0-5.5 by Sudoku Explainer, from the Sudoku Exchange puzzle bank"
    echo "# (sudoku_exchange_diabolical_2020-06-25.txt, public domain; see LICENSE_sudoku_exchange.txt)."
    awk '$3 <= 5.5 { gsub(/0/, ".", $2); print $2 }' "$se" | pick
} > "$out/medium.txt"

{
    echo "# Hard: 50 puzzles rated 8.3-9.0 by Sudoku Explainer, from the Sudoku Exchange puzzle bank"
    echo "# (sudoku_exchange_diabolical_2020-06-25.txt, public domain; see LICENSE_sudoku_exchange.txt)."
    awk '$3 >= 8.3 && $3 <= 9.0 { gsub(/0/, ".", $2); print $2 }' "$se" | pick
} > "$out/hard.txt"

cp "$data/se_rated/LICENSE_sudoku_exchange.txt" "$out/LICENSE_sudoku_exchange.txt"
wc -l "$out"/*.txt
