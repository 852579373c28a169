#include "logic/chaining/implications.h"

#include <algorithm>
#include <array>
#include <bit>
#include <deque>
#include <optional>

#include "qudoku/logic/geometry.h"

namespace qudoku::logic::detail::chaining {

double Rule::baseRating() const {
    if (level > 0) return 8.5 + 0.5 * level;
    if (nishio) return 7.5;
    if (dynamic) return 8.5;
    return 8.0; // multiple
}

namespace {

// The most nodes one search may make, nested searches included. Explainer has no limit and can run
// for minutes; we stop and keep what was found. An empty 9×9 grid (many solutions, nothing to find)
// took 4 min 40 s in the nested search before this limit, and takes 1.6 s with it.
constexpr std::size_t kNodeBudget = 20'000'000;

// Explainer's length penalty, computed the way it computes it (0.1 added per step in floating
// point), so equal complexities give bit-identical ratings and the sort breaks ties the same way.
double lengthPenalty(int complexity) {
    double added = 0.0;
    int ceil = 4;
    const int length = complexity - 2;
    bool odd = false;
    while (length > ceil) {
        added += 0.1;
        ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
        odd = !odd;
    }
    return added;
}

// One derivation of a potential: the potential and the reasons it was derived from. Nodes live in
// the search's arena and are never freed during a search; parents are indices into the arena.
struct Node {
    Potential p;
    int parentBegin = 0;
    int parentCount = 0;
    int nested = -1; // a nested chain's index in Search::nested_, or -1
};

int potentialId(const Potential& p, int n) { return ((p.cell * n) + p.value - 1) * 2 + (p.on ? 1 : 0); }

// Explainer's LinkedSet<Potential>: each potential at most once (the first node added wins), in
// the order added.
class PotentialSet {
public:
    explicit PotentialSet(int ids) : first_(static_cast<std::size_t>(ids), -1) {}
    bool contains(int id) const { return first_[id] >= 0; }
    int get(int id) const { return first_[id]; }
    bool add(int id, int node) {
        if (first_[id] >= 0) return false;
        first_[id] = node;
        order_.push_back(node);
        return true;
    }
    const std::vector<int>& nodes() const { return order_; }
    // Empties the set in time proportional to its size (the search reuses a few sets thousands of times).
    void clear(const std::vector<Node>& arena, int n) {
        for (int node : order_) first_[potentialId(arena[node].p, n)] = -1;
        order_.clear();
    }
    // Keeps only the potentials also in `other` (order kept, nodes kept).
    void retainAll(const PotentialSet& other, const std::vector<Node>& arena, int (*idOf)(const Potential&, int), int n) {
        std::vector<int> kept;
        for (int node : order_) {
            const int id = idOf(arena[node].p, n);
            if (other.contains(id)) kept.push_back(node);
            else first_[id] = -1;
        }
        order_ = std::move(kept);
    }

private:
    std::vector<int> first_;
    std::vector<int> order_;
};


class Search {
public:
    Search(const CandidateGrid& state, const Rule& rule, std::stop_token stop)
        : g_(state.geometry()), n_(state.size()), cells_(state.cellCount()), rule_(rule), stop_(std::move(stop)) {
        grid_.resize(static_cast<std::size_t>(cells_));
        for (int c = 0; c < cells_; ++c) grid_[c] = state.isSolved(c) ? 0 : state.candidates(c);
        ids_ = cells_ * n_ * 2;
        // Explainer's region order: box, row, column.
        for (int c = 0; c < cells_; ++c) regionsOf_.push_back({g_.boxHouse(c), g_.rowHouse(c), g_.columnHouse(c)});
        houseCells_.resize(static_cast<std::size_t>(g_.houseCount()));
        for (int h = 0; h < g_.houseCount(); ++h) g_.houseCells(h).forEach([&](int c) { houseCells_[h].push_back(c); });
        stamp_.assign(static_cast<std::size_t>(ids_), 0);
        unaryOn_ = unaryOff_ = PotentialSet(ids_);
        computeOnlyOtherPlaces();
    }

    // A search of its own (a nested chain) on another search's working grid.
    Search(const Search& outer, const Rule& rule)
        : g_(outer.g_), n_(outer.n_), cells_(outer.cells_), rule_(rule), stop_(outer.stop_), work_(outer.work_), ids_(outer.ids_),
          grid_(outer.grid_), regionsOf_(outer.regionsOf_), houseCells_(outer.houseCells_) {
        stamp_.assign(static_cast<std::size_t>(ids_), 0);
        unaryOn_ = unaryOff_ = PotentialSet(ids_);
        computeOnlyOtherPlaces();
    }

