// The hint ladder, the solution path and the puzzle rating end to end through the main window.
// Hint is pressed through its QAction (Ctrl+H), the panel's buttons and the path list are clicked
// with the mouse, and what the board shows is read back through BoardWidget::hintOverlay() — the
// data the painter draws. Everything is computed on the worker; the tests wait with QTRY_*.

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <algorithm>

#include "analysis/session.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "hint/hintladder.h"
#include "hint/hintpanel.h"
#include "hint/pathpanel.h"
#include "hint/puzzlerating.h"
#include "hint/solutionpath.h"
#include "hint/stepoverlay.h"
#include "qudoku/logic/candidate_text.h"
#include "qudoku/logic/engine.h"
#include "qudoku/logic/notation.h"
#include "qudoku/solver.h"
#include "../core/logic_support.h"
#include "testsupport.h"
#include "text/rating_text.h"
#include "text/step_text.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

using test::kPointingNext;
// A position from the SE-rated set (found with --find xy-chain) where the next step is an XY-Chain.
const char* const kChainNext =
    "..12.9.34..973..128231649579.2...1.5..4.1.2.9156927483..5891726617..2398298673541";
// Few givens: many solutions, and nothing that holds in all of them to start from. The search tries
// every technique, forcing chains included, on a grid full of candidates: 1.6 s here, a minute or more
// under the sanitizers (they run only the deadly rectangle below).
[[maybe_unused]] const char* const kSeveralSolutions = // unused under the sanitizers
    "53..7............................................................................";
// A solved grid with a deadly rectangle left open (r4c6, r4c9, r5c6, r5c9 hold 1 and 3 either way): two
// solutions, and no step holds in both.
const char* const kDeadlyRectangle =
    "53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179";
using test::kTwoSolutions;
// puzzles2_17_clue line 13982: its path meets an avoidable rectangle type 1 (r7c2<>6) once the engine
// has solved r7c5, r8c2 and r8c5 (tests/data/logic/avoidable_rectangle_positions.txt).
const char* const kAvoidableInPath =
    "................12..3.45........6.......73..428..........8...2...7......5.....6.1";

// A 25×25 grid with four givens (A to D in the first row): very many solutions (issue 30: a hint ran
// 44 s and grew to 3.4 GB on one).
std::string fourGivens25() {
    std::string cells(625, '-');
    cells.replace(0, 4, "ABCD");
    return cells;
}

// An upper bound for worker replies, not an expectation. A hint search that finds nothing runs every
// technique, forcing chains included (1.6 s on a nearly empty grid here, a minute under the sanitizers).
#ifdef QUDOKU_SANITIZED
constexpr int kWait = 120000;
#else
constexpr int kWait = 20000;
#endif

} // namespace

class TestHints : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void init();
    void cleanup();

    void eachRungChangesTheBoard_data();
    void eachRungChangesTheBoard();
    void fourthPressAppliesOneUndoableMove();
    void applyWorksAtEveryRung_data();
    void applyWorksAtEveryRung();
    void applyRemovesOnlyTheEliminatedMarks();
    void placementsBecomePlayerDigits();
    void nextStepAppliesAndClimbsToTheSameRung();
    void pencilMarksNarrowTheCandidates();
    void wrongDigitComesFirst();
    void missingPencilMarkComesFirst();
    void changingTheBoardDropsTheHint();
    void severalSolutionsGiveHintsThatHoldInEverySolution();
    void severalSolutionsWithoutACommonStepSayWhy_data();
    void severalSolutionsWithoutACommonStepSayWhy();
    void manySolutionsAnswerAtOnce_data();
    void manySolutionsAnswerAtOnce();
    void solutionPathListsStepsAndPreviews();
    void hintReplacesAPathPreview();
    void newGameAndOpenShowTheRating();
    void cancelStopsAHintSearch();
    void proofBySearchWhenTheChainsRunOut();
    void closingMidSearchExitsCleanly();
    void everyTechniqueIsExplained_data();
    void everyTechniqueIsExplained();
    void avoidableRectangleInThePath();
    void avoidableRectangleDrawnByRung();
    void bigWingDrawnByRung_data();
    void bigWingDrawnByRung();

private:
    // Presses Hint (its action) and waits for the ladder to reach `expected`.
    void pressHint(HintLadder::Rung expected);
    void play(const char* position);

    MainWindow* window_ = nullptr;
};

void TestHints::init() {
    window_ = test::openWindow({1200, 800});
}

void TestHints::cleanup() {
    delete window_;
    window_ = nullptr;
}

void TestHints::play(const char* position) { QVERIFY(window_->pasteText(QString::fromLatin1(position))); }

