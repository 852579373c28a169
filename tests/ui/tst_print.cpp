// Print and export from the real main window: the files Export writes (PDF, PNG, SVG) hold the board
// as the player has it (read back: pdftotext, pixels, the SVG's text), pencil marks and the solution
// only when asked for, the solution only for a puzzle with exactly one; Print lays the same pages out
// on a printer (a PDF printer here); bad names and unwritable places are reported, not crashes.

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QTimer>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QPrinter>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include "analysis/session.h"
#include "game/game.h"
#include "pdf_tools.h"
#include "testsupport.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

using namespace qudoku;
using namespace qudoku::ui;

namespace {

constexpr int kWait = 20000;

QString givensOf(const char* puzzle) { return QString::fromLatin1(puzzle).remove(QLatin1Char('.')); }

} // namespace

class TestPrint : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void theGameMenuOffersPrintAndExport();
    void exportWritesTheBoard_data();
    void exportWritesTheBoard();
    void pdfHoldsTheBoardAsText();
    void playerDigitsAndMarksAreIncludedAsAsked();
    void theSolutionComesOnlyWhenAskedAndKnown();
    void severalSolutionsPrintWithoutOne();
    void printingUsesTheSameLayout();
    void includeChoicesArePersisted();
    void badNamesAndPlacesAreReported_data();
    void badNamesAndPlacesAreReported();
    void exportStartsInTheLastFolderUsed();

private:
    void waitForFacts();
    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestPrint::initTestCase() {
    test::prepareApp();
    QVERIFY(dir_.isValid());
    QVERIFY2(test::havePdfTools(), "pdftotext and pdfinfo (Debian poppler-utils) are needed; tools/setup.sh installs them");
}

void TestPrint::init() {
    QSettings().clear();
    window_ = test::openWindow();
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kPuzzle)));
    waitForFacts();
}

void TestPrint::cleanup() {
    delete window_;
    window_ = nullptr;
}

void TestPrint::waitForFacts() {
    QTRY_VERIFY_WITH_TIMEOUT(window_->session()->facts() != nullptr, kWait);
}

void TestPrint::theGameMenuOffersPrintAndExport() {
    QMenu* game = nullptr;
    for (QAction* a : window_->menuBar()->actions())
        if (a->text() == QStringLiteral("&Game")) game = a->menu();
    QVERIFY(game);
    QVERIFY(game->actions().contains(window_->actions().print));
    QMenu* exportMenu = nullptr;
    for (QAction* a : game->actions())
        if (a->menu() && a->text() == QStringLiteral("Expor&t")) exportMenu = a->menu();
    QVERIFY(exportMenu);
    const GameActions& a = window_->actions();
    for (QAction* action : {a.exportPdf, a.exportPng, a.exportSvg, a.includeMarks, a.includeSolution})
        QVERIFY(exportMenu->actions().contains(action));
    QVERIFY(a.includeMarks->isCheckable() && !a.includeMarks->isChecked());
    QVERIFY(a.includeSolution->isCheckable() && !a.includeSolution->isChecked());
}

void TestPrint::exportWritesTheBoard_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("pdf") << "board.pdf";
    QTest::newRow("png") << "board.png";
    QTest::newRow("svg") << "board.svg";
    QTest::newRow("upper-case extension") << "BOARD.PNG";
}

void TestPrint::exportWritesTheBoard() {
    QFETCH(QString, name);
    const QString path = dir_.filePath(name);
    QSignalSpy messages(window_, &MainWindow::messageShown);
    QVERIFY(window_->exportTo(path));
    QVERIFY(QFileInfo(path).size() > 500);
    QVERIFY(window_->currentMessage().startsWith(QStringLiteral("Exported to ")));
    if (name.endsWith(QLatin1String("png"), Qt::CaseInsensitive)) QVERIFY(!QImage(path).isNull());
    if (name.endsWith(QLatin1String("svg"))) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<text"));
    }
}

// The givens come back from the PDF as text, in reading order, after the heading (the rating).
void TestPrint::pdfHoldsTheBoardAsText() {
    const QString pdf = dir_.filePath(QStringLiteral("text.pdf"));
    QVERIFY(window_->exportTo(pdf));
    QCOMPARE(test::pdfPages(pdf), 1);
    const QStringList lines = test::pdfText(pdf).split(QLatin1Char('\n'));
    QVERIFY(!window_->ratingText().isEmpty());
    QVERIFY2(lines.first().contains(window_->ratingText().left(10)), qPrintable(lines.first()));
    QCOMPARE(test::symbolsIn(lines.mid(1).join(QLatin1Char('\n'))), givensOf(test::kPuzzle));
}

// The player's digits are part of the board; pencil marks only with Include Pencil Marks.
void TestPrint::playerDigitsAndMarksAreIncludedAsAsked() {
    Game* game = window_->game();
    QVERIFY(game->placeValue(2, 4));        // r1c3 = 4, the player's
    QVERIFY(game->togglePencilMark(3, 6));  // r1c4: marks 6 and 2
    QVERIFY(game->togglePencilMark(3, 2));
    const QString plain = dir_.filePath(QStringLiteral("plain.pdf")), marked = dir_.filePath(QStringLiteral("marked.pdf"));
    QVERIFY(window_->exportTo(plain));
    window_->actions().includeMarks->setChecked(true);
    QVERIFY(window_->exportTo(marked));
    const QString first = QStringLiteral("534"); // r1: 5 3, then the player's 4
    const QString withoutMarks = test::symbolsIn(test::pdfText(plain).section(QLatin1Char('\n'), 1));
    const QString withMarks = test::symbolsIn(test::pdfText(marked).section(QLatin1Char('\n'), 1));
    QVERIFY2(withoutMarks.startsWith(first + QStringLiteral("7")), qPrintable(withoutMarks));
    // The marks are small text in their places in the cell (2 on its top row, 6 on its middle row), so
    // pdftotext reads them on lines of their own: the two extra symbols are 2 and 6.
    QString extra = withMarks;
    for (QChar c : withoutMarks) extra.remove(extra.indexOf(c), 1);
    std::sort(extra.begin(), extra.end());
    QCOMPARE(extra, QStringLiteral("26"));
}

