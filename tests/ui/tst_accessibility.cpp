// The board for screen readers, through Qt's accessibility API in process (the AT-SPI test,
// tests/ui/atspi/, reads the same table from outside through a real assistive-technology client): the
// board is a table of N × N named cells with headers, focus and selection follow the cursor, a change
// of a cell sends its name, a new grid of another size leaves no cell of the old one behind; every
// button of the window has a name, the pad's say what they enter, and the hint's words are readable.

#include <QAbstractButton>
#include <QAccessible>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QTest>
#include <QVBoxLayout>

#include <vector>

#include "board/boardwidget.h"
#include "game/game.h"
#include "hint/hintpanel.h"
#include "testsupport.h"
#include "window/mainwindow.h"
#include "window/numberpad.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

// What the accessibility bridge was told: each event's type, the id of its interface, and that
// interface's name when it was sent.
struct SeenEvent {
    QAccessible::Event type;
    QAccessible::Id id;
    QString name;
};

std::vector<SeenEvent>& seenEvents() {
    static std::vector<SeenEvent> events; // QAccessible's update handler is a plain function
    return events;
}

void recordEvent(QAccessibleEvent* event) {
    QAccessibleInterface* iface = event->accessibleInterface();
    seenEvents().push_back({event->type(), iface ? QAccessible::uniqueId(iface) : 0,
                            iface ? iface->text(QAccessible::Name) : QString()});
}

std::vector<SeenEvent> eventsOf(QAccessible::Event type) {
    std::vector<SeenEvent> out;
    for (const SeenEvent& e : seenEvents())
        if (e.type == type) out.push_back(e);
    return out;
}

QString nameOf(QAccessibleInterface* iface) { return iface ? iface->text(QAccessible::Name) : QStringLiteral("<none>"); }

constexpr int kWait = 30000; // ms: only a broken session waits this long

enum class Setup { None, Marks, ManyColours, CandidateColour, PlayerDigit, ComputerDigit, Conflict, DigitOverMarks, Paused, Wrong };

} // namespace

Q_DECLARE_METATYPE(Setup)

class TestAccessibility : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();

    void theBoardIsATableOfNamedCells();
    void cellNames_data();
    void cellNames();
    void cellStates();
    void focusAndSelectionFollowTheCursor();
    void theCellFollowsTheBoardIntoFocus();
    void typingADigitSendsTheCellsNewName();
    void onlyChangedCellsAreAnnounced();
    void aCellActionMovesTheCursor();
    void aGridOfAnotherSizeLeavesNoCellBehind();
    void cellsGoWithTheBoard();
    void everyButtonHasAName();
    void theHintsWordsAreReadable();

private:
    QAccessibleInterface* table() const { return QAccessible::queryAccessibleInterface(board_); }
    QAccessibleInterface* cellAt(int row, int column) const { return table()->tableInterface()->cellAt(row, column); }

    QWidget* window_ = nullptr; // the board with a line edit to take the focus from it
    Game* game_ = nullptr;
    BoardWidget* board_ = nullptr;
    QLineEdit* elsewhere_ = nullptr;
};

void TestAccessibility::initTestCase() {
    test::prepareApp();
    // Qt hands accessibility events on (to the bridge, or to a test's handler) only while a bridge is
    // active: on Linux, Qt's AT-SPI bridge once it is on the accessibility bus. ctest runs this suite
    // in a private desktop with that bus (atspi/a11ysession.py); the bridge connects asynchronously.
    QTRY_VERIFY2_WITH_TIMEOUT(QAccessible::isActive(), "no accessibility bridge: run this suite through tests/ui/atspi/a11ysession.py", kWait);
    QAccessible::installUpdateHandler(recordEvent);
}

void TestAccessibility::cleanupTestCase() { QAccessible::installUpdateHandler(nullptr); }

