// The compact killer format (qudoku/compact_killer.h). The alphabet and the arrows are those the
// Interactive Sudoku Solver reads (js/sudoku_parser.js, MIT) and the enjoysudoku thread it names;
// this is Qudoku's own reading and writing of them.

#include "qudoku/compact_killer.h"

#include <algorithm>
#include <array>
#include <deque>
#include <map>
#include <optional>

#include "formats/killer_support.h"

namespace qudoku {

namespace {

using formats::kKillerTextSize;
using formats::killerCellName;
using formats::textError;

constexpr int kCells = kKillerTextSize * kKillerTextSize;
constexpr int kMaxSum = 45; // 'j'

struct Step {
    char symbol;
    int dr;
    int dc;
};

// Side by side first: the writer prefers them.
constexpr std::array<Step, 8> kSteps{{{'<', 0, -1}, {'>', 0, 1}, {'^', -1, 0}, {'v', 1, 0},
                                      {'`', -1, -1}, {'\'', -1, 1}, {',', 1, -1}, {'.', 1, 1}}};

const Step* stepOf(char c) {
    for (const Step& s : kSteps)
        if (s.symbol == c) return &s;
    return nullptr;
}

// A sum character's value, or -1.
int sumValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    if (c >= 'a' && c <= 'j') return c - 'a' + 36;
    return -1;
}

char sumSymbol(int v) {
    if (v < 10) return static_cast<char>('0' + v);
    if (v < 36) return static_cast<char>('A' + v - 10);
    return static_cast<char>('a' + v - 36);
}

// The cell a step leads to from `cell`, or -1 outside the grid.
int stepFrom(int cell, const Step& s) {
    const int r = cell / kKillerTextSize + s.dr;
    const int c = cell % kKillerTextSize + s.dc;
    if (r < 0 || r >= kKillerTextSize || c < 0 || c >= kKillerTextSize) return -1;
    return r * kKillerTextSize + c;
}

} // namespace

bool isCompactKiller(std::string_view text) {
    std::size_t start = 0;
    text = formats::trimmedText(text, start);
    if (text.size() != static_cast<std::size_t>(kCells)) return false;
    bool arrow = false;
    for (const char c : text) {
        if (sumValue(c) < 0 && !stepOf(c)) return false;
        if (stepOf(c) && c != '.') arrow = true;
    }
    return arrow;
}

VariantResult readCompactKiller(std::string_view whole, int line) {
    std::size_t start = 0;
    const std::string_view text = formats::trimmedText(whole, start);
    if (text.size() != static_cast<std::size_t>(kCells))
        return fail(textError(VariantErrorKind::BadGrid, line, start,
                              "a compact killer has 81 characters, one a cell; this line has " + std::to_string(text.size())));
    // Where each cell's arrow leads (itself for a sum).
    std::array<int, kCells> next{};
    for (int cell = 0; cell < kCells; ++cell) {
        const char c = text[static_cast<std::size_t>(cell)];
        const std::size_t at = start + static_cast<std::size_t>(cell);
        if (const Step* s = stepOf(c)) {
            next[static_cast<std::size_t>(cell)] = stepFrom(cell, *s);
            if (next[static_cast<std::size_t>(cell)] < 0)
                return fail(textError(VariantErrorKind::BadConstraint, line, at,
                                      std::string("the arrow '") + c + "' in " + killerCellName(cell) + " points out of the grid"));
        } else if (sumValue(c) >= 0) {
            next[static_cast<std::size_t>(cell)] = cell;
        } else {
            return fail(textError(VariantErrorKind::BadGrid, line, at,
                                  "expected a sum (0-9, A-Z, a-j) or an arrow (< > ^ v ` ' , .), got '" + formats::printableChar(c) + "'"));
        }
    }
    // Each cell's sum cell, following the arrows; a way that comes back on itself is a loop.
    std::array<int, kCells> root{};
    root.fill(-1);
    std::array<int, kCells> visiting{}; // the walk that last passed a cell, + 1
    for (int cell = 0; cell < kCells; ++cell) {
        std::vector<int> path;
        int at = cell;
        while (root[static_cast<std::size_t>(at)] < 0 && next[static_cast<std::size_t>(at)] != at) {
            if (visiting[static_cast<std::size_t>(at)] == cell + 1)
                return fail(textError(VariantErrorKind::BadConstraint, line, start + static_cast<std::size_t>(at),
                                      "the arrows through " + killerCellName(at) + " go round in a loop and reach no sum"));
            visiting[static_cast<std::size_t>(at)] = cell + 1;
            path.push_back(at);
            at = next[static_cast<std::size_t>(at)];
        }
        const int r = root[static_cast<std::size_t>(at)] >= 0 ? root[static_cast<std::size_t>(at)] : at;
        root[static_cast<std::size_t>(at)] = r;
        for (const int p : path) root[static_cast<std::size_t>(p)] = r;
    }
    std::map<int, std::vector<int>> cages; // by sum cell; the cells in reading order
    for (int cell = 0; cell < kCells; ++cell) cages[root[static_cast<std::size_t>(cell)]].push_back(cell);
    VariantPuzzle puzzle = VariantPuzzle::blank(Rules::classic(kKillerTextSize));
    for (auto& [sumCell, cells] : cages) {
        const int sum = sumValue(text[static_cast<std::size_t>(sumCell)]);
        if (sum == 0 && cells.size() == 1) continue; // a cell outside every cage
        Constraint cage{ConstraintKind::KillerCage, {std::move(cells)}, {}};
        if (sum > 0) cage.values.push_back(sum);
        if (const std::optional<RulesError> problem = checkConstraint(puzzle.rules, cage))
            return fail(textError(VariantErrorKind::BadConstraint, line, start + static_cast<std::size_t>(sumCell),
                                  "the cage whose sum is in " + killerCellName(sumCell) + ": " + problem->message));
        puzzle.rules.constraints.push_back(std::move(cage));
    }
    return puzzle;
}

