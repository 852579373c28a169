#pragma once
// The on-screen number pad: one button per symbol of the grid (1-9, or the size's letters), plus
// Erase and the Pencil toggle (both QActions shared with the menus). Buttons never take focus, so
// the keyboard stays on the board.

#include <QWidget>

#include "qudoku/shape.h"
#include "qudoku/symbols.h"

class QAction;
class QGridLayout;

namespace qudoku::ui {

class NumberPad : public QWidget {
    Q_OBJECT

public:
    NumberPad(QAction* erase, QAction* pencil, QWidget* parent = nullptr);

    void setShape(Shape shape, Alphabet alphabet);

signals:
    void valueClicked(int value);

private:
    QAction* erase_;
    QAction* pencil_;
    QGridLayout* grid_;
    Shape shape_{0, 0};
    Alphabet alphabet_ = Alphabet::Digits;
};

} // namespace qudoku::ui
