// The board widget: keys and clicks on the real widget become moves, and what it highlights is
// right after every change.

#include <QSignalSpy>
#include <QTest>

#include <QApplication>
#include <QStyle>

#include <cmath>

#include "board/boardcolors.h"
#include "board/boardgeometry.h"
#include "board/boardwidget.h"
#include "board/hintoverlay.h"
#include "board/keyinput.h"
#include "render/rules_drawing.h"
#include "game/game.h"
#include "testsupport.h"

using namespace qudoku;
using namespace qudoku::ui;

Q_DECLARE_METATYPE(qudoku::ui::KeyCommand::Kind)

class TestBoard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void init();
    void cleanup();

    void keysMoveTheSelection_data();
    void keysMoveTheSelection();
    void typingPlacesAndErasesDigits();
    void typedDigitOfAKey_data();
    void typedDigitOfAKey();
    void keyMeaning_data();
    void keyMeaning();
    void shiftDigitTogglesPencilMark();
    void pencilModeTogglesMarksFromKeys();
    void clickAtMarkPositionTogglesMark();
    void conflictsHighlightedAndClearedByUndo();
    void peersAndSameValueFollowSelection();
    void boardStaysSquareAndFitsWidget();
    void outsideCluesLeaveAMarginAndClicksStillFindTheirCell();
    void aCageSumKeepsTheMarksBelowIt();
    void conflictTintsStandOut_data();
    void conflictTintsStandOut();
    void unknownKeysAreIgnored();
    void eraseKeysClearMarksOfACellWithoutADigit_data();
    void eraseKeysClearMarksOfACellWithoutADigit();
    void theMistakeFrameLeavesTheMarksInSight();
    void theComputersDigitsLookDifferent();

private:
    Game* game_ = nullptr;
    BoardWidget* board_ = nullptr;
};

void TestBoard::init() {
    game_ = new Game;
    game_->loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    board_ = new BoardWidget(game_);
    board_->resize(450, 450);
    board_->show();
    QVERIFY(QTest::qWaitForWindowExposed(board_));
    board_->setFocus();
}

void TestBoard::cleanup() {
    delete board_;
    delete game_;
}

void TestBoard::keysMoveTheSelection_data() {
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<int>("expected");
    QTest::newRow("right") << 40 << int(Qt::Key_Right) << 0 << 41;
    QTest::newRow("left") << 40 << int(Qt::Key_Left) << 0 << 39;
    QTest::newRow("up") << 40 << int(Qt::Key_Up) << 0 << 31;
    QTest::newRow("down") << 40 << int(Qt::Key_Down) << 0 << 49;
    QTest::newRow("left edge stays") << 36 << int(Qt::Key_Left) << 0 << 36;
    QTest::newRow("bottom edge stays") << 80 << int(Qt::Key_Down) << 0 << 80;
    QTest::newRow("home: row start") << 40 << int(Qt::Key_Home) << 0 << 36;
    QTest::newRow("end: row end") << 40 << int(Qt::Key_End) << 0 << 44;
    QTest::newRow("ctrl+home: first cell") << 40 << int(Qt::Key_Home) << int(Qt::ControlModifier) << 0;
    QTest::newRow("ctrl+end: last cell") << 40 << int(Qt::Key_End) << int(Qt::ControlModifier) << 80;
}

void TestBoard::keysMoveTheSelection() {
    QFETCH(int, start);
    QFETCH(int, key);
    QFETCH(int, modifiers);
    QFETCH(int, expected);
    board_->setSelectedCell(start);
    QTest::keyClick(board_, static_cast<Qt::Key>(key), Qt::KeyboardModifiers(modifiers));
    QCOMPARE(board_->selectedCell(), expected);
}

