#pragma once
// Solving on several threads with every answer still written in input order (qudoku-cli -j N).
//
// The caller reads items (puzzles and parse errors) one at a time on its own thread and hands them
// to push(). The pipeline groups them into chunks, solves each chunk on a worker thread, and hands
// every item back, solved, to the caller's `emit` on the caller's thread, in exactly the order it
// was pushed. Reading and writing stay single-threaded, so the output (standard output and the error
// lines alike) is byte for byte that of -j 1.
//
// Memory stays bounded (back-pressure): at most `jobs` chunks are in flight. When that many are,
// push() first waits for the oldest one and emits it, so the reader can never run ahead of the
// workers by more than jobs × kChunkSize items, and a file of a million lines is streamed.
//
// Invariant: chunks_ is in push order; only its front is ever emitted; an item is emitted exactly
// once, after its chunk's future is ready.

#include <cstddef>
#include <deque>
#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <vector>

#include "qudoku/format.h"
#include "qudoku/reader.h"
#include "qudoku/solver.h"

namespace qudoku::cli {

class SolvePipeline {
public:
    struct Item {
        ReadResult read;              // the puzzle, or the error that stopped it
        std::optional<Format> format; // the reader's format when the item was read
        SolveResult result{};         // filled by a worker when `read` holds a puzzle
    };
    using Emit = std::function<void(Item&)>;

    // Big enough that a chunk of easy puzzles (a few µs each) outweighs starting its thread many
    // times over; small enough that the first answers appear at once and memory stays small.
    static constexpr std::size_t kChunkSize = 512;

    SolvePipeline(int jobs, SolveOptions options, Emit emit);
    ~SolvePipeline(); // waits for the workers (after an exception: their results are dropped)
    SolvePipeline(const SolvePipeline&) = delete;
    SolvePipeline& operator=(const SolvePipeline&) = delete;

    void push(Item item);
    // Solves and emits everything still pending. Call once, after the last push().
    void finish();

private:
    struct Chunk {
        std::vector<Item> items;
        std::future<void> solved;
    };

    void submitPending();
    void emitOldest();

    const std::size_t jobs_;
    const SolveOptions options_;
    const Emit emit_;
    std::vector<Item> pending_;
    std::deque<std::unique_ptr<Chunk>> chunks_;
};

} // namespace qudoku::cli
