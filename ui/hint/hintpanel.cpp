#include "hint/hintpanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "hint/hintladder.h"

namespace qudoku::ui {

HintPanel::HintPanel(HintLadder* ladder, QWidget* parent)
    : QWidget(parent),
      ladder_(ladder),
      text_(new QLabel(this)),
      hint_(new QPushButton(tr("&Hint"), this)),
      apply_(new QPushButton(tr("&Apply"), this)),
      next_(new QPushButton(tr("Ne&xt step"), this)),
      showPath_(new QPushButton(tr("Solution &path"), this)),
      path_(new QListWidget(this)),
      total_(new QLabel(this)) {
    text_->setWordWrap(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    text_->setMinimumHeight(text_->fontMetrics().lineSpacing() * 4);
    text_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    hint_->setToolTip(tr("One rung further: where to look, which technique, the full explanation, then apply it"));
    apply_->setToolTip(tr("Apply the step the hint is on, as one move you can undo"));
    next_->setToolTip(tr("Apply this step and show where the next one is"));
    showPath_->setToolTip(tr("List every step from the current position, with ratings"));
    path_->setWordWrap(true);
    path_->setAlternatingRowColors(true);
    total_->setWordWrap(true);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(hint_);
    buttons->addWidget(apply_);
    buttons->addWidget(next_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text_);
    layout->addLayout(buttons);
    layout->addWidget(showPath_);
    layout->addWidget(path_, 1);
    layout->addWidget(total_);

    connect(hint_, &QPushButton::clicked, ladder_, &HintLadder::hint);
    connect(apply_, &QPushButton::clicked, ladder_, &HintLadder::apply);
    connect(next_, &QPushButton::clicked, ladder_, &HintLadder::nextStep);
    connect(showPath_, &QPushButton::clicked, ladder_, &HintLadder::showPath);
    connect(path_, &QListWidget::currentRowChanged, ladder_, &HintLadder::previewPathStep);
    connect(ladder_, &HintLadder::changed, this, &HintPanel::refresh);
    connect(ladder_, &HintLadder::busyChanged, this, &HintPanel::refresh);
    connect(ladder_, &HintLadder::pathReady, this, [this](const QStringList& steps, const QString& total) {
        const QSignalBlocker blocker(path_); // filling the list is not a click on a step
        path_->clear();
        path_->addItems(steps);
        total_->setText(total);
    });
    refresh();
}

QString HintPanel::text() const { return text_->text(); }

void HintPanel::refresh() {
    const bool busy = ladder_->isBusy();
    text_->setText(busy && ladder_->text().isEmpty() ? tr("Looking for the next step…") : ladder_->text());
    const bool hasStep = ladder_->step().has_value() && ladder_->rung() != HintLadder::Rung::Mistakes;
    apply_->setEnabled(hasStep && !busy);
    next_->setEnabled(hasStep && !busy);
    if (ladder_->rung() == HintLadder::Rung::None && ladder_->path().empty()) {
        const QSignalBlocker blocker(path_);
        path_->clear();
        total_->clear();
    }
}

} // namespace qudoku::ui