void TestBoard::typingPlacesAndErasesDigits() {
    board_->setSelectedCell(2); // r1c3, empty
    QTest::keyClick(board_, Qt::Key_4);
    QCOMPARE(game_->value(2), 4);
    QTest::keyClick(board_, Qt::Key_Right);
    QTest::keyClick(board_, Qt::Key_6);
    QCOMPARE(game_->value(3), 6);
    QTest::keyClick(board_, Qt::Key_Backspace);
    QCOMPARE(game_->value(3), 0);
    QTest::keyClick(board_, Qt::Key_Left);
    QTest::keyClick(board_, Qt::Key_Period);
    QCOMPARE(game_->value(2), 0);
    QTest::keyClick(board_, Qt::Key_7);
    QTest::keyClick(board_, Qt::Key_0);
    QCOMPARE(game_->value(2), 0);
    QTest::keyClick(board_, Qt::Key_7);
    QTest::keyClick(board_, Qt::Key_Delete);
    QCOMPARE(game_->value(2), 0);
    // A given cannot be overwritten.
    board_->setSelectedCell(0);
    QTest::keyClick(board_, Qt::Key_9);
    QCOMPARE(game_->value(0), 5);
}

// The digit behind a key, for numbers typed in two keys (BoardInput): its layer from the modifiers.
void TestBoard::typedDigitOfAKey_data() {
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("digit"); // -1: not a digit key
    QTest::addColumn<int>("layer"); // -1: the current mode
    const int shift = Qt::ShiftModifier, ctrl = Qt::ControlModifier, none = -1;
    const int corner = int(Layer::Corner), centre = int(Layer::Centre);
    QTest::newRow("5") << int(Qt::Key_5) << 0 << "5" << 5 << none;
    QTest::newRow("0") << int(Qt::Key_0) << 0 << "0" << 0 << none;
    QTest::newRow("shift+1 as Key_1") << int(Qt::Key_1) << shift << "1" << 1 << corner;
    QTest::newRow("shift+1 as '!' (US)") << int(Qt::Key_Exclam) << shift << "!" << 1 << corner;
    QTest::newRow("shift+0 as ')' (US)") << int(Qt::Key_ParenRight) << shift << ")" << 0 << corner;
    QTest::newRow("ctrl+6") << int(Qt::Key_6) << ctrl << "" << 6 << centre;
    QTest::newRow("ctrl+shift+3: a colour, not a digit") << int(Qt::Key_3) << ctrl + shift << "" << -1 << none;
    QTest::newRow("alt+1: a menu's mnemonic") << int(Qt::Key_1) << int(Qt::AltModifier) << "1" << -1 << none;
    QTest::newRow("a letter") << int(Qt::Key_G) << 0 << "g" << -1 << none;
    QTest::newRow("'!' without shift") << int(Qt::Key_Exclam) << 0 << "!" << -1 << none;
}

void TestBoard::typedDigitOfAKey() {
    QFETCH(int, key);
    QFETCH(int, modifiers);
    QFETCH(QString, text);
    QFETCH(int, digit);
    QFETCH(int, layer);
    const std::optional<TypedDigit> typed = typedDigit(key, Qt::KeyboardModifiers(modifiers), text);
    QCOMPARE(typed.has_value(), digit >= 0);
    if (!typed) return;
    QCOMPARE(typed->digit, digit);
    QCOMPARE(typed->layer.has_value(), layer >= 0);
    if (typed->layer) QCOMPARE(int(*typed->layer), layer);
}

