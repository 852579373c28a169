#include "qudoku/logic/candidate_grid.h"

#include <cassert>

namespace qudoku::logic {

CandidateGrid::CandidateGrid(const Grid& grid)
    : geometry_(&Geometry::of(grid.shape())),
      values_(grid.cellCount(), 0),
      candidates_(grid.cellCount(), allDigits(grid.size())),
      cellsByValue_(grid.size()) {
    for (int cell = 0; cell < cellCount(); ++cell) {
        empty_.insert(cell);
        for (int v = 1; v <= size(); ++v) cellsByValue_[v - 1].insert(cell);
    }
    for (int cell = 0; cell < cellCount(); ++cell)
        if (grid.at(cell) != 0) {
            place(cell, grid.at(cell));
            givens_.insert(cell);
        }
}

CandidateGrid::CandidateGrid(const Grid& grid, const std::vector<DigitMask>& pencilMarks) : CandidateGrid(grid) {
    assert(pencilMarks.empty() || static_cast<int>(pencilMarks.size()) == cellCount());
    for (int cell = 0; cell < static_cast<int>(pencilMarks.size()); ++cell) {
        if (isSolved(cell) || pencilMarks[cell] == 0) continue;
        for (int v = 1; v <= size(); ++v)
            if (!(pencilMarks[cell] & digitBit(v))) eliminate(cell, v);
    }
}

void CandidateGrid::place(int cell, int value) {
    assert(!isSolved(cell) && value >= 1 && value <= size());
    for (int v = 1; v <= size(); ++v) cellsByValue_[v - 1].erase(cell);
    candidates_[cell] = 0;
    values_[cell] = static_cast<std::uint8_t>(value);
    empty_.erase(cell);
    (geometry_->peers(cell) & cellsByValue_[value - 1]).forEach([&](int peer) { eliminate(peer, value); });
}

bool CandidateGrid::eliminate(int cell, int value) {
    const DigitMask bit = digitBit(value);
    if (!(candidates_[cell] & bit)) return false;
    candidates_[cell] &= ~bit;
    cellsByValue_[value - 1].erase(cell);
    return true;
}

bool CandidateGrid::hasContradiction() const {
    bool contradiction = false;
    empty_.forEach([&](int cell) {
        if (candidates_[cell] == 0) contradiction = true;
    });
    if (contradiction) return true;
    for (int h = 0; h < geometry_->houseCount(); ++h) {
        DigitMask placed = 0;
        DigitMask possible = 0;
        for (int cell : geometry_->house(h).cells) {
            if (int v = values_[cell]) {
                if (placed & digitBit(v)) return true; // the same value twice
                placed |= digitBit(v);
            }
            possible |= candidates_[cell];
        }
        if ((placed | possible) != allDigits(size())) return true;
    }
    return false;
}

Grid CandidateGrid::grid() const {
    Grid grid(shape());
    for (int cell = 0; cell < cellCount(); ++cell) grid.set(cell, values_[cell]);
    return grid;
}

} // namespace qudoku::logic
