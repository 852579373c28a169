// The variant engine: solve() for every Rules value that is not classic (rules.h). Classic rules keep
// fast9 / fastN (solve.cpp); everything else comes here: jigsaw regions, extra houses, constraints.
//
// The rules are compiled once per solve into flat tables (Model), then searched:
//   - candidates: one mask per cell, uint16_t for N <= 16 (an 81-cell state is 162 bytes, a 256-cell
//     one 512), uint32_t for 25×25 (boxes with constraints); which cells are placed, in a bitset
//     beside them;
//   - peers: per cell, every cell that must hold another digit (its houses' cells, complete or
//     not, and the `differ` pairs of anti-knight and anti-king), merged and deduplicated. Placing d
//     clears d from each;
//   - arcs: per cell, its relations to other cells (dots, XV, non-consecutive, negative rules,
//     thermometers, minimum/maximum), all relations between the same two cells ANDed into one, each
//     direction one arc (cell, table). A table is stored once however many arcs use it (a
//     non-consecutive 9×9 has 144 pairs and 1 table). Placing d in a narrows b to allowed[d]; and
//     arc consistency narrows b to the digits some candidate of a allows, by ceil(N/8) lookups of
//     a byte of a's mask (a 256-entry table of the union per byte), not a loop over a's digits;
//   - complete houses (N cells) for hidden singles, bit-sliced as fastn.cpp does;
//   - narrowers: the constraints with their own propagation (quadruple), on their cells' masks;
//     killer cages narrowed as search_sums.cpp says, and the sums their cages imply by the rule of
//     45 (implied_sums.cpp) besides.
// Why lists, not bitsets over candidates: per-candidate exclusion bitsets (N³ bits each: 729 bits =
// 92 bytes for 9×9, 4096 bits = 512 bytes for 16×16) would make a placement one AND over the whole
// candidate set (12 or 64 words), but singles and MRV work on per-cell masks, which that layout
// would have to transpose back; the peer lists keep placements at ~20-30 masked stores (9×9) with the
// masks already where singles read them, and the relation tables cost N masks each, shared.
//
// Propagation at each node, to a fixpoint, cheapest first: placements (a queue of cells whose mask is
// one digit), hidden singles on complete houses, one sweep of arc consistency over the arcs of open
// cells, the narrowers due (those over a cell whose mask changed since they last ran), and (see
// below) locked candidates between complete houses. Probing, when the search runs long (solve()
// only, unseeded, not for killers): once the search has visited four times as many nodes as there
// are candidates left at its root (a probing pass costs one node per candidate), the root is probed
// on a spare state (probe(): each digit of each open cell placed one level down and propagated; a
// digit that fails leaves, and every cell keeps the union of its masks over the digits that stay;
// passes until one changes nothing), and every node after is narrowed to what that left
// (probeAside). SudokuVariantSolverJS probes its root the same way (discoverBinaryImplications).
// Search: the open cell with fewest candidates, ties to the cell with most peers and arcs (with a
// seed, ties are broken at random and digits tried in shuffled order); with no bivalue cell and no
// seed, a digit with exactly two places in a complete house (not with arrows). Each choice on a copy
// of the state one level down (copy-on-branch; a 9×9 state is 162 + 16 bytes; states live in one
// vector, one per depth, at most N² + 1 of them:
// memory is bounded by the grid's size).
// Killers (a cage with a sum, N <= 16), unseeded, are searched as the Interactive Sudoku Solver
// searches them: one digit of one cell at a time (that digit there; else that digit out of that cell,
// propagated, and the next choice made afresh), the cell chosen by its score per candidate, a score
// being the cell's priority (N per house, 2N less the cells of each narrower over it, as ISS's
// optimizer weighs its handlers) plus the branches on it whose propagation failed at once (halved
// every 65536 failures); a digit with two places in a house when the likelier to fail scores twice
// the cell's per candidate (once the search has failed 512 times: as much as the cell's). Issue 34's hard killers (ISS's sets, release, count to 2): with the
// sums of implied_sums.cpp as now, TAREK_ALL 1-10 from 390, 194, 111, 176, 682, 323, 555, 425,
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
//
// Measured with qudoku-variant-bench (tests/benchmarks/variant_bench.cpp: 12 minimal puzzles per
// set, count to 2, medians of each puzzle's best of 3; dev build, shared 2-core machine, 2026-11-29):
//   - Relations between peers carry "≠" in their tables (cell forcing): non-consecutive nodes per
//     puzzle 213k -> 80k (5 puzzles), the rest level.
//   - The two-places branch when no cell is bivalue: anti-knight nodes 3282 -> 1070, the Miracle
//     (2 givens) 478 -> 18 nodes; non-consecutive level.
//   - Ties among the fewest-candidates cells to the most peers and arcs (it was the first such cell,
//     a bivalue cell ending the scan): nodes per puzzle X 46.5 -> 26.5, anti-knight 1650 -> 1270,
//     anti-king 150 -> 84, non-consecutive 66k -> 59k, thermometers 43 -> 30; median µs level or
//     better (x 131 -> 121, anti-king 120 -> 98); on SudokuVariantSolverJS's 36 public puzzles
//     with only these rules the 90th percentile 742 -> 418 µs.
//   - Locked candidates (pointing/claiming over every pair of complete houses sharing 2+ cells) pay
//     only with extra houses: with them against without, same puzzles, median / p90 µs: X 125/192
//     vs 140/206, windoku 98/177 vs 115/231, jigsaw+X 196/370 vs 175/679; but anti-king 197/341 vs
//     150/168, anti-knight p90 3388 vs 1746, thermometers 99/143 vs 80/118, non-consecutive p90
//     690k vs 572k (fewer nodes, dearer ones), jigsaw level. So they run when the rules have a
//     complete extra house (diagonal, window, disjoint group, extra region of N cells) and not
//     otherwise (Model::lockedPays).
//   - Setup (compiling the rules, per solve) is most of an easy puzzle's time. It was 77-243 µs a
//     9×9 (release build, "setup" of qudoku-variant-bench); now 36-70 µs: the locked-candidate
//     pairs found through the cells' houses rather than by intersecting every pair of houses, the
//     support tables one OR per entry, each distinct table transposed once (not per arc), and the
//     negative rules' one table built once with the marked pairs found in one pass (full Kropki
//     with the negative rule 185 -> 68 µs). What is left: Houses (an allocation per house and per
//     cell), the units' per-pair relations and their merging.
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
//   - Once rejected (same puzzles, best of 5 ms): narrowers looked at only when a mask of their cells
//     changed in this node's propagation (a dirty flag per narrower, set through per-cell lists),
//     rather than comparing each narrower's masks with its last fixpoint every round: EXTREME 4
//     678 -> 719, TAREK 1 61 -> 60, 2 68 -> 33, 9 164 -> 176, 10 48 -> 49 ms, nodes the same (load
//     average 4 then: TAREK 2 took 37 ms before in a quieter run). Level then; kept since the
//     implied sums grew (innies less outies, about 100 narrowers on a 9×9 killer): 7 % fewer
//     instructions over 16 of ISS's hard killers (cachegrind), the fixpoint comparison still made
//     for a narrower due (it spares whole runs of the generator's short searches).
//   - Rejected for the other rules (qudoku-variant-bench's sets, 20 per set, release, best of 3, µs
//     median before -> one digit at a time, fewest candidates -> with the scores too): X 92 -> 144
//     -> 149, windoku 76 -> 156 -> 125, anti-knight 818 -> 1179 -> 982, non-consecutive 45k -> 60k
//     -> 103k (fewer nodes, each failed digit propagated again). So only killers search that way.
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
//   - The two-places branch (no bivalue cell) against the cell with fewest candidates, with arrows
//     (SudokuVariantSolverJS's arrow puzzles, release, count to 2, best of 3, nodes and ms):
//     Deflation 1,526 -> 126, 5.9 -> 0.5; It being a weekend... 37,453 -> 3,219, 349 -> 46; Rapid
//     Fire Crossbow 15,697 -> 3,076, 101 -> 37; Sistine Hippos 84 -> 49 (SVS itself: 117 guesses
//     on Crossbow with its pairs, 627 without). Elsewhere the two places stay: without them the
//     little killers of The Initials took 106 -> 363 nodes, Elbow Road 20 -> 298, Anti-XV Coverage
//     4,812 -> 5,134, the 9 published killers of tst_killer_formats over their node budget (HS_KILLERS
//     6: 1,234 nodes against 612). So the branch is skipped when the rules have an arrow.
//   - Naked pairs in the houses (nakedPairs(), after locked candidates; SudokuVariantSolverJS has
//     them). With arrows (its arrow puzzles, count to 2, cachegrind, whole process): Rapid Fire
//     Crossbow 4,878 -> 3,472 nodes (guesses 2,982 -> 2,632, probes 1,896 -> 840), 279 -> 231 M
//     instructions; It being a weekend... 2,015 -> 1,477 nodes, 130.6 -> 129.8 M; Deflation 108 ->
//     72 nodes, level. For every rule set, the 36 line puzzles: nodes 65,160 -> 63,844 (2 %), but
//     instructions 1,898 -> 2,219 M (+17 %). So only when the rules have an arrow.
//   - Rejected: cell forcing on what the root's probes implied (SudokuVariantSolverJS's binary
//     implications: per probe the masks it left; at each node, for each cell whose mask changed,
//     every cell within the union over its digits' probes): the 36 line puzzles' nodes 42,175 ->
//     40,712, user time level (0.37 s, 0.36-0.39 s), the three arrow puzzles level.
// Nodes: ctx.node(true) per digit tried in a branched cell, as fastn.cpp counts them; ctx.node(false)
// per probe.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <memory>
#include <optional>
#include <vector>

