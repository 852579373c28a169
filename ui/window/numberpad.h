#pragma once
// The on-screen number pad: one button per symbol of the grid (1-9, or the size's letters), plus
// Erase and the Pencil toggle (both QActions shared with the menus) in a row below. Buttons never take
// focus, so the keyboard stays on the board. Its buttons are as large as the layout says
// (setButtonSide: BoardLayout scales them with the board's cells); the Erase and Pencil row is never
// narrower than its words.

#include <QWidget>

#include "qudoku/shape.h"
#include "qudoku/symbols.h"

class QAction;
class QGridLayout;
class QToolButton;

namespace qudoku::ui {

class NumberPad : public QWidget {
    Q_OBJECT

public:
    static constexpr int kSpacing = 4;

    NumberPad(QAction* erase, QAction* pencil, QWidget* parent = nullptr);

    void setShape(Shape shape, Alphabet alphabet);
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

    QAction* erase_;
    QAction* pencil_;
    QGridLayout* grid_;
    QToolButton* eraseButton_;
    QToolButton* pencilButton_;
    Shape shape_{0, 0};
    Alphabet alphabet_ = Alphabet::Digits;
    int side_ = 48;
};

} // namespace qudoku::ui
