// The default 9×9 engine: per-digit bitboards, band-wise propagation; when stuck, hidden triads and a
// guess on a digit's configuration in a band or stack (or, on easy grids, on a bivalue cell).
//
// Bit layout, lookup tables and the band update (the propagation inside a band, steps 1-4):
// fast9_bands.h. This file is the search built on them.
//
// One engine, compiled per instruction set. This file is compiled for the build's own target (the
// portable baseline, SSE2 on x86-64) and, on x86-64, once more by fast9_avx2.cpp with AVX2, BMI1,
// BMI2, POPCNT and FMA enabled (QUDOKU_FAST9_AVX2); fast9_dispatch.cpp runs the AVX2 copy where the
// processor has those and runs pext in hardware (not AMD before Zen 3, where pext is microcode: see
// pextIsSlow); never -march=native in what users run. Rules that keep the two apart:
//   - everything but the entry point has internal linkage (unnamed namespaces, here and in
//     fast9_bands.h): with external linkage the linker keeps one body per inline function for both
//     copies, and the AVX2 one could end up in the baseline's calls;
//   - the standard and project headers are included above the target region, so their inline
//     functions stay baseline code (GCC and clang inline them into the AVX2 copy all the same: a
//     callee's instruction set may be a subset of its caller's);
//   - tests run both copies (tst_fast again with QUDOKU_FAST9_ISA=baseline).
//
// When no word changed, a slower pass looks across digits and bands:
//   - naked singles: bit-sliced counting over the 9 digits (the three bands in vector lanes) gives
//     cells with exactly one candidate (and zero candidates: a contradiction; the classic rule also counts bivalue cells);
//   - column claiming: a digit whose column is possible in one band only must be in that column of
//     that band's box in the stack (hidden singles in columns are the special case), and a digit
//     missing from a column is a contradiction (kClaim);
//   - then, still stuck (see stuck()): hidden triads. Three digits that must each occupy a given
//     minirow (or minicolumn) fill its three cells, so no other digit goes there. d must occupy
//     minirow (r,k) when it is alone in row r of d's occupancy; minicolumns likewise with d's columns
//     per box. Bit-sliced over the 9 digits, 27 lanes per orientation; a fourth such digit is a
//     contradiction. Skipped under the classic rule, and so is column claiming when that rule was
//     chosen for many bivalue cells (next to nothing left to claim on those grids).
// and the fast loop resumes if anything changed. When nothing does, the engine guesses.
//
// Guessing. The rule is chosen once per search, by the bivalue cells the first time it is stuck (a
// cheap measure of how hard the puzzle is for a solver):
//   - 10 or more (easy and many-solution grids: serg's have 13 on average, the hardest sets under 1):
//     classic. A bivalue cell of the band with the most bivalue cells, in that band's row with the
//     most (the first such cell); any cell with fewest candidates when there is none. No triads: on
//     these grids the stuck pass costs more than it saves (serg est 13.9k -> 10.8k cycles).
//   - 3 to 9: configurations, fail first (tdoku's rule). Inside a band a digit's minirows follow one
//     of 6 permutations (row -> box), inside a stack its minicolumns one of 6 (box -> column): its
//     configurations. The band or stack with the fewest (digit, minirow/minicolumn) pairs left, then
//     its digit with the fewest (two or more configurations); one branch per configuration.
//   - Under 3 (the deepest searches): configurations, completion first. The band or stack with the
//     fewest digits not fixed (then the most pairs), then its digit with the most pairs: a wide branch
//     (often 4 or 6 ways) that settles most of the band at once, where fail first spends a stuck pass
//     and a guess on each binary level.
// With a seed, or in firstSolution (whose first solution the generator's grids, and so its seeds,
// depend on), the rule is classic from the start and claiming stays on: the order the engine had
// before configurations, golden puzzles intact (seeded: the cell with fewest candidates, random among
// ties, and its digits in random order). solutionExists (the generator's uniqueness checks: short
// searches on nearly full grids) asks for the classic rule without column claiming.
// A guess is a set of options (Guess): every branch but the last runs on a copy of the state (336
// bytes, on the C++ stack); the last goes on in the current state (no copy).
//
// Invariants:
//   - A cell leaves `unsolved[b]` exactly once, when some digit's row in the band is down to that cell;
//     at that moment every other digit is cleared there, so a later word update sees a row with no
//     cell (contradiction) rather than a second digit in the cell.
//   - prev[i] is B[i] as its own update left it; the update is idempotent (the permutation union of
//     a permutation union is itself), so B[i] == prev[i] means nothing new to learn from word i, and
//     in Mode::Strong info[i] describes B[i] exactly (fillInfo when leaving Root, then each update).
//   - Hence, once no word changed and no cell is unsolved, every word has one cell per row in a
//     permutation of boxes, columns are disjoint across bands, and each cell has one digit: a valid
//     solution. (Checked again with an assert when a solution is recorded.)
//   - At the stuck pass (nothing changed, no claim left) each digit's minicolumn occupancy in a stack
//     is a union of permutations too (pointing and claiming are Hall's condition for single rows and
//     columns, which is all a 3×3 needs), so alone-in-its-box and alone-in-its-column coincide.
//
// Nodes: ctx.node(true) once per guess branch taken (each option of a guess, the last one included),
// so nodes == guesses. tdoku counts one guess per binary branch point (a configuration or the rest),
// about half our count for the same tree. Propagation steps are not counted. Stop polling happens in
// ctx.node (every 1024 nodes); a node is at most a few microseconds of propagation.
//
// Measuring: the machine this was tuned on was shared and loaded, so choices were made on callgrind
// counts inside solve() per puzzle (Ir = instructions; "est" = Ir/3 + 15 × mispredicted conditional
// branches from --branch-sim), first 2000 / 1465 / 500 / 375 / 2000 / 2000 puzzles of 17-clue /
// magictour / hardest-11+ / hardest-1106 / serg / kaggle, limit 2, and on guesses per puzzle from
// qudoku-bench. Figures below are in that order where several are given.
//
// Kept, with what it bought:
//   - One specialised update per word, change detection by comparing with prev[] (JCZSolve's scheme),
//     plain `&=` for eliminations: 17-clue 27k -> 17k Ir/puzzle. The first version kept a 27-bit
//     dirty mask updated by every elimination (compare + shift + or each time): the bookkeeping cost
//     more than the sweeps it saved.
//   - Column claiming in the slow pass: without it, 17-clue guesses 1.8 -> 5.2 per puzzle and
//     Ir 17k -> 23k; magictour and hardest lose ~8% Ir but guess more (+17%, +14%).
//   - Claiming only when no naked single was found: hardest 525k -> 493k Ir, magictour 94k -> 85k.
//   - Givens folded into the words in one pass (no per-given eliminations): -5% Ir on 17-clue.
//   - Configuration guesses with hidden triads (2026-11-24), all puzzles on fail first at first:
//     guesses 1.3 / 27.5 / 222 / 409 / 7.9 -> 0.8 / 18.0 / 127 / 229 / 8.3, est -1% / -9% / -16% /
//     -19%, but serg +39% and kaggle +4%. Without the triads: 1.7 / 26.2 / 166 / 294 / 8.9 guesses,
//     est +10% / +15% / +7% / +7% against them; horizontal triads only: +8% / +7% / +5% / +5%.
//     Configurations in bands only (no stacks): 19.4 / 153 / 242 guesses on magictour / hardest /
//     1106, against 18.0 / 127 / 227 with stacks.
//   - The stuck pass reading info[] (instead of recomputing occupancies), skipping settled triads, and
//     summing pairs rather than configurations (which also guesses less): ~1650 -> ~900 Ir a pass,
//     est hardest 217k -> 182k, 1106 352k -> 316k; info[] alone -5% / -6%.
//   - The rule chosen by bivalue cells: with the three rules against fail first only, guesses
//     1.1 / 19.2 / 99 / 118 / 7.9, est +2% / +3% / -24% / -45% / -22%.
//   - Guesses as a set of options (8 bytes) rather than masks per branch, popcount inline in the
//     portable build (libgcc's call costs twice the instructions), the classic rule as its own
//     template instantiation (bivalue cells counted in the naked-single pass, no column words for
//     the stuck pass): est -1% / -1% / -1% / -1% / -6% / -1%.
//   - No column claiming under the classic rule chosen for many bivalue cells: serg 7.9 guesses
//     either way, est 10.1k -> 8.8k (-13%), magictour -1%, the others unchanged. (Everywhere:
//     guesses 2.9 / 24.5 / 122 / 144 instead of 1.1 / 19.4 / 99 / 118.)
//   - A solution recorded with three bit extractions per word instead of a loop over its bits (the
//     loop's exit was mispredicted; since replaced by toCells, below): est -3% / -0.5% / -0.5% / -0.5% / -2% / -7%.
//   - The state copied for a branch 16 bytes at a time in line (as one struct copy it called memcpy,
//     whose size tests were mispredicted): est -0.1% to -1.7%.
//   - info[] kept only in Mode::Strong: est -1.9% / +0.6% / +1.0% / +1.0% / -1.3% / -3.3% (the hard
//     sets pay for the extra instantiation).
//   - Givens read and the solution written as bit-planes (fast9_bands.h, toPlanes / toCells)
//     instead of cell by cell (2026-11-25): kaggle 5840 -> 5167 Ir and 26.5 -> 19.8 mispredicts a
//     puzzle, est 2344 -> 2018 (-14%), serg -3.5%, magictour -0.3%; wall time (A/B, best of 3)
//     kaggle +7%, serg +4.5%, magictour +1.8%, 17-clue +1.3%. Computing the rows of a given
//     branch-free by carries (a 9-bit row + 511 reaches bit 9) instead of three conditionals:
//     kaggle +9% Ir.
//   - The classic rule without column claiming for solutionExists (2026-11-25; it had the rule by
//     bivalue cells): the generator's 2000 "9x9 unique (unrated)" puzzles est 510M -> 453M cycles
//     (-11%), 100 "9x9 hard" -1.7%; the classic rule with claiming (firstSolution's order) -3%.
//   - (2026-11-25; wall time from here on is A/B, best of 3, on 20,000 isomorphs of serg and
//     magictour, pinned, the other core busy.) The naked-single pass over the three bands at once,
//     one vector lane each (candidateCounts; SSE2 on x86-64 through the vector extension), and a
//     branch's copy without info[] under the classic rule: est serg -8%, magictour -4%; wall serg
//     +2.7%, magictour -0.6% (within the noise). The stuck pass counting triads in the lanes of
//     bands and stacks (no packing of three 9-bit fields per digit): est magictour -2.2%, wall
//     +1%. Claiming with one contradiction test and one change test after its loop: Ir -1%.
//     Together against 9fb66fd: serg +3.2%, magictour +1.5%, kaggle +0.4%.
//   - (2026-11-27, a new machine: Sapphire Rapids under KVM, so noisy that wall figures are medians
//     of per-round ratios over 7-9 alternating rounds.) The AVX2 copy (fast9_avx2.cpp, chosen at run
//     time) against the baseline copy of the same binary, with its pext below: magictour +8% to
//     +15%, 1106 +7% to +14%, serg and 17-clue within the noise (docs/benchmarks.md). In that copy
//     the minirow occupancy is one pext (BMI2) instead of three lookups (minirows()): Ir -3.2%
//     magictour, -3.0% serg; wall +7.5% / +3%. Built for AVX-512 (x86-64-v4, or native on this
//     machine) it did no better than the AVX2 copy, so there is no third copy.
//   - (2026-11-28, AMD EPYC, family 25 (Zen 4) under KVM; wall: medians of per-round ratios over 8-12
//     alternating rounds on core 0, the other core idle; Ir: serg's first 2000 isomorphs.) Givens
//     read by one byte compare and movemask per band and digit (SSE2 in the baseline copy, AVX2 in
//     the other; the bit-planes stay for other targets) and a cell guess's digits by one movemask per
//     8 words and a pext (AVX2 copy): serg Ir -3.3%, wall serg +4.9%, kaggle +4.2%, magictour level.
//     Then the givens loaded a digit at a time in vector lanes (loadGivens, ~940 Ir at first, now
//     ~300): serg Ir -2.7%, wall serg +0.7%, kaggle +3%. The solution written a band at a time in the
//     AVX2 copy (toCells): serg Ir -1.2%, wall kaggle +3%, serg +0.6% to +4.6%. State aligned to a
//     cache line: medians level, a run's speed less dependent on where the stack lands.
//   - (2026-11-28, same machine and method) The givens' columns (across bands) and boxes eliminated
//     by loadGivens instead of left to the first sweeps, where a given's column reaches the bands
//     before it only a sweep later (those words updated twice): serg's root 5.6 -> 4.7 sweeps; Ir
//     serg -4.7%, kaggle -13%, magictour -1.1%, hardest -0.2%; wall kaggle +17%, serg +5%, 17-clue
//     +5%, magictour +1.3%, hardest level. Same fixpoint, same search (guesses unchanged).
//     (solveInto, solve.cpp, took a malloc and free out of qudoku-bench's loop the same day: serg
//     +1.1%, kaggle +2.3%.)
// Tried and rejected:
//   - (2026-11-25) Callgrind's est overstated every idea of that day on wall time; these two lost:
//     rows down to one cell from the complex and point lookups already made (JCZSolve's way: a row
//     in one box owns it, and is one cell when that box's columns are down to one) instead of three
//     lookups: est -3% on serg, magictour and kaggle, wall serg -1.2%, magictour -1.7% (the placed
//     cells wait on the point lookup: a longer dependency chain). Ending propagation with a vector
//     test of B against prev instead of the confirming sweep (outside Strong mode): est serg -1.3%,
//     kaggle -2%, wall serg -4.3% (likely the 16-byte loads of words the sweep has just stored one
//     by one, which the store buffer cannot forward).
//   - Testing a digit's 3 words with one xor/or before the 3 compares in the sweep: +10% Ir
//     (17-clue 16.2k -> 18.0k, hardest 493k -> 568k). Testing four words with two 64-bit compares
//     (2026-11-24): Ir -3%, but mispredictions +9%: est -1%..+1%.
//   - Per-cell scores for the guess: most bivalue peers in row+box+column (hardest guesses
//     279 -> 206, magictour 37.6 -> 23.4, 17-clue 1.9 -> 1.0), the same counting only peers that
//     share a digit (189 / 20.2 / 0.9), and digit scarcity in row or band (no better than first).
//     Fewer guesses, but scoring every bivalue cell costs more than it saves: est cycles 17-clue
//     -6%, magictour -12%, hardest +9% (peer count) and +24% (shared digits). The kept choice
//     (band, then row, with the most bivalue cells) gets most of the gain from six popcounts: est
//     -8% / -16% / -8% against the first bivalue cell. Variants measured with it (2026-11-23): by box
//     instead of row +2% / +3% / +6%; the best row over all nine +4% / +2% / +4%; the band with the
//     most unsolved cells -4% / -6% / +8%; the last bivalue cell: magictour -5% Ir, hardest +10% Ir.
//   - A branch on "a row was reduced to one cell" before clearing the placed cells from the band's
//     other digits: mispredicted a third of the time; the unconditional ands are cheaper (wall
//     time -9% / -7% / -6%). The same idea for the naked-single placement loop was worse (+4% / +12%
//     / +14% est): it runs over all nine digits of a band every pass.
//   - Counting bivalue cells only when stuck instead of in every naked-single pass: +1..5% Ir (most
//     slow passes that find no single do end in a guess).
//   - (2026-11-24, guesses on the first 2000 of each set unless said.) Configuration counts as tdoku
//     has them (6 for 9 pairs, ...) instead of pairs: hardest 127 vs 121 guesses, 1106 227 vs 229.
//     Naked triads as well (only three digits can go into a minirow or minicolumn: each is locked
//     there): guesses 19.2 -> 18.7 / 98.8 -> 98.1 / 118 -> 117 on magictour / hardest / 1106, est
//     +3% / +4% / +5% (presence counted over the digits in every stuck pass).
//   - Other ways to spare easy grids the stuck pass: the classic rule for the first 4 (8) nodes of
//     every search: est +13% on hardest, +6% on 1106, serg still +18% (+9%) over the classic engine;
//     when fewer than 20 / 30 / 40 cells are unsolved: serg -3% / -7% / -14%, the hard sets +0.4% to
//     +6%; the classic rule at any stuck point with 16 or more bivalue cells: hardest 149 vs 122
//     guesses, 1106 298 vs 229.
//   - The rule by bivalue cells at each stuck point rather than the first (a count per stuck pass):
//     with 6 as the bar, 19.6 / 94.4 / 119 guesses against 19.2 / 93.8 / 118.
//   - Other band and digit choices: fail first's band with the widest digit: 127.8 / 248 guesses on
//     hardest / 1106 (127 / 229 fail first); completion first for every grid: magictour 22.7 (est
//     +27%); the fewest unfixed digits with ties to the first band: 112 / 161 (fewest pairs digit),
//     96 / 137 (widest); pairs per unfixed digit: 150 / 323.
//   - The minirow occupancy from shifts and masks (a transposed index, no table lookups): Ir +0.5%,
//     est +1..2%. The stuck pass out of line (register pressure in the inlined loop): no change.
//   - Trying a guess's options from the highest: serg 7.9 -> 8.9 guesses.
//   - (2026-11-25) One test per digit (its 3 words xor prev, or'ed) and then all 3 updated, no
//     compare per word: mispredicts kaggle 39.5k -> 16.0k, but Ir +21%: est +9% / +27% (serg) /
//     +22% (magictour). The sweep in band-major order (word b*9+d): mispredicts +28% on kaggle, +5%
//     on serg and magictour, Ir the same. Rounds instead of sweeps: one SSE2 mask of the changed
//     words (B != prev), then an update (index known at run time) per set bit, until the mask is
//     empty: callgrind's mispredicts halve (kaggle 39.5k -> 10.7k, serg 326k -> 168k, magictour
//     894k -> 426k; est -7% / -15% / -16%), but wall time (A/B, best of 3) is kaggle +2%, 17-clue
//     +6%, serg -5%, magictour +1.5%, hardest -1.3%, 1106 +1%: the hardware predicts the sweep's
//     compares far better than callgrind's model does, so est overstates what mispredicts cost there.
//   - (2026-11-25) Other guesses for serg (20,000 isomorphs, limit 2: 6.7 branches to the first
//     solution, 8.4 in all): the band with the fewest bivalue cells 8.3, the row with the fewest
//     8.6, the row's last bivalue cell 8.4, the box with the most 8.5; fail first (configurations)
//     for every grid 8.3, completion first 8.2, both slower per branch. Its cost is the work per
//     branch, not their number. __builtin_expect(B[i] == prev[i], 1) on the sweep's compare (the
//     skip as the fall-through): magictour -8%, serg -1%, kaggle +2.5% (A/B, best of 3).
//   - (2026-11-27) The stuck pass with rows and columns side by side in eight lanes (one 256-bit
//     vector in the AVX2 copy): magictour Ir -2.0% in the AVX2 copy but +2.8% in the baseline (two
//     128-bit halves and the shuffles joining them); not kept for so little, in one copy only.
//   - (2026-11-27) A second solution for free at limit 2: in a solution, a rectangle of four cells
//     (rows in one band or columns in one stack, no cell fixed before the first guess) holding
//     x, y / y, x gives another solution with x and y swapped. 69% of serg's first solutions hold
//     one, and stopping there takes serg from 8.4 to 7.4 branches, but scanning the solved grid
//     for it (both orientations, cells by value) costs more than the branches it saves: Ir serg
//     +18%, magictour +10% (one scan per puzzle that guessed). Looking only through the cell the
//     classic rule chose, for a rectangle of cells with its same two candidates (then every
//     solution below has a twin): cheap, but rare: serg 8.4 -> 8.1 branches, Ir +2%. Anywhere in
//     the grid at the first stuck point: never found on serg (8.4 branches still), Ir +9%.
//   - (2026-11-27) Fewer sweep branches, since the sweep's compare takes 73% of callgrind's
//     mispredicts on magictour: one test per digit (its 3 words against prev) before the per-word
//     compares: Ir +31% magictour / +8% serg, mispredicts +17% / +16%; one test per digit and then
//     all 3 words updated (idempotent) without compares: mispredicts -26% / -21%, but Ir +51% / +33%.
//     (For scale: tdoku, built for AVX2, runs 54k Ir and 288 simulated mispredicts a magictour
//     puzzle and 17.3k Ir a serg puzzle; this copy 50k / 565 and 14.9k. Instructions are not what
//     it lacks against tdoku on Intel; mispredicts may be, and so may what a SIMD instruction does.)
//   - (2026-11-28) Propagation ended without the confirming sweep: each update recording the
//     candidates it removes from words the sweep has already passed (o1, o2, the lower digits of its
//     band), and a sweep that left nothing behind ending the loop. Ir +12% serg, +15% magictour: a
//     placement nearly always reaches a lower digit's word, so few sweeps are saved, and the record
//     costs two instructions per word touched. (Serg runs 26.5 productive and 12 confirming sweeps a
//     puzzle, 114 updates.)
//   - (2026-11-28) Value order for cell guesses (solve() only): the most constraining digit first
//     (candidates among the cell's peers, bivalue peers counted twice): serg 8.4 -> 7.6 branches, but
//     Ir +3% and wall level (median 0.99): its branches propagate further (sweep Ir +2.7%) and the
//     score costs ~370 Ir a stuck point. Plain peer count 7.7 branches, the digit's candidates in
//     the band 7.9, in the grid 8.0; the least constraining first 9.3 (Ir +6%). Puzzles with one
//     solution are not affected: their whole tree is searched in any order.
//   - (2026-11-28) The second solution read off the first again (the rectangle above), this time
//     only rows in a band, from the solution's bytes, ~30 vector instructions a pair of rows: found
//     in 46% of serg's first solutions (71% with columns in a stack), branches 8.4 -> 7.7, but the
//     branches it saves are the cheap ones near the leaves (~660 Ir each) and the check costs ~410:
//     Ir -0.4%.
//   - (2026-11-28) The classic choice by popcounts and branch-free maxima instead of count lookups:
//     Ir +0.1%. State copies 32 bytes at a time in the AVX2 copy: serg Ir +2.7% (the search's own
//     +12%). The release build with clang 14 instead of g++ 12: serg and magictour 0.94x (best of
//     rounds), 0.89x / 0.91x (medians). The sweep in band-major order (words 0, 3, ..., 24, 1, 4, ...;
//     only the order of the compares changes): wall serg -1%, magictour -7% (A/B medians, 4 rounds).
//   - (2026-11-28) Profile-guided optimisation (g++ 12 -fprofile-use, trained on 1,000 puzzles of each
//     set in their published orientation, both copies): serg level, kaggle +2%, 17-clue -2%,
//     magictour -6%, hardest -7%, 1106 -7% (A/B medians, 4 rounds). Not pursued into the build.
//   - (2026-11-28) A cell guess applied in full (its digit out of the cell's row, box and column,
//     the cell's other digits out of it) as the givens now are, rather than its row only: serg Ir
//     +1.9%, wall level (serg 0.996, magictour 0.996, 17-clue 0.999). A guess's consequences reach
//     few words behind the sweep's position; the givens' columns reached many. A naked-single pass
//     on the loaded givens before the first sweep (a prototype that read the givens' bytes again):
//     serg 0.93x, 17-clue 0.85x, kaggle 0.73x (A/B medians, 4 rounds, a noisy hour): the pass
//     costs more than the sweeps it could save; not refined further.
// Result (2026-11-24, est cycles per puzzle, limit 2, against the engine before configuration
// guesses): 17-clue 6588 -> 6285, magictour 34.0k -> 30.9k, hardest-11+ 213k -> 134k, hardest-1106
// 388k -> 169k, serg 10.0k -> 8.3k, kaggle 2560 -> 2331; limit 1: 6144 -> 5766, 21.8k -> 19.9k,
// 111k -> 74k, 175k -> 74k, 9024 -> 7512, 2557 -> 2332. Guesses per puzzle (limit 2): 1.3 -> 1.1,
// 27.5 -> 19.4, 222 -> 99, 409 -> 118, 7.9 -> 7.9. Wall time on the shared, loaded machine
// (indicative only: shuffled, pinned, best of 3, both engines alternating, whole sets): 17-clue 2.2 ->
// 2.3 us (450k -> 444k/s, within the noise), magictour 8.5 -> 7.9 us, hardest-11+ 54 -> 38 us,
// hardest-1106 93 -> 42 us, serg 2.5 -> 2.2 us, kaggle 0.81 -> 0.79 us. docs/benchmarks.md has the
// official table.

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdint>
#include <cstddef>
#include <cstring>
#include <optional>
#include <type_traits>
#include <utility>

