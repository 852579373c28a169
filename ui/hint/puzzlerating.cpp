#include "hint/puzzlerating.h"

#include "game/game.h"
#include "hint/logicrequest.h"
#include "text/step_text.h"

namespace qudoku::ui {

PuzzleRating::PuzzleRating(Game* game, QObject* parent) : QObject(parent), game_(game) {
    connect(&runner_, &LogicRunner::finished, this, &PuzzleRating::onReply);
    connect(game_, &Game::puzzleReplaced, this, &PuzzleRating::update);
    connect(game_, &Game::modeChanged, this, &PuzzleRating::update);
}

void PuzzleRating::update() {
    if (game_->mode() != Mode::Play) {
        runner_.cancel();
        ratedPuzzle_ = 0;
        rating_.reset();
        setText({});
        return;
    }
    if (ratedPuzzle_ == game_->puzzleId()) return; // loadPuzzle says puzzleReplaced, then modeChanged
    ratedPuzzle_ = game_->puzzleId();
    rating_.reset();
    runner_.start(logicRequest(*game_, LogicRequest::Kind::Rate));
    setText(tr("Rating…"));
}

void PuzzleRating::onReply(const LogicReply& reply) {
    if (reply.request.puzzleId != game_->puzzleId()) return;
    if (reply.cancelled) {
        setText({});
        return;
    }
    if (reply.isMultiple()) {
        setText(tr("No rating: several solutions"));
    } else if (!reply.hasSolution()) {
        setText(tr("No rating: no solution"));
    } else {
        rating_ = reply.rating;
        setText(text::ratingText(reply.rating));
    }
}

void PuzzleRating::setText(const QString& text) {
    if (text == text_) return;
    text_ = text;
    emit changed(text_);
}

} // namespace qudoku::ui
