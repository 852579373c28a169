#include "qudoku/rules.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace qudoku {

namespace {

// f-puzzles' keys, indexed by ConstraintKind (the negative kinds: see constraintKindName's comment).
constexpr std::array<std::string_view, 29> kKindNames = {
    "antiknight", "antiking",    "nonconsecutive", "difference",          "ratio",          "xv",
    "negative-difference",       "negative-ratio", "negative-xv",         "odd",            "even",
    "minimum",    "maximum",     "thermometer",    "quadruple",           "killercage",
    // issue 34, sums outside the grid and arrows
    "arrow",      "littlekillersum", "sandwichsum", "xsum", "skyscraper",
    // The lines (issue 34).
    "renban", "whispers", "palindrome", "betweenline", "regionsumline", "entropicline", "modularline", "zipperline",
};
static_assert(static_cast<int>(ConstraintKind::ZipperLine) == 28, "kKindNames is indexed by ConstraintKind");

// The kind's name as messages write it.
constexpr std::array<std::string_view, 29> kKindTitles = {
    "Anti-knight",  "Anti-king", "Non-consecutive", "White dot", "Black dot", "XV mark",  "Negative white dots",
    "Negative black dots", "Negative XV", "Odd cell", "Even cell", "Minimum cell", "Maximum cell", "Thermometer",
    "Quadruple", "Killer cage",
    "Arrow", "Little killer", "Sandwich", "X-sum", "Skyscraper",
    // The lines (issue 34).
    "Renban line", "German whispers line", "Palindrome line", "Between line", "Region-sum line", "Entropic line",
    "Modular line", "Zipper line",
};

std::string_view title(ConstraintKind kind) { return kKindTitles[static_cast<std::size_t>(kind)]; }

RulesError error(RulesError::Kind kind, std::string message, std::vector<int> cells = {}) {
    return RulesError{kind, std::move(message), std::move(cells)};
}

// The root of n when n is a square of 2 or more (4, 9, 16, 25), else 0.
int squareRoot(int n) {
    for (int b = 2; b * b <= n; ++b)
        if (b * b == n) return b;
    return 0;
}

bool orthogonallyAdjacent(int a, int b, int n) {
    const int dr = std::abs(a / n - b / n), dc = std::abs(a % n - b % n);
    return dr + dc == 1;
}

bool kingAdjacent(int a, int b, int n) {
    const int dr = std::abs(a / n - b / n), dc = std::abs(a % n - b % n);
    return a != b && dr <= 1 && dc <= 1;
}

std::string cellList(const std::vector<int>& cells, int n, std::string_view joint) {
    std::string s;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i) s += joint;
        s += cellName(cells[i], n);
    }
    return s;
}

std::optional<RulesError> checkRegions(const Rules& rules) {
    const int n = rules.size, cells = rules.cellCount();
    if (static_cast<int>(rules.regions.size()) != cells)
        return error(RulesError::Kind::BadRegions, "Regions: " + std::to_string(rules.regions.size()) +
                                                       " region numbers for the " + std::to_string(cells) + " cells of a " +
                                                       std::to_string(n) + "×" + std::to_string(n) + " grid");
    std::vector<std::vector<int>> members(static_cast<std::size_t>(n));
    for (int c = 0; c < cells; ++c) {
        const int r = rules.regions[static_cast<std::size_t>(c)];
        if (r < 0 || r >= n)
            return error(RulesError::Kind::BadRegions,
                         "Regions: " + cellName(c, n) + " is in region " + std::to_string(r) + ", not one of 0 to " +
                             std::to_string(n - 1),
                         {c});
        members[static_cast<std::size_t>(r)].push_back(c);
    }
    for (int r = 0; r < n; ++r) {
        const auto& m = members[static_cast<std::size_t>(r)];
        if (static_cast<int>(m.size()) != n)
            return error(RulesError::Kind::BadRegions,
                         "Regions: region " + std::to_string(r + 1) + " has " + std::to_string(m.size()) + " cells, not " +
                             std::to_string(n),
                         m);
    }
    return std::nullopt;
}

