#pragma once
// The text formats Qudoku reads and writes.
//
//   Block   (POJ 2676)  first line: number of cases; then N lines of N symbols per case, '0' = empty.
//   Line    (POJ 3074)  one puzzle per line of N*N symbols ('.' or '0' empty); a line "end" ends input.
//   Letters (POJ 3076)  N lines of N letters (A-P for 16×16), '-' = empty; blank lines between cases.
//   Grid                rows of symbols, optionally separated by spaces and '|', with ruler lines
//                       such as "------+-------+------" or "+---+---+" ignored; '.', '0', '_' empty.
//                       A title line (e.g. "Grid 01", as in Project Euler 96) may precede a puzzle.
//   Ss      (.ss)       Simple Sudoku: rows "1..|...|7.." with "-----------" between bands ('X' empty
//                       in old files).
//   Sdk     (.sdk)      SadMan Sudoku: "#A..." notes (SudoCue's), an optional "[Puzzle]", 9 rows of 9.
//   Sdm     (.sdm)      SudoCue collection: one puzzle per line, '0' = empty (a Line file by its text).
//   Pencilmarks         HoDoKu / forum pencil-mark grid: a token of candidates per cell ("19", "136"),
//                       a one-digit token a given, "+7" a value solved on the way. Up to 9×9.
//   Candidates729       N×N×N characters on a line (729 for 9×9): cell by cell, the k-th character
//                       the digit k when k is a candidate, else '.' or '0'. Up to 9×9.
// The last two carry a position's candidates (Puzzle::pencilmarks).
//
// In every format, lines starting with '#' are comments, and Windows line ends are accepted.
// docs/formats.md describes each format with examples, its detection and its errors.
//
// Every format is one row of one table (core/src/formats/table.cpp): its name, the file extension
// that names it, how it is detected, read and written. The functions below answer from that table.

#include <optional>
#include <string_view>
#include <vector>

#include "qudoku/symbols.h"

namespace qudoku {

enum class Format { Block, Line, Letters, Grid, Ss, Sdk, Sdm, Pencilmarks, Candidates729 };

// How a puzzle was spelled, so its answer can be written back the same way.
struct TextLayout {
    Format format = Format::Line;
    Alphabet alphabet = Alphabet::Digits;
    bool compactRows = false; // Grid format: rows written without spaces ("003020600")

    friend bool operator==(const TextLayout&, const TextLayout&) = default;
};

// What a program needs to know about a format (the table's public columns).
struct FormatInfo {
    Format format;
    std::string_view name;            // "block", "line", ...: for --format, messages and docs
    std::string_view extension;       // the file extension that names the format, without the dot; "" if none
    std::string_view program;         // the program the format comes from, for file dialogs; "" if none
    std::string_view answerSeparator; // written between two consecutive answers ("\n" or "")
    bool onePuzzlePerLine;            // every puzzle is one line (an answer-less puzzle keeps an empty line)
    int maxSize;                      // the largest N the format can spell
    bool carriesCandidates;           // a position's pencil marks are read and written (Puzzle::pencilmarks)
};

// Every format, in the table's order (the order of --help and the docs).
std::vector<Format> allFormats();
const FormatInfo& formatInfo(Format format);

std::string_view formatName(Format format); // "block", "line", "letters", "grid", ...
std::optional<Format> formatFromName(std::string_view name);
// The format whose extension `fileName` (or a path's last part) ends with ("puzzle.sdk" -> Sdk,
// "../x.SS" -> Ss), in any letter case.
std::optional<Format> formatFromFileName(std::string_view fileName);

} // namespace qudoku
