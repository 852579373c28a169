#include "window/numberpad.h"

#include <QAction>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLayoutItem>
#include <QPainter>
#include <QStyleOptionToolButton>
#include <QStylePainter>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

#include "board/boardcolors.h"
#include "board/palette.h"
#include "render/mark_grid.h"
#include "text/diagnostics.h"

namespace qudoku::ui {

// A symbol's button: the symbol large, how many are still missing small in its corner, greyed when
// none is; in colour mode a swatch of the palette's colour instead.
class PadButton : public QToolButton {
public:
    PadButton(QWidget* parent, int value) : QToolButton(parent), value_(value) {
        setFocusPolicy(Qt::NoFocus);
        setCheckable(true); // pressed: the sticky digit
    }

    void setState(const QString& symbol, int missing, Layer mode) {
        symbol_ = symbol;
        missing_ = missing;
        colour_ = mode == Layer::Colour;
        setText(symbol_); // for tests, tool tips and screen readers; painted below
        update();
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QStylePainter painter(this);
        QStyleOptionToolButton option;
        initStyleOption(&option);
        option.text.clear();
        painter.drawComplexControl(QStyle::CC_ToolButton, option);
        const QRect inside = rect().adjusted(3, 3, -3, -3);
        if (colour_) {
            const QColor colour = paletteColour(value_);
            if (colour.isValid()) {
                painter.setPen(QPen(palette().color(QPalette::ButtonText), 1));
                painter.setBrush(colour);
                painter.drawRoundedRect(inside.adjusted(3, 3, -3, -3), 4, 4);
            }
            return;
        }
        const bool done = missing_ == 0;
        QColor ink = palette().color(isEnabled() && !done ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText);
        QFont big = font();
        big.setPixelSize(std::max(10, height() * 45 / 100));
        big.setBold(true);
        painter.setFont(big);
        painter.setPen(ink);
        painter.drawText(inside, Qt::AlignCenter, symbol_);
        if (missing_ > 0) {
            QFont small = font();
            small.setPixelSize(std::max(7, height() * 22 / 100));
            painter.setFont(small);
            painter.drawText(inside, Qt::AlignRight | Qt::AlignBottom, QString::number(missing_));
        }
    }

private:
    int value_;
    QString symbol_;
    int missing_ = -1;
    bool colour_ = false;
};

namespace {

QToolButton* wordButton(QWidget* parent, QAction* action) {
    auto* button = new QToolButton(parent);
    button->setFocusPolicy(Qt::NoFocus);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return button;
}

} // namespace

NumberPad::NumberPad(QAction* erase, const QList<QAction*>& modes, QWidget* parent)
    : QWidget(parent), erase_(erase), grid_(new QGridLayout), eraseButton_(wordButton(this, erase)) {
    grid_->setSpacing(kSpacing);
    grid_->setContentsMargins(0, 0, 0, 0);
    auto* modeGrid = new QGridLayout;
    modeGrid->setSpacing(kSpacing);
    for (int i = 0; i < modes.size(); ++i) {
        QToolButton* button = wordButton(this, modes[i]);
        modeButtons_ << button;
        modeGrid->addWidget(button, i / 2, i % 2);
    }
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(kSpacing);
    layout->addLayout(modeGrid);
    layout->addLayout(grid_);
    layout->addWidget(eraseButton_);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

// Columns: as the pencil marks' spots in a cell (render/mark_grid.h): 3 for 9×9 (a phone-like pad),
// the box width for the other standard sizes (2, 3, 4, 4, 5), the squarest for a jigsaw's (7×7: 3).
int NumberPad::columns() const { return render::markGridFor(shape_).cols; }
int NumberPad::rows() const { return (shape_.size() + columns() - 1) / columns(); }

// The mode and Erase buttons: a little lower than the symbols once they are large.
int NumberPad::wordsHeight(int side) { return std::min(side, std::max(26, side * 3 / 5)); }

int NumberPad::widthFor(int side) const {
    const int symbols = columns() * side + (columns() - 1) * kSpacing;
    int modes = 0;
    for (QToolButton* button : modeButtons_) modes = std::max(modes, button->minimumSizeHint().width());
    return std::max({symbols, 2 * modes + kSpacing, eraseButton_->minimumSizeHint().width()});
}

int NumberPad::heightFor(int side) const {
    const int modeRows = (static_cast<int>(modeButtons_.size()) + 1) / 2;
    return modeRows * (wordsHeight(side) + kSpacing) + rows() * (side + kSpacing) + wordsHeight(side);
}

void NumberPad::setShape(Shape shape, Alphabet alphabet) {
    if (shape == shape_ && alphabet == alphabet_) return;
    shape_ = shape;
    alphabet_ = alphabet;
    while (QLayoutItem* item = grid_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    symbols_.clear();
    missing_.assign(static_cast<std::size_t>(shape.size()), -1);
    for (int v = 1; v <= shape.size(); ++v) {
        auto* button = new PadButton(this, v);
        connect(button, &QToolButton::clicked, this, [this, v, button] {
            button->setChecked(sticky_ == v); // the board decides what is sticky
            emit valueClicked(v);
        });
        grid_->addWidget(button, (v - 1) / columns(), (v - 1) % columns());
        symbols_.push_back(button);
    }
    applySide();
    refreshButtons();
    updateGeometry();
}

void NumberPad::setMode(Layer mode) {
    if (mode == mode_) return;
    mode_ = mode;
    refreshButtons();
}

void NumberPad::setStickyDigit(int value) {
    sticky_ = value;
    refreshButtons();
}

void NumberPad::setMissing(const std::vector<int>& missing) {
    if (missing == missing_) return;
    missing_ = missing;
    refreshButtons();
}

int NumberPad::missing(int value) const {
    return value >= 1 && value <= static_cast<int>(missing_.size()) ? missing_[static_cast<std::size_t>(value - 1)] : -1;
}

void NumberPad::refreshButtons() {
    for (std::size_t i = 0; i < symbols_.size(); ++i) {
        const int v = static_cast<int>(i) + 1;
        PadButton* button = symbols_[i];
        const QString symbol(text::symbolText(v, alphabet_));
        const bool colour = mode_ == Layer::Colour;
        button->setState(symbol, missing(v), mode_);
        button->setEnabled(!colour || v <= kColours);
        button->setChecked(sticky_ == v);
        const int left = missing(v);
        QString tip = colour ? tr("Colour the selected cells %1 (Alt+click on a candidate: that candidate)")
                                   .arg(paletteColourName(v))
                             : tr("Enter %1 (with no cell selected: enter it with each click; Alt+click: highlight it)")
                                   .arg(symbol);
        // Numbers from 10 up: two digit keys (BoardInput), or one letter as in text, 1-9 then A, B, ...
        if (!colour && alphabet_ == Alphabet::Numbers && v > 9)
            tip += QLatin1Char('\n') + tr("Keys: 1 then %1, or %2", "typing 16: 1 then 6, or G")
                                            .arg(v - 10)
                                            .arg(QChar::fromLatin1(symbolFor(v, alphabet_)));
        if (!colour && left >= 0)
            tip += QLatin1Char('\n') + (left == 0 ? tr("All placed") : tr("%n still to place", "", left));
        button->setToolTip(tip);
        // For screen readers: what a press does in this mode, then the tracker ("Enter 4, 3 still to place").
        const QString action = mode_ == Layer::Corner ? tr("Corner mark %1", "a pad button, for screen readers").arg(symbol)
                               : mode_ == Layer::Centre ? tr("Centre mark %1", "a pad button, for screen readers").arg(symbol)
                                                        : tr("Enter %1", "a pad button, for screen readers").arg(symbol);
        button->setAccessibleName(colour      ? tr("Colour %1").arg(paletteColourName(v))
                                  : left < 0  ? action
                                  : left == 0 ? tr("%1, all placed").arg(action)
                                              : tr("%1, %n still to place", "", left).arg(action));
    }
}

void NumberPad::setButtonSide(int side) {
    if (side == side_) return;
    side_ = side;
    applySide();
}

void NumberPad::applySide() {
    for (PadButton* button : symbols_) button->setFixedSize(side_, side_);
    for (QToolButton* word : modeButtons_) word->setFixedHeight(wordsHeight(side_));
    eraseButton_->setFixedHeight(wordsHeight(side_));
    setFixedSize(widthFor(side_), heightFor(side_));
}

} // namespace qudoku::ui
