#pragma once
// Symbols: how a value 1..N is spelled in text.
//
//   Digits        1-9              (grids up to 9×9)
//   Letters       A, B, C, ...     (POJ 3076 contest convention: A-P for 16×16, A-Y for 25×25)
//   DigitsLetters 1-9 then A, B... (1-9A-G for 16×16, 1-9A-P for 25×25, 1-9ABC for 12×12)
//   Hex           0-9 then A-F     (16×16 only: '0' is the first value, not an empty cell)
//   Numbers       1, 2, ... 10, 11 (shown as numbers, as f-puzzles shows every size: a killer's sum
//                                   of 10, 16 and 5 cannot be added up in letters); one character in
//                                   text, as DigitsLetters (1-9A-G for 16×16), and typed so
//
// Empty cells are '.', '-', '_' in every alphabet, and '0' in every alphabet except Hex.
// Letters are accepted in either case on input and written upper case.

#include <optional>
#include <string>
#include <string_view>

namespace qudoku {

enum class Alphabet { Digits, Letters, DigitsLetters, Hex, Numbers };

// The alphabet used when nothing else is known: Digits up to 9, Letters for 16 and 25 (contest
// convention), DigitsLetters for 12.
Alphabet defaultAlphabet(int size);

// Whether `alphabet` can spell every value of an N × N grid.
bool alphabetFits(Alphabet alphabet, int size);

// The character for value (1..size) in text; precondition: alphabetFits(alphabet, size).
char symbolFor(int value, Alphabet alphabet);

// How value (1..size) is shown to a player: "7", "P", "16" (Numbers), else symbolFor's character.
std::string symbolName(int value, Alphabet alphabet);

// The value (1..size) spelled by `c`, or nullopt when `c` is not a symbol of the alphabet for that size.
std::optional<int> valueOf(char c, Alphabet alphabet, int size);

// Whether `c` marks an empty cell in `alphabet`.
bool isEmptyMark(char c, Alphabet alphabet);

// A short human-readable description of the accepted symbols, e.g. "1-9", "A-P", "1-9, A-G".
// Used in diagnostics (as data: the caller decides how to word the sentence).
std::string_view symbolRange(Alphabet alphabet, int size);

} // namespace qudoku
