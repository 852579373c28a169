// f-puzzles JSON reader (qudoku/fpuzzles.h): an object of top-level keys, each read by its row of
// the key table (fpuzzles_json.cpp). What each key holds is what f-puzzles writes and dclamage's
// SudokuVariantSolverJS reads (src/solver/Constraint/*.ts): cell names "R1C1", dots
// {"cells": [a, b], "value": "2"}, single cells {"cell": "R1C1"}, lines {"lines": [[...], ...]}.

#include <algorithm>
#include <charconv>
#include <set>
#include <string>
#include <utility>

#include "formats/fpuzzles_json.h"
#include "formats/fpuzzles_parse.h"
#include "formats/fpuzzles_reader.h"
#include "formats/variant_support.h"
#include "qudoku/fpuzzles.h"
#include "qudoku/reader.h"

namespace qudoku::fpuzzles {

VariantError makeError(VariantErrorKind kind, std::string key, std::string path, std::string message) {
    VariantError e;
    e.kind = kind;
    e.key = std::move(key);
    e.path = std::move(path);
    e.message = std::move(message);
    return e;
}

std::string typeName(const Json& v) { return v.type_name(); }

std::optional<VariantError> Reader::gridCell(const Json& v, const std::string& key, const std::string& path, int& cell) const {
    if (!v.is_string()) return error(VariantErrorKind::BadCell, key, path, path + ": a cell name such as \"R1C1\" was expected, not " + typeName(v));
    const std::optional<BoardCell> c = fpuzzles::parseCellName(v.get_ref<const std::string&>());
    if (!c) return error(VariantErrorKind::BadCell, key, path, path + ": \"" + v.get<std::string>() + "\" is not a cell name such as \"R1C1\"");
    if (c->row < 0 || c->row >= n_ || c->col < 0 || c->col >= n_)
        return error(VariantErrorKind::BadCell, key, path, path + ": " + v.get<std::string>() + " is outside the " +
                                                                std::to_string(n_) + "×" + std::to_string(n_) + " grid");
    cell = c->row * n_ + c->col;
    return std::nullopt;
}

std::optional<VariantError> Reader::boardCell(const Json& v, const std::string& key, const std::string& path, BoardCell& cell) const {
    if (!v.is_string()) return error(VariantErrorKind::BadCell, key, path, path + ": a cell name such as \"R1C1\" was expected, not " + typeName(v));
    const std::optional<BoardCell> c = fpuzzles::parseCellName(v.get_ref<const std::string&>());
    if (!c || c->row < -1 || c->row > n_ || c->col < -1 || c->col > n_)
        return error(VariantErrorKind::BadCell, key, path, path + ": \"" + v.get<std::string>() + "\" is not a cell of the board");
    cell = *c;
    return std::nullopt;
}

std::optional<VariantError> Reader::cellList(const Json& v, const std::string& key, const std::string& path,
                                             std::vector<int>& cells) const {
    if (!v.is_array()) return error(VariantErrorKind::BadValue, key, path, path + ": a list of cells was expected, not " + typeName(v));
    cells.clear();
    for (std::size_t i = 0; i < v.size(); ++i) {
        int cell = 0;
        if (auto e = gridCell(v[i], key, path + "[" + std::to_string(i) + "]", cell)) return e;
        if (std::find(cells.begin(), cells.end(), cell) != cells.end())
            return error(VariantErrorKind::BadConstraint, key, path, path + ": " + v[i].get<std::string>() + " appears twice");
        cells.push_back(cell);
    }
    return std::nullopt;
}

// A rule key's value: a list of objects.
std::optional<VariantError> Reader::items(const Json& v, const std::string& key) const {
    if (!v.is_array()) return error(VariantErrorKind::BadValue, key, key, key + ": a list was expected, not " + typeName(v));
    for (std::size_t i = 0; i < v.size(); ++i)
        if (!v[i].is_object())
            return error(VariantErrorKind::BadValue, key, key + "[" + std::to_string(i) + "]",
                         key + "[" + std::to_string(i) + "]: an object was expected, not " + typeName(v[i]));
    return std::nullopt;
}

std::optional<int> wholeNumber(const Json& v) {
    if (v.is_number_integer()) {
        const auto x = v.get<long long>();
        if (x < -1000000 || x > 1000000) return std::nullopt;
        return static_cast<int>(x);
    }
    if (v.is_string()) {
        const std::string& s = v.get_ref<const std::string&>();
        int x = 0;
        const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), x);
        if (ec == std::errc() && p == s.data() + s.size() && !s.empty()) return x;
    }
    return std::nullopt;
}

