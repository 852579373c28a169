#include "solve_pipeline.h"

#include <utility>

namespace qudoku::cli {

SolvePipeline::SolvePipeline(int jobs, SolveOptions options, Emit emit)
    : jobs_(static_cast<std::size_t>(jobs < 1 ? 1 : jobs)), options_(std::move(options)), emit_(std::move(emit)) {
    pending_.reserve(kChunkSize);
}

SolvePipeline::~SolvePipeline() {
    for (auto& chunk : chunks_)
        if (chunk->solved.valid()) chunk->solved.wait();
}

void SolvePipeline::push(Item item) {
    pending_.push_back(std::move(item));
    if (pending_.size() == kChunkSize) submitPending();
}

void SolvePipeline::finish() {
    submitPending();
    while (!chunks_.empty()) emitOldest();
}

void SolvePipeline::submitPending() {
    if (pending_.empty()) return;
    // Back-pressure: never more than jobs_ chunks in flight.
    while (chunks_.size() >= jobs_) emitOldest();
    auto chunk = std::make_unique<Chunk>();
    chunk->items.swap(pending_);
    pending_.reserve(kChunkSize);
    // One thread per chunk (std::async): a chunk is milliseconds of work, a thread start is tens of
    // microseconds, and at most jobs_ of them run at once, so a pool would buy nothing measurable.
    // The worker writes only into its own chunk; the chunk's address stays put (unique_ptr).
    Chunk* raw = chunk.get();
    chunk->solved = std::async(std::launch::async, [raw, options = options_] {
        for (Item& item : raw->items)
            if (item.read) item.result = solve(item.read->grid, options);
    });
    chunks_.push_back(std::move(chunk));
}

void SolvePipeline::emitOldest() {
    std::unique_ptr<Chunk> chunk = std::move(chunks_.front());
    chunks_.pop_front();
    chunk->solved.get(); // rethrows a worker's exception (e.g. bad_alloc) on the caller's thread
    for (Item& item : chunk->items) emit_(item);
}

} // namespace qudoku::cli