// A generated 16×16 killer after the engine's first 94 steps (its candidates saved as centre marks):
// every forcing chain over the rules runs out there (3 minutes at their own budgets), so the hint is
// a digit proved by search, after the hint job's 30,000 chain steps a search (about 4 s here). Not
// under the sanitizers: the three searches' 90,000 steps take minutes there (tst_logic_variants
// checks proof by search under them).
void TestHints::proofBySearchWhenTheChainsRunOut() {
#ifdef QUDOKU_SANITIZED
    QSKIP("the chains before it take minutes under the sanitizers; tst_logic_variants covers the step");
#endif
    QVERIFY(window_->openFile(QStringLiteral(QUDOKU_TEST_DATA "/killer/generated-16x16-seed7-step94.qudoku")));
    Game* game = window_->game();
    QCOMPARE(game->cellCount(), 256);
    window_->actions().hint->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!window_->hintLadder()->isBusy(), 60000);
    QCOMPARE(window_->hintLadder()->rung(), HintLadder::Rung::Area);
    const std::optional<logic::Step> step = window_->hintLadder()->step();
    QVERIFY(step);
    QCOMPARE(step->technique, logic::Technique::ProofBySearch);
    QCOMPARE(step->placements.size(), std::size_t{1});
    pressHint(HintLadder::Rung::Technique);
    QVERIFY2(window_->hintLadder()->text().contains(QStringLiteral("the next hint shows a digit the solver proves")),
             qPrintable(window_->hintLadder()->text()));
    pressHint(HintLadder::Rung::Explanation);
    const logic::CellValue placed = step->placements.front();
    const QString cell = QString::fromStdString(logic::cellName(game->shape(), placed.cell));
    QVERIFY2(window_->hintLadder()->text().startsWith(QStringLiteral("Proof by search: ")), qPrintable(window_->hintLadder()->text()));
    QVERIFY(window_->hintLadder()->text().contains(QStringLiteral("so %1 holds %2").arg(cell).arg(placed.value)));
    QCOMPARE(window_->board()->hintOverlay().placements, step->placements);
    pressHint(HintLadder::Rung::None); // applied: the digit is the puzzle's
    QCOMPARE(game->value(placed.cell), placed.value);
    SolveOptions one;
    one.keep = 1;
    const SolveResult solved = solve(game->givens(), game->rules(), one);
    QVERIFY(solved.hasSolution());
    QCOMPARE(solved.solutions.front().at(placed.cell), placed.value);
    QVERIFY(window_->board()->hasFocus());
}

void TestHints::pressHint(HintLadder::Rung expected) {
    window_->actions().hint->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!window_->hintLadder()->isBusy(), kWait);
    QCOMPARE(window_->hintLadder()->rung(), expected);
}

void TestHints::eachRungChangesTheBoard_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("technique");
    QTest::newRow("pointing") << QString::fromLatin1(kPointingNext) << int(logic::Technique::Pointing);
    QTest::newRow("xy-chain") << QString::fromLatin1(kChainNext) << int(logic::Technique::XYChain);
}

// Area, then the technique with its houses and cells, then the whole pattern: every rung changes
// what the board shows, and none before the third gives the answer away.
void TestHints::eachRungChangesTheBoard() {
    QFETCH(QString, position);
    QFETCH(int, technique);
    QVERIFY(window_->pasteText(position));
    BoardWidget* board = window_->board();
    HintLadder* ladder = window_->hintLadder();
    HintPanel* panel = window_->hintPanel();
    const Shape shape = window_->game()->shape();
    QVERIFY(board->hintOverlay().isEmpty());

    pressHint(HintLadder::Rung::Area);
    QVERIFY(ladder->step());
    const logic::Step step = *ladder->step();
    QCOMPARE(int(step.technique), technique);
    const HintOverlay area = board->hintOverlay();
    QVERIFY(!area.areaCells.empty());
    QVERIFY(area.houses.empty() && area.marks.empty() && area.eliminations.empty() && area.placements.empty() &&
            area.links.empty() && area.candidates.empty());
    QCOMPARE(panel->text(), text::areaHint(step, shape));
    QVERIFY(panel->title().contains(QStringLiteral("1 of 3")));
    QVERIFY(panel->applyButton()->isEnabled() && panel->nextButton()->isEnabled());

    pressHint(HintLadder::Rung::Technique);
    const HintOverlay where = board->hintOverlay();
    QVERIFY(where != area);
    QCOMPARE(where.areaCells, area.areaCells);
    QCOMPARE(where.houses, step.houses);
    QVERIFY(!where.marks.empty());
    for (const logic::Mark& mark : where.marks) QCOMPARE(mark.at.value, 0); // cells, not values
    QVERIFY(where.eliminations.empty() && where.placements.empty() && where.links.empty());
    QCOMPARE(panel->text(), text::techniqueHint(step, shape));
    QVERIFY(panel->title().contains(QStringLiteral("2 of 3")));
    QVERIFY(panel->applyButton()->isEnabled() && panel->nextButton()->isEnabled());

    pressHint(HintLadder::Rung::Explanation);
    const HintOverlay full = board->hintOverlay();
    QVERIFY(full != where);
    QCOMPARE(full.marks, step.marks);
    QCOMPARE(full.eliminations, step.eliminations);
    QCOMPARE(full.links, step.links);
    // The player has no pencil marks: the board shows the candidates the step looks at, and the
    // eliminated ones among them.
    for (const logic::CellValue& e : step.eliminations) QVERIFY(full.shownCandidates(e.cell, 0) & markBit(e.value));
    if (technique == int(logic::Technique::XYChain)) {
        bool strong = false, weak = false;
        for (const auto& link : full.links) (link.kind == logic::LinkKind::Strong ? strong : weak) = true;
        QVERIFY(strong && weak);
    }
    QVERIFY(panel->text().startsWith(text::explanation(step, shape, Alphabet::Digits)));
    QVERIFY(panel->title().contains(QStringLiteral("3 of 3")));
    QVERIFY(panel->applyButton()->isEnabled() && panel->nextButton()->isEnabled());
    QVERIFY(!board->grab().isNull()); // the painter draws all of it
}