    // For every candidate and each of its houses (box, row, column), the value's one other place
    // there, or -1: the X-links of the unchanged grid, looked up instead of scanned.
    void computeOnlyOtherPlaces() {
        onlyOtherPlace_.assign(static_cast<std::size_t>(cells_ * n_ * 3), -1);
        for (int c = 0; c < cells_; ++c)
            for (DigitMask m = grid_[c]; m; m &= m - 1) {
                const int v = std::countr_zero(m) + 1;
                for (int k = 0; k < 3; ++k) {
                    int other = -1, count = 0;
                    for (int o : houseCells_[regionsOf_[c][k]])
                        if (o != c && has(o, v)) {
                            other = o;
                            ++count;
                        }
                    if (count == 1) onlyOtherPlace_[(c * n_ + v - 1) * 3 + k] = other;
                }
            }
    }

    std::vector<Hint> run() {
        if (rule_.multiple || rule_.dynamic) multipleChains();
        else {
            loops(false, true); // X-cycles and forcing X-chains
            loops(true, false); // Y-cycles
            loops(true, true);  // cycles and forcing chains with both
        }
        if (stop_.stop_requested()) return {};
        std::stable_sort(hints_.begin(), hints_.end(), [](const Hint& a, const Hint& b) {
            if (a.rating != b.rating) return a.rating < b.rating;
            if (a.complexity != b.complexity) return a.complexity < b.complexity;
            return a.sortKey < b.sortKey;
        });
        return std::move(hints_);
    }

private:
    // ---- nodes -------------------------------------------------------------------------------
    // Every node made counts against the search's budget, nested searches included; a search that
    // runs out stops and reports what it has found (see kNodeBudget).
    bool exhausted() const { return *work_ > kNodeBudget || stop_.stop_requested(); }

    int make(Potential p, std::initializer_list<int> parents = {}) {
        ++*work_;
        Node node{p, static_cast<int>(parents_.size()), static_cast<int>(parents.size()), -1};
        parents_.insert(parents_.end(), parents.begin(), parents.end());
        arena_.push_back(node);
        return static_cast<int>(arena_.size()) - 1;
    }
    int make(Potential p, const std::vector<int>& parents, int nested = -1) {
        ++*work_;
        Node node{p, static_cast<int>(parents_.size()), static_cast<int>(parents.size()), nested};
        parents_.insert(parents_.end(), parents.begin(), parents.end());
        arena_.push_back(node);
        return static_cast<int>(arena_.size()) - 1;
    }
    int id(const Potential& p) const { return potentialId(p, n_); }
    int id(int node) const { return id(arena_[node].p); }
    int firstParent(int node) const { return arena_[node].parentCount ? parents_[arena_[node].parentBegin] : -1; }
    PotentialSet newSet() const { return PotentialSet(ids_); }

    bool has(int cell, int value) const { return (grid_[cell] >> (value - 1)) & 1U; }
    static bool has(const std::vector<DigitMask>& grid, int cell, int value) { return (grid[cell] >> (value - 1)) & 1U; }

    // ---- implications ----------------------------------------------------------------------------
    // A potential implied by another, before it becomes a node: most implied potentials are already
    // known to the search, and making nodes only for the new ones keeps the arena small.
    struct Implied {
        Potential p;
        int cause = -1; // -1: the cell's last candidate; 0, 1, 2: the last place in its box, row, column
    };

    // What `from` (an "on" potential) makes off: the cell's other candidates (with Y-links), then
    // the value's other places in the box, the row outside the box, the column outside the box.
    void onToOff(const Potential& p, bool yLinks, std::vector<Implied>& out) const {
        out.clear();
        if (yLinks)
            for (DigitMask m = grid_[p.cell]; m; m &= m - 1) {
                const int v = std::countr_zero(m) + 1;
                if (v != p.value) out.push_back({{p.cell, v, false}, -1});
            }
        const int box = regionsOf_[p.cell][0];
        for (int k = 0; k < 3; ++k)
            for (int c : houseCells_[regionsOf_[p.cell][k]]) {
                if (c == p.cell || !has(c, p.value)) continue;
                if (k > 0 && regionsOf_[c][0] == box) continue;
                out.push_back({{c, p.value, false}, k});
            }
    }