#include "constraints/unit.h"
#include "qudoku/houses.h"
#include "search_context.h"
#include "search_sums.h"
#include "variant_model.h"

namespace qudoku::detail {

namespace {

using constraints::Pairs;
using constraints::Relation;
using constraints::Unit;
using constraints::unitFor;

template <class Mask>
class VariantSearch {
public:
    // Built once per model; run() as often as wanted (the generator's checks reuse one search).
    // `probing`: a search that runs long probes its root (probeAside()).
    explicit VariantSearch(const Model& model, bool probing = false)
        : m_(model), n_(model.n), cells_(model.cells), words_((model.cells + 63) / 64),
          chunks_((model.n + 7) / 8), full_(static_cast<Mask>((Wide{1} << model.n) - 1)) {
        peers_.assign(m_.peers.begin(), m_.peers.end());
        arcTo_.reserve(m_.arcs.size());
        arcTable_.reserve(m_.arcs.size());
        for (const auto& [to, table] : m_.arcs) {
            arcTo_.push_back(static_cast<std::uint16_t>(to));
            arcTable_.push_back(static_cast<std::uint16_t>(table));
        }
        placeMask_.resize(m_.tables.size() * static_cast<std::size_t>(n_));
        support_.resize(m_.tables.size() * static_cast<std::size_t>(chunks_) * 256);
        for (std::size_t t = 0; t < m_.tables.size(); ++t) {
            for (int d = 0; d < n_; ++d) placeMask_[t * static_cast<std::size_t>(n_) + static_cast<std::size_t>(d)] = static_cast<Mask>(m_.tables[t][static_cast<std::size_t>(d)]);
            for (int k = 0; k < chunks_; ++k) {
                // Each byte's union from the byte without its lowest bit: one OR per entry.
                Mask* sup = &support_[(t * static_cast<std::size_t>(chunks_) + static_cast<std::size_t>(k)) * 256];
                sup[0] = 0;
                for (int byte = 1; byte < 256; ++byte) {
                    const int d = k * 8 + std::countr_zero(static_cast<unsigned>(byte));
                    sup[byte] = static_cast<Mask>(sup[byte & (byte - 1)] | (d < n_ ? m_.tables[t][static_cast<std::size_t>(d)] : 0));
                }
            }
        }
        houseCells_.assign(m_.houseCells.begin(), m_.houseCells.end());
        for (int c = 0; c < cells_; ++c)
            degree_.push_back(m_.arcStart[static_cast<std::size_t>(c) + 1] - m_.arcStart[static_cast<std::size_t>(c)] +
                              m_.peerStart[static_cast<std::size_t>(c) + 1] - m_.peerStart[static_cast<std::size_t>(c)]);
        houseCount_ = static_cast<int>(houseCells_.size()) / n_;
        // Per cell, the complete houses it lies in (a touch makes them due for hidden singles).
        houseWords_ = (houseCount_ + 63) / 64;
        cellHouses_.assign(static_cast<std::size_t>(cells_) * static_cast<std::size_t>(houseWords_), 0);
        for (int h = 0; h < houseCount_; ++h)
            for (int k = 0; k < n_; ++k)
                cellHouses_[static_cast<std::size_t>(houseCells_[static_cast<std::size_t>(h * n_ + k)]) * static_cast<std::size_t>(houseWords_) + static_cast<std::size_t>(h / 64)] |= std::uint64_t{1} << (h % 64);
        houseDue_.assign(static_cast<std::size_t>(houseWords_), 0);
        lockedDue_.assign(static_cast<std::size_t>(houseWords_), 0);
        lockedNow_.assign(static_cast<std::size_t>(houseWords_), 0);
        queue_.resize(static_cast<std::size_t>(2 * cells_ + 2));
        narrowMasks_.resize(4 * static_cast<std::size_t>(kMaxSize));
        for (const Model::Narrower& nr : m_.narrowers) {
            fixpointStart_.push_back(fixpoints_.size());
            fixpoints_.resize(fixpoints_.size() + nr.cells.size());
        }
        fixpointKnown_.assign(m_.narrowers.size(), 0);
        // Per cell: the narrowers over it, as a bitset (a change of its mask makes them due).
        dueWords_ = static_cast<int>((m_.narrowers.size() + 63) / 64);
        narrowerBits_.assign(static_cast<std::size_t>(cells_) * static_cast<std::size_t>(dueWords_), 0);
        for (std::size_t k = 0; k < m_.narrowers.size(); ++k)
            for (int c : m_.narrowers[k].cells)
                narrowerBits_[static_cast<std::size_t>(c) * static_cast<std::size_t>(dueWords_) + k / 64] |= std::uint64_t{1} << (k % 64);
        due_.assign(static_cast<std::size_t>(dueWords_), 0);
        dueList_.reserve(m_.narrowers.size());
        roundList_.reserve(m_.narrowers.size());
        if (m_.killerSums) peerBits_.assign(static_cast<std::size_t>(cells_) * static_cast<std::size_t>(words_), 0);
        for (int c = 0; m_.killerSums && c < cells_; ++c)
            for (int k = m_.peerStart[static_cast<std::size_t>(c)]; k < m_.peerStart[static_cast<std::size_t>(c) + 1]; ++k) {
                const int p = m_.peers[static_cast<std::size_t>(k)];
                peerBits_[static_cast<std::size_t>(c) * static_cast<std::size_t>(words_) + static_cast<std::size_t>(p >> 6)] |= std::uint64_t{1} << (p & 63);
            }
        // A cell's priority, as ISS's optimizer gives it: N per complete house it lies in, and per
        // narrower over it 2N less the narrower's cells, N at least (small cages first).
        priority_.assign(static_cast<std::size_t>(cells_), 0);
        for (const Model::Narrower& nr : m_.narrowers)
            for (int c : nr.cells)
                priority_[static_cast<std::size_t>(c)] += static_cast<std::uint32_t>(nr.weight * std::max(2 * n_ - static_cast<int>(nr.cells.size()), n_));
        for (std::uint16_t c : houseCells_) priority_[c] += static_cast<std::uint32_t>(n_);
        // Not for killers (cages and nothing else): their cages' and implied sums' narrowing leaves
        // the probes little to find, and the probes cost (the ledger); they branch ISS's way (run()).
        probing_ = probing && !pureKiller_;
    }

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

