// qudoku-screenshots DIR: saves the documentation screenshots (docs/screenshots) into DIR by driving
// the real main window. A tool of its own, not part of the shipped `qudoku`; tools/screenshots.sh
// runs it.

#include <QApplication>
#include <QIcon>
#include <QTextStream>

#include "screenshots.h"
#include "text/translations.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    qudoku::text::installTranslations(app);
    // The same names as the app, so the window titles in the pictures are the app's.
    QApplication::setOrganizationName(QStringLiteral("Qudoku"));
    QApplication::setApplicationName(QStringLiteral("Qudoku"));
    QApplication::setApplicationDisplayName(QStringLiteral("Qudoku"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.qudoku.Qudoku.svg")));
    const QStringList args = QApplication::arguments();
    if (args.size() != 2 || args.at(1).startsWith(QLatin1Char('-'))) {
        QTextStream(stderr) << "usage: qudoku-screenshots DIR   (saves the documentation screenshots into DIR)\n";
        return 2;
    }
    return qudoku::app::takeScreenshots(args.at(1));
}