    // What `from` (an "off" potential) makes on: the other candidate of a bivalue cell (Y), then the
    // only other place of the value in the box, the row, the column (X); each potential once, from
    // its first reason (Explainer's LinkedHashSet).
    void offToOn(const Potential& p, bool yLinks, bool xLinks, std::vector<Implied>& out) const {
        out.clear();
        if (yLinks && std::popcount(grid_[p.cell]) == 2)
            out.push_back({{p.cell, std::countr_zero(grid_[p.cell] & ~digitBit(p.value)) + 1, true}, -1});
        if (!xLinks) return;
        for (int k = 0; k < 3; ++k) {
            int otherPlace = gridChanged_ ? -1 : onlyOtherPlace_[(p.cell * n_ + p.value - 1) * 3 + k];
            if (!gridChanged_) {
                if (otherPlace < 0) continue;
                const Potential on{otherPlace, p.value, true};
                if (std::none_of(out.begin(), out.end(), [&](const Implied& i) { return i.p == on; })) out.push_back({on, k});
                continue;
            }
            for (int c : houseCells_[regionsOf_[p.cell][k]]) {
                if (c == p.cell || !has(c, p.value)) continue;
                if (otherPlace >= 0) {
                    otherPlace = -2;
                    break;
                }
                otherPlace = c;
            }
            if (otherPlace < 0) continue;
            const Potential on{otherPlace, p.value, true};
            if (std::none_of(out.begin(), out.end(), [&](const Implied& i) { return i.p == on; })) out.push_back({on, k});
        }
    }

    // The node of an implied potential, with `from` as its first parent. In a dynamic search (offs
    // given) an "on" potential also gets as parents the removals since the search began that made
    // it single in its cell or house ("hidden" parents); call this before `from` itself is removed.
    int materialize(int from, const Implied& implied, const PotentialSet* offs) {
        if (!offs || !implied.p.on) return make(implied.p, {from});
        std::vector<int>& parents = scratchParents_;
        parents.assign(1, from);
        const Potential& p = implied.p;
        if (implied.cause < 0) {
            for (int v = 1; v <= n_; ++v)
                if (has(saved_, p.cell, v) && !has(p.cell, v)) pushHidden(parents, {p.cell, v, false}, *offs);
        } else {
            for (int c : houseCells_[regionsOf_[arena_[from].p.cell][implied.cause]])
                if (has(saved_, c, p.value) && !has(c, p.value)) pushHidden(parents, {c, p.value, false}, *offs);
        }
        return make(p, parents);
    }

    void pushHidden(std::vector<int>& parents, const Potential& removed, const PotentialSet& offs) const {
        const int node = offs.get(id(removed));
        if (node >= 0) parents.push_back(node);
    }

    // ---- ancestors -----------------------------------------------------------------------------
    // Explainer's getAncestorCount: distinct potentials met walking the parents breadth first.
    int ancestorCount(const std::vector<int>& targets, std::vector<int>* nestedSeen = nullptr) {
        ++stampValue_;
        int count = 0;
        std::vector<int> todo = targets, next;
        while (!todo.empty()) {
            next.clear();
            for (int node : todo) {
                const int pid = id(node);
                if (stamp_[pid] == stampValue_) continue;
                stamp_[pid] = stampValue_;
                ++count;
                if (nestedSeen && arena_[node].nested >= 0) nestedSeen->push_back(arena_[node].nested);
                for (int i = 0; i < arena_[node].parentCount; ++i) next.push_back(parents_[arena_[node].parentBegin + i]);
            }
            std::swap(todo, next);
        }
        return count;
    }

    // The complexity of a hint with these chain targets: each target's ancestors (counted per
    // target, as Explainer sums them), plus the complexity of every nested chain met, once each.
    int complexityOf(const std::vector<int>& targets) {
        int total = 0;
        std::vector<int> nestedSeen;
        for (int t : targets) total += ancestorCount({t}, &nestedSeen);
        std::sort(nestedSeen.begin(), nestedSeen.end());
        nestedSeen.erase(std::unique(nestedSeen.begin(), nestedSeen.end()), nestedSeen.end());
        for (int k : nestedSeen) total += nested_[k];
        return total;
    }

    Branch lineTo(int node) const {
        Branch branch;
        for (int at = node; at >= 0; at = firstParent(at)) branch.line.push_back(arena_[at].p);
        std::reverse(branch.line.begin(), branch.line.end());
        return branch;
    }

    bool isAncestorOnFirstLine(int child, const Potential& p) const {
        for (int at = firstParent(child); at >= 0; at = firstParent(at))
            if (arena_[at].p == p) return true;
        return false;
    }

    // ---- single chains and cycles (Explainer's "Forcing Chains & Cycles") ----------------------
    void loops(bool yLinks, bool xLinks) {
        for (int c = 0; c < cells_; ++c) {
            if (std::popcount(grid_[c]) < 2) continue;
            for (DigitMask m = grid_[c]; m; m &= m - 1) {
                if (exhausted()) return;
                unary({c, std::countr_zero(m) + 1, true}, yLinks, xLinks);
            }
        }
    }

