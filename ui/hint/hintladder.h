#pragma once
// The hint ladder. Each press of Hint goes one rung further on the same step, computed on the worker
// from the current board (givens, player digits and the player's pencil marks):
//   Mistakes: a player digit differs from the solution, or a cell's pencil marks leave out its
//             digit. This rung comes first and stays until the mistakes are fixed; the cells are
//             outlined, nothing is changed for the player.
//   Area:     where progress can be made (the step's houses, or its cells), tinted.
//   Technique: the technique's name and where, still without the answer.
//   Explanation: the whole pattern drawn on the board (candidates by role, chain arrows,
//             eliminations and placements) and the step in words.
//   The next press applies the step as one undoable move.
// apply() and nextStep() work at any rung. Any change to the board starts the ladder again.
// The solution path lists every step from the current position; previewing one draws it over the
// position before it (with the digits the earlier steps place shown faintly).

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

#include "hint/hintoverlay.h"
#include "solve/logicrunner.h"

namespace qudoku::ui {

class Game;
class BoardWidget;

class HintLadder : public QObject {
    Q_OBJECT

public:
    enum class Rung { None, Mistakes, Area, Technique, Explanation };

    HintLadder(Game* game, BoardWidget* board, QObject* parent = nullptr);

    Rung rung() const { return rung_; }
    QString text() const { return text_; }
    bool isBusy() const { return runner_.isRunning(); }
    // The step the ladder is on (after a reply with a step).
    std::optional<logic::Step> step() const;
    // The solution path from the position the ladder was computed for, and its rating text.
    const std::vector<logic::Step>& path() const { return reply_ ? reply_->path.steps : noSteps_; }

public slots:
    void hint();        // one rung further (computes the step first when needed)
    void apply();       // applies the step as one undoable move
    void nextStep();    // applies the step and shows the next one at the area rung
    void showPath();    // computes if needed, then emits pathReady
    void previewPathStep(int index);
    void reset();       // back to no hint, overlay cleared
    void ratePuzzle();  // rates the givens on the worker; the answer comes as puzzleRated

signals:
    void changed();                 // rung, text or overlay changed
    void busyChanged(bool busy);
    void pathReady(const QStringList& steps, const QString& total);
    void puzzleRated(const QString& rating); // "ER 3.4, score 612 (hard)" or why there is none

private:
    enum class After { ShowRung, ShowPath, Nothing };
    void request(After after);
    void onReply(const LogicReply& reply);
    void show(Rung rung);
    bool isCurrent() const;
    LogicRequest makeRequest() const;

    Game* game_;
    BoardWidget* board_;
    LogicRunner runner_;
    LogicRunner rater_;
    std::optional<LogicReply> reply_;
    Rung rung_ = Rung::None;
    QString text_;
    After after_ = After::Nothing;
    bool applying_ = false;
    const std::vector<logic::Step> noSteps_;
};

} // namespace qudoku::ui
