// The variant search's propagation at a node (variant_search.h), to a fixpoint, cheapest first:
// placements, hidden singles on complete houses, one sweep of arc consistency, the narrowers due,
// locked candidates (with extra houses), naked pairs (with arrows).
//
// Per node, issue 34 round 4 (the same nodes on all of ISS's hard killers checked; instructions,
// cachegrind, release, count to 2, EXTREME_KILLERS 1, 15,268 nodes): hidden singles scan only the
// complete houses with a cell touched since their last scan (houseDue_, set where the narrowers'
// due bits are; with narrowers only, where every mask change is touched), 4.125 -> 3.957 G
// (propagate 1.640 -> 1.438 G, touch +20 M); the narrowers' write-back through local pointers,
// narrow() only for a changed mask, 3.957 -> 3.808 G; locked candidates likewise only for the
// pairs of houses with a cell touched since the last pass (lockedDue_), 3.795 -> 3.762 G (TAREK_ALL
// 38 1.152 -> 1.145 G; locked candidates run for every killer, model lockedPays); a narrower's
// fixpoint stored by memcpy rather than a loop the compiler could not widen (the two arrays may
// overlap for all it knows), 3.723 -> 3.688 G (MATHEMAGIC 12 2.57 / 2.43 -> 2.50 / 2.41 s, EXTREME 1
// 406 / 409 -> 399 / 381 ms, alternated, pinned, load 2.8).
//   Rejected: a narrower's input stored as its fixpoint while it is compared (to spare the copy
//   after an unchanged narrowing). A narrowing that fails must leave the old fixpoint known, and
//   forgetting it there (the cage narrowed again, its `needed` digits taken outside again, where
//   it was skipped) changes the search: EXTREME 2 21,304 -> 20,991, MATHEMAGIC 12 119,469 ->
//   122,652 nodes; for about 1 % of the instructions (EXTREME 1), not worth a change of nodes.
// Round 6 (the same nodes on all 69 of ISS's hard killers and SVS's line, arrow and sums puzzles,
// 123 in all, checked per puzzle; instructions, cachegrind, release, count to 2, EXTREME_KILLERS 1,
// 10,929 nodes): whether a narrowing cut anything found against a contiguous copy of its input,
// not per cell through cand (most cut nothing), 2.560 -> 2.505 G; the scratch masks sized once for
// the largest narrower, 2.361 -> 2.337 G (with search_sums.cpp's round 6 between); that test by
// memcmp rather than a loop of xors (88 M: about 7 cells a narrowing, not widened at that
// length), 2.337 -> 2.303 G.
//   Not kept: touch()'s word count and due bitset in locals (a pushed int may alias dueWords_):
//   2.3369 -> 2.3366 G, nothing. Left, per line: the input read and compared with the fixpoint
//   148 M, touch() 72 M, locked candidates' pairs due 29 M and their cells 37 M, hidden singles
//   100 M.
//
// Measured with qudoku-variant-bench (tests/benchmarks/variant_bench.cpp: 12 minimal puzzles per
// set, count to 2, medians of each puzzle's best of 3; dev build, shared 2-core machine, 2026-11-29):
//   - Locked candidates (pointing/claiming over every pair of complete houses sharing 2+ cells) pay
//     only with extra houses: with them against without, same puzzles, median / p90 µs: X 125/192
//     vs 140/206, windoku 98/177 vs 115/231, jigsaw+X 196/370 vs 175/679; but anti-king 197/341 vs
//     150/168, anti-knight p90 3388 vs 1746, thermometers 99/143 vs 80/118, non-consecutive p90
//     690k vs 572k (fewer nodes, dearer ones), jigsaw level. So they run when the rules have a
//     complete extra house (diagonal, window, disjoint group, extra region of N cells) and not
//     otherwise (Model::lockedPays).
//   - Naked pairs in the houses (nakedPairs(), after locked candidates; SudokuVariantSolverJS has
//     them). With arrows (its arrow puzzles, count to 2, cachegrind, whole process): Rapid Fire
//     Crossbow 4,878 -> 3,472 nodes (guesses 2,982 -> 2,632, probes 1,896 -> 840), 279 -> 231 M
//     instructions; It being a weekend... 2,015 -> 1,477 nodes, 130.6 -> 129.8 M; Deflation 108 ->
//     72 nodes, level. For every rule set, the 36 line puzzles: nodes 65,160 -> 63,844 (2 %), but
//     instructions 1,898 -> 2,219 M (+17 %). So only when the rules have an arrow.
// On ISS's hard killers (issue 34):
//   - Once rejected (same puzzles, best of 5 ms): narrowers looked at only when a mask of their cells
//     changed in this node's propagation (a dirty flag per narrower, set through per-cell lists),
//     rather than comparing each narrower's masks with its last fixpoint every round: EXTREME 4
//     678 -> 719, TAREK 1 61 -> 60, 2 68 -> 33, 9 164 -> 176, 10 48 -> 49 ms, nodes the same (load
//     average 4 then: TAREK 2 took 37 ms before in a quieter run). Level then; kept since the
//     implied sums grew (innies less outies, about 100 narrowers on a 9×9 killer): 7 % fewer
//     instructions over 16 of ISS's hard killers (cachegrind), the fixpoint comparison still made
//     for a narrower due (it spares whole runs of the generator's short searches).