// The fourth press applies the step as one move; undo puts the board back exactly.
void TestHints::fourthPressAppliesOneUndoableMove() {
    play(kPointingNext);
    Game* game = window_->game();
    const GameSnapshot before = game->snapshot();
    const int undoCount = game->undoStack()->count();
    pressHint(HintLadder::Rung::Area);
    const logic::Step step = *window_->hintLadder()->step();
    QVERIFY(!step.eliminations.empty());
    const logic::CandidateGrid position(game->grid());
    pressHint(HintLadder::Rung::Technique);
    pressHint(HintLadder::Rung::Explanation);
    pressHint(HintLadder::Rung::None);

    QCOMPARE(game->undoStack()->count(), undoCount + 1);
    // The player had no pencil marks: each target cell now shows the candidates it has left.
    for (const auto& e : step.eliminations)
        QCOMPARE(game->pencilMarks(e.cell), position.candidates(e.cell) & ~markBit(e.value));
    QVERIFY(window_->board()->hintOverlay().isEmpty());
    QVERIFY(window_->currentMessage().contains(text::techniqueName(step.technique)));

    window_->actions().undo->trigger();
    QCOMPARE(game->snapshot().cells, before.cells);
    window_->actions().redo->trigger();
    for (const auto& e : step.eliminations) QVERIFY(!game->hasPencilMark(e.cell, e.value));

    // The next hint starts from the deduction: it is a different step.
    pressHint(HintLadder::Rung::Area);
    QVERIFY(*window_->hintLadder()->step() != step);
}

void TestHints::applyWorksAtEveryRung_data() {
    QTest::addColumn<int>("presses");
    QTest::newRow("rung 1") << 1;
    QTest::newRow("rung 2") << 2;
    QTest::newRow("rung 3") << 3;
}

void TestHints::applyWorksAtEveryRung() {
    QFETCH(int, presses);
    play(kPointingNext);
    Game* game = window_->game();
    const GameSnapshot before = game->snapshot();
    const HintLadder::Rung rungs[] = {HintLadder::Rung::Area, HintLadder::Rung::Technique, HintLadder::Rung::Explanation};
    for (int i = 0; i < presses; ++i) pressHint(rungs[i]);
    const logic::Step step = *window_->hintLadder()->step();
    QTest::mouseClick(window_->hintPanel()->applyButton(), Qt::LeftButton);
    for (const auto& e : step.eliminations) QVERIFY(!game->hasPencilMark(e.cell, e.value) && game->pencilMarks(e.cell));
    QCOMPARE(window_->hintLadder()->rung(), HintLadder::Rung::None);
    QVERIFY(!window_->hintPanel()->applyButton()->isEnabled());
    game->undoStack()->undo();
    QCOMPARE(game->snapshot().cells, before.cells);
}

// With pencil marks everywhere, apply takes away exactly the eliminated marks.
void TestHints::applyRemovesOnlyTheEliminatedMarks() {
    play(kPointingNext);
    Game* game = window_->game();
    window_->actions().fillCandidates->trigger();
    const GameSnapshot before = game->snapshot();
    pressHint(HintLadder::Rung::Area);
    const logic::Step step = *window_->hintLadder()->step();
    QCOMPARE(step.technique, logic::Technique::Pointing);
    QTest::mouseClick(window_->hintPanel()->applyButton(), Qt::LeftButton);
    for (int cell = 0; cell < game->cellCount(); ++cell) {
        MarkSet expected = before.cells[cell].marks;
        for (const auto& e : step.eliminations)
            if (e.cell == cell) expected &= ~markBit(e.value);
        QCOMPARE(game->pencilMarks(cell), expected);
        QCOMPARE(game->value(cell), before.cells[cell].value);
    }
}

void TestHints::placementsBecomePlayerDigits() {
    play(test::kPuzzle);
    Game* game = window_->game();
    pressHint(HintLadder::Rung::Area);
    const logic::Step step = *window_->hintLadder()->step();
    QVERIFY(!step.placements.empty()); // the classic puzzle starts with singles
    pressHint(HintLadder::Rung::Technique);
    pressHint(HintLadder::Rung::Explanation);
    QCOMPARE(window_->board()->hintOverlay().placements, step.placements);
    pressHint(HintLadder::Rung::None);
    const Grid solution = test::gridFrom(test::kSolution);
    for (const auto& p : step.placements) {
        QCOMPARE(game->value(p.cell), p.value);
        QCOMPARE(p.value, solution.at(p.cell));
        QVERIFY(!game->isGiven(p.cell));
    }
    game->undoStack()->undo();
    for (const auto& p : step.placements) QCOMPARE(game->value(p.cell), 0);
}

// Next step applies the step and shows the following one at the rung the player was on.
void TestHints::nextStepAppliesAndClimbsToTheSameRung() {
    play(kPointingNext);
    Game* game = window_->game();
    const int undoCount = game->undoStack()->count();
    pressHint(HintLadder::Rung::Area);
    pressHint(HintLadder::Rung::Technique);
    pressHint(HintLadder::Rung::Explanation);
    const logic::Step first = *window_->hintLadder()->step();
    QTest::mouseClick(window_->hintPanel()->nextButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!window_->hintLadder()->isBusy(), kWait);
    QCOMPARE(window_->hintLadder()->rung(), HintLadder::Rung::Explanation);
    QCOMPARE(game->undoStack()->count(), undoCount + 1);
    const logic::Step second = *window_->hintLadder()->step();
    QVERIFY(second != first);
    QCOMPARE(window_->board()->hintOverlay().marks, second.marks);
}

