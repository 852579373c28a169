// The GUI monkey: the real main window (offscreen) under thousands of random but reproducible events
// (keys, clicks on the board, the tool bar, the number pad and the hint panel, the window's actions,
// pastes of random text and of puzzles of every size and format, undo/redo bursts, hints, solves, Esc
// right after a long job starts, resizes down to nothing, new games, Start Playing, Edit Givens, the
// settings), and after every event the invariants a player relies on:
//   * in Play mode no move changes the givens (those of the moment play started);
//   * the undo stack agrees with the board: the board is what the last move left and what the next
//     redo starts from, undoing and redoing the last move on a copy of the game gives the board back,
//     and an undo/redo burst that ends where it began leaves the board (values, marks, mode) as it was;
//   * the conflicts the game reports, the board highlights and the status bar counts are core's
//     findConflicts of the grid;
//   * Esc stops what was running: each job that was busy has ended within kCancelWaitMs;
//   * Cancel is enabled exactly while something runs, and never together with Dismiss (both are Esc);
//   * a puzzle in play whose solutions are counted (or whose count stopped) has its clock started;
//   * a paused game's board does not change (until a new puzzle replaces it);
//   * the hint overlay and the selection are inside this grid, the number pad has its symbols; no
//     popup or modal widget is left open, and the window is active (else no shortcut would work);
//   * the window keeps a sane size, no Qt warning says a shortcut is ambiguous, nothing crashes (ASan
//     and UBSan in the asan preset).
//
// Reproducible: the events are a function of the seed alone, never of the app's state (a click is
// "at 31 %, 77 % of the grid", not "on an empty cell"), drawn from std::mt19937_64 through
// distributions written here (std's differ between libstdc++ and libc++). What an event does depends
// on the state, and the worker threads' timing is the one input the seed does not fix, so a replay
// takes the same steps and almost always the same path. QUDOKU_MONKEY_SEED picks the seed (default:
// the rows of run_data()), QUDOKU_MONKEY_EVENTS the number of events (default kDefaultEvents), and
// QUDOKU_MONKEY_TRACE=1 prints every event as it runs. A broken invariant prints the seed, the event's
// number and words, the events before it and the command that replays the run up to it; a crash
// prints the same from a signal handler (or from the sanitizers' death callback).
//
// Actions the monkey never triggers, because they block on a modal dialog or a file dialog it cannot
// answer, or end the run:
//   Open…, Save, Save As…        QFileDialog's static functions, a nested event loop (Save is Save As
//                                for a game that has no file, and the monkey's games never have one)
//   Print…, Export (PDF/PNG/SVG) the print preview's exec() and a file dialog (no-ops without dialogs)
//   Settings…                    SettingsDialog::exec(); what it changes, the monkey changes through
//                                applyPreferences (the dialog's OK) as an event of its own
//   Statistics…, New Game → Custom…, Puzzle from Code…
//                                window-modal dialogs that stay open and take the window's input; a
//                                pasted puzzle code does what Puzzle from Code does
//   Quit                         closes the window: the end of the run, not an event in it
//   Help → Keys and Mouse, About QMessageBox windows that take the activation (About is modal)
//   the New Game tool button     an InstantPopup button: a press runs QMenu::exec, a nested event
//                                loop; Ctrl+N opens the same menu with popup(), which the monkey
//                                answers (Return or Esc)
// The window's own dialogs are off (test::openWindow): errors and verdicts go to the status bar, and
// nothing asks before a game is replaced. tst_ui_mainwindow's destroyingTheWindowWhileBusyIsClean
// opens the dialogs that do not block (Statistics, Custom, Puzzle from Code, Keys and Mouse, the
// puzzle check's question, errors) while jobs run and destroys the window under them.

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QLayout>
#include <QMenu>
#include <QPushButton>
#include <QScopeGuard>
#include <QStatusBar>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>

#include <algorithm>
#include <array>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <functional>
#include <numeric>
#include <optional>
#include <random>
#include <string>
#include <unistd.h>
#include <vector>

#if defined(QUDOKU_SANITIZED) && __has_include(<sanitizer/common_interface_defs.h>)
#include <sanitizer/common_interface_defs.h>
#define QUDOKU_MONKEY_DEATH_CALLBACK 1
#endif

#include "analysis/session.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "game/movecommand.h"
#include "generate/puzzlesupply.h"
#include "hint/hintladder.h"
#include "hint/hintpanel.h"
#include "hint/pathpanel.h"
#include "qudoku/houses.h"
#include "qudoku/puzzle.h"
#include "qudoku/puzzle_code.h"
#include "qudoku/conflicts.h"
#include "qudoku/writer.h"
#include "testsupport.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "window/numberpad.h"
#include "window/preferences.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

#ifdef QUDOKU_SANITIZED
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif

// Measured on a shared two-core machine (load about 6): the dev build runs 75 to 135 events a second
// (three seeds of 1500 in 40 to 45 s, also pinned to one core with taskset -c 0), the asan build 30
// to 37 (three seeds of 1000 in about 90 s). Most of the time is waiting: for Esc's jobs to stop,
// for the waits the monkey draws, and for a loaded machine's scheduler.
constexpr int kDefaultEvents = kSanitized ? 1000 : 1500;
constexpr std::uint64_t kDefaultSeeds[] = {1, 20240611, 1592614637};
// Esc must have stopped every job that was running by then (they stop within milliseconds; the rest
// is a loaded machine's scheduling, and the sanitizers' slowness).
constexpr int kCancelWaitMs = kSanitized ? 10000 : 2000;
constexpr int kHistory = 20; // events shown before the one that failed

constexpr Work kAllWork[] = {Work::Check, Work::Rate, Work::Hint, Work::Path, Work::Solve};

const char* workName(Work work) {
    switch (work) {
    case Work::Check: return "check";
    case Work::Rate: return "rating";
    case Work::Hint: return "hint";
    case Work::Path: return "path";
    case Work::Solve: return "solve";
    case Work::ReadPicture: return "picture";
    }
    return "?";
}

// --- randomness ----------------------------------------------------------------------------------

// std::mt19937_64's numbers are fixed by the standard; the distributions are written here.
class Random {
public:
    explicit Random(std::uint64_t seed) : engine_(seed) {}

    // Uniform in [0, n), n > 0: numbers below 2^64 mod n are drawn again, so every remainder is as likely.
    std::uint64_t below(std::uint64_t n) {
        const std::uint64_t skip = (0 - n) % n;
        std::uint64_t x = engine_();
        while (x < skip) x = engine_();
        return x % n;
    }
    int between(int low, int high) { return low + static_cast<int>(below(static_cast<std::uint64_t>(high - low) + 1)); }
    double unit() { return static_cast<double>(engine_() >> 11) * 0x1.0p-53; } // [0, 1)
    bool chance(double p) { return unit() < p; }
    template <class C>
    auto pick(const C& items) -> decltype(*std::begin(items)) {
        return *(std::begin(items) + static_cast<std::ptrdiff_t>(below(std::size(items))));
    }
    template <class T>
    void shuffle(std::vector<T>& items) {
        for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(i)]);
    }

private:
    std::mt19937_64 engine_;
};

// --- puzzles and clipboard text ------------------------------------------------------------------

// A complete grid that follows the rules: row r of the usual pattern is row 0 shifted by
// boxCols·(r mod boxRows) + r div boxRows; then the symbols, the rows within each band, the bands, the
// columns within each stack and the stacks are shuffled (none of which can make two cells of a house
// equal).
Grid solvedGrid(Shape shape, Random& random) {
    const int n = shape.size();
    std::vector<int> symbols(static_cast<std::size_t>(n));
    std::iota(symbols.begin(), symbols.end(), 1);
    random.shuffle(symbols);
    const auto grouped = [&random](int groups, int perGroup) {
        std::vector<int> groupOrder(static_cast<std::size_t>(groups));
        std::iota(groupOrder.begin(), groupOrder.end(), 0);
        random.shuffle(groupOrder);
        std::vector<int> order;
        for (int group : groupOrder) {
            std::vector<int> inner(static_cast<std::size_t>(perGroup));
            std::iota(inner.begin(), inner.end(), 0);
            random.shuffle(inner);
            for (int i : inner) order.push_back(group * perGroup + i);
        }
        return order;
    };
    const std::vector<int> rows = grouped(shape.boxCols, shape.boxRows); // boxCols bands of boxRows rows
    const std::vector<int> cols = grouped(shape.boxRows, shape.boxCols); // boxRows stacks of boxCols columns
    Grid grid(shape);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const int pr = rows[static_cast<std::size_t>(r)], pc = cols[static_cast<std::size_t>(c)];
            const int v = (shape.boxCols * (pr % shape.boxRows) + pr / shape.boxRows + pc) % n;
            grid.set(r, c, symbols[static_cast<std::size_t>(v)]);
        }
    return grid;
}

