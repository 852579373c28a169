#include "window/scorekeeper.h"

#include "analysis/session.h"
#include "game/game.h"
#include "game/gameclock.h"
#include "game/statistics.h"
#include "text/step_text.h"

namespace qudoku::ui {

ScoreKeeper::ScoreKeeper(Game* game, AnalysisSession* session, QObject* parent)
    : QObject(parent), game_(game), session_(session) {
    connect(game_, &Game::changed, this, &ScoreKeeper::onChanged);
    connect(game_, &Game::completed, this, &ScoreKeeper::onCompleted);
    connect(game_, &Game::aboutToReplacePuzzle, this, &ScoreKeeper::endGame);
    connect(game_, &Game::puzzleReplaced, this, [this] {
        underway_ = false;
        recorded_ = false;
        onChanged(); // a restored game may be under way already
    });
}

// The rating's grade (Extreme when logic alone does not solve the puzzle), or none.
std::optional<logic::Grade> ScoreKeeper::ratedGrade() const {
    const auto rating = session_->rating();
    return rating ? std::optional(rating->grade) : std::nullopt;
}

void ScoreKeeper::onChanged() {
    if (!underway_ && !recorded_ && game_->mode() == Mode::Play && game_->clockStarted() && game_->hasPlayerDigits())
        underway_ = true;
}

void ScoreKeeper::endGame() {
    if (!underway_ || recorded_) return;
    Statistics::record(game_->size(), statisticsGrade(ratedGrade()), false, game_->elapsedMs(), game_->hintsUsed());
    underway_ = false;
    recorded_ = true;
}

void ScoreKeeper::onCompleted(qint64 elapsedMs) {
    if (recorded_) return; // solved before, undone and filled again: counted once
    recorded_ = true;
    underway_ = false;
    const int size = game_->size();
    const std::optional<logic::Grade> rated = ratedGrade();
    const QString grade = statisticsGrade(rated);
    const int hints = game_->hintsUsed();
    if (game_->solvedByComputer()) {
        Statistics::record(size, grade, false, elapsedMs, hints);
        return;
    }
    const StatisticsRow before = Statistics::record(size, grade, true, elapsedMs, hints);
    const QString kind = rated ? tr("%1×%1 %2").arg(size).arg(text::gradeName(*rated)) : tr("%1×%1").arg(size);
    QString detail;
    if (before.solved == 0) detail = tr("Your first solved %1 puzzle.").arg(kind);
    else if (elapsedMs < before.bestMs)
        detail = tr("A new personal best for %1 puzzles: it was %2.").arg(kind, formatElapsed(before.bestMs));
    else detail = tr("Your best for %1 puzzles is %2.").arg(kind, formatElapsed(before.bestMs));
    if (hints > 0) detail += QLatin1Char(' ') + tr("%n hint(s) used.", "", hints);
    emit solved(tr("Solved in %1").arg(formatElapsed(elapsedMs)), detail);
}

} // namespace qudoku::ui
