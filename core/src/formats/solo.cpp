// Simon Tatham's Solo game IDs (qudoku/solo_id.h), read only. The description's grammar is solo.c's
// (decode_params, spec_to_grid, spec_to_dsf, validate_desc in the Portable Puzzle Collection);
// this is Qudoku's own reading of it.

#include <cctype>
#include <numeric>

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
    if (p.killer) {
        // Killer cages themselves are solved (f-puzzles' "killercage"); Solo's way of writing them is
        // not read yet (issue 34, section 4).
        VariantError e = idError(VariantErrorKind::Unsupported, line, start,
                                 "this is a Solo killer game ID, which Qudoku cannot read yet (f-puzzles' killer cages it can)");
        e.feature = "Solo's killer game IDs";
        return fail(std::move(e));
    }
    if (p.c < 1 || p.r < 1 || n < kMinRulesSize || n > kMaxRegionsSize)
        return fail(idError(VariantErrorKind::BadSize, line, start, "a Solo grid of " + std::to_string(n) + "×" + std::to_string(n) +
                                                                          ": Qudoku reads 4×4 to 16×16"));
    const std::string_view desc = text.substr(colon + 1, end - colon - 1);
    const std::size_t descColumn = colon + 1;
    Rules rules;
    rules.size = n;
    VariantPuzzle puzzle = VariantPuzzle::blank(rules);
    // The givens (spec_to_grid).
    std::size_t at = 0;
    int cell = 0;
    const int area = n * n;
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
            if (v > n)
                return fail(idError(VariantErrorKind::BadGrid, line, descColumn + was, std::to_string(v) + " is not a digit of a " +
                                                                                         std::to_string(n) + "×" + std::to_string(n) + " grid"));
            if (cell < area) puzzle.givens.set(cell, v);
            ++cell;
        } else {
            return fail(idError(VariantErrorKind::BadGrid, line, descColumn + at, std::string("'") + ch + "' has no place in a Solo grid description"));
        }
        if (cell > area)
            return fail(idError(VariantErrorKind::BadGrid, line, descColumn + at, "the description has more cells than the " + std::to_string(area) + " of the grid"));
    }
    if (cell < area)
        return fail(idError(VariantErrorKind::BadGrid, line, descColumn + at,
                            "the description has " + std::to_string(cell) + " cells: the grid has " + std::to_string(area)));
    std::vector<int> regions(static_cast<std::size_t>(area));
    if (p.jigsaw) {
        if (at >= desc.size())
            return fail(idError(VariantErrorKind::BadRegions, line, descColumn + at, "a jigsaw's description has its blocks after a comma"));
        ++at; // ','
        // The blocks (spec_to_dsf): runs of borders that are not region borders.
        Dsf dsf(area);
        const int borders = 2 * n * (n - 1);
        int pos = 0;
        const std::size_t blocksStart = at;
        while (at < desc.size() && desc[at] != ',') {
            const char ch = desc[at];
            int run = 0;
            if (ch == '_') run = 0;
            else if (ch >= 'a' && ch <= 'z') run = ch - 'a' + 1;
            else return fail(idError(VariantErrorKind::BadRegions, line, descColumn + at, std::string("'") + ch + "' has no place in a Solo block description"));
            const bool advance = run != 26;
            for (; run > 0; --run, ++pos) {
                if (pos >= borders) return fail(idError(VariantErrorKind::BadRegions, line, descColumn + at, "the block description is too long"));
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
            return fail(idError(VariantErrorKind::BadRegions, line, descColumn + blocksStart,
                                "the block description does not cover the grid's " + std::to_string(borders) + " borders"));
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
    if (at < desc.size())
        return fail(idError(VariantErrorKind::BadGrid, line, descColumn + at, "unexpected text at the end of the game ID"));
    formats::setRegions(puzzle.rules, std::move(regions));
    if (p.x) {
        puzzle.rules.extraHouses = {{ExtraHouseKind::DiagonalDown, {}}, {ExtraHouseKind::DiagonalUp, {}}};
    }
    return puzzle;
}

} // namespace qudoku