void TestBoard::keyMeaning_data() {
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("alphabet");
    QTest::addColumn<KeyCommand::Kind>("kind");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("layer"); // -1: none (the current mode)
    using K = KeyCommand::Kind;
    const int shift = Qt::ShiftModifier, ctrl = Qt::ControlModifier, digits = int(Alphabet::Digits);
    const int letters = int(Alphabet::Letters), hex = int(Alphabet::Hex);
    const int none = -1, corner = int(Layer::Corner), centre = int(Layer::Centre), colour = int(Layer::Colour);
    QTest::newRow("5 enters 5") << int(Qt::Key_5) << 0 << "5" << 9 << digits << K::Enter << 5 << none;
    QTest::newRow("shift+1 as Key_1: corner") << int(Qt::Key_1) << shift << "1" << 9 << digits << K::Enter << 1 << corner;
    QTest::newRow("shift+1 as '!' (US)") << int(Qt::Key_Exclam) << shift << "!" << 9 << digits << K::Enter << 1 << corner;
    QTest::newRow("shift+2 as '@' (US)") << int(Qt::Key_At) << shift << "@" << 9 << digits << K::Enter << 2 << corner;
    QTest::newRow("shift+9 as '(' (US)") << int(Qt::Key_ParenLeft) << shift << "(" << 9 << digits << K::Enter << 9 << corner;
    QTest::newRow("shift+6 as '^' text only") << int(Qt::Key_unknown) << shift << "^" << 9 << digits << K::Enter << 6 << corner;
    QTest::newRow("ctrl+4: centre") << int(Qt::Key_4) << ctrl << "" << 9 << digits << K::Enter << 4 << centre;
    QTest::newRow("ctrl+shift+3 as '#': colour") << int(Qt::Key_NumberSign) << ctrl + shift << "#" << 9 << digits << K::Enter << 3
                                                << colour;
    QTest::newRow("ctrl+shift+3 as Key_3: colour") << int(Qt::Key_3) << ctrl + shift << "" << 9 << digits << K::Enter << 3 << colour;
    QTest::newRow("'!' without shift: nothing") << int(Qt::Key_Exclam) << 0 << "!" << 9 << digits << K::None << 0 << none;
    QTest::newRow("shift+9 on 4x4: nothing") << int(Qt::Key_ParenLeft) << shift << "(" << 4 << digits << K::None << 0 << none;
    QTest::newRow("0 erases") << int(Qt::Key_0) << 0 << "0" << 9 << digits << K::Erase << 0 << none;
    QTest::newRow("0 is a value in hex") << int(Qt::Key_0) << 0 << "0" << 16 << hex << K::Enter << 1 << none;
    QTest::newRow("letter enters on 16x16") << int(Qt::Key_C) << 0 << "c" << 16 << letters << K::Enter << 3 << none;
    QTest::newRow("shift+letter: corner on 16x16") << int(Qt::Key_C) << shift << "C" << 16 << letters << K::Enter << 3 << corner;
    QTest::newRow("z: digit mode") << int(Qt::Key_Z) << 0 << "z" << 9 << digits << K::SetMode << 0 << int(Layer::Digit);
    QTest::newRow("x: corner mode") << int(Qt::Key_X) << 0 << "x" << 9 << digits << K::SetMode << 0 << corner;
    QTest::newRow("c: centre mode") << int(Qt::Key_C) << 0 << "c" << 9 << digits << K::SetMode << 0 << centre;
    QTest::newRow("v: colour mode") << int(Qt::Key_V) << 0 << "v" << 9 << digits << K::SetMode << 0 << colour;
    QTest::newRow("x is a symbol on 25x25") << int(Qt::Key_X) << 0 << "x" << 25 << letters << K::Enter << 24 << none;
    QTest::newRow("z on 16x16: the mode") << int(Qt::Key_Z) << 0 << "z" << 16 << letters << K::SetMode << 0 << int(Layer::Digit);
    QTest::newRow("space: the next mode") << int(Qt::Key_Space) << 0 << " " << 9 << digits << K::NextMode << 0 << none;
    QTest::newRow("tab: the next mode") << int(Qt::Key_Tab) << 0 << "\t" << 9 << digits << K::NextMode << 0 << none;
    QTest::newRow("shift+tab: the one before") << int(Qt::Key_Backtab) << shift << "" << 9 << digits << K::PreviousMode << 0 << none;
    QTest::newRow("ctrl+tab leaves the board") << int(Qt::Key_Tab) << ctrl << "" << 9 << digits << K::None << 0 << none;
    QTest::newRow("ctrl+a: select all") << int(Qt::Key_A) << ctrl << "" << 9 << digits << K::SelectAll << 0 << none;
    QTest::newRow("ctrl+z is for the window") << int(Qt::Key_Z) << ctrl << "" << 9 << digits << K::None << 0 << none;
}

void TestBoard::keyMeaning() {
    QFETCH(int, key);
    QFETCH(int, modifiers);
    QFETCH(QString, text);
    QFETCH(int, size);
    QFETCH(int, alphabet);
    QFETCH(KeyCommand::Kind, kind);
    QFETCH(int, value);
    QFETCH(int, layer);
    const KeyCommand command =
        interpretKey(key, Qt::KeyboardModifiers(modifiers), text, size, static_cast<Alphabet>(alphabet));
    QCOMPARE(command.kind, kind);
    QCOMPARE(command.value, value);
    QCOMPARE(command.layer.has_value(), layer >= 0);
    if (layer >= 0) QCOMPARE(int(*command.layer), layer);
}

