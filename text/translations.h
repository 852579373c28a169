#pragma once
// The translations the programs load at start-up. For now: the English plural forms, so that
// tr("%n conflict(s)", "", n) reads "1 conflict" and "2 conflicts" (Qt takes plural forms from a
// translation, even for the source language).

class QCoreApplication;

namespace qudoku::text {

// Installs the translators into `app` (which owns them). False when the plural forms are missing from
// this build; the texts then show their "(s)" spelling.
bool installTranslations(QCoreApplication& app);

} // namespace qudoku::text