#include "search_context.h"

#if defined(__SSE2__) && !defined(QUDOKU_FAST9_AVX2)
#include <emmintrin.h> // (the baseline copy's byte compares, fast9_bands.h's GivenBands)
#endif
#if defined(QUDOKU_FAST9_AVX2)
#include <immintrin.h> // (its functions carry their own target attributes)
#endif

// The target region: from here on every function is compiled for the copy's instruction set.
#if defined(QUDOKU_FAST9_AVX2)
#define QUDOKU_FAST9_ENTRY searchFast9Avx2
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,bmi,bmi2,popcnt,fma"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,bmi,bmi2,popcnt,fma")
#endif
#else
#define QUDOKU_FAST9_ENTRY searchFast9Baseline
#endif

#include "fast9_bands.h"

namespace qudoku::detail {

namespace {

using namespace fast9;

enum class Outcome { Contradiction, Solved, Stuck };

// The instantiation of Fast9's propagate and search: Root until the guessing rule is chosen (band
// updates do not keep info[]: most easy puzzles are never stuck), then Classic (no info[], no stuck
// pass) or Strong (info[] kept, filled once from scratch when leaving Root).
enum class Mode { Root, Classic, Strong };

// A guess: one branch per bit of `options`.
//   Cell: options are the digits d possible in cell `bit` of band `where`; branch d reduces d's row to it.
//   Row: options are the permutations p left to `digit` in band `where`; branch p keeps kT.permCells[p].
//   Column: the permutations p of `digit` in stack `where` (band i -> column p(i) of the stack); branch p
//   keeps, in each band i, only column p(i) of the stack.
struct Guess {
    enum Kind : std::uint8_t { Cell, Row, Column } kind;
    std::uint8_t digit, where, bit;
    std::uint32_t options;
};

class Fast9 {
public:
    Fast9(const Grid& givens, SearchContext& ctx, Exclusion exclusion, Fast9Rule rule)
        : givens_(givens), ctx_(ctx), exclusion_(exclusion),
          rule_(rule != Fast9Rule::ByDifficulty || ctx.seed() ? Rule::Classic : Rule::Undecided),
          claims_(rule != Fast9Rule::Classic) {
        if (ctx.seed()) rng_.emplace(*ctx.seed());
    }

