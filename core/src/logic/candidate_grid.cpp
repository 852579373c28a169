#include "qudoku/logic/candidate_grid.h"

#include <cassert>

namespace qudoku::logic {

CandidateGrid::CandidateGrid(const Grid& grid) : geometry_(&Geometry::of(grid.shape())) { start(grid); }

CandidateGrid::CandidateGrid(const Grid& grid, const std::vector<DigitMask>& pencilMarks) : CandidateGrid(grid) {
    narrowTo(pencilMarks);
}

CandidateGrid::CandidateGrid(const Grid& grid, const Rules& rules) {
    assert(grid.size() == rules.size);
    if (rules.isClassic()) {
        geometry_ = &Geometry::of(grid.shape());
    } else {
        owned_ = std::make_shared<const Geometry>(rules);
        geometry_ = owned_.get();
    }
    start(grid);
}

CandidateGrid::CandidateGrid(const Grid& grid, const Rules& rules, const std::vector<DigitMask>& pencilMarks)
    : CandidateGrid(grid, rules) {
    narrowTo(pencilMarks);
}

void CandidateGrid::start(const Grid& grid) {
    const int cells = geometry_->cellCount();
    values_.assign(static_cast<std::size_t>(cells), 0);
    candidates_.assign(static_cast<std::size_t>(cells), allDigits(size()));
    cellsByValue_.assign(static_cast<std::size_t>(size()), CellSet{});
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

void CandidateGrid::narrowTo(const std::vector<DigitMask>& pencilMarks) {
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
    (geometry_->housePeers(cell) & cellsByValue_[value - 1]).forEach([&](int peer) { eliminate(peer, value); });
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
    if (geometry_->isClassic()) return false;
    // Variants: a repeat among peers outside the complete houses (an extra region of fewer cells, a
    // knight's move), and placed digits against the constraints.
    for (int cell = 0; cell < cellCount(); ++cell)
        if (const int v = values_[cell]) {
            bool clash = false;
            geometry_->peers(cell).forEach([&](int peer) { clash = clash || values_[peer] == v; });
            if (clash) return true;
        }
    for (const ConstraintPiece& piece : geometry_->constraintPieces()) {
        for (const auto& [cell, allowed] : piece.allowed)
            if (values_[cell] && !(allowed & digitBit(values_[cell]))) return true;
        for (const ConstraintPiece::Relation& r : piece.relations)
            if (values_[r.a] && values_[r.b] && !(r.allowed[values_[r.a] - 1] & digitBit(values_[r.b]))) return true;
    }
    return false;
}

Grid CandidateGrid::grid() const {
    Grid grid(shape());
    for (int cell = 0; cell < cellCount(); ++cell) grid.set(cell, values_[cell]);
    return grid;
}

} // namespace qudoku::logic
