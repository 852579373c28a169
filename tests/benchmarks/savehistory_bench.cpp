// qudoku-savehistory-bench: what saving and loading the undo history costs (issue 31: "a save with
// 5,000 moves loads in under 50 ms and autosaves in under 5 ms"; docs/benchmarks.md, "Saving the undo
// history"). Not a test: it prints.
//
//   qudoku-savehistory-bench [--moves N] [--fill-every M] [--rounds R] [--sizes 9,25] [--seed S] [--keep DIR]
//
// For each size, a game of N moves (default 5,000) is played on a puzzle in play by a seeded random
// player who solves with candidates (playOne: candidates taken out, digits of the solution placed, which
// take them out of the peers' marks, digits erased, corner marks, colours, a wrong digit now and then,
// a few undos followed by a new move, which cuts the redo part), with Fill All Candidates first, Clear
// All Pencil Marks and Fill All Candidates again every M moves (default 1,000; --fill-every 50 is a
// stress case: those two moves change every empty cell) and a checkpoint every 250 moves; five moves
// are left undone at the end. Then, R rounds each (min / median / max, ms):
//
//   save        the save file's text (saveGameJson), and its size
//   load        loadGameJson on it: the JSON parsed, every field checked, the history's chain checked
//   restore     Game::restore of the loaded snapshot (the undo stack rebuilt without replaying)
//   open        MainWindow::openFile of the file (read, load, restore, the window's signals), the
//               window's autosave off (its writes are measured apart)
//   autosave    Autosave writes after a move, as the app makes them: a record appended and synced
//               (fdatasync), R × 10 writes; and the file rewritten whole (QSaveFile), R writes; and,
//               for the disk's share, a record's number of bytes appended to a file without and with
//               fdatasync
//   read        parseAutosave on the autosave file as the next start reads it (first line + records)
//
// The app's data goes to a test location (QStandardPaths' test mode); --keep DIR writes the save
// files there to look at.

#include <unistd.h>

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "game/autosave.h"
#include "game/autosavefile.h"
#include "game/game.h"
#include "game/gamehistory.h"
#include "game/savefile.h"
#include "window/mainwindow.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

struct Options {
    int moves = 5000;
    int fillEvery = 1000;
    int rounds = 20;
    std::vector<int> sizes{9, 25};
    unsigned seed = 31;
    QString keep;
};

struct Stats {
    std::vector<double> ms;
    void add(double v) { ms.push_back(v); }
    QString text() {
        if (ms.empty()) return QStringLiteral("-");
        std::sort(ms.begin(), ms.end());
        return QStringLiteral("%1 / %2 / %3 ms")
            .arg(ms.front(), 0, 'f', 2)
            .arg(ms[ms.size() / 2], 0, 'f', 2)
            .arg(ms.back(), 0, 'f', 2);
    }
};

double msSince(const QElapsedTimer& t) { return static_cast<double>(t.nsecsElapsed()) / 1e6; }

// A full grid of size n (a shifted pattern): the solution of the puzzles played.
Grid solutionOfSize(int n) {
    const Shape shape = *Shape::forSize(n);
    Grid grid(shape);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) grid.set(shape.cellAt(r, c), (r % shape.boxRows * shape.boxCols + r / shape.boxRows + c) % n + 1);
    return grid;
}

// About 45 % of the solution, given.
Grid puzzleOf(const Grid& solution, std::mt19937& rng) {
    Grid grid(solution.shape());
    for (int c = 0; c < solution.cellCount(); ++c)
        if (rng() % 100 < 45) grid.set(c, solution.at(c));
    return grid;
}

// One move of a player who solves with candidates (or a few undos): mostly a candidate taken out of a
// cell's centre marks, or a digit of the solution placed (which takes it out of the peers' marks); now
// and then a digit erased (so the game never runs out of empty cells), corner marks on one to three
// cells, colours, a candidate's colour, a wrong digit.
void playOne(Game& game, const Grid& solution, std::mt19937& rng) {
    const int n = game.size();
    std::vector<int> empty, digits;
    for (int c = 0; c < game.cellCount(); ++c) {
        if (game.isGiven(c)) continue;
        (game.value(c) == 0 ? empty : digits).push_back(c);
    }
    const auto pick = [&](const std::vector<int>& cells) { return cells[rng() % cells.size()]; };
    const auto value = [&] { return static_cast<int>(rng() % static_cast<unsigned>(n)) + 1; };
    const auto colour = [&] { return static_cast<int>(rng() % kColours) + 1; };
    const int roll = static_cast<int>(rng() % 1000);
    if (empty.empty() || (roll < 150 && !digits.empty())) {
        game.erase(pick(digits));
    } else if (roll < 450) {
        const int cell = pick(empty);
        const int v = value();
        if (v != solution.at(cell) && game.hasPencilMark(cell, v)) game.togglePencilMark(cell, v);
        else game.enter({cell}, Layer::Centre, v);
    } else if (roll < 650) {
        const int cell = pick(empty);
        game.placeValue(cell, solution.at(cell));
    } else if (roll < 700) {
        game.placeValue(pick(empty), value());
    } else if (roll < 800) {
        std::vector<int> cells{pick(empty)};
        for (auto i = rng() % 3; i > 0; --i) cells.push_back(pick(empty));
        game.enter(cells, Layer::Corner, value());
    } else if (roll < 880) {
        game.enter({pick(empty), pick(empty)}, Layer::Colour, colour());
    } else if (roll < 930) {
        game.colourCandidate(pick(empty), value(), colour());
    } else {
        for (auto i = 1 + rng() % 3; i > 0; --i) game.undoStack()->undo();
    }
}

