#include "analysis/session.h"

#include <algorithm>
#include <utility>

#include "game/game.h"

namespace qudoku::ui {

namespace {

constexpr Work kAllWork[] = {Work::Check, Work::Rate, Work::Hint, Work::Path, Work::Solve, Work::ReadPicture};
constexpr std::chrono::milliseconds kNoBudget = std::chrono::milliseconds::zero();

} // namespace

AnalysisSession::AnalysisSession(Game* game, QObject* parent)
    : QObject(parent), game_(game),
      countJob_(this, pool_, [this](PuzzleFacts facts, JobEnd end) { onFacts(std::move(facts), end); }),
      rateJob_(this, pool_, [this](RatingReply reply, JobEnd end) { onRating(std::move(reply), end); }),
      hintJob_(this, pool_, [this](HintReply reply, JobEnd end) { deliver(Work::Hint, std::move(reply), end, &AnalysisSession::hintFound); }),
      pathJob_(this, pool_, [this](PathReply reply, JobEnd end) { deliver(Work::Path, std::move(reply), end, &AnalysisSession::pathFound); }),
      solveJob_(this, pool_, [this](BoardSolveReply reply, JobEnd end) {
          deliver(Work::Solve, std::move(reply), end, &AnalysisSession::boardSolved);
      }),
      pictureJob_(this, pool_, [this](PictureReading reading, JobEnd end) {
          // About a picture, not the board: no staleness check.
          reading.end = end;
          emit pictureRead(reading);
          changed();
      }) {
    // A thread for each kind of work at once, and room for replaced jobs that are still stopping
    // (they notice within a millisecond or so).
    pool_.setMaxThreadCount(2 * static_cast<int>(std::size(kAllWork)));
    connect(game_, &Game::changed, this, &AnalysisSession::onGameChanged);
    connect(game_, &Game::modeChanged, this, &AnalysisSession::onGameChanged);
    connect(game_, &Game::puzzleReplaced, this, &AnalysisSession::onGameChanged);
    onGameChanged();
}

AnalysisSession::~AnalysisSession() = default;

// The one staleness check: a reply about a board that has changed since it was asked for is not
// delivered; the work is done again for the board as it is now.
template <class Reply>
void AnalysisSession::deliver(Work work, Reply reply, JobEnd end, void (AnalysisSession::*signal)(const Reply&)) {
    if (end == JobEnd::Finished && reply.board.revision != game_->revision()) {
        start(work);
        return;
    }
    reply.end = end;
    emit(this->*signal)(reply);
    changed();
}

// activitiesChanged, and busyChanged for each kind of work that started or ended waiting or running.
void AnalysisSession::changed() {
    for (Work work : kAllWork) {
        const bool busy = isBusy(work);
        bool& was = wasBusy_[static_cast<std::size_t>(work)];
        if (busy == was) continue;
        was = busy;
        emit busyChanged(work, busy);
    }
    emit activitiesChanged();
}

QString AnalysisSession::workName(Work work) {
    switch (work) {
    case Work::Check: return tr("Checking the puzzle…");
    case Work::Rate: return tr("Rating the puzzle…");
    case Work::Hint: return tr("Looking for a step…");
    case Work::Path: return tr("Finding the solution path…");
    case Work::Solve: return tr("Solving…");
    case Work::ReadPicture: return tr("Reading the picture…");
    }
    return {};
}

void AnalysisSession::onGameChanged() {
    if (const Grid givens = game_->givens(); !(givens == givens_) || !(game_->rules() == rules_)) {
        givens_ = givens;
        rules_ = game_->rules();
        forgetPuzzle();
    }
    if (game_->mode() == Mode::Play && factsState_ == FactsState::Unknown) startCount(true);
    startRatingIfDue();
}

void AnalysisSession::forgetPuzzle() {
    countJob_.abandon();
    rateJob_.abandon();
    hintJob_.abandon();
    pathJob_.abandon();
    solveJob_.abandon();
    waiting_.clear();
    factsState_ = FactsState::Unknown;
    facts_.reset();
    ratingState_ = RatingState::None;
    rating_.reset();
    emit factsChanged();
    emit ratingChanged();
    changed();
}

void AnalysisSession::startCount(bool automatic) {
    factsState_ = FactsState::Checking;
    ++factsRuns_;
    countJob_.start([givens = givens_, rules = rules_](std::stop_token stop,
                                                      JobProgress&) { return findPuzzleFacts(givens, rules, stop); },
                    automatic ? checkBudget_ : kNoBudget);
    emit factsChanged();
    changed();
}

void AnalysisSession::onFacts(PuzzleFacts facts, JobEnd end) {
    if (end != JobEnd::Finished) {
        factsState_ = end == JobEnd::TimedOut ? FactsState::TimedOut : FactsState::Cancelled;
        // Nobody waits for a count that can time out (a request lifts the budget): these were cancelled.
        for (Work work : std::exchange(waiting_, {})) endWaiting(work, JobEnd::Cancelled);
        emit factsChanged();
        changed();
        return;
    }
    facts_ = std::make_shared<const PuzzleFacts>(std::move(facts));
    factsState_ = FactsState::Known;
    emit factsChanged();
    for (Work work : std::exchange(waiting_, {})) start(work);
    startRatingIfDue();
    changed();
}

void AnalysisSession::startRatingIfDue() {
    if (game_->mode() != Mode::Play || factsState_ != FactsState::Known || ratingState_ != RatingState::None) return;
    if (!facts_->isUnique()) {
        ratingState_ = RatingState::NotRated; // several solutions or none: nothing to rate
        emit ratingChanged();
        return;
    }
    ratingState_ = RatingState::Rating;
    rateJob_.start([givens = givens_, rules = rules_, facts = facts_](std::stop_token stop, JobProgress& progress) {
                       return computeRating(givens, rules, facts, stop, progress);
                   },
                   rateBudget_);
    emit ratingChanged();
    changed();
}

void AnalysisSession::onRating(RatingReply reply, JobEnd end) {
    switch (end) {
    case JobEnd::Finished:
        ratingState_ = RatingState::Rated;
        rating_ = reply.rating;
        break;
    case JobEnd::TimedOut: ratingState_ = RatingState::TimedOut; break;
    case JobEnd::Cancelled: ratingState_ = RatingState::Cancelled; break;
    }
    emit ratingChanged();
    changed();
}

void AnalysisSession::findHint() { request(Work::Hint); }
void AnalysisSession::findPath() { request(Work::Path); }

void AnalysisSession::solveBoard(bool fromGivens, const QString& what) {
    solveFromGivens_ = fromGivens;
    solveWhat_ = what;
    request(Work::Solve);
}

void AnalysisSession::readPicture(const QImage& picture, const std::optional<PictureCorners>& corners) {
#ifdef QUDOKU_HAVE_VISION
    pictureJob_.start([picture, corners](std::stop_token stop, JobProgress&) { return readPictureNow(picture, corners, stop); });
#else
    Q_UNUSED(picture);
    Q_UNUSED(corners);
    Q_ASSERT_X(false, "AnalysisSession::readPicture", "built without QUDOKU_VISION");
#endif
    changed();
}

void AnalysisSession::request(Work work) {
    if (factsState_ == FactsState::Known) {
        start(work);
        changed();
        return;
    }
    if (std::find(waiting_.begin(), waiting_.end(), work) == waiting_.end()) waiting_.push_back(work);
    if (countJob_.isRunning()) {
        countJob_.clearBudget(); // somebody waits for it now
    } else {
        startCount(false);
    }
    changed();
}

void AnalysisSession::start(Work work) {
    const BoardState board = boardState(*game_);
    const FactsPtr facts = facts_;
    switch (work) {
    case Work::Hint:
        hintJob_.start([board, facts](std::stop_token stop, JobProgress&) { return computeHint(board, facts, stop); });
        break;
    case Work::Path:
        pathJob_.start(
            [board, facts](std::stop_token stop, JobProgress& progress) { return computePath(board, facts, stop, progress); });
        break;
    case Work::Solve:
        solveJob_.start([board, facts, fromGivens = solveFromGivens_](std::stop_token stop, JobProgress&) {
            return computeBoardSolution(board, facts, fromGivens, stop);
        });
        break;
    case Work::Check:
    case Work::Rate: break; // automatic: startCount, startRatingIfDue
    case Work::ReadPicture: break; // readPicture
    }
}

// A request that waited for the count ends without a job: its reply says how.
void AnalysisSession::endWaiting(Work work, JobEnd end) {
    const BoardState board = boardState(*game_);
    switch (work) {
    case Work::Hint: emit hintFound(HintReply{board, nullptr, {}, {}, end}); break;
    case Work::Path: emit pathFound(PathReply{board, nullptr, {}, {}, {}, end}); break;
    case Work::Solve: emit boardSolved(BoardSolveReply{board, nullptr, solveFromGivens_, std::nullopt, end}); break;
    case Work::Check:
    case Work::Rate:
    case Work::ReadPicture: break;
    }
}

void AnalysisSession::cancel(Work work) {
    if (auto it = std::find(waiting_.begin(), waiting_.end(), work); it != waiting_.end()) {
        waiting_.erase(it);
        endWaiting(work, JobEnd::Cancelled);
        changed();
        return;
    }
    switch (work) {
    case Work::Check: countJob_.cancel(); break;
    case Work::Rate: rateJob_.cancel(); break;
    case Work::Hint: hintJob_.cancel(); break;
    case Work::Path: pathJob_.cancel(); break;
    case Work::Solve: solveJob_.cancel(); break;
    case Work::ReadPicture: pictureJob_.cancel(); break;
    }
}

void AnalysisSession::drop(Work work) {
    Q_ASSERT(work == Work::Hint || work == Work::Path || work == Work::Solve || work == Work::ReadPicture);
    waiting_.erase(std::remove(waiting_.begin(), waiting_.end(), work), waiting_.end());
    switch (work) {
    case Work::Hint: hintJob_.abandon(); break;
    case Work::Path: pathJob_.abandon(); break;
    case Work::Solve: solveJob_.abandon(); break;
    case Work::ReadPicture: pictureJob_.abandon(); break;
    case Work::Check:
    case Work::Rate: break;
    }
    changed();
}

void AnalysisSession::cancelAll() {
    // Requests first: those waiting for the count end now, then the count itself.
    for (Work work : {Work::ReadPicture, Work::Hint, Work::Path, Work::Solve, Work::Rate, Work::Check}) cancel(work);
}

bool AnalysisSession::isRunning(Work work) const {
    switch (work) {
    case Work::Check: return countJob_.isRunning();
    case Work::Rate: return rateJob_.isRunning();
    case Work::Hint: return hintJob_.isRunning();
    case Work::Path: return pathJob_.isRunning();
    case Work::Solve: return solveJob_.isRunning();
    case Work::ReadPicture: return pictureJob_.isRunning();
    }
    return false;
}

bool AnalysisSession::isBusy(Work work) const {
    return isRunning(work) || std::find(waiting_.begin(), waiting_.end(), work) != waiting_.end();
}

bool AnalysisSession::isBusy() const {
    return std::any_of(std::begin(kAllWork), std::end(kAllWork), [this](Work work) { return isBusy(work); });
}

std::vector<AnalysisSession::Activity> AnalysisSession::activities() const {
    std::vector<Activity> out;
    for (Work work : kAllWork) {
        if (!isBusy(work)) continue;
        Activity activity;
        activity.work = work;
        activity.what = work == Work::Solve && !solveWhat_.isEmpty() ? solveWhat_ : workName(work);
        activity.waiting = !isRunning(work);
        if (activity.waiting) activity.elapsedMs = countJob_.elapsedMs();
        switch (work) {
        case Work::Check: activity.elapsedMs = countJob_.elapsedMs(); break;
        case Work::Rate:
            activity.elapsedMs = rateJob_.elapsedMs();
            activity.progress = rateJob_.progress();
            break;
        case Work::Hint: activity.elapsedMs = hintJob_.elapsedMs(); break;
        case Work::Path:
            activity.elapsedMs = pathJob_.elapsedMs();
            activity.progress = pathJob_.progress();
            break;
        case Work::Solve: activity.elapsedMs = solveJob_.elapsedMs(); break;
        case Work::ReadPicture: activity.elapsedMs = pictureJob_.elapsedMs(); break;
        }
        out.push_back(activity);
    }
    return out;
}

} // namespace qudoku::ui