Grid withHoles(const Grid& solution, double keep, Random& random) {
    Grid puzzle(solution.shape());
    for (int c = 0; c < solution.cellCount(); ++c)
        if (random.chance(keep)) puzzle.set(c, solution.at(c));
    return puzzle;
}

struct Clip {
    QString what; // "9×9 sdk, 31 givens"
    QString text;
};

QString sizeWords(int n) { return QStringLiteral("%1×%1").arg(n); }

QString formatWords(Format format) {
    const std::string_view name = formatName(format);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

// Something to paste: junk, digits, puzzles in every format, positions with pencil marks, codes, and
// the 25×25 grids whose checks, hints and solves run for seconds to minutes.
Clip randomClip(Random& random) {
    const int kind = random.between(0, 99);
    if (kind < 8) {
        QByteArray bytes;
        const int length = random.between(0, 400);
        for (int i = 0; i < length; ++i) bytes.append(static_cast<char>(random.below(256)));
        return {QStringLiteral("%1 random bytes").arg(length), QString::fromLatin1(bytes)};
    }
    if (kind < 16) {
        static const int lengths[] = {16, 36, 81, 81, 144, 256, 625};
        const int length = random.chance(0.7) ? random.pick(lengths) : random.between(0, 700);
        static const char symbols[] = "123456789........0-*ABCDEFG ";
        std::string text;
        for (int i = 0; i < length; ++i) text += symbols[random.below(sizeof symbols - 1)];
        return {QStringLiteral("%1 random symbols").arg(length), QString::fromStdString(text)};
    }
    if (kind < 50) {
        static const int sizes[] = {4, 6, 9, 9, 9, 12, 16};
        const int n = random.pick(sizes);
        const Shape shape = *Shape::forSize(n);
        // One draw per statement: the order of a call's arguments is the compiler's, the numbers' must not be.
        const Grid solution = solvedGrid(shape, random);
        const double keep = 0.25 + 0.45 * random.unit();
        Grid givens = withHoles(solution, keep, random);
        const bool clash = random.chance(0.15);
        if (clash) { // an empty cell gets a value its row already has: the paste is refused, named
            const int row = random.between(0, n - 1);
            int empty = -1, value = 0;
            for (int c = 0; c < n; ++c) {
                if (givens.at(row, c) == 0 && empty < 0) empty = c;
                if (givens.at(row, c) != 0) value = givens.at(row, c);
            }
            if (empty >= 0 && value != 0) givens.set(row, empty, value);
        }
        static const Format formats[] = {Format::Line, Format::Block, Format::Grid, Format::Ss, Format::Sdk, Format::Sdm};
        Format format = random.pick(formats);
        if (n > formatInfo(format).maxSize) format = Format::Line;
        Puzzle puzzle;
        puzzle.grid = givens;
        puzzle.layout = {format, defaultAlphabet(n), random.chance(0.5)};
        return {QStringLiteral("%1 %2, %3 givens%4")
                    .arg(sizeWords(n), formatWords(format))
                    .arg(givens.filledCount())
                    .arg(clash ? QStringLiteral(", a clash") : QString()),
                QString::fromStdString(writePuzzle(puzzle))};
    }
    if (kind < 58) {
        static const char* const known[] = {test::kPuzzle, test::kTwoSolutions, test::kPointingNext, test::kSolution};
        const char* line = random.pick(known);
        return {QStringLiteral("the known 9×9 %1").arg(QString::fromLatin1(line).left(12)), QString::fromLatin1(line)};
    }
    if (kind < 75) {
        // A position: givens, the player's digits (right or, now and then, wrong) and pencil marks that
        // keep the cell's digit or (now and then) lose it; as a pencil-mark grid or 729 candidates.
        static const int sizes[] = {4, 6, 9, 9};
        const int n = random.pick(sizes);
        const Shape shape = *Shape::forSize(n);
        const Grid solution = solvedGrid(shape, random);
        Puzzle puzzle;
        const double keep = 0.3 + 0.3 * random.unit();
        puzzle.grid = withHoles(solution, keep, random);
        Pencilmarks position{Grid(shape), std::vector<std::uint32_t>(static_cast<std::size_t>(shape.cellCount()))};
        for (int c = 0; c < shape.cellCount(); ++c) {
            if (puzzle.grid.at(c) != 0) continue;
            if (random.chance(0.25)) {
                position.solved.set(c, random.chance(0.9) ? solution.at(c) : random.between(1, n));
                continue;
            }
            std::uint32_t marks = 0;
            for (int v = 1; v <= n; ++v)
                if (v == solution.at(c) ? random.chance(0.93) : random.chance(0.4)) marks |= std::uint32_t{1} << (v - 1);
            position.marks[static_cast<std::size_t>(c)] = marks;
        }
        puzzle.pencilmarks = std::move(position);
        const Format format = n == 9 && random.chance(0.3) ? Format::Candidates729 : Format::Pencilmarks;
        puzzle.layout = {format, Alphabet::Digits, false};
        return {QStringLiteral("a %1 position as %2").arg(sizeWords(n), formatWords(format)),
                QString::fromStdString(writePuzzle(puzzle))};
    }
    if (kind < 82) {
        PuzzleCode code;
        static const int sizes[] = {4, 6, 9};
        code.shape = *Shape::forSize(random.pick(sizes));
        code.target = DifficultyTarget::ofGrade(random.chance(0.7) ? logic::Grade::Easy : logic::Grade::Medium);
        code.seed = random.below(std::uint64_t{1} << 40);
        QString text = QString::fromStdString(formatPuzzleCode(code));
        if (random.chance(0.2)) text[random.between(0, static_cast<int>(text.size()) - 1)] = QLatin1Char('!');
        return {QStringLiteral("the puzzle code %1").arg(text), text};
    }
    if (kind < 90) {
        switch (random.below(3)) {
        case 0: return {QStringLiteral("the 25×25 grid with no solution (a check of minutes)"), QString::fromStdString(test::longNoSolution25())};
        case 1: return {QStringLiteral("the sparse 25×25 grid (hints of seconds)"), QString::fromStdString(test::sparseSeveral25())};
        default: return {QStringLiteral("the 25×25 puzzle that rates in a second"), QString::fromStdString(test::slowRating25())};
        }
    }
    // Rows of random symbols, as a grid typed by hand: clashes more often than not.
    const int n = random.chance(0.5) ? 9 : 4;
    QString text;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) text += random.chance(0.5) ? QChar(u'.') : QChar(u'0' + random.between(1, n));
        text += QLatin1Char('\n');
    }
    return {QStringLiteral("a hand-typed %1 grid").arg(sizeWords(n)), text};
}

QString shortened(const QString& text) {
    QString one = text.left(40);
    for (QChar& c : one)
        if (!c.isPrint()) c = QLatin1Char('?');
    return text.size() > 40 ? one + QStringLiteral("…") : one;
}

// --- what a crash prints ------------------------------------------------------------------------

// The replay note, kept written out so a signal handler (or the sanitizers' death callback) only has
// to write(2) it: no allocation, no locks in a crashing process.
char gCrashNote[16384];
std::size_t gCrashNoteLength = 0;

void writeCrashNote() {
    if (gCrashNoteLength > 0 && ::write(STDERR_FILENO, gCrashNote, gCrashNoteLength) < 0) {
        // nothing left to tell
    }
}