// With Include the Solution: a second PDF page, a second grid in an image.
void TestPrint::theSolutionComesOnlyWhenAskedAndKnown() {
    const QString one = dir_.filePath(QStringLiteral("one.png"));
    QVERIFY(window_->exportTo(one));
    window_->actions().includeSolution->setChecked(true);
    const QString two = dir_.filePath(QStringLiteral("two.png")), pdf = dir_.filePath(QStringLiteral("two.pdf"));
    QVERIFY(window_->exportTo(two));
    QVERIFY(QImage(two).width() > QImage(one).width() * 3 / 2);
    QCOMPARE(QImage(two).height(), QImage(one).height());
    QVERIFY(window_->exportTo(pdf));
    QCOMPARE(test::pdfPages(pdf), 2);
    const QString solution = test::pdfText(pdf, 2, 2);
    QVERIFY(solution.contains(QStringLiteral("Solution")));
    QCOMPARE(test::symbolsIn(solution, {QStringLiteral("Solution")}), QString::fromLatin1(test::kSolution));
}

void TestPrint::severalSolutionsPrintWithoutOne() {
    QVERIFY(window_->pasteText(QString::fromLatin1(test::kTwoSolutions)));
    QTRY_VERIFY_WITH_TIMEOUT(window_->session()->facts() && window_->session()->facts()->hasSeveral(), kWait);
    window_->actions().includeSolution->setChecked(true);
    const QString pdf = dir_.filePath(QStringLiteral("several.pdf"));
    QVERIFY(window_->exportTo(pdf));
    QCOMPARE(test::pdfPages(pdf), 1);
    // The last message is the export's; the one before says why the solution is missing.
    QVERIFY(window_->exportTo(dir_.filePath(QStringLiteral("several.png"))));
    QSignalSpy messages(window_, &MainWindow::messageShown);
    QVERIFY(window_->exportTo(dir_.filePath(QStringLiteral("several.svg"))));
    QCOMPARE(messages.size(), 2);
    QCOMPARE(messages.at(0).at(0).toString(), QStringLiteral("Printed without the solution: the puzzle has more than one."));
}

// Print: the pages the preview shows and the printer prints, here on a PDF printer.
void TestPrint::printingUsesTheSameLayout() {
    window_->actions().includeSolution->setChecked(true);
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    const QString pdf = dir_.filePath(QStringLiteral("printed.pdf"));
    printer.setOutputFileName(pdf);
    QVERIFY(window_->printOn(printer));
    QCOMPARE(test::pdfPages(pdf), 2);
    QCOMPARE(test::symbolsIn(test::pdfText(pdf, 1, 1)).right(givensOf(test::kPuzzle).size()), givensOf(test::kPuzzle));
}

void TestPrint::includeChoicesArePersisted() {
    window_->actions().includeMarks->setChecked(true);
    delete window_;
    window_ = test::openWindow();
    QVERIFY(window_->actions().includeMarks->isChecked());
    QVERIFY(!window_->actions().includeSolution->isChecked());
}

void TestPrint::badNamesAndPlacesAreReported_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("no extension") << "board" << "Cannot export to board: the name must end in .pdf, .png or .svg.";
    QTest::newRow("jpeg") << "board.jpg" << "Cannot export to board.jpg: the name must end in .pdf, .png or .svg.";
    QTest::newRow("no such folder") << "no/such/folder/board.pdf" << "Could not export to ";
}

void TestPrint::badNamesAndPlacesAreReported() {
    QFETCH(QString, path);
    QFETCH(QString, message);
    QSignalSpy errors(window_, &MainWindow::errorReported);
    QVERIFY(!window_->exportTo(dir_.filePath(path)));
    QCOMPARE(errors.size(), 1);
    QVERIFY2(window_->lastError().startsWith(message), qPrintable(window_->lastError()));
    QVERIFY(!QFile::exists(dir_.filePath(path)));
}

// Export started in the home folder until something was exported, whatever folder the player had just
// opened a puzzle from: the file dialogs share one last folder (Open, Save, Export).
void TestPrint::exportStartsInTheLastFolderUsed() {
    QDir(dir_.path()).mkpath(QStringLiteral("puzzles"));
    const QString folder = dir_.filePath(QStringLiteral("puzzles"));
    const QString path = folder + QStringLiteral("/newspaper.txt");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(test::kPuzzle) + '\n');
    file.close();
    QVERIFY(window_->openFile(path));
    window_->setDialogsEnabled(true);
    QString shownIn;
    QTimer::singleShot(0, window_, [&] {
        QTRY_VERIFY(qobject_cast<QFileDialog*>(QApplication::activeModalWidget()));
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        shownIn = dialog->directory().absolutePath();
        dialog->reject();
    });
    window_->actions().exportPng->trigger(); // blocks until the dialog is answered
    QCOMPARE(shownIn, QFileInfo(folder).absoluteFilePath());
}

QTEST_MAIN(TestPrint)
#include "tst_print.moc"