#include <bit>
#include <cassert>
#include <cstdint>
#include <cstring>

#include "search_sums.h"
#include "variant_search.h"

namespace qudoku::detail {

template <class Mask>
inline bool VariantSearch<Mask>::place(std::size_t depth, int cell) {
    Mask* cand = candAt(depth);
    std::uint64_t* placed = placedAt(depth);
    const Mask bit = cand[cell];
    placed[cell >> 6] |= std::uint64_t{1} << (cell & 63);
    ++placedCount_[depth];
    bool changed = false;
    for (int k = m_.peerStart[static_cast<std::size_t>(cell)], end = m_.peerStart[static_cast<std::size_t>(cell) + 1]; k < end; ++k)
        if (!narrow(cand, placed, peers_[static_cast<std::size_t>(k)], static_cast<Mask>(~bit), changed)) return false;
    const std::size_t d = static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(bit)));
    for (int k = m_.arcStart[static_cast<std::size_t>(cell)], end = m_.arcStart[static_cast<std::size_t>(cell) + 1]; k < end; ++k) {
        const Mask keep = placeMask_[arcTable_[static_cast<std::size_t>(k)] * static_cast<std::size_t>(n_) + d];
        if (!narrow(cand, placed, arcTo_[static_cast<std::size_t>(k)], keep, changed)) return false;
    }
    return true;
}

template <class Mask>
inline bool VariantSearch<Mask>::drain(std::size_t depth) {
    const std::uint64_t* placed = placedAt(depth);
    while (qn_) {
        const int c = queue_[static_cast<std::size_t>(--qn_)];
        if (test(placed, c)) continue;
        if (!place(depth, c)) return false;
    }
    return true;
}

// Whether the house `h` has every digit and no hidden single left (hiddenSingles would find nothing).
template <class Mask>
bool VariantSearch<Mask>::houseSettled(const Mask* cand, int h) const {
    const std::uint16_t* hc = &houseCells_[static_cast<std::size_t>(h * n_)];
    Mask once = 0, twice = 0, fixed = 0;
    for (int k = 0; k < n_; ++k) {
        const Mask m = cand[hc[k]];
        twice |= once & m;
        once |= m;
        if (isSingle(m)) fixed |= m;
    }
    return once == full_ && !(once & ~twice & ~fixed);
}

