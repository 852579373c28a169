// qudoku-newgame-bench: how long New Game makes the player wait, per grade, with the machine idle and
// under load (busy loops of our own at normal priority), in the situations of issue 30
// (docs/benchmarks.md, "New Game under load"). Not a test: it prints.
//
//   empty    no stock (PuzzleSupply::setStockSize(0)): every request is made from scratch.
//   full     the stock filled first (one per grade), then the load: each grade's request is answered
//            from the shelf.
//   solved   the player's sequence, in a real main window (offscreen) with the app's stock: the stock
//            filled first, then the load; each round types in the solution of the game on the board
//            (the game is solved: the score keeper, the autosave and the session's jobs run), then
//            asks New Game of the grade. The stock refills after each request as the app lets it.
//   starved  the same, with the load from the start (the stock fills under it, or not).
//   quit     a supply whose stock job is making a 25×25 puzzle, deleted under the load: the time the
//            destructor takes (quitting the app does the same).
//
//   qudoku-newgame-bench [--loads 0,5] [--rounds N] [--situations empty,full,solved,starved,quit]
//                        [--grades easy,...,extreme] [--think S] [--give-up S] [--pin] [--each] [--threads]
//
// The time is from the request (MainWindow::newGame or PuzzleSupply::request) to puzzleReady, on the
// GUI thread's clock with the event loop running as in the app, min/median/max over the rounds. Each
// situation also prints the GUI thread's longest stall (a 10 ms timer's lateness: the window paints
// and answers the mouse on that thread, so a stall is a frozen window, New Game included). A request
// still unanswered after --give-up seconds (default 300) is cancelled and counted with a '>' (so one
// starving request cannot keep the load on the machine for ever). --think S: the player's time on each
// game, the event loop running (Qt retires a pool's idle thread after 30 s). --each prints every
// request and every stall over 200 ms; --threads prints every thread of the process (state, policy,
// CPU time, where it sleeps) for a request still waiting after 2 s. --pin runs everything, busy loops
// included, on one core.
//
// The busy loops are threads of this process, started before a situation's requests and stopped
// after them: the load lasts only as long as the measurement.

#include <unistd.h>

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cpu_load.h"
#include "game/game.h"
#include "generate/puzzlesupply.h"
#include "qudoku/logic/technique.h"
#include "text/translations.h"
#include "window/mainwindow.h"

using namespace qudoku;
using namespace qudoku::ui;
using test::BusyLoops;

namespace {

struct Options {
    std::vector<int> loads{0, 5};
    int rounds = 5;
    std::vector<std::string> situations{"empty", "full", "solved", "starved", "quit"};
    std::vector<logic::Grade> grades{logic::Grade::Easy, logic::Grade::Medium, logic::Grade::Hard, logic::Grade::Unfair,
                                     logic::Grade::Extreme};
    double thinkSeconds = 0;
    double giveUpSeconds = 300;
    bool pin = false;
    bool each = false;
    bool threads = false;
};

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> out;
    std::size_t from = 0;
    while (from <= text.size()) {
        const std::size_t comma = std::min(text.find(',', from), text.size());
        if (comma > from) out.push_back(text.substr(from, comma - from));
        from = comma + 1;
    }
    return out;
}