std::optional<RulesError> checkExtraHouse(const Rules& rules, const ExtraHouse& house, std::vector<bool>& seenKinds) {
    const int n = rules.size;
    const auto bad = [&](std::string what, std::vector<int> cells = {}) {
        return error(RulesError::Kind::BadExtraHouse, std::move(what), std::move(cells));
    };
    if (house.kind != ExtraHouseKind::ExtraRegion) {
        if (!house.cells.empty())
            return bad("Extra houses: a diagonal, windoku or disjoint-groups entry lists no cells (its cells follow "
                       "from the grid)",
                       house.cells);
        const auto k = static_cast<std::size_t>(house.kind);
        if (seenKinds[k]) return bad("Extra houses: the same diagonal, windoku or disjoint groups given twice");
        seenKinds[k] = true;
    }
    switch (house.kind) {
    case ExtraHouseKind::DiagonalDown:
    case ExtraHouseKind::DiagonalUp: return std::nullopt;
    case ExtraHouseKind::Window:
        if (squareRoot(n) == 0)
            return bad("Windoku: a " + std::to_string(n) + "×" + std::to_string(n) +
                       " grid has no square boxes, so it has no windows (windoku needs 4×4, 9×9, 16×16 or 25×25)");
        return std::nullopt;
    case ExtraHouseKind::DisjointGroup:
        if (!rules.hasBoxes()) return bad("Disjoint groups need boxes: a jigsaw region has no \"same place\"");
        return std::nullopt;
    case ExtraHouseKind::ExtraRegion: {
        if (house.cells.empty()) return bad("Extra region: no cells");
        if (static_cast<int>(house.cells.size()) > n)
            return bad("Extra region: " + std::to_string(house.cells.size()) + " cells, more than the " +
                           std::to_string(n) + " digits",
                       house.cells);
        for (int c : house.cells)
            if (c < 0 || c >= rules.cellCount())
                return error(RulesError::Kind::BadCell,
                             "Extra region: cell " + std::to_string(c) + " is outside the " + std::to_string(n) + "×" +
                                 std::to_string(n) + " grid");
        std::vector<int> sorted = house.cells;
        std::sort(sorted.begin(), sorted.end());
        const auto twice = std::adjacent_find(sorted.begin(), sorted.end());
        if (twice != sorted.end()) return bad("Extra region: " + cellName(*twice, n) + " twice", {*twice});
        return std::nullopt;
    }
    }
    return bad("Extra houses: an unknown kind");
}