// Shift + digit: a corner mark; Ctrl + digit: a centre mark (SudokuPad's modifiers).
void TestBoard::shiftDigitTogglesPencilMark() {
    board_->setSelectedCell(2);
    QTest::keyClick(board_, Qt::Key_1, Qt::ShiftModifier);
    QVERIFY(game_->cell(2).corner.contains(1));
    QTest::keyClick(board_, Qt::Key_At, Qt::ShiftModifier); // Shift+2 on a US keyboard
    QVERIFY(game_->cell(2).corner.contains(2));
    QTest::keyClick(board_, Qt::Key_1, Qt::ShiftModifier);
    QVERIFY(!game_->cell(2).corner.contains(1));
    QTest::keyClick(board_, Qt::Key_6, Qt::ControlModifier);
    QVERIFY(game_->hasPencilMark(2, 6));
    QCOMPARE(game_->value(2), 0);
}

// Space and Tab cycle digit → corner → centre → colour; Z X C V choose one.
void TestBoard::pencilModeTogglesMarksFromKeys() {
    QSignalSpy spy(board_, &BoardWidget::modeChanged);
    board_->setSelectedCell(2);
    QTest::keyClick(board_, Qt::Key_Space);
    QCOMPARE(board_->mode(), Layer::Corner);
    QTest::keyClick(board_, Qt::Key_Tab);
    QVERIFY(board_->pencilMode());
    QCOMPARE(spy.count(), 2);
    QCOMPARE(QApplication::focusWidget(), board_); // Tab did not leave the board
    QTest::keyClick(board_, Qt::Key_8);
    QVERIFY(game_->hasPencilMark(2, 8));
    QCOMPARE(game_->value(2), 0);
    QTest::keyClick(board_, Qt::Key_Tab, Qt::ShiftModifier);
    QCOMPARE(board_->mode(), Layer::Corner);
    QTest::keyClick(board_, Qt::Key_V);
    QCOMPARE(board_->mode(), Layer::Colour);
    QTest::keyClick(board_, Qt::Key_Z);
    QVERIFY(!board_->pencilMode());
    QTest::keyClick(board_, Qt::Key_8);
    QCOMPARE(game_->value(2), 8);
}

void TestBoard::clickAtMarkPositionTogglesMark() {
    const BoardGeometry g = board_->boardGeometry();
    // Outside pencil mode a click only selects.
    QTest::mouseClick(board_, Qt::LeftButton, {}, g.markRect(2, 7).center());
    QCOMPARE(board_->selectedCell(), 2);
    QCOMPARE(game_->pencilMarks(2), MarkSet{0});
    board_->setPencilMode(true);
    QTest::mouseClick(board_, Qt::LeftButton, {}, g.markRect(2, 7).center());
    QCOMPARE(game_->pencilMarks(2), markBit(7));
    QTest::mouseClick(board_, Qt::LeftButton, {}, g.markRect(3, 1).center());
    QCOMPARE(board_->selectedCell(), 3);
    QCOMPARE(game_->pencilMarks(3), markBit(1));
    QTest::mouseClick(board_, Qt::LeftButton, {}, g.markRect(2, 7).center());
    QCOMPARE(game_->pencilMarks(2), MarkSet{0});
    // The mark positions are fixed: 1 top-left, 9 bottom-right of the cell.
    const QRect cell = g.cellRect(2);
    QVERIFY(g.markRect(2, 1).topLeft() == cell.topLeft());
    QVERIFY(g.markRect(2, 9).bottomRight() == cell.bottomRight());
}

// Cells sharing a digit in a row, column or box are highlighted, with their house, and undo
// clears the highlight.
void TestBoard::conflictsHighlightedAndClearedByUndo() {
    board_->setSelectedCell(2);
    QTest::keyClick(board_, Qt::Key_5); // r1c1 holds a given 5
    QCOMPARE(board_->conflictCells(), (std::vector<int>{0, 2}));
    const std::vector<int> house = board_->conflictHouseCells();
    for (int c : {0, 1, 8, 9, 20}) QVERIFY(std::find(house.begin(), house.end(), c) != house.end()); // row 1 and box 1
    QVERIFY(std::find(house.begin(), house.end(), 80) == house.end());
    game_->undoStack()->undo();
    QVERIFY(board_->conflictCells().empty());
    QVERIFY(board_->conflictHouseCells().empty());
}