std::optional<Options> parse(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--loads" && hasValue) {
            o.loads.clear();
            for (const std::string& s : splitList(argv[++i])) o.loads.push_back(std::atoi(s.c_str()));
        } else if (arg == "--rounds" && hasValue) {
            o.rounds = std::max(1, std::atoi(argv[++i]));
        } else if (arg == "--situations" && hasValue) {
            o.situations = splitList(argv[++i]);
        } else if (arg == "--grades" && hasValue) {
            o.grades.clear();
            for (const std::string& s : splitList(argv[++i])) {
                const auto g = logic::gradeFromKey(s);
                if (!g) {
                    std::fprintf(stderr, "qudoku-newgame-bench: unknown grade '%s'\n", s.c_str());
                    return std::nullopt;
                }
                o.grades.push_back(*g);
            }
        } else if (arg == "--think" && hasValue) {
            o.thinkSeconds = std::atof(argv[++i]);
        } else if (arg == "--give-up" && hasValue) {
            o.giveUpSeconds = std::atof(argv[++i]);
        } else if (arg == "--pin") {
            o.pin = true;
        } else if (arg == "--each") {
            o.each = true;
        } else if (arg == "--threads") {
            o.threads = true;
        } else {
            std::fprintf(stderr, "usage: qudoku-newgame-bench [--loads 0,5] [--rounds N] "
                                 "[--situations empty,full,solved,starved,quit]\n"
                                 "       [--grades easy,medium,hard,unfair,extreme] [--think S] [--give-up S] [--pin] "
                                 "[--each] [--threads]\n");
            return std::nullopt;
        }
    }
    return o;
}

const char* policyName(int policy) {
    switch (policy) {
    case SCHED_OTHER: return "OTHER";
    case SCHED_BATCH: return "BATCH";
    case SCHED_IDLE: return "IDLE";
    case SCHED_FIFO: return "FIFO";
    case SCHED_RR: return "RR";
    default: return "?";
    }
}

QString readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).trimmed() : QString();
}

// Every thread of the process: name, state, policy, CPU time so far and where in the kernel it sleeps.
void printThreads() {
    for (const test::ThreadInfo& t : test::processThreads()) {
        const QString base = QStringLiteral("/proc/self/task/%1").arg(t.tid);
        const QString stat = readFile(base + QStringLiteral("/stat"));
        const QStringList fields = stat.mid(stat.lastIndexOf(QLatin1Char(')')) + 2).split(QLatin1Char(' '));
        if (fields.size() < 13) continue;
        const double cpu = (fields[11].toDouble() + fields[12].toDouble()) / static_cast<double>(sysconf(_SC_CLK_TCK));
        std::printf("      tid %-7d %-16s state %s policy %-5s cpu %7.2f s  wchan %s\n", t.tid, t.name.c_str(),
                    qPrintable(fields[0]), policyName(t.policy), cpu, qPrintable(readFile(base + QStringLiteral("/wchan"))));
    }
}

// The GUI thread's stalls: a 10 ms timer that notes how late it fires.
class StallWatch {
public:
    explicit StallWatch(bool print) : print_(print) {
        clock_.start();
        QObject::connect(&timer_, &QTimer::timeout, [this] {
            const qint64 now = clock_.elapsed();
            const qint64 late = now - last_ - 10;
            worst_ = std::max(worst_, late);
            if (late > 200 && print_)
                std::printf("    ! the GUI thread stalled %lld ms (at %.1f s)\n", static_cast<long long>(late),
                            static_cast<double>(now) / 1000.0);
            last_ = now;
        });
        timer_.start(10);
    }
    qint64 worstMs() const { return worst_; }

private:
    bool print_;
    QTimer timer_;
    QElapsedTimer clock_;
    qint64 last_ = 0;
    qint64 worst_ = 0;
};

// Runs the event loop until `done()` or `seconds` (checked every 50 ms).
template <class Done>
void runEventsUntil(Done done, double seconds) {
    QElapsedTimer clock;
    clock.start();
    QEventLoop loop;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
        if (done() || clock.elapsed() >= static_cast<qint64>(seconds * 1000)) loop.quit();
    });
    tick.start(50);
    if (!done()) loop.exec();
}

struct Sample {
    double ms = 0; // to puzzleReady
    bool gaveUp = false;
    bool fromStock = false;
};