constexpr int kFatalSignals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT};
struct sigaction gPreviousAction[NSIG];

extern "C" void onFatalSignal(int sig) {
    writeCrashNote();
    // The handler that was there before (Qt Test's, the sanitizers') takes it from here: restored, and
    // the signal raised again (a fault would anyway recur when this handler returns).
    sigaction(sig, &gPreviousAction[sig], nullptr);
    raise(sig);
}

// Installed for one run of the monkey.
class CrashNote {
public:
    CrashNote() {
        for (int sig : kFatalSignals) {
            struct sigaction action = {};
            action.sa_handler = onFatalSignal;
            sigemptyset(&action.sa_mask);
            sigaction(sig, &action, &gPreviousAction[sig]);
        }
#ifdef QUDOKU_MONKEY_DEATH_CALLBACK
        __sanitizer_set_death_callback(writeCrashNote);
#endif
    }
    ~CrashNote() {
        for (int sig : kFatalSignals) sigaction(sig, &gPreviousAction[sig], nullptr);
#ifdef QUDOKU_MONKEY_DEATH_CALLBACK
        __sanitizer_set_death_callback(nullptr);
#endif
        gCrashNoteLength = 0;
    }
    CrashNote(const CrashNote&) = delete;
    CrashNote& operator=(const CrashNote&) = delete;

    static void set(const QByteArray& text) {
        gCrashNoteLength = std::min<std::size_t>(static_cast<std::size_t>(text.size()), sizeof gCrashNote);
        std::memcpy(gCrashNote, text.constData(), gCrashNoteLength);
    }
};

// --- Qt's warnings -------------------------------------------------------------------------------

// The offscreen platform's complaints (it cannot raise or size windows) are kept quiet. A warning that
// Esc (or any key) is an ambiguous shortcut is a broken invariant: the key then does nothing at all.
QtMessageHandler gPreviousHandler = nullptr;
QStringList gAmbiguous;

void monkeyMessages(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (message.startsWith(QLatin1String("This plugin does not support"))) return; // the offscreen platform
    if (message.contains(QLatin1String("Ambiguous shortcut"))) gAmbiguous << message;
    if (gPreviousHandler) gPreviousHandler(type, context, message);
}

// --- the monkey ----------------------------------------------------------------------------------

// Calls `onResize` whenever the window is resized (by the player, or by Qt to fit its minimum).
class ResizeWatch : public QObject {
public:
    ResizeWatch(QWidget* widget, std::function<void()> onResize) : onResize_(std::move(onResize)) {
        widget->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject*, QEvent* event) override {
        if (event->type() == QEvent::Resize) onResize_();
        return false;
    }

private:
    std::function<void()> onResize_;
};

struct Event {
    QString what;                 // its words in reports: a function of the seed alone
    std::function<QString()> run; // does it; says what broke, or nothing
};

// What an event changed is judged against the state before it.
struct Before {
    bool paused = false;
    std::vector<CellState> cells;
    quint64 replacements = 0;
};

struct Stats {
    int events = 0;
    int playEvents = 0; // events that ended in Play mode
    int pastes = 0;
    int pastesPlayed = 0;
    int generated = 0;
    int roundTrips = 0;        // undo/redo bursts that came back and were compared
    int escapes = 0;
    int escapesThatCancelled = 0;
    std::array<int, 5> cancelled{}; // by Work: running when Esc was pressed, and stopped by it
    int generatorsCancelled = 0;
    std::array<int, 5> started{}; // by Work
    int largest = 0;
};

class Monkey {
public:
    explicit Monkey(MainWindow* window);

