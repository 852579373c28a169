// The search itself: nodes, implications, following assumptions, and rating by ancestors.
#include "logic/chaining/search.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace qudoku::logic::detail::chaining {

double Rule::baseRating() const {
    if (level > 0) return 8.5 + 0.5 * level;
    if (nishio) return 7.5;
    if (dynamic) return 8.5;
    return 8.0; // multiple
}

namespace {

std::shared_ptr<const Layout> layoutOf(const Geometry& g, int cells) {
    auto layout = std::make_shared<Layout>();
    for (int c = 0; c < cells; ++c) layout->regionsOf.push_back({g.boxHouse(c), g.rowHouse(c), g.columnHouse(c)});
    layout->houseCells.resize(static_cast<std::size_t>(g.houseCount()));
    for (int h = 0; h < g.houseCount(); ++h) g.houseCells(h).forEach([&](int c) { layout->houseCells[h].push_back(c); });
    layout->peers.resize(static_cast<std::size_t>(cells));
    for (int cell = 0; cell < cells; ++cell) {
        const int box = layout->regionsOf[cell][0];
        for (int k = 0; k < 3; ++k)
            for (int c : layout->houseCells[layout->regionsOf[cell][k]]) {
                if (c == cell || (k > 0 && layout->regionsOf[c][0] == box)) continue;
                layout->peers[cell].push_back({c, k});
            }
    }
    layout->words = (cells + 63) / 64;
    layout->peerWords.assign(static_cast<std::size_t>(cells * 3 * layout->words), 0);
    for (int cell = 0; cell < cells; ++cell)
        for (const Layout::Peer& peer : layout->peers[cell])
            layout->peerWords[static_cast<std::size_t>((cell * 3 + peer.house) * layout->words + peer.cell / 64)] |=
                std::uint64_t{1} << (peer.cell % 64);
    return layout;
}

} // namespace

Search::Search(const CandidateGrid& state, const Rule& rule, std::stop_token stop, WorkBudget& budget, SearchMemo& memo)
    : g_(state.geometry()), n_(state.size()), cells_(state.cellCount()), rule_(rule), stop_(std::move(stop)),
      budget_(&budget), memo_(&memo.table()), layout_(layoutOf(g_, cells_)), regionsOf_(layout_->regionsOf), houseCells_(layout_->houseCells) {
    grid_.resize(static_cast<std::size_t>(cells_));
    for (int c = 0; c < cells_; ++c) grid_[c] = state.isSolved(c) ? 0 : state.candidates(c);
    ids_ = cells_ * n_ * 2;
    stamp_.assign(static_cast<std::size_t>(ids_), 0);
    placed_.assign(static_cast<std::size_t>(n_), 0);
    for (int c = 0; c < cells_; ++c)
        if (state.isSolved(c)) ++placed_[state.value(c) - 1];
    cheapestOnly_ = true;
    computeOnlyOtherPlaces();
}

Search::Search(const Search& outer, const Rule& rule)
    : g_(outer.g_), n_(outer.n_), cells_(outer.cells_), rule_(rule), stop_(outer.stop_), budget_(outer.budget_), memo_(outer.memo_), ids_(outer.ids_),
      grid_(outer.grid_), layout_(outer.layout_), regionsOf_(layout_->regionsOf), houseCells_(layout_->houseCells),
      placed_(outer.placed_) {
    stamp_.assign(static_cast<std::size_t>(ids_), 0);
    computeOnlyOtherPlaces();
}

Search::~Search() { budget_->held -= accounted_; }

void Search::account() {
    const std::size_t now = heldBytes();
    budget_->held = budget_->held - accounted_ + now;
    accounted_ = now;
    budget_->peakHeld = std::max(budget_->peakHeld, budget_->held + memo_->bytes);
}

std::size_t Search::heldBytes() const {
    auto ints = [](const auto& v) { return v.size() * sizeof(v[0]); };
    std::size_t bytes = ints(arena_) + ints(parents_) + keptBytes_;
    for (const PotentialSet* set : {&walkOn_, &walkOff_, &offWalkOn_, &offWalkOff_, &unaryOn_, &unaryOff_}) bytes += set->bytes();
    bytes += ints(grid_) + ints(saved_) + ints(stamp_) + ints(onlyOtherPlace_) + ints(reachStamp_) + ints(reachRoot_) +
             ints(mayWithBoth_) + ints(shareCount_) + ints(nested_);
    for (const std::vector<int>& list : reachLists_) bytes += ints(list);
    bytes += ints(links_.begin) + ints(links_.middle) + ints(links_.end) + ints(links_.to) + ints(links_.liveBegin) +
             ints(links_.liveEnd) + ints(links_.live) + ints(links_.liveCells) + ints(links_.places);
    return bytes;
}

