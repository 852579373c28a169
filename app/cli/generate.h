#pragma once
// qudoku-cli --generate N: N new puzzles on standard output, one per line in the line format, each
// followed by a blank and its rating fields as --rate prints them, so the output reads straight back
// into qudoku-cli:
//
//   .2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534. er=2.6 score=612 ...
//
// Puzzle i comes from the seed puzzleSeed(seed, i), so a run is the same for a seed whatever -j is: the
// workers take the next index, and this thread writes the puzzles in index order as they come in, no
// more than a few per worker ahead (memory stays small for any N). On a terminal, standard error shows
// how far the run has come.

#include "options.h"
#include "output.h"

namespace qudoku::cli {

ExitCode generatePuzzles(const CliOptions& options, StdoutBuffer& out);

} // namespace qudoku::cli
