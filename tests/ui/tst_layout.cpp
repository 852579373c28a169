// The window as a keyboard and a screen see it: no two mnemonics clash (menus and panel buttons), Redo
// answers Ctrl+Y too, Ctrl+N then Return starts a new game, the board keeps its size while hints
// change and panels open, comes first in a small window, and a restored window fits the screen.

#include <QAbstractButton>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QStatusTipEvent>
#include <QToolBar>
#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include "analysis/session.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "generate/puzzlesupply.h"
#include "hint/hintladder.h"
#include "hint/solutionpath.h"
#include "testsupport.h"
#include "window/gameactions.h"
#include "window/boardlayout.h"
#include "window/elidedlabel.h"
#include "window/mainwindow.h"
#include "window/numberpad.h"
#include "hint/hintpanel.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

constexpr int kWait = 20000;


} // namespace

class TestLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareApp(); }
    void init();
    void cleanup();

    void mnemonicsDoNotClash();
    void ctrlYRedoes();
    void ctrlNThenReturnStartsANewGame();
    void theBoardKeepsItsSizeWhileHintsAndPanelsChange();
    void theBoardComesFirstInASmallWindow_data();
    void theBoardComesFirstInASmallWindow();
    void aRestoredWindowFitsTheScreen_data();
    void aRestoredWindowFitsTheScreen();
    void thePadStaysBesideTheBoard_data();
    void thePadStaysBesideTheBoard();
    void theHintButtonsNeverMove();
    void theMessageSurvivesMenus();
    void aLongMessageElidesWithATooltip();

private:
    MainWindow* window_ = nullptr;
};

void TestLayout::init() {
    window_ = test::openWindow();
}

void TestLayout::cleanup() {
    delete window_;
    window_ = nullptr;
    QSettings().remove(QStringLiteral("window"));
}

// Alt+letter must mean one thing: the menu bar's titles and every button in the window (the hint
// panel's Hint and Solution Path once took Alt+H and Alt+P from the Help and Play menus).
void TestLayout::mnemonicsDoNotClash() {
    window_->actions().solutionPath->trigger(); // every panel open
    QStringList texts;
    for (QAction* menu : window_->menuBar()->actions()) texts << menu->text();
    for (QAbstractButton* button : window_->findChildren<QAbstractButton*>())
        if (button->isVisibleTo(window_)) texts << button->text();
    QMap<QKeySequence, QString> seen;
    for (const QString& text : texts) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (key.isEmpty()) continue;
        QVERIFY2(!seen.contains(key),
                 qPrintable(QStringLiteral("%1 and %2 both take %3").arg(seen.value(key), text, key.toString())));
        seen.insert(key, text);
    }
    QVERIFY(seen.size() >= 8);
}

void TestLayout::ctrlYRedoes() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QVERIFY(window_->game()->placeValue(2, 4));
    window_->actions().undo->trigger();
    QCOMPARE(window_->game()->value(2), 0);
    window_->board()->setFocus();
    QTest::keyClick(window_->board(), Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(window_->game()->value(2), 4);
    window_->actions().undo->trigger();
    QTest::keyClick(window_->board(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(window_->game()->value(2), 4);
}

// Ctrl+N opens the grade menu with the last grade highlighted: Return plays one like it.
void TestLayout::ctrlNThenReturnStartsANewGame() {
    QSettings().setValue(QStringLiteral("game/grade"), QStringLiteral("medium"));
    QSignalSpy made(window_->puzzleSupply(), &PuzzleSupply::puzzleReady);
    window_->board()->setFocus();
    QTest::keyClick(window_->board(), Qt::Key_N, Qt::ControlModifier);
    QMenu* menu = nullptr;
    QTRY_VERIFY((menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())));
    QVERIFY(menu->activeAction());
    QCOMPARE(menu->activeAction(), window_->actions().gradeAction(logic::Grade::Medium));
    QTest::keyClick(menu, Qt::Key_Return);
    QVERIFY(made.wait(30000));
    QCOMPARE(window_->game()->mode(), Mode::Play);
    QVERIFY(window_->puzzleCode().has_value());
    QCOMPARE(window_->puzzleCode()->target, DifficultyTarget::ofGrade(logic::Grade::Medium));
}

void TestLayout::theBoardKeepsItsSizeWhileHintsAndPanelsChange() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPointingNext)));
    QTRY_VERIFY_WITH_TIMEOUT(!window_->session()->isBusy(), kWait);
    BoardWidget* board = window_->board();
    QTest::qWait(50);
    const QRect before = board->geometry();
    const int cell = board->boardGeometry().cellSize();
    for (int rung = 1; rung <= 3; ++rung) { // the panel's words grow longer each time
        window_->actions().hint->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window_->hintLadder()->isBusy(), kWait);
        QTest::qWait(50);
        QCOMPARE(board->geometry(), before);
    }
    window_->actions().solutionPath->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window_->solutionPath()->isCurrent(), kWait);
    QTest::qWait(100);
    QCOMPARE(board->geometry(), before);
    window_->solutionPathDock()->hide();
    QTest::qWait(100);
    QCOMPARE(board->geometry(), before);
    QCOMPARE(board->boardGeometry().cellSize(), cell);
}

