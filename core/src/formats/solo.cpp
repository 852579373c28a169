// Simon Tatham's Solo game IDs (qudoku/solo_id.h), read only. The description's grammar is solo.c's
// (decode_params, spec_to_grid, spec_to_dsf, validate_desc in the Portable Puzzle Collection);
// this is Qudoku's own reading of it.

#include <cctype>
#include <cmath>
#include <numeric>
#include <optional>

#include "formats/variant_support.h"
#include "qudoku/solo_id.h"

namespace qudoku {

namespace {

struct Params {
    int c = 0;
    int r = 0;
    bool jigsaw = false;
    bool x = false;
    bool killer = false;
};

bool isDigit(char ch) { return ch >= '0' && ch <= '9'; }

// A number at `at` (at most 3 digits: Solo's largest grids are far below 1000).
int number(std::string_view s, std::size_t& at) {
    int v = 0;
    std::size_t digits = 0;
    while (at < s.size() && isDigit(s[at])) {
        if (++digits <= 3) v = v * 10 + (s[at] - '0');
        else v = 1000;
        ++at;
    }
    return v;
}

// solo.c's decode_params: "3x3", "9j", "3x3x", "2x3jk", with symmetry ("r2", "m4", "md2", "a") and
// difficulty ("db", ...) letters passed over.
Params parseParams(std::string_view s) {
    Params p;
    std::size_t at = 0;
    p.c = p.r = number(s, at);
    bool seenR = false;
    if (at < s.size() && s[at] == 'x' && at + 1 < s.size() && isDigit(s[at + 1])) {
        ++at;
        p.r = number(s, at);
        seenR = true;
    }
    while (at < s.size()) {
        const char ch = s[at++];
        if (ch == 'j') {
            if (seenR) p.c *= p.r;
            p.r = 1;
            p.jigsaw = true;
        } else if (ch == 'x') {
            p.x = true;
        } else if (ch == 'k') {
            p.killer = true;
        } else if (ch == 'r' || ch == 'm' || ch == 'a') {
            if (ch == 'm' && at < s.size() && s[at] == 'd') ++at;
            number(s, at);
        } else if (ch == 'd') {
            if (at < s.size()) ++at;
        }
    }
    if (!p.jigsaw && p.r == 1) p.jigsaw = true; // "9x1" is a jigsaw too (Solo: r == 1)
    return p;
}

VariantError idError(VariantErrorKind kind, int line, std::size_t column, std::string message) {
    VariantError e;
    e.kind = kind;
    e.line = line;
    e.column = static_cast<int>(column) + 1;
    e.message = std::move(message);
    return e;
}

struct Dsf {
    explicit Dsf(int n) : parent(static_cast<std::size_t>(n)) { std::iota(parent.begin(), parent.end(), 0); }
    int find(int i) {
        while (parent[static_cast<std::size_t>(i)] != i) i = parent[static_cast<std::size_t>(i)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(i)])];
        return i;
    }
    void merge(int a, int b) { parent[static_cast<std::size_t>(find(a))] = find(b); }
    std::vector<int> parent;
};


// spec_to_grid: `values` (area of them) from `desc` at `at`, up to a ',' or the end; a number above
// `range` is refused. `what` is "given" or "sum", for the messages.
std::optional<VariantError> readGrid(std::string_view desc, std::size_t& at, int range, std::vector<int>& values, int line,
                                     std::size_t descColumn, std::string_view what) {
    const int area = static_cast<int>(values.size());
    int cell = 0;
    while (at < desc.size() && desc[at] != ',') {
        const char ch = desc[at];
        if (ch >= 'a' && ch <= 'z') {
            cell += ch - 'a' + 1;
            ++at;
        } else if (ch == '_') {
            ++at;
        } else if (ch >= '1' && ch <= '9') {
            const std::size_t was = at;
            const int v = number(desc, at);
            if (v > range) {
                const int n = static_cast<int>(std::lround(std::sqrt(area)));
                return idError(VariantErrorKind::BadGrid, line, descColumn + was,
                               what == "given" ? std::to_string(v) + " is not a digit of a " + std::to_string(n) + "×" + std::to_string(n) + " grid"
                                               : std::to_string(v) + " is no cage sum of a " + std::to_string(n) + "×" + std::to_string(n) + " grid");
            }
            if (cell < area) values[static_cast<std::size_t>(cell)] = v;
            ++cell;
        } else {
            return idError(VariantErrorKind::BadGrid, line, descColumn + at,
                           std::string("'") + ch + "' has no place in a Solo " + (what == "given" ? "grid" : "sum grid") + " description");
        }
        if (cell > area)
            return idError(VariantErrorKind::BadGrid, line, descColumn + at,
                           "the " + std::string(what == "given" ? "" : "sum ") + "description has more cells than the " + std::to_string(area) + " of the grid");
    }
    if (cell < area)
        return idError(VariantErrorKind::BadGrid, line, descColumn + at,
                       "the " + std::string(what == "given" ? "" : "sum ") + "description has " + std::to_string(cell) + " cells: the grid has " + std::to_string(area));
    return std::nullopt;
}

