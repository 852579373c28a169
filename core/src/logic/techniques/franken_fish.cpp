// Franken and Mutant fish (HoDoKu's definitions): fish on one value v whose base and cover houses
// may be boxes as well as lines.
//
// The reasoning is the basic fish's (fish.cpp), with houses of any kind. Take k base houses that
// share no cell holding v, so their k v's lie in k different cells, and k other houses as covers.
// When every base candidate lies in a cover, those k v's sit in the covers, and a cover takes v
// only once: so each cover takes exactly one of them, and
//   - a cover cell outside the base cannot hold v;
//   - a base cell lying in two covers cannot hold v either ("cannibalism": it would fill two covers
//     at once, leaving k-2 covers for the base's other k-1 v's).
// Fins are base candidates in no cover: either a fin holds v, or the fish holds; so with fins only
// the cells that see every fin lose v.
//   Franken: base houses from rows and boxes, covers from columns and boxes (or columns and boxes /
//            rows and boxes), with at least one box. A Franken X-Wing is often a turbot fish.
//   Mutant:  every other mix: rows and columns together in the base or in the cover. A 2-String
//            Kite is a finned Mutant X-Wing.
// Fish of rows and columns alone are the basic and finned fish of fish.cpp.
//
// Under variant rules (issue 33) "box" means every complete house that is not a line: a jigsaw's
// regions, the diagonals, windoku's windows, disjoint groups, extra regions of N cells (Geometry's
// houses from 2N on). The argument above reads no house's shape, only that each base and cover holds
// v exactly once and that "sees" means "must differ" (Geometry::peers, which take in the anti-chess
// pairs), so it is as sound over those as over boxes. So a Franken fish may have a diagonal among
// its covers, and the family names keep HoDoKu's meaning on classic rules.
//
// Not searched: endo fins (a candidate in two base houses), more than five fins (HoDoKu's default
// limit), and fish with fewer covers than base houses (they prove more, and are rare).
//
// The search goes through the fish's targets (see Search): smallest fish first, and of one size a
// fish without fins before one with fins.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

#include "logic/finders.h"
#include "logic/word_set.h"

namespace qudoku::logic::detail {

namespace {

// A set of indices into the houses that may be base (at most 75 on a 25×25 grid, and 48 plus the
// extra houses on a 16×16 variant; beyond kMaxBaseCandidates the rest are not tried: see searchThrough).
using Indices = WordSet<2>;
constexpr int kMaxBaseCandidates = 128;

enum class Family { Franken, Mutant };

enum KindBit : unsigned { kRow = 1, kColumn = 2, kBox = 4 };

// Which kinds of house may be base and cover.
struct Orientation {
    unsigned base;
    unsigned cover;
};

// HoDoKu's classes by the kinds of house a fish uses: basic (rows and columns only, one kind on
// each side), Franken (a line kind plus boxes on one side, the other line kind plus boxes on the
// other, with a box somewhere), Mutant (anything else).
Family familyOf(unsigned baseKinds, unsigned coverKinds, bool& basic) {
    const auto within = [](unsigned kinds, unsigned allowed) { return (kinds & ~allowed) == 0; };
    const bool rowsToColumns = within(baseKinds, kRow | kBox) && within(coverKinds, kColumn | kBox);
    const bool columnsToRows = within(baseKinds, kColumn | kBox) && within(coverKinds, kRow | kBox);
    basic = ((baseKinds | coverKinds) & kBox) == 0 && (rowsToColumns || columnsToRows);
    return rowsToColumns || columnsToRows ? Family::Franken : Family::Mutant;
}

// The largest fish searched: a Jellyfish on 9×9 and smaller grids. Larger grids have 48 or 75
// houses to choose base and cover sets from; there only X-Wings are searched, which keeps a step
// within the same few milliseconds.
int largestFish(int n) { return n <= 9 ? 4 : 2; }

// At most this many fins (HoDoKu's default).
constexpr int kMaxFins = 5;

// The search looks for a fish through one of its targets t (a cover cell outside the base, which
// sees every fin). If t held v, every cell that sees t would lose v; of the base candidates only
// those t does not see would be left, and they lie in the covers other than t's own cover C1 (all
// of whose cells see t). So it looks for k base houses whose candidates away from t lie in k-1
// covers; then C1 is one of t's houses, and the fins (base candidates in no cover) are cells t
// sees. Seen that way a fish needs no branching on which candidates are fins, and a base that
// already needs more than k-1 covers away from t is dropped with all its extensions: the count of
// cells no two of which share a house of a cover kind is a cheap lower bound for that.
template <int Words>
class Search {
public:
    using Set = WordSet<Words>;

