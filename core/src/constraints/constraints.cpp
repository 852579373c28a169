// The table of constraint units (one row per ConstraintKind, in the enum's order) and what is
// derived from every unit the same way: weak links, the rule check, narrowing.

#include "qudoku/constraints.h"

#include <algorithm>
#include <array>
#include <bit>

#include "unit.h"

namespace qudoku::constraints {

namespace {

constexpr std::array<const Unit*, 29> kUnits = {
    &kAntiKnight, &kAntiKing,    &kNonConsecutive, &kDifference, &kRatio,       &kXV,          &kNegativeDifference,
    &kNegativeRatio, &kNegativeXV, &kOdd,          &kEven,       &kMinimum,     &kMaximum,     &kThermometer,
    &kQuadruple,  &kKillerCage,
    // issue 34, sums outside the grid and arrows
    &kArrow,      &kLittleKiller, &kSandwich,     &kXSum,       &kSkyscraper,
    // The lines (issue 34).
    &kRenban, &kWhispers, &kPalindrome, &kBetweenLine, &kRegionSumLine, &kEntropicLine, &kModularLine, &kZipperLine,
};
static_assert(static_cast<int>(ConstraintKind::ZipperLine) + 1 == 29, "kUnits is indexed by ConstraintKind");

} // namespace

const Unit& unitFor(ConstraintKind kind) { return *kUnits[static_cast<std::size_t>(kind)]; }

} // namespace qudoku::constraints

namespace qudoku {

using constraints::Mask;
using constraints::Pairs;
using constraints::Unit;
using constraints::unitFor;

std::vector<WeakLink> weakLinks(const Rules& rules, const Constraint& constraint) {
    std::vector<WeakLink> out;
    if (checkConstraint(rules, constraint)) return out;
    const Unit& unit = unitFor(constraint.kind);
    if (!unit.pairs) return out;
    Pairs pairs;
    unit.pairs(rules, constraint, pairs);
    const int n = rules.size;
    const auto link = [&](int cellA, int da, int cellB, int db) {
        const int a = cellA * n + da - 1, b = cellB * n + db - 1;
        out.push_back(a < b ? WeakLink{a, b} : WeakLink{b, a});
    };
    for (const auto& [a, b] : pairs.differ)
        for (int d = 1; d <= n; ++d) link(a, d, b, d);
    for (const auto& r : pairs.relations)
        for (int da = 1; da <= n; ++da)
            for (int db = 1; db <= n; ++db)
                if (!(r.allowed[static_cast<std::size_t>(da - 1)] >> (db - 1) & 1u)) link(r.a, da, r.b, db);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<std::vector<int>> constraintViolations(const Rules& rules, const Constraint& constraint, const Grid& grid) {
    std::vector<std::vector<int>> out;
    if (grid.size() != rules.size || checkConstraint(rules, constraint)) return out;
    const Unit& unit = unitFor(constraint.kind);
    const int n = rules.size;
    if (unit.restrict) {
        std::vector<Mask> allowed(static_cast<std::size_t>(n * n), (Mask{1} << n) - 1);
        unit.restrict(rules, constraint, allowed);
        for (int cell = 0; cell < n * n; ++cell) {
            const int v = grid.at(cell);
            if (v != 0 && !(allowed[static_cast<std::size_t>(cell)] >> (v - 1) & 1u)) out.push_back({cell});
        }
    }
    if (unit.pairs) {
        Pairs pairs;
        unit.pairs(rules, constraint, pairs);
        const auto broken = [&](int a, int b) { out.push_back({std::min(a, b), std::max(a, b)}); };
        for (const auto& [a, b] : pairs.differ)
            if (grid.at(a) != 0 && grid.at(a) == grid.at(b)) broken(a, b);
        for (const auto& r : pairs.relations) {
            const int da = grid.at(r.a), db = grid.at(r.b);
            if (da != 0 && db != 0 && !(r.allowed[static_cast<std::size_t>(da - 1)] >> (db - 1) & 1u)) broken(r.a, r.b);
        }
    }
    if (unit.violations) unit.violations(rules, constraint, grid, out);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

void restrictCells(const Rules& rules, const Constraint& constraint, std::vector<std::uint32_t>& allowed) {
    if (checkConstraint(rules, constraint)) return;
    if (allowed.size() != static_cast<std::size_t>(rules.size * rules.size)) return;
    if (const Unit& unit = unitFor(constraint.kind); unit.restrict) unit.restrict(rules, constraint, allowed);
}

bool narrowCandidates(const Rules& rules, const Constraint& constraint, std::vector<std::uint32_t>& candidates) {
    if (checkConstraint(rules, constraint)) return false;
    const Unit& unit = unitFor(constraint.kind);
    const int n = rules.size;
    if (candidates.size() != static_cast<std::size_t>(n * n)) return false;
    if (unit.restrict) unit.restrict(rules, constraint, candidates);
    Pairs pairs;
    if (unit.pairs) unit.pairs(rules, constraint, pairs);
    const std::vector<int> cells = constraints::cellsOf(constraint);
    std::vector<Mask> masks(cells.size());
    // The digits b may hold while a holds one of `from`.
    const auto supported = [](const constraints::Relation& r, Mask from) {
        Mask out = 0;
        for (Mask m = from; m; m &= m - 1) out |= r.allowed[static_cast<std::size_t>(std::countr_zero(m))];
        return out;
    };
    for (bool changed = true; changed;) {
        changed = false;
        const auto narrowTo = [&](int cell, Mask keep) {
            Mask& m = candidates[static_cast<std::size_t>(cell)];
            if ((m & keep) != m) {
                m &= keep;
                changed = true;
            }
        };
        for (const auto& [a, b] : pairs.differ) { // "≠" narrows only from a single candidate
            const Mask ma = candidates[static_cast<std::size_t>(a)], mb = candidates[static_cast<std::size_t>(b)];
            if (std::popcount(ma) == 1) narrowTo(b, ~ma);
            if (std::popcount(mb) == 1) narrowTo(a, ~mb);
        }
        for (const auto& r : pairs.relations) {
            narrowTo(r.b, supported(r, candidates[static_cast<std::size_t>(r.a)]));
            // Back: a keeps the digits d whose allowed[d] meets b's candidates.
            Mask keepA = 0;
            for (int da = 0; da < n; ++da)
                if (r.allowed[static_cast<std::size_t>(da)] & candidates[static_cast<std::size_t>(r.b)]) keepA |= Mask{1} << da;
            narrowTo(r.a, keepA);
        }
        if (unit.narrow && !cells.empty()) {
            for (std::size_t i = 0; i < cells.size(); ++i) masks[i] = candidates[static_cast<std::size_t>(cells[i])];
            if (!unit.narrow(rules, constraint, masks.data())) return false;
            for (std::size_t i = 0; i < cells.size(); ++i) narrowTo(cells[i], masks[i]);
        }
        if (std::any_of(candidates.begin(), candidates.end(), [](Mask m) { return m == 0; })) return false;
    }
    return true;
}

} // namespace qudoku
