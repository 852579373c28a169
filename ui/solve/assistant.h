#pragma once
// The helping hand: Solve, Reveal a cell and Check, answered from the puzzle's solutions as the
// analysis session knows them (counted once per puzzle) and applied to the Game on the GUI thread.
//
// With one solution nothing is searched: the player's digits either agree with it or contradict it.
// With several, the board is solved on the session's pool (does any solution keep the player's
// digits?), and Check cannot call a digit wrong, only say whether the digits still fit a solution.
// One command at a time: a new one replaces the one still waiting.
// Pausing the game cancels a Solve or Reveal still waiting for its answer: a paused position never
// changes.

#include <QObject>
#include <QString>

#include "analysis/jobs.h"

namespace qudoku::ui {

class AnalysisSession;
class Game;

class Assistant : public QObject {
    Q_OBJECT

public:
    Assistant(Game* game, AnalysisSession* session, QObject* parent = nullptr);

    bool isBusy() const; // a command is waiting for its answer

    void solve();           // fill every empty cell (one undoable move)
    void solveFromGivens(); // the same, replacing the player's digits
    void reveal();          // fill in the empty cell that is easiest to deduce
    void check();           // cross out the player's digits that differ from the solution
    // The same, as immediate mistake checking runs it after each move: it says something only when
    // a digit is wrong.
    void checkQuietly();
    void cancel();

signals:
    void message(const QString& text);
    // The player's digits contradict every solution while the givens alone have one: the window
    // offers solveFromGivens().
    void contradiction();
    void solveFinished(bool applied);
    void revealFinished(int cell); // -1 when no cell could be revealed
    void checkFinished(int wrongDigits); // -1 when the digits cannot be checked one by one

private:
    enum class Command { None, Solve, SolveFromGivens, Reveal, Check };
    void ask(Command command, bool fromGivens, const QString& what);
    void onBoardSolved(const BoardSolveReply& reply);
    void finishSolve(const BoardSolveReply& reply);
    void finishReveal(const BoardSolveReply& reply);
    void finishCheck(const BoardSolveReply& reply);
    void endCommand(Command command, bool done);
    QString conflictSentence(const PuzzleFacts& facts) const;

    Game* game_;
    AnalysisSession* session_;
    Command command_ = Command::None;
    bool quiet_ = false; // the Check running is checkQuietly()'s
};

} // namespace qudoku::ui
