// The app with variant puzzles (issue 33, section 6), through the real window: f-puzzles JSON and
// links pasted and opened are played under their rules (the check counts under them, the rules panel
// says them, the board draws them), bad ones are refused with where and why; candidates, pencil-mark
// cleaning and conflicts follow every constraint; the save file and the copied link carry the rules;
// New Game → Variant… makes a graded variant; hints on a variant are steps of its rules.
//
// The puzzles are made here by core's generator (a seed each), written by core's f-puzzles writer.

#include <algorithm>

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QRadioButton>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QGuiApplication>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include "analysis/session.h"
#include "board/boardcolors.h"
#include "board/boardinput.h"
#include "board/boardpainter.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "hint/hintladder.h"
#include "qudoku/cage_combinations.h"
#include "qudoku/fpuzzles.h"
#include "qudoku/generator.h"
#include "qudoku/logic/engine.h"
#include "testsupport.h"
#include "window/customgamedialog.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "window/numberpad.h"
#include "window/cagecombinationsview.h"
#include "window/rulespanel.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

constexpr int kWait = 30000;

// A unique puzzle of `variants` (graded easy), as an f-puzzles document with a title.
VariantPuzzle made(VariantSet variants, int size, std::uint64_t seed, const char* title) {
    GenerateOptions options;
    options.variants = variants;
    options.shape = Rules{size, {}, {}, {}}.gridShape();
    options.target = DifficultyTarget::ofGrade(logic::Grade::Easy);
    options.seed = seed;
    const GenerateResult r = generate(options);
    VariantPuzzle p = VariantPuzzle::blank(r.rules);
    p.givens = r.puzzle;
    p.title = title;
    p.author = "Qudoku's tests";
    p.rulesText = "Normal sudoku rules apply.";
    return p;
}

// Rules with constraints the generator does not make: a white dot between r1c1 and r1c2, a
// thermometer r2c1 → r2c3, anti-knight.
VariantPuzzle withConstraints() {
    VariantPuzzle p = VariantPuzzle::blank(Rules::classic(9));
    p.rules.constraints = {{ConstraintKind::AntiKnight, {}, {}},
                           {ConstraintKind::Difference, {{0, 1}}, {}},
                           {ConstraintKind::Thermometer, {{9, 10, 11}}, {}}};
    p.givens = Grid(p.rules.gridShape());
    return p;
}

QString json(const VariantPuzzle& p) { return QString::fromStdString(writeFpuzzlesJson(p)); }

// The rules as f-puzzles spells them, read back (the order of extra houses may differ from the
// generator's; the rules are the same).
Rules asRead(const VariantPuzzle& p) { return readFpuzzlesJson(writeFpuzzlesJson(p))->rules; }

} // namespace

class TestVariants : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void init() { window_ = test::openWindow(); }
    void cleanup() {
        delete window_;
        window_ = nullptr;
    }

    void pastedPuzzlesArePlayedUnderTheirRules_data();
    void pastedPuzzlesArePlayedUnderTheirRules();
    void badVariantTextIsRefusedWithWhereAndWhy_data();
    void badVariantTextIsRefusedWithWhereAndWhy();
    void aFileOfJsonLinesIsACollection();
    void candidatesAndMarksFollowTheConstraints();
    void aBrokenConstraintIsAConflict();
    void saveAndOpenKeepTheRules();
    void copiedLinksPasteBackTheSamePosition();
    void theRulesPanelSaysTheRules();
    void jigsawBordersAreDrawnThick();
    void marksOfASizeWithoutBoxesSitInASquare();
    void newGameVariantMakesAGradedVariant();
    void newGameKillerMakesAGradedKiller();
    void newGameKillerAnyDifficultyAt16();
    void twoKeysTypeNumbersOverNine();
    void theCageHelperFollowsTheSelection();
    void hintsOnAVariantAreStepsOfItsRules();

private:
    void waitForCheck();
    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestVariants::waitForCheck() {
    QTRY_VERIFY_WITH_TIMEOUT(window_->session()->factsState() == AnalysisSession::FactsState::Known, kWait);
}