    void unary(const Potential& source, bool yLinks, bool xLinks) {
        if (!xLinks && std::popcount(grid_[source.cell]) > 2) return; // Y-cycles start in bivalue cells
        std::vector<int> cycles, chains;
        PotentialSet& toOn = unaryOn_;
        PotentialSet& toOff = unaryOff_;
        auto reset = [&] {
            toOn.clear(arena_, n_);
            toOff.clear(arena_, n_);
        };
        reset();
        toOn.add(id(source), make(source));
        cyclesFrom(toOn, toOff, yLinks, xLinks, cycles, source);
        if (xLinks) {
            reset();
            toOn.add(id(source), make(source));
            forcingChainsFrom(toOn, toOff, yLinks, chains, source);
            const Potential off{source.cell, source.value, false};
            reset();
            toOff.add(id(off), make(off));
            forcingChainsFrom(toOn, toOff, yLinks, chains, off);
        }
        for (int dstOn : cycles) addCycleHint(dstOn, yLinks, xLinks);
        for (int target : chains) addForcingChainHint(target, yLinks, xLinks);
    }

    void cyclesFrom(PotentialSet& toOn, PotentialSet& toOff, bool yLinks, bool xLinks, std::vector<int>& cycles,
                    const Potential& source) {
        std::deque<int> pendingOn(toOn.nodes().begin(), toOn.nodes().end());
        std::deque<int> pendingOff(toOff.nodes().begin(), toOff.nodes().end());
        std::vector<Implied> out;
        int length = 0;
        while (!pendingOn.empty() || !pendingOff.empty()) {
            ++length;
            while (!pendingOn.empty()) {
                const int p = pendingOn.front();
                pendingOn.pop_front();
                onToOff(arena_[p].p, yLinks, out);
                for (const Implied& implied : out)
                    if (!isAncestorOnFirstLine(p, implied.p)) {
                        const int off = make(implied.p, {p});
                        pendingOff.push_back(off);
                        toOff.add(id(off), off);
                    }
            }
            ++length;
            while (!pendingOff.empty()) {
                const int p = pendingOff.front();
                pendingOff.pop_front();
                offToOn(arena_[p].p, yLinks, xLinks, out);
                for (const Implied& implied : out) {
                    const bool cycle = length >= 4 && implied.p == source;
                    if (!cycle && toOn.contains(id(implied.p))) continue;
                    const int on = make(implied.p, {p});
                    if (cycle) cycles.push_back(on);
                    if (toOn.add(id(on), on)) pendingOn.push_back(on);
                }
            }
        }
    }

    void forcingChainsFrom(PotentialSet& toOn, PotentialSet& toOff, bool yLinks, std::vector<int>& chains,
                           const Potential& source) {
        std::deque<int> pendingOn(toOn.nodes().begin(), toOn.nodes().end());
        std::deque<int> pendingOff(toOff.nodes().begin(), toOff.nodes().end());
        std::vector<Implied> out;
        auto isChain = [&](const Potential& p) {
            return std::none_of(chains.begin(), chains.end(), [&](int other) { return arena_[other].p == p; });
        };
        while (!pendingOn.empty() || !pendingOff.empty()) {
            while (!pendingOn.empty()) {
                const int p = pendingOn.front();
                pendingOn.pop_front();
                onToOff(arena_[p].p, yLinks, out);
                for (const Implied& implied : out) {
                    const Potential& q = implied.p;
                    const bool chain = source == Potential{q.cell, q.value, true} && isChain(q);
                    if (!chain && toOff.contains(id(q))) continue;
                    const int off = make(q, {p});
                    if (chain) chains.push_back(off);
                    if (toOff.add(id(off), off)) pendingOff.push_back(off);
                }
            }
            while (!pendingOff.empty()) {
                const int p = pendingOff.front();
                pendingOff.pop_front();
                offToOn(arena_[p].p, yLinks, true, out);
                for (const Implied& implied : out) {
                    const Potential& q = implied.p;
                    const bool chain = source == Potential{q.cell, q.value, false} && isChain(q);
                    if (!chain && toOn.contains(id(q))) continue;
                    const int on = make(q, {p});
                    if (chain) chains.push_back(on);
                    if (toOn.add(id(on), on)) pendingOn.push_back(on);
                }
            }
        }
    }

