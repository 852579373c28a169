// Constraint steps (issue 33, section 3): what one constraint of a variant's rules removes by itself,
// one step each, so a player can follow every elimination beyond "a placed digit leaves its houses".
//
// Each constraint's unit (core/src/constraints/, unit.h) says what it means as data: a restriction
// (odd, even), `differ` pairs (anti-knight, anti-king), relations (for each digit of one cell, the
// digits another may hold: dots, XV, non-consecutive, the negative rules, minimum/maximum,
// thermometers), its own narrowing (quadruple). Geometry compiles them once per rule set into pieces
// (geometry.h: one per dot, per pair of a rule over the whole grid, per thermometer, per minimum or
// maximum cell with its neighbours, per odd or even cell, per quadruple), and a step is one piece
// applied to the candidates:
//   - restriction: the cell keeps the digits it allows;
//   - relations: arc consistency over the piece's relations to a fixpoint (a digit of b stays while
//     some candidate of a allows it, and back); on a thermometer, whose relations join every two
//     cells of a branch (cell j exceeds cell i by j - i at least), that is each cell between its
//     bounds, "r2c3 is at least 3 and at most 7";
//   - narrowing: the unit's own (a quadruple's digit with as many places as it needs takes them);
//   - anti-knight, anti-king: a placed digit leaves the cells a chess move away (not in a house of
//     its own: those the placement cleared already), one step per placed cell.
// Placed cells take part as their digit. The first piece of the row's constraints that removes
// something is the step, scanning the constraints in the rules' order.
//
// The step as data: the piece's cells as whole-cell marks (Defining) in the constraint's order (a
// thermometer from its bulb; a minimum or maximum cell first, then its neighbours); an anti-chess
// step's placed cell and digit (Defining); each cell that loses candidates with the candidates it
// keeps (Target marks), so the words can say "so r4c5 is 2, 4, 6 or 8"; the number of a dot or XV
// mark in constraintNumber (-1 for a minimum cell, 1 for a maximum); the quadruple's digits, an odd or even cell's digits, the anti-chess
// digit in values; an arrow's circle size (its first Defining cells) and a little killer's sum in
// constraintNumber.

#include <algorithm>
#include <bit>
#include <vector>

#include "constraints/unit.h"
#include "logic/finders.h"