// Waits for the request just made: puzzleReady or failed, or --give-up (then cancels it).
Sample waitForPuzzle(PuzzleSupply& supply, const QElapsedTimer& clock, const Options& o,
                     std::optional<GeneratedPuzzle>* made = nullptr) {
    Sample sample;
    sample.fromStock = !supply.isBusy();
    QEventLoop loop;
    bool done = false;
    const auto ready = QObject::connect(&supply, &PuzzleSupply::puzzleReady, &loop, [&](const GeneratedPuzzle& p) {
        if (made) *made = p;
        done = true;
        loop.quit();
    });
    const auto failed = QObject::connect(&supply, &PuzzleSupply::failed, &loop, [&] {
        done = true;
        loop.quit();
    });
    QTimer tick;
    bool dumped = false;
    QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
        if (o.threads && !dumped && clock.elapsed() > 2000) {
            dumped = true;
            std::printf("    still waiting after %lld ms (tried %d, busy %d, stocking %d):\n",
                        static_cast<long long>(clock.elapsed()), supply.tried(), int(supply.isBusy()), int(supply.isStocking()));
            printThreads();
        }
        if (clock.elapsed() > static_cast<qint64>(o.giveUpSeconds * 1000)) {
            sample.gaveUp = true;
            loop.quit();
        }
    });
    tick.start(100);
    if (!done) loop.exec();
    QObject::disconnect(ready);
    QObject::disconnect(failed);
    sample.ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    if (sample.gaveUp) supply.cancel();
    if (o.each)
        std::printf("    # %s%.1f ms to puzzleReady (%s)\n", sample.gaveUp ? ">" : "", sample.ms,
                    sample.fromStock ? "from the stock" : "made now");
    return sample;
}

std::string formatMs(const Sample& s) {
    char text[32];
    std::snprintf(text, sizeof text, "%s%.0f", s.gaveUp ? ">" : "", s.ms);
    return text;
}

void printRow(const char* situation, int load, const char* what, std::vector<Sample> samples) {
    std::sort(samples.begin(), samples.end(), [](const Sample& a, const Sample& b) { return a.ms < b.ms; });
    int stocked = 0;
    for (const Sample& s : samples) stocked += s.fromStock;
    std::printf("%-8s %4d  %-8s %6zu %8d  %10s %10s %10s\n", situation, load, what, samples.size(), stocked,
                formatMs(samples.front()).c_str(), formatMs(samples[samples.size() / 2]).c_str(),
                formatMs(samples.back()).c_str());
    std::fflush(stdout);
}

void printStall(const char* situation, int load, const StallWatch& stalls) {
    std::printf("%-8s %4d  (the GUI thread's longest stall: %lld ms)\n", situation, load,
                static_cast<long long>(stalls.worstMs()));
    std::fflush(stdout);
}

// Fills the stock as on an idle machine (the gate open, whatever the machine does meanwhile).
void fillStock(PuzzleSupply& supply, int perGrade) {
    supply.setStockGate([] { return true; });
    supply.setStockSize(perGrade);
    runEventsUntil([&supply] { return !supply.isStocking(); }, 600);
    supply.setStockGate(PuzzleSupply::whenMachineIdle()); // the app's gate from now on
}

// Types the solution into every empty cell, as the player finishing the game.
void solveOnTheBoard(MainWindow& window, const Grid& solution) {
    Game& game = *window.game();
    // The puzzle check starts the clock (it counts the solutions first).
    runEventsUntil([&game] { return game.clockStarted(); }, 600);
    for (int cell = 0; cell < solution.shape().cellCount(); ++cell)
        if (game.value(cell) == 0) game.placeValue(cell, solution.at(cell));
    QCoreApplication::processEvents();
}

void supplySituation(const Options& o, int load, bool full) {
    const char* name = full ? "full" : "empty";
    PuzzleSupply supply;
    if (full) fillStock(supply, 1);
    StallWatch stalls(o.each);
    const BusyLoops busy(load);
    for (logic::Grade grade : o.grades) {
        std::vector<Sample> samples;
        for (int round = 0; round < (full ? 1 : o.rounds); ++round) {
            PuzzleCode code;
            code.target = DifficultyTarget::ofGrade(grade);
            QElapsedTimer clock;
            clock.start();
            supply.request(code, true);
            samples.push_back(waitForPuzzle(supply, clock, o));
        }
        printRow(name, load, logic::gradeKey(grade).data(), samples);
    }
    printStall(name, load, stalls);
}

