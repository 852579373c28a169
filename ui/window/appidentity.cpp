#include "window/appidentity.h"

#include <QApplication>
#include <QGuiApplication>
#include <QIcon>

#include "text/translations.h"

namespace qudoku::ui {

void setUpApplication(QApplication& app) {
    text::installTranslations(app);
    QApplication::setOrganizationName(QStringLiteral("Qudoku"));
    QApplication::setApplicationName(QStringLiteral("Qudoku"));
    QApplication::setApplicationDisplayName(QStringLiteral("Qudoku"));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.qudoku.Qudoku"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.qudoku.Qudoku.svg")));
}

} // namespace qudoku::ui
