#pragma once
// A puzzle as read from text (reader.h) or to be written (writer.h): its givens, how it was spelled,
// and what some formats carry besides the givens: a title line, SadMan-style notes, and a position's
// candidates (pencil marks) with the values solved on the way.

#include <cstdint>
#include <optional>
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

// A position's pencil marks, from a format that carries them (pencil-mark grids, 729-character
// candidate strings). Givens stay in Puzzle::grid; the values solved on the way ("+7" in a HoDoKu
// grid) are here, apart from them, so a reader never turns a player's digit into a given. An empty
// cell with no marks (mask 0) has every candidate the rules leave it, as a player's cell without
// pencil marks does; the readers always give an empty cell its marks.
struct Pencilmarks {
    Grid solved;                      // values placed after the givens, 0 elsewhere
    std::vector<std::uint32_t> marks; // per cell, row-major: bit (v - 1) set when v is a candidate;
                                      // 0 in given and solved cells

    friend bool operator==(const Pencilmarks&, const Pencilmarks&) = default;
};

struct Puzzle {
    Grid grid;         // the givens
    TextLayout layout; // how it was spelled, so its answer can be written back the same way
    int number = 0;    // 1-based position in the input
    int line = 0;      // line where it starts
    std::string title; // Grid format title line ("Grid 01"), else empty
    std::vector<PuzzleNote> notes;          // .sdk "#X" lines, in file order
    std::optional<Pencilmarks> pencilmarks; // from the candidate formats only
};

} // namespace qudoku
