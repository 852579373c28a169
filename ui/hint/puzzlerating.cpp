#include "hint/puzzlerating.h"

#include "analysis/session.h"
#include "game/game.h"
#include "text/rating_text.h"
#include "text/step_text.h"

namespace qudoku::ui {

PuzzleRating::PuzzleRating(Game* game, AnalysisSession* session, QObject* parent)
    : QObject(parent), game_(game), session_(session) {
    connect(session_, &AnalysisSession::ratingChanged, this, &PuzzleRating::update);
    connect(session_, &AnalysisSession::factsChanged, this, &PuzzleRating::update);
    connect(game_, &Game::modeChanged, this, &PuzzleRating::update);
    update();
}

std::optional<logic::Rating> PuzzleRating::rating() const { return session_->rating(); }

bool PuzzleRating::isBusy() const { return session_->isBusy(Work::Rate); }

void PuzzleRating::update() {
    QString text, detail;
    const auto budgetSeconds = static_cast<int>((session_->budget(Work::Rate).count() + 999) / 1000);
    if (game_->mode() == Mode::Play) {
        using State = AnalysisSession::RatingState;
        switch (session_->ratingState()) {
        case State::None: break; // the solutions are still being counted: the busy indicator says so
        case State::Rating: text = tr("Rating…"); break;
        case State::Rated:
            text = text::plainRating(*session_->rating());
            detail = text::ratingDetail(*session_->rating());
            break;
        case State::NotRated: {
            const FactsPtr facts = session_->facts();
            text = facts && facts->hasSeveral() ? tr("Not rated: several solutions") : tr("Not rated: no solution");
            break;
        }
        case State::TimedOut: text = tr("Not rated: took longer than %n s", "", budgetSeconds); break;
        case State::Cancelled: text = tr("Not rated: cancelled"); break;
        }
    }
    detail_ = detail;
    if (text == text_) return;
    text_ = text;
    emit changed(text_);
}

} // namespace qudoku::ui