void TestBoard::peersAndSameValueFollowSelection() {
    board_->setSelectedCell(0); // a 5
    const std::vector<int> peers = board_->peerCells();
    QCOMPARE(peers.size(), std::size_t{20});
    const std::vector<int> same = board_->sameValueCells();
    QVERIFY(std::find(same.begin(), same.end(), 0) != same.end());
    for (int c : same) QCOMPARE(game_->value(c), 5);
    board_->setSelectedCell(2);
    QVERIFY(board_->sameValueCells().empty());
}

void TestBoard::boardStaysSquareAndFitsWidget() {
    board_->resize(700, 400);
    QTest::qWait(1);
    const QRect r = board_->boardGeometry().boardRect();
    QCOMPARE(r.width(), r.height());
    QVERIFY(board_->contentsRect().contains(r));
    QVERIFY(r.height() > 350);
    QCOMPARE(board_->heightForWidth(300), 300);
}

// A little killer needs a cell of room outside the grid: the grid shrinks to leave it, centred, and
// a click still lands in the cell under it; a click in the margin selects nothing new.
void TestBoard::outsideCluesLeaveAMarginAndClicksStillFindTheirCell() {
    const QRect classic = board_->boardGeometry().boardRect();
    QCOMPARE(board_->boardGeometry().outerRect(), classic); // no margin without outside clues
    VariantPuzzle puzzle = VariantPuzzle::blank(Rules::classic(9));
    puzzle.rules.constraints.push_back({ConstraintKind::LittleKiller, {{1, 9}}, {11, int(LittleKillerDirection::DownLeft)}});
    game_->loadVariant(puzzle, Alphabet::Digits);
    const BoardGeometry g = board_->boardGeometry();
    const QRect grid = g.boardRect(), outer = g.outerRect();
    QVERIFY(board_->contentsRect().contains(outer));
    QCOMPARE(outer.width(), grid.width() + 2 * g.cellSize());
    QCOMPARE(grid.left() - outer.left(), g.cellSize());
    QCOMPARE(outer.bottom() - grid.bottom(), g.cellSize());
    QVERIFY(grid.width() < classic.width());
    for (int cell : {0, 1, 40, 44, 80}) {
        QTest::mouseClick(board_, Qt::LeftButton, {}, g.cellRect(cell).center());
        QCOMPARE(board_->selectedCell(), cell);
        QCOMPARE(g.cellAt(g.cellRect(cell).topLeft() + QPoint(2, 2)), cell);
    }
    // Above r1c3, where the clue is drawn: no cell.
    const QPoint clue = g.cellRect(2).center() - QPoint(0, g.cellSize());
    QCOMPARE(g.cellAt(clue), -1);
    QTest::mouseClick(board_, Qt::LeftButton, {}, clue);
    QCOMPARE(board_->selectedCell(), 80);
}

// A killer cage's sum sits in its first cell's top-left corner. That cell's pencil-mark spots (where
// marks are drawn, clicked, and where a hint's discs go) keep below the sum's band; other cells keep
// the whole cell.
void TestBoard::aCageSumKeepsTheMarksBelowIt() {
    VariantPuzzle puzzle = VariantPuzzle::blank(Rules::classic(9));
    puzzle.rules.constraints.push_back({ConstraintKind::KillerCage, {{0, 1}}, {3}});
    game_->loadVariant(puzzle, Alphabet::Digits);
    const BoardGeometry g = board_->boardGeometry();
    const QRect sumCell = g.cellRect(0), plain = g.cellRect(1);
    const int band = static_cast<int>(std::ceil(render::cageSumBand(g.cellSize())));
    QVERIFY(band > 0);
    QCOMPARE(g.markRoom(0), sumCell.adjusted(0, band, 0, 0));
    QCOMPARE(g.markRoom(1), plain);
    QCOMPARE(g.markRect(0, 1).top(), sumCell.top() + band);
    QCOMPARE(g.markRect(0, 9).bottomRight(), sumCell.bottomRight());
    QCOMPARE(g.markRect(1, 1).topLeft(), plain.topLeft());
    // The spots are where the clicks land.
    board_->setPencilMode(true);
    QTest::mouseClick(board_, Qt::LeftButton, {}, g.markRect(0, 1).center());
    QCOMPARE(game_->pencilMarks(0), markBit(1));
    QTest::mouseClick(board_, Qt::LeftButton, {}, g.markRect(0, 4).center());
    QCOMPARE(game_->pencilMarks(0), markBit(1) | markBit(4));
}