    Event draw(Random& random);
    QString check(const Before& before);
    Before capture() const;
    void settle();
    // What runs, taken before a cancel: each kind of work, and how many of each had ended by then.
    struct Running {
        std::array<bool, 5> busy{};
        bool making = false;
        std::array<quint64, 5> ends{};
        quint64 makerEnds = 0;
        bool any() const { return making || std::find(busy.begin(), busy.end(), true) != busy.end(); }
    };
    Running running() const;
    QString waitUntilStopped(const Running& before, const QString& after);
    void finish();
    const Stats& stats() const { return stats_; }
    void countEvent();

private:
    Game* game() const { return window_->game(); }
    AnalysisSession* session() const { return window_->session(); }
    const GameActions& actions() const { return window_->actions(); }
    QWidget* keyTarget() const;
    void key(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    void keyChar(char c, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    QString escape();
    QString paste(const Clip& clip, bool byKey);
    QString undoRedoRoundTrip(int undos, const std::vector<bool>& redoKeys);
    void clickBoard(double fx, double fy);
    void typeGivens(int size, const Grid& givens);

    Event keyEvent(Random& random);
    Event shortcutEvent(Random& random);
    Event clickEvent(Random& random);
    Event jobThenEscape(Random& random);
    Event preferencesEvent(Random& random);

    MainWindow* window_;
    Game shadow_; // undo and redo are replayed on this copy
    Stats stats_;
    QSize allowed_;                   // the window may be this large (the last size asked for, or its minimum)
    std::optional<Grid> playGivens_;  // the givens when play started; none while entering
    QString givensBroken_;            // the first move that changed them, as the signal saw it
    quint64 replacements_ = 0;        // puzzles replaced so far
    std::array<quint64, 5> ends_{};   // busyChanged(work, false) so far, by Work
    quint64 makerEnds_ = 0;           // the puzzle supply's busyChanged(false) so far
    ResizeWatch resizes_;
    // Last, so it goes first: the connections to the window's objects go with it, before the members
    // their lambdas use.
    QObject context_;
};

Monkey::Monkey(MainWindow* window)
    : window_(window), resizes_(window, [this] {
          // Qt makes the window as large as its minimum (and the height as its width needs: the board
          // is square) whenever that grows.
          allowed_ = allowed_.expandedTo(window_->minimumSize());
          if (const QLayout* layout = window_->layout(); layout && layout->hasHeightForWidth())
              allowed_.setHeight(std::max(allowed_.height(), layout->totalHeightForWidth(window_->width())));
      }) {
    allowed_ = window_->size();
    // The givens of the moment play started, followed signal by signal (so a move that changes a
    // given and one that changes it back within one event are still caught).
    QObject::connect(game(), &Game::aboutToReplacePuzzle, &context_, [this] { playGivens_.reset(); });
    QObject::connect(game(), &Game::puzzleReplaced, &context_, [this] {
        ++replacements_;
        if (game()->mode() == Mode::Play) playGivens_ = game()->givens();
        else playGivens_.reset();
        stats_.largest = std::max(stats_.largest, game()->size());
    });
    QObject::connect(game(), &Game::modeChanged, &context_, [this](Mode mode) {
        if (mode == Mode::Play) playGivens_ = game()->givens();
        else playGivens_.reset();
    });
    QObject::connect(game(), &Game::changed, &context_, [this] {
        if (playGivens_ && game()->mode() == Mode::Play && givensBroken_.isEmpty() && !(game()->givens() == *playGivens_))
            givensBroken_ = QStringLiteral("a move in Play mode changed the givens (the last move: \"%1\")")
                                .arg(game()->undoStack()->undoText());
    });
    QObject::connect(session(), &AnalysisSession::busyChanged, &context_, [this](Work work, bool busy) {
        if (busy) ++stats_.started[static_cast<std::size_t>(work)];
        else ++ends_[static_cast<std::size_t>(work)];
    });
    QObject::connect(window_->puzzleSupply(), &PuzzleSupply::busyChanged, &context_, [this](bool busy) {
        if (!busy) ++makerEnds_;
    });
    QObject::connect(window_->puzzleSupply(), &PuzzleSupply::puzzleReady, &context_, [this] { ++stats_.generated; });
    if (game()->mode() == Mode::Play) playGivens_ = game()->givens();
}

QWidget* Monkey::keyTarget() const {
    // Where the player's keys go: the focus widget, when it is the window's.
    QWidget* focus = QApplication::focusWidget();
    return focus && focus->window() == window_ ? focus : window_->board();
}

void Monkey::key(Qt::Key k, Qt::KeyboardModifiers modifiers) { QTest::keyClick(keyTarget(), k, modifiers); }
void Monkey::keyChar(char c, Qt::KeyboardModifiers modifiers) { QTest::keyClick(keyTarget(), c, modifiers); }

void Monkey::countEvent() {
    ++stats_.events;
    if (game()->mode() == Mode::Play) ++stats_.playEvents;
}

// Posted events (queued replies, deferred deletes, single-shot timers) run now.
void Monkey::settle() {
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

Monkey::Running Monkey::running() const {
    Running now;
    for (Work work : kAllWork) now.busy[static_cast<std::size_t>(work)] = session()->isBusy(work);
    now.making = window_->puzzleSupply()->isBusy();
    now.ends = ends_;
    now.makerEnds = makerEnds_;
    return now;
}

// After Esc (or Play → Cancel): every job that was running before it must end, that is, the reply
// that says it was cancelled arrives (busyChanged(work, false); a request waiting for the count ends
// at once, inside the key press), within kCancelWaitMs.
QString Monkey::waitUntilStopped(const Running& before, const QString& after) {
    const auto stopped = [&] {
        for (Work work : kAllWork) {
            const auto w = static_cast<std::size_t>(work);
            if (before.busy[w] && ends_[w] == before.ends[w] && session()->isBusy(work)) return false;
        }
        return !(before.making && makerEnds_ == before.makerEnds && window_->puzzleSupply()->isBusy());
    };
    QElapsedTimer clock;
    clock.start();
    while (!stopped() && clock.elapsed() < kCancelWaitMs) QTest::qWait(2);
    if (stopped()) return {};
    QStringList left;
    for (Work work : kAllWork)
        if (before.busy[static_cast<std::size_t>(work)] && session()->isBusy(work)) left << QString::fromLatin1(workName(work));
    if (before.making && window_->puzzleSupply()->isBusy()) left << QStringLiteral("making a puzzle");
    QWidget* focus = QApplication::focusWidget();
    return QStringLiteral("%1: still running after %2 ms: %3 (busy: \"%4\"; Cancel %5; the focus on %6)")
        .arg(after)
        .arg(clock.elapsed())
        .arg(left.join(QStringLiteral(", ")), window_->busyText(),
             actions().cancel->isEnabled() ? QStringLiteral("enabled") : QStringLiteral("disabled"),
             focus ? QString::fromLatin1(focus->metaObject()->className()) : QStringLiteral("nothing"));
}

QString Monkey::escape() {
    const Running before = running();
    ++stats_.escapes;
    key(Qt::Key_Escape);
    if (!before.any()) return {};
    ++stats_.escapesThatCancelled;
    for (Work work : kAllWork) stats_.cancelled[static_cast<std::size_t>(work)] += before.busy[static_cast<std::size_t>(work)];
    stats_.generatorsCancelled += before.making;
    return waitUntilStopped(before, QStringLiteral("Esc"));
}

QString Monkey::paste(const Clip& clip, bool byKey) {
    QGuiApplication::clipboard()->setText(clip.text);
    const quint64 before = replacements_;
    ++stats_.pastes;
    if (byKey) key(Qt::Key_V, Qt::ControlModifier);
    else actions().paste->trigger();
    if (replacements_ != before) ++stats_.pastesPlayed;
    return {};
}

// Undo `undos` times (Ctrl+Z), then redo as many as were done (Ctrl+Shift+Z or Ctrl+Y, as drawn): when
// the stack is back where it was, so must the board be. Keys run their shortcuts at once, with no event
// processed in between, so no reply of a job can land in the middle.
QString Monkey::undoRedoRoundTrip(int undos, const std::vector<bool>& redoKeys) {
    QUndoStack* stack = game()->undoStack();
    const int index = stack->index(), count = stack->count();
    const GameSnapshot start = game()->snapshot();
    for (int i = 0; i < undos; ++i) key(Qt::Key_Z, Qt::ControlModifier);
    const int done = index - stack->index();
    for (int i = 0; i < done; ++i) {
        if (redoKeys[static_cast<std::size_t>(i) % redoKeys.size()]) key(Qt::Key_Y, Qt::ControlModifier);
        else key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    }
    if (done == 0 || stack->index() != index || stack->count() != count) return {}; // nothing to compare
    ++stats_.roundTrips;
    const GameSnapshot end = game()->snapshot();
    if (end.cells != start.cells) {
        int cell = 0;
        while (end.cells[static_cast<std::size_t>(cell)] == start.cells[static_cast<std::size_t>(cell)]) ++cell;
        return QStringLiteral("%1 undos and as many redos changed cell %2").arg(done).arg(cell);
    }
    if (end.mode != start.mode) return QStringLiteral("%1 undos and as many redos changed the mode").arg(done);
    return {};
}

void Monkey::clickBoard(double fx, double fy) {
    BoardWidget* board = window_->board();
    const QRect grid = board->boardGeometry().boardRect();
    const QPoint at(grid.left() + static_cast<int>(fx * grid.width()), grid.top() + static_cast<int>(fy * grid.height()));
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, at);
}

// A fresh empty grid (Game → New Empty Grid), its givens typed cell by cell with the keyboard, then
// Start Playing (Ctrl+Return).
void Monkey::typeGivens(int size, const Grid& givens) {
    QAction* empty = nullptr;
    for (QAction* action : actions().newEmpty)
        if (action->data().toInt() == size) empty = action;
    empty->trigger();
    window_->board()->setFocus();
    key(Qt::Key_Home, Qt::ControlModifier);
    const Alphabet alphabet = defaultAlphabet(size);
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) {
            if (const int v = givens.at(r, c); v != 0) keyChar(symbolFor(v, alphabet));
            if (c + 1 < size) key(Qt::Key_Right);
        }
        key(Qt::Key_Home);
        key(Qt::Key_Down);
    }
    key(Qt::Key_Return, Qt::ControlModifier);
}

Event Monkey::keyEvent(Random& random) {
    const int kind = random.between(0, 99);
    if (kind < 55) { // a symbol, maybe with Shift
        static const char digits[] = "123456789";
        static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYabcdefghijklmnopy";
        static const char others[] = "0.-_!@#$%^&*(pP";
        const int which = random.between(0, 99);
        const char c = which < 55 ? digits[random.below(sizeof digits - 1)]
                       : which < 85 ? letters[random.below(sizeof letters - 1)]
                                    : others[random.below(sizeof others - 1)];
        const bool shift = random.chance(0.15);
        return {QStringLiteral("key %1%2").arg(shift ? QStringLiteral("Shift+") : QString(), QString(QLatin1Char(c))),
                [this, c, shift] {
                    keyChar(c, shift ? Qt::ShiftModifier : Qt::NoModifier);
                    return QString();
                }};
    }
    struct Named {
        Qt::Key key;
        Qt::KeyboardModifiers modifiers;
        const char* words;
    };
    static const Named keys[] = {
        {Qt::Key_Left, Qt::NoModifier, "Left"},          {Qt::Key_Right, Qt::NoModifier, "Right"},
        {Qt::Key_Up, Qt::NoModifier, "Up"},              {Qt::Key_Down, Qt::NoModifier, "Down"},
        {Qt::Key_Left, Qt::NoModifier, "Left"},          {Qt::Key_Right, Qt::NoModifier, "Right"},
        {Qt::Key_Up, Qt::NoModifier, "Up"},              {Qt::Key_Down, Qt::NoModifier, "Down"},
        {Qt::Key_Home, Qt::NoModifier, "Home"},          {Qt::Key_End, Qt::NoModifier, "End"},
        {Qt::Key_Home, Qt::ControlModifier, "Ctrl+Home"}, {Qt::Key_End, Qt::ControlModifier, "Ctrl+End"},
        {Qt::Key_Delete, Qt::NoModifier, "Delete"},      {Qt::Key_Backspace, Qt::NoModifier, "Backspace"},
        {Qt::Key_Delete, Qt::NoModifier, "Delete"},      {Qt::Key_Backspace, Qt::NoModifier, "Backspace"},
        {Qt::Key_Space, Qt::NoModifier, "Space"},        {Qt::Key_Space, Qt::NoModifier, "Space"},
        {Qt::Key_Tab, Qt::NoModifier, "Tab"},            {Qt::Key_Backtab, Qt::ShiftModifier, "Shift+Tab"},
        {Qt::Key_Return, Qt::NoModifier, "Return"},
    };
    const Named& k = random.pick(keys);
    return {QStringLiteral("key %1").arg(QLatin1String(k.words)), [this, k] {
                key(k.key, k.modifiers);
                return QString();
            }};
}

