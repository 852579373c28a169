#include "window/elidedlabel.h"

#include <QHelpEvent>
#include <QPainter>
#include <QStyle>
#include <QToolTip>

namespace qudoku::ui {

ElidedLabel::ElidedLabel(QWidget* parent) : QLabel(parent) {
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setContentsMargins(4, 0, 4, 0); // off the window's edge and its neighbours
}

QString ElidedLabel::shownText() const {
    return fontMetrics().elidedText(text(), Qt::ElideRight, contentsRect().width());
}

bool ElidedLabel::isElided() const { return shownText() != text(); }

QSize ElidedLabel::minimumSizeHint() const {
    // "Abc…": enough to see that something is said, and to hover for the rest.
    return {fontMetrics().horizontalAdvance(QStringLiteral("Abcdef…")), QLabel::minimumSizeHint().height()};
}

void ElidedLabel::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    style()->drawItemText(&painter, contentsRect(), static_cast<int>(alignment()), palette(), isEnabled(), shownText(),
                          foregroundRole());
}

bool ElidedLabel::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        // The label's own tool tip when it has one; else, when the text is cut, the whole text.
        const QString tip = !isElided()        ? toolTip()
                            : toolTip().isEmpty() ? text()
                                                  : text() + QStringLiteral("\n\n") + toolTip();
        if (tip.isEmpty()) QToolTip::hideText();
        else QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QLabel::event(event);
}

} // namespace qudoku::ui
