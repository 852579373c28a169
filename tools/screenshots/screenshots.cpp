#include "screenshots.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QDate>
#include <QDir>
#include <QDialog>
#include <QInputDialog>
#include <QKeyEvent>
#include <QMenu>
#include <QMenuBar>
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QMessageBox>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QStandardPaths>
#include <QTextStream>
#include <QTimer>
#include <QToolTip>
#include <QLabel>
#include <QStatusBar>
#include <QTreeWidget>
#include <QUndoStack>

#include <bit>

#include "board/boardinput.h"
#include "analysis/picturereading.h"
#include "window/picturereview.h"
#include "board/boardwidget.h"
#include "window/theme.h"
#include "game/autosave.h"
#include "game/game.h"
#include "game/gamehistory.h"
#include "game/statistics.h"
#include "generate/puzzlesupply.h"
#include "qudoku/fpuzzles.h"
#include "qudoku/generator.h"
#include "qudoku/puzzle_code.h"
#include "hint/hintladder.h"
#include "hint/pathpanel.h"
#include "hint/puzzlerating.h"
#include "hint/solutionpath.h"
#include "qudoku/logic/candidate_text.h"
#include "qudoku/logic/engine.h"
#include "qudoku/solver.h"
#include "qudoku/writer.h"
#include "analysis/session.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "window/puzzlecheck.h"
#include "window/statisticsdialog.h"
#include "window/customgamedialog.h"
#include "window/settingsdialog.h"