void TestVariants::pastedPuzzlesArePlayedUnderTheirRules_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<Rules>("rules");
    const VariantPuzzle x = made({VariantKind::X}, 9, 1, "X");
    const VariantPuzzle jigsaw = made({VariantKind::Jigsaw}, 7, 2, "Jigsaw 7");
    const VariantPuzzle knight = made({VariantKind::AntiKnight, VariantKind::Windoku}, 9, 3, "Windoku anti-knight");
    QTest::newRow("f-puzzles JSON") << json(x) << asRead(x);
    QTest::newRow("f-puzzles link") << QString::fromStdString(fpuzzlesLink(jigsaw)) << asRead(jigsaw);
    QTest::newRow("SudokuPad link") << QString::fromStdString(sudokuPadLink(knight)) << asRead(knight);
}

void TestVariants::pastedPuzzlesArePlayedUnderTheirRules() {
    QFETCH(QString, text);
    QFETCH(Rules, rules);
    QVERIFY(window_->pasteText(text));
    const Game* game = window_->game();
    QCOMPARE(game->mode(), Mode::Play);
    QVERIFY(game->rules() == rules);
    QVERIFY(game->isVariant());
    QCOMPARE(game->size(), rules.size);
    waitForCheck();
    // Counted under its rules: unique (classic rules alone would leave these puzzles several solutions).
    QVERIFY(window_->session()->facts()->isUnique());
    QVERIFY(window_->session()->facts()->rules == rules);
    QCOMPARE(window_->board()->hasFocus() || !window_->isActiveWindow(), true);
}

void TestVariants::badVariantTextIsRefusedWithWhereAndWhy_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected"); // a part of the message
    QTest::newRow("broken JSON") << QStringLiteral("{\"size\": 9, \"grid\": [[}") << QStringLiteral("line 1, column");
    QTest::newRow("a rule not solved yet") << QStringLiteral("{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
                                                             "\"lockout\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]}")
                                          << QStringLiteral("lockout lines");
    QTest::newRow("a killer cage's impossible sum") << QStringLiteral("{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
                                                                      "\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"9\"}]}")
                                                   << QStringLiteral("the sum 9 cannot be made of 2 different digits");
    QTest::newRow("a bad link") << QStringLiteral("https://f-puzzles.com/?load=%%%") << QStringLiteral("Cannot paste");
}

void TestVariants::badVariantTextIsRefusedWithWhereAndWhy() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QVERIFY(window_->pasteText(json(made({VariantKind::X}, 9, 1, "X"))));
    const GameSnapshot before = window_->game()->snapshot();
    QSignalSpy errors(window_, &MainWindow::errorReported);
    QVERIFY(!window_->pasteText(text));
    QCOMPARE(errors.count(), 1);
    const QString message = errors.at(0).at(0).toString();
    QVERIFY2(message.contains(expected), qPrintable(message));
    QVERIFY(message.startsWith(QStringLiteral("Cannot paste")));
    QVERIFY(window_->game()->snapshot().cells == before.cells);
    QVERIFY(window_->game()->rules() == before.rules);
}

