#include "text/translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QTranslator>

namespace qudoku::text {

namespace {

const QString kResourceDir = QStringLiteral(":/i18n");

// "zh-Hans-CN", "zh_CN", "de-DE", "de" -> the translation that serves it, or empty.
QString matchLanguage(const QString& uiLanguage) {
    const QLocale locale(uiLanguage);
    if (locale.language() == QLocale::English) return QStringLiteral("en");
    for (const QString& available : availableLanguages()) {
        const QLocale offered(available);
        if (offered.language() != locale.language()) continue;
        // Chinese: the simplified script only (a zh_TW reader is better served by English than
        // by characters of the other script).
        if (locale.language() == QLocale::Chinese && locale.script() != QLocale::SimplifiedChineseScript) continue;
        return available;
    }
    return {};
}

bool install(QCoreApplication& app, const QString& file, const QString& dir) {
    auto* translator = new QTranslator(&app);
    if (!translator->load(file, dir)) {
        delete translator;
        return false;
    }
    return QCoreApplication::installTranslator(translator);
}

} // namespace

QStringList availableLanguages() {
    QStringList languages;
    const QStringList files = QDir(kResourceDir).entryList({QStringLiteral("qudoku_*.qm")}, QDir::Files, QDir::Name);
    for (const QString& file : files) {
        const QString name = file.mid(7, file.size() - 10); // qudoku_<name>.qm
        if (name != QLatin1String("en")) languages << name;
    }
    return languages;
}

QString resolveLanguage(const QString& choice) {
    if (!choice.isEmpty()) {
        if (choice == QLatin1String("en") || availableLanguages().contains(choice)) return choice;
    }
    // The system's UI languages in order of preference (on Linux: LANGUAGE, then the locale).
    for (const QString& uiLanguage : QLocale::system().uiLanguages()) {
        const QString match = matchLanguage(uiLanguage);
        if (!match.isEmpty()) return match;
    }
    return QStringLiteral("en");
}

bool installTranslations(QCoreApplication& app, const QString& choice) {
    // Installed first, searched last: the plural forms of the English source texts.
    const bool plurals = install(app, QStringLiteral("qudoku_en.qm"), kResourceDir);
    const QString language = resolveLanguage(choice);
    if (language != QLatin1String("en")) {
        // Numbers and dates in the language's own way (English keeps the C locale's, as before).
        QLocale::setDefault(QLocale(language));
        install(app, QStringLiteral("qudoku_%1.qm").arg(language), kResourceDir);
        // Qt's own texts (standard buttons, file and print dialogs); absent without Debian's
        // qt6-translations-l10n, which leaves those texts in English only.
        install(app, QStringLiteral("qtbase_%1.qm").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    }
    return plurals;
}

} // namespace qudoku::text
