#pragma once
// The board for screen readers (Orca through Qt's AT-SPI bridge, and the other platforms' bridges):
// BoardWidget's accessible interface is a table, as a QTableView's is, so a screen reader moves
// through it cell by cell and says what each holds.
//
//   the table: role Table, QAccessibleTableInterface; named by the widget ("Sudoku board"); N rows and
//     N columns, described "Row 3" and "Column 5"; selectedCells() lists every selected cell (today
//     the cursor's, BoardWidget's multi-cell selection when it comes: boardSelection() in the .cpp).
//   its children: exactly the N × N cells, row-major (child i is row i / N, column i % N, the index
//     Qt's AT-SPI bridge assumes in GetRowColumnExtentsAtIndex); role Cell,
//     QAccessibleTableCellInterface; named by cellAccessibleName() ("Row 3, column 5: 7, given");
//     states focusable, selectable, focused (the cursor while the board has the keyboard focus),
//     selected, read-only (a given in Play mode); one action, SetFocus, which moves the cursor there.
//   header cells: RowHeader "Row 3" and ColumnHeader "Column 5", what a cell's rowHeaderCells() and the
//     bridge's GetRowHeader give. Their parent is the table, but they are not among its children (the
//     children stay the cells alone, so child indexes are the cells' indexes).
//
// Events, sent by a notifier that lives as long as the board, so a screen reader says what happens:
//   the cursor moves            -> Focus on its cell (while the board has the keyboard focus)
//   the board gets the focus    -> Focus on the cursor's cell, just after Qt's Focus on the table
//   the selection changes       -> SelectionRemove / SelectionAdd on each cell that left / joined it
//   a cell changes              -> NameChanged on it (digits, marks, colours, conflicts, Check's
//                                  crosses; every cell when a pause hides or shows the position)
//   a new puzzle (another size) -> the cached cells are deleted, then TableModelChanged (ModelReset)
//                                  and Focus on the new cursor cell
// Cell interfaces are created on demand, registered with QAccessible (which gives them the ids the
// bridges use in their object paths) and owned by the table: it deletes them on a new puzzle and in
// its destructor, so no id ever leads to a cell of a grid that is gone.

namespace qudoku::ui {

class BoardWidget;

// Installs the table's factory (once per process) and gives `board` its notifier. BoardWidget's
// constructor calls it first, before anything can ask Qt for the board's interface.
void attachBoardAccessibility(BoardWidget* board);

} // namespace qudoku::ui
