// SudoCue's killer format (qudoku/sudocue_killer.h).

#include "qudoku/sudocue_killer.h"

#include <map>
#include <optional>

#include "formats/killer_support.h"

namespace qudoku {

namespace {

using formats::kKillerTextSize;
using formats::killerCellName;
using formats::textError;

constexpr int kCells = kKillerTextSize * kKillerTextSize;
constexpr std::string_view kPrefix = "3x3:";
// The most digits a cell's number has: 45 × 256 + 255 = 11775, the largest a 9×9 cage can have, has
// 5; more is not a number of this format (and would overflow long before it mattered).
constexpr std::size_t kMaxDigits = 6;

bool isDigit(char c) { return c >= '0' && c <= '9'; }

} // namespace

bool isSudoCueKiller(std::string_view text) {
    std::size_t start = 0;
    text = formats::trimmedText(text, start);
    if (text.substr(0, kPrefix.size()) != kPrefix) return false;
    const std::size_t colon = text.find(':', kPrefix.size());
    return colon != std::string_view::npos && text.substr(colon, 3) == ":k:";
}

VariantResult readSudoCueKiller(std::string_view whole, int line) {
    std::size_t start = 0;
    const std::string_view text = formats::trimmedText(whole, start);
    if (text.substr(0, kPrefix.size()) != kPrefix)
        return fail(textError(VariantErrorKind::NotAPuzzle, line, start, "not SudoCue's killer format: it starts with \"3x3:\""));
    std::size_t at = kPrefix.size();
    const std::size_t colon = text.find(':', at);
    if (colon == std::string_view::npos || text.substr(colon, 3) != ":k:")
        return fail(textError(VariantErrorKind::NotAPuzzle, line, start + at, "not SudoCue's killer format: \":k:\" was expected after \"3x3:\" and its option"));
    const std::string_view option = text.substr(at, colon - at);
    if (!option.empty() && option != "d")
        return fail(textError(VariantErrorKind::BadValue, line, start + at,
                              "expected 'd' (the diagonals) or nothing between \"3x3:\" and \":k:\", got \"" + std::string(option) + "\""));
    at = colon + 3;
    Rules rules = Rules::classic(kKillerTextSize);
    if (option == "d") rules.extraHouses = {{ExtraHouseKind::DiagonalDown, {}}, {ExtraHouseKind::DiagonalUp, {}}};
    struct Cage {
        int sum = 0;
        std::vector<int> cells;
        std::size_t column = 0; // of its first cell's number
    };
    std::map<int, Cage> cages; // by the cage's number
    std::vector<int> order;    // the numbers in the order the cages first appear
    for (int cell = 0; cell < kCells; ++cell) {
        const std::size_t from = at;
        while (at < text.size() && isDigit(text[at]) && at - from <= kMaxDigits) ++at;
        if (at == from) {
            if (at >= text.size())
                return fail(textError(VariantErrorKind::BadGrid, line, start + at,
                                      "the line ends after " + std::to_string(cell) + " cells: 81 numbers were expected"));
            return fail(textError(VariantErrorKind::BadValue, line, start + at,
                                  std::string("expected a number (the cage's sum × 256 + the cage's number), got '") + formats::printableChar(text[at]) + "'"));
        }
        if (at - from > kMaxDigits)
            return fail(textError(VariantErrorKind::BadValue, line, start + from, "a number of more than 6 digits is no cell of this format"));
        if (at < text.size() && text[at] != ':')
            return fail(textError(VariantErrorKind::BadValue, line, start + at, std::string("expected ':' after a cell's number, got '") + formats::printableChar(text[at]) + "'"));
        if (at >= text.size() && cell + 1 < kCells)
            return fail(textError(VariantErrorKind::BadGrid, line, start + at,
                                  "the line ends after " + std::to_string(cell + 1) + " cells: 81 numbers were expected"));
        int value = 0;
        for (std::size_t i = from; i < at; ++i) value = value * 10 + (text[i] - '0');
        if (at < text.size()) ++at; // ':'
        const int sum = value / 256;
        const int number = value % 256;
        if (sum == 0) continue; // outside every cage
        auto [it, added] = cages.try_emplace(number);
        Cage& cage = it->second;
        if (added) {
            cage.sum = sum;
            cage.column = start + from;
            order.push_back(number);
        } else if (cage.sum != sum) {
            return fail(textError(VariantErrorKind::BadConstraint, line, start + from,
                                  "cage " + std::to_string(number) + " has the sum " + std::to_string(cage.sum) + " at " +
                                      killerCellName(cage.cells.front()) + " but " + std::to_string(sum) + " at " + killerCellName(cell)));
        }
        cage.cells.push_back(cell);
    }
    if (at < text.size())
        return fail(textError(VariantErrorKind::BadGrid, line, start + at, "more than 81 cells: unexpected text after the 81st"));
    VariantPuzzle puzzle = VariantPuzzle::blank(std::move(rules));
    for (const int number : order) {
        Cage& c = cages[number];
        Constraint cage{ConstraintKind::KillerCage, {std::move(c.cells)}, {c.sum}};
        if (const std::optional<RulesError> problem = checkConstraint(puzzle.rules, cage))
            return fail(textError(VariantErrorKind::BadConstraint, line, c.column,
                                  "cage " + std::to_string(number) + ": " + problem->message));
        puzzle.rules.constraints.push_back(std::move(cage));
    }
    return puzzle;
}

Result<std::string, VariantError> writeSudoCueKiller(const VariantPuzzle& puzzle) {
    constexpr std::string_view kFormat = "SudoCue's killer format";
    auto layout = formats::killerLayout(puzzle, kFormat, true);
    if (!layout) return fail(layout.error());
    for (const Constraint* cage : layout->cages)
        if (cage->values.empty()) {
            VariantError e;
            e.kind = VariantErrorKind::BadConstraint;
            e.message = std::string(kFormat) + " cannot write this puzzle: the cage at " + killerCellName(cage->cells.front().front()) +
                        " has no sum, and a sum of 0 means no cage";
            return fail(std::move(e));
        }
    std::string out(kPrefix);
    out += layout->diagonals ? "d:k:" : ":k:";
    // Cages numbered 0, 1, ... as their first cells come in reading order (not in the puzzle's order
    // of its rules): the text is then the same for any order of the same cages, and reads back to
    // cages that write it again byte for byte (fuzz_killer found a puzzle read from a compact line,
    // whose cages come in the order of their sums' cells, written two ways).
    std::vector<int> number(layout->cages.size(), -1);
    int next = 0;
    for (int cell = 0; cell < kCells; ++cell) {
        const int index = layout->cageOf[static_cast<std::size_t>(cell)];
        if (index < 0) {
            // "0000" for a cell outside every cage: the forums' files have it so (any number below 256 reads the same).
            out += "0000:";
            continue;
        }
        int& n = number[static_cast<std::size_t>(index)];
        if (n < 0) n = next++;
        out += std::to_string(layout->cages[static_cast<std::size_t>(index)]->values.front() * 256 + n) + ':';
    }
    return out;
}

} // namespace qudoku
