#include "window/puzzlecheck.h"

#include <QMessageBox>
#include <QPushButton>
#include <QStringList>

#include "analysis/session.h"
#include "window/besideboard.h"
#include "game/game.h"
#include "qudoku/conflicts.h"
#include "text/diagnostics.h"

namespace qudoku::ui {

namespace {

// The dialog names this many differing cells at most; the board marks all of them.
constexpr int kCellsNamed = 12;

} // namespace

PuzzleCheck::PuzzleCheck(Game* game, AnalysisSession* session, QWidget* window, BoardWidget* board)
    : QObject(window), game_(game), session_(session), window_(window), board_(board) {
    connect(session_, &AnalysisSession::factsChanged, this, &PuzzleCheck::onFactsChanged);
    // The verdict waits for Play mode. The player may leave it (Edit Givens, undo of Start Playing)
    // while the count runs and come back by undo or redo after it has ended, with the same givens:
    // no count comes again then, so the return to Play mode gives the verdict (and starts the clock).
    connect(game_, &Game::modeChanged, this, &PuzzleCheck::onFactsChanged);
    connect(game_, &Game::changed, this, [this] {
        if (shown_ && !(game_->givens() == shown_->givens)) { // the givens were edited: the marks are done
            shown_.reset();
            emit differencesChanged();
        }
    });
}

std::optional<QString> PuzzleCheck::clash(const Grid& givens, Alphabet alphabet) {
    const std::vector<Conflict> conflicts = findConflicts(givens);
    if (conflicts.empty()) return std::nullopt;
    return text::describe(conflicts.front(), givens.shape(), alphabet);
}

std::optional<QString> PuzzleCheck::clash(const Grid& givens, const Rules& rules, Alphabet alphabet) {
    const std::vector<Conflict> conflicts = findConflicts(givens, rules);
    if (conflicts.empty()) return std::nullopt;
    return text::describe(conflicts.front(), givens.shape(), alphabet);
}

void PuzzleCheck::begin(const QString& welcome) {
    pending_ = true;
    welcome_ = welcome;
    if (QMessageBox* old = question_) { // a question about the puzzle before: no longer asked
        question_ = nullptr;
        old->done(QMessageBox::Cancel);
    }
    if (shown_) {
        shown_.reset();
        emit differencesChanged();
    }
    onFactsChanged(); // the same givens as before are counted already
}

std::vector<CellAlternative> PuzzleCheck::differences() const {
    return shown_ ? shown_->differences() : std::vector<CellAlternative>{};
}

void PuzzleCheck::onFactsChanged() {
    using State = AnalysisSession::FactsState;
    const State state = session_->factsState();
    if (!pending_ || game_->mode() != Mode::Play || state == State::Checking || state == State::Unknown) return;
    pending_ = false;
    if (state == State::TimedOut || state == State::Cancelled) {
        const int seconds = static_cast<int>((session_->budget(Work::Check).count() + 999) / 1000);
        game_->startClock();
        emit message(state == State::TimedOut
                         ? tr("Not checked: counting the solutions took longer than %n s. The puzzle may have no "
                              "solution, or several.", "", seconds)
                         : tr("Check cancelled: the puzzle may have no solution, or several."));
        emit checked(SolveStatus::Cancelled);
        return;
    }
    const FactsPtr facts = session_->facts();
    const Shape shape = game_->shape();
    const Alphabet alphabet = game_->alphabet();
    switch (facts->status) {
    case SolveStatus::SolvedUnique:
        game_->startClock();
        emit message(welcome_.isEmpty() ? tr("This puzzle has exactly one solution. Good luck!") : welcome_);
        break;
    case SolveStatus::SolvedMultiple:
    case SolveStatus::LimitReached: {
        shown_ = facts;
        emit differencesChanged();
        const std::vector<CellAlternative> cells = facts->differences();
        QStringList named;
        for (std::size_t i = 0; i < cells.size() && i < std::size_t{kCellsNamed}; ++i)
            named << tr("%1 (%2 or %3)")
                         .arg(text::cellName(shape, cells[i].cell))
                         .arg(text::symbolText(cells[i].first, alphabet))
                         .arg(text::symbolText(cells[i].second, alphabet));
        QString where = named.join(tr(", "));
        const int rest = static_cast<int>(cells.size()) - kCellsNamed;
        if (rest > 0) where += tr(", and %n more", "", rest);
        emit message(tr("This puzzle has more than one solution: the board marks where two of them differ."));
        ask(tr("Several Solutions"),
            tr("This puzzle has more than one solution. Two of them differ in the %n cell(s) marked on the board: "
               "%1.", "", static_cast<int>(cells.size())).arg(where) +
                QStringLiteral("\n\n") +
                tr("A given is probably missing or mistyped: edit the givens to fix it, or play anyway (any grid "
                   "that follows the rules then counts)."));
        break;
    }
    case SolveStatus::NoSolution:
        emit message(tr("This puzzle has no solution."));
        ask(tr("No Solution"), tr("This puzzle has no solution: its givens follow the rules, but no grid completes "
                                  "them. A given is probably mistyped.") +
                                   QStringLiteral("\n\n") + tr("Edit the givens to fix it, or play anyway."));
        break;
    case SolveStatus::InvalidInput: // clash() keeps these out of play; a saved game may still hold them
        emit message(tr("This puzzle has no solution: its givens break the rules (%1).")
                         .arg(text::describe(facts->conflicts.front(), shape, alphabet)));
        ask(tr("No Solution"), tr("The givens of this puzzle break the rules (%1).")
                                   .arg(text::describe(facts->conflicts.front(), shape, alphabet)));
        break;
    case SolveStatus::Cancelled: break;
    }
    emit checked(facts->status);
}

void PuzzleCheck::ask(const QString& title, const QString& text) {
    if (!dialogsEnabled_) {
        game_->startClock(); // nobody to ask: play goes on
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Question, title, text, QMessageBox::NoButton, window_);
    QPushButton* edit = box->addButton(tr("&Edit Givens"), QMessageBox::AcceptRole);
    QPushButton* play = box->addButton(tr("&Play Anyway"), QMessageBox::RejectRole);
    box->setDefaultButton(edit);
    box->setEscapeButton(play);
    box->setAttribute(Qt::WA_DeleteOnClose);
    // Answered once: by a button, or closed (which QMessageBox takes as its escape button, Play
    // Anyway, so the clock is never left waiting). A question replaced by a new puzzle's says nothing.
    connect(box, &QDialog::finished, this, [this, box, edit] {
        if (question_ != box) return;
        question_ = nullptr;
        if (box->clickedButton() == edit) editGivens();
        else playAnyway();
    });
    question_ = box;
    box->open(); // window-modal
    placeBesideBoard(box, board_, window_); // the marks are the point
}

// The marks of where two solutions differ stay on the board (they say where the puzzle is open, which
// matters while playing it too) until the givens change or the player dismisses them (Esc).
void PuzzleCheck::playAnyway() {
    game_->startClock();
    emit message(tr("Playing anyway: any grid that follows the rules counts."));
}

void PuzzleCheck::dismissDifferences() {
    if (!shown_) return;
    shown_.reset();
    emit differencesChanged();
}

void PuzzleCheck::editGivens() {
    if (!game_->editGivens()) return;
    emit message(tr("Edit the givens, then choose Start Playing. Your digits stay where they still fit."));
}

} // namespace qudoku::ui
