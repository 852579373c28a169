#pragma once
// What every process showing Qudoku's window sets up first: the translations, the names QSettings
// and QStandardPaths use (so settings, statistics and the autosave are found), the desktop file
// name and the window icon. The app and the screenshot tool call it, so their windows are the same.

class QApplication;

namespace qudoku::ui {

void setUpApplication(QApplication& app);

} // namespace qudoku::ui