    Search(const CandidateGrid& state, const FindContext& ctx, Family family)
        : state_(state), g_(state.geometry()), ctx_(ctx), family_(family), n_(state.size()) {}

    std::optional<Step> run() {
        const int houses = g_.houseCount();
        // Per value: each house's cells holding it, and for each cell the cells with it that it sees.
        values_.resize(n_ + 1);
        for (int v = 1; v <= n_; ++v) {
            Value& value = values_[v];
            state_.cellsWithCandidate(v).forEach([&](int cell) { value.all.insert(cell); });
            value.inHouse.resize(houses);
            for (int h = 0; h < houses; ++h)
                (g_.houseCells(h) & state_.cellsWithCandidate(v)).forEach([&](int cell) { value.inHouse[h].insert(cell); });
            value.seenBy.resize(state_.cellCount());
            value.all.forEach([&](int cell) {
                (g_.peers(cell) & state_.cellsWithCandidate(v)).forEach([&](int p) { value.seenBy[cell].insert(p); });
            });
            // Only a candidate in no template of v can lose v to a fish (templates.h): on a state
            // where no cheaper technique applies that leaves few targets or none. On every state of
            // top1465's first 300 paths (findStep alone, 99th percentile): Mutant fish 3.0 ms
            // before, 0.07 ms after; Franken fish 1.2 ms before, 0.06 ms after.
            ctx_.singleValueTargets(state_, v).forEach([&](int cell) { value.targets.insert(cell); });
        }
        const std::vector<Orientation> orientations =
            family_ == Family::Franken
                ? std::vector<Orientation>{{kRow | kBox, kColumn | kBox}, {kColumn | kBox, kRow | kBox}}
                : std::vector<Orientation>{{kRow | kColumn | kBox, kRow | kColumn | kBox}};
        // Smallest first, and of one size a fish without fins before one with fins (the first
        // finned one waits until the size is searched through).
        for (size_ = 2; size_ <= largestFish(n_); ++size_) {
            for (v_ = 1; v_ <= n_; ++v_) {
                if (ctx_.stop.stop_requested()) return std::nullopt;
                for (const Orientation& o : orientations) {
                    orientation_ = o;
                    if (!values_[v_].targets.any()) continue;
                    prepareOrientation();
                    values_[v_].targets.forEach([&](int target) {
                        if (!found_ && !ctx_.stop.stop_requested()) searchThrough(target);
                    });
                    if (found_) return std::move(found_);
                    if (ctx_.stop.stop_requested()) return std::nullopt;
                }
            }
            if (finned_) return std::move(finned_);
        }
        return std::nullopt;
    }

private:
    struct Value {
        Set all;
        Set targets; // the cells with v that a fish may take v from
        std::vector<Set> inHouse;
        std::vector<Set> seenBy;
    };

    // Boxes, jigsaw regions and extra houses are all kBox: any complete house that is not a line.
    unsigned kindOf(int house) const { return house < n_ ? kRow : house < 2 * n_ ? kColumn : kBox; }
    const Value& value() const { return values_[v_]; }
    bool holdsTarget(int house) const {
        const std::vector<int>& own = g_.housesOf(target_);
        return std::find(own.begin(), own.end(), house) != own.end();
    }
    bool isBase(int house) const {
        for (int b : base_)
            if (b == house) return true;
        return false;
    }
    bool mayCover(int house) const { return (kindOf(house) & orientation_.cover) && !isBase(house); }

