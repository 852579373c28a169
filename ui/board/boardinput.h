#pragma once
// How a player writes on the board, apart from how it is painted: the input mode (the layer digit keys
// go to), the selection and its cursor, the sticky digit of digit-first input, the filters, and what
// keys, clicks, drags and the number pad do with them (SudokuPad's conventions; keyinput.h has the
// keys). Every change to the game is one Game move, however many cells it touches. BoardWidget feeds
// it its events and paints what it holds; the window's pad and menus call it too.
//
// Mouse:  click            select the cell (in centre mode, a click on a mark's spot of the selected
//                          empty cell toggles that mark, as before)
//         drag             add the cells passed over
//         Ctrl+click       add or remove one cell;  Shift+click: the rectangle from the cursor
//         double-click     every cell holding that cell's digit
//         right-click      the centre mark of the sticky digit, else of the spot under the pointer
//         Alt+click        in colour mode: the colour on the candidate under the pointer
// With a sticky digit (a pad digit clicked while nothing is selected), each click enters it in the
// current layer (a digit already there comes out again), until Esc or another digit.
// A digit key or a pad digit with nothing selected: with nothing sticky, a key highlights that digit
// (the filter) and a pad click makes it sticky; Alt+click on a pad digit highlights it either way.
// Esc, when the window has nothing to cancel or dismiss: the sticky digit, then the filters, then the
// selection, one at a time.
// Numbers over 9 on grids that show numbers (Alphabet::Numbers, 10×10 and up: killers and sums; A to G
// type them too): "1", then within kNumberKeyWindow a second digit key into the same cells and layer,
// makes the number, 1 6 → 16, 1 0 → 10. The "1" is taken back (undone) and the number entered as one
// move, so Undo takes the number back whole. A slower second key, another cell or any move between
// is a key of its own; and only numbers the grid has (1 3 on a 12×12 is 1, then 3).

#include <QElapsedTimer>
#include <QObject>

#include <chrono>
#include <optional>
#include <vector>

#include "board/boardselection.h"
#include "board/keyinput.h"
#include "game/cellstate.h"

namespace qudoku::ui {

class Game;

class BoardInput : public QObject {
    Q_OBJECT

public:
    explicit BoardInput(Game* game, QObject* parent = nullptr);

    Layer mode() const { return mode_; }
    void setMode(Layer mode);
    void cycleMode(int step); // +1: digit → corner → centre → colour → digit; -1 backwards

    const BoardSelection& selection() const { return selection_; }
    int cursor() const { return selection_.cursor(); }
    void select(int cell);
    void selectCells(const std::vector<int>& cells, int cursor);
    void selectAll();
    void selectSameDigit(int cell); // every cell holding `cell`'s digit (nothing when it has none)

    int stickyDigit() const { return sticky_; }
    void setStickyDigit(int value); // 0: none
    int filterDigit() const { return filterDigit_; }
    void setFilterDigit(int value); // 0: none
    bool bivalueFilter() const { return bivalue_; }
    void setBivalueFilter(bool on);
    bool hasFilters() const { return filterDigit_ != 0 || bivalue_; }

    // The current layer, or the one a modifier chose, into the selected cells (digit-first and the
    // filter when nothing is selected, as above). In colour mode `value` is the colour.
    void enter(int value, std::optional<Layer> layer = std::nullopt);
    // A pad digit: into the selection, or sticky when nothing is selected; `alt`: the filter instead.
    void padDigit(int value, bool alt);
    void erase(); // the current layer of the selection; in digit mode SudokuPad's order
    // Esc: the sticky digit, the filters, the selection, whichever comes first; false when none.
    bool escape();

    // Events, from BoardWidget (cells and mark spots already found from positions; -1 and 0: none).
    // `typed`: the digit key behind the command (typedDigit), for numbers typed in two keys.
    bool key(const KeyCommand& command, std::optional<TypedDigit> typed = std::nullopt); // false: not the board's
    // How long after "1" a second digit key still makes a number (tests make it longer or shorter).
    void setNumberKeyWindow(std::chrono::milliseconds window) { numberKeyWindow_ = window; }
    static constexpr std::chrono::milliseconds kNumberKeyWindow{1000};
    void press(int cell, int markValue, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    void drag(int cell);                 // the left button held over `cell`
    void release();
    void doubleClick(int cell);

signals:
    void changed();                  // mode, selection, sticky digit or filters: anything the board shows
    void modeChanged(qudoku::ui::Layer mode);
    void cursorChanged(int cell);
    void filtersChanged();
    void stickyDigitChanged(int value);

private:
    void moveCursor(int dx, int dy, bool extend);
    void setSelection(const BoardSelection& selection);
    void onPuzzleReplaced();
    // The second key of a number (above): true when it made one.
    bool completeNumber(const TypedDigit& typed);

    // A "1" just typed on a grid of numbers: into which cells and layer, the undo index before and
    // after its move (its move, if it made one, is the one taken back), and when.
    struct PendingNumber {
        std::vector<int> cells;
        Layer layer = Layer::Digit;
        int undoBefore = 0, undoAfter = 0;
        QElapsedTimer typed;
    };

    Game* game_;
    Layer mode_ = Layer::Digit;
    BoardSelection selection_;
    int sticky_ = 0;
    int filterDigit_ = 0;
    bool bivalue_ = false;
    bool dragging_ = false;
    std::optional<PendingNumber> pendingNumber_;
    std::chrono::milliseconds numberKeyWindow_ = kNumberKeyWindow;
};

} // namespace qudoku::ui
