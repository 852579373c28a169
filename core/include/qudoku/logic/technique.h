#pragma once
// The human solving techniques the logic engine knows, cheapest first, and what each is worth.
//
// The enum order is the order the engine tries them in: by rating, cheapest first (as Sudoku
// Explainer does, so a puzzle's ER is the rating of the hardest step it cannot do without). After
// any progress the engine restarts from the top (solo.c's rule), so every step is the cheapest one
// available. The ratings are data here; ui/ and the CLI turn the ids into names with their own words.

#include <optional>
#include <span>
#include <string_view>

namespace qudoku::logic {

enum class Technique {
    FullHouse,        // the last empty cell of a house
    // Constraint steps (issue 33; constraint_steps.cpp): what one constraint of a variant's rules
    // removes, explained on its own. Rated near the singles and intersections they resemble (see
    // technique.cpp); never tried on classic rules.
    AntiKnight,       // a placed digit leaves the cells a knight's move away
    AntiKing,         // ... a king's move away
    OddEven,          // an odd (even) cell keeps only odd (even) digits
    HiddenSingle,     // a value with one place in a house (box first, then lines, then extra houses)
    // Sudoku Explainer's direct hints (techniques/direct_hints.cpp), se scale only: a locked set shown
    // to leave a hidden single, which is placed.
    DirectPointing,   // pointing (1.7) or claiming (1.9)
    WhiteDot,         // the two cells of a white Kropki dot differ by its number
    BlackDot,         // one is its number (2) times the other
    XV,               // the two cells sum to 10 (X) or 5 (V)
    NonConsecutive,   // orthogonal neighbours differ by more than 1
    MinimumMaximum,   // a minimum (maximum) cell is smaller (larger) than its orthogonal neighbours
    NoDot,            // the negative rule: neighbours without a dot are not in a dot's relation
    NoXV,             // ... without an X or V do not sum to 10 or 5
    DirectHiddenPair,
    Thermometer,      // digits increase from the bulb: each cell between its bounds along the branch
    KillerCage,       // a cage's digits differ and add up to its sum: the combinations its cells can hold
    // issue 34, sums outside the grid and arrows
    Arrow,            // the digits along an arrow add up to its circle's number: the sums its cells can make
    LittleKiller,     // the digits along a diagonal add up to the clue outside the grid
    // The lines (issue 34), one row each, rated as a thermometer (technique.cpp).
    Renban, // a renban line's digits differ and form a run: each cell within the windows its line can fill
    Whispers, // German whispers: neighbours along the line differ by at least 5 (ceil(N/2), or the line's number)
    Palindrome, // a palindrome line reads the same both ways: cells at the same place from either end are equal
    BetweenLine, // the cells between a between line's circles lie strictly between the circles' digits
    RegionSumLine, // a region-sum line's segments (one per region it passes) add up to one total
    EntropicLine, // any 3 consecutive cells of an entropic line hold a low, a middle and a high digit
    ModularLine, // any 3 consecutive cells of a modular line hold digits of different remainders mod 3
    ZipperLine, // cells at the same distance from a zipper line's centre add up to one total (the middle's digit)
    Sandwich,         // the digits between 1 and N in a row or column add up to its clue
    XSum,             // the first X digits of a row or column add up to its clue, X the first digit
    SkyscraperClue,   // as many digits of a row or column are seen from its clue (taller than those before)
    NakedSingle,      // a cell with one candidate
    DirectHiddenTriple,
    Quadruple,        // the digits of a quadruple's circle, among its four cells
    Pointing,         // locked candidates type 1: a value of a box (region) confined to another house
    Claiming,         // locked candidates type 2: a value of a line (or extra house) confined to a box
    Innies,           // rule of 45: houses' total less their cages inside = the other cells' sum
    Outies,           // rule of 45: the cages meeting the houses less their total = the cells outside
    NakedPair,
    XWing,
    HiddenPair,
    RemotePair,       // a pair chain; tried before the single-digit patterns it contains (technique.cpp)
    Skyscraper,       // a sashimi X-Wing seen as two strong links: named first, rated alike
    FinnedXWing,
    SashimiXWing,
    NakedTriple,
    Swordfish,
    HiddenTriple,
    // Sudoku Explainer's strong-linked fishes (techniques/strong_link_fish.cpp), se scale only: a
    // chain of 2, 3 or 4 strong links on one value (Skyscraper, 2-String Kite, Turbot fish and their
    // longer and grouped forms, X-loops). The qudoku scale has its own single-digit patterns and X-chains.
    StrongLinks2,
    FinnedSwordfish,
    SashimiSwordfish,
    XYWing,
    XYZWing,
    // Sudoku Explainer's unique rectangles and loops of 6+ cells, types 1-4, as one producer
    // (techniques/unique_loops.cpp), se scale only; the qudoku scale has the rectangles below.
    UniqueLoop,
    UniqueRectangle1, // the rectangles and BUGs assume the puzzle has one solution
    UniqueRectangle4,
    AvoidableRectangle1, // unique rectangles of solved cells that are not givens (HoDoKu's types 1, 2)
    UniqueRectangle2,
    UniqueRectangle5, // type 2 with the extra cells diagonal, or three of them
    UniqueRectangle3,
    UniqueRectangle6,
    HiddenRectangle,
    AvoidableRectangle2,
    NakedQuad,
    Jellyfish,
    HiddenQuad,
    StrongLinks3,
    FinnedJellyfish,
    SashimiJellyfish,
    WXYZWing,         // SukakuExplainer's big wings (techniques/big_wings.cpp): k cells of one house
                      // holding k + 1 values, and a bivalue cell; here k = 3
    BugPlusOne,
    BugType2,
    BugType4,
    BugType3,
    BugPlusN,         // several cells with extra candidates, the general rule
    StrongLinks4,
    VWXYZWing,        // k = 4
    AlignedPairExclusion,   // Sudoku Explainer's aligned exclusion on two cells
    TwoStringKite,
    TurbotFish,
    EmptyRectangle,
    SimpleColouring,
    MultiColouring,   // two colouring clusters joined by a weak link; tried before the X-chain it is (technique.cpp)
    XChain,
    ForcingChain, // se scale only: a bidirectional cycle, or a chain from an assumption to its negation
    WWing,
    UVWXYZWing,       // k = 5
    XYChain,
    Aic,              // alternating inference chain, with grouped links
    SueDeCoq,         // two-sector disjoint subsets
    TUVWXYZWing,      // k = 6; tried before ALS-XZ, which would always find it first
    AlsXz,            // the ALS family (almost locked sets), techniques/als.cpp
    NishioForcingChain, // se scale only: an assumption contradicted through its value's own places
    AlignedTripleExclusion,
    FrankenFish,      // a fish with boxes among its base or cover houses (sizes 2-4, fins allowed)
    AlsXyWing,
    MutantFish,       // a fish mixing rows and columns in its base or cover (sizes 2-4, fins allowed)
    AlsXyChain,
    DeathBlossom,
    // Sudoku Explainer's forcing chains (techniques/forcing_chains.cpp): assumptions followed to
    // their consequences. The single chains and cycles (ForcingChain) and Nishio, above, are on the se
    // scale only (the qudoku scale has X-chains and AICs for them); these end both scales.
    MultipleForcingChain,    // every candidate of a cell, or every place of a value in a house, agrees
    DynamicForcingChain,     // as above, or a contradiction, following the assumptions' singles
    DynamicForcingChainPlus, // dynamic, also using locked candidates and pairs on the way
    NestedForcingChain,      // dynamic, also using forcing chains on the way
    // Not on any scale: the hints' last resort when every technique above fails or stops at its
    // limit (LogicOptions::proofBySearch; techniques/proof_by_search.cpp): a cell's digit proved by
    // the solver, as HoDoKu's "Brute Force" ends its solver.
    ProofBySearch,
};

// Which rules a rating follows.
enum class RatingScale {
    Qudoku, // every technique, cheapest first; HoDoKu-style score and grade beside the ER
    Se,     // Sudoku Explainer's technique set, order and ratings (SukakuExplainer, January 2020)
};
std::string_view ratingScaleKey(RatingScale scale); // "qudoku", "se"
std::optional<RatingScale> ratingScaleFromKey(std::string_view key);

// The techniques a scale tries, in its order: the qudoku scale's are its rows in enum order;
// Explainer's follow its producers' order (SukakuExplainer's Solver with default settings).
std::span<const Technique> trialOrder(RatingScale scale);

// Which rating scales use a technique. None: a row kept for findStep alone (Explainer's four strong
// links, off by default in the SukakuExplainer that rated the published ratings).
enum class Scales { None = 0, Qudoku = 1, Se = 2, Both = 3 };
constexpr bool inScale(Scales scales, Scales scale) {
    return (static_cast<int>(scales) & static_cast<int>(scale)) != 0;
}

// HoDoKu-style grades. A puzzle's grade is the highest of its hardest technique's grade and the
// grade its total score falls in (engine.h: Rating::basis says which). Players see Unfair as "very
// hard" (text/); its key (gradeKey) stays "unfair" in settings, statistics, puzzle codes and the CLI.
enum class Grade { Easy, Medium, Hard, Unfair, Extreme };

// Which rule sets a technique may run on (issue 33). The engine skips a row whose rules do not fit
// the state's geometry (Geometry::isClassic, hasBoxes); technique.cpp argues each row's soundness.
enum class Applies {
    Classic,     // classic rules only
    ClassicHouses, // rows, columns and the standard boxes, no extra house; any constraints
    Any,         // every rule set: reads only the geometry's complete houses, peers and links
    Constraints, // the constraint steps: rule sets with constraints
};

struct TechniqueInfo {
    Technique id;
    std::string_view key;      // stable machine name for options and files: "hidden-single"
    double rating;             // Sudoku Explainer-style ER of the simplest instance (see step.h)
    int score;                 // HoDoKu-style points added per use
    Grade grade;               // the grade a puzzle needs at least when it uses this technique
    bool assumesUniqueness;    // only sound when the puzzle has exactly one solution
    Scales scales = Scales::Qudoku; // Both: also one of Sudoku Explainer's, at the same rating
    // Its steps add Explainer's length penalty (chainLengthPenalty) to the rating: chains, whose
    // rating has no fixed top.
    bool lengthPenalty = false;
    // How far above `rating` one of its steps may be rated besides that: bigger fish and fins, more
    // cells in a subset, Explainer's bonus for a wing's candidate counts. The generator's ER targets
    // are checked against [rating, rating + spread] (and the chains' penalty).
    double spread = 0.0;
    Applies applies = Applies::Classic;
};

// Every technique, in enum (= trying) order: one row each in technique.cpp's table.
std::span<const TechniqueInfo> allTechniques();
// The last technique of the qudoku scale (the nested forcing chain): the engine's default cap.
Technique hardestTechnique();
const TechniqueInfo& techniqueInfo(Technique technique);
// The technique whose key is `key` (case-sensitive, e.g. "x-wing"), or nullopt.
std::optional<Technique> techniqueFromKey(std::string_view key);
// The grade an additive score falls in: easy up to 800, medium up to 1000, hard up to 1600, unfair up
// to 1800, extreme above (HoDoKu's published defaults, which are for 9×9). A grid of another size is
// judged per 81 cells (score × 81 / cells): a 25×25 puzzle needs 7.7 times the steps of a 9×9 one for
// the same work per cell, and was otherwise always extreme by its score alone.
Grade gradeForScore(int score, int cellCount = 81);
std::string_view gradeKey(Grade grade); // "easy", "medium", ...
std::optional<Grade> gradeFromKey(std::string_view key);

} // namespace qudoku::logic
