#pragma once
// What the generator promises about a puzzle, checked from scratch with the fast solver: the suites of
// core (tst_generator), the CLI (tst_cli_generate) and the app (tst_ui_newgame) share these, so the
// three check the same properties the same way. Plain C++ on qudoku_core.

#include <vector>

#include "qudoku/generator.h"
#include "qudoku/grid.h"
#include "qudoku/solver.h"

namespace qudoku::test {

// One flag per cell: whether it holds a clue.
inline std::vector<bool> clueCells(const Grid& puzzle) {
    std::vector<bool> cells(static_cast<std::size_t>(puzzle.cellCount()));
    for (int c = 0; c < puzzle.cellCount(); ++c) cells[static_cast<std::size_t>(c)] = puzzle.at(c) != 0;
    return cells;
}

inline bool isUnique(const Grid& puzzle) {
    SolveOptions options;
    options.limit = 2;
    return solve(puzzle, options).isUnique();
}

// A clue whose orbit under `symmetry` can be taken out with the puzzle still unique, or -1 when there
// is none (the puzzle is minimal; with a symmetry, no orbit of clues can go, the usual meaning).
inline int removableClue(const Grid& puzzle, Symmetry symmetry) {
    for (int c = 0; c < puzzle.cellCount(); ++c) {
        if (puzzle.at(c) == 0) continue;
        Grid fewer = puzzle;
        for (const int image : symmetryOrbit(puzzle.shape(), symmetry, c)) fewer.set(image, 0);
        if (isUnique(fewer)) return c;
    }
    return -1;
}

} // namespace qudoku::test
