#pragma once
// One deduction of the logic engine, as data: what it places or eliminates, and the pattern that
// proves it, with a role for every part so a front end can draw it (colours by role, chain links as
// arrows) and describe it in its own words. Nothing in here is text.

#include <vector>

#include "qudoku/logic/candidate_grid.h"
#include "qudoku/logic/technique.h"

namespace qudoku::logic {

// A value in a cell: a placement, an elimination, or one candidate of a pattern.
struct CellValue {
    int cell = 0;
    int value = 0;
    friend bool operator==(const CellValue&, const CellValue&) = default;
    friend auto operator<=>(const CellValue&, const CellValue&) = default;
};

// What a part of a pattern does in the deduction.
enum class Role {
    Defining,   // a plain part of the pattern (the cells of a subset, the single's cell)
    Base,       // fish base / the house the value is confined to
    Cover,      // fish cover / the house the eliminations happen in
    Fin,        // finned fish: the extra candidates in the base
    Pivot,      // wings: the centre cell
    Pincer,     // wings: the two end cells
    ColourA,    // colouring / chains: candidates that are true together (chain "on" nodes)
    ColourB,    // the opposite colour (chain "off" nodes)
    ColourC,    // multi-colouring: the second cluster's two colours
    ColourD,
    Link,       // the cells of a strong link joining two parts (W-Wing, Empty Rectangle)
    Target,     // a cell that loses candidates or gains a value
};

// A candidate (value != 0) or a whole cell (value == 0) that is part of the pattern.
struct Mark {
    CellValue at;
    Role role = Role::Defining;
    friend bool operator==(const Mark&, const Mark&) = default;
};

struct HouseMark {
    int house = 0; // index into Geometry::houses() / Houses::all()
    Role role = Role::Defining;
    friend bool operator==(const HouseMark&, const HouseMark&) = default;
};

// A chain node: one value in one cell, or in a group of cells of one house (grouped links).
struct ChainNode {
    std::vector<int> cells; // ascending; more than one for a group node
    int value = 0;
    friend bool operator==(const ChainNode&, const ChainNode&) = default;
};

// Strong: at least one of the two ends is true. Weak: at most one is true. A chain alternates.
enum class LinkKind { Strong, Weak };

struct ChainLink {
    ChainNode from;
    ChainNode to;
    LinkKind kind = LinkKind::Strong;
    // Forcing chains: which branch the link belongs to (one branch per assumption, each ending in the
    // shared conclusion); 0 for single chains.
    int branch = 0;
    friend bool operator==(const ChainLink&, const ChainLink&) = default;
};

struct Step {
    Technique technique = Technique::FullHouse;
    std::vector<CellValue> placements;
    std::vector<CellValue> eliminations;
    std::vector<Mark> marks;        // the pattern: cells and candidates with their roles
    std::vector<HouseMark> houses;  // the houses involved (the single's house; fish base/cover; ...)
    std::vector<ChainLink> links;   // chains, in order from the first node
    DigitMask values = 0;           // the values the pattern is about (a pair's two values, a fish's)
    // Sudoku Explainer-style rating of this instance: the technique's base rating, plus length
    // penalties for chains and size for some patterns. See techniqueInfo() for the base.
    double rating = 0.0;
    // Constraint steps (issue 33): the number a white dot's difference, a black dot's ratio or an XV
    // mark's sum stands for (1, 2, 10 or 5 unless the puzzle says otherwise); for a minimum/maximum
    // step -1 (a minimum cell) or 1 (a maximum); for an arrow step the number of its circle's cells
    // (the first of its Defining marks; the arrows' cells follow); for a little killer, sandwich,
    // X-sum or skyscraper step its clue; a renban line's step its length, a German whispers line's
    // its least difference; 0 for every other step.
    int constraintNumber = 0;
    // Killer cage steps: the sum is constraintNumber, and these the combinations (digit sets) adding
    // up to it that the cage's cells can still hold, before the step; empty for every other step.
    std::vector<DigitMask> combinations;

    friend bool operator==(const Step&, const Step&) = default;
};

// Applies a step to a candidate grid: places its placements, removes its eliminations.
void applyStep(CandidateGrid& grid, const Step& step);

// Sudoku Explainer's chain length penalty: +0.1 each time the number of links passes 4, 6, 8, 12,
// 16, 24, 32, 48, ... (the limit grows by x3/2 and x4/3 in turn).
double chainLengthPenalty(int links);

} // namespace qudoku::logic
