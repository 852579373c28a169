// A puzzle from a picture, as a player gets it: Open (or Game → Open Image…, or Ctrl+V with a picture
// on the clipboard), the review dialog with the digits read over the picture, a doubtful cell fixed by
// clicking it and typing, a corner dragged (the picture is read again from there), Accept, and the
// digits on the board in Enter mode as one undoable change; Esc while reading cancels it and the
// board has the keyboard after the dialog. Pictures are Qudoku's own PNG exports, made here.

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

#include "analysis/session.h"
#include "board/boardwidget.h"
#include "game/game.h"
#include "render/picture_export.h"
#include "testsupport.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "window/picturereview.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

constexpr int kWait = 30000;

// test::kPuzzle with a second 5 in row 1 (r1c7; its column and box have none): the reader marks a digit twice in a house as doubtful.
const QByteArray kClashing = QByteArray(test::kPuzzle).left(6) + '5' + QByteArray(test::kPuzzle).mid(7);

bool exportPng(const QString& path, const QByteArray& puzzle) {
    render::Captioned item;
    item.picture.givens = test::gridFrom(puzzle.constData());
    return render::writePicture(path, render::PictureFormat::Png, {item}).ok();
}

QByteArray lineOf(const std::array<int, 81>& digits) {
    QByteArray line;
    for (int d : digits) line += d == 0 ? '.' : static_cast<char>('0' + d);
    return line;
}

QAbstractButton* buttonOf(const QWidget* dialog, const QString& text) {
    for (QAbstractButton* button : dialog->findChildren<QAbstractButton*>())
        if (QString(button->text()).remove(QLatin1Char('&')) == text) return button;
    return nullptr;
}

} // namespace

class TestPicture : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void openReviewFixAndAccept();
    void dragACornerReadsAgain();
    void escCancelsTheReadingThenCloses();
    void pasteAPictureFromTheClipboard();
    void openImageIsInTheGameMenu();
    void brokenPicturesAreReported();

private:
    PictureReviewDialog* openAndWait(const QString& path);

    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestPicture::initTestCase() {
    test::prepareApp();
    QVERIFY(dir_.isValid());
    QVERIFY(exportPng(dir_.filePath("clean.png"), test::kPuzzle));
    QVERIFY(exportPng(dir_.filePath("clashing.png"), kClashing));
}

void TestPicture::init() {
    window_ = test::openWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_));
}

void TestPicture::cleanup() {
    delete window_;
    window_ = nullptr;
}

PictureReviewDialog* TestPicture::openAndWait(const QString& path) {
    if (!window_->openFile(path)) return nullptr;
    PictureReviewDialog* dialog = window_->pictureReview();
    if (!dialog || !dialog->isVisible()) return nullptr;
    if (!QTest::qWaitFor([dialog] { return !dialog->isReading(); }, kWait)) return nullptr;
    return dialog;
}

void TestPicture::openReviewFixAndAccept() {
    PictureReviewDialog* dialog = openAndWait(dir_.filePath("clashing.png"));
    QVERIFY(dialog);
    PictureReviewView* view = dialog->view();
    QCOMPARE(lineOf(view->digits()), kClashing);
    // Both 5s of row 1 are doubtful; the player empties the wrong one (r1c7) with the mouse and a key.
    QVERIFY2(view->suspect() == (std::vector<int>{0, 6}), qPrintable(dialog->statusText()));
    QVERIFY2(dialog->statusText().contains(QLatin1String("2 cell")) && dialog->statusText().contains(QLatin1String("marked ?")), qPrintable(dialog->statusText()));
    QVERIFY2(dialog->statusText().contains(QLatin1String("no solution")), qPrintable(dialog->statusText()));
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCentreOnWidget(6).toPoint());
    QCOMPARE(view->selectedCell(), 6);
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(view->digits()[6], 0);
    QCOMPARE(view->suspect(), std::vector<int>{0});
    // Arrows and a digit: r2c2 (empty) gets a 7, then 0 empties it again.
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(view->selectedCell(), 9 + 6);
    for (int i = 0; i < 5; ++i) QTest::keyClick(view, Qt::Key_Left);
    QCOMPARE(view->selectedCell(), 9 + 1);
    QTest::keyClick(view, Qt::Key_7);
    QCOMPARE(view->digits()[10], 7);
    QTest::keyClick(view, Qt::Key_0);
    QCOMPARE(view->digits()[10], 0);

    QAbstractButton* accept = buttonOf(dialog, QStringLiteral("Accept"));
    QVERIFY(accept && accept->isEnabled());
    QTest::mouseClick(accept, Qt::LeftButton);
    QTRY_VERIFY(!window_->pictureReview());
    Game* game = window_->game();
    QCOMPARE(game->mode(), Mode::Enter);
    QByteArray board;
    for (int cell = 0; cell < 81; ++cell) board += game->value(cell) == 0 ? '.' : static_cast<char>('0' + game->value(cell));
    QCOMPARE(board, QByteArray(test::kPuzzle));
    // One undoable change: Undo empties the grid.
    QCOMPARE(game->undoStack()->count(), 1);
    game->undoStack()->undo();
    QCOMPARE(game->givens().filledCount(), 0);
    for (int cell = 0; cell < 81; ++cell) QCOMPARE(game->value(cell), 0);
    game->undoStack()->redo();
    // The change is a move like any other: the game's snapshot (what the autosave and Save write)
    // holds it, one change per digit read (a QUndoStack macro there crashed the autosave).
    const GameSnapshot snapshot = game->snapshot();
    QCOMPARE(snapshot.history.size(), std::size_t{1});
    const auto read = std::count_if(board.begin(), board.end(), [](char c) { return c != '.'; });
    QCOMPARE(static_cast<qsizetype>(snapshot.history[0].changes.size()), static_cast<qsizetype>(read));
    // The keyboard is back on the board: a digit typed lands there.
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window_->board()));
    window_->board()->setSelectedCell(2);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_4);
    QCOMPARE(game->value(2), 4);
    // Start Playing runs the usual check: one solution.
    window_->startPlaying();
    QCOMPARE(game->mode(), Mode::Play);
}

