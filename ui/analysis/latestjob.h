#pragma once
// One kind of background job, the latest one only (Qt's Mandelbrot pattern): a job runs on a thread
// of the pool it is given and touches nothing but its own arguments; its reply comes back by value
// on the owner's (GUI) thread through a QFutureWatcher, and a std::stop_source stops it.
//
// The pool is always the caller's, never Qt's application-wide pool: Qt's raster painter hands
// work to that pool and waits for it, so jobs that hold every global thread freeze the
// window's painting (on one core a single job did).
//
// How a job ends, and what its owner hears:
//   finished       the reply, JobEnd::Finished
//   cancel()       the (maybe partial) reply, JobEnd::Cancelled       - the player stopped it
//   budget ran out the (maybe partial) reply, JobEnd::TimedOut        - an automatic job took too long
//   start() again  nothing: the replaced job is told to stop and its reply is dropped
//   abandon()      nothing: the job is told to stop and its reply is dropped
// A stop that arrives after the work has finished still counts: a reply that raced a stop request
// is reported as stopped, so "Cancelled" never shows a result the player did not wait for.
//
// The destructor stops every job it started and waits for them, so closing the window mid-search
// exits cleanly; the pool must outlive this object.

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <stop_token>
#include <utility>

namespace qudoku::ui {

enum class JobEnd { Finished, Cancelled, TimedOut };

// What a running job tells about itself while it runs: a count it raises (steps found so far), read
// by the GUI thread. -1 until the job reports something.
using JobProgress = std::atomic<int>;

template <class Reply>
class LatestJob {
public:
    using Deliver = std::function<void(Reply, JobEnd)>;

    LatestJob(QObject* owner, QThreadPool& pool, Deliver deliver)
        : owner_(owner), pool_(pool), deliver_(std::move(deliver)), budget_(std::make_unique<QTimer>()) {
        budget_->setSingleShot(true);
        // The timer is the sender: it goes with this object, and the connection with it.
        QObject::connect(budget_.get(), &QTimer::timeout, owner_, [this] { stop(JobEnd::TimedOut); });
    }
    ~LatestJob() {
        stop_.request_stop();
        for (auto* watcher : watchers_) watcher->waitForFinished();
    }
    LatestJob(const LatestJob&) = delete;
    LatestJob& operator=(const LatestJob&) = delete;

    // Runs `work(std::stop_token, JobProgress&)`, which returns the Reply, on a pool thread. A job
    // already running is replaced. `budget` (zero: none) stops the job with JobEnd::TimedOut.
    template <class Work>
    void start(Work work, std::chrono::milliseconds budget = std::chrono::milliseconds::zero()) {
        // The replaced job keeps its own stop state in its token after stop_ is replaced.
        stop_.request_stop();
        stop_ = std::stop_source{};
        end_ = JobEnd::Finished;
        running_ = true;
        clock_.start();
        progress_ = std::make_shared<JobProgress>(-1);
        const quint64 job = ++job_;
        auto* watcher = new QFutureWatcher<Reply>(owner_);
        QObject::connect(watcher, &QFutureWatcher<Reply>::finished, owner_, [this, watcher, job] {
            Reply reply = watcher->result();
            watchers_.removeOne(watcher);
            watcher->deleteLater();
            if (job != job_) return; // replaced or abandoned
            running_ = false;
            budget_->stop();
            deliver_(std::move(reply), end_); // may start the next job
        });
        // One watcher per job; a replaced job keeps its watcher until it has stopped.
        watchers_.append(watcher);
        if (budget > std::chrono::milliseconds::zero()) budget_->start(budget);
        else budget_->stop();
        auto task = [work = std::move(work), progress = progress_](std::stop_token stop) { return work(stop, *progress); };
        watcher->setFuture(QtConcurrent::run(&pool_, std::move(task), stop_.get_token())); // our pool, never the global one
    }

    // Asks the running job to stop; its reply still arrives, with JobEnd::Cancelled.
    void cancel() { stop(JobEnd::Cancelled); }
    // Asks the running job to stop and drops its reply.
    void abandon() {
        if (!running_) return;
        stop_.request_stop();
        budget_->stop();
        running_ = false;
        ++job_;
    }
    // The running job may take as long as it needs (somebody waits for it now); cancel() still stops it.
    void clearBudget() { budget_->stop(); }

    bool isRunning() const { return running_; }
    bool hasBudget() const { return budget_->isActive(); }
    qint64 elapsedMs() const { return running_ ? clock_.elapsed() : 0; }
    int progress() const { return running_ && progress_ ? progress_->load(std::memory_order_relaxed) : -1; }

private:
    void stop(JobEnd why) {
        if (!running_) return;
        end_ = why;
        budget_->stop();
        stop_.request_stop();
    }

    QObject* owner_;
    QThreadPool& pool_;
    Deliver deliver_;
    std::unique_ptr<QTimer> budget_;
    QList<QFutureWatcher<Reply>*> watchers_;
    std::stop_source stop_;
    std::shared_ptr<JobProgress> progress_;
    QElapsedTimer clock_;
    quint64 job_ = 0;
    JobEnd end_ = JobEnd::Finished;
    bool running_ = false;
};

} // namespace qudoku::ui
