#pragma once
// The Help menu's windows: keys and mouse (non-modal), about.

class QWidget;

namespace qudoku::ui {

void showKeysHelp(QWidget* parent);
void showAbout(QWidget* parent);

} // namespace qudoku::ui