    void run() {
        State s;
        loadGivens(givens_.data(), s);
        if (exclusion_.cell >= 0) { // a candidate kept out from the start (solutionExists)
            const int b = exclusion_.cell / 27;
            s.B[(exclusion_.value - 1) * 3 + b] &= ~(1u << (exclusion_.cell - 27 * b));
        }
        if (rule_ == Rule::Classic) search<Mode::Classic>(s);
        else search<Mode::Root>(s);
    }

private:
    // Propagates to a fixpoint. On Stuck, the guess is chosen (guess_).
    template <Mode M>
    Outcome propagate(State& s) {
        constexpr bool Classic = M == Mode::Classic;
        for (;;) {
            for (int n; (n = sweep<M == Mode::Strong>(s, std::make_index_sequence<27>{})) != 0;)
                if (n < 0) return Outcome::Contradiction;
            if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) return Outcome::Solved;

            // Naked singles (and bivalue cells), the three bands in the lanes of one vector.
            std::uint32_t pairs[3] = {0, 0, 0};
            bool changed = false;
            {
                const auto [once, twice, thrice] = candidateCounts<Classic>(s);
                // Every cell, solved or not, is some digit's: a cell in no word is a contradiction.
                if ((once[0] & once[1] & once[2]) != kBandBits) return Outcome::Contradiction;
                const Lanes unsolved = loadLanes(s.unsolved);
                const Lanes singles = once & ~twice & unsolved;
                if constexpr (Classic) {
                    const Lanes p = twice & ~thrice & unsolved;
                    pairs[0] = p[0];
                    pairs[1] = p[1];
                    pairs[2] = p[2];
                }
                for (int b = 0; b < 3; ++b) {
                    const std::uint32_t one = singles[b];
                    if (!one) continue;
                    changed = true;
                    for (int j = b; j < 27; j += 3)
                        for (std::uint32_t t = s.B[j] & one; t; t &= t - 1) {
                            const int bit = std::countr_zero(t);
                            s.B[j] &= ~kT.rowOf[bit] | (1u << bit);
                        }
                }
            }
            if (changed) continue;
            // Column claiming and hidden singles in columns (only when no naked single was found:
            // the sweep after placing singles is cheaper than this pass; not under the classic rule
            // chosen for many bivalue cells, see Rule).
            std::uint32_t cols[9]; // digit d's columns: band i's 9 bits at 9i (all three bands in one word)
            std::uint32_t everywhere = 511, diff = 0; // (checked after the loop: no branch per digit)
            for (int d = 0; d < (!Classic || claims_ ? 9 : 0); ++d) {
                std::uint32_t* w = &s.B[d * 3];
                const std::uint32_t c0 = columns(w[0]), c1 = columns(w[1]), c2 = columns(w[2]);
                everywhere &= c0 | c1 | c2; // a digit missing from a column: contradiction
                if constexpr (!Classic) cols[d] = c0 | c1 << 9 | c2 << 18;
                const std::uint32_t n0 = w[0] & kT.claim[c0 & ~(c1 | c2)];
                const std::uint32_t n1 = w[1] & kT.claim[c1 & ~(c0 | c2)];
                const std::uint32_t n2 = w[2] & kT.claim[c2 & ~(c0 | c1)];
                diff |= (n0 ^ w[0]) | (n1 ^ w[1]) | (n2 ^ w[2]);
                w[0] = n0;
                w[1] = n1;
                w[2] = n2;
            }
            if (everywhere != 511) return Outcome::Contradiction;
            changed = diff != 0;
            if (changed) continue;
            if constexpr (Classic) {
                chooseClassic(s, pairs);
                return Outcome::Stuck;
            } else {
                if constexpr (M == Mode::Root) { // the first time stuck: see Rule
                    const int n = bivalueCells(s, pairs);
                    rule_ = n >= kClassicPairs ? Rule::Classic : n >= kFewestPairs ? Rule::Fewest : Rule::Completion;
                    if (rule_ == Rule::Classic) {
                        claims_ = false;
                        chooseClassic(s, pairs);
                        return Outcome::Stuck;
                    }
                    fillInfo(s);
                }
                const int t = stuck(s, cols);
                if (t < 0) return Outcome::Contradiction;
                if (t == 0) return Outcome::Stuck;
                if constexpr (M == Mode::Root) return propagate<Mode::Strong>(s); // info[] kept from now on
            }
        }
    }

