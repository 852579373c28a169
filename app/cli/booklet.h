#pragma once
// qudoku-cli --pdf: the puzzles a batch collected, laid out as a PDF booklet (render/booklet.h).

#include "batch.h"
#include "options.h"

namespace qudoku::cli {

// Writes options.booklet.path from `entries` and says so on standard output ("booklet.pdf: 12
// puzzles on 5 pages"); a file that cannot be written, or no puzzle to put in, is reported on
// standard error. Returns the exit code for the booklet's part (Success, PuzzleFailed when no puzzle
// qualified, Usage when the file could not be written).
ExitCode writeBooklet(const CliOptions& options, const std::vector<Batch::BookletEntry>& entries);

} // namespace qudoku::cli
