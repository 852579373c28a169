#pragma once
// Settings: language, theme (high contrast among them), highlights, how centre marks are drawn,
// pencil-mark cleaning, hiding the timer, mistake checking and the hint ladder's first rung. Edits a
// Preferences; the window applies and saves it when accepted.

#include <QDialog>

#include "window/preferences.h"

class QCheckBox;
class QComboBox;
class QLabel;

namespace qudoku::ui {

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const Preferences& preferences, QWidget* parent = nullptr);

    Preferences preferences() const; // what the controls say now

    // The controls, for tests.
    QComboBox* languageBox() const { return language_; }
    QComboBox* themeBox() const { return theme_; }
    QComboBox* mistakesBox() const { return mistakes_; }
    QComboBox* hintStartBox() const { return hintStart_; }
    QComboBox* centreStyleBox() const { return centreStyle_; }
    QCheckBox* hideTimerBox() const { return hideTimer_; }
    QCheckBox* peersBox() const { return peers_; }
    QCheckBox* sameValueBox() const { return sameValue_; }
    QCheckBox* conflictsBox() const { return conflicts_; }
    QCheckBox* autoCleanBox() const { return autoClean_; }

private:
    QString startLanguage_;
    QComboBox* language_;
    QLabel* restartNote_;
    QComboBox* theme_;
    QCheckBox* peers_;
    QCheckBox* sameValue_;
    QCheckBox* conflicts_;
    QComboBox* centreStyle_;
    QCheckBox* autoClean_;
    QCheckBox* hideTimer_;
    QComboBox* mistakes_;
    QComboBox* hintStart_;
};

} // namespace qudoku::ui
