// The hint ladder end to end through the main window: each press of Hint changes what the board
// shows (read through BoardWidget::hintOverlay), the last rung applies the step as one undoable
// move, mistakes come first, the solution path lists steps and previews them, and a new puzzle gets
// its rating. Everything is computed on the worker; the tests wait for it with QTRY_*/QSignalSpy.

#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include "board/boardwidget.h"
#include "game/game.h"
#include "hint/hintladder.h"
#include "hint/hintpanel.h"
#include "testsupport.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

// puzzles2_17_clue line 5 after its first singles (found with qudoku-logic-survey --find pointing):
// no single is left and the next step is a pointing.
const char* const kPointingNext =
    "..3.....2..2.....1..7..2.36..6..3.2...1.4......5....6..3......4.74.8...962.4.7...";
// A position from the SE-rated set (found with --find xy-chain) where the next step is an XY-Chain.
const char* const kChainNext =
    "..12.9.34..973..128231649579.2...1.5..4.1.2.9156927483..5891726617..2398298673541";

} // namespace

class TestHints : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }
    void init();
    void cleanup();

    void eachRungShowsMore_data();
    void eachRungShowsMore();
    void applyIsOneUndoableMove();
    void mistakesComeFirst();
    void solutionPathListsAndPreviews();
    void newPuzzleShowsItsRating();

private:
    void pressHintAndWait(HintLadder::Rung expected);

    MainWindow* window_ = nullptr;
};

void TestHints::init() {
    window_ = new MainWindow;
    window_->setDialogsEnabled(false);
    window_->show();
}

void TestHints::cleanup() {
    delete window_;
    window_ = nullptr;
}

void TestHints::pressHintAndWait(HintLadder::Rung expected) {
    window_->actions().hint->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(window_->hintLadder()->rung(), expected, 10000);
}

void TestHints::eachRungShowsMore_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("technique");
    QTest::newRow("pointing") << QString::fromLatin1(kPointingNext) << int(logic::Technique::Pointing);
    QTest::newRow("xy-chain") << QString::fromLatin1(kChainNext) << int(logic::Technique::XYChain);
}

// Area, then the technique's name, then the whole pattern: every rung shows more than the last,
// and none before the third gives the answer away.
void TestHints::eachRungShowsMore() {
    QFETCH(QString, position);
    QFETCH(int, technique);
    QVERIFY(window_->pasteText(position));
    const BoardWidget* board = window_->board();
    HintLadder* ladder = window_->hintLadder();
    QVERIFY(board->hintOverlay().isEmpty());

    pressHintAndWait(HintLadder::Rung::Area);
    QVERIFY(ladder->step());
    QCOMPARE(int(ladder->step()->technique), technique);
    const HintOverlay area = board->hintOverlay();
    QVERIFY(!area.areaCells.empty());
    QVERIFY(area.marks.empty() && area.eliminations.empty() && area.placements.empty() && area.links.empty());
    const QString areaText = window_->hintPanel()->text();
    QVERIFY(areaText.startsWith(QStringLiteral("Look at")));

    pressHintAndWait(HintLadder::Rung::Technique);
    QCOMPARE(board->hintOverlay(), area);
    const QString techniqueText = window_->hintPanel()->text();
    QVERIFY(techniqueText != areaText);
    QVERIFY(techniqueText.contains(technique == int(logic::Technique::Pointing) ? QStringLiteral("Pointing")
                                                                                  : QStringLiteral("XY-Chain")));

    pressHintAndWait(HintLadder::Rung::Explanation);
    const HintOverlay full = board->hintOverlay();
    QCOMPARE(full.areaCells, area.areaCells);
    QVERIFY(!full.marks.empty());
    QCOMPARE(full.eliminations, ladder->step()->eliminations);
    if (technique == int(logic::Technique::XYChain)) {
        QVERIFY(!full.links.empty());
        bool strong = false, weak = false;
        for (const auto& link : full.links) (link.kind == logic::LinkKind::Strong ? strong : weak) = true;
        QVERIFY(strong && weak);
    }
    QVERIFY(window_->hintPanel()->text() != techniqueText);
    QVERIFY(window_->hintPanel()->applyButton()->isEnabled());
}