    // For each cell with v, the cells with v that share a house of a cover kind with it.
    void prepareOrientation() {
        reach_.assign(state_.cellCount(), Set{});
        value().all.forEach([&](int cell) {
            for (int h : g_.housesOf(cell))
                if (kindOf(h) & orientation_.cover) reach_[cell] = reach_[cell] | value().inHouse[h];
        });
    }

    // The fish that eliminate v from `target`: the houses that may be base, which pairs of them
    // may be in one base together, then the search.
    void searchThrough(int target) {
        target_ = target;
        Set away = value().all - value().seenBy[target];
        away.erase(target);
        candidates_.clear();
        for (int h = 0; h < g_.houseCount(); ++h) {
            if (!(kindOf(h) & orientation_.base) || holdsTarget(h)) continue;
            const Set awayInHouse = value().inHouse[h] & away;
            // A base house all of whose candidates the target sees would prove more than a fish;
            // one that alone needs more than k-1 covers away from the target is no use.
            if (awayInHouse.any() && !needsMoreThan(awayInHouse, size_ - 1)) candidates_.push_back({h, awayInHouse});
            // Indices holds at most kMaxBaseCandidates; the houses past it are left out of this
            // target's bases (fewer fish found, none unsound). Only variant rules with many extra
            // regions get there.
            if (static_cast<int>(candidates_.size()) == kMaxBaseCandidates) break;
        }
        const int count = static_cast<int>(candidates_.size());
        if (count < size_) return;
        // Two houses go together when they share no candidate and their cells away from the target
        // need no more than k-1 covers. A base is k houses that all go together (and need no more
        // than k-1 covers all at once): enumerating only those is what keeps the search small.
        Indices all;
        partners_.assign(count, Indices{});
        for (int i = 0; i < count; ++i) {
            all.insert(i);
            const Set& cells = value().inHouse[candidates_[i].first];
            for (int j = i + 1; j < count; ++j)
                if (!cells.intersects(value().inHouse[candidates_[j].first]) &&
                    !needsMoreThan(candidates_[i].second | candidates_[j].second, size_ - 1))
                    partners_[i].insert(j);
        }
        chooseBase(all, Set{}, Set{});
    }

    // `allowed`: the candidate houses that go with every base house so far (and come after them);
    // `baseCells`: the base candidates; `awayCells`: those the target does not see.
    void chooseBase(const Indices& allowed, const Set& baseCells, const Set& awayCells) {
        if (static_cast<int>(base_.size()) == size_) {
            chooseCover(baseCells, awayCells);
            return;
        }
        allowed.forEach([&](int i) {
            if (found_) return;
            const auto& [h, away] = candidates_[i];
            // Pairs are checked already; a third or fourth house may still need too many covers.
            if (base_.size() >= 2 && needsMoreThan(awayCells | away, size_ - 1)) return;
            const Indices next = allowed & partners_[i];
            if (static_cast<int>(base_.size()) + 1 < size_ && !next.any()) return;
            base_.push_back(h);
            chooseBase(next, baseCells | value().inHouse[h], awayCells | away);
            base_.pop_back();
        });
    }

    // Whether covering `cells` needs more than `budget` covers. Cells no two of which share a house
    // of a cover kind each need a cover of their own: a greedy set of them is a lower bound.
    bool needsMoreThan(Set cells, int budget) const {
        for (int count = 0; cells.any(); ++count) {
            if (count == budget) return true;
            cells = cells - reach_[cells.lowest()];
        }
        return false;
    }