    void addCycleHint(int dstOn, bool yLinks, bool xLinks) {
        // The cells of the loop, and the candidates an on-node and an off-node of its value both see.
        std::vector<int> loop;
        for (int at = dstOn; firstParent(at) >= 0; at = firstParent(at)) loop.push_back(at);
        auto inLoop = [&](int cell) {
            return std::any_of(loop.begin(), loop.end(), [&](int node) { return arena_[node].p.cell == cell; });
        };
        std::vector<CellValue> forward, backward;
        for (int node : loop) {
            const Potential p = arena_[node].p;
            g_.peers(p.cell).forEach([&](int c) {
                if (inLoop(c) || !has(c, p.value)) return;
                (p.on ? forward : backward).push_back({c, p.value});
            });
        }
        std::vector<CellValue> removable;
        for (const CellValue& cv : forward)
            if (std::find(backward.begin(), backward.end(), cv) != backward.end() &&
                std::find(removable.begin(), removable.end(), cv) == removable.end())
                removable.push_back(cv);
        if (removable.empty()) return;
        Hint hint;
        hint.kind = Kind::Cycle;
        hint.xLinks = xLinks;
        hint.yLinks = yLinks;
        hint.source = arena_[dstOn].p;
        hint.conclusion = hint.source;
        hint.eliminations = std::move(removable);
        std::sort(hint.eliminations.begin(), hint.eliminations.end());
        hint.branches.push_back(lineTo(dstOn));
        hint.complexity = ancestorCount({dstOn});
        hint.sortKey = (xLinks && yLinks) ? 4 : yLinks ? 3 : 2;
        hint.rating = ((xLinks && yLinks) ? 7.0 : 6.5) + lengthPenalty(hint.complexity);
        hints_.push_back(std::move(hint));
    }

    void addConclusion(Hint& hint, const Potential& target) {
        hint.conclusion = target;
        if (!target.on) hint.eliminations.push_back({target.cell, target.value});
        else
            for (DigitMask m = grid_[target.cell] & ~digitBit(target.value); m; m &= m - 1)
                hint.eliminations.push_back({target.cell, std::countr_zero(m) + 1});
    }

    void addForcingChainHint(int target, bool yLinks, bool xLinks) {
        Hint hint;
        hint.kind = Kind::ForcingChain;
        hint.xLinks = xLinks;
        hint.yLinks = yLinks;
        addConclusion(hint, arena_[target].p);
        if (hint.eliminations.empty()) return;
        hint.branches.push_back(lineTo(target));
        hint.source = hint.branches.front().line.front();
        hint.complexity = ancestorCount({target});
        hint.sortKey = (xLinks && yLinks) ? 4 : yLinks ? 3 : 2;
        hint.rating = ((xLinks && yLinks) ? 7.0 : 6.6) + lengthPenalty(hint.complexity);
        hints_.push_back(std::move(hint));
    }

    // ---- multiple and dynamic chains -------------------------------------------------------------
    // Follows every implication of the assumptions in toOn/toOff. Returns the two nodes of the first
    // contradiction (a potential both on and off), or nullopt. The working grid is restored after.
    std::optional<std::pair<int, int>> follow(PotentialSet& toOn, PotentialSet& toOff) {
        saved_ = grid_;
        std::deque<int> pendingOn(toOn.nodes().begin(), toOn.nodes().end());
        std::deque<int> pendingOff(toOff.nodes().begin(), toOff.nodes().end());
        std::vector<Implied> out;
        std::optional<std::pair<int, int>> absurd;
        const bool yLinks = !rule_.nishio;
        for (;;) {
            if (!pendingOn.empty()) {
                const int p = pendingOn.front();
                pendingOn.pop_front();
                onToOff(arena_[p].p, yLinks, out);
                for (const Implied& implied : out) {
                    const Potential& q = implied.p;
                    const int on = toOn.get(id(Potential{q.cell, q.value, true}));
                    if (on >= 0) {
                        absurd = std::pair{on, make(q, {p})};
                        break;
                    }
                    if (toOff.contains(id(q))) continue;
                    const int off = make(q, {p});
                    toOff.add(id(off), off);
                    pendingOff.push_back(off);
                }
                if (absurd) break;
                continue;
            }
            if (!pendingOff.empty()) {
                const int p = pendingOff.front();
                pendingOff.pop_front();
                offToOn(arena_[p].p, yLinks, true, out);
                const PotentialSet* offs = rule_.dynamic ? &toOff : nullptr;
                for (const Implied& implied : out) {
                    const Potential& q = implied.p;
                    const int off = toOff.get(id(Potential{q.cell, q.value, false}));
                    if (off >= 0) {
                        absurd = std::pair{materialize(p, implied, offs), off};
                        break;
                    }
                    if (toOn.contains(id(q))) continue;
                    const int on = materialize(p, implied, offs);
                    toOn.add(id(on), on);
                    pendingOn.push_back(on);
                }
                // Explainer removes the candidate from its working grid after finding what it implies.
                if (rule_.dynamic) {
                    grid_[arena_[p].p.cell] &= ~digitBit(arena_[p].p.value);
                    gridChanged_ = true;
                }
                if (absurd) break;
                continue;
            }
            if (rule_.level == 0 || exhausted()) break;
            bool more = false;
            for (int off : advancedRemovals(toOff))
                if (toOff.add(id(off), off)) {
                    pendingOff.push_back(off);
                    more = true;
                }
            if (!more) break;
        }
        grid_ = saved_;
        gridChanged_ = false;
        return absurd;
    }