void solvedSituation(const Options& o, int load, bool fillFirst) {
    const char* name = fillFirst ? "solved" : "starved";
    std::optional<BusyLoops> early;
    if (!fillFirst) early.emplace(load);
    auto window = std::make_unique<MainWindow>();
    window->setDialogsEnabled(false);
    window->resize(1100, 760);
    window->show();
    PuzzleSupply& supply = *window->puzzleSupply();
    std::optional<GeneratedPuzzle> made;
    {
        QElapsedTimer clock; // a first game to solve
        clock.start();
        window->newGame(logic::Grade::Easy);
        waitForPuzzle(supply, clock, o, &made);
    }
    if (fillFirst) fillStock(supply, PuzzleSupply::kDefaultStock);
    else supply.setStockSize(PuzzleSupply::kDefaultStock); // as the app's main() does
    StallWatch stalls(o.each);
    const BusyLoops busy(fillFirst ? load : 0);
    for (logic::Grade grade : o.grades) {
        std::vector<Sample> samples;
        for (int round = 0; round < o.rounds; ++round) {
            if (o.thinkSeconds > 0) runEventsUntil([] { return false; }, o.thinkSeconds);
            if (made) solveOnTheBoard(*window, made->solution);
            made.reset();
            QElapsedTimer clock;
            clock.start();
            window->newGame(grade);
            samples.push_back(waitForPuzzle(supply, clock, o, &made));
        }
        printRow(name, load, logic::gradeKey(grade).data(), samples);
    }
    printStall(name, load, stalls);
}

// Deletes supplies whose stock job is busy making a 25×25 puzzle, under the load.
void quitSituation(const Options& o, int load) {
    StallWatch stalls(o.each);
    const BusyLoops busy(load);
    std::vector<Sample> samples;
    for (int round = 0; round < o.rounds; ++round) {
        auto supply = std::make_unique<PuzzleSupply>();
        supply->setStockShape(Shape{5, 5});
        supply->setStockGate([] { return true; });
        supply->setStockSize(1);
        runEventsUntil([] { return false; }, 0.3); // well inside the generator
        Sample sample;
        sample.fromStock = supply->isStocking(); // counted in the "stocked" column: a job was running
        QElapsedTimer clock;
        clock.start();
        supply.reset();
        sample.ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        if (o.each) std::printf("    # deleted in %.1f ms (a stock job running: %d)\n", sample.ms, int(sample.fromStock));
        samples.push_back(sample);
    }
    printRow("quit", load, "25x25", samples);
    printStall("quit", load, stalls);
}

} // namespace

int main(int argc, char** argv) {
    const std::optional<Options> o = parse(argc, argv);
    if (!o) return 2;
    std::optional<test::PinnedToOneCore> pin; // before any thread: they all inherit it
    if (o->pin) pin.emplace();
    qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // settings and autosave away from the user's
    QCoreApplication::setOrganizationName(QStringLiteral("QudokuBench"));
    QCoreApplication::setApplicationName(QStringLiteral("newgame-bench"));
    QSettings().clear();
    text::installTranslations(app, QStringLiteral("en"));

    std::printf("New Game: ms from the request to puzzleReady (%d rounds per grade; 'full': one per grade; "
                "'quit': ms to delete the supply)\n",
                o->rounds);
    std::printf("%-8s %4s  %-8s %6s %8s  %10s %10s %10s\n", "what", "load", "grade", "asked", "stocked", "min", "median",
                "max");
    for (int load : o->loads)
        for (const std::string& situation : o->situations) {
            if (situation == "empty") supplySituation(*o, load, false);
            else if (situation == "full") supplySituation(*o, load, true);
            else if (situation == "solved") solvedSituation(*o, load, true);
            else if (situation == "starved") solvedSituation(*o, load, false);
            else if (situation == "quit") quitSituation(*o, load);
            else std::fprintf(stderr, "qudoku-newgame-bench: unknown situation '%s'\n", situation.c_str());
        }
    return 0;
}
