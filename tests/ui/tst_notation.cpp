// The player's board, SudokuPad's way (issue 31): the four input modes by key and by the pad, the
// modifiers, selecting several cells (drag, Ctrl+click, Shift+click, Ctrl+A, double-click, Shift+arrows,
// Esc), a digit or a mark into all of them as one move, digit-first input, right-click, Delete's order,
// the digit tracker, the filters, checkpoints, the way back to the last correct position, restart, the
// hidden timer and zoom. Real widgets, real events.

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QToolButton>

#include "analysis/session.h"
#include "board/boardinput.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "testsupport.h"
#include "window/boardlayout.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "window/numberpad.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

constexpr int kWait = 20000;

} // namespace

Q_DECLARE_METATYPE(qudoku::ui::Layer)

class TestNotation : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void init();
    void cleanup();

    void modesByKeyAndByThePad();
    void modifiersChooseTheLayer_data();
    void modifiersChooseTheLayer();
    void dragSelectsTheCellsPassedOver();
    void ctrlAndShiftClickAndKeysSelect();
    void severalCellsTakeOneMove_data();
    void severalCellsTakeOneMove();
    void digitFirstEntersWithEachClick();
    void rightClickTogglesACentreMark();
    void doubleClickSelectsTheSameDigit();
    void deleteFollowsTheLayerOrder();
    void theDigitTrackerCounts();
    void filtersShowAndEscClearsThem();
    void colourModeColoursCellsAndCandidates();
    void checkpointsFromThePlayMenu();
    void backToTheLastCorrectPosition();
    void restartIsOneMoveFromTheMenu();
    void theTimerCanBeHidden();
    void zoomGrowsTheBoardAndScrolls();

private:
    QPoint centre(int cell) const { return board()->boardGeometry().cellRect(cell).center(); }
    QPoint markSpot(int cell, int value) const { return board()->boardGeometry().markRect(cell, value).center(); }
    BoardWidget* board() const { return window_->board(); }
    Game* game() const { return window_->game(); }
    QToolButton* padButton(const QString& text) const;

    MainWindow* window_ = nullptr;
};

void TestNotation::init() {
    window_ = test::openWindow({1100, 800});
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(game()->isClockRunning(), kWait);
    QTRY_VERIFY_WITH_TIMEOUT(!window_->session()->isBusy(), kWait); // Esc would cancel the rating first
    board()->setFocus();
}

void TestNotation::cleanup() {
    delete window_;
    window_ = nullptr;
}

QToolButton* TestNotation::padButton(const QString& text) const {
    for (QToolButton* b : window_->findChild<NumberPad*>()->findChildren<QToolButton*>())
        if (b->text() == text && b->isVisible()) return b;
    return nullptr;
}

// Z X C V, Space and Tab, and the pad's four buttons: one mode at a time, shown checked on the pad and
// in Edit → Input Mode.
void TestNotation::modesByKeyAndByThePad() {
    const GameActions& a = window_->actions();
    QTest::keyClick(board(), Qt::Key_X);
    QCOMPARE(board()->mode(), Layer::Corner);
    QVERIFY(a.cornerMode->isChecked() && !a.digitMode->isChecked());
    QTest::keyClick(board(), Qt::Key_Space);
    QCOMPARE(board()->mode(), Layer::Centre);
    QTest::keyClick(board(), Qt::Key_Tab);
    QCOMPARE(board()->mode(), Layer::Colour);
    QTest::keyClick(board(), Qt::Key_Tab);
    QCOMPARE(board()->mode(), Layer::Digit);
    QCOMPARE(QApplication::focusWidget(), board());
    QToolButton* centre = padButton(QStringLiteral("Centre"));
    QVERIFY(centre);
    QTest::mouseClick(centre, Qt::LeftButton);
    QCOMPARE(board()->mode(), Layer::Centre);
    QVERIFY(centre->isChecked());
    board()->setSelectedCell(2);
    QTest::mouseClick(padButton(QStringLiteral("4")), Qt::LeftButton);
    QVERIFY(game()->hasPencilMark(2, 4));
    QTest::mouseClick(padButton(QStringLiteral("Digit")), Qt::LeftButton);
    QTest::mouseClick(padButton(QStringLiteral("4")), Qt::LeftButton);
    QCOMPARE(game()->value(2), 4);
}

void TestNotation::modifiersChooseTheLayer_data() {
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<Layer>("layer");
    QTest::newRow("Shift: corner") << int(Qt::ShiftModifier) << Layer::Corner;
    QTest::newRow("Ctrl: centre") << int(Qt::ControlModifier) << Layer::Centre;
    QTest::newRow("Ctrl+Shift: colour") << int(Qt::ControlModifier | Qt::ShiftModifier) << Layer::Colour;
}