void TestAccessibility::init() {
    game_ = new Game;
    game_->loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    window_ = new QWidget;
    auto* layout = new QVBoxLayout(window_);
    elsewhere_ = new QLineEdit(window_);
    board_ = new BoardWidget(game_, window_);
    layout->addWidget(elsewhere_);
    layout->addWidget(board_, 1);
    window_->resize(450, 500);
    window_->show();
    window_->activateWindow(); // no window manager in the test's X server: nothing else activates it
    QVERIFY(QTest::qWaitForWindowActive(window_));
    board_->setFocus();
    QCoreApplication::processEvents(); // the queued Focus on the cursor's cell
    seenEvents().clear();
    QVERIFY2(table() && table()->tableInterface(), "the board is not an accessible table");
}

void TestAccessibility::cleanup() {
    delete window_;
    delete game_;
}

void TestAccessibility::theBoardIsATableOfNamedCells() {
    QAccessibleInterface* t = table();
    QVERIFY(t);
    QCOMPARE(t->role(), QAccessible::Table);
    QCOMPARE(nameOf(t), QStringLiteral("Sudoku board"));
    QAccessibleTableInterface* tab = t->tableInterface();
    QVERIFY(tab);
    QCOMPARE(tab->rowCount(), 9);
    QCOMPARE(tab->columnCount(), 9);
    QCOMPARE(t->childCount(), 81);
    QCOMPARE(tab->rowDescription(2), QStringLiteral("Row 3"));
    QCOMPARE(tab->columnDescription(4), QStringLiteral("Column 5"));
    QVERIFY(!tab->cellAt(9, 0));
    QVERIFY(!tab->cellAt(0, -1));

    QAccessibleInterface* cell = tab->cellAt(2, 4);
    QVERIFY(cell);
    QCOMPARE(cell->role(), QAccessible::Cell);
    QCOMPARE(cell->parent(), t);
    QCOMPARE(t->child(2 * 9 + 4), cell); // the children are the cells, row-major
    QCOMPARE(t->indexOfChild(cell), 2 * 9 + 4);
    QCOMPARE(cellAt(2, 4), cell);        // cached: one interface per cell
    QAccessibleTableCellInterface* c = cell->tableCellInterface();
    QVERIFY(c);
    QCOMPARE(c->rowIndex(), 2);
    QCOMPARE(c->columnIndex(), 4);
    QCOMPARE(c->rowExtent(), 1);
    QCOMPARE(c->columnExtent(), 1);
    QCOMPARE(c->table(), t);
    const QList<QAccessibleInterface*> rowHeaders = c->rowHeaderCells();
    const QList<QAccessibleInterface*> columnHeaders = c->columnHeaderCells();
    QCOMPARE(rowHeaders.size(), 1);
    QCOMPARE(columnHeaders.size(), 1);
    QCOMPARE(rowHeaders.first()->role(), QAccessible::RowHeader);
    QCOMPARE(nameOf(rowHeaders.first()), QStringLiteral("Row 3"));
    QCOMPARE(columnHeaders.first()->role(), QAccessible::ColumnHeader);
    QCOMPARE(nameOf(columnHeaders.first()), QStringLiteral("Column 5"));
    QCOMPARE(rowHeaders.first()->parent(), t);

    // Where the cells are: inside the board, and a point of a cell finds that cell.
    const QRect r = cell->rect();
    QVERIFY(!r.isEmpty());
    QVERIFY(t->rect().contains(r));
    QCOMPARE(t->childAt(r.center().x(), r.center().y()), cell);
}