    void multipleChains() {
        for (int c = 0; c < cells_; ++c) {
            const int cardinality = std::popcount(grid_[c]);
            if (cardinality > 2 || (cardinality > 1 && rule_.dynamic)) chainsFromCell(c, cardinality);
            if (exhausted()) return;
        }
    }

    void chainsFromCell(int cell, int cardinality) {
        std::vector<std::pair<int, PotentialSet>> valueToOn, valueToOff;
        std::optional<PotentialSet> cellToOn, cellToOff;
        for (DigitMask m = grid_[cell]; m; m &= m - 1) {
            const int value = std::countr_zero(m) + 1;
            const Potential on{cell, value, true}, off{cell, value, false};
            PotentialSet onToOn = newSet(), onToOff = newSet();
            const bool doDouble = cardinality >= 3 && !rule_.nishio && rule_.dynamic;
            const bool doContradiction = rule_.dynamic || rule_.nishio;
            binary(on, off, onToOn, onToOff, doDouble, doContradiction);
            if (!rule_.nishio) regionChains(cell, value, onToOn, onToOff);
            if (!cellToOn) {
                cellToOn = onToOn;
                cellToOff = onToOff;
            } else {
                cellToOn->retainAll(onToOn, arena_, potentialId, n_);
                cellToOff->retainAll(onToOff, arena_, potentialId, n_);
            }
            valueToOn.emplace_back(value, std::move(onToOn));
            valueToOff.emplace_back(value, std::move(onToOff));
            if (exhausted()) return;
        }
        if (rule_.nishio || !(cardinality == 2 || (rule_.multiple && cardinality > 2))) return;
        for (int target : cellToOn->nodes()) addReductionHint(Kind::Cell, cell, -1, arena_[target].p, valueToOn);
        for (int target : cellToOff->nodes()) addReductionHint(Kind::Cell, cell, -1, arena_[target].p, valueToOff);
    }

    void binary(const Potential& on, const Potential& off, PotentialSet& onToOn, PotentialSet& onToOff, bool doDouble,
                bool doContradiction) {
        PotentialSet offToOn = newSet(), offToOff = newSet();
        const int onNode = make(on);
        onToOn.add(id(on), onNode);
        if (auto absurd = follow(onToOn, onToOff); absurd && doContradiction)
            addBinaryHint(*absurd, arena_[onNode].p, arena_[onNode].p, true);
        const int offNode = make(off);
        offToOff.add(id(off), offNode);
        if (auto absurd = follow(offToOn, offToOff); absurd && doContradiction)
            addBinaryHint(*absurd, off, off, true);
        if (!doDouble) return;
        for (int fromOn : onToOn.nodes()) {
            const int fromOff = offToOn.get(id(fromOn));
            if (fromOff >= 0) addBinaryHint({fromOn, fromOff}, on, arena_[fromOn].p, false);
        }
        for (int fromOn : onToOff.nodes()) {
            const int fromOff = offToOff.get(id(fromOn));
            if (fromOff >= 0) addBinaryHint({fromOn, fromOff}, off, arena_[fromOff].p, false);
        }
    }

    void addBinaryHint(std::pair<int, int> ends, const Potential& source, const Potential& target, bool absurd) {
        Hint hint;
        hint.kind = absurd ? Kind::Contradiction : Kind::Double;
        hint.source = source;
        // A contradiction from "on" removes the source; from "off" it places it. A double
        // implication concludes its target.
        Potential conclusion = target;
        if (absurd) conclusion.on = !source.on;
        addConclusion(hint, conclusion);
        if (hint.eliminations.empty()) return;
        hint.branches.push_back(lineTo(ends.first));
        hint.branches.push_back(lineTo(ends.second));
        hint.complexity = complexityOf({ends.first, ends.second});
        hint.sortKey = absurd ? 7 : 1;
        hint.rating = rule_.baseRating() + lengthPenalty(hint.complexity);
        hint.nestedLevel = rule_.level;
        hints_.push_back(std::move(hint));
    }

