// qudoku-screenshots [--language L] DIR: saves the documentation screenshots (docs/screenshots)
// into DIR by driving the real main window; with --language, a few pictures of the app in that
// translation instead. A tool of its own, not part of the shipped `qudoku`; tools/screenshots.sh
// runs it.

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTextStream>

#include "screenshots.h"
#include "text/translations.h"
#include "window/appidentity.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QStringList args = QApplication::arguments();
    QString language = QStringLiteral("en"); // the documentation's pictures are English
    if (args.size() == 4 && args.at(1) == QLatin1String("--language")) {
        language = args.at(2);
        args.remove(1, 2);
    }
    if (args.size() != 2 || args.at(1).startsWith(QLatin1Char('-'))) {
        QTextStream(stderr) << "usage: qudoku-screenshots [--language de|zh_CN] DIR   (saves the screenshots into DIR)\n";
        return 2;
    }
    // Never the user's settings (their language choice, recent files, statistics): the test location,
    // emptied, before the app's set-up reads it.
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("Qudoku"));
    QApplication::setApplicationName(QStringLiteral("Qudoku"));
    QSettings().clear();
    QSettings().setValue(qudoku::ui::kLanguageKey, language);
    qudoku::ui::setUpApplication(app); // as the app does, so the pictures show its window
    QSettings().clear();
    if (language == QLatin1String("en")) return qudoku::app::takeScreenshots(args.at(1));
    if (qudoku::text::resolveLanguage(language) != language) {
        QTextStream(stderr) << "qudoku-screenshots: no translation for " << language << '\n';
        return 2;
    }
    return qudoku::app::takeTranslatedScreenshots(args.at(1), language);
}
