// f-puzzles reader (fpuzzles_reader.h): the lines (issue 34). {"lines": [[cells], ...], "value": "4"}:
// each line of an entry a constraint of its own; "value" only on whispers (the least difference, as
// SudokuVariantSolverJS reads it). A bad line is refused at its path (`renban[0].lines[1]: …`).

#include <string>
#include <utility>
#include <vector>

#include "formats/fpuzzles_reader.h"

namespace qudoku::fpuzzles {

std::optional<ConstraintKind> lineKind(std::string_view key) {
    for (ConstraintKind kind : {ConstraintKind::Renban, ConstraintKind::Whispers, ConstraintKind::Palindrome,
                                ConstraintKind::BetweenLine, ConstraintKind::RegionSumLine, ConstraintKind::EntropicLine,
                                ConstraintKind::ModularLine, ConstraintKind::ZipperLine})
        if (constraintKindName(kind) == key) return kind;
    return std::nullopt;
}

std::optional<VariantError> Reader::readLine(ConstraintKind kind, const std::string& name, const Json& item, const std::string& path) {
    Rules& rules = puzzle_.rules;
    const auto l = item.find("lines");
    if (l == item.end() || !l->is_array() || l->empty())
        return error(VariantErrorKind::BadValue, name, path, path + ": a list of \"lines\" was expected");
    std::vector<int> values;
    const auto v = item.find("value");
    const bool hasValue = v != item.end() && !v->is_null() && !(v->is_string() && v->get_ref<const std::string&>().empty());
    if (hasValue) {
        const std::optional<int> x = wholeNumber(*v);
        if (kind != ConstraintKind::Whispers || !x)
            return error(VariantErrorKind::BadConstraint, name, path + ".value",
                         path + ".value: " + dumpCompact(*v) +
                             (kind == ConstraintKind::Whispers ? " is not a difference (a whole number)"
                                                                : " is not read: this line takes no value"));
        values.push_back(*x);
    }
    for (std::size_t k = 0; k < l->size(); ++k) {
        const std::string at = path + ".lines[" + std::to_string(k) + "]";
        std::vector<int> cells;
        if (auto e = cellList((*l)[k], name, at, cells)) return e;
        Constraint line{kind, {std::move(cells)}, values};
        // Said here, where the line stands: too short, a step that is not to a neighbour, a
        // cell twice, a whispers difference out of range.
        if (const std::optional<RulesError> problem = checkConstraint(rules, line))
            return error(VariantErrorKind::BadConstraint, name, at, at + ": " + problem->message);
        rules.constraints.push_back(std::move(line));
    }
    return std::nullopt;
}

} // namespace qudoku::fpuzzles