void TestHints::applyIsOneUndoableMove() {
    QVERIFY(window_->pasteText(QString::fromLatin1(kPointingNext)));
    Game* game = window_->game();
    pressHintAndWait(HintLadder::Rung::Area);
    const logic::Step step = *window_->hintLadder()->step();
    QVERIFY(!step.eliminations.empty());
    const GameSnapshot before = game->snapshot();
    const int undoCount = game->undoStack()->count();

    // Apply from the first rung (available at any rung).
    QTest::mouseClick(window_->hintPanel()->applyButton(), Qt::LeftButton);
    QCOMPARE(game->undoStack()->count(), undoCount + 1);
    for (const auto& e : step.eliminations) {
        QVERIFY(game->pencilMarks(e.cell) != 0);       // the cell now shows its candidates ...
        QVERIFY(!game->hasPencilMark(e.cell, e.value)); // ... without the eliminated one
    }
    QVERIFY(window_->board()->hintOverlay().isEmpty());
    QCOMPARE(window_->hintLadder()->rung(), HintLadder::Rung::None);

    game->undoStack()->undo();
    QCOMPARE(game->snapshot().cells, before.cells);
}

void TestHints::mistakesComeFirst() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    Game* game = window_->game();
    // r1c3 is 4 in the solution; the player writes 1.
    QVERIFY(game->placeValue(2, 1));
    pressHintAndWait(HintLadder::Rung::Mistakes);
    QCOMPARE(window_->board()->hintOverlay().mistakeCells, std::vector<int>{2});
    QVERIFY(window_->hintPanel()->text().contains(QStringLiteral("r1c3")));
    QCOMPARE(game->value(2), 1); // not silently fixed
    QVERIFY(!window_->hintPanel()->applyButton()->isEnabled());
    // Pressing again does not move on while the mistake stands.
    pressHintAndWait(HintLadder::Rung::Mistakes);

    // Fixed, the ladder starts over on a real step.
    QVERIFY(game->placeValue(2, 0));
    pressHintAndWait(HintLadder::Rung::Area);
}

void TestHints::solutionPathListsAndPreviews() {
    QVERIFY(window_->pasteText(QString::fromLatin1(kPointingNext)));
    QSignalSpy ready(window_->hintLadder(), &HintLadder::pathReady);
    window_->actions().solutionPath->trigger();
    QVERIFY(ready.wait(10000));
    QListWidget* list = window_->hintPanel()->pathList();
    QVERIFY(list->count() > 5);
    QCOMPARE(list->count(), int(window_->hintLadder()->path().size()));
    QVERIFY(list->item(0)->text().startsWith(QStringLiteral("1. Pointing")));
    QVERIFY(ready.at(0).at(1).toString().startsWith(QStringLiteral("ER ")));

    // Clicking a later step shows it over the position before it: the digits placed by the steps
    // before appear faintly, and the board itself is unchanged.
    const GameSnapshot before = window_->game()->snapshot();
    list->setCurrentRow(4);
    const HintOverlay preview = window_->board()->hintOverlay();
    QVERIFY(!preview.marks.empty());
    int placedBefore = 0;
    for (int i = 0; i < 4; ++i) placedBefore += int(window_->hintLadder()->path()[i].placements.size());
    QCOMPARE(int(preview.ghosts.size()), placedBefore);
    QCOMPARE(window_->game()->snapshot().cells, before.cells);
}

void TestHints::newPuzzleShowsItsRating() {
    QSignalSpy rated(window_->hintLadder(), &HintLadder::puzzleRated);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(rated.wait(10000));
    QVERIFY(window_->ratingText().startsWith(QStringLiteral("ER ")));
    QVERIFY(window_->ratingText().contains(QStringLiteral("easy")));
}

QTEST_MAIN(TestHints)
#include "tst_hints.moc"
