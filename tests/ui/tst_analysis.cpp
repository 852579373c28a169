// The analysis session, the one owner of background work, through the main window: its jobs run on
// a pool of its own so the board keeps painting while every kind of job is busy (even when Qt's
// global pool has a single thread, as on a one-core machine); each job shows that it is running; Esc
// cancels any of them; the automatic check and rating stop at their time budget and say so; the
// givens' solutions are counted once per puzzle; replies about a board that has changed are done
// again, and a new puzzle drops the old one's work.

#include <QAction>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QThreadPool>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <thread>

#include "analysis/session.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "hint/hintladder.h"
#include "hint/hintpanel.h"
#include "hint/pathpanel.h"
#include "hint/puzzlerating.h"
#include "hint/solutionpath.h"
#include "solve/assistant.h"
#include "testsupport.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

using namespace qudoku;
using namespace qudoku::ui;

Q_DECLARE_METATYPE(qudoku::ui::Work)
Q_DECLARE_METATYPE(qudoku::ui::HintReply)

namespace {

constexpr int kWait = 20000; // an upper bound for replies, not an expectation
// Esc stops any job within a second: the promise, checked in the dev and release builds. The sanitizers
// run the searches 5 to 20 times slower between two looks at the stop token, so there it is five.
#ifdef QUDOKU_SANITIZED
constexpr int kCancelWithinMs = 5000;
#else
constexpr int kCancelWithinMs = 1000;
#endif

// Aborts the test program with `what` unless disarmed within `limit`: a GUI thread that blocks (in a
// paint waiting for a pool thread) cannot run the test's own timers, so only another thread can say
// that it hangs.
class Watchdog {
public:
    Watchdog(std::chrono::milliseconds limit, QByteArray what)
        : what_(std::move(what)), thread_([this, limit] {
              std::unique_lock lock(mutex_);
              if (!disarmed_.wait_for(lock, limit, [this] { return done_; })) {
                  std::fprintf(stderr, "FAIL: %s\n", what_.constData());
                  std::fflush(stderr);
                  std::abort();
              }
          }) {}
    ~Watchdog() { disarm(); }
    void disarm() {
        {
            std::lock_guard lock(mutex_);
            done_ = true;
        }
        disarmed_.notify_all();
        if (thread_.joinable()) thread_.join();
    }

private:
    QByteArray what_;
    std::mutex mutex_;
    std::condition_variable disarmed_;
    bool done_ = false;
    std::thread thread_;
};

// Counts the paint events a widget receives.
class PaintCounter : public QObject {
public:
    explicit PaintCounter(QWidget* widget) { widget->installEventFilter(this); }
    int count = 0;

protected:
    bool eventFilter(QObject*, QEvent* event) override {
        if (event->type() == QEvent::Paint) ++count;
        return false;
    }
};

} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void init();
    void cleanup();

    void countsTheSolutionsOncePerPuzzle();
    void windowPaintsWhileAJobRuns_data();
    void windowPaintsWhileAJobRuns();
    void escCancelsEveryJob_data();
    void escCancelsEveryJob();
    void escStopsThePathForGood_data();
    void escStopsThePathForGood();
    void automaticWorkStopsAtItsBudget_data();
    void automaticWorkStopsAtItsBudget();
    void aWaitingRequestLiftsTheBudget();
    void aTimedOutCheckIsRunAgainForTheRequest();
    void aStaleReplyIsDoneAgainForTheBoardAsItIs();
    void aNewPuzzleDropsTheOldPuzzlesWork();
    void theBusyIndicatorShowsTheTimeSoFar();
    void pathAndRatingShowTheStepsFound();

private:
    void busyRows();
    bool statusBarSays(const QString& words) const;
    // Gets one job of `work` running on inputs that keep it busy for seconds to minutes.
    void startSlow(Work work);

    MainWindow* window_ = nullptr;
    int globalThreads_ = 0;
};