bool inUse(const Json& v) {
    if (v.is_boolean()) return v.get<bool>();
    if (v.is_array() || v.is_object() || v.is_string()) return !v.empty() && !(v.is_string() && v.get_ref<const std::string&>().empty());
    return !v.is_null();
}

std::optional<VariantError> Reader::readGrid() {
    const auto size = doc_.find("size");
    const auto grid = doc_.find("grid");
    if (size == doc_.end() || grid == doc_.end())
        return error(VariantErrorKind::NotAPuzzle, size == doc_.end() ? "size" : "grid", "",
                     std::string("not an f-puzzles puzzle: no \"") + (size == doc_.end() ? "size" : "grid") + "\"");
    if (!size->is_number_integer() || size->get<long long>() < kMinRulesSize || size->get<long long>() > kMaxRegionsSize)
        return error(VariantErrorKind::BadSize, "size", "size",
                     "size " + fpuzzles::dumpCompact(*size) + ": f-puzzles grids are 4×4 to 16×16");
    n_ = static_cast<int>(size->get<long long>());
    puzzle_ = VariantPuzzle::blank(Rules{n_, {}, {}, {}});
    if (!grid->is_array() || static_cast<int>(grid->size()) != n_)
        return error(VariantErrorKind::BadGrid, "grid", "grid", "grid: " + std::to_string(n_) + " rows were expected");
    std::vector<int> regions(static_cast<std::size_t>(n_ * n_));
    for (int r = 0; r < n_; ++r) {
        const Json& row = (*grid)[static_cast<std::size_t>(r)];
        const std::string rowPath = "grid[" + std::to_string(r) + "]";
        if (!row.is_array() || static_cast<int>(row.size()) != n_)
            return error(VariantErrorKind::BadGrid, "grid", rowPath, rowPath + ": a row of " + std::to_string(n_) + " cells was expected");
        for (int c = 0; c < n_; ++c) {
            const Json& cell = row[static_cast<std::size_t>(c)];
            const std::string path = rowPath + "[" + std::to_string(c) + "]";
            const int index = r * n_ + c;
            if (!cell.is_object()) return error(VariantErrorKind::BadGrid, "grid", path, path + ": a cell object was expected, not " + typeName(cell));
            if (const auto v = cell.find("value"); v != cell.end() && !v->is_null()) {
                if (!v->is_number_integer() || v->get<long long>() < 0 || v->get<long long>() > n_)
                    return error(VariantErrorKind::BadGrid, "grid", path + ".value",
                                 path + ".value: a digit from 1 to " + std::to_string(n_) + " was expected, not " + fpuzzles::dumpCompact(*v));
                const int value = static_cast<int>(v->get<long long>());
                const auto g = cell.find("given");
                const bool given = g != cell.end() && g->is_boolean() && g->get<bool>();
                (given ? puzzle_.givens : puzzle_.entered).set(index, value);
            }
            if (const auto m = cell.find("givenPencilMarks"); m != cell.end() && !m->is_null()) {
                if (!m->is_array()) return error(VariantErrorKind::BadGrid, "grid", path + ".givenPencilMarks", path + ".givenPencilMarks: a list of digits was expected");
                std::uint32_t mask = 0;
                for (const Json& d : *m) {
                    if (!d.is_number_integer() || d.get<long long>() < 1 || d.get<long long>() > n_)
                        return error(VariantErrorKind::BadGrid, "grid", path + ".givenPencilMarks",
                                     path + ".givenPencilMarks: " + fpuzzles::dumpCompact(d) + " is not a digit from 1 to " + std::to_string(n_));
                    mask |= 1u << (d.get<long long>() - 1);
                }
                puzzle_.givenMarks[static_cast<std::size_t>(index)] = mask;
            }
            int region = fpuzzles::defaultRegion(n_, r, c);
            if (const auto g = cell.find("region"); g != cell.end()) {
                if (!g->is_number_integer())
                    return error(VariantErrorKind::BadRegions, "grid", path + ".region",
                                 "cell " + fpuzzles::cellName(r, c) + " belongs to no region (region " + fpuzzles::dumpCompact(*g) +
                                     "): every cell must be in one of " + std::to_string(n_) + " regions");
                const long long g0 = g->get<long long>();
                if (g0 < 0 || g0 >= n_)
                    return error(VariantErrorKind::BadRegions, "grid", path + ".region",
                                 "cell " + fpuzzles::cellName(r, c) + " is in region " + std::to_string(g0) +
                                     ": regions are numbered 0 to " + std::to_string(n_ - 1));
                region = static_cast<int>(g0);
            }
            regions[static_cast<std::size_t>(index)] = region;
        }
    }
    if (std::optional<std::string> problem = formats::regionsProblem(n_, regions))
        return error(VariantErrorKind::BadRegions, "grid", "grid", std::move(*problem));
    formats::setRegions(puzzle_.rules, std::move(regions));
    return std::nullopt;
}