std::optional<RulesError> constraintProblem(const Rules& rules, const Constraint& c) {
    const int n = rules.size;
    const std::string_view name = title(c.kind);
    std::vector<int> all;
    for (const auto& g : c.cells) all.insert(all.end(), g.begin(), g.end());
    const auto bad = [&](std::string what, std::vector<int> cells) {
        return error(RulesError::Kind::BadConstraint, std::string(name) + ": " + what, std::move(cells));
    };
    for (int cell : all)
        if (cell < 0 || cell >= rules.cellCount())
            return error(RulesError::Kind::BadCell, std::string(name) + ": cell " + std::to_string(cell) +
                                                        " is outside the " + std::to_string(n) + "×" +
                                                        std::to_string(n) + " grid");
    const auto valuesIn = [&](int low, int high, std::size_t most) -> std::optional<RulesError> {
        if (c.values.size() > most)
            return bad(std::to_string(c.values.size()) + " values, at most " + std::to_string(most), all);
        for (int v : c.values)
            if (v < low || v > high)
                return bad("the value " + std::to_string(v) + " is not one of " + std::to_string(low) + " to " +
                               std::to_string(high),
                           all);
        return std::nullopt;
    };
    const auto oneGroupOf = [&](std::size_t count, std::string_view what) -> std::optional<RulesError> {
        if (c.cells.size() != 1 || c.cells[0].size() != count) return bad(std::string("needs ") + std::string(what), all);
        return std::nullopt;
    };
    switch (c.kind) {
    case ConstraintKind::AntiKnight:
    case ConstraintKind::AntiKing:
    case ConstraintKind::NonConsecutive:
        if (!all.empty()) return bad("applies to the whole grid and lists no cells", all);
        if (!c.values.empty()) return bad("takes no values", all);
        return std::nullopt;
    case ConstraintKind::NegativeDifference:
    case ConstraintKind::NegativeRatio:
    case ConstraintKind::NegativeXV: {
        if (!all.empty()) return bad("applies to the whole grid and lists no cells", all);
        if (c.kind == ConstraintKind::NegativeDifference) return valuesIn(1, n - 1, static_cast<std::size_t>(n));
        if (c.kind == ConstraintKind::NegativeRatio) return valuesIn(2, n, static_cast<std::size_t>(n));
        return valuesIn(3, 2 * n - 1, static_cast<std::size_t>(2 * n));
    }
    case ConstraintKind::Difference:
    case ConstraintKind::Ratio:
    case ConstraintKind::XV: {
        if (auto e = oneGroupOf(2, "the two cells it stands between")) return e;
        const int a = c.cells[0][0], b = c.cells[0][1];
        if (!orthogonallyAdjacent(a, b, n))
            return bad(cellName(a, n) + " and " + cellName(b, n) + " are not orthogonally adjacent", all);
        if (c.kind == ConstraintKind::Difference) return valuesIn(1, n - 1, 1);
        if (c.kind == ConstraintKind::Ratio) return valuesIn(2, n, 1);
        if (c.values.empty()) return bad("needs its sum (10 for X, 5 for V)", all);
        return valuesIn(3, 2 * n - 1, 1);
    }
    case ConstraintKind::Odd:
    case ConstraintKind::Even:
    case ConstraintKind::Minimum:
    case ConstraintKind::Maximum:
        if (auto e = oneGroupOf(1, "exactly one cell")) return e;
        if (!c.values.empty()) return bad("takes no values", all);
        return std::nullopt;
    case ConstraintKind::Thermometer: {
        if (c.cells.empty()) return bad("no branches", all);
        if (!c.values.empty()) return bad("takes no values", all);
        const int bulb = c.cells[0].empty() ? -1 : c.cells[0][0];
        for (const auto& branch : c.cells) {
            if (branch.size() < 2) return bad("a branch needs the bulb and at least one more cell", branch);
            if (branch[0] != bulb)
                return bad("every branch starts at the bulb " + cellName(bulb, n) + "; one starts at " +
                               cellName(branch[0], n),
                           {bulb, branch[0]});
            for (std::size_t i = 1; i < branch.size(); ++i)
                if (!kingAdjacent(branch[i - 1], branch[i], n))
                    return bad(cellName(branch[i - 1], n) + " and " + cellName(branch[i], n) +
                                   " are not adjacent (a thermometer steps to one of the 8 neighbours)",
                               {branch[i - 1], branch[i]});
            std::vector<int> sorted = branch;
            std::sort(sorted.begin(), sorted.end());
            const auto twice = std::adjacent_find(sorted.begin(), sorted.end());
            if (twice != sorted.end()) return bad("the branch " + cellList(branch, n, "→") + " passes " + cellName(*twice, n) + " twice", {*twice});
        }
        return std::nullopt;
    }
    case ConstraintKind::Quadruple: {
        if (auto e = oneGroupOf(4, "the four cells around a corner")) return e;
        std::vector<int> sorted = c.cells[0];
        std::sort(sorted.begin(), sorted.end());
        const int top = sorted[0];
        if (top % n == n - 1 || sorted[1] != top + 1 || sorted[2] != top + n || sorted[3] != top + n + 1)
            return bad(cellList(c.cells[0], n, ", ") + " are not the 2×2 cells around one corner", all);
        if (c.values.empty()) return bad("needs 1 to 4 digits", all);
        if (auto e = valuesIn(1, n, 4)) return e;
        for (int v : c.values)
            if (std::count(c.values.begin(), c.values.end(), v) > 2)
                return bad("the digit " + std::to_string(v) + " more than twice (2×2 cells hold a digit at most twice)",
                           all);
        return std::nullopt;
    }
    case ConstraintKind::KillerCage: {
        if (c.cells.size() != 1 || c.cells[0].empty()) return bad("needs its cells (one group)", all);
        const int k = static_cast<int>(all.size());
        if (k > n) return bad(std::to_string(k) + " cells, more than the " + std::to_string(n) + " digits", all);
        std::vector<int> sorted = all;
        std::sort(sorted.begin(), sorted.end());
        const auto twice = std::adjacent_find(sorted.begin(), sorted.end());
        if (twice != sorted.end()) return bad(cellName(*twice, n) + " twice", {*twice});
        if (c.values.size() > 1) return bad(std::to_string(c.values.size()) + " sums, at most one", all);
        // k different digits of 1..N add up to at least 1 + … + k and at most (N-k+1) + … + N.
        const int low = k * (k + 1) / 2, high = k * (2 * n - k + 1) / 2;
        if (!c.values.empty() && (c.values[0] < low || c.values[0] > high))
            return bad("the sum " + std::to_string(c.values[0]) + " cannot be made of " + std::to_string(k) +
                           " different digits (" + std::to_string(low) + " to " + std::to_string(high) + ")",
                       all);
        return std::nullopt;
    }
    case ConstraintKind::Arrow: {
        if (!c.values.empty()) return bad("takes no values", all);
        if (c.cells.size() < 2) return bad("needs its circle and at least one arrow", all);
        const std::vector<int>& circle = c.cells[0];
        // A circle of 4 cells is a number of 4 digits or more (1111 at least), which no arrow of
        // one grid reaches on 9×9 (80 cells × 9 = 720); 16×16 could in theory, but no puzzle draws
        // one, and 3 keep the circle's number within reach of a plain int ("161616").
        if (circle.empty() || circle.size() > 3)
            return bad("a circle of " + std::to_string(circle.size()) + " cells (1 to 3)", all);
        std::vector<int> sorted = circle;
        std::sort(sorted.begin(), sorted.end());
        if (const auto twice = std::adjacent_find(sorted.begin(), sorted.end()); twice != sorted.end())
            return bad("the circle has " + cellName(*twice, n) + " twice", {*twice});
        for (std::size_t k = 1; k < c.cells.size(); ++k) {
            const std::vector<int>& arrow = c.cells[k];
            if (arrow.size() < 2) return bad("an arrow needs the circle cell it leaves from and at least one more cell", arrow);
            if (!std::binary_search(sorted.begin(), sorted.end(), arrow[0]))
                return bad("an arrow starts at " + cellName(arrow[0], n) + ", not in its circle", {arrow[0]});
            std::vector<int> line(arrow.begin() + 1, arrow.end());
            for (int cell : line)
                if (std::binary_search(sorted.begin(), sorted.end(), cell))
                    return bad("the arrow " + cellList(arrow, n, "→") + " runs through its own circle at " + cellName(cell, n), {cell});
            std::sort(line.begin(), line.end());
            if (const auto twice = std::adjacent_find(line.begin(), line.end()); twice != line.end())
                return bad("the arrow " + cellList(arrow, n, "→") + " passes " + cellName(*twice, n) + " twice", {*twice});
        }
        return std::nullopt;
    }
    case ConstraintKind::LittleKiller: {
        if (c.cells.size() != 1 || c.cells[0].empty()) return bad("needs the cells of its diagonal (one group)", all);
        if (c.values.size() != 2) return bad("needs its sum and its direction", all);
        const int direction = c.values[1];
        if (direction < 0 || direction > 3) return bad("the direction " + std::to_string(direction) + " is not one of 0 to 3", all);
        const int dr = direction >= 2 ? 1 : -1, dc = direction % 2 == 1 ? 1 : -1;
        const std::vector<int>& cells = c.cells[0];
        const auto inside = [n](int row, int col) { return row >= 0 && row < n && col >= 0 && col < n; };
        const int r0 = cells[0] / n, c0 = cells[0] % n;
        if (inside(r0 - dr, c0 - dc))
            return bad(cellName(cells[0], n) + " is not on the edge its clue points in from", {cells[0]});
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const int row = r0 + dr * static_cast<int>(i), col = c0 + dc * static_cast<int>(i);
            if (!inside(row, col) || cells[i] != row * n + col)
                return bad(cellList(cells, n, ", ") + " is not a diagonal from " + cellName(cells[0], n), all);
        }
        const int length = static_cast<int>(cells.size());
        if (inside(r0 + dr * length, c0 + dc * length))
            return bad(cellList(cells, n, ", ") + " stops before the edge (a little killer adds up its whole diagonal)", all);
        // Digits may repeat: the sum of L cells is L to L × N.
        if (c.values[0] < length || c.values[0] > length * n)
            return bad("the sum " + std::to_string(c.values[0]) + " cannot be made of " + std::to_string(length) +
                           " digits (" + std::to_string(length) + " to " + std::to_string(length * n) + ")",
                       all);
        return std::nullopt;
    }
    case ConstraintKind::Sandwich:
    case ConstraintKind::XSum:
    case ConstraintKind::Skyscraper: {
        if (c.cells.size() != 1 || static_cast<int>(c.cells[0].size()) != n)
            return bad("needs the " + std::to_string(n) + " cells of its row or column (one group)", all);
        if (c.values.size() != 1) return bad("needs its clue (one value)", all);
        const std::vector<int>& cells = c.cells[0];
        const int step = cells[1] - cells[0];
        const int r0 = cells[0] / n, c0 = cells[0] % n;
        // From the top (down a column), the bottom, the left (along a row) or the right.
        const bool fromEdge = (step == n && r0 == 0) || (step == -n && r0 == n - 1) || (step == 1 && c0 == 0) ||
                              (step == -1 && c0 == n - 1);
        bool inLine = fromEdge;
        for (std::size_t i = 1; i < cells.size() && inLine; ++i) inLine = cells[i] == cells[0] + static_cast<int>(i) * step;
        if (!inLine) return bad(cellList(cells, n, ", ") + " are not a row or column from its end", all);
        // Sandwich: the digits between 1 and N are some of 2 .. N-1 (none: 0). X-sum: X = 1 makes 1,
        // X = N the whole row. Skyscraper: 1 to N seen.
        const int clue = c.values[0];
        const int low = c.kind == ConstraintKind::Sandwich ? 0 : 1;
        const int high = c.kind == ConstraintKind::Sandwich ? n * (n - 1) / 2 - 1 : c.kind == ConstraintKind::XSum ? n * (n + 1) / 2 : n;
        if (clue < low || clue > high)
            return bad("the clue " + std::to_string(clue) + " is not one of " + std::to_string(low) + " to " + std::to_string(high), all);
        return std::nullopt;
    }
    case ConstraintKind::Renban:
    case ConstraintKind::Whispers:
    case ConstraintKind::Palindrome:
    case ConstraintKind::BetweenLine:
    case ConstraintKind::RegionSumLine:
    case ConstraintKind::EntropicLine:
    case ConstraintKind::ModularLine:
    case ConstraintKind::ZipperLine: {
        if (c.cells.size() != 1 || c.cells[0].size() < 2) return bad("needs its line: one group of 2 or more cells", all);
        const std::vector<int>& line = c.cells[0];
        for (std::size_t i = 1; i < line.size(); ++i)
            if (!kingAdjacent(line[i - 1], line[i], n))
                return bad(cellName(line[i - 1], n) + " and " + cellName(line[i], n) +
                               " are not adjacent (a line steps to one of the 8 neighbours)",
                           {line[i - 1], line[i]});
        std::vector<int> sorted = line;
        std::sort(sorted.begin(), sorted.end());
        const auto twice = std::adjacent_find(sorted.begin(), sorted.end());
        if (twice != sorted.end()) return bad("the line passes " + cellName(*twice, n) + " twice", {*twice});
        if (c.kind == ConstraintKind::Renban && static_cast<int>(line.size()) > n)
            return bad(std::to_string(line.size()) + " cells, more than the " + std::to_string(n) +
                           " digits (its digits differ)",
                       all);
        if (c.kind == ConstraintKind::Whispers) return valuesIn(1, n - 1, 1);
        if (!c.values.empty()) return bad("takes no values", all);
        return std::nullopt;
    }
    }
    return bad("an unknown kind", all);
}

} // namespace