void TestPicture::dragACornerReadsAgain() {
    PictureReviewDialog* dialog = openAndWait(dir_.filePath("clean.png"));
    QVERIFY(dialog);
    PictureReviewView* view = dialog->view();
    QCOMPARE(lineOf(view->digits()), QByteArray(test::kPuzzle));
    QSignalSpy reads(window_->session(), &AnalysisSession::pictureRead);
    // The player's fix survives a new reading.
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCentreOnWidget(80).toPoint());
    QTest::keyClick(view, Qt::Key_Delete);
    // Drag the top left corner 2 widget pixels out and let go: the cells are read from there.
    const QPoint from = view->cornerOnWidget(0).toPoint();
    const QPoint to = from + QPoint(-2, -2);
    const QPointF before = view->corners()[0];
    QTest::mousePress(view, Qt::LeftButton, {}, from);
    QTest::mouseMove(view, to);
    QTest::mouseRelease(view, Qt::LeftButton, {}, to);
    QVERIFY(dialog->isReading());
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isReading(), kWait);
    QCOMPARE(reads.count(), 1);
    const QPointF after = view->corners()[0];
    QVERIFY2(after.x() < before.x() && after.y() < before.y(),
             qPrintable(QStringLiteral("%1,%2 -> %3,%4").arg(before.x()).arg(before.y()).arg(after.x()).arg(after.y())));
    QByteArray expected(test::kPuzzle);
    expected[80] = '.';
    QCOMPARE(lineOf(view->digits()), expected);
    dialog->reject();
}

void TestPicture::escCancelsTheReadingThenCloses() {
    QVERIFY(window_->openFile(dir_.filePath("clean.png")));
    PictureReviewDialog* dialog = window_->pictureReview();
    QVERIFY(dialog && dialog->isReading());
    QSignalSpy reads(window_->session(), &AnalysisSession::pictureRead);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    // The reading stops (or had just finished); the dialog stays for the player to place the corners.
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isReading(), kWait);
    QCOMPARE(reads.count(), 1);
    QVERIFY(dialog->isVisible());
    QVERIFY(!window_->session()->isBusy(Work::ReadPicture));
    // Esc again, nothing running: the dialog closes and the board has the keyboard.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QTRY_VERIFY(!window_->pictureReview());
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window_->board()));
}

void TestPicture::pasteAPictureFromTheClipboard() {
    QImage image(dir_.filePath("clean.png"));
    QVERIFY(!image.isNull());
    QApplication::clipboard()->setImage(image);
    window_->actions().paste->trigger();
    PictureReviewDialog* dialog = window_->pictureReview();
    QVERIFY(dialog);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isReading(), kWait);
    QCOMPARE(lineOf(dialog->view()->digits()), QByteArray(test::kPuzzle));
    dialog->reject();
    QTRY_VERIFY(!window_->pictureReview());
    QApplication::clipboard()->clear();
}

void TestPicture::openImageIsInTheGameMenu() {
    QAction* action = window_->actions().openImage;
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    bool inMenu = false;
    for (QAction* top : window_->menuBar()->actions())
        if (top->menu() && top->menu()->actions().contains(action)) inMenu = true;
    QVERIFY(inMenu);
}

void TestPicture::brokenPicturesAreReported() {
    const QString truncated = dir_.filePath("truncated.png");
    QFile clean(dir_.filePath("clean.png"));
    QVERIFY(clean.open(QIODevice::ReadOnly));
    QFile out(truncated);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(clean.read(200));
    out.close();
    const QByteArray before = QByteArray::number(window_->game()->givens().filledCount());
    QVERIFY(!window_->openFile(truncated));
    QVERIFY(!window_->pictureReview());
    QVERIFY2(window_->lastError().contains(QLatin1String("damaged")), qPrintable(window_->lastError()));
    QCOMPARE(QByteArray::number(window_->game()->givens().filledCount()), before); // the game stays
}

QTEST_MAIN(TestPicture)
#include "tst_picture.moc"