void Search::computeOnlyOtherPlaces() {
    onlyOtherPlace_.assign(static_cast<std::size_t>(cells_ * n_ * 3), -1);
    // Per house, each value's places as positions in houseCells_ (grids up to 25 wide); a value with
    // two places gives each the other.
    std::array<std::uint32_t, 26> places{};
    for (int h = 0; h < static_cast<int>(houseCells_.size()); ++h) {
        const std::vector<int>& cells = houseCells_[h];
        places.fill(0);
        for (std::size_t i = 0; i < cells.size(); ++i)
            for (DigitMask m = grid_[cells[i]]; m; m &= m - 1) places[std::countr_zero(m)] |= 1U << i;
        for (int v = 0; v < n_; ++v) {
            if (!exactlyTwo(places[v])) continue;
            const int a = cells[std::countr_zero(places[v])], b = cells[31 - std::countl_zero(places[v])];
            for (int k = 0; k < 3; ++k) {
                if (regionsOf_[a][k] == h) onlyOtherPlace_[(a * n_ + v) * 3 + k] = b;
                if (regionsOf_[b][k] == h) onlyOtherPlace_[(b * n_ + v) * 3 + k] = a;
            }
        }
    }
}

std::vector<Hint> Search::run() {
    if (rule_.multiple || rule_.dynamic) multipleChains();
    else {
        loops(false, true); // X-cycles and forcing X-chains
        loops(true, false); // Y-cycles
        loops(true, true);  // cycles and forcing chains with both
    }
    if (stop_.stop_requested()) return {};
    std::stable_sort(hints_.begin(), hints_.end(), comesBefore);
    if (cheapestOnly_)
        for (Hint& hint : hints_) { // the one hint kept: drawn now, its branches from its targets
            for (int target : hint.targets) hint.branches.push_back(lineTo(target));
            if (hint.kind == Kind::Cell || hint.kind == Kind::Region || hint.kind == Kind::ForcingChain)
                hint.source = hint.branches.front().line.front();
        }
    return std::move(hints_);
}

bool Search::comesBefore(const Hint& a, const Hint& b) {
    if (a.rating != b.rating) return a.rating < b.rating;
    if (a.complexity != b.complexity) return a.complexity < b.complexity;
    return a.sortKey < b.sortKey;
}

void Search::keep(Hint&& hint, double base) {
    ++offers_;
    const int limit = complexityLimit(base, hint.sortKey);
    if constexpr (kVerifyShortcuts) {
        if (limit < std::numeric_limits<int>::max()) {
            Hint full;
            full.complexity = complexityOf(hint.targets);
            full.rating = base + chainLengthPenalty(full.complexity - 2);
            full.sortKey = hint.sortKey;
            if (comesBefore(full, hints_.front()) != (full.complexity <= limit))
                shortcutFailed("a hint's complexity limit disagrees with its full count");
        }
    }
    if (limit < 0) return;
    hint.complexity = complexityOf(hint.targets, limit);
    if (hint.complexity > limit) return;
    hint.rating = base + chainLengthPenalty(hint.complexity - 2);
    if (cheapestOnly_) {
        hints_.clear();
        limits_.clear();
    }
    hints_.push_back(std::move(hint));
}

int Search::complexityLimit(double base, int sortKey) {
    if (!cheapestOnly_ || hints_.empty()) return std::numeric_limits<int>::max();
    for (const Limit& known : limits_)
        if (known.base == base && known.sortKey == sortKey) return known.complexity;
    // The largest complexity at which a hint of this base and sort key still comes before the one
    // kept: the order is monotone in the complexity (the rating never falls as it grows), and on a
    // tie the first found stays first, as in the stable sort. Galloping up from the kept one's
    // complexity, then halving.
    const Hint& best = hints_.front();
    auto before = [&](int complexity) {
        Hint probe;
        probe.rating = base + chainLengthPenalty(complexity - 2);
        probe.complexity = complexity;
        probe.sortKey = sortKey;
        return comesBefore(probe, best);
    };
    int limit = -1;
    if (before(0)) {
        int low = 0, high = std::max(1, best.complexity);
        while (before(high)) {
            low = high;
            high *= 2;
        }
        while (high - low > 1) { // before(low), not before(high)
            const int middle = low + (high - low) / 2;
            (before(middle) ? low : high) = middle;
        }
        limit = low;
    }
    limits_.push_back({base, sortKey, limit});
    return limit;
}

void Search::onToOff(const Potential& p, bool yLinks, std::vector<Implied>& out) const {
    out.clear();
    if (yLinks)
        for (DigitMask m = grid_[p.cell]; m; m &= m - 1) {
            const int v = std::countr_zero(m) + 1;
            if (v != p.value) out.push_back({{p.cell, v, false}, -1});
        }
    for (const Layout::Peer& peer : layout_->peers[p.cell])
        if (has(peer.cell, p.value)) out.push_back({{peer.cell, p.value, false}, peer.house});
}

