#include "hint/solutionpath.h"

#include <QStringList>

#include "game/game.h"
#include "hint/logicrequest.h"
#include "hint/stepoverlay.h"
#include "text/step_text.h"

namespace qudoku::ui {

SolutionPath::SolutionPath(Game* game, QObject* parent) : QObject(parent), game_(game) {
    connect(&runner_, &LogicRunner::finished, this, &SolutionPath::onReply);
    connect(game_, &Game::puzzleReplaced, this, [this] {
        runner_.cancel();
        reply_.reset();
        summary_.clear();
        emit changed();
    });
}

void SolutionPath::compute() {
    if (isBusy() && pending_ == std::pair(game_->puzzleId(), game_->revision())) return; // already on it
    pending_ = {game_->puzzleId(), game_->revision()};
    runner_.start(logicRequest(*game_, LogicRequest::Kind::Path));
    emit busyChanged(true, tr("Finding the solution path…"));
    emit changed();
}

void SolutionPath::cancel() { runner_.cancel(); }

bool SolutionPath::isCurrent() const {
    return reply_ && reply_->request.revision == game_->revision() && reply_->request.puzzleId == game_->puzzleId();
}

const std::vector<logic::Step>& SolutionPath::steps() const {
    static const std::vector<logic::Step> none;
    return reply_ ? reply_->path.steps : none;
}

QString SolutionPath::summary() const { return summary_; }

std::optional<logic::Rating> SolutionPath::rating() const {
    if (!reply_ || !reply_->mistakes.empty() || !reply_->hasSolution()) return std::nullopt;
    return reply_->rating;
}

HintOverlay SolutionPath::preview(int index) const {
    if (!reply_) return {};
    return pathPreviewOverlay(reply_->path.steps, index, reply_->position());
}

void SolutionPath::onReply(const LogicReply& reply) {
    emit busyChanged(false, {});
    if (reply.request.puzzleId != game_->puzzleId()) return;
    if (reply.cancelled) {
        if (!reply_) summary_ = tr("Cancelled.");
        emit changed();
        return;
    }
    reply_ = reply;
    const Shape shape = game_->shape();
    if (reply.isMultiple()) {
        summary_ = tr("This puzzle has more than one solution: there is no single path to show.");
    } else if (!reply.hasSolution()) {
        summary_ = tr("This puzzle has no solution.");
    } else if (!reply.mistakes.empty()) {
        QStringList lines{tr("Fix these first; the path starts from a correct board:")};
        for (const logic::Mistake& mistake : reply.mistakes) lines << text::mistakeText(mistake, shape, game_->alphabet());
        summary_ = lines.join(QLatin1Char('\n'));
    } else {
        const int count = static_cast<int>(reply.path.steps.size());
        summary_ = tr("%n step(s). Total: %1", "", count).arg(text::ratingText(reply.rating));
        switch (reply.path.end) {
        case logic::LogicStatus::Stuck:
            summary_ += QLatin1Char('\n') +
                        tr("After these the engine finds no more steps: the rest needs harder techniques, or a guess.");
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