template <class Mask>
inline typename VariantSearch<Mask>::Step VariantSearch<Mask>::hiddenSingles(std::size_t depth) {
    Mask* cand = candAt(depth);
    bool progress = false;
    for (int h = 0; h < houseCount_; ++h) {
        // With narrowers, every mask change is touched: a house none of whose cells changed
        // since it was last scanned (and found nothing) would find nothing again. Skipped, in
        // the same order as before, so the same nodes. A write to a mask that forgets touch()
        // would break this silently: the Debug builds (the asan suite) check every skip.
        if (hasNarrowers_) {
            std::uint64_t& due = houseDue_[static_cast<std::size_t>(h / 64)];
            const std::uint64_t bit = std::uint64_t{1} << (h % 64);
            if (!(due & bit)) {
                assert(houseSettled(cand, h) && "a mask changed without touch()");
                continue;
            }
            due &= ~bit;
        }
        const std::uint16_t* hc = &houseCells_[static_cast<std::size_t>(h * n_)];
        Mask once = 0, twice = 0, fixed = 0;
        for (int k = 0; k < n_; ++k) {
            const Mask m = cand[hc[k]];
            twice |= once & m;
            once |= m;
            if (isSingle(m)) fixed |= m;
        }
        if (once != full_) return Step::Contradiction;
        for (Mask single = static_cast<Mask>(once & ~twice & ~fixed); single; single &= static_cast<Mask>(single - 1)) {
            const Mask bit = static_cast<Mask>(single & (~single + 1));
            int k = 0;
            while (k < n_ && !(cand[hc[k]] & bit)) ++k;
            if (k == n_) return Step::Contradiction; // its one cell took another hidden single
            cand[hc[k]] = bit;
            if (hasNarrowers_) touch(hc[k]);
            queue_[static_cast<std::size_t>(qn_++)] = hc[k];
            progress = true;
        }
        if (qn_ && !drain(depth)) return Step::Contradiction;
    }
    return progress ? Step::Progress : Step::Fixpoint;
}

// How a step that may have queued singles ends: they are placed, then progress if it changed a mask.
template <class Mask>
inline typename VariantSearch<Mask>::Step VariantSearch<Mask>::endOfStep(std::size_t depth, bool changed) {
    if (qn_ && !drain(depth)) return Step::Contradiction;
    return changed ? Step::Progress : Step::Fixpoint;
}

// One sweep of arc consistency over the arcs of open cells.
template <class Mask>
inline typename VariantSearch<Mask>::Step VariantSearch<Mask>::arcConsistency(std::size_t depth) {
    Mask* cand = candAt(depth);
    const std::uint64_t* placed = placedAt(depth);
    bool changed = false;
    for (int c = 0; c < cells_; ++c) {
        const int begin = m_.arcStart[static_cast<std::size_t>(c)], end = m_.arcStart[static_cast<std::size_t>(c) + 1];
        if (begin == end || test(placed, c)) continue;
        const Mask from = cand[c];
        for (int k = begin; k < end; ++k) {
            const int to = arcTo_[static_cast<std::size_t>(k)];
            if (test(placed, to)) continue;
            const Mask* sup = &support_[static_cast<std::size_t>(arcTable_[static_cast<std::size_t>(k)]) * static_cast<std::size_t>(chunks_) * 256];
            Mask keep = sup[from & 0xff];
            for (int ch = 1; ch < chunks_; ++ch) keep |= sup[ch * 256 + ((from >> (8 * ch)) & 0xff)];
            if (!narrow(cand, placed, to, keep, changed)) return Step::Contradiction;
        }
    }
    return endOfStep(depth, changed);
}

// Naked pairs in the complete houses: two cells of a house left with the same two digits take
// them from the house's other cells (only with arrows: see the ledger).
template <class Mask>
inline typename VariantSearch<Mask>::Step VariantSearch<Mask>::nakedPairs(std::size_t depth) {
    Mask* cand = candAt(depth);
    const std::uint64_t* placed = placedAt(depth);
    bool changed = false;
    for (int h = 0; h < houseCount_; ++h) {
        const std::uint16_t* hc = &houseCells_[static_cast<std::size_t>(h * n_)];
        for (int a = 0; a + 1 < n_; ++a) {
            const Mask m = cand[hc[a]];
            const Mask rest = static_cast<Mask>(m & (m - 1)); // m less its lowest digit
            if (rest == 0 || !isSingle(rest)) continue;     // two digits exactly (no popcount
                                                             // call: the portable build has none)
            int b = a + 1;
            while (b < n_ && cand[hc[b]] != m) ++b;
            if (b == n_) continue;
            for (int k = 0; k < n_; ++k)
                if (k != a && k != b && (cand[hc[k]] & m) &&
                    !narrow(cand, placed, hc[k], static_cast<Mask>(~m), changed))
                    return Step::Contradiction;
        }
    }
    return endOfStep(depth, changed);
}

