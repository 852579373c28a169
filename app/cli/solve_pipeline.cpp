#include "solve_pipeline.h"

#include <utility>

namespace qudoku::cli {

SolvePipeline::SolvePipeline(int jobs, Chunking chunking, Work work, Emit emit)
    : jobs_(static_cast<std::size_t>(jobs < 1 ? 1 : jobs)),
      chunking_{chunking.size < 1 ? 1 : chunking.size, chunking.chunksPerJob < 1 ? 1 : chunking.chunksPerJob},
      work_(std::move(work)), emit_(std::move(emit)) {
    pending_.reserve(chunking_.size);
}

SolvePipeline::~SolvePipeline() {
    {
        const std::lock_guard lock(mutex_);
        closing_ = true;
    }
    queued_.notify_all();
    // A worker finishes the chunk it holds (chunks_ still owns it), then sees closing_ and returns.
    for (std::thread& worker : workers_) worker.join();
}

void SolvePipeline::push(Item item) {
    pending_.push_back(std::move(item));
    if (pending_.size() == chunking_.size) submitPending();
}

void SolvePipeline::finish() {
    submitPending();
    while (!chunks_.empty()) emitOldest();
}

void SolvePipeline::submitPending() {
    if (pending_.empty()) return;
    // Back-pressure: never more than jobs × chunksPerJob chunks in flight.
    while (chunks_.size() >= jobs_ * chunking_.chunksPerJob) emitOldest();
    auto chunk = std::make_unique<Chunk>();
    chunk->items.swap(pending_);
    pending_.reserve(chunking_.size);
    {
        const std::lock_guard lock(mutex_);
        queue_.push_back(chunk.get()); // its address stays put (unique_ptr) while it is in flight
    }
    chunks_.push_back(std::move(chunk));
    queued_.notify_one();
    // Workers start with the first chunks, so a short input never starts 16 threads for one chunk.
    if (workers_.size() < jobs_) workers_.emplace_back([this] { workerLoop(); });
}

void SolvePipeline::workerLoop() {
    std::unique_lock lock(mutex_);
    for (;;) {
        queued_.wait(lock, [this] { return closing_ || !queue_.empty(); });
        if (closing_) return;
        Chunk* chunk = queue_.front();
        queue_.pop_front();
        lock.unlock();
        // The worker writes only into its own chunk; the caller reads it only once `done` is set.
        try {
            for (Item& item : chunk->items) work_(item);
        } catch (...) {
            chunk->error = std::current_exception();
        }
        lock.lock();
        chunk->done = true;
        finished_.notify_all();
    }
}

void SolvePipeline::emitOldest() {
    std::unique_ptr<Chunk> chunk = std::move(chunks_.front());
    chunks_.pop_front();
    {
        std::unique_lock lock(mutex_);
        finished_.wait(lock, [&] { return chunk->done; });
    }
    if (chunk->error) std::rethrow_exception(chunk->error);
    for (Item& item : chunk->items) emit_(item);
}

} // namespace qudoku::cli
