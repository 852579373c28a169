#include "qudoku/variant_set.h"

#include <algorithm>

#include "qudoku/generator.h"

namespace qudoku {

namespace {

struct KindInfo {
    VariantKind kind;
    std::string_view name;
    char letter;
};

constexpr KindInfo kKinds[] = {
    {VariantKind::Jigsaw, "jigsaw", 'J'},         {VariantKind::X, "x", 'X'},
    {VariantKind::Diagonal, "diagonal", 'D'},     {VariantKind::Windoku, "windoku", 'W'},
    {VariantKind::AntiKnight, "anti-knight", 'N'}, {VariantKind::AntiKing, "anti-king", 'K'},
    {VariantKind::NonConsecutive, "non-consecutive", 'C'}, {VariantKind::Killer, "killer", 'S'},
    {VariantKind::Thermometer, "thermometer", 'T'}, {VariantKind::Arrow, "arrow", 'A'},
};

const KindInfo& info(VariantKind kind) { return kKinds[static_cast<std::size_t>(kind)]; }

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

bool isSquare(int n) {
    for (int b = 2; b * b <= n; ++b)
        if (b * b == n) return true;
    return false;
}

// The symmetries that map the kind's rules onto themselves (variant_set.h says why each).
bool kindAllows(VariantKind kind, Symmetry symmetry) {
    switch (kind) {
    case VariantKind::Jigsaw: return symmetry == Symmetry::None || symmetry == Symmetry::Rotate180;
    case VariantKind::Killer: return symmetry == Symmetry::None;
    case VariantKind::Diagonal:
        return symmetry == Symmetry::None || symmetry == Symmetry::Rotate180 || symmetry == Symmetry::Diagonal ||
               symmetry == Symmetry::AntiDiagonal;
    case VariantKind::X:
    case VariantKind::Windoku:
    case VariantKind::AntiKnight:
    case VariantKind::AntiKing:
    case VariantKind::NonConsecutive:
    case VariantKind::Thermometer: // the givens' symmetry; the shapes follow the solution
    case VariantKind::Arrow: return true;
    }
    return false;
}

} // namespace

std::string_view variantKindName(VariantKind kind) { return info(kind).name; }

std::optional<VariantKind> variantKindFromName(std::string_view name) {
    for (const KindInfo& k : kKinds)
        if (k.name == name) return k.kind;
    return std::nullopt;
}

char variantKindLetter(VariantKind kind) { return info(kind).letter; }

std::optional<VariantKind> variantKindFromLetter(char letter) {
    if (letter >= 'a' && letter <= 'z') letter = static_cast<char>(letter - 'a' + 'A');
    for (const KindInfo& k : kKinds)
        if (k.letter == letter) return k.kind;
    return std::nullopt;
}

std::vector<VariantKind> VariantSet::kinds() const {
    std::vector<VariantKind> out;
    for (VariantKind k : kAllVariantKinds)
        if (has(k)) out.push_back(k);
    return out;
}

std::string variantSetName(VariantSet set) {
    std::string out;
    for (VariantKind k : set.kinds()) {
        if (!out.empty()) out += ',';
        out += variantKindName(k);
    }
    return out;
}

std::optional<VariantSet> variantSetFromNames(std::string_view names, std::string* bad) {
    VariantSet set;
    for (;;) {
        const std::size_t comma = names.find(',');
        const std::string_view name = trimmed(names.substr(0, comma));
        const std::optional<VariantKind> kind = variantKindFromName(name);
        if (!kind || set.has(*kind)) {
            if (bad) *bad = std::string(name);
            return std::nullopt;
        }
        set.add(*kind);
        if (comma == std::string_view::npos) return set;
        names.remove_prefix(comma + 1);
    }
}

bool allowsSymmetry(VariantSet set, Symmetry symmetry) {
    return std::all_of(kAllVariantKinds, std::end(kAllVariantKinds),
                       [&](VariantKind k) { return !set.has(k) || kindAllows(k, symmetry); });
}

std::optional<VariantSetProblem> checkVariantSet(VariantSet set, int size, Symmetry symmetry) {
    if (set.has(VariantKind::Jigsaw) ? size < kMinRulesSize || size > kMaxRegionsSize
                                     : !Shape::forSize(size) || size > kMaxRegionsSize)
        return VariantSetProblem::BadSize;
    if (set.has(VariantKind::Windoku) && !isSquare(size)) return VariantSetProblem::WindokuSize;
    if (set.has(VariantKind::X) && set.has(VariantKind::Diagonal)) return VariantSetProblem::XWithDiagonal;
    if (!allowsSymmetry(set, symmetry)) return VariantSetProblem::SymmetryRefused;
    return std::nullopt;
}

Rules variantRules(VariantSet set, int size, std::vector<int> regions) {
    Rules rules;
    rules.size = size;
    rules.regions = std::move(regions);
    if (set.has(VariantKind::X) || set.has(VariantKind::Diagonal)) rules.extraHouses.push_back({ExtraHouseKind::DiagonalDown, {}});
    if (set.has(VariantKind::X)) rules.extraHouses.push_back({ExtraHouseKind::DiagonalUp, {}});
    if (set.has(VariantKind::Windoku)) rules.extraHouses.push_back({ExtraHouseKind::Window, {}});
    if (set.has(VariantKind::AntiKnight)) rules.constraints.push_back({ConstraintKind::AntiKnight, {}, {}});
    if (set.has(VariantKind::AntiKing)) rules.constraints.push_back({ConstraintKind::AntiKing, {}, {}});
    if (set.has(VariantKind::NonConsecutive)) rules.constraints.push_back({ConstraintKind::NonConsecutive, {}, {}});
    return rules;
}

} // namespace qudoku