// spec_to_dsf: the runs of inner borders that are not block (or cage) borders, merged into `dsf`,
// from `desc` at `at` up to a ',' or the end. `what` is "block" or "cage", for the messages.
std::optional<VariantError> readBlocks(std::string_view desc, std::size_t& at, int n, Dsf& dsf, int line, std::size_t descColumn,
                                       std::string_view what) {
    const VariantErrorKind kind = what == "block" ? VariantErrorKind::BadRegions : VariantErrorKind::BadConstraint;
    const int borders = 2 * n * (n - 1);
    int pos = 0;
    const std::size_t blocksStart = at;
    while (at < desc.size() && desc[at] != ',') {
        const char ch = desc[at];
        int run = 0;
        if (ch == '_') run = 0;
        else if (ch >= 'a' && ch <= 'z') run = ch - 'a' + 1;
        else return idError(kind, line, descColumn + at, std::string("'") + ch + "' has no place in a Solo " + std::string(what) + " description");
        const bool advance = run != 26;
        for (; run > 0; --run, ++pos) {
            if (pos >= borders) return idError(kind, line, descColumn + at, "the " + std::string(what) + " description is too long");
            int p0 = 0;
            int p1 = 0;
            if (pos < n * (n - 1)) {
                const int y = pos / (n - 1);
                const int x = pos % (n - 1);
                p0 = y * n + x;
                p1 = p0 + 1;
            } else {
                const int x = pos / (n - 1) - n;
                const int y = pos % (n - 1);
                p0 = y * n + x;
                p1 = p0 + n;
            }
            dsf.merge(p0, p1);
        }
        if (advance) ++pos;
        ++at;
    }
    // The description ends one place past the last border (a border after the grid ends it).
    if (pos != borders + 1)
        return idError(kind, line, descColumn + blocksStart,
                       "the " + std::string(what) + " description does not cover the grid's " + std::to_string(borders) + " borders");
    return std::nullopt;
}

} // namespace

bool isSoloGameId(std::string_view text) {
    std::size_t a = 0;
    while (a < text.size() && (text[a] == ' ' || text[a] == '\t')) ++a;
    if (a >= text.size() || !isDigit(text[a])) return false;
    const std::size_t colon = text.find(':', a);
    if (colon == std::string_view::npos || colon + 1 >= text.size()) return false;
    for (std::size_t i = a; i < colon; ++i)
        if (!std::isalnum(static_cast<unsigned char>(text[i]))) return false;
    return true;
}

