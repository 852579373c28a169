// Compiling a Rules value for the variant engine's search (variant_model.h); the search and the
// figures behind these choices are in variant.cpp.

#include "variant_model.h"

#include <algorithm>
#include <bit>
#include <map>
#include <memory>

#include "implied_sums.h"
#include "search_sums.h"
#include "qudoku/houses.h"

namespace qudoku::detail {

using constraints::Pairs;
using constraints::Relation;
using constraints::Unit;
using constraints::unitFor;

Model compile(const Rules& rules) {
    Model m;
    m.rules = &rules;
    m.n = rules.size;
    m.cells = m.n * m.n;
    const auto cells = static_cast<std::size_t>(m.cells);
    const Wide full = (Wide{1} << m.n) - 1;
    m.allowed.assign(cells, full);

    const Houses houses(rules);
    std::vector<std::vector<int>> peers(cells);
    for (int c = 0; c < m.cells; ++c) peers[static_cast<std::size_t>(c)] = houses.peersOf(c);
    std::vector<const House*> complete;
    for (const House& h : houses.all())
        if (h.complete) {
            m.houseCells.insert(m.houseCells.end(), h.cells.begin(), h.cells.end());
            complete.push_back(&h);
        }
    // A killer cage of N cells holds every digit once: a complete house for the hidden singles too
    // (not for locked candidates). Measured (release, count to 2, best of 5): Lubaf's "Bartizan"
    // (anti-king, a thermometer, three 9-cell cages without sums, no givens) 131 ms before, see
    // docs/benchmarks.md for after.
    for (const Constraint& c : rules.constraints)
        if (c.kind == ConstraintKind::KillerCage && c.cells.size() == 1 && static_cast<int>(c.cells[0].size()) == m.n) {
            std::vector<int> cage = c.cells[0];
            std::sort(cage.begin(), cage.end());
            m.houseCells.insert(m.houseCells.end(), cage.begin(), cage.end());
        }
    m.lockedPays = std::any_of(rules.extraHouses.begin(), rules.extraHouses.end(), [&](const ExtraHouse& h) {
        return h.kind != ExtraHouseKind::ExtraRegion || static_cast<int>(h.cells.size()) == m.n;
    });
    // Killer cages with sums (up to 16×16): the search's own ways (variant.cpp), and locked
    // candidates pay there (ISS's hard killers EXTREME_KILLERS, TAREK_ALL and HS_KILLERS, release,
    // count to 2, 2026-11-29, with the search's scores: nodes 0.74x and CPU time 0.87x at the
    // geometric mean over 54 puzzles).
    m.killerSums = m.n <= 16 && std::any_of(rules.constraints.begin(), rules.constraints.end(), [](const Constraint& c) {
        return c.kind == ConstraintKind::KillerCage && !c.values.empty();
    });
    m.lockedPays = m.lockedPays || m.killerSums;
    // Pairs sharing 2+ cells, found through the cells' houses (not by intersecting every pair: 27²
    // set intersections cost ~40 µs of a 9×9 setup).
    std::vector<int> completeIndex(houses.all().size(), -1);
    for (std::size_t i = 0, k = 0; i < houses.all().size(); ++i)
        if (houses.all()[i].complete) completeIndex[i] = static_cast<int>(k++);
    std::vector<int> sharedCount(complete.size());
    for (std::size_t ai = 0; m.lockedPays && ai < complete.size(); ++ai) {
        const House& a = *complete[ai];
        std::fill(sharedCount.begin(), sharedCount.end(), 0);
        for (int cell : a.cells)
            for (int h : houses.housesOf(cell))
                if (const int bi = completeIndex[static_cast<std::size_t>(h)]; bi >= 0 && bi != static_cast<int>(ai)) ++sharedCount[static_cast<std::size_t>(bi)];
        for (std::size_t bi = 0; bi < complete.size(); ++bi) {
            const int shared = sharedCount[bi];
            if (shared < 2 || shared == m.n) continue; // (N shared: the same cells twice, an extra region equal to a row)
            const House& b = *complete[bi];
            Model::Locked l{};
            l.aOnly = static_cast<int>(m.lockedCells.size());
            for (int cell : a.cells)
                if (!std::binary_search(b.cells.begin(), b.cells.end(), cell)) m.lockedCells.push_back(cell);
            l.shared = static_cast<int>(m.lockedCells.size());
            for (int cell : a.cells)
                if (std::binary_search(b.cells.begin(), b.cells.end(), cell)) m.lockedCells.push_back(cell);
            l.bOnly = static_cast<int>(m.lockedCells.size());
            for (int cell : b.cells)
                if (!std::binary_search(a.cells.begin(), a.cells.end(), cell)) m.lockedCells.push_back(cell);
            l.end = static_cast<int>(m.lockedCells.size());
            l.a = static_cast<int>(ai);
            l.b = static_cast<int>(bi);
            m.locked.push_back(l);
        }
    }

    // Relations between the same two cells ANDed, keyed (a < b) in a's direction.
    std::vector<std::pair<std::pair<int, int>, std::array<Wide, kMaxSize>>> related;
    const auto transpose = [&](const std::array<Wide, kMaxSize>& t) {
        std::array<Wide, kMaxSize> out{};
        for (int da = 0; da < m.n; ++da)
            for (int db = 0; db < m.n; ++db)
                if (t[static_cast<std::size_t>(da)] >> db & 1u) out[static_cast<std::size_t>(db)] |= Wide{1} << da;
        return out;
    };
    for (const Constraint& c : rules.constraints) {
        const Unit& unit = unitFor(c.kind);
        if (unit.restrict) unit.restrict(rules, c, m.allowed);
        // Killer cages up to 16×16 narrowed as search_sums.cpp says (25×25: the cage's own).
        const bool searchCage = c.kind == ConstraintKind::KillerCage && m.n <= 16;
        if (unit.narrow) m.narrowers.push_back({searchCage ? &kSearchCage : &unit, &c, constraints::cellsOf(c)});
        if (!unit.pairs) continue;
        Pairs pairs;
        unit.pairs(rules, c, pairs);
        for (const auto& [a, b] : pairs.differ) {
            peers[static_cast<std::size_t>(a)].push_back(b);
            peers[static_cast<std::size_t>(b)].push_back(a);
        }
        for (const Relation& r : pairs.relations) {
            const bool forward = r.a < r.b;
            const std::pair<int, int> key = forward ? std::pair{r.a, r.b} : std::pair{r.b, r.a};
            const std::array<Wide, kMaxSize> table = forward ? r.allowed : transpose(r.allowed);
            auto it = std::find_if(related.begin(), related.end(), [&](const auto& e) { return e.first == key; });
            if (it == related.end()) related.push_back({key, table});
            else
                for (int d = 0; d < m.n; ++d) it->second[static_cast<std::size_t>(d)] &= table[static_cast<std::size_t>(d)];
        }
    }

    for (const ImpliedSum& sum : impliedSums(rules, houses)) {
        m.implied.push_back(std::make_unique<const Constraint>(asConstraint(sum)));
        const Constraint& c = *m.implied.back();
        m.narrowers.push_back({sum.oneHouse ? &kSearchCage : &kSearchRunSum, &c, c.cells[0], sum.weight});
    }

    m.peerStart.push_back(0);
    for (auto& p : peers) {
        std::sort(p.begin(), p.end());
        p.erase(std::unique(p.begin(), p.end()), p.end());
        m.peers.insert(m.peers.end(), p.begin(), p.end());
        m.peerStart.push_back(static_cast<int>(m.peers.size()));
    }
    // A relation between two peers also says "different digits": folded into its table, arc
    // consistency sees both at once (cell forcing, as SudokuVariantSolverJS calls it). Without it a
    // non-consecutive pair {4,5} next to a cell of its row leaves that cell all its digits (4 allows
    // all but 3 and 5, 5 all but 4 and 6); with it, all but 4 and 5.
    for (auto& [key, table] : related) {
        const auto& p = peers[static_cast<std::size_t>(key.first)];
        if (std::binary_search(p.begin(), p.end(), key.second))
            for (int d = 0; d < m.n; ++d) table[static_cast<std::size_t>(d)] &= ~(Wide{1} << d);
    }

    const auto tableId = [&](const std::array<Wide, kMaxSize>& t) {
        for (std::size_t i = 0; i < m.tables.size(); ++i)
            if (m.tables[i] == t) return static_cast<int>(i);
        m.tables.push_back(t);
        return static_cast<int>(m.tables.size() - 1);
    };
    // Each distinct table transposed once (transposing per arc was a third of a 9×9 setup).
    std::vector<int> transposedId;
    std::vector<std::vector<std::pair<int, int>>> arcsOf(cells);
    for (const auto& [key, table] : related) {
        const int id = tableId(table);
        if (transposedId.size() <= static_cast<std::size_t>(id)) transposedId.resize(static_cast<std::size_t>(id) + 1, -1);
        if (transposedId[static_cast<std::size_t>(id)] < 0) {
            const int back = tableId(transpose(m.tables[static_cast<std::size_t>(id)]));
            transposedId[static_cast<std::size_t>(id)] = back;
        }
        arcsOf[static_cast<std::size_t>(key.first)].push_back({key.second, id});
        arcsOf[static_cast<std::size_t>(key.second)].push_back({key.first, transposedId[static_cast<std::size_t>(id)]});
    }
    m.arcStart.push_back(0);
    for (const auto& a : arcsOf) {
        m.arcs.insert(m.arcs.end(), a.begin(), a.end());
        m.arcStart.push_back(static_cast<int>(m.arcs.size()));
    }
    return m;
}


} // namespace qudoku::detail
