#include "settled_doubts.h"

#include "puzzle_solutions.h"

#include <cstddef>
#include <optional>

namespace qudoku::vision {

void settleByThePuzzle(Reading& reading, const DoubtEvidence& evidence, std::stop_token stop)
{
    if (reading.suspect.empty() || static_cast<int>(reading.suspect.size()) > kMaxSettledDoubts)
        return;
    const std::optional<std::array<int, 81>> solution = onlySolution(reading.cells, stop);
    if (!solution)
        return;
    std::array<CellReading, 81> cells = reading.cells;
    for (int cell : reading.suspect) {
        const auto at = static_cast<std::size_t>(cell);
        const int read = reading.cells[at].digit;
        if (read == 0) {
            const std::optional<GlyphDigitShares>& glyph = evidence.emptyGlyph[at];
            if (!glyph || evidence.printedDigit[at] || (*glyph)[static_cast<std::size_t>((*solution)[at])] >= kNotTheDigit)
                return;
            continue;
        }
        for (int other = evidence.printedDigit[at] ? 1 : 0; other <= 9; ++other) {
            if (other == read)
                continue;
            cells[at].digit = other;
            const std::optional<int> solutions = solutionsOf(cells, stop);
            cells[at].digit = read;
            if (solutions != 0 && solutions != 2)
                return; // another reading makes a proper puzzle too (or the work was stopped)
        }
    }
    reading.suspect.clear();
}

} // namespace qudoku::vision
