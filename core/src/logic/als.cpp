#include "logic/als.h"

namespace qudoku::logic::detail {

namespace {

// Larger sets are left out (see als.h).
int maxAlsSize(const CandidateGrid& state) { return state.size() <= 9 ? 4 : 3; }

// True when the set was already listed under an earlier house. Houses come rows, columns, boxes: a
// single cell is listed in its row; a set inside a box that also lies in one row or column, in that
// line. Only such sets lie in two houses.
bool listedEarlier(const Geometry& g, int house, const std::vector<int>& cells) {
    const HouseKind kind = g.house(house).kind;
    if (kind == HouseKind::Row) return false;
    if (cells.size() == 1) return true;
    if (kind != HouseKind::Box) return false;
    bool oneRow = true, oneColumn = true;
    for (int c : cells) {
        oneRow = oneRow && g.rowHouse(c) == g.rowHouse(cells.front());
        oneColumn = oneColumn && g.columnHouse(c) == g.columnHouse(cells.front());
    }
    return oneRow || oneColumn;
}

} // namespace

AlsCatalogue::AlsCatalogue(const CandidateGrid& state) : state_(&state) {
    const Geometry& g = state.geometry();
    const int maxSize = maxAlsSize(state);
    for (int h = 0; h < g.houseCount(); ++h) {
        std::vector<int> empty;
        for (int cell : g.house(h).cells)
            if (!state.isSolved(cell)) empty.push_back(cell);
        std::vector<int> chosen;
        auto recurse = [&](auto&& self, std::size_t start, DigitMask values) -> void {
            if (!chosen.empty() && std::popcount(values) == static_cast<int>(chosen.size()) + 1 &&
                !listedEarlier(g, h, chosen)) {
                Als als;
                for (int c : chosen) als.cells.insert(c);
                als.values = values;
                als.size = static_cast<int>(chosen.size());
                als.house = h;
                sets_.push_back(als);
            }
            if (static_cast<int>(chosen.size()) == maxSize) return;
            for (std::size_t i = start; i < empty.size(); ++i) {
                const DigitMask next = values | state.candidates(empty[i]);
                // An ALS has one value more than cells; more than maxSize + 1 values can never shrink.
                if (std::popcount(next) > maxSize + 1) continue;
                chosen.push_back(empty[i]);
                self(self, i + 1, next);
                chosen.pop_back();
            }
        };
        recurse(recurse, 0, 0);
    }
    // Per set and value: the value's cells in the set, and the cells that see all of them.
    firstSlot_.reserve(sets_.size());
    for (const Als& als : sets_) {
        firstSlot_.push_back(holding_.size());
        for (DigitMask m = als.values; m; m &= m - 1) {
            const int v = std::countr_zero(m) + 1;
            const CellSet cells = als.cells & state.cellsWithCandidate(v);
            CellSet seen = g.peers(cells.first());
            cells.forEach([&](int c) { seen &= g.peers(c); });
            holding_.push_back(cells);
            seeingAll_.push_back(seen);
        }
    }
}

DigitMask AlsCatalogue::restrictedCommons(std::size_t i, std::size_t j) const {
    const DigitMask common = sets_[i].values & sets_[j].values;
    if (!common || sets_[i].cells.intersects(sets_[j].cells)) return 0;
    DigitMask restricted = 0;
    for (DigitMask m = common; m; m &= m - 1) {
        const int x = std::countr_zero(m) + 1;
        if (holding(j, x).isSubsetOf(seeingAll(i, x))) restricted |= digitBit(x);
    }
    return restricted;
}

CellSet AlsCatalogue::seeingBoth(std::size_t i, std::size_t j, int v) const {
    return seeingAll(i, v) & seeingAll(j, v) & state_->cellsWithCandidate(v);
}

} // namespace qudoku::logic::detail