void TestAnalysis::init() {
    globalThreads_ = QThreadPool::globalInstance()->maxThreadCount();
    window_ = test::openWindow();
}

void TestAnalysis::cleanup() {
    delete window_;
    window_ = nullptr;
    QThreadPool::globalInstance()->setMaxThreadCount(globalThreads_);
}

bool TestAnalysis::statusBarSays(const QString& words) const {
    for (QLabel* label : window_->statusBar()->findChildren<QLabel*>())
        if (label->isVisible() && label->text().contains(words)) return true;
    return false;
}

void TestAnalysis::busyRows() {
    QTest::addColumn<Work>("work");
    QTest::newRow("check") << Work::Check;
    QTest::newRow("rating") << Work::Rate;
    QTest::newRow("hint") << Work::Hint;
    QTest::newRow("path") << Work::Path;
    QTest::newRow("solve") << Work::Solve;
}

void TestAnalysis::startSlow(Work work) {
    AnalysisSession* session = window_->session();
    switch (work) {
    case Work::Check:
        QVERIFY(window_->pasteText(QString::fromStdString(test::longNoSolution25())));
        break;
    case Work::Rate:
        QVERIFY(window_->pasteText(QString::fromStdString(test::slowRating25())));
        QTRY_VERIFY_WITH_TIMEOUT(session->ratingState() == AnalysisSession::RatingState::Rating, kWait);
        break;
    case Work::Hint:
    case Work::Path:
    case Work::Solve:
        // The player's digits that fit no solution: a hint or a path of many seconds (the check by
        // solutions gives up, and every technique searches), a solve of minutes.
        QVERIFY(window_->pasteText(QString::fromStdString(test::sparseSeveral25())));
        QTRY_VERIFY_WITH_TIMEOUT(session->facts() != nullptr, kWait);
        for (const auto& [cell, value] : test::slowBoardDigits25()) QVERIFY(window_->game()->placeValue(cell, value));
        if (work == Work::Hint) window_->actions().hint->trigger();
        if (work == Work::Path) window_->actions().solutionPath->trigger();
        if (work == Work::Solve) window_->actions().solve->trigger();
        break;
    case Work::ReadPicture: QFAIL("a picture is read from its review dialog: tst_ui_picture cancels it with Esc there");
    }
    QVERIFY(session->isBusy(work));
}

// Every job the player asks for, and each automatic one, uses the givens' solutions counted once.
void TestAnalysis::countsTheSolutionsOncePerPuzzle() {
    AnalysisSession* session = window_->session();
    const int before = session->factsRuns();
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(session->ratingState() == AnalysisSession::RatingState::Rated, kWait);
    for (QAction* action : {window_->actions().hint, window_->actions().hint, window_->actions().solutionPath,
                            window_->actions().reveal, window_->actions().check}) {
        action->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!session->isBusy(), kWait);
    }
    QSignalSpy solved(window_->assistant(), &Assistant::solveFinished);
    window_->actions().solve->trigger();
    QVERIFY(solved.wait(kWait));
    QVERIFY(window_->game()->grid().isComplete());
    QCOMPARE(session->factsRuns(), before + 1);
    // Another puzzle is counted once more; the same one again is not.
    QVERIFY(window_->pasteText(QString::fromStdString(std::string(test::kPuzzle).replace(0, 1, "."))));
    QTRY_VERIFY_WITH_TIMEOUT(!session->isBusy(), kWait);
    QCOMPARE(session->factsRuns(), before + 2);
}

void TestAnalysis::windowPaintsWhileAJobRuns_data() { busyRows(); }

