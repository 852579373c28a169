// BUG, the bivalue universal grave: sound only when the puzzle has exactly one solution (the engine
// skips these when LogicOptions::uniquenessTechniques is off).
//
// A grave is a state where every empty cell has two candidates and every value missing from a house
// has exactly two places in it. Such a state has no solution or at least two: in a solution, give
// every empty cell its other candidate instead. Each house then still holds each missing value once
// (of its two places, the one that held it now holds something else and the other holds it), so
// that is a second solution. A puzzle with one solution can therefore never reach a grave.
//
// The techniques below look at a state that would be a grave without a few "extra" candidates in a
// few cells (BUG+n: n cells with extras). At least one extra candidate is true, or the solution would
// be a solution of the grave, which then had a second one.
//   BUG+1:  one cell with extras: one of them is true, so the cell keeps only its extras (it holds
//           the extra, when it has one: three candidates).
//   Type 2: the extras are one value v in several cells: one of those cells is v, so cells that see
//           all of them lose v.
//   Type 3: the cells with extras share a house: one of them holds one of the extra values, so the
//           extra values act as one virtual cell of that house. If it and k-1 real cells of the house
//           hold only k values between them, those k values are a naked subset: the house's other
//           cells lose them.
//   Type 4: two cells with extras in one house, and a value x that is no extra but a candidate of
//           both, with no other place in the house. One of them is x, so the other holds its extra:
//           each keeps only its extras and x.
//   BUG+n:  the general rule: a candidate that would rule out every extra candidate (it sees each
//           extra of its own value, and every other extra is in its own cell) is false.
//
// Which candidates are the extras is read off the houses, as Sudoku Explainer does: where a value has
// neither zero nor two places in a house and just one of those places has three or more candidates,
// that place carries it as an extra. When all such houses concern one value v, every such place with
// three or more candidates carries v (SukakuExplainer 7c8c0bf's rule, lkSudoku's fix for type 2: a
// cell whose every house has it beside another cell with v). Whatever is picked, the finder then checks that removing the
// extras leaves a true grave (every empty cell two candidates, every missing value two places in
// every house); only then does anything follow. A position with a single still open (a value with one
// place in a house) is no grave, so no finder here ever acts on one.

#include <algorithm>
#include <bit>
#include <optional>
#include <vector>

#include "logic/finders.h"
#include "logic/techniques/combinations.h"