std::optional<VariantError> Reader::readRule(const std::string& name, const Json& value) {
    Rules& rules = puzzle_.rules;
    const auto boolean = [&](bool& on) -> std::optional<VariantError> {
        if (!value.is_boolean()) return error(VariantErrorKind::BadValue, name, name, name + ": true or false was expected, not " + typeName(value));
        on = value.get<bool>();
        return std::nullopt;
    };
    // A diagonal's cells are the rules' own (Houses computes them; rules.h): none listed here.
    const auto diagonal = [&](ExtraHouseKind kind) { rules.extraHouses.push_back({kind, {}}); };
    bool on = false;
    if (name == "diagonal+" || name == "diagonal-") {
        if (auto e = boolean(on)) return e;
        if (on) diagonal(name == "diagonal-" ? ExtraHouseKind::DiagonalDown : ExtraHouseKind::DiagonalUp);
        return std::nullopt;
    }
    if (name == "antiknight" || name == "antiking") {
        if (auto e = boolean(on)) return e;
        if (on) rules.constraints.push_back({name == "antiknight" ? ConstraintKind::AntiKnight : ConstraintKind::AntiKing, {}, {}});
        return std::nullopt;
    }
    if (name == "nonconsecutive") return boolean(nonconsecutive_);
    if (name == "disjointgroups") {
        if (auto e = boolean(on)) return e;
        if (!on) return std::nullopt;
        // One entry for the N groups: Houses computes them from the boxes (rules.h).
        rules.extraHouses.push_back({ExtraHouseKind::DisjointGroup, {}});
        return std::nullopt;
    }
    if (name == "negative") {
        if (!value.is_array()) return error(VariantErrorKind::BadValue, name, name, "negative: a list of names was expected, not " + typeName(value));
        for (std::size_t i = 0; i < value.size(); ++i) {
            const Json& v = value[i];
            const std::string what = v.is_string() ? v.get<std::string>() : fpuzzles::dumpCompact(v);
            if (what == "ratio") rules.constraints.push_back({ConstraintKind::NegativeRatio, {}, {}});
            else if (what == "difference") negativeDifference_ = true;
            else if (what == "xv") rules.constraints.push_back({ConstraintKind::NegativeXV, {}, {}});
            else {
                VariantError e = error(VariantErrorKind::Unsupported, name, "negative[" + std::to_string(i) + "]", "");
                e.feature = "the negative constraint of " + what;
                e.message = "this puzzle uses " + e.feature + ", which Qudoku cannot solve yet";
                return e;
            }
        }
        return std::nullopt;
    }
    if (auto e = items(value, name)) return e;
    // An entry's "cells": 1 to N of them (an extra region, a killer cage: `what` says which).
    const auto groupOfCells = [&](const Json& item, const std::string& path, const std::string& what,
                                  std::vector<int>& cells) -> std::optional<VariantError> {
        const auto c = item.find("cells");
        if (c == item.end()) return error(VariantErrorKind::BadValue, name, path, path + ": no \"cells\"");
        if (auto e = cellList(*c, name, path + ".cells", cells)) return e;
        if (cells.empty() || static_cast<int>(cells.size()) > n_)
            return error(VariantErrorKind::BadConstraint, name, path,
                         path + ": " + what + " has 1 to " + std::to_string(n_) + " cells, not " + std::to_string(cells.size()));
        return std::nullopt;
    };
    for (std::size_t i = 0; i < value.size(); ++i) {
        const Json& item = value[i];
        const std::string path = name + "[" + std::to_string(i) + "]";
        if (name == "odd" || name == "even" || name == "minimum" || name == "maximum") {
            int cell = 0;
            const auto c = item.find("cell");
            if (c == item.end()) return error(VariantErrorKind::BadValue, name, path, path + ": no \"cell\"");
            if (auto e = gridCell(*c, name, path + ".cell", cell)) return e;
            const ConstraintKind kind = name == "odd" ? ConstraintKind::Odd
                                        : name == "even" ? ConstraintKind::Even
                                        : name == "minimum" ? ConstraintKind::Minimum
                                                            : ConstraintKind::Maximum;
            rules.constraints.push_back({kind, {{cell}}, {}});
            continue;
        }
        if (name == "extraregion") {
            std::vector<int> cells;
            if (auto e = groupOfCells(item, path, "an extra region", cells)) return e;
            std::sort(cells.begin(), cells.end());
            rules.extraHouses.push_back({ExtraHouseKind::ExtraRegion, std::move(cells)});
            continue;
        }
        if (name == "thermometer") {
            const auto l = item.find("lines");
            if (l == item.end() || !l->is_array() || l->empty())
                return error(VariantErrorKind::BadValue, name, path, path + ": a list of \"lines\" was expected");
            std::vector<std::vector<int>> lines;
            for (std::size_t k = 0; k < l->size(); ++k) {
                std::vector<int> cells;
                if (auto e = cellList((*l)[k], name, path + ".lines[" + std::to_string(k) + "]", cells)) return e;
                if (cells.empty()) return error(VariantErrorKind::BadConstraint, name, path, path + ": an empty thermometer line");
                lines.push_back(std::move(cells));
            }
            // Branches from one bulb are one thermometer (rules.h); lines from different bulbs in
            // one item (f-puzzles allows it) are thermometers of their own.
            const bool oneBulb = std::all_of(lines.begin(), lines.end(), [&](const auto& line) { return line[0] == lines[0][0]; });
            if (oneBulb) {
                rules.constraints.push_back({ConstraintKind::Thermometer, std::move(lines), {}});
            } else {
                for (auto& line : lines) rules.constraints.push_back({ConstraintKind::Thermometer, {std::move(line)}, {}});
            }
            continue;
        }
        if (name == "quadruple") {
            std::vector<int> cells;
            const auto c = item.find("cells");
            if (c == item.end()) return error(VariantErrorKind::BadValue, name, path, path + ": no \"cells\"");
            if (auto e = cellList(*c, name, path + ".cells", cells)) return e;
            std::vector<int> sorted = cells;
            std::sort(sorted.begin(), sorted.end());
            const bool block = sorted.size() == 4 && sorted[0] % n_ < n_ - 1 && sorted[1] == sorted[0] + 1 &&
                               sorted[2] == sorted[0] + n_ && sorted[3] == sorted[0] + n_ + 1;
            if (!block) return error(VariantErrorKind::BadConstraint, name, path, path + ": a quadruple's cells are the 4 cells around a corner");
            const auto vs = item.find("values");
            if (vs == item.end() || !vs->is_array() || vs->empty() || vs->size() > 4)
                return error(VariantErrorKind::BadConstraint, name, path, path + ": a quadruple has 1 to 4 \"values\"");
            std::vector<int> digits;
            for (const Json& d : *vs) {
                const std::optional<int> x = wholeNumber(d);
                if (!x || *x < 1 || *x > n_)
                    return error(VariantErrorKind::BadConstraint, name, path + ".values",
                                 path + ".values: " + fpuzzles::dumpCompact(d) + " is not a digit from 1 to " + std::to_string(n_));
                digits.push_back(*x);
            }
            rules.constraints.push_back({ConstraintKind::Quadruple, {std::move(cells)}, std::move(digits)});
            continue;
        }
        if (name == "killercage") {
            // {"cells": [...], "value": "17"}: the sum as f-puzzles writes it (a string), a number, or
            // none (an empty string, no "value": a cage that only forbids repeats).
            std::vector<int> cells;
            if (auto e = groupOfCells(item, path, "a killer cage", cells)) return e;
            const auto v = item.find("value");
            const bool hasValue = v != item.end() && !v->is_null() && !(v->is_string() && v->get_ref<const std::string&>().empty());
            std::vector<int> values;
            if (hasValue) {
                const std::optional<int> x = wholeNumber(*v);
                if (!x || *x < 1)
                    return error(VariantErrorKind::BadConstraint, name, path + ".value",
                                 path + ".value: " + fpuzzles::dumpCompact(*v) + " is not a sum (a whole number)");
                values.push_back(*x);
            }
            Constraint cage{ConstraintKind::KillerCage, {std::move(cells)}, std::move(values)};
            // Said here, with the cage's place in the file: a sum its cells cannot make, a cell twice.
            if (const std::optional<RulesError> problem = checkConstraint(rules, cage))
                return error(VariantErrorKind::BadConstraint, name, path, path + ": " + problem->message);
            rules.constraints.push_back(std::move(cage));
            continue;
        }
        if (isSumKey(name)) {
            if (auto e = readSum(name, item, path)) return e;
            continue;
        }
        if (const std::optional<ConstraintKind> kind = lineKind(name)) {
            if (auto e = readLine(*kind, name, item, path)) return e;
            continue;
        }
        // The dots between two adjacent cells: difference, ratio, xv, sum.
        std::vector<int> cells;
        const auto c = item.find("cells");
        if (c == item.end()) return error(VariantErrorKind::BadValue, name, path, path + ": no \"cells\"");
        if (auto e = cellList(*c, name, path + ".cells", cells)) return e;
        if (cells.size() != 2) return error(VariantErrorKind::BadConstraint, name, path, path + ": a dot is between 2 cells, not " + std::to_string(cells.size()));
        const int a = std::min(cells[0], cells[1]);
        const int b = std::max(cells[0], cells[1]);
        if (!(b == a + n_ || (b == a + 1 && a % n_ != n_ - 1)))
            return error(VariantErrorKind::BadConstraint, name, path,
                         path + ": " + fpuzzles::cellName(a / n_, a % n_) + " and " + fpuzzles::cellName(b / n_, b % n_) + " are not adjacent");
        const auto v = item.find("value");
        const bool hasValue = v != item.end() && !v->is_null() && !(v->is_string() && v->get_ref<const std::string&>().empty());
        if (name == "xv") {
            const std::string x = v != item.end() && v->is_string() ? v->get<std::string>() : "";
            if (x != "X" && x != "x" && x != "V" && x != "v")
                return error(VariantErrorKind::BadConstraint, name, path + ".value", path + ".value: \"X\" or \"V\" was expected");
            rules.constraints.push_back({ConstraintKind::XV, {std::move(cells)}, {x == "X" || x == "x" ? 10 : 5}});
            continue;
        }
        std::vector<int> values;
        if (hasValue) {
            const std::optional<int> x = wholeNumber(*v);
            const int lowest = name == "ratio" ? 2 : name == "sum" ? 3 : 1;
            const int highest = name == "ratio" ? n_ : name == "sum" ? 2 * n_ - 1 : n_ - 1;
            if (!x || *x < lowest || *x > highest)
                return error(VariantErrorKind::BadConstraint, name, path + ".value",
                             path + ".value: " + fpuzzles::dumpCompact(*v) + " is not a number from " + std::to_string(lowest) + " to " +
                                 std::to_string(highest));
            values.push_back(*x);
        } else if (name == "sum") {
            return error(VariantErrorKind::BadConstraint, name, path + ".value", path + ": a sum dot needs its \"value\"");
        }
        const ConstraintKind kind = name == "difference" ? ConstraintKind::Difference : name == "ratio" ? ConstraintKind::Ratio : ConstraintKind::XV;
        rules.constraints.push_back({kind, {std::move(cells)}, std::move(values)});
    }
    return std::nullopt;
}

