// The window as a keyboard and a screen see it: no two mnemonics clash (menus and panel buttons), Redo
// answers Ctrl+Y too, Ctrl+N then Return starts a new game, the board keeps its size while hints
// change and panels open, comes first in a small window, and a restored window fits the screen.

#include <QAbstractButton>
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
#include "window/mainwindow.h"

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

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
