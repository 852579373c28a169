// The variant search (variant.cpp says what it is): one class template over the width of a cell's
// mask (uint16_t for N <= 16, uint32_t for 25×25). Its members are defined by concern, each file
// with the ledger of what was measured for it:
//   variant.cpp                   construction, the root, the search over a cell's every digit
//                                 (every rule but killers, every seeded run), the entry points;
//   variant_propagation.cpp       a node's propagation to a fixpoint (placements, hidden singles,
//                                 arc consistency, the narrowers, locked candidates, naked pairs);
//   variant_probe.cpp             probing the root when a search runs long;
//   variant_killer_branching.cpp  killers: one digit at a time, cells chosen by their failures.
// The small members every step uses (the state's accessors, touch(), narrow()) are here, inline.
// A member called from another file is instantiated for both widths at the end of its own file.
// What the split cost (2026-11-30): the class left its anonymous namespace, so GCC keeps narrowers()
// out of line (it inlined it into propagate(), called once); the members used only in their own
// file are declared inline there to keep the rest as it was. EXTREME_KILLERS 1 (release, count to
// 2, 15,268 nodes either way): 3.688 -> 3.723 G instructions (cachegrind), 375-378 -> 377-385 ms
// (alternated, pinned, load 1.7-2.4): about 1 %, for files of one concept each.

#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <optional>
#include <vector>

#include "search_context.h"
#include "variant_model.h"

namespace qudoku::detail {

template <class Mask>
class VariantSearch {
public:
    // Built once per model; run() as often as wanted (the generator's checks reuse one search).
    // `probing`: a search that runs long probes its root (probeAside()).
    explicit VariantSearch(const Model& model, bool probing = false);

    // Searches `grid` (of the model's size) under the model's rules; `exclusion`, when it names a
    // cell, keeps its value out of that (empty) cell from the start.
    void run(const Grid& grid, SearchContext& ctx, Exclusion exclusion = {}, bool scored = true) {
        scored_ = scored && m_.killerSums && pureKiller_;
        grid_ = &grid;
        ctx_ = &ctx;
        rng_.reset();
        if (ctx.seed()) rng_.emplace(*ctx.seed());
        score_ = priority_;
        decay_ = kDecay;
        failures_ = 0;
        filter_ = false;
        budget_ = probing_ && !rng_ ? 1 : 0; // set at the root (search)
        spent_ = 0;
        if (start(grid, exclusion)) search(0);
    }

private:
    enum class Step { Contradiction, Progress, Fixpoint };

    // variant.cpp
    // The root state from the grid; false when a cell has no digit.
    bool start(const Grid& grid, Exclusion exclusion);
    // Returns false when the whole search must stop.
    bool search(std::size_t depth);
    // Every cell placed at `depth`: the solution, handed to the context (false: stop the search).
    bool reportSolution(std::size_t depth);
    // Every digit of the chosen cell, each on a copy of the state (the search of every other rule,
    // and of every seeded run: the generator's results for a seed depend on this order).
    bool searchEachDigit(std::size_t depth);

    // variant_propagation.cpp
    // The cell's one digit placed: it leaves the cell's peers, and the cell's arcs narrow theirs.
    bool place(std::size_t depth, int cell);
    // The queued singles placed (false on contradiction).
    bool drain(std::size_t depth);
    // Hidden singles in the complete houses (with narrowers, those due).
    Step hiddenSingles(std::size_t depth);
    bool houseSettled(const Mask* cand, int h) const; // (hiddenSingles' check of a house it skips)
    // The queued singles placed, then Progress if `changed`, else Fixpoint (a step's last line).
    Step endOfStep(std::size_t depth, bool changed);
    // One sweep of arc consistency over the arcs of open cells.
    Step arcConsistency(std::size_t depth);
    // Naked pairs in the complete houses: two cells of a house left with the same two digits take
    // them from the house's other cells (only with arrows: variant_propagation.cpp's ledger).
    Step nakedPairs(std::size_t depth);
    // Locked candidates over every pair of complete houses sharing cells (pointing and claiming for
    // rows, columns and boxes; a diagonal or window against a box or a line the same way).
    Step lockedCandidates(std::size_t depth);
    // The narrowers due, each on its cells' masks; a digit a cage needs leaves the cells that see all
    // its places there.
    Step narrowers(std::size_t depth);
    // Every step to a fixpoint, cheapest first (false on contradiction).
    bool propagate(std::size_t depth);

    // variant_probe.cpp
    // Probing: each digit of each open cell placed one level down and propagated. A digit that fails
    // leaves the cell, and every cell keeps only the union of its masks over the digits that stay (what
    // holds whichever digit the cell takes). Passes over the cells until one changes nothing.
    enum class Probe { Contradiction, Stop, Done };
    Probe probe(std::size_t depth);
    // The budget ran out (search, at a node whose children use `slot` and beyond): the root probed
    // on a copy in `slot`. What that removed holds at every node: from here on each child is
    // narrowed to the probed root's masks (filter_, search). The search goes on where it was (it
    // started again from the probed root at first: as many nodes, and the nodes before were lost;
    // variant_probe.cpp's ledger). False when the search must stop.
    bool probeAside(std::size_t slot);

