#pragma once
// The puzzle's rating as the status bar shows it, in plain words for players ("Hard — needs
// X-Wing"), with the numbers (ER, EP, ED, score) as the detail. The analysis session rates a puzzle
// once, automatically, when it is played and has exactly one solution; this class words its state:
// rating, rated, not rated (several solutions, none, the time budget ran out, cancelled). Independent
// of the player's moves: it rates the puzzle, not the position. Nothing is shown in Enter mode.

#include <QObject>
#include <QString>

#include <optional>

#include "qudoku/logic/engine.h"

namespace qudoku::ui {

class AnalysisSession;
class Game;

class PuzzleRating : public QObject {
    Q_OBJECT

public:
    PuzzleRating(Game* game, AnalysisSession* session, QObject* parent = nullptr);

    QString text() const { return text_; }     // empty in Enter mode
    // text::ratingDetail(): "Hard: ER 3.2, EP 2.6, ED 1.2, score 612" and what the numbers mean;
    // empty without a rating.
    QString detail() const { return detail_; }
    std::optional<logic::Rating> rating() const;
    bool isBusy() const;

signals:
    void changed(const QString& text);

private:
    void update();

    Game* game_;
    AnalysisSession* session_;
    QString text_;
    QString detail_;
};

} // namespace qudoku::ui
