// The variant search's branching for killers (variant_search.h): killer cages and nothing else,
// unseeded (run(); every other rule and every seeded run branch in variant.cpp's searchEachDigit).
//
// Killers (a cage with a sum, N <= 16), unseeded, are searched as the Interactive Sudoku Solver
// searches them: one digit of one cell at a time (that digit there; else that digit out of that cell,
// propagated, and the next choice made afresh), the cell chosen by its score per candidate, a score
// being the cell's priority (N per house, 2N less the cells of each narrower over it, as ISS's
// optimizer weighs its handlers) plus the branches on it whose propagation failed at once and the
// contradictions found by the narrowers over it (halved every 65536 failures); a digit with two
// places in a house when the likelier to fail scores twice the cell's per candidate (once the
// search has failed 512 times: as much as the cell's). Issue 34's hard killers (ISS's sets,
// release, count to 2): with the sums of implied_sums.cpp as now, TAREK_ALL 1-10 from 390, 194, 111, 176, 682, 323, 555, 425,
// 7953, 1864 nodes (every digit of the fewest-candidates cell) to 93, 102, 42, 48, 192, 93, 144, 78,
// 1305, 465; TAREK_ALL 37 88410 -> 16845, EXTREME_KILLERS 4 29621 -> 2600. Nodes alone (one digit
// at a time, fewest candidates) halved the count but not the time; the scores did the rest.
// The scores are halved every 65536 failures, not every 16384 as ISS halves its own: on ISS's
// MATHEMAGIC_KILLERS (issue 34; release, count to 2, 12 s of CPU each, pinned, the other core busy,
// load average 4-6, 2026-11-30), nodes at the geometric mean over the 14, halved every 16384 /
// 65536 / 262144 failures: 291,491 / 247,230 / 251,010 (12 of the 14 fewer at 65536; 10: 588,461
// -> 382,859, 8: 322,875 -> 200,972; none of these searches reaches 262144 failures, so that is
// never halving); CPU 7.82 -> 6.45 s. Every 4096: worse (3 of the first 7 unfinished). What a long
// search learns of where it fails goes on paying past 16384 failures here. ISS's other three sets
// search too briefly for it to matter (with the mirrored sums of implied_sums.cpp kept once too:
// nodes 0.996x and time 0.89x at the geometric mean over their 55; EXTREME_KILLERS 2 26,177 ->
// 26,152 nodes, the rest of EXTREME and HS the same; docs/benchmarks.md).
//   Rejected for MATHEMAGIC (same runs, nodes; ">": unfinished in 12 s of CPU):
//   - no scores (every digit of the fewest-candidates cell): 1-4 all unfinished (>886k);
//   - a failure worth 4 (the priorities a quarter as heavy): 3, 4, 5, 6 unfinished; the priorities
//     doubled: 245,583 at the geometric mean against 247,230 (level; 1 181,741 -> 240,276);
//     the implied sums' share of them halved: 1 193,190, 2 392,420, 3 424,335, 4 287,208, 6 >461k
//     against 181,741, 293,535, 282,331, 192,636, 292,702;
//   - ISS's deferred removal (a digit taken out of its cell not propagated until the next branch
//     is, as ISS's frames do; on 16384 before this): 1 177,740 -> 160,256 nodes, 4.28 -> 4.22 s; 12
//     132,460 -> 313,515, 3.99 -> 7.95 s: a node no cheaper (the child propagates what the parent
//     did not);
//   - a failure of the removal's own propagation scored to its cell when one digit was left there
//     (ISS scores its forced values' failures too): 1 177,740 -> 314,219, 12 132,460 -> 195,432;
//     with 65536: 1 422,337, 2 >556k, 4 >539k;
//   - fewer implied sums (2 to N consecutive lines cut to 1, 3, 6): 1 522,601 / 361,096 / 308,673,
//     12 384,499 / 139,269 / 170,749 against 177,740 and 132,460.
//   The two-places branch when its likelier place scores at least the cell's per candidate (not
//   twice it, as ISS asks) from the start: MATHEMAGIC 1-14 nodes 247,230 -> 180,952 at the
//   geometric mean (12 of 14 fewer; twice as strict, four times: 227,334), but ISS's other sets
//   worse (release, best of 3, load 2.7: TAREK_ALL nodes 1.17x and time 1.18x at the geometric mean
//   over 42, EXTREME_KILLERS time 1.30x though 1 and 2 fall 16,037 -> 11,465 and 26,152 -> 20,647
//   nodes). Kept (issue 34, round 3) as a bar that loosens once the search has failed kLooseAfter
//   times, so a short search branches as before: nodes against the strict bar throughout
//   (release, count to 2; MATHEMAGIC 1-14 / EXTREME 1-4 / TAREK_ALL 1-42 at the geometric mean),
//   loosened after 128 failures: - / 1.08x / 1.03x; 256: 0.69x / 1.11x / 1.02x; 512: 0.71x /
//   0.96x / 0.997x (all 14 MATHEMAGIC fewer; EXTREME 1 16,037 -> 15,268, 2 26,152 -> 21,304);
//   1024: - / 0.96x / 0.99x; 2048: 0.77x / 0.99x / 0.99x; from the start: 0.73x / 1.07x / 1.17x.
//   512 kept: MATHEMAGIC CPU 0.65x (pinned, each puzzle main then this in turn, load 2.7-3.6,
//   with the per-node savings of search_sums.cpp and the due bitsets; docs/benchmarks.md, round 3).
//   Past 512, a looser bar still (the likelier place at half the cell's per candidate):
//   MATHEMAGIC 0.72x (level), EXTREME 1.06x, TAREK_ALL 1.01x; not kept.
// Why ISS guesses fewer times (issue 34, round 5; MATHEMAGIC_KILLERS, release, count to 2, nodes):
//   - Not its propagation. Both run to their first guess from the same states (the puzzle with
//     2 to 8 cells of its solution given, 40 states each, ISS's nthStep(0) against our root):
//     total candidates left ISS / Qudoku on MATHEMAGIC 2, 3, 5, 12: 23,132 / 23,009, 21,794 /
//     21,107, 22,127 / 21,708, 22,066 / 21,607; cells where one is strictly tighter, ISS 11, 5,
//     25, 8 against ours 117, 285, 238, 277 (ISS's few: the 30-cage of 2 once a cell or two of
//     it is given).
//   - Not how it counts. ISS counts a guess where a frame tries a value with others left (its last
//     value, a forced cell, are no guess); a node here is a digit placed by a choice, its "not d"
//     propagated uncounted. At the geometric mean the gap was 1.07x (ISS's guesses / our nodes
//     0.94), most of it on 2 (75,802 against 244,265) and 5 (79,891 against 196,624); fewer
//     here on 4 of 14.
//   - The shape of its branching: on 2, 56 % of ISS's guesses on a bivalue cell and 14 % two
//     places in a house; here 37 % and 20 %, cells of 4 or more digits twice as often.
//   ISS's rules transplanted, nodes against before at the geometric mean over the 14: its own
//   cell priorities (exported from its optimizer: 27-104 on 2, ours 44-167 with our ~58 implied
//   sums against its 31) 1.19x, 10 unfinished in 12 s of CPU; the two-places branch only at a
//   frame's first choice (its isNewNode) 1.39x; that and the strict bar throughout (its selector
//   exactly) 1.53x; every digit of the chosen cell tried before choosing again 1.76x; equal
//   scores per candidate to the cell of fewer (a tie-break it does not have) 0.93x, mixed (2
//   244,265 -> 150,895, 13 284,821 -> 347,687). None kept.
//   Kept: the narrower that found the contradiction scores all its cells (+1 each, the guessed
//   cell +1 as before; dom/wdeg's constraint weights, which ISS does not have): a failure says
//   where the search is tight, and a cage's or an implied sum's cells are where the next
//   branch fails fastest. Nodes 0.77x (1-14: 105,987, 102,462, 120,301, 224,413, 74,371,
//   141,756, 118,667, 133,370, 165,555, 264,172, 107,122, 85,457, 272,738, 134,052; ISS's guesses
//   / our nodes 1.22 at the geometric mean, fewer than ISS on 9 of 14); EXTREME_KILLERS 0.87x
//   (2 21,304 -> 15,532, 1 15,268 -> 10,929), TAREK_ALL 0.96x (43 9,559 -> 12,966 the worst),
//   HS_KILLERS the same. Not kept: the house of a hidden single's contradiction scored too
//   (0.84x: 1 -> 251,682, 13 -> 321,671); the narrower's cells only, not the guessed cell
//   (1.04x). On top of it, also measured and not kept: a culprit's cells +2 each (0.90x against
//   before, worse than +1), the scores halved every 16384 failures again (0.768x: level with
//   65536's 0.770x), ties of score per candidate to fewer candidates (level, 0.998x of +1's).
// Other branchings tried:
//   - Rejected (issue 34, ISS's hard killers, release, count to 2; ms and nodes, EXTREME_KILLERS 1-4
//     then TAREK_ALL 1-10 nodes): choosing cells by failures, as the Interactive Sudoku Solver does
//     (a branch whose propagation fails scores its cell; the cell with most failures per candidate,
//     scores halved every 16384 failures), against the fewest candidates: EXTREME 1 3726 -> 5593
//     ms, 2 9774 -> over 6000, 3 7580 -> 1051, 4 level; TAREK nodes 1990, 2774, 431, 1502, 1173,
//     561, 705, 729, 13129, 3674 -> 3895, 2236, 1342, 1103, 2090, 896, 1160, 1274, 9553, 5002.
//     Failures only as the tie-break among the fewest candidates: EXTREME 1 level, 2 and 3 over 6 s,
//     TAREK level. ISS branches on one digit (d, then not d); with choices of all a cell's digits
//     the scores did not pay.
//   - Rejected (ISS's MATHEMAGIC_KILLERS 1-8, release, count to 2, with search_sums.cpp's exact
//     narrowing of 4 open cells, nodes; ">": unfinished in 12 s of CPU): the rest of ISS's candidate
//     selector, per-digit failure scores (the digit failing most, when it stands out, adds a fifth
//     of its count to the cells holding it; those scores decay 4x as fast) and demotion (a guess on
//     a cell of 5+ candidates whose propagation took out nothing halves its cell's score): 177,740,
//     340,013, 333,971, 217,251, 285,597, 307,229, 297,544, 305,517 -> 224,488, 297,615, >326k,
//     >423k, 169,643, 353,005, 240,383, 322,335: level at best, two unfinished; not kept.
//     Nor ISS's box/line intersection handlers in the priorities (each cell +12 per box/line pair
//     it lies in outside their shared cells, +96 on 9×9, as ISS's optimizer counts those handlers:
//     a uniform lift that favours fewer candidates over priority): MATHEMAGIC 1-13 nodes 276,763,
//     236,984, >312k, >311k, >420k, -, -, 159,845, >431k, >519k, >428k, 151,714, >399k: four more
//     unfinished; not kept.
//   - Rejected for the other rules (qudoku-variant-bench's sets, 20 per set, release, best of 3, µs
//     median before -> one digit at a time, fewest candidates -> with the scores too): X 92 -> 144
//     -> 149, windoku 76 -> 156 -> 125, anti-knight 818 -> 1179 -> 982, non-consecutive 45k -> 60k
//     -> 103k (fewer nodes, each failed digit propagated again). So only killers search that way.

