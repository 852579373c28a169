#pragma once
// The state of one cell and a move as a value: the cells it changes, before and after.
//
// Every change a player makes (a digit, an erase, a pencil mark, fill/clear of all marks, a solve, a
// hint, starting play, going back to edit the givens) is one Move. Undo applies `before`, redo
// applies `after`, so a move can be replayed, inverted, stored or compared without knowing which
// action produced it.

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace qudoku::ui {

// Pencil marks of a cell: bit (v - 1) set when value v is marked. 25 values fit in 32 bits.
using MarkSet = std::uint32_t;

constexpr MarkSet markBit(int value) { return MarkSet{1} << (value - 1); }

struct CellState {
    int value = 0;      // 0 = empty, else 1..N
    bool given = false; // part of the puzzle (locked in Play mode)
    MarkSet marks = 0;  // pencil marks; kept while a value hides them, shown again on erase
    // The value was filled in by the computer (Solve, Reveal a cell), not deduced by the player: the
    // board draws it apart, and the save file keeps it.
    bool byComputer = false;

    friend bool operator==(const CellState&, const CellState&) = default;
};

struct CellChange {
    int cell = 0;
    CellState before;
    CellState after;
};

enum class Mode {
    Enter, // typing the givens of a puzzle
    Play,  // givens locked, the player solves
};

struct ModeChange {
    Mode before = Mode::Enter;
    Mode after = Mode::Play;
};

struct Move {
    QString text; // what the undo/redo menu entries show
    std::vector<CellChange> changes;
    std::optional<ModeChange> mode; // Start playing, Edit givens

    bool isEmpty() const { return changes.empty() && !mode; }
};

} // namespace qudoku::ui
