#include "analysis/puzzlefacts.h"

namespace qudoku::ui {

std::vector<CellAlternative> PuzzleFacts::differences() const {
    std::vector<CellAlternative> out;
    if (!hasSeveral()) return out;
    const Grid& a = solutions[0];
    const Grid& b = solutions[1];
    for (int cell = 0; cell < a.cellCount(); ++cell)
        if (a.at(cell) != b.at(cell)) out.push_back({cell, a.at(cell), b.at(cell)});
    return out;
}

PuzzleFacts findPuzzleFacts(const Grid& givens, std::stop_token stop) {
    return findPuzzleFacts(givens, Rules::classic(givens.size()), std::move(stop));
}

PuzzleFacts findPuzzleFacts(const Grid& givens, const Rules& rules, std::stop_token stop) {
    SolveOptions options;
    options.limit = 2;
    options.keep = 2;
    options.stop = std::move(stop);
    SolveResult result = rules.isClassic() ? solve(givens, options) : solve(givens, rules, options);
    PuzzleFacts facts;
    facts.givens = givens;
    facts.rules = rules;
    facts.status = result.status;
    facts.conflicts = std::move(result.conflicts);
    if (result.status != SolveStatus::Cancelled) facts.solutions = std::move(result.solutions);
    return facts;
}

} // namespace qudoku::ui
