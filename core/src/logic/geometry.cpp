#include "qudoku/logic/geometry.h"

#include <algorithm>
#include <cassert>

#include "constraints/unit.h"

namespace qudoku::logic {

namespace {

// The constraint step row of each kind (technique.cpp has the rows).
Technique techniqueOf(ConstraintKind kind) {
    switch (kind) {
    case ConstraintKind::AntiKnight: return Technique::AntiKnight;
    case ConstraintKind::AntiKing: return Technique::AntiKing;
    case ConstraintKind::NonConsecutive: return Technique::NonConsecutive;
    case ConstraintKind::Difference: return Technique::WhiteDot;
    case ConstraintKind::Ratio: return Technique::BlackDot;
    case ConstraintKind::XV: return Technique::XV;
    case ConstraintKind::NegativeDifference:
    case ConstraintKind::NegativeRatio: return Technique::NoDot;
    case ConstraintKind::NegativeXV: return Technique::NoXV;
    case ConstraintKind::Odd:
    case ConstraintKind::Even: return Technique::OddEven;
    case ConstraintKind::Minimum:
    case ConstraintKind::Maximum: return Technique::MinimumMaximum;
    case ConstraintKind::Thermometer: return Technique::Thermometer;
    case ConstraintKind::Quadruple: return Technique::Quadruple;
    case ConstraintKind::KillerCage: return Technique::KillerCage;
    case ConstraintKind::Arrow: return Technique::Arrow;
    case ConstraintKind::LittleKiller: return Technique::LittleKiller;
    case ConstraintKind::Sandwich: return Technique::Sandwich;
    case ConstraintKind::XSum: return Technique::XSum;
    case ConstraintKind::Skyscraper: return Technique::SkyscraperClue;
    // The lines (issue 34).
    case ConstraintKind::Renban: return Technique::Renban;
    case ConstraintKind::Whispers: return Technique::Whispers;
    case ConstraintKind::Palindrome: return Technique::Palindrome;
    case ConstraintKind::BetweenLine: return Technique::BetweenLine;
    case ConstraintKind::RegionSumLine: return Technique::RegionSumLine;
    case ConstraintKind::EntropicLine: return Technique::EntropicLine;
    case ConstraintKind::ModularLine: return Technique::ModularLine;
    case ConstraintKind::ZipperLine: return Technique::ZipperLine;
    }
    return Technique::NakedSingle;
}

ConstraintPiece::Relation relationOf(const constraints::Relation& r, int n) {
    ConstraintPiece::Relation out{r.a, r.b, {}};
    out.allowed.assign(r.allowed.begin(), r.allowed.begin() + n);
    return out;
}

} // namespace

const Geometry& Geometry::of(Shape shape) {
    // One immutable instance per standard shape, built on first use; C++11 guarantees the
    // initialisation of a function-local static is thread-safe, and nothing writes to it afterwards.
    static const Geometry g4(Shape{2, 2}), g6(Shape{2, 3}), g9(Shape{3, 3}), g12(Shape{3, 4}),
        g16(Shape{4, 4}), g25(Shape{5, 5});
    for (const Geometry* g : {&g4, &g6, &g9, &g12, &g16, &g25})
        if (g->shape() == shape) return *g;
    assert(false && "Geometry::of: not a standard shape");
    return g9;
}

Geometry::Geometry(Shape shape) : rules_(Rules::classic(shape.size())), houses_(shape) { build(); }

Geometry::Geometry(const Rules& rules) : rules_(rules), houses_(rules), classic_(rules.isClassic()) { build(); }

void Geometry::build() {
    const int n = size(), cells = n * n;
    // The complete houses; every house (complete or not) makes peers.
    housePeerSets_.assign(static_cast<std::size_t>(cells), CellSet{});
    housesOfCell_.assign(static_cast<std::size_t>(cells), {});
    for (const House& house : houses_.all()) {
        CellSet set;
        for (int cell : house.cells) set.insert(cell);
        for (int cell : house.cells) housePeerSets_[cell] |= set;
        if (!house.complete) continue;
        for (int cell : house.cells) housesOfCell_[cell].push_back(static_cast<int>(houseList_.size()));
        houseList_.push_back(house);
        houseSets_.push_back(set);
    }
    for (int cell = 0; cell < cells; ++cell) housePeerSets_[cell].erase(cell);
    peerSets_ = housePeerSets_;
    boxHouse_.resize(static_cast<std::size_t>(cells));
    for (int cell = 0; cell < cells; ++cell) boxHouse_[cell] = 2 * n + rules_.regionOf(cell);
    if (classic_) return;

    // The constraints: `differ` pairs join the peers (and make the anti-chess steps), the rest
    // becomes the pieces explained one step each, and the relations' forbidden pairs the links.
    std::vector<std::vector<int>> links(static_cast<std::size_t>(cells * n));
    for (int index = 0; index < static_cast<int>(rules_.constraints.size()); ++index) {
        const Constraint& c = rules_.constraints[index];
        const constraints::Unit& unit = constraints::unitFor(c.kind);
        const Technique technique = techniqueOf(c.kind);
        constraints::Pairs pairs;
        if (unit.pairs) unit.pairs(rules_, c, pairs);
        if (!pairs.differ.empty()) {
            DifferSet set{technique, index, std::vector<CellSet>(static_cast<std::size_t>(cells))};
            for (const auto& [a, b] : pairs.differ) {
                peerSets_[a].insert(b);
                peerSets_[b].insert(a);
                if (housePeerSets_[a].contains(b)) continue; // a house says it already
                set.partners[a].insert(b);
                set.partners[b].insert(a);
            }
            differSets_.push_back(std::move(set));
        }
        for (const constraints::Relation& r : pairs.relations)
            for (int da = 1; da <= n; ++da)
                for (int db = 1; db <= n; ++db)
                    if (!(r.allowed[static_cast<std::size_t>(da - 1)] >> (db - 1) & 1u)) {
                        links[r.a * n + da - 1].push_back(r.b * n + db - 1);
                        links[r.b * n + db - 1].push_back(r.a * n + da - 1);
                    }
        // The pieces: one per relation for the rules over the whole grid, else one per constraint.
        const std::vector<int> cellsOf = constraints::cellsOf(c);
        const bool perRelation = c.kind == ConstraintKind::NonConsecutive || c.kind == ConstraintKind::NegativeDifference ||
                                 c.kind == ConstraintKind::NegativeRatio || c.kind == ConstraintKind::NegativeXV;
        if (perRelation) {
            for (const constraints::Relation& r : pairs.relations)
                pieces_.push_back({technique, index, {r.a, r.b}, {}, {relationOf(r, n)}, false});
            continue;
        }
        if (!unit.restrict && pairs.relations.empty() && !unit.narrow) continue; // anti-chess: differ only
        ConstraintPiece piece{technique, index, cellsOf, {}, {}, unit.narrow != nullptr};
        if (c.kind == ConstraintKind::Thermometer || c.kind == ConstraintKind::Arrow) { // the cells from the bulb (circle), each once
            piece.cells.clear();
            for (const auto& branch : c.cells)
                for (int cell : branch)
                    if (std::find(piece.cells.begin(), piece.cells.end(), cell) == piece.cells.end()) piece.cells.push_back(cell);
        }
        if (c.kind == ConstraintKind::Minimum || c.kind == ConstraintKind::Maximum)
            for (const constraints::Relation& r : pairs.relations) piece.cells.push_back(r.b); // the neighbours compared
        if (unit.restrict) {
            std::vector<constraints::Mask> allowed(static_cast<std::size_t>(cells), (constraints::Mask{1} << n) - 1);
            unit.restrict(rules_, c, allowed);
            for (int cell : cellsOf) piece.allowed.push_back({cell, allowed[cell]});
        }
        for (const constraints::Relation& r : pairs.relations) piece.relations.push_back(relationOf(r, n));
        pieces_.push_back(std::move(piece));
    }
    bool anyLink = false;
    for (auto& list : links) {
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
        anyLink = anyLink || !list.empty();
    }
    if (anyLink) constraintLinks_ = std::move(links);
}

const std::vector<int>& Geometry::constraintLinks(int candidate) const {
    static const std::vector<int> kNone; // immutable, shared
    return constraintLinks_.empty() ? kNone : constraintLinks_[candidate];
}

} // namespace qudoku::logic
