#pragma once
// A puzzle as read from text (reader.h) or to be written (writer.h): its givens, how it was spelled,
// and what some formats carry besides the givens: a title line, SadMan-style notes.

#include <string>
#include <vector>

#include "qudoku/format.h"
#include "qudoku/grid.h"

namespace qudoku {

// One "#A..." line of a SadMan / SudoCue .sdk file: its letter and its text ("#ARuud" -> {'A', "Ruud"}).
// The letters SudoCue knows: A author, D description, C comment, B date published, S source,
// L level, U source URL. Other letters are kept as they are.
struct PuzzleNote {
    char key = 'C';
    std::string text;

    friend bool operator==(const PuzzleNote&, const PuzzleNote&) = default;
};

struct Puzzle {
    Grid grid;         // the givens
    TextLayout layout; // how it was spelled, so its answer can be written back the same way
    int number = 0;    // 1-based position in the input
    int line = 0;      // line where it starts
    std::string title; // Grid format title line ("Grid 01"), else empty
    std::vector<PuzzleNote> notes; // .sdk "#X" lines, in file order
};

} // namespace qudoku
