#pragma once
// A puzzle's rules as data: the grid's size, its regions (the boxes, or any partition of the grid into
// N regions of N cells: jigsaw), its extra houses (diagonals, windoku, disjoint groups, extra regions)
// and its constraints (anti-knight, Kropki dots, thermometers, ...). Classic Sudoku is the default
// value: Rules{} is 9×9 with 3×3 boxes and nothing else. Every house is computed from a Rules value in
// one place (Houses, houses.h); nothing else does house arithmetic of its own.
//
// A constraint is data as well: its kind, its cells in groups and its numbers (see ConstraintKind for
// what each kind holds). What a kind means — its rule on a filled grid, its propagation for the
// solver, its weak links for the chain engine, its explained steps — lives in one unit per kind
// (core/src/constraints/, one file each and one row in the table there), so a new constraint is one
// file and one table row.
//
// Cells are row-major indices 0 .. N*N-1 (r1c1 = 0, r1c2 = 1, ...). Digits are 1 .. N.

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "qudoku/shape.h"
#include "qudoku/symbols.h"

namespace qudoku {

// Sizes a Rules value may have: 4 to 16 with regions given (jigsaw, as f-puzzles allows), and the
// standard box shapes (4, 6, 9, 12, 16, 25) without.
inline constexpr int kMinRulesSize = 4;
inline constexpr int kMaxRegionsSize = 16;

// Houses beyond rows, columns and regions. A house of N cells holds every digit once; a smaller one
// (an extra region of fewer cells) holds no digit twice.
//
// Only an extra region lists its cells. The other kinds are geometry, and Houses (houses.h) computes
// their cells: one entry stands for all the houses of its kind (a Window entry is every window, a
// DisjointGroup entry all N groups), and its `cells` stay empty (checkRules refuses cells there). So
// there is one place that knows where a diagonal runs, and no Rules value can name a crooked one.
enum class ExtraHouseKind : std::uint8_t {
    DiagonalDown,  // r1c1 → rNcN (f-puzzles "diagonal-")
    DiagonalUp,    // rNc1 → r1cN (f-puzzles "diagonal+")
    // Windoku (hyper): the b×b windows one cell in from the boxes of an N = b×b grid, (b-1)² of
    // them: 9×9 the four 3×3 windows at r2-4/r6-8 × c2-4/c6-8; 4×4 the centre 2×2; 16×16 nine 4×4
    // windows at r2-5/r7-10/r12-15. Sizes that are not a square (6×6 and 12×12 have 2×3 and 3×4
    // boxes: no window fits the idea) are refused by checkRules. Jigsaw grids of a square size keep
    // the same windows.
    Window,
    // The cells at the same place in every box: N houses (f-puzzles "disjointgroups"). Needs boxes
    // (a jigsaw region has no "same place"): refused with regions.
    DisjointGroup,
    ExtraRegion, // any cells (1 to N), given by the puzzle (f-puzzles "extraregion")
};

struct ExtraHouse {
    ExtraHouseKind kind = ExtraHouseKind::ExtraRegion;
    std::vector<int> cells; // ExtraRegion: its cells, ascending; every other kind: empty (see above)

