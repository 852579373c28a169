// The plain jigsaw text (qudoku/jigsaw_text.h): a givens line and a regions line.

#include <algorithm>
#include <map>

#include "formats/variant_support.h"
#include "qudoku/jigsaw_text.h"
#include "qudoku/reader.h"

namespace qudoku {

namespace {

struct TextLine {
    std::string_view text; // the first token of the line
    int line = 0;
    int column = 0; // of the token, 1-based
};

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// The first token of each of the first two content lines.
std::vector<TextLine> contentLines(std::string_view text, int firstLine) {
    std::vector<TextLine> lines;
    int lineNo = firstLine;
    std::size_t start = 0;
    while (start <= text.size() && lines.size() < 2) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view l = text.substr(start, end - start);
        std::size_t a = 0;
        while (a < l.size() && isBlank(l[a])) ++a;
        std::size_t b = a;
        while (b < l.size() && !isBlank(l[b])) ++b;
        if (b > a && l[a] != '#') lines.push_back({l.substr(a, b - a), lineNo, static_cast<int>(a) + 1});
        ++lineNo;
        start = end + 1;
    }
    return lines;
}

int symbolValue(char c) {
    if (c >= '1' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'G') return c - 'A' + 10;
    if (c >= 'a' && c <= 'g') return c - 'a' + 10;
    if (c == '.' || c == '0') return 0;
    return -1;
}

char valueSymbol(int v) { return v == 0 ? '.' : v <= 9 ? static_cast<char>('0' + v) : static_cast<char>('A' + v - 10); }

VariantError textError(VariantErrorKind kind, int line, int column, std::string message) {
    VariantError e;
    e.kind = kind;
    e.line = line;
    e.column = column;
    e.message = std::move(message);
    return e;
}

} // namespace

VariantResult readJigsawText(std::string_view text, int firstLine) {
    const std::vector<TextLine> lines = contentLines(text, firstLine);
    if (lines.empty()) return fail(textError(VariantErrorKind::NotAPuzzle, firstLine, 0, "no puzzle: the text is empty"));
    const TextLine& givens = lines[0];
    int n = 0;
    for (int k = kMinRulesSize; k <= kMaxRegionsSize; ++k)
        if (static_cast<std::size_t>(k * k) == givens.text.size()) n = k;
    if (n == 0)
        return fail(textError(VariantErrorKind::BadSize, givens.line, givens.column,
                              "a givens line of " + std::to_string(givens.text.size()) +
                                  " symbols: a jigsaw of 4×4 to 16×16 has 16, 25, 36, ... or 256"));
    if (lines.size() < 2)
        return fail(textError(VariantErrorKind::BadRegions, givens.line + 1, 0, "the line of regions is missing after the givens"));
    const TextLine& regionLine = lines[1];
    if (regionLine.text.size() != givens.text.size())
        return fail(textError(VariantErrorKind::BadRegions, regionLine.line, regionLine.column,
                              "a line of " + std::to_string(regionLine.text.size()) + " regions: " +
                                  std::to_string(givens.text.size()) + " were expected, one per cell"));
    Rules rules;
    rules.size = n;
    VariantPuzzle puzzle = VariantPuzzle::blank(rules);
    for (int i = 0; i < n * n; ++i) {
        const char c = givens.text[static_cast<std::size_t>(i)];
        const int v = symbolValue(c);
        if (v < 0 || v > n)
            return fail(textError(VariantErrorKind::BadGrid, givens.line, givens.column + i,
                                  std::string("'") + c + "' is not a digit of a " + std::to_string(n) + "×" + std::to_string(n) +
                                      " grid ('.' or '0' for an empty cell)"));
        puzzle.givens.set(i, v);
    }
    // Regions numbered in the order their symbols first appear.
    std::map<char, int> number;
    std::vector<int> regions(static_cast<std::size_t>(n * n));
    for (int i = 0; i < n * n; ++i) {
        const char c = regionLine.text[static_cast<std::size_t>(i)];
        auto it = number.find(c);
        if (it == number.end()) {
            if (static_cast<int>(number.size()) == n)
                return fail(textError(VariantErrorKind::BadRegions, regionLine.line, regionLine.column + i,
                                      std::string("'") + c + "' is region " + std::to_string(n + 1) + ": a " + std::to_string(n) + "×" +
                                          std::to_string(n) + " grid has " + std::to_string(n)));
            it = number.emplace(c, static_cast<int>(number.size())).first;
        }
        regions[static_cast<std::size_t>(i)] = it->second;
    }
    // Each symbol's count: the first region (in order of appearance) of the wrong size is reported.
    for (const auto& [symbol, region] : number) {
        const auto cells = std::count(regions.begin(), regions.end(), region);
        if (cells != n || static_cast<int>(number.size()) != n)
            return fail(textError(VariantErrorKind::BadRegions, regionLine.line, regionLine.column,
                                  static_cast<int>(number.size()) != n
                                      ? std::to_string(number.size()) + " regions: a " + std::to_string(n) + "×" + std::to_string(n) +
                                            " grid has " + std::to_string(n) + " of " + std::to_string(n) + " cells each"
                                      : std::string("region '") + symbol + "' has " + std::to_string(cells) + " cells: each of the " +
                                            std::to_string(n) + " regions needs " + std::to_string(n)));
    }
    formats::setRegions(puzzle.rules, std::move(regions));
    return puzzle;
}

std::string writeJigsawText(const VariantPuzzle& puzzle) {
    const int n = puzzle.rules.size;
    std::string givens;
    std::string regions;
    std::map<int, char> letter;
    for (int i = 0; i < n * n; ++i) {
        givens.push_back(valueSymbol(puzzle.givens.at(i)));
        const int g = puzzle.rules.regionOf(i);
        auto it = letter.find(g);
        if (it == letter.end()) it = letter.emplace(g, static_cast<char>('A' + letter.size())).first;
        regions.push_back(it->second);
    }
    return givens + '\n' + regions + '\n';
}

} // namespace qudoku
