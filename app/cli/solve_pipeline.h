#pragma once
// Solving (and rating) on several threads with every answer still written in input order
// (qudoku-cli -j N).
//
// The caller reads items (puzzles and parse errors) one at a time on its own thread and hands them
// to push(). The pipeline groups them into chunks, runs `work` on each item of a chunk on one of
// `jobs` worker threads, and hands every item back, done, to the caller's `emit` on the caller's
// thread, in exactly the order it was pushed. Reading and writing stay single-threaded, so the
// output (standard output and the error lines alike) is byte for byte that of -j 1.
//
// Memory stays bounded (back-pressure): at most `jobs × chunksPerJob` chunks are in flight. When
// that many are, push() first waits for the oldest one and emits it, so the reader can never run
// ahead of the workers by more than that many chunks, and a file of a million lines is streamed.
//
// The workers take chunks in push order (a FIFO queue), so the oldest chunk, the one the writer
// waits for, is never overtaken by later ones; with more than one chunk per job in flight, a slow
// chunk at the front (a puzzle that takes a second to rate) does not idle the other workers.
//
// Invariant: chunks_ is in push order; only its front is ever emitted; an item is emitted exactly
// once, after its chunk is done.

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "qudoku/format.h"
#include "qudoku/logic/engine.h"
#include "qudoku/reader.h"
#include "qudoku/solver.h"

namespace qudoku::cli {

// What --rate and --explain need of a puzzle with one solution, worked out on a worker thread.
struct LogicOutcome {
    logic::Rating rating;
    std::vector<logic::Step> steps; // --explain only (--rate keeps just the rating)
    // When the engine got stuck under --max-technique: the technique beyond the cap that would take
    // the next step, if any (nullopt also when even the whole engine is stuck there).
    std::optional<logic::Technique> beyondCap;
};

class SolvePipeline {
public:
    struct Item {
        ReadResult read;              // the puzzle, or the error that stopped it
        std::optional<Format> format; // the reader's format when the item was read
        SolveResult result{};         // filled by `work` when `read` holds a puzzle
        std::chrono::nanoseconds solveTime{0}; // how long solve() took (measured under --stats only)
        std::optional<LogicOutcome> logic{}; // filled by `work` under --rate/--explain for a unique puzzle
        bool timedOut = false;        // set by `work` when --timeout stopped it (result/logic incomplete)
    };
    // Runs on a worker thread; touches only its item (and what it captured read-only).
    using Work = std::function<void(Item&)>;
    using Emit = std::function<void(Item&)>;

    struct Chunking {
        std::size_t size;        // items per chunk
        std::size_t chunksPerJob; // chunks in flight per worker
    };
    // Solving: a chunk of easy puzzles (a few µs each) outweighs handing it to a worker many times
    // over, and the first answers still appear at once; one chunk per worker keeps memory small.
    static constexpr Chunking kSolving{512, 1};
    // Rating: a puzzle takes 0.1 ms to a second, so chunks are small (a hard one does not hold up
    // hundreds behind it) and each worker has several queued, to keep busy while the writer waits
    // for a slow one at the front.
    static constexpr Chunking kRating{4, 8};

    SolvePipeline(int jobs, Chunking chunking, Work work, Emit emit);
    ~SolvePipeline(); // stops the workers (after an exception: the results still queued are dropped)
    SolvePipeline(const SolvePipeline&) = delete;
    SolvePipeline& operator=(const SolvePipeline&) = delete;

    void push(Item item);
    // Works and emits everything still pending. Call once, after the last push().
    void finish();

private:
    struct Chunk {
        std::vector<Item> items;
        bool done = false;        // guarded by mutex_
        std::exception_ptr error; // what `work` threw (e.g. bad_alloc), rethrown on the caller's thread
    };

    void submitPending();
    void emitOldest();
    void workerLoop();

    const std::size_t jobs_;
    const Chunking chunking_;
    const Work work_;
    const Emit emit_;
    std::vector<Item> pending_;
    std::deque<std::unique_ptr<Chunk>> chunks_; // in flight, push order; the caller's thread only

    std::mutex mutex_;
    std::condition_variable queued_;   // a chunk was queued, or closing_
    std::condition_variable finished_; // a chunk is done
    std::deque<Chunk*> queue_;         // submitted chunks no worker has taken yet, push order
    bool closing_ = false;
    std::vector<std::thread> workers_; // started as chunks arrive, up to jobs_
};

} // namespace qudoku::cli