void TestAccessibility::cellNames_data() {
    QTest::addColumn<Setup>("setup");
    QTest::addColumn<int>("cell");
    QTest::addColumn<QString>("name");
    // kPuzzle's first row: 5 3 . . 7 . . . .
    QTest::newRow("given") << Setup::None << 0 << "Row 1, column 1: 5, given";
    QTest::newRow("empty") << Setup::None << 2 << "Row 1, column 3: empty";
    QTest::newRow("marks and a colour") << Setup::Marks << 2
                                        << "Row 1, column 3: empty; candidates 1, 4, 9; corner 6, 2; colour orange";
    QTest::newRow("several colours") << Setup::ManyColours << 0 << "Row 1, column 1: 5, given; colours orange, sky blue";
    QTest::newRow("a coloured candidate") << Setup::CandidateColour << 2
                                          << "Row 1, column 3: empty; candidates 1, 4; candidate colours 4 sky blue";
    QTest::newRow("player's digit") << Setup::PlayerDigit << 2 << "Row 1, column 3: 4";
    QTest::newRow("computer's digit") << Setup::ComputerDigit << 2 << "Row 1, column 3: 4, computer's digit";
    QTest::newRow("conflict") << Setup::Conflict << 2 << "Row 1, column 3: 5; conflict";
    QTest::newRow("the given it clashes with") << Setup::Conflict << 0 << "Row 1, column 1: 5, given; conflict";
    QTest::newRow("marks under a digit are not said") << Setup::DigitOverMarks << 2 << "Row 1, column 3: 4";
    QTest::newRow("wrong after Check") << Setup::Wrong << 2 << "Row 1, column 3: 1; wrong";
    QTest::newRow("paused: the position is hidden") << Setup::Paused << 0 << "Row 1, column 1";
}

void TestAccessibility::cellNames() {
    QFETCH(Setup, setup);
    QFETCH(int, cell);
    QFETCH(QString, name);
    const int r1c3 = 2;
    switch (setup) {
    case Setup::None: break;
    case Setup::Marks:
        for (int v : {9, 1, 4}) QVERIFY(game_->enter({r1c3}, Layer::Centre, v));
        for (int v : {6, 2}) QVERIFY(game_->enter({r1c3}, Layer::Corner, v)); // said in the order added
        QVERIFY(game_->enter({r1c3}, Layer::Colour, 1));
        break;
    case Setup::ManyColours:
        QVERIFY(game_->enter({0}, Layer::Colour, 2));
        QVERIFY(game_->enter({0}, Layer::Colour, 1));
        break;
    case Setup::CandidateColour:
        for (int v : {1, 4}) QVERIFY(game_->enter({r1c3}, Layer::Centre, v));
        QVERIFY(game_->colourCandidate(r1c3, 4, 2));
        break;
    case Setup::PlayerDigit: QVERIFY(game_->placeValue(r1c3, 4)); break;
    case Setup::ComputerDigit: QVERIFY(game_->applyHint(r1c3, 4)); break;
    case Setup::Conflict: QVERIFY(game_->placeValue(r1c3, 5)); break;
    case Setup::DigitOverMarks:
        for (int v : {1, 4}) QVERIFY(game_->enter({r1c3}, Layer::Centre, v));
        QVERIFY(game_->placeValue(r1c3, 4));
        break;
    case Setup::Wrong:
        QVERIFY(game_->placeValue(r1c3, 1));
        game_->setWrongCells({r1c3});
        break;
    case Setup::Paused:
        game_->startClock();
        game_->setPaused(PauseReason::Player, true);
        QVERIFY(game_->isPaused());
        break;
    }
    QCOMPARE(nameOf(table()->child(cell)), name);
}

void TestAccessibility::cellStates() {
    board_->setSelectedCell(2);
    QAccessible::State given = cellAt(0, 0)->state();
    QVERIFY(given.readOnly); // Play mode: a given cannot change
    QVERIFY(given.focusable);
    QVERIFY(!given.focused);
    QVERIFY(!given.selected);
    QAccessible::State cursor = cellAt(0, 2)->state();
    QVERIFY(!cursor.readOnly);
    QVERIFY(cursor.focused);
    QVERIFY(cursor.selected);
    QVERIFY(cursor.selectable);

    elsewhere_->setFocus();
    QVERIFY(!cellAt(0, 2)->state().focused); // the cursor's cell is focused only with the board
    QVERIFY(cellAt(0, 2)->state().selected);

    QVERIFY(game_->editGivens());
    QVERIFY(!cellAt(0, 0)->state().readOnly); // typing the givens: they can change
}

