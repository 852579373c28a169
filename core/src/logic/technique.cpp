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
//   +0.1 for each base house beyond two and +0.1 for fins (the chain grows), and tried last, where
//   HoDoKu tries them too. Small ones are other patterns' shapes (a 2-String Kite is a finned Mutant
//   X-Wing, many turbot fish and empty rectangles are finned Franken X-Wings), which keep their own
//   simpler names by being tried first.
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
// Scores and grades: HoDoKu's published defaults (full house 4 ... ALS-XZ 300). HoDoKu scores each
// size of Franken and Mutant fish and its finned form apart (Franken 300-430, unfair; Mutant 450-470,
// extreme); here one technique covers sizes 2-4 with and without fins, and the row has the score of
// the smallest, as its rating is the simplest instance's.
// One row per technique: what it is worth and the function that finds it. Everything else about a
// technique (the trying order, the default cap, the finder the engine calls) is read from this table.
struct Row {
    TechniqueInfo info;
    detail::Finder find;
};

constexpr std::array kRows{
    Row{{FullHouse, "full-house", 1.0, 4, Easy, false}, findFullHouse},
    Row{{HiddenSingle, "hidden-single", 1.2, 14, Easy, false}, findHiddenSingle}, // 1.5 in a row or column
    Row{{NakedSingle, "naked-single", 2.3, 4, Easy, false}, findNakedSingle},
    Row{{Pointing, "pointing", 2.6, 50, Medium, false}, findPointing},
    Row{{Claiming, "claiming", 2.8, 50, Medium, false}, findClaiming},
    Row{{NakedPair, "naked-pair", 3.0, 60, Medium, false}, findNakedPair},
    Row{{XWing, "x-wing", 3.2, 140, Hard, false}, findXWing},
    Row{{HiddenPair, "hidden-pair", 3.4, 70, Medium, false}, findHiddenPair},
    Row{{RemotePair, "remote-pair", 3.4, 110, Hard, false}, findRemotePair},
    Row{{Skyscraper, "skyscraper", 3.4, 130, Hard, false}, findSkyscraper},
    Row{{FinnedXWing, "finned-x-wing", 3.4, 130, Hard, false}, findFinnedXWing},
    Row{{SashimiXWing, "sashimi-x-wing", 3.5, 150, Hard, false}, findSashimiXWing},
    Row{{NakedTriple, "naked-triple", 3.6, 80, Medium, false}, findNakedTriple},
    Row{{Swordfish, "swordfish", 3.8, 150, Hard, false}, findSwordfish},
    Row{{HiddenTriple, "hidden-triple", 4.0, 100, Medium, false}, findHiddenTriple},
    Row{{FinnedSwordfish, "finned-swordfish", 4.0, 200, Unfair, false}, findFinnedSwordfish},
    Row{{SashimiSwordfish, "sashimi-swordfish", 4.1, 240, Unfair, false}, findSashimiSwordfish},
    Row{{XYWing, "xy-wing", 4.2, 160, Hard, false}, findXYWing},
    Row{{XYZWing, "xyz-wing", 4.4, 180, Hard, false}, findXYZWing},
    Row{{UniqueRectangle1, "unique-rectangle-1", 4.5, 100, Hard, true}, findUniqueRectangle1},
    Row{{UniqueRectangle4, "unique-rectangle-4", 4.5, 100, Hard, true}, findUniqueRectangle4},
    Row{{UniqueRectangle2, "unique-rectangle-2", 4.6, 100, Hard, true}, findUniqueRectangle2},
    Row{{UniqueRectangle3, "unique-rectangle-3", 4.6, 100, Hard, true}, findUniqueRectangle3},
    Row{{NakedQuad, "naked-quad", 5.0, 120, Hard, false}, findNakedQuad},
    Row{{Jellyfish, "jellyfish", 5.2, 160, Unfair, false}, findJellyfish},
    Row{{HiddenQuad, "hidden-quad", 5.4, 150, Hard, false}, findHiddenQuad},
    Row{{FinnedJellyfish, "finned-jellyfish", 5.4, 250, Unfair, false}, findFinnedJellyfish},
    Row{{SashimiJellyfish, "sashimi-jellyfish", 5.5, 260, Unfair, false}, findSashimiJellyfish},
    Row{{BugPlusOne, "bug-plus-one", 5.6, 100, Medium, true}, findBugPlusOne},
    Row{{TwoStringKite, "2-string-kite", 6.5, 150, Hard, false}, findTwoStringKite},
    Row{{TurbotFish, "turbot-fish", 6.5, 120, Hard, false}, findTurbotFish},
    Row{{EmptyRectangle, "empty-rectangle", 6.5, 120, Hard, false}, findEmptyRectangle},
    Row{{SimpleColouring, "simple-colouring", 6.5, 150, Hard, false}, findSimpleColouring},
    Row{{MultiColouring, "multi-colouring", 6.5, 200, Hard, false}, findMultiColouring},
    Row{{XChain, "x-chain", 6.5, 260, Unfair, false}, findXChain},
    Row{{WWing, "w-wing", 6.6, 150, Hard, false}, findWWing},
    Row{{XYChain, "xy-chain", 6.6, 260, Unfair, false}, findXYChain},
    Row{{Aic, "aic", 7.0, 280, Unfair, false}, findAic},
    Row{{AlsXz, "als-xz", 7.5, 300, Unfair, false}, findAlsXz},
    Row{{FrankenFish, "franken-fish", 7.6, 300, Unfair, false}, findFrankenFish},
    Row{{MutantFish, "mutant-fish", 7.7, 450, Extreme, false}, findMutantFish},
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

} // namespace

std::span<const TechniqueInfo> allTechniques() { return kInfos; }

const TechniqueInfo& techniqueInfo(Technique technique) {
    return kInfos[static_cast<std::size_t>(technique)];
}

Technique hardestTechnique() { return kRows.back().info.id; }

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
