#pragma once
// What SolveRunner and LogicRunner share, Qt's Mandelbrot pattern: a job runs on a pool thread and
// touches nothing but its arguments; its reply comes back by value on the owner's (GUI) thread
// through a QFutureWatcher, and a std::stop_source cancels it. One job at a time: starting one asks
// the one before to stop and drops that one's reply when it arrives (by job number). The destructor
// stops the job and waits for it, so closing the window mid-search exits cleanly.

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>
#include <stop_token>
#include <utility>

namespace qudoku::ui {

template <class Reply>
class LatestJob {
public:
    // `deliver` receives the latest job's reply on `owner`'s thread. `pool`: where jobs run (null:
    // Qt's global pool); it must outlive this object.
    LatestJob(QObject* owner, std::function<void(const Reply&)> deliver, QThreadPool* pool = nullptr)
        : owner_(owner), deliver_(std::move(deliver)), pool_(pool) {}
    ~LatestJob() {
        stop_.request_stop();
        for (auto* watcher : watchers_) watcher->waitForFinished();
    }
    LatestJob(const LatestJob&) = delete;
    LatestJob& operator=(const LatestJob&) = delete;

    // Runs `work(std::stop_token)`, which returns the Reply, on a pool thread.
    template <class Work>
    void start(Work work) {
        // The replaced job keeps its own stop state in its token after stop_ is replaced.
        if (running_) stop_.request_stop();
        stop_ = std::stop_source{};
        running_ = true;
        const quint64 job = ++job_;
        auto* watcher = new QFutureWatcher<Reply>(owner_);
        QObject::connect(watcher, &QFutureWatcher<Reply>::finished, owner_, [this, watcher, job] {
            const Reply reply = watcher->result();
            watchers_.removeOne(watcher);
            watcher->deleteLater();
            if (job != job_) return; // a replaced job
            running_ = false;
            deliver_(reply);
        });
        // One watcher per job; a replaced job keeps its watcher until it has stopped.
        watchers_.append(watcher);
        QThreadPool* pool = pool_ ? pool_ : QThreadPool::globalInstance();
        watcher->setFuture(QtConcurrent::run(pool, std::move(work), stop_.get_token()));
    }

    // Asks the running job to stop; its reply still arrives.
    void cancel() {
        if (running_) stop_.request_stop();
    }
    bool isRunning() const { return running_; }

private:
    QObject* owner_;
    std::function<void(const Reply&)> deliver_;
    QThreadPool* pool_;
    QList<QFutureWatcher<Reply>*> watchers_;
    std::stop_source stop_;
    quint64 job_ = 0;
    bool running_ = false;
};

} // namespace qudoku::ui
