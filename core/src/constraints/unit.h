#pragma once
// Internal: what one constraint kind is, as data the solver, the rule check and the chain engine
// read. One unit per ConstraintKind, one file each in this directory, and one row per unit in the
// table (constraints.cpp, unitFor). A new constraint is one file and one row.
//
// A unit says what its constraint means in up to four forms, each optional:
//   - restrict: the digits a cell may hold whatever the other cells do (odd, even), applied once
//     at setup;
//   - pairs: its pairwise content. `differ` pairs hold different digits (anti-knight, anti-king:
//     what a house says about two of its cells); a Relation says, for each digit of cell a, which
//     digits cell b may hold (dots, XV, non-consecutive, thermometers, minimum/maximum). The weak
//     links (candidate A excludes candidate B) are exactly these pairs' forbidden combinations
//     (weakLinks in constraints.cpp derives them; no unit writes links by hand). The solver applies a
//     relation both when a digit is placed (the links) and on candidate sets (arc consistency: b
//     keeps the digits some candidate of a allows), which is stronger: white dot, a ∈ {1,5} leaves b
//     only {2,4,6}, which placement alone learns only once a is placed. On a thermometer the pairs
//     along a branch (every pair, not only neighbours: cell j is at least cell i + (j - i)) make arc
//     consistency exactly the bounds propagation ("bulb ≤ N - length + 1", each cell between its
//     predecessors' minimum and its successors' maximum): "<" has support from a's minimum and b's
//     maximum only. The links alone do not: they act on placements, so they give the bounds only
//     once the cells are placed (or, in the chain engine, through chains);
//   - narrow: propagation that pairs cannot express (a quadruple: a digit needed twice in its four
//     cells where only two can hold it), on the masks of the constraint's cells;
//   - violations: the rule on a filled or partial grid beyond what restrict and pairs check (those
//     are checked for every unit: a given outside its restriction, a pair of filled cells its
//     relation forbids).
// Explained steps (issue 33, section 3) are read from these same forms, not written per unit: the
// logic engine's Geometry compiles each constraint's restriction, pairs and narrowing into pieces
// (one per dot, per pair of a rule over the whole grid, per thermometer, per minimum or maximum cell,
// per odd or even cell, per quadruple) and explains one piece per step, in the constraint's own
// technique row (core/src/logic/techniques/constraint_steps.cpp; the kind's row: geometry.cpp's
// techniqueOf). A new constraint that fits these forms is explained with no code of its own; one
// that needs other words gets a row and a sentence in text/step_text.cpp.
//
// Masks: bit d-1 for digit d, N <= 25 (uint32_t); cells are row-major indices.

#include <array>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/rules.h"

namespace qudoku::constraints {

using Mask = std::uint32_t;

struct Relation {
    int a = 0;
    int b = 0;
    std::array<Mask, kMaxSize> allowed{}; // allowed[d-1]: the digits b may hold when a holds d
};

struct Pairs {
    std::vector<std::array<int, 2>> differ; // cells holding different digits
    std::vector<Relation> relations;
};

struct Unit {
    ConstraintKind kind;
    void (*restrict)(const Rules&, const Constraint&, std::vector<Mask>& allowed); // one mask per cell
    void (*pairs)(const Rules&, const Constraint&, Pairs& out);
    // masks[i]: the mask of the i-th cell of the constraint's groups taken in order (cellsOf); false
    // on a contradiction.
    bool (*narrow)(const Rules&, const Constraint&, Mask* masks);
    void (*violations)(const Rules&, const Constraint&, const Grid&, std::vector<std::vector<int>>& out);
    // narrow(narrow(x)) == narrow(x): its output is a fixpoint, so the solver need not call it again
    // until one of its masks changes (variant.cpp). A killer cage's is (every digit kept is placed by
    // a matching whose digits are all kept); a quadruple's is not (a forced cell can leave another
    // digit short, found on the next call).
    bool narrowIsIdempotent = false;
};

// The unit of a kind (the table, constraints.cpp).
const Unit& unitFor(ConstraintKind kind);

// The constraint's cells, group after group (what `narrow` gets the masks of).
std::vector<int> cellsOf(const Constraint& c);

// Helpers the units share (pairs.cpp).
// A relation between a and b from a predicate on their digits (1..N).
template <class Allowed>
Relation relation(int a, int b, int n, Allowed allowed) {
    Relation r{a, b, {}};
    for (int da = 1; da <= n; ++da)
        for (int db = 1; db <= n; ++db)
            if (allowed(da, db)) r.allowed[static_cast<std::size_t>(da - 1)] |= Mask{1} << (db - 1);
    return r;
}
// Every orthogonally adjacent pair (a < b) of an N × N grid.
std::vector<std::array<int, 2>> orthogonalPairs(int n);
// The orthogonal neighbours of a cell.
std::vector<int> orthogonalNeighbours(int cell, int n);
// Whether each orthogonal pair carries a mark of one of `kinds` among the rules' constraints,
// indexed as orthogonalPairs(n) lists them (one pass over the constraints: asking pair by pair,
// and building each pair's table anew, was two thirds of a 9×9 setup with 50 dots and the negative
// rules).
std::vector<char> markedPairs(const Rules& rules, std::initializer_list<ConstraintKind> kinds);
// The unmarked orthogonal pairs under one relation table (the negative rules, non-consecutive).
template <class Allowed>
void unmarkedPairs(const Rules& rules, std::initializer_list<ConstraintKind> marks, Pairs& out, Allowed allowed) {
    const int n = rules.size;
    const Relation proto = relation(0, 0, n, allowed);
    const std::vector<std::array<int, 2>> pairs = orthogonalPairs(n);
    const std::vector<char> marked = markedPairs(rules, marks);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        if (marked[i]) continue;
        Relation r = proto;
        r.a = pairs[i][0];
        r.b = pairs[i][1];
        out.relations.push_back(r);
    }
}
// Whether one of the rules' single-cell constraints of `kind` is on `cell` (a minimum next to a minimum).
bool cellMarked(const Rules& rules, int cell, ConstraintKind kind);
// The values of the rules' marks of `kind` (one cell pair each), with `fallback` when the mark has none.
std::vector<int> markValues(const Rules& rules, ConstraintKind kind, int fallback);

