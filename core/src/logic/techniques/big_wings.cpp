// SukakuExplainer's big wings: WXYZ-, VWXYZ-, UVWXYZ- and TUVWXYZ-Wing (facts from SukakuExplainer
// 7c8c0bf, WXYZWing.java ... TUVWXYZWing.java and their hints; the code is our own). Each is an ALS-XZ
// whose smaller set is one bivalue cell, as the XYZ-Wing is with a set of two cells:
//
//   The pivot set: k cells (3 for WXYZ, 4, 5, 6 for TUVWXYZ) that all see each other, so they lie in
//   one house (with rows, columns and rectangular boxes, three cells that see each other always share
//   one), each with two candidates or more, holding k + 1 values between them. Having one value
//   more than cells, the set lacks at most one of its values: without any one of them it is locked
//   and holds all the others.
//   The pincer: a bivalue cell outside the set whose two values x and z are both values of the set.
//   A value of the pincer is restricted when every cell of the set holding it sees the pincer.
//
//   If x is restricted and z is not: when the pincer is x, the set lacks x and so holds z; otherwise
//   the pincer is z. Either way z is in the pincer or in the set, so a cell that sees the pincer and
//   every z of the set loses z. (The same with x and z swapped.)
//   If both are restricted (doubly linked): whichever value the pincer takes, the set lacks it and is
//   locked to the rest. So each other value w of the set is always placed in the set (cells that see
//   every w of the set lose w), and x and z are each in the pincer or in the set (cells that see the
//   pincer and every x, or z, of the set lose it).
//
// The cells that see all z-holders lose z because one of those z-holders is z: a cell that sees every
// one of them would share a house with the true one.
//
// Explainer's rules are followed exactly, so that its ratings can be matched puzzle by puzzle:
//   - search: the set's cells c1 < c2 < ... < ck (each next one among the cells that see all before
//     it), then the pincer, ascending cell indices; x is the pincer's lower value, z the higher;
//   - eliminations as above; in the doubly linked case all of them (each w, x and z) together;
//   - rating: WXYZ 5.5 + 0.1 * (1 - |3 - b|), VWXYZ 6.2 + 0.1 * (2 - |3 - b|), where b is the largest
//     number of candidates of a cell of the set ("biggestCardinality"; the pincer is not counted):
//     WXYZ 5.5 (b = 2 or 4) or 5.6 (b = 3); VWXYZ 6.2 (b = 5), 6.3 (b = 2 or 4) or 6.4 (b = 3).
//     UVWXYZ is always 6.6 and TUVWXYZ 7.5. Being doubly linked does not change the rating;
//   - Explainer collects every instance with eliminations and applies the first after sorting them:
//     lowest rating first, then most eliminations, then its "suffix" string (doubly linked ? "2" :
//     "1", then b, then the sum of the set's candidate counts) in reverse lexicographic order, then
//     search order. Its doubly linked flag in that string is set when a doubly linked step eliminates
//     some w, or both x and z; otherwise it calls the step singly linked (when only x goes, a wing on
//     z). This finder returns the same first instance.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <string>
#include <vector>

#include "logic/finders.h"

