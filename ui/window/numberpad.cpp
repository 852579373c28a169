#include "window/numberpad.h"

#include <QAction>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLayoutItem>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace qudoku::ui {

namespace {

QToolButton* padButton(QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setFocusPolicy(Qt::NoFocus);
    return button;
}

} // namespace

NumberPad::NumberPad(QAction* erase, QAction* pencil, QWidget* parent)
    : QWidget(parent), erase_(erase), pencil_(pencil), grid_(new QGridLayout),
      eraseButton_(padButton(this)), pencilButton_(padButton(this)) {
    grid_->setSpacing(kSpacing);
    grid_->setContentsMargins(0, 0, 0, 0);
    eraseButton_->setDefaultAction(erase_);
    pencilButton_->setDefaultAction(pencil_);
    for (QToolButton* word : {eraseButton_, pencilButton_}) {
        word->setToolButtonStyle(Qt::ToolButtonTextOnly);
        word->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }
    auto* words = new QHBoxLayout;
    words->setSpacing(kSpacing);
    words->addWidget(eraseButton_, 1);
    words->addWidget(pencilButton_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(kSpacing);
    layout->addLayout(grid_);
    layout->addLayout(words);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

// Columns: 3 for 9×9 (a phone-like pad), the box width otherwise (2, 3, 4, 4, 5).
int NumberPad::columns() const { return shape_.size() == 9 ? 3 : std::max(1, shape_.boxCols); }
int NumberPad::rows() const { return (shape_.size() + columns() - 1) / columns(); }

int NumberPad::widthFor(int side) const {
    const int symbols = columns() * side + (columns() - 1) * kSpacing;
    const int words = eraseButton_->minimumSizeHint().width() + pencilButton_->minimumSizeHint().width() + kSpacing;
    return std::max(symbols, words);
}

// The Erase and Pencil row: a little lower than the symbols once they are large.
int NumberPad::wordsHeight(int side) { return std::min(side, std::max(28, side * 3 / 4)); }

int NumberPad::heightFor(int side) const { return rows() * (side + kSpacing) + wordsHeight(side); }

void NumberPad::setShape(Shape shape, Alphabet alphabet) {
    if (shape == shape_ && alphabet == alphabet_) return;
    shape_ = shape;
    alphabet_ = alphabet;
    while (QLayoutItem* item = grid_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const int n = shape.size();
    for (int v = 1; v <= n; ++v) {
        QToolButton* button = padButton(this);
        const QString symbol(QChar::fromLatin1(symbolFor(v, alphabet)));
        button->setText(symbol);
        button->setToolTip(tr("Enter %1 (Shift+%1: pencil mark)").arg(symbol));
        button->setAccessibleName(tr("Enter %1", "a pad button, for screen readers").arg(symbol)); // not just "4"
        connect(button, &QToolButton::clicked, this, [this, v] { emit valueClicked(v); });
        grid_->addWidget(button, (v - 1) / columns(), (v - 1) % columns());
    }
    applySide();
    updateGeometry();
}

void NumberPad::setButtonSide(int side) {
    if (side == side_) return;
    side_ = side;
    applySide();
}

void NumberPad::applySide() {
    QFont bold = font();
    bold.setPixelSize(std::max(10, side_ * 45 / 100));
    bold.setBold(true);
    for (int i = 0; i < grid_->count(); ++i) {
        auto* button = static_cast<QToolButton*>(grid_->itemAt(i)->widget());
        button->setFixedSize(side_, side_);
        button->setFont(bold);
    }
    for (QToolButton* word : {eraseButton_, pencilButton_}) word->setFixedHeight(wordsHeight(side_));
    setFixedSize(widthFor(side_), heightFor(side_));
}

} // namespace qudoku::ui