std::string cellName(int cell, int size) {
    if (size <= 0) return "r?c?";
    return "r" + std::to_string(cell / size + 1) + "c" + std::to_string(cell % size + 1);
}

Alphabet defaultAlphabet(const Rules& rules) {
    const bool numeric = std::any_of(rules.constraints.begin(), rules.constraints.end(), [](const Constraint& c) {
        return c.kind != ConstraintKind::AntiKnight && c.kind != ConstraintKind::AntiKing;
    });
    return rules.size > 9 && numeric ? Alphabet::Numbers : defaultAlphabet(rules.size);
}

Rules Rules::classic(int size) {
    Rules rules;
    rules.size = size;
    return rules;
}

int Rules::regionOf(int cell) const {
    if (!regions.empty()) return regions[static_cast<std::size_t>(cell)];
    return gridShape().boxOf(cell);
}

Shape Rules::gridShape() const {
    if (const auto shape = Shape::forSize(size)) return *shape;
    return Shape{1, size};
}

std::optional<RulesError> checkRules(const Rules& rules) {
    const int n = rules.size;
    if (rules.hasBoxes()) {
        if (!Shape::forSize(n))
            return error(RulesError::Kind::BadSize, "Size: a " + std::to_string(n) + "×" + std::to_string(n) +
                                                        " grid has no boxes (4, 6, 9, 12, 16 or 25); give its regions");
    } else {
        if (n < kMinRulesSize || n > kMaxRegionsSize)
            return error(RulesError::Kind::BadSize, "Size: a grid with regions is " + std::to_string(kMinRulesSize) +
                                                        "×" + std::to_string(kMinRulesSize) + " to " +
                                                        std::to_string(kMaxRegionsSize) + "×" +
                                                        std::to_string(kMaxRegionsSize) + ", not " + std::to_string(n) +
                                                        "×" + std::to_string(n));
        if (auto e = checkRegions(rules)) return e;
    }
    std::vector<bool> seenKinds(8, false);
    for (const ExtraHouse& house : rules.extraHouses)
        if (auto e = checkExtraHouse(rules, house, seenKinds)) return e;
    for (const Constraint& c : rules.constraints)
        if (auto e = constraintProblem(rules, c)) return e;
    return std::nullopt;
}

std::optional<RulesError> checkConstraint(const Rules& rules, const Constraint& constraint) {
    if (rules.size < kMinRulesSize || rules.size > kMaxSize)
        return error(RulesError::Kind::BadSize, "Size: " + std::to_string(rules.size) + " is not a grid size");
    return constraintProblem(rules, constraint);
}

std::string_view constraintKindName(ConstraintKind kind) {
    const auto i = static_cast<std::size_t>(kind);
    return i < kKindNames.size() ? kKindNames[i] : std::string_view{};
}

std::optional<ConstraintKind> constraintKindFromName(std::string_view name) {
    for (std::size_t i = 0; i < kKindNames.size(); ++i)
        if (!kKindNames[i].empty() && kKindNames[i] == name) return static_cast<ConstraintKind>(i);
    return std::nullopt;
}

std::optional<ConstraintKind> negativeOf(ConstraintKind kind) {
    switch (kind) {
    case ConstraintKind::Difference: return ConstraintKind::NegativeDifference;
    case ConstraintKind::Ratio: return ConstraintKind::NegativeRatio;
    case ConstraintKind::XV: return ConstraintKind::NegativeXV;
    default: return std::nullopt;
    }
}

} // namespace qudoku