Result<std::string, VariantError> writeCompactKiller(const VariantPuzzle& puzzle) {
    constexpr std::string_view kFormat = "the compact killer format";
    auto layout = formats::killerLayout(puzzle, kFormat, false);
    if (!layout) return fail(layout.error());
    std::string out(static_cast<std::size_t>(kCells), '0'); // '0' alone: outside every cage
    const auto refuse = [&](const std::string& why) {
        VariantError e;
        e.kind = VariantErrorKind::BadConstraint;
        e.message = std::string(kFormat) + " cannot write this puzzle: " + why;
        return fail(std::move(e));
    };
    for (std::size_t index = 0; index < layout->cages.size(); ++index) {
        const Constraint& cage = *layout->cages[index];
        std::vector<int> cells = cage.cells.front();
        std::sort(cells.begin(), cells.end());
        const int first = cells.front();
        const int sum = cage.values.empty() ? 0 : cage.values.front();
        if (sum > kMaxSum)
            return refuse("the sum " + std::to_string(sum) + " of the cage at " + killerCellName(first) + " has no character (0 to 45)");
        if (sum == 0 && cells.size() == 1)
            return refuse("a cage of one cell without a sum, " + killerCellName(first) + ", is read back as no cage at all");
        out[static_cast<std::size_t>(first)] = sumSymbol(sum);
        // Breadth first from the sum cell, side by side before corner to corner: each cell reached
        // points to the cell it was reached from. Side steps are taken as far as they go before a
        // corner step is, so that a cage that touches side by side gets no corner arrow.
        std::array<bool, kCells> inCage{};
        for (const int c : cells) inCage[static_cast<std::size_t>(c)] = true;
        std::array<bool, kCells> reached{};
        reached[static_cast<std::size_t>(first)] = true;
        std::size_t count = 1;
        std::deque<int> queue{first};
        while (count < cells.size()) {
            while (!queue.empty()) {
                const int from = queue.front();
                queue.pop_front();
                for (std::size_t k = 0; k < 4; ++k) {
                    // A neighbour `to` that steps back to `from` with the opposite step.
                    const Step& s = kSteps[k];
                    const int to = stepFrom(from, s);
                    if (to < 0 || !inCage[static_cast<std::size_t>(to)] || reached[static_cast<std::size_t>(to)]) continue;
                    reached[static_cast<std::size_t>(to)] = true;
                    ++count;
                    out[static_cast<std::size_t>(to)] = kSteps[k ^ 1].symbol; // < and >, ^ and v are pairs
                    queue.push_back(to);
                }
            }
            if (count == cells.size()) break;
            // One corner step from a reached cell to the first cell not reached yet that has one.
            bool stepped = false;
            for (const int to : cells) {
                if (reached[static_cast<std::size_t>(to)]) continue;
                for (std::size_t k = 4; k < 8 && !stepped; ++k) {
                    const int from = stepFrom(to, kSteps[k]);
                    if (from < 0 || !reached[static_cast<std::size_t>(from)]) continue;
                    reached[static_cast<std::size_t>(to)] = true;
                    ++count;
                    out[static_cast<std::size_t>(to)] = kSteps[k].symbol; // points from `to` to `from`
                    queue.push_back(to);
                    stepped = true;
                }
                if (stepped) break;
            }
            if (!stepped)
                return refuse("the cells of the cage at " + killerCellName(first) +
                              " do not all touch, side by side or corner to corner, so no arrows lead from each to its sum");
        }
    }
    // A line without an arrow (no cage of two cells or more) is one a reader takes for a classic
    // puzzle's line of digits (fuzz_killer: an empty killer written as 81 zeros).
    if (out.find_first_of("<>^v`',.") == std::string::npos)
        return refuse("it has no cage of two cells or more, and a line without an arrow is taken for a classic puzzle");
    return out;
}

} // namespace qudoku
