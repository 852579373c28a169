// The rule of 45 (issue 34): innies and outies of killer cages over a union of houses.
//
// Take k houses that share no cell (1 to 3 consecutive rows, 1 to 3 consecutive columns, a box or
// region, 2 or 3 boxes side by side in a band or a stack): every digit is in each once, so their
// cells add up to k·N(N+1)/2 (45, 90, 135 on 9×9). Against that, the killer cages with a sum:
//   - innies: the cages lying wholly inside add up to S; the union's other cells (in no cage, or in
//     a cage reaching outside) add up to the total less S;
//   - outies: when every cell of the union is in a cage with a sum, the cages that meet it add up
//     to T; their cells outside the union add up to T less the total.
// Either is a sum over a few cells (1 to kMaxCells), which the cells' candidates then narrow: a cell
// keeps a digit when some filling of the cells adds up to the sum, with cells that see each other
// (Geometry::sees: a house, a cage, a knight's move) holding different digits. The cells of the
// sum may repeat a digit when they do not see each other (an outie in row 4 and one in row 6).
//
// Sound whatever else the rules say: the totals rest on complete houses and the cages' sums only.
// Not applied when a cell of the union is in two cages with a sum (overlapping cages, which
// f-puzzles allows: the sums would count it twice) or a cage has no sum.
//
// The step as data: the union's houses (Role::Base), the innie or outie cells (Defining), each cell
// that loses candidates with the ones it keeps (Target), constraintNumber the sum, values the digits
// kept. Innies and outies are rows of their own (technique.cpp).

#include <algorithm>
#include <bit>
#include <optional>
#include <vector>

#include "logic/finders.h"