namespace qudoku::logic::detail {

namespace {

constexpr int kMaxSetCells = 6;

int lowestValue(DigitMask mask) { return std::countr_zero(mask) + 1; }

// One instance: the pivot set, the pincer, and which of the pincer's values are restricted.
struct Wing {
    std::array<int, kMaxSetCells> cells{};
    int size = 0;
    DigitMask values = 0; // the set's values (the pincer's two among them)
    int pincer = -1;
    int x = 0, z = 0;     // the pincer's values, x < z
    bool xRestricted = false, zRestricted = false;
};

// The cells holding v that see every cell of the wing's set holding v, and the pincer when `withPincer`.
// Peer sets leave each cell out of its own, so no cell of the pattern is among them.
CellSet seeingAll(const CandidateGrid& state, const Wing& wing, int v, bool withPincer) {
    const Geometry& g = state.geometry();
    CellSet cells = state.cellsWithCandidate(v);
    if (withPincer) cells &= g.peers(wing.pincer);
    for (int i = 0; i < wing.size; ++i)
        if (state.hasCandidate(wing.cells[static_cast<std::size_t>(i)], v)) cells &= g.peers(wing.cells[static_cast<std::size_t>(i)]);
    return cells;
}

// What an instance eliminates, per value, and how Explainer ranks it.
struct Outcome {
    std::vector<std::pair<int, CellSet>> eliminations; // (value, cells), values ascending
    int count = 0;
    bool explainerDouble = false; // Explainer's doubly linked flag (its suffix), see the header
};

Outcome outcomeOf(const CandidateGrid& state, const Wing& wing) {
    Outcome out;
    auto add = [&](int v, const CellSet& cells) {
        if (cells.empty()) return;
        out.eliminations.push_back({v, cells});
        out.count += cells.count();
    };
    if (!(wing.xRestricted && wing.zRestricted)) {
        // Singly linked: the restricted value is the link, the other one goes.
        const int z = wing.xRestricted ? wing.z : wing.x;
        add(z, seeingAll(state, wing, z, true));
        return out;
    }
    // Doubly linked: every value of the set, x and z seen together with the pincer.
    bool wGoes = false, xGoes = false, zGoes = false;
    for (DigitMask m = wing.values; m; m &= m - 1) {
        const int v = lowestValue(m);
        const bool pincerValue = v == wing.x || v == wing.z;
        const CellSet cells = seeingAll(state, wing, v, pincerValue);
        if (!cells.empty()) (v == wing.x ? xGoes : v == wing.z ? zGoes : wGoes) = true;
        add(v, cells);
    }
    out.explainerDouble = wGoes || (xGoes && zGoes);
    return out;
}

// Explainer's rating of an instance, in tenths above the technique's base rating.
int ratingBonus(int setSize, int biggest) {
    // sizeDif = (k + 1 + 2) / 2 = 3 for both sizes that have a bonus (integer division).
    if (setSize == 3) return 1 - std::abs(3 - biggest);
    if (setSize == 4) return 2 - std::abs(3 - biggest);
    return 0;
}

// Explainer's sort key of an instance: rating, then eliminations, then its suffix string.
struct Rank {
    int bonus = 0;
    int eliminations = 0;
    std::string suffix;

    bool isBetterThan(const Rank& o) const {
        if (bonus != o.bonus) return bonus < o.bonus;
        if (eliminations != o.eliminations) return eliminations > o.eliminations;
        return suffix > o.suffix; // reverse lexicographic: "149" comes before "1410"
    }
};

class Search {
public:
    Search(const CandidateGrid& state, int setSize) : state_(state), g_(state.geometry()), k_(setSize) {
        state.emptyCells().forEach([&](int cell) {
            const int count = std::popcount(state.candidates(cell));
            if (count >= 2 && count <= k_ + 1) usable_.insert(cell);
            if (count == 2) bivalue_.push_back(cell);
        });
    }

    // Every instance in Explainer's search order; keeps the first of the best.
    bool run(const FindContext& ctx) {
        bool stopped = false;
        usable_.forEach([&](int first) {
            if (stopped) return;
            if (ctx.stop.stop_requested()) {
                stopped = true;
                return;
            }
            wing_.cells[0] = first;
            extend(1, state_.candidates(first), usable_ & g_.peers(first));
        });
        return !stopped;
    }

    const std::optional<Wing>& best() const { return best_; }
    const Rank& bestRank() const { return bestRank_; }

private:
    // `seen`: the usable cells that see every cell chosen so far.
    void extend(int depth, DigitMask values, const CellSet& seen) {
        if (depth == k_) {
            if (std::popcount(values) == k_ + 1) tryPincers(values);
            return;
        }
        const int last = wing_.cells[static_cast<std::size_t>(depth - 1)];
        seen.forEach([&](int cell) {
            if (cell <= last) return;
            const DigitMask more = values | state_.candidates(cell);
            if (std::popcount(more) > k_ + 1) return;
            wing_.cells[static_cast<std::size_t>(depth)] = cell;
            extend(depth + 1, more, seen & g_.peers(cell));
        });
    }

    bool restricted(int v, int pincer) const {
        for (int i = 0; i < k_; ++i) {
            const int cell = wing_.cells[static_cast<std::size_t>(i)];
            if (state_.hasCandidate(cell, v) && !g_.sees(cell, pincer)) return false;
        }
        return true;
    }

