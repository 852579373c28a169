#pragma once
// The compact spelling of a cell's state and of a change of one cell, as the save file's undo history
// and checkpoints write them (docs/save-format.md, "Cell codes"). A state is its layers, each a capital
// letter and its values, in this order, each at most once, nothing at all for a blank cell:
//
//   G v      a given            D v   the player's digit       S v   the computer's digit (Solve, Reveal)
//   C v...   centre marks       K v...   corner marks, in the order the player added them
//   P c...   the cell's colours Q vc...  candidate colours: a value, then its colour
//
// A value is one character, 1-9 then a-p for 10-25 (whatever the alphabet shows); a colour is 1-9.
// "D4", "C139", "G5P27", "K73Q15". A change is "r<row>c<col>:<before>><after>", rows and columns from 1:
// "r1c3:C26>D6C26".
//
// Why not JSON objects per state: a history of 5,000 moves of a 25×25 game holds about 150,000 cell
// states; as codes it is one JSON string each, and loads in a few ms (docs/benchmarks.md, "Saving the
// undo history"), where objects with a key per layer multiplied the values the JSON parser builds by
// six to ten.

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <optional>

#include "game/cellstate.h"
#include "qudoku/shape.h"

namespace qudoku::ui {

// Appends the code of `state` to `out` (nothing for a blank cell).
void appendCellCode(QByteArray& out, const CellState& state);
QByteArray cellCode(const CellState& state);
// The state `code` spells in a grid of `size` values, or nullopt with `why` set (a phrase such as
// `"X" is not expected there`).
std::optional<CellState> parseCellCode(QStringView code, int size, QString* why);

void appendChangeCode(QByteArray& out, const CellChange& change, Shape shape);
std::optional<CellChange> parseChangeCode(QStringView code, Shape shape, QString* why);

} // namespace qudoku::ui