    // Every word is at its fixpoint: each digit's minirows in a band, and its minicolumns in a stack,
    // form a union of permutation matrices (3×3: rows or boxes of the band × boxes or columns). Hidden
    // triads, then the guess. -1: contradiction; 1: words changed; 0: guess chosen.
    //
    // Hidden triads: a minirow (or minicolumn) that three digits must occupy holds only those three.
    // Digit d must occupy minirow (r,k) when it is alone in row r of d's occupancy (d's row is in box k
    // only, or d's box is in row r only: in a union of permutations the two coincide); minicolumns
    // likewise, with d's columns per box. Bit-sliced over the 9 digits, in the vector lane of each band
    // or stack (9 bits: minirow r*3+k, or column c), count how many digits must go there; 4 or more:
    // a contradiction.
    int stuck(State& s, const std::uint32_t cols[9]) {
        // Band i in lane i (lane 3 kept 0): fh/fv the minirows/minicolumns d must occupy, h1..h4 and
        // v1..v4 how many digits must (at least 1..4), bit-sliced.
        Lanes fh[9], fv[9], colsOf[9];
        Lanes h1{}, h2{}, h3{}, h4{}, v1{}, v2{}, v3{}, v4{}, hn{};
        std::uint32_t vn[9], vt = 0;
#pragma GCC unroll 9
        for (int d = 0; d < 9; ++d) {
            const Lanes info = digitLanes(s.info, d);
            const std::uint32_t x = cols[d];
            const std::uint32_t t0 = kT.colInfo[x & 511], t1 = kT.colInfo[(x >> 9) & 511], t2 = kT.colInfo[x >> 18];
            hn += (info >> 9) & Lanes{15, 15, 15, 0};
            vt += vn[d] = (t0 + t1 + t2) & 0x1FFFFF; // (band, column) pairs per stack, 7 bits each
            const Lanes fx = fh[d] = info & Lanes{511, 511, 511, 0};
            const Lanes fy = fv[d] = Lanes{t0, t1, t2, 0} >> 21;
            const Lanes w = digitLanes(s.B, d);
            colsOf[d] = (w | w >> 9 | w >> 18) & Lanes{511, 511, 511, 0};
            h4 |= h3 & fx;
            h3 |= h2 & fx;
            h2 |= h1 & fx;
            h1 |= fx;
            v4 |= v3 & fy;
            v3 |= v2 & fy;
            v2 |= v1 & fy;
            v1 |= fy;
        }
        const Lanes four = h4 | v4;
        if (four[0] | four[1] | four[2]) return -1;
        // Only triads where some other digit is still possible change anything (most are settled).
        Lanes open{};
#pragma GCC unroll 9
        for (int d = 0; d < 9; ++d) {
            const Lanes u = (digitLanes(s.info, d) >> 13) & kThreeLanes; // the union's minirows
            open |= (h3 & ~fh[d] & u) | (v3 & ~fv[d] & colsOf[d]);
        }
        if (open[0] | open[1] | open[2]) {
            for (int d = 0; d < 9; ++d) {
                const Lanes xh = h3 & ~fh[d], xv = v3 & ~fv[d]; // triads d is shut out of
                for (int b = 0; b < 3; ++b) s.B[d * 3 + b] &= ~(kT.cells[xh[b]] | spread(xv[b]));
            }
            return 1;
        }
        const std::uint32_t pairs[3] = {hn[0], hn[1], hn[2]};
        if (!chooseConfiguration(s, pairs, vt, vn, cols)) chooseCell(s);
        return 0;
    }

