// Reads one puzzle from the command line, solves it, checks that it is unique and rates it: the
// three parts of the engine a program embedding it is most likely to call.
#include <qudoku/logic/engine.h>
#include <qudoku/reader.h>
#include <qudoku/solver.h>
#include <qudoku/writer.h>

#include <cstdio>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: consumer PUZZLE\n");
        return 2;
    }
    const qudoku::ReadResult read = qudoku::readOne(argv[1]);
    if (!read) {
        std::fprintf(stderr, "consumer: not a puzzle (line %d, column %d)\n", read.error().line, read.error().column);
        return 1;
    }
    qudoku::SolveOptions options;
    options.limit = 2;
    const qudoku::SolveResult result = qudoku::solve(read.value().grid, options);
    if (result.status != qudoku::SolveStatus::SolvedUnique) {
        std::fprintf(stderr, "consumer: %s\n", std::string(qudoku::statusName(result.status)).c_str());
        return 1;
    }
    const qudoku::logic::Rating rating = qudoku::logic::ratePuzzle(read.value().grid);
    std::printf("%s %s er=%.1f\n", qudoku::toLine(result.solutions.front()).c_str(),
                rating.solved ? "solved-by-logic" : "stuck", rating.er);
    return 0;
}