void TestBoard::conflictTintsStandOut_data() {
    QTest::addColumn<QPalette>("palette");
    QTest::newRow("the style's own (light)") << QApplication::style()->standardPalette();
    QPalette white;
    white.setColor(QPalette::Base, Qt::white);
    white.setColor(QPalette::Text, Qt::black);
    QTest::newRow("white") << white;
    QPalette dark; // the dark palette of docs/screenshots
    dark.setColor(QPalette::Base, QColor(30, 30, 32));
    dark.setColor(QPalette::Text, QColor(235, 235, 235));
    dark.setColor(QPalette::Highlight, QColor(70, 130, 220));
    QTest::newRow("dark") << dark;
    QPalette black;
    black.setColor(QPalette::Base, Qt::black);
    black.setColor(QPalette::Text, Qt::white);
    QTest::newRow("black") << black;
    QPalette grey;
    grey.setColor(QPalette::Base, QColor(200, 200, 200));
    grey.setColor(QPalette::Text, Qt::black);
    QTest::newRow("grey") << grey;
}

// A house where two cells clash is tinted so it can be seen (at least 1.3:1 against the cell
// background, WCAG's contrast ratio), the clashing cells more so, on light and dark palettes alike;
// and the digits on those tints stay readable (4.5:1, WCAG AA for text).
void TestBoard::conflictTintsStandOut() {
    QFETCH(QPalette, palette);
    const BoardColors colors = BoardColors::fromPalette(palette);
    const double house = contrastRatio(colors.conflictHouse, colors.background);
    const double cell = contrastRatio(colors.conflictCell, colors.background);
    qInfo("house %.2f:1, cell %.2f:1", house, cell);
    QVERIFY2(house >= 1.3, qPrintable(QString::number(house)));
    QVERIFY2(cell >= 1.3 && cell > house, qPrintable(QString::number(cell)));
    QVERIFY(contrastRatio(colors.given, colors.conflictHouse) >= 4.5);
    QVERIFY(contrastRatio(colors.given, colors.conflictCell) >= 4.5);
    // And on the real board, the pixels of a clashing house's cell are that tint.
    game_->loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    QVERIFY(game_->placeValue(2, 5)); // r1c3 = 5 clashes with r1c1
    board_->setPalette(palette);
    board_->setSelectedCell(80);
    const QImage image = board_->grab().toImage();
    const QRect r7 = board_->boardGeometry().cellRect(6); // r1c7: in the clashing row, empty
    QCOMPARE(QColor(image.pixel(r7.topLeft() + QPoint(2, 2))).rgb(), colors.conflictHouse.rgb());
}

void TestBoard::unknownKeysAreIgnored() {
    const GameSnapshot before = game_->snapshot();
    board_->setSelectedCell(2);
    QTest::keyClick(board_, Qt::Key_F5);
    QTest::keyClick(board_, Qt::Key_X);
    QCOMPARE(game_->snapshot().cells, before.cells);
}

void TestBoard::eraseKeysClearMarksOfACellWithoutADigit_data() {
    QTest::addColumn<int>("key");
    QTest::addColumn<QString>("text");
    QTest::newRow("Delete") << int(Qt::Key_Delete) << QString();
    QTest::newRow("Backspace") << int(Qt::Key_Backspace) << QString();
    QTest::newRow("0") << int(Qt::Key_0) << QStringLiteral("0");
    QTest::newRow(".") << int(Qt::Key_Period) << QStringLiteral(".");
}

