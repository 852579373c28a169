#pragma once
// The fixed geometry the logic techniques reason over: houses as cell sets, each cell's peers, and
// the index of each cell's row, column and box (or region) house. Immutable and shared.
//
// Classic rules: one instance per standard shape, built on first use (thread-safe function-local
// statics) and never changed afterwards (Geometry::of). Any other rules (issue 33: jigsaw regions,
// extra houses, constraints): one instance per rule set, made by whoever makes the candidate state
// from the rules and owned by it (CandidateGrid holds it in a shared_ptr; no global cache).
//
// House indices: rows 0..N-1, columns N..2N-1, boxes (or a jigsaw's regions) 2N..3N-1, then the
// complete extra houses of the rules (diagonals, windows, disjoint groups, extra regions of N cells)
// in the order of Houses::all(). Only complete houses are houses here: every technique that reads a
// house may take "every digit appears once" for granted. An extra region of fewer than N cells only
// forbids repeats: its cells are peers of each other, and nothing more (no hidden single or fish can
// use it).
//
// Peers: the cells that must hold another digit: every cell sharing a house (complete or not), and
// the constraints' `differ` pairs (anti-knight, anti-king). Techniques use peers as "sees" (an XY-Wing's
// targets see both pincers), which is exactly "must differ", so those pairs take part in every
// pattern. housePeers() is the narrower relation a placement acts on by itself (CandidateGrid::place):
// the cells sharing a house. What a constraint adds beyond that (a knight's move, a dot, an odd cell)
// the player is told in a step of the constraint's own (constraint_steps.cpp), never silently.

#include <cstdint>
#include <memory>
#include <vector>

#include "qudoku/houses.h"
#include "qudoku/logic/cell_set.h"
#include "qudoku/logic/technique.h"
#include "qudoku/rules.h"
#include "qudoku/shape.h"

namespace qudoku::logic {

// One part of a constraint that one explained step reads (issue 33, section 3): a white dot, one
// pair of a negative rule, a whole thermometer, a minimum cell with its neighbours, an odd cell, a
// quadruple's four cells. Compiled once per rule set from the constraint's unit (constraints/unit.h).
// Anti-knight and anti-king have none: their steps follow a placement (Geometry::differPartners).
struct ConstraintPiece {
    Technique technique;           // the step's row in the technique table
    int constraint = 0;            // index into Rules::constraints
    std::vector<int> cells;        // the cells shown, in the constraint's order (a thermometer from its bulb)
    // What it says: each cell's allowed digits (odd, even), relations (for each digit of cell a, the
    // digits cell b may hold), and whether the unit's own narrowing runs (quadruple).
    std::vector<std::pair<int, std::uint32_t>> allowed;
    struct Relation {
        int a = 0, b = 0;
        std::vector<std::uint32_t> allowed; // allowed[d - 1]: b's digits when a holds d
    };
    std::vector<Relation> relations;
    bool narrows = false;
};

class Geometry {
public:
    // The geometry of a standard shape (see Shape::forSize): classic rules.
    static const Geometry& of(Shape shape);

    explicit Geometry(Shape shape);
    // Precondition: checkRules(rules) finds nothing.
    explicit Geometry(const Rules& rules);

    Shape shape() const { return houses_.shape(); }
    int size() const { return shape().size(); }
    int cellCount() const { return size() * size(); }
    // Every house of the rules, complete or not, in Houses::all()'s order.
    const Houses& houses() const { return houses_; }
    const Rules& rules() const { return rules_; }
    // Rows, columns and the standard boxes, nothing else: every technique of the table applies.
    bool isClassic() const { return classic_; }
    // The regions are the standard boxes (not a jigsaw): techniques that do box arithmetic on the
    // shape may run, whatever extra houses and constraints there are.
    bool hasBoxes() const { return rules_.hasBoxes(); }

    // The complete houses (see the header comment for the order).
    int houseCount() const { return static_cast<int>(houseList_.size()); }
    const House& house(int index) const { return houseList_[index]; }
    const CellSet& houseCells(int index) const { return houseSets_[index]; }
    // Indices of the complete houses that hold `cell`, ascending.
    const std::vector<int>& housesOf(int cell) const { return housesOfCell_[cell]; }
    const CellSet& peers(int cell) const { return peerSets_[cell]; }
    const CellSet& housePeers(int cell) const { return housePeerSets_[cell]; }
    bool sees(int a, int b) const { return a != b && peerSets_[a].contains(b); }

    int rowHouse(int cell) const { return shape().rowOf(cell); }
    int columnHouse(int cell) const { return size() + shape().colOf(cell); }
    int boxHouse(int cell) const { return boxHouse_[cell]; }
    static constexpr bool isLine(HouseKind kind) { return kind == HouseKind::Row || kind == HouseKind::Column; }

    // The constraints' explained parts (empty for classic rules).
    const std::vector<ConstraintPiece>& constraintPieces() const { return pieces_; }
    // Anti-knight and anti-king: for each cell, the cells a knight's (king's) move away that no house
    // joins it to, per constraint of the kind. Empty for rules without them.
    struct DifferSet {
        Technique technique;
        int constraint = 0;
        std::vector<CellSet> partners; // by cell
    };
    const std::vector<DifferSet>& differSets() const { return differSets_; }
    // The relations' weak links of one candidate (cell * N + value - 1): the candidates of other
    // cells it excludes through a dot, XV, thermometer, ... (the `differ` pairs are peers already).
    // Empty for classic rules.
    const std::vector<int>& constraintLinks(int candidate) const;

private:
    void build();

    Rules rules_;
    Houses houses_;
    bool classic_ = true;
    std::vector<House> houseList_;
    std::vector<CellSet> houseSets_;
    std::vector<std::vector<int>> housesOfCell_;
    std::vector<CellSet> peerSets_;
    std::vector<CellSet> housePeerSets_;
    std::vector<int> boxHouse_;
    std::vector<ConstraintPiece> pieces_;
    std::vector<DifferSet> differSets_;
    std::vector<std::vector<int>> constraintLinks_; // by candidate; empty when there are none
};

} // namespace qudoku::logic
