#pragma once
// The variants the generator makes (issue 33, section 4), as a set of kinds: what a player picks
// ("jigsaw + X"), what a puzzle code carries (puzzle_code.h) and what `qudoku-cli --generate
// --variant x,anti-knight` names. The set and a size make the rules (variantRules), but for a
// jigsaw, whose region layout the generator draws afresh from the seed (generator.h).
//
//   kind             name               code letter   rules (rules.h)
//   jigsaw           "jigsaw"           J             regions: a random layout of connected regions
//   X                "x"                X             both diagonals (DiagonalDown, DiagonalUp)
//   single diagonal  "diagonal"         D             the main diagonal r1c1 → rNcN only (DiagonalDown,
//                                                     f-puzzles "diagonal-"), the one people draw first
//   windoku          "windoku"          W             the windows (Window): square box sizes (4, 9, 16)
//   anti-knight      "anti-knight"      N             AntiKnight (N: the knight in chess notation)
//   anti-king        "anti-king"        K             AntiKing
//   non-consecutive  "non-consecutive"  C             NonConsecutive
//   killer           "killer"           S             KillerCage constraints: the puzzle's cages, made by
//                                                     the generator around its solution (S: sums);
//                                                     no givens (issue 34, section 3)
//   thermometer      "thermometer"      T             Thermometer constraints drawn on the solution
//                                                     grid, with givens (generator/drawn_shapes.h)
//   arrow            "arrow"            A             Arrow constraints (one-cell circles), the same
//
// Sizes: with jigsaw every size from 4 to 16; without, the box sizes 4, 6, 9, 12 and 16.
// Killer: the cages are the puzzle, so it has no clue count, pattern or clue symmetry (refused, below
// and checkOptions); it goes with every other kind (killer + X, killer + jigsaw, ...).
// Combinations: any, but X with the single diagonal (X has it already) and windoku on a size that is
// not a square (6, 12, and the jigsaw sizes 5, 7, 8, 10, ...: the windows need b×b boxes). Whether
// a combination has a solution at all is for the generator to find (checkVariantOptions, generator.h).
//
// Symmetries (of the clue cells, generator.h): a variant allows a symmetry when its rules map onto
// themselves under it, so a symmetric clue pattern looks symmetric with the rules drawn:
//   X, windoku, anti-knight, anti-king, non-consecutive   every symmetry (the dihedral group keeps
//                                                          both diagonals, the windows, chess moves
//                                                          and orthogonal neighbours)
//   killer                                                 none (no clues to be symmetric; symmetric
//                                                          cage layouts are not made)
//   thermometer, arrow                                     every symmetry, of the givens only: the
//                                                          shapes follow the solution grid
//   single diagonal                                        none, rotate180, diagonal, anti-diagonal
//                                                          (a quarter turn or a left-right mirror
//                                                          takes r1c1 → rNcN onto the other diagonal)
//   jigsaw                                                 none and rotate180: the layout is then
//                                                          drawn symmetric under the half turn (regions
//                                                          map onto regions), as published jigsaws are;
//                                                          other symmetries are refused
// A combination allows what each of its kinds allows.

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "qudoku/rules.h"

namespace qudoku {

enum class Symmetry; // generator.h

enum class VariantKind : std::uint8_t {
    Jigsaw, X, Diagonal, Windoku, AntiKnight, AntiKing, NonConsecutive, Killer,
    Thermometer, // thermometers drawn on the solution, with givens (generator/drawn_shapes.h)
    Arrow,       // arrows drawn on the solution, with givens (the same)
};

// In the order codes and names list them.
inline constexpr VariantKind kAllVariantKinds[] = {VariantKind::Jigsaw,     VariantKind::X,        VariantKind::Diagonal,
                                                   VariantKind::Windoku,    VariantKind::AntiKnight, VariantKind::AntiKing,
                                                   VariantKind::NonConsecutive, VariantKind::Killer,
                                                   VariantKind::Thermometer, VariantKind::Arrow};

std::string_view variantKindName(VariantKind kind); // "jigsaw", "x", "diagonal", ...
std::optional<VariantKind> variantKindFromName(std::string_view name);
char variantKindLetter(VariantKind kind); // 'J', 'X', 'D', 'W', 'N', 'K', 'C', 'S', 'T', 'A'
std::optional<VariantKind> variantKindFromLetter(char letter); // either case

class VariantSet {
public:
    constexpr VariantSet() = default;
    VariantSet(std::initializer_list<VariantKind> kinds) {
        for (VariantKind k : kinds) add(k);
    }
    bool has(VariantKind kind) const { return (bits_ >> static_cast<int>(kind) & 1u) != 0; }
    void add(VariantKind kind) { bits_ = static_cast<std::uint16_t>(bits_ | 1u << static_cast<int>(kind)); }
    bool empty() const { return bits_ == 0; }
    // The kinds in the set, in kAllVariantKinds order.
    std::vector<VariantKind> kinds() const;

    friend bool operator==(VariantSet, VariantSet) = default;

private:
    std::uint16_t bits_ = 0;
};

// "jigsaw,x": the names joined with commas, in kAllVariantKinds order; "" for the empty set.
std::string variantSetName(VariantSet set);
// "x,anti-knight" (any order, blanks around names allowed) → the set; on an unknown, empty or
// repeated name, nullopt and `bad` holds that name as written.
std::optional<VariantSet> variantSetFromNames(std::string_view names, std::string* bad = nullptr);

// What a set and a size cannot be, before any search (see checkVariantOptions in generator.h for the
// rest).
enum class VariantSetProblem {
    BadSize,          // jigsaw: outside 4..16; otherwise not 4, 6, 9, 12 or 16
    WindokuSize,      // windoku on a size that is not a square
    XWithDiagonal,    // X already has the single diagonal
    SymmetryRefused,  // a clue symmetry one of the kinds does not allow (above)
};
std::optional<VariantSetProblem> checkVariantSet(VariantSet set, int size, Symmetry symmetry);

// Whether every kind of the set allows `symmetry` (above).
bool allowsSymmetry(VariantSet set, Symmetry symmetry);

// The rules of the set at `size` with the jigsaw `regions` (each cell's region, row-major; empty: the
// boxes, and then the set must not hold jigsaw). A killer's cages, thermometers and arrows are not among
// them: the generator draws them on each solution grid (generator.h). Precondition: checkVariantSet finds nothing.
Rules variantRules(VariantSet set, int size, std::vector<int> regions = {});

} // namespace qudoku
