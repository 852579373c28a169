#pragma once
// Keeps the statistics: decides when a game counts and records it (game/statistics.h), and words
// the celebration when the player solves one.
//
// A game is under way once its clock has started and the player has put a digit on the board. It
// ends solved when the player fills the last cell (celebrated: "Solved in 12:34", against the best
// time for its size and grade), or unsolved when the computer solved it or another puzzle replaced
// it. Quitting does not end it: the autosave brings it back. Each game is recorded once; its grade is
// the puzzle's rating when it ends ("unrated" without one).

#include <QObject>
#include <QString>

#include <optional>

#include "qudoku/logic/technique.h"

namespace qudoku::ui {

class AnalysisSession;
class Game;

class ScoreKeeper : public QObject {
    Q_OBJECT

public:
    ScoreKeeper(Game* game, AnalysisSession* session, QObject* parent = nullptr);

    // The game on the board ends unsolved if it is under way (Game::aboutToReplacePuzzle calls it).
    void endGame();
    bool isUnderway() const { return underway_; }

signals:
    void solved(const QString& title, const QString& detail);

private:
    void onChanged();
    void onCompleted(qint64 elapsedMs);
    std::optional<logic::Grade> ratedGrade() const;

    Game* game_;
    AnalysisSession* session_;
    bool underway_ = false;
    bool recorded_ = false; // this puzzle's game has been counted
};

} // namespace qudoku::ui