namespace qudoku::logic::detail {

namespace {

int onlyValue(DigitMask mask) { return std::countr_zero(mask) + 1; }

// The cells with extra candidates (ascending) and their extras.
struct Grave {
    std::vector<int> cells;
    std::vector<DigitMask> extras; // extras[i] belongs to cells[i]
    DigitMask values = 0;          // every extra value
};

// The extras that turn `state` into a grave, when the houses show which they are and they do.
std::optional<Grave> findGrave(const CandidateGrid& state) {
    const Geometry& g = state.geometry();
    const int n = state.size();
    std::vector<DigitMask> extra(state.cellCount(), 0);
    DigitMask oddValues = 0; // the values with neither zero nor two places in some house
    CellSet oddPlaces;       // their places with three or more candidates there
    for (int h = 0; h < g.houseCount(); ++h)
        for (int v = 1; v <= n; ++v) {
            const CellSet places = g.houseCells(h) & state.cellsWithCandidate(v);
            const int count = places.count();
            if (count == 0 || count == 2) continue;
            int poly = -1, polyCount = 0;
            places.forEach([&](int cell) {
                if (std::popcount(state.candidates(cell)) < 3) return;
                poly = cell;
                ++polyCount;
                oddPlaces.insert(cell);
            });
            if (polyCount == 0) return std::nullopt; // bivalue cells alone keep v off two places: no grave
            oddValues |= digitBit(v);
            if (polyCount == 1) extra[poly] |= digitBit(v);
            // Several: undecided here; another house of those cells decides, the rule below, or the
            // check below fails.
        }
    if (std::popcount(oddValues) == 1) oddPlaces.forEach([&](int cell) { extra[cell] |= oddValues; });
    Grave grave;
    bool grave2 = true;
    state.emptyCells().forEach([&](int cell) {
        if (std::popcount(state.candidates(cell) & ~extra[cell]) != 2) grave2 = false;
        if (!extra[cell]) return;
        grave.cells.push_back(cell);
        grave.extras.push_back(extra[cell]);
        grave.values |= extra[cell];
    });
    if (!grave2 || grave.cells.empty()) return std::nullopt; // no extras at all: a grave already
    // Without the extras, every value missing from a house has exactly two places in it.
    std::vector<int> places(static_cast<std::size_t>(n) + 1);
    for (int h = 0; h < g.houseCount(); ++h) {
        std::fill(places.begin(), places.end(), 0);
        DigitMask placed = 0;
        for (int cell : g.house(h).cells) {
            if (state.isSolved(cell)) placed |= digitBit(state.value(cell));
            for (DigitMask m = state.candidates(cell) & ~extra[cell]; m; m &= m - 1) ++places[onlyValue(m)];
        }
        for (int v = 1; v <= n; ++v)
            if (!(placed & digitBit(v)) && places[v] != 2) return std::nullopt;
    }
    return grave;
}

// The cells that see every cell of the grave.
CellSet seeingAll(const CandidateGrid& state, const Grave& grave) {
    CellSet cells = state.geometry().peers(grave.cells.front());
    for (int cell : grave.cells) cells &= state.geometry().peers(cell);
    return cells;
}

// The houses that hold every cell of the grave.
std::vector<int> housesHoldingAll(const CandidateGrid& state, const Grave& grave) {
    const Geometry& g = state.geometry();
    std::vector<int> houses;
    for (int h = 0; h < g.houseCount(); ++h) {
        bool all = true;
        for (int cell : grave.cells) all = all && g.houseCells(h).contains(cell);
        if (all) houses.push_back(h);
    }
    return houses;
}

// A step of `technique` with the grave's extra candidates marked as fins.
Step graveStep(Technique technique, const Grave& grave) {
    Step step = makeStep(technique);
    for (std::size_t i = 0; i < grave.cells.size(); ++i)
        for (DigitMask m = grave.extras[i]; m; m &= m - 1)
            step.marks.push_back({{grave.cells[i], onlyValue(m)}, Role::Fin});
    return step;
}

} // namespace

std::optional<Step> findBugPlusOne(const CandidateGrid& state, const FindContext&) {
    // One cell with extras: the grave around it is checked as for the other types, so a value with one
    // place left (a hidden single still open) means the position is no BUG and nothing follows.
    const auto grave = findGrave(state);
    if (!grave || grave->cells.size() != 1) return std::nullopt;
    const int cell = grave->cells.front();
    const DigitMask extras = grave->extras.front();
    Step step = makeStep(Technique::BugPlusOne);
    step.values = extras;
    step.houses.push_back({state.geometry().rowHouse(cell), Role::Base});
    if (std::popcount(extras) == 1) {
        const int v = onlyValue(extras);
        step.placements.push_back({cell, v});
        step.marks.push_back({{cell, v}, Role::Target});
        return step;
    }
    // Several extras in the one cell (Explainer's type 1 allows it): the cell keeps only those.
    for (DigitMask m = extras; m; m &= m - 1) step.marks.push_back({{cell, onlyValue(m)}, Role::Fin});
    addEliminations(step, state, cell, ~extras);
    return step;
}

std::optional<Step> findBugType2(const CandidateGrid& state, const FindContext&) {
    const auto grave = findGrave(state);
    if (!grave || grave->cells.size() < 2 || std::popcount(grave->values) != 1) return std::nullopt;
    const int v = onlyValue(grave->values);
    const CellSet targets = seeingAll(state, *grave) & state.cellsWithCandidate(v);
    if (targets.empty()) return std::nullopt;
    Step step = graveStep(Technique::BugType2, *grave);
    step.values = grave->values;
    targets.forEach([&](int cell) { step.eliminations.push_back({cell, v}); });
    return step;
}

std::optional<Step> findBugType3(const CandidateGrid& state, const FindContext&) {
    const auto grave = findGrave(state);
    if (!grave || grave->cells.size() < 2 || std::popcount(grave->values) < 2) return std::nullopt;
    const Geometry& g = state.geometry();
    // The houses holding every extra cell, in Explainer's order: box, row, column.
    std::vector<int> houses;
    const int first = grave->cells.front();
    for (int h : {g.boxHouse(first), g.rowHouse(first), g.columnHouse(first)}) {
        bool all = true;
        for (int cell : grave->cells) all = all && g.houseCells(h).contains(cell);
        if (all) houses.push_back(h);
    }
    // As Explainer searches (SukakuExplainer 7c8c0bf, lkSudoku's order): the smallest subset first,
    // 1 to 5 real cells (sets of up to six with the virtual cell), each size in every house before the
    // next size, the cells' combinations in its order. The real cells hold all the subset's values,
    // the extras among them.
    for (int size = 1; size <= 5; ++size)
        for (int h : houses) {
            std::vector<int> others; // the house's empty cells without extras
            for (int cell : g.house(h).cells)
                if (!state.isSolved(cell) && std::find(grave->cells.begin(), grave->cells.end(), cell) == grave->cells.end())
                    others.push_back(cell);
            std::optional<Step> found;
            forEachCombination(size, static_cast<int>(others.size()), [&](std::uint64_t mask) {
                DigitMask values = 0;
                for (std::size_t i = 0; i < others.size(); ++i)
                    if (mask >> i & 1) values |= state.candidates(others[i]);
                if (std::popcount(values) != size + 1 || (grave->values & ~values) != 0) return false;
                Step step = graveStep(Technique::BugType3, *grave);
                for (std::size_t i = 0; i < others.size(); ++i) {
                    if (mask >> i & 1) continue;
                    addEliminations(step, state, others[i], values);
                }
                if (step.eliminations.empty()) return false;
                for (std::size_t i = 0; i < others.size(); ++i)
                    if (mask >> i & 1)
                        for (DigitMask m = state.candidates(others[i]); m; m &= m - 1)
                            step.marks.push_back({{others[i], onlyValue(m)}, Role::Link});
                step.houses.push_back({h, Role::Link});
                step.values = values;
                // Explainer: 5.7 plus 0.1 for each value of the subset beyond the first (5.8 for a
                // pair, the table's rating), so 0.1 for each real cell beyond the first.
                step.rating += 0.1 * static_cast<double>(size - 1);
                found = std::move(step);
                return true;
            });
            if (found) return found;
        }
    return std::nullopt;
}

std::optional<Step> findBugType4(const CandidateGrid& state, const FindContext&) {
    const auto grave = findGrave(state);
    if (!grave || grave->cells.size() != 2) return std::nullopt;
    const int a = grave->cells[0], b = grave->cells[1];
    const DigitMask common = state.candidates(a) & state.candidates(b) & ~grave->values;
    if (std::popcount(common) != 1) return std::nullopt;
    const std::vector<int> houses = housesHoldingAll(state, *grave);
    if (houses.empty()) return std::nullopt;
    // x is no extra, so in the grave (and here) its places in the shared house are just a and b.
    const int x = onlyValue(common);
    Step step = graveStep(Technique::BugType4, *grave);
    step.values = grave->values | common;
    step.marks.push_back({{a, x}, Role::Link});
    step.marks.push_back({{b, x}, Role::Link});
    step.houses.push_back({houses.front(), Role::Link});
    addEliminations(step, state, a, ~(grave->extras[0] | common));
    addEliminations(step, state, b, ~(grave->extras[1] | common));
    return step;
}

std::optional<Step> findBugPlusN(const CandidateGrid& state, const FindContext&) {
    const auto grave = findGrave(state);
    if (!grave || grave->cells.size() < 2) return std::nullopt;
    Step step = graveStep(Technique::BugPlusN, *grave);
    step.values = grave->values;
    for (int v = 1; v <= state.size(); ++v) {
        // Where v, placed, rules out every extra: an extra v only from the cells that see it (not from
        // its own cell, where it would be true), any other extra only from its own cell.
        CellSet targets = state.cellsWithCandidate(v);
        for (std::size_t i = 0; i < grave->cells.size() && !targets.empty(); ++i)
            for (DigitMask m = grave->extras[i]; m; m &= m - 1)
                targets &= onlyValue(m) == v ? state.geometry().peers(grave->cells[i]) : CellSet{grave->cells[i]};
        targets.forEach([&](int cell) { step.eliminations.push_back({cell, v}); });
    }
    if (step.eliminations.empty()) return std::nullopt;
    return step;
}

} // namespace qudoku::logic::detail
