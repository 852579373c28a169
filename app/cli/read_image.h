#pragma once
// qudoku-cli --read-image FILE...: the puzzle in each picture (a photo, a scan, a screenshot), one line
// per file in order (docs/cli.md, "Reading pictures").
//
//   found       the puzzle in the line format (81 symbols, '.' empty); --json: {"file", "found": true,
//               "puzzle", "corners": [[x, y] × 4], "suspect": [cells 0–80], "solutions": 0|1|2}
//   no grid     an empty line (--json: "found": false and "problem"), "FILE: no grid found" on
//               standard error, exit 1
//   bad file    an empty line (--json: "found": false, "problem" and "error"), the reason on standard
//               error (what the file is, what was expected), exit 2: missing, not a picture, damaged,
//               or larger than vision::kMaxPixels by its header (refused before decoding)
//   --timeout   a file whose reading (and count) takes longer gives up: an empty line, exit 1
// With -j n, n files are read at once; the lines still come out in the files' order.

#include "options.h"
#include "output.h"

namespace qudoku::cli {

ExitCode readImages(const CliOptions& options, StdoutBuffer& out);

} // namespace qudoku::cli
