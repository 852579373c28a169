#pragma once
// The one owner of background work in the app: an analysis session for the puzzle on the board.
// Everything that needs a worker thread asks it (the hint ladder, the solution path, the rating in
// the status bar, Solve, Reveal and Check), and it applies one policy to all of them:
//
// * One pool of our own. Jobs run on the session's QThreadPool, never on Qt's global pool, which
//   the raster painter uses (see latestjob.h). It has a thread for every kind of work at once.
// * The givens' solutions are counted once per puzzle. When the givens change (a new puzzle, a
//   given typed in Enter mode), every job of the old puzzle is abandoned and the facts are
//   forgotten; in Play mode the new puzzle's solutions are counted at once (the automatic check),
//   and a puzzle with exactly one solution is then rated (the automatic rating). A request that
//   needs the facts before they are known waits for them, and starts the count itself when nothing
//   is counting.
// * Automatic work has a time budget (10 s); when it runs out the job stops and its state says so
//   (TimedOut). Work the player waits for has none: a request that waits for the automatic count
//   lifts that count's budget. Every job can be cancelled (Esc cancels all of them).
// * One job of each kind at a time: asking again replaces the running one.
// * One staleness check: a reply about a board that has changed since it was asked for (same
//   givens, other digits or marks) is not delivered; the work is done again for the board as it is
//   now. Replies always arrive on the GUI thread, by value.
// * Every job shows that it is running: activities() lists the work in progress (and the requests
//   waiting for the count) with its words, its time so far and, for the path and the rating, the
//   steps found so far.

#include <QObject>
#include <QString>
#include <QThreadPool>

#include <array>
#include <chrono>
#include <optional>
#include <vector>

#include "analysis/jobs.h"
#include "analysis/latestjob.h"
#include "analysis/picturereading.h"
#include "analysis/puzzlefacts.h"
#include "qudoku/logic/engine.h"

namespace qudoku::ui {

class Game;

// The kinds of work, one job of each at a time.
enum class Work {
    Check, // count the givens' solutions (the automatic check)
    Rate,  // rate the givens (the automatic rating)
    Hint,  // the player's mistakes, else the next step
    Path,  // the mistakes, else every step, rated
    Solve, // a solution of the board (Solve, Reveal, Check digits)
    ReadPicture, // the puzzle in a picture (Game → Open Image…; only with QUDOKU_VISION)
};

class AnalysisSession : public QObject {
    Q_OBJECT

public:
    enum class FactsState { Unknown, Checking, Known, TimedOut, Cancelled };
    enum class RatingState {
        None,     // not in Play mode, or the solutions are not known yet
        Rating,   // running
        Rated,    // rating() holds it
        NotRated, // the puzzle does not have exactly one solution
        TimedOut, // ran out of the budget
        Cancelled,
    };
    struct Activity {
        Work work = Work::Check;
        QString what;        // "Rating the puzzle…"
        qint64 elapsedMs = 0;
        int progress = -1;   // steps found so far (path, rating), -1: none
        bool waiting = false; // waiting for the count of the solutions
    };

    static constexpr std::chrono::milliseconds kDefaultBudget{10000};

    explicit AnalysisSession(Game* game, QObject* parent = nullptr);
    ~AnalysisSession() override; // stops every job and waits for it

    FactsState factsState() const { return factsState_; }
    FactsPtr facts() const { return factsState_ == FactsState::Known ? facts_ : nullptr; }
    RatingState ratingState() const { return ratingState_; }
    std::optional<logic::Rating> rating() const { return rating_; }

    // Requests; each reply arrives through its signal (also when cancelled, with JobEnd::Cancelled).
    void findHint();
    void findPath();
    // A solution of the board (or of the givens alone); `what` is how the busy indicator words it.
    void solveBoard(bool fromGivens, const QString& what);

    // The puzzle in `picture` (QImage::Format_BGR888), from `corners` when the player placed them; the
    // reply is pictureRead. Not about the board: a new puzzle on the board does not stop it. Needs
    // canReadPictures().
    void readPicture(const QImage& picture, const std::optional<PictureCorners>& corners = std::nullopt);

    void cancel(Work work); // the request ends; its reply says JobEnd::Cancelled
    void drop(Work work);   // the request is forgotten: no reply
    void cancelAll();       // Esc: every job and every waiting request

    bool isBusy() const;
    bool isBusy(Work work) const; // running, or waiting for the count
    std::vector<Activity> activities() const;
    static QString workName(Work work); // "Checking the puzzle…", ...

    // The time budget of the automatic work (Work::Check, Work::Rate); kDefaultBudget for each.
    std::chrono::milliseconds budget(Work work) const { return work == Work::Rate ? rateBudget_ : checkBudget_; }
    void setBudget(Work work, std::chrono::milliseconds budget) {
        (work == Work::Rate ? rateBudget_ : checkBudget_) = budget;
    }
    // How many times the givens' solutions were counted: once per puzzle (twice only when the first
    // count was stopped). For tests and the curious.
    int factsRuns() const { return factsRuns_; }
    // The pool the jobs run on (tests check that Qt's global pool stays free).
    const QThreadPool& pool() const { return pool_; }

signals:
    void factsChanged();
    void ratingChanged();
    void hintFound(const qudoku::ui::HintReply& reply);
    void pathFound(const qudoku::ui::PathReply& reply);
    void boardSolved(const qudoku::ui::BoardSolveReply& reply);
    void pictureRead(const qudoku::ui::PictureReading& reading);
    void activitiesChanged(); // anything started, ended, or started or stopped waiting
    void busyChanged(qudoku::ui::Work work, bool busy); // isBusy(work) changed

private:
    void onGameChanged();
    void forgetPuzzle();
    void startCount(bool automatic);
    void onFacts(PuzzleFacts facts, JobEnd end);
    void onRating(RatingReply reply, JobEnd end);
    void request(Work work);
    void start(Work work);
    void startRatingIfDue();
    void endWaiting(Work work, JobEnd end);
    bool isRunning(Work work) const;
    template <class Reply>
    void deliver(Work work, Reply reply, JobEnd end, void (AnalysisSession::*signal)(const Reply&));
    void changed();

    Game* game_;
    QThreadPool pool_; // before the jobs: it outlives them
    std::chrono::milliseconds checkBudget_ = kDefaultBudget;
    std::chrono::milliseconds rateBudget_ = kDefaultBudget;

    Grid givens_; // the puzzle the session is about
    Rules rules_ = Rules::classic(9);
    FactsState factsState_ = FactsState::Unknown;
    FactsPtr facts_;
    RatingState ratingState_ = RatingState::None;
    std::optional<logic::Rating> rating_;
    std::vector<Work> waiting_; // requests waiting for the facts
    bool solveFromGivens_ = false;
    QString solveWhat_;
    int factsRuns_ = 0;
    std::array<bool, 6> wasBusy_{}; // by Work, for busyChanged

    LatestJob<PuzzleFacts> countJob_;
    LatestJob<RatingReply> rateJob_;
    LatestJob<HintReply> hintJob_;
    LatestJob<PathReply> pathJob_;
    LatestJob<BoardSolveReply> solveJob_;
    LatestJob<PictureReading> pictureJob_;
};

} // namespace qudoku::ui