    friend bool operator==(const ExtraHouse&, const ExtraHouse&) = default;
};

// What each kind holds in Constraint::cells (groups of cells) and Constraint::values.
enum class ConstraintKind : std::uint8_t {
    // Over the whole grid: no cells, no values.
    AntiKnight,     // cells a chess knight's move apart hold different digits
    AntiKing,       // cells a chess king's move apart (diagonal neighbours too) hold different digits
    // Orthogonal neighbours differ by more than 1, except a pair that carries a Difference or Ratio
    // dot (f-puzzles and SudokuSolver exempt those: a black dot may join 1 and 2).
    NonConsecutive,
    // Dots and marks between two orthogonally adjacent cells: one group of the two cells.
    Difference, // white Kropki dot: the digits differ by values[0] (1 when values is empty)
    Ratio,      // black Kropki dot: one digit is values[0] (2 when empty) times the other
    XV,         // the two digits sum to values[0]: 10 for X, 5 for V
    // The negative rules, no cells: where two orthogonally adjacent cells carry no mark of the family
    // (Difference and Ratio dots are one family, as on f-puzzles: a pair with a black dot is exempt
    // from the negative white rule too; XV marks the other), they are not in the relation. values:
    // the differences, ratios or sums negated; empty: 1 (resp. 2; resp. 5 and 10) and those of the
    // puzzle's own marks of the kind, as f-puzzles and SudokuSolver do.
    NegativeDifference,
    NegativeRatio,
    NegativeXV,
    // One cell each: one group of one cell.
    Odd,
    Even,
    Minimum, // smaller than each orthogonal neighbour that is not a Minimum cell too (as f-puzzles)
    Maximum, // larger than each orthogonal neighbour that is not a Maximum cell too (fortress)
    // Thermometer: each group is one branch from the bulb (every branch starts with the bulb's cell,
    // and has at least one more); each cell is a king's move from the one before it (f-puzzles draws
    // diagonal steps); digits strictly increase from the bulb along each branch.
    Thermometer,
    // Quadruple: one group of the 2×2 cells around a corner; values: the digits (1–4 of them, a digit
    // may repeat when it appears that many times) that appear among those cells.
    Quadruple,
    // Killer cage (issue 34): one group of 1 to N cells, anywhere (f-puzzles does not ask for them to
    // touch); its digits differ; values: its sum, or none (a cage without a sum only forbids
    // repeats). Cages may overlap, as on f-puzzles.
    KillerCage,
    // Arrow (issue 34): cells[0] is the circle, 1 to 3 cells (f-puzzles "cells"), read as a number
    // whose digits are the circle's cells in order, each written in decimal (as SudokuVariantSolverJS
    // does: a 2-cell pill holding 1 and 5 is 15, and on 16×16 holding 1 and 12 is 112; a 1-cell
    // circle is its digit). Each further group is one arrow as f-puzzles writes it: its first cell is
    // the circle cell it leaves from, the rest (at least one) the arrow's cells, whose digits add up
    // to the circle's number. Digits on an arrow may repeat (unless a house forbids). No values.
    Arrow,
    // Little killer (issue 34): one group, the cells of a diagonal in order from the clue, which
    // stands outside the grid one diagonal step before the first cell; values: the sum, then the
    // direction the clue points in (LittleKillerDirection). The direction is kept because the cells
    // alone do not say it for a 1-cell diagonal (r1c1 is the whole diagonal both from above r1c2,
    // pointing down-left, and from left of r2c1, pointing up-right). The cells are the whole
    // diagonal from the edge to the edge: checkRules refuses a part of one. Digits may repeat.
    LittleKiller,
    // Clues at the end of a row or column (issue 34): one group, the row's or column's N cells in
    // order from the clue, which stands outside the grid one step before the first (the step is
    // the second cell less the first: N >= 4 cells say it); values: the clue. The row's digits
    // differ (it is a house), which their propagation uses.
    Sandwich,   // the digits between 1 and N (the crusts, on every size, as f-puzzles) add up to the clue
    XSum,       // the first X cells add up to the clue, X the digit in the first
    Skyscraper, // the count of digits larger than all before them is the clue
    // The lines (issue 34). Each: one group, the line's cells in its order (2 or more, each a king's
    // move from the one before, as f-puzzles draws them; no cell twice). The digit ranges of other
    // sizes follow f-puzzles and SudokuVariantSolverJS (the peer) exactly.
    // Renban: the line's digits differ and are consecutive in some order (so at most N cells).
    Renban,
    // German whispers: neighbours along the line differ by at least values[0]; empty: the peer's
    // default ceil(N/2) (5 on 9×9, 2 on 4×4, 8 on 16×16). f-puzzles' "value" (4: Dutch whispers).
    Whispers,
    // Palindrome: the line reads the same both ways (cell i and cell L-1-i hold the same digit).
    Palindrome,
    // Between line: the cells strictly between the two ends hold digits strictly between the ends'
    // digits (either end may be the larger). A line of 2 cells says nothing (as the peer).
    BetweenLine,
    // Region-sum line: cut where it passes from one region (the rules' regions: boxes, or jigsaw
    // pieces) to another, its segments add up to the same total (re-entering a region starts a new
    // segment, as the peer). A line in one region says nothing.
    RegionSumLine,
    // Entropic line: any 3 consecutive cells hold one low, one middle and one high digit (1-3, 4-6,
    // 7-9 on 9×9; other sizes as the peer: the low and high sets have floor(N/3) digits and the
    // middle the rest when 2·floor(N/3) + ceil(N/3) = N, else low and high ceil(N/3): 4×4 {1} {2,3}
    // {4}, 6×6 {1,2} {3,4} {5,6}, 16×16 1-5, 6-11, 12-16). As the peer, cells whose places differ
    // mod 3 are in different sets, on a line of 2 cells too.
    EntropicLine,
    // Modular line: any 3 consecutive cells hold digits of different remainders mod 3 (as the peer:
    // cells whose places differ mod 3 have different remainders, on a line of 2 cells too).
    ModularLine,
    // Zipper line: the cells at the same distance from the line's centre add up to the same total,
    // which is the middle cell's digit on a line of odd length.
    ZipperLine,
};

// The direction of a little killer's clue (ConstraintKind::LittleKiller's values[1]), as f-puzzles
// names it: "UL", "UR", "DL", "DR".
enum class LittleKillerDirection : std::uint8_t { UpLeft, UpRight, DownLeft, DownRight };

struct Constraint {
    ConstraintKind kind = ConstraintKind::AntiKnight;
    std::vector<std::vector<int>> cells; // in groups, per kind (above)
    std::vector<int> values;             // per kind (above)

