#pragma once
// A puzzle code: a short text naming a generated puzzle, which a player copies and a friend pastes
// to get the same puzzle ("9H-4KZ7QP2M"). It holds what the generator needs: the size, the target
// (a grade or a technique), the clue symmetry, minimal or not, and the seed. The same code gives the
// same puzzle on every machine with this version of the generator (see generator.h on seeds).
//
// Grammar (letters in either case; blanks around the code are ignored):
//   code     := size target [symmetry] ["M"] "-" [variants "-"] seed
//   size     := "4" | "6" | "9" | "12" | "16" | "25"; with a jigsaw (J) any of 4 to 16
//   target   := "A" any | "E" easy | "M" medium | "H" hard | "U" unfair | "X" extreme
//             | "[" technique-key "]"                     e.g. 9[x-wing]-7Q
//   symmetry := "R" rotate180 | "Q" rotate90 | "L" mirror (left-right) | "F" flip (up-down)
//             | "D" diagonal | "B" anti-diagonal | "S" dihedral (all);  none: no letter
//   variants := 1 to 7 letters, each at most once, any order (written J X D W N K C):
//               "J" jigsaw | "X" X | "D" single diagonal | "W" windoku | "N" anti-knight
//               | "K" anti-king | "C" non-consecutive   (variant_set.h); none: classic rules
//   seed     := 1 to 13 digits of Crockford's base 32: 0-9 and A-Z without I, L, O, U; on reading,
//               I and L count as 1 and O as 0, the letters people mistake for them. At most 2^64 - 1.
// The target comes first, so "9MM-…" is a minimal medium puzzle. A seed the app picks has 40 bits
// (8 digits); a date's puzzle (dailyPuzzleCode) has its date as the seed, so the code shows it.
// Variants sit in a group of their own between two dashes ("9AR-JX-4KZ7QP2M": a 9×9 jigsaw X with
// half-turn symmetry): a code without that group is a classic code as before (every classic code
// reads as it did), and no letter of the group is confused with the target's or the symmetry's. A
// jigsaw's region layout is not written: the generator draws it from the seed, so the code gives the
// same layout and puzzle everywhere. Whether the generator can make what a code names is
// checkOptions' and checkVariantOptions' (generator.h) to say, not the grammar's.

#include <cstdint>
#include <string>
#include <string_view>

#include "qudoku/generator.h"
#include "qudoku/result.h"

namespace qudoku {

struct PuzzleCode {
    Shape shape{3, 3};
    DifficultyTarget target = DifficultyTarget::ofGrade(logic::Grade::Easy); // Kind::Er is not encodable
    Symmetry symmetry = Symmetry::None;
    bool minimal = false;
    VariantSet variants; // empty: classic rules
    std::uint64_t seed = 0;

    // The generator options that make this puzzle (no stop token, budget or progress set).
    GenerateOptions options() const;
    friend bool operator==(const PuzzleCode&, const PuzzleCode&) = default;
};

struct PuzzleCodeError {
    enum class Kind {
        Empty,            // nothing but blanks
        BadSize,          // not 4, 6, 9, 12, 16 or 25 at the start (with a jigsaw: not 4 to 16)
        BadTarget,        // not one of A E M H U X [
        UnknownTechnique, // [key] names no technique, or the ] is missing
        MissingSeed,      // no "-" before the seed, or nothing after it
        BadSeedDigit,     // a character that is not a base-32 digit
        SeedTooLarge,     // above 2^64 - 1
        UnexpectedText,   // a character where the symmetry, "M" or "-" should be; in the variants
                          // group, a letter that names no variant or names one twice, or no letter
    };
    Kind kind = Kind::Empty;
    int column = 1; // 1-based, in the text as given (blanks included)
};

// The code's text: upper case, the shortest seed. Precondition: target.kind != Kind::Er.
std::string formatPuzzleCode(const PuzzleCode& code);
Result<PuzzleCode, PuzzleCodeError> parsePuzzleCode(std::string_view text);

// The puzzle of a date, the same for everybody: 9×9 with half-turn symmetry (the newspaper look), a
// grade that rises through the week like a newspaper's (Monday and Tuesday easy, Wednesday and
// Thursday medium, Friday and Saturday hard, Sunday unfair), and the seed yyyymmdd. `weekday` is
// 1 (Monday) to 7 (Sunday), as the caller's calendar says.
PuzzleCode dailyPuzzleCode(int year, int month, int day, int weekday);

} // namespace qudoku
