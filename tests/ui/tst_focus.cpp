// The keyboard stays on the board: after every dialog closes and after every command that changes the
// puzzle the board has the focus, and keys the board understands still reach it when the focus is on
// a button or a panel. A new player typed a whole newspaper puzzle into nothing (122 keys) after
// answering a dialog; these tests press the keys after each dialog and command, as a player would,
// to whatever widget has the focus.

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

#include "analysis/session.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "generate/puzzlesupply.h"
#include "hint/hintladder.h"
#include "hint/hintpanel.h"
#include "testsupport.h"
#include "window/customgamedialog.h"
#include "window/gameactions.h"
#include "window/help.h"
#include "window/mainwindow.h"
#include "window/puzzlecheck.h"
#include "window/recentgames.h"
#include "window/statisticsdialog.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

constexpr int kWait = 20000;

// The dialog of `window` that is shown now (modal or not), or null.
QDialog* shownDialog(const MainWindow* window) {
    for (QDialog* dialog : window->findChildren<QDialog*>())
        if (dialog->isWindow() && dialog->isVisible()) return dialog;
    return nullptr;
}

// A button of `dialog` whose text, without its mnemonic, is `text`.
QAbstractButton* buttonOf(const QWidget* dialog, const QString& text) {
    for (QAbstractButton* button : dialog->findChildren<QAbstractButton*>())
        if (QString(button->text()).remove(QLatin1Char('&')) == text) return button;
    return nullptr;
}

// Answers the next dialog of `window` with `answer` once it is shown (for dialogs that block in exec()).
void answerWhenShown(MainWindow* window, std::function<void(QDialog*)> answer) {
    auto* timer = new QTimer(window);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, window, [window, timer, answer] {
        if (QDialog* dialog = shownDialog(window)) {
            timer->deleteLater();
            timer->stop();
            answer(dialog);
        }
    });
    timer->start();
}

} // namespace

class TestFocus : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void theBoardHasTheKeyboardAfterEveryDialog_data();
    void theBoardHasTheKeyboardAfterEveryDialog();
    void theBoardHasTheKeyboardAfterEveryCommand_data();
    void theBoardHasTheKeyboardAfterEveryCommand();
    void keysTypedOnAButtonReachTheBoard_data();
    void keysTypedOnAButtonReachTheBoard();
    void widgetsThatTakeTypingKeepTheirKeys();

private:
    // Types `key` where the keyboard is, as a player's key press goes; true when it landed in `cell`.
    bool typeReaches(int cell, Qt::Key key, int value);
    void moveFocusToTheHintButton();

    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestFocus::initTestCase() {
    test::prepareApp();
    QVERIFY(dir_.isValid());
}

void TestFocus::init() {
    window_ = test::openWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_));
}

void TestFocus::cleanup() {
    delete window_;
    window_ = nullptr;
}

bool TestFocus::typeReaches(int cell, Qt::Key key, int value) {
    QWidget* focus = QApplication::focusWidget();
    if (!focus) {
        qWarning("nothing has the keyboard: the key goes nowhere");
        return false;
    }
    window_->board()->setSelectedCell(cell);
    QTest::keyClick(focus, key);
    return window_->game()->value(cell) == value;
}

// Where the focus went (Qt gives it to the next button that takes Tab): the hint panel's Hint button,
// reached by Tab; its Solution Path button while Hint is off (givens being typed).
void TestFocus::moveFocusToTheHintButton() {
    QPushButton* button = window_->hintPanel()->hintButton();
    if (!button->isEnabled()) button = window_->hintPanel()->pathButton();
    button->setFocus(Qt::TabFocusReason);
    QCOMPARE(QApplication::focusWidget(), button);
}

void TestFocus::theBoardHasTheKeyboardAfterEveryDialog_data() {
    QTest::addColumn<QString>("dialog");
    for (const char* dialog : {"several solutions: Play Anyway", "several solutions: Edit Givens", "an error: OK",
                               "Settings: Cancel", "Settings: OK", "Statistics: Close", "Custom Game: Cancel", "Killer: Cancel",
                               "Puzzle from Code: Cancel", "Keys and Mouse: Close", "Open: Cancel", "Open: a puzzle",
                               "Export: Cancel"})
        QTest::newRow(dialog) << QString::fromLatin1(dialog);
}

