#include "window/numberpad.h"

#include <QAction>
#include <QGridLayout>
#include <QLayoutItem>
#include <QToolButton>

namespace qudoku::ui {

namespace {

QToolButton* padButton(QWidget* parent, int side) {
    auto* button = new QToolButton(parent);
    button->setFocusPolicy(Qt::NoFocus);
    button->setMinimumSize(side, side);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    return button;
}

} // namespace

NumberPad::NumberPad(QAction* erase, QAction* pencil, QWidget* parent)
    : QWidget(parent), erase_(erase), pencil_(pencil), grid_(new QGridLayout(this)) {
    grid_->setSpacing(4);
    grid_->setContentsMargins(0, 0, 0, 0);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
}

void NumberPad::setShape(Shape shape, Alphabet alphabet) {
    if (shape == shape_ && alphabet == alphabet_) return;
    shape_ = shape;
    alphabet_ = alphabet;
    while (QLayoutItem* item = grid_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const int n = shape.size();
    // Columns: 3 for 9×9 (a phone-like pad), the box width otherwise (4, 3, 4, 4, 5).
    const int cols = n == 9 ? 3 : shape.boxCols;
    const int side = n > 16 ? 30 : n > 9 ? 36 : 48;
    QFont font = this->font();
    font.setPixelSize(side * 45 / 100);
    font.setBold(true);
    for (int v = 1; v <= n; ++v) {
        QToolButton* button = padButton(this, side);
        const QString symbol(QChar::fromLatin1(symbolFor(v, alphabet)));
        button->setText(symbol);
        button->setFont(font);
        button->setToolTip(tr("Enter %1 (Shift+%1: pencil mark)").arg(symbol));
        connect(button, &QToolButton::clicked, this, [this, v] { emit valueClicked(v); });
        grid_->addWidget(button, (v - 1) / cols, (v - 1) % cols);
    }
    const int row = (n + cols - 1) / cols;
    QToolButton* erase = padButton(this, side);
    erase->setDefaultAction(erase_);
    erase->setToolButtonStyle(Qt::ToolButtonTextOnly);
    QToolButton* pencil = padButton(this, side);
    pencil->setDefaultAction(pencil_);
    pencil->setToolButtonStyle(Qt::ToolButtonTextOnly);
    const int half = std::max(1, cols / 2);
    grid_->addWidget(erase, row, 0, 1, half);
    grid_->addWidget(pencil, row, half, 1, cols - half);
}

} // namespace qudoku::ui