// The engine starts from the player's pencil marks: on a fully pencilled position the ladder finds
// the AIC those marks allow, draws its links, and without the marks the same digits give another
// step.
void TestHints::pencilMarksNarrowTheCandidates() {
    // top1465 line 3 as a pencil-mark grid, the logic suite's "aic 1": from these marks the next step
    // is an alternating inference chain, with a group node, that removes 9 from r1c6.
    std::optional<logic::CandidateGrid> marks;
    for (const auto& p : testsupport::loadPositions(QStringLiteral(QUDOKU_TEST_DATA "/logic/advanced_positions.txt")))
        if (p.name.rfind("aic 1:", 0) == 0) marks = testsupport::positionFrom(p.text);
    QVERIFY(marks);
    GameSnapshot snapshot;
    snapshot.shape = marks->shape();
    snapshot.mode = Mode::Play;
    for (int c = 0; c < marks->cellCount(); ++c)
        snapshot.cells.push_back(marks->value(c) != 0 ? CellState::givenOf(marks->value(c))
                                                      : CellState::marked(marks->candidates(c)));
    window_->game()->restore(snapshot);
    pressHint(HintLadder::Rung::Area);
    const logic::Step step = *window_->hintLadder()->step();
    QCOMPARE(step.technique, logic::Technique::Aic);
    QCOMPARE(step.eliminations, (std::vector<logic::CellValue>{{logic::CellValue{5, 9}}})); // r1c6<>9
    pressHint(HintLadder::Rung::Technique);
    pressHint(HintLadder::Rung::Explanation);
    QCOMPARE(window_->board()->hintOverlay().links, step.links);
    QVERIFY(step.links.size() >= 4);
    pressHint(HintLadder::Rung::None); // applied: the mark is gone, the others stay
    QCOMPARE(window_->game()->pencilMarks(5), marks->candidates(5) & ~markBit(9));

    window_->actions().undo->trigger();
    window_->actions().clearPencilMarks->trigger();
    pressHint(HintLadder::Rung::Area);
    QVERIFY(window_->hintLadder()->step()->technique != logic::Technique::Aic);
}

// A wrong digit is named first, its cell framed and selected, and left as it is.
void TestHints::wrongDigitComesFirst() {
    play(test::kPuzzle);
    Game* game = window_->game();
    QVERIFY(game->placeValue(2, 1)); // r1c3 is 4 in the solution; 1 breaks no rule
    QVERIFY(game->conflicts().empty());
    pressHint(HintLadder::Rung::Mistakes);
    QCOMPARE(window_->board()->hintOverlay().mistakeCells, std::vector<int>{2});
    QCOMPARE(window_->board()->selectedCell(), 2);
    QCOMPARE(window_->hintPanel()->text(),
             text::mistakeText({2, 1, logic::MistakeKind::WrongDigit}, game->shape(), game->alphabet()));
    QCOMPARE(window_->hintPanel()->title(), QStringLiteral("Fix this first"));
    QCOMPARE(game->value(2), 1); // not silently fixed
    QVERIFY(!window_->hintPanel()->applyButton()->isEnabled());
    QVERIFY(!window_->hintPanel()->nextButton()->isEnabled());
    pressHint(HintLadder::Rung::Mistakes); // no further while the mistake stands
    QCOMPARE(game->value(2), 1);

    window_->board()->setFocus();
    QTest::keyClick(window_->board(), Qt::Key_Delete);
    QVERIFY(window_->board()->hintOverlay().isEmpty());
    pressHint(HintLadder::Rung::Area);
}

void TestHints::missingPencilMarkComesFirst() {
    play(test::kPuzzle);
    Game* game = window_->game();
    QVERIFY(game->togglePencilMark(2, 1)); // r1c3 is 4: marks 1 and 2 leave it out
    QVERIFY(game->togglePencilMark(2, 2));
    pressHint(HintLadder::Rung::Mistakes);
    QCOMPARE(window_->board()->hintOverlay().mistakeCells, std::vector<int>{2});
    QCOMPARE(window_->hintPanel()->text(),
             text::mistakeText({2, 4, logic::MistakeKind::TrueDigitMissing}, game->shape(), game->alphabet()));
    QCOMPARE(game->pencilMarks(2), markBit(1) | markBit(2));
    QVERIFY(game->togglePencilMark(2, 4));
    pressHint(HintLadder::Rung::Area);
}

void TestHints::changingTheBoardDropsTheHint() {
    play(kPointingNext);
    pressHint(HintLadder::Rung::Area);
    pressHint(HintLadder::Rung::Technique);
    QVERIFY(!window_->board()->hintOverlay().isEmpty());
    BoardWidget* board = window_->board();
    board->setFocus();
    board->setSelectedCell(0); // r1c1, empty
    const int truth = solve(window_->game()->givens()).solutions.at(0).at(0);
    // Its true digit as a pencil mark: a change of position, and no mistake.
    QTest::keyClick(board, static_cast<Qt::Key>(Qt::Key_0 + truth), Qt::ControlModifier); // Ctrl: a centre mark
    QCOMPARE(window_->game()->pencilMarks(0), markBit(truth));
    QCOMPARE(window_->hintLadder()->rung(), HintLadder::Rung::None);
    QVERIFY(board->hintOverlay().isEmpty());
    QVERIFY(!window_->hintPanel()->applyButton()->isEnabled());
    pressHint(HintLadder::Rung::Area); // starts again from the board as it is
}

// A puzzle with several solutions still gets hints, and they agree with themselves: the words say
// the step holds in every solution, Apply is there, and what it places is the same in both
// solutions the check found.
void TestHints::severalSolutionsGiveHintsThatHoldInEverySolution() {
    play(kTwoSolutions);
    QTRY_VERIFY_WITH_TIMEOUT(window_->session()->facts(), kWait);
    const FactsPtr facts = window_->session()->facts();
    QVERIFY(facts->hasSeveral());
    QSignalSpy replies(window_->session(), &AnalysisSession::hintFound);
    pressHint(HintLadder::Rung::Area);
    // The check by solutions ran first and saw that a step exists (here a naked single, at once).
    QCOMPARE(replies.count(), 1);
    const HintReply reply = replies.at(0).at(0).value<HintReply>();
    QVERIFY(reply.next.cover);
    QCOMPARE(reply.next.cover->status, logic::CoverStatus::StepExists);
    const QString words = window_->hintPanel()->text();
    QVERIFY2(words.contains(QStringLiteral("holds in every one of them")), qPrintable(words));
    QVERIFY2(!words.contains(QStringLiteral("cannot be sure")), qPrintable(words));
    QVERIFY(window_->hintPanel()->applyButton()->isEnabled());
    const logic::Step step = *window_->hintLadder()->step();
    QVERIFY(!step.placements.empty());
    QTest::mouseClick(window_->hintPanel()->applyButton(), Qt::LeftButton);
    for (const logic::CellValue& placed : step.placements) {
        QCOMPARE(window_->game()->value(placed.cell), placed.value);
        QCOMPARE(facts->solutions[0].at(placed.cell), placed.value);
        QCOMPARE(facts->solutions[1].at(placed.cell), placed.value);
    }
}