void TestLayout::theBoardComesFirstInASmallWindow_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("minCell"); // the smallest cell side the board may have there
    QTest::newRow("800×560") << QSize(800, 560) << 42;
    QTest::newRow("700×500") << QSize(700, 500) << 32; // the hint panel stops at its buttons
}

// In a small window the panels give way first (down to their minimum width), so the board keeps
// cells big enough to play on (before, the panels kept their width: 36 and 24 px cells; now 44 and 33).
void TestLayout::theBoardComesFirstInASmallWindow() {
    QFETCH(QSize, size);
    QFETCH(int, minCell);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    window_->resize(size);
    QTest::qWait(100);
    const int cell = window_->board()->boardGeometry().cellSize();
    qInfo("%d×%d: cells of %d px", size.width(), size.height(), cell);
    QVERIFY2(cell >= minCell, qPrintable(QString::number(cell)));
    QVERIFY(window_->board()->width() > window_->findChild<QDockWidget*>(QStringLiteral("hints"))->width());
}

void TestLayout::aRestoredWindowFitsTheScreen_data() {
    QTest::addColumn<QRect>("saved");
    QTest::newRow("larger than the screen (saved at scale factor 1, opened at 2)") << QRect(0, 0, 2400, 1600);
    QTest::newRow("off the screen") << QRect(3000, 2000, 900, 700);
    QTest::newRow("nothing saved: the default size") << QRect();
}

void TestLayout::aRestoredWindowFitsTheScreen() {
    QFETCH(QRect, saved);
    if (saved.isValid()) {
        window_->setGeometry(saved);
        QSettings().setValue(QStringLiteral("window/geometry"), window_->saveGeometry());
    } else {
        QSettings().remove(QStringLiteral("window/geometry"));
    }
    delete window_;
    window_ = new MainWindow; // reads the settings as the app does at start-up
    window_->show();
    const QRect available = window_->screen()->availableGeometry();
    QVERIFY2(available.contains(window_->frameGeometry()),
             qPrintable(QStringLiteral("%1,%2 %3×%4 on a %5×%6 screen")
                            .arg(window_->x()).arg(window_->y()).arg(window_->width()).arg(window_->height())
                            .arg(available.width()).arg(available.height())));
}

void TestLayout::thePadStaysBesideTheBoard_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<QSize>("window");
    QTest::newRow("9×9, the smallest window") << 9 << QSize(100, 100);
    QTest::newRow("9×9, 960×720") << 9 << QSize(960, 720);
    QTest::newRow("9×9, 1580×950") << 9 << QSize(1580, 950);
    QTest::newRow("16×16, 960×720") << 16 << QSize(960, 720);
    QTest::newRow("16×16, 1280×860") << 16 << QSize(1280, 860);
    QTest::newRow("25×25, 1580×950") << 25 << QSize(1580, 950);
}

// The board gets the space first and the pad follows it: right beside it at every size (a 140 px gap
// opened at 1580×950), its buttons growing and shrinking with the cells (50 px buttons beside a 215 px
// board at the smallest size), and the window never so small that cells lose their pencil marks or
// the tool bar its last commands.
void TestLayout::thePadStaysBesideTheBoard() {
    QFETCH(int, size);
    QFETCH(QSize, window);
    window_->newEmptyGrid(size);
    window_->resize(window); // (the offscreen screen is 800×800: larger windows are fine there)
    QTest::qWait(100);
    BoardWidget* board = window_->board();
    auto* pad = window_->findChild<NumberPad*>();
    QVERIFY(pad && pad->isVisible());
    const QRect grid(board->mapTo(window_, board->boardGeometry().boardRect().topLeft()), board->boardGeometry().boardRect().size());
    const QRect padRect(pad->mapTo(window_, QPoint(0, 0)), pad->size());
    const int gap = padRect.left() - grid.right();
    qInfo("%d×%d in %d×%d: board %d px (cells %d), pad buttons %d px, gap %d px", size, size, window_->width(),
          window_->height(), grid.width(), board->boardGeometry().cellSize(), pad->buttonSide(), gap);
    QVERIFY2(gap > 0 && gap <= BoardLayout::kGap + 2, qPrintable(QString::number(gap))); // a line's width
    QCOMPARE(padRect.top(), grid.top() - (grid.top() - board->mapTo(window_, QPoint(0, 0)).y()));
    const int cell = board->boardGeometry().cellSize();
    QVERIFY(cell >= (size <= 9 ? 32 : size <= 16 ? 28 : 22)); // the least cells that keep marks legible
    QVERIFY2(pad->buttonSide() <= std::max(BoardLayout::kMinButton, cell * 5 / 4), qPrintable(QString::number(pad->buttonSide())));
    QVERIFY(pad->buttonSide() >= BoardLayout::kMinButton);
    // The tool bar shows all of its commands (no "»").
    auto* bar = window_->findChild<QToolBar*>();
    QVERIFY(bar->width() >= bar->sizeHint().width() - 2);
}