void TestVariants::aFileOfJsonLinesIsACollection() {
    const QString path = dir_.filePath(QStringLiteral("two.jsonl"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const VariantPuzzle a = made({VariantKind::X}, 9, 4, "first");
    const VariantPuzzle b = made({VariantKind::Jigsaw}, 6, 5, "second");
    file.write((json(a) + QLatin1Char('\n') + json(b) + QLatin1Char('\n')).toUtf8());
    file.close();
    QVERIFY(window_->openFile(path));
    QCOMPARE(window_->puzzleCount(), 2);
    QVERIFY(window_->game()->rules() == asRead(a));
    window_->actions().nextPuzzle->trigger();
    QVERIFY(window_->game()->rules() == asRead(b));
    QCOMPARE(window_->game()->size(), 6);
}

// What the board offers as candidates, and what placing a digit cleans from the pencil marks, are the
// rules' direct consequences: the same digit a knight's move away, the other side of a white dot, the
// rest of a thermometer.
void TestVariants::candidatesAndMarksFollowTheConstraints() {
    Game* game = window_->game();
    game->loadVariant(withConstraints(), Alphabet::Digits);
    QVERIFY(game->fillCandidates());
    const int r1c1 = 0, r1c2 = 1, r2c1 = 9, r2c2 = 10, r2c3 = 11, r3c5 = 22, r2c4 = 12;
    QVERIFY(game->placeValue(r1c1, 5));
    QCOMPARE(game->candidates(r1c2), MarkSet(markBit(4) | markBit(6)));    // the white dot
    QCOMPARE(game->pencilMarks(r1c2), MarkSet(markBit(4) | markBit(6)));   // cleaned the same way
    QVERIFY(!(game->candidates(r2c3) & markBit(5)));                       // a knight's move (and the box)
    QVERIFY(game->placeValue(r3c5, 7));
    QVERIFY(!(game->candidates(r2c3) & markBit(7)));                       // a knight's move from r3c5
    QVERIFY(!(game->candidates(r2c4) & markBit(7)));                       // box 2
    QVERIFY(game->placeValue(r2c2, 4));
    QCOMPARE(game->candidates(r2c1) & (markBit(4) | markBit(5) | markBit(6) | markBit(7) | markBit(8) | markBit(9)),
             MarkSet(0)); // below 4 on the thermometer's bulb
    QVERIFY(!(game->candidates(r2c3) & (markBit(1) | markBit(2) | markBit(3) | markBit(4))));
}

void TestVariants::aBrokenConstraintIsAConflict() {
    Game* game = window_->game();
    game->loadVariant(withConstraints(), Alphabet::Digits);
    QVERIFY(game->placeValue(0, 5));
    QVERIFY(game->conflicts().empty());
    QVERIFY(game->placeValue(1, 7)); // a white dot between 5 and 7
    QCOMPARE(static_cast<int>(game->conflicts().size()), 1);
    QVERIFY(game->conflicts().front().isConstraint());
    QCOMPARE(game->conflicts().front().constraintKind, ConstraintKind::Difference);
    QCOMPARE(game->conflictCells(), (std::vector<int>{0, 1}));
    QVERIFY(game->placeValue(1, 4));
    QVERIFY(game->conflicts().empty());
}

void TestVariants::saveAndOpenKeepTheRules() {
    VariantPuzzle p = made({VariantKind::Jigsaw, VariantKind::X}, 9, 6, "Kept");
    QVERIFY(window_->pasteText(json(p)));
    Game* game = window_->game();
    const int empty = [&] {
        for (int c = 0; c < game->cellCount(); ++c)
            if (!game->isGiven(c)) return c;
        return -1;
    }();
    QVERIFY(game->placeValue(empty, 3));
    const QString path = dir_.filePath(QStringLiteral("variant.qudoku"));
    QVERIFY(window_->saveTo(path));
    const GameSnapshot saved = game->snapshot();
    {
        // Version 3, so a Qudoku without variants refuses it rather than playing it under classic rules.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("\"version\": 3"));
        QVERIFY(text.contains("\"variant\": \"{"));
    }
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle))); // something else on the board
    QVERIFY(!game->isVariant());
    QVERIFY(window_->openFile(path));
    QVERIFY(game->rules() == asRead(p));
    QVERIFY(game->snapshot().cells == saved.cells);
    QVERIFY(game->document());
    QCOMPARE(game->document()->title, std::string("Kept"));
    QCOMPARE(game->document()->rulesText, p.rulesText);
}