void TestAccessibility::focusAndSelectionFollowTheCursor() {
    QAccessibleTableInterface* tab = table()->tableInterface();
    QAccessibleInterface* before = cellAt(0, 0);
    QCOMPARE(table()->focusChild(), before);
    board_->setSelectedCell(3 * 9 + 5);
    QAccessibleInterface* after = cellAt(3, 5);
    QCOMPARE(table()->focusChild(), after);
    QCOMPARE(tab->selectedCellCount(), 1);
    QCOMPARE(tab->selectedCells(), QList<QAccessibleInterface*>{after});
    QVERIFY(after->tableCellInterface()->isSelected());
    QVERIFY(!before->tableCellInterface()->isSelected());
    QVERIFY(tab->selectedRows().isEmpty());

    const std::vector<SeenEvent> focus = eventsOf(QAccessible::Focus);
    QCOMPARE(focus.size(), std::size_t{1});
    QCOMPARE(focus.front().id, QAccessible::uniqueId(after));
    QCOMPARE(focus.front().name, QStringLiteral("Row 4, column 6: empty"));
    const std::vector<SeenEvent> removed = eventsOf(QAccessible::SelectionRemove);
    const std::vector<SeenEvent> added = eventsOf(QAccessible::SelectionAdd);
    QCOMPARE(removed.size(), std::size_t{1});
    QCOMPARE(removed.front().id, QAccessible::uniqueId(before));
    QCOMPARE(added.size(), std::size_t{1});
    QCOMPARE(added.front().id, QAccessible::uniqueId(after));

    // The arrow keys move it the same way.
    seenEvents().clear();
    QTest::keyClick(board_, Qt::Key_Down);
    QCOMPARE(board_->selectedCell(), 4 * 9 + 5);
    QCOMPARE(eventsOf(QAccessible::Focus).size(), std::size_t{1});
    QCOMPARE(eventsOf(QAccessible::Focus).front().id, QAccessible::uniqueId(cellAt(4, 5)));

    // Without the keyboard focus the cursor still selects, but nothing claims the focus.
    elsewhere_->setFocus();
    seenEvents().clear();
    board_->setSelectedCell(0);
    QVERIFY(eventsOf(QAccessible::Focus).empty());
    QCOMPARE(eventsOf(QAccessible::SelectionAdd).size(), std::size_t{1});
    QVERIFY(!table()->focusChild());
}

void TestAccessibility::theCellFollowsTheBoardIntoFocus() {
    board_->setSelectedCell(10);
    elsewhere_->setFocus();
    QCoreApplication::processEvents();
    seenEvents().clear();
    board_->setFocus(Qt::TabFocusReason);
    QCoreApplication::processEvents();
    const std::vector<SeenEvent> focus = eventsOf(QAccessible::Focus);
    QVERIFY(!focus.empty());
    // Qt announces the table; the cursor's cell comes last, so a screen reader ends on it.
    QCOMPARE(focus.back().id, QAccessible::uniqueId(cellAt(1, 1)));
    QCOMPARE(focus.back().name, QStringLiteral("Row 2, column 2: empty"));
}

void TestAccessibility::typingADigitSendsTheCellsNewName() {
    board_->setSelectedCell(2);
    seenEvents().clear();
    QTest::keyClick(board_, Qt::Key_4);
    QCOMPARE(game_->value(2), 4);
    QAccessibleInterface* cell = cellAt(0, 2);
    QCOMPARE(nameOf(cell), QStringLiteral("Row 1, column 3: 4"));
    const std::vector<SeenEvent> names = eventsOf(QAccessible::NameChanged);
    QCOMPARE(names.size(), std::size_t{1});
    QCOMPARE(names.front().id, QAccessible::uniqueId(cell));
    QCOMPARE(names.front().name, QStringLiteral("Row 1, column 3: 4"));

    // Undo says it again: the cell is empty once more.
    seenEvents().clear();
    game_->undoStack()->undo();
    QCOMPARE(eventsOf(QAccessible::NameChanged).size(), std::size_t{1});
    QCOMPARE(eventsOf(QAccessible::NameChanged).front().name, QStringLiteral("Row 1, column 3: empty"));
}

