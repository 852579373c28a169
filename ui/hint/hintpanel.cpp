#include "hint/hintpanel.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

#include "hint/hintladder.h"

namespace qudoku::ui {

HintPanel::HintPanel(HintLadder* ladder, QWidget* parent)
    : QWidget(parent), ladder_(ladder), title_(new QLabel(this)), text_(new QLabel(this)),
      // Mnemonics apart from the menu bar's (Game, Edit, Play, Help): Alt+I, A, X, T.
      hint_(new QPushButton(tr("H&int"), this)), apply_(new QPushButton(tr("&Apply"), this)),
      next_(new QPushButton(tr("Ne&xt Step"), this)), path_(new QPushButton(tr("Solution Pa&th"), this)) {
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    text_->setWordWrap(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    text_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // The words never set the panel's width (a longer hint would push the board aside): they wrap.
    text_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
    // The title wraps ("Hinweis 3 von 3: die Schlussfolgerung" is longer than the English) within a
    // fixed two lines, so nothing below it moves when it changes.
    title_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    title_->setWordWrap(true);
    title_->setAlignment(Qt::AlignLeft | Qt::AlignBottom);
    title_->setFixedHeight(QFontMetrics(bold).lineSpacing() * 2 + 2);
    // The words scroll in the space below the buttons: however long an explanation is, the buttons stay
    // where they are (they moved by a line's height whenever a hint wrapped to a fifth line, and fifty
    // clicks on Next Step landed in the gap).
    words_ = new QScrollArea(this);
    words_->setWidget(text_);
    words_->setWidgetResizable(true);
    words_->setFrameShape(QFrame::NoFrame);
    words_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    words_->setMinimumHeight(text_->fontMetrics().lineSpacing() * 4);
    words_->viewport()->setAutoFillBackground(false);
    text_->setAutoFillBackground(false);
    hint_->setToolTip(tr("One rung further: where to look, the technique, the whole deduction, then apply it (Ctrl+H)"));
    apply_->setToolTip(tr("Apply the step the hint is on, as one move you can undo"));
    next_->setToolTip(tr("Apply this step and show the next one at the same rung"));
    path_->setToolTip(tr("List every step from the current position, with ratings (Ctrl+P)"));
    for (QPushButton* button : {hint_, apply_, next_, path_}) button->setFocusPolicy(Qt::TabFocus);

    auto* buttons = new QGridLayout;
    buttons->addWidget(hint_, 0, 0);
    buttons->addWidget(apply_, 0, 1);
    buttons->addWidget(next_, 1, 0);
    buttons->addWidget(path_, 1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addLayout(buttons);
    layout->addWidget(words_, 1);
    // Narrow enough to give way to the board in a small window, never so narrow the buttons are cut.
    setMinimumWidth(std::max(fontMetrics().averageCharWidth() * kMinimumChars, layout->minimumSize().width()));

    connect(hint_, &QPushButton::clicked, ladder_, &HintLadder::hint);
    connect(apply_, &QPushButton::clicked, ladder_, &HintLadder::apply);
    connect(next_, &QPushButton::clicked, ladder_, &HintLadder::nextStep);
    connect(path_, &QPushButton::clicked, this, &HintPanel::pathRequested);
    connect(ladder_, &HintLadder::changed, this, &HintPanel::refresh);
    refresh();
}

QSize HintPanel::sizeHint() const {
    return {fontMetrics().averageCharWidth() * kPreferredChars, QWidget::sizeHint().height()};
}

QString HintPanel::title() const { return title_->text(); }
QString HintPanel::text() const { return text_->text(); }

void HintPanel::refresh() {
    title_->setText(ladder_->title());
    QString words = ladder_->text();
    if (words.isEmpty() && !ladder_->isBusy())
        words = tr("Press Hint for a nudge: where to look first, then the technique, then the whole deduction.");
    text_->setText(words);
    hint_->setEnabled(ladder_->canHint());
    apply_->setEnabled(ladder_->canApply());
    next_->setEnabled(ladder_->canApply());
}

} // namespace qudoku::ui
