#pragma once
// The helping hand: checks a new puzzle's solutions, solves, gives hints and checks digits, all by
// running core's solve() on the SolveRunner and applying the answer to the Game on the GUI thread.
// Results that arrive after the grid changed are stale and dropped.

#include <QObject>
#include <QString>

#include "solve/solverunner.h"

namespace qudoku::ui {

class Game;

class Assistant : public QObject {
    Q_OBJECT

public:
    explicit Assistant(Game* game, QObject* parent = nullptr);

    bool isBusy() const { return runner_.isRunning(); }
    // Busy with something the player asked for (Solve, Hint, Check), not the automatic check of
    // a new puzzle, which those simply replace.
    bool isBusyForPlayer() const { return runner_.isRunning() && runner_.runningKind() != JobKind::Uniqueness; }

    // Counts the solutions of the givens (limit 2) and reports them in words.
    void checkPuzzle();
    void solve();
    void solveFromGivens();
    void hint();
    void check();
    void cancel();

signals:
    void busyChanged(bool busy, const QString& what);
    void message(const QString& text);
    // The player's digits contradict every solution while the givens alone have one: the window
    // offers solveFromGivens().
    void contradiction();
    void puzzleChecked(qudoku::SolveStatus status);
    void solveFinished(bool applied);
    void hintFinished(int cell); // -1 when no hint could be given
    void checkFinished(int wrongDigits);

private:
    void start(JobKind kind);
    void onFinished(const SolveReply& reply);
    void finishPuzzleCheck(const SolveReply& reply);
    void finishSolve(const SolveReply& reply);
    void finishHint(const SolveReply& reply);
    void finishCheck(const SolveReply& reply);
    QString conflictSentence(const SolveResult& result) const;

    Game* game_;
    SolveRunner runner_;
};

} // namespace qudoku::ui