    // Guessing a configuration: in a band, a digit's minirows follow one of the 6 permutations (row ->
    // box), in a stack its minicolumns one of 6 (box -> column). One branch per configuration left,
    // each keeping only its cells. Counts are (digit, minirow or minicolumn) pairs: 3 for a fixed
    // digit (one configuration), 5 to 9 for 2, 2, 3, 4 or 6 configurations; 27 for a band all fixed.
    //   Fewest (after tdoku): the band or stack with the fewest pairs, then its digit with the fewest
    //   (fail first). tdoku counts the configurations themselves; the pairs are cheaper to sum and
    //   chose as well (hardest 11+ 127 -> 121 guesses, 1106 227 -> 229).
    //   Completion: the band or stack with the fewest digits not fixed (then the most pairs), then its
    //   digit with the most pairs: a wide branch (often 4 or 6 ways) that settles most of the band at
    //   once, where the binary branches of Fewest need a stuck pass and a guess for each level.
    // False when every digit is fixed everywhere (then the grid is solved: a safety net).
    bool chooseConfiguration(const State& s, const std::uint32_t hn[3], std::uint32_t vt, const std::uint32_t vn[9],
                             const std::uint32_t cols[9]) {
        const std::uint32_t total[6] = {hn[0], hn[1], hn[2], vt & 127, (vt >> 7) & 127, vt >> 14};
        const auto pairsOf = [&](int band, int d) {
            return band < 3 ? (s.info[d * 3 + band] >> 9) & 15 : (vn[d] >> (7 * (band - 3))) & 127;
        };
        // Branch-free minima of key << 4 | index; fixed ones (27 pairs in all, 3 for a digit) last.
        std::uint32_t best = ~0u, bestDigit = ~0u;
        if (rule_ == Rule::Fewest) {
            for (std::uint32_t k = 0; k < 6; ++k) best = std::min(best, (total[k] > 27 ? total[k] : 0xFFFFu) << 4 | k);
        } else {
            for (int k = 0; k < 6; ++k) {
                std::uint32_t unfixed = 0;
                for (int d = 0; d < 9; ++d) unfixed += pairsOf(k, d) > 3;
                const std::uint32_t key = unfixed << 8 | (255 - total[k]); // fewest unfixed, then most pairs
                best = std::min(best, (total[k] > 27 ? key : 0xFFFFu) << 4 | static_cast<std::uint32_t>(k));
            }
        }
        if ((best >> 4) == 0xFFFFu) return false;
        const int band = static_cast<int>(best & 15), k = band % 3;
        for (int d = 0; d < 9; ++d) {
            const std::uint32_t n = pairsOf(band, d);
            const std::uint32_t key = n <= 3 ? 255u : rule_ == Rule::Fewest ? n : 15 - n; // Completion: the most pairs
            bestDigit = std::min(bestDigit, key << 4 | static_cast<std::uint32_t>(d));
        }
        const int digit = static_cast<int>(bestDigit & 15);
        if (band < 3) {
            guess_ = {Guess::Row, static_cast<std::uint8_t>(digit), static_cast<std::uint8_t>(k), 0,
                      kT.perms[s.info[digit * 3 + k] >> 13]};
        } else {
            const std::uint32_t y = (cols[digit] >> (3 * k)) & 0x1C0E07; // stack k's 3 columns in the 3 bands
            guess_ = {Guess::Column, static_cast<std::uint8_t>(digit), static_cast<std::uint8_t>(k), 0,
                      kT.perms[(y | y >> 6 | y >> 12) & 511]}; // bit i*3+c: band i, column c of the stack
        }
        return true;
    }

