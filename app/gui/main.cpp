// qudoku: the Sudoku app. `qudoku [FILE]` opens a puzzle file or a saved game.

#include <QApplication>
#include <QCommandLineParser>

#include "generate/puzzlesupply.h"
#include "window/appidentity.h"
#include "window/mainwindow.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    qudoku::ui::setUpApplication(app);
    QApplication::setApplicationVersion(QStringLiteral(QUDOKU_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Play, enter and solve Sudoku puzzles."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A puzzle file (any format qudoku-cli reads) or a saved game (.qudoku)."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    qudoku::ui::MainWindow window;
    window.show();
    // New Game feels instant: a few puzzles of each grade are made ahead, at idle priority.
    window.puzzleSupply()->setStockSize(qudoku::ui::PuzzleSupply::kDefaultStock);
    // The game of the last session, unfinished; the file asked for; or a puzzle ready to play.
    window.start(parser.positionalArguments().value(0));
    return QApplication::exec();
}