namespace qudoku::logic::detail {

namespace {

constexpr int kMaxCells = 4; // the most cells an innie or outie sum is narrowed over

struct Cage {
    std::vector<int> cells;
    int sum = 0;
};

// Each cell's candidates, or its digit when solved.
DigitMask maskOf(const CandidateGrid& state, int cell) {
    return state.isSolved(cell) ? digitBit(state.value(cell)) : state.candidates(cell);
}

// The digits each of `cells` takes in some filling adding up to `sum` (cells that see each other
// differ); false when there is none.
bool supported(const CandidateGrid& state, const std::vector<int>& cells, int sum, std::vector<DigitMask>& kept) {
    const Geometry& g = state.geometry();
    const int k = static_cast<int>(cells.size());
    kept.assign(cells.size(), 0);
    std::vector<int> chosen(cells.size(), 0);
    bool any = false;
    const auto place = [&](auto&& self, int i, int left) -> void {
        if (i == k) {
            if (left != 0) return;
            any = true;
            for (int j = 0; j < k; ++j) kept[j] |= digitBit(chosen[j]);
            return;
        }
        for (DigitMask m = maskOf(state, cells[i]); m; m &= m - 1) {
            const int d = std::countr_zero(m) + 1;
            if (d > left) break;
            bool clash = false;
            for (int j = 0; j < i && !clash; ++j) clash = chosen[j] == d && g.sees(cells[j], cells[i]);
            if (clash) continue;
            chosen[i] = d;
            self(self, i + 1, left - d);
        }
    };
    place(place, 0, sum);
    return any;
}

// The unions of houses the rule is tried on, smallest first (Geometry's house indices).
std::vector<std::vector<int>> unions(const Geometry& g) {
    const int n = g.size();
    std::vector<std::vector<int>> out;
    for (int b = 0; b < n; ++b) out.push_back({2 * n + b}); // each box or region
    for (int k = 1; k <= 3; ++k)
        for (int first = 0; first + k <= n; ++first) {
            std::vector<int> rows, columns;
            for (int i = 0; i < k; ++i) rows.push_back(first + i), columns.push_back(n + first + i);
            out.push_back(rows);
            out.push_back(columns);
        }
    if (g.hasBoxes()) { // boxes side by side: 2 or 3 in a band, 2 or 3 in a stack
        const Shape s = g.shape();
        const int across = n / s.boxCols, down = n / s.boxRows; // boxes in a band, in a stack
        for (int k = 2; k <= 3; ++k) {
            for (int band = 0; band < down; ++band)
                for (int first = 0; first + k <= across; ++first) {
                    std::vector<int> boxes;
                    for (int i = 0; i < k; ++i) boxes.push_back(2 * n + band * across + first + i);
                    out.push_back(boxes);
                }
            for (int stack = 0; stack < across; ++stack)
                for (int first = 0; first + k <= down; ++first) {
                    std::vector<int> boxes;
                    for (int i = 0; i < k; ++i) boxes.push_back(2 * n + (first + i) * across + stack);
                    out.push_back(boxes);
                }
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.size() < b.size(); });
    return out;
}

std::optional<Step> narrowSum(const CandidateGrid& state, Technique technique, const std::vector<int>& houses,
                              const std::vector<int>& cells, int sum) {
    std::vector<DigitMask> kept;
    if (!supported(state, cells, sum, kept)) return std::nullopt; // a contradiction: the engine's to find
    Step step = makeStep(technique);
    for (std::size_t i = 0; i < cells.size(); ++i)
        if (!state.isSolved(cells[i])) addEliminations(step, state, cells[i], state.candidates(cells[i]) & ~kept[i]);
    if (step.eliminations.empty()) return std::nullopt;
    for (int h : houses) step.houses.push_back({h, Role::Base});
    for (int cell : cells) step.marks.push_back({{cell, 0}, Role::Defining});
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (state.isSolved(cells[i]) || !(state.candidates(cells[i]) & ~kept[i])) continue;
        for (DigitMask m = state.candidates(cells[i]) & kept[i]; m; m &= m - 1)
            step.marks.push_back({{cells[i], std::countr_zero(m) + 1}, Role::Target});
    }
    step.constraintNumber = sum;
    for (DigitMask m : kept) step.values |= m;
    return step;
}

std::optional<Step> findRuleOf45(const CandidateGrid& state, bool innies) {
    const Geometry& g = state.geometry();
    const int n = g.size();
    std::vector<Cage> cages;
    for (const Constraint& c : g.rules().constraints) {
        if (c.kind != ConstraintKind::KillerCage || c.cells.empty()) continue;
        if (c.values.empty()) return std::nullopt; // a cage without a sum: the totals are unknown
        cages.push_back({c.cells.front(), c.values.front()});
    }
    if (cages.empty()) return std::nullopt;
    std::vector<int> cageOf(static_cast<std::size_t>(g.cellCount()), -1);
    for (int i = 0; i < static_cast<int>(cages.size()); ++i)
        for (int cell : cages[i].cells) {
            if (cageOf[cell] >= 0) return std::nullopt; // overlapping cages (see the top of the file)
            cageOf[cell] = i;
        }
    const int houseTotal = n * (n + 1) / 2;
    for (const std::vector<int>& houses : unions(g)) {
        CellSet in;
        for (int h : houses) in |= g.houseCells(h);
        const int total = houseTotal * static_cast<int>(houses.size());
        // The cages that meet the union: wholly inside, or reaching out.
        std::vector<char> meets(cages.size(), 0);
        in.forEach([&](int cell) {
            if (cageOf[cell] >= 0) meets[cageOf[cell]] = 1;
        });
        int inside = 0, meeting = 0;
        std::vector<int> innieCells, outieCells;
        for (std::size_t i = 0; i < cages.size(); ++i) {
            if (!meets[i]) continue;
            meeting += cages[i].sum;
            const bool whole = std::all_of(cages[i].cells.begin(), cages[i].cells.end(), [&](int c) { return in.contains(c); });
            if (whole) {
                inside += cages[i].sum;
                continue;
            }
            for (int c : cages[i].cells) (in.contains(c) ? innieCells : outieCells).push_back(c);
        }
        if (innies) {
            in.forEach([&](int cell) {
                if (cageOf[cell] < 0) innieCells.push_back(cell);
            });
            std::sort(innieCells.begin(), innieCells.end());
            if (innieCells.empty() || static_cast<int>(innieCells.size()) > kMaxCells) continue;
            if (auto step = narrowSum(state, Technique::Innies, houses, innieCells, total - inside)) return step;
        } else {
            bool covered = true;
            in.forEach([&](int cell) { covered = covered && cageOf[cell] >= 0; });
            std::sort(outieCells.begin(), outieCells.end());
            if (!covered || outieCells.empty() || static_cast<int>(outieCells.size()) > kMaxCells) continue;
            if (auto step = narrowSum(state, Technique::Outies, houses, outieCells, meeting - total)) return step;
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Step> findInnies(const CandidateGrid& state, const FindContext&) { return findRuleOf45(state, true); }
std::optional<Step> findOuties(const CandidateGrid& state, const FindContext&) { return findRuleOf45(state, false); }

} // namespace qudoku::logic::detail