// With nothing that holds in every solution, the ladder says so, and offers nothing to apply.
void TestHints::severalSolutionsWithoutACommonStepSayWhy_data() {
    QTest::addColumn<QString>("position");
#ifndef QUDOKU_SANITIZED
    QTest::newRow("two givens") << QString::fromLatin1(kSeveralSolutions);
#endif
    QTest::newRow("a deadly rectangle") << QString::fromLatin1(kDeadlyRectangle);
}

void TestHints::severalSolutionsWithoutACommonStepSayWhy() {
    QFETCH(QString, position);
    QVERIFY(window_->pasteText(position));
    pressHint(HintLadder::Rung::None);
    const QString words = window_->hintPanel()->text();
    QVERIFY2(words.contains(QStringLiteral("more than one solution")), qPrintable(words));
    QVERIFY2(!words.contains(QStringLiteral("cannot be sure")), qPrintable(words));
    QVERIFY(!window_->hintPanel()->applyButton()->isEnabled());
    QVERIFY(!window_->hintPanel()->nextButton()->isEnabled());
    QVERIFY(window_->board()->hintOverlay().mistakeCells.empty());
}

void TestHints::manySolutionsAnswerAtOnce_data() {
    QTest::addColumn<QString>("position");
    QString three(81, QLatin1Char('.'));
    three[0] = QLatin1Char('1');
    three[40] = QLatin1Char('2');
    three[80] = QLatin1Char('3');
    QTest::newRow("9×9 with three givens, playing") << three;
    QTest::newRow("25×25 with four givens, playing") << QString::fromStdString(fourGivens25());
}

// A grid with very many solutions gets its answer at once: every candidate left is in some solution,
// so no step can exist, and a few dozen solves prove it (36 on the empty 9×9, about 160 on the 25×25),
// where every technique used to search first (4.5 s on the empty 9×9; 27 s and 3.4 GB on the 25×25).
// The work is counted, not timed: solves, and no technique's search at all. Hint and the solution
// path say the same; there is nothing to apply.
void TestHints::manySolutionsAnswerAtOnce() {
    QFETCH(QString, position);
    AnalysisSession* session = window_->session();
    // An empty grid whose givens are being typed has no hint to ask for (the first screen's empty grid
    // once searched for 4.5 s, and Solve filled it): Hint and Reveal are for a puzzle in play.
    QCOMPARE(window_->game()->mode(), Mode::Enter);
    QVERIFY(!window_->actions().hint->isEnabled() && !window_->actions().reveal->isEnabled());
    QVERIFY(!window_->actions().solve->isEnabled()); // no givens yet
    QVERIFY(window_->pasteText(position));
    QCOMPARE(window_->game()->mode(), Mode::Play);
    QSignalSpy hints(session, &AnalysisSession::hintFound);
    pressHint(HintLadder::Rung::None);
    QCOMPARE(hints.count(), 1);
    const HintReply reply = hints.at(0).at(0).value<HintReply>();
    QVERIFY(reply.facts->hasSeveral());
    QCOMPARE(reply.next.status, logic::LogicStatus::Stuck);
    QCOMPARE(reply.next.stuck, logic::StuckReason::NoCertainStep);
    QVERIFY(reply.next.cover);
    QCOMPARE(reply.next.cover->covered, reply.next.cover->candidates);
    QVERIFY2(reply.next.cover->solves <= 400, qPrintable(QString::number(reply.next.cover->solves)));
    QVERIFY(reply.next.cover->nodes <= logic::kCoverNodeLimit);
    QCOMPARE(reply.next.peakSearchBytes, std::size_t{0}); // no technique searched
    const QString words = window_->hintPanel()->text();
    QVERIFY2(words.contains(QStringLiteral("no logical step can be certain from here")), qPrintable(words));
    QVERIFY2(words.contains(QStringLiteral("every candidate left is in some solution")), qPrintable(words));
    QVERIFY2(words.contains(QStringLiteral("Solve fills in one of them")), qPrintable(words));
    QVERIFY(!window_->hintPanel()->applyButton()->isEnabled());
    QVERIFY(!window_->hintLadder()->step());

    QSignalSpy paths(session, &AnalysisSession::pathFound);
    window_->actions().solutionPath->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(paths.count() == 1 && !window_->solutionPath()->isBusy(), kWait);
    const PathReply path = paths.at(0).at(0).value<PathReply>();
    QVERIFY(path.path.steps.empty());
    QCOMPARE(path.path.stuck, logic::StuckReason::NoCertainStep);
    QVERIFY(path.path.cover && path.path.cover->solves <= 400);
    QCOMPARE(window_->pathPanel()->summary(), text::stuckText(logic::StuckReason::NoCertainStep, true));
}