// Fill All Candidates first; every `fillEvery` moves, Clear All Pencil Marks and Fill All Candidates again
// (two moves that change every empty cell).
void play(Game& game, const Grid& solution, int moves, int fillEvery, std::mt19937& rng) {
    int nextFill = 0;
    while (game.undoStack()->count() < moves) {
        const int before = game.undoStack()->count();
        if (before >= nextFill) {
            nextFill += fillEvery;
            if (before > 0) game.clearPencilMarks();
            if (game.fillCandidates()) continue;
        }
        playOne(game, solution, rng);
        if (game.undoStack()->count() > before && game.undoStack()->count() % 250 == 0) game.setCheckpoint();
    }
}

bool parseOptions(int argc, char* argv[], Options& o) {
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto next = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
        const char* v = nullptr;
        if (arg == "--moves" && (v = next())) o.moves = std::atoi(v);
        else if (arg == "--fill-every" && (v = next())) o.fillEvery = std::max(1, std::atoi(v));
        else if (arg == "--rounds" && (v = next())) o.rounds = std::atoi(v);
        else if (arg == "--seed" && (v = next())) o.seed = static_cast<unsigned>(std::strtoul(v, nullptr, 10));
        else if (arg == "--keep" && (v = next())) o.keep = QString::fromLocal8Bit(v);
        else if (arg == "--sizes" && (v = next())) {
            o.sizes.clear();
            for (const QString& s : QString::fromLatin1(v).split(QLatin1Char(','))) o.sizes.push_back(s.toInt());
        } else {
            std::fprintf(stderr, "usage: qudoku-savehistory-bench [--moves N] [--fill-every M] [--rounds R] [--sizes 9,25] "
                                 "[--seed S] [--keep DIR]\n");
            return false;
        }
    }
    return o.moves > 0 && o.rounds > 0;
}