    // Bivalue cells per band (pairs[b]); returns how many in all (0 when seeded: not needed).
    int bivalueCells(const State& s, std::uint32_t pairs[3]) const {
        pairs[0] = pairs[1] = pairs[2] = 0;
        if (rng_) return 0;
        const CandidateCounts c = candidateCounts<true>(s);
        const Lanes p = c.twice & ~c.thrice & loadLanes(s.unsolved);
        pairs[0] = p[0];
        pairs[1] = p[1];
        pairs[2] = p[2];
        return bitCount(pairs[0]) + bitCount(pairs[1]) + bitCount(pairs[2]);
    }

    // The classic rule (and order: seeded, or asked for): without a seed, a bivalue cell of the band
    // with the most bivalue cells (pairs), in that band's row with the most (the first such cell);
    // else, and always when seeded, a cell with the fewest candidates.
    void chooseClassic(const State& s, const std::uint32_t pairs[3]) {
        if (!rng_) {
            int best = -1, most = 0, c[3][3];
            for (int b = 0; b < 3; ++b) {
                const std::uint32_t p = pairs[b];
                c[b][0] = kT.count[p & 511];
                c[b][1] = kT.count[(p >> 9) & 511];
                c[b][2] = kT.count[p >> 18];
                if (c[b][0] + c[b][1] + c[b][2] > most) {
                    most = c[b][0] + c[b][1] + c[b][2];
                    best = b;
                }
            }
            if (best >= 0) {
                const int* n = c[best];
                const int r = n[0] >= n[1] && n[0] >= n[2] ? 0 : n[1] >= n[2] ? 1 : 2;
                setCellGuess(s, best, std::countr_zero(pairs[best] & (511u << (9 * r))));
                return;
            }
        }
        chooseCell(s);
    }