// The path panel lists every step with technique and rating and the total; clicking a step draws
// it over the position before it, and the game itself does not change.
void TestHints::solutionPathListsStepsAndPreviews() {
    play(kPointingNext);
    SolutionPath* path = window_->solutionPath();
    window_->actions().solutionPath->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(path->isCurrent() && !path->isBusy(), kWait);
    QTreeWidget* list = window_->pathPanel()->list();
    QVERIFY(list->isVisible());
    const auto& steps = path->steps();
    QVERIFY(steps.size() > 10);
    QCOMPARE(list->topLevelItemCount(), int(steps.size()));
    QCOMPARE(list->topLevelItem(0)->text(1), text::techniqueName(logic::Technique::Pointing));
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        QCOMPARE(list->topLevelItem(i)->text(1), text::techniqueName(steps[std::size_t(i)].technique));
        QCOMPARE(list->topLevelItem(i)->text(2), QString::number(steps[std::size_t(i)].rating, 'f', 1));
    }
    QVERIFY(path->rating());
    QVERIFY2(window_->pathPanel()->summary().contains(text::ratingText(*path->rating())),
             qPrintable(window_->pathPanel()->summary()));

    // Click a later step.
    const GameSnapshot before = window_->game()->snapshot();
    const int index = 6;
    QTreeWidgetItem* item = list->topLevelItem(index);
    list->scrollToItem(item);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
    QCOMPARE(window_->pathPanel()->selectedStep(), index);
    const HintOverlay preview = window_->board()->hintOverlay();
    QCOMPARE(preview, path->preview(index));
    QCOMPARE(preview.marks, steps[index].marks);
    QCOMPARE(preview.eliminations, steps[index].eliminations);
    // The position before the step: the digits the earlier steps place appear (faintly), and the
    // candidates are those left after the earlier steps.
    logic::CandidateGrid position(window_->game()->grid());
    std::size_t placedBefore = 0;
    for (int i = 0; i < index; ++i) {
        logic::applyStep(position, steps[std::size_t(i)]);
        placedBefore += steps[std::size_t(i)].placements.size();
    }
    QCOMPARE(preview.ghosts.size(), placedBefore);
    position.emptyCells().forEach([&](int cell) { QCOMPARE(preview.candidates[std::size_t(cell)], position.candidates(cell)); });
    QCOMPARE(window_->game()->snapshot().cells, before.cells);

    // Arrow keys walk through the path.
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(window_->board()->hintOverlay(), path->preview(index + 1));

    // A move on the board drops the preview; the open panel follows the board.
    window_->game()->togglePencilMark(0, 1);
    QVERIFY(window_->board()->hintOverlay().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(path->isCurrent() && !path->isBusy(), kWait);
    QCOMPARE(list->topLevelItemCount(), int(path->steps().size()));
}

void TestHints::hintReplacesAPathPreview() {
    play(kPointingNext);
    window_->actions().solutionPath->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window_->solutionPath()->isCurrent() && !window_->solutionPath()->isBusy(), kWait);
    QTreeWidget* list = window_->pathPanel()->list();
    list->setCurrentItem(list->topLevelItem(3));
    QCOMPARE(window_->board()->hintOverlay(), window_->solutionPath()->preview(3));
    pressHint(HintLadder::Rung::Area);
    QCOMPARE(window_->board()->hintOverlay(), window_->hintLadder()->overlay());
    QCOMPARE(window_->pathPanel()->selectedStep(), -1);
    // Apply applies the ladder's step, the first of the path.
    const logic::Step first = window_->solutionPath()->steps().front();
    QCOMPARE(*window_->hintLadder()->step(), first);
}

void TestHints::newGameAndOpenShowTheRating() {
    auto ratingLabel = [this]() -> QLabel* {
        for (QLabel* label : window_->statusBar()->findChildren<QLabel*>())
            if (label->text() == window_->ratingText()) return label;
        return nullptr;
    };
    auto ratingLabelText = [&] { return ratingLabel() ? ratingLabel()->text() : QString(); };
    window_->newGame(logic::Grade::Easy);
    QTRY_VERIFY_WITH_TIMEOUT(window_->puzzleRating()->rating().has_value(), kWait);
    QCOMPARE(window_->ratingText(), text::plainRating(*window_->puzzleRating()->rating()));
    QCOMPARE(ratingLabelText(), window_->ratingText());
    // The detail (the label's tooltip): the grade in words and ER, EP and ED, then what they mean.
    const logic::Rating shown = *window_->puzzleRating()->rating();
    QCOMPARE(window_->puzzleRating()->detail(), text::ratingDetail(shown));
    QVERIFY(window_->puzzleRating()->detail().startsWith(text::ratingText(shown) + QLatin1Char('\n')));
    QVERIFY2(text::ratingText(shown).contains(QStringLiteral(" ER %1, EP %2, ED %3, ")
                                                  .arg(shown.er, 0, 'f', 1)
                                                  .arg(shown.ep, 0, 'f', 1)
                                                  .arg(shown.ed, 0, 'f', 1)),
             qPrintable(text::ratingText(shown)));
    QCOMPARE(ratingLabel()->toolTip(), window_->puzzleRating()->detail());
    const logic::Rating expected = logic::ratePuzzle(window_->game()->givens());
    QCOMPARE(window_->puzzleRating()->rating()->score, expected.score);

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("hard.txt"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(kPointingNext);
    out.close();
    QVERIFY(window_->openFile(file));
    QTRY_VERIFY_WITH_TIMEOUT(window_->puzzleRating()->rating().has_value(), kWait);
    const logic::Rating rating = logic::ratePuzzle(test::gridFrom(kPointingNext));
    QCOMPARE(window_->ratingText(), text::plainRating(rating));
    QVERIFY(window_->ratingText().contains(text::techniqueName(*rating.highestGraded))); // the grade's technique
    QVERIFY(window_->puzzleRating()->detail().contains(QStringLiteral("ER ")));

    window_->newEmptyGrid(9); // entering givens: no rating
    QCOMPARE(window_->ratingText(), QString());
}

// A search on a grid whose solution count takes minutes is cancelled by Esc's action within a
// second; the ladder says so and the window is idle again.
void TestHints::cancelStopsAHintSearch() {
    QVERIFY(window_->pasteText(QString::fromStdString(test::longNoSolution25())));
    window_->actions().hint->trigger();
    QVERIFY(window_->hintLadder()->isBusy());
    QVERIFY(window_->actions().cancel->isEnabled());
    QVERIFY(!window_->hintPanel()->hintButton()->isEnabled());
    QTest::qWait(100);
    QVERIFY(window_->hintLadder()->isBusy());
    QElapsedTimer timer;
    timer.start();
    window_->actions().cancel->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!window_->hintLadder()->isBusy(), 1000);
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(window_->hintPanel()->text(), QStringLiteral("Cancelled."));
    QVERIFY(window_->hintPanel()->hintButton()->isEnabled());
}

