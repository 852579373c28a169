#include "qudoku/logic/mistakes.h"

#include <cassert>

namespace qudoku::logic {

std::vector<Mistake> findMistakes(const Grid& current, const std::vector<DigitMask>& pencilMarks,
                                  const Grid& solution) {
    assert(current.shape() == solution.shape());
    std::vector<Mistake> mistakes;
    for (int cell = 0; cell < current.cellCount(); ++cell) {
        const int truth = solution.at(cell);
        if (current.at(cell) != 0) {
            if (current.at(cell) != truth) mistakes.push_back({cell, current.at(cell), MistakeKind::WrongDigit});
            continue;
        }
        if (cell < static_cast<int>(pencilMarks.size()) && pencilMarks[cell] != 0 &&
            !(pencilMarks[cell] & digitBit(truth)))
            mistakes.push_back({cell, truth, MistakeKind::TrueDigitMissing});
    }
    return mistakes;
}

} // namespace qudoku::logic
