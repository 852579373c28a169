#pragma once
// The state of one cell and a move as a value: the cells it changes, before and after.
//
// A cell has layers, as SudokuPad's notation has them: its digit, its corner marks (Snyder notation:
// digits around the cell's edge, in the order the player added them), its centre marks (the
// candidates: these are the pencil marks the hints read), its colours (several, drawn as slices) and a
// colour on each of its candidates (HoDoKu's colouring). Colours never change what the puzzle is: a
// given can be coloured; marks only belong to a cell without a digit (they stay, hidden, under one).
//
// Every change a player makes (a digit or a mark in several cells, an erase, a colour, fill/clear of
// all marks, a solve, a hint, starting play, going back to edit the givens, a checkpoint returned to,
// a restart) is one Move. Undo applies `before`, redo applies `after`, so a move can be replayed,
// inverted, stored or compared without knowing which action produced it.

#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace qudoku::ui {

// Pencil marks of a cell: bit (v - 1) set when value v is marked. 25 values fit in 32 bits.
using MarkSet = std::uint32_t;

constexpr MarkSet markBit(int value) { return MarkSet{1} << (value - 1); }

// The colours the player paints with: 1..kColours (the palette is the painter's: colour-blind safe).
constexpr int kColours = 9;
// A set of colours: bit (c - 1) for colour c.
using ColourSet = std::uint16_t;
constexpr ColourSet colourBit(int colour) { return static_cast<ColourSet>(ColourSet{1} << (colour - 1)); }

// The layers a player writes in; the input mode is the layer digit keys go to.
enum class Layer { Digit, Corner, Centre, Colour };

// Corner marks in the order the player added them (the painter places them around the edge in that
// order). Unused entries are zero, so two equal lists compare equal.
struct CornerMarks {
    std::array<std::uint8_t, 25> digits{};
    std::uint8_t count = 0;

    bool empty() const { return count == 0; }
    int size() const { return count; }
    int at(int i) const { return digits[static_cast<std::size_t>(i)]; }
    bool contains(int value) const;
    void add(int value);    // at the end, if not there yet
    void remove(int value); // the later ones move up
    MarkSet set() const;    // as a set, order forgotten

    friend bool operator==(const CornerMarks&, const CornerMarks&) = default;
};

struct CellState {
    int value = 0;      // 0 = empty, else 1..N
    bool given = false; // part of the puzzle (locked in Play mode)
    MarkSet marks = 0;  // centre marks (the candidates); kept while a value hides them, shown again on erase
    CornerMarks corner; // corner marks; kept under a value too
    ColourSet colours = 0; // the cell's colours
    // A colour on each candidate (index v - 1): 1..kColours, or 0 for none.
    std::array<std::uint8_t, 25> candidateColours{};
    // The value was filled in by the computer (Solve, Reveal a cell), not deduced by the player: the
    // board draws it apart, and the save file keeps it.
    bool byComputer = false;

    // A cell holding `value`: a given, a digit of the player's, or an empty cell with centre marks.
    static CellState givenOf(int value);
    static CellState digitOf(int value);
    static CellState marked(MarkSet marks);

    bool hasCandidateColours() const;
    // Nothing written in it by the player: no digit of theirs, no mark, no colour.
    bool isBlankForPlayer() const;

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
