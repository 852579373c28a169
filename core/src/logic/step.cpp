#include "qudoku/logic/step.h"

namespace qudoku::logic {

void applyStep(CandidateGrid& grid, const Step& step) {
    for (const CellValue& p : step.placements)
        if (!grid.isSolved(p.cell)) grid.place(p.cell, p.value);
    for (const CellValue& e : step.eliminations) grid.eliminate(e.cell, e.value);
}

double chainLengthPenalty(int links) {
    double penalty = 0.0;
    int limit = 4;
    bool growByHalf = true;
    while (links > limit) {
        penalty += 0.1;
        limit = growByHalf ? limit * 3 / 2 : limit * 4 / 3;
        growByHalf = !growByHalf;
    }
    return penalty;
}

} // namespace qudoku::logic