    void regionChains(int cell, int value, PotentialSet& onToOn, PotentialSet& onToOff) {
        for (int k = 0; k < 3; ++k) {
            const int house = regionsOf_[cell][k];
            std::vector<int> places;
            for (int c : houseCells_[house])
                if (has(c, value)) places.push_back(c);
            const int cardinality = static_cast<int>(places.size());
            if (!(cardinality == 2 || (rule_.multiple && cardinality > 2))) continue;
            if (places.front() != cell) continue; // each house once, from its first place
            std::vector<std::pair<int, PotentialSet>> placeToOn, placeToOff;
            PotentialSet regionToOn = newSet(), regionToOff = newSet();
            for (int other : places) {
                if (other == cell) {
                    regionToOn = onToOn;
                    regionToOff = onToOff;
                    placeToOn.emplace_back(other, onToOn);
                    placeToOff.emplace_back(other, onToOff);
                    continue;
                }
                PotentialSet otherToOn = newSet(), otherToOff = newSet();
                const Potential p{other, value, true};
                otherToOn.add(id(p), make(p));
                follow(otherToOn, otherToOff);
                regionToOn.retainAll(otherToOn, arena_, potentialId, n_);
                regionToOff.retainAll(otherToOff, arena_, potentialId, n_);
                placeToOn.emplace_back(other, std::move(otherToOn));
                placeToOff.emplace_back(other, std::move(otherToOff));
            }
            for (int target : regionToOn.nodes()) addReductionHint(Kind::Region, cell, house, arena_[target].p, placeToOn);
            for (int target : regionToOff.nodes()) addReductionHint(Kind::Region, cell, house, arena_[target].p, placeToOff);
        }
    }

    void addReductionHint(Kind kind, int cell, int house, const Potential& target,
                          const std::vector<std::pair<int, PotentialSet>>& outcomes) {
        Hint hint;
        hint.kind = kind;
        hint.house = house;
        addConclusion(hint, target);
        if (hint.eliminations.empty()) return;
        std::vector<int> ends;
        for (const auto& [key, set] : outcomes) {
            const int node = set.get(id(target));
            ends.push_back(node);
            hint.branches.push_back(lineTo(node));
        }
        hint.source = hint.branches.front().line.front();
        (void)cell;
        hint.complexity = complexityOf(ends);
        hint.sortKey = kind == Kind::Cell ? 5 : 6;
        hint.rating = rule_.baseRating() + lengthPenalty(hint.complexity);
        hint.nestedLevel = rule_.level;
        hints_.push_back(std::move(hint));
    }

    // ---- level 1+: what other techniques remove from the working grid ----------------------------
    // The first of Explainer's rules (locked candidates, hidden pairs, naked pairs, X-Wings; from
    // level 2 forcing chains, from level 3 multiple forcing chains) that removes anything from the
    // working grid which it could not remove from the search's start grid; each removal becomes an
    // off node whose parents are the removals that enabled it.
    std::vector<int> advancedRemovals(const PotentialSet& offs);