void TestVariants::copiedLinksPasteBackTheSamePosition() {
    QVERIFY(window_->pasteText(json(made({VariantKind::Windoku}, 9, 7, "Linked"))));
    Game* game = window_->game();
    int empty = 0;
    while (game->isGiven(empty)) ++empty;
    QVERIFY(game->placeValue(empty, 2));
    const GameSnapshot before = game->snapshot();
    for (QAction* copy : {window_->actions().copyFpuzzlesLink, window_->actions().copySudokuPadLink}) {
        QVERIFY(copy->isEnabled());
        copy->trigger();
        const QString link = QGuiApplication::clipboard()->text();
        QVERIFY2(link.startsWith(QStringLiteral("https://")), qPrintable(link));
        QVERIFY(window_->pasteText(QStringLiteral("1") + QString(80, QLatin1Char('.')))); // a classic puzzle between
        QVERIFY(window_->pasteText(link));
        QVERIFY(game->rules() == before.rules);
        QCOMPARE(game->givens(), Grid([&] {
                     Grid g(before.shape);
                     for (int c = 0; c < game->cellCount(); ++c)
                         if (before.cells[static_cast<std::size_t>(c)].given) g.set(c, before.cells[static_cast<std::size_t>(c)].value);
                     return g;
                 }()));
        QCOMPARE(game->value(empty), 2); // the player's digit came along
        QVERIFY(!game->isGiven(empty));
    }
}