void TestAccessibility::onlyChangedCellsAreAnnounced() {
    // A digit that clashes changes two names (the cell and the given it clashes with); a digit that
    // cleans a peer's mark changes the peer's too. Nothing else is said.
    QVERIFY(game_->enter({3}, Layer::Centre, 4)); // r1c4 marks 4
    seenEvents().clear();
    QVERIFY(game_->placeValue(2, 4)); // r1c3 = 4 takes r1c4's mark 4 away
    std::vector<QAccessible::Id> ids;
    for (const SeenEvent& e : eventsOf(QAccessible::NameChanged)) ids.push_back(e.id);
    std::sort(ids.begin(), ids.end());
    std::vector<QAccessible::Id> expected = {QAccessible::uniqueId(cellAt(0, 2)), QAccessible::uniqueId(cellAt(0, 3))};
    std::sort(expected.begin(), expected.end());
    QCOMPARE(ids, expected);

    seenEvents().clear();
    QVERIFY(game_->placeValue(2, 5)); // clashes with r1c1's 5
    ids.clear();
    for (const SeenEvent& e : eventsOf(QAccessible::NameChanged)) ids.push_back(e.id);
    std::sort(ids.begin(), ids.end());
    expected = {QAccessible::uniqueId(cellAt(0, 0)), QAccessible::uniqueId(cellAt(0, 2))};
    std::sort(expected.begin(), expected.end());
    QCOMPARE(ids, expected);

    // A pause hides every cell, a resume shows them again: every name changes both times.
    game_->startClock();
    seenEvents().clear();
    game_->setPaused(PauseReason::Player, true);
    QCOMPARE(eventsOf(QAccessible::NameChanged).size(), std::size_t{81});
    seenEvents().clear();
    game_->setPaused(PauseReason::Player, false);
    QCOMPARE(eventsOf(QAccessible::NameChanged).size(), std::size_t{81});
}

void TestAccessibility::aCellActionMovesTheCursor() {
    elsewhere_->setFocus();
    QAccessibleInterface* cell = cellAt(6, 7);
    QAccessibleActionInterface* action = cell->actionInterface();
    QVERIFY(action);
    QVERIFY(action->actionNames().contains(QAccessibleActionInterface::setFocusAction()));
    action->doAction(QAccessibleActionInterface::setFocusAction());
    QCOMPARE(board_->selectedCell(), 6 * 9 + 7);
    QVERIFY(board_->hasFocus());
    QVERIFY(cell->state().focused);
}

void TestAccessibility::aGridOfAnotherSizeLeavesNoCellBehind() {
    QAccessibleInterface* last = cellAt(8, 8);
    const QAccessible::Id lastId = QAccessible::uniqueId(last);
    const QAccessible::Id headerId = QAccessible::uniqueId(last->tableCellInterface()->rowHeaderCells().first());
    board_->setSelectedCell(80);
    seenEvents().clear();

    game_->newEmpty(Shape{2, 2}, Alphabet::Digits); // 4×4
    QVERIFY(!QAccessible::accessibleInterface(lastId)); // deleted: no id leads to a cell that is gone
    QVERIFY(!QAccessible::accessibleInterface(headerId));
    QCOMPARE(eventsOf(QAccessible::TableModelChanged).size(), std::size_t{1});
    QAccessibleTableInterface* tab = table()->tableInterface();
    QCOMPARE(tab->rowCount(), 4);
    QCOMPARE(tab->columnCount(), 4);
    QCOMPARE(table()->childCount(), 16);
    QVERIFY(!tab->cellAt(8, 8));
    QCOMPARE(nameOf(tab->cellAt(3, 3)), QStringLiteral("Row 4, column 4: empty"));
    // The cursor came back into the grid, and the screen reader is told where it is.
    const std::vector<SeenEvent> focus = eventsOf(QAccessible::Focus);
    QCOMPARE(focus.size(), std::size_t{1});
    QCOMPARE(focus.front().id, QAccessible::uniqueId(table()->child(board_->selectedCell())));

    // A change on the new grid is told as on the old one.
    seenEvents().clear();
    QVERIFY(game_->placeValue(5, 3));
    QCOMPARE(eventsOf(QAccessible::NameChanged).size(), std::size_t{1});
    QCOMPARE(eventsOf(QAccessible::NameChanged).front().name, QStringLiteral("Row 2, column 2: 3, given")); // Enter mode

    // And back to 9×9: every cell answers, none from the 4×4 grid is left.
    const QAccessible::Id smallId = QAccessible::uniqueId(tab->cellAt(3, 3));
    game_->loadPuzzle(test::gridFrom(test::kPuzzle), Alphabet::Digits);
    QVERIFY(!QAccessible::accessibleInterface(smallId));
    QCOMPARE(table()->childCount(), 81);
    QCOMPARE(nameOf(cellAt(8, 8)), QStringLiteral("Row 9, column 9: 9, given"));
}