std::optional<VariantError> Reader::readDrawing(const std::string& name, const Json& value) {
    if (auto e = items(value, name)) return e;
    const DrawingKind kind = name == "line" ? DrawingKind::Line
                             : name == "rectangle" ? DrawingKind::Rectangle
                             : name == "circle" ? DrawingKind::Circle
                             : name == "text" ? DrawingKind::Text
                                              : DrawingKind::Cage;
    for (std::size_t i = 0; i < value.size(); ++i) {
        const Json& item = value[i];
        const std::string path = name + "[" + std::to_string(i) + "]";
        Drawing d;
        d.kind = kind;
        Json extra = Json::object();
        for (const auto& [field, v] : item.items()) {
            const auto readCells = [&](const Json& list, const std::string& at, std::vector<BoardCell>& out) -> std::optional<VariantError> {
                if (!list.is_array()) return error(VariantErrorKind::BadValue, name, at, at + ": a list of cells was expected");
                for (std::size_t k = 0; k < list.size(); ++k) {
                    BoardCell cell;
                    if (auto e = boardCell(list[k], name, at + "[" + std::to_string(k) + "]", cell)) return e;
                    out.push_back(cell);
                }
                return std::nullopt;
            };
            if (kind == DrawingKind::Line && field == "lines") {
                if (!v.is_array()) return error(VariantErrorKind::BadValue, name, path + ".lines", path + ".lines: a list of lines was expected");
                for (std::size_t k = 0; k < v.size(); ++k) {
                    d.cells.emplace_back();
                    if (auto e = readCells(v[k], path + ".lines[" + std::to_string(k) + "]", d.cells.back())) return e;
                }
            } else if (kind != DrawingKind::Line && field == "cells") {
                d.cells.emplace_back();
                if (auto e = readCells(v, path + ".cells", d.cells.back())) return e;
            } else if (field == "value" && (v.is_string() || v.is_number())) {
                d.text = v.is_string() ? v.get<std::string>() : fpuzzles::dumpCompact(v);
                if (kind == DrawingKind::Cage && wholeNumber(v)) {
                    // f-puzzles' cosmetic cage with a number: its rule is in the puzzle's text (a sum,
                    // a product, a count...), which Qudoku does not guess. Killer cages are
                    // "killercage", read above.
                    VariantError e = error(VariantErrorKind::Unsupported, name, path, "");
                    e.feature = "numbered cosmetic cages";
                    e.message = "this puzzle draws cages with numbers whose rule only its text states "
                                "(f-puzzles' cosmetic cage, not its killer cage), which Qudoku cannot solve yet";
                    return e;
                }
            } else if (field == "outlineC" && v.is_string()) {
                d.outline = v.get<std::string>();
            } else if (field == "baseC" && v.is_string()) {
                d.fill = v.get<std::string>();
            } else if (field == "fontC" && v.is_string()) {
                d.font = v.get<std::string>();
            } else if (field == "width" && v.is_number()) {
                d.width = v.get<double>();
            } else if (field == "height" && v.is_number()) {
                d.height = v.get<double>();
            } else if (field == "angle" && v.is_number()) {
                d.angle = v.get<double>();
            } else if (field == "size" && v.is_number()) {
                d.fontSize = v.get<double>();
            } else {
                extra[field] = v;
            }
        }
        if (!extra.empty()) d.extra = fpuzzles::dumpCompact(extra);
        puzzle_.drawings.push_back(std::move(d));
    }
    return std::nullopt;
}