    // The cell with fewest candidates, random among ties when seeded.
    void chooseCell(const State& s) {
        int best = 99, ties = 0;
        for (int b = 0; b < 3; ++b)
            for (std::uint32_t u = s.unsolved[b]; u; u &= u - 1) {
                const int bit = std::countr_zero(u);
                int n = 0;
                for (int j = b; j < 27; j += 3) n += static_cast<int>((s.B[j] >> bit) & 1);
                if (n < best) {
                    best = n;
                    ties = 1;
                    setCellGuess(s, b, bit);
                } else if (n == best && rng_ && rng_->below(static_cast<std::uint32_t>(++ties)) == 0) {
                    setCellGuess(s, b, bit);
                }
            }
    }

    void setCellGuess(const State& s, int b, int bit) {
        std::uint32_t digits = 0;
#if defined(QUDOKU_FAST9_AVX2)
        // Each word's bit `bit` to its sign, 8 words a vector, gathered by movemask (bit i: word i;
        // words 27..31 are prev[0..4], ignored), then band b's words, every third bit, by pext.
        static_assert(offsetof(State, B) + 32 * sizeof(std::uint32_t) <= sizeof(State));
        const __m128i toSign = _mm_cvtsi32_si128(31 - bit);
        std::uint32_t words = 0;
        for (int j = 0; j < 4; ++j) {
            const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s.B + 8 * j));
            words |= static_cast<std::uint32_t>(_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_sll_epi32(v, toSign)))) << (8 * j);
        }
        digits = _pext_u32(words >> b, 0x1249249); // bits 0, 3, ..., 24: digits 0..8
