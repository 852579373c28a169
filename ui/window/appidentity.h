#pragma once
// What every process showing Qudoku's window sets up first: the translations, the names QSettings
// and QStandardPaths use (so settings, statistics and the autosave are found), the desktop file
// name and the window icon. The app and the screenshot tool call it, so their windows are the same.

#include <QString>

class QApplication;

namespace qudoku::ui {

// The QSettings key of the language chosen in Settings: a locale name ("de", "zh_CN", "en"), or
// absent / empty for the system's language. Read once, at start-up.
extern const QString kLanguageKey;

void setUpApplication(QApplication& app);

} // namespace qudoku::ui