#include <bit>
#include <cstdint>

#include "variant_search.h"

namespace qudoku::detail {

// Killers: one digit of the chosen cell at a time: that digit there (a child), else that digit out
// of the cell here, propagated, and the next choice made afresh. False when the search must stop.
template <class Mask>
bool VariantSearch<Mask>::searchScored(std::size_t depth) {
    for (;;) {
        if (placedCount_[depth] == cells_) return reportSolution(depth);
        int cell = -1, digit = -1;
        choose(depth, cell, digit);
        ensureDepth(depth + 1);
        copyState(depth + 1, depth);
        candAt(depth + 1)[cell] = static_cast<Mask>(Mask{1} << digit);
        touch(cell);
        qn_ = 0;
        queue_[static_cast<std::size_t>(qn_++)] = cell;
        failed_ = false;
        if (!ctx_->node(true) || !search(depth + 1)) return false;
        if (failed_) fail(cell);
        failed_ = false;
        // Not that digit there: taken out here, propagated, and the next choice made afresh.
        Mask* cand = candAt(depth);
        cand[cell] = static_cast<Mask>(cand[cell] & ~(Mask{1} << digit));
        clearDue();
        touch(cell);
        qn_ = 0;
        if (isSingle(cand[cell])) queue_[static_cast<std::size_t>(qn_++)] = cell;
        if (!propagate(depth)) return true;
    }
}

// The branch of a killer: the open cell with most failures and priority per candidate (the
// first such; with none scored, the first of fewest candidates), its smallest digit; or, when that
// cell has 3 or more, a digit with two places in a complete house if the likelier to fail of the
// two scores at least twice the cell's per candidate, as ISS asks (its half score at least the
// cell's), or once the search is long at least as much (twoPlaces).
template <class Mask>
inline void VariantSearch<Mask>::choose(std::size_t depth, int& cell, int& digit) {
    const Mask* cand = candAt(depth);
    const std::uint64_t* placed = placedAt(depth);
    int best = -1, bestCount = 0;
    std::uint32_t bestScore = 0;
    for (int c = 0; c < cells_; ++c) {
        if (test(placed, c)) continue;
        const int k = std::popcount(static_cast<unsigned>(cand[c]));
        const std::uint32_t sc = score_[static_cast<std::size_t>(c)];
        if (best < 0 || std::uint64_t{sc} * static_cast<std::uint64_t>(bestCount) > std::uint64_t{bestScore} * static_cast<std::uint64_t>(k) ||
            (bestScore == 0 && sc == 0 && k < bestCount)) {
            best = c;
            bestCount = k;
            bestScore = sc;
        }
    }
    if (bestCount > 2 && twoPlaces(cand, bestScore, bestCount, cell, digit)) return;
    cell = best;
    digit = std::countr_zero(static_cast<unsigned>(cand[best]));
}

// A branch whose propagation failed at once: its cell scores (ISS's conflict scores, halved
// every kDecay failures so that the recent count most), and so does every cell of the narrower
// (cage or implied sum) that found the contradiction, when one did: the constraint's failures
// weigh on all its cells, as dom/wdeg weighs a constraint (the ledger, top of this file).
template <class Mask>
inline void VariantSearch<Mask>::fail(int cell) {
    ++failures_;
    ++score_[static_cast<std::size_t>(cell)];
    if (culprit_ >= 0)
        for (const int c : m_.narrowers[static_cast<std::size_t>(culprit_)].cells) ++score_[static_cast<std::size_t>(c)];
    if (--decay_ == 0) {
        decay_ = kDecay;
        for (std::uint32_t& sc : score_) sc >>= 1;
    }
}

// A digit with two places in a complete house whose likelier-to-fail place scores at least twice
// the best cell's score per candidate (of such digits, the highest scoring): that place first.
// Once the search has failed kLooseAfter times, at least the cell's score per candidate: a long
// search takes the binary branch more often, a short one is as it was (the ledger, top of this file).
template <class Mask>
inline bool VariantSearch<Mask>::twoPlaces(const Mask* cand, std::uint32_t bestScore, int bestCount, int& cell, int& digit) {
    const std::uint64_t bar = (failures_ >= kLooseAfter ? 1 : 2) * std::uint64_t{bestScore};
    std::uint64_t topScore = 0;
    bool found = false;
    for (int h = 0; h < houseCount_; ++h) {
        const std::uint16_t* hc = &houseCells_[static_cast<std::size_t>(h * n_)];
        for (Mask two = twoPlaceDigits(cand, hc); two; two &= static_cast<Mask>(two - 1)) {
            const int d = std::countr_zero(static_cast<unsigned>(two));
            int top = -1;
            std::uint32_t sc = 0;
            for (int k = 0; k < n_; ++k)
                if (!isSingle(cand[hc[k]]) && (cand[hc[k]] >> d & 1u) && (top < 0 || score_[hc[k]] > sc)) top = hc[k], sc = score_[hc[k]];
            if (std::uint64_t{sc} * static_cast<std::uint64_t>(bestCount) >= bar && sc >= topScore) {
                topScore = sc;
                cell = top;
                digit = d;
                found = true;
            }
        }
    }
    return found;
}

// Called from the other files of the search (variant_search.h).
template bool VariantSearch<std::uint16_t>::searchScored(std::size_t);
template bool VariantSearch<std::uint32_t>::searchScored(std::size_t);

} // namespace qudoku::detail