    // variant_killer_branching.cpp
    // One digit at a time, cells chosen by failures and priority (killers, unseeded).
    bool searchScored(std::size_t depth);
    // The branch of a killer: the open cell with most failures and priority per candidate (the
    // first such; with none scored, the first of fewest candidates), its smallest digit; or, when that
    // cell has 3 or more, a digit with two places in a complete house if the likelier to fail of the
    // two scores at least twice the cell's per candidate, as ISS asks (its half score at least the
    // cell's), or once the search is long at least as much (twoPlaces).
    void choose(std::size_t depth, int& cell, int& digit);
    // A branch whose propagation failed at once: its cell scores (ISS's conflict scores, halved
    // every kDecay failures so that the recent count most).
    void fail(int cell);
    // A digit with two places in a complete house whose likelier-to-fail place scores at least twice
    // the best cell's score per candidate (of such digits, the highest scoring): that place first.
    // Once the search has failed kLooseAfter times, at least the cell's score per candidate: a long
    // search takes the binary branch more often, a short one is as it was (the ledger there).
    bool twoPlaces(const Mask* cand, std::uint32_t bestScore, int bestCount, int& cell, int& digit);

    // Used everywhere: the state at each depth, its bookkeeping, narrowing one cell.
    static bool isSingle(Mask m) { return (m & (m - 1)) == 0; }
    // The state at depth `from` copied to depth `to` (copy-on-branch; ensureDepth(to) first).
    void copyState(std::size_t to, std::size_t from) {
        std::memcpy(candAt(to), candAt(from), sizeof(Mask) * static_cast<std::size_t>(cells_));
        std::memcpy(placedAt(to), placedAt(from), sizeof(std::uint64_t) * static_cast<std::size_t>(words_));
        placedCount_[to] = placedCount_[from];
    }

    Mask* candAt(std::size_t depth) { return &cand_[depth * static_cast<std::size_t>(cells_)]; }
    std::uint64_t* placedAt(std::size_t depth) { return &placed_[depth * static_cast<std::size_t>(words_)]; }
    static bool test(const std::uint64_t* bits, int i) { return bits[i >> 6] >> (i & 63) & 1u; }

    void ensureDepth(std::size_t depth) {
        if (placedCount_.size() > depth) return;
        cand_.resize((depth + 1) * static_cast<std::size_t>(cells_));
        placed_.resize((depth + 1) * static_cast<std::size_t>(words_));
        placedCount_.resize(depth + 1);
    }

    // The narrowers over cell c are due (its mask changed), and its houses for hidden singles.
    void touch(int c) {
        const std::uint64_t* bits = &narrowerBits_[static_cast<std::size_t>(c) * static_cast<std::size_t>(dueWords_)];
        for (int w = 0; w < dueWords_; ++w) {
            std::uint64_t& due = due_[static_cast<std::size_t>(w)];
            for (std::uint64_t fresh = bits[w] & ~due; fresh; fresh &= fresh - 1) dueList_.push_back(w * 64 + std::countr_zero(fresh));
            due |= bits[w];
        }
        const std::uint64_t* houses = &cellHouses_[static_cast<std::size_t>(c) * static_cast<std::size_t>(houseWords_)];
        for (int w = 0; w < houseWords_; ++w) {
            houseDue_[static_cast<std::size_t>(w)] |= houses[w];
            lockedDue_[static_cast<std::size_t>(w)] |= houses[w];
        }
    }
    // None due: the state is at a fixpoint (a parent's, returned to).
    void clearDue() {
        std::fill(due_.begin(), due_.end(), std::uint64_t{0});
        std::fill(houseDue_.begin(), houseDue_.end(), std::uint64_t{0});
        std::fill(lockedDue_.begin(), lockedDue_.end(), std::uint64_t{0});
        dueList_.clear();
    }

    // Narrows cell c to `keep`; false on contradiction; queues a new single.
    bool narrow(Mask* cand, const std::uint64_t* placed, int c, Mask keep, bool& changed) {
        Mask& m = cand[c];
        const Mask next = m & keep;
        if (next == m) return true;
        if (next == 0) return false;
        m = next;
        changed = true;
        if (hasNarrowers_) touch(c);
        if (isSingle(next) && !test(placed, c)) queue_[static_cast<std::size_t>(qn_++)] = c;
        return true;
    }

    // The digits with exactly two places among the open cells of the house `hc` (N cells).
    Mask twoPlaceDigits(const Mask* cand, const std::uint16_t* hc) const {
        Mask once = 0, twice = 0, thrice = 0;
        for (int k = 0; k < n_; ++k) {
            const Mask m = cand[hc[k]];
            if (isSingle(m)) continue;
            thrice |= twice & m;
            twice |= once & m;
            once |= m;
        }
        return static_cast<Mask>(twice & ~thrice);
    }