void Search::offToOn(const Potential& p, bool yLinks, bool xLinks, std::vector<Implied>& out) const {
    out.clear();
    if (yLinks && exactlyTwo(grid_[p.cell]))
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

int Search::materialize(int from, const Implied& implied, const PotentialSet* offs) {
    if (!offs || !implied.p.on) return makeImplied(implied, from);
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
    const int node = make(p, parents);
    arena_[node].cause = static_cast<std::int8_t>(implied.cause);
    return node;
}

void Search::pushHidden(std::vector<int>& parents, const Potential& removed, const PotentialSet& offs) const {
    const int node = offs.get(id(removed));
    if (node >= 0) parents.push_back(node);
}

int Search::ancestorCount(int target, std::vector<int>& nestedSeen, int limit) {
    int count = 0;
    forEachAncestor({target}, [&](int node) {
        if (arena_[node].nested >= 0) nestedSeen.push_back(arena_[node].nested);
        return ++count > limit;
    });
    return count;
}

int Search::complexityOf(const std::vector<int>& targets, int limit) {
    int total = 0;
    std::vector<int> nestedSeen;
    for (int t : targets) {
        total += ancestorCount(t, nestedSeen, limit - total);
        if (total > limit) return total;
    }
    std::sort(nestedSeen.begin(), nestedSeen.end());
    nestedSeen.erase(std::unique(nestedSeen.begin(), nestedSeen.end()), nestedSeen.end());
    for (int k : nestedSeen) total += nested_[k];
    return total;
}

NestedFinding Search::findingOf(const Hint& hint) {
    NestedFinding finding{hint.complexity, hint.eliminations, {}};
    // Each target is walked on its own (equal potentials in two branches have other parents).
    for (int target : hint.targets)
        forEachAncestor({target}, [&](int node) {
            const Node& at = arena_[node];
            int cause = at.cause;
            if (at.parentCount == 0) { // the assumption: a cell's or a house's candidates in turn
                if (hint.kind == Kind::Cell) cause = kCellCause;
                else if (hint.kind == Kind::Region)
                    for (int k = 0; k < 3; ++k)
                        if (regionsOf_[at.p.cell][k] == hint.house) cause = k;
            }
            if (at.p.on && cause != kNoCause) finding.causes.emplace_back(at.p, cause);
        });
    return finding;
}

std::vector<Potential> Search::ruleParents(const NestedFinding& finding, const std::vector<DigitMask>& outerStart,
                                           const std::vector<DigitMask>& outerNow) const {
    std::vector<Potential> result;
    auto add = [&](const Potential& p) {
        if (std::find(result.begin(), result.end(), p) == result.end()) result.push_back(p);
    };
    auto removed = [&](int c, int v) { return has(outerStart, c, v) && !has(outerNow, c, v); };
    for (const auto& [p, cause] : finding.causes) {
        if (cause == kCellCause) {
            for (int v = 1; v <= n_; ++v)
                if (removed(p.cell, v)) add({p.cell, v, false});
        } else {
            for (int c : houseCells_[regionsOf_[p.cell][cause]])
                if (removed(c, p.value)) add({c, p.value, false});
        }
    }
    return result;
}

Branch Search::lineTo(int node) const {
    Branch branch;
    for (int at = node; at >= 0; at = firstParent(at)) branch.line.push_back(arena_[at].p);
    std::reverse(branch.line.begin(), branch.line.end());
    return branch;
}

bool Search::isAncestorOnFirstLine(int child, const Potential& p) const {
    for (int at = firstParent(child); at >= 0; at = firstParent(at))
        if (arena_[at].p == p) return true;
    return false;
}

void Search::addConclusion(Hint& hint, const Potential& target) {
    hint.conclusion = target;
    if (!target.on) hint.eliminations.push_back({target.cell, target.value});
    else
        for (DigitMask m = grid_[target.cell] & ~digitBit(target.value); m; m &= m - 1)
            hint.eliminations.push_back({target.cell, std::countr_zero(m) + 1});
}

std::optional<std::pair<int, int>> Search::follow(PotentialSet& toOn, PotentialSet& toOff) {
    saved_ = grid_;
    auto [pendingOn, pendingOff] = startWalk(toOn, toOff);
    std::vector<Implied>& out = implied_;
    std::optional<std::pair<int, int>> absurd;
    const bool yLinks = !rule_.nishio;
    for (;;) {
        if (!pendingOn.empty()) {
            const int p = pendingOn.pop();
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
                pendingOff.push(off);
            }
            if (absurd) break;
            continue;
        }
        if (!pendingOff.empty()) {
            const int p = pendingOff.pop();
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
                pendingOn.push(on);
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
                pendingOff.push(off);
                more = true;
            }
        if (!more) break;
    }
    grid_ = saved_;
    gridChanged_ = false;
    return absurd;
}

void shortcutFailed(const char* what) {
    std::fprintf(stderr, "qudoku: forcing-chain shortcut check failed: %s\n", what);
    std::abort();
}

SearchMemo::SearchMemo() : table_(std::make_unique<Table>()) {}
SearchMemo::~SearchMemo() = default;

std::optional<Hint> findCheapestHint(const CandidateGrid& state, const Rule& rule, std::stop_token stop,
                                     WorkBudget& budget, SearchMemo& memo) {
    std::vector<Hint> hints = Search(state, rule, std::move(stop), budget, memo).run();
    if (hints.empty()) return std::nullopt;
    return std::move(hints.front());
}

} // namespace qudoku::logic::detail::chaining