// The window's shortcuts, as a player presses them.
Event Monkey::shortcutEvent(Random& random) {
    struct Shortcut {
        int weight;
        Qt::Key key;
        Qt::KeyboardModifiers modifiers;
        const char* words;
    };
    static const Shortcut shortcuts[] = {
        {60, Qt::Key_Z, Qt::ControlModifier, "Ctrl+Z (undo)"},
        {25, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier, "Ctrl+Shift+Z (redo)"},
        {25, Qt::Key_Y, Qt::ControlModifier, "Ctrl+Y (redo)"},
        {50, Qt::Key_H, Qt::ControlModifier, "Ctrl+H (hint)"},
        {15, Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier, "Ctrl+Shift+H (reveal a cell)"},
        {20, Qt::Key_P, Qt::ControlModifier, "Ctrl+P (solution path)"},
        {15, Qt::Key_K, Qt::ControlModifier, "Ctrl+K (check)"},
        {20, Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier, "Ctrl+Shift+Return (solve)"},
        {40, Qt::Key_Return, Qt::ControlModifier, "Ctrl+Return (start playing)"},
        {15, Qt::Key_E, Qt::ControlModifier, "Ctrl+E (edit givens)"},
        {20, Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier, "Ctrl+Shift+M (fill all candidates)"},
        {10, Qt::Key_Backspace, Qt::ControlModifier | Qt::ShiftModifier, "Ctrl+Shift+Backspace (clear pencil marks)"},
        {10, Qt::Key_Pause, Qt::NoModifier, "Pause"},
        {8, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier, "Ctrl+Shift+P (pause)"},
        {10, Qt::Key_C, Qt::ControlModifier, "Ctrl+C (copy)"},
        {10, Qt::Key_V, Qt::ControlModifier, "Ctrl+V (paste what is on the clipboard)"},
        {5, Qt::Key_D, Qt::ControlModifier, "Ctrl+D (the daily puzzle)"},
        {4, Qt::Key_PageDown, Qt::ControlModifier, "Ctrl+PgDown (next puzzle)"},
        {4, Qt::Key_PageUp, Qt::ControlModifier, "Ctrl+PgUp (previous puzzle)"},
    };
    int total = 0;
    for (const Shortcut& s : shortcuts) total += s.weight;
    int roll = random.between(0, total - 1);
    const Shortcut* chosen = &shortcuts[0];
    for (const Shortcut& s : shortcuts) {
        if (roll < s.weight) {
            chosen = &s;
            break;
        }
        roll -= s.weight;
    }
    const Shortcut s = *chosen;
    return {QStringLiteral("key %1").arg(QLatin1String(s.words)), [this, s] {
                key(s.key, s.modifiers);
                return QString();
            }};
}

Event Monkey::clickEvent(Random& random) {
    const int kind = random.between(0, 99);
    if (kind < 50) { // a cell (or just outside the grid), in pencil mode maybe on a mark's spot
        const double fx = random.unit() * 1.1 - 0.05, fy = random.unit() * 1.1 - 0.05;
        return {QStringLiteral("click the board at %1 %, %2 %").arg(qRound(fx * 100)).arg(qRound(fy * 100)), [this, fx, fy] {
                    clickBoard(fx, fy);
                    return QString();
                }};
    }
    if (kind < 65) { // a tool bar button (New Game, Open and Save left out: see the top of the file)
        const int which = random.between(0, 6);
        static const char* const names[] = {"Undo", "Redo", "Start Playing", "Hint", "Check", "Solve", "Pause"};
        return {QStringLiteral("click the tool bar's %1").arg(QLatin1String(names[which])), [this, which] {
                    const GameActions& a = actions();
                    QAction* action = std::array{a.undo, a.redo, a.startPlaying, a.hint, a.check, a.solve, a.pause}[static_cast<std::size_t>(which)];
                    auto* bar = window_->findChild<QToolBar*>(QStringLiteral("mainToolBar"));
                    QWidget* button = bar ? bar->widgetForAction(action) : nullptr;
                    if (button && button->isVisible()) QTest::mouseClick(button, Qt::LeftButton);
                    return QString();
                }};
    }
    if (kind < 85) { // a number pad button: a symbol, Erase or a mode
        const double f = random.unit();
        return {QStringLiteral("click the number pad's button at %1 %").arg(qRound(f * 100)), [this, f] {
                    const auto buttons = window_->findChild<NumberPad*>()->findChildren<QToolButton*>();
                    if (buttons.isEmpty()) return QString();
                    QToolButton* button = buttons[static_cast<qsizetype>(f * static_cast<double>(buttons.size()))];
                    if (button->isVisible()) QTest::mouseClick(button, Qt::LeftButton);
                    return QString();
                }};
    }
    if (kind < 95) { // the hint panel's buttons
        const int which = random.between(0, 3);
        static const char* const names[] = {"Hint", "Apply", "Next Step", "Solution Path"};
        return {QStringLiteral("click the hint panel's %1").arg(QLatin1String(names[which])), [this, which] {
                    HintPanel* panel = window_->hintPanel();
                    QPushButton* button = std::array{panel->hintButton(), panel->applyButton(), panel->nextButton(),
                                                     panel->pathButton()}[static_cast<std::size_t>(which)];
                    if (button->isVisible()) QTest::mouseClick(button, Qt::LeftButton);
                    return QString();
                }};
    }
    const double f = random.unit(); // a step of the solution path, which previews it
    return {QStringLiteral("click the solution path's row at %1 %").arg(qRound(f * 100)), [this, f] {
                auto* list = window_->pathPanel()->findChild<QTreeWidget*>();
                if (!list || !list->isVisible() || list->topLevelItemCount() == 0) return QString();
                QTreeWidgetItem* item = list->topLevelItem(static_cast<int>(f * list->topLevelItemCount()));
                const QRect rect = list->visualItemRect(item);
                if (rect.isValid()) QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
                return QString();
            }};
}

// Something that starts work on a worker (after, maybe, pasting a 25×25 grid that makes it long), Esc
// at once or after a moment, and every job that was running must stop.
Event Monkey::jobThenEscape(Random& random) {
    std::optional<Clip> slow;
    if (random.chance(0.5)) {
        switch (random.below(4)) {
        case 0: slow = Clip{QStringLiteral("the 25×25 grid with no solution"), QString::fromStdString(test::longNoSolution25())}; break;
        case 1: slow = Clip{QStringLiteral("the sparse 25×25 grid"), QString::fromStdString(test::sparseSeveral25())}; break;
        case 2: slow = Clip{QStringLiteral("the slowly rated 25×25 puzzle"), QString::fromStdString(test::slowRating25())}; break;
        default: slow = Clip{QStringLiteral("the sparse 25×25 grid with the player's digits that fit no solution"), QString::fromStdString(test::sparseSeveral25())}; break;
        }
    }
    const bool slowDigits = slow && slow->what.contains(QLatin1String("fit no solution"));
    struct Job {
        const char* words;
        int action; // which GameActions member below
    };
    static const Job jobs[] = {{"Hint", 0}, {"Solution Path", 1}, {"Solve", 2}, {"Reveal", 3}, {"Check", 4},
                               {"Start Playing", 5}, {"New Game: Easy", 6}, {"New Game: Hard", 7}, {"Daily Puzzle", 8},
                               {"nothing more (the paste's own check)", 9}};
    const Job job = random.pick(jobs);
    const int delay = random.chance(0.5) ? 0 : random.between(1, 300);
    QString what = QStringLiteral("start %1").arg(QLatin1String(job.words));
    if (slow) what = QStringLiteral("paste %1, then %2").arg(slow->what, what);
    what += delay == 0 ? QStringLiteral(", Esc at once") : QStringLiteral(", Esc after %1 ms").arg(delay);
    return {what, [this, slow, slowDigits, job, delay] {
                if (slow) {
                    paste(*slow, false);
                    // The facts must be known before the player's digits go in (else the count, not
                    // the solve, is what runs), as in tst_ui_analysis.
                    if (slowDigits) {
                        QElapsedTimer clock;
                        clock.start();
                        while (session()->factsState() == AnalysisSession::FactsState::Checking && clock.elapsed() < 20000) QTest::qWait(5);
                        for (const auto& [cell, value] : test::slowBoardDigits25()) {
                            window_->board()->setSelectedCell(cell);
                            keyChar(symbolFor(value, game()->alphabet()));
                        }
                    }
                }
                const GameActions& a = actions();
                QAction* const starters[] = {a.hint, a.solutionPath, a.solve, a.reveal, a.check, a.startPlaying,
                                             a.gradeAction(logic::Grade::Easy), a.gradeAction(logic::Grade::Hard), a.newDaily, nullptr};
                if (QAction* action = starters[job.action]) action->trigger();
                if (delay > 0) QTest::qWait(delay);
                return escape();
            }};
}