// Every erase key clears a cell that holds only pencil marks, as one move (they did nothing there).
void TestBoard::eraseKeysClearMarksOfACellWithoutADigit() {
    QFETCH(int, key);
    QFETCH(QString, text);
    QVERIFY(game_->togglePencilMark(2, 1));
    QVERIFY(game_->togglePencilMark(2, 2));
    const int steps = game_->undoStack()->count();
    board_->setSelectedCell(2);
    QTest::sendKeyEvent(QTest::Click, board_, static_cast<Qt::Key>(key), text, Qt::NoModifier);
    QCOMPARE(game_->pencilMarks(2), MarkSet{0});
    QCOMPARE(game_->undoStack()->count(), steps + 1);
}

// "Fix this first" frames the cell whose pencil marks leave out its digit, and selects it: the frame and
// the selection's frame sit on the cell's border, so every mark they are about stays as readable as
// without them (both covered the outer marks: the "1" in the corner was cut).
void TestBoard::theMistakeFrameLeavesTheMarksInSight() {
    for (int v = 1; v <= 9; ++v)
        if (v != 2) QVERIFY(game_->togglePencilMark(2, v));
    board_->setSelectedCell(40);
    const QImage plain = board_->grab().toImage();
    HintOverlay overlay;
    overlay.mistakeCells = {2};
    board_->setHintOverlay(overlay);
    const QImage framed = board_->grab().toImage();
    QVERIFY(plain != framed); // the frame is drawn
    board_->setSelectedCell(2); // as the ladder does
    QVERIFY(board_->hasFocus());
    const QImage selected = board_->grab().toImage();
    const BoardColors colors = BoardColors::fromPalette(board_->palette());
    const auto frameColoured = [&colors](QRgb pixel) {
        for (const QColor& frame : {colors.focusFrame, colors.conflictMark})
            if (std::abs(qRed(pixel) - frame.red()) + std::abs(qGreen(pixel) - frame.green()) +
                    std::abs(qBlue(pixel) - frame.blue()) < 40)
                return true;
        return false;
    };
    const BoardGeometry g = board_->boardGeometry();
    const qreal scale = plain.devicePixelRatio();
    int changed = 0, covered = 0;
    for (int v = 1; v <= 9; ++v) {
        // Where the mark's digit is drawn: its ink, centred in its spot, at the painter's size (78% of
        // the spot on 9×9), and a pixel around it for the antialiasing.
        const QRect spot = g.markRect(2, v);
        QFont font = board_->font();
        font.setPixelSize(std::min(spot.width(), spot.height()) * 78 / 100);
        QRect glyph = QFontMetrics(font).tightBoundingRect(QString::number(v)).adjusted(-1, -1, 1, 1);
        glyph.moveCenter(spot.center());
        for (int y = glyph.top(); y <= glyph.bottom(); ++y)
            for (int x = glyph.left(); x <= glyph.right(); ++x) {
                const QPoint at(static_cast<int>(x * scale), static_cast<int>(y * scale));
                if (plain.pixel(at) != framed.pixel(at)) ++changed;
                if (frameColoured(selected.pixel(at))) ++covered;
            }
    }
    QCOMPARE(changed, 0);
    QCOMPARE(covered, 0);
}

// A digit the computer filled in is not drawn like the player's own (it read as the player's after Solve).
void TestBoard::theComputersDigitsLookDifferent() {
    QVERIFY(game_->placeValue(2, 4));
    board_->setSelectedCell(80);
    const QRect cell = board_->boardGeometry().cellRect(2);
    const QImage player = board_->grab(cell).toImage();
    QVERIFY(game_->erase(2));
    QVERIFY(game_->applyHint(2, 4));
    board_->setSelectedCell(80); // the hint's ring goes with the next change: compare the digit alone
    QVERIFY(game_->togglePencilMark(3, 1));
    const QImage computer = board_->grab(cell).toImage();
    QVERIFY(player != computer);
    const BoardColors colors = BoardColors::fromPalette(board_->palette());
    QVERIFY(contrastRatio(colors.computer, colors.background) >= 4.5);
    QVERIFY(colors.computer != colors.player);
}

QTEST_MAIN(TestBoard)
#include "tst_board.moc"