void TestAccessibility::cellsGoWithTheBoard() {
    const QAccessible::Id cellId = QAccessible::uniqueId(cellAt(4, 4));
    const QAccessible::Id tableId = QAccessible::uniqueId(table());
    QVERIFY(QAccessible::accessibleInterface(cellId));
    delete board_;
    board_ = nullptr;
    QVERIFY(!QAccessible::accessibleInterface(tableId));
    QVERIFY(!QAccessible::accessibleInterface(cellId));
    QVERIFY(game_->placeValue(2, 4)); // the game outlives its board: nothing is told to nobody
}

void TestAccessibility::everyButtonHasAName() {
    QScopedPointer<MainWindow> window(test::openWindow());
    const QList<QAbstractButton*> buttons = window->findChildren<QAbstractButton*>();
    QVERIFY(buttons.size() > 20);
    for (QAbstractButton* button : buttons) {
        if (!button->isVisible()) continue; // Qt's own, shown only when needed (the menu bar's overflow)
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(button);
        QVERIFY(iface);
        const QString name = nameOf(iface);
        QVERIFY2(!name.trimmed().isEmpty(), qPrintable(QStringLiteral("a %1 named \"%2\" (tool tip \"%3\") has no accessible name")
                                                           .arg(QString::fromLatin1(button->metaObject()->className()),
                                                                button->objectName(), button->toolTip())));
    }
    auto* pad = window->findChild<NumberPad*>();
    QVERIFY(pad);
    QStringList padNames;
    for (QAbstractButton* button : pad->findChildren<QAbstractButton*>()) padNames << nameOf(QAccessible::queryAccessibleInterface(button));
    // A digit's name says what a press does and what the tracker shows ("Enter 4, 3 still to place").
    for (int v = 1; v <= 9; ++v) {
        const QRegularExpression named(QStringLiteral("^Enter %1(, all placed|, \\d+ still to place)?$").arg(v));
        QVERIFY2(padNames.indexOf(named) >= 0, qPrintable(padNames.join(u'|')));
    }
    QVERIFY2(padNames.contains(QStringLiteral("Erase")), qPrintable(padNames.join(u'|')));
    for (const char* mode : {"Digit", "Corner", "Centre", "Colour"})
        QVERIFY2(padNames.contains(QString::fromLatin1(mode)), qPrintable(padNames.join(u'|')));
}

void TestAccessibility::theHintsWordsAreReadable() {
    QScopedPointer<MainWindow> window(test::openWindow());
    auto* panel = window->findChild<HintPanel*>();
    QVERIFY(panel);
    QVERIFY(!panel->text().isEmpty());
    // Some label of the panel reads its words, as plain text.
    QStringList names;
    for (QLabel* label : panel->findChildren<QLabel*>()) names << nameOf(QAccessible::queryAccessibleInterface(label));
    QVERIFY2(names.contains(panel->text()), qPrintable(names.join(u'|')));
    for (QPushButton* button : {panel->hintButton(), panel->applyButton(), panel->nextButton(), panel->pathButton()})
        QVERIFY(!nameOf(QAccessible::queryAccessibleInterface(button)).isEmpty());
    QCOMPARE(nameOf(QAccessible::queryAccessibleInterface(panel->hintButton())), QStringLiteral("Hint"));
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