void benchSize(int n, const Options& o, MainWindow& window, const QString& folder) {
    std::mt19937 rng(o.seed + static_cast<unsigned>(n));
    const Grid solution = solutionOfSize(n);
    Game game;
    game.loadPuzzle(puzzleOf(solution, rng), Alphabet::DigitsLetters);
    game.startClock();
    play(game, solution, o.moves, o.fillEvery, rng);
    for (int i = 0; i < 5; ++i) game.undoStack()->undo();
    const GameSnapshot snapshot = game.snapshot();
    std::size_t changes = 0;
    for (const Move& move : snapshot.history) changes += move.changes.size();
    std::printf("%d×%d: %zu moves (%zu cell changes), index %d, %zu checkpoints\n", n, n, snapshot.history.size(), changes,
                snapshot.historyIndex, snapshot.checkpoints.size());

    Stats save, load, restore, open, openBare, record, whole, read;
    QByteArray text;
    for (int r = 0; r < o.rounds; ++r) {
        QElapsedTimer t;
        t.start();
        text = saveGameJson(snapshot);
        save.add(msSince(t));
    }
    const QString path = (o.keep.isEmpty() ? folder : o.keep) + QStringLiteral("/bench-%1.qudoku").arg(n);
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size()) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return;
        }
    }
    for (int r = 0; r < o.rounds; ++r) {
        QElapsedTimer t;
        t.start();
        const auto loaded = loadGameJson(text);
        load.add(msSince(t));
        if (!loaded) {
            std::fprintf(stderr, "the save does not load: %s\n", qPrintable(loaded.error()));
            return;
        }
        Game target;
        t.start();
        target.restore(*loaded);
        restore.add(msSince(t));
    }
    for (int r = 0; r < o.rounds; ++r) {
        window.newEmptyGrid(9);
        QElapsedTimer t;
        t.start();
        const bool opened = window.openFile(path);
        open.add(msSince(t));
        if (!opened || window.game()->undoStack()->count() != static_cast<int>(snapshot.history.size())) {
            std::fprintf(stderr, "the window did not open it: %s\n", qPrintable(window.lastError()));
            return;
        }
    }

    // The same position without its history: what opening any game costs the window.
    GameSnapshot bare = snapshot;
    bare.history.clear();
    bare.historyIndex = 0;
    bare.checkpoints.clear();
    const QString barePath = (o.keep.isEmpty() ? folder : o.keep) + QStringLiteral("/bench-%1-no-history.qudoku").arg(n);
    {
        QFile file(barePath);
        if (!file.open(QIODevice::WriteOnly) || file.write(saveGameJson(bare)) < 0) return;
    }
    for (int r = 0; r < o.rounds; ++r) {
        window.newEmptyGrid(9);
        QElapsedTimer t;
        t.start();
        window.openFile(barePath);
        openBare.add(msSince(t));
    }

    // The autosave: the game on a board of its own, writes after each move as the app makes them.
    Game played;
    Autosave autosave(&played);
    autosave.setEnabled(true);
    played.restore(snapshot);
    autosave.flush(); // its first write: whole
    qint64 recordBytes = 0;
    int records = 0;
    for (int r = 0; r < o.rounds; ++r) {
        for (int i = 0; i < 10; ++i) {
            const int before = played.undoStack()->count();
            while (played.undoStack()->count() == before) playOne(played, solution, rng);
            const qint64 size = QFileInfo(autosave.path()).size();
            const int writes = autosave.writes();
            QElapsedTimer t;
            t.start();
            autosave.saveNow();
            const double ms = msSince(t);
            if (autosave.writes() != writes + 1) continue;
            const qint64 grown = QFileInfo(autosave.path()).size() - size;
            if (grown > 0) { // a record (a write that rewrote the file whole shrinks or keeps it)
                record.add(ms);
                recordBytes += grown;
                ++records;
            }
        }
        QElapsedTimer t;
        t.start();
        autosave.flush();
        whole.add(msSince(t));
    }
    const qint64 firstLine = QFileInfo(autosave.path()).size();
    // The disk's part of a record: the same number of bytes appended to a file of the same folder,
    // without and with fdatasync.
    Stats appendOnly, appendSynced;
    {
        const QByteArray line(static_cast<qsizetype>(records ? recordBytes / records : 200), 'x');
        const QString scratch = folder + QStringLiteral("/bench-append.txt");
        for (int r = 0; r < o.rounds * 10; ++r) {
            for (const bool sync : {false, true}) {
                QElapsedTimer t;
                t.start();
                QFile file(scratch);
                bool ok = file.open(QIODevice::WriteOnly | QIODevice::Append) && file.write(line) == line.size() && file.flush();
                if (sync) ok = ok && ::fdatasync(file.handle()) == 0;
                file.close();
                if (ok) (sync ? appendSynced : appendOnly).add(msSince(t));
            }
        }
        QFile::remove(scratch);
    }
    // What the next start reads: the first line and a few records.
    for (int i = 0; i < 5; ++i) {
        const int before = played.undoStack()->count();
        while (played.undoStack()->count() == before) playOne(played, solution, rng);
        autosave.saveNow();
    }
    QFile autosaveFile(autosave.path());
    const QByteArray autosaveBytes = autosaveFile.open(QIODevice::ReadOnly) ? autosaveFile.readAll() : QByteArray();
    for (int r = 0; r < o.rounds; ++r) {
        QElapsedTimer t;
        t.start();
        const auto game2 = parseAutosave(autosaveBytes);
        read.add(msSince(t));
        if (!game2) {
            std::fprintf(stderr, "the autosave does not read: %s\n", qPrintable(game2.error()));
            return;
        }
    }

    std::printf("  save file      %lld bytes; saveGameJson %s\n", static_cast<long long>(text.size()), qPrintable(save.text()));
    std::printf("  load           %s\n", qPrintable(load.text()));
    std::printf("  restore        %s\n", qPrintable(restore.text()));
    std::printf("  open (window)  %s; the same position without history %s\n", qPrintable(open.text()),
                qPrintable(openBare.text()));
    std::printf("  autosave       first line %lld bytes; a record %lld bytes on average (%d)\n",
                static_cast<long long>(firstLine), static_cast<long long>(records ? recordBytes / records : 0), records);
    std::printf("    record       %s\n", qPrintable(record.text()));
    std::printf("    whole        %s\n", qPrintable(whole.text()));
    std::printf("    the disk     as many bytes appended: %s; and synced: %s\n", qPrintable(appendOnly.text()),
                qPrintable(appendSynced.text()));
    std::printf("  read autosave  %s (%lld bytes)\n", qPrintable(read.text()), static_cast<long long>(autosaveBytes.size()));
}

} // namespace

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QudokuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qudoku-savehistory-bench"));
    Options options;
    if (!parseOptions(argc, argv, options)) return 2;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(folder);
    GameHistory().clear();
    MainWindow window;
    window.setDialogsEnabled(false);
    window.autosave()->setEnabled(false);
    for (int n : options.sizes) {
        if (!Shape::forSize(n)) {
            std::fprintf(stderr, "no grid of size %d\n", n);
            return 2;
        }
        benchSize(n, options, window, folder);
    }
    GameHistory().clear();
    return 0;
}