// Each dialog is answered with the mouse, as a player does; then a digit typed to whatever has the
// keyboard lands on the board. (On the offscreen platform, as with some window managers, nothing had
// the keyboard after a dialog: the window was not made active again.)
void TestFocus::theBoardHasTheKeyboardAfterEveryDialog() {
    QFETCH(QString, dialog);
    const auto is = [&dialog](const char* name) { return dialog == QLatin1String(name); };
    const QString puzzleFile = dir_.filePath(QStringLiteral("puzzle.txt"));
    {
        QFile file(puzzleFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(test::kPuzzle) + '\n');
    }
    const bool several = dialog.startsWith(QLatin1String("several"));
    window_->setDialogsEnabled(true);
    QVERIFY(window_->pasteText(QString::fromLatin1(several ? test::kTwoSolutions : test::kPuzzle)));
    QTRY_VERIFY_WITH_TIMEOUT(!window_->session()->isBusy(), kWait);
    int cell = 2; // r1c3, empty in both puzzles; its digit is 4
    if (several) QTRY_VERIFY_WITH_TIMEOUT(window_->puzzleCheck()->question(), kWait);
    const auto click = [](QDialog* d, const QString& text) {
        QAbstractButton* button = buttonOf(d, text);
        QVERIFY2(button, qPrintable(QStringLiteral("no button %1").arg(text)));
        QTest::mouseClick(button, Qt::LeftButton);
    };
    if (several) {
        QMessageBox* question = window_->puzzleCheck()->question();
        QVERIFY(question && question->isVisible());
        click(question, is("several solutions: Play Anyway") ? QStringLiteral("Play Anyway") : QStringLiteral("Edit Givens"));
    } else if (is("an error: OK")) {
        QVERIFY(!window_->pasteText(QStringLiteral("hello world")));
        QDialog* box = nullptr;
        QTRY_VERIFY((box = shownDialog(window_)));
        click(box, QStringLiteral("OK"));
    } else if (is("Settings: Cancel") || is("Settings: OK")) {
        answerWhenShown(window_, [&](QDialog* d) {
            auto* buttons = d->findChild<QDialogButtonBox*>();
            QTest::mouseClick(buttons->button(is("Settings: OK") ? QDialogButtonBox::Ok : QDialogButtonBox::Cancel),
                              Qt::LeftButton);
        });
        window_->actions().settings->trigger(); // blocks until answered
    } else if (is("Statistics: Close")) {
        window_->actions().statistics->trigger();
        QDialog* d = nullptr;
        QTRY_VERIFY((d = shownDialog(window_)));
        QTest::mouseClick(d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Close), Qt::LeftButton);
    } else if (is("Custom Game: Cancel") || is("Killer: Cancel")) {
        (is("Killer: Cancel") ? window_->actions().newKiller : window_->actions().newCustom)->trigger();
        QDialog* d = nullptr;
        QTRY_VERIFY((d = shownDialog(window_)));
        QTest::mouseClick(d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
    } else if (is("Puzzle from Code: Cancel")) {
        window_->actions().newFromCode->trigger();
        QDialog* d = nullptr;
        QTRY_VERIFY((d = shownDialog(window_)));
        click(d, QStringLiteral("Cancel"));
    } else if (is("Keys and Mouse: Close")) {
        showKeysHelp(window_);
        QDialog* d = nullptr;
        QTRY_VERIFY((d = shownDialog(window_)));
        click(d, QStringLiteral("Close"));
    } else if (is("Open: Cancel") || is("Open: a puzzle") || is("Export: Cancel")) {
        answerWhenShown(window_, [&](QDialog* d) {
            auto* files = qobject_cast<QFileDialog*>(d);
            QVERIFY(files);
            if (is("Open: a puzzle")) {
                files->selectFile(puzzleFile);
                static_cast<QDialog*>(files)->done(QDialog::Accepted); // QFileDialog hides it; the dialog takes it
            } else {
                files->reject();
            }
        });
        if (is("Export: Cancel")) window_->actions().exportPng->trigger();
        else window_->actions().open->trigger(); // blocks until answered
    }
    QTRY_VERIFY_WITH_TIMEOUT(!shownDialog(window_), kWait);
    QTRY_COMPARE(QApplication::focusWidget(), window_->board());
    if (window_->game()->mode() == Mode::Enter) { // Edit Givens: a given typed in the marked cell
        cell = window_->puzzleCheck()->differences().empty() ? 2 : window_->puzzleCheck()->differences().front().cell;
        const int value = test::gridFrom(test::kSolution).at(cell);
        QVERIFY(typeReaches(cell, static_cast<Qt::Key>(Qt::Key_0 + value), value));
        return;
    }
    QVERIFY(typeReaches(cell, Qt::Key_4, 4));
}

void TestFocus::theBoardHasTheKeyboardAfterEveryCommand_data() {
    QTest::addColumn<QString>("command");
    for (const char* command : {"Enter a Puzzle", "Empty Grid of Size 9×9", "Paste", "Open", "New Game", "Start Playing",
                                "Edit Givens", "Undo", "Redo", "Apply a hint", "Recent Games"})
        QTest::newRow(command) << QString::fromLatin1(command);
}