std::optional<VariantError> Reader::readKey(const std::string& name, const Json& value) {
    const fpuzzles::KeyInfo* info = fpuzzles::findKey(name);
    if (!info) return std::nullopt;
    switch (info->role) {
    case KeyRole::Grid: return std::nullopt; // read first, by readGrid
    case KeyRole::Text: {
        if (!value.is_string()) return error(VariantErrorKind::BadValue, name, name, name + ": a text was expected, not " + typeName(value));
        std::string& field = name == "title" ? puzzle_.title : name == "author" ? puzzle_.author : puzzle_.rulesText;
        field = value.get<std::string>();
        return std::nullopt;
    }
    case KeyRole::Rule: return readRule(name, value);
    case KeyRole::Drawing: return readDrawing(name, value);
    case KeyRole::Unsupported:
        if (!inUse(value)) return std::nullopt;
        {
            VariantError e = error(VariantErrorKind::Unsupported, name, name, "");
            e.feature = std::string(info->feature);
            e.message = "this puzzle uses " + e.feature + ", which Qudoku cannot solve yet";
            return e;
        }
    }
    return std::nullopt;
}

// f-puzzles' "nonconsecutive" is the negative constraint of white dots of difference 1: no two
// orthogonal neighbours are consecutive unless a dot (white or black) sits between them
// (SudokuVariantSolverJS, KropkiConstraint.ts). Without dots that is Qudoku's NonConsecutive; with
// dots it is NegativeDifference of 1, or of every dot's difference with negative "difference".
std::optional<VariantError> Reader::finishRules() {
    Rules& rules = puzzle_.rules;
    const bool dots = std::any_of(rules.constraints.begin(), rules.constraints.end(), [](const Constraint& c) {
        return c.kind == ConstraintKind::Difference || c.kind == ConstraintKind::Ratio;
    });
    if (negativeDifference_) rules.constraints.push_back({ConstraintKind::NegativeDifference, {}, {}});
    else if (nonconsecutive_ && dots) rules.constraints.push_back({ConstraintKind::NegativeDifference, {}, {1}});
    else if (nonconsecutive_) rules.constraints.push_back({ConstraintKind::NonConsecutive, {}, {}});
    return std::nullopt;
}