Event Monkey::preferencesEvent(Random& random) {
    const int which = random.between(0, 6);
    const int value = random.between(0, 2);
    const int theme = random.between(0, 3);
    const bool on = random.chance(0.5);
    static const char* const mistakes[] = {"off", "on request", "immediate"};
    static const char* const rungs[] = {"where to look", "the technique", "the deduction"};
    static const char* const themes[] = {"system", "light", "dark", "high contrast"};
    QString what;
    switch (which) {
    case 0: what = QStringLiteral("settings: mistake checking %1").arg(QLatin1String(mistakes[value])); break;
    case 1: what = QStringLiteral("settings: the first hint shows %1").arg(QLatin1String(rungs[value])); break;
    case 2: what = QStringLiteral("settings: remove marks from peers %1").arg(on ? QStringLiteral("on") : QStringLiteral("off")); break;
    case 3: what = QStringLiteral("settings: highlights %1").arg(value); break;
    case 4: what = QStringLiteral("settings: centre marks %1").arg(on ? QStringLiteral("in a row") : QStringLiteral("fixed")); break;
    case 5: what = QStringLiteral("settings: hide the timer %1").arg(on ? QStringLiteral("on") : QStringLiteral("off")); break;
    default: what = QStringLiteral("settings: %1 theme").arg(QLatin1String(themes[theme])); break;
    }
    return {what, [this, which, value, theme, on] {
                Preferences p = window_->preferences();
                switch (which) {
                case 0: p.mistakes = std::array{MistakeChecking::Off, MistakeChecking::OnRequest, MistakeChecking::Immediate}[static_cast<std::size_t>(value)]; break;
                case 1: p.hintStart = std::array{HintLadder::Rung::Area, HintLadder::Rung::Technique, HintLadder::Rung::Explanation}[static_cast<std::size_t>(value)]; break;
                case 2: p.autoCleanMarks = on; break;
                case 3: p.highlighting = {value != 0, value != 1, value != 2}; break;
                case 4: p.centreStyle = on ? CentreStyle::Row : CentreStyle::Fixed; break;
                case 5: p.hideTimer = on; break;
                default: p.theme = std::array{Theme::System, Theme::Light, Theme::Dark, Theme::HighContrast}[static_cast<std::size_t>(theme)]; break;
                }
                window_->applyPreferences(p); // what the Settings dialog's OK does
                return QString();
            }};
}

Event Monkey::draw(Random& random) {
    const int roll = random.between(0, 999);
    if (roll < 250) return keyEvent(random);
    if (roll < 480) return shortcutEvent(random);
    if (roll < 680) return clickEvent(random);
    if (roll < 730) return {QStringLiteral("key Esc"), [this] { return escape(); }};
    if (roll < 800) {
        const Clip clip = randomClip(random);
        const bool byKey = random.chance(0.7);
        return {QStringLiteral("paste %1 (%2): %3").arg(clip.what, byKey ? QStringLiteral("Ctrl+V") : QStringLiteral("Edit → Paste"), shortened(clip.text)),
                [this, clip, byKey] { return paste(clip, byKey); }};
    }
    if (roll < 830) { // undo/redo bursts
        const int undos = random.between(1, 8);
        std::vector<bool> redoKeys;
        for (int i = 0; i < undos; ++i) redoKeys.push_back(random.chance(0.5));
        return {QStringLiteral("%1 × Ctrl+Z, then as many redos").arg(undos),
                [this, undos, redoKeys] { return undoRedoRoundTrip(undos, redoKeys); }};
    }
    if (roll < 845) {
        std::vector<bool> undo;
        const int presses = random.between(2, 12);
        for (int i = 0; i < presses; ++i) undo.push_back(random.chance(0.6));
        QString keys;
        for (bool u : undo) keys += u ? QLatin1Char('U') : QLatin1Char('R');
        return {QStringLiteral("undo/redo burst %1").arg(keys), [this, undo] {
                    for (bool u : undo) key(Qt::Key_Z, u ? Qt::ControlModifier : Qt::ControlModifier | Qt::ShiftModifier);
                    return QString();
                }};
    }
    if (roll < 880) return jobThenEscape(random);
    if (roll < 900) { // resizes, down to nothing
        const bool tiny = random.chance(0.3);
        const int w = tiny ? random.between(1, 200) : random.between(300, 1600);
        const int h = tiny ? random.between(1, 200) : random.between(250, 1200);
        return {QStringLiteral("resize the window to %1×%2").arg(w).arg(h), [this, w, h] {
                    window_->resize(w, h);
                    allowed_ = QSize(w, h).expandedTo(window_->size()); // at once no smaller than its minimum
                    return QString();
                }};
    }
    if (roll < 915) {
        static const int sizes[] = {4, 6, 9, 9, 9, 12, 16, 25};
        const int n = random.pick(sizes);
        return {QStringLiteral("Game → New Empty Grid → %1").arg(sizeWords(n)), [this, n] {
                    for (QAction* action : actions().newEmpty)
                        if (action->data().toInt() == n) action->trigger();
                    return QString();
                }};
    }
    if (roll < 935) { // type a puzzle in and play it: the way into Play mode that runs through Enter mode
        static const int sizes[] = {4, 6, 9, 9};
        const int n = random.pick(sizes);
        const Grid solution = solvedGrid(*Shape::forSize(n), random);
        const double keep = 0.3 + 0.3 * random.unit();
        const Grid givens = withHoles(solution, keep, random);
        return {QStringLiteral("type a %1 puzzle's %2 givens, Ctrl+Return").arg(sizeWords(n)).arg(givens.filledCount()),
                [this, n, givens] {
                    typeGivens(n, givens);
                    return QString();
                }};
    }
    if (roll < 950) { // Ctrl+N pops up the grade menu; the monkey answers it
        // (Not Down: below Extreme are Custom… and Puzzle from Code…, dialogs the monkey leaves alone.)
        const int answer = random.between(0, 1);
        static const char* const answers[] = {"Return (the last grade)", "Esc"};
        return {QStringLiteral("key Ctrl+N (new game), then %1").arg(QLatin1String(answers[answer])), [this, answer] {
                    key(Qt::Key_N, Qt::ControlModifier);
                    if (QWidget* menu = QApplication::activePopupWidget()) {
                        QTest::keyClick(menu, answer == 1 ? Qt::Key_Escape : Qt::Key_Return);
                        // The offscreen platform activates a popup when it shows and leaves no window
                        // active when it hides (a desktop gives the activation back to the window), and
                        // without an active window no shortcut works: the window is activated again.
                        window_->activateWindow();
                        if (!QTest::qWaitForWindowActive(window_)) return QStringLiteral("the window is not active again");
                    }
                    return QString();
                }};
    }
    if (roll < 975) { // a window action from the menus (those that block or quit are left out: see the top)
        const GameActions& a = actions();
        struct Entry {
            QAction* action;
            QString words;
        };
        std::vector<Entry> entries;
        for (QAction* g : a.newByGrade) entries.push_back({g, QStringLiteral("New Game → %1").arg(g->text().remove(QLatin1Char('&')))});
        entries.push_back({a.newDaily, QStringLiteral("New Game → Daily Puzzle")});
        entries.push_back({a.copyCode, QStringLiteral("Edit → Copy Puzzle Code")});
        entries.push_back({a.copy, QStringLiteral("Edit → Copy Grid")});
        entries.push_back({a.copyPencilmarks, QStringLiteral("Edit → Copy with Pencil Marks")});
        entries.push_back({a.includeMarks, QStringLiteral("Export → Include Pencil Marks")});
        entries.push_back({a.includeSolution, QStringLiteral("Export → Include the Solution")});
        entries.push_back({a.nextPuzzle, QStringLiteral("Game → Next Puzzle in File")});
        entries.push_back({a.previousPuzzle, QStringLiteral("Game → Previous Puzzle in File")});
        for (QAction* mode : a.modes()) entries.push_back({mode, QStringLiteral("Edit → Input Mode → ") + mode->iconText()});
        entries.push_back({a.erase, QStringLiteral("Edit → Erase")});
        entries.push_back({a.fillCandidates, QStringLiteral("Edit → Fill All Candidates")});
        entries.push_back({a.clearPencilMarks, QStringLiteral("Edit → Clear All Pencil Marks")});
        entries.push_back({a.autoCleanMarks, QStringLiteral("Edit → Remove Marks from Peers When Placing")});
        entries.push_back({a.startPlaying, QStringLiteral("Play → Start Playing")});
        entries.push_back({a.editGivens, QStringLiteral("Play → Edit Givens")});
        entries.push_back({a.hint, QStringLiteral("Play → Hint")});
        entries.push_back({a.reveal, QStringLiteral("Play → Reveal a Cell")});
        entries.push_back({a.solutionPath, QStringLiteral("Play → Show Solution Path")});
        entries.push_back({a.check, QStringLiteral("Play → Check")});
        entries.push_back({a.solve, QStringLiteral("Play → Solve")});
        entries.push_back({a.pause, QStringLiteral("Play → Pause")});
        entries.push_back({a.cancel, QStringLiteral("Play → Cancel")});
        entries.push_back({a.dismiss, QStringLiteral("Play → Dismiss Hint")});
        const Entry entry = random.pick(entries);
        return {QStringLiteral("menu %1").arg(entry.words), [this, action = entry.action] {
                    // A menu entry as the menu triggers it (nothing when it is disabled).
                    const Running before = running();
                    if (!action->isEnabled()) return QString();
                    action->trigger();
                    if (action == actions().cancel) // the menu's Cancel is Esc's: what ran must stop
                        return waitUntilStopped(before, QStringLiteral("Play → Cancel"));
                    return QString();
                }};
    }
    if (roll < 985) return preferencesEvent(random);
    if (roll < 995) {
        const int ms = random.between(0, 200);
        return {QStringLiteral("wait %1 ms").arg(ms), [ms] {
                    QTest::qWait(ms);
                    return QString();
                }};
    }
    return {QStringLiteral("wait until nothing runs (1 s at most)"), [this] {
                QElapsedTimer clock;
                clock.start();
                while ((session()->isBusy() || window_->puzzleSupply()->isBusy()) && clock.elapsed() < 1000) QTest::qWait(5);
                return QString();
            }};
}

