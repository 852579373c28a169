// Probing the root of a variant search that runs long (variant_search.h): solve() only, unseeded,
// not for killers. variant.cpp's overview says when; this is what was measured.
//
//   - Probing (issue 34, the lines and arrows of SudokuVariantSolverJS, release, count to 2, best of
//     3, load average 4 to 5). First as a restart (the search stopped at the budget and started
//     again from the probed root, the solutions found before not counted twice), against the plain
//     search, nodes (probes included) and ms: Third-Degree Murder 121,348 -> 1,525, 564 -> 4.7;
//     Effluence 42,679 -> 2,715, 245 -> 23; The Flag 55,509 -> 644, 79 -> 0.7; Two Hooks
//     Intertwined 73,948 -> 7,610, 105 -> 15; Anti-Ratio Coverage 75,580 -> 2,521, 137 -> 3.4;
//     the 36 line puzzles' slowest tenth against the peer from 4.9x to 34x. The budget before
//     starting again, as a share of the root's candidates: a quarter, one, two, four: the lines'
//     per-puzzle speed-up at the slowest tenth 39x, 34x, 43x, 32x (noise of the shared machine:
//     level); but a small budget starts again searches that were short (a quarter: Anti-knight
//     minimal givens 2, 178 nodes, 0.32 -> 1.16 ms), and qudoku-variant-bench's anti-knight set
//     (mean 1,272 nodes plain) has its median at 801-933 µs plain, 1,446-1,468 with a budget of one,
//     834-844 with four; issue 33's 36 peer puzzles at their 90th percentile 1.40-1.44 ms with one,
//     0.43-0.48 ms with four. So four (Effluence 25 -> 48 ms with four, Third-Degree Murder 5 ->
//     18 ms, It being a weekend... 31-40 -> 17-21 ms: what the lines pay for it).
//     Then in place of the restart, the probed root's masks narrowing every node after (the search
//     goes on, nothing lost; budget of one): the 36 line puzzles' nodes level (Stripes on Donuts
//     4,281 -> 6,229, the others within 10 %), the arrows' level; ISS's killers TAREK_ALL 20 and
//     11 (instructions, cachegrind, plain / restart / in place): 1.15 / 1.71 (budget of two) /
//     1.71 G and 3.45 / 3.71 / 3.71 G with a budget of four; restarting, 11 took 10,562 nodes
//     against 9,920 in place. Kept in place. The killers gain nothing from probing (TAREK_ALL 20
//     +48 % instructions, 11 +8 %; probing only cells of 2 to 4 candidates leaves them level but
//     takes the lines' gain: the slowest tenth against the peer 2x to 4x): no probing when the rules
//     are killer cages and nothing else.
//     Probing every node to depth 2, 5, all, against the root only (one run each): guesses fall
//     (Rapid Fire Crossbow 13,402 -> 6,048, 266, 266; It being a weekend... 35,910 -> 26,776,
//     14,320, 609), time is mixed (Crossbow 628 -> 701, 160, 165 ms; It being a weekend... 1.67 ->
//     1.89, 1.78, 4.22 s; Deflation solved at the root in all); not kept.
//   - Rejected: cell forcing on what the root's probes implied (SudokuVariantSolverJS's binary
//     implications: per probe the masks it left; at each node, for each cell whose mask changed,
//     every cell within the union over its digits' probes): the 36 line puzzles' nodes 42,175 ->
//     40,712, user time level (0.37 s, 0.36-0.39 s), the three arrow puzzles level.

#include <algorithm>
#include <cstdint>

#include "variant_search.h"

namespace qudoku::detail {

template <class Mask>
inline typename VariantSearch<Mask>::Probe VariantSearch<Mask>::probe(std::size_t depth) {
    ensureDepth(depth + 1);
    union_.resize(static_cast<std::size_t>(cells_));
    for (bool again = true; again;) {
        again = false;
        for (int c = 0; c < cells_; ++c) {
            const Mask m = candAt(depth)[c];
            if (test(placedAt(depth), c) || isSingle(m)) continue;
            std::fill(union_.begin(), union_.end(), Mask{0});
            for (Mask left = m; left; left &= static_cast<Mask>(left - 1)) {
                if (!ctx_->node(false)) return Probe::Stop;
                copyState(depth + 1, depth);
                candAt(depth + 1)[c] = static_cast<Mask>(left & (~left + 1));
                if (hasNarrowers_) {
                    clearDue();
                    touch(c);
                }
                qn_ = 0;
                queue_[static_cast<std::size_t>(qn_++)] = c;
                if (!propagate(depth + 1)) continue;
                const Mask* next = candAt(depth + 1);
                for (int i = 0; i < cells_; ++i) union_[static_cast<std::size_t>(i)] |= next[i];
            }
            qn_ = 0;
            Mask* cand = candAt(depth);
            const std::uint64_t* placed = placedAt(depth);
            bool changed = false;
            for (int i = 0; i < cells_; ++i)
                if (!narrow(cand, placed, i, union_[static_cast<std::size_t>(i)], changed)) return Probe::Contradiction;
            if (changed) {
                again = true;
                if (!propagate(depth)) return Probe::Contradiction;
            }
        }
    }
    return Probe::Done;
}

// The budget ran out (search, at a node whose children use `slot` and beyond): the root probed
// on a copy in `slot`. What that removed holds at every node: from here on each child is
// narrowed to the probed root's masks (filter_, search). The search goes on where it was (it
// started again from the probed root at first: as many nodes, and the nodes before were lost;
// see the ledger). False when the search must stop.
template <class Mask>
bool VariantSearch<Mask>::probeAside(std::size_t slot) {
    budget_ = 0; // once
    ensureDepth(slot);
    copyState(slot, 0);
    qn_ = 0;
    const Probe p = probe(slot);
    if (p == Probe::Stop) return false;
    if (p == Probe::Done && std::equal(candAt(slot), candAt(slot) + cells_, candAt(0))) return true;
    probed_.assign(candAt(slot), candAt(slot) + cells_);
    if (p == Probe::Contradiction) std::fill(probed_.begin(), probed_.end(), Mask{0}); // no solution left
    filter_ = true;
    return true;
}

// Called from the other files of the search (variant_search.h).
template bool VariantSearch<std::uint16_t>::probeAside(std::size_t);
template bool VariantSearch<std::uint32_t>::probeAside(std::size_t);

} // namespace qudoku::detail
