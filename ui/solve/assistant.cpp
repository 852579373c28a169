#include "solve/assistant.h"

#include <bit>

#include "game/game.h"
#include "text/diagnostics.h"

namespace qudoku::ui {

namespace {

QString busyText(JobKind kind) {
    switch (kind) {
    case JobKind::Uniqueness: return Assistant::tr("Checking the puzzle…");
    case JobKind::Solve:
    case JobKind::SolveFromGivens: return Assistant::tr("Solving…");
    case JobKind::Hint: return Assistant::tr("Finding a hint…");
    case JobKind::Check: return Assistant::tr("Checking your digits…");
    }
    return {};
}

bool isStale(const SolveReply& reply, const Game& game) {
    if (reply.request.kind == JobKind::Uniqueness) return reply.request.puzzleId != game.puzzleId();
    return reply.request.revision != game.revision();
}

} // namespace

Assistant::Assistant(Game* game, QObject* parent) : QObject(parent), game_(game) {
    connect(&runner_, &SolveRunner::finished, this, &Assistant::onFinished);
}

void Assistant::checkPuzzle() { start(JobKind::Uniqueness); }
void Assistant::solve() { start(JobKind::Solve); }
void Assistant::solveFromGivens() { start(JobKind::SolveFromGivens); }
void Assistant::hint() { start(JobKind::Hint); }
void Assistant::check() { start(JobKind::Check); }

void Assistant::cancel() {
    if (!runner_.isRunning()) return;
    runner_.cancel();
    emit message(tr("Cancelling…"));
}

void Assistant::start(JobKind kind) {
    runner_.start({kind, game_->grid(), game_->givens(), game_->revision(), game_->puzzleId()});
    emit busyChanged(true, busyText(kind));
}

void Assistant::onFinished(const SolveReply& reply) {
    emit busyChanged(false, {});
    if (reply.result.status == SolveStatus::Cancelled) {
        emit message(tr("Cancelled."));
        if (reply.request.kind == JobKind::Solve || reply.request.kind == JobKind::SolveFromGivens)
            emit solveFinished(false);
        return;
    }
    if (isStale(reply, *game_)) {
        emit message(tr("The grid changed while the computer was thinking; try again."));
        if (reply.request.kind == JobKind::Solve || reply.request.kind == JobKind::SolveFromGivens)
            emit solveFinished(false);
        return;
    }
    switch (reply.request.kind) {
    case JobKind::Uniqueness: finishPuzzleCheck(reply); break;
    case JobKind::Solve:
    case JobKind::SolveFromGivens: finishSolve(reply); break;
    case JobKind::Hint: finishHint(reply); break;
    case JobKind::Check: finishCheck(reply); break;
    }
}

QString Assistant::conflictSentence(const SolveResult& result) const {
    if (result.conflicts.empty()) return {};
    return text::describe(result.conflicts.front(), game_->shape(), game_->alphabet());
}

void Assistant::finishPuzzleCheck(const SolveReply& reply) {
    const SolveResult& r = reply.result;
    switch (r.status) {
    case SolveStatus::SolvedUnique:
        emit message(tr("This puzzle has exactly one solution. Good luck!"));
        break;
    case SolveStatus::SolvedMultiple:
    case SolveStatus::LimitReached:
        emit message(tr("This puzzle has several solutions: any grid that follows the rules counts."));
        break;
    case SolveStatus::NoSolution:
        emit message(tr("This puzzle has no solution."));
        break;
    case SolveStatus::InvalidInput:
        emit message(tr("This puzzle has no solution: its givens break the rules (%1).").arg(conflictSentence(r)));
        break;
    case SolveStatus::Cancelled: break;
    }
    emit puzzleChecked(r.status);
}

void Assistant::finishSolve(const SolveReply& reply) {
    const SolveResult& r = reply.result;
    if (!r.hasSolution()) {
        if (!reply.fromGivens && game_->hasPlayerDigits()) {
            emit message(tr("Your digits contradict every solution of this puzzle."));
            emit contradiction();
        } else if (r.status == SolveStatus::InvalidInput) {
            emit message(tr("This puzzle cannot be solved: %1.").arg(conflictSentence(r)));
        } else {
            emit message(tr("This puzzle has no solution."));
        }
        emit solveFinished(false);
        return;
    }
    const int empty = game_->cellCount() - game_->grid().filledCount();
    const bool applied = game_->applySolution(r.solutions.front(), tr("Solve"));
    emit message(applied ? tr("Solved: the computer filled %n cell(s).", "", empty) : tr("The grid is already solved."));
    emit solveFinished(applied);
}

void Assistant::finishHint(const SolveReply& reply) {
    const SolveResult& r = reply.result;
    if (!r.hasSolution()) {
        emit message(r.status == SolveStatus::InvalidInput
                         ? tr("No hint: the givens break the rules (%1).").arg(conflictSentence(r))
                         : tr("No hint: this puzzle has no solution."));
        emit hintFinished(-1);
        return;
    }
    // The empty cell with the fewest candidates: the one a player could most easily deduce.
    int best = -1, bestCount = 1 << 30;
    for (int c = 0; c < game_->cellCount(); ++c) {
        if (game_->value(c) != 0 || !game_->canEdit(c)) continue;
        const int n = std::popcount(game_->candidates(c));
        if (n < bestCount) best = c, bestCount = n;
    }
    if (best < 0) {
        emit message(tr("No hint: there is no empty cell."));
        emit hintFinished(-1);
        return;
    }
    const int value = r.solutions.front().at(best);
    game_->applyHint(best, value);
    QString text = tr("Hint: %1 is %2.")
                       .arg(text::cellName(game_->shape(), best), QString(QChar::fromLatin1(symbolFor(value, game_->alphabet()))));
    if (reply.fromGivens) text += QLatin1Char(' ') + tr("Some of your digits are wrong: use Check to find them.");
    emit message(text);
    emit hintFinished(best);
}

void Assistant::finishCheck(const SolveReply& reply) {
    const SolveResult& r = reply.result;
    if (!r.hasSolution()) {
        emit message(tr("Cannot check: this puzzle has no solution."));
        emit checkFinished(-1);
        return;
    }
    const Grid& solution = r.solutions.front();
    std::vector<int> wrong;
    for (int c = 0; c < game_->cellCount(); ++c)
        if (game_->value(c) != 0 && !game_->isGiven(c) && game_->value(c) != solution.at(c)) wrong.push_back(c);
    const int count = static_cast<int>(wrong.size());
    game_->setWrongCells(std::move(wrong));
    emit message(count == 0 ? tr("All your digits are right so far.")
                            : tr("%n of your digits differ from the solution (crossed out).", "", count));
    emit checkFinished(count);
}

} // namespace qudoku::ui
