#pragma once
// The translations the programs load at start-up: Qudoku's own (resources/translations/qudoku_<lang>.ts,
// compiled into the library's resources as :/i18n/qudoku_<lang>.qm), Qt's for its standard dialogs
// (Debian's qt6-translations-l10n), and the English plural forms, so that tr("%n conflict(s)", "", n)
// reads "1 conflict" and "2 conflicts" (Qt takes plural forms from a translation, even for the
// source language).

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace qudoku::text {

// The languages Qudoku is translated into, as locale names ("de", "zh_CN"); English is the source.
QStringList availableLanguages();

// The language to show: `choice` when it names one of availableLanguages() or "en", else the first
// of the system's UI languages (LANGUAGE, then LC_ALL / LC_MESSAGES / LANG) that Qudoku has, else "en".
QString resolveLanguage(const QString& choice = {});

// Installs the translators for resolveLanguage(choice) into `app` (which owns them), and, for a
// language other than English, sets the default QLocale to it. False when this build lacks the English plural forms (the texts then show
// their "(s)" spelling).
bool installTranslations(QCoreApplication& app, const QString& choice = {});

} // namespace qudoku::text
