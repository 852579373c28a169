#include "hint/pathpanel.h"

#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "game/game.h"
#include "hint/hintpanel.h"
#include "hint/solutionpath.h"
#include "qudoku/logic/notation.h"
#include "text/step_text.h"

namespace qudoku::ui {

PathPanel::PathPanel(SolutionPath* path, Game* game, QWidget* parent)
    : QWidget(parent), path_(path), game_(game), summary_(new QLabel(this)), list_(new QTreeWidget(this)),
      detail_(new QLabel(this)), recompute_(new QTimer(this)) {
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    list_->setColumnCount(4);
    list_->setHeaderLabels({tr("#"), tr("Technique"), tr("Rating"), tr("Effect")});
    list_->setRootIsDecorated(false);
    list_->setAlternatingRowColors(true);
    list_->setUniformRowHeights(true);
    list_->setAllColumnsShowFocus(true);
    list_->setAccessibleName(tr("Solution path"));
    list_->header()->setStretchLastSection(true);
    list_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    list_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    list_->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    detail_->setWordWrap(true);
    detail_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detail_->setMinimumHeight(detail_->fontMetrics().lineSpacing() * 3);
    detail_->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    // As wide as the hint panel above it, so opening the path does not move the board; at its
    // preferred width "12  Naked triple  3.6  r4c6<>7, r5c6<>7" fits without scrolling.
    setMinimumWidth(fontMetrics().averageCharWidth() * HintPanel::kMinimumChars);
    summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
    detail_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary_);
    layout->addWidget(list_, 1);
    layout->addWidget(detail_);

    recompute_->setSingleShot(true);
    recompute_->setInterval(300);
    connect(recompute_, &QTimer::timeout, this, &PathPanel::recomputeIfStale);
    connect(path_, &SolutionPath::changed, this, &PathPanel::refresh);
    connect(game_, &Game::changed, this, [this] {
        if (!path_->hasPath() || path_->isCurrent()) return;
        refresh(); // the rows were about another board
        if (isVisible()) recompute_->start();
    });
    connect(list_, &QTreeWidget::currentItemChanged, this, &PathPanel::onCurrentChanged);
    // A click on the selected row previews it again (after a hint replaced the preview).
    connect(list_, &QTreeWidget::itemClicked, this, &PathPanel::onCurrentChanged);
    refresh();
}

QSize PathPanel::sizeHint() const {
    return {fontMetrics().averageCharWidth() * HintPanel::kPreferredChars, QWidget::sizeHint().height()};
}

QString PathPanel::summary() const { return summary_->text(); }

int PathPanel::selectedStep() const {
    QTreeWidgetItem* item = list_->currentItem();
    return item ? list_->indexOfTopLevelItem(item) : -1;
}

void PathPanel::clearSelection() {
    const QSignalBlocker blocker(list_);
    list_->clearSelection();
    list_->setCurrentItem(nullptr);
    detail_->clear();
}

void PathPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    recompute_->start();
}

// Not after Esc stopped the search for this very board (found by tst_ui_monkey: the pause armed by
// opening the panel, or by the last move, ended after the Esc and started the path again).
void PathPanel::recomputeIfStale() {
    if (isVisible() && !path_->isCurrent() && !path_->isCancelled()) path_->compute();
}

void PathPanel::onCurrentChanged() {
    const int index = selectedStep();
    const auto& steps = path_->steps();
    detail_->setText(index >= 0 && index < static_cast<int>(steps.size())
                         ? text::explanation(steps[static_cast<std::size_t>(index)], game_->geometry(), game_->alphabet())
                         : QString());
    if (index >= 0) emit previewRequested(index);
}

void PathPanel::refresh() {
    const QSignalBlocker blocker(list_); // filling the list is not a choice of step
    list_->clear();
    detail_->clear();
    if (path_->isBusy()) {
        summary_->setText(tr("Finding the solution path…"));
        return;
    }
    if (path_->hasPath() && !path_->isCurrent()) {
        summary_->setText(tr("The board has changed since this path was found."));
        return;
    }
    summary_->setText(path_->summary());
    const Shape shape = game_->shape();
    int number = 0;
    for (const logic::Step& step : path_->steps()) {
        auto* item = new QTreeWidgetItem(list_);
        item->setText(0, QString::number(++number));
        item->setText(1, text::techniqueName(step.technique));
        item->setText(2, QString::number(step.rating, 'f', 1));
        item->setText(3, QString::fromStdString(logic::effectText(shape, step, game_->alphabet())));
        item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        const QString why = text::explanation(step, game_->geometry(), game_->alphabet());
        for (int column = 0; column < 4; ++column) item->setToolTip(column, why);
    }
}

} // namespace qudoku::ui
