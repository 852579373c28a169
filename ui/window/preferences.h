#pragma once
// The player's settings, in one place: what they mean, their defaults and their QSettings keys.
// The Settings dialog edits a Preferences; MainWindow::applyPreferences puts one into effect.

#include <QString>

#include "board/boardpainter.h"
#include "hint/hintladder.h"

namespace qudoku::ui {

enum class Theme { System, Light, Dark, HighContrast };

// When the player's wrong digits are crossed out: never (Check is hidden), when they press Check,
// or after every move.
enum class MistakeChecking { Off, OnRequest, Immediate };

struct Preferences {
    QString language;            // a locale name ("de", "zh_CN", "en"), or empty: the system's
    Theme theme = Theme::System;
    Highlighting highlighting;   // peers, same value, conflicts: all on
    bool autoCleanMarks = true;  // placing a digit removes it from the peers' pencil marks
    MistakeChecking mistakes = MistakeChecking::OnRequest;
    HintLadder::Rung hintStart = HintLadder::Rung::Area;
    CentreStyle centreStyle = CentreStyle::Fixed; // how centre marks are drawn
    bool hideTimer = false;      // the clock is not shown (it still counts, for the statistics)

    // From QSettings (defaults for what is missing or unknown), and back.
    static Preferences load();
    void save() const;
    friend bool operator==(const Preferences&, const Preferences&) = default;
};

} // namespace qudoku::ui
