#include "qudoku/logic/technique.h"

#include "logic/finders.h"

#include <array>
#include <cassert>
#include <cstdint>

namespace qudoku::logic {

namespace {

using enum Technique;
using enum Grade;
using namespace detail;

// Ratings: Sudoku Explainer's published values where Explainer has the technique (singles 1.0-2.3,
// locked candidates 2.6/2.8, subsets 3.0-5.4, basic fish 3.2/3.8/5.2, XY/XYZ-Wing 4.2/4.4, unique
// rectangles 4.5+, BUG 5.6, chains 6.5+). Explainer has no finned fish, Franken or Mutant fish,
// single-digit patterns, W-Wing, remote pair, colouring or ALS; they get the rating of the nearest
// Explainer step they stand for:
// - finned fish just above their basic fish (X-Wing 3.2: finned 3.4, sashimi 3.5; Swordfish 3.8:
//   4.0, 4.1; Jellyfish 5.2: 5.4, 5.5);
// - the single-digit patterns and colouring as the short X-chains they are (6.5-6.6). Multi-colouring
//   is an X-chain through two clusters (a strong-link path in each, joined by the weak link), rated
//   6.5 like simple colouring and tried before the X-chain, which would otherwise always find it
//   first (the shortest X-chain search finds every colour trap);
// - W-Wing as a short XY-chain, ALS-XZ above AIC;
// - Franken and Mutant fish: Explainer knows no fish with boxes in it and proves their eliminations
//   only by a forcing chain on the one value, a Nishio chain (7.5 + length): if the target held v,
//   the k base houses would keep their places for v only in k-1 covers. So they are rated above
//   ALS-XZ (Franken 7.6; Mutant 7.7, whose rows and columns mixed on one side are harder to see),
//   +0.1 for each base house beyond two and +0.1 for fins (the chain grows), and tried among the
//   ALS family by that rating (HoDoKu tries them last). Small ones are other patterns' shapes (a 2-String Kite is a finned Mutant
//   X-Wing, many turbot fish and empty rectangles are finned Franken X-Wings), which keep their own
//   simpler names by being tried first.
// - the rest of the ALS family are ALS-XZ grown longer: written as an AIC, ALS-XZ has 3 links
//   ((z)A=(x)A-(x)B=(z)B), an ALS-XY-Wing 5 and an ALS chain of n sets 2n - 1, so they are rated 7.5
//   plus Explainer's chain length penalty on those links (XY-Wing 7.6, a chain of four sets 7.7, five
//   or six 7.8). A death blossom is a cell forcing chain (one branch per candidate of the stem, each
//   making its petal locked), Explainer's "multiple forcing chains", which start at 8.0. Sue de Coq, a
//   locked set spread over a line and a box, is in its simplest form a doubly linked ALS-XZ, so it is
//   rated as ALS-XZ and tried just before it, as the simpler picture. Aligned pair and triple
//   exclusion are Explainer's own (6.2, 7.5).
// Within one rating the cheaper search is tried first (aligned triple exclusion after ALS-XZ).
// Two exceptions, both patterns that would otherwise never be seen:
// - Every Skyscraper is also a sashimi X-Wing (3.5), so rated as an X-chain it would never be seen;
//   it is rated 3.4 and tried just before the finned fish, so players meet the simpler picture of it.
// - A remote pair can never be the next step if it is tried after the single-digit patterns: two
//   neighbours of the chain share a house, so once naked pairs are done neither of the pair's values
//   appears elsewhere in that house, and every link is a strong link on both values. The chain is
//   then an X-chain (a Skyscraper, Kite or Turbot fish when it has four cells) on each value, which
//   would always be found first and take half of the eliminations. So it is tried right after the
//   basic fish and hidden pair (where HoDoKu tries it too), rated 3.4 like the Skyscraper it
//   contains, plus the chain length penalty for longer chains.
// Uniqueness: Explainer rates a unique rectangle 4.5 (its type 3 4.5 plus 0.1 per value of the naked
// subset beyond the first: 4.6 for a pair) and its BUG types 1 to 4 5.6, 5.7, 5.7 plus 0.1 per value
// of the subset beyond the first (5.8 for a pair), and 5.7. Type 2 is 4.6 here, 0.1 above Explainer's
// 4.5. HoDoKu's type 5 is the same Explainer hint as type 2 (its extra cells need not see each
// other), so it shares type 2's rating and is tried right after it. Explainer has no type 6 or hidden
// rectangle: both are a type 4 (4.5) that needs a second strong link, 4.6. Nor does it have a rule for
// a BUG whose extras are several values in several cells: BUG+n is its type 2 (5.7) over several
// values, 5.8, and is tried after the named types, which it partly contains.
// Scores and grades: HoDoKu's published defaults (full house 4 ... ALS-XZ 300). HoDoKu has no BUG
// beyond BUG+1 (100, medium); the others get its uniqueness steps' 100 and hard.
// Avoidable rectangles (techniques/avoidable_rectangles.cpp) are HoDoKu's, which scores its types 1
// and 2 as its unique rectangles (100, hard); Explainer has none. Each is the unique rectangle of its
// type with solved cells for some corners, so it is rated as that type (4.5, 4.6) and tried after
// the unique rectangles of its rating (HoDoKu tries them after its hidden rectangle too).
// Explainer's direct hints (direct-pointing 1.7, or 1.9 for claiming; direct-hidden-pair 2.0;
// direct-hidden-triple 2.5; techniques/direct_hints.cpp) are on the se scale only, where Explainer tries
// them among its singles: a locked set that leaves a hidden single, which is placed. HoDoKu has none;
// each scores as the locked set it is built on (pointing 50, hidden pair 70, hidden triple 100, medium).
// On the se scale one row, unique-loop (techniques/unique_loops.cpp), stands for Explainer's whole
// UniqueLoops producer in place of the rectangle rows: rectangles and loops of six cells or more,
// types 1-4 with its type 3 naked and hidden, rated per instance as Explainer rates them (4.5 for a
// rectangle of any type, 4.6-5.0 for loops, type 3 plus its set) and chosen as Explainer chooses (the
// lowest rating, then type, then its search order). The row's rating is a rectangle's.
//
// Scores and grades: HoDoKu's published defaults (full house 4 ... Sue de Coq 250, ALS-XZ 300,
// ALS-XY-Wing 320, ALS-XY-Chain 340, death blossom 360, all unfair). HoDoKu has no aligned exclusion.
// An aligned pair exclusion works as a death blossom does, with one base cell as the stem and
// bivalue excluders as petals: each value of the stem either is the eliminated value in a cell that
// sees the other base cell, or forces an excluder onto it. So it scores as one (360, unfair). The
// triple runs its combinations over two cells at once and has no HoDoKu counterpart: it scores a step
// above (400, unfair; HoDoKu's finned Franken fish score 390-430).
//
// Scores and grades: HoDoKu's published defaults (full house 4 ... ALS-XZ 300). HoDoKu scores each
// size of Franken and Mutant fish and its finned form apart (Franken 300-430, unfair; Mutant 450-470,
// extreme); here one technique covers sizes 2-4 with and without fins, and the row has the score of
// the smallest, as its rating is the simplest instance's.
// Explainer's strong-linked fishes (strong-links-2/3/4, techniques/strong_link_fish.cpp) are on the
// se scale only, where they reproduce Explainer's producers (four links on no scale: off by default in
// the version of the published ratings): each step is rated by Explainer's own rule (4.0, 5.4, 5.8 for
// 2, 3, 4 links, up to +0.3), and the row's rating is the simplest instance's.
// HoDoKu has no such family. Two links are its Skyscraper (130), 2-String Kite (150), Turbot Fish and
// Empty Rectangle (120); three or four are its X-Chain (260, unfair), a loop its continuous nice
// loop. Each row scores as its simplest instance: two links a Skyscraper (130, hard), three and four
// an X-chain (260, unfair).
//
// SukakuExplainer's big wings (WXYZ- to TUVWXYZ-Wing, techniques/big_wings.cpp) are rated as it rates
// them, per instance: WXYZ 5.5-5.6, VWXYZ 6.2-6.4 (the row has the lowest), UVWXYZ 6.6, TUVWXYZ 7.5.
// They are on the qudoku scale: named patterns players know, and ALS-XZ (7.5), which stands for them
// there otherwise, is both dearer and harder to see. WXYZ and VWXYZ are on the se scale too; UVWXYZ and
// TUVWXYZ are not, as the SukakuExplainer that made the published ratings did not have them yet. Each row sits where its base rating puts
// it, after the rows of the same rating that are simpler pictures (the sashimi Jellyfish; the W-Wing)
// and before those that would contain it (TUVWXYZ just before ALS-XZ, which would always find it
// first). HoDoKu has none of them. Each is an ALS-XZ whose smaller set is one bivalue cell and whose
// larger one is k cells of one house; the XYZ-Wing (180, hard) is the case k = 2 and ALS-XZ (300,
// unfair) the general case. So they score between those, growing with the set: WXYZ 200 (hard, one
// cell more than the XYZ-Wing), VWXYZ 230, UVWXYZ 260 and TUVWXYZ 280 (unfair, as ALS-XZ: sets of four
// to six cells are no longer seen at a glance).
//
// Variants (issue 33). The constraint steps (techniques/constraint_steps.cpp) are what one constraint
// removes by itself. Neither Explainer nor HoDoKu has them; they are rated by the single or
// intersection a player does in the same way:
// - anti-knight and anti-king (a placed digit leaves the cells a chess move away) and odd/even (an
//   odd cell keeps only odd digits) are the peer eliminations of a placement or a given: 1.1, just
//   after a full house (1.0) and before a hidden single (1.2), score 4 as the singles. Tried before
//   the singles, so a single never rests on a candidate the rules have already ruled out;
// - a Kropki dot, an X or V, a non-consecutive pair, a minimum or maximum cell and the negative rules
//   compare two cells' candidates, as a direct pointing does (1.7): 1.7, the negative rules 1.8 (a
//   rule about the edges that carry nothing, less visible);
// - a thermometer bounds each cell by its place on the branch, counting along it: 2.0 (a direct
//   hidden pair's);
// - a quadruple confines its digits to its four cells, an intersection: 2.6 as pointing;
// - innies and outies (the rule of 45 over 1 to 3 houses, techniques/innies_outies.cpp) add houses
//   up against the cages, a counting step over several houses as an intersection is over two:
//   2.9, just after claiming, score 50 (medium) as pointing and claiming; SudokuWiki and killer
//   solvers teach them right after the cage combinations;
// - a killer cage (issue 34) keeps the digits of the combinations adding up to its sum that its
//   cells can hold ("17 in two cells: 8 and 9"), counting as a thermometer does: 2.0, score 4 (a
//   killer takes one or more such steps per cage). A placed digit leaving the rest of its cage
//   (a cage across houses) is the cage's step too, as anti-knight's;
// - an arrow and a little killer (issue 34) keep the digits adding up to the circle's number or to
//   the clue with the other cells' ("r1c2 is 1, 2 or 3"), the same counting along a few cells as a
//   killer cage's: 2.0, score 4, right after the cages;
// - a sandwich, an X-sum and a skyscraper clue (issue 34) weigh the places of the crusts, the first
//   digit or the tallest digits along a whole row against the clue: more to hold at once than a
//   cage, less than an intersection over two houses: 2.2 (just before a naked single's 2.3),
//   score 4;
// - the lines (issue 34: renban, whispers, palindrome, between, region-sum, entropic, modular,
//   zipper) read their rule along the line as a thermometer does, comparing each cell with the
//   others of the line: 2.0, score 4, each. Whispers, palindromes, entropic and modular lines are
//   pairs only (each pair is what a dot compares, 1.7), but a line's step takes the whole line at once
//   (a 9-cell entropic line's classes), so they stay with the thermometer they are drawn like. A
//   placed digit leaving the rest of a renban line is the line's step too, as a cage's.
// Scores: 4 each (a single's), the quadruple 20 (all easy). A variant puzzle takes many of them (a
// Kropki puzzle 130 dot steps beside its singles), and at a hidden single's 14 or more the score
// alone made easy thermometer and XV/Kropki puzzles "very hard" or "extreme" (measured on
// SudokuVariantSolverJS's sample: Thermal Scanner, ER 2.8, scored 1750 with thermometers at 30).
// Which rules a row may run on (TechniqueInfo::applies): Any for the rows that read only the
// geometry's complete houses, its peers (every cell that must differ, constraints' pairs included)
// and strong links in complete houses, which are true statements under any rules: singles,
// subsets, intersections between any two houses, basic and finned fish (rows and columns as base and
// cover; a fin's box is its region), XY- and XYZ-Wing, W-Wing, remote pair, colouring, X-, XY-chains
// and AIC (these also follow the constraints' weak links), Franken and Mutant fish (bases and covers
// from every complete house: a jigsaw's regions, diagonals, windows, ...; franken_fish.cpp), and the
// forcing chains (over every house and constraint on variants: forcing_chains.cpp). ClassicHouses for
// those that do box arithmetic on the shape or name house kinds (single-digit patterns, strong links,
// big wings, the ALS family, Sue de Coq, aligned exclusion, the direct hints): sound with
// rows, columns and standard boxes, whatever the constraints (they only add peers, and "sees" is
// "must differ"), but not read for jigsaw regions or extra houses, so off there. Classic for the
// uniqueness techniques (unique rectangles and loops, avoidable rectangles, BUG): they argue that
// swapping two digits in a pattern leaves a second solution, and a diagonal, window, extra region or
// any constraint (a dot's relation, a thermometer's order, an odd cell) can tell the two digits
// apart, so the swap need not be a solution. A plain jigsaw keeps the symmetry when the rectangle
// spans exactly two regions, but the finders look for the two boxes by the shape's arithmetic, so
// they stay off for jigsaw too.
//
// One row per technique: what it is worth and the function that finds it. Everything else about a
// technique (the trying order, the default cap, the finder the engine calls) is read from this table.
struct Row {
    TechniqueInfo info;
    detail::Finder find;
};

constexpr std::array kRows{
    Row{{FullHouse, "full-house", 1.0, 4, Easy, false, Scales::Both, false, 0.0, Applies::Any}, findFullHouse},
    Row{{AntiKnight, "anti-knight", 1.1, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<AntiKnight>},
    Row{{AntiKing, "anti-king", 1.1, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<AntiKing>},
    Row{{OddEven, "odd-even", 1.1, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<OddEven>},
    Row{{HiddenSingle, "hidden-single", 1.2, 14, Easy, false, Scales::Both, false, 0.0, Applies::Any}, findHiddenSingle}, // 1.5 in a row or column
    Row{{DirectPointing, "direct-pointing", 1.7, 50, Medium, false, Scales::Se, false, 0.2, Applies::ClassicHouses}, findDirectPointing},
    Row{{WhiteDot, "white-dot", 1.7, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<WhiteDot>},
    Row{{BlackDot, "black-dot", 1.7, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<BlackDot>},
    Row{{XV, "xv", 1.7, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<XV>},
    Row{{NonConsecutive, "non-consecutive", 1.7, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<NonConsecutive>},
    Row{{MinimumMaximum, "minimum-maximum", 1.7, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<MinimumMaximum>},
    Row{{NoDot, "no-dot", 1.8, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<NoDot>},
    Row{{NoXV, "no-xv", 1.8, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<NoXV>},
    Row{{DirectHiddenPair, "direct-hidden-pair", 2.0, 70, Medium, false, Scales::Se, false, 0.0, Applies::ClassicHouses}, findDirectHiddenPair},
    Row{{Thermometer, "thermometer", 2.0, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<Thermometer>},
    Row{{KillerCage, "killer-cage", 2.0, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<KillerCage>},
    Row{{Arrow, "arrow", 2.0, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<Arrow>},
    Row{{LittleKiller, "little-killer", 2.0, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<LittleKiller>},
    Row{{Renban, "renban", 2.0, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<Renban>},
    Row{{Whispers, "whispers", 2.0, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<Whispers>},
    Row{{Palindrome, "palindrome", 2.0, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<Palindrome>},
    Row{{BetweenLine, "between-line", 2.0, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<BetweenLine>},
    Row{{RegionSumLine, "region-sum-line", 2.0, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<RegionSumLine>},
    Row{{EntropicLine, "entropic-line", 2.0, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<EntropicLine>},
    Row{{ModularLine, "modular-line", 2.0, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<ModularLine>},
    Row{{ZipperLine, "zipper-line", 2.0, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<ZipperLine>},
    Row{{Sandwich, "sandwich", 2.2, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<Sandwich>},
    Row{{XSum, "x-sum", 2.2, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<XSum>},
    Row{{SkyscraperClue, "skyscraper-clue", 2.2, 4, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<SkyscraperClue>},
    Row{{NakedSingle, "naked-single", 2.3, 4, Easy, false, Scales::Both, false, 0.0, Applies::Any}, findNakedSingle},
    Row{{DirectHiddenTriple, "direct-hidden-triple", 2.5, 100, Medium, false, Scales::Se, false, 0.0, Applies::ClassicHouses}, findDirectHiddenTriple},
    Row{{Quadruple, "quadruple", 2.6, 20, Easy, false, Scales::Both, false, 0.0, Applies::Constraints}, findConstraint<Quadruple>},
    Row{{Pointing, "pointing", 2.6, 50, Medium, false, Scales::Both, false, 0.0, Applies::Any}, findPointing},
    Row{{Claiming, "claiming", 2.8, 50, Medium, false, Scales::Both, false, 0.0, Applies::Any}, findClaiming},
    Row{{Innies, "innies", 2.9, 50, Medium, false, Scales::Both, false, 0.0, Applies::Constraints}, findInnies},
    Row{{Outies, "outies", 2.9, 50, Medium, false, Scales::Both, false, 0.0, Applies::Constraints}, findOuties},
    Row{{NakedPair, "naked-pair", 3.0, 60, Medium, false, Scales::Both, false, 0.0, Applies::Any}, findNakedPair},
    Row{{XWing, "x-wing", 3.2, 140, Hard, false, Scales::Both, false, 0.0, Applies::Any}, findXWing},
    Row{{HiddenPair, "hidden-pair", 3.4, 70, Medium, false, Scales::Both, false, 0.0, Applies::Any}, findHiddenPair},
    Row{{RemotePair, "remote-pair", 3.4, 110, Hard, false, Scales::Qudoku, true, 0.0, Applies::Any}, findRemotePair},
    Row{{Skyscraper, "skyscraper", 3.4, 130, Hard, false, Scales::Qudoku, false, 0.0, Applies::ClassicHouses}, findSkyscraper},
    Row{{FinnedXWing, "finned-x-wing", 3.4, 130, Hard, false, Scales::Qudoku, false, 0.0, Applies::Any}, findFinnedXWing},
    Row{{SashimiXWing, "sashimi-x-wing", 3.5, 150, Hard, false, Scales::Qudoku, false, 0.0, Applies::Any}, findSashimiXWing},
    Row{{NakedTriple, "naked-triple", 3.6, 80, Medium, false, Scales::Both, false, 0.0, Applies::Any}, findNakedTriple},
    Row{{Swordfish, "swordfish", 3.8, 150, Hard, false, Scales::Both, false, 0.0, Applies::Any}, findSwordfish},
    Row{{HiddenTriple, "hidden-triple", 4.0, 100, Medium, false, Scales::Both, false, 0.0, Applies::Any}, findHiddenTriple},
    Row{{StrongLinks2, "strong-links-2", 4.0, 130, Hard, false, Scales::Se, false, 0.0, Applies::ClassicHouses}, findStrongLinks2},
    Row{{FinnedSwordfish, "finned-swordfish", 4.0, 200, Unfair, false, Scales::Qudoku, false, 0.0, Applies::Any}, findFinnedSwordfish},
    Row{{SashimiSwordfish, "sashimi-swordfish", 4.1, 240, Unfair, false, Scales::Qudoku, false, 0.0, Applies::Any}, findSashimiSwordfish},
    Row{{XYWing, "xy-wing", 4.2, 160, Hard, false, Scales::Both, false, 0.0, Applies::Any}, findXYWing},
    Row{{XYZWing, "xyz-wing", 4.4, 180, Hard, false, Scales::Both, false, 0.0, Applies::Any}, findXYZWing},
    Row{{UniqueLoop, "unique-loop", 4.5, 100, Hard, true, Scales::Se, false, 1.1, Applies::Classic}, findUniqueLoop},
    Row{{UniqueRectangle1, "unique-rectangle-1", 4.5, 100, Hard, true, Scales::Qudoku, false, 0.0, Applies::Classic}, findUniqueRectangle1},
    Row{{UniqueRectangle4, "unique-rectangle-4", 4.5, 100, Hard, true, Scales::Qudoku, false, 0.0, Applies::Classic}, findUniqueRectangle4},
    Row{{AvoidableRectangle1, "avoidable-rectangle-1", 4.5, 100, Hard, true, Scales::Qudoku, false, 0.0, Applies::Classic}, findAvoidableRectangle1},
    Row{{UniqueRectangle2, "unique-rectangle-2", 4.6, 100, Hard, true, Scales::Qudoku, false, 0.0, Applies::Classic}, findUniqueRectangle2},
    Row{{UniqueRectangle5, "unique-rectangle-5", 4.6, 100, Hard, true, Scales::Qudoku, false, 0.0, Applies::Classic}, findUniqueRectangle5},
    Row{{UniqueRectangle3, "unique-rectangle-3", 4.6, 100, Hard, true, Scales::Qudoku, false, 0.2, Applies::Classic}, findUniqueRectangle3},
    Row{{UniqueRectangle6, "unique-rectangle-6", 4.6, 100, Hard, true, Scales::Qudoku, false, 0.0, Applies::Classic}, findUniqueRectangle6},
    Row{{HiddenRectangle, "hidden-rectangle", 4.6, 100, Hard, true, Scales::Qudoku, false, 0.0, Applies::Classic}, findHiddenRectangle},
    Row{{AvoidableRectangle2, "avoidable-rectangle-2", 4.6, 100, Hard, true, Scales::Qudoku, false, 0.0, Applies::Classic}, findAvoidableRectangle2},
    Row{{NakedQuad, "naked-quad", 5.0, 120, Hard, false, Scales::Both, false, 0.0, Applies::Any}, findNakedQuad},
    Row{{Jellyfish, "jellyfish", 5.2, 160, Unfair, false, Scales::Both, false, 0.0, Applies::Any}, findJellyfish},
    Row{{HiddenQuad, "hidden-quad", 5.4, 150, Hard, false, Scales::Both, false, 0.0, Applies::Any}, findHiddenQuad},
    Row{{StrongLinks3, "strong-links-3", 5.4, 260, Unfair, false, Scales::Se, false, 0.0, Applies::ClassicHouses}, findStrongLinks3},
    Row{{FinnedJellyfish, "finned-jellyfish", 5.4, 250, Unfair, false, Scales::Qudoku, false, 0.0, Applies::Any}, findFinnedJellyfish},
    Row{{SashimiJellyfish, "sashimi-jellyfish", 5.5, 260, Unfair, false, Scales::Qudoku, false, 0.0, Applies::Any}, findSashimiJellyfish},
    Row{{WXYZWing, "wxyz-wing", 5.5, 200, Hard, false, Scales::Both, false, 0.1, Applies::ClassicHouses}, findWXYZWing},
    Row{{BugPlusOne, "bug-plus-one", 5.6, 100, Medium, true, Scales::Both, false, 0.0, Applies::Classic}, findBugPlusOne},
    Row{{BugType2, "bug-type-2", 5.7, 100, Hard, true, Scales::Both, false, 0.0, Applies::Classic}, findBugType2},
    Row{{BugType4, "bug-type-4", 5.7, 100, Hard, true, Scales::Both, false, 0.0, Applies::Classic}, findBugType4},
    Row{{BugType3, "bug-type-3", 5.8, 100, Hard, true, Scales::Both, false, 0.4, Applies::Classic}, findBugType3},
    Row{{BugPlusN, "bug-plus-n", 5.8, 100, Hard, true, Scales::Qudoku, false, 0.0, Applies::Classic}, findBugPlusN},
    Row{{StrongLinks4, "strong-links-4", 5.8, 260, Unfair, false, Scales::None, false, 0.0, Applies::ClassicHouses}, findStrongLinks4},
    Row{{VWXYZWing, "vwxyz-wing", 6.2, 230, Unfair, false, Scales::Both, false, 0.2, Applies::ClassicHouses}, findVWXYZWing},
    Row{{AlignedPairExclusion, "aligned-pair-exclusion", 6.2, 360, Unfair, false, Scales::Both, false, 0.0, Applies::ClassicHouses}, findAlignedPairExclusion},
    Row{{TwoStringKite, "2-string-kite", 6.5, 150, Hard, false, Scales::Qudoku, false, 0.0, Applies::ClassicHouses}, findTwoStringKite},
    Row{{TurbotFish, "turbot-fish", 6.5, 120, Hard, false, Scales::Qudoku, false, 0.0, Applies::ClassicHouses}, findTurbotFish},
    Row{{EmptyRectangle, "empty-rectangle", 6.5, 120, Hard, false, Scales::Qudoku, false, 0.0, Applies::ClassicHouses}, findEmptyRectangle},
    Row{{SimpleColouring, "simple-colouring", 6.5, 150, Hard, false, Scales::Qudoku, false, 0.0, Applies::Any}, findSimpleColouring},
    Row{{MultiColouring, "multi-colouring", 6.5, 200, Hard, false, Scales::Qudoku, false, 0.0, Applies::Any}, findMultiColouring},
    Row{{XChain, "x-chain", 6.5, 260, Unfair, false, Scales::Qudoku, true, 0.0, Applies::Any}, findXChain},
    Row{{ForcingChain, "forcing-chain", 6.5, 280, Unfair, false, Scales::Se, true, 0.0, Applies::Any}, findForcingChain},
    Row{{WWing, "w-wing", 6.6, 150, Hard, false, Scales::Qudoku, false, 0.0, Applies::Any}, findWWing},
    Row{{UVWXYZWing, "uvwxyz-wing", 6.6, 260, Unfair, false, Scales::Qudoku, false, 0.0, Applies::ClassicHouses}, findUVWXYZWing},
    Row{{XYChain, "xy-chain", 6.6, 260, Unfair, false, Scales::Qudoku, true, 0.0, Applies::Any}, findXYChain},
    Row{{Aic, "aic", 7.0, 280, Unfair, false, Scales::Qudoku, true, 0.0, Applies::Any}, findAic},
    Row{{SueDeCoq, "sue-de-coq", 7.5, 250, Unfair, false, Scales::Qudoku, false, 0.0, Applies::ClassicHouses}, findSueDeCoq},
    Row{{TUVWXYZWing, "tuvwxyz-wing", 7.5, 280, Unfair, false, Scales::Qudoku, false, 0.0, Applies::ClassicHouses}, findTUVWXYZWing},
    Row{{AlsXz, "als-xz", 7.5, 300, Unfair, false, Scales::Qudoku, false, 0.0, Applies::ClassicHouses}, findAlsXz},
    Row{{NishioForcingChain, "nishio-forcing-chain", 7.5, 500, Extreme, false, Scales::Se, true, 0.0, Applies::Any}, findNishioForcingChain},
    Row{{AlignedTripleExclusion, "aligned-triple-exclusion", 7.5, 400, Unfair, false, Scales::Both, false, 0.0, Applies::ClassicHouses}, findAlignedTripleExclusion},
    Row{{FrankenFish, "franken-fish", 7.6, 300, Unfair, false, Scales::Qudoku, false, 0.3, Applies::Any}, findFrankenFish},
    Row{{AlsXyWing, "als-xy-wing", 7.6, 320, Unfair, false, Scales::Qudoku, true, 0.0, Applies::ClassicHouses}, findAlsXyWing},
    Row{{MutantFish, "mutant-fish", 7.7, 450, Extreme, false, Scales::Qudoku, false, 0.3, Applies::Any}, findMutantFish},
    Row{{AlsXyChain, "als-xy-chain", 7.7, 340, Unfair, false, Scales::Qudoku, true, 0.0, Applies::ClassicHouses}, findAlsXyChain},
    Row{{DeathBlossom, "death-blossom", 8.0, 360, Unfair, false, Scales::Qudoku, false, 0.0, Applies::ClassicHouses}, findDeathBlossom},
    Row{{MultipleForcingChain, "multiple-forcing-chain", 8.0, 500, Extreme, false, Scales::Both, true, 0.0, Applies::Any}, findMultipleForcingChain},
    Row{{DynamicForcingChain, "dynamic-forcing-chain", 8.5, 700, Extreme, false, Scales::Both, true, 0.0, Applies::Any}, findDynamicForcingChain},
    Row{{DynamicForcingChainPlus, "dynamic-forcing-chain-plus", 9.0, 800, Extreme, false, Scales::Both, true, 0.0, Applies::Any}, findDynamicForcingChainPlus},
    Row{{NestedForcingChain, "nested-forcing-chain", 9.5, 900, Extreme, false, Scales::Both, true, 0.0, Applies::Any}, findNestedForcingChain},
    // HoDoKu's Brute Force scores 10000; on no scale, so no rating or grade ever includes it.
    Row{{ProofBySearch, "proof-by-search", 11.0, 10000, Extreme, false, Scales::None, false, 0.0, Applies::Any}, findProofBySearch},
};

constexpr bool inEnumOrder() {
    for (std::size_t i = 0; i < kRows.size(); ++i)
        if (static_cast<std::size_t>(kRows[i].info.id) != i) return false;
    return true;
}
static_assert(inEnumOrder(), "kRows must list every technique in enum order, one row each");

// The public view of the table: its first column.
constexpr auto kInfos = [] {
    std::array<TechniqueInfo, kRows.size()> infos{};
    for (std::size_t i = 0; i < kRows.size(); ++i) infos[i] = kRows[i].info;
    return infos;
}();

constexpr std::size_t countIn(Scales scale) {
    std::size_t count = 0;
    for (const Row& row : kRows) count += inScale(row.info.scales, scale) ? 1 : 0;
    return count;
}

constexpr auto kQudokuOrder = [] {
    std::array<Technique, countIn(Scales::Qudoku)> order{};
    std::size_t i = 0;
    for (const Row& row : kRows)
        if (inScale(row.info.scales, Scales::Qudoku)) order[i++] = row.info.id;
    return order;
}();

// Explainer's producers in its Solver's order, for the ones we have: SukakuExplainer 7c8c0bf's, with the
// default set of its version 1.15.12 (c96dcbe, 2020-01-02), which made the published ratings this scale
// is measured against (docs/logic.md): no UVWXYZ- and TUVWXYZ-Wing (added on 2020-01-13; they stay on
// the qudoku scale) and no four strong links (off by default then; the row is on no scale).
constexpr std::array kSeOrder{
    FullHouse, HiddenSingle, // Explainer's HiddenSingle: the last cell of a house first
    // The constraint steps (variants only; Explainer has none): with the singles, as on the qudoku scale.
    AntiKnight, AntiKing, OddEven, WhiteDot, BlackDot, XV, NonConsecutive, MinimumMaximum, NoDot, NoXV, Thermometer,
    KillerCage, Arrow, LittleKiller,
    Renban, Whispers, Palindrome, BetweenLine, RegionSumLine, EntropicLine, ModularLine, ZipperLine,
    Sandwich, XSum, SkyscraperClue,
    DirectPointing, DirectHiddenPair, NakedSingle, DirectHiddenTriple, // its direct hints among its singles
    Quadruple, Pointing, Claiming, Innies, Outies, NakedPair, XWing, HiddenPair,
    NakedTriple, Swordfish, HiddenTriple,
    StrongLinks2, // Explainer's TurbotFish
    XYWing, XYZWing,
    UniqueLoop, // Explainer's UniqueLoops: rectangles and loops
    NakedQuad, Jellyfish, HiddenQuad,
    StrongLinks3, WXYZWing,
    BugPlusOne, BugType2, BugType4, BugType3, // Explainer's BUG
    VWXYZWing, AlignedPairExclusion,
    ForcingChain,
    AlignedTripleExclusion, NishioForcingChain, MultipleForcingChain, DynamicForcingChain, DynamicForcingChainPlus,
    NestedForcingChain,
};

constexpr bool seOrderMatchesTable() {
    for (Technique t : kSeOrder)
        if (!inScale(kRows[static_cast<std::size_t>(t)].info.scales, Scales::Se)) return false;
    return kSeOrder.size() == countIn(Scales::Se);
}
static_assert(seOrderMatchesTable(), "kSeOrder must list exactly the table's rows marked for the se scale");

} // namespace

std::span<const Technique> trialOrder(RatingScale scale) {
    if (scale == RatingScale::Se) return kSeOrder;
    return kQudokuOrder;
}

std::span<const TechniqueInfo> allTechniques() { return kInfos; }

const TechniqueInfo& techniqueInfo(Technique technique) {
    return kInfos[static_cast<std::size_t>(technique)];
}

Technique hardestTechnique() { return Technique::NestedForcingChain; }
static_assert(static_cast<std::size_t>(Technique::NestedForcingChain) + 2 == kRows.size(),
              "the nested forcing chain ends the scales; only proof by search, on none, comes after it");

namespace detail {
Finder finderFor(Technique technique) { return kRows[static_cast<std::size_t>(technique)].find; }
} // namespace detail

std::optional<Technique> techniqueFromKey(std::string_view key) {
    for (const TechniqueInfo& info : kInfos)
        if (info.key == key) return info.id;
    return std::nullopt;
}

Grade gradeForScore(int score, int cellCount) {
    if (cellCount > 0 && cellCount != 81) score = static_cast<int>((std::int64_t{score} * 81 + cellCount / 2) / cellCount);
    if (score <= 800) return Easy;
    if (score <= 1000) return Medium;
    if (score <= 1600) return Hard;
    if (score <= 1800) return Unfair;
    return Extreme;
}

std::optional<Grade> gradeFromKey(std::string_view key) {
    for (Grade g : {Easy, Medium, Hard, Unfair, Extreme})
        if (gradeKey(g) == key) return g;
    return std::nullopt;
}

std::string_view gradeKey(Grade grade) {
    switch (grade) {
    case Easy: return "easy";
    case Medium: return "medium";
    case Hard: return "hard";
    case Unfair: return "unfair";
    case Extreme: return "extreme";
    }
    return "extreme";
}

} // namespace qudoku::logic
