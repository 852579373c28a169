#pragma once
// The on-screen number pad, SudokuPad's: the four input modes (digit, corner, centre, colour; the
// window's mode actions), one button per symbol of the grid, and Erase. It works with the mouse alone.
// Each symbol's button shows how many of that symbol are still missing from the board (the digit
// tracker); a finished symbol is greyed; the sticky digit of digit-first input shows pressed; in colour
// mode the buttons are the palette's colours. Buttons never take focus, so the keyboard stays on the
// board. Its buttons are as large as the layout says (setButtonSide: BoardLayout scales them with the
// board's cells).

#include <QWidget>

#include <vector>

#include "game/cellstate.h"
#include "qudoku/shape.h"
#include "qudoku/symbols.h"

class QAction;
class QGridLayout;
class QToolButton;

namespace qudoku::ui {

class PadButton;

class NumberPad : public QWidget {
    Q_OBJECT

public:
    static constexpr int kSpacing = 4;

    // `modes`: the four mode actions (digit, corner, centre, colour).
    NumberPad(QAction* erase, const QList<QAction*>& modes, QWidget* parent = nullptr);

    void setShape(Shape shape, Alphabet alphabet);
    void setMode(Layer mode);
    void setStickyDigit(int value);         // 0: none
    void setMissing(const std::vector<int>& missing); // by value (index v - 1): how many are still to place
    int missing(int value) const;
    // The side of the symbol buttons, px; the fonts follow.
    void setButtonSide(int side);
    int buttonSide() const { return side_; }
    // The pad's size with buttons of `side` px.
    int widthFor(int side) const;
    int heightFor(int side) const;

signals:
    void valueClicked(int value);

private:
    static int wordsHeight(int side);
    int columns() const;
    int rows() const;
    void applySide();
    void refreshButtons();

    QAction* erase_;
    QGridLayout* grid_;
    QList<QToolButton*> modeButtons_;
    QToolButton* eraseButton_;
    std::vector<PadButton*> symbols_;
    Shape shape_{0, 0};
    Alphabet alphabet_ = Alphabet::Digits;
    Layer mode_ = Layer::Digit;
    int sticky_ = 0;
    std::vector<int> missing_;
    int side_ = 48;
};

} // namespace qudoku::ui