Before Monkey::capture() const {
    Before before;
    before.paused = game()->isPaused();
    if (before.paused) before.cells = game()->snapshot().cells;
    before.replacements = replacements_;
    return before;
}

QString Monkey::check(const Before& before) {
    Game* g = game();
    BoardWidget* board = window_->board();
    const int cells = g->cellCount();
    const int n = g->size();

    // Given digits do not move in Play mode.
    if (!givensBroken_.isEmpty()) return std::exchange(givensBroken_, QString());

    // The undo stack agrees with the board.
    const QUndoStack* stack = g->undoStack();
    if (stack->index() > 0) {
        const auto* last = dynamic_cast<const MoveCommand*>(stack->command(stack->index() - 1));
        if (!last) return QStringLiteral("the undo stack holds a command that is not a move");
        for (const CellChange& change : last->move().changes)
            if (!(g->cell(change.cell) == change.after))
                return QStringLiteral("cell %1 is not what the last move (\"%2\") left").arg(change.cell).arg(last->text());
        if (last->move().mode && g->mode() != last->move().mode->after)
            return QStringLiteral("the mode is not what the last move (\"%1\") left").arg(last->text());
        // Undo then redo on a copy of the game gives the board back.
        shadow_.restore(g->snapshot());
        MoveCommand copy(&shadow_, last->move());
        copy.undo();
        copy.redo();
        if (shadow_.snapshot().cells != g->snapshot().cells || shadow_.mode() != g->mode())
            return QStringLiteral("undoing and redoing \"%1\" on a copy of the game does not give the board back").arg(last->text());
    }
    if (stack->index() < stack->count()) {
        const auto* next = dynamic_cast<const MoveCommand*>(stack->command(stack->index()));
        if (!next) return QStringLiteral("the undo stack holds a command that is not a move");
        for (const CellChange& change : next->move().changes)
            if (!(g->cell(change.cell) == change.before))
                return QStringLiteral("cell %1 is not where the next redo (\"%2\") starts").arg(change.cell).arg(next->text());
    }

    // The conflicts, as core's rule check finds them in the grid.
    const Grid grid = g->grid();
    const std::vector<Conflict> conflicts = findConflicts(grid, Houses(grid.shape()));
    if (g->conflicts() != conflicts)
        return QStringLiteral("the game reports %1 conflicts, the grid has %2").arg(g->conflicts().size()).arg(conflicts.size());
    if (board->conflictCells() != conflictingCells(conflicts)) return QStringLiteral("the board highlights other conflicting cells than the grid has");
    // The status bar counts the cells that clash (none: it says nothing about clashes).
    const std::size_t clashing = conflictingCells(conflicts).size();
    const QString counted = clashing == 1 ? QStringLiteral("1 cell clashes") : QStringLiteral("%1 cells clash").arg(clashing);
    bool shown = false, anyClash = false;
    for (QLabel* label : window_->statusBar()->findChildren<QLabel*>()) {
        shown |= label->text() == counted && label->isVisible();
        anyClash |= label->text().contains(QStringLiteral("clash")) && label->isVisible();
    }
    if (clashing > 0 && !shown) return QStringLiteral("the status bar does not say \"%1\"").arg(counted);
    if (clashing == 0 && anyClash) return QStringLiteral("the status bar speaks of clashes on a board without any");

    // Esc's two actions: Cancel exactly while something runs, Dismiss never at the same time.
    const bool working = session()->isBusy() || window_->puzzleSupply()->isBusy();
    if (actions().cancel->isEnabled() != working)
        return QStringLiteral("Cancel is %1 while %2")
            .arg(actions().cancel->isEnabled() ? QStringLiteral("enabled") : QStringLiteral("disabled"),
                 working ? QStringLiteral("something runs") : QStringLiteral("nothing runs"));
    if (actions().cancel->isEnabled() && actions().dismiss->isEnabled()) return QStringLiteral("Cancel and Dismiss (both Esc) are enabled together");
    if (!gAmbiguous.isEmpty()) return QStringLiteral("Qt says: %1").arg(gAmbiguous.takeFirst());

    // The clock of a puzzle in play starts once its solutions are counted (or the count stopped).
    using Facts = AnalysisSession::FactsState;
    const Facts facts = session()->factsState();
    if (g->mode() == Mode::Play && !g->isSolved() && facts != Facts::Unknown && facts != Facts::Checking && !g->clockStarted())
        return QStringLiteral("a puzzle in play whose solutions are counted has not started its clock");
    if (g->isPaused() && g->mode() != Mode::Play) return QStringLiteral("paused outside Play mode");

    // A paused game's board is hidden: nothing may change it, until a new puzzle replaces it.
    if (before.paused && g->isPaused() && replacements_ == before.replacements && g->snapshot().cells != before.cells)
        return QStringLiteral("the board changed while the game was paused (the last move: \"%1\")").arg(stack->undoText());

    // The board shows this grid.
    if (board->selectedCell() < 0 || board->selectedCell() >= cells) return QStringLiteral("the selection is outside the grid");
    const HintOverlay& overlay = board->hintOverlay();
    const auto cellOk = [cells](int cell) { return cell >= 0 && cell < cells; };
    const auto valueOk = [n](int value) { return value >= 0 && value <= n; };
    bool inside = std::all_of(overlay.areaCells.begin(), overlay.areaCells.end(), cellOk) &&
                  std::all_of(overlay.mistakeCells.begin(), overlay.mistakeCells.end(), cellOk) &&
                  static_cast<int>(overlay.candidates.size()) <= cells;
    for (const auto& m : overlay.marks) inside &= cellOk(m.at.cell) && valueOk(m.at.value);
    for (const auto* list : {&overlay.eliminations, &overlay.placements, &overlay.ghosts})
        for (const auto& cv : *list) inside &= cellOk(cv.cell) && valueOk(cv.value);
    for (const auto& h : overlay.houses) inside &= h.house >= 0 && h.house < 3 * n;
    for (const auto& link : overlay.links)
        for (const auto* node : {&link.from, &link.to}) inside &= std::all_of(node->cells.begin(), node->cells.end(), cellOk);
    for (const auto& alt : overlay.alternatives) inside &= cellOk(alt.cell) && valueOk(alt.first) && valueOk(alt.second);
    if (!inside) return QStringLiteral("the hint overlay names a cell, value or house outside this %1×%1 grid").arg(n);
    if (const auto* pad = window_->findChild<NumberPad*>(); pad->findChildren<QToolButton*>().size() != n + 5) // 4 modes, Erase
        return QStringLiteral("the number pad does not have %1 symbols").arg(n);

    // Nothing left open over the window, and a sane size.
    if (QWidget* popup = QApplication::activePopupWidget()) {
        popup->close();
        return QStringLiteral("a popup was left open");
    }
    if (QApplication::activeModalWidget()) return QStringLiteral("a modal dialog is open");
    if (QApplication::activeWindow() != window_) return QStringLiteral("the window is not active (no shortcut works)");
    // As large as asked for, or as its minimum at some point since (a 25×25 grid's is larger, and a
    // window does not shrink by itself when the minimum does), never larger; never empty.
    const QSize size = window_->size();
    const QSize limit = allowed_;
    if (!window_->isVisible() || size.width() < 1 || size.height() < 1 || size.width() > limit.width() ||
        size.height() > limit.height())
        return QStringLiteral("the window is %1×%2 (at most %3×%4 was asked for)")
            .arg(size.width()).arg(size.height()).arg(limit.width()).arg(limit.height());
    if (board->width() < 1 || board->height() < 1) return QStringLiteral("the board has no room");
    return {};
}

