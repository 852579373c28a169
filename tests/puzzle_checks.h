#pragma once
// What the generator promises about a puzzle, checked from scratch with the fast solver: the suites of
// core (tst_generator), the CLI (tst_cli_generate) and the app (tst_ui_newgame) share these, so the
// three check the same properties the same way. Plain C++ on qudoku_core.

#include <algorithm>
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

// How much of the start of a jigsaw's layout moves is left in sight (issue 33's 16×16 jigsaws):
// over the regions, the mean largest share of a region in one box (rows for sizes without boxes,
// whose Rules::gridShape is one row of N), 1 for the boxes themselves. Random layouts drawn
// without a grid (9×9 to 16×16) come to 0.5-0.65. The generator's suite and its bench share it.
inline double jigsawBoxShare(const Rules& rules) {
    const int n = rules.size;
    const Shape boxes = rules.gridShape();
    double sum = 0;
    for (int region = 0; region < n; ++region) {
        std::vector<int> inBox(static_cast<std::size_t>(n), 0);
        for (int c = 0; c < n * n; ++c)
            if (rules.regions[static_cast<std::size_t>(c)] == region) ++inBox[static_cast<std::size_t>(boxes.boxOf(c))];
        sum += static_cast<double>(*std::max_element(inBox.begin(), inBox.end())) / n;
    }
    return sum / n;
}

} // namespace qudoku::test