    // The root state from the grid; false when a cell has no digit.
    bool start(const Grid& grid, Exclusion exclusion) {
        ensureDepth(0);
        Mask* cand = candAt(0);
        std::uint64_t* placed = placedAt(0);
        std::fill_n(placed, words_, 0);
        placedCount_[0] = 0;
        qn_ = 0;
        for (int c = 0; c < cells_; ++c) {
            Mask m = static_cast<Mask>(m_.allowed[static_cast<std::size_t>(c)]);
            if (!grid.isEmpty(c)) m &= static_cast<Mask>(Mask{1} << (grid.at(c) - 1));
            else if (c == exclusion.cell) m &= static_cast<Mask>(~(Mask{1} << (exclusion.value - 1)));
            if (m == 0) return false; // a given its cell's restriction forbids, or a cell with no digit at all
            cand[c] = m;
            if (isSingle(m)) queue_[static_cast<std::size_t>(qn_++)] = c;
        }
        clearDue();
        for (std::size_t k = 0; k < m_.narrowers.size(); ++k) {
            due_[k / 64] |= std::uint64_t{1} << (k % 64);
            dueList_.push_back(static_cast<int>(k));
        }
        for (int h = 0; h < houseCount_; ++h) houseDue_[static_cast<std::size_t>(h / 64)] |= std::uint64_t{1} << (h % 64);
        lockedDue_ = houseDue_;
        return true;
    }

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