// The focus is elsewhere (on the hint panel's Hint button, where Tab takes it) when a command that
// changes the puzzle runs, from a menu, a shortcut or a button: afterwards the board has it.
void TestFocus::theBoardHasTheKeyboardAfterEveryCommand() {
    QFETCH(QString, command);
    const auto is = [&command](const char* name) { return command == QLatin1String(name); };
    const GameActions& a = window_->actions();
    Game* game = window_->game();
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPointingNext)));
    QTRY_VERIFY_WITH_TIMEOUT(!window_->session()->isBusy(), kWait);
    moveFocusToTheHintButton();
    if (is("Enter a Puzzle")) {
        a.enterPuzzle->trigger();
    } else if (is("Empty Grid of Size 9×9")) {
        a.newEmpty[2]->trigger();
    } else if (is("Paste")) {
        QGuiApplication::clipboard()->setText(QString::fromLatin1(test::kPuzzle));
        a.paste->trigger();
    } else if (is("Open")) {
        const QString path = dir_.filePath(QStringLiteral("open.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(test::kPuzzle) + '\n');
        file.close();
        QVERIFY(window_->openFile(path));
    } else if (is("New Game")) {
        QSignalSpy made(window_->puzzleSupply(), &PuzzleSupply::puzzleReady);
        a.gradeAction(logic::Grade::Easy)->trigger();
        QVERIFY(made.wait(kWait));
    } else if (is("Start Playing")) {
        a.enterPuzzle->trigger();
        QTest::qWait(10);
        for (int cell = 0; cell < 81; ++cell) game->placeValue(cell, test::gridFrom(test::kPuzzle).at(cell));
        moveFocusToTheHintButton();
        a.startPlaying->trigger();
    } else if (is("Edit Givens")) {
        a.editGivens->trigger();
    } else if (is("Undo") || is("Redo")) {
        QVERIFY(game->placeValue(0, game->value(0) == 0 ? 1 : 0) || game->togglePencilMark(0, 1));
        if (is("Redo")) a.undo->trigger();
        moveFocusToTheHintButton();
        (is("Undo") ? a.undo : a.redo)->trigger();
    } else if (is("Apply a hint")) {
        window_->hintLadder()->hint();
        QTRY_VERIFY_WITH_TIMEOUT(window_->hintLadder()->canApply(), kWait);
        moveFocusToTheHintButton();
        QTest::mouseClick(window_->hintPanel()->applyButton(), Qt::LeftButton);
    } else if (is("Recent Games")) {
        QVERIFY(game->placeValue(0, 1) || game->togglePencilMark(1, 1)); // a game worth keeping
        a.enterPuzzle->trigger(); // the one before goes to Recent Games
        QTRY_VERIFY(!window_->recentGames()->texts().isEmpty());
        moveFocusToTheHintButton();
        QMenu* menu = nullptr;
        for (QMenu* m : window_->findChildren<QMenu*>())
            if (QString(m->title()).remove(QLatin1Char('&')) == QLatin1String("Recent Games")) menu = m;
        QVERIFY(menu);
        emit menu->aboutToShow();
        menu->actions().front()->trigger();
    }
    QTRY_COMPARE(QApplication::focusWidget(), window_->board());
}

void TestFocus::keysTypedOnAButtonReachTheBoard_data() {
    QTest::addColumn<int>("key");
    QTest::addColumn<QString>("what"); // "digit", "move", "erase"
    QTest::newRow("a digit") << int(Qt::Key_4) << QStringLiteral("digit");
    QTest::newRow("an arrow") << int(Qt::Key_Right) << QStringLiteral("move");
    QTest::newRow("Delete") << int(Qt::Key_Delete) << QStringLiteral("erase");
    QTest::newRow("Backspace") << int(Qt::Key_Backspace) << QStringLiteral("erase");
}

// Keys the board understands, typed while a button of the window has the focus (the player pressed
// Tab, or clicked a panel), go to the board and bring the focus with them; Space still presses the
// focused button (keyboard users reach buttons with Tab on purpose).
void TestFocus::keysTypedOnAButtonReachTheBoard() {
    QFETCH(int, key);
    QFETCH(QString, what);
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    Game* game = window_->game();
    window_->board()->setSelectedCell(2);
    if (what == QLatin1String("erase")) QVERIFY(game->placeValue(2, 7));
    moveFocusToTheHintButton();
    QTest::keyClick(QApplication::focusWidget(), static_cast<Qt::Key>(key));
    if (what == QLatin1String("digit")) QCOMPARE(game->value(2), 4);
    else if (what == QLatin1String("move")) QCOMPARE(window_->board()->selectedCell(), 3);
    else QCOMPARE(game->value(2), 0);
    QCOMPARE(QApplication::focusWidget(), window_->board());
}

// A widget that takes typing keeps its keys: the puzzle picker's spin box (a file of several puzzles)
// reads "12" as twelve, not as a 1 and a 2 on the board.
void TestFocus::widgetsThatTakeTypingKeepTheirKeys() {
    QString lines;
    for (int i = 0; i < 14; ++i) {
        QByteArray puzzle(test::kPuzzle);
        puzzle[80 - i] = '.';
        lines += QString::fromLatin1(puzzle) + QLatin1Char('\n');
    }
    const QString path = dir_.filePath(QStringLiteral("many.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(lines.toLatin1());
    file.close();
    QVERIFY(window_->openFile(path));
    QCOMPARE(window_->puzzleCount(), 14);
    auto* spin = window_->findChild<QSpinBox*>();
    QVERIFY(spin && spin->isVisible());
    spin->setFocus(Qt::TabFocusReason);
    spin->selectAll();
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("12"));
    QTRY_COMPARE(window_->puzzleIndex(), 11);
    QCOMPARE(window_->game()->value(0), 5); // the board did not get the keys (r1c1 is a given 5)
}

QTEST_MAIN(TestFocus)
#include "tst_focus.moc"