// Locked candidates over every pair of complete houses sharing cells (pointing and claiming for
// rows, columns and boxes; a diagonal or window against a box or a line the same way).
template <class Mask>
inline typename VariantSearch<Mask>::Step VariantSearch<Mask>::lockedCandidates(std::size_t depth) {
    Mask* cand = candAt(depth);
    const std::uint64_t* placed = placedAt(depth);
    const int* cells = m_.lockedCells.data();
    bool changed = false;
    // With narrowers (every mask change touched), a pair neither of whose houses had a cell
    // touched since the last pass would find nothing again (it found nothing then, or what it
    // took out touched its house): skipped, in the same order, so the same nodes. What this
    // pass changes is due for the next.
    const std::uint64_t* due = lockedNow_.data();
    if (hasNarrowers_) {
        lockedNow_.swap(lockedDue_);
        std::fill(lockedDue_.begin(), lockedDue_.end(), std::uint64_t{0});
        due = lockedNow_.data();
    }
    for (const Model::Locked& l : m_.locked) {
        if (hasNarrowers_ && !((due[l.a >> 6] >> (l.a & 63) | due[l.b >> 6] >> (l.b & 63)) & 1u)) continue;
        Mask inA = 0, inShared = 0;
        for (int k = l.aOnly; k < l.shared; ++k) inA |= cand[cells[k]];
        for (int k = l.shared; k < l.bOnly; ++k) {
            const Mask m = cand[cells[k]];
            if (!isSingle(m)) inShared |= m;
        }
        const Mask lockedHere = static_cast<Mask>(inShared & ~inA);
        if (!lockedHere) continue;
        for (int k = l.bOnly; k < l.end; ++k)
            if (cand[cells[k]] & lockedHere)
                if (!narrow(cand, placed, cells[k], static_cast<Mask>(~lockedHere), changed)) return Step::Contradiction;
    }
    return endOfStep(depth, changed);
}