    // Covers for the base candidates away from the target: the lowest one not covered yet lies in
    // one of its houses that may be a cover.
    void chooseCover(const Set& baseCells, const Set& uncovered) {
        if (found_) return;
        if (!uncovered.any()) {
            if (static_cast<int>(cover_.size()) == size_ - 1) chooseTargetCover(baseCells);
            return; // fewer covers than base houses: not searched
        }
        if (static_cast<int>(cover_.size()) == size_ - 1) return;
        const int cell = uncovered.lowest();
        for (int h : g_.housesOf(cell)) {
            if (!mayCover(h)) continue;
            cover_.push_back(h);
            chooseCover(baseCells, uncovered - value().inHouse[h]);
            cover_.pop_back();
            if (found_) return;
        }
    }

    // The last cover is one of the target's own houses.
    void chooseTargetCover(const Set& baseCells) {
        for (int h : g_.housesOf(target_)) {
            if (!mayCover(h)) continue;
            cover_.push_back(h);
            evaluate(baseCells);
            cover_.pop_back();
            if (found_) return;
        }
    }

    void evaluate(const Set& baseCells) {
        unsigned baseKinds = 0, coverKinds = 0;
        for (int h : base_) baseKinds |= kindOf(h);
        for (int h : cover_) coverKinds |= kindOf(h);
        bool basic = false;
        if (familyOf(baseKinds, coverKinds, basic) != family_ || basic) return;
        Set coverCells, twice;
        for (int h : cover_) {
            twice = twice | (coverCells & value().inHouse[h]);
            coverCells = coverCells | value().inHouse[h];
        }
        const Set fins = baseCells - coverCells;
        if (fins.any() && (finned_ || fins.count() > kMaxFins)) return;
        // Cover cells outside the base, and base cells in two covers; with fins, only those that
        // see every fin (the target does).
        Set targets = (coverCells - baseCells) | (twice & baseCells);
        fins.forEach([&](int fin) { targets = targets & value().seenBy[fin]; });

        Step step = makeStep(family_ == Family::Franken ? Technique::FrankenFish : Technique::MutantFish);
        // Bigger fish and fins make the proof longer: +0.1 for each base house beyond two, and for fins.
        step.rating += 0.1 * (size_ - 2) + (fins.any() ? 0.1 : 0.0);
        step.values = digitBit(v_);
        (baseCells - fins).forEach([&](int cell) { step.marks.push_back({{cell, v_}, Role::Defining}); });
        fins.forEach([&](int cell) { step.marks.push_back({{cell, v_}, Role::Fin}); });
        for (int h : base_) step.houses.push_back({h, Role::Base});
        std::vector<int> covers = cover_; // in house order: rows, columns, boxes (regions), extra houses
        std::sort(covers.begin(), covers.end());
        for (int h : covers) step.houses.push_back({h, Role::Cover});
        targets.forEach([&](int cell) { step.eliminations.push_back({cell, v_}); });
        (fins.any() ? finned_ : found_) = std::move(step);
    }

    const CandidateGrid& state_;
    const Geometry& g_;
    const FindContext& ctx_;
    const Family family_;
    const int n_;
    std::vector<Value> values_; // index: the value
    int size_ = 0, v_ = 0, target_ = 0;
    Orientation orientation_{};
    std::vector<Set> reach_;                          // see prepareOrientation
    std::vector<std::pair<int, Set>> candidates_;     // houses that may be base, with their cells away from the target
    std::vector<Indices> partners_;                   // for each candidate, the later ones that go with it
    std::vector<int> base_, cover_;
    std::optional<Step> found_;                       // the first fish without fins
    std::optional<Step> finned_;                      // the first one with fins, of the size searched
};

std::optional<Step> findGeneralFish(const CandidateGrid& state, const FindContext& ctx, Family family) {
    return withWordsFor(state.cellCount(), [&]<int Words>() { return Search<Words>(state, ctx, family).run(); });
}

} // namespace

std::optional<Step> findFrankenFish(const CandidateGrid& s, const FindContext& c) {
    return findGeneralFish(s, c, Family::Franken);
}
std::optional<Step> findMutantFish(const CandidateGrid& s, const FindContext& c) {
    return findGeneralFish(s, c, Family::Mutant);
}

} // namespace qudoku::logic::detail
