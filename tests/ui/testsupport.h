#pragma once
// Shared fixtures for the ui tests: isolated settings and a few known grids.

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <string>
#include <utility>
#include <vector>

#include "qudoku/grid.h"
#include "qudoku/reader.h"
#include "text/translations.h"
#include "generate/puzzlesupply.h"
#include "window/mainwindow.h"

namespace qudoku::test {

// The application as the app's main() sets it up (the English plural forms), except that settings
// (and the autosave) go to a test location, never to the user's: one per suite, so suites run in
// parallel (ctest -j) do not share them.
inline void prepareApp() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QudokuTest"));
    QCoreApplication::setApplicationName(QCoreApplication::applicationName() + QStringLiteral("-data"));
    QSettings().clear();
    // English whatever the machine's language: the suites compare English texts (tst_translations
    // switches languages itself).
    text::installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
}

// A 9×9 puzzle with a unique solution (the classic Wikipedia example) and that solution.
inline constexpr const char* kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
inline constexpr const char* kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// The classic puzzle without its givens at r9c8 (7) and r9c9 (9): two solutions, which differ in six
// cells of the last column of boxes (the fast engine's first two: 1/9 and 7/9 swaps).
inline constexpr const char* kTwoSolutions =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8....";

// puzzles2_17_clue line 5 after its first singles (found with qudoku-logic-survey --find pointing): no
// single is left and the next step is a pointing (1 in box 6 lies in column 7).
inline constexpr const char* kPointingNext =
    "..3.....2..2.....1..7..2.36..6..3.2...1.4......5....6..3......4.74.8...962.4.7...";

// A 25×25 grid (one line, letters A–Y, '-' for empty) with no solution that the fast engine only
// proves by a search of many minutes, so a Cancel always lands mid-search. Built here rather than
// collected: the ten values A–J are given in rows 21 and 22 (columns 6–25) and in columns 1 and 2
// (rows 1–20), all outside the bottom-left box (rows 21–25, columns 1–5). Inside that box A–J are
// then barred from its first two rows and its first two columns, which leaves them its 3×3 corner:
// nine cells for ten values. Singles, hidden singles and locked candidates see nothing wrong (every
// value still has nine places in the box), so the search fills the rest of the grid over and over.
// Measured in the dev build: Algorithm::Fast gave no answer after 180 s (72 million nodes, limit 2)
// and stopped within milliseconds of being cancelled; dlx proves it in about 5 s.
inline std::string longNoSolution25() {
    constexpr int n = 25;
    std::string cells(n * n, '-');
    auto give = [&](int row, int col, int value) { cells[static_cast<std::size_t>(row * n + col)] = char('A' + value); };
    for (int v = 0; v < 10; ++v) {
        give(20, 5 + v, v);  // row 21, boxes 22 and 23
        give(21, 15 + v, v); // row 22, boxes 24 and 25
        give(v, 0, v);       // column 1, boxes 1 and 6
        give(10 + v, 1, v);  // column 2, boxes 11 and 16
    }
    return cells;
}

// A 25×25 grid with the ten values A–J of longNoSolution25() given in rows 21 and 22 only: many
// solutions, two found in milliseconds, and nothing for the logic engine to start from: every
// candidate is in some solution, which the hint's check by solutions proves in about 160 solves
// (0.9 s in the dev build) before any technique runs.
inline std::string sparseSeveral25() {
    constexpr int n = 25;
    std::string cells(n * n, '-');
    for (int v = 0; v < 10; ++v) {
        cells[static_cast<std::size_t>(20 * n + 5 + v)] = char('A' + v);
        cells[static_cast<std::size_t>(21 * n + 15 + v)] = char('A' + v);
    }
    return cells;
}

// The player's digits that turn sparseSeveral25() into longNoSolution25(): the ten values in
// columns 1 and 2. Placed in Play mode, they leave a board that fits none of the solutions, which
// the solver only proves after minutes: a Solve, Reveal or Check that is still running. A hint or a
// path on that board runs for many seconds too (the check by solutions gives up after 12,500 nodes,
// then every technique searches: 17 s for one hint in the dev build).
inline std::vector<std::pair<int, int>> slowBoardDigits25() {
    constexpr int n = 25;
    std::vector<std::pair<int, int>> digits; // (cell, value)
    for (int v = 0; v < 10; ++v) {
        digits.emplace_back(v * n + 0, v + 1);
        digits.emplace_back((10 + v) * n + 1, v + 1);
    }
    return digits;
}

// durr2012_25x25 (../shared/data/nxn; spelled here in letters A–Y) without four of its givens
// (r5c13, r15c18, r20c12, r22c25; taken out one at a time while the fast solver proved the puzzle
// still has one solution). The logic engine takes 224 steps and then gets stuck, and rating it
// takes about 0.9 s in the dev build (ten times that under the sanitizers): a rating that is still
// running when a test acts within a few hundred milliseconds of its start.
inline std::string slowRating25() {
    return
        "..LF..G.R.EX.JA..D.......B.S.M...J........RE.....A.......V....C.B..NL.PHY...P...BW..MLV...UOSC....N."
        "W.X.....YHD..SU..G...CL.I.D.B.......J.XLQP...E......I..FY...H.EC......T..RSO.JK...RLS.......W..G..D."
        ".......N.V..RPT.FKM.......V.Y..AQEDG..N.HCU..K...F.TMO......I..B.Y.AH..E.U..A....PJ.G..DT..I..N.X.Q."
        "YBE.....M.....V.....SAH....GU..L.BQ...RFP..O..M.J.HJRLPI...E....S....U.O..V.H..O.C.F.U..G.RNE.A....."
        "...S.A.PK...JVYO......U...CA.U..D....B.M.XY..N..F........O.LN.FQX.......M...EWPD.MXGB....OC.V......H"
        "..YTB.S....A....UC..L....PL.E.KU.W..O....SI.....Y.....ITVGD.C.NYR.K.....A.OX.F.VH.YN.JK.I.TAP.G.W..M"
        "NMUA..E...F.V.WJ...B..RGK";
}

// A main window as the app opens one, shown and exposed, with its dialogs off (a test switches them
// on when it answers them). The caller deletes it.
// Fresh seeds in tests: 1, 2, 3, ... per window, so that a run repeats exactly and a new game's work
// is the same on every machine (PuzzleSupply::setSeedSource); the seed is in the message on failure.
inline ui::PuzzleSupply::SeedSource fixedSeeds(std::uint64_t first = 1) {
    return [next = first]() mutable { return next++; };
}

inline ui::MainWindow* openWindow(QSize size = {1100, 760}) {
    auto* window = new ui::MainWindow;
    window->puzzleSupply()->setSeedSource(fixedSeeds());
    window->setDialogsEnabled(false);
    window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window)) qWarning("the window was not exposed");
    return window;
}

inline Grid gridFrom(const char* line) {
    auto r = readOne(line);
    return r ? r->grid : Grid{};
}

} // namespace qudoku::test
