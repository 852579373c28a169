#pragma once
// The shared solver table, tests/data/solver_table.txt: puzzles of every supported size with their
// exact number of solutions and, when unique, the solution. Plain C++ on qudoku_core (no Qt), so
// benchmarks and other suites can read it too (link the qudoku_solver_table target).
//
//   auto table = qudoku::testdata::loadSolverTable(path);
//   if (!table) report(table.error());          // "solver_table.txt:12: count must be ..."
//   for (const SolverCase& c : *table) ...
//
// The file format is documented at the top of the file itself. The loader checks the format (field
// count, unique names, lengths, symbols, count against solution) but not the Sudoku facts: whether the
// solution fits the givens is for the tests to assert.

#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/result.h"
#include "qudoku/solver.h"
#include "qudoku/symbols.h"

namespace qudoku::testdata {

struct SolverCase {
    std::string name;
    int line = 0;                   // 1-based line in the file
    std::string source;             // the comment block above the row's group, '#' stripped, joined
    std::string puzzleText;         // the puzzle as written in the file
    Grid puzzle;
    Alphabet alphabet = Alphabet::Digits; // how puzzle and solution are spelled
    bool invalid = false;           // two equal givens share a house
    std::uint64_t count = 0;        // exact number of solutions (0 when invalid)
    std::optional<Grid> solution;   // set exactly when count == 1
    std::vector<Algorithm> tooSlowFor;      // solvers that cannot finish this row in minutes
    std::vector<Algorithm> tooSlowForDebug; // ... in unoptimised builds only ("dfs@debug" in the file)

    // Whether `algorithm` is marked too slow for this row in this kind of build.
    bool isTooSlowFor(Algorithm algorithm, bool unoptimisedBuild) const;
};

// Whether this translation unit is built without optimisation (Debug, the asan preset): the build the
// "@debug" marks are for.
#ifdef __OPTIMIZE__
inline constexpr bool kUnoptimisedBuild = false;
#else
inline constexpr bool kUnoptimisedBuild = true;
#endif

// The rows of a table read from `in`; `fileName` only labels error messages ("file:line: what").
Result<std::vector<SolverCase>, std::string> parseSolverTable(std::istream& in,
                                                              const std::string& fileName = "solver_table.txt");

// Reads the table at `path`.
Result<std::vector<SolverCase>, std::string> loadSolverTable(const std::string& path);

// The value of one cell character of a table row in `alphabet` for an N × N grid: 0 for '.', '0', '-',
// 1..N for a symbol, nullopt for anything else. (Independent of the reader under test.)
std::optional<int> tableCellValue(char c, Alphabet alphabet, int size);

} // namespace qudoku::testdata
