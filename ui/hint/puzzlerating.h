#pragma once
// The puzzle's rating, shown in the status bar: whenever a puzzle starts being played (New game,
// Open, Paste, a saved game, Start playing) its givens are rated on the worker (LogicRunner, kind
// Rate): Sudoku Explainer-style ER of the hardest step, HoDoKu-style score and grade, in the words
// of text::ratingText. Independent of the player's moves: it rates the puzzle, not the position.

#include <QObject>
#include <QString>

#include <optional>

#include "qudoku/logic/engine.h"
#include "solve/logicrunner.h"

namespace qudoku::ui {

class Game;

class PuzzleRating : public QObject {
    Q_OBJECT

public:
    explicit PuzzleRating(Game* game, QObject* parent = nullptr);

    QString text() const { return text_; } // empty in Enter mode
    std::optional<logic::Rating> rating() const { return rating_; }
    bool isBusy() const { return runner_.isRunning(); }

signals:
    void changed(const QString& text);

private:
    void update();
    void onReply(const LogicReply& reply);
    void setText(const QString& text);

    Game* game_;
    LogicRunner runner_;
    QString text_;
    std::optional<logic::Rating> rating_;
    quint64 ratedPuzzle_ = 0; // Game::puzzleId() of the rating shown or being computed
};

} // namespace qudoku::ui