// Closing the window while the check runs and a hint and the path wait for it cancels them and
// waits for them, quickly.
void TestHints::closingMidSearchExitsCleanly() {
    QVERIFY(window_->pasteText(QString::fromStdString(test::longNoSolution25())));
    window_->actions().hint->trigger();
    window_->actions().solutionPath->trigger();
    QVERIFY(window_->hintLadder()->isBusy());
    QVERIFY(window_->solutionPath()->isBusy());
    QVERIFY(window_->session()->isBusy(Work::Check));
    QTest::qWait(100);
    QElapsedTimer timer;
    timer.start();
    window_->close();
    delete window_;
    window_ = nullptr;
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
}

// Every technique's step, from every hand-checked position of the logic suite, is worded in full: the
// explanation names the technique and states the effect, says more than those two (the bare
// "name: effect" fallback would not), and the area and technique rungs do not give the answer away.
void TestHints::everyTechniqueIsExplained_data() {
    QTest::addColumn<QString>("technique");
    QTest::addColumn<QString>("position");
    const QDir dir(QStringLiteral(QUDOKU_TEST_DATA "/logic"));
    for (const QString& file : dir.entryList({QStringLiteral("*_positions.txt")}))
        for (const auto& p : testsupport::loadPositions(dir.filePath(file)))
            if (p.effect != "none") // negative positions have no step to word
                QTest::newRow(p.name.c_str()) << QString::fromStdString(p.technique) << QString::fromStdString(p.text);
}

void TestHints::everyTechniqueIsExplained() {
    QFETCH(QString, technique);
    QFETCH(QString, position);
    const auto state = testsupport::positionFrom(position.toStdString());
    QVERIFY(state);
    const auto id = logic::techniqueFromKey(technique.toStdString());
    QVERIFY(id);
    const auto step = logic::findStep(*state, *id);
    QVERIFY(step);
    const Shape shape = state->shape();
    const QString name = text::techniqueName(step->technique);
    const QString effect = QString::fromStdString(logic::effectText(shape, *step));
    const QString words = text::explanation(*step, shape, Alphabet::Digits);
    QVERIFY2(words.contains(name, Qt::CaseInsensitive) || step->technique == logic::Technique::BugPlusOne ||
                 step->technique == logic::Technique::FullHouse || step->technique == logic::Technique::HiddenSingle ||
                 step->technique == logic::Technique::NakedSingle,
             qPrintable(words));
    // Singles state their one placement in words ("so it holds 7"); the others quote their effect.
    if (step->eliminations.empty() && step->technique != logic::Technique::BugPlusOne)
        QVERIFY2(words.contains(QString::number(step->placements[0].value)), qPrintable(words));
    else
        QVERIFY2(words.contains(effect), qPrintable(words));
    QVERIFY2(words.size() > name.size() + effect.size() + 25, qPrintable(words));
    // Rungs 1 and 2 point at the area and name the technique, without the effect.
    const QString area = text::areaHint(*step, shape), kind = text::techniqueHint(*step, shape);
    QVERIFY(!area.isEmpty() && !kind.isEmpty());
    QVERIFY2(!area.contains(effect) && !kind.contains(effect), qPrintable(kind));
}

// The position of tests/data/logic/`file` whose name starts with `name`, restored in the window as a
// game: givens as givens, cells solved on the way as the player's digits, the rest pencilled.
std::optional<std::pair<testsupport::Position, logic::CandidateGrid>> restorePosition(MainWindow* window, const QString& file,
                                                                                      const std::string& name) {
    const auto positions = testsupport::loadPositions(QStringLiteral(QUDOKU_TEST_DATA "/logic/") + file);
    const auto p = std::find_if(positions.begin(), positions.end(),
                                [&](const testsupport::Position& position) { return position.name.rfind(name, 0) == 0; });
    if (p == positions.end()) return std::nullopt;
    const auto state = testsupport::positionFrom(p->text);
    if (!state) return std::nullopt;
    GameSnapshot snapshot;
    snapshot.shape = state->shape();
    snapshot.mode = Mode::Play;
    for (int c = 0; c < state->cellCount(); ++c)
        snapshot.cells.push_back(state->isSolved(c) ? (state->isGiven(c) ? CellState::givenOf(state->value(c)) : CellState::digitOf(state->value(c)))
                                                    : CellState::marked(state->candidates(c)));
    window->game()->restore(snapshot);
    return std::pair{*p, *state};
}

// The board as a PNG under the temporary directory, for a person to look at (the tests only check
// that it is drawn).
void saveBoard(BoardWidget* board, const QString& name) {
    const QPixmap picture = board->grab();
    QVERIFY(!picture.isNull());
    const QString path = QDir::temp().filePath(name);
    QVERIFY(picture.save(path));
    qInfo("board drawn to %s", qPrintable(path));
}

