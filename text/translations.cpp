#include "text/translations.h"

#include <QCoreApplication>
#include <QTranslator>

namespace qudoku::text {

bool installTranslations(QCoreApplication& app) {
    auto* plurals = new QTranslator(&app);
    if (!plurals->load(QStringLiteral(":/i18n/qudoku_en.qm"))) {
        delete plurals;
        return false;
    }
    return QCoreApplication::installTranslator(plurals);
}

} // namespace qudoku::text
