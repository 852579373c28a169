#pragma once
// What happens when a puzzle is put into play (New Game, Open, Paste, Start Playing):
//
// * Givens that break the rules are refused at once, naming the clash (clash()); the window then
//   keeps the puzzle in Enter mode so it can be fixed. Nothing starts.
// * Otherwise the analysis session counts the solutions, and the clock waits for the count.
//   - One solution: the clock starts ("exactly one solution").
//   - None, or several: the player is asked before playing: Edit Givens (back to Enter mode) or
//     Play Anyway. With several, the board shows where two solutions differ, each marked cell with
//     the two values it could hold, so an author who mistyped or left out a given sees which cell
//     to pin down; the marks stay while the givens are edited, until they change, and after Play
//     Anyway too, until the player dismisses them (Esc).
//   - A count that runs out of its time budget, or is cancelled: the clock starts, with a note that
//     the puzzle may have no solution or several.
// The verdict is given in Play mode: a count that ends while the player edits the givens (Edit
// Givens, undo of Start Playing) is said when undo or redo brings the same givens back into play.
// Without dialogs (tests), the question is not asked: the verdict is said and play goes on.

#include <QMessageBox>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>
#include <vector>

#include "analysis/puzzlefacts.h"
#include "qudoku/grid.h"
#include "qudoku/symbols.h"

class QWidget;

namespace qudoku::ui {

class AnalysisSession;
class BoardWidget;
class Game;

class PuzzleCheck : public QObject {
    Q_OBJECT

public:
    // `board`: the question is placed beside it, so the cells it marks stay in sight.
    PuzzleCheck(Game* game, AnalysisSession* session, QWidget* window, BoardWidget* board);

    void setDialogsEnabled(bool on) { dialogsEnabled_ = on; }

    // The first clash among `givens` in words ("digit 5 twice in row 2 (r2c1, r2c7)"), or none.
    static std::optional<QString> clash(const Grid& givens, Alphabet alphabet);
    // The same under a variant's rules: a house of it, or a constraint the givens break.
    static std::optional<QString> clash(const Grid& givens, const Rules& rules, Alphabet alphabet);

    // A puzzle was just put into play: say what its count finds (now, when it is known already).
    // `welcome` replaces the usual "exactly one solution" words when that is the verdict (a generated
    // puzzle: its code, which the player may want to pass on).
    void begin(const QString& welcome = {});
    bool isPending() const { return pending_; }

    // Several solutions: where two of them differ, while the givens are those that were counted.
    std::vector<CellAlternative> differences() const;
    // The open question (several or no solution), or null.
    QMessageBox* question() const { return question_; }

    void playAnyway();
    void editGivens();
    void dismissDifferences(); // Esc: the marks of where two solutions differ leave the board

signals:
    void message(const QString& text);
    void checked(qudoku::SolveStatus status); // Cancelled: the count stopped (budget or Esc)
    void differencesChanged();

private:
    void onFactsChanged();
    void ask(const QString& title, const QString& text);

    Game* game_;
    AnalysisSession* session_;
    QWidget* window_;
    BoardWidget* board_;
    bool dialogsEnabled_ = true;
    bool pending_ = false;
    QString welcome_;
    FactsPtr shown_; // the facts whose differences the board shows
    QPointer<QMessageBox> question_;
};

} // namespace qudoku::ui