    const Grid* grid_ = nullptr;   // of the current run
    const Model& m_;
    SearchContext* ctx_ = nullptr; // of the current run
    int n_, cells_, words_, chunks_;
    Mask full_;
    std::vector<int> peers_;
    std::vector<std::uint16_t> arcTo_, arcTable_;
    std::vector<Mask> placeMask_; // per table and digit: the digits the other cell keeps
    std::vector<Mask> support_;   // per table, chunk and byte of a mask: the union of allowed[] over its digits
    std::vector<std::uint16_t> houseCells_;
    std::vector<int> degree_; // per cell: its peers and arcs
    int houseCount_ = 0;
    std::vector<int> queue_;
    int qn_ = 0;
    std::vector<Mask> cand_;
    std::vector<std::uint64_t> placed_;
    std::vector<int> placedCount_;
    std::vector<Wide> narrowMasks_;
    // Per narrower: the masks of its cells at its last fixpoint seen, and whether there is one.
    std::vector<Wide> fixpoints_;
    std::vector<std::size_t> fixpointStart_;
    std::vector<char> fixpointKnown_;
    std::optional<SplitMix64> rng_;
    // Probing (probe(), probeAside()): whether this search may probe its root, its node budget
    // before it does (0: none, or done) and the nodes spent of it, the union of a cell's probes, the
    // probed root's masks and whether children are narrowed to them.
    bool probing_ = false;
    std::uint64_t budget_ = 0, spent_ = 0;
    std::vector<Mask> union_, probed_;
    bool filter_ = false;
    bool locked_ = m_.lockedPays;
    // Killers: per cell, its failures and priority (score_) and its priority alone; whether the
    // last branch tried failed at once; failures left until the scores are halved.
    std::vector<std::uint32_t> score_, priority_;
    bool failed_ = false;
    // The narrower whose narrowing found the last contradiction of propagate() (-1: none, or it was
    // found elsewhere: a placement, a house); fail() scores its cells (variant_killer_branching.cpp).
    int culprit_ = -1;
    bool scored_ = false; // this run: a killer, scored one-digit branching (see run())
    // Whether a mask change has narrowers to make due (without, the other rules pay nothing for
    // them: qudoku-variant-bench's anti-knight and non-consecutive were 13-16 % slower).
    bool hasNarrowers_ = !m_.narrowers.empty();
    static constexpr int kDecay = 1 << 16; // failures between halvings (variant_killer_branching.cpp's ledger)
    int decay_ = kDecay;
    // Failures of this run (not halved), and how many before twoPlaces() takes the looser bar.
    std::uint64_t failures_ = 0;
    static constexpr std::uint64_t kLooseAfter = 512;
    std::vector<std::uint64_t> peerBits_; // per cell: its peers, words_ words (killers, N <= 16)
    // Narrowers due (a mask of theirs changed since they last ran), as a bitset of dueWords_ words
    // and a list in the order they fell due (the order they run in: the bitset's order, ascending,
    // changed the nodes, MATHEMAGIC_KILLERS 12 119,469 -> 138,606); per cell, the narrowers over
    // it, so (narrowerBits_): a touch is a few word operations and a push per narrower newly due,
    // not a test per narrower of the cell (about 20 on a 9×9 killer with its implied sums; 8 % of
    // the time on MATHEMAGIC_KILLERS 12 went there).
    std::vector<std::uint64_t> due_, narrowerBits_;
    int dueWords_ = 0;
    // Complete houses due for hidden singles (a cell of theirs touched since they were last
    // scanned; with narrowers only, where every change is touched), and per cell its houses.
    std::vector<std::uint64_t> houseDue_, cellHouses_;
    int houseWords_ = 0;
    // The same for locked candidates: the houses due for the next pass (lockedDue_) and those due
    // in this pass (lockedNow_).
    std::vector<std::uint64_t> lockedDue_, lockedNow_;
    std::vector<int> dueList_, roundList_;
    // Killer cages and nothing else (houses aside): ISS's scored branching, and no probing. With other
    // constraints beside cages (SudokuVariantSolverJS's lines with cages: Third-Degree Murder,
    // Effluence) the search probes and branches on a cell's digits, as measured for the lines.
    bool pureKiller_ = !m_.rules->constraints.empty() &&
                       std::all_of(m_.rules->constraints.begin(), m_.rules->constraints.end(),
                                   [](const Constraint& c) { return c.kind == ConstraintKind::KillerCage; });
    // The two-places branch, unless the rules have an arrow (variant.cpp's ledger).
    bool twoPlaces_ = std::none_of(m_.rules->constraints.begin(), m_.rules->constraints.end(),
                                   [](const Constraint& c) { return c.kind == ConstraintKind::Arrow; });
    // Naked pairs (nakedPairs()), with arrows: declared after twoPlaces_, which it reads.
    bool pairs_ = !twoPlaces_;
};

} // namespace qudoku::detail