#else
#pragma GCC unroll 9
        for (int d = 0; d < 9; ++d) digits |= ((s.B[d * 3 + b] >> bit) & 1) << d;
#endif
        guess_ = {Guess::Cell, 0, static_cast<std::uint8_t>(b), static_cast<std::uint8_t>(bit), digits};
    }

    // `to = from`, 16 bytes at a time in line: as one struct copy it is a call to memcpy, whose size
    // tests were mispredicted (est -0.1% to -1.1%).
    template <bool WithInfo>
    static void copyState(State& to, const State& from) {
        constexpr std::size_t used = offsetof(State, info) + sizeof(State::info); // (the rest: alignment padding)
        static_assert(used % 16 == 0 && used <= sizeof(State) && std::is_trivially_copyable_v<State>);
        constexpr std::size_t size = WithInfo ? used : (offsetof(State, info) + 15) / 16 * 16;
        auto* d = reinterpret_cast<unsigned char*>(&to);
        const auto* f = reinterpret_cast<const unsigned char*>(&from);
#pragma GCC unroll 32
        for (std::size_t i = 0; i < size; i += 16) std::memcpy(d + i, f + i, 16);
    }

    // Branch `option` of guess g (see Guess).
    static void apply(State& s, const Guess& g, int option) {
        switch (g.kind) {
        case Guess::Cell: s.B[option * 3 + g.where] &= ~kT.rowOf[g.bit] | (1u << g.bit); break;
        case Guess::Row: s.B[g.digit * 3 + g.where] &= kT.permCells[option]; break;
        case Guess::Column:
            for (int i = 0; i < 3; ++i) s.B[g.digit * 3 + i] &= kT.stackKeep[g.where][option][i];
            break;
        }
    }

    // Returns false when the whole search must stop (limit reached or cancelled). In Mode::Root, the
    // rule is chosen when first stuck and the search goes on in its mode.
    template <Mode M>
    bool search(State& s) {
        for (;;) {
            switch (propagate<M>(s)) {
            case Outcome::Contradiction: return true;
            case Outcome::Solved: return record(s);
            case Outcome::Stuck: break;
            }
            // One branch per option, in order or, with a seed, a random one of those left each time;
            // every branch but the last runs on a copy, the last goes on in this state.
            const Guess g = guess_; // (guess_ belongs to the next level once the branches run)
            const bool classic = M == Mode::Classic || rule_ == Rule::Classic; // the branches' mode
            std::uint32_t left = g.options;
            while (left & (left - 1)) {
                std::uint32_t m = left;
                if (rng_)
                    for (std::uint32_t k = rng_->below(static_cast<std::uint32_t>(std::popcount(left))); k; --k) m &= m - 1;
                const int option = std::countr_zero(m);
                left &= ~(1u << option);
                State copy;
                if (classic) copyState<false>(copy, s);
                else copyState<true>(copy, s);
                apply(copy, g, option);
                if (!ctx_.node(true) || !(classic ? search<Mode::Classic>(copy) : search<Mode::Strong>(copy))) return false;
            }
            apply(s, g, std::countr_zero(left));
            if (!ctx_.node(true)) return false;
            if constexpr (M == Mode::Root) return classic ? search<Mode::Classic>(s) : search<Mode::Strong>(s);
        }
    }

    bool record(const State& s) {
#ifndef NDEBUG
        for (int b = 0; b < 3; ++b) {
            std::uint32_t all = 0;
            int n = 0;
            for (int j = b; j < 27; j += 3) {
                all |= s.B[j];
                n += std::popcount(s.B[j]);
            }
            assert(all == kBandBits && n == 27);
        }
#endif
        // Every cell is in exactly one digit's word, so the words spell the whole grid (givens too).
        return ctx_.solutionMadeBy([&] {
            Grid grid(givens_.shape());
            alignas(8) std::uint8_t cells[88];
            toCells(s.B, cells);
            std::memcpy(grid.data(), cells, 81);
            return grid;
        });
    }

    const Grid& givens_;
    SearchContext& ctx_;
    Exclusion exclusion_;
    // How to guess, chosen once per search (seeded or asked for: Classic; else by the number of
    // bivalue cells the first time propagation is stuck, a cheap measure of how hard the puzzle is for
    // a solver: puzzles with many solve with few guesses, where the stuck analysis costs more than it
    // saves; puzzles with almost none need the deepest searches).
    //   Classic: no triads, a bivalue cell (chooseClassic).
    //   Fewest: triads, then the configuration guess with the fewest pairs (tdoku's rule).
    //   Completion: triads, then the configuration guess of the band closest to completion.
    enum class Rule : std::uint8_t { Undecided, Classic, Fewest, Completion };
    static constexpr int kClassicPairs = 10, kFewestPairs = 3;
    Rule rule_;
    // Column claiming in the slow pass: always, but under the classic rule chosen for many bivalue
    // cells or asked for as Fast9Rule::Classic (not for a seed or firstSolution, whose order must
    // stay as it was).
    bool claims_;
    std::optional<SplitMix64> rng_;
    Guess guess_{};
};

} // namespace

void QUDOKU_FAST9_ENTRY(const Grid& grid, SearchContext& ctx, Exclusion exclusion, Fast9Rule rule) {
    Fast9(grid, ctx, exclusion, rule).run();
}

} // namespace qudoku::detail

#if defined(QUDOKU_FAST9_AVX2)
#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif
#endif
