// qudoku-screenshots DIR: saves the documentation screenshots (docs/screenshots) into DIR by driving
// the real main window. A tool of its own, not part of the shipped `qudoku`; tools/screenshots.sh
// runs it.

#include <QApplication>
#include <QTextStream>

#include "screenshots.h"
#include "window/appidentity.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    qudoku::ui::setUpApplication(app); // as the app does, so the pictures show its window
    const QStringList args = QApplication::arguments();
    if (args.size() != 2 || args.at(1).startsWith(QLatin1Char('-'))) {
        QTextStream(stderr) << "usage: qudoku-screenshots DIR   (saves the documentation screenshots into DIR)\n";
        return 2;
    }
    return qudoku::app::takeScreenshots(args.at(1));
}