Result<VariantPuzzle, VariantError> Reader::read() {
    if (auto e = readGrid()) return fail(std::move(*e));
    for (const auto& [name, value] : doc_.items())
        if (auto e = readKey(name, value)) return fail(std::move(*e));
    if (auto e = finishRules()) return fail(std::move(*e));
    // Every key in its place, and how the writer spells what was read from it (DocumentKey).
    for (const auto& [name, value] : doc_.items()) {
        DocumentKey key{name, fpuzzles::dumpCompact(value), {}};
        const fpuzzles::KeyInfo* info = fpuzzles::findKey(name);
        if (info && info->role != KeyRole::Unsupported)
            if (const std::optional<Json> spelled = fpuzzles::writeKey(name, puzzle_)) key.sourceData = fpuzzles::dumpCompact(*spelled);
        puzzle_.documentKeys.push_back(std::move(key));
    }
    return std::move(puzzle_);
}

} // namespace qudoku::fpuzzles

namespace qudoku {

using fpuzzles::Json;
using fpuzzles::makeError;
using fpuzzles::Reader;
using fpuzzles::typeName;

VariantResult readFpuzzlesJson(std::string_view json, int firstLine) {
    Result<Json, VariantError> doc = fpuzzles::parseDocument(json, firstLine);
    if (!doc) return fail(std::move(doc.error()));
    if (!doc->is_object()) {
        VariantError e = makeError(VariantErrorKind::NotAPuzzle, "", "", "not an f-puzzles puzzle: a JSON object was expected, not " + typeName(*doc));
        e.line = firstLine;
        return fail(std::move(e));
    }
    return Reader(*doc, firstLine).read();
}

} // namespace qudoku
