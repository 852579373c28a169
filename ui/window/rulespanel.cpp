#include "window/rulespanel.h"

#include <QLabel>
#include <QScrollArea>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include "game/game.h"
#include "hint/hintpanel.h"
#include "text/rules_text.h"

namespace qudoku::ui {

RulesPanel::RulesPanel(const Game* game, QWidget* helper, QWidget* parent) : QWidget(parent), game_(game) {
    heading_ = new QLabel;
    heading_->setWordWrap(true);
    heading_->setTextFormat(Qt::RichText);
    rules_ = new QLabel;
    rules_->setWordWrap(true);
    rules_->setTextFormat(Qt::RichText);
    setter_ = new QLabel;
    setter_->setWordWrap(true);
    setter_->setTextFormat(Qt::PlainText);
    setter_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (QLabel* label : {heading_, rules_, setter_}) label->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto* inside = new QWidget;
    auto* column = new QVBoxLayout(inside);
    column->addWidget(heading_);
    column->addWidget(rules_);
    if (helper) column->addWidget(helper);
    column->addWidget(setter_);
    column->addStretch();
    auto* scroll = new QScrollArea;
    scroll->setWidget(inside);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    connect(game_, &Game::puzzleReplaced, this, &RulesPanel::refresh);
    refresh();
}

QSize RulesPanel::sizeHint() const {
    // As wide as the hint panel below it, so the dock column keeps one width.
    const int width = fontMetrics().averageCharWidth() * HintPanel::kPreferredChars;
    return QSize(width, fontMetrics().lineSpacing() * 9);
}

QString RulesPanel::text() const {
    QStringList parts;
    for (const QLabel* label : {heading_, rules_, setter_})
        if (!label->text().isEmpty()) {
            QTextDocumentFragment fragment = QTextDocumentFragment::fromHtml(label->text());
            parts << (label->textFormat() == Qt::PlainText ? label->text() : fragment.toPlainText());
        }
    return parts.join(QLatin1Char('\n'));
}

void RulesPanel::refresh() {
    const PuzzleDocument& document = game_->document();
    QString heading;
    if (document && !document->title.empty())
        heading = QStringLiteral("<b>%1</b>").arg(QString::fromStdString(document->title).toHtmlEscaped());
    if (document && !document->author.empty())
        heading += (heading.isEmpty() ? QString() : QStringLiteral("<br>")) +
                   tr("by %1").arg(QString::fromStdString(document->author).toHtmlEscaped());
    heading_->setText(heading);
    heading_->setVisible(!heading.isEmpty());

    QString list = QStringLiteral("<ul style=\"margin-left: 0px; -qt-list-indent: 1;\">");
    for (const QString& rule : text::rulesInWords(game_->rules())) list += QStringLiteral("<li>%1</li>").arg(rule.toHtmlEscaped());
    list += QStringLiteral("</ul>");
    rules_->setText(list);

    const QString own = document ? QString::fromStdString(document->rulesText).trimmed() : QString();
    setter_->setText(own.isEmpty() ? QString() : tr("The setter's rules:") + QLatin1Char('\n') + own);
    setter_->setVisible(!own.isEmpty());
}

} // namespace qudoku::ui