namespace qudoku::logic::detail {

namespace {

// A cell's mask as the constraint steps read it: a placed cell is its digit.
DigitMask maskOf(const CandidateGrid& state, int cell) {
    return state.isSolved(cell) ? digitBit(state.value(cell)) : state.candidates(cell);
}

// The piece's narrowing on the cells' masks (a placed cell is its digit). Returns the masks of the
// piece's cells after it, by cell; false when the unit's narrowing finds a contradiction.
bool narrowPiece(const CandidateGrid& state, const ConstraintPiece& piece, std::vector<DigitMask>& masks) {
    const Geometry& g = state.geometry();
    for (int cell : piece.cells) masks[cell] = maskOf(state, cell);
    for (const ConstraintPiece::Relation& r : piece.relations) masks[r.a] = maskOf(state, r.a), masks[r.b] = maskOf(state, r.b);
    for (const auto& [cell, allowed] : piece.allowed) masks[cell] = maskOf(state, cell) & allowed;
    const int n = state.size();
    for (bool changed = true; changed;) {
        changed = false;
        const auto narrowTo = [&](int cell, DigitMask keep) {
            if ((masks[cell] & keep) != masks[cell]) {
                masks[cell] &= keep;
                changed = true;
            }
        };
        for (const ConstraintPiece::Relation& r : piece.relations) {
            DigitMask supportedB = 0, keepA = 0;
            for (DigitMask m = masks[r.a]; m; m &= m - 1) supportedB |= r.allowed[std::countr_zero(m)];
            for (int da = 0; da < n; ++da)
                if (r.allowed[da] & masks[r.b]) keepA |= digitBit(da + 1);
            narrowTo(r.b, supportedB);
            narrowTo(r.a, keepA);
        }
        if (piece.narrows) {
            const Rules& rules = g.rules();
            const Constraint& c = rules.constraints[static_cast<std::size_t>(piece.constraint)];
            const std::vector<int> cells = constraints::cellsOf(c);
            std::vector<constraints::Mask> local(cells.size());
            for (std::size_t i = 0; i < cells.size(); ++i) local[i] = masks[cells[i]];
            if (!constraints::unitFor(c.kind).narrow(rules, c, local.data())) return false;
            for (std::size_t i = 0; i < cells.size(); ++i) narrowTo(cells[i], local[i]);
        }
    }
    return true;
}

// What narrowPiece reads, in order: the masks of the piece's cells, its relations' ends and its
// restricted cells (a placed cell as its digit). Equal reads give equal steps: none, when the memo has them.
void inputsOf(const CandidateGrid& state, const ConstraintPiece& piece, std::vector<DigitMask>& read) {
    read.clear();
    for (int cell : piece.cells) read.push_back(maskOf(state, cell));
    for (const ConstraintPiece::Relation& r : piece.relations) read.push_back(maskOf(state, r.a)), read.push_back(maskOf(state, r.b));
    for (const auto& [cell, allowed] : piece.allowed) read.push_back(maskOf(state, cell));
}

// The number a dot or XV mark stands for (rules.h: 1 for a white dot, 2 for a black one, the sum for XV).
int numberOf(const Constraint& c) {
    if (!c.values.empty()) return c.values[0];
    if (c.kind == ConstraintKind::Difference) return 1;
    if (c.kind == ConstraintKind::Ratio) return 2;
    return 0;
}

std::optional<Step> pieceStep(const CandidateGrid& state, const ConstraintPiece& piece, std::vector<DigitMask>& masks) {
    if (!narrowPiece(state, piece, masks)) return std::nullopt;
    Step step = makeStep(piece.technique);
    std::vector<int> touched;
    const auto visit = [&](int cell) {
        if (state.isSolved(cell) || std::find(touched.begin(), touched.end(), cell) != touched.end()) return;
        touched.push_back(cell);
    };
    for (int cell : piece.cells) visit(cell);
    for (const ConstraintPiece::Relation& r : piece.relations) visit(r.a), visit(r.b);
    for (int cell : touched) addEliminations(step, state, cell, ~masks[cell]);
    if (step.eliminations.empty()) return std::nullopt;
    for (int cell : piece.cells) step.marks.push_back({{cell, 0}, Role::Defining});
    for (int cell : touched) {
        if (!(state.candidates(cell) & ~masks[cell])) continue;
        for (DigitMask m = state.candidates(cell) & masks[cell]; m; m &= m - 1)
            step.marks.push_back({{cell, std::countr_zero(m) + 1}, Role::Target});
    }
    const Constraint& c = state.geometry().rules().constraints[static_cast<std::size_t>(piece.constraint)];
    if (c.kind == ConstraintKind::Difference || c.kind == ConstraintKind::Ratio || c.kind == ConstraintKind::XV)
        step.constraintNumber = numberOf(c);
    if (c.kind == ConstraintKind::Minimum) step.constraintNumber = -1;
    if (c.kind == ConstraintKind::Maximum) step.constraintNumber = 1;
    if (c.kind == ConstraintKind::Quadruple)
        for (int v : c.values) step.values |= digitBit(v);
    if (c.kind == ConstraintKind::KillerCage && !c.values.empty()) {
        // The combinations as the cells stood before the step, for the words ("{8,9}").
        step.constraintNumber = c.values[0];
        std::vector<constraints::Mask> before;
        for (int cell : c.cells[0]) before.push_back(maskOf(state, cell));
        std::vector<constraints::Mask> sets;
        constraints::forEachCageCombination(state.size(), c.values[0], before.data(), static_cast<int>(before.size()), nullptr, &sets);
        step.combinations.assign(sets.begin(), sets.end());
        for (DigitMask set : step.combinations) step.values |= set;
    }
    // An arrow: how many of the Defining cells (first) are its circle; a little killer, sandwich, X-sum
    // or skyscraper: its clue.
    if (c.kind == ConstraintKind::Arrow) step.constraintNumber = static_cast<int>(c.cells[0].size());
    if (c.kind == ConstraintKind::LittleKiller || c.kind == ConstraintKind::Sandwich || c.kind == ConstraintKind::XSum ||
        c.kind == ConstraintKind::Skyscraper)
        step.constraintNumber = c.values[0];
    if (c.kind == ConstraintKind::Renban) step.constraintNumber = static_cast<int>(c.cells[0].size()); // the run's length
    if (c.kind == ConstraintKind::Whispers) step.constraintNumber = constraints::whispersDifference(state.geometry().rules(), c);
    for (const auto& [cell, allowed] : piece.allowed) step.values |= allowed;
    return step;
}

std::optional<Step> antiChessStep(const CandidateGrid& state, const Geometry::DifferSet& set) {
    for (int cell = 0; cell < state.cellCount(); ++cell) {
        const int v = state.value(cell);
        if (!v) continue;
        const CellSet targets = set.partners[cell] & state.cellsWithCandidate(v);
        if (targets.empty()) continue;
        Step step = makeStep(set.technique);
        step.values = digitBit(v);
        step.marks.push_back({{cell, v}, Role::Defining});
        targets.forEach([&](int target) {
            step.eliminations.push_back({target, v});
            step.marks.push_back({{target, v}, Role::Target});
        });
        return step;
    }
    return std::nullopt;
}

} // namespace

std::optional<Step> findConstraintStep(const CandidateGrid& state, const FindContext& ctx, Technique technique) {
    const Geometry& g = state.geometry();
    for (const Geometry::DifferSet& set : g.differSets())
        if (set.technique == technique)
            if (auto step = antiChessStep(state, set)) return step;
    std::vector<DigitMask> masks; // by cell, filled for the piece's cells only
    std::vector<DigitMask> read;  // what the piece's step reads, in its order (FindContext::pieceMemo)
    const std::vector<ConstraintPiece>& pieces = g.constraintPieces();
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const ConstraintPiece& piece = pieces[i];
        if (piece.technique != technique) continue;
        // Only pieces with a narrowing of their own (cages, sums, lines) are remembered: a dot's or a
        // pair's relation costs less to apply again than to compare.
        std::vector<DigitMask>* memo = piece.narrows ? &ctx.pieceMemo(g, i) : nullptr;
        if (memo) {
            inputsOf(state, piece, read);
            if (*memo == read) continue; // it removed nothing from these masks before
        }
        if (masks.empty()) masks.assign(static_cast<std::size_t>(state.cellCount()), 0);
        if (auto step = pieceStep(state, piece, masks)) return step;
        if (memo) *memo = read;
    }
    return std::nullopt;
}

} // namespace qudoku::logic::detail
