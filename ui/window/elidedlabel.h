#pragma once
// A one-line label for the status bar that never pushes its neighbours aside: when its text is wider
// than the room it has, it ends in "…" and the whole text is its tool tip. Its minimum width is a few
// characters, so a long message (German runs a third longer than English) shrinks instead of running
// into the permanent widgets beside it. text() is always the whole text.

#include <QLabel>

namespace qudoku::ui {

class ElidedLabel : public QLabel {
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    bool isElided() const; // the text does not fit as it is laid out now
    QString shownText() const; // what is painted

    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
};

} // namespace qudoku::ui
