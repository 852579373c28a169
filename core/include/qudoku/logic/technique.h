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
    HiddenSingle,     // a value with one place in a house (box first, then lines)
    NakedSingle,      // a cell with one candidate
    Pointing,         // locked candidates type 1: a value of a box confined to one line
    Claiming,         // locked candidates type 2: a value of a line confined to one box
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
    FinnedSwordfish,
    SashimiSwordfish,
    XYWing,
    XYZWing,
    UniqueRectangle1, // the four uniqueness techniques assume the puzzle has one solution
    UniqueRectangle4,
    UniqueRectangle2,
    UniqueRectangle3,
    NakedQuad,
    Jellyfish,
    HiddenQuad,
    FinnedJellyfish,
    SashimiJellyfish,
    BugPlusOne,
    TwoStringKite,
    TurbotFish,
    EmptyRectangle,
    SimpleColouring,
    MultiColouring,   // two colouring clusters joined by a weak link; tried before the X-chain it is (technique.cpp)
    XChain,
    WWing,
    XYChain,
    Aic,              // alternating inference chain, with grouped links
    AlsXz,
    FrankenFish,      // a fish with boxes among its base or cover houses (sizes 2-4, fins allowed)
    MutantFish,       // a fish mixing rows and columns in its base or cover (sizes 2-4, fins allowed)
};

// HoDoKu-style grades. A puzzle's grade is the highest of its hardest technique's grade and the
// grade its total score falls in.
enum class Grade { Easy, Medium, Hard, Unfair, Extreme };

struct TechniqueInfo {
    Technique id;
    std::string_view key;      // stable machine name for options and files: "hidden-single"
    double rating;             // Sudoku Explainer-style ER of the simplest instance (see step.h)
    int score;                 // HoDoKu-style points added per use
    Grade grade;               // the grade a puzzle needs at least when it uses this technique
    bool assumesUniqueness;    // only sound when the puzzle has exactly one solution
};

// Every technique, in enum (= trying) order: one row each in technique.cpp's table.
std::span<const TechniqueInfo> allTechniques();
// The last technique of the table: the engine's default cap.
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
