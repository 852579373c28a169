#include "solve/assistant.h"

#include <bit>

#include "analysis/session.h"
#include "game/game.h"
#include "text/diagnostics.h"

namespace qudoku::ui {

Assistant::Assistant(Game* game, AnalysisSession* session, QObject* parent)
    : QObject(parent), game_(game), session_(session) {
    connect(session_, &AnalysisSession::boardSolved, this, &Assistant::onBoardSolved);
    // A paused game's position is hidden and must not change (the window disables every command that
    // would change it): a Solve or Reveal still waiting for its answer when the game pauses is
    // cancelled, as Esc would cancel it. (Found by tst_ui_monkey: the answer filled in the board while
    // it was paused.)
    connect(game_, &Game::pausedChanged, this, [this](bool paused) {
        if (paused && (command_ == Command::Solve || command_ == Command::SolveFromGivens || command_ == Command::Reveal))
            cancel();
    });
}

bool Assistant::isBusy() const { return session_->isBusy(Work::Solve); }

void Assistant::solve() { ask(Command::Solve, false, tr("Solving…")); }
void Assistant::solveFromGivens() { ask(Command::SolveFromGivens, true, tr("Solving…")); }
void Assistant::reveal() { ask(Command::Reveal, false, tr("Finding a cell to reveal…")); }
void Assistant::check() {
    quiet_ = false;
    ask(Command::Check, false, tr("Checking your digits…"));
}

void Assistant::checkQuietly() {
    if (isBusy()) return; // a command of the player's own comes first
    quiet_ = true;
    ask(Command::Check, false, QString());
}

void Assistant::cancel() {
    if (isBusy()) session_->cancel(Work::Solve);
}

void Assistant::ask(Command command, bool fromGivens, const QString& what) {
    if (isBusy()) endCommand(command_, false); // replaced
    command_ = command;
    session_->solveBoard(fromGivens, what);
}

void Assistant::onBoardSolved(const BoardSolveReply& reply) {
    const Command command = std::exchange(command_, Command::None);
    if (reply.end != JobEnd::Finished) {
        emit message(tr("Cancelled."));
        endCommand(command, false);
        return;
    }
    switch (command) {
    case Command::Solve:
    case Command::SolveFromGivens: finishSolve(reply); break;
    case Command::Reveal: finishReveal(reply); break;
    case Command::Check: finishCheck(reply); break;
    case Command::None: break;
    }
}

// The signal that ends a command that gave no answer.
void Assistant::endCommand(Command command, bool done) {
    switch (command) {
    case Command::Solve:
    case Command::SolveFromGivens: emit solveFinished(done); break;
    case Command::Reveal: emit revealFinished(-1); break;
    case Command::Check: emit checkFinished(-1); break;
    case Command::None: break;
    }
}

QString Assistant::conflictSentence(const PuzzleFacts& facts) const {
    if (facts.conflicts.empty()) return {};
    return text::describe(facts.conflicts.front(), game_->shape(), game_->alphabet());
}

void Assistant::finishSolve(const BoardSolveReply& reply) {
    const PuzzleFacts& facts = *reply.facts;
    if (!reply.solution) {
        if (facts.status == SolveStatus::InvalidInput) {
            emit message(tr("This puzzle cannot be solved: %1.").arg(conflictSentence(facts)));
        } else if (facts.hasSolution() && !reply.fromGivens && game_->hasPlayerDigits()) {
            emit message(tr("Your digits contradict every solution of this puzzle."));
            emit contradiction();
        } else {
            emit message(tr("This puzzle has no solution."));
        }
        emit solveFinished(false);
        return;
    }
    const int empty = game_->cellCount() - game_->grid().filledCount();
    const bool applied = game_->applySolution(*reply.solution, tr("Solve"));
    emit message(applied ? tr("Solved: the computer filled %n cell(s).", "", empty) : tr("The grid is already solved."));
    emit solveFinished(applied);
}

void Assistant::finishReveal(const BoardSolveReply& reply) {
    const PuzzleFacts& facts = *reply.facts;
    if (!facts.hasSolution()) {
        emit message(facts.status == SolveStatus::InvalidInput
                         ? tr("Nothing to reveal: the givens break the rules (%1).").arg(conflictSentence(facts))
                         : tr("Nothing to reveal: this puzzle has no solution."));
        emit revealFinished(-1);
        return;
    }
    // A board that fits no solution: with one solution the wrong digits are known, so the cell can
    // still be revealed from it; with several, which solution would it come from?
    const bool wrongDigits = !reply.solution;
    if (wrongDigits && !facts.isUnique()) {
        emit message(tr("Nothing to reveal: your digits fit none of this puzzle's solutions."));
        emit revealFinished(-1);
        return;
    }
    const Grid& solution = reply.solution ? *reply.solution : facts.solution();
    // The empty cell with the fewest candidates: the one a player could most easily deduce.
    int best = -1, bestCount = 1 << 30;
    for (int c = 0; c < game_->cellCount(); ++c) {
        if (game_->value(c) != 0 || !game_->canEdit(c)) continue;
        const int n = std::popcount(game_->candidates(c));
        if (n < bestCount) best = c, bestCount = n;
    }
    if (best < 0) {
        emit message(tr("Nothing to reveal: there is no empty cell."));
        emit revealFinished(-1);
        return;
    }
    const int value = solution.at(best);
    game_->applyHint(best, value);
    game_->countHint();
    QString text = tr("Revealed: %1 is %2.")
                       .arg(text::cellName(game_->shape(), best), text::symbolText(value, game_->alphabet()));
    if (wrongDigits) text += QLatin1Char(' ') + tr("Some of your digits are wrong: use Check to find them.");
    emit message(text);
    emit revealFinished(best);
}

void Assistant::finishCheck(const BoardSolveReply& reply) {
    // Quiet (immediate checking after a move): only a wrong digit is worth a message.
    const bool quiet = std::exchange(quiet_, false);
    const auto say = [this, quiet](const QString& text, bool wrongDigits = false) {
        if (!quiet || wrongDigits) emit message(text);
    };
    const PuzzleFacts& facts = *reply.facts;
    if (!facts.hasSolution()) {
        say(tr("Cannot check: this puzzle has no solution."));
        emit checkFinished(-1);
        return;
    }
    if (!facts.isUnique()) {
        // Several solutions: a digit is only wrong if no solution has it; say whether they all fit one.
        say(reply.solution ? tr("Your digits fit at least one of this puzzle's solutions.")
                                    : tr("Your digits fit none of this puzzle's solutions; it has more than one, "
                                         "so no single digit can be called wrong."));
        emit checkFinished(reply.solution ? 0 : -1);
        return;
    }
    const Grid& solution = facts.solution();
    std::vector<int> wrong;
    for (int c = 0; c < game_->cellCount(); ++c)
        if (game_->value(c) != 0 && !game_->isGiven(c) && game_->value(c) != solution.at(c)) wrong.push_back(c);
    const int count = static_cast<int>(wrong.size());
    game_->setWrongCells(std::move(wrong));
    say(count == 0 ? tr("All your digits are right so far.")
                   : tr("%n of your digits differ from the solution (crossed out).", "", count),
        count > 0);
    emit checkFinished(count);
}

} // namespace qudoku::ui