// An avoidable rectangle among cells the engine solved on the solution path: the preview draws it over
// the position before it, the four corners framed and the eliminated candidate struck out.
void TestHints::avoidableRectangleInThePath() {
    play(kAvoidableInPath);
    SolutionPath* path = window_->solutionPath();
    window_->actions().solutionPath->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(path->isCurrent() && !path->isBusy(), kWait);
    const auto& steps = path->steps();
    const auto it = std::find_if(steps.begin(), steps.end(),
                                 [](const logic::Step& s) { return s.technique == logic::Technique::AvoidableRectangle1; });
    QVERIFY(it != steps.end());
    const int index = int(it - steps.begin());
    QTreeWidget* list = window_->pathPanel()->list();
    QTreeWidgetItem* item = list->topLevelItem(index);
    QCOMPARE(item->text(1), QStringLiteral("Avoidable rectangle type 1"));
    list->scrollToItem(item);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
    QCOMPARE(window_->pathPanel()->selectedStep(), index);
    const HintOverlay preview = window_->board()->hintOverlay();
    QCOMPARE(preview, path->preview(index));
    const Shape shape = window_->game()->shape();
    QCOMPARE(QString::fromStdString(logic::effectText(shape, *it)), QStringLiteral("r7c2<>6"));
    std::vector<int> corners;
    for (const logic::Mark& m : preview.marks)
        if (m.at.value == 0) corners.push_back(m.at.cell);
    QCOMPARE(corners, (std::vector<int>{shape.cellAt(6, 1), shape.cellAt(6, 4), shape.cellAt(7, 1), shape.cellAt(7, 4)}));
    // The three solved corners are the engine's, drawn faintly; the empty one shows its candidates.
    for (int cell : {shape.cellAt(6, 4), shape.cellAt(7, 1), shape.cellAt(7, 4)})
        QVERIFY(std::any_of(preview.ghosts.begin(), preview.ghosts.end(), [&](const logic::CellValue& g) { return g.cell == cell; }));
    QCOMPARE(preview.candidates[std::size_t(shape.cellAt(6, 1))], logic::digitBit(3) | logic::digitBit(6));
    const QString words = text::explanation(*it, shape, Alphabet::Digits);
    QVERIFY2(words.contains(QStringLiteral("r7c5 (1), r8c2 (1) and r8c5 (6)")), qPrintable(words));
    qInfo("%s", qPrintable(words));
    saveBoard(window_->board(), QStringLiteral("qudoku-avoidable-rectangle-path.png"));
}

// The ladder on an avoidable rectangle type 2 whose solved corners are the player's digits: the
// analysis places the player's digits as solved on the way, not as givens, so Hint finds it. The
// position is restored as a game (givens as givens, the solved corners as the player's digits, the
// rest pencilled) and Hint pressed up to the third rung, each saved as a PNG for a look.
void TestHints::avoidableRectangleDrawnByRung() {
    const auto restored = restorePosition(window_, QStringLiteral("avoidable_rectangle_positions.txt"), "avoidable-rectangle-2 1");
    QVERIFY(restored);
    const auto& [p, state] = *restored;
    pressHint(HintLadder::Rung::Area);
    QVERIFY(window_->hintLadder()->step());
    const logic::Step step = *window_->hintLadder()->step();
    QCOMPARE(step.technique, logic::Technique::AvoidableRectangle2);
    QCOMPARE(QString::fromStdString(logic::effectText(state.shape(), step)), QString::fromStdString(p.effect));
    pressHint(HintLadder::Rung::Technique);
    BoardWidget* board = window_->board();
    QCOMPARE(board->hintOverlay().marks.size(), std::size_t{4}); // the corners, whole
    saveBoard(board, QStringLiteral("qudoku-avoidable-rectangle-rung2.png"));
    pressHint(HintLadder::Rung::Explanation);
    const HintOverlay explanation = board->hintOverlay();
    QCOMPARE(explanation.eliminations, step.eliminations);
    int fins = 0;
    for (const logic::Mark& m : explanation.marks) fins += m.role == logic::Role::Fin;
    QCOMPARE(fins, 2); // the extra 5 in both empty corners
    saveBoard(board, QStringLiteral("qudoku-avoidable-rectangle-rung3.png"));
    qInfo("%s", qPrintable(window_->hintLadder()->text()));
}

void TestHints::bigWingDrawnByRung_data() {
    QTest::addColumn<QString>("name");
    for (const char* name : {"wxyz-wing 1", "vwxyz-wing 1", "uvwxyz-wing 1", "tuvwxyz-wing 1"}) QTest::newRow(name) << QString::fromLatin1(name);
}

// The ladder on SukakuExplainer's big wings (tests/data/logic/big_wing_positions.txt), restored as a
// game and Hint pressed to the third rung: the pivot set, the pincer and the eliminations drawn, saved
// as a PNG for a look.
void TestHints::bigWingDrawnByRung() {
    QFETCH(QString, name);
    const auto restored = restorePosition(window_, QStringLiteral("big_wing_positions.txt"), name.toStdString());
    QVERIFY(restored);
    const auto& [p, state] = *restored;
    pressHint(HintLadder::Rung::Area);
    QVERIFY(window_->hintLadder()->step());
    const logic::Step step = *window_->hintLadder()->step();
    QCOMPARE(QString::fromLatin1(logic::techniqueInfo(step.technique).key.data()), QString::fromStdString(p.technique));
    QCOMPARE(QString::fromStdString(logic::effectText(state.shape(), step)), QString::fromStdString(p.effect));
    pressHint(HintLadder::Rung::Technique);
    pressHint(HintLadder::Rung::Explanation);
    QCOMPARE(window_->board()->hintOverlay().eliminations, step.eliminations);
    saveBoard(window_->board(), QStringLiteral("qudoku-%1-rung3.png").arg(QString::fromStdString(p.technique)));
    qInfo("%s", qPrintable(window_->hintLadder()->text()));
}

QTEST_MAIN(TestHints)
#include "tst_hints.moc"