VariantResult readSoloGameId(std::string_view text, int line) {
    std::size_t start = 0;
    while (start < text.size() && (text[start] == ' ' || text[start] == '\t')) ++start;
    std::size_t end = text.size();
    while (end > start && (text[end - 1] == ' ' || text[end - 1] == '\t' || text[end - 1] == '\r' || text[end - 1] == '\n')) --end;
    const std::size_t colon = text.find(':', start);
    if (text.find('#', start) < colon || colon == std::string_view::npos || colon >= end)
        return fail(idError(VariantErrorKind::NotAPuzzle, line, start,
                            "not a Solo game ID (\"3x3:...\", \"9j:...\"): a random seed (\"3x3#...\") or parameters alone describe no puzzle"));
    const Params p = parseParams(text.substr(start, colon - start));
    const int n = p.c * p.r;
    if (p.c < 1 || p.r < 1 || n < kMinRulesSize || n > kMaxRegionsSize)
        return fail(idError(VariantErrorKind::BadSize, line, start, "a Solo grid of " + std::to_string(n) + "×" + std::to_string(n) +
                                                                          ": Qudoku reads 4×4 to 16×16"));
    if (p.killer && n > 9) // solo.c's validate_params
        return fail(idError(VariantErrorKind::BadSize, line, start, "a Solo killer of " + std::to_string(n) + "×" + std::to_string(n) +
                                                                          ": Solo's killers are at most 9×9"));
    const std::string_view desc = text.substr(colon + 1, end - colon - 1);
    const std::size_t descColumn = colon + 1;
    Rules rules;
    rules.size = n;
    VariantPuzzle puzzle = VariantPuzzle::blank(rules);
    // The givens (spec_to_grid).
    std::size_t at = 0;
    const int area = n * n;
    std::vector<int> givens(static_cast<std::size_t>(area), 0);
    if (std::optional<VariantError> e = readGrid(desc, at, n, givens, line, descColumn, "given")) return fail(std::move(*e));
    for (int cell = 0; cell < area; ++cell) puzzle.givens.set(cell, givens[static_cast<std::size_t>(cell)]);
    std::vector<int> regions(static_cast<std::size_t>(area));
    if (p.jigsaw) {
        if (at >= desc.size())
            return fail(idError(VariantErrorKind::BadRegions, line, descColumn + at, "a jigsaw's description has its blocks after a comma"));
        ++at; // ','
        const std::size_t blocksStart = at;
        Dsf dsf(area);
        if (std::optional<VariantError> e = readBlocks(desc, at, n, dsf, line, descColumn, "block")) return fail(std::move(*e));
        std::vector<int> number(static_cast<std::size_t>(area), -1);
        int next = 0;
        for (int i = 0; i < area; ++i) {
            int& g = number[static_cast<std::size_t>(dsf.find(i))];
            if (g < 0) g = next++;
            regions[static_cast<std::size_t>(i)] = g >= n ? n : g; // more than n blocks: reported below
        }
        if (std::optional<std::string> problem = formats::regionsProblem(n, regions); problem || next != n)
            return fail(idError(VariantErrorKind::BadRegions, line, descColumn + blocksStart,
                                "the blocks are not " + std::to_string(n) + " regions of " + std::to_string(n) + " cells"));
    } else {
        // Boxes of c rows × r columns (solo.c: whichblock = (y/c)*c + x/r).
        for (int i = 0; i < area; ++i) regions[static_cast<std::size_t>(i)] = (i / n / p.c) * p.c + (i % n) / p.r;
    }
    if (p.killer) {
        // The cages (solo.c's validate_desc: blocks of 2 to N cells), then a grid of their sums.
        if (at >= desc.size() || desc[at] != ',')
            return fail(idError(VariantErrorKind::BadConstraint, line, descColumn + at, "a killer's description has its cages after a comma"));
        ++at;
        const std::size_t cagesStart = at;
        Dsf dsf(area);
        if (std::optional<VariantError> e = readBlocks(desc, at, n, dsf, line, descColumn, "cage")) return fail(std::move(*e));
        if (at >= desc.size() || desc[at] != ',')
            return fail(idError(VariantErrorKind::BadConstraint, line, descColumn + at, "a killer's description has its sums after the cages and a comma"));
        ++at;
        const std::size_t sumsStart = at;
        std::vector<int> sums(static_cast<std::size_t>(area), 0);
        if (std::optional<VariantError> e = readGrid(desc, at, n * area, sums, line, descColumn, "sum")) return fail(std::move(*e));
        // One cage per class, in the order of its first cell; its cells in reading order.
        std::vector<int> cageOf(static_cast<std::size_t>(area), -1);
        std::vector<std::vector<int>> cages;
        std::vector<int> cageSum;
        for (int i = 0; i < area; ++i) {
            int& c = cageOf[static_cast<std::size_t>(dsf.find(i))];
            if (c < 0) {
                c = static_cast<int>(cages.size());
                cages.emplace_back();
                cageSum.push_back(0);
            }
            cages[static_cast<std::size_t>(c)].push_back(i);
            const int s = sums[static_cast<std::size_t>(i)];
            int& known = cageSum[static_cast<std::size_t>(c)];
            if (s != 0 && known != 0 && s != known)
                return fail(idError(VariantErrorKind::BadConstraint, line, descColumn + sumsStart,
                                    "the cage of " + cellName(i, n) + " has two sums, " + std::to_string(known) + " and " + std::to_string(s)));
            if (s != 0) known = s;
        }
        for (std::size_t c = 0; c < cages.size(); ++c) {
            if (cages[c].size() < 2)
                return fail(idError(VariantErrorKind::BadConstraint, line, descColumn + cagesStart,
                                    "the cage of " + cellName(cages[c].front(), n) + " has one cell: Solo's cages have 2 to " + std::to_string(n)));
            Constraint cage{ConstraintKind::KillerCage, {std::move(cages[c])}, {}};
            if (cageSum[c] != 0) cage.values.push_back(cageSum[c]);
            if (const std::optional<RulesError> problem = checkConstraint(puzzle.rules, cage))
                return fail(idError(VariantErrorKind::BadConstraint, line, descColumn + cagesStart, "a cage: " + problem->message));
            puzzle.rules.constraints.push_back(std::move(cage));
        }
    }
    if (at < desc.size())
        return fail(idError(VariantErrorKind::BadGrid, line, descColumn + at, "unexpected text at the end of the game ID"));
    formats::setRegions(puzzle.rules, std::move(regions));
    if (p.x) {
        puzzle.rules.extraHouses = {{ExtraHouseKind::DiagonalDown, {}}, {ExtraHouseKind::DiagonalUp, {}}};
    }
    return puzzle;
}

} // namespace qudoku