// Qt's raster painter hands large fills to QThreadPool::globalInstance() and waits for them. With that
// pool cut to one thread, as on a one-core machine, a job running there froze the window's painting
// for as long as the job ran (minutes for the check and the solve here; painting the whole window,
// with its busy indicator, is what needs the pool). The session's jobs never run there: the global
// pool stays idle and the window paints at once, whatever is busy. (Checked: with the jobs moved to
// the global pool this test stops at the watchdog.)
void TestAnalysis::windowPaintsWhileAJobRuns() {
    QFETCH(Work, work);
    QThreadPool::globalInstance()->setMaxThreadCount(1);
    startSlow(work);
    QTest::qWait(50); // the job is under way on its thread
    QVERIFY(window_->session()->isBusy(work));
    QCOMPARE(QThreadPool::globalInstance()->activeThreadCount(), 0);
    QVERIFY(window_->session()->pool().activeThreadCount() > 0);

    BoardWidget* board = window_->board();
    QElapsedTimer timer;
    timer.start();
    {
        Watchdog watchdog(std::chrono::seconds(10),
                          "the window did not paint within 10 s while a job was busy: painting waits for a thread of "
                          "Qt's global pool that a job holds");
        window_->repaint(); // the whole window, busy indicator included, through the raster engine
        const QImage image = window_->grab().toImage();
        QVERIFY(!image.isNull());
    }
    PaintCounter painted(board);
    board->update();
    QTRY_VERIFY_WITH_TIMEOUT(painted.count > 0, 2000);
    qInfo("painted in %lld ms while busy", static_cast<long long>(timer.elapsed()));
    QVERIFY2(window_->session()->isBusy(work), "the job ended: the paint may have waited for it");
}

void TestAnalysis::escCancelsEveryJob_data() { busyRows(); }

// Esc stops any job within a second; the window says so where the job's answer would have gone, and
// is idle again.
void TestAnalysis::escCancelsEveryJob() {
    QFETCH(Work, work);
    startSlow(work);
    QTest::qWait(100);
    QVERIFY(window_->session()->isBusy(work));
    QVERIFY(window_->actions().cancel->isEnabled());
    QVERIFY(window_->busyText().contains(AnalysisSession::workName(work).chopped(1)) || work == Work::Solve);
    QElapsedTimer timer;
    timer.start();
    window_->board()->setFocus();
    QTest::keyClick(window_->board(), Qt::Key_Escape);
    QTRY_VERIFY_WITH_TIMEOUT(!window_->session()->isBusy(), kCancelWithinMs);
    QVERIFY2(timer.elapsed() < kCancelWithinMs, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(!window_->actions().cancel->isEnabled());
    switch (work) {
    case Work::Check:
        QVERIFY2(window_->currentMessage().contains(QStringLiteral("Check cancelled")), qPrintable(window_->currentMessage()));
        QVERIFY(window_->game()->isClockRunning()); // the player may play on
        break;
    case Work::Rate: QCOMPARE(window_->ratingText(), QStringLiteral("Not rated: cancelled")); break;
    case Work::Hint: QCOMPARE(window_->hintPanel()->text(), QStringLiteral("Cancelled.")); break;
    case Work::Path: QCOMPARE(window_->pathPanel()->summary(), QStringLiteral("Cancelled.")); break;
    case Work::Solve: QCOMPARE(window_->currentMessage(), QStringLiteral("Cancelled.")); break;
    case Work::ReadPicture: break;
    }
}

void TestAnalysis::escStopsThePathForGood_data() {
    QTest::addColumn<bool>("counted");
    QTest::newRow("waiting for the count") << false;
    QTest::newRow("searching") << true;
}

// Esc right after Show Solution Path opens the panel stops the path, and it stays stopped: the panel's
// pending recomputation (it follows the board while open) does not start it again. (Found by
// tst_ui_monkey: 300 ms after Esc the path was being found again.)
void TestAnalysis::escStopsThePathForGood() {
    QFETCH(bool, counted);
    AnalysisSession* session = window_->session();
    QVERIFY(window_->pasteText(QString::fromStdString(test::sparseSeveral25())));
    if (counted) QTRY_VERIFY_WITH_TIMEOUT(session->facts() != nullptr, kWait);
    // Digits that fit no solution: a path of many seconds.
    for (const auto& [cell, value] : test::slowBoardDigits25()) QVERIFY(window_->game()->placeValue(cell, value));
    window_->actions().solutionPath->trigger();
    QVERIFY(session->isBusy(Work::Path));
    window_->board()->setFocus();
    QTest::keyClick(window_->board(), Qt::Key_Escape);
    QTRY_VERIFY_WITH_TIMEOUT(!session->isBusy(), 1000);
    QTest::qWait(1000); // longer than the panel's pause before it recomputes
    QVERIFY2(!session->isBusy(Work::Path), qPrintable(window_->busyText()));
    QCOMPARE(window_->pathPanel()->summary(), QStringLiteral("Cancelled."));
    // Asked again, it runs again.
    window_->actions().solutionPath->trigger();
    QVERIFY(session->isBusy(Work::Path));
    window_->actions().cancel->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!session->isBusy(), 1000);
}

