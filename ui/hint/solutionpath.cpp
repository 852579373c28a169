#include "hint/solutionpath.h"

#include <QStringList>

#include "analysis/session.h"
#include "game/game.h"
#include "hint/stepoverlay.h"
#include "text/rating_text.h"
#include "text/step_text.h"

namespace qudoku::ui {

SolutionPath::SolutionPath(Game* game, AnalysisSession* session, QObject* parent)
    : QObject(parent), game_(game), session_(session) {
    connect(session_, &AnalysisSession::pathFound, this, &SolutionPath::onReply);
    connect(session_, &AnalysisSession::busyChanged, this, [this](Work work) {
        if (work == Work::Path) emit changed(); // started, ended, or dropped because the givens changed
    });
    connect(game_, &Game::puzzleReplaced, this, [this] {
        session_->drop(Work::Path);
        reply_.reset();
        cancelledAt_.reset();
        summary_.clear();
        emit changed();
    });
}

bool SolutionPath::isBusy() const { return session_->isBusy(Work::Path); }

void SolutionPath::compute() {
    if (isBusy()) return; // its reply will be about the board as it is then
    cancelledAt_.reset();
    session_->findPath();
    emit changed();
}

void SolutionPath::cancel() { session_->cancel(Work::Path); }

bool SolutionPath::isCancelled() const { return cancelledAt_ && *cancelledAt_ == game_->revision(); }

bool SolutionPath::isCurrent() const { return reply_ && reply_->board.revision == game_->revision(); }

const std::vector<logic::Step>& SolutionPath::steps() const {
    static const std::vector<logic::Step> none;
    return reply_ ? reply_->path.steps : none;
}

QString SolutionPath::summary() const { return summary_; }

std::optional<logic::Rating> SolutionPath::rating() const {
    if (!reply_ || !reply_->mistakes.empty() || !reply_->facts->hasSolution()) return std::nullopt;
    return reply_->rating;
}

HintOverlay SolutionPath::preview(int index) const {
    if (!reply_) return {};
    return pathPreviewOverlay(reply_->path.steps, index, reply_->board.position());
}

void SolutionPath::onReply(const PathReply& reply) {
    if (reply.end != JobEnd::Finished) {
        cancelledAt_ = game_->revision();
        if (!reply_) summary_ = tr("Cancelled.");
        emit changed();
        return;
    }
    reply_ = reply;
    cancelledAt_.reset();
    const Shape shape = game_->shape();
    if (!reply.facts->hasSolution()) {
        summary_ = tr("This puzzle has no solution.");
    } else if (!reply.mistakes.empty()) {
        QStringList lines{tr("Fix these first; the path starts from a correct board:")};
        for (const logic::Mistake& mistake : reply.mistakes) lines << text::mistakeText(mistake, shape, game_->alphabet());
        summary_ = lines.join(QLatin1Char('\n'));
    } else {
        const int count = static_cast<int>(reply.path.steps.size());
        summary_ = tr("%n step(s). %1.", "", count).arg(text::ratingText(reply.rating));
        if (reply.facts->hasSeveral())
            summary_.prepend(tr("This puzzle has more than one solution; these steps hold in every one of them.") +
                             QLatin1Char('\n'));
        switch (reply.path.end) {
        case logic::LogicStatus::Stuck:
            if (reply.path.stuck != logic::StuckReason::NoTechnique) {
                const QString why = text::stuckText(reply.path.stuck, reply.facts->hasSeveral());
                summary_ = count == 0 ? why : summary_ + QLatin1Char('\n') + why;
                break;
            }
            summary_ += QLatin1Char('\n') +
                        (reply.facts->hasSeveral()
                             ? tr("After these no step holds in every solution: the rest can be filled in more than one way.")
                             : tr("After these the engine finds no more steps: the rest needs harder techniques, or a guess."));
            break;
        case logic::LogicStatus::Contradiction:
            summary_ += QLatin1Char('\n') + tr("The path ends in a contradiction.");
            break;
        case logic::LogicStatus::Solved:
            if (count == 0) summary_ = tr("The puzzle is solved.");
            break;
        default: break;
        }
    }
    emit changed();
}

} // namespace qudoku::ui