// Esc, then every job ends, and the window is left idle.
void Monkey::finish() {
    key(Qt::Key_Escape);
    QElapsedTimer clock;
    clock.start();
    while ((session()->isBusy() || window_->puzzleSupply()->isBusy()) && clock.elapsed() < kCancelWaitMs) QTest::qWait(5);
}

std::optional<qulonglong> environmentNumber(const char* name) {
    const QByteArray value = qgetenv(name);
    if (value.isEmpty()) return std::nullopt;
    bool ok = false;
    const qulonglong number = value.trimmed().toULongLong(&ok, 0);
    if (!ok) qFatal("%s=%s is not a number", name, value.constData());
    return number;
}

} // namespace

class TestMonkey : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void run_data();
    void run();
};

void TestMonkey::run_data() {
    QTest::addColumn<qulonglong>("seed");
    if (const auto seed = environmentNumber("QUDOKU_MONKEY_SEED")) {
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(*seed))) << *seed;
        return;
    }
    for (std::uint64_t seed : kDefaultSeeds) QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << qulonglong{seed};
}

void TestMonkey::run() {
    QFETCH(qulonglong, seed);
    const int events = static_cast<int>(environmentNumber("QUDOKU_MONKEY_EVENTS").value_or(kDefaultEvents));
    const bool trace = qEnvironmentVariableIntValue("QUDOKU_MONKEY_TRACE") != 0;

    QSettings().clear(); // every seed starts from the same settings
    QGuiApplication::clipboard()->clear();
    std::unique_ptr<MainWindow> window(test::openWindow());
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    Monkey monkey(window.get());
    Random random(seed);
    const CrashNote crashNote;
    gPreviousHandler = qInstallMessageHandler(monkeyMessages);
    const auto restoreHandler = qScopeGuard([] { qInstallMessageHandler(gPreviousHandler); });
    gAmbiguous.clear();

    std::deque<QString> history;
    const auto report = [&](int index, const QString& what, const QString& problem) {
        QString text = QStringLiteral("\n[monkey] seed %1, event %2 of %3: %4\n").arg(seed).arg(index).arg(events).arg(what);
        if (!problem.isEmpty()) text += QStringLiteral("[monkey] broken: %1\n").arg(problem);
        text += QStringLiteral("[monkey] replay: QUDOKU_MONKEY_SEED=%1 QUDOKU_MONKEY_EVENTS=%2 ./tst_ui_monkey\n").arg(seed).arg(index + 1);
        text += QStringLiteral("[monkey] the events before it:\n");
        for (const QString& line : history) text += QStringLiteral("  %1\n").arg(line);
        return text;
    };

    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < events; ++i) {
        const Event event = monkey.draw(random);
        CrashNote::set(report(i, event.what, QStringLiteral("the program died during this event")).toUtf8());
        if (trace) qInfo("[monkey] %d: %s", i, qPrintable(event.what));
        const Before before = monkey.capture();
        QString problem = event.run();
        monkey.settle();
        if (problem.isEmpty()) problem = monkey.check(before);
        monkey.countEvent();
        if (!problem.isEmpty()) {
            const QString text = report(i, event.what, problem);
            qWarning("%s", qPrintable(text));
            QFAIL(qPrintable(problem));
        }
        history.push_back(QStringLiteral("#%1 %2").arg(i).arg(event.what));
        if (history.size() > kHistory) history.pop_front();
    }
    const double ms = static_cast<double>(std::max<qint64>(1, clock.elapsed()));
    monkey.finish();
    const Stats& s = monkey.stats();
    qInfo("[monkey] seed %llu: %d events in %.1f s (%.0f a second); %d in Play mode; %d pastes (%d put a puzzle on the "
          "board); %d puzzles generated; %d undo/redo round trips compared; largest grid %d×%d",
          seed, s.events, ms / 1000.0, s.events * 1000.0 / ms, s.playEvents, s.pastes, s.pastesPlayed, s.generated,
          s.roundTrips, s.largest, s.largest);
    qInfo("[monkey] jobs started: check %d, rating %d, hint %d, path %d, solve %d; Esc %d times, %d while something "
          "ran, which stopped check %d, rating %d, hint %d, path %d, solve %d, making a puzzle %d",
          s.started[0], s.started[1], s.started[2], s.started[3], s.started[4], s.escapes, s.escapesThatCancelled,
          s.cancelled[0], s.cancelled[1], s.cancelled[2], s.cancelled[3], s.cancelled[4], s.generatorsCancelled);
    // The mix does what it is for (in a run long enough to tell): the window plays, and long jobs are
    // started and stopped by Esc.
    if (events >= 500) {
        QVERIFY2(s.playEvents * 5 >= s.events, "fewer than a fifth of the events found the window in Play mode");
        QVERIFY2(s.escapesThatCancelled * 100 >= s.events, "Esc stopped running work less than once in 100 events");
        QVERIFY2(s.cancelled[static_cast<std::size_t>(Work::Check)] > 0, "Esc never stopped a check");
    }
    window.reset();
}

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