void TestAnalysis::automaticWorkStopsAtItsBudget_data() {
    QTest::addColumn<Work>("work");
    QTest::newRow("check") << Work::Check;
    QTest::newRow("rating") << Work::Rate;
}

// The automatic check and rating stop when their budget runs out and say so; play goes on.
void TestAnalysis::automaticWorkStopsAtItsBudget() {
    QFETCH(Work, work);
    AnalysisSession* session = window_->session();
    session->setBudget(work, std::chrono::milliseconds(300));
    QElapsedTimer timer;
    timer.start();
    if (work == Work::Check) {
        QVERIFY(window_->pasteText(QString::fromStdString(test::longNoSolution25())));
        QTRY_VERIFY_WITH_TIMEOUT(session->factsState() == AnalysisSession::FactsState::TimedOut, 3000);
        QVERIFY2(window_->currentMessage().contains(QStringLiteral("Not checked: counting the solutions took longer "
                                                                   "than 1 s")),
                 qPrintable(window_->currentMessage()));
        QVERIFY(window_->game()->isClockRunning());
    } else {
        QVERIFY(window_->pasteText(QString::fromStdString(test::slowRating25())));
        QTRY_VERIFY_WITH_TIMEOUT(session->ratingState() == AnalysisSession::RatingState::TimedOut, 3000);
        QCOMPARE(window_->ratingText(), QStringLiteral("Not rated: took longer than 1 s"));
    }
    QVERIFY(timer.elapsed() >= 300);
    QTRY_VERIFY_WITH_TIMEOUT(!session->isBusy(), kCancelWithinMs);
}

// A request that waits for the automatic check lifts its budget: the player wants the answer (and
// Esc still stops it).
void TestAnalysis::aWaitingRequestLiftsTheBudget() {
    AnalysisSession* session = window_->session();
    session->setBudget(Work::Check, std::chrono::milliseconds(200));
    QVERIFY(window_->pasteText(QString::fromStdString(test::longNoSolution25())));
    window_->actions().hint->trigger();
    QVERIFY(session->isBusy(Work::Hint));
    QTest::qWait(600);
    QCOMPARE(session->factsState(), AnalysisSession::FactsState::Checking);
    QVERIFY(window_->busyText().contains(AnalysisSession::workName(Work::Hint)));
    window_->actions().cancel->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!session->isBusy(), kCancelWithinMs);
    QCOMPARE(window_->hintPanel()->text(), QStringLiteral("Cancelled."));
}

// After a check that ran out of time, a request counts again, without a budget.
void TestAnalysis::aTimedOutCheckIsRunAgainForTheRequest() {
    AnalysisSession* session = window_->session();
    session->setBudget(Work::Check, std::chrono::milliseconds(200));
    const int before = session->factsRuns();
    QVERIFY(window_->pasteText(QString::fromStdString(test::longNoSolution25())));
    QTRY_VERIFY_WITH_TIMEOUT(session->factsState() == AnalysisSession::FactsState::TimedOut, 3000);
    window_->actions().solutionPath->trigger();
    QCOMPARE(session->factsState(), AnalysisSession::FactsState::Checking);
    QCOMPARE(session->factsRuns(), before + 2);
    QTest::qWait(500);
    QCOMPARE(session->factsState(), AnalysisSession::FactsState::Checking);
    window_->actions().cancel->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!session->isBusy(), kCancelWithinMs);
}

