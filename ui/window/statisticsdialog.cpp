#include "window/statisticsdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "game/gameclock.h"
#include "game/statistics.h"
#include "text/step_text.h"

namespace qudoku::ui {

namespace {

QString gradeWords(const QString& key) {
    for (logic::Grade g : {logic::Grade::Easy, logic::Grade::Medium, logic::Grade::Hard, logic::Grade::Unfair,
                           logic::Grade::Extreme})
        if (key == statisticsGrade(g)) return text::gradeName(g);
    return StatisticsDialog::tr("not rated");
}

QTableWidgetItem* cell(const QString& text, bool number) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(number ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    return item;
}

} // namespace

StatisticsDialog::StatisticsDialog(QWidget* parent)
    : QDialog(parent), empty_(new QLabel(this)), table_(new QTableWidget(this)), reset_(new QPushButton(tr("&Reset…"), this)) {
    setWindowTitle(tr("Statistics"));
    empty_->setText(tr("No games yet. A game counts once it ends: solved, solved by the computer, or left for "
                       "another puzzle."));
    empty_->setWordWrap(true);
    table_->setColumnCount(7);
    table_->setHorizontalHeaderLabels(
        {tr("Size"), tr("Grade"), tr("Played"), tr("Solved"), tr("Best time"), tr("Average time"), tr("Hints used")});
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->setFocusPolicy(Qt::NoFocus);
    table_->setAlternatingRowColors(true);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setAccessibleName(tr("Statistics by size and grade"));
    auto* note = new QLabel(tr("Times are playing time: a paused game's clock stands still."), this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(reset_, QDialogButtonBox::ResetRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(reset_, &QPushButton::clicked, this, &StatisticsDialog::resetAll);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(empty_);
    layout->addWidget(table_, 1);
    layout->addWidget(note);
    layout->addWidget(buttons);
    fill();
    resize(sizeHint().expandedTo(QSize(fontMetrics().averageCharWidth() * 80, fontMetrics().height() * 16)));
}

void StatisticsDialog::fill() {
    const std::vector<StatisticsRow> rows = Statistics::rows();
    table_->setRowCount(static_cast<int>(rows.size()));
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
        const StatisticsRow& r = rows[static_cast<std::size_t>(i)];
        table_->setItem(i, 0, cell(tr("%1×%1").arg(r.size), false));
        table_->setItem(i, 1, cell(gradeWords(r.grade), false));
        table_->setItem(i, 2, cell(QString::number(r.played), true));
        table_->setItem(i, 3, cell(QString::number(r.solved), true));
        table_->setItem(i, 4, cell(r.solved > 0 ? formatElapsed(r.bestMs) : tr("–"), true));
        table_->setItem(i, 5, cell(r.solved > 0 ? formatElapsed(r.averageMs()) : tr("–"), true));
        table_->setItem(i, 6, cell(QString::number(r.hints), true));
    }
    empty_->setVisible(rows.empty());
    table_->setVisible(!rows.empty());
    reset_->setEnabled(!rows.empty());
}

void StatisticsDialog::resetAll() {
    if (ask_ && QMessageBox::question(this, tr("Reset Statistics"),
                                      tr("Forget every game played so far, with its times? This cannot be undone."),
                                      QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Reset)
        return;
    Statistics::reset();
    fill();
}

} // namespace qudoku::ui