// The units (one file each).
extern const Unit kAntiKnight;
extern const Unit kAntiKing;
extern const Unit kNonConsecutive;
extern const Unit kDifference;
extern const Unit kRatio;
extern const Unit kXV;
extern const Unit kNegativeDifference;
extern const Unit kNegativeRatio;
extern const Unit kNegativeXV;
extern const Unit kOdd;
extern const Unit kEven;
extern const Unit kMinimum;
extern const Unit kMaximum;
extern const Unit kThermometer;
extern const Unit kQuadruple;
extern const Unit kKillerCage;
extern const Unit kArrow;
extern const Unit kLittleKiller;
extern const Unit kSandwich;
extern const Unit kXSum;
extern const Unit kSkyscraper;
// The lines (issue 34).
extern const Unit kRenban;
extern const Unit kWhispers;
extern const Unit kPalindrome;
extern const Unit kBetweenLine;
extern const Unit kRegionSumLine;
extern const Unit kEntropicLine;
extern const Unit kModularLine;
extern const Unit kZipperLine;

// Killer cages (killer_cage.cpp): the combinations of k different digits of 1..n adding up to `sum`
// that the k cells (masks) can hold, one digit each. For each: `combinations` (when given) gets the
// set, and kept[i] (when given; zeroed by the caller) the digits cell i takes in a placement of it.
// False when there is none.
bool forEachCageCombination(int n, int sum, const Mask* masks, int k, Mask* kept, std::vector<Mask>* combinations = nullptr);
// The sets of `count` different digits of 1..n adding up to `sum` (n <= 16; empty beyond), from a
// constant table (killer_cage.cpp).
const std::vector<Mask>& cageSumSets(int n, int count, int sum);

// Sums whose digits may repeat (digit_sums.cpp; arrows, little killers): narrows the k cells (masks,
// digits 1..n) to the digits that take part in some assignment adding up to one of `targets`, and
// leaves in `targets` those the cells can still make. Exact per cell when k × n < kExactSums, else
// by the cells' bounds (sound, not exact: see digit_sums.cpp). False when no target can be made.
// With `runs` (a run number per cell, as houseRuns gives), the cells of a run differ: each run is
// narrowed as a killer cage of each sum it can make (exact per cell for the runs together, houses
// between runs aside), when k × n < kExactSums.
inline constexpr int kExactSums = 128;
bool narrowRepeatingSum(Mask* masks, int k, int n, std::vector<int>& targets, const int* runs = nullptr);
// The same on targets[0 .. targetCount-1], kept in place (no allocation: arrows narrow at every node).
bool narrowRepeatingSum(Mask* masks, int k, int n, int* targets, int& targetCount, const int* runs = nullptr);
// Runs of consecutive cells that share a row, column or region with every cell of their run (so
// their digits differ): a run number per cell, from 0.
std::vector<int> houseRuns(const Rules& rules, const int* cells, int k);
// The same into out[0 .. k-1] (no allocation: arrows narrow at every node); returns the last run's number.
int houseRuns(const Rules& rules, const int* cells, int k, int* out);

// Arrows (arrow.cpp): the number a circle's digits make, each written in decimal one after the other
// (rules.h: 1 and 5 make 15; on 16×16, 1 and 12 make 112).
int circleNumber(const int* digits, int count);

// The lines (issue 34).
// German whispers: the least difference of neighbours (the line's value, else ceil(N/2)).
int whispersDifference(const Rules& rules, const Constraint& c);
// Region-sum lines: the segments of `line` (indices into it), cut where it passes into another region.
std::vector<std::vector<int>> regionSegments(const Rules& rules, const std::vector<int>& line);
// Groups of cells with one common total (equal_sums.cpp). narrowEqualSums: `groups` are indices into
// masks, `distinct` when each group's digits differ; false on a contradiction. equalSumViolations:
// `groups` are cells; a broken rule adds the line's cells to out.
bool narrowEqualSums(int n, const std::vector<std::vector<int>>& groups, bool distinct, Mask* masks);
void equalSumViolations(const std::vector<std::vector<int>>& groups, int n, const Grid& grid, const std::vector<int>& line,
                        std::vector<std::vector<int>>& out);

} // namespace qudoku::constraints
