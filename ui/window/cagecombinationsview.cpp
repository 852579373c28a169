#include "window/cagecombinationsview.h"

#include <QLabel>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <algorithm>

#include "board/boardwidget.h"
#include "game/game.h"
#include "qudoku/cage_combinations.h"
#include "text/step_words.h"

namespace qudoku::ui {

namespace {

// At most this many cages under a selection are listed (a selection across the grid is no question
// about one cage).
constexpr int kMaxCages = 3;

bool hasCageSums(const Rules& rules) {
    return std::any_of(rules.constraints.begin(), rules.constraints.end(),
                       [](const Constraint& c) { return c.kind == ConstraintKind::KillerCage && !c.values.empty(); });
}

} // namespace

CageCombinationsView::CageCombinationsView(const Game* game, const BoardWidget* board, QWidget* parent)
    : QWidget(parent), game_(game), board_(board) {
    label_ = new QLabel;
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::RichText);
    label_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label_);
    connect(game_, &Game::puzzleReplaced, this, &CageCombinationsView::refresh);
    connect(game_, &Game::changed, this, &CageCombinationsView::refresh);
    connect(board_, &BoardWidget::selectionChanged, this, &CageCombinationsView::refresh);
    refresh();
}

QString CageCombinationsView::text() const { return QTextDocumentFragment::fromHtml(label_->text()).toPlainText(); }

void CageCombinationsView::refresh() {
    const Rules& rules = game_->rules();
    const bool killer = hasCageSums(rules);
    setVisible(killer);
    if (!killer) return;
    const Shape shape = game_->shape();
    const int n = rules.size;
    std::vector<int> selected = board_->selectedCells();
    std::sort(selected.begin(), selected.end());

    QStringList parts{QStringLiteral("<b>%1</b>").arg(tr("Cage combinations").toHtmlEscaped())};
    int shown = 0;
    for (const Constraint& c : rules.constraints) {
        if (c.kind != ConstraintKind::KillerCage || c.values.empty() || c.cells.empty()) continue;
        const std::vector<int>& cells = c.cells.front();
        const bool touched = std::any_of(cells.begin(), cells.end(),
                                         [&](int cell) { return std::binary_search(selected.begin(), selected.end(), cell); });
        if (!touched) continue;
        if (++shown > kMaxCages) {
            parts << tr("(more cages under the selection)").toHtmlEscaped();
            break;
        }
        std::vector<std::uint32_t> masks;
        for (int cell : cells) {
            const int value = game_->value(cell);
            const MarkSet marks = game_->pencilMarks(cell);
            masks.push_back(value ? markBit(value) : marks ? marks : game_->candidates(cell));
        }
        const int sum = c.values.front();
        const std::vector<CageCombination> sets = cageCombinations(n, sum, masks);
        const QString heading =
            tr("Cage %1 in %n cell(s) (%2):", "", static_cast<int>(cells.size())).arg(sum).arg(text::words::cellList(shape, cells));
        if (sets.empty()) {
            parts << heading.toHtmlEscaped() + QStringLiteral("<br>") +
                         tr("no %n different digit(s) add up to %1.", "", static_cast<int>(cells.size())).arg(sum).toHtmlEscaped();
            continue;
        }
        QStringList shownSets;
        int possible = 0;
        for (const CageCombination& set : sets) {
            const QString words = text::words::digitSet(set.digits, shape, game_->alphabet()).toHtmlEscaped();
            possible += set.possible;
            // Struck out and grey: the candidates rule it out.
            shownSets << (set.possible ? words : QStringLiteral("<s><font color=\"gray\">%1</font></s>").arg(words));
        }
        const QString summary = possible == static_cast<int>(sets.size())
                                    ? tr("all %n fit the candidates.", "", possible)
                                    : tr("%1 of %n fit the candidates (the others are struck out).", "", static_cast<int>(sets.size()))
                                          .arg(possible);
        parts << heading.toHtmlEscaped() + QStringLiteral("<br>") + shownSets.join(QStringLiteral(" ")) + QStringLiteral("<br>") +
                     summary.toHtmlEscaped();
    }
    if (shown == 0) parts << tr("Select a cell of a cage to see the sets of digits that add up to its sum.").toHtmlEscaped();
    label_->setText(parts.join(QStringLiteral("<br><br>")));
}

} // namespace qudoku::ui