template <class Mask>
inline typename VariantSearch<Mask>::Step VariantSearch<Mask>::narrowers(std::size_t depth) {
    Mask* cand = candAt(depth);
    const std::uint64_t* placed = placedAt(depth);
    bool changed = false;
    roundList_.clear();
    roundList_.swap(dueList_);
    std::fill(due_.begin(), due_.end(), std::uint64_t{0}); // (the houses due stay due)
    for (const int due : roundList_) {
        const auto k = static_cast<std::size_t>(due);
        const Model::Narrower& nr = m_.narrowers[k];
        const std::size_t count = nr.cells.size();
        // Due, but its masks as it left them last time: it would leave them so again (a
        // unit's narrowing is a function of its masks). Skipping those was 3.1x on 9×9 killer
        // generation (every cage narrowed on every round of propagation otherwise, 85 % of the
        // time; docs/benchmarks.md, "Generating killers").
        // (Its masks read once: copied for the narrowing as they are compared.)
        Wide* fixed = &fixpoints_[fixpointStart_[k]];
        const int* cells = nr.cells.data();
        Wide* masks = narrowMasks_.data();
        Wide* input = masks + count; // (as read: what the write-back compares with)
        Wide differ = 0;
        for (std::size_t i = 0; i < count; ++i) {
            const Wide m = cand[cells[i]];
            masks[i] = m;
            input[i] = m;
            differ |= fixed[i] ^ m;
        }
        if (differ == 0 && fixpointKnown_[k]) continue;
        culprit_ = due; // (a contradiction from here on is this narrower's: fail())
        Wide needed = 0;
        if (nr.unit == &kSearchCage) {
            if (!narrowSearchCage(n_, *nr.constraint, masks, needed)) return Step::Contradiction;
        } else if (!nr.unit->narrow(*m_.rules, *nr.constraint, masks))
            return Step::Contradiction;
        // Written back through local pointers, and narrow() called only for a mask that
        // changed (it only shrinks them): called for every cell, its stores kept the compiler
        // reloading the vectors' pointers per cell. Same nodes; EXTREME_KILLERS 1 3.957 ->
        // 3.808 G instructions (cachegrind, release, count to 2). Whether anything changed is
        // found first against the input as read (contiguous, no gather through cells): most
        // narrowings cut nothing, and comparing with cand per cell was 7 % of the instructions
        // (round 6, EXTREME_KILLERS 1); by memcmp (libc's vector compare, 2.337 -> 2.303 G), not a
        // loop of xors (88 M: about 7 cells a narrowing, too few for the compiler's widening).
        const bool unchanged = std::memcmp(masks, input, count * sizeof(Wide)) == 0;
        if (!unchanged)
            for (std::size_t i = 0; i < count; ++i) {
                const Wide w = masks[i];
                if (w != input[i] && !narrow(cand, placed, cells[i], static_cast<Mask>(w), changed)) return Step::Contradiction;
            }
        // A digit the cage needs leaves every cell outside it that sees all its places there.
        for (; needed; needed &= needed - 1) {
            const Wide bit = needed & (~needed + 1);
            std::uint64_t seen[4] = {~std::uint64_t{0}, ~std::uint64_t{0}, ~std::uint64_t{0}, ~std::uint64_t{0}};
            int holders = 0;
            for (std::size_t i = 0; i < count; ++i)
                if (cand[cells[i]] & bit) {
                    ++holders;
                    const std::uint64_t* pb = &peerBits_[static_cast<std::size_t>(cells[i]) * static_cast<std::size_t>(words_)];
                    for (int w = 0; w < words_; ++w) seen[w] &= pb[w];
                }
            if (holders < 2) continue; // (one: placed there, its peers follow)
            for (int w = 0; w < words_; ++w)
                for (std::uint64_t b = seen[w]; b; b &= b - 1) {
                    const int c = w * 64 + std::countr_zero(b);
                    if (cand[c] & bit)
                        if (!narrow(cand, placed, c, static_cast<Mask>(~bit), changed)) return Step::Contradiction;
                }
        }
        // A fixpoint seen is remembered, and an idempotent narrowing's output (unit.h).
        const bool fixpoint = unchanged || nr.unit->narrowIsIdempotent;
        fixpointKnown_[k] = fixpoint;
        if (fixpoint) std::memcpy(fixed, masks, count * sizeof(Wide));
    }
    culprit_ = -1;
    return endOfStep(depth, changed);
}

template <class Mask>
bool VariantSearch<Mask>::propagate(std::size_t depth) {
    culprit_ = -1;
    if (!drain(depth)) return false;
    for (;;) {
        Step st = hiddenSingles(depth);
        if (st == Step::Contradiction) return false;
        if (st == Step::Progress) continue;
        if (!m_.arcs.empty()) {
            st = arcConsistency(depth);
            if (st == Step::Contradiction) return false;
            if (st == Step::Progress) continue;
        }
        if (!m_.narrowers.empty()) {
            st = narrowers(depth);
            if (st == Step::Contradiction) return false;
            if (st == Step::Progress) continue;
        }
        if (locked_) {
            st = lockedCandidates(depth);
            if (st == Step::Contradiction) return false;
            if (st == Step::Progress) continue;
        }
        if (pairs_) {
            st = nakedPairs(depth);
            if (st == Step::Contradiction) return false;
            if (st == Step::Progress) continue;
        }
        return true;
    }
}

// Called from the other files of the search (variant_search.h).
template bool VariantSearch<std::uint16_t>::propagate(std::size_t);
template bool VariantSearch<std::uint32_t>::propagate(std::size_t);

} // namespace qudoku::detail
