#include "window/appidentity.h"

#include <QApplication>
#include <QGuiApplication>
#include <QIcon>
#include <QSettings>

#include "text/translations.h"

namespace qudoku::ui {

const QString kLanguageKey = QStringLiteral("ui/language");

void setUpApplication(QApplication& app) {
    QApplication::setOrganizationName(QStringLiteral("Qudoku"));
    QApplication::setApplicationName(QStringLiteral("Qudoku"));
    // The names first: the language chosen in Settings is read from QSettings, which they locate.
    text::installTranslations(app, QSettings().value(kLanguageKey).toString());
    QApplication::setApplicationDisplayName(QStringLiteral("Qudoku"));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.qudoku.Qudoku"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.qudoku.Qudoku.svg")));
}

} // namespace qudoku::ui
