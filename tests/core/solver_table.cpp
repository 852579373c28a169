#include "solver_table.h"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

namespace qudoku::testdata {

namespace {

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t at = s.find(sep, start);
        parts.push_back(s.substr(start, at - start));
        if (at == std::string::npos) return parts;
        start = at + 1;
    }
}

bool hasDigit(const std::string& s) {
    return std::any_of(s.begin(), s.end(), [](char c) { return c >= '1' && c <= '9'; });
}

std::optional<std::uint64_t> parseCount(const std::string& s) {
    if (s.empty() || s.size() > 19 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    return std::stoull(s);
}

// The cells of `text` as a grid of `shape`; the error names the first bad character.
Result<Grid, std::string> toGrid(const std::string& text, Shape shape, Alphabet alphabet) {
    Grid grid(shape);
    for (int i = 0; i < shape.cellCount(); ++i) {
        const auto v = tableCellValue(text[i], alphabet, shape.size());
        if (!v) return fail("character " + std::to_string(i + 1) + " ('" + text[i] + "') is not a symbol or an empty mark");
        grid.set(i, *v);
    }
    return grid;
}

} // namespace

bool SolverCase::isTooSlowFor(Algorithm algorithm, bool unoptimisedBuild) const {
    const auto in = [algorithm](const std::vector<Algorithm>& list) {
        return std::find(list.begin(), list.end(), algorithm) != list.end();
    };
    return in(tooSlowFor) || (unoptimisedBuild && in(tooSlowForDebug));
}

std::optional<int> tableCellValue(char c, Alphabet alphabet, int size) {
    if (c == '.' || c == '0' || c == '-') return 0;
    int v = 0;
    switch (alphabet) {
    case Alphabet::Digits:
        if (c >= '1' && c <= '9') v = c - '0';
        break;
    case Alphabet::Letters:
        if (c >= 'A' && c <= 'Z') v = c - 'A' + 1;
        break;
    case Alphabet::DigitsLetters:
    case Alphabet::Numbers:
        if (c >= '1' && c <= '9') v = c - '0';
        else if (c >= 'A' && c <= 'Z') v = c - 'A' + 10;
        break;
    case Alphabet::Hex: // not used by the table
        break;
    }
    if (v < 1 || v > size) return std::nullopt;
    return v;
}

Result<std::vector<SolverCase>, std::string> parseSolverTable(std::istream& in, const std::string& fileName) {
    std::vector<SolverCase> cases;
    std::set<std::string> names;
    std::vector<std::string> block; // the current run of comment lines
    bool lastWasComment = false;
    std::string line;
    int lineNo = 0;
    auto error = [&](const std::string& what) { return fail(fileName + ":" + std::to_string(lineNo) + ": " + what); };

    while (std::getline(in, line)) {
        ++lineNo;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!line.empty() && line[0] == '#') {
            if (!lastWasComment) block.clear();
            std::string text = line.substr(1);
            if (!text.empty() && text[0] == ' ') text.erase(0, 1);
            block.push_back(text);
            lastWasComment = true;
            continue;
        }
        lastWasComment = false;
        if (line.find_first_not_of(" \t") == std::string::npos) continue;

        const std::vector<std::string> f = split(line, '|');
        if (f.size() != 4 && f.size() != 5)
            return error("expected name|puzzle|count|solution[|too-slow-for], got " + std::to_string(f.size()) + " fields");
        SolverCase c;
        c.name = f[0];
        c.line = lineNo;
        c.puzzleText = f[1];
        for (const std::string& s : block) c.source += (c.source.empty() ? "" : " ") + s;
        if (c.name.empty() || c.name.find_first_of(" \t") != std::string::npos)
            return error("a name must be non-empty and without blanks");
        if (!names.insert(c.name).second) return error("duplicate name '" + c.name + "'");

        const auto shape = Shape::forCellCount(static_cast<int>(f[1].size()));
        if (!shape) return error(c.name + ": a puzzle of " + std::to_string(f[1].size()) + " cells is no supported size");
        const int n = shape->size();
        c.alphabet = n <= 9 ? Alphabet::Digits
                            : (hasDigit(f[1]) || hasDigit(f[3]) ? Alphabet::DigitsLetters : Alphabet::Letters);
        auto puzzle = toGrid(f[1], *shape, c.alphabet);
        if (!puzzle) return error(c.name + ": puzzle " + puzzle.error());
        c.puzzle = *puzzle;

        if (f[2] == "invalid") {
            c.invalid = true;
        } else if (const auto count = parseCount(f[2])) {
            c.count = *count;
        } else {
            return error(c.name + ": count must be a whole number or 'invalid', got '" + f[2] + "'");
        }

        if (f[3].empty()) {
            if (!c.invalid && c.count == 1) return error(c.name + ": count 1 needs its solution");
        } else {
            if (c.invalid || c.count != 1) return error(c.name + ": a solution is given only when count is 1");
            if (f[3].size() != f[1].size()) return error(c.name + ": solution and puzzle differ in length");
            auto solution = toGrid(f[3], *shape, c.alphabet);
            if (!solution) return error(c.name + ": solution " + solution.error());
            if (!solution->isComplete()) return error(c.name + ": the solution has empty cells");
            c.solution = *solution;
        }

        if (f.size() == 5) {
            for (const std::string& entry : split(f[4], ',')) {
                const std::size_t at = entry.find('@');
                const std::string name = entry.substr(0, at);
                const std::string build = at == std::string::npos ? "" : entry.substr(at + 1);
                const auto algorithm = algorithmFromName(name);
                if (!algorithm) return error(c.name + ": unknown solver '" + name + "' in too-slow-for");
                if (build.empty() && at == std::string::npos) c.tooSlowFor.push_back(*algorithm);
                else if (build == "debug") c.tooSlowForDebug.push_back(*algorithm);
                else return error(c.name + ": unknown build '" + build + "' in too-slow-for (only @debug)");
            }
        }
        cases.push_back(std::move(c));
    }
    if (cases.empty()) return fail(fileName + ": no rows");
    return cases;
}

Result<std::vector<SolverCase>, std::string> loadSolverTable(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail("cannot open " + path);
    return parseSolverTable(in, path);
}

} // namespace qudoku::testdata