// The hint panel's buttons moved down a line when the words wrapped to a fifth line: fifty clicks on
// Next Step landed in the gap. Whatever the words (no hint, each rung, a long explanation), the buttons
// stay where they are and the words scroll.
void TestLayout::theHintButtonsNeverMove() {
    window_->resize(960, 720);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPointingNext)));
    QTRY_VERIFY_WITH_TIMEOUT(!window_->session()->isBusy(), kWait);
    HintPanel* panel = window_->hintPanel();
    const auto where = [panel] {
        QList<QRect> out;
        for (QPushButton* b : {panel->hintButton(), panel->applyButton(), panel->nextButton(), panel->pathButton()})
            out << QRect(b->mapTo(panel, QPoint(0, 0)), b->size());
        return out;
    };
    QTest::qWait(50);
    const QList<QRect> before = where();
    int longest = 0;
    for (int press = 0; press < 6; ++press) {
        if (press == 3) window_->hintLadder()->nextStep(); // the next step, straight at the same rung
        else window_->actions().hint->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window_->hintLadder()->isBusy(), kWait);
        QTest::qWait(30);
        longest = std::max(longest, static_cast<int>(panel->text().size()));
        QCOMPARE(where(), before);
    }
    // Words longer than the panel: an explanation of many lines.
    QString words;
    for (int i = 0; i < 40; ++i) words += QStringLiteral("A long explanation of a chain, line %1. ").arg(i);
    auto* text = panel->findChildren<QLabel*>().last();
    text->setText(words);
    QTest::qWait(30);
    QCOMPARE(where(), before);
    QVERIFY(longest > 40);
}

// Opening a menu wiped the message for good (the first item's empty status tip); it comes back when
// the menu closes, and the status tip of an item shows while it is hovered.
void TestLayout::theMessageSurvivesMenus() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(!window_->currentMessage().isEmpty(), kWait);
    const QString message = window_->currentMessage();
    auto* label = window_->statusBar()->findChild<ElidedLabel*>(QStringLiteral("message"));
    QVERIFY(label && label->isVisible());
    QCOMPARE(label->text(), message);
    QStatusTipEvent tip(QStringLiteral("Opens a file"));
    QApplication::sendEvent(window_, &tip);
    QCOMPARE(window_->statusBar()->currentMessage(), QStringLiteral("Opens a file"));
    QStatusTipEvent none{QString()}; // what a menu sends for an item without a tip, and on closing
    QApplication::sendEvent(window_, &none);
    QVERIFY(label->isVisible());
    QCOMPARE(label->text(), message);
    // The real menu: opened and closed.
    QMenu* game = window_->menuBar()->actions().front()->menu();
    game->popup(window_->mapToGlobal(QPoint(10, 10)));
    QTRY_VERIFY(game->isVisible());
    QTest::keyClick(game, Qt::Key_Down);
    game->close();
    QTRY_VERIFY(label->isVisible());
    QCOMPARE(label->text(), message);
}

// A message longer than the room it has ends in "…", its whole text in the tool tip, and never runs
// under the rating or the clock beside it.
void TestLayout::aLongMessageElidesWithATooltip() {
    window_->resize(700, 600);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(!window_->ratingText().isEmpty() && !window_->session()->isBusy(), kWait);
    auto* label = window_->statusBar()->findChild<ElidedLabel*>(QStringLiteral("message"));
    const QString longText = QStringLiteral("Willkommen zurück: Ihr unvollendetes Spiel wurde wiederhergestellt, mit allen Notizen "
                                            "und der Uhr, wie Sie es verlassen haben.");
    QVERIFY(!window_->pasteText(QStringLiteral("x"))); // an error: a message of its own
    label->setText(longText);
    QTest::qWait(30);
    QVERIFY(label->isElided());
    QVERIFY(label->shownText().endsWith(QChar(0x2026)));
    QCOMPARE(label->text(), longText);
    const QRect mine = label->geometry();
    for (QWidget* other : window_->statusBar()->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (other != label && other->isVisible()) QVERIFY2(!mine.intersects(other->geometry()), qPrintable(other->objectName()));
    QVERIFY(mine.width() >= window_->width() * 2 / 5);
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
