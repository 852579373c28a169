#pragma once
// The folder the file dialogs start in: the last one the player used for anything (Open, Save, Save As,
// Export), kept in the settings. Before any, the platform's documents folder. (Export once kept a
// folder of its own and started in the home folder until something was exported.)

#include <QString>

namespace qudoku::ui {

QString lastFolder();
// Remembers the folder of `path` (a file's path) as the last one used.
void rememberFolderOf(const QString& path);

} // namespace qudoku::ui
