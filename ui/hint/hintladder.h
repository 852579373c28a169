#pragma once
// The hint ladder, a state machine over the Game. Each press of Hint goes one rung further on the
// same step; the step is found by the analysis session (on its worker pool) from the current board:
// givens, player digits and the player's pencil marks (a cell without marks has every candidate the
// rules allow).
//
//   None ──hint──▶ (thinking) ──▶ Mistakes   a player digit differs from the solution, or a cell's
//                                            pencil marks leave out its digit: the cells are framed
//                                            and named; nothing is changed for the player. The
//                                            ladder stays here until they are fixed.
//                              └─▶ Area      rung 1: where progress can be made (areaHint)
//                  Area ──hint──▶ Technique  rung 2: the technique's name (techniqueHint)
//             Technique ──hint──▶ Explanation rung 3: the whole pattern and the deduction in words
//           Explanation ──hint──▶ apply      rung 4: the step as one undoable move, back to None
//
// apply() and nextStep() work at every rung: nextStep() applies the step and climbs straight to the
// same rung of the next one. Any change to the board (a digit, a mark, undo, a new puzzle) makes
// the step stale: the ladder drops it and starts again at the next press (a search that is running
// goes on: the session does it again for the board as it is). When there is nothing to hint
// (solved, no solution, no technique applies, a search stopped at its memory or work limit) the
// ladder stays at None with a sentence saying why.
//
// A puzzle with several solutions still gets hints: the engine then leaves out the uniqueness
// techniques, so every step holds in every solution, and the words say so. No digit is called a
// mistake there (it may belong to another solution). When every candidate left is in some solution
// (an empty grid, a few givens) no step can exist, and the engine proves it with a few solves
// instead of searching (jobs.h): the answer comes at once and says so.
//
// Apply: placements become player digits (peers lose that pencil mark when "remove marks from
// peers" is on); eliminations remove pencil marks; a cell that had no pencil marks and loses
// candidates gets the candidates it has left as its marks, so the board shows what the step did
// and the next hint starts from there (Game::applyLogicStep).

#include <QObject>
#include <QString>

#include <optional>

#include "analysis/jobs.h"
#include "board/hintoverlay.h"

namespace qudoku::ui {

class AnalysisSession;
class Game;

class HintLadder : public QObject {
    Q_OBJECT

public:
    enum class Rung { None, Mistakes, Area, Technique, Explanation };

    HintLadder(Game* game, AnalysisSession* session, QObject* parent = nullptr);

    Rung rung() const { return rung_; }
    // The rung the first press of Hint shows: Area (where to look, the default), Technique or
    // Explanation, for players who want more at once. Mistakes still come first when there are some.
    Rung startRung() const { return start_; }
    void setStartRung(Rung rung);
    QString title() const;                     // "Hint 2 of 3: the technique", ...
    QString text() const { return text_; }     // the rung's words, or why there is no hint
    const HintOverlay& overlay() const { return overlay_; }
    std::optional<logic::Step> step() const;   // the step the ladder is on (any rung)
    bool canApply() const;                     // a current step, nothing running
    bool canHint() const;                      // a puzzle in play (not givens being typed), nothing running
    bool isBusy() const;
    // Something is on the panel or the board (a rung, or words): Esc dismisses it.
    bool isShowing() const { return rung_ != Rung::None || !text_.isEmpty(); }

public slots:
    void hint();     // one rung further (finds the step first when needed)
    void apply();    // applies the step as one undoable move
    void nextStep(); // applies the step and shows the next one at the same rung
    void reset();    // back to None, words and overlay cleared, a running search dropped
    void cancel();   // stops a running search (the ladder then says so)

signals:
    void changed(); // rung, text, overlay or busy state changed
    void applied(const qudoku::logic::Step& step);

private:
    void request(Rung target);
    void onReply(const HintReply& reply);
    void show(Rung rung);
    void say(const QString& text);
    bool isCurrent() const;
    void onGameChanged();

    Game* game_;
    AnalysisSession* session_;
    std::optional<HintReply> reply_;
    Rung target_ = Rung::Area; // where the pending search lands
    Rung start_ = Rung::Area;  // the first rung a press of Hint shows (Settings)
    Rung rung_ = Rung::None;
    QString text_;
    HintOverlay overlay_;
};

} // namespace qudoku::ui
