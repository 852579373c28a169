// f-puzzles JSON writer (qudoku/fpuzzles.h): each key spelled from the puzzle as f-puzzles writes
// it, the document's keys in their places, unchanged ones as they came (DocumentKey).

#include <algorithm>
#include <set>
#include <tuple>

#include "formats/fpuzzles_json.h"
#include "qudoku/fpuzzles.h"
#include "qudoku/houses.h"

namespace qudoku {

namespace fpuzzles {

namespace {

Json name(int cell, int n) { return cellName(cell / n, cell % n); }

Json names(const std::vector<int>& cells, int n) {
    Json list = Json::array();
    for (const int c : cells) list.push_back(name(c, n));
    return list;
}

Json boardNames(const std::vector<BoardCell>& cells) {
    Json list = Json::array();
    for (const BoardCell& c : cells) list.push_back(cellName(c.row, c.col));
    return list;
}

bool hasHouse(const Rules& rules, ExtraHouseKind kind) {
    return std::any_of(rules.extraHouses.begin(), rules.extraHouses.end(), [&](const ExtraHouse& h) { return h.kind == kind; });
}

const Constraint* find(const Rules& rules, ConstraintKind kind) {
    const auto it = std::find_if(rules.constraints.begin(), rules.constraints.end(), [&](const Constraint& c) { return c.kind == kind; });
    return it == rules.constraints.end() ? nullptr : &*it;
}

// NegativeDifference of exactly 1 is f-puzzles' "nonconsecutive" (see the reader's finishRules).
bool isNonconsecutiveDots(const Constraint& c) { return c.kind == ConstraintKind::NegativeDifference && c.values == std::vector<int>{1}; }

std::optional<Json> orNothing(Json list) {
    if (list.empty()) return std::nullopt;
    return list;
}

Json gridJson(const VariantPuzzle& p) {
    const int n = p.rules.size;
    Json rows = Json::array();
    for (int r = 0; r < n; ++r) {
        Json row = Json::array();
        for (int c = 0; c < n; ++c) {
            const int cell = r * n + c;
            Json o = Json::object();
            if (p.givens.at(cell) != 0) {
                o["value"] = p.givens.at(cell);
                o["given"] = true;
            } else if (p.entered.at(cell) != 0) {
                o["value"] = p.entered.at(cell);
            }
            if (const std::uint32_t mask = cell < static_cast<int>(p.givenMarks.size()) ? p.givenMarks[static_cast<std::size_t>(cell)] : 0) {
                Json marks = Json::array();
                for (int v = 1; v <= n; ++v)
                    if (mask & (1u << (v - 1))) marks.push_back(v);
                o["givenPencilMarks"] = std::move(marks);
            }
            const int region = p.rules.regionOf(cell);
            if (region != defaultRegion(n, r, c)) o["region"] = region;
            row.push_back(std::move(o));
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

Json drawingJson(const Drawing& d) {
    Json o = Json::object();
    if (d.kind == DrawingKind::Line) {
        Json lines = Json::array();
        for (const auto& line : d.cells) lines.push_back(boardNames(line));
        o["lines"] = std::move(lines);
    } else {
        o["cells"] = d.cells.empty() ? Json::array() : boardNames(d.cells[0]);
    }
    if (!d.text.empty()) o["value"] = d.text;
    if (!d.outline.empty()) o["outlineC"] = d.outline;
    if (!d.fill.empty()) o["baseC"] = d.fill;
    if (!d.font.empty()) o["fontC"] = d.font;
    if (d.width) o["width"] = *d.width;
    if (d.height) o["height"] = *d.height;
    if (d.angle) o["angle"] = *d.angle;
    if (d.fontSize) o["size"] = *d.fontSize;
    if (!d.extra.empty()) {
        const Json extra = Json::parse(d.extra, nullptr, false);
        if (extra.is_object())
            for (const auto& [k, v] : extra.items())
                if (!o.contains(k)) o[k] = v;
    }
    return o;
}

} // namespace

std::optional<Json> writeKey(std::string_view key, const VariantPuzzle& p) {
    const Rules& rules = p.rules;
    const int n = rules.size;
    if (key == "size") return Json(n);
    if (key == "grid") return gridJson(p);
    if (key == "title" || key == "author" || key == "ruleset") {
        const std::string& text = key == "title" ? p.title : key == "author" ? p.author : p.rulesText;
        if (text.empty()) return std::nullopt;
        return Json(text);
    }
    if (key == "diagonal+" || key == "diagonal-" || key == "disjointgroups") {
        const ExtraHouseKind kind = key == "diagonal+" ? ExtraHouseKind::DiagonalUp
                                    : key == "diagonal-" ? ExtraHouseKind::DiagonalDown
                                                         : ExtraHouseKind::DisjointGroup;
        if (!hasHouse(rules, kind)) return std::nullopt;
        return Json(true);
    }
    if (key == "antiknight" || key == "antiking") {
        if (!find(rules, key == "antiknight" ? ConstraintKind::AntiKnight : ConstraintKind::AntiKing)) return std::nullopt;
        return Json(true);
    }
    if (key == "nonconsecutive") {
        const bool on = find(rules, ConstraintKind::NonConsecutive) ||
                        std::any_of(rules.constraints.begin(), rules.constraints.end(), isNonconsecutiveDots);
        if (!on) return std::nullopt;
        return Json(true);
    }
    if (key == "negative") {
        Json list = Json::array();
        if (find(rules, ConstraintKind::NegativeRatio)) list.push_back("ratio");
        if (std::any_of(rules.constraints.begin(), rules.constraints.end(),
                        [](const Constraint& c) { return c.kind == ConstraintKind::NegativeDifference && !isNonconsecutiveDots(c); }))
            list.push_back("difference");
        if (find(rules, ConstraintKind::NegativeXV)) list.push_back("xv");
        return orNothing(std::move(list));
    }
    if (key == "extraregion") {
        // Windoku's windows too: f-puzzles has no key of its own for them.
        Json list = Json::array();
        for (const ExtraHouse& h : rules.extraHouses)
            if (h.kind == ExtraHouseKind::ExtraRegion) list.push_back(Json{{"cells", names(h.cells, n)}});
        if (hasHouse(rules, ExtraHouseKind::Window)) {
            const Houses houses(rules);
            for (const House& house : houses.all())
                if (house.kind == HouseKind::Window) list.push_back(Json{{"cells", names(house.cells, n)}});
        }
        return orNothing(std::move(list));
    }
    Json list = Json::array();
    for (const Constraint& c : rules.constraints) {
        const auto firstGroup = [&]() -> const std::vector<int>& {
            static const std::vector<int> none;
            return c.cells.empty() ? none : c.cells[0];
        };
        switch (c.kind) {
        case ConstraintKind::Odd:
        case ConstraintKind::Even:
        case ConstraintKind::Minimum:
        case ConstraintKind::Maximum: {
            const std::string_view k = c.kind == ConstraintKind::Odd ? "odd"
                                       : c.kind == ConstraintKind::Even ? "even"
                                       : c.kind == ConstraintKind::Minimum ? "minimum"
                                                                           : "maximum";
            if (key == k && !firstGroup().empty()) list.push_back(Json{{"cell", name(firstGroup()[0], n)}});
            break;
        }
        case ConstraintKind::Thermometer:
            if (key == "thermometer") {
                Json lines = Json::array();
                for (const auto& line : c.cells) lines.push_back(names(line, n));
                list.push_back(Json{{"lines", std::move(lines)}});
            }
            break;
        case ConstraintKind::Difference:
        case ConstraintKind::Ratio:
            if (key == (c.kind == ConstraintKind::Difference ? "difference" : "ratio")) {
                Json o{{"cells", names(firstGroup(), n)}};
                if (!c.values.empty()) o["value"] = std::to_string(c.values[0]);
                list.push_back(std::move(o));
            }
            break;
        case ConstraintKind::XV: {
            const int sum = c.values.empty() ? 10 : c.values[0];
            if (key == "xv" && (sum == 10 || sum == 5)) list.push_back(Json{{"cells", names(firstGroup(), n)}, {"value", sum == 10 ? "X" : "V"}});
            if (key == "sum" && sum != 10 && sum != 5) list.push_back(Json{{"cells", names(firstGroup(), n)}, {"value", std::to_string(sum)}});
            break;
        }
        case ConstraintKind::Quadruple:
            if (key == "quadruple") list.push_back(Json{{"cells", names(firstGroup(), n)}, {"values", c.values}});
            break;
        case ConstraintKind::KillerCage:
            if (key == "killercage") {
                Json o{{"cells", names(firstGroup(), n)}};
                if (!c.values.empty()) o["value"] = std::to_string(c.values[0]); // f-puzzles writes the sum as text
                list.push_back(std::move(o));
            }
            break;
        case ConstraintKind::Arrow:
            if (key == "arrow") {
                Json lines = Json::array();
                for (std::size_t k = 1; k < c.cells.size(); ++k) lines.push_back(names(c.cells[k], n));
                list.push_back(Json{{"lines", std::move(lines)}, {"cells", names(firstGroup(), n)}});
            }
            break;
        case ConstraintKind::LittleKiller:
            if (key == "littlekillersum" && c.values.size() == 2 && !firstGroup().empty()) {
                static constexpr const char* kDirections[] = {"UL", "UR", "DL", "DR"}; // LittleKillerDirection's order
                const int direction = std::clamp(c.values[1], 0, 3);
                const int dr = direction >= 2 ? 1 : -1, dc = direction % 2 == 1 ? 1 : -1;
                const int first = firstGroup()[0];
                list.push_back(Json{{"cell", cellName(first / n - dr, first % n - dc)},
                                    {"cells", names(firstGroup(), n)},
                                    {"direction", kDirections[direction]},
                                    {"value", std::to_string(c.values[0])}});
            }
            break;
        case ConstraintKind::Sandwich:
        case ConstraintKind::XSum:
        case ConstraintKind::Skyscraper: {
            const std::string_view k = c.kind == ConstraintKind::Sandwich ? "sandwichsum" : c.kind == ConstraintKind::XSum ? "xsum" : "skyscraper";
            const std::vector<int>& line = firstGroup();
            if (key == k && line.size() >= 2 && !c.values.empty()) {
                // The clue's place: one step before the first cell.
                const int step = line[1] - line[0];
                const int dr = step == n ? 1 : step == -n ? -1 : 0, dc = step == 1 ? 1 : step == -1 ? -1 : 0;
                list.push_back(Json{{"cell", cellName(line[0] / n - dr, line[0] % n - dc)}, {"value", std::to_string(c.values[0])}});
            }
            break;
        }
        case ConstraintKind::Renban:
        case ConstraintKind::Whispers:
        case ConstraintKind::Palindrome:
        case ConstraintKind::BetweenLine:
        case ConstraintKind::RegionSumLine:
        case ConstraintKind::EntropicLine:
        case ConstraintKind::ModularLine:
        case ConstraintKind::ZipperLine:
            if (key == constraintKindName(c.kind)) { // one entry per line, as f-puzzles writes them
                Json lines = Json::array();
                lines.push_back(names(firstGroup(), n));
                Json o{{"lines", std::move(lines)}};
                if (!c.values.empty()) o["value"] = std::to_string(c.values[0]); // whispers: text, as f-puzzles
                list.push_back(std::move(o));
            }
            break;
        default: break;
        }
    }
    const DrawingKind drawing = key == "line" ? DrawingKind::Line
                                : key == "rectangle" ? DrawingKind::Rectangle
                                : key == "circle" ? DrawingKind::Circle
                                : key == "text" ? DrawingKind::Text
                                                : DrawingKind::Cage;
    if (key == "line" || key == "rectangle" || key == "circle" || key == "text" || key == "cage")
        for (const Drawing& d : p.drawings)
            if (d.kind == drawing) list.push_back(drawingJson(d));
    return orNothing(std::move(list));
}

} // namespace fpuzzles

namespace {

// The document's keys in place, then the new ones. With `verbatim`, a key whose data did not change
// since it was read is written as it came (DocumentKey); without, every key Qudoku reads is spelled
// from the data (a key it does not read is always written as it came).
std::string compose(const VariantPuzzle& puzzle, bool verbatim) {
    using fpuzzles::Json;
    std::string out = "{";
    std::set<std::string, std::less<>> written;
    const auto add = [&](const std::string& key, const std::string& valueText) {
        if (!written.empty()) out += ',';
        out += fpuzzles::dumpCompact(Json(key));
        out += ':';
        out += valueText;
        written.insert(key);
    };
    for (const DocumentKey& k : puzzle.documentKeys) {
        if (written.count(k.name)) continue;
        const fpuzzles::KeyInfo* info = fpuzzles::findKey(k.name);
        if (!info || info->role == fpuzzles::KeyRole::Unsupported) {
            add(k.name, k.source); // a key Qudoku does not read: as it came
            continue;
        }
        const std::optional<Json> now = fpuzzles::writeKey(k.name, puzzle);
        const std::string nowText = now ? fpuzzles::dumpCompact(*now) : std::string();
        if (verbatim && nowText == k.sourceData) add(k.name, k.source); // unchanged: as it came
        else if (now) add(k.name, nowText);
        // else: the data no longer has this rule; the key goes
    }
    for (const std::string_view key : fpuzzles::writtenKeys()) {
        if (written.count(key)) continue;
        if (const std::optional<Json> now = fpuzzles::writeKey(key, puzzle)) add(std::string(key), fpuzzles::dumpCompact(*now));
    }
    out += '}';
    return out;
}

// The rules with constraints and extra houses in one order (the order keys are read in is the
// document's, which says nothing about the rules), windoku's windows as the extra regions they are
// written as.
Rules ordered(Rules rules) {
    if (std::any_of(rules.extraHouses.begin(), rules.extraHouses.end(), [](const ExtraHouse& h) { return h.kind == ExtraHouseKind::Window; })) {
        const Houses houses(rules);
        std::erase_if(rules.extraHouses, [](const ExtraHouse& h) { return h.kind == ExtraHouseKind::Window; });
        for (const House& house : houses.all())
            if (house.kind == HouseKind::Window) rules.extraHouses.push_back({ExtraHouseKind::ExtraRegion, house.cells});
    }
    std::sort(rules.constraints.begin(), rules.constraints.end(), [](const Constraint& a, const Constraint& b) {
        return std::tie(a.kind, a.cells, a.values) < std::tie(b.kind, b.cells, b.values);
    });
    std::sort(rules.extraHouses.begin(), rules.extraHouses.end(),
              [](const ExtraHouse& a, const ExtraHouse& b) { return std::tie(a.kind, a.cells) < std::tie(b.kind, b.cells); });
    return rules;
}

bool sameContent(const VariantPuzzle& a, const VariantPuzzle& b) {
    return ordered(a.rules) == ordered(b.rules) && a.givens == b.givens && a.entered == b.entered && a.givenMarks == b.givenMarks &&
           a.title == b.title && a.author == b.author && a.rulesText == b.rulesText && a.drawings == b.drawings;
}

} // namespace

std::string writeFpuzzlesJson(const VariantPuzzle& puzzle) {
    std::string out = compose(puzzle, true);
    if (puzzle.documentKeys.empty()) return out;
    // Two keys can spell one rule (a "sum" dot of 5 is an "xv" V): a key kept as it came may then
    // say again what another key now spells from the data. Reading the document back finds that;
    // the data is then spelled anew, key by key.
    const VariantResult back = readFpuzzlesJson(out);
    if (back.ok() && sameContent(*back, puzzle)) return out;
    return compose(puzzle, false);
}

} // namespace qudoku