    void tryPincers(DigitMask values) {
        for (int pincer : bivalue_) {
            const DigitMask pair = state_.candidates(pincer);
            if ((pair & ~values) != 0) continue;
            bool inSet = false;
            for (int i = 0; i < k_; ++i) inSet = inSet || wing_.cells[static_cast<std::size_t>(i)] == pincer;
            if (inSet) continue;
            Wing wing = wing_;
            wing.size = k_;
            wing.values = values;
            wing.pincer = pincer;
            wing.x = lowestValue(pair);
            wing.z = lowestValue(pair & (pair - 1));
            wing.xRestricted = restricted(wing.x, pincer);
            wing.zRestricted = restricted(wing.z, pincer);
            if (!wing.xRestricted && !wing.zRestricted) continue;
            const Outcome out = outcomeOf(state_, wing);
            if (out.count == 0) continue;
            int biggest = 0, sum = 0;
            for (int i = 0; i < k_; ++i) {
                const int count = std::popcount(state_.candidates(wing.cells[static_cast<std::size_t>(i)]));
                biggest = std::max(biggest, count);
                sum += count;
            }
            Rank rank{ratingBonus(k_, biggest), out.count, std::string(1, out.explainerDouble ? '2' : '1')};
            rank.suffix += std::to_string(biggest);
            rank.suffix += std::to_string(sum);
            if (!best_ || rank.isBetterThan(bestRank_)) {
                best_ = wing;
                bestRank_ = std::move(rank);
            }
        }
    }

    const CandidateGrid& state_;
    const Geometry& g_;
    int k_;
    CellSet usable_;           // empty cells with 2 to k + 1 candidates
    std::vector<int> bivalue_; // ascending
    Wing wing_;                // the set being built
    std::optional<Wing> best_;
    Rank bestRank_;
};

Step stepOf(const CandidateGrid& state, Technique technique, const Wing& wing, int bonus) {
    const Geometry& g = state.geometry();
    const Outcome out = outcomeOf(state, wing);
    Step step = makeStep(technique);
    step.rating = techniqueInfo(technique).rating + bonus * 0.1; // Explainer's own sum
    step.values = wing.values;
    // The links the deduction uses: one restricted value when only the other one is eliminated,
    // else both (the doubly linked reasoning, which every w elimination needs).
    DigitMask eliminated = 0;
    for (const auto& [v, cells] : out.eliminations) eliminated |= digitBit(v);
    DigitMask linked = digitBit(wing.x) | digitBit(wing.z);
    if (eliminated == digitBit(wing.x) || eliminated == digitBit(wing.z)) linked &= ~eliminated;
    CellSet set;
    for (int i = 0; i < wing.size; ++i) set.insert(wing.cells[static_cast<std::size_t>(i)]);
    markSet(step, state, set, Role::Pivot, linked);
    markSet(step, state, CellSet{wing.pincer}, Role::Pincer, linked);
    for (int h = 0; h < g.houseCount(); ++h)
        if (set.isSubsetOf(g.houseCells(h))) {
            step.houses.push_back({h, Role::Base}); // the set's house (the line first when it shares two)
            break;
        }
    for (const auto& valueCells : out.eliminations) {
        const int v = valueCells.first; // clang 14 cannot capture a structured binding
        valueCells.second.forEach([&](int cell) { step.eliminations.push_back({cell, v}); });
    }
    std::sort(step.eliminations.begin(), step.eliminations.end());
    return step;
}

std::optional<Step> findBigWing(const CandidateGrid& state, const FindContext& ctx, Technique technique, int setSize) {
    if (state.size() < setSize + 1) return std::nullopt; // not enough values for the set
    Search search(state, setSize);
    if (!search.run(ctx) || !search.best()) return std::nullopt;
    return stepOf(state, technique, *search.best(), search.bestRank().bonus);
}

} // namespace

std::optional<Step> findWXYZWing(const CandidateGrid& state, const FindContext& ctx) {
    return findBigWing(state, ctx, Technique::WXYZWing, 3);
}

std::optional<Step> findVWXYZWing(const CandidateGrid& state, const FindContext& ctx) {
    return findBigWing(state, ctx, Technique::VWXYZWing, 4);
}

std::optional<Step> findUVWXYZWing(const CandidateGrid& state, const FindContext& ctx) {
    return findBigWing(state, ctx, Technique::UVWXYZWing, 5);
}

std::optional<Step> findTUVWXYZWing(const CandidateGrid& state, const FindContext& ctx) {
    return findBigWing(state, ctx, Technique::TUVWXYZWing, 6);
}

} // namespace qudoku::logic::detail