void TestVariants::theRulesPanelSaysTheRules() {
    QDockWidget* dock = window_->rulesDock();
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(dock->isHidden());
    QVERIFY(window_->pasteText(json(made({VariantKind::X, VariantKind::AntiKing}, 9, 8, "Panel"))));
    QVERIFY(!dock->isHidden());
    const QString text = window_->rulesPanel()->text();
    QVERIFY2(text.contains(QStringLiteral("Panel")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Qudoku's tests")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("diagonal")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("king")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Normal sudoku rules apply.")), qPrintable(text)); // the setter's words
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(dock->isHidden());
}

// A jigsaw's region borders are drawn in the frame's ink where a classic grid has a thin line.
void TestVariants::jigsawBordersAreDrawnThick() {
    const VariantPuzzle p = made({VariantKind::Jigsaw}, 9, 9, "Borders");
    QVERIFY(window_->pasteText(json(p)));
    BoardView view;
    view.game = window_->game();
    QImage image(450, 450, QImage::Format_ARGB32_Premultiplied);
    const BoardGeometry g(view.game->shape(), image.rect(), p.rules.hasBoxes());
    const BoardColors colors = BoardColors::fromPalette(QApplication::palette());
    {
        QPainter painter(&image);
        paintBoard(painter, g, colors, view);
    }
    QVERIFY(!g.hasBoxLines()); // a jigsaw's boxes are not drawn
    int thick = 0, thin = 0;
    for (int c = 0; c < 81; ++c) {
        if (c % 9 == 8) continue;
        const QRect r = g.cellRect(c);
        const QColor seen = image.pixelColor(QPoint(r.right() + 1, r.center().y())); // the line to the right
        if (p.rules.regionOf(c) != p.rules.regionOf(c + 1)) {
            QCOMPARE(seen.rgb(), colors.lines.rgb());
            ++thick;
        } else {
            QCOMPARE(seen.rgb(), colors.thinLines.rgb());
            ++thin;
        }
    }
    QVERIFY(thick > 0 && thin > 0);
}

// A 7×7 jigsaw has no box to lay its pencil marks out like: they sit 1 2 3 / 4 5 6 / 7 (the
// squarest grid, render/mark_grid.h), not seven in one row a seventh of the cell wide.
void TestVariants::marksOfASizeWithoutBoxesSitInASquare() {
    const VariantPuzzle p = made({VariantKind::Jigsaw}, 7, 11, "Marks");
    QVERIFY(window_->pasteText(json(p)));
    Game* game = window_->game();
    int cell = 0;
    while (game->grid().at(cell) != 0) ++cell;
    for (int v = 1; v <= 7; ++v) QVERIFY(game->togglePencilMark(cell, v));
    BoardView view;
    view.game = game;
    QImage image(420, 420, QImage::Format_ARGB32_Premultiplied);
    const BoardGeometry g(game->shape(), image.rect(), p.rules.hasBoxes());
    const BoardColors colors = BoardColors::fromPalette(QApplication::palette());
    {
        QPainter painter(&image);
        paintBoard(painter, g, colors, view);
    }
    const QRect r = g.cellRect(cell);
    const auto inkIn = [&](const QRect& spot) {
        int count = 0;
        for (int y = spot.top(); y <= spot.bottom(); ++y)
            for (int x = spot.left(); x <= spot.right(); ++x) {
                const QColor c = image.pixelColor(x, y);
                count += std::abs(c.red() - colors.pencil.red()) + std::abs(c.green() - colors.pencil.green()) +
                             std::abs(c.blue() - colors.pencil.blue()) < 90;
            }
        return count;
    };
    for (int v = 1; v <= 7; ++v) {
        const QRect spot = g.markRect(cell, v);
        // Three spots across, three down: v in row (v-1)/3, column (v-1)%3.
        QVERIFY(std::abs(spot.width() - r.width() / 3) <= 1);
        QVERIFY(std::abs(spot.height() - r.height() / 3) <= 1);
        QVERIFY(std::abs(spot.left() - (r.left() + r.width() * ((v - 1) % 3) / 3)) <= 1);
        QVERIFY(std::abs(spot.top() - (r.top() + r.height() * ((v - 1) / 3) / 3)) <= 1);
        QVERIFY2(inkIn(spot) > 3, qPrintable(QStringLiteral("mark %1 drawn in its spot").arg(v)));
    }
    // Nothing in the last row's two empty spots.
    const QRect empty(g.markRect(cell, 7).topRight() + QPoint(2, 0), r.bottomRight());
    QCOMPARE(inkIn(empty), 0);
}

void TestVariants::newGameVariantMakesAGradedVariant() {
    QSignalSpy replaced(window_->game(), &Game::puzzleReplaced);
    window_->actions().newVariant->trigger();
    CustomGameDialog* dialog = window_->customGameDialog();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    dialog->variantBox(VariantKind::Jigsaw)->setChecked(true);
    dialog->variantBox(VariantKind::X)->setChecked(true);
    dialog->gradeBox()->setCurrentIndex(dialog->gradeBox()->findData(static_cast<int>(logic::Grade::Medium)));
    QVERIFY(dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    dialog->buttons()->button(QDialogButtonBox::Ok)->click();
    QTRY_VERIFY_WITH_TIMEOUT(replaced.count() >= 1 && window_->game()->isVariant(), kWait);
    const Rules& rules = window_->game()->rules();
    QVERIFY(!rules.regions.empty());
    QCOMPARE(static_cast<int>(rules.extraHouses.size()), 2);
    // Rated by the app under the rules: the grade asked for.
    QTRY_VERIFY_WITH_TIMEOUT(window_->session()->ratingState() == AnalysisSession::RatingState::Rated, kWait);
    QCOMPARE(window_->session()->rating()->grade, logic::Grade::Medium);
    QVERIFY(window_->session()->facts()->isUnique());
}

// New Game → Killer…: the dialog with Killer checked and the symmetry off (a killer has no givens to
// be symmetric); OK makes a killer of the grade asked, cages only, rated by the app under its rules;
// the board has the keyboard again.
void TestVariants::newGameKillerMakesAGradedKiller() {
    QSignalSpy replaced(window_->game(), &Game::puzzleReplaced);
    window_->actions().newKiller->trigger();
    CustomGameDialog* dialog = window_->customGameDialog();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QVERIFY(dialog->variantBox(VariantKind::Killer)->isChecked());
    QVERIFY(!dialog->symmetryBox()->isEnabled());
    QVERIFY(dialog->minimalBox()->text().contains(QStringLiteral("cages")));
    dialog->gradeBox()->setCurrentIndex(dialog->gradeBox()->findData(static_cast<int>(logic::Grade::Easy)));
    QVERIFY(dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(replaced.count() >= 1 && window_->game()->isVariant(), kWait);
    const Rules& rules = window_->game()->rules();
    QVERIFY(std::any_of(rules.constraints.begin(), rules.constraints.end(),
                        [](const Constraint& c) { return c.kind == ConstraintKind::KillerCage; }));
    QCOMPARE(window_->game()->givens().filledCount(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(window_->session()->ratingState() == AnalysisSession::RatingState::Rated, kWait);
    QCOMPARE(window_->session()->rating()->grade, logic::Grade::Easy);
    QVERIFY(window_->session()->facts()->isUnique());
    QTRY_VERIFY(window_->board()->hasFocus());
    // Unchecking Killer gives the symmetry back.
    window_->actions().newKiller->trigger();
    dialog = window_->customGameDialog(); // the last one closed itself
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QVERIFY(dialog->variantBox(VariantKind::Killer)->isChecked()); // the last killer's choice, remembered
    // The rule of 45 is a technique to practise on a killer, and only there.
    QComboBox* techniques = dialog->techniqueBox();
    const int innies = static_cast<int>(logic::Technique::Innies), outies = static_cast<int>(logic::Technique::Outies);
    QVERIFY(techniques->findData(innies) >= 0 && techniques->findData(outies) >= 0);
    QTest::mouseClick(dialog->techniqueChoice(), Qt::LeftButton);
    techniques->setCurrentIndex(techniques->findData(outies));
    QVERIFY(dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    QCOMPARE(dialog->code().target.technique, logic::Technique::Outies);
    dialog->variantBox(VariantKind::Killer)->setChecked(false);
    QVERIFY(dialog->symmetryBox()->isEnabled());
    QCOMPARE(techniques->findData(innies), -1);
    QCOMPARE(techniques->findData(outies), -1);
    QVERIFY(techniques->currentIndex() >= 0);
    dialog->reject();
}

// New Game → Killer… at 16×16 with "Any difficulty (fastest)": the killer comes as fast as its cages
// are made (about 5 s of CPU in the dev build). The generator used to rate it as well, which the
// window never used (the session rates what it loads) and which took over 5 minutes for this size.
// The wait bounds that work, not a time: it is 20 times the cages' time.
void TestVariants::newGameKillerAnyDifficultyAt16() {
#ifdef QUDOKU_SANITIZED
    constexpr int n = 12; // the sanitizers' build is unoptimised: a 16×16 killer's cages take minutes there
#else
    constexpr int n = 16;
#endif
    QSignalSpy replaced(window_->game(), &Game::puzzleReplaced);
    window_->actions().newKiller->trigger();
    CustomGameDialog* dialog = window_->customGameDialog();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    dialog->sizeBox()->setCurrentIndex(dialog->sizeBox()->findData(n));
    dialog->gradeBox()->setCurrentIndex(dialog->gradeBox()->findData(-1));
    QCOMPARE(dialog->code().target.kind, DifficultyTarget::Kind::Any);
    QVERIFY(dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(replaced.count() >= 1 && window_->game()->isVariant(), 10 * kWait);
    const Rules& rules = window_->game()->rules();
    QCOMPARE(rules.size, n);
    QVERIFY(std::any_of(rules.constraints.begin(), rules.constraints.end(),
                        [](const Constraint& c) { return c.kind == ConstraintKind::KillerCage; }));
    QCOMPARE(window_->game()->givens().filledCount(), 0);
    QTRY_VERIFY(window_->board()->hasFocus());
    // Its digits are numbers, 1 to n, as its sums are: the pad has n (typed as a letter, from A for 10, as its tip says).
    QCOMPARE(window_->game()->alphabet(), Alphabet::Numbers);
    QStringList padNames;
    QToolButton* largest = nullptr;
    for (QToolButton* button : window_->findChild<NumberPad*>()->findChildren<QToolButton*>()) {
        padNames << button->accessibleName();
        if (button->accessibleName().startsWith(QStringLiteral("Enter %1").arg(n))) largest = button;
    }
    QVERIFY2(largest, qPrintable(padNames.join(u'|')));
    QVERIFY2(largest->toolTip().contains(QStringLiteral("Keys: 1 then %1, or %2").arg(n - 10).arg(QChar(u'A' + n - 10))),
             qPrintable(largest->toolTip()));
    window_->board()->setSelectedCell(0);
    QTest::keyClick(window_->board(), static_cast<Qt::Key>(Qt::Key_A + n - 10));
    QCOMPARE(window_->game()->value(0), n);
}

// On a grid of numbers (a 16×16 killer), "1" then "6" types 16 as one move, "1" "0" 10; a second key
// in another cell, after another move or after the window is a key of its own; Shift and Ctrl type
// corner and centre marks the same way; letters still type them.
void TestVariants::twoKeysTypeNumbersOverNine() {
    QFile file(QStringLiteral(QUDOKU_TEST_DATA "/killer/generated-16x16-seed7.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(window_->pasteText(QString::fromUtf8(file.readAll())));
    Game* game = window_->game();
    QCOMPARE(game->size(), 16);
    QCOMPARE(game->alphabet(), Alphabet::Numbers);
    BoardWidget* board = window_->board();
    board->input()->setNumberKeyWindow(std::chrono::minutes(1)); // a test's two keys are never that far apart
    QUndoStack* undo = game->undoStack();
    const int r1c2 = 1, r1c3 = 2;

    board->setSelectedCell(0);
    const int before = undo->index();
    QTest::keyClick(board, Qt::Key_1);
    QCOMPARE(game->value(0), 1);
    QTest::keyClick(board, Qt::Key_6);
    QCOMPARE(game->value(0), 16);
    QCOMPARE(undo->index(), before + 1); // one move: Undo takes the 16 back whole
    QCOMPARE(undo->undoText(), QStringLiteral("16 in r1c1"));
    undo->undo();
    QCOMPARE(game->value(0), 0);

    QTest::keyClick(board, Qt::Key_1);
    QTest::keyClick(board, Qt::Key_0); // '0' alone erases; after "1" it is 10
    QCOMPARE(game->value(0), 10);
    QTest::keyClick(board, Qt::Key_1);
    QTest::keyClick(board, Qt::Key_1);
    QCOMPARE(game->value(0), 11);
    QTest::keyClick(board, Qt::Key_1); // a third key starts again
    QCOMPARE(game->value(0), 1);
    QTest::keyClick(board, Qt::Key_7); // 17 is not a number of the grid: 7
    QCOMPARE(game->value(0), 7);

    // A held key's repeats are not a second key: a held 1 stays 1.
    QTest::keyClick(board, Qt::Key_1);
    QKeyEvent repeat(QEvent::KeyPress, Qt::Key_1, Qt::NoModifier, QStringLiteral("1"), true); // auto-repeat
    QCoreApplication::sendEvent(board, &repeat);
    QCOMPARE(game->value(0), 1);
    QTest::keyClick(board, Qt::Key_7); // and the repeat ended the number: 7
    QCOMPARE(game->value(0), 7);

    // Another cell before the second key: each key is its own digit.
    QTest::keyClick(board, Qt::Key_1);
    board->setSelectedCell(r1c2);
    QTest::keyClick(board, Qt::Key_2);
    QCOMPARE(game->value(0), 1);
    QCOMPARE(game->value(r1c2), 2);
    // After the window: the second key replaces the 1.
    board->input()->setNumberKeyWindow(std::chrono::milliseconds(0));
    QTest::keyClick(board, Qt::Key_1);
    QTest::qWait(20);
    QTest::keyClick(board, Qt::Key_2);
    QCOMPARE(game->value(r1c2), 2);
    board->input()->setNumberKeyWindow(std::chrono::minutes(1));

    // Marks: Shift types a corner mark, Ctrl a centre mark, in two keys the same way.
    board->setSelectedCell(r1c3);
    QTest::keyClick(board, Qt::Key_1, Qt::ShiftModifier);
    QTest::keyClick(board, Qt::Key_4, Qt::ShiftModifier);
    QVERIFY(game->cell(r1c3).corner.contains(14));
    QVERIFY(!game->cell(r1c3).corner.contains(1));
    QVERIFY(!game->cell(r1c3).corner.contains(4));
    QTest::keyClick(board, Qt::Key_1, Qt::ControlModifier);
    QTest::keyClick(board, Qt::Key_3, Qt::ControlModifier);
    QVERIFY(game->cell(r1c3).marks >> (13 - 1) & 1u);
    QVERIFY(!(game->cell(r1c3).marks & 1u));
    // And the letters still type numbers: G is 16.
    QTest::keyClick(board, Qt::Key_G);
    QCOMPARE(game->value(r1c3), 16);
}

// The cage helper lists the combinations of the cage the player clicks, and strikes out those a
// placed digit rules out.
void TestVariants::theCageHelperFollowsTheSelection() {
    QVERIFY(window_->pasteText(json(made({VariantKind::Killer}, 9, 12, "Cages"))));
    waitForCheck();
    auto* helper = window_->findChild<CageCombinationsView*>();
    QVERIFY(helper);
    QVERIFY(helper->isVisibleTo(window_));
    const Rules& rules = window_->game()->rules();
    // The first cage of two or more cells, and the solution's digit in its first cell.
    const auto cage = std::find_if(rules.constraints.begin(), rules.constraints.end(), [](const Constraint& c) {
        return c.kind == ConstraintKind::KillerCage && c.cells.front().size() >= 2;
    });
    QVERIFY(cage != rules.constraints.end());
    const int first = cage->cells.front().front();
    const QString heading = QStringLiteral("Cage %1 in %2 cells").arg(cage->values.front()).arg(cage->cells.front().size());
    const BoardGeometry g = window_->board()->boardGeometry();
    QTest::mouseClick(window_->board(), Qt::LeftButton, {}, g.cellRect(first).center());
    QTRY_VERIFY2(helper->text().contains(heading), qPrintable(helper->text()));
    QVERIFY2(helper->text().contains(QStringLiteral("fit the candidates")), qPrintable(helper->text()));
    // The solution's digit typed in: the sets without it no longer fit (when there are any).
    const int digit = window_->session()->facts()->solution().at(first);
    const std::vector<CageCombination> before =
        cageCombinations(9, cage->values.front(), std::vector<std::uint32_t>(cage->cells.front().size(), 0x1ff));
    const int without = static_cast<int>(std::count_if(before.begin(), before.end(), [&](const CageCombination& c) {
        return !(c.digits >> (digit - 1) & 1u);
    }));
    QTest::keyClick(window_->board(), static_cast<Qt::Key>(Qt::Key_0 + digit));
    QCOMPARE(window_->game()->value(first), digit);
    if (without > 0) QTRY_VERIFY2(helper->text().contains(QStringLiteral("struck out")), qPrintable(helper->text()));
    // Away from the cages' sums: a classic puzzle hides the helper with the Rules panel.
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(!helper->isVisibleTo(window_));
}

// A hint on an X puzzle is a step of the X rules, and applying hint after hint solves the puzzle
// into its unique solution: no step the player is shown is unsound.
void TestVariants::hintsOnAVariantAreStepsOfItsRules() {
    QVERIFY(window_->pasteText(json(made({VariantKind::X, VariantKind::AntiKnight}, 9, 10, "Hints"))));
    waitForCheck();
    const Grid solution = window_->session()->facts()->solution();
    Game* game = window_->game();
    HintLadder* ladder = window_->hintLadder();
    for (int steps = 0; !game->isSolved() && steps < 200; ++steps) {
        window_->actions().hint->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!ladder->isBusy(), kWait);
        const std::optional<logic::Step> step = ladder->step();
        QVERIFY2(step, qPrintable(ladder->text()));
        for (const auto& [cell, value] : step->placements) QCOMPARE(value, solution.at(cell));
        for (const auto& [cell, value] : step->eliminations) QVERIFY(value != solution.at(cell));
        QVERIFY(!ladder->text().isEmpty());
        ladder->apply();
    }
    QVERIFY(game->isSolved());
    QCOMPARE(game->grid(), solution);
}

QTEST_MAIN(TestVariants)
#include "tst_variants.moc"
