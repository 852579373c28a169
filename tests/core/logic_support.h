#pragma once
// Helpers for the logic engine suites: positions from text, expected effects from notation, and the
// soundness check against a solver's unique solution.
//
// A position is written either as a puzzle line (16/36/81 characters of 1-9 and '.'/'0') or as a
// pencilmark grid (see qudoku/logic/candidate_text.h), which is how technique positions are written
// down by hand and in the literature.

#include <QString>
#include <QTest>

#include <algorithm>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "qudoku/logic/candidate_text.h"
#include "qudoku/logic/engine.h"
#include "qudoku/logic/notation.h"
#include "qudoku/reader.h"
#include "qudoku/solver.h"

namespace qudoku::testsupport {

// Options for a search that tries every technique and finds nothing on a grid full of candidates (the
// empty grid: 1.6 s here). The sanitizers run the nested forcing chains 20 to 50 times slower, minutes
// per search, so there such a search stops at the plain dynamic chains; the answer (stuck, no
// contradiction) is the same.
inline logic::LogicOptions optionsForAnOpenGrid() {
    logic::LogicOptions options;
#ifdef QUDOKU_SANITIZED
    options.hardest = logic::Technique::DynamicForcingChain;
#endif
    return options;
}

// The candidate state a position text stands for; QFAIL-style nullopt on bad text.
inline std::optional<logic::CandidateGrid> positionFrom(const std::string& text) {
    std::string compact;
    for (char c : text)
        if (c != ' ' && c != '\n') compact += c;
    const bool isLine = (compact.size() == 16 || compact.size() == 36 || compact.size() == 81) &&
                        std::all_of(compact.begin(), compact.end(), [](char c) { return c == '.' || (c >= '0' && c <= '9'); });
    if (isLine) {
        Grid grid(*Shape::forCellCount(static_cast<int>(compact.size())));
        for (int cell = 0; cell < grid.cellCount(); ++cell)
            grid.set(cell, compact[cell] == '.' ? 0 : compact[cell] - '0');
        return logic::CandidateGrid(grid);
    }
    auto parsed = logic::parseCandidateText(text);
    if (!parsed) return std::nullopt;
    return *parsed;
}

// The solution of the position's placed values, when it is unique.
inline std::optional<Grid> uniqueSolution(const logic::CandidateGrid& state) {
    SolveOptions options;
    options.limit = 2;
    const SolveResult result = solve(state.grid(), options);
    if (result.status != SolveStatus::SolvedUnique) return std::nullopt;
    return result.solutions.front();
}

// Empty when the step is sound against `solution`: every placement is the solution's value and no
// elimination removes it. Otherwise the first offending item, in notation.
inline std::string soundnessProblem(const logic::Step& step, const Grid& solution) {
    for (const logic::CellValue& p : step.placements)
        if (solution.at(p.cell) != p.value) return "wrong placement " + logic::placementText(solution.shape(), p);
    for (const logic::CellValue& e : step.eliminations)
        if (solution.at(e.cell) == e.value) return "removes the true value " + logic::eliminationText(solution.shape(), e);
    return {};
}

// Sorted notation of a list of cell values, for exact comparisons with readable failure messages.
inline QString sortedEffect(Shape shape, std::vector<logic::CellValue> items, bool placements) {
    std::sort(items.begin(), items.end());
    QStringList parts;
    for (const logic::CellValue& item : items)
        parts << QString::fromStdString(placements ? logic::placementText(shape, item) : logic::eliminationText(shape, item));
    return parts.join(QStringLiteral(", "));
}

inline QString sortedEffect(Shape shape, const std::string& notation, bool placements) {
    auto items = logic::parseCellValues(shape, notation);
    if (!items) return QStringLiteral("<bad notation: %1>").arg(QString::fromStdString(notation));
    return sortedEffect(shape, *items, placements);
}

inline QByteArray techniqueKey(logic::Technique technique) {
    const auto key = logic::techniqueInfo(technique).key;
    return QByteArray(key.data(), static_cast<qsizetype>(key.size()));
}

struct Position {
    std::string name;
    std::string technique;
    std::string effect;
    std::string text;
    std::string rating; // "rating: 5.6", where a file gives one
};

// tests/data/logic/*_positions.txt: "[name]", "technique: KEY", "effect: ...", '#' comments, then
// the position's lines up to a blank line (big_wing_explainer_states.txt adds "rating: ...").
inline std::vector<Position> loadPositions(const QString& path) {
    std::vector<Position> positions;
    std::ifstream in(path.toStdString());
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        if (line.front() == '[') {
            positions.push_back({line.substr(1, line.size() - 2), {}, {}, {}, {}});
        } else if (positions.empty() || line.front() == '#') {
            continue;
        } else if (line.rfind("technique: ", 0) == 0) {
            positions.back().technique = line.substr(11);
        } else if (line.rfind("effect: ", 0) == 0) {
            positions.back().effect = line.substr(8);
        } else if (line.rfind("rating: ", 0) == 0) {
            positions.back().rating = line.substr(8);
        } else {
            positions.back().text += line + "\n";
        }
    }
    return positions;
}

} // namespace qudoku::testsupport

// Checks that `step` has exactly the expected placements and eliminations (notation strings).
#define QUDOKU_COMPARE_EFFECT(shape, step, expectedPlacements, expectedEliminations)                     \
    do {                                                                                                \
        QCOMPARE(qudoku::testsupport::sortedEffect(shape, (step).placements, true),                     \
                 qudoku::testsupport::sortedEffect(shape, std::string(expectedPlacements), true));      \
        QCOMPARE(qudoku::testsupport::sortedEffect(shape, (step).eliminations, false),                  \
                 qudoku::testsupport::sortedEffect(shape, std::string(expectedEliminations), false));   \
    } while (false)