    friend bool operator==(const Constraint&, const Constraint&) = default;
};

struct Rules {
    int size = 9;                         // N: rows, columns and digits
    std::vector<int> regions;             // each cell's region 0 .. N-1, row-major; empty: the boxes
    std::vector<ExtraHouse> extraHouses;
    std::vector<Constraint> constraints;

    // Classic Sudoku of the standard box shape for `size` (4, 6, 9, 12, 16, 25).
    static Rules classic(int size = 9);

    int cellCount() const { return size * size; }
    // The standard boxes (regions empty) and nothing else: the classic solvers and techniques apply.
    bool isClassic() const { return regions.empty() && extraHouses.empty() && constraints.empty(); }
    bool hasBoxes() const { return regions.empty(); }
    // The region of a cell: regions[cell], or its box.
    int regionOf(int cell) const;
    // The shape a Grid of these rules is made with: the standard box shape of the size, or 1 × N for
    // sizes with no boxes (5, 7, 8 as 2 × 4 does exist, 10, 11, ...: the grid is then only a container
    // of N × N values; its Shape's boxes mean nothing, Houses(rules) has the regions).
    Shape gridShape() const;

    friend bool operator==(const Rules&, const Rules&) = default;
};

// Why a Rules value cannot be played: the first problem found, with the cells it concerns.
struct RulesError {
    enum class Kind {
        BadSize,          // size outside 4 .. 16 with regions, or no box shape without; or (solve) a
                          // grid whose size is not the rules' size
        BadRegions,       // regions of the wrong count, a region index out of range, or a region not of N cells
        BadCell,          // a cell index outside the grid
        BadExtraHouse,    // an extra house of more than N cells, or a cell twice
        BadConstraint,    // a constraint whose cells or values do not fit its kind (see message)
    };
    Kind kind = Kind::BadSize;
    std::string message;   // English, for logs and the CLI: "Ratio dot: r1c1 and r1c3 are not adjacent"
    std::vector<int> cells;
};

// The first problem of `rules`, or nullopt when they can be played.
std::optional<RulesError> checkRules(const Rules& rules);
// The problem of one constraint under the rules' size (what checkRules says of it), or nullopt.
std::optional<RulesError> checkConstraint(const Rules& rules, const Constraint& constraint);

// f-puzzles' name of each kind and back ("antiknight", "difference", "thermometer", ...). f-puzzles
// has no key of its own for the negative rules: they are entries of its "negative" array, named
// after the positive key ("negative": ["ratio", "xv"]). Here they are "negative-difference",
// "negative-ratio" and "negative-xv": the reader maps the entry e to
// constraintKindFromName("negative-" + e), the writer drops the prefix; negativeOf() says which
// negative kind goes with a positive one.
std::string_view constraintKindName(ConstraintKind kind);
std::optional<ConstraintKind> constraintKindFromName(std::string_view name);
// Difference → NegativeDifference, Ratio → NegativeRatio, XV → NegativeXV; nullopt for the others.
std::optional<ConstraintKind> negativeOf(ConstraintKind kind);

// How a player sees the values of a puzzle under `rules`: as defaultAlphabet(size), but Numbers for
// a grid over 9×9 with a constraint that reads its digits as numbers (sums, differences, order,
// parity: all but anti-knight and anti-king): a 16×16 killer's cage of 21 is not added up in letters.
Alphabet defaultAlphabet(const Rules& rules);

// "r1c2": the name of a cell of an N × N grid, as messages write it (1-based row and column).
std::string cellName(int cell, int size);

} // namespace qudoku