    bool place(std::size_t depth, int cell) {
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

    bool drain(std::size_t depth) {
        const std::uint64_t* placed = placedAt(depth);
        while (qn_) {
            const int c = queue_[static_cast<std::size_t>(--qn_)];
            if (test(placed, c)) continue;
            if (!place(depth, c)) return false;
        }
        return true;
    }

    Step hiddenSingles(std::size_t depth) {
        Mask* cand = candAt(depth);
        bool progress = false;
        for (int h = 0; h < houseCount_; ++h) {
            // With narrowers, every mask change is touched: a house none of whose cells changed
            // since it was last scanned (and found nothing) would find nothing again. Skipped, in
            // the same order as before, so the same nodes.
            if (hasNarrowers_) {
                std::uint64_t& due = houseDue_[static_cast<std::size_t>(h / 64)];
                const std::uint64_t bit = std::uint64_t{1} << (h % 64);
                if (!(due & bit)) continue;
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

    // One sweep of arc consistency over the arcs of open cells.
    Step arcConsistency(std::size_t depth) {
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
        if (qn_ && !drain(depth)) return Step::Contradiction;
        return changed ? Step::Progress : Step::Fixpoint;
    }

    // Naked pairs in the complete houses: two cells of a house left with the same two digits take
    // them from the house's other cells (only with arrows: see the ledger).
    Step nakedPairs(std::size_t depth) {
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
        if (qn_ && !drain(depth)) return Step::Contradiction;
        return changed ? Step::Progress : Step::Fixpoint;
    }

    // Locked candidates over every pair of complete houses sharing cells (pointing and claiming for
    // rows, columns and boxes; a diagonal or window against a box or a line the same way).
    Step lockedCandidates(std::size_t depth) {
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
        if (qn_ && !drain(depth)) return Step::Contradiction;
        return changed ? Step::Progress : Step::Fixpoint;
    }

    Step narrowers(std::size_t depth) {
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
            if (narrowMasks_.size() < count) narrowMasks_.resize(count);
            const int* cells = nr.cells.data();
            Wide* masks = narrowMasks_.data();
            Wide differ = 0;
            for (std::size_t i = 0; i < count; ++i) {
                const Wide m = cand[cells[i]];
                masks[i] = m;
                differ |= fixed[i] ^ m;
            }
            if (differ == 0 && fixpointKnown_[k]) continue;
            Wide needed = 0;
            if (nr.unit == &kSearchCage) {
                if (!narrowSearchCage(n_, *nr.constraint, masks, needed)) return Step::Contradiction;
            } else if (!nr.unit->narrow(*m_.rules, *nr.constraint, masks))
                return Step::Contradiction;
            // Written back through local pointers, and narrow() called only for a mask that
            // changed (it only shrinks them): called for every cell, its stores kept the compiler
            // reloading the vectors' pointers per cell. Same nodes; EXTREME_KILLERS 1 3.957 ->
            // 3.808 G instructions (cachegrind, release, count to 2).
            bool unchanged = true;
            for (std::size_t i = 0; i < count; ++i) {
                const Wide w = masks[i];
                if (w == cand[cells[i]]) continue;
                unchanged = false;
                if (!narrow(cand, placed, cells[i], static_cast<Mask>(w), changed)) return Step::Contradiction;
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
        if (qn_ && !drain(depth)) return Step::Contradiction;
        return changed ? Step::Progress : Step::Fixpoint;
    }

    // Probing: each digit of each open cell placed one level down and propagated. A digit that fails
    // leaves the cell, and every cell keeps only the union of its masks over the digits that stay (what
    // holds whichever digit the cell takes). Passes over the cells until one changes nothing.
    enum class Probe { Contradiction, Stop, Done };
    Probe probe(std::size_t depth) {
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
    bool probeAside(std::size_t slot) {
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

    bool propagate(std::size_t depth) {
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

    // Returns false when the whole search must stop.
    bool search(std::size_t depth) {
        if (!propagate(depth)) {
            failed_ = true;
            return true;
        }
        if (depth == 0 && budget_ != 0) {
            // Four times as many nodes as a probing pass takes (a probe per candidate left), then
            // probing (the ledger says why four).
            std::uint64_t open = 0;
            for (int c = 0; c < cells_; ++c)
                if (!test(placedAt(0), c)) open += static_cast<std::uint64_t>(std::popcount(static_cast<unsigned>(candAt(0)[c])));
            budget_ = std::max<std::uint64_t>(1, 4 * open);
        }
        if (rng_ || !scored_) return searchEachDigit(depth);
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
    void choose(std::size_t depth, int& cell, int& digit) {
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
    // every kDecay failures so that the recent count most).
    void fail(int cell) {
        ++failures_;
        ++score_[static_cast<std::size_t>(cell)];
        if (--decay_ == 0) {
            decay_ = kDecay;
            for (std::uint32_t& sc : score_) sc >>= 1;
        }
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

    // A digit with two places in a complete house whose likelier-to-fail place scores at least twice
    // the best cell's score per candidate (of such digits, the highest scoring): that place first.
    // Once the search has failed kLooseAfter times, at least the cell's score per candidate: a long
    // search takes the binary branch more often, a short one is as it was (the ledger, top of file).
    bool twoPlaces(const Mask* cand, std::uint32_t bestScore, int bestCount, int& cell, int& digit) {
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

    // Every cell placed at `depth`: the solution, handed to the context (false: stop the search).
    bool reportSolution(std::size_t depth) {
        const Mask* cand = candAt(depth);
        return ctx_->solutionMadeBy([&] {
            Grid solution = *grid_;
            for (int c = 0; c < cells_; ++c) solution.set(c, std::countr_zero(static_cast<unsigned>(cand[c])) + 1);
            return solution;
        });
    }

    // Every digit of the chosen cell, each on a copy of the state (the search of every other rule,
    // and of every seeded run: the generator's results for a seed depend on this order).
    bool searchEachDigit(std::size_t depth) {
        if (placedCount_[depth] == cells_) return reportSolution(depth);
        int best = -1, bestCount = 99, ties = 0;
        {
            const Mask* cand = candAt(depth);
            const std::uint64_t* placed = placedAt(depth);
            for (int c = 0; c < cells_; ++c) {
                if (test(placed, c)) continue;
                const int k = std::popcount(static_cast<unsigned>(cand[c]));
                if (k < bestCount || (k == bestCount && !rng_ && degree_[static_cast<std::size_t>(c)] > degree_[static_cast<std::size_t>(best)])) {
                    best = c;
                    bestCount = k;
                    ties = 1;
                } else if (k == bestCount && rng_ && rng_->below(static_cast<std::uint32_t>(++ties)) == 0) {
                    best = c;
                }
            }
        }
        // No bivalue cell: a digit with exactly two places in a complete house is as good a binary
        // choice (fastn.cpp does the same); not with arrows, where the cell does better (ledger).
        int places[kMaxSize], digits[kMaxSize];
        int count = 0;
        if (bestCount > 2 && !rng_ && twoPlaces_) {
            const Mask* cand = candAt(depth);
            for (int h = 0; h < houseCount_ && count == 0; ++h) {
                const std::uint16_t* hc = &houseCells_[static_cast<std::size_t>(h * n_)];
                const Mask two = twoPlaceDigits(cand, hc);
                if (!two) continue;
                const int digit = std::countr_zero(static_cast<unsigned>(two));
                for (int k = 0; k < n_; ++k)
                    if (!isSingle(cand[hc[k]]) && (cand[hc[k]] >> digit & 1u)) {
                        places[count] = hc[k];
                        digits[count++] = digit;
                    }
            }
        }
        if (count == 0) {
            for (Mask m = candAt(depth)[best]; m; m &= static_cast<Mask>(m - 1)) {
                places[count] = best;
                digits[count++] = std::countr_zero(static_cast<unsigned>(m));
            }
            if (rng_)
                for (int i = count - 1; i > 0; --i) std::swap(digits[i], digits[rng_->below(static_cast<std::uint32_t>(i + 1))]);
        }
        ensureDepth(depth + 1);
        for (int i = 0; i < count; ++i) {
            if (budget_ != 0 && ++spent_ > budget_ && !probeAside(depth + 1)) return false;
            copyState(depth + 1, depth);
            candAt(depth + 1)[places[i]] = static_cast<Mask>(Mask{1} << digits[i]);
            if (hasNarrowers_) {
                clearDue();
                touch(places[i]);
            }
            qn_ = 0;
            queue_[static_cast<std::size_t>(qn_++)] = places[i];
            if (!ctx_->node(true)) return false;
            if (filter_) { // what the root's probes removed (probeAside)
                Mask* child = candAt(depth + 1);
                const std::uint64_t* placed = placedAt(depth + 1);
                bool changed = false, dead = false;
                for (int c = 0; c < cells_ && !dead; ++c) dead = !narrow(child, placed, c, probed_[static_cast<std::size_t>(c)], changed);
                if (dead) continue;
            }
            if (!search(depth + 1)) return false;
        }
        return true;
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
    bool scored_ = false; // this run: a killer, scored one-digit branching (see run())
    // Whether a mask change has narrowers to make due (without, the other rules pay nothing for
    // them: qudoku-variant-bench's anti-knight and non-consecutive were 13-16 % slower).
    bool hasNarrowers_ = !m_.narrowers.empty();
    static constexpr int kDecay = 1 << 16; // failures between halvings (the top of this file)
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
    // The two-places branch, unless the rules have an arrow (see the ledger above).
    bool twoPlaces_ = std::none_of(m_.rules->constraints.begin(), m_.rules->constraints.end(),
                                   [](const Constraint& c) { return c.kind == ConstraintKind::Arrow; });
    // Naked pairs (nakedPairs()), with arrows: declared after twoPlaces_, which it reads.
    bool pairs_ = !twoPlaces_;
};

} // namespace

void searchVariant(const Grid& grid, const Rules& rules, SearchContext& ctx) {
    const Model model = compile(rules);
    if (rules.size <= 16) VariantSearch<std::uint16_t>(model, true).run(grid, ctx);
    else VariantSearch<std::uint32_t>(model, true).run(grid, ctx);
}

// The rules compiled once and one search kept (its state vectors too) for many short searches.
struct VariantEngine::Compiled {
    Rules rules;
    Model model;
    std::optional<VariantSearch<std::uint16_t>> narrow;
    std::optional<VariantSearch<std::uint32_t>> wide;

    explicit Compiled(Rules r) : rules(std::move(r)), model(compile(rules)) {
        if (rules.size <= 16) narrow.emplace(model);
        else wide.emplace(model);
    }
    void run(const Grid& grid, SearchContext& ctx, Exclusion exclusion) {
        // The generator's short searches keep branching on every digit of a cell: with the scored
        // branching its 9×9 killers took 184 ms at the median against 83 (main) and 65 (this),
        // 16×16 16.9 s against 4.9 and 6.9 (20 and 5 killers, wall time, load 5-7; the scores
        // start from priorities and have no failures to learn from in a few hundred nodes).
        if (narrow) narrow->run(grid, ctx, exclusion, false);
        else wide->run(grid, ctx, exclusion, false);
    }
};

VariantEngine::VariantEngine(const Rules& rules) : compiled_(std::make_unique<Compiled>(rules)) {}
VariantEngine::~VariantEngine() = default;

Existence VariantEngine::solutionExists(const Grid& grid, int cell, int value, std::uint64_t nodeLimit,
                                        std::stop_token stop, std::uint64_t* nodes) {
    if (stop.stop_requested()) return Existence::Unknown; // (see solutionExists: short searches in a loop)
    SolveOptions options;
    options.limit = 1;
    options.keep = 0;
    options.stop = std::move(stop);
    SolveResult result;
    SearchContext ctx(options, result, nodeLimit);
    compiled_->run(grid, ctx, Exclusion{cell, value});
    if (nodes) *nodes += result.stats.nodes;
    if (result.count > 0) return Existence::Yes;
    return ctx.cancelled() ? Existence::Unknown : Existence::No;
}

std::optional<Grid> VariantEngine::firstSolution(const Grid& grid, std::optional<std::uint64_t> seed,
                                                 std::uint64_t nodeLimit, std::stop_token stop, std::uint64_t* nodes) {
    if (stop.stop_requested()) return std::nullopt;
    SolveOptions options;
    options.limit = 1;
    options.keep = 1;
    options.seed = seed;
    options.stop = std::move(stop);
    SolveResult result;
    SearchContext ctx(options, result, nodeLimit);
    compiled_->run(grid, ctx, {});
    if (nodes) *nodes += result.stats.nodes;
    if (result.solutions.empty()) return std::nullopt;
    return std::move(result.solutions.front());
}

} // namespace qudoku::detail