namespace qudoku::app {

namespace {

using ui::MainWindow;

// The POJ 3076 sample (letters A-P, '-' empty).
constexpr const char* kLetters16 =
    "--A----C-----O-I\n-J--A-B-P-CGF-H-\n--D--F-I-E----P-\n-G-EL-H----M-J--\n"
    "----E----C--G---\n-I--K-GA-B---E-J\nD-GP--J-F----A--\n-E---C-B--DP--O-\n"
    "E--F-M--D--L-K-A\n-C--------O-I-L-\nH-P-C--F-A--B---\n---G-OD---J----H\n"
    "K---J----H-A-P-L\n--B--P--E--K--A-\n-H--B--K--FI-C--\n--F---C--D--H-N-\n";

// A pencilmark grid whose next step is an AIC (tests/data/logic/advanced_positions.txt, "aic 1").
constexpr const char* kAicPosition =
    "6 57 9 | 234 2345 2345 | 1347 1245 8\n"
    "2 58 3 | 7 458 1 | 469 4569 569\n"
    "4 578 1 | 69 2358 69 | 37 25 2357\n"
    "157 9 8 | 123 6 2357 | 17 12 4\n"
    "157 2 46 | 1489 1457 45789 | 16789 3 1679\n"
    "17 3 46 | 12489 1247 2479 | 5 12689 12679\n"
    "9 1 2 | 5 34 3468 | 3468 7 36\n"
    "8 46 57 | 12346 9 23467 | 1346 1456 1356\n"
    "3 46 57 | 1468 147 4678 | 2 145689 1569\n";

// A position whose next step is a multiple forcing chain (top1465 line 3 after its easier steps,
// found with qudoku-logic-survey --find multiple-forcing-chain): each candidate of a cell leads to
// the same conclusion, drawn as one branch per candidate.
constexpr const char* kForcingChainPosition =
    "4 569 1268 | 5789 3 1578 | 25 2567 5679\n"
    "1237 359 12 | 6 127 14579 | 8 2357 3459\n"
    "23678 3569 268 | 45789 278 45789 | 2345 23567 1\n"
    "1236 346 124 | 378 5 13678 | 23 9 378\n"
    "123 8 59 | 3479 17 13479 | 6 12357 357\n"
    "136 7 59 | 2 168 13689 | 345 1358 3458\n"
    "68 46 468 | 1 9 2 | 7 35 35\n"
    "5 1 3 | 78 678 678 | 9 4 2\n"
    "9 2 7 | 35 4 35 | 1 68 68\n";

// Lets events (the workers' replies, repaints) run until every worker is idle.
void settle(MainWindow& w) {
    QElapsedTimer timer;
    timer.start();
    const auto busy = [&w] { return w.session()->isBusy() || w.puzzleSupply()->isBusy(); };
    do {
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    } while (busy() && timer.elapsed() < 10000);
    QApplication::processEvents(QEventLoop::AllEvents, 50); // the path panel waits 300 ms before it recomputes
    QApplication::processEvents();
}

// The window with its open dialogs (separate top-level windows) drawn where they stand over it.
QPixmap grabWithDialogs(MainWindow& w) {
    QPixmap shot = w.grab();
    QPainter painter(&shot);
    const QPoint origin = w.mapToGlobal(QPoint(0, 0));
    for (QDialog* dialog : w.findChildren<QDialog*>()) {
        if (!dialog->isVisible()) continue;
        const QRect at(dialog->mapToGlobal(QPoint(0, 0)) - origin, dialog->size());
        painter.fillRect(at.adjusted(-1, -1, 3, 3), QColor(0, 0, 0, 60)); // a hint of a frame and shadow
        painter.drawPixmap(at.topLeft(), dialog->grab());
    }
    for (QWidget* top : QApplication::topLevelWidgets()) { // a tooltip shown on purpose, where it stands
        if (!top->isVisible() || !top->inherits("QTipLabel")) continue;
        const QRect at(top->mapToGlobal(QPoint(0, 0)) - origin, top->size());
        painter.drawPixmap(at.topLeft(), top->grab());
    }
    for (QMenu* menu : w.findChildren<QMenu*>()) { // an open popup menu, where it stands
        if (!menu->isVisible()) continue;
        const QRect at(menu->mapToGlobal(QPoint(0, 0)) - origin, menu->size());
        painter.fillRect(at.adjusted(-1, -1, 3, 3), QColor(0, 0, 0, 60));
        painter.drawPixmap(at.topLeft(), menu->grab());
    }
    return shot;
}

bool shoot(MainWindow& w, const QString& path) {
    settle(w);
    const bool ok = grabWithDialogs(w).save(path);
    QTextStream(stdout) << (ok ? "saved " : "FAILED ") << path << '\n';
    return ok;
}

// Fills `count` empty cells with their solution values, visiting cells with a stride that is
// coprime with the cell count so they spread over the grid.
void playSome(ui::Game& game, const Grid& solution, int count, int stride) {
    for (int i = 0, placed = 0; i < game.cellCount() && placed < count; ++i) {
        const int c = (i * stride) % game.cellCount();
        if (game.value(c) == 0) {
            game.placeValue(c, solution.at(c));
            ++placed;
        }
    }
}

// Pencil marks: the true candidates of the first `count` empty cells in reading order from `from`.
void markSome(ui::Game& game, int from, int count) {
    for (int c = from, done = 0; c < game.cellCount() && done < count; ++c) {
        if (game.value(c) != 0) continue;
        const ui::MarkSet candidates = game.candidates(c);
        for (int v = 1; v <= game.size(); ++v)
            if (candidates & ui::markBit(v)) game.togglePencilMark(c, v);
        ++done;
    }
}

// Shows a plausible playing time (a restore keeps every cell; only the undo history goes). The game is
// the same one: it does not go to Recent Games as a game left for another would.
void setClock(MainWindow& w, int seconds) {
    ui::GameSnapshot snapshot = w.game()->snapshot();
    snapshot.elapsedMs = seconds * qint64{1000};
    const QString file = w.autosave()->path(); // the game's autosave so far: the restore starts another
    w.autosave()->setEnabled(false);
    w.game()->restore(snapshot);
    w.autosave()->setEnabled(true);
    QFile::remove(file);
}

// The Settings dialog over the window, on the dark theme (as its choice would apply it).
bool shootSettings(MainWindow& w, const QString& path) {
    ui::Preferences p;
    p.theme = ui::Theme::Dark;
    p.mistakes = ui::MistakeChecking::Immediate;
    p.hintStart = ui::HintLadder::Rung::Technique;
    p.highlighting.sameValue = false;
    w.applyPreferences(p);
    ui::SettingsDialog dialog(p, &w);
    dialog.show();
    dialog.move(w.mapToGlobal(QPoint((w.width() - dialog.width()) / 2, (w.height() - dialog.height()) / 3)));
    const bool ok = shoot(w, path);
    dialog.hide();
    w.applyPreferences(ui::Preferences{});
    return ok;
}

// The states issue 30 changed, in whatever language is installed: the first start's ready puzzle and
// its welcome, Game → Recent Games after leaving a game, a mistyped puzzle code kept in its dialog,
// "Fix this first" framing a cell whose pencil marks leave out its digit, and the window at its
// smallest and at 1580×950 (the pad beside the board).
bool shootFirstHour(MainWindow& w, const QString& prefix) {
    bool ok = true;
    ui::Game& game = *w.game();
    w.resize(1000, 740);
    w.newEmptyGrid(9);
    w.autosave()->history().clear(); // no unfinished game to restore
    QSettings().setValue(QStringLiteral("game/grade"), QStringLiteral("medium"));
    w.start();
    settle(w);
    ok &= shoot(w, prefix + QStringLiteral("first-start.png"));

    // A game played a little, then left for another: the menu that brings it back.
    const Grid solution = solve(game.givens()).solutions.at(0);
    playSome(game, solution, 8, 7);
    setClock(w, 6 * 60 + 21);
    w.newDailyGame(QDate(2026, 11, 26));
    settle(w);
    playSome(game, solve(game.givens()).solutions.at(0), 4, 5);
    w.actions().enterPuzzle->trigger();
    settle(w);
    QMenu* gameMenu = w.menuBar()->actions().front()->menu();
    QMenu* recent = nullptr;
    for (QAction* action : gameMenu->actions())
        if (action->menu() && action->menu()->objectName() == QLatin1String("recentGames")) recent = action->menu();
    if (recent) {
        gameMenu->popup(w.mapToGlobal(QPoint(4, w.menuBar()->height())));
        QApplication::processEvents();
        gameMenu->setActiveAction(recent->menuAction());
        recent->popup(gameMenu->mapToGlobal(gameMenu->actionGeometry(recent->menuAction()).topRight()));
        QApplication::processEvents();
        ok &= shoot(w, prefix + QStringLiteral("recent-games.png"));
        recent->hide();
        gameMenu->hide();
    } else {
        ok = false;
    }

    // A puzzle code with a typo: the dialog stays, the mistake said and selected.
    w.setDialogsEnabled(true);
    w.actions().newFromCode->trigger();
    if (auto* dialog = w.findChild<QInputDialog*>()) {
        dialog->setTextValue(QStringLiteral("9E-MG2K0F3!"));
        dialog->accept();
        ok &= shoot(w, prefix + QStringLiteral("puzzle-code-mistyped.png"));
        dialog->reject();
    }
    w.setDialogsEnabled(false);

    // Fix this first: the marks of a cell leave out its digit; the frame keeps them in sight.
    w.pasteText(QStringLiteral("..3.....2..2.....1..7..2.36..6..3.2...1.4......5....6..3......4.74.8...962.4.7..."));
    settle(w);
    markSome(game, 0, 12);
    const Grid truth = solve(game.givens()).solutions.at(0);
    for (int c = 0; c < game.cellCount(); ++c)
        if (game.value(c) == 0 && game.hasPencilMark(c, truth.at(c))) {
            game.togglePencilMark(c, truth.at(c));
            break;
        }
    w.actions().hint->trigger();
    settle(w);
    ok &= shoot(w, prefix + QStringLiteral("fix-this-first.png"));
    w.actions().dismiss->trigger();

    // The smallest window, and a large one: the board first, the pad beside it.
    w.resize(100, 100);
    QApplication::processEvents();
    ok &= shoot(w, prefix + QStringLiteral("window-smallest.png"));
    w.resize(1580, 950);
    ok &= shoot(w, prefix + QStringLiteral("window-large.png"));
    w.resize(1000, 740);
    return ok;
}

// Notation a SudokuPad player would have on a hard puzzle part-way through: digits, centre marks in the
// cells down to two or three candidates, corner marks where a digit has two places in a box (Snyder
// notation), a chain coloured in two colours, a cell in two colours (slices) and a bivalue cell's
// candidates coloured. Returns the cells it coloured.
std::vector<int> writeNotation(ui::Game& game, const Grid& solution) {
    playSome(game, solution, 6, 7);
    const int n = game.size();
    const Shape shape = game.shape();
    int centred = 0;
    for (int c = 0; c < game.cellCount() && centred < 16; ++c) {
        if (game.value(c) != 0 || std::popcount(game.candidates(c)) > 4) continue;
        for (int v = 1; v <= n; ++v)
            if (game.candidates(c) & ui::markBit(v)) game.enter({c}, ui::Layer::Centre, v);
        ++centred;
    }
    for (int box = 0; box < 9; ++box) { // Snyder: a digit with exactly two places in the box
        for (int v = 1; v <= n; ++v) {
            std::vector<int> places;
            for (int c = 0; c < game.cellCount(); ++c)
                if (shape.boxOf(c) == box && game.value(c) == 0 && game.cell(c).marks == 0 &&
                    (game.candidates(c) & ui::markBit(v)))
                    places.push_back(c);
            if (places.size() == 2) game.enter(places, ui::Layer::Corner, v);
        }
    }
    std::vector<int> coloured;
    std::vector<int> empty;
    for (int c = 0; c < game.cellCount(); ++c)
        if (game.value(c) == 0 && game.cell(c).marks == 0) empty.push_back(c);
    for (std::size_t i = 0; i < empty.size() && coloured.size() < 5; i += 7) coloured.push_back(empty[i]);
    for (std::size_t i = 0; i < coloured.size(); ++i) game.enter({coloured[i]}, ui::Layer::Colour, i % 2 == 0 ? 1 : 2);
    if (!coloured.empty()) game.enter({coloured.back()}, ui::Layer::Colour, 4); // two colours: slices
    for (int c = 0; c < game.cellCount(); ++c) { // a bivalue cell's candidates in two colours
        if (game.value(c) != 0 || std::popcount(game.cell(c).marks) != 2) continue;
        int colour = 1;
        for (int v = 1; v <= n; ++v)
            if (game.cell(c).marks & ui::markBit(v)) game.colourCandidate(c, v, colour++ == 1 ? 1 : 6);
        break;
    }
    return coloured;
}

// Play → Back to Checkpoint opened, as a click would open it: the Play menu under its title and the
// list beside its entry.
void openCheckpointMenu(MainWindow& w) {
    QMenu* play = nullptr;
    for (QMenu* menu : w.findChildren<QMenu*>())
        if (menu->actions().contains(w.actions().setCheckpoint)) play = menu;
    if (!play) return;
    QAction* list = nullptr;
    const QList<QAction*> entries = play->actions();
    for (int i = 0; i + 1 < entries.size(); ++i)
        if (entries[i] == w.actions().setCheckpoint) list = entries[i + 1];
    QPoint at = w.mapToGlobal(QPoint(0, w.menuBar()->height()));
    for (QAction* title : w.menuBar()->actions())
        if (title->menu() == play) at = w.menuBar()->mapToGlobal(w.menuBar()->actionGeometry(title).bottomLeft());
    play->popup(at);
    QApplication::processEvents();
    if (list && list->menu()) {
        play->setActiveAction(list);
        const QRect entry = play->actionGeometry(list);
        list->menu()->popup(play->mapToGlobal(QPoint(play->width() - 4, entry.top())));
    }
    QApplication::processEvents();
}

void closeMenus(MainWindow& w) {
    for (QMenu* menu : w.findChildren<QMenu*>())
        if (menu->isVisible()) menu->hide();
    QApplication::processEvents();
}

// The states issue 31 added: every layer of notation on a hard puzzle, several cells selected in
// corner mode, the digit tracker with a sticky digit, the filters, the checkpoint list, the high
// contrast theme and the board zoomed in. `all` false: only the pictures with words (the menus).
bool shootNotation(MainWindow& w, const QString& prefix, bool all) {
    bool ok = true;
    ui::Game& game = *w.game();
    ui::BoardWidget& board = *w.board();
    ui::BoardInput& input = *board.input();
    w.resize(1000, 740);
    const Grid puzzle = generate(parsePuzzleCode("9H-WNJSHE5D")->options()).puzzle;
    w.pasteText(QString::fromStdString(toLine(puzzle)));
    settle(w);
    const Grid solution = solve(puzzle).solutions.at(0);
    const std::vector<int> coloured = writeNotation(game, solution);
    setClock(w, 9 * 60 + 12);
    board.setFocus();

    if (all) {
        input.select(coloured.empty() ? 40 : coloured.front());
        ok &= shoot(w, prefix + QStringLiteral("notation.png"));

        // Several cells, corner mode: the empty cells of the middle box where 9 can go, selected (as a
        // drag over them would), and 9 typed once: a corner mark in each, one move.
        std::vector<int> places;
        for (int c = 0; c < game.cellCount(); ++c)
            if (game.shape().boxOf(c) == 4 && game.value(c) == 0 && game.cell(c).marks == 0) places.push_back(c);
        if (!places.empty()) {
            input.setMode(ui::Layer::Corner);
            input.selectCells(places, places.back());
            input.enter(9);
            ok &= shoot(w, prefix + QStringLiteral("multi-select.png"));
            game.undoStack()->undo();
        }
    }

    // Checkpoints at three moments (a restore above dropped none: they are set after it).
    game.setCheckpoint();
    playSome(game, solution, 3, 11);
    game.setCheckpoint();
    playSome(game, solution, 2, 13);
    game.setCheckpoint();
    openCheckpointMenu(w);
    ok &= shoot(w, prefix + QStringLiteral("checkpoint-menu.png"));
    closeMenus(w);
    if (!all) return ok;

    // Digit first: 7 sticky on the pad (entering with each click), the tracker's counts on every button.
    input.setMode(ui::Layer::Digit);
    input.selectCells({}, 40); // nothing selected: the pad's digit sticks
    input.setStickyDigit(7);
    ok &= shoot(w, prefix + QStringLiteral("digit-tracker.png"));
    input.setStickyDigit(0);

    // The filters: digit 4 highlighted (its cells notched, its candidates ringed) and the bivalue cells.
    input.setFilterDigit(4);
    input.setBivalueFilter(true);
    ok &= shoot(w, prefix + QStringLiteral("filter.png"));
    input.setFilterDigit(0);
    input.setBivalueFilter(false);

    // High contrast, the notation state.
    input.select(40);
    ui::Preferences contrast;
    contrast.theme = ui::Theme::HighContrast;
    w.applyPreferences(contrast);
    ok &= shoot(w, prefix + QStringLiteral("high-contrast.png"));
    w.applyPreferences(ui::Preferences{});
    QApplication::setPalette(QPalette());

    // Zoomed in three steps around the cursor: the board scrolls past the window.
    for (int i = 0; i < 3; ++i) w.actions().zoomIn->trigger();
    input.select(40);
    ok &= shoot(w, prefix + QStringLiteral("zoomed.png"));
    w.actions().zoomReset->trigger();
    return ok;
}

// The review of a puzzle read from a picture (issue 32), when the build reads pictures: a phone photo
// of a newspaper page (sudoku_dataset's training split, CC BY 4.0, tests/data/vision/LICENSE) and a
// screenshot of a window with a board in the dark theme, as Ctrl+V would bring it.
bool shootPictureReview(MainWindow& w, const QString& prefix) {
    if (!ui::canReadPictures()) return true;
    bool ok = true;
    w.resize(1000, 740);
    const auto shootReview = [&](const QString& name) {
        settle(w);
        QElapsedTimer timer;
        timer.start();
        while (w.pictureReview() && w.pictureReview()->isReading() && timer.elapsed() < 20000)
            QApplication::processEvents(QEventLoop::AllEvents, 50);
        if (ui::PictureReviewDialog* dialog = w.pictureReview()) {
            dialog->resize(820, 700);
            dialog->move(w.mapToGlobal(QPoint((w.width() - dialog->width()) / 2, 20)));
            ok &= shoot(w, prefix + name);
            dialog->reject();
        } else {
            ok = false;
        }
        QApplication::processEvents();
    };
    w.setDialogsEnabled(true);
    if (w.openPicture(QStringLiteral(QUDOKU_SOURCE_DIR "/tests/data/vision/image13.jpg"))) shootReview(QStringLiteral("picture-review-photo.png"));
    else ok = false;

    // A screenshot: the window itself, dark, a game on its board, grabbed as a picture.
    ui::Preferences dark;
    dark.theme = ui::Theme::Dark;
    w.applyPreferences(dark);
    w.pasteText(QString::fromLatin1("..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.."));
    settle(w);
    const QImage screenshot = w.grab().toImage();
    w.applyPreferences(ui::Preferences{});
    QApplication::setPalette(QPalette());
    if (w.reviewPicture(screenshot, QStringLiteral("a screenshot"))) shootReview(QStringLiteral("picture-review-screenshot.png"));
    else ok = false;
    w.setDialogsEnabled(false);
    return ok;
}

} // namespace

// The link of puzzle `index` of SudokuVariantSolverJS's published puzzles (tests/data/fpuzzles/, CC BY
// 4.0, authors named there), or "".
QString publishedVariant(int index) {
    QFile file(QStringLiteral(QUDOKU_SOURCE_DIR "/tests/data/fpuzzles/sudokuvariantsolverjs.tsv"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    while (!file.atEnd()) {
        const QList<QByteArray> fields = file.readLine().trimmed().split('\t');
        if (fields.size() >= 6 && fields[0] == QByteArray::number(index))
            return QStringLiteral("https://f-puzzles.com/?load=") + QString::fromLatin1(fields[5]);
    }
    return {};
}

// Issue 33's: variants on the board (a jigsaw, an X, Kropki dots with XV, thermometers), the Rules
// panel beside them, a variant's hint, and New Game → Variant….
bool shootVariants(MainWindow& w, const QString& prefix) {
    bool ok = true;
    ui::BoardWidget& board = *w.board();
    const auto play = [&](const QString& text) {
        ok &= w.pasteText(text);
        settle(w);
        board.setSelectedCell(-1);
    };
    const auto generated = [](const char* code) {
        GenerateOptions options = parsePuzzleCode(code)->options();
        options.rate = false; // as the app's New Game: the window rates what it loads (a 16×16 killer: minutes)
        const GenerateResult r = generate(options);
        VariantPuzzle p = VariantPuzzle::blank(r.rules);
        p.givens = r.puzzle;
        p.title = std::string("Puzzle ") + code;
        return QString::fromStdString(writeFpuzzlesJson(p));
    };
    play(generated("9M-J-4KZ7QP2M"));
    ok &= shoot(w, prefix + QStringLiteral("variant-jigsaw.png"));
    play(generated("9E-X-7Q3"));
    ok &= shoot(w, prefix + QStringLiteral("variant-x.png"));
    play(publishedVariant(22)); // "XV / Kropki Pairs"
    ok &= shoot(w, prefix + QStringLiteral("variant-kropki-xv.png"));
    play(publishedVariant(1)); // "Thermal Scanner"
    ok &= shoot(w, prefix + QStringLiteral("variant-thermometer.png"));
    for (int rung = 1; rung <= 3; ++rung) {
        w.actions().hint->trigger();
        settle(w);
    }
    ok &= shoot(w, prefix + QStringLiteral("variant-hint.png"));
    w.hintLadder()->reset();
    // Issue 34's boards: a line puzzle (renban purple, whispers green), a 9×9 killer with a cage filled
    // wrong (its sum drawn as broken), and a generated 16×16 killer (about 5 s to make).
    play(publishedVariant(14)); // "Sept. 5, '23: Renban Whispers"
    ok &= shoot(w, prefix + QStringLiteral("variant-lines.png"));
    play(generated("9M-S-DTXC6250"));
    {
        // Fill the first cage of two or more cells with 1, 2, 3, ... (or 2, 3, ... when that is its sum).
        GenerateOptions options = parsePuzzleCode("9M-S-DTXC6250")->options();
        options.rate = false;
        const GenerateResult r = generate(options);
        for (const Constraint& c : r.rules.constraints) {
            if (c.kind != ConstraintKind::KillerCage || c.cells.empty() || c.cells[0].size() < 2 || c.values.empty()) continue;
            const int k = static_cast<int>(c.cells[0].size());
            const int first = k * (k + 1) / 2 == c.values[0] ? 2 : 1;
            ui::BoardInput& input = *board.input();
            input.setMode(ui::Layer::Digit);
            for (int i = 0; i < k; ++i) {
                input.select(c.cells[0][static_cast<std::size_t>(i)]);
                input.enter(first + i);
            }
            break;
        }
        board.setSelectedCell(-1);
        settle(w);
    }
    ok &= shoot(w, prefix + QStringLiteral("killer-9x9.png"));
    play(generated("16A-S-1T2RMWKDG33ZD"));
    {
        // Two-figure numbers as digits and as centre and corner marks (the alphabet of a 16×16 killer);
        // the digits typed as a player types them, two keys each (1 6, 1 0).
        ui::BoardInput& input = *board.input();
        input.setMode(ui::Layer::Digit);
        const auto type = [&board](Qt::Key key) {
            const QString text(QChar::fromLatin1(static_cast<char>(key)));
            QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, text);
            QCoreApplication::sendEvent(&board, &press);
            QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier, text);
            QCoreApplication::sendEvent(&board, &release);
        };
        input.select(33);
        type(Qt::Key_1);
        type(Qt::Key_6);
        input.select(34);
        type(Qt::Key_1);
        type(Qt::Key_0);
        input.setMode(ui::Layer::Centre);
        input.select(49);
        for (int v : {9, 11, 12, 13, 14, 16}) input.enter(v);
        input.setMode(ui::Layer::Corner);
        input.select(50);
        for (int v : {10, 15}) input.enter(v);
        input.setMode(ui::Layer::Digit);
        board.setSelectedCell(-1);
        settle(w);
    }
    ok &= shoot(w, prefix + QStringLiteral("killer-16x16.png"));
    // Issue 34's: a generated killer's first rule-of-45 step from the solution path, previewed over
    // its position's candidates (the houses framed, the innie or outie cells marked, the removed
    // candidates circled; each cage's sum keeps clear of the candidates below it).
    play(generated("9M-S-DTXC6250"));
    w.actions().solutionPath->trigger();
    settle(w);
    {
        QTreeWidget* list = w.pathPanel()->list();
        const auto& steps = w.solutionPath()->steps();
        for (std::size_t i = 0; i < steps.size(); ++i)
            if (steps[i].technique == logic::Technique::Innies || steps[i].technique == logic::Technique::Outies) {
                list->setCurrentItem(list->topLevelItem(static_cast<int>(i)));
                list->scrollToItem(list->currentItem());
                break;
            }
    }
    ok &= shoot(w, prefix + QStringLiteral("killer-innies-hint.png"));
    w.solutionPathDock()->hide();
    // Where every forcing chain runs out (a generated 16×16 killer after 94 steps): the hint's digit
    // proved by search, at rung 3 (about 4 s to find).
    if (w.openFile(QStringLiteral(QUDOKU_SOURCE_DIR "/tests/data/killer/generated-16x16-seed7-step94.qudoku"))) {
        for (int rung = 1; rung <= 3; ++rung) {
            w.actions().hint->trigger();
            QElapsedTimer timer; // longer than settle's 10 s: the rating runs beside it on a loaded machine
            timer.start();
            while (w.hintLadder()->isBusy() && timer.elapsed() < 120000) QApplication::processEvents(QEventLoop::AllEvents, 50);
            settle(w);
        }
        ok &= shoot(w, prefix + QStringLiteral("hint-proof-by-search.png"));
        w.hintLadder()->reset();
    }
    w.actions().newVariant->trigger();
    ok &= shoot(w, prefix + QStringLiteral("variant-new-game.png"));
    for (QDialog* dialog : w.findChildren<QDialog*>())
        if (dialog->isVisible()) dialog->reject();
    settle(w);
    return ok;
}

int takeScreenshots(const QString& dir) {
    QStandardPaths::setTestModeEnabled(true); // never read or write the user's settings
    QSettings().clear();                      // the same pictures every time: no recent files, no statistics
    ui::GameHistory().clear(); // no unfinished game to restore
    QDir().mkpath(dir);
    bool ok = true;

    MainWindow w;
    w.setDialogsEnabled(false);
    w.resize(1000, 740);
    w.show();
    ui::Game& game = *w.game();
    ui::BoardWidget& board = *w.board();
    board.setFocus();

    // 1. An empty 9×9 grid in Enter mode.
    board.setSelectedCell(40);
    ok &= shoot(w, dir + QStringLiteral("/empty-9x9-enter.png"));

    // 2. A game in progress: player digits, pencil marks, one conflict.
    const Grid puzzle = generate(parsePuzzleCode("9ER-KAA84")->options()).puzzle; // the puzzle of 2026-11-24
    w.pasteText(QString::fromStdString(toLine(puzzle)));
    settle(w);
    const Grid solution = solve(puzzle).solutions.at(0);
    playSome(game, solution, 10, 7);
    markSome(game, 0, 14);
    // A wrong digit clashing with a given in its row.
    for (int c = 0; c < game.cellCount(); ++c) {
        if (game.value(c) != 0) continue;
        const int row = c / 9;
        int clash = 0;
        for (int k = row * 9; k < row * 9 + 9 && clash == 0; ++k)
            if (game.isGiven(k) && c / 3 % 3 != k / 3 % 3) clash = game.value(k);
        if (clash != 0 && c > 40) {
            game.placeValue(c, clash);
            board.setSelectedCell(c);
            break;
        }
    }
    setClock(w, 12 * 60 + 34);
    ok &= shoot(w, dir + QStringLiteral("/game-in-progress.png"));

    // 2b. The rating's detail: the status bar's words ("Hard — needs X-Wing") with the tooltip
    // that holds the grade and ER, EP and ED, as hovering the label shows it.
    for (QLabel* label : w.statusBar()->findChildren<QLabel*>()) {
        if (label->text().isEmpty() || label->text() != w.ratingText()) continue;
        QToolTip::showText(label->mapToGlobal(QPoint(0, 0)), label->toolTip(), label, {}, 60000);
        QApplication::processEvents();
        for (QWidget* top : QApplication::topLevelWidgets())
            if (top->isVisible() && top->inherits("QTipLabel")) // above the label, its right edge on the window's
                top->move(w.mapToGlobal(QPoint(w.width() - top->width() - 8, 0)).x(),
                          label->mapToGlobal(QPoint(0, -top->height() - 6)).y());
        ok &= shoot(w, dir + QStringLiteral("/rating-detail.png"));
        QToolTip::hideText();
        break;
    }

    // 3. A solved board (through the Solve action and its worker).
    w.pasteText(QString::fromStdString(toLine(puzzle)));
    settle(w);
    playSome(game, solution, 12, 5);
    w.actions().solve->trigger();
    settle(w);
    board.setSelectedCell(10);
    ok &= shoot(w, dir + QStringLiteral("/solved.png"));

    // 4. A 16×16 letters puzzle with some play.
    w.resize(1240, 960);
    w.pasteText(QString::fromLatin1(kLetters16));
    settle(w);
    const Grid solution16 = solve(game.givens()).solutions.at(0);
    playSome(game, solution16, 14, 11);
    markSome(game, 0, 6);
    board.setSelectedCell(37);
    setClock(w, 47 * 60 + 5);
    ok &= shoot(w, dir + QStringLiteral("/board-16x16.png"));
    // Its hint at rung 3: the text spells values as the board does (letters, not 10-16).
    for (int rung = 1; rung <= 3; ++rung) {
        w.actions().hint->trigger();
        settle(w);
    }
    ok &= shoot(w, dir + QStringLiteral("/hint-16x16-rung3.png"));

    // 5. The hint ladder's first three rungs on a pointing step and on a chain step (positions
    // found with qudoku-logic-survey --find; the same ones tests/ui/tst_hints.cpp uses).
    w.resize(1200, 800);
    const std::pair<const char*, const char*> ladders[] = {
        {"pointing", "..3.....2..2.....1..7..2.36..6..3.2...1.4......5....6..3......4.74.8...962.4.7..."},
        {"chain", "..12.9.34..973..128231649579.2...1.5..4.1.2.9156927483..5891726617..2398298673541"},
    };
    for (const auto& [name, position] : ladders) {
        w.pasteText(QString::fromLatin1(position));
        settle(w);
        board.setSelectedCell(0);
        for (int rung = 1; rung <= 3; ++rung) {
            w.actions().hint->trigger();
            settle(w);
            ok &= shoot(w, dir + QStringLiteral("/hint-%1-rung%2.png").arg(QLatin1String(name)).arg(rung));
        }
    }

    // An alternating inference chain, the way a player meets one: every cell pencilled in (the
    // position is top1465 line 15's from tests/data/logic/advanced_positions.txt, read by core).
    // The same for a forcing chain, whose branches are drawn one colour set each.
    const std::pair<const char*, const char*> pencilled[] = {{kAicPosition, "hint-aic-rung3.png"},
                                                             {kForcingChainPosition, "hint-forcing-chain-rung3.png"}};
    for (const auto& [position, file] : pencilled) {
        const auto state = logic::parseCandidateText(position);
        if (!state) {
            ok = false;
            continue;
        }
        ui::GameSnapshot snapshot;
    snapshot.shape = state->shape();
    snapshot.mode = ui::Mode::Play;
        for (int c = 0; c < state->cellCount(); ++c)
            snapshot.cells.push_back(state->value(c) != 0 ? ui::CellState::givenOf(state->value(c))
                                                          : ui::CellState::marked(state->candidates(c)));
        game.restore(snapshot);
        settle(w);
        board.setSelectedCell(0);
        for (int rung = 1; rung <= 3; ++rung) {
            w.actions().hint->trigger();
            settle(w);
        }
        ok &= shoot(w, dir + QLatin1Char('/') + QLatin1String(file));
    }

    // 6. The solution path of the pointing position, previewing its first step that is not a single
    // (drawn over the position before it: earlier placements faint, that position's candidates).
    w.pasteText(QString::fromLatin1(ladders[0].second));
    settle(w);
    w.actions().solutionPath->trigger();
    settle(w);
    {
        QTreeWidget* list = w.pathPanel()->list();
        const auto& steps = w.solutionPath()->steps();
        for (std::size_t i = 3; i < steps.size(); ++i)
            if (steps[i].placements.empty() && steps[i].technique != logic::Technique::Pointing) {
                list->setCurrentItem(list->topLevelItem(static_cast<int>(i)));
                list->scrollToItem(list->currentItem());
                break;
            }
    }
    ok &= shoot(w, dir + QStringLiteral("/solution-path.png"));
    w.solutionPathDock()->hide();

    // 7. A puzzle with two solutions (the classic one without two of its givens): asked before play,
    // while the board marks the cells where the two solutions differ (the question stands beside the
    // board: a wider window so the picture holds it).
    w.resize(1320, 760);
    w.setDialogsEnabled(true);
    w.pasteText(QStringLiteral("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8...."));
    settle(w);
    ok &= shoot(w, dir + QStringLiteral("/several-solutions.png"));
    if (QMessageBox* question = w.puzzleCheck()->question()) question->done(QMessageBox::Cancel);

    // 8. A newspaper puzzle typed into a file with a slip (two 5s in row 1): refused, open for
    // editing, the clash named and marked (the message stands beside the board: a wide window holds it).
    w.resize(1300, 740);
    {
        QTemporaryDir files;
        const QString path = files.filePath(QStringLiteral("newspaper.txt"));
        QFile file(path);
        file.open(QIODevice::WriteOnly);
        QByteArray clash = QByteArray::fromStdString(toLine(puzzle));
        clash[8] = clash[0] != '.' ? clash[0] : '5';
        file.write(clash + "\n");
        file.close();
        w.openFile(path);
        board.setSelectedCell(8);
        ok &= shoot(w, dir + QStringLiteral("/refused-clash.png"));
        for (QMessageBox* box : w.findChildren<QMessageBox*>()) box->done(QMessageBox::Ok);
    }
    w.setDialogsEnabled(false);

    // 9. Edit Givens: back from play to Enter mode; the player's digits (blue) stay beside the givens.
    w.resize(1100, 740);
    w.pasteText(QString::fromStdString(toLine(puzzle)));
    settle(w);
    playSome(game, solution, 9, 7);
    w.actions().editGivens->trigger();
    board.setSelectedCell(30);
    ok &= shoot(w, dir + QStringLiteral("/edit-givens.png"));

    // 10. Paused: the board hidden, the clock stopped.
    w.pasteText(QString::fromStdString(toLine(puzzle)));
    settle(w);
    playSome(game, solution, 12, 7);
    setClock(w, 8 * 60 + 12);
    w.actions().pause->trigger();
    ok &= shoot(w, dir + QStringLiteral("/paused.png"));
    w.actions().pause->trigger();

    // 11. Solved by the player, faster than before: the celebration on the board. (The record starts
    // here: the shots above played games of their own.)
    w.newEmptyGrid(9);
    ui::Statistics::reset();
    {
        const auto rating = logic::ratePuzzle(puzzle);
        ui::Statistics::record(9, ui::statisticsGrade(rating.grade), true, (11 * 60 + 5) * 1000, 1);
        w.pasteText(QString::fromStdString(toLine(puzzle)));
        settle(w);
        setClock(w, 9 * 60 + 48);
        playSome(game, solution, 81, 1);
        board.setSelectedCell(40);
        ok &= shoot(w, dir + QStringLiteral("/solved-celebration.png"));
    }

    // 12. The statistics of an evening or two.
    ui::Statistics::record(9, QStringLiteral("easy"), true, (6 * 60 + 40) * 1000, 0);
    ui::Statistics::record(9, QStringLiteral("medium"), true, (14 * 60 + 2) * 1000, 2);
    ui::Statistics::record(9, QStringLiteral("medium"), false, (5 * 60) * 1000, 1);
    ui::Statistics::record(9, QStringLiteral("hard"), true, (31 * 60 + 17) * 1000, 4);
    ui::Statistics::record(16, QStringLiteral("unrated"), true, (58 * 60 + 9) * 1000, 0);
    w.actions().statistics->trigger();
    ok &= shoot(w, dir + QStringLiteral("/statistics.png"));
    if (w.statisticsDialog()) w.statisticsDialog()->reject();

    // 13. Busy: the check of a 25×25 grid that takes minutes, and a hint waiting for it; the status bar
    // names both with the time so far, and Esc would stop them.
    {
        constexpr int n = 25;
        std::string cells(n * n, '-'); // tests/ui/testsupport.h, longNoSolution25(): no solution, minutes to prove
        auto give = [&](int row, int col, int value) { cells[static_cast<std::size_t>(row * n + col)] = char('A' + value); };
        for (int v = 0; v < 10; ++v) {
            give(20, 5 + v, v);
            give(21, 15 + v, v);
            give(v, 0, v);
            give(10 + v, 1, v);
        }
        w.resize(1240, 960);
        w.pasteText(QString::fromStdString(cells));
        w.actions().hint->trigger();
        QElapsedTimer wait;
        wait.start();
        while (wait.elapsed() < 2300) QApplication::processEvents(QEventLoop::AllEvents, 50);
        const bool saved = grabWithDialogs(w).save(dir + QStringLiteral("/busy.png"));
        QTextStream(stdout) << (saved ? "saved " : "FAILED ") << dir << "/busy.png\n";
        ok &= saved;
        w.actions().cancel->trigger();
        settle(w);
        w.resize(1000, 740);
    }

    // 14. New Game: the grades for the size on the board, Custom…, the daily puzzle, a code.
    w.newEmptyGrid(9);
    settle(w);
    w.actions().newGame->trigger(); // pops the menu up under the board's corner, "Easy" highlighted
    ok &= shoot(w, dir + QStringLiteral("/new-game-menu.png"));
    if (QMenu* menu = w.actions().newGame->menu()) menu->hide();

    // 15. The Custom Game dialog: a 12×12 puzzle to practise X-Wing, quarter-turn symmetry.
    w.actions().newCustom->trigger();
    if (ui::CustomGameDialog* custom = w.customGameDialog()) {
        PuzzleCode code;
        code.shape = Shape{3, 4};
        code.target = DifficultyTarget::ofTechnique(logic::Technique::XWing);
        code.symmetry = Symmetry::Rotate90;
        custom->setCode(code);
        ok &= shoot(w, dir + QStringLiteral("/custom-game.png"));
        custom->reject();
    }

    // 16. The puzzle of a date (a Saturday: hard), just made: its code in the title and the status bar.
    w.newDailyGame(QDate(2026, 11, 28));
    settle(w);
    ok &= shoot(w, dir + QStringLiteral("/daily-puzzle.png"));

    // 17. A dark palette: Check has crossed out wrong digits, and Hint points at them first.
    const QPalette dark = ui::darkPalette(); // the Settings dialog's Dark theme
    QApplication::setPalette(dark);
    w.resize(1000, 740);
    w.pasteText(QString::fromStdString(toLine(puzzle)));
    settle(w);
    playSome(game, solution, 10, 7);
    // Two wrong digits that break no rule, so only Check can find them.
    for (int c = 0, wrong = 0; c < game.cellCount() && wrong < 2; c += 5) {
        if (game.value(c) != 0) continue;
        for (int v = 1; v <= 9; ++v)
            if (v != solution.at(c) && (game.candidates(c) & ui::markBit(v))) {
                game.placeValue(c, v);
                ++wrong;
                break;
            }
    }
    markSome(game, 40, 8);
    // And a digit that clashes with a given of its row, so the conflict tint shows on dark too.
    for (int c = 63; c < 72; ++c) {
        if (game.value(c) != 0) continue;
        int clash = 0;
        for (int k = 63; k < 72 && clash == 0; ++k)
            if (game.isGiven(k) && c / 3 % 3 != k / 3 % 3) clash = game.value(k);
        if (clash != 0) {
            game.placeValue(c, clash);
            break;
        }
    }
    w.actions().check->trigger();
    settle(w);
    w.actions().hint->trigger();
    settle(w);
    ok &= shoot(w, dir + QStringLiteral("/dark-check-hint.png"));

    // 18. The chain step's third rung on the dark palette: the role colours must hold there too.
    w.resize(1200, 800);
    w.pasteText(QString::fromLatin1(ladders[1].second));
    settle(w);
    board.setSelectedCell(0);
    for (int rung = 1; rung <= 3; ++rung) {
        w.actions().hint->trigger();
        settle(w);
    }
    ok &= shoot(w, dir + QStringLiteral("/dark-hint-chain.png"));

    // 20. What Export → As PNG Image writes, with pencil marks and the solution (the file itself).
    w.pasteText(QString::fromStdString(toLine(puzzle)));
    settle(w);
    playSome(game, solution, 6, 7);
    markSome(game, 0, 12);
    w.actions().includeMarks->setChecked(true);
    w.actions().includeSolution->setChecked(true);
    ok &= w.exportTo(dir + QStringLiteral("/export-marks-solution.png"));
    // 22. A forum post's pencil-mark grid, pasted: givens, digits solved on the way ("+8") as the
    // player's, every cell's candidates as pencil marks (tests/data/formats/forum_position.txt).
    w.pasteText(QString::fromLatin1(
        "+----------+----------+------------+\n| 47 79 +8 | 39 +2 +1 | 345 345 +6 |\n"
        "| 46 69 +5 | +7 39 +8 | 34  1   2  |\n| +1 +2 3  | +6 4  5  | 79  79  +8 |\n"
        "+----------+----------+------------+\n| 37 37 +4 | +1 +8 6  | +2  59  59 |\n"
        "| +9 +5 +1 | +2 7  3  | +8  +6  4  |\n| 2  8  +6 | +4 +5 +9 | +1  37  37 |\n"
        "+----------+----------+------------+\n| 36 36 +9 | 8  +1 +4 | 57  2   57 |\n"
        "| +8 +1 7  | +5 +6 +2 | 349 349 39 |\n| 5  +4 +2 | 39 39 +7 | 6   +8  1  |\n"
        "+----------+----------+------------+\n"));
    settle(w);
    board.setSelectedCell(0);
    ok &= shoot(w, dir + QStringLiteral("/pasted-pencil-marks.png"));

    // 21. Print…: the preview, its tool bar with the two Include toggles (the solution's page too).
    w.setDialogsEnabled(true);
    QTimer::singleShot(800, &w, [&ok, &dir] {
        QWidget* preview = QApplication::activeModalWidget();
        if (!preview) {
            ok = false;
            return;
        }
        preview->resize(1100, 800);
        QApplication::processEvents();
        const bool saved = preview->grab().save(dir + QStringLiteral("/print-preview.png"));
        QTextStream(stdout) << (saved ? "saved " : "FAILED ") << dir << "/print-preview.png\n";
        ok &= saved;
        preview->close();
    });
    w.actions().print->trigger();
    w.setDialogsEnabled(false);
    w.actions().includeMarks->setChecked(false);
    w.actions().includeSolution->setChecked(false);

    // 19. The Settings dialog over the dark window, with the choices of a player who wants more at once.
    ok &= shootSettings(w, dir + QStringLiteral("/settings-dark.png"));
    QApplication::setPalette(QPalette());

    // 23. Issue 30's states: first start, Recent Games, a mistyped code, Fix this first, window sizes.
    ok &= shootFirstHour(w, dir + QLatin1Char('/'));

    // 24. Issue 31's: notation, multi-select, the digit tracker, filters, checkpoints, high contrast, zoom.
    ok &= shootNotation(w, dir + QLatin1Char('/'), true);

    // 25. Issue 32's: a puzzle read from a photo and from a screenshot, in review.
    ok &= shootPictureReview(w, dir + QLatin1Char('/'));

    // 26. Issue 33's: variants.
    ok &= shootVariants(w, dir + QLatin1Char('/'));

    return ok ? 0 : 1;
}

int takeTranslatedScreenshots(const QString& dir, const QString& language) {
    ui::GameHistory().clear(); // no unfinished game to restore
    QDir().mkpath(dir);
    bool ok = true;
    MainWindow w;
    w.setDialogsEnabled(false);
    w.resize(1100, 760);
    w.show();
    ui::Game& game = *w.game();
    ui::BoardWidget& board = *w.board();
    board.setFocus();
    const QString prefix = dir + QLatin1Char('/') + language;

    // A game in progress with a conflict, the menus, the status bar and the hint panel's words.
    const Grid puzzle = generate(parsePuzzleCode("9ER-KAA84")->options()).puzzle;
    w.pasteText(QString::fromStdString(toLine(puzzle)));
    settle(w);
    const Grid solution = solve(puzzle).solutions.at(0);
    playSome(game, solution, 10, 7);
    markSome(game, 0, 14);
    setClock(w, 12 * 60 + 34);
    for (int rung = 1; rung <= 3; ++rung) {
        w.actions().hint->trigger();
        settle(w);
    }
    ok &= shoot(w, prefix + QStringLiteral("-hint.png"));

    // A chain step's full explanation: the longest sentences the step texts build.
    w.pasteText(QString::fromLatin1(
        "..12.9.34..973..128231649579.2...1.5..4.1.2.9156927483..5891726617..2398298673541"));
    settle(w);
    for (int rung = 1; rung <= 3; ++rung) {
        w.actions().hint->trigger();
        settle(w);
    }
    ok &= shoot(w, prefix + QStringLiteral("-hint-chain.png"));

    // The New Game menu and the Settings dialog.
    w.actions().newGame->trigger();
    ok &= shoot(w, prefix + QStringLiteral("-new-game-menu.png"));
    if (QMenu* menu = w.actions().newGame->menu()) menu->hide();
    ok &= shootSettings(w, prefix + QStringLiteral("-settings.png"));
    QApplication::setPalette(QPalette());
    ok &= shootFirstHour(w, prefix + QLatin1Char('-'));
    ok &= shootNotation(w, prefix + QLatin1Char('-'), false);
    ok &= shootVariants(w, prefix + QLatin1Char('-'));
    return ok ? 0 : 1;
}

} // namespace qudoku::app