// While a modifier is held a digit goes to its layer, whatever the mode.
void TestNotation::modifiersChooseTheLayer() {
    QFETCH(int, modifiers);
    QFETCH(Layer, layer);
    board()->setSelectedCell(2);
    QTest::keyClick(board(), Qt::Key_3, Qt::KeyboardModifiers(modifiers));
    const CellState& cell = game()->cell(2);
    QCOMPARE(cell.value, 0);
    QCOMPARE(cell.corner.contains(3), layer == Layer::Corner);
    QCOMPARE(cell.marks == markBit(3), layer == Layer::Centre);
    QCOMPARE(cell.colours == colourBit(3), layer == Layer::Colour);
    QCOMPARE(board()->mode(), Layer::Digit); // the mode stays
}

void TestNotation::dragSelectsTheCellsPassedOver() {
    QTest::mousePress(board(), Qt::LeftButton, {}, centre(2));
    for (int cell : {3, 11, 10}) { // r1c4, r2c3, r2c2: all empty
        QMouseEvent move(QEvent::MouseMove, centre(cell), board()->mapToGlobal(centre(cell)), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(board(), &move);
    }
    QTest::mouseRelease(board(), Qt::LeftButton, {}, centre(10));
    QCOMPARE(board()->selectedCells(), (std::vector<int>{2, 3, 10, 11}));
    QCOMPARE(board()->selectedCell(), 10);
    QTest::keyClick(board(), Qt::Key_2, Qt::ShiftModifier);
    for (int cell : {2, 3, 10, 11}) QVERIFY(game()->cell(cell).corner.contains(2));
    QCOMPARE(game()->undoStack()->count(), 1);
}

void TestNotation::ctrlAndShiftClickAndKeysSelect() {
    QTest::mouseClick(board(), Qt::LeftButton, {}, centre(20));
    QTest::mouseClick(board(), Qt::LeftButton, Qt::ControlModifier, centre(40));
    QTest::mouseClick(board(), Qt::LeftButton, Qt::ControlModifier, centre(60));
    QCOMPARE(board()->selectedCells(), (std::vector<int>{20, 40, 60}));
    QTest::mouseClick(board(), Qt::LeftButton, Qt::ControlModifier, centre(40)); // out again
    QCOMPARE(board()->selectedCells(), (std::vector<int>{20, 60}));
    QTest::mouseClick(board(), Qt::LeftButton, {}, centre(0));
    QTest::mouseClick(board(), Qt::LeftButton, Qt::ShiftModifier, centre(20)); // r1c1 .. r3c3
    QCOMPARE(board()->selectedCells(), (std::vector<int>{0, 1, 2, 9, 10, 11, 18, 19, 20}));
    QTest::keyClick(board(), Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(board()->selectedCells().size(), std::size_t{81});
    board()->setSelectedCell(30);
    QTest::keyClick(board(), Qt::Key_Right, Qt::ShiftModifier);
    QTest::keyClick(board(), Qt::Key_Down, Qt::ControlModifier);
    QCOMPARE(board()->selectedCells(), (std::vector<int>{30, 31, 40}));
    QTest::keyClick(board(), Qt::Key_Escape); // nothing runs, nothing shown: the selection goes
    QVERIFY(board()->selectedCells().empty());
    QTest::keyClick(board(), Qt::Key_Left); // and comes back where the cursor was
    QCOMPARE(board()->selectedCells(), (std::vector<int>{40}));
}

void TestNotation::severalCellsTakeOneMove_data() {
    QTest::addColumn<Layer>("mode");
    QTest::newRow("digits") << Layer::Digit;
    QTest::newRow("corner") << Layer::Corner;
    QTest::newRow("centre") << Layer::Centre;
    QTest::newRow("colour") << Layer::Colour;
}

// A digit, a mark or a colour typed with several cells selected goes into all of them as one move; a
// mark all of them have comes out of all of them.
void TestNotation::severalCellsTakeOneMove() {
    QFETCH(Layer, mode);
    board()->setMode(mode);
    board()->input()->selectCells({2, 3, 5, 6}, 2);
    const int before = game()->undoStack()->count();
    QTest::keyClick(board(), Qt::Key_1);
    QCOMPARE(game()->undoStack()->count(), before + 1);
    for (int cell : {2, 3, 5, 6}) {
        const CellState& s = game()->cell(cell);
        QVERIFY(mode == Layer::Digit ? s.value == 1 : mode == Layer::Corner ? s.corner.contains(1)
                                      : mode == Layer::Centre ? (s.marks & markBit(1)) != 0
                                                              : (s.colours & colourBit(1)) != 0);
    }
    if (mode != Layer::Digit) {
        QTest::keyClick(board(), Qt::Key_1);
        for (int cell : {2, 3, 5, 6}) QVERIFY(game()->cell(cell).isBlankForPlayer());
    }
    window_->actions().undo->trigger();
    if (mode == Layer::Digit) QCOMPARE(game()->value(2), 0);
}

// Digit first: with nothing selected, a pad digit sticks; each click on a cell enters it in the current
// layer (again: out), until Esc or another digit.
void TestNotation::digitFirstEntersWithEachClick() {
    QTest::keyClick(board(), Qt::Key_Escape);
    QVERIFY(board()->selectedCells().empty());
    QToolButton* four = padButton(QStringLiteral("4"));
    QTest::mouseClick(four, Qt::LeftButton);
    QCOMPARE(board()->input()->stickyDigit(), 4);
    QVERIFY(four->isChecked());
    QTest::mouseClick(board(), Qt::LeftButton, {}, centre(2));
    QTest::mouseClick(board(), Qt::LeftButton, {}, centre(22));
    QCOMPARE(game()->value(2), 4);
    QCOMPARE(game()->value(22), 4);
    QTest::mouseClick(board(), Qt::LeftButton, {}, centre(22)); // again: out
    QCOMPARE(game()->value(22), 0);
    board()->setMode(Layer::Centre);
    QTest::mouseClick(board(), Qt::LeftButton, {}, centre(23));
    QVERIFY(game()->hasPencilMark(23, 4));
    QTest::keyClick(board(), Qt::Key_Escape);
    QCOMPARE(board()->input()->stickyDigit(), 0);
    QVERIFY(!four->isChecked());
    QTest::mouseClick(board(), Qt::LeftButton, {}, centre(24));
    QVERIFY(!game()->hasPencilMark(24, 4));
}

// Right-click toggles the centre mark of the spot under the pointer, or of the sticky digit.
void TestNotation::rightClickTogglesACentreMark() {
    QTest::mouseClick(board(), Qt::RightButton, {}, markSpot(2, 7));
    QVERIFY(game()->hasPencilMark(2, 7));
    QTest::mouseClick(board(), Qt::RightButton, {}, markSpot(2, 7));
    QVERIFY(!game()->hasPencilMark(2, 7));
    board()->input()->setStickyDigit(6);
    QTest::mouseClick(board(), Qt::RightButton, {}, markSpot(3, 1));
    QVERIFY(game()->hasPencilMark(3, 6));
    QVERIFY(!game()->hasPencilMark(3, 1));
}

void TestNotation::doubleClickSelectsTheSameDigit() {
    QTest::mouseDClick(board(), Qt::LeftButton, {}, centre(0)); // a given 5
    std::vector<int> fives;
    for (int c = 0; c < 81; ++c)
        if (game()->value(c) == 5) fives.push_back(c);
    QCOMPARE(board()->selectedCells(), fives);
}

// Delete clears the current layer of the selected cells; in digit mode the digits, then the centre
// marks, then the corner marks, then the colours. Givens are never changed in play.
void TestNotation::deleteFollowsTheLayerOrder() {
    board()->input()->selectCells({0, 2, 3}, 2);
    QTest::keyClick(board(), Qt::Key_1, Qt::ControlModifier | Qt::ShiftModifier); // colour 1
    QTest::keyClick(board(), Qt::Key_6, Qt::ShiftModifier);                       // corner 6
    QTest::keyClick(board(), Qt::Key_4, Qt::ControlModifier);                     // centre 4
    board()->setSelectedCell(3);
    QTest::keyClick(board(), Qt::Key_6);
    board()->input()->selectCells({0, 2, 3}, 2);
    QTest::keyClick(board(), Qt::Key_Delete);
    QCOMPARE(game()->value(3), 0);
    QCOMPARE(game()->value(0), 5);
    QTest::keyClick(board(), Qt::Key_Delete);
    QCOMPARE(game()->pencilMarks(2), MarkSet{0});
    QTest::keyClick(board(), Qt::Key_Delete);
    QVERIFY(game()->cell(2).corner.empty());
    QVERIFY(game()->cell(0).colours != 0);
    QTest::keyClick(board(), Qt::Key_Backspace);
    QCOMPARE(game()->cell(0).colours, ColourSet{0});
    // In corner mode Delete takes the corner marks only.
    QTest::keyClick(board(), Qt::Key_6, Qt::ShiftModifier);
    QTest::keyClick(board(), Qt::Key_4, Qt::ControlModifier);
    board()->setMode(Layer::Corner);
    QTest::keyClick(board(), Qt::Key_Delete);
    QVERIFY(game()->cell(2).corner.empty());
    QVERIFY(game()->hasPencilMark(2, 4));
}

// Each pad button says how many of its digit are still to place; a finished digit is greyed.
void TestNotation::theDigitTrackerCounts() {
    auto* pad = window_->findChild<NumberPad*>();
    const Grid solution = test::gridFrom(test::kSolution);
    int fives = 0;
    for (int c = 0; c < 81; ++c) fives += game()->value(c) == 5;
    QCOMPARE(pad->missing(5), 9 - fives);
    for (int c = 0; c < 81; ++c)
        if (game()->value(c) == 0 && solution.at(c) == 5) QVERIFY(game()->placeValue(c, 5));
    QCOMPARE(pad->missing(5), 0);
    QVERIFY(padButton(QStringLiteral("5"))->accessibleName().contains(QStringLiteral("all placed")));
    QVERIFY(padButton(QStringLiteral("1"))->accessibleName().contains(QStringLiteral("still to place")));
}

// "Highlight digit N" (a digit key with nothing selected and nothing sticky; Alt+click on the pad) and
// the bivalue filter show in the status bar; Esc clears them before the selection.
void TestNotation::filtersShowAndEscClearsThem() {
    const auto filterText = [this] {
        auto* label = window_->statusBar()->findChild<QLabel*>(QStringLiteral("filters"));
        return label && label->isVisible() ? label->text() : QString();
    };
    QTest::keyClick(board(), Qt::Key_Escape); // nothing selected
    QTest::keyClick(board(), Qt::Key_7);
    QCOMPARE(board()->input()->filterDigit(), 7);
    QVERIFY2(filterText().contains(QStringLiteral("highlighting 7")), qPrintable(filterText()));
    window_->actions().bivalueFilter->trigger();
    QVERIFY(board()->input()->bivalueFilter());
    QVERIFY(filterText().contains(QStringLiteral("bivalue")));
    QTest::keyClick(board(), Qt::Key_Escape);
    QVERIFY(!board()->input()->hasFilters());
    QVERIFY(filterText().isEmpty());
    board()->setSelectedCell(2); // a selection: the digit key enters
    QTest::keyClick(board(), Qt::Key_4);
    QCOMPARE(game()->value(2), 4);
    QCOMPARE(board()->input()->filterDigit(), 0);
    QTest::mouseClick(padButton(QStringLiteral("3")), Qt::LeftButton, Qt::AltModifier);
    QCOMPARE(board()->input()->filterDigit(), 3);
    QTest::keyClick(board(), Qt::Key_Escape);
    QCOMPARE(board()->input()->filterDigit(), 0);
    QCOMPARE(board()->selectedCells(), (std::vector<int>{2})); // the filter went first
}

// Colour mode: the pad shows the palette; a digit key colours the selection; Alt+click colours one
// candidate with the sticky colour.
void TestNotation::colourModeColoursCellsAndCandidates() {
    QTest::keyClick(board(), Qt::Key_V);
    board()->input()->selectCells({2, 3}, 2);
    QTest::keyClick(board(), Qt::Key_2);
    QTest::keyClick(board(), Qt::Key_5);
    QCOMPARE(game()->cell(2).colours, ColourSet(colourBit(2) | colourBit(5)));
    QVERIFY(padButton(QStringLiteral("1"))->accessibleName().startsWith(QStringLiteral("Colour")));
    QTest::keyClick(board(), Qt::Key_Escape);
    QTest::mouseClick(padButton(QStringLiteral("6")), Qt::LeftButton); // sticky colour 6
    QTest::mouseClick(board(), Qt::LeftButton, Qt::AltModifier, markSpot(5, 4));
    QCOMPARE(int(game()->cell(5).candidateColours[3]), 6);
}

void TestNotation::checkpointsFromThePlayMenu() {
    QVERIFY(game()->placeValue(2, 4));
    QTest::keyClick(board(), Qt::Key_B, Qt::ControlModifier); // Set Checkpoint
    QCOMPARE(game()->checkpoints().size(), std::size_t{1});
    QVERIFY(window_->currentMessage().contains(QStringLiteral("Checkpoint 1")));
    QVERIFY(game()->placeValue(3, 6));
    QVERIFY(game()->placeValue(5, 8));
    QMenu* back = nullptr;
    for (QMenu* menu : window_->findChildren<QMenu*>())
        if (QString(menu->title()).remove(QLatin1Char('&')) == QLatin1String("Back to Checkpoint")) back = menu;
    QVERIFY(back && back->isEnabled());
    emit back->aboutToShow();
    QCOMPARE(back->actions().size(), 1);
    QVERIFY2(back->actions().front()->text().contains(QStringLiteral("after 1 move")), qPrintable(back->actions().front()->text()));
    back->actions().front()->trigger();
    QCOMPARE(game()->value(3), 0);
    QCOMPARE(game()->value(2), 4);
    window_->actions().undo->trigger(); // back where the player was
    QCOMPARE(game()->value(5), 8);
    QTRY_COMPARE(QApplication::focusWidget(), board());
}

// Back to the last correct position: to just before the first move that put a wrong digit or took a
// true candidate out; a hint; Redo goes forward again.
void TestNotation::backToTheLastCorrectPosition() {
    QTRY_VERIFY_WITH_TIMEOUT(window_->session()->facts(), kWait);
    QVERIFY(game()->placeValue(2, 4));             // right
    QVERIFY(game()->enter({3}, Layer::Centre, 6)); // the true 6
    QVERIFY(game()->enter({3}, Layer::Centre, 2));
    QVERIFY(game()->enter({3}, Layer::Centre, 6)); // the true candidate out: move 4 goes wrong
    QVERIFY(game()->placeValue(5, 4));             // right
    const int hints = game()->hintsUsed();
    window_->actions().backToCorrect->trigger();
    QCOMPARE(game()->undoStack()->index(), 3);
    QCOMPARE(game()->pencilMarks(3), markBit(6) | markBit(2));
    QCOMPARE(game()->hintsUsed(), hints + 1);
    QVERIFY(window_->currentMessage().contains(QStringLiteral("last correct position")));
    window_->actions().backToCorrect->trigger(); // nothing wrong now
    QVERIFY(window_->currentMessage().contains(QStringLiteral("nothing to undo")));
}

void TestNotation::restartIsOneMoveFromTheMenu() {
    QVERIFY(game()->placeValue(2, 4));
    QVERIFY(game()->enter({3, 5}, Layer::Corner, 1));
    window_->actions().restart->trigger();
    QVERIFY(!game()->hasPlayerDigits());
    QVERIFY(game()->cell(3).corner.empty());
    window_->actions().undo->trigger();
    QCOMPARE(game()->value(2), 4);
}

// Hide the timer: the clock is not shown, and still counts.
void TestNotation::theTimerCanBeHidden() {
    const auto clockShown = [this] {
        for (QLabel* label : window_->statusBar()->findChildren<QLabel*>())
            if (label->text().startsWith(QStringLiteral("Time")) && label->isVisible()) return true;
        return false;
    };
    QVERIFY(clockShown());
    window_->actions().hideTimer->trigger();
    QVERIFY(!clockShown());
    QVERIFY(game()->isClockRunning());
    QVERIFY(window_->preferences().hideTimer);
    window_->actions().hideTimer->trigger();
    QVERIFY(clockShown());
}

// Zoom in: the cells (and with them digits and marks) grow past the window, which scrolls and keeps the
// cursor in sight; Ctrl+0: the board fits again.
void TestNotation::zoomGrowsTheBoardAndScrolls() {
    const int cell = board()->boardGeometry().cellSize();
    QTest::keyClick(board(), Qt::Key_Plus, Qt::ControlModifier);
    QTest::keyClick(board(), Qt::Key_Plus, Qt::ControlModifier);
    QTRY_VERIFY(board()->boardGeometry().cellSize() > cell * 3 / 2);
    auto* scroll = window_->findChild<QScrollArea*>();
    QVERIFY(scroll);
    QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0);
    board()->setSelectedCell(80);
    QTRY_VERIFY(scroll->verticalScrollBar()->value() > 0); // the cursor in sight
    QTest::keyClick(board(), Qt::Key_0, Qt::ControlModifier);
    QTRY_COMPARE(board()->boardGeometry().cellSize(), cell);
    QTest::keyClick(board(), Qt::Key_Minus, Qt::ControlModifier);
    QTRY_VERIFY(board()->boardGeometry().cellSize() < cell);
    window_->actions().zoomReset->trigger();
}

QTEST_MAIN(TestNotation)
#include "tst_notation.moc"