// A reply about a board that changed while the worker was thinking is not shown: the work is done
// again for the board as it is. (The board changes before the event loop can deliver the first
// reply, so the first reply is always stale.)
void TestAnalysis::aStaleReplyIsDoneAgainForTheBoardAsItIs() {
    AnalysisSession* session = window_->session();
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(!session->isBusy(), kWait);
    QSignalSpy replies(session, &AnalysisSession::hintFound);
    window_->actions().hint->trigger();
    QVERIFY(window_->game()->placeValue(2, 4)); // r1c3 = 4, right
    const quint64 revision = window_->game()->revision();
    QTRY_VERIFY_WITH_TIMEOUT(!session->isBusy(), kWait);
    QCOMPARE(replies.count(), 1);
    QCOMPARE(replies.at(0).at(0).value<HintReply>().board.revision, revision);
    QCOMPARE(window_->hintLadder()->rung(), HintLadder::Rung::Area);
}

// A new puzzle abandons the work of the old one: no reply about it arrives, and its jobs stop.
void TestAnalysis::aNewPuzzleDropsTheOldPuzzlesWork() {
    AnalysisSession* session = window_->session();
    startSlow(Work::Hint);
    window_->actions().solutionPath->trigger();
    QVERIFY(session->isBusy(Work::Path));
    QSignalSpy hints(session, &AnalysisSession::hintFound);
    QSignalSpy paths(session, &AnalysisSession::pathFound);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(!session->isBusy(Work::Hint));
    QVERIFY(!session->isBusy(Work::Path));
    QVERIFY(!window_->hintLadder()->isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(session->pool().activeThreadCount() == 0, 2000); // the old searches stopped
    QCOMPARE(hints.count(), 0);
    QCOMPARE(paths.count(), 0);
}

// The busy indicator names each job in progress and the time it has taken so far.
void TestAnalysis::theBusyIndicatorShowsTheTimeSoFar() {
    QVERIFY(window_->pasteText(QString::fromStdString(test::longNoSolution25())));
    window_->actions().hint->trigger(); // waits for the count: both are shown
    const QString what = AnalysisSession::workName(Work::Check) + QStringLiteral(" 1 s");
    QTRY_VERIFY_WITH_TIMEOUT(window_->busyText().contains(what), 3000);
    const QString words = window_->busyText();
    QVERIFY2(words.contains(AnalysisSession::workName(Work::Hint)), qPrintable(words));
    // The status bar's busy label says the same (the window's clock refreshes it twice a second).
    QTRY_VERIFY_WITH_TIMEOUT(statusBarSays(what), 2000);
    window_->actions().cancel->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!window_->session()->isBusy(), kCancelWithinMs);
}

// The path and the rating say how many steps they have found so far.
void TestAnalysis::pathAndRatingShowTheStepsFound() {
    QVERIFY(window_->pasteText(QString::fromStdString(test::slowRating25())));
    QTRY_VERIFY_WITH_TIMEOUT(window_->busyText().contains(QStringLiteral(" steps")), kWait);
    QVERIFY2(window_->busyText().startsWith(AnalysisSession::workName(Work::Rate)), qPrintable(window_->busyText()));
    QTRY_VERIFY_WITH_TIMEOUT(!window_->session()->isBusy(), kWait);
    window_->actions().solutionPath->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window_->busyText().contains(QStringLiteral(" steps")), kWait);
    QVERIFY2(window_->busyText().startsWith(AnalysisSession::workName(Work::Path)), qPrintable(window_->busyText()));
    window_->actions().cancel->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!window_->session()->isBusy(), kCancelWithinMs);
}

QTEST_MAIN(TestAnalysis)
#include "tst_analysis.moc"