    const Geometry& g_;
    int n_;
    int cells_;
    Rule rule_;
    std::stop_token stop_;
    std::size_t ownWork_ = 0;
    std::size_t* work_ = &ownWork_; // nodes made by this search and the searches nested in it
    int ids_ = 0;
    std::vector<DigitMask> grid_;  // the working grid (0 for solved cells)
    std::vector<DigitMask> saved_; // the grid when the current dynamic search began
    std::vector<std::array<int, 3>> regionsOf_;
    std::vector<std::vector<int>> houseCells_;
    std::vector<Node> arena_;
    std::vector<int> parents_;
    std::vector<int> nested_; // complexity of each nested chain used
    std::vector<int> stamp_;
    int stampValue_ = 0;
    std::vector<Hint> hints_;
    std::vector<int> scratchParents_;
    PotentialSet unaryOn_{0}, unaryOff_{0}; // reused by every single-chain search
    std::vector<int> onlyOtherPlace_;        // see computeOnlyOtherPlaces()
    bool gridChanged_ = false;               // a dynamic search has removed candidates from grid_
};

// Removals by the basic rules in the working grid that the start grid did not allow, with the
// removed candidates that enabled them as parents. Implemented for locked candidates and the pair
// rules, which are what level 1 ("+") adds; nested chains run a search of their own on the working
// grid and enter with their complexity.
std::vector<int> Search::advancedRemovals(const PotentialSet& offs) {
    std::vector<int> result;
    const int houses = g_.houseCount();
    auto removedHere = [&](int c, int v) { return has(saved_, c, v) && !has(c, v); };
    // Locked candidates: a value of house A confined to its intersection with house B.
    for (int a = 0; a < houses && result.empty(); ++a)
        for (int v = 1; v <= n_; ++v) {
            std::vector<int> places;
            for (int c : houseCells_[a])
                if (has(c, v)) places.push_back(c);
            if (places.size() < 2) continue;
            // Only the other houses of the first place can hold all of them.
            for (int b : regionsOf_[places.front()]) {
                if (b == a) continue;
                const CellSet& bc = g_.houseCells(b);
                if (!std::all_of(places.begin(), places.end(), [&](int c) { return bc.contains(c); })) continue;
                std::vector<int> parents;
                for (int c : houseCells_[a])
                    if (!bc.contains(c) && removedHere(c, v)) pushHidden(parents, {c, v, false}, offs);
                if (parents.empty()) continue;
                for (int c : houseCells_[b])
                    if (!g_.houseCells(a).contains(c) && has(c, v)) result.push_back(make({c, v, false}, parents));
            }
        }
    if (!result.empty()) return result;
    // Hidden pairs: two values of a house confined to the same two cells.
    for (int h = 0; h < houses && result.empty(); ++h)
        for (int v1 = 1; v1 <= n_; ++v1)
            for (int v2 = v1 + 1; v2 <= n_; ++v2) {
                std::vector<int> cells;
                bool ok = true, both = true;
                for (int c : houseCells_[h]) {
                    const bool a = has(c, v1), b = has(c, v2);
                    if (a || b) cells.push_back(c);
                    if (a != b) both = false;
                }
                (void)both;
                if (cells.size() != 2) ok = false;
                if (!ok) continue;
                if (!has(cells[0], v1) || !has(cells[0], v2) || !has(cells[1], v1) || !has(cells[1], v2)) continue;
                std::vector<int> parents;
                for (int c : houseCells_[h])
                    if (c != cells[0] && c != cells[1])
                        for (int v : {v1, v2})
                            if (has(saved_, c, v)) pushHidden(parents, {c, v, false}, offs);
                if (parents.empty()) continue;
                for (int c : cells)
                    for (DigitMask m = grid_[c] & ~(digitBit(v1) | digitBit(v2)); m; m &= m - 1)
                        result.push_back(make({c, std::countr_zero(m) + 1, false}, parents));
            }
    if (!result.empty()) return result;
    // Naked pairs: two cells of a house holding the same two candidates.
    for (int h = 0; h < houses && result.empty(); ++h) {
        const auto& hc = houseCells_[h];
        for (std::size_t i = 0; i < hc.size(); ++i) {
            if (std::popcount(grid_[hc[i]]) != 2) continue;
            for (std::size_t j = i + 1; j < hc.size(); ++j) {
                if (grid_[hc[j]] != grid_[hc[i]]) continue;
                const DigitMask pair = grid_[hc[i]];
                std::vector<int> parents;
                for (int c : {hc[i], hc[j]})
                    for (int v = 1; v <= n_; ++v)
                        if (has(saved_, c, v) && !(pair & digitBit(v))) pushHidden(parents, {c, v, false}, offs);
                if (parents.empty()) continue;
                for (int c : hc)
                    if (c != hc[i] && c != hc[j])
                        for (DigitMask m = grid_[c] & pair; m; m &= m - 1)
                            result.push_back(make({c, std::countr_zero(m) + 1, false}, parents));
            }
        }
    }
    if (!result.empty() || rule_.level < 2) return result;
    // Nested forcing chains (level 2: single chains; level 3: also multiple chains), searched on the
    // working grid as a grid of its own.
    std::vector<Rule> nestedRules{Rule{false, false, false, 0, 0}};
    if (rule_.level >= 3) nestedRules.push_back(Rule{true, false, false, 0, 0});
    for (const Rule& nestedRule : nestedRules) {
        Search nested(*this, nestedRule);
        std::vector<Hint> found = nested.run();
        for (const Hint& h : found) {
            // Parents: the removals (since this search began) among the nested chain's candidates.
            std::vector<int> parents;
            for (const Branch& b : h.branches)
                for (const Potential& p : b.line)
                    if (removedHere(p.cell, p.value) || (!has(p.cell, p.value) && has(saved_, p.cell, p.value)))
                        pushHidden(parents, {p.cell, p.value, false}, offs);
            // Nodes on an on-potential's cell whose other candidates were removed count too.
            if (parents.empty()) continue;
            nested_.push_back(h.complexity);
            const int index = static_cast<int>(nested_.size()) - 1;
            for (const CellValue& e : h.eliminations)
                if (has(e.cell, e.value)) result.push_back(make({e.cell, e.value, false}, parents, index));
        }
        if (!result.empty()) break;
    }
    return result;
}

} // namespace

std::vector<Hint> findHints(const CandidateGrid& state, const Rule& rule, std::stop_token stop) {
    return Search(state, rule, std::move(stop)).run();
}

} // namespace qudoku::logic::detail::chaining
