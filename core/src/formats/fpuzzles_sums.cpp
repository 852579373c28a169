// f-puzzles reader (fpuzzles_reader.h): the sums outside the grid and the arrows (issue 34). Each
// entry of `arrow`, `littlekillersum`, `sandwichsum`, `xsum` and `skyscraper` becomes one constraint,
// checked where it stands (checkConstraint's message after the entry's path). What each entry holds
// is what f-puzzles writes and SudokuVariantSolverJS reads (docs/formats.md).

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "formats/fpuzzles_reader.h"

namespace qudoku::fpuzzles {

bool isSumKey(std::string_view key) {
    return key == "arrow" || key == "littlekillersum" || key == "sandwichsum" || key == "xsum" || key == "skyscraper";
}

std::optional<VariantError> Reader::readSum(const std::string& name, const Json& item, const std::string& path) {
    Rules& rules = puzzle_.rules;
    if (name == "arrow") {
        // {"lines": [[circle cell, arrow cells...], ...], "cells": [circle cells]}: one arrow per
        // line from the circle (SudokuVariantSolverJS sums each line but its first cell).
        std::vector<int> circle;
        const auto c = item.find("cells");
        if (c == item.end()) return error(VariantErrorKind::BadValue, name, path, path + ": no \"cells\" (the circle)");
        if (auto e = cellList(*c, name, path + ".cells", circle)) return e;
        const auto l = item.find("lines");
        if (l == item.end() || !l->is_array() || l->empty())
            return error(VariantErrorKind::BadValue, name, path, path + ": a list of \"lines\" (the arrows) was expected");
        Constraint arrow{ConstraintKind::Arrow, {circle}, {}};
        for (std::size_t k = 0; k < l->size(); ++k) {
            const std::string at = path + ".lines[" + std::to_string(k) + "]";
            std::vector<int> line;
            if (auto e = cellList((*l)[k], name, at, line)) return e;
            if (line.size() < 2)
                return error(VariantErrorKind::BadConstraint, name, at, at + ": an arrow is its circle cell and at least one more cell");
            if (std::find(circle.begin(), circle.end(), line[0]) == circle.end())
                return error(VariantErrorKind::BadConstraint, name, at + "[0]",
                             at + "[0]: an arrow starts in its circle, not at " + cellName(line[0] / n_, line[0] % n_));
            arrow.cells.push_back(std::move(line));
        }
        // Said here, with the arrow's place in the file: a circle of 4 cells, an arrow through it.
        if (const std::optional<RulesError> problem = checkConstraint(rules, arrow))
            return error(VariantErrorKind::BadConstraint, name, path, path + ": " + problem->message);
        rules.constraints.push_back(std::move(arrow));
        return std::nullopt;
    }
    if (name == "littlekillersum") {
        // {"cell": "R0C3", "cells": [the diagonal from the clue], "direction": "DL", "value": "11"}.
        // Without a value it is no rule: left out, as SudokuVariantSolverJS does.
        const auto v = item.find("value");
        if (v == item.end() || v->is_null() || (v->is_string() && v->get_ref<const std::string&>().empty())) return std::nullopt;
        const std::optional<int> sum = wholeNumber(*v);
        if (!sum || *sum < 1)
            return error(VariantErrorKind::BadConstraint, name, path + ".value",
                         path + ".value: " + dumpCompact(*v) + " is not a sum (a whole number)");
        const auto d = item.find("direction");
        static constexpr std::string_view kDirections[] = {"UL", "UR", "DL", "DR"}; // LittleKillerDirection's order
        int direction = -1;
        for (int k = 0; k < 4; ++k)
            if (d != item.end() && d->is_string() && d->get_ref<const std::string&>() == kDirections[k]) direction = k;
        if (direction < 0)
            return error(VariantErrorKind::BadConstraint, name, path + ".direction", path + ".direction: \"UL\", \"UR\", \"DL\" or \"DR\" was expected");
        std::vector<int> cells;
        const auto c = item.find("cells");
        if (c == item.end()) return error(VariantErrorKind::BadValue, name, path, path + ": no \"cells\" (the diagonal)");
        if (auto e = cellList(*c, name, path + ".cells", cells)) return e;
        if (cells.empty()) return error(VariantErrorKind::BadConstraint, name, path + ".cells", path + ".cells: no cells");
        const auto clue = item.find("cell");
        if (clue == item.end()) return error(VariantErrorKind::BadValue, name, path, path + ": no \"cell\" (the clue's place)");
        BoardCell at;
        if (auto e = boardCell(*clue, name, path + ".cell", at)) return e;
        const int dr = direction >= 2 ? 1 : -1, dc = direction % 2 == 1 ? 1 : -1;
        if (at.row + dr != cells[0] / n_ || at.col + dc != cells[0] % n_)
            return error(VariantErrorKind::BadConstraint, name, path + ".cell",
                         path + ".cell: the clue at " + clue->get<std::string>() + " pointing " + std::string(kDirections[direction]) +
                             " does not point at " + cellName(cells[0] / n_, cells[0] % n_));
        Constraint killer{ConstraintKind::LittleKiller, {std::move(cells)}, {*sum, direction}};
        if (const std::optional<RulesError> problem = checkConstraint(rules, killer))
            return error(VariantErrorKind::BadConstraint, name, path, path + ": " + problem->message);
        rules.constraints.push_back(std::move(killer));
        return std::nullopt;
    }
    if (name == "sandwichsum" || name == "xsum" || name == "skyscraper") {
        // {"cell": "R0C3", "value": "5"}: the clue's place at the end of a row or column, outside
        // the grid (row 0 or N+1: a column from the top or the bottom; column 0 or N+1: a row
        // from the left or the right). Without a value it is no rule: left out.
        const auto v = item.find("value");
        if (v == item.end() || v->is_null() || (v->is_string() && v->get_ref<const std::string&>().empty())) return std::nullopt;
        const std::optional<int> clue = wholeNumber(*v);
        if (!clue)
            return error(VariantErrorKind::BadConstraint, name, path + ".value",
                         path + ".value: " + dumpCompact(*v) + " is not a clue (a whole number)");
        const auto at = item.find("cell");
        if (at == item.end()) return error(VariantErrorKind::BadValue, name, path, path + ": no \"cell\" (the clue's place)");
        BoardCell place;
        if (auto e = boardCell(*at, name, path + ".cell", place)) return e;
        const bool rowEnd = place.row >= 0 && place.row < n_ && (place.col == -1 || place.col == n_);
        const bool columnEnd = place.col >= 0 && place.col < n_ && (place.row == -1 || place.row == n_);
        if (!rowEnd && !columnEnd)
            return error(VariantErrorKind::BadConstraint, name, path + ".cell",
                         path + ".cell: " + at->get<std::string>() + " is not at the end of a row or column (outside the grid)");
        const int dr = columnEnd ? (place.row == -1 ? 1 : -1) : 0, dc = rowEnd ? (place.col == -1 ? 1 : -1) : 0;
        std::vector<int> line;
        for (int k = 1; k <= n_; ++k) line.push_back((place.row + k * dr) * n_ + place.col + k * dc);
        const ConstraintKind kind = name == "sandwichsum" ? ConstraintKind::Sandwich : name == "xsum" ? ConstraintKind::XSum : ConstraintKind::Skyscraper;
        Constraint clued{kind, {std::move(line)}, {*clue}};
        if (const std::optional<RulesError> problem = checkConstraint(rules, clued))
            return error(VariantErrorKind::BadConstraint, name, path, path + ": " + problem->message);
        rules.constraints.push_back(std::move(clued));
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace qudoku::fpuzzles
